package pipeline

import (
	"math"
	"strings"
	"testing"
)

// mma.sync f16 on dot instructions (amdgpu/lower_mma_dot.go): on targets
// without matrix units, and on RDNA3 in wave64, hw mode computes f16 mma's
// with llvm.amdgcn.fdot2; the results must be within the units' bound of
// the software path's (NVIDIA's) in every warp mode.

const mmaDotF16Kernel = `.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 pn)
{
	.reg .b32 %r<4>;
	.reg .b32 %a<4>;
	.reg .b32 %b<2>;
	.reg .b32 %c<2>;
	.reg .b32 %d<2>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u64 %rd4, [pd];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd5, %r1, 16;
	add.s64 %rd6, %rd1, %rd5;
	add.s64 %rd8, %rd3, %rd5;
	add.s64 %rd9, %rd4, %rd5;
	mul.wide.u32 %rd5, %r1, 8;
	add.s64 %rd7, %rd2, %rd5;
	ld.global.v4.b32 {%a0, %a1, %a2, %a3}, [%rd6];
	ld.global.v2.b32 {%b0, %b1}, [%rd7];
	ld.global.v2.b32 {%c0, %c1}, [%rd8];
	mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%d0, %d1}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%c0, %c1};
	mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%d0, %d1}, {%a0, %a1}, {%b0}, {%d0, %d1};
	st.global.v2.b32 [%rd9], {%d0, %d1};
	ret;
}
`

// mmaDotS8Kernel: m16n8k32 s8 with .satfinite, then without, on the
// first result (C from random f32 bits: large s32 values saturate).
const mmaDotS8Kernel = `.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 pn)
{
	.reg .b32 %r<4>;
	.reg .b32 %a<4>;
	.reg .b32 %b<2>;
	.reg .b32 %c<4>;
	.reg .b32 %d<4>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u64 %rd4, [pd];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd5, %r1, 16;
	add.s64 %rd6, %rd1, %rd5;
	add.s64 %rd8, %rd3, %rd5;
	add.s64 %rd9, %rd4, %rd5;
	mul.wide.u32 %rd5, %r1, 8;
	add.s64 %rd7, %rd2, %rd5;
	ld.global.v4.b32 {%a0, %a1, %a2, %a3}, [%rd6];
	ld.global.v2.b32 {%b0, %b1}, [%rd7];
	ld.global.v4.b32 {%c0, %c1, %c2, %c3}, [%rd8];
	mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%d0, %d1, %d2, %d3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%c0, %c1, %c2, %c3};
	mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%d0, %d1, %d2, %d3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%d0, %d1, %d2, %d3};
	st.global.v4.b32 [%rd9], {%d0, %d1, %d2, %d3};
	ret;
}
`

func TestMmaOnDotInstructions(t *testing.T) {
	cfgs := []struct {
		arch  string
		wave  int
		mode  string
		block uint32
	}{{"gfx906", 64, "paired", 64}, {"gfx906", 64, "single", 64}, {"gfx1030", 32, "wave32", 64}, {"gfx1100", 64, "paired", 64}}
	for _, c := range cfgs {
		// s8 on sdot4 is exact: the same bits as the software path.
		want, _ := runMmaAcc(t, mmaDotS8Kernel, c.arch, c.wave, c.mode, "exact", c.block, 0)
		got, ir := runMmaAcc(t, mmaDotS8Kernel, c.arch, c.wave, c.mode, "hw", c.block, 0)
		if !strings.Contains(ir, "@llvm.amdgcn.sdot4(") {
			t.Errorf("%s %s s8: no sdot4 in the hw translation", c.arch, c.mode)
		}
		for i := range want {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				t.Errorf("%s %s s8: element %d is %#x, want %#x", c.arch, c.mode, i, math.Float32bits(got[i]), math.Float32bits(want[i]))
				break
			}
		}
		for _, k := range []struct {
			name, src string
			f16       bool
		}{{"f16->f32 run of 3", mmaAccKernel(3, false, false, false), false}, {"f16->f16 k16 then k8", mmaDotF16Kernel, true}} {
			want, _ := runMmaAcc(t, k.src, c.arch, c.wave, c.mode, "exact", c.block, 0)
			got, ir := runMmaAcc(t, k.src, c.arch, c.wave, c.mode, "hw", c.block, 0)
			if !strings.Contains(ir, "@llvm.amdgcn.fdot2(") {
				t.Errorf("%s %s %s: no fdot2 in the hw translation", c.arch, c.mode, k.name)
			}
			var ws, gs []float64
			for i := range want {
				if !k.f16 {
					ws, gs = append(ws, float64(want[i])), append(gs, float64(got[i]))
					continue
				}
				if i >= len(want)/2 {
					break // D is 8 bytes a thread
				}
				for h := 0; h < 2; h++ {
					ws = append(ws, halfValue(uint16(math.Float32bits(want[i])>>(16*h))))
					gs = append(gs, halfValue(uint16(math.Float32bits(got[i])>>(16*h))))
				}
			}
			var maxWant, maxDiff float64
			for i := range ws {
				if math.IsInf(ws[i], 0) || math.IsNaN(ws[i]) {
					if !(gs[i] == ws[i] || math.IsNaN(gs[i]) && math.IsNaN(ws[i])) {
						t.Errorf("%s %s %s: element %d is %g, want %g", c.arch, c.mode, k.name, i, gs[i], ws[i])
					}
					continue
				}
				maxWant = math.Max(maxWant, math.Abs(ws[i]))
				maxDiff = math.Max(maxDiff, math.Abs(gs[i]-ws[i]))
			}
			tol := 0x1p-14
			if k.f16 {
				tol = 0x1p-9 // f16 results: a few units of the last place
			}
			if maxWant == 0 || !(maxDiff <= tol*maxWant) {
				t.Errorf("%s %s %s: max |hw - exact| = %g, max |exact| = %g", c.arch, c.mode, k.name, maxDiff, maxWant)
			}
		}
	}
}

// halfValue is the value of an f16.
func halfValue(h uint16) float64 {
	e, m := int(h>>10&31), float64(h&1023)
	s := 1.0
	if h&0x8000 != 0 {
		s = -1
	}
	switch {
	case e == 0:
		return s * math.Ldexp(m, -24)
	case e == 31 && m == 0:
		return math.Inf(int(s))
	case e == 31:
		return math.NaN()
	}
	return s * math.Ldexp(1024+m, e-25)
}
