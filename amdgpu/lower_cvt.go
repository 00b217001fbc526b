package amdgpu

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Conversions (PTX ISA 8.5 §9.7.9.21 "cvt", §9.7.9.22 "cvt.pack").
//
// Every float source is first made an exact f64 (f16, bf16 and f32 values
// are all f64 values), and every integer source an exact f64 pair (s, e)
// with s+e the integer (TwoSum of its two 32-bit halves for 64-bit
// integers). Narrowing to f32, f16, bf16, tf32, e4m3 or e5m2 is one
// routine, roundFormat: it scales the value by a power of two so that the
// target's last mantissa bit has weight 1, rounds to an integer with the
// requested mode (rint, trunc, floor, ceil, round) and scales back. Both
// scalings are exact, so every rounding mode, subnormal results, ties and
// overflow come out as IEEE 754 defines them, with no reliance on the
// floating-point environment (which LLVM cannot change on AMDGPU in a way
// that LLVM 15 through 19 all honour).

func init() {
	lowerTable["cvt"] = (*fnLowerer).lowerCvt
}

// floatFormat describes a binary floating-point format for roundFormat.
type floatFormat struct {
	mant       int     // explicit mantissa bits
	emin, emax int     // exponents of the smallest and largest binades of normals
	max        float64 // largest finite value
	noInf      bool    // e4m3 has no infinity: overflow saturates
}

var (
	fmtF32  = floatFormat{23, -126, 127, math.MaxFloat32, false}
	fmtF16  = floatFormat{10, -14, 15, 65504, false}
	fmtBF16 = floatFormat{7, -126, 127, 0x1.fep127, false}
	fmtTF32 = floatFormat{10, -126, 127, 0x1.ffcp127, false}
	fmtE4M3 = floatFormat{3, -6, 8, 448, true}
	fmtE5M2 = floatFormat{2, -14, 15, 57344, false}
)

// roundFormat rounds the f64 x, whose exact value is x + sticky (only the
// sign of sticky matters; nil means x is exact), to format f with mode
// rn, rna, rz, rm or rp. The result is an f64 that f represents exactly.
// With satfinite, infinities and overflows give the largest finite value
// of the sign (PTX .satfinite); NaN stays NaN.
func (b fpb) roundFormat(x, sticky value.Value, f floatFormat, mode string, satfinite bool) value.Value {
	D := types.Double
	// Exponent of x, clamped to the format's normal range: below it the
	// quantum is that of the subnormals, above it the value overflows.
	xb := b.bits(x)
	e := b.sub(b.and(b.lshr(xb, ci(types.I64, 52)), ci(types.I64, 0x7ff)), ci(types.I64, 1023))
	if sticky != nil {
		// A power of two whose exact value lies just below it in magnitude
		// belongs to the binade below, where the quantum is half as large.
		pow2 := b.cmp(enum.IPredEQ, b.and(xb, ci(types.I64, 0xfffffffffffff)), ci(types.I64, 0))
		down := b.xor(b.fcmp(enum.FPredOLT, sticky, b.k(D, 0)), b.fcmp(enum.FPredOLT, x, b.k(D, 0)))
		down = b.land(down, b.fcmp(enum.FPredONE, sticky, b.k(D, 0)))
		e = b.sub(e, b.ext(b.land(pow2, down), types.I64, false))
	}
	e = b.clamp(e, int64(f.emin), int64(f.emax))
	invq := b.fromBits(b.shl(b.sub(ci(types.I64, int64(f.mant+1023)), e), ci(types.I64, 52)), D)
	q := b.fromBits(b.shl(b.add(e, ci(types.I64, int64(1023-f.mant))), ci(types.I64, 52)), D)
	t := b.fmul(x, invq)
	if sticky != nil {
		// Only an integer or a half-integer t can round differently from
		// the exact value; nudge it toward the exact value (t < 2^(mant+2),
		// so t ± 2^-8 is exact and crosses no other rounding boundary).
		t2 := b.fmul(t, b.k(D, 2))
		boundary := b.fcmp(enum.FPredOEQ, t2, b.unary("rint", t2))
		inexact := b.fcmp(enum.FPredONE, sticky, b.k(D, 0))
		nudged := b.fadd(t, b.copysign(b.k(D, 0x1p-8), sticky))
		t = b.sel(b.land(boundary, inexact), nudged, t)
	}
	var k value.Value
	switch mode {
	case "rn":
		k = b.unary("rint", t)
	case "rna":
		k = b.unary("round", t)
	case "rz":
		k = b.unary("trunc", t)
	case "rm":
		k = b.unary("floor", t)
	case "rp":
		k = b.unary("ceil", t)
	default:
		unsupported("rounding mode .%s", mode)
	}
	r := b.copysign(b.fmul(k, q), x)
	maxv := b.copysign(b.k(D, f.max), x)
	infv := b.copysign(b.k(D, math.Inf(1)), x)
	var ovf value.Value
	switch {
	case satfinite || f.noInf || mode == "rz":
		ovf = maxv
	case mode == "rn" || mode == "rna":
		ovf = infv
	case mode == "rp":
		ovf = b.sel(b.fcmp(enum.FPredOGT, x, b.k(D, 0)), infv, maxv)
	default: // rm
		ovf = b.sel(b.fcmp(enum.FPredOLT, x, b.k(D, 0)), infv, maxv)
	}
	r = b.sel(b.fcmp(enum.FPredOGT, b.fabs(r), b.k(D, f.max)), ovf, r)
	inf := x
	if satfinite || f.noInf {
		inf = maxv
	}
	r = b.sel(b.isInf(x), inf, r)
	return b.sel(b.isNaN(x), x, r)
}

// toF64 converts a float source of PTX type t (read with fl.src) to an
// exact f64.
func (b fpb) toF64(v value.Value, t sir.Type) value.Value {
	switch {
	case t.Kind == sir.KindBF16 && !t.Packed:
		return b.fpext(b.bf16ToF32(v), types.Double)
	case t.Kind == sir.KindFloat && !t.Packed:
		return b.fpext(v, types.Double)
	}
	unsupported("conversion from %s", t)
	return nil
}

// bf16ToF32 widens bf16 bits (i16) to f32 exactly.
func (b fpb) bf16ToF32(v value.Value) value.Value {
	w := b.shl(b.ext(v, types.I32, false), ci(types.I32, 16))
	return b.fromBits(w, types.Float)
}

// encode turns an f64 that format t represents exactly into t's value
// type (float, half, or the bits of bf16/tf32). NaN becomes NVIDIA's
// canonical NaN of the format.
func (b fpb) encode(r value.Value, t sir.Type) value.Value {
	nan := b.isNaN(r)
	switch {
	case t == sir.F64:
		return r
	case t == sir.F32:
		return b.fptrunc(r, types.Float)
	case t == sir.F16:
		return b.sel(nan, b.canonicalNaN(types.Half), b.fptrunc(r, types.Half))
	case t == sir.BF16:
		hi := b.ext(b.lshr(b.bits(b.fptrunc(r, types.Float)), ci(types.I32, 16)), types.I16, false)
		return b.sel(nan, ci(types.I16, 0x7fff), hi)
	case t == sir.TF32:
		return b.sel(nan, ci(types.I32, 0x7fffffff), b.bits(b.fptrunc(r, types.Float)))
	}
	unsupported("conversion to %s", t)
	return nil
}

// formatOf is the roundFormat description of a destination type.
func formatOf(t sir.Type) floatFormat {
	switch {
	case t == sir.F32:
		return fmtF32
	case t == sir.F16:
		return fmtF16
	case t == sir.BF16:
		return fmtBF16
	case t == sir.TF32:
		return fmtTF32
	}
	unsupported("conversion to %s", t)
	return floatFormat{}
}

// encodeF8 encodes an f64 that e4m3 or e5m2 represents exactly as its
// byte (i16, in the low 8 bits). NaN gives 0x7f.
func (b fpb) encodeF8(r value.Value, e4m3 bool) value.Value {
	nan := b.isNaN(r)
	var code value.Value
	if !e4m3 {
		// e5m2 is the top byte of an f16.
		h := b.bits(b.fptrunc(r, types.Half))
		code = b.lshr(h, ci(types.I16, 8))
	} else {
		f := b.fptrunc(r, types.Float)
		fb := b.bits(f)
		sign := b.ext(b.lshr(fb, ci(types.I32, 24)), types.I16, false)
		sign = b.and(sign, ci(types.I16, 0x80))
		a := b.fabs(f)
		sub := b.fl.emit(ir.NewFPToUI(b.fmul(a, b.k(types.Float, 512)), types.I16))
		exp := b.sub(b.and(b.lshr(fb, ci(types.I32, 23)), ci(types.I32, 0xff)), ci(types.I32, 120))
		norm := b.or(b.shl(exp, ci(types.I32, 3)), b.and(b.lshr(fb, ci(types.I32, 20)), ci(types.I32, 7)))
		isSub := b.fcmp(enum.FPredOLT, a, b.k(types.Float, 0x1p-6))
		code = b.or(sign, b.sel(isSub, sub, b.ext(norm, types.I16, false)))
	}
	return b.sel(nan, ci(types.I16, 0x7f), code)
}

// decodeF8 widens an e4m3/e5m2 byte (the low 8 bits of an i16) to the
// bits of an f16 (exact: f16 holds every value of both formats).
func (b fpb) decodeF8(v value.Value, e4m3 bool) value.Value {
	v = b.and(v, ci(types.I16, 0xff))
	if !e4m3 {
		// NaN codes (0x7d-0x7f, 0xfd-0xff) give f16's canonical NaN.
		nan := b.cmp(enum.IPredUGT, b.and(v, ci(types.I16, 0x7f)), ci(types.I16, 0x7c))
		return b.sel(nan, ci(types.I16, 0x7fff), b.shl(v, ci(types.I16, 8)))
	}
	sign := b.shl(b.and(v, ci(types.I16, 0x80)), ci(types.I16, 8))
	exp := b.and(b.lshr(v, ci(types.I16, 3)), ci(types.I16, 0xf))
	man := b.and(v, ci(types.I16, 7))
	// Normal: rebias 7 -> 15. Subnormal: man * 2^-9 is an f16 normal.
	norm := b.or(b.shl(b.add(exp, ci(types.I16, 8)), ci(types.I16, 10)), b.shl(man, ci(types.I16, 7)))
	subv := b.fmul(b.fl.emit(ir.NewUIToFP(man, types.Float)), b.k(types.Float, 0x1p-9))
	sub := b.bits(b.fptrunc(subv, types.Half))
	mag := b.sel(b.cmp(enum.IPredEQ, exp, ci(types.I16, 0)), sub, norm)
	nan := b.cmp(enum.IPredEQ, b.and(v, ci(types.I16, 0x7f)), ci(types.I16, 0x7f))
	return b.sel(nan, ci(types.I16, 0x7fff), b.or(sign, mag))
}

var cvtMods = []string{"rn", "rz", "rm", "rp", "rna", "rni", "rzi", "rmi", "rpi", "ftz", "sat", "satfinite", "relu"}

// lowerCvt: cvt{.irnd|.frnd}{.ftz}{.sat}{.relu}{.satfinite}.dtype.atype
// d, a[, b] (PTX ISA 9.7.9.21).
func (fl *fnLowerer) lowerCvt(in *sir.Inst) {
	if in.Has("pack") {
		fl.lowerCvtPack(in)
		return
	}
	checkMods(in, cvtMods...)
	if len(in.Types) != 2 {
		unsupported("cvt needs a destination and a source type")
	}
	dt, st := in.Types[0], in.Types[1]
	frnd := in.ModIn("rn", "rz", "rm", "rp", "rna")
	irnd := in.ModIn("rni", "rzi", "rmi", "rpi")
	if frnd != "" && irnd != "" {
		unsupported("two rounding modifiers")
	}
	if in.Has("ftz") && dt != sir.F32 && st != sir.F32 {
		unsupported(".ftz needs an f32 source or destination")
	}
	if (in.Has("relu") || in.Has("satfinite")) && !(dt.IsFloat() && st.IsFloat()) {
		unsupported(".relu/.satfinite outside float-to-float conversions")
	}
	switch {
	case dt.IsInt() && st.IsInt():
		if frnd != "" || irnd != "" || in.Has("ftz") {
			unsupported("rounding on an integer conversion")
		}
		fl.cvtIntInt(in, dt, st)
	case dt.IsInt():
		fl.cvtFloatInt(in, dt, st, irnd)
	case st.IsInt():
		if irnd != "" {
			unsupported("integer rounding on an integer source")
		}
		fl.cvtIntFloat(in, dt, st, frnd)
	case dt.Packed || st.Packed || dt.Kind == sir.KindE4M3 || dt.Kind == sir.KindE5M2:
		fl.cvtPacked(in, dt, st, frnd)
	default:
		fl.cvtFloatFloat(in, dt, st, frnd, irnd)
	}
}

// cvtIntInt: sign- or zero-extension (by the source's signedness) or
// truncation; with .sat the source value is clamped to the destination's
// range first.
func (fl *fnLowerer) cvtIntInt(in *sir.Inst, dt, st sir.Type) {
	checkMods(in, "sat")
	b := fpBuilder(fl)
	x := fl.src(in, 0, st)
	it := intTy(st)
	ssig, dsig := st.Kind == sir.KindSigned, dt.Kind == sir.KindSigned
	S, D := st.Bits, dt.Bits
	if in.Has("sat") {
		switch {
		case ssig && dsig && D < S:
			x = b.clamp(x, -1<<(D-1), 1<<(D-1)-1)
		case ssig && !dsig:
			x = b.max(x, ci(it, 0), true)
			if D < S {
				x = b.min(x, ci(it, int64(uint64(1)<<D-1)), true)
			}
		case !ssig && dsig && D <= S:
			x = b.min(x, ci(it, 1<<(D-1)-1), false)
		case !ssig && !dsig && D < S:
			x = b.min(x, ci(it, int64(uint64(1)<<D-1)), false)
		}
	}
	fl.write(in, 0, b.ext(x, intTy(dt), ssig), dt)
}

// cvtFloatInt: float to integer with .rni/.rzi/.rmi/.rpi. NVIDIA
// saturates by default (recorded in conformance/cases/cvt): out-of-range
// values give the nearest representable integer, so .sat changes nothing;
// NaN gives 0, except from f64 (and from f32 into 64 bits), where it
// gives the destination's sign bit alone (0x80000000...).
func (fl *fnLowerer) cvtFloatInt(in *sir.Inst, dt, st sir.Type, irnd string) {
	checkMods(in, "rni", "rzi", "rmi", "rpi", "ftz", "sat")
	if irnd == "" {
		unsupported("float-to-integer cvt needs .rni, .rzi, .rmi or .rpi")
	}
	b := fpBuilder(fl)
	v := fl.src(in, 0, st)
	if in.Has("ftz") && st == sir.F32 {
		v = b.ftz(v)
	}
	x := b.toF64(v, st)
	k := b.unary(map[string]string{"rni": "rint", "rzi": "trunc", "rmi": "floor", "rpi": "ceil"}[irnd], x)
	it := intTy(dt)
	D := types.Double
	var lo, hi float64 // exclusive bounds of the in-range integers
	var loInt, hiInt uint64
	if dt.Kind == sir.KindSigned {
		lo, hi = -math.Ldexp(1, dt.Bits-1), math.Ldexp(1, dt.Bits-1)
		loInt, hiInt = uint64(1)<<(dt.Bits-1), uint64(1)<<(dt.Bits-1)-1
	} else {
		lo, hi = -1, math.Ldexp(1, dt.Bits)
		loInt, hiInt = 0, uint64(1)<<dt.Bits-1
		if dt.Bits == 64 {
			hiInt = math.MaxUint64
		}
	}
	over := b.fcmp(enum.FPredOGE, k, b.k(D, hi))
	under := b.fcmp(enum.FPredOLE, k, b.k(D, lo))
	if dt.Kind == sir.KindSigned {
		under = b.fcmp(enum.FPredOLT, k, b.k(D, lo))
	}
	ok := b.lnot(b.lor(b.lor(over, under), b.isNaN(k)))
	safe := b.sel(ok, k, b.k(D, 0))
	var conv value.Value
	if dt.Kind == sir.KindSigned {
		conv = fl.emit(ir.NewFPToSI(safe, it))
	} else {
		conv = fl.emit(ir.NewFPToUI(safe, it))
	}
	r := b.sel(over, intConst(it, hiInt), b.sel(under, intConst(it, loInt), conv))
	// NaN: 0 from f16/f32 into at most 32 bits; the sign bit alone from f64
	// into 32 or 64 bits and from f32 into 64 bits (recorded on NVIDIA).
	var nanInt uint64
	if dt.Bits == 64 || st == sir.F64 {
		nanInt = uint64(1) << (dt.Bits - 1)
	}
	r = b.sel(b.isNaN(x), intConst(it, nanInt), r)
	fl.write(in, 0, r, dt)
}

// intToF64 converts integer x of type t to an exact f64 pair: s is the
// round-to-nearest value and e the exact remainder (nil when s is exact).
func (b fpb) intToF64(x value.Value, t sir.Type) (s, e value.Value) {
	signed := t.Kind == sir.KindSigned
	conv := func(v value.Value, signed bool) value.Value {
		if signed {
			return b.fl.emit(ir.NewSIToFP(v, types.Double))
		}
		return b.fl.emit(ir.NewUIToFP(v, types.Double))
	}
	if t.Bits <= 32 {
		return conv(x, signed), nil
	}
	var hi value.Value
	if signed {
		hi = b.ashr(x, ci(types.I64, 32))
	} else {
		hi = b.lshr(x, ci(types.I64, 32))
	}
	hf := b.fmul(conv(b.ext(hi, types.I32, false), signed), b.k(types.Double, 0x1p32))
	lf := conv(b.ext(x, types.I32, false), false)
	return b.twoSum(hf, lf)
}

// cvtIntFloat: integer to float with .rn (the default), .rz, .rm, .rp.
func (fl *fnLowerer) cvtIntFloat(in *sir.Inst, dt, st sir.Type, frnd string) {
	checkMods(in, "rn", "rz", "rm", "rp", "ftz", "sat")
	b := fpBuilder(fl)
	if frnd == "" {
		frnd = "rn"
	}
	x := fl.src(in, 0, st)
	var r value.Value
	switch {
	case dt == sir.F64 && frnd == "rn":
		if st.Kind == sir.KindSigned {
			r = fl.emit(ir.NewSIToFP(x, types.Double))
		} else {
			r = fl.emit(ir.NewUIToFP(x, types.Double))
		}
	case dt == sir.F64:
		s, e := b.intToF64(x, st)
		if e == nil {
			r = s
		} else {
			r = b.stepDirected(s, e, frnd)
		}
	default:
		s, e := b.intToF64(x, st)
		r = b.encode(b.roundFormat(s, e, formatOf(dt), frnd, false), dt)
	}
	if dt == sir.F32 {
		r = fl.finishFloat(in, r)
	} else if in.Has("ftz") || in.Has("sat") && dt.Kind != sir.KindFloat {
		unsupported(".ftz/.sat on %s", dt)
	} else if in.Has("sat") {
		r = b.sat(r)
	}
	fl.write(in, 0, r, dt)
}

// cvtFloatFloat: conversions between f64, f32, f16, bf16 and tf32.
// Widening is exact; narrowing needs .rn/.rz/.rm/.rp (.rna for tf32);
// an integer rounding (.rni...) rounds to an integral value in the
// source's precision first.
func (fl *fnLowerer) cvtFloatFloat(in *sir.Inst, dt, st sir.Type, frnd, irnd string) {
	b := fpBuilder(fl)
	v := fl.src(in, 0, st)
	if in.Has("ftz") && st == sir.F32 {
		v = b.ftz(v)
	}
	if st == sir.F32 && frnd == "rn" && irnd == "" && !in.Has("satfinite") && (dt == sir.F16 || dt == sir.BF16) {
		r := b.nearestFromF32(v, dt)
		if in.Has("relu") {
			r = b.reluLane(r, dt)
		}
		r = fl.nearestNaN(in, 0, v, dt, r)
		if in.Has("sat") {
			if dt != sir.F16 {
				unsupported(".sat on %s", dt)
			}
			r = b.sat(r)
		}
		fl.write(in, 0, r, dt)
		return
	}
	x := b.toF64(v, st)
	if irnd != "" {
		x = b.unary(map[string]string{"rni": "rint", "rzi": "trunc", "rmi": "floor", "rpi": "ceil"}[irnd], x)
	}
	narrowing := dt.Bits < st.Bits || dt.Kind != st.Kind && dt != sir.F32 && dt != sir.F64 || dt == sir.TF32
	var r value.Value
	switch {
	case !narrowing:
		if frnd != "" && st.Bits != dt.Bits {
			unsupported("a rounding modifier on a widening cvt")
		}
		r = b.encode(x, dt)
	case frnd == "" && irnd == "":
		unsupported("narrowing cvt needs a rounding modifier")
	default:
		mode := frnd
		if mode == "" {
			mode = "rn" // the value is already integral
		}
		if mode == "rna" && dt != sir.TF32 {
			unsupported(".rna is for tf32")
		}
		if dt == sir.TF32 && mode != "rna" && mode != "rn" && mode != "rz" {
			unsupported(".%s to tf32", mode)
		}
		if dt == sir.F32 && in.Has("ftz") {
			// NVIDIA flushes what is tiny after rounding: what rounds up
			// to the smallest normal only in subnormal precision still
			// becomes zero.
			tiny := b.tinyAfterRounding(x, mode, 0x1p-126, 24)
			x = b.sel(tiny, b.copysign(b.k(types.Double, 0), x), x)
		}
		r = b.roundFormat(x, nil, formatOf(dt), mode, in.Has("satfinite"))
		if in.Has("relu") {
			r = b.relu64(r)
		}
		nan := b.isNaN(x)
		r = b.encode(r, dt)
		switch {
		case dt == sir.TF32:
			// tf32 keeps the input NaN's bits.
			r = b.sel(nan, b.bits(v), r)
		case dt == sir.F16 && st == sir.F64:
			// From f64, NaN becomes the quiet NaN 0x7e00 (from f32 it is
			// 0x7fff; recorded).
			r = b.sel(nan, b.kbits(types.Half, 0x7e00), r)
		case dt == sir.BF16 && st == sir.F64:
			r = b.sel(nan, ci(types.I16, 0x7fc0), r)
		}
	}
	nanSrc := v
	if s, ok := fl.signOpOf(v); ok && st == sir.F32 && dt == sir.F64 && !in.Has("ftz") {
		nanSrc = s.x // a NaN converts as if not negated (lower_nan_signop.go)
	}
	if st == sir.F16 && dt == sir.F64 && !in.Has("ftz") {
		if hs, ok := fl.halfSignedOf(in, 0, v, sir.F16); ok {
			// So does an f16 NaN made by abs/neg.f16 or taken from an
			// abs/neg.f16x2 result: ptxas folds the sign operation into
			// the conversion, which leaves a NaN's sign and payload
			// (quietened) as they were (float/cvt_f16_signop).
			nanSrc = b.fromBits(hs.x, types.Half)
		}
	}
	if nan := fl.cvtNaN(in, nanSrc, st, dt, frnd); dt == sir.F32 && nan.Ident() == b.canonicalNaN(types.Float).Ident() {
		// The canonical f32 NaN, in the form f32 arithmetic reading r
		// recognises (rawCanon): r is NaN exactly when x is.
		r = fl.canonNaN(r)
	} else if !fl.lw.opts.FastNaN {
		// NVIDIA's NaN for this conversion; .sat still makes NaN +0.
		r = b.sel(b.isNaN(x), nan, r)
	}
	switch {
	case dt == sir.F32:
		r = fl.finishFloat(in, r)
	case in.Has("sat") && dt == sir.F64 || dt == sir.F16:
		if in.Has("sat") {
			r = b.sat(r)
		}
	case in.Has("sat"):
		unsupported(".sat on %s", dt)
	}
	fl.write(in, 0, r, dt)
}

// relu64 is max(x, +0) with NaN kept (PTX .relu: NaN gives the canonical
// NaN, which encode produces).
func (b fpb) relu64(x value.Value) value.Value {
	neg := b.fcmp(enum.FPredOLT, x, b.k(types.Double, 0))
	negz := b.cmp(enum.IPredSLT, b.bits(x), ci(types.I64, 0))
	return b.sel(b.land(b.lor(neg, negz), b.lnot(b.isNaN(x))), b.k(types.Double, 0), x)
}

// cvtPacked: cvt.frnd{.relu}{.satfinite}.{f16x2,bf16x2}.f32 d, a, b;
// cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.{f32 (d, a, b), f16x2 (d, a)};
// cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a. In a two-source form a goes
// to the upper half of d and b to the lower.
func (fl *fnLowerer) cvtPacked(in *sir.Inst, dt, st sir.Type, frnd string) {
	checkMods(in, "rn", "rz", "rm", "rp", "satfinite", "relu")
	b := fpBuilder(fl)
	if frnd == "" {
		unsupported("packed cvt needs a rounding modifier")
	}
	f8 := dt.Kind == sir.KindE4M3 || dt.Kind == sir.KindE5M2
	e4m3 := dt.Kind == sir.KindE4M3
	switch {
	case (dt == sir.F16x2 || dt == sir.BF16x2) && st == sir.F32:
		lane := sir.F16
		if dt == sir.BF16x2 {
			lane = sir.BF16
		}
		// half converts source i's f32 v to the i16 bits of its half.
		half := func(i int, v value.Value) value.Value {
			if frnd == "rn" && !in.Has("satfinite") {
				h := b.nearestFromF32(v, lane)
				if in.Has("relu") {
					h = b.reluLane(h, lane)
				}
				h = fl.nearestNaN(in, i, v, lane, h)
				if lane == sir.F16 {
					h = b.bits(h)
				}
				return h
			}
			r := b.roundFormat(b.toF64(v, st), nil, formatOf(lane), frnd, in.Has("satfinite"))
			if in.Has("relu") {
				r = b.relu64(r)
			}
			h := b.encode(r, lane)
			if lane == sir.F16 {
				h = b.bits(h)
			}
			return h
		}
		if v := fl.packUnitPair(in, half); v != nil {
			fl.write(in, 0, v, sir.B32)
			return
		}
		var halves [2]value.Value // from a (upper), from b (lower)
		for i := 0; i < 2; i++ {
			halves[i] = half(i, fl.src(in, i, st))
		}
		fl.write(in, 0, b.pack16(halves[0], halves[1]), sir.B32)
	case f8 && (st == sir.F32 || st == sir.F16x2):
		if frnd != "rn" || !in.Has("satfinite") {
			unsupported("conversion to %s needs .rn.satfinite", dt)
		}
		f := fmtE5M2
		if e4m3 {
			f = fmtE4M3
		}
		var xs [2]value.Value // upper, lower
		if st == sir.F32 {
			xs[0] = b.toF64(fl.src(in, 0, st), st)
			xs[1] = b.toF64(fl.src(in, 1, st), st)
		} else {
			a := fl.src(in, 0, sir.B32)
			for i := 0; i < 2; i++ {
				h := b.fromBits(b.ext(b.lshr(a, ci(types.I32, int64(16*(1-i)))), types.I16, false), types.Half)
				xs[i] = b.fpext(h, types.Double)
			}
		}
		var bytes [2]value.Value
		for i, x := range xs {
			r := b.roundFormat(x, nil, f, "rn", true)
			if in.Has("relu") {
				r = b.relu64(r)
			}
			bytes[i] = b.encodeF8(r, e4m3)
		}
		d := b.or(b.shl(bytes[0], ci(types.I16, 8)), bytes[1])
		fl.write(in, 0, d, sir.B16)
	case dt == sir.F16x2 && (st.Kind == sir.KindE4M3 || st.Kind == sir.KindE5M2):
		if frnd != "rn" || in.Has("satfinite") {
			unsupported("cvt.f16x2.%s form", st)
		}
		a := fl.src(in, 0, sir.B16)
		var hs [2]value.Value // lower, upper
		for i := 0; i < 2; i++ {
			byteV := b.lshr(a, ci(types.I16, int64(8*i)))
			h := b.decodeF8(byteV, st.Kind == sir.KindE4M3)
			if in.Has("relu") {
				neg := b.cmp(enum.IPredSLT, h, ci(types.I16, 0))
				isNaN := b.cmp(enum.IPredUGT, b.and(h, ci(types.I16, 0x7fff)), ci(types.I16, 0x7c00))
				h = b.sel(b.land(neg, b.lnot(isNaN)), ci(types.I16, 0), h)
			}
			hs[i] = h
		}
		fl.write(in, 0, b.pack16(hs[1], hs[0]), sir.B32)
	default:
		unsupported("cvt.%s.%s", dt, st)
	}
}

// nearestFromF32 rounds the f32 v to nearest even in f16 (a half, by
// fptrunc: one v_cvt_f16_f32, which rounds in the default mode) or bf16
// (its i16 bits, by the integer rounding of roundBF16), without the
// general f64 rounding of roundFormat: the result is exact for every
// number, infinities and overflow included. A NaN gives a NaN the caller
// replaces with NVIDIA's.
func (b fpb) nearestFromF32(v value.Value, dt sir.Type) value.Value {
	if dt == sir.F16 {
		return b.fptrunc(v, types.Half)
	}
	return b.ext(b.lshr(b.bits(b.roundBF16(v)), ci(types.I32, 16)), types.I16, false)
}

// nearestNaN gives r, nearestFromF32's result for the f32 v (source i of
// in), NVIDIA's NaN where v is NaN. An f16 keeps the hardware's NaN
// (fptrunc makes a NaN of every NaN) with FastNaN, and where v is the
// result of an mma.sync on the matrix units: their NaNs are AMD's, which
// hw mode promises as NaN, not as NVIDIA's payload (conformance/README.md),
// and Triton's GEMMs convert every accumulator so (a v_cmp_o and a
// v_cndmask per element). A bf16 keeps the select, since the integer
// rounding can turn a NaN whose payload is all in the low bits into an
// infinity.
func (fl *fnLowerer) nearestNaN(in *sir.Inst, i int, v value.Value, dt sir.Type, r value.Value) value.Value {
	if dt == sir.F16 && (fl.lw.opts.FastNaN || fl.unitResult(in, i)) {
		return r
	}
	b := fpBuilder(fl)
	return b.sel(b.isNaN(v), fl.cvtNaN(in, v, sir.F32, dt, "rn"), r)
}

// reluLane is .relu on an f16 (half) or bf16 (i16 bits) result: a
// negative number, -0 included, becomes +0.
func (b fpb) reluLane(r value.Value, dt sir.Type) value.Value {
	if dt == sir.F16 {
		return b.relu(r)
	}
	return b.sel(b.cmp(enum.IPredSLT, r, ci(types.I16, 0)), ci(types.I16, 0), r)
}

// pack16 builds the i32 {hi, lo} from two i16 halves. Where both are the
// bits of an fptrunc's half (halfBits), it builds the <2 x half> instead:
// the same bits, which llc selects as one v_pack_b32_f16 where gfx11 and
// gfx12 otherwise mask, shift and or (gfx9 folds either form into an SDWA
// conversion).
func (b fpb) pack16(hi, lo value.Value) value.Value {
	if h, l := halfBits(hi), halfBits(lo); h != nil && l != nil {
		v := b.fl.emit(ir.NewInsertElement(constant.NewPoison(halfPair), l, ci(types.I32, 0)))
		v = b.fl.emit(ir.NewInsertElement(v, h, ci(types.I32, 1)))
		return b.fl.emit(ir.NewBitCast(v, types.I32))
	}
	h := b.shl(b.ext(hi, types.I32, false), ci(types.I32, 16))
	return b.or(h, b.ext(lo, types.I32, false))
}

// halfPair is <2 x half>.
var halfPair = types.NewVector(2, types.Half)

// halfBits returns the half that v, an i16, is the bitcast of when that
// half is an fptrunc's result, or nil. (A NaN-canonicalising select in
// between makes llc build the vector worse than the shifts on gfx11/12.)
func halfBits(v value.Value) value.Value {
	if bc, ok := v.(*ir.InstBitCast); ok && bc.To.Equal(types.I16) {
		if _, ok := bc.From.(*ir.InstFPTrunc); ok && bc.From.Type().Equal(types.Half) {
			return bc.From
		}
	}
	return nil
}

// lowerCvtPack: cvt.pack.sat.{u16,s16}.s32 d, a, b and
// cvt.pack.sat.{u8,s8,u4,s4,u2,s2}.s32.b32 d, a, b, c (PTX ISA 9.7.9.22):
// a and b are clamped to the destination type and packed, a above b; in
// the three-operand forms the two fields take the low 2n bits of d and
// c's low 32-2n bits go above them.
func (fl *fnLowerer) lowerCvtPack(in *sir.Inst) {
	checkMods(in, "pack", "sat")
	if !in.Has("sat") || len(in.Types) < 2 || in.Types[1] != sir.S32 {
		unsupported("cvt.pack form")
	}
	b := fpBuilder(fl)
	dt := in.Types[0]
	a, c := fl.src(in, 0, sir.S32), fl.src(in, 1, sir.S32)
	clamp := func(x value.Value) value.Value {
		if dt.Kind == sir.KindSigned {
			return b.clamp(x, -1<<(dt.Bits-1), 1<<(dt.Bits-1)-1)
		}
		return b.clamp(x, 0, 1<<dt.Bits-1)
	}
	mask := ci(types.I32, 1<<dt.Bits-1)
	lo := b.or(b.shl(b.and(clamp(a), mask), ci(types.I32, int64(dt.Bits))), b.and(clamp(c), mask))
	switch {
	case dt.Bits == 16 && len(in.Types) == 2:
	case (dt.Bits == 8 || dt.Bits == 4 || dt.Bits == 2) && len(in.Types) == 3:
		hi := b.shl(fl.src(in, 2, sir.B32), ci(types.I32, int64(2*dt.Bits)))
		lo = b.or(hi, lo)
	default:
		unsupported("cvt.pack.sat.%s", dt)
	}
	fl.write(in, 0, lo, sir.B32)
}
