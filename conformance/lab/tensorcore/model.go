package tensorcore

import (
	"math/big"
)

// Params are the numerical features of one tensor-core data path (one
// generation, one input type), in the terms of Khattak and Mikaitis,
// "Accurate Models of NVIDIA Tensor Cores" (2025):
//
// The products of a block of Block consecutive k are exact. The block's
// exponent E is the largest of the products' exponents ea+eb (the
// inputs' unbiased exponents, Emin for subnormals, so a product's
// significand is in [0, 4)) and of C's exponent (as an f32; -126 for an
// f32 subnormal). Every product and C is truncated (its magnitude, toward
// zero) to a multiple of 2^(E-Frac); the truncated terms are added exactly
// (the adder has enough carry bits), and the sum is rounded once to the
// accumulator: toward zero for f32 (a sum of 2^128 or more is infinity),
// to nearest even for f16; a zero result is +0. A NaN input, inf*0 or
// inf-inf gives NaN32 (NaN16), and otherwise an infinite product or C
// gives that infinity. A K larger than Block is done as K/Block blocks in
// order, each block's f32 result being the next block's C (no f16, bf16
// or tf32 form of the H100 has more than one block). The fp8 path differs
// (Interleave, CApart).
type Params struct {
	Block int
	Frac  int
	// Nearest: an f32 result is rounded to nearest even, not toward zero.
	Nearest bool
	// Interleave: when nonzero, block b of the nb blocks takes the
	// products k with (k/Interleave)%nb == b instead of a run of Block
	// consecutive ones (the fp8 path pairs k = 0,1,4,5,... and 2,3,6,7,...).
	Interleave int
	// CApart: the blocks start from 0 instead of C, and C is added to
	// their f32 (toward-zero) result at the end, exactly, then rounded
	// (to nearest when Nearest).
	CApart bool
	// F16ViaF32: an f16 result is the round-to-nearest of the f32
	// (toward-zero) result rather than of the exact block sum.
	F16ViaF32 bool
	// OverflowMax: a finite sum beyond the f32 range gives the largest
	// finite number (IEEE round toward zero) instead of infinity.
	OverflowMax bool
	// NegZero: a block whose terms are all zeros, all negative, gives -0
	// (IEEE); the H100 gives +0 for every zero sum.
	NegZero bool
	// NaN32, NaN16: the NaN the unit returns.
	NaN32 uint32
	NaN16 uint32
}

// H100 returns the parameters of the H100 (sm_90) tensor cores for inputs
// of format in.
func H100(in Format) Params {
	p := Params{Block: 16, Frac: 25, NaN32: 0x7fffffff, NaN16: 0x7fff}
	switch in {
	case TF32:
		p.Block = 8
	case E4M3, E5M2:
		// Two interleaved blocks of 16 products from 0, each rounded
		// toward zero to f32 (the second aligned with the first's sum);
		// C is added to that and the sum rounded to nearest.
		p.Interleave = 2
		p.CApart = true
		p.Nearest = true
	}
	return p
}

// Form is one mma.sync (or wmma.mma) form: its input formats, accumulator
// format, K.
type Form struct {
	Name      string
	A, B, Acc Format
	K         int
	// Wmma: the kernel is a wmma m16n16k16, whose columns 8-15 repeat
	// columns 0-7 of the tile with B and C negated (see Bufs).
	Wmma bool
}

// Dot computes one element of D = A*B + C: the dot product of the K
// elements a and b (bits of f.A and f.B) plus c (bits of f.Acc), as the
// unit described by p does it, and returns the bits of the result.
func Dot(p Params, f Form, a, b []uint32, c uint32) uint32 {
	if f.A.IsInt() {
		s := int64(int32(c))
		for k := range a {
			s += intElem(f.A, a[k]) * intElem(f.B, b[k])
		}
		return uint32(s)
	}
	nan := p.NaN32
	if f.Acc == F16 {
		nan = p.NaN16
	}
	// Infinities and NaN decide the result before any arithmetic.
	cn := f.Acc.Decode(c)
	posInf, negInf, isNaN := false, false, cn.Class == NaN
	if cn.Class == Inf {
		posInf, negInf = !cn.Neg, cn.Neg
	}
	for k := range a {
		x, y := f.A.Decode(a[k]), f.B.Decode(b[k])
		switch {
		case x.Class == NaN || y.Class == NaN:
			isNaN = true
		case x.Class == Inf || y.Class == Inf:
			if x.Class == Zero || y.Class == Zero {
				isNaN = true
			} else if x.Neg != y.Neg {
				negInf = true
			} else {
				posInf = true
			}
		}
	}
	switch {
	case isNaN || posInf && negInf:
		return nan
	case posInf || negInf:
		return f.Acc.FromFloat64(map[bool]float64{false: 1, true: -1}[negInf] * inf)
	}

	// C as an f32 term.
	cf := c
	if f.Acc == F16 {
		cf = F32.FromFloat64(cn.Float64())
	}
	cur := cf
	if p.CApart {
		cur = 0
	}
	nb := (len(a) + p.Block - 1) / p.Block
	for bi := 0; bi < nb; bi++ {
		var ba, bb []uint32
		for k := range a {
			if p.Interleave > 0 && k/p.Interleave%nb == bi || p.Interleave == 0 && k/p.Block == bi {
				ba, bb = append(ba, a[k]), append(bb, b[k])
			}
		}
		neg, s, g := block(p, f, ba, bb, cur)
		if bi == nb-1 && !p.CApart && f.Acc == F16 {
			if p.F16ViaF32 {
				v := F32.Decode(F32.Round(neg, 0, s, g, false, false))
				return posZero(p, F16.Round(v.Neg, 0, v.Sig, v.Exp-v.Man, true, false), 0x8000)
			}
			return posZero(p, F16.Round(neg, 0, s, g, true, false), 0x8000)
		}
		nearest := p.Nearest && bi == nb-1 && !p.CApart
		cur = posZero(p, F32.Round(neg, 0, s, g, nearest, p.OverflowMax), 0x80000000)
	}
	if !p.CApart {
		return cur
	}
	// C added to the blocks' f32 sum, exactly, then rounded.
	acc := F32
	if f.Acc == F16 {
		acc = F16
	}
	neg, hi, lo, e := addExact(F32.Decode(cf), F32.Decode(cur))
	if hi == 0 && lo == 0 {
		return 0
	}
	return posZero(p, acc.Round(neg, hi, lo, e, p.Nearest, p.OverflowMax), acc.signBit())
}

// addExact adds two finite (or zero) numbers and returns the sum as
// (-1)^neg * hi:lo * 2^e, exact but for bits far below the top, which are
// folded into a sticky last bit (so any rounding to 24 or fewer bits is
// that of the exact sum).
func addExact(x, y Num) (neg bool, hi, lo uint64, e int) {
	var ts []Num
	for _, n := range []Num{x, y} {
		if n.Class == Finite {
			ts = append(ts, n)
		}
	}
	if len(ts) == 0 {
		return false, 0, 0, 0
	}
	emin := ts[0].Exp - ts[0].Man
	for _, t := range ts {
		emin = min(emin, t.Exp-t.Man)
	}
	sum := new(big.Int)
	for _, t := range ts {
		v := new(big.Int).Lsh(new(big.Int).SetUint64(t.Sig), uint(t.Exp-t.Man-emin))
		if t.Neg {
			v.Neg(v)
		}
		sum.Add(sum, v)
	}
	neg = sum.Sign() < 0
	sum.Abs(sum)
	e = emin
	if n := sum.BitLen(); n > 120 {
		sh := uint(n - 120)
		sticky := new(big.Int).And(sum, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), sh), big.NewInt(1))).Sign() != 0
		sum.Rsh(sum, sh)
		if sticky {
			sum.SetBit(sum, 0, 1)
		}
		e += int(sh)
	}
	lo = new(big.Int).And(sum, new(big.Int).SetUint64(^uint64(0))).Uint64()
	hi = new(big.Int).Rsh(sum, 64).Uint64()
	return neg, hi, lo, e
}

// posZero turns the negative zero neg of a result into +0 unless p keeps
// IEEE's signed zeros.
func posZero(p Params, r, neg uint32) uint32 {
	if r == neg && !p.NegZero {
		return 0
	}
	return r
}

var inf = func() float64 { x := 0.0; return 1 / x }()

func intElem(f Format, x uint32) int64 {
	if f.Signed {
		return int64(int8(x))
	}
	return int64(uint8(x))
}

type term struct {
	neg bool
	sig uint64
	lsb int // exponent of sig's LSB
	exp int // alignment exponent
}

// block adds the products of one block and the f32 c as the unit does and
// returns the exact value of the sum, (-1)^neg * s * 2^g.
func block(p Params, f Form, a, b []uint32, c uint32) (neg bool, s uint64, g int) {
	var ts []term
	allNegZero := true
	for k := range a {
		x, y := f.A.Decode(a[k]), f.B.Decode(b[k])
		n := x.Neg != y.Neg
		if x.Class == Zero || y.Class == Zero {
			allNegZero = allNegZero && n
			continue
		}
		allNegZero = false
		ts = append(ts, term{n, x.Sig * y.Sig, x.Exp - x.Man + y.Exp - y.Man, x.Exp + y.Exp})
	}
	cn := F32.Decode(c)
	if cn.Class == Zero {
		allNegZero = allNegZero && cn.Neg
	} else {
		allNegZero = false
		ts = append(ts, term{cn.Neg, cn.Sig, cn.Exp - cn.Man, cn.Exp})
	}
	if len(ts) == 0 {
		return p.NegZero && allNegZero, 0, 0
	}
	e := ts[0].exp
	for _, t := range ts[1:] {
		e = max(e, t.exp)
	}
	g = e - p.Frac
	var sum int64
	for _, t := range ts {
		var m uint64
		if d := t.lsb - g; d >= 0 {
			m = t.sig << uint(d)
		} else if -d < 64 {
			m = t.sig >> uint(-d)
		}
		if t.neg {
			sum -= int64(m)
		} else {
			sum += int64(m)
		}
	}
	if sum < 0 {
		return true, uint64(-sum), g
	}
	return false, uint64(sum), g
}
