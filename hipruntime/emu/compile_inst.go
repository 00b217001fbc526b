package emu

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
)

// elems returns the element scalar and count of a scalar or vector type.
func elems(t types.Type) (scalar, int, error) {
	if v, ok := t.(*types.VectorType); ok {
		s, ok := scalarOf(v.ElemType)
		if !ok || v.Scalable {
			return scalar{}, 0, unsupported("vector type %v", t)
		}
		return s, int(v.Len), nil
	}
	s, ok := scalarOf(t)
	if !ok {
		return scalar{}, 0, unsupported("type %v", t)
	}
	return s, 1, nil
}

func (c *compiler) ops(vs ...value.Value) ([]int32, error) {
	out := make([]int32, len(vs))
	for i, v := range vs {
		s, err := c.operand(v)
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	return out, nil
}

func (c *compiler) copySlots(d, a int32, n int) {
	for k := 0; k < n; k++ {
		c.emit(op{fn: opCopy, d: d + int32(k*c.W), a: a + int32(k*c.W)})
	}
}

// elementwise emits one op per vector element; mk fills in fn and the
// immediates of the op for element scalar sc.
func (c *compiler) elementwise(res value.Value, args []value.Value, mk func(sc scalar) (op, error)) error {
	sc, n, err := elems(args[0].Type())
	if err != nil {
		return err
	}
	if sc.bits > 64 {
		return unsupported("%d-bit integer arithmetic", sc.bits)
	}
	ss, err := c.ops(args...)
	if err != nil {
		return err
	}
	o, err := mk(sc)
	if err != nil {
		return err
	}
	d := c.vals[res]
	for k := 0; k < n; k++ {
		e := o
		off := int32(k * c.W)
		e.d = d + off
		regs := []*int32{&e.a, &e.b, &e.c}
		for i, s := range ss {
			if i < 3 {
				*regs[i] = s + off
			}
		}
		c.emit(e)
	}
	return nil
}

func isPow2(n int) bool { return n&(n-1) == 0 }

func (c *compiler) intBin(res value.Value, name string, x, y value.Value) error {
	if sc, _, err := elems(x.Type()); err == nil && sc.bits == 128 {
		return c.wideBin(res, name, x, y)
	}
	return c.elementwise(res, []value.Value{x, y}, func(sc scalar) (op, error) {
		w := int(sc.bits)
		o := op{imm: sc.mask(), imm2: uint64(w - 1), w: uint8(w)}
		switch name {
		case "add":
			o.fn = opAdd
		case "sub":
			o.fn = opSub
		case "mul":
			o.fn = opMul
		case "and":
			o.fn = opAnd
		case "or":
			o.fn = opOr
		case "xor":
			o.fn = opXor
		case "udiv":
			o.fn = mkBin(udivFn(w))
		case "urem":
			o.fn = mkBin(uremFn(w))
		case "sdiv":
			o.fn = mkBin(sdivFn(w))
		case "srem":
			o.fn = mkBin(sremFn(w))
		case "shl", "lshr", "ashr":
			if !isPow2(w) {
				o.fn = mkBin(shiftFn(name, w))
				break
			}
			o.fn = map[string]opFn{"shl": opShl, "lshr": opLshr, "ashr": opAshr}[name]
		}
		return o, nil
	})
}

func (c *compiler) floatBin(res value.Value, name string, x, y value.Value) error {
	return c.elementwise(res, []value.Value{x, y}, func(sc scalar) (op, error) {
		w := int(sc.bits)
		o := op{}
		switch {
		case w == 32 && name == "fadd":
			o.fn = opFAdd32
		case w == 32 && name == "fsub":
			o.fn = opFSub32
		case w == 32 && name == "fmul":
			o.fn = opFMul32
		case w == 32 && name == "fdiv":
			o.fn = opFDiv32
		case w == 64 && name == "fadd":
			o.fn = opFAdd64
		case w == 64 && name == "fsub":
			o.fn = opFSub64
		case w == 64 && name == "fmul":
			o.fn = opFMul64
		case w == 64 && name == "fdiv":
			o.fn = opFDiv64
		default:
			f := map[string]func(a, b float64) float64{
				"fadd": func(a, b float64) float64 { return a + b },
				"fsub": func(a, b float64) float64 { return a - b },
				"fmul": func(a, b float64) float64 { return a * b },
				"fdiv": func(a, b float64) float64 { return a / b },
				"frem": math.Mod,
			}[name]
			o.fn = fBin(w, f)
		}
		return o, nil
	})
}

func (c *compiler) icmp(res value.Value, pred string, x, y value.Value) error {
	if sc, _, err := elems(x.Type()); err == nil && sc.bits == 128 {
		return c.wideCmp(res, pred, x, y)
	}
	swap := false
	var fn opFn
	switch pred {
	case "eq":
		fn = opEq
	case "ne":
		fn = opNe
	case "ult":
		fn = opUlt
	case "ule":
		fn = opUle
	case "ugt":
		fn, swap = opUlt, true
	case "uge":
		fn, swap = opUle, true
	case "slt":
		fn = opSlt
	case "sle":
		fn = opSle
	case "sgt":
		fn, swap = opSlt, true
	case "sge":
		fn, swap = opSle, true
	default:
		return unsupported("icmp %s", pred)
	}
	if swap {
		x, y = y, x
	}
	return c.elementwise(res, []value.Value{x, y}, func(sc scalar) (op, error) {
		return op{fn: fn, w: uint8(sc.bits)}, nil
	})
}

func (c *compiler) fcmp(res value.Value, pred string, x, y value.Value) error {
	f := fcmpFn(pred)
	if f == nil {
		return unsupported("fcmp %s", pred)
	}
	return c.elementwise(res, []value.Value{x, y}, func(sc scalar) (op, error) {
		w := int(sc.bits)
		return op{fn: mkBin(func(a, b uint64) uint64 { return b2u(f(fget(w, a), fget(w, b))) })}, nil
	})
}

// conv compiles a conversion from x to type to.
func (c *compiler) conv(res value.Value, name string, x value.Value, to types.Type) error {
	fs, n, err := elems(x.Type())
	if err != nil {
		return c.bitcastAggregate(res, x, to, name)
	}
	ts, _, err := elems(to)
	if err != nil {
		return err
	}
	if fs.bits == 128 || ts.bits == 128 {
		return c.wideConv(res, name, x, fs, ts)
	}
	fw, tw := int(fs.bits), int(ts.bits)
	mk := func(sc scalar) (op, error) {
		switch name {
		case "trunc", "zext", "ptrtoint", "inttoptr":
			return op{fn: opMask, imm: ts.mask()}, nil
		case "sext":
			return op{fn: opSext, imm: ts.mask(), w: uint8(fw)}, nil
		case "fptrunc", "fpext":
			return op{fn: mkUn(func(a uint64) uint64 { return fput(tw, fget(fw, a)) })}, nil
		case "fptoui", "fptosi":
			signed := name == "fptosi"
			return op{fn: mkUn(func(a uint64) uint64 { return fToInt(fget(fw, a), tw, signed) })}, nil
		case "uitofp", "sitofp":
			signed := name == "sitofp"
			return op{fn: mkUn(func(a uint64) uint64 { return intToF(a, fw, signed, tw) })}, nil
		case "addrspacecast":
			from, to := fs.as, ts.as
			return op{fn: mkUn(func(a uint64) uint64 { return castAddrSpace(a, from, to) })}, nil
		case "bitcast":
			return op{fn: opMask, imm: ts.mask()}, nil
		}
		return op{}, unsupported("conversion %s", name)
	}
	if name == "bitcast" {
		_, tn, _ := elems(to)
		if tn != n || fs.bits != ts.bits {
			return c.bitcastAggregate(res, x, to, name)
		}
	}
	return c.elementwise(res, []value.Value{x}, mk)
}

// bitcastAggregate reinterprets x's bytes as type to (vector ↔ scalar of
// another shape).
func (c *compiler) bitcastAggregate(res value.Value, x value.Value, to types.Type, name string) error {
	if name != "bitcast" {
		return unsupported("%s from %v to %v", name, x.Type(), to)
	}
	fl, err := leavesOf(x.Type())
	if err != nil {
		return err
	}
	tl, err := leavesOf(to)
	if err != nil {
		return err
	}
	a, err := c.operand(x)
	if err != nil {
		return err
	}
	d := c.vals[res]
	W := c.W
	// <N x i1> <-> iN (N <= 64): element k is bit k, as LLVM's vectoriser
	// uses it to test a vector of predicates at once.
	if len(fl) > 1 && len(tl) == 1 && fl[0].sc.bits == 1 && tl[0].sc.bits == uint16(len(fl)) && len(fl) <= 64 {
		c.emit(op{d: d, a: a, fn: func(ex *exec, o *op) {
			for mm := ex.mask; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros64(mm)
				var v uint64
				for k, l := range fl {
					v |= (ex.regs[int(o.a)+l.slot*W+i] & 1) << uint(k)
				}
				ex.regs[int(o.d)+tl[0].slot*W+i] = v
			}
		}})
		return nil
	}
	if len(tl) > 1 && len(fl) == 1 && tl[0].sc.bits == 1 && fl[0].sc.bits == uint16(len(tl)) && len(tl) <= 64 {
		c.emit(op{d: d, a: a, fn: func(ex *exec, o *op) {
			for mm := ex.mask; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros64(mm)
				v := ex.regs[int(o.a)+fl[0].slot*W+i]
				for k, l := range tl {
					ex.regs[int(o.d)+l.slot*W+i] = v >> uint(k) & 1
				}
			}
		}})
		return nil
	}
	for _, l := range append(append([]leaf{}, fl...), tl...) {
		if l.sc.bits%8 != 0 || l.off+uint64(l.sc.bytes()) > 64 {
			return unsupported("bitcast from %v to %v", x.Type(), to)
		}
	}
	c.emit(op{d: d, a: a, fn: func(ex *exec, o *op) {
		var buf [64]byte
		for mm := ex.mask; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros64(mm)
			for _, l := range fl {
				putLeaf(buf[l.off:], l, ex.regs, int(o.a)+l.slot*W+i, W)
			}
			for _, l := range tl {
				getLeaf(buf[l.off:], l, ex.regs, int(o.d)+l.slot*W+i, W)
			}
		}
	}})
	return nil
}

func putLeaf(p []byte, l leaf, regs []uint64, at, W int) {
	n := l.sc.bytes()
	if n > 8 {
		writeLE(p, 8, regs[at])
		writeLE(p[8:], n-8, regs[at+W])
		return
	}
	writeLE(p, n, regs[at])
}

func getLeaf(p []byte, l leaf, regs []uint64, at, W int) {
	n := l.sc.bytes()
	if n > 8 {
		regs[at] = readLE(p, 8)
		regs[at+W] = readLE(p[8:], n-8)
		return
	}
	regs[at] = readLE(p, n) & l.sc.mask()
}

// Memory.

func ptrAS(v value.Value) (types.AddrSpace, error) {
	s, ok := scalarOf(v.Type())
	if !ok || s.k != kPtr {
		return 0, unsupported("pointer operand of type %v", v.Type())
	}
	return s.as, nil
}

func (c *compiler) load(res value.Value, elem types.Type, src value.Value, al uint8) error {
	as, err := ptrAS(src)
	if err != nil {
		return err
	}
	ls, err := leavesOf(elem)
	if err != nil {
		return err
	}
	a, err := c.operand(src)
	if err != nil {
		return err
	}
	d := c.vals[res]
	for _, l := range ls {
		if l.sc.bits == 1 && len(ls) > 1 {
			if _, vec := elem.(*types.VectorType); vec {
				return unsupported("load of %v", elem)
			}
		}
		n := l.sc.bytes()
		if n > 8 {
			c.emit(op{fn: opLoad, d: d + int32(l.slot*c.W), a: a, imm: l.off, imm2: ^uint64(0), n: 8, as: asClass(as), al: al})
			c.emit(op{fn: opLoad, d: d + int32((l.slot+1)*c.W), a: a, imm: l.off + 8, imm2: ^uint64(0), n: uint8(n - 8), as: asClass(as), al: al})
			continue
		}
		c.emit(op{fn: opLoad, d: d + int32(l.slot*c.W), a: a, imm: l.off, imm2: l.sc.mask(), n: uint8(n), as: asClass(as), al: al})
	}
	return nil
}

func (c *compiler) store(v, dst value.Value, al uint8) error {
	as, err := ptrAS(dst)
	if err != nil {
		return err
	}
	ls, err := leavesOf(v.Type())
	if err != nil {
		return err
	}
	ss, err := c.ops(dst, v)
	if err != nil {
		return err
	}
	for _, l := range ls {
		if _, vec := v.Type().(*types.VectorType); vec && l.sc.bits == 1 {
			return unsupported("store of %v", v.Type())
		}
		n := l.sc.bytes()
		b := ss[1] + int32(l.slot*c.W)
		if n > 8 {
			c.emit(op{fn: opStore, a: ss[0], b: b, imm: l.off, n: 8, as: asClass(as), al: al})
			c.emit(op{fn: opStore, a: ss[0], b: b + int32(c.W), imm: l.off + 8, n: uint8(n - 8), as: asClass(as), al: al})
			continue
		}
		c.emit(op{fn: opStore, a: ss[0], b: b, imm: l.off, n: uint8(n), as: asClass(as), w: uint8(l.sc.bits), al: al})
	}
	return nil
}

func (c *compiler) alloca(res value.Value, a *ir.InstAlloca) error {
	size, al, err := sizeAlign(a.ElemType)
	if err != nil {
		return err
	}
	if a.Align != 0 && uint64(a.Align) > al {
		al = uint64(a.Align)
	}
	o := op{fn: opAlloca, d: c.vals[res], a: -1, imm: size, imm2: al}
	if a.NElems != nil {
		if k, ok := a.NElems.(*constant.Int); ok {
			o.imm *= k.X.Uint64()
		} else {
			s, err := c.operand(a.NElems)
			if err != nil {
				return err
			}
			sc, _ := scalarOf(a.NElems.Type())
			o.a, o.w = s, uint8(sc.bits)
		}
	}
	c.emit(o)
	return nil
}

func (c *compiler) gep(g *ir.InstGetElementPtr) error {
	if _, vec := g.Type().(*types.VectorType); vec {
		return unsupported("vector getelementptr")
	}
	off, vars, err := gepOffsets(g.ElemType, len(g.Indices), func(i int) (constant.Constant, bool) {
		k, ok := g.Indices[i].(constant.Constant)
		return k, ok
	})
	if err != nil {
		return err
	}
	sc, ok := scalarOf(g.Type())
	if !ok {
		return unsupported("getelementptr result %v", g.Type())
	}
	base, err := c.operand(g.Src)
	if err != nil {
		return err
	}
	d := c.vals[g]
	m := sc.mask()
	c.emit(op{fn: opAddImm, d: d, a: base, imm: uint64(off), imm2: m})
	for _, v := range vars {
		s, err := c.operand(g.Indices[v.idx])
		if err != nil {
			return err
		}
		is, ok := scalarOf(g.Indices[v.idx].Type())
		if !ok || is.bits > 64 {
			return unsupported("getelementptr index %v", g.Indices[v.idx].Type())
		}
		c.emit(op{fn: opGepIdx, d: d, a: d, b: s, imm: uint64(v.stride), imm2: m, w: uint8(is.bits)})
	}
	return nil
}

func rmwFunc(opc enum.AtomicOp, sc scalar) (atomicRMW, error) {
	w := int(sc.bits)
	m := sc.mask()
	if sc.k == kFloat {
		switch opc {
		case enum.AtomicOpFAdd:
			return func(o, v uint64) uint64 { return fput(w, fget(w, o)+fget(w, v)) }, nil
		case enum.AtomicOpFSub:
			return func(o, v uint64) uint64 { return fput(w, fget(w, o)-fget(w, v)) }, nil
		case enum.AtomicOpXChg:
			return func(o, v uint64) uint64 { return v }, nil
		}
		return nil, unsupported("atomicrmw %v on %d-bit float", opc, w)
	}
	switch opc {
	case enum.AtomicOpXChg:
		return func(o, v uint64) uint64 { return v }, nil
	case enum.AtomicOpAdd:
		return func(o, v uint64) uint64 { return (o + v) & m }, nil
	case enum.AtomicOpSub:
		return func(o, v uint64) uint64 { return (o - v) & m }, nil
	case enum.AtomicOpAnd:
		return func(o, v uint64) uint64 { return o & v }, nil
	case enum.AtomicOpNAnd:
		return func(o, v uint64) uint64 { return ^(o & v) & m }, nil
	case enum.AtomicOpOr:
		return func(o, v uint64) uint64 { return o | v }, nil
	case enum.AtomicOpXor:
		return func(o, v uint64) uint64 { return o ^ v }, nil
	case enum.AtomicOpMax:
		return func(o, v uint64) uint64 {
			if sext(v, w) > sext(o, w) {
				return v
			}
			return o
		}, nil
	case enum.AtomicOpMin:
		return func(o, v uint64) uint64 {
			if sext(v, w) < sext(o, w) {
				return v
			}
			return o
		}, nil
	case enum.AtomicOpUMax:
		return func(o, v uint64) uint64 { return max(o, v) }, nil
	case enum.AtomicOpUMin:
		return func(o, v uint64) uint64 { return min(o, v) }, nil
	}
	return nil, unsupported("atomicrmw operation %v", opc)
}

// rmwExtFunc is the update of an atomicrmw operation that llir's enum
// lacks (LLVM LangRef, "atomicrmw"): fmax and fmin are maxnum and minnum,
// uinc_wrap and udec_wrap wrap at the operand, usub_cond subtracts when
// it does not wrap, usub_sat clamps at 0.
func rmwExtFunc(opc llparse.RMWOp, sc scalar) (atomicRMW, error) {
	w := int(sc.bits)
	if sc.k == kFloat {
		switch opc {
		case llparse.RMWFMax:
			return fatomic(maxnum)(sc), nil
		case llparse.RMWFMin:
			return fatomic(minnum)(sc), nil
		}
		return nil, unsupported("atomicrmw %s on %d-bit float", opc, w)
	}
	if sc.k != kInt {
		return nil, unsupported("atomicrmw %s on a pointer", opc)
	}
	switch opc {
	case llparse.RMWUIncWrap:
		return func(o, v uint64) uint64 {
			if o >= v {
				return 0
			}
			return o + 1
		}, nil
	case llparse.RMWUDecWrap:
		return func(o, v uint64) uint64 {
			if o == 0 || o > v {
				return v
			}
			return o - 1
		}, nil
	case llparse.RMWUSubCond:
		return func(o, v uint64) uint64 {
			if o >= v {
				return o - v
			}
			return o
		}, nil
	case llparse.RMWUSubSat:
		return func(o, v uint64) uint64 {
			if o >= v {
				return o - v
			}
			return 0
		}, nil
	}
	return nil, unsupported("atomicrmw %s on %d-bit integer", opc, w)
}

func (c *compiler) atomic(res value.Value, ptr, v value.Value, f atomicRMW, sc scalar) error {
	as, err := ptrAS(ptr)
	if err != nil {
		return err
	}
	ss, err := c.ops(ptr, v)
	if err != nil {
		return err
	}
	c.emit(op{fn: opAtomicRMW, d: c.vals[res], a: ss[0], b: ss[1], n: uint8(sc.bytes()), as: asClass(as), aux: f})
	return nil
}

// subSlots returns the slot range of the aggregate member at indices.
func subSlots(t types.Type, indices []uint64) (int, types.Type, error) {
	off := 0
	for _, ix := range indices {
		var members []types.Type
		switch tt := t.(type) {
		case *types.StructType:
			members = tt.Fields
		case *types.ArrayType:
			for i := uint64(0); i < tt.Len; i++ {
				members = append(members, tt.ElemType)
			}
		case *types.VectorType:
			for i := uint64(0); i < tt.Len; i++ {
				members = append(members, tt.ElemType)
			}
		default:
			return 0, nil, unsupported("aggregate index into %v", t)
		}
		if ix >= uint64(len(members)) {
			return 0, nil, unsupported("aggregate index %d out of range", ix)
		}
		for _, m := range members[:ix] {
			n, err := slotsOf(m)
			if err != nil {
				return 0, nil, err
			}
			off += n
		}
		t = members[ix]
	}
	return off, t, nil
}

func (c *compiler) instruction(inst ir.Instruction) error {
	switch in := inst.(type) {
	case *ir.InstPhi:
		return nil // done by the incoming edges
	case *ir.InstAdd:
		return c.intBin(in, "add", in.X, in.Y)
	case *ir.InstSub:
		return c.intBin(in, "sub", in.X, in.Y)
	case *ir.InstMul:
		return c.intBin(in, "mul", in.X, in.Y)
	case *ir.InstUDiv:
		return c.intBin(in, "udiv", in.X, in.Y)
	case *ir.InstSDiv:
		return c.intBin(in, "sdiv", in.X, in.Y)
	case *ir.InstURem:
		return c.intBin(in, "urem", in.X, in.Y)
	case *ir.InstSRem:
		return c.intBin(in, "srem", in.X, in.Y)
	case *ir.InstShl:
		return c.intBin(in, "shl", in.X, in.Y)
	case *ir.InstLShr:
		return c.intBin(in, "lshr", in.X, in.Y)
	case *ir.InstAShr:
		return c.intBin(in, "ashr", in.X, in.Y)
	case *ir.InstAnd:
		return c.intBin(in, "and", in.X, in.Y)
	case *ir.InstOr:
		return c.intBin(in, "or", in.X, in.Y)
	case *ir.InstXor:
		return c.intBin(in, "xor", in.X, in.Y)
	case *ir.InstFAdd:
		if ok, err := c.contracted(in); ok || err != nil {
			return err
		}
		return c.floatBin(in, "fadd", in.X, in.Y)
	case *ir.InstFSub:
		if ok, err := c.contracted(in); ok || err != nil {
			return err
		}
		return c.floatBin(in, "fsub", in.X, in.Y)
	case *ir.InstFMul:
		return c.floatBin(in, "fmul", in.X, in.Y)
	case *ir.InstFDiv:
		return c.floatBin(in, "fdiv", in.X, in.Y)
	case *ir.InstFRem:
		return c.floatBin(in, "frem", in.X, in.Y)
	case *ir.InstFNeg:
		return c.elementwise(in, []value.Value{in.X}, func(sc scalar) (op, error) {
			sign := uint64(1) << uint(sc.bits-1)
			return op{fn: mkUn(func(a uint64) uint64 { return a ^ sign })}, nil
		})
	case *ir.InstICmp:
		return c.icmp(in, in.Pred.String(), in.X, in.Y)
	case *ir.InstFCmp:
		return c.fcmp(in, in.Pred.String(), in.X, in.Y)
	case *ir.InstTrunc:
		return c.conv(in, "trunc", in.From, in.To)
	case *ir.InstZExt:
		return c.conv(in, "zext", in.From, in.To)
	case *ir.InstSExt:
		return c.conv(in, "sext", in.From, in.To)
	case *ir.InstFPTrunc:
		return c.conv(in, "fptrunc", in.From, in.To)
	case *ir.InstFPExt:
		return c.conv(in, "fpext", in.From, in.To)
	case *ir.InstFPToUI:
		return c.conv(in, "fptoui", in.From, in.To)
	case *ir.InstFPToSI:
		return c.conv(in, "fptosi", in.From, in.To)
	case *ir.InstUIToFP:
		return c.conv(in, "uitofp", in.From, in.To)
	case *ir.InstSIToFP:
		return c.conv(in, "sitofp", in.From, in.To)
	case *ir.InstPtrToInt:
		return c.conv(in, "ptrtoint", in.From, in.To)
	case *ir.InstIntToPtr:
		return c.conv(in, "inttoptr", in.From, in.To)
	case *ir.InstBitCast:
		return c.conv(in, "bitcast", in.From, in.To)
	case *ir.InstAddrSpaceCast:
		return c.conv(in, "addrspacecast", in.From, in.To)
	case *ir.InstSelect:
		ss, err := c.ops(in.Cond, in.ValueTrue, in.ValueFalse)
		if err != nil {
			return err
		}
		n, err := slotsOf(in.ValueTrue.Type())
		if err != nil {
			return err
		}
		_, vecCond := in.Cond.Type().(*types.VectorType)
		// A vector condition picks per element; an element of i128 takes
		// two slots of the values but one of the condition.
		es := 1
		if vecCond {
			vt := in.Cond.Type().(*types.VectorType)
			es = n / int(vt.Len)
		}
		d := c.vals[in]
		for k := 0; k < n; k++ {
			off := int32(k * c.W)
			cs := ss[0]
			if vecCond {
				cs += int32(k / es * c.W)
			}
			c.emit(op{fn: opSelect, d: d + off, a: cs, b: ss[1] + off, c: ss[2] + off})
		}
		return nil
	case *ir.InstFreeze:
		s, err := c.operand(in.X)
		if err != nil {
			return err
		}
		n, err := slotsOf(in.X.Type())
		if err != nil {
			return err
		}
		c.copySlots(c.vals[in], s, n)
		return nil
	case *ir.InstLoad:
		return c.load(in, in.ElemType, in.Src, log2Align(uint64(in.Align)))
	case *ir.InstStore:
		return c.store(in.Src, in.Dst, log2Align(uint64(in.Align)))
	case *llvmx.Alloca:
		return c.alloca(in, in.InstAlloca)
	case *ir.InstAlloca:
		return c.alloca(in, in)
	case *ir.InstGetElementPtr:
		return c.gep(in)
	case *ir.InstFence:
		return nil
	case *ir.InstAtomicRMW:
		sc, ok := scalarOf(in.X.Type())
		if !ok || sc.bits > 64 {
			return unsupported("atomicrmw on %v", in.X.Type())
		}
		f, err := rmwFunc(in.Op, sc)
		if err != nil {
			return err
		}
		return c.atomic(in, in.Dst, in.X, f, sc)
	case *llparse.AtomicRMW:
		sc, ok := scalarOf(in.X.Type())
		if !ok || sc.bits > 64 {
			return unsupported("atomicrmw %s on %v", in.Operation, in.X.Type())
		}
		f, err := rmwExtFunc(in.Operation, sc)
		if err != nil {
			return err
		}
		return c.atomic(in, in.Dst, in.X, f, sc)
	case *ir.InstCmpXchg:
		as, err := ptrAS(in.Ptr)
		if err != nil {
			return err
		}
		sc, ok := scalarOf(in.Cmp.Type())
		if !ok || sc.bits > 64 {
			return unsupported("cmpxchg on %v", in.Cmp.Type())
		}
		ss, err := c.ops(in.Ptr, in.Cmp, in.New)
		if err != nil {
			return err
		}
		c.emit(op{fn: opCmpXchg, d: c.vals[in], a: ss[0], b: ss[1], c: ss[2], n: uint8(sc.bytes()), as: asClass(as)})
		return nil
	case *ir.InstExtractElement:
		return c.extractElement(in)
	case *ir.InstInsertElement:
		return c.insertElement(in)
	case *ir.InstShuffleVector:
		return c.shuffle(in)
	case *ir.InstExtractValue:
		s, err := c.operand(in.X)
		if err != nil {
			return err
		}
		off, t, err := subSlots(in.X.Type(), in.Indices)
		if err != nil {
			return err
		}
		n, err := slotsOf(t)
		if err != nil {
			return err
		}
		c.copySlots(c.vals[in], s+int32(off*c.W), n)
		return nil
	case *ir.InstInsertValue:
		ss, err := c.ops(in.X, in.Elem)
		if err != nil {
			return err
		}
		n, err := slotsOf(in.X.Type())
		if err != nil {
			return err
		}
		off, t, err := subSlots(in.X.Type(), in.Indices)
		if err != nil {
			return err
		}
		en, err := slotsOf(t)
		if err != nil {
			return err
		}
		d := c.vals[in]
		c.copySlots(d, ss[0], n)
		c.copySlots(d+int32(off*c.W), ss[1], en)
		return nil
	case *ir.InstCall:
		return c.call(in)
	}
	return unsupported("instruction %s", instString(inst))
}

// Element k of a vector starts at slot k*es, es the slots of one element
// (two for i128).

func (c *compiler) extractElement(in *ir.InstExtractElement) error {
	sc, n, err := elems(in.X.Type())
	if err != nil {
		return err
	}
	ss, err := c.ops(in.X, in.Index)
	if err != nil {
		return err
	}
	es := sc.slots()
	d := c.vals[in]
	if k, ok := in.Index.(*constant.Int); ok {
		i := k.X.Uint64()
		if i >= uint64(n) {
			for h := 0; h < es; h++ {
				c.emit(op{fn: opLaneConst, d: d + int32(h*c.W)})
			}
			return nil
		}
		c.copySlots(d, ss[0]+int32(int(i)*es*c.W), es)
		return nil
	}
	W := c.W
	c.emit(op{d: d, a: ss[0], b: ss[1], fn: func(x *exec, o *op) {
		b := x.reg(o.b)
		for mm := x.mask; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros64(mm)
			for h := 0; h < es; h++ {
				v := uint64(0)
				if b[i] < uint64(n) {
					v = x.regs[int(o.a)+(int(b[i])*es+h)*W+i]
				}
				x.regs[int(o.d)+h*W+i] = v
			}
		}
	}})
	return nil
}

func (c *compiler) insertElement(in *ir.InstInsertElement) error {
	sc, n, err := elems(in.X.Type())
	if err != nil {
		return err
	}
	ss, err := c.ops(in.X, in.Elem, in.Index)
	if err != nil {
		return err
	}
	es := sc.slots()
	d := c.vals[in]
	c.copySlots(d, ss[0], n*es)
	if k, ok := in.Index.(*constant.Int); ok {
		if i := k.X.Uint64(); i < uint64(n) {
			c.copySlots(d+int32(int(i)*es*c.W), ss[1], es)
		}
		return nil
	}
	W := c.W
	c.emit(op{d: d, a: ss[1], b: ss[2], fn: func(x *exec, o *op) {
		b := x.reg(o.b)
		for mm := x.mask; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros64(mm)
			if b[i] < uint64(n) {
				for h := 0; h < es; h++ {
					x.regs[int(o.d)+(int(b[i])*es+h)*W+i] = x.regs[int(o.a)+h*W+i]
				}
			}
		}
	}})
	return nil
}

func (c *compiler) shuffle(in *ir.InstShuffleVector) error {
	sc, n, err := elems(in.X.Type())
	if err != nil {
		return err
	}
	ss, err := c.ops(in.X, in.Y)
	if err != nil {
		return err
	}
	mk, ok := in.Mask.(constant.Constant)
	if !ok {
		return unsupported("shufflevector with a variable mask")
	}
	var undefs []bool
	if v, ok := mk.(*constant.Vector); ok {
		for _, e := range v.Elems {
			_, u := e.(*constant.Undef)
			_, p := e.(*constant.Poison)
			undefs = append(undefs, u || p)
		}
	}
	ms, err := c.evalConst(mk)
	if err != nil {
		return err
	}
	es := sc.slots()
	d := c.vals[in]
	for j, m := range ms {
		dj := d + int32(j*es*c.W)
		switch {
		case j < len(undefs) && undefs[j], m >= uint64(2*n):
			for h := 0; h < es; h++ {
				c.emit(op{fn: opLaneConst, d: dj + int32(h*c.W)})
			}
		case m < uint64(n):
			c.copySlots(dj, ss[0]+int32(int(m)*es*c.W), es)
		default:
			c.copySlots(dj, ss[1]+int32(int(m-uint64(n))*es*c.W), es)
		}
	}
	return nil
}

// 128-bit integers: two slots, low word first. A vector of them takes two
// slots per element (element k of <N x i128> starts at slot 2k), and an
// operation that mixes i128 with narrower integers (trunc, zext, icmp)
// walks each operand and the result with its own element stride.

// wideEach emits an operation with an i128 operand or result, scalar or
// vector, one op per element: f sees the element of each operand (the high
// word zero where the operand is 64 bits or narrower) and returns the
// result's element (its high word ignored where the result is narrower).
// At most three operands.
func (c *compiler) wideEach(res value.Value, args []value.Value, f func(v *[3][2]uint64) [2]uint64) error {
	if len(args) == 0 || len(args) > 3 {
		return fmt.Errorf("BUG: emu: wideEach with %d operands", len(args))
	}
	rs, n, err := elems(res.Type())
	if err != nil {
		return err
	}
	ss, err := c.ops(args...)
	if err != nil {
		return err
	}
	var hi [3]bool
	var stride [3]int32
	for j, a := range args {
		sc, an, err := elems(a.Type())
		if err != nil {
			return err
		}
		if an != n {
			return unsupported("%v operand of a %v result", a.Type(), res.Type())
		}
		hi[j] = sc.bits > 64
		stride[j] = int32(sc.slots() * c.W)
	}
	for len(ss) < 3 {
		ss = append(ss, ss[0])
	}
	na := len(args)
	outHi := rs.bits > 64
	W := int32(c.W)
	d := c.vals[res]
	for k := int32(0); k < int32(n); k++ {
		c.emit(op{d: d + k*int32(rs.slots())*W, a: ss[0] + k*stride[0], b: ss[1] + k*stride[1], c: ss[2] + k*stride[2], fn: func(x *exec, o *op) {
			r := x.regs
			base := [3]int32{o.a, o.b, o.c}
			for mm := x.mask; mm != 0; mm &= mm - 1 {
				i := int32(bits.TrailingZeros64(mm))
				var v [3][2]uint64
				for j := 0; j < na; j++ {
					v[j][0] = r[base[j]+i]
					if hi[j] {
						v[j][1] = r[base[j]+W+i]
					}
				}
				w := f(&v)
				r[o.d+i] = w[0]
				if outHi {
					r[o.d+W+i] = w[1]
				}
			}
		}})
	}
	return nil
}

// wide is wideEach for one or two operands.
func (c *compiler) wide(res value.Value, args []value.Value, f func(a, b [2]uint64) [2]uint64) error {
	return c.wideEach(res, args, func(v *[3][2]uint64) [2]uint64 { return f(v[0], v[1]) })
}

// wide3 is wideEach for three operands (funnel shifts).
func (c *compiler) wide3(res value.Value, args []value.Value, f func(a, b, s [2]uint64) [2]uint64) error {
	return c.wideEach(res, args, func(v *[3][2]uint64) [2]uint64 { return f(v[0], v[1], v[2]) })
}

func (c *compiler) wideBin(res value.Value, name string, x, y value.Value) error {
	var f func(a, b [2]uint64) [2]uint64
	switch name {
	case "and":
		f = func(a, b [2]uint64) [2]uint64 { return [2]uint64{a[0] & b[0], a[1] & b[1]} }
	case "or":
		f = func(a, b [2]uint64) [2]uint64 { return [2]uint64{a[0] | b[0], a[1] | b[1]} }
	case "xor":
		f = func(a, b [2]uint64) [2]uint64 { return [2]uint64{a[0] ^ b[0], a[1] ^ b[1]} }
	case "add":
		f = func(a, b [2]uint64) [2]uint64 {
			lo, cy := bits.Add64(a[0], b[0], 0)
			hi, _ := bits.Add64(a[1], b[1], cy)
			return [2]uint64{lo, hi}
		}
	case "sub":
		f = func(a, b [2]uint64) [2]uint64 {
			lo, br := bits.Sub64(a[0], b[0], 0)
			hi, _ := bits.Sub64(a[1], b[1], br)
			return [2]uint64{lo, hi}
		}
	case "mul":
		f = func(a, b [2]uint64) [2]uint64 {
			hi, lo := bits.Mul64(a[0], b[0])
			return [2]uint64{lo, hi + a[0]*b[1] + a[1]*b[0]}
		}
	case "shl":
		f = func(a, b [2]uint64) [2]uint64 {
			s := uint(b[0] & 127)
			if s >= 64 {
				return [2]uint64{0, a[0] << (s - 64)}
			}
			if s == 0 {
				return a
			}
			return [2]uint64{a[0] << s, a[1]<<s | a[0]>>(64-s)}
		}
	case "lshr":
		f = func(a, b [2]uint64) [2]uint64 {
			s := uint(b[0] & 127)
			if s >= 64 {
				return [2]uint64{a[1] >> (s - 64), 0}
			}
			if s == 0 {
				return a
			}
			return [2]uint64{a[0]>>s | a[1]<<(64-s), a[1] >> s}
		}
	case "ashr":
		f = func(a, b [2]uint64) [2]uint64 {
			s := uint(b[0] & 127)
			sg := uint64(int64(a[1]) >> 63)
			if s >= 64 {
				return [2]uint64{uint64(int64(a[1]) >> (s - 64)), sg}
			}
			if s == 0 {
				return a
			}
			return [2]uint64{a[0]>>s | a[1]<<(64-s), uint64(int64(a[1]) >> s)}
		}
	default:
		return unsupported("i128 %s", name)
	}
	return c.wide(res, []value.Value{x, y}, f)
}

func (c *compiler) wideCmp(res value.Value, pred string, x, y value.Value) error {
	ult := func(a, b [2]uint64) bool { return a[1] < b[1] || a[1] == b[1] && a[0] < b[0] }
	slt := func(a, b [2]uint64) bool {
		if a[1] != b[1] {
			return int64(a[1]) < int64(b[1])
		}
		return a[0] < b[0]
	}
	fs := map[string]func(a, b [2]uint64) bool{
		"eq":  func(a, b [2]uint64) bool { return a == b },
		"ne":  func(a, b [2]uint64) bool { return a != b },
		"ult": ult, "ugt": func(a, b [2]uint64) bool { return ult(b, a) },
		"ule": func(a, b [2]uint64) bool { return !ult(b, a) }, "uge": func(a, b [2]uint64) bool { return !ult(a, b) },
		"slt": slt, "sgt": func(a, b [2]uint64) bool { return slt(b, a) },
		"sle": func(a, b [2]uint64) bool { return !slt(b, a) }, "sge": func(a, b [2]uint64) bool { return !slt(a, b) },
	}
	f := fs[pred]
	if f == nil {
		return unsupported("icmp %s i128", pred)
	}
	return c.wide(res, []value.Value{x, y}, func(a, b [2]uint64) [2]uint64 { return [2]uint64{b2u(f(a, b))} })
}

func (c *compiler) wideConv(res value.Value, name string, x value.Value, fs, ts scalar) error {
	if name == "bitcast" {
		return c.bitcastAggregate(res, x, res.Type(), name)
	}
	if fs.k != kInt || ts.k != kInt {
		return unsupported("%s between i128 and %d-bit non-integers", name, ts.bits)
	}
	fw := int(fs.bits)
	tm := ts.mask()
	switch {
	case name == "trunc":
		return c.wide(res, []value.Value{x}, func(a, _ [2]uint64) [2]uint64 { return [2]uint64{a[0] & tm, 0} })
	case name == "zext":
		return c.wide(res, []value.Value{x}, func(a, _ [2]uint64) [2]uint64 { return [2]uint64{a[0], 0} })
	case name == "sext":
		return c.wide(res, []value.Value{x}, func(a, _ [2]uint64) [2]uint64 {
			v := sext(a[0], fw)
			return [2]uint64{uint64(v), uint64(v >> 63)}
		})
	}
	return unsupported("%s on i128", name)
}
