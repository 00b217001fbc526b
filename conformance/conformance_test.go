package conformance

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

func u32s(v ...uint32) []byte {
	var b []byte
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, x)
	}
	return b
}

func f32s(v ...float32) []byte {
	var b []byte
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b
}

func TestDiscoverLoad(t *testing.T) {
	cases, err := Discover("testdata/cases")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 2 || cases[0].ID != "float/unrecorded" || cases[1].ID != "int/tiny" {
		t.Fatalf("Discover found %d cases", len(cases))
	}
	un, tiny := cases[0], cases[1]
	if un.Family != "float" || un.Expected != nil || !un.HasMode("native64") || un.HasMode("wave32") {
		t.Errorf("unrecorded: %+v", un)
	}
	if got := un.Compared(); len(got) != 1 || got[0] != 1 {
		t.Errorf("unrecorded compares %v, want [1]", got)
	}
	if tiny.Kernel != "iota" || tiny.Grid != [3]int{1, 1, 1} || len(tiny.Modes) != 3 || tiny.Provenance.Recorder != "by hand" {
		t.Errorf("tiny: %+v", tiny)
	}
	if !bytes.Equal(tiny.Expected[0], u32s(0, 1, 2, 3)) || !bytes.Contains(tiny.PTX, []byte(".entry iota")) {
		t.Errorf("tiny expected %x", tiny.Expected[0])
	}
	in, err := tiny.Inputs()
	if err != nil || len(in) != 2 || !bytes.Equal(in[0], make([]byte, 16)) || !bytes.Equal(in[1], u32s(4)) {
		t.Errorf("Inputs = %x, %v", in, err)
	}
}

func writeCase(t *testing.T, caseJSON string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "fam", "c")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "case.json"), []byte(caseJSON), 0o644)
	os.WriteFile(filepath.Join(dir, "case.ptx"), []byte(".version 7.0\n"), 0o644)
	return dir
}

func TestLoadErrors(t *testing.T) {
	tests := []struct{ json, msg string }{
		{`{"kernel":"k","grid":[1,1,1],"block":[1,1,1],"args":["u32:1","buf:f32:x:zero"]}`, `arg 1 "buf:f32:x:zero": count "x" is not a number`},
		{`{"kernel":"k","grid":[1,1],"block":[1,1,1],"args":[]}`, `need three sizes`},
		{`{"kernel":"","grid":[1,1,1],"block":[1,1,1],"args":[]}`, `no kernel`},
		{`{"kernel":"k","grid":[1,1,1],"block":[1,1,1],"args":[],"modes":["wave16"]}`, `unknown mode "wave16"`},
		{`{"kernel":"k","grid":[1,1,1],"block":[1,1,1],"args":["u32:1"],"compare":{"0":{}}}`, `arg 0 "u32:1" is not a buffer`},
		{`{"kernel":"k","grid":[1,1,1],"block":[1,1,1],"args":["buf:u32:1:zero"],"compare":{"0":{"mode":"ulp"}}}`, `ulp needs a float type`},
		{`{"kernel":"k","grid":[1,1,1],"block":[1,1,1],"args":["buf:u32:1:zero"],"compare":{"3":{}}}`, `"3" is not an argument index`},
		{`{"kernel":"k","grid":[1,1,1],"block":[1,1,1],"args":[],"gird":[1]}`, `unknown field "gird"`},
	}
	for _, tt := range tests {
		_, err := Load(writeCase(t, tt.json))
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Load(%s) = %v, want an error containing %q", tt.json, err, tt.msg)
		}
	}
}

// mkCase builds an in-memory case with the given args and expectations.
func mkCase(t *testing.T, args []string, compare map[string]CompareRule, expected map[int][]byte) *Case {
	t.Helper()
	specs, err := argspec.ParseAll(args)
	if err != nil {
		t.Fatal(err)
	}
	c := &Case{ID: "fam/c", Family: "fam", Kernel: "k", Grid: [3]int{1, 1, 1}, Block: [3]int{1, 1, 1}, Args: args, Specs: specs, Compare: compare, Expected: expected, Modes: DefaultModes}
	if err := c.check(); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCompareExact(t *testing.T) {
	c := mkCase(t, []string{"buf:u32:8:zero", "u32:8", "buf:u32:8:zero"}, nil,
		map[int][]byte{0: u32s(0, 1, 2, 3, 4, 5, 6, 7), 2: u32s(9, 9, 9, 9, 9, 9, 9, 9)})
	if m := Compare(c, map[int][]byte{0: u32s(0, 1, 2, 3, 4, 5, 6, 7), 2: u32s(9, 9, 9, 9, 9, 9, 9, 9)}); len(m) != 0 {
		t.Errorf("equal outputs: %v", m)
	}
	m := Compare(c, map[int][]byte{0: u32s(0, 1, 2, 3, 4, 5, 6, 17), 2: u32s(1, 1, 1, 1, 1, 1, 1, 9)})
	if len(m) != 6 {
		t.Fatalf("want 1 + 5 mismatches, got %v", m)
	}
	if got, want := m[0].String(), "arg0[7]: got 0x00000011 (17) want 0x00000007 (7)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if m[1].Arg != 2 || m[1].Index != 0 || m[5].Index != 4 || m[5].Total != 7 {
		t.Errorf("second buffer: %+v", m[1:])
	}
	m = Compare(c, map[int][]byte{0: u32s(1)})
	if len(m) != 2 || m[0].String() != "arg0: got 4 bytes, want 32" || !strings.Contains(m[1].String(), "no output") {
		t.Errorf("short and missing outputs: %v", m)
	}
	un := mkCase(t, []string{"buf:u32:1:zero"}, nil, nil)
	if m := Compare(un, nil); len(m) != 1 || !strings.Contains(m[0].Msg, "no recorded output") {
		t.Errorf("unrecorded: %v", m)
	}
}

func TestCompareFloat(t *testing.T) {
	nan1 := math.Float32frombits(0x7fc00000)
	nan2 := math.Float32frombits(0xffc00123)
	negZero := float32(math.Copysign(0, -1))
	inf := float32(math.Inf(1))
	next := func(f float32, n uint32) float32 { return math.Float32frombits(math.Float32bits(f) + n) }
	want := f32s(1, nan1, 0, 0, 2, inf, 3)
	exact := mkCase(t, []string{"buf:f32:7:zero"}, nil, map[int][]byte{0: want})
	ulp := mkCase(t, []string{"buf:f32:7:zero"}, map[string]CompareRule{"0": {Mode: "ulp", ULP: 2}}, map[int][]byte{0: want})
	tests := []struct {
		name       string
		got        []byte
		exact, ulp []int // indices that mismatch
	}{
		{"equal", want, nil, nil},
		{"nan payloads", f32s(1, nan2, 0, 0, 2, inf, 3), []int{1}, []int{1}}, // a NaN is NVIDIA's NaN in ulp mode too
		{"nan vs number", f32s(nan1, 0, 0, 0, 2, inf, 3), []int{0, 1}, []int{0, 1}},
		{"signed zero", f32s(1, nan1, negZero, 0, 2, inf, 3), []int{2}, nil},
		{"two ulp", f32s(next(1, 2), nan1, 0, 0, next(2, 1), inf, 3), []int{0, 4}, nil},
		{"three ulp", f32s(next(1, 3), nan1, 0, 0, 2, inf, 3), []int{0}, []int{0}},
		{"inf vs max", f32s(1, nan1, 0, 0, 2, math.MaxFloat32, 3), []int{5}, []int{5}},
		{"tiny across zero", f32s(1, nan1, math.Float32frombits(0x80000001), math.Float32frombits(1), 2, inf, 3), []int{2, 3}, []int{}},
	}
	idx := func(ms []Mismatch) []int {
		var out []int
		for _, m := range ms {
			out = append(out, m.Index)
		}
		return out
	}
	for _, tt := range tests {
		if got := idx(Compare(exact, map[int][]byte{0: tt.got})); !equalInts(got, tt.exact) {
			t.Errorf("%s: exact mismatches at %v, want %v", tt.name, got, tt.exact)
		}
		if got := idx(Compare(ulp, map[int][]byte{0: tt.got})); !equalInts(got, tt.ulp) {
			t.Errorf("%s: ulp mismatches at %v, want %v", tt.name, got, tt.ulp)
		}
	}
	m := Compare(exact, map[int][]byte{0: f32s(1.5, nan1, 0, 0, 2, inf, 3)})
	if got, want := m[0].String(), "arg0[0]: got 0x3fc00000 (1.5) want 0x3f800000 (1)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// Exact mode names the NaN payloads that differ.
	if m := Compare(exact, map[int][]byte{0: f32s(1, nan2, 0, 0, 2, inf, 3)}); len(m) != 1 || m[0].String() != "arg0[1]: got 0xffc00123 (nan(0xffc00123)) want 0x7fc00000 (nan)" {
		t.Errorf("nan payload: %v", m)
	}
	// A compare type overrides the buffer's: b32 compares NaN payloads too.
	bits := mkCase(t, []string{"buf:f32:2:zero"}, map[string]CompareRule{"0": {Type: "b32"}}, map[int][]byte{0: f32s(nan1, 1)})
	if m := Compare(bits, map[int][]byte{0: f32s(nan2, 1)}); len(m) != 1 || m[0].String() != "arg0[0]: got 0xffc00123 want 0x7fc00000" {
		t.Errorf("b32 compare: %v", m)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// fakeRunner answers from a table keyed by case ID and mode.
type fakeRunner map[string]func() (map[int][]byte, error)

func (f fakeRunner) Run(c *Case, mode string) (map[int][]byte, error) {
	if fn, ok := f[c.ID+" "+mode]; ok {
		return fn()
	}
	return c.Expected, nil
}

func TestRunAll(t *testing.T) {
	a := mkCase(t, []string{"buf:u32:8:zero"}, nil, map[int][]byte{0: u32s(0, 1, 2, 3, 4, 5, 6, 7)})
	a.ID, a.Family = "int/a", "int"
	b := mkCase(t, []string{"buf:f32:2:zero"}, nil, map[int][]byte{0: f32s(1, 2)})
	b.ID, b.Family, b.Modes = "float/b", "float", []string{"wave32", "native64"}
	un := mkCase(t, []string{"buf:u32:1:zero"}, nil, nil)
	un.ID, un.Family = "int/unrecorded", "int"
	runner := fakeRunner{
		"int/a paired":      func() (map[int][]byte, error) { return map[int][]byte{0: u32s(0, 1, 9, 9, 9, 9, 9, 9)}, nil },
		"int/a single":      func() (map[int][]byte, error) { return nil, errors.New("translate: boom\nsecond line") },
		"float/b native64":  func() (map[int][]byte, error) { return nil, errors.Join(ErrSkip, errors.New("no f32 yet")) },
		"float/b wave32":    func() (map[int][]byte, error) { panic("runner bug") },
		"int/unrecorded wa": nil,
	}
	var out bytes.Buffer
	r := RunAll([]*Case{a, b, un}, runner, nil, &out)
	want := `FAIL int/a [paired]: arg0[2]: got 0x00000009 (9) want 0x00000002 (2)
FAIL int/a [paired]: arg0[3]: got 0x00000009 (9) want 0x00000003 (3)
FAIL int/a [paired]: arg0[4]: got 0x00000009 (9) want 0x00000004 (4)
FAIL int/a [paired]: arg0[5]: got 0x00000009 (9) want 0x00000005 (5)
FAIL int/a [paired]: arg0[6]: got 0x00000009 (9) want 0x00000006 (6)
FAIL int/a [paired]: arg0: 1 more elements differ
FAIL int/a [single]: translate: boom …
FAIL float/b [wave32]: panic: runner bug
1 passed, 3 failed, 4 skipped
`
	if out.String() != want {
		t.Errorf("RunAll wrote:\n%s\nwant:\n%s", out.String(), want)
	}
	if r.Summary() != "1 passed, 3 failed, 4 skipped" {
		t.Errorf("Summary = %q", r.Summary())
	}
	// Asking for modes explicitly: a mode the case does not list is skipped.
	r2 := RunAll([]*Case{b}, runner, []string{"paired"}, nil)
	if r2.Skipped != 1 || r2.Results[0].Reason != "mode not listed in case.json" {
		t.Errorf("explicit modes: %+v", r2)
	}

	var md bytes.Buffer
	if err := r.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"| family | wave32 | paired | single | native64 |",
		"| float | 0 pass, 1 fail | | | 0 pass, 0 fail, 1 skip |",
		"| int | 1 pass, 0 fail, 1 skip | 0 pass, 1 fail, 1 skip | 0 pass, 1 fail, 1 skip | |",
		"| **total** | 1 pass, 1 fail, 1 skip |",
		"FAIL float/b [wave32]: panic: runner bug",
	} {
		if !strings.Contains(md.String(), s) {
			t.Errorf("markdown lacks %q:\n%s", s, md.String())
		}
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(js.Bytes(), &back); err != nil || back.Passed != 1 || back.Failed != 3 || len(back.Results) != 8 || len(back.Results[1].Mismatches) != 5 {
		t.Errorf("JSON round trip: %+v, %v", back, err)
	}
}

// TestCases checks every case under cases/: it loads, its inputs build, its
// PTX parses, and once recorded its outputs match its own expectations.
func TestCases(t *testing.T) {
	cases, err := Discover("cases")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 20 {
		t.Errorf("only %d cases", len(cases))
	}
	for _, c := range cases {
		if c.Family+"/"+filepath.Base(c.Dir) != c.ID {
			t.Errorf("%s: family %q does not match its folder", c.ID, c.Family)
		}
		if _, err := c.Inputs(); err != nil {
			t.Error(err)
		}
		if _, diags := frontend.Parse(filepath.Join(c.Dir, "case.ptx"), c.PTX); diags.HasErrors() {
			t.Errorf("%s: %v", c.ID, diags.Err())
		}
		if c.Expected != nil {
			if m := Compare(c, c.Expected); len(m) != 0 {
				t.Errorf("%s: %v", c.ID, m)
			}
		}
	}
}

// TestKnownFailures: a failure listed in known_failures is counted apart,
// and a listed failure that passes fails the run.
func TestKnownFailures(t *testing.T) {
	c := mkCase(t, []string{"buf:u32:2:zero"}, nil, map[int][]byte{0: u32s(1, 2)})
	c.ID, c.Family, c.Modes = "int/k", "int", []string{"wave32", "paired"}
	c.KnownFailures = map[string]string{"paired": "bug 7", "wave32": "bug 8"}
	runner := fakeRunner{
		"int/k paired": func() (map[int][]byte, error) { return map[int][]byte{0: u32s(1, 3)}, nil },
	}
	var out bytes.Buffer
	r := RunAll([]*Case{c}, runner, nil, &out)
	if r.KnownFailures != 1 || r.Failed != 1 || r.Passed != 0 {
		t.Fatalf("report %+v", r)
	}
	if !strings.Contains(out.String(), "FAIL int/k [wave32]: listed in known_failures (bug 8) but passes") ||
		!strings.Contains(out.String(), "1 known failures") {
		t.Errorf("output:\n%s", out.String())
	}
}

// TestApproxCompare: "approx" passes an element within its ULP bound or
// its absolute bound, and nothing else.
func TestApproxCompare(t *testing.T) {
	r := CompareRule{Mode: "approx", ULP: 2, Abs: 1e-6}
	f := func(x float32) uint64 { return uint64(math.Float32bits(x)) }
	for _, tc := range []struct {
		got, want float32
		ok        bool
	}{
		{1.0, 1.0, true},
		{math.Nextafter32(1, 2), 1, true},              // 1 ulp
		{1e-30, 2e-30, true},                           // huge in ulp, tiny in absolute terms
		{1.00001, 1.0, false},                          // 84 ulp and 1e-5 absolute
		{float32(math.Inf(1)), math.MaxFloat32, false}, // infinity only matches itself
	} {
		if got := elemEqual(argspec.F32, r, f(tc.got), f(tc.want)); got != tc.ok {
			t.Errorf("%g vs %g: %v, want %v", tc.got, tc.want, got, tc.ok)
		}
	}
}
