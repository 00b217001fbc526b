package amdgpu_test

import (
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// barRegIDSrc: every thread stores into shared memory, waits at
// `bar.sync %r` with the barrier id a kernel parameter (as CUDA's
// __barrier_sync(id) compiles), then reads another warp's word; after a
// __syncthreads-style `bar.sync 0` it does the same again the other way.
const barRegIDSrc = `.version 8.0
.target sm_80
.address_size 64
.shared .align 4 .b32 sh[128];
.visible .entry k(.param .u64 out, .param .u32 id)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	ld.param.u32 %r1, [id];
	mov.u32 %r2, %tid.x;
	mov.u32 %r3, sh;
	shl.b32 %r4, %r2, 2;
	add.u32 %r5, %r3, %r4;
	mul.lo.u32 %r6, %r2, 3;
	st.shared.u32 [%r5], %r6;
	bar.sync %r1;
	add.u32 %r7, %r2, 37;
	and.b32 %r7, %r7, 127;
	shl.b32 %r7, %r7, 2;
	add.u32 %r7, %r3, %r7;
	ld.shared.u32 %r8, [%r7];
	bar.sync 0;
	st.shared.u32 [%r5], %r8;
	barrier.sync %r1;
	add.u32 %r9, %r2, 91;
	and.b32 %r9, %r9, 127;
	shl.b32 %r9, %r9, 2;
	add.u32 %r9, %r3, %r9;
	ld.shared.u32 %r10, [%r9];
	mul.wide.u32 %rd2, %r2, 4;
	add.u64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r10;
	ret;
}
`

// TestBarSyncRegisterID: bar.sync and barrier.sync with the id in a
// register and no count (id 0, the block barrier, and a named id) wait for
// the whole block, in every wave layout.
func TestBarSyncRegisterID(t *testing.T) {
	for _, c := range []struct{ arch, mode string }{{"gfx1100", "wave32"}, {"gfx90a", "paired"}, {"gfx90a", "single"}} {
		for _, id := range []int{0, 5} {
			t.Run(fmt.Sprintf("%s/id%d", c.mode, id), func(t *testing.T) {
				bufs := runKernel(t, c.arch, c.mode, barRegIDSrc, hipruntime.Dim3{X: 2, Y: 1, Z: 1}, hipruntime.Dim3{X: 128, Y: 1, Z: 1},
					"buf:u32:128:zero", fmt.Sprintf("u32:%d", id))
				out := bufs[0]
				for tid := 0; tid < 128; tid++ {
					src := ((tid+91)%128 + 37) % 128
					if got, want := binary.LittleEndian.Uint32(out[4*tid:]), uint32(3*src); got != want {
						t.Fatalf("out[%d] = %d, want %d", tid, got, want)
					}
				}
			})
		}
	}
}
