package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Asynchronous copies and mbarriers (PTX ISA 9.7.9.25 cp.async, 9.7.13.15
// mbarrier).
//
// cp.async is lowered as a synchronous copy: the data is in shared memory
// when the instruction completes, which is one of the executions the ISA
// allows (the copy may complete at any point before the matching
// cp.async.wait_group/wait_all). So commit_group, wait_group and wait_all
// have nothing left to wait for. The bulk and tensor forms
// (cp.async.bulk*) are not lowered.
//
// An mbarrier is a 64-bit object in shared memory whose layout PTX leaves
// opaque; ours is
//
//	bits  0..31  pending arrivals of the current phase
//	bits 32..62  expected arrivals per phase
//	bit  63      phase parity
//
// arrive is a compare-and-swap loop that decrements the pending count and,
// when it reaches zero, starts the next phase (flips the parity, reloads
// the expected count). The state that arrive returns is the object as it
// was before the arrival; a phase is complete for a state (or a parity)
// when the object's parity differs from it. try_wait returns at once, as
// test_wait does: the ISA lets it return false before its time limit.
// Transaction counts (expect_tx, complete_tx) belong to the bulk copies
// and are not lowered.

func init() {
	lowerTable["cp"] = (*fnLowerer).lowerCp
	lowerTable["mbarrier"] = (*fnLowerer).lowerMbarrier
}

// allOperands is Dst followed by Src: the builder puts the first operand
// of cp.async and mbarrier.init/inval (an address) in Dst.
func allOperands(in *sir.Inst) []sir.Operand {
	return append(append([]sir.Operand{}, in.Dst...), in.Src...)
}

func (fl *fnLowerer) lowerCp(in *sir.Inst) {
	if !in.Has("async") {
		unsupported("cp without .async")
	}
	switch {
	case in.Has("bulk"):
		unsupported("cp.async.bulk (bulk and tensor copies are not supported)")
	case in.Has("commit_group"):
		checkMods(in, "async", "commit_group")
		return
	case in.Has("wait_group"):
		checkMods(in, "async", "wait_group")
		if ops := allOperands(in); len(ops) != 1 {
			unsupported("cp.async.wait_group takes a group count")
		} else if _, ok := ops[0].(*sir.Imm); !ok {
			unsupported("cp.async.wait_group needs a constant count")
		}
		return
	case in.Has("wait_all"):
		checkMods(in, "async", "wait_all")
		return
	case in.Has("mbarrier"):
		fl.cpAsyncMbarrierArrive(in)
		return
	}
	fl.cpAsync(in)
}

// cpAsync: cp.async.{ca,cg}.shared{::cta}.global{.level::cache_hint}
// {.level::prefetch_size} [dst], [src], cp-size{, src-size | , ignore-src}
// {, cache-policy}. Bytes of the cp-size destination beyond src-size are
// zero; ignore-src true copies nothing and zero-fills.
func (fl *fnLowerer) cpAsync(in *sir.Inst) {
	checkMods(in, "async", "ca", "cg", "shared", "shared::cta", "global", "L2::cache_hint", "L2::64B", "L2::128B", "L2::256B")
	if !in.Has("global") || in.ModIn("shared", "shared::cta") == "" {
		unsupported("cp.async needs .shared.global")
	}
	if in.ModIn("ca", "cg") == "" {
		unsupported("cp.async needs .ca or .cg")
	}
	ops := allOperands(in)
	if in.Has("L2::cache_hint") {
		if len(ops) < 4 {
			unsupported("cp.async.L2::cache_hint needs a cache policy")
		}
		ops = ops[:len(ops)-1]
	}
	if len(ops) < 3 || len(ops) > 4 {
		unsupported("cp.async takes [dst], [src], cp-size and an optional src-size")
	}
	sz, ok := ops[2].(*sir.Imm)
	if !ok {
		unsupported("cp.async needs a constant cp-size")
	}
	n := int64(sz.Bits)
	if n != 4 && n != 8 && n != 16 || in.Has("cg") && n != 16 {
		unsupported("cp.async.%s with cp-size %d", in.ModIn("ca", "cg"), n)
	}
	dst := fl.address(ops[0], sir.SpaceShared)
	src := fl.address(ops[1], sir.SpaceGlobal)
	it := types.NewInt(uint64(8 * n))
	full := func() {
		l := llvmx.NewLoad(it, src)
		l.Align = ir.Align(n)
		fl.add(l)
		s := llvmx.NewStore(l, dst)
		s.Align = ir.Align(n)
		fl.add(s)
	}
	if len(ops) == 3 {
		full()
		return
	}
	var copyAll, srcSize value.Value
	switch x := ops[3].(type) {
	case *sir.Imm:
		if int64(x.Bits) >= n {
			full()
			return
		}
		srcSize = constant.NewInt(types.I32, int64(x.Bits))
		copyAll = constant.False
	case *sir.RegOp, *sir.Not:
		if r, isReg := x.(*sir.RegOp); isReg && r.Reg.Type != sir.Pred {
			srcSize = fl.read(x, sir.U32)
			copyAll = fl.emit(ir.NewICmp(enum.IPredUGE, srcSize, constant.NewInt(types.I32, n)))
			break
		}
		// ignore-src: true copies nothing.
		ignore := fl.read(x, sir.Pred)
		copyAll = fl.emit(ir.NewXor(ignore, constant.True))
		srcSize = constant.NewInt(types.I32, 0)
	default:
		unsupported("cp.async src-size %s", sir.FormatOperand(x))
	}
	fullBlk := fl.newBlock("cp.full")
	part := fl.newBlock("cp.part")
	check := fl.newBlock("cp.check")
	body := fl.newBlock("cp.byte")
	join := fl.newBlock("cp.join")
	fl.cur.NewCondBr(copyAll, fullBlk, part)
	fl.cur = fullBlk
	full()
	fl.cur.NewBr(join)

	fl.cur = part
	z := llvmx.NewStore(constant.NewInt(it, 0), dst)
	z.Align = ir.Align(n)
	fl.add(z)
	fl.cur.NewBr(check)

	fl.cur = check
	i := &ir.InstPhi{Typ: types.I32, Incs: []*ir.Incoming{{X: constant.NewInt(types.I32, 0), Pred: part}}}
	fl.add(i)
	more := fl.emit(ir.NewICmp(enum.IPredULT, i, srcSize))
	fl.cur.NewCondBr(more, body, join)

	fl.cur = body
	sp := fl.emit(llvmx.NewGEP(types.I8, src, true, fl.emit(ir.NewZExt(i, types.I64))))
	dp := fl.emit(llvmx.NewGEP(types.I8, dst, true, i))
	b := llvmx.NewLoad(types.I8, sp)
	b.Align = 1
	fl.add(b)
	s := llvmx.NewStore(b, dp)
	s.Align = 1
	fl.add(s)
	i.Incs = append(i.Incs, &ir.Incoming{X: fl.emit(ir.NewAdd(i, constant.NewInt(types.I32, 1))), Pred: body})
	fl.cur.NewBr(check)
	fl.cur = join
}

// cpAsyncMbarrierArrive: cp.async.mbarrier.arrive{.noinc}{.shared{::cta}}.b64
// [addr]. Every earlier cp.async of the thread has completed, so the
// arrive-on operation happens now: without .noinc the pending count is
// first incremented and then decremented (no change); with .noinc it is
// one arrival.
func (fl *fnLowerer) cpAsyncMbarrierArrive(in *sir.Inst) {
	checkMods(in, "async", "mbarrier", "arrive", "noinc", "shared", "shared::cta")
	if !in.Has("arrive") || instType(in) != sir.B64 {
		unsupported("cp.async.mbarrier form")
	}
	ops := allOperands(in)
	if len(ops) != 1 {
		unsupported("cp.async.mbarrier.arrive takes one address")
	}
	p := fl.address(ops[0], memSpace(in))
	if in.Has("noinc") {
		fl.mbarrierArrive(p, constant.NewInt(types.I32, 1), false)
	}
}

const mbarPhaseBit = uint64(1) << 63

// mbarrierArrive performs count arrivals on the mbarrier at p (drop: also
// lowers the expected count of later phases) and returns the state before
// them.
func (fl *fnLowerer) mbarrierArrive(p value.Value, count value.Value, drop bool) value.Value {
	a := atomic{ord: enum.AtomicOrderingAcquireRelease, scope: "workgroup"}
	c64 := fl.emit(ir.NewZExt(count, types.I64))
	return fl.casLoop(p, types.I64, a, func(old value.Value) value.Value {
		lowMask := constant.NewInt(types.I64, 0xffffffff)
		pend := fl.emit(ir.NewAnd(old, lowMask))
		exp := fl.emit(ir.NewAnd(fl.emit(ir.NewLShr(old, constant.NewInt(types.I64, 32))), constant.NewInt(types.I64, 0x7fffffff)))
		phase := fl.emit(ir.NewAnd(old, intConst(types.I64, mbarPhaseBit)))
		if drop {
			exp = fl.emit(ir.NewSub(exp, c64))
		}
		np := fl.emit(ir.NewSub(pend, c64))
		done := fl.emit(ir.NewICmp(enum.IPredEQ, np, constant.NewInt(types.I64, 0)))
		expHi := fl.emit(ir.NewShl(exp, constant.NewInt(types.I64, 32)))
		// Next phase: parity flipped, pending reloaded.
		flipped := fl.emit(ir.NewXor(phase, intConst(types.I64, mbarPhaseBit)))
		next := fl.emit(ir.NewOr(fl.emit(ir.NewOr(flipped, expHi)), exp))
		same := fl.emit(ir.NewOr(fl.emit(ir.NewOr(phase, expHi)), fl.emit(ir.NewAnd(np, lowMask))))
		return fl.emit(ir.NewSelect(done, next, same))
	})
}

// lowerMbarrier: mbarrier.{init, inval, arrive, arrive_drop, test_wait,
// try_wait, pending_count} (PTX ISA 9.7.13.15.9 to 9.7.13.15.16).
func (fl *fnLowerer) lowerMbarrier(in *sir.Inst) {
	checkMods(in, "init", "inval", "arrive", "arrive_drop", "test_wait", "try_wait", "parity", "pending_count",
		"noComplete", "shared", "shared::cta", "release", "acquire", "relaxed", "cta", "cluster")
	if in.Has("cluster") || in.Has("shared::cluster") {
		unsupported("mbarrier at cluster scope")
	}
	if t := in.Type(0); t != sir.B64 || len(in.Types) != 1 {
		unsupported("mbarrier needs .b64")
	}
	ops := allOperands(in)
	sp := memSpace(in)
	mbar := func(i int) value.Value {
		if i >= len(ops) {
			unsupported("mbarrier: missing operand")
		}
		return fl.address(ops[i], sp)
	}
	store := func(p, v value.Value) {
		s := llvmx.NewStore(v, p)
		s.Align = 8
		s.Atomic, s.Ordering, s.SyncScope = true, enum.AtomicOrderingRelease, "workgroup"
		fl.add(s)
	}
	switch op := in.ModIn("init", "inval", "arrive", "arrive_drop", "test_wait", "try_wait", "pending_count"); op {
	case "init":
		if len(ops) != 2 {
			unsupported("mbarrier.init takes [addr], count")
		}
		n := fl.emit(ir.NewZExt(fl.read(ops[1], sir.U32), types.I64))
		v := fl.emit(ir.NewOr(fl.emit(ir.NewShl(n, constant.NewInt(types.I64, 32))), n))
		store(mbar(0), v)
	case "inval":
		if len(ops) != 1 {
			unsupported("mbarrier.inval takes [addr]")
		}
		store(mbar(0), constant.NewInt(types.I64, 0))
	case "arrive", "arrive_drop":
		if len(in.Dst) != 1 || len(ops) < 2 || len(ops) > 3 {
			unsupported("mbarrier.%s takes state, [addr]{, count}", op)
		}
		var count value.Value = constant.NewInt(types.I32, 1)
		if len(ops) == 3 {
			count = fl.read(ops[2], sir.U32)
		}
		st := fl.mbarrierArrive(mbar(1), count, op == "arrive_drop")
		fl.writeOp(ops[0], st, sir.B64)
	case "test_wait", "try_wait":
		if len(in.Dst) != 1 || len(ops) < 3 || len(ops) > 4 || op == "test_wait" && len(ops) != 3 {
			unsupported("mbarrier.%s takes waitComplete, [addr], state", op)
		}
		l := llvmx.NewLoad(types.I64, mbar(1))
		l.Align = 8
		l.Atomic, l.Ordering, l.SyncScope = true, enum.AtomicOrderingAcquire, "workgroup"
		fl.add(l)
		cur := fl.emit(ir.NewLShr(l, constant.NewInt(types.I64, 63)))
		var want value.Value
		if in.Has("parity") {
			want = fl.emit(ir.NewAnd(fl.emit(ir.NewZExt(fl.read(ops[2], sir.U32), types.I64)), constant.NewInt(types.I64, 1)))
		} else {
			want = fl.emit(ir.NewLShr(fl.read(ops[2], sir.B64), constant.NewInt(types.I64, 63)))
		}
		fl.writeOp(ops[0], fl.emit(ir.NewICmp(enum.IPredNE, cur, want)), sir.Pred)
	case "pending_count":
		if len(ops) != 2 {
			unsupported("mbarrier.pending_count takes count, state")
		}
		st := fl.read(ops[1], sir.B64)
		fl.writeOp(ops[0], fl.emit(ir.NewTrunc(st, types.I32)), sir.U32)
	default:
		unsupported("mbarrier operation")
	}
}
