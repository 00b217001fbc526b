package emu

import (
	"math"
)

// Floats live as their IEEE bits in the low bits of a lane word. Half
// arithmetic is done in float32 and rounded once to half, which is exact
// for + - * / and sqrt (float32 has more than 2p+2 bits for p = 11).

func f32(u uint64) float32  { return math.Float32frombits(uint32(u)) }
func u32f(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64(u uint64) float64  { return math.Float64frombits(u) }

// fget reads a float of width bits as float64 (exactly).
func fget(bits int, u uint64) float64 {
	switch bits {
	case 16:
		return float64(halfToF32(uint16(u)))
	case 32:
		return float64(f32(u))
	}
	return f64(u)
}

// fput rounds f to a float of width bits.
func fput(bits int, f float64) uint64 {
	switch bits {
	case 16:
		return uint64(f64ToHalf(f))
	case 32:
		return u32f(float32(f))
	}
	return math.Float64bits(f)
}

func opFAdd32(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = u32f(f32(a[i]) + f32(b[i]))
	}
	x.commit(o)
}

func opFSub32(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = u32f(f32(a[i]) - f32(b[i]))
	}
	x.commit(o)
}

func opFMul32(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = u32f(f32(a[i]) * f32(b[i]))
	}
	x.commit(o)
}

func opFDiv32(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = u32f(f32(a[i]) / f32(b[i]))
	}
	x.commit(o)
}

func opFMA32(x *exec, o *op) {
	d, a, b, c := x.dabc(o)
	for i := range d {
		d[i] = u32f(fma32(f32(a[i]), f32(b[i]), f32(c[i])))
	}
	x.commit(o)
}

func opFAdd64(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = math.Float64bits(f64(a[i]) + f64(b[i]))
	}
	x.commit(o)
}

func opFSub64(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = math.Float64bits(f64(a[i]) - f64(b[i]))
	}
	x.commit(o)
}

func opFMul64(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = math.Float64bits(f64(a[i]) * f64(b[i]))
	}
	x.commit(o)
}

func opFDiv64(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = math.Float64bits(f64(a[i]) / f64(b[i]))
	}
	x.commit(o)
}

func opFMA64(x *exec, o *op) {
	d, a, b, c := x.dabc(o)
	for i := range d {
		d[i] = math.Float64bits(math.FMA(f64(a[i]), f64(b[i]), f64(c[i])))
	}
	x.commit(o)
}

// fma32 is a correctly rounded single-precision fused multiply-add: the
// product is exact in float64, the sum is computed exactly as s+e, and s is
// rounded to odd before the final rounding to float32, which avoids double
// rounding.
func fma32(a, b, c float32) float32 {
	p := float64(a) * float64(b)
	s := p + float64(c)
	if math.IsInf(s, 0) || math.IsNaN(s) || s == 0 {
		return float32(s)
	}
	bb := s - p
	e := (p - (s - bb)) + (float64(c) - bb)
	if e != 0 {
		u := math.Float64bits(s)
		if u&1 == 0 {
			if (e > 0) == (s > 0) {
				u++
			} else {
				u--
			}
		}
		s = math.Float64frombits(u)
	}
	return float32(s)
}

// fmaBits fuses at any float width.
func fmaBits(w int, a, b, c uint64) uint64 {
	switch w {
	case 32:
		return u32f(fma32(f32(a), f32(b), f32(c)))
	case 64:
		return math.Float64bits(math.FMA(f64(a), f64(b), f64(c)))
	}
	return fput(w, math.FMA(fget(w, a), fget(w, b), fget(w, c)))
}

// fBin builds a float binary op of width w computed in float64 (exact for
// half and float inputs, then rounded once).
func fBin(w int, f func(a, b float64) float64) opFn {
	return mkBin(func(a, b uint64) uint64 { return fput(w, f(fget(w, a), fget(w, b))) })
}

func fUn(w int, f func(a float64) float64) opFn {
	return mkUn(func(a uint64) uint64 { return fput(w, f(fget(w, a))) })
}

// fcmpFn returns the LLVM fcmp predicate as a function.
func fcmpFn(pred string) func(a, b float64) bool {
	uno := func(a, b float64) bool { return math.IsNaN(a) || math.IsNaN(b) }
	ord := func(f func(a, b float64) bool) func(a, b float64) bool {
		return func(a, b float64) bool { return !uno(a, b) && f(a, b) }
	}
	unord := func(f func(a, b float64) bool) func(a, b float64) bool {
		return func(a, b float64) bool { return uno(a, b) || f(a, b) }
	}
	eq := func(a, b float64) bool { return a == b }
	lt := func(a, b float64) bool { return a < b }
	le := func(a, b float64) bool { return a <= b }
	gt := func(a, b float64) bool { return a > b }
	ge := func(a, b float64) bool { return a >= b }
	ne := func(a, b float64) bool { return a != b }
	switch pred {
	case "false":
		return func(a, b float64) bool { return false }
	case "true":
		return func(a, b float64) bool { return true }
	case "oeq":
		return ord(eq)
	case "ogt":
		return ord(gt)
	case "oge":
		return ord(ge)
	case "olt":
		return ord(lt)
	case "ole":
		return ord(le)
	case "one":
		return ord(ne)
	case "ord":
		return func(a, b float64) bool { return !uno(a, b) }
	case "ueq":
		return unord(eq)
	case "ugt":
		return unord(gt)
	case "uge":
		return unord(ge)
	case "ult":
		return unord(lt)
	case "ule":
		return unord(le)
	case "une":
		return unord(ne)
	case "uno":
		return uno
	}
	return nil
}

// Conversions between floats and integers saturate as the hardware's
// v_cvt_* do (NaN converts to 0); LLVM calls out-of-range results poison.
func fToInt(f float64, w int, signed bool) uint64 {
	if math.IsNaN(f) {
		return 0
	}
	f = math.Trunc(f)
	if signed {
		lo := -math.Ldexp(1, w-1)
		hi := math.Ldexp(1, w-1)
		switch {
		case f < lo:
			return uint64(int64(-1)<<uint(w-1)) & widthMask(w)
		case f >= hi:
			return widthMask(w - 1)
		}
		return uint64(int64(f)) & widthMask(w)
	}
	switch {
	case f <= 0:
		return 0
	case f >= math.Ldexp(1, w):
		return widthMask(w)
	}
	if f >= math.Ldexp(1, 63) {
		return uint64(f-math.Ldexp(1, 63)) + 1<<63
	}
	return uint64(f)
}

// intToF converts an integer of width w to a float of width fw with a single
// rounding.
func intToF(v uint64, w int, signed bool, fw int) uint64 {
	if signed {
		s := sext(v, w)
		switch fw {
		case 32:
			return u32f(float32(s))
		case 64:
			return math.Float64bits(float64(s))
		}
		return uint64(f64ToHalf(float64(float32(s))))
	}
	switch fw {
	case 32:
		return u32f(float32(v))
	case 64:
		return math.Float64bits(float64(v))
	}
	return uint64(f64ToHalf(float64(float32(v))))
}

// fpclass tests v against an LLVM fpclass mask (bit 0 sNaN, 1 qNaN, 2 -inf,
// 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf); the
// AMDGPU class intrinsic uses the same bits.
func fpclass(w int, u uint64, mask uint64) bool {
	var expBits, manBits int
	switch w {
	case 16:
		expBits, manBits = 5, 10
	case 32:
		expBits, manBits = 8, 23
	default:
		expBits, manBits = 11, 52
	}
	sign := u>>uint(w-1)&1 != 0
	exp := u >> uint(manBits) & widthMask(expBits)
	man := u & widthMask(manBits)
	var bit uint
	switch {
	case exp == widthMask(expBits) && man != 0:
		if man>>uint(manBits-1)&1 != 0 {
			bit = 1
		} else {
			bit = 0
		}
		return mask>>bit&1 != 0
	case exp == widthMask(expBits):
		bit = 9
	case exp == 0 && man == 0:
		bit = 6
	case exp == 0:
		bit = 7
	default:
		bit = 8
	}
	if sign {
		// -inf 2, -normal 3, -subnormal 4, -zero 5: the positive
		// classes (+zero 6 ... +inf 9) mirrored about 5.5.
		bit = 11 - bit
	}
	return mask>>bit&1 != 0
}

// minnum/maxnum return the non-NaN operand; -0 orders below +0.
func minnum(a, b float64) float64 {
	switch {
	case math.IsNaN(a):
		return b
	case math.IsNaN(b):
		return a
	case a == b:
		if math.Signbit(a) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

func maxnum(a, b float64) float64 {
	switch {
	case math.IsNaN(a):
		return b
	case math.IsNaN(b):
		return a
	case a == b:
		if math.Signbit(a) {
			return b
		}
		return a
	case a > b:
		return a
	}
	return b
}

// minimum/maximum propagate NaN, as the canonical quiet NaN that AMDGPU's
// expansion selects (v_cmp_u/v_cndmask of 0x7fc00000, 0x7ff8000000000000).
func minimum(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		return canonNaN
	}
	return minnum(a, b)
}

func maximum(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		return canonNaN
	}
	return maxnum(a, b)
}

// fract is x - floor(x), kept below 1 as v_fract does.
func fract(w int, f float64) float64 {
	if math.IsInf(f, 0) {
		return math.NaN()
	}
	r := f - math.Floor(f)
	lim := 1 - math.Ldexp(1, -24)
	switch w {
	case 64:
		lim = 1 - math.Ldexp(1, -53)
	case 16:
		lim = 1 - math.Ldexp(1, -11)
	}
	return math.Min(r, lim)
}

func med3(a, b, c float64) float64 {
	return maxnum(minnum(a, b), minnum(maxnum(a, b), c))
}

// Half-precision conversion, round to nearest even.

func halfToF32(h uint16) float32 {
	sign := uint32(h>>15) << 31
	exp := uint32(h>>10) & 0x1f
	man := uint32(h) & 0x3ff
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | man<<13)
	case exp == 0 && man == 0:
		return math.Float32frombits(sign)
	case exp == 0:
		f := float32(man) * (1.0 / (1 << 24))
		if sign != 0 {
			return -f
		}
		return f
	}
	return math.Float32frombits(sign | (exp+112)<<23 | man<<13)
}

func f64ToHalf(f float64) uint16 {
	u := math.Float64bits(f)
	sign := uint16(u>>48) & 0x8000
	if math.IsNaN(f) {
		return sign | 0x7e00 | uint16(u>>42)&0x1ff
	}
	a := math.Abs(f)
	if a >= 65520 { // rounds to infinity
		return sign | 0x7c00
	}
	if a < math.Ldexp(1, -14) { // subnormal: quantum 2^-24
		q := math.RoundToEven(a * (1 << 24))
		return sign | uint16(q)
	}
	fr, e := math.Frexp(a) // a = fr * 2^e, fr in [0.5,1)
	m := math.RoundToEven(fr * 2048)
	if m == 2048 {
		m = 1024
		e++
	}
	exp := e - 1 + 15
	if exp >= 31 {
		return sign | 0x7c00
	}
	return sign | uint16(exp)<<10 | uint16(m-1024)
}
