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
//
// Seeds are small: each declaration of the testdata modules as a module
// of its own (plus testdata/fuzz, where the hostile inputs of
// internal/hostile are). The fuzzer minimises every new interesting input,
// for up to a minute each unless -fuzzminimizetime says less, re-running
// it many times: mutations of whole modules made that minimisation the
// run's main work, and a two-minute run made a few dozen executions.
// Run it as CI does:
//
//	go test ./frontend -run '^$' -fuzz FuzzParse -fuzztime 30s -fuzzminimizetime 5s
func FuzzParse(f *testing.F) {
	for _, name := range validFiles(f) {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		m, errs := Parse(name, src)
		if errs.HasErrors() {
			f.Fatal(errs.Err())
		}
		for _, d := range m.Decls {
			one := *m
			one.Decls = []Decl{d}
			if seed := Print(&one); len(seed) <= 4<<10 {
				f.Add([]byte(seed))
			}
		}
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
