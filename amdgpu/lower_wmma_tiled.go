package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// wmma shapes and types other than m16n16k16 with .f16 inputs, as tiles of
// mma.sync.
//
// PTX fixes only how many registers a wmma fragment has (PTX ISA
// 9.7.14.4.1), and for every form below that count is exactly what the
// mma.sync tiles covering the matrix need: bf16 m16n16k16 A is one
// m16n8k16 A fragment (4 registers), its B two m16n8k16 B fragments (2 + 2),
// its f32 C two m16n8 accumulators (4 + 4). So here a wmma fragment is the
// concatenation of the mma.sync fragments of its tiles (lower_mma.go's
// layouts: g = lane>>2, t = lane&3), wmma.load and wmma.store address
// each lane's elements in those layouts, and wmma.mma is a sequence of
// mma.sync on the tiles, lowered like any mma.sync: in software with the
// H100's numerics, or on the matrix units with --mma=hw (MFMA on wave64
// targets too, which the m16n16k16 .f16 layouts do not reach).
//
//   - A (M x K) per 16-row tile: 16-bit register q holds row g+8(q&1),
//     columns 2t+8(q>>1)+{0,1}; 8-bit register q row g+8q, columns
//     4t+{0..3}; tf32 register q row g+8(q&1), column t+4(q>>1); f64 row g,
//     column t. An 8-row matrix (m8n32k16) keeps the registers of rows g.
//   - B (K x N) per 8-column tile: 16-bit register q rows 2t+8q+{0,1},
//     8-bit rows 4t+{0..3}, tf32 register q row t+4q, f64 row t; column g.
//   - C/D (M x N) per 16x8 tile: f32/s32 register q row g+8(q>>1), column
//     2t+(q&1); f16 register q row g+8q, columns 2t+{0,1}; f64 (m8n8k4)
//     register q row g, column 2t+q.
//
// .f16 A and B fragments have 8 registers in every shape (NVIDIA's layout
// repeats elements); the registers the tiles do not use are zero.
//
// tf32 m16n16k8 is two m16n8k4 steps per 8-column tile, D rounded to f32
// in between: that is what the H100 computes (a recorded wmma program of
// ccwrap/testdata/nvcc differs in the last bit in 132 of 512 words from
// one k8 step).
//
// m16n16k16 .f16 keeps its own layouts (lower_wmma.go, lower_wmma_hw.go),
// except in a module that also has m16n16k16 .bf16: the two share the
// m16n16k16 .f32 accumulator fragments (wmma.load.c does not say which
// mma will read them), so there every m16n16k16 form takes the tiled
// layouts.

// wmmaTiling is a wmma form laid out as mma.sync tiles.
type wmmaTiling struct {
	m, n, k int
	in      sir.Type // A and B element type; the zero Type for c/d only
}

// wmmaShapeDims returns M, N and K of a wmma shape modifier.
func wmmaShapeDims(in *sir.Inst) (shape string, m, n, k int) {
	switch shape = in.ModIn("m16n16k16", "m32n8k16", "m8n32k16", "m16n16k8", "m8n8k4"); shape {
	case "m16n16k16":
		return shape, 16, 16, 16
	case "m32n8k16":
		return shape, 32, 8, 16
	case "m8n32k16":
		return shape, 8, 32, 16
	case "m16n16k8":
		return shape, 16, 16, 8
	case "m8n8k4":
		return shape, 8, 8, 4
	}
	unsupported("wmma shape (.m16n16k16, .m32n8k16, .m8n32k16, .m16n16k8 and .m8n8k4 are supported)")
	return
}

// wmmaBF16Module reports whether the module has an m16n16k16 wmma with
// .bf16 inputs, which moves every m16n16k16 form to the tiled layouts.
func (lw *lowerer) wmmaBF16Module() bool {
	if lw.wmmaBF16 == nil {
		b := lw.scanWmmaBF16()
		lw.wmmaBF16 = &b
	}
	return *lw.wmmaBF16
}

func (lw *lowerer) scanWmmaBF16() bool {
	for _, f := range lw.sm.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op != "wmma" || !in.Has("m16n16k16") {
					continue
				}
				for _, t := range in.Types {
					if t == sir.BF16 {
						return true
					}
				}
			}
		}
	}
	return false
}

// wmmaTiled reports whether in (a wmma.load, store or mma) takes the
// tiled layouts; t is its element type (load/store) or A's (mma).
func (fl *fnLowerer) wmmaTiled(in *sir.Inst, t sir.Type) bool {
	if !in.Has("m16n16k16") {
		return true
	}
	switch t {
	case sir.BF16, sir.S8, sir.U8, sir.S32:
		return true
	}
	return fl.lw.wmmaBF16Module()
}

// tileRows lists the A-tile (or C-tile) registers that hold rows of an
// 8-row matrix: those of rows g.
func keepRowsG(qs []int, rowHalf func(q int) int, m int) []int {
	if m != 8 {
		return qs
	}
	var out []int
	for _, q := range qs {
		if rowHalf(q) == 0 {
			out = append(out, q)
		}
	}
	return out
}

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// wmmaTileReg is one register of a tiled fragment: its tile (row and
// column tile indices) and its register in the tile's mma.sync fragment.
type wmmaTileReg struct{ mt, nt, q int }

// tiledLayout returns the registers of fragment which (a, b, c or d) with
// element type et, and a function giving the (row, column) of sub-element
// h of a register for lane L.
func (fl *fnLowerer) tiledLayout(w wmmaTiling, which string, et sir.Type) ([]wmmaTileReg, func(r wmmaTileReg, h int, lane value.Value) (value.Value, value.Value)) {
	b := fpBuilder(fl)
	i64 := func(v int) value.Value { return ci(types.I64, int64(v)) }
	g := func(lane value.Value) value.Value { return b.lshr(lane, i64(2)) }
	t := func(lane value.Value) value.Value { return b.and(lane, i64(3)) }
	var regs []wmmaTileReg
	switch which {
	case "a":
		var qs []int
		var pos func(q, h int, lane value.Value) (value.Value, value.Value)
		switch et.Bits {
		case 16:
			qs = keepRowsG(seq(4), func(q int) int { return q & 1 }, w.m)
			pos = func(q, h int, lane value.Value) (value.Value, value.Value) {
				return b.add(g(lane), i64(8*(q&1))), b.add(b.shl(t(lane), i64(1)), i64(8*(q>>1)+h))
			}
		case 8:
			qs = keepRowsG(seq(2), func(q int) int { return q }, w.m)
			pos = func(q, h int, lane value.Value) (value.Value, value.Value) {
				return b.add(g(lane), i64(8*q)), b.add(b.shl(t(lane), i64(2)), i64(h))
			}
		case 32: // tf32
			qs = seq(4)
			pos = func(q, h int, lane value.Value) (value.Value, value.Value) {
				return b.add(g(lane), i64(8*(q&1))), b.add(t(lane), i64(4*(q>>1)))
			}
		case 64:
			qs = seq(1)
			pos = func(q, h int, lane value.Value) (value.Value, value.Value) { return g(lane), t(lane) }
		}
		mts := (w.m + 15) / 16
		for mt := 0; mt < mts; mt++ {
			for _, q := range qs {
				regs = append(regs, wmmaTileReg{mt, 0, q})
			}
		}
		return regs, func(r wmmaTileReg, h int, lane value.Value) (value.Value, value.Value) {
			row, col := pos(r.q, h, lane)
			return b.add(row, i64(16*r.mt)), col
		}
	case "b":
		var nq int
		var pos func(q, h int, lane value.Value) value.Value // the row (k)
		switch et.Bits {
		case 16:
			nq = 2
			pos = func(q, h int, lane value.Value) value.Value { return b.add(b.shl(t(lane), i64(1)), i64(8*q+h)) }
		case 8:
			nq = 1
			pos = func(q, h int, lane value.Value) value.Value { return b.add(b.shl(t(lane), i64(2)), i64(h)) }
		case 32:
			nq = 2
			pos = func(q, h int, lane value.Value) value.Value { return b.add(t(lane), i64(4*q)) }
		case 64:
			nq = 1
			pos = func(q, h int, lane value.Value) value.Value { return t(lane) }
		}
		for nt := 0; nt < w.n/8; nt++ {
			for q := 0; q < nq; q++ {
				regs = append(regs, wmmaTileReg{0, nt, q})
			}
		}
		return regs, func(r wmmaTileReg, h int, lane value.Value) (value.Value, value.Value) {
			return pos(r.q, h, lane), b.add(g(lane), i64(8*r.nt))
		}
	}
	// c, d
	var qs []int
	var pos func(q, h int, lane value.Value) (value.Value, value.Value)
	switch {
	case et.Bits == 64:
		qs = seq(2)
		pos = func(q, h int, lane value.Value) (value.Value, value.Value) {
			return g(lane), b.add(b.shl(t(lane), i64(1)), i64(q))
		}
	case et.Bits == 16:
		qs = keepRowsG(seq(2), func(q int) int { return q }, w.m)
		pos = func(q, h int, lane value.Value) (value.Value, value.Value) {
			return b.add(g(lane), i64(8*q)), b.add(b.shl(t(lane), i64(1)), i64(h))
		}
	default:
		qs = keepRowsG(seq(4), func(q int) int { return q >> 1 }, w.m)
		pos = func(q, h int, lane value.Value) (value.Value, value.Value) {
			return b.add(g(lane), i64(8*(q>>1))), b.add(b.shl(t(lane), i64(1)), i64(q&1))
		}
	}
	mts := (w.m + 15) / 16
	for mt := 0; mt < mts; mt++ {
		for nt := 0; nt < w.n/8; nt++ {
			for _, q := range qs {
				regs = append(regs, wmmaTileReg{mt, nt, q})
			}
		}
	}
	return regs, func(r wmmaTileReg, h int, lane value.Value) (value.Value, value.Value) {
		row, col := pos(r.q, h, lane)
		return b.add(row, i64(16*r.mt)), b.add(col, i64(8*r.nt))
	}
}

// wmmaTiledRegs is the register count of a tiled fragment as PTX states
// it: the tiles' registers, .f16 A and B padded to 8.
func wmmaTiledRegs(regs []wmmaTileReg, which string, et sir.Type) int {
	if (which == "a" || which == "b") && et == sir.F16 {
		return 8
	}
	return len(regs)
}

// wmmaElemType checks the element type of a tiled fragment.
func wmmaTiledCheck(w wmmaTiling, which string, et sir.Type) {
	ok := false
	switch which {
	case "a", "b":
		switch et {
		case sir.F16, sir.BF16, sir.S8, sir.U8:
			ok = w.k == 16
		case sir.TF32:
			ok = w.m == 16 && w.n == 16 && w.k == 8
		case sir.F64:
			ok = w.m == 8 && w.n == 8 && w.k == 4
		}
	default:
		switch et {
		case sir.F16, sir.F32, sir.S32:
			ok = w.k != 4
		case sir.F64:
			ok = w.m == 8 && w.n == 8 && w.k == 4
		}
	}
	if !ok {
		unsupported("wmma .m%dn%dk%d .%s fragments of .%s", w.m, w.n, w.k, which, et)
	}
}

// wmmaRegOf returns the register type of a fragment of elements et (64
// bits for f64, else 32), its LLVM type, and how many elements it holds.
func wmmaRegOf(et sir.Type) (sir.Type, *types.IntType, int) {
	if et.Bits == 64 {
		return sir.B64, types.I64, 1
	}
	return sir.B32, types.I32, 32 / et.Bits
}

// lowerWmmaLoadTiled is wmma.load in the tiled layouts.
func (fl *fnLowerer) lowerWmmaLoadTiled(in *sir.Inst, which, layout string, et sir.Type) {
	_, m, n, k := wmmaShapeDims(in)
	w := wmmaTiling{m: m, n: n, k: k}
	wmmaTiledCheck(w, which, et)
	regs, pos := fl.tiledLayout(w, which, et)
	if len(in.Dst) != 1 || len(in.Src) < 1 || len(in.Src) > 2 {
		unsupported("wmma.load takes r, [p] and an optional stride")
	}
	dsts := vecOperand(in.Dst[0], wmmaTiledRegs(regs, which, et), "r")
	p := fl.address(in.Src[0], memSpace(in))
	stride := fl.wmmaStride(in, 1)
	b := fpBuilder(fl)
	lane := b.ext(fl.warpLane(), types.I64, false)
	size := int64(et.Bits / 8)
	regT, regIR, per := wmmaRegOf(et)
	for j, dst := range dsts {
		if j >= len(regs) {
			fl.writeOp(dst, ci(regIR, 0), regT) // an .f16 register no tile uses
			continue
		}
		var reg value.Value
		for h := 0; h < per; h++ {
			r, c := pos(regs[j], h, lane)
			l := llvmx.NewLoad(memType(et), fl.wmmaElemPtr(p, r, c, stride, layout == "row", size))
			l.Align = ir.Align(size)
			v := b.ext(fl.emit(l), regIR, false)
			if h == 0 {
				reg = v
			} else {
				reg = b.or(reg, b.shl(v, ci(regIR, int64(et.Bits*h))))
			}
		}
		fl.writeOp(dst, reg, regT)
	}
}

// lowerWmmaStoreTiled is wmma.store in the tiled layouts.
func (fl *fnLowerer) lowerWmmaStoreTiled(in *sir.Inst, layout string, et sir.Type) {
	_, m, n, k := wmmaShapeDims(in)
	w := wmmaTiling{m: m, n: n, k: k}
	wmmaTiledCheck(w, "d", et)
	regs, pos := fl.tiledLayout(w, "d", et)
	if len(in.Dst) != 0 || len(in.Src) < 2 || len(in.Src) > 3 {
		unsupported("wmma.store takes [p], r and an optional stride")
	}
	srcs := vecOperand(in.Src[1], len(regs), "r")
	p := fl.address(in.Src[0], memSpace(in))
	stride := fl.wmmaStride(in, 2)
	b := fpBuilder(fl)
	lane := b.ext(fl.warpLane(), types.I64, false)
	size := int64(et.Bits / 8)
	regT, regIR, per := wmmaRegOf(et)
	for j, o := range srcs {
		reg := fl.read(o, regT)
		for h := 0; h < per; h++ {
			r, c := pos(regs[j], h, lane)
			var v value.Value = reg
			if et.Bits < int(regIR.BitSize) {
				v = b.ext(b.lshr(reg, ci(regIR, int64(et.Bits*h))), memType(et).(*types.IntType), false)
			}
			s := llvmx.NewStore(v, fl.wmmaElemPtr(p, r, c, stride, layout == "row", size))
			s.Align = ir.Align(size)
			fl.add(s)
		}
	}
}

// lowerWmmaMmaTiled is wmma.mma in the tiled layouts: mma.sync on each
// tile, lowered by lowerMma.
func (fl *fnLowerer) lowerWmmaMmaTiled(in *sir.Inst, dt, at, bt, ct sir.Type) {
	shape, m, n, k := wmmaShapeDims(in)
	w := wmmaTiling{m: m, n: n, k: k}
	wmmaTiledCheck(w, "a", at)
	wmmaTiledCheck(w, "b", bt)
	wmmaTiledCheck(w, "c", ct)
	wmmaTiledCheck(w, "d", dt)
	if at.Bits != bt.Bits || (at.Bits != 8 && at != bt) {
		unsupported("wmma.mma with .%s A and .%s B", at, bt)
	}
	if dt != ct {
		unsupported("wmma.mma.%s with .%s D and .%s C (the tiled forms take D and C of one type)", shape, dt, ct)
	}
	aRegs, _ := fl.tiledLayout(w, "a", at)
	bRegs, _ := fl.tiledLayout(w, "b", bt)
	cRegs, _ := fl.tiledLayout(w, "c", ct)
	if len(in.Dst) != 1 || len(in.Src) != 3 {
		unsupported("wmma.mma takes d, a, b, c")
	}
	dOps := vecOperand(in.Dst[0], len(cRegs), "d")
	aOps := vecOperand(in.Src[0], wmmaTiledRegs(aRegs, "a", at), "a")
	bOps := vecOperand(in.Src[1], wmmaTiledRegs(bRegs, "b", bt), "b")
	cOps := vecOperand(in.Src[2], len(cRegs), "c")
	zero := &sir.Imm{Bits: 0, Type: sir.B32}
	if at.Bits == 64 {
		zero = &sir.Imm{Bits: 0, Type: sir.B64}
	}
	// tile gathers the operands of one tile's fragment: nq registers,
	// those the fragment lacks (rows 8-15 of an 8-row matrix) zero, or
	// discarded for a destination.
	tile := func(regs []wmmaTileReg, ops []sir.Operand, mt, nt, nq int, dst bool) []sir.Operand {
		out := make([]sir.Operand, nq)
		for q := range out {
			if dst {
				out[q] = &sir.Sink{}
			} else {
				out[q] = zero
			}
		}
		for i, r := range regs {
			if r.mt == mt && r.nt == nt {
				out[r.q] = ops[i]
			}
		}
		return out
	}
	mma := func(mshape string, ts []sir.Type, d, a, bb, c []sir.Operand) {
		mods := []string{"sync", "aligned", mshape, "row", "col"}
		if in.Has("satfinite") {
			mods = append(mods, "satfinite")
		}
		fl.lowerMma(&sir.Inst{Pos: in.Pos, Op: "mma", Mods: mods, Types: ts,
			Dst: []sir.Operand{&sir.Vec{Elems: d}},
			Src: []sir.Operand{&sir.Vec{Elems: a}, &sir.Vec{Elems: bb}, &sir.Vec{Elems: c}}})
	}
	ts := []sir.Type{dt, at, bt, ct}
	switch {
	case at.Bits == 64:
		mma("m8n8k4", ts, dOps, aOps, bOps, cOps)
		return
	case at == sir.TF32:
		for nt := 0; nt < n/8; nt++ {
			a := tile(aRegs, aOps, 0, 0, 4, false)
			bb := tile(bRegs, bOps, 0, nt, 2, false)
			c := tile(cRegs, cOps, 0, nt, 4, false)
			d := tile(cRegs, dOps, 0, nt, 4, true)
			mma("m16n8k4", ts, d, a[:2], bb[:1], c)
			mma("m16n8k4", ts, d, a[2:], bb[1:], d)
		}
		return
	}
	aq, bq, cq := 4, 2, 4
	if at.Bits == 8 {
		aq, bq = 2, 1
	}
	if ct == sir.F16 {
		cq = 2
	}
	for mt := 0; mt < (m+15)/16; mt++ {
		for nt := 0; nt < n/8; nt++ {
			mma("m16n8k16", ts,
				tile(cRegs, dOps, mt, nt, cq, true),
				tile(aRegs, aOps, mt, 0, aq, false),
				tile(bRegs, bOps, 0, nt, bq, false),
				tile(cRegs, cOps, mt, nt, cq, false))
		}
	}
}
