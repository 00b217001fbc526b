package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// mma.sync.aligned.m8n8k4.alayout.blayout.dtype.f16.f16.ctype: Volta's
// shape, four independent 8x8x4 products per warp, one per quad pair
// (lanes 4q..4q+3 and 4q+16..4q+19, q = (lane>>2)&3). For lane (l, h) of
// its quad pair, l = lane&3 and h = (lane>>4)&1, element i of a fragment
// (register i/2, half i%2 for .f16) holds (recorded on the H200:
// conformance/cases/mma/raw_m8n8k4_f16_*):
//   - A .row: row l+4h, column i;   A .col: row i+4h, column l;
//   - B .col: row i, column l+4h;   B .row: row l, column i+4h;
//   - C/D .f32 (8 registers): row l0 + 2*i1 + 4h, column i0 + 2*l1 + 4*i2
//     (l0, l1 and i0..i2 the bits of l and i);
//   - C/D .f16 (4 registers): row l+4h, column i.
//
// The H100 computes this form without its tensor-core adder: each result
// is ((a0b0 + a1b1) + a2b2) + a3b3, then + c, every addition rounded to
// nearest f32 (the products of f16 are exact in f32), and an .f16 D is
// that f32 rounded to nearest f16. 3,072 of 3,072 recorded results match;
// the block model of the other shapes misses half of them.

func (fl *fnLowerer) lowerMmaM8N8K4F16(in *sir.Inst, dt, ct sir.Type) {
	ls := mmaLayouts(in)
	if len(ls) != 2 {
		unsupported("mma.m8n8k4 needs .alayout.blayout")
	}
	aRow, bRow := ls[0] == "row", ls[1] == "row"
	if (dt != sir.F16 && dt != sir.F32) || (ct != sir.F16 && ct != sir.F32) {
		unsupported("mma.m8n8k4 with .f16 inputs takes .f16 or .f32 accumulators")
	}
	if len(in.Dst) != 1 || len(in.Src) != 3 {
		unsupported("mma takes d, a, b, c")
	}
	accRegs := func(t sir.Type) int {
		if t == sir.F16 {
			return 4
		}
		return 8
	}
	dOps := vecOperand(in.Dst[0], accRegs(dt), "d")
	aOps := vecOperand(in.Src[0], 2, "a")
	bOps := vecOperand(in.Src[1], 2, "b")
	cOps := vecOperand(in.Src[2], accRegs(ct), "c")
	b := fpBuilder(fl)
	i32 := func(v int) value.Value { return ci(types.I32, int64(v)) }
	read := func(ops []sir.Operand) []value.Value {
		vs := make([]value.Value, len(ops))
		for i, o := range ops {
			vs[i] = fl.read(o, sir.B32)
		}
		return vs
	}
	aRegs, bRegs, cRegs := read(aOps), read(bOps), read(cOps)

	lane := fl.warpLane()
	base := b.or(fl.warpBase(), b.and(lane, i32(12))) // the quad pair's first lane
	l := b.and(lane, i32(3))
	h := b.and(b.lshr(lane, i32(4)), i32(1))
	bit := func(v value.Value, n int) value.Value { return b.and(b.lshr(v, i32(n)), i32(1)) }
	half := func(reg value.Value, e value.Value) value.Value {
		// f16 element e (0 or 1, a value) of reg as f32
		x := b.lshr(reg, b.shl(e, i32(4)))
		return b.fpext(fl.emit(ir.NewBitCast(b.ext(x, types.I16, false), types.Half)), types.Float)
	}
	// fetch returns the two registers of regs as held by lane src; pick
	// element e (0..3, a value) of them.
	fetch := func(regs []value.Value, src value.Value) [2]value.Value {
		return [2]value.Value{fl.bpermute(src, regs[0]), fl.bpermute(src, regs[1])}
	}
	pick := func(pair [2]value.Value, e value.Value) value.Value {
		reg := b.sel(b.cmp(enum.IPredEQ, bit(e, 1), i32(0)), pair[0], pair[1])
		return half(reg, b.and(e, i32(1)))
	}
	// Row r and column c of each of this lane's results.
	rowCol := func(i int) (value.Value, value.Value) {
		if dt == sir.F16 {
			return b.add(l, b.shl(h, i32(2))), i32(i)
		}
		r := b.or(bit(l, 0), b.or(i32(2*(i>>1&1)), b.shl(h, i32(2))))
		c := b.or(i32(i&1|(i>>2)<<2), b.shl(bit(l, 1), i32(1)))
		return r, c
	}
	srcLane := func(x, hi value.Value) value.Value { // lane x + 16*hi of the quad pair
		return b.or(base, b.or(x, b.shl(hi, i32(4))))
	}
	// Keys of the rows and columns already gathered (values are built
	// once per distinct Go-level key).
	aCache, bCache := map[int][4]value.Value{}, map[int][4]value.Value{}
	rowKey := func(i int) int {
		if dt == sir.F16 {
			return 0
		}
		return i >> 1 & 1
	}
	colKey := func(i int) int {
		if dt == sir.F16 {
			return i
		}
		return i&1 | (i>>2)<<1
	}
	cElem := func(i int) value.Value {
		if ct == sir.F32 {
			return b.fromBits(cRegs[i], types.Float)
		}
		return half(cRegs[i/2], i32(i%2))
	}
	if ct != dt {
		// C and D of two layouts: gather C by element position.
		unsupported("mma.m8n8k4 with .%s C and .%s D", ct, dt)
	}
	res := make([]value.Value, accRegs(dt)*(32/dt.Bits))
	for i := range res {
		r, c := rowCol(i)
		av, ok := aCache[rowKey(i)]
		if !ok {
			if aRow { // row r at lane (r&3) + 16*(r>>2), element k
				pair := fetch(aRegs, srcLane(b.and(r, i32(3)), b.lshr(r, i32(2))))
				for k := range av {
					av[k] = pick(pair, i32(k))
				}
			} else { // (r, k) at lane k + 16*(r>>2), element r&3
				for k := range av {
					av[k] = pick(fetch(aRegs, srcLane(i32(k), b.lshr(r, i32(2)))), b.and(r, i32(3)))
				}
			}
			aCache[rowKey(i)] = av
		}
		bv, ok := bCache[colKey(i)]
		if !ok {
			if bRow { // (k, c) at lane k + 16*(c>>2), element c&3
				for k := range bv {
					bv[k] = pick(fetch(bRegs, srcLane(i32(k), b.lshr(c, i32(2)))), b.and(c, i32(3)))
				}
			} else { // column c at lane (c&3) + 16*(c>>2), element k
				pair := fetch(bRegs, srcLane(b.and(c, i32(3)), b.lshr(c, i32(2))))
				for k := range bv {
					bv[k] = pick(pair, i32(k))
				}
			}
			bCache[colKey(i)] = bv
		}
		s := b.fadd(b.fmul(av[0], bv[0]), b.fmul(av[1], bv[1]))
		s = b.fadd(s, b.fmul(av[2], bv[2]))
		s = b.fadd(s, b.fmul(av[3], bv[3]))
		s = b.fadd(s, cElem(i))
		if dt == sir.F16 {
			hv := b.fptrunc(s, types.Half)
			res[i] = b.sel(b.isNaN(s), ci(types.I16, 0x7fff), fl.emit(ir.NewBitCast(hv, types.I16)))
			continue
		}
		res[i] = b.bits(b.sel(b.isNaN(s), b.canonicalNaN(types.Float), s))
	}
	if dt == sir.F16 {
		for j := range dOps {
			fl.writeOp(dOps[j], fl.pack16(res[2*j], res[2*j+1]), sir.B32)
		}
		return
	}
	for j := range dOps {
		fl.writeOp(dOps[j], res[j], sir.B32)
	}
}

// mmaLayouts returns the .row/.col modifiers of in, in order.
func mmaLayouts(in *sir.Inst) []string {
	var ls []string
	for _, m := range in.Mods {
		if m == "row" || m == "col" {
			ls = append(ls, m)
		}
	}
	return ls
}
