package amdgpu_test

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"testing"
)

// cvtNearestKernel converts a[i] and b[i] (f32) to f16 and bf16 with
// .rn, .rn.relu and .rn.sat, scalar and packed (a in the upper half).
const cvtNearestKernel = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pd, .param .u32 n)
{
	.reg .pred %p;
	.reg .b16 %h<8>;
	.reg .b32 %r<16>;
	.reg .f32 %f<3>;
	.reg .b64 %rd<6>;
	ld.param.u32 %r3, [n];
	mov.u32 %r4, %tid.x;
	mov.u32 %r5, %ctaid.x;
	mad.lo.s32 %r4, %r5, 256, %r4;
	setp.ge.u32 %p, %r4, %r3;
	@%p bra done;
	mul.wide.u32 %rd1, %r4, 4;
	ld.param.u64 %rd2, [pa];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.f32 %f1, [%rd2];
	ld.param.u64 %rd2, [pb];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.f32 %f2, [%rd2];
	mul.wide.u32 %rd1, %r4, 36;
	ld.param.u64 %rd4, [pd];
	add.s64 %rd4, %rd4, %rd1;
	cvt.rn.f16.f32 %h1, %f1;
	cvt.rn.bf16.f32 %h2, %f1;
	cvt.rn.relu.f16.f32 %h3, %f1;
	cvt.rn.relu.bf16.f32 %h4, %f1;
	cvt.rn.sat.f16.f32 %h5, %f1;
	cvt.rn.f16x2.f32 %r6, %f1, %f2;
	cvt.rn.bf16x2.f32 %r7, %f1, %f2;
	cvt.rn.relu.f16x2.f32 %r8, %f1, %f2;
	cvt.rn.relu.bf16x2.f32 %r9, %f1, %f2;
	cvt.u32.u16 %r10, %h1;
	cvt.u32.u16 %r11, %h2;
	cvt.u32.u16 %r12, %h3;
	cvt.u32.u16 %r13, %h4;
	cvt.u32.u16 %r14, %h5;
	st.global.v4.u32 [%rd4], {%r10, %r11, %r12, %r13};
	st.global.v4.u32 [%rd4+16], {%r14, %r6, %r7, %r8};
	st.global.u32 [%rd4+32], %r9;
done:
	ret;
}
`

// nearestRef rounds the f32 x to nearest even in a format of p bits of
// precision whose normal exponents start at emin and whose largest finite
// value is maxFinite, and returns the rounded value as an f64 (±Inf on
// overflow). It is IEEE 754's definition computed in f64, where every
// step is exact for an f32 input.
func nearestRef(x float32, p, emin int, maxFinite float64) float64 {
	a := math.Abs(float64(x))
	if a == 0 || math.IsInf(a, 0) {
		return float64(x)
	}
	_, e := math.Frexp(a) // a in [2^(e-1), 2^e)
	e = max(e-1, emin)
	quantum := math.Ldexp(1, e-p+1)
	q := math.RoundToEven(a/quantum) * quantum
	if q > maxFinite {
		q = math.Inf(1)
	}
	return math.Copysign(q, float64(x))
}

// halfBits encodes an f64 that f16 represents exactly.
func halfBits(v float64) uint16 {
	var sign uint16
	if math.Signbit(v) {
		sign = 0x8000
	}
	a := math.Abs(v)
	switch {
	case math.IsInf(a, 0):
		return sign | 0x7c00
	case a < 0x1p-14:
		return sign | uint16(a*0x1p24)
	}
	fr, e := math.Frexp(a)
	return sign | uint16(e-1+15)<<10 | uint16(fr*2048-1024)
}

// cvtNearestRef gives the nine results of cvtNearestKernel.
func cvtNearestRef(a, b float32) [9]uint32 {
	f16 := func(x float32, relu bool) uint32 {
		if x != x {
			return 0x7fff
		}
		r := nearestRef(x, 11, -14, 65504)
		if relu && (r < 0 || math.Signbit(r)) {
			r = 0
		}
		return uint32(halfBits(r))
	}
	bf16 := func(x float32, relu bool) uint32 {
		if x != x {
			return 0x7fff
		}
		r := nearestRef(x, 8, -126, 0x1.fep127)
		if relu && (r < 0 || math.Signbit(r)) {
			r = 0
		}
		return math.Float32bits(float32(r)) >> 16
	}
	sat := func(x float32) uint32 {
		if x != x {
			return 0
		}
		r := nearestRef(x, 11, -14, 65504)
		return uint32(halfBits(math.Min(math.Max(r, 0), 1)))
	}
	return [9]uint32{f16(a, false), bf16(a, false), f16(a, true), bf16(a, true), sat(a),
		f16(a, false)<<16 | f16(b, false), bf16(a, false)<<16 | bf16(b, false),
		f16(a, true)<<16 | f16(b, true), bf16(a, true)<<16 | bf16(b, true)}
}

// TestCvtNearestF32 checks cvt.rn from f32 to f16 and bf16 (one
// hardware conversion or bf16's integer rounding, lower_cvt.go's
// nearestFromF32) on the emulator against IEEE 754 rounding computed in
// Go: values at and beside every tie, the subnormal and overflow
// boundaries of both formats, zeros, infinities, NaNs, and random bits.
func TestCvtNearestF32(t *testing.T) {
	var vals []uint32
	for _, f := range []float64{0, 1, 1.5, 65504, 65519.998, 65520, 65536, 0x1p-14, 0x1p-24, 0x1p-25, 0x1.8p-25, 0x1p-26,
		0x1.ffcp-15, 0x1.ffep-15, 0x1p-126, 0x1p-149, 0x1.fep127, 0x1.ffp127, 3.4e38, 0.3333333, 1e-10, 1e10} {
		for _, s := range []float64{1, -1} {
			vals = append(vals, math.Float32bits(float32(s*f)))
		}
	}
	vals = append(vals, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001, 0x7f800001, 0x00000001, 0x807fffff)
	var ties []uint32
	for _, v := range vals {
		for d := -2; d <= 2; d++ {
			ties = append(ties, v+uint32(d))
		}
		// f16 ties (bit 12 set alone below f16's last bit) and bf16 ties (bit 15).
		ties = append(ties, v&^0x1fff|0x1000, v&^0x1fff|0x3000, v&^0xffff|0x8000, v&^0xffff|0x18000)
	}
	r := rand.New(rand.NewSource(7))
	as := ties
	for len(as) < 4096 {
		as = append(as, r.Uint32())
	}
	bs := make([]uint32, len(as))
	for i := range bs {
		bs[i] = as[(i*7+3)%len(as)]
	}
	n := len(as)
	dir := t.TempDir()
	write := func(name string, v []uint32) string {
		buf := make([]byte, 4*len(v))
		for i := range v {
			binary.LittleEndian.PutUint32(buf[4*i:], v[i])
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, buf, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	out := runElementwise(t, cvtNearestKernel, n, fmt.Sprintf("buf:u32:%d:file:%s", n, write("a", as)),
		fmt.Sprintf("buf:u32:%d:file:%s", n, write("b", bs)), fmt.Sprintf("buf:u32:%d:zero", 9*n))[2]
	names := []string{"cvt.rn.f16.f32", "cvt.rn.bf16.f32", "cvt.rn.relu.f16.f32", "cvt.rn.relu.bf16.f32", "cvt.rn.sat.f16.f32",
		"cvt.rn.f16x2.f32", "cvt.rn.bf16x2.f32", "cvt.rn.relu.f16x2.f32", "cvt.rn.relu.bf16x2.f32"}
	for i := 0; i < n; i++ {
		want := cvtNearestRef(math.Float32frombits(as[i]), math.Float32frombits(bs[i]))
		for k := range want {
			if got := binary.LittleEndian.Uint32(out[4*(9*i+k):]); got != want[k] {
				t.Fatalf("%s of %#08x, %#08x = %#x, want %#x", names[k], as[i], bs[i], got, want[k])
			}
		}
	}
}
