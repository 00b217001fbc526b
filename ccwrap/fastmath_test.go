package ccwrap

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestFastDivisions: under --use_fast_math an f32 division of the unit's
// code becomes what nvcc and ptxas make of it: 1/b the reciprocal alone,
// a/C a contractible product by RN(1/C) (x / 255.0f is FMUL by
// 0x3b808081 in ptxas's SASS), a/b a product by the reciprocal, and a
// sum of a quotient and a product the product's fmuladd; the device
// library's divisions and f64 divisions stay.
func TestFastDivisions(t *testing.T) {
	in := `define float @f(float %a, float %b) {
  %1 = fdiv float 1.000000e+00, %b
  %2 = fdiv contract float %a, 2.550000e+02
  %3 = fdiv float %a, %b, !fpmath !3
  %4 = fdiv float %a, 0x3800000000000000
  %5 = fdiv double 1.000000e+00, 3.000000e+00
  %6 = fmul float %a, %b
  %7 = fadd float %3, %6
  ret float %3
}
define float @__ocml_x_f32(float %a, float %b) {
  %1 = fdiv float %a, %b
  ret float %1
}`
	got := fastDivisions(in, true)
	r255 := fmt.Sprintf("0x%016X", math.Float64bits(float64(math.Float32frombits(0x3b808081))))
	for _, want := range []string{
		"  %1 = call float @__ptxamd_fast_rcp(float %b)\n",
		"  %2 = fmul contract float %a, " + r255 + "\n",
		"  %ptxamd.rcp.1 = call float @__ptxamd_fast_rcp(float %b)\n  %3 = fmul contract float %a, %ptxamd.rcp.1\n",
		"  %ptxamd.rcp.2 = call float @__ptxamd_fast_rcp(float 0x3800000000000000)\n", // 2^-127: not folded
		"  %5 = fdiv double 1.000000e+00, 3.000000e+00\n",
		"define float @__ocml_x_f32(float %a, float %b) {\n  %1 = fdiv float %a, %b\n",
		"  %7 = call float @llvm.fmuladd.f32(float %a, float %b, float %3)\n", // NVVM fuses the product, not the quotient
		"declare float @llvm.fmuladd.f32(float, float, float)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	// -G: the products stay apart from every sum.
	off := fastDivisions(in, false)
	if strings.Contains(off, "contract") || strings.Contains(off, "fmuladd") {
		t.Errorf("contraction off, but:\n%s", off)
	}
}
