package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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

func TestNvccVersionAndErrors(t *testing.T) {
	code, stdout, _ := ptxamd(t, "nvcc", "--version")
	if code != 0 || !strings.Contains(stdout, "ptxamd") || !strings.Contains(stdout, "not NVIDIA's nvcc") ||
		!strings.Contains(stdout, "release 12.4, V12.4.0") {
		t.Errorf("nvcc --version (exit %d):\n%s", code, stdout)
	}
	for _, c := range []struct{ flag, want string }{
		{"-ptx", "unsupported nvcc option '-ptx'"},
		{"--frobnicate", "unsupported nvcc option '--frobnicate'"},
		{"-lib", "unsupported nvcc option '-lib'"},
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
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and compiles CUDA programs")
	}
	nvcc := buildNvcc(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "bare.cu")
	if err := os.WriteFile(src, []byte(`#include <cstdint>
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
`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "host.cpp"), []byte(`#include <cuda_runtime.h>
#if defined(__CUDACC__)
#error a .cpp file is not CUDA
#endif
int devices() { int n = 0; return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0; }
`), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(nvcc, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("nvcc %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("-arch", "sm_86", "-lineinfo", "-Xcompiler=-Wall,-fPIC", "--expt-relaxed-constexpr", "-O2", "bare.cu", "-o", "bare")
	run("-gencode", "arch=compute_86,code=sm_86", "-x", "cu", "-c", "bare.cu", "-o", "bare.o")
	run("bare.o", "-o", "bare2")
	// A C++ file: host compiler, CUDA include path, runtime API.
	run("-c", "host.cpp", "-o", "host.o")
	run("bare.o", "host.o", "-o", "bare3")
	run("-E", "-arch=sm_86", "bare.cu", "-o", "bare.ii")
	run("-M", "bare.cu", "-o", "bare.d")
	for _, f := range []string{"gemm_int4.cu", "block_reduce.cu", "cg_reduce.cu", "half_bf16.cu", "wmma_gemm.cu", "intrinsics.cu"} {
		p, _ := filepath.Abs(filepath.Join("../../ccwrap/testdata/nvcc", f))
		run("-arch=sm_80", "-O3", "-std=c++17", p, "-o", strings.TrimSuffix(f, ".cu"))
	}
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
