package amdgpu

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/internal/diag"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Shared memory in global memory (Options.SharedInGlobal).
//
// NVIDIA gives a CTA up to 227 KiB of shared memory; an AMD workgroup has
// 64 KiB of LDS on every target ptxamd supports. A kernel named in
// Options.SharedInGlobal keeps its shared memory in a slice of a device
// buffer that the runtime allocates for the launch, one slice per
// workgroup (RATIONALE.md, "Shared memory in global memory").
//
// Shared addresses keep their values: the kernel is lowered as any other
// (its .shared variables and the dynamic array stay LDS globals, so a
// `mov r, smem` or a cvta.to.shared gives the offset it gives in LDS,
// and swizzles computed from those offsets land where they land on the
// H100), and then every access through an LDS pointer is moved to the
// workgroup's slice at the same offset. That happens here, after the
// kernel is lowered, on the LLVM IR, so that no lowering of a memory
// instruction needs to know about it:
//
//   - load, store, atomicrmw and cmpxchg through ptr addrspace(3) p access
//     window + zext(ptrtoint p) in addrspace(1) instead;
//   - addrspacecast from LDS to flat (cvta.shared, the generic address
//     of a .shared variable) gives the flat address of that global byte,
//     and the cast back (cvta.to.shared, ld.shared of a generic address)
//     subtracts the window;
//   - llvm.amdgcn.is.shared (isspacep.shared, and .global's "none of the
//     others") becomes a range test against the workgroup's slice.
//
// The window is the hidden parameter SharedWindowParam: the buffer's
// address (u64), the bytes of one workgroup's slice (u32) and the
// hardware grid's x and y extents (u32 each); slice w, w the linear
// workgroup id, starts at address + w·bytes. Barriers need nothing new:
// bar.sync is an s_barrier between workgroup-scope release and acquire
// fences, and workgroup scope orders global memory as well as LDS
// (AMDGPUUsage, "Memory Model").
//
// The LDS globals stay referenced (through ptrtoint), so the backend
// still reserves the static part in LDS, unused; the dynamic part is
// launched with no LDS.

// SharedWindowParam is the hidden parameter of a kernel lowered with its
// shared memory in global memory: the window buffer's address (u64), the
// bytes of one workgroup's slice (u32), the hardware grid's x and y
// extents in workgroups (u32, u32), and 4 bytes of padding.
const SharedWindowParam = "__ptxamd_shared_window"

// sharedWindowParamSize is the size of SharedWindowParam.
const sharedWindowParamSize = 24

// AllKernels, as the only entry of Options.SharedInGlobal, names every
// kernel of the module (a PTX identifier cannot contain '*').
const AllKernels = "*"

// sharedInGlobal reports whether kernel f keeps its shared memory in
// global memory.
func (lw *lowerer) sharedInGlobal(f *sir.Func) bool {
	if f == nil || !f.Kernel {
		return false
	}
	for _, k := range lw.opts.SharedInGlobal {
		if k == f.Name || k == AllKernels {
			return true
		}
	}
	return false
}

// anySharedInGlobal reports whether some kernel of the module keeps its
// shared memory in global memory.
func (lw *lowerer) anySharedInGlobal() bool {
	for _, f := range lw.sm.Funcs {
		if lw.sharedInGlobal(f) {
			return true
		}
	}
	return false
}

// checkSharedInGlobal reports the kernels of Options.SharedInGlobal the
// module does not define: a misspelt name would otherwise leave a kernel
// in LDS without a word.
func (lw *lowerer) checkSharedInGlobal() {
	var file diag.Pos // the module's file, for the message
	for _, f := range lw.sm.Funcs {
		if f.Pos.File != "" {
			file = diag.Pos{File: f.Pos.File}
			break
		}
	}
	for _, k := range lw.opts.SharedInGlobal {
		if k == AllKernels {
			continue
		}
		if f := lw.funcByName(k); f == nil || !f.Kernel || f.Extern {
			lw.diags.Errorf(file, "shared memory in global memory: the module has no kernel %s", k)
		}
	}
}

// sharedWindowStatic bounds the offset at which the dynamic shared memory
// of any kernel of m starts, wherever a code generator places the static
// LDS variables (each adds at most its alignment less one of padding),
// rounded up to DynamicSharedAlign: with the launch's dynamic bytes added,
// the size of one workgroup's slice of the window.
func sharedWindowStatic(m *ir.Module) int {
	n := 0
	for _, g := range m.Globals {
		if g.AddrSpace != llvmx.Local {
			continue
		}
		size := 0
		if a, ok := g.ContentType.(*types.ArrayType); ok {
			size = int(a.Len) * int(elemBytes(a.ElemType))
		}
		if size > 0 { // the dynamic array (size 0) starts after them
			n += size + max(int(g.Align), 1) - 1
		}
	}
	return sir.AlignUp(n, DynamicSharedAlign)
}

// elemBytes is the size of an LDS global's element (an integer array).
func elemBytes(t types.Type) uint64 {
	if it, ok := t.(*types.IntType); ok {
		return (it.BitSize + 7) / 8
	}
	panic("BUG: amdgpu: shared in global: LDS global of type " + t.String())
}

// sharedToGlobal moves every LDS access of the lowered kernel fl to its
// workgroup's slice of the window.
//
// Needs: the kernel lowered and sealed, with SharedWindowParam among its
// parameters. Guarantees: no load, store, atomic or address-space cast
// through an LDS pointer is left (checkNoLDSAccess checks it); LDS
// pointers remain only as values (offsets).
func (fl *fnLowerer) sharedToGlobal() {
	scratch := &ir.Block{Parent: fl.fn}
	saved := fl.cur
	defer func() { fl.cur = saved }()
	fl.cur = scratch
	take := func() []ir.Instruction {
		insts := scratch.Insts
		scratch.Insts = nil
		return insts
	}

	// The slice: window + (x + gx·(y + gy·z))·bytes, computed once in
	// the entry block, and again before the first use in a block with
	// whole-wave code: there an access may run in whole-wave mode
	// (ldmatrix rows gathered for a one-warp wave64, lower_mma_ldm.go),
	// and the slice must be part of that computation so that the lanes
	// outside the block have it too. The values are uniform; LLVM merges
	// the copies.
	type slice struct{ start, window, bytes value.Value }
	var here *slice
	b := ib{fl}
	hp := fl.kernarg[SharedWindowParam]
	compute := func() *slice {
		field := func(off int64, t *types.IntType) value.Value {
			p := fl.emit(llvmx.NewGEP(types.I8, hp, true, ci(types.I64, off)))
			l := llvmx.NewLoad(t, p)
			l.Align = 4
			return fl.emit(l)
		}
		addr := field(0, types.I64)
		bytes := b.ext(field(8, types.I32), types.I64, false)
		gx := b.ext(field(12, types.I32), types.I64, false)
		gy := b.ext(field(16, types.I32), types.I64, false)
		wg := func(d string) value.Value {
			return b.ext(fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.workgroup.id."+d, types.I32))), types.I64, false)
		}
		linear := b.add(wg("x"), b.mul(gx, b.add(wg("y"), b.mul(gy, wg("z")))))
		start := b.add(addr, b.mul(linear, bytes))
		return &slice{start: start, window: fl.emit(ir.NewIntToPtr(start, llvmx.Ptr(llvmx.Global))), bytes: bytes}
	}
	entry := compute()
	fl.entry.Insts = append(take(), fl.entry.Insts...)
	get := func() *slice {
		if here == nil {
			here = compute()
		}
		return here
	}

	global := func(p value.Value) value.Value {
		off := b.ext(fl.emit(ir.NewPtrToInt(p, types.I32)), types.I64, false)
		return fl.emit(llvmx.NewGEP(types.I8, get().window, true, off))
	}
	isLDS := func(v value.Value) bool {
		pt, ok := v.Type().(*llvmx.PtrType)
		return ok && pt.AddrSpace == llvmx.Local
	}
	replaced := map[value.Value]value.Value{}
	for _, blk := range fl.fn.Blocks {
		here = nil
		if !hasWholeWave(blk) {
			here = entry
		}
		var out []ir.Instruction
		for _, inst := range blk.Insts {
			switch in := inst.(type) {
			case *ir.InstLoad:
				if isLDS(in.Src) {
					in.Src = global(in.Src)
				}
			case *ir.InstStore:
				if isLDS(in.Dst) {
					in.Dst = global(in.Dst)
				}
			case *ir.InstAtomicRMW:
				if isLDS(in.Dst) {
					in.Dst = global(in.Dst)
				}
			case *ir.InstCmpXchg:
				if isLDS(in.Ptr) {
					in.Ptr = global(in.Ptr)
				}
			case *ir.InstAddrSpaceCast:
				switch to := in.To.(*llvmx.PtrType); {
				case isLDS(in.From) && to.AddrSpace == llvmx.Generic:
					in.From = global(in.From)
				case isLDS(in.From):
					panic("BUG: amdgpu: shared in global: cast of an LDS pointer to address space " + to.String())
				case to.AddrSpace == llvmx.Local:
					a := fl.emit(ir.NewPtrToInt(in.From, types.I64))
					off := b.ext(b.sub(a, get().start), types.I32, false)
					out = append(out, take()...)
					replaced[in] = fl.emit(ir.NewIntToPtr(off, llvmx.Ptr(llvmx.Local)))
					out = append(out, take()...)
					continue
				}
			case *ir.InstCall:
				if fn, ok := in.Callee.(*ir.Func); ok && fn.Name() == "llvm.amdgcn.is.shared" {
					a := fl.emit(ir.NewPtrToInt(in.Args[0], types.I64))
					out = append(out, take()...)
					w := get()
					replaced[in] = b.cmp(enum.IPredULT, b.sub(a, w.start), w.bytes)
					out = append(out, take()...)
					continue
				}
				for _, a := range in.Args {
					if isLDS(a) {
						panic("BUG: amdgpu: shared in global: call with an LDS pointer argument")
					}
				}
			}
			out = append(out, take()...)
			out = append(out, inst)
		}
		blk.Insts = out
	}
	if len(replaced) == 0 {
		return
	}
	swap := func(ops []*value.Value) {
		for _, p := range ops {
			if r, ok := replaced[*p]; ok {
				*p = r
			}
		}
	}
	for _, blk := range fl.fn.Blocks {
		for _, inst := range blk.Insts {
			if o, ok := inst.(interface{ Operands() []*value.Value }); ok {
				swap(o.Operands())
			}
		}
		if o, ok := blk.Term.(interface{ Operands() []*value.Value }); ok {
			swap(o.Operands())
		}
	}
}

// hasWholeWave reports whether blk holds whole-wave code (a call of
// llvm.amdgcn.strict.wwm).
func hasWholeWave(blk *ir.Block) bool {
	for _, inst := range blk.Insts {
		if c, ok := inst.(*ir.InstCall); ok {
			if fn, ok := c.Callee.(*ir.Func); ok && strings.HasPrefix(fn.Name(), "llvm.amdgcn.strict.wwm") {
				return true
			}
		}
	}
	return false
}

// checkNoLDSAccess reports the functions other than kernels in
// shared-in-global mode that access LDS when some kernel of the module is
// in that mode: such a function (one left as a call: recursive, or called
// through a pointer) cannot know which window its caller uses.
func (lw *lowerer) checkNoLDSAccess(f *sir.Func, fn *ir.Func) {
	for _, blk := range fn.Blocks {
		for _, inst := range blk.Insts {
			var p value.Value
			switch in := inst.(type) {
			case *ir.InstLoad:
				p = in.Src
			case *ir.InstStore:
				p = in.Dst
			case *ir.InstAtomicRMW:
				p = in.Dst
			case *ir.InstCmpXchg:
				p = in.Ptr
			case *ir.InstAddrSpaceCast:
				p = in.From
				if pt := in.To.(*llvmx.PtrType); pt.AddrSpace == llvmx.Local {
					p = in
				}
			}
			if p == nil {
				continue
			}
			if pt, ok := p.Type().(*llvmx.PtrType); ok && pt.AddrSpace == llvmx.Local {
				if f.Kernel {
					panic("BUG: amdgpu: shared in global: kernel " + f.Name + " still accesses LDS")
				}
				lw.diags.Errorf(f.Pos, "unsupported: function %s accesses shared memory and is not inlined (it is recursive or called through a pointer), in a module whose kernels keep shared memory in global memory: it cannot know its caller's window", f.Name)
				return
			}
		}
	}
}
