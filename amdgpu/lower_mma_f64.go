package amdgpu

import (
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

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
// --mma=hw keeps this path: it is NVIDIA's result and, measured on
// gfx90a, cheaper than v_mfma_f64_16x16x4f64 with the layout of
// lower_mma_hw.go (78 instructions and 223 llvm-mca cycles for the
// f64_k4_rand kernel, against 142 and 271: two MFMAs, set.inactive on
// 64-bit operands, and 16 bpermutes to move the fragments).

// lowerMmaF64 lowers an m8n8k4 .f64 mma.sync whose form lowerMma checked.
func (fl *fnLowerer) lowerMmaF64(in *sir.Inst) {
	dOps := vecOperand(in.Dst[0], 2, "d")
	a := fl.read(vecOperand(in.Src[0], 1, "a")[0], sir.B64)
	bv := fl.read(vecOperand(in.Src[1], 1, "b")[0], sir.B64)
	cOps := vecOperand(in.Src[2], 2, "c")
	c := []value.Value{fl.read(cOps[0], sir.B64), fl.read(cOps[1], sir.B64)}
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
