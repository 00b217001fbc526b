package amdgpu_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestMmaOneWarpWave: a paired-mode kernel whose block is one warp runs
// an m16n8k16 f16 mma as one MFMA (the unit's whole depth), a kernel of
// two warps as two chains of two; single mode always as one. Counted in
// the translated IR of semantics/testdata/mma_hw_onewarp.ptx.
func TestMmaOneWarpWave(t *testing.T) {
	c := loadCases(t, filepath.Join(casesDir, "mma_hw_onewarp.ptx"))[0]
	// one_warp: 2 f16 mma's, a tf32 m16n8k8 (k4 units) and an s8 m16n8k32
	// (gfx90a's k16 i8 unit).
	want := map[string]map[string]int{
		"paired": {"one_warp": 2*1 + 2 + 2, "two_warps": 4},
		"single": {"one_warp": 2*1 + 2 + 2, "two_warps": 1},
	}
	for mode, kernels := range want {
		opts := modeTarget(mode)
		opts.Mma = "hw"
		ir := translate(t, c, opts)
		for kernel, n := range kernels {
			body := functionBody(ir, kernel)
			if body == "" {
				t.Fatalf("%s: no function @%s", mode, kernel)
			}
			if got := strings.Count(body, "call <4 x float> @llvm.amdgcn.mfma.") + strings.Count(body, "call <4 x i32> @llvm.amdgcn.mfma."); got != n {
				t.Errorf("%s @%s: %d MFMAs, want %d", mode, kernel, got, n)
			}
		}
	}
}

// functionBody is the text of the definition of @name in ir.
func functionBody(ir, name string) string {
	i := strings.Index(ir, "@"+name+"(")
	if i < 0 {
		return ""
	}
	j := strings.Index(ir[i:], "\n}\n")
	if j < 0 {
		return ir[i:]
	}
	return ir[i : i+j]
}

// TestMmaDequantRaw: an f16 fragment that f16x2 arithmetic made
// canonical where NaN reaches the matrix unit without that select (the
// units promise NaN for NaN, not its payload), while another reader of
// the same register keeps it; exact mode keeps both. Counted in the
// translated IR of semantics/testdata/mma_hw_dequant.ptx.
func TestMmaDequantRaw(t *testing.T) {
	c := loadCases(t, filepath.Join(casesDir, "mma_hw_dequant.ptx"))[0]
	for mode, want := range map[string]int{"hw": 1, "exact": 2} {
		opts := modeTarget("paired")
		opts.Mma = mode
		body := functionBody(translate(t, c, opts), "dequant")
		if body == "" {
			t.Fatalf("%s: no function @dequant", mode)
		}
		// The translation leaves a select nobody reads (and its bitcast
		// to the register's bits) for LLVM to drop: count the
		// canonicalising selects that are read.
		sel := regexp.MustCompile(`(%[0-9]+) = select <2 x i1> %[0-9]+, <2 x half> <half 0xH7FFF, half 0xH7FFF>`)
		got := 0
		for _, m := range sel.FindAllStringSubmatch(body, -1) {
			if irUses(body, m[1]) > 0 {
				got++
			}
		}
		if got != want {
			t.Errorf("--mma=%s: %d canonical-NaN selects of the scaled halves are read, want %d", mode, got, want)
		}
	}
}

// irUses counts the reads of value v in the function body text, a
// bitcast of v counted by its own reads.
func irUses(body, v string) int {
	n := 0
	use := regexp.MustCompile(regexp.QuoteMeta(v) + `\b`)
	cast := regexp.MustCompile(`^\s*(%[0-9]+) = bitcast .* ` + regexp.QuoteMeta(v) + ` to `)
	for _, line := range strings.Split(body, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), v+" = ") || !use.MatchString(line) {
			continue
		}
		if m := cast.FindStringSubmatch(line); m != nil {
			n += irUses(body, m[1])
			continue
		}
		n++
	}
	return n
}

// TestWmmaPairs: of the five mma.sync of semantics/testdata/
// mma_wmma_pair.ptx, two pairs share an A fragment and run as one WMMA
// each on gfx11 and gfx12 (three in all); on MFMA every mma keeps its
// own.
func TestWmmaPairs(t *testing.T) {
	c := loadCases(t, filepath.Join(casesDir, "mma_wmma_pair.ptx"))[0]
	for _, arch := range []string{"gfx1100", "gfx1200", "gfx90a"} {
		opts := modeTarget("wave32")
		want, unit := 3, "call <8 x float> @llvm.amdgcn.wmma."
		if arch == "gfx90a" {
			opts = modeTarget("single")
			want, unit = 5, "call <4 x float> @llvm.amdgcn.mfma."
		}
		opts.Arch, opts.Mma = arch, "hw"
		body := functionBody(translate(t, c, opts), "pair_order")
		if got := strings.Count(body, unit); got != want {
			t.Errorf("%s: %d matrix instructions, want %d", arch, got, want)
		}
	}
}

// TestMmaUnitCvtNaN: cvt.rn.f16x2.f32 of mma.sync accumulators that the
// matrix units computed keeps the hardware's NaN (no NaN test in the IR),
// while a conversion of other f32 values and every conversion in exact
// mode test for NaN to give NVIDIA's (semantics/testdata/mma_cvt_nan.ptx:
// two conversions of accumulators, one of loaded values).
func TestMmaUnitCvtNaN(t *testing.T) {
	c := loadCases(t, filepath.Join(casesDir, "mma_cvt_nan.ptx"))[0]
	count := func(arch, mma string) int {
		opts := modeTarget("paired")
		if arch == "gfx1100" {
			opts = modeTarget("wave32")
		}
		opts.Mma = mma
		return strings.Count(functionBody(translate(t, c, opts), "mma_cvt_nan"), "fcmp uno float")
	}
	// hw: only the two loaded f32 sources are tested for NaN.
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		if got := count(arch, "hw"); got != 2 {
			t.Errorf("%s --mma=hw: %d NaN tests of an f32, want 2", arch, got)
		}
	}
	// exact: all six sources (and the software mma's own tests).
	if got := count("gfx90a", "exact"); got < 6 {
		t.Errorf("gfx90a --mma=exact: %d NaN tests of an f32, want at least 6", got)
	}
}

// TestMmaEpiloguePack: cvt.rn.f16x2.f32 and cvt.rn.bf16x2.f32 of two
// accumulator registers that leave the unit's layout from the same lanes
// convert and pack in that layout and move the pairs once (packUnitPair):
// in each kernel of semantics/testdata/mma_epilogue_pack.ptx four
// conversions read two bpermutes of packed halves each (a <2 x half>, or
// the or of the bf16 halves' bits); the fifth (rows g and g+8, different
// lanes) and every conversion in exact mode convert after the moves.
func TestMmaEpiloguePack(t *testing.T) {
	c := loadCases(t, filepath.Join(casesDir, "mma_epilogue_pack.ptx"))[0]
	packed := map[string]*regexp.Regexp{
		"mma_epilogue_pack":      regexp.MustCompile(`(%[0-9]+) = bitcast <2 x half> %[0-9]+ to i32`),
		"mma_epilogue_pack_bf16": regexp.MustCompile(`(%[0-9]+) = or i32 %[0-9]+, %[0-9]+`),
	}
	perm := regexp.MustCompile(`ds\.bpermute\(i32 %[0-9]+, i32 (%[0-9]+)\)`)
	for _, tc := range []struct{ arch, mode, mma string }{
		{"gfx90a", "paired", "hw"}, {"gfx942", "single", "hw"}, {"gfx1100", "wave32", "hw"}, {"gfx1200", "wave32", "hw"},
		{"gfx90a", "paired", "exact"}, {"gfx1100", "wave32", "exact"},
	} {
		opts := modeTarget(tc.mode)
		opts.Arch, opts.Mma = tc.arch, tc.mma
		ir := translate(t, c, opts)
		for kernel, re := range packed {
			body := functionBody(ir, kernel)
			pk := map[string]bool{}
			for _, m := range re.FindAllStringSubmatch(body, -1) {
				pk[m[1]] = true
			}
			got := 0
			for _, m := range perm.FindAllStringSubmatch(body, -1) {
				if pk[m[1]] {
					got++
				}
			}
			want := 8
			if tc.mma == "exact" {
				want = 0
			}
			if got != want {
				t.Errorf("%s %s --mma=%s @%s: %d bpermutes of packed halves, want %d", tc.arch, tc.mode, tc.mma, kernel, got, want)
			}
		}
	}
}
