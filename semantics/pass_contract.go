package semantics

import (
	"math"
	"math/big"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// passContract fuses a floating-point mul and the add that consumes it into
// one fma, the way NVIDIA's ptxas does: PTX lets the code generator turn
// mul/add without a rounding modifier into a fused multiply-add (PTX ISA
// 9.7.3: "mul/add sequences with no rounding modifiers may be optimized to
// use fused-multiply-add instructions"), and ptxas does, so the results
// recorded on NVIDIA GPUs are those of the fused form. Doing the same here,
// in SIR, gives the GPU and the emulator the same rounding.
//
// A pair is fused when, in one block: `d = mul.T a, b` and later
// `e = add.T d, c` (or c, d), both without .rn/.rz/.rm/.rp, .sat or a guard,
// with the same .ftz; d is used by nothing else in the function; and a, b
// and d are not written in between. A product read by several adds and
// subs (and nothing else) is fused into all of them unless one of their
// results is compared (fusableReaders). T is f16, f16x2, f32 or f64. A sub is
// fused too, as ptxas fuses it (recorded: real2/switch_dispatch, where
// nvcc left a*a - b as mul.f32 + sub.f32): `e = sub.T d, c` becomes
// fma(a, b, -c) and `e = sub.T c, d` becomes fma(-a, b, c), the negated
// operand a flipped immediate or a neg.T into a new register.
//
// An f32 div.approx or div.full (ftz or not) fuses like a mul: ptxas
// computes it as a times MUFU.RCP's reciprocal of b (both scaled where b
// is subnormal, or beyond 2^126 for div.full), and that multiply becomes
// an FFMA with the add or sub that consumes the quotient (recorded SASS,
// sm_80 and sm_90: div.approx.ftz + add.ftz is MUFU.RCP + FFMA.FTZ;
// real6/layernorm_welford_b128_fastmath's Welford updates). The fused form
// is the div with the addend as a third source, `e = div.approx.f32 a, b,
// c`: e = a*rcp(b) + c, rounded once (amdgpu's lowerFloatDiv).
//
// A module whose .target lists debug (nvcc -G) is left alone: the JIT
// compiles it without optimisation and rounds mul and add apart.
//
// Needs: inline (so that uses are all in one function).
func passContract(m *Module, _ PassOptions, _ *diag.List) {
	if m.Debug {
		return // ptxas -O0 (a debug module) fuses nothing
	}
	for _, f := range m.Funcs {
		if f.Extern {
			continue
		}
		foldConstDivs(f, movConstants(f))
		uses := useCounts(f)
		for _, b := range f.Blocks {
			contractBlock(f, b, uses)
		}
	}
}

// foldConstDivs turns an f32 div.approx or div.full by a constant (an
// immediate, or a register whose one write is a mov of it) into a mul by
// the constant's correctly rounded reciprocal, as ptxas does at compile
// time: sm_80 SASS of x / 255.0f under every such form is FMUL by
// 0x3b808081 (1/255 rounded to nearest), where MUFU.RCP gives 0x3b808080.
// The mul then contracts like any other. Only normal constants up to
// 2^126 are folded (their reciprocals are normal); the others keep the
// division.
func foldConstDivs(f *Func, consts map[*Reg]*Imm) {
	for _, b := range f.Blocks {
		for i, in := range b.Insts {
			if !contractibleDiv(in) {
				continue
			}
			var k *Imm
			switch o := in.Src[1].(type) {
			case *Imm:
				k = o
			case *RegOp:
				if o.Sel == "" {
					k = consts[o.Reg]
				}
			}
			if k == nil || k.Type != F32 {
				continue
			}
			v := math.Float32frombits(uint32(k.Bits))
			if a := math.Abs(float64(v)); !(a >= 0x1p-126 && a <= 0x1p126) {
				continue
			}
			r, _ := new(big.Float).SetPrec(24).SetMode(big.ToNearestEven).Quo(big.NewFloat(1), big.NewFloat(float64(v))).Float32()
			mods := []string(nil)
			if in.Has("ftz") {
				mods = []string{"ftz"}
			}
			b.Insts[i] = &Inst{Pos: in.Pos, Op: "mul", Mods: mods, Types: in.Types, Dst: in.Dst,
				Src: []Operand{in.Src[0], &Imm{Bits: uint64(math.Float32bits(r)), Type: F32}}}
		}
	}
}

// useCounts counts the reads of every register of f (guards included).
func useCounts(f *Func) map[*Reg]int {
	uses := map[*Reg]int{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Guard != nil {
				uses[in.Guard.Reg]++
			}
			for _, s := range in.Src {
				countUses(s, uses)
			}
		}
	}
	return uses
}

func countUses(o Operand, uses map[*Reg]int) {
	walkRegs(o, func(r *Reg) { uses[r]++ })
}

// walkRegs calls fn for every register o names: itself, an address's
// base, the elements of a vector or tuple, a negated predicate.
func walkRegs(o Operand, fn func(*Reg)) {
	switch o := o.(type) {
	case *RegOp:
		fn(o.Reg)
	case *Addr:
		walkRegs(o.Base, fn)
	case *Vec:
		for _, e := range o.Elems {
			walkRegs(e, fn)
		}
	case *Tuple:
		for _, e := range o.Elems {
			walkRegs(e, fn)
		}
	case *Not:
		walkRegs(o.X, fn)
	}
}

// contractible reports whether in is a float mul/add that may be fused.
func contractible(in *Inst, op string) bool {
	if in.Op != op || in.Guard != nil || len(in.Types) != 1 || len(in.Dst) != 1 {
		return false
	}
	switch in.Types[0] {
	case F16, F16x2, F32, F64:
	default:
		return false
	}
	for _, m := range in.Mods {
		if m != "ftz" {
			return false
		}
	}
	return true
}

// contractibleDiv reports whether in is an f32 div.approx or div.full
// (with or without .ftz, unguarded) whose multiply by the reciprocal may be
// fused into an add or sub (see passContract).
func contractibleDiv(in *Inst) bool {
	if in.Op != "div" || in.Guard != nil || len(in.Types) != 1 || in.Types[0] != F32 || len(in.Dst) != 1 || len(in.Src) != 2 {
		return false
	}
	kinds := 0
	for _, m := range in.Mods {
		switch m {
		case "approx", "full":
			kinds++
		case "ftz":
		default:
			return false
		}
	}
	return kinds == 1
}

func contractBlock(f *Func, b *Block, uses map[*Reg]int) {
	dead := map[int]bool{}
	var negs map[int]*Inst // instructions to insert before index j
	// fuse turns reader j of mul (an add or sub reading d once) into an fma.
	fuse := func(mul *Inst, d *Reg, j int) bool {
		add := b.Insts[j]
		isAdd, isSub := contractible(add, "add"), contractible(add, "sub")
		if !(isAdd || isSub) || add.Types[0] != mul.Types[0] || add.Has("ftz") != mul.Has("ftz") || len(add.Src) != 2 {
			return false
		}
		var c Operand
		first := false // d is the first operand
		switch {
		case isReg(add.Src[0], d) && !isReg(add.Src[1], d):
			c, first = add.Src[1], true
		case isReg(add.Src[1], d) && !isReg(add.Src[0], d):
			c = add.Src[0]
		default:
			return false
		}
		fa := mul.Src[0]
		if isSub {
			// d - c = fma(a, b, -c); c - d = fma(-a, b, c).
			x := &c
			if !first {
				x = &fa
			}
			neg, pre := negated(f, *x, add)
			if neg == nil {
				return false
			}
			*x = neg
			if pre != nil {
				if negs == nil {
					negs = map[int]*Inst{}
				}
				negs[j] = pre
			}
		}
		if mul.Op == "div" {
			// a/b + c: the division with its addend (see passContract).
			b.Insts[j] = &Inst{Pos: add.Pos, Op: "div", Mods: append([]string(nil), mul.Mods...), Types: add.Types, Dst: add.Dst, Src: []Operand{fa, mul.Src[1], c}}
			return true
		}
		mods := []string{"rn"}
		if add.Has("ftz") {
			mods = append(mods, "ftz")
		}
		b.Insts[j] = &Inst{Pos: add.Pos, Op: "fma", Mods: mods, Types: add.Types, Dst: add.Dst, Src: []Operand{fa, mul.Src[1], c}}
		return true
	}
	// Candidates: products all of whose readers (in this block) fuse. A
	// register may hold several products in turn (reused registers), so
	// candidates are told apart by their instruction, and prodAt says
	// which candidate a reader's operand register holds there.
	type cand struct {
		i       int
		reg     *Reg
		readers []int
	}
	var cands []*cand
	prodAt := map[int]map[*Reg]*cand{}
	for i, mul := range b.Insts {
		if !(contractible(mul, "mul") || contractibleDiv(mul)) || len(mul.Src) != 2 {
			continue
		}
		d, ok := mul.Dst[0].(*RegOp)
		if !ok || d.Sel != "" || uses[d.Reg] < 1 {
			continue
		}
		a, bb := mul.Src[0], mul.Src[1]
		// The readers of d in this block, up to a redefinition of d, a
		// or b, or the block's end. An unguarded redefinition of d (or the
		// kernel's end) ends this value's life: then those readers are all
		// of its readers
		// even where the register is reused (hand-written PTX, unlike
		// nvcc's, often reuses registers; ptxas works on values and fuses
		// each).
		var readers []int
		killed := false
		for j := i + 1; j < len(b.Insts) && len(readers) < uses[d.Reg]; j++ {
			in := b.Insts[j]
			if readsReg(in, d.Reg) {
				readers = append(readers, j)
			}
			if writesAny(in, d.Reg, a, bb) || isTerminator(in) {
				// An unguarded ret or exit ends every value too.
				killed = in.Guard == nil && (writesReg(in, d.Reg) || in.Op == "ret" || in.Op == "exit")
				break
			}
		}
		if len(readers) == 0 || !killed && len(readers) != uses[d.Reg] {
			continue // d is read elsewhere too
		}
		// A product read by up to four adds and subs (and nothing else)
		// is fused into every one of them, so that the mul goes away,
		// unless a sum feeds a comparison; one reader of another kind
		// keeps them all apart (see fusableReaders).
		if len(readers) > maxFusedReaders || !fusableReaders(b, mul, d.Reg, readers, len(readers) > 1, uses) {
			continue
		}
		c := &cand{i, d.Reg, readers}
		cands = append(cands, c)
		for _, j := range readers {
			if prodAt[j] == nil {
				prodAt[j] = map[*Reg]*cand{}
			}
			prodAt[j][d.Reg] = c
		}
	}
	// Where one add or sub reads two candidates, ptxas fuses its first
	// operand (recorded: real2/contract_shapes, v*w + u*x fuses v*w when
	// both products are shared by the same sum and difference); the other
	// product then stays a mul everywhere.
	fused := map[*cand]bool{}
	conflicts := func(c *cand) bool { // a reader of c already takes another fused product
		for _, j := range c.readers {
			for _, o := range b.Insts[j].Src {
				if x, ok := o.(*RegOp); ok && x.Reg != c.reg && fused[prodAt[j][x.Reg]] {
					return true
				}
			}
		}
		return false
	}
	decided := map[*cand]bool{}
	for j, in := range b.Insts {
		if !(contractible(in, "add") || contractible(in, "sub")) || len(in.Src) != 2 {
			continue
		}
		for _, o := range in.Src {
			x, ok := o.(*RegOp)
			if !ok {
				continue
			}
			c := prodAt[j][x.Reg]
			if c == nil || decided[c] {
				continue
			}
			decided[c] = true
			if !conflicts(c) {
				fused[c] = true
			}
		}
	}
	for _, c := range cands {
		if !fused[c] {
			continue
		}
		mul := b.Insts[c.i]
		for _, j := range c.readers {
			fuse(mul, c.reg, j)
		}
		dead[c.i] = true
	}
	if len(dead) == 0 {
		return
	}
	out := make([]*Inst, 0, len(b.Insts)+len(negs))
	for i, in := range b.Insts {
		if pre := negs[i]; pre != nil {
			out = append(out, pre)
		}
		if !dead[i] {
			out = append(out, in)
		}
	}
	b.Insts = out
}

// maxFusedReaders is the most readers a shared product is fused into
// (recorded: real2/contract_shapes fuses c*d into its three readers and
// leaves a*b, read by five adds and subs, apart; real2/triton_layernorm_
// fwd_bwd's mean, a div.full quotient read by four subs, is fused into all
// four).
const maxFusedReaders = 4

// fusableReaders reports whether every reader of the product d is an add
// or sub that fuse can turn into an fma, and, for a product with several
// readers (shared) without .ftz, no reader's result is read by a setp or
// set in the block (recorded on the H100: real2/contract_multiuse fuses
// z*w into z*w + p and p - z*w, but not x*z into x*z + w > 0 and x*z - y;
// real2/mandelbrot's x*x + y*y <= 4 stays apart). With .ftz the compare
// does not keep them apart: the --use_fast_math build of the same source
// (real18/contract_multiuse_fast, recorded on the H200) fuses x*z into
// both x*z + w > 0 and x*z - y.
func fusableReaders(b *Block, mul *Inst, d *Reg, readers []int, shared bool, uses map[*Reg]int) bool {
	for _, j := range readers {
		add := b.Insts[j]
		if !(contractible(add, "add") || contractible(add, "sub")) || add.Types[0] != mul.Types[0] ||
			add.Has("ftz") != mul.Has("ftz") || len(add.Src) != 2 || isReg(add.Src[0], d) == isReg(add.Src[1], d) {
			return false
		}
		if _, ok := add.Src[0].(*RegOp); !ok {
			if _, ok := add.Src[0].(*Imm); !ok {
				return false
			}
		}
		if _, ok := add.Src[1].(*RegOp); !ok {
			if _, ok := add.Src[1].(*Imm); !ok {
				return false
			}
		}
		r, ok := add.Dst[0].(*RegOp)
		if !ok {
			return false
		}
		if !shared || add.Has("ftz") {
			continue
		}
		seen := 0 // stop once every read of the sum is found
		for _, in := range b.Insts[j+1:] {
			if seen >= uses[r.Reg] {
				break
			}
			if readsReg(in, r.Reg) {
				if in.Op == "setp" || in.Op == "set" {
					return false
				}
				seen++
			}
		}
	}
	return true
}

// negated returns an operand holding -x for the float type of at: a float
// immediate with its sign bit(s) flipped, or a new register written by the
// returned neg instruction, which goes right before at. It returns nil
// where x is neither a register nor an immediate.
func negated(f *Func, x Operand, at *Inst) (Operand, *Inst) {
	t := at.Types[0]
	switch x := x.(type) {
	case *Imm:
		sign := uint64(1) << (t.Bits - 1)
		if t == F16x2 {
			sign = 0x80008000
		}
		return &Imm{Bits: x.Bits ^ sign, Type: x.Type}, nil
	case *RegOp:
		dst := &RegOp{Reg: f.NewTemp("%__contract_neg", t)}
		return dst, &Inst{Pos: at.Pos, Op: "neg", Types: []Type{t}, Dst: []Operand{dst}, Src: []Operand{x}}
	}
	return nil, nil
}

func isReg(o Operand, r *Reg) bool {
	x, ok := o.(*RegOp)
	return ok && x.Reg == r && x.Sel == ""
}

// readsReg reports whether in reads r (in a source, address or guard).
func readsReg(in *Inst, r *Reg) bool {
	hit := false
	forReads(in, func(x *Reg) { hit = hit || x == r })
	return hit
}

// forReads calls fn for every register in reads (sources, addresses,
// guard).
func forReads(in *Inst, fn func(*Reg)) {
	if in.Guard != nil {
		fn(in.Guard.Reg)
	}
	for _, s := range in.Src {
		walkRegs(s, fn)
	}
}

// forDsts calls fn for every register in writes, whole or in part.
func forDsts(in *Inst, fn func(*Reg)) {
	for _, d := range in.Dst {
		switch d := d.(type) {
		case *RegOp:
			fn(d.Reg)
		case *Vec:
			for _, e := range d.Elems {
				if x, ok := e.(*RegOp); ok {
					fn(x.Reg)
				}
			}
		}
	}
}

// writesReg reports whether in writes the whole register r.
func writesReg(in *Inst, r *Reg) bool {
	for _, d := range in.Dst {
		if x, ok := d.(*RegOp); ok && x.Reg == r && x.Sel == "" {
			return true
		}
	}
	return false
}

// writesAny reports whether in writes r or a register read by a or b.
func writesAny(in *Inst, r *Reg, a, b Operand) bool {
	regs := map[*Reg]int{r: 1}
	countUses(a, regs)
	countUses(b, regs)
	for _, d := range in.Dst {
		switch d := d.(type) {
		case *RegOp:
			if regs[d.Reg] > 0 {
				return true
			}
		case *Vec:
			for _, e := range d.Elems {
				if x, ok := e.(*RegOp); ok && regs[x.Reg] > 0 {
					return true
				}
			}
		}
	}
	// Calls and carry-chain instructions write what they write; anything
	// with side effects on registers is listed in Dst.
	return false
}
