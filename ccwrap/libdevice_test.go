package ccwrap

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// libdeviceIR has a kernel calling the device library through a header
// function and directly, an unreachable wrapper, a function other units
// may call, a vtable-reached function and the library's own definitions.
const libdeviceIR = `@vt = internal constant [1 x ptr] [ptr @_ZL7virtualf]

define amdgpu_kernel void @k(ptr %p, float %x, double %d) {
  %a = call contract float @_ZL4sinff(float %x)
  %b = call double @__ocml_pow_f64(double %d, double %d)
  %c = call float @__ocml_sincos_f32(float %x, ptr addrspace(5) %p5)
  %e = call float @llvm.exp.f32(float %x)
  %f = call float @llvm.sqrt.f32(float %x)
  %g = call double @_ZL2jnid(i32 3, double %d)
  %h = call float @__ocml_native_sin_f32(float %x)
  %i = call float @__ocml_fract_f32(float %x, ptr addrspace(5) %p5)
  ret void
}
define internal float @_ZL4sinff(float noundef %0) {
  %2 = call contract float @__ocml_sin_f32(float noundef %0)
  ret float %2
}
define weak hidden float @__ptxamd_nan32_erf(float noundef %0) {
  %2 = call float @__ocml_erf_f32(float noundef %0)
  ret float %2
}
define hidden float @exported(float %0) {
  %2 = call float @__ocml_tanh_f32(float %0)
  ret float %2
}
define internal float @_ZL7virtualf(float %0) {
  %2 = call float @__ocml_cbrt_f32(float %0)
  ret float %2
}
define internal float @__ocml_sin_f32(float noundef %0) {
  %2 = call float @__ocml_cos_f32(float %0)
  ret float %2
}
define internal double @__ocml_pow_f64(double noundef %0, double noundef %1) {
  ret double %0
}
define internal float @__ocml_sincos_f32(float noundef %0, ptr addrspace(5) nocapture noundef writeonly %1) {
  ret float %0
}
declare float @__ocml_erf_f32(float)
declare float @__ocml_tanh_f32(float)
declare float @__ocml_cbrt_f32(float)
declare float @__ocml_cos_f32(float)
declare float @__ocml_native_sin_f32(float)
declare float @__ocml_fract_f32(float, ptr addrspace(5))
declare double @_ZL2jnid(i32, double)
`

// TestLibdeviceCalls: calls of the device library's functions from code
// the kernels reach (through header functions, function pointers and
// functions other units may call) go to libdevice's functions of CUDA's
// names, with their declarations; the library's own calls, unreachable
// wrappers, native_ forms and functions libdevice has no counterpart of
// stay; sincos gets a wrapper of the device library's signature; sqrtf
// is libdevice's only for --prec-sqrt=false; --use_fast_math picks the
// __nv_fast_ forms.
func TestLibdeviceCalls(t *testing.T) {
	got, used := LibdeviceCalls(libdeviceIR, false, false)
	for _, want := range []string{
		"  %2 = call contract float @__nv_sinf(float noundef %0)\n",
		"  %b = call double @__nv_pow(double %d, double %d)\n",
		"  %c = call float @__ptxamd_nvw_sincosf(float %x, ptr addrspace(5) %p5)\n",
		"  %e = call float @__nv_expf(float %x)\n",
		"  %f = call float @llvm.sqrt.f32(float %x)\n",
		"  %g = call double @__nv_jn(i32 3, double %d)\n",
		"  %h = call float @__ocml_native_sin_f32(float %x)\n",
		"  %i = call float @__ocml_fract_f32(float %x, ptr addrspace(5) %p5)\n",
		"  %2 = call float @__nv_tanhf(float %0)\n",
		"  %2 = call float @__nv_cbrtf(float %0)\n",
		"  %2 = call float @__ocml_erf_f32(float noundef %0)\n", // unreachable wrapper
		"  %2 = call float @__ocml_cos_f32(float %0)\n",         // the library's own
		"declare float @__nv_sinf(float)",
		"declare double @__nv_pow(double, double)",
		"declare float @__ptxamd_nvw_sincosf(float, ptr addrspace(5))",
		"declare double @__nv_jn(i32, double)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	wantUsed := map[string]string{"__nv_sinf": "float(float)", "__nv_pow": "double(double, double)",
		"__ptxamd_nvw_sincosf": "float(float, ptr addrspace(5))", "__nv_expf": "float(float)",
		"__nv_jn": "double(i32, double)", "__nv_tanhf": "float(float)", "__nv_cbrtf": "float(float)"}
	if len(used) != len(wantUsed) {
		t.Errorf("used = %v, want %v", used, wantUsed)
	}
	for n, sig := range wantUsed {
		if used[n] != sig {
			t.Errorf("used[%s] = %q, want %q", n, used[n], sig)
		}
	}
	fast, used := LibdeviceCalls(libdeviceIR, true, true)
	for _, want := range []string{"@__nv_fast_sinf(", "@__nv_fast_expf(", "@__nv_fast_tanhf(", "@__nv_sqrtf(", "@__nv_cbrtf("} {
		if !strings.Contains(fast, want) {
			t.Errorf("fast: missing %q", want)
		}
	}
	if used["__nv_sqrtf"] != "float(float)" {
		t.Errorf("fast: used = %v", used)
	}
	if out, used := LibdeviceCalls("define void @f() {\n  ret void\n}\n", false, false); used != nil || !strings.Contains(out, "ret void") {
		t.Errorf("a module without the library: %v\n%s", used, out)
	}
}

// TestResolveReflect: each __nvvm_reflect query gets its answer, and a
// query of something that is not a string constant is an error.
func TestResolveReflect(t *testing.T) {
	ir := `@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1
define float @f() {
  %1 = call i32 @__nvvm_reflect(ptr @.str) #6
  %2 = tail call i32 @__nvvm_reflect(ptr @.str.1)
  %3 = call i32 @__nvvm_reflect(ptr @.str.2) #6
}`
	got, err := resolveReflect(ir, libdeviceReflect{arch: 900, ftz: true, precSqrt: false})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"%1 = add i32 0, 1\n", "%2 = add i32 0, 900\n", "%3 = add i32 0, 0\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if _, err := resolveReflect("  %1 = call i32 @__nvvm_reflect(ptr @nowhere)", libdeviceReflect{}); err == nil {
		t.Error("a query of an unknown global: no error")
	}
}

// TestLibdeviceWrappers: the wrappers over translated libdevice
// functions are valid IR (llvm-as), for a plain function, one with an i32
// parameter and the sincos form.
func TestLibdeviceWrappers(t *testing.T) {
	as, err := exec.LookPath("llvm-as-19")
	if err != nil {
		t.Skip("no llvm-as-19")
	}
	ir := `target triple = "amdgcn-amd-amdhsa"
declare void @p1(ptr addrspace(5), ptr addrspace(5))
declare void @p2(ptr addrspace(5), ptr addrspace(5), ptr addrspace(5))
declare void @p3(ptr addrspace(5), ptr addrspace(5), ptr addrspace(5))
` + libdeviceWrapper("__nv_sinf", "p1", "float(float)", "gfx90a", "") +
		libdeviceWrapper("__nv_jn", "p2", "double(i32, double)", "", "+wavefrontsize64") +
		sinCosWrapperIR("__ptxamd_nvw_sincos", "p3", "double(double, ptr addrspace(5))", "gfx90a", "")
	f := filepath.Join(t.TempDir(), "w.ll")
	if err := os.WriteFile(f, []byte(ir), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(as, f, "-o", os.DevNull).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as: %v\n%s\n%s", err, out, ir)
	}
}

// TestNvccLibdeviceSeparate: with CUDA's libdevice ($PTXAMD_LIBDEVICE, or
// an installed toolkit's), two units of a
// separable (-dc) build that both call sinf each define libdevice's
// wrappers, which device linking merges (they were "multiply defined"),
// and the linked kernel computes what one unit holding both computes.
func TestNvccLibdeviceSeparate(t *testing.T) {
	if ResolveLibdevice() == "" {
		t.Skip("no CUDA libdevice.10.bc: PTXAMD_LIBDEVICE not set and no CUDA toolkit found")
	}
	d, log := testDriver(t)
	dir := t.TempDir()
	const unitA = `__device__ float helper(float x);
extern "C" __global__ void k(const unsigned *in, unsigned *out) {
  int i = threadIdx.x; float x = __uint_as_float(in[i]);
  out[i] = __float_as_uint(sinf(x) + helper(x));
}
`
	const unitB = `__device__ float helper(float x) { return sinf(x) * expf(x) + erff(x); }
`
	var bcs []string
	for name, src := range map[string]string{"a": unitA, "b": unitB} {
		cu := filepath.Join(dir, name+".cu")
		if err := os.WriteFile(cu, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		n, err := TranslateNvcc([]string{"-arch=sm_80", "-dc", cu, "-o", filepath.Join(dir, name+".o")})
		if err != nil {
			t.Fatal(err)
		}
		log.Reset()
		if rc := d.Run(append([]string{"--offload-arch=gfx90a", "--ptxamd-cuda-arch=gfx90a=800"}, n.CC...)); rc != 0 {
			t.Fatalf("nvcc -dc %s: exit %d\n%s", name, rc, log)
		}
		ins, err := readRDCInputs(filepath.Join(dir, name+".o"))
		if err != nil || len(ins) != 1 || ins[0].device["gfx90a"] == nil {
			t.Fatalf("%s.o: no device code: %v", name, err)
		}
		bc := filepath.Join(dir, name+".bc")
		if err := os.WriteFile(bc, ins[0].device["gfx90a"], 0o644); err != nil {
			t.Fatal(err)
		}
		bcs = append(bcs, bc)
	}
	linked := filepath.Join(dir, "linked.bc")
	if out, err := exec.Command(d.TC.LLVMLink, append(bcs, "-o", linked)...).CombinedOutput(); err != nil {
		t.Fatalf("llvm-link: %v: %s", err, out)
	}
	ll := filepath.Join(dir, "linked.ll")
	if out, err := exec.Command(d.TC.Clang, "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-O2", "-nogpulib", "-S", "-emit-llvm",
		"-x", "ir", linked, "-o", ll).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v: %s", err, out)
	}
	var in []uint64
	for i := 0; i < threads; i++ {
		in = append(in, uint64(math.Float32bits(float32(i)*0.37-9)))
	}
	got := runKernelU32(t, readIRImage(t, ll), "k", in, threads)
	one := nvccKernelImage(t, "one.cu", strings.Replace(unitB+unitA, "__device__ float helper(float x);\n", "", 1))
	want := runKernelU32(t, one, "k", in, threads)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("out[%d] = %#x linked, %#x in one unit", i, got[i], want[i])
		}
	}
}

// TestFindLibdevice: the CUDA personality takes libdevice from
// $PTXAMD_LIBDEVICE, else from the toolkit $CUDA_PATH names (or another
// place of LibdeviceSearch), and $PTXAMD_LIBDEVICE=none keeps HIP's.
func TestFindLibdevice(t *testing.T) {
	root := t.TempDir()
	t.Setenv("CUDA_PATH", root)
	t.Setenv(EnvLibdevice, "")
	if got := LibdeviceSearch()[0]; got != filepath.Join(root, "nvvm", "libdevice", "libdevice.10.bc") {
		t.Fatalf("first place searched %q", got)
	}
	// A toolkit without the file (ptxamd's own header tree is laid out
	// like one) is passed over.
	if got := FindLibdevice(); strings.HasPrefix(got, root) {
		t.Fatalf("FindLibdevice = %q with no file under CUDA_PATH", got)
	}
	dir := filepath.Join(root, "nvvm", "libdevice")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "libdevice.10.bc")
	if err := os.WriteFile(file, []byte("BC"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := ResolveLibdevice(); got != file {
		t.Errorf("ResolveLibdevice = %q, want the toolkit's %q", got, file)
	}
	t.Setenv(EnvLibdevice, "/elsewhere/libdevice.10.bc")
	if got := ResolveLibdevice(); got != "/elsewhere/libdevice.10.bc" {
		t.Errorf("ResolveLibdevice = %q, want $%s's", got, EnvLibdevice)
	}
	t.Setenv(EnvLibdevice, LibdeviceNone)
	if got := ResolveLibdevice(); got != "" {
		t.Errorf("ResolveLibdevice = %q with $%s=%s", got, EnvLibdevice, LibdeviceNone)
	}
	a := &args{cuda: true}
	if got := a.libdeviceFile(); got != "" {
		t.Errorf("CUDA personality with %s: libdevice %q", LibdeviceNone, got)
	}
	t.Setenv(EnvLibdevice, "")
	if got := a.libdeviceFile(); got != file {
		t.Errorf("CUDA personality: libdevice %q, want the toolkit's %q", got, file)
	}
	if got := (&args{}).libdeviceFile(); got != "" {
		t.Errorf("HIP personality: libdevice %q, want none unless --ptxamd-libdevice", got)
	}
}
