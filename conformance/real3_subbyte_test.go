package conformance

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// TestReal3SubByte runs the H100 recordings that pin the sub-byte forms:
// mma.sync m16n8k32 .s4 (.satfinite) and m16n8k256 .b1 .xor.popc
// (real3/mma_int_ptx), and cvt.pack.sat.u4 (real3/idioms2_ptx). Both
// stopped the translation with "unknown type" before.
func TestReal3SubByte(t *testing.T) {
	var cases []*Case
	for _, name := range []string{"mma_int_ptx", "idioms2_ptx"} {
		cs, err := Discover(filepath.Join("cases", "real3", name))
		if err != nil || len(cs) != 1 {
			t.Fatalf("%s: %v (%d cases)", name, err, len(cs))
		}
		cases = append(cases, cs...)
	}
	var out strings.Builder
	rep := RunAll(cases, &PipelineRunner{}, nil, &out)
	for _, line := range rep.FailureLines() {
		t.Error(line)
	}
	if rep.Passed == 0 || rep.Failed != 0 || rep.KnownFailures != 0 {
		t.Errorf("%s", rep.Summary())
	}
}

// TestMmaUnsupportedForms: mma forms no recording pins (sparse 8-bit and
// tf32, fp8 with C and D of two types) stop with a positioned error naming
// the form rather than guessing. (m16n8k64 .s4, m16n8k128 .b1 and fp8
// m16n8k16, once here, are recorded now: mma/raw_m16n8k64_*,
// mma/raw_m16n8k128_*, mma/raw_m16n8k16_e*.)
func TestMmaUnsupportedForms(t *testing.T) {
	for _, form := range []string{
		"mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%r7,%r8}, {%r1,%r2,%r3,%r4}, %r9, 0x0;",
		"mma.sp.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%r7,%r8}, {%r1,%r2,%r3,%r4}, %r9, 0x0;",
		"mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f16 {%r1,%r2,%r3,%r4}, {%r5,%r6,%r7,%r8}, {%r9,%r10}, {%r1,%r2};",
	} {
		src := `.version 8.7
.target sm_90
.address_size 64
.visible .entry k()
{
	.reg .b32 %r<12>;
	` + form + `
	ret;
}`
		tg, err := target.Lookup("gfx1100")
		if err != nil {
			t.Fatal(err)
		}
		f, err := tg.FeatureString(32)
		if err != nil {
			t.Fatal(err)
		}
		_, err = pipeline.Translate("k.ptx", []byte(src), pipeline.Options{Arch: tg.Name, WaveSize: 32, Mode: "wave32", Features: f, Mma: "exact"})
		if err == nil || !strings.Contains(err.Error(), "k.ptx:7:") || !strings.Contains(err.Error(), "mma") || !strings.Contains(err.Error(), "form") {
			t.Errorf("%s: err = %v, want a positioned unsupported-form error", form, err)
		}
	}
}
