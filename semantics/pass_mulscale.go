package semantics

import (
	"math"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// passMulScale folds a float product scaled by a small power of two into
// one rounding, the way NVIDIA's ptxas does: `d = mul.f32 a, b` read only
// by `e = mul.f32 d, C` (or C, d) with C one of 0.5, 0.25, 0.125, 4 or 8
// becomes one multiply whose result is a*b*C rounded once (SASS FMUL has
// .D2/.D4/.D8/.M4/.M8 scale modifiers), so that a product past FLT_MAX
// comes back finite and one that is subnormal before the scale keeps its
// bits. Recorded on the H100 (real4/fmul_scale, single-use products over
// pairs of special floats, nvcc -O3 for sm_80 and sm_90a): exactly those
// five scales fold; 2 (which ptxas turns into an add), 16, 1/16, 1024,
// -0.5 and 3 do not, nor a product read twice, nor mul.rn (__fmul_rn), nor
// anything in a debug module (nvcc -G). real4/calls_virtual's 0.5f *
// (a * b) in a virtual function found it: 1e38 * 3.5 * 0.5 is 1.75e38 on
// the H100, not inf. Under --use_fast_math, (a * b) / 2 is a
// div.approx.ftz by a register holding 2, which ptxas folds the same way
// (real4/fmul_scale_fastmath): a div.approx by a constant
// (an immediate, or a register whose one write is a mov of it) whose
// reciprocal is a folded scale counts as that mul.
//
// Both instructions are f32 without a rounding modifier, .sat or a guard,
// with the same .ftz, in one block, and a, b and d are not written in
// between. The folded form is built from existing instructions: a and b
// widened to f64 (exact), their product (exact: 48 significant bits) and
// the scale in f64 (exact), one cvt.rn back to f32, with .ftz on both
// conversions where the muls had it, and NaN made f32 arithmetic's
// canonical 0x7fffffff by testp/selp.
//
// It runs after contract, so that products fused into an fma stay fused.
func passMulScale(m *Module, _ PassOptions, _ *diag.List) {
	if m.Debug {
		return // ptxas -O0 folds nothing
	}
	for _, f := range m.Funcs {
		if f.Extern {
			continue
		}
		uses := useCounts(f)
		consts := movConstants(f)
		for _, b := range f.Blocks {
			mulScaleBlock(f, b, uses, consts)
		}
	}
}

// foldedScales are the f32 bits of the scales ptxas folds into a product.
var foldedScales = map[uint64]float64{0x3f000000: 0.5, 0x3e800000: 0.25, 0x3e000000: 0.125, 0x40800000: 4, 0x41000000: 8}

// movConstants maps the registers of f written exactly once, by a mov of
// an f32 immediate, to that immediate.
func movConstants(f *Func) map[*Reg]*Imm {
	imm := constRegs(f)
	for r, k := range imm {
		if k.Type != F32 || r.Type != F32 && r.Type != B32 {
			delete(imm, r)
		}
	}
	return imm
}

// scaleOf returns the scale that reader sc applies to the product d: a
// mul by a folded scale, or a div.approx by a constant whose reciprocal
// is one (ptxas turns x / 2 under --use_fast_math, a
// div.approx.ftz by a register holding 2, into x * 0.5 and folds that).
func scaleOf(sc *Inst, d *Reg, consts map[*Reg]*Imm) (float64, bool) {
	if sc.Guard != nil || len(sc.Types) != 1 || sc.Types[0] != F32 || len(sc.Dst) != 1 || len(sc.Src) != 2 {
		return 0, false
	}
	constant := func(o Operand) *Imm {
		switch o := o.(type) {
		case *Imm:
			return o
		case *RegOp:
			if o.Sel == "" {
				return consts[o.Reg]
			}
		}
		return nil
	}
	switch {
	case contractible(sc, "mul"):
		var c Operand
		switch {
		case isReg(sc.Src[0], d) && !isReg(sc.Src[1], d):
			c = sc.Src[1]
		case isReg(sc.Src[1], d) && !isReg(sc.Src[0], d):
			c = sc.Src[0]
		default:
			return 0, false
		}
		if k, ok := c.(*Imm); ok {
			s, ok := foldedScales[k.Bits]
			return s, ok
		}
	case sc.Op == "div" && sc.Has("approx") && len(sc.Src) == 2:
		for _, m := range sc.Mods {
			if m != "approx" && m != "ftz" {
				return 0, false
			}
		}
		if !isReg(sc.Src[0], d) || isReg(sc.Src[1], d) {
			return 0, false
		}
		if k := constant(sc.Src[1]); k != nil {
			for _, s := range foldedScales {
				if float64(math.Float32frombits(uint32(k.Bits))) == 1/s {
					return s, true
				}
			}
		}
	}
	return 0, false
}

func mulScaleBlock(f *Func, b *Block, uses map[*Reg]int, consts map[*Reg]*Imm) {
	dead := map[int]bool{}
	repl := map[int][]*Inst{}
	for i, mul := range b.Insts {
		if !contractible(mul, "mul") || mul.Types[0] != F32 || len(mul.Src) != 2 || repl[i] != nil {
			continue // (a product already folded as a scale is no plain product)
		}
		d, ok := mul.Dst[0].(*RegOp)
		if !ok || d.Sel != "" || uses[d.Reg] != 1 {
			continue
		}
		a, bb := mul.Src[0], mul.Src[1]
		j := -1
		for k := i + 1; k < len(b.Insts); k++ {
			in := b.Insts[k]
			if readsReg(in, d.Reg) {
				j = k
				break
			}
			if writesAny(in, d.Reg, a, bb) || isTerminator(in) {
				break
			}
		}
		if j < 0 || repl[j] != nil || dead[j] {
			continue
		}
		sc := b.Insts[j]
		if sc.Has("ftz") != mul.Has("ftz") {
			continue
		}
		s, ok := scaleOf(sc, d.Reg, consts)
		if !ok {
			continue
		}
		ftz := []string{}
		if mul.Has("ftz") {
			ftz = []string{"ftz"}
		}
		wide := func(x Operand) (Operand, *Inst) {
			o := &RegOp{Reg: f.NewTemp("%__mulscale_d", F64)}
			return o, &Inst{Pos: sc.Pos, Op: "cvt", Mods: ftz, Types: []Type{F64, F32}, Dst: []Operand{o}, Src: []Operand{x}}
		}
		wa, ca := wide(a)
		wb, cb := wide(bb)
		p, cp := wide(nil)
		cp.Op, cp.Mods, cp.Types, cp.Src = "mul", []string{"rn"}, []Type{F64}, []Operand{wa, wb}
		q, cq := wide(nil)
		cq.Op, cq.Mods, cq.Types, cq.Src = "mul", []string{"rn"}, []Type{F64}, []Operand{p, &Imm{Bits: math.Float64bits(s), Type: F64}}
		t := f.NewTemp("%__mulscale_f", F32)
		pn := f.NewTemp("%__mulscale_p", Pred)
		back := &Inst{Pos: sc.Pos, Op: "cvt", Mods: append([]string{"rn"}, ftz...), Types: []Type{F32, F64}, Dst: []Operand{&RegOp{Reg: t}}, Src: []Operand{q}}
		// f32 arithmetic's NaN is the canonical 0x7fffffff, not the
		// narrowed f64 NaN the cvt gives.
		isNaN := &Inst{Pos: sc.Pos, Op: "testp", Mods: []string{"notanumber"}, Types: []Type{F32}, Dst: []Operand{&RegOp{Reg: pn}}, Src: []Operand{&RegOp{Reg: t}}}
		pick := &Inst{Pos: sc.Pos, Op: "selp", Types: []Type{F32}, Dst: sc.Dst,
			Src: []Operand{&Imm{Bits: 0x7fffffff, Type: F32}, &RegOp{Reg: t}, &RegOp{Reg: pn}}}
		repl[j] = []*Inst{ca, cb, cp, cq, back, isNaN, pick}
		dead[i] = true
	}
	if len(dead) == 0 {
		return
	}
	out := make([]*Inst, 0, len(b.Insts)+4*len(repl))
	for i, in := range b.Insts {
		switch {
		case dead[i]:
		case repl[i] != nil:
			out = append(out, repl[i]...)
		default:
			out = append(out, in)
		}
	}
	b.Insts = out
}
