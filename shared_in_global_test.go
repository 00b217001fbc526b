package ptxamd_test

import (
	"context"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd"
)

// bigSharedPTX reverses 96 KiB of a block's data through dynamic shared
// memory: more than the 64 KiB of LDS an AMD workgroup has, as a CUDA
// kernel allowed cudaFuncAttributeMaxDynamicSharedMemorySize may ask. A
// static array and a named barrier (the translator's own LDS words) put
// the dynamic array after static LDS, so the last block's slice of the
// window must hold both.
const bigSharedPTX = `
.version 8.0
.target sm_90
.address_size 64

.extern .shared .align 16 .b8 smem[];

.visible .entry reverse96k(.param .u64 out)
{
	.shared .align 4 .b32 total[1];
	.reg .pred %p<4>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<6>;

	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, smem;
	mul.lo.u32 %r4, %r2, 100000;
	mov.u32 %r5, %r1;
fill:
	add.s32 %r6, %r4, %r5;
	shl.b32 %r7, %r5, 2;
	add.s32 %r8, %r3, %r7;
	st.shared.u32 [%r8], %r6;
	add.s32 %r5, %r5, 256;
	setp.lt.u32 %p1, %r5, 24576;
	@%p1 bra fill;
	setp.eq.u32 %p3, %r1, 0;
	@%p3 st.shared.u32 [total], 7;
	bar.sync 1, 256;
	mov.u32 %r5, %r1;
	mov.u32 %r9, 0;
sum:
	sub.s32 %r10, 24575, %r5;
	shl.b32 %r7, %r10, 2;
	add.s32 %r8, %r3, %r7;
	ld.shared.u32 %r11, [%r8];
	xor.b32 %r9, %r9, %r11;
	add.s32 %r9, %r9, %r5;
	add.s32 %r5, %r5, 256;
	setp.lt.u32 %p2, %r5, 24576;
	@%p2 bra sum;
	ld.shared.u32 %r13, [total];
	add.s32 %r9, %r9, %r13;
	mad.lo.s32 %r12, %r2, 256, %r1;
	mul.wide.u32 %rd2, %r12, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r9;
	ret;
}
`

// TestLaunchBeyondLDS launches a kernel with 96 KiB of dynamic shared
// memory through the Go API: the program translates it again with its
// shared memory in global memory and runs it there.
func TestLaunchBeyondLDS(t *testing.T) {
	ctx := context.Background()
	dev, err := ptxamd.OpenDevice("emu")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []ptxamd.Options{{Arch: "gfx90a"}, {Arch: "gfx1100"}} {
		tr, err := ptxamd.Translate(ctx, "big.ptx", []byte(bigSharedPTX), o)
		if err != nil {
			t.Fatal(err)
		}
		prog, err := dev.Load(ctx, tr)
		if err != nil {
			t.Fatal(err)
		}
		const blocks, threads, words = 3, 256, 24576
		out, _ := prog.Alloc(4 * blocks * threads)
		if err := prog.LaunchShared(ctx, "reverse96k", ptxamd.Dim3{X: blocks}, ptxamd.Dim3{X: threads}, 4*words, out); err != nil {
			t.Fatalf("%s: %v", o.Arch, err)
		}
		got, _ := out.ReadUint32s()
		for b := uint32(0); b < blocks; b++ {
			for th := uint32(0); th < threads; th++ {
				var want uint32
				for i := th; i < words; i += threads {
					want ^= b*100000 + (words - 1 - i)
					want += i
				}
				want += 7
				if g := got[b*threads+th]; g != want {
					t.Fatalf("%s: block %d thread %d: got %#x, want %#x", o.Arch, b, th, g, want)
				}
			}
		}
		prog.Close()
	}
}

// TestLaunchBeyondLDSWithGlobals: a module with .global variables is not
// translated a second time behind the program's back; the error says
// what to do.
func TestLaunchBeyondLDSWithGlobals(t *testing.T) {
	ctx := context.Background()
	dev, _ := ptxamd.OpenDevice("emu")
	src := strings.Replace(bigSharedPTX, ".extern .shared", ".global .u32 counter;\n.extern .shared", 1)
	tr, err := ptxamd.Translate(ctx, "big.ptx", []byte(src), ptxamd.Options{Arch: "gfx90a"})
	if err != nil {
		t.Fatal(err)
	}
	prog, err := dev.Load(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	out, _ := prog.Alloc(4 * 256)
	err = prog.LaunchShared(ctx, "reverse96k", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: 256}, 98304, out)
	if err == nil || !strings.Contains(err.Error(), "Options.SharedInGlobal") {
		t.Fatalf("got %v, want an error pointing to Options.SharedInGlobal", err)
	}
	// As told: the kernel named at translation runs.
	tr, err = ptxamd.Translate(ctx, "big.ptx", []byte(src), ptxamd.Options{Arch: "gfx90a", SharedInGlobal: []string{"reverse96k"}})
	if err != nil {
		t.Fatal(err)
	}
	prog2, err := dev.Load(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	defer prog2.Close()
	out2, _ := prog2.Alloc(4 * 256)
	if err := prog2.LaunchShared(ctx, "reverse96k", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: 256}, 98304, out2); err != nil {
		t.Fatal(err)
	}
}
