// Package gen generates random PTX programs for differential testing: each
// program is one kernel whose threads load a few inputs, run a random mix
// of integer, bit, predicate, float, branch, shared-memory and warp
// instructions over a handful of registers, and store every register, so
// that any difference between two engines shows in the output buffer.
//
// The instruction menu is what the translator supports today (PTX ISA 7.0,
// sections 9.7.1 integer arithmetic, 9.7.3 floating point, 9.7.5
// comparison and selection, 9.7.6 logic and shift, 9.7.8.x data movement,
// 9.7.12 control flow, 9.7.12.x barriers, 9.7.13 shfl.sync, vote.sync,
// activemask). Programs are deterministic: the same seed and Options give
// the same text, byte for byte, on every platform.
//
// What keeps a program well defined on both vendors:
//   - every register is initialised before the body, so removing body
//     lines (the reducer does) never reads an undefined value;
//   - floats start in ±[1,4) and are combined with the .rn forms only (a
//     plain add.f32 may be contracted into an fma by ptxas); results are
//     stored with every NaN turned into 0x7fffffff, because NaN payloads
//     differ between vendors and the output buffer is compared as bits;
//   - warp operations (shfl.sync, vote.sync, activemask), bar.sync and the
//     shared-memory exchanges stay out of divergent code: they appear at
//     the top level or inside loops with a constant trip count only, and
//     activemask only before the first branch;
//   - loops count down a private counter from at most 8, and a shared
//     exchange is bar.sync, st.shared, bar.sync, ld.shared of a slot in
//     the same 32-thread group (tid xor k, k < 32), so it never races.
//
// The generator marks the lines that belong together with a trailing
// comment `// gN` (a loop's control, a shared exchange, an output's
// computation and store) and brackets the random part with `// begin body`
// and `// end body`; the reducer in conformance/reduce removes a group only
// as a whole and, after the body, touches only stores and groups.
package gen

import (
	"fmt"
	"math"
	"strings"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// Register file of a generated program.
const (
	NumInt   = 4 // %r0 .. %r3, the integer registers
	NumFloat = 2 // %f0 .. %f1
	NumPred  = 4 // %p0 .. %p3
	// Inputs is the number of u32 words each thread loads from `in` (one:
	// the recording keeps the input too, and the suite must stay small).
	Inputs = 1
	// Outputs is the number of u32 words each thread stores to `out`:
	// the integer registers, the float registers (as bits) and one word
	// with the predicates' bits.
	Outputs = NumInt + NumFloat + 1
)

// Options restrict what Generate produces. The zero value is the full menu
// with 10 to 40 body instructions.
type Options struct {
	MinInstructions int // default 10
	MaxInstructions int // default 40

	NoWarp    bool // no shfl.sync, vote.sync, activemask
	NoShared  bool // no shared-memory exchanges (and no bar.sync)
	NoFloat   bool // no f32 arithmetic
	NoControl bool // no branches and loops

	// Wide selects the wide menu (wide.go, family random2): 64-bit
	// integers, f64, packed halves, special float inputs and exact bits
	// out. The No* switches apply to it too.
	Wide bool
	// Extra adds the extra menu to the wide one (extra.go, family
	// random3): the .approx functions, 16-bit integers, video, lop3,
	// fp8 pairs and shared memory by every width.
	Extra bool
}

// Program is one generated kernel and its launch.
type Program struct {
	Seed  uint64
	Grid  int // blocks, 1 to 3
	Block int // threads per block: 32, 64, 96 or 128
	// UsesWarp is true when the program holds a warp operation, whose
	// results depend on 32-lane warps: such a program does not apply to
	// the native64 mode.
	UsesWarp bool
	Wide     bool // made by the wide menu
	Extra    bool // made by the wide and extra menus
	PTX      []byte
}

// Threads is the number of threads of the launch.
func (p *Program) Threads() int { return p.Grid * p.Block }

// Modes lists the warp modes the program applies to.
func (p *Program) Modes() []string {
	if p.UsesWarp {
		return []string{"wave32", "paired", "single"}
	}
	return []string{"wave32", "paired", "single", "native64"}
}

type generator struct {
	rng  *argspec.SplitMix64
	opts Options
	b    strings.Builder

	budget   int // body instructions still to emit
	labels   int
	groups   int
	branched bool // a branch has been emitted: activemask no longer
	warp     bool
}

// Generate makes the program for seed.
func Generate(seed uint64, opts Options) *Program {
	if opts.MinInstructions <= 0 {
		opts.MinInstructions = 10
	}
	if opts.MaxInstructions < opts.MinInstructions {
		opts.MaxInstructions = max(40, opts.MinInstructions)
	}
	opts.Wide = opts.Wide || opts.Extra
	g := &generator{rng: argspec.NewSplitMix64(seed), opts: opts}
	p := &Program{Seed: seed, Wide: opts.Wide, Extra: opts.Extra}
	if opts.Wide {
		// Fewer threads: a wide program stores 17 words per thread.
		p.Grid = 1 + g.intn(2)
	} else {
		p.Grid = 1 + g.intn(3)
	}
	p.Block = 32 * (1 + g.intn(4))
	g.budget = opts.MinInstructions + g.intn(opts.MaxInstructions-opts.MinInstructions+1)

	if opts.Wide {
		g.widePrologue(p)
	} else {
		g.prologue(p)
	}
	g.line("// begin body")
	g.block(0, true)
	g.line("// end body")
	if opts.Wide {
		g.wideEpilogue()
	} else {
		g.epilogue()
	}
	p.UsesWarp = g.warp
	p.PTX = []byte(g.b.String())
	return p
}

func (g *generator) intn(n int) int { return int(g.rng.Next() % uint64(n)) }

// chance is true with probability pct/100.
func (g *generator) chance(pct int) bool { return g.intn(100) < pct }

func (g *generator) line(format string, args ...any) {
	g.b.WriteString("\t")
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *generator) label(name string) { g.b.WriteString(name + ":\n") }

func (g *generator) prologue(p *Program) {
	fmt.Fprintf(&g.b, "// ptxamd gen --seed %d\n", p.Seed)
	g.b.WriteString(".version 7.0\n.target sm_70\n.address_size 64\n\n")
	g.b.WriteString(".visible .entry k(.param .u64 in, .param .u64 out)\n{\n")
	g.line(".reg .b32 %%r<%d>;", NumInt)
	g.line(".reg .f32 %%f<%d>;", NumFloat)
	g.line(".reg .pred %%p<%d>;", NumPred)
	g.line(".reg .b32 %%t<10>;")
	g.line(".reg .b32 %%c<3>;")
	g.line(".reg .pred %%q<3>;")
	g.line(".reg .b64 %%rd<6>;")
	g.line(".shared .align 4 .b32 sm[128];")
	g.loadInput()
	// A second input word, hashed from the first.
	g.line("mul.lo.u32 %%r1, %%r0, 0x9e3779b9;")
	g.line("shr.u32 %%t4, %%r1, 15;")
	g.line("xor.b32 %%r1, %%r1, %%t4;")
	g.line("mov.u32 %%r2, %%t3;")
	g.line("mov.u32 %%r3, %%t0;")
	// Floats in ±[1,2) and ±[2,4) from the inputs' bits.
	g.line("and.b32 %%t4, %%r0, 0x807fffff;")
	g.line("or.b32 %%t4, %%t4, 0x3f800000;")
	g.line("mov.b32 %%f0, %%t4;")
	g.line("and.b32 %%t4, %%r1, 0x807fffff;")
	g.line("or.b32 %%t4, %%t4, 0x40000000;")
	g.line("mov.b32 %%f1, %%t4;")
	g.predicatesAndSlot()
}

// loadInput starts both prologues' code: the buffers' addresses, the
// thread ids (%t0 tid.x, %t3 the global id) and the thread's input word
// in %r0.
func (g *generator) loadInput() {
	g.line("ld.param.u64 %%rd0, [in];")
	g.line("ld.param.u64 %%rd1, [out];")
	g.line("cvta.to.global.u64 %%rd0, %%rd0;")
	g.line("cvta.to.global.u64 %%rd1, %%rd1;")
	g.line("mov.u32 %%t0, %%tid.x;")
	g.line("mov.u32 %%t1, %%ctaid.x;")
	g.line("mov.u32 %%t2, %%ntid.x;")
	g.line("mad.lo.s32 %%t3, %%t1, %%t2, %%t0;") // global thread id
	g.line("mul.wide.u32 %%rd2, %%t3, %d;", 4*Inputs)
	g.line("add.s64 %%rd2, %%rd0, %%rd2;")
	g.line("ld.global.u32 %%r0, [%%rd2];")
}

// predicatesAndSlot ends both prologues: the predicates from the
// inputs, and this thread's shared slot in %t6 (sm's address in %t5).
func (g *generator) predicatesAndSlot() {
	g.line("setp.lt.u32 %%p0, %%r0, %%r1;")
	g.line("setp.ne.u32 %%p1, %%r2, %d;", g.intn(8))
	g.line("and.b32 %%t4, %%r3, %d;", 1+g.intn(15))
	g.line("setp.eq.u32 %%p2, %%t4, 0;")
	g.line("setp.lt.s32 %%p3, %%r1, 0;")
	g.line("mov.u64 %%rd4, 0;")
	g.line("mov.u32 %%t5, sm;")
	g.line("shl.b32 %%t6, %%t0, 2;")
	g.line("add.u32 %%t6, %%t6, %%t5;")
}

func (g *generator) epilogue() {
	g.line("mul.wide.u32 %%rd3, %%t3, %d;", 4*Outputs)
	g.line("add.s64 %%rd3, %%rd1, %%rd3;")
	for i := 0; i < NumInt; i++ {
		g.line("st.global.u32 [%%rd3+%d], %%r%d;", 4*i, i)
	}
	// Each float's and the predicates' store is one group with the lines
	// that compute its value, so the reducer drops them together.
	tag := func() string { g.groups++; return fmt.Sprintf(" // g%d", g.groups) }
	for i := 0; i < NumFloat; i++ {
		// Any NaN becomes 0x7fffffff: payloads differ between vendors.
		t := tag()
		g.line("mov.b32 %%t7, %%f%d;%s", i, t)
		g.line("and.b32 %%t8, %%t7, 0x7fffffff;%s", t)
		g.line("setp.gt.u32 %%q0, %%t8, 0x7f800000;%s", t)
		g.line("selp.b32 %%t7, 0x7fffffff, %%t7, %%q0;%s", t)
		g.line("st.global.u32 [%%rd3+%d], %%t7;%s", 4*(NumInt+i), t)
	}
	t := tag()
	g.line("mov.u32 %%t7, 0;%s", t)
	for i := 0; i < NumPred; i++ {
		g.line("selp.b32 %%t8, %d, 0, %%p%d;%s", 1<<i, i, t)
		g.line("or.b32 %%t7, %%t7, %%t8;%s", t)
	}
	g.line("st.global.u32 [%%rd3+%d], %%t7;%s", 4*(NumInt+NumFloat), t)
	g.line("ret;")
	g.b.WriteString("}\n")
}

// block emits statements until the budget runs out (depth 0) or a random
// length is reached (nested blocks). converged says every thread of a
// warp runs this block together.
func (g *generator) block(depth int, converged bool) {
	n := 1 << 30
	if depth > 0 {
		n = 1 + g.intn(5)
	}
	for i := 0; i < n && g.budget > 0; i++ {
		g.statement(depth, converged)
	}
}

func (g *generator) statement(depth int, converged bool) {
	k := g.intn(100)
	switch {
	case !g.opts.NoControl && depth < 2 && k < 8:
		g.ifElse(depth)
	case !g.opts.NoControl && depth < 2 && k < 14:
		g.loop(depth, converged)
	case !g.opts.NoShared && converged && k < 19:
		g.sharedExchange()
	case !g.opts.NoWarp && converged && k < 28:
		if g.opts.Wide {
			g.wideWarpOp()
		} else {
			g.warpOp()
		}
	case g.opts.Wide && k < 33:
		g.budget--
		g.wideSequence()
	case g.opts.Wide:
		g.budget--
		g.guard()
		g.wideOp()
	case !g.opts.NoFloat && k < 42:
		g.budget--
		g.guard()
		g.floatOp()
	default:
		g.budget--
		g.guard()
		g.intOp()
	}
}

// guard prefixes some instructions with @p or @!p.
func (g *generator) guard() {
	if g.chance(15) {
		neg := ""
		if g.chance(50) {
			neg = "!"
		}
		g.b.WriteString(fmt.Sprintf("\t@%s%s ", neg, g.pred()))
		return
	}
	g.b.WriteString("\t")
}

func (g *generator) reg() string   { return fmt.Sprintf("%%r%d", g.intn(NumInt)) }
func (g *generator) freg() string  { return fmt.Sprintf("%%f%d", g.intn(NumFloat)) }
func (g *generator) pred() string  { return fmt.Sprintf("%%p%d", g.intn(NumPred)) }
func (g *generator) npred() string { return g.maybeNot() + g.pred() }

func (g *generator) maybeNot() string {
	if g.chance(30) {
		return "!"
	}
	return ""
}

// immU32 is an interesting 32-bit constant, in hex.
func (g *generator) immU32() string {
	var v uint32
	switch g.intn(4) {
	case 0:
		v = uint32(g.intn(41))
	case 1:
		v = []uint32{0x80000000, 0x7fffffff, 0xffffffff, 0xfffffffe, 0x80000001, 0x55555555, 0xaaaaaaaa, 0x0000ffff, 0xffff0000}[g.intn(9)]
	default:
		v = uint32(g.rng.Next())
	}
	return fmt.Sprintf("0x%08x", v)
}

// immS32 is an interesting constant for a .s32 operand, in decimal.
func (g *generator) immS32() string {
	return fmt.Sprint(int32(uint32(mustHex(g.immU32()))))
}

func mustHex(s string) uint64 {
	var v uint64
	fmt.Sscanf(s, "0x%x", &v)
	return v
}

// src is a register most of the time, else a constant of type ty.
func (g *generator) src(ty string) string {
	if g.chance(25) {
		if ty == "s32" {
			return g.immS32()
		}
		return g.immU32()
	}
	return g.reg()
}

// shiftAmount is a register (any value, often ≥ 32) or a constant 0..40.
func (g *generator) shiftAmount() string {
	if g.chance(50) {
		return g.reg()
	}
	return fmt.Sprint(g.intn(41))
}

func (g *generator) sign() string {
	if g.chance(50) {
		return "s32"
	}
	return "u32"
}

var cmps = []string{"eq", "ne", "lt", "le", "gt", "ge"}

// intOp writes one integer, bit, predicate or selection instruction after
// its guard.
func (g *generator) intOp() {
	d := g.reg()
	switch k := g.intn(17); k {
	case 0, 1:
		t := g.sign()
		g.b.WriteString(fmt.Sprintf("%s.%s %s, %s, %s;\n", []string{"add", "sub"}[k], t, d, g.reg(), g.src(t)))
	case 2:
		t := g.sign()
		g.b.WriteString(fmt.Sprintf("mul.lo.%s %s, %s, %s;\n", t, d, g.reg(), g.src(t)))
	case 3:
		t := g.sign()
		g.b.WriteString(fmt.Sprintf("mul.hi.%s %s, %s, %s;\n", t, d, g.reg(), g.src(t)))
	case 4:
		t := g.sign()
		g.b.WriteString(fmt.Sprintf("mad.lo.%s %s, %s, %s, %s;\n", t, d, g.reg(), g.src(t), g.src(t)))
	case 5:
		t := g.sign()
		g.b.WriteString(fmt.Sprintf("mul.wide.%s %%rd4, %s, %s;\n", t, g.reg(), g.src(t)))
		lo, hi := g.reg(), g.reg()
		for hi == lo {
			hi = g.reg()
		}
		g.line("mov.b64 {%s, %s}, %%rd4;", lo, hi)
	case 6, 7, 8:
		g.b.WriteString(fmt.Sprintf("%s.b32 %s, %s, %s;\n", []string{"and", "or", "xor"}[k-6], d, g.reg(), g.src("b32")))
	case 9:
		g.b.WriteString(fmt.Sprintf("not.b32 %s, %s;\n", d, g.reg()))
	case 10:
		g.b.WriteString(fmt.Sprintf("shl.b32 %s, %s, %s;\n", d, g.reg(), g.shiftAmount()))
	case 11:
		t := []string{"b32", "u32", "s32"}[g.intn(3)]
		g.b.WriteString(fmt.Sprintf("shr.%s %s, %s, %s;\n", t, d, g.reg(), g.shiftAmount()))
	case 12, 13, 14:
		t := g.sign()
		cmp := cmps[g.intn(len(cmps))]
		dst := g.pred()
		if g.chance(30) {
			q := g.pred()
			for q == dst {
				q = g.pred()
			}
			dst += "|" + q
		}
		if g.chance(35) {
			op := []string{"and", "or"}[g.intn(2)]
			g.b.WriteString(fmt.Sprintf("setp.%s.%s.%s %s, %s, %s, %s;\n", cmp, op, t, dst, g.reg(), g.src(t), g.npred()))
		} else {
			g.b.WriteString(fmt.Sprintf("setp.%s.%s %s, %s, %s;\n", cmp, t, dst, g.reg(), g.src(t)))
		}
	default:
		g.b.WriteString(fmt.Sprintf("selp.b32 %s, %s, %s, %s;\n", d, g.reg(), g.src("b32"), g.pred()))
	}
}

// Finite f32 constants.
var floatConsts = []float32{0, 1, -1, 0.5, 2, -3, 1.5, 0.1, 1e10, -7.25, 65504, 1e-10}

func (g *generator) fsrc() string {
	if g.chance(20) {
		c := floatConsts[g.intn(len(floatConsts))]
		if c == 0 && g.chance(50) {
			c = float32(math.Copysign(0, -1))
		}
		return fmt.Sprintf("0f%08X", math.Float32bits(c))
	}
	return g.freg()
}

// floatOp writes one f32 instruction after its guard.
func (g *generator) floatOp() {
	d := g.freg()
	switch k := g.intn(5); k {
	case 0, 1, 2:
		g.b.WriteString(fmt.Sprintf("%s.rn.f32 %s, %s, %s;\n", []string{"add", "sub", "mul"}[k], d, g.freg(), g.fsrc()))
	case 3:
		g.b.WriteString(fmt.Sprintf("fma.rn.f32 %s, %s, %s, %s;\n", d, g.freg(), g.fsrc(), g.fsrc()))
	default:
		g.b.WriteString(fmt.Sprintf("selp.f32 %s, %s, %s, %s;\n", d, g.freg(), g.fsrc(), g.pred()))
	}
}

// warpOp writes one shfl.sync, vote.sync or activemask, unguarded.
func (g *generator) warpOp() {
	g.budget--
	g.warp = true
	const all = "0xffffffff"
	switch k := g.intn(8); {
	case k < 4:
		mode := []string{"bfly", "up", "down", "idx"}[k]
		b, c := 1+g.intn(31), "0x1f"
		switch mode {
		case "up":
			c = "0"
		case "idx":
			b = g.intn(32)
		}
		g.line("shfl.sync.%s.b32 %s, %s, %d, %s, %s;", mode, g.reg(), g.reg(), b, c, all)
	case k == 4 || k == 5:
		g.line("vote.sync.ballot.b32 %s, %s, %s;", g.reg(), g.npred(), all)
	case k == 6 || g.branched:
		g.line("vote.sync.%s.pred %s, %s, %s;", []string{"any", "all"}[g.intn(2)], g.pred(), g.npred(), all)
	default:
		g.line("activemask.b32 %s;", g.reg())
	}
}

// sharedExchange stores a register to this thread's slot and loads the
// slot of thread tid^k (k < 32, so the same 32-thread group and always
// inside the block), between barriers.
func (g *generator) sharedExchange() {
	g.budget -= 2
	g.groups++
	tag := fmt.Sprintf(" // g%d", g.groups)
	g.line("bar.sync 0;%s", tag)
	g.line("st.shared.u32 [%%t6], %s;%s", g.reg(), tag)
	g.line("bar.sync 0;%s", tag)
	g.line("xor.b32 %%t9, %%t0, %d;%s", 1+g.intn(31), tag)
	g.line("shl.b32 %%t9, %%t9, 2;%s", tag)
	g.line("add.u32 %%t9, %%t9, %%t5;%s", tag)
	g.line("ld.shared.u32 %s, [%%t9];%s", g.reg(), tag)
}

// ifElse writes an if/then or if/then/else diamond on a predicate.
func (g *generator) ifElse(depth int) {
	g.budget--
	g.branched = true
	g.labels++
	n := g.labels
	neg := ""
	if g.chance(50) {
		neg = "!"
	}
	p := g.pred()
	if g.chance(40) {
		// A fresh condition.
		g.budget--
		g.b.WriteString("\t")
		t := g.sign()
		g.b.WriteString(fmt.Sprintf("setp.%s.%s %s, %s, %s;\n", cmps[g.intn(len(cmps))], t, p, g.reg(), g.src(t)))
	}
	if g.chance(30) {
		g.line("@%s%s bra END%d;", neg, p, n)
		g.block(depth+1, false)
		g.label(fmt.Sprintf("END%d", n))
		return
	}
	g.line("@%s%s bra ELSE%d;", neg, p, n)
	g.block(depth+1, false)
	g.line("bra END%d;", n)
	g.label(fmt.Sprintf("ELSE%d", n))
	g.block(depth+1, false)
	g.label(fmt.Sprintf("END%d", n))
}

// loop writes a loop of 1 to 8 trips on counter %c<depth>: a constant trip
// count keeps a converged block converged, a count from a register does
// not.
func (g *generator) loop(depth int, converged bool) {
	g.budget--
	g.branched = true
	g.labels++
	g.groups++
	n := g.labels
	tag := fmt.Sprintf(" // g%d", g.groups)
	c, q := fmt.Sprintf("%%c%d", depth), fmt.Sprintf("%%q%d", depth+1)
	uniform := g.chance(40)
	if uniform {
		g.line("mov.u32 %s, %d;%s", c, 1+g.intn(8), tag)
	} else {
		g.line("and.b32 %s, %s, 7;%s", c, g.reg(), tag)
		g.line("add.u32 %s, %s, 1;%s", c, c, tag)
	}
	g.b.WriteString(fmt.Sprintf("LOOP%d:%s\n", n, tag))
	g.block(depth+1, converged && uniform)
	g.line("sub.u32 %s, %s, 1;%s", c, c, tag)
	g.line("setp.ne.u32 %s, %s, 0;%s", q, c, tag)
	g.line("@%s bra LOOP%d;%s", q, n, tag)
}
