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
		// early clobber: outputs only, after '=' or '+'
		{"void f(long x, long y){\n  asm(\"add.s64 %0, %2, 1; add.s64 %1, %2, 2;\" : \"=&l\"(x), \"+&l\"(y) : \"l\"(x));\n}", ""},
		{"void f(long x){\n  asm(\"add.s64 %0, %1, 1;\" : \"=l\"(x) : \"&l\"(x));\n}", "f.cu:2:40: error: asm operand 1: constraint \"&l\" is not an inline PTX constraint"},
		{"void f(long x){\n  asm(\"add.s64 %0, 1;\" : \"&=l\"(x));\n}", "f.cu:2:26: error: asm operand 0: constraint \"&=l\" is not an inline PTX constraint"},
		{"void f(){\n  int x;\n  asm(\"mov.b32 %0, 1;\" : [o] \"=r\"(x));\n}", "f.cu:3:26: error: asm operand names ([name]) are not part of inline PTX"},
		// #if lines inside a statement (TestScanConditionalAsm)
		{"void f(int x){\n  asm(\"trap;\"\n#if A\n  :: \"r\"(x)\n#endif\n  );\n}", "f.cu:2:3: error: asm statement: its #if branches give it different operands"},
		{"void f(){\n  asm(\"trap;\"\n#if A\n  );\n}", "f.cu:2:3: error: asm statement: #if without #endif"},
		{"void f(){\n  asm(\"trap;\" : : : : );\n}", "f.cu:2:3: error: asm statement: too many ':' sections"},
		{"void f(int x){\n  asm(\"mov.b32 %0, 1;\"\n#ifdef A\n  : \"=r\"(x)\n#elif B\n  : \"=r\"(x)\n#else\n  : \"+r\"(x)\n#endif\n  );\n}", "f.cu:2:3: error: asm statement: its #if branches give it different operands"},
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
		"W_${:uid}: bra W_${:uid};":   "W_%=: bra W_%=;",
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

// TestScanConditionalAsm: an asm statement whose #if lines choose among
// templates (CUTLASS's cp_async_zfill writes `#if L2_PREFETCH "cp.async...
// .L2::128B ..." :: "r"(p), #else "cp.async ..." :: "r"(p), #endif` with
// the operands after) is rewritten in every form: each form's template is
// marked and its constraints rewritten, and the shared tokens once. (Forms
// with other operands are an error at the statement: TestScanErrors.)
func TestScanConditionalAsm(t *testing.T) {
	const src = `__device__ void f(void *s, const void *g, int n) {
  asm volatile(
#if PREFETCH
    "cp.async.ca.shared.global.L2::128B [%0], [%1], %2, %3;\n" ::"r"(s),
#else
    "cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(s),
#endif
    "l"(g), "n"(16), "r"(n));
}
`
	sc, errs := ScanSource("f.cu", []byte(src), 0)
	if errs.HasErrors() {
		t.Fatal(errs.Err())
	}
	if len(sc.Stmts) != 1 || sc.Stmts[0].Kind != KindPTX || len(sc.Stmts[0].Inputs) != 4 {
		t.Fatalf("statements %+v", sc.Stmts)
	}
	out := string(sc.Rewritten)
	for _, s := range []string{
		`    "__ptxamd_asm 0;" "cp.async.ca.shared.global.L2::128B [%0], [%1], %2, %3;\n" ::"r"(s),`,
		`    "__ptxamd_asm 0;" "cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(s),`,
		`    "r"(g), "n"(16), "r"(n));`,
	} {
		if !strings.Contains(out, s) {
			t.Errorf("rewritten source lacks %s\n%s", s, out)
		}
	}
	if strings.Count(out, "\n") != strings.Count(src, "\n") {
		t.Errorf("the rewrite changed the number of lines")
	}
}

// TestScanVec1Init: `uint1 x = {v}` (CUDA's one-element vector types are
// aggregates; HIP's one-value constructor is explicit) loses its '=';
// other declarations keep theirs.
func TestScanVec1Init(t *testing.T) {
	const src = "static __constant__ uint1 one = {0x3f800000};\nfloat2 two = {1.f, 2.f};\nint1 i = {3}; uint1 u = v;\n"
	sc, errs := ScanSource("f.cu", []byte(src), 0)
	if errs.HasErrors() {
		t.Fatal(errs.Err())
	}
	want := "static __constant__ uint1 one   {0x3f800000};\nfloat2 two = {1.f, 2.f};\nint1 i   {3}; uint1 u = v;\n"
	if got := string(sc.Rewritten); got != want {
		t.Errorf("rewritten:\n%s\nwant:\n%s", got, want)
	}
	if !Vec1InitRE.MatchString(src) || Vec1InitRE.MatchString("float2 two = {1.f, 2.f};") {
		t.Errorf("Vec1InitRE")
	}
}

// TestScanSpaceAlignas: an alignas after a memory-space qualifier moves
// before it, for the device and the host compile, and the lines stay.
func TestScanSpaceAlignas(t *testing.T) {
	const src = "__global__ void k() {\n  __shared__ alignas(16) float b[2][N];\n  __shared__ alignas(\n sizeof(float4)) int c;\n}\n__device__ alignas(8) int g; alignas(4) __shared__ int ok;\n"
	sc, errs := ScanSource("f.cu", []byte(src), 0)
	if errs.HasErrors() {
		t.Fatal(errs.Err())
	}
	want := "__global__ void k() {\n  alignas(16) __shared__             float b[2][N];\n  alignas(  sizeof(float4)) __shared__         \n                 int c;\n}\nalignas(8) __device__            int g; alignas(4) __shared__ int ok;\n"
	for name, got := range map[string][]byte{"device": sc.Rewritten, "host": sc.HostRewritten} {
		if string(got) != want {
			t.Errorf("%s rewritten:\n%q\nwant:\n%q", name, got, want)
		}
	}
	if !SpaceAlignasRE.MatchString(src) || SpaceAlignasRE.MatchString("alignas(4) __shared__ int ok;") {
		t.Errorf("SpaceAlignasRE")
	}
}

// FuzzScanSource: the pre-pass never panics, keeps the number of lines,
// and reports errors with positions.
func FuzzScanSource(f *testing.F) {
	for _, s := range []string{
		"void f(int x){ asm(\"mov.b32 %0, 1;\" : \"=r\"(x)); }",
		"void f(int x){ asm(\n#if A\n\"a;\" :: \"r\"(x)\n#else\n\"b;\" :: \"r\"(x)\n#endif\n); }",
		"void f(){ asm(\n#if A\n#if B\n\"a;\"\n#elif C\n\"c;\"\n#endif\n#else\n\"b;\"\n#endif\n); }",
		"uint1 a = {1}; void f(){ asm(\"trap;\" : : : \"memory\"); }",
		"#define M asm(\"trap;\")\nvoid f(){ M; }",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		sc, errs := ScanSource("f.cu", []byte(src), 0)
		if errs.HasErrors() {
			for _, d := range errs.Diags {
				if d.Pos.Line < 1 {
					t.Errorf("error without a position: %v", d)
				}
			}
			return
		}
		if strings.Count(string(sc.Rewritten), "\n") != strings.Count(src, "\n") {
			t.Errorf("the rewrite changed the number of lines")
		}
	})
}
