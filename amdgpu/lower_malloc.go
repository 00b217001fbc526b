package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/internal/devheap"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Device-side malloc and free (CUDA's, declared .extern by nvcc for
// malloc, free, new and delete in device code, and defined by no module:
// sir.DeviceBuiltins).
//
// A module that calls malloc gets the variable HeapGlobal, which the
// runtime sets to the address of the heap it allocates (layout in package
// devheap) before a launch. A module variable rather than a kernel
// parameter, because nvcc calls malloc and free from functions that are
// not inlined into a kernel, such as virtual destructors. malloc(size)
// rounds size up to devheap.Align, takes that much with one atomic add on
// the heap's used count and returns the generic address of the bytes when
// they end within the heap's capacity, else NULL (also when no heap was
// set, as on a runtime that does not know ptxamd's heap), per thread.
// free does nothing: an allocation is never handed out twice, so a
// pointer stays valid as long as the heap.

// HeapGlobal is the module variable that holds the device heap's
// address (64 bits; 0 until the runtime sets it).
const HeapGlobal = "__ptxamd_heap"

// heapGlobal returns the module's HeapGlobal, defining it at first use.
func (lw *lowerer) heapGlobal() *ir.Global {
	if g, ok := lw.globals[HeapGlobal]; ok {
		return g
	}
	g := lw.mod.NewGlobalDef(HeapGlobal, constant.NewInt(types.I64, 0))
	g.AddrSpace = llvmx.Global
	g.Visibility = enum.VisibilityProtected
	g.Align = 8
	lw.globals[HeapGlobal] = g
	return g
}

// lowerMalloc: call (ret), malloc, (size).
func (fl *fnLowerer) lowerMalloc(in *sir.Inst) {
	b := ib{fl}
	i64 := types.I64
	size := fl.paramI64(in.Src[1])
	rounded := b.and(b.add(size, ci(i64, devheap.Align-1)), ci(i64, -devheap.Align))
	base := fl.load1(llvmx.GlobalRef(fl.lw.heapGlobal()), 0, i64, 8)
	pre := fl.cur
	take, done := fl.newBlock("malloc.take"), fl.newBlock("malloc.done")
	fl.cur.NewCondBr(b.cmp(enum.IPredNE, base, ci(i64, 0)), take, done)

	fl.cur = take
	heap := fl.emit(ir.NewIntToPtr(base, llvmx.Ptr(llvmx.Global)))
	off := fl.emit(llvmx.NewAtomicRMW(enum.AtomicOpAdd, heap, rounded, enum.AtomicOrderingMonotonic, "agent"))
	capacity := fl.load1(heap, devheap.OffCapacity, i64, 8)
	end := b.add(off, rounded)
	// rounded < size: a size within 15 bytes of 2^64 wrapped; end < off:
	// the used count wrapped.
	fits := b.and(b.and(b.cmp(enum.IPredULE, end, capacity), b.cmp(enum.IPredUGE, rounded, size)), b.cmp(enum.IPredUGE, end, off))
	addr := fl.emit(ir.NewSelect(fits, b.add(b.add(base, ci(i64, devheap.HeaderSize)), off), ci(i64, 0)))
	taken := fl.cur
	fl.cur.NewBr(done)

	fl.cur = done
	ret := &ir.InstPhi{Typ: i64, Incs: []*ir.Incoming{ir.NewIncoming(ci(i64, 0), pre), ir.NewIncoming(addr, taken)}}
	fl.add(ret)
	s := llvmx.NewStore(ret, fl.kernargPtr(in.Dst[0].(*sir.Sym).Name, 0))
	s.Align = 8
	fl.add(s)
}
