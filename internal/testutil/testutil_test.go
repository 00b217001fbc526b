package testutil

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
)

func TestParseExpectations(t *testing.T) {
	src := "mov.u32 %r1, %r9;\n// ERROR: 1:15 undeclared identifier %r9\n  // WARNING: lanemask  \n// not an expectation\n"
	got := ParseExpectations([]byte(src))
	want := []Expectation{
		{Severity: diag.Error, Line: 1, Col: 15, Substr: "undeclared identifier %r9", At: 2},
		{Severity: diag.Warning, Substr: "lanemask", At: 3},
	}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
}

// recorder is a testing.TB that keeps failures instead of failing.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper()                        {}
func (r *recorder) Errorf(format string, a ...any) { r.errs = append(r.errs, format) }
func (r *recorder) Failed() bool                   { return len(r.errs) > 0 }
func (r *recorder) Logf(string, ...any)            {}

func TestCheckDiagnostics(t *testing.T) {
	src := []byte("// ERROR: 3:2 bad thing\n// WARNING: odd\n")
	at := func(line, col int, sev diag.Severity, msg string) diag.Diagnostic {
		return diag.Diagnostic{Pos: diag.Pos{File: "x.ptx", Line: line, Col: col}, Severity: sev, Msg: msg}
	}
	for _, tc := range []struct {
		name  string
		diags []diag.Diagnostic
		fails int
	}{
		{"all there", []diag.Diagnostic{at(3, 2, diag.Error, "a bad thing here"), at(9, 1, diag.Warning, "odd lanemask")}, 0},
		{"extra warning is fine", []diag.Diagnostic{at(3, 2, diag.Error, "bad thing"), at(1, 1, diag.Warning, "odd"), at(2, 2, diag.Warning, "other")}, 0},
		{"wrong column", []diag.Diagnostic{at(3, 3, diag.Error, "bad thing"), at(1, 1, diag.Warning, "odd")}, 2},
		{"missing warning", []diag.Diagnostic{at(3, 2, diag.Error, "bad thing")}, 1},
		{"unexpected error", []diag.Diagnostic{at(3, 2, diag.Error, "bad thing"), at(1, 1, diag.Warning, "odd"), at(4, 1, diag.Error, "surprise")}, 1},
		{"warning is not an error", []diag.Diagnostic{at(3, 2, diag.Warning, "bad thing"), at(1, 1, diag.Warning, "odd")}, 1},
	} {
		r := &recorder{TB: t}
		CheckDiagnostics(r, src, &diag.List{Diags: tc.diags})
		if len(r.errs) != tc.fails {
			t.Errorf("%s: %d failures %q, want %d", tc.name, len(r.errs), r.errs, tc.fails)
		}
	}
}

func TestFindMissingTool(t *testing.T) {
	_, err := FindLLVMTool("ptxamd-no-such-tool", 19)
	if !errors.Is(err, ErrToolNotFound) || !strings.Contains(err.Error(), EnvLLVMBin) {
		t.Fatalf("got %v, want ErrToolNotFound naming %s", err, EnvLLVMBin)
	}
}

func TestRunToolError(t *testing.T) {
	opt := LLVMTool(t, "opt", 19)
	_, err := RunTool(context.Background(), []byte("define void @f() {\n  ret i32 0\n}\n"), opt, OptVerifyArgs(19)...)
	var te *ToolError
	if !errors.As(err, &te) || !strings.Contains(te.Output, "error") {
		t.Fatalf("got %v, want a ToolError with opt's message", err)
	}
}
