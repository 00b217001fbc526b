package amdgpu_test

import (
	"strings"
	"testing"
)

const nanChainPTX = `.version 8.0
.target sm_90
.address_size 64
.visible .entry chain(.param .u64 p, .param .f64 q)
{
	.reg .f32 %f<8>;
	.reg .f64 %d<4>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd0, [p];
	ld.global.f32 %f0, [%rd0];
	ld.global.f32 %f1, [%rd0+4];
	add.rn.f32 %f2, %f0, %f1;
	mul.rn.f32 %f3, %f2, %f1;
	fma.rn.f32 %f4, %f3, %f0, %f1;
	st.global.f32 [%rd0+8], %f4;
	ld.param.f64 %d0, [q];
	add.rn.f64 %d1, %d0, %d0;
	st.global.f64 [%rd0+16], %d1;
	ret;
}
`

// TestNaNCanonical checks the NaN selects: an f32 chain makes only its
// last result canonical (the earlier selects have no reader), f64 picks
// its NaN operand, and FastNaN leaves every NaN to the hardware.
func TestNaNCanonical(t *testing.T) {
	c := ptxCase{"chain", "chain.ptx", []byte(nanChainPTX)}
	opts := modeTarget("wave32")
	ir := translate(t, c, opts)
	canon := "float 0x7FFFFFFFE0000000"
	if n := strings.Count(ir, canon); n == 0 {
		t.Errorf("no canonical f32 NaN select:\n%s", ir)
	}
	// The select of the add and the mul are not read by the next
	// instruction: only the fma's result is stored.
	for _, line := range strings.Split(ir, "\n") {
		if strings.Contains(line, "fmul float") || strings.Contains(line, "call float @llvm.fma.f32") {
			for _, op := range strings.Fields(line) {
				if strings.HasPrefix(op, "%") && strings.Contains(ir, strings.TrimSuffix(op, ",")+" = select") {
					t.Errorf("reads a canonicalised value: %s", line)
				}
			}
		}
	}
	if !strings.Contains(ir, "0xFFF8000000000000") {
		t.Errorf("no f64 default NaN 0xfff8000000000000:\n%s", ir)
	}
	opts.FastNaN = true
	fast := translate(t, c, opts)
	if strings.Contains(fast, canon) || strings.Contains(fast, "0xFFF8000000000000") || strings.Contains(fast, "fcmp uno") {
		t.Errorf("FastNaN still makes NaNs NVIDIA's:\n%s", fast)
	}
}
