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
