package amdgpu

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// The H100's f32 reciprocal, square roots and ex2 (MUFU.RCP, RSQ, SQRT,
// EX2), bit for bit: each is a reference the translation computes plus a
// recorded -2..+1 ulps per input significand (or fraction), from a
// gzipped table in approx32/ (rcpH100, sqrtH100, ex2H100; RATIONALE.md,
// "The H100's MUFU reciprocal, square roots and ex2, bit for bit").
//
// rcp.approx.f32 on the H100 depends on the significand of its input
// only: measured over all 2^32 inputs (conformance/lab/mufu/rcp_check.ptx),
// rcp.approx.f32(x) for x = 1.m * 2^k (subnormal x normalised first) is
// h(m) * 2^-k rounded once to f32, to nearest even (so subnormal results
// round, and 1/x overflows to infinity), where h(m) is the unit's result
// for 1.m; the .ftz form flushes subnormal x (giving +-inf) and subnormal
// results. h(m) is the correctly rounded 1/1.m in 86.8% of the 2^23
// significands and one ulp either way in the rest
// (conformance/lab/mufu/rcp_tab.ptx recorded that difference for every
// m). So the translation computes the correctly rounded reciprocal of the
// significand, adds the recorded difference (two bits a significand: a
// 2 MiB constant table, kept gzipped in approx32/rcp_f32.bin.gz), and
// scales: NVIDIA's bits for every f32. div.approx and div.full multiply
// by this reciprocal as NVIDIA does, so they become exact too.
// Options.FastApprox keeps the correctly rounded reciprocal (no table).

var (
	//go:embed approx32/rcp_f32.bin.gz
	rcpF32Gz []byte
	//go:embed approx32/rsqrt_f32.bin.gz
	rsqrtF32Gz []byte
	//go:embed approx32/sqrt_f32.bin.gz
	sqrtF32Gz []byte
	//go:embed approx32/ex2_f32.bin.gz
	ex2F32Gz []byte
)

// mufuTable is one recorded correction table: two bits an input
// significand (code(i) = (t[i>>2] >> 2*(i&3)) & 3), gzipped in the
// binary and unpacked on first use.
type mufuTable struct {
	name    string
	entries int
	data    func() []byte
}

func newMufuTable(name string, entries int, gz []byte) *mufuTable {
	return &mufuTable{name, entries, sync.OnceValue(func() []byte {
		r, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			panic(fmt.Sprintf("BUG: %s table: %v", name, err))
		}
		t, err := io.ReadAll(r)
		if err != nil || len(t) != entries/4 {
			panic(fmt.Sprintf("BUG: %s table: %d bytes, %v", name, len(t), err))
		}
		return t
	})}
}

var (
	// rcpTable: code = NVIDIA's 1/1.m - the correctly rounded one + 1
	// (ulps), index m.
	rcpTable = newMufuTable("__ptxamd_rcp_f32", 1<<23, rcpF32Gz)
	// rsqrtTable and sqrtTable: code = NVIDIA's result for x0 = 1.m *
	// 2^p in [1, 4) - the f64 result rounded once + 2, index p<<23 | m.
	rsqrtTable = newMufuTable("__ptxamd_rsqrt_f32", 1<<24, rsqrtF32Gz)
	sqrtTable  = newMufuTable("__ptxamd_sqrt_f32", 1<<24, sqrtF32Gz)
	// ex2Table: code = NVIDIA's 2^f for f = t * 2^-24 in [0, 1) - the
	// ex2Coef polynomial of f rounded once + 1, index t.
	ex2Table = newMufuTable("__ptxamd_ex2_f32", 1<<24, ex2F32Gz)
)

// tableGlobal declares the recorded constant table name once per module,
// its initialiser made by init on first use.
func (lw *lowerer) tableGlobal(name string, align int, init func() constant.Constant) *ir.Global {
	if g, ok := lw.globals[name]; ok {
		return g
	}
	g := lw.mod.NewGlobalDef(name, init())
	g.Linkage = enum.LinkageInternal
	g.Immutable = true
	g.AddrSpace = llvmx.Constant
	g.Align = ir.Align(align)
	lw.globals[name] = g
	return g
}

// mufuGlobal declares table t once per module.
func (lw *lowerer) mufuGlobal(t *mufuTable) *ir.Global {
	return lw.tableGlobal(t.name, 4, func() constant.Constant { return constant.NewCharArray(t.data()) })
}

// tableLoad loads element idx (an i32) of the constant array global g.
func (fl *fnLowerer) tableLoad(g *ir.Global, elem types.Type, idx value.Value, align int) value.Value {
	p := fl.emit(llvmx.NewGEP(g.ContentType, llvmx.GlobalRef(g), true, ci(types.I32, 0), idx))
	ld := llvmx.NewLoad(elem, p)
	ld.Align = ir.Align(align)
	return fl.emit(ld)
}

// mufuCode loads the two-bit code of entry idx (an i32) of table t.
func (fl *fnLowerer) mufuCode(t *mufuTable, idx value.Value) value.Value {
	b := ib{fl}
	by := fl.tableLoad(fl.lw.mufuGlobal(t), types.I8, b.lshr(idx, ci(types.I32, 2)), 1)
	return b.and(b.lshr(fl.emit(ir.NewZExt(by, types.I32)), b.shl(b.and(idx, ci(types.I32, 3)), ci(types.I32, 1))), ci(types.I32, 3))
}

// rcpH100 is NVIDIA's rcp.approx.f32 of x (without .ftz; the caller
// flushes for .ftz) for finite non-zero x; other inputs give +-inf, +-0
// and NaN (x itself: the callers make NaNs NVIDIA's), NVIDIA's values for
// them. With Options.FastApprox it is the correctly rounded 1/x.
func (fl *fnLowerer) rcpH100(x value.Value) value.Value {
	b := fpBuilder(fl)
	F, D := types.Float, types.Double
	if fl.lw.opts.FastApprox {
		return b.fdiv(b.k(F, 1), x)
	}
	ax := b.fabs(x)
	// A subnormal x is scaled by 2^64 (exact) and the result by 2^64.
	sub := b.fcmp(enum.FPredOLT, ax, b.k(F, 0x1p-126))
	xs := b.sel(sub, b.fmul(ax, b.k(F, 0x1p64)), ax)
	bits := b.bits(xs)
	m := b.and(bits, ci(types.I32, 0x7fffff))
	y := b.fromBits(b.or(m, ci(types.I32, 0x3f800000)), F) // 1.m
	c := b.bits(b.fdiv(b.k(F, 1), y))
	h := b.fromBits(b.sub(b.add(c, fl.mufuCode(rcpTable, m)), ci(types.I32, 1)), F)
	// x = 1.m * 2^(e-127) (e the biased exponent of xs): 1/x = h *
	// 2^(127-e), times 2^64 more for a scaled subnormal, rounded once.
	e := b.lshr(bits, ci(types.I32, 23))
	shift := b.sub(ci(types.I32, 127), e)
	shift = b.sel(sub, b.add(shift, ci(types.I32, 64)), shift)
	scale := b.fromBits(b.shl(fl.emit(ir.NewZExt(b.add(shift, ci(types.I32, 1023)), types.I64)), ci(types.I64, 52)), D)
	r := b.fptrunc(b.fmul(b.fpext(h, D), scale), F)
	r = b.copysign(r, x)
	// The special inputs are selected, not divided for: 1/+-0 = +-inf,
	// 1/+-inf = +-0, NaN stays NaN.
	r = b.sel(b.fcmp(enum.FPredOEQ, ax, b.k(F, 0)), b.copysign(b.k(F, math.Inf(1)), x), r)
	r = b.sel(b.fcmp(enum.FPredOEQ, ax, b.k(F, math.Inf(1))), b.copysign(b.k(F, 0), x), r)
	return b.sel(b.isNaN(x), x, r)
}

// sqrtH100 is NVIDIA's sqrt.approx.f32 (recip: rsqrt.approx.f32) of x
// (the caller flushes a subnormal x for .ftz) for positive finite x;
// other inputs give the computed result (zeros, infinities, NaN and
// negative x: NVIDIA's values up to the NaN's bits). Measured over all
// inputs (conformance/lab/mufu/{sqrt,rsqrt}_check.ptx): for x = x0 *
// 2^(2j), x0 = 1.m * 2^p in [1, 4), NVIDIA's result is its result for
// x0 times 2^j (2^-j), exactly (never subnormal), and a subnormal x is
// x * 2^64 with j 32 smaller; its result for x0 is the f64 result rounded
// once to f32 plus a recorded -2..+1 ulps (conformance/lab/mufu/
// {sqrt,rsqrt}_tab.ptx, two bits an x0: 4 MiB tables). With
// Options.FastApprox it is the computed result.
func (fl *fnLowerer) sqrtH100(x value.Value, recip bool) value.Value {
	b := fpBuilder(fl)
	F, D := types.Float, types.Double
	plain := b.unary("sqrt", x)
	if recip {
		plain = b.fdiv(b.k(F, 1), plain)
	}
	if fl.lw.opts.FastApprox {
		return plain
	}
	sub := b.fcmp(enum.FPredOLT, x, b.k(F, 0x1p-126))
	xs := b.sel(sub, b.fmul(x, b.k(F, 0x1p64)), x)
	bits := b.bits(xs)
	field := b.lshr(bits, ci(types.I32, 23))
	p := b.and(b.add(field, ci(types.I32, 1)), ci(types.I32, 1)) // (field - 127) & 1
	j := b.ashr(b.sub(b.sub(field, ci(types.I32, 127)), p), ci(types.I32, 1))
	j = b.sel(sub, b.sub(j, ci(types.I32, 32)), j)
	idx := b.or(b.shl(p, ci(types.I32, 23)), b.and(bits, ci(types.I32, 0x7fffff)))
	x0 := b.fpext(b.fromBits(b.add(idx, ci(types.I32, 0x3f800000)), F), D)
	ref := b.sqrt64(x0)
	table := sqrtTable
	if recip {
		ref = b.fdiv(b.k(D, 1), ref)
		table = rsqrtTable
		j = b.sub(ci(types.I32, 0), j)
	}
	h := b.fromBits(b.sub(b.add(b.bits(b.fptrunc(ref, F)), fl.mufuCode(table, idx)), ci(types.I32, 2)), F)
	scale := b.fromBits(b.shl(b.add(j, ci(types.I32, 127)), ci(types.I32, 23)), F) // 2^j, |j| <= 64
	r := b.fmul(h, scale)
	ok := b.land(b.fcmp(enum.FPredOGT, x, b.k(F, 0)), b.isFinite(x))
	return b.sel(ok, r, plain)
}

// ex2Coef are (ln 2)^k / k!, k = 0..13: ex2Ref's polynomial, the one
// conformance/lab/mufu/ex2_tab.ptx evaluated on the H100 to make the table.
var ex2Coef = [14]float64{
	0x1p+00, 0x1.62e42fefa39efp-01, 0x1.ebfbdff82c58ep-03, 0x1.c6b08d704a0bfp-05,
	0x1.3b2ab6fba4e77p-07, 0x1.5d87fe78a673p-10, 0x1.430912f86c786p-13, 0x1.ffcbfc588b0c5p-17,
	0x1.62c0223a5c822p-20, 0x1.b5253d395e7c1p-24, 0x1.e4cf5158b8ec7p-28, 0x1.e8cac7351bb22p-32,
	0x1.c3bd650fc2983p-36, 0x1.816193166d0f7p-40,
}

// ex2H100 is NVIDIA's ex2.approx.f32 of x (the caller flushes a
// subnormal result for .ftz) for finite x in [-160, 128); other inputs
// give the computed 2^x (infinities, NaN, 0 below, inf above: NVIDIA's
// values up to the NaN's bits). Measured on the H100
// (conformance/lab/mufu/ex2_fine.ptx, ex2_check.ptx, and the recorded
// float/mufu_ex2): the unit reads x as a fixed-point number with 24
// fraction bits, its magnitude X truncated (toward zero); a positive x is
// X, a negative one the one's complement -X - 1 (-X for a whole number, 0
// for X < 2). It splits
// that into n = floor and f = the fraction and gives its 2^f times 2^n,
// exactly where the result is normal. Its 2^f for the 2^24 fractions is
// the f64 polynomial of ex2Coef rounded once to f32 plus a recorded
// -1..+1 ulps (ex2_tab.ptx; a 4 MiB table). Results below 2^-126 are
// that 2^f scaled and rounded once to nearest even, which is not what
// ex2.approx.f32 gives: ptxas squares the unit's 2^(x/2) there (see
// lowerApprox), and that matches all 305 such inputs of float/mufu_ex2.
// With Options.FastApprox it is the computed 2^x.
func (fl *fnLowerer) ex2H100(x value.Value) value.Value {
	b := fpBuilder(fl)
	F, D := types.Float, types.Double
	plain := b.unary("exp2", x)
	if fl.lw.opts.FastApprox {
		return plain
	}
	I64 := types.I64
	X := fl.emit(ir.NewFPToUI(b.fmul(b.fabs(x), b.k(F, 0x1p24)), types.I32)) // |x| in 2^-24 steps, truncated
	S := fl.emit(ir.NewZExt(X, I64))
	// A negative x reads as the one's complement of its magnitude, -X - 1
	// (so -0.5 is 2^-1 * 2^(0.5 - 2^-24)), except that a whole number is
	// -X (2^-1 is 0.5) and X = 0 and 1 give 1.
	neg := b.fcmp(enum.FPredOLT, x, b.k(F, 0))
	whole := b.cmp(enum.IPredEQ, b.and(X, ci(types.I32, 0xffffff)), ci(types.I32, 0))
	negS := b.sel(whole, b.sub(ci(I64, 0), S), b.sub(ci(I64, -1), S))
	negS = b.sel(b.cmp(enum.IPredUGE, X, ci(types.I32, 2)), negS, ci(I64, 0))
	S = b.sel(neg, negS, S)
	n := fl.emit(ir.NewTrunc(b.ashr(S, ci(I64, 24)), types.I32))
	t := fl.emit(ir.NewTrunc(b.and(S, ci(I64, 0xffffff)), types.I32))
	f := b.fpext(b.fmul(fl.emit(ir.NewUIToFP(t, F)), b.k(F, 0x1p-24)), D)
	p := b.k(D, ex2Coef[13])
	for k := 12; k >= 0; k-- {
		p = b.fma(p, f, b.k(D, ex2Coef[k]))
	}
	h := b.fromBits(b.sub(b.add(b.bits(b.fptrunc(p, F)), fl.mufuCode(ex2Table, t)), ci(types.I32, 1)), F)
	scale := b.fromBits(b.shl(fl.emit(ir.NewZExt(b.add(n, ci(types.I32, 1023)), I64)), ci(I64, 52)), D)
	r := b.fptrunc(b.fmul(b.fpext(h, D), scale), F)
	in := b.land(b.fcmp(enum.FPredOGE, x, b.k(F, -160)), b.fcmp(enum.FPredOLT, x, b.k(F, 128)))
	return b.sel(in, r, plain)
}

//go:embed approx32/sin_f32.bin.gz
var sinF32Gz []byte

// sinQuarter is the H100's MUFU.SIN over a quarter turn, as
// conformance/lab/mufu/sintab stores it: for r in [0, 2^23) (the angle r
// * 2^-25 revolutions) the unit's f32 result is the quadratic coef[r>>17]
// at x = r & 0x1ffff (units of 2^-37, fused multiply-adds, rounded toward
// zero to f32) plus a recorded -8..+7 in its bits (nib: four bits an
// entry, offset 8), except the first 4096 results, stored whole (direct).
type sinQuarter struct {
	coef   [64][3]float64
	direct [4096]uint32
	nib    []byte
}

var sinQuarterTable = sync.OnceValue(func() *sinQuarter {
	r, err := gzip.NewReader(bytes.NewReader(sinF32Gz))
	if err != nil {
		panic(fmt.Sprintf("BUG: sin table: %v", err))
	}
	b, err := io.ReadAll(r)
	if err != nil || len(b) != 64*3*8+4096*4+(1<<22) {
		panic(fmt.Sprintf("BUG: sin table: %d bytes, %v", len(b), err))
	}
	t := &sinQuarter{}
	for i := range t.coef {
		for j := range t.coef[i] {
			t.coef[i][j] = math.Float64frombits(binary.LittleEndian.Uint64(b[(3*i+j)*8:]))
		}
	}
	b = b[64*3*8:]
	for i := range t.direct {
		t.direct[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	t.nib = b[4096*4:]
	return t
})

// sinGlobals declares the quarter-wave table once per module.
func (lw *lowerer) sinGlobals() (coef, direct, nib *ir.Global) {
	t := sinQuarterTable()
	coef = lw.tableGlobal("__ptxamd_sin_coef", 8, func() constant.Constant {
		var cs []constant.Constant
		for _, c := range t.coef {
			for _, v := range c {
				cs = append(cs, constant.NewFloat(types.Double, v))
			}
		}
		return constant.NewArray(types.NewArray(uint64(len(cs)), types.Double), cs...)
	})
	direct = lw.tableGlobal("__ptxamd_sin_direct", 4, func() constant.Constant {
		var ds []constant.Constant
		for _, v := range t.direct {
			ds = append(ds, constant.NewInt(types.I32, int64(v)))
		}
		return constant.NewArray(types.NewArray(uint64(len(ds)), types.I32), ds...)
	})
	nib = lw.tableGlobal("__ptxamd_sin_f32", 4, func() constant.Constant { return constant.NewCharArray(t.nib) })
	return coef, direct, nib
}

// sinH100 is NVIDIA's sin.approx.f32 (cos: cos.approx.f32) of x, ftz or
// not (the results agree), NaN for NaN and infinite x (the caller makes
// it NVIDIA's NaN). Measured on the H100 and the H200, the same GH100
// unit (conformance/lab/mufu/sin_quad.py, RATIONALE.md): ptxas
// multiplies x by 0x3e22f983 (1/(2 pi)) rounding toward zero, t; the
// unit takes |t|'s fraction as a 25-bit fixed-point angle k (truncated;
// from |t| = 2^23 on it is 0), splits it into a quadrant q and r in
// [0, 2^23), and looks up its quarter wave S at r,
// or at 2^23 - 1 - r (the one's complement) where sin or cos falls in
// that quadrant; the lower half negates the result (a zero too: -0), and
// sin then takes x's sign. S is reproduced bit for bit from sinQuarter.
// sin_check.py compared this model with the unit on all 2^32 inputs of
// the four forms: no difference. Options.FastApprox keeps the previous
// computation (lowerApprox's trig: AMD's unit on the unrounded fraction).
func (fl *fnLowerer) sinH100(x value.Value, cos bool) value.Value {
	b := fpBuilder(fl)
	F, D, I32 := types.Float, types.Double, types.I32
	coef, direct, nib := fl.lw.sinGlobals()
	ax := b.fabs(x)
	prod := b.fmul(b.fpext(ax, D), b.k(D, float64(math.Float32frombits(0x3e22f983)))) // exact
	t := b.directedF32Sign(prod, b.k(D, 0), "rz")
	frac := b.fsub(t, b.unary("floor", t)) // exact
	k := fl.emit(ir.NewFPToUI(b.fmul(frac, b.k(F, 0x1p25)), I32))
	q := b.lshr(k, ci(I32, 23))
	r := b.and(k, ci(I32, 0x7fffff))
	odd := b.cmp(enum.IPredNE, b.and(q, ci(I32, 1)), ci(I32, 0))
	var flip, neg value.Value
	if cos {
		flip = b.not(odd)
		neg = b.cmp(enum.IPredEQ, b.and(b.add(q, ci(I32, 1)), ci(I32, 2)), ci(I32, 2)) // q 1 or 2
	} else {
		flip = odd
		neg = b.cmp(enum.IPredUGE, q, ci(I32, 2))
	}
	idx := b.sel(flip, b.sub(ci(I32, 0x7fffff), r), r)
	// The quadratic of idx's segment, rounded toward zero to f32.
	seg3 := b.mul(b.lshr(idx, ci(I32, 17)), ci(I32, 3))
	c0 := fl.tableLoad(coef, D, seg3, 8)
	c1 := fl.tableLoad(coef, D, b.add(seg3, ci(I32, 1)), 8)
	c2 := fl.tableLoad(coef, D, b.add(seg3, ci(I32, 2)), 8)
	xd := fl.emit(ir.NewUIToFP(b.and(idx, ci(I32, 0x1ffff)), D))
	qv := b.fmul(b.fma(b.fma(c2, xd, c1), xd, c0), b.k(D, 0x1p-37))
	p := b.fptrunc(qv, F)
	pb := b.bits(p)
	pb = b.sel(b.fcmp(enum.FPredOGT, b.fpext(p, D), qv), b.sub(pb, ci(I32, 1)), pb)
	by := fl.emit(ir.NewZExt(fl.tableLoad(nib, types.I8, b.lshr(idx, ci(I32, 1)), 1), I32))
	code := b.and(b.lshr(by, b.shl(b.and(idx, ci(I32, 1)), ci(I32, 2))), ci(I32, 15))
	m := b.sub(b.add(pb, code), ci(I32, 8))
	small := b.cmp(enum.IPredULT, idx, ci(I32, 4096))
	dv := fl.tableLoad(direct, I32, b.sel(small, idx, ci(I32, 0)), 4)
	m = b.sel(small, dv, m)
	// The lower half negates (a zero too: -0); sin is odd in x.
	m = b.sel(neg, b.or(m, ci(I32, math.MinInt32)), m)
	if !cos {
		m = b.xor(m, b.and(b.bits(x), ci(I32, math.MinInt32)))
	}
	return b.sel(b.isFinite(x), b.fromBits(m, F), b.k(F, math.NaN()))
}

// lg2Seg is the H100's MUFU.LG2 significand table: for x = 1.m (m the 23
// fraction bits), segment i = m >> 17 and xl = m & 0x1ffff, the unit's
// log2(x) in fixed point with 36 fraction bits is
//
//	L = (A + C1*xl + C2*S(xl)) >> 2		(lg2Seg[i] = {A, C1, C2})
//
// where S is xl^2 from a truncated squarer (lg2Square). Fitted to every
// significand's result in [1, 2) and in [0.5, 1) recorded on the H100's
// GH100 unit (conformance/lab/mufu/lg2_probe.cu, lg2fit); lg2_check.cu
// compared lg2H100's rules with the unit on all 2^32 inputs of
// lg2.approx.f32 and lg2.approx.ftz.f32: no difference.
var lg2Seg = [64][3]int64{
	{29508, 47272, -1454},
	{6148432709, 46545, -1410},
	{12203000644, 45840, -1370},
	{18166489924, 45156, -1330},
	{24041640772, 44492, -1292},
	{29831013189, 43847, -1254},
	{35537077061, 43221, -1220},
	{41162191684, 42612, -1184},
	{46708667204, 42020, -1152},
	{52178604868, 41444, -1118},
	{57574130500, 40884, -1088},
	{62897230661, 40339, -1060},
	{68149822277, 39809, -1036},
	{73333732164, 39292, -1008},
	{78450783044, 38788, -982},
	{83502646085, 38297, -958},
	{88490939204, 37818, -932},
	{93417288517, 37351, -910},
	{98283180868, 36896, -890},
	{103090078533, 36451, -866},
	{107839419204, 36018, -850},
	{112532534084, 35594, -828},
	{117170770756, 35180, -808},
	{121755394880, 34776, -792},
	{126287618884, 34380, -770},
	{130768622404, 33994, -754},
	{135199564608, 33616, -736},
	{139581543237, 33247, -722},
	{143915623236, 32886, -708},
	{148202869572, 32532, -692},
	{152444248900, 32186, -678},
	{156640731973, 31847, -662},
	{160793285444, 31516, -652},
	{164902798149, 31191, -638},
	{168970179396, 30872, -622},
	{172996260677, 30561, -614},
	{176981869381, 30255, -600},
	{180927816517, 29955, -586},
	{184834904900, 29662, -578},
	{188703847236, 29374, -566},
	{192535413573, 29091, -552},
	{196330328900, 28814, -542},
	{200089273156, 28542, -532},
	{203812897604, 28276, -524},
	{207501906756, 28014, -514},
	{211156931397, 27757, -506},
	{214778549061, 27505, -498},
	{218367394629, 27257, -488},
	{221924049733, 27013, -476},
	{225449096004, 26774, -468},
	{228943086404, 26540, -464},
	{232406541125, 26309, -454},
	{235840037700, 26082, -446},
	{239244047173, 25859, -438},
	{242619102016, 25640, -432},
	{245965656900, 25424, -422},
	{249284195141, 25213, -418},
	{252575208260, 25004, -408},
	{255839150917, 24799, -402},
	{259076424516, 24598, -398},
	{262287512389, 24399, -390},
	{265472783172, 24204, -384},
	{268632675140, 24012, -378},
	{271767585605, 23823, -372},
}

// rzFixed is t * 2^-frac (t an i64, 0 <= t < 2^63) rounded toward zero to
// f32, for results that are 0 or normal: t's leading 24 bits are kept,
// converted (exactly) and scaled by a power of two (exactly).
func (fl *fnLowerer) rzFixed(t value.Value, frac int64) value.Value {
	b := fpBuilder(fl)
	I32, I64 := types.I32, types.I64
	p := b.sub(ci(I32, 63), fl.emit(ir.NewTrunc(b.call("llvm.ctlz.i64", I64, t, constant.False), I32)))
	sh := b.max(b.sub(p, ci(I32, 23)), ci(I32, 0), true)
	tt := fl.emit(ir.NewTrunc(b.lshr(t, b.ext(sh, I64, false)), I32))
	scale := b.fromBits(b.shl(b.add(sh, ci(I32, 127-frac)), ci(I32, 23)), types.Float)
	return b.fmul(fl.emit(ir.NewUIToFP(tt, types.Float)), scale)
}

// lg2Globals declares the segment table once per module: A as i64, and
// C1 (high 16 bits, unsigned) with C2 (low 16 bits, signed) in one i32.
func (lw *lowerer) lg2Globals() (a, c *ir.Global) {
	a = lw.tableGlobal("__ptxamd_lg2_a", 8, func() constant.Constant {
		var cs []constant.Constant
		for _, s := range lg2Seg {
			cs = append(cs, constant.NewInt(types.I64, s[0]))
		}
		return constant.NewArray(types.NewArray(uint64(len(cs)), types.I64), cs...)
	})
	c = lw.tableGlobal("__ptxamd_lg2_c", 4, func() constant.Constant {
		var cs []constant.Constant
		for _, s := range lg2Seg {
			cs = append(cs, constant.NewInt(types.I32, int64(int32(uint32(s[1])<<16|uint32(uint16(int16(s[2])))))))
		}
		return constant.NewArray(types.NewArray(uint64(len(cs)), types.I32), cs...)
	})
	return a, c
}

// lg2Square is the unit's truncated square of the 17-bit xl, in units of
// 2^19: the partial products of xl*xl (each cross product b_i b_j, i < j,
// once at weight 2^(i+j+1), each b_i at 2^(2i)) of weight 2^19 and more.
// With xl = H*2^9 + Lo that is (H^2 - (H&1))/2 (b_9's own square, 2^18,
// is dropped) plus, for each set bit j in 10..16, Lo >> (18 - j) (the
// products of b_j with Lo's bits from 18 - j up).
func lg2Square(xl uint32) uint32 {
	h, lo := xl>>9, xl&511
	s := (h*h - h&1) / 2
	for j := 10; j <= 16; j++ {
		s += (xl >> j & 1) * (lo >> (18 - j))
	}
	return s
}

// unitSquare is lg2Square of the i32 xl (17 bits) in IR: seven bit-field
// multiply-adds and a square of the top 8 bits.
func (fl *fnLowerer) unitSquare(xl value.Value) value.Value {
	b := ib{fl}
	I32 := types.I32
	h, lo := b.lshr(xl, ci(I32, 9)), b.and(xl, ci(I32, 511))
	s := b.lshr(b.sub(b.mul(h, h), b.and(h, ci(I32, 1))), ci(I32, 1))
	for j := int64(10); j <= 16; j++ {
		s = b.add(s, b.mul(b.and(b.lshr(xl, ci(I32, j)), ci(I32, 1)), b.lshr(lo, ci(I32, 18-j))))
	}
	return s
}

// lg2H100 is NVIDIA's lg2.approx.f32 of x (the caller flushes x for
// .ftz, which then gives -inf for subnormal x, as the unit does), NaN for
// NaN and negative x (the caller makes it NVIDIA's NaN). Measured on the
// H100's GH100 unit (RATIONALE.md, "lg2.approx.f32 bit for bit"): for x
// = 1.m * 2^e the unit forms the fixed-point t = e + L(m) (36 fraction
// bits; L from lg2Seg and lg2Square) and rounds it toward zero to f32;
// for e < 0 it works on the magnitude |e| - 1 + (1 - 2^-36 - L), the
// one's complement of L's fraction, and negates. x = 1 gives 0 (L(0) is
// not 0); a subnormal x is lg2(x * 2^24) - 24, rounded once. With
// Options.FastApprox it is LLVM's log2 (v_log_f32).
func (fl *fnLowerer) lg2H100(x value.Value) value.Value {
	b := fpBuilder(fl)
	F, I32, I64 := types.Float, types.I32, types.I64
	if fl.lw.opts.FastApprox {
		return b.unary("log2", x)
	}
	ax := b.fabs(x)
	sub := b.land(b.fcmp(enum.FPredOLT, ax, b.k(F, 0x1p-126)), b.fcmp(enum.FPredONE, ax, b.k(F, 0)))
	xs := b.bits(b.sel(sub, b.fmul(x, b.k(F, 0x1p24)), x))
	e := b.sub(b.and(b.lshr(xs, ci(I32, 23)), ci(I32, 0xff)), ci(I32, 127))
	m := b.and(xs, ci(I32, 0x7fffff))
	seg := b.lshr(m, ci(I32, 17))
	xl := b.and(m, ci(I32, 0x1ffff))
	s := fl.unitSquare(xl)
	ga, gc := fl.lw.lg2Globals()
	a := fl.tableLoad(ga, I64, seg, 8)
	c := fl.tableLoad(gc, I32, seg, 4)
	c1 := b.lshr(c, ci(I32, 16))
	c2 := b.ashr(b.shl(c, ci(I32, 16)), ci(I32, 16))
	l4 := b.add(b.add(a, b.mul(b.ext(xl, I64, false), b.ext(c1, I64, false))), b.ext(b.mul(c2, s), I64, true))
	l := b.ashr(l4, ci(I64, 2))
	neg := b.cmp(enum.IPredSLT, e, ci(I32, 0))
	whole := b.ext(b.sel(neg, b.sub(ci(I32, -1), e), e), I64, false)
	frac := b.sel(neg, b.sub(ci(I64, 1<<36-1), l), l)
	t := b.add(b.shl(whole, ci(I64, 36)), frac)
	t = b.sel(b.cmp(enum.IPredEQ, xs, ci(I32, 0x3f800000)), ci(I64, 0), t)
	r := fl.rzFixed(t, 36)
	r = b.sel(neg, b.fneg(r), r)
	r = b.sel(sub, b.fsub(r, b.k(F, 24)), r)
	r = b.sel(b.fcmp(enum.FPredOEQ, x, b.k(F, math.Inf(1))), x, r)
	return b.sel(b.fcmp(enum.FPredUGE, b.k(F, 0), x), b.sel(b.fcmp(enum.FPredOEQ, x, b.k(F, 0)), b.k(F, math.Inf(-1)), b.k(F, math.NaN())), r)
}

// tanhSeg is the H100's MUFU.TANH table: 51 segments of 2^17 inputs over
// |x| in [2^-8, 8), tanhBinade[e-119] giving for x's biased exponent e the
// number of fraction bits the unit reads (17 to 21: the segment index is
// the bits above the low 17 of those) and the binade's first segment. For
// a segment {A, C1, C2} and the 17-bit xl, |tanh.approx.f32(x)| is
// (A + C1*xl + C2*lg2Square(xl)) * 2^-40 rounded toward zero to f32: the
// same quadratic interpolator, with the same truncated squarer, as lg2's.
// Fitted to the unit's result for every one of the 6.7 million inputs the
// unit distinguishes there (conformance/lab/mufu/tanh_dump.cu, tanhfit);
// tanh_check.cu compared the rules of tanhH100 with the unit on all 2^32
// inputs: no difference.
var tanhSeg = [51][3]int64{
	{4294967296, 32768, -4},
	{8589803520, 65532, -24},
	{17178558464, 131048, -208},
	{34348597248, 130952, -328},
	{51501989888, 130788, -440},
	{68630085632, 261168, -2544},
	{102778011648, 259904, -3552},
	{136727625728, 258128, -4472},
	{170413916160, 255888, -5408},
	{203775803392, 253184, -6320},
	{236753780736, 250024, -7128},
	{269290045440, 493088, -33104},
	{332831391744, 476480, -38592},
	{394017112064, 457144, -42976},
	{452525555712, 435608, -46304},
	{508100608000, 825136, -197184},
	{609789935616, 725984, -201216},
	{698358431744, 625008, -193216},
	{773958664192, 528176, -177376},
	{837389123584, 439376, -157168},
	{889842040832, 360816, -135648},
	{932704681984, 293072, -114304},
	{967386071040, 236008, -94768},
	{995226550272, 188720, -77472},
	{1017433554944, 150080, -62752},
	{1035057233920, 118800, -50304},
	{1048986779648, 93728, -40144},
	{1059961438208, 73748, -31892},
	{1068587089920, 57884, -25180},
	{1075352764416, 45348, -19796},
	{1080650694656, 35492, -15568},
	{1084794929152, 27740, -12188},
	{1088033193984, 21670, -9552},
	{1090561966080, 16914, -7468},
	{1092535255040, 13198, -5840},
	{1094074630144, 10292, -4556},
	{1095274987520, 8024, -3556},
	{1096210710528, 6254, -2772},
	{1096940060672, 4874, -2164},
	{1097508323328, 3798, -1684},
	{1097951150080, 2958, -1308},
	{1098296131584, 2304, -1016},
	{1098564894720, 1794, -788},
	{1098776576000, 5272, -7008},
	{1099241095168, 1944, -2592},
	{1099412013056, 712, -928},
	{1099474927616, 264, -352},
	{1099498258432, 96, -128},
	{1099506647040, 40, -64},
	{1099509792768, 16, -32},
	{1099510841344, 8, -16},
}

// tanhBinade is {fraction bits read, first segment} for biased exponents
// 119 to 129.
var tanhBinade = [11][2]int64{{17, 0}, {17, 1}, {17, 2}, {18, 3}, {18, 5}, {19, 7}, {19, 11}, {19, 15}, {20, 19}, {21, 27}, {20, 43}}

// tanhGlobals declares the tanh tables once per module: A as i64, C1 and
// C2 packed in an i64 (C1 << 32 | C2 as u32), and per binade the shift
// that drops the unread fraction bits with the first segment (shift |
// segment << 8).
func (lw *lowerer) tanhGlobals() (a, c, bin *ir.Global) {
	i64s := func(name string, f func(i int) int64, n int) *ir.Global {
		return lw.tableGlobal(name, 8, func() constant.Constant {
			var cs []constant.Constant
			for i := 0; i < n; i++ {
				cs = append(cs, constant.NewInt(types.I64, f(i)))
			}
			return constant.NewArray(types.NewArray(uint64(n), types.I64), cs...)
		})
	}
	a = i64s("__ptxamd_tanh_a", func(i int) int64 { return tanhSeg[i][0] }, len(tanhSeg))
	c = i64s("__ptxamd_tanh_c", func(i int) int64 { return tanhSeg[i][1]<<32 | int64(uint32(tanhSeg[i][2])) }, len(tanhSeg))
	bin = lw.tableGlobal("__ptxamd_tanh_binade", 4, func() constant.Constant {
		var cs []constant.Constant
		for _, b := range tanhBinade {
			cs = append(cs, constant.NewInt(types.I32, (23-b[0])|b[1]<<8))
		}
		return constant.NewArray(types.NewArray(uint64(len(cs)), types.I32), cs...)
	})
	return a, c, bin
}

// tanhH100 is NVIDIA's tanh.approx.f32 of x (measured on the H100's
// GH100 unit; RATIONALE.md, "tanh.approx.f32 bit for bit"): x itself for
// |x| < 2^-8 (subnormals and zeros included), +-1 from |x| = 8 on
// (infinities included), in between tanhSeg's interpolation of |x| with
// x's sign. A NaN stays NaN (the caller gives it NVIDIA's payload). With
// Options.FastApprox it is the computed tanh (fpb.tanh).
func (fl *fnLowerer) tanhH100(x value.Value) value.Value {
	b := fpBuilder(fl)
	F, I32, I64 := types.Float, types.I32, types.I64
	if fl.lw.opts.FastApprox {
		return b.tanh(x)
	}
	ab := b.and(b.bits(x), ci(I32, 0x7fffffff))
	e := b.lshr(ab, ci(I32, 23))
	m := b.and(ab, ci(I32, 0x7fffff))
	ga, gc, gb := fl.lw.tanhGlobals()
	j := b.min(b.max(b.sub(e, ci(I32, 119)), ci(I32, 0), true), ci(I32, 10), true)
	bin := fl.tableLoad(gb, I32, j, 4)
	q := b.lshr(m, b.and(bin, ci(I32, 0xff)))
	seg := b.add(b.lshr(bin, ci(I32, 8)), b.lshr(q, ci(I32, 17)))
	xl := b.and(q, ci(I32, 0x1ffff))
	s := fl.unitSquare(xl)
	a := fl.tableLoad(ga, I64, seg, 8)
	c := fl.tableLoad(gc, I64, seg, 8)
	c1 := b.ashr(c, ci(I64, 32))
	c2 := b.ashr(b.shl(c, ci(I64, 32)), ci(I64, 32))
	t := b.add(b.add(a, b.mul(b.ext(xl, I64, false), c1)), b.mul(c2, b.ext(s, I64, false)))
	r := b.copysign(fl.rzFixed(t, 40), x)
	r = b.sel(b.cmp(enum.IPredULT, e, ci(I32, 119)), x, r)
	r = b.sel(b.cmp(enum.IPredUGE, e, ci(I32, 130)), b.copysign(b.k(F, 1), x), r)
	return b.sel(b.isNaN(x), x, r)
}

// approx64H100 is NVIDIA's rcp.approx.ftz.f64 (rsqrt: rsqrt.approx.ftz.f64)
// of a normal x (for rsqrt: a positive one) whose result is normal, else
// other (the caller's computation, for zeros, subnormals, infinities,
// NaNs, negative rsqrt arguments and results that flush or overflow).
// MUFU.RCP64H and RSQ64H read the top 32 bits of x and give a result with
// 20 fraction bits and a zero low word. Measured on the H200's GH100 unit
// (conformance/lab/mufu/rcp64_probe.cu) over every 20-bit significand
// (and exponent parity for rsqrt), with and without low bits set, and
// scaled by 2^k for |k| <= 1000: the result is the f32 unit's
// rcp.approx.ftz.f32 (rsqrt.approx.ftz.f32) of the significand read as an
// f32 in [1, 2) (rsqrt: [1, 4) by the exponent's parity), truncated to 20
// fraction bits and scaled by x's power of two, with no difference;
// float/mufu_f64 confirms it for every exponent. With
// Options.FastApprox it is other.
func (fl *fnLowerer) approx64H100(x, other value.Value, rsqrt bool) value.Value {
	if fl.lw.opts.FastApprox {
		return other
	}
	b := fpBuilder(fl)
	I32, I64 := types.I32, types.I64
	hi := fl.emit(ir.NewTrunc(b.lshr(b.bits(x), ci(I64, 32)), I32))
	ex := b.and(b.lshr(hi, ci(I32, 20)), ci(I32, 0x7ff))
	m20 := b.and(hi, ci(I32, 0xfffff))
	e := b.sub(ex, ci(I32, 1023))
	inExp := b.shl(ci(I32, 127), ci(I32, 23))
	var h value.Value
	var scale value.Value // the result's exponent offset from h's
	if rsqrt {
		p := b.and(e, ci(I32, 1))
		inExp = b.shl(b.add(p, ci(I32, 127)), ci(I32, 23))
		h = fl.sqrtH100(b.fromBits(b.or(inExp, b.shl(m20, ci(I32, 3))), types.Float), true)
		scale = b.sub(ci(I32, 0), b.ashr(b.sub(e, p), ci(I32, 1)))
	} else {
		h = fl.rcpH100(b.fromBits(b.or(inExp, b.shl(m20, ci(I32, 3))), types.Float))
		scale = b.sub(ci(I32, 0), e)
	}
	hb := b.bits(h)
	hexp := b.and(b.lshr(hb, ci(I32, 23)), ci(I32, 0xff))
	rexp := b.add(b.add(b.sub(hexp, ci(I32, 127)), scale), ci(I32, 1023))
	rhi := b.or(b.or(b.and(hi, ci(I32, math.MinInt32)), b.shl(rexp, ci(I32, 20))), b.lshr(b.and(hb, ci(I32, 0x7fffff)), ci(I32, 3)))
	r := b.fromBits(b.shl(b.ext(rhi, I64, false), ci(I64, 32)), types.Double)
	ok := b.land(b.land(b.cmp(enum.IPredUGE, ex, ci(I32, 1)), b.cmp(enum.IPredULE, ex, ci(I32, 2046))),
		b.land(b.cmp(enum.IPredSGE, rexp, ci(I32, 1)), b.cmp(enum.IPredSLE, rexp, ci(I32, 2046))))
	if rsqrt {
		ok = b.land(ok, b.cmp(enum.IPredSGE, hi, ci(I32, 0)))
	}
	return b.sel(ok, r, other)
}

// rsqrt64H100 is NVIDIA's rsqrt.approx.f64 of x (without .ftz), as ptxas
// compiles it for sm_90 (SASS read from cuobjdump): y0 = MUFU.RSQ64H of
// x's top word (approx64H100), then one step y0 + (0.5 + 0.375 e) (y0 e)
// with e = 1 - x y0^2, in fused multiply-adds; a subnormal x is scaled by
// 2^54 first and the result by 2^27. Zeros give infinities of their sign,
// +inf gives +0, negative x NaN, and a NaN x itself (the caller gives the
// NaNs NVIDIA's bits). With Options.FastApprox it is the computed fpb.rsqrt64.
func (fl *fnLowerer) rsqrt64H100(x value.Value) value.Value {
	b := fpBuilder(fl)
	D := types.Double
	if fl.lw.opts.FastApprox {
		return b.rsqrt64(x)
	}
	sub := b.land(b.fcmp(enum.FPredOGT, x, b.k(D, 0)), b.fcmp(enum.FPredOLT, x, b.k(D, 0x1p-1022)))
	xs := b.sel(sub, b.fmul(x, b.k(D, 0x1p54)), x)
	y0 := fl.approx64H100(xs, b.k(D, math.NaN()), true)
	e := b.fma(xs, b.fneg(b.fmul(y0, y0)), b.k(D, 1))
	p := b.fma(e, b.k(D, 0.375), b.k(D, 0.5))
	y := b.fma(p, b.fmul(y0, e), y0)
	y = b.sel(sub, b.fmul(y, b.k(D, 0x1p27)), y)
	y = b.sel(b.fcmp(enum.FPredOEQ, x, b.k(D, 0)), b.copysign(b.k(D, math.Inf(1)), x), y)
	y = b.sel(b.fcmp(enum.FPredOEQ, x, b.k(D, math.Inf(1))), b.k(D, 0), y)
	y = b.sel(b.fcmp(enum.FPredOLT, x, b.k(D, 0)), b.k(D, math.NaN()), y)
	return b.sel(b.isNaN(x), x, y)
}
