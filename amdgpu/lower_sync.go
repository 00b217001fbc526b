package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["bar"] = (*fnLowerer).lowerBar
	lowerTable["barrier"] = (*fnLowerer).lowerBar
	lowerTable["membar"] = (*fnLowerer).lowerMembar
	lowerTable["fence"] = (*fnLowerer).lowerFence
	lowerTable["griddepcontrol"] = (*fnLowerer).lowerGridDepControl
	documentOp("griddepcontrol", ".wait, .launch_dependents",
		"programmatic dependent launch is not used on AMD: kernels of a stream run one after the other, so wait has nothing to wait for and launch_dependents is a no-op")
}

func (fl *fnLowerer) lowerGridDepControl(in *sir.Inst) {
	checkMods(in, "wait", "launch_dependents")
	if in.ModIn("wait", "launch_dependents") == "" {
		unsupported("griddepcontrol form")
	}
}

// syncScope maps a PTX scope to an AMDGPU LLVM sync scope (AMDGPUUsage,
// "Memory Scopes").
func syncScope(scope string) string {
	switch scope {
	case "cta", "cluster":
		return "workgroup"
	case "gpu", "gl":
		return "agent"
	}
	return "" // system
}

// fence adds an LLVM fence at scope. A workgroup fence in a kernel whose
// block (times its cluster) is one wave orders the wave's own lanes only:
// LLVM's memory model needs no code for that at wavefront scope, where at
// workgroup scope gfx12 writes back and invalidates its caches
// (global_wb/global_inv) and gfx9 waits for every memory counter.
func (fl *fnLowerer) fence(ord enum.AtomicOrdering, scope string) {
	if scope == "workgroup" && fl.oneWaveBlock() {
		scope = "wavefront"
	}
	fl.add(&ir.InstFence{Ordering: ord, SyncScope: scope})
}

// oneWaveBlock reports whether the kernel's whole block, times its
// cluster (a cluster is one workgroup), fits in one wave: its .reqntid,
// else .maxntid, is at most the PTX threads a wave holds (32 in wave32 and
// warp mode single, 64 in paired and native64).
func (fl *fnLowerer) oneWaveBlock() bool {
	per := fl.waveSize()
	if fl.lw.single() {
		per = fl.warpSize()
	}
	n := fl.blockBound()
	return n > 0 && n <= per
}

// workgroupBarrier is bar.sync: shared and global writes before it are
// visible to the block after it.
func (fl *fnLowerer) workgroupBarrier() {
	fl.fence(enum.AtomicOrderingRelease, "workgroup")
	fl.add(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.s.barrier", types.Void)))
	fl.fence(enum.AtomicOrderingAcquire, "workgroup")
}

// lowerBar: bar{.cta}.sync / barrier{.cta}.sync a[, b] and bar.warp.sync
// (PTX ISA 9.7.13.1). AMD GPUs have one workgroup barrier: every barrier
// id maps to it, which is exact when the block uses one id at a time;
// a thread count (b) other than the whole block cannot be honoured and is
// rejected.
func (fl *fnLowerer) lowerBar(in *sir.Inst) {
	if in.Has("warp") {
		checkMods(in, "warp", "sync")
		// A wave executes in lock step: the warp is converged at this point
		// by construction. The wave barrier keeps LLVM from moving memory
		// operations across it.
		fl.add(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.wave.barrier", types.Void)))
		return
	}
	if in.Has("red") {
		fl.lowerBarRed(in)
		return
	}
	if in.Has("cluster") {
		// A CTA is a cluster of one on AMD: arrive orders this thread's
		// writes, wait is the block barrier.
		checkMods(in, "cluster", "arrive", "wait", "aligned", "release", "acquire", "relaxed")
		switch {
		case in.Has("arrive"):
			fl.fence(enum.AtomicOrderingRelease, "workgroup")
		case in.Has("wait"):
			fl.workgroupBarrier()
		default:
			unsupported("barrier.cluster without .arrive or .wait")
		}
		return
	}
	if in.Has("arrive") || len(in.Src) > 1 {
		fl.lowerNamedBar(in)
		return
	}
	checkMods(in, "sync", "cta", "aligned")
	if !in.Has("sync") && in.Op == "bar" && len(in.Mods) > 0 && !in.Has("cta") {
		unsupported("bar form")
	}
	if len(in.Src) < 1 {
		unsupported("bar.sync needs a barrier id")
	}
	id, ok := in.Src[0].(*sir.Imm)
	if !ok {
		fl.lowerBarRegID(in)
		return
	}
	fl.blockBarrier(int64(id.Bits))
}

// blockBarrier is bar.sync id for the whole block: AMD's one workgroup
// barrier. The barrier id travels as metadata: the emulator reports warps
// that wait at different ids, which all meet at AMD's one barrier but hang
// on NVIDIA GPUs.
func (fl *fnLowerer) blockBarrier(id int64) {
	fl.fence(enum.AtomicOrderingRelease, "workgroup")
	call := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.s.barrier", types.Void))
	call.Metadata = append(call.Metadata, llvmx.BarrierMD(llvmx.MDBarrier, fl.barrierInfo(id, -1)))
	fl.add(call)
	fl.fence(enum.AtomicOrderingAcquire, "workgroup")
}

// lowerBarRegID is bar.sync a / barrier.sync a with the id in a register
// and no thread count (CUDA's __barrier_sync(id)): barrier 0 is the block
// barrier __syncthreads waits at, so id 0 takes the workgroup barrier; any
// other id is a named barrier of the whole block (lowerNamedBar), which a
// cluster kernel cannot have.
func (fl *fnLowerer) lowerBarRegID(in *sir.Inst) {
	if fl.cluster != nil {
		unsupported("%s with a register barrier id in a kernel with thread-block clusters of several CTAs", in.Op)
	}
	id := fl.src(in, 0, sir.U32)
	zero := fl.newBlock("bar.id0")
	named := fl.newBlock("bar.named")
	done := fl.newBlock("bar.done")
	isZero := fl.emit(ir.NewICmp(enum.IPredEQ, fl.emit(ir.NewAnd(id, constant.NewInt(types.I32, 15))), constant.NewInt(types.I32, 0)))
	fl.cur.NewCondBr(isZero, zero, named)
	fl.cur = zero
	fl.blockBarrier(0)
	fl.cur.NewBr(done)
	fl.cur = named
	fl.lowerNamedBar(in)
	fl.cur.NewBr(done)
	fl.cur = done
}

// barrierInfo describes barrier id (count threads, -1: the whole block)
// for the emulator's barrier checks (llvmx.MDBarrier).
func (fl *fnLowerer) barrierInfo(id, count int64) llvmx.BarrierInfo {
	b := llvmx.BarrierInfo{ID: id, Count: count, WarpSize: int64(fl.warpSize()), WaveThreads: int64(fl.waveSize())}
	if fl.lw.single() {
		b.WaveThreads = int64(fl.warpSize())
	}
	return b
}

func (fl *fnLowerer) lowerMembar(in *sir.Inst) {
	checkMods(in, "cta", "gl", "sys")
	scope := in.ModIn("cta", "gl", "sys")
	if scope == "" {
		unsupported("membar without a level")
	}
	fl.fence(enum.AtomicOrderingSequentiallyConsistent, syncScope(scope))
}

// lowerFence: fence{.sem}.scope, with .sc as seq_cst and .acq_rel as the
// default semantics.
func (fl *fnLowerer) lowerFence(in *sir.Inst) {
	if in.Has("mbarrier_init") {
		// fence.mbarrier_init.release.cluster orders mbarrier.init before
		// other threads' arrivals; a CTA is a cluster of one on AMD.
		checkMods(in, "mbarrier_init", "release", "cluster")
		fl.fence(enum.AtomicOrderingRelease, "workgroup")
		return
	}
	if r := in.ModIn("sync_restrict::shared::cluster", "sync_restrict::shared::cta"); r != "" {
		// fence.{acquire,release}.sync_restrict::shared::{cluster,cta}.cluster
		// and fence.proxy.async::generic with the same (PTX ISA 8.6, sm_90):
		// a fence restricted to shared-memory accesses, the acquire side
		// for the cluster's shared memory, the release side for the CTA's.
		// A cluster is one workgroup on AMD, so a workgroup fence of that
		// direction (one memory path for the proxies, as below).
		checkMods(in, "proxy", "async::generic", "acquire", "release", r, "cluster")
		sem := in.ModIn("acquire", "release")
		if sem == "" || !in.Has("cluster") || (sem == "acquire") != (r == "sync_restrict::shared::cluster") || in.Has("proxy") != in.Has("async::generic") {
			unsupported("fence .sync_restrict is .acquire.sync_restrict::shared::cluster or .release.sync_restrict::shared::cta, at .cluster scope (with .proxy, .proxy.async::generic)")
		}
		ord := enum.AtomicOrderingAcquire
		if sem == "release" {
			ord = enum.AtomicOrderingRelease
		}
		fl.fence(ord, "workgroup")
		return
	}
	if in.Has("proxy") {
		// fence.proxy.{async,alias,...}: orders generic-proxy accesses with
		// the async/tensor proxies. AMD has one memory path for both, so a
		// workgroup fence is enough.
		checkMods(in, "proxy", "async", "alias", "async.shared::cta", "shared::cta", "shared::cluster", "async.global", "global",
			"tensormap", "generic", "tensormap::generic", "release", "acquire", "cta", "cluster", "gpu", "sys")
		fl.fence(enum.AtomicOrderingAcquireRelease, "workgroup")
		return
	}
	checkMods(in, "sc", "acq_rel", "cta", "cluster", "gpu", "sys")
	scope := in.ModIn("cta", "cluster", "gpu", "sys")
	if scope == "" {
		unsupported("fence without a scope")
	}
	ord := enum.AtomicOrderingAcquireRelease
	if in.Has("sc") {
		ord = enum.AtomicOrderingSequentiallyConsistent
	}
	fl.fence(ord, syncScope(scope))
}

// laneMaskSpecial computes %lanemask_{eq,lt,le,gt,ge} for the warp.
func (fl *fnLowerer) laneMaskSpecial(kind string) value.Value {
	mt := fl.maskType()
	lane := fl.resizeInt(fl.warpLane(), mt, false)
	one := constant.NewInt(mt, 1)
	eq := fl.emit(ir.NewShl(one, lane))
	all := constant.NewInt(mt, -1)
	if fl.warpSize() < int(mt.BitSize) {
		all = constant.NewInt(mt, int64(uint64(1)<<uint(fl.warpSize())-1))
	}
	lt := fl.emit(ir.NewSub(eq, one))
	switch kind {
	case "eq":
		return eq
	case "lt":
		return lt
	case "le":
		return fl.emit(ir.NewOr(lt, eq))
	case "ge":
		return fl.emit(ir.NewAnd(fl.emit(ir.NewXor(lt, constant.NewInt(mt, -1))), all))
	case "gt":
		le := fl.emit(ir.NewOr(lt, eq))
		return fl.emit(ir.NewAnd(fl.emit(ir.NewXor(le, constant.NewInt(mt, -1))), all))
	}
	unsupported("%%lanemask_%s", kind)
	return nil
}
