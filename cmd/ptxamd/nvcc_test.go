package main

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/ccwrap"
)

// buildNvcc builds ptxamd and links nvcc to it, as an install would, and
// returns the link.
func buildNvcc(t *testing.T) string {
	t.Helper()
	cc := buildWrapper(t)
	link := filepath.Join(filepath.Dir(cc), "nvcc")
	if err := os.Symlink("ptxamd", link); err != nil {
		t.Fatal(err)
	}
	return link
}

// nvccIn builds nvcc (skipping without a C compiler or with -short) and
// returns a scratch directory with files written in it and a runner of
// nvcc command lines there that fails the test on an error.
func nvccIn(t *testing.T, files map[string]string) (dir string, run func(args ...string)) {
	t.Helper()
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and compiles CUDA programs")
	}
	nvcc := buildNvcc(t)
	dir = t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, func(args ...string) {
		t.Helper()
		cmd := exec.Command(nvcc, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("nvcc %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

func TestNvccVersionAndErrors(t *testing.T) {
	code, stdout, _ := ptxamd(t, "nvcc", "--version")
	if code != 0 || !strings.Contains(stdout, "ptxamd") || !strings.Contains(stdout, "not NVIDIA's nvcc") ||
		!strings.Contains(stdout, "release 12.4, V12.4.0") {
		t.Errorf("nvcc --version (exit %d):\n%s", code, stdout)
	}
	for _, c := range []struct{ flag, want string }{
		{"-ptx", "unsupported nvcc option '-ptx'"},
		{"--frobnicate", "unsupported nvcc option '--frobnicate'"},
		{"-dlto", "unsupported nvcc option '-dlto'"},
	} {
		code, _, stderr := ptxamd(t, "nvcc", c.flag, "k.cu")
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("nvcc %s: exit %d, stderr %q, want %q", c.flag, code, stderr, c.want)
		}
	}
}

// TestNvccPlainCommandLines compiles CUDA sources unmodified through a
// symlink named nvcc with nvcc command lines: a file that includes only
// <cstdint> (cuda_runtime.h is pre-included, as nvcc does), CUDA
// headers, nvcc's macros per target, and the acceptance programs of
// ccwrap/testdata/nvcc, compiled and linked.
func TestNvccPlainCommandLines(t *testing.T) {
	dir, run := nvccIn(t, map[string]string{"bare.cu": `#include <cstdint>
#if !defined(__CUDACC__) || !defined(__NVCC__) || __CUDACC_VER_MAJOR__ < 12 || CUDART_VERSION < 12000
#error nvcc's macros are missing
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ != 860
#error __CUDA_ARCH__ is not the sm asked for
#endif
__global__ void k(uint32_t *out) {
  static_assert(warpSize == 32, "CUDA's warp");
  out[blockIdx.x * blockDim.x + threadIdx.x] = gridDim.x + __activemask();
}
int main() {
  uint32_t *d;
  cudaMalloc(&d, 256);
  k<<<2, 32>>>(d);
  cudaDeviceProp p;
  return cudaGetDeviceProperties(&p, 0) == cudaSuccess && (p.warpSize != 32 || p.major != 8) ? 1 : 0;
}
`,
		"host.cpp": `#include <cuda_runtime.h>
#if defined(__CUDACC__)
#error a .cpp file is not CUDA
#endif
int devices() { int n = 0; return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0; }
`})
	run("-arch", "sm_86", "-lineinfo", "-Xcompiler=-Wall,-fPIC", "--expt-relaxed-constexpr", "-O2", "bare.cu", "-o", "bare")
	run("-gencode", "arch=compute_86,code=sm_86", "-x", "cu", "-c", "bare.cu", "-o", "bare.o")
	run("bare.o", "-o", "bare2")
	// A C++ file: host compiler, CUDA include path, runtime API.
	run("-c", "host.cpp", "-o", "host.o")
	run("bare.o", "host.o", "-o", "bare3")
	// What CMake projects and Makefiles pass.
	if err := os.Mkdir(filepath.Join(dir, "od"), 0o755); err != nil {
		t.Fatal(err)
	}
	run("-arch=sm_86", "-Xcompiler", "-fPIC", "--compiler-options", "-Wall", "-std=c++17", "-O3", "-lineinfo", "-diag-suppress", "177",
		"--threads", "0", "-Wno-deprecated-gpu-targets", "--ptxas-options=-v", "-forward-unknown-to-host-compiler",
		"--keep-dir", dir, "-MD", "-MF", "od/bare.d", "--expt-extended-lambda", "-odir", "od", "-c", "bare.cu")
	for _, f := range []string{"od/bare.o", "od/bare.d"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("Makefile-style compile: %v", err)
		}
	}
	if d, err := os.ReadFile(filepath.Join(dir, "od/bare.d")); err != nil || !strings.HasPrefix(string(d), "od/bare.o:") {
		t.Errorf("dependency file names %q, want od/bare.o", d)
	}
	run("-E", "-arch=sm_86", "bare.cu", "-o", "bare.ii")
	run("-M", "bare.cu", "-o", "bare.d")
	for _, f := range []string{"gemm_int4.cu", "block_reduce.cu", "cg_reduce.cu", "half_bf16.cu", "wmma_gemm.cu", "intrinsics.cu"} {
		p, _ := filepath.Abs(filepath.Join("../../ccwrap/testdata/nvcc", f))
		run("-arch=sm_80", "-O3", "-std=c++17", p, "-o", strings.TrimSuffix(f, ".cu"))
	}
}

// TestNvccArchSpecificRelease: sm_90a's feature macros reach the device
// compile (and not sm_90's), and what CCCL and CUTLASS do in a Release
// build compiles on both sides: a __host__ __device__ redeclaration of
// __assert_fail beside assert(), and a one-element vector type
// copy-list-initialised (HIP's constructor is explicit).
func TestNvccArchSpecificRelease(t *testing.T) {
	_, run := nvccIn(t, map[string]string{"rel.cu": `#include <cassert>
#include <cstdint>
#if defined(__CUDA_ARCH__) && defined(WANT_FEAT) != defined(__CUDA_ARCH_FEAT_SM90_ALL)
#error __CUDA_ARCH_FEAT_SM90_ALL does not follow the sm's "a"
#endif
#if defined(__CUDA_ARCH__) && defined(WANT_FEAT) && __CUDA_ARCH_SPECIFIC__ != 900
#error __CUDA_ARCH_SPECIFIC__
#endif
extern "C" __host__ __device__ void __assert_fail(const char *, const char *, unsigned int, const char *) noexcept
    __attribute__((__noreturn__));
__global__ void k(uint32_t *out) {
  static __constant__ uint1 one = {1u};
  assert(out != nullptr);
  out[threadIdx.x] = one.x;
}
int main() { return 0; }
`})
	run("-arch=sm_90a", "-DWANT_FEAT", "-DNDEBUG", "-c", "rel.cu", "-o", "a.o")
	run("-arch=sm_90", "-c", "rel.cu", "-o", "b.o")
	run("-gencode", "arch=compute_90a,code=sm_90a", "-DWANT_FEAT", "-c", "rel.cu", "-o", "c.o")
}

// TestNvccCMake configures and builds examples/nvcc-cmake with CMake's
// CUDA language and the nvcc symlink as CMAKE_CUDA_COMPILER, for two
// CUDA architectures mapped to two AMD targets.
func TestNvccCMake(t *testing.T) {
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and a CMake project")
	}
	cm := needTool(t, "cmake")
	nvcc := buildNvcc(t)
	src, _ := filepath.Abs("../../examples/nvcc-cmake")
	build := t.TempDir()
	archMap := filepath.Join(build, "arch-map")
	if err := os.WriteFile(archMap, []byte("sm_80 gfx90a\nsm_90 gfx942\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "PTXAMD_ARCH_MAP="+archMap)
	for _, args := range [][]string{
		{"-S", src, "-B", build, "-DCMAKE_CUDA_COMPILER=" + nvcc, "-DCMAKE_CUDA_ARCHITECTURES=80;90"},
		{"--build", build},
	} {
		cmd := exec.Command(cm, args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("cmake %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		if args[0] == "-S" && !strings.Contains(string(out), "The CUDA compiler identification is NVIDIA 12.4.0") {
			t.Errorf("CMake did not identify ptxamd nvcc:\n%s", out)
		}
	}
	ids := bundleIDs(t, filepath.Join(build, "app"))
	for _, id := range []string{"hipv4-amdgcn-amd-amdhsa--gfx90a", "hipv4-amdgcn-amd-amdhsa--gfx942"} {
		if ids[id] == 0 {
			t.Errorf("no %s code object in %v", id, ids)
		}
	}
}

// codeObjectKernels returns the kernel descriptor symbols (NAME.kd) of an
// AMD code object.
func codeObjectKernels(t *testing.T, co []byte) []string {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(co))
	if err != nil {
		t.Fatalf("not an ELF code object: %v", err)
	}
	if f.Machine != elf.EM_AMDGPU {
		t.Fatalf("machine %v, want EM_AMDGPU", f.Machine)
	}
	syms, err := f.DynamicSymbols()
	if err != nil {
		t.Fatal(err)
	}
	var kds []string
	for _, s := range syms {
		if strings.HasSuffix(s.Name, ".kd") {
			kds = append(kds, s.Name)
		}
	}
	return kds
}

// TestNvccDeviceOutputs covers nvcc's device-code modes: -dc objects
// (one in an archive) device-linked by -dlink into an object that a plain
// host link (clang++, no ptxamd) takes, as CMake's separable compilation
// does; -fatbin (an offload bundle of every target's code object); -cubin
// (stem.cubin); and -ptx's error.
func TestNvccDeviceOutputs(t *testing.T) {
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and compiles CUDA programs")
	}
	nvcc := buildNvcc(t)
	tc, err := ccwrap.FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	rdc, _ := filepath.Abs("../../ccwrap/testdata/rdc")
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(nvcc, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("nvcc %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	archs := []string{"-gencode", "arch=compute_80,code=sm_80", "--amd-arch", "gfx90a,gfx1100"}
	run(append(archs, "-dc", filepath.Join(rdc, "main.cu"), "-o", "main.o")...)
	run(append(archs, "-dc", filepath.Join(rdc, "rot.cu"), "-odir", dir)...)
	ar := filepath.Join(filepath.Dir(tc.LLVMLink), "llvm-ar")
	if out, err := exec.Command(ar, "rc", filepath.Join(dir, "librot.a"), filepath.Join(dir, "rot.o")).CombinedOutput(); err != nil {
		t.Fatalf("llvm-ar: %v: %s", err, out)
	}
	// CMake's device link line, with its options file.
	if err := os.WriteFile(filepath.Join(dir, "objs.rsp"), []byte("main.o\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(append(archs, "-Xcompiler=-fPIC", "-Wno-deprecated-gpu-targets", "-shared", "-dlink", "--options-file", "objs.rsp",
		"-o", "dlink.o", "-L.", "-lrot", "-lcudadevrt")...)
	link := exec.Command(tc.Clang, "main.o", "librot.a", "dlink.o", "-o", "app", "-L"+filepath.Join(tc.ROCm, "lib"), "-lamdhip64")
	link.Dir = dir
	if out, err := link.CombinedOutput(); err != nil {
		t.Fatalf("host link: %v\n%s", err, out)
	}
	entries, err := ccwrap.ReadFatBinary(filepath.Join(dir, "app"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, e := range entries {
		if len(e.Data) > 0 {
			got[e.ID] = codeObjectKernels(t, e.Data)
		}
	}
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		if kds := got["hipv4-amdgcn-amd-amdhsa--"+arch]; len(kds) != 1 || kds[0] != "rdc_kernel.kd" {
			t.Errorf("%s: kernels %q in the device-linked program, want rdc_kernel.kd", arch, kds)
		}
	}
	// -lib: the -rdc=true library as an archive, device-linked the same way.
	run(append(archs, "-lib", "-rdc=true", filepath.Join(rdc, "rot.cu"), "-o", "librot2.a")...)
	run(append(archs, "-dlink", "main.o", "librot2.a", "-o", "dlink2.o")...)
	link = exec.Command(tc.Clang, "main.o", "librot2.a", "dlink2.o", "-o", "app2", "-L"+filepath.Join(tc.ROCm, "lib"), "-lamdhip64")
	link.Dir = dir
	if out, err := link.CombinedOutput(); err != nil {
		t.Fatalf("host link with the -lib archive: %v\n%s", err, out)
	}
	entries, err = ccwrap.ReadFatBinary(filepath.Join(dir, "app2"))
	if err != nil || len(entries) != 3 {
		t.Errorf("app2: %d bundle entries, %v", len(entries), err)
	}
	for _, e := range entries {
		if len(e.Data) > 0 {
			if kds := codeObjectKernels(t, e.Data); len(kds) != 1 || kds[0] != "rdc_kernel.kd" {
				t.Errorf("app2 %s: kernels %q", e.ID, kds)
			}
		}
	}
	// Without device code (objects of plain C++), -dlink writes an empty object.
	if err := os.WriteFile(filepath.Join(dir, "plain.cpp"), []byte("int plain() { return 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("-c", "plain.cpp", "-o", "plain.o")
	run("-dlink", "plain.o", "-o", "empty_dlink.o")
	if f, err := elf.Open(filepath.Join(dir, "empty_dlink.o")); err != nil || f.Type != elf.ET_REL {
		t.Errorf("-dlink without device code: %v", err)
	}

	// -fatbin: one bundle per source with both targets; -cubin: stem.cubin.
	run(append(archs, "-fatbin", filepath.Join(rdc, "rot.cu"))...)
	data, err := os.ReadFile(filepath.Join(dir, "rot.fatbin"))
	if err != nil {
		t.Fatal(err)
	}
	bundle, err := ccwrap.Unbundle(data)
	if err != nil {
		t.Fatalf("rot.fatbin: %v", err)
	}
	var ids []string
	for _, e := range bundle {
		ids = append(ids, e.ID)
	}
	if want := "host-x86_64-unknown-linux-gnu hipv4-amdgcn-amd-amdhsa--gfx90a hipv4-amdgcn-amd-amdhsa--gfx1100"; strings.Join(ids, " ") != want {
		t.Errorf("rot.fatbin entries %q, want %s", ids, want)
	}
	hb, _ := filepath.Abs("../../ccwrap/testdata/nvcc/half_bf16.cu")
	run("-arch=sm_80", "-cubin", hb)
	cubin, err := os.ReadFile(filepath.Join(dir, "half_bf16.cubin"))
	if err != nil {
		t.Fatal(err)
	}
	if kds := codeObjectKernels(t, cubin); len(kds) != 1 || !strings.Contains(kds[0], "half_bf16") {
		t.Errorf("half_bf16.cubin kernels %q", kds)
	}
	cmd := exec.Command(nvcc, "-ptx", filepath.Join(rdc, "rot.cu"))
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "'-ptx'") || !strings.Contains(string(out), "only the inline asm statements are PTX") {
		t.Errorf("nvcc -ptx: %v\n%s", err, out)
	}
}

// TestNvccCMakeSeparable builds examples/nvcc-cmake-rdc: CMake's
// CUDA_SEPARABLE_COMPILATION (compiles with -rdc=true, device link with
// nvcc -dlink and an options file, host link by the host compiler), a
// kernel calling a device function of a static library.
func TestNvccCMakeSeparable(t *testing.T) {
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and a CMake project")
	}
	cm := needTool(t, "cmake")
	nvcc := buildNvcc(t)
	src, _ := filepath.Abs("../../examples/nvcc-cmake-rdc")
	build := t.TempDir()
	for _, args := range [][]string{
		{"-S", src, "-B", build, "-DCMAKE_CUDA_COMPILER=" + nvcc, "-DCMAKE_CUDA_ARCHITECTURES=80"},
		{"--build", build, "-v"},
	} {
		cmd := exec.Command(cm, args...)
		cmd.Env = append(os.Environ(), "PTXAMD_ARCH=gfx90a")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("cmake %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		if args[0] == "--build" && !strings.Contains(string(out), "-dlink") {
			t.Errorf("CMake ran no device link:\n%s", out)
		}
	}
	entries, err := ccwrap.ReadFatBinary(filepath.Join(build, "app"))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range entries {
		if e.ID == "hipv4-amdgcn-amd-amdhsa--gfx90a" {
			found = true
			if kds := codeObjectKernels(t, e.Data); len(kds) != 1 || kds[0] != "_Z5mixedPj.kd" {
				t.Errorf("kernels %q, want _Z5mixedPj.kd", kds)
			}
		}
	}
	if !found {
		t.Errorf("no gfx90a code object in app")
	}
}

// TestNvccRuntimeLink runs a host program (testdata/culink.cpp, built by
// nvcc) that links two PTX modules at run time with cuLinkCreate,
// cuLinkAddFile, cuLinkAddData and cuLinkComplete (an nvcc -rdc=true
// module whose .extern function and variables another defines), and reads
// the error logs of a failed link, of broken PTX (cuModuleLoadDataEx) and
// of an unsupported input. This machine has no AMD GPU: PTXAMD_ARCH names
// the target, the translation runs, and loading the code object
// (cuModuleLoadData) fails, which the program reports.
func TestNvccRuntimeLink(t *testing.T) {
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and a CUDA host program")
	}
	nvcc := buildNvcc(t)
	dir := t.TempDir()
	src, _ := filepath.Abs("testdata/culink.cpp")
	cmd := exec.Command(nvcc, src, "-o", filepath.Join(dir, "culink"), "-lcuda")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nvcc: %v\n%s", err, out)
	}
	mainPTX, _ := filepath.Abs("../../frontend/testdata/corpus/extern_rdc.sm80.ptx")
	defs, _ := filepath.Abs("testdata/ext_defs.ptx")
	bad, _ := filepath.Abs("testdata/culink_bad.ptx")
	hsaco := filepath.Join(dir, "out.hsaco")
	cmd = exec.Command(filepath.Join(dir, "culink"), mainPTX, defs, bad, hsaco)
	cmd.Env = append(os.Environ(), "PTXAMD="+filepath.Join(filepath.Dir(nvcc), "ptxamd"), "PTXAMD_ARCH=gfx90a",
		"XDG_CACHE_HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("culink: %v\n%s", err, out)
	}
	for _, want := range []string{
		"link 0 size ", "info ptxamd: 2 PTX module(s) translated for gfx90a",
		"unlinked 218 log: ", "undefined: _Z9ext_scalefi, ext_table, ext_coeffs",
		"bad 218 log: ", "error: undeclared identifier %r1", "library 801 log: ptxamd: libcudadevrt.a: only PTX",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	co, err := os.ReadFile(hsaco)
	if err != nil {
		t.Fatal(err)
	}
	if kds := codeObjectKernels(t, co); len(kds) != 1 || kds[0] != "rdc_kernel.kd" {
		t.Errorf("linked code object kernels %q, want rdc_kernel.kd", kds)
	}
}

// TestNvccSingleModeHost compiles a program in warp mode single for a
// wave64 target and runs its host side with its own hipLaunchKernel (no
// GPU here): every launch, by <<<>>> and by cudaLaunchKernel, of a kernel
// with a struct and a double parameter and of a template kernel, gets the
// PTX block size as three leading arguments, the original arguments after
// them, and one wave64 per 32 threads, flattened along x; a block of 600
// threads (1216 lanes) is refused.
func TestNvccSingleModeHost(t *testing.T) {
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and a CUDA program")
	}
	nvcc := buildNvcc(t)
	dir := t.TempDir()
	src, _ := filepath.Abs("testdata/single_host.cu")
	exe := filepath.Join(dir, "single_host")
	if out, err := exec.Command(nvcc, "--warp-mode", "single", "-arch=sm_80", "--amd-arch", "gfx90a", src, "-o", exe).CombinedOutput(); err != nil {
		t.Fatalf("nvcc: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "grid 3,1,1 block 192,1,1 shmem 16 ptx block 8,6,2 k2(0x1234, {7, 1.5}, 2.5)\n" +
		"grid 1,2,1 block 192,1,1 shmem 0 ptx block 32,3,1 kt<4>(0x5678)\n" +
		"grid 1,1,1 block 128,1,1 shmem 0 ptx block 33,1,1 k2(0x9abc, {9, 4.5}, 0.25)\n" +
		"cudaLaunchKernel 0\n" +
		"grid 2,1,1 block 1216,1,1 shmem 0 ptx block 600,1,1 k2(0x9abc, {9, 4.5}, 0.25)\n" +
		"600 threads: invalid configuration\n"
	if string(out) != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
}
