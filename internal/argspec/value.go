package argspec

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// canonicalNaN is the positive quiet NaN with no payload of a float type.
func canonicalNaN(t Type) uint64 {
	switch t {
	case F16:
		return 0x7e00
	case BF16:
		return 0x7fc0
	case F32:
		return 0x7fc00000
	}
	return 0x7ff8000000000000
}

func signBit(t Type) uint64 { return 1 << uint(t.Bits()-1) }

// infBits is +inf of a float type.
func infBits(t Type) uint64 {
	switch t {
	case F16:
		return 0x7c00
	case BF16:
		return 0x7f80
	case F32:
		return 0x7f800000
	}
	return 0x7ff0000000000000
}

// IsNaN reports whether bits, read as float type t, is a NaN. It is false
// for types that are not floats.
func IsNaN(t Type, bits uint64) bool {
	if !t.IsFloat() {
		return false
	}
	abs := bits &^ signBit(t) & t.mask()
	return abs > infBits(t)
}

// Float64 converts the bits of a float type t to float64 exactly.
func Float64(t Type, bits uint64) float64 {
	switch t {
	case F16:
		h := uint16(bits)
		sign := 1.0
		if h&0x8000 != 0 {
			sign = -1
		}
		e, m := int(h>>10&0x1f), float64(h&0x3ff)
		switch e {
		case 0:
			return sign * math.Ldexp(m, -24)
		case 31:
			if m != 0 {
				return math.Copysign(math.NaN(), sign)
			}
			return math.Inf(int(sign))
		}
		return sign * math.Ldexp(1024+m, e-25)
	case BF16:
		return float64(math.Float32frombits(uint32(uint16(bits)) << 16))
	case F32:
		return float64(math.Float32frombits(uint32(bits)))
	}
	return math.Float64frombits(bits)
}

// FromFloat64 rounds f to float type t (to nearest, ties to even) and
// returns its bits. NaN becomes the canonical quiet NaN with f's sign.
func FromFloat64(t Type, f float64) uint64 {
	neg := math.Signbit(f)
	var sign uint64
	if neg {
		sign = signBit(t)
	}
	if math.IsNaN(f) {
		return sign | canonicalNaN(t)
	}
	switch t {
	case F32:
		return uint64(math.Float32bits(float32(f)))
	case F64:
		return math.Float64bits(f)
	case F16:
		return sign | roundSmall(math.Abs(f), 10, 15)
	case BF16:
		return sign | roundSmall(math.Abs(f), 7, 127)
	}
	panic("BUG: argspec: FromFloat64 of " + t.String())
}

// roundSmall encodes a >= 0 in a binary format with mant fraction bits and
// exponent bias bias, rounding to nearest even; overflow gives infinity.
func roundSmall(a float64, mant, bias int) uint64 {
	infExp := uint64(2*bias + 1)
	if math.IsInf(a, 0) {
		return infExp << uint(mant)
	}
	minExp := 1 - bias // exponent of the smallest normal
	if a < math.Ldexp(1, minExp) {
		// Denormal: count units of the smallest denormal. A result equal to
		// 1<<mant encodes the smallest normal, which is what we want.
		return uint64(math.RoundToEven(math.Ldexp(a, mant-minExp)))
	}
	_, exp := math.Frexp(a)
	e := exp - 1
	m := math.RoundToEven(math.Ldexp(a, mant-e))
	if m == math.Ldexp(1, mant+1) {
		m /= 2
		e++
	}
	if e+bias >= int(infExp) {
		return infExp << uint(mant)
	}
	return uint64(e+bias)<<uint(mant) | (uint64(m) - 1<<uint(mant))
}

// ParseValue parses one element value of type t and returns its bits.
func ParseValue(t Type, s string) (uint64, error) {
	if s == "" {
		return 0, fmt.Errorf("empty %s value", t)
	}
	if t.IsFloat() {
		return parseFloat(t, s)
	}
	return parseInt(t, s)
}

func parseFloat(t Type, s string) (uint64, error) {
	switch strings.ToLower(s) {
	case "nan", "+nan":
		return canonicalNaN(t), nil
	case "-nan":
		return signBit(t) | canonicalNaN(t), nil
	case "inf", "+inf":
		return infBits(t), nil
	case "-inf":
		return signBit(t) | infBits(t), nil
	}
	bitSize := 64
	if t == F32 {
		bitSize = 32 // round once, from the decimal text
	}
	f, err := strconv.ParseFloat(s, bitSize)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, fmt.Errorf("%q is out of range for %s", s, t)
		}
		return 0, fmt.Errorf("%q is not a %s value (want a number, nan, inf, -inf, or a bit pattern through b%d)", s, t, t.Bits())
	}
	bits := FromFloat64(t, f)
	if bits&^signBit(t) == infBits(t) {
		return 0, fmt.Errorf("%q is out of range for %s", s, t)
	}
	return bits, nil
}

func parseInt(t Type, s string) (uint64, error) {
	w := t.Bits()
	if h, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		v, err := strconv.ParseUint(h, 16, w)
		if err != nil || strings.HasPrefix(h, "+") || strings.HasPrefix(h, "-") {
			return 0, fmt.Errorf("%q is not a %d-bit hexadecimal value", s, w)
		}
		return v, nil
	}
	if strings.HasPrefix(s, "-") {
		if !t.IsSigned() && !t.IsBits() {
			return 0, fmt.Errorf("%q is negative, but %s is unsigned", s, t)
		}
		v, err := strconv.ParseInt(s, 10, w)
		if err != nil {
			return 0, numErr(t, s, err)
		}
		return uint64(v) & t.mask(), nil
	}
	if t.IsSigned() {
		v, err := strconv.ParseInt(s, 10, w)
		if err != nil {
			return 0, numErr(t, s, err)
		}
		return uint64(v) & t.mask(), nil
	}
	v, err := strconv.ParseUint(strings.TrimPrefix(s, "+"), 10, w)
	if err != nil {
		return 0, numErr(t, s, err)
	}
	return v, nil
}

func numErr(t Type, s string, err error) error {
	if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
		return fmt.Errorf("%q is out of range for %s", s, t)
	}
	return fmt.Errorf("%q is not a %s value (want decimal or 0x hexadecimal)", s, t)
}

// FormatValue formats bits as a value of type t in the form ParseValue
// reads: decimal for integers, 0x hexadecimal for bN, the shortest decimal
// that reads back exactly for floats (nan, -nan, inf, -inf by name). A NaN
// with a payload formats as nan(0x...) and does not read back.
func FormatValue(t Type, bits uint64) string {
	bits &= t.mask()
	switch {
	case t.IsBits():
		return fmt.Sprintf("0x%0*x", t.Size()*2, bits)
	case t.IsSigned():
		shift := uint(64 - t.Bits())
		return strconv.FormatInt(int64(bits<<shift)>>shift, 10)
	case !t.IsFloat():
		return strconv.FormatUint(bits, 10)
	}
	neg := bits&signBit(t) != 0
	abs := bits &^ signBit(t)
	if abs > infBits(t) {
		s := "nan"
		if abs != canonicalNaN(t) {
			s = fmt.Sprintf("nan(%#x)", bits)
		} else if neg {
			s = "-nan"
		}
		return s
	}
	f := Float64(t, bits)
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case t == F32:
		return strconv.FormatFloat(f, 'g', -1, 32)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// FormatHex formats bits as fixed-width hexadecimal for type t.
func FormatHex(t Type, bits uint64) string {
	return fmt.Sprintf("0x%0*x", t.Size()*2, bits&t.mask())
}
