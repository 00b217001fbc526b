package llparse

import (
	"fmt"
	"strings"
)

// tokKind is the class of a token. The lexer follows LLVM's LLLexer
// (lib/AsmParser/LLLexer.cpp): sigils start names (@global, %local,
// !metadata, #attr-group, $comdat), a name, number or quoted string
// followed at once by ':' is a label, and `;` starts a comment.
type tokKind uint8

const (
	tEOF      tokKind = iota
	tWord             // keyword, type name or other bare word
	tLabel            // `name:`, `5:`, `"quoted":`, `$name:`
	tGlobal           // @name, @"quoted", @7
	tLocal            // %name, %"quoted", %7
	tMDName           // !name (attachment kind, named metadata, !DIFoo)
	tMDID             // !7
	tExclaim          // `!` before `{` or a string
	tAttrID           // #7
	tHashWord         // #dbg_value: an LLVM 19 debug record
	tComdat           // $name
	tString           // "..." (escapes resolved)
	tCString          // c"..." (escapes resolved)
	tInt              // -?[0-9]+
	tHexInt           // u0x... or s0x...
	tFloat            // [-+]?[0-9]+.[0-9]*([eE][-+]?[0-9]+)?
	tHexFloat         // 0x..., 0xH..., 0xR..., 0xK..., 0xL..., 0xM...
	tPunct            // = , ( ) [ ] { } < > * | and ...
)

func (k tokKind) String() string {
	return [...]string{"end of file", "word", "label", "global name", "local name", "metadata name",
		"metadata id", "'!'", "attribute group id", "debug record", "comdat name", "string", "c string",
		"integer", "hex integer", "float", "hex float", "punctuation"}[k]
}

// token is one lexeme; off and end delimit its source bytes.
type token struct {
	kind      tokKind
	text      string // the name, string contents or literal spelling
	quoted    bool   // a name written in quotes (never a number ID)
	off, end  int
	line, col int
	bol       bool // first token on its line
}

// describe names the token for an error message.
func (t token) describe(src []byte) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tString:
		return "string " + quoteShort(t.text)
	}
	s := string(src[t.off:t.end])
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return fmt.Sprintf("%q", s)
}

func quoteShort(s string) string {
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return fmt.Sprintf("%q", s)
}

// lexError is a malformed lexeme.
type lexError struct {
	line, col int
	msg       string
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool    { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// isNameChar is LLVM's [-a-zA-Z$._0-9] of names and labels.
func isNameChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '-' || c == '$' || c == '.' || c == '_'
}

// isWordChar is the character set of keywords and type names.
func isWordChar(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' || c == '.' }

type lexer struct {
	src       []byte
	pos       int
	line, col int // of pos
	lineStart bool
	toks      []token
}

// lex splits src into tokens.
func lex(src []byte) ([]token, *lexError) {
	lx := &lexer{src: src, line: 1, col: 1, lineStart: true, toks: make([]token, 0, len(src)/5+1)}
	for {
		t, err := lx.next()
		if err != nil {
			return nil, err
		}
		lx.toks = append(lx.toks, t)
		if t.kind == tEOF {
			return lx.toks, nil
		}
	}
}

func (lx *lexer) advance(n int) {
	for i := 0; i < n && lx.pos < len(lx.src); i++ {
		if lx.src[lx.pos] == '\n' {
			lx.line++
			lx.col = 1
			lx.lineStart = true
		} else {
			lx.col++
		}
		lx.pos++
	}
}

func (lx *lexer) peek(i int) byte {
	if lx.pos+i < len(lx.src) {
		return lx.src[lx.pos+i]
	}
	return 0
}

func (lx *lexer) errf(line, col int, format string, args ...any) *lexError {
	return &lexError{line: line, col: col, msg: fmt.Sprintf(format, args...)}
}

// skipSpace skips blanks and comments.
func (lx *lexer) skipSpace() {
	for lx.pos < len(lx.src) {
		c := lx.src[lx.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v':
			lx.advance(1)
		case c == ';':
			for lx.pos < len(lx.src) && lx.src[lx.pos] != '\n' {
				lx.advance(1)
			}
		default:
			return
		}
	}
}

func (lx *lexer) next() (token, *lexError) {
	lx.skipSpace()
	t := token{off: lx.pos, line: lx.line, col: lx.col, bol: lx.lineStart}
	lx.lineStart = false
	if lx.pos >= len(lx.src) {
		t.kind, t.end = tEOF, lx.pos
		return t, nil
	}
	finish := func(k tokKind, text string) (token, *lexError) {
		t.kind, t.text, t.end = k, text, lx.pos
		return t, nil
	}
	c := lx.src[lx.pos]
	switch {
	case c == '@' || c == '%':
		lx.advance(1)
		name, quoted, err := lx.name(t)
		if err != nil {
			return t, err
		}
		if name == "" && !quoted {
			return t, lx.errf(t.line, t.col, "expected a name after %q", c)
		}
		t.quoted = quoted
		if c == '@' {
			return finish(tGlobal, name)
		}
		return finish(tLocal, name)
	case c == '!':
		lx.advance(1)
		switch n := lx.peek(0); {
		case isDigit(n):
			s := lx.pos
			for isDigit(lx.peek(0)) {
				lx.advance(1)
			}
			return finish(tMDID, string(lx.src[s:lx.pos]))
		case isLetter(n) || n == '-' || n == '$' || n == '.' || n == '_' || n == '\\':
			s := lx.pos
			for isNameChar(lx.peek(0)) || lx.peek(0) == '\\' {
				lx.advance(1)
			}
			return finish(tMDName, unescape(string(lx.src[s:lx.pos])))
		}
		return finish(tExclaim, "!")
	case c == '#':
		lx.advance(1)
		s := lx.pos
		if isDigit(lx.peek(0)) {
			for isDigit(lx.peek(0)) {
				lx.advance(1)
			}
			return finish(tAttrID, string(lx.src[s:lx.pos]))
		}
		for isWordChar(lx.peek(0)) {
			lx.advance(1)
		}
		if lx.pos == s {
			return t, lx.errf(t.line, t.col, "expected an attribute group number after '#'")
		}
		return finish(tHashWord, string(lx.src[s:lx.pos]))
	case c == '$':
		// `$name:` is a label (llir writes PTX labels like $L__BB0_2),
		// `$name` a comdat.
		lx.advance(1)
		name, quoted, err := lx.name(t)
		if err != nil {
			return t, err
		}
		if lx.peek(0) == ':' {
			lx.advance(1)
			return finish(tLabel, "$"+name)
		}
		t.quoted = quoted
		return finish(tComdat, name)
	case c == '"':
		s, err := lx.str(t)
		if err != nil {
			return t, err
		}
		if lx.peek(0) == ':' {
			lx.advance(1)
			t.quoted = true
			return finish(tLabel, s)
		}
		return finish(tString, s)
	case isDigit(c) || c == '-' || c == '+':
		return lx.number(t)
	case isLetter(c) || c == '_' || c == '.':
		if c == 'c' && lx.peek(1) == '"' {
			lx.advance(1)
			s, err := lx.str(t)
			if err != nil {
				return t, err
			}
			return finish(tCString, s)
		}
		// A label takes LLVM's wider name characters.
		e := lx.pos
		for e < len(lx.src) && isNameChar(lx.src[e]) {
			e++
		}
		if e < len(lx.src) && lx.src[e] == ':' {
			name := string(lx.src[lx.pos:e])
			lx.advance(e - lx.pos + 1)
			return finish(tLabel, name)
		}
		s := lx.pos
		for isWordChar(lx.peek(0)) {
			lx.advance(1)
		}
		w := string(lx.src[s:lx.pos])
		if (strings.HasPrefix(w, "u0x") || strings.HasPrefix(w, "s0x")) && len(w) > 3 {
			for _, h := range []byte(w[3:]) {
				if !isHex(h) {
					return t, lx.errf(t.line, t.col, "malformed hexadecimal integer %q", w)
				}
			}
			return finish(tHexInt, w)
		}
		return finish(tWord, w)
	case c == '.' && lx.peek(1) == '.' && lx.peek(2) == '.':
		lx.advance(3)
		return finish(tPunct, "...")
	case strings.IndexByte("=,()[]{}<>*|:", c) >= 0:
		lx.advance(1)
		return finish(tPunct, string(c))
	}
	return t, lx.errf(t.line, t.col, "unexpected character %q", c)
}

// name reads a sigil's name: quoted, LLVM name characters, or digits.
func (lx *lexer) name(t token) (string, bool, *lexError) {
	if lx.peek(0) == '"' {
		s, err := lx.str(t)
		return s, true, err
	}
	s := lx.pos
	for isNameChar(lx.peek(0)) || lx.peek(0) == '\\' {
		lx.advance(1)
	}
	return unescape(string(lx.src[s:lx.pos])), false, nil
}

// str reads a quoted string, resolving \\ and \XX escapes.
func (lx *lexer) str(t token) (string, *lexError) {
	lx.advance(1) // opening quote
	s := lx.pos
	for {
		if lx.pos >= len(lx.src) {
			return "", lx.errf(t.line, t.col, "unterminated string")
		}
		if lx.src[lx.pos] == '"' {
			break
		}
		lx.advance(1)
	}
	raw := string(lx.src[s:lx.pos])
	lx.advance(1)
	return unescape(raw), nil
}

// unescape resolves LLVM's string escapes: `\\` and `\` followed by two
// hex digits; any other backslash stays.
func unescape(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == '\\':
			b.WriteByte('\\')
			i++
		case s[i] == '\\' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func unhex(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// number lexes integers, decimal and hexadecimal floats, and numeric
// labels (`7:`).
func (lx *lexer) number(t token) (token, *lexError) {
	s := lx.pos
	finish := func(k tokKind) (token, *lexError) {
		t.kind, t.text, t.end = k, string(lx.src[s:lx.pos]), lx.pos
		return t, nil
	}
	c := lx.peek(0)
	if c == '0' && lx.peek(1) == 'x' {
		lx.advance(2)
		width := 0 // digits required; 0: 1 to 16 (double)
		switch lx.peek(0) {
		case 'K':
			width = 20
		case 'L', 'M':
			width = 32
		case 'H', 'R':
			width = 4
		}
		if width > 0 {
			lx.advance(1)
		}
		d := lx.pos
		for isHex(lx.peek(0)) {
			lx.advance(1)
		}
		n := lx.pos - d
		if n == 0 || width > 0 && n != width || width == 0 && n > 16 {
			return t, lx.errf(t.line, t.col, "malformed hexadecimal float %q", string(lx.src[s:lx.pos]))
		}
		return finish(tHexFloat)
	}
	if c == '-' || c == '+' {
		if !isDigit(lx.peek(1)) {
			if c == '-' {
				return t, lx.errf(t.line, t.col, "expected a digit after '-'")
			}
			return t, lx.errf(t.line, t.col, "unexpected character '+'")
		}
		lx.advance(1)
	}
	for isDigit(lx.peek(0)) {
		lx.advance(1)
	}
	if c != '+' {
		// A numeric label (LLVM also allows name characters after digits).
		e := lx.pos
		for e < len(lx.src) && isNameChar(lx.src[e]) && lx.src[e] != '.' {
			e++
		}
		if e < len(lx.src) && lx.src[e] == ':' && c != '-' {
			name := string(lx.src[s:e])
			lx.advance(e - lx.pos + 1)
			t.kind, t.text, t.end = tLabel, name, lx.pos
			return t, nil
		}
	}
	if lx.peek(0) != '.' {
		if c == '+' {
			return t, lx.errf(t.line, t.col, "a '+' may only start a float")
		}
		return finish(tInt)
	}
	lx.advance(1)
	for isDigit(lx.peek(0)) {
		lx.advance(1)
	}
	if e := lx.peek(0); e == 'e' || e == 'E' {
		k := 1
		if p := lx.peek(1); p == '+' || p == '-' {
			k = 2
		}
		if isDigit(lx.peek(k)) {
			lx.advance(k)
			for isDigit(lx.peek(0)) {
				lx.advance(1)
			}
		}
	}
	return finish(tFloat)
}
