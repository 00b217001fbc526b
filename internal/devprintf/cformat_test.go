package devprintf

import (
	"encoding/binary"
	"math"
	"strconv"
	"strings"
	"testing"
)

// cformatCases are one-argument printf calls and what glibc 2.36's printf
// prints for them (checked with gcc on Debian 12: each row was printed by
// a C program). Kinds: i int, l long long, f double, s string, n NULL
// string, p pointer, "" no argument.
var cformatCases = []struct{ format, kind, value, want string }{
	{"%d", "i", "42", "42"},
	{"%d", "i", "-42", "-42"},
	{"%5d", "i", "42", "   42"},
	{"%-5d", "i", "42", "42   "},
	{"%05d", "i", "-42", "-0042"},
	{"%+d", "i", "42", "+42"},
	{"% d", "i", "42", " 42"},
	{"%+ d", "i", "42", "+42"},
	{"%.3d", "i", "7", "007"},
	{"%.0d", "i", "0", ""},
	{"%5.0d", "i", "0", "     "},
	{"%08.3d", "i", "42", "     042"},
	{"%i", "i", "-2147483648", "-2147483648"},
	{"%u", "i", "-1", "4294967295"},
	{"%o", "i", "8", "10"},
	{"%#o", "i", "8", "010"},
	{"%#o", "i", "0", "0"},
	{"%#.0o", "i", "0", "0"},
	{"%x", "i", "255", "ff"},
	{"%X", "i", "255", "FF"},
	{"%#x", "i", "255", "0xff"},
	{"%#x", "i", "0", "0"},
	{"%#X", "i", "3054", "0XBEE"},
	{"%#010x", "i", "255", "0x000000ff"},
	{"%-#10x", "i", "255", "0xff      "},
	{"%hhd", "i", "200", "-56"},
	{"%hhu", "i", "-1", "255"},
	{"%hd", "i", "70000", "4464"},
	{"%hx", "i", "-1", "ffff"},
	{"%ld", "l", "-9000000000", "-9000000000"},
	{"%lld", "l", "9223372036854775807", "9223372036854775807"},
	{"%llu", "l", "-1", "18446744073709551615"},
	{"%lx", "l", "-1", "ffffffffffffffff"},
	{"%zu", "l", "123456789012", "123456789012"},
	{"%td", "l", "-5", "-5"},
	{"%jd", "l", "-7", "-7"},
	{"%c", "i", "65", "A"},
	{"%3c", "i", "66", "  B"},
	{"%-3c", "i", "67", "C  "},
	{"%s", "s", "hello", "hello"},
	{"%10s", "s", "hello", "     hello"},
	{"%-10s", "s", "hello", "hello     "},
	{"%.2s", "s", "hello", "he"},
	{"%8.3s", "s", "hello", "     hel"},
	{"%s", "n", "", "(null)"},
	{"%.3s", "n", "", ""},
	{"%10s", "n", "", "    (null)"},
	{"%p", "p", "0x1234abcd", "0x1234abcd"},
	{"%p", "p", "0", "(nil)"},
	{"%20p", "p", "0x1234", "              0x1234"},
	{"%-20p", "p", "0x1234", "0x1234              "},
	{"%f", "f", "3.14159265358979", "3.141593"},
	{"%.0f", "f", "2.5", "2"},
	{"%.0f", "f", "3.5", "4"},
	{"%#.0f", "f", "2.0", "2."},
	{"%.2f", "f", "0.125", "0.12"},
	{"%.2f", "f", "0.375", "0.38"},
	{"%10.3f", "f", "-3.14159", "    -3.142"},
	{"%-10.3f", "f", "3.14159", "3.142     "},
	{"%010.3f", "f", "-3.14159", "-00003.142"},
	{"%+f", "f", "1.0", "+1.000000"},
	{"% f", "f", "1.0", " 1.000000"},
	{"%f", "f", "1e20", "100000000000000000000.000000"},
	{"%f", "f", "-0.0", "-0.000000"},
	{"%F", "f", "1.5", "1.500000"},
	{"%e", "f", "12345.678", "1.234568e+04"},
	{"%E", "f", "12345.678", "1.234568E+04"},
	{"%.0e", "f", "12345.678", "1e+04"},
	{"%#.0e", "f", "12345.678", "1.e+04"},
	{"%e", "f", "0.0", "0.000000e+00"},
	{"%e", "f", "1e-300", "1.000000e-300"},
	{"%e", "f", "1e300", "1.000000e+300"},
	{"%.3e", "f", "-0.00012345", "-1.234e-04"},
	{"%g", "f", "0.0001", "0.0001"},
	{"%g", "f", "0.00001", "1e-05"},
	{"%g", "f", "123456", "123456"},
	{"%g", "f", "1234567", "1.23457e+06"},
	{"%g", "f", "100000", "100000"},
	{"%g", "f", "1e6", "1e+06"},
	{"%g", "f", "3.14159265358979", "3.14159"},
	{"%G", "f", "1e-10", "1E-10"},
	{"%.3g", "f", "3.14159", "3.14"},
	{"%.0g", "f", "3.14159", "3"},
	{"%#g", "f", "1.0", "1.00000"},
	{"%#g", "f", "100000", "100000."},
	{"%#.3g", "f", "1.0", "1.00"},
	{"%g", "f", "0.0", "0"},
	{"%g", "f", "-0.0", "-0"},
	{"%10.4g", "f", "123.456", "     123.5"},
	{"%-10g", "f", "1.5", "1.5       "},
	{"%+g", "f", "1.5", "+1.5"},
	{"%g", "f", "1e100", "1e+100"},
	{"%a", "f", "1.0", "0x1p+0"},
	{"%a", "f", "-1.5", "-0x1.8p+0"},
	{"%a", "f", "0.1", "0x1.999999999999ap-4"},
	{"%A", "f", "0.1", "0X1.999999999999AP-4"},
	{"%a", "f", "0.0", "0x0p+0"},
	{"%a", "f", "-0.0", "-0x0p+0"},
	{"%a", "f", "1e-310", "0x0.012688b70e62bp-1022"},
	{"%.0a", "f", "1.5", "0x2p+0"},
	{"%.0a", "f", "1.0", "0x1p+0"},
	{"%.1a", "f", "1.96875", "0x2.0p+0"},
	{"%.2a", "f", "0.1", "0x1.9ap-4"},
	{"%#a", "f", "1.0", "0x1.p+0"},
	{"%#.0a", "f", "1.0", "0x1.p+0"},
	{"%12a", "f", "1.0", "      0x1p+0"},
	{"%012a", "f", "1.0", "0x0000001p+0"},
	{"%-12a", "f", "1.0", "0x1p+0      "},
	{"%+a", "f", "2.0", "+0x1p+1"},
	{"%.20a", "f", "0.1", "0x1.999999999999a0000000p-4"},
	{"%f", "f", "inf", "inf"},
	{"%f", "f", "-inf", "-inf"},
	{"%F", "f", "inf", "INF"},
	{"%f", "f", "nan", "nan"},
	{"%f", "f", "-nan", "-nan"},
	{"%E", "f", "nan", "NAN"},
	{"%+f", "f", "inf", "+inf"},
	{"% f", "f", "nan", " nan"},
	{"%8f", "f", "inf", "     inf"},
	{"%08f", "f", "inf", "     inf"},
	{"%-8f", "f", "-inf", "-inf    "},
	{"%08.2f", "f", "-1.5", "-0001.50"},
	{"%e", "f", "inf", "inf"},
	{"%g", "f", "-inf", "-inf"},
	{"%a", "f", "inf", "inf"},
	{"%G", "f", "-nan", "-NAN"},
	{"%5%", "", "", "%"},
	{"%%", "", "", "%"},
	{"%y", "", "", "%y"},
	{"%-5y", "", "", "%-5y"},
	{"%.3f%%", "f", "99.5", "99.500%"},
}

func TestSprintMatchesGlibc(t *testing.T) {
	for _, c := range cformatCases {
		f := Compile(c.format)
		buf := make([]byte, f.ArgBytes)
		var strs []Str
		if len(f.Args) > 0 {
			a := f.Args[len(f.Args)-1]
			var w uint64
			switch c.kind {
			case "i", "l":
				n, err := strconv.ParseInt(c.value, 0, 64)
				if err != nil {
					t.Fatal(err)
				}
				w = uint64(n)
			case "p":
				n, err := strconv.ParseUint(c.value, 0, 64)
				if err != nil {
					t.Fatal(err)
				}
				w = n
			case "f":
				w = math.Float64bits(parseFloat(t, c.value))
			case "s":
				strs = []Str{{Data: []byte(c.value)}}
				w = 1
			case "n":
				strs = []Str{{Null: true}}
			}
			var b [8]byte
			binary.LittleEndian.PutUint64(b[:], w)
			copy(buf[a.Offset:], b[:a.Size])
		}
		if got := f.Sprint(buf, strs); got != c.want {
			t.Errorf("printf(%q, %s) = %q, glibc prints %q", c.format, c.value, got, c.want)
		}
	}
}

func parseFloat(t *testing.T, s string) float64 {
	switch s {
	case "inf":
		return math.Inf(1)
	case "-inf":
		return math.Inf(-1)
	case "nan":
		return math.NaN()
	case "-nan":
		return math.Float64frombits(math.Float64bits(math.NaN()) | 1<<63)
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestLayout(t *testing.T) {
	for _, c := range []struct {
		format string
		want   string // offset:size:kind per argument
		size   int
	}{
		{"no args %%\n", "", 0},
		{"%d %f\n", "0:4:i 8:8:f", 16},
		{"%c%hd%hhx %lld %s %p %u", "0:4:i 4:4:i 8:4:i 16:8:i 24:8:s 32:8:p 40:4:i", 44},
		{"%*.*f|%-*d", "0:4:i 4:4:i 8:8:f 16:4:i 20:4:i", 24},
		{"%zu %td %jd %Lf %ld", "0:8:i 8:8:i 16:8:i 24:8:f 32:8:i", 40},
		{"%y %n %d", "0:4:i", 4},
	} {
		f := Compile(c.format)
		var got []string
		for _, a := range f.Args {
			got = append(got, strconv.Itoa(a.Offset)+":"+strconv.Itoa(a.Size)+":"+string("ifsp"[a.Kind]))
		}
		if g := strings.Join(got, " "); g != c.want || f.ArgBytes != c.size {
			t.Errorf("Layout(%q) = %q, %d bytes; want %q, %d", c.format, g, f.ArgBytes, c.want, c.size)
		}
	}
}

func TestLayoutMaxArgs(t *testing.T) {
	f := Compile(strings.Repeat("%d", MaxArgs+2))
	if len(f.Args) != MaxArgs {
		t.Fatalf("%d args, want %d", len(f.Args), MaxArgs)
	}
	buf := make([]byte, f.ArgBytes)
	for i := range MaxArgs {
		binary.LittleEndian.PutUint32(buf[4*i:], uint32(i%10))
	}
	want := "01234567890123456789012345678901%d%d"
	if got := f.Sprint(buf, nil); got != want {
		t.Errorf("got %q, want %q (specifications past %d arguments print as they stand)", got, want, MaxArgs)
	}
}

func TestParseAcceptsAnything(t *testing.T) {
	for _, s := range []string{"%", "%-", "%5.", "%l", "%ll", "abc%", "%.*", "%0*"} {
		f := Compile(s)
		if got := f.Sprint(nil, nil); got != s {
			t.Errorf("Sprint(%q) = %q, want the text as it stands", s, got)
		}
	}
}
