package amdgpu

import (
	"github.com/llir/llvm/ir"

	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["bra"] = (*fnLowerer).lowerBra
	lowerTable["ret"] = (*fnLowerer).lowerRet
	lowerTable["exit"] = (*fnLowerer).lowerRet
}

func (fl *fnLowerer) target(in *sir.Inst) *ir.Block {
	if len(in.Src) != 1 {
		unsupported("branch needs one target")
	}
	l, ok := in.Src[0].(*sir.Label)
	if !ok {
		unsupported("indirect branch")
	}
	b, ok := fl.blocks[l.Name]
	if !ok {
		unsupported("unknown label %s", l.Name)
	}
	return b
}

func (fl *fnLowerer) lowerBra(in *sir.Inst) {
	fl.cur.NewBr(fl.target(in))
}

// lowerRet ends the thread. In a kernel, ret and exit are the same: the
// lane leaves and the others go on (the structurizer reconverges them).
func (fl *fnLowerer) lowerRet(in *sir.Inst) {
	if !fl.sf.Kernel && in.Op == "exit" {
		unsupported("exit inside a .func that was not inlined")
	}
	fl.cur.NewRet(nil)
}

// guardedTerm lowers `@p bra L` (or ret/exit) followed by the fall-through
// branch to next as one conditional branch.
func (fl *fnLowerer) guardedTerm(in, next *sir.Inst) {
	defer func() {
		if r := recover(); r != nil {
			u, ok := r.(errUnsupported)
			if !ok {
				panic(r)
			}
			fl.lw.diags.Errorf(in.Pos, "unsupported instruction: %s (%s)", sir.FormatInst(in), u.msg)
		}
	}()
	fall := fl.target(next)
	var taken *ir.Block
	switch in.Op {
	case "bra":
		taken = fl.target(in)
	default:
		taken = fl.newBlock("ret")
		save := fl.cur
		fl.cur = taken
		unguarded := *in
		unguarded.Guard = nil
		fl.lowerInst(&unguarded)
		fl.cur = save
	}
	cond := fl.readReg(in.Guard.Reg, fl.cur)
	if in.Guard.Neg {
		fl.cur.NewCondBr(cond, fall, taken)
	} else {
		fl.cur.NewCondBr(cond, taken, fall)
	}
}
