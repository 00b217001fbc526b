package llparse

import (
	"strconv"
	"strings"

	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// BFloat is the bfloat type, which llir v0.3.6 lacks.
type BFloat struct{}

func (BFloat) String() string          { return "bfloat" }
func (BFloat) LLString() string        { return "bfloat" }
func (BFloat) Equal(u types.Type) bool { _, ok := u.(BFloat); return ok }
func (BFloat) Name() string            { return "" }
func (BFloat) SetName(string)          {}

// typeDef is a named type: an identified struct, or an alias of another
// type (`%T = type i32`, which LLVM allows and prints as the aliased type).
type typeDef struct {
	name       string
	def        token
	st         *types.StructType // nil for an alias
	aliasStart int               // token index of an alias's right-hand side
	alias      types.Type
	resolving  bool
}

// typeKey is the map key of a named type or local value token: a numbered
// name (%7) and a quoted digit name (%"7") differ.
func typeKey(t token) string {
	if !t.quoted && isNumber(t.text) {
		return "#" + t.text
	}
	return t.text
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// typeShell registers the named type defined at t (pass A).
func (p *parser) typeShell(t token) {
	p.next()
	p.expectPunct("=")
	p.expectWord("type")
	key := typeKey(t)
	if d := p.types[key]; d != nil {
		p.failf(t, "redefinition of type %%%s (first defined at %s)", t.text, p.pos(d.def))
	}
	d := &typeDef{name: t.text, def: t}
	switch {
	case p.isWord("opaque"):
		d.st = &types.StructType{TypeName: t.text, Opaque: true}
	case p.isPunct("{") || p.isPunct("<") && p.peekTok(1).kind == tPunct && p.peekTok(1).text == "{":
		d.st = &types.StructType{TypeName: t.text}
	default:
		d.aliasStart = p.i
	}
	p.types[key] = d
	if d.st != nil {
		p.m.TypeDefs = append(p.m.TypeDefs, d.st)
	}
}

// typeDefBody fills in a named struct's fields (pass B).
func (p *parser) typeDefBody() {
	t := p.next()
	p.expectPunct("=")
	p.expectWord("type")
	d := p.types[typeKey(t)]
	switch {
	case d.st == nil:
		// Parse the right-hand side here (it may already have been resolved
		// by a use) so that the entity's tokens are consumed.
		if d.alias == nil {
			d.resolving = true
			d.alias = p.typ(false)
			d.resolving = false
		} else {
			p.typ(false)
		}
	case d.st.Opaque:
		p.next()
	default:
		lit := p.structType()
		d.st.Fields, d.st.Packed = lit.Fields, lit.Packed
	}
}

func (p *parser) resolveAlias(d *typeDef) types.Type {
	if d.alias != nil {
		return d.alias
	}
	if d.resolving {
		p.failf(d.def, "type alias %%%s refers to itself", d.name)
	}
	d.resolving = true
	save := p.i
	p.i = d.aliasStart
	d.alias = p.typ(false)
	p.i = save
	d.resolving = false
	return d.alias
}

// typ parses a type. fn allows a function type (`i32 (ptr, ...)`), which
// only a call site writes.
func (p *parser) typ(fn bool) types.Type {
	t := p.tok()
	var res types.Type
	switch t.kind {
	case tWord:
		p.next()
		res = p.wordType(t)
	case tLocal:
		p.next()
		d := p.types[typeKey(t)]
		if d == nil {
			p.failf(t, "undefined type %%%s", t.text)
		}
		if d.st != nil {
			res = d.st
		} else {
			res = p.resolveAlias(d)
		}
	case tPunct:
		switch t.text {
		case "[":
			p.next()
			n := p.uintTok("array length", 1<<32)
			p.expectWord("x")
			elem := p.typ(false)
			p.checkElem(t, elem, "array")
			p.expectPunct("]")
			res = types.NewArray(n, elem)
		case "{":
			res = p.structType()
		case "<":
			if p.peekTok(1).kind == tPunct && p.peekTok(1).text == "{" {
				res = p.structType()
				break
			}
			p.next()
			scalable := p.acceptWord("vscale")
			if scalable {
				p.expectWord("x")
			}
			n := p.uintTok("vector length", 1<<32)
			if n == 0 {
				p.failf(t, "a vector needs at least one element")
			}
			p.expectWord("x")
			et := p.tok()
			elem := p.typ(false)
			switch elem.(type) {
			case *types.IntType, *types.FloatType, *llvmx.PtrType, BFloat:
			default:
				p.failf(et, "invalid vector element type %s", elem)
			}
			p.expectPunct(">")
			v := types.NewVector(n, elem)
			v.Scalable = scalable
			res = v
		}
	}
	if res == nil {
		p.failf(t, "expected a type, found %s", t.describe(p.src))
	}
	if p.isPunct("*") {
		p.unsupportedf(p.tok(), "typed pointer %s* (only opaque pointers, `ptr`, are read)", res)
	}
	if fn && p.isPunct("(") {
		res = p.funcTypeParams(res)
	}
	return res
}

// checkElem rejects types that cannot be aggregate members.
func (p *parser) checkElem(at token, t types.Type, what string) {
	switch t.(type) {
	case *types.VoidType, *types.LabelType, *types.MetadataType, *types.FuncType, *types.TokenType:
		p.failf(at, "invalid %s element type %s", what, t)
	}
}

func (p *parser) wordType(t token) types.Type {
	switch t.text {
	case "void":
		return types.Void
	case "half":
		return types.Half
	case "bfloat":
		return BFloat{}
	case "float":
		return types.Float
	case "double":
		return types.Double
	case "x86_fp80":
		return types.X86_FP80
	case "fp128":
		return types.FP128
	case "ppc_fp128":
		return types.PPC_FP128
	case "label":
		return types.Label
	case "metadata":
		return types.Metadata
	case "token":
		return types.Token
	case "x86_mmx":
		return types.MMX
	case "ptr":
		return llvmx.Ptr(p.addrSpace())
	case "target", "x86_amx":
		p.unsupportedf(t, "type %s", t.text)
	}
	if strings.HasPrefix(t.text, "i") && isNumber(t.text[1:]) {
		n, err := strconv.ParseUint(t.text[1:], 10, 32)
		if err != nil || n == 0 || n > 1<<23 {
			p.failf(t, "invalid integer width in %s", t.text)
		}
		return types.NewInt(n)
	}
	p.failf(t, "expected a type, found %s", t.describe(p.src))
	return nil
}

// addrSpace parses an optional `addrspace(N)`.
func (p *parser) addrSpace() types.AddrSpace {
	if !p.acceptWord("addrspace") {
		return 0
	}
	p.expectPunct("(")
	if p.tok().kind == tString {
		p.unsupportedf(p.tok(), "symbolic address space %q", p.tok().text)
	}
	n := p.uintTok("address space", 1<<24-1)
	p.expectPunct(")")
	return types.AddrSpace(n)
}

// structType parses a literal struct `{ T, ... }` or `<{ T, ... }>`.
func (p *parser) structType() *types.StructType {
	packed := p.acceptPunct("<")
	p.expectPunct("{")
	st := &types.StructType{Packed: packed}
	if !p.isPunct("}") {
		for {
			at := p.tok()
			f := p.typ(false)
			p.checkElem(at, f, "struct")
			st.Fields = append(st.Fields, f)
			if !p.acceptPunct(",") {
				break
			}
		}
	}
	p.expectPunct("}")
	if packed {
		p.expectPunct(">")
	}
	return st
}

// funcTypeParams parses the `(T, T, ...)` of a function type.
func (p *parser) funcTypeParams(ret types.Type) *types.FuncType {
	p.expectPunct("(")
	ft := &types.FuncType{RetType: ret}
	for !p.isPunct(")") {
		if p.acceptPunct("...") {
			ft.Variadic = true
			break
		}
		ft.Params = append(ft.Params, p.typ(false))
		p.skipParamAttrs()
		if !p.acceptPunct(",") {
			break
		}
	}
	p.expectPunct(")")
	return ft
}

// Type helpers.

func isVoid(t types.Type) bool { _, ok := t.(*types.VoidType); return ok }

func isInt(t types.Type) bool { _, ok := t.(*types.IntType); return ok }

// scalarOf is t's element type when t is a vector, else t.
func scalarOf(t types.Type) types.Type {
	if v, ok := t.(*types.VectorType); ok {
		return v.ElemType
	}
	return t
}

// boolLike is i1, or <N x i1> for a vector t.
func boolLike(t types.Type) types.Type {
	if v, ok := t.(*types.VectorType); ok {
		return &types.VectorType{Len: v.Len, Scalable: v.Scalable, ElemType: types.I1}
	}
	return types.I1
}

// firstClass reports whether values of type t may exist.
func firstClass(t types.Type) bool {
	switch t.(type) {
	case *types.VoidType, *types.LabelType, *types.FuncType:
		return false
	case *types.StructType:
		return !t.(*types.StructType).Opaque
	}
	return true
}

// checkRecursiveTypes rejects a struct that contains itself by value
// (LLVM: "invalid recursive type"): it would have no size.
func (p *parser) checkRecursiveTypes() {
	state := map[*types.StructType]uint8{} // 1: on the path, 2: done
	var visit func(t types.Type) bool
	visit = func(t types.Type) bool {
		switch t := t.(type) {
		case *types.ArrayType:
			return visit(t.ElemType)
		case *types.VectorType:
			return visit(t.ElemType)
		case *types.StructType:
			switch state[t] {
			case 1:
				return true
			case 2:
				return false
			}
			state[t] = 1
			for _, f := range t.Fields {
				if visit(f) {
					return true
				}
			}
			state[t] = 2
		}
		return false
	}
	for _, k := range sortedKeys(p.types) {
		d := p.types[k]
		if d.st != nil && state[d.st] == 0 && visit(d.st) {
			p.diags.Errorf(p.pos(d.def), "invalid recursive type %%%s (it contains itself)", d.name)
			return
		}
	}
}
