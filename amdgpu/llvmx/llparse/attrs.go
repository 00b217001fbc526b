package llparse

import (
	"math"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// Attribute names that llir's enums know, built from their String
// methods so that the tables cannot drift from llir.
var (
	paramAttrs  = map[string]enum.ParamAttr{}
	returnAttrs = map[string]enum.ReturnAttr{}
	funcAttrs   = map[string]enum.FuncAttr{}
	linkages    = map[string]enum.Linkage{}
	callConvs   = map[string]enum.CallingConv{}
	orderings   = map[string]enum.AtomicOrdering{}
	atomicOps   = map[string]enum.AtomicOp{}
)

func init() {
	for a := enum.ParamAttr(0); a < 64; a++ {
		if s := a.String(); !isEnumFallback(s) {
			paramAttrs[s] = a
		}
	}
	for a := enum.ReturnAttr(0); a < 64; a++ {
		if s := a.String(); !isEnumFallback(s) {
			returnAttrs[s] = a
		}
	}
	for a := enum.FuncAttr(0); a < 128; a++ {
		if s := a.String(); !isEnumFallback(s) {
			funcAttrs[s] = a
		}
	}
	for l := enum.LinkageAppending; l <= enum.LinkageExternWeak; l++ {
		linkages[l.String()] = l
	}
	for c := enum.CallingConv(1); c < 1024; c++ {
		if s := c.String(); !isEnumFallback(s) && !(len(s) > 3 && s[:3] == "cc ") {
			callConvs[s] = c
		}
	}
	// Calling conventions newer than llir's table (LLVM CallingConv.h).
	callConvs["amdgpu_cs_chain"] = 104
	callConvs["amdgpu_cs_chain_preserve"] = 105
	for _, o := range []enum.AtomicOrdering{enum.AtomicOrderingUnordered, enum.AtomicOrderingMonotonic,
		enum.AtomicOrderingAcquire, enum.AtomicOrderingRelease, enum.AtomicOrderingAcquireRelease, enum.AtomicOrderingSequentiallyConsistent} {
		orderings[o.String()] = o
	}
	for o := enum.AtomicOpAdd; o <= enum.AtomicOpXor; o++ {
		atomicOps[o.String()] = o
	}
}

// isEnumFallback reports a stringer's name for an unknown value.
func isEnumFallback(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '(' {
			return true
		}
	}
	return false
}

// droppedAttrs are attributes of LLVM 15–20 that llir v0.3.6 cannot hold.
// They describe facts (memory effects, value ranges, capture) that only
// an optimiser uses, so dropping them keeps the module's meaning; an
// argument in parentheses is skipped with them.
var droppedAttrs = map[string]bool{
	"memory": true, "nofpclass": true, "range": true, "captures": true, "initializes": true,
	"dead_on_unwind": true, "writable": true, "allockind": true, "allocalign": true,
	"allocptr": true, "presplitcoroutine": true, "fn_ret_thunk_extern": true,
	"nosanitize_bounds": true, "sanitize_numerical_stability": true, "sanitize_realtime": true,
	"sanitize_realtime_blocking": true, "coro_only_destroy_when_complete": true,
	"coro_elide_safe": true, "skipprofile": true, "hybrid_patchable": true, "optdebug": true,
	"noext": true, "dead_on_return": true, "nocreateundeforpoison": true, "sanitize_type": true,
	"sanitize_alloc_token": true, "denormal_fpenv": true,
}

// attrKind says where an attribute list stands.
type attrKind uint8

const (
	akParam attrKind = iota
	akReturn
	akFunc  // after a function header or a call
	akGroup // inside attributes #N = { ... }
)

// attrGroup is an attribute group, referenced by #N before or after its
// definition.
type attrGroup struct {
	def     *ir.AttrGroupDef
	use     token
	defined bool
}

func (p *parser) groupRef(t token) *ir.AttrGroupDef {
	id, err := strconv.ParseInt(t.text, 10, 64)
	if err != nil {
		p.failf(t, "attribute group #%s out of range", t.text)
	}
	g := p.attrGroups[id]
	if g == nil {
		g = &attrGroup{def: &ir.AttrGroupDef{ID: id}, use: t}
		p.attrGroups[id] = g
	}
	return g.def
}

// attrs parses an attribute list of kind k and returns the attributes
// llir can hold, in order. The list ends at the first token that is not
// an attribute (and, after a header or call, at a new line).
func (p *parser) attrs(k attrKind) (out []any) {
	for {
		t := p.tok()
		if k == akFunc && t.bol {
			return out
		}
		switch t.kind {
		case tString:
			p.next()
			if p.acceptPunct("=") {
				v := p.expectKind(tString, "a string").text
				out = append(out, ir.AttrPair{Key: t.text, Value: v})
			} else {
				out = append(out, ir.AttrString(t.text))
			}
			continue
		case tAttrID:
			if k != akFunc {
				p.failf(t, "attribute group #%s here", t.text)
			}
			p.next()
			out = append(out, p.groupRef(t))
			continue
		case tWord:
		default:
			return out
		}
		if a, ok := p.wordAttr(t, k); ok {
			if a != nil {
				out = append(out, a)
			}
			continue
		}
		return out
	}
}

// wordAttr parses the keyword attribute at t. ok is false when t is no
// attribute (the list ends); a is nil for an attribute that is dropped.
func (p *parser) wordAttr(t token, k attrKind) (a any, ok bool) {
	w := t.text
	argType := func() types.Type {
		p.expectPunct("(")
		ty := p.typ(false)
		p.expectPunct(")")
		return ty
	}
	switch w {
	case "align":
		p.next()
		var n uint64
		switch {
		case p.acceptPunct("="):
			n = p.uintTok("alignment", 1<<32)
		case p.isPunct("("):
			n = p.parenUint("alignment", 1<<32)
		default:
			n = p.uintTok("alignment", 1<<32)
		}
		if n == 0 || n&(n-1) != 0 {
			p.failf(t, "alignment %d is not a power of two", n)
		}
		return ir.Align(n), true
	case "alignstack":
		p.next()
		var n uint64
		if p.acceptPunct("=") {
			n = p.uintTok("alignment", 1<<32)
		} else {
			n = p.parenUint("alignment", 1<<32)
		}
		return ir.AlignStack(n), true
	case "dereferenceable", "dereferenceable_or_null":
		p.next()
		n := p.parenUint("byte count", math.MaxUint64)
		if k == akFunc || k == akGroup {
			return nil, true
		}
		return ir.Dereferenceable{N: n, DerefOrNull: w == "dereferenceable_or_null"}, true
	case "byval", "byref", "sret", "elementtype", "inalloca", "preallocated":
		p.next()
		var ty types.Type
		if p.isPunct("(") {
			ty = argType()
		} else if w != "byval" {
			p.failf(t, "%s needs a type: %s(T)", w, w)
		}
		switch w {
		case "byval":
			return ir.Byval{Typ: ty}, true
		case "byref":
			return ir.ByRef{Typ: ty}, true
		case "sret":
			return ir.SRet{Typ: ty}, true
		case "elementtype":
			return ir.ElementType{Typ: ty}, true
		case "inalloca":
			return ir.InAlloca{Typ: ty}, true
		}
		return ir.Preallocated{Typ: ty}, true
	case "allocsize":
		p.next()
		p.expectPunct("(")
		a := ir.AllocSize{ElemSizeIndex: int(p.uintTok("argument index", math.MaxInt32)), NElemsIndex: -1}
		if p.acceptPunct(",") {
			a.NElemsIndex = int(p.uintTok("argument index", math.MaxInt32))
		}
		p.expectPunct(")")
		return a, true
	case "vscale_range":
		p.next()
		p.expectPunct("(")
		a := ir.VectorScaleRange{Min: -1, Max: int(p.uintTok("vscale", math.MaxInt32))}
		if p.acceptPunct(",") {
			a.Min, a.Max = a.Max, int(p.uintTok("vscale", math.MaxInt32))
		}
		p.expectPunct(")")
		return a, true
	case "uwtable":
		p.next()
		if p.isPunct("(") {
			p.skipBalanced()
		}
		return enum.FuncAttrUwtable, true
	}
	if droppedAttrs[w] {
		p.next()
		if p.isPunct("(") {
			p.skipBalanced()
		}
		return nil, true
	}
	switch k {
	case akParam:
		if a, ok := paramAttrs[w]; ok {
			p.next()
			return a, true
		}
	case akReturn:
		if a, ok := returnAttrs[w]; ok {
			p.next()
			return a, true
		}
	case akFunc, akGroup:
		if a, ok := funcAttrs[w]; ok {
			p.next()
			return a, true
		}
		if _, ok := paramAttrs[w]; ok {
			// A parameter attribute in a group of call-site attributes.
			p.next()
			return nil, true
		}
	}
	return nil, false
}

func (p *parser) paramAttrs() []ir.ParamAttribute {
	var out []ir.ParamAttribute
	for _, a := range p.attrs(akParam) {
		if pa, ok := a.(ir.ParamAttribute); ok {
			out = append(out, pa)
		}
	}
	return out
}

// skipParamAttrs parses and drops parameter attributes.
func (p *parser) skipParamAttrs() { p.attrs(akParam) }

func (p *parser) returnAttrs() []ir.ReturnAttribute {
	var out []ir.ReturnAttribute
	for _, a := range p.attrs(akReturn) {
		if ra, ok := a.(ir.ReturnAttribute); ok {
			out = append(out, ra)
		}
	}
	return out
}

func (p *parser) funcAttrs(k attrKind) []ir.FuncAttribute {
	var out []ir.FuncAttribute
	for _, a := range p.attrs(k) {
		if fa, ok := a.(ir.FuncAttribute); ok {
			out = append(out, fa)
		}
	}
	return out
}

// attrGroupDef parses `attributes #N = { ... }`.
func (p *parser) attrGroupDef() {
	p.expectWord("attributes")
	t := p.expectKind(tAttrID, "an attribute group id (#N)")
	def := p.groupRef(t)
	g := p.attrGroups[def.ID]
	if g.defined {
		p.failf(t, "redefinition of attribute group #%d", def.ID)
	}
	g.defined = true
	p.expectPunct("=")
	p.expectPunct("{")
	def.FuncAttrs = p.funcAttrs(akGroup)
	if !p.isPunct("}") {
		p.failf(p.tok(), "unknown attribute %s in attribute group #%d", p.tok().describe(p.src), def.ID)
	}
	p.next()
	p.m.AttrGroupDefs = append(p.m.AttrGroupDefs, def)
}

// comdatRef is a comdat, referenced before or after its definition.
type comdatRef struct {
	def     *ir.ComdatDef
	use     token
	defined bool
}

func (p *parser) comdat(t token, name string) *ir.ComdatDef {
	c := p.comdats[name]
	if c == nil {
		c = &comdatRef{def: &ir.ComdatDef{Name: name}, use: t}
		p.comdats[name] = c
	}
	return c.def
}

var selectionKinds = map[string]enum.SelectionKind{}

func init() {
	for k := enum.SelectionKindAny; k <= enum.SelectionKindSameSize; k++ {
		selectionKinds[k.String()] = k
	}
}

// comdatDef parses `$name = comdat any`.
func (p *parser) comdatDef() {
	t := p.next()
	p.expectPunct("=")
	p.expectWord("comdat")
	kt := p.tok()
	kind, ok := selectionKinds[p.word()]
	if !ok {
		p.failf(kt, "unknown comdat selection kind %s", kt.describe(p.src))
	}
	def := p.comdat(t, t.text)
	c := p.comdats[t.text]
	if c.defined {
		p.failf(t, "redefinition of comdat $%s", t.text)
	}
	c.defined = true
	def.Kind = kind
	p.m.ComdatDefs = append(p.m.ComdatDefs, def)
}

// optComdat parses `comdat` or `comdat($name)` after a global or function
// named self.
func (p *parser) optComdat(self string) *ir.ComdatDef {
	t := p.tok()
	if !p.acceptWord("comdat") {
		return nil
	}
	if p.acceptPunct("(") {
		ct := p.expectKind(tComdat, "a comdat name ($name)")
		p.expectPunct(")")
		return p.comdat(ct, ct.text)
	}
	return p.comdat(t, self)
}

// linkage and friends: the prefix of a global or function.
type linkageInfo struct {
	linkage     enum.Linkage
	preemption  enum.Preemption
	visibility  enum.Visibility
	dll         enum.DLLStorageClass
	tls         enum.TLSModel
	unnamedAddr enum.UnnamedAddr
}

func (p *parser) linkagePrefix() linkageInfo {
	var l linkageInfo
	for {
		t := p.tok()
		if t.kind != tWord {
			return l
		}
		if k, ok := linkages[t.text]; ok {
			l.linkage = k
			p.next()
			continue
		}
		switch t.text {
		case "dso_local":
			l.preemption = enum.PreemptionDSOLocal
		case "dso_preemptable":
			l.preemption = enum.PreemptionDSOPreemptable
		case "default":
			l.visibility = enum.VisibilityDefault
		case "hidden":
			l.visibility = enum.VisibilityHidden
		case "protected":
			l.visibility = enum.VisibilityProtected
		case "dllimport":
			l.dll = enum.DLLStorageClassDLLImport
		case "dllexport":
			l.dll = enum.DLLStorageClassDLLExport
		case "thread_local":
			p.next()
			l.tls = enum.TLSModelGeneric
			if p.acceptPunct("(") {
				mt := p.tok()
				switch p.word() {
				case "localdynamic":
					l.tls = enum.TLSModelLocalDynamic
				case "initialexec":
					l.tls = enum.TLSModelInitialExec
				case "localexec":
					l.tls = enum.TLSModelLocalExec
				default:
					p.failf(mt, "unknown thread-local model %s", mt.describe(p.src))
				}
				p.expectPunct(")")
			}
			continue
		case "unnamed_addr":
			l.unnamedAddr = enum.UnnamedAddrUnnamedAddr
		case "local_unnamed_addr":
			l.unnamedAddr = enum.UnnamedAddrLocalUnnamedAddr
		default:
			return l
		}
		p.next()
	}
}

// callingConv parses an optional calling convention.
func (p *parser) callingConv() enum.CallingConv {
	t := p.tok()
	if t.kind != tWord {
		return enum.CallingConvNone
	}
	if t.text == "cc" {
		p.next()
		return enum.CallingConv(p.uintTok("calling convention", 1023))
	}
	if c, ok := callConvs[t.text]; ok {
		p.next()
		return c
	}
	return enum.CallingConvNone
}
