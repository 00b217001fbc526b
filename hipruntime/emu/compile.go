package emu

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

type termKind uint8

const (
	tBr termKind = iota
	tCondBr
	tSwitch
	tRet
	tUnreachable
)

type phiCopy struct{ dst, src int32 }

type term struct {
	kind     termKind
	cond     int32 // condbr/switch condition; ret: value slot
	retSlots int
	succ     []int32 // switch: cases then default
	cases    []uint64
	edges    [][]phiCopy // per successor
	staged   []bool      // whether the edge's copies overlap
}

type cblock struct {
	idx  int32
	name string
	ops  []op
	term term
	// wait marks the spin loop of a named barrier (barriers.go).
	wait *llvmx.BarrierInfo
}

type constInit struct {
	base int32
	v    uint64
}

// cfunc is a compiled function.
type cfunc struct {
	f       *ir.Func
	name    string
	nslots  int
	consts  []constInit
	blocks  []cblock
	ipdom   []int32
	params  []int32
	callees []*cfunc
	err     error
}

// program is a module compiled for one wave size.
type program struct {
	W     int
	m     *module
	funcs map[*ir.Func]*cfunc
	// deviceHeap: some function calls HIP's device malloc (dmalloc.go).
	deviceHeap bool
}

func compileProgram(m *module, W int) *program {
	p := &program{W: W, m: m, funcs: map[*ir.Func]*cfunc{}}
	for _, f := range m.ir.Funcs {
		if len(f.Blocks) > 0 {
			p.funcs[f] = &cfunc{f: f, name: f.Name()}
		}
	}
	for _, cf := range p.funcs {
		c := &compiler{p: p, fn: cf, W: W, vals: map[value.Value]int32{}, consts: map[uint64]int32{}}
		cf.err = c.compile()
	}
	return p
}

// check returns the first compile error of fn or of a function it calls.
func (p *program) check(fn *cfunc) error {
	seen := map[*cfunc]bool{}
	var walk func(f *cfunc) error
	walk = func(f *cfunc) error {
		if seen[f] {
			return nil
		}
		seen[f] = true
		if f.err != nil {
			return f.err
		}
		for _, g := range f.callees {
			if err := walk(g); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(fn)
}

type compiler struct {
	p      *program
	fn     *cfunc
	W      int
	vals   map[value.Value]int32
	consts map[uint64]int32
	blocks map[*ir.Block]int32
	cur    *cblock
	inst   ir.Instruction
	// operand reads of each value in the function, and each
	// instruction's block (contract.go)
	uses    map[value.Value]int
	blockOf map[ir.Instruction]*ir.Block
	scc     map[*ir.Block]int // cyclic components of the CFG, made on first use
}

func (c *compiler) newSlots(n int) int32 {
	b := int32(c.fn.nslots * c.W)
	c.fn.nslots += n
	return b
}

func (c *compiler) emit(o op) {
	o.inst = c.inst
	c.cur.ops = append(c.cur.ops, o)
}

func (c *compiler) compile() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("BUG: emu: compiling %s: %v", c.fn.name, r)
		}
	}()
	f := c.fn.f
	c.uses, c.blockOf = countUses(f)
	c.blocks = map[*ir.Block]int32{}
	c.fn.blocks = make([]cblock, len(f.Blocks))
	for i, b := range f.Blocks {
		c.blocks[b] = int32(i)
		c.fn.blocks[i] = cblock{idx: int32(i), name: b.Name()}
	}
	for _, p := range f.Params {
		n, err := slotsOf(p.Typ)
		if err != nil {
			return c.errf("parameter %s: %v", p.Ident(), err)
		}
		s := c.newSlots(n)
		c.vals[p] = s
		c.fn.params = append(c.fn.params, s)
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			v, ok := inst.(value.Value)
			if !ok {
				continue
			}
			n, err := slotsOf(v.Type())
			if err != nil {
				return c.errf("%s: %v", instString(inst), err)
			}
			if n > 0 {
				c.vals[v] = c.newSlots(n)
			}
		}
	}
	for i, b := range f.Blocks {
		c.cur = &c.fn.blocks[i]
		wwm := markWWM(b)
		for _, inst := range b.Insts {
			c.inst = inst
			if wwm[inst] {
				c.emit(op{fn: opWWMOn})
			}
			if err := c.instruction(inst); err != nil {
				return fmt.Errorf("emu: %s: %s: %w", c.fn.name, instString(inst), err)
			}
			if b := barrierOf(inst, llvmx.MDBarrierWait); b != nil {
				c.cur.wait = b
			}
			if wwm[inst] {
				c.emit(op{fn: opWWMOff})
			}
		}
		c.inst = nil
		if err := c.terminator(b); err != nil {
			return fmt.Errorf("emu: %s: block %s: %w", c.fn.name, b.Name(), err)
		}
	}
	c.fn.ipdom = postDominators(c.fn.blocks)
	return nil
}

func (c *compiler) errf(format string, args ...any) error {
	return fmt.Errorf("emu: %s: %s", c.fn.name, fmt.Sprintf(format, args...))
}

func (c *compiler) terminator(b *ir.Block) error {
	cb := c.cur
	t := &cb.term
	addSucc := func(target value.Value) error {
		tb, ok := target.(*ir.Block)
		if !ok {
			return unsupported("branch target %v", target)
		}
		idx := c.blocks[tb]
		cs, staged, err := c.phiCopies(b, tb)
		if err != nil {
			return err
		}
		t.succ = append(t.succ, idx)
		t.edges = append(t.edges, cs)
		t.staged = append(t.staged, staged)
		return nil
	}
	switch tm := b.Term.(type) {
	case *ir.TermBr:
		t.kind = tBr
		return addSucc(tm.Target)
	case *ir.TermCondBr:
		t.kind = tCondBr
		s, err := c.operand(tm.Cond)
		if err != nil {
			return err
		}
		t.cond = s
		if err := addSucc(tm.TargetTrue); err != nil {
			return err
		}
		return addSucc(tm.TargetFalse)
	case *ir.TermSwitch:
		t.kind = tSwitch
		s, err := c.operand(tm.X)
		if err != nil {
			return err
		}
		t.cond = s
		for _, cs := range tm.Cases {
			k, ok := cs.X.(constant.Constant)
			if !ok {
				return unsupported("switch case %v", cs.X)
			}
			w, err := c.evalConst(k)
			if err != nil {
				return err
			}
			t.cases = append(t.cases, w[0])
			if err := addSucc(cs.Target); err != nil {
				return err
			}
		}
		return addSucc(tm.TargetDefault)
	case *ir.TermRet:
		t.kind = tRet
		if tm.X != nil {
			s, err := c.operand(tm.X)
			if err != nil {
				return err
			}
			n, err := slotsOf(tm.X.Type())
			if err != nil {
				return err
			}
			t.cond, t.retSlots = s, n
		}
		return nil
	case *ir.TermUnreachable:
		t.kind = tUnreachable
		return nil
	}
	return unsupported("terminator %T", b.Term)
}

// phiCopies lists the copies that the edge from→to performs for to's phis,
// and whether a source is overwritten by an earlier copy (then the copies
// go through a staging buffer).
func (c *compiler) phiCopies(from, to *ir.Block) ([]phiCopy, bool, error) {
	var cs []phiCopy
	for _, inst := range to.Insts {
		phi, ok := inst.(*ir.InstPhi)
		if !ok {
			continue
		}
		dst := c.vals[phi]
		n, err := slotsOf(phi.Typ)
		if err != nil {
			return nil, false, err
		}
		var src value.Value
		for _, inc := range phi.Incs {
			if inc.Pred == from {
				src = inc.X
				break
			}
		}
		if src == nil {
			continue
		}
		s, err := c.operand(src)
		if err != nil {
			return nil, false, err
		}
		for k := 0; k < n; k++ {
			cs = append(cs, phiCopy{dst: dst + int32(k*c.W), src: s + int32(k*c.W)})
		}
	}
	staged := false
	for i := range cs {
		for j := 0; j < i; j++ {
			if cs[i].src == cs[j].dst {
				staged = true
			}
		}
	}
	return cs, staged, nil
}

// operand returns the slot base of v, materialising constants.
func (c *compiler) operand(v value.Value) (int32, error) {
	if s, ok := c.vals[v]; ok {
		return s, nil
	}
	cst, ok := v.(constant.Constant)
	if !ok {
		if g, ok := v.(*ir.Global); ok {
			cst = g
		} else {
			return 0, fmt.Errorf("BUG: emu: operand %v (%T) has no value", v, v)
		}
	}
	ws, err := c.evalConst(cst)
	if err != nil {
		return 0, err
	}
	if len(ws) == 1 {
		if s, ok := c.consts[ws[0]]; ok {
			return s, nil
		}
	}
	s := c.newSlots(len(ws))
	for k, w := range ws {
		c.fn.consts = append(c.fn.consts, constInit{base: s + int32(k*c.W), v: w})
	}
	if len(ws) == 1 {
		c.consts[ws[0]] = s
	}
	if len(ws) == 0 {
		return 0, nil
	}
	return s, nil
}

// constWord is the register word of a scalar constant.
func (c *compiler) constWord(v uint64) int32 {
	if s, ok := c.consts[v]; ok {
		return s
	}
	s := c.newSlots(1)
	c.fn.consts = append(c.fn.consts, constInit{base: s, v: v})
	c.consts[v] = s
	return s
}

func bigWords(x *big.Int, bits int) []uint64 {
	v := new(big.Int).Set(x)
	if v.Sign() < 0 {
		v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(max(bits, 64)*2)))
	}
	lo := new(big.Int).And(v, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	if bits > 64 {
		hi := new(big.Int).Rsh(v, 64)
		hi.And(hi, new(big.Int).SetUint64(math.MaxUint64))
		return []uint64{lo, hi.Uint64()}
	}
	return []uint64{lo & widthMask(bits)}
}

// evalConst evaluates a constant to its register words.
func (c *compiler) evalConst(k constant.Constant) ([]uint64, error) {
	return c.p.m.evalConst(k)
}

func (m *module) evalConst(k constant.Constant) ([]uint64, error) {
	switch k := k.(type) {
	case *constant.Int:
		return bigWords(k.X, int(k.Typ.BitSize)), nil
	case *constant.Float:
		return []uint64{floatConstBits(k)}, nil
	case *constant.Null, *llvmx.NullPtr:
		return []uint64{0}, nil
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		n, err := slotsOf(k.Type())
		return make([]uint64, n), err
	case *constant.Array:
		return m.evalConsts(k.Elems)
	case *constant.Vector:
		return m.evalConsts(k.Elems)
	case *constant.Struct:
		return m.evalConsts(k.Fields)
	case *constant.CharArray:
		ws := make([]uint64, len(k.X))
		for i, b := range k.X {
			ws[i] = uint64(b)
		}
		return ws, nil
	case *llvmx.Ref:
		if g := k.Global(); g != nil {
			a, err := m.globalAddr(g)
			return []uint64{a}, err
		}
		a, err := m.funcAddr(k.Func())
		return []uint64{a}, err
	case *ir.Global:
		a, err := m.globalAddr(k)
		return []uint64{a}, err
	case *constant.ExprGetElementPtr:
		base, err := m.evalConst(k.Src)
		if err != nil {
			return nil, err
		}
		off, vars, err := gepOffsets(k.ElemType, len(k.Indices), func(i int) (constant.Constant, bool) { return k.Indices[i], true })
		if err != nil {
			return nil, err
		}
		if len(vars) > 0 {
			return nil, unsupported("constant getelementptr with variable indices")
		}
		sc, _ := scalarOf(k.Type())
		return []uint64{(base[0] + uint64(off)) & sc.mask()}, nil
	case *constant.ExprAddrSpaceCast:
		v, err := m.evalConst(k.From)
		if err != nil {
			return nil, err
		}
		from, _ := scalarOf(k.From.Type())
		to, _ := scalarOf(k.To)
		return []uint64{castAddrSpace(v[0], from.as, to.as)}, nil
	case *constant.ExprPtrToInt:
		v, err := m.evalConst(k.From)
		if err != nil {
			return nil, err
		}
		to, _ := scalarOf(k.To)
		return []uint64{v[0] & to.mask()}, nil
	case *constant.ExprIntToPtr:
		v, err := m.evalConst(k.From)
		if err != nil {
			return nil, err
		}
		to, _ := scalarOf(k.To)
		return []uint64{v[0] & to.mask()}, nil
	case *constant.ExprBitCast:
		return m.evalConst(k.From)
	case *constant.ExprTrunc, *constant.ExprZExt, *constant.ExprSExt:
		// Integer casts of constants of up to 64 bits: LLVM's optimiser
		// folds a 32-bit LDS address into trunc(ptrtoint(...)) (recorded
		// in real2/pipeline_scale after opt).
		var from constant.Constant
		switch k := k.(type) {
		case *constant.ExprTrunc:
			from = k.From
		case *constant.ExprZExt:
			from = k.From
		case *constant.ExprSExt:
			from = k.From
		}
		fs, ok1 := scalarOf(from.Type())
		ts, ok2 := scalarOf(k.Type())
		if !ok1 || !ok2 || fs.bits > 64 || ts.bits > 64 {
			return nil, unsupported("constant %v", k)
		}
		v, err := m.evalConst(from)
		if err != nil {
			return nil, err
		}
		x := v[0] & fs.mask()
		if _, ok := k.(*constant.ExprSExt); ok && fs.bits < 64 && x>>(fs.bits-1)&1 != 0 {
			x |= ^fs.mask()
		}
		return []uint64{x & ts.mask()}, nil
	case *constant.ExprAdd:
		return m.evalConstBin(k, k.X, k.Y, func(a, b uint64) uint64 { return a + b })
	case *constant.ExprSub:
		return m.evalConstBin(k, k.X, k.Y, func(a, b uint64) uint64 { return a - b })
	case *constant.ExprMul:
		return m.evalConstBin(k, k.X, k.Y, func(a, b uint64) uint64 { return a * b })
	case *constant.ExprXor:
		return m.evalConstBin(k, k.X, k.Y, func(a, b uint64) uint64 { return a ^ b })
	case *constant.ExprAnd:
		return m.evalConstBin(k, k.X, k.Y, func(a, b uint64) uint64 { return a & b })
	case *constant.ExprOr:
		return m.evalConstBin(k, k.X, k.Y, func(a, b uint64) uint64 { return a | b })
	case *constant.ExprShl:
		return m.evalConstBin(k, k.X, k.Y, func(a, b uint64) uint64 {
			if b >= 64 {
				return 0
			}
			return a << b
		})
	}
	if ft, ok := k.Type().(*types.FloatType); ok {
		// A float constant spelled by its bits (how NaN payloads and halves
		// are written): 0xH1234 for half, 0x<16 hex digits> for float and
		// double (a float is written as the double of the same value).
		if w, ok := floatFromLLVMHex(ft, k.Ident()); ok {
			return []uint64{w}, nil
		}
	}
	return nil, unsupported("constant %v (%T)", k, k)
}

// evalConstBin evaluates a binary constant expression k = x op y on
// integers of up to 64 bits (what LLVM folds addresses into: add of a
// ptrtoint and an offset). A shift by the width or more is poison in
// LLVM; any value will do.
func (m *module) evalConstBin(k, x, y constant.Constant, op func(a, b uint64) uint64) ([]uint64, error) {
	sc, ok := scalarOf(k.Type())
	if !ok || sc.bits > 64 {
		return nil, unsupported("constant %v", k)
	}
	a, err := m.evalConst(x)
	if err != nil {
		return nil, err
	}
	b, err := m.evalConst(y)
	if err != nil {
		return nil, err
	}
	if len(a) != 1 || len(b) != 1 {
		return nil, unsupported("constant %v", k)
	}
	return []uint64{op(a[0], b[0]) & sc.mask()}, nil
}

// floatFromLLVMHex reads LLVM's hexadecimal float spelling for type t.
func floatFromLLVMHex(t *types.FloatType, s string) (uint64, bool) {
	switch {
	case t.Kind == types.FloatKindHalf && strings.HasPrefix(s, "0xH"):
		v, err := strconv.ParseUint(s[3:], 16, 16)
		return v, err == nil
	case strings.HasPrefix(s, "0x") && len(s) == 18:
		d, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return 0, false
		}
		switch t.Kind {
		case types.FloatKindDouble:
			return d, true
		case types.FloatKindFloat:
			// float bits from the double spelling: keep the NaN payload's top
			// 23 mantissa bits, otherwise convert the value (exact).
			if d&0x7ff0000000000000 == 0x7ff0000000000000 && d&0xfffffffffffff != 0 {
				return (d>>63)<<31 | 0x7f800000 | (d>>29)&0x7fffff, true
			}
			return uint64(math.Float32bits(float32(math.Float64frombits(d)))), true
		}
	}
	return 0, false
}

func (m *module) evalConsts(ks []constant.Constant) ([]uint64, error) {
	var out []uint64
	for _, e := range ks {
		w, err := m.evalConst(e)
		if err != nil {
			return nil, err
		}
		out = append(out, w...)
	}
	return out, nil
}

func floatConstBits(k *constant.Float) uint64 {
	switch k.Typ.Kind {
	case types.FloatKindHalf:
		if k.NaN {
			return 0x7e00
		}
		f, _ := k.X.Float64()
		return uint64(f64ToHalf(f))
	case types.FloatKindFloat:
		if k.NaN {
			return 0x7fc00000
		}
		f, _ := k.X.Float32()
		return uint64(math.Float32bits(f))
	default:
		if k.NaN {
			return 0x7ff8000000000000
		}
		f, _ := k.X.Float64()
		return math.Float64bits(f)
	}
}

// castAddrSpace converts a pointer between address spaces (see the package
// doc for the apertures).
func castAddrSpace(v uint64, from, to types.AddrSpace) uint64 {
	if from == to {
		return v
	}
	switch {
	case to == 0 && from == 3:
		return LDSAperture + uint64(uint32(v))
	case to == 0 && from == 5:
		return PrivateAperture + uint64(uint32(v))
	case from == 0 && (to == 3 || to == 5):
		return uint64(uint32(v))
	}
	return v & widthMask(int(ptrBits(to)))
}

// gepVar is a variable GEP index: offset += sext(idx) * stride.
type gepVar struct {
	idx    int // operand position
	stride int64
}

// gepOffsets walks a GEP's indices. idx(i) returns index i as a constant
// when it is one.
func gepOffsets(elem types.Type, n int, idx func(i int) (constant.Constant, bool)) (int64, []gepVar, error) {
	var off int64
	var vars []gepVar
	t := elem
	for i := 0; i < n; i++ {
		var stride uint64
		var next types.Type
		if i == 0 {
			s, _, err := sizeAlign(elem)
			if err != nil {
				return 0, nil, err
			}
			stride, next = s, elem
		} else {
			switch tt := t.(type) {
			case *types.StructType:
				k, ok := idx(i)
				ci, ok2 := k.(*constant.Int)
				if !ok || !ok2 {
					return 0, nil, unsupported("variable struct index in getelementptr")
				}
				fi := int(ci.X.Int64())
				if fi < 0 || fi >= len(tt.Fields) {
					return 0, nil, fmt.Errorf("emu: struct index %d out of range", fi)
				}
				fo, err := fieldOffset(tt, fi)
				if err != nil {
					return 0, nil, err
				}
				off += int64(fo)
				t = tt.Fields[fi]
				continue
			case *types.ArrayType:
				s, _, err := sizeAlign(tt.ElemType)
				if err != nil {
					return 0, nil, err
				}
				stride, next = s, tt.ElemType
			case *types.VectorType:
				es, _ := scalarOf(tt.ElemType)
				stride, next = uint64(es.bytes()), tt.ElemType
			default:
				return 0, nil, unsupported("getelementptr into %v", t)
			}
		}
		t = next
		if k, ok := idx(i); ok {
			ci, ok := k.(*constant.Int)
			if !ok {
				if _, z := k.(*constant.ZeroInitializer); z {
					continue
				}
				return 0, nil, unsupported("getelementptr index %v", k)
			}
			off += ci.X.Int64() * int64(stride)
			continue
		}
		vars = append(vars, gepVar{idx: i, stride: int64(stride)})
	}
	return off, vars, nil
}
