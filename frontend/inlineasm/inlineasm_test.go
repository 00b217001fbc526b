package inlineasm

import (
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
)

var (
	i32 = Type{Bits: 32}
	i64 = Type{Bits: 64}
	f32 = Type{Bits: 32, Float: true}
	i8  = Type{Bits: 8}
)

func out(c string, t Type) Operand { return Operand{Constraint: c, Type: t} }
func in(c string, t Type) Operand  { return Operand{Constraint: c, Type: t} }

// The examples of NVIDIA's "Inline PTX Assembly in CUDA", chapters 1 and 2.
var guideCases = []struct {
	name string
	stmt Stmt
	want string
}{
	{"membar", Stmt{Template: "membar.gl;"}, "membar.gl;"},
	{"add", Stmt{Template: "add.s32 %0, %1, %2;", Outputs: []Operand{out("=r", i32)},
		Inputs: []Operand{in("r", i32), in("r", i32)}}, "add.s32 %o0, %i0, %i1;"},
	{"reordered", Stmt{Template: "add.s32 %0, %2, %1;", Outputs: []Operand{out("=r", i32)},
		Inputs: []Operand{in("r", i32), in("r", i32)}}, "add.s32 %o0, %i1, %i0;"},
	{"repeated", Stmt{Template: "add.s32 %0, %1, %1;", Outputs: []Operand{out("=r", i32)},
		Inputs: []Operand{in("r", i32)}}, "add.s32 %o0, %i0, %i0;"},
	{"no-inputs", Stmt{Template: "mov.s32 %0, 2;", Outputs: []Operand{out("=r", i32)}}, "mov.s32 %o0, 2;"},
	{"no-outputs", Stmt{Template: "mov.s32 r1, %0;", Inputs: []Operand{in("r", i32)}}, "mov.s32 r1, %i0;"},
	{"percent", Stmt{Template: "mov.u32 %0, %%clock;", Outputs: []Operand{out("=r", i32)}, Volatile: true},
		"mov.u32 %o0, %clock;"},
	{"uid", Stmt{Template: "W_%=:\n\t@%%p bra W_%=;", Unique: "u9"}, "W_205698187:\n\t@%p bra W_205698187;"},
	{"early-clobber", Stmt{Template: "mul.lo.u64 %0, %2, %2;\n\tmul.hi.u64 %1, %2, %2;", Outputs: []Operand{out("=&l", i64), out("+&l", i64)},
		Inputs: []Operand{in("l", i64)}}, "mul.lo.u64 %o0, %i0, %i0;\n\tmul.hi.u64 %o1, %i0, %i0;"},
	{"read-write", Stmt{Template: "add.s32 %0, %0, %1;", Outputs: []Operand{out("+r", i32)},
		Inputs: []Operand{in("r", i32)}}, "add.s32 %o0, %o0, %i0;"},
	{"cube", Stmt{Template: ".reg .u32 t1;\n\t mul.lo.u32 t1, %1, %1;\n\t mul.lo.u32 %0, t1, %1;",
		Outputs: []Operand{out("=r", i32)}, Inputs: []Operand{in("r", i32)}},
		".reg .u32 t1;\n\t mul.lo.u32 t1, %i0, %i0;\n\t mul.lo.u32 %o0, t1, %i0;"},
	{"cube-scoped", Stmt{Template: "{\n\t .reg .u32 t1;\n\t mul.lo.u32 t1, %1, %1;\n\t mul.lo.u32 %0, t1, %1;\n\t}",
		Outputs: []Operand{out("=r", i32)}, Inputs: []Operand{in("r", i32)}, Unique: "u1"},
		"{\n\t .reg .u32 t1_u1;\n\t mul.lo.u32 t1_u1, %i0, %i0;\n\t mul.lo.u32 %o0, t1_u1, %i0;\n\t}"},
	{"cond", Stmt{Template: "{\n\t.reg .pred %p;\n\tsetp.eq.s32 %p, %1, 34;\n\t@%p mov.s32 %0, 1;\n\t}\n\t",
		Outputs: []Operand{out("+r", i32)}, Inputs: []Operand{in("r", i32)}, Unique: "c7"},
		"{\n\t.reg .pred %p_c7;\n\tsetp.eq.s32 %p_c7, %i0, 34;\n\t@%p_c7 mov.s32 %o0, 1;\n\t}\n\t"},
	// A state space as an instruction's qualifier declares nothing: the
	// operands stay the statement's (issue 19: st.shared in a scope).
	{"st-shared-scoped", Stmt{Template: "{\n st.shared.b32 [%0], %1;\n}\n", Inputs: []Operand{in("r", i32), in("r", i32)}, Unique: "s1"},
		"{\n st.shared.b32 [%i0], %i1;\n}\n"},
	{"cp-async-pred", Stmt{Template: "{\n .reg .pred p;\n setp.ne.b32 p, %0, 0;\n @p cp.async.cg.shared.global [%1], [%2], 16;\n ld.param.u32 %0, [x];\n st.local.u32 [%2], %0;\n}\n",
		Inputs: []Operand{in("r", i32), in("r", i32), in("l", i64)}, Unique: "s2"},
		"{\n .reg .pred p_s2;\n setp.ne.b32 p_s2, %i0, 0;\n @p_s2 cp.async.cg.shared.global [%i1], [%i2], 16;\n ld.param.u32 %i0, [x];\n st.local.u32 [%i2], %i0;\n}\n"},
	{"decl-after-label", Stmt{Template: "{\n .reg .b32 a;\n L: .reg .b32 b;\n mov.b32 b, a;\n}", Unique: "s3"},
		"{\n .reg .b32 a_s3;\n L_s3: .reg .b32 b_s3;\n mov.b32 b_s3, a_s3;\n}"},
	{"cvt", Stmt{Template: "cvt.f32.s64 %0, %1;", Outputs: []Operand{out("=f", f32)}, Inputs: []Operand{in("l", i64)}},
		"cvt.f32.s64 %o0, %i0;"},
	{"immediate", Stmt{Template: "add.u32 %0, %0, %1;", Outputs: []Operand{out("=r", i32)},
		Inputs: []Operand{{Constraint: "n", Value: 42}}}, "add.u32 %o0, %o0, 42;"},
	{"C-rounding-rn", Stmt{Template: "add.f32%1 %0,%2,%3;", Outputs: []Operand{out("=f", f32)},
		Inputs: []Operand{{Constraint: "C", Str: ".rn"}, in("f", f32), in("f", f32)}}, "add.f32.rn %o0,%i1,%i2;"},
	{"C-rounding-rz", Stmt{Template: "add.f32%1 %0,%2,%3;", Outputs: []Operand{out("=f", f32)},
		Inputs: []Operand{{Constraint: "C", Str: ".rz"}, in("f", f32), in("f", f32)}}, "add.f32.rz %o0,%i1,%i2;"},
	{"C-words", Stmt{Template: "%0 %1 %2 %3 %4 %5", Volatile: true, Inputs: []Operand{
		{Constraint: "C", Str: "The"}, {Constraint: "C", Str: "Quick"}, {Constraint: "C", Str: "Brown"},
		{Constraint: "C", Str: "Fox"}, {Constraint: "C", Str: "Jumped"}, {Constraint: "C", Str: "Over"}}},
		"The Quick Brown Fox Jumped Over"},
	{"copy_u8", Stmt{Template: "ld.u8 %0, [%1];", Outputs: []Operand{out("=r", i32)}, Inputs: []Operand{in("l", i64)}},
		"ld.u8 %o0, [%i0];"},
	{"memory-clobber", Stmt{Template: "st.u32 [%0], %1;", Inputs: []Operand{in("l", i64), in("r", i32)},
		Clobbers: []string{"memory"}}, "st.u32 [%i0], %i1;"},
	{"labels", Stmt{Template: "{\n.reg .pred p;\nsetp.ne.s32 p, %1, 0;\n@p bra DONE;\nmov.u32 %0, 0;\nDONE:\n}",
		Outputs: []Operand{out("+r", i32)}, Inputs: []Operand{in("r", i32)}, Unique: "L"},
		"{\n.reg .pred p_L;\nsetp.ne.s32 p_L, %i0, 0;\n@p_L bra DONE_L;\nmov.u32 %o0, 0;\nDONE_L:\n}"},
	{"register-range", Stmt{Template: "{ .reg .b32 %t<2>; mov.b32 %t0, %1; mov.b32 %t1, %t0; mov.b32 %0, %t1; }",
		Outputs: []Operand{out("=r", i32)}, Inputs: []Operand{in("r", i32)}, Unique: "R"},
		"{ .reg .b32 %t_R<2>; mov.b32 %t_R0, %i0; mov.b32 %t_R1, %t_R0; mov.b32 %o0, %t_R1; }"},
	{"shadowing", Stmt{Template: ".reg .b32 x; { .reg .b32 x; mov.b32 x, 1; } mov.b32 %0, x;",
		Outputs: []Operand{out("=r", i32)}, Unique: "S"},
		".reg .b32 x; { .reg .b32 x_S; mov.b32 x_S, 1; } mov.b32 %o0, x;"},
}

func TestGuideExamples(t *testing.T) {
	for _, c := range guideCases {
		t.Run(c.name, func(t *testing.T) {
			got, errs := Expand(c.stmt)
			if errs.HasErrors() {
				t.Fatalf("errors:\n%s", diag.Format(errs, nil))
			}
			if got != c.want {
				t.Fatalf("got\n%q\nwant\n%q", got, c.want)
			}
		})
	}
}

// TestFuncParses wraps every example that is PTX on its own into a .func
// and parses it with the frontend.
func TestFuncParses(t *testing.T) {
	for _, c := range guideCases {
		if c.name == "C-words" {
			continue // free text, not PTX
		}
		t.Run(c.name, func(t *testing.T) {
			src, name, errs := Func(c.stmt)
			if errs.HasErrors() {
				t.Fatalf("errors:\n%s", diag.Format(errs, nil))
			}
			m, perrs := frontend.Parse(name+".ptx", []byte(src))
			if perrs.HasErrors() {
				t.Fatalf("parse:\n%s\n%s", diag.Format(perrs, diag.Sources{name + ".ptx": []byte(src)}), src)
			}
			if len(m.Decls) != 1 {
				t.Fatalf("want one decl, got %d", len(m.Decls))
			}
			f := m.Decls[0].(*frontend.Func)
			if f.Name != name || f.Body == nil {
				t.Fatalf("bad func %q", f.Name)
			}
			if len(f.Returns) != len(c.stmt.Outputs) {
				t.Fatalf("returns %d, outputs %d", len(f.Returns), len(c.stmt.Outputs))
			}
		})
	}
}

func TestFuncShape(t *testing.T) {
	src, name, errs := Func(Stmt{Template: "add.s32 %0, %1, %2;", Outputs: []Operand{out("=r", i32)},
		Inputs: []Operand{in("r", i32), {Constraint: "n", Value: 3}, in("l", i64)}, Unique: "k"})
	if errs.HasErrors() {
		t.Fatal(diag.Format(errs, nil))
	}
	want := ".func (.reg .b32 %o0) __asm_k(.reg .b32 %io0, .reg .b32 %i0, .reg .b64 %i2)\n{\n" +
		"\tmov.b32 %o0, %io0;\n\t{\nadd.s32 %o0, %i0, 3;\n\t}\n\tret;\n}\n"
	if src != want || name != "__asm_k" {
		t.Fatalf("got\n%s\nwant\n%s", src, want)
	}
}

func TestUniqueCounter(t *testing.T) {
	s := Stmt{Template: "{ .reg .pred p; }"}
	a, _ := Expand(s)
	b, _ := Expand(s)
	if a == b {
		t.Fatalf("two expansions gave the same names: %q", a)
	}
}

func TestErrors(t *testing.T) {
	pos := diag.Pos{File: "k.cu", Line: 3, Col: 5}
	cases := []struct {
		name string
		stmt Stmt
		want string
	}{
		{"two-letters", Stmt{Template: "add.s32 %0, %1, %2;", Outputs: []Operand{out("=r", i32)},
			Inputs: []Operand{in("rf", i32), in("r", i32)}}, "only one constraint letter"},
		{"size-char", Stmt{Template: "add.s32 %0,%1,%2;", Outputs: []Operand{out("=r", i8)},
			Inputs: []Operand{in("r", i32), in("r", i32)}}, "asm operand type size(1) does not match type/size implied by constraint 'r'"},
		{"float-for-r", Stmt{Template: "add.s32 %0,%1,%2;", Outputs: []Operand{out("=r", f32)},
			Inputs: []Operand{in("r", i32), in("r", i32)}}, "size(4) does not match type/size implied by constraint 'r'"},
		{"out-of-range", Stmt{Template: "mov.u32 %0, %3;", Outputs: []Operand{out("=r", i32)}}, "%3 out of range"},
		{"lone-percent", Stmt{Template: "mov.u32 %0, 1; %", Outputs: []Operand{out("=r", i32)}}, "lone '%'"},
		{"output-without-=", Stmt{Template: "mov.u32 %0, 1;", Outputs: []Operand{out("r", i32)}}, "lacks '=' or '+'"},
		{"input-with-=", Stmt{Template: "mov.u32 r, %0;", Inputs: []Operand{in("=r", i32)}}, "cannot have '='"},
		{"n-output", Stmt{Template: "mov.u32 %0, 1;", Outputs: []Operand{out("=n", i32)}}, "only allowed on an input"},
		{"unknown-letter", Stmt{Template: "mov.u32 %0, 1;", Outputs: []Operand{out("=x", i32)}}, "unknown asm constraint letter 'x'"},
		{"empty", Stmt{Template: "mov.u32 %0, 1;", Outputs: []Operand{out("=", i32)}}, "no constraint letter"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.stmt.Pos = pos
			got, errs := Expand(c.stmt)
			if !errs.HasErrors() {
				t.Fatalf("no error, got %q", got)
			}
			msg := errs.Diags[0].String()
			if !strings.Contains(msg, c.want) || !strings.HasPrefix(msg, "k.cu:3:5: error: ") {
				t.Fatalf("got %q, want %q at k.cu:3:5", msg, c.want)
			}
			if _, _, ferrs := Func(c.stmt); !ferrs.HasErrors() {
				t.Fatal("Func accepted what Expand rejected")
			}
		})
	}
}
