package emu

import (
	"testing"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// TestRacyKernel: workgroups that race on global memory (plain stores
// and loads of one word from every workgroup, byte and half-word stores
// side by side, atomics of two widths on one word) are legal GPU code;
// the emulator runs them as a correct Go program (`go test -race` finds
// nothing) and loses no byte that only one workgroup writes.
func TestRacyKernel(t *testing.T) {
	k := newKernel(param("word", global), param("bytes", global), param("halves", global), param("ctr", global))
	word, bs, hs, ctr := k.f.Params[0], k.f.Params[1], k.f.Params[2], k.f.Params[3]
	g := k.call("llvm.amdgcn.workgroup.id.x", types.I32)
	tid := k.tid()
	// Every thread of every workgroup stores to and loads from word[0].
	k.storeAt(word, i32(0), tid)
	v := k.loadAt(types.I32, word, i32(0))
	k.storeAt(word, i32(1), v)
	// Workgroup g owns byte g and half-word g.
	k.storeAt(bs, g, k.b.NewTrunc(k.b.NewAdd(g, i32(1)), types.I8))
	k.storeAt(hs, g, k.b.NewTrunc(k.b.NewAdd(g, i32(1000)), types.I16))
	// A 64-bit and a 32-bit atomic add on the same word.
	k.add(llvmx.NewAtomicRMW(enum.AtomicOpAdd, ctr, i64(1), enum.AtomicOrderingMonotonic, "agent"))
	k.add(llvmx.NewAtomicRMW(enum.AtomicOpAdd, ctr, i32(1<<16), enum.AtomicOrderingMonotonic, "agent"))
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	const groups = 200
	wordB, bytesB, halvesB, ctrB := e.buf(8), e.buf(groups), e.buf(2*groups), e.buf(8)
	e.d.SetOptions(Options{Workers: 4})
	e.mustRun(k, groups, 64, 0, ptrArg(wordB), ptrArg(bytesB), ptrArg(halvesB), ptrArg(ctrB))
	b := make([]byte, groups)
	if err := e.d.CopyDtoH(b, bytesB); err != nil {
		t.Fatal(err)
	}
	for i, x := range b {
		if x != byte(i+1) {
			t.Fatalf("byte %d = %d, want %d", i, x, byte(i+1))
		}
	}
	h := e.u32s(halvesB, groups/2)
	for i := 0; i < groups; i++ {
		got := uint16(h[i/2] >> (16 * (i % 2)))
		if got != uint16(i+1000) {
			t.Fatalf("half-word %d = %d, want %d", i, got, i+1000)
		}
	}
	if c := e.u64s(ctrB, 1)[0]; c != groups*64*(1+1<<16) {
		t.Errorf("counter = %#x, want %#x", c, groups*64*(1+1<<16))
	}
	if w := e.u32s(wordB, 2); w[0] >= 64 || w[1] >= 64 {
		t.Errorf("raced word = %v, want thread ids", w)
	}
}

// TestRacyMemcpy: memcpy and memset between global memory (shared by the
// workgroups), LDS and private memory, from parallel workgroups.
func TestRacyMemcpy(t *testing.T) {
	k := newKernel(param("src", global), param("dst", global))
	src, dst := k.f.Params[0], k.f.Params[1]
	buf := k.m.NewGlobalDef("buf", constUndef(types.NewArray(13, types.I8)))
	buf.AddrSpace = llvmx.Local
	g := k.call("llvm.amdgcn.workgroup.id.x", types.I32)
	off := k.b.NewMul(k.b.NewZExt(g, types.I64), i64(13))
	from := k.gep(types.I8, src, off)
	to := k.gep(types.I8, dst, off)
	// global → LDS (13 odd bytes), LDS → global at an odd offset, then a
	// one-byte memset next to it: every workgroup owns its 13 bytes.
	k.call("llvm.memcpy.p3.p1.i64", types.Void, llvmx.GlobalRef(buf), from, i64(13), constBool(false))
	k.call("llvm.memcpy.p1.p3.i64", types.Void, to, llvmx.GlobalRef(buf), i64(12), constBool(false))
	k.call("llvm.memset.p1.i64", types.Void, k.gep(types.I8, to, i64(12)), constantInt(types.I8, 0x5a), i64(1), constBool(false))
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	const groups = 64
	in := make([]byte, 13*groups)
	for i := range in {
		in[i] = byte(i*7 + 1)
	}
	srcB, dstB := e.buf(len(in)), e.buf(len(in))
	if err := e.d.CopyHtoD(srcB, in); err != nil {
		t.Fatal(err)
	}
	e.d.SetOptions(Options{Workers: 4})
	e.mustRun(k, groups, 1, 0, ptrArg(srcB), ptrArg(dstB))
	out := make([]byte, len(in))
	if err := e.d.CopyDtoH(out, dstB); err != nil {
		t.Fatal(err)
	}
	for i := range out {
		want := in[i]
		if i%13 == 12 {
			want = 0x5a
		}
		if out[i] != want {
			t.Fatalf("byte %d = %#x, want %#x", i, out[i], want)
		}
	}
}
