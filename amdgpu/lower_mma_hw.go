package amdgpu

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// mma.sync on AMD's matrix units: MFMA (gfx908, gfx90a, gfx94x, wave64)
// and WMMA (gfx11 and gfx12, wave32).
//
// Each PTX warp computes D (16x8) = A (16xK) B (Kx8) + C. The unit
// computes E (16x16) = X (16xKu) Y (Kux16) with its own lane layouts
// (AMD's matrix instruction calculator; the CDNA3 ISA guide, section 7
// "Matrix Arithmetic Instructions"; the RDNA3 and RDNA4 ISA guides,
// "Wave Matrix Multiply Accumulate"):
//
//	MFMA 16x16xKu, lane L (0-63): X[L%16][kl*(L/16)+j], Y[kl*(L/16)+j][L%16]
//	     (kl = Ku/4 consecutive k per lane); E[4*(L/16)+i][L%16], i = 0..3
//	WMMA gfx11, lane L (0-31): X[L%16][0..15], Y[0..15][L%16] (lanes 16-31
//	     repeat lanes 0-15); E[2i+L/16][L%16], i = 0..7
//	WMMA gfx12, lane L (0-31): X[L%16][8*(L/16)+j], Y[8*(L/16)+j][L%16];
//	     E[i+8*(L/16)][L%16], i = 0..7
//
// We give the unit the transposed problem, E = D^T: X = B^T (rows n),
// Y = A^T (columns m). In a wave64 (paired mode) the two PTX warps are two
// independent problems; their k ranges are stacked: warp h puts its rows
// n at X rows 8h..8h+7 and its k at unit k Ku/2*h..Ku/2*h+Ku/2-1, and
// zeros elsewhere in its rows, so X is block diagonal and E's rows 8h..8h+7
// are warp h's D^T. With MFMA's layouts that keeps every operand and every
// result of warp h in lanes 32h..32h+31: no data crosses between the warps.
// One integer instruction serves both; a float one does not, since warp h's
// zero rows of X meet the other warp's half of Y (0 * Inf is NaN): in
// paired mode each warp runs its own chain with the other half of Y zeroed
// (lowerMmaHW, "split"). The unit's k per warp (Ku/2) is half
// what it could be, which costs instructions only for K > Ku/2. A wave64
// that holds one warp (single mode, or a block of at most 32 threads:
// oneWarpPerWave) gives it all of Ku: its idle upper lanes take the upper
// half of k, moved there in whole-wave mode (wwmSource, wwmLane), and
// one chain serves. On WMMA (wave32) the warp has the unit alone and uses
// all of Ku, and half of the unit's 16 rows of E: a second mma with the
// same A whose accumulator also stays in the unit's layout takes the
// other half in the same instruction (lower_mma_acc.go, pairAccMmas).
//
// A matrix instruction reads every lane of the wave, whatever EXEC says,
// and a lane that is not running (the other warp of a paired wave outside
// the mma, the idle half in single mode) holds garbage that would reach the
// other warp's results through the k sum (0 * NaN). In the wave64 modes the
// operands therefore go through llvm.amdgcn.set.inactive (0 in inactive
// lanes) and the result through llvm.amdgcn.strict.wwm, which runs the
// instruction in whole-wave mode (AMDGPUUsage, "Memory Model"/WWM; the
// atomic optimizer uses the same pair).
//
// The fragments move between PTX's layout and the unit's with
// ds_bpermute: each unit register takes whole 32-bit PTX registers (the
// tables keep k pairs and quads together), one bpermute per distinct
// source register with a lane address that is a linear function of the
// lane's bits, and selects where lanes take different registers or zero.
// The unit adds C = 0; the PTX C is added after the result is moved back
// (one more f32 rounding, inside the bound the conformance suite states).
// Integer results are exact: s8 x s8 MFMAs; u8 operands are split into
// nibbles (x = 16*hi + lo) on MFMA, whose i8 form is signed only; WMMA's
// iu8 form takes the signedness; .satfinite adds C with saturation.

// The values of Options.Mma.
const (
	MmaAuto  = "auto"
	MmaHW    = "hw"
	MmaExact = "exact"
)

// MmaModes lists the values of --mma.
var MmaModes = []string{MmaAuto, MmaHW, MmaExact}

// CheckMma reports whether mode is a valid --mma value for arch: hw needs
// a target with matrix units.
func CheckMma(arch, mode string) error {
	switch mode {
	case "", MmaAuto, MmaExact:
		return nil
	case MmaHW:
		t, err := target.Lookup(arch)
		if err != nil {
			return nil // the target's own error is reported elsewhere
		}
		if !t.MFMA && !t.WMMA && !hasFDot2(t) {
			return fmt.Errorf("mma mode hw: %s has neither matrix units (MFMA: gfx908, gfx90a, gfx94x; WMMA: gfx11, gfx12) nor v_dot2_f32_f16 (gfx906, gfx1011, gfx1012, gfx103x); use exact or auto", t.Name)
		}
		return nil
	}
	return fmt.Errorf("unknown mma mode %q (want auto, hw or exact)", mode)
}

// ResolveMma is the mode a build uses: auto becomes hw on a target with
// matrix units or with v_dot2_f32_f16 (lower_mma_dot.go) and exact
// elsewhere.
func ResolveMma(arch, mode string) string {
	if mode == MmaExact {
		return MmaExact
	}
	t, err := target.Lookup(arch)
	if err != nil || (!t.MFMA && !t.WMMA && !hasFDot2(t)) {
		return MmaExact
	}
	return MmaHW
}

// unitKind is the family of a matrix instruction, which fixes its lane
// layout.
type unitKind int

const (
	unitMFMA   unitKind = iota // 16x16xKu, wave64
	unitWMMA11                 // gfx11 16x16x16, wave32
	unitWMMA12                 // gfx12 16x16x16, wave32
)

// mmaUnit is one matrix instruction.
type mmaUnit struct {
	kind   unitKind
	name   string     // the intrinsic
	opType types.Type // type of the X and Y operands
	regs   int        // 32-bit registers per lane per operand
	per    int        // elements per 32-bit register
	ku     int        // the unit's k
	isInt  bool
	outs   int // result elements per lane
	// tf32Split marks tf32 on WMMA's bf16 form: the regs gathered hold one
	// tf32 each and become regs/2 bf16x2 registers, once from each
	// element's high bf16 and once from the rest (x = hi + lo exactly: a
	// tf32 significand has 11 bits), and the four products are chained.
	tf32Split bool
}

// kPerLane is how many consecutive k one lane holds of each operand.
func (u *mmaUnit) kPerLane() int { return u.regs * u.per }

// operand gives the row (n of X, m of Y) and the first k of register r of
// lane L.
func (u *mmaUnit) operand(L, r int) (row, k int) {
	switch u.kind {
	case unitMFMA:
		return L % 16, u.kPerLane()*(L/16) + r*u.per
	case unitWMMA11:
		return L % 16, r * u.per
	}
	return L % 16, 8*(L/16) + r*u.per
}

// result gives the (row n, column m) of E that result element i of lane
// L holds.
func (u *mmaUnit) result(L, i int) (n, m int) {
	switch u.kind {
	case unitMFMA:
		return 4*(L/16) + i, L % 16
	case unitWMMA11:
		return 2*i + L/16, L % 16
	}
	return i + 8*(L/16), L % 16
}

func vec(n int, t types.Type) *types.VectorType { return types.NewVector(uint64(n), t) }

// mmaUnitFor returns the unit that computes an mma with inputs of types
// at and bt on this module's target and wave size, or nil (the software
// path). u8 x u8 keeps the software path in every mode: its sums are exact
// either way, and LLVM turns the software path into v_dot4_u32_u8, which
// is faster than the units here (bench/results/mma.md: m16n8k16 u8 is 50
// instructions in software against 164 with the nibble-split MFMAs on
// gfx90a, 46 against 91 with WMMA on gfx1100).
func (lw *lowerer) mmaUnitFor(at, bt sir.Type) *mmaUnit {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW || lw.sm.WarpSize != 32 {
		return nil
	}
	if at.Kind == sir.KindUnsigned && bt.Kind == sir.KindUnsigned {
		return nil
	}
	if at.Bits < 8 || bt.Bits < 8 {
		// .s4/.u4 and .b1: no unit takes them (software in every mode).
		// Callers that plan around the unit (mmaAccCandidate) rely on
		// this: an s4 mma in a K loop once kept its accumulator in a
		// unit layout that the software path never updated.
		return nil
	}
	t, err := target.Lookup(lw.opts.Arch)
	if err != nil {
		return nil
	}
	isInt := at.Kind == sir.KindSigned || at.Kind == sir.KindUnsigned
	switch {
	case t.MFMA && lw.opts.WaveSize == 64:
		switch {
		case at == sir.F16:
			return &mmaUnit{unitMFMA, "llvm.amdgcn.mfma.f32.16x16x16f16", vec(4, types.Half), 2, 2, 16, false, 4, false}
		case at == sir.BF16 && (t.Family == target.CDNA2 || t.Family == target.CDNA3):
			return &mmaUnit{unitMFMA, "llvm.amdgcn.mfma.f32.16x16x16bf16.1k", vec(4, types.I16), 2, 2, 16, false, 4, false}
		case at == sir.TF32:
			return &mmaUnit{unitMFMA, "llvm.amdgcn.mfma.f32.16x16x4f32", types.Float, 1, 1, 4, false, 4, false}
		case isInt && t.Family == target.CDNA3:
			return &mmaUnit{unitMFMA, "llvm.amdgcn.mfma.i32.16x16x32.i8", types.I64, 2, 4, 32, true, 4, false}
		case isInt:
			return &mmaUnit{unitMFMA, "llvm.amdgcn.mfma.i32.16x16x16i8", types.I32, 1, 4, 16, true, 4, false}
		}
	case t.WMMA && lw.opts.WaveSize == 32:
		gfx12 := t.Family == target.RDNA4
		regs, kind, sfx := 8, unitWMMA11, "16"
		if gfx12 {
			regs, kind, sfx = 4, unitWMMA12, "8"
		}
		switch {
		case at == sir.F16:
			return &mmaUnit{kind, "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v" + sfx + "f16", vec(2*regs, types.Half), regs, 2, 16, false, 8, false}
		case at == sir.BF16:
			return &mmaUnit{kind, "llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v" + sfx + "i16", vec(2*regs, types.I16), regs, 2, 16, false, 8, false}
		case isInt:
			return &mmaUnit{kind, fmt.Sprintf("llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32.v%di32", regs/2), vec(regs/2, types.I32), regs / 2, 4, 16, true, 8, false}
		case at == sir.TF32:
			return &mmaUnit{kind, "llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v" + sfx + "i16", vec(2*regs, types.I16), 2 * regs, 1, 16, false, 8, true}
		}
	}
	return nil
}

// laneSrc says where a destination lane's register comes from: register
// reg of hardware lane lane, zero (reg = srcZero) or anything (srcAny).
type laneSrc struct{ reg, lane int }

const (
	srcZero = -1
	srcAny  = -2
)

// mmaHW is one mma.sync lowered onto a unit.
type mmaHW struct {
	u          *mmaUnit
	form       mmaForm
	at, bt, dt sir.Type
	sat        bool
	W          int // wave size
	warps      int // PTX warps per wave sharing the instruction (2 on wave64)
	kw         int // k per warp per instruction
	a, b, c    []value.Value
	// WMMA: the half of E's rows this mma's D^T takes (ptxColumn), so
	// that an accumulator group can sit in either (accGroup.half); pair
	// marks one instruction for two mma's with the same A, the other's D^T
	// in the other half from b's second half (lower_mma_acc.go, pairs).
	half int
	pair bool
}

// warpOf is the PTX warp of hardware lane L and the first unit k it owns.
func (h *mmaHW) warpOf(L int) (w, k0 int) {
	if h.warps == 1 {
		return 0, 0
	}
	w = L / 32
	return w, w * h.kw
}

// ptxColumn is the column n of warp w's D that row rho of the unit's E
// (and of X = B^T) holds, or -1 for a row of zeros, and which problem of
// the instruction it belongs to (0: the mma's own; 1: its twin's in a
// paired WMMA, h.pair). The rows are placed so that moving D back needs
// the fewest reads: PTX lane (g, t) holds D columns 2t and 2t+1, and a D
// register must come from as few result elements as possible. MFMA
// (E[4*(L/16)+i]): rows 8w..8w+7 in order; the element 2(t%2)+s then
// varies with t%2 only (two reads). WMMA has 16 rows for 8 columns and
// puts them where the element varies with t/2 only (two reads instead of
// four): gfx11 (E[2i+L/16]) row 4s+t, gfx12 (E[i+8*(L/16)]) row
// 8(t%2)+2(t/2)+s, for column n = 2t+s, in the half h.half of the rows
// (gfx11: rows 0-7 or 8-15, elements 0-3 or 4-7; gfx12: rows with rho%8
// below 4 or not, elements 0-3 or 4-7 too); the other half is zero or,
// paired, the twin's.
func (h *mmaHW) ptxColumn(w, rho int) (n, which int) {
	switch h.u.kind {
	case unitMFMA:
		if rho < 8*w || rho >= 8*w+8 {
			return -1, 0
		}
		return rho - 8*w, 0
	case unitWMMA11:
		r := rho % 8
		return h.inHalf(rho/8, 2*(r%4)+r/4)
	}
	hr := (rho % 8) / 4
	r := rho - 4*hr
	return h.inHalf(hr, 2*(2*((r%8)/2)+r/8)+r%2)
}

// inHalf places column n of a WMMA row in half hr of E (ptxColumn).
func (h *mmaHW) inHalf(hr, n int) (int, int) {
	switch {
	case hr == h.half:
		return n, 0
	case h.pair:
		return n, 1
	}
	return -1, 0
}

// elemHalf is the half of E's rows that WMMA result element e holds in
// every lane (ptxColumn): 0 for elements 0-3, 1 for 4-7.
func (u *mmaUnit) elemHalf(e int) int { return e / 4 }

// perReg is how many elements of type t one fragment register holds.
func perReg(t sir.Type) int { return max(1, 32/t.Bits) }

// aSource finds A element (m, k) of warp w: the PTX lane (in the wave)
// and register, and the element's place in it.
func (h *mmaHW) aSource(w, m, k int) (lane, reg, pos int) {
	per := perReg(h.at)
	for t := 0; t < 4; t++ {
		for i := 0; i < h.form.aRegs*per; i++ {
			if h.form.aHi(i) == m/8 && h.form.aCol(t, i) == k {
				return 32*w + 4*(m%8) + t, i / per, i % per
			}
		}
	}
	panic(fmt.Sprintf("BUG: lower mma hw: no A element (%d,%d)", m, k))
}

// bSource finds B element (k, n) of warp w.
func (h *mmaHW) bSource(w, k, n int) (lane, reg, pos int) {
	per := perReg(h.bt)
	for t := 0; t < 4; t++ {
		for i := 0; i < h.form.bRegs*per; i++ {
			if h.form.bK(t, i) == k {
				return 32*w + 4*n + t, i / per, i % per
			}
		}
	}
	panic(fmt.Sprintf("BUG: lower mma hw: no B element (%d,%d)", k, n))
}

// operandPlan gives, for unit register r of chunk ch of X (isX) or Y,
// the source of every hardware lane.
func (h *mmaHW) operandPlan(isX bool, ch, r int) []laneSrc {
	want := make([]laneSrc, h.W)
	for L := 0; L < h.W; L++ {
		row, ku := h.u.operand(L, r)
		w, k0 := h.warpOf(L)
		if ku < k0 || ku >= k0+h.kw {
			want[L] = laneSrc{srcZero, 0}
			continue
		}
		k := ch*h.kw + ku - k0
		if k >= h.form.k {
			want[L] = laneSrc{srcZero, 0}
			continue
		}
		var lane, reg, pos int
		n, which := -1, 0
		if isX {
			if n, which = h.ptxColumn(w, row); n < 0 {
				want[L] = laneSrc{srcZero, 0}
				continue
			}
			lane, reg, pos = h.bSource(w, k, n)
			reg += which * h.form.bRegs // a paired WMMA's twin: b's second half
		} else {
			lane, reg, pos = h.aSource(w, row, k)
		}
		if pos != 0 {
			panic(fmt.Sprintf("BUG: lower mma hw: unit register %d starts at element %d of a PTX register", r, pos))
		}
		// The register's other elements must follow in the same order.
		for e := 1; e < h.u.per; e++ {
			var l2, r2, p2 int
			if isX {
				l2, r2, p2 = h.bSource(w, k+e, n)
				r2 += which * h.form.bRegs
			} else {
				l2, r2, p2 = h.aSource(w, row, k+e)
			}
			if l2 != lane || r2 != reg || p2 != e {
				panic(fmt.Sprintf("BUG: lower mma hw: unit register %d does not take whole PTX registers", r))
			}
		}
		want[L] = laneSrc{reg, lane}
	}
	return want
}

// resultPlan gives, for PTX accumulator element i (0..3), which unit
// result element and lane every hardware lane reads.
func (h *mmaHW) resultPlan(i int) []laneSrc {
	where := map[[3]int]laneSrc{} // (warp, n, m) → element, lane
	for L := 0; L < h.W; L++ {
		w, _ := h.warpOf(L)
		for e := 0; e < h.u.outs; e++ {
			rho, m := h.u.result(L, e)
			if n, which := h.ptxColumn(w, rho); n >= 0 && which == 0 {
				where[[3]int{w, n, m}] = laneSrc{e, L}
			}
		}
	}
	want := make([]laneSrc, h.W)
	for L := 0; L < h.W; L++ {
		w, _ := h.warpOf(L)
		l := L % 32
		g, t := l/4, l%4
		src, ok := where[[3]int{w, 2*t + i&1, g + 8*(i>>1)}]
		if !ok {
			panic(fmt.Sprintf("BUG: lower mma hw: D element %d of lane %d is not in the unit's result", i, L))
		}
		want[L] = src
	}
	return want
}

// setup fixes the wave's shape: its size, the PTX warps that share it
// and each warp's k per instruction. A wave64 that never holds more than
// one PTX warp (oneWarpPerWave) gives that warp the unit's whole depth:
// its upper 32 lanes, which hold no warp, carry k Ku/2..Ku-1 of the
// warp's fragments (moved there in whole-wave mode, wwmSource).
func (h *mmaHW) setup(fl *fnLowerer) {
	h.W = fl.waveSize()
	h.warps = h.W / 32
	if h.W == 64 && fl.oneWarpPerWave() {
		h.warps = 1
	}
	h.kw = h.u.ku / h.warps
}

// wwm reports whether the unit runs in whole-wave mode: on wave64, where
// lanes outside the mma may be inactive.
func (h *mmaHW) wwm() bool { return h.W == 64 }

// oneWarpPerWave reports whether every wave64 of the function holds at
// most one PTX warp, in its lower 32 lanes: warp mode single, or a kernel
// whose .reqntid (or .maxntid) block, times its cluster, is at most 32
// threads. The upper half of such a wave never runs.
func (fl *fnLowerer) oneWarpPerWave() bool {
	if fl.waveSize() != 64 {
		return false
	}
	if fl.lw.single() {
		return true
	}
	n := fl.blockBound()
	return n > 0 && n <= 32
}

// blockBound is the most threads a workgroup of the kernel holds: its
// .reqntid, else .maxntid, block times its cluster (a cluster is one
// workgroup); 0 when the kernel gives neither, or for a function.
func (fl *fnLowerer) blockBound() int {
	f := fl.sf
	if !f.Kernel {
		return 0
	}
	n := f.ReqNTID[0] * f.ReqNTID[1] * f.ReqNTID[2]
	if n == 0 {
		n = f.MaxNTID[0] * f.MaxNTID[1] * f.MaxNTID[2]
	}
	return n * clusterSize(f)
}

// wwmSource is v with zero in the lanes that are not running
// (llvm.amdgcn.set.inactive), for fragment moves that run in whole-wave
// mode: in a one-warp wave64 the upper lanes read the warp's registers
// through ds_bpermute (or the ldmatrix rows' addresses), which must then
// run in every lane, and LLVM runs everything a strict.wwm value depends
// on in that mode back to set.inactive. The inactive lanes' own values
// never reach a live result: every unit lane's source lane is a lane of
// the warp.
func (fl *fnLowerer) wwmSource(v value.Value) value.Value {
	key := fmt.Sprintf("setinactive %p", v)
	if c, ok := fl.cached(key); ok {
		return c
	}
	c := fpBuilder(fl).call("llvm.amdgcn.set.inactive.i32", types.I32, v, ci(types.I32, 0))
	fl.remember(key, c)
	return c
}

// moveLane is the hardware lane number for the lane arithmetic of a
// fragment move: laneInWave, or wwmLane while the moves run in
// whole-wave mode.
func (fl *fnLowerer) moveLane() value.Value {
	if fl.wideLanes {
		return fl.wwmLane()
	}
	return fl.laneInWave()
}

// wwmLane is the lane number for whole-wave lane arithmetic, computed in
// the current block from an opaque zero (set.inactive(0, 0), which LLVM
// neither folds nor hoists: it is convergent). So the mbcnt and the
// address arithmetic on it stay in the block that moves the fragments and
// run in whole-wave mode there, next to their bpermutes, as in LLVM's own
// atomic optimizer, rather than being hoisted out of a loop into a
// whole-wave computation whose inactive lanes would have to survive the
// loop's ordinary code.
func (fl *fnLowerer) wwmLane() value.Value {
	if v, ok := fl.cached("wwmlane"); ok {
		return v
	}
	b := fpBuilder(fl)
	z := b.call("llvm.amdgcn.set.inactive.i32", types.I32, ci(types.I32, 0), ci(types.I32, 0))
	lo := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.mbcnt.lo", types.I32, types.I32, types.I32), ci(types.I32, -1), z)
	fl.add(lo)
	hi := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.mbcnt.hi", types.I32, types.I32, types.I32), ci(types.I32, -1), lo)
	fl.add(hi)
	fl.remember("wwmlane", hi)
	return hi
}

// wideMoves reports whether the operand moves run in whole-wave mode
// (a one-warp wave64, setup).
func (h *mmaHW) wideMoves() bool { return h.W == 64 && h.warps == 1 }

// lowerMmaHW computes an mma.sync (checked by lowerMma) on unit u and
// writes D in PTX's layout.
func (fl *fnLowerer) lowerMmaHW(h *mmaHW, dOps []sir.Operand) {
	h.setup(fl)
	res := fl.mmaUnitRun(h, nil)
	fl.mmaBack(h, res, dOps)
}

// lowerMmaHWAcc computes an mma.sync on unit u with its accumulator in
// the unit's layout (mmaToUnit): acc holds the unit's result elements of
// C as i32 bits, and the result is D's in the same form.
func (fl *fnLowerer) lowerMmaHWAcc(h *mmaHW, acc []value.Value) []value.Value {
	h.setup(fl)
	return fl.mmaUnitRun(h, fl.accVector(h, acc))
}

// mmaUnitRun runs the unit's instructions of one mma.sync (h set up) and
// returns the unit's result elements as i32 bits. With accIn nil the unit
// starts from zero (C is added in PTX's layout by mmaBack); otherwise
// from accIn, C in the unit's layout.
func (fl *fnLowerer) mmaUnitRun(h *mmaHW, accIn value.Value) []value.Value {
	b := fpBuilder(fl)
	u := h.u
	chunks := (h.form.k + h.kw - 1) / h.kw
	wwm := h.wwm()
	var accElem types.Type = types.Float
	if u.isInt {
		accElem = types.I32
	}
	accT := vec(u.outs, accElem)

	// operandMoved builds unit operand (X or Y) of chunk ch from the PTX
	// registers, through the nibble split for unsigned 8-bit MFMA inputs
	// (part 0: whole, 1: high nibbles, 2: low nibbles).
	operandMoved := func(isX bool, ch, part int, src []value.Value) value.Value {
		regs := make([]value.Value, u.regs)
		plans := make([][]laneSrc, u.regs)
		for r := range plans {
			plans[r] = h.operandPlan(isX, ch, r)
		}
		fl.wideLanes = h.wideMoves()
		defer func() { fl.wideLanes = false }()
		direct, fromLdm := fl.gatherLdm(src, plans, h.wideMoves()) // ldmatrix results straight from shared memory
		if !fromLdm && !h.wideMoves() {
			direct, fromLdm = fl.gatherWml(src, plans) // wmma.load results straight from memory
		}
		moved := src
		if h.wideMoves() && !fromLdm {
			moved = make([]value.Value, len(src))
			for i, v := range src {
				moved[i] = fl.wwmSource(v)
			}
		}
		for r := range regs {
			var v value.Value
			if fromLdm {
				v = direct[r]
			} else {
				v = fl.gatherReg(moved, plans[r])
			}
			if u.per == 1 && !u.isInt {
				v = b.and(v, ci(types.I32, ^0x1fff)) // tf32: the 13 low bits are ignored
			}
			regs[r] = unitPart(b, v, part) // nibbles of u8, tf32's bf16 parts
		}
		if u.tf32Split {
			// bf16 pairs: k = 2j in the low half of register j.
			packed := make([]value.Value, len(regs)/2)
			for j := range packed {
				packed[j] = b.or(b.lshr(regs[2*j], ci(types.I32, 16)), b.and(regs[2*j+1], ci(types.I32, -0x10000)))
			}
			regs = packed
		}
		if wwm && !h.wideMoves() {
			// Zero in the inactive lanes, 64 bits at a time where the
			// operand has two registers (V_SET_INACTIVE_B64: one exec
			// toggle for both).
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
	// operand builds unit operand (X or Y) of chunk ch from the PTX
	// registers, through the nibble split for unsigned 8-bit MFMA inputs
	// (part 0: whole, 1: high nibbles, 2: low nibbles).
	operand := func(isX bool, ch, part int) value.Value {
		src := h.a
		if isX {
			src = h.b
		}
		// A moved operand is reused by the next mma of the block that
		// takes the same registers (a GEMM's A across its n-tiles, B
		// across its m-tiles): the key names the values, the unit, the
		// form and the part.
		key := h.operandKey(isX, ch, part, src)
		if v, ok := fl.cached(key); ok {
			return v
		}
		v := operandMoved(isX, ch, part, src)
		fl.remember(key, v)
		return v
	}
	call := func(x, y, acc value.Value, xSigned, ySigned bool) value.Value {
		return fl.unitCall(u, accT, x, y, acc, xSigned, ySigned)
	}
	// The parts of each operand: MFMA's i8 form is signed, so an unsigned
	// operand is split into nibbles; scale says where each product goes.
	type part struct{ p, shift int }
	parts := func(t sir.Type) []part {
		switch {
		case u.kind == unitMFMA && t.Kind == sir.KindUnsigned:
			return []part{{1, 4}, {2, 0}}
		case u.tf32Split:
			return []part{{3, 0}, {4, 0}}
		}
		return []part{{0, 0}}
	}
	// In paired mode both halves of the wave run, and a float product
	// 0 * Inf or 0 * NaN between one warp's zero rows of X and the other
	// warp's half of Y would make NaN in the first warp's results. So each
	// warp gets its own chain, with the other warp's half of Y zeroed, and
	// keeps its half of that chain's result: one more matrix instruction
	// per chunk, and no value of one warp reaches the other's results.
	// (Integer products of 0 are 0; single mode's idle half is zeroed by
	// set.inactive.)
	split := wwm && !u.isInt && h.warps > 1
	var lowHalf value.Value
	if split {
		// The lane number is computed here, not taken from the cache, so
		// that it belongs to the whole-wave computation (the emulator
		// checks that the unit reads no lane's undefined value). Were it
		// computed outside, the inactive warp's lanes would select
		// between its set.inactive zeros either way.
		lo := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.mbcnt.lo", types.I32, types.I32, types.I32), ci(types.I32, -1), ci(types.I32, 0))
		fl.add(lo)
		hi := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.mbcnt.hi", types.I32, types.I32, types.I32), ci(types.I32, -1), lo)
		fl.add(hi)
		lowHalf = b.cmp(enum.IPredULT, hi, ci(types.I32, 32))
	}
	var total value.Value
	var acc value.Value = constant.NewZeroInitializer(accT)
	var accHi value.Value = constant.NewZeroInitializer(accT)
	// Integer parts are scaled apart, so a C in the unit's layout is added
	// to their sum; a single part or a float chain starts from it.
	intParts := u.isInt && len(parts(h.bt))*len(parts(h.at)) > 1
	if accIn != nil && !intParts {
		acc, accHi = accIn, accIn
	}
	for _, xp := range parts(h.bt) {
		for _, yp := range parts(h.at) {
			if intParts {
				acc = constant.NewZeroInitializer(accT)
			}
			for ch := 0; ch < chunks; ch++ {
				x, y := operand(true, ch, xp.p), operand(false, ch, yp.p)
				if split {
					zero := constant.NewZeroInitializer(u.opType)
					acc = call(x, b.sel(lowHalf, y, zero), acc, false, false)
					accHi = call(x, b.sel(lowHalf, zero, y), accHi, false, false)
					continue
				}
				acc = call(x, y, acc, h.bt.Kind == sir.KindSigned, h.at.Kind == sir.KindSigned)
			}
			if s := xp.shift + yp.shift; s > 0 {
				sv := constant.NewVector(vec(u.outs, types.I32))
				for i := 0; i < u.outs; i++ {
					sv.Elems = append(sv.Elems, constant.NewInt(types.I32, int64(s)))
				}
				acc = fl.emit(ir.NewShl(acc, sv))
			}
			switch {
			case !u.isInt: // float parts chain through the accumulator
				total = acc
			case total == nil:
				total = acc
			default:
				total = fl.emit(ir.NewAdd(total, acc))
			}
		}
	}
	if split {
		total = b.sel(lowHalf, total, accHi)
	}
	if accIn != nil && intParts {
		total = fl.emit(ir.NewAdd(total, accIn))
	}
	if wwm {
		total = b.call(fmt.Sprintf("llvm.amdgcn.strict.wwm.v%d%s", u.outs, map[bool]string{true: "i32", false: "f32"}[u.isInt]), accT, total)
	}
	res := make([]value.Value, u.outs)
	for i := range res {
		e := fl.emit(ir.NewExtractElement(total, ci(types.I32, int64(i))))
		if !u.isInt {
			e = b.bits(e)
		}
		res[i] = e
	}
	return res
}

// mmaBack moves the unit's result elements (C not included) to PTX's
// layout, adds C and writes D.
func (fl *fnLowerer) mmaBack(h *mmaHW, res []value.Value, dOps []sir.Operand) {
	b := fpBuilder(fl)
	u := h.u
	var d [4]value.Value
	for i := 0; i < 4; i++ {
		v := fl.gatherReg(res, h.resultPlan(i))
		switch {
		case u.isInt && h.sat:
			d[i] = b.call("llvm.sadd.sat.i32", types.I32, v, h.c[i])
		case u.isInt:
			d[i] = b.add(v, h.c[i])
		case h.dt == sir.F16:
			c := b.fpext(b.fromBits(b.ext(b.lshr(h.c[i>>1], ci(types.I32, int64(16*(i&1)))), types.I16, false), types.Half), types.Float)
			s := b.fadd(b.fromBits(v, types.Float), c)
			d[i] = b.bits(b.fptrunc(s, types.Half))
		default:
			d[i] = b.bits(b.fadd(b.fromBits(v, types.Float), b.fromBits(h.c[i], types.Float)))
		}
	}
	if h.dt == sir.F16 {
		for j := 0; j < 2; j++ {
			fl.writeOp(dOps[j], b.pack16(d[2*j+1], d[2*j]), sir.B32)
		}
		return
	}
	for i := 0; i < 4; i++ {
		fl.writeOp(dOps[i], d[i], sir.B32)
	}
}

// gatherReg builds one register whose value in hardware lane L is what
// want[L] names: srcs[reg] of another lane (ds_bpermute, one per distinct
// source register, skipped where every lane reads its own), or zero.
func (fl *fnLowerer) gatherReg(srcs []value.Value, want []laneSrc) value.Value {
	b := fpBuilder(fl)
	type group struct {
		mask  uint64
		lanes map[int]int // destination lane → source lane
	}
	groups := map[int]*group{}
	var order []int
	var zero uint64
	for L, s := range want {
		switch s.reg {
		case srcAny:
			continue
		case srcZero:
			zero |= 1 << uint(L)
			continue
		}
		g := groups[s.reg]
		if g == nil {
			g = &group{lanes: map[int]int{}}
			groups[s.reg] = g
			order = append(order, s.reg)
		}
		g.mask |= 1 << uint(L)
		g.lanes[L] = s.lane
	}
	// The largest group is the base; the others are selected over it.
	for i := 1; i < len(order); i++ {
		if bits.OnesCount64(groups[order[i]].mask) > bits.OnesCount64(groups[order[0]].mask) {
			order[0], order[i] = order[i], order[0]
		}
	}
	var res value.Value
	for _, r := range order {
		g := groups[r]
		v := srcs[r]
		ident := true
		for L, s := range g.lanes {
			ident = ident && L == s
		}
		if _, ok := v.(constant.Constant); ok {
			ident = true // the same in every lane (a zero accumulator)
		}
		if !ident {
			v = fl.moveLanes(g.lanes, v)
		}
		if res == nil {
			res = v
		} else {
			res = b.sel(fl.laneMaskPred(g.mask), v, res)
		}
	}
	if res == nil {
		return ci(types.I32, 0)
	}
	if zero != 0 {
		res = b.sel(fl.laneMaskPred(zero), ci(types.I32, 0), res)
	}
	return res
}

// laneMaskPred is an i1 that is true in the hardware lanes of mask.
func (fl *fnLowerer) laneMaskPred(mask uint64) value.Value {
	W := fl.waveSize()
	all := ^uint64(0) >> uint(64-W)
	if mask&all == all {
		return constant.True
	}
	key := fmt.Sprintf("lanemask%x %v", mask, fl.wideLanes)
	if v, ok := fl.cached(key); ok {
		return v
	}
	b := fpBuilder(fl)
	t := types.I64
	if W == 32 {
		t = types.I32
	}
	l := b.ext(fl.moveLane(), t, false)
	bit := b.and(b.lshr(constant.NewInt(t, int64(mask)), l), constant.NewInt(t, 1))
	v := b.cmp(enum.IPredNE, bit, constant.NewInt(t, 0))
	fl.remember(key, v)
	return v
}

// laneFunction computes, in each hardware lane L named in lanes, the
// source lane lanes[L]: c0 + sum of c_b * bit b of L, fitted to the
// lanes that matter (the fragment tables are linear in the lane's bits).
func (fl *fnLowerer) laneFunction(lanes map[int]int) value.Value {
	W := fl.waveSize()
	nb := bits.TrailingZeros(uint(W))
	coef, ok := fitLinear(lanes, nb)
	if !ok {
		panic(fmt.Sprintf("BUG: lower mma hw: lane pattern %v is not linear in the lane's bits", lanes))
	}
	key := fmt.Sprintf("lanefn%v %v", coef, fl.wideLanes)
	if v, ok := fl.cached(key); ok {
		return v
	}
	b := fpBuilder(fl)
	L := fl.moveLane()
	var v value.Value = ci(types.I32, int64(coef[0]))
	for bit := 0; bit < nb; bit++ {
		c := coef[bit+1]
		if c == 0 {
			continue
		}
		x := b.and(b.lshr(L, ci(types.I32, int64(bit))), ci(types.I32, 1))
		v = b.add(v, b.mul(x, ci(types.I32, int64(c))))
	}
	fl.remember(key, v)
	return v
}

// fitLinear finds integers c with lanes[L] = c[0] + sum_b c[b+1]*bit_b(L)
// for every L in lanes, by Gaussian elimination; free unknowns are 0.
func fitLinear(lanes map[int]int, nb int) ([]int, bool) {
	n := nb + 1
	var rows [][]float64
	for L, s := range lanes {
		row := make([]float64, n+1)
		row[0] = 1
		for b := 0; b < nb; b++ {
			row[b+1] = float64(L >> uint(b) & 1)
		}
		row[n] = float64(s)
		rows = append(rows, row)
	}
	pivots := make([]int, 0, n)
	r := 0
	for col := 0; col < n && r < len(rows); col++ {
		p := -1
		for i := r; i < len(rows); i++ {
			if math.Abs(rows[i][col]) > 1e-9 {
				p = i
				break
			}
		}
		if p < 0 {
			continue
		}
		rows[r], rows[p] = rows[p], rows[r]
		for i := range rows {
			if i != r && math.Abs(rows[i][col]) > 1e-9 {
				f := rows[i][col] / rows[r][col]
				for j := col; j <= n; j++ {
					rows[i][j] -= f * rows[r][j]
				}
			}
		}
		pivots = append(pivots, col)
		r++
	}
	coef := make([]int, n)
	for i, col := range pivots {
		x := rows[i][n] / rows[i][col]
		if math.Abs(x-math.Round(x)) > 1e-6 {
			return nil, false
		}
		coef[col] = int(math.Round(x))
	}
	for L, s := range lanes {
		v := coef[0]
		for b := 0; b < nb; b++ {
			v += coef[b+1] * (L >> uint(b) & 1)
		}
		if v != s {
			return nil, false
		}
	}
	return coef, true
}

// mmaFP8Unit returns gfx12's fp8 WMMA (v_wmma_f32_16x16x16_{fp8,bf8}_
// {fp8,bf8}, OCP e4m3 = fp8 and e5m2 = bf8, as PTX's) for an fp8 mma with
// inputs at (A) and bt (B) in hw mode, or nil. Its X is B^T, so the
// intrinsic's first type is B's.
func (lw *lowerer) mmaFP8Unit(at, bt sir.Type) *mmaUnit {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW || lw.sm.WarpSize != 32 || lw.opts.WaveSize != 32 {
		return nil
	}
	t, err := target.Lookup(lw.opts.Arch)
	if err != nil || !t.WMMA || t.Family != target.RDNA4 {
		return nil
	}
	name := func(t sir.Type) string {
		if t.Kind == sir.KindE4M3 {
			return "fp8"
		}
		return "bf8"
	}
	return &mmaUnit{unitWMMA12, fmt.Sprintf("llvm.amdgcn.wmma.f32.16x16x16.%s.%s.v8f32.v2i32", name(bt), name(at)), vec(2, types.I32), 2, 4, 16, false, 8, false}
}

// lowerMmaFP8HW computes an fp8 mma.sync (m16n8k16 or m16n8k32,
// .e4m3/.e5m2 inputs, f32 or f16 accumulators; checked by lowerMma) on
// unit u, an f16 unit: every
// e4m3 and e5m2 value (NaN and e5m2's infinities too) is exact in f16,
// so each fragment register of four fp8 becomes two registers of two f16
// in the same element order, and the mma is an f16 one with the form's K
// (its element places unchanged, twice the registers). The unit's sum
// differs from the H100's fp8 arithmetic (two truncated blocks, C added
// last and rounded to nearest) only by its own rounding, inside the bound
// hw mode states. gfx940-942's own fp8 MFMAs take the FNUZ encodings (a
// different bias, no -0, 0x80 is NaN), not PTX's OCP e4m3/e5m2, so they
// are not used; gfx12 has fp8 WMMAs in PTX's formats (mmaFP8Unit).
func (fl *fnLowerer) lowerMmaFP8HW(u *mmaUnit, form mmaForm, at, bt, dt sir.Type, aOps, bOps, cOps, dOps []sir.Operand) {
	b := fpBuilder(fl)
	widen := func(ops []sir.Operand, t sir.Type) []value.Value {
		var out []value.Value
		for _, o := range ops {
			r := fl.read(o, sir.B32)
			var h [4]value.Value
			for e := range h {
				x := b.ext(b.lshr(r, ci(types.I32, int64(8*e))), types.I16, false)
				h[e] = b.decodeF8(x, t.Kind == sir.KindE4M3)
			}
			out = append(out, b.pack16(h[1], h[0]), b.pack16(h[3], h[2]))
		}
		return out
	}
	c := make([]value.Value, len(cOps))
	for i, o := range cOps {
		c[i] = fl.read(o, sir.B32)
	}
	f16 := form
	f16.aRegs, f16.bRegs = 2*form.aRegs, 2*form.bRegs
	h := &mmaHW{u: u, form: f16, at: sir.F16, bt: sir.F16, dt: dt, a: widen(aOps, at), b: widen(bOps, bt), c: c}
	fl.lowerMmaHW(h, dOps)
}

// operandKey names a moved unit operand for the block's cache: the unit,
// the wave's shape, the form and types that fix the movement, the chunk
// and part, and the PTX registers' values.
func (h *mmaHW) operandKey(isX bool, ch, part int, src []value.Value) string {
	var b strings.Builder
	fmt.Fprintf(&b, "mmaop %s w%d/%d k%d a%d b%d %s %s %v %d %d", h.u.name, h.W, h.warps, h.form.k, h.form.aRegs, h.form.bRegs, h.at, h.bt, isX, ch, part)
	if isX {
		fmt.Fprintf(&b, " half%d %v", h.half, h.pair) // X's rows depend on them, Y's columns do not
	}
	for _, v := range src {
		fmt.Fprintf(&b, " %p", v)
	}
	return b.String()
}

// moveLanes returns v as read from lanes[L] in each lane L named (the
// other lanes get anything): one cross-lane VALU operation where one
// makes the pattern on the named lanes (DPP16 on every target, dpp8 and
// permlane16/x16 on gfx10+; planLanes), else one ds_swizzle where the
// named lanes' sources are a bitmask permutation, else ds_bpermute with
// the linear lane function the fragment tables give (laneFunction). The
// dpp target feature turned off ("-dpp") keeps every bpermute, as it does
// for shuffles.
func (fl *fnLowerer) moveLanes(lanes map[int]int, v value.Value) value.Value {
	m := fl.chooseMove(lanes)
	switch {
	case m.plan != nil:
		return fl.emitPlan(m.plan, v)
	case m.swizzle:
		return fl.emitPlan(lanePlan{{kind: xlSwizzle, ctrl: m.ctrl}}, v)
	}
	return fl.bpermute(fl.laneFunction(lanes), v)
}

// laneMove is how moveLanes makes a pattern: a DPP or permlane plan, one
// ds_swizzle (ctrl), or else a ds_bpermute.
type laneMove struct {
	plan    lanePlan
	swizzle bool
	ctrl    uint32
}

// cost is the move in the units of xlOp.cost: its plan's, 3 for a
// ds_swizzle, 4 for a ds_bpermute and its address.
func (m laneMove) cost() int {
	switch {
	case m.plan != nil:
		return m.plan.cost()
	case m.swizzle:
		return 3
	}
	return 4
}

func (fl *fnLowerer) chooseMove(lanes map[int]int) laneMove {
	W := fl.waveSize()
	want := make([]int, W)
	var named uint64
	inWave := true
	for L := range want {
		want[L] = anyLane
	}
	for L, s := range lanes {
		want[L] = s
		named |= 1 << uint(L)
		inWave = inWave && s >= 0 && s < W
	}
	if caps := fl.lw.crossLaneCaps(); inWave && caps.dpp {
		if pl := planLanes(caps, want); pl != nil && len(pl) <= maxPlanOps {
			return laneMove{plan: pl}
		}
		if off, ok := swizzleFor(want, named); ok {
			return laneMove{swizzle: true, ctrl: off}
		}
	}
	return laneMove{}
}

// moveCost is what moveLanes would emit for lanes (laneMove.cost), or
// nothing for the identity.
func (fl *fnLowerer) moveCost(lanes map[int]int) int {
	ident := true
	for L, s := range lanes {
		ident = ident && L == s
	}
	if ident {
		return 0
	}
	return fl.chooseMove(lanes).cost()
}

// unitCall is one matrix instruction: acc + X Y.
func (fl *fnLowerer) unitCall(u *mmaUnit, accT types.Type, x, y, acc value.Value, xSigned, ySigned bool) value.Value {
	if u.kind == unitMFMA {
		f := fl.lw.intrinsic(u.name, accT, u.opType, u.opType, accT, types.I32, types.I32, types.I32)
		return fl.emit(ir.NewCall(f, x, y, acc, ci(types.I32, 0), ci(types.I32, 0), ci(types.I32, 0)))
	}
	if u.isInt {
		f := fl.lw.intrinsic(u.name, accT, types.I1, u.opType, types.I1, u.opType, accT, types.I1)
		return fl.emit(ir.NewCall(f, constant.NewBool(xSigned), x, constant.NewBool(ySigned), y, acc, constant.False))
	}
	f := fl.lw.intrinsic(u.name, accT, u.opType, u.opType, accT)
	return fl.emit(ir.NewCall(f, x, y, acc))
}

// unitPart is part p of a unit register: 0 whole, 1 and
// 2 the high and low nibbles of u8 bytes, 3 a tf32's high bf16, 4 the
// rest (exact in bf16; 0 for Inf and NaN).
func unitPart(b fpb, v value.Value, p int) value.Value {
	switch p {
	case 1:
		return b.and(b.lshr(v, ci(types.I32, 4)), ci(types.I32, 0x0f0f0f0f))
	case 2:
		return b.and(v, ci(types.I32, 0x0f0f0f0f))
	case 3:
		return b.and(v, ci(types.I32, -0x10000))
	case 4:
		hi := b.fromBits(b.and(v, ci(types.I32, -0x10000)), types.Float)
		lo := b.fsub(b.fromBits(v, types.Float), hi)
		return b.sel(b.isFinite(hi), b.bits(lo), ci(types.I32, 0))
	}
	return v
}
