package codeobj

import (
	"os"
	"path/filepath"
	"testing"
)

// fakeROCmLLVM makes ROOT/llvm/bin with llc and ld.lld scripts that report
// LLVM major version v, and points ROCM_PATH at ROOT.
func fakeROCmLLVM(t *testing.T, v string) string {
	t.Helper()
	root := t.TempDir()
	bin := filepath.Join(root, "llvm", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"llc", "ld.lld"} {
		script := "#!/bin/sh\necho 'AMD clang version " + v + ".0.0'\necho 'LLVM version " + v + ".0.0git'\n"
		if err := os.WriteFile(filepath.Join(bin, tool), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("ROCM_PATH", root)
	t.Setenv("HIP_PATH", "")
	t.Setenv(EnvLLVMBin, "")
	return bin
}

// The llc builder takes ROCm's LLVM when it is at least as new as the
// distribution's, and the distribution's when ROCm's is older.
func TestROCmLLVMChosenByVersion(t *testing.T) {
	sys, err := findLLVM("")
	if err != nil {
		t.Skipf("no system LLVM: %v", err)
	}
	newer := fakeROCmLLVM(t, "99")
	tools, err := findLLVM("")
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(tools.llc) != newer {
		t.Errorf("with ROCm LLVM 99 the builder chose %s, want %s", tools.llc, newer)
	}
	fakeROCmLLVM(t, "3")
	tools, err = findLLVM("")
	if err != nil {
		t.Fatal(err)
	}
	if tools.llc != sys.llc {
		t.Errorf("with ROCm LLVM 3 the builder chose %s, want the system's %s", tools.llc, sys.llc)
	}
}
