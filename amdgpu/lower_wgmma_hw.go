package amdgpu

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// wgmma.mma_async on AMD's matrix units (--mma=hw, and auto on targets
// with MFMA or WMMA).
//
// A warp w of the warpgroup computes its 16 rows of D (16xN) = A (16xK)
// B (KxN) + C. The unit computes E (16x16) = X (16xKu) Y (Kux16) with the
// lane layouts of lower_mma_hw.go (mmaUnit.operand, mmaUnit.result), and
// is given the transposed problem as mma.sync's lowering does: X = B^T
// (its rows are columns n of B), Y = A^T (its columns are rows m of A).
// Unlike mma.sync, B (and A when it is a descriptor) is in shared memory,
// so every lane loads its own unit operand straight from the canonical
// layout (wgSmemAddr): no fragment moves in, and the assignment of n to
// X's rows and of (warp, m) to Y's columns is free. It is chosen so that
//
//   - in paired mode (two warps per wave64, MFMA) both warps fill the
//     whole unit: Y's columns 0-7 are rows m of warp 0, 8-15 the same
//     rows of warp 1, X's 16 rows are 16 columns of the shared B, and k
//     spans all of Ku. The two warps meet in no sum (E's column c uses Y's
//     column c only), so no warp's Inf or NaN reaches the other's results,
//     and every lane holds real data: wgmma.aligned makes the whole
//     warpgroup execute it together, so both warps of the wave are
//     active. Per m64nNk16 f16 a wave runs N/8 MFMAs (N/16 column blocks
//     times two halves of m), a quarter of what N/8 mma.sync's would;
//   - in single mode (one warp per wave64) the upper half of the wave is
//     idle: its operands are zero (set.inactive under whole-wave mode, as
//     for mma.sync) and E's rows 8-15, which MFMA puts in lanes 32-63,
//     are not used: 8 columns and Ku/2 per MFMA;
//   - on WMMA (wave32, one warp per wave) Y's columns are the warp's 16
//     rows and X's rows 16 columns of B.
//
// The rows of X are ordered so that moving D back needs the fewest
// reads: PTX lane (g, t) holds columns 8j+2t+p, and the unit's result
// element for a column should vary with one bit of t only (two bpermutes
// per D register). MFMA (E[4(L/16)+i][L%16]) keeps n in order; gfx11
// (E[2i+L/16][L%16]) puts n%16 = 8jj+2t+p at row 8jj+4p+t and gfx12
// (E[i+8(L/16)][L%16]) at row 8(t%2)+4jj+2p+t/2.
//
// A in registers comes from its warp's lanes with ds_bpermute
// (gatherReg). Types: f16, bf16 (MFMA on gfx90a/94x, WMMA), tf32 (MFMA's
// f32 form with the 13 low bits cleared, WMMA's bf16 form through the
// exact hi/lo split), e4m3/e5m2 (gfx12's fp8 WMMA, which takes PTX's OCP
// formats, elsewhere widened to f16, which holds every value of both:
// K = 32 is two k16 steps), s8/u8 (the integer forms; u8 on MFMA through
// the nibble split; u8 x u8 stays in software, as for mma.sync). imm-scale
// -1 flips the sign bits of B's elements (of A's too when both are -1:
// the product's sign is what counts). C is added after the result comes
// back (one more f32 rounding, inside the norm-wise bound; scale-d false
// adds nothing); integer results are exact and .satfinite saturates that
// addition.
//
// The sparse form (.sp, f16/bf16) expands A to dense on the way into Y:
// each lane loads the two non-zero elements of its chunk of four (one
// 32-bit load or gathered register), reads the chunk's metadata nibble
// from the lane that holds it (a bpermute) and places the elements at
// their indices, zeros elsewhere. The pruned zeros then meet B in the
// unit, so an Inf or NaN of B in a pruned row gives NaN where the H100,
// which skips them, does not.

// wgmmaOp is a wgmma.mma_async checked by wgmmaAsync.
type wgmmaOp struct {
	n, k           int
	dt             sir.Type
	at, bt         wgType
	isInt, sat     bool
	scaleA, scaleB int64
	transA, transB bool
	aRegs          bool
	a, b, scaleD   sir.Operand
	dOps           []sir.Operand
	sp             *wgSparse // the .sp form (f16/bf16, K = 32)
}

// wgUnit is the geometry of a wgmma on one unit, in the module's mode.
type wgUnit struct {
	u      *mmaUnit
	widen  bool // fp8 inputs widened to the f16 unit
	W      int  // wave size
	warps  int  // PTX warps per wave sharing each instruction (2 in paired)
	live   int  // lanes of the wave that hold threads: W, or 32 in single mode
	rows   int  // columns n per instruction (X rows in use)
	kInst  int  // k per instruction
	mSlots int  // instructions along m per warp (2 in paired: 8 m of each warp)
}

// wgmmaUnitFor returns the unit for a wgmma with inputs at, bt, or nil.
func (lw *lowerer) wgmmaUnitFor(at, bt wgType) (u *mmaUnit, widen bool) {
	if at.fp8 != "" {
		fp8 := func(t wgType) sir.Type {
			if t.fp8 == "e4m3" {
				return sir.E4M3
			}
			return sir.E5M2
		}
		if u := lw.mmaFP8Unit(fp8(at), fp8(bt)); u != nil {
			return u, false
		}
		return lw.mmaUnitFor(sir.F16, sir.F16), true
	}
	return lw.mmaUnitFor(at.t, bt.t), false
}

// nOfRow is the column n (within the instruction's block) that X's row
// rho holds, or -1.
func (g *wgUnit) nOfRow(rho int) int {
	switch g.u.kind {
	case unitMFMA:
		if rho >= g.rows {
			return -1
		}
		return rho
	case unitWMMA11: // rho = 8jj + 4p + t
		t, p, jj := rho&3, rho>>2&1, rho>>3
		return 8*jj + 2*t + p
	}
	// gfx12: rho = 8(t%2) + 4jj + 2p + t/2
	t := 2*(rho&1) + rho>>3
	jj, p := rho>>2&1, rho>>1&1
	return 8*jj + 2*t + p
}

// rowOfN is the inverse of nOfRow.
func (g *wgUnit) rowOfN(n int) int {
	for rho := 0; rho < 16; rho++ {
		if g.nOfRow(rho) == n {
			return rho
		}
	}
	panic(fmt.Sprintf("BUG: lower wgmma hw: column %d has no row of X", n))
}

// mOfCol is the warp (in the wave) and row m of A that Y's column c holds
// in m-slot ms.
func (g *wgUnit) mOfCol(c, ms int) (w, m int) {
	if g.warps == 2 {
		return c >> 3, 8*ms + c&7
	}
	return 0, c
}

// colOfM is the inverse of mOfCol: Y's column and the m-slot.
func (g *wgUnit) colOfM(w, m int) (c, ms int) {
	if g.warps == 2 {
		return 8*w + m&7, m >> 3
	}
	return m, 0
}

// newWgUnit is the geometry of unit u in a wave of W lanes, with one
// warp per wave64 when single.
func newWgUnit(u *mmaUnit, widen bool, W int, single bool) *wgUnit {
	g := &wgUnit{u: u, widen: widen, W: W, warps: 1, live: W, rows: 16, kInst: u.ku, mSlots: 1}
	switch {
	case single:
		g.live = 32
	case W == 64:
		g.warps, g.mSlots = 2, 2
	}
	if g.live < g.W {
		// Only the k held by live lanes count, and MFMA's rows 8-15 live
		// in the idle half.
		kMax := 0
		for L := 0; L < g.live; L++ {
			for r := 0; r < u.regs; r++ {
				_, k0 := u.operand(L, r)
				kMax = max(kMax, k0+u.per)
			}
		}
		g.kInst = kMax
		if u.kind == unitMFMA {
			g.rows = 8
		}
	}
	return g
}

// wgmmaOnUnits lowers op onto the matrix units and reports true, or
// reports false where the target, mode or types keep the software model.
func (fl *fnLowerer) wgmmaOnUnits(op *wgmmaOp) bool {
	if fl.warpSize() != 32 {
		return false
	}
	u, widen := fl.lw.wgmmaUnitFor(op.at, op.bt)
	if u == nil {
		return false
	}
	g := newWgUnit(u, widen, fl.waveSize(), fl.lw.single())
	if op.aRegs {
		fl.requireWarp32("wgmma with A in registers")
	}
	fl.wgmmaHW(g, op)
	return true
}

// wgLoadSpec is what one lane loads into one unit register: element
// (k0..k0+per-1, r) of an operand, or zero.
type wgLoadSpec struct {
	ok    bool
	r, k0 int // r relative to the wave's first row (A) or absolute (B)
	w, m  int // Y: the warp in the wave and its row m (A from registers)
}

// spec gives what lane L loads into unit register r of chunk ch, block
// cb and m-slot ms, for X (B) or Y (A), in a wgmma m64nNkK.
func (g *wgUnit) spec(N, K int, isX bool, ch, cb, ms, L, r int) wgLoadSpec {
	if L >= g.live {
		return wgLoadSpec{}
	}
	row, ku := g.u.operand(L, r)
	if ku >= g.kInst {
		return wgLoadSpec{}
	}
	k0 := ch*g.kInst + ku
	if k0 >= K {
		return wgLoadSpec{}
	}
	if isX {
		n := g.nOfRow(row)
		if n < 0 || cb*g.rows+n >= N {
			return wgLoadSpec{}
		}
		return wgLoadSpec{ok: true, r: cb*g.rows + n, k0: k0}
	}
	w, m := g.mOfCol(row, ms)
	return wgLoadSpec{ok: true, r: 16*w + m, k0: k0, w: w, m: m}
}

// resultPlan says, for D element i (0..N/2-1) of every live lane, which
// result element of which instruction holds it, and in which lane: the
// source index is (cb*mSlots + ms)*outs + e. D element i of PTX lane
// (g, t) of warp w is row m = g + 8((i>>1)&1), column n = 8(i>>2) + 2t +
// (i&1) of the warp's 16 rows.
func (g *wgUnit) resultPlan(i int) []laneSrc {
	type at struct{ e, L int }
	where := map[[2]int]at{}
	for L := 0; L < g.live; L++ {
		for e := 0; e < g.u.outs; e++ {
			rho, c := g.u.result(L, e)
			where[[2]int{rho, c}] = at{e, L}
		}
	}
	want := make([]laneSrc, g.W)
	for L := range want {
		want[L] = laneSrc{srcAny, 0}
		if L >= g.live {
			continue
		}
		w, l := L/32, L%32
		gr, t := l/4, l%4
		m, n := gr+8*(i>>1&1), 8*(i>>2)+2*t+i&1
		c, ms := g.colOfM(w, m)
		cb := n / g.rows
		rho := g.rowOfN(n % g.rows)
		src, ok := where[[2]int{rho, c}]
		if !ok {
			panic(fmt.Sprintf("BUG: lower wgmma hw: E[%d][%d] is in no live lane", rho, c))
		}
		want[L] = laneSrc{(cb*g.mSlots+ms)*g.u.outs + src.e, src.L}
	}
	return want
}

func (fl *fnLowerer) wgmmaHW(g *wgUnit, op *wgmmaOp) {
	b := fpBuilder(fl)
	u := g.u
	wwm := g.live < g.W
	accElem := types.Type(types.Float)
	if u.isInt {
		accElem = types.I32
	}
	accT := vec(u.outs, accElem)

	var tid value.Value
	if fl.single != nil {
		tid = fl.single.linear
	} else {
		tid = fl.linearTid()
	}
	// The first row of A that the wave's first warp owns.
	waveWarp := b.and(b.lshr(b.and(tid, ci(types.I32, 127)), ci(types.I32, 5)), ci(types.I32, int64(^(g.warps-1))))
	aRow0 := b.shl(waveWarp, ci(types.I32, 4))

	var da, db wgDescriptor
	if !op.aRegs {
		da = fl.wgDesc(fl.read(op.a, sir.B64))
	}
	db = fl.wgDesc(fl.read(op.b, sir.B64))
	// The elements as the registers hold them: fp8 bytes stay bytes until
	// widened.
	srcBits := op.at.bits()
	// A from registers: the fragment of the warp's rows, widened to f16
	// pairs where the unit is f16 and the inputs fp8.
	var aSrc []value.Value
	aPer := 32 / srcBits
	aK := op.k
	if op.sp != nil {
		aK = op.k / 2 // the compressed columns
	}
	formKey := map[int]string{16: "m16n8k16/16", 8: "m16n8k8/32", 32: "m16n8k32/8"}[aK]
	form := mmaForms[formKey]
	if op.aRegs {
		if form.k != aK {
			unsupported("wgmma with A in registers for K = %d", op.k)
		}
		for _, o := range vecOperand(op.a, form.aRegs, "a") {
			r := fl.read(o, sir.B32)
			if g.widen {
				lo, hi := fl.widenF8(r, op.at.fp8 == "e4m3")
				aSrc = append(aSrc, lo, hi)
				continue
			}
			aSrc = append(aSrc, r)
		}
		if g.widen {
			aPer = 2
		}
	}
	// The sign of the products: flipped on B's elements (both when both
	// scales are -1 cancel out).
	negB := op.scaleA*op.scaleB < 0

	spec := func(isX bool, ch, cb, ms, L, r int) wgLoadSpec { return g.spec(op.n, op.k, isX, ch, cb, ms, L, r) }
	// unitPer is how many input elements one unit register holds.
	unitPer := u.per
	if g.widen {
		unitPer = 2
	}
	// loadReg builds unit register r (the 32-bit input bits, fp8 already
	// widened) from shared memory.
	loadReg := func(isX bool, ch, cb, ms, r int) value.Value {
		d, mn, t := db, op.transB, op.bt
		if !isX {
			d, mn, t = da, op.transA, op.at
		}
		rows, ks := map[int]int{}, map[int]int{}
		var valid uint64
		for L := 0; L < g.live; L++ {
			s := spec(isX, ch, cb, ms, L, r)
			if !s.ok {
				continue
			}
			valid |= 1 << uint(L)
			rows[L], ks[L] = s.r, s.k0
			if !isX && op.sp != nil {
				ks[L] = 2 * (s.k0 / 4) // the chunk's two non-zero elements
			}
		}
		if valid == 0 {
			return ci(types.I32, 0)
		}
		rv := fl.laneFunction(rows)
		if !isX {
			rv = b.add(aRow0, rv)
		}
		kv := fl.laneFunction(ks)
		liveMask := ^uint64(0) >> uint(64-g.live)
		partial := valid != liveMask
		if partial {
			// Lanes with nothing to load read the descriptor's start
			// (always inside shared memory) and are zeroed below.
			ok := fl.laneMaskPred(valid)
			rv = b.sel(ok, rv, ci(types.I32, 0))
			kv = b.sel(ok, kv, ci(types.I32, 0))
		}
		esz := t.bits() / 8
		var v value.Value
		if !mn && unitPer*esz <= 4 {
			// K-major: the register's elements are consecutive in one
			// 16-byte chunk.
			v = fl.wgLoad(fl.wgSmemAddr(d, false, rv, kv, esz), unitPer*esz)
		} else {
			for e := 0; e < unitPer; e++ {
				x := fl.wgLoad(fl.wgSmemAddr(d, mn, rv, b.add(kv, ci(types.I32, int64(e))), esz), esz)
				x = b.shl(x, ci(types.I32, int64(8*esz*e)))
				if v == nil {
					v = x
				} else {
					v = b.or(v, x)
				}
			}
		}
		v = fl.wgUnitBits(v, t, g.widen, unitPer)
		if isX && negB {
			v = b.xor(v, ci(types.I32, wgSignBits(u, g.widen)))
		}
		if partial {
			v = b.sel(fl.laneMaskPred(valid), v, ci(types.I32, 0))
		}
		return v
	}
	// gatherA builds unit register r of Y from A's registers.
	gatherA := func(ch, ms, r int) value.Value {
		want := make([]laneSrc, g.W)
		for L := range want {
			want[L] = laneSrc{srcAny, 0}
			if L >= g.live {
				continue
			}
			s := spec(false, ch, 0, ms, L, r)
			if !s.ok {
				want[L] = laneSrc{srcZero, 0}
				continue
			}
			k0 := s.k0
			if op.sp != nil {
				k0 = 2 * (s.k0 / 4)
			}
			var first laneSrc
			for e := 0; e < unitPer; e++ {
				lane, reg, pos := wgASource(form, aPer, s.w, s.m, k0+e)
				if e == 0 {
					if pos != 0 {
						panic(fmt.Sprintf("BUG: lower wgmma hw: unit register %d starts at element %d of an A register", r, pos))
					}
					first = laneSrc{reg, lane}
				} else if lane != first.lane || reg != first.reg || pos != e {
					panic(fmt.Sprintf("BUG: lower wgmma hw: unit register %d does not take whole A registers", r))
				}
			}
			want[L] = first
		}
		return fl.gatherReg(aSrc, want)
	}
	// expand turns the compressed pair v (the two non-zero elements of the
	// chunk of four that unit register r of Y covers) into the register's
	// two dense elements, by the metadata, which it reads from the lanes
	// that hold it (wgSparseIndex says which).
	var spMeta value.Value
	if op.sp != nil {
		spMeta = fl.read(op.sp.meta, sir.B32)
	}
	expand := func(v value.Value, ch, ms, r int) value.Value {
		want := make([]laneSrc, g.W)
		shifts, pos := map[int]int{}, map[int]int{}
		for L := range want {
			want[L] = laneSrc{srcAny, 0}
			if L >= g.live {
				continue
			}
			s := spec(false, ch, 0, ms, L, r)
			if !s.ok {
				want[L] = laneSrc{srcZero, 0}
				continue
			}
			c := s.k0 / 4
			want[L] = laneSrc{0, 32*s.w + 4*(s.m%8) + 2*op.sp.sel + c/4}
			shifts[L] = 16*(s.m/8) + 4*(c%4)
			pos[L] = s.k0 % 4
		}
		nib := b.and(b.lshr(fl.gatherReg([]value.Value{spMeta}, want), fl.laneFunction(shifts)), ci(types.I32, 15))
		i0, i1 := b.and(nib, ci(types.I32, 3)), b.lshr(nib, ci(types.I32, 2))
		v0, v1 := b.and(v, ci(types.I32, 0xffff)), b.lshr(v, ci(types.I32, 16))
		p0 := fl.laneFunction(pos)
		elem := func(p value.Value) value.Value {
			x := b.sel(b.cmp(enum.IPredEQ, i1, p), v1, ci(types.I32, 0))
			return b.sel(b.cmp(enum.IPredEQ, i0, p), v0, x)
		}
		return b.or(elem(p0), b.shl(elem(b.add(p0, ci(types.I32, 1))), ci(types.I32, 16)))
	}
	var operandOf func(isX bool, ch, cb, ms, part int) value.Value
	// operand builds unit operand X (isX) or Y of chunk ch, block cb,
	// m-slot ms, in part p (0 whole, 1/2 high/low nibbles of u8, 3/4 the
	// high bf16 of a tf32 and the rest).
	yMemo := map[[3]int]value.Value{} // Y does not depend on the block
	operand := func(isX bool, ch, cb, ms, part int) value.Value {
		if !isX {
			key := [3]int{ch, ms, part}
			if v, ok := yMemo[key]; ok {
				return v
			}
			v := operandOf(false, ch, 0, ms, part)
			yMemo[key] = v
			return v
		}
		return operandOf(true, ch, cb, ms, part)
	}
	operandOf = func(isX bool, ch, cb, ms, part int) value.Value {
		regs := make([]value.Value, u.regs)
		for r := range regs {
			var v value.Value
			if isX || !op.aRegs {
				v = loadReg(isX, ch, cb, ms, r)
			} else {
				v = gatherA(ch, ms, r)
			}
			if !isX && op.sp != nil {
				v = expand(v, ch, ms, r)
			}
			if u.per == 1 && !u.isInt {
				v = b.and(v, ci(types.I32, ^0x1fff)) // tf32: the 13 low bits are ignored
			}
			regs[r] = unitPart(b, v, part)
		}
		if u.tf32Split {
			packed := make([]value.Value, len(regs)/2)
			for j := range packed {
				packed[j] = b.or(b.lshr(regs[2*j], ci(types.I32, 16)), b.and(regs[2*j+1], ci(types.I32, -0x10000)))
			}
			regs = packed
		}
		if wwm {
			if len(regs) == 2 {
				v := b.call("llvm.amdgcn.set.inactive.i64", types.I64, fl.join64(regs[0], regs[1]), ci(types.I64, 0))
				return fl.emit(ir.NewBitCast(v, u.opType))
			}
			for r, v := range regs {
				regs[r] = b.call("llvm.amdgcn.set.inactive.i32", types.I32, v, ci(types.I32, 0))
			}
		}
		if len(regs) == 1 {
			if u.opType == types.I32 {
				return regs[0]
			}
			return fl.emit(ir.NewBitCast(regs[0], u.opType))
		}
		var vv value.Value = constant.NewUndef(vec(len(regs), types.I32))
		for r, v := range regs {
			vv = fl.emit(ir.NewInsertElement(vv, v, ci(types.I32, int64(r))))
		}
		return fl.emit(ir.NewBitCast(vv, u.opType))
	}
	type part struct{ p, shift int }
	parts := func(t wgType) []part {
		switch {
		case u.kind == unitMFMA && u.isInt && t.t.Kind == sir.KindUnsigned:
			return []part{{1, 4}, {2, 0}}
		case u.tf32Split:
			return []part{{3, 0}, {4, 0}}
		}
		return []part{{0, 0}}
	}
	chunks := (op.k + g.kInst - 1) / g.kInst
	blocks := (op.n + g.rows - 1) / g.rows
	scaleD := fl.read(op.scaleD, sir.Pred)
	cRegs := make([]value.Value, len(op.dOps))
	for i, o := range op.dOps {
		cRegs[i] = fl.read(o, sir.B32)
	}
	// flat holds the unit's result elements (i32 bits), instruction
	// (cb, ms) at (cb*mSlots + ms)*outs. Each block's D elements are moved
	// back as soon as its instructions are done, so that few results are
	// live at a time.
	flat := make([]value.Value, blocks*g.mSlots*u.outs)
	d := make([]value.Value, op.n/2)
	for cb := 0; cb < blocks; cb++ {
		for ms := 0; ms < g.mSlots; ms++ {
			var total value.Value
			var acc value.Value = constant.NewZeroInitializer(accT)
			for _, xp := range parts(op.bt) {
				for _, yp := range parts(op.at) {
					if u.isInt {
						acc = constant.NewZeroInitializer(accT)
					}
					for ch := 0; ch < chunks; ch++ {
						x := operand(true, ch, cb, ms, xp.p)
						y := operand(false, ch, cb, ms, yp.p)
						acc = fl.unitCall(u, accT, x, y, acc, op.bt.t.Kind == sir.KindSigned, op.at.t.Kind == sir.KindSigned)
					}
					if s := xp.shift + yp.shift; s > 0 {
						sv := constant.NewVector(vec(u.outs, types.I32))
						for i := 0; i < u.outs; i++ {
							sv.Elems = append(sv.Elems, constant.NewInt(types.I32, int64(s)))
						}
						acc = fl.emit(ir.NewShl(acc, sv))
					}
					switch {
					case !u.isInt, total == nil:
						total = acc
					default:
						total = fl.emit(ir.NewAdd(total, acc))
					}
				}
			}
			if wwm {
				total = b.call(fmt.Sprintf("llvm.amdgcn.strict.wwm.v%d%s", u.outs, map[bool]string{true: "i32", false: "f32"}[u.isInt]), accT, total)
			}
			for e := 0; e < u.outs; e++ {
				x := fl.emit(ir.NewExtractElement(total, ci(types.I32, int64(e))))
				if !u.isInt {
					x = b.bits(x)
				}
				flat[(cb*g.mSlots+ms)*u.outs+e] = x
			}
		}
		// D element i is column n = 8(i>>2) + 2t + (i&1): block 8(i>>2)/rows.
		for i := range d {
			if 8*(i>>2)/g.rows != cb {
				continue
			}
			v := fl.gatherReg(flat, g.resultPlan(i))
			switch {
			case u.isInt:
				c := b.sel(scaleD, cRegs[i], ci(types.I32, 0))
				if op.sat {
					d[i] = b.call("llvm.sadd.sat.i32", types.I32, v, c)
				} else {
					d[i] = b.add(v, c)
				}
			case op.dt == sir.F16:
				c := b.fpext(b.fromBits(b.ext(b.lshr(cRegs[i>>1], ci(types.I32, int64(16*(i&1)))), types.I16, false), types.Half), types.Float)
				s := b.sel(scaleD, b.fadd(b.fromBits(v, types.Float), c), b.fromBits(v, types.Float))
				d[i] = b.bits(b.fptrunc(s, types.Half))
			default:
				s := b.fadd(b.fromBits(v, types.Float), b.fromBits(cRegs[i], types.Float))
				d[i] = b.sel(scaleD, b.bits(s), v)
			}
		}
	}
	if op.dt == sir.F16 {
		for j := range op.dOps {
			fl.writeOp(op.dOps[j], b.pack16(d[2*j+1], d[2*j]), sir.B32)
		}
		return
	}
	for i, o := range op.dOps {
		fl.writeOp(o, d[i], sir.B32)
	}
}

// wgASource finds A element (m, k) of warp w (in the wave) in the
// m16n8kK A fragment of form: the hardware lane, register and place (per
// elements to a register).
func wgASource(form mmaForm, per, w, m, k int) (lane, reg, pos int) {
	for t := 0; t < 4; t++ {
		for i := 0; i < form.aRegs*32/perBits(form); i++ {
			if form.aHi(i) == m/8 && form.aCol(t, i) == k {
				return 32*w + 4*(m%8) + t, i / per, i % per
			}
		}
	}
	panic(fmt.Sprintf("BUG: lower wgmma hw: no A element (%d,%d)", m, k))
}

// perBits is the element width of form's A fragment.
func perBits(form mmaForm) int {
	switch form.k {
	case 8:
		return 32 // m16n8k8 tf32
	case 16:
		return 16
	}
	return 8
}

// wgSignBits is the mask of the sign bits of a unit register's elements.
func wgSignBits(u *mmaUnit, widen bool) int64 {
	switch {
	case widen || u.per == 2:
		return -0x7fff8000 // 0x80008000
	case u.per == 1:
		return -0x80000000
	}
	return -0x7f7f7f80 // 0x80808080 (fp8 bytes)
}

// wgUnitBits turns the loaded bits of per elements of type t (in the low
// bits of v) into a unit register: fp8 widened to f16 pairs where the
// unit is f16.
func (fl *fnLowerer) wgUnitBits(v value.Value, t wgType, widen bool, per int) value.Value {
	if !widen {
		return v
	}
	b := fpBuilder(fl)
	var h [2]value.Value
	for e := 0; e < per; e++ {
		x := b.ext(b.lshr(v, ci(types.I32, int64(8*e))), types.I16, false)
		h[e] = fl.widenF8Unit(x, t.fp8 == "e4m3")
	}
	return b.pack16(h[1], h[0])
}

// widenF8 widens a register of four fp8 to two registers of two f16 each,
// in the same element order.
func (fl *fnLowerer) widenF8(r value.Value, e4m3 bool) (lo, hi value.Value) {
	b := fpBuilder(fl)
	var h [4]value.Value
	for e := range h {
		x := b.ext(b.lshr(r, ci(types.I32, int64(8*e))), types.I16, false)
		h[e] = fl.widenF8Unit(x, e4m3)
	}
	return b.pack16(h[1], h[0]), b.pack16(h[3], h[2])
}

// wgSmemAddr is the shared address of element (k, r) of a descriptor
// operand, with r and k i32 values (wgSmemElem's layouts, esz-byte
// elements).
func (fl *fnLowerer) wgSmemAddr(d wgDescriptor, mnMajor bool, r, k value.Value, esz int) value.Value {
	b := ib{fl}
	T := int64(16 / esz)
	lgT := map[int64]int64{16: 4, 8: 3, 4: 2}[T]
	c := func(v int64) value.Value { return ci(types.I32, v) }
	var off value.Value
	if !mnMajor {
		kChunk := b.sel(d.none, d.lbo, c(16))
		off = b.add(b.mul(b.and(r, c(7)), d.span), b.mul(b.lshr(r, c(3)), d.sbo))
		off = b.add(off, b.add(b.mul(b.and(k, c(T-1)), c(int64(esz))), b.mul(b.lshr(k, c(lgT)), kChunk)))
	} else {
		chunk := b.lshr(r, c(lgT))
		S1 := b.sub(b.shl(c(1), d.log2S), c(1))
		mnBlock := b.sel(d.none, d.sbo, d.lbo)
		kGroup := b.sel(d.none, d.lbo, d.sbo)
		off = b.add(b.mul(b.and(r, c(T-1)), c(int64(esz))), b.shl(b.and(chunk, S1), c(4)))
		off = b.add(off, b.mul(b.lshr(chunk, d.log2S), mnBlock))
		off = b.add(off, b.add(b.mul(b.and(k, c(7)), d.span), b.mul(b.lshr(k, c(3)), kGroup)))
	}
	return fl.swizzle(b.add(d.start, off), d.log2S)
}

// wgLoad loads size bytes (1, 2 or 4) from shared address addr, zero-
// extended to i32.
func (fl *fnLowerer) wgLoad(addr value.Value, size int) value.Value {
	p := fl.emit(ir.NewIntToPtr(addr, llvmx.Ptr(llvmx.Local)))
	it := types.NewInt(uint64(8 * size))
	l := llvmx.NewLoad(it, p)
	l.Align = ir.Align(size)
	fl.add(l)
	if size == 4 {
		return l
	}
	return ib{fl}.ext(l, types.I32, false)
}

// widenF8Unit widens the fp8 byte in the low bits of x (i16) to the bits
// of an f16 with the same value, for the units: decodeF8's values in
// fewer instructions, NaN any NaN. e5m2 is f16's top byte. An e4m3
// magnitude shifted into f16's exponent and significand fields is the
// value times 2^-8 (the biases differ by 8), subnormals included (they
// land on f16 subnormals), so one exact multiply by 256 finishes it; the
// NaN code 0x7f would become a finite 480 and is selected apart.
func (fl *fnLowerer) widenF8Unit(x value.Value, e4m3 bool) value.Value {
	b := fpBuilder(fl)
	c := func(v int64) value.Value { return ci(types.I16, v) }
	if !e4m3 {
		return b.shl(x, c(8))
	}
	mag := b.and(x, c(0x7f))
	f := b.fmul(b.fromBits(b.shl(mag, c(7)), types.Half), b.k(types.Half, 256))
	r := b.or(b.bits(f), b.shl(b.and(x, c(0x80)), c(8)))
	return b.sel(b.cmp(enum.IPredEQ, mag, c(0x7f)), c(0x7e00), r)
}
