package amdgpu_test

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

const nanChainPTX = `.version 8.0
.target sm_90
.address_size 64
.visible .entry chain(.param .u64 p, .param .f64 q)
{
	.reg .f32 %f<8>;
	.reg .f64 %d<4>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd0, [p];
	ld.global.f32 %f0, [%rd0];
	ld.global.f32 %f1, [%rd0+4];
	add.rn.f32 %f2, %f0, %f1;
	mul.rn.f32 %f3, %f2, %f1;
	fma.rn.f32 %f4, %f3, %f0, %f1;
	st.global.f32 [%rd0+8], %f4;
	ld.param.f64 %d0, [q];
	add.rn.f64 %d1, %d0, %d0;
	st.global.f64 [%rd0+16], %d1;
	ret;
}
`

// TestNaNCanonical checks the NaN selects: an f32 chain makes only its
// last result canonical (the earlier selects have no reader), f64 picks
// its NaN operand, and FastNaN leaves every NaN to the hardware.
func TestNaNCanonical(t *testing.T) {
	c := ptxCase{"chain", "chain.ptx", []byte(nanChainPTX)}
	opts := modeTarget("wave32")
	ir := translate(t, c, opts)
	canon := "float 0x7FFFFFFFE0000000"
	if n := strings.Count(ir, canon); n == 0 {
		t.Errorf("no canonical f32 NaN select:\n%s", ir)
	}
	// The select of the add and the mul are not read by the next
	// instruction: only the fma's result is stored.
	for _, line := range strings.Split(ir, "\n") {
		if strings.Contains(line, "fmul float") || strings.Contains(line, "call float @llvm.fma.f32") {
			for _, op := range strings.Fields(line) {
				if strings.HasPrefix(op, "%") && strings.Contains(ir, strings.TrimSuffix(op, ",")+" = select") {
					t.Errorf("reads a canonicalised value: %s", line)
				}
			}
		}
	}
	if !strings.Contains(ir, "0xFFF8000000000000") {
		t.Errorf("no f64 default NaN 0xfff8000000000000:\n%s", ir)
	}
	opts.FastNaN = true
	fast := translate(t, c, opts)
	if strings.Contains(fast, canon) || strings.Contains(fast, "0xFFF8000000000000") || strings.Contains(fast, "fcmp uno") {
		t.Errorf("FastNaN still makes NaNs NVIDIA's:\n%s", fast)
	}
}

// TestSignedZeroAndNaNResults runs, on the emulator, the special points
// the H100 recorded (conformance/cases/special): tanh.approx of -0 is -0
// in f32, f16, f16x2 and bf16 (issue 21: it was +0), sqrt.rn.f32 of -1 is
// 0x7fffffff (it was 0xffc00000), add.f32 of a NaN payload is 0x7fffffff,
// and add.f64 of two NaNs is the second one quietened.
func TestSignedZeroAndNaNResults(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 po, .param .u32 n)
{
	.reg .b16 %h<4>;
	.reg .b32 %r<4>;
	.reg .f32 %f<4>;
	.reg .f64 %d<4>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd0, [po];
	mov.b16 %h0, 0x8000;
	tanh.approx.f16 %h1, %h0;
	st.global.b16 [%rd0], %h1;
	tanh.approx.bf16 %h2, %h0;
	st.global.b16 [%rd0+2], %h2;
	mov.b32 %r0, 0x80008000;
	tanh.approx.f16x2 %r1, %r0;
	st.global.b32 [%rd0+4], %r1;
	mov.b32 %f0, 0x80000000;
	tanh.approx.f32 %f1, %f0;
	st.global.f32 [%rd0+8], %f1;
	sqrt.rn.f32 %f2, 0fBF800000;
	st.global.f32 [%rd0+12], %f2;
	mov.b32 %f0, 0xffc12345;
	add.f32 %f3, %f0, %f1;
	st.global.f32 [%rd0+16], %f3;
	mov.b64 %d0, 0x7ff0000000000001;
	mov.b64 %d1, 0xfff0123456789abc;
	add.rn.f64 %d2, %d0, %d1;
	st.global.f64 [%rd0+24], %d2;
	ret;
}
`
	out := runKernel(t, "gfx1100", "wave32", src, hipruntime.Dim3{X: 1, Y: 1, Z: 1}, hipruntime.Dim3{X: 1, Y: 1, Z: 1}, "buf:b8:32:zero", "u32:1")[0]
	le := binary.LittleEndian
	checks := []struct {
		name      string
		got, want uint64
	}{
		{"tanh.approx.f16(-0)", uint64(le.Uint16(out[0:])), 0x8000},
		{"tanh.approx.bf16(-0)", uint64(le.Uint16(out[2:])), 0x8000},
		{"tanh.approx.f16x2(-0, -0)", uint64(le.Uint32(out[4:])), 0x80008000},
		{"tanh.approx.f32(-0)", uint64(le.Uint32(out[8:])), 0x80000000},
		{"sqrt.rn.f32(-1)", uint64(le.Uint32(out[12:])), 0x7fffffff},
		{"add.f32(NaN 0xffc12345, -0)", uint64(le.Uint32(out[16:])), 0x7fffffff},
		{"add.rn.f64(sNaN, sNaN)", le.Uint64(out[24:]), 0xfff8123456789abc},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %#x, want %#x", c.name, c.got, c.want)
		}
	}
}

// TestNaNFiniteOperands checks that f32 arithmetic on operands known to
// be finite (a dequantised float: masked bits under a magic exponent, and
// a constant) makes no NaN test: it cannot give a NaN.
func TestNaNFiniteOperands(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 po)
{
	.reg .b32 %r<4>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd0, [po];
	ld.global.u32 %r0, [%rd0];
	and.b32 %r1, %r0, 0xff;
	or.b32 %r2, %r1, 0x4b000000;
	mov.b32 %f0, %r2;
	sub.f32 %f1, %f0, 0f4B000000;
	st.global.f32 [%rd0], %f1;
	ret;
}
`
	ir := translate(t, ptxCase{"dq", "dq.ptx", []byte(src)}, modeTarget("wave32"))
	if strings.Contains(ir, "fcmp uno") {
		t.Errorf("a NaN test on finite operands:\n%s", ir)
	}
}

// TestFtzTinyAfterRounding: .ftz flushes a result that is tiny after
// rounding (NVIDIA, recorded in special/mul_ftz_f16 and mul_rn_ftz_f32:
// 2^-14 * (1 - 2^-11) is 0, although it rounds up to the smallest normal
// in subnormal precision); fma.rn.ftz.f16 must agree with mul.
func TestFtzTinyAfterRounding(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 po, .param .u32 n)
{
	.reg .b16 %h<8>;
	.reg .b32 %r<4>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd0, [po];
	mov.b16 %h0, 0x0400;
	mov.b16 %h1, 0x3bff;
	mov.b16 %h2, 0x8000;
	fma.rn.ftz.f16 %h3, %h0, %h1, %h2;
	st.global.b16 [%rd0], %h3;
	mul.ftz.f16 %h4, %h0, %h1;
	st.global.b16 [%rd0+2], %h4;
	mov.b32 %f0, 0x00800000;
	mov.b32 %f1, 0x3f7fffff;
	mul.rn.ftz.f32 %f2, %f0, %f1;
	st.global.f32 [%rd0+4], %f2;
	fma.rn.ftz.f32 %f3, %f0, %f1, 0f80000000;
	st.global.f32 [%rd0+8], %f3;
	ret;
}
`
	out := runKernel(t, "gfx1100", "wave32", src, hipruntime.Dim3{X: 1, Y: 1, Z: 1}, hipruntime.Dim3{X: 1, Y: 1, Z: 1}, "buf:b8:12:zero", "u32:1")[0]
	le := binary.LittleEndian
	for i, got := range []uint64{uint64(le.Uint16(out[0:])), uint64(le.Uint16(out[2:])), uint64(le.Uint32(out[4:])), uint64(le.Uint32(out[8:]))} {
		if got != 0 {
			t.Errorf("result %d = %#x, want +0 (flushed)", i, got)
		}
	}
}
