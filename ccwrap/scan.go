package ccwrap

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/internal/diag"
)

var errBadLiteral = errors.New("malformed string literal")

// Marker starts the template of every asm statement the pre-pass hands to
// clang as PTX: "__ptxamd_asm <N>;" where N indexes the Scan's statements.
// It survives clang's Sema and IR generation untouched (it holds no %),
// and it is how the IR pass recognises PTX among other inline asm.
const Marker = "__ptxamd_asm "

// AsmStmt is one asm statement found in C++ source.
type AsmStmt struct {
	Index    int
	Pos      diag.Pos // the asm keyword
	Volatile bool
	// Template is the template as far as it is written with literals
	// (macros and preprocessor lines inside it are left out);
	// TemplateOpaque says some of it was not.
	Template       string
	TemplateOpaque bool
	Outputs        []AsmOperand
	Inputs         []AsmOperand
	Clobbers       []string
	// Kind is what the pre-pass made of it: see the Kind constants.
	Kind StmtKind
}

// AsmOperand is one output or input: its constraint as written.
type AsmOperand struct {
	Pos        diag.Pos
	Constraint string
	lit        token
}

// StmtKind says how the pre-pass treated an asm statement.
type StmtKind int

const (
	// KindPTX: a PTX statement, marked and given constraints clang accepts.
	KindPTX StmtKind = iota
	// KindBarrier: an empty template, kept as an optimisation barrier
	// (its register constraints become "v").
	KindBarrier
	// KindNative: AMDGPU assembly or constraints, passed through.
	KindNative
)

// Scan is the result of the pre-pass over one file.
type Scan struct {
	File  string
	Stmts []*AsmStmt
	// Rewritten is the source with every PTX statement marked and its
	// constraints rewritten; it has the same lines as the original.
	Rewritten []byte
}

// ptxLetters are NVIDIA's constraint letters (Inline PTX Assembly, 1.2).
const ptxLetters = "hrlfdqnC"

// ScanSource finds the asm statements of a C++ file and rewrites the PTX
// ones for clang's AMDGPU target; see the package documentation. first is
// the index of the first statement (so that indices stay unique across
// the files of one compilation).
func ScanSource(file string, src []byte, first int) (*Scan, *diag.List) {
	errs := &diag.List{}
	toks := lex(src)
	sc := &Scan{File: file}
	var edits []edit
	scanTokens(file, src, toks, 0, first, false, sc, &edits, errs)
	// asm statements in macro bodies (CUB's ThreadLoad, CUTLASS's
	// helpers): the body of a #define, its continuations blanked, is
	// scanned as code inside a function. Every expansion of the macro then
	// carries the statement's marker; the IR pass tells the expansions
	// apart by their templates.
	for _, t := range toks {
		if t.kind != tokDirective {
			continue
		}
		start, ok := defineBody(src, t)
		if !ok {
			continue
		}
		// nvcc takes "#pragma unroll" in a macro body (CUTLASS's
		// CUTLASS_PRAGMA_UNROLL); clang wants the _Pragma operator.
		for _, m := range macroPragmaRE.FindAllSubmatchIndex(src[start:t.end], -1) {
			text := strings.TrimSpace(string(src[start+m[2] : start+m[3]]))
			edits = append(edits, edit{start + m[0], start + m[1], "_Pragma(" + strconv.Quote(text) + ")"})
		}
		if !strings.Contains(string(src[start:t.end]), "asm") {
			continue
		}
		code := append([]byte(nil), src...)
		for k := start; k+1 < t.end; k++ {
			if code[k] == '\\' && code[k+1] == '\n' {
				code[k] = ' '
			}
		}
		body := lexMode(code[start:t.end], false)
		line, col := lineCol(src, start)
		for k := range body {
			if body[k].line == 1 {
				body[k].col += col - 1
			}
			body[k].line += line - 1
			body[k].start += start
			body[k].end += start
		}
		scanTokens(file, code, body, 1, first, true, sc, &edits, errs)
	}
	sort.SliceStable(edits, func(a, b int) bool { return edits[a].start < edits[b].start })
	var out strings.Builder
	prev := 0
	for _, e := range edits {
		out.Write(src[prev:e.start])
		out.WriteString(e.text)
		prev = e.end
	}
	out.Write(src[prev:])
	sc.Rewritten = []byte(out.String())
	return sc, errs
}

// macroPragmaRE matches a #pragma inside a macro's replacement list, up
// to the line's continuation or end.
var macroPragmaRE = regexp.MustCompile(`#[ \t]*pragma[ \t]+([^\n\\]*)`)

type edit struct {
	start, end int
	text       string
}

// defineBody returns where the replacement list of a #define directive
// starts (after the macro's name and parameters).
func defineBody(src []byte, d token) (int, bool) {
	i := d.start + 1
	skip := func() {
		for i < d.end && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
	}
	skip()
	if !strings.HasPrefix(string(src[i:d.end]), "define") {
		return 0, false
	}
	i += len("define")
	skip()
	for i < d.end && identChar(src[i]) {
		i++
	}
	if i < d.end && src[i] == '(' {
		for i < d.end && src[i] != ')' {
			i++
		}
		i++
	}
	return i, i < d.end
}

// lineCol returns the 1-based line and column of offset off.
func lineCol(src []byte, off int) (int, int) {
	line, col := 1, 1
	for _, c := range src[:off] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}

// scanTokens finds the asm statements among toks (depth is the brace
// depth at their start) and appends them to sc and their rewrites to
// edits.
func scanTokens(file string, src []byte, toks []token, depth, first int, macro bool, sc *Scan, edits *[]edit, errs *diag.List) {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokPunct {
			switch src[t.start] {
			case '{':
				depth++
			case '}':
				depth--
			}
			continue
		}
		if t.kind != tokIdent || depth <= 0 {
			continue
		}
		switch t.text(src) {
		case "asm", "__asm__", "__asm":
		default:
			continue
		}
		if i > 0 && isDeclaratorEnd(toks[i-1], src) {
			continue // an asm label: int x asm("name");
		}
		st, tmplTok, end, ok := parseAsm(file, src, toks, i, errs)
		if !ok {
			continue
		}
		if macro && len(templateLits(src, toks, i)) == 0 && len(st.Outputs)+len(st.Inputs)+len(st.Clobbers) == 0 {
			// asm(NAME) in a macro body with no literal and no operands
			// is as likely an asm label (int x MACRO("sym")) as a
			// statement: left alone.
			i = end
			continue
		}
		kw := i
		i = end
		st.Index = first + len(sc.Stmts)
		sc.Stmts = append(sc.Stmts, st)
		switch st.Kind {
		case KindNative:
			continue
		case KindBarrier:
			for _, op := range append(append([]AsmOperand(nil), st.Outputs...), st.Inputs...) {
				c := op.Constraint
				mod := strings.TrimRight(c, ptxLetters)
				if letter := c[len(mod):]; letter != "" && letter != "n" {
					*edits = append(*edits, edit{op.lit.start, op.lit.end, `"` + mod + `v"`})
				}
			}
			continue
		}
		// KindPTX: mark the template, make '%' followed by a letter
		// (nvcc keeps %clock, %laneid as written) legal for clang, and
		// give every operand a constraint the AMDGPU target accepts.
		tmplStart := toks[tmplTok].start
		*edits = append(*edits, edit{tmplStart, tmplStart, fmt.Sprintf(`"%s%d;" `, Marker, st.Index)})
		for _, lt := range templateLits(src, toks, kw) {
			lit := lt.text(src)
			if fixed := escapePercentLetters(lit); fixed != lit {
				*edits = append(*edits, edit{lt.start, lt.end, fixed})
			}
		}
		for _, op := range st.Outputs {
			*edits = append(*edits, edit{op.lit.start, op.lit.end, `"+r"`})
		}
		for _, op := range st.Inputs {
			switch strings.TrimLeft(op.Constraint, "=+") {
			case "n":
				*edits = append(*edits, edit{op.lit.start, op.lit.end, `"n"`})
			case "C":
				// The array decays to a pointer to its constant global;
				// the IR pass splices that global's initializer.
				*edits = append(*edits, edit{op.lit.start, op.lit.end, `"r"`})
			default:
				*edits = append(*edits, edit{op.lit.start, op.lit.end, `"r"`})
			}
		}
	}
}

// isDeclaratorEnd reports whether tok can end a declarator, so that an
// asm after it is a label (`int x asm("y")`), not a statement.
func isDeclaratorEnd(tok token, src []byte) bool {
	switch tok.kind {
	case tokIdent:
		switch tok.text(src) {
		case "else", "do", "return", "case", "default", "volatile", "__volatile__":
			return false
		}
		return true
	case tokPunct:
		return src[tok.start] == ']'
	}
	return false
}

// templateLits returns the string literal tokens of the template of the
// asm statement whose keyword is toks[kw].
func templateLits(src []byte, toks []token, kw int) []token {
	var lits []token
	i := kw + 1
	for i < len(toks) && !(toks[i].kind == tokPunct && src[toks[i].start] == '(') {
		i++
	}
	depth := 0
	for i++; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokPunct {
			switch src[t.start] {
			case '(':
				depth++
			case ')':
				if depth == 0 {
					return lits
				}
				depth--
			case ':':
				if depth == 0 {
					return lits
				}
			}
		}
		if t.kind == tokString && depth == 0 {
			lits = append(lits, t)
		}
	}
	return lits
}

// escapePercentLetters doubles the '%' of "%name" in a plain string
// literal; "%%", "%0" and "%[" are left alone.
func escapePercentLetters(lit string) string {
	if !strings.HasPrefix(lit, `"`) {
		return lit
	}
	var b strings.Builder
	for i := 0; i < len(lit); i++ {
		b.WriteByte(lit[i])
		if lit[i] != '%' || i+1 >= len(lit) {
			continue
		}
		switch d := lit[i+1]; {
		case d == '%':
			b.WriteByte('%')
			i++
		case d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z' || d == '_':
			b.WriteByte('%')
		}
	}
	return b.String()
}

// parseAsm parses the asm statement whose keyword is toks[kw]. It returns
// the statement, the index of the token where its template starts and the
// index of its closing parenthesis; ok is false where the keyword does not
// start a statement the pre-pass understands (errors go to errs).
func parseAsm(file string, src []byte, toks []token, kw int, errs *diag.List) (st *AsmStmt, tmplTok, closeTok int, ok bool) {
	pos := func(t token) diag.Pos { return diag.Pos{File: file, Line: t.line, Col: t.col} }
	st = &AsmStmt{Pos: pos(toks[kw])}
	i := kw + 1
	for ; i < len(toks) && toks[i].kind == tokIdent; i++ {
		switch toks[i].text(src) {
		case "volatile", "__volatile__", "__volatile":
			st.Volatile = true
		case "inline", "__inline__", "goto":
		default:
			return nil, 0, 0, false
		}
	}
	if i >= len(toks) || toks[i].kind != tokPunct || src[toks[i].start] != '(' {
		return nil, 0, 0, false
	}
	open := i
	// Split the parenthesised part into sections at top-level ':' (a "::"
	// token is two of them) and operands at top-level ','.
	type section struct{ toks [][]token }
	var secs []section
	cur := section{toks: [][]token{nil}}
	depth := 0
	close := -1
	for i = open + 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokPunct {
			c := src[t.start]
			switch {
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' && depth == 0:
				close = i
			case c == ')' || c == ']' || c == '}':
				depth--
			case c == ':' && depth == 0:
				n := t.end - t.start
				for ; n > 0; n-- {
					secs = append(secs, cur)
					cur = section{toks: [][]token{nil}}
				}
				continue
			case c == ',' && depth == 0 && len(secs) > 0:
				cur.toks = append(cur.toks, nil)
				continue
			}
		}
		if close >= 0 {
			break
		}
		cur.toks[len(cur.toks)-1] = append(cur.toks[len(cur.toks)-1], t)
	}
	if close < 0 {
		errs.Errorf(st.Pos, "asm statement: no closing ')'")
		return nil, 0, 0, false
	}
	secs = append(secs, cur)
	if len(secs) > 4 {
		errs.Errorf(st.Pos, "asm statement: too many ':' sections")
		return nil, 0, 0, false
	}
	// The template.
	tmpl := secs[0].toks[0]
	if len(tmpl) == 0 {
		errs.Errorf(st.Pos, "asm statement without a template string")
		return nil, 0, 0, false
	}
	tmplTok = indexOf(toks, tmpl[0], open)
	var text strings.Builder
	for _, t := range tmpl {
		switch t.kind {
		case tokString:
			v, _, err := decodeString(t.text(src))
			if err != nil {
				errs.Errorf(pos(t), "asm template: %v", err)
				return nil, 0, 0, false
			}
			text.WriteString(v)
		case tokDirective:
			st.TemplateOpaque = true
		default:
			st.TemplateOpaque = true
		}
	}
	st.Template = text.String()
	operands := func(sec section, output bool) []AsmOperand {
		var ops []AsmOperand
		for _, op := range sec.toks {
			if len(op) == 0 {
				continue
			}
			if op[0].kind == tokPunct && src[op[0].start] == '[' {
				errs.Errorf(pos(op[0]), "asm operand names ([name]) are not part of inline PTX")
				continue
			}
			if op[0].kind != tokString {
				errs.Errorf(pos(op[0]), "asm operand: expected a constraint string, found %q", op[0].text(src))
				continue
			}
			c, _, err := decodeString(op[0].text(src))
			if err != nil {
				errs.Errorf(pos(op[0]), "asm constraint: %v", err)
				continue
			}
			ops = append(ops, AsmOperand{Pos: pos(op[0]), Constraint: c, lit: op[0]})
		}
		return ops
	}
	if len(secs) > 1 {
		st.Outputs = operands(secs[1], true)
	}
	if len(secs) > 2 {
		st.Inputs = operands(secs[2], false)
	}
	if len(secs) > 3 {
		for _, cl := range secs[3].toks {
			for _, t := range cl {
				if t.kind == tokString {
					v, _, _ := decodeString(t.text(src))
					st.Clobbers = append(st.Clobbers, v)
				}
			}
		}
	}
	st.Kind = classify(st)
	if st.Kind == KindPTX {
		for k, op := range append(append([]AsmOperand(nil), st.Outputs...), st.Inputs...) {
			c := op.Constraint
			letters := strings.TrimLeft(c, "=+")
			if len(letters) != 1 || !strings.Contains(ptxLetters, letters) {
				errs.Errorf(op.Pos, "asm operand %d: constraint %q is not an inline PTX constraint (one of h r l f d q n C, with = or + on outputs)", k, c)
			} else if letters == "C" && (c != "C" || k < len(st.Outputs)) {
				errs.Errorf(op.Pos, "asm operand %d: \"C\" takes no modifiers and is only allowed on inputs", k)
			}
		}
	}
	return st, tmplTok, close, true
}

func indexOf(toks []token, t token, from int) int {
	for i := from; i < len(toks); i++ {
		if toks[i].start == t.start {
			return i
		}
	}
	return from
}

// classify decides whether an asm statement is PTX, an empty barrier or
// native AMDGPU assembly.
func classify(st *AsmStmt) StmtKind {
	for _, op := range append(append([]AsmOperand(nil), st.Outputs...), st.Inputs...) {
		letters := strings.TrimLeft(op.Constraint, "=+&")
		if letters == "" || strings.ContainsAny(letters, "vsa{") {
			return KindNative
		}
	}
	if !st.TemplateOpaque && strings.TrimSpace(st.Template) == "" {
		return KindBarrier
	}
	if looksLikeAMDGPU(st.Template) {
		return KindNative
	}
	return KindPTX
}

// looksLikeAMDGPU reports whether a template's first instruction is an
// AMDGPU mnemonic (s_, v_, ds_, buffer_, global_, flat_, scratch_, image_).
func looksLikeAMDGPU(t string) bool {
	for _, line := range strings.FieldsFunc(t, func(r rune) bool { return r == '\n' || r == ';' }) {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "//") || f[0] == "{" || f[0] == "}" {
			continue
		}
		for _, p := range []string{"s_", "v_", "ds_", "buffer_", "global_", "flat_", "scratch_", "image_", "tbuffer_", "exp "} {
			if strings.HasPrefix(f[0], p) {
				return true
			}
		}
		return false
	}
	return false
}
