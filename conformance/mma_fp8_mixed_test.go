package conformance

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/conformance/lab/tensorcore"
)

// TestMmaFP8Mixed: mma.sync m16n8k32 with e4m3 A and e5m2 B, and the
// reverse, which no recorded case covers, computes in exact mode what the
// H100 model of conformance/lab/tensorcore gives for those inputs (the
// model was fitted on the e4m3 and e5m2 forms, which share the fp8 path
// and its parameters). The kernel and inputs are those of the recorded
// mma/tc_e4m3_k32_rand case with the input types changed; the expected
// outputs come from the model, so this checks the translation against the
// model, not against the H100.
func TestMmaFP8Mixed(t *testing.T) {
	base, err := Load("cases/mma/tc_e4m3_k32_rand")
	if err != nil {
		t.Fatal(err)
	}
	ins, err := base.Inputs()
	if err != nil {
		t.Fatal(err)
	}
	A, B, C := ins[0], ins[1], ins[2]
	warps := len(A) / 512
	for _, ty := range [][2]tensorcore.Format{{tensorcore.E4M3, tensorcore.E5M2}, {tensorcore.E5M2, tensorcore.E4M3}} {
		form := tensorcore.Form{A: ty[0], B: ty[1], Acc: tensorcore.F32, K: 32}
		p := tensorcore.H100(ty[0])
		want := make([]byte, len(C))
		for w := 0; w < warps; w++ {
			for m := 0; m < 16; m++ {
				for n := 0; n < 8; n++ {
					a, b := make([]uint32, 32), make([]uint32, 32)
					for k := 0; k < 32; k++ {
						a[k] = uint32(A[512*w+32*m+k])
						b[k] = uint32(B[256*w+32*n+k])
					}
					at := 512*w + 4*(8*m+n)
					d := tensorcore.Dot(p, form, a, b, binary.LittleEndian.Uint32(C[at:]))
					binary.LittleEndian.PutUint32(want[at:], d)
				}
			}
		}
		c := *base
		name := ty[0].Name + "." + ty[1].Name
		c.ID = "mma/fp8_mixed_" + name
		c.PTX = bytes.ReplaceAll(base.PTX, []byte(".f32.e4m3.e4m3.f32"), []byte(".f32."+name+".f32"))
		if bytes.Equal(c.PTX, base.PTX) {
			t.Fatal("the case's mma was not found")
		}
		c.Expected = map[int][]byte{3: want}
		for _, run := range []struct {
			r     *PipelineRunner
			modes []string
		}{
			{&PipelineRunner{Mma: "exact"}, c.Modes},
			// gfx12's fp8 WMMA takes B's type first (X = B^T).
			{&PipelineRunner{Arch: "gfx1200", Mma: "hw"}, []string{"wave32"}},
		} {
			var out strings.Builder
			rep := RunAll([]*Case{&c}, run.r, run.modes, &out)
			t.Logf("%s, %s %s: %s", name, run.r.Arch, run.r.Mma, rep.Summary())
			for _, line := range rep.FailureLines() {
				t.Error(line)
			}
			if rep.Passed != len(run.modes) {
				t.Errorf("%s, %s %s: %d of %d modes passed", name, run.r.Arch, run.r.Mma, rep.Passed, len(run.modes))
			}
		}
	}
}
