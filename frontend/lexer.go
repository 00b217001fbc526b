package frontend

import "github.com/ptxamd/ptxamd/internal/diag"

// tokKind classifies a token.
type tokKind uint8

const (
	tEOF     tokKind = iota
	tIdent           // name, %reg, %tid.x, $label, _
	tDir             // .name, .shared::cta, .L2::128B, .2d
	tInt             // 12, 0x1f, 017, 0b101, 12U
	tFloat           // 0f3F800000, 0d3FF0000000000000, 1.5, 1e3
	tString          // "text"
	tPunct           // operators and separators; text holds the spelling
	tIllegal         // a character that starts no token; text holds it
)

// token is one lexeme. Text slices the source string, so tokens allocate
// nothing.
type token struct {
	kind      tokKind
	text      string
	off       int // byte offset of the first byte
	line, col int
	err       string // a lexical error found while scanning this token
	// errLine and errCol locate err when it started before the token
	// (an unterminated comment); 0 means the token itself.
	errLine, errCol int
}

// lexer scans PTX bytes on demand. It is a small value so that the parser
// can copy it to look ahead.
type lexer struct {
	src       string
	off       int
	line      int
	lineStart int
	// err holds an error met while skipping space or comments; the next
	// token reports it, at errLine:errCol.
	err             string
	errLine, errCol int
}

// Character classes, looked up by byte.
const (
	cIdentStart = 1 << iota // may start an identifier: letters _ $ %
	cIdent                  // may continue one: letters digits _ $
	cSpace                  // blank other than newline
)

var charClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		letter := b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
		if letter || b == '_' || b == '$' || b == '%' {
			t[c] |= cIdentStart
		}
		if letter || b >= '0' && b <= '9' || b == '_' || b == '$' {
			t[c] |= cIdent
		}
		if b == ' ' || b == '\t' || b == '\f' || b == '\v' {
			t[c] |= cSpace
		}
	}
	return t
}()

func isIdentStart(c byte) bool { return charClass[c]&cIdentStart != 0 }

func isIdentChar(c byte) bool { return charClass[c]&cIdent != 0 }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// skipSpace skips blanks and comments, counting lines.
func (l *lexer) skipSpace() {
	for l.off < len(l.src) {
		c := l.src[l.off]
		if charClass[c]&cSpace != 0 {
			l.off++
			continue
		}
		switch c {
		case '\n', '\r':
			l.off++
			l.newline(c)
		case '/':
			if l.off+1 >= len(l.src) {
				return
			}
			switch l.src[l.off+1] {
			case '/':
				for l.off < len(l.src) && !isLineEnd(l.src[l.off]) {
					l.off++
				}
			case '*':
				startLine, startCol := l.line, l.off-l.lineStart+1
				l.off += 2
				closed := false
				for l.off < len(l.src) {
					if l.src[l.off] == '*' && l.off+1 < len(l.src) && l.src[l.off+1] == '/' {
						l.off += 2
						closed = true
						break
					}
					c := l.src[l.off]
					l.off++
					if isLineEnd(c) {
						l.newline(c)
					}
				}
				if !closed && l.err == "" {
					l.err, l.errLine, l.errCol = "unterminated block comment", startLine, startCol
				}
			default:
				return
			}
		default:
			return
		}
	}
}

// isLineEnd reports whether c ends a line: "\n", "\r\n" and a lone "\r"
// (old Mac files) all do.
func isLineEnd(c byte) bool { return c == '\n' || c == '\r' }

// newline counts the line end c that the lexer has just stepped over; the
// "\r" of a "\r\n" pair leaves the count to its "\n".
func (l *lexer) newline(c byte) {
	if c == '\r' && l.off < len(l.src) && l.src[l.off] == '\n' {
		return
	}
	l.line++
	l.lineStart = l.off
}

// advanceTo moves to off, counting the line ends passed over.
func (l *lexer) advanceTo(off int) {
	for l.off < off {
		c := l.src[l.off]
		l.off++
		if isLineEnd(c) {
			l.newline(c)
		}
	}
}

// scan returns the next token.
func (l *lexer) scan() token {
	var t token
	l.scanInto(&t)
	return t
}

// scanInto reads the next token into t.
func (l *lexer) scanInto(t *token) {
	l.skipSpace()
	t.off, t.line, t.col = l.off, l.line, l.off-l.lineStart+1
	t.err, t.errLine, t.errCol = "", 0, 0
	if l.err != "" {
		t.err, t.errLine, t.errCol = l.err, l.errLine, l.errCol
		l.err = ""
	}
	if l.off >= len(l.src) {
		t.kind, t.text = tEOF, ""
		return
	}
	start := l.off
	c := l.src[l.off]
	switch {
	case isIdentStart(c) && (c != '%' || l.off+1 < len(l.src) && isIdentChar(l.src[l.off+1])):
		i := l.off + 1
		for i < len(l.src) && charClass[l.src[i]]&cIdent != 0 {
			i++
		}
		l.off = i
		// %tid.x, %ntid.y, %r1.w: a special register or vector element
		// takes its one-letter component into the name.
		if c == '%' && l.off+1 < len(l.src) && l.src[l.off] == '.' && isComponent(l.src[l.off+1]) &&
			(l.off+2 >= len(l.src) || !isIdentChar(l.src[l.off+2])) {
			l.off += 2
		}
		t.kind = tIdent
	case c == '.' && l.off+1 < len(l.src) && isIdentChar(l.src[l.off+1]):
		l.off++
		for l.off < len(l.src) {
			if isIdentChar(l.src[l.off]) {
				l.off++
			} else if l.src[l.off] == ':' && l.off+2 < len(l.src) && l.src[l.off+1] == ':' && isIdentChar(l.src[l.off+2]) {
				l.off += 2
			} else {
				break
			}
		}
		t.kind = tDir
	case isDigit(c):
		t.kind, t.err = l.scanNumber(t.err)
	case c == '"':
		l.off++
		for l.off < len(l.src) && l.src[l.off] != '"' && !isLineEnd(l.src[l.off]) {
			if l.src[l.off] == '\\' && l.off+1 < len(l.src) && !isLineEnd(l.src[l.off+1]) {
				l.off++
			}
			l.off++
		}
		if l.off < len(l.src) && l.src[l.off] == '"' {
			l.off++
		} else if t.err == "" {
			t.err = "unterminated string"
		}
		t.kind = tString
	default:
		t.kind = tPunct
		l.off++
		if l.off < len(l.src) {
			d := l.src[l.off]
			switch {
			case c == '<' && (d == '<' || d == '='), c == '>' && (d == '>' || d == '='),
				c == '=' && d == '=', c == '!' && d == '=', c == '&' && d == '&', c == '|' && d == '|':
				l.off++
			}
		}
		switch c {
		case ',', ';', ':', '(', ')', '[', ']', '{', '}', '<', '>', '+', '-', '*', '/', '%',
			'!', '~', '&', '|', '^', '@', '=', '?':
		default:
			t.kind = tIllegal
		}
	}
	t.text = l.src[start:l.off]
}

func isComponent(c byte) bool {
	switch c {
	case 'x', 'y', 'z', 'w', 'r', 'g', 'b', 'a':
		return true
	}
	return false
}

// scanNumber scans an integer or float literal starting at a digit.
func (l *lexer) scanNumber(prev string) (tokKind, string) {
	s := l.src
	i := l.off
	kind := tInt
	errMsg := prev
	bad := func(m string) {
		if errMsg == "" {
			errMsg = m
		}
	}
	if s[i] == '0' && i+1 < len(s) {
		switch s[i+1] {
		case 'x', 'X':
			i += 2
			n := i
			for i < len(s) && isHex(s[i]) {
				i++
			}
			if i == n {
				bad("malformed hexadecimal literal")
			}
			goto suffix
		case 'b', 'B':
			if i+2 < len(s) && (s[i+2] == '0' || s[i+2] == '1') {
				i += 2
				for i < len(s) && (s[i] == '0' || s[i] == '1') {
					i++
				}
				goto suffix
			}
		case 'f', 'F', 'd', 'D':
			want := 8
			if s[i+1] == 'd' || s[i+1] == 'D' {
				want = 16
			}
			i += 2
			n := i
			for i < len(s) && isHex(s[i]) {
				i++
			}
			if i-n != want {
				bad("malformed float literal: 0f needs 8 and 0d needs 16 hexadecimal digits")
			}
			kind = tFloat
			goto end
		}
	}
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	if i < len(s) && s[i] == '.' && (i+1 >= len(s) || !isIdentChar(s[i+1]) || isDigit(s[i+1])) {
		kind = tFloat
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isDigit(s[j]) {
			kind = tFloat
			i = j
			for i < len(s) && isDigit(s[i]) {
				i++
			}
		}
	}
	if kind == tFloat {
		goto end
	}
suffix:
	if i < len(s) && (s[i] == 'U' || s[i] == 'u') {
		i++
	}
end:
	if i < len(s) && isIdentChar(s[i]) {
		bad("malformed number")
		for i < len(s) && isIdentChar(s[i]) {
			i++
		}
	}
	l.off = i
	return kind, errMsg
}

// pos turns a token into a source position.
func (p *parser) pos(t token) Pos { return diag.Pos{File: p.file, Line: t.line, Col: t.col} }
