package argspec

import "math"

// SplitMix64 is the splitmix64 generator (Steele, Lea and Flood, "Fast
// splittable pseudorandom number generators", OOPSLA 2014): a 64-bit state
// advanced by a fixed odd constant and a finaliser that mixes it. It is
// small, fast, and gives the same stream on every platform, which is all a
// test input needs.
type SplitMix64 struct{ state uint64 }

// NewSplitMix64 returns a generator whose stream is fixed by seed.
func NewSplitMix64(seed uint64) *SplitMix64 { return &SplitMix64{state: seed} }

// Next returns the next 64-bit output.
func (r *SplitMix64) Next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// RandomValue turns one generator output x into an element of type t, the
// way the `random` initialiser does:
//   - integers and bN: the low bits of x (uniform over the whole type);
//   - floats: uniform on the grid k·2^-(p-1) in [-1, 1), where p is the
//     type's significand precision (11 for f16, 8 for bf16, 24 for f32, 53
//     for f64), made from the top p bits of x. Every grid point is exactly
//     representable, so no rounding mode is involved.
func RandomValue(t Type, x uint64) uint64 {
	p := 0
	switch t {
	case F16:
		p = 11
	case BF16:
		p = 8
	case F32:
		p = 24
	case F64:
		p = 53
	default:
		return x & t.mask()
	}
	k := x >> uint(64-p) // 0 .. 2^p-1
	f := math.Ldexp(float64(k), 1-p) - 1
	return FromFloat64(t, f)
}

// EdgeValues returns the edge values that the `edge` initialiser cycles
// through, as bits of t:
//   - unsigned integers: 0, 1, 2, max, max-1, the top bit alone, all bits
//     but the top;
//   - signed integers: 0, 1, -1, 2, -2, min, max, min+1, max-1;
//   - bN: 0, 1, all ones, the top bit alone, all bits but the top,
//     0xaa..., 0x55...;
//   - floats (16 values): +0, -0, 1, -1, smallest normal and its negation,
//     largest finite and its negation, smallest denormal and its negation,
//     largest denormal and its negation, +inf, -inf, the canonical quiet
//     NaN, and it with the sign bit set.
func EdgeValues(t Type) []uint64 {
	m := t.mask()
	top := signBit(t)
	switch {
	case t.IsFloat():
		mant := map[Type]uint{F16: 10, BF16: 7, F32: 23, F64: 52}[t]
		minNormal := uint64(1) << mant
		maxFinite := infBits(t) - 1
		minDenormal := uint64(1)
		maxDenormal := minNormal - 1
		inf := infBits(t)
		one := FromFloat64(t, 1)
		return []uint64{
			0, top, one, top | one,
			minNormal, top | minNormal, maxFinite, top | maxFinite,
			minDenormal, top | minDenormal, maxDenormal, top | maxDenormal,
			inf, top | inf, canonicalNaN(t), top | canonicalNaN(t),
		}
	case t.IsSigned():
		return []uint64{0, 1, m, 2, m - 1, top, top - 1, top + 1, top - 2}
	case t.IsBits():
		return []uint64{0, 1, m, top, top - 1, m / 3 * 2, m / 3}
	}
	return []uint64{0, 1, 2, m, m - 1, top, top - 1}
}
