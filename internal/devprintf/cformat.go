package devprintf

import (
	"encoding/binary"
	"math"
	"strconv"
	"strings"
)

// The formatter follows glibc's printf (what CUDA's host side prints
// with), which differs from Go's fmt: %g drops trailing zeros and picks
// %e or %f by the exponent (C99 7.19.6.1), %e has at least two exponent
// digits, %#x prefixes 0x only to nonzero values, %#o makes the first
// digit 0, %a prints the leading hex digit of a normal number as 1 and the
// exponent in decimal ("0x1.8p+1"), %p prints "0x..." or "(nil)",
// infinities and NaNs are "inf" and "nan" (with their sign: "-nan"), never
// zero-padded, and a NULL %s is "(null)" (or nothing when the precision
// is below 6).

// Format is a parsed format string with its argument layout.
type Format struct {
	Pieces   []Piece
	Args     []Arg
	ArgBytes int // the argument buffer's size
}

// Compile parses a format string and lays out its arguments.
func Compile(format string) *Format {
	f := &Format{Pieces: Parse(format)}
	f.Args, f.ArgBytes = Layout(f.Pieces)
	return f
}

// Strings counts the %s arguments.
func (f *Format) Strings() int {
	n := 0
	for _, a := range f.Args {
		if a.Kind == ArgString {
			n++
		}
	}
	return n
}

// Str is the value of a %s argument: the bytes the device copied, or
// Null for a NULL pointer.
type Str struct {
	Data []byte
	Null bool
}

// Sprint formats the arguments in buf (laid out as f.Args says; a short
// buffer reads as zeros) and strs (one per %s argument, in order).
func (f *Format) Sprint(buf []byte, strs []Str) string {
	var out strings.Builder
	ai, si := 0, 0
	next := func() Arg {
		a := f.Args[ai]
		ai++
		return a
	}
	word := func(a Arg) uint64 {
		var b [8]byte
		if a.Offset < len(buf) {
			copy(b[:a.Size], buf[a.Offset:min(len(buf), a.Offset+a.Size)])
		}
		return binary.LittleEndian.Uint64(b[:])
	}
	for _, p := range f.Pieces {
		if p.Spec == nil {
			out.WriteString(p.Lit)
			continue
		}
		s := p.Spec
		if s.Verb == 0 {
			out.WriteString(s.Text)
			continue
		}
		if s.Verb == '%' {
			// "%5%" and the like: glibc prints a lone %.
			out.WriteByte('%')
			continue
		}
		width, prec, left := s.Width, s.Prec, s.Minus
		if s.WidthStar {
			w := int32(word(next()))
			if w < 0 {
				left = true
				w = -w
			}
			width = int(min(w, 1<<20))
		}
		if s.PrecStar {
			if p := int32(word(next())); p >= 0 {
				prec = int(min(p, 1<<20))
			} else {
				prec = -1 // a negative precision is taken as none
			}
		}
		c := conv{Spec: s, width: width, prec: prec, left: left}
		a := next()
		v := word(a)
		switch a.Kind {
		case ArgFloat:
			out.WriteString(c.float(math.Float64frombits(v)))
		case ArgString:
			var st Str
			if si < len(strs) {
				st = strs[si]
			}
			si++
			out.WriteString(c.str(st))
		case ArgPointer:
			out.WriteString(c.pointer(v))
		default:
			out.WriteString(c.integer(v, a.Size))
		}
	}
	return out.String()
}

// conv is one specification with its width and precision resolved.
type conv struct {
	*Spec
	width, prec int
	left        bool
}

// pad fits body (after the sign or prefix pre) into the width: spaces on
// the left or right, or zeros between pre and body when zero is set.
func (c conv) pad(pre, body string, zero bool) string {
	n := len(pre) + len(body)
	if n >= c.width {
		return pre + body
	}
	fill := c.width - n
	switch {
	case c.left:
		return pre + body + strings.Repeat(" ", fill)
	case zero:
		return pre + strings.Repeat("0", fill) + body
	}
	return strings.Repeat(" ", fill) + pre + body
}

// integer formats %d %i %u %o %x %X %c of an argument of size bytes.
func (c conv) integer(v uint64, size int) string {
	switch c.Length {
	case "hh":
		v &= 0xff
	case "h":
		v &= 0xffff
	default:
		if size == 4 {
			v &= 0xffffffff
		}
	}
	bits := map[string]int{"hh": 8, "h": 16}[c.Length]
	if bits == 0 {
		bits = 8 * size
	}
	if c.Verb == 'c' {
		return c.pad("", string([]byte{byte(v)}), false)
	}
	var pre, digits string
	switch c.Verb {
	case 'd', 'i':
		x := int64(v<<(64-bits)) >> (64 - bits) // sign-extend
		if x < 0 {
			pre = "-"
			digits = strconv.FormatUint(uint64(-x), 10)
		} else {
			if c.Plus {
				pre = "+"
			} else if c.Space {
				pre = " "
			}
			digits = strconv.FormatUint(uint64(x), 10)
		}
	case 'u':
		digits = strconv.FormatUint(v, 10)
	case 'o':
		digits = strconv.FormatUint(v, 8)
	case 'x':
		digits = strconv.FormatUint(v, 16)
		if c.Hash && v != 0 {
			pre = "0x"
		}
	case 'X':
		digits = strings.ToUpper(strconv.FormatUint(v, 16))
		if c.Hash && v != 0 {
			pre = "0X"
		}
	}
	if c.prec == 0 && v == 0 {
		digits = "" // precision 0 prints no digits for 0
	}
	if c.prec > len(digits) {
		digits = strings.Repeat("0", c.prec-len(digits)) + digits
	}
	if c.Verb == 'o' && c.Hash && !strings.HasPrefix(digits, "0") {
		digits = "0" + digits
	}
	return c.pad(pre, digits, c.Zero && !c.left && c.prec < 0)
}

// pointer formats %p as glibc does: %#lx, or "(nil)" for NULL.
func (c conv) pointer(v uint64) string {
	if v == 0 {
		p := c
		p.prec = -1
		return p.pad("", "(nil)", false)
	}
	digits := strconv.FormatUint(v, 16)
	if c.prec > len(digits) {
		digits = strings.Repeat("0", c.prec-len(digits)) + digits
	}
	pre := "0x"
	if c.Plus {
		pre = "+0x"
	} else if c.Space {
		pre = " 0x"
	}
	return c.pad(pre, digits, c.Zero && !c.left && c.prec < 0)
}

// str formats %s: at most the precision's bytes; NULL is "(null)", or
// nothing when a precision below 6 would cut it.
func (c conv) str(s Str) string {
	b := string(s.Data)
	if s.Null {
		b = "(null)"
		if c.prec >= 0 && c.prec < 6 {
			b = ""
		}
	} else if c.prec >= 0 && c.prec < len(b) {
		b = b[:c.prec]
	}
	return c.pad("", b, false)
}

// float formats %f %F %e %E %g %G %a %A.
func (c conv) float(x float64) string {
	upper := c.Verb == 'F' || c.Verb == 'E' || c.Verb == 'G' || c.Verb == 'A'
	pre := ""
	if math.Signbit(x) {
		pre = "-"
	} else if c.Plus {
		pre = "+"
	} else if c.Space {
		pre = " "
	}
	a := math.Abs(x)
	if math.IsInf(x, 0) || math.IsNaN(x) {
		body := "inf"
		if math.IsNaN(x) {
			body = "nan"
		}
		if upper {
			body = strings.ToUpper(body)
		}
		return c.pad(pre, body, false)
	}
	var body string
	switch c.Verb {
	case 'f', 'F':
		body = c.fixed(a, c.precOr(6))
	case 'e', 'E':
		body = c.exp(a, c.precOr(6))
	case 'g', 'G':
		body = c.general(a)
	case 'a', 'A':
		if c.Verb == 'A' {
			pre += "0X"
		} else {
			pre += "0x"
		}
		body = c.hex(a)
	}
	if upper {
		body = strings.ToUpper(body)
	}
	return c.pad(pre, body, c.Zero && !c.left)
}

func (c conv) precOr(d int) int {
	if c.prec < 0 {
		return d
	}
	return c.prec
}

// fixed is %f of a >= 0 with p decimals (strconv rounds the exact binary
// value half to even, as glibc does in the default rounding mode).
func (c conv) fixed(a float64, p int) string {
	s := strconv.FormatFloat(a, 'f', p, 64)
	if p == 0 && c.Hash {
		s += "."
	}
	return s
}

// exp is %e of a >= 0 with p decimals: d.ddde±XX, two exponent digits at
// least (strconv's form too).
func (c conv) exp(a float64, p int) string {
	s := strconv.FormatFloat(a, 'e', p, 64)
	if p == 0 && c.Hash {
		i := strings.IndexByte(s, 'e')
		s = s[:i] + "." + s[i:]
	}
	return s
}

// general is %g of a >= 0 (C99 7.19.6.1): with P the precision (6 when
// missing, 1 when 0) and X the exponent %e would print with P-1
// decimals, %f with P-1-X decimals when P > X >= -4, else %e with P-1;
// then, without #, no trailing zeros and no trailing point.
func (c conv) general(a float64) string {
	p := c.precOr(6)
	if p == 0 {
		p = 1
	}
	e := strconv.FormatFloat(a, 'e', p-1, 64)
	x, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	var s string
	if p > x && x >= -4 {
		s = c.fixed(a, p-1-x)
		if c.Hash && !strings.Contains(s, ".") {
			s += "."
		}
		if !c.Hash {
			s = trimZeros(s)
		}
		return s
	}
	s = c.exp(a, p-1)
	if !c.Hash {
		i := strings.IndexByte(s, 'e')
		s = trimZeros(s[:i]) + s[i:]
	}
	return s
}

// trimZeros drops trailing zeros after a decimal point, and the point.
func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// hex is %a of a >= 0 without its 0x: glibc's form, h.hhhp±d with a
// leading 1 for normal numbers and 0 for zero and subnormals (exponent
// -1022), all significant hex digits without a precision, else rounded
// to it half to even (a carry makes the leading digit 2, as glibc's
// does).
func (c conv) hex(a float64) string {
	bits := math.Float64bits(a)
	mant := bits & (1<<52 - 1)
	exp := int(bits>>52) & 0x7ff
	lead := uint64(1)
	switch {
	case a == 0:
		lead, exp = 0, 0
	case exp == 0:
		lead, exp = 0, -1022
	default:
		exp -= 1023
	}
	digits := 13 // hex digits of the 52-bit fraction
	if c.prec >= 0 && c.prec < digits {
		drop := uint(4 * (digits - c.prec))
		rest := mant & (1<<drop - 1)
		mant >>= drop
		half := uint64(1) << (drop - 1)
		odd := mant&1 == 1
		if c.prec == 0 {
			odd = lead&1 == 1 // the leading digit is the last one kept
		}
		if rest > half || rest == half && odd {
			mant++
			if mant>>(4*uint(c.prec)) != 0 {
				mant &= 1<<(4*uint(c.prec)) - 1
				lead++
			}
		}
		digits = c.prec
	}
	frac := ""
	if digits > 0 {
		frac = strconv.FormatUint(mant, 16)
		frac = strings.Repeat("0", digits-len(frac)) + frac
	}
	if c.prec < 0 {
		frac = strings.TrimRight(frac, "0")
	} else if c.prec > len(frac) {
		frac += strings.Repeat("0", c.prec-len(frac))
	}
	s := strconv.FormatUint(lead, 10)
	if frac != "" || c.Hash {
		s += "." + frac
	}
	sign := "+"
	if exp < 0 {
		sign = "-"
		exp = -exp
	}
	return s + "p" + sign + strconv.Itoa(exp)
}
