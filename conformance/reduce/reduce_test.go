package reduce

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/conformance/gen"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

func translates(ptx []byte) error {
	t, err := target.Lookup("gfx1100")
	if err != nil {
		return err
	}
	f, err := t.FeatureString(32)
	if err != nil {
		return err
	}
	_, err = pipeline.Translate("candidate.ptx", ptx, pipeline.Options{Arch: t.Name, WaveSize: 32, Mode: "wave32", Features: f})
	return err
}

// countBody counts the instructions between the body markers.
func countBody(ptx []byte) int {
	s := string(ptx)
	body := s[strings.Index(s, "// begin body"):strings.Index(s, "// end body")]
	return strings.Count(body, ";")
}

// A synthetic failure: the program "fails" while it translates and holds
// the culprit line, which the reducer must keep while it drops the rest.
func TestReduceSynthetic(t *testing.T) {
	const culprit = "\txor.b32 %r1, %r2, 0x00001234;\n"
	p := gen.Generate(42, gen.Options{MinInstructions: 30, MaxInstructions: 30})
	ptx := bytes.Replace(p.PTX, []byte("// end body\n"), []byte(culprit[1:]+"\t// end body\n"), 1)
	oracle := func(c []byte) (bool, error) {
		if err := translates(c); err != nil {
			return false, err
		}
		return bytes.Contains(c, []byte(culprit)), nil
	}
	res, err := PTX(ptx, oracle, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := translates(res.PTX); err != nil {
		t.Fatalf("reduced program does not translate: %v\n%s", err, res.PTX)
	}
	if !bytes.Contains(res.PTX, []byte(culprit)) {
		t.Fatalf("culprit lost:\n%s", res.PTX)
	}
	if n := countBody(res.PTX); res.After != 1 || n != 1 {
		t.Errorf("%d units (%d body instructions) left of %d, want 1:\n%s", res.After, n, res.Before, res.PTX)
	}
	if strings.Count(string(res.PTX), "st.global") != 0 {
		t.Errorf("stores kept though the oracle does not need them:\n%s", res.PTX)
	}
	t.Logf("%d → %d units in %d tests", res.Before, res.After, res.Tests)
}

func TestReduceNotFailing(t *testing.T) {
	_, err := PTX(gen.Generate(1, gen.Options{}).PTX, func([]byte) (bool, error) { return false, nil }, nil)
	if !errors.Is(err, ErrNotFailing) {
		t.Fatalf("got %v, want ErrNotFailing", err)
	}
}

// A real mode difference: a program with warp operations assumes 32-lane
// warps, so native64 runs it differently from wave32. The reducer keeps a
// warp operation and the store that shows it.
func TestReduceModeDifference(t *testing.T) {
	var p *gen.Program
	for seed := uint64(1); ; seed++ {
		p = gen.Generate(seed, gen.Options{NoShared: true, NoControl: true})
		// native64 refuses 32-bit lanemask results (ballot, activemask,
		// match, %lanemask_*): take a program it translates.
		narrow := false
		for _, w := range []string{"ballot", "activemask", "%lanemask", "match."} {
			narrow = narrow || bytes.Contains(p.PTX, []byte(w))
		}
		if bytes.Contains(p.PTX, []byte("shfl.sync.idx")) && !narrow {
			break
		}
	}
	dir := filepath.Join(t.TempDir(), "random", gen.CaseName(p.Seed))
	if err := p.WriteCase(dir); err != nil {
		t.Fatal(err)
	}
	c, err := conformance.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := PTX(c.PTX, ModeDifference(c, "native64", "wave32"), nil)
	if err != nil {
		t.Fatalf("seed %d: %v", p.Seed, err)
	}
	if res.After >= res.Before || res.After > 3 {
		t.Errorf("seed %d: %d of %d units left:\n%s", p.Seed, res.After, res.Before, res.PTX)
	}
	if !bytes.Contains(res.PTX, []byte("shfl.sync")) && !bytes.Contains(res.PTX, []byte("vote.sync")) && !bytes.Contains(res.PTX, []byte("activemask")) {
		t.Errorf("seed %d: no warp operation left:\n%s", p.Seed, res.PTX)
	}
	out := filepath.Join(t.TempDir(), "reduced", "x")
	if err := WriteCase(c, res.PTX, out, []string{"wave32", "native64"}, "test"); err != nil {
		t.Fatal(err)
	}
	if rc, err := conformance.Load(out); err != nil || rc.Family != "reduced" {
		t.Fatalf("reduced case: %v %+v", err, rc)
	}
}
