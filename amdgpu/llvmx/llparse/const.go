package llparse

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// typedConst parses `T c`.
func (p *parser) typedConst() constant.Constant {
	t := p.typ(false)
	return p.constant(t)
}

// constant parses a constant of type t.
func (p *parser) constant(t types.Type) constant.Constant {
	tk := p.tok()
	switch tk.kind {
	case tInt, tHexInt:
		p.next()
		return p.intConst(tk, t)
	case tFloat:
		p.next()
		return p.floatConst(tk, t)
	case tHexFloat:
		p.next()
		return p.hexFloatConst(tk, t)
	case tGlobal:
		p.next()
		return p.globalRef(tk, t)
	case tCString:
		p.next()
		at, ok := t.(*types.ArrayType)
		if !ok || !at.ElemType.Equal(types.I8) || at.Len != uint64(len(tk.text)) {
			p.failf(tk, "c\"...\" of %d bytes is not a constant of type %s", len(tk.text), t)
		}
		return constant.NewCharArray([]byte(tk.text))
	case tLocal:
		p.failf(tk, "local value %%%s in a constant", tk.text)
	case tPunct:
		switch tk.text {
		case "[":
			return p.arrayConst(t)
		case "{":
			return p.structConst(t)
		case "<":
			if n := p.peekTok(1); n.kind == tPunct && n.text == "{" {
				return p.structConst(t)
			}
			return p.vectorConst(t)
		}
	case tWord:
		return p.wordConst(tk, t)
	}
	p.failf(tk, "expected a constant of type %s, found %s", t, tk.describe(p.src))
	return nil
}

func (p *parser) intConst(tk token, t types.Type) constant.Constant {
	it, ok := t.(*types.IntType)
	if !ok {
		p.failf(tk, "integer constant %s for type %s", tk.text, t)
	}
	n := uint(it.BitSize)
	x := new(big.Int)
	switch {
	case tk.kind == tHexInt:
		x.SetString(tk.text[3:], 16)
		if x.BitLen() > int(n) {
			p.failf(tk, "constant %s does not fit in %s", tk.text, t)
		}
		if tk.text[0] == 's' && n > 0 && x.Bit(int(n)-1) == 1 {
			x.Sub(x, new(big.Int).Lsh(big.NewInt(1), n))
		}
	default:
		if _, ok := x.SetString(tk.text, 10); !ok {
			p.failf(tk, "malformed integer %s", tk.text)
		}
		lo := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), n-1))
		hi := new(big.Int).Lsh(big.NewInt(1), n)
		if x.Cmp(lo) < 0 || x.Cmp(hi) >= 0 {
			p.failf(tk, "constant %s does not fit in %s", tk.text, t)
		}
	}
	if n == 1 {
		// llir prints i1 as true/false and accepts only 0 and 1.
		x.And(x, big.NewInt(1))
	}
	return &constant.Int{Typ: it, X: x}
}

func (p *parser) floatConst(tk token, t types.Type) constant.Constant {
	ft, ok := t.(*types.FloatType)
	if !ok {
		if _, bf := t.(BFloat); bf {
			p.unsupportedf(tk, "decimal bfloat constant (write it as 0xR....)")
		}
		p.failf(tk, "floating-point constant %s for type %s", tk.text, t)
	}
	switch ft.Kind {
	case types.FloatKindHalf, types.FloatKindFloat, types.FloatKindDouble:
	default:
		p.unsupportedf(tk, "decimal %s constant (write it in hex, 0xK, 0xL or 0xM)", t)
	}
	v, err := strconv.ParseFloat(tk.text, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		p.failf(tk, "malformed floating-point constant %s", tk.text)
	}
	exact := true
	switch ft.Kind {
	case types.FloatKindFloat:
		exact = math.IsInf(v, 0) || float64(float32(v)) == v
	case types.FloatKindHalf:
		exact = halfExact(v)
	}
	if !exact {
		p.failf(tk, "floating-point constant %s invalid for type %s (not exactly representable)", tk.text, t)
	}
	return constant.NewFloat(ft, v)
}

// halfExact reports whether v is exactly a binary16 value.
func halfExact(v float64) bool {
	a := math.Abs(v)
	if a == 0 || math.IsInf(v, 0) {
		return true
	}
	if a > 65504 {
		return false
	}
	// Every binary16 value is a multiple of 2^-24 with at most 11
	// significant bits.
	s := a * (1 << 24)
	if s != math.Trunc(s) {
		return false
	}
	u := uint64(s)
	for u&1 == 0 {
		u >>= 1
	}
	return u < 1<<11
}

func (p *parser) hexFloatConst(tk token, t types.Type) constant.Constant {
	s := tk.text
	var want string // the type its prefix spells
	digits := s[2:]
	switch s[2] {
	case 'H':
		want, digits = "half", s[3:]
	case 'R':
		want, digits = "bfloat", s[3:]
	case 'K':
		want, digits = "x86_fp80", s[3:]
	case 'L':
		want, digits = "fp128", s[3:]
	case 'M':
		want, digits = "ppc_fp128", s[3:]
	}
	if want != "" {
		if t.String() != want {
			p.failf(tk, "floating-point constant %s invalid for type %s (it spells a %s)", s, t, want)
		}
		if want == "bfloat" {
			return &hexBFloat{text: "0xR" + strings.ToUpper(digits)}
		}
		return &HexFloat{Typ: t.(*types.FloatType), Text: s[:3] + strings.ToUpper(digits)}
	}
	ft, ok := t.(*types.FloatType)
	if !ok || ft.Kind != types.FloatKindFloat && ft.Kind != types.FloatKindDouble {
		p.failf(tk, "hexadecimal constant %s for type %s (only float and double take 0x and 16 digits; integers take u0x or s0x)", s, t)
	}
	bits, err := strconv.ParseUint(digits, 16, 64)
	if err != nil {
		p.failf(tk, "malformed hexadecimal float %s", s)
	}
	if ft.Kind == types.FloatKindFloat {
		d := math.Float64frombits(bits)
		if d != d {
			if bits&(1<<29-1) != 0 {
				p.failf(tk, "floating-point constant %s invalid for type float (NaN payload has bits a float cannot hold)", s)
			}
		} else if !math.IsInf(d, 0) && float64(float32(d)) != d {
			p.failf(tk, "floating-point constant %s invalid for type float (not exactly representable)", s)
		}
	}
	return &HexFloat{Typ: ft, Text: fmt.Sprintf("0x%016X", bits)}
}

// hexBFloat is a bfloat constant written by its bits (0xR....).
type hexBFloat struct{ text string }

func (h *hexBFloat) Type() types.Type { return BFloat{} }
func (h *hexBFloat) Ident() string    { return h.text }
func (h *hexBFloat) String() string   { return "bfloat " + h.text }
func (h *hexBFloat) IsConstant()      {}

// lookupGlobal finds @name among globals and functions.
func (p *parser) lookupGlobal(tk token) (*ir.Global, *ir.Func) {
	key := typeKey(tk)
	return p.globals[key], p.funcs[key]
}

// globalRef is @name used as a constant of pointer type t.
func (p *parser) globalRef(tk token, t types.Type) constant.Constant {
	pt, ok := t.(*llvmx.PtrType)
	if !ok {
		p.failf(tk, "@%s used as a value of type %s (it is a pointer)", tk.text, t)
	}
	g, f := p.lookupGlobal(tk)
	var as types.AddrSpace
	var ref *llvmx.Ref
	switch {
	case g != nil:
		as, ref = g.AddrSpace, llvmx.GlobalRef(g)
	case f != nil:
		as, ref = f.AddrSpace, llvmx.FuncRef(f)
	default:
		p.failf(tk, "use of undefined global @%s", tk.text)
	}
	if as != pt.AddrSpace {
		p.failf(tk, "@%s is in addrspace(%d), used as %s", tk.text, as, t)
	}
	return ref
}

func (p *parser) arrayConst(t types.Type) constant.Constant {
	open := p.expectPunct("[")
	at, ok := t.(*types.ArrayType)
	if !ok {
		p.failf(open, "array constant for type %s", t)
	}
	var elems []constant.Constant
	if !p.isPunct("]") {
		for {
			et := p.tok()
			e := p.typedConst()
			if !e.Type().Equal(at.ElemType) {
				p.failf(et, "array element of type %s in %s", e.Type(), t)
			}
			elems = append(elems, e)
			if !p.acceptPunct(",") {
				break
			}
		}
	}
	p.expectPunct("]")
	if uint64(len(elems)) != at.Len {
		p.failf(open, "array constant has %d elements, type %s takes %d", len(elems), t, at.Len)
	}
	return constant.NewArray(at, elems...)
}

func (p *parser) vectorConst(t types.Type) constant.Constant {
	open := p.expectPunct("<")
	vt, ok := t.(*types.VectorType)
	if !ok {
		p.failf(open, "vector constant for type %s", t)
	}
	var elems []constant.Constant
	for {
		et := p.tok()
		e := p.typedConst()
		if !e.Type().Equal(vt.ElemType) {
			p.failf(et, "vector element of type %s in %s", e.Type(), t)
		}
		elems = append(elems, e)
		if !p.acceptPunct(",") {
			break
		}
	}
	p.expectPunct(">")
	if uint64(len(elems)) != vt.Len || vt.Scalable {
		p.failf(open, "vector constant has %d elements, type %s takes %d", len(elems), t, vt.Len)
	}
	return constant.NewVector(vt, elems...)
}

func (p *parser) structConst(t types.Type) constant.Constant {
	open := p.tok()
	packed := p.acceptPunct("<")
	p.expectPunct("{")
	st, ok := t.(*types.StructType)
	if !ok || st.Opaque || st.Packed != packed {
		p.failf(open, "struct constant for type %s", t)
	}
	var fields []constant.Constant
	if !p.isPunct("}") {
		for {
			ft := p.tok()
			f := p.typedConst()
			if i := len(fields); i >= len(st.Fields) || !f.Type().Equal(st.Fields[i]) {
				p.failf(ft, "struct field %d of type %s does not match %s", i, f.Type(), t)
			}
			fields = append(fields, f)
			if !p.acceptPunct(",") {
				break
			}
		}
	}
	p.expectPunct("}")
	if packed {
		p.expectPunct(">")
	}
	if len(fields) != len(st.Fields) {
		p.failf(open, "struct constant has %d fields, type %s has %d", len(fields), t, len(st.Fields))
	}
	return constant.NewStruct(st, fields...)
}

// wordConst parses keyword constants and constant expressions.
func (p *parser) wordConst(tk token, t types.Type) constant.Constant {
	switch tk.text {
	case "true", "false":
		p.next()
		if !t.Equal(types.I1) {
			p.failf(tk, "%s is not a constant of type %s", tk.text, t)
		}
		return constant.NewBool(tk.text == "true")
	case "null":
		p.next()
		pt, ok := t.(*llvmx.PtrType)
		if !ok {
			p.failf(tk, "null is not a constant of type %s", t)
		}
		return llvmx.Null(pt.AddrSpace)
	case "undef", "poison", "zeroinitializer":
		p.next()
		if !firstClass(t) || t.Equal(types.Metadata) {
			p.failf(tk, "%s of type %s", tk.text, t)
		}
		switch tk.text {
		case "undef":
			return constant.NewUndef(t)
		case "poison":
			return constant.NewPoison(t)
		}
		return constant.NewZeroInitializer(t)
	case "none":
		p.next()
		if !t.Equal(types.Token) {
			p.failf(tk, "none is not a constant of type %s", t)
		}
		return constant.None
	case "splat":
		p.next()
		vt, ok := t.(*types.VectorType)
		if !ok || vt.Scalable {
			p.failf(tk, "splat of type %s", t)
		}
		p.expectPunct("(")
		et := p.tok()
		e := p.typedConst()
		if !e.Type().Equal(vt.ElemType) {
			p.failf(et, "splat of %s for %s", e.Type(), t)
		}
		p.expectPunct(")")
		elems := make([]constant.Constant, vt.Len)
		for i := range elems {
			elems[i] = e
		}
		return constant.NewVector(vt, elems...)
	case "asm":
		p.failf(tk, "inline asm is only valid as the callee of a call")
	case "blockaddress", "dso_local_equivalent", "no_cfi", "ptrauth":
		p.unsupportedf(tk, "constant %s", tk.text)
	}
	c := p.constExpr(tk)
	if c == nil {
		p.failf(tk, "expected a constant of type %s, found %s", t, tk.describe(p.src))
	}
	if !c.Type().Equal(t) {
		p.failf(tk, "constant expression of type %s used as %s", c.Type(), t)
	}
	return c
}

// typedConstOf parses a typed constant (LLVM writes every operand of a
// constant expression with its type) that must be of type t.
func (p *parser) typedConstOf(t types.Type) constant.Constant {
	tk := p.tok()
	c := p.typedConst()
	if !c.Type().Equal(t) {
		p.failf(tk, "operand of type %s, want %s", c.Type(), t)
	}
	return c
}

// constExpr parses a constant expression, or returns nil when tk starts
// none.
func (p *parser) constExpr(tk token) constant.Constant {
	op := tk.text
	if conv, ok := convOps[op]; ok {
		p.next()
		p.castFlags()
		p.expectPunct("(")
		from := p.typedConst()
		p.expectWord("to")
		to := p.typ(false)
		p.expectPunct(")")
		p.checkCast(tk, op, from.Type(), to)
		return conv(from, to)
	}
	switch op {
	case "getelementptr":
		p.next()
		inBounds := p.gepFlags()
		p.expectPunct("(")
		elem := p.typ(false)
		p.expectPunct(",")
		st := p.tok()
		src := p.typedConst()
		var idx []constant.Constant
		var idxTypes []types.Type
		for p.acceptPunct(",") {
			p.acceptWord("inrange") // LLVM 15–18 spelling; LLVM 19 puts it on the GEP
			c := p.typedConst()
			idx = append(idx, c)
			idxTypes = append(idxTypes, c.Type())
		}
		p.expectPunct(")")
		rt := p.gepType(st, elem, src.Type(), idx2vals(idx), idxTypes)
		return &constant.ExprGetElementPtr{ElemType: elem, Src: src, Indices: idx, Typ: rt, InBounds: inBounds}
	case "icmp", "fcmp":
		p.next()
		pt := p.tok()
		pred := p.word()
		p.expectPunct("(")
		xt := p.tok()
		x := p.typedConst()
		p.expectPunct(",")
		y := p.typedConstOf(x.Type())
		p.expectPunct(")")
		rt := boolLike(x.Type())
		if op == "icmp" {
			ip, ok := ipreds[pred]
			if !ok {
				p.failf(pt, "unknown icmp predicate %q", pred)
			}
			p.checkOperand(xt, "icmp", x.Type(), intOrPtr)
			return &constant.ExprICmp{Pred: ip, X: x, Y: y, Typ: rt}
		}
		fp, ok := fpreds[pred]
		if !ok {
			p.failf(pt, "unknown fcmp predicate %q", pred)
		}
		p.checkOperand(xt, "fcmp", x.Type(), floatOnly)
		return &constant.ExprFCmp{Pred: fp, X: x, Y: y, Typ: rt}
	case "select":
		p.next()
		p.expectPunct("(")
		ct := p.tok()
		c := p.typedConst()
		p.checkSelectCond(ct, c.Type())
		p.expectPunct(",")
		x := p.typedConst()
		p.expectPunct(",")
		y := p.typedConstOf(x.Type())
		p.expectPunct(")")
		return &constant.ExprSelect{Cond: c, X: x, Y: y, Typ: x.Type()}
	case "extractelement":
		p.next()
		p.expectPunct("(")
		xt := p.tok()
		x := p.typedConst()
		p.expectPunct(",")
		i := p.typedConst()
		p.expectPunct(")")
		vt := p.vectorOperand(xt, x.Type())
		return &constant.ExprExtractElement{X: x, Index: i, Typ: vt.ElemType}
	case "insertelement":
		p.next()
		p.expectPunct("(")
		xt := p.tok()
		x := p.typedConst()
		vt := p.vectorOperand(xt, x.Type())
		p.expectPunct(",")
		e := p.constant(vt.ElemType)
		p.expectPunct(",")
		i := p.typedConst()
		p.expectPunct(")")
		return &constant.ExprInsertElement{X: x, Elem: e, Index: i, Typ: vt}
	case "shufflevector":
		p.next()
		p.expectPunct("(")
		xt := p.tok()
		x := p.typedConst()
		vt := p.vectorOperand(xt, x.Type())
		p.expectPunct(",")
		y := p.constant(vt)
		p.expectPunct(",")
		mt := p.tok()
		mask := p.typedConst()
		mv := p.maskType(mt, mask.Type())
		p.expectPunct(")")
		return &constant.ExprShuffleVector{X: x, Y: y, Mask: mask, Typ: types.NewVector(mv.Len, vt.ElemType)}
	case "extractvalue", "insertvalue":
		p.next()
		p.expectPunct("(")
		xt := p.tok()
		x := p.typedConst()
		var elem constant.Constant
		if op == "insertvalue" {
			p.expectPunct(",")
			elem = p.typedConst()
		}
		var idx []uint64
		for p.acceptPunct(",") {
			idx = append(idx, p.uintTok("index", math.MaxUint32))
		}
		p.expectPunct(")")
		et := p.aggregateMember(xt, x.Type(), idx)
		if op == "extractvalue" {
			return &constant.ExprExtractValue{X: x, Indices: idx, Typ: et}
		}
		if !elem.Type().Equal(et) {
			p.failf(xt, "insertvalue of %s into a member of type %s", elem.Type(), et)
		}
		return &constant.ExprInsertValue{X: x, Elem: elem, Indices: idx, Typ: x.Type()}
	case "fneg":
		p.next()
		p.expectPunct("(")
		xt := p.tok()
		x := p.typedConst()
		p.expectPunct(")")
		p.checkOperand(xt, "fneg", x.Type(), floatOnly)
		return &constant.ExprFNeg{X: x, Typ: x.Type()}
	}
	if mk, ok := constBinOps[op]; ok {
		p.next()
		flags := p.binFlags()
		p.expectPunct("(")
		xt := p.tok()
		x := p.typedConst()
		p.expectPunct(",")
		y := p.typedConstOf(x.Type())
		p.expectPunct(")")
		if strings.HasPrefix(op, "f") {
			p.checkOperand(xt, op, x.Type(), floatOnly)
		} else {
			p.checkOperand(xt, op, x.Type(), intOnly)
		}
		return mk(x, y, flags)
	}
	return nil
}

func idx2vals(cs []constant.Constant) []value.Value {
	vs := make([]value.Value, len(cs))
	for i, c := range cs {
		vs[i] = c
	}
	return vs
}

// binFlags are the flags of a binary operation.
type binFlags struct {
	nuw, nsw, exact bool
	fmf             []enum.FastMathFlag
}

func (f binFlags) overflow() []enum.OverflowFlag {
	var o []enum.OverflowFlag
	if f.nuw {
		o = append(o, enum.OverflowFlagNUW)
	}
	if f.nsw {
		o = append(o, enum.OverflowFlagNSW)
	}
	return o
}

// binFlags parses nuw, nsw, exact and disjoint (dropped: llir has no
// place for it, and dropping a poison-generating flag is always sound).
func (p *parser) binFlags() binFlags {
	var f binFlags
	for {
		switch {
		case p.acceptWord("nuw"):
			f.nuw = true
		case p.acceptWord("nsw"):
			f.nsw = true
		case p.acceptWord("exact"):
			f.exact = true
		case p.acceptWord("disjoint"):
		default:
			return f
		}
	}
}

// castFlags skips the flags a cast may carry: nuw and nsw (trunc), nneg
// (zext, uitofp), and fast-math flags (LLVM 19+ on fptrunc, fpext). llir's
// casts hold none of them; dropping them is sound.
func (p *parser) castFlags() {
	for {
		t := p.tok()
		if t.kind != tWord {
			return
		}
		if _, ok := fmfNames[t.text]; !ok && t.text != "nuw" && t.text != "nsw" && t.text != "nneg" {
			return
		}
		p.next()
	}
}

// gepFlags parses inbounds, nuw, nusw and inrange(a, b); it keeps only
// inbounds, which llir can hold.
func (p *parser) gepFlags() bool {
	inBounds := false
	for {
		switch {
		case p.acceptWord("inbounds"):
			inBounds = true
		case p.acceptWord("nuw"), p.acceptWord("nusw"):
		case p.isWord("inrange") && p.peekTok(1).kind == tPunct && p.peekTok(1).text == "(":
			p.next()
			p.skipBalanced()
		default:
			return inBounds
		}
	}
}

// skipBalanced skips a parenthesised group.
func (p *parser) skipBalanced() {
	open := p.expectPunct("(")
	depth := 1
	for depth > 0 {
		t := p.next()
		switch {
		case t.kind == tEOF:
			p.failf(open, "unbalanced '('")
		case t.kind == tPunct && t.text == "(":
			depth++
		case t.kind == tPunct && t.text == ")":
			depth--
		}
	}
}

func (p *parser) word() string {
	return p.expectKind(tWord, "a keyword").text
}

var convOps = map[string]func(c constant.Constant, to types.Type) constant.Constant{
	"trunc": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprTrunc{From: c, To: to}
	},
	"zext": func(c constant.Constant, to types.Type) constant.Constant { return &constant.ExprZExt{From: c, To: to} },
	"sext": func(c constant.Constant, to types.Type) constant.Constant { return &constant.ExprSExt{From: c, To: to} },
	"fptrunc": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprFPTrunc{From: c, To: to}
	},
	"fpext": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprFPExt{From: c, To: to}
	},
	"fptoui": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprFPToUI{From: c, To: to}
	},
	"fptosi": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprFPToSI{From: c, To: to}
	},
	"uitofp": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprUIToFP{From: c, To: to}
	},
	"sitofp": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprSIToFP{From: c, To: to}
	},
	"ptrtoint": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprPtrToInt{From: c, To: to}
	},
	"inttoptr": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprIntToPtr{From: c, To: to}
	},
	"bitcast": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprBitCast{From: c, To: to}
	},
	"addrspacecast": func(c constant.Constant, to types.Type) constant.Constant {
		return &constant.ExprAddrSpaceCast{From: c, To: to}
	},
}

var constBinOps = map[string]func(x, y constant.Constant, f binFlags) constant.Constant{
	"add": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprAdd{X: x, Y: y, Typ: x.Type(), OverflowFlags: f.overflow()}
	},
	"sub": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprSub{X: x, Y: y, Typ: x.Type(), OverflowFlags: f.overflow()}
	},
	"mul": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprMul{X: x, Y: y, Typ: x.Type(), OverflowFlags: f.overflow()}
	},
	"shl": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprShl{X: x, Y: y, Typ: x.Type(), OverflowFlags: f.overflow()}
	},
	"lshr": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprLShr{X: x, Y: y, Typ: x.Type(), Exact: f.exact}
	},
	"ashr": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprAShr{X: x, Y: y, Typ: x.Type(), Exact: f.exact}
	},
	"udiv": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprUDiv{X: x, Y: y, Typ: x.Type(), Exact: f.exact}
	},
	"sdiv": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprSDiv{X: x, Y: y, Typ: x.Type(), Exact: f.exact}
	},
	"urem": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprURem{X: x, Y: y, Typ: x.Type()}
	},
	"srem": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprSRem{X: x, Y: y, Typ: x.Type()}
	},
	"and": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprAnd{X: x, Y: y, Typ: x.Type()}
	},
	"or": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprOr{X: x, Y: y, Typ: x.Type()}
	},
	"xor": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprXor{X: x, Y: y, Typ: x.Type()}
	},
	"fadd": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprFAdd{X: x, Y: y, Typ: x.Type()}
	},
	"fsub": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprFSub{X: x, Y: y, Typ: x.Type()}
	},
	"fmul": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprFMul{X: x, Y: y, Typ: x.Type()}
	},
	"fdiv": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprFDiv{X: x, Y: y, Typ: x.Type()}
	},
	"frem": func(x, y constant.Constant, f binFlags) constant.Constant {
		return &constant.ExprFRem{X: x, Y: y, Typ: x.Type()}
	},
}

var ipreds = map[string]enum.IPred{}
var fpreds = map[string]enum.FPred{}
var fmfNames = map[string]enum.FastMathFlag{}

func init() {
	for i := enum.IPredEQ; i <= enum.IPredULT; i++ {
		ipreds[i.String()] = i
	}
	for f := enum.FPredFalse; f <= enum.FPredUNO; f++ {
		fpreds[f.String()] = f
	}
	for f := enum.FastMathFlagAFn; f <= enum.FastMathFlagReassoc; f++ {
		fmfNames[f.String()] = f
	}
}

// Operand checks, which keep llir's type computations (and the printer)
// away from operands they would panic on.

type operandClass uint8

const (
	intOnly operandClass = iota
	floatOnly
	intOrPtr
)

func (p *parser) checkOperand(at token, op string, t types.Type, class operandClass) {
	s := scalarOf(t)
	ok := false
	switch s.(type) {
	case *types.IntType:
		ok = class == intOnly || class == intOrPtr
	case *types.FloatType, BFloat:
		ok = class == floatOnly
	case *llvmx.PtrType:
		ok = class == intOrPtr
	}
	if !ok {
		p.failf(at, "%s of type %s", op, t)
	}
}

func (p *parser) checkSelectCond(at token, t types.Type) {
	if !scalarOf(t).Equal(types.I1) {
		p.failf(at, "select condition of type %s (want i1 or a vector of i1)", t)
	}
}

func (p *parser) vectorOperand(at token, t types.Type) *types.VectorType {
	vt, ok := t.(*types.VectorType)
	if !ok {
		p.failf(at, "vector operation on %s", t)
	}
	return vt
}

func (p *parser) maskType(at token, t types.Type) *types.VectorType {
	vt, ok := t.(*types.VectorType)
	if !ok || !vt.ElemType.Equal(types.I32) {
		p.failf(at, "shufflevector mask of type %s (want <N x i32>)", t)
	}
	return vt
}

// aggregateMember is the type at indices of aggregate type t.
func (p *parser) aggregateMember(at token, t types.Type, idx []uint64) types.Type {
	if len(idx) == 0 {
		p.failf(at, "extractvalue/insertvalue needs at least one index")
	}
	for _, i := range idx {
		switch tt := t.(type) {
		case *types.StructType:
			if i >= uint64(len(tt.Fields)) {
				p.failf(at, "index %d out of range for %s", i, t)
			}
			t = tt.Fields[i]
		case *types.ArrayType:
			if i >= tt.Len {
				p.failf(at, "index %d out of range for %s", i, t)
			}
			t = tt.ElemType
		default:
			p.failf(at, "index into non-aggregate type %s", t)
		}
	}
	return t
}

// checkCast checks a conversion's operand and result types.
func (p *parser) checkCast(at token, op string, from, to types.Type) {
	fv, fvec := from.(*types.VectorType)
	tv, tvec := to.(*types.VectorType)
	if op != "bitcast" && (fvec != tvec || fvec && fv.Len != tv.Len) {
		p.failf(at, "%s from %s to %s (vector shapes differ)", op, from, to)
	}
	fs, ts := scalarOf(from), scalarOf(to)
	_, fi := fs.(*types.IntType)
	_, ti := ts.(*types.IntType)
	_, ff := fs.(*types.FloatType)
	_, tf := ts.(*types.FloatType)
	_, fp := fs.(*llvmx.PtrType)
	_, tp := ts.(*llvmx.PtrType)
	ok := false
	switch op {
	case "trunc", "zext", "sext":
		ok = fi && ti
	case "fptrunc", "fpext":
		ok = ff && tf
	case "fptoui", "fptosi":
		ok = ff && ti
	case "uitofp", "sitofp":
		ok = fi && tf
	case "ptrtoint":
		ok = fp && ti
	case "inttoptr":
		ok = fi && tp
	case "addrspacecast":
		ok = fp && tp
	case "bitcast":
		ok = firstClass(from) && firstClass(to) && !isVoid(to)
	}
	if !ok {
		p.failf(at, "invalid %s from %s to %s", op, from, to)
	}
}

// gepType is the result type of a getelementptr with source element type
// elem: the source's pointer type, or a vector of it when the source or an
// index is a vector. It also checks that the indices walk elem.
func (p *parser) gepType(at token, elem, src types.Type, idx []value.Value, idxTypes []types.Type) types.Type {
	var vecLen uint64
	sp, ok := scalarOf(src).(*llvmx.PtrType)
	if !ok {
		p.failf(at, "getelementptr base of type %s (want ptr)", src)
	}
	if v, ok := src.(*types.VectorType); ok {
		vecLen = v.Len
	}
	t := elem
	for i, it := range idxTypes {
		if v, ok := it.(*types.VectorType); ok {
			vecLen = v.Len
		}
		if !isInt(scalarOf(it)) {
			p.failf(at, "getelementptr index of type %s", it)
		}
		if i == 0 {
			continue
		}
		switch tt := t.(type) {
		case *types.StructType:
			c, ok := idx[i].(*constant.Int)
			if !ok || !c.X.IsInt64() || c.X.Int64() < 0 || c.X.Int64() >= int64(len(tt.Fields)) {
				p.failf(at, "getelementptr into struct %s needs a constant field index in range", t)
			}
			t = tt.Fields[c.X.Int64()]
		case *types.ArrayType:
			t = tt.ElemType
		case *types.VectorType:
			t = tt.ElemType
		default:
			p.failf(at, "getelementptr index %d into non-aggregate type %s", i, t)
		}
	}
	if vecLen > 0 {
		return types.NewVector(vecLen, sp)
	}
	return sp
}
