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
//	bits  0..19  pending arrivals of the current phase
//	bits 20..39  expected arrivals per phase
//	bits 40..62  transaction count of the current phase (23-bit two's
//	             complement: PTX bounds it to ±(2^20-1))
//	bit  63      phase parity
//
// Every update is a compare-and-swap loop: an arrival lowers the pending
// count, expect_tx raises the transaction count, complete_tx (and the end
// of a bulk copy that names the mbarrier) lowers it; when both reach zero
// the phase completes: the parity flips, the pending count is reloaded
// and the transaction count starts again from zero. The state that arrive
// returns is the object as it was before the arrival; a phase is complete
// for a state (or a parity) when the object's parity differs from it.
// try_wait returns at once, as test_wait does: the ISA lets it return
// false before its time limit. With thread-block clusters of one CTA,
// .cluster scope and .shared::cluster addresses are the CTA's own.

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
	if in.Has("reduce") && !in.Has("bulk") {
		unsupported("cp.reduce.async without .bulk")
	}
	switch {
	case in.Has("bulk"):
		fl.lowerCpBulk(in)
		return
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
	p := fl.address(ops[0], mbarSpace(in))
	if in.Has("noinc") {
		fl.mbarrierUpdate(p, constant.NewInt(types.I32, 1), nil, false)
	}
}

const (
	mbarPhaseBit  = uint64(1) << 63
	mbarCountMask = 1<<20 - 1
	mbarTxShift   = 40
	mbarTxMask    = 1<<23 - 1
)

// mbarrierUpdate performs count arrivals (an i32, or nil for none) and
// adds tx (an i64 transaction-count change, or nil) on the mbarrier at p;
// drop also lowers the expected count of later phases. It returns the
// state before the update.
func (fl *fnLowerer) mbarrierUpdate(p value.Value, count, tx value.Value, drop bool) value.Value {
	a := atomic{ord: enum.AtomicOrderingAcquireRelease, scope: "workgroup"}
	b := ib{fl}
	var c64 value.Value = constant.NewInt(types.I64, 0)
	if count != nil {
		c64 = b.ext(count, types.I64, false)
	}
	return fl.casLoop(p, types.I64, a, func(old value.Value) value.Value {
		cm := ci(types.I64, mbarCountMask)
		pend := b.and(old, cm)
		exp := b.and(b.lshr(old, ci(types.I64, 20)), cm)
		txc := b.and(b.lshr(old, ci(types.I64, mbarTxShift)), ci(types.I64, mbarTxMask))
		phase := b.and(old, intConst(types.I64, mbarPhaseBit))
		if drop {
			exp = b.and(b.sub(exp, c64), cm)
		}
		np := b.and(b.sub(pend, c64), cm)
		if tx != nil {
			txc = b.and(b.add(txc, tx), ci(types.I64, mbarTxMask))
		}
		done := b.and(b.cmp(enum.IPredEQ, np, ci(types.I64, 0)), b.cmp(enum.IPredEQ, txc, ci(types.I64, 0)))
		expHi := b.shl(exp, ci(types.I64, 20))
		// Next phase: parity flipped, pending reloaded, no transactions.
		flipped := b.xor(phase, intConst(types.I64, mbarPhaseBit))
		next := b.or(b.or(flipped, expHi), exp)
		same := b.or(b.or(b.or(phase, expHi), np), b.shl(txc, ci(types.I64, mbarTxShift)))
		return b.sel(done, next, same)
	})
}

// lowerMbarrier: mbarrier.{init, inval, arrive, arrive_drop, test_wait,
// try_wait, pending_count} (PTX ISA 9.7.13.15.9 to 9.7.13.15.16).
func (fl *fnLowerer) lowerMbarrier(in *sir.Inst) {
	checkMods(in, "init", "inval", "arrive", "arrive_drop", "test_wait", "try_wait", "parity", "pending_count",
		"expect_tx", "complete_tx", "noComplete", "shared", "shared::cta", "shared::cluster", "release", "acquire", "relaxed", "cta", "cluster")
	if t := in.Type(0); t != sir.B64 || len(in.Types) != 1 {
		unsupported("mbarrier needs .b64")
	}
	ops := allOperands(in)
	sp := mbarSpace(in)
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
	switch op := in.ModIn("init", "inval", "arrive", "arrive_drop", "test_wait", "try_wait", "pending_count", "expect_tx", "complete_tx"); op {
	case "init":
		if len(ops) != 2 {
			unsupported("mbarrier.init takes [addr], count")
		}
		n := fl.emit(ir.NewAnd(fl.emit(ir.NewZExt(fl.read(ops[1], sir.U32), types.I64)), ci(types.I64, mbarCountMask)))
		v := fl.emit(ir.NewOr(fl.emit(ir.NewShl(n, constant.NewInt(types.I64, 20))), n))
		store(mbar(0), v)
	case "inval":
		if len(ops) != 1 {
			unsupported("mbarrier.inval takes [addr]")
		}
		store(mbar(0), constant.NewInt(types.I64, 0))
	case "arrive", "arrive_drop":
		// mbarrier.arrive{.expect_tx} state, [addr]{, count | , txCount}:
		// with .expect_tx the third operand is the transaction count and
		// the arrival is one.
		if len(in.Dst) != 1 || len(ops) < 2 || len(ops) > 3 || in.Has("expect_tx") && len(ops) != 3 {
			unsupported("mbarrier.%s takes state, [addr]{, count}", op)
		}
		var count, tx value.Value = constant.NewInt(types.I32, 1), nil
		if len(ops) == 3 {
			if in.Has("expect_tx") {
				tx = fl.emit(ir.NewZExt(fl.read(ops[2], sir.U32), types.I64))
			} else {
				count = fl.read(ops[2], sir.U32)
			}
		}
		st := fl.mbarrierUpdate(mbar(1), count, tx, op == "arrive_drop")
		fl.writeOp(ops[0], st, sir.B64)
	case "expect_tx", "complete_tx":
		// mbarrier.expect_tx / complete_tx [addr], txCount.
		if len(in.Dst) != 0 || len(ops) != 2 {
			unsupported("mbarrier.%s takes [addr], txCount", op)
		}
		tx := fl.emit(ir.NewZExt(fl.read(ops[1], sir.U32), types.I64))
		if op == "complete_tx" {
			tx = fl.emit(ir.NewSub(constant.NewInt(types.I64, 0), tx))
		}
		fl.mbarrierUpdate(mbar(0), nil, tx, false)
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
		fl.writeOp(ops[0], fl.emit(ir.NewTrunc(fl.emit(ir.NewAnd(st, ci(types.I64, mbarCountMask))), types.I32)), sir.U32)
	default:
		unsupported("mbarrier operation")
	}
}

// mbarSpace is the state space of an mbarrier operand: .shared::cluster
// names the CTA's own shared memory in a cluster of one.
func mbarSpace(in *sir.Inst) sir.Space {
	if in.Has("shared::cluster") {
		return sir.SpaceShared
	}
	return memSpace(in)
}
