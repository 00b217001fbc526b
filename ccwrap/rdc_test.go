package ccwrap

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// hipFatbin returns the code objects of the executable's .hip_fatbin
// section by bundle ID.
func hipFatbin(t *testing.T, exe string) map[string][]byte {
	t.Helper()
	entries, err := ReadFatBinary(exe)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string][]byte{}
	for _, e := range entries {
		m[e.ID] = e.Data
	}
	return m
}

// codeObjectSymbols lists the symbols of an AMDGPU code object.
func codeObjectSymbols(t *testing.T, co []byte) []string {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(co))
	if err != nil {
		t.Fatalf("not an ELF code object: %v", err)
	}
	if f.Machine != elf.EM_AMDGPU {
		t.Fatalf("code object machine %v, want EM_AMDGPU", f.Machine)
	}
	syms, err := f.DynamicSymbols()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range syms {
		names = append(names, s.Name)
	}
	return names
}

// TestRDC compiles the two translation units of testdata/rdc separately
// with -fgpu-rdc (one of them into an archive), links them, and checks
// that the executable's fat binary holds, per target, one code object
// with the kernel, whose device call crosses the translation units.
func TestRDC(t *testing.T) {
	d, log := testDriver(t)
	dir := t.TempDir()
	archs := []string{"--offload-arch=gfx90a", "--offload-arch=gfx1100"}
	for _, tu := range []string{"main", "rot"} {
		argv := append([]string{"-fgpu-rdc", "-O2", "-c", filepath.Join("testdata/rdc", tu+".cu"), "-o", filepath.Join(dir, tu+".o")}, archs...)
		if rc := d.Run(argv); rc != 0 {
			t.Fatalf("compile %s: exit %d:\n%s", tu, rc, log)
		}
	}
	ar := filepath.Join(filepath.Dir(d.TC.LLVMLink), "llvm-ar")
	if out, err := exec.Command(ar, "rc", filepath.Join(dir, "librot.a"), filepath.Join(dir, "rot.o")).CombinedOutput(); err != nil {
		t.Fatalf("llvm-ar: %v: %s", err, out)
	}
	exe := filepath.Join(dir, "rdc")
	if rc := d.Run(append([]string{"-fgpu-rdc", filepath.Join(dir, "main.o"), filepath.Join(dir, "librot.a"), "-o", exe}, archs...)); rc != 0 {
		t.Fatalf("link: exit %d:\n%s", rc, log)
	}
	cos := hipFatbin(t, exe)
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		co, ok := cos["hipv4-amdgcn-amd-amdhsa--"+arch]
		if !ok {
			t.Fatalf("no %s code object in the fat binary (have %d entries)", arch, len(cos))
		}
		syms := strings.Join(codeObjectSymbols(t, co), " ")
		if !strings.Contains(syms, "rdc_kernel.kd") {
			t.Errorf("%s code object lacks rdc_kernel.kd: %s", arch, syms)
		}
	}

	// The linked device code, read back and run on the emulator, gives
	// what nvcc -rdc=true gave on the H100.
	want := rdcExpected(t)
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		var bcs []string
		for _, tu := range []string{"main", "rot"} {
			ins, err := readRDCInputs(filepath.Join(dir, tu+".o"))
			if err != nil || len(ins) != 1 || ins[0].device[arch] == nil {
				t.Fatalf("%s.o: no %s device code: %v", tu, arch, err)
			}
			bc := filepath.Join(dir, tu+"-"+arch+".bc")
			if err := os.WriteFile(bc, ins[0].device[arch], 0o644); err != nil {
				t.Fatal(err)
			}
			bcs = append(bcs, bc)
		}
		linked := filepath.Join(dir, "linked-"+arch+".bc")
		if out, err := exec.Command(d.TC.LLVMLink, append(bcs, "-o", linked)...).CombinedOutput(); err != nil {
			t.Fatalf("llvm-link: %v: %s", err, out)
		}
		ll := filepath.Join(dir, "linked-"+arch+".ll")
		if out, err := exec.Command(d.TC.Clang, "-target", "amdgcn-amd-amdhsa", "-mcpu="+arch, "-O2", "-nogpulib", "-S", "-emit-llvm",
			"-x", "ir", linked, "-o", ll).CombinedOutput(); err != nil {
			t.Fatalf("clang: %v: %s", err, out)
		}
		img := readIRImage(t, ll)
		in := make([]uint64, threads)
		for i := range in {
			in[i] = uint64(uint32(i) * 0x9e3779b9)
		}
		got := runKernelU32(t, img, "rdc_kernel", in, 2*threads)
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: rdc_kernel thread %d output %d = %#x, NVIDIA %#x", arch, i/2, i%2, got[i], want[i])
			}
		}
	}

	// Linking for a target the objects were not compiled for is an error
	// that names the object.
	log.Reset()
	if rc := d.Run([]string{"-fgpu-rdc", "--offload-arch=gfx942", filepath.Join(dir, "main.o"), "-o", exe}); rc == 0 ||
		!strings.Contains(log.String(), "none for gfx942") {
		t.Errorf("link for a missing target: exit %d, want an error naming it:\n%s", rc, log)
	}
}

// rdcExpected reads testdata/rdc/expected.txt: per thread, its two
// outputs.
func rdcExpected(t *testing.T) []uint64 {
	t.Helper()
	b, err := os.ReadFile("testdata/rdc/expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	var want []uint64
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var tid int
		var x, y uint64
		if _, err := fmt.Sscanf(line, "%d %x %x", &tid, &x, &y); err != nil || tid != len(want)/2 {
			t.Fatalf("expected.txt line %q: %v", line, err)
		}
		want = append(want, x, y)
	}
	return want
}

// TestDeviceOnlyOutputs: --cuda-device-only with -S, -S -emit-llvm, -c
// and -c -emit-llvm writes the translated device code alone.
func TestDeviceOnlyOutputs(t *testing.T) {
	d, log := testDriver(t)
	dir := t.TempDir()
	src := "testdata/exec/warp.cu"
	for _, c := range []struct {
		flags []string
		check func(b []byte) string
	}{
		{[]string{"-S"}, func(b []byte) string {
			if !bytes.Contains(b, []byte(".amdgcn_target")) || bytes.Contains(b, []byte("shfl.sync")) {
				return "want AMDGPU assembly without PTX"
			}
			return ""
		}},
		{[]string{"-S", "-emit-llvm"}, func(b []byte) string {
			if !bytes.Contains(b, []byte("amdgpu_kernel void @f32_bfly_sum(")) || bytes.Contains(b, []byte(Marker)) {
				return "want device IR with the kernels and no marked asm"
			}
			return ""
		}},
		{[]string{"-c"}, func(b []byte) string {
			if !strings.Contains(strings.Join(codeObjectSymbols(t, b), " "), "u32_down_sum.kd") {
				return "want a code object with the kernels"
			}
			return ""
		}},
		{[]string{"-c", "-emit-llvm"}, func(b []byte) string {
			if !bytes.HasPrefix(b, []byte("BC\xc0\xde")) {
				return "want LLVM bitcode"
			}
			return ""
		}},
	} {
		out := filepath.Join(dir, "out")
		log.Reset()
		argv := append([]string{"--cuda-device-only", "--offload-arch=gfx1100", "-O2", src, "-o", out}, c.flags...)
		if rc := d.Run(argv); rc != 0 {
			t.Fatalf("%v: exit %d:\n%s", c.flags, rc, log)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if msg := c.check(b); msg != "" {
			t.Errorf("%v: %s", c.flags, msg)
		}
	}
	// Several outputs and -o, or device code with nothing to make of it.
	for _, argv := range [][]string{
		{"--cuda-device-only", "-S", "--offload-arch=gfx1100", "--offload-arch=gfx90a", src, "-o", filepath.Join(dir, "x")},
		{"--cuda-device-only", "--offload-arch=gfx1100", src},
	} {
		log.Reset()
		if rc := d.Run(argv); rc == 0 {
			t.Errorf("%v: exit 0, want an error", argv)
		}
	}
	// -fsyntax-only goes through the pre-pass: PTX constraints are fine.
	log.Reset()
	if rc := d.Run([]string{"-fsyntax-only", "--offload-arch=gfx90a", src}); rc != 0 {
		t.Errorf("-fsyntax-only: exit %d:\n%s", rc, log)
	}
}
