package ccwrap

import (
	"strings"
	"testing"
)

// mathCallIR has what MathCallFixups rewrites in a user's function, the
// same in a device-library function (left alone) and wrapper definitions.
const mathCallIR = `define internal double @_ZL3logd(double noundef %0) {
  %2 = call contract double @__ocml_log_f64(double noundef %0) #3
  %3 = call double @__ocml_cbrt_f64(double %0)
  %f = call float @__ocml_sin_f32(float %x)
  %g = call float @__ocml_sqrt_rte_f32(float %x)
  %h = tail call contract float @llvm.exp2.f32(float %f)
  %h2 = call float @llvm.exp.f32(float %f)
  %4 = fneg double %2
  %5 = fneg nnan double %2
  %a = call contract double @llvm.fabs.f64(double %4)
  %r = call double @llvm.ldexp.f64.i32(double %a, i32 3)
  %fr = call { double, i32 } @llvm.frexp.f64.i32(double %r)
  %i = fptosi double %r to i64
  %u = fptoui double %r to i32
  %s = fptosi float %f to i32
  %l = fptoui float %f to i64
  ret double %4
}
define weak hidden double @__ptxamd_nan64_log(double noundef %0) {
  %2 = call double @__ocml_log_f64(double %0)
  %3 = fneg double %2
  ret double %3
}
define weak hidden float @__ptxamd_nan32_sin(float noundef %0) {
  %2 = call float @__ocml_sin_f32(float %0)
  ret float %2
}
define weak hidden float @__ptxamd_f32_exp2(float noundef %0) {
  %2 = call float @llvm.exp2.f32(float %0)
  ret float %2
}
define internal double @__ocml_sin_f64(double noundef %0) {
  %2 = call double @__ocml_log_f64(double %0)
  %3 = fneg double %2
  %4 = call double @llvm.fabs.f64(double %3)
  ret double %4
}
`

// TestMathCallFixups: a user's call of an ocml function or of an f32
// intrinsic goes to the wrapper the module defines (cbrt, the rounded
// square root and exp have none here), fneg/fabs/ldexp of a NaN quieten
// it keeping its sign, frexp's argument is quietened, f64 and
// f32-to-64-bit conversions give the sign bit for NaN; the library's own
// functions, the wrappers and fast-math instructions are left alone, and
// without nan only the calls change.
func TestMathCallFixups(t *testing.T) {
	got := MathCallFixups(mathCallIR, true)
	for _, want := range []string{
		"  %2 = call contract double @__ptxamd_nan64_log(double noundef %0) #3\n",
		"  %3 = call double @__ocml_cbrt_f64(double %0)\n",
		"  %f = call float @__ptxamd_nan32_sin(float %x)\n",
		"  %g = call float @__ocml_sqrt_rte_f32(float %x)\n",
		"  %h = tail call contract float @__ptxamd_f32_exp2(float %f)\n",
		"  %h2 = call float @llvm.exp.f32(float %f)\n",
		"  %2 = call float @__ocml_sin_f32(float %0)\n  ret float %2\n",
		"  %2 = call float @llvm.exp2.f32(float %0)\n  ret float %2\n",
		"  %ptxamd.q.4.r = fneg double %2\n",
		"  %ptxamd.q.4.u = fcmp uno double %2, 0.000000e+00\n",
		"  %ptxamd.q.4.o = or i64 %ptxamd.q.4.b, 2251799813685248\n",
		"  %4 = select i1 %ptxamd.q.4.u, double %ptxamd.q.4.n, double %ptxamd.q.4.r\n",
		"  %5 = fneg nnan double %2\n",
		"  %ptxamd.q.a.r = call contract double @llvm.fabs.f64(double %4)\n",
		"  %a = select i1 %ptxamd.q.a.u, double %ptxamd.q.a.n, double %ptxamd.q.a.r\n",
		"  %ptxamd.q.r.u = fcmp uno double %a, 0.000000e+00\n",
		"  %ptxamd.q.fr.in = select i1 %ptxamd.q.fr.u, double %ptxamd.q.fr.n, double %r\n",
		"  %fr = call { double, i32 } @llvm.frexp.f64.i32(double %ptxamd.q.fr.in)\n",
		"  %i = select i1 %ptxamd.q.i.u, i64 -9223372036854775808, i64 %ptxamd.q.i.r\n",
		"  %u = select i1 %ptxamd.q.u.u, i32 -2147483648, i32 %ptxamd.q.u.r\n",
		"  %s = fptosi float %f to i32\n", // NaN gives 0 there on both
		"  %l = select i1 %ptxamd.q.l.u, i64 -9223372036854775808, i64 %ptxamd.q.l.r\n",
		"define weak hidden double @__ptxamd_nan64_log(double noundef %0) {\n  %2 = call double @__ocml_log_f64(double %0)\n  %3 = fneg double %2\n",
		"define internal double @__ocml_sin_f64(double noundef %0) {\n  %2 = call double @__ocml_log_f64(double %0)\n  %3 = fneg double %2\n  %4 = call double @llvm.fabs.f64(double %3)\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	fast := MathCallFixups(mathCallIR, false)
	if !strings.Contains(fast, "@__ptxamd_nan64_log(") || strings.Contains(fast, "%ptxamd.q.") {
		t.Errorf("without nan: want the calls renamed and no instruction rewritten:\n%s", fast)
	}
}

// f64NaNKernel makes f64 NaNs from numbers and passes NaN arguments
// through math functions, abs, negation and conversions.
const f64NaNKernel = `#include <cmath>
extern "C" __global__ void k(const double *in, unsigned long long *out) {
  int i = threadIdx.x;
  double a = in[i];
  unsigned long long *o = out + 8 * i;
  o[0] = __double_as_longlong(log(a));
  o[1] = __double_as_longlong(std::exp(a));
  o[2] = __double_as_longlong(fabs(a));
  o[3] = __double_as_longlong(-a);
  o[4] = (unsigned long long)(long long)a;
  o[5] = __double_as_longlong(sinpi(a));
  o[6] = __double_as_longlong(pow(a, 0.5));
  o[7] = (unsigned)ilogb(a);
}
`

// TestNvccF64NaNs: ptxamd nvcc's device code gives the H100's f64 NaNs
// (the argument's quietened with its sign, 0xfff8... for invalid
// results, recorded in conformance/cases/real13); --amd-fast-nan keeps
// the math functions' (as the f32 ones') but not the instructions' (abs,
// negation, conversion to integer).
func TestNvccF64NaNs(t *testing.T) {
	const minus1, one, snan = 0xbff0000000000000, 0x3ff0000000000000, 0xfff4000000000abc
	in := []uint64{minus1, snan, one}
	want := [][8]uint64{
		{0xfff8000000000000, 0x3fd78b56362cef38, one, 0x3ff0000000000000, 0xffffffffffffffff, 0x8000000000000000, 0xfff8000000000000, 0},
		{0xfffc000000000abc, 0xfffc000000000abc, 0xfffc000000000abc, 0xfffc000000000abc, 0x8000000000000000, 0xfffc000000000abc, 0xfffc000000000abc, 0x80000000},
		{0, 0x4005bf0a8b145769, one, minus1, 1, 0, one, 0},
	}
	for _, fast := range []bool{false, true} {
		var extra []string
		if fast {
			extra = []string{"--amd-fast-nan"}
		}
		got := runKernelTypedBlock(t, nvccKernelImage(t, "nan64.cu", f64NaNKernel, extra...), "k", "u64", in, 8*len(in),
			uint32(len(in)))
		for i := range in {
			for k, w := range want[i] {
				instr := k >= 2 && k <= 4 // fabs, negation, conversion
				if fast && instr && in[i] == snan {
					if got[8*i+k] == w {
						t.Errorf("--amd-fast-nan: result %d of %#x is the H100's %#x", k, in[i], w)
					}
					continue
				}
				if got[8*i+k] != w {
					t.Errorf("fast=%v: input %#x, result %d: got %#x, want %#x", fast, in[i], k, got[8*i+k], w)
				}
			}
		}
	}
}

// overloadKernel computes f32 functions by their C++ overloads (std::f,
// which HIP's header sends to its device library or an LLVM intrinsic)
// and by their C names (__ptxamd_math.h's wrappers, checked against the
// H100 by TestMathLibNaNsAgainstH100), side by side.
const overloadKernel = `#include <cmath>
extern "C" __global__ void k(const float *in, unsigned *out) {
  int i = threadIdx.x;
  float a = in[i];
  unsigned *o = out + 48 * i;
  int k = 0;
#define P(g) o[k++] = __float_as_uint(std::g(a)); o[k++] = __float_as_uint(g##f(a));
  P(log) P(log2) P(log10) P(log1p) P(acos) P(asin) P(acosh) P(atanh) P(sqrt) P(exp) P(exp2)
  P(sin) P(cos) P(tan) P(tgamma) P(lgamma) P(erfc) P(expm1) P(cbrt)
  o[k++] = __float_as_uint(std::pow(a, 0.5f)); o[k++] = __float_as_uint(powf(a, 0.5f));
  o[k++] = __float_as_uint(std::fmod(a, 0.0f)); o[k++] = __float_as_uint(fmodf(a, 0.0f));
}
`

// TestNvccMathOverloads: the C++ overloads of the f32 math functions give
// what their C names give, NaNs and zeros included, and with
// --use_fast_math the unit's intrinsics for the functions nvcc maps (the
// device IR's library calls go to the same wrappers: MathCallFixups).
func TestNvccMathOverloads(t *testing.T) {
	names := []string{"log", "log2", "log10", "log1p", "acos", "asin", "acosh", "atanh", "sqrt", "exp", "exp2",
		"sin", "cos", "tan", "tgamma", "lgamma", "erfc", "expm1", "cbrt", "pow", "fmod"}
	in := []uint64{0xbf800000, 0xff800001, 0x7f800000, 0xffc00123, 0xc0000000, 0x80000000, 0x3fc00000, 0x41200000}
	for _, fast := range []bool{false, true} {
		var extra []string
		if fast {
			extra = []string{"--use_fast_math"}
		}
		got := runKernelTypedBlock(t, nvccKernelImage(t, "overload.cu", overloadKernel, extra...), "k", "u32", in,
			48*len(in), uint32(len(in)))
		for i, x := range in {
			for k, n := range names {
				if a, b := got[48*i+2*k], got[48*i+2*k+1]; a != b {
					t.Errorf("fast=%v: %s(%#x): std::%s gives %#x, %sf %#x", fast, n, x, n, a, n, b)
				}
			}
		}
	}
}
