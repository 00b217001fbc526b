package bench

import (
	"context"
	"strings"
	"testing"
)

// TestWgmmaMarkdown: a module's hw and exact rows share one table row,
// a missing mode shows n/a, and builds that did not finish are listed.
func TestWgmmaMarkdown(t *testing.T) {
	rep := &WgmmaReport{Errors: []string{"triton_matmul_fp8.sm90a.ptx gfx942 --mma=exact: llc builder over 20m0s"}}
	hw := WgmmaRow{File: "triton_matmul.sm90a.ptx", Arch: "gfx90a", Mma: "hw", Instructions: 6582, Units: 32, VGPRs: 298, AGPRs: 42}
	hw.Build.Translate, hw.Build.LLC = 0.5, 0.75
	ex := WgmmaRow{File: "triton_matmul.sm90a.ptx", Arch: "gfx90a", Mma: "exact", Instructions: 47764}
	ex.Build.LLC = 246.91
	only := WgmmaRow{File: "triton_matmul_fp8.sm90a.ptx", Arch: "gfx942", Mma: "hw", Instructions: 8543, Units: 64}
	rep.Rows = []WgmmaRow{hw, only, ex}
	md := rep.Markdown()
	for _, want := range []string{
		"| triton_matmul.sm90a | gfx90a | 246.91 | 47764 | 1.25 | 6582 | 32 | 298/42 | 0 |",
		"| triton_matmul_fp8.sm90a | gfx942 | n/a | n/a |",
		"- triton_matmul_fp8.sm90a.ptx gfx942 --mma=exact: llc builder over 20m0s",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the report lacks %q:\n%s", want, md)
		}
	}
	if _, err := RunWgmma(context.Background(), WgmmaConfig{}); err == nil {
		t.Error("RunWgmma without a corpus directory succeeded")
	}
}
