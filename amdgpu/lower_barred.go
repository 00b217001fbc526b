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

// barRedCounter is the LDS word that bar.red reduces into.
const barRedCounter = "__ptxamd.bar_red"

// usesBarRed reports whether f contains bar.red / barrier.red.
func usesBarRed(f *sir.Func) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if (in.Op == "bar" || in.Op == "barrier") && in.Has("red") {
				return true
			}
		}
	}
	return false
}

// barRedWord returns the LDS counter, declaring it once.
func (lw *lowerer) barRedWord() value.Value {
	g, ok := lw.globals[barRedCounter]
	if !ok {
		g = lw.mod.NewGlobalDef(barRedCounter, constant.NewUndef(types.I32))
		g.Linkage = enum.LinkageInternal
		g.AddrSpace = llvmx.Local
		g.Align = 4
		lw.globals[barRedCounter] = g
	}
	return llvmx.GlobalRef(g)
}

// firstThread is true in the block's thread (0, 0, 0).
func (fl *fnLowerer) firstThread() value.Value {
	var any value.Value = constant.False
	for _, d := range []string{"x", "y", "z"} {
		id := fl.callIntrinsic("llvm.amdgcn.workitem.id."+d, types.I32)
		nz := fl.emit(ir.NewICmp(enum.IPredNE, id, constant.NewInt(types.I32, 0)))
		any = fl.emit(ir.NewOr(any, nz))
	}
	return fl.emit(ir.NewXor(any, constant.True))
}

// storeIf stores v to p in the lanes where cond holds.
func (fl *fnLowerer) storeIf(cond value.Value, v, p value.Value) {
	then := fl.newBlock("store")
	cont := fl.newBlock("cont")
	fl.cur.NewCondBr(cond, then, cont)
	fl.cur = then
	st := llvmx.NewStore(v, p)
	st.Align = 4
	fl.add(st)
	fl.cur.NewBr(cont)
	fl.cur = cont
}

// barRedPrologue zeroes the counter before any bar.red of the kernel.
func (fl *fnLowerer) barRedPrologue() {
	fl.storeIf(fl.firstThread(), constant.NewInt(types.I32, 0), fl.lw.barRedWord())
	fl.workgroupBarrier()
}

// lowerBarRed: bar{.cta}.red.popc.u32 d, a{, b}, {!}c and
// bar{.cta}.red.{and,or}.pred p, a{, b}, {!}c (PTX ISA 9.7.13.1). Each wave
// adds its count of lanes to an LDS word; after a barrier every thread
// reads the total; after a second one the first thread clears it, and a
// third makes the cleared word visible before the next reduction.
func (fl *fnLowerer) lowerBarRed(in *sir.Inst) {
	checkMods(in, "red", "popc", "and", "or", "cta", "sync", "aligned")
	if fl.cluster != nil {
		unsupported("bar.red in a kernel with thread-block clusters of several CTAs")
	}
	op := in.ModIn("popc", "and", "or")
	if op == "" {
		unsupported("bar.red without .popc, .and or .or")
	}
	if !fl.sf.Kernel {
		unsupported("bar.red in a .func that was not inlined")
	}
	if len(in.Src) != 2 {
		unsupported("bar.red with a thread count")
	}
	if _, ok := in.Src[0].(*sir.Imm); !ok {
		unsupported("bar.red with a register barrier id")
	}
	c := fl.src(in, 1, sir.Pred)
	count := c
	if op == "and" {
		count = fl.emit(ir.NewXor(c, constant.True)) // count the false lanes
	}
	wt := fl.waveMaskType()
	ctpop := "llvm.ctpop.i64"
	if wt == types.I32 {
		ctpop = "llvm.ctpop.i32"
	}
	n := fl.emit(ir.NewCall(fl.lw.intrinsic(ctpop, wt, wt), fl.ballot(count)))
	n32 := fl.resizeInt(n, types.I32, false)
	// The wave's first active lane adds the wave's count.
	leader := fl.waveLeader(fl.ballot(constant.True))
	word := fl.lw.barRedWord()
	then := fl.newBlock("barred.add")
	cont := fl.newBlock("barred.sum")
	fl.cur.NewCondBr(leader, then, cont)
	fl.cur = then
	fl.add(llvmx.NewAtomicRMW(enum.AtomicOpAdd, word, n32, enum.AtomicOrderingMonotonic, "workgroup"))
	fl.cur.NewBr(cont)
	fl.cur = cont
	fl.workgroupBarrier()
	ld := llvmx.NewLoad(types.I32, word)
	ld.Align = 4
	fl.add(ld)
	fl.workgroupBarrier()
	fl.storeIf(fl.firstThread(), constant.NewInt(types.I32, 0), word)
	fl.workgroupBarrier()
	switch op {
	case "popc":
		fl.write(in, 0, ld, sir.U32)
	case "and":
		fl.write(in, 0, fl.emit(ir.NewICmp(enum.IPredEQ, ld, constant.NewInt(types.I32, 0))), sir.Pred)
	case "or":
		fl.write(in, 0, fl.emit(ir.NewICmp(enum.IPredNE, ld, constant.NewInt(types.I32, 0))), sir.Pred)
	}
}

// namedBarriers is the LDS array of software barriers that bar.sync with a
// thread count and bar.arrive use: 16 ids, each {arrived, generation}.
const namedBarriers = "__ptxamd.named_bar"

// usesNamedBar reports whether f has a bar.sync/barrier.sync with a thread
// count or a bar.arrive/barrier.arrive.
func usesNamedBar(f *sir.Func) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if (in.Op == "bar" || in.Op == "barrier") && !in.Has("red") && !in.Has("warp") && !in.Has("cluster") &&
				(in.Has("arrive") || len(in.Src) > 1) {
				return true
			}
		}
	}
	return false
}

func (lw *lowerer) namedBarArray() value.Value {
	g, ok := lw.globals[namedBarriers]
	if !ok {
		g = lw.mod.NewGlobalDef(namedBarriers, constant.NewUndef(types.NewArray(32, types.I32)))
		g.Linkage = enum.LinkageInternal
		g.AddrSpace = llvmx.Local
		g.Align = 8
		lw.globals[namedBarriers] = g
	}
	return llvmx.GlobalRef(g)
}

// namedBarPrologue zeroes the software barriers before their first use.
func (fl *fnLowerer) namedBarPrologue() {
	arr := fl.lw.namedBarArray()
	then := fl.newBlock("namedbar.init")
	cont := fl.newBlock("cont")
	fl.cur.NewCondBr(fl.firstThread(), then, cont)
	fl.cur = then
	for i := 0; i < 32; i++ {
		p := fl.emit(llvmx.NewGEP(types.I32, arr, true, constant.NewInt(types.I32, int64(i))))
		st := llvmx.NewStore(constant.NewInt(types.I32, 0), p)
		st.Align = 4
		fl.add(st)
	}
	fl.cur.NewBr(cont)
	fl.cur = cont
	fl.workgroupBarrier()
}

// lowerNamedBar: bar{.cta}.sync a, b / barrier{.cta}.sync{.aligned} a, b
// with a thread count, and bar{.cta}.arrive a, b (PTX ISA 9.7.13.1). AMD
// has one hardware barrier for the whole workgroup, so these are software
// barriers in LDS: each arriving warp adds its 32 threads (PTX counts whole
// warps) to the barrier's counter; the warp that completes the count takes
// it back and advances the generation, which the waiting warps spin on.
// Arrival releases the warp's earlier writes; leaving a sync acquires the
// others'.
func (fl *fnLowerer) lowerNamedBar(in *sir.Inst) {
	checkMods(in, "sync", "arrive", "cta", "aligned")
	if fl.cluster != nil {
		unsupported("named barrier %s in a kernel with thread-block clusters of several CTAs", in.Op)
	}
	wait := !in.Has("arrive")
	if len(in.Src) < 1 || len(in.Src) > 2 {
		unsupported("bar takes an id and an optional thread count")
	}
	id := fl.src(in, 0, sir.U32)
	var count value.Value
	if len(in.Src) == 2 {
		count = fl.src(in, 1, sir.U32)
	} else if ws := int64(fl.warpSize()); fl.lw.single() {
		// No count, warp mode single: every PTX warp of the block, which
		// has a wave64 of its own (the hardware block is 64 threads a warp).
		count = fl.emit(ir.NewMul(fl.emit(ir.NewUDiv(fl.blockThreads(), constant.NewInt(types.I32, int64(fl.waveSize())))), constant.NewInt(types.I32, ws)))
	} else {
		// No count: every thread of the block, in whole warps.
		n := fl.emit(ir.NewAdd(fl.blockThreads(), constant.NewInt(types.I32, ws-1)))
		count = fl.emit(ir.NewMul(fl.emit(ir.NewUDiv(n, constant.NewInt(types.I32, ws))), constant.NewInt(types.I32, ws)))
	}
	// Threads this wave brings: 32 for each PTX warp with an active lane.
	wt := fl.waveMaskType()
	active := fl.ballot(constant.True)
	var inc value.Value = constant.NewInt(types.I32, 0)
	ws := fl.warpSize()
	for base := 0; base < fl.waveSize(); base += ws {
		m := uint64(1)<<uint(ws) - 1
		if ws == 64 {
			m = ^uint64(0)
		}
		part := fl.emit(ir.NewAnd(active, intConst(wt, m<<uint(base))))
		any := fl.emit(ir.NewICmp(enum.IPredNE, part, constant.NewInt(wt, 0)))
		inc = fl.emit(ir.NewAdd(inc, fl.emit(ir.NewSelect(any, constant.NewInt(types.I32, int64(ws)), constant.NewInt(types.I32, 0)))))
	}
	arr := fl.lw.namedBarArray()
	slot := fl.emit(ir.NewShl(fl.emit(ir.NewAnd(id, constant.NewInt(types.I32, 15))), constant.NewInt(types.I32, 1)))
	counter := fl.emit(llvmx.NewGEP(types.I32, arr, true, slot))
	genPtr := fl.emit(llvmx.NewGEP(types.I32, arr, true, fl.emit(ir.NewAdd(slot, constant.NewInt(types.I32, 1)))))
	// The wave's first active lane does the bookkeeping for the wave.
	leader := fl.waveLeader(active)
	lead := fl.newBlock("namedbar.lead")
	done := fl.newBlock("namedbar.done")
	fl.cur.NewCondBr(leader, lead, done)
	fl.cur = lead
	g0 := llvmx.NewLoad(types.I32, genPtr)
	g0.Atomic, g0.Ordering, g0.SyncScope, g0.Align = true, enum.AtomicOrderingAcquire, "workgroup", 4
	fl.add(g0)
	old := fl.emit(llvmx.NewAtomicRMW(enum.AtomicOpAdd, counter, inc, enum.AtomicOrderingAcquireRelease, "workgroup"))
	complete := fl.emit(ir.NewICmp(enum.IPredUGE, fl.emit(ir.NewAdd(old, inc)), count))
	last := fl.newBlock("namedbar.last")
	waitB := fl.newBlock("namedbar.wait")
	fl.cur.NewCondBr(complete, last, waitB)
	fl.cur = last
	fl.add(llvmx.NewAtomicRMW(enum.AtomicOpSub, counter, count, enum.AtomicOrderingMonotonic, "workgroup"))
	fl.add(llvmx.NewAtomicRMW(enum.AtomicOpAdd, genPtr, constant.NewInt(types.I32, 1), enum.AtomicOrderingRelease, "workgroup"))
	fl.cur.NewBr(done)
	fl.cur = waitB
	if !wait {
		fl.cur.NewBr(done)
	} else {
		spin := fl.newBlock("namedbar.spin")
		fl.cur.NewBr(spin)
		fl.cur = spin
		// The emulator knows the spin by this metadata: warps that all
		// spin (or wait at other barriers) hang on NVIDIA GPUs.
		info := fl.barrierInfo(-1, -1)
		if imm, ok := in.Src[0].(*sir.Imm); ok {
			info.ID = int64(imm.Bits)
		}
		if len(in.Src) == 2 {
			if imm, ok := in.Src[1].(*sir.Imm); ok {
				info.Count = int64(imm.Bits)
			}
		} else {
			info.Count = 0 // the whole block
		}
		sleep := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.s.sleep", types.Void, types.I32), constant.NewInt(types.I32, 1))
		sleep.Metadata = append(sleep.Metadata, llvmx.BarrierMD(llvmx.MDBarrierWait, info))
		fl.add(sleep)
		g := llvmx.NewLoad(types.I32, genPtr)
		g.Atomic, g.Ordering, g.SyncScope, g.Align = true, enum.AtomicOrderingAcquire, "workgroup", 4
		fl.add(g)
		same := fl.emit(ir.NewICmp(enum.IPredEQ, g, g0))
		fl.cur.NewCondBr(same, spin, done)
	}
	fl.cur = done
	fl.fence(enum.AtomicOrderingAcquire, "workgroup")
}

// waveLeader is true in the lowest lane of the wave ballot active (the
// lane that does a wave's share of a block-wide operation).
func (fl *fnLowerer) waveLeader(active value.Value) value.Value {
	wt := fl.waveMaskType()
	cttz := "llvm.cttz.i64"
	if wt == types.I32 {
		cttz = "llvm.cttz.i32"
	}
	first := fl.resizeInt(fl.emit(ir.NewCall(fl.lw.intrinsic(cttz, wt, wt, types.I1), active, constant.True)), types.I32, false)
	return fl.emit(ir.NewICmp(enum.IPredEQ, fl.laneInWave(), first))
}
