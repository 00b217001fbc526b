package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Stack allocation (PTX ISA 9.7.17 alloca, stacksave, stackrestore).
//
// AMDGPU has no dynamic stack allocation (LLVM 19 reports "unsupported
// dynamic alloca"), so an alloca needs a constant size: each alloca
// instruction gets one private-memory slot of that size, made in the
// function's entry block, and every execution of the instruction returns
// that slot. That is exact when the memory of one execution is dead when
// the instruction runs again, which is what the stacksave/stackrestore
// pairs that compilers put around an alloca in a loop say. stacksave
// returns 0 and stackrestore does nothing: with one slot per instruction
// there is no stack pointer to move. An alloca with a run-time size is
// rejected with a positioned error.

func init() {
	lowerTable["alloca"] = (*fnLowerer).lowerAlloca
	lowerTable["stacksave"] = (*fnLowerer).lowerStackSave
	lowerTable["stackrestore"] = (*fnLowerer).lowerStackRestore
	documentOp("alloca", ".u32 .u64 with a constant size, optional alignment",
		"one private slot per alloca instruction, reused by each of its executions (exact within stacksave/stackrestore pairs); a run-time size is rejected: AMDGPU has no dynamic stack allocation")
	documentOp("stacksave", ".u32 .u64", "returns 0: allocas have fixed slots, so there is no stack pointer")
	documentOp("stackrestore", ".u32 .u64", "nothing to restore (see alloca)")
}

func (fl *fnLowerer) lowerAlloca(in *sir.Inst) {
	checkMods(in, "local")
	t := instType(in)
	if t != sir.U32 && t != sir.U64 || len(in.Dst) != 1 || len(in.Src) < 1 || len(in.Src) > 2 {
		unsupported("alloca.u32/.u64 d, size{, align}")
	}
	size, ok := in.Src[0].(*sir.Imm)
	if !ok {
		unsupported("alloca with a run-time size: AMDGPU has no dynamic stack allocation (give a constant size)")
	}
	align := uint64(8)
	if len(in.Src) == 2 {
		a, ok := in.Src[1].(*sir.Imm)
		if !ok || a.Bits == 0 || a.Bits&(a.Bits-1) != 0 {
			unsupported("alloca alignment must be a constant power of two")
		}
		align = max(a.Bits, align)
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
	fl.write(in, 0, constant.NewInt(storageType(t).(*types.IntType), 0), t)
}

func (fl *fnLowerer) lowerStackRestore(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t != sir.U32 && t != sir.U64 || len(in.Src) != 1 || len(in.Dst) != 0 {
		unsupported("stackrestore.u32/.u64 a")
	}
	fl.read(in.Src[0], t)
}
