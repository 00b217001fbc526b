package semantics

import (
	"fmt"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// maxInlineRounds bounds nested inlining (a call chain deeper than this is
// left as calls).
const maxInlineRounds = 16

// passInline inlines every call of a .func that is defined in the module
// and not part of a recursive cycle, then drops the .funcs nobody calls.
//
// Inlining makes `exit` exact wherever it stands (after inlining it is in
// a kernel, where a thread can leave while the others go on), gives warp
// operations inside functions the caller's active lanes, and spares the
// llc builder, which runs no IR inliner, a real call with its parameters in
// scratch memory.
//
// A callee's registers, labels and local variables are renamed with an
// ".inlN" suffix; its .param parameters become the caller's call-sequence
// .param variables (the call's operands); `ret` becomes a branch to the
// block after the call.
//
// Needs: nothing. Guarantees: no call to a non-recursive defined .func
// remains.
func passInline(m *Module, _ PassOptions, diags *diag.List) {
	funcs := map[string]*Func{}
	for _, f := range m.Funcs {
		funcs[f.Name] = f
	}
	recursive := recursiveFuncs(m, funcs)
	n := 0
	for round := 0; round < maxInlineRounds; round++ {
		changed := false
		for _, f := range m.Funcs {
			if f.Extern || recursive[f.Name] {
				continue
			}
			for inlineOne(f, funcs, recursive, &n) {
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	// Drop .funcs that are no longer called or referenced (a function whose
	// address is taken, in code or in a variable's initialiser, stays).
	called := map[string]bool{}
	for _, v := range m.Globals {
		for _, s := range v.InitSyms {
			called[s.Sym] = true
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				for _, s := range in.Src {
					if sy, ok := s.(*Sym); ok && sy.Kind == SymFunc {
						called[sy.Name] = true
					}
				}
			}
		}
	}
	out := m.Funcs[:0]
	for _, f := range m.Funcs {
		if f.Kernel || f.Extern || called[f.Name] {
			out = append(out, f)
		}
	}
	m.Funcs = out
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

// recursiveFuncs finds the functions on a cycle of the call graph.
func recursiveFuncs(m *Module, funcs map[string]*Func) map[string]bool {
	calls := map[string][]string{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if t := callTarget(in); t != "" {
					calls[f.Name] = append(calls[f.Name], t)
				}
			}
		}
	}
	rec := map[string]bool{}
	for _, f := range m.Funcs {
		// f is recursive when f is reachable from its own callees.
		seen := map[string]bool{}
		stack := append([]string{}, calls[f.Name]...)
		for len(stack) > 0 {
			g := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if g == f.Name {
				rec[f.Name] = true
				break
			}
			if seen[g] {
				continue
			}
			seen[g] = true
			stack = append(stack, calls[g]...)
		}
	}
	return rec
}

// inlineOne inlines the first inlinable call in f and reports whether it
// found one.
func inlineOne(f *Func, funcs map[string]*Func, recursive map[string]bool, n *int) bool {
	for bi, b := range f.Blocks {
		for ii, in := range b.Insts {
			name := callTarget(in)
			callee := funcs[name]
			if callee == nil || callee.Extern || callee.Kernel || recursive[name] || callee == f {
				continue
			}
			if len(in.Dst) != len(callee.Returns) || len(in.Src)-1 != len(callee.Params) {
				continue // the lowering reports the mismatch at the call
			}
			if hasRegParams(callee) {
				continue
			}
			*n++
			splice(f, bi, ii, in, callee, fmt.Sprintf(".inl%d", *n))
			return true
		}
	}
	return false
}

func hasRegParams(f *Func) bool {
	for _, p := range append(append([]*Param{}, f.Params...), f.Returns...) {
		if p.Reg {
			return true
		}
	}
	return false
}

// splice replaces call instruction in (the ii'th of block bi of f) by a copy
// of callee's body.
func splice(f *Func, bi, ii int, call *Inst, callee *Func, sfx string) {
	regs := map[*Reg]*Reg{}
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
	var body []*Block
	for _, cb := range callee.Blocks {
		nb := &Block{Label: label(cb.Label)}
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
	blk := f.Blocks[bi]
	after.Insts = append(after.Insts, blk.Insts[ii+1:]...)
	pre := blk.Insts[:ii:ii]
	entry := body[0].Label
	if call.Guard != nil {
		// @p call f  ->  @!p bra after; bra f.entry
		skip := &Inst{Pos: call.Pos, Op: "bra", Guard: &Guard{Reg: call.Guard.Reg, Neg: !call.Guard.Neg}, Src: []Operand{&Label{Name: after.Label}}}
		pre = append(pre, skip)
	}
	pre = append(pre, &Inst{Pos: call.Pos, Op: "bra", Src: []Operand{&Label{Name: entry}}})
	blk.Insts = pre
	blocks := append([]*Block{}, f.Blocks[:bi+1]...)
	blocks = append(blocks, body...)
	blocks = append(blocks, after)
	blocks = append(blocks, f.Blocks[bi+1:]...)
	f.Blocks = blocks
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
