package amdgpu

import (
	"encoding/binary"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/internal/devprintf"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Device printf and assert (CUDA's vprintf and __assertfail, declared
// .extern by nvcc and defined by no module: sir.DeviceBuiltins).
//
// A kernel that calls either (after inlining, so also through the .funcs
// it calls) gets the hidden parameter PrintfParam: the address of the
// FIFO the runtime allocates for the launch (layout in package
// devprintf). Each call is lowered inline, per thread, so every active
// lane of a divergent branch writes its own record and the inactive ones
// none, in every warp mode:
//
//   - vprintf(format, args): the format must be, statically, a string
//     constant of the module (the generic address of a .global or .const
//     variable, traced through mov, cvta and add of a constant; nvcc always
//     passes one). It is parsed at translation time: its argument layout
//     says how many bytes of the argument buffer to copy and which
//     arguments are %s strings. The thread measures each string (at most
//     devprintf.MaxString bytes), reserves its record with one atomic add,
//     and writes the format (as constants), the argument bytes and the
//     strings; a record that does not fit is counted as dropped. It
//     returns the number of arguments, or -1 for a NULL format.
//   - __assertfail(message, file, line, function, charSize) writes an
//     assert record (with %ctaid and %tid as PTX sees them), counts the
//     assertion and ends the wave (s_endpgm): the runtime then fails the
//     launch, as CUDA does ("device-side assert triggered"). Ending the
//     wave rather than trapping keeps the FIFO readable on every runtime.

// PrintfParam is the hidden parameter of a kernel that calls vprintf or
// __assertfail: the 64-bit address of the launch's printf FIFO.
const PrintfParam = "__ptxamd_printf"

// callsDeviceBuiltin reports whether f calls one of the named device
// built-ins.
func (lw *lowerer) callsDeviceBuiltin(f *sir.Func, names ...string) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Op != "call" || len(in.Src) == 0 {
				continue
			}
			if s, ok := in.Src[0].(*sir.Sym); ok && s.Kind == sir.SymFunc {
				if g := lw.funcByName(s.Name); g != nil && sir.IsDeviceBuiltin(g) && slices.Contains(names, g.Name) {
					return true
				}
			}
		}
	}
	return false
}

// builtinSignatures are the parameter sizes nvcc declares the built-ins
// with: returns, then parameters.
var builtinSignatures = map[string][2][]int{
	"vprintf":      {{4}, {8, 8}},
	"__assertfail": {nil, {8, 8, 4, 8, 8}},
	"malloc":       {{8}, {8}},
	"free":         {nil, {8}},
}

// checkBuiltinDecl reports a declaration of a built-in whose parameters
// are not CUDA's.
func (lw *lowerer) checkBuiltinDecl(f *sir.Func) {
	sig := builtinSignatures[f.Name]
	ok := len(f.Returns) == len(sig[0]) && len(f.Params) == len(sig[1])
	for i, p := range f.Returns {
		ok = ok && i < len(sig[0]) && p.Size() == sig[0][i] && !p.Reg
	}
	for i, p := range f.Params {
		ok = ok && i < len(sig[1]) && p.Size() == sig[1][i] && !p.Reg
	}
	if !ok {
		lw.diags.Errorf(f.Pos, "unsupported: .extern .func %s is declared with parameters other than CUDA's (%d results of %v bytes, %d parameters of %v bytes, all .param)",
			f.Name, len(sig[0]), sig[0], len(sig[1]), sig[1])
	}
}

// lowerBuiltinCall lowers a call of vprintf, __assertfail, malloc or free.
func (fl *fnLowerer) lowerBuiltinCall(in *sir.Inst, callee *sir.Func) {
	if !fl.sf.Kernel && callee.Name != "malloc" && callee.Name != "free" {
		unsupported("%s in .func %s, which is not inlined (it is recursive, or the module outgrew the inlining budget): the printf FIFO is a kernel parameter", callee.Name, fl.sf.Name)
	}
	if len(in.Dst) != len(callee.Returns) || len(in.Src)-1 != len(callee.Params) {
		unsupported("call of %s with %d returns and %d arguments, it takes %d and %d",
			callee.Name, len(in.Dst), len(in.Src)-1, len(callee.Returns), len(callee.Params))
	}
	switch callee.Name {
	case "vprintf":
		fl.lowerVprintf(in)
	case "__assertfail":
		fl.lowerAssertfail(in)
	case "malloc":
		fl.lowerMalloc(in)
	case "free":
		// The heap hands out each allocation once (lower_malloc.go).
	}
}

// lowerVprintf: call (ret), vprintf, (format, args).
func (fl *fnLowerer) lowerVprintf(in *sir.Inst) {
	format, null := fl.staticString(in, in.Src[1])
	ret := fl.kernargPtr(in.Dst[0].(*sir.Sym).Name, 0)
	if null {
		fl.storeI32(ret, -1)
		return
	}
	f := devprintf.Compile(format)
	args := fl.paramI64(in.Src[2])
	b := ib{fl}
	// The strings first: their lengths make the record's size.
	var strs []printfStr
	for _, a := range f.Args {
		if a.Kind == devprintf.ArgString {
			p := fl.loadGeneric(types.I64, b.add(args, ci(types.I64, int64(a.Offset))), 8)
			strs = append(strs, fl.measure(p))
		}
	}
	fixed := devprintf.RecordHeader + devprintf.Pad8(len(format)) + devprintf.Pad8(f.ArgBytes)
	fl.printfRecord(fixed, strs, false, func(rec value.Value) {
		le := binary.LittleEndian
		head := le.AppendUint32(nil, devprintf.KindPrintf)
		head = le.AppendUint32(head, uint32(len(format)))
		head = le.AppendUint32(head, uint32(f.ArgBytes))
		fl.storeConstBytes(rec, 4, head)
		fl.storeConstBytes(rec, devprintf.RecordHeader, []byte(format))
		at := devprintf.RecordHeader + devprintf.Pad8(len(format))
		for _, a := range f.Args {
			t := types.NewInt(uint64(8 * a.Size))
			v := fl.loadGeneric(t, b.add(args, ci(types.I64, int64(a.Offset))), a.Size)
			fl.store1(rec, int64(at+a.Offset), v, a.Size)
		}
	})
	fl.storeI32(ret, int64(len(f.Args)))
}

// lowerAssertfail: call __assertfail, (message, file, line, function,
// charSize).
func (fl *fnLowerer) lowerAssertfail(in *sir.Inst) {
	msg, file := fl.paramI64(in.Src[1]), fl.paramI64(in.Src[2])
	line := fl.loadPrivate(types.I32, in.Src[3])
	fn := fl.paramI64(in.Src[4])
	var ids []value.Value
	for _, n := range []string{"ctaid.x", "ctaid.y", "ctaid.z", "tid.x", "tid.y", "tid.z"} {
		ids = append(ids, fl.special(&sir.Special{Name: n}))
	}
	strs := []printfStr{fl.measure(msg), fl.measure(file), fl.measure(fn)}
	fixed := devprintf.RecordHeader + devprintf.AssertIDs
	fl.printfRecord(fixed, strs, true, func(rec value.Value) {
		fl.storeConstBytes(rec, 4, binary.LittleEndian.AppendUint32(nil, devprintf.KindAssert))
		fl.store1(rec, 8, line, 4)
		fl.store1(rec, 12, ci(types.I32, 0), 4)
		for i, v := range ids {
			fl.store1(rec, int64(devprintf.RecordHeader+4*i), v, 4)
		}
	})
	// The thread stops here, and with it its wave; the launch fails.
	// The branch on a constant keeps the rest of the PTX block (a trap,
	// or whatever nvcc placed after the noreturn call) reachable in form,
	// so that it lowers as usual; LLVM deletes it.
	end := fl.newBlock("assert.end")
	cont := fl.newBlock("assert.cont")
	fl.cur.NewCondBr(constant.True, end, cont)
	fl.cur = end
	fl.add(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.endpgm", types.Void)))
	fl.cur.NewUnreachable()
	fl.cur = cont
}

// printfStr is a string argument: its generic address and its length (0
// for NULL, at most MaxString), and whether it is NULL.
type printfStr struct {
	ptr, len, null value.Value
}

// printfRecord reserves a record of fixed bytes plus the strings in the
// FIFO and, when it fits, calls body to write the fixed part at rec
// (ptr addrspace(1)) and then writes the size and the strings; otherwise
// it counts the record as dropped. assert counts an assertion too.
func (fl *fnLowerer) printfRecord(fixed int, strs []printfStr, assert bool, body func(rec value.Value)) {
	b := ib{fl}
	i64 := types.I64
	size := ci(i64, int64(fixed))
	for _, s := range strs {
		n := b.ext(s.len, i64, false)
		size = b.add(size, b.and(b.add(n, ci(i64, devprintf.StringHeader+7)), ci(i64, -8)))
	}
	fifo := fl.fifoBase()
	off := fl.emit(llvmx.NewAtomicRMW(enum.AtomicOpAdd, fifo, size, enum.AtomicOrderingMonotonic, "agent"))
	if assert {
		fl.emit(llvmx.NewAtomicRMW(enum.AtomicOpAdd, fl.offsetPtr(fifo, devprintf.OffAsserts), ci(types.I32, 1), enum.AtomicOrderingMonotonic, "agent"))
	}
	capacity := b.ext(fl.load1(fifo, devprintf.OffCapacity, types.I32, 4), i64, false)
	// off+size cannot wrap: used grows by at most a few KiB per thread.
	fits := b.cmp(enum.IPredULE, b.add(off, size), capacity)
	write, drop, done := fl.newBlock("printf.write"), fl.newBlock("printf.drop"), fl.newBlock("printf.done")
	fl.cur.NewCondBr(fits, write, drop)

	fl.cur = drop
	fl.emit(llvmx.NewAtomicRMW(enum.AtomicOpAdd, fl.offsetPtr(fifo, devprintf.OffDropped), ci(types.I32, 1), enum.AtomicOrderingMonotonic, "agent"))
	fl.cur.NewBr(done)

	fl.cur = write
	rec := fl.offsetPtr(fl.bytePtr(fifo, off), devprintf.HeaderSize)
	fl.store1(rec, 0, fl.emit(ir.NewTrunc(size, types.I32)), 4)
	body(rec)
	at := ci(i64, int64(fixed))
	for _, s := range strs {
		n := fl.emit(ir.NewSelect(s.null, ci(types.I32, devprintf.NullString), s.len))
		dst := fl.bytePtr(rec, at)
		fl.store1(dst, 0, n, 4)
		fl.store1(dst, 4, ci(types.I32, 0), 4)
		fl.copyString(fl.offsetPtr(dst, devprintf.StringHeader), s.ptr, s.len)
		n64 := b.ext(s.len, i64, false)
		at = b.add(at, b.and(b.add(n64, ci(i64, devprintf.StringHeader+7)), ci(i64, -8)))
	}
	fl.cur.NewBr(done)
	fl.cur = done
}

// measure emits the length of the NUL-terminated string at generic
// address p, at most MaxString; 0 (and null set) for a NULL pointer.
//
//	pre:  br p == 0, done, head
//	head: n = phi [0, pre], [n+1, body]; br n == MaxString, done, body
//	body: c = load i8 p+n; br c != 0, head, done
//	done: len = phi [0, pre], [n, head], [n, body]
func (fl *fnLowerer) measure(p value.Value) printfStr {
	b := ib{fl}
	i32 := types.I32
	null := b.cmp(enum.IPredEQ, p, ci(types.I64, 0))
	pre := fl.cur
	head, body, done := fl.newBlock("strlen.head"), fl.newBlock("strlen.body"), fl.newBlock("strlen.done")
	pre.NewCondBr(null, done, head)
	fl.cur = head
	n := &ir.InstPhi{Typ: i32}
	fl.add(n)
	full := b.cmp(enum.IPredEQ, n, ci(i32, devprintf.MaxString))
	fl.cur.NewCondBr(full, done, body)
	fl.cur = body
	c := fl.loadGeneric(types.I8, b.add(p, b.ext(n, types.I64, false)), 1)
	next := b.add(n, ci(i32, 1))
	fl.cur.NewCondBr(b.cmp(enum.IPredNE, c, ci(types.I8, 0)), head, done)
	n.Incs = []*ir.Incoming{ir.NewIncoming(ci(i32, 0), pre), ir.NewIncoming(next, body)}
	fl.cur = done
	l := &ir.InstPhi{Typ: i32, Incs: []*ir.Incoming{ir.NewIncoming(ci(i32, 0), pre), ir.NewIncoming(n, head), ir.NewIncoming(n, body)}}
	fl.add(l)
	return printfStr{ptr: p, len: l, null: null}
}

// copyString copies n bytes (i32) from generic address src to dst, a
// pointer into the FIFO.
func (fl *fnLowerer) copyString(dst, src, n value.Value) {
	b := ib{fl}
	i32 := types.I32
	pre := fl.cur
	loop, done := fl.newBlock("strcpy.loop"), fl.newBlock("strcpy.done")
	pre.NewCondBr(b.cmp(enum.IPredEQ, n, ci(i32, 0)), done, loop)
	fl.cur = loop
	i := &ir.InstPhi{Typ: i32}
	fl.add(i)
	i64 := b.ext(i, types.I64, false)
	c := fl.loadGeneric(types.I8, b.add(src, i64), 1)
	s := llvmx.NewStore(c, fl.bytePtr(dst, i64))
	s.Align = 1
	fl.add(s)
	next := b.add(i, ci(i32, 1))
	fl.cur.NewCondBr(b.cmp(enum.IPredULT, next, n), loop, done)
	i.Incs = []*ir.Incoming{ir.NewIncoming(ci(i32, 0), pre), ir.NewIncoming(next, loop)}
	fl.cur = done
}

// fifoBase loads the FIFO's address from the hidden parameter.
func (fl *fnLowerer) fifoBase() value.Value {
	kp, ok := fl.kernarg[PrintfParam]
	if !ok {
		panic("BUG: amdgpu: a kernel that calls vprintf has no " + PrintfParam)
	}
	l := llvmx.NewLoad(types.I64, kp)
	l.Align = 4
	fl.add(l)
	return fl.emit(ir.NewIntToPtr(l, llvmx.Ptr(llvmx.Global)))
}

// store1 stores v (size bytes) at p+off.
func (fl *fnLowerer) store1(p value.Value, off int64, v value.Value, align int) {
	s := llvmx.NewStore(v, fl.offsetPtr(p, off))
	s.Align = ir.Align(align)
	fl.add(s)
}

// load1 loads a t at p+off.
func (fl *fnLowerer) load1(p value.Value, off int64, t types.Type, align int) value.Value {
	l := llvmx.NewLoad(t, fl.offsetPtr(p, off))
	l.Align = ir.Align(align)
	return fl.emit(l)
}

// storeConstBytes stores bs at p+off (p 8-byte aligned, off a multiple
// of 4) as i64 and i32 constants, the last one zero-padded.
func (fl *fnLowerer) storeConstBytes(p value.Value, off int, bs []byte) {
	for len(bs) > 0 {
		var w [8]byte
		n := 4
		if off%8 == 0 && len(bs) > 4 {
			n = 8
		}
		copy(w[:n], bs)
		bs = bs[min(n, len(bs)):]
		if n == 8 {
			fl.store1(p, int64(off), constant.NewInt(types.I64, int64(binary.LittleEndian.Uint64(w[:]))), 8)
		} else {
			fl.store1(p, int64(off), constant.NewInt(types.I32, int64(int32(binary.LittleEndian.Uint32(w[:])))), 4)
		}
		off += n
	}
}

// loadGeneric loads a t from generic address a (an i64).
func (fl *fnLowerer) loadGeneric(t types.Type, a value.Value, align int) value.Value {
	p := fl.emit(ir.NewIntToPtr(a, llvmx.Ptr(llvmx.Generic)))
	l := llvmx.NewLoad(t, p)
	l.Align = ir.Align(align)
	return fl.emit(l)
}

// paramI64 is the 64-bit value the call sequence stored in .param
// variable o.
func (fl *fnLowerer) paramI64(o sir.Operand) value.Value {
	return fl.loadPrivate(types.I64, o)
}

func (fl *fnLowerer) loadPrivate(t *types.IntType, o sir.Operand) value.Value {
	s, ok := o.(*sir.Sym)
	if !ok || s.Kind != sir.SymParam {
		unsupported("call operand %s is not a .param variable", sir.FormatOperand(o))
	}
	l := llvmx.NewLoad(t, fl.kernargPtr(s.Name, 0))
	l.Align = ir.Align(t.BitSize / 8)
	return fl.emit(l)
}

func (fl *fnLowerer) storeI32(p value.Value, v int64) {
	s := llvmx.NewStore(ci(types.I32, v), p)
	s.Align = 4
	fl.add(s)
}

// staticString finds the string constant that call in passes in .param
// variable param: the operand of the last st.param to it before the call
// in the same block, traced back through mov, cvta and add of a constant
// to a variable with an initialiser (or to 0: null).
func (fl *fnLowerer) staticString(in *sir.Inst, param sir.Operand) (s string, null bool) {
	ps, ok := param.(*sir.Sym)
	if !ok {
		unsupported("vprintf's format operand %s is not a .param variable", sir.FormatOperand(param))
	}
	blk, at := fl.curSIR, -1
	for i, x := range blk.Insts {
		if x == in {
			at = i
		}
	}
	var stored sir.Operand
	for i := at - 1; i >= 0 && stored == nil; i-- {
		x := blk.Insts[i]
		if x.Op != "st" || !x.Has("param") || len(x.Src) != 2 {
			continue
		}
		if a, ok := x.Src[0].(*sir.Addr); ok && a.Offset == 0 {
			if b, ok := a.Base.(*sir.Sym); ok && b.Name == ps.Name {
				if x.Guard != nil {
					break
				}
				stored, at = x.Src[1], i
			}
		}
	}
	if stored == nil {
		unsupported("vprintf's format: no st.param to %s before the call in its block", ps.Name)
	}
	name, off, null, ok := fl.traceAddress(blk, at, stored, 0)
	if !ok {
		unsupported("vprintf's format is not statically a string constant of the module (ptxamd parses the format when it translates; it traces mov, cvta and add of a constant)")
	}
	if null {
		return "", true
	}
	v := fl.lw.varByName(name)
	if v == nil || v.Space != sir.SpaceGlobal && v.Space != sir.SpaceConst || off < 0 || int(off) > v.Size() {
		unsupported("vprintf's format %s%+d is not in a .global or .const variable of the module", name, off)
	}
	init := v.Init
	if int(off) < len(init) {
		init = init[off:]
	} else {
		init = nil
	}
	for i, c := range init {
		if c == 0 {
			return string(init[:i]), false
		}
	}
	if len(init) == v.Size()-int(off) && len(init) > 0 {
		unsupported("vprintf's format in %s is not NUL-terminated", name)
	}
	return string(init), false
}

// traceAddress follows operand o, read by instruction at of blk, to the
// variable whose address it holds: its name and the offset added, or
// null for the constant 0.
func (fl *fnLowerer) traceAddress(blk *sir.Block, at int, o sir.Operand, depth int) (name string, off int64, null, ok bool) {
	if depth > 16 {
		return "", 0, false, false
	}
	switch o := o.(type) {
	case *sir.Imm:
		return "", 0, o.Bits == 0, o.Bits == 0
	case *sir.Sym:
		return o.Name, 0, false, o.Kind == sir.SymVar
	case *sir.RegOp:
		if o.Sel != "" {
			return "", 0, false, false
		}
		def, dblk, dat := fl.definition(blk, at, o.Reg)
		if def == nil || len(def.Src) == 0 {
			return "", 0, false, false
		}
		switch def.Op {
		case "mov":
			return fl.traceAddress(dblk, dat, def.Src[0], depth+1)
		case "cvta":
			if def.ModIn("global", "const") == "" {
				return "", 0, false, false
			}
			return fl.traceAddress(dblk, dat, def.Src[0], depth+1)
		case "add":
			for i := 0; i < 2 && len(def.Src) == 2; i++ {
				if k, isImm := def.Src[1-i].(*sir.Imm); isImm {
					n, o2, null, ok := fl.traceAddress(dblk, dat, def.Src[i], depth+1)
					if !ok || null {
						return "", 0, false, false
					}
					return n, o2 + int64(k.Bits), false, true
				}
			}
		}
	}
	return "", 0, false, false
}

// definition finds the instruction that wrote r before instruction at of
// blk: the last unguarded write earlier in blk, else r's only write in the
// function.
func (fl *fnLowerer) definition(blk *sir.Block, at int, r *sir.Reg) (*sir.Inst, *sir.Block, int) {
	writes := func(x *sir.Inst) bool {
		for _, d := range x.Dst {
			if ro, ok := d.(*sir.RegOp); ok && ro.Reg == r {
				return true
			}
		}
		return false
	}
	for i := at - 1; i >= 0; i-- {
		if x := blk.Insts[i]; writes(x) {
			if x.Guard != nil {
				return nil, nil, 0
			}
			return x, blk, i
		}
	}
	var def *sir.Inst
	var dblk *sir.Block
	dat, n := 0, 0
	for _, b := range fl.sf.Blocks {
		for i, x := range b.Insts {
			if writes(x) {
				def, dblk, dat = x, b, i
				n++
			}
		}
	}
	if n != 1 || def.Guard != nil {
		return nil, nil, 0
	}
	return def, dblk, dat
}

// varByName finds a module-scope variable, or one of a function.
func (lw *lowerer) varByName(name string) *sir.Var {
	for _, v := range lw.sm.Globals {
		if v.Name == name {
			return v
		}
	}
	for _, f := range lw.sm.Funcs {
		for _, v := range f.Locals {
			if v.Name == name {
				return v
			}
		}
	}
	return nil
}
