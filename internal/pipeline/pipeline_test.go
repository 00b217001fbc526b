package pipeline

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// runOnEmu translates src for mode and runs kernel k on the emulator with
// the given block size and argument specs; it returns the buffers.
func runOnEmu(t *testing.T, src, mode string, block uint32, args ...string) map[int][]byte {
	t.Helper()
	res, err := runOnEmuRes(t, src, mode, block, args...)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// runOnEmuErr is runOnEmu for runs that are expected to fail.
func runOnEmuErr(t *testing.T, src, mode string, block uint32, args ...string) error {
	t.Helper()
	_, err := runOnEmuRes(t, src, mode, block, args...)
	return err
}

func runOnEmuRes(t *testing.T, src, mode string, block uint32, args ...string) (map[int][]byte, error) {
	t.Helper()
	return runKernelOnEmuRes(t, src, "k", mode, block, args...)
}

// runKernelOnEmu is runOnEmu for the kernel named kernel.
func runKernelOnEmu(t *testing.T, src, kernel, mode string, block uint32, args ...string) map[int][]byte {
	t.Helper()
	res, err := runKernelOnEmuRes(t, src, kernel, mode, block, args...)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func runKernelOnEmuRes(t *testing.T, src, kernel, mode string, block uint32, args ...string) (map[int][]byte, error) {
	t.Helper()
	arch, ws := "gfx90a", 64
	if mode == "wave32" {
		arch, ws = "gfx1100", 32
	}
	tg, err := target.Lookup(arch)
	if err != nil {
		t.Fatal(err)
	}
	features, err := tg.FeatureString(ws)
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Arch: arch, WaveSize: ws, Mode: mode, Features: features}
	out, err := Translate("test.ptx", []byte(src), opts)
	if err != nil {
		t.Fatal(err)
	}
	specs, err := argspec.ParseAll(args)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Execute(emu.New(arch, ws), Image(out, opts, nil), RunRequest{Kernel: kernel,
		Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, Args: specs})
	if err != nil {
		return nil, err
	}
	return res.Buffers, nil
}

// TestLoneWaveBarrier: a workgroup of one wave that reaches bar.sync must
// go on past it (the emulator once stopped the wave there, silently).
func TestLoneWaveBarrier(t *testing.T) {
	const src = `.version 7.0
.target sm_70
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	bar.sync 0;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r1;
	ret;
}`
	for _, mode := range []string{"paired", "native64", "wave32", "single"} {
		for _, block := range []uint32{32, 64} {
			out := runOnEmu(t, src, mode, block, "buf:u32:64:fill:7")[0]
			for i := 0; i < int(block); i++ {
				if got := binary.LittleEndian.Uint32(out[4*i:]); got != uint32(i) {
					t.Fatalf("%s, block %d: out[%d] = %d, want %d", mode, block, i, got, i)
				}
			}
		}
	}
}

// TestExitInRecursiveFunc: exit inside a recursive .func ends the wave
// when every thread reaches it together, and traps when the threads
// diverge (different recursion depths).
func TestExitInRecursiveFunc(t *testing.T) {
	const src = `.version 7.0
.target sm_70
.address_size 64
.func down(.param .b32 n)
{
	.reg .b32 %r<3>;
	.reg .pred %p<2>;
	ld.param.u32 %r1, [n];
	setp.eq.u32 %p1, %r1, 0;
	@%p1 exit;
	sub.u32 %r2, %r1, 1;
	{
	.param .b32 a;
	st.param.b32 [a], %r2;
	call down, (a);
	}
	ret;
}
.visible .entry k(.param .u64 out, .param .u32 depth)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r3, [depth];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], 1;
	{
	.param .b32 a;
	st.param.b32 [a], %r3;
	call down, (a);
	}
	st.global.u32 [%rd3], 2;
	ret;
}`
	for _, mode := range []string{"wave32", "paired", "native64"} {
		for _, block := range []uint32{40, 64} {
			out := runOnEmu(t, src, mode, block, "buf:u32:64:zero", "u32:3")[0]
			for i := 0; i < int(block); i++ {
				if got := binary.LittleEndian.Uint32(out[4*i:]); got != 1 {
					t.Fatalf("%s, block %d: thread %d wrote %d, want 1 (it exits before writing 2)", mode, block, i, got)
				}
			}
		}
	}
	diverge := strings.Replace(src, "mov.u32 %r1, %tid.x;", "mov.u32 %r1, %tid.x;\n\tand.b32 %r3, %r1, 3;", 1)
	if err := runOnEmuErr(t, diverge, "paired", 64, "buf:u32:64:zero", "u32:3"); err == nil || !strings.Contains(err.Error(), "trap") {
		t.Errorf("divergent exit in a recursive function: got %v, want a trap", err)
	}
}

// TestDeepRecursion: a recursive .func 600 calls deep (as a CUDA program
// that raises its stack limit may recurse) runs, and runaway recursion is
// an error that names the depth.
func TestDeepRecursion(t *testing.T) {
	const src = `.version 7.0
.target sm_70
.address_size 64
.func (.param .b32 r) sum(.param .b32 n)
{
	.reg .b32 %r<5>;
	.reg .pred %p<2>;
	ld.param.u32 %r1, [n];
	setp.eq.u32 %p1, %r1, 0;
	@%p1 bra DONE;
	sub.u32 %r2, %r1, 1;
	{
	.param .b32 a;
	.param .b32 b;
	st.param.b32 [a], %r2;
	call (b), sum, (a);
	ld.param.b32 %r3, [b];
	}
	add.u32 %r1, %r1, %r3;
DONE:
	st.param.b32 [r], %r1;
	ret;
}
.visible .entry k(.param .u64 out, .param .u32 depth)
{
	.reg .b32 %r<5>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r3, [depth];
	mov.u32 %r1, %tid.x;
	add.u32 %r3, %r3, %r1;
	{
	.param .b32 a;
	.param .b32 b;
	st.param.b32 [a], %r3;
	call (b), sum, (a);
	ld.param.b32 %r4, [b];
	}
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r4;
	ret;
}`
	out := runOnEmu(t, src, "paired", 64, "buf:u32:64:zero", "u32:600")[0]
	for i := 0; i < 64; i++ {
		n := uint32(600 + i)
		if got := binary.LittleEndian.Uint32(out[4*i:]); got != n*(n+1)/2 {
			t.Fatalf("thread %d: sum(%d) = %d, want %d", i, n, got, n*(n+1)/2)
		}
	}
	if err := runOnEmuErr(t, src, "paired", 64, "buf:u32:64:zero", "u32:5000"); err == nil || !strings.Contains(err.Error(), "call depth exceeds") {
		t.Errorf("recursion 5000 deep: got %v, want a call-depth error", err)
	}
}

// TestDynamicAlloca: allocas of run-time size come from a per-call arena:
// a .func's blocks are freed at its return (a loop of calls never runs
// out), stacksave/stackrestore around an alloca in a loop reuse the same
// bytes, and allocating past the arena traps as NVIDIA's stack overflows.
func TestDynamicAlloca(t *testing.T) {
	const src = `.version 7.3
.target sm_80
.address_size 64
.func (.param .b32 r) fill(.param .b32 n)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<6>;
	.reg .pred %p<2>;
	ld.param.u32 %r1, [n];
	mul.wide.u32 %rd1, %r1, 4;
	alloca.u64 %rd2, %rd1, 16;
	mov.u32 %r2, 0;
	mov.u32 %r3, 0;
L1:
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.local.u32 [%rd4], %r2;
	ld.local.u32 %r4, [%rd4];
	add.u32 %r3, %r3, %r4;
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r1;
	@%p1 bra L1;
	and.b64 %rd5, %rd2, 15;
	cvt.u32.u64 %r5, %rd5;
	add.u32 %r3, %r3, %r5;
	st.param.b32 [r], %r3;
	ret;
}
.visible .entry k(.param .u64 out, .param .u32 rounds, .param .u32 words, .param .u32 restore)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<8>;
	.reg .pred %p<3>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r1, [rounds];
	ld.param.u32 %r2, [words];
	ld.param.u32 %r9, [restore];
	setp.ne.u32 %p2, %r9, 0;
	mov.u32 %r3, 0;
	mov.u32 %r4, 0;
L2:
	stacksave.u64 %rd2;
	mul.wide.u32 %rd3, %r2, 4;
	alloca.u64 %rd4, %rd3, 16;
	st.local.u32 [%rd4], %r3;
	{
	.param .b32 a;
	.param .b32 b;
	st.param.b32 [a], %r2;
	call (b), fill, (a);
	ld.param.b32 %r5, [b];
	}
	ld.local.u32 %r6, [%rd4];
	add.u32 %r4, %r4, %r5;
	add.u32 %r4, %r4, %r6;
	@%p2 stackrestore.u64 %rd2;
	add.u32 %r3, %r3, 1;
	setp.lt.u32 %p1, %r3, %r1;
	@%p1 bra L2;
	mov.u32 %r7, %tid.x;
	mul.wide.u32 %rd5, %r7, 4;
	add.s64 %rd6, %rd1, %rd5;
	st.global.u32 [%rd6], %r4;
	ret;
}`
	// 100 rounds of 200 words (800 bytes each): 80,000 bytes in all, which
	// only the restores (and the callee's return) keep within the arena.
	out := runOnEmu(t, src, "paired", 64, "buf:u32:64:zero", "u32:100", "u32:200", "u32:1")[0]
	want := uint32(0)
	for r := uint32(0); r < 100; r++ {
		want += 200*199/2 + r
	}
	for i := 0; i < 64; i++ {
		if got := binary.LittleEndian.Uint32(out[4*i:]); got != want {
			t.Fatalf("thread %d: %d, want %d", i, got, want)
		}
	}
	if err := runOnEmuErr(t, src, "paired", 64, "buf:u32:64:zero", "u32:100", "u32:200", "u32:0"); err == nil || !strings.Contains(err.Error(), "trap") {
		t.Errorf("allocas past the arena without stackrestore: got %v, want a trap", err)
	}
	if err := runOnEmuErr(t, src, "paired", 64, "buf:u32:64:zero", "u32:1", "u32:0x40000000", "u32:1"); err == nil || !strings.Contains(err.Error(), "trap") {
		t.Errorf("an alloca of 4 GiB: got %v, want a trap", err)
	}
}

// TestHalfAtomicOnTwoByteBuffer: a 16-bit atomic on the only halfword of
// a 2-byte buffer (atomicAdd on one __half, cudaMalloc(sizeof(__half))) is
// a 32-bit CAS loop on the dword holding it; the emulator faulted on the
// two bytes past the buffer (real2/atomics_widths).
func TestHalfAtomicOnTwoByteBuffer(t *testing.T) {
	const src = `.version 7.0
.target sm_70
.address_size 64
.visible .entry k(.param .u64 h, .param .u64 u)
{
	.reg .b16 %rs<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [h];
	ld.param.u64 %rd2, [u];
	mov.b16 %rs1, 0x3800;
	atom.global.add.noftz.f16 %rs2, [%rd1], %rs1;
	atom.global.cas.b16 %rs3, [%rd2], 0, 7;
	ret;
}`
	for _, mode := range []string{"wave32", "paired"} {
		res := runOnEmu(t, src, mode, 4, "buf:f16:1:zero", "buf:u16:1:zero")
		if got := binary.LittleEndian.Uint16(res[0]); got != 0x4000 { // 4 x 0.5
			t.Errorf("%s: half sum %#04x, want 0x4000", mode, got)
		}
		if got := binary.LittleEndian.Uint16(res[1]); got != 7 {
			t.Errorf("%s: cas result %d, want 7", mode, got)
		}
	}
}

// TestContractSub: ptxas fuses mul.f32 + sub.f32 (no rounding modifiers)
// into one fma, as it fuses mul + add; in a module whose .target lists
// debug (nvcc -G) it fuses nothing. a*a - b for a = 0x3f024b9c and
// b = 0x3dd9b560 is 0x3e1c68d3 rounded once and 0x3e1c68d4 rounded twice
// (the H100's results in real2/switch_dispatch and switch_dispatch_debug).
func TestContractSub(t *testing.T) {
	const body = `
.address_size 64
.visible .entry k(.param .u64 out, .param .f32 a, .param .f32 b)
{
	.reg .f32 %f<12>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	ld.param.f32 %f1, [a];
	ld.param.f32 %f2, [b];
	mul.f32 %f3, %f1, %f1;
	sub.f32 %f4, %f3, %f2;
	mul.f32 %f5, %f1, %f1;
	sub.f32 %f6, %f2, %f5;
	mul.f32 %f7, %f1, %f1;
	sub.f32 %f8, %f7, 0f3DD9B560;
	mul.rn.f32 %f9, %f1, %f1;
	sub.f32 %f10, %f9, %f2;
	st.global.v4.f32 [%rd1], {%f4, %f6, %f8, %f10};
	ret;
}`
	for _, c := range []struct {
		target string
		want   [4]uint32
	}{
		{".target sm_80", [4]uint32{0x3e1c68d3, 0xbe1c68d3, 0x3e1c68d3, 0x3e1c68d4}},
		{".target sm_80, debug", [4]uint32{0x3e1c68d4, 0xbe1c68d4, 0x3e1c68d4, 0x3e1c68d4}},
	} {
		src := ".version 8.0\n" + c.target + body
		res := runOnEmu(t, src, "wave32", 1, "buf:f32:4:zero", "b32:0x3f024b9c", "b32:0x3dd9b560")
		for i, w := range c.want {
			if got := binary.LittleEndian.Uint32(res[0][4*i:]); got != w {
				t.Errorf("%s: result %d = %#08x, want %#08x", c.target, i, got, w)
			}
		}
	}
}

// TestDivFullTimesReciprocal: div.full.f32 is a times a reciprocal on
// NVIDIA, not the correctly rounded quotient: 0x3f7fd5d2 / 127 is
// 0x3c00ecc2 on the H100 (real2/triton_int8_quant's scale) where the
// quotient rounds to 0x3c00ecc3, and for |b| > 2^126 b is scaled by 1/4:
// 3 / 0x1.fffffep127 is 0x00600001 (float2/div_full_f32), the correctly
// rounded quotient 0x00600000.
func TestDivFullTimesReciprocal(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .f32 a, .param .f32 b, .param .f32 c, .param .f32 d)
{
	.reg .f32 %f<8>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	ld.param.f32 %f1, [a];
	ld.param.f32 %f2, [b];
	ld.param.f32 %f3, [c];
	ld.param.f32 %f4, [d];
	div.full.f32 %f5, %f1, %f2;
	div.full.f32 %f6, %f3, %f4;
	div.rn.f32 %f7, %f1, %f2;
	st.global.v2.f32 [%rd1], {%f5, %f6};
	st.global.f32 [%rd1+8], %f7;
	ret;
}`
	res := runOnEmu(t, src, "wave32", 1, "buf:f32:3:zero", "b32:0x3f7fd5d2", "f32:127", "f32:3", "b32:0x7f7fffff")
	for i, w := range []uint32{0x3c00ecc2, 0x00600001, 0x3c00ecc3} {
		if got := binary.LittleEndian.Uint32(res[0][4*i:]); got != w {
			t.Errorf("result %d = %#08x, want %#08x", i, got, w)
		}
	}
}

// TestRsqrtApproxF64: rsqrt.approx.f64 (what libdevice's rsqrt(double)
// is) gives the correctly rounded 1/sqrt(x) on the H100 for these inputs
// (real2/mathlib_f64); 1/sqrt(x) rounded twice was an ulp low for 0.5, 2
// and the subnormal 1e-310.
func TestRsqrtApproxF64(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 in)
{
	.reg .b32 %r<2>;
	.reg .f64 %fd<3>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd2, [in];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 8;
	add.s64 %rd4, %rd2, %rd3;
	ld.global.f64 %fd1, [%rd4];
	rsqrt.approx.f64 %fd2, %fd1;
	add.s64 %rd5, %rd1, %rd3;
	st.global.f64 [%rd5], %fd2;
	ret;
}`
	res := runOnEmu(t, src, "wave32", 4, "buf:f64:4:zero", "buf:b64:4:values:0x3fe0000000000000,0x4000000000000000,0x000012688b70e62b,0")
	for i, w := range []uint64{0x3ff6a09e667f3bcd, 0x3fe6a09e667f3bcd, 0x601dd55745cbb7fa, 0x7ff0000000000000} {
		if got := binary.LittleEndian.Uint64(res[0][8*i:]); got != w {
			t.Errorf("result %d = %#016x, want %#016x", i, got, w)
		}
	}
}

// TestSinCosApproxRevolutions: sin.approx and cos.approx take x times
// 1/(2*pi) rounded toward zero to f32, in revolutions, so for large x
// they are far from sin(x); the H100's answers (real2/mathlib_f32_fastmath)
// are matched to within 2^-21. cos(1e4) was 2.2e-4 off, sin(2^24) 0.22.
func TestSinCosApproxRevolutions(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 in)
{
	.reg .b32 %r<2>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd2, [in];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd2, %rd3;
	ld.global.f32 %f1, [%rd4];
	sin.approx.ftz.f32 %f2, %f1;
	cos.approx.ftz.f32 %f3, %f1;
	mul.wide.u32 %rd5, %r1, 8;
	add.s64 %rd6, %rd1, %rd5;
	st.global.v2.f32 [%rd6], {%f2, %f3};
	ret;
}`
	xs := []float32{10000, 1e6, 65504, 16777216}
	want := [][2]float32{{0, -0.95237494}, {0, 0.8819212}, {0, -0.21311027}, {-1, 0}}
	check := []bool{false, true}
	args := "buf:f32:4:values:10000,1e6,65504,16777216"
	res := runOnEmu(t, src, "wave32", 4, "buf:f32:8:zero", args)
	for i := range xs {
		for j := 0; j < 2; j++ {
			if i < 3 && !check[j] {
				continue
			}
			if i == 3 && j == 1 {
				continue
			}
			got := math.Float32frombits(binary.LittleEndian.Uint32(res[0][8*i+4*j:]))
			if d := math.Abs(float64(got - want[i][j])); d > 0x1p-21 {
				t.Errorf("%s(%g) = %g, want %g (NVIDIA) within 2^-21", []string{"sin", "cos"}[j], xs[i], got, want[i][j])
			}
		}
	}
}

// TestContractMultiUse: a product read by several adds and subs and
// nothing else is fused into each of them (o5 = p + q and o6 = p - q with
// q = z*w become fma(z, w, p) and fma(-z, w, p); p, also stored, stays a
// mul); a product whose sum is compared stays apart (o4). The inputs and
// the expected bits are four elements of real2/contract_multiuse, recorded
// on the H100, where each choice changes the result.
func TestContractMultiUse(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<2>;
	.reg .f32 %f<20>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 16;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd4];
	mul.f32 %f5, %f1, %f2;
	st.global.f32 [%rd4], %f5;
	mul.f32 %f10, %f1, %f3;
	add.f32 %f11, %f10, %f4;
	setp.gt.f32 %p1, %f11, 0f00000000;
	sub.f32 %f12, %f10, %f2;
	selp.f32 %f13, %f12, %f11, %p1;
	mul.f32 %f14, %f3, %f4;
	add.f32 %f15, %f5, %f14;
	sub.f32 %f16, %f5, %f14;
	mul.wide.u32 %rd5, %r1, 12;
	add.s64 %rd6, %rd2, %rd5;
	st.global.f32 [%rd6], %f13;
	st.global.f32 [%rd6+4], %f15;
	st.global.f32 [%rd6+8], %f16;
	ret;
}`
	in := "buf:b32:16:values:0x3e8558d0,0xbe9b50d8,0xbf788054,0x3f149fc2,0x3f65d67a,0xbe9e13a0,0xbf26aa5c,0x3f054aae," +
		"0xbf36969c,0x3e89a46c,0xbf676714,0x3f320ea6,0x3f721682,0x3e5f6870,0xbe493070,0x3e072c18"
	want := []uint32{0x3d4effb0, 0xbf247efd, 0x3ef81718, 0xbd82bac0, 0xbf1dbd1f, 0x3d7d1215,
		0x3ec0726c, 0xbf5208d9, 0x3edfb9f4, 0xbd5c5588, 0x3e38b591, 0x3e6dd32b}
	res := runOnEmu(t, src, "wave32", 4, in, "buf:f32:12:zero")
	for i, w := range want {
		if got := binary.LittleEndian.Uint32(res[1][4*i:]); got != w {
			t.Errorf("element %d output %d = %#08x, want %#08x", i/3, i%3, got, w)
		}
	}
}

// TestContractShared: which shared product ptxas fuses (recorded:
// real2/contract_shapes, the PTX below is nvcc's): q = c*d, read by three
// adds and subs, is fused into all of them; p = a*b, read by five, stays a
// mul; of u = a*d and v = b*c, both read by v + u and u - v, the first
// operand of the sum (v) is fused and u stays. Three elements where every
// other choice changes a result.
func TestContractShared(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<2>;
	.reg .f32 %f<40>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 16;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.v4.f32 {%f2, %f1, %f5, %f4}, [%rd4];
	mul.f32 %f3, %f2, %f1;
	mul.f32 %f6, %f5, %f4;
	add.f32 %f7, %f3, %f6;
	sub.f32 %f8, %f3, %f6;
	mul.f32 %f16, %f2, %f4;
	mul.f32 %f17, %f1, %f5;
	add.f32 %f18, %f17, %f16;
	add.f32 %f19, %f5, %f18;
	sub.f32 %f20, %f16, %f17;
	sub.f32 %f21, %f20, %f2;
	add.f32 %f30, %f3, %f5;
	sub.f32 %f31, %f3, %f4;
	sub.f32 %f32, %f5, %f3;
	fma.rn.f32 %f33, %f30, %f31, %f32;
	add.f32 %f34, %f2, %f6;
	max.f32 %f35, %f34, 0f00000000;
	mul.wide.u32 %rd5, %r1, 24;
	add.s64 %rd6, %rd2, %rd5;
	st.global.v2.f32 [%rd6], {%f7, %f8};
	st.global.v2.f32 [%rd6+8], {%f19, %f21};
	st.global.v2.f32 [%rd6+16], {%f33, %f35};
	ret;
}`
	in := "buf:b32:12:values:0x3f1dfa0c,0xbe653618,0xbe07dfc8,0xbf33945a,0x3ecb657c,0xbeb5faec,0xbce351c0,0x3edda0fc," +
		"0xbf664c88,0x3f038206,0xbf345e88,0xbdfa7170"
	want := [][5]uint32{
		{0xbd388760, 0xbe6cc244, 0xbf092ed6, 0xbf8a32f6, 0xbe16a83f},
		{0xbe1ce2e5, 0xbe044955, 0x3e1dc5c6, 0xbe70cdee, 0x3e577c57},
		{0xbec07f35, 0xbf0c5caa, 0xbf74dcea, 0x3faf8f0e, 0x3e1dc0e7},
	}
	res := runOnEmu(t, src, "wave32", 3, in, "buf:f32:18:zero")
	for e, ws := range want {
		for k, w := range ws {
			if got := binary.LittleEndian.Uint32(res[1][24*e+4*k:]); got != w {
				t.Errorf("element %d output %d = %#08x, want %#08x", e, k, got, w)
			}
		}
	}
}

// TestCosApproxQuarterTurn: cos.approx of 2^24 is +0 on the H100 (x/(2π)
// rounded toward zero is 0.75 revolutions), so --use_fast_math's tanf(2^24)
// = sin/cos is -inf there (real2/mathlib_f32_fastmath); 2π·0.75 in double
// is not a zero of cos.
func TestCosApproxQuarterTurn(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .f32 x)
{
	.reg .f32 %f<6>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	ld.param.f32 %f1, [x];
	sin.approx.ftz.f32 %f2, %f1;
	cos.approx.ftz.f32 %f3, %f1;
	div.approx.ftz.f32 %f4, %f2, %f3;
	st.global.v2.f32 [%rd1], {%f3, %f4};
	ret;
}`
	res := runOnEmu(t, src, "wave32", 1, "buf:f32:2:zero", "f32:16777216")
	for i, w := range []uint32{0, 0xff800000} {
		if got := binary.LittleEndian.Uint32(res[0][4*i:]); got != w {
			t.Errorf("result %d = %#08x, want %#08x", i, got, w)
		}
	}
}

// TestCvtPackSatU4: cvt.pack.sat.u4.s32.b32 clamps a and b to [0, 15],
// puts them in bits 4..7 and 0..3 and c's low 24 bits above them; the
// expected words are the H100's (real3/idioms2_ptx). The 4-bit type was
// an "unknown type" error before.
func TestCvtPackSatU4(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u32 a, .param .u32 b, .param .u32 c, .param .u32 d)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r1, [a];
	ld.param.u32 %r2, [b];
	ld.param.u32 %r3, [c];
	ld.param.u32 %r4, [d];
	cvt.pack.sat.u4.s32.b32 %r5, %r1, %r2, %r3;
	cvt.pack.sat.u4.s32.b32 %r6, %r2, %r1, %r4;
	st.global.v2.u32 [%rd1], {%r5, %r6};
	ret;
}`
	res := runOnEmu(t, src, "wave32", 1, "buf:u32:2:zero", "b32:0x80000001", "b32:0xa", "b32:0x80005555", "b32:0x1000555f")
	for i, w := range []uint32{0x0055550a, 0x00555fa0} {
		if got := binary.LittleEndian.Uint32(res[0][4*i:]); got != w {
			t.Errorf("result %d = %#08x, want %#08x", i, got, w)
		}
	}
}

// TestMulScaleFold: ptxas folds a single-use mul.f32 read by a mul.f32 by
// 0.5, 0.25, 0.125, 4 or 8 into one rounding (semantics/pass_mulscale.go).
// The inputs and expected bits are elements of real4/fmul_scale, recorded
// on the H100: 1e38 * 3.5 * 0.5 is finite, * 2 is inf, a product also
// stored is rounded first; a subnormal product times 4 keeps its low bits;
// 0 * inf * 0.5 is the canonical NaN. A debug module folds nothing.
func TestMulScaleFold(t *testing.T) {
	const body = `
.address_size 64
.visible .entry k(.param .u64 out, .param .f32 a, .param .f32 b, .param .f32 c, .param .f32 d, .param .f32 e)
{
	.reg .f32 %f<20>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	ld.param.f32 %f1, [a];
	ld.param.f32 %f2, [b];
	ld.param.f32 %f3, [c];
	ld.param.f32 %f4, [d];
	ld.param.f32 %f5, [e];
	mul.f32 %f6, %f1, %f2;
	mul.f32 %f7, %f6, 0f3F000000;
	mul.f32 %f8, %f2, %f1;
	mul.f32 %f9, %f8, 0f40000000;
	mul.f32 %f10, %f1, %f2;
	mul.f32 %f11, %f10, 0f3F000000;
	mul.f32 %f12, %f3, %f4;
	mul.f32 %f13, 0f40800000, %f12;
	mul.f32 %f14, %f5, 0f00000000;
	mul.f32 %f15, %f14, 0f3F000000;
	st.global.v4.f32 [%rd1], {%f7, %f9, %f11, %f10};
	mov.f32 %f16, 0f40000000;
	mul.ftz.f32 %f17, %f1, %f2;
	div.approx.ftz.f32 %f18, %f17, %f16;
	st.global.v2.f32 [%rd1+16], {%f13, %f15};
	st.global.f32 [%rd1+24], %f18;
	ret;
}`
	args := []string{"buf:u32:7:zero", "b32:0x7e967699", "b32:0x40600000", "b32:0x116c2", "b32:0xc0e80000", "b32:0x7f800000"}
	for _, tc := range []struct {
		target string
		want   []uint32
	}{
		{".target sm_80", []uint32{0x7f03a7c6, 0x7f800000, 0x7f800000, 0x7f800000, 0x801f93fa, 0x7fffffff, 0x7f03a7c6}},
		{".target sm_80, debug", []uint32{0x7f800000, 0x7f800000, 0x7f800000, 0x7f800000, 0x801f93f8, 0x7fffffff, 0x7f800000}},
	} {
		res := runOnEmu(t, ".version 8.0\n"+tc.target+body, "wave32", 1, args...)
		for i, w := range tc.want {
			if got := binary.LittleEndian.Uint32(res[0][4*i:]); got != w {
				t.Errorf("%s: result %d = %#08x, want %#08x", tc.target, i, got, w)
			}
		}
	}
}
