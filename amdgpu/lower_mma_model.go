package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// The H100's tensor-core arithmetic for mma.sync and wmma.mma with f16,
// bf16 and tf32 inputs (RATIONALE.md, "Tensor-core numerics (H100)"; the
// measurements and a reference model are in conformance/lab/tensorcore):
//
//   - a block of products and C is added at once: every form translated
//     here is one block (K <= 16 for f16/bf16, K <= 8 for tf32);
//   - the block's exponent E is the largest of the products' exponents
//     ea+eb (each input's unbiased exponent, its format's emin for a
//     subnormal, so a product's significand lies in [0, 4)) and of C's
//     exponent as an f32 (-126 for a subnormal); zero terms take no part;
//   - each product and C is truncated toward zero to a multiple of
//     2^(E-25), and the truncated terms are added exactly;
//   - the sum is rounded toward zero to f32 (a sum of 2^128 or more gives
//     infinity, not the largest finite number) or to nearest even to f16,
//     straight from the exact sum;
//   - a zero result is +0, whatever the signs of the zero terms;
//   - NaN in, inf*0 or inf-inf give the canonical NaN (0x7fffffff,
//     0x7fff); otherwise an infinite term gives that infinity.
//
// mmaElem and accElem return each element as <2 x double>: lane 0 its
// exact value, lane 1 the power of two 2^e of its alignment exponent (0 for
// a zero, infinity for inf and NaN). The caller's fmul of two elements
// then yields the exact product and 2^(ea+eb) together (0 for a zero
// product), and mmaRound finds E as the largest lane 1. All of it is exact
// in f64: the products of these formats have at most 22 significant bits
// and exponents within ±260, and the truncated terms scaled by 2^(25-E)
// are integers below 2^28, whose sum of up to 17 is exact.

// mmaFrac is the number of bits below the block exponent the H100 keeps.
const mmaFrac = 25

var mmaPair = types.NewVector(2, types.Double)

// mmaTerm packs a value (f64) and the f64 bits (i64) of its alignment
// power of two into a <2 x double>.
func (fl *fnLowerer) mmaTerm(x, pow2Bits value.Value) value.Value {
	b := fpBuilder(fl)
	v := fl.emit(ir.NewInsertElement(constant.NewUndef(mmaPair), x, ci(types.I32, 0)))
	return fl.emit(ir.NewInsertElement(v, b.fromBits(pow2Bits, types.Double), ci(types.I32, 1)))
}

// mmaPow2Bits is the f64 bits of 2^e for the exponent e of x (an f64),
// at least emin (a subnormal's exponent is its format's emin), or 0 for a
// zero x: a zero term takes no part in the alignment, and a product with
// a zero factor gets 0 too. An infinite or NaN x gets infinity: E is then
// infinite, every finite term scales to 0 and the infinite or NaN value
// lane decides the sum (maxnum ignores the NaN lane of inf*0).
func (fl *fnLowerer) mmaPow2Bits(x value.Value, emin int) value.Value {
	b := fpBuilder(fl)
	e := b.and(b.bits(x), ci(types.I64, 0x7ff<<52))
	clamped := b.max(e, ci(types.I64, int64(emin+1023)<<52), false)
	return b.sel(b.cmp(enum.IPredEQ, e, ci(types.I64, 0)), e, clamped)
}

// mmaFloatElem is mmaElem's float case: element x (f64) of type t.
func (fl *fnLowerer) mmaFloatElem(x value.Value, t sir.Type) value.Value {
	emin := -126
	switch {
	case t.Kind == sir.KindFloat && t.Bits == 16, t.Kind == sir.KindE5M2:
		emin = -14
	case t.Kind == sir.KindE4M3:
		emin = -6
	}
	return fl.mmaTerm(x, fl.mmaPow2Bits(x, emin))
}

// mmaAccElem is accElem's float case: C element x (f64), aligned by its
// exponent as an f32.
func (fl *fnLowerer) mmaAccElem(x value.Value) value.Value {
	return fl.mmaTerm(x, fl.mmaPow2Bits(x, -126))
}

// mmaBlock adds the terms (<2 x double> each, see mmaElem) of one block
// as the H100 does and rounds the sum to t (f32 or f16); it returns the
// bits of the result (i32 or i16).
func (fl *fnLowerer) mmaBlock(terms []value.Value, t sir.Type) value.Value {
	b := fpBuilder(fl)
	D := types.Double
	vals := make([]value.Value, len(terms))
	var emax value.Value = b.k(D, 0x1p-300) // all terms zero: any scale
	for i, x := range terms {
		vals[i] = fl.emit(ir.NewExtractElement(x, ci(types.I32, 0)))
		emax = b.call("llvm.maxnum.f64", D, emax, fl.emit(ir.NewExtractElement(x, ci(types.I32, 1))))
	}
	emax = b.bits(emax)
	// 2^(mmaFrac-E) and 2^(E-mmaFrac) from the bits of 2^E.
	e := b.sub(emax, ci(types.I64, 1023<<52)) // E<<52
	scale := b.fromBits(b.sub(ci(types.I64, int64(1023+mmaFrac)<<52), e), D)
	unscale := b.fromBits(b.sub(emax, ci(types.I64, int64(mmaFrac)<<52)), D)
	var s value.Value
	for _, v := range vals {
		q := b.unary("trunc", b.fmul(v, scale))
		if s == nil {
			s = q
		} else {
			s = b.fadd(s, q)
		}
	}
	v := b.fmul(s, unscale)
	if t == sir.F16 {
		r := b.fadd(b.roundFormat(v, nil, fmtF16, "rn", false), b.k(D, 0)) // -0 -> +0
		return b.bits(b.encode(r, sir.F16))
	}
	// Toward zero to f32: in the normal range, clear the 29 low mantissa
	// bits of the f64 (then fptrunc is exact, and a value of 2^128 or
	// more becomes infinity, as the hardware's does; NaN keeps its quiet
	// bit); below it, truncate to a multiple of 2^-149.
	norm := b.fromBits(b.and(b.bits(v), ci(types.I64, ^int64(1<<29-1))), D)
	sub := b.fmul(b.unary("trunc", b.fmul(v, b.k(D, 0x1p149))), b.k(D, 0x1p-149))
	r := b.sel(b.fcmp(enum.FPredOLT, b.fabs(v), b.k(D, 0x1p-126)), sub, norm)
	f := b.fptrunc(b.fadd(r, b.k(D, 0)), types.Float) // -0 -> +0
	return b.bits(b.sel(b.isNaN(f), b.canonicalNaN(types.Float), f))
}

// mmaFP8 computes one result of an fp8 (e4m3/e5m2) m16n8k16 or m16n8k32
// from the K elements of a row of A and a column of B (mmaElem's <2 x
// double>) and the C element c (accElem's), as the H100 does (RATIONALE.md,
// "Tensor-core numerics (H100)", fp8): the products form two blocks, k =
// 0,1,4,5,... and k = 2,3,6,7,... (bytes 0-1 and bytes 2-3 of each
// register of A and B); the first is summed from 0 like any block
// (mmaBlock: rounded toward zero to f32, or to nearest even to f16 for
// .f16 accumulators), the second with that result as its C; then the PTX
// C is added to the second block's result and the sum rounded to nearest
// even to t
// (conformance/cases/mma/raw_m16n8k*_e*: every f32 and f16 form bit for
// bit). The products are exact in f64 (at most 8 significant bits,
// exponents within ±32), and so is the scaled truncated sum as in
// mmaBlock. The last addition is done in f64 and rounded once: f64 has
// more than 2*24+2 bits, so rounding the f64 sum of two f32 again is the
// correctly rounded sum (a subnormal sum is exact in f64). A zero sum is
// +0 and NaN is canonical; an infinite or NaN term has made the blocks'
// result inf or NaN already (mmaBlock), and inf-inf against C gives NaN.
func (fl *fnLowerer) mmaFP8(a, bv []value.Value, c value.Value, t sir.Type) value.Value {
	b := fpBuilder(fl)
	var blocks [2][]value.Value
	for k := range a {
		j := k >> 1 & 1
		blocks[j] = append(blocks[j], b.fmul(a[k], bv[k]))
	}
	widen := func(bits value.Value) value.Value {
		if t == sir.F16 {
			return b.fpext(b.fromBits(bits, types.Half), types.Double)
		}
		return b.fpext(b.fromBits(bits, types.Float), types.Double)
	}
	c0 := fl.mmaAccElem(widen(fl.mmaBlock(blocks[0], t)))
	second := widen(fl.mmaBlock(append(blocks[1], c0), t))
	cv := fl.emit(ir.NewExtractElement(c, ci(types.I32, 0)))
	sum := b.fadd(b.fadd(cv, second), b.k(types.Double, 0)) // -0 -> +0
	if t == sir.F16 {
		r := b.roundFormat(sum, nil, fmtF16, "rn", false)
		return b.bits(b.encode(r, sir.F16))
	}
	f := b.fptrunc(sum, types.Float)
	return b.bits(b.sel(b.isNaN(f), b.canonicalNaN(types.Float), f))
}
