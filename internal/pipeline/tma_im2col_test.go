package pipeline

import (
	"bytes"
	"os"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// TestIm2colMulticast loads conformance case mem/tma_im2col_3d_wrap's
// im2col tile with .multicast::cluster into both CTAs of 2-CTA clusters
// (the im2col offsets come before ctaMask) and checks each CTA's copy
// against the tile the H100 recorded for the plain load.
func TestIm2colMulticast(t *testing.T) {
	want, err := os.ReadFile("../../conformance/cases/mem/tma_im2col_3d_wrap/expected/arg2.bin")
	if err != nil {
		t.Fatal(err)
	}
	const src = `.version 8.3
.target sm_90a
.address_size 64
.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 in, .param .u64 out) .reqnctapercluster 2
{
	.shared .align 1024 .b8 tile[2048];
	.shared .align 8 .b64 mb;
	.reg .pred %p<6>;
	.reg .b16 %h<4>;
	.reg .b32 %r<30>;
	.reg .b64 %rd<10>;
	ld.param.u64 %rd1, [out];
	mov.u64 %rd2, tmap;
	cvta.param.u64 %rd2, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %cluster_ctarank;
	mov.u32 %r3, tile;
	mov.u32 %r4, mb;
	setp.eq.u32 %p1, %r1, 0;
	@!%p1 bra init_done;
	mbarrier.init.shared::cta.b64 [%r4], 1;
	mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r4], 2048;
init_done:
	barrier.cluster.arrive;
	barrier.cluster.wait;
	setp.eq.u32 %p2, %r2, 0;
	and.pred %p3, %p1, %p2;
	mov.u16 %h1, 1;
	mov.u16 %h2, 3;
	mov.s32 %r10, 0;
	mov.s32 %r11, -2;
	mov.s32 %r12, 0;
	@%p3 cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%r3], [%rd2, {%r10, %r11, %r12}], [%r4], {%h1}, %h2;
wait:
	mbarrier.try_wait.parity.shared::cta.b64 %p4, [%r4], 0;
	@!%p4 bra wait;
	mov.u32 %r5, %r1;
copy:
	setp.ge.u32 %p5, %r5, 512;
	@%p5 bra done;
	shl.b32 %r6, %r5, 2;
	add.u32 %r7, %r3, %r6;
	ld.shared.u32 %r8, [%r7];
	mov.u32 %r9, %ctaid.x;
	mad.lo.u32 %r13, %r9, 512, %r5;
	mul.wide.u32 %rd4, %r13, 4;
	add.u64 %rd5, %rd1, %rd4;
	st.global.u32 [%rd5], %r8;
	add.u32 %r5, %r5, 64;
	bra copy;
done:
	barrier.cluster.arrive;
	barrier.cluster.wait;
	ret;
}
`
	opts := Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"}
	got := runOnEmulator(t, "im2col_multicast.ptx", src, opts, hipruntime.Dim3{X: 4, Y: 1, Z: 1}, hipruntime.Dim3{X: 64, Y: 1, Z: 1},
		"tmap:im2col:f32:@1:dims=8,20,3:strides=32,640:lower=-2:upper=-1:channels=8:pixels=64", "buf:f32:480:iota", "buf:u32:2048:zero")[2]
	for cta := 0; cta < 4; cta++ {
		if !bytes.Equal(got[cta*2048:(cta+1)*2048], want) {
			t.Errorf("CTA %d's tile differs from the H100's tile of the plain load", cta)
		}
	}
}
