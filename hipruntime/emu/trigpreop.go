package emu

import (
	"math"
	"math/big"

	"github.com/llir/llvm/ir"
)

// llvm.amdgcn.trig.preop.f64(x, seg) is V_TRIG_PREOP_F64, the 2/π table
// lookup of the ROCm device library's Payne-Hanek reduction for f64
// sin/cos/tan (it multiplies x by segments 0, 1 and 2, first scaling x
// by 2^-128 from 2^945 on, where the +128 below applies). As AMD's ISA
// guides (RDNA3, CDNA3) define it: the segment seg (its low 5 bits)
// starts 53*seg bits into the fraction of 2/π, moved on by exponent(x) -
// 1077 where x's exponent is above 1077; the 53 bits from there are the
// result's significand, scaled by 2^(-53 - shift), and by 2^128 more
// where exponent(x) is 1968 or above.
//
// exponent is the biased exponent field of x (its sign is ignored, a
// zero or subnormal x has 0, inf and NaN 2047). result is the 53 bits of
// 2/π = 0.b1 b2 b3 ... (binary) from b(shift+1) to b(shift+53), truncated
// (not rounded), taken as an integer: seg 0 of x = 1 is 2/π truncated to
// 53 bits, 0x3fe45f306dc9c882, where the rounded double is ...883.
//
// The details the ISA text leaves open follow LLVM's constant folding
// of the intrinsic (AMDGPUInstCombineIntrinsic.cpp, LLVM 19; checked
// with opt-19 -passes=instcombine for every shift the table serves, see
// trigpreop_test.go):
//
//   - a NaN x gives x quieted (payload and sign kept) for every seg;
//     infinities take the exponent path (shift += 970, scale += 128);
//   - the table holds 1184 bits (37 words of 32) and a shift that needs
//     a 32-bit word beyond its last, shift >= 1120, gives +0;
//   - ldexp rounds to nearest even, so a tiny result becomes a rounded
//     subnormal or +0 (reachable only for seg >= 3);
//   - the result is never negative.
//
// Not modelled: the ISA text names a 1201-bit table; where the hardware
// table really ends and whether it truncates subnormal results would
// show only for shift >= 1120 with exponent(x) >= 1968, or for a
// subnormal result, neither of which the device library produces (it
// uses seg 0..2: shift <= 106 + 970).

// trigPreopBits is the number of bits of 2/π computed (19 words; a
// shift below trigPreopLimit reads at most bit 1119+64); trigPreopLimit
// is the first shift that gives 0, as in LLVM (shift/32 + 2 >= 37).
const (
	trigPreopBits  = 1216
	trigPreopLimit = 1120
)

// twoOverPi holds the fraction bits of 2/π, b1 the top bit of word 0.
var twoOverPi = computeTwoOverPi(trigPreopBits)

// machinPi returns π·2^n, within a few thousand units, by Machin's
// formula π = 16·atan(1/5) - 4·atan(1/239) in n-bit fixed point.
func machinPi(n uint) *big.Int {
	atanInv := func(x int64) *big.Int { // atan(1/x)·2^n
		one := new(big.Int).Lsh(big.NewInt(1), n)
		xx := big.NewInt(x * x)
		pow := new(big.Int).Div(one, big.NewInt(x)) // 2^n / x^(2k+1)
		sum := new(big.Int).Set(pow)
		t := new(big.Int)
		for k := int64(1); pow.Sign() != 0; k++ {
			pow.Div(pow, xx)
			t.Div(pow, big.NewInt(2*k+1))
			if k&1 == 1 {
				sum.Sub(sum, t)
			} else {
				sum.Add(sum, t)
			}
		}
		return sum
	}
	pi := new(big.Int).Lsh(atanInv(5), 4)
	return pi.Sub(pi, new(big.Int).Lsh(atanInv(239), 2))
}

// computeTwoOverPi returns the first nbits fraction bits of 2/π
// (nbits a multiple of 64) as big-endian words. The fixed-point π is
// off by a few units of 2^-(nbits+64); the 64 guard bits then decide
// every returned bit unless they lie within 2^20 of a carry, which is
// checked.
func computeTwoOverPi(nbits uint) []uint64 {
	const guard = 64
	n := nbits + guard
	pi := machinPi(n)
	q := new(big.Int).Lsh(big.NewInt(2), 2*n) // 2·2^(2n)
	q.Div(q, pi)                              // (2/π)·2^n
	low := new(big.Int).And(q, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	if low < 1<<20 || low > math.MaxUint64-1<<20 {
		panic("emu: 2/pi guard bits too close to a carry")
	}
	q.Rsh(q, guard)
	words := make([]uint64, nbits/64)
	mask := new(big.Int).SetUint64(math.MaxUint64)
	for i := len(words) - 1; i >= 0; i-- {
		words[i] = new(big.Int).And(q, mask).Uint64()
		q.Rsh(q, 64)
	}
	if q.Sign() != 0 {
		panic("emu: 2/pi is not below 1")
	}
	return words
}

// trigPreop is V_TRIG_PREOP_F64 on the bits of x and the segment
// operand (see above).
func trigPreop(x, seg uint64) uint64 {
	if x&^(1<<63) > 0x7ff0000000000000 { // NaN: quieted
		return x | 1<<51
	}
	e := int(x>>52) & 0x7ff
	shift := int(seg&31) * 53
	if e > 1077 {
		shift += e - 1077
	}
	if shift >= trigPreopLimit {
		return 0
	}
	w, off := shift/64, uint(shift%64)
	hi := twoOverPi[w]
	if off != 0 {
		hi = hi<<off | twoOverPi[w+1]>>(64-off)
	}
	scale := -53 - shift
	if e >= 1968 {
		scale += 128
	}
	// hi>>11 < 2^53 is exact as a double; Ldexp rounds a subnormal
	// result to nearest even.
	return math.Float64bits(math.Ldexp(float64(hi>>11), scale))
}

func trigPreopCall(c *compiler, in *ir.InstCall) error {
	return c.elementwise(in, in.Args[:2], func(sc scalar) (op, error) {
		if sc.bits != 64 {
			return op{}, unsupported("llvm.amdgcn.trig.preop on %d-bit floats (V_TRIG_PREOP exists for f64 only)", sc.bits)
		}
		return op{fn: mkBin(trigPreop)}, nil
	})
}
