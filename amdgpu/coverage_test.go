package amdgpu

import (
	"testing"

	"github.com/ptxamd/ptxamd/internal/golden"
)

// TestCoverageDoc keeps docs/coverage.md in step with the lowering table.
func TestCoverageDoc(t *testing.T) {
	golden.Check(t, "../docs/coverage.md", []byte(CoverageMarkdown()))
}
