package emu

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// TestDeviceMemoryLimit: allocations beyond Options.MaxDeviceBytes fail
// with ErrOutOfMemory before any host memory is taken; freeing returns
// the memory.
func TestDeviceMemoryLimit(t *testing.T) {
	d := NewWithOptions("gfx90a", 64, Options{MaxDeviceBytes: 1 << 20})
	if _, err := d.Malloc(4_000_000_000); !errors.Is(err, ErrOutOfMemory) || !strings.Contains(err.Error(), "4000000000 bytes") {
		t.Fatalf("4 GB malloc: %v", err)
	}
	p, err := d.Malloc(600 << 10)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Malloc(600 << 10); !errors.Is(err, ErrOutOfMemory) {
		t.Fatalf("second 600 KiB: %v", err)
	}
	if err := d.Free(p); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Malloc(600 << 10); err != nil {
		t.Fatalf("after Free: %v", err)
	}
	if New("gfx90a", 64).opts.MaxDeviceBytes != DefaultDeviceBytes {
		t.Errorf("default device memory")
	}
}

// TestGlobalTooLarge: a module global beyond the device memory fails the
// load with a clear error (`.global .b64 g[2147483647]` is 16 GiB).
func TestGlobalTooLarge(t *testing.T) {
	k := newKernel()
	g := k.m.NewGlobalDef("g", constant.NewZeroInitializer(types.NewArray(2147483647, types.I64)))
	g.AddrSpace = llvmx.Global
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	_, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: k.m})
	if !errors.Is(err, ErrOutOfMemory) || !strings.Contains(err.Error(), "global g of 17179869176 bytes") {
		t.Fatalf("load: %v", err)
	}
}

// TestLDSLimit: static plus dynamic LDS beyond the target's 64 KiB per
// workgroup is a launch error, as hipModuleLaunchKernel's would be.
func TestLDSLimit(t *testing.T) {
	k := newKernel()
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	if err := e.run(k, 1, 32, 64<<10); err != nil {
		t.Fatalf("64 KiB: %v", err)
	}
	err := e.run(k, 1, 32, 64<<10+1)
	if err == nil || !strings.Contains(err.Error(), "65537 bytes of LDS") || !strings.Contains(err.Error(), "65536 bytes a workgroup of gfx1100") {
		t.Fatalf("64 KiB + 1: %v", err)
	}
}

// TestDynamicLDSAlignment: dynamic LDS starts after the static LDS at the
// largest alignment a dynamic array asks for, as the AMDGPU backend lays it
// out (llc puts a 1024-aligned array after 128 static bytes at 0x400), and
// the padding counts against the workgroup's LDS.
func TestDynamicLDSAlignment(t *testing.T) {
	k := newKernel(param("out", global))
	st := k.m.NewGlobalDef("st", constant.NewUndef(types.NewArray(32, types.I32)))
	st.AddrSpace, st.Align = llvmx.Local, 8
	dyn := k.m.NewGlobal("dyn", types.NewArray(0, types.I8))
	dyn.AddrSpace, dyn.Align = llvmx.Local, 1024
	k.store(i32(7), llvmx.GlobalRef(st))
	k.store(k.b.NewPtrToInt(llvmx.GlobalRef(dyn), types.I32), k.f.Params[0])
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	out := e.buf(4)
	e.mustRun(k, 1, 32, 63<<10, ptrArg(out))
	if got := e.u32s(out, 1)[0]; got != 1024 {
		t.Fatalf("dynamic LDS at %#x, want 0x400", got)
	}
	if err := e.run(k, 1, 32, 63<<10+1, ptrArg(out)); err == nil || !strings.Contains(err.Error(), "65537 bytes of LDS (128 static, 65409 dynamic)") {
		t.Fatalf("63 KiB + 1 after 1 KiB: %v", err)
	}
}

// TestTimeoutAndProgress: a grid of 2^31-1 workgroups stops cleanly at
// Options.Timeout, with progress reported while it runs; an endless loop
// stops at the timeout too, and at the step budget.
func TestTimeoutAndProgress(t *testing.T) {
	k := newKernel(param("out", global))
	k.storeAt(k.f.Params[0], k.tid(), i32(1))
	k.b.NewRet(nil)
	var reports []Progress
	var mu sync.Mutex
	e := newEnv(t, 32)
	e.d.SetOptions(Options{Timeout: 300 * time.Millisecond, ProgressInterval: 50 * time.Millisecond, Progress: func(p Progress) {
		mu.Lock()
		reports = append(reports, p)
		mu.Unlock()
	}})
	start := time.Now()
	err := e.run(k, 1<<31-1, 32, 0, ptrArg(e.buf(128)))
	if !errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), "of 2147483647 workgroups finished") {
		t.Fatalf("err = %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("stopped after %v", d)
	}
	mu.Lock()
	if len(reports) < 2 || !reports[len(reports)-1].Final || reports[len(reports)-1].Total != 1<<31-1 || reports[len(reports)-1].Done == 0 {
		t.Errorf("progress reports: %+v", reports)
	}
	mu.Unlock()

	loop := newKernel()
	body := loop.newBlock("loop")
	loop.b.NewBr(body)
	body.NewBr(body)
	e.d.SetOptions(Options{Timeout: 200 * time.Millisecond})
	if err := e.run(loop, 1, 32, 0); !errors.Is(err, ErrTimeout) {
		t.Errorf("endless loop with a timeout: %v", err)
	}
	e.d.SetOptions(Options{MaxLaneSteps: 1 << 20})
	if err := e.run(loop, 1, 32, 0); !errors.Is(err, ErrStepBudget) || !strings.Contains(err.Error(), "--max-steps") {
		t.Errorf("endless loop with a step budget: %v", err)
	}
}

// TestStrictMisaligned: in strict mode a global access whose address is
// not a multiple of the IR's alignment is an error naming the kernel, the
// instruction and the address, as CUDA's misaligned address; without it
// the access runs, as on AMD hardware.
func TestStrictMisaligned(t *testing.T) {
	for _, tc := range []struct {
		name string
		st   bool // store, else load
	}{{"load", false}, {"store", true}} {
		k := newKernel(param("buf", global))
		p := k.gep(types.I8, k.f.Params[0], i64(1))
		if tc.st {
			s := llvmx.NewStore(i32(7), p)
			s.Align = 4
			k.add(s)
		} else {
			l := llvmx.NewLoad(types.I32, p)
			l.Align = 4
			k.add(l)
			s := llvmx.NewStore(l, k.f.Params[0])
			s.Align = 4
			k.add(s)
		}
		k.b.NewRet(nil)
		e := newEnv(t, 32)
		buf := e.buf(16)
		if err := e.run(k, 1, 32, 0, ptrArg(buf)); err != nil {
			t.Fatalf("%s, not strict: %v", tc.name, err)
		}
		e.d.SetOptions(Options{Strict: true})
		err := e.run(k, 1, 32, 0, ptrArg(buf))
		if err == nil {
			t.Fatalf("%s, strict: no error", tc.name)
		}
		for _, want := range []string{"kernel k", "lane 0", "misaligned address", "global " + tc.name + " of 4 bytes at " + fmt.Sprintf("%#x", uint64(buf)+1), "4-byte alignment", "align 4"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %q lacks %q", tc.name, err, want)
			}
		}
	}
	// Atomics must be naturally aligned.
	k := newKernel(param("buf", global))
	p := k.gep(types.I8, k.f.Params[0], i64(2))
	k.add(llvmx.NewAtomicRMW(enum.AtomicOpAdd, p, i32(1), enum.AtomicOrderingMonotonic, "agent"))
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	e.d.SetOptions(Options{Strict: true})
	if err := e.run(k, 1, 32, 0, ptrArg(e.buf(16))); err == nil || !strings.Contains(err.Error(), "global atomic of 4 bytes") {
		t.Errorf("misaligned atomic: %v", err)
	}
}

// TestLDSPerKernel: each kernel gets the static LDS it reaches, not the
// module's sum (two kernels with 40 KiB arrays of their own fit gfx1100's
// 64 KiB each), and variables that one kernel reaches, directly or through
// a function both call, never share bytes.
func TestLDSPerKernel(t *testing.T) {
	k := newKernel(param("out", global))
	arr := types.NewArray(10240, types.I32)
	g1 := k.m.NewGlobalDef("big1", constant.NewUndef(arr))
	g1.AddrSpace = llvmx.Local
	g2 := k.m.NewGlobalDef("big2", constant.NewUndef(arr))
	g2.AddrSpace = llvmx.Local
	g3 := k.m.NewGlobalDef("small", constant.NewUndef(types.NewArray(64, types.I32)))
	g3.AddrSpace = llvmx.Local
	// h(i) writes 1000+i into small[i]: both kernels call it.
	h := k.m.NewFunc("h", types.Void, ir.NewParam("i", types.I32))
	hb := h.NewBlock("entry")
	hp := llvmx.NewGEP(types.I32, llvmx.GlobalRef(g3), false, h.Params[0])
	hb.Insts = append(hb.Insts, hp, llvmx.NewStore(hb.NewAdd(h.Params[0], i32(1000)), hp))
	hb.NewRet(nil)
	body := func(kk *kb, g *ir.Global, base int64) {
		tid := kk.tid()
		p := kk.gep(types.I32, llvmx.GlobalRef(g), tid)
		kk.store(kk.b.NewAdd(tid, i32(base)), p)
		kk.b.NewCall(h, tid)
		q := kk.gep(types.I32, llvmx.GlobalRef(g), kk.b.NewAdd(tid, i32(10176))) // the last 64 words
		kk.store(i32(base+7), q)
		kk.b.NewCall(h, tid)
		s := kk.load(types.I32, kk.gep(types.I32, llvmx.GlobalRef(g3), tid))
		v := kk.load(types.I32, p)
		w := kk.load(types.I32, q)
		kk.storeAt(kk.f.Params[0], tid, kk.b.NewAdd(kk.b.NewAdd(v, w), kk.b.NewMul(s, i32(1<<16))))
		kk.b.NewRet(nil)
	}
	body(k, g1, 100)
	f2 := k.m.NewFunc("k2", types.Void, param("out", global))
	f2.CallingConv = enum.CallingConvAMDGPUKernel
	k2 := &kb{m: k.m, f: f2, b: f2.NewBlock("entry")}
	body(k2, g2, 300)
	e := newEnv(t, 32)
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: k.m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	for i, name := range []string{"k", "k2"} {
		out := e.buf(4 * 32)
		var a [8]byte
		binary.LittleEndian.PutUint64(a[:], uint64(out))
		if err := mod.Launch(hipruntime.Launch{Kernel: name, Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
			Block: hipruntime.Dim3{X: 32, Y: 1, Z: 1}, Args: [][]byte{a[:]}}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		base := uint32(100 + 200*i)
		for j, got := range e.u32s(out, 32) {
			if want := (1000+uint32(j))<<16 + base + uint32(j) + base + 7; got != want {
				t.Fatalf("%s: out[%d] = %#x, want %#x", name, j, got, want)
			}
		}
	}
}

// TestLDSDynamicPerKernel: dynamic LDS starts after the static LDS of the
// kernels that use it, not after a 48 KiB array of another kernel of the
// module: k2 (1 KiB static) launches with 32 KiB of dynamic LDS on
// gfx1100's 64 KiB, and its static and dynamic words do not overlap.
func TestLDSDynamicPerKernel(t *testing.T) {
	k := newKernel(param("out", global))
	big := k.m.NewGlobalDef("big", constant.NewUndef(types.NewArray(12288, types.I32)))
	big.AddrSpace = llvmx.Local
	small := k.m.NewGlobalDef("small", constant.NewUndef(types.NewArray(256, types.I32)))
	small.AddrSpace = llvmx.Local
	dyn := k.m.NewGlobal("dyn", types.NewArray(0, types.I32))
	dyn.AddrSpace = llvmx.Local
	p := k.gep(types.I32, llvmx.GlobalRef(big), k.tid())
	k.store(i32(1), p)
	k.storeAt(k.f.Params[0], k.tid(), k.load(types.I32, p))
	k.b.NewRet(nil)
	f2 := k.m.NewFunc("k2", types.Void, param("out", global))
	f2.CallingConv = enum.CallingConvAMDGPUKernel
	k2 := &kb{m: k.m, f: f2, b: f2.NewBlock("entry")}
	tid := k2.tid()
	ps := k2.gep(types.I32, llvmx.GlobalRef(small), tid)
	pd := k2.gep(types.I32, llvmx.GlobalRef(dyn), k2.b.NewAdd(tid, i32(8000)))
	pd0 := k2.gep(types.I32, llvmx.GlobalRef(dyn), tid)
	k2.store(k2.b.NewAdd(tid, i32(10)), ps)
	k2.store(k2.b.NewAdd(tid, i32(20)), pd0)
	k2.store(k2.b.NewAdd(tid, i32(30)), pd)
	sum := k2.b.NewAdd(k2.b.NewAdd(k2.load(types.I32, ps), k2.load(types.I32, pd0)), k2.load(types.I32, pd))
	k2.storeAt(f2.Params[0], tid, sum)
	k2.b.NewRet(nil)
	e := newEnv(t, 32)
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: k.m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	for _, name := range []string{"k", "k2"} {
		out := e.buf(4 * 32)
		var a [8]byte
		binary.LittleEndian.PutUint64(a[:], uint64(out))
		shared := uint32(0)
		if name == "k2" {
			shared = 32 << 10
		}
		if err := mod.Launch(hipruntime.Launch{Kernel: name, Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
			Block: hipruntime.Dim3{X: 32, Y: 1, Z: 1}, SharedBytes: shared, Args: [][]byte{a[:]}}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for j, got := range e.u32s(out, 32) {
			want := uint32(1)
			if name == "k2" {
				want = 3*uint32(j) + 60
			}
			if got != want {
				t.Fatalf("%s: out[%d] = %d, want %d", name, j, got, want)
			}
		}
	}
}
