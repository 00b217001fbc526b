package amdgpu

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"

	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["bra"] = (*fnLowerer).lowerBra
	lowerTable["ret"] = (*fnLowerer).lowerRet
	lowerTable["exit"] = (*fnLowerer).lowerRet
	lowerTable["call"] = (*fnLowerer).lowerCall
	lowerTable["brx"] = (*fnLowerer).lowerBrx
	lowerTable["trap"] = (*fnLowerer).lowerTrap
	lowerTable["brkpt"] = (*fnLowerer).lowerBrkpt
	documentOp("brx", ".idx with a .branchtargets list", "a switch; an index past the list is undefined in PTX and unreachable here")
	documentOp("trap", "any", "llvm.trap: the kernel stops with an error")
	documentOp("brkpt", "any", "without a debugger attached it does nothing (llvm.debugtrap)")
}

// lowerBrx: brx.idx index, targets (PTX ISA 9.7.12.2), as a switch.
func (fl *fnLowerer) lowerBrx(in *sir.Inst) {
	checkMods(in, "idx", "uni")
	if len(in.Src) < 2 {
		unsupported("brx.idx needs targets")
	}
	idx := fl.src(in, 0, sir.U32)
	bad := fl.newBlock("brx.bad")
	var cases []*ir.Case
	for i, o := range in.Src[1:] {
		l, ok := o.(*sir.Label)
		if !ok {
			unsupported("brx.idx target %s", sir.FormatOperand(o))
		}
		b, ok := fl.blocks[l.Name]
		if !ok {
			unsupported("unknown label %s", l.Name)
		}
		cases = append(cases, ir.NewCase(constant.NewInt(types.I32, int64(i)), b))
	}
	fl.cur.NewSwitch(idx, bad, cases...)
	bad.NewUnreachable()
}

// lowerTrap: trap (PTX ISA 9.7.19.4) stops the kernel with an error.
func (fl *fnLowerer) lowerTrap(in *sir.Inst) {
	checkMods(in)
	fl.trap()
}

// lowerBrkpt: brkpt (PTX ISA 9.7.19.1) suspends under a debugger only.
func (fl *fnLowerer) lowerBrkpt(in *sir.Inst) {
	checkMods(in)
	fl.add(ir.NewCall(fl.lw.intrinsic("llvm.debugtrap", types.Void)))
}

// lowerCall: call{.uni} (ret...), func, (param...) (PTX ISA 9.7.13.3).
// Return and argument operands are .param variables of the caller's call
// sequence; each is passed as a pointer to the callee.
func (fl *fnLowerer) lowerCall(in *sir.Inst) {
	checkMods(in, "uni")
	if len(in.Src) == 0 {
		unsupported("call without a target")
	}
	if _, ok := in.Src[0].(*sir.RegOp); ok {
		fl.lowerIndirectCall(in)
		return
	}
	target, ok := in.Src[0].(*sir.Sym)
	if !ok || target.Kind != sir.SymFunc {
		unsupported("call target %s", sir.FormatOperand(in.Src[0]))
	}
	fn := fl.lw.funcs[target.Name]
	callee := fl.lw.funcByName(target.Name)
	if callee != nil && sir.IsDeviceBuiltin(callee) {
		fl.lowerBuiltinCall(in, callee)
		return
	}
	if fn == nil || callee == nil {
		unsupported("call of unknown function %s", target.Name)
	}
	if callee.Kernel {
		unsupported("call of a kernel")
	}
	// A call of an .extern .func is a call of its declaration: the
	// definition comes from another module (ptxamd build --link), and a
	// code object that still lacks it fails to link, naming the symbol.
	if len(in.Dst) != len(callee.Returns) || len(in.Src)-1 != len(callee.Params) {
		unsupported("call of %s with %d returns and %d arguments, it takes %d and %d",
			target.Name, len(in.Dst), len(in.Src)-1, len(callee.Returns), len(callee.Params))
	}
	fl.add(ir.NewCall(fn, fl.callArgs(in)...))
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
	return fl.accEdgeTo(l.Name, b)
}

func (fl *fnLowerer) lowerBra(in *sir.Inst) {
	fl.cur.NewBr(fl.target(in))
}

// lowerRet ends the thread. In a kernel, ret and exit are the same: the
// lane leaves and the others go on (the structurizer reconverges them).
func (fl *fnLowerer) lowerRet(in *sir.Inst) {
	if !fl.sf.Kernel && in.Op == "exit" {
		fl.exitFromCall(in)
		return
	}
	fl.cur.NewRet(nil)
}

// WarnExitInCall is the warning class of an exit that stays inside a
// recursive .func (silenced by -Wno-exit-in-call).
const WarnExitInCall = "exit-in-call"

// exitFromCall lowers exit inside a .func that could not be inlined (it is
// recursive, or the module outgrew the inlining budget). A thread cannot leave from inside a call on AMD hardware, but
// a whole wave can (s_endpgm): so exit is exact when every lane of the
// wave is here, and traps otherwise. In paired mode both PTX warps of the
// wave must be at the exit, which is the case when they run it converged.
// Warp mode single has its upper lanes parked, so there it always traps.
func (fl *fnLowerer) exitFromCall(in *sir.Inst) {
	fl.lw.diags.Warnf(in.Pos, WarnExitInCall, "exit inside .func %s, which is not inlined (recursive, or beyond the inlining budget), is convergent-only: "+
		"the wave ends when all its threads reach it together, otherwise the kernel traps", fl.sf.Name)
	wt := fl.waveMaskType()
	ws := int64(fl.waveSize())
	var whole value.Value = constant.False
	if !fl.lw.single() {
		// Lanes of this wave that exist: the block's threads past the
		// wave's first one, at most the wave size.
		waveIdx := fl.emit(ir.NewUDiv(fl.linearTid(), constant.NewInt(types.I32, ws)))
		left := fl.emit(ir.NewSub(fl.blockThreads(), fl.emit(ir.NewMul(waveIdx, constant.NewInt(types.I32, ws)))))
		n := fl.emit(ir.NewSelect(fl.emit(ir.NewICmp(enum.IPredUGT, left, constant.NewInt(types.I32, ws))), constant.NewInt(types.I32, ws), left))
		n64 := fl.resizeInt(n, wt, false)
		one := constant.NewInt(wt, 1)
		// (1 << n) - 1, and all ones when n is the wave size (the shift
		// would be out of range).
		full := fl.emit(ir.NewICmp(enum.IPredEQ, n, constant.NewInt(types.I32, ws)))
		low := fl.emit(ir.NewSub(fl.emit(ir.NewShl(one, fl.emit(ir.NewSelect(full, constant.NewInt(wt, 0), n64)))), one))
		exist := fl.emit(ir.NewSelect(full, constant.NewInt(wt, -1), low))
		whole = fl.emit(ir.NewICmp(enum.IPredEQ, fl.ballot(constant.True), exist))
	}
	end := fl.newBlock("exit.wave")
	bad := fl.newBlock("exit.trap")
	fl.cur.NewCondBr(whole, end, bad)
	fl.cur = end
	fl.add(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.endpgm", types.Void)))
	fl.cur.NewUnreachable()
	fl.cur = bad
	fl.trap()
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
	if taken == fall {
		// A guarded branch to the next instruction goes there either
		// way; LLVM wants a phi entry per edge, so give it one edge.
		fl.cur.NewBr(fall)
		return
	}
	cond := fl.readReg(in.Guard.Reg, fl.cur)
	if in.Guard.Neg {
		fl.cur.NewCondBr(cond, fall, taken)
	} else {
		fl.cur.NewCondBr(cond, taken, fall)
	}
}

// callArgs returns the pointers a call passes: its return and argument
// .param variables.
func (fl *fnLowerer) callArgs(in *sir.Inst) []value.Value {
	var args []value.Value
	for _, o := range append(append([]sir.Operand{}, in.Dst...), in.Src[1:]...) {
		s, ok := o.(*sir.Sym)
		if !ok || s.Kind != sir.SymParam {
			unsupported("call operand %s is not a .param variable", sir.FormatOperand(o))
		}
		args = append(args, fl.kernargPtr(s.Name, 0))
	}
	return args
}

// lowerIndirectCall: call (ret...), %reg, (args...), prototype. Every
// function of the module whose parameter sizes match the call is a
// candidate; the call compares the address with each and calls the one it
// names directly (so the emulator and the GPU need no function-pointer
// calls, and a wrong address traps instead of jumping anywhere).
func (fl *fnLowerer) lowerIndirectCall(in *sir.Inst) {
	checkMods(in, "uni")
	addr := fl.src(in, 0, sir.B64)
	args := fl.callArgs(in)
	sizes := func(ps []*sir.Param) []int {
		out := make([]int, len(ps))
		for i, p := range ps {
			out[i] = p.Size()
		}
		return out
	}
	var want []int
	for _, o := range in.Dst {
		want = append(want, fl.paramSize(o))
	}
	wantArgs := []int{}
	for _, o := range in.Src[1:] {
		wantArgs = append(wantArgs, fl.paramSize(o))
	}
	done := fl.newBlock("icall.done")
	found := false
	for _, f := range fl.lw.sm.Funcs {
		if f.Kernel || f.Extern || !slices.Equal(sizes(f.Returns), want) || !slices.Equal(sizes(f.Params), wantArgs) {
			continue
		}
		fn := fl.lw.funcs[f.Name]
		if fn == nil || len(fn.Params) != len(args) {
			continue
		}
		found = true
		is := fl.emit(ir.NewICmp(enum.IPredEQ, addr, constant.NewPtrToInt(llvmx.FuncRef(fn), types.I64)))
		call := fl.newBlock("icall")
		next := fl.newBlock("icall.next")
		fl.cur.NewCondBr(is, call, next)
		fl.cur = call
		fl.add(ir.NewCall(fn, args...))
		fl.cur.NewBr(done)
		fl.cur = next
	}
	if !found {
		unsupported("indirect call: no function in the module takes these parameters")
	}
	fl.trap()
	fl.cur = done
}

// paramSize is the size of the .param variable an operand names.
func (fl *fnLowerer) paramSize(o sir.Operand) int {
	s, ok := o.(*sir.Sym)
	if !ok {
		unsupported("call operand %s is not a .param variable", sir.FormatOperand(o))
	}
	for _, v := range fl.sf.Locals {
		if v.Name == s.Name {
			return v.Size()
		}
	}
	for _, p := range append(append([]*sir.Param{}, fl.sf.Params...), fl.sf.Returns...) {
		if p.Name == s.Name {
			return p.Size()
		}
	}
	unsupported("unknown .param variable %s", s.Name)
	return 0
}

// trap ends the current block with llvm.trap: the kernel stops with an
// error (the emulator names the lane).
func (fl *fnLowerer) trap() {
	fl.add(ir.NewCall(fl.lw.intrinsic("llvm.trap", types.Void)))
	fl.cur.NewUnreachable()
}
