package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Integer arithmetic, logic and comparison (PTX ISA 9.7.1 "Integer
// Arithmetic Instructions", 9.7.3 "Comparison and Selection", 9.7.8
// "Logic and Shift"). Every PTX-defined result that LLVM leaves undefined
// (division by zero, INT_MIN / -1, shifts by the width or more) is computed
// explicitly with compares and selects, never left to poison.

func init() {
	lowerTable["mov"] = (*fnLowerer).lowerMov
	lowerTable["add"] = (*fnLowerer).lowerAddSub
	lowerTable["sub"] = (*fnLowerer).lowerAddSub
	lowerTable["addc"] = (*fnLowerer).lowerAddcSubc
	lowerTable["subc"] = (*fnLowerer).lowerAddcSubc
	lowerTable["mul"] = (*fnLowerer).lowerMul
	lowerTable["mad"] = (*fnLowerer).lowerMad
	lowerTable["madc"] = (*fnLowerer).lowerMad
	lowerTable["mul24"] = (*fnLowerer).lowerMul24
	lowerTable["mad24"] = (*fnLowerer).lowerMul24
	lowerTable["sad"] = (*fnLowerer).lowerSad
	lowerTable["and"] = (*fnLowerer).lowerBitwise
	lowerTable["or"] = (*fnLowerer).lowerBitwise
	lowerTable["xor"] = (*fnLowerer).lowerBitwise
	lowerTable["not"] = (*fnLowerer).lowerNot
	lowerTable["cnot"] = (*fnLowerer).lowerCnot
	lowerTable["shl"] = (*fnLowerer).lowerShift
	lowerTable["shr"] = (*fnLowerer).lowerShift
	lowerTable["setp"] = (*fnLowerer).lowerSetp
	lowerTable["selp"] = (*fnLowerer).lowerSelp
	lowerTable["copysign"] = (*fnLowerer).lowerCopysign
	// Opcodes shared with floating point: the integer forms are lowered
	// here, the float forms by whatever lower_float.go registered (its init
	// runs before this file's).
	shareWithFloat("div", (*fnLowerer).lowerDivRem)
	shareWithFloat("rem", (*fnLowerer).lowerDivRem)
	shareWithFloat("abs", (*fnLowerer).lowerAbsNeg)
	shareWithFloat("neg", (*fnLowerer).lowerAbsNeg)
	shareWithFloat("min", (*fnLowerer).lowerMinMax)
	shareWithFloat("max", (*fnLowerer).lowerMinMax)
}

// shareWithFloat registers the integer lowering of op and keeps a float
// lowering registered earlier for the float types.
func shareWithFloat(op string, lowerInt func(*fnLowerer, *sir.Inst)) {
	lowerFloat := lowerTable[op]
	lowerTable[op] = func(fl *fnLowerer, in *sir.Inst) {
		if t := in.Type(0); t.IsFloat() {
			if lowerFloat == nil {
				unsupported("%s on %s (no float lowering)", in.Op, t)
			}
			lowerFloat(fl, in)
			return
		}
		lowerInt(fl, in)
	}
}

// instType is the single type suffix of in.
func instType(in *sir.Inst) sir.Type {
	if len(in.Types) != 1 {
		unsupported("expected one type suffix")
	}
	return in.Types[0]
}

// checkMods rejects modifiers outside allowed, so that no modifier is
// silently ignored.
func checkMods(in *sir.Inst, allowed ...string) {
	for _, m := range in.Mods {
		ok := false
		for _, a := range allowed {
			if m == a {
				ok = true
				break
			}
		}
		if !ok {
			unsupported("modifier .%s", m)
		}
	}
}

func (fl *fnLowerer) emit(inst ir.Instruction) value.Value {
	fl.add(inst)
	return inst.(value.Value)
}

// ib builds integer IR in the current block of a function; it keeps the
// lowering functions of this family short.
type ib struct{ fl *fnLowerer }

func (b ib) add(x, y value.Value) value.Value  { return b.fl.emit(ir.NewAdd(x, y)) }
func (b ib) sub(x, y value.Value) value.Value  { return b.fl.emit(ir.NewSub(x, y)) }
func (b ib) mul(x, y value.Value) value.Value  { return b.fl.emit(ir.NewMul(x, y)) }
func (b ib) and(x, y value.Value) value.Value  { return b.fl.emit(ir.NewAnd(x, y)) }
func (b ib) or(x, y value.Value) value.Value   { return b.fl.emit(ir.NewOr(x, y)) }
func (b ib) xor(x, y value.Value) value.Value  { return b.fl.emit(ir.NewXor(x, y)) }
func (b ib) shl(x, y value.Value) value.Value  { return b.fl.emit(ir.NewShl(x, y)) }
func (b ib) lshr(x, y value.Value) value.Value { return b.fl.emit(ir.NewLShr(x, y)) }
func (b ib) ashr(x, y value.Value) value.Value { return b.fl.emit(ir.NewAShr(x, y)) }
func (b ib) udiv(x, y value.Value) value.Value { return b.fl.emit(ir.NewUDiv(x, y)) }
func (b ib) urem(x, y value.Value) value.Value { return b.fl.emit(ir.NewURem(x, y)) }
func (b ib) cmp(p enum.IPred, x, y value.Value) value.Value {
	return b.fl.emit(ir.NewICmp(p, x, y))
}
func (b ib) sel(c, x, y value.Value) value.Value { return b.fl.emit(ir.NewSelect(c, x, y)) }
func (b ib) not(x value.Value) value.Value {
	return b.xor(x, intConst(x.Type().(*types.IntType), ^uint64(0)))
}

// ext resizes integer x to t (sign- or zero-extending, or truncating).
func (b ib) ext(x value.Value, t *types.IntType, signed bool) value.Value {
	from := x.Type().(*types.IntType)
	switch {
	case from.BitSize == t.BitSize:
		return x
	case from.BitSize > t.BitSize:
		return b.fl.emit(ir.NewTrunc(x, t))
	case signed:
		return b.fl.emit(ir.NewSExt(x, t))
	}
	return b.fl.emit(ir.NewZExt(x, t))
}

// min and max of x and y, signed or unsigned.
func (b ib) min(x, y value.Value, signed bool) value.Value {
	p := enum.IPredULT
	if signed {
		p = enum.IPredSLT
	}
	return b.sel(b.cmp(p, x, y), x, y)
}

func (b ib) max(x, y value.Value, signed bool) value.Value {
	p := enum.IPredUGT
	if signed {
		p = enum.IPredSGT
	}
	return b.sel(b.cmp(p, x, y), x, y)
}

// clamp limits x to [lo, hi] (signed compares).
func (b ib) clamp(x value.Value, lo, hi int64) value.Value {
	t := x.Type().(*types.IntType)
	return b.min(b.max(x, ci(t, lo), true), ci(t, hi), true)
}

// call calls an LLVM intrinsic.
func (b ib) call(name string, ret types.Type, args ...value.Value) value.Value {
	var ps []types.Type
	for _, a := range args {
		ps = append(ps, a.Type())
	}
	return b.fl.emit(ir.NewCall(b.fl.lw.intrinsic(name, ret, ps...), args...))
}

// ci is the integer constant v of type t (sign-extended into wider types).
func ci(t *types.IntType, v int64) value.Value {
	if t.BitSize > 64 {
		return constant.NewInt(t, v)
	}
	return intConst(t, uint64(v))
}

// intTy is the LLVM integer type that holds t.
func intTy(t sir.Type) *types.IntType { return storageType(t).(*types.IntType) }

// mustInt rejects non-integer instruction types; 128-bit types are
// rejected too unless the instruction allows them.
func mustInt(in *sir.Inst, t sir.Type, widths ...int) {
	if !t.IsInt() {
		unsupported("%s on %s", in.Op, t)
	}
	if len(widths) == 0 {
		widths = []int{16, 32, 64}
	}
	for _, w := range widths {
		if t.Bits == w {
			return
		}
	}
	unsupported("%s on %d-bit operands", in.Op, t.Bits)
}

// ccReg is the carry flag CC.CF of the function: a hidden predicate
// register written by .cc instructions and read by addc, subc and madc
// (PTX ISA 9.7.2 "Extended-Precision Integer Arithmetic"). It is an
// ordinary SIR register, so the SSA construction carries it across blocks.
func (fl *fnLowerer) ccReg() *sir.Reg {
	for _, r := range fl.sf.Regs {
		if r.Name == "%cc" && r.Type == sir.Pred {
			return r
		}
	}
	r := &sir.Reg{Name: "%cc", Type: sir.Pred}
	fl.sf.Regs = append(fl.sf.Regs, r)
	return r
}

func (fl *fnLowerer) readCarry() value.Value { return fl.readReg(fl.ccReg(), fl.cur) }

func (fl *fnLowerer) writeCarry(c value.Value) { fl.writeReg(fl.ccReg(), c) }

// subCarry converts the borrow of a subtraction into the value that .cc
// stores in CC.CF. The PTX ISA writes subc as a - (b + CC.CF), which reads
// as if CC.CF were the borrow, but NVIDIA stores the carry of
// a + ~b + 1, the inverted borrow, and subc computes a + ~b + CC.CF:
// addc after sub.cc and subc after add.cc see it (conformance case
// int2/sub_cc_flag).
func (fl *fnLowerer) subCarry(borrow value.Value) value.Value {
	return ib{fl}.xor(borrow, constant.True)
}

// subBorrow is the borrow that subc subtracts for carry flag cf.
func (fl *fnLowerer) subBorrow(cf value.Value) value.Value {
	return ib{fl}.xor(cf, constant.True)
}

// lowerMov: mov.type d, a (PTX ISA 9.7.9.1), including the pack and
// unpack forms mov.b64 d, {a, b} and mov.b64 {a, b}, d (element 0 in the
// low bits; `_` discards an element).
func (fl *fnLowerer) lowerMov(in *sir.Inst) {
	if vec := in.ModIn("v2", "v4"); vec != "" {
		fl.lowerMovVector(in, int(vec[1]-'0'))
		return
	}
	checkMods(in)
	t := instType(in)
	if len(in.Src) != 1 || len(in.Dst) != 1 {
		unsupported("mov takes one destination and one source")
	}
	src, srcVec := in.Src[0].(*sir.Vec)
	dst, dstVec := in.Dst[0].(*sir.Vec)
	switch {
	case srcVec && dstVec:
		unsupported("mov between two vectors")
	case srcVec || dstVec:
		if !t.IsInt() {
			unsupported("mov pack/unpack on %s", t)
		}
		v := src
		if dstVec {
			v = dst
		}
		n := len(v.Elems)
		if n < 2 || t.Bits%n != 0 || t.Bits/n < 8 {
			unsupported("mov.%s with %d elements", t, n)
		}
		et := sir.Type{Kind: sir.KindBits, Bits: t.Bits / n}
		b := ib{fl}
		it := intTy(t)
		if srcVec {
			var r value.Value = ci(it, 0)
			for i, e := range v.Elems {
				x := b.ext(fl.read(e, et), it, false)
				r = b.or(r, b.shl(x, ci(it, int64(i*et.Bits))))
			}
			fl.write(in, 0, r, t)
			return
		}
		x := fl.src(in, 0, t)
		var hs halfNeg
		signed := false
		if n == 2 {
			hs, signed = fl.halfSignedOf(in, 0, x, sir.F16x2)
		}
		for i, e := range v.Elems {
			part := b.ext(b.lshr(x, ci(it, int64(i*et.Bits))), intTy(et), false)
			if signed {
				// An element of an abs/neg.f16x2 result: remember the
				// source element for a conversion of a NaN (cvtFloatFloat).
				src := b.ext(b.lshr(hs.x, ci(it, int64(i*et.Bits))), intTy(et), false)
				fl.noteHalfSignedValue(part, src, sir.F16)
				if r, ok := e.(*sir.RegOp); ok && r.Sel == "" {
					fl.noteHalfDef(in, r.Reg, src, sir.F16)
				}
			}
			fl.writeOp(e, part, et)
		}
		return
	}
	if _, imm := in.Src[0].(*sir.Imm); imm && t.Bits == 32 {
		if d, ok := dstReg(in); ok {
			fl.markFoldReg(d) // a constant constDefBits may read
		}
	}
	fl.write(in, 0, fl.src(in, 0, t), t)
}

// lowerMovVector: mov.v2/.v4.type d, a between vector registers (PTX ISA
// 5.4.2 "Vectors"): element by element, all sources read first.
func (fl *fnLowerer) lowerMovVector(in *sir.Inst, n int) {
	checkMods(in, "v2", "v4")
	t := instType(in)
	if len(in.Src) != 1 || len(in.Dst) != 1 {
		unsupported("mov takes one destination and one source")
	}
	src, ok1 := in.Src[0].(*sir.Vec)
	dst, ok2 := in.Dst[0].(*sir.Vec)
	if !ok1 || !ok2 || len(src.Elems) != n || len(dst.Elems) != n {
		unsupported("mov.v%d needs %d-element vectors on both sides", n, n)
	}
	vals := make([]value.Value, n)
	for i, e := range src.Elems {
		vals[i] = fl.read(e, t)
	}
	for i, e := range dst.Elems {
		fl.writeOp(e, vals[i], t)
	}
}

// lowerAddSub: add/sub{.sat}{.cc}.type (PTX ISA 9.7.1.1, 9.7.1.2, 9.7.2.1,
// 9.7.2.3). .sat (s32 only) clamps to the s32 range; .cc writes the carry
// (add) or borrow (sub) to CC.CF.
func (fl *fnLowerer) lowerAddSub(in *sir.Inst) {
	if _, ok := packedType(in); ok {
		// add.{u16x2,s16x2} (sm_90): each 16-bit half wraps on its own.
		// ptxas rejects sub on these types, and so do we.
		checkMods(in, "u16x2", "s16x2")
		if len(in.Types) != 0 || len(in.Src) != 2 || in.Op != "add" {
			unsupported("%s form", in.Op)
		}
		b := ib{fl}
		x, y := fl.src(in, 0, sir.B32), fl.src(in, 1, sir.B32)
		var r value.Value = ci(types.I32, 0)
		for i := 0; i < 2; i++ {
			h := b.add(half(b, x, i), half(b, y, i))
			r = b.or(r, b.shl(b.ext(h, types.I32, false), ci(types.I32, int64(16*i))))
		}
		fl.write(in, 0, r, sir.B32)
		return
	}
	t := instType(in)
	if t.IsFloat() {
		fl.lowerFloatBinary(in, t)
		return
	}
	checkMods(in, "sat", "cc")
	mustInt(in, t)
	b := ib{fl}
	a, c := fl.src(in, 0, t), fl.src(in, 1, t)
	if in.Has("sat") {
		if t != sir.S32 || in.Has("cc") {
			unsupported(".sat is only for %s.s32", in.Op)
		}
		a64, c64 := b.ext(a, types.I64, true), b.ext(c, types.I64, true)
		var r value.Value
		if in.Op == "add" {
			r = b.add(a64, c64)
		} else {
			r = b.sub(a64, c64)
		}
		fl.write(in, 0, b.ext(b.clamp(r, -1<<31, 1<<31-1), types.I32, false), t)
		return
	}
	var r value.Value
	if in.Op == "add" {
		r = b.add(a, c)
	} else {
		r = b.sub(a, c)
	}
	if in.Has("cc") {
		mustInt(in, t, 32, 64)
		if in.Op == "add" {
			fl.writeCarry(b.cmp(enum.IPredULT, r, a))
		} else {
			fl.writeCarry(fl.subCarry(b.cmp(enum.IPredULT, a, c)))
		}
	}
	fl.write(in, 0, r, t)
}

// lowerAddcSubc: addc/subc{.cc}.type d, a, b (PTX ISA 9.7.2.2, 9.7.2.4):
// d = a + b + CC.CF, d = a - (b + CC.CF).
func (fl *fnLowerer) lowerAddcSubc(in *sir.Inst) {
	checkMods(in, "cc")
	t := instType(in)
	mustInt(in, t, 32, 64)
	b := ib{fl}
	it := intTy(t)
	a, c := fl.src(in, 0, t), fl.src(in, 1, t)
	cf := fl.readCarry()
	var r, out value.Value
	if in.Op == "addc" {
		s := b.add(a, c)
		r = b.add(s, b.ext(cf, it, false))
		out = b.or(b.cmp(enum.IPredULT, s, a), b.cmp(enum.IPredULT, r, s))
	} else {
		borrowIn := b.ext(fl.subBorrow(cf), it, false)
		s := b.sub(a, c)
		r = b.sub(s, borrowIn)
		out = fl.subCarry(b.or(b.cmp(enum.IPredULT, a, c), b.cmp(enum.IPredULT, s, borrowIn)))
	}
	if in.Has("cc") {
		fl.writeCarry(out)
	}
	fl.write(in, 0, r, t)
}

// widen returns t with twice the bits (mul.wide).
func widen(t sir.Type) sir.Type {
	return sir.Type{Kind: t.Kind, Bits: t.Bits * 2}
}

// mulMode computes a*b for mul/mad's .lo/.hi/.wide; it returns the product
// and its type. 64-bit .hi multiplies in i128.
func (fl *fnLowerer) mulMode(in *sir.Inst, t sir.Type, a, c value.Value) (value.Value, sir.Type) {
	b := ib{fl}
	signed := t.Kind == sir.KindSigned
	switch {
	case in.Has("wide"):
		wt := intTy(widen(t))
		return b.mul(b.ext(a, wt, signed), b.ext(c, wt, signed)), widen(t)
	case in.Has("hi"):
		wt := intTy(widen(t))
		p := b.mul(b.ext(a, wt, signed), b.ext(c, wt, signed))
		return b.ext(b.lshr(p, ci(wt, int64(t.Bits))), intTy(t), false), t
	default:
		return b.mul(a, c), t
	}
}

// lowerMul: mul{.lo,.hi,.wide}.type (PTX ISA 9.7.1.3).
func (fl *fnLowerer) lowerMul(in *sir.Inst) {
	t := instType(in)
	if t.IsFloat() {
		fl.lowerFloatBinary(in, t)
		return
	}
	checkMods(in, "lo", "hi", "wide")
	mustInt(in, t)
	if in.Has("wide") && t.Bits > 32 {
		unsupported("mul.wide of 64-bit operands")
	}
	p, pt := fl.mulMode(in, t, fl.src(in, 0, t), fl.src(in, 1, t))
	fl.write(in, 0, p, pt)
}

// lowerMad: mad{.lo,.hi,.wide}{.sat}{.cc}.type and madc (PTX ISA 9.7.1.4,
// 9.7.2.5). .sat exists only as mad.hi.sat.s32: the high word plus c,
// clamped to the s32 range. .cc writes the carry of the final addition;
// madc adds CC.CF as well.
func (fl *fnLowerer) lowerMad(in *sir.Inst) {
	t := instType(in)
	if t.IsFloat() && in.Op == "mad" {
		fl.lowerFma(in, t)
		return
	}
	checkMods(in, "lo", "hi", "wide", "sat", "cc")
	mustInt(in, t)
	b := ib{fl}
	if in.Has("wide") && t.Bits > 32 {
		unsupported("mad.wide of 64-bit operands")
	}
	if (in.Has("cc") || in.Op == "madc") && (t.Bits < 32 || in.Has("wide")) {
		unsupported("%s with carry on %s", in.Op, t)
	}
	p, pt := fl.mulMode(in, t, fl.src(in, 0, t), fl.src(in, 1, t))
	c := fl.src(in, 2, pt)
	if in.Has("sat") {
		if t != sir.S32 || !in.Has("hi") || in.Has("cc") || in.Op == "madc" {
			unsupported(".sat is only for mad.hi.sat.s32")
		}
		r := b.add(b.ext(p, types.I64, true), b.ext(c, types.I64, true))
		fl.write(in, 0, b.ext(b.clamp(r, -1<<31, 1<<31-1), types.I32, false), t)
		return
	}
	r := b.add(p, c)
	carry := b.cmp(enum.IPredULT, r, p)
	if in.Op == "madc" {
		r2 := b.add(r, b.ext(fl.readCarry(), intTy(pt), false))
		carry = b.or(carry, b.cmp(enum.IPredULT, r2, r))
		r = r2
	}
	if in.Has("cc") {
		fl.writeCarry(carry)
	}
	fl.write(in, 0, r, pt)
}

// lowerMul24: mul24/mad24{.lo,.hi}{.sat}.{u32,s32} (PTX ISA 9.7.1.5,
// 9.7.1.6): the low 24 bits of a and b (sign-extended for .s32) give a
// 48-bit product; .lo keeps bits 0-31, .hi bits 16-47. mad24.hi.sat.s32
// clamps the sum with c to the s32 range.
func (fl *fnLowerer) lowerMul24(in *sir.Inst) {
	checkMods(in, "lo", "hi", "sat")
	t := instType(in)
	if t != sir.U32 && t != sir.S32 {
		unsupported("%s on %s", in.Op, t)
	}
	b := ib{fl}
	signed := t.Kind == sir.KindSigned
	low24 := func(x value.Value) value.Value {
		x = b.shl(x, ci(types.I32, 8))
		if signed {
			x = b.ashr(x, ci(types.I32, 8))
		} else {
			x = b.lshr(x, ci(types.I32, 8))
		}
		return b.ext(x, types.I64, signed)
	}
	p := b.mul(low24(fl.src(in, 0, t)), low24(fl.src(in, 1, t)))
	if in.Has("hi") {
		p = b.ashr(p, ci(types.I64, 16))
	}
	if in.Has("sat") {
		if in.Op != "mad24" || !in.Has("hi") || !signed {
			unsupported(".sat is only for mad24.hi.sat.s32")
		}
		r := b.add(b.ext(b.ext(p, types.I32, false), types.I64, true), b.ext(fl.src(in, 2, t), types.I64, true))
		fl.write(in, 0, b.ext(b.clamp(r, -1<<31, 1<<31-1), types.I32, false), t)
		return
	}
	r := b.ext(p, types.I32, false)
	if in.Op == "mad24" {
		r = b.add(r, fl.src(in, 2, t))
	}
	fl.write(in, 0, r, t)
}

// absDiff is |x - y| for signed or unsigned x and y.
func (b ib) absDiff(x, y value.Value, signed bool) value.Value {
	p := enum.IPredUGT
	if signed {
		p = enum.IPredSGT
	}
	gt := b.cmp(p, x, y)
	return b.sel(gt, b.sub(x, y), b.sub(y, x))
}

// lowerSad: sad.type d, a, b, c = c + |a - b| (PTX ISA 9.7.1.7).
func (fl *fnLowerer) lowerSad(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	mustInt(in, t)
	b := ib{fl}
	d := b.absDiff(fl.src(in, 0, t), fl.src(in, 1, t), t.Kind == sir.KindSigned)
	fl.write(in, 0, b.add(d, fl.src(in, 2, t)), t)
}

// lowerDivRem: div/rem.type (PTX ISA 9.7.1.8, 9.7.1.9). LLVM makes
// division by zero and INT_MIN / -1 undefined. NVIDIA gives all ones for
// both x / 0 and x % 0, signed or not, and INT_MIN / -1 = INT_MIN,
// INT_MIN % -1 = 0 (conformance cases int2/div_*, int2/rem_*). The signed
// forms divide the magnitudes unsigned and then apply the signs. 32-bit
// divisions by a register that several divide by go through udivRem32
// (lower_divrem.go).
func (fl *fnLowerer) lowerDivRem(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	mustInt(in, t)
	b := ib{fl}
	it := intTy(t)
	x, y := fl.src(in, 0, t), fl.src(in, 1, t)
	zero := b.cmp(enum.IPredEQ, y, ci(it, 0))
	signed := t.Kind == sir.KindSigned
	var xNeg, yNeg value.Value
	if signed {
		xNeg = b.cmp(enum.IPredSLT, x, ci(it, 0))
		yNeg = b.cmp(enum.IPredSLT, y, ci(it, 0))
		x = b.sel(xNeg, b.sub(ci(it, 0), x), x)
		y = b.sel(yNeg, b.sub(ci(it, 0), y), y)
	}
	safe := b.sel(zero, ci(it, 1), y)
	div := in.Op == "div"
	var r value.Value
	switch {
	case fl.sharedReciprocal(it, in.Src[1]):
		r = b.udivRem32(div, x, safe)
	case div:
		r = b.udiv(x, safe)
	default:
		r = b.urem(x, safe)
	}
	switch {
	case signed && div:
		r = b.sel(b.xor(xNeg, yNeg), b.sub(ci(it, 0), r), r)
	case signed:
		r = b.sel(xNeg, b.sub(ci(it, 0), r), r)
	}
	fl.write(in, 0, b.sel(zero, ci(it, -1), r), t)
}

// lowerAbsNeg: abs.type and neg.type on signed integers (PTX ISA
// 9.7.1.10, 9.7.1.11); abs(INT_MIN) and neg(INT_MIN) are INT_MIN.
func (fl *fnLowerer) lowerAbsNeg(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	mustInt(in, t)
	if t.Kind != sir.KindSigned {
		unsupported("%s on %s", in.Op, t)
	}
	b := ib{fl}
	it := intTy(t)
	x := fl.src(in, 0, t)
	n := b.sub(ci(it, 0), x)
	if in.Op == "abs" {
		n = b.sel(b.cmp(enum.IPredSLT, x, ci(it, 0)), n, x)
	}
	fl.write(in, 0, n, t)
}

// packedType reads the .u16x2/.s16x2 suffix that the SIR builder keeps
// among the modifiers (it is not a SIR type).
func packedType(in *sir.Inst) (signed, ok bool) {
	switch in.ModIn("u16x2", "s16x2") {
	case "u16x2":
		return false, true
	case "s16x2":
		return true, true
	}
	return false, false
}

// lowerMinMax: min/max{.relu}.type, including .u16x2/.s16x2 (PTX ISA
// 9.7.1.12, 9.7.1.13). .relu (s32, s16x2) clamps negative results to 0.
func (fl *fnLowerer) lowerMinMax(in *sir.Inst) {
	b := ib{fl}
	if len(in.Src) != 2 {
		unsupported("%s takes two sources for integer types", in.Op)
	}
	op := func(x, y value.Value, signed bool) value.Value {
		if in.Op == "min" {
			return b.min(x, y, signed)
		}
		return b.max(x, y, signed)
	}
	if signed, ok := packedType(in); ok {
		checkMods(in, "u16x2", "s16x2", "relu")
		if len(in.Types) != 0 || in.Has("relu") && !signed {
			unsupported("%s form", in.Op)
		}
		x, y := fl.src(in, 0, sir.B32), fl.src(in, 1, sir.B32)
		var r value.Value = ci(types.I32, 0)
		for i := 0; i < 2; i++ {
			hx, hy := half(b, x, i), half(b, y, i)
			h := op(hx, hy, signed)
			if in.Has("relu") {
				h = b.max(h, ci(types.I16, 0), true)
			}
			r = b.or(r, b.shl(b.ext(h, types.I32, false), ci(types.I32, int64(16*i))))
		}
		fl.write(in, 0, r, sir.B32)
		return
	}
	checkMods(in, "relu")
	t := instType(in)
	mustInt(in, t)
	if in.Has("relu") && t != sir.S32 {
		unsupported(".relu on %s", t)
	}
	r := op(fl.src(in, 0, t), fl.src(in, 1, t), t.Kind == sir.KindSigned)
	if in.Has("relu") {
		r = b.max(r, ci(types.I32, 0), true)
	}
	fl.write(in, 0, r, t)
}

// half is the i'th 16-bit half of a 32-bit x.
func half(b ib, x value.Value, i int) value.Value {
	return b.ext(b.lshr(x, ci(types.I32, int64(16*i))), types.I16, false)
}

// lowerBitwise: and/or/xor.type, .pred included (PTX ISA 9.7.8.1-3).
func (fl *fnLowerer) lowerBitwise(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t.IsFloat() {
		unsupported("%s on a float type", in.Op)
	}
	a, c := fl.src(in, 0, t), fl.src(in, 1, t)
	b := ib{fl}
	var r value.Value
	switch in.Op {
	case "and":
		r = b.and(a, c)
	case "or":
		r = b.or(a, c)
	default:
		r = b.xor(a, c)
	}
	fl.write(in, 0, r, t)
}

// lowerNot: not.type, .pred included (PTX ISA 9.7.8.4).
func (fl *fnLowerer) lowerNot(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t.IsFloat() {
		unsupported("not on a float type")
	}
	fl.write(in, 0, ib{fl}.not(fl.src(in, 0, t)), t)
}

// lowerCnot: cnot.type d, a = (a == 0) ? 1 : 0 (PTX ISA 9.7.8.5).
func (fl *fnLowerer) lowerCnot(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	mustInt(in, t)
	b := ib{fl}
	it := intTy(t)
	z := b.cmp(enum.IPredEQ, fl.src(in, 0, t), ci(it, 0))
	fl.write(in, 0, b.ext(z, it, false), t)
}

// lowerShift: shl/shr.type (PTX ISA 9.7.8.8, 9.7.8.9). PTX clamps shift
// amounts ≥ width: shl and shr.u give 0, shr.s gives the sign fill. LLVM
// leaves those poison, so the amount is clamped explicitly.
func (fl *fnLowerer) lowerShift(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if !t.IsInt() {
		unsupported("%s on %s", in.Op, t)
	}
	b := ib{fl}
	it := intTy(t)
	a := fl.src(in, 0, t)
	amt := fl.src(in, 1, sir.U32)
	big := b.cmp(enum.IPredUGT, amt, ci(types.I32, int64(t.Bits-1)))
	clamped := b.sel(big, ci(types.I32, int64(t.Bits-1)), amt)
	amtT := b.ext(clamped, it, false)
	var r value.Value
	switch {
	case in.Op == "shl":
		r = b.sel(big, ci(it, 0), b.shl(a, amtT))
	case t.Kind == sir.KindSigned:
		r = b.ashr(a, amtT)
	default:
		r = b.sel(big, ci(it, 0), b.lshr(a, amtT))
	}
	fl.write(in, 0, r, t)
}

var intPreds = map[string][2]enum.IPred{ // unsigned, signed
	"eq": {enum.IPredEQ, enum.IPredEQ}, "ne": {enum.IPredNE, enum.IPredNE},
	"lt": {enum.IPredULT, enum.IPredSLT}, "le": {enum.IPredULE, enum.IPredSLE},
	"gt": {enum.IPredUGT, enum.IPredSGT}, "ge": {enum.IPredUGE, enum.IPredSGE},
	"lo": {enum.IPredULT, enum.IPredULT}, "ls": {enum.IPredULE, enum.IPredULE},
	"hi": {enum.IPredUGT, enum.IPredUGT}, "hs": {enum.IPredUGE, enum.IPredUGE},
}

var floatPreds = map[string]enum.FPred{
	"eq": enum.FPredOEQ, "ne": enum.FPredONE, "lt": enum.FPredOLT, "le": enum.FPredOLE,
	"gt": enum.FPredOGT, "ge": enum.FPredOGE, "equ": enum.FPredUEQ, "neu": enum.FPredUNE,
	"ltu": enum.FPredULT, "leu": enum.FPredULE, "gtu": enum.FPredUGT, "geu": enum.FPredUGE,
	"num": enum.FPredORD, "nan": enum.FPredUNO,
}

// intPred is the LLVM predicate of PTX comparison op on integers of type t.
func intPred(op string, t sir.Type) enum.IPred {
	p, ok := intPreds[op]
	if !ok {
		unsupported("comparison .%s on integers", op)
	}
	if t.Kind == sir.KindSigned {
		return p[1]
	}
	return p[0]
}

// compare evaluates in's comparison modifier on a and b of type t.
func (fl *fnLowerer) compare(in *sir.Inst, t sir.Type, a, b value.Value) value.Value {
	if t.IsFloat() {
		op := in.ModIn(sortedKeys(floatPreds)...)
		if op == "" {
			unsupported("missing comparison")
		}
		return fl.emit(ir.NewFCmp(floatPreds[op], a, b))
	}
	op := in.ModIn(sortedKeys(intPreds)...)
	if op == "" {
		unsupported("missing comparison")
	}
	return fl.emit(ir.NewICmp(intPred(op, t), a, b))
}

// lowerSetp: setp.cmp[.bool].T p[|q], a, b[, c] (PTX ISA 9.7.3.4).
func (fl *fnLowerer) lowerSetp(in *sir.Inst) {
	t := instType(in)
	if t.Packed || t.Kind == sir.KindBF16 || t.IsFloat() && t.Bits == 16 {
		fl.lowerHalfSetp(in)
		return
	}
	allowed := append(sortedKeys(floatPreds), "lo", "ls", "hi", "hs", "and", "or", "xor")
	if t.IsFloat() {
		allowed = append(allowed, "ftz")
		if in.Has("ftz") && t.Bits != 32 {
			unsupported(".ftz on %s", t)
		}
	}
	checkMods(in, allowed...)
	a, b := fl.src(in, 0, t), fl.src(in, 1, t)
	if in.Has("ftz") {
		a, b = fl.flushDenormal(a), fl.flushDenormal(b)
	}
	p := fl.compare(in, t, a, b)
	q := fl.emit(ir.NewXor(p, constant.True))
	if bop := in.ModIn("and", "or", "xor"); bop != "" {
		c := fl.src(in, 2, sir.Pred)
		combine := func(x value.Value) value.Value {
			switch bop {
			case "and":
				return fl.emit(ir.NewAnd(x, c))
			case "or":
				return fl.emit(ir.NewOr(x, c))
			}
			return fl.emit(ir.NewXor(x, c))
		}
		p, q = combine(p), combine(q)
	}
	fl.write(in, 0, p, sir.Pred)
	if len(in.Dst) > 1 {
		fl.write(in, 1, q, sir.Pred)
	}
}

// lowerSelp: selp.type d, a, b, c (PTX ISA 9.7.3.5).
func (fl *fnLowerer) lowerSelp(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	a, b := fl.src(in, 0, t), fl.src(in, 1, t)
	c := fl.src(in, 2, sir.Pred)
	if t == sir.F32 {
		if sameReg(in.Src[0], in.Src[1]) {
			// A select of one register with itself is no select for
			// ptxas but a copy: a neg it reads gives the canonical NaN
			// to a store, and a later select still sees the neg
			// (random2).
			fl.write(in, 0, a, t)
		} else {
			fl.write(in, 0, fl.selectF32(c, a, b), t)
		}
		return
	}
	fl.write(in, 0, fl.emit(ir.NewSelect(c, a, b)), t)
}

// lowerCopysign: copysign.{f32,f64} d, a, b: b with the sign of a (PTX
// ISA 9.7.4.2). Done on the bits, so NaN payloads pass through.
func (fl *fnLowerer) lowerCopysign(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t != sir.F32 && t != sir.F64 {
		unsupported("copysign on %s", t)
	}
	bt := sir.Type{Kind: sir.KindBits, Bits: t.Bits}
	it := intTy(bt)
	b := ib{fl}
	sign := intConst(it, 1<<uint(t.Bits-1))
	a, m := fl.src(in, 0, bt), fl.src(in, 1, bt)
	r := b.or(b.and(a, sign), b.and(m, b.not(sign)))
	fl.write(in, 0, r, bt)
}
