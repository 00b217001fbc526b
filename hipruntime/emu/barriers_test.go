package emu

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// splitBarrierKernel: threads below 32 wait at `bar.sync 0`, the others
// at `bar.sync 1` (both the one s_barrier, told apart by metadata).
func splitBarrierKernel() *kb {
	k := newKernel()
	lo, hi, done := k.newBlock("lo"), k.newBlock("hi"), k.newBlock("done")
	k.b.NewCondBr(k.b.NewICmp(enum.IPredULT, k.tid(), i32(32)), lo, hi)
	for id, b := range []*ir.Block{lo, hi} {
		k.b = b
		call := k.call("llvm.amdgcn.s.barrier", types.Void)
		call.Metadata = append(call.Metadata, llvmx.BarrierMD(llvmx.MDBarrier, llvmx.BarrierInfo{ID: int64(id), Count: -1, WarpSize: 32, WaveThreads: 64}))
		b.NewBr(done)
	}
	done.NewRet(nil)
	return k
}

// TestBarrierIDMismatch: warps waiting at different barrier ids for the
// whole block hang on NVIDIA; the emulator reports them, whether the two
// warps are two waves (wave32) or two halves of one wave64 (paired).
func TestBarrierIDMismatch(t *testing.T) {
	for _, W := range []int{32, 64} {
		e := newEnv(t, W)
		err := e.run(splitBarrierKernel(), 1, 64, 0)
		if err == nil {
			t.Fatalf("wave%d: no error", W)
		}
		for _, want := range []string{"kernel k", "warps wait at different barriers", "warp 0 (threads 0-31) at barrier 0", "warp 1 (threads 32-63) at barrier 1", "hangs"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("wave%d: %q lacks %q", W, err, want)
			}
		}
	}
	// The same id on both sides of a branch is no mismatch.
	k := newKernel()
	lo, hi, done := k.newBlock("lo"), k.newBlock("hi"), k.newBlock("done")
	k.b.NewCondBr(k.b.NewICmp(enum.IPredULT, k.tid(), i32(32)), lo, hi)
	for _, b := range []*ir.Block{lo, hi} {
		k.b = b
		call := k.call("llvm.amdgcn.s.barrier", types.Void)
		call.Metadata = append(call.Metadata, llvmx.BarrierMD(llvmx.MDBarrier, llvmx.BarrierInfo{ID: 3, Count: -1, WarpSize: 32, WaveThreads: 64}))
		b.NewBr(done)
	}
	done.NewRet(nil)
	for _, W := range []int{32, 64} {
		if err := newEnv(t, W).run(k, 1, 64, 0); err != nil {
			t.Errorf("wave%d, one id: %v", W, err)
		}
	}
}

// TestNamedBarrierHang: every warp spins in a named barrier's wait loop
// (marked by metadata) that no one can complete: a clear error at once,
// not a spin until the step budget.
func TestNamedBarrierHang(t *testing.T) {
	k := newKernel(param("gen", global))
	spin, done := k.newBlock("spin"), k.newBlock("done")
	k.b.NewBr(spin)
	k.b = spin
	sleep := k.call("llvm.amdgcn.s.sleep", types.Void, i32(1))
	sleep.Metadata = append(sleep.Metadata, llvmx.BarrierMD(llvmx.MDBarrierWait, llvmx.BarrierInfo{ID: 5, Count: 64, WarpSize: 32, WaveThreads: 32}))
	g := k.load(types.I32, k.f.Params[0])
	spin.NewCondBr(spin.NewICmp(enum.IPredEQ, g, i32(0)), spin, done)
	done.NewRet(nil)
	for _, block := range []uint32{32, 64} {
		e := newEnv(t, 32)
		err := e.run(k, 1, block, 0, ptrArg(e.buf(4)))
		if err == nil || !strings.Contains(err.Error(), "deadlock") || !strings.Contains(err.Error(), "warp 0 (threads 0-31) at named barrier 5 for 64 threads") {
			t.Errorf("block %d: %v", block, err)
		}
		if steps := e.d.opts.MaxLaneSteps; steps != 1e10 {
			t.Errorf("step budget %d", steps)
		}
	}
}

// TestBarrierMetadataFromText: the barrier metadata survives LLVM's
// optimiser as numbered nodes, which llparse reads; the check still
// applies to such IR (conform --opt-ir).
func TestBarrierMetadataFromText(t *testing.T) {
	const text = `target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() #0 {
entry:
  %t = tail call i32 @llvm.amdgcn.workitem.id.x()
  %lo = icmp ult i32 %t, 32
  br i1 %lo, label %a, label %b
a:
  tail call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !2
  br label %done
b:
  tail call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !3
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { "target-cpu"="gfx1100" }
!2 = !{i32 0, i32 -1, i32 32, i32 32}
!3 = !{i32 1, i32 -1, i32 32, i32 32}
`
	m, err := llparse.Parse("k.ll", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, 32)
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	err = mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 64, Y: 1, Z: 1}})
	if err == nil || !strings.Contains(err.Error(), "warp 1 (threads 32-63) at barrier 1") {
		t.Errorf("err = %v", err)
	}
}
