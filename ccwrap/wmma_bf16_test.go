package ccwrap

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// TestNvccWmmaBF16: mma.h's m16n16k16 bf16 fragments, alone and beside
// half ones in one translation unit (they share the float accumulator
// fragment), compiled by our nvcc and run on the emulator, equal the
// H100's outputs of the same kernels compiled by NVIDIA's nvcc: the
// recordings of conformance/cases/mma/wmma_bf16_m16n16k16 and
// wmma_mixed_m16n16k16, whose arguments the test reuses.
func TestNvccWmmaBF16(t *testing.T) {
	d, log := testDriver(t)
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		t.Run(cfg.arch, func(t *testing.T) { runWmmaBF16(t, d, log, cfg.arch, cfg.mode) })
	}
}

func runWmmaBF16(t *testing.T, d *Driver, log *bytes.Buffer, arch, mode string) {
	{
		log.Reset()
		cfg := struct{ arch, mode string }{arch, mode}
		ll := nvccDeviceIR(t, d, "testdata/nvcc/wmma_bf16.cu", cfg.arch, cfg.mode, "--amd-mma", "exact")
		if t.Failed() {
			t.Fatal(log.String())
		}
		img := readIRImage(t, ll)
		for _, name := range []string{"bf16_m16n16k16", "mixed_m16n16k16"} {
			dir := filepath.Join("../conformance/cases/mma", "wmma_"+name)
			raw, err := os.ReadFile(filepath.Join(dir, "case.json"))
			if err != nil {
				t.Fatal(err)
			}
			var c struct {
				Args    []string                   `json:"args"`
				Compare map[string]json.RawMessage `json:"compare"`
			}
			if err := json.Unmarshal(raw, &c); err != nil {
				t.Fatal(err)
			}
			specs, err := argspec.ParseAll(c.Args)
			if err != nil {
				t.Fatal(err)
			}
			k, err := img.Kernel(name)
			if err != nil {
				t.Fatal(err)
			}
			res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, pipeline.RunRequest{Kernel: name,
				Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 32, Y: 1, Z: 1}, Args: specs})
			if err != nil {
				t.Fatal(err)
			}
			for arg := range c.Compare {
				i, _ := strconv.Atoi(arg)
				want, err := os.ReadFile(filepath.Join(dir, "expected", "arg"+arg+".bin"))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(res.Buffers[i], want) {
					bad := 0
					for j := 0; j+4 <= len(want) && j+4 <= len(res.Buffers[i]); j += 4 {
						if !bytes.Equal(res.Buffers[i][j:j+4], want[j:j+4]) {
							bad++
						}
					}
					t.Errorf("%s %s arg %s: %d of %d words differ from the H100", cfg.arch, name, arg, bad, len(want)/4)
				}
			}
		}
	}
}
