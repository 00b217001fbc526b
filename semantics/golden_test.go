package semantics_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/golden"
	"github.com/ptxamd/ptxamd/internal/testutil"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// waveSize is the hardware wave size each warp mode runs on.
func waveSize(mode string) int {
	if mode == "wave32" {
		return 32
	}
	return 64
}

// extraModes reads a `// MODES: wave32 native64` line: the modes a case is
// checked in besides paired.
func extraModes(src []byte) []string {
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "// MODES:"); ok {
			return strings.Fields(rest)
		}
	}
	return nil
}

// build parses and builds a PTX file, returning every diagnostic.
func build(t *testing.T, path string) (*sir.Module, *diag.List, []byte) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	all := &diag.List{}
	ast, d := frontend.Parse(path, src)
	all.Merge(d)
	if all.HasErrors() {
		return nil, all, src
	}
	m, d := sir.Build(ast)
	all.Merge(d)
	return m, all, src
}

func cases(t *testing.T, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no files match %s (%v)", pattern, err)
	}
	return files
}

// TestGolden checks the SIR after every pass of each testdata/<case>.ptx
// against <case>.sir (paired on wave64) and <case>.<mode>.sir for the
// modes its `// MODES:` line lists.
func TestGolden(t *testing.T) {
	for _, path := range cases(t, "testdata/*.ptx") {
		name := strings.TrimSuffix(filepath.Base(path), ".ptx")
		t.Run(name, func(t *testing.T) {
			_, _, src := build(t, path)
			for _, mode := range append([]string{"paired"}, extraModes(src)...) {
				m, diags, _ := build(t, path)
				if diags.HasErrors() {
					t.Fatalf("build:\n%s", diag.Format(diags, diag.Sources{path: src}))
				}
				if err := sir.RunPasses(m, sir.PassOptions{Mode: mode, WaveSize: waveSize(mode)}, diags, nil); err != nil {
					t.Fatalf("%s: passes:\n%s", mode, diag.Format(diags, diag.Sources{path: src}))
				}
				out := filepath.Join("testdata", name+".sir")
				if mode != "paired" {
					out = filepath.Join("testdata", name+"."+mode+".sir")
				}
				golden.Check(t, out, []byte(sir.Print(m)))
			}
		})
	}
}

// TestErrors checks the diagnostics of testdata/errors/*.ptx against their
// `// ERROR:` and `// WARNING:` comments (frontend, build and passes), in
// paired mode or in the one mode a `// MODES:` line names.
func TestErrors(t *testing.T) {
	for _, path := range cases(t, "testdata/errors/*.ptx") {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".ptx"), func(t *testing.T) {
			m, diags, src := build(t, path)
			mode := "paired"
			if ms := extraModes(src); len(ms) == 1 {
				mode = ms[0]
			}
			if m != nil && !diags.HasErrors() {
				sir.RunPasses(m, sir.PassOptions{Mode: mode, WaveSize: waveSize(mode)}, diags, nil)
			}
			testutil.CheckDiagnostics(t, src, diags)
		})
	}
}
