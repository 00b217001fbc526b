package pipeline

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// warpModes are the four warp modes with the reference target of each.
var warpModes = []Options{
	{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"},
	{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32"},
	{Arch: "gfx90a", WaveSize: 64, Mode: "native64", Features: "+wavefrontsize64"},
	{Arch: "gfx90a", WaveSize: 64, Mode: "single", Features: "+wavefrontsize64"},
}

// writeSources lists the PTX the printer is checked on: the lowering's
// golden cases, the examples, the real PTX corpus and the conformance
// cases (with -short, every 20th of them).
func writeSources(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, glob := range []string{"../../semantics/testdata/*.ptx", "../../examples/*.ptx", "../../frontend/testdata/corpus/*.ptx"} {
		fs, err := filepath.Glob(glob)
		if err != nil || len(fs) == 0 {
			t.Fatalf("no files match %s (%v)", glob, err)
		}
		files = append(files, fs...)
	}
	var cases []string
	err := filepath.WalkDir("../../conformance/cases", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && d.Name() == "case.ptx" {
			cases = append(cases, path)
		}
		return err
	})
	if err != nil || len(cases) == 0 {
		t.Fatalf("conformance cases: %d, %v", len(cases), err)
	}
	sort.Strings(cases)
	for i, c := range cases {
		if !testing.Short() || i%20 == 0 {
			files = append(files, c)
		}
	}
	return files
}

// TestWriteModuleMatchesLLIR checks that llvmx.AppendModule prints every
// module the translator makes exactly as llir's Module.String does, in
// every warp mode. Inputs that do not translate in a mode are skipped;
// the test fails if fewer than nine in ten translate.
func TestWriteModuleMatchesLLIR(t *testing.T) {
	files := writeSources(t)
	type job struct {
		path string
		opts Options
	}
	jobs := make(chan job)
	var mu sync.Mutex
	translated, failed := 0, 0
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				src, err := os.ReadFile(j.path)
				if err != nil {
					t.Error(err)
					continue
				}
				out, err := Translate(j.path, src, j.opts)
				if err != nil {
					mu.Lock()
					failed++
					mu.Unlock()
					continue
				}
				// AppendModule first: it must number the values itself.
				got := llvmx.AppendModule(nil, out.Result.Module)
				want := out.Result.Module.String()
				if !bytes.Equal(got, []byte(want)) {
					t.Errorf("%s (%s): llvmx.AppendModule differs from llir:\n%s", j.path, j.opts.Mode, firstDiff(string(got), want))
				}
				mu.Lock()
				translated++
				mu.Unlock()
			}
		}()
	}
	for _, f := range files {
		for _, o := range warpModes {
			jobs <- job{f, o}
		}
	}
	close(jobs)
	wg.Wait()
	t.Logf("%d files, %d modules compared, %d translations failed", len(files), translated, failed)
	if translated < 9*(translated+failed)/10 {
		t.Errorf("only %d of %d translations succeeded", translated, translated+failed)
	}
}

// firstDiff shows the first line where got and want differ (golden.Diff's
// table is quadratic in the lines, and a module can have tens of thousands).
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			return "line " + strconv.Itoa(i+1) + ":\n  got:  " + gl + "\n  want: " + wl
		}
	}
	return "(no line differs)"
}
