package amdgpu

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// wmma.load, wmma.store and wmma.mma for .m16n16k16 with .f16 inputs and
// .f16 or .f32 accumulators (PTX ISA 9.7.14.4 "Matrix multiply-accumulate
// operation using wmma instructions").
//
// PTX leaves the wmma fragments opaque: which elements a lane holds is
// the implementation's choice, and the only promises are that load, mma
// and store agree and that every element of an accumulator is held once
// (so element-wise arithmetic on fragments is meaningful). Ours, for lane
// L of the warp:
//   - a (8 x .f16x2): row L>>1 of A, all 16 columns, k = 2j and 2j+1 in
//     register j (lanes L and L^1 hold the same row);
//   - b (8 x .f16x2): column L>>1 of B, all 16 rows, likewise;
//   - c/d .f32 (8 registers): row L>>1, columns 8*(L&1)+j;
//   - c/d .f16 (4 x .f16x2): the same elements, two per register.
// So wmma.mma needs no exchange for A and reads the eight columns of B it
// needs from lanes 2n; the arithmetic is that of mma.sync (lower_mma.go).

func init() {
	lowerTable["wmma"] = (*fnLowerer).lowerWmma
}

func (fl *fnLowerer) lowerWmma(in *sir.Inst) {
	switch in.ModIn("load", "store", "mma") {
	case "load":
		fl.lowerWmmaLoad(in)
	case "store":
		fl.lowerWmmaStore(in)
	case "mma":
		fl.lowerWmmaMma(in)
	default:
		unsupported("wmma without .load, .store or .mma")
	}
}

// wmmaShapes are the wmma shapes (lower_wmma_tiled.go for all but
// m16n16k16 .f16).
var wmmaShapes = []string{"m16n16k16", "m32n8k16", "m8n32k16", "m16n16k8", "m8n8k4"}

// wmmaSpaces are the state spaces wmma.load and wmma.store may name.
var wmmaSpaces = []string{"global", "shared", "shared::cta"}

// wmmaCommon checks what load, store and mma share: .sync.aligned, the
// shape, a 32-lane warp.
func (fl *fnLowerer) wmmaCommon(in *sir.Inst) {
	if !in.Has("sync") || !in.Has("aligned") {
		unsupported("wmma without .sync.aligned")
	}
	wmmaShapeDims(in) // a supported shape (lower_wmma_tiled.go)
	fl.requireWarp32("wmma")
}

// wmmaStride reads the optional stride operand (in elements; 16 when
// absent). The builder types an immediate stride like the instruction's
// element type, so a float immediate is converted back to its integer.
func (fl *fnLowerer) wmmaStride(in *sir.Inst, i int) value.Value {
	if i >= len(in.Src) {
		return ci(types.I64, 16)
	}
	if imm, ok := in.Src[i].(*sir.Imm); ok {
		n := int64(imm.Bits)
		if imm.Type.Kind == sir.KindFloat {
			switch imm.Type.Bits {
			case 32:
				n = int64(math.Float32frombits(uint32(imm.Bits)))
			case 64:
				n = int64(math.Float64frombits(imm.Bits))
			}
		}
		return ci(types.I64, n)
	}
	return fpBuilder(fl).ext(fl.read(in.Src[i], sir.U32), types.I64, false)
}

// wmmaElemPtr is the address of element (r, c) of a matrix at p stored in
// layout (row or col) with stride elements of size bytes.
func (fl *fnLowerer) wmmaElemPtr(p, r, c, stride value.Value, rowMajor bool, size int64) value.Value {
	b := fpBuilder(fl)
	var idx value.Value
	if rowMajor {
		idx = b.add(b.mul(r, stride), c)
	} else {
		idx = b.add(b.mul(c, stride), r)
	}
	off := b.mul(idx, ci(types.I64, size))
	return fl.emit(llvmx.NewGEP(types.I8, p, true, b.ext(off, indexType(p), false)))
}

// wmmaFragment describes a fragment: the element type, the register count
// and, for element e of lane L, its (row, column) in the matrix.
type wmmaFragment struct {
	elem sir.Type
	regs int
	pos  func(lane value.Value, e int) (r, c value.Value)
}

func (fl *fnLowerer) wmmaFragment(which string, t sir.Type) wmmaFragment {
	if ok, gfx12 := fl.lw.wmmaUnit(); ok {
		return fl.wmmaUnitFragment(which, t, gfx12)
	}
	b := fpBuilder(fl)
	half := func(lane value.Value) value.Value { return b.lshr(lane, ci(types.I64, 1)) }
	switch which {
	case "a", "b":
		if t != sir.F16 {
			unsupported("wmma .%s fragments of .%s (only .f16 is supported)", which, t)
		}
		return wmmaFragment{t, 8, func(lane value.Value, e int) (value.Value, value.Value) {
			if which == "a" {
				return half(lane), ci(types.I64, int64(e))
			}
			return ci(types.I64, int64(e)), half(lane)
		}}
	case "c", "d":
		if t != sir.F16 && t != sir.F32 {
			unsupported("wmma accumulator fragments of .%s (.f16 and .f32 are supported)", t)
		}
		regs := 8
		if t == sir.F16 {
			regs = 4
		}
		return wmmaFragment{t, regs, func(lane value.Value, e int) (value.Value, value.Value) {
			col := b.add(b.shl(b.and(lane, ci(types.I64, 1)), ci(types.I64, 3)), ci(types.I64, int64(e)))
			return half(lane), col
		}}
	}
	unsupported("wmma matrix .%s", which)
	return wmmaFragment{}
}

// lowerWmmaLoad: wmma.load.{a,b,c}.sync.aligned.layout.m16n16k16{.ss}.type
// r, [p]{, stride} (PTX ISA 9.7.14.4.2).
func (fl *fnLowerer) lowerWmmaLoad(in *sir.Inst) {
	checkMods(in, append(append([]string{"load", "a", "b", "c", "sync", "aligned", "row", "col"}, wmmaShapes...), wmmaSpaces...)...)
	fl.wmmaCommon(in)
	which := in.ModIn("a", "b", "c")
	layout := in.ModIn("row", "col")
	if which == "" || layout == "" {
		unsupported("wmma.load needs the matrix (.a, .b, .c) and the layout")
	}
	if fl.wmmaTiled(in, instType(in)) {
		fl.lowerWmmaLoadTiled(in, which, layout, instType(in))
		return
	}
	fr := fl.wmmaFragment(which, instType(in))
	if len(in.Dst) != 1 || len(in.Src) < 1 || len(in.Src) > 2 {
		unsupported("wmma.load takes r, [p] and an optional stride")
	}
	dsts := vecOperand(in.Dst[0], fr.regs, "r")
	p := fl.address(in.Src[0], memSpace(in))
	stride := fl.wmmaStride(in, 1)
	lane := fpBuilder(fl).ext(fl.warpLane(), types.I64, false)
	b := fpBuilder(fl)
	size := int64(fr.elem.Bits / 8)
	per := 32 / fr.elem.Bits
	for j := range dsts {
		var reg value.Value
		for h := 0; h < per; h++ {
			r, c := fr.pos(lane, j*per+h)
			var v value.Value = ci(types.I32, 0) // padding (lower_wmma_hw.go)
			if r != nil {
				l := llvmx.NewLoad(memType(fr.elem), fl.wmmaElemPtr(p, r, c, stride, layout == "row", size))
				l.Align = ir.Align(size)
				v = b.ext(fl.emit(l), types.I32, false)
			}
			if h == 0 {
				reg = v
			} else {
				reg = b.or(reg, b.shl(v, ci(types.I32, int64(16*h))))
			}
		}
		fl.writeOp(dsts[j], reg, sir.B32)
	}
}

// lowerWmmaStore: wmma.store.d.sync.aligned.layout.m16n16k16{.ss}.type
// [p], r{, stride} (PTX ISA 9.7.14.4.3).
func (fl *fnLowerer) lowerWmmaStore(in *sir.Inst) {
	checkMods(in, append(append([]string{"store", "d", "sync", "aligned", "row", "col"}, wmmaShapes...), wmmaSpaces...)...)
	fl.wmmaCommon(in)
	layout := in.ModIn("row", "col")
	if !in.Has("d") || layout == "" {
		unsupported("wmma.store needs .d and the layout")
	}
	if fl.wmmaTiled(in, instType(in)) {
		fl.lowerWmmaStoreTiled(in, layout, instType(in))
		return
	}
	fr := fl.wmmaFragment("d", instType(in))
	if len(in.Dst) != 0 || len(in.Src) < 2 || len(in.Src) > 3 {
		unsupported("wmma.store takes [p], r and an optional stride")
	}
	srcs := vecOperand(in.Src[1], fr.regs, "r")
	p := fl.address(in.Src[0], memSpace(in))
	stride := fl.wmmaStride(in, 2)
	b := fpBuilder(fl)
	lane := b.ext(fl.warpLane(), types.I64, false)
	size := int64(fr.elem.Bits / 8)
	per := 32 / fr.elem.Bits
	for j, o := range srcs {
		reg := fl.read(o, sir.B32)
		for h := 0; h < per; h++ {
			r, c := fr.pos(lane, j*per+h)
			v := b.ext(b.lshr(reg, ci(types.I32, int64(16*h))), memType(fr.elem).(*types.IntType), false)
			s := llvmx.NewStore(v, fl.wmmaElemPtr(p, r, c, stride, layout == "row", size))
			s.Align = ir.Align(size)
			fl.add(s)
		}
	}
}

// lowerWmmaMma: wmma.mma.sync.aligned.alayout.blayout.m16n16k16.dtype.ctype
// d, a, b, c (PTX ISA 9.7.14.4.4) with .f16 inputs. The layouts only say
// how the fragments were loaded; ours are the same for both.
func (fl *fnLowerer) lowerWmmaMma(in *sir.Inst) {
	checkMods(in, append([]string{"mma", "sync", "aligned", "row", "col", "satfinite", "rn"}, wmmaShapes...)...)
	fl.wmmaCommon(in)
	switch len(in.Types) {
	case 2: // .dtype.ctype: .f16 inputs
		if fl.wmmaTiled(in, sir.F16) {
			fl.lowerWmmaMmaTiled(in, in.Types[0], sir.F16, sir.F16, in.Types[1])
			return
		}
	case 4: // .dtype.atype.btype.ctype
		fl.lowerWmmaMmaTiled(in, in.Types[0], in.Types[1], in.Types[2], in.Types[3])
		return
	default:
		unsupported("wmma.mma takes .dtype.ctype (.f16 inputs) or .dtype.atype.btype.ctype")
	}
	if in.Has("satfinite") || in.Has("rn") {
		unsupported("wmma.mma with .f16 inputs and .satfinite or .rn")
	}
	dt, ct := in.Types[0], in.Types[1]
	dfr, cfr := fl.wmmaFragment("d", dt), fl.wmmaFragment("c", ct)
	if len(in.Dst) != 1 || len(in.Src) != 3 {
		unsupported("wmma.mma takes d, a, b, c")
	}
	dOps := vecOperand(in.Dst[0], dfr.regs, "d")
	aOps := vecOperand(in.Src[0], 8, "a")
	bOps := vecOperand(in.Src[1], 8, "b")
	cOps := vecOperand(in.Src[2], cfr.regs, "c")
	b := fpBuilder(fl)
	read := func(ops []sir.Operand) []value.Value {
		vs := make([]value.Value, len(ops))
		for i, o := range ops {
			vs[i] = fl.read(o, sir.B32)
		}
		return vs
	}
	aRegs, bRegs, cRegs := read(aOps), read(bOps), read(cOps)
	if ok, gfx12 := fl.lw.wmmaUnit(); ok {
		fl.lowerWmmaMmaHW(gfx12, dt, ct, dOps, aRegs, bRegs, cRegs)
		return
	}
	// A: this lane's row, k = 0..15.
	aVal := make([]value.Value, 16)
	for k := range aVal {
		aVal[k] = fl.mmaElem(aRegs[k/2], k%2, sir.F16)
	}
	// B: columns 8*(L&1)+j, j = 0..7, held by lanes 2n.
	lane := fl.warpLane()
	colBase := b.shl(b.and(lane, ci(types.I32, 1)), ci(types.I32, 4))
	base := fl.warpBase()
	acc := make([]value.Value, 8)
	for j := 0; j < 8; j++ {
		src := b.or(base, b.or(colBase, ci(types.I32, int64(2*j))))
		var terms []value.Value
		for r := 0; r < 8; r++ {
			col := fl.bpermute(src, bRegs[r])
			for h := 0; h < 2; h++ {
				terms = append(terms, b.fmul(aVal[2*r+h], fl.mmaElem(col, h, sir.F16)))
			}
		}
		acc[j] = fl.mmaRound(append(terms, fl.accElem(cRegs, j, ct)), dt)
	}
	if dt == sir.F16 {
		for j := 0; j < 4; j++ {
			fl.writeOp(dOps[j], b.pack16(acc[2*j+1], acc[2*j]), sir.B32)
		}
		return
	}
	for j := 0; j < 8; j++ {
		fl.writeOp(dOps[j], acc[j], sir.B32)
	}
}
