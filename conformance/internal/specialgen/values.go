package main

import "math"

// The special inputs of each type, as bits. Each list holds NaNs with
// several payloads (quiet and signalling, both signs), ±0, ±inf, the
// smallest and largest subnormals and normals, and values near rounding
// boundaries (1±ulp, ties, halfway points of the narrower formats). The
// short lists keep three-source forms (fma) to a few thousand elements.

func f32b(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64b(f float64) uint64 { return math.Float64bits(f) }

var f32Special = []uint64{
	0x00000000, 0x80000000, 0x7f800000, 0xff800000,
	// quiet NaNs
	0x7fc00000, 0xffc00000, 0x7fffffff, 0xffffffff, 0x7fc12345, 0xffd00001,
	// signalling NaNs
	0x7f800001, 0xff800001, 0x7fa00000, 0xffb12345,
	// subnormals
	0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00400000,
	// normals at the ends of the range
	0x00800000, 0x80800000, 0x00800001, 0x7f7fffff, 0xff7fffff, 0x7f000000,
	// ordinary values and rounding boundaries
	f32b(1), f32b(-1), f32b(1.5), f32b(0.5), f32b(2), f32b(-2.5), f32b(3),
	0x3f800001, 0x3f7fffff, 0xbf800001,
	f32b(0x1p-24), f32b(0x1p-25), f32b(0x1p24), 0x4b000001,
	f32b(0x1p-64), f32b(0x1p64), f32b(-0x1p64), 0x3eaaaaab,
}

var f32Short = []uint64{
	0x00000000, 0x80000000, 0x7f800000, 0xff800000,
	0x7fc00000, 0xffc12345, 0x7f800001,
	0x00000001, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
	f32b(-1), f32b(1.5), 0x3f800001, f32b(0x1p-24), f32b(0x1p64),
}

// f32Convert are f32 values at the rounding and overflow boundaries of
// f16, bf16, tf32, e4m3, e5m2 and of the integer types.
var f32Convert = []uint64{
	// f16: largest finite, the overflow tie, subnormal ties
	f32b(65504), 0x477fefff, f32b(65520), 0x477ff001, f32b(0x1p-24), f32b(0x1p-25), 0x33000001, f32b(3 * 0x1p-26),
	0x3f801000, 0x3f801001, 0x3f803000, 0x387fc000, 0x387fe000,
	// bf16 and tf32 ties
	0x3f808000, 0x3f808001, 0x3f818000, 0x7f7f8000, 0x7f7f7fff, 0x3f800fff, 0x00008000, 0x00018000,
	// e4m3 and e5m2: largest finite, ties above them, smallest subnormals
	f32b(448), f32b(464), f32b(480), f32b(0x1p-9), f32b(0x1p-10), f32b(3 * 0x1p-11),
	f32b(57344), f32b(61440), f32b(0x1p-16), f32b(0x1p-17), f32b(3 * 0x1p-18),
	// integers
	f32b(0x1p31), 0x4effffff, f32b(-0x1p31), 0xcf000001, f32b(0x1p32), 0x4f7fffff,
	f32b(0x1p63), 0x5effffff, f32b(-0x1p63), 0xdf000001, f32b(-0.5), f32b(-1.5), f32b(2.5),
	f32b(32767.5), f32b(65535.5), f32b(32768), f32b(-32768.5), f32b(-32769),
}

var f64Special = []uint64{
	0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000,
	// quiet NaNs
	0x7ff8000000000000, 0xfff8000000000000, 0x7fffffffffffffff, 0xffffffffffffffff, 0x7ff8000012345678, 0xfffc000000000001,
	// signalling NaNs
	0x7ff0000000000001, 0xfff0000000000001, 0x7ff4000000000000, 0xfff0123456789abc,
	// subnormals
	1, 1<<63 | 1, 0x000fffffffffffff, 0x800fffffffffffff, 0x0008000000000000,
	// normals at the ends
	0x0010000000000000, 0x8010000000000000, 0x0010000000000001, 0x7fefffffffffffff, 0xffefffffffffffff, 0x7fe0000000000000,
	// ordinary values and rounding boundaries
	f64b(1), f64b(-1), f64b(1.5), f64b(0.5), f64b(2), f64b(-2.5), f64b(3),
	0x3ff0000000000001, 0x3fefffffffffffff, 0xbff0000000000001,
	f64b(0x1p-53), f64b(0x1p53), f64b(0x1p-512), f64b(0x1p512), f64b(1.0 / 3),
}

var f64Short = []uint64{
	0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000,
	0x7ff8000000000000, 0xfff8000012345678, 0x7ff0000000000001,
	1, 0x800fffffffffffff, 0x0010000000000000, 0x7fefffffffffffff, 0xffefffffffffffff,
	f64b(-1), f64b(1.5), 0x3ff0000000000001, f64b(0x1p-53), f64b(0x1p512),
}

// f64Convert are f64 values at the rounding boundaries of f32 and of the
// narrower formats.
var f64Convert = []uint64{
	f64b(0x1p-149), f64b(0x1p-150), 0x36a0000000000001, f64b(3 * 0x1p-151), f64b(0x1p-126), 0x380fffffffffffff,
	0x3ff0000010000000, 0x3ff0000010000001, 0x3ff0000030000000, 0x3ff000000fffffff,
	0x47efffffe0000000, 0x47efffffdfffffff, 0x47efffffefffffff, f64b(math.MaxFloat32), f64b(0x1p128),
	f64b(65504), f64b(65520), 0x40effdffffffffff, f64b(0x1p-24), f64b(0x1p-25), 0x3e70000000000001,
	0x3ff0020000000000, 0x3ff0020000000001, 0x3ff0100000000000, 0x3ff0100000000001,
	f64b(0x1p31), f64b(-0x1p31), f64b(0x1p31 - 0.5), f64b(-0x1p31 - 1), f64b(0x1p32), f64b(0x1p32 - 0.5),
	f64b(0x1p63), f64b(-0x1p63), 0x43dfffffffffffff, f64b(0x1p64), f64b(-0.5), f64b(-1.5), f64b(2.5),
	f64b(32767.5), f64b(65535.5), f64b(-32768.5), f64b(-2147483648.5),
}

var f16Special = []uint64{
	0x0000, 0x8000, 0x7c00, 0xfc00,
	0x7e00, 0xfe00, 0x7fff, 0xffff, 0x7e01, 0xfe55, // quiet NaNs
	0x7c01, 0xfc01, 0x7d00, 0xfd55, // signalling NaNs
	0x0001, 0x8001, 0x03ff, 0x83ff, 0x0200, // subnormals
	0x0400, 0x8400, 0x0401, 0x7bff, 0xfbff, 0x7800, // normals at the ends
	0x3c00, 0xbc00, 0x3e00, 0x3800, 0x4000, 0xc100, 0x4200, // 1 -1 1.5 0.5 2 -2.5 3
	0x3c01, 0x3bff, 0xbc01, 0x1400, 0x6400, 0x3555,
}

var f16Short = []uint64{
	0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe55, 0x7c01,
	0x0001, 0x83ff, 0x0400, 0x7bff, 0xfbff, 0xbc00, 0x3e00, 0x3c01, 0x1400, 0x6400,
}

var bf16Special = []uint64{
	0x0000, 0x8000, 0x7f80, 0xff80,
	0x7fc0, 0xffc0, 0x7fff, 0xffff, 0x7fc1, 0xffd5, // quiet NaNs
	0x7f81, 0xff81, 0x7fa0, 0xffb5, // signalling NaNs
	0x0001, 0x8001, 0x007f, 0x807f, 0x0040, // subnormals
	0x0080, 0x8080, 0x0081, 0x7f7f, 0xff7f, 0x7f00, // normals at the ends
	0x3f80, 0xbf80, 0x3fc0, 0x3f00, 0x4000, 0xc020, 0x4040, // 1 -1 1.5 0.5 2 -2.5 3
	0x3f81, 0x3f7f, 0xbf81, 0x3b80, 0x4380, 0x3eab,
}

var bf16Short = []uint64{
	0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0xffd5, 0x7f81,
	0x0001, 0x807f, 0x0080, 0x7f7f, 0xff7f, 0xbf80, 0x3fc0, 0x3f81, 0x3b80, 0x4380,
}

// Inputs of the approximate instructions: their special points (±0,
// ±inf, NaN payloads, subnormals, negatives, the ends of the range,
// saturation) and inputs whose result NVIDIA's approximation gives
// exactly (recorded: ex2 of integers, rcp and rsqrt of even powers of
// two, lg2 of powers of two from 1 up). Ordinary inputs, where the
// hardware's approximation and ours differ in the last bits (ex2(0.25),
// lg2(0.25) = -1.9999999, tanh(1), sqrt.approx(20), rcp.approx(-150)),
// are in float2 with ULP bounds.
var f32ApproxBase = []uint64{
	0x00000000, 0x80000000, 0x7f800000, 0xff800000,
	0x7fc00000, 0xffc00000, 0x7fffffff, 0x7fc12345, 0xffd00001, 0x7f800001, 0xff800001,
}

var f32ApproxExtra = map[string][]uint64{
	"sqrt":  {0x00000002, 0x80000002, 0x00200000, 0x00800000, 0x80800000, f32b(1), f32b(4), f32b(0.25), f32b(-1), f32b(0x1p126), f32b(0x1p-64), f32b(-0x1p64)},
	"rsqrt": {0x00000002, 0x80000002, 0x00200000, 0x00800000, 0x80800000, f32b(1), f32b(4), f32b(0.25), f32b(-1), f32b(0x1p126), f32b(0x1p-64), f32b(-0x1p64)},
	"rcp": {0x00000001, 0x80000001, 0x00200000, 0x00400000, 0x00800000, 0x80800000, f32b(1), f32b(-1), f32b(2), f32b(0.25), f32b(-4),
		f32b(0x1p126), f32b(0x1p127), f32b(-0x1p127), f32b(0x1p64), f32b(0x1p-64)},
	"ex2": {0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff,
		f32b(1), f32b(-1), f32b(2), f32b(-2), f32b(127), f32b(128), f32b(-126), f32b(-128), f32b(-149), f32b(-150), f32b(200), f32b(-200), f32b(20), f32b(-20)},
	"lg2": {0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x80800000, 0xff7fffff,
		f32b(1), f32b(-1), f32b(2), f32b(4), f32b(128), f32b(0x1p64), f32b(-0x1p64)},
	"sin": {0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff,
		f32b(0x1p30), f32b(-0x1p30), f32b(0x1p64), f32b(-0x1p64)},
	"tanh": {0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff,
		f32b(0x1p-64), f32b(-0x1p-64), f32b(0x1p64), f32b(-0x1p64), f32b(20), f32b(-20), f32b(200), f32b(-200)},
}

func f32Approx(op string) []uint64 {
	if op == "cos" {
		op = "sin"
	}
	return concat(f32ApproxBase, f32ApproxExtra[op])
}

// f32DivApprox are the inputs of div.approx and div.full (NVIDIA: a times
// an approximate reciprocal, within 2 ulp): quotients of powers of two,
// with zeros, infinities, NaNs, subnormals and overflow.
var f32DivApprox = []uint64{
	0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc12345, 0x7f800001, 0xff800001,
	f32b(1), f32b(-1), f32b(2), f32b(0.5), 0x00000001, 0x80400000, 0x00800000,
	f32b(0x1p64), f32b(0x1p-64), f32b(0x1p126), f32b(0x1p127), f32b(-0x1p127),
}

var f64Approx = []uint64{
	0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000,
	0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000012345678, 0x7ff0000000000001, 0xfff0000000000001,
	4, 1<<63 | 4, 0x0010000000000000, 0x8010000000000000,
	f64b(1), f64b(-1), f64b(4), f64b(0.25), f64b(-4), f64b(0x1p-1000), f64b(0x1p1000),
}

// The f16 and bf16 approximations: NVIDIA's ex2.approx.f16 of a tiny
// negative x is 0x3bff, below 1 (not the f32 result rounded), and its
// tanh of 1 or 2 differs from tanh rounded in the last bit, so the inputs
// are the special points, integers for ex2 and saturating ones for tanh.
var f16ApproxBase = []uint64{
	0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7fff, 0x7e01, 0xfe55, 0x7c01, 0xfc01,
	0x0001, 0x03ff, 0x0400, 0x7bff, 0xfbff, 0x4c00, 0xcc00, 0xce00, 0xd000, 0x4d00, 0xcd00,
}

func f16Approx(op string) []uint64 {
	if op == "ex2" {
		return concat(f16ApproxBase, []uint64{0x3c00, 0xbc00, 0x4000, 0xc000})
	}
	return concat(f16ApproxBase, []uint64{0x8001, 0x83ff, 0x8400})
}

var bf16ApproxBase = []uint64{
	0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0xffc0, 0x7fff, 0x7fc1, 0xffd5, 0x7f81, 0xff81,
	0x0001, 0x007f, 0x0080, 0x7f7f, 0xff7f, 0x4300, 0x42fe, 0xc2fc, 0xc300, 0xc316, 0x41a0, 0xc1a0,
}

func bf16Approx(op string) []uint64 {
	if op == "ex2" {
		return concat(bf16ApproxBase, []uint64{0x3f80, 0xbf80, 0x4000, 0xc000})
	}
	return concat(bf16ApproxBase, []uint64{0x8001, 0x807f, 0x8080})
}

// Integer sources of int-to-float conversions: values at the rounding
// boundaries of f16, f32 and f64 and at the ends of each range.
var int32Vals = []uint64{
	0, 1, 0xffffffff, 2, 3, 0x7fffffff, 0x80000000, 0x80000001,
	0x01000001, 0x01000003, 0x00ffffff, 0xfeffffff, 0x7fffffbf, 0x7fffffc0, 0x7fffff80, 0xffffff7f,
	0x00000801, 0x00000803, 0x0000ffe0, 0x0000ffef, 0x0000fff0, 0x00010000, 0x00bc614e, 0xff439eb2,
	0x40000001, 0x00008001, 0x00003000, 0x0000ffff,
}

var int64Vals = []uint64{
	0, 1, 0xffffffffffffffff, 2, 3, 0x7fffffffffffffff, 0x8000000000000000, 0x8000000000000001,
	0x0020000000000001, 0x0020000000000003, 0x001fffffffffffff, 0xffdfffffffffffff,
	0x7ffffffffffffdff, 0x7ffffffffffffc00, 0x7ffffffffffffe00, 0xfffffffffffff801,
	0x0000000001000001, 0x0000000001000003, 0x00000000ffffffff, 0x4000000000000001,
	0x002bdc545d6b4b87, 0xffd423aba294b479, 0x0000ffe000000000, 0x00000000000007ff,
	0x8000008000000000, 0x7fffff8000000001,
}

func concat(ls ...[]uint64) []uint64 {
	var out []uint64
	seen := map[uint64]bool{}
	for _, l := range ls {
		for _, v := range l {
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	return out
}
