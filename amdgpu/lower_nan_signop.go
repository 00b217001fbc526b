package amdgpu

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Which NaN a neg.f32 or abs.f32 gives depends on what reads it, because
// ptxas folds the sign operation into its reader where the reader's SASS
// instruction takes a sign modifier, and the modifier of a select or a
// conversion acts on the bits (recorded on the H100:
// conformance/cases/float/nan_signop_context):
//
//   - read by selp.f32, slct.f32 or a guarded mov.f32 (FSEL, or a
//     predicated move): the sign bit flipped (neg) or cleared (abs), the
//     NaN's payload kept;
//   - read by neg.f32: the first neg's source as it was (the two cancel);
//     a neg of an abs read by a select is -|x| on the bits;
//   - read by cvt.f64.f32: a NaN source converts as if not negated or
//     made absolute;
//   - mul.f32 by 1.0 is a move (the NaN as it was) and by -1.0 a neg,
//     max.f32 of a register with itself a move;
//   - read by anything else (a store, mov.b32, shfl, cvt to f16, abs...):
//     the canonical NaN 0x7fffffff, as NVIDIA's arithmetic gives.
//
// The .ftz forms and f64 are not folded (the canonical NaN; f64's NaN
// quietened with its sign kept), and the half types keep their NaN's bits
// whoever reads them (lowerFloatAbsNeg). One neg read both ways gives each
// reader its own result, as the H100 does.

// signOp is a neg.f32 or abs.f32 without .ftz as lowered: x is its source
// as read (a NaN kept as it is).
type signOp struct {
	op string // "neg", "abs" or "negabs" (a neg of an abs: -|x|)
	x  value.Value
}

// noteSignOp records that the canonical result r of a neg/abs is s.
func (fl *fnLowerer) noteSignOp(r value.Value, s signOp) {
	if fl.signOps == nil {
		fl.signOps = map[value.Value]signOp{}
	}
	fl.signOps[r] = s
}

// signOpOf returns the neg/abs whose result v is (read through storage
// bitcasts), if it is one.
func (fl *fnLowerer) signOpOf(v value.Value) (signOp, bool) {
	s, ok := fl.signOps[underBitcasts(v)]
	return s, ok
}

// underBitcasts is v read through storage bitcasts.
func underBitcasts(v value.Value) value.Value {
	for {
		bc, ok := v.(*ir.InstBitCast)
		if !ok {
			return v
		}
		v = bc.From
	}
}

// selected returns what a select-like reader (selp.f32, slct.f32, a
// guarded mov.f32) reads for operand v: a neg/abs result as the sign
// operation on its source's bits, anything else as it is.
func (fl *fnLowerer) selected(v value.Value) value.Value {
	s, ok := fl.signOpOf(v)
	if !ok || fl.lw.opts.FastNaN {
		return v
	}
	return fl.signRaw(s)
}

// signRaw emits s's sign operation on its source's bits.
func (fl *fnLowerer) signRaw(s signOp) value.Value {
	b := fpBuilder(fl)
	switch s.op {
	case "abs":
		return b.fabs(s.x)
	case "negabs":
		return b.fneg(b.fabs(s.x))
	}
	return b.fneg(s.x)
}

// guardedMovF32 lowers @p mov.f32 d, a as a select of a and d's value, a
// read as selp reads it, and reports whether in was such a move. A
// guarded neg.f32 or abs.f32 (without .ftz) is a select too: ptxas makes
// it FSEL with a sign modifier, the sign operation on a's bits (a NaN's
// payload kept; recorded: random2).
func (fl *fnLowerer) guardedMovF32(in *sir.Inst) bool {
	op, nsrc := in.Op, len(in.Src)
	if (op == "selp" || op == "slct") && nsrc == 3 && sameReg(in.Src[0], in.Src[1]) {
		// A selp or slct of one register is a copy, and a guarded one a
		// guarded mov (recorded: random3, @p selp.f32 d, n, n, q over a
		// neg n stores the neg's sign operation on the bits).
		op, nsrc = "mov", 1
	}
	if op != "mov" && op != "neg" && op != "abs" || in.Guard == nil || len(in.Mods) != 0 || len(in.Types) == 0 ||
		in.Types[0] != sir.F32 || len(in.Types) != 1 && !(in.Op == "slct" && len(in.Types) == 2) ||
		nsrc != 1 || len(in.Dst) != 1 || op != "mov" && fl.lw.opts.FastNaN {
		return false
	}
	if _, ok := in.Dst[0].(*sir.RegOp); !ok {
		return false
	}
	if _, ok := in.Src[0].(*sir.Vec); ok {
		return false
	}
	if _, known := fl.guardKnown(in); known {
		// ptxas drops a guard it can prove true (and the instruction
		// with a false one): a plain mov/neg/abs, a neg's NaN the
		// canonical one (lowerOne).
		return false
	}
	cond := fl.readReg(in.Guard.Reg, fl.cur)
	if in.Guard.Neg {
		cond = fl.emitXor(cond, constant.True)
	}
	a, old := fl.src(in, 0, sir.F32), fl.read(in.Dst[0], sir.F32)
	if op != "mov" {
		a = fl.signRaw(signOp{op: op, x: a})
	}
	if !fl.oldInBlock[in] {
		// The old value comes from another block: a neg/abs it was
		// stays an instruction of its own (float/nan_guard_contexts).
		// The moved value is still read as a select reads it, also when
		// its neg is in another block (random3 seed 2263).
		a = fl.selected(a)
		sel := ir.NewSelect(cond, a, old)
		fl.write(in, 0, fl.emit(sel), sir.F32)
		if !fl.lw.opts.FastNaN && throughPhi(a) {
			fl.pendingSels = append(fl.pendingSels, pendingSel{sel: sel, blk: fl.cur, trueOnly: true})
		}
		return true
	}
	fl.write(in, 0, fl.selectF32(cond, a, old), sir.F32)
	return true
}

// guardedOldF32 prepares a guarded instruction that writes one f32
// register: ptxas if-converts it into a select of the new value and the
// register's old one, and a neg/abs the old value was is folded into that
// select (recorded: random2 and random3, a guarded cvt.rpi, rcp.rz, abs
// or slct over a neg or abs). The register then holds the sign operation
// on the neg's source, which is what it keeps where the guard fails. A
// guarded copy of the register onto itself is deleted instead, and a
// guarded conversion from an integer stays a predicated instruction (the
// old value as it was).
func (fl *fnLowerer) guardedOldF32(in *sir.Inst) {
	if fl.lw.opts.FastNaN || len(in.Dst) != 1 || len(in.Types) == 0 {
		return
	}
	d, ok := in.Dst[0].(*sir.RegOp)
	if !ok || d.Sel != "" || d.Reg.Type != sir.F32 || len(in.Src) == 0 {
		return
	}
	if selfCopy(in, d) {
		return // ptxas deletes it: no select, the old value as it was
	}
	if in.Op == "cvt" && len(in.Types) == 2 && in.Types[1].Kind != sir.KindFloat {
		return // an integer conversion stays predicated (random3)
	}
	if !fl.oldInBlock[in] {
		return // the old value from another block: no fold (guardFacts)
	}
	old := fl.read(in.Dst[0], sir.F32)
	if s, ok := fl.signOpOf(old); ok {
		fl.write(in, 0, fl.signRaw(s), sir.F32)
		return
	}
	if throughPhi(old) {
		// Still a phi (the neg before an earlier guarded instruction of
		// this block): a select of the old value with itself, which
		// foldPendingSigns gives the sign operation if the phi turns out
		// to stand for a neg/abs.
		cond := fl.readReg(in.Guard.Reg, fl.cur)
		fl.write(in, 0, fl.selectF32(cond, old, old), sir.F32)
	}
}

// selfCopy reports whether in copies register d onto itself (mov d, d,
// or a selp/slct whose two values are d).
func selfCopy(in *sir.Inst, d *sir.RegOp) bool {
	switch in.Op {
	case "mov":
		return len(in.Src) == 1 && sameReg(in.Src[0], d)
	case "selp", "slct":
		return len(in.Src) >= 2 && sameReg(in.Src[0], d) && sameReg(in.Src[1], d)
	}
	return false
}

// knownPred reports whether the predicate c is the same for every thread
// whatever the inputs (a constant, or a comparison of a value with
// itself): ptxas folds such a selp away, and the neg it read is then an
// instruction of its own (the canonical NaN).
func knownPred(c value.Value) bool {
	_, ok := knownPredValue(c)
	return ok
}

// knownPredValue is knownPred with the predicate's value.
func knownPredValue(c value.Value) (v, ok bool) {
	switch c := c.(type) {
	case *constant.Int:
		return c.X.Sign() != 0, true
	case *ir.InstICmp:
		if underBitcasts(c.X) != underBitcasts(c.Y) {
			return false, false
		}
		switch c.Pred {
		case enum.IPredEQ, enum.IPredUGE, enum.IPredULE, enum.IPredSGE, enum.IPredSLE:
			return true, true
		}
		return false, true
	case *ir.InstFCmp:
		// x ? x is known where NaN gives the same answer as a number:
		// equ, geu, leu (always true), ne, gt, lt (always false).
		if underBitcasts(c.X) != underBitcasts(c.Y) && c.Pred != enum.FPredTrue && c.Pred != enum.FPredFalse {
			return false, false
		}
		switch c.Pred {
		case enum.FPredUEQ, enum.FPredUGE, enum.FPredULE, enum.FPredTrue:
			return true, true
		case enum.FPredONE, enum.FPredOGT, enum.FPredOLT, enum.FPredFalse:
			return false, true
		}
	}
	return false, false
}

// mulByOne lowers mul.f32 a, 1.0 (or 1.0, a) as ptxas does, a move of a
// (a NaN as it was), and records mul.f32 a, -1.0 as the neg it becomes
// (its readers see what a neg's readers see). It reports whether it
// wrote the result.
func (fl *fnLowerer) mulByOne(in *sir.Inst, t sir.Type) bool {
	if t != sir.F32 || in.Op != "mul" || len(in.Mods) != 0 || len(in.Src) != 2 || fl.lw.opts.FastNaN {
		return false
	}
	for i, o := range in.Src {
		imm, ok := o.(*sir.Imm)
		if !ok || imm.Bits != 0x3f800000 && imm.Bits != 0xbf800000 {
			continue
		}
		x := fl.src(in, 1-i, t)
		if imm.Bits == 0x3f800000 {
			fl.write(in, 0, x, t)
			return true
		}
		b := fpBuilder(fl)
		r := b.sel(b.isNaN(x), b.canonicalNaN(x.Type()), b.fneg(x))
		fl.noteSignOp(r, signOp{op: "neg", x: x})
		fl.write(in, 0, r, t)
		return true
	}
	return false
}

// sameReg reports whether operands a and b read the same register.
func sameReg(a, b sir.Operand) bool {
	ra, ok1 := a.(*sir.RegOp)
	rb, ok2 := b.(*sir.RegOp)
	return ok1 && ok2 && ra.Reg == rb.Reg && ra.Sel == "" && rb.Sel == ""
}

// pendingSel is a select-like reader of an f32 whose operand was a phi
// when it was lowered (a neg in an earlier block): after sealing, a phi
// that turned out trivial may stand for a neg/abs result.
type pendingSel struct {
	sel *ir.InstSelect
	blk *ir.Block
	// trueOnly: only the selected value is read as a select reads it,
	// the other is a register's old value (guardedMovF32).
	trueOnly bool
}

// selectF32 emits select(c, a, b) for a select-like f32 reader, its
// operands read as selected reads them, and remembers it for
// foldPendingSigns when an operand is still an unsettled phi.
func (fl *fnLowerer) selectF32(c, a, b value.Value) value.Value {
	if knownPred(c) {
		return fl.emit(ir.NewSelect(c, a, b))
	}
	a, b = fl.selected(a), fl.selected(b)
	sel := ir.NewSelect(c, a, b)
	r := fl.emit(sel)
	if !fl.lw.opts.FastNaN && (throughPhi(a) || throughPhi(b)) {
		fl.pendingSels = append(fl.pendingSels, pendingSel{sel: sel, blk: fl.cur})
	}
	return r
}

// throughPhi reports whether v is a phi, read through bitcasts.
func throughPhi(v value.Value) bool {
	_, ok := underBitcasts(v).(*ir.InstPhi)
	return ok
}

// foldPendingSigns, after seal, gives the pending selects the sign
// operation of a neg/abs that a phi turned out to stand for.
func (fl *fnLowerer) foldPendingSigns() {
	for _, p := range fl.pendingSels {
		ops := []*value.Value{&p.sel.ValueTrue, &p.sel.ValueFalse}
		if p.trueOnly {
			ops = ops[:1]
		}
		for _, op := range ops {
			s, ok := fl.signOpOf(*op)
			if !ok {
				continue
			}
			at := slices.Index(p.blk.Insts, ir.Instruction(p.sel))
			if at < 0 {
				continue
			}
			save := fl.cur
			tmp := &ir.Block{}
			tmp.Parent = p.blk.Parent
			fl.cur = tmp
			raw := fl.signRaw(s)
			fl.cur = save
			p.blk.Insts = slices.Insert(p.blk.Insts, at, tmp.Insts...)
			*op = raw
		}
	}
}
