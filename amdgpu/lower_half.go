package amdgpu

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Half-precision arithmetic: .f16, .f16x2, .bf16 and .bf16x2 (PTX ISA
// 8.5 §9.7.4 "Half Precision Floating-Point Instructions", §9.7.6 "Half
// Precision Comparison Instructions"), and set/setp on them.
//
// Registers hold the bits (i16, or i32 for the x2 forms: lane 0 in bits
// 0-15, lane 1 in bits 16-31). Each lane is widened to f32 (exact), the
// operation is computed in f32 and rounded once to the lane's format:
// for + - * and the approximations that is the correctly rounded result
// (f32 has more than 2p+2 bits for p = 11 and p = 8, so the double
// rounding is innocuous). fma computes in f64 with TwoSum for the sign of
// the remaining error, and rounds with roundFormat.

func init() {
	lowerTable["set"] = (*fnLowerer).lowerSet
}

// laneType is the scalar type of one lane of t.
func laneType(t sir.Type) sir.Type {
	if t.Kind == sir.KindBF16 {
		return sir.BF16
	}
	return sir.F16
}

// laneBits reads source i of in as the bits of its lanes (i16 each).
func (fl *fnLowerer) laneBits(in *sir.Inst, i int, t sir.Type) []value.Value {
	b := fpBuilder(fl)
	if !t.Packed {
		return []value.Value{fl.src(in, i, sir.B16)}
	}
	x := fl.src(in, i, sir.B32)
	lo := b.ext(x, types.I16, false)
	hi := b.ext(b.lshr(x, ci(types.I32, 16)), types.I16, false)
	return []value.Value{lo, hi}
}

// writeLanes writes lane bits (i16 each) to destination 0.
func (fl *fnLowerer) writeLanes(in *sir.Inst, lanes []value.Value) {
	if len(lanes) == 1 {
		fl.write(in, 0, lanes[0], sir.B16)
		return
	}
	fl.write(in, 0, fpBuilder(fl).pack16(lanes[1], lanes[0]), sir.B32)
}

// laneToF32 widens one lane's bits to f32 (exact).
func (b fpb) laneToF32(x value.Value, lane sir.Type) value.Value {
	if lane == sir.BF16 {
		return b.bf16ToF32(x)
	}
	return b.fpext(b.fromBits(x, types.Half), types.Float)
}

// ftzLane flushes a subnormal f32 that holds a lane value of type lane.
func (b fpb) ftzLane(x value.Value, lane sir.Type) value.Value {
	lim := 0x1p-14
	if lane == sir.BF16 {
		lim = 0x1p-126
	}
	tiny := b.fcmp(enum.FPredOLT, b.fabs(x), b.k(x.Type(), lim))
	return b.sel(tiny, b.copysign(b.k(x.Type(), 0), x), x)
}

// halfLanes lowers a lane-wise f16/bf16 instruction with nsrc sources:
// op gets the lanes' f32 values (flushed with .ftz) and returns the
// result either as an f32 (rounded once from the exact value) with a nil
// sticky, or as an f64 plus the sign of its remaining error (nil if
// exact). The result is rounded to nearest to the lane format (f32 to
// f16 by fptrunc, f32 to bf16 by rounding the bits, f64 by roundFormat),
// then .ftz, .sat and .relu apply, in half precision for f16 lanes and in
// f32 for bf16 lanes (both hold the lane's values exactly).
func (fl *fnLowerer) halfLanes(in *sir.Inst, t sir.Type, nsrc int, op func(xs []value.Value) (r, sticky value.Value)) {
	b := fpBuilder(fl)
	lane := laneType(t)
	work := types.Type(types.Half)
	if lane == sir.BF16 {
		work = types.Float
	}
	srcs := make([][]value.Value, nsrc)
	for i := range srcs {
		srcs[i] = fl.laneBits(in, i, t)
	}
	var out []value.Value
	for l := range srcs[0] {
		var xs []value.Value
		for i := range srcs {
			x := b.laneToF32(srcs[i][l], lane)
			if in.Has("ftz") {
				x = b.ftzLane(x, lane)
			}
			xs = append(xs, x)
		}
		r, sticky := op(xs)
		pre := r
		switch {
		case r.Type().Equal(types.Double) || sticky != nil:
			r = b.fptrunc(b.roundFormat(b.fpext(r, types.Double), sticky, formatOf(lane), "rn", false), work)
		case lane == sir.F16:
			r = b.fptrunc(r, types.Half)
		default:
			r = b.roundBF16(r)
		}
		if in.Has("ftz") {
			r = b.ftzLane(r, lane)
			if lane == sir.F16 {
				// NVIDIA flushes what is tiny after rounding (to 11 bits,
				// unbounded exponent): below 2^-14 - 2^-26. pre is the
				// exact value for add, sub and mul, and for fma the f64
				// sum of the exact product and c (TwoSum's rounded part).
				lim := b.k(pre.Type(), 0x1p-14-0x1p-26)
				tiny := b.fcmp(enum.FPredOLT, b.fabs(pre), lim)
				if sticky != nil {
					// On the threshold itself, the exact value is below
					// it when the error points toward zero.
					inward := b.fcmp(enum.FPredOLT, b.fmul(sticky, pre), b.k(pre.Type(), 0))
					tiny = b.lor(tiny, b.land(b.fcmp(enum.FPredOEQ, b.fabs(pre), lim), inward))
				}
				r = b.sel(tiny, b.copysign(b.k(r.Type(), 0), r), r)
			}
		}
		if in.Has("sat") {
			r = b.sat(r)
		}
		if in.Has("relu") {
			r = b.relu(r)
		}
		var h value.Value
		if lane == sir.F16 {
			h = b.bits(fl.canonNaN(r))
		} else {
			h = b.ext(b.lshr(b.bits(r), ci(types.I32, 16)), types.I16, false)
			if !fl.lw.opts.FastNaN {
				h = b.sel(b.isNaN(r), ci(types.I16, 0x7fff), h)
			}
		}
		if in.Has("oob") {
			// fma.rn.oob: +0 where a or b is the OOB NaN, the 0x7ff7 (either
			// sign) that a tensor copy's NaN fill writes; an OOB NaN in c
			// gives a NaN as any NaN does (half/fma_rn_oob, recorded).
			oob := func(x value.Value) value.Value {
				return b.cmp(enum.IPredEQ, b.and(x, ci(types.I16, 0x7fff)), ci(types.I16, 0x7ff7))
			}
			h = b.sel(b.lor(oob(srcs[0][l]), oob(srcs[1][l])), ci(types.I16, 0), h)
		}
		out = append(out, h)
	}
	fl.writeLanes(in, out)
}

// roundBF16 rounds f32 x to nearest even at bf16 precision (the result is
// an f32 whose low 16 bits are zero; NaN stays NaN).
func (b fpb) roundBF16(x value.Value) value.Value {
	u := b.bits(x)
	odd := b.and(b.lshr(u, ci(types.I32, 16)), ci(types.I32, 1))
	r := b.and(b.add(u, b.add(ci(types.I32, 0x7fff), odd)), intConst(types.I32, 0xffff0000))
	return b.sel(b.isNaN(x), x, b.fromBits(r, types.Float))
}

// relu is max(x, +0) for any float type, NaN kept.
func (b fpb) relu(x value.Value) value.Value {
	t := x.Type()
	neg := b.cmp(enum.IPredSLT, b.bits(x), ci(fintType(t), 0))
	return b.sel(b.land(neg, b.lnot(b.isNaN(x))), b.k(t, 0), x)
}

// halfMap is halfLanes for an operation computed in f32.
func (fl *fnLowerer) halfMap(in *sir.Inst, t sir.Type, nsrc int, op func(xs []value.Value) value.Value) {
	fl.halfLanes(in, t, nsrc, func(xs []value.Value) (value.Value, value.Value) {
		return op(xs), nil
	})
}

// halfMapExact is halfMap for operations whose result is one of the
// lane values (min, max): the rounding changes nothing.
func (fl *fnLowerer) halfMapExact(in *sir.Inst, t sir.Type, nsrc int, op func(xs []value.Value) value.Value) {
	if in.Op == "abs" || in.Op == "neg" {
		fl.halfSignOp(in, t)
		return
	}
	fl.halfMap(in, t, nsrc, op)
}

// halfSignOp: abs/neg{.ftz} on f16/f16x2/bf16/bf16x2 clear or flip each
// lane's sign bit; a NaN lane gives the canonical NaN 0x7fff; .ftz first
// flushes subnormal lanes.
func (fl *fnLowerer) halfSignOp(in *sir.Inst, t sir.Type) {
	b := fpBuilder(fl)
	lane := laneType(t)
	if in.Has("ftz") && lane == sir.BF16 {
		unsupported(".ftz on %s", t)
	}
	var out []value.Value
	for _, x := range fl.laneBits(in, 0, t) {
		if in.Has("ftz") {
			expZero := b.cmp(enum.IPredEQ, b.and(x, ci(types.I16, 0x7c00)), ci(types.I16, 0))
			x = b.sel(expZero, b.and(x, ci(types.I16, 0x8000)), x)
		}
		mag := b.and(x, ci(types.I16, 0x7fff))
		if in.Op == "abs" {
			x = mag
		} else {
			x = b.xor(x, intConst(types.I16, 0x8000))
		}
		if !fl.lw.opts.FastNaN {
			// A NaN lane gives the canonical NaN (recorded).
			inf := int64(0x7c00)
			if lane == sir.BF16 {
				inf = 0x7f80
			}
			x = b.sel(b.cmp(enum.IPredUGT, mag, ci(types.I16, inf)), ci(types.I16, 0x7fff), x)
		}
		out = append(out, x)
	}
	fl.writeLanes(in, out)
}

// lowerHalfArith lowers add, sub, mul, fma on f16/f16x2/bf16/bf16x2 (PTX
// ISA 8.5 §9.7.4.1-4): round to nearest only, with .ftz and .sat
// on f16 and .relu and .oob on fma.
func (fl *fnLowerer) lowerHalfArith(in *sir.Inst, t sir.Type) {
	if t.Kind != sir.KindFloat && t.Kind != sir.KindBF16 || t.Bits != 16 && !t.Packed || t.Packed && t.Bits != 32 {
		unsupported("%s.%s", in.Op, t)
	}
	switch in.Op {
	case "add", "sub", "mul":
		checkMods(in, "rn", "ftz", "sat")
	case "fma":
		checkMods(in, "rn", "ftz", "sat", "relu", "oob")
		if !in.Has("rn") {
			unsupported("fma.%s needs .rn", t)
		}
		if in.Has("oob") && (in.Has("ftz") || in.Has("sat")) {
			unsupported("fma.rn.oob with .ftz or .sat")
		}
	default:
		unsupported("%s.%s", in.Op, t)
	}
	if in.Has("ftz") && t.Kind == sir.KindBF16 {
		unsupported(".ftz on %s", t)
	}
	if fl.halfVectorArith(in, t) {
		return
	}
	b := fpBuilder(fl)
	D := types.Double
	n := 2
	if in.Op == "fma" {
		n = 3
	}
	fl.halfLanes(in, t, n, func(xs []value.Value) (value.Value, value.Value) {
		switch in.Op {
		case "add":
			return b.fadd(xs[0], xs[1]), nil
		case "sub":
			return b.fsub(xs[0], xs[1]), nil
		case "mul":
			return b.fmul(xs[0], xs[1]), nil
		}
		if laneType(t) == sir.F16 && !in.Has("ftz") {
			// fma.rn on f16 lanes is the hardware's own IEEE fma
			// (v_fma_f16): the lanes convert back to half exactly.
			h := func(x value.Value) value.Value { return b.fptrunc(x, types.Half) }
			r := fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.fma.f16", types.Half, types.Half, types.Half, types.Half), h(xs[0]), h(xs[1]), h(xs[2])))
			return b.fpext(r, types.Float), nil
		}
		p := b.fmul(b.fpext(xs[0], D), b.fpext(xs[1], D))
		return b.twoSum(p, b.fpext(xs[2], D))
	})
}

// lowerHalfSetp lowers setp on f16, f16x2, bf16 and bf16x2 (PTX ISA
// 8.5 §9.7.6.2 "setp"): setp.CmpOp{.BoolOp}{.ftz}.type p[|q], a, b[, c].
// For the x2 forms p gets the lower lanes' comparison and q the upper's.
// lower_int.go's lowerSetp should send these types here.
func (fl *fnLowerer) lowerHalfSetp(in *sir.Inst) {
	t := instType(in)
	checkMods(in, append(sortedKeys(floatPreds), "and", "or", "xor", "ftz")...)
	ps := fl.halfCompare(in, t)
	if !t.Packed {
		q := fpBuilder(fl).lnot(ps[0])
		if bop := in.ModIn("and", "or", "xor"); bop != "" {
			// For the scalar form q is the complement combined with c.
			q = fl.combinePred(bop, fpBuilder(fl).lnot(fl.rawHalfCompare(in, t)[0]), fl.src(in, 2, sir.Pred))
		}
		fl.write(in, 0, ps[0], sir.Pred)
		if len(in.Dst) > 1 {
			fl.write(in, 1, q, sir.Pred)
		}
		return
	}
	fl.write(in, 0, ps[0], sir.Pred)
	if len(in.Dst) > 1 {
		fl.write(in, 1, ps[1], sir.Pred)
	}
}

// rawHalfCompare compares the lanes of sources 0 and 1 with in's CmpOp.
func (fl *fnLowerer) rawHalfCompare(in *sir.Inst, t sir.Type) []value.Value {
	b := fpBuilder(fl)
	op := in.ModIn(sortedKeys(floatPreds)...)
	if op == "" {
		unsupported("missing comparison")
	}
	lane := laneType(t)
	xs, ys := fl.laneBits(in, 0, t), fl.laneBits(in, 1, t)
	var out []value.Value
	for l := range xs {
		x, y := b.laneToF32(xs[l], lane), b.laneToF32(ys[l], lane)
		if in.Has("ftz") {
			x, y = b.ftzLane(x, lane), b.ftzLane(y, lane)
		}
		out = append(out, b.fcmp(floatPreds[op], x, y))
	}
	return out
}

// halfCompare is rawHalfCompare combined with the BoolOp's predicate c.
func (fl *fnLowerer) halfCompare(in *sir.Inst, t sir.Type) []value.Value {
	ps := fl.rawHalfCompare(in, t)
	if bop := in.ModIn("and", "or", "xor"); bop != "" {
		c := fl.src(in, 2, sir.Pred)
		for i := range ps {
			ps[i] = fl.combinePred(bop, ps[i], c)
		}
	}
	return ps
}

func (fl *fnLowerer) combinePred(bop string, x, c value.Value) value.Value {
	b := fpBuilder(fl)
	switch bop {
	case "and":
		return b.and(x, c)
	case "or":
		return b.or(x, c)
	}
	return b.xor(x, c)
}

// lowerSet: set.CmpOp{.BoolOp}{.ftz}.dtype.stype d, a, b[, {!}c] (PTX ISA
// 8.5 §9.7.5.1 and §9.7.6.1 "set"). The result is 1.0 (float dtype) or all ones
// (integer dtype) when the comparison holds, else 0; with an f16x2/bf16x2
// source each 16-bit lane of d gets its lane's result.
func (fl *fnLowerer) lowerSet(in *sir.Inst) {
	if len(in.Types) != 2 {
		unsupported("set needs a destination and a source type")
	}
	dt, st := in.Types[0], in.Types[1]
	b := fpBuilder(fl)
	var ps []value.Value
	switch {
	case st.Bits == 16 && st.IsFloat() || st.Packed:
		checkMods(in, append(sortedKeys(floatPreds), "and", "or", "xor", "ftz")...)
		ps = fl.halfCompare(in, st)
	default:
		allowed := append(sortedKeys(floatPreds), "lo", "ls", "hi", "hs", "and", "or", "xor")
		if st == sir.F32 {
			allowed = append(allowed, "ftz")
		}
		checkMods(in, allowed...)
		x, y := fl.src(in, 0, st), fl.src(in, 1, st)
		if in.Has("ftz") {
			x, y = b.ftz(x), b.ftz(y)
		}
		p := fl.compare(in, st, x, y)
		if bop := in.ModIn("and", "or", "xor"); bop != "" {
			p = fl.combinePred(bop, p, fl.src(in, 2, sir.Pred))
		}
		ps = []value.Value{p}
	}
	if len(ps) == 2 {
		// Lane-wise result: 16-bit lanes of d.
		one := ci(types.I16, -1)
		switch dt.Kind {
		case sir.KindFloat:
			one = ci(types.I16, 0x3c00)
		case sir.KindBF16:
			one = ci(types.I16, 0x3f80)
		}
		var lanes []value.Value
		for _, p := range ps {
			lanes = append(lanes, b.sel(p, one, ci(types.I16, 0)))
		}
		fl.write(in, 0, b.pack16(lanes[1], lanes[0]), sir.B32)
		return
	}
	var one, zero value.Value
	switch {
	case dt == sir.F32:
		one, zero = b.k(types.Float, 1), b.k(types.Float, 0)
	case dt == sir.F16:
		one, zero = b.k(types.Half, 1), b.k(types.Half, 0)
	case dt == sir.BF16:
		one, zero = ci(types.I16, 0x3f80), ci(types.I16, 0)
	case dt.IsInt():
		it := intTy(dt)
		one, zero = intConst(it, math.MaxUint64), ci(it, 0)
	default:
		unsupported("set to %s", dt)
	}
	fl.write(in, 0, b.sel(ps[0], one, zero), dt)
}

// halfVectorArith lowers add/sub/mul/fma.rn on f16 and f16x2 without
// .ftz/.sat/.relu to the hardware's own half arithmetic, on <2 x half>
// vectors for f16x2 (v_pk_add_f16, v_pk_fma_f16...): IEEE round-to-nearest
// is what both NVIDIA and AMD compute, and only NaN results need care
// (NVIDIA returns the canonical 0x7fff). It reports whether it applied.
func (fl *fnLowerer) halfVectorArith(in *sir.Inst, t sir.Type) bool {
	if t.Kind != sir.KindFloat || in.Has("ftz") || in.Has("sat") || in.Has("relu") || in.Has("oob") {
		return false
	}
	b := fpBuilder(fl)
	var vt types.Type = types.Half
	bits := sir.B16
	if t.Packed {
		vt, bits = types.NewVector(2, types.Half), sir.B32
	}
	n := 2
	if in.Op == "fma" {
		n = 3
	}
	var cn value.Value = b.canonicalNaN(types.Half)
	if t.Packed {
		cn = canonicalHalf2()
	}
	var xs []value.Value
	for i := 0; i < n; i++ {
		v := fl.src(in, i, bits)
		if raw := uncanonicalHalf(v, cn); raw != nil {
			// Any NaN operand makes this result NaN, which is made
			// canonical below: which NaN the operand was does not matter.
			xs = append(xs, raw)
			continue
		}
		xs = append(xs, fl.emit(ir.NewBitCast(v, vt)))
	}
	// Finite operands give a number or an infinity, never NaN (no inf-inf,
	// no 0*inf): such a result needs no canonical NaN.
	finite := true
	for i := 0; i < n; i++ {
		finite = finite && halvesFinite(fl.src(in, i, bits), t.Packed)
	}
	var r value.Value
	switch in.Op {
	case "add":
		r = fl.emit(ir.NewFAdd(xs[0], xs[1]))
	case "sub":
		r = fl.emit(ir.NewFSub(xs[0], xs[1]))
	case "mul":
		r = fl.emit(ir.NewFMul(xs[0], xs[1]))
	case "fma":
		name := "llvm.fma.f16"
		if t.Packed {
			name = "llvm.fma.v2f16"
		}
		r = fl.emit(ir.NewCall(fl.lw.intrinsic(name, vt, vt, vt, vt), xs[0], xs[1], xs[2]))
	default:
		return false
	}
	if !finite && !fl.lw.opts.FastNaN {
		nan := fl.emit(ir.NewFCmp(enum.FPredUNO, r, r))
		r = fl.emit(ir.NewSelect(nan, cn, r))
	}
	fl.write(in, 0, fl.emit(ir.NewBitCast(r, storageType(bits))), bits)
	return true
}

// halvesFinite reports whether the bits v (i16, or i32 for two halves)
// are known to hold finite halves: a bit of every exponent field (bits
// 10-14, and 26-30 when packed) is known to be zero. Dequantisers build
// halves so, or-ing a magic exponent into masked or permuted bytes.
func halvesFinite(v value.Value, packed bool) bool {
	zero, _ := knownBits(v, 6)
	exp := uint64(0x7c00)
	if packed {
		if zero&(exp<<16) == 0 {
			return false
		}
	}
	return zero&exp != 0
}

// knownBits returns the bits of the integer v known to be zero and known
// to be one, looking through constants, bitwise operations, shifts by
// constants, v_perm with a constant selector, selects and casts, at most
// depth instructions deep.
func knownBits(v value.Value, depth int) (zero, one uint64) {
	width := uint64(64)
	if it, ok := v.Type().(*types.IntType); ok && it.BitSize < 64 {
		width = it.BitSize
	}
	mask := uint64(1)<<width - 1
	if width == 64 {
		mask = ^uint64(0)
	}
	if c, ok := v.(*constant.Int); ok {
		x := c.X.Uint64()
		if c.X.Sign() < 0 {
			x = uint64(c.X.Int64())
		}
		return ^x & mask, x & mask
	}
	if depth == 0 {
		return 0, 0
	}
	kb := func(x value.Value) (uint64, uint64) { return knownBits(x, depth-1) }
	shiftBy := func(x value.Value) (uint64, bool) {
		c, ok := x.(*constant.Int)
		if !ok || !c.X.IsUint64() || c.X.Uint64() >= width {
			return 0, false
		}
		return c.X.Uint64(), true
	}
	switch v := v.(type) {
	case *ir.InstAnd:
		z1, o1 := kb(v.X)
		z2, o2 := kb(v.Y)
		return z1 | z2, o1 & o2
	case *ir.InstOr:
		z1, o1 := kb(v.X)
		z2, o2 := kb(v.Y)
		return z1 & z2, o1 | o2
	case *ir.InstXor:
		z1, o1 := kb(v.X)
		z2, o2 := kb(v.Y)
		return (z1 & z2) | (o1 & o2), (z1 & o2) | (o1 & z2)
	case *ir.InstShl:
		if n, ok := shiftBy(v.Y); ok {
			z, o := kb(v.X)
			return (z<<n | (1<<n - 1)) & mask, o << n & mask
		}
	case *ir.InstLShr:
		if n, ok := shiftBy(v.Y); ok {
			z, o := kb(v.X)
			return (z >> n) | ^(mask>>n)&mask, o >> n
		}
	case *ir.InstSelect:
		z1, o1 := kb(v.ValueTrue)
		z2, o2 := kb(v.ValueFalse)
		return z1 & z2, o1 & o2
	case *ir.InstBitCast:
		if _, ok := v.From.Type().(*types.IntType); ok {
			return kb(v.From)
		}
	case *ir.InstZExt:
		z, o := kb(v.From)
		from := v.From.Type().(*types.IntType).BitSize
		return (z | ^(uint64(1)<<from - 1)) & mask, o
	case *ir.InstTrunc:
		z, o := kb(v.From)
		return z & mask, o & mask
	case *ir.InstCall:
		if f, ok := v.Callee.(*ir.Func); ok && f.Name() == "llvm.amdgcn.perm" && len(v.Args) == 3 {
			return permKnownBits(v.Args, kb)
		}
	}
	return 0, 0
}

// permKnownBits is knownBits of llvm.amdgcn.perm(a, b, sel) for a
// constant selector: each result byte is a byte of {a, b}, or 0x00/0xff.
func permKnownBits(args []value.Value, kb func(value.Value) (uint64, uint64)) (zero, one uint64) {
	c, ok := args[2].(*constant.Int)
	if !ok || !c.X.IsUint64() {
		return 0, 0
	}
	sel := c.X.Uint64()
	za, oa := kb(args[0])
	zb, ob := kb(args[1])
	z64, o64 := za<<32|zb&0xffffffff, oa<<32|ob&0xffffffff
	for i := 0; i < 4; i++ {
		s := sel >> (8 * i) & 0xff
		var z, o uint64
		switch {
		case s < 8:
			z, o = z64>>(8*s)&0xff, o64>>(8*s)&0xff
		case s == 12:
			z = 0xff
		case s > 12:
			o = 0xff
		}
		zero |= z << (8 * i)
		one |= o << (8 * i)
	}
	return zero, one
}

// canonicalHalf2 is NVIDIA's NaN in both halves of an f16x2.
func canonicalHalf2() constant.Constant {
	canon := fpb{}.canonicalNaN(types.Half).(constant.Constant)
	return constant.NewVector(types.NewVector(2, types.Half), canon, canon)
}

// uncanonicalHalf returns r when v is a result of halfVectorArith,
// bitcast(select(fcmp uno r, r; canonical; r)), of the same type: the
// hardware's result before its NaN was made canonical. A chain of half
// arithmetic then makes only its last NaN canonical (the select stays for
// other readers, and LLVM drops it when there are none). Otherwise nil.
func uncanonicalHalf(v, canonical value.Value) value.Value {
	bc, ok := v.(*ir.InstBitCast)
	if !ok {
		return nil
	}
	sel, ok := bc.From.(*ir.InstSelect)
	if !ok || !sel.ValueFalse.Type().Equal(canonical.Type()) || sel.ValueTrue.Ident() != canonical.Ident() {
		return nil
	}
	cmp, ok := sel.Cond.(*ir.InstFCmp)
	if !ok || cmp.Pred != enum.FPredUNO || cmp.X != sel.ValueFalse || cmp.Y != sel.ValueFalse {
		return nil
	}
	return sel.ValueFalse
}
