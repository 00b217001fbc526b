package llparse_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/golden"
)

// FuzzParse checks that no input makes Parse panic, that every error
// carries positioned diagnostics, and that whatever parses prints as text
// that parses again and prints the same. Seeds: the emitter's goldens and
// this package's testdata up to 16 KB (TestRoundTripGoldens and
// TestCommittedKernels read the larger ones; as seeds they only slow the
// mutator down), and the error cases.
//
//	go test ./amdgpu/llvmx/llparse -run '^$' -fuzz FuzzParse -fuzztime 30s
func FuzzParse(f *testing.F) {
	for _, pattern := range []string{goldenGlob, "testdata/*.ll"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil && len(src) <= 16<<10 {
				f.Add(src)
			}
		}
	}
	for _, c := range errorCases {
		f.Add([]byte(c.src))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := llparse.Parse("fuzz.ll", src)
		if err != nil {
			if l, ok := diag.AsList(err); !ok || len(l.Diags) == 0 || !l.Diags[0].Pos.IsValid() {
				t.Fatalf("error without a positioned diagnostic: %v", err)
			}
			return
		}
		out := m.String()
		m2, err := llparse.Parse("printed.ll", []byte(out))
		if err != nil {
			t.Fatalf("the printed module does not parse: %v\n%s", err, out)
		}
		if again := m2.String(); again != out {
			t.Fatalf("printing is not a fixed point:\n%s", golden.Diff(out, again))
		}
	})
}
