package bench

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/ccwrap"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

func TestNativeSummary(t *testing.T) {
	if !math.IsNaN(Ratio(0, 0)) || !math.IsInf(Ratio(0, 4), 1) || Ratio(4, 2) != 0.5 {
		t.Fatal("Ratio")
	}
	rep := &NativeReport{Rows: []NativeRow{
		{Arch: "gfx90a", Kernel: "a", Native: KernelISA{Instructions: 10, VGPRs: 4, SGPRs: 8, MCACycles: 100},
			Translated: KernelISA{Instructions: 20, VGPRs: 4, SGPRs: 4, MCACycles: 50}},
		{Arch: "gfx90a", Kernel: "b", Native: KernelISA{Instructions: 10, VGPRs: 4, SGPRs: 8, MCACycles: 100, Scratch: 0},
			Translated: KernelISA{Instructions: 5, VGPRs: 8, SGPRs: 8, Scratch: 16}},
	}}
	s := rep.Summarize()
	if len(s) != 1 {
		t.Fatalf("summaries %+v", s)
	}
	if got := s[0].Median["instructions"]; got != 1.25 {
		t.Errorf("instructions median %v, want 1.25 (mean of 0.5 and 2)", got)
	}
	if s[0].Count["mca_cycles"] != 1 || s[0].Median["mca_cycles"] != 0.5 {
		t.Errorf("mca: %v %v (b has no cycles)", s[0].Count, s[0].Median)
	}
	if !math.IsNaN(s[0].Median["lds_bytes"]) || s[0].AllMediansMet || !(len(s[0].MoreScratch) == 1 && s[0].MoreScratch[0] == "b") {
		t.Errorf("summary %+v", s[0])
	}
	md := rep.Markdown()
	for _, want := range []string{"## gfx90a", "| a | instructions | 10 | 20 | 2.00 |", "| b | mca_cycles | 100 | n/a | – |",
		"| instructions | 2 | 1.25 | **no** |", "**more than native** in b"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if rep.SummarizeDefault() != nil || strings.Contains(md, "default code object") {
		t.Errorf("a report without default-version builds has a default summary:\n%s", md)
	}
	// Clang's default version differs: medians against it are reported apart.
	rep.CodeObject, rep.DefaultCodeObject = 4, 5
	rep.Rows[0].NativeDefault = &KernelISA{Instructions: 40, VGPRs: 4, SGPRs: 4, MCACycles: 25}
	d := rep.SummarizeDefault()
	if len(d) != 1 || d[0].Count["instructions"] != 1 || d[0].Median["instructions"] != 0.5 || d[0].Median["mca_cycles"] != 2 {
		t.Errorf("default summary %+v", d)
	}
	if s := rep.Summarize(); s[0].Median["instructions"] != 1.25 {
		t.Errorf("like-for-like summary changed: %+v", s[0])
	}
	md = rep.Markdown()
	for _, want := range []string{"-mcode-object-version=4", "Both sides are code object v4", "## Against clang's default code object version (v5)",
		"**Median ratio (gfx90a, native v5)**", "| instructions | 1 | 0.50 | yes |"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}

// TestRunNative builds bench/native/vadd.hip with clang and translates
// vadd.sm80.ptx, for both default targets.
func TestRunNative(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	// clang++ and the HIP headers: ccwrap's discovery, as RunNative uses.
	if _, err := ccwrap.FindToolchain(); err != nil {
		if errors.Is(err, ccwrap.ErrToolMissing) && !testutil.ToolsRequired() {
			t.Skipf("skipping: %v", err)
		}
		t.Fatal(err)
	}
	rep, err := RunNative(context.Background(), NativeConfig{HIPDir: "../../bench/native", CorpusDir: "../../frontend/testdata/corpus",
		Pairs: []NativePair{{"vadd.hip", "vadd.sm80.ptx"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Errors) != 0 || len(rep.Rows) != 4 {
		t.Fatalf("rows %+v, errors %v", rep.Rows, rep.Errors)
	}
	if rep.CodeObject < 4 || rep.DefaultCodeObject < 4 {
		t.Errorf("code object versions: translated %d, clang's default %d", rep.CodeObject, rep.DefaultCodeObject)
	}
	for _, r := range rep.Rows {
		if r.Kernel != "vadd_f32" && r.Kernel != "vadd_i32" {
			t.Errorf("kernel %q", r.Kernel)
		}
		if (r.NativeDefault != nil) != (rep.DefaultCodeObject != rep.CodeObject) {
			t.Errorf("%s %s: default-version build %v", r.Arch, r.Kernel, r.NativeDefault)
		}
		for _, k := range []KernelISA{r.Native, r.Translated} {
			if k.Instructions < 5 || k.VGPRs <= 0 || k.SGPRs <= 0 || k.Scratch != 0 {
				t.Errorf("%s %s: %+v", r.Arch, r.Kernel, k)
			}
		}
	}
	if md := rep.Markdown(); !strings.Contains(md, "## gfx1100") || !strings.Contains(md, "| vadd_f32 | vgprs |") {
		t.Errorf("markdown:\n%s", md)
	}
}
