package amdgpu

import (
	"bytes"
	"os"
	"testing"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// TestApprox16Tables checks that the embedded tables are the H100's
// recorded output of conformance/cases/half/approx16_exhaustive (the
// scalar forms, in the order its kernel stores them).
func TestApprox16Tables(t *testing.T) {
	rec, err := os.ReadFile("../conformance/cases/half/approx16_exhaustive/expected/arg1.bin")
	if err != nil {
		t.Fatal(err)
	}
	for k, f := range []struct {
		op   string
		lane sir.Type
	}{{"ex2", sir.F16}, {"ex2", sir.BF16}, {"tanh", sir.F16}, {"tanh", sir.BF16}} {
		table, name := approx16Table(f.op, f.lane)
		if want := rec[k<<17 : (k+1)<<17]; !bytes.Equal(table, want) {
			t.Errorf("%s: the embedded table is not the recording's output %d", name, k)
		}
	}
	// Spot checks that a reader can follow: 2^0 = 1, tanh(0) = 0, tanh(-0) = -0.
	le := func(b []byte, i int) uint16 { return uint16(b[2*i]) | uint16(b[2*i+1])<<8 }
	if le(ex2F16Table, 0) != 0x3c00 || le(ex2BF16Table, 0) != 0x3f80 || le(tanhF16Table, 0x8000) != 0x8000 || le(tanhBF16Table, 0) != 0 {
		t.Error("ex2(0) is not 1 or tanh(±0) is not ±0 in the tables")
	}
}
