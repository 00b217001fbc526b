package ccwrap

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// narrowInputs are the doubles the "C" rounding test converts: exact
// values, ties, values between two floats, overflow and subnormal
// results, then pseudo-random values over a wide range of exponents.
func narrowInputs() []float64 {
	xs := []float64{0, math.Copysign(0, -1), 1, -1, 1.0 / 3, -1.0 / 3, 2.0 / 3, 0.1, -0.1, math.Pi,
		1 + 0x1p-24, 1 + 3*0x1p-24, -(1 + 3*0x1p-24), 1 + 0x1p-23 + 0x1p-30, 1e30, -1e30,
		3.5e38, -3.5e38, math.MaxFloat32, 1e-40, -1e-40, 1e-45}
	for i := len(xs); i < threads; i++ {
		h := splitmix(uint64(i))
		m := float64(int64(h>>12) - 1<<51) // 52 significant bits, signed
		xs = append(xs, math.Ldexp(m, int(h%80)-100))
	}
	return xs
}

// narrowWant is cvt.rn.f32.f64 or cvt.rz.f32.f64 by IEEE 754 rules. Go's
// float64 → float32 conversion rounds to nearest, ties to even, which is
// .rn (overflow gives ±Inf, subnormal results are kept: no .ftz). .rz
// truncates: where the nearest float is farther from zero than x, the
// result is the next float toward zero (for overflow that is
// ±MaxFloat32).
func narrowWant(x float64, rz bool) uint32 {
	f := float32(x)
	if rz && math.Abs(float64(f)) > math.Abs(x) {
		f = math.Nextafter32(f, 0)
	}
	return math.Float32bits(f)
}

// TestConstStringOperand compiles testdata/cstr/rounding.cu (the inline
// PTX guide's "C" example: a template chooses "cvt.rn" or "cvt.rz") and
// runs both translations on the emulator.
func TestConstStringOperand(t *testing.T) {
	d, log := testDriver(t)
	file := "testdata/cstr/rounding.cu"
	abs, _ := filepath.Abs(file)
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	const arch, mode = "gfx1100", "wave32"
	tmp := t.TempDir()
	tus, err := d.prepareTU(&args{archs: []string{arch}}, file, abs, text, tmp)
	if err != nil {
		t.Fatal(err)
	}
	tg, err := d.target(&args{warpMode: mode}, arch)
	if err != nil {
		t.Fatal(err)
	}
	llFile, rc := d.deviceIR(&args{common: []string{"-O2"}}, abs, arch, tus.overlay, tmp, tg)
	if rc != 0 {
		t.Fatalf("clang failed:\n%s", log)
	}
	irText, err := os.ReadFile(llFile)
	if err != nil {
		t.Fatal(err)
	}
	r, diags := rewrite(string(irText), tus.stmts, tg, "test")
	if diags.HasErrors() {
		t.Fatal(diags.Err())
	}
	if len(r.sites) != 2 {
		t.Fatalf("%d translations of the statement, want 2 (one per rounding mode)", len(r.sites))
	}
	xs := narrowInputs()
	slots := make([]uint64, threads*harnessSlots)
	for tid, x := range xs {
		slots[tid*harnessSlots+1] = math.Float64bits(x) // input 1: "d"(x)
	}
	ran := map[string]bool{}
	for _, s := range r.sites {
		var rz bool
		switch str := s.ins[0].str; str {
		case ".rn":
		case ".rz":
			rz = true
		default:
			t.Fatalf("\"C\" operand resolved to %q", str)
		}
		name := "narrow_rn"
		if rz {
			name = "narrow_rz"
		}
		ran[name] = true
		if !strings.Contains(r.ptx, "cvt"+s.ins[0].str+".f32.f64") {
			t.Errorf("translated PTX lacks cvt%s.f32.f64:\n%s", s.ins[0].str, r.ptx)
		}
		got := runSiteWith(t, r.ptx, s, name, tg, slots)
		for tid, x := range xs {
			if want := narrowWant(x, rz); got[tid*4] != uint64(want) {
				t.Errorf("%s(%g) = %#x, want %#x", name, x, got[tid*4], want)
			}
		}
	}
	if len(ran) != 2 {
		t.Errorf("rounding modes translated: %v", ran)
	}
}

// TestConstStringOperandError: a "C" operand that is not the address of
// a constant string is reported at the operand's C++ position.
func TestConstStringOperandError(t *testing.T) {
	const src = `__device__ float f(double x, const char *p) {
  float r;
  asm("cvt%1.f32.f64 %0, %2;" : "=f"(r)
      : "C"(p), "d"(x));
  return r;
}
`
	stmts := scanned(t, src)
	good := `@s = internal addrspace(4) constant [4 x i8] c".rn\00", align 1
define hidden float @f(double %x, ptr %p) {
entry:
  %r = call float asm "__ptxamd_asm 0;cvt$1.f32.f64 $0, $2;", "=r,r,r,0"(ARG, double %x, float undef)
  ret float %r
}
`
	tg := Target{Arch: "gfx1100", Mode: "wave32", WaveSize: 32, Features: "+wavefrontsize32"}
	_, asm, diags := Rewrite(strings.Replace(good, "ARG", "ptr addrspacecast (ptr addrspace(4) @s to ptr)", 1), stmts, tg, "tu")
	if diags.HasErrors() {
		t.Fatal(diags.Err())
	}
	if !strings.Contains(asm, "define hidden float @__ptxamd_asm_tu_0_0(ptr %a0, double %a1, float %a2)") {
		t.Errorf("translated module:\n%s", asm)
	}
	_, _, diags = Rewrite(strings.Replace(good, "ARG", "ptr %p", 1), stmts, tg, "tu")
	if !diags.HasErrors() {
		t.Fatal("no error for a \"C\" operand that is not constant")
	}
	if got := diags.Diags[0].String(); !strings.HasPrefix(got, `f.cu:4:9: error: asm operand 1: a "C" operand must be`) {
		t.Errorf("error %q", got)
	}
}
