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

// TestInlinePTXInSystemHeaders: headers reached through -isystem, and
// those below #pragma clang system_header, are pre-passed as well (CCCL,
// CUTLASS); an error in one names the header's file and line, and the
// user's file when the statement is the user's.
func TestInlinePTXInSystemHeaders(t *testing.T) {
	d, log := testDriver(t)
	dir := t.TempDir()
	files := map[string]string{
		"sys/lib/ptx.h": "#pragma once\n__device__ inline unsigned long long lo64(unsigned long long x) {\n  unsigned long long y;\n  asm(\"and.b64 %0, %1, 0xffffffff;\" : \"=l\"(y) : \"l\"(x));\n  return y;\n}\n",
		"inc/pragma.h":  "#pragma once\n#pragma clang system_header\n__device__ inline double twice(double x) {\n  double y;\n  asm(\"add.f64 %0, %1, %1;\" : \"=d\"(y) : \"d\"(x));\n  return y;\n}\n",
		"sys/bad/bad.h": "#pragma once\n__device__ inline unsigned bad(unsigned x) {\n  unsigned y;\n  asm(\"{\\n mul.lo.u33 %0, %1, %1;\\n}\" : \"=r\"(y) : \"r\"(x));\n  return y;\n}\n",
		"k.cu":          "#include <lib/ptx.h>\n#include \"inc/pragma.h\"\n__global__ void k(double *p) { p[0] = twice(p[1]) + lo64(p[2]); }\n",
		"bad.cu":        "#include <bad/bad.h>\n__global__ void k(unsigned *p) { p[0] = bad(p[1]); }\n",
		"broken.cu":     "#include <missing/nothere.h>\n__global__ void k(unsigned *p) { asm(\"mov.u32 %0, 1;\" : \"=r\"(p[0])); }\n",
	}
	for name, text := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sys := filepath.Join(dir, "sys")
	if rc := d.Run([]string{"--ptxamd-cuda", "--offload-arch=gfx1100", "-isystem", sys, "-O2", "-c", filepath.Join(dir, "k.cu"), "-o", filepath.Join(dir, "k.o")}); rc != 0 {
		t.Fatalf("exit %d:\n%s", rc, log)
	}
	log.Reset()
	if rc := d.Run([]string{"--offload-arch=gfx1100", "-isystem", sys, "-c", filepath.Join(dir, "bad.cu"), "-o", filepath.Join(dir, "bad.o")}); rc == 0 {
		t.Fatal("mul.lo.u33 in a system header was accepted")
	}
	if want := filepath.Join(sys, "bad", "bad.h") + ":4:3: error: inline PTX, line 2 of the template"; !strings.Contains(log.String(), want) {
		t.Errorf("the error does not name the header's line (%s):\n%s", want, log)
	}
	log.Reset()
	if rc := d.Run([]string{"--offload-arch=gfx1100", "-c", filepath.Join(dir, "broken.cu"), "-o", filepath.Join(dir, "broken.o")}); rc == 0 {
		t.Fatal("a source that does not preprocess compiled")
	}
	if !strings.Contains(log.String(), "preprocessing "+filepath.Join(dir, "broken.cu")+" failed") || !strings.Contains(log.String(), "nothere.h") {
		t.Errorf("the preprocessing failure is not reported as such:\n%s", log)
	}
	if strings.Contains(log.String(), "constraint") {
		t.Errorf("misleading constraint errors after a preprocessing failure:\n%s", log)
	}
}

// TestWarpModeSingle: single translates the inline PTX in mode single on
// a wave64 (gfx9, or RDNA with -mwavefrontsize64) and wave32 on RDNA in
// wave32, and rewrites the kernels for the remapped launch (Single) on
// both.
func TestWarpModeSingle(t *testing.T) {
	d := &Driver{}
	tg, err := d.target(&args{warpMode: "single", cuda: true}, "gfx1100")
	if err != nil || tg.Mode != "wave32" || tg.WaveSize != 32 || !tg.Single || tg.WarpSize() != 32 {
		t.Errorf("gfx1100 single: %+v %v, want wave32 with the single launch", tg, err)
	}
	for _, c := range []struct {
		arch   string
		common []string
	}{{"gfx90a", nil}, {"gfx1100", []string{"-mwavefrontsize64"}}} {
		tg, err := d.target(&args{warpMode: "single", common: c.common, cuda: true}, c.arch)
		if err != nil || tg.Mode != "single" || tg.WaveSize != 64 || !tg.Single || tg.WarpSize() != 32 {
			t.Errorf("%s %v single: %+v %v, want mode single in a wave64", c.arch, c.common, tg, err)
		}
		// HIP code (no CUDA personality): HIP's launches are not remapped.
		if _, err := d.target(&args{warpMode: "single", common: c.common}, c.arch); err == nil || !strings.Contains(err.Error(), "use ptxamd nvcc") {
			t.Errorf("%s %v single without the CUDA personality: %v, want a refusal", c.arch, c.common, err)
		}
	}
	if tg, err := d.target(&args{warpMode: "single"}, "gfx1100"); err != nil || tg.Mode != "wave32" || tg.Single {
		t.Errorf("gfx1100 single, HIP: %+v %v, want plain wave32", tg, err)
	}
}

// TestSingleKernels checks the IR rewrite of warp mode single on a kernel
// as clang writes it: a template kernel in a comdat with a byref struct
// parameter and launch bounds.
func TestSingleKernels(t *testing.T) {
	ir := `$_Z2tkILi2EEvPf = comdat any
define protected amdgpu_kernel void @_Z2tkILi2EEvPf(ptr addrspace(1) noundef %0, ptr addrspace(4) noundef byref(%struct.S) align 4 %1, <2 x float> %2) #6 comdat {
  ret void
}
attributes #6 = { convergent "amdgpu-flat-work-group-size"="1,256" "target-cpu"="gfx90a" }
`
	out, ks, err := singleKernels(ir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ks) != 1 || ks[0].name != "_Z2tkILi2EEvPf" || ks[0].params != 3 {
		t.Errorf("kernels %+v", ks)
	}
	for _, want := range []string{
		"define internal void @_Z2tkILi2EEvPf.ptxamd_single(ptr addrspace(1) noundef %0, ptr addrspace(4) noundef align 4 %1, <2 x float> %2) #7 {",
		`attributes #7 = { convergent "amdgpu-flat-work-group-size"="64,512" "target-cpu"="gfx90a" }`,
		"define protected amdgpu_kernel void @_Z2tkILi2EEvPf(i32 %__ptxamd_bx, i32 %__ptxamd_by, i32 %__ptxamd_bz, ptr addrspace(1) noundef %__ptxamd_a0, " +
			"ptr addrspace(4) noundef byref(%struct.S) align 4 %__ptxamd_a1, <2 x float> %__ptxamd_a2) #7 comdat {",
		"call void @_Z2tkILi2EEvPf.ptxamd_single(ptr addrspace(1) %__ptxamd_a0, ptr addrspace(4) %__ptxamd_a1, <2 x float> %__ptxamd_a2)",
		"@__ptxamd_single_ntid = weak hidden addrspace(3) global [3 x i32] undef",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("rewritten IR lacks %q:\n%s", want, out)
		}
	}
	if got := singleTable(ks); !strings.Contains(got, `".quad _Z2tkILi2EEvPf\n.quad 3\n"`) || !strings.Contains(got, "ptxamd_single_kernels") {
		t.Errorf("table:\n%s", got)
	}
}

// TestWmmaUnsupportedShapes: wmma shapes mma.h does not provide are
// compile errors that say so.
func TestWmmaUnsupportedShapes(t *testing.T) {
	d, log := testDriver(t)
	for _, c := range []struct{ frag, want string }{
		{"wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::s4, wmma::row_major>", "wmma m8n8k32 s4/u4 is not supported"},
		{"wmma::fragment<wmma::matrix_a, 8, 8, 128, wmma::experimental::precision::b1, wmma::row_major>", "wmma m8n8k128 b1 is not supported"},
	} {
		src := filepath.Join(t.TempDir(), "w.cu")
		text := "#include <mma.h>\nusing namespace nvcuda;\n__global__ void k(float *o) {\n  " + c.frag + " a;\n  o[0] = sizeof(a);\n}\n"
		if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		log.Reset()
		if rc := d.Run([]string{"--ptxamd-cuda", "--offload-arch=gfx90a", "--cuda-device-only", "-c", src, "-o", src + ".o"}); rc == 0 {
			t.Errorf("%s: compiled", c.frag)
		}
		if !strings.Contains(log.String(), c.want) {
			t.Errorf("%s: %s", c.frag, log)
		}
	}
}
