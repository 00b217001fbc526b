package llparse

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// ErrUnsupported is wrapped by the errors of constructs the parser
// recognises but does not build (typed pointers, aliases, invoke, ...).
var ErrUnsupported = errors.New("unsupported")

// maxErrors caps the errors one Parse reports.
const maxErrors = 20

// Parse reads the textual LLVM IR src (LLVM 15–19 syntax, opaque pointers)
// into an llir module that follows amdgpu/llvmx's conventions. name is
// the file name that error positions use. The error, if any, is a
// *diag.ErrorList (see diag.AsList) with one positioned diagnostic per
// top-level entity that failed, at most 20; diag.Format prints them with
// the source line and a caret. errors.Is(err, ErrUnsupported) reports
// whether one of them is a construct that the parser does not read.
func Parse(name string, src []byte) (*ir.Module, error) {
	p := &parser{name: name, src: src, diags: &diag.List{Limit: maxErrors}}
	toks, lerr := lex(src)
	if lerr != nil {
		p.diags.Errorf(diag.Pos{File: name, Line: lerr.line, Col: lerr.col}, "%s", lerr.msg)
		return nil, p.err()
	}
	p.toks = toks
	p.module()
	if err := p.err(); err != nil {
		return nil, err
	}
	return p.m, nil
}

// Error is the error of Parse: its diagnostics (diag.AsList finds them),
// and ErrUnsupported when one of them is about an unsupported construct.
type Error struct {
	List        *diag.ErrorList
	Unsupported bool
}

func (e *Error) Error() string { return e.List.Error() }

func (e *Error) Unwrap() []error {
	if e.Unsupported {
		return []error{e.List, ErrUnsupported}
	}
	return []error{e.List}
}

func (p *parser) err() error {
	err := p.diags.Err()
	if err == nil {
		return nil
	}
	el, _ := err.(*diag.ErrorList)
	return &Error{List: el, Unsupported: p.unsupported}
}

// parseError unwinds the parse of one top-level entity.
type parseError struct {
	d           diag.Diagnostic
	unsupported bool
}

// entityKind classifies a top-level entity.
type entityKind uint8

const (
	eSourceFilename entityKind = iota
	eTarget
	eModuleAsm
	eTypeDef
	eComdat
	eGlobal
	eFunc
	eAttrGroup
	eMDNode
	eNamedMD
)

// entity is one top-level entity: where it starts, and what pass B made
// of its header for pass C to finish.
type entity struct {
	kind   entityKind
	start  int // token index of its first token
	resume int // token index where pass C continues
	global *ir.Global
	fn     *ir.Func
	md     metadata.Definition
	fnHdr  *funcHeader
}

type parser struct {
	name  string
	src   []byte
	toks  []token
	i     int
	diags *diag.List

	m        *ir.Module
	entities []*entity

	types      map[string]*typeDef
	globals    map[string]*ir.Global
	funcs      map[string]*ir.Func
	attrGroups map[int64]*attrGroup
	comdats    map[string]*comdatRef
	mdNodes    map[int64]*mdRef
	namedMD    map[string]bool

	unsupported bool // a diagnostic is about an unsupported construct
}

func (p *parser) tok() token { return p.toks[p.i] }

func (p *parser) peekTok(k int) token {
	if p.i+k < len(p.toks) {
		return p.toks[p.i+k]
	}
	return p.toks[len(p.toks)-1]
}

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) pos(t token) diag.Pos { return diag.Pos{File: p.name, Line: t.line, Col: t.col} }

// failf stops the current entity with an error at t.
func (p *parser) failf(t token, format string, args ...any) {
	panic(parseError{d: diag.Diagnostic{Pos: p.pos(t), Severity: diag.Error, Msg: fmt.Sprintf(format, args...)}})
}

// unsupportedf reports a construct that is valid LLVM IR but not read.
func (p *parser) unsupportedf(t token, format string, args ...any) {
	panic(parseError{diag.Diagnostic{Pos: p.pos(t), Severity: diag.Error,
		Msg: fmt.Sprintf(format, args...) + ": " + ErrUnsupported.Error()}, true})
}

func (p *parser) isPunct(s string) bool {
	t := p.tok()
	return t.kind == tPunct && t.text == s
}

func (p *parser) isWord(w string) bool {
	t := p.tok()
	return t.kind == tWord && t.text == w
}

func (p *parser) acceptPunct(s string) bool {
	if p.isPunct(s) {
		p.next()
		return true
	}
	return false
}

func (p *parser) acceptWord(w string) bool {
	if p.isWord(w) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expectPunct(s string) token {
	if !p.isPunct(s) {
		p.failf(p.tok(), "expected '%s', found %s", s, p.tok().describe(p.src))
	}
	return p.next()
}

func (p *parser) expectWord(w string) token {
	if !p.isWord(w) {
		p.failf(p.tok(), "expected '%s', found %s", w, p.tok().describe(p.src))
	}
	return p.next()
}

func (p *parser) expectKind(k tokKind, what string) token {
	if p.tok().kind != k {
		p.failf(p.tok(), "expected %s, found %s", what, p.tok().describe(p.src))
	}
	return p.next()
}

// uintTok parses an unsigned integer token no larger than max.
func (p *parser) uintTok(what string, max uint64) uint64 {
	t := p.tok()
	if t.kind != tInt {
		p.failf(t, "expected %s, found %s", what, t.describe(p.src))
	}
	v, err := strconv.ParseUint(t.text, 10, 64)
	if err != nil || v > max {
		p.failf(t, "%s %s out of range (at most %d)", what, t.text, max)
	}
	p.next()
	return v
}

// parenUint parses `(N)`.
func (p *parser) parenUint(what string, max uint64) uint64 {
	p.expectPunct("(")
	v := p.uintTok(what, max)
	p.expectPunct(")")
	return v
}

// topLevelStart reports whether t can begin a top-level entity.
func topLevelStart(t token) bool {
	switch t.kind {
	case tGlobal, tLocal, tComdat, tMDName, tMDID, tEOF:
		return true
	case tWord:
		switch t.text {
		case "define", "declare", "attributes", "target", "source_filename", "module", "uselistorder", "uselistorder_bb":
			return true
		}
	}
	return false
}

// skipEntity moves to the next token that begins a line and a top-level
// entity outside any brackets.
func (p *parser) skipEntity() {
	p.next()
	p.skipRest()
}

// guard runs f, turning a parseError into a diagnostic; it reports
// whether f succeeded.
func (p *parser) guard(f func()) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			pe, isPE := r.(parseError)
			if !isPE {
				panic(r)
			}
			p.diags.Add(pe.d)
			p.unsupported = p.unsupported || pe.unsupported
			ok = false
		}
	}()
	f()
	return true
}

// module parses the whole file in three passes over the tokens, so that
// every module-level name may be used before its definition, as LLVM
// allows: (A) split into entities and make named struct types, (B) parse
// headers: types' bodies, globals' and functions' declarations, attribute
// groups, comdats, metadata node shells, (C) parse metadata, initialisers
// and function bodies.
func (p *parser) module() {
	p.m = ir.NewModule()
	p.types = map[string]*typeDef{}
	p.globals = map[string]*ir.Global{}
	p.funcs = map[string]*ir.Func{}
	p.attrGroups = map[int64]*attrGroup{}
	p.comdats = map[string]*comdatRef{}
	p.mdNodes = map[int64]*mdRef{}
	p.namedMD = map[string]bool{}

	// Pass A.
	for p.tok().kind != tEOF {
		start := p.i
		if !p.guard(func() { p.splitEntity(start) }) {
			p.i = start
			p.skipEntity()
		}
		if p.diags.ErrorCount() >= maxErrors {
			return
		}
	}
	// Pass B.
	var ok []*entity
	for _, e := range p.entities {
		p.i = e.start
		if p.guard(func() { p.header(e) }) {
			ok = append(ok, e)
		}
	}
	if p.diags.HasErrors() {
		return
	}
	p.checkRecursiveTypes()
	if p.diags.HasErrors() {
		return
	}
	// Pass C: metadata first, so that attachments find their nodes.
	for _, e := range ok {
		if e.kind == eMDNode || e.kind == eNamedMD {
			p.i = e.resume
			p.guard(func() { p.body(e) })
		}
	}
	for _, e := range ok {
		if e.kind != eMDNode && e.kind != eNamedMD {
			p.i = e.resume
			p.guard(func() { p.body(e) })
		}
		if p.diags.ErrorCount() >= maxErrors {
			return
		}
	}
	if p.diags.HasErrors() {
		return
	}
	p.checkUndefined()
}

// splitEntity records the entity at token start (pass A) and, for named
// types, makes the struct shell.
func (p *parser) splitEntity(start int) {
	t := p.tok()
	e := &entity{start: start}
	switch {
	case t.kind == tWord && t.text == "source_filename":
		e.kind = eSourceFilename
	case t.kind == tWord && t.text == "target":
		e.kind = eTarget
	case t.kind == tWord && t.text == "module":
		e.kind = eModuleAsm
	case t.kind == tWord && (t.text == "define" || t.text == "declare"):
		e.kind = eFunc
	case t.kind == tWord && t.text == "attributes":
		e.kind = eAttrGroup
	case t.kind == tWord && (t.text == "uselistorder" || t.text == "uselistorder_bb"):
		p.next()
		p.skipEntity() // use-list orders only affect in-memory order
		return
	case t.kind == tLocal:
		e.kind = eTypeDef
		p.typeShell(t)
	case t.kind == tComdat:
		e.kind = eComdat
	case t.kind == tGlobal:
		e.kind = eGlobal
	case t.kind == tMDID:
		e.kind = eMDNode
	case t.kind == tMDName:
		e.kind = eNamedMD
	default:
		p.failf(t, "expected a top-level entity (define, declare, a global, a type, metadata, attributes), found %s", t.describe(p.src))
	}
	p.entities = append(p.entities, e)
	p.skipEntity()
}

// header parses an entity's declaration part (pass B).
func (p *parser) header(e *entity) {
	t := p.tok()
	switch e.kind {
	case eSourceFilename:
		p.next()
		p.expectPunct("=")
		p.m.SourceFilename = p.expectKind(tString, "a string").text
	case eTarget:
		p.next()
		switch {
		case p.acceptWord("datalayout"):
			p.expectPunct("=")
			p.m.DataLayout = p.expectKind(tString, "a string").text
		case p.acceptWord("triple"):
			p.expectPunct("=")
			p.m.TargetTriple = p.expectKind(tString, "a string").text
		default:
			p.failf(p.tok(), "expected 'datalayout' or 'triple' after 'target'")
		}
	case eModuleAsm:
		p.next()
		p.expectWord("asm")
		p.m.ModuleAsms = append(p.m.ModuleAsms, p.expectKind(tString, "a string").text)
	case eTypeDef:
		p.typeDefBody()
	case eComdat:
		p.comdatDef()
	case eAttrGroup:
		p.attrGroupDef()
	case eGlobal:
		p.globalHeader(e)
	case eFunc:
		p.funcHeader(e)
	case eMDNode:
		p.mdNodeShell(e)
	case eNamedMD:
		e.resume = p.i
		p.skipRest()
	default:
		p.failf(t, "BUG: llparse: entity kind %d", e.kind)
	}
	p.endEntity()
}

// endEntity checks that nothing is left of the entity on its line.
func (p *parser) endEntity() {
	t := p.tok()
	if t.kind != tEOF && !t.bol {
		p.failf(t, "unexpected %s", t.describe(p.src))
	}
}

// body finishes an entity (pass C).
func (p *parser) body(e *entity) {
	switch e.kind {
	case eGlobal:
		p.globalBody(e)
	case eFunc:
		p.funcBody(e)
	case eMDNode:
		p.mdNodeBody(e)
	case eNamedMD:
		p.namedMDDef()
	default:
		return
	}
	p.endEntity()
}

// checkUndefined reports names used but never defined.
func (p *parser) checkUndefined() {
	for _, id := range sortedKeys(p.attrGroups) {
		if g := p.attrGroups[id]; !g.defined {
			p.diags.Errorf(p.pos(g.use), "undefined attribute group #%d", id)
		}
	}
	for _, id := range sortedKeys(p.mdNodes) {
		if r := p.mdNodes[id]; r.def == nil {
			p.diags.Errorf(p.pos(r.use), "undefined metadata !%d", id)
		}
	}
	for _, name := range sortedKeys(p.comdats) {
		if c := p.comdats[name]; !c.defined {
			p.diags.Errorf(p.pos(c.use), "undefined comdat $%s", name)
		}
	}
}

func sortedKeys[K int64 | string, V any](m map[K]V) []K {
	ks := make([]K, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
	return ks
}
