package pipeline

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// mmaOneWarp: only warp 0 of the block runs the mma; warp 1 holds NaN in
// its fragment registers and stores C. On the matrix units the other
// warp's lanes are inactive while the MFMA reads them (paired mode), or do
// not exist (a 32-thread block), or left at once (single mode): their
// registers must not reach warp 0's results.
const mmaOneWarp = `.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)
{
	.reg .pred %p;
	.reg .b32 %r<8>;
	.reg .b32 %a<4>;
	.reg .b32 %b<2>;
	.reg .f32 %c<4>;
	.reg .f32 %d<4>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u64 %rd4, [pd];
	mov.u32 %r1, %tid.x;
	and.b32 %r2, %r1, 31;
	mul.wide.u32 %rd5, %r2, 16;
	add.s64 %rd6, %rd1, %rd5;
	ld.global.v4.b32 {%a0, %a1, %a2, %a3}, [%rd6];
	mul.wide.u32 %rd5, %r2, 8;
	add.s64 %rd7, %rd2, %rd5;
	ld.global.v2.b32 {%b0, %b1}, [%rd7];
	mul.wide.u32 %rd5, %r1, 16;
	add.s64 %rd8, %rd3, %rd5;
	ld.global.v4.f32 {%c0, %c1, %c2, %c3}, [%rd8];
	add.s64 %rd9, %rd4, %rd5;
	shr.u32 %r3, %r1, 5;
	setp.ne.u32 %p, %r3, 0;
	@%p bra OTHER;
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%d0, %d1, %d2, %d3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%c0, %c1, %c2, %c3};
	st.global.v4.f32 [%rd9], {%d0, %d1, %d2, %d3};
	ret;
OTHER:
	mov.b32 %a0, 0x7e007e00;
	mov.b32 %a1, 0x7e007e00;
	mov.b32 %a2, 0x7e007e00;
	mov.b32 %a3, 0x7e007e00;
	mov.b32 %b0, 0x7e007e00;
	mov.b32 %b1, 0x7e007e00;
	mov.b32 %c0, 0x7fc00000;
	st.global.v4.f32 [%rd9], {%c0, %c1, %c2, %c3};
	st.global.v4.b32 [%rd6], {%a0, %a1, %a2, %a3};
	st.global.v2.b32 [%rd7], {%b0, %b1};
	ret;
}`

func runMma(t *testing.T, mode, mma string, block uint32) []float32 {
	t.Helper()
	tg, _ := target.Lookup("gfx90a")
	features, _ := tg.FeatureString(64)
	opts := Options{Arch: "gfx90a", WaveSize: 64, Mode: mode, Features: features, Mma: mma}
	out, err := Translate("test.ptx", []byte(mmaOneWarp), opts)
	if err != nil {
		t.Fatal(err)
	}
	specs, err := argspec.ParseAll([]string{"buf:f16:256:random:1", "buf:f16:128:random:2", "buf:f32:256:random:3", "buf:f32:256:zero"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Execute(emu.New("gfx90a", 64), Image(out, opts, nil), RunRequest{Kernel: "k",
		Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, Args: specs})
	if err != nil {
		t.Fatal(err)
	}
	d := res.Buffers[3]
	vs := make([]float32, 128) // warp 0's D
	for i := range vs {
		vs[i] = math.Float32frombits(binary.LittleEndian.Uint32(d[4*i:]))
	}
	return vs
}

func TestMmaHWOtherWarpIdle(t *testing.T) {
	for _, c := range []struct {
		mode  string
		block uint32
	}{{"paired", 64}, {"paired", 32}, {"single", 64}} {
		want := runMma(t, c.mode, "exact", c.block)
		got := runMma(t, c.mode, "hw", c.block)
		var maxWant, maxDiff float64
		for i := range want {
			if math.IsNaN(float64(got[i])) {
				t.Fatalf("%s block %d: D[%d] is NaN: the idle warp's registers reached the mma", c.mode, c.block, i)
			}
			maxWant = math.Max(maxWant, math.Abs(float64(want[i])))
			maxDiff = math.Max(maxDiff, math.Abs(float64(got[i]-want[i])))
		}
		if maxWant == 0 || maxDiff > 0x1p-16*maxWant {
			t.Errorf("%s block %d: max |hw - exact| = %g, max |exact| = %g", c.mode, c.block, maxDiff, maxWant)
		}
	}
}
