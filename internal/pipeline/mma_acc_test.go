package pipeline

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// Accumulators kept in the matrix unit's layout (amdgpu/lower_mma_acc.go):
// a run of mma's in one block and a K loop (with a bypass, so that its
// exit block has a predecessor outside the loop, and with a dedicated
// exit) must give what the software path gives, within the units' bound,
// in every warp mode and on every kind of unit, and the hw translation
// must move fewer fragments than one whose accumulator is read between the
// mma's.

// mmaAccKernel writes a kernel whose thread t loads fragments for steps
// 0..n-1 (A: 16 bytes, B: 8 bytes per thread and step) and C, runs one
// mma per step into the same accumulator and stores it. loop: a K loop
// over the runtime count n (param pn); bypass: a branch around the loop
// when n is 0 that joins at the loop's exit; touch: a mov that reads the
// accumulator between the mma's (the accumulator must then move).
func mmaAccKernel(steps int, loop, bypass, touch bool) string {
	var b strings.Builder
	b.WriteString(`.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 pn)
{
	.reg .pred %p<4>;
	.reg .b32 %r<16>;
	.reg .b32 %a<4>;
	.reg .b32 %b<2>;
	.reg .f32 %acc<4>;
	.reg .f32 %t<4>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u64 %rd4, [pd];
	ld.param.u32 %r9, [pn];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ntid.x;
	mul.wide.u32 %rd5, %r1, 16;
	add.s64 %rd6, %rd1, %rd5;
	add.s64 %rd8, %rd3, %rd5;
	add.s64 %rd9, %rd4, %rd5;
	mul.wide.u32 %rd5, %r1, 8;
	add.s64 %rd7, %rd2, %rd5;
	mul.wide.u32 %rd10, %r2, 16;
	mul.wide.u32 %rd11, %r2, 8;
	ld.global.v4.f32 {%acc0, %acc1, %acc2, %acc3}, [%rd8];
	mov.f32 %t0, 0f00000000;
`)
	mma := "\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};\n"
	step := "\tld.global.v4.b32 {%a0, %a1, %a2, %a3}, [%rd6];\n\tld.global.v2.b32 {%b0, %b1}, [%rd7];\n\tadd.s64 %rd6, %rd6, %rd10;\n\tadd.s64 %rd7, %rd7, %rd11;\n"
	if loop {
		b.WriteString("\tmov.u32 %r10, 0;\n")
		if bypass {
			b.WriteString("\tsetp.eq.u32 %p1, %r9, 0;\n\t@%p1 bra DONE;\n")
		}
		b.WriteString("LOOP:\n" + step + mma)
		if touch {
			b.WriteString("\tadd.f32 %t0, %t0, %acc1;\n")
		}
		b.WriteString("\tadd.u32 %r10, %r10, 1;\n\tsetp.lt.u32 %p2, %r10, %r9;\n\t@%p2 bra LOOP;\n")
		if !bypass {
			b.WriteString("\tbra DONE;\n")
		}
		b.WriteString("DONE:\n")
	} else {
		for i := 0; i < steps; i++ {
			b.WriteString(step + mma)
			if touch {
				b.WriteString("\tadd.f32 %t0, %t0, %acc1;\n")
			}
		}
	}
	b.WriteString("\tadd.f32 %acc2, %acc2, %t0;\n\tst.global.v4.f32 [%rd9], {%acc0, %acc1, %acc2, %acc3};\n\tret;\n}\n")
	return b.String()
}

func runMmaAcc(t *testing.T, src, arch string, wave int, mode, mma string, block, n uint32) ([]float32, string) {
	t.Helper()
	return runKernelF32(t, src, arch, wave, mode, mma, block, []string{"buf:f16:2048:random:1", "buf:f16:1024:random:2", "buf:f32:256:random:3", "buf:f32:256:zero", fmt.Sprintf("u32:%d", n)}, 3)
}

// runKernelF32 translates src, runs kernel k on the emulator with one
// block and returns the first 4*block f32 of buffer out, and the IR.
func runKernelF32(t *testing.T, src, arch string, wave int, mode, mma string, block uint32, args []string, out int) ([]float32, string) {
	t.Helper()
	tg, _ := target.Lookup(arch)
	features, _ := tg.FeatureString(wave)
	opts := Options{Arch: arch, WaveSize: wave, Mode: mode, Features: features, Mma: mma}
	res0, err := Translate("k.ptx", []byte(src), opts)
	if err != nil {
		t.Fatal(err)
	}
	specs, err := argspec.ParseAll(args)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Execute(emu.New(arch, wave), Image(res0, opts, nil), RunRequest{Kernel: "k",
		Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, Args: specs})
	if err != nil {
		t.Fatal(err)
	}
	d := res.Buffers[out]
	vs := make([]float32, 4*block)
	for i := range vs {
		vs[i] = math.Float32frombits(binary.LittleEndian.Uint32(d[4*i:]))
	}
	return vs, res0.Result.Module.String()
}

func TestMmaAccumulatorInUnit(t *testing.T) {
	type cfg struct {
		arch  string
		wave  int
		mode  string
		block uint32
	}
	cfgs := []cfg{{"gfx90a", 64, "paired", 64}, {"gfx90a", 64, "single", 64}, {"gfx942", 64, "paired", 64}, {"gfx1100", 32, "wave32", 64}, {"gfx1200", 32, "wave32", 32}}
	kernels := []struct {
		name                string
		loop, bypass        bool
		n                   []uint32
		steps               int
		fewerMovesThanTouch bool
	}{
		{"run of 3", false, false, nil, 3, true},
		{"loop with bypass", true, true, []uint32{0, 1, 3}, 0, true},
		{"loop with dedicated exit", true, false, []uint32{2}, 0, true},
	}
	for _, c := range cfgs {
		for _, k := range kernels {
			ns := k.n
			if ns == nil {
				ns = []uint32{0}
			}
			src := mmaAccKernel(k.steps, k.loop, k.bypass, false)
			for _, n := range ns {
				want, _ := runMmaAcc(t, src, c.arch, c.wave, c.mode, "exact", c.block, n)
				got, ir := runMmaAcc(t, src, c.arch, c.wave, c.mode, "hw", c.block, n)
				var maxWant, maxDiff float64
				for i := range want {
					maxWant = math.Max(maxWant, math.Abs(float64(want[i])))
					maxDiff = math.Max(maxDiff, math.Abs(float64(got[i]-want[i])))
				}
				if maxWant == 0 || !(maxDiff <= 0x1p-14*maxWant) {
					t.Errorf("%s %s %s n=%d: max |hw - exact| = %g, max |exact| = %g", c.arch, c.mode, k.name, n, maxDiff, maxWant)
				}
				if n != ns[0] {
					continue
				}
				_, touched := runMmaAcc(t, mmaAccKernel(k.steps, k.loop, k.bypass, true), c.arch, c.wave, c.mode, "hw", c.block, n)
				moves, tmoves := loopBpermutes(ir, k.loop), loopBpermutes(touched, k.loop)
				if moves >= tmoves {
					t.Errorf("%s %s %s: %d bpermutes with the accumulator in the unit, %d when it must move", c.arch, c.mode, k.name, moves, tmoves)
				}
			}
		}
	}
}

// loopBpermutes counts the bpermutes of a translation: in the loop's
// block (label LOOP) for a loop kernel, else all.
func loopBpermutes(ir string, loop bool) int {
	if loop {
		_, body, ok := strings.Cut(ir, "\nLOOP:")
		if !ok {
			return -1
		}
		if i := strings.Index(body, "\n\n"); i >= 0 {
			body = body[:i]
		}
		ir = body
	}
	return strings.Count(ir, "@llvm.amdgcn.ds.bpermute(")
}

// TestMmaAccIntegerLoops: the integer forms are exact in both modes, so a
// K loop of each must give the software path's bits in hw mode too, in
// every warp mode and on every kind of unit. The 4-bit forms have no unit;
// their accumulator must stay in PTX's layout (it once entered a unit
// layout that the software path never updated, and the loop's result was
// its initial C).
func TestMmaAccIntegerLoops(t *testing.T) {
	forms := []struct{ name, mma string }{
		{"s8 k32", "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"},
		{"u8xs8 k16", "mma.sync.aligned.m16n8k16.row.col.s32.u8.s8.s32"},
		{"s4 k32", "mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32"},
		{"u4xs4 k32", "mma.sync.aligned.m16n8k32.row.col.s32.u4.s4.s32"},
	}
	type cfg struct {
		arch string
		wave int
		mode string
	}
	cfgs := []cfg{{"gfx90a", 64, "paired"}, {"gfx90a", 64, "single"}, {"gfx942", 64, "paired"}, {"gfx1100", 32, "wave32"}, {"gfx1200", 32, "wave32"}}
	for _, f := range forms {
		// A takes a0..a3 (k32 8-bit) or a0..a1 (k16 8-bit, k32 4-bit), B
		// b0..b1 or b0; the vectors name what the form takes.
		a, b := "{%a0, %a1, %a2, %a3}", "{%b0, %b1}"
		if !strings.Contains(f.name, "8 k32") {
			a, b = "{%a0, %a1}", "{%b0}"
		}
		src := fmt.Sprintf(`.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 pn)
{
	.reg .pred %%p<2>;
	.reg .b32 %%r<8>;
	.reg .b32 %%a<4>;
	.reg .b32 %%b<2>;
	.reg .b32 %%acc<4>;
	.reg .b64 %%rd<12>;
	ld.param.u64 %%rd1, [pa];
	ld.param.u64 %%rd2, [pb];
	ld.param.u64 %%rd3, [pc];
	ld.param.u64 %%rd4, [pd];
	ld.param.u32 %%r5, [pn];
	mov.u32 %%r1, %%tid.x;
	mul.wide.u32 %%rd5, %%r1, 16;
	add.s64 %%rd6, %%rd1, %%rd5;
	add.s64 %%rd8, %%rd3, %%rd5;
	add.s64 %%rd9, %%rd4, %%rd5;
	mul.wide.u32 %%rd5, %%r1, 8;
	add.s64 %%rd7, %%rd2, %%rd5;
	ld.global.v4.b32 {%%acc0, %%acc1, %%acc2, %%acc3}, [%%rd8];
	mov.u32 %%r2, 0;
LOOP:
	ld.global.v4.b32 {%%a0, %%a1, %%a2, %%a3}, [%%rd6];
	ld.global.v2.b32 {%%b0, %%b1}, [%%rd7];
	add.s64 %%rd6, %%rd6, 512;
	add.s64 %%rd7, %%rd7, 256;
	%s {%%acc0, %%acc1, %%acc2, %%acc3}, %s, %s, {%%acc0, %%acc1, %%acc2, %%acc3};
	add.u32 %%r2, %%r2, 1;
	setp.lt.u32 %%p1, %%r2, %%r5;
	@%%p1 bra LOOP;
	st.global.v4.b32 [%%rd9], {%%acc0, %%acc1, %%acc2, %%acc3};
	ret;
}
`, f.mma, a, b)
		args := []string{"buf:u32:512:random:1", "buf:u32:256:random:2", "buf:u32:128:random:3", "buf:u32:128:zero", "u32:3"}
		for _, c := range cfgs {
			want, _ := runKernelF32(t, src, c.arch, c.wave, c.mode, "exact", 32, args, 3)
			got, _ := runKernelF32(t, src, c.arch, c.wave, c.mode, "hw", 32, args, 3)
			differ := 0
			for i := range want {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
					differ++
				}
			}
			if differ > 0 {
				t.Errorf("%s, %s %s: %d of %d results differ between hw and exact", f.name, c.arch, c.mode, differ, len(want))
			}
		}
	}
}

// accShapes are K loops and runs around an accumulator in the control-flow
// shapes the accumulator planner (amdgpu/lower_mma_acc.go) must either
// handle or leave alone. LOAD loads the step's fragments, MMA is the
// mma's opcode; %acc and %bcc are two accumulators, both reaching the
// stored words.
var accShapes = map[string]string{
	"nested loops, accumulator zeroed per tile": `	mov.u32 %r6, 0;
OUTER:
	mov.u32 %acc0, 0;
	mov.u32 %acc1, 0;
	mov.u32 %acc2, 0;
	mov.u32 %acc3, 0;
	mov.u32 %r2, 0;
LOOP:
LOAD
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r5;
	@%p1 bra LOOP;
	add.u32 %bcc0, %bcc0, %acc0;
	add.u32 %bcc1, %bcc1, %acc1;
	add.u32 %bcc2, %bcc2, %acc2;
	add.u32 %bcc3, %bcc3, %acc3;
	add.u32 %r6, %r6, 1;
	setp.lt.u32 %p2, %r6, 2;
	@%p2 bra OUTER;
`,
	"a second exit in the middle of the loop": `	mov.u32 %r2, 0;
LOOP:
LOAD
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
	ld.global.u32 %r7, [%rd1+64];
	xor.b32 %r7, %r7, %r2;
	and.b32 %r7, %r7, 3;
	setp.eq.u32 %p3, %r7, 1;
	@%p3 bra EXIT2;
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r5;
	@%p1 bra LOOP;
	bra.uni DONE;
EXIT2:
	add.u32 %bcc0, %bcc0, 1000;
DONE:
`,
	"an mma under a branch in the loop": `	mov.u32 %r2, 0;
LOOP:
LOAD
	and.b32 %r7, %r2, 1;
	setp.eq.u32 %p3, %r7, 1;
	@%p3 bra SKIP;
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
SKIP:
	MMA {%bcc0, %bcc1, %bcc2, %bcc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%bcc0, %bcc1, %bcc2, %bcc3};
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r5;
	@%p1 bra LOOP;
`,
	"two accumulators, one read in the loop": `	mov.u32 %r2, 0;
	mov.u32 %t0, 0;
LOOP:
LOAD
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
	MMA {%bcc0, %bcc1, %bcc2, %bcc3}, {%a0, %a1, %a2, %a3}, {%b1, %b0}, {%bcc0, %bcc1, %bcc2, %bcc3};
	add.u32 %t0, %t0, %bcc2;
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r5;
	@%p1 bra LOOP;
	add.u32 %acc3, %acc3, %t0;
`,
	"the accumulator is another mma's C": `	mov.u32 %r2, 0;
LOOP:
LOAD
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
	MMA {%bcc0, %bcc1, %bcc2, %bcc3}, {%a0, %a1, %a2, %a3}, {%b1, %b0}, {%acc0, %acc1, %acc2, %acc3};
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r5;
	@%p1 bra LOOP;
`,
	"a header with two outside predecessors, the accumulator permuted": `	mov.u32 %r2, 0;
	setp.eq.u32 %p4, %r5, 2;
	@%p4 bra LOOP;
	add.u32 %acc0, %acc0, 5;
LOOP:
LOAD
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
	MMA {%acc1, %acc0, %acc3, %acc2}, {%a0, %a1, %a2, %a3}, {%b1, %b0}, {%acc1, %acc0, %acc3, %acc2};
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r5;
	@%p1 bra LOOP;
`,
	"a run with a guarded mma": `LOAD
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
LOAD
	setp.lt.u32 %p5, %r5, 3;
	@%p5 MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
LOAD
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%acc0, %acc1, %acc2, %acc3};
	MMA {%acc0, %acc1, %acc2, %acc3}, {%a0, %a1, %a2, %a3}, {%b1, %b0}, {%acc0, %acc1, %acc2, %acc3};
`,
}

// TestMmaAccShapes runs accShapes with m16n8k32 s8 (exact in both modes)
// and wants hw mode's bits equal to exact mode's.
func TestMmaAccShapes(t *testing.T) {
	head := `.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 pn)
{
	.reg .pred %p<8>;
	.reg .b32 %r<16>;
	.reg .b32 %a<4>;
	.reg .b32 %b<2>;
	.reg .b32 %acc<4>;
	.reg .b32 %bcc<4>;
	.reg .b32 %t<4>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u64 %rd4, [pd];
	ld.param.u32 %r5, [pn];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd5, %r1, 16;
	add.s64 %rd6, %rd1, %rd5;
	add.s64 %rd8, %rd3, %rd5;
	add.s64 %rd9, %rd4, %rd5;
	mul.wide.u32 %rd5, %r1, 8;
	add.s64 %rd7, %rd2, %rd5;
	ld.global.v4.b32 {%acc0, %acc1, %acc2, %acc3}, [%rd8];
	ld.global.v4.b32 {%bcc0, %bcc1, %bcc2, %bcc3}, [%rd8+1024];
`
	load := "\tld.global.v4.b32 {%a0, %a1, %a2, %a3}, [%rd6];\n\tld.global.v2.b32 {%b0, %b1}, [%rd7];\n\tadd.s64 %rd6, %rd6, 1024;\n\tadd.s64 %rd7, %rd7, 512;"
	// Both accumulators reach the stored words: acc*31 + bcc.
	tail := "\tmad.lo.s32 %acc0, %acc0, 31, %bcc0;\n\tmad.lo.s32 %acc1, %acc1, 31, %bcc1;\n\tmad.lo.s32 %acc2, %acc2, 31, %bcc2;\n\tmad.lo.s32 %acc3, %acc3, 31, %bcc3;\n" +
		"\tst.global.v4.b32 [%rd9], {%acc0, %acc1, %acc2, %acc3};\n\tret;\n}\n"
	type cfg struct {
		arch string
		wave int
		mode string
	}
	cfgs := []cfg{{"gfx90a", 64, "paired"}, {"gfx90a", 64, "single"}, {"gfx1100", 32, "wave32"}}
	for name, body := range accShapes {
		body = strings.ReplaceAll(strings.ReplaceAll(body, "LOAD", load), "MMA", "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32")
		src := head + body + tail
		args := []string{"buf:u32:8192:random:1", "buf:u32:4096:random:2", "buf:u32:512:random:3", "buf:u32:512:zero", "u32:3"}
		for _, c := range cfgs {
			want, _ := runKernelF32(t, src, c.arch, c.wave, c.mode, "exact", 64, args, 3)
			got, _ := runKernelF32(t, src, c.arch, c.wave, c.mode, "hw", 64, args, 3)
			for i := range want {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
					t.Errorf("%s, %s %s: result %d is %#x in hw mode, %#x in exact mode", name, c.arch, c.mode, i, math.Float32bits(got[i]), math.Float32bits(want[i]))
					break
				}
			}
		}
	}
}
