package llparse

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// skipRest moves past the rest of an entity (what pass C parses).
func (p *parser) skipRest() {
	depth := 0
	for {
		t := p.tok()
		if t.kind == tEOF || depth <= 0 && t.bol && topLevelStart(t) {
			return
		}
		if t.kind == tPunct {
			switch t.text {
			case "(", "[", "{", "<":
				depth++
			case ")", "]", "}", ">":
				depth--
			}
		}
		p.next()
	}
}

// defineGlobalName registers a global or function name.
func (p *parser) defineGlobalName(t token) string {
	key := typeKey(t)
	if g, f := p.lookupGlobal(t); g != nil || f != nil {
		p.failf(t, "redefinition of @%s", t.text)
	}
	return key
}

// setGlobalName names a global or function: a numbered one (@7) stays
// unnamed, and llir numbers it when printing.
func setGlobalName(id *ir.GlobalIdent, t token) {
	if !t.quoted && isNumber(t.text) {
		return
	}
	id.SetName(t.text)
}

// globalHeader parses a global variable up to its content type (pass B).
func (p *parser) globalHeader(e *entity) {
	t := p.next()
	key := p.defineGlobalName(t)
	p.expectPunct("=")
	l := p.linkagePrefix()
	as := p.addrSpace()
	if l2 := p.linkagePrefix(); l2.unnamedAddr != 0 {
		l.unnamedAddr = l2.unnamedAddr
	}
	extInit := p.acceptWord("externally_initialized")
	kw := p.tok()
	switch {
	case p.acceptWord("global"), p.acceptWord("constant"):
	case kw.kind == tWord && (kw.text == "alias" || kw.text == "ifunc"):
		p.unsupportedf(kw, "%s @%s", kw.text, t.text)
	default:
		p.failf(kw, "expected 'global' or 'constant', found %s", kw.describe(p.src))
	}
	ct := p.tok()
	content := p.typ(false)
	if !firstClass(content) && !isOpaqueStruct(content) || content.Equal(types.Metadata) || content.Equal(types.Token) {
		p.failf(ct, "invalid type %s for a global variable", content)
	}
	g := ir.NewGlobal("", content)
	setGlobalName(&g.GlobalIdent, t)
	g.Immutable = kw.text == "constant"
	g.AddrSpace = as
	g.Linkage, g.Preemption, g.Visibility = l.linkage, l.preemption, l.visibility
	g.DLLStorageClass, g.TLSModel, g.UnnamedAddr = l.dll, l.tls, l.unnamedAddr
	g.ExternallyInitialized = extInit
	p.globals[key] = g
	p.m.Globals = append(p.m.Globals, g)
	e.global = g
	e.resume = p.i
	p.skipRest()
}

func isOpaqueStruct(t types.Type) bool {
	st, ok := t.(*types.StructType)
	return ok && st.Opaque
}

// globalBody parses a global's initialiser and tail (pass C).
func (p *parser) globalBody(e *entity) {
	g := e.global
	if g.Linkage != enum.LinkageExternal && g.Linkage != enum.LinkageExternWeak {
		if isOpaqueStruct(g.ContentType) {
			p.failf(p.tok(), "global @%s of opaque type %s has an initialiser", g.Name(), g.ContentType)
		}
		g.Init = p.constant(g.ContentType)
	}
	for p.isPunct(",") {
		p.next()
		t := p.tok()
		switch {
		case t.kind == tMDName:
			g.Metadata = append(g.Metadata, p.attachment())
		case p.acceptWord("section"):
			g.Section = p.expectKind(tString, "a section name").text
		case p.acceptWord("partition"):
			g.Partition = p.expectKind(tString, "a partition name").text
		case p.isWord("comdat"):
			g.Comdat = p.optComdat(g.Name())
		case p.acceptWord("align"):
			n := p.uintTok("alignment", 1<<32)
			if n == 0 || n&(n-1) != 0 {
				p.failf(t, "alignment %d is not a power of two", n)
			}
			g.Align = ir.Align(n)
		case p.acceptWord("code_model"):
			p.expectKind(tString, "a code model")
		case t.kind == tWord && (t.text == "no_sanitize_address" || t.text == "no_sanitize_hwaddress" ||
			t.text == "sanitize_memtag" || t.text == "sanitize_address_dyninit"):
			p.next()
		default:
			p.failf(t, "unexpected %s after global @%s", t.describe(p.src), g.Name())
		}
	}
	g.FuncAttrs = p.funcAttrs(akFunc)
}

// funcHeader is what pass B learnt of a function for pass C.
type funcHeader struct {
	define   bool
	paramTok []token // each parameter's name token (zero when unnamed)
	mdAt     int     // token index of the attachments before the body
	mdPreAt  int     // token index of attachments after `declare`, or -1
}

// funcHeader parses `define`/`declare` up to the body (pass B).
func (p *parser) funcHeader(e *entity) {
	kw := p.next()
	h := &funcHeader{define: kw.text == "define", mdPreAt: -1}
	if p.tok().kind == tMDName {
		// `declare !dbg !7 void @f()`: attachments before the linkage.
		h.mdPreAt = p.i
		p.skipAttachments()
	}
	l := p.linkagePrefix()
	cc := p.callingConv()
	retAttrs := p.returnAttrs()
	rt := p.tok()
	ret := p.typ(false)
	if !firstClass(ret) && !isVoid(ret) || ret.Equal(types.Metadata) {
		p.failf(rt, "invalid return type %s", ret)
	}
	nt := p.expectKind(tGlobal, "a function name (@name)")
	key := p.defineGlobalName(nt)
	p.expectPunct("(")
	var params []*ir.Param
	variadic := false
	for !p.isPunct(")") {
		if p.acceptPunct("...") {
			variadic = true
			break
		}
		pt := p.tok()
		ty := p.typ(false)
		if !firstClass(ty) {
			p.failf(pt, "invalid parameter type %s", ty)
		}
		prm := ir.NewParam("", ty)
		prm.Attrs = p.paramAttrs()
		var name token
		if p.tok().kind == tLocal {
			name = p.next()
			if name.quoted || !isNumber(name.text) {
				prm.SetName(name.text)
			}
		}
		h.paramTok = append(h.paramTok, name)
		params = append(params, prm)
		if !p.acceptPunct(",") {
			break
		}
	}
	p.expectPunct(")")
	f := ir.NewFunc("", ret, params...)
	setGlobalName(&f.GlobalIdent, nt)
	f.Sig.Variadic = variadic
	f.Linkage, f.Preemption, f.Visibility, f.DLLStorageClass = l.linkage, l.preemption, l.visibility, l.dll
	f.CallingConv = cc
	f.ReturnAttrs = retAttrs
	f.UnnamedAddr = l.unnamedAddr
	if u := p.linkagePrefix(); u.unnamedAddr != 0 {
		f.UnnamedAddr = u.unnamedAddr
	}
	f.AddrSpace = p.addrSpace()
	if f.AddrSpace != 0 {
		f.Typ = nil // recompute llir's typed pointer in the new address space
		f.Type()
	}
	f.FuncAttrs = p.funcAttrs(akFunc)
	for {
		t := p.tok()
		switch {
		case p.acceptWord("section"):
			f.Section = p.expectKind(tString, "a section name").text
			continue
		case p.acceptWord("partition"):
			f.Partition = p.expectKind(tString, "a partition name").text
			continue
		case p.isWord("comdat"):
			f.Comdat = p.optComdat(f.Name())
			continue
		case p.acceptWord("align"):
			n := p.uintTok("alignment", 1<<32)
			if n == 0 || n&(n-1) != 0 {
				p.failf(t, "alignment %d is not a power of two", n)
			}
			f.Align = ir.Align(n)
			continue
		case p.acceptWord("gc"):
			f.GC = p.expectKind(tString, "a garbage collector name").text
			continue
		case t.kind == tWord && (t.text == "prefix" || t.text == "prologue" || t.text == "personality"):
			p.unsupportedf(t, "function %s data", t.text)
		}
		break
	}
	h.mdAt = p.i
	f.Parent = p.m
	p.funcs[key] = f
	p.m.Funcs = append(p.m.Funcs, f)
	e.fn, e.fnHdr = f, h
	// Attachments (!dbg !5) are parsed in pass C, once metadata exists.
	p.skipAttachments()
	if h.define {
		if !p.isPunct("{") {
			p.failf(p.tok(), "expected '{' to start the body of @%s, found %s", f.Name(), p.tok().describe(p.src))
		}
		p.skipRest()
	} else if p.isPunct("{") {
		p.failf(p.tok(), "a declaration has no body (use define)")
	}
	e.resume = h.mdAt
}

// skipAttachments moves past `!name node` pairs on the current line.
func (p *parser) skipAttachments() {
	for p.tok().kind == tMDName && !p.tok().bol {
		p.next()
		switch p.tok().kind {
		case tMDID:
			p.next()
		case tExclaim, tMDName:
			p.next()
			if p.isPunct("{") || p.isPunct("(") {
				p.skipGroup()
			}
		}
	}
}

// skipGroup skips a bracketed group starting at ( [ or {.
func (p *parser) skipGroup() {
	open := p.next()
	depth := 1
	for depth > 0 {
		t := p.next()
		if t.kind == tEOF {
			p.failf(open, "unbalanced '%s'", open.text)
		}
		if t.kind == tPunct {
			switch t.text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			}
		}
	}
}

// funcBody parses a function's attachments and body (pass C).
func (p *parser) funcBody(e *entity) {
	f, h := e.fn, e.fnHdr
	if h.mdPreAt >= 0 {
		resume := p.i
		p.i = h.mdPreAt
		for p.tok().kind == tMDName {
			f.Metadata = append(f.Metadata, p.attachment())
		}
		p.i = resume
	}
	for p.tok().kind == tMDName && !p.tok().bol {
		f.Metadata = append(f.Metadata, p.attachment())
	}
	if !h.define {
		return
	}
	p.expectPunct("{")
	fs := newFuncState(p, f, h)
	fs.blocksUntil("}")
	p.expectPunct("}")
	fs.finish()
}
