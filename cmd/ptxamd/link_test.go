package main

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunLinked runs a kernel of an nvcc -rdc=true module whose .extern
// function, table and constants come from a second module (--link), on the
// emulator; without the second module, build names what is undefined.
func TestRunLinked(t *testing.T) {
	const rdc = "../../frontend/testdata/corpus/extern_rdc.sm80.ptx"
	dump := t.TempDir()
	code, _, errOut := ptxamd(t, "run", rdc, "--link", "testdata/ext_defs.ptx", "--device", "emu", "--grid", "1", "--block", "128",
		"--arg", "buf:f32:100:iota", "--arg", "buf:f32:100:zero", "--arg", "u32:100", "--dump", dump)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(filepath.Join(dump, "arg1.bin"))
	if err != nil {
		t.Fatal(err)
	}
	// y[i] = ext_scale(x, 1) + ext_table[0] + ext_table[i & 15] = 2i + 1 + (i&15)/4.
	for i := 0; i < 100; i++ {
		got := math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:]))
		if want := float32(2*i+1) + float32(i&15)/4; got != want {
			t.Errorf("y[%d] = %v, want %v", i, got, want)
		}
	}
	code, _, errOut = ptxamd(t, "build", rdc, "--emit", "llvm", "-o", filepath.Join(t.TempDir(), "x.ll"))
	if code == 0 || !strings.Contains(errOut, "undefined: _Z9ext_scalefi, ext_table, ext_coeffs") {
		t.Errorf("build without --link: exit %d, %q", code, errOut)
	}
}
