package amdgpu

import (
	"fmt"
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Every wmma shape and type, as tiles of mma.sync: the H100's own fragment
// layouts, register by register (conformance/cases/mma/wmma_raw_*).
//
// PTX fixes only how many registers a wmma fragment has (PTX ISA
// 9.7.14.4.1), and for every form that count is what the mma.sync tiles
// covering the matrix need: f16 m16n16k16 A is one m16n8k16 A fragment
// (4 registers), its B two m16n8k16 B fragments (2 + 2), its f32 C two
// m16n8 accumulators (4 + 4). A wmma fragment is the concatenation of the
// mma.sync fragments of its tiles (lower_mma.go's layouts: g = lane>>2,
// t = lane&3), wmma.load and wmma.store address each lane's elements in
// those layouts, and wmma.mma is a sequence of mma.sync on the tiles,
// lowered like any mma.sync: in software with the H100's numerics, or on
// the matrix units with --mma=hw.
//
//   - A (M x K) per 16-row tile: 16-bit register q holds row g+8(q&1),
//     columns 2t+8(q>>1)+{0,1}; 8-bit register q row g+8q, columns
//     4t+{0..3}; tf32 register q row g+8(q&1), column t+4(q>>1); f64 row g,
//     column t.
//   - B (K x N) per 8-column tile: 16-bit register q rows 2t+8q+{0,1},
//     8-bit rows 4t+{0..3}, tf32 register q row t+4q, f64 row t; column g.
//   - C/D (M x N) per 16x8 tile: f32/s32 register q row g+8(q>>1), column
//     2t+(q&1); f16 register q row g+8q, columns 2t+{0,1}; f64 (m8n8k4)
//     register q row g, column 2t+q.
//   - m8n32k16 is the transposed m32n8k16 (D^T = B^T A^T): its A is that
//     form's B of A^T, its B that form's A of B^T, its C/D that form's C/D
//     of the transposes.
//   - m8n8k32 .s4/.u4 and m8n8k128 .b1 (A .row, B .col only) are one
//     mma.sync of the same shape: A row g, columns (32/bits)t on; B the
//     same rows of column g; C/D row g, columns 2t and 2t+1
//     (conformance/cases/mma/wmma_sub_*).
//
// .f16 A and B fragments have 8 registers in every shape; those past the
// tiles' repeat them (registers 4-7 of an m16n16k16 A are 0-3 again).
//
// tf32 m16n16k8 is two m16n8k4 steps per 8-column tile, D rounded to f32
// in between: that is what the H100 computes (a recorded wmma program of
// ccwrap/testdata/nvcc differs in the last bit in 132 of 512 words from
// one k8 step).

// wmmaTiling is a wmma form laid out as mma.sync tiles.
type wmmaTiling struct{ m, n, k int }

// wmmaShapeDims returns M, N and K of a wmma shape modifier.
func wmmaShapeDims(in *sir.Inst) (shape string, m, n, k int) {
	switch shape = in.ModIn(wmmaShapes...); shape {
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
	case "m8n8k32":
		return shape, 8, 8, 32
	case "m8n8k128":
		return shape, 8, 8, 128
	}
	unsupported("wmma shape (.m16n16k16, .m32n8k16, .m8n32k16, .m16n16k8, .m8n8k4, .m8n8k32 and .m8n8k128 are supported)")
	return
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

// laneLin is g*G + t*T + C for a lane with g = lane>>2, t = lane&3: every
// row and column of a tiled fragment element is one.
type laneLin struct{ g, t, c int }

func (x laneLin) at(lane int) int { return x.g*(lane>>2) + x.t*(lane&3) + x.c }

// value is x for the lane in the i64 lane.
func (x laneLin) value(b fpb, lane value.Value) value.Value {
	i64 := func(v int) value.Value { return ci(types.I64, int64(v)) }
	term := func(v value.Value, k int) value.Value {
		if k&(k-1) == 0 {
			if k == 1 {
				return v
			}
			return b.shl(v, i64(bits.TrailingZeros(uint(k))))
		}
		return b.mul(v, i64(k))
	}
	var v value.Value
	sum := func(t value.Value) {
		if v == nil {
			v = t
		} else {
			v = b.add(v, t)
		}
	}
	if x.g != 0 {
		sum(term(b.lshr(lane, i64(2)), x.g))
	}
	if x.t != 0 {
		sum(term(b.and(lane, i64(3)), x.t))
	}
	if v == nil {
		return i64(x.c)
	}
	if x.c != 0 {
		v = b.add(v, i64(x.c))
	}
	return v
}

// tilePos gives the (row, column) of sub-element h of register r of a
// tiled fragment.
type tilePos func(r wmmaTileReg, h int) (row, col laneLin)

// tiledLayout returns the registers of fragment which (a, b, c or d) with
// element type et and where each register's elements lie.
func tiledLayout(w wmmaTiling, which string, et sir.Type) ([]wmmaTileReg, tilePos) {
	if w.m == 8 && w.n == 32 {
		// The H100 computes m8n32k16 as the transposed m32n8k16 (D^T = B^T
		// A^T): A is that form's B, B its A and C/D its C/D, transposed
		// (recorded: conformance/cases/mma/wmma_raw_m8n32k16_*).
		tr := map[string]string{"a": "b", "b": "a", "c": "c", "d": "d"}[which]
		regs, pos := tiledLayout(wmmaTiling{m: 32, n: 8, k: w.k}, tr, et)
		return regs, func(r wmmaTileReg, h int) (laneLin, laneLin) {
			row, col := pos(r, h)
			return col, row
		}
	}
	g := func(c int) laneLin { return laneLin{g: 1, c: c} }
	t := func(k, c int) laneLin { return laneLin{t: k, c: c} }
	var regs []wmmaTileReg
	switch which {
	case "a":
		var qs []int
		var pos func(q, h int) (laneLin, laneLin)
		switch et.Bits {
		case 16:
			qs = seq(4)
			pos = func(q, h int) (laneLin, laneLin) { return g(8 * (q & 1)), t(2, 8*(q>>1)+h) }
		case 8:
			qs = seq(2)
			pos = func(q, h int) (laneLin, laneLin) { return g(8 * q), t(4, h) }
		case 32: // tf32
			qs = seq(4)
			pos = func(q, h int) (laneLin, laneLin) { return g(8 * (q & 1)), t(1, 4*(q>>1)) }
		case 64:
			qs = seq(1)
			pos = func(q, h int) (laneLin, laneLin) { return g(0), t(1, 0) }
		case 4, 1: // m8n8k32 .s4/.u4, m8n8k128 .b1: row g, 32/bits columns from (32/bits)t
			qs = seq(1)
			pos = func(q, h int) (laneLin, laneLin) { return g(0), t(32/et.Bits, h) }
		}
		for mt := 0; mt < (w.m+15)/16; mt++ {
			for _, q := range qs {
				regs = append(regs, wmmaTileReg{mt, 0, q})
			}
		}
		return regs, func(r wmmaTileReg, h int) (laneLin, laneLin) {
			row, col := pos(r.q, h)
			row.c += 16 * r.mt
			return row, col
		}
	case "b":
		var nq int
		var pos func(q, h int) laneLin // the row (k)
		switch et.Bits {
		case 16:
			nq = 2
			pos = func(q, h int) laneLin { return t(2, 8*q+h) }
		case 8:
			nq = 1
			pos = func(q, h int) laneLin { return t(4, h) }
		case 32:
			nq = 2
			pos = func(q, h int) laneLin { return t(1, 4*q) }
		case 64:
			nq = 1
			pos = func(q, h int) laneLin { return t(1, 0) }
		case 4, 1:
			nq = 1
			pos = func(q, h int) laneLin { return t(32/et.Bits, h) }
		}
		for nt := 0; nt < w.n/8; nt++ {
			for q := 0; q < nq; q++ {
				regs = append(regs, wmmaTileReg{0, nt, q})
			}
		}
		return regs, func(r wmmaTileReg, h int) (laneLin, laneLin) {
			return pos(r.q, h), g(8 * r.nt)
		}
	}
	// c, d
	var qs []int
	var pos func(q, h int) (laneLin, laneLin)
	switch {
	case et.Bits == 64, w.m == 8 && w.n == 8: // m8n8k4 .f64, m8n8k32, m8n8k128
		qs = seq(2)
		pos = func(q, h int) (laneLin, laneLin) { return g(0), t(2, q) }
	case et.Bits == 16:
		qs = seq(2)
		pos = func(q, h int) (laneLin, laneLin) { return g(8 * q), t(2, h) }
	default:
		qs = seq(4)
		pos = func(q, h int) (laneLin, laneLin) { return g(8 * (q >> 1)), t(2, q&1) }
	}
	for mt := 0; mt < (w.m+15)/16; mt++ {
		for nt := 0; nt < w.n/8; nt++ {
			for _, q := range qs {
				regs = append(regs, wmmaTileReg{mt, nt, q})
			}
		}
	}
	return regs, func(r wmmaTileReg, h int) (laneLin, laneLin) {
		row, col := pos(r.q, h)
		row.c += 16 * r.mt
		col.c += 8 * r.nt
		return row, col
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
		case sir.Type{Kind: sir.KindSigned, Bits: 4}, sir.Type{Kind: sir.KindUnsigned, Bits: 4}:
			ok = w.m == 8 && w.n == 8 && w.k == 32
		case mmaB1:
			ok = w.m == 8 && w.n == 8 && w.k == 128
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
	regs, pos := tiledLayout(w, which, et)
	if len(in.Dst) != 1 || len(in.Src) < 1 || len(in.Src) > 2 {
		unsupported("wmma.load takes r, [p] and an optional stride")
	}
	dsts := vecOperand(in.Dst[0], wmmaTiledRegs(regs, which, et), "r")
	p := fl.address(in.Src[0], memSpace(in))
	rows, cols := m, k // A
	switch which {
	case "b":
		rows, cols = k, n
	case "c":
		rows, cols = m, n
	}
	stride := fl.wmmaStride(in, 1, rows, cols, layout == "row")
	b := fpBuilder(fl)
	lane := b.ext(fl.warpLane(), types.I64, false)
	size := int64(et.Bits / 8)
	regT, regIR, per := wmmaRegOf(et)
	vals := make([]value.Value, len(regs))
	if et.Bits < 8 {
		// .s4/.u4/.b1: A is row-major and B column-major (PTX allows no
		// other), so a register's elements are one aligned 32-bit word.
		if (which == "a") != (layout == "row") {
			unsupported("wmma.load.%s of .%s with .%s (sub-byte A is .row and B .col)", which, et, layout)
		}
		row, col := pos(regs[0], 0)
		r, c := row.value(b, lane), col.value(b, lane)
		idx := b.add(b.mul(r, stride), c)
		if which == "b" {
			idx = b.add(b.mul(c, stride), r)
		}
		off := b.lshr(idx, ci(types.I64, int64(bits.TrailingZeros(uint(8/et.Bits)))))
		l := llvmx.NewLoad(types.I32, fl.emit(llvmx.NewGEP(types.I8, p, true, b.ext(off, indexType(p), false))))
		l.Align = 4
		vals[0] = fl.emit(l)
		fl.writeOp(dsts[0], vals[0], regT)
		return
	}
	for j := range regs {
		for h := 0; h < per; h++ {
			row, col := pos(regs[j], h)
			r, c := row.value(b, lane), col.value(b, lane)
			l := llvmx.NewLoad(memType(et), fl.wmmaElemPtr(p, r, c, stride, layout == "row", size))
			l.Align = ir.Align(size)
			v := b.ext(fl.emit(l), regIR, false)
			if h == 0 {
				vals[j] = v
			} else {
				vals[j] = b.or(vals[j], b.shl(v, ci(regIR, int64(et.Bits*h))))
			}
		}
	}
	// An .f16 fragment's registers past the tiles' repeat them, as the
	// H100's do (wmma_raw_*_f16_ab).
	for j, dst := range dsts {
		fl.writeOp(dst, vals[j%len(vals)], regT)
	}
	fl.recordWmmaLoad(in, vals, regs, pos, p, stride, layout == "row", et)
}

// lowerWmmaStoreTiled is wmma.store in the tiled layouts.
func (fl *fnLowerer) lowerWmmaStoreTiled(in *sir.Inst, layout string, et sir.Type) {
	_, m, n, k := wmmaShapeDims(in)
	w := wmmaTiling{m: m, n: n, k: k}
	wmmaTiledCheck(w, "d", et)
	regs, pos := tiledLayout(w, "d", et)
	if len(in.Dst) != 0 || len(in.Src) < 2 || len(in.Src) > 3 {
		unsupported("wmma.store takes [p], r and an optional stride")
	}
	srcs := vecOperand(in.Src[1], len(regs), "r")
	p := fl.address(in.Src[0], memSpace(in))
	stride := fl.wmmaStride(in, 2, m, n, layout == "row")
	b := fpBuilder(fl)
	lane := b.ext(fl.warpLane(), types.I64, false)
	size := int64(et.Bits / 8)
	regT, regIR, per := wmmaRegOf(et)
	for j, o := range srcs {
		reg := fl.read(o, regT)
		for h := 0; h < per; h++ {
			row, col := pos(regs[j], h)
			r, c := row.value(b, lane), col.value(b, lane)
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
// tile, lowered by lowerMma. m8n32k16 is the transposed m32n8k16, A and B
// changing places, as on the H100 (tiledLayout). With .f16 inputs C and D
// may have two types, which mma.sync does not allow: the tiles then
// accumulate in .f32, an .f16 C widened exactly and an .f16 D rounded
// from the .f32 sums (wmma_raw_*_mma_*: the H100's bits).
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
	if dt != ct && at != sir.F16 {
		unsupported("wmma.mma.%s with .%s D and .%s C (D and C of two types need .f16 inputs)", shape, dt, ct)
	}
	if len(in.Dst) != 1 || len(in.Src) != 3 {
		unsupported("wmma.mma takes d, a, b, c")
	}
	aRegs, _ := tiledLayout(w, "a", at)
	bRegs, _ := tiledLayout(w, "b", bt)
	cRegs, _ := tiledLayout(w, "c", ct)
	dRegs, _ := tiledLayout(w, "d", dt)
	dOps := vecOperand(in.Dst[0], len(dRegs), "d")
	aOps := vecOperand(in.Src[0], wmmaTiledRegs(aRegs, "a", at), "a")
	bOps := vecOperand(in.Src[1], wmmaTiledRegs(bRegs, "b", bt), "b")
	cOps := vecOperand(in.Src[2], len(cRegs), "c")
	if m == 8 && n == 32 {
		m, n = 32, 8
		w = wmmaTiling{m: m, n: n, k: k}
		aOps, bOps, at, bt = bOps, aOps, bt, at
		aRegs, _ = tiledLayout(w, "a", at)
		bRegs, _ = tiledLayout(w, "b", bt)
	}
	// tile gathers the operands of one tile's fragment (nq registers), or
	// its destinations.
	tile := func(regs []wmmaTileReg, ops []sir.Operand, mt, nt, nq int) []sir.Operand {
		out := make([]sir.Operand, nq)
		for i, r := range regs {
			if r.mt == mt && r.nt == nt {
				out[r.q] = ops[i]
			}
		}
		return out
	}
	mma := func(mshape string, ts []sir.Type, d, a, bb, c []sir.Operand) {
		mods := []string{"sync", "aligned", mshape, "row", "col"}
		for _, m := range []string{"satfinite", "xor", "and", "popc"} {
			if in.Has(m) {
				mods = append(mods, m)
			}
		}
		fl.lowerMma(&sir.Inst{Pos: in.Pos, Op: "mma", Mods: mods, Types: ts,
			Dst: []sir.Operand{&sir.Vec{Elems: d}},
			Src: []sir.Operand{&sir.Vec{Elems: a}, &sir.Vec{Elems: bb}, &sir.Vec{Elems: c}}})
	}
	switch {
	case at.Bits == 64:
		mma("m8n8k4", []sir.Type{dt, at, bt, ct}, dOps, aOps, bOps, cOps)
		return
	case at.Bits < 8:
		// m8n8k32 .s4/.u4 and m8n8k128 .b1 are their mma.sync (the same
		// fragments: wmma_sub_*).
		mma(shape, []sir.Type{dt, at, bt, ct}, dOps, aOps, bOps, cOps)
		return
	case at == sir.TF32:
		ts := []sir.Type{dt, at, bt, ct}
		for nt := 0; nt < n/8; nt++ {
			a := tile(aRegs, aOps, 0, 0, 4)
			bb := tile(bRegs, bOps, 0, nt, 2)
			c := tile(cRegs, cOps, 0, nt, 4)
			d := tile(dRegs, dOps, 0, nt, 4)
			mma("m16n8k4", ts, d, a[:2], bb[:1], c)
			mma("m16n8k4", ts, d, a[2:], bb[1:], d)
		}
		return
	}
	aq, bq := 4, 2
	if at.Bits == 8 {
		aq, bq = 2, 1
	}
	accQ := func(t sir.Type) int {
		if t == sir.F16 {
			return 2
		}
		return 4
	}
	for mt := 0; mt < (m+15)/16; mt++ {
		for nt := 0; nt < n/8; nt++ {
			a := tile(aRegs, aOps, mt, 0, aq)
			bb := tile(bRegs, bOps, 0, nt, bq)
			c := tile(cRegs, cOps, mt, nt, accQ(ct))
			d := tile(dRegs, dOps, mt, nt, accQ(dt))
			if dt == ct {
				mma("m16n8k16", []sir.Type{dt, at, bt, ct}, d, a, bb, c)
				continue
			}
			// Two accumulator types: the tile in .f32; its f16 registers
			// hold f32 registers 2q and 2q+1 (row g+8q, columns 2t, 2t+1).
			acc := make([]sir.Operand, 4)
			for q := range acc {
				acc[q] = &sir.RegOp{Reg: &sir.Reg{Name: fmt.Sprintf("%%wmma.acc%d", q), Type: sir.F32}}
			}
			if ct == sir.F16 {
				fl.widenF16Acc(c, acc)
				mma("m16n8k16", []sir.Type{sir.F32, at, bt, sir.F32}, d, a, bb, acc)
				continue
			}
			mma("m16n8k16", []sir.Type{sir.F32, at, bt, sir.F32}, acc, a, bb, c)
			fl.narrowF32Acc(acc, d)
		}
	}
}

// widenF16Acc writes the four f32 registers of a 16x8 tile from its two
// .f16x2 registers (exact).
func (fl *fnLowerer) widenF16Acc(h, f []sir.Operand) {
	b := fpBuilder(fl)
	for q, o := range h {
		reg := fl.read(o, sir.B32)
		for i := 0; i < 2; i++ {
			x := fl.emit(ir.NewBitCast(fl.half(reg, i), types.Half))
			fl.writeOp(f[2*q+i], b.fpext(x, types.Float), sir.F32)
		}
	}
}

// narrowF32Acc writes the two .f16x2 registers of a 16x8 tile from its
// four f32 registers, rounding to nearest even.
func (fl *fnLowerer) narrowF32Acc(f, h []sir.Operand) {
	b := fpBuilder(fl)
	for q, o := range h {
		lo := b.bits(b.fptrunc(fl.read(f[2*q], sir.F32), types.Half))
		hi := b.bits(b.fptrunc(fl.read(f[2*q+1], sir.F32), types.Half))
		fl.writeOp(o, fl.pack16(lo, hi), sir.B32)
	}
}
