package ccwrap

import (
	"strings"
	"testing"
)

func TestScanRewrites(t *testing.T) {
	const src = `#include "x.h"
int g asm("gsym");               // an asm label at file scope
__device__ int f(int a, float b) {
  int r; // asm("not this") in a comment
  const char *s = "asm(\"nor this\")";
  register int q asm("v1");      // a label inside a function
  asm volatile("mov.u32 %0, %%laneid; mov.u32 %0, %clock;"
               "add.s32 %0, %0, %1;" : "=r"(r) : "r"(a), "f"(b), "n"(4) : "memory");
  asm("" :: "r"(a));
  asm volatile("" : "+f"(b));
  __asm__ __volatile__("s_nop 0");
  asm("exit;");
  asm("mov.b32 %0, %1;" : "=r"(r) :: );
  asm(R"(trap;)");
  return r;
}
`
	sc, errs := ScanSource("f.cu", []byte(src), 10)
	if errs.HasErrors() {
		t.Fatal(errs.Err())
	}
	type want struct {
		line int
		kind StmtKind
		nout int
		nin  int
	}
	wants := []want{{7, KindPTX, 1, 3}, {9, KindBarrier, 0, 1}, {10, KindBarrier, 1, 0}, {11, KindNative, 0, 0},
		{12, KindPTX, 0, 0}, {13, KindPTX, 1, 0}, {14, KindPTX, 0, 0}}
	if len(sc.Stmts) != len(wants) {
		for _, s := range sc.Stmts {
			t.Logf("%v %q", s.Pos, s.Template)
		}
		t.Fatalf("found %d statements, want %d", len(sc.Stmts), len(wants))
	}
	for i, w := range wants {
		s := sc.Stmts[i]
		if s.Pos.Line != w.line || s.Kind != w.kind || len(s.Outputs) != w.nout || len(s.Inputs) != w.nin || s.Index != 10+i {
			t.Errorf("statement %d: line %d kind %d outs %d ins %d index %d, want %+v", i, s.Pos.Line, s.Kind, len(s.Outputs), len(s.Inputs), s.Index, w)
		}
	}
	if got := sc.Stmts[0].Template; got != "mov.u32 %0, %%laneid; mov.u32 %0, %clock;add.s32 %0, %0, %1;" {
		t.Errorf("template %q", got)
	}
	if !sc.Stmts[0].Volatile || len(sc.Stmts[0].Clobbers) != 1 {
		t.Errorf("volatile %v clobbers %v", sc.Stmts[0].Volatile, sc.Stmts[0].Clobbers)
	}
	out := string(sc.Rewritten)
	for _, s := range []string{
		`asm volatile("__ptxamd_asm 10;" "mov.u32 %0, %%laneid; mov.u32 %0, %%clock;"`,
		`: "+r"(r) : "r"(a), "r"(b), "n"(4) : "memory");`,
		`asm("" :: "v"(a));`,
		`asm volatile("" : "+v"(b));`,
		`__asm__ __volatile__("s_nop 0");`,
		`asm("__ptxamd_asm 14;" "exit;");`,
		`int g asm("gsym");`,
		`register int q asm("v1");`,
	} {
		if !strings.Contains(out, s) {
			t.Errorf("rewritten source lacks %s\n%s", s, out)
		}
	}
	if strings.Count(out, "\n") != strings.Count(src, "\n") {
		t.Errorf("the rewrite changed the number of lines")
	}
}

func TestScanErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"void f(){\n  int x;\n  asm(\"mov.b32 %0, 1;\" : \"=v\"(x) : \"k\"(x));\n}", ""}, // AMDGPU constraints: native
		{"void f(){\n  int x;\n  asm(\"mov.b32 %0, 1;\" : \"=m\"(x));\n}", "f.cu:3:26: error: asm operand 0: constraint \"=m\" is not an inline PTX constraint"},
		{"void f(){\n  asm(\"trap;\"\n", "f.cu:2:3: error: asm statement: no closing ')'"},
		{"void f(){\n  int x;\n  asm(\"mov.b32 %0, 1;\" : [o] \"=r\"(x));\n}", "f.cu:3:26: error: asm operand names ([name]) are not part of inline PTX"},
	} {
		_, errs := ScanSource("f.cu", []byte(c.src), 0)
		got := ""
		if errs.HasErrors() {
			got = errs.Diags[0].String()
		}
		if !strings.HasPrefix(got, c.want) || (c.want == "") != (got == "") {
			t.Errorf("%q: got %q, want %q", c.src, got, c.want)
		}
	}
}

func TestGCCTemplate(t *testing.T) {
	for in, want := range map[string]string{
		`mov.u32 $0, %laneid;`:        `mov.u32 %0, %%laneid;`,
		`$( .reg .pred p$|q; $)`:      `{ .reg .pred p|q; }`,
		`x $$1 ${2:c}`:                `x $1 %2`,
		"add.s32 $0, $1, $2;\n\tret;": "add.s32 %0, %1, %2;\n\tret;",
	} {
		if got := gccTemplate(in); got != want {
			t.Errorf("gccTemplate(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestScanMacroBodies: asm statements in #define bodies are marked and
// rewritten (CUB writes its loads that way), an asm label macro is left
// alone, and a #pragma in a body becomes _Pragma.
func TestScanMacroBodies(t *testing.T) {
	const src = `#define LOAD(mod)                                              \
  __device__ unsigned load_##mod(const unsigned *p) {             \
    unsigned r;                                                   \
    asm volatile("ld." #mod ".u32 %0, [%1];" : "=r"(r) : "l"(p)); \
    return r;                                                     \
  }
#define LABEL(x) asm(x)
#define UNROLL #pragma unroll
LOAD(cg)
LOAD(global.nc)
`
	sc, errs := ScanSource("m.cuh", []byte(src), 0)
	if errs.HasErrors() {
		t.Fatal(errs.Err())
	}
	if len(sc.Stmts) != 1 || sc.Stmts[0].Pos.Line != 4 || sc.Stmts[0].Kind != KindPTX {
		t.Fatalf("statements %+v, want the one on line 4", sc.Stmts)
	}
	out := string(sc.Rewritten)
	for _, want := range []string{`asm volatile("` + Marker + `0;" "ld." #mod`, `: "+r"(r) : "r"(p))`, `#define LABEL(x) asm(x)`, `#define UNROLL _Pragma("unroll")`} {
		if !strings.Contains(out, want) {
			t.Errorf("rewritten source lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "\n") != strings.Count(src, "\n") {
		t.Errorf("the rewrite moved lines")
	}
}
