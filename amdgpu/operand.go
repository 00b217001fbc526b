package amdgpu

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// errUnsupported is raised (as a panic caught per instruction) when an
// instruction form cannot be lowered; it becomes a positioned error.
type errUnsupported struct{ msg string }

func unsupported(format string, args ...any) {
	panic(errUnsupported{fmt.Sprintf(format, args...)})
}

// blockInsts lowers the instructions of one SIR block.
func (fl *fnLowerer) blockInsts(b *sir.Block) {
	insts := b.Insts
	// Accumulators kept in the matrix unit's layout (lower_mma_acc.go)
	// move at region boundaries: at the start of a loop exit, before the
	// terminators of a loop's preheader, around a run of mma's.
	ap := fl.acc
	fl.memEpoch++
	term := len(insts)
	if ap != nil {
		for _, g := range ap.atStart[b] {
			fl.accOut(g)
		}
		for term > 0 && isTerm(insts[term-1]) {
			term--
		}
	}
	fl.knownGuards, fl.oldInBlock = guardFacts(insts)
	for i := 0; i < len(insts); i++ {
		in := insts[i]
		if fl.lw.overBudget && !isTerm(in) {
			continue // the module is in error already (fnLowerer.add)
		}
		if ap != nil {
			if i == term {
				for _, g := range ap.atEnd[b] {
					fl.accIn(g)
				}
			}
			for _, g := range ap.before[in] {
				fl.accIn(g)
			}
		}
		if !pureForLdm(in) || in.Guard != nil {
			fl.memEpoch++
		}
		// A guarded terminator followed by the builder's fall-through branch
		// is one conditional branch.
		if in.Guard != nil && isTerm(in) && i+1 < len(insts) && insts[i+1].Op == "bra" && insts[i+1].Guard == nil {
			fl.guardedTerm(in, insts[i+1])
			i++
			continue
		}
		if _, known := fl.knownGuards[in]; known {
			fl.lowerOne(in)
			continue
		}
		if hoist, run, last, ok := guardRun(insts, i); ok {
			for _, h := range hoist {
				fl.lowerOne(h)
			}
			fl.lowerGuardRun(run)
			i = last
			continue
		}
		fl.lowerOne(in)
		if ap != nil {
			for _, g := range ap.after[in] {
				fl.accOut(g)
			}
		}
	}
	if ap != nil && term == len(insts) {
		for _, g := range ap.atEnd[b] {
			fl.accIn(g)
		}
	}
}

func isTerm(in *sir.Inst) bool {
	switch in.Op {
	case "bra", "ret", "exit", "trap":
		return true
	}
	return false
}

// lowerOne lowers an instruction, turning an unsupported form into a
// positioned error.
func (fl *fnLowerer) lowerOne(in *sir.Inst) {
	defer fl.recoverUnsupported(in)
	if fl.guardedMovF32(in) {
		return
	}
	if in.Op == "testp" {
		// The H100 ignores a testp's guard: ptxas writes the predicate
		// whether the guard holds or not (recorded: random2, every
		// testp class on f32 and f64). ptxamd does the same.
		fl.lowerInst(in)
		return
	}
	if in.Guard != nil && !isTerm(in) {
		if v, ok := fl.guardKnown(in); ok {
			// ptxas drops a guard it can prove (setp.eq.s64 p, x, x):
			// the instruction runs unguarded or not at all, and no
			// select or join reads the register's old value (recorded:
			// random3, a neg.f32 before such a guarded write).
			if v {
				fl.lowerInst(in)
			}
			return
		}
		fl.guardedOldF32(in)
		then := fl.newBlock("guard")
		cont := fl.newBlock("cont")
		cond := fl.readReg(in.Guard.Reg, fl.cur)
		if in.Guard.Neg {
			fl.cur.NewCondBr(cond, cont, then)
		} else {
			fl.cur.NewCondBr(cond, then, cont)
		}
		fl.cur = then
		fl.lowerInst(in)
		if fl.cur.Term == nil {
			fl.cur.NewBr(cont)
		}
		fl.cur = cont
		return
	}
	fl.lowerInst(in)
}

// guardKnown reports the value of in's guard (after .Neg) where ptxas
// can prove it: a setp of a register with itself earlier in the block
// (guardFacts), or a constant or such a comparison in the LLVM IR.
func (fl *fnLowerer) guardKnown(in *sir.Inst) (v, ok bool) {
	if v, ok := fl.knownGuards[in]; ok {
		return v != in.Guard.Neg, true
	}
	if v, ok := knownPredValue(fl.readReg(in.Guard.Reg, fl.cur)); ok {
		return v != in.Guard.Neg, true
	}
	return false, false
}

// recoverUnsupported, deferred around the lowering of in, turns an
// unsupported form into a positioned error.
func (fl *fnLowerer) recoverUnsupported(in *sir.Inst) {
	if r := recover(); r != nil {
		u, ok := r.(errUnsupported)
		if !ok {
			panic(r)
		}
		fl.lw.diags.Errorf(in.Pos, "unsupported instruction: %s (%s)", sir.FormatInst(in), u.msg)
		// Keep the block well formed after the error.
		if fl.cur.Term != nil {
			fl.cur = fl.newBlock("dead")
		}
	}
}

// lowerGuardRun lowers instructions that share one guard (guard_runs.go)
// in one conditional block.
func (fl *fnLowerer) lowerGuardRun(run []*sir.Inst) {
	g := run[0].Guard
	then := fl.newBlock("guard")
	cont := fl.newBlock("cont")
	cond := fl.readReg(g.Reg, fl.cur)
	if g.Neg {
		fl.cur.NewCondBr(cond, cont, then)
	} else {
		fl.cur.NewCondBr(cond, then, cont)
	}
	fl.cur = then
	for _, in := range run {
		func() {
			defer fl.recoverUnsupported(in)
			fl.lowerInst(in)
		}()
	}
	if fl.cur.Term == nil {
		fl.cur.NewBr(cont)
	}
	fl.cur = cont
}

func (fl *fnLowerer) lowerInst(in *sir.Inst) {
	lower, ok := lowerTable[in.Op]
	if !ok {
		unsupported("no lowering for %s", in.Op)
	}
	lower(fl, in)
}

// lowerTable maps PTX opcodes to their lowering; the families fill it in
// their init functions (lower_int.go, lower_mem.go, ...).
var lowerTable = map[string]func(*fnLowerer, *sir.Inst){}

// SupportedOps lists the opcodes with a lowering, for docs/coverage.md.
func SupportedOps() []string { return sortedKeys(lowerTable) }

// src reads source operand i as type t.
func (fl *fnLowerer) src(in *sir.Inst, i int, t sir.Type) value.Value {
	if i >= len(in.Src) {
		unsupported("missing operand %d", i+1)
	}
	return fl.read(in.Src[i], t)
}

// read returns the value of operand o as the LLVM value type of t.
func (fl *fnLowerer) read(o sir.Operand, t sir.Type) value.Value {
	switch o := o.(type) {
	case *sir.RegOp:
		if o.Sel != "" {
			// Only the video lowerings read selected bytes and halves.
			unsupported("operand selector %s%s outside a video instruction", o.Reg.Name, o.Sel)
		}
		return fl.fromStorage(fl.readReg(o.Reg, fl.cur), o.Reg.Type, t)
	case *sir.Imm:
		return immValue(o, t)
	case *sir.Special:
		v := fl.special(o)
		return fl.fromStorage(v, o.Type, t)
	case *sir.Not:
		x := fl.read(o.X, sir.Pred)
		return fl.emitXor(x, constant.True)
	case *sir.Sym:
		return fl.symAddress(o, t)
	}
	unsupported("operand %s", sir.FormatOperand(o))
	return nil
}

func (fl *fnLowerer) emitXor(x, y value.Value) value.Value {
	inst := ir.NewXor(x, y)
	fl.add(inst)
	return inst
}

// immValue builds a constant of t's value type from an immediate's bits.
func immValue(o *sir.Imm, t sir.Type) value.Value {
	vt := valueType(t)
	switch vt := vt.(type) {
	case *types.IntType:
		bits := o.Bits
		// An immediate narrower than t is extended by its own signedness.
		if o.Type.Kind == sir.KindSigned && o.Type.Bits < int(vt.BitSize) && o.Type.Bits < 64 {
			sh := 64 - uint(o.Type.Bits)
			bits = uint64(int64(bits<<sh) >> sh)
		}
		return intConst(vt, bits)
	case *types.FloatType:
		return floatConst(vt, o)
	}
	unsupported("immediate of type %s", t)
	return nil
}

func intConst(t *types.IntType, bits uint64) *constant.Int {
	if t.BitSize < 64 {
		bits &= 1<<t.BitSize - 1
	}
	if t.BitSize == 1 {
		if bits != 0 {
			return constant.True
		}
		return constant.False
	}
	c := constant.NewInt(t, 0)
	c.X.SetUint64(bits)
	if t.BitSize == 64 && int64(bits) < 0 {
		c.X.SetInt64(int64(bits))
	}
	return c
}

// fromStorage converts a register value held as storage type of rt to the
// value type of t, applying PTX's rules for operands wider or narrower than
// the instruction type (PTX ISA 6.4.1: truncate wider sources; extend
// narrower ones by the instruction type's signedness).
func (fl *fnLowerer) fromStorage(v value.Value, rt, t sir.Type) value.Value {
	st := storageType(t)
	v = fl.resizeInt(v, st, t.Kind == sir.KindSigned)
	if vt := valueType(t); !vt.Equal(st) {
		c := ir.NewBitCast(v, vt)
		fl.add(c)
		return c
	}
	return v
}

// resizeInt truncates or extends integer v to integer type to.
func (fl *fnLowerer) resizeInt(v value.Value, to types.Type, signed bool) value.Value {
	from, ok1 := v.Type().(*types.IntType)
	dst, ok2 := to.(*types.IntType)
	if !ok1 || !ok2 {
		if v.Type().Equal(to) {
			return v
		}
		unsupported("cannot convert %s to %s", v.Type(), to)
	}
	switch {
	case from.BitSize == dst.BitSize:
		return v
	case dst.BitSize == 1:
		c := ir.NewICmp(enum.IPredNE, v, constant.NewInt(from, 0))
		fl.add(c)
		return c
	case from.BitSize > dst.BitSize:
		c := ir.NewTrunc(v, dst)
		fl.add(c)
		return c
	case signed && from.BitSize > 1:
		c := ir.NewSExt(v, dst)
		fl.add(c)
		return c
	default:
		c := ir.NewZExt(v, dst)
		fl.add(c)
		return c
	}
}

// toStorage converts a value of t's value type to the storage type of a
// register of type rt.
func (fl *fnLowerer) toStorage(v value.Value, t, rt sir.Type) value.Value {
	st := storageType(t)
	if !v.Type().Equal(st) {
		if _, isInt := v.Type().(*types.IntType); !isInt || !isIntType(st) {
			c := ir.NewBitCast(v, st)
			fl.add(c)
			v = c
		}
	}
	return fl.resizeInt(v, storageType(rt), t.Kind == sir.KindSigned)
}

func isIntType(t types.Type) bool { _, ok := t.(*types.IntType); return ok }

// write stores v (of t's value type) into destination operand i.
func (fl *fnLowerer) write(in *sir.Inst, i int, v value.Value, t sir.Type) {
	if i >= len(in.Dst) {
		unsupported("missing destination")
	}
	fl.writeOp(in.Dst[i], v, t)
}

func (fl *fnLowerer) writeOp(o sir.Operand, v value.Value, t sir.Type) {
	switch o := o.(type) {
	case *sir.RegOp:
		if o.Sel != "" {
			unsupported("destination selector %s%s outside a video instruction", o.Reg.Name, o.Sel)
		}
		fl.writeReg(o.Reg, fl.toStorage(v, t, o.Reg.Type))
	case *sir.Sink:
	default:
		unsupported("destination %s", sir.FormatOperand(o))
	}
}

// kernargPtr returns a pointer to .param-space variable name plus off
// bytes: a kernel parameter (in the argument segment), a .func parameter
// or return parameter, or a .param variable of a call sequence.
func (fl *fnLowerer) kernargPtr(name string, off int64) value.Value {
	var p value.Value
	if kp, ok := fl.kernarg[name]; ok {
		p = kp
	} else if lp, ok := fl.locals[name]; ok {
		p = lp
	} else {
		unsupported("unknown .param variable %s", name)
	}
	if off == 0 {
		return p
	}
	idx := constant.NewInt(types.I64, off)
	if p.Type().(*llvmx.PtrType).AddrSpace == llvmx.Private {
		idx = constant.NewInt(types.I32, off)
	}
	g := llvmx.NewGEP(types.I8, p, true, idx)
	fl.add(g)
	return g
}

// symAddress is the value of a symbol used as an operand: the address of
// a variable (as an integer of t's width, generic unless the instruction
// says otherwise).
func (fl *fnLowerer) symAddress(o *sir.Sym, t sir.Type) value.Value {
	if o.Kind == sir.SymFunc {
		fn, ok := fl.lw.funcs[o.Name]
		if !ok {
			unsupported("address of unknown function %s", o.Name)
		}
		return fl.emit(ir.NewPtrToInt(llvmx.FuncRef(fn), storageType(t)))
	}
	if o.Kind == sir.SymParam {
		return fl.paramAddress(o.Name, t)
	}
	if o.Kind != sir.SymVar {
		unsupported("address of %s", o.Name)
	}
	g, ok := fl.lw.globals[o.Name]
	var p value.Value
	if ok {
		p = fl.ctaCopy(llvmx.GlobalRef(g), o.Name)
	} else if a, ok := fl.locals[o.Name]; ok {
		p = a
	} else {
		unsupported("unknown variable %s", o.Name)
	}
	// The address of a variable in an instruction like mov is its
	// address in its own space for shared/local (PTX: `mov.u32 %r, smem`
	// gives the shared-window offset) and the generic address otherwise.
	it := storageType(t).(*types.IntType)
	if it.BitSize == 1 {
		unsupported("address into a predicate")
	}
	c := ir.NewPtrToInt(p, types.NewInt(it.BitSize))
	fl.add(c)
	return c
}

// paramAddress is `mov.u64 %rd, param`: the address of a parameter (PTX
// ISA 5.1.6.4 "Kernel Function Parameters"). A kernel parameter's address
// is in the .param space, read back with ld.param through a register or,
// after cvta.param, with generic loads: here it is its 64-bit address in
// the kernarg segment (constant memory, which flat addressing reaches).
// A .param variable of a device function or a call sequence lives in
// private memory; PTX makes its address a .local one, and so is it here.
func (fl *fnLowerer) paramAddress(name string, t sir.Type) value.Value {
	it := storageType(t).(*types.IntType)
	if kp, ok := fl.kernarg[name]; ok {
		if it.BitSize != 64 {
			unsupported("the address of kernel parameter %s in %d bits (kernel parameter addresses are 64-bit)", name, it.BitSize)
		}
		return fl.emit(ir.NewPtrToInt(kp, types.I64))
	}
	lp, ok := fl.locals[name]
	if !ok {
		unsupported("address of %s", name)
	}
	if it.BitSize == 1 {
		unsupported("address into a predicate")
	}
	return fl.emit(ir.NewPtrToInt(lp, it))
}
