package ccwrap

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// TestNvccWmmaForms compiles conformance/lab/wmma_forms/wmma_forms.cu, the
// source of the recorded cases conformance/cases/mma/wmma_* (nvcuda::wmma
// with bf16, tf32, f64, s8/u8 and half in m16n16k16, m32n8k16, m8n32k16,
// m16n16k8 and m8n8k4, and half beside bf16 in one kernel), with our nvcc
// and mma.h, runs every kernel on the emulator with the case's arguments
// and compares its outputs with the H100's (the same source compiled by
// NVIDIA's nvcc), bit for bit, with the exact tensor-core model.
func TestNvccWmmaForms(t *testing.T) {
	d, log := testDriver(t)
	cases, err := filepath.Glob("../conformance/cases/mma/wmma_*/case.json")
	if err != nil {
		t.Fatal(err)
	}
	type wcase struct {
		Kernel  string                     `json:"kernel"`
		Grid    [3]uint32                  `json:"grid"`
		Block   [3]uint32                  `json:"block"`
		Args    []string                   `json:"args"`
		Compare map[string]json.RawMessage `json:"compare"`
		Notes   string                     `json:"notes"`
		dir     string
	}
	var forms []wcase
	for _, f := range cases {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c wcase
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(c.Notes, "wmma_forms.cu") {
			c.dir = filepath.Dir(f)
			forms = append(forms, c)
		}
	}
	if len(forms) < 11 {
		t.Fatalf("%d wmma_forms cases, want 11", len(forms))
	}
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		t.Run(cfg.arch, func(t *testing.T) {
			log.Reset()
			ll := nvccDeviceIR(t, d, "../conformance/lab/wmma_forms/wmma_forms.cu", cfg.arch, cfg.mode, "--amd-mma", "exact")
			if t.Failed() {
				t.Fatal(log.String())
			}
			img := readIRImage(t, ll)
			for _, c := range forms {
				specs, err := argspec.ParseAll(c.Args)
				if err != nil {
					t.Fatal(err)
				}
				res := runOnEmu(t, img, c.Kernel, c.Grid, c.Block, specs)
				for arg := range c.Compare {
					i, _ := strconv.Atoi(arg)
					want, err := os.ReadFile(filepath.Join(c.dir, "expected", "arg"+arg+".bin"))
					if err != nil {
						t.Fatal(err)
					}
					if got := res.Buffers[i]; !bytes.Equal(got, want) {
						bad := 0
						for j := 0; j+4 <= len(want) && j+4 <= len(got); j += 4 {
							if !bytes.Equal(got[j:j+4], want[j:j+4]) {
								bad++
							}
						}
						t.Errorf("%s arg %s: %d of %d words differ from the H100", c.Kernel, arg, bad, len(want)/4)
					}
				}
			}
		})
	}
}
