package semantics

import "github.com/ptxamd/ptxamd/internal/diag"

// passContract fuses a floating-point mul and the add that consumes it into
// one fma, the way NVIDIA's ptxas does: PTX lets the code generator turn
// mul/add without a rounding modifier into a fused multiply-add (PTX ISA
// 9.7.3: "mul/add sequences with no rounding modifiers may be optimized to
// use fused-multiply-add instructions"), and ptxas does, so the results
// recorded on NVIDIA GPUs are those of the fused form. Doing the same here,
// in SIR, gives the GPU and the emulator the same rounding.
//
// A pair is fused when, in one block: `d = mul.T a, b` and later
// `e = add.T d, c` (or c, d), both without .rn/.rz/.rm/.rp, .sat or a guard,
// with the same .ftz; d is used by nothing else in the function; and a, b
// and d are not written in between. T is f16, f16x2, f32 or f64.
//
// Needs: inline (so that uses are all in one function).
func passContract(m *Module, _ PassOptions, _ *diag.List) {
	for _, f := range m.Funcs {
		if f.Extern {
			continue
		}
		uses := map[*Reg]int{}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Guard != nil {
					uses[in.Guard.Reg]++
				}
				for _, s := range in.Src {
					countUses(s, uses)
				}
			}
		}
		for _, b := range f.Blocks {
			contractBlock(b, uses)
		}
	}
}

func countUses(o Operand, uses map[*Reg]int) {
	switch o := o.(type) {
	case *RegOp:
		uses[o.Reg]++
	case *Addr:
		countUses(o.Base, uses)
	case *Vec:
		for _, e := range o.Elems {
			countUses(e, uses)
		}
	case *Tuple:
		for _, e := range o.Elems {
			countUses(e, uses)
		}
	case *Not:
		countUses(o.X, uses)
	}
}

// contractible reports whether in is a float mul/add that may be fused.
func contractible(in *Inst, op string) bool {
	if in.Op != op || in.Guard != nil || len(in.Types) != 1 || len(in.Dst) != 1 {
		return false
	}
	switch in.Types[0] {
	case F16, F16x2, F32, F64:
	default:
		return false
	}
	for _, m := range in.Mods {
		if m != "ftz" {
			return false
		}
	}
	return true
}

func contractBlock(b *Block, uses map[*Reg]int) {
	dead := map[int]bool{}
	for i, mul := range b.Insts {
		if !contractible(mul, "mul") || len(mul.Src) != 2 {
			continue
		}
		d, ok := mul.Dst[0].(*RegOp)
		if !ok || d.Sel != "" || uses[d.Reg] != 1 {
			continue
		}
		a, bb := mul.Src[0], mul.Src[1]
		for j := i + 1; j < len(b.Insts); j++ {
			add := b.Insts[j]
			if readsReg(add, d.Reg) {
				if !contractible(add, "add") || add.Types[0] != mul.Types[0] || add.Has("ftz") != mul.Has("ftz") || len(add.Src) != 2 {
					break
				}
				var c Operand
				switch {
				case isReg(add.Src[0], d.Reg) && !isReg(add.Src[1], d.Reg):
					c = add.Src[1]
				case isReg(add.Src[1], d.Reg) && !isReg(add.Src[0], d.Reg):
					c = add.Src[0]
				default:
					break
				}
				if c == nil {
					break
				}
				mods := []string{"rn"}
				if add.Has("ftz") {
					mods = append(mods, "ftz")
				}
				b.Insts[j] = &Inst{Pos: add.Pos, Op: "fma", Mods: mods, Types: add.Types, Dst: add.Dst, Src: []Operand{a, bb, c}}
				dead[i] = true
				break
			}
			if writesAny(add, d.Reg, a, bb) || isTerminator(add) {
				break
			}
		}
	}
	if len(dead) == 0 {
		return
	}
	out := b.Insts[:0]
	for i, in := range b.Insts {
		if !dead[i] {
			out = append(out, in)
		}
	}
	b.Insts = out
}

func isReg(o Operand, r *Reg) bool {
	x, ok := o.(*RegOp)
	return ok && x.Reg == r && x.Sel == ""
}

// readsReg reports whether in reads r (in a source, address or guard).
func readsReg(in *Inst, r *Reg) bool {
	uses := map[*Reg]int{}
	for _, s := range in.Src {
		countUses(s, uses)
	}
	if in.Guard != nil && in.Guard.Reg == r {
		return true
	}
	return uses[r] > 0
}

// writesAny reports whether in writes r or a register read by a or b.
func writesAny(in *Inst, r *Reg, a, b Operand) bool {
	regs := map[*Reg]int{r: 1}
	countUses(a, regs)
	countUses(b, regs)
	for _, d := range in.Dst {
		switch d := d.(type) {
		case *RegOp:
			if regs[d.Reg] > 0 {
				return true
			}
		case *Vec:
			for _, e := range d.Elems {
				if x, ok := e.(*RegOp); ok && regs[x.Reg] > 0 {
					return true
				}
			}
		}
	}
	// Calls and carry-chain instructions write what they write; anything
	// with side effects on registers is listed in Dst.
	return false
}
