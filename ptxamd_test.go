package ptxamd_test

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd"
)

func TestTranslateErrorsArePositioned(t *testing.T) {
	src := ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tret;\n\tbogus.op;\n}\n"
	_, err := ptxamd.Translate(context.Background(), "k.ptx", []byte(src), ptxamd.Options{})
	var perr *ptxamd.Error
	if !errors.As(err, &perr) {
		t.Fatalf("Translate = %v, want *ptxamd.Error", err)
	}
	d := perr.Diagnostics[0]
	if d.Pos.File != "k.ptx" || d.Pos.Line != 7 || d.Severity != ptxamd.ErrorSeverity || !strings.Contains(d.Message, "bogus") {
		t.Fatalf("diagnostic = %+v", d)
	}
	if !strings.HasPrefix(err.Error(), "k.ptx:7:") {
		t.Errorf("Error() = %q", err)
	}
}

func TestOptionsRejected(t *testing.T) {
	ctx := context.Background()
	for _, o := range []ptxamd.Options{
		{Arch: "gfx9999"},
		{Arch: "gfx90a", WarpMode: "wave32"},
		{Arch: "gfx1100", WarpMode: "bogus"},
		{CodeObjectVersion: 2},
		{Arch: "gfx900", Mma: "hw"}, // neither matrix units nor v_dot2_f32_f16
		{Mma: "fast"},
		{Cluster: [3]int{-1, 1, 1}},
		{Cluster: [3]int{64, 32, 1}},
	} {
		if _, err := ptxamd.Translate(ctx, "v.ptx", []byte(ptxamd.SampleVaddPTX), o); err == nil {
			t.Errorf("Translate with %+v succeeded", o)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := ptxamd.Translate(cancelled, "v.ptx", []byte(ptxamd.SampleVaddPTX), ptxamd.Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Translate with a cancelled context = %v", err)
	}
}

func TestEveryWarpModeRunsOnTheEmulator(t *testing.T) {
	ctx := context.Background()
	dev, err := ptxamd.OpenDevice("emu")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ arch, mode string }{
		{"gfx1100", "wave32"}, {"gfx90a", "paired"}, {"gfx90a", "single"}, {"gfx942", "native64"},
	} {
		tr, err := ptxamd.Translate(ctx, "v.ptx", []byte(ptxamd.SampleVaddPTX), ptxamd.Options{Arch: c.arch, WarpMode: c.mode})
		if err != nil {
			t.Fatalf("%v: %v", c, err)
		}
		prog, err := dev.Load(ctx, tr)
		if err != nil {
			t.Fatal(err)
		}
		const n = 300
		da, _ := prog.Alloc(4 * n)
		db, _ := prog.Alloc(4 * n)
		dc, _ := prog.Alloc(4 * n)
		a := make([]float32, n)
		for i := range a {
			a[i] = float32(i)
		}
		da.WriteFloat32s(a)
		db.WriteFloat32s(a)
		if err := prog.Launch(ctx, "vadd", ptxamd.Dim3{X: 2}, ptxamd.Dim3{X: 160}, da, db, dc, uint32(n)); err != nil {
			t.Fatalf("%v: %v", c, err)
		}
		got, _ := dc.ReadFloat32s()
		for i, x := range got {
			if x != 2*float32(i) {
				t.Fatalf("%v: c[%d] = %v", c, i, x)
			}
		}
		// Argument mistakes are errors, not crashes.
		if err := prog.Launch(ctx, "vadd", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: 32}, da, db, dc); err == nil {
			t.Error("launch with a missing argument succeeded")
		}
		if err := prog.Launch(ctx, "vadd", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: 32}, da, db, dc, 3.5); err == nil {
			t.Error("launch with a float64 for a .u32 succeeded")
		}
		if err := prog.Launch(ctx, "nope", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: 32}); err == nil {
			t.Error("launch of a missing kernel succeeded")
		}
		if err := prog.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestOpenDevice(t *testing.T) {
	if _, err := ptxamd.OpenDevice("tpu:0"); err == nil {
		t.Error(`OpenDevice("tpu:0") succeeded`)
	}
	d, err := ptxamd.OpenDevice("auto")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if d.IsEmulator() {
		// No GPU here: asking for one explicitly says so.
		if _, err := ptxamd.OpenDevice("hip:0"); !errors.Is(err, ptxamd.ErrNoGPU) {
			t.Errorf(`OpenDevice("hip:0") without a GPU = %v, want ErrNoGPU`, err)
		}
	}
}

// The example program under examples/goapi builds and runs.
func TestGoAPIExampleProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	out, err := exec.Command("go", "run", "./examples/goapi", "-device", "emu", "-n", "777").CombinedOutput()
	if err != nil {
		t.Fatalf("go run ./examples/goapi: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "777 elements, 0 wrong") {
		t.Fatalf("unexpected output:\n%s", out)
	}
}

// TestClusterOption: Options.Cluster runs vadd (no .reqnctapercluster) in
// clusters of two CTAs, one workgroup each; a grid that is not a whole
// number of clusters is a launch error.
func TestClusterOption(t *testing.T) {
	ctx := context.Background()
	prog := emuProgram(t, "v.ptx", ptxamd.SampleVaddPTX, ptxamd.Options{Arch: "gfx90a", Cluster: [3]int{2}})
	const n = 600
	da, _ := prog.Alloc(4 * n)
	dc, _ := prog.Alloc(4 * n)
	a := make([]float32, n)
	for i := range a {
		a[i] = float32(3 * i)
	}
	da.WriteFloat32s(a)
	if err := prog.Launch(ctx, "vadd", ptxamd.Dim3{X: 4}, ptxamd.Dim3{X: 160}, da, da, dc, uint32(n)); err != nil {
		t.Fatal(err)
	}
	got, _ := dc.ReadFloat32s()
	for i, x := range got {
		if x != float32(6*i) {
			t.Fatalf("c[%d] = %v, want %d", i, x, 6*i)
		}
	}
	if err := prog.Launch(ctx, "vadd", ptxamd.Dim3{X: 3}, ptxamd.Dim3{X: 160}, da, da, dc, uint32(n)); err == nil || !strings.Contains(err.Error(), "not a whole number of 2,1,1 clusters") {
		t.Errorf("launch of 3 CTAs in clusters of 2: %v", err)
	}
}

// heapPTX allocates in one kernel and reads and frees in the next, as a
// CUDA program may: keep makes each thread a block holding its index and
// stores the pointer, check reads it back; malloc of 1 TiB returns NULL.
const heapPTX = `.version 8.0
.target sm_80
.address_size 64
.extern .func (.param .b64 func_retval0) malloc(.param .b64 malloc_param_0);
.extern .func free(.param .b64 free_param_0);
.visible .entry keep(.param .u64 ptrs)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [ptrs];
	mov.u32 %r1, %tid.x;
	{
	.param .b64 param0;
	st.param.b64 [param0], 8;
	.param .b64 retval0;
	call.uni (retval0), malloc, (param0);
	ld.param.b64 %rd2, [retval0];
	}
	st.u32 [%rd2], %r1;
	mul.wide.u32 %rd3, %r1, 8;
	add.s64 %rd4, %rd1, %rd3;
	st.global.u64 [%rd4], %rd2;
	ret;
}
.visible .entry check(.param .u64 ptrs, .param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<10>;
	ld.param.u64 %rd1, [ptrs];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 8;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.u64 %rd5, [%rd4];
	ld.u32 %r2, [%rd5];
	{
	.param .b64 param0;
	st.param.b64 [param0], %rd5;
	call.uni free, (param0);
	}
	{
	.param .b64 param0;
	st.param.b64 [param0], 1099511627776;
	.param .b64 retval0;
	call.uni (retval0), malloc, (param0);
	ld.param.b64 %rd6, [retval0];
	}
	cvt.u32.u64 %r3, %rd6;
	add.u32 %r2, %r2, %r3;
	mul.wide.u32 %rd7, %r1, 4;
	add.s64 %rd8, %rd2, %rd7;
	st.global.u32 [%rd8], %r2;
	ret;
}
`

// TestDeviceHeapAcrossLaunches: the heap of device malloc outlives a
// launch, as CUDA's does: what one kernel allocates and writes, the next
// reads through the pointer.
func TestDeviceHeapAcrossLaunches(t *testing.T) {
	ctx := context.Background()
	prog := emuProgram(t, "heap.ptx", heapPTX, ptxamd.Options{Arch: "gfx90a"})
	const n = 96
	ptrs, _ := prog.Alloc(8 * n)
	out, _ := prog.Alloc(4 * n)
	if err := prog.Launch(ctx, "keep", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: n}, ptrs); err != nil {
		t.Fatal(err)
	}
	if err := prog.Launch(ctx, "check", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: n}, ptrs, out); err != nil {
		t.Fatal(err)
	}
	got, _ := out.ReadUint32s()
	for i, v := range got {
		if v != uint32(i) {
			t.Fatalf("thread %d read %d through its pointer (want its index; a non-NULL 1 TiB block adds its address)", i, v)
		}
	}
}

// emuProgram translates ptx with opts and loads it on the emulator; the
// program is closed when the test ends.
func emuProgram(t *testing.T, name, ptx string, opts ptxamd.Options) *ptxamd.Program {
	t.Helper()
	ctx := context.Background()
	dev, err := ptxamd.OpenDevice("emu")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := ptxamd.Translate(ctx, name, []byte(ptx), opts)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := dev.Load(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { prog.Close() })
	return prog
}
