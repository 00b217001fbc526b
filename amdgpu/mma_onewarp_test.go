package amdgpu_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestMmaOneWarpWave: a paired-mode kernel whose block is one warp runs
// an m16n8k16 f16 mma as one MFMA (the unit's whole depth), a kernel of
// two warps as two chains of two; single mode always as one. Counted in
// the translated IR of semantics/testdata/mma_hw_onewarp.ptx.
func TestMmaOneWarpWave(t *testing.T) {
	c := loadCases(t, filepath.Join(casesDir, "mma_hw_onewarp.ptx"))[0]
	// one_warp: 2 f16 mma's, a tf32 m16n8k8 (k4 units) and an s8 m16n8k32
	// (gfx90a's k16 i8 unit).
	want := map[string]map[string]int{
		"paired": {"one_warp": 2*1 + 2 + 2, "two_warps": 4},
		"single": {"one_warp": 2*1 + 2 + 2, "two_warps": 1},
	}
	for mode, kernels := range want {
		opts := modeTarget(mode)
		opts.Mma = "hw"
		ir := translate(t, c, opts)
		for kernel, n := range kernels {
			body := functionBody(ir, kernel)
			if body == "" {
				t.Fatalf("%s: no function @%s", mode, kernel)
			}
			if got := strings.Count(body, "call <4 x float> @llvm.amdgcn.mfma.") + strings.Count(body, "call <4 x i32> @llvm.amdgcn.mfma."); got != n {
				t.Errorf("%s @%s: %d MFMAs, want %d", mode, kernel, got, n)
			}
		}
	}
}

// functionBody is the text of the definition of @name in ir.
func functionBody(ir, name string) string {
	i := strings.Index(ir, "@"+name+"(")
	if i < 0 {
		return ""
	}
	j := strings.Index(ir[i:], "\n}\n")
	if j < 0 {
		return ir[i:]
	}
	return ir[i : i+j]
}
