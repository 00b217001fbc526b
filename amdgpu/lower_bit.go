package amdgpu

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Bit manipulation (PTX ISA 9.7.1 "Integer Arithmetic": bfe, bfi, bfind,
// bmsk, brev, clz, fns, popc, szext, dp4a, dp2a; 9.7.8 "Logic and Shift":
// lop3, shf; 9.7.9.7 "Data Movement": prmt). Out-of-range positions and
// lengths follow the ISA's pseudo-code, computed with selects so that no
// LLVM shift is ever given an amount ≥ its width.

func init() {
	lowerTable["lop3"] = (*fnLowerer).lowerLop3
	lowerTable["shf"] = (*fnLowerer).lowerShf
	lowerTable["bfe"] = (*fnLowerer).lowerBfe
	lowerTable["bfi"] = (*fnLowerer).lowerBfi
	lowerTable["bfind"] = (*fnLowerer).lowerBfind
	lowerTable["bmsk"] = (*fnLowerer).lowerBmsk
	lowerTable["brev"] = (*fnLowerer).lowerBitCount
	lowerTable["clz"] = (*fnLowerer).lowerBitCount
	lowerTable["popc"] = (*fnLowerer).lowerBitCount
	lowerTable["fns"] = (*fnLowerer).lowerFns
	lowerTable["prmt"] = (*fnLowerer).lowerPrmt
	lowerTable["szext"] = (*fnLowerer).lowerSzext
	lowerTable["dp4a"] = (*fnLowerer).lowerDot
	lowerTable["dp2a"] = (*fnLowerer).lowerDot
}

// immOperand returns source i, which must be an immediate.
func immOperand(in *sir.Inst, i int, what string) uint64 {
	if i >= len(in.Src) {
		unsupported("missing %s", what)
	}
	imm, ok := in.Src[i].(*sir.Imm)
	if !ok {
		unsupported("%s must be an immediate", what)
	}
	return imm.Bits
}

// lowerLop3: lop3{.BoolOp}.b32 d[|p], a, b, c, immLut[, q] (PTX ISA
// 9.7.8.6). Bit i of immLut is the result for a, b, c bits with
// i = a<<2 | b<<1 | c; the result is the OR of the selected minterms.
// The .or/.and form also sets p = (d != 0) BoolOp q.
func (fl *fnLowerer) lowerLop3(in *sir.Inst) {
	checkMods(in, "or", "and")
	t := instType(in)
	if t.Bits != 32 || !t.IsInt() {
		unsupported("lop3 on %s", t)
	}
	b := ib{fl}
	x := [3]value.Value{fl.src(in, 0, t), fl.src(in, 1, t), fl.src(in, 2, t)}
	lut := immOperand(in, 3, "immLut") & 0xff
	var r value.Value = ci(types.I32, 0)
	if lut == 0xff {
		r = ci(types.I32, -1)
	}
	for i := 0; i < 8 && lut != 0xff; i++ {
		if lut>>uint(i)&1 == 0 {
			continue
		}
		var term value.Value
		for j, v := range x {
			if i>>uint(2-j)&1 == 0 {
				v = b.not(v)
			}
			if term == nil {
				term = v
			} else {
				term = b.and(term, v)
			}
		}
		r = b.or(r, term)
	}
	fl.write(in, 0, r, t)
	bop := in.ModIn("or", "and")
	if bop == "" {
		if len(in.Dst) > 1 || len(in.Src) > 4 {
			unsupported("lop3 with a predicate needs .or or .and")
		}
		return
	}
	if len(in.Dst) != 2 {
		unsupported("lop3.%s needs a d|p destination", bop)
	}
	nz := b.cmp(enum.IPredNE, r, ci(types.I32, 0))
	q := fl.src(in, 4, sir.Pred)
	if bop == "or" {
		fl.write(in, 1, b.or(nz, q), sir.Pred)
	} else {
		fl.write(in, 1, b.and(nz, q), sir.Pred)
	}
}

// lowerShf: shf.{l,r}.{clamp,wrap}.b32 d, a, b, c (PTX ISA 9.7.8.7): a
// funnel shift of the 64-bit value b:a. .wrap takes the amount modulo 32,
// .clamp limits it to 32; shf.l keeps the high word, shf.r the low word.
func (fl *fnLowerer) lowerShf(in *sir.Inst) {
	checkMods(in, "l", "r", "clamp", "wrap")
	t := instType(in)
	if t.Bits != 32 || !t.IsInt() {
		unsupported("shf on %s", t)
	}
	dir, mode := in.ModIn("l", "r"), in.ModIn("clamp", "wrap")
	if dir == "" || mode == "" {
		unsupported("shf needs a direction and a mode")
	}
	b := ib{fl}
	lo, hi := b.ext(fl.src(in, 0, t), types.I64, false), b.ext(fl.src(in, 1, t), types.I64, false)
	n := fl.src(in, 2, sir.U32)
	if mode == "wrap" {
		n = b.and(n, ci(types.I32, 31))
	} else {
		n = b.min(n, ci(types.I32, 32), false)
	}
	v := b.or(b.shl(hi, ci(types.I64, 32)), lo)
	n64 := b.ext(n, types.I64, false)
	var r value.Value
	if dir == "l" {
		r = b.lshr(b.shl(v, n64), ci(types.I64, 32))
	} else {
		r = b.lshr(v, n64)
	}
	fl.write(in, 0, b.ext(r, types.I32, false), t)
}

// lowerBfe: bfe.type d, a, pos, len (PTX ISA 9.7.1.17). pos and len are
// taken modulo 256 for 32-bit types, as the ISA says; for 64-bit types
// NVIDIA uses all 32 bits of them (conformance cases bit/bfe_u64,
// bit/bfe_s64: len 256 extracts the whole word). Bits past the top of a read as 0 (unsigned) or the
// sign bit (signed); len 0 gives 0; the field is sign-extended from its
// top bit for signed types.
func (fl *fnLowerer) lowerBfe(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t.Kind != sir.KindUnsigned && t.Kind != sir.KindSigned || t.Bits != 32 && t.Bits != 64 {
		unsupported("bfe on %s", t)
	}
	b := ib{fl}
	it := intTy(t)
	w := int64(t.Bits)
	signed := t.Kind == sir.KindSigned
	a := fl.src(in, 0, t)
	pos, length := fl.fieldBounds(in, 1, t)
	posBig := b.cmp(enum.IPredUGE, pos, ci(types.I32, w))
	posT := b.ext(b.min(pos, ci(types.I32, w-1), false), it, false)
	var shifted value.Value
	if signed {
		shifted = b.ashr(a, posT)
	} else {
		shifted = b.sel(posBig, ci(it, 0), b.lshr(a, posT))
	}
	// Keep len bits (len in 1..w-1), then extend from bit len-1.
	lenSafe := b.ext(b.min(b.max(length, ci(types.I32, 1), false), ci(types.I32, w-1), false), it, false)
	up := b.sub(ci(it, w), lenSafe)
	field := b.shl(shifted, up)
	if signed {
		field = b.ashr(field, up)
	} else {
		field = b.lshr(field, up)
	}
	r := b.sel(b.cmp(enum.IPredUGE, length, ci(types.I32, w)), shifted, field)
	r = b.sel(b.cmp(enum.IPredEQ, length, ci(types.I32, 0)), ci(it, 0), r)
	fl.write(in, 0, r, t)
}

// fieldBounds reads the position and length operands i and i+1 of bfe
// or bfi: modulo 256 for 32-bit types, whole for 64-bit types.
func (fl *fnLowerer) fieldBounds(in *sir.Inst, i int, t sir.Type) (pos, length value.Value) {
	pos, length = fl.src(in, i, sir.U32), fl.src(in, i+1, sir.U32)
	if t.Bits == 32 {
		b := ib{fl}
		pos, length = b.and(pos, ci(types.I32, 0xff)), b.and(length, ci(types.I32, 0xff))
	}
	return pos, length
}

// lowerBfi: bfi.type d, f, b, pos, len (PTX ISA 9.7.1.18): len bits of f
// inserted into b at pos (both modulo 256); bits past the top are dropped;
// len 0 or pos ≥ width leave b unchanged. As for bfe, 64-bit forms use
// all 32 bits of pos and len (conformance case bit/bfi_b64).
func (fl *fnLowerer) lowerBfi(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t.Kind != sir.KindBits || t.Bits != 32 && t.Bits != 64 {
		unsupported("bfi on %s", t)
	}
	b := ib{fl}
	it := intTy(t)
	w := int64(t.Bits)
	f, base := fl.src(in, 0, t), fl.src(in, 1, t)
	pos, length := fl.fieldBounds(in, 2, t)
	lenT := b.ext(b.min(length, ci(types.I32, w-1), false), it, false)
	ones := b.sub(b.shl(ci(it, 1), lenT), ci(it, 1))
	ones = b.sel(b.cmp(enum.IPredUGE, length, ci(types.I32, w)), ci(it, -1), ones)
	posBig := b.cmp(enum.IPredUGE, pos, ci(types.I32, w))
	posT := b.ext(b.min(pos, ci(types.I32, w-1), false), it, false)
	mask := b.sel(posBig, ci(it, 0), b.shl(ones, posT))
	r := b.or(b.and(base, b.not(mask)), b.and(b.shl(f, posT), mask))
	fl.write(in, 0, r, t)
}

// lowerBfind: bfind{.shiftamt}.type d, a (PTX ISA 9.7.1.16): the position
// of the most significant non-sign bit, or with .shiftamt the left shift
// that moves it to the top; 0xffffffff when there is none.
func (fl *fnLowerer) lowerBfind(in *sir.Inst) {
	checkMods(in, "shiftamt")
	t := instType(in)
	if t.Kind != sir.KindUnsigned && t.Kind != sir.KindSigned || t.Bits != 32 && t.Bits != 64 {
		unsupported("bfind on %s", t)
	}
	b := ib{fl}
	it := intTy(t)
	a := fl.src(in, 0, t)
	if t.Kind == sir.KindSigned {
		a = b.sel(b.cmp(enum.IPredSLT, a, ci(it, 0)), b.not(a), a)
	}
	lz := b.ext(b.call(ctName("ctlz", it), it, a, constant.False), types.I32, false)
	r := lz
	if !in.Has("shiftamt") {
		r = b.sub(ci(types.I32, int64(t.Bits-1)), lz)
	}
	r = b.sel(b.cmp(enum.IPredEQ, a, ci(it, 0)), ci(types.I32, -1), r)
	fl.write(in, 0, r, sir.U32)
}

func ctName(op string, t *types.IntType) string {
	return "llvm." + op + "." + t.String()
}

// lowerBmsk: bmsk.{clamp,wrap}.b32 d, a, b (PTX ISA 9.7.1.19): a mask of
// b bits starting at bit a.
func (fl *fnLowerer) lowerBmsk(in *sir.Inst) {
	checkMods(in, "clamp", "wrap")
	t := instType(in)
	mode := in.ModIn("clamp", "wrap")
	if t.Bits != 32 || !t.IsInt() || mode == "" {
		unsupported("bmsk form")
	}
	b := ib{fl}
	i32 := types.I32
	a, w := fl.src(in, 0, sir.U32), fl.src(in, 1, sir.U32)
	a1, b1 := b.and(a, ci(i32, 31)), b.and(w, ci(i32, 31))
	sum := b.add(a1, b1)
	mask0 := b.shl(ci(i32, -1), a1)
	overflow := b.cmp(enum.IPredUGE, sum, ci(i32, 32))
	if mode == "clamp" {
		posOver := b.cmp(enum.IPredUGE, a, ci(i32, 32))
		mask0 = b.sel(posOver, ci(i32, 0), mask0)
		overflow = b.or(overflow, b.or(posOver, b.cmp(enum.IPredUGE, w, ci(i32, 32))))
	}
	mask1 := b.shl(ci(i32, -1), b.min(sum, ci(i32, 31), false))
	mask1 = b.sel(b.cmp(enum.IPredEQ, b1, ci(i32, 0)), ci(i32, -1), mask1)
	mask1 = b.sel(overflow, ci(i32, 0), mask1)
	fl.write(in, 0, b.and(mask0, b.not(mask1)), t)
}

// lowerBitCount: brev, clz and popc (PTX ISA 9.7.1.15, 9.7.1.14,
// 9.7.1.13). clz and popc write a .u32 count.
func (fl *fnLowerer) lowerBitCount(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t.Kind != sir.KindBits || t.Bits != 32 && t.Bits != 64 {
		unsupported("%s on %s", in.Op, t)
	}
	b := ib{fl}
	it := intTy(t)
	a := fl.src(in, 0, t)
	switch in.Op {
	case "brev":
		fl.write(in, 0, b.call(ctName("bitreverse", it), it, a), t)
	case "clz":
		fl.write(in, 0, b.ext(b.call(ctName("ctlz", it), it, a, constant.False), types.I32, false), sir.U32)
	default:
		fl.write(in, 0, b.ext(b.call(ctName("ctpop", it), it, a), types.I32, false), sir.U32)
	}
}

// nthSetBit returns the position of set bit number k (from 0, counting
// from bit 0 up) of m, or -1: a binary search on population counts.
func nthSetBit(b ib, m, k value.Value) value.Value {
	i32 := types.I32
	popc := func(x value.Value) value.Value { return b.call("llvm.ctpop.i32", i32, x) }
	found := b.cmp(enum.IPredUGT, popc(m), k)
	var pos value.Value = ci(i32, 0)
	for _, w := range []int64{16, 8, 4, 2, 1} {
		c := popc(b.and(m, ci(i32, 1<<w-1)))
		skip := b.cmp(enum.IPredUGE, k, c)
		k = b.sel(skip, b.sub(k, c), k)
		m = b.sel(skip, b.lshr(m, ci(i32, w)), m)
		pos = b.sel(skip, b.add(pos, ci(i32, w)), pos)
	}
	return b.sel(found, pos, ci(i32, -1))
}

// lowerFns: fns.b32 d, mask, base, offset (PTX ISA 9.7.1.20): the
// position of the offset'th set bit of mask counting from bit base,
// upwards for a positive offset and downwards for a negative one; offset
// 0 tests bit base itself. 0xffffffff when not found; base > 31, which
// the ISA leaves undefined, gives 0xffffffff too. An offset of INT_MIN
// gives 0 on NVIDIA whatever the mask (conformance case bit/fns).
func (fl *fnLowerer) lowerFns(in *sir.Inst) {
	checkMods(in)
	t := instType(in)
	if t.Bits != 32 || !t.IsInt() {
		unsupported("fns on %s", t)
	}
	b := ib{fl}
	i32 := types.I32
	mask := fl.src(in, 0, sir.B32)
	base := fl.src(in, 1, sir.U32)
	off := fl.src(in, 2, sir.S32)
	bs := b.and(base, ci(i32, 31))
	up := nthSetBit(b, b.and(mask, b.shl(ci(i32, -1), bs)), b.sub(off, ci(i32, 1)))
	downMask := b.and(mask, b.lshr(ci(i32, -1), b.sub(ci(i32, 31), bs)))
	down := nthSetBit(b, b.call("llvm.bitreverse.i32", i32, downMask), b.sub(ci(i32, -1), off))
	down = b.sel(b.cmp(enum.IPredEQ, down, ci(i32, -1)), down, b.sub(ci(i32, 31), down))
	bit := b.and(b.lshr(mask, bs), ci(i32, 1))
	here := b.sel(b.cmp(enum.IPredNE, bit, ci(i32, 0)), bs, ci(i32, -1))
	r := b.sel(b.cmp(enum.IPredSGT, off, ci(i32, 0)), up, down)
	r = b.sel(b.cmp(enum.IPredEQ, off, ci(i32, 0)), here, r)
	r = b.sel(b.cmp(enum.IPredUGT, base, ci(i32, 31)), ci(i32, -1), r)
	r = b.sel(b.cmp(enum.IPredEQ, off, ci(i32, -1<<31)), ci(i32, 0), r)
	fl.write(in, 0, r, sir.B32)
}

// prmtModes holds, for each prmt mode, the byte selectors (one nibble per
// result byte, d.b0 in the low nibble) for c[1:0] = 0..3 (PTX ISA
// 9.7.9.7, table "prmt modes").
var prmtModes = map[string][4]uint64{
	"f4e":  {0x3210, 0x4321, 0x5432, 0x6543},
	"b4e":  {0x5670, 0x6701, 0x7012, 0x0123},
	"rc8":  {0x0000, 0x1111, 0x2222, 0x3333},
	"ecl":  {0x3210, 0x3211, 0x3222, 0x3333},
	"ecr":  {0x0000, 0x1110, 0x2210, 0x3210},
	"rc16": {0x1010, 0x3232, 0x1010, 0x3232},
}

// lowerPrmt: prmt.b32{.mode} d, a, b, c (PTX ISA 9.7.9.7). The eight bytes
// of b:a are indexed 0-7; in the default mode each nibble of c selects a
// byte, its bit 3 replicating the byte's sign bit; the other modes pick a
// fixed pattern by c[1:0].
func (fl *fnLowerer) lowerPrmt(in *sir.Inst) {
	mode := in.ModIn(sortedKeys(prmtModes)...)
	checkMods(in, sortedKeys(prmtModes)...)
	t := instType(in)
	if t.Bits != 32 || !t.IsInt() {
		unsupported("prmt on %s", t)
	}
	b := ib{fl}
	i32, i64 := types.I32, types.I64
	if k, ok := in.Src[2].(*sir.Imm); ok {
		if sel, ok := prmtPerm(mode, uint32(k.Bits)); ok {
			r := b.call("llvm.amdgcn.perm", i32, fl.src(in, 1, t), fl.src(in, 0, t), ci(i32, int64(sel)))
			fl.write(in, 0, r, t)
			return
		}
	}
	lo, hi := b.ext(fl.src(in, 0, t), i64, false), b.ext(fl.src(in, 1, t), i64, false)
	v := b.or(b.shl(hi, ci(i64, 32)), lo)
	c := fl.src(in, 2, sir.U32)
	sel := c
	if mode != "" {
		tab := prmtModes[mode]
		packed := tab[0] | tab[1]<<16 | tab[2]<<32 | tab[3]<<48
		idx := b.ext(b.and(c, ci(i32, 3)), i64, false)
		sel = b.ext(b.lshr(intConst(i64, packed), b.mul(idx, ci(i64, 16))), i32, false)
	}
	var r value.Value = ci(i32, 0)
	for i := 0; i < 4; i++ {
		s := b.and(b.lshr(sel, ci(i32, int64(4*i))), ci(i32, 0xf))
		shift := b.ext(b.mul(b.and(s, ci(i32, 7)), ci(i32, 8)), i64, false)
		byt := b.ext(b.lshr(v, shift), types.I8, false)
		if mode == "" {
			sign := b.ashr(byt, ci(types.I8, 7))
			byt = b.sel(b.cmp(enum.IPredNE, b.and(s, ci(i32, 8)), ci(i32, 0)), sign, byt)
		}
		r = b.or(r, b.shl(b.ext(byt, i32, false), ci(i32, int64(8*i))))
	}
	fl.write(in, 0, r, t)
}

// prmtPerm returns the v_perm_b32 selector that computes prmt with the
// constant selector c (llvm.amdgcn.perm(b, a, sel) numbers the bytes of
// {b, a} as prmt does), when there is one: every byte selection is, and
// of the sign replications only those of bytes 1, 3, 5 and 7 (v_perm's
// selectors 8-11 replicate bits 15, 31, 47 and 63).
func prmtPerm(mode string, c uint32) (uint32, bool) {
	nib := uint64(c & 0xffff)
	if mode != "" {
		nib = prmtModes[mode][c&3]
	}
	var sel uint32
	for i := 0; i < 4; i++ {
		s := uint32(nib>>(4*i)) & 0xf
		if mode == "" && s&8 != 0 {
			k := s & 7
			if k%2 == 0 {
				return 0, false
			}
			s = 8 + k/2
		}
		sel |= (s & 0xf) << (8 * i)
	}
	return sel, true
}

// lowerSzext: szext.{clamp,wrap}.{u32,s32} d, a, b (PTX ISA 9.7.1.21):
// the low b bits of a, sign- or zero-extended; b = 0 gives 0; b ≥ 32 gives
// a with .clamp and b mod 32 bits with .wrap.
func (fl *fnLowerer) lowerSzext(in *sir.Inst) {
	checkMods(in, "clamp", "wrap")
	t := instType(in)
	mode := in.ModIn("clamp", "wrap")
	if t != sir.U32 && t != sir.S32 || mode == "" {
		unsupported("szext form")
	}
	b := ib{fl}
	i32 := types.I32
	a, n := fl.src(in, 0, t), fl.src(in, 1, sir.U32)
	b1 := b.and(n, ci(i32, 31))
	mask := b.shl(ci(i32, -1), b1)
	var tooLarge value.Value = constant.False
	if mode == "clamp" {
		tooLarge = b.cmp(enum.IPredUGE, n, ci(i32, 32))
		mask = b.sel(tooLarge, ci(i32, 0), mask)
	}
	r := b.and(a, b.not(mask))
	if t == sir.S32 {
		signPos := b.and(b.sub(b1, ci(i32, 1)), ci(i32, 31))
		bit := b.cmp(enum.IPredNE, b.and(b.lshr(a, signPos), ci(i32, 1)), ci(i32, 0))
		bit = b.and(bit, b.and(b.cmp(enum.IPredNE, b1, ci(i32, 0)), b.xor(tooLarge, constant.True)))
		r = b.or(r, b.sel(bit, mask, ci(i32, 0)))
	}
	fl.write(in, 0, r, t)
}

// lowerDot: dp4a.atype.btype d, a, b, c and dp2a.{lo,hi}.atype.btype
// (PTX ISA 9.7.1.23, 9.7.1.24): c plus the products of the bytes (dp4a)
// or of the half-words of a with two bytes of b (dp2a), modulo 2^32.
func (fl *fnLowerer) lowerDot(in *sir.Inst) {
	if in.Op == "dp4a" {
		checkMods(in)
	} else {
		checkMods(in, "lo", "hi")
		if in.ModIn("lo", "hi") == "" {
			unsupported("dp2a needs .lo or .hi")
		}
	}
	if len(in.Types) != 2 {
		unsupported("%s needs two types", in.Op)
	}
	at, bt := in.Types[0], in.Types[1]
	for _, x := range in.Types {
		if x != sir.U32 && x != sir.S32 {
			unsupported("%s on %s", in.Op, x)
		}
	}
	b := ib{fl}
	i32 := types.I32
	a, v := fl.src(in, 0, sir.B32), fl.src(in, 1, sir.B32)
	ct := sir.U32
	if at == sir.S32 || bt == sir.S32 {
		ct = sir.S32
	}
	r := fl.src(in, 2, ct)
	part := func(x value.Value, bits, i int, signed bool) value.Value {
		p := b.ext(b.lshr(x, ci(i32, int64(bits*i))), types.NewInt(uint64(bits)), false)
		return b.ext(p, i32, signed)
	}
	if in.Op == "dp4a" {
		for i := 0; i < 4; i++ {
			r = b.add(r, b.mul(part(a, 8, i, at == sir.S32), part(v, 8, i, bt == sir.S32)))
		}
	} else {
		first := 0
		if in.Has("hi") {
			first = 2
		}
		for i := 0; i < 2; i++ {
			r = b.add(r, b.mul(part(a, 16, i, at == sir.S32), part(v, 8, first+i, bt == sir.S32)))
		}
	}
	fl.write(in, 0, r, ct)
}
