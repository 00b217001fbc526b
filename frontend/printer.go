package frontend

import (
	"strconv"
	"strings"
)

// Print writes m in the canonical format: one declaration, statement or
// directive per line, tab indentation per block level, labels one level
// out, operands separated by ", ". Parsing the output and printing again
// gives the same text.
func Print(m *Module) string {
	pr := &printer{}
	pr.module(m)
	return pr.b.String()
}

// PrintInstr formats one instruction without indentation or newline, for
// messages: "@!%p1 add.s32 %r1, %r2, 4;".
func PrintInstr(in *Instr) string {
	pr := &printer{}
	pr.instr(in)
	return pr.b.String()
}

// PrintOperand formats one operand as it would appear in an instruction.
func PrintOperand(op Operand) string {
	pr := &printer{}
	pr.operand(op)
	return pr.b.String()
}

type printer struct {
	b strings.Builder
}

func (pr *printer) s(x string) { pr.b.WriteString(x) }

func (pr *printer) int(v int64) { pr.b.WriteString(strconv.FormatInt(v, 10)) }

func (pr *printer) indent(n int) {
	for i := 0; i < n; i++ {
		pr.b.WriteByte('\t')
	}
}

func (pr *printer) module(m *Module) {
	if m.Version != "" {
		pr.s(".version " + m.Version + "\n")
	}
	if len(m.Targets) > 0 {
		pr.s(".target " + strings.Join(m.Targets, ", ") + "\n")
	}
	if m.AddressSize != 0 {
		pr.s(".address_size ")
		pr.int(int64(m.AddressSize))
		pr.s("\n")
	}
	for _, d := range m.Decls {
		switch d := d.(type) {
		case *Func:
			pr.s("\n")
			pr.fn(d)
		case *VarDecl:
			pr.varDecl(d, 0)
		case *Directive:
			pr.directive(d, 0)
		}
	}
}

func (pr *printer) fn(f *Func) {
	if f.Linkage != "" {
		pr.s(f.Linkage + " ")
	}
	if f.Entry {
		pr.s(".entry ")
	} else {
		pr.s(".func ")
		if f.Returns != nil {
			pr.paramsInline(f.Returns)
			pr.s(" ")
		}
	}
	pr.s(f.Name)
	if f.Params != nil {
		if len(f.Params) == 0 {
			pr.s("()")
		} else {
			pr.s("(\n")
			for i, p := range f.Params {
				pr.s("\t")
				pr.param(p)
				if i+1 < len(f.Params) {
					pr.s(",")
				}
				pr.s("\n")
			}
			pr.s(")")
		}
	}
	pr.perf(f)
	if f.Body == nil {
		pr.s(";\n")
		return
	}
	pr.s("\n")
	pr.block(f.Body, 0)
}

func (pr *printer) perf(f *Func) {
	noret := false
	for _, d := range f.Perf {
		pr.s("\n" + d.Name)
		noret = noret || d.Name == ".noreturn"
		for i, a := range d.Args {
			if i == 0 {
				pr.s(" ")
			} else {
				pr.s(", ")
			}
			pr.int(a)
		}
	}
	if f.NoReturn && !noret {
		pr.s("\n.noreturn")
	}
}

func (pr *printer) paramsInline(ps []*Param) {
	pr.s("(")
	for i, p := range ps {
		if i > 0 {
			pr.s(", ")
		}
		pr.param(p)
	}
	pr.s(")")
}

func (pr *printer) param(p *Param) {
	pr.s(p.Space)
	if p.Align != 0 {
		pr.s(" .align ")
		pr.int(int64(p.Align))
	}
	if p.Vec != 0 {
		pr.s(" .v")
		pr.int(int64(p.Vec))
	}
	pr.s(" " + p.Type)
	if p.PtrSpace != "" || p.PtrAlign != 0 {
		pr.s(" .ptr")
		if p.PtrSpace != "" {
			pr.s(" " + p.PtrSpace)
		}
		if p.PtrAlign != 0 {
			pr.s(" .align ")
			pr.int(int64(p.PtrAlign))
		}
	}
	if p.Name == "" {
		pr.s(" _")
	} else {
		pr.s(" " + p.Name)
	}
	for _, d := range p.Dims {
		pr.s("[")
		pr.int(int64(d))
		pr.s("]")
	}
}

func (pr *printer) varDecl(v *VarDecl, depth int) {
	pr.indent(depth)
	if v.Linkage != "" {
		pr.s(v.Linkage + " ")
	}
	pr.s(v.Space)
	if v.Align != 0 {
		pr.s(" .align ")
		pr.int(int64(v.Align))
	}
	if v.Vec != 0 {
		pr.s(" .v")
		pr.int(int64(v.Vec))
	}
	pr.s(" " + v.Type)
	for _, a := range v.Attrs {
		pr.s(" " + a)
	}
	pr.s(" " + v.Name)
	if v.Range != 0 {
		pr.s("<")
		pr.int(int64(v.Range))
		pr.s(">")
	}
	for _, d := range v.Dims {
		if d < 0 {
			pr.s("[]")
			continue
		}
		pr.s("[")
		pr.int(int64(d))
		pr.s("]")
	}
	if v.Init != nil {
		pr.s(" = ")
		pr.init(v.Init)
	}
	pr.s(";\n")
}

func (pr *printer) init(in *Init) {
	if !in.Brace && in.List == nil {
		pr.operand(in.Expr)
		return
	}
	pr.s("{")
	for i, e := range in.List {
		if i > 0 {
			pr.s(", ")
		}
		pr.init(e)
	}
	pr.s("}")
}

func (pr *printer) directive(d *Directive, depth int) {
	pr.indent(depth)
	if d.Proto != nil {
		f := d.Proto
		pr.s(f.Name + ": .callprototype ")
		if f.Returns != nil {
			pr.paramsInline(f.Returns)
			pr.s(" ")
		}
		pr.s("_")
		if f.Params != nil {
			pr.s(" ")
			pr.paramsInline(f.Params)
		}
		for _, p := range f.Perf {
			pr.s(" " + p.Name)
			for i, a := range p.Args {
				if i == 0 {
					pr.s(" ")
				} else {
					pr.s(", ")
				}
				pr.int(a)
			}
		}
		pr.s(";\n")
		return
	}
	pr.s(d.Name)
	if d.Text != "" {
		pr.s(" " + d.Text)
	}
	if !lineDirective(d.Name) {
		pr.s(";")
	}
	pr.s("\n")
}

func (pr *printer) block(b *Block, depth int) {
	pr.indent(depth)
	pr.s("{\n")
	for _, st := range b.Stmts {
		switch st := st.(type) {
		case *VarDecl:
			pr.varDecl(st, depth+1)
		case *Label:
			pr.indent(depth)
			pr.s(st.Name + ":\n")
		case *Instr:
			pr.indent(depth + 1)
			pr.instr(st)
			pr.s("\n")
		case *Block:
			pr.block(st, depth+1)
		case *Directive:
			pr.directive(st, depth+1)
		}
	}
	pr.indent(depth)
	pr.s("}\n")
}

func (pr *printer) instr(in *Instr) {
	if g := in.Guard; g != nil {
		pr.s("@")
		if g.Neg {
			pr.s("!")
		}
		pr.s(g.Reg + " ")
	}
	pr.s(in.Opcode)
	for _, m := range in.Mods {
		pr.s(m)
	}
	for i, op := range in.Operands {
		if i == 0 {
			pr.s(" ")
		} else {
			pr.s(", ")
		}
		pr.operand(op)
	}
	pr.s(";")
}

func (pr *printer) operands(ops []Operand) {
	for i, op := range ops {
		if i > 0 {
			pr.s(", ")
		}
		pr.operand(op)
	}
}

// operand prints an operand at the top of an operand slot. A top-level `|`
// expression is parenthesised so that it does not read as a d|p pair.
func (pr *printer) operand(op Operand) {
	if b, ok := op.(*Binary); ok && b.Op == "|" {
		pr.s("(")
		pr.expr(b)
		pr.s(")")
		return
	}
	pr.expr(op)
}

func (pr *printer) expr(op Operand) {
	switch x := op.(type) {
	case nil:
		pr.s("<nil>")
	case *Reg:
		pr.s(x.Name)
		pr.s(x.Sel)
	case *ImmInt:
		if x.Text != "" {
			pr.s(x.Text)
		} else {
			pr.s(strconv.FormatInt(int64(x.Value), 10))
		}
	case *ImmFloat:
		if x.Text != "" {
			pr.s(x.Text)
		} else if x.Single {
			pr.s("0f" + hex(x.Bits, 8))
		} else {
			pr.s("0d" + hex(x.Bits, 16))
		}
	case *Address:
		pr.s("[")
		switch {
		case x.Base == nil:
			pr.int(x.Offset)
		default:
			pr.expr(x.Base)
			if x.Offset != 0 {
				pr.s("+")
				pr.int(x.Offset)
			}
		}
		pr.s("]")
		if x.Unified {
			pr.s(".unified")
		}
	case *AddrTuple:
		pr.s("[")
		pr.operands(x.Elems)
		pr.s("]")
	case *Vector:
		pr.s("{")
		pr.operands(x.Elems)
		pr.s("}")
	case *Pair:
		pr.expr(x.A)
		pr.s("|")
		pr.expr(x.B)
	case *Sink:
		pr.s("_")
	case *Not:
		pr.s("!")
		pr.sub(x.X)
	case *Unary:
		pr.s(x.Op)
		pr.sub(x.X)
	case *Binary:
		pr.sub(x.X)
		if x.Op == "%" {
			pr.s(" % ") // "a%b" would lex as a, %b
		} else {
			pr.s(x.Op)
		}
		pr.sub(x.Y)
	case *Generic:
		pr.s("generic(" + x.Name + ")")
	case *Index:
		pr.expr(x.Base)
		pr.s("[")
		pr.expr(x.Index)
		pr.s("]")
	case *Call:
		if x.Returns != nil {
			pr.s("(")
			pr.operands(x.Returns)
			pr.s("), ")
		}
		pr.operand(x.Target)
		if x.HasArgs {
			pr.s(", (")
			pr.operands(x.Args)
			pr.s(")")
		}
		if x.Proto != nil {
			pr.s(", ")
			pr.operand(x.Proto)
		}
	}
}

// sub prints an operand of an operator, parenthesised when it is itself
// an operator expression.
func (pr *printer) sub(op Operand) {
	switch op.(type) {
	case *Binary, *Pair:
		pr.s("(")
		pr.expr(op)
		pr.s(")")
	default:
		pr.expr(op)
	}
}

func hex(v uint64, digits int) string {
	s := strconv.FormatUint(v, 16)
	for len(s) < digits {
		s = "0" + s
	}
	return strings.ToUpper(s)
}
