package ccwrap

import (
	"fmt"
	"strings"
	"testing"
)

// clangIR is what clang 19 makes (before optimisation) of the
// pre-passed statements of scanSrc; the test needs no clang.
const scanSrc = `__device__ unsigned f(unsigned x, float y, unsigned short h) {
  unsigned r;
  asm("mul.lo.u32 %0, %1, %1;" : "=r"(r) : "r"(x));
  asm volatile("{ .reg .pred p; setp.gt.f32 p, %1, 0f00000000; @p add.u16 %0, %0, %2; }" : "+h"(h) : "f"(y), "n"(3) : "memory");
  asm("frobnicate.u32 %0;\n\tmov.u32 %0, 1;" : "=r"(r));
  return r + h;
}
`

const clangIR = `target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define hidden i32 @f(i32 %x, float %y, i16 %h) #0 {
entry:
  %r = call i32 asm "__ptxamd_asm 0;mul.lo.u32 $0, $1, $1;", "=r,r,0"(i32 %x, i32 undef) #1, !srcloc !0
  %h2 = call i16 asm sideeffect "__ptxamd_asm 1;$( .reg .pred p; setp.gt.f32 p, $1, 0f00000000; @p add.u16 $0, $0, $2; $)", "=r,r,n,0,~{memory}"(float %y, i32 3, i16 %h) #1, !srcloc !0
  %w = zext i16 %h2 to i32
  %s = add i32 %r, %w
  ret i32 %s
}

attributes #0 = { "target-cpu"="gfx90a" "target-features"="+wavefrontsize64" }
attributes #1 = { nounwind }
!0 = !{i64 1}
`

func scanned(t *testing.T, src string) map[int]*AsmStmt {
	t.Helper()
	sc, errs := ScanSource("f.cu", []byte(src), 0)
	if errs.HasErrors() {
		t.Fatal(errs.Err())
	}
	stmts := map[int]*AsmStmt{}
	for _, s := range sc.Stmts {
		stmts[s.Index] = s
	}
	return stmts
}

func TestRewrite(t *testing.T) {
	stmts := scanned(t, scanSrc)
	tg := Target{Arch: "gfx90a", Mode: "paired", WaveSize: 64, Features: "+wavefrontsize64"}
	main, asm, diags := Rewrite(clangIR, stmts, tg, "tu")
	if diags.HasErrors() {
		t.Fatal(diags.Err())
	}
	for _, s := range []string{
		"%r = call i32 @__ptxamd_asm_tu_0_0(i32 %x, i32 undef)",
		`call void asm sideeffect "", "~{memory}"()` + "\n  %h2 = call i16 @__ptxamd_asm_tu_1_1(float %y, i32 3, i16 %h)\n" + `  call void asm sideeffect "", "~{memory}"()`,
		"declare hidden i32 @__ptxamd_asm_tu_0_0(i32, i32)",
	} {
		if !strings.Contains(main, s) {
			t.Errorf("rewritten IR lacks %q:\n%s", s, main)
		}
	}
	if strings.Contains(main, "__ptxamd_asm 0;") {
		t.Errorf("a marked asm call is left")
	}
	for _, s := range []string{
		"define hidden i32 @__ptxamd_asm_tu_0_0(i32 %a0, i32 %a1) alwaysinline",
		"define hidden i16 @__ptxamd_asm_tu_1_1(float %a0, i32 %a1, i16 %a2)",
		`"target-cpu"="gfx90a"`,
		"mul i32",
	} {
		if !strings.Contains(asm, s) {
			t.Errorf("translated module lacks %q:\n%s", s, asm)
		}
	}
	if strings.Contains(asm, "__ptxamd_warp_mode") || strings.Contains(asm, "__ptxamd_keep") || strings.Contains(asm, "llvm.module.flags") {
		t.Errorf("translated module keeps ptxamd's module-level symbols:\n%s", asm)
	}
}

// TestRewriteErrorPosition: an error in the PTX names the C++ line of
// the statement and the line inside the template.
func TestRewriteErrorPosition(t *testing.T) {
	stmts := scanned(t, scanSrc)
	ir := strings.Replace(clangIR, "  %w = zext", `  %bad = call i32 asm "__ptxamd_asm 2;frobnicate.u32 $0;\0A\09mov.u32 $0, 1;", "=r,0"(i32 undef)
  %w = zext`, 1)
	_, _, diags := Rewrite(ir, stmts, Target{Arch: "gfx90a", Mode: "paired", WaveSize: 64, Features: "+wavefrontsize64"}, "tu")
	if !diags.HasErrors() {
		t.Fatal("no error for an unknown PTX instruction")
	}
	got := diags.Diags[0].String()
	if !strings.HasPrefix(got, `f.cu:5:3: error: inline PTX, line 1 of the template ("frobnicate.u32 %0;"): unsupported instruction: %0 = frobnicate.u32`) {
		t.Errorf("error %q", got)
	}
}

func TestBundle(t *testing.T) {
	b := Bundle([]BundleEntry{{ID: "host-x86_64-unknown-linux-gnu"}, {ID: "hipv4-amdgcn-amd-amdhsa--gfx90a", Data: []byte("\x7fELF")}})
	if !strings.HasPrefix(string(b), bundleMagic) || len(b) != bundleAlign+4 || string(b[bundleAlign:]) != "\x7fELF" {
		t.Errorf("bundle of %d bytes: %q", len(b), b[:min(len(b), 128)])
	}
	es, err := Unbundle(b)
	if err != nil || len(es) != 2 || es[1].ID != "hipv4-amdgcn-amd-amdhsa--gfx90a" || string(es[1].Data) != "\x7fELF" || len(es[0].Data) != 0 {
		t.Errorf("Unbundle = %v, %v", es, err)
	}
	for _, bad := range [][]byte{nil, []byte(bundleMagic), b[:len(bundleMagic)+20], append([]byte(bundleMagic), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f)} {
		if _, err := Unbundle(bad); err == nil {
			t.Errorf("Unbundle(%q) succeeded", bad)
		}
	}
}

func TestArMembers(t *testing.T) {
	hdr := func(name string, size int) string {
		return fmt.Sprintf("%-16s%-12s%-6s%-6s%-8s%-10d`\n", name, "0", "0", "0", "644", size)
	}
	long := "a_very_long_member_name.o/\n"
	ar := "!<arch>\n" + hdr("/", 4) + "\x00\x00\x00\x00" + hdr("//", len(long)) + long + "\n" + hdr("short.o/", 3) + "abc\n" + hdr("/0", 2) + "xy"
	ms, err := arMembers([]byte(ar))
	if err != nil || len(ms) != 2 || ms[0].name != "short.o" || string(ms[0].data) != "abc" || ms[1].name != "a_very_long_member_name.o" || string(ms[1].data) != "xy" {
		t.Errorf("arMembers = %+v, %v", ms, err)
	}
	if _, err := arMembers([]byte("!<arch>\n" + hdr("x/", 99) + "short")); err == nil {
		t.Error("a truncated member was accepted")
	}
}

func TestISAVersion(t *testing.T) {
	for in, want := range map[string]int{"1100": 11000, "90a": 9010, "942": 9402, "1201": 12001} {
		if got, err := isaVersion(in); err != nil || got != want {
			t.Errorf("isaVersion(%s) = %d, %v; want %d", in, got, err, want)
		}
	}
}
