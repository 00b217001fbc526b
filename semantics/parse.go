package semantics

import (
	"encoding/hex"
	"strconv"
	"strings"
	"unicode"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// Parse reads a module in the SIR text form that Print writes:
//
//	sir warp=32 lanemask=32 mode=paired
//	var .global .u32 @counter[1] align 4 init 07000000
//	kernel @k(.param .u64 p[1] align 8 offset 0) reqntid 128,1,1 {
//	  var .shared .b8 @k.shared.buf[64] align 4
//	  reg %r1 .u32
//	entry:
//	  @!%p1 %r1 = ld.param.u64 [@p+8]
//	  ret
//	}
//
// Registers resolve to the function's *Reg by name; `%name` is a special
// register when IsSpecial accepts it and no register of that name exists
// (the builder's precedence); `@name` resolves, with the builder's rules,
// to a parameter or return parameter (SymParam), a function-scope variable
// (SymParam in .param, else SymVar), a global variable (SymVar) or a
// function (SymFunc).
// Lines starting with `//` are comments. Every problem is reported with its
// position and Parse never panics; the module is nil when there were errors.
// Print(Parse(Print(m))) == Print(m) for every module the builder makes.
func Parse(filename string, src []byte) (*Module, *diag.List) {
	p := &sirParser{file: filename, diags: &diag.List{}, globals: map[string]bool{}, funcs: map[string]*Func{}}
	p.module(string(src))
	if p.diags.HasErrors() {
		return nil, p.diags
	}
	return p.m, p.diags
}

type sirParser struct {
	file    string
	diags   *diag.List
	m       *Module
	globals map[string]bool
	funcs   map[string]*Func
}

// line is one source line with its number and the column of its first
// non-blank byte.
type line struct {
	text string // without the comment and trailing blanks
	num  int
	col  int // 1-based column of text[0] in the source line
}

// funcChunk is a function header and the lines of its body.
type funcChunk struct {
	f    *Func
	body []line
}

func (p *sirParser) errorf(ln line, off int, format string, args ...any) {
	p.diags.Errorf(diag.Pos{File: p.file, Line: ln.num, Col: ln.col + off}, format, args...)
}

func splitLines(src string) []line {
	var out []line
	for i, s := range strings.Split(src, "\n") {
		if k := strings.Index(s, "//"); k >= 0 {
			s = s[:k]
		}
		// Blanks are whatever strings.Fields splits on, so that a line
		// kept here always has a first field (a lone "\f" made the header
		// parser index an empty field list).
		s = strings.TrimRightFunc(s, unicode.IsSpace)
		t := strings.TrimLeftFunc(s, unicode.IsSpace)
		if t == "" {
			continue
		}
		out = append(out, line{text: t, num: i + 1, col: len(s) - len(t) + 1})
	}
	return out
}

func (p *sirParser) module(src string) {
	lines := splitLines(src)
	if len(lines) == 0 {
		p.diags.Errorf(diag.Pos{File: p.file, Line: 1, Col: 1}, "empty SIR module: want a `sir warp=N lanemask=N` header")
		return
	}
	p.m = &Module{}
	p.header(lines[0])
	var chunks []*funcChunk
	for i := 1; i < len(lines); i++ {
		ln := lines[i]
		word, _, _ := strings.Cut(ln.text, " ")
		switch word {
		case "var":
			if v := p.varLine(ln); v != nil {
				if p.globals[v.Name] || p.funcs[v.Name] != nil {
					p.errorf(ln, 0, "%s redeclared", v.Name)
					continue
				}
				p.globals[v.Name] = true
				p.m.Globals = append(p.m.Globals, v)
			}
		case "kernel", "func":
			f, body := p.funcHeader(ln)
			c := &funcChunk{f: f}
			if body {
				// The body runs to the first line that is a lone `}`.
				j := i + 1
				for ; j < len(lines) && lines[j].text != "}"; j++ {
				}
				if j == len(lines) {
					p.errorf(ln, 0, "function body is not closed by }")
				}
				c.body = lines[i+1 : min(j, len(lines))]
				i = j
			}
			if f == nil {
				continue
			}
			if p.globals[f.Name] || p.funcs[f.Name] != nil {
				p.errorf(ln, 0, "%s redeclared", f.Name)
				continue
			}
			p.funcs[f.Name] = f
			p.m.Funcs = append(p.m.Funcs, f)
			chunks = append(chunks, c)
		default:
			p.errorf(ln, 0, "expected var, kernel or func, found %q", word)
		}
	}
	// Bodies last, so that symbols may refer to anything in the module.
	for _, c := range chunks {
		if !c.f.Extern {
			p.funcBody(c.f, c.body)
		}
	}
}

func (p *sirParser) header(ln line) {
	fields := strings.Fields(ln.text)
	if len(fields) == 0 || fields[0] != "sir" {
		found := ln.text
		if len(fields) > 0 {
			found = fields[0]
		}
		p.errorf(ln, 0, "expected the header `sir warp=N lanemask=N [mode=M]`, found %q", found)
		return
	}
	off := len("sir")
	for _, f := range fields[1:] {
		off = strings.Index(ln.text, f)
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			p.errorf(ln, off, "expected key=value in the header, found %q", f)
			continue
		}
		switch k {
		case "warp", "lanemask":
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 {
				p.errorf(ln, off, "bad %s %q", k, v)
				continue
			}
			if k == "warp" {
				p.m.WarpSize = n
			} else {
				p.m.LaneMaskBits = n
			}
		case "mode":
			p.m.Mode = v
		default:
			p.errorf(ln, off, "unknown header field %q", k)
		}
	}
	if p.m.WarpSize == 0 || p.m.LaneMaskBits == 0 {
		p.errorf(ln, 0, "the header needs warp=N and lanemask=N")
	}
}

// scanner reads one line, tracking the offset for error positions.
type scanner struct {
	p   *sirParser
	ln  line
	s   string
	i   int
	bad bool // an error was reported for this line
}

func (p *sirParser) scan(ln line) *scanner { return &scanner{p: p, ln: ln, s: ln.text} }

func (sc *scanner) errorf(format string, args ...any) {
	if !sc.bad {
		sc.p.errorf(sc.ln, sc.i, format, args...)
	}
	sc.bad = true
}

func (sc *scanner) space() {
	for sc.i < len(sc.s) && (sc.s[sc.i] == ' ' || sc.s[sc.i] == '\t') {
		sc.i++
	}
}

func (sc *scanner) eof() bool { sc.space(); return sc.i >= len(sc.s) }

func (sc *scanner) peek() byte {
	sc.space()
	if sc.i < len(sc.s) {
		return sc.s[sc.i]
	}
	return 0
}

// got consumes tok (after blanks) if it comes next.
func (sc *scanner) got(tok string) bool {
	sc.space()
	if strings.HasPrefix(sc.s[sc.i:], tok) {
		sc.i += len(tok)
		return true
	}
	return false
}

func (sc *scanner) expect(tok string) bool {
	if sc.got(tok) {
		return true
	}
	sc.errorf("expected %q, found %s", tok, sc.found())
	return false
}

func (sc *scanner) found() string {
	sc.space()
	if sc.i >= len(sc.s) {
		return "end of line"
	}
	end := sc.i + 1
	for end < len(sc.s) && isWordByte(sc.s[end]) && isWordByte(sc.s[sc.i]) {
		end++
	}
	return strconv.Quote(sc.s[sc.i:end])
}

// isWordByte reports whether c may appear in a name, a number or an
// opcode: PTX identifier bytes plus `.` (hoisted variables, specials,
// opcodes) and `:` (immediate types, `shared::cta`).
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '$' || c == '%' || c == '.' || c == ':'
}

// word reads a run of word bytes (possibly empty).
func (sc *scanner) word() string {
	sc.space()
	start := sc.i
	for sc.i < len(sc.s) && isWordByte(sc.s[sc.i]) {
		sc.i++
	}
	return sc.s[start:sc.i]
}

// name reads an identifier: a word that does not start with a digit and
// holds no `:`.
func (sc *scanner) name(what string) (string, bool) {
	sc.space()
	at := sc.i
	w := sc.word()
	if !validName(w) {
		sc.i = at
		sc.errorf("expected %s name, found %s", what, sc.found())
		return "", false
	}
	return w, true
}

func validName(w string) bool {
	return w != "" && w != "_" && !(w[0] >= '0' && w[0] <= '9') && !strings.Contains(w, ":")
}

// int reads a decimal integer with an optional sign.
func (sc *scanner) int(what string) (int64, bool) {
	sc.space()
	start := sc.i
	if sc.i < len(sc.s) && (sc.s[sc.i] == '-' || sc.s[sc.i] == '+') {
		sc.i++
	}
	for sc.i < len(sc.s) && sc.s[sc.i] >= '0' && sc.s[sc.i] <= '9' {
		sc.i++
	}
	n, err := strconv.ParseInt(sc.s[start:sc.i], 10, 64)
	if err != nil {
		sc.i = start
		sc.errorf("expected %s (a decimal integer), found %s", what, sc.found())
		return 0, false
	}
	return n, true
}

// smallInt reads a non-negative int that fits an int32 (counts, aligns).
func (sc *scanner) smallInt(what string) (int, bool) {
	at := sc.i
	n, ok := sc.int(what)
	if ok && (n < 0 || n > 1<<31-1) {
		sc.i = at
		sc.space()
		sc.errorf("%s %d out of range", what, n)
		return 0, false
	}
	return int(n), ok
}

// typ reads `.type` (the dot is required) or, with dot false, a bare type.
func (sc *scanner) typ(dot bool) (Type, bool) {
	sc.space()
	at := sc.i
	if dot && !sc.got(".") {
		sc.errorf("expected a type such as .u32, found %s", sc.found())
		return Type{}, false
	}
	w := sc.word()
	if t, ok := parseTypeName(w); ok {
		return t, true
	}
	sc.i = at
	sc.errorf("unknown type %s", sc.found())
	return Type{}, false
}

// parseTypeName is ParseType plus "none", which Print writes for the zero
// Type.
func parseTypeName(w string) (Type, bool) {
	if w == "none" {
		return Type{}, true
	}
	if strings.HasPrefix(w, ".") {
		return Type{}, false
	}
	return ParseType(w)
}

func (sc *scanner) end() bool {
	if !sc.eof() {
		sc.errorf("unexpected %s at the end of the line", sc.found())
		return false
	}
	return !sc.bad
}

// varLine reads `var .space .type @name[count] align N [extern] [init HEX]
// [addr|generic OFF @sym+ADDEND]...`.
func (p *sirParser) varLine(ln line) *Var {
	sc := p.scan(ln)
	sc.got("var")
	v := &Var{Pos: sc.pos()}
	if !sc.expect(".") {
		return nil
	}
	switch sp := Space(sc.word()); sp {
	case SpaceGlobal, SpaceShared, SpaceLocal, SpaceConst, SpaceParam, SpaceGeneric, SpaceReg:
		v.Space = sp
	default:
		sc.errorf("unknown state space .%s", sp)
		return nil
	}
	var ok bool
	if v.Elem, ok = sc.typ(true); !ok {
		return nil
	}
	if !sc.expect("@") {
		return nil
	}
	if v.Name, ok = sc.name("variable"); !ok {
		return nil
	}
	if !sc.expect("[") {
		return nil
	}
	if v.Count, ok = sc.smallInt("element count"); !ok || !sc.expect("]") || !sc.expect("align") {
		return nil
	}
	if v.Align, ok = sc.smallInt("alignment"); !ok {
		return nil
	}
	if sc.got("extern") {
		v.Extern = true
	}
	if sc.peek() == 'i' && sc.got("init") {
		sc.space()
		start := sc.i
		for sc.i < len(sc.s) && sc.s[sc.i] != ' ' && sc.s[sc.i] != '\t' {
			sc.i++
		}
		b, err := hex.DecodeString(sc.s[start:sc.i])
		if err != nil {
			sc.i = start
			sc.errorf("bad initialiser bytes %s: want hex digits", sc.found())
			return nil
		}
		v.Init = b
	}
	for !sc.eof() {
		var is InitSym
		switch {
		case sc.got("addr"):
		case sc.got("generic"):
			is.Generic = true
		default:
			sc.errorf("expected addr or generic, found %s", sc.found())
			return nil
		}
		n, ok := sc.smallInt("offset")
		if !ok || !sc.expect("@") {
			return nil
		}
		is.Offset = n
		if is.Sym, ok = sc.name("symbol"); !ok {
			return nil
		}
		if c := sc.peek(); c != '+' && c != '-' {
			sc.errorf("expected +N or -N after the symbol, found %s", sc.found())
			return nil
		}
		if is.Addend, ok = sc.int("addend"); !ok {
			return nil
		}
		v.InitSyms = append(v.InitSyms, is)
	}
	if !sc.end() {
		return nil
	}
	return v
}

func (sc *scanner) pos() diag.Pos {
	sc.space()
	return diag.Pos{File: sc.p.file, Line: sc.ln.num, Col: sc.ln.col + sc.i}
}

// param reads `.param|.reg .type name[count] align N [offset N]`.
func (sc *scanner) param() *Param {
	pr := &Param{Pos: sc.pos()}
	if !sc.expect(".") {
		return nil
	}
	switch w := sc.word(); w {
	case "param":
	case "reg":
		pr.Reg = true
	default:
		sc.errorf("expected .param or .reg, found .%s", w)
		return nil
	}
	var ok bool
	if pr.Type, ok = sc.typ(true); !ok {
		return nil
	}
	if pr.Name, ok = sc.name("parameter"); !ok || !sc.expect("[") {
		return nil
	}
	if pr.Count, ok = sc.smallInt("element count"); !ok || !sc.expect("]") || !sc.expect("align") {
		return nil
	}
	if pr.Align, ok = sc.smallInt("alignment"); !ok {
		return nil
	}
	if sc.got("offset") {
		if pr.Offset, ok = sc.smallInt("offset"); !ok {
			return nil
		}
	}
	return pr
}

func (sc *scanner) paramList() ([]*Param, bool) {
	var ps []*Param
	if !sc.expect("(") {
		return nil, false
	}
	if sc.got(")") {
		return ps, true
	}
	for {
		pr := sc.param()
		if pr == nil {
			return nil, false
		}
		ps = append(ps, pr)
		if sc.got(")") {
			return ps, true
		}
		if !sc.expect(",") {
			return nil, false
		}
	}
}

// funcHeader reads `kernel|func [extern] [(returns)] @name(params)
// [reqntid x,y,z] [maxntid x,y,z] [{]`. body reports whether a body
// follows (set even when the header has errors, so that the body is
// skipped as a whole).
func (p *sirParser) funcHeader(ln line) (f *Func, body bool) {
	sc := p.scan(ln)
	body = strings.HasSuffix(ln.text, "{")
	f = &Func{Pos: sc.pos()}
	f.Kernel = sc.word() == "kernel"
	f.Extern = sc.got("extern ")
	if f.Extern && body {
		sc.errorf("an extern function has no body")
		return nil, body
	}
	var ok bool
	if sc.peek() == '(' {
		if f.Returns, ok = sc.paramList(); !ok {
			return nil, body
		}
	}
	if !sc.expect("@") {
		return nil, body
	}
	if f.Name, ok = sc.name("function"); !ok {
		return nil, body
	}
	if f.Params, ok = sc.paramList(); !ok {
		return nil, body
	}
	for {
		var dims *[3]int
		switch {
		case sc.got("reqntid"):
			dims = &f.ReqNTID
		case sc.got("maxntid"):
			dims = &f.MaxNTID
		case sc.got("reqnctapercluster"):
			dims = &f.ReqNCluster
		case sc.got("explicitcluster"):
			f.ExplicitCluster = true
			continue
		}
		if dims == nil {
			break
		}
		for k := range 3 {
			if k > 0 && !sc.expect(",") {
				return nil, body
			}
			if dims[k], ok = sc.smallInt("thread count"); !ok {
				return nil, body
			}
		}
	}
	if body {
		sc.expect("{")
	}
	if !sc.end() {
		return nil, body
	}
	return f, body
}

// fnParser resolves the names of one function body.
type fnParser struct {
	*sirParser
	f      *Func
	regs   map[string]*Reg
	params map[string]bool
	rets   map[string]bool
	locals map[string]*Var
}

func (p *sirParser) funcBody(f *Func, body []line) {
	fp := &fnParser{sirParser: p, f: f, regs: map[string]*Reg{}, params: map[string]bool{},
		rets: map[string]bool{}, locals: map[string]*Var{}}
	for _, pr := range f.Params {
		fp.params[pr.Name] = true
	}
	for _, pr := range f.Returns {
		fp.rets[pr.Name] = true
	}
	// Declarations first: instructions may use any register of the body.
	var code []line
	for _, ln := range body {
		fields := strings.Fields(ln.text)
		switch {
		case fields[0] == "var" && strings.HasPrefix(fields[min(1, len(fields)-1)], "."):
			if v := p.varLine(ln); v != nil {
				if fp.locals[v.Name] != nil {
					p.errorf(ln, 0, "%s redeclared in this function", v.Name)
					continue
				}
				fp.locals[v.Name] = v
				f.Locals = append(f.Locals, v)
			}
		case fields[0] == "reg" && len(fields) == 3 && strings.HasPrefix(fields[2], "."):
			fp.regLine(ln)
		default:
			code = append(code, ln)
		}
	}
	// A .reg parameter is held in the body's registers of its name (one
	// per element of a vector: name.x, name.y, ...).
	for _, pr := range append(append([]*Param{}, f.Params...), f.Returns...) {
		if !pr.Reg {
			continue
		}
		names := []string{pr.Name}
		if pr.Count > 1 {
			pr.Vec = pr.Count
			names = nil
			for _, e := range vectorElems[:min(pr.Count, len(vectorElems))] {
				names = append(names, pr.Name+e)
			}
		}
		for _, n := range names {
			if r := fp.regs[n]; r != nil {
				pr.Regs = append(pr.Regs, r)
			}
		}
	}
	labels := map[string]bool{}
	var cur *Block
	for _, ln := range code {
		if name, ok := strings.CutSuffix(ln.text, ":"); ok && !strings.ContainsAny(name, " \t") {
			if !validName(name) {
				p.errorf(ln, 0, "bad label name %q", name)
				continue
			}
			if labels[name] {
				p.errorf(ln, 0, "label %s defined twice", name)
				continue
			}
			labels[name] = true
			cur = &Block{Label: name}
			f.Blocks = append(f.Blocks, cur)
			continue
		}
		if cur == nil {
			p.errorf(ln, 0, "instruction before the first label")
			continue
		}
		if in := fp.inst(ln); in != nil {
			cur.Insts = append(cur.Insts, in)
		}
	}
}

// regLine reads `reg NAME .type`.
func (fp *fnParser) regLine(ln line) {
	sc := fp.scan(ln)
	sc.got("reg")
	at := sc.i
	name, ok := sc.name("register")
	if !ok {
		return
	}
	t, ok := sc.typ(true)
	if !ok || !sc.end() {
		return
	}
	if fp.regs[name] != nil {
		fp.errorf(ln, at+1, "register %s declared twice", name)
		return
	}
	r := &Reg{Name: name, Type: t}
	fp.regs[name] = r
	fp.f.Regs = append(fp.f.Regs, r)
}

// inst reads `[@[!]guard] [dst, ... =] op.mods.types [src, ...]`.
func (fp *fnParser) inst(ln line) *Inst {
	sc := fp.scan(ln)
	in := &Inst{Pos: sc.pos()}
	if sc.peek() == '@' {
		// A guard, unless this is a symbol destination (`@x = ...`).
		at := sc.i
		sc.i++
		neg := sc.got("!")
		w := sc.word()
		if c := sc.peek(); c == '=' || c == ',' {
			sc.i = at
		} else {
			r := fp.regs[w]
			if r == nil {
				sc.i = at + 1
				sc.errorf("guard %q is not a declared register", w)
				return nil
			}
			in.Guard = &Guard{Reg: r, Neg: neg}
		}
	}
	if strings.Contains(sc.s[sc.i:], "=") {
		for {
			d := fp.operand(sc)
			if d == nil {
				return nil
			}
			in.Dst = append(in.Dst, d)
			if sc.got("=") {
				break
			}
			if !sc.expect(",") {
				return nil
			}
		}
	}
	at := sc.i
	sc.space()
	op := sc.word()
	if op == "" || op[0] == '.' || op[len(op)-1] == '.' || strings.Contains(op, "..") {
		sc.i = at
		sc.errorf("expected an opcode, found %s", sc.found())
		return nil
	}
	parts := strings.Split(op, ".")
	in.Op = parts[0]
	for _, m := range parts[1:] {
		if t, ok := ParseType(m); ok {
			in.Types = append(in.Types, t)
		} else if t, ok := subByteTypeOf(in.Op, in.Mods, m); ok {
			in.Types = append(in.Types, t)
		} else if len(in.Types) > 0 && m != "none" {
			sc.i = at
			sc.errorf("modifier .%s after a type suffix in %s", m, op)
			return nil
		} else if m == "none" {
			in.Types = append(in.Types, Type{})
		} else {
			in.Mods = append(in.Mods, m)
		}
	}
	if !sc.eof() {
		for {
			s := fp.operand(sc)
			if s == nil {
				return nil
			}
			in.Src = append(in.Src, s)
			if sc.eof() {
				break
			}
			if !sc.expect(",") {
				return nil
			}
		}
	}
	if !sc.end() {
		return nil
	}
	return in
}

// operand reads one operand; nil after an error.
func (fp *fnParser) operand(sc *scanner) Operand {
	switch c := sc.peek(); {
	case c == '!':
		sc.i++
		x := fp.operand(sc)
		if x == nil {
			return nil
		}
		return &Not{X: x}
	case c == '{':
		sc.i++
		v := &Vec{}
		if sc.got("}") {
			return v
		}
		for {
			e := fp.operand(sc)
			if e == nil {
				return nil
			}
			v.Elems = append(v.Elems, e)
			if sc.got("}") {
				return v
			}
			if !sc.expect(",") {
				return nil
			}
		}
	case c == '[':
		return fp.addr(sc)
	case c == '^':
		sc.i++
		name, ok := sc.name("label")
		if !ok {
			return nil
		}
		return &Label{Name: name}
	case c == '@':
		sc.i++
		return fp.sym(sc)
	case c == '-' || c >= '0' && c <= '9':
		return fp.imm(sc)
	case isWordByte(c):
		at := sc.i
		w := sc.word()
		if w == "_" {
			return &Sink{}
		}
		if r := fp.regs[w]; r != nil {
			return &RegOp{Reg: r}
		}
		if i := strings.LastIndexByte(w, '.'); i > 0 && IsSelector(w[i:]) {
			if r := fp.regs[w[:i]]; r != nil {
				return &RegOp{Reg: r, Sel: w[i:]}
			}
		}
		if strings.HasPrefix(w, "%") {
			if t, ok := specialType(w[1:]); ok {
				return &Special{Name: w[1:], Type: t}
			}
		}
		sc.i = at
		sc.errorf("undeclared register %s", w)
		return nil
	}
	sc.errorf("expected an operand, found %s", sc.found())
	return nil
}

func (fp *fnParser) sym(sc *scanner) Operand {
	at := sc.i
	name, ok := sc.name("symbol")
	if !ok {
		return nil
	}
	// The same rules as the builder's name(): return parameters and
	// function-scope .param variables live in the .param space like
	// parameters. The text form does not spell the kind, so the two must
	// agree.
	switch {
	case fp.params[name], fp.rets[name]:
		return &Sym{Name: name, Kind: SymParam}
	case fp.locals[name] != nil:
		if fp.locals[name].Space == SpaceParam {
			return &Sym{Name: name, Kind: SymParam}
		}
		return &Sym{Name: name, Kind: SymVar}
	case fp.globals[name]:
		return &Sym{Name: name, Kind: SymVar}
	case fp.funcs[name] != nil:
		return &Sym{Name: name, Kind: SymFunc}
	}
	sc.i = at
	sc.errorf("undeclared symbol @%s", name)
	return nil
}

// addr reads `[0xABS]`, `[base]` or `[base+N]` / `[base-N]`.
func (fp *fnParser) addr(sc *scanner) Operand {
	sc.i++ // [
	a := &Addr{}
	if c := sc.peek(); c >= '0' && c <= '9' {
		at := sc.i
		w := sc.word()
		n, err := strconv.ParseUint(w, 0, 64)
		if err != nil {
			sc.i = at
			sc.errorf("bad absolute address %s", sc.found())
			return nil
		}
		a.Offset = int64(n)
	} else {
		switch c {
		case '[', '{', '!', '-', '_':
			sc.errorf("expected an address base, found %s", sc.found())
			return nil
		}
		if a.Base = fp.operand(sc); a.Base == nil {
			return nil
		}
		if sc.got(",") {
			// [a, {b, c}]: a tuple.
			tu := &Tuple{Elems: []Operand{a.Base}}
			for {
				e := fp.operand(sc)
				if e == nil {
					return nil
				}
				tu.Elems = append(tu.Elems, e)
				if sc.got("]") {
					return tu
				}
				if !sc.expect(",") {
					return nil
				}
			}
		}
		if c := sc.peek(); c == '+' || c == '-' {
			n, ok := sc.int("offset")
			if !ok {
				return nil
			}
			a.Offset = n
		}
	}
	if !sc.expect("]") {
		return nil
	}
	return a
}

// imm reads `VALUE:type`: decimal (signed or not), 0xHEX, 0fHEX (f32
// bits) or 0dHEX (f64 bits).
func (fp *fnParser) imm(sc *scanner) Operand {
	sc.space()
	at := sc.i
	neg := sc.got("-")
	w := sc.word()
	val, tname, ok := strings.Cut(w, ":")
	// bad reports msg about the whole immediate: "immediate %s: msg".
	bad := func(format string, args ...any) Operand {
		sc.i = at
		sc.errorf("immediate %s: "+format, append([]any{sc.found()}, args...)...)
		return nil
	}
	if !ok {
		return bad("no :type")
	}
	t, ok := parseTypeName(tname)
	if !ok {
		return bad("unknown type %q", tname)
	}
	var bits uint64
	var err error
	switch {
	case len(val) > 2 && (val[:2] == "0f" || val[:2] == "0F" || val[:2] == "0d" || val[:2] == "0D") && !neg:
		bits, err = strconv.ParseUint(val[2:], 16, 64)
		if err == nil && (val[1] == 'f' || val[1] == 'F') && bits > 0xffffffff {
			return bad("0f takes 8 hex digits")
		}
	case len(val) > 2 && (val[:2] == "0x" || val[:2] == "0X") && !neg:
		bits, err = strconv.ParseUint(val[2:], 16, 64)
	case neg:
		var n int64
		n, err = strconv.ParseInt("-"+val, 10, 64)
		bits = uint64(n)
	default:
		bits, err = strconv.ParseUint(val, 10, 64)
	}
	if err != nil {
		return bad("bad value")
	}
	if t.Kind == KindSigned {
		bits &= mask(t.Bits)
	}
	return &Imm{Bits: bits, Type: t}
}
