package amdgpu

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Warpgroup matrix multiply-accumulate, wgmma (PTX ISA 9.7.15
// "Asynchronous Warpgroup Level Matrix Multiply-Accumulate").
//
// A warpgroup is four consecutive warps (threads 128i..128i+127 of the
// block). wgmma.mma_async computes D = A*B + D (scale-d false: A*B) for a
// 64xN tile with K = 32 bytes of elements (k16 f16/bf16, k8 tf32, k32
// e4m3/e5m2/s8/u8). D is spread over the warpgroup like mma.sync's C: the
// thread with lane 4g+t of warp w holds row 16w + g + 8*((i>>1)&1),
// column 8*(i>>2) + 2t + (i&1) as its element i. A comes from registers
// (the m16n8kK fragment of each warp's 16 rows) or, like B, from shared
// memory through a 64-bit matrix descriptor:
//
//	bits  0-13  start address >> 4       bits 32-45  stride byte offset >> 4
//	bits 16-29  leading byte offset >> 4  bits 49-51  base offset (0 only)
//	bits 62-63  swizzle: 0 none, 1 128B, 2 64B, 3 32B
//
// and one of the canonical layouts, in bytes, for element (k, r) where r
// is the row of A or the column of B, T = 16/element size, S = the swizzle
// width in 16-byte chunks, span = 16*S:
//
//	K-major (no transpose), no swizzle: (r%8)*16 + (r/8)*SBO + (k%T)*esize + (k/T)*LBO
//	K-major, swizzled:                   (r%8)*span + (r/8)*SBO + k*esize
//	MN-major (transposed), no swizzle:   (r%T)*esize + (r/T)*SBO + (k%8)*16 + (k/8)*LBO
//	MN-major, swizzled:                  (r%(T*S))*esize + (r/(T*S))*LBO + (k%8)*span + (k/8)*SBO
//
// after which a swizzled layout XORs address bits 4.. with bits 7.. (3, 2
// or 1 bits), on the absolute shared address. Probes on the H100 (A the
// identity from registers, B an iota) confirmed these for K-major 128B,
// K-major unswizzled and MN-major 64B, and every recorded case checks one.
//
// The lowering is synchronous, as for the bulk copies: each thread reads
// the A rows and B columns it needs from shared memory (or gathers A from
// its warp with ds_bpermute), and computes its elements of D. f16/bf16
// inputs use the exact software model of mma.sync (mmaElem, mmaRound,
// accElem in lower_mma.go): products exact, summed exactly with C and
// rounded toward zero to f32. tf32 and fp8 inputs follow what the H100
// recordings show instead (wgAlignedRound): terms aligned to the largest
// exponent and truncated before an exact sum. fence, commit_group and
// wait_group have nothing to wait for. With --mma=hw (and auto on targets
// with matrix units) the product runs on MFMA/WMMA instead
// (lower_wgmma_hw.go).
//
// The sparse form wgmma.mma_async.sp (PTX ISA 9.7.15.6; .f16 and .bf16,
// m64nNk32) takes A 2:4 sparse: A holds 16 columns (the non-zero elements
// of each chunk of four, in the dense k16 layouts), and the metadata
// register of threads 4g + 2sel and 4g + 2sel + 1 gives, 4 bits per chunk,
// the places of the two non-zero elements of rows g (bits 0-15) and g + 8
// (bits 16-31), k 0-15 and 16-31 (wgSparseIndex). The exact path multiplies
// each non-zero element by the B element its index picks (16 products and
// C, the same model: recorded bit for bit, with both selectors and A from
// registers and from a descriptor); the units get A expanded to dense.

func init() {
	lowerTable["wgmma"] = (*fnLowerer).lowerWgmma
	documentOp("wgmma", ".fence, .commit_group, .wait_group; .mma_async.sync.aligned m64nNk16 f16/bf16→f16/f32, m64nNk8 tf32→f32, m64nNk32 e4m3/e5m2→f16/f32, s8/u8→s32 (.satfinite); A from registers or a descriptor, B from a descriptor; swizzle none/32B/64B/128B, K- and MN-major (imm-trans), imm-scale-a/b, scale-d; .mma_async.sp m64nNk32 f16/bf16 (2:4 sparse A, selector 0/1)",
		"a warpgroup is four warps; synchronous. --mma=hw (auto on MFMA/WMMA targets): per wave, MFMA/WMMA instructions whose operands each lane loads from the descriptors, both warps of a paired wave sharing each MFMA; fp8 widened to f16 except gfx12's fp8 WMMA; u8×u8 stays in software; within the norm-wise bound. --mma=exact: each thread reads its rows and columns and computes its elements, f16/bf16 with mma.sync's exact model, tf32/fp8 with the H100's aligned truncating sum (recorded bit for bit, .sp too); .sp of tf32/fp8/s8/u8 is rejected")
}

// wgType is an input or accumulator type of wgmma; fp8 is "e4m3" or "e5m2"
// for those inputs (sir has only their packed x2 types).
type wgType struct {
	t   sir.Type
	fp8 string
}

func (w wgType) bits() int {
	if w.fp8 != "" {
		return 8
	}
	return w.t.Bits
}

func (w wgType) String() string {
	if w.fp8 != "" {
		return w.fp8
	}
	return w.t.String()
}

func (fl *fnLowerer) lowerWgmma(in *sir.Inst) {
	ops := allOperands(in)
	switch {
	case in.Has("fence"), in.Has("commit_group"):
		checkMods(in, "fence", "commit_group", "sync", "aligned")
		if len(ops) != 0 {
			unsupported("wgmma.%s takes no operands", in.ModIn("fence", "commit_group"))
		}
		return
	case in.Has("wait_group"):
		checkMods(in, "wait_group", "sync", "aligned")
		if len(ops) != 1 {
			unsupported("wgmma.wait_group takes a group count")
		} else if _, ok := ops[0].(*sir.Imm); !ok {
			unsupported("wgmma.wait_group needs a constant count")
		}
		return
	case in.Has("mma_async"):
		fl.wgmmaAsync(in)
		return
	}
	unsupported("wgmma form")
}

// wgShape parses a wgmma shape modifier m64nNkK.
func wgShape(in *sir.Inst) (n, k int, ok bool) {
	for _, m := range in.Mods {
		if strings.HasPrefix(m, "m64n") {
			if _, err := fmt.Sscanf(m, "m64n%dk%d", &n, &k); err == nil && n >= 8 && n <= 256 && n%8 == 0 {
				return n, k, true
			}
		}
	}
	return 0, 0, false
}

func (fl *fnLowerer) wgmmaAsync(in *sir.Inst) {
	n, k, ok := wgShape(in)
	if !ok {
		unsupported("wgmma.mma_async needs a shape m64nNkK (N a multiple of 8 up to 256)")
	}
	sparse := in.Has("sp")
	var allowed = []string{"mma_async", "sp", "sync", "aligned", "satfinite", "e4m3", "e5m2", fmt.Sprintf("m64n%dk%d", n, k)}
	checkMods(in, allowed...)
	if !in.Has("sync") || !in.Has("aligned") {
		unsupported("wgmma.mma_async without .sync.aligned")
	}
	// Types: .dtype.atype.btype; e4m3/e5m2 are modifiers to the builder.
	var ts []wgType
	for _, m := range in.Mods {
		if m == "e4m3" || m == "e5m2" {
			ts = append(ts, wgType{fp8: m})
		}
	}
	var all []wgType
	for _, t := range in.Types {
		all = append(all, wgType{t: t})
	}
	if len(all) == 1 && len(ts) == 2 {
		all = append(all, ts...)
	} else if len(ts) != 0 || len(all) != 3 {
		unsupported("wgmma.mma_async takes .dtype.atype.btype")
	}
	dt, at, bt := all[0].t, all[1], all[2]
	isInt := at.fp8 == "" && (at.t.Kind == sir.KindSigned || at.t.Kind == sir.KindUnsigned)
	wantK := 256 / at.bits()
	switch {
	case isInt:
		if at.t.Bits != 8 || bt.fp8 != "" || bt.t.Bits != 8 || !(bt.t.Kind == sir.KindSigned || bt.t.Kind == sir.KindUnsigned) || dt != sir.S32 {
			unsupported("integer wgmma: .s32 with .s8/.u8 inputs")
		}
	case at.fp8 != "":
		if bt.fp8 == "" || dt != sir.F32 && dt != sir.F16 {
			unsupported("fp8 wgmma: .f16/.f32 with .e4m3/.e5m2 inputs")
		}
	case at.t == sir.F16 && bt.t == sir.F16:
		if dt != sir.F16 && dt != sir.F32 {
			unsupported("f16 wgmma: .f16/.f32 accumulators")
		}
	case at.t == sir.BF16 && bt.t == sir.BF16, at.t == sir.TF32 && bt.t == sir.TF32:
		if dt != sir.F32 {
			unsupported("%s wgmma: .f32 accumulators", at)
		}
	default:
		unsupported("wgmma with .%s.%s inputs", at, bt)
	}
	if sparse {
		// A is 2:4 sparse: K doubles, A holds K/2 columns.
		if at.fp8 != "" || at.t != sir.F16 && at.t != sir.BF16 {
			unsupported("wgmma.mma_async.sp with .%s inputs (.f16 and .bf16 are supported)", at)
		}
		wantK *= 2
	}
	if k != wantK {
		unsupported("wgmma with .%s inputs has K = %d, not %d", at, wantK, k)
	}
	if in.Has("satfinite") && !isInt {
		unsupported(".satfinite on a floating-point wgmma")
	}
	// sd is the index of scale-d: the sparse form has sp-meta and sp-sel
	// before it.
	sd := 2
	if sparse {
		sd = 4
	}
	if len(in.Dst) != 1 || len(in.Src) < sd+1 {
		unsupported("wgmma.mma_async takes d, a, b, scale-d, ...")
	}
	nregs := n / 2
	if dt == sir.F16 {
		nregs = n / 4
	}
	dOps := vecOperand(in.Dst[0], nregs, "d")
	_, aRegs := in.Src[0].(*sir.Vec)
	// Immediates after scale-d: imm-scale-a, imm-scale-b for floats;
	// imm-trans-a (descriptor A only) and imm-trans-b for f16/bf16.
	nImm := 0
	if !isInt {
		nImm = 2
		if at.fp8 == "" && at.t != sir.TF32 {
			nImm++
			if !aRegs {
				nImm++
			}
		}
	}
	if len(in.Src) != sd+1+nImm {
		unsupported("wgmma.mma_async.%s.%s takes %d operands after d, not %d", dt, at, sd+1+nImm, len(in.Src))
	}
	immAt := func(i int) int64 {
		x, ok := in.Src[i].(*sir.Imm)
		if !ok {
			unsupported("wgmma immediate operand %s", sir.FormatOperand(in.Src[i]))
		}
		switch {
		case x.Type == sir.F32:
			return int64(math.Float32frombits(uint32(x.Bits)))
		case x.Type == sir.F64:
			return int64(math.Float64frombits(x.Bits))
		case x.Type.IsFloat():
			// The builder keeps an integer literal typed as a 16-bit
			// float as its integer value.
			return int64(int16(uint16(x.Bits)))
		}
		return int64(int32(uint32(x.Bits)))
	}
	imm := func(i int) int64 { return immAt(sd + 1 + i) }
	scaleA, scaleB, transA, transB := int64(1), int64(1), int64(0), int64(0)
	if nImm >= 2 {
		scaleA, scaleB = imm(0), imm(1)
		if scaleA != 1 && scaleA != -1 || scaleB != 1 && scaleB != -1 {
			unsupported("wgmma imm-scale must be 1 or -1")
		}
	}
	switch {
	case nImm == 4:
		transA, transB = imm(2), imm(3)
	case nImm == 3:
		transB = imm(2)
	}
	if transA&^1 != 0 || transB&^1 != 0 {
		unsupported("wgmma imm-trans must be 0 or 1")
	}
	var sp *wgSparse
	if sparse {
		sp = &wgSparse{meta: in.Src[2], sel: int(immAt(3))}
		if sp.sel != 0 && sp.sel != 1 {
			unsupported("wgmma.mma_async.sp with .%s inputs takes sparsity selector 0 or 1", at)
		}
		fl.requireWarp32("wgmma.mma_async.sp")
	}
	op := &wgmmaOp{n: n, k: k, dt: dt, at: at, bt: bt, isInt: isInt, sat: in.Has("satfinite"),
		scaleA: scaleA, scaleB: scaleB, transA: transA == 1, transB: transB == 1, aRegs: aRegs,
		a: in.Src[0], b: in.Src[1], scaleD: in.Src[sd], dOps: dOps, sp: sp}
	if fl.wgmmaOnUnits(op) { // lower_wgmma_hw.go
		return
	}

	b := fpBuilder(fl)
	// The thread's place in its warpgroup.
	var tid value.Value
	if fl.single != nil {
		tid = fl.single.linear
	} else {
		tid = fl.linearTid()
	}
	wgTid := b.and(tid, ci(types.I32, 127))
	warp := b.lshr(wgTid, ci(types.I32, 5))
	lane := b.and(wgTid, ci(types.I32, 31))
	g := b.lshr(lane, ci(types.I32, 2))
	q := b.and(lane, ci(types.I32, 3))

	// A: rows 16w+g (h=0) and 16w+g+8 (h=1), every k.
	// A sparse holds k/2 columns (the non-zero elements).
	aK := k
	if sp != nil {
		aK = k / 2
	}
	aVal := [2][]value.Value{make([]value.Value, aK), make([]value.Value, aK)}
	if aRegs {
		fl.requireWarp32("wgmma with A in registers")
		fl.wgmmaGatherA(in.Src[0], at, aK, aVal)
	} else {
		da := fl.wgDesc(fl.read(in.Src[0], sir.B64))
		for h := 0; h < 2; h++ {
			row := b.add(b.add(b.shl(warp, ci(types.I32, 4)), g), ci(types.I32, int64(8*h)))
			for kk := 0; kk < aK; kk++ {
				aVal[h][kk] = fl.wgSmemElem(da, transA == 1, row, kk, at)
			}
		}
	}
	// B: columns 8j+2t+p, every k.
	db := fl.wgDesc(fl.read(in.Src[1], sir.B64))
	bVal := make([][2][]value.Value, n/8)
	for j := 0; j < n/8; j++ {
		for p := 0; p < 2; p++ {
			col := b.add(b.shl(q, ci(types.I32, 1)), ci(types.I32, int64(8*j+p)))
			bVal[j][p] = make([]value.Value, k)
			for kk := 0; kk < k; kk++ {
				bVal[j][p][kk] = fl.wgSmemElem(db, transB == 1, col, kk, bt)
			}
		}
	}
	scaleD := fl.read(in.Src[sd], sir.Pred)
	cRegs := make([]value.Value, nregs)
	for i, o := range dOps {
		cRegs[i] = fl.read(o, sir.B32)
	}
	// Exponents of the fp8 and tf32 inputs (the H100 aligns their products
	// by the sum of their inputs' exponents).
	var aExpC [2][]value.Value
	bExpC := map[[3]int]value.Value{}
	aExp := func(h, kk int) value.Value {
		if aExpC[h] == nil {
			aExpC[h] = make([]value.Value, k)
		}
		if aExpC[h][kk] == nil {
			aExpC[h][kk] = fl.f64Exp(fl.wgScalar(aVal[h][kk]))
		}
		return aExpC[h][kk]
	}
	bExp := func(j, p, kk int) value.Value {
		key := [3]int{j, p, kk}
		if bExpC[key] == nil {
			bExpC[key] = fl.f64Exp(fl.wgScalar(bVal[j][p][kk]))
		}
		return bExpC[key]
	}
	// Sparse A: the B element each non-zero element of A meets, chosen by
	// the metadata; the pruned zeros take no part (as in a tensor core
	// that selects B's rows: an Inf in a pruned row of B makes no NaN).
	spB := func(h, j, p, kc int) value.Value { return bVal[j][p][kc] }
	if sp != nil {
		sel := fl.wgSparseIndex(sp)
		picked := map[[4]int]value.Value{}
		spB = func(h, j, p, kc int) value.Value {
			key := [4]int{h, j, p, kc}
			if picked[key] == nil {
				idx, c := sel(h, kc), kc/2
				y := bVal[j][p][4*c]
				for q := 1; q < 4; q++ {
					y = b.sel(b.cmp(enum.IPredEQ, idx, ci(types.I32, int64(q))), bVal[j][p][4*c+q], y)
				}
				picked[key] = y
			}
			return picked[key]
		}
	}
	res := make([]value.Value, n/2)
	for i := 0; i < n/2; i++ {
		h, j, p := (i>>1)&1, i>>2, i&1
		if isInt {
			acc := b.sel(scaleD, b.ext(fl.accElem(cRegs, i, dt), types.I64, true), ci(types.I64, 0))
			for kk := 0; kk < k; kk++ {
				acc = b.add(acc, b.mul(aVal[h][kk], bVal[j][p][kk]))
			}
			if in.Has("satfinite") {
				acc = b.clamp(acc, -1<<31, 1<<31-1)
			}
			res[i] = b.ext(acc, types.I32, false)
			continue
		}
		aligned := at.fp8 != "" || at.t == sir.TF32
		terms := make([]value.Value, 0, k+1)
		sign := float64(scaleA * scaleB)
		for kk := 0; kk < aK; kk++ {
			x, y := aVal[h][kk], spB(h, j, p, kk)
			if aligned {
				// wgAlignedRound takes plain f64 values; mmaElem's
				// elements carry their alignment lane beside the value.
				x, y = fl.wgScalar(x), fl.wgScalar(y)
			}
			pr := b.fmul(x, y)
			if sign < 0 {
				pr = b.fneg(pr)
			}
			terms = append(terms, pr)
		}
		if aligned {
			// scale-d false: the accumulator is -0, the identity of addition.
			c := b.sel(scaleD, fl.wgScalar(fl.accElem(cRegs, i, dt)), b.k(types.Double, negZero()))
			pexp := make([]value.Value, k)
			for kk := range pexp {
				pexp[kk] = b.add(aExp(h, kk), bExp(j, p, kk))
			}
			align, keep := int64(13), int64(13) // fp8
			if at.t == sir.TF32 {
				align, keep = 25, 23
			}
			res[i] = fl.wgAlignedRound(terms, pexp, c, dt, align, keep)
			continue
		}
		// scale-d false: the accumulator is zero (mmaRound's result is +0
		// for an all-zero block whatever the signs).
		c := b.sel(scaleD, fl.accElem(cRegs, i, dt), fl.mmaAccElem(b.k(types.Double, negZero())))
		res[i] = fl.mmaRound(append(terms, c), dt)
	}
	if dt == sir.F16 {
		for j := range dOps {
			fl.writeOp(dOps[j], b.pack16(res[2*j+1], res[2*j]), sir.B32)
		}
		return
	}
	for i, o := range dOps {
		fl.writeOp(o, res[i], sir.B32)
	}
}

// wgScalar is the value lane of an element that mmaElem or accElem made
// (a <2 x double> of value and alignment power), or x itself when it is
// already a plain f64 (the fp8 elements).
func (fl *fnLowerer) wgScalar(x value.Value) value.Value {
	if _, ok := x.Type().(*types.VectorType); ok {
		return fl.emit(ir.NewExtractElement(x, ci(types.I32, 0)))
	}
	return x
}

// negZero is -0.0.
func negZero() float64 {
	z := 0.0
	return -z
}

// wgDescriptor is a decoded shared-memory matrix descriptor: i32 byte
// values and the swizzle code.
type wgDescriptor struct {
	start, lbo, sbo value.Value
	code            value.Value // 0 none, 1 128B, 2 64B, 3 32B
	span            value.Value // bytes of a swizzle row (16 without swizzle)
	log2S           value.Value // log2 of the chunks per swizzle row
	none            value.Value // i1: no swizzle
}

// wgDesc decodes descriptor d (i64); a nonzero base offset traps.
func (fl *fnLowerer) wgDesc(d value.Value) wgDescriptor {
	b := ib{fl}
	field := func(shift int64, mask int64) value.Value {
		return b.ext(b.and(b.lshr(d, ci(types.I64, shift)), ci(types.I64, mask)), types.I32, false)
	}
	w := wgDescriptor{
		start: b.shl(field(0, 0x3fff), ci(types.I32, 4)),
		lbo:   b.shl(field(16, 0x3fff), ci(types.I32, 4)),
		sbo:   b.shl(field(32, 0x3fff), ci(types.I32, 4)),
		code:  field(62, 3),
	}
	baseOff := field(49, 7)
	ok := fl.newBlock("wgmma.desc.ok")
	bad := fl.newBlock("wgmma.desc.bad")
	fl.cur.NewCondBr(b.cmp(enum.IPredEQ, baseOff, ci(types.I32, 0)), ok, bad)
	fl.cur = bad
	fl.trap()
	fl.cur = ok
	w.none = b.cmp(enum.IPredEQ, w.code, ci(types.I32, 0))
	w.span = b.sel(w.none, ci(types.I32, 16), b.lshr(ci(types.I32, 256), w.code))
	w.log2S = b.and(b.sub(ci(types.I32, 4), w.code), ci(types.I32, 3))
	return w
}

// wgSmemElem loads element (k, r) of a descriptor operand and returns it
// as mmaElem does (an exact f64, or an i64 for integers).
func (fl *fnLowerer) wgSmemElem(d wgDescriptor, mnMajor bool, r value.Value, k int, t wgType) value.Value {
	b := ib{fl}
	esz := int64(t.bits() / 8)
	T := 16 / esz
	c := func(v int64) value.Value { return ci(types.I32, v) }
	var off value.Value
	if !mnMajor {
		rowStride := d.span
		kChunk := b.sel(d.none, d.lbo, c(16))
		off = b.add(b.mul(b.and(r, c(7)), rowStride), b.mul(b.lshr(r, c(3)), d.sbo))
		off = b.add(off, b.add(c(int64(k)%T*esz), b.mul(c(int64(k)/T), kChunk)))
	} else {
		lgT := map[int64]int64{16: 4, 8: 3, 4: 2}[T]
		chunk := b.lshr(r, c(lgT))
		S1 := b.sub(b.shl(c(1), d.log2S), c(1))
		mnBlock := b.sel(d.none, d.sbo, d.lbo)
		kGroup := b.sel(d.none, d.lbo, d.sbo)
		off = b.add(b.mul(b.and(r, c(T-1)), c(esz)), b.shl(b.and(chunk, S1), c(4)))
		off = b.add(off, b.mul(b.lshr(chunk, d.log2S), mnBlock))
		off = b.add(off, b.add(b.mul(c(int64(k%8)), d.span), b.mul(c(int64(k/8)), kGroup)))
	}
	addr := b.add(d.start, off)
	// Swizzle: the TMA numbering (1 32B, 2 64B, 3 128B) is 4 - code.
	addr = fl.swizzle(addr, d.log2S)
	p := fl.emit(ir.NewIntToPtr(addr, llvmx.Ptr(llvmx.Local)))
	it := types.NewInt(uint64(8 * esz))
	l := llvmx.NewLoad(it, p)
	l.Align = ir.Align(esz)
	fl.add(l)
	return fl.wgElem(b.ext(l, types.I32, false), 0, t)
}

// wgElem is element e of a 32-bit register holding elements of type t, as
// an exact f64 (an i64 for integers): mmaElem, plus the fp8 types.
func (fl *fnLowerer) wgElem(reg value.Value, e int, t wgType) value.Value {
	if t.fp8 == "" {
		return fl.mmaElem(reg, e, t.t)
	}
	b := fpBuilder(fl)
	x := b.ext(b.lshr(reg, ci(types.I32, int64(8*e))), types.I16, false)
	h := b.fromBits(b.decodeF8(x, t.fp8 == "e4m3"), types.Half)
	return b.fpext(h, types.Double)
}

// wgmmaGatherA fills aVal[h][k] (rows g and g+8 of the warp's 16 rows of
// A) from the A fragment registers in o, gathered within the warp with
// ds_bpermute as mma.sync does: the layout is mma's m16n8kK A fragment.
func (fl *fnLowerer) wgmmaGatherA(o sir.Operand, at wgType, k int, aVal [2][]value.Value) {
	b := ib{fl}
	formKey := map[int]string{16: "m16n8k16/16", 8: "m16n8k8/32", 32: "m16n8k32/8"}[k]
	form, ok := mmaForms[formKey]
	if !ok || form.k != k {
		unsupported("wgmma with A in registers for K = %d", k)
	}
	aOps := vecOperand(o, form.aRegs, "a")
	regs := make([]value.Value, len(aOps))
	for i, x := range aOps {
		regs[i] = fl.read(x, sir.B32)
	}
	lane := fl.warpLane()
	base := fl.warpBase()
	group := b.and(lane, ci(types.I32, ^3))
	per := 32 / at.bits()
	for tp := 0; tp < 4; tp++ {
		src := b.or(base, b.or(group, ci(types.I32, int64(tp))))
		got := map[int]value.Value{}
		for i := 0; i < form.aRegs*per; i++ {
			h, kk := form.aHi(i), form.aCol(tp, i)
			if aVal[h][kk] != nil {
				panic(fmt.Sprintf("BUG: lower wgmma: A element (%d,%d) placed twice", h, kk))
			}
			r := i / per
			if got[r] == nil {
				got[r] = fl.bpermute(src, regs[r])
			}
			aVal[h][kk] = fl.wgElem(got[r], i%per, at)
		}
	}
	for h := 0; h < 2; h++ {
		for kk := 0; kk < k; kk++ {
			if aVal[h][kk] == nil {
				panic(fmt.Sprintf("BUG: lower wgmma: A element (%d,%d) not placed", h, kk))
			}
		}
	}
}

// wgZeroExp is the exponent given to a zero: below every other.
const wgZeroExp = -1100

// f64Exp is floor(log2|x|) of a normal f64 x (an i32), wgZeroExp for
// zero.
func (fl *fnLowerer) f64Exp(x value.Value) value.Value {
	b := fpBuilder(fl)
	e := b.sub(b.ext(b.and(b.lshr(b.bits(x), ci(types.I64, 52)), ci(types.I64, 0x7ff)), types.I32, false), ci(types.I32, 1023))
	return b.sel(b.fcmp(enum.FPredOEQ, x, b.k(types.Double, 0)), ci(types.I32, wgZeroExp), e)
}

// pow2 is 2^e for an i32 e in f64's normal range, as an f64.
func (fl *fnLowerer) pow2(e value.Value) value.Value {
	b := fpBuilder(fl)
	e = b.min(b.max(e, ci(types.I32, -1022), true), ci(types.I32, 1023), true)
	return b.fromBits(b.shl(b.ext(b.add(e, ci(types.I32, 1023)), types.I64, false), ci(types.I64, 52)), types.Double)
}

// wgAlignedRound is the H100's accumulation of fp8 and tf32 products,
// recorded bit for bit on every element of the fp8 and tf32 cases: the
// products and C are aligned to the largest exponent among C's and the
// products' (a product's exponent is the sum of its inputs' exponents,
// before normalisation), each truncated toward zero to align bits below
// it (13 for fp8, 25 for tf32), and summed exactly; an f32 result keeps
// keep+1 significant bits of that sum (truncated: 14 for fp8, 24 for tf32),
// an f16 result is the sum rounded to nearest even; a zero sum is +0.
// A NaN sum gives the canonical NaN, an infinite one the infinity.
func (fl *fnLowerer) wgAlignedRound(terms, exps []value.Value, c value.Value, dt sir.Type, align, keep int64) value.Value {
	b := fpBuilder(fl)
	emax := fl.f64Exp(c)
	for _, e := range exps {
		emax = b.max(emax, e, true)
	}
	q := fl.pow2(b.sub(emax, ci(types.I32, align)))
	inv := fl.pow2(b.sub(ci(types.I32, align), emax))
	trunc := func(x, q, inv value.Value) value.Value {
		return b.fmul(b.unary("trunc", b.fmul(x, inv)), q)
	}
	s := trunc(c, q, inv)
	for _, t := range terms {
		s = b.fadd(s, trunc(t, q, inv))
	}
	// The aligned sum is an integer count of q: a zero sum is +0.
	s = b.fadd(s, b.k(types.Double, 0))
	if dt == sir.F16 {
		// encode gives NaN the canonical f16 NaN.
		return b.bits(b.encode(b.roundFormat(s, nil, fmtF16, "rn", false), sir.F16))
	}
	es := fl.f64Exp(s)
	t := trunc(s, fl.pow2(b.sub(es, ci(types.I32, keep))), fl.pow2(b.sub(ci(types.I32, keep), es)))
	t = b.sel(b.fcmp(enum.FPredOEQ, s, b.k(types.Double, 0)), b.k(types.Double, 0), t)
	// Not finite: NaN (canonical) or the infinity itself.
	t = b.sel(b.isFinite(s), t, s)
	f := b.fptrunc(t, types.Float)
	return b.bits(b.sel(b.isNaN(f), b.canonicalNaN(types.Float), f))
}

// wgSparse is the sparsity operand of wgmma.mma_async.sp: the metadata
// register and the selector.
type wgSparse struct {
	meta sir.Operand
	sel  int
}

// wgSparseIndex returns, for the 2:4 sparse A of a wgmma (f16/bf16, K
// = 32), a function giving the index (0-3, an i32) within its chunk of
// four of compressed element kc (0-15) of row g + 8h of the thread's warp
// (PTX ISA 9.7.15.6, "Sparse matrix storage"): threads 4g + 2sel and 4g +
// 2sel + 1 hold the metadata of rows g (bits 0-15) and g + 8 (bits
// 16-31), for k 0-15 and 16-31, as mma.sp m16n8k32's (sparseIndex).
func (fl *fnLowerer) wgSparseIndex(sp *wgSparse) func(h, kc int) value.Value {
	return fl.sparseIndex(sp.meta, sp.sel, 2)
}
