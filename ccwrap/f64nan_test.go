package ccwrap

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// f64NaNIR has what F64NaNFixups rewrites in a user's function, the same
// in a device-library function (left alone) and a wrapper definition.
const f64NaNIR = `define internal double @_ZL3logd(double noundef %0) {
  %2 = call contract double @__ocml_log_f64(double noundef %0) #3
  %3 = call double @__ocml_cbrt_f64(double %0)
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
define internal double @__ocml_sin_f64(double noundef %0) {
  %2 = call double @__ocml_log_f64(double %0)
  %3 = fneg double %2
  %4 = call double @llvm.fabs.f64(double %3)
  ret double %4
}
`

// TestF64NaNFixups: a user's call of an ocml f64 function goes to the
// wrapper the module defines (cbrt has none here), fneg/fabs/ldexp of a
// NaN quieten it keeping its sign, frexp's argument is quietened, f64 and
// f32-to-64-bit conversions give the sign bit for NaN; the library's own
// functions, the wrappers and fast-math instructions are left alone.
func TestF64NaNFixups(t *testing.T) {
	got := F64NaNFixups(f64NaNIR, true)
	for _, want := range []string{
		"  %2 = call contract double @__ptxamd_nan64_log(double noundef %0) #3\n",
		"  %3 = call double @__ocml_cbrt_f64(double %0)\n",
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
	d, log := testDriver(t)
	src := filepath.Join(t.TempDir(), "nan64.cu")
	if err := os.WriteFile(src, []byte(f64NaNKernel), 0o644); err != nil {
		t.Fatal(err)
	}
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
		log.Reset()
		ll := nvccDeviceIRFor(t, d, src, "gfx90a", "paired", "sm_80", extra...)
		if t.Failed() {
			t.Fatal(log)
		}
		got := runKernelTypedBlock(t, readIRImage(t, ll), "k", "u64", in, 8*len(in), uint32(len(in)))
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
