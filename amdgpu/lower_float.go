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

// floatConst builds a float constant of type t from an immediate.
func floatConst(t *types.FloatType, o *sir.Imm) constant.Constant {
	switch t.Kind {
	case types.FloatKindFloat:
		f := math.Float32frombits(uint32(o.Bits))
		if o.Type.Bits == 64 {
			f = float32(math.Float64frombits(o.Bits))
		}
		c := constant.NewFloat(t, float64(f))
		if f != f {
			// NaN payloads must survive: spell the bits.
			return newRawFloat(t, o.Bits)
		}
		return c
	case types.FloatKindDouble:
		d := math.Float64frombits(o.Bits)
		if o.Type.Bits == 32 {
			d = float64(math.Float32frombits(uint32(o.Bits)))
		}
		if d != d {
			return newRawFloat(t, o.Bits)
		}
		return constant.NewFloat(t, d)
	case types.FloatKindHalf:
		return newRawFloat(t, o.Bits)
	}
	unsupported("float immediate of type %s", t)
	return nil
}

// rawFloat is a float constant spelled by its bits (NaN payloads, half).
type rawFloat struct {
	typ  *types.FloatType
	text string
	bits uint64 // the bits text spells, in typ's width
}

// newRawFloat is the constant of type t with the given bits.
func newRawFloat(t *types.FloatType, bits uint64) *rawFloat {
	switch t.Kind {
	case types.FloatKindHalf:
		return &rawFloat{typ: t, text: halfHex(uint16(bits)), bits: bits & 0xffff}
	case types.FloatKindFloat:
		return &rawFloat{typ: t, text: floatHex32(uint32(bits)), bits: bits & 0xffffffff}
	}
	return &rawFloat{typ: t, text: floatHex64(bits), bits: bits}
}

func (r *rawFloat) Type() types.Type { return r.typ }
func (r *rawFloat) Ident() string    { return r.text }
func (r *rawFloat) String() string   { return r.typ.String() + " " + r.text }
func (r *rawFloat) IsConstant()      {}

// LLVM spells float constants as the double with the same value, in hex.
func floatHex32(bits uint32) string {
	f := math.Float32frombits(bits)
	d := math.Float64bits(float64(f))
	if f != f {
		// Keep the float NaN payload in the double's top mantissa bits.
		sign := uint64(bits>>31) << 63
		mant := uint64(bits&0x7fffff) << 29
		d = sign | 0x7ff0000000000000 | mant
	}
	return "0x" + hex16(d)
}

func floatHex64(bits uint64) string { return "0x" + hex16(bits) }

func halfHex(bits uint16) string {
	const digits = "0123456789ABCDEF"
	b := []byte("0xH0000")
	for i := 0; i < 4; i++ {
		b[6-i] = digits[(bits>>(4*i))&0xf]
	}
	return string(b)
}

func hex16(x uint64) string {
	const digits = "0123456789ABCDEF"
	b := make([]byte, 16)
	for i := 15; i >= 0; i-- {
		b[i] = digits[x&0xf]
		x >>= 4
	}
	return string(b)
}

// fpb builds floating-point IR in the current block; it extends the
// integer builder ib of lower_int.go.
type fpb struct{ ib }

func fpBuilder(fl *fnLowerer) fpb { return fpb{ib{fl}} }

// fsuffix is the intrinsic suffix of a float type: f16, f32, f64.
func fsuffix(t types.Type) string {
	switch t.(*types.FloatType).Kind {
	case types.FloatKindHalf:
		return "f16"
	case types.FloatKindFloat:
		return "f32"
	}
	return "f64"
}

// fintType is the integer type as wide as float type t.
func fintType(t types.Type) *types.IntType {
	switch t.(*types.FloatType).Kind {
	case types.FloatKindHalf:
		return types.I16
	case types.FloatKindFloat:
		return types.I32
	}
	return types.I64
}

// k is the float constant v of type t, spelled by its bits so that it
// is exact in every LLVM version (v must be representable in t).
func (b fpb) k(t types.Type, v float64) value.Value {
	switch t.(*types.FloatType).Kind {
	case types.FloatKindHalf:
		return newRawFloat(types.Half, uint64(f64ToF16Bits(v)))
	case types.FloatKindFloat:
		return newRawFloat(types.Float, uint64(math.Float32bits(float32(v))))
	}
	return newRawFloat(types.Double, math.Float64bits(v))
}

// kbits is the float constant of type t with the given bits.
func (b fpb) kbits(t types.Type, bits uint64) value.Value {
	return newRawFloat(t.(*types.FloatType), bits)
}

// f64ToF16Bits converts a value exactly representable in f16.
func f64ToF16Bits(v float64) uint16 {
	u := math.Float64bits(v)
	sign := uint16(u>>48) & 0x8000
	a := math.Abs(v)
	switch {
	case math.IsNaN(v):
		return 0x7e00
	case math.IsInf(v, 0):
		return sign | 0x7c00
	case a == 0:
		return sign
	case a < 0x1p-14:
		return sign | uint16(a*0x1p24)
	}
	fr, e := math.Frexp(a)
	return sign | uint16(e+14)<<10 | uint16(fr*2048-1024)
}

func (b fpb) fadd(x, y value.Value) value.Value { return b.fl.emit(ir.NewFAdd(x, y)) }
func (b fpb) fsub(x, y value.Value) value.Value { return b.fl.emit(ir.NewFSub(x, y)) }
func (b fpb) fmul(x, y value.Value) value.Value { return b.fl.emit(ir.NewFMul(x, y)) }
func (b fpb) fdiv(x, y value.Value) value.Value { return b.fl.emit(ir.NewFDiv(x, y)) }
func (b fpb) fneg(x value.Value) value.Value    { return b.fl.emit(ir.NewFNeg(x)) }
func (b fpb) fcmp(p enum.FPred, x, y value.Value) value.Value {
	return b.fl.emit(ir.NewFCmp(p, x, y))
}
func (b fpb) fma(x, y, z value.Value) value.Value {
	return b.call("llvm.fma."+fsuffix(x.Type()), x.Type(), x, y, z)
}
func (b fpb) fabs(x value.Value) value.Value {
	return b.call("llvm.fabs."+fsuffix(x.Type()), x.Type(), x)
}
func (b fpb) copysign(x, sign value.Value) value.Value {
	return b.call("llvm.copysign."+fsuffix(x.Type()), x.Type(), x, sign)
}

// unary calls a one-operand float intrinsic (llvm.sqrt, llvm.rint, ...).
func (b fpb) unary(name string, x value.Value) value.Value {
	return b.call("llvm."+name+"."+fsuffix(x.Type()), x.Type(), x)
}

func (b fpb) bits(x value.Value) value.Value {
	return b.fl.emit(ir.NewBitCast(x, fintType(x.Type())))
}
func (b fpb) fromBits(x value.Value, t types.Type) value.Value {
	return b.fl.emit(ir.NewBitCast(x, t))
}
func (b fpb) fpext(x value.Value, t types.Type) value.Value {
	if x.Type().Equal(t) {
		return x
	}
	return b.fl.emit(ir.NewFPExt(x, t))
}
func (b fpb) fptrunc(x value.Value, t types.Type) value.Value {
	if x.Type().Equal(t) {
		return x
	}
	return b.fl.emit(ir.NewFPTrunc(x, t))
}
func (b fpb) isNaN(x value.Value) value.Value { return b.fcmp(enum.FPredUNO, x, x) }
func (b fpb) isInf(x value.Value) value.Value {
	return b.fcmp(enum.FPredOEQ, b.fabs(x), b.k(x.Type(), math.Inf(1)))
}
func (b fpb) isFinite(x value.Value) value.Value {
	return b.fcmp(enum.FPredOLT, b.fabs(x), b.k(x.Type(), math.Inf(1)))
}
func (b fpb) land(x, y value.Value) value.Value { return b.and(x, y) }
func (b fpb) lor(x, y value.Value) value.Value  { return b.or(x, y) }
func (b fpb) lnot(x value.Value) value.Value    { return b.xor(x, constant.True) }

// canonicalNaN is the NaN NVIDIA produces (recorded): 0x7fffffff for f32,
// 0x7fff for f16, 0x7ff8000000000000 for f64.
func (b fpb) canonicalNaN(t types.Type) value.Value {
	switch t.(*types.FloatType).Kind {
	case types.FloatKindHalf:
		return b.kbits(t, 0x7fff)
	case types.FloatKindFloat:
		return b.kbits(t, 0x7fffffff)
	}
	return b.kbits(t, 0x7ff8000000000000)
}

// minNormal is the smallest normal number of float type t.
func minNormal(t types.Type) float64 {
	switch t.(*types.FloatType).Kind {
	case types.FloatKindHalf:
		return 0x1p-14
	case types.FloatKindFloat:
		return 0x1p-126
	}
	return 0x1p-1022
}

// ftz replaces a subnormal x by a zero of its sign (PTX .ftz).
func (b fpb) ftz(x value.Value) value.Value {
	t := x.Type()
	tiny := b.fcmp(enum.FPredOLT, b.fabs(x), b.k(t, minNormal(t)))
	return b.sel(tiny, b.copysign(b.k(t, 0), x), x)
}

// sat clamps x to [0.0, 1.0]; NaN gives +0 (PTX .sat).
func (b fpb) sat(x value.Value) value.Value {
	t := x.Type()
	x1 := b.sel(b.fcmp(enum.FPredOGT, x, b.k(t, 0)), x, b.k(t, 0))
	return b.sel(b.fcmp(enum.FPredOLT, x1, b.k(t, 1)), x1, b.k(t, 1))
}

// flushDenormal returns x with a denormal f32 input replaced by a zero of
// the same sign (PTX .ftz). Other types are returned unchanged: PTX has
// .ftz only for f32 (and for the f16 forms, handled in lower_half.go).
func (fl *fnLowerer) flushDenormal(x value.Value) value.Value {
	if !x.Type().Equal(types.Float) {
		return x
	}
	return fpBuilder(fl).ftz(x)
}

// roundMode is the IEEE rounding modifier of in: rn (the default), rz, rm
// or rp.
func roundMode(in *sir.Inst) string {
	if m := in.ModIn("rn", "rz", "rm", "rp"); m != "" {
		return m
	}
	return "rn"
}

// scalarFloat rejects types that the f32/f64 lowering does not handle and
// sends f16/bf16 (scalar and packed) to lower_half.go; it reports whether
// the caller should go on.
func (fl *fnLowerer) scalarFloat(in *sir.Inst, t sir.Type) bool {
	if t.Packed || t.Bits == 16 {
		fl.lowerHalfArith(in, t)
		return false
	}
	if t.Kind != sir.KindFloat || (t.Bits != 32 && t.Bits != 64) {
		unsupported("%s.%s", in.Op, t)
	}
	return true
}

// floatMods checks the modifiers of an IEEE arithmetic instruction on
// f32/f64: a rounding mode (required by fma), and .ftz/.sat on f32 only.
func floatMods(in *sir.Inst, t sir.Type) {
	checkMods(in, "rn", "rz", "rm", "rp", "ftz", "sat")
	if (in.Has("ftz") || in.Has("sat")) && t.Bits != 32 {
		unsupported(".ftz/.sat on %s", t)
	}
	if in.Op == "fma" && in.ModIn("rn", "rz", "rm", "rp") == "" {
		unsupported("fma without a rounding modifier")
	}
}

func (fl *fnLowerer) finishFloat(in *sir.Inst, r value.Value) value.Value {
	b := fpBuilder(fl)
	if in.Has("ftz") {
		r = b.ftz(r)
	}
	if in.Has("sat") {
		r = b.sat(r)
	}
	return r
}

func (fl *fnLowerer) floatIn(in *sir.Inst, i int, t sir.Type) value.Value {
	v := fl.src(in, i, t)
	if t.Bits == 32 {
		// Every f32 instruction that reads floatIn's sources returns the
		// canonical NaN for any NaN operand (or none: min and max), so a
		// source made canonical is read as it was.
		v = rawCanon(v)
	}
	if in.Has("ftz") {
		v = fpBuilder(fl).ftz(v)
	}
	return v
}

// lowerFloatBinary lowers add, sub and mul on floats (PTX ISA 8.5 §9.7.3.3-5
// "Floating Point Instructions: add, sub, mul"; half precision §9.7.4.1-3).
//
// Round to nearest is LLVM's fadd/fsub/fmul. The directed modes (.rz, .rm,
// .rp) are emulated exactly; LLVM's constrained intrinsics are not
// reliable on AMDGPU across LLVM 15-19. f32 operations are computed in f64
// together with their exact error (TwoSum; a product of two f32 is exact
// in f64) and rounded to f32 by directedF32. f64 operations compute the
// round-to-nearest result and its exact error (TwoSum, or fma for the
// product) and step one ulp toward the requested direction when the error
// points that way (stepDirected).
func (fl *fnLowerer) lowerFloatBinary(in *sir.Inst, t sir.Type) {
	if !fl.scalarFloat(in, t) {
		return
	}
	floatMods(in, t)
	if fl.mulByOne(in, t) {
		return
	}
	b := fpBuilder(fl)
	a, c := fl.floatIn(in, 0, t), fl.floatIn(in, 1, t)
	bSrc := c
	if in.Op == "sub" {
		c = b.fneg(c)
		if _, imm := in.Src[1].(*sir.Imm); imm && t.Bits == 64 {
			// ptxas negates a constant subtrahend as it compiles it: a
			// NaN constant comes out with its sign flipped (recorded:
			// random2).
			bSrc = c
		}
	}
	mode := roundMode(in)
	var r value.Value
	switch {
	case mode == "rn" && in.Op == "mul":
		r = b.fmul(a, c)
	case mode == "rn":
		r = b.fadd(a, c)
	case t.Bits == 32:
		a64, c64 := b.fpext(a, types.Double), b.fpext(c, types.Double)
		if in.Op == "mul" {
			// The product of two f32 is exact in f64.
			r = b.directedF32(b.fmul(a64, c64), nil, mode)
		} else {
			s, e := b.twoSum(a64, c64)
			r = b.directedF32(b.zeroSumSign(s, a64, c64, mode), e, mode)
		}
	case in.Op == "mul":
		p := b.fmul(a, c)
		r = b.stepDirected(p, b.mulError(a, c, p), mode)
	default:
		s, e := b.twoSum(a, c)
		// A finite sum that overflowed: the exact value lies toward zero.
		ovf := b.land(b.isInf(s), b.land(b.isFinite(a), b.isFinite(c)))
		e = b.sel(ovf, b.fneg(s), e)
		r = b.stepDirected(b.zeroSumSign(s, a, c, mode), e, mode)
	}
	if in.Op == "mul" && in.Has("ftz") {
		if mode == "rn" {
			// a*(c*2^24) rounded once in f32 is 2^24 times the product
			// rounded to 24 bits with an unbounded exponent (c*2^24
			// is exact, and overflows only for products far from tiny).
			S := b.k(types.Float, 0x1p24)
			r = b.ftzScaled(r, b.fmul(a, b.fmul(c, S)))
		} else {
			// The product of two f32 is exact in f64.
			r = b.ftzTiny(r, b.fmul(b.fpext(a, types.Double), b.fpext(c, types.Double)), mode)
		}
	}
	nans := []value.Value{bSrc, a}
	if fl.nanSecond[in] {
		nans[0], nans[1] = a, bSrc // ptxas puts a second (nan_slots.go)
	}
	fl.write(in, 0, fl.finishArith(in, r, t, nans...), t)
}

// ftzScaled flushes the f32 result r to a zero of its sign when y, its
// exact value times 2^24 rounded to nearest in f32, is below 2^-102: r
// is tiny after rounding (tinyAfterRounding) in round-to-nearest.
func (b fpb) ftzScaled(r, y value.Value) value.Value {
	tiny := b.fcmp(enum.FPredOLT, b.fabs(y), b.k(types.Float, 0x1p-102))
	return b.sel(tiny, b.copysign(b.k(types.Float, 0), r), r)
}

// ftzTiny flushes the f32 result r to a zero of its sign when its value
// x (an f64, exact or within an f64 rounding) is tiny after rounding with
// mode, as NVIDIA's .ftz does (tinyAfterRounding).
func (b fpb) ftzTiny(r, x value.Value, mode string) value.Value {
	return b.sel(b.tinyAfterRounding(x, mode, 0x1p-126, 24), b.copysign(b.k(types.Float, 0), r), r)
}

// finishArith applies .ftz and .sat to the result r of an arithmetic
// instruction and gives it NVIDIA's NaN (lower_nan.go): the canonical NaN
// for f32, for f64 the first NaN of srcs (NVIDIA's priority order) or
// the negative default NaN. A finite-only f32 computation (every source
// a finite constant or a converted integer, and no division or root)
// cannot make a NaN and keeps r.
func (fl *fnLowerer) finishArith(in *sir.Inst, r value.Value, t sir.Type, srcs ...value.Value) value.Value {
	r = fl.finishFloat(in, r)
	if t.Bits == 64 {
		return fl.nanF64(r, srcs...)
	}
	if in.Has("sat") {
		return r // .sat turns NaN into +0
	}
	finite := in.Op == "add" || in.Op == "sub" || in.Op == "mul" || in.Op == "fma" || in.Op == "mad"
	for _, v := range srcs {
		finite = finite && neverNaN(v)
	}
	if finite {
		return r
	}
	return fl.canonNaN(r)
}

// twoSum returns s = RN(x+y) and the exact error e = x+y-s (Knuth's
// TwoSum: no branch, exact whenever s does not overflow).
func (b fpb) twoSum(x, y value.Value) (s, e value.Value) {
	s = b.fadd(x, y)
	yy := b.fsub(s, x)
	xx := b.fsub(s, yy)
	e = b.fadd(b.fsub(x, xx), b.fsub(y, yy))
	return s, e
}

// zeroSumSign gives an exact zero sum x+y the sign IEEE 754 gives it under
// round toward -inf: -0 unless both operands are +0 (computed as
// -((-x)+(-y)), whose zero has the wanted sign).
func (b fpb) zeroSumSign(s, x, y value.Value, mode string) value.Value {
	if mode != "rm" {
		return s
	}
	alt := b.fneg(b.fadd(b.fneg(x), b.fneg(y)))
	return b.sel(b.fcmp(enum.FPredOEQ, s, b.k(s.Type(), 0)), alt, s)
}

// mulError is the sign-correct error of the f64 product p = RN(x*y):
// fma(x, y, -p), computed on operands scaled by 2^55 each when p is tiny so
// that the error does not underflow to zero.
func (b fpb) mulError(x, y, p value.Value) value.Value {
	t := p.Type()
	e := b.fma(x, y, b.fneg(p))
	tiny := b.fcmp(enum.FPredOLT, b.fabs(p), b.k(t, 0x1p-960))
	sx, sy := b.fmul(x, b.k(t, 0x1p55)), b.fmul(y, b.k(t, 0x1p55))
	es := b.fma(sx, sy, b.fneg(b.fmul(p, b.k(t, 0x1p110))))
	e = b.sel(tiny, es, e)
	// A product that underflowed to zero: the exact value has the sign of
	// x*y.
	zero := b.land(b.fcmp(enum.FPredOEQ, p, b.k(t, 0)), b.nonzero2(x, y))
	return b.sel(zero, b.signProduct(x, y), e)
}

// nonzero2 reports whether x and y are both nonzero (and not NaN).
func (b fpb) nonzero2(x, y value.Value) value.Value {
	z := b.k(x.Type(), 0)
	return b.land(b.fcmp(enum.FPredONE, x, z), b.fcmp(enum.FPredONE, y, z))
}

// signProduct is ±1 with the sign of x*y.
func (b fpb) signProduct(x, y value.Value) value.Value {
	one := b.k(x.Type(), 1)
	return b.fmul(b.copysign(one, x), b.copysign(one, y))
}

// stepDirected turns the round-to-nearest result y, whose exact value is
// y + d (only the sign of d matters; NaN means exact), into the result of
// rounding mode rz, rm or rp: when the exact value lies on the side the
// mode rounds away from, y moves one ulp toward it. A zero y steps to the
// smallest subnormal of the direction's sign; an infinity steps to the
// largest finite number.
func (b fpb) stepDirected(y, d value.Value, mode string) value.Value {
	if mode == "rn" {
		return y
	}
	t := y.Type()
	it := fintType(t)
	zero := b.k(t, 0)
	dpos, dneg := b.fcmp(enum.FPredOGT, d, zero), b.fcmp(enum.FPredOLT, d, zero)
	ypos, yneg := b.fcmp(enum.FPredOGT, y, zero), b.fcmp(enum.FPredOLT, y, zero)
	var move value.Value
	switch mode {
	case "rp":
		move = dpos
	case "rm":
		move = dneg
	case "rz":
		move = b.lor(b.land(dpos, yneg), b.land(dneg, ypos))
	default:
		unsupported("rounding mode .%s", mode)
	}
	move = b.land(move, b.fcmp(enum.FPredORD, y, y))
	yb := b.bits(y)
	away := b.cmp(enum.IPredEQ, dneg, yneg)
	// An infinity never steps outward (the exact value was infinite).
	move = b.land(move, b.lnot(b.land(away, b.isInf(y))))
	stepped := b.sel(away, b.add(yb, ci(it, 1)), b.sub(yb, ci(it, 1)))
	signMin := intConst(it, 1<<(it.BitSize-1)|1)
	zeroStep := b.sel(dneg, signMin, ci(it, 1))
	nb := b.sel(b.fcmp(enum.FPredOEQ, y, zero), zeroStep, stepped)
	return b.fromBits(b.sel(move, nb, yb), t)
}

// directedF32 rounds x = s + e to f32 with mode rz, rm or rp, where s is
// an f64 and e its exact error (|e| at most half an f64 ulp of s, as
// TwoSum gives; nil when s is exact, as a product of two f32 is). The f32
// r = RN(s) lies within an f32 ulp of x, so the directed result is r or
// its neighbour toward x, and only the sign of x - r = (s - r) + e
// decides. s - r is exact (r is zero or within a factor 2 of s) and, when
// not zero, a multiple of s's f64 ulp, so adding e cannot change its sign.
// A few f64 operations, where rounding through roundFormat costs dozens.
func (b fpb) directedF32(s, e value.Value, mode string) value.Value {
	r := b.fptrunc(s, types.Float)
	d := b.fsub(s, b.fpext(r, types.Double))
	if e != nil {
		d = b.fadd(d, e)
	}
	return b.stepF32(r, d, mode)
}

// directedF32Sign is directedF32 for an error known only by its sign (the
// remainder of a division or a square root): the sign of x - r is that of
// s - r, or that of e when s is r.
func (b fpb) directedF32Sign(s, e value.Value, mode string) value.Value {
	r := b.fptrunc(s, types.Float)
	r64 := b.fpext(r, types.Double)
	d := b.sel(b.fcmp(enum.FPredOEQ, s, r64), e, b.fsub(s, r64))
	return b.stepF32(r, d, mode)
}

// stepF32 moves the f32 r = RN(x) one ulp toward x when mode rounds the
// other way; d has the sign of x - r (NaN when r is NaN or an exact
// infinity: no move). r has the sign of x, zeros included (RN keeps the
// sign of a tiny x, and an exact zero has d = 0), so rp never moves -0 and
// rm never moves +0, and stepping the bits one unit up or down in
// magnitude is the neighbour: 0x00000001 above +0, 0x80000001 below -0,
// the largest finite number below an overflowed infinity.
func (b fpb) stepF32(r, d value.Value, mode string) value.Value {
	zero := b.k(d.Type(), 0)
	bits := b.bits(r)
	// One unit in the direction of r's sign: +1 or -1.
	outward := b.or(b.ashr(bits, ci(types.I32, 31)), ci(types.I32, 1))
	var move, stepped value.Value
	switch mode {
	case "rp":
		move, stepped = b.fcmp(enum.FPredOGT, d, zero), b.add(bits, outward)
	case "rm":
		move, stepped = b.fcmp(enum.FPredOLT, d, zero), b.sub(bits, outward)
	case "rz":
		neg := b.cmp(enum.IPredSLT, bits, ci(types.I32, 0))
		move = b.sel(neg, b.fcmp(enum.FPredOGT, d, zero), b.fcmp(enum.FPredOLT, d, zero))
		stepped = b.sub(bits, ci(types.I32, 1))
	default:
		unsupported("rounding mode .%s", mode)
	}
	return b.fromBits(b.sel(move, stepped, bits), types.Float)
}

// errFma returns r = RN(x*y+z) and a value whose sign is that of the exact
// remainder x*y+z-r (Boldo and Muller, "Exact and approximated error of the
// FMA", IEEE TC 2011: x*y+z = r + r2 + r3 exactly, |r3| <= ulp(r2)/2,
// barring underflow).
func (b fpb) errFma(x, y, z value.Value) (r, d value.Value) {
	r, d, u1 := b.errFmaCore(x, y, z)
	t := r.Type()
	// A product or addend near the top of the range, with a finite
	// result: the remainder's TwoSums can overflow (RN(x*y) may be
	// infinite, or s - a round past DBL_MAX), so it is recomputed on
	// x*y/4 + z/4. The quarters are exact (the larger factor and z are
	// far above the subnormals, or the product is so small that the
	// tiny-product repair below decides), and r is far from the
	// subnormals too, so r/4 is RN(x*y/4 + z/4) and the two remainders
	// have one sign.
	huge := b.k(t, 0x1p1021)
	big := b.lor(b.fcmp(enum.FPredUGE, b.fabs(u1), huge), b.fcmp(enum.FPredOGE, b.fabs(z), huge))
	// (A tiny z beside a huge product cannot make the TwoSums overflow,
	// and its quarter would not be exact: it keeps the plain remainder.)
	zOK := b.lor(b.fcmp(enum.FPredOGE, b.fabs(z), b.k(t, 0x1p-900)), b.fcmp(enum.FPredOEQ, z, b.k(t, 0)))
	big = b.land(big, zOK)
	nearTop := b.land(b.land(big, b.isFinite(r)), b.land(b.land(b.isFinite(x), b.isFinite(y)), b.isFinite(z)))
	Q := b.k(t, 0.25)
	xBig := b.fcmp(enum.FPredOGE, b.fabs(x), b.fabs(y))
	xq := b.sel(xBig, b.fmul(x, Q), x)
	yq := b.sel(xBig, y, b.fmul(y, Q))
	_, dq, _ := b.errFmaCore(xq, yq, b.fmul(z, Q))
	d = b.sel(nearTop, dq, d)
	// A product far below z's last digit (it may have underflowed): r is
	// z and the remainder has the product's sign.
	tinyProd := b.land(b.fcmp(enum.FPredOLT, b.fabs(u1), b.k(t, 0x1p-960)), b.nonzero2(x, y))
	tinyProd = b.land(tinyProd, b.fcmp(enum.FPredOGE, b.fabs(z), b.k(t, 0x1p-900)))
	d = b.sel(b.land(tinyProd, b.isFinite(z)), b.signProduct(x, y), d)
	// A tiny r (subnormal or zero): the error terms above underflow, so
	// the remainder is recomputed on operands scaled by S = 2^200 (the
	// smaller factor of the product is scaled): S*(x*y + z - r) =
	// fma(x', y', h) + l with (h, l) = TwoSum(S*z, -S*r).
	S := b.k(t, 0x1p200)
	xSmall := b.fcmp(enum.FPredOLT, b.fabs(x), b.fabs(y))
	xs := b.sel(xSmall, b.fmul(x, S), x)
	ys := b.sel(xSmall, y, b.fmul(y, S))
	h, l := b.twoSum(b.fmul(z, S), b.fneg(b.fmul(r, S)))
	ds := b.fadd(b.fma(xs, ys, h), l)
	tinyR := b.land(b.fcmp(enum.FPredOLT, b.fabs(r), b.k(t, 0x1p-1000)), b.fcmp(enum.FPredOLT, b.fabs(z), b.k(t, 0x1p800)))
	d = b.sel(tinyR, ds, d)
	// A product of at most half the smallest subnormal (it rounded to
	// zero): when r is z the remainder has the product's sign; otherwise
	// r rounded a tie away from z, and the remainder has the sign of z-r.
	zeroProd := b.land(b.land(b.fcmp(enum.FPredOEQ, u1, b.k(t, 0)), b.nonzero2(x, y)), b.isFinite(z))
	d = b.sel(zeroProd, b.sel(b.fcmp(enum.FPredOEQ, r, z), b.signProduct(x, y), b.fsub(z, r)), d)
	// An overflowed finite result: the exact value lies toward zero.
	ovf := b.land(b.isInf(r), b.land(b.land(b.isFinite(x), b.isFinite(y)), b.isFinite(z)))
	d = b.sel(ovf, b.fneg(r), d)
	return r, d
}

// errFmaCore is errFma's Boldo-Muller remainder without its range
// repairs; u1 is RN(x*y).
func (b fpb) errFmaCore(x, y, z value.Value) (r, d, u1 value.Value) {
	r = b.fma(x, y, z)
	u1 = b.fmul(x, y)
	u2 := b.fma(x, y, b.fneg(u1))
	a1, a2 := b.twoSum(z, u2)
	b1, b2 := b.twoSum(u1, a1)
	g := b.fadd(b.fsub(b1, r), b2)
	r2 := b.fadd(g, a2)
	r3 := b.fsub(a2, b.fsub(r2, g))
	d = b.sel(b.fcmp(enum.FPredOEQ, r2, b.k(r.Type(), 0)), r3, r2)
	return r, d, u1
}

// lowerFma lowers fma and mad on floats (PTX ISA 8.5 §9.7.3.6-7 "fma",
// "mad"; half precision §9.7.4.4). mad.f32 with a rounding modifier is
// fma; mad.f32 without one (sm_1x legacy) is accepted as mad.rn.
// Directed modes: f32 computes the exact product in f64 and TwoSum with
// the addend, then rounds that pair with directedF32; f64 uses errFma.
func (fl *fnLowerer) lowerFma(in *sir.Inst, t sir.Type) {
	if !fl.scalarFloat(in, t) {
		return
	}
	if in.Op == "mad" && in.ModIn("rn", "rz", "rm", "rp") == "" {
		checkMods(in, "ftz", "sat")
	} else {
		floatMods(in, t)
	}
	b := fpBuilder(fl)
	a, x, c := fl.floatIn(in, 0, t), fl.floatIn(in, 1, t), fl.floatIn(in, 2, t)
	mode := roundMode(in)
	var r value.Value
	switch {
	case mode == "rn":
		r = b.fma(a, x, c)
	case t.Bits == 32:
		// a*x is exact in f64, and TwoSum makes s + e = a*x + c exactly.
		a64, x64 := b.fpext(a, types.Double), b.fpext(x, types.Double)
		p := b.fmul(a64, x64)
		c64 := b.fpext(c, types.Double)
		s, e := b.twoSum(p, c64)
		if mode == "rm" {
			alt := b.fneg(b.fma(b.fneg(a64), x64, b.fneg(c64)))
			s = b.sel(b.fcmp(enum.FPredOEQ, s, b.k(types.Double, 0)), alt, s)
		}
		r = b.directedF32(s, e, mode)
	default:
		s, d := b.errFma(a, x, c)
		if mode == "rm" {
			alt := b.fneg(b.fma(b.fneg(a), x, b.fneg(c)))
			s = b.sel(b.fcmp(enum.FPredOEQ, s, b.k(t2v(t), 0)), alt, s)
		}
		r = b.stepDirected(s, d, mode)
	}
	switch {
	case in.Has("ftz") && mode == "rn":
		// As mul.rn.ftz: fma(a, x*2^24, c*2^24) is 2^24 times the
		// result rounded with an unbounded exponent.
		S := b.k(types.Float, 0x1p24)
		r = b.ftzScaled(r, b.fma(a, b.fmul(x, S), b.fmul(c, S)))
	case in.Has("ftz"):
		D := types.Double
		r = b.ftzTiny(r, b.fma(b.fpext(a, D), b.fpext(x, D), b.fpext(c, D)), mode)
	}
	fl.write(in, 0, fl.finishArith(in, r, t, fmaNaNOrder(a, x, c, t, fl.nanSecond[in])...), t)
}

// fmaNaNOrder is the priority in which an f64 fma's NaN operands give
// their NaN (lower_nan.go): b, then c, then a, as ptxas places them. A
// constant multiplicand goes to b's slot, where it cannot be the NaN, so
// c comes before the other multiplicand; a multiplicand of +0.0 becomes
// the zero register in a's slot instead, which puts the other one first
// (recorded: conformance/cases/float/nan_f64_fma_imm; numba's complex
// abs ends in fma(x, 0.0, y)). With both multiplicands in registers,
// aFirst says that ptxas puts a in b's slot (nan_slots.go).
func fmaNaNOrder(a, x, c value.Value, t sir.Type, aFirst bool) []value.Value {
	if t.Bits != 64 {
		return []value.Value{x, c, a}
	}
	switch {
	case isPosZeroF64(a):
		return []value.Value{x, c}
	case isPosZeroF64(x):
		return []value.Value{a, c}
	case isConstFloat(a):
		return []value.Value{c, x}
	case isConstFloat(x):
		return []value.Value{c, a}
	case aFirst:
		return []value.Value{a, c, x}
	}
	return []value.Value{x, c, a}
}

// isConstFloat reports whether v is a floating-point constant.
func isConstFloat(v value.Value) bool {
	_, ok := v.(*constant.Float)
	return ok
}

// isPosZeroF64 reports whether v is the f64 constant +0.0.
func isPosZeroF64(v value.Value) bool {
	c, ok := v.(*constant.Float)
	if !ok || c.NaN || c.Typ.Kind != types.FloatKindDouble {
		return false
	}
	return c.X.Sign() == 0 && !c.X.Signbit()
}

// t2v is valueType for float types, as a types.Type.
func t2v(t sir.Type) types.Type { return valueType(t) }

func init() {
	lowerTable["fma"] = func(fl *fnLowerer, in *sir.Inst) { fl.lowerFma(in, instType(in)) }
	// div, min, max, abs and neg are shared with the integer family:
	// lower_int.go's shareWithFloat sends the float types here.
	lowerTable["div"] = (*fnLowerer).lowerFloatDiv
	lowerTable["min"] = (*fnLowerer).lowerFloatMinMax
	lowerTable["max"] = (*fnLowerer).lowerFloatMinMax
	lowerTable["abs"] = (*fnLowerer).lowerFloatAbsNeg
	lowerTable["neg"] = (*fnLowerer).lowerFloatAbsNeg
	lowerTable["rcp"] = (*fnLowerer).lowerRcp
	lowerTable["sqrt"] = (*fnLowerer).lowerSqrt
	lowerTable["rsqrt"] = (*fnLowerer).lowerApprox
	lowerTable["sin"] = (*fnLowerer).lowerApprox
	lowerTable["cos"] = (*fnLowerer).lowerApprox
	lowerTable["ex2"] = (*fnLowerer).lowerApprox
	lowerTable["lg2"] = (*fnLowerer).lowerApprox
	lowerTable["tanh"] = (*fnLowerer).lowerApprox
	lowerTable["testp"] = (*fnLowerer).lowerTestp
	lowerTable["slct"] = (*fnLowerer).lowerSlct
}

// f32or64 checks that t is .f32 or .f64 (and, with f32only, .f32).
func f32or64(in *sir.Inst, t sir.Type, f32only bool) {
	if t.Kind != sir.KindFloat || t.Packed || !(t.Bits == 32 || t.Bits == 64 && !f32only) {
		unsupported("%s.%s", in.Op, t)
	}
	if in.Has("ftz") && t.Bits != 32 && !(in.Op == "rcp" || in.Op == "rsqrt") {
		unsupported(".ftz on %s", t)
	}
}

// lowerFloatDiv: div.approx{.ftz}.f32, div.full{.ftz}.f32,
// div.rnd{.ftz}.f32 and div.rnd.f64 (PTX ISA 8.5 §9.7.3.8 "div").
//
// .rn is LLVM's fdiv, which the AMDGPU backend expands to a correctly
// rounded sequence. The directed modes: f32 divides in f64 and rounds
// with the sign of the exact remainder fma(-q, b, a) (directedF32Sign);
// f64 steps the round-to-nearest quotient by that remainder's
// sign (stepDirected). .full and .approx (NVIDIA: at most 2 ulp) are a
// times NVIDIA's reciprocal of b, as NVIDIA computes them (mulRcp,
// rcpH100): NVIDIA's bits. For 2^126 < |b| < 2^128 .approx is a*0, as
// NVIDIA documents (NaN for infinite a).
// div.f32 without a modifier is read as div.full.f32 (PTX ISA §9.7.3.8:
// the unqualified f32 form is the full-range division on sm_20+).
// A .approx or .full division with a third source c is one the contract
// pass fused with the add that consumed it, as ptxas does: a times the
// reciprocal plus c, rounded once (an FFMA on NVIDIA).
func (fl *fnLowerer) lowerFloatDiv(in *sir.Inst) {
	t := instType(in)
	if !fl.scalarFloat(in, t) {
		return
	}
	checkMods(in, "approx", "full", "rn", "rz", "rm", "rp", "ftz")
	f32or64(in, t, in.Has("approx") || in.Has("full"))
	b := fpBuilder(fl)
	a, d := fl.floatIn(in, 0, t), fl.floatIn(in, 1, t)
	var c value.Value // the fused addend
	if len(in.Src) == 3 {
		if !in.Has("approx") && !in.Has("full") {
			unsupported("div with an addend needs .approx or .full")
		}
		c = fl.floatIn(in, 2, t)
	}
	mode := in.ModIn("rn", "rz", "rm", "rp")
	var r value.Value
	switch {
	case in.Has("approx"):
		big := b.fcmp(enum.FPredOGT, b.fabs(d), b.k(d.Type(), 0x1p126))
		zero := b.copysign(b.k(d.Type(), 0), d)
		tiny := b.fmul(a, zero)
		if c != nil {
			tiny = b.fma(a, zero, c)
		}
		r = b.sel(big, tiny, b.mulRcp(a, d, c, false, in.Has("ftz")))
	case in.Has("full") || mode == "" && t.Bits == 32:
		// For 2^126 < |d| the reciprocal would be subnormal: NVIDIA
		// scales d by 1/4 and the product back (recorded:
		// float2/div_full_f32, 3 / 0x1.fffffep127 is 0x600001, not the
		// correctly rounded 0x600000).
		r = b.mulRcp(a, d, c, true, in.Has("ftz"))
	case mode == "":
		unsupported("div.f64 without a rounding modifier")
	default:
		r = b.divRounded(a, d, mode)
	}
	if in.Has("ftz") && mode != "" {
		// The IEEE divisions: tiny after rounding, decided on the f64
		// quotient (within an f64 rounding of the exact one). div.approx
		// and div.full (a times an approximate reciprocal on NVIDIA)
		// flush their rounded result.
		D := types.Double
		r = b.ftzTiny(r, b.fdiv(b.fpext(a, D), b.fpext(d, D)), mode)
	}
	srcs := []value.Value{a, d}
	if c != nil {
		srcs = append(srcs, c)
	}
	fl.write(in, 0, fl.finishArith(in, r, t, srcs...), t)
}

// mulRcp is a times NVIDIA's reciprocal of d (rcpH100) where d is a
// normal f32 (NVIDIA's div.approx and div.full multiply by MUFU.RCP's
// reciprocal); for a subnormal d, whose reciprocal overflows, a * 2^24
// times the reciprocal of d * 2^24; with big (div.full), for 2^126 < |d|
// (infinite d included), a/4 times the reciprocal of d/4 (SASS: both
// operands are scaled, then one FMUL; float/div_const's subnormal
// quotients of x / 2^127 tell this order from scaling the product); a/d
// correctly rounded elsewhere (zeros, NaN, and infinite d without big).
// One reciprocal: d is scaled first.
// With an addend c (a fused add, see lowerFloatDiv) it is a times the
// reciprocal plus c rounded once: NVIDIA's FFMA of a scaled as d is (the
// scales are powers of two) and the reciprocal.
// With ftz the scaled a is flushed, as NVIDIA's FMUL.FTZ does.
func (b fpb) mulRcp(a, d, c value.Value, big, ftz bool) value.Value {
	F := d.Type()
	ad := b.fabs(d)
	normal := b.land(b.fcmp(enum.FPredOGE, ad, b.k(F, 0x1p-126)), b.fcmp(enum.FPredOLE, ad, b.k(F, 0x1p126)))
	sub := b.land(b.fcmp(enum.FPredOLT, ad, b.k(F, 0x1p-126)), b.fcmp(enum.FPredONE, ad, b.k(F, 0)))
	scale := b.sel(sub, b.k(F, 0x1p24), b.k(F, 1))
	use := b.lor(normal, sub)
	if big {
		large := b.fcmp(enum.FPredOGT, ad, b.k(F, 0x1p126))
		scale = b.sel(large, b.k(F, 0.25), scale)
		use = b.lor(use, large)
	}
	rcp := b.fl.rcpH100(b.fmul(d, scale))
	as := b.fmul(a, scale)
	if ftz {
		as = b.ftz(as)
	}
	if c != nil {
		return b.sel(use, b.fma(as, rcp, c), b.fadd(b.fdiv(a, d), c))
	}
	q := b.fmul(as, rcp)
	return b.sel(use, q, b.fdiv(a, d))
}

// divRounded is a/d correctly rounded with mode (see lowerFloatDiv).
func (b fpb) divRounded(a, d value.Value, mode string) value.Value {
	if mode == "rn" {
		return b.fdiv(a, d)
	}
	D := types.Double
	if a.Type().Equal(types.Float) {
		a64, d64 := b.fpext(a, D), b.fpext(d, D)
		q := b.fdiv(a64, d64)
		rem := b.fma(b.fneg(q), d64, a64)
		return b.directedF32Sign(q, b.fmul(rem, b.copysign(b.k(D, 1), d64)), mode)
	}
	q := b.fdiv(a, d)
	rem := b.fma(b.fneg(q), d, a)
	// For a tiny a the remainder underflows: compute it scaled by 2^600.
	sc := b.k(D, 0x1p600)
	rems := b.fma(b.fneg(b.fmul(q, sc)), d, b.fmul(a, sc))
	rem = b.sel(b.fcmp(enum.FPredOLT, b.fabs(a), b.k(D, 0x1p-800)), rems, rem)
	return b.stepDirected(q, b.fmul(rem, b.copysign(b.k(D, 1), d)), mode)
}

// sqrt64 is the correctly rounded f64 square root: llvm.sqrt.f64 (LLVM 15
// selects the approximate v_sqrt_f64 for it) refined by two Newton steps
// s += (x - s*s) * (0.5/s) with exact residuals; zeros, infinities, NaN
// and negative inputs keep llvm.sqrt's result.
func (b fpb) sqrt64(x value.Value) value.Value {
	D := types.Double
	s0 := b.unary("sqrt", x)
	h := b.fdiv(b.k(D, 0.5), s0)
	s1 := b.fma(b.fma(b.fneg(s0), s0, x), h, s0)
	s2 := b.fma(b.fma(b.fneg(s1), s1, x), h, s1)
	plain := b.lor(b.fcmp(enum.FPredUEQ, x, b.k(D, 0)), b.lnot(b.isFinite(x)))
	plain = b.lor(plain, b.fcmp(enum.FPredOLT, x, b.k(D, 0)))
	return b.sel(plain, s0, s2)
}

// sqrtRounded is sqrt(x) correctly rounded with mode: f32 in f64 rounded
// with the sign of the exact residual x - s*s (directedF32Sign); f64 by
// stepDirected.
func (b fpb) sqrtRounded(x value.Value, mode string) value.Value {
	D := types.Double
	if x.Type().Equal(types.Float) {
		x64 := b.fpext(x, D)
		s := b.sqrt64(x64)
		e := b.fma(b.fneg(s), s, x64)
		if mode == "rn" {
			return b.fptrunc(b.roundFormat(s, e, fmtF32, mode, false), types.Float)
		}
		return b.directedF32Sign(s, e, mode)
	}
	s := b.sqrt64(x)
	rem := b.fma(b.fneg(s), s, x)
	// For a tiny x the residual underflows: scale x by 2^600, s by 2^300.
	ss := b.fmul(s, b.k(D, 0x1p300))
	rems := b.fma(b.fneg(ss), ss, b.fmul(x, b.k(D, 0x1p600)))
	rem = b.sel(b.fcmp(enum.FPredOLT, x, b.k(D, 0x1p-900)), rems, rem)
	return b.stepDirected(s, rem, mode)
}

// lowerRcp: rcp.approx{.ftz}.f32, rcp.rnd{.ftz}.f32, rcp.rnd.f64 and
// rcp.approx.ftz.f64 (PTX ISA 8.5 §9.7.3.13 "rcp", §9.7.3.14 "rcp.approx.ftz.f64"). rcp.approx.f32 is
// NVIDIA's reciprocal, bit for bit (rcpH100, lower_approx32.go), and so
// is rcp.approx.ftz.f64's 20-bit reciprocal of the top word
// (approx64H100).
func (fl *fnLowerer) lowerRcp(in *sir.Inst) {
	t := instType(in)
	checkMods(in, "approx", "rn", "rz", "rm", "rp", "ftz")
	f32or64(in, t, false)
	b := fpBuilder(fl)
	src := fl.src(in, 0, t)
	mode := in.ModIn("rn", "rz", "rm", "rp")
	approxFtz32 := in.Has("approx") && in.Has("ftz") && mode == "" && t.Bits == 32
	if approxFtz32 {
		// ptxas removes rcp.approx.ftz.f32 of an rcp.approx.ftz.f32
		// result: the register gets the first one's source, bits as they
		// were (unflushed; float/rcp_twice, also in a loop it unrolls,
		// which this does not model). Not without .ftz, and not for
		// div.approx.
		if inner, ok := fl.rcpFtzOf[underBitcasts(src)]; ok {
			fl.write(in, 0, inner, t)
			return
		}
	}
	x := rawCanon(src)
	if in.Has("ftz") {
		x = b.ftz(x)
	}
	var r value.Value
	switch {
	case in.Has("approx") && mode == "":
		if t.Bits == 64 && !in.Has("ftz") {
			unsupported("rcp.approx.f64 needs .ftz")
		}
		if t.Bits == 64 {
			// NVIDIA: the reciprocal of the top 32 bits of x, with 20
			// significant bits (PTX ISA §9.7.3.14): the f32 unit's
			// reciprocal of x's top 20 fraction bits, truncated to 20
			// bits and scaled (approx64H100). For the special and
			// extreme inputs, the reciprocal of the truncated x, truncated.
			hiMask := intConst(types.I64, 0xffffffff00000000)
			xt := b.fromBits(b.and(b.bits(x), hiMask), types.Double)
			r = b.fromBits(b.and(b.bits(b.fdiv(b.k(types.Double, 1), xt)), hiMask), types.Double)
			r = fl.approx64H100(x, r, false)
			break
		}
		r = fl.rcpH100(x) // NVIDIA's reciprocal (lower_approx32.go)
	case mode != "" && !in.Has("approx"):
		r = b.divRounded(b.k(x.Type(), 1), x, mode)
	default:
		unsupported("rcp form")
	}
	if in.Has("ftz") && t.Bits == 32 && mode != "" {
		// Tiny after rounding: 1/x for |x| > 2^126 (x an f32, so at
		// least 2^126 + one ulp) rounds, with an unbounded exponent, to
		// at most 2^-126 - 2^-149 in every mode. rcp.approx flushes its
		// rounded result.
		big := b.fcmp(enum.FPredOGT, b.fabs(x), b.k(types.Float, 0x1p126))
		r = b.sel(big, b.copysign(b.k(types.Float, 0), r), r)
	}
	if in.Has("ftz") {
		r = b.ftz(r)
	}
	switch {
	case t.Bits == 64 && in.Has("approx"):
		// rcp.approx.ftz.f64: a NaN result is 0x7fffffff00000000.
		if !fl.lw.opts.FastNaN {
			r = b.sel(b.isNaN(r), b.kbits(types.Double, 0x7fffffff00000000), r)
		}
	case t.Bits == 64:
		r = fl.nanF64(r, x)
	default:
		r = fl.canonNaN(r)
	}
	if approxFtz32 {
		if fl.rcpFtzOf == nil {
			fl.rcpFtzOf = map[value.Value]value.Value{}
		}
		fl.rcpFtzOf[underBitcasts(r)] = src
	}
	fl.write(in, 0, r, t)
}

// lowerSqrt: sqrt.approx{.ftz}.f32, sqrt.rnd{.ftz}.f32, sqrt.rnd.f64
// (PTX ISA 8.5 §9.7.3.15 "sqrt"). .approx.f32 is NVIDIA's square root, bit for bit
// (sqrtH100, lower_approx32.go); the rounded forms are exact (sqrtRounded).
func (fl *fnLowerer) lowerSqrt(in *sir.Inst) {
	t := instType(in)
	checkMods(in, "approx", "rn", "rz", "rm", "rp", "ftz")
	f32or64(in, t, in.Has("approx"))
	b := fpBuilder(fl)
	x := fl.floatIn(in, 0, t)
	mode := in.ModIn("rn", "rz", "rm", "rp")
	var r value.Value
	switch {
	case in.Has("approx") && mode == "" && t.Bits == 32:
		r = fl.sqrtH100(x, false) // NVIDIA's bits (lower_approx32.go)
	case in.Has("approx") && mode == "":
		r = b.unary("sqrt", x)
	case mode != "" && !in.Has("approx"):
		r = b.sqrtRounded(x, mode)
	default:
		unsupported("sqrt form")
	}
	fl.write(in, 0, fl.finishArith(in, r, t, x), t)
}

// lowerApprox: rsqrt, sin, cos, ex2, lg2 and tanh, all .approx (PTX ISA
// 8.5 §9.7.3.16-22 "rsqrt", "sin", "cos", "lg2", "ex2", "tanh"; half
// precision §9.7.4.9-10). They map to LLVM's
// generic intrinsics (the AMDGPU backend selects v_sin/v_cos/v_exp/v_log);
// tanh, which LLVM 15 lacks, is computed from exp2 under --fast-approx.
// The f32 rsqrt, ex2, lg2, sin, cos and tanh give the H100's bits
// (lower_approx32.go).
// f16/bf16 forms compute in f32 and round once.
func (fl *fnLowerer) lowerApprox(in *sir.Inst) {
	t := instType(in)
	checkMods(in, "approx", "ftz")
	if !in.Has("approx") {
		unsupported("%s needs .approx", in.Op)
	}
	b := fpBuilder(fl)
	if t.Bits == 16 || t.Packed {
		if fl.lowerApprox16(in, t) {
			return
		}
		fl.halfMap(in, t, 1, func(xs []value.Value) value.Value {
			return b.approxOp(in.Op, xs[0])
		})
		return
	}
	f32or64(in, t, in.Op != "rsqrt")
	src := fl.src(in, 0, t)
	if t == sir.F32 && (in.Op == "ex2" || in.Op == "sin" || in.Op == "cos") {
		c, ok := constF32Bits(src)
		if !ok {
			c, ok = fl.constDefBits(in, 0) // a constant from another block
		}
		if ok {
			r := foldApproxConst(in, c)
			fl.write(in, 0, b.kbits(types.Float, uint64(r)), t)
			if d, ok := dstReg(in); ok {
				if fl.constDefs == nil {
					fl.constDefs = map[defKey]uint32{}
				}
				fl.constDefs[defKey{in, d}] = r
				fl.markFoldReg(d)
			}
			return
		}
	}
	x := rawCanon(src)
	nan := func(r value.Value) value.Value {
		if t.Bits == 64 {
			return fl.nanF64(r, x)
		}
		return fl.canonNaN(r)
	}
	if in.Has("ftz") && t.Bits == 64 {
		// rsqrt.approx.ftz.f64: like rcp.approx.ftz.f64, NVIDIA reads the
		// top 32 bits of x and gives a result with zero low bits; a NaN
		// result is 0x7fffffff00000000 (recorded).
		hiMask := intConst(types.I64, 0xffffffff00000000)
		xt := b.fromBits(b.and(b.bits(b.ftz(x)), hiMask), types.Double)
		r := b.fromBits(b.and(b.bits(b.approxOp(in.Op, xt)), hiMask), types.Double)
		if in.Op == "rsqrt" {
			r = fl.approx64H100(b.ftz(x), r, true)
		}
		if !fl.lw.opts.FastNaN {
			r = b.sel(b.isNaN(r), b.kbits(types.Double, 0x7fffffff00000000), r)
		}
		fl.write(in, 0, r, t)
		return
	}
	if in.Has("ftz") && in.Op == "ex2" {
		// 2^x of a subnormal x is 1, as of zero, so only the result is
		// flushed; it is never negative, so a subnormal result is +0.
		r := fl.ex2H100(x) // NVIDIA's bits (lower_approx32.go)
		tiny := b.fcmp(enum.FPredOLT, r, b.k(t2v(t), minNormal(t2v(t))))
		fl.write(in, 0, nan(b.sel(tiny, b.k(t2v(t), 0), r)), t)
		return
	}
	if in.Has("ftz") {
		x = b.ftz(x)
	}
	var r value.Value
	switch {
	case in.Op == "rsqrt" && t.Bits == 32:
		r = fl.sqrtH100(x, true) // NVIDIA's bits (lower_approx32.go)
	case in.Op == "ex2" && t.Bits == 32 && !fl.lw.opts.FastApprox:
		// Below -126 the result is subnormal, which MUFU.EX2 does not
		// give: ptxas takes the unit's 2^(x/2) and squares it (one FMUL,
		// rounded once).
		small := b.fcmp(enum.FPredOLT, x, b.k(types.Float, -126))
		h := fl.ex2H100(b.sel(small, b.fmul(x, b.k(types.Float, 0.5)), x))
		r = b.sel(small, b.fmul(h, h), h)
	case in.Op == "ex2" && t.Bits == 32:
		r = fl.ex2H100(x)
	case (in.Op == "sin" || in.Op == "cos") && t.Bits == 32 && !fl.lw.opts.FastApprox:
		r = fl.sinH100(x, in.Op == "cos") // NVIDIA's bits (lower_approx32.go)
	case in.Op == "lg2" && t.Bits == 32:
		r = fl.lg2H100(x) // NVIDIA's bits (lower_approx32.go)
	case in.Op == "tanh" && t.Bits == 32:
		r = fl.tanhH100(x) // NVIDIA's bits (lower_approx32.go)
	case in.Op == "rsqrt" && t.Bits == 64:
		r = fl.rsqrt64H100(x) // NVIDIA's bits (lower_approx32.go)
	default:
		r = b.approxOp(in.Op, x)
	}
	if in.Has("ftz") {
		r = b.ftz(r)
	}
	fl.write(in, 0, nan(r), t)
}

// rsqrt64 is 1/sqrt(x) for rsqrt.approx.f64 to within a small fraction
// of an ulp: NVIDIA's (a MUFU seed refined in double) gives the correctly
// rounded result for the recorded inputs (real2/mathlib_f64: rsqrt(0.5) is
// 0x3ff6a09e667f3bcd), where 1/sqrt(x), rounded twice, is an ulp off for
// one input in six. One Newton step r + r/2 * (1 - x*r*r) from r =
// 1/sqrt(x), with x*r split exactly by an fma so that neither r*r nor the
// residual leaves the f64 range; zeros, infinities, NaN and negative x
// keep r.
func (b fpb) rsqrt64(x value.Value) value.Value {
	D := types.Double
	r := b.fdiv(b.k(D, 1), b.sqrt64(x))
	p := b.fmul(x, r)
	pl := b.fma(x, r, b.fneg(p))
	e := b.fsub(b.fma(b.fneg(p), r, b.k(D, 1)), b.fmul(pl, r))
	r1 := b.fma(b.fmul(r, b.k(D, 0.5)), e, r)
	ok := b.land(b.fcmp(enum.FPredOGT, x, b.k(D, 0)), b.fcmp(enum.FPredOLT, x, b.k(D, math.Inf(1))))
	return b.sel(ok, r1, r)
}

// approxOp computes one approximate function on an f32 or f64 x.
func (b fpb) approxOp(op string, x value.Value) value.Value {
	t := x.Type()
	switch op {
	case "rsqrt":
		if t.Equal(types.Double) {
			return b.rsqrt64(x)
		}
		return b.fdiv(b.k(t, 1), b.unary("sqrt", x))
	case "sin", "cos":
		return b.trig(op, x)
	case "ex2":
		return b.unary("exp2", x)
	case "lg2":
		return b.unary("log2", x)
	case "tanh":
		return b.tanh(x)
	}
	unsupported("%s", op)
	return nil
}

// trig is sin.approx/cos.approx on f32 under Options.FastApprox (sinH100
// gives the H100's bits otherwise): llvm.sin/llvm.cos (the AMDGPU
// backend converts to revolutions and selects v_sin_f32/v_cos_f32) of the
// argument with subnormals flushed, as NVIDIA does even without .ftz
// (recorded).
func (b fpb) trig(op string, x value.Value) value.Value {
	if !x.Type().Equal(types.Float) {
		unsupported("%s.approx on %s", op, x.Type())
	}
	t := x.Type()
	// NVIDIA works in revolutions: x times 1/(2*pi) (0x3e22f983) rounded
	// toward zero to f32, whose fraction the unit takes (recorded:
	// real2/mathlib_f32_fastmath, within 3.2e-7 of sin(2*pi*frac) for
	// every finite input up to 1e20, where sin(x) itself was up to 0.3
	// away for |x| around 1e4 to 1e6). The fraction goes to the AMD unit,
	// which takes revolutions too. A tiny quotient is flushed (sin is ±0,
	// cos 1) and from 2^23 on it is an integer (sin is ±0, cos 1).
	D := types.Double
	revd := b.fmul(b.fpext(b.ftz(x), D), b.k(D, float64(math.Float32frombits(0x3e22f983))))
	revz := b.directedF32Sign(revd, b.k(D, 0), "rz")
	frac := b.fsub(revz, b.unary("floor", revz))
	r := b.call("llvm.amdgcn."+op+".f32", t, frac)
	// Quarter turns are exact: cos of 0.25 and 0.75 and sin of 0.5
	// revolutions are +0, where the unit's 2π·frac is not (NVIDIA:
	// tan.approx's sin/cos of 2^24, 0.75 revolutions, is -1/+0 = -inf).
	zeroAt := []float64{0.5}
	if op == "cos" {
		zeroAt = []float64{0.25, 0.75}
	}
	for _, q := range zeroAt {
		r = b.sel(b.fcmp(enum.FPredOEQ, frac, b.k(t, q)), b.k(t, 0), r)
	}
	r = b.sel(b.isFinite(x), r, b.k(t, math.NaN()))
	rev := b.fabs(b.fmul(x, b.kbits(t, 0x3e22f983)))
	whole := b.lor(b.fcmp(enum.FPredOLT, rev, b.k(t, 0x1p-126)), b.land(b.fcmp(enum.FPredOGE, rev, b.k(t, 0x1p23)), b.isFinite(x)))
	if op == "sin" {
		return b.sel(whole, b.copysign(b.k(t, 0), x), r)
	}
	return b.sel(whole, b.k(t, 1), r)
}

// tanh is tanh(x) for f32 x: x*(1 - x^2/3 + 2x^4/15) for |x| < 2^-4
// (error below 2^-24 relative there), else
// sign(x) * (1 - 2/(2^(2|x|*log2(e)) + 1)), which saturates to ±1 and
// keeps NaN. NVIDIA's tanh.approx.f32 has a relative error of 2^-10.987.
func (b fpb) tanh(x value.Value) value.Value {
	t := x.Type()
	ax := b.fabs(x)
	x2 := b.fmul(x, x)
	poly := b.fma(x2, b.k(t, 2.0/15), b.k(t, -1.0/3))
	small := b.fma(b.fmul(x, x2), poly, x)
	e := b.unary("exp2", b.fmul(ax, b.k(t, 2*math.Log2E)))
	big := b.fsub(b.k(t, 1), b.fdiv(b.k(t, 2), b.fadd(e, b.k(t, 1))))
	r := b.sel(b.fcmp(enum.FPredOLT, ax, b.k(t, 0x1p-4)), small, big)
	// tanh is odd: -0 gives -0 (recorded), and every result has x's sign.
	return b.copysign(b.fabs(r), x)
}

// minMax is min or max of x and y as NVIDIA computes them (PTX ISA
// 8.5 §9.7.3.11-12 "min", "max"): a NaN operand gives the other operand (both NaN:
// the canonical NaN); -0 is below +0. With nanProp (.NaN) any NaN operand
// gives the canonical NaN.
//
// Without .NaN this is LLVM's minnum/maxnum (the hardware's v_min/v_max),
// which already returns the other operand for one NaN; what LLVM leaves
// open is fixed here: which zero comes out of ±0, and the NaN of two NaNs.
func (b fpb) minMax(isMin, nanProp bool, x, y value.Value) value.Value {
	t := x.Type()
	// Equal operands differ only for ±0: min takes the set sign bit.
	xb, yb := b.bits(x), b.bits(y)
	var z value.Value
	if isMin {
		z = b.or(xb, yb)
	} else {
		z = b.and(xb, yb)
	}
	eq := b.fcmp(enum.FPredOEQ, x, y)
	if !nanProp {
		name := "maxnum"
		if isMin {
			name = "minnum"
		}
		r := b.call("llvm."+name+"."+fsuffix(t), t, x, y)
		r = b.sel(eq, b.fromBits(z, t), r)
		if t.Equal(types.Double) {
			// f64: of two NaNs, the second quietened (recorded).
			return b.minMaxNaN64(r, y)
		}
		return b.sel(b.isNaN(r), b.canonicalNaN(t), r)
	}
	p := enum.FPredOGT
	if isMin {
		p = enum.FPredOLT
	}
	r := b.sel(b.fcmp(p, x, y), x, y)
	r = b.sel(eq, b.fromBits(z, t), r)
	return b.sel(b.lor(b.isNaN(x), b.isNaN(y)), b.canonicalNaN(t), r)
}

// minMaxNaN64 is r, or y quietened when r is NaN (both operands were).
func (b fpb) minMaxNaN64(r, y value.Value) value.Value {
	q := b.fromBits(b.or(b.bits(y), intConst(types.I64, 0x0008000000000000)), types.Double)
	return b.sel(b.isNaN(r), q, r)
}

// lowerFloatMinMax: min/max{.ftz}{.NaN}{.xorsign.abs}.{f32,f64} and the
// f16/bf16 forms (PTX ISA 8.5 §9.7.3.11-12, half
// precision §9.7.4.7-8); a third
// source (PTX 8.8) folds left.
func (fl *fnLowerer) lowerFloatMinMax(in *sir.Inst) {
	t := instType(in)
	checkMods(in, "ftz", "NaN", "xorsign", "abs", "relu")
	if in.Has("xorsign") != in.Has("abs") {
		unsupported(".xorsign and .abs go together")
	}
	b := fpBuilder(fl)
	isMin := in.Op == "min"
	if t == sir.F32 && len(in.Mods) == 0 && len(in.Src) == 2 && !fl.lw.opts.FastNaN {
		// ptxas makes max(a, a) and min(a, a) a move: a NaN a comes out
		// as it went in (recorded: float/nan_signop_context2, random2),
		// also where a is in two registers (a copy ptxas sees through).
		x := fl.src(in, 0, t)
		if sameReg(in.Src[0], in.Src[1]) || underBitcasts(x) == underBitcasts(fl.src(in, 1, t)) {
			fl.write(in, 0, x, t)
			return
		}
	}
	op := func(xs []value.Value) value.Value {
		x, y := xs[0], xs[1]
		if in.Has("xorsign") {
			sign := b.xor(b.bits(x), b.bits(y))
			m := b.minMax(isMin, in.Has("NaN"), b.fabs(x), b.fabs(y))
			sx := b.fromBits(sign, x.Type())
			return b.sel(b.isNaN(m), m, b.copysign(m, sx))
		}
		r := b.minMax(isMin, in.Has("NaN"), x, y)
		for _, z := range xs[2:] {
			r = b.minMax(isMin, in.Has("NaN"), r, z)
		}
		return r
	}
	if len(in.Src) < 2 || len(in.Src) > 3 || len(in.Src) == 3 && in.Has("xorsign") {
		unsupported("%s takes two or three sources", in.Op)
	}
	if t.Bits == 16 || t.Packed {
		fl.halfMapExact(in, t, len(in.Src), op)
		return
	}
	f32or64(in, t, false)
	if in.Has("relu") {
		unsupported(".relu on %s", t)
	}
	if (in.Has("NaN") || in.Has("xorsign")) && t.Bits != 32 {
		unsupported(".NaN/.xorsign on %s", t)
	}
	var xs []value.Value
	for i := range in.Src {
		xs = append(xs, fl.floatIn(in, i, t))
	}
	if fl.nanSecond[in] && len(xs) == 2 {
		// f64: of two NaNs the one ptxas puts second (nan_slots.go)
		xs[0], xs[1] = xs[1], xs[0]
	}
	fl.write(in, 0, op(xs), t)
}

// lowerFloatAbsNeg: abs{.ftz}.f32, abs.f64, neg{.ftz}.f32, neg.f64 and
// the f16/bf16 forms (PTX ISA 8.5 §9.7.3.9-10 "abs", "neg";
// half precision §9.7.4.5-6): sign-bit
// operations, after flushing a subnormal input with .ftz. On f32/f64 a NaN
// input gives the canonical NaN, except where ptxas folds the sign
// operation into the reader (lower_nan_signop.go); the half forms keep the
// NaN's bits.
func (fl *fnLowerer) lowerFloatAbsNeg(in *sir.Inst) {
	t := instType(in)
	checkMods(in, "ftz")
	b := fpBuilder(fl)
	op := func(xs []value.Value) value.Value {
		r := b.fneg(xs[0])
		if in.Op == "abs" {
			r = b.fabs(xs[0])
		}
		if r.Type().Equal(types.Double) {
			// f64: the NaN quietened, its sign kept (recorded).
			q := b.fromBits(b.or(b.bits(xs[0]), intConst(types.I64, 0x0008000000000000)), types.Double)
			return b.sel(b.isNaN(xs[0]), q, r)
		}
		// NVIDIA returns the canonical NaN for a NaN input (recorded).
		return b.sel(b.isNaN(xs[0]), b.canonicalNaN(r.Type()), r)
	}
	if t.Bits == 16 || t.Packed {
		note := fl.halfSignedSource(in, t)
		if in.Op != "neg" || in.Has("ftz") || fl.lw.opts.FastNaN {
			fl.halfMapExact(in, t, 1, op)
			note()
			return
		}
		// A neg of a neg of the same half type is its source as it was:
		// ptxas cancels the two (recorded: float/nan_signop_context4),
		// while one neg alone gives the canonical NaN.
		src := fl.src(in, 0, t)
		if n, ok := fl.halfNegs[underBitcasts(src)]; ok && n.t == t {
			fl.write(in, 0, n.x, t)
			return
		}
		fl.halfMapExact(in, t, 1, op)
		if fl.halfNegs == nil {
			fl.halfNegs = map[value.Value]halfNeg{}
		}
		fl.halfNegs[underBitcasts(fl.read(in.Dst[0], t))] = halfNeg{x: src, t: t}
		note()
		return
	}
	f32or64(in, t, false)
	if t.Bits == 32 && !in.Has("ftz") {
		// A sign operation folded into a reader reads the source as it
		// is, NaN included; the canonical result may read it before it
		// was made canonical (floatIn).
		src := fl.src(in, 0, t)
		s, ok := fl.signOpOf(src)
		if ok && s.op == "neg" && in.Op == "neg" && !fl.lw.opts.FastNaN {
			fl.write(in, 0, s.x, t) // -(-a) is a, as it was
			return
		}
		r := op([]value.Value{rawCanon(src)})
		switch {
		case ok && s.op == "abs" && in.Op == "neg":
			fl.noteSignOp(r, signOp{op: "negabs", x: s.x}) // -|a|, folded as one modifier
		case ok && in.Op == "abs":
			fl.noteSignOp(r, signOp{op: "abs", x: s.x}) // |-a| and ||a|| are |a| (random2)
		default:
			fl.noteSignOp(r, signOp{op: in.Op, x: src})
		}
		fl.write(in, 0, r, t)
		return
	}
	fl.write(in, 0, op([]value.Value{fl.floatIn(in, 0, t)}), t)
}

// foldApproxConst evaluates ex2, sin or cos .approx.f32 of a value known
// at compile time (an immediate, or a register ptxas propagates one
// into: random3 seed 87 folds cos.approx of an ex2.approx of 1.0) as
// ptxas does, correctly rounded, not as the unit would (ex2.approx.ftz of
// -1.0000001 is 0x3effffff on the H100, where MUFU.EX2 gives 0x3efffffe;
// float/approx_const_fold checks 240 constants). .ftz flushes a
// subnormal operand and result, and sin does with or without it; a NaN is
// the canonical 0x7fffffff.
func foldApproxConst(in *sir.Inst, c uint32) uint32 {
	ftz := in.Has("ftz") || in.Op == "sin"
	x := math.Float32frombits(c)
	if ftz && x != 0 && math.Abs(float64(x)) < 0x1p-126 {
		x = float32(math.Copysign(0, float64(x)))
	}
	var r float64
	switch in.Op {
	case "ex2":
		r = math.Exp2(float64(x))
	case "sin":
		r = math.Sin(float64(x))
	default:
		r = math.Cos(float64(x))
	}
	if math.IsNaN(r) {
		return 0x7fffffff
	}
	r32 := float32(r)
	if ftz && r32 != 0 && math.Abs(float64(r32)) < 0x1p-126 {
		r32 = float32(math.Copysign(0, float64(r32)))
	}
	return math.Float32bits(r32)
}

// constF32Bits returns the bits of an f32 value known at compile time: a
// float constant or a 32-bit integer constant, read through bitcasts. A
// NaN constant is left alone.
func constF32Bits(v value.Value) (uint32, bool) {
	switch c := underBitcasts(v).(type) {
	case *rawFloat:
		f := math.Float32frombits(uint32(c.bits))
		if c.typ.Kind != types.FloatKindFloat || f != f {
			return 0, false
		}
		return uint32(c.bits), true
	case *constant.Float:
		if c.Typ.Kind != types.FloatKindFloat || c.NaN || c.X == nil {
			return 0, false
		}
		f, _ := c.X.Float64()
		return math.Float32bits(float32(f)), true
	case *constant.Int:
		if c.Typ.BitSize != 32 {
			return 0, false
		}
		return uint32(c.X.Int64()), true
	}
	return 0, false
}

// halfNeg is a neg of a half type as lowered: x is its source as read.
type halfNeg struct {
	x value.Value
	t sir.Type
}

// halfSignedSource reads the source register of an abs or neg (without
// .ftz) of an f16 or f16x2 as bits (i16 or i32), before the instruction
// writes, and
// returns what records the result against it once written: for the
// conversions that read a NaN through it (cvtFloatFloat) and the
// unpacking mov that splits it.
func (fl *fnLowerer) halfSignedSource(in *sir.Inst, t sir.Type) (note func()) {
	if t != sir.F16 && t != sir.F16x2 || in.Has("ftz") || fl.lw.opts.FastNaN || len(in.Dst) != 1 || len(in.Src) != 1 {
		return func() {}
	}
	d, ok := dstReg(in)
	src, ok2 := regOperand(in, 0)
	if !ok || !ok2 || src.Type.Bits != t.Bits {
		return func() {}
	}
	// A register is stored as an integer of its width: its SSA value is
	// the bits, read without an instruction.
	x := fl.readReg(src, fl.cur)
	return func() {
		fl.noteHalfSignedValue(fl.readReg(d, fl.cur), x, t)
		fl.noteHalfDef(in, d, x, t)
	}
}

// noteHalfDef records a halfSigned source against the instruction and
// register it defines, for reads from other blocks (halfDefOf).
func (fl *fnLowerer) noteHalfDef(in *sir.Inst, reg *sir.Reg, srcBits value.Value, t sir.Type) {
	if fl.halfDefs == nil {
		fl.halfDefs = map[defKey]halfNeg{}
	}
	fl.halfDefs[defKey{in, reg}] = halfNeg{x: srcBits, t: t}
	fl.markFoldReg(reg)
}

func (fl *fnLowerer) noteHalfSignedValue(r, srcBits value.Value, t sir.Type) {
	if fl.halfSigned == nil {
		fl.halfSigned = map[value.Value]halfNeg{}
	}
	fl.halfSigned[underBitcasts(r)] = halfNeg{x: srcBits, t: t}
}

// lowerTestp: testp.op.{f32,f64} p, a with op finite, infinite, number,
// notanumber, normal or subnormal (PTX ISA 8.5 §9.7.3.1 "testp").
func (fl *fnLowerer) lowerTestp(in *sir.Inst) {
	t := instType(in)
	f32or64(in, t, false)
	op := in.ModIn("finite", "infinite", "number", "notanumber", "normal", "subnormal")
	checkMods(in, op)
	if op == "" {
		unsupported("testp needs a test")
	}
	b := fpBuilder(fl)
	x := fl.src(in, 0, t)
	ax := b.fabs(x)
	vt := x.Type()
	inf, norm := b.k(vt, math.Inf(1)), b.k(vt, minNormal(vt))
	var p value.Value
	switch op {
	case "finite":
		p = b.fcmp(enum.FPredOLT, ax, inf)
	case "infinite":
		p = b.fcmp(enum.FPredOEQ, ax, inf)
	case "number":
		p = b.fcmp(enum.FPredORD, x, x)
	case "notanumber":
		p = b.fcmp(enum.FPredUNO, x, x)
	case "normal":
		// PTX counts ±0 as normal (recorded too): finite and not subnormal.
		sub := b.land(b.fcmp(enum.FPredOLT, ax, norm), b.fcmp(enum.FPredONE, ax, b.k(vt, 0)))
		p = b.land(b.fcmp(enum.FPredOLT, ax, inf), b.lnot(sub))
	default:
		p = b.land(b.fcmp(enum.FPredOLT, ax, norm), b.fcmp(enum.FPredONE, ax, b.k(vt, 0)))
	}
	fl.write(in, 0, p, sir.Pred)
}

// lowerSlct: slct.dtype.s32 d, a, b, c and slct{.ftz}.dtype.f32 d, a, b,
// c: d = c >= 0 ? a : b (PTX ISA 8.5 §9.7.5.4 "slct"); a NaN c selects b, -0 selects a.
func (fl *fnLowerer) lowerSlct(in *sir.Inst) {
	checkMods(in, "ftz")
	if len(in.Types) != 2 {
		unsupported("slct needs a destination and a comparison type")
	}
	dt, ct := in.Types[0], in.Types[1]
	b := fpBuilder(fl)
	x, y := fl.src(in, 0, dt), fl.src(in, 1, dt)
	var c value.Value
	switch ct {
	case sir.S32:
		if in.Has("ftz") {
			unsupported(".ftz on slct.s32")
		}
		c = b.cmp(enum.IPredSGE, fl.src(in, 2, ct), ci(types.I32, 0))
	case sir.F32:
		v := fl.src(in, 2, ct)
		if in.Has("ftz") {
			v = b.ftz(v)
		}
		c = b.fcmp(enum.FPredOGE, v, b.k(types.Float, 0))
	default:
		unsupported("slct on %s", ct)
	}
	if dt == sir.F32 {
		if sameReg(in.Src[0], in.Src[1]) {
			fl.write(in, 0, x, dt) // no select for ptxas: a copy (lowerSelp)
		} else {
			fl.write(in, 0, fl.selectF32(c, x, y), dt)
		}
		return
	}
	fl.write(in, 0, b.sel(c, x, y), dt)
}
