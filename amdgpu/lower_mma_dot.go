package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// mma.sync f16 on dot instructions (--mma=hw where the target has no
// matrix unit for the form: gfx906, gfx1011, gfx1012 and gfx103x, which
// have none, and RDNA3/RDNA4 in wave64, where WMMA is not used).
//
// v_dot2_f32_f16 (llvm.amdgcn.fdot2) computes a.x*b.x + a.y*b.y + c
// in f32, and a PTX f16 fragment register holds exactly such a pair of
// consecutive k: A's (row, k..k+1) and B's (k..k+1, column). So each lane
// computes its four D elements (rows g and g+8, columns 2t and 2t+1)
// from K/2 fdot2 of its pairs in two chains, the even pairs' from C and
// the odd pairs' from zero, added, on the registers it fetches as the
// software path does: A's rows from the four lanes of its quad (a DPP
// quad_perm broadcast where the target has DPP, moveLanes), B's columns
// with ds_bpermute. f16 accumulators go through f32 (C widened, D rounded
// to nearest once). The result is within the norm-wise bound of hw mode
// (K/4 + 1 f32 roundings on a term's way, where the H100 rounds once),
// not NVIDIA's bits: exact mode keeps the software model. One chain of fdot2 from C,
// as this once was (or from zero, C added last), made a FlashAttention
// kernel's S = QK^T differ enough to flip the f16 rounding of some
// probabilities: its output was 7.4e-5 of max|O| from the H100's on
// gfx1030; with two chains 2.3e-5, as WMMA gives (real4/fa2_fwd), for 5
// more instructions per m16n8k16 on gfx1030 and 2 on gfx906 (two chains
// from zero with C added last measured the same for 14 more, a full
// pairwise tree for 61).

// hasFDot2 reports whether a target has v_dot2_f32_f16 (llc-19 selects
// llvm.amdgcn.fdot2 there).
func hasFDot2(t *target.Target) bool {
	switch t.Name {
	case "gfx906", "gfx1011", "gfx1012":
		return true
	}
	return t.MFMA || t.Family == target.RDNA2 || t.Family == target.RDNA3 || t.Family == target.RDNA3_5 || t.Family == target.RDNA4
}

// mmaDotFor reports whether an mma with inputs at and bt runs on fdot2
// (f16) or sdot4 (s8).
func (lw *lowerer) mmaDotFor(at, bt sir.Type) bool {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW || lw.sm.WarpSize != 32 || at != bt || (at != sir.F16 && at != sir.S8) {
		return false
	}
	t, err := target.Lookup(lw.opts.Arch)
	return err == nil && hasFDot2(t)
}

// lowerMmaDot computes an f16 mma.sync (checked by lowerMma) with fdot2,
// or an s8 one with sdot4 (v_dot4_i32_i8: four products and C in 32
// bits), which is exact: the chain starts from 0, its sum of at most 32
// products of s8 stays far inside i32, and C is added last, wrapping or
// (.satfinite) saturating, as the software path does.
func (fl *fnLowerer) lowerMmaDot(form mmaForm, at, dt sir.Type, sat bool, aRegs, bRegs, cRegs []value.Value, dOps []sir.Operand) {
	b := fpBuilder(fl)
	W := fl.waveSize()
	per := 32 / at.Bits
	opT := types.Type(vec(2, types.Half))
	if per == 4 {
		opT = types.I32
	}
	// aPair[h][k/per] is the register holding A's row g+8h at k..k+per-1,
	// bPair[p][k/per] B's column 2t+p.
	var aPair, bPair [2][]value.Value
	for i := range aPair {
		aPair[i] = make([]value.Value, form.k/per)
		bPair[i] = make([]value.Value, form.k/per)
	}
	cast := func(v value.Value) value.Value {
		if per == 4 {
			return v
		}
		return fl.emit(ir.NewBitCast(v, opT))
	}
	move := func(v value.Value, src func(L int) int) value.Value {
		lanes := make(map[int]int, W)
		ident := true
		for L := 0; L < W; L++ {
			lanes[L] = src(L)
			ident = ident && lanes[L] == L
		}
		if ident {
			return v
		}
		return fl.moveLanes(lanes, v)
	}
	for tp := 0; tp < 4; tp++ {
		for r := 0; r < form.aRegs; r++ {
			h, k := form.aHi(per*r), form.aCol(tp, per*r)
			v := move(aRegs[r], func(L int) int { return L&^3 | tp })
			aPair[h][k/per] = cast(v)
		}
		for p := 0; p < 2; p++ {
			for r := 0; r < form.bRegs; r++ {
				k := form.bK(tp, per*r)
				v := move(bRegs[r], func(L int) int { return L&^31 | 8*(L%4) + 4*p + tp })
				bPair[p][k/per] = cast(v)
			}
		}
	}
	var res [4]value.Value
	if per == 4 {
		f := fl.lw.intrinsic("llvm.amdgcn.sdot4", types.I32, types.I32, types.I32, types.I32, types.I1)
		for i := 0; i < 4; i++ {
			h, p := i>>1, i&1
			var acc value.Value = ci(types.I32, 0)
			for j := 0; j < form.k/4; j++ {
				acc = fl.emit(ir.NewCall(f, aPair[h][j], bPair[p][j], acc, ci(types.I1, 0)))
			}
			if sat {
				res[i] = b.call("llvm.sadd.sat.i32", types.I32, acc, cRegs[i])
			} else {
				res[i] = b.add(acc, cRegs[i])
			}
			fl.writeOp(dOps[i], res[i], sir.B32)
		}
		return
	}
	f := fl.lw.intrinsic("llvm.amdgcn.fdot2", types.Float, opT, opT, types.Float, types.I1)
	for i := 0; i < 4; i++ {
		h, p := i>>1, i&1
		var c value.Value
		if dt == sir.F16 {
			half := b.ext(b.lshr(cRegs[i>>1], ci(types.I32, int64(16*(i&1)))), types.I16, false)
			c = b.fpext(b.fromBits(half, types.Half), types.Float)
		} else {
			c = b.fromBits(cRegs[i], types.Float)
		}
		// Two chains, over the even k pairs from C and over the odd ones
		// from zero, added.
		var chains [2]value.Value
		chains[0] = c
		for j := 0; j < form.k/2; j++ {
			acc := chains[j%2]
			if acc == nil {
				acc = constant.NewFloat(types.Float, 0)
			}
			chains[j%2] = fl.emit(ir.NewCall(f, aPair[h][j], bPair[p][j], acc, ci(types.I1, 0)))
		}
		acc := chains[0]
		if chains[1] != nil {
			acc = b.fadd(acc, chains[1])
		}
		if dt == sir.F16 {
			res[i] = b.bits(b.fptrunc(acc, types.Half))
		} else {
			res[i] = b.bits(acc)
		}
	}
	if dt == sir.F16 {
		for j := 0; j < 2; j++ {
			fl.writeOp(dOps[j], b.pack16(res[2*j+1], res[2*j]), sir.B32)
		}
		return
	}
	for i := 0; i < 4; i++ {
		fl.writeOp(dOps[i], res[i], sir.B32)
	}
}
