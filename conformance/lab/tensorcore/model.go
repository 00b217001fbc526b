package tensorcore

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
// order, each block's f32 result being the next block's C (no H100 form
// has more than one block).
type Params struct {
	Block int
	Frac  int
	// Nearest: an f32 result is rounded to nearest even, not toward zero.
	Nearest bool
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
		// Not modelled (Modelled): the H100 rounds these to nearest, and
		// adds C to the products' sum apart; how it aligns the products
		// is not found yet (RATIONALE.md).
		p.Block = 32
		p.Nearest = true
	}
	return p
}

// Modelled reports whether H100 describes form f bit for bit: every form
// but the fp8 ones.
func Modelled(f Form) bool { return f.A != E4M3 && f.A != E5M2 }

// Form is one mma.sync form: its input formats, accumulator format, K.
type Form struct {
	Name      string
	A, B, Acc Format
	K         int
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
	cur := c
	if f.Acc == F16 {
		cur = F32.FromFloat64(cn.Float64())
	}
	var res uint32
	for k0 := 0; k0 < len(a); k0 += p.Block {
		k1 := min(k0+p.Block, len(a))
		neg, s, g := block(p, f, a[k0:k1], b[k0:k1], cur)
		last := k1 == len(a)
		r32 := F32.Round(neg, 0, s, g, p.Nearest, p.OverflowMax)
		if r32 == 0x80000000 && !p.NegZero {
			r32 = 0
		}
		if !last || f.Acc != F16 {
			cur, res = r32, r32
			continue
		}
		if p.F16ViaF32 {
			v := F32.Decode(r32)
			res = F16.Round(v.Neg, 0, v.Sig, v.Exp-v.Man, true, false)
		} else {
			res = F16.Round(neg, 0, s, g, true, false)
		}
		if res == 0x8000 && !p.NegZero {
			res = 0
		}
	}
	return res
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
