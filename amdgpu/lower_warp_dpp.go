package amdgpu

import (
	"fmt"
	"math/bits"
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Constant shuffles through cross-lane VALU operations.
//
// A shfl.sync whose b and c are constants (immediates, or registers that
// hold constants, as nvcc writes them) moves data in a pattern fixed at
// translation time: lane l of each PTX warp reads lane src(l) of the same
// warp, or keeps its own value where the source is outside its segment
// (PTX ISA 9.7.8.6). shflPattern computes that pattern over the lanes of a
// wave, for the module's warp mode; planLanes looks for at most three
// cross-lane VALU operations that produce it exactly, and shflConst emits
// a plan of one (maxPlanOps says why not more), or one ds_swizzle where
// there is none and the pattern is a bitmask permutation, or leaves the
// shuffle to ds_bpermute. The
// operations are (AMDGPUModifierSyntax "DPP Modifiers", "DPP8 Modifiers";
// LLVM IntrinsicsAMDGPU.td):
//
//   - llvm.amdgcn.update.dpp with a DPP16 control: quad_perm, row_shl,
//     row_shr and row_ror 1-15, row_mirror, row_half_mirror on every
//     target; wave_shl/shr/rol/ror:1 and row_bcast:15/31 on gfx9 only;
//     row_newbcast on gfx90a and gfx94x; row_share and row_xmask on gfx10+.
//     row_mask and bank_mask pick the rows (16 lanes) and banks (4 lanes of
//     a row) that are written; the others keep `old`;
//   - llvm.amdgcn.mov.dpp8 (gfx10+): any permutation within 8 lanes;
//   - llvm.amdgcn.permlane16 and permlanex16 (gfx10+): any selection within
//     a row of 16 lanes, or from the other row of the same 32 lanes.
//
// The first operation of a plan writes every lane; the others are DPP16
// moves on rectangles of rows and banks. Every operation reads the
// shuffled value itself, never an earlier operation's result: lane L's
// result is the value of the last operation that writes L with a valid
// source. An operation reads lane L's own value only through the identity
// quad_perm, so an inactive lane in between never matters (a chain such as
// row_half_mirror then quad_perm would read one). What a lane gets from an
// inactive source lane (PTX: undefined): 0 where the operation reads it
// with bound_ctrl:1 (DPP16 with every source in range), fi:0 (dpp8,
// permlane) or through ds_swizzle, as ds_bpermute gives; the value the
// lane already had (its own, or an earlier operation's) where a DPP16
// operation needs bound_ctrl:0 because some of its sources are out of range
// by position (row_shl at a row's end). The predicate output depends on
// positions only and is exact.
//
// The dpp target feature turned off (Options.Features containing "-dpp")
// selects the LDS-crossbar lowering for every shuffle: ds_swizzle where the
// pattern is a bitmask permutation, ds_bpermute otherwise. The benchmark
// compares the two lowerings that way.

// xlKind is the instruction of one cross-lane operation.
type xlKind uint8

const (
	xlDPP         xlKind = iota // update.dpp with a DPP16 control
	xlDPP8                      // mov.dpp8
	xlPermlane16                // permlane16
	xlPermlaneX16               // permlanex16
	xlSwizzle                   // ds_swizzle, bitmask mode
)

// xlOp is one cross-lane operation of a plan.
type xlOp struct {
	kind xlKind
	// ctrl is the DPP16 dpp_ctrl, the dpp8 selects (3 bits per lane), or
	// the ds_swizzle offset.
	ctrl uint32
	// sel holds the permlane selects, 4 bits per lane of a row.
	sel uint64
	// rows and banks are the DPP16 row_mask and bank_mask.
	rows, banks uint8
	// bound is bound_ctrl (DPP16, permlane): a lane whose source is
	// invalid reads 0 instead of keeping old.
	bound bool
}

// xlCaps says which cross-lane operations a target has.
type xlCaps struct {
	dpp      bool // DPP16 (gfx8+)
	gfx9DPP  bool // wave shifts and row_bcast (gfx9)
	newBcast bool // row_newbcast (gfx90a, gfx94x)
	gfx10DPP bool // row_share, row_xmask, dpp8, permlane16/x16 (gfx10+)
}

func (c xlCaps) key() string {
	return fmt.Sprintf("%t%t%t%t", c.dpp, c.gfx9DPP, c.newBcast, c.gfx10DPP)
}

// crossLaneCaps reads the capabilities from the target and its features:
// none for an unknown target or with the dpp feature off.
func (lw *lowerer) crossLaneCaps() xlCaps {
	t, err := target.Lookup(lw.opts.Arch)
	if err != nil {
		return xlCaps{}
	}
	for _, f := range strings.Split(lw.opts.Features, ",") {
		if strings.TrimSpace(f) == "-dpp" {
			return xlCaps{}
		}
	}
	return xlCaps{
		dpp:      true,
		gfx9DPP:  t.DPPRowBcast,
		newBcast: t.Family == target.CDNA2 || t.Family == target.CDNA3,
		gfx10DPP: t.Permlane16,
	}
}

// DPP16 controls (AMDGPU DppCtrl encoding).
const (
	dppQuadIdentity = 0xe4 // quad_perm:[0,1,2,3]
	dppRowShl       = 0x100
	dppRowShr       = 0x110
	dppRowRor       = 0x120
	dppWaveShl1     = 0x130
	dppWaveRol1     = 0x134
	dppWaveShr1     = 0x138
	dppWaveRor1     = 0x13c
	dppRowMirror    = 0x140
	dppRowHalfMir   = 0x141
	dppRowBcast15   = 0x142
	dppRowBcast31   = 0x143
	dppRowShare     = 0x150 // row_newbcast on gfx90a/gfx94x
	dppRowXmask     = 0x160
)

// dppSource is the lane that lane l reads under DPP16 control ctrl in a
// wave of W lanes, or -1 where the source is out of range (bound_ctrl
// decides what the lane gets).
func dppSource(ctrl uint32, l, W int) int {
	row, li := l&^15, l&15
	n := int(ctrl & 15)
	switch {
	case ctrl <= 0xff:
		return l&^3 | int(ctrl>>(2*uint(l&3))&3)
	case ctrl > dppRowShl && ctrl <= dppRowShl+15:
		if li+n < 16 {
			return l + n
		}
	case ctrl > dppRowShr && ctrl <= dppRowShr+15:
		if li >= n {
			return l - n
		}
	case ctrl > dppRowRor && ctrl <= dppRowRor+15:
		return row + (li-n+16)%16
	case ctrl == dppWaveShl1:
		if l+1 < W {
			return l + 1
		}
	case ctrl == dppWaveRol1:
		return (l + 1) % W
	case ctrl == dppWaveShr1:
		if l > 0 {
			return l - 1
		}
	case ctrl == dppWaveRor1:
		return (l - 1 + W) % W
	case ctrl == dppRowMirror:
		return row + 15 - li
	case ctrl == dppRowHalfMir:
		return l&^7 + 7 - l&7
	case ctrl == dppRowBcast15:
		if row > 0 {
			return row - 1
		}
	case ctrl == dppRowBcast31:
		if l >= 32 {
			return 31
		}
	case ctrl >= dppRowShare && ctrl <= dppRowShare+15:
		return row + n
	case ctrl >= dppRowXmask && ctrl <= dppRowXmask+15:
		return row + li ^ n
	default:
		panic(fmt.Sprintf("BUG: lower_warp_dpp: DPP control %#x", ctrl))
	}
	return -1
}

// source is the lane that lane l reads under o, or -1 (DPP16 only).
func (o xlOp) source(l, W int) int {
	switch o.kind {
	case xlDPP:
		return dppSource(o.ctrl, l, W)
	case xlDPP8:
		return l&^7 | int(o.ctrl>>(3*uint(l&7))&7)
	case xlPermlane16:
		return l&^15 | int(o.sel>>(4*uint(l&15))&15)
	case xlPermlaneX16:
		return (l&^15 ^ 16) | int(o.sel>>(4*uint(l&15))&15)
	case xlSwizzle:
		and, or, xor := int(o.ctrl&31), int(o.ctrl>>5&31), int(o.ctrl>>10&31)
		return l&^31 | ((l & 31 & and) | or) ^ xor
	}
	panic("BUG: lower_warp_dpp: unknown operation")
}

// writes reports whether o writes lane l (row_mask, bank_mask).
func (o xlOp) writes(l int) bool {
	if o.kind != xlDPP {
		return true
	}
	return o.rows>>uint(l/16)&1 != 0 && o.banks>>uint(l%16/4)&1 != 0
}

// cost ranks plans: a DPP move 2, a permlane 3 (its selects take SGPRs).
// Plans hold no ds_swizzle.
func (o xlOp) cost() int {
	if o.kind == xlPermlane16 || o.kind == xlPermlaneX16 {
		return 3
	}
	return 2
}

// lanePlan is a sequence of operations, each writing over the result of the
// one before (the first over the shuffled value itself).
type lanePlan []xlOp

func (p lanePlan) cost() int {
	c := 0
	for _, o := range p {
		c += o.cost()
	}
	return c
}

// zeroLane marks a lane that reads 0 in simulate's result.
const zeroLane = -2

// simulate returns the lane whose value each lane ends with, every lane
// active; zeroLane where it ends with 0.
func (p lanePlan) simulate(W int) []int {
	cur := make([]int, W)
	for l := range cur {
		cur[l] = l
	}
	for _, o := range p {
		next := make([]int, W)
		for l := range next {
			next[l] = cur[l]
			if !o.writes(l) {
				continue
			}
			switch s := o.source(l, W); {
			case s >= 0:
				next[l] = s
			case o.bound:
				next[l] = zeroLane
			}
		}
		cur = next
	}
	return cur
}

// shflPattern is the data movement of shfl.mode with constant b and c in a
// wave of W lanes holding PTX warps of ws lanes (PTX ISA 9.7.8.6, the same
// formulas as lowerShfl's general path): the lane each lane reads (its own
// where the source is outside its segment) and the predicate output.
func shflPattern(mode string, b, c uint32, ws, W int) (src []int, pred []bool) {
	fm := ws - 1
	bb, cval, seg := int(b)&fm, int(c)&fm, int(c>>8)&fm
	src, pred = make([]int, W), make([]bool, W)
	for L := range W {
		base, l := L&^fm, L&fm
		minLane := l & seg
		maxLane := minLane | cval&^seg
		var j int
		var p bool
		switch mode {
		case "up":
			j = l - bb
			p = j >= maxLane
		case "down":
			j = l + bb
			p = j <= maxLane
		case "bfly":
			j = l ^ bb
			p = j <= maxLane
		case "idx":
			j = minLane | bb&^seg
			p = j <= maxLane
		default:
			panic("BUG: lower_warp_dpp: shfl mode " + mode)
		}
		if !p {
			j = l
		}
		src[L], pred[L] = base+j, p
	}
	return src, pred
}

// swizzleFor returns the ds_swizzle bitmask-mode offset that makes every
// lane in lanes read want[l] (want within the lane's 32-lane group), or
// false. Each bit of the 5-bit lane id is kept, inverted, cleared or set.
func swizzleFor(want []int, lanes uint64) (uint32, bool) {
	var and, or, xor uint32
	for k := range 5 {
		keep, inv, zero, one := true, true, true, true
		for m := lanes; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			if want[l]&^31 != l&^31 {
				return 0, false
			}
			in, out := l>>k&1, want[l]>>k&1
			keep = keep && out == in
			inv = inv && out != in
			zero = zero && out == 0
			one = one && out == 1
		}
		switch bit := uint32(1) << k; {
		case keep:
			and |= bit
		case zero:
		case one:
			or |= bit
		case inv:
			and |= bit
			xor |= bit
		default:
			return 0, false
		}
	}
	return and | or<<5 | xor<<10, true
}

// planner searches the plans of one pattern.
type planner struct {
	caps xlCaps
	W    int
	want []int
	all  uint64 // every lane of the wave
	self uint64 // lanes that keep their own value
	// ctrls are the DPP16 controls worth trying, with the lanes each
	// gives the wanted value (fix) and those whose source is out of
	// range (inv).
	ctrls    []uint32
	fix, inv []uint64
	rects    []rect
}

// rect is a row_mask/bank_mask pair and the lanes it enables.
type rect struct {
	rows, banks uint8
	lanes       uint64
}

func newPlanner(caps xlCaps, want []int) *planner {
	W := len(want)
	p := &planner{caps: caps, W: W, want: want, all: ^uint64(0) >> uint(64-W)}
	for l, s := range want {
		if s == l || s == anyLane {
			p.self |= 1 << uint(l)
		}
	}
	nrows := W / 16
	for rows := 1; rows < 1<<nrows; rows++ {
		for banks := 1; banks < 16; banks++ {
			r := rect{rows: uint8(rows), banks: uint8(banks)}
			if rows == 1<<nrows-1 {
				r.rows = 15 // every row of a wave32 too: the default mask
			}
			for l := range W {
				if (xlOp{kind: xlDPP, rows: r.rows, banks: r.banks}).writes(l) {
					r.lanes |= 1 << uint(l)
				}
			}
			p.rects = append(p.rects, r)
		}
	}
	for _, c := range p.controls() {
		var fix, inv uint64
		for l := range W {
			switch s := dppSource(c, l, W); {
			case want[l] == anyLane:
				fix |= 1 << uint(l)
			case s < 0:
				inv |= 1 << uint(l)
			case s == want[l]:
				fix |= 1 << uint(l)
			}
		}
		// A control that gives no lane other than its own the wanted
		// value is of no use, except the identity (to restore lanes).
		if fix&^p.self == 0 && c != dppQuadIdentity {
			continue
		}
		p.ctrls, p.fix, p.inv = append(p.ctrls, c), append(p.fix, fix), append(p.inv, inv)
	}
	return p
}

// controls lists the DPP16 controls of the target: the quad_perms that the
// pattern's lanes within a quad ask for, the identity, then the row and
// wave controls.
func (p *planner) controls() []uint32 {
	cs := p.quadPerms()
	add := func(c uint32) {
		for _, d := range cs {
			if d == c {
				return
			}
		}
		cs = append(cs, c)
	}
	add(dppQuadIdentity)
	for n := uint32(1); n <= 15; n++ {
		add(dppRowShl + n)
		add(dppRowShr + n)
		add(dppRowRor + n)
	}
	add(dppRowMirror)
	add(dppRowHalfMir)
	if p.caps.gfx9DPP && p.W == 64 {
		for _, c := range []uint32{dppWaveShl1, dppWaveShr1, dppWaveRol1, dppWaveRor1, dppRowBcast15, dppRowBcast31} {
			add(c)
		}
	}
	if p.caps.gfx10DPP || p.caps.newBcast {
		for n := uint32(0); n <= 15; n++ {
			add(dppRowShare + n)
		}
	}
	if p.caps.gfx10DPP {
		for n := uint32(1); n <= 15; n++ {
			add(dppRowXmask + n)
		}
	}
	return cs
}

// quadPerms derives quad_perm controls from the lanes that read within
// their quad: each position takes the offsets those lanes want there (its
// own where none), at most 16 combinations.
func (p *planner) quadPerms() []uint32 {
	var opts [4][]uint32
	for l, s := range p.want {
		if s != l && s&^3 == l&^3 {
			pos, off := l&3, uint32(s&3)
			found := false
			for _, o := range opts[pos] {
				found = found || o == off
			}
			if !found {
				opts[pos] = append(opts[pos], off)
			}
		}
	}
	combos := []uint32{0}
	for pos := range 4 {
		if len(opts[pos]) == 0 {
			opts[pos] = []uint32{uint32(pos)}
		}
		var next []uint32
		for _, c := range combos {
			for _, o := range opts[pos] {
				if len(next) < 16 {
					next = append(next, c|o<<(2*uint(pos)))
				}
			}
		}
		combos = next
	}
	return combos
}

// firsts lists the operations that may start a plan: they write every
// lane, over the shuffled value. Each comes with the lanes it leaves with
// the wanted value.
func (p *planner) firsts() ([]xlOp, []uint64) {
	var ops []xlOp
	var ok []uint64
	add := func(o xlOp) {
		for _, q := range ops {
			if q == o {
				return
			}
		}
		var good uint64
		for l := range p.W {
			s := o.source(l, p.W)
			if s == p.want[l] || p.want[l] == anyLane || s < 0 && !o.bound && p.want[l] == l {
				good |= 1 << uint(l)
			}
		}
		ops, ok = append(ops, o), append(ok, good)
	}
	for i, c := range p.ctrls {
		add(xlOp{kind: xlDPP, ctrl: c, rows: 15, banks: 15, bound: p.inv[i] == 0})
	}
	if p.caps.gfx10DPP {
		var own, ownSelf, cross, cross0, cross1, oct, octSelf uint64
		for l, s := range p.want {
			bit := uint64(1) << uint(l)
			switch {
			case s == l:
				ownSelf |= bit
				octSelf |= bit
			case s&^15 == l&^15:
				own |= bit
				ownSelf |= bit
			case s&^15 == l&^15^16:
				cross |= bit
				if l&16 == 0 {
					cross0 |= bit
				} else {
					cross1 |= bit
				}
			}
			if s != l && s&^7 == l&^7 {
				oct |= bit
				octSelf |= bit
			}
		}
		for _, lanes := range []uint64{octSelf, oct} {
			if sel, good := p.selects(lanes, 8, false); good && lanes != 0 {
				add(xlOp{kind: xlDPP8, ctrl: uint32(sel)})
			}
		}
		for _, lanes := range []uint64{ownSelf, own} {
			if sel, good := p.selects(lanes, 16, false); good && lanes&^p.self != 0 {
				add(xlOp{kind: xlPermlane16, sel: sel, bound: true})
			}
		}
		for _, lanes := range []uint64{cross, cross0, cross1} {
			if sel, good := p.selects(lanes, 16, true); good && lanes != 0 {
				add(xlOp{kind: xlPermlaneX16, sel: sel, bound: true})
			}
		}
	}
	return ops, ok
}

// selects derives the selects of a dpp8 (group 8) or permlane (group 16,
// cross: from the other row) that give every lane in lanes its wanted
// value; positions no lane constrains select themselves.
func (p *planner) selects(lanes uint64, group int, cross bool) (uint64, bool) {
	bitsPer := uint(3)
	if group == 16 {
		bitsPer = 4
	}
	var sel uint64
	set := make([]bool, group)
	for pos := range group {
		sel |= uint64(pos) << (bitsPer * uint(pos))
	}
	for m := lanes; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		from := l &^ (group - 1)
		if cross {
			from ^= 16
		}
		off := p.want[l] - from
		if off < 0 || off >= group {
			return 0, false
		}
		pos := l & (group - 1)
		shift := bitsPer * uint(pos)
		cur := int(sel >> shift & (1<<bitsPer - 1))
		if set[pos] && cur != off {
			return 0, false
		}
		set[pos] = true
		sel = sel&^((1<<bitsPer-1)<<shift) | uint64(off)<<shift
	}
	return sel, true
}

// step returns the lanes right after DPP16 control i writes the lanes of r
// over a state where the lanes in good are right, and its bound_ctrl.
func (p *planner) step(good uint64, i int, r rect) (uint64, bool) {
	bound := r.lanes&p.inv[i] == 0
	after := good&^r.lanes | r.lanes&p.fix[i]
	if !bound {
		after |= r.lanes & p.inv[i] & good
	}
	return after, bound
}

// finish looks for one DPP16 operation that makes every lane right over a
// state where the lanes in good are: the smallest rectangle that holds the
// wrong lanes, or all rows and banks when that works too.
func (p *planner) finish(good uint64) (xlOp, bool) {
	wrong := p.all &^ good
	var rows, banks uint8
	for m := wrong; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		rows |= 1 << uint(l/16)
		banks |= 1 << uint(l%16/4)
	}
	full := rect{rows: 15, banks: 15, lanes: p.all}
	small := p.rects[(int(rows)-1)*15+int(banks)-1]
	for i, c := range p.ctrls {
		if wrong&^p.fix[i] != 0 {
			continue
		}
		for _, r := range []rect{full, small} {
			if after, bound := p.step(good, i, r); after == p.all {
				return xlOp{kind: xlDPP, ctrl: c, rows: r.rows, banks: r.banks, bound: bound}, true
			}
		}
	}
	return xlOp{}, false
}

// middles lists the DPP16 operations worth making in the middle of a plan
// over a state where the lanes in good are right: those that right some
// lane and wrong none, each on the largest rectangles that allows. A lane
// is wronged where the control gives it another lane in range; a lane
// whose source is out of range keeps its value (bound_ctrl:0).
func (p *planner) middles(good uint64) ([]xlOp, []uint64) {
	var ops []xlOp
	var after []uint64
	nrows := p.W / 16
	for i, c := range p.ctrls {
		if p.fix[i]&^good == 0 {
			continue
		}
		broken := good &^ p.fix[i] &^ p.inv[i]
		var allowed [4]uint8 // banks of each row with no lane wronged
		for r := range nrows {
			for k := range 4 {
				if broken>>uint(16*r+4*k)&15 == 0 {
					allowed[r] |= 1 << uint(k)
				}
			}
		}
		var cands []rect
		for rows := 1; rows < 1<<nrows; rows++ {
			banks := uint8(15)
			for r := range nrows {
				if rows>>uint(r)&1 != 0 {
					banks &= allowed[r]
				}
			}
			if banks != 0 {
				cands = append(cands, p.rects[(rows-1)*15+int(banks)-1])
			}
		}
		for j, r := range cands {
			a, bound := p.step(good, i, r)
			if a == good {
				continue
			}
			dominated := false
			for k, q := range cands {
				if k != j && q.lanes != r.lanes && q.lanes&r.lanes == r.lanes {
					dominated = true
				}
			}
			if !dominated {
				ops = append(ops, xlOp{kind: xlDPP, ctrl: c, rows: r.rows, banks: r.banks, bound: bound})
				after = append(after, a)
			}
		}
	}
	return ops, after
}

// search returns the cheapest plan of at most three operations, or nil:
// a first operation that writes every lane (or none), then at most two
// DPP16 operations on rectangles of rows and banks.
func (p *planner) search() lanePlan {
	if p.self == p.all {
		return lanePlan{}
	}
	var best lanePlan
	consider := func(pl lanePlan) {
		if best == nil || pl.cost() < best.cost() {
			best = append(lanePlan(nil), pl...)
		}
	}
	firsts, firstGood := p.firsts()
	starts := []lanePlan{nil}
	goods := []uint64{p.self}
	for i, o := range firsts {
		starts, goods = append(starts, lanePlan{o}), append(goods, firstGood[i])
	}
	const dppCost = 2
	for i, st := range starts {
		if goods[i] == p.all {
			consider(st)
			continue
		}
		if best != nil && best.cost() <= st.cost()+dppCost {
			continue
		}
		if o, ok := p.finish(goods[i]); ok {
			consider(append(st[:len(st):len(st)], o))
		}
		if best != nil && best.cost() <= st.cost()+2*dppCost {
			continue
		}
		mids, after := p.middles(goods[i])
		for j, m := range mids {
			if o, ok := p.finish(after[j]); ok {
				consider(append(st[:len(st):len(st)], m, o))
			}
		}
	}
	return best
}

// planCache holds the plans already searched, by capabilities and pattern.
var planCache sync.Map

// anyLane in a pattern marks a lane whose result does not matter.
const anyLane = -1

// planLanes returns the cheapest plan of at most three cross-lane VALU
// operations that moves data as want says (anyLane: anything), or nil.
func planLanes(caps xlCaps, want []int) lanePlan {
	if !caps.dpp {
		return nil
	}
	key := fmt.Sprintf("%s%v", caps.key(), want)
	if v, ok := planCache.Load(key); ok {
		return v.(lanePlan)
	}
	pl := newPlanner(caps, want).search()
	if pl != nil {
		got := pl.simulate(len(want))
		for l := range got {
			if got[l] != want[l] && want[l] != anyLane {
				panic(fmt.Sprintf("BUG: lower_warp_dpp: plan %v gives lane %d lane %d, want %d", pl, l, got[l], want[l]))
			}
		}
	}
	planCache.Store(key, pl)
	return pl
}

// constShfl returns b and c of a shfl as constants, or false.
func constShfl(bv, cv value.Value) (uint32, uint32, bool) {
	b, ok1 := bv.(*constant.Int)
	c, ok2 := cv.(*constant.Int)
	if !ok1 || !ok2 {
		return 0, 0, false
	}
	return uint32(b.X.Uint64()), uint32(c.X.Uint64()), true
}

// maxPlanOps is the longest plan of cross-lane VALU operations that
// replaces a ds_bpermute or ds_swizzle: one. Longer plans (a permlanex16
// and two DPP moves for a wave32 shfl.down, a copy and two DPP moves with
// their wait states for paired-mode down by 1 on gfx9) form a dependent
// chain and cost more instructions than the bpermute, whose lane address
// (three or four VALU, shfl.up and .down: shflShift) does not depend on
// the shuffled value and is shared by every shuffle with the same
// offset. Measured with llvm-mca over the 18 kernels of `ptxamd bench
// --shuffle`, plans of up to three operations saved 0.15% (gfx90a) and
// 0.4% (gfx1100) of the cycles that one-operation plans leave, and made
// nvcc's block reduction 3 (gfx90a) and 21 (gfx1100) instructions longer
// than with one-operation plans (bench/results/shuffle.md).
const maxPlanOps = 1

// shflConst lowers a shfl.sync with constant b and c and reports whether
// it did; otherwise the caller uses ds_bpermute. In order of preference:
//   - one cross-lane VALU operation (DPP16, dpp8, permlane16/x16: see
//     maxPlanOps), against the LDS round trip of the others;
//   - one ds_swizzle (bitmask mode) where every lane's source is a
//     bitmask permutation of its lane id within 32 lanes: it needs no lane
//     address, unlike ds_bpermute.
//
// A plan that starts with a ds_swizzle and fixes the rest with DPP moves
// is never better than ds_bpermute: the bpermute's lane address does not
// depend on the shuffled value and is computed off the critical path,
// while the moves lengthen it (llvm-mca agrees).
func (fl *fnLowerer) shflConst(in *sir.Inst, mode string, a value.Value, b, c uint32) bool {
	ws, W := fl.warpSize(), fl.waveSize()
	want, pred := shflPattern(mode, b, c, ws, W)
	off, swz := swizzleFor(want, ^uint64(0)>>uint(64-W))
	caps := fl.lw.crossLaneCaps()
	pl := planLanes(caps, want)
	if len(pl) > maxPlanOps {
		pl = nil
	}
	if pl == nil && swz {
		pl = lanePlan{{kind: xlSwizzle, ctrl: off}}
	}
	if pl == nil {
		return false
	}
	fl.write(in, 0, fl.emitPlan(pl, a), sir.B32)
	if len(in.Dst) > 1 {
		fl.write(in, 1, fl.lanePredicate(pred[:ws]), sir.Pred)
	}
	return true
}

// emitPlan emits the operations of pl over the i32 value a.
func (fl *fnLowerer) emitPlan(pl lanePlan, a value.Value) value.Value {
	i32 := func(v uint64) value.Value { return constant.NewInt(types.I32, int64(int32(uint32(v)))) }
	cur := a
	for i, o := range pl {
		old := cur
		switch o.kind {
		case xlDPP:
			if i == 0 && o.bound && o.rows == 15 && o.banks == 15 {
				old = constant.NewUndef(types.I32) // every lane is written
			}
			f := fl.lw.intrinsic("llvm.amdgcn.update.dpp.i32", types.I32, types.I32, types.I32, types.I32, types.I32, types.I32, types.I1)
			cur = fl.emit(ir.NewCall(f, old, a, i32(uint64(o.ctrl)), i32(uint64(o.rows)), i32(uint64(o.banks)), constant.NewBool(o.bound)))
		case xlDPP8:
			f := fl.lw.intrinsic("llvm.amdgcn.mov.dpp8.i32", types.I32, types.I32, types.I32)
			cur = fl.emit(ir.NewCall(f, a, i32(uint64(o.ctrl))))
		case xlPermlane16, xlPermlaneX16:
			if i == 0 && o.bound {
				old = constant.NewUndef(types.I32) // every active lane is written
			}
			name := "llvm.amdgcn.permlane16"
			if o.kind == xlPermlaneX16 {
				name = "llvm.amdgcn.permlanex16"
			}
			f := fl.lw.intrinsic(name, types.I32, types.I32, types.I32, types.I32, types.I32, types.I1, types.I1)
			cur = fl.emit(ir.NewCall(f, old, a, i32(o.sel&0xffffffff), i32(o.sel>>32), constant.False, constant.NewBool(o.bound)))
		case xlSwizzle:
			f := fl.lw.intrinsic("llvm.amdgcn.ds.swizzle", types.I32, types.I32, types.I32)
			cur = fl.emit(ir.NewCall(f, a, i32(uint64(o.ctrl))))
		}
	}
	return cur
}

// lanePredicate is an i1 that is pred[l] in lane l of each PTX warp.
func (fl *fnLowerer) lanePredicate(pred []bool) value.Value {
	var mask uint64
	for l, p := range pred {
		if p {
			mask |= 1 << uint(l)
		}
	}
	ws := len(pred)
	all := ^uint64(0) >> uint(64-ws)
	switch {
	case mask == all:
		return constant.True
	case mask == 0:
		return constant.False
	}
	lane := fl.warpLane()
	lo, n := bits.TrailingZeros64(mask), bits.OnesCount64(mask)
	if mask>>uint(lo) == 1<<uint(n)-1 { // one run of lanes
		hi := lo + n - 1
		i32 := func(v int) value.Value { return constant.NewInt(types.I32, int64(v)) }
		switch {
		case lo == 0:
			return fl.emit(ir.NewICmp(enum.IPredULE, lane, i32(hi)))
		case hi == ws-1:
			return fl.emit(ir.NewICmp(enum.IPredUGE, lane, i32(lo)))
		}
		return fl.emit(ir.NewICmp(enum.IPredULT, fl.emit(ir.NewSub(lane, i32(lo))), i32(n)))
	}
	t := fl.maskType()
	if ws == 32 {
		t = types.I32
	}
	l := fl.resizeInt(lane, t, false)
	bit := fl.emit(ir.NewAnd(fl.emit(ir.NewLShr(constant.NewInt(t, int64(mask)), l)), constant.NewInt(t, 1)))
	return fl.emit(ir.NewICmp(enum.IPredNE, bit, constant.NewInt(t, 0)))
}

func (pl lanePlan) String() string {
	var b strings.Builder
	for i, o := range pl {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(o.String())
	}
	return b.String()
}

// String names o in the assembler's syntax.
func (o xlOp) String() string {
	switch o.kind {
	case xlDPP8:
		var s []string
		for l := range 8 {
			s = append(s, fmt.Sprint(o.ctrl>>(3*uint(l))&7))
		}
		return "dpp8:[" + strings.Join(s, ",") + "]"
	case xlPermlane16, xlPermlaneX16:
		name := "permlane16"
		if o.kind == xlPermlaneX16 {
			name = "permlanex16"
		}
		return fmt.Sprintf("%s:%#016x bound_ctrl:%d", name, o.sel, b2i(o.bound))
	case xlSwizzle:
		return fmt.Sprintf("ds_swizzle:and=%#x,or=%#x,xor=%#x", o.ctrl&31, o.ctrl>>5&31, o.ctrl>>10&31)
	}
	return fmt.Sprintf("%s row_mask:%#x bank_mask:%#x bound_ctrl:%d", dppName(o.ctrl), o.rows, o.banks, b2i(o.bound))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// dppName spells a DPP16 control as the assembler does.
func dppName(c uint32) string {
	n := c & 15
	switch {
	case c <= 0xff:
		return fmt.Sprintf("quad_perm:[%d,%d,%d,%d]", c&3, c>>2&3, c>>4&3, c>>6&3)
	case c > dppRowShl && c <= dppRowShl+15:
		return fmt.Sprintf("row_shl:%d", n)
	case c > dppRowShr && c <= dppRowShr+15:
		return fmt.Sprintf("row_shr:%d", n)
	case c > dppRowRor && c <= dppRowRor+15:
		return fmt.Sprintf("row_ror:%d", n)
	case c >= dppRowShare && c <= dppRowShare+15:
		return fmt.Sprintf("row_share:%d", n)
	case c >= dppRowXmask && c <= dppRowXmask+15:
		return fmt.Sprintf("row_xmask:%d", n)
	}
	return map[uint32]string{dppWaveShl1: "wave_shl:1", dppWaveRol1: "wave_rol:1", dppWaveShr1: "wave_shr:1",
		dppWaveRor1: "wave_ror:1", dppRowMirror: "row_mirror", dppRowHalfMir: "row_half_mirror",
		dppRowBcast15: "row_bcast:15", dppRowBcast31: "row_bcast:31"}[c]
}
