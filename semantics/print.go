package semantics

import (
	"fmt"
	"math"
	"strings"
)

// Print writes the module in SIR text form. Parse reads it back; the pair
// round-trips (Print(Parse(Print(m))) == Print(m)).
func Print(m *Module) string {
	var b strings.Builder
	fmt.Fprintf(&b, "sir warp=%d lanemask=%d", m.WarpSize, m.LaneMaskBits)
	if m.Mode != "" {
		fmt.Fprintf(&b, " mode=%s", m.Mode)
	}
	b.WriteString("\n")
	for _, v := range m.Globals {
		b.WriteString("\n")
		printVar(&b, v, "")
	}
	for _, f := range m.Funcs {
		b.WriteString("\n")
		printFunc(&b, f)
	}
	return b.String()
}

func printVar(b *strings.Builder, v *Var, indent string) {
	fmt.Fprintf(b, "%svar .%s .%s @%s[%d] align %d", indent, v.Space, v.Elem, v.Name, v.Count, v.Align)
	if v.Extern {
		b.WriteString(" extern")
	}
	if v.Init != nil {
		fmt.Fprintf(b, " init %x", v.Init)
	}
	for _, s := range v.InitSyms {
		kw := "addr"
		if s.Generic {
			kw = "generic"
		}
		fmt.Fprintf(b, " %s %d @%s%+d", kw, s.Offset, s.Sym, s.Addend)
	}
	b.WriteString("\n")
}

func printParam(b *strings.Builder, p *Param, kernel bool) {
	space := "param"
	if p.Reg {
		space = "reg"
	}
	fmt.Fprintf(b, ".%s .%s %s[%d] align %d", space, p.Type, p.Name, p.Count, p.Align)
	if kernel {
		fmt.Fprintf(b, " offset %d", p.Offset)
	}
}

func printFunc(b *strings.Builder, f *Func) {
	switch {
	case f.Kernel:
		b.WriteString("kernel ")
	default:
		b.WriteString("func ")
	}
	if f.Extern {
		b.WriteString("extern ")
	}
	if len(f.Returns) > 0 {
		b.WriteString("(")
		for i, p := range f.Returns {
			if i > 0 {
				b.WriteString(", ")
			}
			printParam(b, p, false)
		}
		b.WriteString(") ")
	}
	fmt.Fprintf(b, "@%s(", f.Name)
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		printParam(b, p, f.Kernel)
	}
	b.WriteString(")")
	if f.ReqNTID != [3]int{} {
		fmt.Fprintf(b, " reqntid %d,%d,%d", f.ReqNTID[0], f.ReqNTID[1], f.ReqNTID[2])
	}
	if f.MaxNTID != [3]int{} {
		fmt.Fprintf(b, " maxntid %d,%d,%d", f.MaxNTID[0], f.MaxNTID[1], f.MaxNTID[2])
	}
	if f.ReqNCluster != [3]int{} {
		fmt.Fprintf(b, " reqnctapercluster %d,%d,%d", f.ReqNCluster[0], f.ReqNCluster[1], f.ReqNCluster[2])
	}
	if f.ExplicitCluster {
		b.WriteString(" explicitcluster")
	}
	if f.Extern {
		b.WriteString("\n")
		return
	}
	b.WriteString(" {\n")
	for _, v := range f.Locals {
		printVar(b, v, "  ")
	}
	for _, r := range f.Regs {
		fmt.Fprintf(b, "  reg %s .%s\n", r.Name, r.Type)
	}
	for _, blk := range f.Blocks {
		fmt.Fprintf(b, "%s:\n", blk.Label)
		for _, in := range blk.Insts {
			b.WriteString("  ")
			b.WriteString(FormatInst(in))
			b.WriteString("\n")
		}
	}
	b.WriteString("}\n")
}

// OpName is the instruction's full opcode: op.mods.types.
func (in *Inst) OpName() string {
	var b strings.Builder
	b.WriteString(in.Op)
	for _, m := range in.Mods {
		b.WriteByte('.')
		b.WriteString(m)
	}
	for _, t := range in.Types {
		b.WriteByte('.')
		b.WriteString(t.String())
	}
	return b.String()
}

// FormatInst prints one instruction in SIR text form.
func FormatInst(in *Inst) string {
	var b strings.Builder
	if in.Guard != nil {
		b.WriteString("@")
		if in.Guard.Neg {
			b.WriteString("!")
		}
		b.WriteString(in.Guard.Reg.Name)
		b.WriteString(" ")
	}
	if len(in.Dst) > 0 {
		for i, d := range in.Dst {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(FormatOperand(d))
		}
		b.WriteString(" = ")
	}
	b.WriteString(in.OpName())
	for i, s := range in.Src {
		if i == 0 {
			b.WriteString(" ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(FormatOperand(s))
	}
	return b.String()
}

// FormatOperand prints one operand in SIR text form.
func FormatOperand(o Operand) string {
	switch o := o.(type) {
	case *RegOp:
		return o.Reg.Name + o.Sel
	case *Imm:
		return formatImm(o)
	case *Special:
		return "%" + o.Name
	case *Sym:
		return "@" + o.Name
	case *Addr:
		var base string
		switch bo := o.Base.(type) {
		case nil:
			return fmt.Sprintf("[%#x]", uint64(o.Offset))
		default:
			base = FormatOperand(bo)
		}
		if o.Offset != 0 {
			return fmt.Sprintf("[%s%+d]", base, o.Offset)
		}
		return "[" + base + "]"
	case *Label:
		return "^" + o.Name
	case *Vec:
		parts := make([]string, len(o.Elems))
		for i, e := range o.Elems {
			parts[i] = FormatOperand(e)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case *Tuple:
		parts := make([]string, len(o.Elems))
		for i, e := range o.Elems {
			parts[i] = FormatOperand(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *Sink:
		return "_"
	case *Not:
		return "!" + FormatOperand(o.X)
	case nil:
		return "<nil>"
	}
	return fmt.Sprintf("<%T>", o)
}

func formatImm(o *Imm) string {
	t := o.Type
	switch {
	case t.Kind == KindSigned:
		v := int64(o.Bits)
		if t.Bits < 64 {
			sh := 64 - uint(t.Bits)
			v = int64(o.Bits<<sh) >> sh
		}
		return fmt.Sprintf("%d:%s", v, t)
	case t.Kind == KindUnsigned:
		return fmt.Sprintf("%d:%s", o.Bits, t)
	case t.Kind == KindFloat && t.Bits == 32 && !t.Packed:
		return fmt.Sprintf("0f%08X:%s", uint32(o.Bits), t)
	case t.Kind == KindFloat && t.Bits == 64:
		return fmt.Sprintf("0d%016X:%s", o.Bits, t)
	case t.Kind == KindPred:
		return fmt.Sprintf("%d:pred", o.Bits&1)
	default:
		return fmt.Sprintf("%#x:%s", o.Bits, t)
	}
}

// Float32 returns the value of a 32-bit float immediate.
func (o *Imm) Float32() float32 { return math.Float32frombits(uint32(o.Bits)) }
