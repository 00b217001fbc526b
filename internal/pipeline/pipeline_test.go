package pipeline

import (
	"encoding/binary"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// runOnEmu translates src for mode and runs kernel k on the emulator with
// the given block size and argument specs; it returns the buffers.
func runOnEmu(t *testing.T, src, mode string, block uint32, args ...string) map[int][]byte {
	t.Helper()
	arch, ws := "gfx90a", 64
	if mode == "wave32" {
		arch, ws = "gfx1100", 32
	}
	tg, err := target.Lookup(arch)
	if err != nil {
		t.Fatal(err)
	}
	features, err := tg.FeatureString(ws)
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Arch: arch, WaveSize: ws, Mode: mode, Features: features}
	out, err := Translate("test.ptx", []byte(src), opts)
	if err != nil {
		t.Fatal(err)
	}
	specs, err := argspec.ParseAll(args)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Execute(emu.New(arch, ws), Image(out, opts, nil), RunRequest{Kernel: "k",
		Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, Args: specs})
	if err != nil {
		t.Fatal(err)
	}
	return res.Buffers
}

// TestLoneWaveBarrier: a workgroup of one wave that reaches bar.sync must
// go on past it (the emulator once stopped the wave there, silently).
func TestLoneWaveBarrier(t *testing.T) {
	const src = `.version 7.0
.target sm_70
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	bar.sync 0;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r1;
	ret;
}`
	for _, mode := range []string{"paired", "native64", "wave32", "single"} {
		for _, block := range []uint32{32, 64} {
			out := runOnEmu(t, src, mode, block, "buf:u32:64:fill:7")[0]
			for i := 0; i < int(block); i++ {
				if got := binary.LittleEndian.Uint32(out[4*i:]); got != uint32(i) {
					t.Fatalf("%s, block %d: out[%d] = %d, want %d", mode, block, i, got, i)
				}
			}
		}
	}
}
