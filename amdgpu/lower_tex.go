package amdgpu

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/internal/texdesc"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Textures and surfaces (PTX ISA 9.7.10: tex, tld4, txq, suld, sust,
// istypep) in unified mode: a texture or surface is a 64-bit handle, a
// kernel parameter or a .texref/.surfref variable holding one.
//
// A handle is the address of a descriptor of package texdesc in global
// memory (base address, extents, pitches, channel format, filter, address
// modes); the code reads it and samples in software with ordinary loads
// and arithmetic, so the same IR runs on every target and on the
// emulator. The sampler follows what the H100 does (recorded in
// conformance/cases/tex):
//
//   - coordinates: unnormalised, or normalised (times the extent); wrap
//     and mirror apply only to normalised coordinates (clamp otherwise);
//     a texel offset is added in texels;
//   - point filtering takes texel floor(u); linear filtering takes
//     floor(u-0.5) and its neighbour with the weight frac(u-0.5) rounded
//     to 8 fractional bits (CUDA C++ Programming Guide, "Texture
//     Fetching"), after clamping u to [0.5, n-0.5] in clamp mode; the
//     corner weights are 8-bit fractions (cornerWeights), the texels a
//     block-floating-point 28-bit cut, the sum exact and rounded once,
//     ties away: f32, f16 or a multiple of 1/65535 (sampleFloat,
//     filterPrecision);
//   - address modes per texel index: wrap (i mod n), clamp, mirror (the
//     period 2n reflected), border (an out-of-range texel is the border
//     colour, 0);
//   - a layer index is clamped as an unsigned number (-1 is the last
//     layer);
//   - integer coordinates fetch texel (x, y, z) directly and read 0 out of
//     range, whatever the address mode (tex1Dfetch's rule);
//   - 8- and 16-bit integer channels read as normalised floats unless the
//     texture reads integers (u/255, max(s/127, -1), ...); channels a
//     format lacks read as 0;
//   - tex.level and tex.grad select mipmap levels as texLevels says;
//   - tld4 returns one channel of the four texels of the bilinear
//     footprint in the order (i, j+1), (i+1, j+1), (i+1, j), (i, j).
//
// What is not bit-exact: the level of detail of tex.grad, whose log2 of
// the gradient is the H100's own (one 8-bit level-weight step off for
// some gradients; that case compares within 0.01), and what was not
// recorded (signed normalised formats, a 3D footprint blended between
// levels, the block exponent shared or not between two levels).

func init() {
	lowerTable["tex"] = (*fnLowerer).lowerTex
	lowerTable["tld4"] = (*fnLowerer).lowerTex
	lowerTable["txq"] = (*fnLowerer).lowerTxq
	lowerTable["suq"] = (*fnLowerer).lowerTxq
	lowerTable["suld"] = (*fnLowerer).lowerSuld
	lowerTable["sust"] = (*fnLowerer).lowerSust
	lowerTable["istypep"] = (*fnLowerer).lowerIstypep
	documentOp("tex", "1d, 2d, 3d, a1d, a2d, cube, acube; .v4 f32/s32/u32 results; f32 and s32 coordinates; .level, .grad (not for cube maps), texel offsets; mipmapped textures; texture objects (.u64) and .texref variables; the residency predicate {d...}|p (true: no texture here is sparse; tex/tex_residency)",
		"software sampler over a ptxamd descriptor (internal/texdesc): point and linear filtering (the H100's weights and block-floating-point sum, bit for bit; tex.grad's level of detail is approximate), normalised coordinates, wrap/clamp/mirror/border, mipmap level selection (nearest or linear between levels, bias, clamps), cube-map faces; multisample textures (2dms, a2dms), depth compare and f16 results are rejected. --tex=image: AMD's image instructions on HIP texture objects (AMD's filtering; no level, gradient or offset samples nor gather4 on gfx90a/gfx94x)")
	documentOp("tld4", ".r .g .b .a on 2d and a2d; {d...}|p as tex", "the four texels of the bilinear footprint")
	documentOp("txq", ".width .height .depth, .level.width/.height/.depth, .array_size .num_mipmap_levels .normalized_coords .force_unnormalized_coords .filter_mode .addr_mode_0-2", "extents as the H100 answers them (layer counts in height/depth of arrays, recorded); the driver refuses the other queries on texture objects, so they are read from the descriptor; channel_data_type, channel_order and num_samples are rejected (NVIDIA's encodings)")
	documentOp("suq", ".width .height .depth .array_size", "as txq (recorded on the H100 for width, height, depth); channel_data_type, channel_order and memory_layout are rejected (NVIDIA's encodings; the driver refuses them)")
	documentOp("suld", ".b 1d, 2d, 3d, a1d, a2d; .b8-.b64, .v2, .v4; .trap .clamp .zero", "x in bytes; .clamp clamps each coordinate, .zero reads 0 out of range, .trap traps")
	documentOp("sust", ".b like suld; .p with .b32 elements", ".zero drops an out-of-range store, .clamp stores at the nearest texel; .p converts each 32-bit element to the channel format with integer saturation, as the H100 does")
	documentOp("istypep", ".texref .samplerref .surfref", "a .texref/.surfref/.samplerref variable is of its own type; a 64-bit handle in a register is of none (what the H100 answers)")
}

// texGeom describes a geometry modifier: its coordinate dimensions and
// whether its first coordinate is a layer index.
type texGeom struct {
	dims    int
	layered bool
	cube    bool // a cube map: a direction (x, y, z) selects a face
}

var texGeoms = map[string]texGeom{"1d": {1, false, false}, "2d": {2, false, false}, "3d": {3, false, false},
	"a1d": {1, true, false}, "a2d": {2, true, false}, "cube": {2, false, true}, "acube": {2, true, true}}

func geomOf(in *sir.Inst) (string, texGeom) {
	for _, m := range in.Mods {
		if g, ok := texGeoms[m]; ok {
			return m, g
		}
		switch m {
		case "2dms", "a2dms":
			unsupported("%s.%s (multisample textures: CUDA cannot create one outside graphics interop, so there is nothing to pass or record)", in.Op, m)
		}
	}
	unsupported("%s without a geometry (1d, 2d, 3d, a1d, a2d)", in.Op)
	return "", texGeom{}
}

// handleOperand splits a [handle, {coords}] tuple.
func (fl *fnLowerer) texTuple(in *sir.Inst, o sir.Operand) (value.Value, []sir.Operand) {
	tu, ok := o.(*sir.Tuple)
	if !ok || len(tu.Elems) != 2 {
		unsupported("%s operand %s is not [texture, {coordinates}] (independent mode with a sampler is not supported)", in.Op, sir.FormatOperand(o))
	}
	h := fl.texHandle(tu.Elems[0])
	var cs []sir.Operand
	switch c := tu.Elems[1].(type) {
	case *sir.Vec:
		cs = c.Elems
	default:
		cs = []sir.Operand{c}
	}
	return h, cs
}

// texHandle returns the descriptor pointer of a handle operand: a 64-bit
// register, or a .texref/.surfref variable holding the handle.
func (fl *fnLowerer) texHandle(o sir.Operand) value.Value {
	var h value.Value
	switch o := o.(type) {
	case *sir.RegOp:
		h = fl.read(o, sir.B64)
	case *sir.Sym:
		g, ok := fl.lw.globals[o.Name]
		if !ok || fl.lw.handleVar(o.Name) == "" {
			unsupported("%s is not a .texref, .surfref or .samplerref variable", o.Name)
		}
		l := llvmx.NewLoad(types.I64, llvmx.GlobalRef(g))
		l.Align = 8
		h = fl.emit(l)
	default:
		unsupported("texture or surface operand %s", sir.FormatOperand(o))
	}
	return fl.emit(ir.NewIntToPtr(h, llvmx.Ptr(llvmx.Global)))
}

// handleVar returns the handle kind of a module variable (texref,
// surfref, samplerref) or "".
func (lw *lowerer) handleVar(name string) string {
	for _, v := range lw.sm.Globals {
		if v.Name == name {
			return v.Handle
		}
	}
	return ""
}

// tb builds the sampler's arithmetic in the current block.
type tb struct{ fl *fnLowerer }

func (b tb) e(inst ir.Instruction) value.Value { return b.fl.emit(inst) }
func i32c(v int64) *constant.Int               { return constant.NewInt(types.I32, v) }
func f32c(v float64) *constant.Float           { return constant.NewFloat(types.Float, v) }
func f64c(v float64) *constant.Float           { return constant.NewFloat(types.Double, v) }

func (b tb) field(desc value.Value, off int64, t types.Type) value.Value {
	p := b.fl.offsetPtr(desc, off)
	l := llvmx.NewLoad(t, p)
	l.Align = 4
	return b.e(l)
}
func (b tb) byteField(desc value.Value, off int64) value.Value {
	l := llvmx.NewLoad(types.I8, b.fl.offsetPtr(desc, off))
	l.Align = 1
	return b.e(ir.NewZExt(b.e(l), types.I32))
}
func (b tb) icmp(p enum.IPred, x, y value.Value) value.Value { return b.e(ir.NewICmp(p, x, y)) }
func (b tb) fcmp(p enum.FPred, x, y value.Value) value.Value { return b.e(ir.NewFCmp(p, x, y)) }
func (b tb) sel(c, x, y value.Value) value.Value             { return b.e(ir.NewSelect(c, x, y)) }
func (b tb) add(x, y value.Value) value.Value                { return b.e(ir.NewAdd(x, y)) }
func (b tb) sub(x, y value.Value) value.Value                { return b.e(ir.NewSub(x, y)) }
func (b tb) mul(x, y value.Value) value.Value                { return b.e(ir.NewMul(x, y)) }
func (b tb) and(x, y value.Value) value.Value                { return b.e(ir.NewAnd(x, y)) }
func (b tb) fadd(x, y value.Value) value.Value               { return b.e(ir.NewFAdd(x, y)) }
func (b tb) fsub(x, y value.Value) value.Value               { return b.e(ir.NewFSub(x, y)) }
func (b tb) fmul(x, y value.Value) value.Value               { return b.e(ir.NewFMul(x, y)) }
func (b tb) call(name string, ret types.Type, args ...value.Value) value.Value {
	var ps []types.Type
	for _, a := range args {
		ps = append(ps, a.Type())
	}
	return b.e(ir.NewCall(b.fl.lw.intrinsic(name, ret, ps...), args...))
}
func (b tb) smin(x, y value.Value) value.Value { return b.call("llvm.smin.i32", types.I32, x, y) }
func (b tb) smax(x, y value.Value) value.Value { return b.call("llvm.smax.i32", types.I32, x, y) }
func (b tb) umin(x, y value.Value) value.Value { return b.call("llvm.umin.i32", types.I32, x, y) }
func (b tb) floor(x value.Value) value.Value   { return b.call("llvm.floor.f32", types.Float, x) }

// toIndex converts a float texel coordinate to i32, saturating (NaN and
// huge values must not reach fptosi, whose result would be poison).
func (b tb) toIndex(f value.Value) value.Value {
	f = b.call("llvm.maxnum.f32", types.Float, f, f32c(-(1 << 30)))
	f = b.call("llvm.minnum.f32", types.Float, f, f32c(1<<30))
	return b.e(ir.NewFPToSI(f, types.I32))
}

// srem0 is x mod n in [0, n).
func (b tb) mod(x, n value.Value) value.Value {
	r := b.e(ir.NewSRem(x, n))
	neg := b.icmp(enum.IPredSLT, r, i32c(0))
	return b.sel(neg, b.add(r, n), r)
}

// address applies address mode m (an i32 of texdesc.Addr*) to texel index
// i of an extent n: the index to read and whether it is inside (false
// only for border).
func (b tb) address(i, n, m value.Value) (value.Value, value.Value) {
	clamped := b.smin(b.smax(i, i32c(0)), b.sub(n, i32c(1)))
	wrapped := b.mod(i, n)
	n2 := b.add(n, n)
	mm := b.mod(i, n2)
	mirrored := b.sel(b.icmp(enum.IPredSGE, mm, n), b.sub(b.sub(n2, i32c(1)), mm), mm)
	idx := b.sel(b.icmp(enum.IPredEQ, m, i32c(texdesc.AddrWrap)), wrapped,
		b.sel(b.icmp(enum.IPredEQ, m, i32c(texdesc.AddrMirror)), mirrored, clamped))
	inside := b.e(ir.NewOr(b.icmp(enum.IPredNE, m, i32c(texdesc.AddrBorder)),
		b.and(b.icmp(enum.IPredSGE, i, i32c(0)), b.icmp(enum.IPredSLT, i, n))))
	return idx, inside
}

// texelFunc returns (making it once per module) the function
//
//	i32 __ptxamd_texel(ptr addrspace(1) desc, i32 x, i32 y, i32 z, i32 layer, i32 level, i32 c)
//
// which reads channel c of texel (x, y, z) of a layer of a mipmap level
// (all in range; the level's pitches are those of dense storage) and
// returns it as the sampler sees it: f32 bits for float formats and
// normalised reads, the sign- or zero-extended integer for integer reads,
// 0 for a channel the format lacks.
func (lw *lowerer) texelFunc() *ir.Func {
	const name = "__ptxamd_texel"
	if f, ok := lw.funcs[name]; ok {
		return f
	}
	desc := ir.NewParam("desc", llvmx.Ptr(llvmx.Global))
	px, py, pz, pl, plv, pc := ir.NewParam("x", types.I32), ir.NewParam("y", types.I32), ir.NewParam("z", types.I32),
		ir.NewParam("layer", types.I32), ir.NewParam("level", types.I32), ir.NewParam("c", types.I32)
	fn := lw.mod.NewFunc(name, types.I32, desc, px, py, pz, pl, plv, pc)
	fn.Linkage = enum.LinkageInternal
	if lw.opts.Features != "" {
		fn.FuncAttrs = append(fn.FuncAttrs, ir.AttrPair{Key: "target-features", Value: lw.opts.Features})
	}
	lw.funcs[name] = fn
	fl := &fnLowerer{lw: lw, fn: fn, blocks: map[string]*ir.Block{}, cache: map[*ir.Block]map[string]value.Value{}}
	fl.entry = fl.newBlock("entry")
	fl.cur = fl.entry
	b := tb{fl}
	ext := func(v value.Value) value.Value { return b.e(ir.NewZExt(v, types.I64)) }
	data := b.e(ir.NewIntToPtr(b.field(desc, texdesc.OffData, types.I64), llvmx.Ptr(llvmx.Global)))
	format := b.field(desc, texdesc.OffFormat, types.I32)
	chans := b.field(desc, texdesc.OffChannels, types.I32)
	flags := b.field(desc, texdesc.OffFlags, types.I32)
	// Level plv: its offset from Data and dense pitches from its extents.
	lvOff := b.e(llvmx.NewGEP(types.I8, desc, false, ext(b.add(i32c(texdesc.OffLevelOff), b.mul(plv, i32c(4))))))
	lvl := llvmx.NewLoad(types.I32, lvOff)
	lvl.Align = 4
	data = b.e(llvmx.NewGEP(types.I8, data, false, ext(b.e(lvl))))
	lw0, lh0, ld0 := b.levelExtent(desc, texdesc.OffWidth, plv), b.levelExtent(desc, texdesc.OffHeight, plv), b.levelExtent(desc, texdesc.OffDepth, plv)
	// Channel size: 1 for u8/s8, 2 for u16/s16/f16, else 4.
	size := b.sel(b.icmp(enum.IPredULT, format, i32c(texdesc.FmtU16)), i32c(1),
		b.sel(b.e(ir.NewOr(b.icmp(enum.IPredULT, format, i32c(texdesc.FmtU32)), b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtF16)))), i32c(2), i32c(4)))
	c := b.umin(pc, b.sub(chans, i32c(1)))
	texelSize := b.field(desc, texdesc.OffTexelSize, types.I32)
	rowPitch := b.mul(lw0, texelSize)
	slicePitch := b.mul(rowPitch, lh0)
	layerPitch := b.mul(slicePitch, ld0)
	off := b.mul(ext(pl), ext(layerPitch))
	off = b.add(off, b.mul(ext(pz), ext(slicePitch)))
	off = b.add(off, b.mul(ext(py), ext(rowPitch)))
	off = b.add(off, b.mul(ext(px), ext(texelSize)))
	off = b.add(off, ext(b.mul(c, size)))
	p := b.e(llvmx.NewGEP(types.I8, data, false, off))
	// Load the channel by its size.
	l1, l2, l4, join := fl.newBlock("texel.b1"), fl.newBlock("texel.b2"), fl.newBlock("texel.b4"), fl.newBlock("texel.conv")
	fl.cur.NewSwitch(size, l4, ir.NewCase(i32c(1), l1), ir.NewCase(i32c(2), l2))
	var incs []*ir.Incoming
	for _, blk := range []struct {
		b *ir.Block
		t *types.IntType
	}{{l1, types.I8}, {l2, types.I16}, {l4, types.I32}} {
		fl.cur = blk.b
		ld := llvmx.NewLoad(blk.t, p)
		ld.Align = ir.Align(blk.t.BitSize / 8)
		v := b.e(ld)
		if blk.t != types.I32 {
			isSigned := b.e(ir.NewOr(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtS8)), b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtS16))))
			v = b.sel(isSigned, b.e(ir.NewSExt(v, types.I32)), b.e(ir.NewZExt(v, types.I32)))
		}
		incs = append(incs, ir.NewIncoming(v, fl.cur))
		fl.cur.NewBr(join)
	}
	fl.cur = join
	raw := b.e(ir.NewPhi(incs...))
	asFloat := func(v value.Value) value.Value { return b.e(ir.NewBitCast(v, types.I32)) }
	sf := b.e(ir.NewSIToFP(raw, types.Float))
	uf := b.e(ir.NewUIToFP(raw, types.Float))
	norm := func(x value.Value, d float64, signed bool) value.Value {
		q := b.e(ir.NewFDiv(x, f32c(d)))
		if signed {
			q = b.call("llvm.maxnum.f32", types.Float, q, f32c(-1))
		}
		return asFloat(q)
	}
	h := b.e(ir.NewBitCast(b.e(ir.NewTrunc(raw, types.I16)), types.Half))
	f16 := asFloat(b.e(ir.NewFPExt(h, types.Float)))
	normed := b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU8)), norm(uf, 255, false),
		b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtS8)), norm(sf, 127, true),
			b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU16)), norm(uf, 65535, false),
				norm(sf, 32767, true))))
	readInt := b.icmp(enum.IPredNE, b.and(flags, i32c(texdesc.FlagReadInt)), i32c(0))
	small := b.icmp(enum.IPredULT, format, i32c(texdesc.FmtU32))
	v := b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtF16)), f16,
		b.sel(b.e(ir.NewAnd(small, b.e(ir.NewXor(readInt, constant.True)))), normed, raw))
	v = b.sel(b.icmp(enum.IPredULT, pc, chans), v, i32c(0))
	fl.cur.NewRet(v)
	fn.Blocks = fl.order
	return fn
}

// texel calls __ptxamd_texel.
func (b tb) texel(desc, x, y, z, layer, level value.Value, c int) value.Value {
	return b.e(ir.NewCall(b.fl.lw.texelFunc(), desc, x, y, z, layer, level, i32c(int64(c))))
}

// levelExtent is max(1, E >> level) for the level-0 extent at off.
func (b tb) levelExtent(desc value.Value, off int64, level value.Value) value.Value {
	return b.smax(b.e(ir.NewLShr(b.field(desc, off, types.I32), level)), i32c(1))
}

// texDsts returns the four destinations of a tex or tld4 and sets its
// residency predicate, {d...}|p, where there is one: p says whether the
// texels are resident, and only sparse textures have texels that are not;
// the textures here are never sparse, so p is true (PTX ISA 9.7.10.3;
// tex/tex_residency).
func (fl *fnLowerer) texDsts(in *sir.Inst) []sir.Operand {
	switch len(in.Dst) {
	case 1:
	case 2:
		fl.writeOp(in.Dst[1], constant.True, sir.Pred)
	default:
		unsupported("%s destinations", in.Op)
	}
	return memElems(in.Dst[0], 4, in.Op)
}

// lowerTex: tex{.level,.grad}.geom.v4.dtype.ctype d, [t, c]{, lod |, dPdx, dPdy}{, offset}
// and tld4.comp.2d.v4.dtype.f32 d, [t, c]{, offset}.
func (fl *fnLowerer) lowerTex(in *sir.Inst) {
	if fl.lw.texImage() {
		fl.lowerTexImage(in)
		return
	}
	b := tb{fl}
	gname, g := geomOf(in)
	comp := -1
	if in.Op == "tld4" {
		comp = map[string]int{"r": 0, "g": 1, "b": 2, "a": 3}[in.ModIn("r", "g", "b", "a")]
		if in.ModIn("r", "g", "b", "a") == "" {
			unsupported("tld4 without .r, .g, .b or .a")
		}
		if g.dims != 2 || g.cube {
			unsupported("tld4.%s (only 2d and a2d)", gname)
		}
		checkMods(in, "r", "g", "b", "a", "2d", "a2d", "v4")
	} else {
		checkMods(in, "1d", "2d", "3d", "a1d", "a2d", "cube", "acube", "v4", "level", "grad", "base")
	}
	if len(in.Types) != 2 {
		unsupported("%s takes a result type and a coordinate type", in.Op)
	}
	dt, ct := in.Types[0], in.Types[1]
	if dt.Bits != 32 || !in.Has("v4") {
		unsupported("%s.%s results (only .v4 with 32-bit elements)", in.Op, dt)
	}
	if ct.Kind != sir.KindFloat && ct.Kind != sir.KindSigned || ct.Bits != 32 {
		unsupported("%s coordinates of type .%s (f32 or s32)", in.Op, ct)
	}
	intCoords := ct.Kind == sir.KindSigned
	if intCoords && g.cube {
		unsupported("%s.%s with integer coordinates", in.Op, gname)
	}
	dsts := fl.texDsts(in)
	desc, cs := fl.texTuple(in, in.Src[0])
	rest := in.Src[1:]
	var lodOp sir.Operand
	var grads [2][]sir.Operand
	switch {
	case in.Has("level"):
		if len(rest) < 1 {
			unsupported("tex.level without a level")
		}
		lodOp, rest = rest[0], rest[1:]
	case in.Has("grad"):
		if len(rest) < 2 {
			unsupported("tex.grad without gradients")
		}
		if g.cube {
			unsupported("tex.grad.%s (gradients of a cube-map direction)", gname)
		}
		grads = [2][]sir.Operand{operandElems(rest[0]), operandElems(rest[1])}
		rest = rest[2:]
	}
	var offsets []value.Value
	if len(rest) > 0 {
		if g.cube {
			unsupported("%s.%s with a texel offset", in.Op, gname)
		}
		vs := memElems(rest[0], len(operandElems(rest[0])), in.Op)
		for _, o := range vs {
			offsets = append(offsets, fl.read(o, sir.S32))
		}
		rest = rest[1:]
	}
	if len(rest) > 0 {
		unsupported("%s with a depth-compare operand", in.Op)
	}
	// Coordinates: a layer first for arrays, then dims values (three for
	// a cube-map direction).
	layer := value.Value(i32c(0))
	if g.layered {
		if len(cs) < 1 {
			unsupported("%s.%s without a layer", in.Op, gname)
		}
		layer = fl.read(cs[0], sir.U32)
		cs = cs[1:]
	}
	need := g.dims
	if g.cube {
		need = 3
	}
	if len(cs) < need {
		unsupported("%s.%s with %d coordinates", in.Op, gname, len(cs))
	}
	layers := b.field(desc, texdesc.OffLayers, types.I32)
	var coords []value.Value
	forceNorm := false
	if g.cube {
		// Cube c's face f is layer 6c+f.
		var face value.Value
		coords, face = fl.cubeFace(fl.read(cs[0], sir.F32), fl.read(cs[1], sir.F32), fl.read(cs[2], sir.F32))
		cubes := b.e(ir.NewUDiv(layers, i32c(6)))
		layer = b.add(b.mul(b.umin(layer, b.sub(cubes, i32c(1))), i32c(6)), face)
		forceNorm = true
	} else {
		layer = b.umin(layer, b.sub(layers, i32c(1)))
		if !intCoords {
			for k := 0; k < g.dims; k++ {
				coords = append(coords, fl.read(cs[k], sir.F32))
			}
		}
	}
	lv := fl.texLevels(desc, g.dims, lodOp, grads)
	exts := func(level value.Value) []value.Value {
		return []value.Value{b.levelExtent(desc, texdesc.OffWidth, level), b.levelExtent(desc, texdesc.OffHeight, level), b.levelExtent(desc, texdesc.OffDepth, level)}
	}
	var res [4]value.Value
	if intCoords {
		if comp >= 0 {
			unsupported("tld4 with integer coordinates")
		}
		ex := exts(lv.l0)
		idx := []value.Value{i32c(0), i32c(0), i32c(0)}
		inside := value.Value(constant.True)
		for k := 0; k < g.dims; k++ {
			x := fl.read(cs[k], sir.S32)
			if k < len(offsets) {
				x = b.add(x, offsets[k])
			}
			inside = b.and(inside, b.and(b.icmp(enum.IPredSGE, x, i32c(0)), b.icmp(enum.IPredSLT, x, ex[k])))
			idx[k] = b.smin(b.smax(x, i32c(0)), b.sub(ex[k], i32c(1)))
		}
		for c := 0; c < 4; c++ {
			res[c] = b.sel(inside, b.texel(desc, idx[0], idx[1], idx[2], layer, lv.l0, c), i32c(0))
		}
	} else {
		// Linear filtering rounds once, at the end (filterPrecision);
		// between levels l0 and l1 the 8-bit level weight w is the
		// outermost axis of the footprint (cornerWeights: level l0's
		// texels share 1-w, l1's w), and the two levels' exact sums are
		// added and rounded, as the H100 does (recorded). A point sample
		// of each level takes its level's whole share.
		flags := b.field(desc, texdesc.OffFlags, types.I32)
		linear := b.icmp(enum.IPredNE, b.and(flags, i32c(texdesc.FlagLinear)), i32c(0))
		readInt := b.icmp(enum.IPredNE, b.and(flags, i32c(texdesc.FlagReadInt)), i32c(0))
		skip := b.e(ir.NewOr(readInt, b.fcmp(enum.FPredOEQ, lv.w, f32c(0))))
		top0 := b.sel(skip, f32c(1), b.fsub(f32c(1), lv.w))
		var sums [4]value.Value
		res, sums = fl.sampleFloat(desc, coords, g.dims, offsets, exts(lv.l0), layer, lv.l0, top0, comp, forceNorm)
		if comp < 0 {
			_, sums1 := fl.sampleFloat(desc, coords, g.dims, offsets, exts(lv.l1), layer, lv.l1, lv.w, comp, forceNorm)
			round := func(v value.Value) value.Value { return b.e(ir.NewBitCast(fl.filterPrecision(desc, v), types.I32)) }
			for c := range res {
				one := b.sel(linear, round(sums[c]), res[c])
				res[c] = b.sel(skip, one, round(b.fadd(sums[c], sums1[c])))
			}
		}
	}
	for i, d := range dsts {
		fl.writeOp(d, res[i], sir.B32)
	}
}

// texLevel is the mipmap level(s) a sample reads: l0, and with linear
// filtering between levels l1 and the weight w of l1 (nil w: l0 only).
type texLevel struct{ l0, l1, w value.Value }

// texLevels selects the mipmap level as the H100 does (recorded in
// conformance/cases/tex/mip*): the level of detail is the tex.level
// operand plus the descriptor's bias, log2 of the longer gradient in
// texels for tex.grad (plus the bias), or 0 for tex (a kernel has no
// derivatives; the bias does not apply); then clamped to [MinLod, MaxLod]
// and [0, Levels-1]. The nearest level is floor(lod + 0.5); linear
// filtering between levels takes floor(lod) and the next one with the
// weight frac(lod) rounded to 8 fractional bits.
func (fl *fnLowerer) texLevels(desc value.Value, dims int, lodOp sir.Operand, grads [2][]sir.Operand) texLevel {
	b := tb{fl}
	bias := b.e(ir.NewBitCast(b.field(desc, texdesc.OffLodBias, types.I32), types.Float))
	lod := value.Value(f32c(0))
	switch {
	case lodOp != nil:
		lod = b.fadd(fl.read(lodOp, sir.F32), bias)
	case grads[0] != nil:
		// The longer of the two gradients, in texels of level 0.
		flags := b.field(desc, texdesc.OffFlags, types.I32)
		norm := b.icmp(enum.IPredNE, b.and(flags, i32c(texdesc.FlagNormCoords)), i32c(0))
		exts := []int64{texdesc.OffWidth, texdesc.OffHeight, texdesc.OffDepth}
		var lens [2]value.Value
		for gi, gv := range grads {
			var sum value.Value = f32c(0)
			for k := 0; k < dims && k < len(gv); k++ {
				nf := b.e(ir.NewUIToFP(b.field(desc, exts[k], types.I32), types.Float))
				d := fl.read(gv[k], sir.F32)
				d = b.sel(norm, b.fmul(d, nf), d)
				sum = b.call("llvm.fma.f32", types.Float, d, d, sum)
			}
			lens[gi] = sum
		}
		sq := b.call("llvm.maxnum.f32", types.Float, lens[0], lens[1])
		// log2(sqrt(x)) = log2(x)/2; log2(0) is -inf, which the clamps take to 0.
		lod = b.fadd(b.fmul(b.call("llvm.log2.f32", types.Float, sq), f32c(0.5)), bias)
	}
	minLod := b.e(ir.NewBitCast(b.field(desc, texdesc.OffMinLod, types.I32), types.Float))
	maxLod := b.e(ir.NewBitCast(b.field(desc, texdesc.OffMaxLod, types.I32), types.Float))
	levels := b.field(desc, texdesc.OffLevels, types.I32)
	top := b.e(ir.NewSIToFP(b.sub(levels, i32c(1)), types.Float))
	lod = b.call("llvm.maxnum.f32", types.Float, lod, minLod)
	lod = b.call("llvm.minnum.f32", types.Float, lod, maxLod)
	lod = b.call("llvm.maxnum.f32", types.Float, lod, f32c(0))
	lod = b.call("llvm.minnum.f32", types.Float, lod, top)
	mipLinear := b.icmp(enum.IPredNE, b.and(b.field(desc, texdesc.OffMipFlags, types.I32), i32c(texdesc.MipLinear)), i32c(0))
	fb := b.floor(lod)
	nearest := b.toIndex(b.floor(b.fadd(lod, f32c(0.5))))
	lo := b.toIndex(fb)
	l0 := b.sel(mipLinear, lo, nearest)
	l1 := b.smin(b.add(lo, i32c(1)), b.sub(levels, i32c(1)))
	w := b.e(ir.NewFDiv(b.call("llvm.rint.f32", types.Float, b.fmul(b.fsub(lod, fb), f32c(256))), f32c(256)))
	w = b.sel(mipLinear, w, f32c(0))
	return texLevel{l0: l0, l1: l1, w: w}
}

// cubeFace selects the face of a cube map a direction (x, y, z) points to
// and returns the normalised coordinates on it, as the CUDA C++
// Programming Guide's cubemap table gives them: the major axis (z before
// y before x on ties, as the H100 does) picks the face +x, -x, +y, -y, +z, -z (0-5), and
// the face coordinates are ((s/m + 1)/2, (t/m + 1)/2) with m the major
// axis's magnitude and (s, t) = (-z, -y), (z, -y), (x, z), (x, -z),
// (x, -y), (-x, -y).
func (fl *fnLowerer) cubeFace(x, y, z value.Value) ([]value.Value, value.Value) {
	b := tb{fl}
	abs := func(v value.Value) value.Value { return b.call("llvm.fabs.f32", types.Float, v) }
	neg := func(v value.Value) value.Value { return b.e(ir.NewFNeg(v)) }
	ax, ay, az := abs(x), abs(y), abs(z)
	// Ties go to z, then y (recorded).
	isZ := b.and(b.fcmp(enum.FPredOGE, az, ax), b.fcmp(enum.FPredOGE, az, ay))
	isY := b.and(b.e(ir.NewXor(isZ, constant.True)), b.fcmp(enum.FPredOGE, ay, ax))
	isX := b.e(ir.NewXor(b.e(ir.NewOr(isZ, isY)), constant.True))
	xPos := b.fcmp(enum.FPredOGE, x, f32c(0))
	yPos := b.fcmp(enum.FPredOGE, y, f32c(0))
	zPos := b.fcmp(enum.FPredOGE, z, f32c(0))
	pick := func(vx, vy, vz value.Value) value.Value { return b.sel(isX, vx, b.sel(isY, vy, vz)) }
	face := pick(b.sel(xPos, i32c(0), i32c(1)), b.sel(yPos, i32c(2), i32c(3)), b.sel(zPos, i32c(4), i32c(5)))
	sc := pick(b.sel(xPos, neg(z), z), x, b.sel(zPos, x, neg(x)))
	tc := pick(neg(y), b.sel(yPos, z, neg(z)), neg(y))
	m := pick(ax, ay, az)
	half := func(v value.Value) value.Value {
		return b.fmul(b.fadd(b.e(ir.NewFDiv(v, m)), f32c(1)), f32c(0.5))
	}
	return []value.Value{half(sc), half(tc)}, face
}

// operandElems lists the elements of a vector operand (or the operand).
func operandElems(o sir.Operand) []sir.Operand {
	if v, ok := o.(*sir.Vec); ok {
		return v.Elems
	}
	return []sir.Operand{o}
}

// sampleFloat samples mipmap level at float coordinates xs: point or
// linear filtering by the descriptor's flags (tld4, comp >= 0, gathers
// the linear footprint's texels of one channel); forceNorm takes the
// coordinates as normalised whatever the descriptor says (cube maps).
func (fl *fnLowerer) sampleFloat(desc value.Value, xs []value.Value, dims int, offsets, exts []value.Value, layer, level, top value.Value, comp int, forceNorm bool) (res, sums [4]value.Value) {
	b := tb{fl}
	flags := b.field(desc, texdesc.OffFlags, types.I32)
	norm := b.icmp(enum.IPredNE, b.and(flags, i32c(texdesc.FlagNormCoords)), i32c(0))
	if forceNorm {
		norm = constant.True
	}
	linear := b.icmp(enum.IPredNE, b.and(flags, i32c(texdesc.FlagLinear)), i32c(0))
	type tap struct{ i0, i1, in0, in1, w value.Value }
	taps := make([]tap, dims)
	for k := 0; k < dims; k++ {
		x := xs[k]
		n := exts[k]
		nf := b.e(ir.NewUIToFP(n, types.Float))
		u := b.sel(norm, b.fmul(x, nf), x)
		if k < len(offsets) {
			u = b.fadd(u, b.e(ir.NewSIToFP(offsets[k], types.Float)))
		}
		mode := b.byteField(desc, texdesc.OffAddr+int64(k))
		if forceNorm {
			mode = i32c(texdesc.AddrClamp)
		}
		// Wrap and mirror need normalised coordinates; otherwise clamp.
		wm := b.icmp(enum.IPredULT, mode, i32c(texdesc.AddrClamp+1))
		wm = b.e(ir.NewOr(wm, b.icmp(enum.IPredEQ, mode, i32c(texdesc.AddrMirror))))
		mode = b.sel(b.and(wm, b.e(ir.NewXor(norm, constant.True))), i32c(texdesc.AddrClamp), mode)
		// Point: floor(u). Linear: floor(u - 0.5) and the next one. In
		// clamp mode linear filtering first clamps u to [0.5, n - 0.5]
		// (the H100, recorded: it moves the weights where the footprint
		// lies outside, which matters where their rounding does, in 3D
		// and between levels); tld4 keeps u, to gather the edge texel
		// twice.
		if comp < 0 {
			lo, hi := f32c(0.5), b.fsub(nf, f32c(0.5))
			cu := b.sel(b.fcmp(enum.FPredOLT, u, lo), lo, b.sel(b.fcmp(enum.FPredOGT, u, hi), hi, u))
			u = b.sel(b.icmp(enum.IPredEQ, mode, i32c(texdesc.AddrClamp)), cu, u)
		}
		ub := b.fsub(u, f32c(0.5))
		useLin := linear
		if comp >= 0 {
			useLin = constant.True
		}
		base := b.sel(useLin, ub, u)
		fb := b.floor(base)
		frac := b.fsub(base, fb)
		w := b.e(ir.NewFDiv(b.call("llvm.rint.f32", types.Float, b.fmul(frac, f32c(256))), f32c(256)))
		i0 := b.toIndex(fb)
		i1 := b.add(i0, i32c(1))
		a0, in0 := b.address(i0, n, mode)
		a1, in1 := b.address(i1, n, mode)
		taps[k] = tap{a0, a1, in0, in1, w}
	}
	border := func(c int) value.Value { return b.field(desc, texdesc.OffBorder+4*int64(c), types.I32) }
	fetch := func(sel []int, c int) value.Value {
		idx := []value.Value{i32c(0), i32c(0), i32c(0)}
		inside := value.Value(constant.True)
		for k, s := range sel {
			if s == 0 {
				idx[k], inside = taps[k].i0, b.and(inside, taps[k].in0)
			} else {
				idx[k], inside = taps[k].i1, b.and(inside, taps[k].in1)
			}
		}
		return b.sel(inside, b.texel(desc, idx[0], idx[1], idx[2], layer, level, c), border(c))
	}
	if comp >= 0 {
		// (i, j+1), (i+1, j+1), (i+1, j), (i, j).
		for n, s := range [][]int{{0, 1}, {1, 1}, {1, 0}, {0, 0}} {
			res[n] = fetch(s, comp)
		}
		return res, sums
	}
	// All 2^dims corners with their weights.
	var corners [][]int
	for m := 0; m < 1<<dims; m++ {
		s := make([]int, dims)
		for k := range s {
			s[k] = m >> k & 1
		}
		corners = append(corners, s)
	}
	// The H100's filter (probed and recorded: conformance/lab/texfit)
	// works in block floating point: the texels of a plane that have a
	// weight are cut toward zero to multiples of 2^(E-28), E the largest
	// one's exponent (frexp's), the products with the 8-bit weights are
	// summed exactly, and the sum is rounded once (filterPrecision). Here in
	// f64, where those products (at most 36 bits) and their sum are
	// exact. 8- and 16-bit unsigned normalised texels enter as integers
	// in units of 1/65535 (a u8 texel k is k*257 of them), exact too.
	f64 := func(v value.Value) value.Value {
		return b.e(ir.NewFPExt(b.e(ir.NewBitCast(v, types.Float)), types.Double))
	}
	format := b.field(desc, texdesc.OffFormat, types.I32)
	units := b.e(ir.NewOr(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU8)), b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU16))))
	conv := func(v value.Value) value.Value {
		t := f64(v)
		return b.sel(units, b.call("llvm.rint.f64", types.Double, b.fmul(t, f64c(65535))), t)
	}
	// pow2 is 2^e as an f64 for an i32 e in f64's normal range.
	pow2 := func(e value.Value) value.Value {
		bits := b.e(ir.NewShl(b.e(ir.NewZExt(b.add(e, i32c(1023)), types.I64)), constant.NewInt(types.I64, 52)))
		return b.e(ir.NewBitCast(bits, types.Double))
	}
	weights := fl.cornerWeights(dims, func(k int) value.Value { return taps[k].w }, top)
	for c := 0; c < 4; c++ {
		point := fetch(make([]int, dims), c)
		vals := make([]value.Value, len(corners))
		// eb: the largest biased f32 exponent among the weighted texels of
		// each plane (a 3D footprint's two planes have a block each:
		// recorded, tex3d_linear_clamp_spread_f32).
		eb := []value.Value{i32c(0), i32c(0)}
		for n, s := range corners {
			if allZero(s) {
				vals[n] = point
			} else {
				vals[n] = fetch(s, c)
			}
			e := b.and(b.e(ir.NewLShr(vals[n], i32c(23))), i32c(0xff))
			e = b.sel(b.fcmp(enum.FPredOEQ, weights[n], f32c(0)), i32c(0), e)
			eb[n>>2] = b.call("llvm.umax.i32", types.I32, eb[n>>2], e)
		}
		// The quantum is 2^(E-28) = 2^(eb-154) (a subnormal largest texel,
		// eb 0, needs no cut: every texel is then a multiple of 2^-149).
		var scale, quantum [2]value.Value
		for i := 0; i < (len(corners)+3)/4; i++ {
			scale[i], quantum[i] = pow2(b.sub(i32c(154), eb[i])), pow2(b.sub(eb[i], i32c(154)))
		}
		var sum value.Value
		for n := range corners {
			t := conv(vals[n])
			cut := b.fmul(b.call("llvm.trunc.f64", types.Double, b.fmul(t, scale[n>>2])), quantum[n>>2])
			t = b.sel(units, t, cut)
			p := b.fmul(b.e(ir.NewFPExt(weights[n], types.Double)), t)
			if sum == nil {
				sum = p
			} else {
				sum = b.fadd(sum, p)
			}
		}
		// Unrounded: lowerTex applies filterPrecision (to the point
		// sample too where levels are blended).
		res[c], sums[c] = point, b.sel(linear, sum, b.fmul(b.e(ir.NewFPExt(top, types.Double)), conv(point)))
	}
	return res, sums
}

// cornerWeights returns the weight of each corner of the linear
// footprint (corner m has bit k set for the upper texel along axis k),
// from the per-axis weights a = w(0), b = w(1), c = w(2), each a multiple
// of 1/256, and the footprint's share top of the sample (1, or this
// level's weight where two mipmap levels are blended). The H100's rule
// (probed through one-hot texels on every 8-bit a, b and 36 values of c,
// and on 2D levels blended with 24 level weights: conformance/lab/texfit):
// every weight is an 8-bit fraction, up(x) and down(x) rounding x to
// 1/256 half up and half down; a plane with share S gives X = up(S*a) to
// the upper column, of which up(X*b) to the upper row, and down((S-X)*b)
// of the lower column to the upper row; a line gives up(S*a) to the
// upper texel; a volume gives its upper plane up(S*c) (c itself when S is
// 1) and the lower plane the rest. A 3D footprint blended between levels
// (S < 1 and c) follows the same rule by analogy, not probed.
func (fl *fnLowerer) cornerWeights(dims int, w func(int) value.Value, top value.Value) []value.Value {
	b := tb{fl}
	rnd := func(x, y value.Value, bias float64) value.Value {
		v := b.fadd(b.fmul(b.fmul(x, y), f32c(256)), f32c(bias))
		if bias > 0 {
			v = b.floor(v)
		} else {
			v = b.call("llvm.ceil.f32", types.Float, v)
		}
		return b.e(ir.NewFDiv(v, f32c(256)))
	}
	up := func(x, y value.Value) value.Value { return rnd(x, y, 0.5) }
	down := func(x, y value.Value) value.Value { return rnd(x, y, -0.5) }
	plane := func(S value.Value) []value.Value {
		X := up(S, w(0))
		w11 := up(X, w(1))
		w01 := down(b.fsub(S, X), w(1))
		return []value.Value{b.fsub(b.fsub(S, X), w01), b.fsub(X, w11), w01, w11}
	}
	switch dims {
	case 1:
		X := up(top, w(0))
		return []value.Value{b.fsub(top, X), X}
	case 2:
		return plane(top)
	}
	hi := up(top, w(2))
	return append(plane(b.fsub(top, hi)), plane(hi)...)
}

// filterPrecision rounds a linearly filtered value (an exact f64 sum,
// sampleFloat) as the H100's filter does (recorded): to nearest with ties
// away from zero, 8- and 16-bit unsigned normalised formats to a multiple
// of 1/65535 (the sum is in those units), signed ones to a multiple of
// 1/32767 (by analogy, not recorded), f16 textures to an f16 value, f32
// textures to f32. The result is an f32.
func (fl *fnLowerer) filterPrecision(desc, sum value.Value) value.Value {
	b := tb{fl}
	format := b.field(desc, texdesc.OffFormat, types.I32)
	round := func(x value.Value) value.Value { return b.call("llvm.round.f64", types.Double, x) }
	q := func(x value.Value, scale float64) value.Value {
		return b.e(ir.NewFDiv(b.e(ir.NewFPTrunc(x, types.Float)), f32c(scale)))
	}
	unsigned := b.e(ir.NewOr(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU8)), b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU16))))
	signed := b.e(ir.NewOr(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtS8)), b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtS16))))
	half := b.e(ir.NewFPExt(b.e(ir.NewFPTrunc(roundAway(b, sum, 11, -14), types.Half)), types.Float))
	single := b.e(ir.NewFPTrunc(roundAway(b, sum, 24, -126), types.Float))
	return b.sel(unsigned, q(round(sum), 65535), b.sel(signed, q(round(b.fmul(sum, f64c(32767))), 32767),
		b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtF16)), half, single)))
}

// roundAway rounds the f64 x to a float with p significand bits and
// smallest normal exponent emin, to nearest with ties away from zero, and
// returns it as an f64 (exact in the narrower format, so that fptrunc
// keeps it). A normal result adds half an ulp to x's magnitude bits and
// clears the bits below the ulp (a carry into the exponent is the next
// binade); below 2^emin the ulp is fixed, 2^(emin-p+1), and llvm.round
// (ties away) does it on x scaled to it. NaN stays NaN.
func roundAway(b tb, x value.Value, p int, emin int) value.Value {
	drop := uint(53 - p)
	bits := b.e(ir.NewBitCast(x, types.I64))
	r := b.e(ir.NewAnd(b.e(ir.NewAdd(bits, constant.NewInt(types.I64, 1<<(drop-1)))), constant.NewInt(types.I64, ^int64(1<<drop-1))))
	normal := b.e(ir.NewBitCast(r, types.Double))
	scale := math.Ldexp(1, p-1-emin)
	sub := b.fmul(b.call("llvm.round.f64", types.Double, b.fmul(x, f64c(scale))), f64c(1/scale))
	abs := b.call("llvm.fabs.f64", types.Double, x)
	out := b.sel(b.fcmp(enum.FPredOLT, abs, f64c(math.Ldexp(1, emin))), sub, normal)
	return b.sel(b.fcmp(enum.FPredUNO, x, x), x, out)
}

func allZero(s []int) bool {
	for _, x := range s {
		if x != 0 {
			return false
		}
	}
	return true
}

// lowerTxq: txq{.level}.query.b32 d, [t]{, lod} from the descriptor, and
// suq.query.b32 d, [s].
//
// The extents answer as the H100 does (recorded in
// conformance/cases/tex/txq_* and suq_*): width in texels; height 0 for
// 1D, the layer count for a 1D array; depth 0 unless 3D, the layer count
// for a 2D array, the cube count for a cube-map array; txq.level gives
// level lod's extents (0 from lod = Levels on). The driver refuses every
// other query on a texture or surface object (the JIT drops the kernel,
// or the load fails with CUDA_ERROR_NOT_SUPPORTED, also from a cubin
// ptxas made), so those are read from the descriptor where the meaning is
// unambiguous (array_size, num_mipmap_levels, normalized_coords,
// force_unnormalized_coords, filter_mode, addr_mode_N) and rejected where
// the value would be NVIDIA's encoding (channel_data_type,
// channel_order, num_samples, memory_layout).
func (fl *fnLowerer) lowerTxq(in *sir.Inst) {
	if fl.lw.texImage() && in.Op == "txq" {
		unsupported("txq in --tex=image mode (a HIP texture object's descriptor layout is the GPU generation's)")
	}
	b := tb{fl}
	q := ""
	level := in.Has("level")
	for _, m := range in.Mods {
		switch m {
		case "width", "height", "depth":
			q = m
		case "array_size", "num_mipmap_levels", "normalized_coords", "force_unnormalized_coords", "filter_mode", "addr_mode_0", "addr_mode_1", "addr_mode_2":
			if in.Op == "suq" && m != "array_size" {
				unsupported("suq.%s", m)
			}
			q = m
		case "level", "b32":
		default:
			unsupported("%s.%s (its value would be NVIDIA's encoding, and NVIDIA's driver refuses the query on texture and surface objects)", in.Op, m)
		}
	}
	nsrc := 1
	if level {
		nsrc = 2
		if q != "width" && q != "height" && q != "depth" {
			unsupported("txq.level.%s (only width, height and depth)", q)
		}
	}
	if q == "" || len(in.Dst) != 1 || len(in.Src) != nsrc {
		unsupported("%s takes a query, a destination and [%s]", in.Op, map[bool]string{true: "texture], lod", false: "handle]"}[level])
	}
	a, ok := in.Src[0].(*sir.Addr)
	if !ok || a.Offset != 0 {
		unsupported("%s operand %s", in.Op, sir.FormatOperand(in.Src[0]))
	}
	desc := fl.texHandle(a.Base)
	lod := value.Value(i32c(0))
	if level {
		lod = fl.read(in.Src[1], sir.U32)
	}
	geom := b.field(desc, texdesc.OffGeom, types.I32)
	isGeom := func(gs ...int64) value.Value {
		v := value.Value(constant.False)
		for _, g := range gs {
			v = b.e(ir.NewOr(v, b.icmp(enum.IPredEQ, geom, i32c(g))))
		}
		return v
	}
	layers := b.field(desc, texdesc.OffLayers, types.I32)
	levels := b.field(desc, texdesc.OffLevels, types.I32)
	cubes := b.e(ir.NewUDiv(layers, i32c(6)))
	var v value.Value
	switch q {
	case "width":
		v = b.levelExtent(desc, texdesc.OffWidth, lod)
	case "height":
		v = b.sel(isGeom(texdesc.Geom2D, texdesc.Geom3D, texdesc.GeomA2D, texdesc.GeomCube, texdesc.GeomACube), b.levelExtent(desc, texdesc.OffHeight, lod),
			b.sel(isGeom(texdesc.GeomA1D), layers, i32c(0)))
	case "depth":
		v = b.sel(isGeom(texdesc.Geom3D), b.levelExtent(desc, texdesc.OffDepth, lod),
			b.sel(isGeom(texdesc.GeomA2D), layers, b.sel(isGeom(texdesc.GeomACube), cubes, i32c(0))))
	case "array_size":
		v = b.sel(isGeom(texdesc.GeomA1D, texdesc.GeomA2D), layers, b.sel(isGeom(texdesc.GeomACube), cubes, i32c(0)))
	case "num_mipmap_levels":
		v = levels
	case "normalized_coords":
		v = b.e(ir.NewLShr(b.and(b.field(desc, texdesc.OffFlags, types.I32), i32c(texdesc.FlagNormCoords)), i32c(1)))
	case "force_unnormalized_coords":
		v = b.e(ir.NewXor(b.e(ir.NewLShr(b.and(b.field(desc, texdesc.OffFlags, types.I32), i32c(texdesc.FlagNormCoords)), i32c(1))), i32c(1)))
	case "filter_mode":
		v = b.and(b.field(desc, texdesc.OffFlags, types.I32), i32c(texdesc.FlagLinear))
	default:
		v = b.byteField(desc, texdesc.OffAddr+int64(q[len(q)-1]-'0'))
	}
	if level {
		v = b.sel(b.icmp(enum.IPredULT, lod, levels), v, i32c(0))
	}
	fl.writeOp(in.Dst[0], v, sir.B32)
}

// surface is a suld/sust access: the descriptor, the byte address of the
// access and whether it is in range.
func (fl *fnLowerer) surfAccess(in *sir.Inst, o sir.Operand, bytes int, formatted bool) (desc, ptr, inside value.Value) {
	b := tb{fl}
	gname, g := geomOf(in)
	desc, cs := fl.texTuple(in, o)
	layer := value.Value(i32c(0))
	if g.layered {
		if len(cs) < 1 {
			unsupported("%s.%s without a layer", in.Op, gname)
		}
		layer = fl.read(cs[0], sir.S32)
		cs = cs[1:]
	}
	if len(cs) < g.dims {
		unsupported("%s.%s with %d coordinates", in.Op, gname, len(cs))
	}
	texel := b.field(desc, texdesc.OffTexelSize, types.I32)
	rowBytes := b.mul(b.field(desc, texdesc.OffWidth, types.I32), texel)
	mode := in.ModIn("trap", "clamp", "zero")
	if mode == "" {
		mode = "trap"
	}
	// Coordinates: x in bytes (.b) or texels (.p); y, z, layer in texels.
	coords := make([]value.Value, 0, 4)
	limits := make([]value.Value, 0, 4)
	for k := 0; k < g.dims; k++ {
		coords = append(coords, fl.read(cs[k], sir.S32))
	}
	if formatted {
		coords[0] = b.mul(coords[0], texel)
	}
	limits = append(limits, b.sub(rowBytes, i32c(int64(bytes))))
	if g.dims > 1 {
		limits = append(limits, b.sub(b.field(desc, texdesc.OffHeight, types.I32), i32c(1)))
	}
	if g.dims > 2 {
		limits = append(limits, b.sub(b.field(desc, texdesc.OffDepth, types.I32), i32c(1)))
	}
	coords = append(coords, layer)
	limits = append(limits, b.sub(b.field(desc, texdesc.OffLayers, types.I32), i32c(1)))
	inside = constant.True
	for k := range coords {
		inside = b.and(inside, b.and(b.icmp(enum.IPredSGE, coords[k], i32c(0)), b.icmp(enum.IPredSLE, coords[k], limits[k])))
		if mode == "clamp" {
			coords[k] = b.smin(b.smax(coords[k], i32c(0)), limits[k])
		} else {
			// Keep the address in the surface; inside says whether it is used.
			coords[k] = b.smin(b.smax(coords[k], i32c(0)), limits[k])
		}
	}
	if mode == "trap" {
		ok, bad := fl.newBlock("surf.ok"), fl.newBlock("surf.trap")
		fl.cur.NewCondBr(inside, ok, bad)
		fl.cur = bad
		fl.trap()
		fl.cur = ok
	}
	if mode == "clamp" {
		inside = constant.True
	}
	ext := func(v value.Value) value.Value { return b.e(ir.NewZExt(v, types.I64)) }
	off := ext(coords[0])
	pitches := []int64{texdesc.OffRowPitch, texdesc.OffSlicePitch}
	for k := 1; k < g.dims; k++ {
		off = b.add(off, b.mul(ext(coords[k]), ext(b.field(desc, pitches[k-1], types.I32))))
	}
	off = b.add(off, b.mul(ext(coords[len(coords)-1]), ext(b.field(desc, texdesc.OffLayerPitch, types.I32))))
	data := b.e(ir.NewIntToPtr(b.field(desc, texdesc.OffData, types.I64), llvmx.Ptr(llvmx.Global)))
	ptr = b.e(llvmx.NewGEP(types.I8, data, false, off))
	return desc, ptr, inside
}

func surfVec(in *sir.Inst) int {
	switch in.ModIn("v2", "v4") {
	case "v2":
		return 2
	case "v4":
		return 4
	}
	return 1
}

// lowerSuld: suld.b.geom{.cop}.vec.dtype.clamp d, [s, c].
func (fl *fnLowerer) lowerSuld(in *sir.Inst) {
	checkMods(in, "b", "1d", "2d", "3d", "a1d", "a2d", "v2", "v4", "trap", "clamp", "zero", "ca", "cg", "cs", "cv")
	if !in.Has("b") {
		unsupported("suld without .b")
	}
	t := instType(in)
	if t.Bits > 64 || t.Bits < 8 {
		unsupported("suld.%s", t)
	}
	vec := surfVec(in)
	if len(in.Dst) != 1 || len(in.Src) != 1 {
		unsupported("suld takes a destination and [surface, coordinates]")
	}
	size := t.Bits / 8
	_, p, inside := fl.surfAccess(in, in.Src[0], size*vec, false)
	b := tb{fl}
	dsts := memElems(in.Dst[0], vec, in.Op)
	mt := types.NewInt(uint64(t.Bits))
	for i, d := range dsts {
		l := llvmx.NewLoad(mt, fl.offsetPtr(p, int64(i*size)))
		l.Align = 1
		v := b.sel(inside, b.e(l), intConst(mt, 0))
		fl.writeOp(d, v, sir.Type{Kind: sir.KindBits, Bits: t.Bits})
	}
}

// lowerSust: sust.b.geom{.cop}.vec.ctype.clamp [s, c], b and
// sust.p.geom.vec.b32.clamp [s, c], b.
func (fl *fnLowerer) lowerSust(in *sir.Inst) {
	checkMods(in, "b", "p", "1d", "2d", "3d", "a1d", "a2d", "v2", "v4", "trap", "clamp", "zero", "wb", "cg", "cs", "wt")
	formatted := in.Has("p")
	if !formatted && !in.Has("b") {
		unsupported("sust without .b or .p")
	}
	t := instType(in)
	if t.Bits > 64 || t.Bits < 8 || formatted && t.Bits != 32 {
		unsupported("sust.%s.%s", map[bool]string{true: "p", false: "b"}[formatted], t)
	}
	vec := surfVec(in)
	if len(in.Dst) != 0 || len(in.Src) != 2 {
		unsupported("sust takes [surface, coordinates] and a value")
	}
	b := tb{fl}
	it := sir.Type{Kind: sir.KindBits, Bits: t.Bits}
	var vals []value.Value
	for _, s := range memElems(in.Src[1], vec, in.Op) {
		vals = append(vals, fl.read(s, it))
	}
	size := t.Bits / 8
	if formatted {
		fl.sustFormatted(in, vals)
		return
	}
	_, p, inside := fl.surfAccess(in, in.Src[0], size*vec, false)
	do, cont := fl.newBlock("sust.do"), fl.newBlock("sust.cont")
	fl.cur.NewCondBr(inside, do, cont)
	fl.cur = do
	for i, v := range vals {
		s := llvmx.NewStore(v, fl.offsetPtr(p, int64(i*size)))
		s.Align = 1
		fl.add(s)
	}
	fl.cur.NewBr(cont)
	fl.cur = cont
	_ = b
}

// sustFormatted stores one texel from 32-bit elements, each converted to
// the surface's channel format by integer saturation (unsigned formats
// clamp to [0, max], signed ones to [min, max]; f16/f32 channels take
// the low bits), which is what the H100 does with .b32 elements.
func (fl *fnLowerer) sustFormatted(in *sir.Inst, vals []value.Value) {
	b := tb{fl}
	desc, p, inside := fl.surfAccess(in, in.Src[0], 1, true)
	format := b.field(desc, texdesc.OffFormat, types.I32)
	chans := b.field(desc, texdesc.OffChannels, types.I32)
	do, cont := fl.newBlock("sust.do"), fl.newBlock("sust.cont")
	fl.cur.NewCondBr(inside, do, cont)
	fl.cur = do
	size := b.sel(b.icmp(enum.IPredULT, format, i32c(texdesc.FmtU16)), i32c(1),
		b.sel(b.e(ir.NewOr(b.icmp(enum.IPredULT, format, i32c(texdesc.FmtU32)), b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtF16)))), i32c(2), i32c(4)))
	for c, v := range vals {
		// Saturate by format.
		sat := func(lo, hi int64, signed bool) value.Value {
			if signed {
				return b.smin(b.smax(v, i32c(lo)), i32c(hi))
			}
			return b.umin(v, i32c(hi))
		}
		x := b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU8)), sat(0, 255, false),
			b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtS8)), sat(-128, 127, true),
				b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtU16)), sat(0, 65535, false),
					b.sel(b.icmp(enum.IPredEQ, format, i32c(texdesc.FmtS16)), sat(-32768, 32767, true), v))))
		// Store size bytes of channel c if the format has it.
		has := b.icmp(enum.IPredULT, i32c(int64(c)), chans)
		st, next := fl.newBlock("sustp.ch"), fl.newBlock("sustp.next")
		fl.cur.NewCondBr(has, st, next)
		fl.cur = st
		cp := b.e(llvmx.NewGEP(types.I8, p, false, b.e(ir.NewZExt(b.mul(i32c(int64(c)), size), types.I64))))
		s1, s2, s4 := fl.newBlock("sustp.b1"), fl.newBlock("sustp.b2"), fl.newBlock("sustp.b4")
		fl.cur.NewSwitch(size, s4, ir.NewCase(i32c(1), s1), ir.NewCase(i32c(2), s2))
		for _, blk := range []struct {
			b *ir.Block
			t *types.IntType
		}{{s1, types.I8}, {s2, types.I16}, {s4, types.I32}} {
			fl.cur = blk.b
			var y value.Value = x
			if blk.t != types.I32 {
				y = b.e(ir.NewTrunc(x, blk.t))
			}
			s := llvmx.NewStore(y, cp)
			s.Align = 1
			fl.add(s)
			fl.cur.NewBr(next)
		}
		fl.cur = next
	}
	fl.cur.NewBr(cont)
	fl.cur = cont
}

// lowerIstypep: istypep.type p, a. A .texref/.surfref/.samplerref
// variable is of its own type. A 64-bit value in a register is of no
// handle type: that is what the H100 answers for texture and surface
// objects in unified mode (conformance case tex/istypep).
func (fl *fnLowerer) lowerIstypep(in *sir.Inst) {
	q := in.ModIn("texref", "samplerref", "surfref")
	if q == "" || len(in.Dst) != 1 || len(in.Src) != 1 {
		unsupported("istypep takes .texref, .samplerref or .surfref, a predicate and an operand")
	}
	v := constant.False
	switch o := in.Src[0].(type) {
	case *sir.Sym:
		if fl.lw.handleVar(o.Name) == q {
			v = constant.True
		}
	case *sir.RegOp:
		fl.read(o, sir.B64)
	default:
		unsupported("istypep operand %s", sir.FormatOperand(o))
	}
	fl.writeOp(in.Dst[0], v, sir.Pred)
}
