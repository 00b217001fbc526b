package emu

import (
	"math"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// contractIR has each form of contract-flagged multiply and add that
// contract.go models. llc-19 gives, on gfx906, gfx90a, gfx942, gfx1030 and
// gfx1100, a v_fma for r0, r2, r3, r4 (whose product is also stored), r5
// (its lone product sunk into the branch) and the f64 sum, a v_mul and a
// v_add for r1 (no flags) and for r7, whose product is computed before the
// loop that adds it.
const contractIR = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x, float %y0, float %y1, float %y2, float %y3, float %y4, float %y5, float %y7, float %zn, float %zp, double %dx, double %dz, i32 %c) {
entry:
  %m0 = fmul contract float %x, %y0
  %r0 = fadd contract float %m0, %zn
  %m1 = fmul float %x, %y1
  %r1 = fadd float %m1, %zn
  %m2 = fmul contract float %x, %y2
  %r2 = fsub contract float %m2, %zp
  %m3 = fmul contract float %x, %y3
  %r3 = fsub contract float %zp, %m3
  %m4 = fmul fast float %x, %y4
  %r4 = fadd fast float %zn, %m4
  %m5 = fmul contract float %x, %y5
  %m7 = fmul contract float %x, %y7
  %dm = fmul contract double %dx, %dx
  %dr = fadd contract double %dm, %dz
  %p1 = getelementptr float, ptr addrspace(1) %out, i64 1
  %p2 = getelementptr float, ptr addrspace(1) %out, i64 2
  %p3 = getelementptr float, ptr addrspace(1) %out, i64 3
  %p4 = getelementptr float, ptr addrspace(1) %out, i64 4
  %p5 = getelementptr float, ptr addrspace(1) %out, i64 5
  %p6 = getelementptr float, ptr addrspace(1) %out, i64 6
  %p7 = getelementptr float, ptr addrspace(1) %out, i64 7
  %p8 = getelementptr double, ptr addrspace(1) %out, i64 4
  store volatile float %r0, ptr addrspace(1) %out
  store volatile float %r1, ptr addrspace(1) %p1
  store volatile float %r2, ptr addrspace(1) %p2
  store volatile float %r3, ptr addrspace(1) %p3
  store volatile float %r4, ptr addrspace(1) %p4
  store volatile float %m4, ptr addrspace(1) %p5
  store volatile double %dr, ptr addrspace(1) %p8
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %next, label %loop

next:
  %r5 = fadd contract float %m5, %zn
  store volatile float %r5, ptr addrspace(1) %p6
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ 0, %next ], [ %i1, %loop ]
  %acc = phi float [ %zn, %entry ], [ %zn, %next ], [ %r7, %loop ]
  %r7 = fadd contract float %acc, %m7
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 1
  br i1 %more, label %loop, label %done

done:
  store volatile float %r7, ptr addrspace(1) %p7
  ret void
}
`

// TestContraction: the emulator fuses what the AMDGPU backend fuses
// (contract.go). Every product is (1+2^-12)^2 = 1 + 2^-11 + 2^-24, which
// rounds to 1 + 2^-11, and z = ∓(1 + 2^-11): a fused result keeps
// ±2^-24, an unfused one is 0; in f64, (1+2^-27)^2 - (1+2^-26) = 2^-54.
func TestContraction(t *testing.T) {
	e := newEnv(t, 32)
	out := e.buf(40)
	f := func(v float32) []byte { return u64s(uint64(math.Float32bits(v)))[:4] }
	d := func(v float64) []byte { return u64s(math.Float64bits(v)) }
	x := float32(1 + 1.0/4096)
	z := float32(1 + 1.0/2048)
	args := [][]byte{ptrArg(out), f(x)}
	for i := 0; i < 7; i++ {
		args = append(args, f(x))
	}
	args = append(args, f(-z), f(z), d(1+math.Ldexp(1, -27)), d(-(1 + math.Ldexp(1, -26))), u64s(1)[:4])
	e.runIR("contract.ll", contractIR, args...)
	tiny := float32(math.Ldexp(1, -24))
	want := []float32{tiny, 0, tiny, -tiny, tiny, z, tiny, 0}
	got := e.u32s(out, 8)
	names := []string{"r0 fadd", "r1 no flags", "r2 fsub product first", "r3 fsub product second", "r4 fast, product also stored",
		"m4", "r5 lone product in another block", "r7 product outside the loop"}
	for i, w := range want {
		if g := math.Float32frombits(got[i]); g != w {
			t.Errorf("%s = %g, want %g", names[i], g, w)
		}
	}
	if g := math.Float64frombits(e.u64s(out, 5)[4]); g != math.Ldexp(1, -54) {
		t.Errorf("f64 = %g, want 2^-54", g)
	}
}

// commentAsmIR has the device library's hoisting barrier, an asm whose
// template is only an assembler comment and whose output is tied to its
// input, and an empty barrier with a memory clobber.
const commentAsmIR = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %y = tail call i32 asm sideeffect "; ockl readfirstlane hoisting hack $0", "=v,0"(i32 %x)
  tail call void asm sideeffect "", "~{memory}"()
  %z = add i32 %y, 1
  store i32 %z, ptr addrspace(1) %out
  ret void
}
`

// TestCommentAsm: a template of comments runs as a barrier whose tied
// output keeps its input.
func TestCommentAsm(t *testing.T) {
	e := newEnv(t, 32)
	out := e.buf(4)
	e.runIR("comment.ll", commentAsmIR, ptrArg(out), u64s(41)[:4])
	if got := e.u32s(out, 1)[0]; got != 42 {
		t.Errorf("got %d, want 42", got)
	}
	if !onlyComments("; a\n  ;b\n\n") || onlyComments("; a\ns_nop 0") {
		t.Errorf("onlyComments")
	}
}

// runIR parses src, loads it for gfx1100 and runs its kernel k on one
// thread with args.
func (e *env) runIR(name, src string, args ...[]byte) {
	e.t.Helper()
	e.runIRBlock(name, src, 1, args...)
}

// runIRBlock is runIR with a block of threads threads.
func (e *env) runIRBlock(name, src string, threads uint32, args ...[]byte) {
	e.t.Helper()
	m, err := llparse.Parse(name, []byte(src))
	if err != nil {
		e.t.Fatal(err)
	}
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: m})
	if err != nil {
		e.t.Fatal(err)
	}
	defer mod.Unload()
	if err := mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
		Block: hipruntime.Dim3{X: threads, Y: 1, Z: 1}, Args: args}); err != nil {
		e.t.Fatal(err)
	}
}
