package conformance

import (
	"bytes"
	"flag"
	"math"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// mmaCases are the recorded cases that contain mma.sync, wmma.mma or
// wgmma.mma_async.
// mmaAll widens TestSuiteMma to the real4 and real5 families, whose
// GEMMs and attention kernels take minutes in the exact software model:
// go test ./conformance -run TestSuiteMma -args -mma-all
var mmaAll = flag.Bool("mma-all", false, "TestSuiteMma: also run the real4/real5 mma cases (slow in exact mode)")

// mmaLongFamilies are the families TestSuiteMma leaves to -mma-all
// (TestSuite still runs them in the default mode).
var mmaLongFamilies = map[string]bool{"real4": true, "real5": true}

func mmaCases(t *testing.T) []*Case {
	all, err := Discover("cases")
	if err != nil {
		t.Fatal(err)
	}
	var cs []*Case
	for _, c := range all {
		if mmaLongFamilies[c.Family] && !*mmaAll {
			continue
		}
		if bytes.Contains(c.PTX, []byte("mma.sync")) || bytes.Contains(c.PTX, []byte("wmma.mma")) || bytes.Contains(c.PTX, []byte("wgmma.mma_async")) {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		t.Fatal("no mma.sync cases")
	}
	return cs
}

// TestSuiteMma runs the mma.sync, wmma and wgmma cases in software (--mma=exact: bit for
// bit) and on the matrix units of the targets TestSuite does not use
// (gfx942's MFMA, gfx1200's WMMA: within the norm-wise bound).
func TestSuiteMma(t *testing.T) {
	cases := mmaCases(t)
	for _, run := range []struct {
		name  string
		r     *PipelineRunner
		modes []string
	}{
		{"exact", &PipelineRunner{Mma: "exact"}, nil},
		{"gfx942", &PipelineRunner{Arch: "gfx942", Mma: "hw"}, []string{"paired", "single"}},
		{"gfx1200", &PipelineRunner{Arch: "gfx1200", Mma: "hw"}, []string{"wave32"}},
	} {
		t.Run(run.name, func(t *testing.T) {
			var out strings.Builder
			rep := RunAll(cases, run.r, run.modes, &out)
			t.Logf("%d cases: %s", len(cases), rep.Summary())
			for _, line := range rep.FailureLines() {
				t.Error(line)
			}
			if rep.Passed == 0 {
				t.Error("no case passed")
			}
		})
	}
}

// TestCompareNorm: the bound forgives rounding, not a wrong element.
func TestCompareNorm(t *testing.T) {
	f32 := func(vs ...float32) []byte {
		var b []byte
		for _, v := range vs {
			u := math.Float32bits(v)
			b = append(b, byte(u), byte(u>>8), byte(u>>16), byte(u>>24))
		}
		return b
	}
	want := f32(1, -2, 4, 0.5)
	if msg := normCheck(argspec.F32, f32(1, -2, 4.00001, 0.5), want); msg != "" {
		t.Errorf("a rounding difference fails: %s", msg)
	}
	if msg := normCheck(argspec.F32, f32(1, -2, 4, 0.6), want); msg == "" {
		t.Error("a wrong element passes")
	}
}
