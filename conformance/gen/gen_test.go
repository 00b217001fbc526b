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
	t.Run(Family, func(t *testing.T) { casesUpToDate(t, Family, "s", Options{}) })
	t.Run(WideFamily, func(t *testing.T) { casesUpToDate(t, WideFamily, "w", Options{Wide: true}) })
	t.Run(ExtraFamily, func(t *testing.T) { casesUpToDate(t, ExtraFamily, "x", Options{Extra: true}) })
}

func casesUpToDate(t *testing.T, family, prefix string, opts Options) {
	dirs, err := filepath.Glob(filepath.Join("..", "cases", family, prefix+"*"))
	if err != nil || len(dirs) == 0 {
		t.Skipf("no generated cases in ../cases/%s", family)
	}
	stale := 0
	for _, dir := range dirs {
		var seed uint64
		if _, err := fmt.Sscanf(filepath.Base(dir), prefix+"%d", &seed); err != nil {
			continue
		}
		p := Generate(seed, opts)
		ptx, err1 := os.ReadFile(filepath.Join(dir, "case.ptx"))
		js, err2 := os.ReadFile(filepath.Join(dir, "case.json"))
		if err1 != nil || err2 != nil || !bytes.Equal(ptx, p.PTX) || !bytes.Equal(js, p.CaseJSON()) {
			if stale++; stale <= 5 {
				t.Errorf("%s is not what Generate(%d, %+v) makes: write the cases again and record them", dir, seed, opts)
			}
		}
	}
}

// checkMenu generates n programs with opts (n smaller with -short),
// checks their names, family and output size, translates each in every
// mode it lists, and requires every needle in at least one of a hundred.
func checkMenu(t *testing.T, opts Options, name func(uint64) string, family string, words int, needles []string) {
	t.Helper()
	n := 100
	if testing.Short() {
		n = 20
	}
	seen := map[string]int{}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		p := Generate(seed, opts)
		if p.Name() != name(seed) || p.Family() != family || p.OutputWords() != words || !p.Wide {
			t.Fatalf("seed %d: name %s family %s words %d", seed, p.Name(), p.Family(), p.OutputWords())
		}
		for _, k := range needles {
			if bytes.Contains(p.PTX, []byte(k)) {
				seen[k]++
			}
		}
		for _, mode := range p.Modes() {
			if err := translate(t, p.Name()+".ptx", p.PTX, mode); err != nil {
				t.Errorf("seed %d [%s]: %v\n%s", seed, mode, err, p.PTX)
			}
		}
	}
	for _, k := range needles {
		if seen[k] == 0 && n >= 100 {
			t.Errorf("no %s program of %d has %q", family, n, k)
		}
	}
}

func TestWide(t *testing.T) {
	a, b := Generate(3, Options{Wide: true}), Generate(3, Options{Wide: true})
	if !bytes.Equal(a.PTX, b.PTX) {
		t.Fatal("seed 3: two different wide programs")
	}
	if bytes.Equal(a.PTX, Generate(3, Options{}).PTX) {
		t.Fatal("the wide menu made the first menu's program")
	}
	checkMenu(t, Options{Wide: true}, WideCaseName, WideFamily, WideOutputs,
		[]string{".f64 ", ".f16x2 ", ".bf16x2 ", ".s64 ", "testp.", "prmt.", "bfe.", "dp4a.", "addc", "div.", "match.", "redux.", "shfl.", ".rm.", ".ftz.", "cvt.rn.f16x2.f32"})
	dir := filepath.Join(t.TempDir(), WideFamily, WideCaseName(5))
	if err := Generate(5, Options{Wide: true}).WriteCase(dir); err != nil {
		t.Fatal(err)
	}
	c, err := conformance.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if c.ID != "random2/w0005" || c.Family != WideFamily || len(c.Specs) != 2 {
		t.Errorf("loaded wide case: %+v", c)
	}
}

func TestExtra(t *testing.T) {
	if bytes.Equal(Generate(4, Options{Extra: true}).PTX, Generate(4, Options{Wide: true}).PTX) {
		t.Fatal("the extra menu made the wide menu's program")
	}
	checkMenu(t, Options{Extra: true}, ExtraCaseName, ExtraFamily, ExtraOutputs,
		[]string{".approx", "lop3.", "vmad.", "vadd", ".s16 ", "e4m3x2", "atom.shared.", "ld.shared.s8", "fns.", "cvt.pack."})
}
