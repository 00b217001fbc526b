package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Warp operations, lowered for the module's warp mode (see the warp-mode
// pass): a PTX warp is WarpSize lanes of a hardware wave of WaveSize lanes.
// When WarpSize < WaveSize (paired: two PTX warps per wave64) every lane
// works inside its own 32-lane half: %laneid is lane & 31, ballots are the
// half's 32 bits, shuffles never cross halves.

func init() {
	lowerTable["shfl"] = (*fnLowerer).lowerShfl
	lowerTable["vote"] = (*fnLowerer).lowerVote
	lowerTable["activemask"] = (*fnLowerer).lowerActivemask
}

func (fl *fnLowerer) warpSize() int { return fl.lw.sm.WarpSize }
func (fl *fnLowerer) waveSize() int { return fl.lw.opts.WaveSize }

// maskType is the type of lanemask values: b32, or b64 in native64.
func (fl *fnLowerer) maskType() *types.IntType {
	if fl.lw.sm.LaneMaskBits == 64 {
		return types.I64
	}
	return types.I32
}

func (fl *fnLowerer) waveMaskType() *types.IntType {
	if fl.waveSize() == 64 {
		return types.I64
	}
	return types.I32
}

// warpLane is %laneid: the lane within the PTX warp.
func (fl *fnLowerer) warpLane() value.Value {
	lane := fl.laneInWave()
	if fl.warpSize() < fl.waveSize() {
		return fl.emit(ir.NewAnd(lane, constant.NewInt(types.I32, int64(fl.warpSize()-1))))
	}
	return lane
}

// warpBase is the hardware lane of the PTX warp's lane 0 (0 or 32 in
// paired mode, 0 otherwise).
func (fl *fnLowerer) warpBase() value.Value {
	if fl.warpSize() < fl.waveSize() {
		return fl.emit(ir.NewAnd(fl.laneInWave(), constant.NewInt(types.I32, int64(fl.warpSize()))))
	}
	return constant.NewInt(types.I32, 0)
}

// ballot returns the wave's ballot of p (i32 on wave32, i64 on wave64:
// ballot.i32 on wave64 breaks instruction selection).
func (fl *fnLowerer) ballot(p value.Value) value.Value {
	wt := fl.waveMaskType()
	name := "llvm.amdgcn.ballot.i64"
	if wt == types.I32 {
		name = "llvm.amdgcn.ballot.i32"
	}
	return fl.emit(ir.NewCall(fl.lw.intrinsic(name, wt, types.I1), p))
}

// warpBits narrows a wave ballot to the PTX warp's lanes, as a lanemask.
func (fl *fnLowerer) warpBits(b value.Value) value.Value {
	mt := fl.maskType()
	if fl.warpSize() < fl.waveSize() {
		base := fl.resizeInt(fl.warpBase(), types.I64, false)
		s := fl.emit(ir.NewLShr(b, base))
		return fl.emit(ir.NewTrunc(s, mt))
	}
	return fl.resizeInt(b, mt, false)
}

// bpermute reads v (i32) from hardware lane src of the wave.
func (fl *fnLowerer) bpermute(src, v value.Value) value.Value {
	addr := fl.emit(ir.NewShl(src, constant.NewInt(types.I32, 2)))
	return fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.ds.bpermute", types.I32, types.I32, types.I32), addr, v))
}

// memberMask reads a membermask operand as the lanemask type. A 32-bit
// mask in native64 mode was rejected or widened by the warp-mode pass.
func (fl *fnLowerer) memberMask(in *sir.Inst, i int) value.Value {
	t := sir.Type{Kind: sir.KindBits, Bits: int(fl.maskType().BitSize)}
	return fl.src(in, i, t)
}

// lowerShfl: shfl.sync.mode.b32 d[|p], a, b, c, membermask (PTX ISA
// 9.7.8.6). c packs the clamp value (bits 0-4) and the segment mask (bits
// 8-12); in native64 the fields are 6 bits wide (0-5 and 8-13).
func (fl *fnLowerer) lowerShfl(in *sir.Inst) {
	checkMods(in, "sync", "up", "down", "bfly", "idx")
	mode := in.ModIn("up", "down", "bfly", "idx")
	if mode == "" {
		unsupported("shfl without a mode")
	}
	t := instType(in)
	if t.Bits != 32 {
		unsupported("shfl.%s", t)
	}
	if !in.Has("sync") {
		// Legacy shfl without .sync (removed for sm_70+): all lanes active.
		if len(in.Src) != 3 {
			unsupported("shfl takes a, b, c")
		}
	} else if len(in.Src) != 4 {
		unsupported("shfl.sync takes a, b, c, membermask")
	}
	a := fl.src(in, 0, sir.B32)
	bv, cv := fl.src(in, 1, sir.B32), fl.src(in, 2, sir.B32)
	fieldMask := int64(fl.warpSize() - 1)
	if b, c, ok := constShfl(bv, cv); ok {
		if fl.shflConst(in, mode, a, b, c) {
			return
		}
		if seg := (int64(c) >> 8) & fieldMask; seg == 0 && (mode == "up" || mode == "down") {
			fl.shflShift(in, mode, a, int64(b)&fieldMask, int64(c)&fieldMask)
			return
		}
	}
	b := fl.emit(ir.NewAnd(bv, constant.NewInt(types.I32, fieldMask)))
	cval := fl.emit(ir.NewAnd(cv, constant.NewInt(types.I32, fieldMask)))
	seg := fl.emit(ir.NewAnd(fl.emit(ir.NewLShr(cv, constant.NewInt(types.I32, 8))), constant.NewInt(types.I32, fieldMask)))
	notSeg := fl.emit(ir.NewXor(seg, constant.NewInt(types.I32, -1)))
	lane := fl.warpLane()
	minLane := fl.emit(ir.NewAnd(lane, seg))
	maxLane := fl.emit(ir.NewOr(minLane, fl.emit(ir.NewAnd(cval, notSeg))))
	var j, pval value.Value
	switch mode {
	case "up":
		j = fl.emit(ir.NewSub(lane, b))
		pval = fl.emit(ir.NewICmp(enum.IPredSGE, j, maxLane))
	case "down":
		j = fl.emit(ir.NewAdd(lane, b))
		pval = fl.emit(ir.NewICmp(enum.IPredSLE, j, maxLane))
	case "bfly":
		j = fl.emit(ir.NewXor(lane, b))
		pval = fl.emit(ir.NewICmp(enum.IPredSLE, j, maxLane))
	case "idx":
		j = fl.emit(ir.NewOr(minLane, fl.emit(ir.NewAnd(b, notSeg))))
		pval = fl.emit(ir.NewICmp(enum.IPredSLE, j, maxLane))
	}
	j = fl.emit(ir.NewSelect(pval, j, lane))
	src := fl.emit(ir.NewOr(j, fl.warpBase()))
	d := fl.bpermute(src, a)
	fl.write(in, 0, d, sir.B32)
	if len(in.Dst) > 1 {
		fl.write(in, 1, pval, sir.Pred)
	}
}

// shflShift is shfl.up or .down by a constant b with a constant c whose
// segment mask is 0, through ds_bpermute: maxLane is then the constant
// clamp, so whether lane j = lane ± b is taken is a comparison of the
// lane with a constant, and the source is the hardware lane plus b, -b
// or 0 (which stays within the PTX warp: the comparison bounds j by the
// clamp). Three or four VALU instructions make the address (compare,
// select, add and shift; LLVM writes a select of 0 or a power of two as
// a shift of the compare), as clang makes HIP's __shfl_down's; the general
// form adds, compares, selects and then puts the PTX warp's base back,
// five in paired mode. The address does not depend on a, so shuffles of
// the same offset share it.
func (fl *fnLowerer) shflShift(in *sir.Inst, mode string, a value.Value, b, maxLane int64) {
	lane := fl.warpLane()
	var pval value.Value
	step := b
	if mode == "down" {
		// j = lane + b <= maxLane
		pval = fl.emit(ir.NewICmp(enum.IPredSLE, lane, constant.NewInt(types.I32, maxLane-b)))
	} else {
		// j = lane - b >= maxLane
		pval = fl.emit(ir.NewICmp(enum.IPredSGE, lane, constant.NewInt(types.I32, maxLane+b)))
		step = -b
	}
	delta := fl.emit(ir.NewSelect(pval, constant.NewInt(types.I32, step), constant.NewInt(types.I32, 0)))
	src := fl.emit(ir.NewAdd(fl.laneInWave(), delta))
	fl.write(in, 0, fl.bpermute(src, a), sir.B32)
	if len(in.Dst) > 1 {
		fl.write(in, 1, pval, sir.Pred)
	}
}

// activeWarpMask is the mask of the PTX warp's active lanes.
func (fl *fnLowerer) activeWarpMask() value.Value {
	return fl.warpBits(fl.ballot(constant.True))
}

func (fl *fnLowerer) lowerActivemask(in *sir.Inst) {
	checkMods(in)
	if t := instType(in); t.Bits != 32 && t.Bits != int(fl.maskType().BitSize) {
		unsupported("activemask.%s", t)
	}
	fl.write(in, 0, fl.activeWarpMask(), sir.Type{Kind: sir.KindBits, Bits: int(fl.maskType().BitSize)})
}

// lowerVote: vote{.sync}.{all,any,uni}.pred d, p[, membermask] and
// vote{.sync}.ballot.b32 d, p[, membermask] (PTX ISA 9.7.8.8). Only lanes
// that are active and in membermask take part.
func (fl *fnLowerer) lowerVote(in *sir.Inst) {
	checkMods(in, "sync", "all", "any", "uni", "ballot")
	mode := in.ModIn("all", "any", "uni", "ballot")
	if mode == "" {
		unsupported("vote without a mode")
	}
	mt := fl.maskType()
	var p value.Value
	var x *sir.Inst = in
	_ = x
	if len(in.Src) < 1 {
		unsupported("vote needs a predicate")
	}
	p = fl.src(in, 0, sir.Pred)
	member := value.Value(constant.NewInt(mt, -1))
	if in.Has("sync") {
		if len(in.Src) != 2 {
			unsupported("vote.sync takes p and membermask")
		}
		member = fl.memberMask(in, 1)
	}
	active := fl.emit(ir.NewAnd(fl.activeWarpMask(), member))
	yes := fl.emit(ir.NewAnd(fl.warpBits(fl.ballot(p)), active))
	var r value.Value
	switch mode {
	case "ballot":
		fl.write(in, 0, yes, sir.Type{Kind: sir.KindBits, Bits: int(mt.BitSize)})
		return
	case "all":
		r = fl.emit(ir.NewICmp(enum.IPredEQ, yes, active))
	case "any":
		r = fl.emit(ir.NewICmp(enum.IPredNE, yes, constant.NewInt(mt, 0)))
	case "uni":
		none := fl.emit(ir.NewICmp(enum.IPredEQ, yes, constant.NewInt(mt, 0)))
		all := fl.emit(ir.NewICmp(enum.IPredEQ, yes, active))
		r = fl.emit(ir.NewOr(none, all))
	}
	fl.write(in, 0, r, sir.Pred)
}

func init() {
	lowerTable["match"] = (*fnLowerer).lowerMatch
	lowerTable["redux"] = (*fnLowerer).lowerRedux
	lowerTable["elect"] = (*fnLowerer).lowerElect
}

// participants is the mask of the warp's lanes that take part in a .sync
// warp operation: active and in membermask.
func (fl *fnLowerer) participants(in *sir.Inst) value.Value {
	active := fl.activeWarpMask()
	if i := sir.MemberMaskIndex(in); i >= 0 && i < len(in.Src) {
		return fl.emit(ir.NewAnd(active, fl.memberMask(in, i)))
	}
	return active
}

// readLaneOfWarp reads v (i32 or i64) from lane i of the PTX warp.
func (fl *fnLowerer) readLaneOfWarp(i int, v value.Value) value.Value {
	src := fl.emit(ir.NewOr(fl.warpBase(), constant.NewInt(types.I32, int64(i))))
	if v.Type().Equal(types.I64) {
		lo := fl.emit(ir.NewTrunc(v, types.I32))
		hi := fl.emit(ir.NewTrunc(fl.emit(ir.NewLShr(v, constant.NewInt(types.I64, 32))), types.I32))
		rl := fl.emit(ir.NewZExt(fl.bpermute(src, lo), types.I64))
		rh := fl.emit(ir.NewZExt(fl.bpermute(src, hi), types.I64))
		return fl.emit(ir.NewOr(rl, fl.emit(ir.NewShl(rh, constant.NewInt(types.I64, 32)))))
	}
	return fl.bpermute(src, v)
}

// lowerMatch: match.any.sync.bN d, a, membermask and match.all.sync.bN
// d[|p], a, membermask (PTX ISA 9.7.8.9). Each lane compares its value
// with every lane of its warp.
func (fl *fnLowerer) lowerMatch(in *sir.Inst) {
	checkMods(in, "any", "all", "sync")
	t := instType(in)
	if t.Bits != 32 && t.Bits != 64 {
		unsupported("match.%s", t)
	}
	if len(in.Src) != 2 {
		unsupported("match takes a and membermask")
	}
	a := fl.src(in, 0, sir.Type{Kind: sir.KindBits, Bits: t.Bits})
	mt := fl.maskType()
	part := fl.participants(in)
	var eq value.Value = constant.NewInt(mt, 0)
	for i := 0; i < fl.warpSize(); i++ {
		same := fl.emit(ir.NewICmp(enum.IPredEQ, fl.readLaneOfWarp(i, a), a))
		bit := fl.emit(ir.NewShl(fl.emit(ir.NewZExt(same, mt)), constant.NewInt(mt, int64(i))))
		eq = fl.emit(ir.NewOr(eq, bit))
	}
	eq = fl.emit(ir.NewAnd(eq, part))
	mask := sir.Type{Kind: sir.KindBits, Bits: int(mt.BitSize)}
	if in.Has("any") {
		fl.write(in, 0, eq, mask)
		return
	}
	all := fl.emit(ir.NewICmp(enum.IPredEQ, eq, part))
	fl.write(in, 0, fl.emit(ir.NewSelect(all, part, constant.NewInt(mt, 0))), mask)
	if len(in.Dst) > 1 {
		fl.write(in, 1, all, sir.Pred)
	}
}

// lowerRedux: redux.sync.op.type d, a, membermask (PTX ISA 9.7.8.10): the
// reduction over the participating lanes, the same in every one of them.
func (fl *fnLowerer) lowerRedux(in *sir.Inst) {
	checkMods(in, "sync", "add", "min", "max", "and", "or", "xor")
	op := in.ModIn("add", "min", "max", "and", "or", "xor")
	t := instType(in)
	if op == "" || t.Bits != 32 || t.IsFloat() {
		unsupported("redux form")
	}
	if len(in.Src) != 2 {
		unsupported("redux.sync takes a and membermask")
	}
	a := fl.src(in, 0, t)
	part := fl.participants(in)
	mt := fl.maskType()
	var acc value.Value
	switch op {
	case "add", "or", "xor":
		acc = constant.NewInt(types.I32, 0)
	case "and":
		acc = constant.NewInt(types.I32, -1)
	case "min":
		acc = constant.NewInt(types.I32, 0x7fffffff)
		if t.Kind != sir.KindSigned {
			acc = constant.NewInt(types.I32, -1)
		}
	case "max":
		acc = constant.NewInt(types.I32, 0)
		if t.Kind == sir.KindSigned {
			acc = constant.NewInt(types.I32, -0x80000000)
		}
	}
	for i := 0; i < fl.warpSize(); i++ {
		x := fl.readLaneOfWarp(i, a)
		var next value.Value
		switch op {
		case "add":
			next = fl.emit(ir.NewAdd(acc, x))
		case "and":
			next = fl.emit(ir.NewAnd(acc, x))
		case "or":
			next = fl.emit(ir.NewOr(acc, x))
		case "xor":
			next = fl.emit(ir.NewXor(acc, x))
		case "min", "max":
			pred := map[string]enum.IPred{"min": enum.IPredULT, "max": enum.IPredUGT}[op]
			if t.Kind == sir.KindSigned {
				pred = map[string]enum.IPred{"min": enum.IPredSLT, "max": enum.IPredSGT}[op]
			}
			next = fl.emit(ir.NewSelect(fl.emit(ir.NewICmp(pred, x, acc)), x, acc))
		}
		in := fl.emit(ir.NewAnd(part, constant.NewInt(mt, int64(uint64(1)<<uint(i)))))
		takes := fl.emit(ir.NewICmp(enum.IPredNE, in, constant.NewInt(mt, 0)))
		acc = fl.emit(ir.NewSelect(takes, next, acc))
	}
	fl.write(in, 0, acc, t)
}

// lowerElect: elect.sync d|p, membermask (PTX ISA 9.7.8.11): the leader
// is the lowest participating lane; d is its lane id, p is true in it.
func (fl *fnLowerer) lowerElect(in *sir.Inst) {
	checkMods(in, "sync")
	part := fl.participants(in)
	mt := fl.maskType()
	name := "llvm.cttz.i32"
	if mt == types.I64 {
		name = "llvm.cttz.i64"
	}
	leader := fl.emit(ir.NewCall(fl.lw.intrinsic(name, mt, mt, types.I1), part, constant.True))
	leader32 := fl.resizeInt(leader, types.I32, false)
	fl.write(in, 0, leader32, sir.U32)
	if len(in.Dst) > 1 {
		fl.write(in, 1, fl.emit(ir.NewICmp(enum.IPredEQ, leader32, fl.warpLane())), sir.Pred)
	}
}

func init() {
	lowerTable["movmatrix"] = (*fnLowerer).lowerMovmatrix
	documentOp("movmatrix", ".sync.aligned.m8n8.trans.b16", "two ds_bpermutes within the PTX warp; not in native64 (the fragment layout is for 32 lanes)")
}

// lowerMovmatrix: movmatrix.sync.aligned.m8n8.trans.b16 d, a (PTX ISA
// 9.7.14.5.16) transposes an 8x8 matrix of 16-bit elements held by the
// warp: lane t holds row t/4, columns 2(t%4) and 2(t%4)+1 (low half first).
// Element (i, j) lives in lane 4i + j/2, half j%2, so lane t of the result
// reads (2(t%4), t/4) and (2(t%4)+1, t/4).
func (fl *fnLowerer) lowerMovmatrix(in *sir.Inst) {
	checkMods(in, "sync", "aligned", "m8n8", "trans")
	if t := instType(in); t.Bits != 16 || !in.Has("trans") || !in.Has("m8n8") {
		unsupported("movmatrix form")
	}
	if fl.warpSize() != 32 {
		unsupported("movmatrix in native64: its fragment layout is defined for 32-lane warps")
	}
	a := fl.src(in, 0, sir.B32)
	lane := fl.warpLane()
	i32 := func(v int64) value.Value { return constant.NewInt(types.I32, v) }
	row := fl.emit(ir.NewLShr(lane, i32(2)))                                                         // t/4: the result's row, the source column
	col := fl.emit(ir.NewShl(fl.emit(ir.NewAnd(lane, i32(3))), i32(1)))                              // 2(t%4): the source row
	srcLane := fl.emit(ir.NewAdd(fl.emit(ir.NewShl(col, i32(2))), fl.emit(ir.NewLShr(row, i32(1))))) // 4*col + row/2
	half := fl.emit(ir.NewShl(fl.emit(ir.NewAnd(row, i32(1))), i32(4)))                              // 16 * (row % 2)
	lo := fl.bpermute(fl.emit(ir.NewOr(srcLane, fl.warpBase())), a)
	hi := fl.bpermute(fl.emit(ir.NewOr(fl.emit(ir.NewAdd(srcLane, i32(4))), fl.warpBase())), a)
	lo16 := fl.emit(ir.NewAnd(fl.emit(ir.NewLShr(lo, half)), i32(0xffff)))
	hi16 := fl.emit(ir.NewShl(fl.emit(ir.NewLShr(hi, half)), i32(16)))
	fl.write(in, 0, fl.emit(ir.NewOr(lo16, hi16)), sir.B32)
}
