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

// halfToF64 is the value of the half h.
func halfToF64(h uint16) float64 {
	e := int(h>>10) & 31
	m := float64(h & 0x3ff)
	var v float64
	switch e {
	case 0:
		v = math.Ldexp(m, -24)
	case 31:
		if m != 0 {
			return math.NaN()
		}
		v = math.Inf(1)
	default:
		v = math.Ldexp(m+1024, e-25)
	}
	if h&0x8000 != 0 {
		v = -v
	}
	return v
}

// f64ToHalf rounds x to the nearest half, ties to even; NaN gives
// NVIDIA's canonical 0x7fff.
func f64ToHalf(x float64) uint16 {
	if math.IsNaN(x) {
		return 0x7fff
	}
	sign := uint16(0)
	if math.Signbit(x) {
		sign, x = 0x8000, -x
	}
	if math.IsInf(x, 0) || x >= 65520 {
		return sign | 0x7c00
	}
	_, e := math.Frexp(x) // x = f·2^e, 0.5 <= f < 1
	q := e - 11           // quantum exponent of an 11-bit significand
	if q < -24 {
		q = -24
	}
	m := math.RoundToEven(math.Ldexp(x, -q))
	if m == 0 {
		return sign
	}
	if m >= 2048 {
		m /= 2
		q++
	}
	if m < 1024 {
		return sign | uint16(m)
	}
	return sign | uint16(q+25)<<10 | uint16(m)&0x3ff
}

// TestHalfChainNaN runs a chain of f16x2 arithmetic whose intermediate
// NaNs are not made canonical (only its results are) and a dequantiser
// whose operands are known finite (no NaN test at all), and checks every
// lane against exact arithmetic with NVIDIA's canonical NaN.
func TestHalfChainNaN(t *testing.T) {
	src := `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 n)
{
	.reg .pred %p;
	.reg .b32 %r<16>;
	.reg .b64 %rd<8>;
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %tid.x;
	mov.u32 %r3, %ctaid.x;
	mad.lo.s32 %r2, %r3, 256, %r2;
	setp.ge.u32 %p, %r2, %r1;
	@%p bra done;
	mul.wide.u32 %rd1, %r2, 4;
	ld.param.u64 %rd2, [pa];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r4, [%rd2];
	ld.param.u64 %rd2, [pb];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r5, [%rd2];
	ld.param.u64 %rd2, [pc];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r6, [%rd2];
	sub.f16x2 %r7, %r4, %r5;
	mul.f16x2 %r8, %r7, %r6;
	fma.rn.f16x2 %r9, %r8, %r5, %r4;
	add.f16x2 %r10, %r9, %r7;
	and.b32 %r11, %r4, 0x03ff03ff;
	or.b32 %r11, %r11, 0x64006400;
	sub.f16x2 %r12, %r11, 0x64006400;
	mul.wide.u32 %rd1, %r2, 12;
	ld.param.u64 %rd2, [pd];
	add.s64 %rd2, %rd2, %rd1;
	st.global.u32 [%rd2], %r7;
	st.global.u32 [%rd2+4], %r10;
	st.global.u32 [%rd2+8], %r12;
done:
	ret;
}
`
	r := rand.New(rand.NewSource(5))
	n := 4096
	specials := []uint16{0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfd55, 0x7bff, 0xfbff, 0, 0x8000, 1, 0x3c00}
	half := func() uint16 {
		if r.Intn(4) == 0 {
			return specials[r.Intn(len(specials))]
		}
		return uint16(r.Intn(1 << 16))
	}
	dir := t.TempDir()
	var ins [3][]uint32
	var paths [3]string
	for k := range ins {
		buf := make([]byte, 4*n)
		for i := 0; i < n; i++ {
			w := uint32(half()) | uint32(half())<<16
			ins[k] = append(ins[k], w)
			binary.LittleEndian.PutUint32(buf[4*i:], w)
		}
		paths[k] = filepath.Join(dir, fmt.Sprint(k))
		if err := os.WriteFile(paths[k], buf, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	out := runElementwise(t, src, n, fmt.Sprintf("buf:b32:%d:file:%s", n, paths[0]), fmt.Sprintf("buf:b32:%d:file:%s", n, paths[1]),
		fmt.Sprintf("buf:b32:%d:file:%s", n, paths[2]), fmt.Sprintf("buf:b32:%d:zero", 3*n))[3]
	for i := 0; i < n; i++ {
		for lane := 0; lane < 2; lane++ {
			sh := 16 * lane
			a := halfToF64(uint16(ins[0][i] >> sh))
			b := halfToF64(uint16(ins[1][i] >> sh))
			c := halfToF64(uint16(ins[2][i] >> sh))
			r7 := halfToF64(f64ToHalf(a - b))
			r8 := halfToF64(f64ToHalf(r7 * c))
			r9 := halfToF64(f64ToHalf(math.FMA(r8, b, a))) // f64 then f16: a double rounding would fail, not pass
			r10 := f64ToHalf(r9 + r7)
			r12 := f64ToHalf(halfToF64(uint16((ins[0][i]>>sh)&0x3ff|0x6400)) - 1024)
			for j, want := range []uint16{f64ToHalf(r7), r10, r12} {
				got := uint16(binary.LittleEndian.Uint32(out[4*(3*i+j):]) >> sh)
				if got != want {
					t.Fatalf("element %d lane %d result %d: got %#04x, want %#04x (a %#04x b %#04x c %#04x)", i, lane, j, got, want,
						uint16(ins[0][i]>>sh), uint16(ins[1][i]>>sh), uint16(ins[2][i]>>sh))
				}
			}
		}
	}
}
