package amdgpu

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// The H100's f32 reciprocal (MUFU.RCP), bit for bit.
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
)

// global declares the table once per module.
func (lw *lowerer) mufuGlobal(t *mufuTable) *ir.Global {
	if g, ok := lw.globals[t.name]; ok {
		return g
	}
	g := lw.mod.NewGlobalDef(t.name, constant.NewCharArray(t.data()))
	g.Linkage = enum.LinkageInternal
	g.Immutable = true
	g.AddrSpace = llvmx.Constant
	g.Align = 4
	lw.globals[t.name] = g
	return g
}

// mufuCode loads the two-bit code of entry idx (an i32) of table t.
func (fl *fnLowerer) mufuCode(t *mufuTable, idx value.Value) value.Value {
	b := ib{fl}
	g := fl.lw.mufuGlobal(t)
	p := fl.emit(llvmx.NewGEP(g.ContentType, llvmx.GlobalRef(g), true, ci(types.I32, 0), b.lshr(idx, ci(types.I32, 2))))
	ld := llvmx.NewLoad(types.I8, p)
	ld.Align = 1
	return b.and(b.lshr(fl.emit(ir.NewZExt(fl.emit(ld), types.I32)), b.shl(b.and(idx, ci(types.I32, 3)), ci(types.I32, 1))), ci(types.I32, 3))
}

// rcpH100 is NVIDIA's rcp.approx.f32 of x (without .ftz; the caller
// flushes for .ftz) for finite non-zero x; other inputs give the correctly
// rounded 1/x (+-inf, +-0, NaN), which is NVIDIA's value for them up to
// the NaN's bits. With Options.FastApprox it is the correctly rounded 1/x.
func (fl *fnLowerer) rcpH100(x value.Value) value.Value {
	b := fpBuilder(fl)
	F, D := types.Float, types.Double
	plain := b.fdiv(b.k(F, 1), x)
	if fl.lw.opts.FastApprox {
		return plain
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
	finite := b.land(b.fcmp(enum.FPredONE, ax, b.k(F, 0)), b.isFinite(x))
	return b.sel(finite, r, plain)
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
