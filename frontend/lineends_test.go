package frontend

import (
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// TestLineEnds: "\r\n" and a lone "\r" end lines like "\n". A file with
// only "\r" line breaks once became an empty module: its first // comment
// ran to the end of the file.
func TestLineEnds(t *testing.T) {
	const src = "// a comment\n.version 8.0\n.target sm_80\n.address_size 64\n" +
		".visible .entry k()\n{\n\t.reg .b32 %r<2>;\n\tmov.b32 %r1, 1; // done\n\t.loc 1 2 3\n\tbogus %r1;\n\tret;\n}\n"
	want, wantErrs := Parse("k.ptx", []byte(src))
	if len(want.Decls) != 1 || len(wantErrs.Diags) != 0 {
		t.Fatalf("LF input: %d decls, %v", len(want.Decls), wantErrs.Err())
	}
	for _, eol := range []string{"\r", "\r\n", "\n\r"} {
		text := strings.ReplaceAll(src, "\n", eol)
		got, errs := Parse("k.ptx", []byte(text))
		if errs.HasErrors() {
			t.Errorf("%q line ends: %v", eol, errs.Err())
			continue
		}
		if g, w := Print(got), Print(want); g != w {
			t.Errorf("%q line ends: printed module differs:\n%s\nwant:\n%s", eol, g, w)
		}
		// The same instruction stands at the same line and column.
		in := got.Decls[0].(*Func).Body.Stmts[3].(*Instr)
		wantLine := 10
		if eol == "\n\r" {
			wantLine = 19 // "\n\r" is two line ends
		}
		if in.Pos.Line != wantLine || in.Pos.Col != 2 {
			t.Errorf("%q line ends: bogus at %d:%d, want %d:2", eol, in.Pos.Line, in.Pos.Col, wantLine)
		}
	}
	// A diagnostic quotes the right line of a lone-CR file.
	text := strings.ReplaceAll(".version 8.0\n.target sm_80\n.entry k() { mov.b32 %r1, ; }\n", "\n", "\r")
	_, errs := Parse("k.ptx", []byte(text))
	out := diag.Format(errs, diag.Sources{"k.ptx": []byte(text)})
	if !strings.Contains(out, "k.ptx:3:27: error") || !strings.Contains(out, "\n    .entry k() { mov.b32 %r1, ; }\n") {
		t.Errorf("lone-CR diagnostic:\n%s", out)
	}
}
