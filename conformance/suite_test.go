package conformance

import (
	"strings"
	"testing"
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
