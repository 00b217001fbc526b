package ccwrap

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompileExecSources compiles every execution-test source to a host
// object with code objects for a wave64 and a wave32 target, in each
// warp mode the target allows.
func TestCompileExecSources(t *testing.T) {
	d, log := testDriver(t)
	files, _ := filepath.Glob("testdata/exec/*.cu")
	for _, file := range files {
		if filepath.Base(file) == "record.cu" {
			continue
		}
		for _, mode := range []string{"auto", "native64"} {
			if mode == "native64" && filepath.Base(file) == wholeOnly {
				continue // written for 32-lane warps (32-bit member masks)
			}
			t.Run(filepath.Base(file)+"/"+mode, func(t *testing.T) {
				obj := filepath.Join(t.TempDir(), "out.o")
				archs := []string{"--offload-arch=gfx90a", "--offload-arch=gfx1100"}
				if mode == "native64" {
					archs = archs[:1]
				}
				log.Reset()
				argv := append([]string{"-O2", "--ptxamd-warp-mode=" + mode, "-c", file, "-o", obj}, archs...)
				if rc := d.Run(argv); rc != 0 {
					t.Fatalf("exit %d:\n%s", rc, log)
				}
				if fi, err := os.Stat(obj); err != nil || fi.Size() == 0 {
					t.Fatalf("no object: %v", err)
				}
			})
		}
	}
}

// TestInlinePTXInHeader: statements in an included user header are
// pre-passed too ("=f" would stop clang otherwise).
func TestInlinePTXInHeader(t *testing.T) {
	d, log := testDriver(t)
	dir := t.TempDir()
	files := map[string]string{
		"inc/neg.cuh": "#pragma once\n__device__ inline float neg(float x) {\n  float y;\n  asm(\"neg.f32 %0, %1;\" : \"=f\"(y) : \"f\"(x));\n  return y;\n}\n",
		"k.hip":       "#include <hip/hip_runtime.h>\n#include \"inc/neg.cuh\"\n__global__ void k(float *p) { p[0] = neg(p[1]); }\n",
	}
	for name, text := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if rc := d.Run([]string{"--offload-arch=gfx1100", "-O2", "-c", filepath.Join(dir, "k.hip"), "-o", filepath.Join(dir, "k.o")}); rc != 0 {
		t.Fatalf("exit %d:\n%s", rc, log)
	}
}

// TestSharedLibrary: -shared and other linker flags reach only the link
// (compile steps would warn that they are unused), and the library holds
// the fat binary.
func TestSharedLibrary(t *testing.T) {
	d, log := testDriver(t)
	lib := filepath.Join(t.TempDir(), "libwarp.so")
	if rc := d.Run([]string{"-shared", "-fPIC", "-O2", "--offload-arch=gfx1100", "-Wl,--as-needed", "testdata/exec/warp.cu", "-o", lib}); rc != 0 {
		t.Fatalf("exit %d:\n%s", rc, log)
	}
	if strings.Contains(log.String(), "unused") {
		t.Errorf("a linker flag reached a compile step:\n%s", log)
	}
	if cos := hipFatbin(t, lib); len(cos["hipv4-amdgcn-amd-amdhsa--gfx1100"]) == 0 {
		t.Errorf("no gfx1100 code object in the library's fat binary")
	}
}
