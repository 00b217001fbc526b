package semantics

import (
	"fmt"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// passRegParams turns the .reg parameters and return values of .funcs
// (`.func (.reg .b32 a, .reg .b32 b) g(.reg .u64 x)`, PTX ISA 5.1.6.1
// "Kernel and Function Directives: .func") into .param ones, which is what
// the rest of the translator knows how to pass:
//
//   - in the callee, each .reg parameter becomes a .param parameter (named
//     NAME$reg) loaded into its registers at entry; each .reg return value
//     is stored from its registers before every ret;
//   - at each direct call of such a function, an argument or result that is
//     a register or a constant goes through a new .param variable of the
//     caller: st.param before the call, ld.param after it.
//
// Vector .reg parameters (.reg .v2 .u32 v) move as ld/st.param.v2.
// Inlining then removes the .param traffic.
//
// Needs: nothing. Guarantees: no parameter has Reg set; every operand of a
// direct call to a module function is a .param symbol.
func passRegParams(m *Module, _ PassOptions, diags *diag.List) {
	funcs := map[string]*Func{}
	for _, f := range m.Funcs {
		funcs[f.Name] = f
	}
	// Call sites first, while the callees still say which parameters were
	// registers.
	for _, f := range m.Funcs {
		rewriteRegCalls(f, funcs, diags)
	}
	for _, f := range m.Funcs {
		if hasRegParams(f) {
			lowerRegParams(f, diags)
		}
	}
}

// paramMove is ld.param/st.param of parameter p's type and shape.
func paramMove(pos diag.Pos, op string, p *Param) *Inst {
	in := &Inst{Pos: pos, Op: op, Mods: []string{"param"}, Types: []Type{p.Type}}
	if p.Vec > 0 {
		in.Mods = append(in.Mods, fmt.Sprintf("v%d", p.Vec))
	}
	return in
}

// regsOperand is the operand that names p's registers: the register, or
// the vector of its element registers.
func regsOperand(p *Param) Operand {
	if len(p.Regs) == 1 {
		return &RegOp{Reg: p.Regs[0]}
	}
	v := &Vec{}
	for _, r := range p.Regs {
		v.Elems = append(v.Elems, &RegOp{Reg: r})
	}
	return v
}

// lowerRegParams makes f's .reg parameters .param ones.
func lowerRegParams(f *Func, diags *diag.List) {
	var entry, exit []*Inst
	for _, p := range f.Params {
		if !p.Reg {
			continue
		}
		if !regParamOK(f, p, diags) {
			return
		}
		p.Reg, p.Name = false, p.Name+"$reg"
		ld := paramMove(p.Pos, "ld", p)
		ld.Dst = []Operand{regsOperand(p)}
		ld.Src = []Operand{&Addr{Base: &Sym{Name: p.Name, Kind: SymParam}}}
		entry = append(entry, ld)
	}
	for _, p := range f.Returns {
		if !p.Reg {
			continue
		}
		if !regParamOK(f, p, diags) {
			return
		}
		p.Reg, p.Name = false, p.Name+"$reg"
		st := paramMove(p.Pos, "st", p)
		st.Src = []Operand{&Addr{Base: &Sym{Name: p.Name, Kind: SymParam}}, regsOperand(p)}
		exit = append(exit, st)
	}
	// The parameters are plain .param ones now, as a parsed module has them.
	for _, p := range append(append([]*Param{}, f.Params...), f.Returns...) {
		p.Regs, p.Vec = nil, 0
	}
	if f.Extern || len(f.Blocks) == 0 {
		return
	}
	f.Blocks[0].Insts = append(entry, f.Blocks[0].Insts...)
	if len(exit) == 0 {
		return
	}
	for _, b := range f.Blocks {
		var out []*Inst
		for _, in := range b.Insts {
			if in.Op == "ret" {
				for _, st := range exit {
					c := *st
					c.Pos, c.Guard = in.Pos, in.Guard
					out = append(out, &c)
				}
			}
			out = append(out, in)
		}
		b.Insts = out
	}
}

func regParamOK(f *Func, p *Param, diags *diag.List) bool {
	switch {
	case p.Type == Pred:
		diags.Errorf(p.Pos, "unsupported: .reg .pred parameter %s of .func %s", p.Name, f.Name)
		return false
	case !f.Extern && len(p.Regs) == 0:
		diags.Errorf(p.Pos, "BUG: regparams: .reg parameter %s of %s has no registers", p.Name, f.Name)
		return false
	}
	return true
}

// rewriteRegCalls passes the register and constant operands of f's direct
// calls to functions with .reg parameters through .param variables.
func rewriteRegCalls(f *Func, funcs map[string]*Func, diags *diag.List) {
	n := 0
	for _, b := range f.Blocks {
		var out []*Inst
		for _, in := range b.Insts {
			callee := funcs[callTarget(in)]
			if callee == nil || !hasRegParams(callee) {
				out = append(out, in)
				continue
			}
			if len(in.Dst) != len(callee.Returns) || len(in.Src)-1 != len(callee.Params) {
				diags.Errorf(in.Pos, "call of %s: %d results and %d arguments, but it has %d and %d",
					callee.Name, len(in.Dst), len(in.Src)-1, len(callee.Returns), len(callee.Params))
				out = append(out, in)
				continue
			}
			temp := func(p *Param) *Sym {
				n++
				v := &Var{Pos: in.Pos, Name: fmt.Sprintf("%s.regcall%d.%s", f.Name, n, p.Name), Space: SpaceParam,
					Elem: p.Type, Count: p.Count, Align: p.Align}
				f.Locals = append(f.Locals, v)
				return &Sym{Name: v.Name, Kind: SymParam}
			}
			var after []*Inst
			for i, p := range callee.Params {
				a := in.Src[i+1]
				if _, ok := a.(*Sym); ok && !p.Reg {
					continue
				}
				s := temp(p)
				st := paramMove(in.Pos, "st", p)
				st.Guard = in.Guard
				st.Src = []Operand{&Addr{Base: s}, retype(a, p.Type)}
				out = append(out, st)
				in.Src[i+1] = s
			}
			for i, p := range callee.Returns {
				d := in.Dst[i]
				if _, ok := d.(*Sym); ok && !p.Reg {
					continue
				}
				s := temp(p)
				ld := paramMove(in.Pos, "ld", p)
				ld.Guard = in.Guard
				ld.Dst = []Operand{d}
				ld.Src = []Operand{&Addr{Base: s}}
				after = append(after, ld)
				in.Dst[i] = s
			}
			out = append(out, in)
			out = append(out, after...)
		}
		b.Insts = out
	}
}

// retype gives constants of a call's argument list the parameter's type
// (the builder typed them .b32).
func retype(o Operand, t Type) Operand {
	switch o := o.(type) {
	case *Imm:
		bits := o.Bits
		if t.Bits < 64 {
			bits &= mask(t.Bits)
		}
		return &Imm{Bits: bits, Type: t}
	case *Vec:
		v := &Vec{}
		for _, e := range o.Elems {
			v.Elems = append(v.Elems, retype(e, t))
		}
		return v
	}
	return o
}
