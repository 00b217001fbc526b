package pipeline

import (
	"encoding/binary"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// TestSharedSizeSpecials: %dynamic_smem_size is the launch's dynamic shared
// memory, %total_smem_size and %aggr_smem_size add the static 256 bytes
// (no reserved shared memory on AMD). %aggr_smem_size alone used to leave
// out the hidden parameter it reads. The reserved region's offsets are 0
// (%reserved_smem_offset_1 was refused: cooperative groups read it, and
// nvcc -G keeps the read).
func TestSharedSizeSpecials(t *testing.T) {
	for _, c := range []struct{ reg, want string }{{"aggr_smem_size", "total"}, {"total_smem_size", "total"}, {"dynamic_smem_size", "dynamic"},
		{"reserved_smem_offset_begin", "zero"}, {"reserved_smem_offset_end", "zero"}, {"reserved_smem_offset_cap", "zero"},
		{"reserved_smem_offset_0", "zero"}, {"reserved_smem_offset_1", "zero"}} {
		src := `.version 8.1
.target sm_90
.address_size 64
.shared .align 4 .b8 st[256];
.extern .shared .align 16 .b8 dyn[];
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, %` + c.reg + `;
	mov.u32 %r2, st;
	mov.u32 %r3, dyn;
	st.shared.u32 [%r2], %r1;
	st.shared.u32 [%r3], %r1;
	st.global.u32 [%rd1], %r1;
	ret;
}
`
		opts := Options{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32"}
		out, err := Translate("s.ptx", []byte(src), opts)
		if err != nil {
			t.Fatalf("%%%s: %v", c.reg, err)
		}
		spec, err := argspec.Parse("buf:u32:1:zero")
		if err != nil {
			t.Fatal(err)
		}
		res, err := Execute(emu.New(opts.Arch, opts.WaveSize), Image(out, opts, nil), RunRequest{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
			Block: hipruntime.Dim3{X: 32, Y: 1, Z: 1}, Shared: 1000, Args: []argspec.Spec{spec}})
		if err != nil {
			t.Fatalf("%%%s: %v", c.reg, err)
		}
		want := uint32(1000)
		switch c.want {
		case "total":
			want += 256
		case "zero":
			want = 0
		}
		if got := binary.LittleEndian.Uint32(res.Buffers[0]); got != want {
			t.Errorf("%%%s = %d, want %d", c.reg, got, want)
		}
	}
}
