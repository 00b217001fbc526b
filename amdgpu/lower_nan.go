package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// NaN results as NVIDIA's H100 gives them (recorded in
// conformance/cases/special):
//
//   - f32, f16 and bf16 arithmetic (add, sub, mul, fma, div, sqrt, rcp,
//     the approximations, abs, neg, cvt between float types) returns the
//     canonical NaN, 0x7fffffff or 0x7fff, whatever NaN went in, except
//     an f32 abs/neg that ptxas folds into a select or a conversion
//     (lower_nan_signop.go);
//   - f64 arithmetic returns the NaN operand quietened (payload and sign
//     kept), picking among several NaN operands by the unit's source
//     slot (add, sub, mul, min, max: the second source; div: the first;
//     fma: b, then c, then a), where ptxas, not the PTX, decides which
//     register goes to which slot: constants by fmaNaNOrder, two
//     registers by when their values were made (nan_slots.go). It
//     creates 0xfff8000000000000 (a negative quiet NaN) from numbers
//     (inf-inf, 0*inf, sqrt(-1)).
//
// LLVM leaves the payload and sign of a NaN result unspecified (and
// may commute operands), and the AMD hardware's choice is its own, so
// NVIDIA's NaN is selected explicitly. Options.FastNaN leaves whatever
// NaN the hardware makes.

// canonNaN makes a NaN f32 (or f16) result the canonical NaN.
func (fl *fnLowerer) canonNaN(r value.Value) value.Value {
	if fl.lw.opts.FastNaN {
		return r
	}
	b := fpBuilder(fl)
	return b.sel(b.isNaN(r), b.canonicalNaN(r.Type()), r)
}

// nanF64 gives an f64 result r NVIDIA's NaN: the first NaN of srcs
// (priority order) quietened, else, when r is NaN, 0xfff8000000000000.
func (fl *fnLowerer) nanF64(r value.Value, srcs ...value.Value) value.Value {
	if fl.lw.opts.FastNaN {
		return r
	}
	b := fpBuilder(fl)
	D := types.Double
	var pick value.Value = b.kbits(D, 0xfff8000000000000)
	for i := len(srcs) - 1; i >= 0; i-- {
		if neverNaN(srcs[i]) {
			continue // a constant: never the NaN picked
		}
		pick = b.sel(b.isNaN(srcs[i]), srcs[i], pick)
	}
	q := b.fromBits(b.or(b.bits(pick), intConst(types.I64, 0x0008000000000000)), D)
	return b.sel(b.isNaN(r), q, r)
}

// rawCanon returns x when v is a canonicalised x, select(fcmp uno x, x;
// canonical NaN; x), read back through storage bitcasts; otherwise v.
// An instruction that turns any NaN operand into the canonical NaN may
// read x instead: which NaN it was does not matter, so a chain of f32
// arithmetic makes only its last NaN canonical (LLVM drops the selects
// nobody else reads).
func rawCanon(v value.Value) value.Value {
	u := v
	for {
		bc, ok := u.(*ir.InstBitCast)
		if !ok {
			break
		}
		u = bc.From
	}
	sel, ok := u.(*ir.InstSelect)
	if !ok || !sel.ValueFalse.Type().Equal(v.Type()) {
		return v
	}
	ft, ok := v.Type().(*types.FloatType)
	if !ok {
		return v
	}
	canon := fpb{}.canonicalNaN(ft)
	if sel.ValueTrue.Ident() != canon.Ident() {
		return v
	}
	cmp, ok := sel.Cond.(*ir.InstFCmp)
	if !ok || cmp.Pred != enum.FPredUNO || cmp.X != sel.ValueFalse || cmp.Y != sel.ValueFalse {
		return v
	}
	return sel.ValueFalse
}

// neverNaN reports whether the f32/f64 value v is known to be a finite
// number: a finite constant, an integer converted to float, or integer
// bits with a bit of the exponent field known to be zero (dequantisers
// build floats so, or-ing a magic exponent into masked bits).
func neverNaN(v value.Value) bool {
	ft, isFloat := v.Type().(*types.FloatType)
	for {
		bc, ok := v.(*ir.InstBitCast)
		if !ok {
			break
		}
		v = bc.From
	}
	if it, ok := v.Type().(*types.IntType); ok && isFloat {
		exp := map[types.FloatKind]uint64{types.FloatKindFloat: 0x7f800000, types.FloatKindDouble: 0x7ff0000000000000}[ft.Kind]
		zero, _ := knownBits(v, 6)
		return it.BitSize == 32 && ft.Kind == types.FloatKindFloat && zero&exp != 0 ||
			it.BitSize == 64 && ft.Kind == types.FloatKindDouble && zero&exp != 0
	}
	switch v := v.(type) {
	case *rawFloat:
		return false
	case *constant.Float:
		return !v.NaN && v.X != nil && v.X.IsInf() == false
	case *ir.InstSIToFP, *ir.InstUIToFP:
		return true
	case *ir.InstFPExt:
		return neverNaN(v.From)
	}
	return false
}

// cvtNaN is the result NVIDIA gives for a NaN source of a float-to-float
// cvt (recorded in conformance/cases/special/cvt_*), in dt's value type:
//   - into f64 (widening): the NaN quietened, payload and sign kept
//     (shifted to the top of f64's fraction); an f32 source read with
//     .ftz becomes the canonical f32 NaN first;
//   - f64 into f32, f16 or bf16 (narrowing): quietened, the payload's top
//     bits and the sign kept;
//   - bf16 into f32: the bits as they are (not even quietened);
//   - tf32 with .rna: the source's bits with the low 13 cleared (an sNaN
//     whose payload is only there becomes an infinity), and with
//     .satfinite one tf32 step lower; with .rn/.rz the canonical
//     0x7fffe000;
//   - f64 into f64 (cvt.rni...): quietened;
//   - everything else (f32 or f16 sources into f32, f16 or bf16): the
//     canonical NaN of the destination.
//
// src is the source as read (its value type; bf16 as i16 bits).
func (fl *fnLowerer) cvtNaN(in *sir.Inst, src value.Value, st, dt sir.Type, mode string) value.Value {
	b := fpBuilder(fl)
	bitsOf := func() value.Value {
		if st == sir.BF16 {
			return src
		}
		return b.bits(src)
	}
	var sign, frac value.Value // sign in bit 0, the fraction left-aligned in 64 bits (below the sign and exponent)
	widen := func() {
		u := b.ext(bitsOf(), types.I64, false)
		w := int64(st.Bits)
		mbits := map[int]int64{16: 10, 32: 23, 64: 52}[st.Bits]
		if st == sir.BF16 {
			mbits = 7
		}
		sign = b.lshr(u, ci(types.I64, w-1))
		frac = b.shl(b.and(u, intConst(types.I64, uint64(1)<<uint(mbits)-1)), ci(types.I64, 52-mbits))
	}
	// narrowTo builds dt's NaN from sign and frac (an f64-style fraction).
	narrowTo := func(t sir.Type) value.Value {
		width, mbits, expAll := int64(16), int64(10), uint64(0x7c00)
		switch t {
		case sir.F32:
			width, mbits, expAll = 32, 23, 0x7f800000
		case sir.F64:
			width, mbits, expAll = 64, 52, 0x7ff0000000000000
		case sir.BF16:
			width, mbits, expAll = 16, 7, 0x7f80
		}
		quiet := uint64(1) << uint(mbits-1)
		f := b.lshr(frac, ci(types.I64, 52-mbits))
		r := b.or(b.or(b.shl(sign, ci(types.I64, width-1)), f), intConst(types.I64, expAll|quiet))
		it := types.NewInt(uint64(width))
		if width == 64 {
			it = types.I64
		}
		r = b.ext(r, it, false)
		if vt := valueType(t); !vt.Equal(r.Type()) {
			return b.fromBits(r, vt)
		}
		return r
	}
	canon := func(t sir.Type) value.Value {
		switch t {
		case sir.F32, sir.F64, sir.F16:
			return b.canonicalNaN(valueType(t))
		case sir.TF32:
			return intConst(types.I32, 0x7fffe000)
		}
		return ci(types.I16, 0x7fff)
	}
	switch {
	case dt == sir.F64 && st == sir.F32 && in.Has("ftz"):
		return b.kbits(types.Double, 0x7fffffffe0000000)
	case dt == sir.F64:
		widen()
		return narrowTo(sir.F64)
	case st == sir.F64:
		widen()
		return narrowTo(dt)
	case st == sir.BF16 && dt == sir.F32:
		return b.fromBits(b.shl(b.ext(src, types.I32, false), ci(types.I32, 16)), types.Float)
	case dt == sir.TF32 && mode == "rna" && in.Has("satfinite"):
		// One tf32 step below the truncated bits, as for an infinity
		// (recorded: 0x7fc00000 gives 0x7fbfe000).
		return b.sub(b.and(bitsOf(), intConst(types.I32, 0xffffe000)), ci(types.I32, 0x2000))
	case dt == sir.TF32 && mode == "rna":
		return b.and(bitsOf(), intConst(types.I32, 0xffffe000))
	}
	return canon(dt)
}

// tinyAfterRounding reports whether x (an f64 holding the exact result,
// or one within an f64 rounding of it) is tiny in the sense NVIDIA's .ftz
// flushes: rounded with mode to p bits of precision and an unbounded
// exponent, it lies below minNorm (IEEE 754's tininess after rounding;
// recorded: mul.rn.ftz.f32 of 2^-126 and 1-2^-24 gives 0, cvt.rn.ftz.f32.f64
// of the largest f64 below 2^-126 gives 2^-126).
func (b fpb) tinyAfterRounding(x value.Value, mode string, minNorm float64, p int) value.Value {
	D := types.Double
	ulp := minNorm / float64(uint64(1)<<uint(p)) // the spacing just below minNorm
	mag := b.fabs(x)
	lt := func(lim float64) value.Value { return b.fcmp(enum.FPredOLT, mag, b.k(D, lim)) }
	switch mode {
	case "rz":
		return lt(minNorm)
	case "rp", "rm":
		// Rounding away from zero (rp of a positive, rm of a negative):
		// everything above the largest value below minNorm rounds up.
		neg := b.fcmp(enum.FPredOLT, x, b.k(D, 0))
		away := neg
		if mode == "rp" {
			away = b.lnot(neg)
		}
		return b.sel(away, b.fcmp(enum.FPredOLE, mag, b.k(D, minNorm-ulp)), lt(minNorm))
	}
	// Round to nearest: the tie rounds to minNorm (even).
	return lt(minNorm - ulp/2)
}
