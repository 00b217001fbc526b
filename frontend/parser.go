package frontend

import (
	"math"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// maxDepth bounds the nesting of blocks, braces and expressions so that
// hostile input cannot exhaust the stack.
const maxDepth = 500

// Parse parses one PTX module. It always returns a module, partial when
// there are errors, and the diagnostics found (several per run: after an
// error the parser resumes at the next `;` or `}`).
func Parse(filename string, src []byte) (*Module, *diag.List) {
	p := &parser{file: filename, errs: &diag.List{}}
	p.lx = lexer{src: string(src), line: 1}
	p.next()
	m := &Module{Pos: diag.Pos{File: filename, Line: 1, Col: 1}}
	p.parseModule(m)
	return m, p.errs
}

type parser struct {
	lx     lexer
	tok    token
	file   string
	errs   *diag.List
	failed bool // the current statement already reported an error
	depth  int

	// Nodes and slices come from slabs: one allocation per many nodes.
	instrs     slab[Instr]
	regs       slab[Reg]
	ints       slab[ImmInt]
	addrs      slab[Address]
	opArena    arena[Operand]
	strArena   arena[string]
	posArena   arena[Pos]
	opStack    []Operand
	modScratch []string
	posScratch []Pos
}

// slab hands out nodes carved from larger blocks.
type slab[T any] struct{ buf []T }

func (s *slab[T]) new() *T {
	if len(s.buf) == 0 {
		s.buf = make([]T, 256)
	}
	x := &s.buf[0]
	s.buf = s.buf[1:]
	return x
}

// arena copies short slices into larger blocks; each result has its
// capacity clipped so that appending to it never overwrites a neighbour.
type arena[T any] struct{ buf []T }

func (a *arena[T]) copy(xs []T) []T {
	if len(xs) == 0 {
		return nil
	}
	if cap(a.buf)-len(a.buf) < len(xs) {
		a.buf = make([]T, 0, max(1024, len(xs)))
	}
	start := len(a.buf)
	a.buf = append(a.buf, xs...)
	return a.buf[start:len(a.buf):len(a.buf)]
}

func (p *parser) next() {
	p.lx.scanInto(&p.tok)
	if p.tok.err != "" {
		at := p.tok
		if at.errLine > 0 {
			at.line, at.col = at.errLine, at.errCol
		}
		// A lexical error does not derail the statement: report it
		// without resyncing.
		p.errs.Errorf(p.pos(at), "%s", p.tok.err)
	}
	if p.tok.kind == tIllegal {
		p.errorAt(p.tok, "unexpected character %q", p.tok.text)
	}
}

// peek returns the token after the current one without consuming it.
func (p *parser) peek() token {
	l := p.lx
	return l.scan()
}

// errorAt reports the first error of a statement; later ones in the same
// statement are usually consequences and are dropped.
func (p *parser) errorAt(t token, format string, args ...any) {
	if p.failed {
		return
	}
	p.failed = true
	p.errs.Errorf(p.pos(t), format, args...)
}

func (p *parser) is(text string) bool {
	return (p.tok.kind == tPunct || p.tok.kind == tDir) && p.tok.text == text
}

func (p *parser) got(text string) bool {
	if p.is(text) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expect(text string) bool {
	if p.got(text) {
		return true
	}
	p.errorAt(p.tok, "expected %q, found %s", text, describe(p.tok))
	return false
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tString:
		return "string " + t.text
	}
	return strconv.Quote(t.text)
}

// syncStmt skips to the end of a broken statement: past the next `;`, or up
// to (not past) a `}` closing the enclosing block.
func (p *parser) syncStmt() {
	for p.tok.kind != tEOF {
		if p.is(";") {
			p.next()
			break
		}
		if p.is("}") {
			break
		}
		if p.is("{") {
			p.skipBraces()
			continue
		}
		p.next()
	}
	p.failed = false
}

// syncDecl skips a broken module-scope declaration: past the next `;` or
// past a whole braced body.
func (p *parser) syncDecl() {
	for first := true; p.tok.kind != tEOF; first = false {
		if !first && p.tok.kind == tDir && startsDecl(p.tok.text) {
			break
		}
		if p.is(";") {
			p.next()
			break
		}
		if p.is("{") {
			p.skipBraces()
			break
		}
		p.next()
	}
	p.failed = false
}

func (p *parser) skipBraces() {
	n := 0
	for p.tok.kind != tEOF {
		if p.is("{") {
			n++
		} else if p.is("}") {
			n--
			if n == 0 {
				p.next()
				return
			}
		}
		p.next()
	}
}

func isLinkage(s string) bool {
	switch s {
	case ".extern", ".visible", ".weak", ".common":
		return true
	}
	return false
}

func isStateSpace(s string) bool {
	switch s {
	case ".reg", ".sreg", ".const", ".global", ".local", ".param", ".shared", ".tex":
		return true
	}
	return false
}

// isType reports whether s is a PTX fundamental or opaque type (PTX ISA
// 5.2 "Types", 5.3 "Texture, Sampler, and Surface Types").
func isType(s string) bool {
	switch s {
	case ".b8", ".b16", ".b32", ".b64", ".b128", ".u8", ".u16", ".u32", ".u64",
		".s8", ".s16", ".s32", ".s64", ".f16", ".f16x2", ".f32", ".f64",
		".bf16", ".bf16x2", ".e4m3", ".e5m2", ".e4m3x2", ".e5m2x2", ".e2m1", ".e2m1x2",
		".e2m3", ".e3m2", ".e2m3x2", ".e3m2x2", ".ue8m0", ".ue8m0x2", ".tf32", ".pred",
		".texref", ".samplerref", ".surfref", ".s16x2", ".u16x2", ".b16x2":
		return true
	}
	return false
}

func vecWidth(s string) int {
	switch s {
	case ".v2":
		return 2
	case ".v4":
		return 4
	case ".v8":
		return 8
	}
	return 0
}

func (p *parser) parseModule(m *Module) {
	for p.tok.kind != tEOF {
		p.failed = false
		p.parseTopLevel(m)
		if p.failed {
			p.syncDecl()
		}
	}
}

func (p *parser) parseTopLevel(m *Module) {
	t := p.tok
	if t.kind != tDir {
		if p.is(";") {
			p.next()
			return
		}
		p.errorAt(t, "expected a directive, found %s", describe(t))
		return
	}
	switch t.text {
	case ".version":
		p.next()
		if p.tok.kind != tFloat && p.tok.kind != tInt {
			p.errorAt(p.tok, "expected a version number after .version, found %s", describe(p.tok))
			return
		}
		m.Version = p.tok.text
		m.VersionPos = p.pos(p.tok)
		p.next()
	case ".target":
		p.next()
		for {
			if p.tok.kind != tIdent {
				p.errorAt(p.tok, "expected a target name, found %s", describe(p.tok))
				return
			}
			m.Targets = append(m.Targets, p.tok.text)
			m.TargetPos = append(m.TargetPos, p.pos(p.tok))
			p.next()
			if !p.got(",") {
				break
			}
		}
	case ".address_size":
		p.next()
		v, ok := p.smallInt()
		if !ok {
			return
		}
		if v != 32 && v != 64 {
			// The statement itself is complete: report without resyncing.
			p.errs.Errorf(p.pos(t), ".address_size must be 32 or 64, not %d", v)
			return
		}
		m.AddressSize = int(v)
	case ".file", ".loc", ".section", ".pragma", ".alias":
		if d := p.parseRawDirective(); d != nil {
			m.Decls = append(m.Decls, d)
		}
	default:
		d := p.parseDecl(true)
		for _, x := range d {
			m.Decls = append(m.Decls, x.(Decl))
		}
	}
}

// lineDirective reports whether a directive ends at the end of its line
// rather than at a `;`.
func lineDirective(name string) bool {
	return name == ".file" || name == ".loc" || name == ".section"
}

// parseRawDirective keeps a directive's text verbatim. The current token is
// its name; the lexer stands right after it.
func (p *parser) parseRawDirective() *Directive {
	t := p.tok
	d := &Directive{Pos: p.pos(t), Name: t.text}
	src := p.lx.src
	i := p.lx.off
	start := i
	end := -1
	line := lineDirective(t.text)
	braces := 0
	var cuts [][2]int // line comments inside the directive: left out of its text
scan:
	for i < len(src) {
		c := src[i]
		switch {
		case c == '"':
			i++
			for i < len(src) && src[i] != '"' && !isLineEnd(src[i]) {
				if src[i] == '\\' && i+1 < len(src) {
					i++
				}
				i++
			}
			if i >= len(src) || src[i] != '"' {
				// The printer could not reproduce an unterminated string:
				// report it, keep the directive out of the tree and go on.
				p.errorAt(t, "unterminated string in %s directive", t.text)
				p.lx.advanceTo(i)
				p.next()
				return nil
			}
			i++
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			if line && braces == 0 {
				end = i
				for i < len(src) && !isLineEnd(src[i]) {
					i++
				}
				break scan
			}
			from := i
			for i < len(src) && !isLineEnd(src[i]) {
				i++
			}
			if braces == 0 {
				// Kept, the comment would swallow what the printer
				// puts after the text on its line (the closing ';').
				cuts = append(cuts, [2]int{from, i})
			}
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			j := strings.Index(src[i+2:], "*/")
			if j < 0 {
				i = len(src)
				break scan
			}
			i += j + 4
			continue
		case c == '{' && t.text == ".section":
			braces++
		case c == '}' && braces > 0:
			braces--
			if braces == 0 {
				i++
				end = i
				break scan
			}
		case c == ';' && braces == 0:
			end = i
			i++
			break scan
		case isLineEnd(c) && line && braces == 0:
			if t.text == ".section" && nextNonSpace(src, i) == '{' {
				break
			}
			end = i
			break scan
		}
		i++
	}
	if end < 0 {
		end = i
		if !line || braces > 0 {
			p.errorAt(t, "unterminated %s directive", t.text)
		}
	}
	var text strings.Builder
	from := start
	for _, c := range cuts {
		if c[0] >= end {
			break
		}
		text.WriteString(src[from:c[0]])
		from = min(c[1], end)
	}
	text.WriteString(src[from:end])
	d.Text = strings.TrimSpace(text.String())
	p.lx.advanceTo(i)
	p.next()
	return d
}

// smallInt reads an integer token that must fit in an int32.
func (p *parser) smallInt() (int64, bool) {
	t := p.tok
	if t.kind != tInt {
		p.errorAt(t, "expected an integer, found %s", describe(t))
		return 0, false
	}
	v, _, ok := parseIntLit(t.text)
	if !ok || v > math.MaxInt32 {
		p.errorAt(t, "integer %s out of range", t.text)
		return 0, false
	}
	p.next()
	return int64(v), true
}

// alignment reads the number after .align, which must be a power of two
// (ptxas: "Alignment must be a power of two"); a wrong one is reported and
// the declaration goes on.
func (p *parser) alignment() (int64, bool) {
	t := p.tok
	v, ok := p.smallInt()
	if ok && v&(v-1) != 0 || ok && v == 0 {
		p.errs.Errorf(p.pos(t), "alignment must be a power of two, not %d", v)
	}
	return v, ok
}

// parseDecl parses a function or variable declaration, with its linkage.
// It returns *Func or *VarDecl nodes (a declaration of several names gives
// one VarDecl per name).
func (p *parser) parseDecl(top bool) []Node {
	start := p.tok
	var linkage string
	for p.tok.kind == tDir && isLinkage(p.tok.text) {
		if linkage == "" {
			linkage = p.tok.text
		} else {
			linkage += " " + p.tok.text
		}
		p.next()
	}
	switch {
	case p.tok.kind == tDir && (p.tok.text == ".entry" || p.tok.text == ".func"):
		if !top {
			p.errorAt(p.tok, "%s is only allowed at module scope", p.tok.text)
			return nil
		}
		f := p.parseFunc(start, linkage)
		if f == nil {
			return nil
		}
		return []Node{f}
	case p.tok.kind == tDir && isStateSpace(p.tok.text):
		return p.parseVarDecl(start, linkage)
	}
	p.errorAt(p.tok, "expected .entry, .func or a variable declaration, found %s", describe(p.tok))
	return nil
}

func (p *parser) parseFunc(start token, linkage string) *Func {
	f := &Func{Pos: p.pos(start), Linkage: linkage, Entry: p.tok.text == ".entry"}
	p.next()
	if !f.Entry && p.is("(") {
		f.Returns = p.parseParamList()
	}
	if p.tok.kind != tIdent {
		p.errorAt(p.tok, "expected a function name, found %s", describe(p.tok))
		return nil
	}
	f.Name = p.tok.text
	p.next()
	if p.is("(") {
		f.Params = p.parseParamList()
	}
	if p.failed {
		return nil
	}
	p.parsePerf(f)
	switch {
	case p.is("{"):
		f.Body = p.parseBlock()
	case p.is(";"):
		p.next()
	default:
		p.errorAt(p.tok, "expected a function body or \";\", found %s", describe(p.tok))
		return nil
	}
	return f
}

// parsePerf parses performance-tuning directives (PTX ISA 11.4) after a
// function header: a name followed by a comma-separated list of numbers.
func (p *parser) parsePerf(f *Func) {
	for p.tok.kind == tDir && !p.failed {
		d := &PerfDirective{Pos: p.pos(p.tok), Name: p.tok.text}
		p.next()
		for p.tok.kind == tInt {
			v, _, ok := parseIntLit(p.tok.text)
			if !ok || v > math.MaxInt64 {
				p.errorAt(p.tok, "integer %s out of range", p.tok.text)
				return
			}
			d.Args = append(d.Args, int64(v))
			p.next()
			if !p.got(",") {
				break
			}
		}
		if d.Name == ".noreturn" {
			f.NoReturn = true
		}
		f.Perf = append(f.Perf, d)
	}
}

func (p *parser) parseParamList() []*Param {
	p.next() // (
	params := []*Param{}
	if p.got(")") {
		return params
	}
	for !p.failed {
		prm := p.parseParam()
		if prm == nil {
			return params
		}
		params = append(params, prm)
		if p.got(",") {
			continue
		}
		p.expect(")")
		break
	}
	return params
}

func (p *parser) parseParam() *Param {
	t := p.tok
	if t.kind != tDir || !isStateSpace(t.text) {
		p.errorAt(t, "expected a parameter (.param or .reg), found %s", describe(t))
		return nil
	}
	prm := &Param{Pos: p.pos(t), Space: t.text}
	p.next()
	ptr := false
	for p.tok.kind == tDir {
		s := p.tok.text
		switch {
		case s == ".align":
			p.next()
			v, ok := p.alignment()
			if !ok {
				return nil
			}
			if ptr {
				prm.PtrAlign = int(v)
			} else {
				prm.Align = int(v)
			}
			continue
		case s == ".ptr":
			ptr = true
		case vecWidth(s) != 0:
			prm.Vec = vecWidth(s)
		case ptr && isStateSpace(s):
			prm.PtrSpace = s
		case prm.Type == "":
			prm.Type = s
		default:
			p.errorAt(p.tok, "unexpected %s in parameter", s)
			return nil
		}
		p.next()
	}
	if prm.Type == "" {
		p.errorAt(p.tok, "parameter has no type")
		return nil
	}
	if p.tok.kind == tIdent {
		if p.tok.text != "_" {
			prm.Name = p.tok.text
		}
		p.next()
		for p.is("[") {
			p.next()
			v, ok := p.smallInt()
			if !ok || !p.expect("]") {
				return nil
			}
			prm.Dims = append(prm.Dims, int(v))
		}
	}
	return prm
}

// parseVarDecl parses `[linkage] space qualifiers type name[<N>][dims] [= init], ...;`.
func (p *parser) parseVarDecl(start token, linkage string) []Node {
	proto := VarDecl{Pos: p.pos(start), Linkage: linkage, Space: p.tok.text}
	p.next()
	for p.tok.kind == tDir {
		s := p.tok.text
		switch {
		case s == ".align":
			p.next()
			v, ok := p.alignment()
			if !ok {
				return nil
			}
			proto.Align = int(v)
			continue
		case vecWidth(s) != 0:
			proto.Vec = vecWidth(s)
		case isType(s) && proto.Type == "":
			proto.Type = s
		case s == ".attribute":
			a := p.parseAttribute()
			if a == "" {
				return nil
			}
			proto.Attrs = append(proto.Attrs, a)
			continue
		default:
			proto.Attrs = append(proto.Attrs, s)
		}
		p.next()
	}
	if proto.Type == "" {
		p.errorAt(p.tok, "variable declaration has no type")
		return nil
	}
	var out []Node
	first := true
	for {
		if p.tok.kind != tIdent {
			p.errorAt(p.tok, "expected a variable name, found %s", describe(p.tok))
			return out
		}
		v := proto
		v.Attrs = append([]string(nil), proto.Attrs...)
		if !first {
			v.Pos = p.pos(p.tok)
		}
		first = false
		v.Name = p.tok.text
		p.next()
		if p.is("<") {
			p.next()
			nt := p.tok
			n, ok := p.smallInt()
			if !ok || !p.expect(">") {
				return out
			}
			if n <= 0 {
				p.errorAt(nt, "register count must be positive")
				return out
			}
			v.Range = int(n)
		}
		for p.is("[") {
			p.next()
			if p.got("]") {
				v.Dims = append(v.Dims, -1)
				continue
			}
			n, ok := p.smallInt()
			if !ok || !p.expect("]") {
				return out
			}
			v.Dims = append(v.Dims, int(n))
		}
		if p.got("=") {
			v.Init = p.parseInit()
			if v.Init == nil {
				return out
			}
		}
		out = append(out, &v)
		if !p.got(",") {
			break
		}
	}
	p.expect(";")
	return out
}

// parseAttribute turns `.attribute(.managed)` into one string.
func (p *parser) parseAttribute() string {
	p.next()
	if !p.expect("(") {
		return ""
	}
	var b strings.Builder
	b.WriteString(".attribute(")
	for n := 0; !p.is(")"); n++ {
		if p.tok.kind != tDir {
			p.errorAt(p.tok, "expected an attribute, found %s", describe(p.tok))
			return ""
		}
		if n > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.tok.text)
		p.next()
		p.got(",")
	}
	p.next()
	b.WriteByte(')')
	return b.String()
}

func (p *parser) parseInit() *Init {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	in := &Init{Pos: p.pos(p.tok)}
	if p.got("{") {
		in.Brace = true
		if p.got("}") {
			return in
		}
		for {
			e := p.parseInit()
			if e == nil {
				return nil
			}
			in.List = append(in.List, e)
			if p.got(",") {
				continue
			}
			if !p.expect("}") {
				return nil
			}
			return in
		}
	}
	in.Expr = p.parseExpr()
	if in.Expr == nil {
		return nil
	}
	return in
}

func (p *parser) enter() bool {
	p.depth++
	if p.depth > maxDepth {
		p.errorAt(p.tok, "nesting too deep")
		return false
	}
	return true
}

func (p *parser) leave() { p.depth-- }

// parseBlock parses `{ statements }`.
func (p *parser) parseBlock() *Block {
	b := &Block{Pos: p.pos(p.tok), Stmts: []Stmt{}}
	if !p.enter() {
		p.depth--
		p.skipBraces()
		return b
	}
	defer p.leave()
	p.next() // {
	for p.tok.kind != tEOF && !p.is("}") {
		p.failed = false
		p.parseStmt(b)
		if p.failed {
			p.syncStmt()
		}
	}
	p.expect("}")
	return b
}

func (p *parser) parseStmt(b *Block) {
	t := p.tok
	switch t.kind {
	case tPunct:
		switch t.text {
		case "{":
			b.Stmts = append(b.Stmts, p.parseBlock())
			return
		case ";":
			p.next()
			return
		case "@":
			if in := p.parseInstr(); in != nil {
				b.Stmts = append(b.Stmts, in)
			}
			return
		}
	case tDir:
		switch {
		case isLinkage(t.text) || isStateSpace(t.text):
			for _, n := range p.parseDecl(false) {
				b.Stmts = append(b.Stmts, n.(Stmt))
			}
		case t.text == ".callprototype":
			p.errorAt(t, ".callprototype must follow a label: name: .callprototype ...")
		default:
			if d := p.parseRawDirective(); d != nil {
				b.Stmts = append(b.Stmts, d)
			}
		}
		return
	case tIdent:
		p.next()
		if p.is(":") {
			p.next()
			if p.tok.kind == tDir && p.tok.text == ".callprototype" {
				if d := p.parseProto(t); d != nil {
					b.Stmts = append(b.Stmts, d)
				}
				return
			}
			b.Stmts = append(b.Stmts, &Label{Pos: p.pos(t), Name: t.text})
			return
		}
		in := p.instrs.new()
		in.Pos = p.pos(t)
		if p.parseInstrRest(in, t) {
			b.Stmts = append(b.Stmts, in)
		}
		return
	}
	p.errorAt(t, "expected a statement, found %s", describe(t))
}

// parseProto parses `name: .callprototype (rets) _ (params) [.noreturn];`
// (PTX ISA 10.3 "Function Declarations ... .callprototype").
func (p *parser) parseProto(label token) *Directive {
	d := &Directive{Pos: p.pos(label), Name: ".callprototype"}
	f := &Func{Pos: p.pos(p.tok), Name: label.text}
	p.next()
	if p.is("(") {
		f.Returns = p.parseParamList()
	}
	if p.tok.kind != tIdent || p.tok.text != "_" {
		p.errorAt(p.tok, "expected \"_\" in .callprototype, found %s", describe(p.tok))
		return nil
	}
	p.next()
	if p.is("(") {
		f.Params = p.parseParamList()
	}
	p.parsePerf(f)
	if p.failed || !p.expect(";") {
		return nil
	}
	d.Proto = f
	return d
}

// parseInstr parses a guarded instruction; the current token is "@".
func (p *parser) parseInstr() *Instr {
	in := p.instrs.new()
	in.Pos = p.pos(p.tok)
	if p.got("@") {
		g := &Guard{Pos: in.Pos}
		if p.got("!") {
			g.Neg = true
		}
		if p.tok.kind != tIdent {
			p.errorAt(p.tok, "expected a predicate register after @, found %s", describe(p.tok))
			return nil
		}
		g.Reg = p.tok.text
		p.next()
		in.Guard = g
	}
	op := p.tok
	p.next()
	if !p.parseInstrRest(in, op) {
		return nil
	}
	return in
}

// parseInstrRest parses an instruction whose opcode token op has just been
// consumed: modifiers, operands and the closing ";".
func (p *parser) parseInstrRest(in *Instr, op token) bool {
	if op.kind != tIdent || op.text[0] == '%' {
		p.errorAt(op, "expected an instruction, found %s", describe(op))
		return false
	}
	in.Opcode = op.text
	if p.tok.kind == tDir {
		mods, pos := p.modScratch[:0], p.posScratch[:0]
		for p.tok.kind == tDir {
			mods = append(mods, p.tok.text)
			pos = append(pos, p.pos(p.tok))
			p.next()
		}
		in.Mods = p.strArena.copy(mods)
		in.ModsPos = p.posArena.copy(pos)
		p.modScratch, p.posScratch = mods, pos
	}
	if in.Opcode == "call" {
		c := p.parseCall()
		if c == nil {
			return false
		}
		in.Operands = p.opArena.copy([]Operand{c})
	} else if !p.is(";") {
		base := len(p.opStack)
		for {
			o := p.parseOperand()
			if o == nil {
				p.opStack = p.opStack[:base]
				return false
			}
			p.opStack = append(p.opStack, o)
			if !p.got(",") {
				break
			}
		}
		in.Operands = p.opArena.copy(p.opStack[base:])
		clear(p.opStack[base:])
		p.opStack = p.opStack[:base]
	}
	return p.expect(";")
}

// parseCall parses the operands of call (PTX ISA 9.7.13.4):
// [(rets),] target [, (args)] [, proto-or-targets].
func (p *parser) parseCall() *Call {
	c := &Call{Pos: p.pos(p.tok)}
	if p.is("(") {
		c.Returns = p.parseOperandList()
		if c.Returns == nil || !p.expect(",") {
			return nil
		}
	}
	if c.Target = p.parseOperand(); c.Target == nil {
		return nil
	}
	if !p.got(",") {
		return c
	}
	if p.is("(") {
		c.HasArgs = true
		if c.Args = p.parseOperandList(); c.Args == nil {
			return nil
		}
		if !p.got(",") {
			return c
		}
	}
	if c.Proto = p.parseOperand(); c.Proto == nil {
		return nil
	}
	return c
}

// parseOperandList parses `( op, ... )`; it returns a non-nil slice on success.
func (p *parser) parseOperandList() []Operand {
	p.next() // (
	ops := []Operand{}
	if p.got(")") {
		return ops
	}
	for {
		op := p.parseOperand()
		if op == nil {
			return nil
		}
		ops = append(ops, op)
		if p.got(",") {
			continue
		}
		if !p.expect(")") {
			return nil
		}
		return ops
	}
}

// parseOperand parses one instruction operand (PTX ISA 6 "Instruction
// Operands").
func (p *parser) parseOperand() Operand {
	t := p.tok
	switch {
	case p.is("{"):
		if !p.enter() {
			return nil
		}
		defer p.leave()
		p.next()
		v := &Vector{Pos: p.pos(t)}
		base := len(p.opStack)
		ok := false
		for {
			e := p.parseOperand()
			if e == nil {
				break
			}
			p.opStack = append(p.opStack, e)
			if p.got(",") {
				continue
			}
			if ok = p.expect("}"); ok {
				v.Elems = p.opArena.copy(p.opStack[base:])
			}
			break
		}
		clear(p.opStack[base:])
		p.opStack = p.opStack[:base]
		if !ok {
			return nil
		}
		// tex's and tld4's {d0, d1, d2, d3}|p: the residency predicate of
		// a sparse texture beside the vector (PTX ISA 9.7.10.3).
		if p.is("|") {
			return p.pairRest(v, v.Pos)
		}
		return v
	case p.is("["):
		return p.parseAddress()
	case t.kind == tIdent && t.text != "generic":
		a := p.identOperand()
		if p.is("|") {
			return p.pairRest(a, p.pos(t))
		}
		if r, ok := a.(*Reg); ok && p.is("[") {
			return p.parseIndex(r)
		}
		if p.tok.kind != tPunct || binaryPrec(p.tok.text) == 0 {
			return a
		}
		return p.binaryRest(a, 1)
	}
	return p.parseExpr()
}

// pairRest parses the "|p" after a, the first of a d|p destination pair.
func (p *parser) pairRest(a Operand, pos Pos) Operand {
	p.next() // |
	bt := p.tok
	if bt.kind != tIdent {
		p.errorAt(bt, "expected a register after \"|\", found %s", describe(bt))
		return nil
	}
	return &Pair{Pos: pos, A: a, B: p.identOperand()}
}

// identOperand turns the current identifier into a *Reg or *Sink.
func (p *parser) identOperand() Operand {
	t := p.tok
	p.next()
	if t.text == "_" {
		return &Sink{Pos: p.pos(t)}
	}
	r := p.regs.new()
	r.Pos, r.Name = p.pos(t), t.text
	// A video instruction's byte or half selector, written right after the
	// register: %r7.b0, %r8.h1 (PTX ISA 9.7.10.1).
	if n := p.tok; n.off == t.off+len(t.text) && IsSelector(n.text) {
		r.Sel = n.text
		p.next()
	} else if n.off == t.off+len(t.text) && isComponentDir(n.text) {
		// An element of a vector register: v.x, v.w, c.r ... c.a (PTX
		// ISA 5.4.2 "Vectors"); %v.x is one token already.
		r.Name = t.text + n.text
		p.next()
	}
	return r
}

// isComponentDir reports whether s names a vector element: .x .y .z .w
// or .r .g .b .a.
func isComponentDir(s string) bool {
	return len(s) == 2 && s[0] == '.' && isComponent(s[1])
}

// IsSelector reports whether s is a video operand selector: .b0-.b3,
// .h0, .h1 of the scalar forms, and the lane selections and masks of the
// SIMD forms, .h followed by one or two of 0-3 (.h10, .h32) and .b
// followed by one to four of 0-7 (.b3210, .b20) (PTX ISA 9.7.16.2).
func IsSelector(s string) bool {
	if len(s) < 3 || s[0] != '.' || (s[1] != 'h' && s[1] != 'b') {
		return false
	}
	max, n := byte('3'), 2
	if s[1] == 'b' {
		max, n = '7', 4
	}
	if len(s)-2 > n {
		return false
	}
	for i := 2; i < len(s); i++ {
		if s[i] < '0' || s[i] > max {
			return false
		}
	}
	return true
}

// parseIndex parses the [k] of an array element, var[k]. Nothing may
// follow it: ptxas refuses var[k]+4 ("Parsing error near '+'").
func (p *parser) parseIndex(base *Reg) Operand {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	p.next() // [
	k := p.parseOperand()
	if k == nil || !p.expect("]") {
		return nil
	}
	return &Index{Pos: base.Pos, Base: base, Index: k}
}

// parseAddress parses [expr] and reduces it to base+offset, or a bracketed
// tuple [a, b, ...] (texture and surface coordinates).
func (p *parser) parseAddress() Operand {
	t := p.tok
	if !p.enter() {
		return nil
	}
	defer p.leave()
	p.next()
	e := p.parseOperand()
	if e == nil {
		return nil
	}
	if p.is(",") {
		tu := &AddrTuple{Pos: p.pos(t), Elems: []Operand{e}}
		for p.got(",") {
			x := p.parseOperand()
			if x == nil {
				return nil
			}
			tu.Elems = append(tu.Elems, x)
		}
		if !p.expect("]") {
			return nil
		}
		return tu
	}
	if !p.expect("]") {
		return nil
	}
	a := p.addrs.new()
	a.Pos = p.pos(t)
	base, off, ok := splitAddress(e)
	if !ok {
		p.errorAt(t, "invalid address: want [reg], [reg+offset], [name+offset] or [constant]")
		return nil
	}
	a.Base, a.Offset = base, off
	// ld's [a].unified: the address is in the unified address space (PTX
	// ISA 9.7.9.8); a hint, the same load.
	if p.tok.kind == tDir && p.tok.text == ".unified" {
		a.Unified = true
		p.next()
	}
	return a
}

func splitAddress(e Operand) (Operand, int64, bool) {
	switch x := e.(type) {
	case *Reg:
		return x, 0, true
	case *Binary:
		if x.Op == "+" || x.Op == "-" {
			if base, off, ok := splitAddress(x.X); ok && base != nil {
				v, ok := constValue(x.Y)
				if !ok {
					return nil, 0, false
				}
				if x.Op == "-" {
					v = -v
				}
				return base, off + v, true
			}
		}
	}
	v, ok := constValue(e)
	return nil, v, ok
}

// constValue evaluates an integer constant expression (PTX ISA 4.6.4
// "Constant Expressions") with 64-bit wrap-around; division by zero fails.
func constValue(e Operand) (int64, bool) {
	switch x := e.(type) {
	case *ImmInt:
		return int64(x.Value), true
	case *Unary:
		v, ok := constValue(x.X)
		if !ok {
			return 0, false
		}
		switch x.Op {
		case "-":
			return -v, true
		case "~":
			return ^v, true
		case "!":
			return b2i(v == 0), true
		}
	case *Binary:
		a, ok1 := constValue(x.X)
		b, ok2 := constValue(x.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch x.Op {
		case "+":
			return a + b, true
		case "-":
			return a - b, true
		case "*":
			return a * b, true
		case "/":
			if b == 0 || a == math.MinInt64 && b == -1 {
				return 0, false
			}
			return a / b, true
		case "%":
			if b == 0 || a == math.MinInt64 && b == -1 {
				return 0, false
			}
			return a % b, true
		case "<<":
			return a << (uint64(b) & 63), true
		case ">>":
			return a >> (uint64(b) & 63), true
		case "&":
			return a & b, true
		case "|":
			return a | b, true
		case "^":
			return a ^ b, true
		case "&&":
			return b2i(a != 0 && b != 0), true
		case "||":
			return b2i(a != 0 || b != 0), true
		case "==":
			return b2i(a == b), true
		case "!=":
			return b2i(a != b), true
		case "<":
			return b2i(a < b), true
		case ">":
			return b2i(a > b), true
		case "<=":
			return b2i(a <= b), true
		case ">=":
			return b2i(a >= b), true
		}
	}
	return 0, false
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func binaryPrec(op string) int {
	switch op {
	case "||":
		return 1
	case "&&":
		return 2
	case "|":
		return 3
	case "^":
		return 4
	case "&":
		return 5
	case "==", "!=":
		return 6
	case "<", ">", "<=", ">=":
		return 7
	case "<<", ">>":
		return 8
	case "+", "-":
		return 9
	case "*", "/", "%":
		return 10
	}
	return 0
}

// parseExpr parses a constant expression or a single operand, with C
// precedence.
func (p *parser) parseExpr() Operand {
	return p.parseBinary(1)
}

func (p *parser) parseBinary(minPrec int) Operand {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	x := p.parseUnary()
	if x == nil {
		return nil
	}
	return p.binaryRest(x, minPrec)
}

// binaryRest continues a binary expression whose left operand x is parsed.
func (p *parser) binaryRest(x Operand, minPrec int) Operand {
	for p.tok.kind == tPunct {
		prec := binaryPrec(p.tok.text)
		if prec == 0 || prec < minPrec {
			break
		}
		op := p.tok
		p.next()
		y := p.parseBinary(prec + 1)
		if y == nil {
			return nil
		}
		x = &Binary{Pos: x.NodePos(), Op: op.text, X: x, Y: y}
	}
	return x
}

func (p *parser) parseUnary() Operand {
	t := p.tok
	if t.kind == tPunct && (t.text == "-" || t.text == "~" || t.text == "!") {
		if !p.enter() {
			return nil
		}
		defer p.leave()
		p.next()
		x := p.parseUnary()
		if x == nil {
			return nil
		}
		switch t.text {
		case "!":
			if r, ok := x.(*Reg); ok {
				return &Not{Pos: p.pos(t), X: r}
			}
		case "-":
			if n := p.negate(t, x); n != nil {
				return n
			}
		}
		return &Unary{Pos: p.pos(t), Op: t.text, X: x}
	}
	return p.parsePrimary()
}

// negate folds a minus sign into a literal right after it, so that -1 is
// one *ImmInt (Text "-1") rather than a *Unary.
func (p *parser) negate(minus token, x Operand) Operand {
	// The text is the sign and the literal's own text: the source slice
	// after the sign is not it when the literal was itself folded from
	// "- 0" (a space inside), as in "-- 0".
	text := func(lit string) string { return "-" + lit }
	switch v := x.(type) {
	case *ImmInt:
		return &ImmInt{Pos: p.pos(minus), Value: -v.Value, Unsigned: v.Unsigned, Text: text(v.Text)}
	case *ImmFloat:
		sign := uint64(1) << 63
		if v.Single {
			sign = 1 << 31
		}
		return &ImmFloat{Pos: p.pos(minus), Bits: v.Bits ^ sign, Single: v.Single, Text: text(v.Text)}
	}
	return nil
}

func (p *parser) parsePrimary() Operand {
	t := p.tok
	switch t.kind {
	case tInt:
		v, unsigned, ok := parseIntLit(t.text)
		if !ok && t.err == "" { // the lexer reported malformed ones
			if intLitOverflows(t.text) {
				p.errorAt(t, "integer constant %s does not fit in 64 bits", t.text)
			} else {
				p.errorAt(t, "invalid integer literal %s", t.text)
			}
			return nil
		}
		p.next()
		n := p.ints.new()
		*n = ImmInt{Pos: p.pos(t), Value: v, Unsigned: unsigned, Text: t.text}
		return n
	case tFloat:
		f := &ImmFloat{Pos: p.pos(t), Text: t.text}
		if len(t.text) > 2 && t.text[0] == '0' && (t.text[1]|0x20 == 'f' || t.text[1]|0x20 == 'd') {
			bits, err := strconv.ParseUint(t.text[2:], 16, 64)
			if err != nil && t.err == "" {
				p.errorAt(t, "invalid float literal %s", t.text)
				return nil
			}
			f.Bits = bits
			f.Single = t.text[1]|0x20 == 'f'
		} else {
			v, err := strconv.ParseFloat(t.text, 64)
			if err != nil && !strings.Contains(err.Error(), "range") {
				p.errorAt(t, "invalid float literal %s", t.text)
				return nil
			}
			f.Bits = math.Float64bits(v)
		}
		p.next()
		return f
	case tIdent:
		if t.text == "generic" {
			if nt := p.peek(); nt.kind == tPunct && nt.text == "(" {
				p.next()
				p.next()
				if p.tok.kind != tIdent {
					p.errorAt(p.tok, "expected a variable name in generic(), found %s", describe(p.tok))
					return nil
				}
				g := &Generic{Pos: p.pos(t), Name: p.tok.text}
				p.next()
				if !p.expect(")") {
					return nil
				}
				return g
			}
		}
		return p.identOperand()
	case tPunct:
		if t.text == "(" {
			p.next()
			x := p.parseExpr()
			if x == nil || !p.expect(")") {
				return nil
			}
			return x
		}
	}
	p.errorAt(t, "expected an operand, found %s", describe(t))
	return nil
}

// parseIntLit decodes an integer literal (PTX ISA 4.5 "Constants"):
// decimal, 0x hexadecimal, 0b binary, leading-0 octal, optional U suffix.
// Values wrap to 64 bits only when they fit; larger ones are rejected.
func parseIntLit(s string) (v uint64, unsigned bool, ok bool) {
	if n := len(s); n > 0 && (s[n-1] == 'U' || s[n-1] == 'u') {
		unsigned = true
		s = s[:n-1]
	}
	base := uint64(10)
	switch {
	case len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, s = 16, s[2:]
	case len(s) > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'):
		base, s = 2, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	if s == "" {
		return 0, false, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d uint64
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case c >= 'a' && c <= 'f':
			d = uint64(c-'a') + 10
		case c >= 'A' && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return 0, false, false
		}
		if d >= base {
			return 0, false, false
		}
		if v > (math.MaxUint64-d)/base {
			return 0, false, false
		}
		v = v*base + d
	}
	return v, unsigned, true
}

// intLitOverflows reports whether s is a well-formed integer literal whose
// value needs more than 64 bits (ptxas: "Constant overflow").
func intLitOverflows(s string) bool {
	if _, _, ok := parseIntLit(s); ok {
		return false
	}
	// Each digit alone must be valid in the literal's base: then only the
	// size failed.
	if n := len(s); n > 0 && (s[n-1] == 'U' || s[n-1] == 'u') {
		s = s[:n-1]
	}
	prefix, digits := "", s
	switch {
	case len(s) > 2 && s[0] == '0' && (s[1]|0x20 == 'x' || s[1]|0x20 == 'b'):
		prefix, digits = s[:2], s[2:]
	case len(s) > 1 && s[0] == '0':
		prefix, digits = "0", s[1:]
	}
	for i := 0; i < len(digits); i++ {
		if _, _, ok := parseIntLit(prefix + digits[i:i+1]); !ok {
			return false
		}
	}
	return digits != ""
}

// nextNonSpace returns the first byte at or after i that is not white
// space, or 0 at the end.
func nextNonSpace(src string, i int) byte {
	for ; i < len(src); i++ {
		switch src[i] {
		case ' ', '\t', '\r', '\n':
		default:
			return src[i]
		}
	}
	return 0
}

// startsDecl reports whether a directive can only begin a module-scope
// item, which makes it a safe place to resume after an error.
func startsDecl(s string) bool {
	switch s {
	case ".version", ".target", ".address_size", ".entry", ".func", ".visible", ".extern",
		".weak", ".common", ".file", ".section", ".pragma":
		return true
	}
	return false
}
