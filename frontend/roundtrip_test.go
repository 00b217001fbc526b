package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/golden"
)

// validFiles lists the testdata modules that must parse without errors.
func validFiles(t testing.TB) []string {
	files, err := filepath.Glob("testdata/*.ptx")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	return files
}

// roundTrip checks Print(Parse(Print(Parse(src)))) == Print(Parse(src)) and
// returns the canonical text.
func roundTrip(t testing.TB, name string, src []byte) string {
	t.Helper()
	m, errs := Parse(name, src)
	if errs.HasErrors() {
		t.Fatalf("parse %s:\n%s", name, diag.Format(errs, diag.Sources{name: src}))
	}
	p1 := Print(m)
	m2, errs := Parse(name+".printed", []byte(p1))
	if errs.HasErrors() {
		t.Fatalf("reparse of printed %s:\n%s\n--- printed:\n%s", name,
			diag.Format(errs, diag.Sources{name + ".printed": []byte(p1)}), p1)
	}
	if p2 := Print(m2); p1 != p2 {
		t.Fatalf("round trip of %s is not stable:\n%s", name, golden.Diff(p1, p2))
	}
	return p1
}

func TestRoundTripTestdata(t *testing.T) {
	for _, f := range validFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out := roundTrip(t, f, src)
			golden.Check(t, strings.TrimSuffix(f, ".ptx")+".golden", []byte(out))
		})
	}
}
