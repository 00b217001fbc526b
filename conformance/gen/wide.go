package gen

import (
	"fmt"
	"strings"
)

// The wide menu (Options.Wide, family random2) adds what the first menu
// leaves out, with the inputs that make numerics hard:
//   - 64-bit integers (%d0, %d1), f64 (%e0, %e1) and packed halves
//     (%h0, %h1, read as f16x2 or bf16x2) beside the 32-bit registers;
//   - float registers start either at a special value (NaN with a payload,
//     signalling NaN, ±0, ±inf, subnormals, the largest finite, rounding
//     boundaries) or at a moderate one, chosen per thread from its input;
//   - every rounding mode, .ftz and .sat; division, reciprocal and square
//     root in their IEEE forms; min/max with .NaN; conversions between
//     every pair the menu holds; testp, copysign, slct;
//   - bit instructions (bfe, bfi, prmt in each mode, shf, bfind, brev, popc,
//     clz), mul24/mad24/sad, dp4a/dp2a, carry chains, 64-bit division;
//   - match.sync and redux.sync beside shfl and vote.
//
// Nothing is canonicalised on the way out: every register is stored as its
// bits, NaN payloads included, because the H100's bits are what a
// translation has to give. Only instructions whose results the H100
// defines exactly are on the menu (no .approx forms), and integer
// division never divides by zero or overflows.

// WideOutputs is the number of u32 words each thread of a wide program
// stores: r0-r3, d0-d1 (low word first), f0-f1, e0-e1, h0-h1 and the
// predicates.
const WideOutputs = NumInt + 2*2 + NumFloat + 2*2 + 2 + 1

// WideFamily is the conformance family of wide programs.
const WideFamily = "random2"

// Special values of each float type, picked per thread by its input.
var (
	f32Specials = []uint32{
		0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc12345, 0x7f800001, 0x00000001,
		0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff, 0x3f800000, 0xbf800001, 0x4b000000, 0x3effffff,
	}
	// f64 specials as {low, high} words. One NaN input: which of two NaN
	// operands an f64 instruction returns depends on ptxas's register
	// choice (RATIONALE.md), and the special sweep and
	// float/nan_f64_slot_order test that apart from this family.
	f64Specials = [][2]uint32{
		{0, 0}, {0, 0x80000000}, {0, 0x7ff00000}, {0, 0xfff00000}, {0x123, 0x7ff80000}, {0, 0x3ff00000}, {1, 0}, {0xffffffff, 0x800fffff},
		{0, 0x00100000}, {0xffffffff, 0x7fefffff}, {0xffffffff, 0xffefffff}, {1, 0xbff00000}, {0, 0x43300000}, {0xffffffff, 0x3fdfffff}, {0, 0x3ff80000}, {0x55555555, 0x3fd55555},
	}
	// Half specials: f16 and bf16 patterns together (each half is read
	// as either).
	halfSpecials = []uint16{
		0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe01, 0x7c01, 0x0001,
		0x83ff, 0x0400, 0x7bff, 0x7f80, 0x7fc0, 0x0080, 0x7f7f, 0x3c01,
	}
)

// wideLine writes one instruction after the guard the caller wrote.
func (g *generator) emit(format string, args ...any) {
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *generator) dreg() string { return fmt.Sprintf("%%d%d", g.intn(2)) }
func (g *generator) ereg() string { return fmt.Sprintf("%%e%d", g.intn(2)) }
func (g *generator) hreg() string { return fmt.Sprintf("%%h%d", g.intn(2)) }

func (g *generator) pick(xs ...string) string { return xs[g.intn(len(xs))] }

// opt is s with probability pct/100, else "".
func (g *generator) opt(pct int, s string) string {
	if g.chance(pct) {
		return s
	}
	return ""
}

func (g *generator) widePrologue(p *Program) {
	if g.opts.Extra {
		fmt.Fprintf(&g.b, "// ptxamd gen --extra --seed %d\n", p.Seed)
	} else {
		fmt.Fprintf(&g.b, "// ptxamd gen --wide --seed %d\n", p.Seed)
	}
	g.b.WriteString(".version 8.0\n.target sm_90\n.address_size 64\n\n")
	words := func(xs []string) string { return strings.Join(xs, ", ") }
	var f, d, h []string
	for _, v := range f32Specials {
		f = append(f, fmt.Sprintf("0x%08x", v))
	}
	for _, v := range f64Specials {
		d = append(d, fmt.Sprintf("0x%08x", v[0]), fmt.Sprintf("0x%08x", v[1]))
	}
	for _, v := range halfSpecials {
		h = append(h, fmt.Sprintf("0x%04x", v))
	}
	fmt.Fprintf(&g.b, ".const .align 4 .b32 ftab[16] = {%s};\n", words(f))
	fmt.Fprintf(&g.b, ".const .align 8 .b32 dtab[32] = {%s};\n", words(d))
	fmt.Fprintf(&g.b, ".const .align 2 .b16 htab[16] = {%s};\n\n", words(h))
	g.b.WriteString(".visible .entry k(.param .u64 in, .param .u64 out)\n{\n")
	g.line(".reg .b32 %%r<%d>;", NumInt)
	g.line(".reg .b64 %%d<2>;")
	g.line(".reg .f32 %%f<%d>;", NumFloat)
	g.line(".reg .f64 %%e<2>;")
	g.line(".reg .b32 %%h<2>;")
	g.line(".reg .pred %%p<%d>;", NumPred)
	g.line(".reg .b32 %%t<12>;")
	g.line(".reg .b32 %%c<3>;")
	g.line(".reg .pred %%q<3>;")
	g.line(".reg .b64 %%rd<8>;")
	g.line(".reg .b16 %%s<4>;")
	g.line(".shared .align 4 .b32 sm[128];")
	if g.opts.Extra {
		g.line(".reg .b16 %%w<2>;")
		g.line(".shared .align 8 .b8 sx[1024];")
	}
	g.loadInput()
	g.line("mov.u32 %%r2, %%t3;")
	g.line("mov.u32 %%r3, %%t0;")
	// A chain of hashed words %t4 from the input; each register takes the
	// next.
	g.line("mov.u32 %%t4, %%r0;")
	next := func() {
		g.line("mul.lo.u32 %%t4, %%t4, 0x9e3779b9;")
		g.line("shr.u32 %%t5, %%t4, 15;")
		g.line("xor.b32 %%t4, %%t4, %%t5;")
		g.line("add.u32 %%t4, %%t4, 0x6d2b79f5;")
	}
	next()
	g.line("mov.u32 %%r1, %%t4;")
	for i := 0; i < 2; i++ {
		next()
		g.line("mov.u32 %%t6, %%t4;")
		next()
		g.line("mov.b64 %%d%d, {%%t6, %%t4};", i)
	}
	// special(tab, bytes): %t7 = tab[(%t4 >> 4) & 15] as the byte address
	// %rd3; %q0 says the register takes it (a quarter of the threads).
	special := func(tab string, size int) {
		g.line("shr.u32 %%t7, %%t4, 4;")
		g.line("and.b32 %%t7, %%t7, 15;")
		g.line("mul.wide.u32 %%rd3, %%t7, %d;", size)
		g.line("mov.u64 %%rd4, %s;", tab)
		g.line("add.s64 %%rd3, %%rd4, %%rd3;")
		g.line("and.b32 %%t8, %%t4, 3;")
		g.line("setp.eq.u32 %%q0, %%t8, 0;")
	}
	for i := 0; i < NumFloat; i++ {
		next()
		// Moderate: ±[1/8, 16) with random mantissa bits.
		g.line("and.b32 %%t9, %%t4, 0x807fffff;")
		g.line("and.b32 %%t10, %%t4, 0x03800000;")
		g.line("add.u32 %%t10, %%t10, 0x3e000000;")
		g.line("or.b32 %%t9, %%t9, %%t10;")
		special("ftab", 4)
		g.line("ld.const.u32 %%t8, [%%rd3];")
		g.line("selp.b32 %%t9, %%t8, %%t9, %%q0;")
		g.line("mov.b32 %%f%d, %%t9;", i)
	}
	for i := 0; i < 2; i++ {
		next()
		g.line("mov.u32 %%t6, %%t4;")
		next()
		// Moderate: ±[1/8, 16), the low word from the previous hash.
		g.line("and.b32 %%t9, %%t4, 0x800fffff;")
		g.line("and.b32 %%t10, %%t4, 0x00700000;")
		g.line("add.u32 %%t10, %%t10, 0x3fc00000;")
		g.line("or.b32 %%t9, %%t9, %%t10;")
		special("dtab", 8)
		g.line("ld.const.v2.u32 {%%t10, %%t11}, [%%rd3];")
		g.line("selp.b32 %%t6, %%t10, %%t6, %%q0;")
		g.line("selp.b32 %%t9, %%t11, %%t9, %%q0;")
		g.line("mov.b64 %%e%d, {%%t6, %%t9};", i)
	}
	for i := 0; i < 2; i++ {
		next()
		// Moderate halves: f16 in ±[1/4, 64) (as bf16, tiny values).
		g.line("and.b32 %%t9, %%t4, 0x83ff83ff;")
		g.line("and.b32 %%t10, %%t4, 0x1c001c00;")
		g.line("add.u32 %%t10, %%t10, 0x34003400;")
		g.line("or.b32 %%t9, %%t9, %%t10;")
		// The low half may be special; the high one is a second pick.
		special("htab", 2)
		g.line("ld.const.u16 %%s0, [%%rd3];")
		g.line("mov.b32 {%%s1, %%s2}, %%t9;")
		g.line("selp.b16 %%s1, %%s0, %%s1, %%q0;")
		g.line("shr.u32 %%t4, %%t4, 8;")
		special("htab", 2)
		g.line("ld.const.u16 %%s0, [%%rd3];")
		g.line("selp.b16 %%s2, %%s0, %%s2, %%q0;")
		g.line("mov.b32 %%h%d, {%%s1, %%s2};", i)
	}
	// %s3 is the target of guarded narrow conversions: it starts defined.
	g.line("mov.b16 %%s3, 0;")
	g.predicatesAndSlot()
	if g.opts.Extra {
		// The 16-bit registers from r1; this thread's 8 bytes of sx at
		// %t10, holding r0 and r1.
		g.line("mov.b32 {%%w0, %%w1}, %%r1;")
		g.line("mov.u32 %%t10, sx;")
		g.line("shl.b32 %%t9, %%t0, 3;")
		g.line("add.u32 %%t10, %%t10, %%t9;")
		g.line("st.shared.v2.u32 [%%t10], {%%r0, %%r1};")
	}
}

func (g *generator) wideEpilogue() {
	words := WideOutputs
	if g.opts.Extra {
		words = ExtraOutputs
	}
	g.line("mul.wide.u32 %%rd3, %%t3, %d;", 4*words)
	g.line("add.s64 %%rd3, %%rd1, %%rd3;")
	off := 0
	st := func(reg string) {
		g.line("st.global.u32 [%%rd3+%d], %s;", off, reg)
		off += 4
	}
	for i := 0; i < NumInt; i++ {
		st(fmt.Sprintf("%%r%d", i))
	}
	for i := 0; i < 2; i++ {
		g.line("mov.b64 {%%t7, %%t8}, %%d%d;", i)
		st("%t7")
		st("%t8")
	}
	for i := 0; i < NumFloat; i++ {
		g.line("mov.b32 %%t7, %%f%d;", i)
		st("%t7")
	}
	for i := 0; i < 2; i++ {
		g.line("mov.b64 {%%t7, %%t8}, %%e%d;", i)
		st("%t7")
		st("%t8")
	}
	st("%h0")
	st("%h1")
	g.line("mov.u32 %%t7, 0;")
	for i := 0; i < NumPred; i++ {
		g.line("selp.b32 %%t8, %d, 0, %%p%d;", 1<<i, i)
		g.line("or.b32 %%t7, %%t7, %%t8;")
	}
	st("%t7")
	if g.opts.Extra {
		g.line("mov.b32 %%t7, {%%w0, %%w1};")
		st("%t7")
	}
	g.line("ret;")
	g.b.WriteString("}\n")
}

// Rounding modes and comparisons of the float instructions.
var (
	rnds      = []string{"rn", "rz", "rm", "rp"}
	irnds     = []string{"rni", "rzi", "rmi", "rpi"}
	fcmps     = []string{"eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"}
	testps    = []string{"finite", "infinite", "number", "notanumber", "normal", "subnormal"}
	prmtModes = []string{"", ".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"}
)

// f32src is an f32 register, sometimes a constant (specials included).
func (g *generator) f32src() string {
	if g.chance(15) {
		return fmt.Sprintf("0f%08X", f32Specials[g.intn(len(f32Specials))])
	}
	return g.freg()
}

func (g *generator) f64src() string {
	if g.chance(15) {
		v := f64Specials[g.intn(len(f64Specials))]
		return fmt.Sprintf("0d%08X%08X", v[1], v[0])
	}
	return g.ereg()
}

// bitField is a bit field's position and length for an n-bit bfe/bfi,
// each a register (any value) or a constant. Constant fields stay inside
// the n bits: ptxas folds constant positions and lengths past the end its
// own way, unlike the hardware with the same values in registers
// (recorded: bit/bitfield_imm_range), and a user's constant field lies
// inside its word.
func (g *generator) bitField(n int) (pos, length string) {
	regPos, regLen := g.chance(50), g.chance(50)
	switch {
	case regPos && regLen:
		return g.reg(), g.reg()
	case regPos:
		return g.reg(), fmt.Sprint(g.intn(n/2 + 1))
	case regLen:
		return fmt.Sprint(g.intn(n / 2)), g.reg()
	}
	p := g.intn(n)
	return fmt.Sprint(p), fmt.Sprint(g.intn(n - p + 1))
}

// wideOp writes one instruction (or a short fixed sequence) of the wide
// menu; the caller has written the guard, so the first line has no tab.
// Sequences that must not be split by a guard (carry chains, divisions
// with their divisor) are written unguarded by wideStatement.
func (g *generator) wideOp() {
	n := 10
	if g.opts.Extra {
		n = 14
	}
	k := g.intn(n)
	if k >= 10 {
		g.extraOp()
		return
	}
	switch {
	case k < 3:
		g.wideInt32()
	case k < 4:
		g.wideInt64()
	case k < 6:
		g.wideF32()
	case k < 8:
		g.wideF64()
	default:
		g.wideHalf()
	}
}

func (g *generator) wideInt32() {
	d := g.reg()
	switch k := g.intn(24); k {
	case 0:
		t := g.sign()
		g.emit("%s.%s %s, %s, %s;", g.pick("add", "sub", "min", "max"), t, d, g.reg(), g.src(t))
	case 1:
		t := g.sign()
		g.emit("mul.%s.%s %s, %s, %s;", g.pick("lo", "hi"), t, d, g.reg(), g.src(t))
	case 2:
		t := g.sign()
		g.emit("mad.%s.%s %s, %s, %s, %s;", g.pick("lo", "hi"), t, d, g.reg(), g.src(t), g.src(t))
	case 3:
		t := g.sign()
		g.emit("mul24.%s.%s %s, %s, %s;", g.pick("lo", "hi"), t, d, g.reg(), g.src(t))
	case 4:
		t := g.sign()
		g.emit("mad24.%s.%s %s, %s, %s, %s;", g.pick("lo", "hi"), t, d, g.reg(), g.src(t), g.reg())
	case 5:
		t := g.sign()
		g.emit("sad.%s %s, %s, %s, %s;", t, d, g.reg(), g.src(t), g.reg())
	case 6:
		g.emit("%s.s32 %s, %s;", g.pick("abs", "neg"), d, g.reg())
	case 7:
		g.emit("%s.relu.s32 %s, %s, %s;", g.pick("min", "max"), d, g.reg(), g.src("s32"))
	case 8:
		g.emit("%s.b32 %s, %s;", g.pick("popc", "clz", "brev", "not", "cnot"), d, g.reg())
	case 9:
		g.emit("bfind%s.%s %s, %s;", g.opt(40, ".shiftamt"), g.sign(), d, g.reg())
	case 10:
		pos, n := g.bitField(32)
		g.emit("bfe.%s %s, %s, %s, %s;", g.sign(), d, g.reg(), pos, n)
	case 11:
		pos, n := g.bitField(32)
		g.emit("bfi.b32 %s, %s, %s, %s, %s;", d, g.reg(), g.src("b32"), pos, n)
	case 12:
		g.emit("prmt.b32%s %s, %s, %s, %s;", prmtModes[g.intn(len(prmtModes))], d, g.reg(), g.src("b32"), g.src("b32"))
	case 13:
		g.emit("shf.%s.%s.b32 %s, %s, %s, %s;", g.pick("l", "r"), g.pick("wrap", "clamp"), d, g.reg(), g.reg(), g.shiftAmount())
	case 14:
		g.emit("dp4a.%s.%s %s, %s, %s, %s;", g.sign(), g.sign(), d, g.reg(), g.src("b32"), g.reg())
	case 15:
		g.emit("dp2a.%s.%s.%s %s, %s, %s, %s;", g.pick("lo", "hi"), g.sign(), g.sign(), d, g.reg(), g.src("b32"), g.reg())
	case 16:
		g.emit("%s.b32 %s, %s, %s;", g.pick("and", "or", "xor"), d, g.reg(), g.src("b32"))
	case 17:
		g.emit("%s %s, %s, %s;", g.pick("shl.b32", "shr.u32", "shr.s32"), d, g.reg(), g.shiftAmount())
	case 18:
		t := g.sign()
		g.emit("setp.%s.%s %s, %s, %s;", cmps[g.intn(len(cmps))], t, g.pred(), g.reg(), g.src(t))
	case 19:
		g.emit("selp.b32 %s, %s, %s, %s;", d, g.reg(), g.src("b32"), g.npred())
	case 20:
		g.emit("slct.%s.s32 %s, %s, %s, %s;", g.pick("b32", "u32", "s32"), d, g.reg(), g.src("b32"), g.reg())
	case 21:
		g.emit("cvt.%s %s, %s;", g.pick("u32.u16", "s32.s16", "u32.u8", "s32.s8"), d, g.reg())
	case 22:
		g.emit("cvt.%s.%s %s, %s;", g.pick("u32", "s32"), g.pick("u64", "s64"), d, g.dreg())
	default:
		g.emit("popc.b64 %s, %s;", d, g.dreg())
	}
}

func (g *generator) wideInt64() {
	d := g.dreg()
	switch k := g.intn(12); k {
	case 0:
		t := g.pick("s64", "u64")
		g.emit("%s.%s %s, %s, %s;", g.pick("add", "sub", "min", "max"), t, d, g.dreg(), g.dreg())
	case 1:
		t := g.pick("s64", "u64")
		g.emit("mul.%s.%s %s, %s, %s;", g.pick("lo", "hi"), t, d, g.dreg(), g.dreg())
	case 2:
		g.emit("mad.lo.%s %s, %s, %s, %s;", g.pick("s64", "u64"), d, g.dreg(), g.dreg(), g.dreg())
	case 3:
		t := g.sign()
		g.emit("mul.wide.%s %s, %s, %s;", t, d, g.reg(), g.src(t))
	case 4:
		g.emit("%s %s, %s, %s;", g.pick("shl.b64", "shr.u64", "shr.s64"), d, g.dreg(), g.shiftAmount())
	case 5:
		g.emit("%s.b64 %s, %s, %s;", g.pick("and", "or", "xor"), d, g.dreg(), g.dreg())
	case 6:
		g.emit("%s %s, %s;", g.pick("brev.b64", "not.b64", "neg.s64", "abs.s64"), d, g.dreg())
	case 7:
		g.emit("cvt.%s.%s %s, %s;", g.pick("u64", "s64"), g.sign(), d, g.reg())
	case 8:
		pos, n := g.bitField(64)
		g.emit("bfe.%s %s, %s, %s, %s;", g.pick("u64", "s64"), d, g.dreg(), pos, n)
	case 9:
		g.emit("%s %s, %s;", g.pick("clz.b64", "bfind.u64", "bfind.s64", "bfind.shiftamt.u64"), g.reg(), g.dreg())
	case 10:
		t := g.pick("s64", "u64")
		g.emit("setp.%s.%s %s, %s, %s;", cmps[g.intn(len(cmps))], t, g.pred(), g.dreg(), g.dreg())
	default:
		g.emit("mov.b64 %s, {%s, %s};", d, g.reg(), g.reg())
	}
}

func (g *generator) wideF32() {
	d := g.freg()
	ftz := func() string { return g.opt(30, ".ftz") }
	switch k := g.intn(17); k {
	case 0, 1:
		g.emit("%s.%s%s%s.f32 %s, %s, %s;", g.pick("add", "sub", "mul"), rnds[g.intn(4)], ftz(), g.opt(15, ".sat"), d, g.freg(), g.f32src())
	case 2:
		g.emit("fma.%s%s%s.f32 %s, %s, %s, %s;", rnds[g.intn(4)], ftz(), g.opt(15, ".sat"), d, g.freg(), g.f32src(), g.f32src())
	case 3:
		g.emit("div.rn%s.f32 %s, %s, %s;", ftz(), d, g.f32src(), g.freg())
	case 4:
		g.emit("%s.%s%s.f32 %s, %s;", g.pick("rcp", "sqrt"), rnds[g.intn(4)], ftz(), d, g.freg())
	case 5:
		g.emit("%s%s%s.f32 %s, %s, %s;", g.pick("min", "max"), ftz(), g.opt(40, ".NaN"), d, g.freg(), g.f32src())
	case 6:
		g.emit("%s%s.f32 %s, %s;", g.pick("abs", "neg"), ftz(), d, g.freg())
	case 7:
		g.emit("copysign.f32 %s, %s, %s;", d, g.freg(), g.f32src())
	case 8:
		g.emit("setp.%s%s.f32 %s, %s, %s;", fcmps[g.intn(len(fcmps))], ftz(), g.pred(), g.freg(), g.f32src())
	case 9:
		g.emit("testp.%s.f32 %s, %s;", testps[g.intn(len(testps))], g.pred(), g.freg())
	case 10:
		g.emit("cvt.%s%s.f32.f32 %s, %s;", irnds[g.intn(4)], ftz(), d, g.freg())
	case 11:
		if g.chance(60) {
			g.emit("cvt.%s%s.%s.f32 %s, %s;", irnds[g.intn(4)], ftz(), g.pick("s32", "u32"), g.reg(), g.freg())
		} else {
			// A saturating narrow conversion through a 16-bit register.
			t := g.pick("s16", "u16", "s8", "u8")
			g.emit("cvt.%s%s.%s.f32 %%s3, %s;", irnds[g.intn(4)], ftz(), t, g.freg())
			g.line("cvt.%s32.%s16 %s, %%s3;", t[:1], t[:1], g.reg())
		}
	case 12:
		g.emit("cvt.%s.f32.%s %s, %s;", rnds[g.intn(4)], g.pick("s32", "u32"), d, g.reg())
	case 13:
		g.emit("cvt.%s.f32.%s %s, %s;", rnds[g.intn(4)], g.pick("s64", "u64"), d, g.dreg())
	case 14:
		g.emit("cvt.%s%s.f32.f64 %s, %s;", rnds[g.intn(4)], ftz(), d, g.ereg())
	case 15:
		g.emit("selp.f32 %s, %s, %s, %s;", d, g.freg(), g.f32src(), g.npred())
	default:
		g.emit("slct%s.f32.f32 %s, %s, %s, %s;", ftz(), d, g.freg(), g.f32src(), g.freg())
	}
}

func (g *generator) wideF64() {
	d := g.ereg()
	switch k := g.intn(14); k {
	case 0, 1:
		g.emit("%s.%s.f64 %s, %s, %s;", g.pick("add", "sub", "mul"), rnds[g.intn(4)], d, g.ereg(), g.f64src())
	case 2:
		g.emit("fma.%s.f64 %s, %s, %s, %s;", rnds[g.intn(4)], d, g.ereg(), g.f64src(), g.f64src())
	case 3:
		g.emit("div.%s.f64 %s, %s, %s;", rnds[g.intn(4)], d, g.f64src(), g.ereg())
	case 4:
		g.emit("%s.%s.f64 %s, %s;", g.pick("rcp", "sqrt"), rnds[g.intn(4)], d, g.ereg())
	case 5:
		g.emit("%s.f64 %s, %s, %s;", g.pick("min", "max"), d, g.ereg(), g.f64src())
	case 6:
		g.emit("%s.f64 %s, %s;", g.pick("abs", "neg"), d, g.ereg())
	case 7:
		g.emit("copysign.f64 %s, %s, %s;", d, g.ereg(), g.f64src())
	case 8:
		g.emit("setp.%s.f64 %s, %s, %s;", fcmps[g.intn(len(fcmps))], g.pred(), g.ereg(), g.f64src())
	case 9:
		g.emit("testp.%s.f64 %s, %s;", testps[g.intn(len(testps))], g.pred(), g.ereg())
	case 10:
		g.emit("cvt.%s.%s.f64 %s, %s;", irnds[g.intn(4)], g.pick("s32", "u32"), g.reg(), g.ereg())
	case 11:
		if g.chance(50) {
			g.emit("cvt.%s.%s.f64 %s, %s;", irnds[g.intn(4)], g.pick("s64", "u64"), g.dreg(), g.ereg())
		} else {
			g.emit("cvt.%s.f64.%s %s, %s;", rnds[g.intn(4)], g.pick("s64", "u64"), d, g.dreg())
		}
	case 12:
		if g.chance(50) {
			g.emit("cvt%s.f64.f32 %s, %s;", g.opt(30, ".ftz"), d, g.freg())
		} else {
			g.emit("cvt.%s.f64.f64 %s, %s;", irnds[g.intn(4)], d, g.ereg())
		}
	default:
		g.emit("selp.f64 %s, %s, %s, %s;", d, g.ereg(), g.f64src(), g.npred())
	}
}

func (g *generator) wideHalf() {
	d := g.hreg()
	switch k := g.intn(12); k {
	case 0, 1:
		g.emit("%s.rn%s%s.f16x2 %s, %s, %s;", g.pick("add", "sub", "mul"), g.opt(30, ".ftz"), g.opt(15, ".sat"), d, g.hreg(), g.hreg())
	case 2:
		g.emit("fma.rn%s.f16x2 %s, %s, %s, %s;", g.pick("", ".ftz", ".sat", ".relu", ".ftz.sat"), d, g.hreg(), g.hreg(), g.hreg())
	case 3:
		g.emit("%s.rn.bf16x2 %s, %s, %s;", g.pick("add", "sub", "mul"), d, g.hreg(), g.hreg())
	case 4:
		g.emit("fma.rn%s.bf16x2 %s, %s, %s, %s;", g.opt(30, ".relu"), d, g.hreg(), g.hreg(), g.hreg())
	case 5:
		g.emit("%s%s%s.f16x2 %s, %s, %s;", g.pick("min", "max"), g.opt(30, ".ftz"), g.opt(40, ".NaN"), d, g.hreg(), g.hreg())
	case 6:
		g.emit("%s%s.bf16x2 %s, %s, %s;", g.pick("min", "max"), g.opt(40, ".NaN"), d, g.hreg(), g.hreg())
	case 7:
		g.emit("%s.%s %s, %s;", g.pick("abs", "neg"), g.pick("f16x2", "bf16x2"), d, g.hreg())
	case 8:
		g.emit("cvt.rn%s.%s.f32 %s, %s, %s;", g.opt(30, ".relu"), g.pick("f16x2", "bf16x2"), d, g.freg(), g.freg())
	case 9:
		p, q := g.pred(), g.pred()
		for q == p {
			q = g.pred()
		}
		g.emit("setp.%s%s.f16x2 %s|%s, %s, %s;", fcmps[g.intn(12)], g.opt(30, ".ftz"), p, q, g.hreg(), g.hreg())
	case 10:
		// A half to f32 and back through the 16-bit registers.
		half := g.pick("%s1", "%s2")
		g.emit("mov.b32 {%%s1, %%s2}, %s;", g.hreg())
		if g.chance(50) {
			g.line("cvt.f32.%s %s, %s;", g.pick("f16", "bf16"), g.freg(), half)
		} else {
			g.line("cvt.f64.%s %s, %s;", g.pick("f16", "bf16"), g.ereg(), half)
		}
	default:
		if g.chance(50) {
			g.emit("cvt.%s.f16.f32 %%s3, %s;", rnds[g.intn(4)], g.freg())
		} else {
			g.emit("cvt.%s%s.%s.f32 %%s3, %s;", g.pick("rn", "rz"), g.opt(30, ".relu"), g.pick("f16", "bf16"), g.freg())
		}
		g.line("mov.b32 {%%s1, %%s2}, %s;", d)
		if g.chance(50) {
			g.line("mov.b32 %s, {%%s3, %%s2};", d)
		} else {
			g.line("mov.b32 %s, {%%s1, %%s3};", d)
		}
	}
}

// wideSequence writes one unguarded multi-instruction form: a carry chain
// or an integer division with its safe divisor. Its lines are one group
// for the reducer (a carry read without its producer, or a division by
// an unmade divisor, would be undefined).
func (g *generator) wideSequence() {
	g.groups++
	tag := fmt.Sprintf(" // g%d", g.groups)
	line := func(format string, args ...any) { g.line(format+tag, args...) }
	switch g.intn(4) {
	case 0:
		a, b := g.reg(), g.reg()
		line("%s.cc.u32 %s, %s, %s;", g.pick("add", "sub"), a, g.reg(), g.src("u32"))
		if g.chance(40) {
			line("%s.cc.u32 %s, %s, %s;", g.pick("addc", "subc"), g.reg(), g.reg(), g.src("u32"))
		}
		line("%s.u32 %s, %s, %s;", g.pick("addc", "subc"), b, g.reg(), g.src("u32"))
	case 1:
		line("mad.lo.cc.u32 %s, %s, %s, %s;", g.reg(), g.reg(), g.reg(), g.reg())
		line("madc.hi.u32 %s, %s, %s, %s;", g.reg(), g.reg(), g.reg(), g.reg())
	case 2:
		line("and.b32 %%t11, %s, 0xfffffefe;", g.reg())
		line("or.b32 %%t11, %%t11, 0x100;")
		line("%s.%s %s, %s, %%t11;", g.pick("div", "rem"), g.sign(), g.reg(), g.reg())
	default:
		s := g.dreg()
		line("and.b64 %%rd5, %s, 0xfffffffffffffefe;", s)
		line("or.b64 %%rd5, %%rd5, 0x100;")
		line("%s.%s %s, %s, %%rd5;", g.pick("div", "rem"), g.pick("s64", "u64"), g.dreg(), g.dreg())
	}
}

// wideWarpOp writes one converged warp instruction of the wide menu.
func (g *generator) wideWarpOp() {
	g.budget--
	g.warp = true
	const all = "0xffffffff"
	switch k := g.intn(10); {
	case k < 3:
		mode := []string{"bfly", "up", "down", "idx"}[g.intn(4)]
		b := g.intn(32)
		// c: a clamp and a segment mask, as in PTX's packed form.
		clamp := []int{31, 31, 15, 7, 3, 0}[g.intn(6)]
		seg := []int{0, 0, 0x10, 0x18, 0x1c}[g.intn(5)]
		if mode == "up" {
			clamp = 0
		}
		c := seg<<8 | clamp
		if g.chance(50) {
			g.line("shfl.sync.%s.b32 %s|%s, %s, %d, 0x%x, %s;", mode, g.reg(), g.pred(), g.reg(), b, c, all)
		} else {
			g.line("shfl.sync.%s.b32 %s, %s, %s, 0x%x, %s;", mode, g.reg(), g.reg(), g.reg(), c, all)
		}
	case k < 4:
		g.line("vote.sync.ballot.b32 %s, %s, %s;", g.reg(), g.npred(), all)
	case k < 5:
		g.line("vote.sync.%s.pred %s, %s, %s;", g.pick("any", "all", "uni"), g.pred(), g.npred(), all)
	case k < 6:
		if g.chance(50) {
			g.line("match.any.sync.b32 %s, %s, %s;", g.reg(), g.reg(), all)
		} else {
			g.line("match.any.sync.b64 %s, %s, %s;", g.reg(), g.dreg(), all)
		}
	case k < 7:
		g.line("match.all.sync.b32 %s|%s, %s, %s;", g.reg(), g.pred(), g.reg(), all)
	case k < 9:
		op := g.pick("add.u32", "min.s32", "max.u32", "min.u32", "max.s32", "and.b32", "or.b32", "xor.b32")
		g.line("redux.sync.%s %s, %s, %s;", op, g.reg(), g.reg(), all)
	case !g.branched:
		g.line("activemask.b32 %s;", g.reg())
	default:
		g.line("vote.sync.ballot.b32 %s, %s, %s;", g.reg(), g.npred(), all)
	}
}
