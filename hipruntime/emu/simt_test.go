package emu

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/hipruntime"
)

func phi(b *ir.Block, incs ...any) *ir.InstPhi {
	var is []*ir.Incoming
	for i := 0; i < len(incs); i += 2 {
		is = append(is, ir.NewIncoming(incs[i].(value.Value), incs[i+1].(*ir.Block)))
	}
	return b.NewPhi(is...)
}

// divergenceKernel: if/else with a nested if, a loop with two divergent
// exits, and an early return.
func divergenceKernel() *kb {
	k := newKernel(param("out", global), param("out2", global))
	out, out2 := k.f.Params[0], k.f.Params[1]
	entry := k.b
	t := k.gtid(64)
	then, els, in1, in2, ejoin, join := k.newBlock("then"), k.newBlock("else"), k.newBlock("in1"), k.newBlock("in2"), k.newBlock("ejoin"), k.newBlock("join")
	loop, body, brk, cont, exit, even, done := k.newBlock("loop"), k.newBlock("body"), k.newBlock("brk"), k.newBlock("cont"), k.newBlock("exit"), k.newBlock("even"), k.newBlock("done")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, entry.NewURem(t, i32(3)), i32(0)), then, els)
	a := then.NewMul(t, i32(2))
	then.NewBr(join)
	els.NewCondBr(els.NewICmp(enum.IPredULT, t, i32(20)), in1, in2)
	b1 := in1.NewAdd(t, i32(100))
	in1.NewBr(ejoin)
	b2 := in2.NewAdd(t, i32(1000))
	in2.NewBr(ejoin)
	b := phi(ejoin, b1, in1, b2, in2)
	ejoin.NewBr(join)
	r := phi(join, a, then, b, ejoin)
	n := join.NewURem(t, i32(7))
	join.NewBr(loop)
	i := phi(loop, i32(0), join)
	s := phi(loop, i32(0), join)
	loop.NewCondBr(loop.NewICmp(enum.IPredULT, i, n), body, exit)
	s1 := body.NewAdd(s, i)
	body.NewCondBr(body.NewICmp(enum.IPredUGT, s1, i32(10)), brk, cont)
	i1 := cont.NewAdd(i, i32(1))
	cont.NewBr(loop)
	i.Incs = append(i.Incs, ir.NewIncoming(i1, cont))
	s.Incs = append(s.Incs, ir.NewIncoming(s1, cont))
	sb := brk.NewAdd(s1, i32(1000))
	brk.NewBr(exit)
	sv := phi(exit, s, loop, sb, brk)
	k.b = exit
	k.storeAt(out, t, exit.NewAdd(r, exit.NewMul(sv, i32(10000))))
	exit.NewCondBr(exit.NewICmp(enum.IPredEQ, exit.NewAnd(t, i32(1)), i32(1)), done, even)
	k.b = even
	k.storeAt(out2, t, i32(1))
	even.NewRet(nil)
	done.NewRet(nil)
	return k
}

func TestDivergence(t *testing.T) {
	for _, W := range []int{32, 64} {
		t.Run(fmt.Sprintf("wave%d", W), func(t *testing.T) {
			e := newEnv(t, W)
			const n = 128
			out, out2 := e.buf(4*n), e.buf(4*n)
			e.mustRun(divergenceKernel(), n/64, 64, 0, ptrArg(out), ptrArg(out2))
			got, got2 := e.u32s(out, n), e.u32s(out2, n)
			for tt := uint32(0); tt < n; tt++ {
				var r uint32
				switch {
				case tt%3 == 0:
					r = 2 * tt
				case tt < 20:
					r = tt + 100
				default:
					r = tt + 1000
				}
				var s, sv uint32
				for i := uint32(0); ; i++ {
					if i >= tt%7 {
						sv = s
						break
					}
					s1 := s + i
					if s1 > 10 {
						sv = s1 + 1000
						break
					}
					s = s1
				}
				if want := r + sv*10000; got[tt] != want {
					t.Errorf("out[%d] = %d, want %d", tt, got[tt], want)
				}
				if want := 1 - tt%2; got2[tt] != want {
					t.Errorf("out2[%d] = %d, want %d", tt, got2[tt], want)
				}
			}
		})
	}
}

func TestBarrierLDS(t *testing.T) {
	k := newKernel(param("out", global))
	arr := types.NewArray(256, types.I32)
	g := k.m.NewGlobalDef("buf", constant.NewZeroInitializer(arr))
	g.Typ = nil
	g.AddrSpace = llvmx.Local
	gr := llvmx.GlobalRef(g)
	tid := k.tid()
	k.storeAt(gr, tid, k.b.NewMul(tid, i32(7)))
	k.call("llvm.amdgcn.s.barrier", types.Void)
	x := k.loadAt(types.I32, gr, k.b.NewSub(i32(255), tid))
	y := k.loadAt(types.I32, gr, k.b.NewURem(k.b.NewAdd(tid, i32(1)), i32(256)))
	k.storeAt(k.f.Params[0], k.gtid(256), k.b.NewAdd(x, y))
	k.b.NewRet(nil)
	e := newEnv(t, 32) // 8 waves per workgroup
	out := e.buf(4 * 768)
	e.mustRun(k, 3, 256, 0, ptrArg(out))
	got := e.u32s(out, 768)
	for i, v := range got {
		tt := uint32(i % 256)
		if want := (255-tt)*7 + (tt+1)%256*7; v != want {
			t.Fatalf("out[%d] = %d, want %d", i, v, want)
		}
	}
}

func TestAtomicsUnderContention(t *testing.T) {
	k := newKernel(param("ctr", global))
	p := k.f.Params[0]
	k.add(llvmx.NewAtomicRMW(enum.AtomicOpAdd, p, i32(1), enum.AtomicOrderingMonotonic, "agent"))
	p1 := k.gep(types.I32, p, i32(1))
	k.add(llvmx.NewAtomicRMW(enum.AtomicOpUMax, p1, k.gtid(256), enum.AtomicOrderingMonotonic, ""))
	p2 := k.gep(types.I32, p, i32(2))
	loop, done := k.newBlock("cas"), k.newBlock("done")
	k.b.NewBr(loop)
	k.b = loop
	old := k.load(types.I32, p2)
	cx := llvmx.NewCmpXchg(p2, old, loop.NewAdd(old, i32(1)), enum.AtomicOrderingMonotonic, enum.AtomicOrderingMonotonic, "")
	k.add(cx)
	loop.NewCondBr(loop.NewExtractValue(cx, 1), done, loop)
	done.NewRet(nil)
	e := newEnv(t, 64)
	ctr := e.buf(16)
	e.mustRun(k, 4, 256, 0, ptrArg(ctr))
	got := e.u32s(ctr, 3)
	if got[0] != 1024 || got[1] != 1023 || got[2] != 1024 {
		t.Errorf("add = %d, umax = %d, cas = %d; want 1024, 1023, 1024", got[0], got[1], got[2])
	}
}

func TestOutOfBounds(t *testing.T) {
	k := newKernel(param("out", global))
	k.storeAt(k.f.Params[0], k.b.NewAdd(k.tid(), i32(60)), i32(1))
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	out := e.buf(64 * 4)
	err := e.run(k, 1, 32, 0, ptrArg(out))
	if err == nil {
		t.Fatal("no error")
	}
	for _, s := range []string{"kernel k", "workgroup (0,0,0)", "wave 0", "lane 4", "out-of-bounds global store", fmt.Sprintf("%#x", uint64(out)+256)} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("error %q lacks %q", err, s)
		}
	}
}

func TestBarrierDeadlock(t *testing.T) {
	k := newKernel(param("flag", global))
	flag := k.f.Params[0]
	wait, spin, done := k.newBlock("wait"), k.newBlock("spin"), k.newBlock("done")
	k.b.NewCondBr(k.b.NewICmp(enum.IPredULT, k.tid(), i32(32)), wait, spin)
	k.b = wait
	k.call("llvm.amdgcn.s.barrier", types.Void)
	k.store(i32(1), flag)
	wait.NewRet(nil)
	k.b = spin
	v := k.load(types.I32, flag)
	spin.NewCondBr(spin.NewICmp(enum.IPredEQ, v, i32(0)), spin, done)
	done.NewRet(nil)
	e := newEnv(t, 32)
	e.d.SetOptions(Options{BarrierSpinLimit: 10000})
	err := e.run(k, 1, 64, 0, ptrArg(e.buf(4)))
	if err == nil || !strings.Contains(err.Error(), "deadlock") || !strings.Contains(err.Error(), "waves [0] wait") {
		t.Fatalf("err = %v, want a deadlock report", err)
	}
}

func TestBarrierReleasedByExit(t *testing.T) {
	k := newKernel(param("out", global))
	wait, done := k.newBlock("wait"), k.newBlock("done")
	tid := k.tid()
	k.b.NewCondBr(k.b.NewICmp(enum.IPredULT, tid, i32(32)), wait, done)
	k.b = wait
	k.call("llvm.amdgcn.s.barrier", types.Void)
	k.storeAt(k.f.Params[0], tid, i32(1))
	wait.NewRet(nil)
	done.NewRet(nil)
	e := newEnv(t, 32)
	out := e.buf(4 * 32)
	e.mustRun(k, 1, 128, 0, ptrArg(out))
	for i, v := range e.u32s(out, 32) {
		if v != 1 {
			t.Fatalf("out[%d] = %d", i, v)
		}
	}
}

func TestWaveOps(t *testing.T) {
	for _, W := range []int{32, 64} {
		t.Run(fmt.Sprintf("wave%d", W), func(t *testing.T) {
			k := newKernel(param("o0", global), param("o1", global), param("o2", global), param("o3", global), param("o4", global))
			P := k.f.Params
			tid := k.tid()
			lane := k.b.NewURem(tid, i32(int64(W)))
			cond := k.b.NewICmp(enum.IPredEQ, k.b.NewURem(tid, i32(3)), i32(0))
			var bal value.Value
			if W == 64 {
				bal = k.call("llvm.amdgcn.ballot.i64", types.I64, cond)
			} else {
				bal = k.b.NewZExt(k.call("llvm.amdgcn.ballot.i32", types.I32, cond), types.I64)
			}
			k.storeAt(P[0], tid, bal)
			lo := k.b.NewTrunc(bal, types.I32)
			hi := k.b.NewTrunc(k.b.NewLShr(bal, i64(32)), types.I32)
			mb := k.call("llvm.amdgcn.mbcnt.hi", types.I32, hi, k.call("llvm.amdgcn.mbcnt.lo", types.I32, lo, i32(0)))
			k.storeAt(P[1], tid, mb)
			addr := k.b.NewMul(k.b.NewURem(k.b.NewAdd(lane, i32(1)), i32(int64(W))), i32(4))
			k.storeAt(P[2], tid, k.call("llvm.amdgcn.ds.bpermute", types.I32, addr, tid))
			k.storeAt(P[3], tid, k.call("llvm.amdgcn.readlane", types.I32, k.b.NewMul(tid, i32(10)), i32(5)))
			// A ballot in divergent code sees only the active lanes.
			odd, join := k.newBlock("odd"), k.newBlock("join")
			k.b.NewCondBr(k.b.NewICmp(enum.IPredEQ, k.b.NewAnd(tid, i32(1)), i32(1)), odd, join)
			k.b = odd
			b2 := k.call("llvm.amdgcn.ballot.i64", types.I64, constBool(true))
			if W == 32 {
				b2 = k.call("llvm.amdgcn.ballot.i32", types.I32, constBool(true))
			}
			var b2v value.Value = b2
			if W == 32 {
				b2v = k.b.NewZExt(b2, types.I64)
			}
			k.storeAt(P[4], tid, b2v)
			odd.NewBr(join)
			join.NewRet(nil)
			e := newEnv(t, W)
			n := 2 * W
			o := []hipruntime.DevPtr{e.buf(8 * n), e.buf(4 * n), e.buf(4 * n), e.buf(4 * n), e.buf(8 * n)}
			e.mustRun(k, 1, uint32(n), 0, ptrArg(o[0]), ptrArg(o[1]), ptrArg(o[2]), ptrArg(o[3]), ptrArg(o[4]))
			bals, mbs, bps, rls, odds := e.u64s(o[0], n), e.u32s(o[1], n), e.u32s(o[2], n), e.u32s(o[3], n), e.u64s(o[4], n)
			for tt := 0; tt < n; tt++ {
				w, l := tt/W, tt%W
				var want uint64
				for j := 0; j < W; j++ {
					if (w*W+j)%3 == 0 {
						want |= 1 << uint(j)
					}
				}
				if bals[tt] != want {
					t.Errorf("ballot[%d] = %#x, want %#x", tt, bals[tt], want)
				}
				below := uint32(0)
				for j := 0; j < l; j++ {
					below += uint32(want >> uint(j) & 1)
				}
				if mbs[tt] != below {
					t.Errorf("mbcnt[%d] = %d, want %d", tt, mbs[tt], below)
				}
				if wantBp := uint32(w*W + (l+1)%W); bps[tt] != wantBp {
					t.Errorf("bpermute[%d] = %d, want %d", tt, bps[tt], wantBp)
				}
				if wantRl := uint32((w*W + 5) * 10); rls[tt] != wantRl {
					t.Errorf("readlane[%d] = %d, want %d", tt, rls[tt], wantRl)
				}
				wantOdd := uint64(0)
				if tt%2 == 1 {
					for j := 1; j < W; j += 2 {
						wantOdd |= 1 << uint(j)
					}
				}
				if odds[tt] != wantOdd {
					t.Errorf("divergent ballot[%d] = %#x, want %#x", tt, odds[tt], wantOdd)
				}
			}
		})
	}
}

func TestDPPAndSwizzle(t *testing.T) {
	k := newKernel(param("o", global))
	tid := k.tid()
	P := k.f.Params[0]
	row := func(i int64) value.Value { return k.b.NewAdd(k.b.NewMul(tid, i32(4)), i32(i)) }
	// row_shr:1 with bound_ctrl: lane 0 of each row gets 0.
	k.storeAt(P, row(0), k.call("llvm.amdgcn.update.dpp.i32", types.I32, i32(-1), tid, i32(0x111), i32(15), i32(15), constBool(true)))
	// quad_perm [3,2,1,0]
	k.storeAt(P, row(1), k.call("llvm.amdgcn.mov.dpp.i32", types.I32, tid, i32(0x1b), i32(15), i32(15), constBool(false)))
	// swizzle bitmask mode: xor 1 (and 0x1f, or 0, xor 1)
	k.storeAt(P, row(2), k.call("llvm.amdgcn.ds.swizzle", types.I32, tid, i32(0x1f|1<<10)))
	// row_mirror
	k.storeAt(P, row(3), k.call("llvm.amdgcn.update.dpp.i32", types.I32, i32(-1), tid, i32(0x140), i32(15), i32(15), constBool(false)))
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	o := e.buf(4 * 4 * 32)
	e.mustRun(k, 1, 32, 0, ptrArg(o))
	got := e.u32s(o, 4*32)
	for l := 0; l < 32; l++ {
		shr := uint32(0)
		if l%16 != 0 {
			shr = uint32(l - 1)
		}
		want := []uint32{shr, uint32(l&^3 + 3 - l&3), uint32(l ^ 1), uint32(l&^15 + 15 - l&15)}
		for j, w := range want {
			if got[4*l+j] != w {
				t.Errorf("lane %d op %d: got %d, want %d", l, j, got[4*l+j], w)
			}
		}
	}
}

func TestDynamicLDS(t *testing.T) {
	k := newKernel(param("out", global), param("addr", global))
	st := k.m.NewGlobalDef("static", constant.NewZeroInitializer(types.NewArray(3, types.I32)))
	st.AddrSpace = llvmx.Local
	dyn := k.m.NewGlobal("dyn", types.NewArray(0, types.I32))
	dyn.AddrSpace = llvmx.Local
	dr := llvmx.GlobalRef(dyn)
	tid := k.tid()
	k.storeAt(llvmx.GlobalRef(st), i32(0), i32(5))
	k.storeAt(dr, tid, k.b.NewAdd(tid, i32(1)))
	k.call("llvm.amdgcn.s.barrier", types.Void)
	k.storeAt(k.f.Params[0], tid, k.loadAt(types.I32, dr, k.b.NewURem(k.b.NewAdd(tid, i32(1)), i32(128))))
	k.store(k.b.NewPtrToInt(dr, types.I32), k.f.Params[1])
	k.b.NewRet(nil)
	e := newEnv(t, 64)
	out, addr := e.buf(4*128), e.buf(4)
	e.mustRun(k, 1, 128, 128*4, ptrArg(out), ptrArg(addr))
	for i, v := range e.u32s(out, 128) {
		if want := uint32((i+1)%128 + 1); v != want {
			t.Fatalf("out[%d] = %d, want %d", i, v, want)
		}
	}
	if a := e.u32s(addr, 1)[0]; a != 16 {
		t.Errorf("dynamic LDS at %d, want 16", a)
	}
	err := e.run(k, 1, 128, 127*4, ptrArg(out), ptrArg(addr))
	if err == nil || !strings.Contains(err.Error(), "out-of-bounds LDS store") {
		t.Errorf("too little dynamic LDS: err = %v", err)
	}
}

func TestKernelABI(t *testing.T) {
	c4 := llvmx.Ptr(llvmx.Constant)
	po, pn := param("out", c4), param("n", c4)
	po.Attrs = append(po.Attrs, ir.ByRef{Typ: global})
	pn.Attrs = append(pn.Attrs, ir.ByRef{Typ: types.I32})
	k := newKernel(po, pn, param("v", types.I32))
	out := k.load(global, po)
	n := k.load(types.I32, pn)
	dp := k.call("llvm.amdgcn.dispatch.ptr", c4)
	ia := k.call("llvm.amdgcn.implicitarg.ptr", c4)
	wgx := k.b.NewZExt(k.load(types.I16, k.gep(types.I8, dp, i64(4))), types.I32)
	grid := k.load(types.I32, k.gep(types.I8, dp, i64(12)))
	blocks := k.load(types.I32, ia)
	gs := k.b.NewZExt(k.load(types.I16, k.gep(types.I8, ia, i64(12))), types.I32)
	for i, v := range []value.Value{n, wgx, grid, blocks, gs, k.f.Params[2]} {
		k.storeAt(out, i32(int64(i)), v)
	}
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	o := e.buf(4 * 6)
	mod, err := e.d.Load(&hipruntime.Image{IR: k.m, Kernels: []hipruntime.Kernel{{Name: "k", ArgSegmentSize: 24,
		Params: []hipruntime.Param{{Name: "out", Kind: hipruntime.ParamPointer, Size: 8, Offset: 0}, {Name: "n", Size: 4, Offset: 8}, {Name: "v", Size: 4, Offset: 16}}}}})
	if err != nil {
		t.Fatal(err)
	}
	err = mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 3, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 40, Y: 1, Z: 1},
		Args: [][]byte{ptrArg(o), u32b(77), u32b(99)}})
	if err != nil {
		t.Fatal(err)
	}
	got := e.u32s(o, 6)
	want := []uint32{77, 40, 120, 3, 40, 99}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("field %d = %d, want %d", i, got[i], want[i])
		}
	}
}

// TestPrivateGenericAndCalls covers allocas, generic pointers into private
// memory and LDS, and a call of a function with a divergent return.
func TestPrivateGenericAndCalls(t *testing.T) {
	k := newKernel(param("out", global))
	// helper(x) = x odd ? x*3 : x+1, with two returns.
	h := k.m.NewFunc("helper", types.I32, ir.NewParam("x", types.I32))
	he, ho, hv := h.NewBlock("e"), h.NewBlock("odd"), h.NewBlock("even")
	he.NewCondBr(he.NewICmp(enum.IPredEQ, he.NewAnd(h.Params[0], i32(1)), i32(1)), ho, hv)
	ho.NewRet(ho.NewMul(h.Params[0], i32(3)))
	hv.NewRet(hv.NewAdd(h.Params[0], i32(1)))

	arrT := types.NewArray(4, types.I32)
	a := llvmx.NewAlloca(arrT, nil, llvmx.Private)
	k.add(a)
	tid := k.tid()
	slot := k.gep(arrT, a, i32(0), k.b.NewAnd(tid, i32(3)))
	k.store(k.b.NewCall(h, tid), slot)
	gp := k.b.NewAddrSpaceCast(slot, llvmx.Ptr(llvmx.Generic))
	gp.To = llvmx.Ptr(llvmx.Generic)
	v := k.load(types.I32, gp)
	sh := k.m.NewGlobalDef("sh", constant.NewZeroInitializer(types.NewArray(64, types.I32)))
	sh.AddrSpace = llvmx.Local
	lp := k.gep(types.I32, llvmx.GlobalRef(sh), tid)
	glp := k.b.NewAddrSpaceCast(lp, llvmx.Ptr(llvmx.Generic))
	k.store(k.b.NewAdd(v, i32(1000)), glp)
	k.storeAt(k.f.Params[0], tid, k.load(types.I32, lp))
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	out := e.buf(4 * 64)
	e.mustRun(k, 1, 64, 0, ptrArg(out))
	for i, v := range e.u32s(out, 64) {
		want := uint32(i + 1)
		if i%2 == 1 {
			want = uint32(3 * i)
		}
		if v != want+1000 {
			t.Fatalf("out[%d] = %d, want %d", i, v, want+1000)
		}
	}
}

func TestErrors(t *testing.T) {
	e := newEnv(t, 32)
	k := newKernel()
	k.call("llvm.amdgcn.no.such.thing", types.Void)
	k.b.NewRet(nil)
	if err := e.run(k, 1, 1, 0); !errors.Is(err, hipruntime.ErrNotSupported) || !strings.Contains(err.Error(), "llvm.amdgcn.no.such.thing") {
		t.Errorf("unsupported intrinsic: err = %v", err)
	}
	k = newKernel()
	ur := k.newBlock("ur")
	k.b.NewCondBr(k.b.NewICmp(enum.IPredEQ, k.tid(), i32(7)), ur, k.newBlock("ok"))
	ur.NewUnreachable()
	k.f.Blocks[2].NewRet(nil)
	if err := e.run(k, 1, 32, 0); err == nil || !strings.Contains(err.Error(), "lane 7") || !strings.Contains(err.Error(), "unreachable") {
		t.Errorf("unreachable: err = %v", err)
	}
	k = newKernel()
	loop := k.newBlock("loop")
	k.b.NewBr(loop)
	loop.NewBr(loop)
	e.d.SetOptions(Options{MaxLaneSteps: 1e6})
	if err := e.run(k, 1, 32, 0); err == nil || !strings.Contains(err.Error(), "step budget") {
		t.Errorf("endless loop: err = %v", err)
	}
	if err := e.run(k, 1, 32, 0, []byte{1}); err == nil {
		t.Errorf("wrong argument count accepted")
	}
}

// TestReconvergeAroundTrap: lane 0 takes a branch that holds a trap check
// (never taken) and then sets a flag the other lanes of its wave spin on.
// The lanes that skip the branch wait for lane 0 where the two sides meet:
// the trap path is no way out of the region, as on AMD hardware. With it
// counted as an exit, they ran ahead into the spin loop and starved lane 0.
// The same holds for a path that ends the wave (s_endpgm, as an assert
// lowers): it ends every lane, so it is no way out either.
func TestReconvergeAroundTrap(t *testing.T) {
	for _, end := range []string{"llvm.trap", "llvm.amdgcn.endpgm"} {
		k := newKernel(param("out", global))
		arr := types.NewArray(1, types.I32)
		g := k.m.NewGlobalDef("flag", constant.NewZeroInitializer(arr))
		g.Typ = nil
		g.AddrSpace = llvmx.Local
		flag := llvmx.GlobalRef(g)
		set, bad, ok, join, spin, done := k.newBlock("set"), k.newBlock("bad"), k.newBlock("ok"), k.newBlock("join"), k.newBlock("spin"), k.newBlock("done")
		tid := k.tid()
		k.b.NewCondBr(k.b.NewICmp(enum.IPredNE, tid, i32(0)), join, set)
		set.NewCondBr(set.NewICmp(enum.IPredUGT, tid, i32(1000)), bad, ok)
		k.b = bad
		k.call(end, types.Void)
		bad.NewUnreachable()
		k.b = ok
		k.storeAt(flag, i32(0), i32(7))
		ok.NewBr(join)
		join.NewBr(spin)
		k.b = spin
		v := k.loadAt(types.I32, flag, i32(0))
		spin.NewCondBr(spin.NewICmp(enum.IPredEQ, v, i32(0)), spin, done)
		k.b = done
		k.storeAt(k.f.Params[0], tid, v)
		done.NewRet(nil)
		for _, W := range []int{32, 64} {
			t.Run(fmt.Sprintf("%s/wave%d", end, W), func(t *testing.T) {
				e := newEnv(t, W)
				e.d.SetOptions(Options{MaxLaneSteps: 1 << 22})
				out := e.buf(4 * 64)
				if err := e.run(k, 1, 64, 0, ptrArg(out)); err != nil {
					t.Fatal(err)
				}
				for i, v := range e.u32s(out, 64) {
					if v != 7 {
						t.Fatalf("out[%d] = %d, want 7", i, v)
					}
				}
			})
		}
	}
}
