package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["mov"] = (*fnLowerer).lowerMov
	lowerTable["add"] = (*fnLowerer).lowerAddSub
	lowerTable["sub"] = (*fnLowerer).lowerAddSub
	lowerTable["mul"] = (*fnLowerer).lowerMul
	lowerTable["mad"] = (*fnLowerer).lowerMad
	lowerTable["and"] = (*fnLowerer).lowerBitwise
	lowerTable["or"] = (*fnLowerer).lowerBitwise
	lowerTable["xor"] = (*fnLowerer).lowerBitwise
	lowerTable["not"] = (*fnLowerer).lowerNot
	lowerTable["shl"] = (*fnLowerer).lowerShift
	lowerTable["shr"] = (*fnLowerer).lowerShift
	lowerTable["setp"] = (*fnLowerer).lowerSetp
	lowerTable["selp"] = (*fnLowerer).lowerSelp
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

func (fl *fnLowerer) lowerMov(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if len(in.Src) != 1 || len(in.Dst) != 1 {
		unsupported("mov takes one destination and one source")
	}
	if _, ok := in.Src[0].(*sir.Vec); ok {
		unsupported("mov with a vector operand (pack/unpack)")
	}
	if _, ok := in.Dst[0].(*sir.Vec); ok {
		unsupported("mov with a vector operand (pack/unpack)")
	}
	fl.write(in, 0, fl.src(in, 0, t), t)
}

func (fl *fnLowerer) lowerAddSub(in *sir.Inst) {
	t := instType(in)
	if t.IsFloat() {
		fl.lowerFloatBinary(in, t)
		return
	}
	checkMods(in)
	a, b := fl.src(in, 0, t), fl.src(in, 1, t)
	var r value.Value
	if in.Op == "add" {
		r = fl.emit(ir.NewAdd(a, b))
	} else {
		r = fl.emit(ir.NewSub(a, b))
	}
	fl.write(in, 0, r, t)
}

// widen returns t with twice the bits (mul.wide).
func widen(t sir.Type) sir.Type {
	return sir.Type{Kind: t.Kind, Bits: t.Bits * 2}
}

// mulMode computes a*b for mul/mad's .lo/.hi/.wide; it returns the product
// and its type.
func (fl *fnLowerer) mulMode(in *sir.Inst, t sir.Type, a, b value.Value) (value.Value, sir.Type) {
	signed := t.Kind == sir.KindSigned
	switch {
	case in.Has("wide"):
		wt := widen(t)
		ext := func(v value.Value) value.Value {
			if signed {
				return fl.emit(ir.NewSExt(v, storageType(wt)))
			}
			return fl.emit(ir.NewZExt(v, storageType(wt)))
		}
		return fl.emit(ir.NewMul(ext(a), ext(b))), wt
	case in.Has("hi"):
		wt := widen(t)
		ext := func(v value.Value) value.Value {
			if signed {
				return fl.emit(ir.NewSExt(v, storageType(wt)))
			}
			return fl.emit(ir.NewZExt(v, storageType(wt)))
		}
		p := fl.emit(ir.NewMul(ext(a), ext(b)))
		s := fl.emit(ir.NewLShr(p, constant.NewInt(storageType(wt).(*types.IntType), int64(t.Bits))))
		return fl.emit(ir.NewTrunc(s, storageType(t))), t
	default:
		return fl.emit(ir.NewMul(a, b)), t
	}
}

func (fl *fnLowerer) lowerMul(in *sir.Inst) {
	t := instType(in)
	if t.IsFloat() {
		fl.lowerFloatBinary(in, t)
		return
	}
	checkMods(in, "lo", "hi", "wide")
	if in.Has("wide") && t.Bits > 32 {
		unsupported("mul.wide of 64-bit operands")
	}
	p, pt := fl.mulMode(in, t, fl.src(in, 0, t), fl.src(in, 1, t))
	fl.write(in, 0, p, pt)
}

func (fl *fnLowerer) lowerMad(in *sir.Inst) {
	t := instType(in)
	if t.IsFloat() {
		fl.lowerFma(in, t)
		return
	}
	checkMods(in, "lo", "hi", "wide")
	if in.Has("wide") && t.Bits > 32 {
		unsupported("mad.wide of 64-bit operands")
	}
	p, pt := fl.mulMode(in, t, fl.src(in, 0, t), fl.src(in, 1, t))
	c := fl.src(in, 2, pt)
	fl.write(in, 0, fl.emit(ir.NewAdd(p, c)), pt)
}

func (fl *fnLowerer) lowerBitwise(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t.IsFloat() {
		unsupported("%s on a float type", in.Op)
	}
	a, b := fl.src(in, 0, t), fl.src(in, 1, t)
	var r value.Value
	switch in.Op {
	case "and":
		r = fl.emit(ir.NewAnd(a, b))
	case "or":
		r = fl.emit(ir.NewOr(a, b))
	default:
		r = fl.emit(ir.NewXor(a, b))
	}
	fl.write(in, 0, r, t)
}

func (fl *fnLowerer) lowerNot(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	a := fl.src(in, 0, t)
	all := intConst(storageType(t).(*types.IntType), ^uint64(0))
	fl.write(in, 0, fl.emit(ir.NewXor(a, all)), t)
}

// lowerShift: PTX clamps shift amounts ≥ width (PTX ISA 9.7.8.7): shl and
// shr.u give 0, shr.s gives the sign fill. LLVM leaves those poison, so
// the amount is clamped explicitly.
func (fl *fnLowerer) lowerShift(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	it := storageType(t).(*types.IntType)
	a := fl.src(in, 0, t)
	amt := fl.src(in, 1, sir.U32)
	width := constant.NewInt(types.I32, int64(t.Bits))
	big := fl.emit(ir.NewICmp(enum.IPredUGT, amt, constant.NewInt(types.I32, int64(t.Bits-1))))
	clamped := fl.emit(ir.NewSelect(big, constant.NewInt(types.I32, int64(t.Bits-1)), amt))
	_ = width
	amtT := fl.resizeInt(clamped, it, false)
	var r value.Value
	switch {
	case in.Op == "shl":
		r = fl.emit(ir.NewShl(a, amtT))
		r = fl.emit(ir.NewSelect(big, intConst(it, 0), r))
	case t.Kind == sir.KindSigned:
		r = fl.emit(ir.NewAShr(a, amtT))
	default:
		r = fl.emit(ir.NewLShr(a, amtT))
		r = fl.emit(ir.NewSelect(big, intConst(it, 0), r))
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
	p := intPreds[op][0]
	if t.Kind == sir.KindSigned {
		p = intPreds[op][1]
	}
	return fl.emit(ir.NewICmp(p, a, b))
}

// lowerSetp: setp.cmp[.bool].T p[|q], a, b[, c] (PTX ISA 9.7.3.x).
func (fl *fnLowerer) lowerSetp(in *sir.Inst) {
	t := instType(in)
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

func (fl *fnLowerer) lowerSelp(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	a, b := fl.src(in, 0, t), fl.src(in, 1, t)
	c := fl.src(in, 2, sir.Pred)
	fl.write(in, 0, fl.emit(ir.NewSelect(c, a, b)), t)
}
