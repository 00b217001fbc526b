package pipeline

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzTranslate runs the whole translation (parse, SIR, passes, LLVM IR) on
// arbitrary input in every warp mode: errors are fine, panics are not, and
// the IR text must be what llir prints.
//
//	go test ./internal/pipeline -run '^$' -fuzz FuzzTranslate -fuzztime 60s
func FuzzTranslate(f *testing.F) {
	for _, glob := range []string{"../../semantics/testdata/*.ptx", "../../examples/*.ptx", "../../conformance/cases/warp/*/case.ptx"} {
		files, _ := filepath.Glob(glob)
		for _, p := range files {
			if src, err := os.ReadFile(p); err == nil && len(src) < 16<<10 {
				f.Add(src)
			}
		}
	}
	modes := []Options{
		{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"},
		{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32"},
		{Arch: "gfx90a", WaveSize: 64, Mode: "native64", Features: "+wavefrontsize64"},
		{Arch: "gfx90a", WaveSize: 64, Mode: "single", Features: "+wavefrontsize64"},
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, o := range modes {
			out, err := Translate("fuzz.ptx", src, o)
			if err == nil && out.Result != nil {
				if got, want := out.IRText(), out.Result.Module.String(); string(got) != want {
					t.Errorf("%s: llvmx.AppendModule differs from llir:\n%s", o.Mode, firstDiff(string(got), want))
				}
			}
		}
	})
}
