package pipeline

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// ldmatrix straight into the matrix unit's layout
// (amdgpu/lower_mma_ldm.go): A through ldmatrix.x4 with and without .trans,
// B through x2, x2.trans and two x1, feeding one mma, must give what the
// software path gives in every warp mode and on every kind of unit; a
// shared store between the ldmatrix and the mma must keep the data
// ldmatrix read.

// mmaLdmKernel: each warp copies 1536 bytes of its own tiles from global
// to shared memory (A row-major 16x16 at 0, A k-major at 512, B n-major
// 8x16 at 1024, B k-major 16x8 at 1280, f16), loads the fragments with
// ldmatrix and runs one m16n8k16 f16->f32 mma.
func mmaLdmKernel(aTrans bool, bKind string, clobber bool) string {
	var b strings.Builder
	b.WriteString(`.version 7.8
.target sm_80
.address_size 64
.shared .align 16 .b8 tile[3072];
.visible .entry k(.param .u64 pg, .param .u64 pd)
{
	.reg .pred %p<2>;
	.reg .b32 %r<32>;
	.reg .b32 %a<4>;
	.reg .b32 %b<2>;
	.reg .f32 %d<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [pg];
	ld.param.u64 %rd2, [pd];
	mov.u32 %r1, %tid.x;
	shr.u32 %r2, %r1, 5;
	and.b32 %r3, %r1, 31;
	mov.u32 %r4, tile;
	mad.lo.u32 %r5, %r2, 1536, %r4;
	mad.lo.u32 %r6, %r3, 48, %r5;
	mul.wide.u32 %rd3, %r1, 48;
	add.s64 %rd4, %rd1, %rd3;
`)
	for i := 0; i < 12; i++ {
		fmt.Fprintf(&b, "\tld.global.b32 %%r7, [%%rd4+%d];\n\tst.shared.b32 [%%r6+%d], %%r7;\n", 4*i, 4*i)
	}
	b.WriteString("\tbar.sync 0;\n\tand.b32 %r8, %r3, 7;\n\tshr.u32 %r9, %r3, 3;\n\tand.b32 %r10, %r9, 1;\n\tshr.u32 %r11, %r3, 4;\n")
	if aTrans {
		// matrix j = t/8: k rows 8*(j/2)+r, m columns 8*(j%2); stored k-major at 512.
		b.WriteString("\tshl.b32 %r12, %r11, 3;\n\tadd.u32 %r12, %r12, %r8;\n\tshl.b32 %r12, %r12, 5;\n\tshl.b32 %r13, %r10, 4;\n\tadd.u32 %r12, %r12, %r13;\n\tadd.u32 %r12, %r12, 512;\n\tadd.u32 %r12, %r12, %r5;\n")
		b.WriteString("\tldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%a0, %a1, %a2, %a3}, [%r12];\n")
	} else {
		// matrix j: rows 8*(j%2)+r, k columns 8*(j/2).
		b.WriteString("\tshl.b32 %r12, %r10, 3;\n\tadd.u32 %r12, %r12, %r8;\n\tshl.b32 %r12, %r12, 5;\n\tshl.b32 %r13, %r11, 4;\n\tadd.u32 %r12, %r12, %r13;\n\tadd.u32 %r12, %r12, %r5;\n")
		b.WriteString("\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%a0, %a1, %a2, %a3}, [%r12];\n")
	}
	switch bKind {
	case "x2":
		// matrix j = (t/8)%2: n rows r, k columns 8j; n-major at 1024.
		b.WriteString("\tshl.b32 %r14, %r8, 5;\n\tshl.b32 %r15, %r10, 4;\n\tadd.u32 %r14, %r14, %r15;\n\tadd.u32 %r14, %r14, 1024;\n\tadd.u32 %r14, %r14, %r5;\n")
		b.WriteString("\tldmatrix.sync.aligned.m8n8.x2.shared.b16 {%b0, %b1}, [%r14];\n")
	case "x2trans":
		// matrix j: k rows 8j+r; k-major (16 bytes a row) at 1280.
		b.WriteString("\tshl.b32 %r14, %r10, 3;\n\tadd.u32 %r14, %r14, %r8;\n\tshl.b32 %r14, %r14, 4;\n\tadd.u32 %r14, %r14, 1280;\n\tadd.u32 %r14, %r14, %r5;\n")
		b.WriteString("\tldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%b0, %b1}, [%r14];\n")
	case "x1":
		b.WriteString("\tshl.b32 %r14, %r8, 5;\n\tadd.u32 %r14, %r14, 1024;\n\tadd.u32 %r14, %r14, %r5;\n")
		b.WriteString("\tldmatrix.sync.aligned.m8n8.x1.shared.b16 {%b0}, [%r14];\n\tadd.u32 %r14, %r14, 16;\n")
		b.WriteString("\tldmatrix.sync.aligned.m8n8.x1.shared.b16 {%b1}, [%r14];\n")
	}
	if clobber {
		b.WriteString("\tmov.b32 %r16, 0x3c003c00;\n\tst.shared.b32 [%r6], %r16;\n\tst.shared.b32 [%r6+16], %r16;\n\tst.shared.b32 [%r6+32], %r16;\n")
	}
	b.WriteString(`	mov.f32 %d0, 0f00000000;
	mov.f32 %d1, 0f00000000;
	mov.f32 %d2, 0f00000000;
	mov.f32 %d3, 0f00000000;
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%d0, %d1, %d2, %d3}, {%a0, %a1, %a2, %a3}, {%b0, %b1}, {%d0, %d1, %d2, %d3};
	mul.wide.u32 %rd5, %r1, 16;
	add.s64 %rd6, %rd2, %rd5;
	st.global.v4.f32 [%rd6], {%d0, %d1, %d2, %d3};
	ret;
}
`)
	return b.String()
}

func TestMmaLdmatrixIntoUnit(t *testing.T) {
	cfgs := []struct {
		arch  string
		wave  int
		mode  string
		block uint32
	}{{"gfx90a", 64, "paired", 64}, {"gfx90a", 64, "single", 64}, {"gfx942", 64, "paired", 64}, {"gfx1100", 32, "wave32", 64}, {"gfx1200", 32, "wave32", 32}}
	for _, c := range cfgs {
		for _, aTrans := range []bool{false, true} {
			for _, bKind := range []string{"x2", "x2trans", "x1"} {
				for _, clobber := range []bool{false, true} {
					name := fmt.Sprintf("%s %s A trans=%v B %s clobber=%v", c.arch, c.mode, aTrans, bKind, clobber)
					src := mmaLdmKernel(aTrans, bKind, clobber)
					want, _ := runMmaLdm(t, src, c.arch, c.wave, c.mode, "exact", c.block)
					got, ir := runMmaLdm(t, src, c.arch, c.wave, c.mode, "hw", c.block)
					var maxWant, maxDiff float64
					for i := range want {
						maxWant = math.Max(maxWant, math.Abs(float64(want[i])))
						maxDiff = math.Max(maxDiff, math.Abs(float64(got[i]-want[i])))
					}
					if maxWant == 0 || !(maxDiff <= 0x1p-14*maxWant) {
						t.Errorf("%s: max |hw - exact| = %g, max |exact| = %g", name, maxDiff, maxWant)
					}
					// ldmatrix alone loads an i32 per register (two i16
					// with .trans); the direct path loads more, and must
					// not be taken with a store in between.
					own := 4 + 2
					if aTrans {
						own += 4
					}
					if bKind == "x2trans" {
						own += 2
					}
					loads := strings.Count(ir, "= load i16, ptr addrspace(3)") + strings.Count(ir, "= load i32, ptr addrspace(3)") + strings.Count(ir, "= load <")
					if direct := loads > own; direct == clobber || loads < own {
						t.Errorf("%s: %d shared loads, ldmatrix's own %d", name, loads, own)
					}
				}
			}
		}
	}
}

func runMmaLdm(t *testing.T, src, arch string, wave int, mode, mma string, block uint32) ([]float32, string) {
	t.Helper()
	return runKernelF32(t, src, arch, wave, mode, mma, block, []string{"buf:f16:1536:random:7", "buf:f32:256:zero"}, 1)
}
