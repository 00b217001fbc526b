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

// Bulk asynchronous copies (PTX ISA 9.7.9.25.4 cp.async.bulk,
// cp.reduce.async.bulk, cp.async.bulk.prefetch, commit_group, wait_group).
//
// A bulk copy is done by the thread that issues it, synchronously, 16
// bytes at a time (sizes and addresses are multiples of 16): the data is
// in place when the instruction completes, one of the executions the ISA
// allows. A copy that completes on an mbarrier
// (.mbarrier::complete_tx::bytes) then performs complete_tx with its size
// on that mbarrier, as the hardware does when the last byte lands. So the
// bulk groups have nothing left to wait for: commit_group and
// wait_group{.read} are no-ops. A bulk reduction updates each element with
// an atomic read-modify-write, as red does, so that reductions of several
// CTAs into one buffer are exact. Multicast (.multicast::cluster) writes
// the CTAs of ctaMask (lower_cluster.go); in a cluster of one, this CTA,
// whatever the mask. prefetch.L2 is a hint: no code.
//
// The tensor forms (cp.async.bulk.tensor) are in lower_tma.go.

// bulkMods are the modifiers any cp{.reduce}.async.bulk form may carry.
var bulkMods = []string{"reduce", "async", "bulk", "global", "shared", "shared::cta", "shared::cluster",
	"mbarrier::complete_tx::bytes", "bulk_group", "L2::cache_hint", "multicast::cluster", "prefetch", "L2",
	"commit_group", "wait_group", "read", "noftz"}

// bulkRedOps are the operations of cp.reduce.async.bulk.
var bulkRedOps = []string{"add", "min", "max", "inc", "dec", "and", "or", "xor"}

func (fl *fnLowerer) lowerCpBulk(in *sir.Inst) {
	if in.Has("tensor") {
		fl.lowerCpBulkTensor(in)
		return
	}
	ops := allOperands(in)
	switch {
	case in.Has("commit_group"):
		checkMods(in, "async", "bulk", "commit_group")
		if len(ops) != 0 {
			unsupported("cp.async.bulk.commit_group takes no operands")
		}
		return
	case in.Has("wait_group"):
		checkMods(in, "async", "bulk", "wait_group", "read")
		if len(ops) != 1 {
			unsupported("cp.async.bulk.wait_group takes a group count")
		} else if _, ok := ops[0].(*sir.Imm); !ok {
			unsupported("cp.async.bulk.wait_group needs a constant count")
		}
		return
	case in.Has("prefetch"):
		checkMods(in, "async", "bulk", "prefetch", "L2", "global", "L2::cache_hint")
		n := 2
		if in.Has("L2::cache_hint") {
			n = 3
		}
		if !in.Has("L2") || !in.Has("global") || len(ops) != n {
			unsupported("cp.async.bulk.prefetch.L2.global takes [src], size")
		}
		return
	}
	checkMods(in, append(append([]string{}, bulkMods...), bulkRedOps...)...)
	// Spaces: .dst.src, in that order.
	var spaces []string
	for _, m := range in.Mods {
		switch m {
		case "global", "shared", "shared::cta", "shared::cluster":
			spaces = append(spaces, m)
		}
	}
	if len(spaces) != 2 {
		unsupported("cp.async.bulk needs a destination and a source state space")
	}
	space := func(m string) sir.Space {
		if m == "global" {
			return sir.SpaceGlobal
		}
		return sir.SpaceShared
	}
	dstSp, srcSp := space(spaces[0]), space(spaces[1])
	mbarrier := in.Has("mbarrier::complete_tx::bytes")
	switch {
	case dstSp == sir.SpaceShared && srcSp == sir.SpaceGlobal,
		dstSp == sir.SpaceShared && srcSp == sir.SpaceShared:
		if !mbarrier {
			unsupported("cp.async.bulk into shared memory needs .mbarrier::complete_tx::bytes")
		}
	case dstSp == sir.SpaceGlobal && srcSp == sir.SpaceShared:
		if !in.Has("bulk_group") {
			unsupported("cp.async.bulk into global memory needs .bulk_group")
		}
	default:
		unsupported("cp.async.bulk from %s to %s", spaces[1], spaces[0])
	}
	// Operands: [dst], [src], size {, [mbar]} {, ctaMask} {, policy}.
	n := 3
	if mbarrier {
		n++
	}
	if in.Has("multicast::cluster") {
		if !mbarrier || dstSp != sir.SpaceShared || srcSp != sir.SpaceGlobal || in.Has("reduce") {
			unsupported("cp.async.bulk .multicast::cluster copies global to shared with an mbarrier")
		}
		n++
	}
	if in.Has("L2::cache_hint") {
		n++
	}
	if len(ops) != n {
		unsupported("cp.async.bulk takes %d operands here, not %d", n, len(ops))
	}
	dst := fl.address(ops[0], dstSp)
	src := fl.address(ops[1], srcSp)
	size := fl.read(ops[2], sir.U32)
	if in.Has("multicast::cluster") && fl.cluster != nil {
		// The same copy and complete_tx in each CTA of ctaMask, at the
		// same offsets of its own copies of the variables.
		mb := fl.address(ops[3], sir.SpaceShared)
		fl.multicast(fl.read(ops[4], sir.U16), func(to func(value.Value) value.Value) {
			fl.bulkCopy(to(dst), src, size)
			fl.mbarrierUpdate(to(mb), nil, fl.emit(ir.NewSub(constant.NewInt(types.I64, 0), fl.emit(ir.NewZExt(size, types.I64)))), false)
		})
		return
	}
	if in.Has("reduce") {
		op := in.ModIn(bulkRedOps...)
		if op == "" {
			unsupported("cp.reduce.async.bulk without an operation")
		}
		a := atomic{op: op, t: instType(in), ord: enum.AtomicOrderingMonotonic, scope: "agent"}
		if dstSp == sir.SpaceShared {
			a.scope = "workgroup"
		}
		checkBulkRedType(in, a)
		fl.bulkReduce(dst, src, size, a)
	} else {
		if len(in.Types) != 0 {
			unsupported("cp.async.bulk takes no type")
		}
		fl.bulkCopy(dst, src, size)
	}
	if mbarrier {
		mb := fl.address(ops[3], sir.SpaceShared)
		fl.mbarrierUpdate(mb, nil, fl.emit(ir.NewSub(constant.NewInt(types.I64, 0), fl.emit(ir.NewZExt(size, types.I64)))), false)
	}
}

// checkBulkRedType accepts the type/operation pairs of
// cp.reduce.async.bulk: integer and bitwise operations on 32 and 64 bits,
// add on f32, f64 and (with .noftz) f16/bf16.
func checkBulkRedType(in *sir.Inst, a atomic) {
	t := a.t
	switch a.op {
	case "and", "or", "xor":
		if t.Kind == sir.KindBits && (t.Bits == 32 || t.Bits == 64) {
			return
		}
	case "inc", "dec":
		if t == sir.U32 {
			return
		}
	case "min", "max":
		if t == sir.U32 || t == sir.S32 || t == sir.U64 || t == sir.S64 || (t == sir.F16 || t == sir.BF16) {
			if t.IsFloat() {
				break
			}
			return
		}
	case "add":
		if t == sir.U32 || t == sir.S32 || t == sir.U64 || t == sir.F32 || t == sir.F64 {
			return
		}
		if (t == sir.F16 || t == sir.BF16) && in.Has("noftz") {
			return
		}
	}
	unsupported("cp.reduce.async.bulk.%s.%s", a.op, t)
}

// bulkLoop emits for (i = 0; i < size; i += step) body(i), with i an i32
// byte offset.
func (fl *fnLowerer) bulkLoop(size value.Value, step int64, body func(i value.Value)) {
	pre := fl.cur
	check := fl.newBlock("bulk.check")
	loop := fl.newBlock("bulk.body")
	done := fl.newBlock("bulk.done")
	fl.cur.NewBr(check)
	fl.cur = check
	i := &ir.InstPhi{Typ: types.I32, Incs: []*ir.Incoming{{X: constant.NewInt(types.I32, 0), Pred: pre}}}
	fl.add(i)
	more := fl.emit(ir.NewICmp(enum.IPredULT, i, size))
	fl.cur.NewCondBr(more, loop, done)
	fl.cur = loop
	body(i)
	i.Incs = append(i.Incs, &ir.Incoming{X: fl.emit(ir.NewAdd(i, constant.NewInt(types.I32, step))), Pred: fl.cur})
	fl.cur.NewBr(check)
	fl.cur = done
}

// bytePtr is p plus i bytes (i an i32).
func (fl *fnLowerer) bytePtr(p, i value.Value) value.Value {
	it := indexType(p)
	return fl.emit(llvmx.NewGEP(types.I8, p, true, fl.resizeInt(i, it, false)))
}

// bulkCopy copies size bytes (a multiple of 16) from src to dst.
func (fl *fnLowerer) bulkCopy(dst, src, size value.Value) {
	fl.bulkLoop(size, 16, func(i value.Value) {
		l := llvmx.NewLoad(types.I128, fl.bytePtr(src, i))
		l.Align = 16
		fl.add(l)
		s := llvmx.NewStore(l, fl.bytePtr(dst, i))
		s.Align = 16
		fl.add(s)
	})
}

// bulkReduce applies a element by element: dst[i] = dst[i] op src[i].
func (fl *fnLowerer) bulkReduce(dst, src, size value.Value, a atomic) {
	it := types.NewInt(uint64(a.t.Bits))
	fl.bulkLoop(size, int64(a.t.Bits/8), func(i value.Value) {
		l := llvmx.NewLoad(it, fl.bytePtr(src, i))
		l.Align = ir.Align(a.t.Bits / 8)
		fl.add(l)
		fl.atomRMW(fl.bytePtr(dst, i), a, l)
	})
}
