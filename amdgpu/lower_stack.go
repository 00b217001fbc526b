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

// Stack allocation (PTX ISA 9.7.17 alloca, stacksave, stackrestore).
//
// AMDGPU has no dynamic stack allocation (LLVM 19 reports "unsupported
// dynamic alloca"). An alloca of constant size gets one private-memory
// slot of that size, made in the function's entry block, and every
// execution of the instruction returns that slot. That is exact when the
// memory of one execution is dead when the instruction runs again, which
// is what the stacksave/stackrestore pairs that compilers put around an
// alloca in a loop say.
//
// An alloca of run-time size (clang's __builtin_alloca, a C99 VLA in
// device code) takes its block from a private arena of DynStackBytes the
// function gets in its entry block, at an offset the function keeps: the
// arena is the frame's, so its blocks are freed when the function
// returns, as a stack's are. In such a function stacksave returns that
// offset and stackrestore sets it back, so a loop's save/alloca/restore
// reuses the same bytes. An allocation past the arena's end traps, where
// NVIDIA's stack overflows (its default stack is 1 KiB per thread for all
// frames together). In functions without one, stacksave returns 0 and
// stackrestore does nothing: there is no stack pointer to move.

// DynStackBytes is the private memory each function with an alloca of
// run-time size has for those allocations.
const DynStackBytes = 4096

func init() {
	lowerTable["alloca"] = (*fnLowerer).lowerAlloca
	lowerTable["stacksave"] = (*fnLowerer).lowerStackSave
	lowerTable["stackrestore"] = (*fnLowerer).lowerStackRestore
	documentOp("alloca", ".u32 .u64, constant or run-time size, optional alignment",
		"a constant size: one private slot per alloca instruction, reused by each of its executions (exact within stacksave/stackrestore pairs); a run-time size: a block of a 4 KiB private arena per function call, freed at return (a trap past its end, where NVIDIA's stack overflows)")
	documentOp("stacksave", ".u32 .u64", "the arena's offset in a function with run-time allocas (see alloca), else 0")
	documentOp("stackrestore", ".u32 .u64", "sets the arena's offset back in a function with run-time allocas, else nothing")
}

// hasDynAlloca reports whether the function has an alloca of run-time
// size.
func (fl *fnLowerer) hasDynAlloca() bool {
	if fl.dynAllocas == 0 {
		fl.dynAllocas = 1
		for _, b := range fl.sf.Blocks {
			for _, in := range b.Insts {
				if in.Op == "alloca" && len(in.Src) > 0 {
					if _, ok := in.Src[0].(*sir.Imm); !ok {
						fl.dynAllocas = 2
						if len(in.Src) == 2 {
							if a, ok := in.Src[1].(*sir.Imm); ok && a.Bits <= DynStackBytes {
								fl.dynAlign = max(fl.dynAlign, a.Bits)
							}
						}
					}
				}
			}
		}
	}
	return fl.dynAllocas == 2
}

// dynStack returns the function's arena and the private word holding
// its offset, made in the entry block on first use.
func (fl *fnLowerer) dynStack() (arena, sp value.Value) {
	if fl.dynArena == nil {
		fl.hasDynAlloca()
		a := llvmx.NewAlloca(types.NewArray(DynStackBytes, types.I8), nil, llvmx.Private)
		a.Align = ir.Align(max(16, fl.dynAlign)) // offsets aligned in it are aligned addresses
		o := llvmx.NewAlloca(types.I32, nil, llvmx.Private)
		o.Align = 4
		st := llvmx.NewStore(constant.NewInt(types.I32, 0), o)
		st.Align = 4
		fl.entry.Insts = append([]ir.Instruction{a, o, st}, fl.entry.Insts...)
		fl.dynArena, fl.dynSP = a, o
	}
	return fl.dynArena, fl.dynSP
}

// lowerDynAlloca takes size bytes aligned to align from the arena.
func (fl *fnLowerer) lowerDynAlloca(in *sir.Inst, t sir.Type, align uint64) {
	arena, sp := fl.dynStack()
	size := fl.resizeInt(fl.read(in.Src[0], t), types.I64, false)
	off := llvmx.NewLoad(types.I32, sp)
	off.Align = 4
	fl.add(off)
	start := fl.emit(ir.NewAnd(fl.emit(ir.NewAdd(off, constant.NewInt(types.I32, int64(align-1)))), constant.NewInt(types.I32, -int64(align))))
	start64 := fl.emit(ir.NewZExt(start, types.I64))
	end := fl.emit(ir.NewAdd(start64, size))
	// start may pass the end by the alignment, and a huge size would wrap
	// start + size: the size must fit in what is left.
	limit := constant.NewInt(types.I64, DynStackBytes)
	inside := fl.emit(ir.NewICmp(enum.IPredULE, start64, limit))
	left := fl.emit(ir.NewSub(limit, start64))
	fits := fl.emit(ir.NewAnd(inside, fl.emit(ir.NewICmp(enum.IPredULE, size, left))))
	ok, over := fl.newBlock("alloca.ok"), fl.newBlock("alloca.overflow")
	fl.cur.NewCondBr(fits, ok, over)
	fl.cur = over
	fl.trap()
	fl.cur = ok
	st := llvmx.NewStore(fl.emit(ir.NewTrunc(end, types.I32)), sp)
	st.Align = 4
	fl.add(st)
	p := fl.emit(ir.NewAdd(fl.emit(ir.NewPtrToInt(arena, types.I32)), start))
	fl.write(in, 0, fl.resizeInt(p, storageType(t), false), t)
}

func (fl *fnLowerer) lowerAlloca(in *sir.Inst) {
	checkMods(in, "local")
	t := instType(in)
	if t != sir.U32 && t != sir.U64 || len(in.Dst) != 1 || len(in.Src) < 1 || len(in.Src) > 2 {
		unsupported("alloca.u32/.u64 d, size{, align}")
	}
	align := uint64(8)
	if len(in.Src) == 2 {
		a, ok := in.Src[1].(*sir.Imm)
		if !ok || a.Bits == 0 || a.Bits&(a.Bits-1) != 0 {
			// LLVM 19's NVPTX back end writes 0 for an alloca of run-time
			// size aligned below 16 bytes, which ptxas refuses too.
			unsupported("alloca alignment must be a constant power of two")
		}
		align = max(a.Bits, align)
	}
	size, ok := in.Src[0].(*sir.Imm)
	if !ok {
		if align > DynStackBytes {
			unsupported("alloca alignment %d is larger than the %d-byte arena of run-time allocas", align, DynStackBytes)
		}
		fl.lowerDynAlloca(in, t, align)
		return
	}
	a := llvmx.NewAlloca(types.NewArray(max(size.Bits, 1), types.I8), nil, llvmx.Private)
	a.Align = ir.Align(align)
	fl.entry.Insts = append([]ir.Instruction{a}, fl.entry.Insts...)
	p := fl.emit(ir.NewPtrToInt(a, types.I32))
	fl.write(in, 0, fl.resizeInt(p, storageType(t), false), t)
}

func (fl *fnLowerer) lowerStackSave(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t != sir.U32 && t != sir.U64 || len(in.Dst) != 1 || len(in.Src) != 0 {
		unsupported("stacksave.u32/.u64 d")
	}
	if !fl.hasDynAlloca() {
		fl.write(in, 0, constant.NewInt(storageType(t).(*types.IntType), 0), t)
		return
	}
	_, sp := fl.dynStack()
	off := llvmx.NewLoad(types.I32, sp)
	off.Align = 4
	fl.add(off)
	fl.write(in, 0, fl.resizeInt(off, storageType(t), false), t)
}

func (fl *fnLowerer) lowerStackRestore(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t != sir.U32 && t != sir.U64 || len(in.Src) != 1 || len(in.Dst) != 0 {
		unsupported("stackrestore.u32/.u64 a")
	}
	v := fl.read(in.Src[0], t)
	if !fl.hasDynAlloca() {
		return
	}
	_, sp := fl.dynStack()
	st := llvmx.NewStore(fl.resizeInt(v, types.I32, false), sp)
	st.Align = 4
	fl.add(st)
}
