package ccwrap

import (
	"strconv"
	"strings"
)

// tokKind classifies a C++ token, as far as the asm scanner needs.
type tokKind byte

const (
	tokIdent     tokKind = 'i'
	tokString    tokKind = 's'
	tokChar      tokKind = 'c'
	tokNumber    tokKind = 'n'
	tokPunct     tokKind = 'p'
	tokDirective tokKind = '#' // a whole preprocessor line, continuations included
)

// token is one C++ token with its byte range and position in the file.
type token struct {
	kind       tokKind
	start, end int // byte offsets into the source
	line, col  int // of start, from 1
}

func (t token) text(src []byte) string { return string(src[t.start:t.end]) }

// lex splits C++ source into tokens, skipping blanks and comments. It
// knows string and character literals with their encoding prefixes, raw
// strings, and preprocessor lines (one token each), which is what finding
// asm statements needs; it is not a full C++ lexer (no digraphs, no
// trigraphs, and backslash-newline is honoured only in directives,
// comments and literals).
func lex(src []byte) []token { return lexMode(src, true) }

// lexMode is lex; with directives false, '#' never starts a directive (the
// body of a #define, where it stringizes).
func lexMode(src []byte, directives bool) []token {
	var toks []token
	line, col := 1, 1
	i := 0
	atLineStart := true
	adv := func(to int) {
		for ; i < to && i < len(src); i++ {
			if src[i] == '\n' {
				line++
				col = 1
			} else {
				col++
			}
		}
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			adv(i + 1)
			atLineStart = true
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			adv(i + 1)
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			j := i
			for j < len(src) && src[j] != '\n' {
				if src[j] == '\\' && j+1 < len(src) && src[j+1] == '\n' {
					j++
				}
				j++
			}
			adv(j)
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			j := strings.Index(string(src[i+2:]), "*/")
			if j < 0 {
				adv(len(src))
			} else {
				adv(i + 2 + j + 2)
			}
			continue
		}
		t := token{start: i, line: line, col: col}
		j := i + 1
		switch {
		case c == '#' && atLineStart && directives:
			t.kind = tokDirective
			j = i
			for j < len(src) && src[j] != '\n' {
				switch {
				case src[j] == '\\' && j+1 < len(src) && src[j+1] == '\n':
					j++
				case src[j] == '/' && j+1 < len(src) && src[j+1] == '*':
					if k := strings.Index(string(src[j+2:]), "*/"); k >= 0 {
						j += k + 3
					}
				}
				j++
			}
		case c == '"' || c == '\'':
			t.kind = tokString
			if c == '\'' {
				t.kind = tokChar
			}
			j = quotedEnd(src, i)
		case identStart(c):
			for j < len(src) && identChar(src[j]) {
				j++
			}
			// Encoding prefixes glue onto a following literal.
			if j < len(src) && (src[j] == '"' || src[j] == '\'') {
				switch p := string(src[i:j]); p {
				case "R", "u8R", "uR", "UR", "LR":
					if src[j] == '"' {
						t.kind = tokString
						j = rawEnd(src, j)
					}
				case "u8", "u", "U", "L":
					t.kind = tokString
					if src[j] == '\'' {
						t.kind = tokChar
					}
					j = quotedEnd(src, j)
				}
			}
			if t.kind == 0 {
				t.kind = tokIdent
			}
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			t.kind = tokNumber
			for j < len(src) && (identChar(src[j]) || src[j] == '.' || src[j] == '\'' ||
				(src[j] == '+' || src[j] == '-') && strings.ContainsRune("eEpP", rune(src[j-1]))) {
				j++
			}
		default:
			t.kind = tokPunct
			if c == ':' && j < len(src) && src[j] == ':' {
				j++
			}
		}
		atLineStart = false
		adv(j)
		t.end = j
		toks = append(toks, t)
	}
	return toks
}

func identStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c >= 0x80
}

func identChar(c byte) bool { return identStart(c) || c >= '0' && c <= '9' }

// quotedEnd returns the offset after the literal opened by the quote at i
// (or the end of the line for an unterminated one).
func quotedEnd(src []byte, i int) int {
	q := src[i]
	j := i + 1
	for j < len(src) && src[j] != q && src[j] != '\n' {
		if src[j] == '\\' && j+1 < len(src) {
			j++
		}
		j++
	}
	if j < len(src) && src[j] == q {
		j++
	}
	return j
}

// rawEnd returns the offset after the raw string R"delim( ... )delim"
// whose quote is at i.
func rawEnd(src []byte, i int) int {
	k := i + 1
	for k < len(src) && src[k] != '(' && k-i <= 17 {
		k++
	}
	if k >= len(src) || src[k] != '(' {
		return quotedEnd(src, i)
	}
	closing := ")" + string(src[i+1:k]) + "\""
	if e := strings.Index(string(src[k+1:]), closing); e >= 0 {
		return k + 1 + e + len(closing)
	}
	return len(src)
}

// decodeString returns the value of a string literal token (prefix and
// quotes removed, escapes decoded) and whether it is an ordinary narrow
// string that the rewriter may edit in place.
func decodeString(lit string) (value string, plain bool, err error) {
	q := strings.IndexByte(lit, '"')
	prefix := lit[:q]
	body := lit[q:]
	if strings.HasSuffix(prefix, "R") {
		open := strings.IndexByte(body, '(')
		close := strings.LastIndexByte(body, ')')
		if open < 0 || close < open {
			return "", false, errBadLiteral
		}
		return body[open+1 : close], false, nil
	}
	if len(body) < 2 || body[len(body)-1] != '"' {
		return "", false, errBadLiteral
	}
	s := body[1 : len(body)-1]
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch e := s[i]; e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'f':
			b.WriteByte(12)
		case 'v':
			b.WriteByte(11)
		case '\n':
			// line continuation
		case 'x':
			j := i + 1
			for j < len(s) && strings.IndexByte("0123456789abcdefABCDEF", s[j]) >= 0 {
				j++
			}
			v, perr := strconv.ParseUint(s[i+1:j], 16, 8)
			if perr != nil {
				return "", false, errBadLiteral
			}
			b.WriteByte(byte(v))
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 8)
			b.WriteByte(byte(v))
			i = j - 1
		default:
			b.WriteByte(e)
		}
	}
	return b.String(), prefix == "", nil
}
