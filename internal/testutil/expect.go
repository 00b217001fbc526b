// Package testutil holds helpers that the tests of several packages share:
// expected diagnostics written inside the input, and the discovery and
// running of LLVM tools.
package testutil

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// Expectation is one diagnostic that an input file says it must produce:
//
//	// ERROR: 12:5 undeclared identifier
//	// WARNING: lanemask
//
// Line and Col are 0 when the comment gives no position (any position
// matches).
type Expectation struct {
	Severity  diag.Severity
	Line, Col int
	Substr    string
	At        int // line of the comment itself, for messages
}

func (e Expectation) String() string {
	pos := "any position"
	if e.Line > 0 {
		pos = fmt.Sprintf("%d:%d", e.Line, e.Col)
	}
	return fmt.Sprintf("%s at %s containing %q (comment on line %d)", e.Severity, pos, e.Substr, e.At)
}

var expectRE = regexp.MustCompile(`//\s*(ERROR|WARNING):\s*(?:(\d+):(\d+)\s+)?(.*\S)\s*$`)

// ParseExpectations reads the `// ERROR:` and `// WARNING:` comments of
// src.
func ParseExpectations(src []byte) []Expectation {
	var out []Expectation
	for i, line := range strings.Split(string(src), "\n") {
		m := expectRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		e := Expectation{Severity: diag.Error, Substr: m[4], At: i + 1}
		if m[1] == "WARNING" {
			e.Severity = diag.Warning
		}
		if m[2] != "" {
			e.Line, _ = strconv.Atoi(m[2])
			e.Col, _ = strconv.Atoi(m[3])
		}
		out = append(out, e)
	}
	return out
}

func (e Expectation) matches(d diag.Diagnostic) bool {
	if d.Severity != e.Severity || !strings.Contains(d.Msg, e.Substr) {
		return false
	}
	return e.Line == 0 || d.Pos.Line == e.Line && (e.Col == 0 || d.Pos.Col == e.Col)
}

// CheckDiagnostics checks got against the expectations written in src:
// every expected diagnostic must appear, and every error that appears must
// be expected (unexpected warnings and notes are allowed). A file with no
// expectation must produce no error.
func CheckDiagnostics(tb testing.TB, src []byte, got *diag.List) {
	tb.Helper()
	var diags []diag.Diagnostic
	if got != nil {
		diags = got.Diags
	}
	want := ParseExpectations(src)
	used := make([]bool, len(diags))
	for _, e := range want {
		found := false
		for i, d := range diags {
			if e.matches(d) {
				found, used[i] = true, true
			}
		}
		if !found {
			tb.Errorf("missing diagnostic: %s", e)
		}
	}
	for i, d := range diags {
		if !used[i] && d.Severity == diag.Error {
			tb.Errorf("unexpected diagnostic: %s", d)
		}
	}
	if tb.Failed() {
		var all strings.Builder
		for _, d := range diags {
			fmt.Fprintf(&all, "\t%s\n", d)
		}
		tb.Logf("all diagnostics:\n%s", all.String())
	}
}
