package semantics

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
)

// Build converts a parsed PTX module to SIR. The warp size and lanemask
// width start at 32 (what PTX assumes); the warp-mode pass changes them.
// Every problem is reported with its position; the returned module is nil
// when there were errors.
func Build(src *frontend.Module) (*Module, *diag.List) {
	return build(src, false)
}

// BuildOwned is Build for a caller that has no further use for src: each
// statement is dropped from its block once converted, so that a large
// module's AST and SIR are never both whole in memory (for a long
// function the AST is the larger of the two). pipeline.Translate uses it.
func BuildOwned(src *frontend.Module) (*Module, *diag.List) {
	return build(src, true)
}

func build(src *frontend.Module, release bool) (*Module, *diag.List) {
	b := &builder{diags: &diag.List{}, m: &Module{WarpSize: 32, LaneMaskBits: 32}, globals: map[string]any{}, release: release}
	b.module(src)
	if b.diags.HasErrors() {
		return nil, b.diags
	}
	return b.m, b.diags
}

type builder struct {
	diags   *diag.List
	m       *Module
	globals map[string]any // *Var or *Func by name
	uniq    int
	// version is the module's .version (zero when absent or unknown) and
	// minSM the lowest sm_N of its .target (0 when none).
	version [2]int
	minSM   int
	release bool // drop AST statements once converted (BuildOwned)
}

func (b *builder) errorf(pos diag.Pos, format string, args ...any) {
	b.diags.Errorf(pos, format, args...)
}

func (b *builder) module(src *frontend.Module) {
	b.checkModuleDirectives(src)
	// Declare every function first so that calls may refer forward.
	for _, d := range src.Decls {
		if f, ok := d.(*frontend.Func); ok {
			if prev, ok := b.globals[f.Name].(*Func); ok && (prev.Extern || f.Body == nil) {
				if f.Body != nil {
					*prev = *b.funcHeader(f)
				}
				continue
			}
			if _, dup := b.globals[f.Name]; dup {
				b.errorf(f.Pos, "%s redeclared", f.Name)
				continue
			}
			sf := b.funcHeader(f)
			b.globals[f.Name] = sf
			b.m.Funcs = append(b.m.Funcs, sf)
		}
	}
	for _, d := range src.Decls {
		switch d := d.(type) {
		case *frontend.VarDecl:
			if v := b.variable(d, ""); v != nil {
				if _, dup := b.globals[v.Name]; dup {
					b.errorf(d.Pos, "%s redeclared", v.Name)
					continue
				}
				b.globals[v.Name] = v
				b.m.Globals = append(b.m.Globals, v)
			}
		case *frontend.Func:
			if d.Body != nil {
				if sf, ok := b.globals[d.Name].(*Func); ok {
					b.funcBody(sf, d)
				}
			}
		case *frontend.Directive:
			// .file, .loc, .section, .pragma: debug and hints, nothing to run.
		}
	}
}

func naturalAlign(t Type) int {
	if t.Kind == KindPred {
		return 1
	}
	if t.Bits < 8 {
		return 1
	}
	return t.Bits / 8
}

func (b *builder) param(p *frontend.Param) *Param {
	t, ok := ParseType(p.Type)
	if !ok {
		b.errorf(p.Pos, "unknown parameter type %s", p.Type)
		t = B32
	}
	count := 1
	for _, d := range p.Dims {
		if d <= 0 {
			b.errorf(p.Pos, "parameter %s: array dimension must be positive", p.Name)
			continue
		}
		if count > maxParamElems/d {
			b.errorf(p.Pos, "parameter %s: more than %d elements", p.Name, maxParamElems)
			count = 1
			break
		}
		count *= d
	}
	if p.Vec > 0 {
		count *= p.Vec
	}
	align := naturalAlign(t)
	if p.Vec > 0 {
		align *= p.Vec
	}
	if p.Align > 0 {
		align = p.Align
	}
	if p.Space == ".reg" && (len(p.Dims) > 0 || p.Vec > 4) {
		b.errorf(p.Pos, "unsupported: .reg parameter %s is an array (or .v8)", p.Name)
	}
	return &Param{Pos: p.Pos, Name: p.Name, Type: t, Count: count, Align: align, Reg: p.Space == ".reg", Vec: p.Vec}
}

// maxParamElems bounds a parameter array far above any parameter space
// (32764 bytes), so that its size cannot overflow.
const maxParamElems = 1 << 30

func (b *builder) funcHeader(f *frontend.Func) *Func {
	sf := &Func{Pos: f.Pos, Name: f.Name, Kernel: f.Entry, Extern: f.Body == nil}
	for _, p := range f.Params {
		sf.Params = append(sf.Params, b.param(p))
	}
	for _, p := range f.Returns {
		sf.Returns = append(sf.Returns, b.param(p))
	}
	if sf.Kernel {
		off := 0
		for _, p := range sf.Params {
			off = AlignUp(off, p.Align)
			p.Offset = off
			off += p.Size()
		}
		b.checkKernelParams(sf)
	}
	b.checkPerf(f)
	for _, pd := range f.Perf {
		var dims [3]int
		for i := 0; i < 3; i++ {
			dims[i] = 1
			if i < len(pd.Args) {
				dims[i] = int(pd.Args[i])
			}
		}
		switch pd.Name {
		case ".reqntid":
			sf.ReqNTID = dims
		case ".maxntid":
			sf.MaxNTID = dims
		case ".reqnctapercluster":
			sf.ReqNCluster = dims
		case ".explicitcluster":
			sf.ExplicitCluster = true
		}
	}
	return sf
}

// AlignUp rounds x up to a multiple of a (a <= 1 leaves x as it is).
func AlignUp(x, a int) int {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

// variable converts a non-register variable declaration. prefix makes
// function-scope names unique at module scope.
func (b *builder) variable(d *frontend.VarDecl, prefix string) *Var {
	space := Space(strings.TrimPrefix(d.Space, "."))
	switch space {
	case SpaceGlobal, SpaceShared, SpaceConst, SpaceLocal, SpaceParam:
	default:
		b.errorf(d.Pos, "unsupported state space %s for variable %s", d.Space, d.Name)
		return nil
	}
	handle := ""
	switch d.Type {
	case ".texref", ".surfref", ".samplerref":
		// Unified mode: the variable holds a 64-bit texture, surface or
		// sampler handle, set by the host.
		if space != SpaceGlobal || d.Init != nil || len(d.Dims) > 0 || d.Vec > 0 {
			b.errorf(d.Pos, "unsupported %s variable %s (only a plain .global %s without an initialiser: unified mode)", d.Type, d.Name, d.Type)
			return nil
		}
		handle = strings.TrimPrefix(d.Type, ".")
		return &Var{Pos: d.Pos, Name: prefix + d.Name, Space: space, Elem: B64, Count: 1, Align: 8,
			Extern: d.Linkage == ".extern", Handle: handle}
	}
	t, ok := ParseType(d.Type)
	if !ok {
		b.errorf(d.Pos, "unknown type %s for variable %s", d.Type, d.Name)
		return nil
	}
	count := 1
	for _, dim := range d.Dims {
		if dim < 0 {
			count = 0
			continue
		}
		count *= dim
	}
	if d.Vec > 0 {
		count *= d.Vec
	}
	align := naturalAlign(t)
	if d.Vec > 0 {
		align *= d.Vec
	}
	if d.Align > 0 {
		align = d.Align
	}
	v := &Var{Pos: d.Pos, Name: prefix + d.Name, Space: space, Elem: t, Count: count, Align: align,
		Extern: d.Linkage == ".extern"}
	if d.Init != nil {
		b.initialiser(v, d.Init)
	}
	return v
}

func (b *builder) initialiser(v *Var, in *frontend.Init) {
	var elems []*frontend.Init
	var flatten func(*frontend.Init)
	flatten = func(i *frontend.Init) {
		if i.List != nil || i.Brace {
			for _, e := range i.List {
				flatten(e)
			}
			return
		}
		elems = append(elems, i)
	}
	flatten(in)
	if v.Count == 0 {
		v.Count = len(elems)
	}
	if len(elems) > v.Count {
		b.errorf(in.Pos, "too many initialisers for %s: %d for %d elements", v.Name, len(elems), v.Count)
		return
	}
	size := v.Elem.Bits / 8
	if size == 0 {
		b.errorf(in.Pos, "variable %s of type %s cannot have an initialiser", v.Name, v.Elem)
		return
	}
	buf := make([]byte, v.Count*size)
	for i, e := range elems {
		off := i * size
		switch x := e.Expr.(type) {
		case *frontend.Generic:
			v.InitSyms = append(v.InitSyms, InitSym{Offset: off, Sym: x.Name, Generic: true})
			continue
		case *frontend.Reg:
			v.InitSyms = append(v.InitSyms, InitSym{Offset: off, Sym: x.Name})
			continue
		case *frontend.Binary:
			if r, ok := x.X.(*frontend.Reg); ok && (x.Op == "+" || x.Op == "-") {
				if n, ok := b.constInt(x.Y); ok {
					if x.Op == "-" {
						n = -n
					}
					v.InitSyms = append(v.InitSyms, InitSym{Offset: off, Sym: r.Name, Addend: n})
					continue
				}
			}
		}
		imm, ok := b.immediate(e.Expr, v.Elem)
		if !ok {
			b.errorf(e.Pos, "initialiser of %s is not a constant", v.Name)
			return
		}
		putBits(buf[off:off+size], imm.Bits)
	}
	v.Init = buf
}

func putBits(dst []byte, bits uint64) {
	var tmp [8]byte
	binary.LittleEndian.PutUint64(tmp[:], bits)
	copy(dst, tmp[:])
}

// constInt folds an integer constant expression.
func (b *builder) constInt(o frontend.Operand) (int64, bool) {
	switch o := o.(type) {
	case *frontend.ImmInt:
		return int64(o.Value), true
	case *frontend.Unary:
		x, ok := b.constInt(o.X)
		if !ok {
			return 0, false
		}
		switch o.Op {
		case "-":
			return -x, true
		case "~":
			return ^x, true
		case "!":
			if x == 0 {
				return 1, true
			}
			return 0, true
		case "+":
			return x, true
		}
	case *frontend.Binary:
		x, ok1 := b.constInt(o.X)
		y, ok2 := b.constInt(o.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch o.Op {
		case "+":
			return x + y, true
		case "-":
			return x - y, true
		case "*":
			return x * y, true
		case "/":
			if y == 0 {
				return 0, false
			}
			return x / y, true
		case "%":
			if y == 0 {
				return 0, false
			}
			return x % y, true
		case "<<":
			return x << uint64(y&63), true
		case ">>":
			return x >> uint64(y&63), true
		case "&":
			return x & y, true
		case "|":
			return x | y, true
		case "^":
			return x ^ y, true
		}
	}
	return 0, false
}

// immediate converts a literal or constant expression to an immediate of
// type t (floats are converted between widths; integers are truncated).
func (b *builder) immediate(o frontend.Operand, t Type) (*Imm, bool) {
	if f, ok := o.(*frontend.ImmFloat); ok {
		val := math.Float64frombits(f.Bits)
		if f.Single {
			val = float64(math.Float32frombits(uint32(f.Bits)))
		}
		switch {
		case t.Kind == KindFloat && t.Bits == 64:
			if f.Single {
				return &Imm{Bits: math.Float64bits(val), Type: t}, true
			}
			return &Imm{Bits: f.Bits, Type: t}, true
		case t.Kind == KindFloat && t.Bits == 16 && !t.Packed:
			return &Imm{Bits: uint64(f32ToF16(float32(val))), Type: t}, true
		case t.Kind == KindFloat && t.Bits == 32 || t.Kind == KindTF32:
			if f.Single {
				return &Imm{Bits: f.Bits & 0xffffffff, Type: t}, true
			}
			return &Imm{Bits: uint64(math.Float32bits(float32(val))), Type: t}, true
		default:
			// A float literal where bits are expected: keep the spelling's bits.
			return &Imm{Bits: f.Bits & mask(t.Bits), Type: t}, true
		}
	}
	n, ok := b.constInt(o)
	if !ok {
		return nil, false
	}
	if t.Kind == KindFloat && !t.Packed {
		switch t.Bits {
		case 32:
			return &Imm{Bits: uint64(math.Float32bits(float32(n))), Type: t}, true
		case 64:
			return &Imm{Bits: math.Float64bits(float64(n)), Type: t}, true
		}
	}
	return &Imm{Bits: uint64(n) & mask(t.Bits), Type: t}, true
}

func mask(bits int) uint64 {
	if bits >= 64 || bits == 0 {
		return ^uint64(0)
	}
	return 1<<uint(bits) - 1
}

// f32ToF16 converts with round-to-nearest-even.
func f32ToF16(f float32) uint16 {
	x := math.Float32bits(f)
	sign := uint16(x>>16) & 0x8000
	exp := int((x>>23)&0xff) - 127 + 15
	mant := x & 0x7fffff
	switch {
	case (x>>23)&0xff == 0xff:
		if mant != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	case exp >= 31:
		return sign | 0x7c00
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint(14 - exp)
		half := uint32(1) << (shift - 1)
		r := mant >> shift
		rem := mant & (1<<shift - 1)
		if rem > half || (rem == half && r&1 == 1) {
			r++
		}
		return sign | uint16(r)
	}
	r := uint16(exp)<<10 | uint16(mant>>13)
	rem := mant & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && r&1 == 1) {
		r++
	}
	return sign | r
}

// fnBuilder holds the state of one function body.
type fnBuilder struct {
	*builder
	f      *Func
	scopes []map[string]*Reg
	// ranges hold the %r<N> declarations of each scope, created on use.
	ranges []map[string]regRange
	names  map[string]int // register names in use, for renaming shadowed ones
	// labelCount counts each source label over the whole body; usedLabels
	// holds every block name taken (source labels, their renamings and
	// the builder's own bbN); labelScopes map the labels of each enclosing
	// { } block to their unique names (PTX labels are local to their
	// block, so that inline asm such as CUTLASS's `{ LAB_WAIT: ... }` can
	// be inlined many times into one function).
	labelCount  map[string]int
	usedLabels  map[string]bool
	labelScopes []map[string]string
	// dupLabels are labels defined a second time in one block (reported
	// where they stand, then ignored).
	dupLabels map[*frontend.Label]bool
	// localScopes hold function-scope .local/.shared/.param variables.
	localScopes []map[string]*Var
	params      map[string]*Param
	rets        map[string]*Param
	cur         *Block
	// branching is set while the operands of a branch are resolved.
	branching bool
	// opcode is the full opcode of the instruction being built, for messages.
	opcode string
	// targetLists holds the .branchtargets lists of brx.idx by name.
	targetLists map[string][]string
	alias       map[string]string // auto labels merged into a source label
	regOps      map[*Reg]*RegOp   // the operand of each register, shared
	nblk        int
}

func (b *builder) funcBody(sf *Func, f *frontend.Func) {
	fb := &fnBuilder{builder: b, f: sf, names: map[string]int{}, labelCount: map[string]int{},
		usedLabels: map[string]bool{"entry": true}, dupLabels: map[*frontend.Label]bool{},
		alias: map[string]string{}, regOps: map[*Reg]*RegOp{}, targetLists: map[string][]string{}, localScopes: []map[string]*Var{{}}, params: map[string]*Param{}, rets: map[string]*Param{}}
	for _, p := range sf.Params {
		fb.params[p.Name] = p
	}
	for _, p := range sf.Returns {
		fb.rets[p.Name] = p
	}
	collectLabels(f.Body, fb.labelCount)
	for name := range fb.labelCount {
		fb.usedLabels[name] = true
	}
	fb.cur = &Block{Label: "entry"}
	fb.scopes = append(fb.scopes, map[string]*Reg{})
	fb.ranges = append(fb.ranges, map[string]regRange{})
	// .reg parameters of a .func are registers of the body.
	for _, p := range append(append([]*Param{}, sf.Params...), sf.Returns...) {
		switch {
		case p.Reg && p.Vec > 0:
			p.Regs = fb.declareVector(p.Pos, p.Name, p.Vec, p.Type)
		case p.Reg:
			p.Regs = []*Reg{fb.declareReg(p.Pos, p.Name, p.Type)}
		}
	}
	fb.block(f.Body, true)
	fb.finish()
}

// finish closes the last block and resolves label aliases.
func (fb *fnBuilder) finish() {
	for name, to := range fb.alias {
		// Aliases chain distinct names; the bound keeps a cycle (a builder
		// bug) from hanging the translator.
		for n := 0; fb.alias[to] != "" && n < len(fb.alias); n++ {
			to = fb.alias[to]
		}
		fb.alias[name] = to
	}
	used := map[string]bool{}
	for _, blk := range fb.f.Blocks {
		for _, in := range blk.Insts {
			for _, s := range in.Src {
				if l, ok := s.(*Label); ok {
					if to := fb.alias[l.Name]; to != "" {
						l.Name = to
					}
					used[l.Name] = true
				}
			}
		}
	}
	switch {
	case len(fb.cur.Insts) == 0 && !used[fb.cur.Label] && len(fb.f.Blocks) > 0:
		// Nothing falls into the last block: drop it.
	default:
		if !endsInTerminator(fb.cur) {
			fb.cur.Insts = append(fb.cur.Insts, &Inst{Pos: fb.f.Pos, Op: "ret"})
		}
		fb.f.Blocks = append(fb.f.Blocks, fb.cur)
	}
}

// collectLabels counts the definitions of each label name in blk and the
// blocks nested in it.
func collectLabels(blk *frontend.Block, into map[string]int) {
	for _, s := range blk.Stmts {
		switch s := s.(type) {
		case *frontend.Label:
			into[s.Name]++
		case *frontend.Block:
			collectLabels(s, into)
		}
	}
}

// declareLabels gives the labels defined directly in blk their block
// names: a name defined once in the function keeps its spelling, one
// defined in several blocks gets name$N in each. A label defined twice in
// the same block is an error at the second definition.
func (fb *fnBuilder) declareLabels(blk *frontend.Block) map[string]string {
	scope := map[string]string{}
	for _, s := range blk.Stmts {
		l, ok := s.(*frontend.Label)
		if !ok {
			continue
		}
		if _, dup := scope[l.Name]; dup {
			fb.errorf(l.Pos, "label %s defined twice in the same block", l.Name)
			fb.dupLabels[l] = true
			continue
		}
		if fb.labelCount[l.Name] == 1 {
			scope[l.Name] = l.Name
			continue
		}
		scope[l.Name] = fb.freshLabel(l.Name + "$")
	}
	return scope
}

// freshLabel returns prefix followed by the first number that names no
// block yet, and marks it taken.
func (fb *fnBuilder) freshLabel(prefix string) string {
	for n := 1; ; n++ {
		name := prefix + strconv.Itoa(n)
		if !fb.usedLabels[name] {
			fb.usedLabels[name] = true
			return name
		}
	}
}

// lookupLabel resolves a label name: the innermost enclosing block that
// defines it, else the one block of the function that does (a branch into
// a nested block, which ptxas accepts for a unique name).
func (fb *fnBuilder) lookupLabel(name string) (string, bool) {
	for i := len(fb.labelScopes) - 1; i >= 0; i-- {
		if u, ok := fb.labelScopes[i][name]; ok {
			return u, true
		}
	}
	if fb.labelCount[name] == 1 {
		return name, true
	}
	return "", false
}

func isTerminator(in *Inst) bool {
	switch in.Op {
	case "bra", "ret", "exit", "trap", "brx":
		return true
	}
	return false
}

func endsInTerminator(blk *Block) bool {
	n := len(blk.Insts)
	return n > 0 && isTerminator(blk.Insts[n-1]) && blk.Insts[n-1].Guard == nil
}

func (fb *fnBuilder) newLabel() string {
	for {
		fb.nblk++
		name := "bb" + strconv.Itoa(fb.nblk)
		if !fb.usedLabels[name] {
			fb.usedLabels[name] = true
			return name
		}
	}
}

// elementAddress builds mov and cvta of a variable's address plus an
// offset: `mov.u64 d, avar+imm` (PTX ISA 9.7.9.10) and an array element
// `mov.u64 d, avar[k]` (6.4.2 "Arrays as Operands"; tinygrad's PTX takes
// its shared arrays' addresses as local0[0]). It emits the instruction on
// the variable itself and then adds the offset to d, and reports whether
// s was such an instruction (errors included).
func (fb *fnBuilder) elementAddress(s *frontend.Instr) bool {
	if s.Opcode != "mov" && s.Opcode != "cvta" || len(s.Operands) != 2 {
		return false
	}
	e, ok := fb.element(s.Operands[1])
	if !ok {
		return false
	}
	if e.base == nil {
		return true // reported
	}
	c := *s
	c.Operands = []frontend.Operand{s.Operands[0], e.base}
	in := fb.instr(&c)
	if in == nil || len(in.Dst) != 1 {
		return true
	}
	// The index is scaled before the mov, which may overwrite it
	// (mov.u32 %r1, buf[%r1]).
	off := fb.scaledIndex(s.Pos, e, in.Type(0).Bits == 64, in.Guard)
	fb.emit(in)
	fb.addElementOffset(s.Pos, in.Dst[0], off, e.off, in.Guard)
	return true
}

// elemRef is an address written as a variable plus an offset: base +
// off bytes, plus zext(idx*size) when idx is set.
type elemRef struct {
	base *frontend.Reg
	off  int64
	// idx is a 32-bit register index; the H100 adds the element offset
	// idx*size computed in 32 bits and zero-extended (mem/array_operand_reg_sign:
	// garr[%i] with %i = -4 is garr + 0xfffffff0, from an .s32 register too).
	idx  Operand
	size int64
}

// scaledIndex computes e's register index times the element size into a
// new register, 32 bits wide, zero-extended to 64 when wide; nil without
// a register index.
func (fb *fnBuilder) scaledIndex(pos diag.Pos, e elemRef, wide bool, g *Guard) Operand {
	if e.idx == nil {
		return nil
	}
	t := fb.tempReg(U32)
	fb.emitGuarded(pos, g, &Inst{Op: "mul", Mods: []string{"lo"}, Types: []Type{U32}, Dst: []Operand{t}, Src: []Operand{e.idx, &Imm{Bits: uint64(e.size), Type: U32}}})
	if !wide {
		return t
	}
	t64 := fb.tempReg(U64)
	fb.emitGuarded(pos, g, &Inst{Op: "cvt", Types: []Type{U64, U32}, Dst: []Operand{t64}, Src: []Operand{t}})
	return t64
}

// addElementOffset adds a scaled index (scaledIndex, or nil) and off bytes
// to the register d, which holds a variable's address, under guard g.
func (fb *fnBuilder) addElementOffset(pos diag.Pos, d, scaled Operand, off int64, g *Guard) {
	t, bits := U32, uint64(off)&0xffffffff
	if rd, ok := d.(*RegOp); ok && rd.Reg.Type.Bits == 64 {
		t, bits = S64, uint64(off)
	}
	if scaled != nil {
		fb.emitGuarded(pos, g, &Inst{Op: "add", Types: []Type{t}, Dst: []Operand{d}, Src: []Operand{d, scaled}})
	}
	if off != 0 {
		fb.emitGuarded(pos, g, &Inst{Op: "add", Types: []Type{t}, Dst: []Operand{d}, Src: []Operand{d, &Imm{Bits: bits, Type: t}}})
	}
}

// emitGuarded emits in at pos under a copy of guard g (nil: unguarded).
func (fb *fnBuilder) emitGuarded(pos diag.Pos, g *Guard, in *Inst) {
	in.Pos = pos
	if g != nil {
		in.Guard = &Guard{Reg: g.Reg, Neg: g.Neg}
	}
	fb.emit(in)
}

// tempReg declares a register for the builder's element addresses.
func (fb *fnBuilder) tempReg(t Type) *RegOp {
	return &RegOp{Reg: fb.f.NewTemp("%__elem", t)}
}

// element splits avar[k], avar[%r], avar+imm and avar-imm into the
// variable and its offset (k elements of the variable's type). ok is
// false when o is none of these forms; base is nil when o is one of them
// but invalid, which has been reported.
func (fb *fnBuilder) element(o frontend.Operand) (e elemRef, ok bool) {
	switch x := o.(type) {
	case *frontend.Index:
		v := fb.lookupVar(x.Base.Name)
		if v == nil {
			if fb.lookupReg(x.Base.Name) == nil {
				return e, false // not a variable: the ordinary path reports it
			}
			fb.errorf(x.Pos, "%s[...]: %s is a register, not an array variable", x.Base.Name, x.Base.Name)
			return e, true
		}
		e.base, e.size = x.Base, int64(v.Elem.Bits/8)
		if e.size == 0 {
			e.size = 1
		}
		if k, ok := fb.constInt(x.Index); ok {
			e.off = k * e.size
			return e, true
		}
		if r, ok := x.Index.(*frontend.Reg); ok {
			if ro, ok := fb.name(r, false).(*RegOp); ok && ro.Sel == "" && ro.Reg.Type.Bits == 32 && !ro.Reg.Type.IsFloat() {
				e.idx = ro
				return e, true
			}
		}
		fb.errorf(x.Index.NodePos(), "index of %s must be a constant or a 32-bit integer register", x.Base.Name)
		e.base = nil
		return e, true
	case *frontend.Binary:
		r, isReg := x.X.(*frontend.Reg)
		if x.Op != "+" && x.Op != "-" || !isReg || fb.lookupVar(r.Name) == nil {
			return e, false
		}
		k, ok := fb.constInt(x.Y)
		if !ok {
			fb.errorf(x.Y.NodePos(), "offset from %s must be a constant integer expression", r.Name)
			return e, true
		}
		if x.Op == "-" {
			k = -k
		}
		e.base, e.off = r, k
		return e, true
	}
	return e, false
}

// lookupVar finds the variable a name declares in the function's scopes or
// the module, or nil.
func (fb *fnBuilder) lookupVar(n string) *Var {
	if fb.lookupReg(n) != nil {
		return nil
	}
	if v := fb.scopeVar(n); v != nil {
		return v
	}
	v, _ := fb.globals[n].(*Var)
	return v
}

// scopeVar finds the function-scope variable (.local, .shared, .param) a
// name declares, innermost scope first, or nil.
func (fb *fnBuilder) scopeVar(n string) *Var {
	for i := len(fb.localScopes) - 1; i >= 0; i-- {
		if v, ok := fb.localScopes[i][n]; ok {
			return v
		}
	}
	return nil
}

// emit appends an instruction; after a terminator a new block starts.
func (fb *fnBuilder) emit(in *Inst) {
	fb.cur.Insts = append(fb.cur.Insts, in)
	if isTerminator(in) {
		next := fb.newLabel()
		if in.Guard != nil {
			fb.cur.Insts = append(fb.cur.Insts, &Inst{Pos: in.Pos, Op: "bra", Src: []Operand{&Label{next}}})
		}
		fb.f.Blocks = append(fb.f.Blocks, fb.cur)
		fb.cur = &Block{Label: next}
	}
}

func (fb *fnBuilder) startLabel(name string) {
	if len(fb.cur.Insts) == 0 && fb.cur.Label != "entry" {
		// An empty block (after a terminator, or two labels in a row) is
		// the labelled block itself.
		fb.alias[fb.cur.Label] = name
		fb.cur.Label = name
		return
	}
	if !endsInTerminator(fb.cur) {
		fb.cur.Insts = append(fb.cur.Insts, &Inst{Op: "bra", Src: []Operand{&Label{name}}})
	}
	fb.f.Blocks = append(fb.f.Blocks, fb.cur)
	fb.cur = &Block{Label: name}
}

func (fb *fnBuilder) declareReg(pos diag.Pos, name string, t Type) *Reg {
	i := len(fb.scopes) - 1
	scope := fb.scopes[i]
	if _, dup := scope[name]; dup || fb.inRange(i, name) {
		fb.errorf(pos, "register %s redeclared in this scope", name)
		if r := fb.lookupReg(name); r != nil {
			return r
		}
	}
	return fb.declareRegIn(i, name, t)
}

// vectorElems are the element names of a vector register: v.x ... v.w.
var vectorElems = [...]string{".x", ".y", ".z", ".w"}

// declareVector declares a .v2/.v4 register (PTX ISA 5.4.2 "Vectors") as
// one register per element, named v.x, v.y, v.z, v.w; v.r, v.g, v.b, v.a
// name the same elements, and v alone is the vector {v.x, v.y, ...}.
func (fb *fnBuilder) declareVector(pos diag.Pos, name string, n int, t Type) []*Reg {
	var regs []*Reg
	for _, e := range vectorElems[:n] {
		regs = append(regs, fb.declareReg(pos, name+e, t))
	}
	return regs
}

// vectorReg resolves a vector register or one of its elements by name.
func (fb *fnBuilder) vectorReg(name string) Operand {
	if i := strings.LastIndexByte(name, '.'); i > 0 && i == len(name)-2 {
		elem := map[byte]string{'x': ".x", 'y': ".y", 'z': ".z", 'w': ".w", 'r': ".x", 'g': ".y", 'b': ".z", 'a': ".w"}[name[i+1]]
		if elem != "" {
			if r := fb.lookupReg(name[:i] + elem); r != nil {
				return &RegOp{Reg: r}
			}
		}
		return nil
	}
	v := &Vec{}
	for _, e := range vectorElems {
		r := fb.lookupReg(name + e)
		if r == nil {
			break
		}
		v.Elems = append(v.Elems, &RegOp{Reg: r})
	}
	if len(v.Elems) < 2 {
		return nil
	}
	return v
}

// declareRange records %prefix<n> in the innermost scope.
func (fb *fnBuilder) declareRange(pos diag.Pos, prefix string, n int, t Type) {
	i := len(fb.scopes) - 1
	if _, dup := fb.ranges[i][prefix]; dup {
		fb.errorf(pos, "registers %s<...> redeclared in this scope", prefix)
		return
	}
	for name := range fb.scopes[i] {
		if k, ok := rangeIndex(name, prefix); ok && k < n {
			fb.errorf(pos, "register %s redeclared in this scope", name)
			return
		}
	}
	fb.ranges[i][prefix] = regRange{n: n, t: t, pos: pos}
}

// declareRegIn creates register name in scope i.
func (fb *fnBuilder) declareRegIn(i int, name string, t Type) *Reg {
	scope := fb.scopes[i]
	unique := name
	if n := fb.names[name]; n > 0 {
		unique = fmt.Sprintf("%s$%d", name, n)
	}
	fb.names[name]++
	r := &Reg{Name: unique, Type: t}
	scope[name] = r
	fb.f.Regs = append(fb.f.Regs, r)
	return r
}

func (fb *fnBuilder) lookupReg(name string) *Reg {
	for i := len(fb.scopes) - 1; i >= 0; i-- {
		if r, ok := fb.scopes[i][name]; ok {
			return r
		}
		// A register of a parameterized range (%r<N>) is created when it
		// is first used, so that `.reg .b32 %r<100000>` costs nothing for
		// the registers a kernel never touches.
		for prefix, rg := range fb.ranges[i] {
			if n, ok := rangeIndex(name, prefix); ok && n < rg.n {
				return fb.declareRegIn(i, name, rg.t)
			}
		}
	}
	return nil
}

// regRange is a parameterized register declaration %prefix<n>.
type regRange struct {
	n   int
	t   Type
	pos diag.Pos
}

// rangeIndex returns i when name is prefix followed by the decimal i.
func rangeIndex(name, prefix string) (int, bool) {
	if len(name) <= len(prefix) || name[:len(prefix)] != prefix {
		return 0, false
	}
	digits := name[len(prefix):]
	if len(digits) > 1 && digits[0] == '0' || len(digits) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// inRange reports whether scope i has a range that covers name.
func (fb *fnBuilder) inRange(i int, name string) bool {
	for prefix, rg := range fb.ranges[i] {
		if n, ok := rangeIndex(name, prefix); ok && n < rg.n {
			return true
		}
	}
	return false
}

func (fb *fnBuilder) block(blk *frontend.Block, top bool) {
	if !top {
		fb.scopes = append(fb.scopes, map[string]*Reg{})
		fb.ranges = append(fb.ranges, map[string]regRange{})
		fb.localScopes = append(fb.localScopes, map[string]*Var{})
		defer func() {
			fb.scopes = fb.scopes[:len(fb.scopes)-1]
			fb.ranges = fb.ranges[:len(fb.ranges)-1]
			fb.localScopes = fb.localScopes[:len(fb.localScopes)-1]
		}()
	}
	fb.labelScopes = append(fb.labelScopes, fb.declareLabels(blk))
	defer func() { fb.labelScopes = fb.labelScopes[:len(fb.labelScopes)-1] }()
	for i, s := range blk.Stmts {
		switch s := s.(type) {
		case *frontend.VarDecl:
			fb.varDecl(s)
		case *frontend.Label:
			if fb.dupLabels[s] {
				continue
			}
			name, _ := fb.lookupLabel(s.Name)
			// `ts: .branchtargets L0, L1;` names a target list for brx.idx,
			// not a place in the code.
			if i+1 < len(blk.Stmts) {
				if d, ok := blk.Stmts[i+1].(*frontend.Directive); ok && d.Name == ".branchtargets" {
					fb.branchTargets(name, d)
					continue
				}
			}
			fb.startLabel(name)
		case *frontend.Instr:
			if fb.elementAddress(s) {
				continue
			}
			if in := fb.instr(s); in != nil {
				fb.emit(in)
			}
		case *frontend.Block:
			fb.block(s, false)
		case *frontend.Directive:
			// .loc, .pragma and prototypes carry no run-time meaning here;
			// .branchtargets was taken with its label.
		}
		if fb.release && i > 0 {
			// The label of a .branchtargets list looks one statement ahead:
			// keep the current one, drop the one before.
			blk.Stmts[i-1] = nil
		}
	}
	if fb.release && len(blk.Stmts) > 0 {
		blk.Stmts[len(blk.Stmts)-1] = nil
	}
}

func (fb *fnBuilder) varDecl(d *frontend.VarDecl) {
	if d.Space != ".reg" {
		scope := fb.localScopes[len(fb.localScopes)-1]
		if _, dup := scope[d.Name]; dup {
			fb.errorf(d.Pos, "%s redeclared in this scope", d.Name)
			return
		}
		// Function-scope variables get module-unique names; a name declared
		// again in another scope (nvcc's call sequences) gets a counter.
		fb.uniq++
		prefix := fmt.Sprintf("%s.%s.", fb.f.Name, strings.TrimPrefix(d.Space, "."))
		if n := fb.names["var:"+d.Name]; n > 0 {
			prefix = fmt.Sprintf("%s.%s%d.", fb.f.Name, strings.TrimPrefix(d.Space, "."), n)
		}
		fb.names["var:"+d.Name]++
		v := fb.variable(d, prefix)
		if v == nil {
			return
		}
		scope[d.Name] = v
		fb.f.Locals = append(fb.f.Locals, v)
		return
	}
	t, ok := ParseType(d.Type)
	if !ok {
		fb.errorf(d.Pos, "unknown register type %s", d.Type)
		return
	}
	if len(d.Dims) > 0 || d.Vec > 4 || d.Vec > 0 && d.Range > 0 {
		fb.errorf(d.Pos, "unsupported: array register %s (or a .v8 or parameterized vector register)", d.Name)
		return
	}
	if d.Vec > 0 {
		fb.declareVector(d.Pos, d.Name, d.Vec, t)
		return
	}
	if d.Range > 0 {
		fb.declareRange(d.Pos, d.Name, d.Range, t)
		return
	}
	fb.declareReg(d.Pos, d.Name, t)
}

// branchTargets records a .branchtargets list (PTX ISA 10.2.1).
func (fb *fnBuilder) branchTargets(name string, d *frontend.Directive) {
	var ls []string
	for _, f := range strings.Split(strings.TrimSuffix(strings.TrimSpace(d.Text), ";"), ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		u, ok := fb.lookupLabel(f)
		if !ok {
			fb.errorf(d.Pos, ".branchtargets %s: unknown label %s", name, f)
			return
		}
		ls = append(ls, u)
	}
	if len(ls) == 0 {
		fb.errorf(d.Pos, ".branchtargets %s lists no labels", name)
		return
	}
	fb.targetLists[name] = ls
}

// noDst lists opcodes whose first operand is not a destination.
var noDst = map[string]bool{
	"st": true, "bra": true, "brx": true, "ret": true, "exit": true, "trap": true, "brkpt": true,
	"bar": true, "barrier": true, "membar": true, "fence": true, "red": true, "prefetch": true,
	"prefetchu": true, "call": true, "pmevent": true, "nanosleep": true, "discard": true,
	"griddepcontrol": true, "stmatrix": true, "applypriority": true, "cp": true, "setmaxnreg": true, "stackrestore": true,
}

// hasDst reports whether the first operand of in is a destination: not
// for the opcodes in noDst, nor when it is an address or a constant (the
// store-like and control forms: cp.async [d], [s], 16; cp.async.wait_group
// 1; mbarrier.init [m], n; setmaxnreg.inc 240).
func hasDst(in *Inst, ops []frontend.Operand) bool {
	if (in.Op == "bar" || in.Op == "barrier") && in.Has("red") {
		return len(ops) > 0
	}
	if noDst[in.Op] || len(ops) == 0 {
		return false
	}
	switch ops[0].(type) {
	case *frontend.Address, *frontend.AddrTuple, *frontend.ImmInt, *frontend.ImmFloat:
		return false
	}
	return true
}

func (fb *fnBuilder) instr(s *frontend.Instr) *Inst {
	in := &Inst{Pos: s.Pos, Op: s.Opcode}
	for i, m := range s.Mods {
		m = strings.TrimPrefix(m, ".")
		if t, ok := ParseType(m); ok {
			in.Types = append(in.Types, t)
		} else if t, ok := subByteType(s, m); ok {
			in.Types = append(in.Types, t)
		} else if m == "b1024" {
			// The 128-byte tensor-map object of tensormap.replace and
			// tensormap.cp_fenceproxy: a modifier, not a register type.
			in.Mods = append(in.Mods, m)
		} else if looksLikeType(m) {
			pos := s.Pos
			if i < len(s.ModsPos) {
				pos = s.ModsPos[i]
			}
			fb.errorf(pos, "unknown type .%s in %s", m, s.Opcode)
			return nil
		} else {
			in.Mods = append(in.Mods, m)
		}
	}
	if s.Guard != nil {
		r := fb.lookupReg(s.Guard.Reg)
		switch {
		case r == nil:
			fb.errorf(s.Guard.Pos, "undeclared predicate %s", s.Guard.Reg)
			return nil
		case r.Type != Pred:
			fb.errorf(s.Guard.Pos, "guard %s is not a predicate (it is .%s)", s.Guard.Reg, r.Type)
			return nil
		}
		in.Guard = &Guard{Reg: r, Neg: s.Guard.Neg}
	}
	if in.Op == "call" {
		return fb.call(in, s)
	}
	fb.opcode = s.Opcode + strings.Join(s.Mods, "")
	fb.branching = in.Op == "bra" || in.Op == "brx"
	defer func() { fb.branching = false }()
	immType := in.Type(0)
	if immType.IsZero() {
		immType = B32
	}
	ops := s.Operands
	first := 0
	// A one-element vector {%r1} is the register itself (Triton writes
	// `ld.global.b32 { %r1 }, [addr]`).
	for i, o := range ops {
		if v, ok := o.(*frontend.Vector); ok && len(v.Elems) == 1 {
			ops[i] = v.Elems[0]
		}
	}
	if hasDst(in, ops) {
		first = 1
		switch d := ops[0].(type) {
		case *frontend.Pair:
			in.Dst = []Operand{fb.operand(d.A, immType, true), fb.operand(d.B, Pred, true)}
		default:
			in.Dst = []Operand{fb.operand(d, immType, true)}
		}
	}
	for i, o := range ops[first:] {
		t := immType
		// cvt's source type is the second type suffix, and so are the
		// compared operands of set (set.lt.u32.f32 d, a, b) and slct's
		// selector (slct.b32.f32 d, a, b, c).
		if len(in.Types) > 1 && (in.Op == "cvt" || in.Op == "set" && i < 2 || in.Op == "slct" && i == 2) {
			t = in.Types[1]
		}
		// Shift amounts, bit positions and shuffle lanes are u32.
		if (in.Op == "shl" || in.Op == "shr") && i == 1 || in.Op == "shfl" || in.Op == "bfe" && i > 0 || in.Op == "bfi" && i > 1 {
			t = U32
		}
		if in.Op == "selp" && i == 2 || in.Op == "setp" && len(in.Types) > 0 && i == 2 {
			t = Pred
		}
		if (in.Op == "mul" || in.Op == "mad") && in.Has("wide") && i < 2 {
			t = immType
		}
		// wmma's stride is a count of elements, whatever their type (a
		// .s4 type would keep 4 bits of it).
		if _, imm := o.(*frontend.ImmInt); imm && in.Op == "wmma" {
			t = U32
		}
		// A lanemask constant keeps all 64 bits, so that -1 and 0xffffffff
		// stay apart for native64 (the lowering narrows it to the warp).
		if i == MemberMaskIndex(in) {
			t = B64
		}
		in.Src = append(in.Src, fb.operand(o, t, false))
	}
	for _, o := range in.Src {
		if o == nil {
			return nil
		}
	}
	if in.Op == "brx" {
		// brx.idx i, list  ->  Src: i, L0, L1, ...
		if len(in.Src) != 2 {
			fb.errorf(s.Pos, "brx.idx takes an index and a .branchtargets list")
			return nil
		}
		l, ok := in.Src[1].(*Label)
		targets := fb.targetLists[labelName(l)]
		if !ok || targets == nil {
			fb.errorf(s.Pos, "brx.idx: %s is not a .branchtargets list", FormatOperand(in.Src[1]))
			return nil
		}
		in.Src = in.Src[:1]
		for _, t := range targets {
			in.Src = append(in.Src, &Label{Name: t})
		}
	}
	for _, o := range in.Dst {
		if o == nil {
			return nil
		}
	}
	if n, ok := fixedSources[in.Op]; ok && len(in.Src) != n && len(in.Dst) == 1 {
		fb.errorf(in.Pos, "%s takes %d source operand%s, not %d", fb.opcode, n, map[bool]string{true: "s"}[n > 1], len(in.Src))
		return nil
	}
	if !fb.checkOperandTypes(in, ops[:first], ops[first:]) {
		return nil
	}
	return in
}

// fixedSources are instructions whose every PTX form takes this many
// source operands (PTX ISA 8.5 §9.7.1-3): a surplus one would otherwise be
// carried along (a div with three sources is the contract pass's fused
// form) or dropped by the lowering.
var fixedSources = map[string]int{
	"add": 2, "sub": 2, "mul": 2, "div": 2, "rem": 2, "mad": 3, "fma": 3,
	"rcp": 1, "sqrt": 1, "rsqrt": 1, "sin": 1, "cos": 1, "ex2": 1, "lg2": 1, "tanh": 1,
}

// operandPositions lists where each operand stands; a d|p pair gives two.
func operandPositions(ops []frontend.Operand) []diag.Pos {
	var out []diag.Pos
	for _, o := range ops {
		if p, ok := o.(*frontend.Pair); ok {
			out = append(out, p.A.NodePos(), p.B.NodePos())
			continue
		}
		out = append(out, o.NodePos())
	}
	return out
}

func (fb *fnBuilder) call(in *Inst, s *frontend.Instr) *Inst {
	if len(s.Operands) != 1 {
		fb.errorf(s.Pos, "malformed call")
		return nil
	}
	c, ok := s.Operands[0].(*frontend.Call)
	if !ok {
		fb.errorf(s.Pos, "malformed call")
		return nil
	}
	for _, r := range c.Returns {
		in.Dst = append(in.Dst, fb.operand(r, B32, true))
	}
	in.Src = append(in.Src, fb.operand(c.Target, B64, false))
	for _, a := range c.Args {
		in.Src = append(in.Src, fb.operand(a, B32, false))
	}
	for _, o := range append(append([]Operand{}, in.Dst...), in.Src...) {
		if o == nil {
			return nil
		}
	}
	return in
}

// operand converts an AST operand; t is the type an immediate takes.
func (fb *fnBuilder) operand(o frontend.Operand, t Type, dst bool) Operand {
	switch o := o.(type) {
	case *frontend.Reg:
		x := fb.name(o, dst)
		if o.Sel != "" {
			r, ok := x.(*RegOp)
			if !ok {
				fb.errorf(o.Pos, "selector %s on %s, which is not a register", o.Sel, o.Name)
				return nil
			}
			return &RegOp{Reg: r.Reg, Sel: o.Sel}
		}
		return x
	case *frontend.ImmInt, *frontend.ImmFloat, *frontend.Unary, *frontend.Binary:
		if dst {
			fb.errorf(o.NodePos(), "a constant cannot be a destination")
			return nil
		}
		if f, ok := o.(*frontend.ImmFloat); ok {
			if msg := floatLiteralMisfit(f, t); msg != "" {
				fb.errorf(f.Pos, "%s: %s", fb.opcode, msg)
				return nil
			}
		}
		imm, ok := fb.immediate(o, t)
		if !ok {
			fb.errorf(o.NodePos(), "operand is not a constant expression")
			return nil
		}
		return imm
	case *frontend.Address:
		if o.Unified && !strings.HasPrefix(fb.opcode, "ld.") && fb.opcode != "ld" {
			fb.errorf(o.Pos, "[...].unified is a qualifier of ld's address, not of %s", fb.opcode)
			return nil
		}
		a := &Addr{Offset: o.Offset}
		switch base := o.Base.(type) {
		case nil:
		case *frontend.ImmInt:
			a.Offset += int64(base.Value)
		case *frontend.Reg:
			a.Base = fb.name(base, false)
			if a.Base == nil {
				return nil
			}
		default:
			fb.errorf(o.Pos, "unsupported address form")
			return nil
		}
		return a
	case *frontend.Vector:
		v := &Vec{}
		for _, e := range o.Elems {
			x := fb.operand(e, t, dst)
			if x == nil {
				return nil
			}
			v.Elems = append(v.Elems, x)
		}
		return v
	case *frontend.AddrTuple:
		if dst {
			fb.errorf(o.Pos, "a bracketed operand list cannot be a destination")
			return nil
		}
		tu := &Tuple{}
		for _, e := range o.Elems {
			x := fb.operand(e, t, false)
			if x == nil {
				return nil
			}
			tu.Elems = append(tu.Elems, x)
		}
		return tu
	case *frontend.Index:
		// An array element as a memory operand, ld.global.u32 d, a[2]
		// (PTX ISA 6.4.2): the address [a+2*4]; with a register index the
		// address is computed into a register first. As mov's or cvta's
		// source it is an address value (elementAddress).
		e, ok := fb.element(o)
		if !ok {
			fb.errorf(o.Pos, "%s[...]: %s is not an array variable", o.Base.Name, o.Base.Name)
			return nil
		}
		if e.base == nil {
			return nil
		}
		if dst {
			fb.errorf(o.Pos, "array element %s[...] as a destination", o.Base.Name)
			return nil
		}
		b := fb.name(e.base, false)
		if b == nil {
			return nil
		}
		if e.idx == nil {
			return &Addr{Base: b, Offset: e.off}
		}
		scaled := fb.scaledIndex(o.Pos, e, true, nil)
		t := fb.tempReg(U64)
		fb.emit(&Inst{Pos: o.Pos, Op: "mov", Types: []Type{U64}, Dst: []Operand{t}, Src: []Operand{b}})
		fb.addElementOffset(o.Pos, t, scaled, e.off, nil)
		return &Addr{Base: t}
	case *frontend.Sink:
		return &Sink{}
	case *frontend.Not:
		x := fb.operand(o.X, Pred, dst)
		if x == nil {
			return nil
		}
		return &Not{X: x}
	case *frontend.Pair:
		fb.errorf(o.Pos, "a d|p pair is only allowed as the destination")
		return nil
	}
	fb.errorf(o.NodePos(), "unsupported operand in %s", fb.opcode)
	return nil
}

// name resolves an identifier operand: a register, special register,
// label, parameter, variable or function.
func (fb *fnBuilder) name(o *frontend.Reg, dst bool) Operand {
	n := o.Name
	if r := fb.lookupReg(n); r != nil {
		// Every plain read or write of a register is one shared operand:
		// nothing changes an operand in place (passes make new ones), and
		// a long function of register operands is most of the SIR.
		op := fb.regOps[r]
		if op == nil {
			op = &RegOp{Reg: r}
			fb.regOps[r] = op
		}
		return op
	}
	if v := fb.vectorReg(n); v != nil {
		return v
	}
	if strings.HasPrefix(n, "%") {
		if t, ok := specialType(n[1:]); ok {
			if dst {
				fb.errorf(o.Pos, "special register %s cannot be written", n)
				return nil
			}
			return &Special{Name: n[1:], Type: t}
		}
	}
	if n == "WARP_SZ" {
		return &Special{Name: "WARP_SZ", Type: U32}
	}
	if u, ok := fb.lookupLabel(n); ok {
		return &Label{Name: u}
	}
	if fb.branching {
		fb.errorf(o.Pos, "branch to unknown label %s", n)
		return nil
	}
	if _, ok := fb.params[n]; ok {
		return &Sym{Name: n, Kind: SymParam}
	}
	if _, ok := fb.rets[n]; ok {
		// Return parameters live in the .param space like parameters.
		return &Sym{Name: n, Kind: SymParam}
	}
	if v := fb.scopeVar(n); v != nil {
		if v.Space == SpaceParam {
			return &Sym{Name: v.Name, Kind: SymParam}
		}
		return &Sym{Name: v.Name, Kind: SymVar}
	}
	switch fb.globals[n].(type) {
	case *Var:
		return &Sym{Name: n, Kind: SymVar}
	case *Func:
		return &Sym{Name: n, Kind: SymFunc}
	}
	if i := strings.LastIndexByte(n, '.'); i > 0 && i == len(n)-2 && fb.lookupReg(n[:i]+".x") != nil {
		fb.errorf(o.Pos, "vector register %s has no element %s", n[:i], n[i:])
		return nil
	}
	fb.errorf(o.Pos, "undeclared identifier %s", n)
	return nil
}

// looksLikeType reports whether a modifier is spelled like a scalar type
// (b, s, u or f followed by digits) without being one, like .u33.
// subByteType reads the 4-, 2- and 1-bit types of the forms that have
// them: cvt.pack.sat.{u4,s4,u2,s2}.s32.b32 (PTX ISA 9.7.9.22) and the
// .u4/.s4/.b1 inputs of mma (9.7.14.5). No register has these types, so
// they are not in ParseType.
func subByteType(s *frontend.Instr, m string) (Type, bool) {
	mods := make([]string, len(s.Mods))
	for i, x := range s.Mods {
		mods[i] = strings.TrimPrefix(x, ".")
	}
	return subByteTypeOf(s.Opcode, mods, m)
}

// subByteTypeOf is subByteType for opcode op with modifiers mods (without
// dots); the SIR text parser reads the same types.
func subByteTypeOf(op string, mods []string, m string) (Type, bool) {
	switch op {
	case "cvt":
		pack := false
		for _, x := range mods {
			if x == "pack" {
				pack = true
			}
		}
		if !pack {
			return Type{}, false
		}
		switch m {
		case "u2":
			return Type{Kind: KindUnsigned, Bits: 2}, true
		case "s2":
			return Type{Kind: KindSigned, Bits: 2}, true
		}
	case "mma", "wmma":
		if m == "b1" {
			return Type{Kind: KindBits, Bits: 1}, true
		}
	default:
		return Type{}, false
	}
	switch m {
	case "u4":
		return Type{Kind: KindUnsigned, Bits: 4}, true
	case "s4":
		return Type{Kind: KindSigned, Bits: 4}, true
	}
	return Type{}, false
}

func looksLikeType(m string) bool {
	if len(m) < 2 || !strings.ContainsRune("bsuf", rune(m[0])) {
		return false
	}
	for _, c := range m[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func labelName(l *Label) string {
	if l == nil {
		return ""
	}
	return l.Name
}
