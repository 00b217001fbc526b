package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// wmma on WMMA (gfx11, gfx12; wave32) with --mma=hw.
//
// PTX leaves wmma fragments opaque (lower_wmma.go), so on a WMMA target
// in wave32 the fragments are the unit's own operands and wmma.mma is one
// v_wmma with no data movement (layouts in lower_mma_hw.go; here D = A·B,
// not transposed):
//   - a: lane L holds row L%16 of A; gfx11: k = 0..15 in the 8 registers
//     (lanes 16-31 repeat lanes 0-15, as gfx11 wants); gfx12: k =
//     8*(L/16)+0..7 in registers 0-3, registers 4-7 zero;
//   - b: the same for column L%16 of B;
//   - c/d: element e (register e for .f32; half e%2 of register e/2 for
//     .f16) is D[2e + L/16][L%16] on gfx11, D[e + 8*(L/16)][L%16] on gfx12.
//
// The f16 accumulator goes through the unit's f32 form: C widened, the
// result rounded to nearest f16. On wave64 (MFMA) wmma keeps the software
// path: one PTX warp's 16x16 tile fills a whole 16x16 MFMA, so the two warps
// of a paired wave cannot share it the way mma.sync's 16x8 tiles do.

// wmmaUnit reports whether wmma runs on WMMA here, and whether it is gfx12.
func (lw *lowerer) wmmaUnit() (ok, gfx12 bool) {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW || lw.opts.WaveSize != 32 || lw.sm.WarpSize != 32 {
		return false, false
	}
	t, err := target.Lookup(lw.opts.Arch)
	if err != nil || !t.WMMA {
		return false, false
	}
	return true, t.Family == target.RDNA4
}

// wmmaUnitFragment is wmmaFragment's layout on WMMA; pos returns nil for
// a padding element (gfx12's a and b registers 4-7).
func (fl *fnLowerer) wmmaUnitFragment(which string, t sir.Type, gfx12 bool) wmmaFragment {
	b := fpBuilder(fl)
	i64 := func(v int) value.Value { return ci(types.I64, int64(v)) }
	low := func(lane value.Value) value.Value { return b.and(lane, i64(15)) }
	half := func(lane value.Value) value.Value { return b.lshr(lane, i64(4)) }
	switch which {
	case "a", "b":
		if t != sir.F16 {
			unsupported("wmma .%s fragments of .%s (only .f16 is supported)", which, t)
		}
		return wmmaFragment{t, 8, func(lane value.Value, e int) (value.Value, value.Value) {
			var k value.Value = i64(e)
			if gfx12 {
				if e >= 8 {
					return nil, nil
				}
				k = b.add(b.shl(half(lane), i64(3)), i64(e))
			}
			if which == "a" {
				return low(lane), k
			}
			return k, low(lane)
		}}
	case "c", "d":
		if t != sir.F16 && t != sir.F32 {
			unsupported("wmma accumulator fragments of .%s (.f16 and .f32 are supported)", t)
		}
		regs := 8
		if t == sir.F16 {
			regs = 4
		}
		return wmmaFragment{t, regs, func(lane value.Value, e int) (value.Value, value.Value) {
			if gfx12 {
				return b.add(i64(e), b.shl(half(lane), i64(3))), low(lane)
			}
			return b.add(i64(2*e), half(lane)), low(lane)
		}}
	}
	unsupported("wmma matrix .%s", which)
	return wmmaFragment{}
}

// lowerWmmaMmaHW is wmma.mma on WMMA: the fragments are the operands.
func (fl *fnLowerer) lowerWmmaMmaHW(gfx12 bool, dt, ct sir.Type, dOps []sir.Operand, aRegs, bRegs, cRegs []value.Value) {
	b := fpBuilder(fl)
	regs := 8
	name := "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16"
	if gfx12 {
		regs = 4
		name = "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16"
	}
	opT := vec(2*regs, types.Half)
	operand := func(rs []value.Value) value.Value {
		var v value.Value = constant.NewUndef(vec(regs, types.I32))
		for i := 0; i < regs; i++ {
			v = fl.emit(ir.NewInsertElement(v, rs[i], ci(types.I32, int64(i))))
		}
		return fl.emit(ir.NewBitCast(v, opT))
	}
	accT := vec(8, types.Float)
	var acc value.Value = constant.NewUndef(accT)
	for e := 0; e < 8; e++ {
		var x value.Value
		if ct == sir.F16 {
			h := b.ext(b.lshr(cRegs[e/2], ci(types.I32, int64(16*(e%2)))), types.I16, false)
			x = b.fpext(b.fromBits(h, types.Half), types.Float)
		} else {
			x = b.fromBits(cRegs[e], types.Float)
		}
		acc = fl.emit(ir.NewInsertElement(acc, x, ci(types.I32, int64(e))))
	}
	f := fl.lw.intrinsic(name, accT, opT, opT, accT)
	r := fl.emit(ir.NewCall(f, operand(aRegs), operand(bRegs), acc))
	out := make([]value.Value, 8)
	for e := range out {
		x := fl.emit(ir.NewExtractElement(r, ci(types.I32, int64(e))))
		if dt == sir.F16 {
			out[e] = b.bits(b.fptrunc(x, types.Half))
		} else {
			out[e] = b.bits(x)
		}
	}
	if dt == sir.F16 {
		for j := 0; j < 4; j++ {
			fl.writeOp(dOps[j], b.pack16(out[2*j+1], out[2*j]), sir.B32)
		}
		return
	}
	for e := 0; e < 8; e++ {
		fl.writeOp(dOps[e], out[e], sir.B32)
	}
}
