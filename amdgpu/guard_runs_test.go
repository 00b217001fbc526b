package amdgpu_test

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// guardRunKernel mixes runs of guarded instructions with unguarded ones
// that may and may not move ahead of them, a guarded write of the guard
// itself and interleaved guards (guard_runs.go).
const guardRunKernel = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pd, .param .u32 n)
{
	.reg .pred %p, %q, %e;
	.reg .b32 %r<20>;
	.reg .b64 %rd<6>;
	ld.param.u32 %r3, [n];
	mov.u32 %r4, %tid.x;
	mov.u32 %r5, %ctaid.x;
	mad.lo.s32 %r4, %r5, 256, %r4;
	setp.ge.u32 %e, %r4, %r3;
	@%e bra done;
	mul.wide.u32 %rd1, %r4, 4;
	ld.param.u64 %rd2, [pa];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r1, [%rd2];
	mul.wide.u32 %rd1, %r4, 32;
	ld.param.u64 %rd4, [pd];
	add.s64 %rd4, %rd4, %rd1;
	and.b32 %r2, %r1, 1;
	setp.ne.u32 %p, %r2, 0;
	and.b32 %r2, %r1, 2;
	setp.ne.u32 %q, %r2, 0;
	mov.u32 %r10, 7;
	@%p ld.global.u32 %r10, [%rd2];
	mov.u32 %r11, 9;
	@%p add.u32 %r11, %r10, 1;
	add.u32 %r12, %r10, 100;
	@%p mul.lo.u32 %r11, %r11, 3;
	mov.u32 %r13, %r11;
	@!%p st.global.u32 [%rd4], %r12;
	mov.u32 %r14, 5;
	@!%p st.global.u32 [%rd4+4], %r14;
	@!%p setp.eq.u32 %p, %r14, 5;
	@!%p st.global.u32 [%rd4+8], %r14;
	@%q st.global.u32 [%rd4+12], %r10;
	@%p st.global.u32 [%rd4+16], %r11;
	@%q st.global.u32 [%rd4+20], %r13;
	st.global.u32 [%rd4+24], %r12;
	st.global.u32 [%rd4+28], %r13;
done:
	ret;
}
`

// TestGuardRuns runs guardRunKernel on the emulator for both values of
// each guard and compares with the PTX semantics written out in Go.
func TestGuardRuns(t *testing.T) {
	n := 256
	as := make([]uint32, n)
	buf := make([]byte, 4*n)
	for i := range as {
		as[i] = uint32(i*2654435761) ^ uint32(i>>2) ^ uint32(i)<<7
		binary.LittleEndian.PutUint32(buf[4*i:], as[i])
	}
	pa := filepath.Join(t.TempDir(), "a")
	if err := os.WriteFile(pa, buf, 0o600); err != nil {
		t.Fatal(err)
	}
	out := runElementwise(t, guardRunKernel, n, fmt.Sprintf("buf:u32:%d:file:%s", n, pa), fmt.Sprintf("buf:u32:%d:zero", 8*n))[1]
	for i, a := range as {
		p, q := a&1 != 0, a&2 != 0
		r10, r11 := uint32(7), uint32(9)
		if p {
			r10, r11 = a, a+1
		}
		r12 := r10 + 100
		if p {
			r11 *= 3
		}
		r13 := r11
		var want [8]uint32
		if !p {
			want[0], want[1] = r12, 5
		}
		// @!p setp.eq p, 5, 5 makes p true everywhere: want[2] stays 0.
		if q {
			want[3], want[5] = r10, r13
		}
		want[4], want[6], want[7] = r11, r12, r13
		for k, w := range want {
			if got := binary.LittleEndian.Uint32(out[4*(8*i+k):]); got != w {
				t.Fatalf("a = %#x: d[%d] = %d, want %d", a, k, got, w)
			}
		}
	}
}

// TestGuardRunOneBlock checks that Triton's pattern of masked loads (a
// zeroing mov before each @p ld) becomes one conditional block.
func TestGuardRunOneBlock(t *testing.T) {
	src := `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u32 m)
{
	.reg .pred %p;
	.reg .b16 %rs<8>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [pa];
	ld.param.u32 %r1, [m];
	mov.u32 %r2, %tid.x;
	setp.lt.s32 %p, %r2, %r1;
	mov.b16 %rs1, 0;
	mov.u16 %rs2, %rs1;
	@%p ld.global.b16 %rs2, [%rd1];
	mov.u16 %rs3, %rs1;
	@%p ld.global.b16 %rs3, [%rd1+2];
	mov.u16 %rs4, %rs1;
	@%p ld.global.b16 %rs4, [%rd1+4];
	add.s16 %rs5, %rs2, %rs3;
	add.s16 %rs5, %rs5, %rs4;
	st.global.b16 [%rd1+8], %rs5;
	ret;
}
`
	tg, err := target.Lookup("gfx90a")
	if err != nil {
		t.Fatal(err)
	}
	features, err := tg.FeatureString(64)
	if err != nil {
		t.Fatal(err)
	}
	out, err := pipeline.Translate("k.ptx", []byte(src), pipeline.Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: features})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(out.IRText()), "\nguard"); n != 1 {
		t.Errorf("%d guarded blocks, want 1:\n%s", n, out.IRText())
	}
}
