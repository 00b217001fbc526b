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
	active := fl.ballot(constant.True)
	cttz := "llvm.cttz.i64"
	if wt == types.I32 {
		cttz = "llvm.cttz.i32"
	}
	first := fl.resizeInt(fl.emit(ir.NewCall(fl.lw.intrinsic(cttz, wt, wt, types.I1), active, constant.True)), types.I32, false)
	leader := fl.emit(ir.NewICmp(enum.IPredEQ, fl.laneInWave(), first))
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
