package llparse

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// instruction parses one instruction or terminator into b.
func (fs *funcState) instruction(b *ir.Block) {
	p := fs.p
	t := p.tok()
	if t.kind == tHashWord {
		// An LLVM 19 debug record (#dbg_value(...)): dropped, like the
		// rest of debug information that llir cannot hold.
		p.next()
		p.skipBalanced()
		return
	}
	var res token
	if t.kind == tLocal && p.peekTok(1).kind == tPunct && p.peekTok(1).text == "=" {
		res = p.next()
		p.next()
	}
	op := p.tok()
	if op.kind == tPunct && op.text == "}" && res.line == 0 {
		p.failf(op, "block ends without a terminator")
	}
	if op.kind != tWord {
		p.failf(op, "expected an instruction, found %s", op.describe(p.src))
	}
	if term := fs.terminator(op); term != nil {
		if res.line != 0 {
			p.failf(res, "terminator %s has no result", op.text)
		}
		if md := p.attachments(); len(md) > 0 {
			setMetadata(term, md)
		}
		b.Term = term
		return
	}
	inst := fs.inst(op)
	if md := p.attachments(); len(md) > 0 {
		setMetadata(inst, md)
	}
	v, isValue := inst.(value.Value)
	switch {
	case isValue && !isVoid(v.Type()):
		fs.define(res, v)
	case res.line != 0:
		p.failf(res, "%s returns no value; it cannot be named", op.text)
	}
	b.Insts = append(b.Insts, inst)
}

// terminator parses a terminator at op, or returns nil for any other
// instruction.
func (fs *funcState) terminator(op token) ir.Terminator {
	p := fs.p
	switch op.text {
	case "ret":
		p.next()
		if p.acceptWord("void") {
			if !isVoid(fs.f.Sig.RetType) {
				p.failf(op, "ret void in @%s, which returns %s", fs.f.Name(), fs.f.Sig.RetType)
			}
			return &ir.TermRet{}
		}
		vt := p.tok()
		x := fs.typedValue()
		if !x.Type().Equal(fs.f.Sig.RetType) {
			p.failf(vt, "ret of %s in @%s, which returns %s", x.Type(), fs.f.Name(), fs.f.Sig.RetType)
		}
		return &ir.TermRet{X: x}
	case "br":
		p.next()
		if p.acceptWord("label") {
			return ir.NewBr(fs.label())
		}
		ct := p.tok()
		c := fs.typedValue()
		if !c.Type().Equal(types.I1) {
			p.failf(ct, "branch condition of type %s (want i1)", c.Type())
		}
		p.expectPunct(",")
		p.expectWord("label")
		t := fs.label()
		p.expectPunct(",")
		p.expectWord("label")
		return ir.NewCondBr(c, t, fs.label())
	case "switch":
		p.next()
		xt := p.tok()
		x := fs.typedValue()
		if !isInt(x.Type()) {
			p.failf(xt, "switch on %s (want an integer)", x.Type())
		}
		p.expectPunct(",")
		p.expectWord("label")
		def := fs.label()
		p.expectPunct("[")
		var cases []*ir.Case
		for !p.isPunct("]") {
			c := p.constant(p.typ(false))
			if !c.Type().Equal(x.Type()) {
				p.failf(xt, "switch case of type %s on %s", c.Type(), x.Type())
			}
			p.expectPunct(",")
			p.expectWord("label")
			cases = append(cases, ir.NewCase(c, fs.label()))
		}
		p.expectPunct("]")
		return ir.NewSwitch(x, def, cases...)
	case "unreachable":
		p.next()
		return ir.NewUnreachable()
	case "indirectbr", "invoke", "callbr", "resume", "catchswitch", "catchret", "cleanupret":
		p.unsupportedf(op, "terminator %s", op.text)
	}
	return nil
}

// label parses `%name` after the keyword label.
func (fs *funcState) label() *ir.Block {
	t := fs.p.expectKind(tLocal, "a label (%name)")
	return fs.block(t)
}

// fmf parses fast-math flags.
func (p *parser) fmf() []enum.FastMathFlag {
	var out []enum.FastMathFlag
	for {
		t := p.tok()
		f, ok := fmfNames[t.text]
		if t.kind != tWord || !ok {
			return out
		}
		p.next()
		out = append(out, f)
	}
}

// inst parses a non-terminator instruction at op.
func (fs *funcState) inst(op token) ir.Instruction {
	p := fs.p
	p.next()
	switch op.text {
	case "add", "sub", "mul", "shl", "udiv", "sdiv", "lshr", "ashr", "urem", "srem", "and", "or", "xor":
		f := p.binFlags()
		x, y := fs.binOperands(op, intOnly)
		return intBinary(op.text, x, y, f)
	case "fadd", "fsub", "fmul", "fdiv", "frem":
		f := p.fmf()
		x, y := fs.binOperands(op, floatOnly)
		return floatBinary(op.text, x, y, f)
	case "fneg":
		f := p.fmf()
		xt := p.tok()
		x := fs.typedValue()
		p.checkOperand(xt, "fneg", x.Type(), floatOnly)
		return &ir.InstFNeg{X: x, Typ: x.Type(), FastMathFlags: f}
	case "icmp":
		p.acceptWord("samesign")
		pt := p.tok()
		pred, ok := ipreds[p.word()]
		if !ok {
			p.failf(pt, "unknown icmp predicate %s", pt.describe(p.src))
		}
		x, y := fs.binOperands(op, intOrPtr)
		return &ir.InstICmp{Pred: pred, X: x, Y: y, Typ: boolLike(x.Type())}
	case "fcmp":
		f := p.fmf()
		pt := p.tok()
		pred, ok := fpreds[p.word()]
		if !ok {
			p.failf(pt, "unknown fcmp predicate %s", pt.describe(p.src))
		}
		x, y := fs.binOperands(op, floatOnly)
		return &ir.InstFCmp{Pred: pred, X: x, Y: y, Typ: boolLike(x.Type()), FastMathFlags: f}
	case "select":
		f := p.fmf()
		ct := p.tok()
		c := fs.typedValue()
		p.checkSelectCond(ct, c.Type())
		p.expectPunct(",")
		xt := p.tok()
		x := fs.typedValue()
		if !firstClass(x.Type()) {
			p.failf(xt, "select of %s", x.Type())
		}
		p.expectPunct(",")
		y := p.value(p.sameType(x.Type()), fs)
		return &ir.InstSelect{Cond: c, ValueTrue: x, ValueFalse: y, Typ: x.Type(), FastMathFlags: f}
	case "phi":
		f := p.fmf()
		tt := p.tok()
		t := p.typ(false)
		if !firstClass(t) || t.Equal(types.Metadata) {
			p.failf(tt, "phi of %s", t)
		}
		phi := &ir.InstPhi{Typ: t, FastMathFlags: f}
		for {
			p.expectPunct("[")
			x := p.value(t, fs)
			p.expectPunct(",")
			bt := p.expectKind(tLocal, "a label (%name)")
			phi.Incs = append(phi.Incs, &ir.Incoming{X: x, Pred: fs.block(bt)})
			p.expectPunct("]")
			if !(p.isPunct(",") && p.peekTok(1).kind == tPunct && p.peekTok(1).text == "[") {
				break
			}
			p.next()
		}
		return phi
	case "freeze":
		xt := p.tok()
		x := fs.typedValue()
		if !firstClass(x.Type()) {
			p.failf(xt, "freeze of %s", x.Type())
		}
		return &ir.InstFreeze{X: x, Typ: x.Type()}
	case "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
		"ptrtoint", "inttoptr", "bitcast", "addrspacecast":
		p.castFlags()
		x := fs.typedValue()
		p.expectWord("to")
		to := p.typ(false)
		p.checkCast(op, op.text, x.Type(), to)
		return castInst(op.text, x, to)
	case "load":
		return fs.load(op)
	case "store":
		return fs.store(op)
	case "alloca":
		return fs.alloca(op)
	case "getelementptr":
		inBounds := p.gepFlags()
		elem := p.typ(false)
		p.expectPunct(",")
		st := p.tok()
		src := fs.typedValue()
		var idx []value.Value
		var idxTypes []types.Type
		for p.isPunct(",") && p.peekTok(1).kind != tMDName {
			p.next()
			p.acceptWord("inrange")
			v := fs.typedValue()
			idx = append(idx, v)
			idxTypes = append(idxTypes, v.Type())
		}
		rt := p.gepType(st, elem, src.Type(), idx, idxTypes)
		return &ir.InstGetElementPtr{ElemType: elem, Src: src, Indices: idx, InBounds: inBounds, Typ: rt}
	case "atomicrmw":
		return fs.atomicRMW(op)
	case "cmpxchg":
		return fs.cmpXchg(op)
	case "fence":
		scope := p.syncScope()
		ot := p.tok()
		ord, ok := orderings[p.word()]
		if !ok || ord == enum.AtomicOrderingMonotonic || ord == enum.AtomicOrderingUnordered {
			p.failf(ot, "fence ordering %s (want acquire, release, acq_rel or seq_cst)", ot.describe(p.src))
		}
		return &ir.InstFence{Ordering: ord, SyncScope: scope}
	case "extractvalue", "insertvalue":
		xt := p.tok()
		x := fs.typedValue()
		var elem value.Value
		if op.text == "insertvalue" {
			p.expectPunct(",")
			elem = fs.typedValue()
		}
		var idx []uint64
		for p.isPunct(",") && p.peekTok(1).kind == tInt {
			p.next()
			idx = append(idx, p.uintTok("index", math.MaxUint32))
		}
		et := p.aggregateMember(xt, x.Type(), idx)
		if elem == nil {
			return &ir.InstExtractValue{X: x, Indices: idx, Typ: et}
		}
		if !elem.Type().Equal(et) {
			p.failf(xt, "insertvalue of %s into a member of type %s", elem.Type(), et)
		}
		return &ir.InstInsertValue{X: x, Elem: elem, Indices: idx, Typ: x.Type()}
	case "extractelement":
		xt := p.tok()
		x := fs.typedValue()
		vt := p.vectorOperand(xt, x.Type())
		p.expectPunct(",")
		it := p.tok()
		i := fs.typedValue()
		if !isInt(i.Type()) {
			p.failf(it, "vector index of type %s", i.Type())
		}
		return &ir.InstExtractElement{X: x, Index: i, Typ: vt.ElemType}
	case "insertelement":
		xt := p.tok()
		x := fs.typedValue()
		vt := p.vectorOperand(xt, x.Type())
		p.expectPunct(",")
		e := p.value(p.typedAs(vt.ElemType), fs)
		p.expectPunct(",")
		it := p.tok()
		i := fs.typedValue()
		if !isInt(i.Type()) {
			p.failf(it, "vector index of type %s", i.Type())
		}
		return &ir.InstInsertElement{X: x, Elem: e, Index: i, Typ: vt}
	case "shufflevector":
		xt := p.tok()
		x := fs.typedValue()
		vt := p.vectorOperand(xt, x.Type())
		p.expectPunct(",")
		y := p.value(p.typedAs(vt), fs)
		p.expectPunct(",")
		mt := p.tok()
		mty := p.typ(false)
		mv := p.maskType(mt, mty)
		mask := p.constant(mty)
		return &ir.InstShuffleVector{X: x, Y: y, Mask: mask, Typ: types.NewVector(mv.Len, vt.ElemType)}
	case "tail", "musttail", "notail", "call":
		return fs.call(op)
	case "va_arg", "landingpad", "catchpad", "cleanuppad":
		p.unsupportedf(op, "instruction %s", op.text)
	}
	p.failf(op, "unknown instruction %s", op.describe(p.src))
	return nil
}

// sameType parses the type of an operand that must have type t; LLVM
// writes the second operand of select with its type.
func (p *parser) sameType(t types.Type) types.Type { return p.typedAs(t) }

// typedAs parses a type that must equal t.
func (p *parser) typedAs(t types.Type) types.Type {
	at := p.tok()
	u := p.typ(false)
	if !u.Equal(t) {
		p.failf(at, "operand of type %s where %s is expected", u, t)
	}
	return u
}

// binOperands parses `T x, y` of a binary operation.
func (fs *funcState) binOperands(op token, class operandClass) (value.Value, value.Value) {
	p := fs.p
	xt := p.tok()
	t := p.typ(false)
	p.checkOperand(xt, op.text, t, class)
	x := p.value(t, fs)
	p.expectPunct(",")
	return x, p.value(t, fs)
}

func intBinary(op string, x, y value.Value, f binFlags) ir.Instruction {
	t := x.Type()
	o := f.overflow()
	switch op {
	case "add":
		return &ir.InstAdd{X: x, Y: y, Typ: t, OverflowFlags: o}
	case "sub":
		return &ir.InstSub{X: x, Y: y, Typ: t, OverflowFlags: o}
	case "mul":
		return &ir.InstMul{X: x, Y: y, Typ: t, OverflowFlags: o}
	case "shl":
		return &ir.InstShl{X: x, Y: y, Typ: t, OverflowFlags: o}
	case "udiv":
		return &ir.InstUDiv{X: x, Y: y, Typ: t, Exact: f.exact}
	case "sdiv":
		return &ir.InstSDiv{X: x, Y: y, Typ: t, Exact: f.exact}
	case "lshr":
		return &ir.InstLShr{X: x, Y: y, Typ: t, Exact: f.exact}
	case "ashr":
		return &ir.InstAShr{X: x, Y: y, Typ: t, Exact: f.exact}
	case "urem":
		return &ir.InstURem{X: x, Y: y, Typ: t}
	case "srem":
		return &ir.InstSRem{X: x, Y: y, Typ: t}
	case "and":
		return &ir.InstAnd{X: x, Y: y, Typ: t}
	case "or":
		return &ir.InstOr{X: x, Y: y, Typ: t}
	}
	return &ir.InstXor{X: x, Y: y, Typ: t}
}

func floatBinary(op string, x, y value.Value, f []enum.FastMathFlag) ir.Instruction {
	t := x.Type()
	switch op {
	case "fadd":
		return &ir.InstFAdd{X: x, Y: y, Typ: t, FastMathFlags: f}
	case "fsub":
		return &ir.InstFSub{X: x, Y: y, Typ: t, FastMathFlags: f}
	case "fmul":
		return &ir.InstFMul{X: x, Y: y, Typ: t, FastMathFlags: f}
	case "fdiv":
		return &ir.InstFDiv{X: x, Y: y, Typ: t, FastMathFlags: f}
	}
	return &ir.InstFRem{X: x, Y: y, Typ: t, FastMathFlags: f}
}

func castInst(op string, x value.Value, to types.Type) ir.Instruction {
	switch op {
	case "trunc":
		return &ir.InstTrunc{From: x, To: to}
	case "zext":
		return &ir.InstZExt{From: x, To: to}
	case "sext":
		return &ir.InstSExt{From: x, To: to}
	case "fptrunc":
		return &ir.InstFPTrunc{From: x, To: to}
	case "fpext":
		return &ir.InstFPExt{From: x, To: to}
	case "fptoui":
		return &ir.InstFPToUI{From: x, To: to}
	case "fptosi":
		return &ir.InstFPToSI{From: x, To: to}
	case "uitofp":
		return &ir.InstUIToFP{From: x, To: to}
	case "sitofp":
		return &ir.InstSIToFP{From: x, To: to}
	case "ptrtoint":
		return &ir.InstPtrToInt{From: x, To: to}
	case "inttoptr":
		return &ir.InstIntToPtr{From: x, To: to}
	case "bitcast":
		return &ir.InstBitCast{From: x, To: to}
	}
	return &ir.InstAddrSpaceCast{From: x, To: to}
}

// syncScope parses an optional `syncscope("name")`.
func (p *parser) syncScope() string {
	if !p.acceptWord("syncscope") {
		return ""
	}
	p.expectPunct("(")
	s := p.expectKind(tString, "a sync scope name").text
	p.expectPunct(")")
	return s
}

// ordering parses an atomic ordering.
func (p *parser) ordering() enum.AtomicOrdering {
	t := p.tok()
	o, ok := orderings[p.word()]
	if !ok {
		p.failf(t, "expected an atomic ordering, found %s", t.describe(p.src))
	}
	return o
}

// optAlign parses `, align N` if it follows.
func (p *parser) optAlign() ir.Align {
	if !p.isPunct(",") || p.peekTok(1).kind != tWord || p.peekTok(1).text != "align" {
		return 0
	}
	p.next()
	t := p.next()
	n := p.uintTok("alignment", 1<<32)
	if n == 0 || n&(n-1) != 0 {
		p.failf(t, "alignment %d is not a power of two", n)
	}
	return ir.Align(n)
}

// pointer parses `ptr [addrspace(N)] v`.
func (fs *funcState) pointer(what string) value.Value {
	p := fs.p
	pt := p.tok()
	v := fs.typedValue()
	if _, ok := v.Type().(*llvmx.PtrType); !ok {
		p.failf(pt, "%s of type %s (want ptr)", what, v.Type())
	}
	return v
}

func (fs *funcState) load(op token) ir.Instruction {
	p := fs.p
	atomic := p.acceptWord("atomic")
	volatile := p.acceptWord("volatile")
	et := p.tok()
	elem := p.typ(false)
	if !firstClass(elem) || elem.Equal(types.Metadata) {
		p.failf(et, "load of %s", elem)
	}
	p.expectPunct(",")
	src := fs.pointer("load address")
	l := llvmx.NewLoad(elem, src)
	l.Atomic, l.Volatile = atomic, volatile
	if atomic {
		l.SyncScope = p.syncScope()
		l.Ordering = p.ordering()
	}
	l.Align = p.optAlign()
	return l
}

func (fs *funcState) store(op token) ir.Instruction {
	p := fs.p
	atomic := p.acceptWord("atomic")
	volatile := p.acceptWord("volatile")
	vt := p.tok()
	v := fs.typedValue()
	if !firstClass(v.Type()) || v.Type().Equal(types.Metadata) {
		p.failf(vt, "store of %s", v.Type())
	}
	p.expectPunct(",")
	dst := fs.pointer("store address")
	s := llvmx.NewStore(v, dst)
	s.Atomic, s.Volatile = atomic, volatile
	if atomic {
		s.SyncScope = p.syncScope()
		s.Ordering = p.ordering()
	}
	s.Align = p.optAlign()
	return s
}

func (fs *funcState) alloca(op token) ir.Instruction {
	p := fs.p
	inAlloca := p.acceptWord("inalloca")
	swiftError := p.acceptWord("swifterror")
	et := p.tok()
	elem := p.typ(false)
	if !firstClass(elem) || elem.Equal(types.Metadata) || elem.Equal(types.Token) {
		p.failf(et, "alloca of %s", elem)
	}
	var count value.Value
	var align ir.Align
	var as types.AddrSpace
	for p.isPunct(",") && p.peekTok(1).kind != tMDName {
		p.next()
		switch {
		case p.isWord("align"):
			p.next()
			n := p.uintTok("alignment", 1<<32)
			if n == 0 || n&(n-1) != 0 {
				p.failf(et, "alignment %d is not a power of two", n)
			}
			align = ir.Align(n)
		case p.isWord("addrspace"):
			as = p.addrSpace()
		default:
			ct := p.tok()
			count = fs.typedValue()
			if !isInt(count.Type()) {
				p.failf(ct, "alloca count of type %s", count.Type())
			}
		}
	}
	a := llvmx.NewAlloca(elem, count, as)
	a.Align, a.InAlloca, a.SwiftError = align, inAlloca, swiftError
	return a
}

func (fs *funcState) atomicRMW(op token) ir.Instruction {
	p := fs.p
	volatile := p.acceptWord("volatile")
	ot := p.tok()
	name := p.word()
	ptr := fs.pointer("atomicrmw address")
	p.expectPunct(",")
	vt := p.tok()
	x := fs.typedValue()
	switch scalarOf(x.Type()).(type) {
	case *types.IntType, *types.FloatType, *llvmx.PtrType, BFloat:
	default:
		p.failf(vt, "atomicrmw on %s", x.Type())
	}
	scope := p.syncScope()
	ord := p.ordering()
	p.optAlign() // llir's atomicrmw has no alignment: natural alignment is assumed
	if o, ok := atomicOps[name]; ok {
		in := llvmx.NewAtomicRMW(o, ptr, x, ord, scope)
		in.Volatile = volatile
		return in
	}
	switch RMWOp(name) {
	case RMWFMax, RMWFMin, RMWUIncWrap, RMWUDecWrap, RMWUSubCond, RMWUSubSat:
		in := llvmx.NewAtomicRMW(0, ptr, x, ord, scope)
		in.Volatile = volatile
		return &AtomicRMW{InstAtomicRMW: in, Operation: RMWOp(name)}
	}
	p.failf(ot, "unknown atomicrmw operation %s", ot.describe(p.src))
	return nil
}

func (fs *funcState) cmpXchg(op token) ir.Instruction {
	p := fs.p
	weak := p.acceptWord("weak")
	volatile := p.acceptWord("volatile")
	ptr := fs.pointer("cmpxchg address")
	p.expectPunct(",")
	ct := p.tok()
	cmp := fs.typedValue()
	switch cmp.Type().(type) {
	case *types.IntType, *llvmx.PtrType:
	default:
		p.failf(ct, "cmpxchg on %s", cmp.Type())
	}
	p.expectPunct(",")
	nv := p.value(p.typedAs(cmp.Type()), fs)
	scope := p.syncScope()
	succ := p.ordering()
	fail := p.ordering()
	p.optAlign() // natural alignment, as for atomicrmw
	in := llvmx.NewCmpXchg(ptr, cmp, nv, succ, fail, scope)
	in.Weak, in.Volatile = weak, volatile
	return in
}

// call parses a call; op is `call` or a tail-call marker before it.
func (fs *funcState) call(op token) ir.Instruction {
	p := fs.p
	tail := enum.TailNone
	switch op.text {
	case "tail":
		tail = enum.TailTail
	case "musttail":
		tail = enum.TailMustTail
	case "notail":
		tail = enum.TailNoTail
	}
	if tail != enum.TailNone {
		p.expectWord("call")
	}
	fmf := p.fmf()
	cc := p.callingConv()
	retAttrs := p.returnAttrs()
	as := p.addrSpace()
	tt := p.tok()
	ty := p.typ(true)
	sig, full := ty.(*types.FuncType)
	if !full && !firstClass(ty) && !isVoid(ty) {
		p.failf(tt, "call returning %s", ty)
	}
	// The callee: parsed after the arguments' types are known when the
	// call site writes only the return type.
	ct := p.tok()
	var asm *ir.InlineAsm
	var calleeTok token
	switch {
	case ct.kind == tWord && ct.text == "asm":
		p.next()
		asm = &ir.InlineAsm{}
		for {
			switch {
			case p.acceptWord("sideeffect"):
				asm.SideEffect = true
				continue
			case p.acceptWord("alignstack"):
				asm.AlignStack = true
				continue
			case p.acceptWord("inteldialect"):
				asm.IntelDialect = true
				continue
			case p.acceptWord("unwind"):
				continue
			}
			break
		}
		asm.Asm = p.expectKind(tString, "an asm string").text
		p.expectPunct(",")
		asm.Constraint = p.expectKind(tString, "an asm constraint string").text
	default:
		calleeTok = ct
		p.skipCallee()
	}
	args := fs.callArgs()
	if !full {
		sig = &types.FuncType{RetType: ty}
		for _, a := range args {
			sig.Params = append(sig.Params, a.Type())
		}
	} else {
		fs.checkArgs(tt, sig, args)
	}
	var callee value.Value
	if asm != nil {
		asm.Typ = types.NewPointer(sig)
		callee = asm
	} else {
		callee = fs.callee(calleeTok, sig, full, as)
	}
	in := &ir.InstCall{Callee: callee, Args: args, Typ: sig.RetType, Tail: tail, FastMathFlags: fmf,
		CallingConv: cc, ReturnAttrs: retAttrs, AddrSpace: as}
	in.FuncAttrs = p.funcAttrs(akFunc)
	if p.isPunct("[") {
		in.OperandBundles = fs.bundles()
	}
	return in
}

// skipCallee moves past the callee, which callee parses later.
func (p *parser) skipCallee() {
	save := p.i
	switch t := p.tok(); t.kind {
	case tGlobal, tLocal:
		p.next()
		return
	case tWord:
		// A constant expression: `bitcast (...)` and the like.
		p.next()
		for !p.isPunct("(") && p.tok().kind == tWord {
			p.next()
		}
		if p.isPunct("(") {
			p.skipBalanced()
			if p.isPunct("(") {
				return
			}
		}
	}
	p.i = save
	p.failf(p.tok(), "expected a callee, found %s", p.tok().describe(p.src))
}

// callArgs parses `(T [attrs] v, ...)`. Argument attributes that change
// how a value is passed (byval, byref, sret, elementtype, inalloca,
// preallocated) are kept on an *ir.Arg; the others are facts for the
// optimiser and are dropped, so that most arguments stay plain values.
func (fs *funcState) callArgs() []value.Value {
	p := fs.p
	p.expectPunct("(")
	var args []value.Value
	for !p.isPunct(")") {
		if t := p.tok(); t.kind == tPunct && t.text == "..." {
			p.unsupportedf(t, "forwarding varargs (...) in a call")
		}
		at := p.tok()
		t := p.typ(false)
		if !firstClass(t) {
			p.failf(at, "argument of type %s", t)
		}
		attrs := p.paramAttrs()
		v := p.value(t, fs)
		var keep []ir.ParamAttribute
		for _, a := range attrs {
			switch a.(type) {
			case ir.Byval, ir.ByRef, ir.SRet, ir.ElementType, ir.InAlloca, ir.Preallocated:
				keep = append(keep, a)
			}
		}
		if len(keep) > 0 {
			v = ir.NewArg(v, keep...)
		}
		args = append(args, v)
		if !p.acceptPunct(",") {
			break
		}
	}
	p.expectPunct(")")
	return args
}

// checkArgs checks arguments against a call site's function type.
func (fs *funcState) checkArgs(at token, sig *types.FuncType, args []value.Value) {
	if len(args) < len(sig.Params) || len(args) > len(sig.Params) && !sig.Variadic {
		fs.p.failf(at, "call with %d arguments of a function type taking %d", len(args), len(sig.Params))
	}
	for i, pt := range sig.Params {
		if !args[i].Type().Equal(pt) {
			fs.p.failf(at, "argument %d has type %s, the function type says %s", i, args[i].Type(), pt)
		}
	}
}

// callee resolves the callee at t for a call of signature sig. A call of
// a function in the module takes the *ir.Func itself (as llvmx's emitter
// does); anything else becomes an IndirectCallee. An intrinsic that is
// not declared is declared, as LLVM 19's parser does.
func (fs *funcState) callee(t token, sig *types.FuncType, full bool, as types.AddrSpace) value.Value {
	p := fs.p
	save := p.i
	defer func() { p.i = save }()
	p.i = indexOf(p, t)
	if t.kind == tGlobal {
		g, f := p.lookupGlobal(t)
		if f == nil && g == nil && len(t.text) > 5 && t.text[:5] == "llvm." {
			f = ir.NewFunc(t.text, sig.RetType)
			for _, pt := range sig.Params {
				f.Params = append(f.Params, ir.NewParam("", pt))
			}
			f.Sig = sig
			f.Typ = nil
			f.Type()
			f.Parent = p.m
			p.funcs[typeKey(t)] = f
			p.m.Funcs = append(p.m.Funcs, f)
		}
		if f != nil {
			if f.AddrSpace != 0 {
				p.unsupportedf(t, "call of @%s in addrspace(%d)", t.text, f.AddrSpace)
			}
			if !f.Sig.Equal(sig) {
				if f.Sig.Variadic && !full {
					p.failf(t, "call of variadic @%s must write the function type (%s)", t.text, f.Sig)
				}
				p.unsupportedf(t, "call of @%s as %s, declared as %s", t.text, sig, f.Sig)
			}
			return f
		}
		if g == nil {
			p.failf(t, "call of undefined function @%s", t.text)
		}
	}
	// An indirect call names its pointer's address space (a virtual
	// call through a vtable in global memory: call addrspace(1)).
	v := p.value(llvmx.Ptr(as), fs)
	return &IndirectCallee{Value: v, Sig: sig}
}

// indexOf is the index of token t.
func indexOf(p *parser, t token) int {
	lo, hi := 0, len(p.toks)
	for lo < hi {
		m := (lo + hi) / 2
		if p.toks[m].off < t.off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// bundles parses operand bundles `[ "tag"(T v, ...), ... ]`.
func (fs *funcState) bundles() []*ir.OperandBundle {
	p := fs.p
	p.expectPunct("[")
	var out []*ir.OperandBundle
	for !p.isPunct("]") {
		tag := p.expectKind(tString, "an operand bundle tag").text
		b := &ir.OperandBundle{Tag: tag}
		p.expectPunct("(")
		for !p.isPunct(")") {
			b.Inputs = append(b.Inputs, fs.typedValue())
			if !p.acceptPunct(",") {
				break
			}
		}
		p.expectPunct(")")
		out = append(out, b)
		if !p.acceptPunct(",") {
			break
		}
	}
	p.expectPunct("]")
	return out
}

var _ constant.Constant = (*HexFloat)(nil)
