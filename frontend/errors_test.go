package frontend

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// expectation is one `// ERROR: LINE:COL substring` comment of a test input.
type expectation struct {
	line, col int
	severity  diag.Severity
	substr    string
	matched   bool
}

// readExpectations collects the ERROR and WARNING comments of src.
func readExpectations(t *testing.T, src []byte) []*expectation {
	var out []*expectation
	for _, ln := range bytes.Split(src, []byte("\n")) {
		for _, kind := range []struct {
			tag string
			sev diag.Severity
		}{{"// ERROR: ", diag.Error}, {"// WARNING: ", diag.Warning}} {
			i := bytes.Index(ln, []byte(kind.tag))
			if i < 0 {
				continue
			}
			rest := strings.TrimSpace(string(ln[i+len(kind.tag):]))
			e := &expectation{severity: kind.sev}
			var pos string
			pos, e.substr, _ = strings.Cut(rest, " ")
			if _, err := fmt.Sscanf(pos, "%d:%d", &e.line, &e.col); err != nil {
				t.Fatalf("bad expectation %q: %v", rest, err)
			}
			out = append(out, e)
		}
	}
	return out
}

// checkDiagnostics matches every diagnostic of l against the expectations
// written in src: each must be expected, and each expectation must occur.
func checkDiagnostics(t *testing.T, name string, src []byte, l *diag.List) {
	t.Helper()
	want := readExpectations(t, src)
	for _, d := range l.Diags {
		found := false
		for _, e := range want {
			if !e.matched && e.line == d.Pos.Line && e.col == d.Pos.Col &&
				e.severity == d.Severity && strings.Contains(d.Msg, e.substr) {
				e.matched, found = true, true
				break
			}
		}
		if !found {
			t.Errorf("unexpected diagnostic:\n%s", diag.FormatOne(d, diag.Sources{name: src}))
		}
	}
	for _, e := range want {
		if !e.matched {
			t.Errorf("%s:%d:%d: expected %v containing %q, got none", name, e.line, e.col, e.severity, e.substr)
		}
	}
}

func TestErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.ptx")
	if len(files) == 0 {
		t.Fatal("no error testdata")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			_, errs := Parse(f, src)
			checkDiagnostics(t, f, src, errs)
		})
	}
}

func TestErrorLimit(t *testing.T) {
	var b strings.Builder
	b.WriteString(".entry k()\n{\n")
	for i := 0; i < 200; i++ {
		b.WriteString("\tadd.s32 , ;\n")
	}
	b.WriteString("}\n")
	_, errs := Parse("many.ptx", []byte(b.String()))
	if len(errs.Diags) != diag.DefaultLimit || errs.ErrorCount() != 200 {
		t.Fatalf("kept %d of %d errors, want %d of 200", len(errs.Diags), errs.ErrorCount(), diag.DefaultLimit)
	}
}

func TestErrorFormat(t *testing.T) {
	src := []byte(".entry k()\n{\n\tmov.u32 %r1, ;\n}\n")
	_, errs := Parse("f.ptx", src)
	got := diag.Format(errs, diag.Sources{"f.ptx": src})
	want := "f.ptx:3:15: error: expected an operand, found \";\"\n        mov.u32 %r1, ;\n                     ^\n"
	if got != want {
		t.Fatalf("got\n%q\nwant\n%q", got, want)
	}
}
