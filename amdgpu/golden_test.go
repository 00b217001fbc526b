package amdgpu_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/golden"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// The PTX cases live with the SIR goldens; this package checks their
// LLVM IR.
const casesDir = "../semantics/testdata"

// modeTarget is the reference target of each warp mode: the options its
// golden .ll is translated with. mma.sync takes the exact software path
// unless the case says `// MMA: hw` (caseMma).
func modeTarget(mode string) pipeline.Options {
	if mode == "wave32" {
		return pipeline.Options{Arch: "gfx1100", WaveSize: 32, Mode: mode, Features: "+wavefrontsize32", Mma: "exact"}
	}
	return pipeline.Options{Arch: "gfx90a", WaveSize: 64, Mode: mode, Features: "+wavefrontsize64", Mma: "exact"}
}

// caseMma is the --mma a `// MMA: hw` line asks for, else exact.
func caseMma(src []byte) string {
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "// MMA:"); ok {
			return strings.TrimSpace(rest)
		}
	}
	return "exact"
}

// caseModes is paired plus the modes a `// MODES: wave32 native64` line
// lists.
func caseModes(src []byte) []string {
	modes := []string{"paired"}
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "// MODES:"); ok {
			modes = append(modes, strings.Fields(rest)...)
		}
	}
	return modes
}

type ptxCase struct {
	name, path string
	src        []byte
}

func loadCases(t *testing.T, pattern string) []ptxCase {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no files match %s (%v)", pattern, err)
	}
	var cs []ptxCase
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, ptxCase{strings.TrimSuffix(filepath.Base(f), ".ptx"), f, src})
	}
	return cs
}

// translate returns the LLVM IR text of c for opts, failing the test with
// formatted diagnostics on errors.
func translate(t *testing.T, c ptxCase, opts pipeline.Options) string {
	t.Helper()
	out, err := pipeline.Translate(c.path, c.src, opts)
	if err != nil {
		if l, ok := diag.AsList(err); ok {
			t.Fatalf("%s %s: translate:\n%s", opts.Arch, opts.Mode, diag.Format(l, diag.Sources{c.path: c.src}))
		}
		t.Fatalf("%s %s: translate: %v", opts.Arch, opts.Mode, err)
	}
	return out.Result.Module.String()
}

// goldenPath is testdata/<case>.ll for paired, testdata/<case>.<mode>.ll
// for the other modes.
func goldenPath(name, mode string) string {
	if mode == "paired" {
		return filepath.Join("testdata", name+".ll")
	}
	return filepath.Join("testdata", name+"."+mode+".ll")
}

// approx16Init matches the initialiser of a recorded approximation table:
// lower_approx16.go's 131,072 bytes (TestApprox16Tables checks them) and
// lower_approx32.go's correction codes and quarter-wave coefficients
// (TestMufuTables, TestSinTable).
var approx16Init = regexp.MustCompile(`(?m)^(@__ptxamd_(?:(?:ex2|tanh)_b?f16 = [^\[]*\[131072 x i8\]|(?:rcp|rsqrt|sqrt|ex2|sin)_f32 = [^\[]*\[\d+ x i8\]|sin_coef = [^\[]*\[192 x double\]|sin_direct = [^\[]*\[4096 x i32\])) (?:\[[^\n]*\]|c"[^\n]*")(, align \d+)?$`)

// elideTables replaces the recorded tables in a golden with zeroinitializer,
// a valid placeholder (TestGoldenVerify runs opt on the goldens and llparse
// reads them back): the numbers are TestApprox16Tables' business.
func elideTables(ir string) string {
	return approx16Init.ReplaceAllString(ir, "$1 zeroinitializer$2")
}

// TestGolden checks the LLVM IR of every case against its golden file.
func TestGolden(t *testing.T) {
	for _, c := range loadCases(t, filepath.Join(casesDir, "*.ptx")) {
		t.Run(c.name, func(t *testing.T) {
			for _, mode := range caseModes(c.src) {
				opts := modeTarget(mode)
				opts.Mma = caseMma(c.src)
				golden.Check(t, goldenPath(c.name, mode), []byte(elideTables(translate(t, c, opts))))
			}
		})
	}
}

// TestErrors checks the diagnostics of testdata/errors/*.ptx through the
// whole translation (gfx90a, paired) against their `// ERROR:` comments.
func TestErrors(t *testing.T) {
	for _, c := range loadCases(t, "testdata/errors/*.ptx") {
		t.Run(c.name, func(t *testing.T) {
			out, err := pipeline.Translate(c.path, c.src, modeTarget("paired"))
			var diags *diag.List
			switch {
			case out != nil:
				diags = out.Diags
			case err != nil:
				diags, _ = diag.AsList(err)
				if diags == nil {
					t.Fatalf("translate: %v", err)
				}
			}
			testutil.CheckDiagnostics(t, c.src, diags)
		})
	}
}
