package ccwrap

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// irCall is one marked inline-asm call found in clang's textual IR.
type irCall struct {
	line      int    // index of the IR line
	prefix    string // "  %24 = " (or indentation only)
	callAttrs string // fast-math flags and return attributes before the type ("contract")
	retType   string // "i32", "{ i32, float }", "void"
	stmt      int    // the statement index in the marker
	template  string // the template back in nvcc spelling (%0, %%)
	args      []irArg
	// outArgs[k] is the argument holding output k's current value (the
	// input tied to it); inArgs[k] is input k's argument.
	outArgs, inArgs []int
	memory          bool // a "memory" clobber
	sideEffect      bool
}

// irArg is one call argument: its type and value as IR text.
type irArg struct{ typ, val string }

var asmCallRE = regexp.MustCompile(`^(\s*(?:%[-\w.$"]+\s*=\s*)?)(?:tail |musttail |notail )?call\s+(.*?)\s+asm\s+((?:sideeffect\s+|alignstack\s+|inteldialect\s+|unwind\s+)*)"` + Marker + `(\d+);`)

// findAsmCalls returns the marked asm calls of a module's text lines.
func findAsmCalls(lines []string) ([]*irCall, error) {
	var calls []*irCall
	for i, l := range lines {
		m := asmCallRE.FindStringSubmatchIndex(l)
		if m == nil {
			continue
		}
		c := &irCall{line: i, prefix: l[m[2]:m[3]], sideEffect: strings.Contains(l[m[6]:m[7]], "sideeffect")}
		c.callAttrs, c.retType = splitCallType(l[m[4]:m[5]])
		c.stmt, _ = strconv.Atoi(l[m[8]:m[9]])
		rest := `"` + l[m[1]:] // the template after the marker
		tmpl, n, err := irString(rest)
		if err != nil {
			return nil, fmt.Errorf("IR line %d: %v", i+1, err)
		}
		rest = strings.TrimLeft(rest[n:], " ")
		if !strings.HasPrefix(rest, ",") {
			return nil, fmt.Errorf("IR line %d: asm call without constraints", i+1)
		}
		rest = strings.TrimLeft(rest[1:], " ")
		cons, n, err := irString(rest)
		if err != nil {
			return nil, fmt.Errorf("IR line %d: %v", i+1, err)
		}
		rest = rest[n:]
		if !strings.HasPrefix(rest, "(") {
			return nil, fmt.Errorf("IR line %d: asm call without arguments", i+1)
		}
		end := matchParen(rest)
		if end < 0 {
			return nil, fmt.Errorf("IR line %d: unbalanced asm call arguments", i+1)
		}
		for _, a := range splitTop(rest[1:end]) {
			t, v := splitArg(a)
			c.args = append(c.args, irArg{t, v})
		}
		c.template = gccTemplate(tmpl)
		if err := c.mapConstraints(cons); err != nil {
			return nil, fmt.Errorf("IR line %d: %v", i+1, err)
		}
		calls = append(calls, c)
	}
	return calls, nil
}

// mapConstraints reads the LLVM constraint string clang made from the
// rewritten statement ("=r,=r,r,n,0,1,~{memory}"): outputs, then the
// inputs in source order, then the inputs tied to the outputs.
func (c *irCall) mapConstraints(cons string) error {
	nout := 0
	arg := 0
	tied := map[int]int{}
	for _, k := range strings.Split(cons, ",") {
		switch {
		case k == "":
		case strings.HasPrefix(k, "~"):
			if k == "~{memory}" {
				c.memory = true
			}
		case strings.HasPrefix(k, "="):
			nout++
		case k[0] >= '0' && k[0] <= '9':
			n, _ := strconv.Atoi(k)
			tied[n] = arg
			arg++
		default:
			c.inArgs = append(c.inArgs, arg)
			arg++
		}
	}
	if arg != len(c.args) {
		return fmt.Errorf("asm call has %d arguments for %d input constraints", len(c.args), arg)
	}
	for k := 0; k < nout; k++ {
		a, ok := tied[k]
		if !ok {
			return fmt.Errorf("asm output %d has no tied input", k)
		}
		c.outArgs = append(c.outArgs, a)
	}
	return nil
}

// irString decodes the IR string literal at the start of s ("..." with
// \XX escapes) and returns it with the length it took.
func irString(s string) (string, int, error) {
	if !strings.HasPrefix(s, `"`) {
		return "", 0, fmt.Errorf("expected a string")
	}
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '"':
			return b.String(), i + 1, nil
		case '\\':
			if i+2 < len(s) {
				if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
					b.WriteByte(byte(v))
					i += 2
					continue
				}
			}
			b.WriteByte('\\')
		default:
			b.WriteByte(s[i])
		}
	}
	return "", 0, fmt.Errorf("unterminated string")
}

// gccTemplate turns an LLVM inline-asm string back into the nvcc spelling
// that frontend/inlineasm expands: $N → %N, $$ → $, $( $| $) → { | },
// % → %%.
func gccTemplate(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '$' && i+1 < len(s) && strings.IndexByte("$(|)", s[i+1]) >= 0:
			// clang escapes GCC's { | } (asm dialect alternatives in LLVM).
			b.WriteByte(map[byte]byte{'$': '$', '(': '{', '|': '|', ')': '}'}[s[i+1]])
			i++
		case c == '$' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			b.WriteByte('%')
		case c == '$' && i+1 < len(s) && s[i+1] == '{':
			// ${N:mod}: PTX has no modifiers; keep the number.
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				b.WriteByte(c)
				continue
			}
			num := s[i+2 : i+j]
			if num == ":uid" {
				// GCC's %=, a number unique to the statement.
				b.WriteString("%=")
				i += j
				continue
			}
			if k := strings.IndexByte(num, ':'); k >= 0 {
				num = num[:k]
			}
			b.WriteString("%" + num)
			i += j
		case c == '%':
			b.WriteString("%%")
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func matchParen(s string) int {
	depth := 0
	inStr := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// splitTop splits s at commas outside brackets and strings.
func splitTop(s string) []string {
	var out []string
	depth := 0
	inStr := false
	start := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

var irTypeRE = regexp.MustCompile(`^(ptr addrspace\(\d+\)|(?:ptr|i\d+|half|bfloat|float|double|fp128)\b)`)

// splitArg splits "i32 noundef %5" into its type and value.
func splitArg(a string) (typ, val string) {
	var t string
	switch {
	case strings.HasPrefix(a, "<") || strings.HasPrefix(a, "{") || strings.HasPrefix(a, "["):
		e := matchParen(a)
		if e < 0 {
			return a, ""
		}
		t = a[:e+1]
	default:
		t = irTypeRE.FindString(a)
		if t == "" {
			f := strings.Fields(a)
			return f[0], strings.Join(f[1:], " ")
		}
	}
	v := strings.TrimSpace(a[len(t):])
	for _, attr := range []string{"noundef ", "signext ", "zeroext ", "inreg "} {
		v = strings.TrimPrefix(v, attr)
	}
	return t, v
}

// typeBits returns the width of a scalar IR type, the width the PTX side
// holds it in, and whether it is a float; bits 0 means not a scalar the
// pre-pass can bind.
func typeBits(t string) (bits int, float bool) {
	switch {
	case t == "half" || t == "bfloat":
		return 16, true
	case t == "float":
		return 32, true
	case t == "double":
		return 64, true
	case t == "ptr" || t == "ptr addrspace(0)" || t == "ptr addrspace(1)" || t == "ptr addrspace(4)":
		return 64, false
	case strings.HasPrefix(t, "ptr addrspace("):
		return 32, false
	case strings.HasPrefix(t, "i"):
		n, err := strconv.Atoi(t[1:])
		if err == nil {
			return n, false
		}
	}
	return 0, false
}

// callPrefixWords can stand between "call" and the return type.
var callPrefixWords = map[string]bool{"fast": true, "nnan": true, "ninf": true, "nsz": true, "arcp": true,
	"contract": true, "afn": true, "reassoc": true, "noundef": true, "zeroext": true, "signext": true, "inreg": true}

// splitCallType splits "contract noundef float" into its flags and type.
func splitCallType(s string) (attrs, typ string) {
	f := strings.Fields(s)
	k := 0
	for k < len(f) && callPrefixWords[f[k]] {
		k++
	}
	return strings.Join(f[:k], " "), strings.Join(f[k:], " ")
}

// irGlobals indexes a module's global variable definitions by name (as
// written after '@', quotes included) with the text after " = ".
func irGlobals(lines []string) map[string]string {
	gs := map[string]string{}
	for _, l := range lines {
		if !strings.HasPrefix(l, "@") {
			continue
		}
		if i := strings.Index(l, " = "); i > 0 {
			gs[l[1:i]] = l[i+3:]
		}
	}
	return gs
}

var constArrayRE = regexp.MustCompile(`\bconstant\s+\[(\d+) x i8\]\s+(c"|zeroinitializer)`)

// constString returns the contents (less the trailing NUL) of the
// constant char array that a "C" operand's IR value points to: the
// global itself, or an addrspacecast or zero-index getelementptr of it.
func constString(globals map[string]string, val string) (string, error) {
	v := strings.TrimSpace(val)
	for range 8 {
		switch {
		case strings.HasPrefix(v, "addrspacecast (") && strings.HasSuffix(v, ")"):
			inner := v[len("addrspacecast (") : len(v)-1]
			k := strings.LastIndex(inner, " to ")
			if k < 0 {
				return "", fmt.Errorf("unreadable constant %s", val)
			}
			_, v = splitArg(strings.TrimSpace(inner[:k]))
		case strings.HasPrefix(v, "getelementptr"):
			open := strings.IndexByte(v, '(')
			if open < 0 || !strings.HasSuffix(v, ")") {
				return "", fmt.Errorf("unreadable constant %s", val)
			}
			parts := splitTop(v[open+1 : len(v)-1])
			if len(parts) < 2 {
				return "", fmt.Errorf("unreadable constant %s", val)
			}
			for _, idx := range parts[2:] {
				if f := strings.Fields(idx); len(f) != 2 || f[1] != "0" {
					return "", fmt.Errorf("%s points inside an array, not at its start", val)
				}
			}
			_, v = splitArg(parts[1])
		case strings.HasPrefix(v, "@"):
			def, ok := globals[v[1:]]
			if !ok {
				return "", fmt.Errorf("%s is not defined in the module", v)
			}
			m := constArrayRE.FindStringSubmatchIndex(def)
			if m == nil {
				return "", fmt.Errorf("%s is not a constant char array", v)
			}
			n, _ := strconv.Atoi(def[m[2]:m[3]])
			if def[m[4]:m[5]] == "zeroinitializer" {
				return "", nil
			}
			s, _, err := irString(def[m[5]-1:])
			if err != nil || len(s) != n {
				return "", fmt.Errorf("unreadable initializer of %s", v)
			}
			return strings.TrimSuffix(s, "\x00"), nil
		default:
			return "", fmt.Errorf("%s is not a compile-time constant address", val)
		}
	}
	return "", fmt.Errorf("unreadable constant %s", val)
}
