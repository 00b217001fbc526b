package frontend

import (
	"os"
	"testing"
)

// largestTestdata returns the biggest valid testdata module.
func largestTestdata(b testing.TB) []byte {
	var best []byte
	for _, f := range validFiles(b) {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		if len(src) > len(best) {
			best = src
		}
	}
	return best
}

func BenchmarkParse(b *testing.B) {
	src := largestTestdata(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		_, errs := Parse("bench.ptx", src)
		if errs.HasErrors() {
			b.Fatal("parse errors")
		}
	}
}

func BenchmarkPrint(b *testing.B) {
	src := largestTestdata(b)
	m, _ := Parse("bench.ptx", src)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		_ = Print(m)
	}
}

// FuzzParse checks that no input makes the parser panic and that every
// input that parses cleanly round-trips through the printer.
func FuzzParse(f *testing.F) {
	for _, name := range validFiles(f) {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		if len(src) > 16<<10 {
			continue // the large benchmark module only slows mutation down
		}
		f.Add(src)
	}
	for _, s := range []string{
		"", "{", "}", ".entry", "@", "[", "0f", "0x", "/*", "\"", "%", "-(((1",
		".entry k() { a: b: bra a; }",
		".entry k() { mov.u32 %r1, -(1<<4)|2; }",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, errs := Parse("fuzz.ptx", src)
		if m == nil || errs == nil {
			t.Fatal("Parse returned nil")
		}
		if errs.HasErrors() {
			return
		}
		roundTrip(t, "fuzz.ptx", src)
	})
}
