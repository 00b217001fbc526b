package amdgpu

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Warp-level matrix multiply-accumulate, mma.sync (PTX ISA 9.7.14.5.14
// "mma", with the layouts of 9.7.14.5.x "Matrix Fragments for mma.m16n8kK").
//
// The fragments of every m16n8kK shape follow one pattern. Lane 4g+t
// (groupID g, threadID_in_group t) holds
//   - elements of A in rows g and g+8, at columns that depend on t only;
//   - elements of B in column g, at rows (k) that depend on t only;
//   - C and D elements (g + 8*(i>>1), 2t + (i&1)) for i = 0..3.
// So the lane that owns D elements in rows g, g+8 and columns 2t, 2t+1
// finds the two rows of A it needs in the four lanes of its own group
// (4g..4g+3) and the two columns of B in the groups 2t and 2t+1: each of
// those registers is read once with ds_bpermute, the elements are unpacked
// at compile-time-known places, and each lane computes its four results.
//
// Arithmetic (lower_mma_model.go; RATIONALE.md, "Tensor-core numerics
// (H100)"): the model of the H100's tensor cores that the recordings of
// conformance/lab/tensorcore pin down bit for bit. Products of f16, bf16
// and tf32 inputs are exact (tf32 ignores the 13 low mantissa bits of the
// register); all products of the instruction and C are aligned to the
// largest exponent among them (a product's exponent being ea+eb), each is
// truncated to 25 bits below it, the truncated terms are added exactly and
// the sum is rounded once: toward zero for f32 results (overflowing to
// infinity), to nearest even for f16; a zero result is +0. Integer forms
// are exact: s8/u8 products are summed in 64 bits and wrap to s32, or
// saturate with .satfinite. fp8 (e4m3/e5m2) is two such blocks and a final
// addition of C (mmaFP8).

func init() {
	lowerTable["mma"] = (*fnLowerer).lowerMma
}

// mmaForm is the fragment layout of one mma.sync shape and input type.
// Element i of a fragment lives in register i/per (per = 32/element bits)
// at bit (i%per)*bits. For lane (g, t), A element i is at row
// g + 8*aHi(i), column aCol(t, i); B element i at row bK(t, i), column g.
type mmaForm struct {
	k            int
	aRegs, bRegs int
	aHi          func(i int) int
	aCol, bK     func(t, i int) int
}

// mmaForms is keyed by shape and element width (16: f16/bf16, 32: tf32,
// 8: s8/u8).
var mmaForms = map[string]mmaForm{
	// "Matrix Fragments for mma.m16n8k8" (.f16/.bf16): a0,a1 row g, a2,a3
	// row g+8, columns 2t, 2t+1; b0,b1 rows 2t, 2t+1.
	"m16n8k8/16": {8, 2, 1,
		func(i int) int { return i >> 1 },
		func(t, i int) int { return 2*t + i&1 },
		func(t, i int) int { return 2*t + i }},
	// "Matrix Fragments for mma.m16n8k16 with floating point type": rows
	// g (a0,a1,a4,a5) and g+8, columns 2t+(i&1) (+8 for a4..a7); B rows
	// 2t+(i&1) (+8 for b2,b3).
	"m16n8k16/16": {16, 4, 2,
		func(i int) int { return i >> 1 & 1 },
		func(t, i int) int { return 2*t + i&1 + 8*(i>>2) },
		func(t, i int) int { return 2*t + i&1 + 8*(i>>1) }},
	// "Matrix Fragments for mma.m16n8k4" (.tf32): a0 row g, a1 row g+8,
	// column t; b0 row t.
	"m16n8k4/32": {4, 2, 1,
		func(i int) int { return i },
		func(t, i int) int { return t },
		func(t, i int) int { return t }},
	// "Matrix Fragments for mma.m16n8k8" (.tf32): a0,a2 row g, a1,a3 row
	// g+8; a0,a1 column t, a2,a3 column t+4; b0 row t, b1 row t+4.
	"m16n8k8/32": {8, 4, 2,
		func(i int) int { return i & 1 },
		func(t, i int) int { return t + 4*(i>>1) },
		func(t, i int) int { return t + 4*i }},
	// "Matrix Fragments for mma.m16n8k16 with integer type": a0..a3 row g,
	// a4..a7 row g+8, columns 4t+(i&3); b0..b3 rows 4t+i.
	"m16n8k16/8": {16, 2, 1,
		func(i int) int { return i >> 2 },
		func(t, i int) int { return 4*t + i&3 },
		func(t, i int) int { return 4*t + i }},
	// "Matrix Fragments for mma.m16n8k32": a0..a3, a8..a11 row g, the
	// others row g+8; columns 4t+(i&3) (+16 for a8..a15); B rows 4t+(i&3)
	// (+16 for b4..b7).
	"m16n8k32/8": {32, 4, 2,
		func(i int) int { return i >> 2 & 1 },
		func(t, i int) int { return 4*t + i&3 + 16*(i>>3) },
		func(t, i int) int { return 4*t + i&3 + 16*(i>>2) }},
	// m16n8k32 .s4/.u4: eight elements a register, a0..a7 row g, a8..a15
	// row g+8; columns and B rows 8t+(i&7). (real3/mma_int_ptx.)
	"m16n8k32/4": {32, 2, 1,
		func(i int) int { return i >> 3 },
		func(t, i int) int { return 8*t + i&7 },
		func(t, i int) int { return 8*t + i }},
	// m16n8k64 .s4/.u4: the bits of m16n8k32 .s8 with elements of half
	// the width: a0..a7 and a16..a23 row g, the others row g+8; columns
	// 8t+(i&7) (+32 for a16..a31); B rows 8t+(i&7) (+32 for b8..b15).
	// (mma/raw_m16n8k64_*.)
	"m16n8k64/4": {64, 4, 2,
		func(i int) int { return i >> 3 & 1 },
		func(t, i int) int { return 8*t + i&7 + 32*(i>>4) },
		func(t, i int) int { return 8*t + i&7 + 32*(i>>3) }},
	// m16n8k128 .b1: the bits of m16n8k16 .s8: a0..a31 row g, a32..a63
	// row g+8; columns and B rows 32t+(i&31). (mma/raw_m16n8k128_*.)
	"m16n8k128/1": {128, 2, 1,
		func(i int) int { return i >> 5 },
		func(t, i int) int { return 32*t + i&31 },
		func(t, i int) int { return 32*t + i }},
	// m8n8k16 .s8/.u8, m8n8k32 .s4/.u4, m8n8k128 .b1 (the Turing forms):
	// A is 8 rows, one register a lane, all of it row g at columns
	// (32/bits)t+i; B one register, rows (32/bits)t+i of column g; C and
	// D two registers, row g, columns 2t and 2t+1 (m8n8: aHi is 0 and
	// only D elements 0 and 1 exist). (mma/raw_m8n8k*.)
	"m8n8k16/8": {16, 1, 1,
		func(i int) int { return 0 },
		func(t, i int) int { return 4*t + i },
		func(t, i int) int { return 4*t + i }},
	"m8n8k32/4": {32, 1, 1,
		func(i int) int { return 0 },
		func(t, i int) int { return 8*t + i },
		func(t, i int) int { return 8*t + i }},
	"m8n8k128/1": {128, 1, 1,
		func(i int) int { return 0 },
		func(t, i int) int { return 32*t + i },
		func(t, i int) int { return 32*t + i }},
	// m16n8k256 .b1: 32 single-bit elements a register, a0..a31 and
	// a64..a95 row g, the others row g+8; columns and B rows 32t+(i&31)
	// (+128 for the second half). (real3/mma_int_ptx.)
	"m16n8k256/1": {256, 4, 2,
		func(i int) int { return i >> 5 & 1 },
		func(t, i int) int { return 32*t + i&31 + 128*(i>>6) },
		func(t, i int) int { return 32*t + i&31 + 128*(i>>5) }},
}

// mmaB1 is the single-bit input type of the .b1 forms.
var mmaB1 = sir.Type{Kind: sir.KindBits, Bits: 1}

// mmaShapes are the shape modifiers mma.sync may carry.
var mmaShapes = []string{"m8n8k4", "m8n8k16", "m8n8k32", "m8n8k128", "m16n8k4", "m16n8k8", "m16n8k16", "m16n8k32", "m16n8k64", "m16n8k128", "m16n8k256"}

// requireWarp32 rejects a matrix instruction in a warp mode whose PTX warp
// is not 32 lanes: the fragment layouts are defined for 32 lanes.
func (fl *fnLowerer) requireWarp32(op string) {
	if fl.warpSize() != 32 {
		unsupported("%s in warp mode native64: its fragment layouts are defined for 32-lane warps; translate with --warp-mode wave32, paired or single", op)
	}
}

// vecOperand returns the n elements of vector operand o.
func vecOperand(o sir.Operand, n int, what string) []sir.Operand {
	v, ok := o.(*sir.Vec)
	if !ok {
		if n == 1 {
			return []sir.Operand{o}
		}
		unsupported("%s must be a vector of %d registers", what, n)
	}
	if len(v.Elems) != n {
		unsupported("%s has %d registers, the form takes %d", what, len(v.Elems), n)
	}
	return v.Elems
}

// unitResult reports whether source i of in is, on every path to in, an
// f32 element of D of one mma.sync that the matrix units or the dot path
// compute (as lowerMma chooses below).
func (fl *fnLowerer) unitResult(in *sir.Inst, i int) bool {
	reg, ok := regOperand(in, i)
	if !ok || reg.Type.Bits != 32 {
		return false
	}
	if fl.mmaDsts == nil {
		// uniqueDef walks the CFG: ask it only about registers an mma
		// writes somewhere, which most conversions' sources are not.
		fl.mmaDsts = map[*sir.Reg]bool{}
		for _, b := range fl.sf.Blocks {
			for _, x := range b.Insts {
				if x.Op == "mma" {
					for _, r := range instDefs(x) {
						fl.mmaDsts[r] = true
					}
				}
			}
		}
	}
	if !fl.mmaDsts[reg] {
		return false
	}
	d := fl.uniqueDef(reg, in)
	if d == nil || d.Op != "mma" || d.Has("sp") || d.Has("sp::ordered_metadata") || len(d.Types) < 4 {
		return false
	}
	dt, at, bt, _ := mmaTypes(d)
	if dt != sir.F32 || at.Kind == sir.KindSigned || at.Kind == sir.KindUnsigned || at.Bits < 8 || strings.HasPrefix(d.ModIn(mmaShapes...), "m8n8") {
		return false
	}
	if isFP8(at) {
		return fl.lw.mmaFP8Unit(at, bt) != nil || fl.lw.mmaUnitFor(sir.F16, sir.F16) != nil
	}
	return fl.lw.mmaUnitFor(at, bt) != nil || fl.lw.mmaDotFor(at, bt)
}

// lowerMma: mma.sync.aligned.shape.row.col.dtype.atype.btype.ctype d, a,
// b, c (PTX ISA 9.7.14.5.14) for m16n8k8 and m16n8k16 with .f16 (f16 or
// f32 accumulators) and .bf16, m16n8k4 and m16n8k8 with .tf32,
// m16n8k16 and m16n8k32 with .s8/.u8 (optionally .satfinite), and
// m16n8k16 and m16n8k32 .f32 or .f16 with .e4m3/.e5m2 inputs (A's and B's
// each either).
func (fl *fnLowerer) lowerMma(in *sir.Inst) {
	checkMods(in, append([]string{"sync", "aligned", "row", "col", "satfinite", "e4m3", "e5m2", "xor", "and", "popc", "sp", "sp::ordered_metadata"}, mmaShapes...)...)
	if !in.Has("sync") || !in.Has("aligned") {
		unsupported("mma without .sync.aligned")
	}
	fl.requireWarp32("mma")
	shape := in.ModIn(mmaShapes...)
	if shape == "m8n8k4" && len(in.Types) == 4 && in.Types[1] == sir.F16 && in.Types[2] == sir.F16 {
		fl.lowerMmaM8N8K4F16(in, in.Types[0], in.Types[3]) // lower_mma_m884.go
		return
	}
	if len(in.Mods) < 2 || !layoutRowCol(in) {
		unsupported("mma.%s supports only .row.col layouts", shape)
	}
	dt, at, bt, ct := mmaTypes(in)
	isInt := at.Kind == sir.KindSigned || at.Kind == sir.KindUnsigned
	fp8 := isFP8(at)
	sparse := in.Has("sp") || in.Has("sp::ordered_metadata")
	switch {
	case fp8:
		if !isFP8(bt) || dt != ct || (dt != sir.F32 && dt != sir.F16) || (shape != "m16n8k16" && shape != "m16n8k32") {
			unsupported("fp8 mma form (m16n8k16 and m16n8k32 .f32 or .f16 with .e4m3/.e5m2 inputs are supported)")
		}
	case isInt && at.Bits == 4:
		if bt.Bits != 4 || !(bt.Kind == sir.KindSigned || bt.Kind == sir.KindUnsigned) ||
			dt != sir.S32 || ct != sir.S32 || (shape != "m8n8k32" && shape != "m16n8k32" && shape != "m16n8k64") {
			unsupported("4-bit integer mma form (m8n8k32, m16n8k32 and m16n8k64 .s32 with .s4/.u4 inputs are supported)")
		}
	case isInt:
		if at.Bits != 8 || bt.Bits != 8 || !(bt.Kind == sir.KindSigned || bt.Kind == sir.KindUnsigned) ||
			dt != sir.S32 || ct != sir.S32 || (shape != "m8n8k16" && shape != "m16n8k16" && shape != "m16n8k32") {
			unsupported("integer mma form (m8n8k16, m16n8k16 and m16n8k32 .s32 with .s8/.u8 inputs are supported)")
		}
	case at == mmaB1:
		if bt != mmaB1 || dt != sir.S32 || ct != sir.S32 || (shape != "m8n8k128" && shape != "m16n8k128" && shape != "m16n8k256") ||
			!in.Has("popc") || (in.Has("xor") == in.Has("and")) {
			unsupported("b1 mma form (m8n8k128, m16n8k128 and m16n8k256 .s32 with .xor.popc or .and.popc are supported)")
		}
	case at == sir.F16 && bt == sir.F16:
		if (dt != sir.F16 && dt != sir.F32) || (ct != sir.F16 && ct != sir.F32) || (shape != "m16n8k8" && shape != "m16n8k16" && !(sparse && shape == "m16n8k32")) {
			unsupported("f16 mma form (m16n8k8/m16n8k16 with .f16/.f32 accumulators are supported)")
		}
		if dt != ct {
			// ptxas (CUDA 13) rejects both mixes: ".dtype must be '.f32'
			// when .ctype is '.f32'" and the same for .f16.
			unsupported("mma with .%s C and .%s D (ptxas requires .dtype to equal .ctype)", ct, dt)
		}
	case at == sir.BF16 && bt == sir.BF16:
		if dt != sir.F32 || ct != sir.F32 || (shape != "m16n8k8" && shape != "m16n8k16" && !(sparse && shape == "m16n8k32")) {
			unsupported("bf16 mma form (m16n8k8/m16n8k16 .f32 are supported)")
		}
	case at == sir.F64 && bt == sir.F64:
		if dt != sir.F64 || ct != sir.F64 || shape != "m8n8k4" {
			unsupported("f64 mma form (m8n8k4 .f64 is supported)")
		}
	case at == sir.TF32 && bt == sir.TF32:
		if dt != sir.F32 || ct != sir.F32 || (shape != "m16n8k4" && shape != "m16n8k8") {
			unsupported("tf32 mma form (m16n8k4/m16n8k8 .f32 are supported)")
		}
	default:
		unsupported("mma with .%s.%s inputs", at, bt)
	}
	if sparse && !((at == sir.F16 || at == sir.BF16) && (shape == "m16n8k16" || shape == "m16n8k32")) {
		unsupported("mma.sp form (m16n8k16 and m16n8k32 with .f16/.bf16 inputs are supported)")
	}
	if at != mmaB1 && (in.Has("xor") || in.Has("and") || in.Has("popc")) {
		unsupported(".xor/.and/.popc on an mma without .b1 inputs")
	}
	if in.Has("satfinite") && !isInt {
		unsupported(".satfinite on a floating-point mma")
	}
	if at == sir.F64 {
		if len(in.Dst) != 1 || len(in.Src) != 3 {
			unsupported("mma takes d, a, b, c")
		}
		fl.lowerMmaF64(in) // lower_mma_f64.go
		return
	}
	var sp *mmaSparse
	var form mmaForm
	if sparse {
		if len(in.Dst) != 1 || len(in.Src) != 5 {
			unsupported("mma.sp takes d, a, b, c, e, f (metadata and sparsity selector)")
		}
		form, sp = fl.mmaSparseForm(shape, in.Src[3], in.Src[4])
	} else {
		var ok bool
		form, ok = mmaForms[fmt.Sprintf("%s/%d", shape, at.Bits)]
		if !ok {
			unsupported("mma.%s with .%s", shape, at)
		}
		if len(in.Dst) != 1 || len(in.Src) != 3 {
			unsupported("mma takes d, a, b, c")
		}
	}
	// The m8n8 forms have 8 rows: every A element is in row g (aHi is 0)
	// and a lane holds D elements 0 and 1 only.
	m8 := strings.HasPrefix(shape, "m8n8")
	halves, nd := 2, 4
	if m8 {
		halves, nd = 1, 2
	}
	accRegs := func(t sir.Type) int {
		if t == sir.F16 {
			return 2
		}
		return nd
	}
	dOps := vecOperand(in.Dst[0], accRegs(dt), "d")
	aOps := vecOperand(in.Src[0], form.aRegs, "a")
	bOps := vecOperand(in.Src[1], form.bRegs, "b")
	cOps := vecOperand(in.Src[2], accRegs(ct), "c")

	read := func(ops []sir.Operand) []value.Value {
		vs := make([]value.Value, len(ops))
		for i, o := range ops {
			vs[i] = fl.read(o, sir.B32)
		}
		return vs
	}
	// readHalves reads f16 A or B fragments for the matrix units and the
	// dot path: a register that f16x2 arithmetic made canonical where
	// NaN (the dequantised B of an int4 GEMM) is read as the arithmetic
	// left it, since those paths promise NaN for NaN, not its payload
	// (conformance/README.md); LLVM drops the selects nobody else reads.
	readHalves := func(ops []sir.Operand, t sir.Type) []value.Value {
		vs := read(ops)
		if t != sir.F16 {
			return vs
		}
		cn := canonicalHalf2()
		for i, v := range vs {
			if raw := uncanonicalHalf(v, cn); raw != nil {
				vs[i] = fl.emit(ir.NewBitCast(raw, types.I32))
			}
		}
		return vs
	}
	if fp8 {
		// gfx12's fp8 WMMA, or fp8 widened to f16 on the f16 units
		// (lower_mma_hw.go, mmaFP8Unit and lowerMmaFP8HW).
		if u := fl.lw.mmaFP8Unit(at, bt); u != nil {
			h := &mmaHW{u: u, form: form, at: at, bt: bt, dt: dt, a: read(aOps), b: read(bOps), c: read(cOps)}
			fl.lowerMmaHW(h, dOps)
			return
		}
		if u := fl.lw.mmaUnitFor(sir.F16, sir.F16); u != nil {
			fl.lowerMmaFP8HW(u, form, at, bt, dt, aOps, bOps, cOps, dOps)
			return
		}
	} else if at.Bits < 8 || m8 || sparse {
		// .s4/.u4/.b1, the m8n8 forms and mma.sp: no unit or dot path;
		// the software model below.
	} else if u := fl.lw.mmaUnitFor(at, bt); u != nil {
		if g := fl.accGroupOf(in); g != nil && g.unit == u.name {
			// C and D in the unit's layout (lower_mma_acc.go).
			if fl.acc.delayed[in] {
				return // computed with a later mma's (pairAccMmas)
			}
			h := &mmaHW{u: u, form: form, at: at, bt: bt, dt: dt, a: readHalves(aOps, at), b: readHalves(bOps, bt), half: g.half}
			byHalf := [2]*accGroup{}
			byHalf[g.half] = g
			if in1 := fl.acc.merged[in]; in1 != nil {
				// One WMMA for both: the half-0 group's B first.
				g1 := fl.acc.uses[in1]
				b1 := readHalves(vecOperand(in1.Src[1], form.bRegs, "b"), bt)
				byHalf[g1.half] = g1
				h.pair, h.half = true, 0
				if g.half == 0 {
					h.b = append(h.b, b1...)
				} else {
					h.b = append(b1, h.b...)
				}
			}
			acc := make([]value.Value, u.outs)
			for e := range acc {
				src := byHalf[u.elemHalf(e)]
				if src == nil {
					src = g // rows no problem of this mma uses
				}
				acc[e] = fl.readReg(src.accShadow(u.outs)[e], fl.cur)
			}
			res := fl.lowerMmaHWAcc(h, acc)
			for _, grp := range byHalf {
				if grp == nil {
					continue
				}
				for i, v := range res {
					fl.writeReg(grp.accShadow(u.outs)[i], v)
				}
			}
			return
		}
		h := &mmaHW{u: u, form: form, at: at, bt: bt, dt: dt, sat: in.Has("satfinite"), a: readHalves(aOps, at), b: readHalves(bOps, bt), c: read(cOps)}
		fl.lowerMmaHW(h, dOps)
		return
	} else if fl.lw.mmaDotFor(at, bt) {
		fl.lowerMmaDot(form, at, dt, in.Has("satfinite"), readHalves(aOps, at), readHalves(bOps, bt), read(cOps), dOps) // lower_mma_dot.go
		return
	}

	b := fpBuilder(fl)
	aRegs := make([]value.Value, len(aOps))
	for i, o := range aOps {
		aRegs[i] = fl.read(o, sir.B32)
	}
	bRegs := make([]value.Value, len(bOps))
	for i, o := range bOps {
		bRegs[i] = fl.read(o, sir.B32)
	}
	cRegs := make([]value.Value, len(cOps))
	for i, o := range cOps {
		cRegs[i] = fl.read(o, sir.B32)
	}

	// Gather: the rows g and g+8 of A from lanes 4g..4g+3, the columns 2t
	// and 2t+1 of B from lanes 8t+4p+t' (p = 0, 1).
	lane := fl.warpLane()
	base := fl.warpBase()
	group := b.and(lane, ci(types.I32, ^3))
	tig := b.and(lane, ci(types.I32, 3))
	per := 32 / at.Bits
	// fetch reads register r of regs from lane src once per source.
	fetched := map[string]value.Value{}
	fetch := func(src value.Value, regs []value.Value, r int, from string) value.Value {
		key := fmt.Sprint(from, "/", r)
		if v, ok := fetched[key]; ok {
			return v
		}
		v := fl.bpermute(src, regs[r])
		fetched[key] = v
		return v
	}
	aK := form.k // A's columns: K/2 (the non-zero elements) for mma.sp
	if sp != nil {
		aK /= 2
	}
	aVal := [2][]value.Value{make([]value.Value, aK), make([]value.Value, aK)}
	bVal := [2][]value.Value{make([]value.Value, form.k), make([]value.Value, form.k)}
	for tp := 0; tp < 4; tp++ {
		src := b.or(base, b.or(group, ci(types.I32, int64(tp))))
		for i := 0; i < form.aRegs*per; i++ {
			h, k := form.aHi(i), form.aCol(tp, i)
			if aVal[h][k] != nil {
				panic(fmt.Sprintf("BUG: lower mma: A element (%d,%d) placed twice", h, k))
			}
			aVal[h][k] = fl.mmaElem(fetch(src, aRegs, i/per, fmt.Sprint("a", tp)), i%per, at)
		}
	}
	for p := 0; p < 2; p++ {
		for tp := 0; tp < 4; tp++ {
			src := b.or(base, b.add(b.shl(tig, ci(types.I32, 3)), ci(types.I32, int64(4*p+tp))))
			for i := 0; i < form.bRegs*per; i++ {
				k := form.bK(tp, i)
				if bVal[p][k] != nil {
					panic(fmt.Sprintf("BUG: lower mma: B element %d placed twice", k))
				}
				bVal[p][k] = fl.mmaElem(fetch(src, bRegs, i/per, fmt.Sprint("b", p, tp)), i%per, bt)
			}
		}
	}
	for h := 0; h < 2; h++ {
		for k := 0; k < form.k; k++ {
			if (h < halves && k < aK && aVal[h][k] == nil) || bVal[h][k] == nil {
				panic(fmt.Sprintf("BUG: lower mma: element %d of A or B not placed", k))
			}
		}
	}

	// Each lane's four results (two for m8n8), D[i] at row g + 8*(i>>1),
	// column 2t + (i&1).
	var res [4]value.Value
	for i := 0; i < nd; i++ {
		h, p := i>>1, i&1
		if isInt || at == mmaB1 {
			acc := b.ext(fl.accElem(cRegs, i, ct), types.I64, true)
			for k := 0; k < form.k; k++ {
				switch {
				case at == mmaB1 && in.Has("xor"):
					acc = b.add(acc, b.xor(aVal[h][k], bVal[p][k]))
				default: // products; .and.popc of single bits is their product
					acc = b.add(acc, b.mul(aVal[h][k], bVal[p][k]))
				}
			}
			if in.Has("satfinite") {
				acc = b.clamp(acc, -1<<31, 1<<31-1)
			}
			res[i] = b.ext(acc, types.I32, false)
			continue
		}
		if fp8 {
			res[i] = fl.mmaFP8(aVal[h], bVal[p], fl.accElem(cRegs, i, ct), dt)
			continue
		}
		terms := make([]value.Value, 0, form.k+1)
		if sp != nil {
			// Each non-zero element of A meets the row of B its metadata
			// index picks in its chunk of four; the pruned zeros take no
			// part (an Inf in a pruned row of B makes no NaN), as in
			// wgmma.mma_async.sp.
			for kc := 0; kc < aK; kc++ {
				terms = append(terms, b.fmul(aVal[h][kc], sp.pick(b, h, kc, bVal[p])))
			}
		} else {
			for k := 0; k < form.k; k++ {
				terms = append(terms, b.fmul(aVal[h][k], bVal[p][k]))
			}
		}
		res[i] = fl.mmaRound(append(terms, fl.accElem(cRegs, i, ct)), dt)
	}
	if dt == sir.F16 {
		for j := 0; j < 2; j++ {
			fl.writeOp(dOps[j], b.pack16(res[2*j+1], res[2*j]), sir.B32)
		}
		return
	}
	for i := 0; i < nd; i++ {
		fl.writeOp(dOps[i], res[i], sir.B32)
	}
}

// mmaRound adds terms (products of mmaElem values and the accElem C, as
// <2 x double>: value, alignment power of two) as the H100's tensor cores
// do and returns the result as the bits of the accumulator type t (i32 for
// f32, i16 for f16). Every form here is one block of the hardware's adder
// (lower_mma_model.go).
func (fl *fnLowerer) mmaRound(terms []value.Value, t sir.Type) value.Value {
	return fl.mmaBlock(terms, t)
}

// mmaTypes returns an mma's .dtype.atype.btype.ctype. fp8 inputs are
// modifiers (.e4m3, .e5m2) in the SIR, the accumulator types its types.
func mmaTypes(in *sir.Inst) (dt, at, bt, ct sir.Type) {
	var f8 []sir.Type
	for _, m := range in.Mods {
		switch m {
		case "e4m3":
			f8 = append(f8, sir.E4M3)
		case "e5m2":
			f8 = append(f8, sir.E5M2)
		}
	}
	switch {
	case len(f8) == 0 && len(in.Types) == 4:
		return in.Types[0], in.Types[1], in.Types[2], in.Types[3]
	case len(f8) == 2 && len(in.Types) == 2:
		return in.Types[0], f8[0], f8[1], in.Types[1]
	case len(f8) == 1:
		unsupported("mma with one fp8 input: .e4m3/.e5m2 A and B go together")
	}
	unsupported("mma takes .dtype.atype.btype.ctype")
	return
}

// isFP8 reports whether t is a single e4m3 or e5m2 element.
func isFP8(t sir.Type) bool {
	return !t.Packed && (t.Kind == sir.KindE4M3 || t.Kind == sir.KindE5M2)
}

// layoutRowCol reports whether an mma's layouts are .row (A) then .col (B).
func layoutRowCol(in *sir.Inst) bool {
	var ls []string
	for _, m := range in.Mods {
		if m == "row" || m == "col" {
			ls = append(ls, m)
		}
	}
	return len(ls) == 2 && ls[0] == "row" && ls[1] == "col"
}

// mmaElem unpacks element e of a 32-bit fragment register holding
// elements of type t: for f16, bf16 and tf32 (which ignores the 13 low
// mantissa bits of the register), e4m3 and e5m2 a <2 x double> of its
// exact value and the power of two of its exponent (mmaFloatElem), for s8
// and u8 an i64.
func (fl *fnLowerer) mmaElem(reg value.Value, e int, t sir.Type) value.Value {
	b := fpBuilder(fl)
	x := reg
	if t.Bits < 32 {
		x = b.lshr(reg, ci(types.I32, int64(e*t.Bits)))
	}
	switch t.Kind {
	case sir.KindFloat:
		h := b.fromBits(b.ext(x, types.I16, false), types.Half)
		return fl.mmaFloatElem(b.fpext(h, types.Double), t)
	case sir.KindBF16:
		return fl.mmaFloatElem(b.fpext(b.bf16ToF32(b.ext(x, types.I16, false)), types.Double), t)
	case sir.KindTF32:
		x = b.and(x, ci(types.I32, ^0x1fff))
		return fl.mmaFloatElem(b.fpext(b.fromBits(x, types.Float), types.Double), t)
	case sir.KindSigned, sir.KindUnsigned:
		if t.Bits == 4 {
			x = b.shl(x, ci(types.I32, 28))
			if t.Kind == sir.KindSigned {
				return b.ext(b.ashr(x, ci(types.I32, 28)), types.I64, true)
			}
			return b.ext(b.lshr(x, ci(types.I32, 28)), types.I64, false)
		}
		return b.ext(b.ext(x, types.I8, false), types.I64, t.Kind == sir.KindSigned)
	case sir.KindBits:
		if t.Bits == 1 {
			return b.ext(b.and(x, ci(types.I32, 1)), types.I64, false)
		}
	case sir.KindE4M3, sir.KindE5M2:
		h := b.fromBits(b.decodeF8(b.ext(x, types.I16, false), t.Kind == sir.KindE4M3), types.Half)
		return fl.mmaFloatElem(b.fpext(h, types.Double), t)
	}
	unsupported("mma element type .%s", t)
	return nil
}

// accElem is accumulator element i (0..3) of C: for f16 and f32
// accumulators a <2 x double> like mmaElem's (mmaAccElem), an i32 for s32.
func (fl *fnLowerer) accElem(regs []value.Value, i int, t sir.Type) value.Value {
	b := fpBuilder(fl)
	switch t {
	case sir.F16:
		x := b.ext(b.lshr(regs[i>>1], ci(types.I32, int64(16*(i&1)))), types.I16, false)
		return fl.mmaAccElem(b.fpext(b.fromBits(x, types.Half), types.Double))
	case sir.F32:
		return fl.mmaAccElem(b.fpext(b.fromBits(regs[i], types.Float), types.Double))
	}
	return regs[i]
}

// mmaSparse is the 2:4 sparsity of an mma.sp's A: index(h, kc) is the
// place (0-3, an i32) in its chunk of four of compressed element kc of
// row g + 8h.
type mmaSparse struct {
	index func(h, kc int) value.Value
}

// pick returns the element of bk (B's column, all K rows) that compressed
// element kc of row g + 8h meets.
func (sp *mmaSparse) pick(b fpb, h, kc int, bk []value.Value) value.Value {
	idx, c := sp.index(h, kc), kc/2
	y := bk[4*c]
	for q := 1; q < 4; q++ {
		y = b.sel(b.cmp(enum.IPredEQ, idx, ci(types.I32, int64(q))), bk[4*c+q], y)
	}
	return y
}

// mmaSparseForm is the fragment layout of mma.sp (PTX ISA 9.7.14.6,
// .f16/.bf16; mma/raw_sp_* recorded on the H100): A holds the K/2
// non-zero elements of each row in the layout of the dense K/2 form
// (m16n8k8's for m16n8k16, m16n8k16's for m16n8k32), B all K rows
// (m16n8k16's layout, and for K = 32 its pattern continued: rows
// 2t+(i&1)+8(i>>1)). The metadata e comes from the threads the selector f
// names, 16 bits a row: 4g+f for m16n8k16 (f 0-3), 4g+2f and 4g+2f+1 (k
// 0-15, 16-31) for m16n8k32 (f 0-1); rows g in bits 0-15, g+8 in 16-31,
// 4 bits a chunk of four, the index of its first non-zero element in the
// low 2.
func (fl *fnLowerer) mmaSparseForm(shape string, meta, selOp sir.Operand) (mmaForm, *mmaSparse) {
	imm, ok := selOp.(*sir.Imm)
	if !ok {
		unsupported("mma.sp's sparsity selector must be a constant")
	}
	// The selector takes the instruction's type: 0x1 is the f32 1.0 in
	// an .f32 mma.
	sel := int(imm.Bits)
	switch imm.Type {
	case sir.F32:
		sel = int(math.Float32frombits(uint32(imm.Bits)))
	case sir.F64:
		sel = int(math.Float64frombits(imm.Bits))
	}
	form := mmaForms["m16n8k16/16"]
	words, sels := 1, 4
	if shape == "m16n8k32" {
		a := form
		form = mmaForm{32, a.aRegs, 4, a.aHi, a.aCol, func(t, i int) int { return 2*t + i&1 + 8*(i>>1) }}
		words, sels = 2, 2
	} else {
		a := mmaForms["m16n8k8/16"]
		form.aRegs, form.aHi, form.aCol = a.aRegs, a.aHi, a.aCol
	}
	if sel < 0 || sel >= sels {
		unsupported("mma.sp.%s takes sparsity selector 0 to %d, not %d", shape, sels-1, sel)
	}
	return form, &mmaSparse{index: fl.sparseIndex(meta, sel, words)}
}

// sparseIndex reads the 2:4 metadata of a warp's A from the lanes 4g +
// words*sel + j (j < words) of each group of four and returns the index
// function of mmaSparse: word j holds k 16j..16j+15 of rows g (bits 0-15)
// and g + 8 (bits 16-31). mma.sp m16n8k16 has one word, m16n8k32 and
// wgmma.mma_async.sp two.
func (fl *fnLowerer) sparseIndex(meta sir.Operand, sel, words int) func(h, kc int) value.Value {
	b := ib{fl}
	m := fl.read(meta, sir.B32)
	group := b.and(fl.warpLane(), ci(types.I32, ^3))
	base := fl.warpBase()
	w := make([]value.Value, words)
	for j := range w {
		w[j] = fl.bpermute(b.or(base, b.or(group, ci(types.I32, int64(words*sel+j)))), m)
	}
	return func(h, kc int) value.Value {
		c := kc / 2
		shift := 16*h + 4*(c%4) + 2*(kc%2)
		return b.and(b.lshr(w[c/4], ci(types.I32, int64(shift))), ci(types.I32, 3))
	}
}
