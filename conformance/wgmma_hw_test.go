package conformance

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// TestWgmmaUnitsOddN: wgmma shapes whose N is not a multiple of 16 (half
// a unit block of columns, which no recording has) give on the matrix
// units what the exact model gives, within the norm-wise bound, in every
// warp mode: recorded n32 cases cut to n8 and n24.
func TestWgmmaUnitsOddN(t *testing.T) {
	for _, name := range []string{"mma/wgmma_f16_f32_n32_kmajor", "mma/wgmma_f16_f32_n32_mn_swz128", "mma/wgmma_sp_f16_f32_n32_probe"} {
		c, err := Load("cases/" + name)
		if err != nil {
			t.Fatal(err)
		}
		var all []string
		for i := 0; i < 16; i++ {
			all = append(all, fmt.Sprintf("%%d%d", i))
		}
		for _, n := range []int{8, 24} {
			cut := *c
			src := strings.ReplaceAll(string(c.PTX), "aligned.m64n32k", fmt.Sprintf("aligned.m64n%dk", n))
			src = strings.Replace(src, "{"+strings.Join(all, ",")+"}", "{"+strings.Join(all[:n/2], ",")+"}", 1)
			if !strings.Contains(src, fmt.Sprintf("m64n%dk", n)) {
				t.Fatalf("%s: no m64n32 wgmma to cut", name)
			}
			cut.PTX = []byte(src)
			want, err := (&PipelineRunner{Mma: "exact"}).Run(&cut, "paired")
			if err != nil {
				t.Fatal(name, err)
			}
			for _, run := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx90a", "single"}, {"gfx1100", "wave32"}, {"gfx1200", "wave32"}} {
				got, err := (&PipelineRunner{Arch: run.arch, Mma: "hw"}).Run(&cut, run.mode)
				if err != nil {
					t.Fatal(name, run, err)
				}
				if msg := normCheck(argspec.F32, got[6], want[6]); msg != "" {
					t.Errorf("%s cut to n%d on %s %s: %s", name, n, run.arch, run.mode, msg)
				}
			}
		}
	}
}
