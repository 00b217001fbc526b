package semantics

import (
	"fmt"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// Inlining budget: the instructions that inlining may add to a module,
// inlineBudgetBase plus inlineBudgetFactor times the module's own. A call
// tree that would grow past it (a chain of calls that each call the next
// twice doubles at every level) keeps its remaining calls as calls.
const (
	inlineBudgetBase   = 1 << 15
	inlineBudgetFactor = 16
)

// passInline inlines every call of a .func that is defined in the module
// and not part of a recursive cycle, then drops the .funcs nobody calls.
//
// Inlining makes `exit` exact wherever it stands (after inlining it is in
// a kernel, where a thread can leave while the others go on), gives warp
// operations inside functions the caller's active lanes, and spares the
// llc builder, which runs no IR inliner, a real call with its parameters in
// scratch memory.
//
// It works top down and in one sweep per function: the kernels first,
// then every .func still referenced (through a call left in place, an
// address taken in code or in an initialiser). A call is replaced by a
// copy of the callee's body as built (never of a body already inlined
// into), and the copy is scanned for calls in turn, so that each function
// costs the size of what it becomes. A .func that only other .funcs call
// is never expanded on its own: a chain of N functions costs N copies,
// not N*N.
//
// A callee's registers, labels and local variables are renamed with an
// ".inlN" suffix; its .param parameters become the caller's call-sequence
// .param variables (the call's operands); `ret` becomes a branch to the
// block after the call.
//
// Needs: nothing. Guarantees: no call to a non-recursive defined .func
// remains, unless the module outgrew the inlining budget.
func passInline(m *Module, _ PassOptions, diags *diag.List) {
	in := &inliner{funcs: map[string]*Func{}, orig: map[*Func][]*Block{}}
	size := 0
	for _, f := range m.Funcs {
		in.funcs[f.Name] = f
		in.orig[f] = f.Blocks
		for _, b := range f.Blocks {
			size += len(b.Insts)
		}
	}
	in.budget = inlineBudgetBase + inlineBudgetFactor*size
	in.recursive = recursiveFuncs(m, in.funcs)
	// Kernels are roots; so is every .func something still refers to once
	// the roots before it are expanded.
	referenced := map[string]bool{}
	for _, v := range m.Globals {
		for _, s := range v.InitSyms {
			referenced[s.Sym] = true
		}
	}
	done := map[*Func]bool{}
	var work []*Func
	for _, f := range m.Funcs {
		if f.Kernel {
			work = append(work, f)
		}
	}
	for _, f := range m.Funcs {
		if !f.Kernel && referenced[f.Name] {
			work = append(work, f)
		}
	}
	for len(work) > 0 {
		f := work[0]
		work = work[1:]
		if done[f] || f.Extern {
			continue
		}
		done[f] = true
		in.expand(f)
		for _, b := range f.Blocks {
			for _, ins := range b.Insts {
				for _, s := range ins.Src {
					if sy, ok := s.(*Sym); ok && sy.Kind == SymFunc {
						referenced[sy.Name] = true
						if g := in.funcs[sy.Name]; g != nil && !done[g] {
							work = append(work, g)
						}
					}
				}
			}
		}
	}
	out := m.Funcs[:0]
	for _, f := range m.Funcs {
		if f.Kernel || f.Extern || referenced[f.Name] {
			out = append(out, f)
		}
	}
	m.Funcs = out
}

// inliner holds the state of one inlining pass.
type inliner struct {
	funcs     map[string]*Func
	orig      map[*Func][]*Block // each body as built, the template of its copies
	recursive map[string]bool
	budget    int // instructions inlining may still add
	n         int // copies made, for the .inlN suffixes
}

// callTarget returns the callee of a direct call instruction.
func callTarget(in *Inst) string {
	if in.Op != "call" || len(in.Src) == 0 {
		return ""
	}
	if sy, ok := in.Src[0].(*Sym); ok && sy.Kind == SymFunc {
		return sy.Name
	}
	return ""
}

// recursiveFuncs finds the functions on a cycle of the call graph (the
// strongly connected components of more than one function, and functions
// that call themselves), in time linear in the calls.
func recursiveFuncs(m *Module, funcs map[string]*Func) map[string]bool {
	calls := map[string][]string{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if t := callTarget(in); t != "" && funcs[t] != nil {
					calls[f.Name] = append(calls[f.Name], t)
				}
			}
		}
	}
	// Tarjan's algorithm.
	index := map[string]int{}
	low := map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	rec := map[string]bool{}
	var visit func(v string)
	visit = func(v string) {
		index[v] = len(index)
		low[v] = index[v]
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range calls[v] {
			if _, seen := index[w]; !seen {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
			if w == v {
				rec[v] = true
			}
		}
		if low[v] == index[v] {
			top := len(stack)
			for stack[top-1] != v {
				top--
			}
			if len(stack)-top > 0 {
				for _, w := range stack[top-1:] {
					rec[w] = true
				}
			}
			for _, w := range stack[top-1:] {
				onStack[w] = false
			}
			stack = stack[:top-1]
		}
	}
	for _, f := range m.Funcs {
		if _, seen := index[f.Name]; !seen {
			visit(f.Name)
		}
	}
	return rec
}

// inlinable returns the callee that call in f may be replaced by, or nil.
func (il *inliner) inlinable(f *Func, in *Inst) *Func {
	name := callTarget(in)
	if name == "" {
		return nil
	}
	callee := il.funcs[name]
	if callee == nil || callee.Extern || callee.Kernel || il.recursive[name] || callee == f {
		return nil
	}
	if len(in.Dst) != len(callee.Returns) || len(in.Src)-1 != len(callee.Params) {
		return nil // the lowering reports the mismatch at the call
	}
	if hasRegParams(callee) {
		return nil
	}
	size := 0
	for _, b := range il.orig[callee] {
		size += len(b.Insts)
	}
	if size > il.budget {
		return nil
	}
	il.budget -= size
	return callee
}

// expand inlines every inlinable call of f, and the calls of what it
// inlines, in one pass over the blocks. Blocks of f that are templates of
// other copies are never changed: a split block is a new one.
func (il *inliner) expand(f *Func) {
	var out []*Block
	stack := make([]*Block, 0, len(f.Blocks))
	for i := len(f.Blocks) - 1; i >= 0; i-- {
		stack = append(stack, f.Blocks[i])
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		split, callee := -1, (*Func)(nil)
		for ii, in := range b.Insts {
			if callee = il.inlinable(f, in); callee != nil {
				split = ii
				break
			}
		}
		if split < 0 {
			out = append(out, b)
			continue
		}
		il.n++
		sfx := fmt.Sprintf(".inl%d", il.n)
		call := b.Insts[split]
		body, after := il.copyBody(f, call, callee, sfx)
		after.Insts = b.Insts[split+1:]
		pre := &Block{Label: b.Label, Insts: b.Insts[:split:split]}
		if call.Guard != nil {
			// @p call f  ->  @!p bra after; bra f.entry
			pre.Insts = append(pre.Insts, &Inst{Pos: call.Pos, Op: "bra", Guard: &Guard{Reg: call.Guard.Reg, Neg: !call.Guard.Neg}, Src: []Operand{&Label{Name: after.Label}}})
		}
		pre.Insts = append(pre.Insts, &Inst{Pos: call.Pos, Op: "bra", Src: []Operand{&Label{Name: body[0].Label}}})
		out = append(out, pre)
		// Scan the copy next, then what followed the call.
		stack = append(stack, after)
		for i := len(body) - 1; i >= 0; i-- {
			stack = append(stack, body[i])
		}
	}
	f.Blocks = out
}

func hasRegParams(f *Func) bool {
	for _, p := range append(append([]*Param{}, f.Params...), f.Returns...) {
		if p.Reg {
			return true
		}
	}
	return false
}

// copyBody copies callee's body as built for call, renaming with sfx, and
// adds its registers and local variables to f. It returns the copied
// blocks (the entry first), whose returns branch to after, and the empty
// block after.
func (il *inliner) copyBody(f *Func, call *Inst, callee *Func, sfx string) ([]*Block, *Block) {
	regs := make(map[*Reg]*Reg, len(callee.Regs))
	for _, r := range callee.Regs {
		nr := &Reg{Name: r.Name + sfx, Type: r.Type}
		regs[r] = nr
		f.Regs = append(f.Regs, nr)
	}
	syms := map[string]string{}
	for i, p := range callee.Returns {
		syms[p.Name] = call.Dst[i].(*Sym).Name
	}
	for i, p := range callee.Params {
		syms[p.Name] = call.Src[i+1].(*Sym).Name
	}
	for _, v := range callee.Locals {
		nv := *v
		nv.Name = v.Name + sfx
		syms[v.Name] = nv.Name
		f.Locals = append(f.Locals, &nv)
	}
	label := func(l string) string { return l + sfx }
	after := &Block{Label: "ret" + sfx}
	body := make([]*Block, 0, len(il.orig[callee]))
	for _, cb := range il.orig[callee] {
		nb := &Block{Label: label(cb.Label), Insts: make([]*Inst, 0, len(cb.Insts))}
		for _, ci := range cb.Insts {
			ni := cloneInst(ci, regs, syms, label)
			if ni.Op == "ret" {
				ni.Op = "bra"
				ni.Mods = nil
				ni.Src = []Operand{&Label{Name: after.Label}}
			}
			nb.Insts = append(nb.Insts, ni)
		}
		body = append(body, nb)
	}
	return body, after
}

func cloneInst(in *Inst, regs map[*Reg]*Reg, syms map[string]string, label func(string) string) *Inst {
	ni := *in
	ni.Mods = append([]string(nil), in.Mods...)
	ni.Types = append([]Type(nil), in.Types...)
	if in.Guard != nil {
		ni.Guard = &Guard{Reg: regs[in.Guard.Reg], Neg: in.Guard.Neg}
	}
	ni.Dst = cloneOperands(in.Dst, regs, syms, label)
	ni.Src = cloneOperands(in.Src, regs, syms, label)
	return &ni
}

func cloneOperands(ops []Operand, regs map[*Reg]*Reg, syms map[string]string, label func(string) string) []Operand {
	if ops == nil {
		return nil
	}
	out := make([]Operand, len(ops))
	for i, o := range ops {
		out[i] = cloneOperand(o, regs, syms, label)
	}
	return out
}

func cloneOperand(o Operand, regs map[*Reg]*Reg, syms map[string]string, label func(string) string) Operand {
	switch o := o.(type) {
	case *RegOp:
		if r, ok := regs[o.Reg]; ok {
			return &RegOp{Reg: r, Sel: o.Sel}
		}
		return &RegOp{Reg: o.Reg, Sel: o.Sel}
	case *Imm:
		c := *o
		return &c
	case *Special:
		c := *o
		return &c
	case *Sym:
		c := *o
		if to, ok := syms[o.Name]; ok {
			c.Name = to
		}
		return &c
	case *Addr:
		return &Addr{Base: cloneOperand(o.Base, regs, syms, label), Offset: o.Offset}
	case *Label:
		return &Label{Name: label(o.Name)}
	case *Vec:
		return &Vec{Elems: cloneOperands(o.Elems, regs, syms, label)}
	case *Tuple:
		return &Tuple{Elems: cloneOperands(o.Elems, regs, syms, label)}
	case *Sink:
		return &Sink{}
	case *Not:
		return &Not{X: cloneOperand(o.X, regs, syms, label)}
	case nil:
		return nil
	}
	panic(fmt.Sprintf("BUG: inline: operand %T", o))
}
