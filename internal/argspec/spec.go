package argspec

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/internal/tensormap"
)

// Kind says whether a parameter is passed by value or as a device buffer.
type Kind uint8

const (
	Scalar  Kind = iota // passed by value: Size bytes
	Buffer              // a device buffer, passed as a 64-bit pointer
	Texture             // a texture object (Spec.Image), passed as a 64-bit handle
	Surface             // a surface object (Spec.Image), passed as a 64-bit handle
	// TensorMapArg is a tensor map (Spec.TMap) over another argument's
	// buffer: 128 bytes by value, or a 64-bit pointer to a global copy.
	TensorMapArg
)

// HasData reports whether the argument has device data that a launch
// uploads and reads back: a buffer, texture or surface.
func (s Spec) HasData() bool { return s.Kind != Scalar && s.Kind != TensorMapArg }

// Init is how a buffer's initial contents are made.
type Init uint8

const (
	Zero   Init = iota // all bytes zero
	Iota               // element i is i (converted to the type, wrapping for integers)
	Fill               // every element is Spec.Value
	Random             // see the Random function; Spec.Seed
	Edge               // the type's edge values (see EdgeValues), cycled
	Values             // Spec.Values, repeated to Spec.Count
	File               // raw little-endian bytes from Spec.Path
)

var initNames = [...]string{Zero: "zero", Iota: "iota", Fill: "fill", Random: "random", Edge: "edge", Values: "values", File: "file"}

func (i Init) String() string {
	if int(i) < len(initNames) {
		return initNames[i]
	}
	return fmt.Sprintf("Init(%d)", uint8(i))
}

// MaxBufferBytes bounds a buffer's size, so that a typo cannot ask for
// terabytes.
const MaxBufferBytes = 1 << 32

// Spec is one parsed argument specification.
type Spec struct {
	Kind  Kind
	Type  Type
	Value uint64 // a scalar's bits; the fill value of a Fill buffer
	// Raw is a by-value parameter's bytes as written (raw:HEX), for a
	// struct or array parameter (.param .align A .b8 name[N]); Type is U8.
	Raw []byte

	// Buffers only.
	Count  int      // number of elements
	Init   Init     // how the contents are made
	Seed   uint64   // Random's seed
	Values []uint64 // Values' elements, as bits
	Path   string   // File's path, as written

	// Textures and surfaces only: the image; Type, Count and Init above
	// describe its channels.
	Image *Image

	// Tensor maps only.
	TMap *TensorMap
}

// Error is a specification that does not parse. Arg is the parameter's index
// (0 for the first), or -1 where Parse was given the string alone.
type Error struct {
	Arg  int
	Spec string
	Msg  string
}

func (e *Error) Error() string {
	if e.Arg < 0 {
		return fmt.Sprintf("%q: %s", e.Spec, e.Msg)
	}
	return fmt.Sprintf("arg %d %q: %s", e.Arg, e.Spec, e.Msg)
}

// Parse parses one argument specification.
func Parse(spec string) (Spec, error) {
	s, msg := parse(spec)
	if msg != "" {
		return Spec{}, &Error{Arg: -1, Spec: spec, Msg: msg}
	}
	return s, nil
}

// ParseAll parses the specifications of a whole parameter list. Its error
// lists every argument that does not parse (errors.Join of *Error).
func ParseAll(specs []string) ([]Spec, error) {
	out := make([]Spec, len(specs))
	var errs []error
	for i, str := range specs {
		s, msg := parse(str)
		if msg != "" {
			errs = append(errs, &Error{Arg: i, Spec: str, Msg: msg})
			continue
		}
		out[i] = s
	}
	if errs == nil {
		for i, s := range out {
			if s.TMap != nil {
				if err := s.TMap.CheckRef(out); err != nil {
					errs = append(errs, &Error{Arg: i, Spec: specs[i], Msg: err.Error()})
				}
			}
		}
	}
	if errs != nil {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

// parse returns the spec, or an error message.
func parse(spec string) (Spec, string) {
	head, rest, ok := strings.Cut(spec, ":")
	if !ok {
		return Spec{}, "want TYPE:VALUE, raw:HEX or buf:TYPE:COUNT:INIT"
	}
	if head == "tex" || head == "surf" {
		return parseImage(head == "surf", rest)
	}
	if head == "tmap" {
		return parseTensorMap(rest)
	}
	if head == "raw" {
		return parseRaw(rest)
	}
	if head != "buf" {
		t, err := ParseType(head)
		if err != nil {
			return Spec{}, err.Error()
		}
		v, err := ParseValue(t, rest)
		if err != nil {
			return Spec{}, err.Error()
		}
		return Spec{Kind: Scalar, Type: t, Value: v}, ""
	}
	parts := strings.SplitN(rest, ":", 3)
	if len(parts) < 3 {
		return Spec{}, "want buf:TYPE:COUNT:INIT"
	}
	t, err := ParseType(parts[0])
	if err != nil {
		return Spec{}, err.Error()
	}
	s := Spec{Kind: Buffer, Type: t}
	n, err := strconv.Atoi(parts[1])
	switch {
	case err != nil || strings.HasPrefix(parts[1], "+"):
		return Spec{}, fmt.Sprintf("count %q is not a number", parts[1])
	case n < 1:
		return Spec{}, fmt.Sprintf("count %d is not positive", n)
	case n > MaxBufferBytes/t.Size():
		return Spec{}, fmt.Sprintf("count %d makes more than %d bytes", n, MaxBufferBytes)
	}
	s.Count = n
	name, arg, hasArg := strings.Cut(parts[2], ":")
	switch name {
	case "zero", "iota", "edge":
		if hasArg {
			return Spec{}, fmt.Sprintf("init %q takes no argument", name)
		}
		s.Init = map[string]Init{"zero": Zero, "iota": Iota, "edge": Edge}[name]
	case "fill":
		s.Init = Fill
		if s.Value, err = ParseValue(t, arg); err != nil {
			return Spec{}, "fill: " + err.Error()
		}
	case "random":
		s.Init = Random
		if s.Seed, err = strconv.ParseUint(arg, 10, 64); err != nil {
			return Spec{}, fmt.Sprintf("random seed %q is not a decimal 64-bit number", arg)
		}
	case "values":
		s.Init = Values
		for i, v := range strings.Split(arg, ",") {
			bits, err := ParseValue(t, strings.TrimSpace(v))
			if err != nil {
				return Spec{}, fmt.Sprintf("values: element %d: %v", i, err)
			}
			s.Values = append(s.Values, bits)
		}
	case "file":
		s.Init = File
		if arg == "" {
			return Spec{}, "file: no path"
		}
		s.Path = arg
	default:
		return Spec{}, fmt.Sprintf("unknown init %q (want zero, iota, fill:V, random:SEED, edge, values:V,V,..., file:PATH)", parts[2])
	}
	return s, ""
}

// MaxRawBytes bounds a raw:HEX parameter: PTX kernel parameters total at
// most 32,764 bytes on sm_70 and later (4 KiB before).
const MaxRawBytes = 32764

// parseRaw reads the bytes of a by-value parameter written as hexadecimal
// digits, first byte first (the parameter's memory order).
func parseRaw(h string) (Spec, string) {
	switch {
	case h == "":
		return Spec{}, "raw: no bytes (want raw:HEX, two hexadecimal digits a byte)"
	case len(h)%2 != 0:
		return Spec{}, fmt.Sprintf("raw: %d hexadecimal digits, want two a byte", len(h))
	case len(h)/2 > MaxRawBytes:
		return Spec{}, fmt.Sprintf("raw: %d bytes, more than a kernel's %d bytes of parameters", len(h)/2, MaxRawBytes)
	}
	b, err := hex.DecodeString(h)
	if err != nil {
		return Spec{}, fmt.Sprintf("raw: %q is not hexadecimal", h)
	}
	return Spec{Kind: Scalar, Type: U8, Raw: b}, ""
}

// String formats s so that Parse reads it back equal.
func (s Spec) String() string {
	if s.TMap != nil {
		return s.TMap.text
	}
	if s.Raw != nil {
		return "raw:" + hex.EncodeToString(s.Raw)
	}
	if s.Kind == Scalar {
		return s.Type.String() + ":" + FormatValue(s.Type, s.Value)
	}
	var b strings.Builder
	if s.Image != nil {
		fmt.Fprintf(&b, "%s:%s", s.imageString(), s.Init)
	} else {
		fmt.Fprintf(&b, "buf:%s:%d:%s", s.Type, s.Count, s.Init)
	}
	switch s.Init {
	case Fill:
		b.WriteString(":" + FormatValue(s.Type, s.Value))
	case Random:
		fmt.Fprintf(&b, ":%d", s.Seed)
	case Values:
		for i, v := range s.Values {
			if i == 0 {
				b.WriteByte(':')
			} else {
				b.WriteByte(',')
			}
			b.WriteString(FormatValue(s.Type, v))
		}
	case File:
		b.WriteString(":" + s.Path)
	}
	return b.String()
}

// Size is the number of bytes Bytes returns.
func (s Spec) Size() int {
	if s.TMap != nil {
		return tensormap.Size
	}
	if s.Raw != nil {
		return len(s.Raw)
	}
	if s.Kind == Scalar {
		return s.Type.Size()
	}
	return s.Count * s.Type.Size()
}

// Bytes returns a scalar's value or a buffer's initial contents,
// little-endian. A relative file path is read from the current directory.
func (s Spec) Bytes() ([]byte, error) { return s.BytesIn("") }

// BytesIn is Bytes with relative file paths taken from dir.
func (s Spec) BytesIn(dir string) ([]byte, error) {
	if s.TMap != nil {
		// The map's bytes depend on its tensor's device address, known
		// at launch (TensorMap.Encode); here the tensor is at address 0.
		return s.TMap.Encode(0)
	}
	if s.Raw != nil {
		return append([]byte(nil), s.Raw...), nil
	}
	t, size := s.Type, s.Type.Size()
	out := make([]byte, s.Size())
	if s.Kind == Scalar {
		t.put(out, s.Value)
		return out, nil
	}
	switch s.Init {
	case Zero:
	case Iota:
		for i := 0; i < s.Count; i++ {
			v := uint64(i)
			if t.IsFloat() {
				v = FromFloat64(t, float64(i))
			}
			t.put(out[i*size:], v)
		}
	case Fill:
		for i := 0; i < s.Count; i++ {
			t.put(out[i*size:], s.Value)
		}
	case Random:
		r := NewSplitMix64(s.Seed)
		for i := 0; i < s.Count; i++ {
			t.put(out[i*size:], RandomValue(t, r.Next()))
		}
	case Edge:
		edge := EdgeValues(t)
		for i := 0; i < s.Count; i++ {
			t.put(out[i*size:], edge[i%len(edge)])
		}
	case Values:
		if len(s.Values) == 0 {
			return nil, errors.New("argspec: values: no elements")
		}
		for i := 0; i < s.Count; i++ {
			t.put(out[i*size:], s.Values[i%len(s.Values)])
		}
	case File:
		path := s.Path
		if dir != "" && !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		if err := readExactly(path, out); err != nil {
			return nil, fmt.Errorf("argspec: %s: %w (%d × %s)", s, err, s.Count, t)
		}
	default:
		return nil, fmt.Errorf("argspec: unknown init %v", s.Init)
	}
	return out, nil
}

// readExactly fills out from the file at path, which must hold exactly
// len(out) bytes. It reads at most one byte more than that, so a huge file
// or an endless one (/dev/zero) is refused without being read whole.
func readExactly(path string, out []byte) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() != int64(len(out)) {
		return fmt.Errorf("file has %d bytes, want %d", fi.Size(), len(out))
	}
	n, err := io.ReadFull(f, out)
	switch {
	case err == io.ErrUnexpectedEOF || err == io.EOF:
		return fmt.Errorf("file has %d bytes, want %d", n, len(out))
	case err != nil:
		return err
	}
	var extra [1]byte
	if m, _ := f.Read(extra[:]); m > 0 {
		return fmt.Errorf("file has more than %d bytes, want %d", len(out), len(out))
	}
	return nil
}
