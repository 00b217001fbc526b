package semantics_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// roundTripInputs are the PTX files whose SIR must survive Print → Parse.
func roundTripInputs(t *testing.T) []string {
	var files []string
	for _, pat := range []string{"../frontend/testdata/*.ptx", "testdata/*.ptx"} {
		fs, _ := filepath.Glob(pat)
		files = append(files, fs...)
	}
	if len(files) == 0 {
		t.Fatal("no PTX inputs")
	}
	return files
}

// clearPos zeroes every position so that modules can be compared whole.
func clearPos(m *sir.Module) {
	for _, v := range m.Globals {
		v.Pos = diag.Pos{}
	}
	for _, f := range m.Funcs {
		f.Pos = diag.Pos{}
		for _, p := range append(append([]*sir.Param{}, f.Params...), f.Returns...) {
			p.Pos = diag.Pos{}
		}
		for _, v := range f.Locals {
			v.Pos = diag.Pos{}
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				in.Pos = diag.Pos{}
			}
		}
	}
}

// checkRoundTrip parses Print(m) and checks that it prints the same text
// and, positions aside, is the same module (symbol kinds, special types,
// immediate bits and register identity included).
func checkRoundTrip(t *testing.T, stage string, m *sir.Module) {
	t.Helper()
	text := sir.Print(m)
	back, diags := sir.Parse(stage+".sir", []byte(text))
	if diags.HasErrors() {
		t.Fatalf("%s: Parse(Print(m)):\n%s", stage, diag.Format(diags, diag.Sources{stage + ".sir": []byte(text)}))
	}
	if again := sir.Print(back); again != text {
		t.Fatalf("%s: Print(Parse(Print(m))) differs from Print(m):\n%s", stage, diffText(text, again))
	}
	clearPos(back)
	clearPos(m)
	if d := firstDiff(reflect.ValueOf(m), reflect.ValueOf(back), "m"); d != "" {
		t.Errorf("%s: the parsed module prints the same but differs in structure: %s", stage, d)
	}
}

// firstDiff names the first place where a and b differ, or "".
func firstDiff(a, b reflect.Value, path string) string {
	if a.Kind() != b.Kind() || a.Type() != b.Type() {
		return fmt.Sprintf("%s: %v vs %v", path, a.Type(), b.Type())
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Sprintf("%s: nil vs non-nil", path)
			}
			return ""
		}
		return firstDiff(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		for i := range a.NumField() {
			if d := firstDiff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice:
		if a.IsNil() != b.IsNil() {
			return fmt.Sprintf("%s: nil vs empty slice", path)
		}
		fallthrough
	case reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: length %d vs %d", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if d := firstDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Map:
		if !reflect.DeepEqual(a.Interface(), b.Interface()) {
			return path + ": maps differ"
		}
		return ""
	}
	if !reflect.DeepEqual(a.Interface(), b.Interface()) {
		return fmt.Sprintf("%s: %v vs %v", path, a.Interface(), b.Interface())
	}
	return ""
}

func diffText(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, al[i], bl[i])
		}
	}
	return "lengths differ"
}

// TestParseRoundTrip: for every module the builder makes from the PTX
// test files, after build and after each pass in every mode,
// Print(Parse(Print(m))) == Print(m).
func TestParseRoundTrip(t *testing.T) {
	for _, path := range roundTripInputs(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			for _, mode := range sir.Modes {
				m, diags, _ := build(t, path)
				if diags.HasErrors() {
					t.Skipf("the builder rejects this file, nothing to round-trip: %s", diags.Diags[0])
				}
				checkRoundTrip(t, "build", m)
				err := sir.RunPasses(m, sir.PassOptions{Mode: mode, WaveSize: waveSize(mode)}, diags, func(pass string) {
					checkRoundTrip(t, mode+"/"+pass, m)
				})
				if err != nil && mode == "native64" && diags.HasErrors() {
					// native64 refuses code written for 32-lane warps
					// (32-bit ballots, lanemasks): nothing more to check.
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", mode, err)
				}
			}
		})
	}
}

const resolveSIR = `sir warp=32 lanemask=32 mode=paired

var .global .u32 @counter[1] align 4 init 07000000

var .global .u64 @ptrs[2] align 8 init 00000000000000000000000000000000 generic 0 @counter+0 addr 8 @counter-4

func (.param .b32 out[1] align 4) @helper(.param .b32 a[1] align 4) {
  reg %r1 .b32
entry:
  %r1 = ld.param.b32 [@a]
  st.param.b32 [@out], %r1
  ret
}

kernel @k(.param .u64 p[1] align 8 offset 0) reqntid 64,1,1 {
  var .shared .b8 @k.shared.buf[64] align 16
  reg %p1 .pred
  reg %p2 .pred
  reg %r1 .u32
  reg %laneid .u32
  reg %rd1 .u64
  reg r$1 .f32
entry:
  %rd1 = ld.param.u64 [@p+8]
  %r1 = mov.u32 %tid.x
  %laneid = mov.u32 %laneid
  %p1, %p2 = setp.lt.and.s32 %r1, -5:s32, !%p1
  @!%p1 st.shared::cta.v2.u32 [@k.shared.buf+4], {%r1, 0x1f:b32}
  r$1 = selp.f32 0f3F800000:f32, 0fBF800000:f32, 1:pred
  _ = call @helper, %r1
  st.global.u32 [0x10], %r1
  %rd1 = mov.u64 @counter
  @%p2 bra ^done
  bra ^entry
done:
  ret
}
`

// TestParseResolves checks how names, immediates and opcodes are read.
func TestParseResolves(t *testing.T) {
	m, diags := sir.Parse("resolve.sir", []byte(resolveSIR))
	if diags.HasErrors() {
		t.Fatalf("Parse:\n%s", diag.Format(diags, diag.Sources{"resolve.sir": []byte(resolveSIR)}))
	}
	if got := sir.Print(m); got != resolveSIR {
		t.Fatalf("Print(Parse(text)) != text:\n%s", diffText(resolveSIR, got))
	}
	if m.WarpSize != 32 || m.LaneMaskBits != 32 || m.Mode != "paired" {
		t.Errorf("header: got warp=%d lanemask=%d mode=%q", m.WarpSize, m.LaneMaskBits, m.Mode)
	}
	if g := m.Globals[1]; len(g.InitSyms) != 2 || !g.InitSyms[0].Generic || g.InitSyms[1].Addend != -4 || g.InitSyms[1].Offset != 8 {
		t.Errorf("init symbols: %+v", g.InitSyms)
	}
	k := m.Funcs[1]
	if !k.Kernel || k.ReqNTID != [3]int{64, 1, 1} || k.Params[0].Offset != 0 || len(k.Locals) != 1 {
		t.Errorf("kernel header: %+v", k)
	}
	insts := k.Blocks[0].Insts
	ld := insts[0]
	if a := ld.Src[0].(*sir.Addr); a.Offset != 8 || a.Base.(*sir.Sym).Kind != sir.SymParam {
		t.Errorf("ld.param address: %#v", a)
	}
	if sp, ok := insts[1].Src[0].(*sir.Special); !ok || sp.Name != "tid.x" || sp.Type != sir.U32 {
		t.Errorf("%%tid.x: %#v", insts[1].Src[0])
	}
	// A register named like a special register wins, as in the builder.
	if r, ok := insts[2].Src[0].(*sir.RegOp); !ok || r.Reg != insts[2].Dst[0].(*sir.RegOp).Reg {
		t.Errorf("register %%laneid: %#v", insts[2].Src[0])
	}
	setp := insts[3]
	if setp.Op != "setp" || !reflect.DeepEqual(setp.Mods, []string{"lt", "and"}) || setp.Types[0] != sir.S32 || len(setp.Dst) != 2 {
		t.Errorf("setp: %+v", setp)
	}
	if imm := setp.Src[1].(*sir.Imm); imm.Bits != 0xfffffffb {
		t.Errorf("-5:s32 bits = %#x", imm.Bits)
	}
	if n, ok := setp.Src[2].(*sir.Not); !ok || n.X.(*sir.RegOp).Reg != setp.Dst[0].(*sir.RegOp).Reg {
		t.Errorf("!%%p1: %#v", setp.Src[2])
	}
	st := insts[4]
	if st.Guard == nil || !st.Guard.Neg || !reflect.DeepEqual(st.Mods, []string{"shared::cta", "v2"}) {
		t.Errorf("guarded st: %+v", st)
	}
	if sy := st.Src[0].(*sir.Addr).Base.(*sir.Sym); sy.Kind != sir.SymVar {
		t.Errorf("shared variable kind %v", sy.Kind)
	}
	if v := st.Src[1].(*sir.Vec); v.Elems[1].(*sir.Imm).Bits != 0x1f {
		t.Errorf("vector: %#v", v)
	}
	selp := insts[5]
	if selp.Dst[0].(*sir.RegOp).Reg.Name != "r$1" || selp.Src[0].(*sir.Imm).Float32() != 1 || selp.Src[2].(*sir.Imm).Type != sir.Pred {
		t.Errorf("selp: %s", sir.FormatInst(selp))
	}
	call := insts[6]
	if _, ok := call.Dst[0].(*sir.Sink); !ok || call.Src[0].(*sir.Sym).Kind != sir.SymFunc {
		t.Errorf("call: %s", sir.FormatInst(call))
	}
	if a := insts[7].Src[0].(*sir.Addr); a.Base != nil || a.Offset != 0x10 {
		t.Errorf("absolute address: %#v", a)
	}
	if l := insts[9].Src[0].(*sir.Label); l.Name != "done" {
		t.Errorf("label: %#v", l)
	}
	h := m.Funcs[0]
	if h.Kernel || len(h.Returns) != 1 || h.Blocks[0].Insts[1].Src[0].(*sir.Addr).Base.(*sir.Sym).Kind != sir.SymParam {
		t.Errorf("func with a return parameter: %+v", h)
	}
	if p := ld.Pos; p.File != "resolve.sir" || p.Line != 24 || p.Col != 3 {
		t.Errorf("instruction position %v, want resolve.sir:24:3", p)
	}
}

// TestParseErrors checks that bad input gives a positioned error and no
// module.
func TestParseErrors(t *testing.T) {
	const head = "sir warp=32 lanemask=32\n"
	const fn = head + "kernel @k() {\n  reg %r1 .u32\n  reg %p1 .pred\nentry:\n"
	for _, tc := range []struct{ src, want string }{
		{"", "1:1: error: empty SIR module"},
		{"ptx 8.0\n", "1:1: error: expected the header"},
		{"sir warp=x lanemask=32\n", "1:5: error: bad warp"},
		{"sir warp=32 lanemask=32 color=red\n", "unknown header field"},
		{head + "var .global .u33 @x[1] align 4\n", "2:13: error: unknown type"},
		{head + "var .texture .u32 @x[1] align 4\n", "unknown state space .texture"},
		{head + "var .global .u32 @x[1] align 4 init 0g\n", "2:37: error: bad initialiser bytes"},
		{head + "var .global .u32 @x[1] align 4\nvar .global .u32 @x[1] align 4\n", "3:1: error: x redeclared"},
		{head + "kernel @k(.param .u64 p[1] align 8 offset 0 {\n}\n", "expected \",\""},
		{head + "kernel @k() {\nentry:\n  ret\n", "function body is not closed"},
		{head + "kernel extern @k() {\n}\n", "an extern function has no body"},
		{head + "}\n", "expected var, kernel or func"},
		{fn + "  %r2 = mov.u32 1:u32\n  ret\n}\n", "6:3: error: undeclared register %r2"},
		{fn + "  %r1 = mov.u32 %tid.w\n  ret\n}\n", "6:17: error: undeclared register %tid.w"},
		{fn + "  @%q bra ^entry\n}\n", "6:4: error: guard \"%q\" is not a declared register"},
		{fn + "  %r1 = mov.u32 5\n}\n", "6:17: error: immediate \"5\": no :type"},
		{fn + "  %r1 = mov.u32 5:u33\n}\n", "immediate \"5:u33\": unknown type \"u33\""},
		{fn + "  %r1 = mov.u32 0xzz:b32\n}\n", "immediate \"0xzz:b32\": bad value"},
		{fn + "  %r1 = mov.u32 0f1234567890:f32\n}\n", "0f takes 8 hex digits"},
		{fn + "  %r1 = ld.u32 [%r1+x]\n}\n", "expected offset"},
		{fn + "  %r1 = ld.u32 [%r1\n}\n", "expected \"]\""},
		{fn + "  %r1 = ld.u32 [-4]\n}\n", "expected an address base"},
		{fn + "  %r1 = mov.u32 @nothing\n}\n", "undeclared symbol @nothing"},
		{fn + "  %r1 = mov.u32 {%r1, %r1\n}\n", "expected \",\", found end of line"},
		{fn + "  %r1 = .u32 %r1\n}\n", "expected an opcode"},
		{fn + "  %r1 = add.u32.lo %r1, %r1\n}\n", "modifier .lo after a type suffix"},
		{fn + "  %r1 = mov.u32 %r1 %r1\n}\n", "expected \",\""},
		{fn + "  bra ^3x\n}\n", "expected label name"},
		{fn + "entry:\n  ret\n}\n", "6:1: error: label entry defined twice"},
		{head + "kernel @k() {\n  ret\n}\n", "3:3: error: instruction before the first label"},
		{head + "kernel @k() {\n  reg %r1 .u32\n  reg %r1 .b32\n}\n", "4:7: error: register %r1 declared twice"},
		{head + "kernel @k() {\n  reg 1x .u32\n}\n", "expected register name"},
	} {
		m, diags := sir.Parse("bad.sir", []byte(tc.src))
		var got []string
		for _, d := range diags.Diags {
			got = append(got, d.String())
		}
		all := strings.Join(got, "\n")
		if m != nil || !diags.HasErrors() || !strings.Contains(all, tc.want) {
			t.Errorf("Parse(%q):\n got %s\nwant an error containing %q", tc.src, all, tc.want)
		}
	}
}

// TestParsedSIRRunsPasses: hand-written SIR goes through the passes; the
// verifier reports a branch to a label that no block has (PTX cannot
// express this: the builder rejects an unknown name first).
func TestParsedSIRRunsPasses(t *testing.T) {
	src := "sir warp=32 lanemask=32\n\nkernel @k() {\nentry:\n  bra ^nowhere\n}\n"
	m, diags := sir.Parse("k.sir", []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags.Err())
	}
	err := sir.RunPasses(m, sir.PassOptions{Mode: "paired", WaveSize: 64}, diags, nil)
	if err == nil || !strings.Contains(err.Error(), "k.sir:5:3: error: branch to unknown label nowhere") {
		t.Errorf("RunPasses: got %v, want a positioned unknown-label error", err)
	}
}

// FuzzParseSIR: Parse never panics, and what it accepts prints to a text
// that parses back to the same text.
func FuzzParseSIR(f *testing.F) {
	f.Add([]byte(resolveSIR))
	fs, _ := filepath.Glob("testdata/*.sir")
	for _, p := range fs {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("sir warp=32 lanemask=32\nkernel @k() {\nentry:\n  @%p [x] = ^a.b.c {_, !-1:s8, [0x0]}\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, diags := sir.Parse("fuzz.sir", src)
		if diags.HasErrors() {
			if m != nil {
				t.Fatal("module returned with errors")
			}
			return
		}
		text := sir.Print(m)
		m2, diags := sir.Parse("fuzz2.sir", []byte(text))
		if diags.HasErrors() {
			t.Fatalf("Print output does not parse:\n%s\n%v", text, diags.Err())
		}
		if again := sir.Print(m2); again != text {
			t.Fatalf("not a fixed point:\n%s", diffText(text, again))
		}
	})
}
