package pipeline

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// clusterPTX is a kernel of 64-thread CTAs in clusters of CX×CY CTAs: each
// CTA fills its static and dynamic .shared arrays, then every thread reads
// the next rank's values through mapa and ld.shared::cluster (static) and
// generic mapa and ld (dynamic), and adds 1 to rank 0's counter with
// atom.shared::cluster.
const clusterPTX = `.version 8.0
.target sm_90
.address_size 64
.shared .align 4 .b32 buf[64];
.extern .shared .align 4 .b8 dyn[];
.visible .entry k(.param .u64 out) .reqnctapercluster CX, CY, 1
{
	.shared .align 4 .u32 cnt;
	.reg .pred %p<3>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<10>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ctaid.y;
	mov.u32 %r4, %nctaid.x;
	mov.u32 %r5, %cluster_ctarank;
	mov.u32 %r6, %cluster_nctarank;
	mad.lo.u32 %r7, %r3, %r4, %r2;        // linear CTA id
	mul.lo.u32 %r8, %r7, 1000;
	add.u32 %r8, %r8, %r1;                // cta*1000 + tid
	mov.u32 %r9, buf;
	shl.b32 %r10, %r1, 2;
	add.u32 %r11, %r9, %r10;              // &buf[tid]
	st.shared.u32 [%r11], %r8;
	mul.lo.u32 %r12, %r5, 7;
	add.u32 %r12, %r12, %r1;              // rank*7 + tid
	mov.u32 %r13, dyn;
	add.u32 %r14, %r13, %r10;
	st.shared.u32 [%r14], %r12;
	setp.eq.u32 %p1, %r1, 0;
	mov.u32 %r15, cnt;
	@%p1 st.shared.u32 [%r15], 0;
	barrier.cluster.arrive.release;
	barrier.cluster.wait.acquire;
	add.u32 %r16, %r5, 1;
	rem.u32 %r16, %r16, %r6;              // the next rank
	mapa.shared::cluster.u32 %r17, %r11, %r16;
	ld.shared::cluster.u32 %r18, [%r17];
	getctarank.shared::cluster.u32 %r19, %r17;
	cvt.u64.u32 %rd3, %r14;
	cvta.shared.u64 %rd4, %rd3;
	mapa.u64 %rd5, %rd4, %r16;
	ld.u32 %r20, [%rd5];
	mapa.shared::cluster.u32 %r21, %r15, 0;
	atom.shared::cluster.add.u32 %r22, [%r21], 1;
	barrier.cluster.arrive;
	barrier.cluster.wait;
	ld.shared.u32 %r23, [%r15];
	mov.u32 %r24, %clusterid.x;
	mov.u32 %r25, %clusterid.y;
	mov.u32 %r26, %nclusterid.x;
	mov.u32 %r27, %cluster_ctaid.x;
	mov.u32 %r28, %cluster_ctaid.y;
	mov.u32 %r29, %nctaid.y;
	mov.u32 %r30, %dynamic_smem_size;
	mov.u32 %r31, %ntid.z;
	mad.lo.u32 %r32, %r7, 64, %r1;
	mul.wide.u32 %rd6, %r32, 64;
	add.u64 %rd7, %rd1, %rd6;
	st.global.v4.u32 [%rd7], {%r18, %r19, %r5, %r6};
	st.global.v4.u32 [%rd7+16], {%r20, %r23, %r24, %r25};
	st.global.v4.u32 [%rd7+32], {%r26, %r27, %r28, %r29};
	st.global.v4.u32 [%rd7+48], {%r2, %r3, %r30, %r31};
	ret;
}
`

// TestClusterDSMEM runs clusters of 2 and 4 CTAs on the emulator (each
// cluster one workgroup with per-CTA LDS copies) and checks every value
// against the PTX ISA's definitions worked out by hand: rank x-fastest in
// the cluster, ctaid = clusterid·shape + cluster_ctaid.
func TestClusterDSMEM(t *testing.T) {
	cases := []struct {
		arch   string
		ws     int
		mode   string
		cx, cy int
		gx, gy int
		cov    int // code object version: 4 reads %nctaid from the dispatch packet
	}{
		{"gfx90a", 64, "paired", 2, 1, 4, 1, 5},
		{"gfx90a", 64, "paired", 4, 1, 4, 2, 5},
		{"gfx942", 64, "paired", 2, 2, 4, 2, 5},
		{"gfx942", 64, "paired", 2, 2, 4, 2, 4},
		{"gfx1100", 32, "wave32", 4, 1, 8, 1, 5},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s_%dx%d_grid%dx%d_v%d", c.arch, c.cx, c.cy, c.gx, c.gy, c.cov)
		t.Run(name, func(t *testing.T) {
			src := strings.NewReplacer("CX", fmt.Sprint(c.cx), "CY", fmt.Sprint(c.cy)).Replace(clusterPTX)
			tg, err := target.Lookup(c.arch)
			if err != nil {
				t.Fatal(err)
			}
			features, err := tg.FeatureString(c.ws)
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Arch: c.arch, WaveSize: c.ws, Mode: c.mode, Features: features, CodeObjectVersion: c.cov}
			out, err := Translate("cluster.ptx", []byte(src), opts)
			if err != nil {
				t.Fatal(err)
			}
			dev := emu.New(c.arch, c.ws)
			img := Image(out, opts, nil)
			mod, err := dev.Load(img)
			if err != nil {
				t.Fatal(err)
			}
			defer mod.Unload()
			const ntid, words = 64, 16
			ctas := c.gx * c.gy
			res, _ := dev.Malloc(ctas * ntid * words * 4)
			l := hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: uint32(c.gx), Y: uint32(c.gy), Z: 1},
				Block: hipruntime.Dim3{X: ntid, Y: 1, Z: 1}, SharedBytes: 4 * ntid,
				Args: [][]byte{binary.LittleEndian.AppendUint64(nil, uint64(res))}}
			k, err := img.Kernel("k")
			if err != nil {
				t.Fatal(err)
			}
			if err := CompleteLaunch(k, &l); err != nil {
				t.Fatal(err)
			}
			n := c.cx * c.cy
			if want := (hipruntime.Dim3{X: ntid, Y: 1, Z: uint32(n)}); l.Block != want {
				t.Fatalf("hardware block %s, want %s", l.Block, want)
			}
			if err := mod.Launch(l); err != nil {
				t.Fatal(err)
			}
			got := make([]byte, ctas*ntid*words*4)
			dev.CopyDtoH(got, res)
			bad := 0
			for cy := 0; cy < c.gy; cy++ {
				for cx := 0; cx < c.gx; cx++ {
					rx, ry := cx%c.cx, cy%c.cy
					rank := rx + ry*c.cx
					peer := (rank + 1) % n
					px, py := cx-rx+peer%c.cx, cy-ry+peer/c.cx
					cnt := 0
					if rank == 0 {
						cnt = n * ntid
					}
					for tid := 0; tid < ntid; tid++ {
						want := []int{
							(py*c.gx+px)*1000 + tid, peer, rank, n,
							peer*7 + tid, cnt, cx / c.cx, cy / c.cy,
							c.gx / c.cx, rx, ry, c.gy,
							cx, cy, 4 * ntid, 1,
						}
						base := ((cy*c.gx+cx)*ntid + tid) * words * 4
						for i, w := range want {
							if g := int(binary.LittleEndian.Uint32(got[base+4*i:])); g != w && bad < 10 {
								bad++
								t.Errorf("CTA (%d,%d) thread %d word %d: %d, want %d", cx, cy, tid, i, g, w)
							}
						}
					}
				}
			}
		})
	}
}

// TestClusterLaunchErrors: a cluster that cannot be one workgroup is a
// launch error naming the kernel and the shape; clusters of one launch
// unchanged.
func TestClusterLaunchErrors(t *testing.T) {
	k := &hipruntime.Kernel{Name: "k", Cluster: hipruntime.Dim3{X: 4, Y: 1, Z: 1}}
	d := func(x, y, z uint32) hipruntime.Dim3 { return hipruntime.Dim3{X: x, Y: y, Z: z} }
	for _, c := range []struct {
		grid, block hipruntime.Dim3
		want        string
	}{
		{d(8, 1, 1), d(512, 1, 1), "a cluster of 4 CTAs of 512 threads (block 512,1,1) cannot be placed"},
		{d(6, 1, 1), d(64, 1, 1), "grid 6,1,1 is not a whole number of 4,1,1 clusters"},
		{d(8, 1, 1), d(16, 3, 1), "block 16,3,1 in clusters of 4 CTAs: a CTA's thread count must be a multiple of 32"},
	} {
		l := hipruntime.Launch{Kernel: "k", Grid: c.grid, Block: c.block}
		err := ClusterLaunch(k, &l)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("grid %s block %s: %v, want an error containing %q", c.grid, c.block, err, c.want)
		}
	}
	l := hipruntime.Launch{Kernel: "k", Grid: d(8, 2, 1), Block: d(32, 2, 1), SharedBytes: 100}
	if err := ClusterLaunch(k, &l); err != nil {
		t.Fatal(err)
	}
	if l.Grid != d(2, 2, 1) || l.Block != d(32, 2, 4) || l.SharedBytes != 400 {
		t.Errorf("hardware launch: grid %s block %s shared %d, want 2,2,1 32,2,4 400", l.Grid, l.Block, l.SharedBytes)
	}
	one := &hipruntime.Kernel{Name: "k", Cluster: d(1, 1, 1)}
	l = hipruntime.Launch{Kernel: "k", Grid: d(3, 1, 1), Block: d(48, 1, 1), SharedBytes: 100}
	if err := ClusterLaunch(one, &l); err != nil || l.Grid != d(3, 1, 1) || l.Block != d(48, 1, 1) || l.SharedBytes != 100 {
		t.Errorf("cluster of one: %v, grid %s block %s shared %d", err, l.Grid, l.Block, l.SharedBytes)
	}
}

// TestClusterBlock3D: with CTAs of 32×1×2 threads stacked along z, %tid.z,
// %ntid.z and the warp index are the PTX block's, and a bar.sync orders
// a CTA's own shared memory.
func TestClusterBlock3D(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out) .reqnctapercluster 2, 1, 1
{
	.shared .align 4 .b32 s[64];
	.reg .b32 %r<20>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %tid.z;
	mov.u32 %r3, %ntid.z;
	mov.u32 %r4, %ctaid.x;
	mov.u32 %r5, %cluster_ctarank;
	mad.lo.u32 %r6, %r2, 32, %r1;         // linear tid
	mov.u32 %r7, s;
	shl.b32 %r8, %r6, 2;
	add.u32 %r9, %r7, %r8;
	mad.lo.u32 %r10, %r4, 100, %r6;
	st.shared.u32 [%r9], %r10;
	bar.sync 0;
	xor.b32 %r11, %r8, 128;               // the other z row
	add.u32 %r12, %r7, %r11;
	ld.shared.u32 %r13, [%r12];
	mov.u32 %r14, %nctaid.x;
	mad.lo.u32 %r15, %r4, 64, %r6;
	mul.wide.u32 %rd2, %r15, 32;
	add.u64 %rd3, %rd1, %rd2;
	st.global.v4.u32 [%rd3], {%r2, %r3, %r5, %r13};
	st.global.v4.u32 [%rd3+16], {%r14, %r4, %r1, 0};
	ret;
}
`
	opts := Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"}
	const grid = 4
	got := runOnEmulator(t, "cluster3d.ptx", src, opts, hipruntime.Dim3{X: grid, Y: 1, Z: 1}, hipruntime.Dim3{X: 32, Y: 1, Z: 2},
		fmt.Sprintf("buf:u32:%d:zero", grid*64*8))[0]
	bad := 0
	for cta := 0; cta < grid; cta++ {
		for z := 0; z < 2; z++ {
			for x := 0; x < 32; x++ {
				lin := z*32 + x
				want := []int{z, 2, cta % 2, cta*100 + (lin ^ 32), grid, cta, x, 0}
				base := (cta*64 + lin) * 32
				for i, w := range want {
					if g := int(binary.LittleEndian.Uint32(got[base+4*i:])); g != w && bad < 10 {
						bad++
						t.Errorf("CTA %d thread (%d,0,%d) word %d: %d, want %d", cta, x, z, i, g, w)
					}
				}
			}
		}
	}
}

// TestClusterOption: Options.Cluster (ptxamd --cluster) gives a kernel
// without .reqnctapercluster clusters of that shape; each CTA reads the
// mirror rank's shared array (rank n-1-r) through mapa.
func TestClusterOption(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.shared .align 4 .b32 s[32];
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %cluster_ctarank;
	mov.u32 %r3, %cluster_nctarank;
	mov.u32 %r4, s;
	shl.b32 %r5, %r1, 2;
	add.u32 %r6, %r4, %r5;
	mad.lo.u32 %r7, %r2, 10, %r1;
	st.shared.u32 [%r6], %r7;
	barrier.cluster.arrive;
	barrier.cluster.wait;
	sub.u32 %r8, %r3, 1;
	sub.u32 %r8, %r8, %r2;                // the mirror rank
	mapa.shared::cluster.u32 %r9, %r6, %r8;
	ld.shared::cluster.u32 %r10, [%r9];
	mov.u32 %r11, %ctaid.x;
	mad.lo.u32 %r11, %r11, 32, %r1;
	mul.wide.u32 %rd2, %r11, 4;
	add.u64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r10;
	barrier.cluster.arrive;
	barrier.cluster.wait;
	ret;
}
`
	opts := Options{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32", Cluster: [3]int{4, 1, 1}}
	const grid = 8
	got := runOnEmulator(t, "nodir.ptx", src, opts, hipruntime.Dim3{X: grid, Y: 1, Z: 1}, hipruntime.Dim3{X: 32, Y: 1, Z: 1},
		fmt.Sprintf("buf:u32:%d:zero", grid*32))[0]
	for cta := 0; cta < grid; cta++ {
		for tid := 0; tid < 32; tid++ {
			want := (3-cta%4)*10 + tid
			if g := int(binary.LittleEndian.Uint32(got[(cta*32+tid)*4:])); g != want {
				t.Fatalf("CTA %d thread %d: %d, want %d", cta, tid, g, want)
			}
		}
	}
}

// TestClusterMulticast: rank 0's one cp.async.bulk .multicast::cluster
// with ctaMask 3 fills buf and completes the mbarrier transaction in both
// CTAs of each 2-CTA cluster; rank 1 issues no copy of its own and waits
// on its own mbarrier.
func TestClusterMulticast(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 in) .reqnctapercluster 2
{
	.shared .align 16 .b8 buf[256];
	.shared .align 8 .b64 mb;
	.reg .pred %p<4>;
	.reg .b32 %r<20>;
	.reg .b64 %rd<10>;
	.reg .b16 %rs<2>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd2, [in];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %cluster_ctarank;
	mov.u32 %r3, buf;
	mov.u32 %r4, mb;
	setp.eq.u32 %p1, %r1, 0;
	@!%p1 bra init_done;
	mbarrier.init.shared::cta.b64 [%r4], 1;
	mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r4], 256;
init_done:
	barrier.cluster.arrive;
	barrier.cluster.wait;
	setp.eq.u32 %p2, %r2, 0;
	and.pred %p3, %p1, %p2;
	mov.u16 %rs1, 3;
	@%p3 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r3], [%rd2], 256, [%r4], %rs1;
wait:
	mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r4], 0;
	@!%p1 bra wait;
	shl.b32 %r5, %r1, 2;
	add.u32 %r6, %r3, %r5;
	ld.shared.u32 %r7, [%r6];
	mov.u32 %r8, %ctaid.x;
	mad.lo.u32 %r9, %r8, 64, %r1;
	mul.wide.u32 %rd4, %r9, 4;
	add.u64 %rd5, %rd1, %rd4;
	st.global.u32 [%rd5], %r7;
	barrier.cluster.arrive;
	barrier.cluster.wait;
	ret;
}
`
	opts := Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"}
	const grid = 4
	in := make([]string, 64)
	for i := range in {
		in[i] = fmt.Sprint(1000 + 7*i)
	}
	got := runOnEmulator(t, "multicast.ptx", src, opts, hipruntime.Dim3{X: grid, Y: 1, Z: 1}, hipruntime.Dim3{X: 64, Y: 1, Z: 1},
		fmt.Sprintf("buf:u32:%d:zero", grid*64), "buf:u32:64:values:"+strings.Join(in, ","))[0]
	for cta := 0; cta < grid; cta++ {
		for tid := 0; tid < 64; tid++ {
			if g := binary.LittleEndian.Uint32(got[(cta*64+tid)*4:]); g != uint32(1000+7*tid) {
				t.Fatalf("CTA %d thread %d: %d, want %d", cta, tid, g, 1000+7*tid)
			}
		}
	}
}

// runOnEmulator translates src with opts and runs its kernel k once on a
// fresh emulator through Execute (so the cluster launch goes through
// CompleteLaunch as every launch does), returning the buffers by
// parameter index.
func runOnEmulator(t *testing.T, name, src string, opts Options, grid, block hipruntime.Dim3, args ...string) map[int][]byte {
	t.Helper()
	out, err := Translate(name, []byte(src), opts)
	if err != nil {
		t.Fatal(err)
	}
	specs := make([]argspec.Spec, len(args))
	for i, a := range args {
		if specs[i], err = argspec.Parse(a); err != nil {
			t.Fatal(err)
		}
	}
	res, err := Execute(emu.New(opts.Arch, opts.WaveSize), Image(out, opts, nil), RunRequest{Kernel: "k", Grid: grid, Block: block, Args: specs})
	if err != nil {
		t.Fatal(err)
	}
	return res.Buffers
}

// TestClusterStAsync: each CTA of a cluster of two stores a word per
// thread into its peer's buffer by st.async (.v2 too) and adds into the
// peer's counter by red.async, all completing on the peer's mbarrier,
// which expects 64*4 + 64*8 + 64*4 bytes; every CTA then reads what its
// peer sent (real4/cluster_async_exchange_sm90a does this on the H100).
func TestClusterStAsync(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out) .reqnctapercluster 2
{
	.shared .align 16 .b32 inbox[64];
	.shared .align 16 .b32 pairs[128];
	.shared .align 4 .b32 ctr;
	.shared .align 8 .b64 mb;
	.reg .pred %p<4>;
	.reg .b32 %r<30>;
	.reg .b64 %rd<10>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %cluster_ctarank;
	xor.b32 %r3, %r2, 1;
	mov.u32 %r4, mb;
	setp.eq.u32 %p1, %r1, 0;
	@!%p1 bra init_done;
	st.shared.u32 [ctr], 5;
	mbarrier.init.shared::cta.b64 [%r4], 1;
	mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r4], 1024;
init_done:
	barrier.cluster.arrive;
	barrier.cluster.wait;
	mov.u32 %r5, inbox;
	shl.b32 %r6, %r1, 2;
	add.u32 %r7, %r5, %r6;
	mapa.shared::cluster.u32 %r8, %r7, %r3;
	mapa.shared::cluster.u32 %r9, %r4, %r3;
	mad.lo.u32 %r10, %r2, 1000, %r1;
	st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%r8], %r10, [%r9];
	mov.u32 %r11, pairs;
	shl.b32 %r12, %r1, 3;
	add.u32 %r13, %r11, %r12;
	mapa.shared::cluster.u32 %r14, %r13, %r3;
	add.u32 %r15, %r10, 500;
	st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%r14], {%r10, %r15}, [%r9];
	mov.u32 %r16, ctr;
	mapa.shared::cluster.u32 %r17, %r16, %r3;
	red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%r17], %r1, [%r9];
wait:
	mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r4], 0;
	@!%p2 bra wait;
	ld.shared.u32 %r20, [%r7];
	ld.shared.v2.u32 {%r21, %r22}, [%r13];
	ld.shared.u32 %r23, [ctr];
	add.u32 %r24, %r20, %r21;
	add.u32 %r24, %r24, %r22;
	mul.lo.u32 %r25, %r23, 65536;
	add.u32 %r24, %r24, %r25;
	mov.u32 %r26, %ctaid.x;
	mad.lo.u32 %r27, %r26, 64, %r1;
	mul.wide.u32 %rd4, %r27, 4;
	add.u64 %rd5, %rd1, %rd4;
	st.global.u32 [%rd5], %r24;
	barrier.cluster.arrive;
	barrier.cluster.wait;
	ret;
}
`
	for _, opts := range []Options{
		{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"},
		{Arch: "gfx1100", WaveSize: 32, Mode: "wave32"},
	} {
		const grid = 4
		got := runOnEmulator(t, "stasync.ptx", src, opts, hipruntime.Dim3{X: grid, Y: 1, Z: 1}, hipruntime.Dim3{X: 64, Y: 1, Z: 1},
			fmt.Sprintf("buf:u32:%d:zero", grid*64))[0]
		for cta := 0; cta < grid; cta++ {
			peer := uint32(cta%2) ^ 1
			for tid := uint32(0); tid < 64; tid++ {
				sent := peer*1000 + tid
				want := 3*sent + 500 + (5+63*64/2)<<16
				if g := binary.LittleEndian.Uint32(got[(uint32(cta)*64+tid)*4:]); g != want {
					t.Fatalf("%s: CTA %d thread %d: %#x, want %#x", opts.Mode, cta, tid, g, want)
				}
			}
		}
	}
}
