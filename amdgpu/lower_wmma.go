package amdgpu

import (
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// wmma.load, wmma.store and wmma.mma (PTX ISA 9.7.14.4 "Matrix
// multiply-accumulate operation using wmma instructions").
//
// PTX leaves the wmma fragments opaque, but CUDA code reads and writes
// frag.x[i] (a bias per column, a mask per row), so every form keeps its
// elements where the H100 keeps them: as the mma.sync tiles that cover
// the matrix (lower_wmma_tiled.go; recorded register by register in
// conformance/cases/mma/wmma_raw_*), and wmma.mma is those mma.sync, in
// software or on the matrix units like any mma.sync.

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

// wmmaShapes are the wmma shapes.
var wmmaShapes = []string{"m16n16k16", "m32n8k16", "m8n32k16", "m16n16k8", "m8n8k4", "m8n8k32", "m8n8k128"}

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

// wmmaStride reads the optional stride operand (in elements). Without one
// the stride is the matrix's leading dimension (PTX ISA, "Matrix Storage
// for WMMA"): for a rows x cols matrix, cols when it is stored row-major
// and rows when column-major. The builder types an immediate stride .u32.
func (fl *fnLowerer) wmmaStride(in *sir.Inst, i, rows, cols int, rowMajor bool) value.Value {
	if i >= len(in.Src) {
		if rowMajor {
			return ci(types.I64, int64(cols))
		}
		return ci(types.I64, int64(rows))
	}
	if imm, ok := in.Src[i].(*sir.Imm); ok {
		if imm.Type.Kind == sir.KindFloat {
			unsupported("wmma stride %s: a stride counts elements (an integer)", sir.FormatOperand(imm))
		}
		return ci(types.I64, int64(imm.Bits))
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
	fl.lowerWmmaLoadTiled(in, which, layout, instType(in))
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
	fl.lowerWmmaStoreTiled(in, layout, instType(in))
}

// lowerWmmaMma: wmma.mma.sync.aligned.alayout.blayout.shape.dtype.ctype
// d, a, b, c with .f16 inputs, or .dtype.atype.btype.ctype (PTX ISA
// 9.7.14.4.4). The layouts only say how the fragments were loaded, which
// leaves them the same.
func (fl *fnLowerer) lowerWmmaMma(in *sir.Inst) {
	checkMods(in, append([]string{"mma", "sync", "aligned", "row", "col", "satfinite", "rn", "xor", "and", "popc"}, wmmaShapes...)...)
	fl.wmmaCommon(in)
	switch len(in.Types) {
	case 2: // .dtype.ctype: .f16 inputs
		if in.Has("satfinite") || in.Has("rn") {
			unsupported("wmma.mma with .f16 inputs and .satfinite or .rn")
		}
		fl.lowerWmmaMmaTiled(in, in.Types[0], sir.F16, sir.F16, in.Types[1])
	case 4: // .dtype.atype.btype.ctype
		fl.lowerWmmaMmaTiled(in, in.Types[0], in.Types[1], in.Types[2], in.Types[3])
	default:
		unsupported("wmma.mma takes .dtype.ctype (.f16 inputs) or .dtype.atype.btype.ctype")
	}
}
