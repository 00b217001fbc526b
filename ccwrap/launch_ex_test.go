package ccwrap

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLaunchAttrsCheck builds include/__ptxamd_launch_attrs.h's check for
// the host and runs it on attribute lists: hints pass, a cluster of one
// passes, a cluster of several CTAs (or a zero dimension, or an attribute
// it does not know) is refused with its reason.
func TestLaunchAttrsCheck(t *testing.T) {
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		if clang, err = exec.LookPath("clang"); err != nil {
			t.Skip("no clang")
		}
	}
	src := `#include "__ptxamd_launch_attrs.h"
#include <string.h>
static void run(const char *name, cudaLaunchAttribute *a, unsigned n) {
  char msg[320] = "";
  int coop = -1;
  int r = __ptxamd_launch_attrs_check(a, n, &coop, msg, sizeof msg);
  printf("%s %d %d %s\n", name, r, coop, msg);
}
int main(void) {
  cudaLaunchAttribute a[3];
  memset(a, 0, sizeof a);
  run("none", a, 0);
  a[0].id = cudaLaunchAttributeClusterDimension; a[0].val.clusterDim.x = 1; a[0].val.clusterDim.y = 1; a[0].val.clusterDim.z = 1;
  a[1].id = cudaLaunchAttributePriority; a[1].val.priority = 2;
  a[2].id = cudaLaunchAttributeCooperative; a[2].val.cooperative = 1;
  run("one", a, 3);
  a[0].val.clusterDim.x = 2; a[0].val.clusterDim.y = 2;
  run("two", a, 1);
  a[0].val.clusterDim.z = 0;
  run("zero", a, 1);
  a[0].id = cudaLaunchAttributeProgrammaticEvent;
  run("event", a, 1);
  return 0;
}
`
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "t.c"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	inc, _ := filepath.Abs("include")
	if out, err := exec.Command(clang, "-std=c11", "-Wall", "-Werror", "-I", inc, "-o", filepath.Join(dir, "t"), filepath.Join(dir, "t.c")).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	out, err := exec.Command(filepath.Join(dir, "t")).Output()
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(string(out)), "\n")
	want := []string{
		"none 0 0 ",
		"one 0 1 ",
		"two 1 0 a thread-block cluster of 2,2,1 CTAs cannot be placed: ptxamd nvcc compiles kernels with clang's HIP toolchain, which has no clusters (run the kernel's PTX with `ptxamd run --cluster 2,2,1`)",
		"zero 1 0 cluster dimension 2,2,0 has a zero dimension",
		"event 1 0 launch attribute 7 is not supported by ptxamd nvcc",
	}
	if len(got) != len(want) {
		t.Fatalf("got:\n%s", out)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("got  %q\nwant %q", got[i], want[i])
		}
	}
}

// TestLaunchKernelExCompiles compiles (host and device, -fsyntax-only)
// CUDA code that launches with cudaLaunchKernelEx and a cluster attribute,
// as Hopper samples do.
func TestLaunchKernelExCompiles(t *testing.T) {
	d, log := testDriver(t)
	src := filepath.Join(t.TempDir(), "ex.cu")
	code := `#include <cuda_runtime.h>
__global__ void k(float *out, const int n, float s) { if (threadIdx.x < n) out[threadIdx.x] = s; }
int main() {
  float *p = nullptr;
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(4, 1, 1);
  cfg.blockDim = dim3(64, 1, 1);
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeClusterDimension;
  attr[0].val.clusterDim.x = 2;
  attr[0].val.clusterDim.y = 1;
  attr[0].val.clusterDim.z = 1;
  cfg.attrs = attr;
  cfg.numAttrs = 1;
  cudaError_t e = cudaLaunchKernelEx(&cfg, k, p, 64, 1.5);
  const cudaLaunchConfig_t c2 = {dim3(2), dim3(32, 2), 0, 0, nullptr, 0};
  unsigned threads = c2.blockDim.x * c2.blockDim.y * cfg.gridDim.x;
  e = cudaLaunchKernelEx(&c2, k, p, (int)threads, 2.0f);
  e = cudaFuncSetAttribute(k, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
  e = cudaFuncSetAttribute(k, cudaFuncAttributeRequiredClusterWidth, 2);
  e = cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  return e == cudaErrorNotSupported ? 0 : 1;
}
`
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	if rc := d.Run([]string{"-fsyntax-only", "--offload-arch=gfx90a", src}); rc != 0 {
		t.Errorf("-fsyntax-only: exit %d:\n%s", rc, log)
	}
}

// TestClusterDimsRefused: a kernel declared with __cluster_dims__ is an
// error where it is launched, with the reason.
func TestClusterDimsRefused(t *testing.T) {
	d, log := testDriver(t)
	src := filepath.Join(t.TempDir(), "cd.cu")
	code := `#include <cuda_runtime.h>
__global__ void __cluster_dims__(2, 1, 1) k(float *out) { out[threadIdx.x] = 1; }
int main() { k<<<2, 32>>>(nullptr); return 0; }
`
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	if rc := d.Run([]string{"-fsyntax-only", "--offload-arch=gfx90a", src}); rc == 0 || !strings.Contains(log.String(), "__cluster_dims__") {
		t.Errorf("exit %d:\n%s", rc, log)
	}
}
