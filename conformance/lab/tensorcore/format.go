// Package tensorcore characterises the arithmetic of NVIDIA's tensor cores
// (mma.sync) and holds a bit-exact reference model of it.
//
// The characterisation program (cmd/tclab) runs test vectors designed to
// expose the alignment width, the rounding, the normalisation points, the
// carry bits and the block size of the multi-term adder, and random
// vectors, on a real GPU, and writes the results to a file; the model
// (model.go) is checked against such a file by this package's tests. The
// same program re-run on another generation (A100, B200) gives the data to
// fit that generation's parameters (Params).
package tensorcore

import (
	"math"
	"math/bits"
)

// Format is a binary floating-point (or integer) element format.
type Format struct {
	Name    string
	Bits    int  // storage bits of one element (tf32 is stored in 32)
	Exp     int  // exponent bits (0 for integers)
	Man     int  // stored mantissa bits
	Signed  bool // integers: signed
	NoInf   bool // e4m3: no infinities, only S.1111.111 is NaN
	LowSkip int  // low bits of the storage the hardware ignores (tf32: 13)
}

// The formats.
var (
	F16  = Format{Name: "f16", Bits: 16, Exp: 5, Man: 10}
	BF16 = Format{Name: "bf16", Bits: 16, Exp: 8, Man: 7}
	TF32 = Format{Name: "tf32", Bits: 32, Exp: 8, Man: 10, LowSkip: 13}
	F32  = Format{Name: "f32", Bits: 32, Exp: 8, Man: 23}
	E4M3 = Format{Name: "e4m3", Bits: 8, Exp: 4, Man: 3, NoInf: true}
	E5M2 = Format{Name: "e5m2", Bits: 8, Exp: 5, Man: 2}
	S8   = Format{Name: "s8", Bits: 8, Signed: true}
	U8   = Format{Name: "u8", Bits: 8}
	S32  = Format{Name: "s32", Bits: 32, Signed: true}
)

// IsInt reports whether f is an integer format.
func (f Format) IsInt() bool { return f.Exp == 0 }

func (f Format) bias() int { return 1<<(f.Exp-1) - 1 }

// Emin is the exponent of the smallest normal number.
func (f Format) Emin() int { return 1 - f.bias() }

func (f Format) signBit() uint32 { return 1 << (f.Bits - 1) }

// Class is what a decoded element is.
type Class uint8

// The classes.
const (
	Zero Class = iota
	Finite
	Inf
	NaN
)

// Num is a decoded element: for Finite, the value is (-1)^Neg * Sig *
// 2^(Exp - Man), where Exp is the unbiased exponent (Emin for
// subnormals) and Sig has the implicit bit for normals.
type Num struct {
	Class Class
	Neg   bool
	Sig   uint64
	Exp   int
	Man   int // fraction bits of Sig
}

// Decode decodes the bits x of format f (the low f.Bits bits).
func (f Format) Decode(x uint32) Num {
	if f.Bits < 32 {
		x &= 1<<f.Bits - 1
	}
	x &^= 1<<f.LowSkip - 1
	neg := x&f.signBit() != 0
	e := int(x>>(f.Bits-1-f.Exp)) & (1<<f.Exp - 1)
	m := uint64(x>>f.LowSkip) & (1<<f.Man - 1)
	switch {
	case f.NoInf && e == 1<<f.Exp-1 && m == 1<<f.Man-1:
		return Num{Class: NaN, Neg: neg}
	case !f.NoInf && e == 1<<f.Exp-1:
		if m != 0 {
			return Num{Class: NaN, Neg: neg}
		}
		return Num{Class: Inf, Neg: neg}
	case e == 0 && m == 0:
		return Num{Class: Zero, Neg: neg}
	case e == 0:
		return Num{Class: Finite, Neg: neg, Sig: m, Exp: f.Emin(), Man: f.Man}
	}
	return Num{Class: Finite, Neg: neg, Sig: m | 1<<f.Man, Exp: e - f.bias(), Man: f.Man}
}

// Float64 is the value of n (exact for every format here).
func (n Num) Float64() float64 {
	var v float64
	switch n.Class {
	case Zero:
	case Inf:
		v = math.Inf(1)
	case NaN:
		return math.NaN()
	default:
		v = math.Ldexp(float64(n.Sig), n.Exp-n.Man)
	}
	if n.Neg {
		v = -v
	}
	return v
}

// Round rounds the exact value (-1)^neg * s * 2^e (s an unsigned 128-bit
// integer hi:lo) to format f, toward zero (rz) or to nearest even, and
// returns its bits. Overflow gives infinity, or the largest finite number
// when satMax (round toward zero's IEEE result).
func (f Format) Round(neg bool, hi, lo uint64, e int, nearest, satMax bool) uint32 {
	var sign uint32
	if neg {
		sign = f.signBit()
	}
	if hi == 0 && lo == 0 {
		return sign
	}
	n := 128 - bits.LeadingZeros64(hi)
	if hi == 0 {
		n = 64 - bits.LeadingZeros64(lo)
	}
	// The value is in [2^(e+n-1), 2^(e+n)); keep bits down to 2^q.
	top := e + n - 1
	q := top - f.Man
	if q < f.Emin()-f.Man {
		q = f.Emin() - f.Man
	}
	sh := q - e // bits to drop (may be negative: shift left)
	if sh <= 0 {
		return f.pack(sign, lo<<uint(-sh), q, satMax) // n <= 64 and top-q <= Man, so it fits
	}
	m, r := shr128(hi, lo, uint(sh))
	if nearest && r.half && (r.sticky || m&1 != 0) {
		m++
	}
	return f.pack(sign, m, q, satMax)
}

type roundBits struct{ half, sticky bool }

// shr128 shifts hi:lo right by sh (sh > 0) and returns the low 64 bits of
// the result and the round (first dropped) and sticky (any other dropped)
// bits.
func shr128(hi, lo uint64, sh uint) (uint64, roundBits) {
	var r roundBits
	bit := func(i uint) bool {
		if i >= 128 {
			return false
		}
		if i >= 64 {
			return hi>>(i-64)&1 != 0
		}
		return lo>>i&1 != 0
	}
	r.half = bit(sh - 1)
	for i := uint(0); i+1 < sh && i < 128; i++ {
		if bit(i) {
			r.sticky = true
			break
		}
	}
	var m uint64
	switch {
	case sh >= 128:
		m = 0
	case sh >= 64:
		m = hi >> (sh - 64)
	default:
		m = lo>>sh | hi<<(64-sh)
	}
	return m, r
}

// pack encodes sign, significand m (at most Man+2 bits after rounding) at
// LSB exponent q.
func (f Format) pack(sign uint32, m uint64, q int, satMax bool) uint32 {
	if m>>(f.Man+1) != 0 { // rounding carried into a new binade
		m >>= 1
		q++
	}
	emax := f.bias()
	if f.NoInf {
		emax++
	}
	if m == 0 {
		return sign
	}
	var e int
	if m>>f.Man == 0 {
		e = 0 // subnormal (q is Emin-Man)
	} else {
		e = q + f.Man + f.bias()
		if q+f.Man > emax {
			if satMax {
				return sign | uint32(1<<f.Exp-2)<<f.Man | (1<<f.Man - 1)
			}
			return sign | uint32(1<<f.Exp-1)<<f.Man
		}
	}
	return sign | uint32(e)<<f.Man | uint32(m&(1<<f.Man-1))
}

// FromFloat64 rounds v to nearest even in format f (its storage bits).
func (f Format) FromFloat64(v float64) uint32 {
	var sign uint32
	if math.Signbit(v) {
		sign = f.signBit()
		v = -v
	}
	switch {
	case math.IsNaN(v):
		return f.signBit()>>1 | ((1<<f.Exp - 1) << (f.Bits - 1 - f.Exp)) | 1<<(f.Bits-2-f.Exp)
	case math.IsInf(v, 0):
		return sign | (1<<f.Exp-1)<<(f.Bits-1-f.Exp)
	case v == 0:
		return sign
	}
	fr, e := math.Frexp(v) // v = fr * 2^e, fr in [0.5, 1)
	m := uint64(math.Ldexp(fr, 53))
	var neg bool
	if sign != 0 {
		neg = true
	}
	g := Format{Bits: f.Bits - f.LowSkip, Exp: f.Exp, Man: f.Man}
	return g.Round(neg, 0, m, e-53, true, false) << f.LowSkip
}
