package ccwrap

import (
	"strings"
	"testing"
)

// nanIR has each kind of instruction DeviceIRFixups rewrites or leaves alone.
const nanIR = `define float @f(float %a, float %b, float %c, <2 x float> %v, double %d, ptr %p) {
entry:
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %c
  %1 = fmul contract float %a, %c
  %2 = fadd contract float %1, %b
  store float %1, ptr %p
  %k = fmul contract double %d, %d
  %k1 = fadd contract double %k, %d
  %k2 = fsub contract double %k, %d
  %kc = fcmp olt double %k2, %d
  %j = fmul contract float %b, %c
  %j1 = fadd contract float %j, %a
  %j2 = fsub contract float %a, %j
  %q = fdiv float %s, %2
  %n = fneg float %q
  %r = tail call float @llvm.sqrt.f32(float %n)
  %x = fmul fast float %r, %a
  %dd = fadd double %d, %d
  %t = fptrunc double %dd to float
  %h = fptrunc float %t to half
  %e = fpext half %h to float
  %ed = fpext half %h to double
  %w = fsub <2 x float> %v, %v
  %p1 = fmul contract float %a, %b
  %p2 = fmul contract float %c, %a
  %p3 = fsub contract float %p1, %p2
  ret float %x
}
`

// TestCanonNaNs: f32/f16 arithmetic gets the canonical NaN select; a
// contract product whose readers are contract sums in its block, none
// compared, stays for the backend to fuse into them, others lose their
// contract flag, as ptxas fuses; fast math, f64 arithmetic and
// conversions from or to f64 keep their NaN.
func TestCanonNaNs(t *testing.T) {
	got := DeviceIRFixups(nanIR, true)
	for _, want := range []string{
		"  %m = fmul contract float %a, %b\n", // only sums read it: fused by the backend
		"  %ptxamd.nan.s = fadd contract float %m, %c\n",
		"  %ptxamd.nanp.s = fcmp uno float %ptxamd.nan.s, %ptxamd.nan.s\n",
		"  %s = select i1 %ptxamd.nanp.s, float 0x7FFFFFFFE0000000, float %ptxamd.nan.s\n",
		"  %ptxamd.nan.1 = fmul float %a, %c\n", // stored too: not fused, selected
		"  %1 = select i1 %ptxamd.nanp.1, float 0x7FFFFFFFE0000000, float %ptxamd.nan.1\n",
		"  %ptxamd.nan.2 = fadd contract float %1, %b\n",
		"  %k = fmul double %d, %d\n", // a sum of it is compared: not fused
		"  %k1 = fadd contract double %k, %d\n",
		"  %j = fmul contract float %b, %c\n", // two sums in its block: fused into both
		"  %ptxamd.nan.j2 = fsub contract float %a, %j\n",
		"  store float %1, ptr %p\n",
		"  %q = select i1 %ptxamd.nanp.q, float 0x7FFFFFFFE0000000, float %ptxamd.nan.q\n",
		"  %n = select i1 %ptxamd.nanp.n, float 0x7FFFFFFFE0000000, float %ptxamd.nan.n\n",
		"  %ptxamd.nan.r = tail call float @llvm.sqrt.f32(float %n)\n",
		"  %x = fmul fast float %r, %a\n",
		"  %dd = fadd double %d, %d\n",
		"  %t = fptrunc double %dd to float\n",
		"  %h = select i1 %ptxamd.nanp.h, half 0xH7FFF, half %ptxamd.nan.h\n",
		"  %e = select i1 %ptxamd.nanp.e, float 0x7FFFFFFFE0000000, float %ptxamd.nan.e\n", // cvt.f32.f16
		"  %ed = fpext half %h to double\n",                                                // to f64: the payload stays
		"  %ptxamd.nanp.w = fcmp uno <2 x float> %ptxamd.nan.w, %ptxamd.nan.w\n",
		"  %p1 = fmul contract float %a, %b\n",   // one sum reads two products: ptxas fuses its first operand
		"  %ptxamd.nan.p2 = fmul float %c, %a\n", // and keeps the other a product
		"  %ptxamd.nan.p3 = fsub contract float %p1, %p2\n",
		"  %w = select <2 x i1> %ptxamd.nanp.w, <2 x float> <float 0x7FFFFFFFE0000000, float 0x7FFFFFFFE0000000>, <2 x float> %ptxamd.nan.w\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "%ptxamd.nan.m") || strings.Contains(got, "%ptxamd.nan.x") || strings.Contains(got, "%ptxamd.nan.dd") ||
		strings.Contains(got, "%ptxamd.nan.t ") {
		t.Errorf("rewrote what it should leave:\n%s", got)
	}
}

// TestFixASBitcasts: a bitcast between the flat and global (or constant)
// address spaces, which LLVM 19 can print but not parse, becomes an
// addrspacecast; others stay.
func TestFixASBitcasts(t *testing.T) {
	for in, want := range map[string]string{
		"  %.ptr = bitcast ptr %34 to ptr addrspace(1)":          "  %.ptr = addrspacecast ptr %34 to ptr addrspace(1)",
		"  %y = bitcast ptr addrspace(4) %x to ptr, !dbg !3":     "  %y = addrspacecast ptr addrspace(4) %x to ptr, !dbg !3",
		"  %y = bitcast ptr %x to ptr":                           "  %y = bitcast ptr %x to ptr",
		"  %y = bitcast ptr addrspace(1) %x to ptr addrspace(1)": "  %y = bitcast ptr addrspace(1) %x to ptr addrspace(1)",
		"  %y = bitcast i32 %x to float":                         "  %y = bitcast i32 %x to float",
	} {
		if got := fixASBitcasts(in); got != want {
			t.Errorf("fixASBitcasts(%q) = %q, want %q", in, got, want)
		}
	}
}

// nanKernel makes NaNs from numbers and passes NaN payloads through f32
// arithmetic, a half conversion, and a copy.
const nanKernel = `#include <cuda_fp16.h>
extern "C" __global__ void k(const unsigned *in, unsigned *out) {
  int i = threadIdx.x;
  float a = __uint_as_float(in[i]);
  out[4 * i + 0] = __float_as_uint(a * 2.0f);
  out[4 * i + 1] = __float_as_uint(sqrtf(a - 3.0f));
  out[4 * i + 2] = __half_as_ushort(__float2half(a));
  out[4 * i + 3] = __float_as_uint(a); // a copy keeps the payload, as on the H100
}
`

// TestNvccNaNs: ptxamd nvcc's device code gives the H100's canonical NaN
// for f32 and f16 results, and --amd-fast-nan the AMD hardware's.
func TestNvccNaNs(t *testing.T) {
	in := []uint64{0x7fc01234, 0xffa00001, 1} // quiet and signalling NaNs with payloads; sqrt(1-3)
	for _, fast := range []bool{false, true} {
		var extra []string
		if fast {
			extra = []string{"--amd-fast-nan"}
		}
		got := runKernelTypedBlock(t, nvccKernelImage(t, "nan.cu", nanKernel, extra...), "k", "u32", in, 12, 3)
		for i, x := range in {
			copied := got[4*i+3]
			if copied != x {
				t.Errorf("fast=%v: copy of %#x = %#x", fast, x, copied)
			}
			if i == 2 {
				if got[4*i+1] != 0x7fffffff && !fast || got[4*i+1] == 0x7fffffff && fast {
					t.Errorf("fast=%v: sqrt(-2) = %#x", fast, got[4*i+1])
				}
				continue
			}
			canon := got[4*i] == 0x7fffffff && got[4*i+1] == 0x7fffffff && got[4*i+2] == 0x7fff
			if canon == fast {
				t.Errorf("fast=%v: NaN %#x gave %#x, %#x, %#x", fast, x, got[4*i], got[4*i+1], got[4*i+2])
			}
		}
	}
}
