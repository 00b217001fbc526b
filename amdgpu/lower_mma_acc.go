package amdgpu

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Accumulators kept in the matrix unit's layout (--mma=hw).
//
// An mma.sync whose D and C are the same registers G (a GEMM's
// accumulator tile) is usually one of a chain: the next k step's mma
// reads G again, in the same block (an unrolled k loop) or across a loop's
// back edge. Moving D back to PTX's layout after every mma and C into the
// unit's layout (or adding it afterwards) before the next is wasted work
// when nothing else reads G in between. So before a function is lowered,
// planAccumulators finds such groups G and the regions where only mma's
// with D = C = G touch G:
//
//   - a loop (natural loop of the SIR blocks) in which every instruction
//     that names a register of G is such an mma, whose header has one
//     predecessor outside the loop and whose exit blocks are entered from
//     the loop only: G moves into the unit's layout at the end of that
//     predecessor and back at the start of every exit block;
//   - otherwise, a run of at least two such mma's in one block with no
//     other reference to G between them: G moves in before the first and
//     back after the last.
//
// Inside a region the unit's layout lives in shadow registers (one 32-bit
// register per result element of the unit, unknown to the PTX), which
// the SSA construction carries through phis like any register; G itself
// is not written there. The mma's give C to the unit as its accumulator
// (one rounding per mma instead of two) and skip both moves.

// accGroup is one accumulator tile G and its shadow registers.
type accGroup struct {
	regs   []*sir.Reg
	unit   string   // the unit's intrinsic: every mma of the group uses it
	u      *mmaUnit // that unit
	shadow []*sir.Reg
	half   int // WMMA: the half of the unit's rows the group's D^T takes (pairAccMmas)
}

// accPlan says where the lowering of a function moves accumulators.
type accPlan struct {
	uses     map[*sir.Inst]*accGroup   // mma's that read and write the shadow
	before   map[*sir.Inst][]*accGroup // G → shadow before the instruction
	after    map[*sir.Inst][]*accGroup // shadow → G after the instruction
	atEnd    map[*sir.Block][]*accGroup
	atStart  map[*sir.Block][]*accGroup
	edges    map[accEdge][]*accGroup // shadow → G on a loop exit edge
	nregions int
	// WMMA pairs (pairAccMmas): the mma that runs one instruction for
	// itself and an earlier one with the same A (merged), and that earlier
	// one, which then does nothing where it stands (delayed).
	merged  map[*sir.Inst]*sir.Inst
	delayed map[*sir.Inst]bool
}

// accEdge is a CFG edge: from a block to a label.
type accEdge struct {
	from *sir.Block
	to   string
}

// mmaAccCandidate returns the accumulator registers of an mma that can
// keep them in unit u's layout: unguarded, D and C the same registers,
// f32 or non-saturating s32 accumulators, inputs the units take.
func (lw *lowerer) mmaAccCandidate(in *sir.Inst) (regs []*sir.Reg, unit *mmaUnit) {
	if in.Op != "mma" || in.Guard != nil || in.Has("satfinite") || len(in.Dst) != 1 || len(in.Src) != 3 {
		return nil, nil
	}
	ok := func() (ok bool) {
		defer func() {
			if recover() != nil {
				ok = false
			}
		}()
		dt, at, bt, ct := mmaTypes(in)
		if dt != ct || (dt != sir.F32 && dt != sir.S32) || isFP8(at) || at == sir.F64 {
			return false
		}
		unit = lw.mmaUnitFor(at, bt)
		return unit != nil
	}()
	if !ok {
		return nil, nil
	}
	d, ok1 := in.Dst[0].(*sir.Vec)
	c, ok2 := in.Src[2].(*sir.Vec)
	if !ok1 || !ok2 || len(d.Elems) != 4 || len(c.Elems) != 4 {
		return nil, nil
	}
	for i := range d.Elems {
		dr, ok1 := d.Elems[i].(*sir.RegOp)
		cr, ok2 := c.Elems[i].(*sir.RegOp)
		if !ok1 || !ok2 || dr.Sel != "" || cr.Sel != "" || dr.Reg != cr.Reg || dr.Reg.Type.Bits != 32 {
			return nil, nil
		}
		for _, r := range regs {
			if r == dr.Reg {
				return nil, nil
			}
		}
		regs = append(regs, dr.Reg)
	}
	return regs, unit
}

// opRegs calls f for every register an operand names.
func opRegs(o sir.Operand, f func(*sir.Reg)) {
	switch o := o.(type) {
	case *sir.RegOp:
		f(o.Reg)
	case *sir.Addr:
		opRegs(o.Base, f)
	case *sir.Vec:
		for _, e := range o.Elems {
			opRegs(e, f)
		}
	case *sir.Tuple:
		for _, e := range o.Elems {
			opRegs(e, f)
		}
	case *sir.Not:
		opRegs(o.X, f)
	}
}

// instRegs calls f for every register an instruction names.
func instRegs(in *sir.Inst, f func(*sir.Reg)) {
	if in.Guard != nil {
		f(in.Guard.Reg)
	}
	for _, o := range in.Dst {
		opRegs(o, f)
	}
	for _, o := range in.Src {
		opRegs(o, f)
	}
}

// planAccumulators finds the accumulator regions of f (see above); nil
// where there are none or the units are not in use.
func (lw *lowerer) planAccumulators(f *sir.Func) *accPlan {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW {
		return nil
	}
	type cand struct {
		g    *accGroup
		bad  bool
		mmas map[*sir.Inst]bool
	}
	byReg := map[*sir.Reg]*cand{}
	var cands []*cand
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			regs, unit := lw.mmaAccCandidate(in)
			if regs == nil {
				continue
			}
			c := byReg[regs[0]]
			if c == nil {
				c = &cand{g: &accGroup{regs: regs, unit: unit.name, u: unit}, mmas: map[*sir.Inst]bool{}}
				cands = append(cands, c)
				for _, r := range regs {
					if byReg[r] != nil {
						byReg[r].bad = true
						c.bad = true
					}
					byReg[r] = c
				}
			}
			for i, r := range regs {
				if byReg[r] != c || c.g.regs[i] != r {
					c.bad = true
				}
			}
			if c.g.unit != unit.name {
				c.bad = true
			}
			c.mmas[in] = true
		}
	}
	if len(cands) == 0 {
		return nil
	}
	plan := &accPlan{uses: map[*sir.Inst]*accGroup{}, before: map[*sir.Inst][]*accGroup{}, after: map[*sir.Inst][]*accGroup{},
		atEnd: map[*sir.Block][]*accGroup{}, atStart: map[*sir.Block][]*accGroup{}, edges: map[accEdge][]*accGroup{}}
	// touches reports whether in names a register of c's group other than
	// as one of c's mma's.
	touches := func(c *cand, in *sir.Inst) bool {
		if c.mmas[in] {
			return false
		}
		hit := false
		instRegs(in, func(r *sir.Reg) {
			if byReg[r] == c {
				hit = true
			}
		})
		return hit
	}
	inLoop := map[*cand]map[int]bool{}
	if succ, ok := sir.CFG(f); ok {
		loops, headers := sir.Loops(succ)
		pred := sir.Preds(succ)
		for _, c := range cands {
			if c.bad {
				continue
			}
		loops:
			for li, body := range loops {
				h := headers[li]
				has := false
				for bi := range body {
					for _, in := range f.Blocks[bi].Insts {
						if touches(c, in) {
							continue loops
						}
						has = has || c.mmas[in]
					}
				}
				if !has {
					continue
				}
				outside := -1
				for _, p := range pred[h] {
					if !body[p] {
						if outside >= 0 {
							continue loops
						}
						outside = p
					}
				}
				if outside < 0 {
					continue
				}
				plan.atEnd[f.Blocks[outside]] = append(plan.atEnd[f.Blocks[outside]], c.g)
				// An exit block entered from the loop only moves G back at
				// its start; one with other predecessors on each edge from
				// the loop (lowerAccEdge).
				seen := map[int]bool{}
				for bi := range body {
					for _, x := range succ[bi] {
						if body[x] || seen[x] {
							continue
						}
						seen[x] = true
						dedicated := true
						for _, p := range pred[x] {
							dedicated = dedicated && body[p]
						}
						if dedicated {
							plan.atStart[f.Blocks[x]] = append(plan.atStart[f.Blocks[x]], c.g)
							continue
						}
						for _, p := range pred[x] {
							if body[p] {
								e := accEdge{f.Blocks[p], f.Blocks[x].Label}
								plan.edges[e] = append(plan.edges[e], c.g)
							}
						}
					}
				}
				for in := range c.mmas {
					for bi := range body {
						for _, bin := range f.Blocks[bi].Insts {
							if bin == in {
								plan.uses[in] = c.g
							}
						}
					}
				}
				inLoop[c] = body
				plan.nregions++
				break
			}
		}
	}
	// Runs of two or more in one block, outside the loop regions.
	for bi, b := range f.Blocks {
		for _, c := range cands {
			if c.bad || inLoop[c][bi] {
				continue
			}
			var run []*sir.Inst
			flush := func() {
				if len(run) >= 2 {
					for _, in := range run {
						plan.uses[in] = c.g
					}
					plan.before[run[0]] = append(plan.before[run[0]], c.g)
					plan.after[run[len(run)-1]] = append(plan.after[run[len(run)-1]], c.g)
					plan.nregions++
				}
				run = nil
			}
			for _, in := range b.Insts {
				switch {
				case c.mmas[in]:
					run = append(run, in)
				case touches(c, in):
					flush()
				}
			}
			flush()
		}
	}
	if plan.nregions == 0 {
		return nil
	}
	lw.pairAccMmas(f, plan)
	return plan
}

// pairAccMmas finds, on WMMA, pairs of mma's of two accumulator groups
// with the same A in one block: a unit holds 16 rows of E = D^T and one
// m16n8 mma takes 8, so the second mma's D^T can take the other half of
// the rows (from its own B) in the same instruction. The first mma is
// delayed to the second (its B read there): nothing between them may
// write a register the first reads, name a register of the first's group
// (the second stays where it is) or end the block, and the first's move
// back to PTX's layout, if its run ends there, follows the second. Each
// group keeps one half throughout, so the pairs a group joins must agree.
func (lw *lowerer) pairAccMmas(f *sir.Func, plan *accPlan) {
	plan.merged = map[*sir.Inst]*sir.Inst{}
	plan.delayed = map[*sir.Inst]bool{}
	half := map[*accGroup]int{} // assigned halves
	sameOperand := func(x, y sir.Operand) bool {
		a, ok1 := x.(*sir.Vec)
		b, ok2 := y.(*sir.Vec)
		if !ok1 || !ok2 || len(a.Elems) != len(b.Elems) {
			return false
		}
		for i := range a.Elems {
			ra, ok1 := a.Elems[i].(*sir.RegOp)
			rb, ok2 := b.Elems[i].(*sir.RegOp)
			if !ok1 || !ok2 || ra.Reg != rb.Reg || ra.Sel != "" || rb.Sel != "" {
				return false
			}
		}
		return true
	}
	sameForm := func(x, y *sir.Inst) bool {
		return x.Op == y.Op && slices.Equal(x.Mods, y.Mods) && slices.Equal(x.Types, y.Types)
	}
	// open is an mma not yet paired that a later one may still take: what
	// it reads (A and B) has not been written since and its group not
	// named.
	type open struct {
		in    *sir.Inst
		g     *accGroup
		reads map[*sir.Reg]bool
	}
	// spoils reports whether x, between an open mma and a later one,
	// keeps them from pairing.
	spoils := func(x *sir.Inst, o *open) bool {
		hit := false
		instRegs(x, func(r *sir.Reg) { hit = hit || slices.Contains(o.g.regs, r) })
		for _, d := range x.Dst {
			opRegs(d, func(r *sir.Reg) { hit = hit || o.reads[r] })
		}
		return hit
	}
	for _, b := range f.Blocks {
		var opens []*open
		for _, in2 := range b.Insts {
			if isTerm(in2) || in2.Op == "brx" {
				opens = nil
				continue
			}
			g2 := plan.uses[in2] // its mma's unit is the group's (mmaAccCandidate)
			if g2 != nil && (g2.u.kind == unitMFMA || g2.u.tf32Split) {
				g2 = nil
			}
			paired := -1
			for oi, o := range opens {
				if g2 == nil {
					break
				}
				in1, g1 := o.in, o.g
				if g1 == g2 || g1.unit != g2.unit || !sameForm(in1, in2) || !sameOperand(in1.Src[0], in2.Src[0]) {
					continue
				}
				h1, ok1 := half[g1]
				h2, ok2 := half[g2]
				if ok1 && ok2 && h1 == h2 {
					continue
				}
				switch {
				case ok1:
					half[g2] = 1 - h1
				case ok2:
					half[g1] = 1 - h2
				default:
					half[g1], half[g2] = 0, 1
				}
				plan.merged[in2] = in1
				plan.delayed[in1] = true
				// g1's move back after in1 (the end of its run) follows in2.
				var keep []*accGroup
				for _, g := range plan.after[in1] {
					if g == g1 {
						plan.after[in2] = append(plan.after[in2], g)
						continue
					}
					keep = append(keep, g)
				}
				plan.after[in1] = keep
				paired = oi
				break
			}
			if paired >= 0 {
				opens = slices.Delete(opens, paired, paired+1)
			}
			opens = slices.DeleteFunc(opens, func(o *open) bool { return spoils(in2, o) })
			if g2 != nil && paired < 0 {
				o := &open{in: in2, g: g2, reads: map[*sir.Reg]bool{}}
				opRegs(in2.Src[0], func(r *sir.Reg) { o.reads[r] = true })
				opRegs(in2.Src[1], func(r *sir.Reg) { o.reads[r] = true })
				opens = append(opens, o)
			}
		}
	}
	for g, h := range half {
		g.half = h
	}
}

// accShadow returns g's shadow registers, made on first use (one per
// result element of the unit).
func (g *accGroup) accShadow(outs int) []*sir.Reg {
	if g.shadow == nil {
		for i := 0; i < outs; i++ {
			g.shadow = append(g.shadow, &sir.Reg{Name: "%acc." + g.regs[0].Name, Type: sir.B32})
		}
	}
	return g.shadow
}

// accHW is the mmaHW of group g's unit, enough to move its accumulator.
func (fl *fnLowerer) accHW(g *accGroup) *mmaHW {
	h := &mmaHW{u: g.u, half: g.half}
	h.setup(fl)
	return h
}

// accIn moves group g from its PTX registers into its shadow registers.
func (fl *fnLowerer) accIn(g *accGroup) {
	h := fl.accHW(g)
	c := make([]value.Value, len(g.regs))
	for i, r := range g.regs {
		c[i] = fl.readReg(r, fl.cur)
	}
	for i, v := range fl.wwmBarrier(h, fl.mmaToUnit(h, c)) {
		fl.writeReg(g.accShadow(h.u.outs)[i], v)
	}
}

// accOut moves group g's shadow registers back into its PTX registers.
func (fl *fnLowerer) accOut(g *accGroup) {
	h := fl.accHW(g)
	s := g.accShadow(h.u.outs)
	res := make([]value.Value, len(s))
	for i, r := range s {
		res[i] = fl.readReg(r, fl.cur)
	}
	for i, r := range g.regs {
		plan := h.resultPlan(i)
		v := fl.gatherReg(res, plan)
		if fl.unitMoves == nil {
			fl.unitMoves = map[value.Value]unitMove{}
		}
		fl.unitMoves[v] = unitMove{res, plan}
		fl.writeReg(r, v)
	}
}

// unitMove is how accOut built a PTX register: gatherReg(res, plan).
type unitMove struct {
	res  []value.Value
	plan []laneSrc
}

// packUnitPair lowers the packing conversion in (cvt.f16x2.f32 or
// cvt.bf16x2.f32 d, a, b; half converts source i's f32 to its 16 bits)
// where a and b are, as they stand, accumulator registers that accOut
// moved back from the unit's layout with plans that read the same lane
// for every lane (the same PTX register of two groups: Triton packs D
// register i of n-tile 2j+1 above that of n-tile 2j). The pairs are then
// converted and packed in the unit's layout and moved once: one gather of
// 32-bit pairs instead of two of f32 elements, which halves the bpermutes
// and selects of a GEMM's epilogue. A conversion is a function of its
// element alone, so the bits are those of converting after the move. It
// returns nil where the pattern does not hold.
func (fl *fnLowerer) packUnitPair(in *sir.Inst, half func(i int, v value.Value) value.Value) value.Value {
	ra, ok1 := regOperand(in, 0)
	rb, ok2 := regOperand(in, 1)
	if !ok1 || !ok2 || len(fl.unitMoves) == 0 || ra.Type.Bits != 32 || rb.Type.Bits != 32 {
		return nil
	}
	ma, okA := fl.unitMoves[fl.readReg(ra, fl.cur)]
	mb, okB := fl.unitMoves[fl.readReg(rb, fl.cur)]
	if !okA || !okB || len(ma.plan) != len(mb.plan) {
		return nil
	}
	index := map[[2]int]int{}
	var pairs [][2]int
	plan := make([]laneSrc, len(ma.plan))
	distinct := map[int]bool{}
	for L, sa := range ma.plan {
		sb := mb.plan[L]
		switch {
		case sa.reg < 0 && sa.reg == sb.reg:
			plan[L] = sa
		case sa.reg >= 0 && sb.reg >= 0 && sa.lane == sb.lane:
			k := [2]int{sa.reg, sb.reg}
			j, ok := index[k]
			if !ok {
				j = len(pairs)
				index[k] = j
				pairs = append(pairs, k)
			}
			plan[L] = laneSrc{j, sa.lane}
			distinct[sa.reg] = true
			distinct[-1-sb.reg] = true
		default:
			return nil
		}
	}
	if len(pairs) >= len(distinct) {
		return nil // no fewer moves than two gathers
	}
	b := fpBuilder(fl)
	pk := make([]value.Value, len(pairs))
	for j, p := range pairs {
		pk[j] = b.pack16(half(0, b.fromBits(ma.res[p[0]], types.Float)), half(1, b.fromBits(mb.res[p[1]], types.Float)))
	}
	return fl.gatherReg(pk, plan)
}

// accVector packs the unit's result elements (i32 bits) into the unit's
// accumulator type.
func (fl *fnLowerer) accVector(h *mmaHW, elems []value.Value) value.Value {
	var v value.Value = constant.NewUndef(vec(len(elems), types.I32))
	for i, e := range elems {
		v = fl.emit(ir.NewInsertElement(v, e, ci(types.I32, int64(i))))
	}
	if h.u.isInt {
		return v
	}
	return fl.emit(ir.NewBitCast(v, vec(len(elems), types.Float)))
}

// wwmBarrier passes the elements of an accumulator entering a region
// through set.inactive (two at a time) on wave64. The unit runs in
// whole-wave mode, and LLVM computes everything a strict.wwm value
// depends on in that mode, back to set.inactive (or an earlier strict.wwm
// result): without the barrier the chain would reach back from the first
// mma of the region to whatever computed C, loads with the inactive
// lanes' addresses included. Inside the region the accumulator is an
// earlier mma's strict.wwm result, which needs none.
func (fl *fnLowerer) wwmBarrier(h *mmaHW, elems []value.Value) []value.Value {
	if !h.wwm() {
		return elems
	}
	out := make([]value.Value, len(elems))
	for i := 0; i+1 < len(elems); i += 2 {
		v := fpBuilder(fl).call("llvm.amdgcn.set.inactive.i64", types.I64, fl.join64(elems[i], elems[i+1]), ci(types.I64, 0))
		p := fl.emit(ir.NewBitCast(v, vec(2, types.I32)))
		out[i] = fl.emit(ir.NewExtractElement(p, ci(types.I32, 0)))
		out[i+1] = fl.emit(ir.NewExtractElement(p, ci(types.I32, 1)))
	}
	return out
}

// mmaToUnit moves a PTX accumulator fragment (four 32-bit registers,
// f32 or s32, of every PTX warp of the wave) into the unit's result
// layout: element e of lane L is E[rho][m] = D[m][n] of lane L's warp
// for (rho, m) = u.result(L, e), n = ptxColumn(rho); rows that hold no
// column are zero. It returns the unit's elements as i32 bits.
func (fl *fnLowerer) mmaToUnit(h *mmaHW, c []value.Value) []value.Value {
	out := make([]value.Value, h.u.outs)
	for e := range out {
		want := make([]laneSrc, h.W)
		for L := 0; L < h.W; L++ {
			w, _ := h.warpOf(L)
			rho, m := h.u.result(L, e)
			n, which := h.ptxColumn(w, rho)
			if n < 0 || which != 0 {
				want[L] = laneSrc{srcZero, 0}
				continue
			}
			want[L] = laneSrc{n&1 + 2*(m/8), 32*w + 4*(m%8) + n/2}
		}
		out[e] = fl.gatherReg(c, want)
	}
	return out
}

// accGroupOf is the group whose shadow registers mma in reads and writes,
// or nil.
func (fl *fnLowerer) accGroupOf(in *sir.Inst) *accGroup {
	if fl.acc == nil {
		return nil
	}
	return fl.acc.uses[in]
}

// accEdgeTo returns the block a branch from the current SIR block to
// label (lowered as blk) goes to: blk, or a new block that first moves
// the accumulators that leave their loop on this edge back to PTX's
// layout.
func (fl *fnLowerer) accEdgeTo(label string, blk *ir.Block) *ir.Block {
	if fl.acc == nil || fl.curSIR == nil {
		return blk
	}
	gs := fl.acc.edges[accEdge{fl.curSIR, label}]
	if len(gs) == 0 {
		return blk
	}
	t := fl.newBlock("accout")
	save := fl.cur
	fl.cur = t
	for _, g := range gs {
		fl.accOut(g)
	}
	fl.cur.NewBr(blk)
	fl.cur = save
	return t
}
