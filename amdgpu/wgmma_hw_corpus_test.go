package amdgpu_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// TestWgmmaHWCorpus: Triton's sm_90a matmuls translate onto the units of
// each target with matrix units (N/8 MFMAs per wave and k16 step in
// paired mode, N/16 WMMAs), and with --mma=exact onto none.
func TestWgmmaHWCorpus(t *testing.T) {
	for _, f := range []string{"triton_matmul.sm90a.ptx", "triton_matmul_fp8.sm90a.ptx"} {
		src, err := os.ReadFile("../frontend/testdata/corpus/" + f)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			arch, mma string
			ws        int
			units     int // per wgmma m64n128
		}{
			{"gfx90a", "hw", 64, 16}, {"gfx942", "auto", 64, 16},
			{"gfx1100", "hw", 32, 8}, {"gfx1200", "hw", 32, 8},
			{"gfx90a", "exact", 64, 0},
		} {
			features, mode := "+wavefrontsize64", "paired"
			if c.ws == 32 {
				features, mode = "+wavefrontsize32", "wave32"
			}
			out, err := pipeline.Translate(f, src, pipeline.Options{Arch: c.arch, WaveSize: c.ws, Features: features, Mode: mode, Mma: c.mma})
			if err != nil {
				t.Fatalf("%s %s: %v", f, c.arch, err)
			}
			ll := out.Result.Module.String()
			units := len(regexp.MustCompile(`call [^\n]*@llvm\.amdgcn\.(mfma|wmma)`).FindAllString(ll, -1))
			wgmmas := 2
			want := wgmmas * c.units
			if strings.Contains(f, "fp8") {
				want *= 2 // k32 is two k16 steps (gfx12's fp8 WMMA is k16 too)
			}
			if units != want {
				t.Errorf("%s %s --mma=%s: %d matrix instructions, want %d", f, c.arch, c.mma, units, want)
			}
		}
	}
}
