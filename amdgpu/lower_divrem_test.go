package amdgpu_test

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// divRemKernel computes, for element i, div and rem of a[i] by b[i] in
// s32 and u32, and the same for a[i]^0x5a5a5a5a and a[i]+1 by b[i] (three
// dividends sharing one divisor, as a reciprocal shared across them sees).
const divRemKernel = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pd, .param .u32 n)
{
	.reg .pred %p;
	.reg .b32 %r<24>;
	.reg .b64 %rd<6>;
	ld.param.u32 %r3, [n];
	mov.u32 %r4, %tid.x;
	mov.u32 %r5, %ctaid.x;
	mad.lo.s32 %r4, %r5, 256, %r4;
	setp.ge.u32 %p, %r4, %r3;
	@%p bra done;
	mul.wide.u32 %rd1, %r4, 4;
	ld.param.u64 %rd2, [pa];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r1, [%rd2];
	ld.param.u64 %rd2, [pb];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r2, [%rd2];
	mul.wide.u32 %rd1, %r4, 48;
	ld.param.u64 %rd4, [pd];
	add.s64 %rd4, %rd4, %rd1;
	xor.b32 %r6, %r1, 0x5a5a5a5a;
	add.s32 %r7, %r1, 1;
	div.s32 %r10, %r1, %r2;
	rem.s32 %r11, %r1, %r2;
	div.u32 %r12, %r1, %r2;
	rem.u32 %r13, %r1, %r2;
	div.s32 %r14, %r6, %r2;
	rem.s32 %r15, %r6, %r2;
	div.u32 %r16, %r6, %r2;
	rem.u32 %r17, %r6, %r2;
	div.s32 %r18, %r7, %r2;
	rem.s32 %r19, %r7, %r2;
	div.u32 %r20, %r7, %r2;
	rem.u32 %r21, %r7, %r2;
	st.global.v4.u32 [%rd4], {%r10, %r11, %r12, %r13};
	st.global.v4.u32 [%rd4+16], {%r14, %r15, %r16, %r17};
	st.global.v4.u32 [%rd4+32], {%r18, %r19, %r20, %r21};
done:
	ret;
}
`

// divRemRef is PTX's div/rem (recorded in conformance/cases/int2): x/0
// and x%0 are all ones, INT_MIN / -1 is INT_MIN and INT_MIN % -1 is 0;
// otherwise Go's truncating division.
func divRemRef(x, y uint32) [4]uint32 {
	if y == 0 {
		return [4]uint32{math.MaxUint32, math.MaxUint32, math.MaxUint32, math.MaxUint32}
	}
	sx, sy := int32(x), int32(y)
	var sq, sr int32
	if sx == math.MinInt32 && sy == -1 {
		sq, sr = math.MinInt32, 0
	} else {
		sq, sr = sx/sy, sx%sy
	}
	return [4]uint32{uint32(sq), uint32(sr), x / y, x % y}
}

// TestDivRem32 checks the 32-bit div/rem lowering by a register divisor
// (lower_divrem.go) on the emulator, as translated and after LLVM's
// middle end (where the divisor's reciprocal is shared), against Go's
// arithmetic: every pair of edge values (zero, ±1, powers of two and
// their neighbours, INT_MIN, INT_MAX, UINT_MAX) and random pairs with
// divisors of every magnitude.
func TestDivRem32(t *testing.T) {
	edges := []uint32{0, 1, 2, 3, 5, 7, 10, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff, 0xfffffffe, 0xfffffffd,
		0x55555555, 0xaaaaaaab, 0xfffe, 0xffff, 0x10000, 0x10001, 1000003}
	for s := 4; s < 32; s += 3 {
		edges = append(edges, 1<<s-1, 1<<s, 1<<s+1, -(uint32(1) << s))
	}
	var as, bs []uint32
	for _, a := range edges {
		for _, b := range edges {
			as, bs = append(as, a), append(bs, b)
		}
	}
	r := rand.New(rand.NewSource(16))
	for len(as) < 8192 {
		b := r.Uint32() >> (r.Intn(32)) // divisors of every size
		as, bs = append(as, r.Uint32()>>(r.Intn(4)*8)), append(bs, b)
	}
	n := len(as)
	dir := t.TempDir()
	write := func(name string, v []uint32) string {
		buf := make([]byte, 4*len(v))
		for i := range v {
			binary.LittleEndian.PutUint32(buf[4*i:], v[i])
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, buf, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	args := []string{fmt.Sprintf("buf:u32:%d:file:%s", n, write("a", as)), fmt.Sprintf("buf:u32:%d:file:%s", n, write("b", bs)),
		fmt.Sprintf("buf:u32:%d:zero", 12*n), fmt.Sprintf("u32:%d", n)}
	for _, optimised := range []bool{false, true} {
		t.Run(map[bool]string{false: "translated", true: "optimised"}[optimised], func(t *testing.T) {
			out := runDivRem(t, optimised, n, args)
			for i := 0; i < n; i++ {
				for j, x := range []uint32{as[i], as[i] ^ 0x5a5a5a5a, as[i] + 1} {
					want := divRemRef(x, bs[i])
					for k, name := range []string{"div.s32", "rem.s32", "div.u32", "rem.u32"} {
						got := binary.LittleEndian.Uint32(out[4*(12*i+4*j+k):])
						if got != want[k] {
							t.Fatalf("%s %#x, %#x = %#x, want %#x", name, x, bs[i], got, want[k])
						}
					}
				}
			}
		})
	}
}

// runDivRem runs divRemKernel for gfx90a in paired mode on the emulator,
// after opt's middle end when optimised (skipped without opt).
func runDivRem(t *testing.T, optimised bool, n int, args []string) []byte {
	t.Helper()
	tg, err := target.Lookup("gfx90a")
	if err != nil {
		t.Fatal(err)
	}
	features, err := tg.FeatureString(64)
	if err != nil {
		t.Fatal(err)
	}
	opts := pipeline.Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: features}
	out, err := pipeline.Translate("k.ptx", []byte(divRemKernel), opts)
	if err != nil {
		t.Fatal(err)
	}
	img := pipeline.Image(out, opts, nil)
	if optimised {
		llc := codeobj.NewLLC()
		if err := llc.Available(tg); err != nil {
			t.Skipf("no LLVM middle end: %v", err)
		}
		text, err := llc.OptimizedIR(context.Background(), codeobj.Request{IR: out.IRText(), Target: tg, WaveSize: 64})
		if err != nil {
			t.Fatal(err)
		}
		if img.IR, err = llparse.Parse("opt.ll", text); err != nil {
			t.Fatal(err)
		}
	}
	specs, err := argspec.ParseAll(args)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pipeline.Execute(emu.New("gfx90a", 64), img, pipeline.RunRequest{Kernel: "k",
		Grid: hipruntime.Dim3{X: uint32((n + 255) / 256), Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 256, Y: 1, Z: 1}, Args: specs})
	if err != nil {
		t.Fatal(err)
	}
	return res.Buffers[2]
}
