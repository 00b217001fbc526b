package bench

import (
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// TestMmaKernels: every generated kernel of the mma section translates
// in both modes, and the hw translation calls a matrix unit where the
// form has one (u8 x u8 and Volta's m8n8k4 keep the software path).
func TestMmaKernels(t *testing.T) {
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		s, err := NewSetup(arch)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range MmaForms {
			for _, n := range []int{0, 1, 4} {
				for _, mode := range []string{"exact", "hw"} {
					out, err := pipeline.Translate("mma.ptx", []byte(MmaKernel(f, n)), pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: s.Mode, Features: s.Features, Mma: mode})
					if err != nil {
						t.Fatalf("%s %s %d mma %s: %v", arch, f.Name, n, mode, err)
					}
					ir := out.Result.Module.String()
					unit := strings.Contains(ir, "@llvm.amdgcn.mfma.") || strings.Contains(ir, "@llvm.amdgcn.wmma.")
					wantUnit := mode == "hw" && n > 0 && !(f.A == "u8" && f.B == "u8") && f.Shape != "m8n8k4"
					if unit != wantUnit {
						t.Errorf("%s %s %d mma %s: matrix unit used = %v, want %v", arch, f.Name, n, mode, unit, wantUnit)
					}
				}
			}
		}
	}
}
