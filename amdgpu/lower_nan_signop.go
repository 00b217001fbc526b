package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
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
//   - read by cvt.f64.f32 (neg): a NaN source converts as if not negated;
//   - read by anything else (a store, mov.b32, shfl, cvt to f16, abs...):
//     the canonical NaN 0x7fffffff, as NVIDIA's arithmetic gives.
//
// The .ftz forms always give the canonical NaN, and so does f64 and the
// half types keep their NaN's bits (lowerFloatAbsNeg). One neg read both
// ways gives each reader its own result, as the H100 does.

// signOp is a neg.f32 or abs.f32 without .ftz as lowered: x is its source
// as read (a NaN kept as it is).
type signOp struct {
	op string // "neg" or "abs"
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
	for {
		bc, ok := v.(*ir.InstBitCast)
		if !ok {
			break
		}
		v = bc.From
	}
	s, ok := fl.signOps[v]
	return s, ok
}

// selected returns what a select-like reader (selp.f32, slct.f32, a
// guarded mov.f32) reads for operand v: a neg/abs result as the sign
// operation on its source's bits, anything else as it is.
func (fl *fnLowerer) selected(v value.Value) value.Value {
	s, ok := fl.signOpOf(v)
	if !ok || fl.lw.opts.FastNaN {
		return v
	}
	b := fpBuilder(fl)
	if s.op == "abs" {
		return b.fabs(s.x)
	}
	return b.fneg(s.x)
}

// guardedMovF32 lowers @p mov.f32 d, a as a select of a and d's value, a
// read as selp reads it, and reports whether in was such a move.
func (fl *fnLowerer) guardedMovF32(in *sir.Inst) bool {
	if in.Op != "mov" || in.Guard == nil || len(in.Mods) != 0 || len(in.Types) != 1 || in.Types[0] != sir.F32 ||
		len(in.Src) != 1 || len(in.Dst) != 1 {
		return false
	}
	if _, ok := in.Dst[0].(*sir.RegOp); !ok {
		return false
	}
	if _, ok := in.Src[0].(*sir.Vec); ok {
		return false
	}
	cond := fl.readReg(in.Guard.Reg, fl.cur)
	if in.Guard.Neg {
		cond = fl.emitXor(cond, constant.True)
	}
	a := fl.selected(fl.src(in, 0, sir.F32))
	old := fl.read(in.Dst[0], sir.F32)
	fl.write(in, 0, fl.emit(ir.NewSelect(cond, a, old)), sir.F32)
	return true
}

// knownPred reports whether the predicate c is the same for every thread
// whatever the inputs (a constant, or a comparison of a value with
// itself): ptxas folds such a selp away, and the neg it read is then an
// instruction of its own (the canonical NaN).
func knownPred(c value.Value) bool {
	switch c := c.(type) {
	case *constant.Int:
		return true
	case *ir.InstICmp:
		return c.X == c.Y
	}
	return false
}
