package amdgpu

import (
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Reaching definitions for the folds ptxas makes across blocks. ptxas
// sees through a register to the one instruction that defines it wherever
// that is: a constant it propagates into ex2/sin/cos.approx, or an
// abs/neg.f16x2 whose sign operation it folds into a later cvt.f64.f16.
// The lowering follows values within a block; across blocks a register
// reads as a phi until the function is sealed, so these folds ask the
// SIR instead: the unique unguarded instruction that defines a register
// on every path to a point. Such an instruction dominates the point, so a
// value the lowering computed before it (recorded against it when it was
// lowered) may be used there.

// sirReach is the CFG view uniqueDef walks, built once per function.
type sirReach struct {
	preds [][]int
	index map[*sir.Block]int
	ok    bool
}

// defKey names the value an instruction gave a register.
type defKey struct {
	in  *sir.Inst
	reg *sir.Reg
}

func (fl *fnLowerer) reach() *sirReach {
	if fl.sirReach != nil {
		return fl.sirReach
	}
	r := &sirReach{index: map[*sir.Block]int{}}
	succ, ok := sir.CFG(fl.sf)
	r.ok = ok
	if ok {
		r.preds = sir.Preds(succ)
	}
	for i, b := range fl.sf.Blocks {
		r.index[b] = i
	}
	fl.sirReach = r
	return r
}

// uniqueDef returns the instruction that defines reg on every path to in
// (an instruction of the SIR block being lowered), or nil: where paths
// disagree, a definition is guarded, or some path reaches the function's
// start without one.
func (fl *fnLowerer) uniqueDef(reg *sir.Reg, in *sir.Inst) *sir.Inst {
	r := fl.reach()
	bi, ok := r.index[fl.curSIR]
	if !r.ok || !ok {
		return nil
	}
	blocks := fl.sf.Blocks
	lastDef := func(insts []*sir.Inst) *sir.Inst {
		for j := len(insts) - 1; j >= 0; j-- {
			for _, x := range instDefs(insts[j]) {
				if x == reg {
					return insts[j]
				}
			}
		}
		return nil
	}
	here := blocks[bi].Insts
	at := len(here)
	for j, x := range here {
		if x == in {
			at = j
			break
		}
	}
	if at == len(here) {
		return nil
	}
	if d := lastDef(here[:at]); d != nil {
		if d.Guard != nil {
			return nil
		}
		return d
	}
	if bi == 0 {
		return nil
	}
	var found *sir.Inst
	seen := map[int]bool{}
	work := append([]int(nil), r.preds[bi]...)
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		if d := lastDef(blocks[p].Insts); d != nil {
			if d.Guard != nil || found != nil && found != d {
				return nil
			}
			found = d
			continue
		}
		if p == 0 {
			return nil
		}
		work = append(work, r.preds[p]...)
	}
	return found
}

// regOperand returns source i of in when it is a whole register.
func regOperand(in *sir.Inst, i int) (*sir.Reg, bool) {
	if i >= len(in.Src) {
		return nil, false
	}
	r, ok := in.Src[i].(*sir.RegOp)
	if !ok || r.Sel != "" {
		return nil, false
	}
	return r.Reg, true
}

// constDefBits returns the f32 bits a register holds at in when its unique
// definition is a constant: a mov of an immediate, or an ex2/sin/cos.approx
// the lowering folded (constDefs).
func (fl *fnLowerer) constDefBits(in *sir.Inst, i int) (uint32, bool) {
	reg, ok := regOperand(in, i)
	if !ok || reg.Type.Bits != 32 || !fl.foldRegs[reg] {
		return 0, false
	}
	d := fl.uniqueDef(reg, in)
	if d == nil {
		return 0, false
	}
	if c, ok := fl.constDefs[defKey{d, reg}]; ok {
		return c, true
	}
	if d.Op == "mov" && len(d.Src) == 1 && len(d.Dst) == 1 && len(d.Types) == 1 && d.Types[0].Bits == 32 {
		if imm, ok := d.Src[0].(*sir.Imm); ok && (imm.Type == sir.F32 || imm.Type.Kind != sir.KindFloat) {
			return uint32(imm.Bits), true
		}
	}
	return 0, false
}

// dstReg returns in's single whole-register destination.
func dstReg(in *sir.Inst) (*sir.Reg, bool) {
	if len(in.Dst) != 1 {
		return nil, false
	}
	r, ok := in.Dst[0].(*sir.RegOp)
	if !ok || r.Sel != "" {
		return nil, false
	}
	return r.Reg, true
}

// halfSignedOf returns what halfSigned recorded of type t for v, source i
// of in: in this block by v's value, else across blocks through the
// source register's unique definition (halfDefOf).
func (fl *fnLowerer) halfSignedOf(in *sir.Inst, i int, v value.Value, t sir.Type) (halfNeg, bool) {
	if hs, ok := fl.halfSigned[underBitcasts(v)]; ok && hs.t == t {
		return hs, true
	}
	return fl.halfDefOf(in, i, t)
}

// halfDefOf returns what halfSigned recorded for source i of in, read
// across blocks through its unique definition.
func (fl *fnLowerer) halfDefOf(in *sir.Inst, i int, t sir.Type) (halfNeg, bool) {
	reg, ok := regOperand(in, i)
	if !ok || !fl.foldRegs[reg] {
		return halfNeg{}, false
	}
	d := fl.uniqueDef(reg, in)
	if d == nil {
		return halfNeg{}, false
	}
	hs, ok := fl.halfDefs[defKey{d, reg}]
	return hs, ok && hs.t == t
}

// markFoldReg notes that reg has a definition a fold may read across
// blocks (a constant, a folded approximation, an abs/neg of a half type or
// an element of one), so that only reads of such registers walk the CFG
// (uniqueDef): an ex2 or an unpacking mov of any other register costs
// nothing.
func (fl *fnLowerer) markFoldReg(reg *sir.Reg) {
	if fl.foldRegs == nil {
		fl.foldRegs = map[*sir.Reg]bool{}
	}
	fl.foldRegs[reg] = true
}
