package emu

import (
	"math"
	"testing"

	"github.com/ptxamd/ptxamd/conformance/lab/tensorcore"
)

// TestFP8Value: the emulator's decoding of gfx12's fp8 WMMA operands gives,
// for all 256 codes of e4m3 and of e5m2, the value the tensor-core lab's
// formats give (signed zeros, subnormals, infinities and NaN included).
func TestFP8Value(t *testing.T) {
	for _, f := range []tensorcore.Format{tensorcore.E4M3, tensorcore.E5M2} {
		for c := 0; c < 256; c++ {
			got := fp8Value(uint8(c), f == tensorcore.E4M3)
			want := f.Decode(uint32(c)).Float64()
			if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
				t.Errorf("%s %#02x: got %v, want %v", f.Name, c, got, want)
			}
		}
	}
}
