package amdgpu

import (
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Runs of guarded instructions under one predicate become one conditional
// block instead of one branch each.
//
// Triton predicates every masked load on its own and zeroes each
// destination just before it:
//
//	mov.u16 %rs3, %rs2;  @%p2 ld.global.b16 {%rs3}, [%rd16];
//	mov.u16 %rs4, %rs2;  @%p2 ld.global.b16 {%rs4}, [%rd17];  ...
//
// A branch per load costs the exec-mask save, test and restore each time
// (s_and_saveexec, s_cbranch_execz, s_or_b64) and splits the loads into
// blocks LLVM does not merge (each ends in a phi). guardRun finds such a
// run: guarded loads, stores and pure ALU instructions under the same
// guard, with unguarded pure instructions between them that can execute
// first, because they read nothing the run's earlier guarded instructions
// write and write nothing those read or write. Those are lowered first,
// then the guarded ones, in order, in one guarded block. Nothing writes
// the guard inside the run, so each guarded instruction sees the
// predicate it had.

// guardRun returns, for the guarded instruction insts[i], the unguarded
// instructions to lower first and the guarded ones to lower in one block,
// and the index of the run's last instruction; ok is false when there is
// no run of two or more guarded instructions.
func guardRun(insts []*sir.Inst, i int) (hoist, guarded []*sir.Inst, last int, ok bool) {
	g := insts[i].Guard
	if g == nil || !guardMergeable(insts[i]) || writesReg(insts[i], g.Reg) {
		return nil, nil, i, false
	}
	guarded = []*sir.Inst{insts[i]}
	last = i
	var pending []*sir.Inst // unguarded, between guarded ones
	written, touched := map[*sir.Reg]bool{}, map[*sir.Reg]bool{}
	note := func(in *sir.Inst) {
		for _, r := range instDefs(in) {
			written[r], touched[r] = true, true
		}
		for _, r := range instUses(in) {
			touched[r] = true
		}
	}
	note(insts[i])
	for j := i + 1; j < len(insts); j++ {
		x := insts[j]
		if writesReg(x, g.Reg) {
			break
		}
		if x.Guard != nil {
			if x.Guard.Reg != g.Reg || x.Guard.Neg != g.Neg || !guardMergeable(x) {
				break
			}
			guarded = append(guarded, x)
			hoist = append(hoist, pending...)
			pending = nil
			last = j
			note(x)
			continue
		}
		if !pureOp(x) {
			break
		}
		free := true
		for _, r := range instUses(x) {
			free = free && !written[r]
		}
		for _, r := range instDefs(x) {
			free = free && !touched[r]
		}
		if !free {
			break
		}
		pending = append(pending, x)
	}
	return hoist, guarded, last, len(guarded) > 1
}

// guardMergeable: the guarded instructions a run may hold.
func guardMergeable(in *sir.Inst) bool {
	if in.Op != "ld" && writesF32(in) {
		// A guarded arithmetic write of an f32 register is a select with
		// the NaN rules of guardedMovF32 and guardedOldF32 (lowerOne;
		// recorded: float/nan_guard_run_neg). A load stays a predicated
		// load.
		return false
	}
	switch in.Op {
	case "ld", "st":
		return true
	}
	return pureOp(in)
}

// pureOp: instructions whose lowering only computes registers from
// registers and immediates (no memory, no control flow, no cross-lane
// operation, no special register: a %clock read must stay where it is).
func pureOp(in *sir.Inst) bool {
	switch in.Op {
	case "mov", "add", "sub", "mul", "mad", "and", "or", "xor", "not", "shl", "shr", "cvt", "setp", "selp",
		"min", "max", "neg", "abs":
	default:
		return false
	}
	for _, o := range in.Src {
		switch o.(type) {
		case *sir.RegOp, *sir.Imm, *sir.Not:
		default:
			return false
		}
	}
	return true
}

// instDefs are the registers in writes; instUses those it reads (the guard,
// sources, and the address registers of its destinations).
func instDefs(in *sir.Inst) []*sir.Reg {
	var regs []*sir.Reg
	for _, o := range in.Dst {
		if _, isAddr := o.(*sir.Addr); !isAddr {
			operandRegs(o, &regs)
		}
	}
	return regs
}

func instUses(in *sir.Inst) []*sir.Reg {
	var regs []*sir.Reg
	if in.Guard != nil {
		regs = append(regs, in.Guard.Reg)
	}
	for _, o := range in.Src {
		operandRegs(o, &regs)
	}
	for _, o := range in.Dst {
		if a, isAddr := o.(*sir.Addr); isAddr {
			operandRegs(a, &regs)
		}
	}
	return regs
}

func writesReg(in *sir.Inst, r *sir.Reg) bool {
	for _, d := range instDefs(in) {
		if d == r {
			return true
		}
	}
	return false
}

func operandRegs(o sir.Operand, regs *[]*sir.Reg) {
	switch o := o.(type) {
	case *sir.RegOp:
		*regs = append(*regs, o.Reg)
	case *sir.Addr:
		operandRegs(o.Base, regs)
	case *sir.Vec:
		for _, e := range o.Elems {
			operandRegs(e, regs)
		}
	case *sir.Tuple:
		for _, e := range o.Elems {
			operandRegs(e, regs)
		}
	case *sir.Not:
		operandRegs(o.X, regs)
	}
}

// guardFacts reads one SIR block once for two facts about its guarded
// instructions.
//
// known: those whose guard ptxas can prove, the guard's last definition in
// the block being an unguarded setp comparing a register with itself,
// whose answer does not depend on the value (setp.eq.s64 p, x, x is true;
// setp.lt is false; a float compare only where a NaN answers as a number
// does: equ, leu, geu true, ne, lt, gt false). ptxas then runs the
// instruction unguarded or deletes it, and the H100 shows it: a neg.f32
// before such a guarded write stores the canonical NaN, not the select's
// sign operation (recorded: random3). The map holds the guard's value
// (before .Neg).
//
// oldIn: those that write an f32 register an earlier instruction of the
// block wrote. Only there does ptxas fold a neg/abs the register holds
// into the guarded write's select (guardedMovF32, guardedOldF32): across
// a branch the guarded write is a predicated instruction of its own block
// and the neg stays an instruction, its NaN the canonical one
// (float/nan_guard_contexts).
func guardFacts(insts []*sir.Inst) (known, oldIn map[*sir.Inst]bool) {
	var setps, written map[*sir.Reg]bool
	for _, in := range insts {
		defs := instDefs(in)
		if in.Guard != nil {
			if v, ok := setps[in.Guard.Reg]; ok {
				if known == nil {
					known = map[*sir.Inst]bool{}
				}
				known[in] = v
			}
			for _, r := range defs {
				if r.Type == sir.F32 && written[r] {
					if oldIn == nil {
						oldIn = map[*sir.Inst]bool{}
					}
					oldIn[in] = true
				}
			}
		}
		for _, r := range defs {
			delete(setps, r)
			if r.Type == sir.F32 {
				if written == nil {
					written = map[*sir.Reg]bool{}
				}
				written[r] = true
			}
		}
		if v, ok := setpSelf(in); ok {
			if setps == nil {
				setps = map[*sir.Reg]bool{}
			}
			setps[defs[0]] = v
		}
	}
	return known, oldIn
}

// setpSelf reports the value of an unguarded one-destination setp of a
// register with itself where it does not depend on the register.
func setpSelf(in *sir.Inst) (v, ok bool) {
	if in.Op != "setp" || in.Guard != nil || len(in.Dst) != 1 || len(in.Src) != 2 || len(in.Types) != 1 {
		return false, false
	}
	if _, isReg := in.Dst[0].(*sir.RegOp); !isReg || !sameReg(in.Src[0], in.Src[1]) {
		return false, false
	}
	t := in.Types[0]
	switch {
	case t.Kind == sir.KindBits || t.Kind == sir.KindUnsigned || t.Kind == sir.KindSigned:
		switch in.ModIn("eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs") {
		case "eq", "le", "ge", "ls", "hs":
			return true, true
		case "ne", "lt", "gt", "lo", "hi":
			return false, true
		}
	case t == sir.F32 || t == sir.F64:
		switch in.ModIn("equ", "leu", "geu", "ne", "lt", "gt") {
		case "equ", "leu", "geu":
			return true, true
		case "ne", "lt", "gt":
			return false, true
		}
	}
	return false, false
}

// writesF32 reports whether in writes an f32 register.
func writesF32(in *sir.Inst) bool {
	for _, r := range instDefs(in) {
		if r.Type == sir.F32 {
			return true
		}
	}
	return false
}
