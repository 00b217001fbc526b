package rocm

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// fakeTree makes dir/lib/<names> as empty files and returns dir.
func fakeTree(t *testing.T, dir string, libs ...string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, l := range libs {
		if err := os.WriteFile(filepath.Join(dir, "lib", l), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func isolate(t *testing.T) string {
	t.Helper()
	tmp := t.TempDir()
	oldGlob, oldDef := optGlob, optDefault
	optGlob, optDefault = filepath.Join(tmp, "opt", "rocm-*"), filepath.Join(tmp, "opt", "rocm")
	t.Cleanup(func() { optGlob, optDefault = oldGlob, oldDef })
	t.Setenv("ROCM_PATH", "")
	t.Setenv("HIP_PATH", "")
	return tmp
}

func TestVersionedRootsNewestFirst(t *testing.T) {
	tmp := isolate(t)
	for _, v := range []string{"5.7.1", "6.10.0", "6.2.4", "7.0.0"} {
		fakeTree(t, filepath.Join(tmp, "opt", "rocm-"+v))
	}
	var got []string
	for _, r := range Roots() {
		got = append(got, filepath.Base(r.Path))
	}
	want := []string{"rocm-7.0.0", "rocm-6.10.0", "rocm-6.2.4", "rocm-5.7.1"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Roots = %v, want %v", got, want)
	}
}

func TestROCmPathFirstAndLinkDeduplicated(t *testing.T) {
	tmp := isolate(t)
	v7 := fakeTree(t, filepath.Join(tmp, "opt", "rocm-7.0.0"), "libamdhip64.so.7", "libamd_comgr.so.3")
	if err := os.Symlink(v7, filepath.Join(tmp, "opt", "rocm")); err != nil {
		t.Fatal(err)
	}
	mine := fakeTree(t, filepath.Join(tmp, "mine"), "libamdhip64.so.6")
	t.Setenv("ROCM_PATH", mine)
	roots := Roots()
	if len(roots) != 2 || roots[0].Path != mine || roots[0].From != "ROCM_PATH" || roots[1].From != optDefault {
		t.Fatalf("Roots = %+v: want ROCM_PATH then /opt/rocm, the versioned link target once", roots)
	}
	cs := LibCandidates(HIPSonames)
	want := []Candidate{
		{filepath.Join(mine, "lib", "libamdhip64.so.6"), "ROCM_PATH"},
		{filepath.Join(optDefault, "lib", "libamdhip64.so.7"), optDefault},
	}
	if !reflect.DeepEqual(cs[:2], want) {
		t.Fatalf("LibCandidates = %+v, want first %+v", cs, want)
	}
	// The bare sonames come last, newest first.
	if cs[2].Name != "libamdhip64.so.7" || cs[len(cs)-1].Name != "libamdhip64.so.5" {
		t.Fatalf("system sonames out of order: %+v", cs[2:])
	}
}

func TestHIPPathPointingAtHipFolder(t *testing.T) {
	tmp := isolate(t)
	root := fakeTree(t, filepath.Join(tmp, "rocm"), "libamdhip64.so.7")
	if err := os.MkdirAll(filepath.Join(root, "hip"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HIP_PATH", filepath.Join(root, "hip"))
	r := Roots()
	if len(r) != 1 || r[0].Path != root || r[0].From != "HIP_PATH" {
		t.Fatalf("Roots = %+v, want %s from HIP_PATH", r, root)
	}
}

func TestLLVMBinDirs(t *testing.T) {
	tmp := isolate(t)
	root := fakeTree(t, filepath.Join(tmp, "opt", "rocm-6.4.0"))
	bin := filepath.Join(root, "llvm", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := LLVMBinDirs(); len(got) != 0 {
		t.Fatalf("LLVMBinDirs without llc = %v", got)
	}
	if err := os.WriteFile(filepath.Join(bin, "llc"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := LLVMBinDirs(); len(got) != 1 || got[0].Name != bin {
		t.Fatalf("LLVMBinDirs = %v, want %s", got, bin)
	}
}
