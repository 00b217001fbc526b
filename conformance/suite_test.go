package conformance

import (
	"context"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// TestSuite runs every recorded case on the emulator in each warp mode
// its case.json lists, and compares with the outputs recorded on NVIDIA.
func TestSuite(t *testing.T) {
	cases, err := Discover("cases")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no conformance cases found under cases/")
	}
	var out strings.Builder
	rep := RunAll(cases, &PipelineRunner{}, nil, &out)
	t.Logf("%d cases: %s", len(cases), rep.Summary())
	for _, line := range rep.FailureLines() {
		t.Error(line)
	}
	if rep.Passed == 0 {
		t.Error("no case passed")
	}
}

// TestSuiteOptimized runs every 6th case (each warp mode it lists) after
// LLVM's middle end, as the llc builder hands it to llc: the optimiser
// must keep the translation's meaning, and the emulator must run what it
// makes (`ptxamd conform --opt-ir` runs them all).
func TestSuiteOptimized(t *testing.T) {
	testutil.LLVMTool(t, "opt", 19)
	if testing.Short() {
		t.Skip("long: runs opt for 1,400 translations")
	}
	all, err := Discover("cases")
	if err != nil {
		t.Fatal(err)
	}
	var cases []*Case
	for i := 0; i < len(all); i += 6 {
		cases = append(cases, all[i])
	}
	llc := codeobj.NewLLC()
	runner := &PipelineRunner{OptimizeIR: func(out *pipeline.Output, tg *target.Target, ws int) ([]byte, error) {
		return llc.OptimizedIR(context.Background(), codeobj.Request{IR: out.IRText(), Target: tg, WaveSize: ws})
	}}
	var out strings.Builder
	rep := RunAll(cases, runner, nil, &out)
	t.Logf("%d cases: %s", len(cases), rep.Summary())
	for _, line := range rep.FailureLines() {
		t.Error(line)
	}
	if rep.Passed == 0 {
		t.Error("no case passed")
	}
}
