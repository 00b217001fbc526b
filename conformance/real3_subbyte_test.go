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

// TestSubByteMmaUnrecordedShapes: the 4-bit and 1-bit shapes no recording
// pins (m16n8k64 .s4, m16n8k128 .b1) stop with a positioned error naming
// the form rather than guessing a fragment layout.
func TestSubByteMmaUnrecordedShapes(t *testing.T) {
	for _, form := range []string{
		"mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {%r1,%r2,%r3,%r4}, {%r5,%r6,%r7,%r8}, {%r9,%r10}, {%r1,%r2,%r3,%r4};",
		"mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.and.popc {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%r9}, {%r1,%r2,%r3,%r4};",
	} {
		src := `.version 8.0
.target sm_80
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
		if err == nil || !strings.Contains(err.Error(), "k.ptx:7:") || !strings.Contains(err.Error(), "mma form") {
			t.Errorf("%s: err = %v, want a positioned unsupported-form error", form, err)
		}
	}
}
