package inlineasm

import "strings"

// A piece of template text: an identifier, a directive, punctuation, or
// text copied as is (blanks, comments, strings, numbers).
type piece struct {
	kind byte // 'i' identifier, '.' directive, 'p' punctuation, 'o' other
	text string
}

func identStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c == '%'
}

func identChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$'
}

func split(s string) []piece {
	var out []piece
	for i := 0; i < len(s); {
		c := s[i]
		j := i + 1
		kind := byte('o')
		switch {
		case c == '/' && j < len(s) && s[j] == '/':
			for j < len(s) && s[j] != '\n' && s[j] != '\r' {
				j++
			}
		case c == '/' && j < len(s) && s[j] == '*':
			if k := strings.Index(s[j+1:], "*/"); k >= 0 {
				j += k + 3
			} else {
				j = len(s)
			}
		case c == '"':
			for j < len(s) && s[j] != '"' && s[j] != '\n' && s[j] != '\r' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(s))
		case identStart(c):
			kind = 'i'
			for j < len(s) && identChar(s[j]) {
				j++
			}
		case c == '.' && j < len(s) && identChar(s[j]):
			kind = '.'
			for j < len(s) && (identChar(s[j]) || s[j] == ':') {
				j++
			}
		case c >= '0' && c <= '9':
			for j < len(s) && identChar(s[j]) {
				j++
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r') {
				j++
			}
		default:
			kind = 'p'
		}
		out = append(out, piece{kind, s[i:j]})
		i = j
	}
	return out
}

// scope holds the names declared directly in one { } block.
type scope struct {
	names  map[string]bool
	ranges map[string]int // %r<4> declares %r0..%r3
}

// renameScoped appends suffix to every register and label declared inside
// a { } block of s, at each use inside that block (PTX ISA 4.4 scoping:
// a block's declarations hide outer ones).
func renameScoped(s, suffix string) string {
	ps := split(s)
	// Pass 1: find the declarations of each block, in order of its "{".
	var scopes []*scope
	var stack []*scope
	nextSig := func(i int) int {
		for i++; i < len(ps) && ps[i].kind == 'o' && strings.TrimSpace(ps[i].text) == ""; i++ {
		}
		return i
	}
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		switch {
		case p.kind == 'p' && p.text == "{":
			sc := &scope{names: map[string]bool{}, ranges: map[string]int{}}
			scopes = append(scopes, sc)
			stack = append(stack, sc)
		case p.kind == 'p' && p.text == "}":
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case len(stack) == 0:
		case p.kind == '.' && (p.text == ".reg" || p.text == ".local" || p.text == ".shared" || p.text == ".param") && stmtStart(ps, i):
			sc := stack[len(stack)-1]
			for i++; i < len(ps) && !(ps[i].kind == 'p' && ps[i].text == ";"); i++ {
				if ps[i].kind != 'i' {
					continue
				}
				name := ps[i].text
				if j := nextSig(i); j+2 < len(ps) && ps[j].text == "<" {
					if n, ok := atoi(ps[j+1].text); ok {
						sc.ranges[name] = n
					}
				}
				sc.names[name] = true
			}
		case p.kind == 'i':
			if j := nextSig(i); j < len(ps) && ps[j].kind == 'p' && ps[j].text == ":" {
				stack[len(stack)-1].names[p.text] = true
			}
		}
	}
	if len(scopes) == 0 {
		return s
	}
	// Pass 2: rename uses, looking names up from the innermost block out.
	var b strings.Builder
	stack = stack[:0]
	n := 0
	for _, p := range ps {
		switch {
		case p.kind == 'p' && p.text == "{":
			stack = append(stack, scopes[n])
			n++
		case p.kind == 'p' && p.text == "}":
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case p.kind == 'i':
			b.WriteString(lookup(stack, p.text, suffix))
			continue
		}
		b.WriteString(p.text)
	}
	return b.String()
}

// stmtStart reports whether piece i begins a statement: a state space
// directive declares names only there (.reg %r;), not as an instruction's
// qualifier (st.shared.b32 [%r], 1; ld.param.u32).
func stmtStart(ps []piece, i int) bool {
	for i--; i >= 0; i-- {
		p := ps[i]
		if p.kind == 'o' && (strings.TrimSpace(p.text) == "" || strings.HasPrefix(p.text, "//") || strings.HasPrefix(p.text, "/*")) {
			continue
		}
		return p.kind == 'p' && (p.text == ";" || p.text == "{" || p.text == "}" || p.text == ":")
	}
	return true
}

func lookup(stack []*scope, name, suffix string) string {
	for k := len(stack) - 1; k >= 0; k-- {
		sc := stack[k]
		if sc.names[name] {
			return name + suffix
		}
		// %r3 inside a block that declared %r<4>.
		d := len(name)
		for d > 0 && name[d-1] >= '0' && name[d-1] <= '9' {
			d--
		}
		if d < len(name) && d > 0 {
			if max, ok := sc.ranges[name[:d]]; ok {
				if v, ok := atoi(name[d:]); ok && v < max {
					return name[:d] + suffix + name[d:]
				}
			}
		}
	}
	return name
}

func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		v = v*10 + int(s[i]-'0')
	}
	return v, true
}
