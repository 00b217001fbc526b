package gen

import "fmt"

// The extra menu (Options.Extra on top of Wide, family random3) adds the
// forms the wide one leaves out, each of which ptxamd claims to give the
// H100's bits for:
//   - the .approx functions (rcp, sqrt, rsqrt, ex2, lg2, sin, cos, tanh,
//     div.approx and div.full on f32; rcp and rsqrt .approx.ftz.f64; ex2
//     and tanh on f16x2 and bf16x2), which reproduce the H100's unit;
//   - 16-bit integers in .b16 registers (%w0, %w1);
//   - lop3 with any table, saturating adds, fns, bmsk, szext, cvt.pack,
//     and fp8 pairs (e4m3x2, e5m2x2) to and from f32 and f16x2;
//   - the video instructions (scalar with .sat and a secondary operation,
//     and their SIMD forms vadd2/vadd4...);
//   - shared memory by every width, on each thread's own bytes (no
//     barrier needed), and shared atomics on them.
//
// Its programs store one more word per thread: %w0 and %w1.

// ExtraOutputs is the number of u32 words each thread of an extra
// program stores: the wide ones and %w0 | %w1 << 16.
const ExtraOutputs = WideOutputs + 1

// ExtraFamily is the conformance family of extra programs.
const ExtraFamily = "random3"

func (g *generator) wreg() string { return fmt.Sprintf("%%w%d", g.intn(2)) }

// extraOp writes one instruction of the extra menu after its guard.
func (g *generator) extraOp() {
	switch k := g.intn(6); k {
	case 0, 1:
		g.extraApprox()
	case 2:
		g.extraInt16()
	case 3:
		g.extraBits()
	case 4:
		g.extraVideo()
	default:
		g.extraShared()
	}
}

func (g *generator) extraApprox() {
	ftz := func() string { return g.opt(40, ".ftz") }
	switch k := g.intn(8); k {
	case 0, 1:
		op := g.pick("rcp", "sqrt", "rsqrt", "ex2", "lg2", "sin", "cos")
		g.emit("%s.approx%s.f32 %s, %s;", op, ftz(), g.freg(), g.freg())
	case 2:
		g.emit("tanh.approx.f32 %s, %s;", g.freg(), g.freg())
	case 3:
		g.emit("div.%s%s.f32 %s, %s, %s;", g.pick("approx", "full"), ftz(), g.freg(), g.f32src(), g.freg())
	case 4:
		g.emit("%s.approx.ftz.f64 %s, %s;", g.pick("rcp", "rsqrt"), g.ereg(), g.ereg())
	case 5:
		g.emit("%s.approx%s.f16x2 %s, %s;", g.pick("ex2", "tanh"), "", g.hreg(), g.hreg())
	case 6:
		g.emit("%s.bf16x2 %s, %s;", g.pick("ex2.approx.ftz", "tanh.approx"), g.hreg(), g.hreg())
	default:
		g.emit("ex2.approx.ftz.f32 %s, %s;", g.freg(), g.f32src())
	}
}

func (g *generator) extraInt16() {
	d := g.wreg()
	t := g.pick("s16", "u16")
	switch k := g.intn(9); k {
	case 0:
		g.emit("%s.%s %s, %s, %s;", g.pick("add", "sub", "min", "max"), t, d, g.wreg(), g.wreg())
	case 1:
		g.emit("mul.%s.%s %s, %s, %s;", g.pick("lo", "hi"), t, d, g.wreg(), g.wreg())
	case 2:
		g.emit("mad.lo.%s %s, %s, %s, %s;", t, d, g.wreg(), g.wreg(), g.wreg())
	case 3:
		g.emit("mul.wide.%s %s, %s, %s;", t, g.reg(), g.wreg(), g.wreg())
	case 4:
		g.emit("%s %s, %s, %s;", g.pick("shl.b16", "shr.u16", "shr.s16"), d, g.wreg(), g.shiftAmount())
	case 5:
		g.emit("%s.b16 %s, %s, %s;", g.pick("and", "or", "xor"), d, g.wreg(), g.wreg())
	case 6:
		g.emit("setp.%s.%s %s, %s, %s;", cmps[g.intn(len(cmps))], t, g.pred(), g.wreg(), g.wreg())
	case 7:
		g.emit("cvt.%s.%s %s, %s;", t, g.pick("u32", "s32"), d, g.reg())
	default:
		g.emit("cvt.%s.%s %s, %s;", g.pick("u32", "s32"), t, g.reg(), g.wreg())
	}
}

func (g *generator) extraBits() {
	d := g.reg()
	switch k := g.intn(8); k {
	case 0, 1:
		g.emit("lop3.b32 %s, %s, %s, %s, 0x%02x;", d, g.reg(), g.src("b32"), g.reg(), g.intn(256))
	case 2:
		g.emit("%s.sat.s32 %s, %s, %s;", g.pick("add", "sub"), d, g.reg(), g.src("s32"))
	case 3:
		g.emit("mad.hi.sat.s32 %s, %s, %s, %s;", d, g.reg(), g.reg(), g.reg())
	case 4:
		g.emit("fns.b32 %s, %s, %s, %s;", d, g.reg(), g.reg(), g.src("s32"))
	case 5:
		g.emit("bmsk.%s.b32 %s, %s, %s;", g.pick("clamp", "wrap"), d, g.reg(), g.reg())
	case 6:
		g.emit("szext.%s.%s %s, %s, %s;", g.pick("clamp", "wrap"), g.sign(), d, g.reg(), g.reg())
	default:
		switch g.intn(3) {
		case 0:
			g.emit("cvt.pack.sat.%s.s32.b32 %s, %s, %s, %s;", g.pick("u8", "s8"), d, g.reg(), g.reg(), g.reg())
		case 1:
			g.emit("cvt.rn.satfinite%s.%s.f32 %%s3, %s, %s;", g.opt(30, ".relu"), g.pick("e4m3x2", "e5m2x2"), g.freg(), g.freg())
		default:
			g.emit("cvt.rn%s.f16x2.%s %s, %%s3;", g.opt(30, ".relu"), g.pick("e4m3x2", "e5m2x2"), g.hreg())
		}
	}
}

func (g *generator) extraVideo() {
	d := g.reg()
	switch k := g.intn(5); k {
	case 0:
		op := g.pick("vadd", "vsub", "vabsdiff", "vmin", "vmax")
		sec := g.pick("", ".add", ".min", ".max")
		if sec == "" {
			g.emit("%s.%s.%s.%s%s %s, %s, %s;", op, g.sign(), g.sign(), g.sign(), g.opt(40, ".sat"), d, g.reg(), g.reg())
		} else {
			g.emit("%s.%s.%s.%s%s%s %s, %s, %s, %s;", op, g.sign(), g.sign(), g.sign(), g.opt(40, ".sat"), sec, d, g.reg(), g.reg(), g.reg())
		}
	case 1:
		g.emit("%s.%s.%s.u32.%s %s, %s, %s;", g.pick("vshl", "vshr"), g.sign(), g.sign(), g.pick("clamp", "wrap"), d, g.reg(), g.reg())
	case 2:
		g.emit("vmad.%s.%s.%s%s %s, %s, %s, %s;", g.sign(), g.sign(), g.sign(), g.opt(30, ".sat"), d, g.reg(), g.reg(), g.reg())
	case 3:
		g.emit("vset.%s.%s.%s %s, %s, %s;", g.sign(), g.sign(), cmps[g.intn(len(cmps))], d, g.reg(), g.reg())
	default:
		op := g.pick("vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4")
		g.emit("%s.%s.%s.%s%s %s, %s, %s, %s;", op, g.sign(), g.sign(), g.sign(), g.opt(30, ".sat"), d, g.reg(), g.reg(), g.reg())
	}
}

// extraShared works on this thread's own 8 bytes of sx (%t10 is their
// address), so no other thread sees them and no barrier is needed.
func (g *generator) extraShared() {
	switch k := g.intn(7); k {
	case 0:
		g.emit("st.shared.%s [%%t10+%d], %s;", g.pick("u8", "b8"), g.intn(8), g.reg())
	case 1:
		g.emit("st.shared.b16 [%%t10+%d], %s;", 2*g.intn(4), g.wreg())
	case 2:
		g.emit("ld.shared.%s %s, [%%t10+%d];", g.pick("u8", "s8"), g.reg(), g.intn(8))
	case 3:
		g.emit("ld.shared.%s %s, [%%t10+%d];", g.pick("u16", "s16"), g.reg(), 2*g.intn(4))
	case 4:
		if g.chance(50) {
			g.emit("ld.shared.v2.u32 {%s, %s}, [%%t10];", g.reg(), g.reg())
		} else {
			g.emit("ld.shared.u64 %s, [%%t10];", g.dreg())
		}
	case 5:
		if g.chance(50) {
			g.emit("st.shared.v2.u32 [%%t10], {%s, %s};", g.reg(), g.reg())
		} else {
			g.emit("st.shared.u64 [%%t10], %s;", g.dreg())
		}
	default:
		op := g.pick("add.u32", "exch.b32", "min.s32", "max.u32", "inc.u32", "dec.u32", "and.b32", "or.b32", "xor.b32")
		if g.chance(25) {
			g.emit("atom.shared.cas.b32 %s, [%%t10+4], %s, %s;", g.reg(), g.reg(), g.reg())
		} else {
			g.emit("atom.shared.%s %s, [%%t10+%d], %s;", op, g.reg(), 4*g.intn(2), g.reg())
		}
	}
}
