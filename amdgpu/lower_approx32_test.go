package amdgpu

import (
	"encoding/binary"
	"math"
	"os"
	"testing"
)

// TestMufuTables checks the recorded correction tables of lower_approx32.go
// against values the H100 gave in other recordings, through a Go model of
// the translation (reference rounded once, plus the recorded code), and
// the codes' range: rcp and ex2 within one ulp of their references, rsqrt
// -2..+1 and sqrt -1..+1 (conformance/lab/mufu).
func TestMufuTables(t *testing.T) {
	code := func(tb *mufuTable, i uint32) int {
		return int(tb.data()[i>>2]>>(2*(i&3))) & 3
	}
	for _, c := range []struct {
		tb       *mufuTable
		min, max int
	}{{rcpTable, 0, 2}, {rsqrtTable, 0, 3}, {sqrtTable, 1, 3}, {ex2Table, 0, 2}} {
		var n [4]int
		for i := 0; i < c.tb.entries; i++ {
			n[code(c.tb, uint32(i))]++
		}
		for k, v := range n {
			if v > 0 && (k < c.min || k > c.max) {
				t.Errorf("%s: %d entries with code %d", c.tb.name, v, k)
			}
		}
	}
	// x0 in [1, 4): NVIDIA's result for x0 (the table's domain).
	sqrtModel := func(x0 float32, recip bool) uint32 {
		idx := math.Float32bits(x0) - 0x3f800000
		ref := math.Sqrt(float64(x0))
		tb := sqrtTable
		if recip {
			ref, tb = 1/ref, rsqrtTable
		}
		return math.Float32bits(float32(ref)) + uint32(code(tb, idx)) - 2
	}
	rcpModel := func(x0 float32) uint32 {
		m := math.Float32bits(x0) & 0x7fffff
		return math.Float32bits(1/x0) + uint32(code(rcpTable, m)) - 1
	}
	// Recorded on the H100 elsewhere: rsqrtf(0.5) is 0x3fb504f2
	// (real2/mathlib_f32), and 0.5 = 2 * 2^-2, so it is NVIDIA's rsqrt(2)
	// times 2; tl.sqrt(1.5) is 0x3f9cc470 (real2/triton_where_heavy).
	if got := math.Float32frombits(sqrtModel(2, true)) * 2; math.Float32bits(got) != 0x3fb504f2 {
		t.Errorf("rsqrt.approx(0.5) = %#x, the H100 gives 0x3fb504f2", math.Float32bits(got))
	}
	if got := sqrtModel(1.5, false); got != 0x3f9cc470 {
		t.Errorf("sqrt.approx(1.5) = %#x, the H100 gives 0x3f9cc470", got)
	}
	// ex2: NVIDIA's 2^f for f = t * 2^-24 (ex2H100's polynomial, rounded
	// once, plus the code); float/mufu_ex2 recorded ex2(0.5) = 0x3fb504f3
	// and ex2(-0.5) = 0x3f3504f2, which is 2^-1 times 2^(0.5 - 2^-24).
	ex2Model := func(t uint32) uint32 {
		f := float64(float32(t) * 0x1p-24)
		p := ex2Coef[13]
		for k := 12; k >= 0; k-- {
			p = math.FMA(p, f, ex2Coef[k])
		}
		return math.Float32bits(float32(p)) + uint32(code(ex2Table, t)) - 1
	}
	if got := ex2Model(1 << 23); got != 0x3fb504f3 {
		t.Errorf("ex2.approx(0.5) = %#x, the H100 gives 0x3fb504f3", got)
	}
	if got := ex2Model(1<<23-1) - 0x00800000; got != 0x3f3504f2 {
		t.Errorf("ex2.approx(-0.5) = %#x, the H100 gives 0x3f3504f2", got)
	}
	// A power of two has an exact reciprocal, square root (of 1 and 4 in
	// the domain: 1) and reciprocal square root: code 0 ulps.
	if rcpModel(1) != 0x3f800000 || sqrtModel(1, false) != 0x3f800000 || sqrtModel(1, true) != 0x3f800000 {
		t.Error("1 does not map to 1")
	}
}

// sinModel is sinH100 in Go: NVIDIA's sin.approx.f32 (cos) of x through
// sinQuarter, for finite x.
func sinModel(x float32, cos bool) uint32 {
	tab := sinQuarterTable()
	p := float64(float32(math.Abs(float64(x)))) * float64(math.Float32frombits(0x3e22f983))
	t := float32(p)
	if float64(t) > p {
		t = math.Nextafter32(t, 0)
	}
	k := uint32((t - float32(math.Floor(float64(t)))) * 0x1p25)
	q, r := k>>23, k&0x7fffff
	odd := q&1 == 1
	flip, neg := odd, q >= 2
	if cos {
		flip, neg = !odd, q == 1 || q == 2
	}
	idx := r
	if flip {
		idx = 0x7fffff - r
	}
	var m uint32
	if idx < 4096 {
		m = tab.direct[idx]
	} else {
		c := tab.coef[idx>>17]
		xd := float64(idx & 0x1ffff)
		qv := math.FMA(math.FMA(c[2], xd, c[1]), xd, c[0]) * 0x1p-37
		pf := float32(qv)
		pb := math.Float32bits(pf)
		if float64(pf) > qv {
			pb--
		}
		m = pb + uint32(tab.nib[idx>>1]>>(4*(idx&1))&15) - 8
	}
	if neg {
		m |= 0x80000000
	}
	if !cos {
		m ^= math.Float32bits(x) & 0x80000000
	}
	return m
}

// TestSinTable checks the MUFU.SIN quarter wave (approx32/sin_f32.bin.gz)
// through sinModel against results the H100 (and the H200: the same unit)
// gave while the table was made (conformance/lab/mufu/sin_quad.py, README):
// quadrant boundaries, the one's-complement reflection, a -0 from the
// lower half, large arguments; and the range of its corrections.
func TestSinTable(t *testing.T) {
	tab := sinQuarterTable()
	for i := 4096; i < 1<<23; i++ {
		if c := int(tab.nib[i>>1]>>(4*(i&1))&15) - 8; c < -3 || c > 3 {
			t.Fatalf("entry %d: correction %d outside -3..3", i, c)
		}
	}
	for _, c := range []struct {
		x, sin, cos uint32
	}{
		{0x00000000, 0x00000000, 0x3f800000},
		{0x80000001, 0x80000000, 0x3f800000},
		{0x3fc90fdb, 0x3f800000, 0x00000000}, // just below a quarter turn
		{0x40490fdb, 0x00000000, 0xbf800000},
		{0x40c90fdb, 0xb4491200, 0x3f800000}, // t = 1 - 2^-24: sin is -S(1)
		{0x4b000000, 0x3f3504f3, 0xbf3504f2}, // 2^23
		{0x4f000000, 0x00000000, 0x3f800000},
	} {
		x := math.Float32frombits(c.x)
		if got := sinModel(x, false); got != c.sin {
			t.Errorf("sin.approx(%#x) = %#x, the H100 gives %#x", c.x, got, c.sin)
		}
		if got := sinModel(x, true); got != c.cos {
			t.Errorf("cos.approx(%#x) = %#x, the H100 gives %#x", c.x, got, c.cos)
		}
	}
	for _, c := range []struct {
		x, want uint32
		cos     bool
	}{
		{0x40490fdc, 0x80000000, false}, // half a turn: the lower half's -0
		{0x3fc90fdc, 0x80000000, true},
		{0x3fc90fe7, 0x3f7fffff, false},
		{0x40000000, 0x3f68c7b6, false},
		{0x44000000, 0x3da2e55a, false},
		{0x45000000, 0xbea05347, false},
		{0x3e000017, 0x3f7e00a9, true},
		{0x3f800000, 0x3f0a5141, true},
		{0x40800000, 0xbf27552f, true},
		{0x43800000, 0xbd23063f, true},
		{0x47000000, 0x3ebf9268, true},
		{0x4a000003, 0x3ec3ef11, true},
	} {
		if got := sinModel(math.Float32frombits(c.x), c.cos); got != c.want {
			t.Errorf("%s.approx(%#x) = %#x, the H100 gives %#x", map[bool]string{false: "sin", true: "cos"}[c.cos], c.x, got, c.want)
		}
	}
}

// lg2Model is lg2H100 in Go: NVIDIA's lg2.approx.f32 (ftz: .ftz) of the
// f32 with bits b.
func lg2Model(b uint32, ftz bool) uint32 {
	e, m := int64(b>>23&0xff), b&0x7fffff
	switch {
	case b&0x7fffffff > 0x7f800000 || (b>>31 == 1 && b != 0x80000000 && !(ftz && e == 0)):
		return 0x7fffffff // NaN, negative
	case b == 0x7f800000:
		return b
	case b&0x7fffffff == 0 || (e == 0 && ftz):
		return 0xff800000
	case e == 0: // subnormal: lg2(x * 2^24) - 24, rounded once
		return math.Float32bits(math.Float32frombits(lg2Model(math.Float32bits(math.Float32frombits(b)*0x1p24), false)) - 24)
	case b == 0x3f800000:
		return 0
	}
	s := lg2Seg[m>>17]
	xl := int64(m & 0x1ffff)
	l := (s[0] + s[1]*xl + s[2]*int64(lg2Square(uint32(xl)))) >> 2
	e -= 127
	t, neg := e<<36+l, e < 0
	if neg {
		t = (-e-1)<<36 + (1<<36 - 1 - l)
	}
	for p := 63; p > 23; p-- { // round toward zero to 24 significant bits
		if t>>p != 0 {
			t = t >> (p - 23) << (p - 23)
			break
		}
	}
	r := float32(math.Ldexp(float64(t), -36))
	if neg {
		r = -r
	}
	return math.Float32bits(r)
}

// TestLg2Model checks lg2Square against the partial products it stands
// for, and the model behind lg2H100 (lg2Seg, lg2Square, the rounding
// rules) against the H100: spot values from conformance/lab/mufu's probes
// and all 16,384 inputs of conformance/cases/float/mufu_lg2, both forms.
// The translation itself runs that case bit for bit in the conformance
// suite.
func TestLg2Model(t *testing.T) {
	for xl := uint32(0); xl < 1<<17; xl++ {
		var s uint32
		for i := 0; i < 17; i++ {
			for j := i; j < 17; j++ {
				w := i + j + 1 // a cross product b_i b_j appears once, doubled
				if i == j {
					w = 2 * i
				}
				if xl>>i&1 == 1 && xl>>j&1 == 1 && w >= 19 {
					s += 1 << (w - 19)
				}
			}
		}
		if got := lg2Square(xl); got != s {
			t.Fatalf("lg2Square(%#x) = %d, the partial products give %d", xl, got, s)
		}
	}
	for _, c := range []struct{ x, want, wantFtz uint32 }{
		{0x3f800000, 0, 0}, {0x3f800001, 0x3495f600, 0x3495f600}, {0x3f7fffff, 0xb24b4000, 0xb24b4000},
		{0x00800000, 0xc2fbffff, 0xc2fbffff}, {0x00000001, 0xc3150000, 0xff800000}, {0x00000002, 0xc3140000, 0xff800000},
		{0x007fffff, 0xc2fc0000, 0xff800000}, {0x00400000, 0xc2fdffff, 0xff800000}, {0x00000003, 0xc3136a40, 0xff800000},
		{0x00123456, 0xc300d054, 0xff800000}, {0x80000000, 0xff800000, 0xff800000}, {0x7f800000, 0x7f800000, 0x7f800000},
		{0xff800000, 0x7fffffff, 0x7fffffff}, {0xbf800000, 0x7fffffff, 0x7fffffff}, {0x7fa00001, 0x7fffffff, 0x7fffffff},
	} {
		if got := lg2Model(c.x, false); got != c.want {
			t.Errorf("lg2.approx.f32(%#08x) = %#08x, the H100 gives %#08x", c.x, got, c.want)
		}
		if got := lg2Model(c.x, true); got != c.wantFtz {
			t.Errorf("lg2.approx.ftz.f32(%#08x) = %#08x, the H100 gives %#08x", c.x, got, c.wantFtz)
		}
	}
	dir := "../conformance/cases/float/mufu_lg2/"
	x, err := os.ReadFile(dir + "x.bin")
	if err != nil {
		t.Fatal(err)
	}
	bad := 0
	for k, name := range []string{"expected/arg1.bin", "expected/arg2.bin"} {
		want, err := os.ReadFile(dir + name)
		if err != nil || len(want) != len(x) {
			t.Fatalf("%s: %d bytes, %v", name, len(want), err)
		}
		for i := 0; i+4 <= len(x); i += 4 {
			in, w := binary.LittleEndian.Uint32(x[i:]), binary.LittleEndian.Uint32(want[i:])
			if got := lg2Model(in, k == 1); got != w && bad < 10 {
				t.Errorf("%s: lg2(%#08x) = %#08x, the H100 gives %#08x", name, in, got, w)
				bad++
			}
		}
	}
}

// tanhModel is tanhH100 in Go: NVIDIA's tanh.approx.f32 of the f32 with
// bits b.
func tanhModel(b uint32) uint32 {
	a, sign := b&0x7fffffff, b&0x80000000
	e, m := a>>23, a&0x7fffff
	switch {
	case a > 0x7f800000:
		return 0x7fffffff
	case e < 119:
		return b
	case e >= 130:
		return sign | 0x3f800000
	}
	bin := tanhBinade[e-119]
	q := m >> (23 - bin[0])
	s := tanhSeg[bin[1]+int64(q>>17)]
	xl := int64(q & 0x1ffff)
	t := s[0] + s[1]*xl + s[2]*int64(lg2Square(uint32(xl)))
	for p := 63; p > 23; p-- { // round toward zero to 24 significant bits
		if t>>p != 0 {
			t = t >> (p - 23) << (p - 23)
			break
		}
	}
	return sign | math.Float32bits(float32(math.Ldexp(float64(t), -40)))
}

// TestTanhModel checks the model behind tanhH100 (tanhSeg, tanhBinade,
// lg2Square, the rounding) against the H100 on all 16,384 inputs of
// conformance/cases/float/mufu_tanh and a few spot values; the
// translation itself runs that case bit for bit in the conformance suite.
func TestTanhModel(t *testing.T) {
	n := int64(0)
	for i, b := range tanhBinade {
		if b[1] != n || b[0] < 17 || b[0] > 21 {
			t.Fatalf("tanhBinade[%d] = %v: segments out of order", i, b)
		}
		n += 1 << (b[0] - 17)
	}
	if n != int64(len(tanhSeg)) {
		t.Fatalf("tanhBinade covers %d segments, tanhSeg has %d", n, len(tanhSeg))
	}
	for _, c := range []struct{ x, want uint32 }{
		{0, 0}, {0x80000000, 0x80000000}, {0x7f800000, 0x3f800000}, {0xff800000, 0xbf800000},
		{0xffc00000, 0x7fffffff}, {0x00000001, 0x00000001}, {0x3e000000, 0x3dfeacd0},
	} {
		if got := tanhModel(c.x); got != c.want {
			t.Errorf("tanh.approx.f32(%#08x) = %#08x, the H100 gives %#08x", c.x, got, c.want)
		}
	}
	dir := "../conformance/cases/float/mufu_tanh/"
	x, err := os.ReadFile(dir + "x.bin")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(dir + "expected/arg1.bin")
	if err != nil || len(want) != len(x) {
		t.Fatalf("expected/arg1.bin: %d bytes, %v", len(want), err)
	}
	bad := 0
	for i := 0; i+4 <= len(x); i += 4 {
		in, w := binary.LittleEndian.Uint32(x[i:]), binary.LittleEndian.Uint32(want[i:])
		if got := tanhModel(in); got != w && bad < 10 {
			t.Errorf("tanh(%#08x) = %#08x, the H100 gives %#08x", in, got, w)
			bad++
		}
	}
}
