package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 d, a, b, c (PTX ISA
// 9.7.14.5.14; fragments: "Matrix Fragments for mma.m8n8k4 with .f64
// floating point type"): lane 4g+t holds a0 = A[g][t], b0 = B[t][g] and
// c0, c1 = C[g][2t], C[g][2t+1].
//
// Exact path: each lane reads row g of A (lanes 4g..4g+3) and columns 2t
// and 2t+1 of B (lanes 8t..8t+7) with ds_bpermute (two per f64) and
// computes d = fma(a3, b3, fma(a2, b2, fma(a1, b1, fma(a0, b0, c)))): a
// chain of IEEE fused multiply-adds from C in k order. That is the H100's
// DMMA: it matched every element of conformance/cases/mma/f64_k4_rand,
// where the exactly rounded sum, the reverse chain and separate multiplies
// and adds each differ in about 110 of 256 elements.
//
// Matrix units: v_mfma_f64_16x16x4f64 (gfx90a, gfx94x), with the
// transposed, warp-stacked layout of lower_mma_hw.go (8 rows of A, so
// columns 8-15 of the unit's E are zero), two instructions per mma, C
// added after the unit.

// mmaFormF64 is the m8n8k4 .f64 fragment layout in mmaForm's terms
// (one 64-bit element per register).
var mmaFormF64 = mmaForm{4, 1, 1,
	func(i int) int { return 0 },
	func(t, i int) int { return t },
	func(t, i int) int { return t }}

// lowerMmaF64 lowers an m8n8k4 .f64 mma.sync whose form lowerMma checked.
func (fl *fnLowerer) lowerMmaF64(in *sir.Inst) {
	dOps := vecOperand(in.Dst[0], 2, "d")
	a := fl.read(vecOperand(in.Src[0], 1, "a")[0], sir.B64)
	bv := fl.read(vecOperand(in.Src[1], 1, "b")[0], sir.B64)
	cOps := vecOperand(in.Src[2], 2, "c")
	c := []value.Value{fl.read(cOps[0], sir.B64), fl.read(cOps[1], sir.B64)}
	if fl.lw.mmaF64Unit() {
		fl.lowerMmaF64HW(dOps, a, bv, c)
		return
	}
	b := fpBuilder(fl)
	lane := fl.warpLane()
	base := fl.warpBase()
	group := b.and(lane, ci(types.I32, ^3))
	tig := b.and(lane, ci(types.I32, 3))
	f64 := func(x value.Value) value.Value { return b.fromBits(x, types.Double) }
	// A[g][k] from lane 4g+k; B[k][2t+s] from lane 4(2t+s)+k.
	var av, bvs [4]value.Value
	var bv1 [4]value.Value
	for k := 0; k < 4; k++ {
		av[k] = f64(fl.bpermute64(b.or(base, b.or(group, ci(types.I32, int64(k)))), a))
		col := b.shl(tig, ci(types.I32, 3))
		bvs[k] = f64(fl.bpermute64(b.or(base, b.or(col, ci(types.I32, int64(k)))), bv))
		bv1[k] = f64(fl.bpermute64(b.or(base, b.or(col, ci(types.I32, int64(4+k)))), bv))
	}
	for s, col := range [][4]value.Value{bvs, bv1} {
		x := f64(c[s])
		for k := 0; k < 4; k++ {
			x = b.fma(av[k], col[k], x)
		}
		fl.writeOp(dOps[s], b.bits(x), sir.B64)
	}
}

// bpermute64 reads the i64 v from hardware lane src (two ds_bpermute).
func (fl *fnLowerer) bpermute64(src, v value.Value) value.Value {
	b := fpBuilder(fl)
	lo := fl.bpermute(src, b.ext(v, types.I32, false))
	hi := fl.bpermute(src, b.ext(b.lshr(v, ci(types.I64, 32)), types.I32, false))
	return fl.join64(lo, hi)
}

// join64 is hi:lo as an i64.
func (fl *fnLowerer) join64(lo, hi value.Value) value.Value {
	b := fpBuilder(fl)
	return b.or(b.shl(b.ext(hi, types.I64, false), ci(types.I64, 32)), b.ext(lo, types.I64, false))
}

// mmaF64Unit reports whether m8n8k4 .f64 runs on v_mfma_f64_16x16x4f64.
func (lw *lowerer) mmaF64Unit() bool {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW || lw.sm.WarpSize != 32 || lw.opts.WaveSize != 64 {
		return false
	}
	t, err := target.Lookup(lw.opts.Arch)
	return err == nil && t.MFMA && (t.Family == target.CDNA2 || t.Family == target.CDNA3)
}

// lowerMmaF64HW computes the m8n8k4 .f64 mma on the f64 MFMA.
func (fl *fnLowerer) lowerMmaF64HW(dOps []sir.Operand, a, bv value.Value, c []value.Value) {
	b := fpBuilder(fl)
	u := &mmaUnit{unitMFMA, "llvm.amdgcn.mfma.f64.16x16x4f64", types.Double, 1, 1, 4, false, 4}
	h := &mmaHW{u: u, form: mmaFormF64, at: sir.F64, bt: sir.F64, dt: sir.F64, mRows: 8}
	h.W = fl.waveSize()
	h.warps = h.W / 32
	h.kw = u.ku / h.warps
	split := func(v value.Value) (lo, hi value.Value) {
		return b.ext(v, types.I32, false), b.ext(b.lshr(v, ci(types.I64, 32)), types.I32, false)
	}
	aLo, aHi := split(a)
	bLo, bHi := split(bv)
	gather := func(lo, hi []value.Value, plan []laneSrc) value.Value {
		return fl.join64(fl.gatherReg(lo, plan), fl.gatherReg(hi, plan))
	}
	accT := vec(4, types.Double)
	var acc value.Value = constant.NewZeroInitializer(accT)
	f := fl.lw.intrinsic(u.name, accT, types.Double, types.Double, accT, types.I32, types.I32, types.I32)
	for ch := 0; ch < (h.form.k+h.kw-1)/h.kw; ch++ {
		x := gather([]value.Value{bLo}, []value.Value{bHi}, h.operandPlan(true, ch, 0))
		y := gather([]value.Value{aLo}, []value.Value{aHi}, h.operandPlan(false, ch, 0))
		x = b.call("llvm.amdgcn.set.inactive.i64", types.I64, x, ci(types.I64, 0))
		y = b.call("llvm.amdgcn.set.inactive.i64", types.I64, y, ci(types.I64, 0))
		acc = fl.emit(ir.NewCall(f, b.fromBits(x, types.Double), b.fromBits(y, types.Double), acc, ci(types.I32, 0), ci(types.I32, 0), ci(types.I32, 0)))
	}
	acc = b.call("llvm.amdgcn.strict.wwm.v4f64", accT, acc)
	var lo, hi [4]value.Value
	for i := range lo {
		lo[i], hi[i] = split(b.bits(fl.emit(ir.NewExtractElement(acc, ci(types.I32, int64(i))))))
	}
	for s := 0; s < 2; s++ {
		plan := h.resultPlan(s)
		v := gather(lo[:], hi[:], plan)
		fl.writeOp(dOps[s], b.bits(b.fadd(b.fromBits(v, types.Double), b.fromBits(c[s], types.Double))), sir.B64)
	}
}
