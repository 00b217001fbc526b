package emu

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// trigPreopCases are llvm.amdgcn.trig.preop.f64(x, seg) as LLVM 19
// constant-folds them: each (x, seg) went into a function
//
//	target triple = "amdgcn-amd-amdhsa"
//	%r = call double @llvm.amdgcn.trig.preop.f64(double 0x<x>, i32 <seg>)
//	store volatile double %r, ptr %p
//
// run through `opt-19 -passes=instcombine -S` (Debian LLVM 19.1.7), and
// want is the double constant of the folded store. The same comparison
// over 67617 inputs (every exponent for seg 0..31 with random
// significands and signs, 2000 random x and seg, and the special values
// for seg 0..3, 31..33, -1 and 0x80000000) gave no difference.
var trigPreopCases = []struct {
	x    uint64
	seg  int32
	want uint64
	why  string
}{
	{0x3ff0000000000000, 0, 0x3fe45f306dc9c882, "1.0: 2/pi truncated to 53 bits (rounded is ...883)"},
	{0x3ff0000000000000, 1, 0x3c94a7f09d5f47d4, "bits 54..106, scale 2^-106"},
	{0x3ff0000000000000, 2, 0x394a6ee06db14acc, "bits 107..159"},
	{0x3ff0000000000000, 3, 0x35f3c439041fe516, "bits 160..212"},
	{0xc016000000000000, 1, 0x3c94a7f09d5f47d4, "-5.5: the sign is ignored"},
	{0x4350000000000000, 0, 0x3fe45f306dc9c882, "2^54: exponent 1077, no extra shift"},
	{0x4360000000000000, 0, 0x3fc17cc1b727220a, "2^55: exponent 1078, shift 1"},
	{0x54b249ad2594c37d, 0, 0x2e81d2126e970032, "1e100"},
	{0x54b249ad2594c37d, 1, 0x2b225dd413a32438, "1e100"},
	{0x54b249ad2594c37d, 2, 0x27efc3bd63962534, "1e100"},
	{0x7e37e43c8800759c, 0, 0x0d0f516ba93dd63f, "1e300: exponent >= 1968, scale += 128"},
	{0x7e37e43c8800759c, 1, 0x09a7cbe2f67a0e72, "1e300"},
	{0x7e37e43c8800759c, 2, 0x066ef14a525d4d7f, "1e300"},
	{0x7af0000000000000, 0, 0x084ba7a31fb34f2f, "2^944: exponent 1967, no +128"},
	{0x7b00000000000000, 0, 0x10374f463f669e5f, "2^945: exponent 1968, +128"},
	{0x7fefffffffffffff, 2, 0x04b2ea6bfb5fb11f, "DBL_MAX: shift 1075"},
	{0x7fefffffffffffff, 3, 0, "DBL_MAX seg 3: shift 1128 is past the table"},
	{0x7f50000000000000, 3, 0x01f1f8d5d0856033, "exponent 2037 seg 3: shift 1119, the last one served"},
	{0x7f60000000000000, 3, 0, "exponent 2038 seg 3: shift 1120 gives 0"},
	{0x7ff0000000000000, 0, 0x0b43dd63f5f2f8bd, "+inf: exponent 2047, shift 970, +128"},
	{0xfff0000000000000, 2, 0x0487535fdafd88fc, "-inf"},
	{0x7ff8000000000000, 0, 0x7ff8000000000000, "quiet NaN"},
	{0x7ff0000000000001, 1, 0x7ff8000000000001, "signalling NaN: quieted"},
	{0xfff4000000000123, 2, 0xfffc000000000123, "negative NaN: sign and payload kept"},
	{0x0000000000000000, 0, 0x3fe45f306dc9c882, "+0"},
	{0x8000000000000000, 1, 0x3c94a7f09d5f47d4, "-0"},
	{0x0000000000000001, 2, 0x394a6ee06db14acc, "subnormal x"},
	{0x3ff0000000000000, 32, 0x3fe45f306dc9c882, "seg 32: only seg[4:0] counts"},
	{0x3ff0000000000000, 33, 0x3c94a7f09d5f47d4, "seg 33 is seg 1"},
	{0x3ff0000000000000, -1, 0, "seg -1 is seg 31: shift 1643"},
	{0x3ff0000000000000, 19, 0x00ff17b3d0739f78, "seg 19: shift 1007, near the bottom of the normals"},
	{0x3ff0000000000000, 20, 0x000000000000294a, "seg 20: a subnormal result, rounded (5.222270e-320)"},
	{0x3ff0000000000000, 21, 0, "seg 21: underflows to 0"},
	{0x409c200000000000, 5, 0x2f42371d2126e970, "1800.0, seg 5"},
	{0x4376000000000000, 7, 0x2880e7f0ef58e588, "0x1.6p+56, seg 7: shift 371+2"},
}

// TestTrigPreopTable: the computed 2/π agrees with Go's constant (the
// top 64 bits round to the correctly rounded double) and does not
// depend on the working precision.
func TestTrigPreopTable(t *testing.T) {
	const want = 2 / math.Pi // exact constant arithmetic, then rounded
	if got := float64(twoOverPi[0]) / (1 << 64); got != want {
		t.Errorf("top 64 bits of 2/pi give %#x, want %#x", math.Float64bits(got), math.Float64bits(want))
	}
	wider := computeTwoOverPi(trigPreopBits + 256)
	for i, w := range twoOverPi {
		if wider[i] != w {
			t.Errorf("word %d: %#x, with 256 more bits %#x", i, w, wider[i])
		}
	}
}

// TestTrigPreop: trigPreop gives LLVM 19's constant folding (see
// trigPreopCases), directly and through a kernel with run-time operands.
func TestTrigPreop(t *testing.T) {
	for _, c := range trigPreopCases {
		if got := trigPreop(c.x, uint64(uint32(c.seg))); got != c.want {
			t.Errorf("trigPreop(%#x, %d) = %#x, want %#x (%s)", c.x, c.seg, got, c.want, c.why)
		}
	}

	const src = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %xs, ptr addrspace(1) %segs) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr double, ptr addrspace(1) %xs, i32 %i
  %x = load double, ptr addrspace(1) %px
  %ps = getelementptr i32, ptr addrspace(1) %segs, i32 %i
  %s = load i32, ptr addrspace(1) %ps
  %r = call double @llvm.amdgcn.trig.preop.f64(double %x, i32 %s)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %i
  store double %r, ptr addrspace(1) %po
  %first = icmp eq i32 %i, 0
  br i1 %first, label %const, label %done

const:
  %c = call double @llvm.amdgcn.trig.preop.f64(double 1.000000e+00, i32 1)
  %pc = getelementptr double, ptr addrspace(1) %out, i32 %n
  store double %c, ptr addrspace(1) %pc
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.amdgcn.trig.preop.f64(double, i32)
`
	n := len(trigPreopCases)
	e := newEnv(t, 32)
	out := e.buf(8 * (n + 1))
	xs, segs := e.buf(8*n), e.buf(4*n)
	var xb, sb []byte
	for _, c := range trigPreopCases {
		xb = append(xb, u64s(c.x)...)
		sb = append(sb, u32b(uint32(c.seg))...)
	}
	if err := e.d.CopyHtoD(xs, xb); err != nil {
		t.Fatal(err)
	}
	if err := e.d.CopyHtoD(segs, sb); err != nil {
		t.Fatal(err)
	}
	e.runIRBlock("trigpreop.ll", strings.ReplaceAll(src, "%n", fmt.Sprint(n)), uint32(n), ptrArg(out), ptrArg(xs), ptrArg(segs))
	got := e.u64s(out, n+1)
	for i, c := range trigPreopCases {
		if got[i] != c.want {
			t.Errorf("lane %d: trig.preop(%#x, %d) = %#x, want %#x (%s)", i, c.x, c.seg, got[i], c.want, c.why)
		}
	}
	if got[n] != 0x3c94a7f09d5f47d4 {
		t.Errorf("trig.preop(1.0, 1) with constant operands = %#x, want 0x3c94a7f09d5f47d4", got[n])
	}
}

// TestTrigPreopF32: there is no V_TRIG_PREOP_F32; the f32 overload
// fails the launch as not supported.
func TestTrigPreopF32(t *testing.T) {
	const src = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %r = call float @llvm.amdgcn.trig.preop.f32(float 1.000000e+00, i32 0)
  store float %r, ptr addrspace(1) %out
  ret void
}

declare float @llvm.amdgcn.trig.preop.f32(float, i32)
`
	e := newEnv(t, 32)
	out := e.buf(8)
	m, err := llparse.Parse("trigpreop32.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: m})
	if err == nil {
		defer mod.Unload()
		err = mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
			Block: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Args: [][]byte{ptrArg(out)}})
	}
	if !errors.Is(err, hipruntime.ErrNotSupported) || !strings.Contains(err.Error(), "trig.preop") {
		t.Errorf("trig.preop.f32: err = %v, want a not-supported error naming it", err)
	}
}
