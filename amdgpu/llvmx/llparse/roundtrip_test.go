package llparse_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/internal/golden"
)

// goldenGlob matches the LLVM IR that amdgpu's emitter writes for the
// PTX test cases.
const goldenGlob = "../../testdata/*.ll"

// TestRoundTripGoldens parses every golden module of the emitter and
// prints it again: the text must come back byte for byte (the emitter
// prints with llir too, so nothing needs normalising), and opt of LLVM 19
// must accept it.
func TestRoundTripGoldens(t *testing.T) {
	files, err := filepath.Glob(goldenGlob)
	if err != nil || len(files) == 0 {
		t.Fatalf("no goldens match %s (%v)", goldenGlob, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := parseOK(t, f, src)
			checkConventions(t, m)
			out := m.String()
			if out != string(src) {
				t.Errorf("printing the parsed module changes it:\n%s", golden.Diff(string(src), out))
			}
			verifyWithOpt(t, f, out)
		})
	}
}

// regressions are inputs that once failed to parse, named after what
// broke; each must parse and print as want.
var regressions = []struct{ name, src, want string }{
	{"named metadata after a declaration was taken for its attachment",
		"declare void @f()\n!llvm.ident = !{!0}\n!0 = !{!\"x\"}\n",
		"declare void @f()\n\n!llvm.ident = !{!0}\n\n!0 = !{!\"x\"}\n"},
	{"a type alias left its right-hand side unread",
		"%int = type i32\n@g = global %int 1\n",
		"@g = global i32 1\n"},
	{"a block ending in a value-less call before the next label",
		"declare void @g()\ndefine void @f() {\n  call void @g()\n  br label %a\na:\n  ret void\n}\n",
		"declare void @g()\n\ndefine void @f() {\n0:\n\tcall void @g()\n\tbr label %a\n\na:\n\tret void\n}\n"},
}

func TestRegressions(t *testing.T) {
	for _, c := range regressions {
		t.Run(c.name, func(t *testing.T) {
			m := parseOK(t, "regression.ll", []byte(c.src))
			if got := m.String(); got != c.want {
				t.Errorf("printed:\n%s", golden.Diff(c.want, got))
			}
		})
	}
}
