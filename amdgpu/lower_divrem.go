package amdgpu

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// 32-bit unsigned division and remainder by a divisor that is not a
// constant, through a reciprocal that every division by the same divisor
// shares.
//
// LLVM's AMDGPU backend expands each i32 udiv/urem on its own: an f32
// reciprocal of the divisor, one Newton step and two correction steps
// (AMDGPUCodeGenPrepare, expandDivRem32). The reciprocal part is common
// to divisions by one divisor, but the two corrections are paid for every
// dividend. Here the reciprocal is the exact m = floor((2^32-1)/y),
// computed by one `udiv -1, y` that LLVM's CSE and GVN share across every
// division by y that it dominates; a dividend then costs one high
// multiply, one multiply, a subtraction and one correction.
//
// Exactness, for every x in [0, 2^32) and y in [1, 2^32): m*y <= 2^32-1
// < (m+1)*y gives 2^32/y - 1 < m <= 2^32/y, so q0 = floor(x*m / 2^32)
// lies in (x/y - x/2^32 - 1, x/y], that is q0 is q = floor(x/y) or q-1.
// The partial remainder r0 = x - q0*y is then in [0, 2y) and below 2^32
// (it is at most x), so one test r0 >= y finishes both the quotient and
// the remainder. lower_divrem_test.go runs the lowering on the emulator
// over edge and random operands against Go's arithmetic.

// udivRem32 returns floor(x/y) (div) or x mod y for i32 x and y, y != 0.
func (b ib) udivRem32(div bool, x, y value.Value) value.Value {
	i32, i64 := types.I32, types.I64
	m := b.udiv(constant.NewInt(i32, -1), y)
	wide := b.mul(b.ext(x, i64, false), b.ext(m, i64, false))
	q := b.ext(b.lshr(wide, ci(i64, 32)), i32, false)
	r := b.sub(x, b.mul(q, y))
	if div {
		return b.add(q, b.ext(b.cmp(enum.IPredUGE, r, y), i32, false))
	}
	// r - y wraps above r exactly when r < y.
	return b.call("llvm.umin.i32", i32, r, b.sub(r, y))
}

// sharedReciprocal reports whether a division by y goes through
// udivRem32: i32 with a register divisor that at least two div/rem of the
// function divide by (LLVM turns a constant divisor into a multiply by a
// magic number, and for a divisor used once its own expansion is
// shorter than the reciprocal and the step).
func (fl *fnLowerer) sharedReciprocal(it *types.IntType, y sir.Operand) bool {
	r, ok := y.(*sir.RegOp)
	if it.BitSize != 32 || !ok {
		return false
	}
	if fl.divisor == nil {
		fl.divisor = map[*sir.Reg]int{}
		for _, b := range fl.sf.Blocks {
			for _, in := range b.Insts {
				if (in.Op == "div" || in.Op == "rem") && len(in.Types) == 1 && in.Types[0].IsInt() && in.Types[0].Bits == 32 && len(in.Src) == 2 {
					if d, ok := in.Src[1].(*sir.RegOp); ok {
						fl.divisor[d.Reg]++
					}
				}
			}
		}
	}
	return fl.divisor[r.Reg] >= 2
}
