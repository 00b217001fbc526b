package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/ccwrap"
)

// needCC skips a test when clang, lld or the HIP headers are missing,
// and fails it instead under PTXAMD_REQUIRE_TOOLS=1.
func needCC(t *testing.T) {
	t.Helper()
	if _, err := ccwrap.FindToolchain(); err != nil {
		if os.Getenv("PTXAMD_REQUIRE_TOOLS") == "1" {
			t.Fatalf("PTXAMD_REQUIRE_TOOLS=1: %v", err)
		}
		t.Skipf("needs clang and the HIP headers: %v", err)
	}
}

const ccCube = `#include <hip/hip_runtime.h>
__global__ void cube(unsigned *y, const unsigned *x) {
  unsigned i = threadIdx.x, v;
  asm("mul.lo.u32 %0, %1, %1;\n\t"
      "mul.lo.u32 %0, %0, %1;" : "=r"(v) : "r"(x[i]));
  y[i] = v;
}
int main() { return 0; }
`

// bundleIDs reads the offload bundle in an executable's .hip_fatbin
// section and returns its entries' IDs with the size of each.
func bundleIDs(t *testing.T, exe string) map[string]int {
	t.Helper()
	entries, err := ccwrap.ReadFatBinary(exe)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]int{}
	for _, e := range entries {
		if len(e.Data) > 0 && !bytes.HasPrefix(e.Data, []byte("\x7fELF")) {
			t.Errorf("bundle entry %s is not an ELF code object", e.ID)
		}
		ids[e.ID] = len(e.Data)
	}
	return ids
}

func TestCCCube(t *testing.T) {
	needCC(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "cube.hip")
	if err := os.WriteFile(src, []byte(ccCube), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "cube")
	code, _, stderr := ptxamd(t, "cc", "-O2", "--offload-arch=gfx90a", "--offload-arch=gfx1100", src, "-o", exe)
	if code != 0 {
		t.Fatalf("ptxamd cc: exit %d\n%s", code, stderr)
	}
	ids := bundleIDs(t, exe)
	for _, id := range []string{"hipv4-amdgcn-amd-amdhsa--gfx90a", "hipv4-amdgcn-amd-amdhsa--gfx1100"} {
		if ids[id] == 0 {
			t.Errorf("no code object for %s in %v", id, ids)
		}
	}
}

// TestCCDeviceIRRuns: the device IR that ptxamd cc writes with
// --cuda-device-only -S -emit-llvm runs, whole, under ptxamd run.
func TestCCDeviceIRRuns(t *testing.T) {
	needCC(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "cube.hip")
	if err := os.WriteFile(src, []byte(ccCube), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		ll := filepath.Join(dir, arch+".ll")
		if code, _, stderr := ptxamd(t, "cc", "--cuda-device-only", "-S", "-emit-llvm", "-O2", "--offload-arch="+arch, src, "-o", ll); code != 0 {
			t.Fatalf("ptxamd cc: exit %d\n%s", code, stderr)
		}
		code, stdout, stderr := ptxamd(t, "run", ll, "--device", "emu", "--block", "40", "--arg", "buf:u32:40:zero", "--arg", "buf:u32:40:iota")
		if code != 0 {
			t.Fatalf("ptxamd run: exit %d\n%s", code, stderr)
		}
		// cube of 0..7 in the first eight elements of y.
		if !strings.Contains(stdout, "0 1 8 27 64 125 216 343") || !strings.Contains(stderr, "running _Z4cubePjPKj") {
			t.Errorf("%s: stdout %q stderr %q", arch, stdout, stderr)
		}
	}
}

func TestCCErrorPointsAtSource(t *testing.T) {
	needCC(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "bad.hip")
	text := strings.Replace(ccCube, `"mul.lo.u32 %0, %0, %1;"`, `"mul.lo.u33 %0, %0, %1;"`, 1)
	if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := ptxamd(t, "cc", "--offload-arch=gfx90a", "-c", src, "-o", filepath.Join(dir, "bad.o"))
	if code == 0 {
		t.Fatal("ptxamd cc accepted mul.lo.u33")
	}
	if want := src + ":4:3: error: inline PTX, line 2 of the template"; !strings.Contains(stderr, want) {
		t.Errorf("stderr lacks %q:\n%s", want, stderr)
	}
}

// buildWrapper builds ptxamd and links ptxamd-cc to it, as an install
// would, and returns the link.
func buildWrapper(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	bin := filepath.Join(dir, "ptxamd")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	link := filepath.Join(dir, "ptxamd-cc")
	if err := os.Symlink("ptxamd", link); err != nil {
		t.Fatal(err)
	}
	return link
}

// TestCCExamples builds examples/cc-make with make and examples/cc-cmake
// with cmake, where those tools exist, through the ptxamd-cc symlink.
func TestCCExamples(t *testing.T) {
	needCC(t)
	if testing.Short() {
		t.Skip("builds ptxamd and two example projects")
	}
	cc := buildWrapper(t)
	t.Run("make", func(t *testing.T) {
		if _, err := exec.LookPath("make"); err != nil {
			t.Skip("make not installed")
		}
		dir := t.TempDir()
		for _, f := range []string{"Makefile", "app.hip", "check.cpp"} {
			data, err := os.ReadFile(filepath.Join("../../examples/cc-make", f))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		out, err := exec.Command("make", "-C", dir, "PTXAMD_CC="+cc).CombinedOutput()
		if err != nil {
			t.Fatalf("make: %v\n%s", err, out)
		}
		bundleIDs(t, filepath.Join(dir, "app"))
	})
	t.Run("cmake", func(t *testing.T) {
		if _, err := exec.LookPath("cmake"); err != nil {
			t.Skip("cmake not installed")
		}
		src, _ := filepath.Abs("../../examples/cc-cmake")
		build := t.TempDir()
		if out, err := exec.Command("cmake", "-S", src, "-B", build, "-DCMAKE_CXX_COMPILER="+cc).CombinedOutput(); err != nil {
			t.Fatalf("cmake: %v\n%s", err, out)
		}
		if out, err := exec.Command("cmake", "--build", build).CombinedOutput(); err != nil {
			t.Fatalf("cmake --build: %v\n%s", err, out)
		}
		ids := bundleIDs(t, filepath.Join(build, "app"))
		if ids["hipv4-amdgcn-amd-amdhsa--gfx1100"] == 0 {
			t.Errorf("no gfx1100 code object in %v", ids)
		}
	})
}

func TestCCName(t *testing.T) {
	for name, want := range map[string]bool{"ptxamd-cc": true, "hipcc": true, "ptxamd": false, "ptxamd.test": false} {
		if ccName(name) != want {
			t.Errorf("ccName(%q) = %v", name, !want)
		}
	}
}
