package emu

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// runIRArch parses src, loads it for arch (wave64 on gfx9, else wave32)
// and runs its kernel k(out, in) on threads threads with in holding in;
// it returns the first outWords 64-bit words of out.
func runIRArch(t *testing.T, arch, src string, threads uint32, in []byte, outWords int) []uint64 {
	t.Helper()
	W := 32
	if strings.HasPrefix(arch, "gfx9") {
		W = 64
	}
	e := &env{t: t, d: New(arch, W)}
	out := e.buf(8 * outWords)
	inp := e.buf(max(len(in), 8))
	if err := e.d.CopyHtoD(inp, in); err != nil {
		t.Fatal(err)
	}
	m, err := llparse.Parse("reduce.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	mod, err := e.d.Load(&hipruntime.Image{Arch: arch, IR: m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	if err := mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
		Block: hipruntime.Dim3{X: threads, Y: 1, Z: 1}, Args: [][]byte{ptrArg(out), ptrArg(inp)}}); err != nil {
		t.Fatal(err)
	}
	return e.u64s(out, outWords)
}

// packElems lays out elements of w bits little-endian.
func packElems(w int, vs []uint64) []byte {
	var b []byte
	for _, v := range vs {
		b = binary.LittleEndian.AppendUint64(b, v)[:len(b)+w/8]
	}
	return b
}

// irElem gives the IR type and the intrinsic suffix of an element type.
func irElem(ty string) (w int, sfx string) {
	switch ty {
	case "half":
		return 16, "f16"
	case "float":
		return 32, "f32"
	case "double":
		return 64, "f64"
	}
	var n int
	fmt.Sscanf(ty, "i%d", &n)
	return n, ty
}

func h16(v uint16) uint64 { return uint64(v) }

// TestVectorReduce: llvm.vector.reduce.* give what llc-19 computes for
// gfx90a and gfx1100 (reduce.go): in order without reassoc, start last
// after a tree of halves with it, in order for a legal vector of other
// lengths, and padded to a tree where llc widens the vector. Each
// order-sensitive input gives a different answer in the other orders.
func TestVectorReduce(t *testing.T) {
	const big = 1e8 // f32 ulp 8 there: 1e8+1 and 1e8+3 round to 1e8
	b, one := f32b(big), f32b(1)
	nb := f32b(-big)
	qnan := uint64(0x7fc00000)
	negz := uint64(0x80000000)
	cases := []struct {
		name  string
		arch  string // "" runs on gfx90a and gfx1100
		op    string
		ty    string
		flags string
		start string // IR constant, fadd/fmul only
		in    []uint64
		want  uint64
	}{
		// ((((((v0+v1)+v2)+v3)+v4)+v5)+v6)+v7: 1e8, 0, 1, 4, 5, 10, 11.
		{"fadd ordered", "", "fadd", "float", "", "-0.000000e+00", []uint64{b, one, nb, one, f32b(3), one, f32b(5), one}, f32b(11)},
		// ((v0+v4)+(v2+v6)) + ((v1+v5)+(v3+v7)) = (1e8 - 99999992) + 4.
		{"fadd reassoc tree v8", "", "fadd", "float", "reassoc", "-0.0", []uint64{b, one, nb, one, f32b(3), one, f32b(5), one}, f32b(12)},
		{"fadd fast tree v8 start last", "", "fadd", "float", "fast", "4.0", []uint64{b, one, nb, one, f32b(3), one, f32b(5), one}, f32b(16)},
		// start + (v0+v1) = 1 against (start+v0)+v1 = 0.
		{"fadd fast v2 start last", "", "fadd", "float", "fast", "1.0", []uint64{b, nb}, f32b(1)},
		{"fadd ordered v2 start first", "", "fadd", "float", "", "1.0", []uint64{b, nb}, 0},
		{"fadd reassoc v4", "", "fadd", "float", "reassoc", "-0.0", []uint64{b, one, nb, one}, f32b(2)},
		{"fadd ordered v4", "", "fadd", "float", "", "-0.0", []uint64{b, one, nb, one}, f32b(1)},
		// v5f32 is legal: in order (a tree would give 2).
		{"fadd reassoc v5 in order", "", "fadd", "float", "reassoc", "-0.0", []uint64{b, one, nb, one, f32b(3)}, f32b(4)},
		// v13f32 widens to v16: halved to one element with v_pk_add_f32
		// on gfx90a ({0,1,1,1,1,1,1,1} → 7), in order on gfx1100 (0).
		{"fadd reassoc v13 gfx90a", "gfx90a", "fadd", "float", "reassoc", "-0.0",
			[]uint64{b, one, one, one, one, one, one, one, nb, 0, 0, 0, 0}, f32b(7)},
		{"fadd reassoc v13 gfx1100", "gfx1100", "fadd", "float", "reassoc", "-0.0",
			[]uint64{b, one, one, one, one, one, one, one, nb, 0, 0, 0, 0}, 0},
		// f16 is always a padded tree: (h0+h2)+h1 = 0.5; in order 1024+0.5
		// rounds to 1024 (ties to even) and the sum is 0.
		{"fadd reassoc v3f16 tree", "", "fadd", "half", "reassoc", "-0.0", []uint64{h16(0x6400), h16(0x3800), h16(0xe400)}, 0x3800},
		{"fadd ordered v3f16", "", "fadd", "half", "", "-0.0", []uint64{h16(0x6400), h16(0x3800), h16(0xe400)}, 0},
		{"fadd fast v4f16 tree", "", "fadd", "half", "fast", "0xH8000", []uint64{h16(0x6400), h16(0x3800), h16(0xe400), h16(0x3800)}, 0x3c00},
		// f64, ulp 16 at 1e17.
		{"fadd reassoc v4f64 tree", "", "fadd", "double", "reassoc", "-0.0", []uint64{f64b(1e17), f64b(1), f64b(-1e17), f64b(1)}, f64b(2)},
		{"fadd ordered v4f64", "", "fadd", "double", "", "-0.0", []uint64{f64b(1e17), f64b(1), f64b(-1e17), f64b(1)}, f64b(1)},
		{"fadd reassoc v3f64 in order", "", "fadd", "double", "reassoc", "-0.0", []uint64{f64b(1e17), f64b(1), f64b(-1e17)}, 0},
		// fmul: (2^100*2^-100)*(2^100*2^-100) against an overflow in order.
		{"fmul reassoc tree", "", "fmul", "float", "reassoc", "1.0",
			[]uint64{f32b(0x1p100), f32b(0x1p100), f32b(0x1p-100), f32b(0x1p-100)}, f32b(1)},
		{"fmul ordered", "", "fmul", "float", "", "1.0",
			[]uint64{f32b(0x1p100), f32b(0x1p100), f32b(0x1p-100), f32b(0x1p-100)}, f32b(float32(math.Inf(1)))},
		{"fmul fast v2f64 start", "", "fmul", "double", "fast", "3.0", []uint64{f64b(2), f64b(0.5)}, f64b(3)},
		// Signed zeros: a +0.0 start is added unless nsz folds it away.
		{"fadd -0 reassoc +0 start", "", "fadd", "float", "reassoc", "0.0", []uint64{negz, negz}, 0},
		{"fadd -0 fast +0 start", "", "fadd", "float", "fast", "0.0", []uint64{negz, negz}, negz},
		{"fadd -0 nsz ordered +0 start", "", "fadd", "float", "nsz", "0.0", []uint64{negz, negz}, negz},
		{"fadd -0 ordered +0 start", "", "fadd", "float", "", "0.0", []uint64{negz, negz}, 0},
		{"fadd -0 reassoc -0 start", "", "fadd", "float", "reassoc", "-0.0", []uint64{negz, negz}, negz},
		{"fadd NaN", "", "fadd", "float", "fast", "-0.0", []uint64{one, qnan, f32b(2), f32b(3)}, qnan},
		// fmax/fmin are maxnum/minnum: NaN ignored, -0 < +0.
		{"fmax fast v2", "", "fmax", "float", "fast", "", []uint64{one, f32b(2)}, f32b(2)},
		{"fmax NaN ignored", "", "fmax", "float", "", "", []uint64{qnan, one, f32b(-3), qnan}, one},
		{"fmax zeros", "", "fmax", "float", "", "", []uint64{negz, 0}, 0},
		{"fmin zeros", "", "fmin", "float", "", "", []uint64{0, negz}, negz},
		{"fmax all NaN", "", "fmax", "float", "", "", []uint64{qnan, qnan}, qnan},
		{"fmin v4f16 NaN ignored", "", "fmin", "half", "", "", []uint64{h16(0x3c00), h16(0x7e00), h16(0xc000), h16(0x4200)}, 0xc000},
		{"fmax v8f64", "", "fmax", "double", "nnan", "", []uint64{f64b(1), f64b(-5), f64b(7), f64b(3), f64b(2), f64b(6.5), f64b(-8), f64b(0)}, f64b(7)},
		// fmaximum/fminimum propagate NaN as the canonical quiet NaN.
		{"fmaximum NaN", "", "fmaximum", "float", "", "", []uint64{one, 0x7fc00001, f32b(3), f32b(2)}, qnan},
		{"fmaximum", "", "fmaximum", "float", "", "", []uint64{one, f32b(-4), f32b(3), f32b(2)}, f32b(3)},
		{"fmaximum zeros", "", "fmaximum", "float", "", "", []uint64{negz, 0}, 0},
		{"fminimum zeros", "", "fminimum", "float", "", "", []uint64{0, negz}, negz},
		{"fminimum f64 NaN", "", "fminimum", "double", "", "", []uint64{f64b(1), 0x7ff8000000000001}, 0x7ff8000000000000},
		{"fmaximum f16 NaN", "", "fmaximum", "half", "", "", []uint64{h16(0x3c00), h16(0x4000), h16(0x7e01), 0}, 0x7e00},
		// Integer reductions, wrapping and at each width.
		{"add i32", "", "add", "i32", "", "", []uint64{0xffffffff, 2, 3, 4}, 8},
		{"add i64", "", "add", "i64", "", "", []uint64{1 << 63, 1 << 63}, 0},
		{"mul i8", "", "mul", "i8", "", "", []uint64{3, 5, 7, 11}, 1155 & 0xff},
		{"and i8", "", "and", "i8", "", "", []uint64{0xff, 0x0f, 0x3c, 0xff}, 0x0c},
		{"or i8", "", "or", "i8", "", "", []uint64{1, 2, 4, 0x80}, 0x87},
		{"xor i32", "", "xor", "i32", "", "", []uint64{1, 3, 7, 15}, 10},
		{"smax i16", "", "smax", "i16", "", "", []uint64{1, 0x8000, 5, 2}, 5},
		{"umax i16", "", "umax", "i16", "", "", []uint64{1, 0x8000, 5, 2}, 0x8000},
		{"smin i8", "", "smin", "i8", "", "", []uint64{1, 0x80, 0x7f, 0, 3, 4, 5, 6}, 0x80},
		{"umin i8", "", "umin", "i8", "", "", []uint64{1, 0x80, 0x7f, 0, 3, 4, 5, 6}, 0},
		{"umin i64", "", "umin", "i64", "", "", []uint64{^uint64(0), 5}, 5},
		{"smin i64", "", "smin", "i64", "", "", []uint64{^uint64(0), 5}, ^uint64(0)},
	}
	for _, c := range cases {
		arches := []string{"gfx90a", "gfx1100"}
		if c.arch != "" {
			arches = []string{c.arch}
		}
		w, sfx := irElem(c.ty)
		n := len(c.in)
		vt := fmt.Sprintf("<%d x %s>", n, c.ty)
		name := fmt.Sprintf("llvm.vector.reduce.%s.v%d%s", c.op, n, sfx)
		params, args := vt, vt+" %v"
		if c.op == "fadd" || c.op == "fmul" {
			params, args = c.ty+", "+vt, c.ty+" "+c.start+", "+vt+" %v"
		}
		src := fmt.Sprintf(`target triple = "amdgcn-amd-amdhsa"

declare %[1]s @%[2]s(%[3]s)

define amdgpu_kernel void @k(ptr addrspace(1) %%out, ptr addrspace(1) %%in) {
entry:
  %%v = load %[4]s, ptr addrspace(1) %%in
  %%r = tail call %[5]s %[1]s @%[2]s(%[6]s)
  store %[1]s %%r, ptr addrspace(1) %%out
  ret void
}
`, c.ty, name, params, vt, c.flags, args)
		for _, arch := range arches {
			got := runIRArch(t, arch, src, 1, packElems(w, c.in), 1)[0] & widthMask(w)
			if got != c.want {
				t.Errorf("%s on %s: %s = %#x, want %#x", c.name, arch, name, got, c.want)
			}
		}
	}
}

// TestVectorReduceLanes: each lane reduces its own vector (the operand
// slots of lane i of element k are at k*W+i).
func TestVectorReduceLanes(t *testing.T) {
	const src = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i64 %i
  %0 = load <4 x float>, ptr addrspace(1) %p
  %1 = tail call fast float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %0)
  %2 = tail call fast float @llvm.vector.reduce.fmax.v4f32(<4 x float> %0)
  %q = getelementptr [2 x float], ptr addrspace(1) %out, i64 %i
  store float %1, ptr addrspace(1) %q
  %q1 = getelementptr float, ptr addrspace(1) %q, i64 1
  store float %2, ptr addrspace(1) %q1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
`
	const threads = 96
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		var in []uint64
		for i := 0; i < threads; i++ {
			for k := 0; k < 4; k++ {
				in = append(in, f32b(float32(i*4+k)))
			}
		}
		got := runIRArch(t, arch, src, threads, packElems(32, in), threads)
		for i := 0; i < threads; i++ {
			sum, mx := float32(16*i+6), float32(4*i+3)
			if s, m := uint32(got[i]), uint32(got[i]>>32); s != math.Float32bits(sum) || m != math.Float32bits(mx) {
				t.Errorf("%s lane %d: sum %g max %g, want %g %g", arch, i,
					math.Float32frombits(s), math.Float32frombits(m), sum, mx)
			}
		}
	}
}

// TestFrexp: llvm.frexp is v_frexp_mant/v_frexp_exp: |m| in [0.5, 1)
// with x's sign, subnormals normalised, ±0 → (±0, 0), inf and NaN → (x, 0).
func TestFrexp(t *testing.T) {
	cases := []struct {
		ty   string
		x    uint64
		mant uint64
		exp  int32
	}{
		{"float", f32b(8), f32b(0.5), 4},
		{"float", f32b(-3), f32b(-0.75), 2},
		{"float", f32b(1), f32b(0.5), 1},
		{"float", 0, 0, 0},
		{"float", 0x80000000, 0x80000000, 0},
		{"float", 0x7f800000, 0x7f800000, 0},
		{"float", 0xff800000, 0xff800000, 0},
		{"float", 0x7fc00001, 0x7fc00001, 0},
		{"float", 0x00000001, f32b(0.5), -148},  // 2^-149
		{"float", 0x807fffff, 0xbf7ffffe, -126}, // -(1-2^-23)*2^-126
		{"float", 0x00800000, f32b(0.5), -125},  // 2^-126
		{"float", 0x7f7fffff, 0x3f7fffff, 128},  // FLT_MAX
		{"double", f64b(6), f64b(0.75), 3},      //
		{"double", 1, f64b(0.5), -1073},         // 2^-1074
		{"double", 0x000fffffffffffff, 0x3feffffffffffffe, -1022},
		{"double", 0x8000000000000000, 0x8000000000000000, 0},
		{"double", 0x7ff0000000000000, 0x7ff0000000000000, 0},
		{"double", 0x7ff8000000000000, 0x7ff8000000000000, 0},
		{"half", 0x0001, 0x3800, -23}, // 2^-24
		{"half", 0x03ff, 0x3bfe, -14}, // 1023*2^-24
		{"half", 0xc500, 0xb900, 3},   // -5 = -0.625*2^3
		{"half", 0x7c00, 0x7c00, 0},
	}
	for _, c := range cases {
		w, sfx := irElem(c.ty)
		src := fmt.Sprintf(`target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %%out, ptr addrspace(1) %%in) {
entry:
  %%0 = load %[1]s, ptr addrspace(1) %%in
  %%1 = tail call { %[1]s, i32 } @llvm.frexp.%[2]s.i32(%[1]s %%0)
  %%m = extractvalue { %[1]s, i32 } %%1, 0
  %%e = extractvalue { %[1]s, i32 } %%1, 1
  store %[1]s %%m, ptr addrspace(1) %%out
  %%p = getelementptr i8, ptr addrspace(1) %%out, i64 8
  store i32 %%e, ptr addrspace(1) %%p
  ret void
}

declare { %[1]s, i32 } @llvm.frexp.%[2]s.i32(%[1]s)
`, c.ty, sfx)
		got := runIRArch(t, "gfx1100", src, 1, packElems(w, []uint64{c.x}), 2)
		if m, e := got[0]&widthMask(w), int32(got[1]); m != c.mant || e != c.exp {
			t.Errorf("frexp.%s(%#x) = (%#x, %d), want (%#x, %d)", sfx, c.x, m, e, c.mant, c.exp)
		}
	}
}

// TestFrexpVector: the vector form returns { <n x T>, <n x i32> }.
func TestFrexpVector(t *testing.T) {
	const src = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %0 = load <2 x float>, ptr addrspace(1) %in
  %1 = tail call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %0)
  %m = extractvalue { <2 x float>, <2 x i32> } %1, 0
  %e = extractvalue { <2 x float>, <2 x i32> } %1, 1
  store <2 x float> %m, ptr addrspace(1) %out
  %p = getelementptr i8, ptr addrspace(1) %out, i64 8
  store <2 x i32> %e, ptr addrspace(1) %p
  ret void
}

declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)
`
	got := runIRArch(t, "gfx90a", src, 1, packElems(32, []uint64{f32b(-8), 1}), 2)
	half := uint64(math.Float32bits(0.5))
	e := int32(-148)
	want := []uint64{f32b(-0.5) | half<<32, 4 | uint64(uint32(e))<<32}
	if got[0] != want[0] || got[1] != want[1] {
		t.Errorf("frexp.v2f32 = %#x, want %#x", got, want)
	}
}
