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
	// tmplLits are the string literals of the template.
	tmplLits []token
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
	// HostRewritten is the original with only the edits the host compile
	// needs too (vec1BraceInits).
	HostRewritten []byte
}

// ptxLetters are NVIDIA's constraint letters (Inline PTX Assembly, 1.2).
const ptxLetters = "hrlfdqnC"

// constraintLetters is a constraint without its modifiers: '=' or '+',
// and GCC's early-clobber '&' ("=&l"), which nvcc accepts and which
// means nothing for PTX, where every operand is a register of its own.
func constraintLetters(c string) string { return strings.TrimLeft(c, "=+&") }

// validModifier reports whether mod (what precedes a constraint's
// letter) is one an output or an input may carry.
func validModifier(mod string, output bool) bool {
	if output {
		return mod == "=" || mod == "+" || mod == "=&" || mod == "+&"
	}
	return mod == ""
}

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
	host := append(vec1BraceInits(src, toks), spaceAlignas(src, toks)...)
	sc.HostRewritten = applyEdits(src, host)
	edits = append(edits, host...)
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
	sc.Rewritten = applyEdits(src, edits)
	return sc, errs
}

// applyEdits returns src with edits made (in order of their starts; an
// insertion before a replacement at the same place).
func applyEdits(src []byte, edits []edit) []byte {
	sort.SliceStable(edits, func(a, b int) bool { return edits[a].start < edits[b].start })
	var out strings.Builder
	prev := 0
	for _, e := range edits {
		out.Write(src[prev:e.start])
		out.WriteString(e.text)
		prev = e.end
	}
	out.Write(src[prev:])
	return []byte(out.String())
}

// vec1Types are CUDA's one-element vector types.
var vec1Types = map[string]bool{"char1": true, "uchar1": true, "short1": true, "ushort1": true, "int1": true,
	"uint1": true, "long1": true, "ulong1": true, "longlong1": true, "ulonglong1": true, "float1": true,
	"double1": true}

// Vec1InitRE finds a declaration that copy-list-initialises a one-element
// vector type, for the driver's choice of headers to pre-pass.
var Vec1InitRE = regexp.MustCompile(`\b(u?char|u?short|u?int|u?long|u?longlong|float|double)1\s+\w+\s*=\s*\{`)

// vec1BraceInits drops the '=' of `uint1 x = {v};` (any one-element
// vector type): CUDA's vector types are aggregates, HIP's (which ptxamd's
// headers use) have an explicit one-value constructor, which
// copy-list-initialisation may not call; `uint1 x{v}` calls it (CUTLASS's
// cp_async_diag declares its constants so).
func vec1BraceInits(src []byte, toks []token) []edit {
	var edits []edit
	for i := 0; i+3 < len(toks); i++ {
		t, name, eq, brace := toks[i], toks[i+1], toks[i+2], toks[i+3]
		if t.kind == tokIdent && vec1Types[t.text(src)] && name.kind == tokIdent && eq.kind == tokPunct &&
			eq.text(src) == "=" && brace.kind == tokPunct && src[brace.start] == '{' {
			edits = append(edits, edit{eq.start, eq.end, " "})
		}
	}
	return edits
}

// SpaceAlignasRE finds a memory-space qualifier followed by alignas, for
// the driver's choice of headers to pre-pass.
var SpaceAlignasRE = regexp.MustCompile(`\b__(shared|device|constant|managed)__\s+alignas\b`)

// spaceAlignas moves an alignas that follows a memory-space qualifier
// before it: nvcc takes `__shared__ alignas(16) float buf[N]`, clang does
// not take a C++11 attribute after the GNU attribute the qualifier
// expands to ("an attribute list cannot appear here").
func spaceAlignas(src []byte, toks []token) []edit {
	var edits []edit
	for i := 0; i+2 < len(toks); i++ {
		q, al, open := toks[i], toks[i+1], toks[i+2]
		if q.kind != tokIdent || !spaceQualifiers[q.text(src)] || al.kind != tokIdent || al.text(src) != "alignas" ||
			open.kind != tokPunct || src[open.start] != '(' {
			continue
		}
		depth, j := 0, i+2
		for ; j < len(toks); j++ {
			if toks[j].kind != tokPunct {
				continue
			}
			switch src[toks[j].start] {
			case '(':
				depth++
			case ')':
				depth--
			}
			if depth == 0 {
				break
			}
		}
		if j == len(toks) {
			continue
		}
		// The lines stay: the moved text's newlines become spaces, the
		// blanked text keeps its own.
		spec := strings.ReplaceAll(string(src[al.start:toks[j].end]), "\n", " ")
		blank := strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, string(src[al.start:toks[j].end]))
		edits = append(edits, edit{q.start, q.start, spec + " "}, edit{al.start, toks[j].end, blank})
		i = j
	}
	return edits
}

var spaceQualifiers = map[string]bool{"__shared__": true, "__device__": true, "__constant__": true, "__managed__": true}

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
		sts, tmplToks, end, ok := parseAsm(file, src, toks, i, errs)
		if !ok {
			continue
		}
		st := sts[0]
		if macro && len(st.tmplLits) == 0 && len(st.Outputs)+len(st.Inputs)+len(st.Clobbers) == 0 {
			// asm(NAME) in a macro body with no literal and no operands
			// is as likely an asm label (int x MACRO("sym")) as a
			// statement: left alone.
			i = end
			continue
		}
		i = end
		st.Index = first + len(sc.Stmts)
		sc.Stmts = append(sc.Stmts, st)
		// Every form the statement's #if lines can give it is rewritten
		// (parseAsm made sure they agree on kind and operands); a token
		// they share is rewritten once.
		seen := map[[2]int]bool{}
		add := func(e edit) {
			if k := [2]int{e.start, e.end}; !seen[k] {
				seen[k] = true
				*edits = append(*edits, e)
			}
		}
		for v, vst := range sts {
			switch st.Kind {
			case KindNative:
				continue
			case KindBarrier:
				for _, op := range append(append([]AsmOperand(nil), vst.Outputs...), vst.Inputs...) {
					c := op.Constraint
					mod := strings.TrimRight(c, ptxLetters)
					if letter := c[len(mod):]; letter != "" && letter != "n" {
						add(edit{op.lit.start, op.lit.end, `"` + mod + `v"`})
					}
				}
				continue
			}
			// KindPTX: mark the template, make '%' followed by a letter
			// (nvcc keeps %clock, %laneid as written) legal for clang,
			// and give every operand a constraint the AMDGPU target
			// accepts.
			tmplStart := toks[tmplToks[v]].start
			add(edit{tmplStart, tmplStart, fmt.Sprintf(`"%s%d;" `, Marker, st.Index)})
			for _, lt := range vst.tmplLits {
				lit := lt.text(src)
				if fixed := escapePercentLetters(lit); fixed != lit {
					add(edit{lt.start, lt.end, fixed})
				}
			}
			for _, op := range vst.Outputs {
				add(edit{op.lit.start, op.lit.end, `"+r"`})
			}
			for _, op := range vst.Inputs {
				switch constraintLetters(op.Constraint) {
				case "n":
					add(edit{op.lit.start, op.lit.end, `"n"`})
				default:
					// "C": the array decays to a pointer to its constant
					// global; the IR pass splices that global's
					// initializer.
					add(edit{op.lit.start, op.lit.end, `"r"`})
				}
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
// the statement in every form its #if lines can give it (sts[0]: each
// group's first branch; a statement without such lines has one form), the
// index of the token where each form's template starts and the index of
// the statement's closing parenthesis; ok is false where the keyword does
// not start a statement the pre-pass understands (errors go to errs).
func parseAsm(file string, src []byte, toks []token, kw int, errs *diag.List) (sts []*AsmStmt, tmplToks []int, closeTok int, ok bool) {
	pos := func(t token) diag.Pos { return diag.Pos{File: file, Line: t.line, Col: t.col} }
	at := pos(toks[kw])
	volatile := false
	i := kw + 1
	for ; i < len(toks) && toks[i].kind == tokIdent; i++ {
		switch toks[i].text(src) {
		case "volatile", "__volatile__", "__volatile":
			volatile = true
		case "inline", "__inline__", "goto":
		default:
			return nil, nil, 0, false
		}
	}
	if i >= len(toks) || toks[i].kind != tokPunct || src[toks[i].start] != '(' {
		return nil, nil, 0, false
	}
	open := i
	close, depth := -1, 0
	for i = open + 1; i < len(toks) && close < 0; i++ {
		if toks[i].kind != tokPunct {
			continue
		}
		switch c := src[toks[i].start]; {
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' && depth == 0:
			close = i
		case c == ')' || c == ']' || c == '}':
			depth--
		}
	}
	if close < 0 {
		errs.Errorf(at, "asm statement: no closing ')'")
		return nil, nil, 0, false
	}
	forms, opaque, err := asmVariants(src, toks[open+1:close])
	if err != nil {
		errs.Errorf(at, "asm statement: %v", err)
		return nil, nil, 0, false
	}
	for _, body := range forms {
		st, tmplTok, ok := parseAsmBody(file, src, toks, open, at, body, errs)
		if !ok {
			return nil, nil, 0, false
		}
		st.Pos, st.Volatile = at, volatile
		st.TemplateOpaque = st.TemplateOpaque || opaque
		sts = append(sts, st)
		tmplToks = append(tmplToks, tmplTok)
	}
	for _, st := range sts[1:] {
		if !sameOperands(sts[0], st) {
			errs.Errorf(at, "asm statement: its #if branches give it different operands or kinds; write one asm statement per branch")
			return nil, nil, 0, false
		}
	}
	return sts, tmplToks, close, true
}

// sameOperands reports whether two forms of a statement have the same
// kind and the same constraints.
func sameOperands(a, b *AsmStmt) bool {
	if a.Kind != b.Kind || len(a.Outputs) != len(b.Outputs) || len(a.Inputs) != len(b.Inputs) {
		return false
	}
	for k := range a.Outputs {
		if a.Outputs[k].Constraint != b.Outputs[k].Constraint {
			return false
		}
	}
	for k := range a.Inputs {
		if a.Inputs[k].Constraint != b.Inputs[k].Constraint {
			return false
		}
	}
	return true
}

// maxAsmForms bounds the forms of one asm statement that its #if lines
// may give it.
const maxAsmForms = 64

// asmVariants returns the token lists the preprocessor can make of body,
// the tokens between an asm statement's parentheses: one for each choice
// of branch in every #if/#ifdef/#ifndef group, first branches first (a
// group without #else may also give none of its branches). Other
// directive lines are left out; opaque says there were some.
func asmVariants(src []byte, body []token) (forms [][]token, opaque bool, err error) {
	plain := true
	for _, t := range body {
		plain = plain && t.kind != tokDirective
	}
	if plain {
		return [][]token{body}, false, nil
	}
	// seq returns the items (tokens and groups) of one level, ending at a
	// branch directive (returned as stop) or at the end of body.
	pos := 0
	var seq func() (items []any, stop string, err error)
	type group struct {
		branches [][]any
		hasElse  bool
	}
	seq = func() ([]any, string, error) {
		var items []any
		for pos < len(body) {
			t := body[pos]
			pos++
			if t.kind != tokDirective {
				items = append(items, t)
				continue
			}
			switch kw := directiveKeyword(t.text(src)); kw {
			case "if", "ifdef", "ifndef":
				g := &group{}
				for {
					br, stop, err := seq()
					if err != nil {
						return nil, "", err
					}
					g.branches = append(g.branches, br)
					if stop == "endif" {
						break
					}
					if stop == "" {
						return nil, "", fmt.Errorf("#%s without #endif", kw)
					}
					if g.hasElse {
						return nil, "", fmt.Errorf("#%s after #else", stop)
					}
					g.hasElse = stop == "else"
				}
				items = append(items, g)
			case "elif", "else", "endif", "elifdef", "elifndef":
				if kw == "elifdef" || kw == "elifndef" {
					kw = "elif"
				}
				return items, kw, nil
			default:
				opaque = true
			}
		}
		return items, "", nil
	}
	items, stop, err := seq()
	if err != nil {
		return nil, false, err
	}
	if stop != "" {
		return nil, false, fmt.Errorf("#%s without #if", stop)
	}
	var expand func(items []any) ([][]token, error)
	expand = func(items []any) ([][]token, error) {
		out := [][]token{nil}
		for _, it := range items {
			switch it := it.(type) {
			case token:
				for k := range out {
					out[k] = append(out[k], it)
				}
			case *group:
				var alts [][]token
				for _, br := range it.branches {
					e, err := expand(br)
					if err != nil {
						return nil, err
					}
					alts = append(alts, e...)
				}
				if !it.hasElse {
					alts = append(alts, nil)
				}
				if len(out)*len(alts) > maxAsmForms {
					return nil, fmt.Errorf("its #if lines give it more than %d forms", maxAsmForms)
				}
				var next [][]token
				for _, prefix := range out {
					for _, a := range alts {
						next = append(next, append(append([]token(nil), prefix...), a...))
					}
				}
				out = next
			}
		}
		return out, nil
	}
	forms, err = expand(items)
	return forms, opaque, err
}

// directiveKeyword is the name of a preprocessor line: "if" for "# if X".
func directiveKeyword(line string) string {
	line = strings.TrimLeft(strings.TrimPrefix(strings.TrimSpace(line), "#"), " \t")
	end := 0
	for end < len(line) && identChar(line[end]) {
		end++
	}
	return line[:end]
}

// parseAsmBody parses one form of an asm statement at position at: body,
// the tokens between its parentheses (toks[open] is the '(').
func parseAsmBody(file string, src []byte, toks []token, open int, at diag.Pos, body []token, errs *diag.List) (st *AsmStmt, tmplTok int, ok bool) {
	pos := func(t token) diag.Pos { return diag.Pos{File: file, Line: t.line, Col: t.col} }
	st = &AsmStmt{Pos: at}
	// Split into sections at top-level ':' (a "::" token is two of them)
	// and operands at top-level ','.
	type section struct{ toks [][]token }
	var secs []section
	cur := section{toks: [][]token{nil}}
	depth := 0
	for _, t := range body {
		if t.kind == tokPunct {
			c := src[t.start]
			switch {
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' || c == ']' || c == '}':
				depth--
			case c == ':' && depth == 0:
				for n := t.end - t.start; n > 0; n-- {
					secs = append(secs, cur)
					cur = section{toks: [][]token{nil}}
				}
				continue
			case c == ',' && depth == 0 && len(secs) > 0:
				cur.toks = append(cur.toks, nil)
				continue
			}
		}
		cur.toks[len(cur.toks)-1] = append(cur.toks[len(cur.toks)-1], t)
	}
	secs = append(secs, cur)
	if len(secs) > 4 {
		errs.Errorf(st.Pos, "asm statement: too many ':' sections")
		return nil, 0, false
	}
	// The template.
	tmpl := secs[0].toks[0]
	if len(tmpl) == 0 {
		errs.Errorf(st.Pos, "asm statement without a template string")
		return nil, 0, false
	}
	tmplTok = indexOf(toks, tmpl[0], open)
	var text strings.Builder
	depth = 0
	for _, t := range tmpl {
		switch t.kind {
		case tokString:
			v, _, err := decodeString(t.text(src))
			if err != nil {
				errs.Errorf(pos(t), "asm template: %v", err)
				return nil, 0, false
			}
			text.WriteString(v)
			if depth == 0 {
				st.tmplLits = append(st.tmplLits, t)
			}
		case tokPunct:
			switch src[t.start] {
			case '(':
				depth++
			case ')':
				depth--
			}
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
			letters := constraintLetters(c)
			mod := c[:len(c)-len(letters)]
			if len(letters) != 1 || !strings.Contains(ptxLetters, letters) || !validModifier(mod, k < len(st.Outputs)) {
				errs.Errorf(op.Pos, "asm operand %d: constraint %q is not an inline PTX constraint (one of h r l f d q n C, with = or + on outputs, optionally followed by &)", k, c)
			} else if letters == "C" && (c != "C" || k < len(st.Outputs)) {
				errs.Errorf(op.Pos, "asm operand %d: \"C\" takes no modifiers and is only allowed on inputs", k)
			}
		}
	}
	return st, tmplTok, true
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
		letters := constraintLetters(op.Constraint)
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
