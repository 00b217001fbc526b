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

// Atomic read-modify-write (PTX ISA 9.7.13.5 atom, 9.7.13.6 red).
//
//	atom{.sem}{.scope}{.space}.op{.L2::cache_hint}.type d, [a], b{, c}{, policy}
//	red{.sem}{.scope}{.space}.op{.L2::cache_hint}.type [a], b{, policy}
//
// .sem defaults to .relaxed (monotonic) and .scope to .gpu (agent); .space
// is .global, .shared or generic. Operations with an LLVM atomicrmw
// equivalent use it (add, and, or, xor, exch, min, max, add.f32/f64);
// those without one in LLVM 15 (inc and dec with CUDA's wrap-around,
// uinc_wrap/udec_wrap arrived in LLVM 16; 16-bit and packed float adds;
// cas.b16) are a compare-and-swap loop, on the enclosing aligned 32-bit
// word for 16-bit data. A loop is lock-free: each round some lane's swap
// succeeds.
//
// atom.add.f32 flushes subnormal inputs and results to zero on NVIDIA
// (9.7.13.5); the lowering flushes the operand b, so a sum whose exact
// result is subnormal keeps that subnormal where NVIDIA stores zero.
// Vector forms (.v2/.v4/.v8 of f32, f16x2, bf16x2, sm_90) are, as the ISA
// says, one atomic operation per element.

func init() {
	lowerTable["atom"] = (*fnLowerer).lowerAtom
	lowerTable["red"] = (*fnLowerer).lowerAtom
}

var atomOps = []string{"and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max"}

// atomOrder decodes .sem and .scope of atom/red.
func atomOrder(in *sir.Inst) (enum.AtomicOrdering, string) {
	scope := in.ModIn("cta", "cluster", "gpu", "sys")
	if scope == "" {
		scope = "gpu"
	}
	ord := enum.AtomicOrderingMonotonic
	switch in.ModIn("relaxed", "acquire", "release", "acq_rel") {
	case "acquire":
		ord = enum.AtomicOrderingAcquire
	case "release":
		ord = enum.AtomicOrderingRelease
	case "acq_rel":
		ord = enum.AtomicOrderingAcquireRelease
	}
	return ord, syncScope(scope)
}

// failureOrder is the strongest ordering a failed cmpxchg may have for a
// success ordering ord.
func failureOrder(ord enum.AtomicOrdering) enum.AtomicOrdering {
	switch ord {
	case enum.AtomicOrderingAcquire, enum.AtomicOrderingAcquireRelease:
		return enum.AtomicOrderingAcquire
	case enum.AtomicOrderingSequentiallyConsistent:
		return ord
	}
	return enum.AtomicOrderingMonotonic
}

// atomic is one decoded atom/red.
type atomic struct {
	op    string
	t     sir.Type
	ord   enum.AtomicOrdering
	scope string
}

func (fl *fnLowerer) lowerAtom(in *sir.Inst) {
	if in.Has("async") {
		fl.lowerRedAsync(in)
		return
	}
	checkMods(in, append([]string{"relaxed", "acquire", "release", "acq_rel", "cta", "cluster", "gpu", "sys",
		"global", "shared", "shared::cta", "shared::cluster", "noftz", "L2::cache_hint", "v2", "v4", "v8"}, atomOps...)...)
	a := atomic{op: in.ModIn(atomOps...), t: instType(in)}
	if a.op == "" {
		unsupported("%s without an operation", in.Op)
	}
	a.ord, a.scope = atomOrder(in)
	sp := memSpace(in)
	switch sp {
	case sir.SpaceGlobal, sir.SpaceShared, sir.SpaceGeneric:
	default:
		unsupported("%s in %s", in.Op, sp)
	}
	checkAtomType(in, a)
	vec := 1
	switch in.ModIn("v2", "v4", "v8") {
	case "v2":
		vec = 2
	case "v4":
		vec = 4
	case "v8":
		vec = 8
	}
	// A vector atom names .global or a generic address that points to
	// global memory (CUDA's atomicAdd(float2 *, float2) is the latter).
	if vec > 1 && (sp != sir.SpaceGlobal && sp != sir.SpaceGeneric || a.op != "add" && a.op != "min" && a.op != "max" || !a.t.IsFloat()) {
		unsupported("vector %s: only .global or generic float add/min/max", in.Op)
	}
	nsrc := 2
	if a.op == "cas" {
		nsrc = 3
	}
	if in.Has("L2::cache_hint") {
		nsrc++
	}
	if len(in.Src) != nsrc {
		unsupported("%s.%s takes %d source operands", in.Op, a.op, nsrc)
	}
	if in.Op == "atom" && len(in.Dst) != 1 || in.Op == "red" && (len(in.Dst) != 0 || a.op == "cas") {
		unsupported("malformed %s", in.Op)
	}
	p := fl.address(in.Src[0], sp)
	it := sir.Type{Kind: sir.KindBits, Bits: a.t.Bits}
	bs := memElems(in.Src[1], vec, in.Op)
	var ds []sir.Operand
	if in.Op == "atom" {
		ds = memElems(in.Dst[0], vec, in.Op)
	}
	for i, bo := range bs {
		ep := fl.offsetPtr(p, int64(i*a.t.Bits/8))
		b := fl.read(bo, it)
		var old value.Value
		if a.op == "cas" {
			old = fl.atomCas(ep, a, b, fl.src(in, 2, it))
		} else {
			old = fl.atomRMW(ep, a, b)
		}
		if ds != nil {
			fl.writeOp(ds[i], old, it)
		}
	}
}

// checkAtomType rejects type/operation pairs that PTX does not define or
// that are not lowered.
func checkAtomType(in *sir.Inst, a atomic) {
	t := a.t
	intOK := t.IsInt() && (t.Bits == 32 || t.Bits == 64)
	ok := false
	switch a.op {
	case "and", "or", "xor", "exch":
		ok = !t.Packed && (t.Bits == 32 || t.Bits == 64) && (t.IsInt() || a.op == "exch")
	case "cas":
		ok = t.IsInt() && (t.Bits == 16 || t.Bits == 32 || t.Bits == 64)
	case "inc", "dec":
		ok = t.IsInt() && t.Kind != sir.KindSigned && t.Bits == 32
	case "min", "max":
		ok = intOK
	case "add":
		switch {
		case intOK:
			// ptxas rejects atom.add.s64.
			ok = !(t.Kind == sir.KindSigned && t.Bits == 64)
		case t == sir.F32 || t == sir.F64:
			ok = true
		case t == sir.F16 || t == sir.F16x2 || t == sir.BF16 || t == sir.BF16x2:
			ok = true
			if !in.Has("noftz") {
				unsupported("%s.add.%s needs .noftz", in.Op, t)
			}
		}
	}
	if !ok {
		unsupported("%s.%s.%s", in.Op, a.op, t)
	}
	if in.Has("noftz") && !(a.op == "add" && t.Bits <= 32 && t.IsFloat() && t != sir.F32) {
		unsupported(".noftz on %s.%s", a.op, t)
	}
}

// atomRMW performs every operation but cas at p with operand b (an integer
// of the type's width) and returns the old value.
func (fl *fnLowerer) atomRMW(p value.Value, a atomic, b value.Value) value.Value {
	t := a.t
	signed := t.Kind == sir.KindSigned
	rmw := func(op enum.AtomicOp, x value.Value) value.Value {
		return fl.emit(llvmx.NewAtomicRMW(op, p, x, a.ord, a.scope))
	}
	it := b.Type().(*types.IntType)
	switch a.op {
	case "and":
		return rmw(enum.AtomicOpAnd, b)
	case "or":
		return rmw(enum.AtomicOpOr, b)
	case "xor":
		return rmw(enum.AtomicOpXor, b)
	case "exch":
		return rmw(enum.AtomicOpXChg, b)
	case "min":
		if signed {
			return rmw(enum.AtomicOpMin, b)
		}
		return rmw(enum.AtomicOpUMin, b)
	case "max":
		if signed {
			return rmw(enum.AtomicOpMax, b)
		}
		return rmw(enum.AtomicOpUMax, b)
	case "inc":
		// old >= b ? 0 : old + 1
		return fl.casLoop(p, it, a, func(old value.Value) value.Value {
			wrap := fl.emit(ir.NewICmp(enum.IPredUGE, old, b))
			inc := fl.emit(ir.NewAdd(old, constant.NewInt(it, 1)))
			return fl.emit(ir.NewSelect(wrap, constant.NewInt(it, 0), inc))
		})
	case "dec":
		// old == 0 || old > b ? b : old - 1
		return fl.casLoop(p, it, a, func(old value.Value) value.Value {
			zero := fl.emit(ir.NewICmp(enum.IPredEQ, old, constant.NewInt(it, 0)))
			above := fl.emit(ir.NewICmp(enum.IPredUGT, old, b))
			wrap := fl.emit(ir.NewOr(zero, above))
			dec := fl.emit(ir.NewSub(old, constant.NewInt(it, 1)))
			return fl.emit(ir.NewSelect(wrap, b, dec))
		})
	case "add":
		switch {
		case t.IsInt():
			return rmw(enum.AtomicOpAdd, b)
		case t == sir.F32:
			f := fl.emit(ir.NewBitCast(fl.flushBits32(b), types.Float))
			old := rmw(enum.AtomicOpFAdd, f)
			if !fl.lw.opts.FastNaN {
				fl.canonAtomicNaN32(p, a, old, f)
			}
			return fl.emit(ir.NewBitCast(old, types.I32))
		case t == sir.F64:
			f := fl.emit(ir.NewBitCast(b, types.Double))
			return fl.emit(ir.NewBitCast(rmw(enum.AtomicOpFAdd, f), types.I64))
		case t == sir.F16 || t == sir.BF16:
			return fl.casLoop(p, it, a, func(old value.Value) value.Value {
				return fl.add16(t.Kind, old, b)
			})
		case t == sir.F16x2 || t == sir.BF16x2:
			return fl.casLoop(p, it, a, func(old value.Value) value.Value {
				lo := fl.add16(t.Kind, fl.half(old, 0), fl.half(b, 0))
				hi := fl.add16(t.Kind, fl.half(old, 1), fl.half(b, 1))
				return fl.pack16(lo, hi)
			})
		}
	}
	unsupported("%s.%s", a.op, t)
	return nil
}

// canonAtomicNaN32 follows an atomic f32 add of f to *p that returned
// old: when old+f is NaN, the word now holds AMD's NaN, and NVIDIA's
// canonical 0x7fffffff replaces it (recorded: atom.add.f32 leaves
// 0x7fffffff whatever NaN was added). NaN absorbs later adds, so the
// word stays NaN until the swap; a word that holds another value by
// then (an exchange or store in between) is left alone.
func (fl *fnLowerer) canonAtomicNaN32(p value.Value, a atomic, old, f value.Value) {
	sum := fl.emit(ir.NewFAdd(old, f))
	nan := fl.emit(ir.NewFCmp(enum.FPredUNO, sum, sum))
	fix := fl.newBlock("atom.nan")
	loop := fl.newBlock("atom.nan.loop")
	swap := fl.newBlock("atom.nan.swap")
	done := fl.newBlock("atom.nan.done")
	fl.cur.NewCondBr(nan, fix, done)
	fl.cur = fix
	first := llvmx.NewLoad(types.I32, p)
	first.Align = 4
	first.Atomic, first.Ordering, first.SyncScope = true, enum.AtomicOrderingMonotonic, a.scope
	fl.add(first)
	fl.cur.NewBr(loop)
	fl.cur = loop
	phi := &ir.InstPhi{Typ: types.I32, Incs: []*ir.Incoming{{X: first, Pred: fix}}}
	fl.add(phi)
	canon := constant.NewInt(types.I32, 0x7fffffff)
	mag := fl.emit(ir.NewAnd(phi, canon))
	isNaN := fl.emit(ir.NewICmp(enum.IPredUGT, mag, constant.NewInt(types.I32, 0x7f800000)))
	other := fl.emit(ir.NewICmp(enum.IPredNE, phi, canon))
	fl.cur.NewCondBr(fl.emit(ir.NewAnd(isNaN, other)), swap, done)
	fl.cur = swap
	x := fl.emit(llvmx.NewCmpXchg(p, phi, canon, a.ord, failureOrder(a.ord), a.scope))
	seen := fl.emit(ir.NewExtractValue(x, 0))
	ok := fl.emit(ir.NewExtractValue(x, 1))
	phi.Incs = append(phi.Incs, &ir.Incoming{X: seen, Pred: swap})
	fl.cur.NewCondBr(ok, done, loop)
	fl.cur = done
}

// flushBits32 replaces a subnormal f32 (held as i32 bits) by a zero of
// the same sign, with integer operations only.
func (fl *fnLowerer) flushBits32(b value.Value) value.Value {
	exp := fl.emit(ir.NewAnd(b, constant.NewInt(types.I32, 0x7f800000)))
	sub := fl.emit(ir.NewICmp(enum.IPredEQ, exp, constant.NewInt(types.I32, 0)))
	sign := fl.emit(ir.NewAnd(b, intConst(types.I32, 0x80000000)))
	return fl.emit(ir.NewSelect(sub, sign, b))
}

// half extracts 16-bit half i (0: low) of the i32 x.
func (fl *fnLowerer) half(x value.Value, i int) value.Value {
	if i == 1 {
		x = fl.emit(ir.NewLShr(x, constant.NewInt(types.I32, 16)))
	}
	return fl.emit(ir.NewTrunc(x, types.I16))
}

// pack16 builds the i32 with halves lo and hi.
func (fl *fnLowerer) pack16(lo, hi value.Value) value.Value {
	l := fl.emit(ir.NewZExt(lo, types.I32))
	h := fl.emit(ir.NewShl(fl.emit(ir.NewZExt(hi, types.I32)), constant.NewInt(types.I32, 16)))
	return fl.emit(ir.NewOr(l, h))
}

// add16 adds two f16 (KindFloat) or bf16 (KindBF16) values held as i16,
// rounding to nearest even, without flushing subnormals; a NaN sum is
// the canonical 0x7fff.
func (fl *fnLowerer) add16(k sir.Kind, x, y value.Value) value.Value {
	var r value.Value
	if k == sir.KindFloat {
		fx := fl.emit(ir.NewBitCast(x, types.Half))
		fy := fl.emit(ir.NewBitCast(y, types.Half))
		r = fl.emit(ir.NewBitCast(fl.emit(ir.NewFAdd(fx, fy)), types.I16))
	} else {
		widen := func(v value.Value) value.Value {
			w := fl.emit(ir.NewShl(fl.emit(ir.NewZExt(v, types.I32)), constant.NewInt(types.I32, 16)))
			return fl.emit(ir.NewBitCast(w, types.Float))
		}
		r = fl.f32ToBF16(fl.emit(ir.NewFAdd(widen(x), widen(y))))
	}
	if fl.lw.opts.FastNaN {
		return r
	}
	// A NaN sum is the canonical 0x7fff (recorded).
	inf := int64(0x7c00)
	if k == sir.KindBF16 {
		inf = 0x7f80
	}
	mag := fl.emit(ir.NewAnd(r, constant.NewInt(types.I16, 0x7fff)))
	nan := fl.emit(ir.NewICmp(enum.IPredUGT, mag, constant.NewInt(types.I16, inf)))
	return fl.emit(ir.NewSelect(nan, constant.NewInt(types.I16, 0x7fff), r))
}

// f32ToBF16 rounds a float to bf16 bits (nearest even; NaN stays a quiet
// NaN).
func (fl *fnLowerer) f32ToBF16(f value.Value) value.Value {
	bits := fl.emit(ir.NewBitCast(f, types.I32))
	lsb := fl.emit(ir.NewAnd(fl.emit(ir.NewLShr(bits, constant.NewInt(types.I32, 16))), constant.NewInt(types.I32, 1)))
	bias := fl.emit(ir.NewAdd(lsb, constant.NewInt(types.I32, 0x7fff)))
	r := fl.emit(ir.NewLShr(fl.emit(ir.NewAdd(bits, bias)), constant.NewInt(types.I32, 16)))
	nan := fl.emit(ir.NewFCmp(enum.FPredUNO, f, f))
	quiet := fl.emit(ir.NewOr(fl.emit(ir.NewLShr(bits, constant.NewInt(types.I32, 16))), constant.NewInt(types.I32, 0x40)))
	return fl.emit(ir.NewTrunc(fl.emit(ir.NewSelect(nan, quiet, r)), types.I16))
}

// atomCas is atom.cas: compare with b, swap in c; returns the old value.
func (fl *fnLowerer) atomCas(p value.Value, a atomic, b, c value.Value) value.Value {
	if a.t.Bits == 16 {
		return fl.casLoop(p, types.I16, a, func(old value.Value) value.Value {
			eq := fl.emit(ir.NewICmp(enum.IPredEQ, old, b))
			return fl.emit(ir.NewSelect(eq, c, old))
		})
	}
	x := fl.emit(llvmx.NewCmpXchg(p, b, c, a.ord, failureOrder(a.ord), a.scope))
	return fl.emit(ir.NewExtractValue(x, 0))
}

// casLoop atomically replaces the integer of type it at p by f(old) with a
// compare-and-swap loop and returns old. A 16-bit value is updated inside
// its aligned 32-bit word (cmpxchg i16 is not lowered by every LLVM).
func (fl *fnLowerer) casLoop(p value.Value, it *types.IntType, a atomic, f func(old value.Value) value.Value) value.Value {
	wp, wt := p, it
	var shift value.Value
	if it.BitSize == 16 {
		pt := p.Type().(*llvmx.PtrType)
		at := indexType(p)
		addr := fl.emit(ir.NewPtrToInt(p, at))
		word := fl.emit(ir.NewAnd(addr, constant.NewInt(at, -4)))
		wp = fl.emit(ir.NewIntToPtr(word, pt))
		byteOff := fl.resizeInt(fl.emit(ir.NewAnd(addr, constant.NewInt(at, 2))), types.I32, false)
		shift = fl.emit(ir.NewShl(byteOff, constant.NewInt(types.I32, 3)))
		wt = types.I32
	}
	first := llvmx.NewLoad(wt, wp)
	first.Align = ir.Align(wt.BitSize / 8)
	first.Atomic, first.Ordering, first.SyncScope = true, enum.AtomicOrderingMonotonic, a.scope
	fl.add(first)
	pre := fl.cur
	loop := fl.newBlock("atom.loop")
	done := fl.newBlock("atom.done")
	fl.cur.NewBr(loop)
	fl.cur = loop
	phi := &ir.InstPhi{Typ: wt, Incs: []*ir.Incoming{{X: first, Pred: pre}}}
	fl.add(phi)
	var old, next value.Value = phi, nil
	if shift != nil {
		old = fl.emit(ir.NewTrunc(fl.emit(ir.NewLShr(phi, shift)), types.I16))
		nv := fl.emit(ir.NewShl(fl.emit(ir.NewZExt(f(old), types.I32)), shift))
		keep := fl.emit(ir.NewXor(fl.emit(ir.NewShl(constant.NewInt(types.I32, 0xffff), shift)), constant.NewInt(types.I32, -1)))
		next = fl.emit(ir.NewOr(fl.emit(ir.NewAnd(phi, keep)), nv))
	} else {
		next = f(old)
	}
	x := fl.emit(llvmx.NewCmpXchg(wp, phi, next, a.ord, failureOrder(a.ord), a.scope))
	seen := fl.emit(ir.NewExtractValue(x, 0))
	ok := fl.emit(ir.NewExtractValue(x, 1))
	phi.Incs = append(phi.Incs, &ir.Incoming{X: seen, Pred: fl.cur})
	fl.cur.NewCondBr(ok, done, loop)
	fl.cur = done
	return old
}
