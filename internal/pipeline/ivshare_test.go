package pipeline

import (
	"encoding/binary"
	"fmt"
	"testing"
)

// ivShareSrc has the loops the ivshare pass rewrites: pointers stepped by
// one register (a loop with a break, so two exits, where two of the
// three pointers are read after the loop) and, in a second kernel, an
// inner loop's pointers stepped by a register inside an outer loop whose
// own pointers step by an immediate and are read after it.
const ivShareSrc = `.version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 in, .param .u32 n, .param .u32 brk)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<16>;
	.reg .pred %p<3>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd2, [in];
	ld.param.u32 %r1, [n];
	ld.param.u32 %r9, [brk];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd2, %rd3;
	add.s64 %rd5, %rd4, 1024;
	add.s64 %rd6, %rd4, 2048;
	mov.u64 %rd7, 256;
	mov.u32 %r3, 0;
	mov.u32 %r4, 0;
$L1:
	ld.global.u32 %r5, [%rd4];
	ld.global.u32 %r6, [%rd5+4];
	add.s64 %rd8, %rd6, 8;
	ld.global.u32 %r7, [%rd8];
	add.u32 %r3, %r3, %r5;
	mad.lo.u32 %r3, %r6, 3, %r3;
	mad.lo.u32 %r3, %r7, 5, %r3;
	setp.eq.u32 %p1, %r4, %r9;
	@%p1 bra $DONE;
	add.s64 %rd4, %rd4, %rd7;
	add.s64 %rd5, %rd5, %rd7;
	add.s64 %rd6, %rd7, %rd6;
	add.u32 %r4, %r4, 1;
	setp.lt.u32 %p2, %r4, %r1;
	@%p2 bra $L1;
$DONE:
	sub.s64 %rd9, %rd4, %rd2;
	sub.s64 %rd10, %rd6, %rd2;
	cvt.u32.u64 %r10, %rd9;
	cvt.u32.u64 %r11, %rd10;
	mul.wide.u32 %rd11, %r2, 12;
	add.s64 %rd12, %rd1, %rd11;
	st.global.u32 [%rd12], %r3;
	st.global.u32 [%rd12+4], %r10;
	st.global.u32 [%rd12+8], %r11;
	ret;
}
.visible .entry k2(.param .u64 out, .param .u64 in, .param .u32 n, .param .u32 m)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<16>;
	.reg .pred %p<3>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd2, [in];
	ld.param.u32 %r1, [n];
	ld.param.u32 %r9, [m];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd2, %rd3;
	add.s64 %rd5, %rd4, 256;
	mul.wide.u32 %rd7, %r9, 4;
	mov.u32 %r3, 0;
	mov.u32 %r4, 0;
$OUTER:
	mov.u64 %rd8, %rd4;
	add.s64 %rd9, %rd5, 64;
	mov.u32 %r5, 0;
$INNER:
	ld.global.u32 %r6, [%rd8];
	ld.global.u32 %r7, [%rd9];
	add.u32 %r3, %r3, %r6;
	xor.b32 %r3, %r3, %r7;
	add.s64 %rd8, %rd8, %rd7;
	add.s64 %rd9, %rd9, %rd7;
	add.u32 %r5, %r5, 1;
	setp.lt.u32 %p1, %r5, 3;
	@%p1 bra $INNER;
	add.s64 %rd4, %rd4, 512;
	add.s64 %rd5, %rd5, 512;
	add.u32 %r4, %r4, 1;
	setp.lt.u32 %p2, %r4, %r1;
	@%p2 bra $OUTER;
	sub.s64 %rd10, %rd5, %rd4;
	sub.s64 %rd11, %rd9, %rd2;
	cvt.u32.u64 %r10, %rd10;
	cvt.u32.u64 %r11, %rd11;
	mul.wide.u32 %rd12, %r2, 12;
	add.s64 %rd13, %rd1, %rd12;
	st.global.u32 [%rd13], %r3;
	st.global.u32 [%rd13+4], %r10;
	st.global.u32 [%rd13+8], %r11;
	ret;
}
.visible .entry k3(.param .u64 out, .param .u64 in, .param .u32 n, .param .u32 m)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<16>;
	.reg .pred %p<3>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd2, [in];
	ld.param.u32 %r1, [n];
	ld.param.u32 %r9, [m];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd2, %rd3;
	add.s64 %rd5, %rd4, 512;
	mov.u32 %r3, 0;
	mov.u32 %r4, 0;
$A:
	ld.global.u32 %r6, [%rd4];
	ld.global.u32 %r7, [%rd5];
	mad.lo.u32 %r3, %r3, 3, %r6;
	add.u32 %r3, %r3, %r7;
	add.s64 %rd4, %rd4, 8;
	add.s64 %rd5, %rd5, 8;
	add.u32 %r4, %r4, 1;
	setp.lt.u32 %p1, %r4, %r1;
	@%p1 bra $A;
	mov.u32 %r4, 0;
$B:
	ld.global.u32 %r6, [%rd4];
	ld.global.u32 %r7, [%rd5];
	xor.b32 %r3, %r3, %r6;
	mad.lo.u32 %r3, %r3, 5, %r7;
	add.s64 %rd4, %rd4, 4;
	add.s64 %rd5, %rd5, 4;
	add.u32 %r4, %r4, 1;
	setp.lt.u32 %p2, %r4, %r9;
	@%p2 bra $B;
	sub.s64 %rd10, %rd4, %rd2;
	sub.s64 %rd11, %rd5, %rd2;
	cvt.u32.u64 %r10, %rd10;
	cvt.u32.u64 %r11, %rd11;
	mul.wide.u32 %rd12, %r2, 12;
	add.s64 %rd13, %rd1, %rd12;
	st.global.u32 [%rd13], %r3;
	st.global.u32 [%rd13+4], %r10;
	st.global.u32 [%rd13+8], %r11;
	ret;
}
`

// TestIVShareLoops runs the kernels of ivShareSrc on the emulator in every
// warp mode and checks them against the loops computed here: the shared
// induction variable gives the same addresses and the same pointers after
// each exit.
func TestIVShareLoops(t *testing.T) {
	in := func(i uint32) uint32 { return i } // buf iota, 4-byte words
	for _, mode := range []string{"wave32", "paired", "single", "native64"} {
		for _, c := range []struct{ n, brk uint32 }{{8, 100}, {8, 3}, {1, 0}, {5, 4}} {
			res := runKernelOnEmu(t, ivShareSrc, "k", mode, 64, "buf:u32:192:zero", "buf:u32:2048:iota", fmt.Sprintf("u32:%d", c.n), fmt.Sprintf("u32:%d", c.brk))
			for tid := uint32(0); tid < 64; tid++ {
				p0, p1, p2 := 4*tid, 4*tid+1024, 4*tid+2048
				var sum uint32
				for i := uint32(0); ; {
					sum += in(p0/4) + 3*in((p1+4)/4) + 5*in((p2+8)/4)
					if i == c.brk {
						break
					}
					p0, p1, p2 = p0+256, p1+256, p2+256
					if i++; i >= c.n {
						break
					}
				}
				checkWords(t, res[0], tid, fmt.Sprintf("k %s n=%d brk=%d", mode, c.n, c.brk), sum, p0, p2)
			}
		}
		for _, c := range []struct{ n, m uint32 }{{3, 16}, {1, 0}, {4, 1}} {
			res := runKernelOnEmu(t, ivShareSrc, "k2", mode, 64, "buf:u32:192:zero", "buf:u32:4096:iota", fmt.Sprintf("u32:%d", c.n), fmt.Sprintf("u32:%d", c.m))
			for tid := uint32(0); tid < 64; tid++ {
				p0, p1 := 4*tid, 4*tid+256
				var sum, q1 uint32
				for i := uint32(0); i < c.n; i++ {
					q0 := p0
					q1 = p1 + 64
					for j := 0; j < 3; j++ {
						sum = (sum + in(q0/4)) ^ in(q1/4)
						q0, q1 = q0+4*c.m, q1+4*c.m
					}
					p0, p1 = p0+512, p1+512
				}
				checkWords(t, res[0], tid, fmt.Sprintf("k2 %s n=%d m=%d", mode, c.n, c.m), sum, p1-p0, q1)
			}
		}
		for _, c := range []struct{ n, m uint32 }{{5, 7}, {1, 1}, {12, 3}} {
			res := runKernelOnEmu(t, ivShareSrc, "k3", mode, 64, "buf:u32:192:zero", "buf:u32:2048:iota", fmt.Sprintf("u32:%d", c.n), fmt.Sprintf("u32:%d", c.m))
			for tid := uint32(0); tid < 64; tid++ {
				p0, p1 := 4*tid, 4*tid+512
				var sum uint32
				for i := uint32(0); i < c.n; i++ {
					sum = sum*3 + in(p0/4) + in(p1/4)
					p0, p1 = p0+8, p1+8
				}
				for i := uint32(0); i < c.m; i++ {
					sum = (sum^in(p0/4))*5 + in(p1/4)
					p0, p1 = p0+4, p1+4
				}
				checkWords(t, res[0], tid, fmt.Sprintf("k3 %s n=%d m=%d", mode, c.n, c.m), sum, p0, p1)
			}
		}
	}
}

// checkWords checks the three words thread tid stored in out.
func checkWords(t *testing.T, out []byte, tid uint32, what string, want ...uint32) {
	t.Helper()
	for j, w := range want {
		if got := binary.LittleEndian.Uint32(out[4*(3*tid+uint32(j)):]); got != w {
			t.Fatalf("%s: thread %d word %d = %d, want %d", what, tid, j, got, w)
		}
	}
}
