package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["bra"] = (*fnLowerer).lowerBra
	lowerTable["ret"] = (*fnLowerer).lowerRet
	lowerTable["exit"] = (*fnLowerer).lowerRet
	lowerTable["call"] = (*fnLowerer).lowerCall
}

// lowerCall: call{.uni} (ret...), func, (param...) (PTX ISA 9.7.13.3).
// Return and argument operands are .param variables of the caller's call
// sequence; each is passed as a pointer to the callee.
func (fl *fnLowerer) lowerCall(in *sir.Inst) {
	checkMods(in, "uni")
	if len(in.Src) == 0 {
		unsupported("call without a target")
	}
	target, ok := in.Src[0].(*sir.Sym)
	if !ok || target.Kind != sir.SymFunc {
		unsupported("indirect call")
	}
	fn := fl.lw.funcs[target.Name]
	callee := fl.lw.funcByName(target.Name)
	if fn == nil || callee == nil {
		unsupported("call of unknown function %s", target.Name)
	}
	if callee.Kernel {
		unsupported("call of a kernel")
	}
	if callee.Extern {
		unsupported("call of external function %s (no definition in the module)", target.Name)
	}
	if len(in.Dst) != len(callee.Returns) || len(in.Src)-1 != len(callee.Params) {
		unsupported("call of %s with %d returns and %d arguments, it takes %d and %d",
			target.Name, len(in.Dst), len(in.Src)-1, len(callee.Returns), len(callee.Params))
	}
	var args []value.Value
	for _, o := range append(append([]sir.Operand{}, in.Dst...), in.Src[1:]...) {
		s, ok := o.(*sir.Sym)
		if !ok || s.Kind != sir.SymParam {
			unsupported("call operand %s is not a .param variable", sir.FormatOperand(o))
		}
		args = append(args, fl.kernargPtr(s.Name, 0))
	}
	fl.add(ir.NewCall(fn, args...))
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
