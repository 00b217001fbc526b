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
	fieldMask := int64(fl.warpSize() - 1)
	a := fl.src(in, 0, sir.B32)
	b := fl.emit(ir.NewAnd(fl.src(in, 1, sir.B32), constant.NewInt(types.I32, fieldMask)))
	c := fl.src(in, 2, sir.B32)
	cval := fl.emit(ir.NewAnd(c, constant.NewInt(types.I32, fieldMask)))
	seg := fl.emit(ir.NewAnd(fl.emit(ir.NewLShr(c, constant.NewInt(types.I32, 8))), constant.NewInt(types.I32, fieldMask)))
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
