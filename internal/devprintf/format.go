// Package devprintf is CUDA's device-side printf and assert for ptxamd:
// the format-string grammar both sides share, the argument layout nvcc
// gives vprintf's argument buffer, the record layout of the FIFO the
// translated kernel writes (fifo.go), and a formatter with the C library's
// printf semantics (cformat.go) that turns the records into text on the
// host.
//
// It stands at the ground floor: the translator (package amdgpu) parses a
// format at translation time to know how many argument bytes to copy and
// which arguments are strings, and the runtime (internal/pipeline) parses
// it again when it prints a record; one parser keeps the two in step.
//
// The grammar is C99's (7.19.6.1) as the CUDA Programming Guide lists it
// for device printf: flags `-+ #0`, a width (digits or `*`), a precision
// (`.` then digits, or `.*`), a length (hh h l ll z t j L) and a
// conversion among d i u o x X c s f F e E g G a A p %. The guide lists `*`
// for the width only; `.*` is read as C reads it (one more int argument).
// A conversion character outside that list (%n among them: CUDA's printf
// has no %n) is no conversion: the text of the specification is printed as
// it stands and takes no argument. CUDA's printf takes at most
// MaxArgs arguments; the specifications after them are printed as they
// stand, as the guide says of the extra ones.
package devprintf

import "strings"

// MaxArgs is the most arguments one device printf takes (the CUDA
// Programming Guide's limit); width and precision `*` count as arguments.
const MaxArgs = 32

// Spec is one conversion specification of a format string.
type Spec struct {
	Text string // the whole specification, "%-08.3lf"
	// Flags, one bool each.
	Minus, Plus, Space, Hash, Zero bool
	Width                          int  // -1: none
	WidthStar                      bool // width from an int argument
	Prec                           int  // -1: none
	PrecStar                       bool // precision from an int argument
	Length                         string
	Verb                           byte // the conversion character; 0 for an unknown or incomplete one
}

// Piece is a literal run of the format or one specification.
type Piece struct {
	Lit  string // when Spec is nil
	Spec *Spec
}

// verbs are the conversions CUDA's device printf knows.
const verbs = "diouxXcsfFeEgGaAp%"

// Parse splits a format string into literal text and specifications. It
// accepts every string: an unknown or unfinished specification becomes a
// Spec with Verb 0, printed as its text.
func Parse(format string) []Piece {
	var out []Piece
	lit := strings.Builder{}
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, Piece{Lit: lit.String()})
			lit.Reset()
		}
	}
	for i := 0; i < len(format); {
		c := format[i]
		if c != '%' {
			lit.WriteByte(c)
			i++
			continue
		}
		s, n := parseSpec(format[i:])
		if s.Verb == '%' && n == 2 {
			lit.WriteByte('%')
			i += n
			continue
		}
		flush()
		out = append(out, Piece{Spec: s})
		i += n
	}
	flush()
	return out
}

// parseSpec reads the specification at the start of f (f[0] == '%') and
// returns it with its length in bytes.
func parseSpec(f string) (*Spec, int) {
	s := &Spec{Width: -1, Prec: -1}
	i := 1
flags:
	for ; i < len(f); i++ {
		switch f[i] {
		case '-':
			s.Minus = true
		case '+':
			s.Plus = true
		case ' ':
			s.Space = true
		case '#':
			s.Hash = true
		case '0':
			s.Zero = true
		default:
			break flags
		}
	}
	if i < len(f) && f[i] == '*' {
		s.WidthStar = true
		i++
	} else if n, k := digits(f[i:]); k > 0 {
		s.Width = n
		i += k
	}
	if i < len(f) && f[i] == '.' {
		i++
		if i < len(f) && f[i] == '*' {
			s.PrecStar = true
			i++
		} else {
			n, k := digits(f[i:])
			s.Prec = n // "." alone is precision 0
			i += k
		}
	}
	for _, l := range []string{"hh", "h", "ll", "l", "z", "t", "j", "L"} {
		if strings.HasPrefix(f[i:], l) {
			s.Length = l
			i += len(l)
			break
		}
	}
	if i < len(f) && strings.IndexByte(verbs, f[i]) >= 0 {
		s.Verb = f[i]
		i++
	} else if i < len(f) {
		i++ // an unknown conversion character: part of the literal text
	}
	s.Text = f[:i]
	return s, i
}

// digits reads a decimal number at the start of s (capped, so that a
// hostile width cannot overflow).
func digits(s string) (n, k int) {
	for k < len(s) && s[k] >= '0' && s[k] <= '9' {
		if n < 1<<20 {
			n = n*10 + int(s[k]-'0')
		}
		k++
	}
	return n, k
}

// Arg is one argument in vprintf's argument buffer.
type Arg struct {
	Offset, Size int
	// Kind says how the argument is read.
	Kind ArgKind
}

// ArgKind is the C type an argument is read as.
type ArgKind uint8

const (
	ArgInt     ArgKind = iota // an integer of Size bytes (a `*` width or precision is one of 4)
	ArgFloat                  // a double (float is promoted)
	ArgString                 // a pointer to a NUL-terminated string (%s)
	ArgPointer                // a pointer (%p)
)

// Layout returns the arguments a format reads, in order, at the offsets
// nvcc gives them in the argument buffer: each aligned to its own size
// (4 bytes for an int, a char or short promoted to int, and a `*`; 8 for
// long, long long, size_t, ptrdiff_t, intmax_t, double and float promoted
// to it, and pointers), and the buffer's size (0 without arguments). A
// `long double` (L) is read as a double: CUDA has none. Specifications
// past MaxArgs arguments take none.
func Layout(pieces []Piece) (args []Arg, size int) {
	add := func(n int, k ArgKind) {
		off := (size + n - 1) / n * n
		args = append(args, Arg{Offset: off, Size: n, Kind: k})
		size = off + n
	}
	for _, p := range pieces {
		s := p.Spec
		if s == nil || s.Verb == 0 || s.Verb == '%' {
			continue
		}
		need := 1
		if s.WidthStar {
			need++
		}
		if s.PrecStar {
			need++
		}
		if len(args)+need > MaxArgs {
			s.Verb = 0 // printed as it stands, as CUDA prints specifications past its limit
			continue
		}
		if s.WidthStar {
			add(4, ArgInt)
		}
		if s.PrecStar {
			add(4, ArgInt)
		}
		add(s.ArgSize(), s.argKind())
	}
	return args, size
}

// ArgSize is the size in bytes of the argument a specification reads.
func (s *Spec) ArgSize() int {
	switch s.Verb {
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A', 's', 'p':
		return 8
	}
	switch s.Length {
	case "l", "ll", "z", "t", "j", "L":
		return 8
	}
	return 4
}

func (s *Spec) argKind() ArgKind {
	switch s.Verb {
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		return ArgFloat
	case 's':
		return ArgString
	case 'p':
		return ArgPointer
	}
	return ArgInt
}
