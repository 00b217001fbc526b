package frontend

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// TestCorpus parses every module of testdata/corpus, real PTX produced by
// nvcc, Triton, numba and torch.compile on an NVIDIA machine (see
// testdata/corpus/PROVENANCE.txt), and checks that it round-trips.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("testdata/corpus/*.ptx")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 100 {
		t.Fatalf("corpus has %d files, expected the committed 119", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, diags := Parse(f, src)
		if diags.HasErrors() {
			t.Errorf("%s:\n%s", f, diag.Format(diags, diag.Sources{f: src}))
			continue
		}
		once := Print(m)
		m2, diags := Parse(f, []byte(once))
		if diags.HasErrors() {
			t.Errorf("%s: the printed module does not parse:\n%s", f, diag.Format(diags, diag.Sources{f: []byte(once)}))
			continue
		}
		if twice := Print(m2); twice != once {
			t.Errorf("%s: print/parse/print is not stable", f)
		}
	}
}
