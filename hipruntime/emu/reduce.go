package emu

import (
	"math"
	"math/bits"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	gfx "github.com/ptxamd/ptxamd/amdgpu/target"
)

// Floating-point vector reductions (what clang's loop and SLP vectorisers
// leave after a reduction loop) and llvm.frexp (libm's frexp).
//
// llvm.vector.reduce.fadd/fmul(start, v) without the reassoc flag are
// ordered: ((start op v0) op v1) op ... (VECREDUCE_SEQ_FADD). With
// reassoc (or fast) llc-19 combines start last, start op r, and computes r
// as follows (ExpandReductions, then SelectionDAG's expandVecReduce):
//
//   - n a power of two: the shuffle tree of ExpandReductions: while the
//     vector is wider than 1, element j of its low half combines with
//     element j of its high half (v[j] op v[j+n/2]), and so on down to
//     one element. For v8f32: ((v0+v4)+(v2+v6)) + ((v1+v5)+(v3+v7)).
//   - otherwise, for up to 12 floats on gfx90a/gfx94x, 32 floats on the
//     other targets and 16 doubles (a legal vector type, or one widened
//     with padding that llc cannot halve): in order, ((v0 op v1) op v2)
//     op ...
//   - otherwise the vector is widened to the next power of two with the
//     identity (-0.0 for fadd, 1.0 for fmul, which then fold away) and
//     halved as above while the half-width operation is legal, then folded
//     in order: halves go down to one element for half (v_pk_add_f16) and
//     for float on gfx90a/gfx94x (v_pk_add_f32), to 32 floats or 16
//     doubles elsewhere.
//
// Read from llc-19 -O3 output for gfx906, gfx90a, gfx942, gfx1030,
// gfx1100 and gfx1200 (v_add/v_pk_add dataflow, and reductions of constant
// vectors folded by the backend). A +0.0 start with nsz (fast) and a -0.0
// start fold away as in the DAG. Not modelled: where the widened half
// vector pairs a real element with padding in one packed instruction, llc
// pads with +0.0 (v3f16: (h0+h2) + (h1+0.0)), which differs from the
// model only in the sign of a zero result.
//
// fmax/fmin are maxnum/minnum folded in order and fmaximum/fminimum
// propagate NaN as the canonical quiet NaN (the v_cmp_o/v_cndmask
// expansion); llc's association differs only in which NaN payload a
// reduction of NaNs alone returns. A signalling NaN is ignored by
// fmax/fmin as by llvm.maxnum here; llc's v_max3 for four or more
// elements does not quiet it first.

// packedF32 reports whether arch has packed fp32 arithmetic (v_pk_add_f32).
func packedF32(arch string) bool {
	t, err := gfx.Lookup(arch)
	return err == nil && (t.Family == gfx.CDNA2 || t.Family == gfx.CDNA3)
}

// fred is a compiled fadd/fmul reduction of n elements (see above).
type fred struct {
	n, N, stop int // elements; N the next power of two; halve while wider than stop
	ordered    bool
	withStart  bool
	op         func(a, b uint64) uint64
}

// value is element j of the vector halved down to width w (leaves at N).
func (p *fred) value(r []uint64, a, W int32, j, w int) uint64 {
	if w >= p.N {
		return r[a+int32(j)*W]
	}
	x := p.value(r, a, W, j, 2*w)
	if j+w < p.n { // else the high half is padding
		x = p.op(x, p.value(r, a, W, j+w, 2*w))
	}
	return x
}

// reduce is one lane's reduction: its element k is r[a+k*W].
func (p *fred) reduce(r []uint64, a, W int32, start uint64) uint64 {
	if p.ordered {
		acc, k := start, 0
		if !p.withStart {
			acc, k = r[a], 1
		}
		for ; k < p.n; k++ {
			acc = p.op(acc, r[a+int32(k)*W])
		}
		return acc
	}
	w := min(p.stop, p.N)
	acc := p.value(r, a, W, 0, w)
	for j := 1; j < w && j < p.n; j++ {
		acc = p.op(acc, p.value(r, a, W, j, w))
	}
	if p.withStart {
		acc = p.op(start, acc)
	}
	return acc
}

// fredStop is the width down to which llc halves a reassociable reduction
// of n elements of width w before folding in order.
func fredStop(arch string, w, n int) int {
	if n&(n-1) == 0 || w == 16 {
		return 1
	}
	legal, stop := 16, 16 // double
	if w == 32 {
		legal, stop = 32, 32
		if packedF32(arch) {
			legal, stop = 12, 1
		}
	}
	if n <= legal {
		return math.MaxInt32 // in order
	}
	return stop
}

func hasFlag(fs []enum.FastMathFlag, f enum.FastMathFlag) bool {
	return slices.Contains(fs, f) || slices.Contains(fs, enum.FastMathFlagFast)
}

// fArith is a correctly rounded add or multiply of width w.
func fArith(w int, mul bool) func(a, b uint64) uint64 {
	switch {
	case w == 32 && mul:
		return func(a, b uint64) uint64 { return u32f(f32(a) * f32(b)) }
	case w == 32:
		return func(a, b uint64) uint64 { return u32f(f32(a) + f32(b)) }
	case w == 64 && mul:
		return func(a, b uint64) uint64 { return math.Float64bits(f64(a) * f64(b)) }
	case w == 64:
		return func(a, b uint64) uint64 { return math.Float64bits(f64(a) + f64(b)) }
	case mul:
		return func(a, b uint64) uint64 { return fput(w, fget(w, a)*fget(w, b)) }
	}
	return func(a, b uint64) uint64 { return fput(w, fget(w, a)+fget(w, b)) }
}

// fReduceAcc compiles llvm.vector.reduce.fadd (mul false) and .fmul.
func fReduceAcc(mul bool) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		if len(in.Args) != 2 {
			return unsupported("%s with %d arguments", calleeName(in), len(in.Args))
		}
		sc, n, err := elems(in.Args[1].Type())
		if err != nil {
			return err
		}
		if sc.k != kFloat {
			return unsupported("%s of %v", calleeName(in), in.Args[1].Type())
		}
		w := int(sc.bits)
		p := &fred{n: n, N: 1, ordered: !hasFlag(in.FastMathFlags, enum.FastMathFlagReassoc),
			withStart: true, op: fArith(w, mul)}
		for p.N < n {
			p.N *= 2
		}
		p.stop = fredStop(c.arch(), w, n)
		if k, ok := in.Args[0].(*constant.Float); ok && !mul && !k.NaN {
			// fadd x, -0.0 is x; fadd x, +0.0 is x under nsz (DAGCombiner).
			if b := floatConstBits(k); b&^(1<<uint(w-1)) == 0 && (b != 0 || hasFlag(in.FastMathFlags, enum.FastMathFlagNSZ)) {
				p.withStart = false
			}
		}
		ss, err := c.ops(in.Args[0], in.Args[1])
		if err != nil {
			return err
		}
		W := int32(c.W)
		c.emit(op{d: c.vals[in], a: ss[1], b: ss[0], fn: func(x *exec, o *op) {
			r := x.regs
			for m := x.mask; m != 0; m &= m - 1 {
				i := int32(bits.TrailingZeros64(m))
				r[o.d+i] = p.reduce(r, o.a+i, W, r[o.b+i])
			}
		}})
		return nil
	}
}

// canonNaN is the quiet NaN that AMDGPU's expansions of minimum/maximum
// select (0x7fc00000, 0x7ff8000000000000, 0x7e00 once rounded).
var canonNaN = math.Float64frombits(0x7ff8000000000000)

// fReduceMinMax compiles llvm.vector.reduce.fmax/fmin/fmaximum/fminimum:
// the elements folded in order with f.
func fReduceMinMax(f func(a, b float64) float64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		sc, n, err := elems(in.Args[0].Type())
		if err != nil {
			return err
		}
		if sc.k != kFloat {
			return unsupported("%s of %v", calleeName(in), in.Args[0].Type())
		}
		a, err := c.operand(in.Args[0])
		if err != nil {
			return err
		}
		w, W := int(sc.bits), int32(c.W)
		c.emit(op{d: c.vals[in], a: a, fn: func(x *exec, o *op) {
			r := x.regs
			for m := x.mask; m != 0; m &= m - 1 {
				i := int32(bits.TrailingZeros64(m))
				v := fget(w, r[o.a+i])
				for k := int32(1); k < int32(n); k++ {
					v = f(v, fget(w, r[o.a+k*W+i]))
				}
				r[o.d+i] = fput(w, v)
			}
		}})
		return nil
	}
}

// frexpMant and frexpExp are v_frexp_mant and v_frexp_exp: x = m * 2^e
// with |m| in [0.5, 1) (subnormals included), m = x and e = 0 for ±0,
// infinities and NaNs (a signalling NaN comes back quiet, as LLVM's
// constant folding of frexp gives).
func frexpMant(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	m, _ := math.Frexp(x)
	return m
}

func frexpExp(x float64) int64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return 0
	}
	_, e := math.Frexp(x)
	return int64(e)
}

// frexp compiles llvm.frexp: { mantissa, exponent }, scalar or vector, as
// the AMDGPU backend selects it on gfx7 and later (v_frexp_mant and
// v_frexp_exp, the exponent sign-extended to the result's width).
func frexp(c *compiler, in *ir.InstCall) error {
	sc, n, err := elems(in.Args[0].Type())
	if err != nil {
		return err
	}
	st, ok := in.Typ.(*types.StructType)
	if sc.k != kFloat || !ok || len(st.Fields) != 2 {
		return unsupported("%s returning %v", calleeName(in), in.Typ)
	}
	es, en, err := elems(st.Fields[1])
	if err != nil {
		return err
	}
	if es.k != kInt || es.bits > 64 || en != n {
		return unsupported("%s returning %v", calleeName(in), in.Typ)
	}
	a, err := c.operand(in.Args[0])
	if err != nil {
		return err
	}
	w, m, d := int(sc.bits), es.mask(), c.vals[in]
	for k := 0; k < n; k++ {
		off := int32(k * c.W)
		c.emit(op{d: d + off, a: a + off, fn: fUn(w, frexpMant)})
		c.emit(op{d: d + int32(n*c.W) + off, a: a + off, fn: mkUn(func(x uint64) uint64 { return uint64(frexpExp(fget(w, x))) & m })})
	}
	return nil
}
