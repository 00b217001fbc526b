package conformance

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReal5DynamicSharedAlign runs the H100 recording of Triton's
// warp-specialised descriptor GEMM (real5/triton_mm_desc_ws_s2_sm90a). Its
// named barriers give the translation static LDS, which used to move
// Triton's dynamic shared memory to LDS address 128: the 128-byte swizzles
// of its stmatrix epilogue and TMA store then put every 16-byte chunk of
// the output eight columns off, in every warp mode.
func TestReal5DynamicSharedAlign(t *testing.T) {
	cs, err := Discover(filepath.Join("cases", "real5", "triton_mm_desc_ws_s2_sm90a"))
	if err != nil || len(cs) != 1 {
		t.Fatalf("%v (%d cases)", err, len(cs))
	}
	var out strings.Builder
	rep := RunAll(cs, &PipelineRunner{}, nil, &out)
	for _, line := range rep.FailureLines() {
		t.Error(line)
	}
	if rep.Passed == 0 || rep.Failed != 0 || rep.KnownFailures != 0 {
		t.Errorf("%s", rep.Summary())
	}
}
