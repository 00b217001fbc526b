package emu

import (
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// Matrix instructions (llvm.amdgcn.mfma.*, llvm.amdgcn.wmma.*) and the
// whole-wave mode the translator runs them in on wave64.
//
// Lane layouts, for E (16x16) = X (16xK) Y (Kx16) + C (AMD's matrix
// instruction calculator; CDNA3 ISA guide section 7; RDNA3 and RDNA4 ISA
// guides, "Wave Matrix Multiply Accumulate"):
//
//	MFMA 16x16xK (wave64): lane L holds X[L%16][kl*(L/16)+j] and
//	    Y[kl*(L/16)+j][L%16] (kl = K/4 elements), E[4*(L/16)+i][L%16]
//	WMMA gfx11 (wave32): lane L holds X[L%16][j] and Y[j][L%16], j = 0..15,
//	    lanes 16-31 a copy of lanes 0-15 (checked); E[2i+L/16][L%16]
//	WMMA gfx12 (wave32): X[L%16][8*(L/16)+j], Y[8*(L/16)+j][L%16];
//	    E[i+8*(L/16)][L%16]
//
// Numerics (the model, not a measurement: AMD documents neither the
// order nor the width of the accumulation): floating-point products are
// exact, the sum of the products and C is formed in float64 (exact for
// every f16 and bf16 tile, and for tf32 products) and rounded once to
// f32, to nearest even; gfx12's fp8 WMMAs the same way (OCP e4m3/e5m2). Integer products are summed exactly and wrap to
// 32 bits (WMMA's clamp saturates).
//
// The instruction reads every lane of the wave, whatever the exec mask
// says, so the emulator stops with an error when a lane is inactive there;
// the translator runs it in whole-wave mode, and so does every instruction on the way from llvm.amdgcn.set.inactive
// to llvm.amdgcn.strict.wwm, which LLVM runs in whole-wave mode
// (markWWM).

// matrixOp is the aux of an opMatrix.
type matrixOp struct {
	kind           int // 0: MFMA, 11: WMMA gfx11, 12: WMMA gfx12
	x, y, c        int32
	xSlots, xBits  int // slots of X and Y, bits per slot
	elemBits       int // 16 (f16, bf16), 32 (f32), 8 (i8)
	bf16, isInt    bool
	xF8, yF8       string // "fp8" (OCP e4m3) or "bf8" (OCP e5m2) for gfx12's fp8 WMMAs
	xSigned, ySign bool
	clamp          bool
	outs           int
}

// matrixCall compiles an llvm.amdgcn.mfma.* or llvm.amdgcn.wmma.* call.
func (c *compiler) matrixCall(in *ir.InstCall, name string) error {
	m := &matrixOp{}
	args := in.Args
	isWMMA := strings.HasPrefix(name, "llvm.amdgcn.wmma.")
	iu8 := strings.Contains(name, ".iu8")
	var xa, ya, ca value.Value
	switch {
	case isWMMA && iu8:
		if len(args) != 6 {
			return unsupported("%s with %d arguments", name, len(args))
		}
		xs, err1 := needConst(in, 0, "A signedness")
		ys, err2 := needConst(in, 2, "B signedness")
		cl, err3 := needConst(in, 5, "clamp")
		for _, err := range []error{err1, err2, err3} {
			if err != nil {
				return err
			}
		}
		m.xSigned, m.ySign, m.clamp = xs&1 == 1, ys&1 == 1, cl&1 == 1
		xa, ya, ca = args[1], args[3], args[4]
	case isWMMA:
		if len(args) != 3 {
			return unsupported("%s with %d arguments", name, len(args))
		}
		xa, ya, ca = args[0], args[1], args[2]
	default:
		if len(args) != 6 {
			return unsupported("%s with %d arguments", name, len(args))
		}
		for i := 3; i < 6; i++ {
			v, err := needConst(in, i, "cbsz/abid/blgp")
			if err != nil {
				return err
			}
			if v != 0 {
				return unsupported("%s with a nonzero cbsz, abid or blgp", name)
			}
		}
		xa, ya, ca = args[0], args[1], args[2]
		m.xSigned, m.ySign = true, true
	}
	switch {
	case isWMMA && (strings.Contains(name, ".fp8.") || strings.Contains(name, ".bf8.")):
		// llvm.amdgcn.wmma.f32.16x16x16.{fp8,bf8}.{fp8,bf8}: A's type, B's.
		f := strings.Split(strings.TrimPrefix(name, "llvm.amdgcn.wmma.f32.16x16x16."), ".")
		if len(f) < 2 || (f[0] != "fp8" && f[0] != "bf8") || (f[1] != "fp8" && f[1] != "bf8") {
			return unsupported("matrix instruction %s", name)
		}
		m.elemBits, m.xF8, m.yF8 = 8, f[0], f[1]
	case strings.Contains(name, "f16"), strings.Contains(name, "bf16"):
		m.elemBits = 16
		m.bf16 = strings.Contains(name, "bf16")
	case strings.Contains(name, "i8"), iu8:
		m.elemBits, m.isInt = 8, true
	case strings.Contains(name, "f32.16x16x4f32"):
		m.elemBits = 32

	default:
		return unsupported("matrix instruction %s", name)
	}
	sc, n, err := elems(xa.Type())
	if err != nil {
		return err
	}
	m.xSlots, m.xBits = n, int(sc.bits)
	_, outs, err := elems(ca.Type())
	if err != nil {
		return err
	}
	m.outs = outs
	perLane := m.xSlots * m.xBits / m.elemBits
	switch {
	case !isWMMA:
		if outs != 4 || !strings.Contains(name, ".16x16x") || c.W != 64 {
			return unsupported("%s (the emulator runs the 16x16 single-block MFMAs on wave64)", name)
		}
	case perLane == 16 && outs == 8 && c.W == 32:
		m.kind = 11
	case perLane == 8 && outs == 8 && c.W == 32:
		m.kind = 12
	default:
		return unsupported("%s with %d elements per lane on wave%d", name, perLane, c.W)
	}
	if m.xF8 != "" && m.kind != 12 {
		return unsupported("%s with %d elements per lane on wave%d (gfx12's fp8 WMMA takes 8)", name, perLane, c.W)
	}
	ss, err := c.ops(xa, ya, ca)
	if err != nil {
		return err
	}
	m.x, m.y, m.c = ss[0], ss[1], ss[2]
	c.emit(op{fn: opMatrix, d: c.vals[in], aux: m})
	return nil
}

// laneElems unpacks the elements of operand at slot base in lane L.
func (m *matrixOp) laneElems(x *exec, base int32, L int) []uint64 {
	var out []uint64
	per := m.xBits / m.elemBits
	for s := 0; s < m.xSlots; s++ {
		v := x.regs[int(base)+s*x.W+L]
		for e := 0; e < per; e++ {
			out = append(out, v>>uint(e*m.elemBits)&widthMask(m.elemBits))
		}
	}
	return out
}

// value decodes one element: a float64, or an integer in the float64
// (exact: |products| < 2^16). f8 is the element's fp8 type, if any.
func (m *matrixOp) value(bits uint64, signed bool, f8 string) float64 {
	switch {
	case f8 != "":
		return fp8Value(uint8(bits), f8 == "fp8")
	case m.isInt && signed:
		return float64(int8(bits))
	case m.isInt:
		return float64(uint8(bits))
	case m.elemBits == 32:
		return float64(math.Float32frombits(uint32(bits)))
	case m.bf16:
		return float64(math.Float32frombits(uint32(bits) << 16))
	}
	return float64(halfToF32(uint16(bits)))
}

// fp8Value decodes an OCP fp8 byte: e4m3 (bias 7, no infinity, S.1111.111
// NaN) or e5m2 (bias 15, IEEE-like infinities and NaNs).
func fp8Value(b uint8, e4m3 bool) float64 {
	sign := 1.0
	if b&0x80 != 0 {
		sign = -1
	}
	var e, m, mbits, bias int
	if e4m3 {
		e, m, mbits, bias = int(b>>3&15), int(b&7), 3, 7
		if e == 15 && m == 7 {
			return math.NaN()
		}
	} else {
		e, m, mbits, bias = int(b>>2&31), int(b&3), 2, 15
		if e == 31 {
			if m == 0 {
				return sign * math.Inf(1)
			}
			return math.NaN()
		}
	}
	if e == 0 {
		return sign * math.Ldexp(float64(m), 1-bias-mbits)
	}
	return sign * math.Ldexp(float64(m|1<<mbits), e-bias-mbits)
}

// opMatrix runs one matrix instruction over the whole wave.
func opMatrix(x *exec, o *op) {
	m := o.aux.(*matrixOp)
	if all := widthMask(x.W); x.mask != all {
		// The unit reads every lane; an inactive lane holds whatever its
		// registers hold (the translator zeroes them with set.inactive and
		// runs the instruction in whole-wave mode).
		x.failf(firstLane(^x.mask&all), "matrix instruction with lanes inactive: they hold undefined values (run it in whole-wave mode on set.inactive operands)")
	}
	var X, Y [16][32]float64
	var Xi, Yi [16][32]int64
	K := 0
	for L := 0; L < x.W; L++ {
		xe, ye := m.laneElems(x, m.x, L), m.laneElems(x, m.y, L)
		kl := len(xe)
		var row, k0 int
		switch m.kind {
		case 0:
			row, k0, K = L%16, kl*(L/16), 4*kl
		case 11:
			row, k0, K = L%16, 0, kl
			if L >= 16 {
				xr, yr := m.laneElems(x, m.x, L-16), m.laneElems(x, m.y, L-16)
				for j := range xe {
					if xe[j] != xr[j] || ye[j] != yr[j] {
						x.failf(L, "WMMA operand: lane %d differs from lane %d (gfx11 wants lanes 16-31 to repeat lanes 0-15)", L, L-16)
					}
				}
				continue
			}
		default:
			row, k0, K = L%16, 8*(L/16), 16
		}
		for j := range xe {
			X[row][k0+j] = m.value(xe[j], m.xSigned, m.xF8)
			Y[row][k0+j] = m.value(ye[j], m.ySign, m.yF8)
			Xi[row][k0+j] = int64(X[row][k0+j])
			Yi[row][k0+j] = int64(Y[row][k0+j])
		}
	}
	pos := func(L, i int) (int, int) {
		switch m.kind {
		case 0:
			return 4*(L/16) + i, L % 16
		case 11:
			return 2*i + L/16, L % 16
		}
		return i + 8*(L/16), L % 16
	}
	for i := 0; i < m.outs; i++ {
		dst := x.outAt(o, i)
		cs := x.regs[int(m.c)+i*x.W:][:x.W]
		for L := 0; L < x.W; L++ {
			r, col := pos(L, i)
			if m.isInt {
				s := int64(int32(uint32(cs[L])))
				for k := 0; k < K; k++ {
					s += Xi[r][k] * Yi[col][k]
				}
				if m.clamp {
					s = max(min(s, math.MaxInt32), math.MinInt32)
				}
				dst[L] = uint64(uint32(int32(s)))
				continue
			}
			s := float64(math.Float32frombits(uint32(cs[L])))
			for k := 0; k < K; k++ {
				s += X[r][k] * Y[col][k]
			}
			dst[L] = uint64(math.Float32bits(float32(s)))
		}
		x.commitAt(o, i)
	}
}

// outAt is where result element i of a vector op writes (see out).
func (x *exec) outAt(o *op, i int) []uint64 {
	if x.full {
		return x.regs[int(o.d)+i*x.W:][:x.W]
	}
	return x.tmp
}

// commitAt blends element i's scratch result in under the mask.
func (x *exec) commitAt(o *op, i int) {
	if x.full {
		return
	}
	d := x.regs[int(o.d)+i*x.W:][:x.W]
	for L := 0; L < x.W; L++ {
		if x.mask>>uint(L)&1 != 0 {
			d[L] = x.tmp[L]
		}
	}
}

// opSetInactive (llvm.amdgcn.set.inactive): a in the active lanes, b in
// every other lane of the wave.
func opSetInactive(x *exec, o *op) {
	d := x.regs[o.d:][:x.W]
	a, b := x.reg(o.a), x.reg(o.b)
	for L := range d {
		if x.mask>>uint(L)&1 != 0 {
			d[L] = a[L]
		} else {
			d[L] = b[L]
		}
	}
}

// opWWMOn and opWWMOff bracket an instruction that runs in whole-wave mode.
func opWWMOn(x *exec, o *op) {
	x.wwmMask, x.wwmFull = x.mask, x.full
	x.mask, x.full = widthMask(x.W), true
}

func opWWMOff(x *exec, o *op) { x.mask, x.full = x.wwmMask, x.wwmFull }

// markWWM returns the instructions of b that LLVM runs in whole-wave mode:
// those that compute the operand of an llvm.amdgcn.strict.wwm call, back
// to (not including) llvm.amdgcn.set.inactive calls and values from
// outside b.
func markWWM(b *ir.Block) map[ir.Instruction]bool {
	var marked map[ir.Instruction]bool
	in := map[value.Value]ir.Instruction{}
	for _, inst := range b.Insts {
		if v, ok := inst.(value.Value); ok {
			in[v] = inst
		}
	}
	var walk func(v value.Value)
	walk = func(v value.Value) {
		inst, ok := in[v]
		if !ok || marked[inst] {
			return
		}
		if call, ok := inst.(*ir.InstCall); ok && strings.HasPrefix(callName(call), "llvm.amdgcn.set.inactive") {
			return
		}
		marked[inst] = true
		for _, o := range operandsOf(inst) {
			walk(o)
		}
	}
	for _, inst := range b.Insts {
		call, ok := inst.(*ir.InstCall)
		if !ok || !strings.HasPrefix(callName(call), "llvm.amdgcn.strict.wwm") || len(call.Args) != 1 {
			continue
		}
		if marked == nil {
			marked = map[ir.Instruction]bool{}
		}
		walk(call.Args[0])
	}
	return marked
}

// callName is the callee's name ("" for an indirect call).
func callName(in *ir.InstCall) string {
	switch f := in.Callee.(type) {
	case *llvmx.Ref:
		if fn := f.Func(); fn != nil {
			return fn.Name()
		}
	case *ir.Func:
		return f.Name()
	}
	return ""
}

// operandsOf lists the value operands of an instruction between
// set.inactive and strict.wwm: all of them, as LLVM's SIWholeQuadMode
// marks the definitions of every operand of a whole-wave instruction
// (the lane arithmetic of a fragment move, the loads of ldmatrix rows).
// A phi belongs to its block's entry, not to the whole-wave computation.
func operandsOf(inst ir.Instruction) []value.Value {
	if _, ok := inst.(*ir.InstPhi); ok {
		return nil
	}
	var out []value.Value
	for _, p := range inst.Operands() {
		if p != nil && *p != nil {
			out = append(out, *p)
		}
	}
	return out
}

// Dot instructions the translator uses for mma.sync on targets without
// matrix units (gfx906, gfx1011/1012, gfx103x): llvm.amdgcn.fdot2,
// v_dot2_f32_f16 (v_dot2c_f32_f16 on gfx10), D = A.x*B.x + A.y*B.y + C.
// The same model as the matrix instructions: the products are exact, the
// sum of the products and C is formed in float64 and rounded once to f32
// (AMD documents neither the order nor the intermediate rounding).

// fdot2Call compiles llvm.amdgcn.fdot2(<2 x half> a, <2 x half> b,
// float c, i1 clamp); clamp must be false.
func (c *compiler) fdot2Call(in *ir.InstCall) error {
	if len(in.Args) != 4 {
		return unsupported("llvm.amdgcn.fdot2 with %d arguments", len(in.Args))
	}
	cl, err := needConst(in, 3, "clamp")
	if err != nil {
		return err
	}
	if cl&1 != 0 {
		return unsupported("llvm.amdgcn.fdot2 with clamp")
	}
	ss, err := c.ops(in.Args[:3]...)
	if err != nil {
		return err
	}
	c.emit(op{fn: opFdot2, d: c.vals[in], a: ss[0], b: ss[1], c: ss[2]})
	return nil
}

func opFdot2(x *exec, o *op) {
	d := x.out(o)
	a0, a1 := x.regs[o.a:][:len(d)], x.regs[int(o.a)+x.W:][:len(d)]
	b0, b1 := x.regs[o.b:][:len(d)], x.regs[int(o.b)+x.W:][:len(d)]
	cs := x.regs[o.c:][:len(d)]
	for i := range d {
		s := float64(math.Float32frombits(uint32(cs[i])))
		s += float64(halfToF32(uint16(a0[i]))) * float64(halfToF32(uint16(b0[i])))
		s += float64(halfToF32(uint16(a1[i]))) * float64(halfToF32(uint16(b1[i])))
		d[i] = uint64(math.Float32bits(float32(s)))
	}
	x.commit(o)
}

// sdot4Call compiles llvm.amdgcn.sdot4(i32 a, i32 b, i32 c, i1 clamp),
// v_dot4_i32_i8: the four products of signed bytes plus C, exact, wrapping
// to 32 bits, or saturating with clamp.
func (c *compiler) sdot4Call(in *ir.InstCall) error {
	if len(in.Args) != 4 {
		return unsupported("llvm.amdgcn.sdot4 with %d arguments", len(in.Args))
	}
	cl, err := needConst(in, 3, "clamp")
	if err != nil {
		return err
	}
	ss, err := c.ops(in.Args[:3]...)
	if err != nil {
		return err
	}
	c.emit(op{fn: opSdot4, d: c.vals[in], a: ss[0], b: ss[1], c: ss[2], imm: cl & 1})
	return nil
}

func opSdot4(x *exec, o *op) {
	d, a, b, cs := x.dabc(o)
	for i := range d {
		s := int64(int32(uint32(cs[i])))
		for j := 0; j < 4; j++ {
			s += int64(int8(a[i]>>(8*j))) * int64(int8(b[i]>>(8*j)))
		}
		if o.imm != 0 {
			s = max(min(s, math.MaxInt32), math.MinInt32)
		}
		d[i] = uint64(uint32(int32(s)))
	}
	x.commit(o)
}
