package semantics

import (
	"fmt"
	"sort"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// passIVShare gives the 64-bit pointers that a loop steps by one shared
// stride a single induction variable. Triton's loads are one pointer per
// element, each a loop register stepped by the same add at the bottom of
// the loop (triton_matmul_4mma: sixteen `add.s64 %rdK, %rdK, %rd2`), and
// LLVM's loop strength reduction leaves them apart: on AMD each is a
// v_add_co/v_addc pair per iteration, on a 64-bit value that only feeds
// an address. Here each such pointer p keeps its value from before the
// loop, one register iv (0 on entry) takes the stride instead, each read
// of p in the loop reads p + iv, and an exit where p is still live adds
// iv into p. LLVM then reassociates an address (p + iv) + off into the
// loop-invariant p + off plus iv. Integer adds wrap the same in either
// order, so the values are the same bits.
//
// A pointer p joins when, in the loop's blocks, its one write is an
// unguarded `add.s64|u64 p, p, s` (or s, p) with s a register the loop does
// not write or an immediate; the pointers sharing s whose adds sit in one
// block form a group, kept when it has at least two and no instruction
// between its first and last add reads one of them. Loops whose edges
// include a fall-through or an indirect branch are left alone.
func passIVShare(m *Module, _ PassOptions, _ *diag.List) {
	for _, f := range m.Funcs {
		if !f.Extern {
			ivShareFunc(f)
		}
	}
}

// ivGroup is one set of pointers that share a stride in one loop.
type ivGroup struct {
	block int     // the block holding the adds
	adds  []*Inst // the adds, in block order
	regs  []*Reg  // the pointers, in the order of adds
	step  *Inst   // the first add, which becomes iv's
}

// ivShareFunc rewrites f's groups. A function without two adds of the
// form ivStep takes, or too big for Loops (LoopMaxBlocks: a bigger one is
// translated without the pass, as correctly), returns before the
// quadratic loop analysis.
func ivShareFunc(f *Func) {
	if len(f.Blocks) > LoopMaxBlocks {
		return
	}
	steps := 0 // a group needs two adds of the form ivStep takes
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if _, ok := ivStep(in); ok {
				steps++
			}
		}
	}
	if steps < 2 {
		return
	}
	succ, ok := CFG(f)
	if !ok || hasFallthrough(f, succ) {
		return
	}
	loops, headers := Loops(succ)
	// Innermost first: a pointer grouped in an inner loop is written
	// there, so it joins no enclosing loop's group (loops that hold none
	// of each other's headers are disjoint, and may each group it).
	grouped := map[*Reg][]int{} // the headers of the loops that grouped r
	inner := func(r *Reg, body map[int]bool) bool {
		for _, h := range grouped[r] {
			if body[h] {
				return true
			}
		}
		return false
	}
	var plans []ivPlan
	for li := len(loops) - 1; li >= 0; li-- {
		if headers[li] == 0 {
			continue // no edge to put iv's 0 on
		}
		for _, g := range ivGroups(f, loops[li], inner) {
			plans = append(plans, ivPlan{body: loops[li], header: headers[li], g: g})
			for _, r := range g.regs {
				grouped[r] = append(grouped[r], headers[li])
			}
		}
	}
	if len(plans) == 0 {
		return
	}
	// One liveness pass for the pointers of every group (one per group
	// was quadratic in a function of many loops).
	bit := map[*Reg]int{}
	var all []*Reg
	for _, p := range plans {
		for _, r := range p.g.regs {
			if _, ok := bit[r]; !ok {
				bit[r] = len(all)
				all = append(all, r)
			}
		}
	}
	live := liveIn(f, succ, all)
	// Everything above read the blocks as they were; the rewrite keeps
	// their indices (new blocks only sit on edges, found through edges).
	e := &ivEdits{f: f, blocks: append([]*Block{}, f.Blocks...), succ: succ, pred: Preds(succ), edges: map[[2]int]*Block{},
		after: map[*Block][]*Block{}, labels: map[string]bool{}, live: live, bit: bit}
	for _, b := range f.Blocks {
		e.labels[b.Label] = true
	}
	for _, p := range plans {
		e.rewrite(p)
	}
	e.finish()
}

// hasFallthrough reports whether a block of f reaches the next one without
// a branch (the loop rewrite puts blocks on edges, which needs a branch to
// retarget).
func hasFallthrough(f *Func, succ [][]int) bool {
	for i, b := range f.Blocks {
		if len(succ[i]) > 0 && !endsInTerminator(b) {
			return true
		}
	}
	return false
}

type ivPlan struct {
	body   map[int]bool
	header int
	g      *ivGroup
}

// ivEdits applies plans to f, whose blocks and CFG as analysed are blocks
// and succ/pred; edges holds the blocks put on edges so far; live is
// liveIn of the plans' pointers, pointer r at bit[r].
type ivEdits struct {
	f          *Func
	blocks     []*Block
	succ, pred [][]int
	edges      map[[2]int]*Block
	after      map[*Block][]*Block // the edge blocks that follow each block
	labels     map[string]bool     // the labels in use
	live       [][]uint64
	bit        map[*Reg]int
}

// ivGroups finds the groups of the loop body; inner(r, body) says that r
// is grouped in a loop inside it.
func ivGroups(f *Func, body map[int]bool, inner func(*Reg, map[int]bool) bool) []*ivGroup {
	type cand struct {
		add   *Inst
		block int
		index int
	}
	written := map[*Reg]int{}
	cands := map[*Reg]*cand{}
	var regs []*Reg // cands' keys in block order
	for _, bi := range sortedBlocks(body) {
		for ii, in := range f.Blocks[bi].Insts {
			forDsts(in, func(r *Reg) {
				written[r]++
				if p, ok := ivStep(in); ok && p == r && cands[r] == nil {
					cands[r] = &cand{add: in, block: bi, index: ii}
					regs = append(regs, r)
				}
			})
		}
	}
	type key struct {
		block int
		reg   *Reg // the stride register, or nil for an immediate
		imm   uint64
	}
	byKey := map[key][]*cand{}
	var order []key
	for _, r := range regs {
		c := cands[r]
		if written[r] != 1 || inner(r, body) {
			continue
		}
		k := key{block: c.block}
		st := c.add.Src[1]
		if isReg(st, r) {
			st = c.add.Src[0]
		}
		switch st := st.(type) {
		case *RegOp:
			if written[st.Reg] > 0 {
				continue
			}
			k.reg = st.Reg
		case *Imm:
			k.imm = st.Bits
		}
		if byKey[k] == nil {
			order = append(order, k)
		}
		byKey[k] = append(byKey[k], c)
	}
	var groups []*ivGroup
	for _, k := range order {
		cs := byKey[k]
		if len(cs) < 2 {
			continue
		}
		// In block order.
		for i := 1; i < len(cs); i++ {
			for j := i; j > 0 && cs[j].index < cs[j-1].index; j-- {
				cs[j], cs[j-1] = cs[j-1], cs[j]
			}
		}
		member := map[*Reg]bool{}
		adds := map[*Inst]bool{}
		for _, c := range cs {
			member[c.add.Dst[0].(*RegOp).Reg] = true
			adds[c.add] = true
		}
		insts := f.Blocks[k.block].Insts
		clean := true
		for i := cs[0].index + 1; i < cs[len(cs)-1].index && clean; i++ {
			if adds[insts[i]] {
				continue
			}
			if isTerminator(insts[i]) {
				clean = false // the adds after it may not run
			}
			forReads(insts[i], func(r *Reg) { clean = clean && !member[r] })
		}
		if !clean {
			continue
		}
		g := &ivGroup{block: k.block, step: cs[0].add}
		for _, c := range cs {
			g.adds = append(g.adds, c.add)
			g.regs = append(g.regs, c.add.Dst[0].(*RegOp).Reg)
		}
		groups = append(groups, g)
	}
	return groups
}

// ivStep returns p when in is an unguarded `add.{s,u}64 p, p, s` (or
// s, p) with s a whole register or an immediate.
func ivStep(in *Inst) (*Reg, bool) {
	if in.Op != "add" || in.Guard != nil || len(in.Types) != 1 || len(in.Mods) != 0 ||
		(in.Types[0] != S64 && in.Types[0] != U64) || len(in.Dst) != 1 || len(in.Src) != 2 {
		return nil, false
	}
	d, ok := in.Dst[0].(*RegOp)
	if !ok || d.Sel != "" || d.Reg.Type.Bits != 64 {
		return nil, false
	}
	whole := func(o Operand) bool {
		switch o := o.(type) {
		case *RegOp:
			return o.Sel == ""
		case *Imm:
			return true
		}
		return false
	}
	if !whole(in.Src[0]) || !whole(in.Src[1]) {
		return nil, false
	}
	switch {
	case isReg(in.Src[0], d.Reg) && !isReg(in.Src[1], d.Reg):
		return d.Reg, true
	case isReg(in.Src[1], d.Reg) && !isReg(in.Src[0], d.Reg):
		return d.Reg, true
	}
	return nil, false
}

// rewrite applies one group's plan.
func (e *ivEdits) rewrite(p ivPlan) {
	f, g := e.f, p.g
	pos := g.step.Pos
	newReg := func(what string) *Reg { return f.NewTemp("%__ivshare_"+what, U64) }
	iv := newReg("iv")
	member := map[*Reg]bool{}
	for _, r := range g.regs {
		member[r] = true
	}
	// The reads in the loop take p + iv; the first add steps iv, the
	// others go.
	drop := map[*Inst]bool{}
	for _, a := range g.adds[1:] {
		drop[a] = true
	}
	for _, bi := range sortedBlocks(p.body) {
		b := e.blocks[bi]
		out := make([]*Inst, 0, len(b.Insts))
		for _, in := range b.Insts {
			switch {
			case drop[in]:
				continue
			case in == g.step:
				s := in.Src[1]
				if isReg(s, g.regs[0]) {
					s = in.Src[0]
				}
				out = append(out, &Inst{Pos: in.Pos, Op: "add", Types: []Type{U64},
					Dst: []Operand{&RegOp{Reg: iv}}, Src: []Operand{&RegOp{Reg: iv}, s}})
				continue
			}
			sums := map[*Reg]*Reg{}
			forReads(in, func(r *Reg) {
				if member[r] && sums[r] == nil {
					t := newReg("p")
					sums[r] = t
					out = append(out, &Inst{Pos: in.Pos, Op: "add", Types: []Type{U64},
						Dst: []Operand{&RegOp{Reg: t}}, Src: []Operand{&RegOp{Reg: r}, &RegOp{Reg: iv}}})
				}
			})
			if len(sums) > 0 {
				in = substRegs(in, sums)
			}
			out = append(out, in)
		}
		b.Insts = out
	}
	for _, x := range uniq(e.pred[p.header]) {
		if !p.body[x] {
			e.onEdge(x, p.header, []*Inst{{Pos: pos, Op: "mov", Types: []Type{U64},
				Dst: []Operand{&RegOp{Reg: iv}}, Src: []Operand{&Imm{Bits: 0, Type: U64}}}})
		}
	}
	for _, bi := range sortedBlocks(p.body) {
		for _, y := range uniq(e.succ[bi]) {
			if p.body[y] {
				continue
			}
			var fix []*Inst
			for _, r := range g.regs {
				if b := e.bit[r]; e.live[y][b/64]>>uint(b%64)&1 != 0 {
					fix = append(fix, &Inst{Pos: pos, Op: "add", Types: []Type{U64},
						Dst: []Operand{&RegOp{Reg: r}}, Src: []Operand{&RegOp{Reg: r}, &RegOp{Reg: iv}}})
				}
			}
			if len(fix) > 0 {
				e.onEdge(bi, y, fix)
			}
		}
	}
}

// onEdge puts insts on the CFG edge x -> y: before the branch of x when
// that is its one branch and y its only successor, else in a block on the
// edge, which the branches of x to y take (one per edge, shared by the
// groups).
func (e *ivEdits) onEdge(x, y int, insts []*Inst) {
	bx, by := e.blocks[x], e.blocks[y]
	if nb := e.edges[[2]int{x, y}]; nb != nil {
		n := len(nb.Insts)
		nb.Insts = append(append(nb.Insts[:n-1:n-1], insts...), nb.Insts[n-1])
		return
	}
	branches := 0
	for _, in := range bx.Insts {
		if in.Op == "bra" {
			branches++
		}
	}
	only := branches == 1
	for _, s := range e.succ[x] {
		only = only && s == y
	}
	if only {
		n := len(bx.Insts)
		bx.Insts = append(append(bx.Insts[:n-1:n-1], insts...), bx.Insts[n-1])
		return
	}
	nb := &Block{Label: e.newLabel(bx.Label + "_to_" + by.Label), Insts: append(append([]*Inst{}, insts...),
		&Inst{Pos: insts[0].Pos, Op: "bra", Src: []Operand{&Label{Name: by.Label}}})}
	e.edges[[2]int{x, y}] = nb
	for i, in := range bx.Insts {
		if in.Op == "bra" && len(in.Src) == 1 {
			if l, ok := in.Src[0].(*Label); ok && l.Name == by.Label {
				c := *in
				c.Src = []Operand{&Label{Name: nb.Label}}
				bx.Insts[i] = &c
			}
		}
	}
	e.after[bx] = append(e.after[bx], nb)
}

// newLabel returns base, or base_N where base is taken, and takes it.
func (e *ivEdits) newLabel(base string) string {
	name := base
	for i := 2; e.labels[name]; i++ {
		name = fmt.Sprintf("%s_%d", base, i)
	}
	e.labels[name] = true
	return name
}

// finish puts the edge blocks into f, each after the block it leaves.
func (e *ivEdits) finish() {
	if len(e.after) == 0 {
		return
	}
	out := make([]*Block, 0, len(e.f.Blocks)+len(e.edges))
	for _, b := range e.f.Blocks {
		out = append(append(out, b), e.after[b]...)
	}
	e.f.Blocks = out
}

// liveIn returns, for every block of f, which of regs (bit k for regs[k])
// are live on entry.
func liveIn(f *Func, succ [][]int, regs []*Reg) [][]uint64 {
	idx := map[*Reg]int{}
	for k, r := range regs {
		idx[r] = k
	}
	n, words := len(f.Blocks), (len(regs)+63)/64
	set := func() [][]uint64 {
		s := make([][]uint64, n)
		for i := range s {
			s[i] = make([]uint64, words)
		}
		return s
	}
	use, def, in := set(), set(), set()
	for i, b := range f.Blocks {
		for _, inst := range b.Insts {
			forReads(inst, func(r *Reg) {
				if k, ok := idx[r]; ok && def[i][k/64]>>uint(k%64)&1 == 0 {
					use[i][k/64] |= 1 << uint(k%64)
				}
			})
			if inst.Guard == nil {
				for _, d := range inst.Dst {
					if x, ok := d.(*RegOp); ok && x.Sel == "" {
						if k, ok := idx[x.Reg]; ok {
							def[i][k/64] |= 1 << uint(k%64)
						}
					}
				}
			}
		}
	}
	out := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := n - 1; i >= 0; i-- {
			for w := range out {
				out[w] = 0
			}
			for _, s := range succ[i] {
				for w := range out {
					out[w] |= in[s][w]
				}
			}
			for w := range out {
				if v := use[i][w] | out[w]&^def[i][w]; v != in[i][w] {
					in[i][w], changed = v, true
				}
			}
		}
	}
	return in
}

// substRegs returns a copy of in whose reads of the registers in m read
// their replacements.
func substRegs(in *Inst, m map[*Reg]*Reg) *Inst {
	var sub func(o Operand) Operand
	sub = func(o Operand) Operand {
		switch o := o.(type) {
		case *RegOp:
			if r := m[o.Reg]; r != nil {
				return &RegOp{Reg: r, Sel: o.Sel}
			}
		case *Addr:
			return &Addr{Base: sub(o.Base), Offset: o.Offset}
		case *Vec:
			v := &Vec{Elems: make([]Operand, len(o.Elems))}
			for i, e := range o.Elems {
				v.Elems[i] = sub(e)
			}
			return v
		case *Tuple:
			v := &Tuple{Elems: make([]Operand, len(o.Elems))}
			for i, e := range o.Elems {
				v.Elems[i] = sub(e)
			}
			return v
		case *Not:
			return &Not{X: sub(o.X)}
		}
		return o
	}
	c := *in
	c.Src = make([]Operand, len(in.Src))
	for i, s := range in.Src {
		c.Src[i] = sub(s)
	}
	return &c
}

// uniq returns xs without repeats, in order.
func uniq(xs []int) []int {
	var out []int
	seen := map[int]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// sortedBlocks returns the block indices of body in increasing order.
func sortedBlocks(body map[int]bool) []int {
	out := make([]int, 0, len(body))
	for b := range body {
		out = append(out, b)
	}
	sort.Ints(out)
	return out
}
