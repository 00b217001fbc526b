package conformance

import (
	"bytes"
	"fmt"
	"math"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// Norm-wise comparison for results of AMD's matrix units (--mma=hw).
//
// The units round and accumulate in their own way (amdgpu/lower_mma_hw.go,
// hipruntime/emu/ops_matrix.go), so their results differ from the H100's
// in the last bits of some elements. A floating-point buffer of such a run
// passes when
//
//	max |got - want| <= tol * max |want|
//
// over its finite elements, where NaN must meet NaN (any payload: the
// units make AMD's NaNs, and exact mode is where NVIDIA's bits count) and
// an infinity the same infinity. A float buffer that exact mode compares
// as bits (type b32 or b16) is compared as its float type. MatrixTolerance gives tol by the buffer's type;
// conformance/README.md says why. Integer buffers stay exact.

// MatrixTolerance is tol for a buffer of type t.
func MatrixTolerance(t argspec.Type) float64 {
	switch t {
	case argspec.F16:
		// Two f16 ulps at the largest element: a result rounded to f16
		// from an f32 sum one ulp away from NVIDIA's can land on the
		// neighbouring f16 (one ulp at its own magnitude, 2^-10 relative).
		return 0x1p-9
	case argspec.BF16:
		return 0x1p-6
	}
	// f32 (and f64) buffers: the products are exact on both sides and the
	// sums differ in rounding only, about k*2^-24 of the sum of |products|;
	// for the tiles here (k up to 32 per mma, chained over a few mma's)
	// that stays below 2^-16 of the largest result.
	return 0x1p-16
}

// wgmmaFP8Tolerance is tol for the float buffers of a case with a wgmma
// of fp8 inputs: the H100 aligns its k + 1 = 33 terms 13 bits below the
// largest exponent among them and truncates each (lower_wgmma.go,
// wgAlignedRound), then keeps 14 bits of an f32 sum, so its own result
// is up to about 34 * 2^-13 (2^-7.9) of the largest term away from the
// exact sum the units approach; 2^-7 of max|D| for the data of the cases
// (products no larger than D's elements by much). Measured on the
// emulator: 2^-13.8 (wgmma_e4m3_e5m2_f32_n32 on gfx942).
const wgmmaFP8Tolerance = 0x1p-7

// caseTolerance is tol for a buffer of type t of case c.
func caseTolerance(c *Case, t argspec.Type) float64 {
	tol := MatrixTolerance(t)
	if wgmmaFP8(c.PTX) {
		tol = math.Max(tol, wgmmaFP8Tolerance)
	}
	return tol
}

// wgmmaFP8 reports whether src has a wgmma.mma_async with fp8 inputs.
func wgmmaFP8(src []byte) bool {
	for _, line := range bytes.Split(src, []byte("\n")) {
		if bytes.Contains(line, []byte("wgmma.mma_async")) && (bytes.Contains(line, []byte(".e4m3")) || bytes.Contains(line, []byte(".e5m2"))) {
			return true
		}
	}
	return false
}

// MatrixRunner is a Runner that can tell whether a case ran on matrix
// units in a mode; its float results are then compared norm-wise.
type MatrixRunner interface {
	UsesMatrixUnits(c *Case, mode string) bool
}

// CompareNorm is Compare with the norm-wise bound for floating-point
// buffers.
func CompareNorm(c *Case, outputs map[int][]byte) []Mismatch {
	all := Compare(c, outputs)
	var out []Mismatch
	checked := map[int]bool{}
	for _, m := range all {
		t := m.Type
		if !t.IsFloat() && m.Arg < len(c.Specs) {
			// A float buffer compared as bits in exact mode (type b32 or
			// b16, so that NaN payloads count) is compared as its float
			// type here: the units' NaNs are AMD's.
			if st := c.Specs[m.Arg].Type; st.IsFloat() && st.Size() == t.Size() {
				t = st
			}
		}
		if m.Index < 0 || !t.IsFloat() {
			out = append(out, m)
			continue
		}
		if checked[m.Arg] {
			continue
		}
		checked[m.Arg] = true
		if msg := normCheckTol(t, outputs[m.Arg], c.Expected[m.Arg], caseTolerance(c, t)); msg != "" {
			out = append(out, Mismatch{Arg: m.Arg, Index: -1, Msg: msg})
		}
	}
	return out
}

// normCheck returns why got is not within the bound of want, or "".
func normCheck(t argspec.Type, got, want []byte) string {
	return normCheckTol(t, got, want, MatrixTolerance(t))
}

// normCheckTol is normCheck with the bound tol.
func normCheckTol(t argspec.Type, got, want []byte, tol float64) string {
	size := t.Size()
	var maxWant, maxDiff float64
	worst := -1
	for k := 0; k+size <= len(want); k += size {
		gb, wb := t.Element(got, k/size), t.Element(want, k/size)
		g, w := argspec.Float64(t, gb), argspec.Float64(t, wb)
		switch {
		case math.IsNaN(w) || math.IsNaN(g):
			if math.IsNaN(w) != math.IsNaN(g) {
				return fmt.Sprintf("element %d: got %v, want %v", k/size, g, w)
			}
			continue
		case math.IsInf(w, 0) || math.IsInf(g, 0):
			if g != w {
				return fmt.Sprintf("element %d: got %v, want %v", k/size, g, w)
			}
			continue
		}
		maxWant = math.Max(maxWant, math.Abs(w))
		if d := math.Abs(g - w); d > maxDiff {
			maxDiff, worst = d, k/size
		}
	}
	if maxDiff <= tol*maxWant {
		return ""
	}
	return fmt.Sprintf("max |got-want| = %g (element %d) exceeds tol*max|want| = %g*%g (norm-wise bound for matrix units)", maxDiff, worst, tol, maxWant)
}
