package tensorcore

import (
	"math"
	"math/rand/v2"
)

// Set is a named group of tiles of one form.
type Set struct {
	Form  string
	Name  string
	Tiles []Tile
}

// Vector is one designed dot product: a and b (K elements each) and c.
type Vector struct {
	A, B []uint32
	C    uint32
}

// Sets returns the test vectors for form f: nRand random tiles of each
// random kind, and the designed vectors (packed eight to a tile, see
// pack). Everything is deterministic.
func Sets(f Form, nRand int) []Set {
	g := &gen{f: f, r: rand.New(rand.NewPCG(uint64(len(f.Name)), hash(f.Name)))}
	if f.A.IsInt() {
		return []Set{
			{f.Name, "rand", g.tiles(nRand, g.intTile)},
			{f.Name, "extreme", g.tiles(max(nRand/8, 4), g.intExtremeTile)},
		}
	}
	sets := []Set{
		{f.Name, "rand", g.tiles(nRand, func() Tile { return g.randTile(-3, 0) })},
		{f.Name, "wide", g.tiles(nRand, func() Tile { w := g.wideExp(); return g.randTile(-w, w) })},
		{f.Name, "full", g.tiles(nRand, func() Tile { return g.randTile(f.A.Emin(), f.A.bias()) })},
	}
	for _, d := range []struct {
		name string
		fn   func() []Vector
	}{
		{"cancel", g.cancel},
		{"align", g.align},
		{"carry", g.carry},
		{"block", g.block},
		{"binade", g.binade},
		{"subnormal", g.subnormal},
		{"special", g.special},
		{"large", g.large},
		{"zero", g.zeros},
		{"ties", g.ties},
		{"pair", g.pair},
	} {
		if vs := d.fn(); len(vs) > 0 {
			sets = append(sets, Set{f.Name, d.name, g.pack(vs)})
		}
	}
	return sets
}

func hash(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

type gen struct {
	f Form
	r *rand.Rand
}

func (g *gen) tiles(n int, fn func() Tile) []Tile {
	ts := make([]Tile, n)
	for i := range ts {
		ts[i] = fn()
	}
	return ts
}

// pack places eight vectors on the diagonal of each tile: row i of A is
// a_i, column i of B is b_i, row i of C is c_i; rows 8+i hold -a_i and
// -c_i, so each result's negation is measured too. Every other element of
// D is a cross term, measured and modelled like the rest.
func (g *gen) pack(vs []Vector) []Tile {
	f := g.f
	var ts []Tile
	for len(vs)%8 != 0 {
		vs = append(vs, vs[g.r.IntN(len(vs))])
	}
	for i := 0; i < len(vs); i += 8 {
		t := NewTile(f)
		for j := 0; j < 8; j++ {
			v := vs[i+j]
			copy(t.A[j*f.K:], v.A)
			copy(t.B[j*f.K:], v.B)
			for k, x := range v.A {
				t.A[(8+j)*f.K+k] = x ^ f.A.signBit()
			}
			for n := 0; n < 8; n++ {
				t.C[j*8+n] = v.C
				t.C[(8+j)*8+n] = v.C ^ f.Acc.signBit()
			}
		}
		ts = append(ts, t)
	}
	return ts
}

// enc builds the bits of a finite element of format f: sign, unbiased
// exponent e (normal range) and mantissa field m. tf32 gets random bits in
// the 13 low bits the hardware ignores.
func (g *gen) enc(f Format, neg bool, e int, m uint64) uint32 {
	e = max(min(e, f.bias()), f.Emin())
	x := uint32(e+f.bias())<<f.Man | uint32(m&(1<<f.Man-1))
	if f.NoInf && e == f.bias()+1 && m&(1<<f.Man-1) == 1<<f.Man-1 {
		x--
	}
	x <<= f.LowSkip
	if f.LowSkip > 0 {
		x |= uint32(g.r.Uint64()) & (1<<f.LowSkip - 1)
	}
	if neg {
		x |= f.signBit()
	}
	return x
}

func (g *gen) rnd(f Format, eLo, eHi int) uint32 {
	return g.enc(f, g.r.IntN(2) == 0, eLo+g.r.IntN(eHi-eLo+1), g.r.Uint64())
}

// val is v in format f, rounded to nearest.
func val(f Format, v float64) uint32 { return f.FromFloat64(v) }

func (g *gen) wideExp() int {
	return min(g.f.A.bias()-1, 20)
}

func (g *gen) randTile(eLo, eHi int) Tile {
	f := g.f
	t := NewTile(f)
	for i := range t.A {
		t.A[i] = g.rnd(f.A, eLo, eHi)
	}
	for i := range t.B {
		t.B[i] = g.rnd(f.B, eLo, eHi)
	}
	for i := range t.C {
		t.C[i] = g.rnd(f.Acc, 2*eLo, 2*eHi+1)
		if g.r.IntN(8) == 0 {
			t.C[i] = 0
		}
	}
	return t
}

func (g *gen) intTile() Tile {
	f := g.f
	t := NewTile(f)
	for i := range t.A {
		t.A[i] = uint32(g.r.Uint64() & 0xff)
	}
	for i := range t.B {
		t.B[i] = uint32(g.r.Uint64() & 0xff)
	}
	for i := range t.C {
		t.C[i] = uint32(g.r.Uint64())
	}
	return t
}

func (g *gen) intExtremeTile() Tile {
	f := g.f
	t := NewTile(f)
	ext := []uint32{0x80, 0x7f, 0xff, 0, 1, 0x81}
	for i := range t.A {
		t.A[i] = ext[g.r.IntN(len(ext))]
	}
	for i := range t.B {
		t.B[i] = ext[g.r.IntN(len(ext))]
	}
	cs := []uint32{0x7fffffff, 0x80000000, 0xffffffff, 0, 0x7fff0000}
	for i := range t.C {
		t.C[i] = cs[g.r.IntN(len(cs))]
	}
	return t
}

// zeroVec returns a vector of zeros.
func (g *gen) zeroVec() Vector {
	return Vector{make([]uint32, g.f.K), make([]uint32, g.f.K), 0}
}

// prod sets element k of v so that a_k*b_k = (-1)^neg * m * 2^e exactly,
// m in [1, 2) given by its mantissa field (f.A.Man bits), splitting the
// exponent between a and b. It reports false if e is out of reach.
func (g *gen) prod(v *Vector, k int, neg bool, e int, m uint64) bool {
	fa, fb := g.f.A, g.f.B
	ea := max(min(e/2, fa.bias()), fa.Emin())
	eb := e - ea
	if eb > fb.bias() || eb < fb.Emin() {
		ea = e - max(min(eb, fb.bias()), fb.Emin())
		eb = e - ea
		if ea > fa.bias() || ea < fa.Emin() {
			return false
		}
	}
	v.A[k] = g.enc(fa, neg, ea, m)
	v.B[k] = g.enc(fb, false, eb, 0)
	if fb.LowSkip > 0 {
		v.B[k] &^= 1<<fb.LowSkip - 1
	}
	return true
}

func (g *gen) cval(v float64) uint32 { return val(g.f.Acc, v) }

// randC is a random accumulator value near 2^e with a full random
// mantissa.
func (g *gen) randC(neg bool, e int) uint32 {
	f := g.f.Acc
	if e > f.bias() || e < f.Emin() {
		return g.cval(0)
	}
	return g.enc(f, neg, e, g.r.Uint64())
}

// maxE is the largest product exponent the form reaches.
func (g *gen) maxE() int { return g.f.A.bias() + g.f.B.bias() }

// cancel: pairs of products that cancel exactly or nearly, with small
// leftovers and C at different places.
func (g *gen) cancel() []Vector {
	var vs []Vector
	f := g.f
	for n := 0; n < 96; n++ {
		v := g.zeroVec()
		for k := range v.A {
			v.A[k] = g.rnd(f.A, -3, 0)
			v.B[k] = g.rnd(f.B, -3, 0)
		}
		perm := g.r.Perm(f.K)
		for i := 0; i+1 < f.K; i += 2 {
			if g.r.IntN(4) == 0 {
				continue
			}
			p, q := perm[i], perm[i+1]
			v.A[q] = v.A[p] ^ f.A.signBit()
			v.B[q] = v.B[p]
			if g.r.IntN(2) == 0 {
				v.A[q] += uint32(g.r.IntN(3)-1) << f.A.LowSkip
			}
		}
		switch g.r.IntN(4) {
		case 0:
			v.C = 0
		case 1:
			v.C = g.randC(g.r.IntN(2) == 0, -g.r.IntN(30))
		case 2:
			x := f.A.Decode(v.A[perm[0]]).Float64() * f.B.Decode(v.B[perm[0]]).Float64()
			v.C = g.cval(-x)
		default:
			v.C = g.randC(g.r.IntN(2) == 0, 2)
		}
		vs = append(vs, v)
	}
	return vs
}

// align: one large term and one small term 2^-s below it, for s = 0..44,
// both signs, the large one C or a product; the small one C or a product.
func (g *gen) align() []Vector {
	var vs []Vector
	f := g.f
	top := min(4, g.maxE()-2)
	for s := 0; s <= 44; s++ {
		for variant := 0; variant < 4; variant++ {
			v := g.zeroVec()
			negBig, negSmall := g.r.IntN(2) == 0, g.r.IntN(2) == 0
			e := top - g.r.IntN(4)
			k := g.r.IntN(f.K)
			switch variant {
			case 0: // C large, product small
				v.C = g.randC(negBig, e)
				if variant == 0 && g.r.IntN(2) == 0 {
					v.C = g.cval(math.Ldexp(map[bool]float64{false: 1, true: -1}[negBig], e))
				}
				if !g.prod(&v, k, negSmall, e-s, g.r.Uint64()) {
					continue
				}
			case 1: // product large, C small
				g.prod(&v, k, negBig, e, g.r.Uint64())
				v.C = g.randC(negSmall, e-s)
			case 2: // two products
				g.prod(&v, k, negBig, e, g.r.Uint64())
				if !g.prod(&v, (k+1+g.r.IntN(f.K-1))%f.K, negSmall, e-s, g.r.Uint64()) {
					continue
				}
			case 3: // product large with significand >= 2, C small
				g.prod(&v, k, negBig, e, 1<<f.A.Man-1-uint64(g.r.IntN(4)))
				v.A[k], v.B[k] = g.enc(f.A, negBig, f.A.Decode(v.A[k]).Exp, g.r.Uint64()|1<<(f.A.Man-1)), g.enc(f.B, false, f.B.Decode(v.B[k]).Exp, g.r.Uint64()|1<<(f.B.Man-1))
				v.C = g.randC(negSmall, e-s)
			}
			vs = append(vs, v)
		}
	}
	return vs
}

// carry: every product near its largest significand and of one sign, C
// near the top too, so the sum needs several carry bits.
func (g *gen) carry() []Vector {
	var vs []Vector
	f := g.f
	for n := 0; n < 48; n++ {
		v := g.zeroVec()
		e := g.r.IntN(3)
		for k := range v.A {
			mm := uint64(1<<f.A.Man - 1 - g.r.IntN(2))
			neg := n%4 == 3 && g.r.IntN(4) == 0
			v.A[k] = g.enc(f.A, neg, e, mm)
			v.B[k] = g.enc(f.B, false, e, uint64(1<<f.B.Man-1-g.r.IntN(2)))
		}
		switch n % 3 {
		case 0:
			v.C = 0
		case 1:
			v.C = g.randC(false, 2*e+g.r.IntN(6)-1)
		default:
			v.C = g.randC(true, 2*e+g.r.IntN(6)-1)
		}
		vs = append(vs, v)
	}
	return vs
}

// block: two huge products that cancel at positions i and j and a small
// one at l: the small one survives only where it is summed in a block
// apart from the huge ones.
func (g *gen) block() []Vector {
	var vs []Vector
	f := g.f
	big := min(g.maxE()-1, 40)
	for i := 0; i < f.K; i++ {
		for j := i + 1; j < f.K; j++ {
			if f.K > 16 && g.r.IntN(4) != 0 {
				continue
			}
			l := g.r.IntN(f.K)
			for l == i || l == j {
				l = g.r.IntN(f.K)
			}
			v := g.zeroVec()
			m := g.r.Uint64()
			g.prod(&v, i, false, big, m)
			g.prod(&v, j, true, big, m)
			g.prod(&v, l, g.r.IntN(2) == 0, 0, g.r.Uint64())
			if g.r.IntN(3) == 0 {
				v.C = g.randC(false, -2)
			}
			vs = append(vs, v)
		}
	}
	// C with the cancelling pair only: is C aligned with the products?
	for n := 0; n < 8; n++ {
		v := g.zeroVec()
		m := g.r.Uint64()
		g.prod(&v, 0, false, big, m)
		g.prod(&v, f.K-1, true, big, m)
		v.C = g.randC(n%2 == 0, -n)
		vs = append(vs, v)
	}
	return vs
}

// binade: products with significands >= 2 (1.5*1.5, (2-u)^2) next to C
// and small terms at the edge of the alignment window.
func (g *gen) binade() []Vector {
	var vs []Vector
	f := g.f
	for n := 0; n < 96; n++ {
		v := g.zeroVec()
		e := g.r.IntN(5) - 2
		k := g.r.IntN(f.K)
		hi := uint64(1<<f.A.Man - 1)
		ms := []uint64{1 << (f.A.Man - 1), hi, hi - 1, 1<<(f.A.Man-1) | 1, g.r.Uint64()}
		neg := g.r.IntN(2) == 0
		v.A[k] = g.enc(f.A, neg, e, ms[g.r.IntN(len(ms))])
		v.B[k] = g.enc(f.B, false, 0, ms[g.r.IntN(len(ms))]>>(f.A.Man-f.B.Man))
		pe := e + f.B.Decode(v.B[k]).Exp
		switch g.r.IntN(4) {
		case 0:
			v.C = g.randC(g.r.IntN(2) == 0, pe+g.r.IntN(3)-1)
		case 1:
			v.C = g.randC(g.r.IntN(2) == 0, pe-23-g.r.IntN(5))
		case 2:
			v.C = g.randC(g.r.IntN(2) == 0, pe+1)
		}
		for x := 0; x < 3; x++ {
			k2 := g.r.IntN(f.K)
			if k2 != k {
				g.prod(&v, k2, g.r.IntN(2) == 0, pe-20-g.r.IntN(8), g.r.Uint64())
			}
		}
		vs = append(vs, v)
	}
	return vs
}

// subnormal: subnormal inputs, products below the f32 normal range, C
// subnormal, results in the subnormal range.
func (g *gen) subnormal() []Vector {
	var vs []Vector
	f := g.f
	sub := func(fm Format) uint32 {
		x := uint32(1+g.r.IntN(1<<fm.Man-1)) << fm.LowSkip
		if g.r.IntN(2) == 0 {
			x |= fm.signBit()
		}
		return x
	}
	for n := 0; n < 96; n++ {
		v := g.zeroVec()
		for x := 0; x < 1+g.r.IntN(4); x++ {
			k := g.r.IntN(f.K)
			switch g.r.IntN(3) {
			case 0:
				v.A[k], v.B[k] = sub(f.A), g.rnd(f.B, -2, 2)
			case 1:
				v.A[k], v.B[k] = sub(f.A), sub(f.B)
			default:
				lo := f.A.Emin()
				v.A[k], v.B[k] = g.rnd(f.A, lo, lo+8), g.rnd(f.B, lo, lo+8)
			}
		}
		switch g.r.IntN(4) {
		case 0:
			v.C = 0
		case 1:
			v.C = sub(f.Acc)
		case 2:
			v.C = g.randC(g.r.IntN(2) == 0, f.Acc.Emin()+g.r.IntN(3))
		default:
			v.C = g.randC(g.r.IntN(2) == 0, 2*f.A.Emin()+g.r.IntN(24))
		}
		vs = append(vs, v)
	}
	return vs
}

// special: NaN (quiet and signalling payloads, both signs), infinities,
// inf*0, inf-inf, in A, B and C.
func (g *gen) special() []Vector {
	var vs []Vector
	f := g.f
	nan := func(fm Format) uint32 {
		e := uint32(1<<fm.Exp-1) << (fm.Bits - 1 - fm.Exp)
		if fm.NoInf {
			return e | uint32(1<<fm.Man-1) | uint32(g.r.IntN(2))<<(fm.Bits-1)
		}
		m := uint32(1 + g.r.IntN(1<<(fm.Bits-1-fm.Exp)-1))
		return e | m | uint32(g.r.IntN(2))<<(fm.Bits-1)
	}
	infv := func(fm Format, neg bool) uint32 {
		if fm.NoInf {
			return nan(fm)
		}
		x := uint32(1<<fm.Exp-1) << (fm.Bits - 1 - fm.Exp)
		if neg {
			x |= fm.signBit()
		}
		return x
	}
	for n := 0; n < 96; n++ {
		v := g.zeroVec()
		for k := range v.A {
			v.A[k] = g.rnd(f.A, -2, 1)
			v.B[k] = g.rnd(f.B, -2, 1)
		}
		v.C = g.randC(false, 0)
		k, k2 := g.r.IntN(f.K), g.r.IntN(f.K)
		switch n % 8 {
		case 0:
			v.A[k] = nan(f.A)
		case 1:
			v.B[k] = nan(f.B)
			v.A[k] = 0
		case 2:
			v.C = nan(f.Acc)
		case 3:
			v.A[k] = infv(f.A, g.r.IntN(2) == 0)
		case 4:
			v.A[k], v.B[k] = infv(f.A, false), 0
		case 5:
			v.A[k] = infv(f.A, false)
			if k2 != k {
				v.A[k2], v.B[k2] = infv(f.A, true), g.rnd(f.B, 0, 0)&^f.B.signBit()
			}
		case 6:
			v.C = infv(f.Acc, g.r.IntN(2) == 0)
		case 7:
			v.C = infv(f.Acc, true)
			v.A[k], v.B[k] = infv(f.A, false), g.rnd(f.B, 0, 0)&^f.B.signBit()
		}
		vs = append(vs, v)
	}
	return vs
}

// large: C at the top of the accumulator's range, products that overflow
// it (bf16, tf32), overflowing products that cancel.
func (g *gen) large() []Vector {
	var vs []Vector
	f := g.f
	acc := f.Acc
	for n := 0; n < 64; n++ {
		v := g.zeroVec()
		top := acc.bias()
		neg := g.r.IntN(2) == 0
		switch n % 4 {
		case 0: // C at the top plus products near it
			v.C = g.enc(acc, neg, top, uint64(1<<acc.Man-1-g.r.IntN(3)))
			pe := min(top-g.r.IntN(30), g.maxE()-1)
			g.prod(&v, g.r.IntN(f.K), g.r.IntN(4) != 0 == neg, pe, g.r.Uint64())
		case 1: // products as large as they get, one sign
			for k := range v.A {
				if g.r.IntN(2) == 0 {
					v.A[k] = g.enc(f.A, neg, f.A.bias(), g.r.Uint64())
					v.B[k] = g.enc(f.B, false, f.B.bias(), g.r.Uint64())
				}
			}
		case 2: // huge products that cancel, and a small one
			m := g.r.Uint64()
			g.prod(&v, 0, false, g.maxE()-1, m)
			g.prod(&v, 1, true, g.maxE()-1, m)
			g.prod(&v, 2+g.r.IntN(f.K-2), neg, g.r.IntN(4), g.r.Uint64())
		default: // product just over the accumulator's top, C the other way
			pe := min(top+g.r.IntN(3), g.maxE()-1)
			g.prod(&v, g.r.IntN(f.K), neg, pe, g.r.Uint64())
			v.C = g.enc(acc, !neg, top, g.r.Uint64())
		}
		vs = append(vs, v)
	}
	return vs
}

// zeros: signed zeros in every place, and exact cancellation.
func (g *gen) zeros() []Vector {
	var vs []Vector
	f := g.f
	for n := 0; n < 32; n++ {
		v := g.zeroVec()
		for k := range v.A {
			if g.r.IntN(2) == 0 {
				v.A[k] |= f.A.signBit()
			}
			if g.r.IntN(2) == 0 {
				v.B[k] |= f.B.signBit()
			}
		}
		if n%2 == 0 {
			v.C = f.Acc.signBit()
		}
		if n%4 >= 2 {
			m := g.r.Uint64()
			g.prod(&v, 0, false, 0, m)
			g.prod(&v, 1, true, 0, m)
		}
		vs = append(vs, v)
	}
	return vs
}

// ties: sums that lie at, just above or just below half an ulp of the
// result (f16 results) or carry bits below the f32 ulp (f32 results).
func (g *gen) ties() []Vector {
	var vs []Vector
	f := g.f
	for n := 0; n < 96; n++ {
		v := g.zeroVec()
		neg := g.r.IntN(2) == 0
		e := g.r.IntN(4) - 1
		v.C = g.enc(f.Acc, neg, e, g.r.Uint64())
		half := e - f.Acc.Man - 1
		g.prod(&v, 0, neg == (n%2 == 0), half, 0)
		if s := n % 24; s > 0 {
			g.prod(&v, 1+g.r.IntN(f.K-1), g.r.IntN(2) == 0, half-s, g.r.Uint64())
		}
		vs = append(vs, v)
	}
	return vs
}

// pair: two products only, at random places, 0 to 40 binades apart, with
// and without C: the alignment between products, and whether where they
// sit matters.
func (g *gen) pair() []Vector {
	var vs []Vector
	f := g.f
	top := min(6, g.maxE()-2)
	for s := 0; s <= 40; s++ {
		for n := 0; n < 4; n++ {
			v := g.zeroVec()
			i := g.r.IntN(f.K)
			j := (i + 1 + g.r.IntN(f.K-1)) % f.K
			g.prod(&v, i, g.r.IntN(2) == 0, top, g.r.Uint64())
			if !g.prod(&v, j, g.r.IntN(2) == 0, top-s, g.r.Uint64()) {
				continue
			}
			if n >= 2 {
				v.C = g.randC(g.r.IntN(2) == 0, top-g.r.IntN(s+1))
			}
			vs = append(vs, v)
		}
	}
	return vs
}
