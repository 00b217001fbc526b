package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/testutil"
)

// TestOutputIsInput: build and ptxas refuse an output that is their input
// (the user's PTX would be lost), whatever the spelling of the path.
func TestOutputIsInput(t *testing.T) {
	src, err := os.ReadFile(vadd)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		t.Fatal(err)
	}
	hard := filepath.Join(dir, "k.hsaco")
	if err := os.Link(in, hard); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"build", in, "-o", in},
		{"build", in, "--emit", "llvm", "-o", filepath.Join(dir, ".", "k.ptx")},
		{"build", in, "-o", hard},
		{"build", hard}, // the default output, k.hsaco, is the input
		{"ptxas", "-arch=sm_80", "-o", in, in},
		{"ptxas", "--output-file=" + hard, in},
	} {
		code, _, errOut := ptxamd(t, args...)
		if code == 0 || !strings.Contains(errOut, "refusing to overwrite") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
		if b, _ := os.ReadFile(in); string(b) != string(src) {
			t.Fatalf("%v: the input was overwritten", args)
		}
	}
}

// TestPtxasUnknownArch: -arch=sm_999 is an error, as in ptxas.
func TestPtxasUnknownArch(t *testing.T) {
	code, _, errOut := ptxamd(t, "ptxas", "-arch=sm_999", "-o", filepath.Join(t.TempDir(), "x.o"), vadd)
	if code == 0 || !strings.Contains(errOut, "sm_999") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

// TestCacheEntryDirectoryWarns: a cache entry replaced by a directory is
// reported on stderr (a warning, -v or not) and the next build is a hit.
func TestCacheEntryDirectoryWarns(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	cache := t.TempDir()
	t.Setenv("PTXAMD_CACHE_DIR", cache)
	out := filepath.Join(t.TempDir(), "v.hsaco")
	build := func() string {
		t.Helper()
		code, _, errOut := ptxamd(t, "build", vadd, "--arch", "gfx90a", "--builder", "llc", "-v", "-o", out)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		return errOut
	}
	build()
	entries, _ := filepath.Glob(filepath.Join(cache, "v1", "*", "*.entry"))
	if len(entries) != 1 {
		t.Fatalf("cache entries: %v", entries)
	}
	os.Remove(entries[0])
	os.Mkdir(entries[0], 0o755)
	if e := build(); !strings.Contains(e, "warning") || !strings.Contains(e, "is a directory") || strings.Contains(e, "from the cache") {
		t.Errorf("second build's stderr:\n%s", e)
	}
	if e := build(); !strings.Contains(e, "from the cache") || strings.Contains(e, "warning") {
		t.Errorf("third build's stderr:\n%s", e)
	}
}
