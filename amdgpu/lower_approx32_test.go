package amdgpu

import (
	"math"
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
