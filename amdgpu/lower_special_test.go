package amdgpu_test

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// TestBlockCount checks %nctaid and %ntid for block shapes with odd and
// even factors, in the warp modes whose blocks differ: in code object v5
// read from the hidden arguments; in v4 the dispatch packet's grid size
// over its block size, computed without an integer division (in f64 on
// CDNA, by a modular inverse elsewhere; a division by the constant under
// .reqntid).
func TestBlockCount(t *testing.T) {
	src := `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<2>;
	.reg .pred %p;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %tid.y;
	or.b32 %r1, %r1, %r2;
	mov.u32 %r2, %tid.z;
	or.b32 %r1, %r1, %r2;
	mov.u32 %r2, %ctaid.x;
	or.b32 %r1, %r1, %r2;
	mov.u32 %r2, %ctaid.y;
	or.b32 %r1, %r1, %r2;
	mov.u32 %r2, %ctaid.z;
	or.b32 %r1, %r1, %r2;
	setp.ne.u32 %p, %r1, 0;
	@%p bra done;
	ld.param.u64 %rd1, [out];
	mov.u32 %r3, %nctaid.x;
	mov.u32 %r4, %nctaid.y;
	mov.u32 %r5, %nctaid.z;
	mov.u32 %r6, %ntid.y;
	st.global.v4.u32 [%rd1], {%r3, %r4, %r5, %r6};
done:
	ret;
}
`
	shapes := []struct{ grid, block hipruntime.Dim3 }{
		{hipruntime.Dim3{X: 7, Y: 3, Z: 2}, hipruntime.Dim3{X: 5, Y: 3, Z: 7}},
		{hipruntime.Dim3{X: 1000, Y: 1, Z: 1}, hipruntime.Dim3{X: 1, Y: 1, Z: 1}},
		{hipruntime.Dim3{X: 3, Y: 2, Z: 1}, hipruntime.Dim3{X: 1024, Y: 1, Z: 1}},
		{hipruntime.Dim3{X: 5, Y: 1, Z: 3}, hipruntime.Dim3{X: 96, Y: 2, Z: 5}},
		{hipruntime.Dim3{X: 2, Y: 9, Z: 1}, hipruntime.Dim3{X: 125, Y: 6, Z: 1}},
		{hipruntime.Dim3{X: 4, Y: 1, Z: 1}, hipruntime.Dim3{X: 1023, Y: 1, Z: 1}},
	}
	for _, arch := range []struct{ name, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}, {"gfx90a", "single"}} {
		for _, sh := range shapes {
			for _, req := range []bool{false, true} {
				k := src
				if req {
					// .reqntid makes %ntid a constant and %nctaid a division by it.
					k = strings.Replace(src, "{\n", fmt.Sprintf(".reqntid %d, %d, %d\n{\n", sh.block.X, sh.block.Y, sh.block.Z), 1)
				}
				if arch.mode == "single" && sh.block.X*sh.block.Y*sh.block.Z > 512 {
					continue // single runs blocks of up to 512 threads
				}
				for _, cov := range []int{4, 5} {
					out := runKernelCOV(t, arch.name, arch.mode, cov, k, sh.grid, sh.block, "buf:u32:4:zero")[0]
					var got [4]uint32
					for i := range got {
						got[i] = binary.LittleEndian.Uint32(out[4*i:])
					}
					if want := [4]uint32{sh.grid.X, sh.grid.Y, sh.grid.Z, sh.block.Y}; got != want {
						t.Errorf("%s %s v%d reqntid %v grid %v block %v: %%nctaid and %%ntid.y %v, want %v", arch.name, arch.mode, cov, req, sh.grid, sh.block, got, want)
					}
				}
			}
		}
	}
}
