package gen

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

func TestDeterministic(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		a, b := Generate(seed, Options{}), Generate(seed, Options{})
		if !bytes.Equal(a.PTX, b.PTX) || a.Grid != b.Grid || a.Block != b.Block {
			t.Fatalf("seed %d: two different programs", seed)
		}
	}
	if bytes.Equal(Generate(1, Options{}).PTX, Generate(2, Options{}).PTX) {
		t.Fatal("seeds 1 and 2 made the same program")
	}
}

// translate translates ptx the way conformance.PipelineRunner does.
func translate(t *testing.T, name string, ptx []byte, mode string) error {
	t.Helper()
	tg, err := target.Lookup(conformance.ModeArch(mode))
	if err != nil {
		t.Fatal(err)
	}
	ws := 64
	if mode == "wave32" {
		ws = 32
	}
	features, err := tg.FeatureString(ws)
	if err != nil {
		t.Fatal(err)
	}
	_, err = pipeline.Translate(name, ptx, pipeline.Options{Arch: tg.Name, WaveSize: ws, Mode: mode, Features: features})
	return err
}

func TestValid(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	counts := map[string]int{}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		p := Generate(seed, Options{})
		for _, f := range strings.Fields(strings.SplitN(p.Describe(), ", ", 2)[1]) {
			counts[f]++
		}
		for _, mode := range p.Modes() {
			if err := translate(t, CaseName(seed)+".ptx", p.PTX, mode); err != nil {
				t.Errorf("seed %d [%s]: %v\n%s", seed, mode, err, p.PTX)
			}
		}
	}
	// Every family of the menu shows up in a hundred programs.
	for _, f := range []string{"float", "branch", "loop", "shared", "shfl", "vote", "guard"} {
		if counts[f] == 0 && n >= 100 {
			t.Errorf("no program of %d uses %s", n, f)
		}
	}
	t.Logf("features over %d programs: %v", n, counts)
}

func TestWriteCase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "random", CaseName(7))
	p := Generate(7, Options{NoWarp: true})
	if err := p.WriteCase(dir); err != nil {
		t.Fatal(err)
	}
	c, err := conformance.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if c.ID != "random/s0007" || c.Family != Family || !c.HasMode("native64") || len(c.Specs) != 2 {
		t.Errorf("loaded case: %+v", c)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "case.ptx")); !bytes.Equal(got, p.PTX) {
		t.Error("case.ptx differs from the program")
	}
}

// TestCasesUpToDate checks that the committed cases are what the generator
// makes today: their recordings belong to exactly that text. After a
// change to the generator, write the cases again (ptxamd gen --seed 1
// --count 2000 --out conformance/cases/random) and record them again.
func TestCasesUpToDate(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "cases", Family, "s*"))
	if err != nil || len(dirs) == 0 {
		t.Skip("no generated cases in ../cases/random")
	}
	stale := 0
	for _, dir := range dirs {
		var seed uint64
		if _, err := fmt.Sscanf(filepath.Base(dir), "s%d", &seed); err != nil {
			continue
		}
		p := Generate(seed, Options{})
		ptx, err1 := os.ReadFile(filepath.Join(dir, "case.ptx"))
		js, err2 := os.ReadFile(filepath.Join(dir, "case.json"))
		if err1 != nil || err2 != nil || !bytes.Equal(ptx, p.PTX) || !bytes.Equal(js, p.CaseJSON()) {
			if stale++; stale <= 5 {
				t.Errorf("%s is not what Generate(%d) makes: write the cases again and record them", dir, seed)
			}
		}
	}
}
