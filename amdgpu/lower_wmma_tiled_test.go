package amdgpu_test

import (
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// TestWmmaTiledErrors: wmma forms without a tiled layout, and operands of
// the wrong register count, are errors that name the form and the line
// (the recorded cases conformance/cases/mma/wmma_* run the supported ones).
func TestWmmaTiledErrors(t *testing.T) {
	const head = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<9>;
	.reg .f32 %f<9>;
	.reg .b64 %rd<3>;
	.reg .f64 %fd<3>;
	ld.param.u64 %rd1, [p];
`
	for _, c := range []struct{ body, want string }{
		{"wmma.load.a.sync.aligned.col.m8n8k32.s4 {%r1}, [%rd1], 32;", "sub-byte A is .row"},
		{"wmma.load.a.sync.aligned.row.m8n8k32.f16 {%r1}, [%rd1], 32;", "m8n8k32 .a fragments of .f16"},
		{"wmma.load.a.sync.aligned.row.m8n8k16.f16 {%r1}, [%rd1], 32;", "modifier .m8n8k16"},
		{"wmma.load.a.sync.aligned.row.m16n16k8.bf16 {%r1, %r2, %r3, %r4}, [%rd1], 16;", "m16n16k8 .a fragments of .bf16"},
		{"wmma.load.a.sync.aligned.row.m16n16k16.bf16 {%r1, %r2}, [%rd1], 16;", "the form takes 4"},
		{"wmma.load.b.sync.aligned.col.m8n32k16.s8 {%r1, %r2}, [%rd1], 16;", "the form takes 4"},
		{"wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};", ""},
		{"wmma.mma.sync.aligned.row.col.m32n8k16.f32.bf16.bf16.f16 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r1, %r2}, {%r1, %r2, %r3, %r4};", ".f32 D and .f16 C"},
	} {
		src := head + "\t" + c.body + "\n\tret;\n}\n"
		for _, arch := range []string{"gfx90a", "gfx1100"} {
			ws, mode := 64, "paired"
			if arch == "gfx1100" {
				ws, mode = 32, "wave32"
			}
			_, err := pipeline.Translate("w.ptx", []byte(src), pipeline.Options{Arch: arch, WaveSize: ws, Mode: mode})
			switch {
			case c.want == "" && err != nil:
				t.Errorf("%s on %s: %v", c.body, arch, err)
			case c.want != "" && err == nil:
				t.Errorf("%s on %s: no error, want one containing %q", c.body, arch, c.want)
			case c.want != "" && (!strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "w.ptx:11")):
				t.Errorf("%s on %s: error %q, want %q at w.ptx:11", c.body, arch, err, c.want)
			}
		}
	}
}

// TestModuleSizeBound: a module whose translation passes the instruction
// bound (here lowered to 50,000; a software wmma.mma is about 3,200) is one
// positioned error at the instruction where it passes, not an unbounded
// allocation; the same module under the bound translates.
func TestModuleSizeBound(t *testing.T) {
	defer amdgpu.SetMaxIRInsts(50_000)()
	var body strings.Builder
	body.WriteString(`.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<17>;
	.reg .f32 %f<9>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	wmma.load.a.sync.aligned.row.m16n16k16.f16 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [%rd1], 16;
	wmma.load.b.sync.aligned.col.m16n16k16.f16 {%r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16}, [%rd1], 16;
`)
	mma := "\twmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};\n"
	opts := pipeline.Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Mma: "exact"}
	few := body.String() + strings.Repeat(mma, 2) + "\tret;\n}\n"
	if _, err := pipeline.Translate("few.ptx", []byte(few), opts); err != nil {
		t.Fatalf("two mma's: %v", err)
	}
	many := body.String() + strings.Repeat(mma, 200) + "\tret;\n}\n"
	_, err := pipeline.Translate("many.ptx", []byte(many), opts)
	if err == nil {
		t.Fatal("200 software mma's under a bound of 50,000 instructions: no error")
	}
	if msg := err.Error(); !strings.Contains(msg, "more than ptxamd translates in one module") || !strings.Contains(msg, "many.ptx:") || strings.Count(msg, "more than ptxamd") != 1 {
		t.Errorf("error: %v", err)
	}
}

// TestWmmaLoadFeedsUnit: with --mma=hw, wmma.load results read only by
// wmma.mma are loaded straight in the unit's layout (lower_wmma_feed.go),
// so the kernel moves fewer values across lanes than the same kernel whose
// A and B registers are also read by an add (which keeps NVIDIA's layout
// and moves it); the conformance cases mma/wmma_* check the results.
func TestWmmaLoadFeedsUnit(t *testing.T) {
	src := func(extra string) string {
		return `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<41>;
	.reg .f32 %f<9>;
	.reg .b64 %rd<3>;
	.shared .align 32 .b8 tile[1024];
	ld.param.u64 %rd1, [p];
	wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}, [tile], 16;
	wmma.load.b.sync.aligned.col.m16n16k16.shared.f16 {%r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15}, [tile+512], 16;
	wmma.load.c.sync.aligned.row.m16n16k16.global.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, [%rd1], 16;
	wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7}, {%r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};
	wmma.store.d.sync.aligned.row.m16n16k16.global.f32 [%rd1], {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, 16;
` + extra + `	ret;
}
`
	}
	moves := func(ll string) int {
		n := 0
		for _, name := range []string{"ds.bpermute", "update.dpp", "mov.dpp", "permlane", "ds.swizzle"} {
			n += strings.Count(ll, "call i32 @llvm.amdgcn."+name)
		}
		return n
	}
	for _, c := range []struct {
		arch, mode string
		ws         int
	}{{"gfx1100", "wave32", 32}, {"gfx1200", "wave32", 32}, {"gfx942", "paired", 64}} {
		opts := pipeline.Options{Arch: c.arch, WaveSize: c.ws, Mode: c.mode, Mma: "hw"}
		fed, err := pipeline.Translate("fed.ptx", []byte(src("")), opts)
		if err != nil {
			t.Fatal(err)
		}
		read, err := pipeline.Translate("read.ptx", []byte(src("\tadd.u32 %r40, %r0, %r8;\n\tst.global.u32 [%rd1+1024], %r40;\n")), opts)
		if err != nil {
			t.Fatal(err)
		}
		nf, nr := moves(fed.Result.Module.String()), moves(read.Result.Module.String())
		if nf >= nr {
			t.Errorf("%s %s: %d cross-lane operations with the fragments fed from memory, %d when they are read too; want fewer", c.arch, c.mode, nf, nr)
		}
	}
}

// TestWmmaDefaultStride: a wmma.load or wmma.store without a stride uses
// the matrix's leading dimension (PTX ISA, "Matrix Storage for WMMA"), so
// it translates to the same module as the instruction with that stride
// written out; before, every form defaulted to 16.
func TestWmmaDefaultStride(t *testing.T) {
	for _, c := range []struct {
		inst   string // with %S where the stride goes
		stride string
	}{
		{"wmma.load.b.sync.aligned.row.m32n8k16.f16 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [%rd1]%S;", "8"},
		{"wmma.load.a.sync.aligned.col.m8n32k16.bf16 {%r1, %r2}, [%rd1]%S;", "8"},
		{"wmma.load.c.sync.aligned.col.m32n8k16.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, [%rd1]%S;", "32"},
		{"wmma.load.a.sync.aligned.row.m16n16k8.tf32 {%r1, %r2, %r3, %r4}, [%rd1]%S;", "8"},
		{"wmma.load.b.sync.aligned.col.m8n8k4.f64 {%fd1}, [%rd1]%S;", "4"},
		{"wmma.load.a.sync.aligned.row.m8n8k32.s4 {%r1}, [%rd1]%S;", "32"},
		{"wmma.store.d.sync.aligned.row.m8n32k16.f32 [%rd1], {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}%S;", "32"},
	} {
		src := func(stride string) string {
			return `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<9>;
	.reg .f32 %f<9>;
	.reg .f64 %fd<2>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	` + strings.Replace(c.inst, "%S", stride, 1) + `
	st.global.v4.u32 [%rd1+4096], {%r1, %r2, %r3, %r4};
	st.global.f32 [%rd1+4112], %f1;
	st.global.f64 [%rd1+4120], %fd1;
	ret;
}
`
		}
		opts := pipeline.Options{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Mma: "exact"}
		def, err := pipeline.Translate("w.ptx", []byte(src("")), opts)
		if err != nil {
			t.Fatalf("%s without a stride: %v", c.inst, err)
		}
		explicit, err := pipeline.Translate("w.ptx", []byte(src(", "+c.stride)), opts)
		if err != nil {
			t.Fatalf("%s with stride %s: %v", c.inst, c.stride, err)
		}
		if def.Result.Module.String() != explicit.Result.Module.String() {
			t.Errorf("%s: the default stride is not %s", c.inst, c.stride)
		}
	}
}
