package llvmx

import (
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// WriteModule writes m to out as LLVM IR text: the same bytes as
// m.String(), faster (see AppendModule).
func WriteModule(out io.Writer, m *ir.Module) (int64, error) {
	n, err := out.Write(AppendModule(nil, m))
	return int64(n), err
}

// AppendModule appends the LLVM IR text of m to buf and returns the
// extended buffer. The text is byte for byte what llir's m.String() prints
// (and, like it, AppendModule first numbers m's unnamed globals, metadata
// and locals), but it is built by appending to one buffer, without fmt and
// without a string per instruction: ten to twenty times faster on the
// modules ptxamd makes.
//
// What the amdgpu lowering emits in bulk is printed here: function
// headers, blocks, the common instructions and terminators, and their
// operands (local and global identifiers; integer, float, undef,
// zeroinitializer and vector constants; the types, Ref, NullPtr and
// Alloca of this package). Everything else goes to llir's own printer for
// that piece: globals, type definitions and metadata (there are few); an
// instruction, operand or function of another kind, or one with a part
// this writer does not print (metadata attachments, fast-math flags, a
// section, ...). The writer never guesses at a form it does not know.
func AppendModule(buf []byte, m *ir.Module) []byte {
	// Make room for the whole text at once: about 40 bytes an instruction.
	n := 4096
	for _, g := range m.Globals {
		switch init := g.Init.(type) {
		case *constant.CharArray:
			n += 3 * len(init.X) // every byte escaped at worst
		case *constant.Array:
			n += 24 * len(init.Elems)
		}
	}
	for _, f := range m.Funcs {
		n += 64 + 16*len(f.Params)
		for _, b := range f.Blocks {
			n += 48 + 40*len(b.Insts)
		}
	}
	if cap(buf)-len(buf) < n {
		buf = append(make([]byte, 0, len(buf)+n), buf...)
	}
	w := &writer{buf: buf}
	w.module(m)
	return w.buf
}

type writer struct {
	buf []byte
	// floats caches the spelling of float and double constants, which llir
	// computes through math/big: key kind and bits.
	floats map[floatKey]string
	// ints caches the spelling of integer constants from 0x1000 up.
	ints map[int64]string
}

type floatKey struct {
	kind types.FloatKind
	bits uint64
}

// module mirrors ir.Module.WriteTo: sections in the same order, a blank
// line before each non-empty section once something has been written.
func (w *writer) module(m *ir.Module) {
	if err := m.AssignGlobalIDs(); err != nil {
		panic(fmt.Errorf("unable to assign globals IDs of module; %v", err))
	}
	if err := m.AssignMetadataIDs(); err != nil {
		panic(fmt.Errorf("unable to assign metadata IDs of module; %v", err))
	}
	start := len(w.buf)
	section := func(n int) {
		if n > 0 && len(w.buf) > start {
			w.buf = append(w.buf, '\n')
		}
	}
	if m.SourceFilename != "" {
		w.str("source_filename = ")
		w.quote(m.SourceFilename)
		w.buf = append(w.buf, '\n')
	}
	if m.DataLayout != "" {
		w.str("target datalayout = ")
		w.quote(m.DataLayout)
		w.buf = append(w.buf, '\n')
	}
	if m.TargetTriple != "" {
		w.str("target triple = ")
		w.quote(m.TargetTriple)
		w.buf = append(w.buf, '\n')
	}
	section(len(m.ModuleAsms))
	for _, asm := range m.ModuleAsms {
		w.str("module asm ")
		w.quote(asm)
		w.buf = append(w.buf, '\n')
	}
	section(len(m.TypeDefs))
	for _, t := range m.TypeDefs {
		w.line(t.String() + " = type " + t.LLString())
	}
	section(len(m.ComdatDefs))
	for _, def := range m.ComdatDefs {
		w.line(def.LLString())
	}
	section(len(m.Globals))
	for _, g := range m.Globals {
		w.globalDef(g)
	}
	section(len(m.Aliases))
	for _, a := range m.Aliases {
		w.line(a.LLString())
	}
	section(len(m.IFuncs))
	for _, f := range m.IFuncs {
		w.line(f.LLString())
	}
	section(len(m.Funcs))
	for i, f := range m.Funcs {
		if i != 0 {
			w.buf = append(w.buf, '\n')
		}
		w.function(f)
		w.buf = append(w.buf, '\n')
	}
	section(len(m.AttrGroupDefs))
	for _, a := range m.AttrGroupDefs {
		w.line(a.LLString())
	}
	section(len(m.NamedMetadataDefs))
	if len(m.NamedMetadataDefs) > 0 {
		// llir prints them in natural order of their names: let it.
		named := &ir.Module{NamedMetadataDefs: m.NamedMetadataDefs}
		w.str(named.String())
	}
	section(len(m.MetadataDefs))
	for _, md := range m.MetadataDefs {
		w.line(md.Ident() + " = " + md.LLString())
	}
	section(len(m.UseListOrders))
	for _, u := range m.UseListOrders {
		w.line(u.String())
	}
	section(len(m.UseListOrderBBs))
	for _, u := range m.UseListOrderBBs {
		w.line(u.String())
	}
}

func (w *writer) str(s string) { w.buf = append(w.buf, s...) }
func (w *writer) line(s string) {
	w.buf = append(w.buf, s...)
	w.buf = append(w.buf, '\n')
}

// int and uint append decimal numbers. (They format into an array and
// append that, so that w.buf is only extended: assigning strconv's result
// to it would store its pointer, with a write barrier, every time.)
func (w *writer) int(x int64) {
	var a [20]byte
	w.buf = append(w.buf, strconv.AppendInt(a[:0], x, 10)...)
}

func (w *writer) uint(x uint64) {
	var a [20]byte
	w.buf = append(w.buf, strconv.AppendUint(a[:0], x, 10)...)
}

// quote appends s as a string literal, as llir's enc.Quote does: bytes
// outside ' '..'~', '"' and '\\' as \XX. It makes room for the worst case
// first, then stores each byte's spelling (quoteSpelling) by index, three
// bytes at a time whatever its length (the multi-megabyte byte tables of
// lower_approx32.go are printed through it).
func (w *writer) quote(s string) {
	n := len(w.buf)
	if cap(w.buf)-n < 3*len(s)+2 {
		w.buf = append(make([]byte, 0, 2*n+3*len(s)+2), w.buf...)
	}
	buf := w.buf[:n+3*len(s)+2]
	buf[n] = '"'
	j := n + 1
	for i := 0; i < len(s); i++ {
		q := &quoteSpelling[s[i]]
		buf[j], buf[j+1], buf[j+2] = q[0], q[1], q[2]
		j += int(q[3])
	}
	buf[j] = '"'
	w.buf = buf[:j+1]
}

// quoteSpelling is each byte's spelling in a string literal (its first
// three bytes) and that spelling's length (the fourth).
var quoteSpelling = func() (t [256][4]byte) {
	const hex = "0123456789ABCDEF"
	for b := range t {
		if ' ' <= b && b <= '~' && b != '"' && b != '\\' {
			t[b] = [4]byte{byte(b), 0, 0, 1}
		} else {
			t[b] = [4]byte{'\\', hex[b>>4], hex[b&0xF], 3}
		}
	}
	return t
}()

// globalDef appends g's definition as llir's g.LLString() does. A byte
// array initializer (c"...") is quoted here, not by llir, whose string
// building took 100 ms for the 4 MB sin.approx table: llir prints g with a
// placeholder initializer and the bytes go where the placeholder was.
//
// An array of 1,024 or more integer or float constants (the 16-bit
// approximation tables, 65,536 entries each) is printed element by
// element with the writer's own constants the same way.
func (w *writer) globalDef(g *ir.Global) {
	var body func()
	var typ *types.ArrayType
	switch init := g.Init.(type) {
	case *constant.CharArray:
		if len(init.X) >= 1<<12 {
			typ = init.Typ
			body = func() {
				w.buf = append(w.buf, 'c')
				w.quote(string(init.X))
			}
		}
	case *constant.Array:
		if len(init.Elems) >= 1<<10 && numbersOnly(init.Elems) {
			typ = init.Typ
			body = func() {
				w.buf = append(w.buf, '[')
				for i, e := range init.Elems {
					if i > 0 {
						w.buf = append(w.buf, ", "...)
					}
					w.value(e)
				}
				w.buf = append(w.buf, ']')
			}
		}
	}
	if body == nil {
		w.line(g.LLString())
		return
	}
	c := *g
	c.Init = charsPlaceholder{typ}
	s := c.LLString()
	i := strings.Index(s, charsMark)
	if i < 0 {
		w.line(g.LLString())
		return
	}
	w.str(s[:i])
	body()
	w.line(s[i+len(charsMark):])
}

// numbersOnly reports whether every element is an integer or float
// constant, which value prints as llir does.
func numbersOnly(elems []constant.Constant) bool {
	for _, e := range elems {
		switch e.(type) {
		case *constant.Int, *constant.Float:
		default:
			return false
		}
	}
	return true
}

// charsMark is what charsPlaceholder prints: no identifier, type or
// attribute of a global contains it.
const charsMark = "\x00ptxamd-chars\x00"

// charsPlaceholder stands for a table's initializer while llir prints the
// rest of its global.
type charsPlaceholder struct{ typ *types.ArrayType }

func (p charsPlaceholder) String() string   { return p.Ident() }
func (p charsPlaceholder) Type() types.Type { return p.typ }
func (p charsPlaceholder) Ident() string    { return charsMark }
func (charsPlaceholder) IsConstant()        {}

// plainName reports whether name is printed as it is after its sigil: not
// empty, not starting with a digit (a number must be quoted), and made of
// the characters of an unquoted LLVM identifier.
func plainName(name string) bool {
	if name == "" || '0' <= name[0] && name[0] <= '9' {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '$' || c == '-' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

// local appends a local identifier (%name or %id).
func (w *writer) local(id *ir.LocalIdent) {
	switch {
	case id.LocalName == "" && id.LocalID >= 0:
		w.buf = append(w.buf, '%')
		w.int(id.LocalID)
	case plainName(id.LocalName):
		w.buf = append(w.buf, '%')
		w.buf = append(w.buf, id.LocalName...)
	default:
		w.str(id.Ident())
	}
}

// global appends a global identifier (@name or @id).
func (w *writer) global(id *ir.GlobalIdent) {
	switch {
	case id.GlobalName == "" && id.GlobalID >= 0:
		w.buf = append(w.buf, '@')
		w.int(id.GlobalID)
	case plainName(id.GlobalName):
		w.buf = append(w.buf, '@')
		w.buf = append(w.buf, id.GlobalName...)
	default:
		w.str(id.Ident())
	}
}

// typ appends t as llir's t.String() does.
func (w *writer) typ(t types.Type) {
	switch t := t.(type) {
	case *types.IntType:
		if t.TypeName == "" {
			w.buf = append(w.buf, 'i')
			w.uint(t.BitSize)
			return
		}
	case *PtrType:
		if t.TypeName == "" {
			w.str("ptr")
			if t.AddrSpace != 0 {
				w.str(" addrspace(")
				w.uint(uint64(t.AddrSpace))
				w.buf = append(w.buf, ')')
			}
			return
		}
	case *types.FloatType:
		if t.TypeName == "" {
			w.str(t.Kind.String())
			return
		}
	case *types.VoidType:
		if t.TypeName == "" {
			w.str("void")
			return
		}
	case *types.LabelType:
		if t.TypeName == "" {
			w.str("label")
			return
		}
	case *types.VectorType:
		if t.TypeName == "" && !t.Scalable {
			w.buf = append(w.buf, '<')
			w.uint(t.Len)
			w.str(" x ")
			w.typ(t.ElemType)
			w.buf = append(w.buf, '>')
			return
		}
	case *types.ArrayType:
		if t.TypeName == "" {
			w.buf = append(w.buf, '[')
			w.uint(t.Len)
			w.str(" x ")
			w.typ(t.ElemType)
			w.buf = append(w.buf, ']')
			return
		}
	}
	w.str(t.String())
}

// localValue is an instruction used as an operand: every llir
// instruction, and Alloca, prints as its type and its local identifier.
type localValue interface {
	ir.Instruction
	value.Value
	IsUnnamed() bool
	ID() int64
}

// value appends v as llir's v.String() does: its type, a space and its
// identifier.
func (w *writer) value(v value.Value) {
	switch v := v.(type) {
	case *constant.Int:
		w.typ(v.Typ)
		w.buf = append(w.buf, ' ')
		w.intConst(v)
		return
	case *constant.Float:
		w.typ(v.Typ)
		w.buf = append(w.buf, ' ')
		w.floatConst(v)
		return
	case *ir.Param:
		w.typ(v.Typ)
		w.buf = append(w.buf, ' ')
		w.local(&v.LocalIdent)
		return
	case *ir.Block:
		w.typ(v.Type())
		w.buf = append(w.buf, ' ')
		w.local(&v.LocalIdent)
		return
	case *Alloca:
		w.typ(v.Typ)
		w.buf = append(w.buf, ' ')
		w.local(&v.LocalIdent)
		return
	case *Ref:
		w.typ(v.Typ)
		w.buf = append(w.buf, ' ')
		w.ident(v.Constant)
		return
	case *NullPtr:
		w.typ(v.Typ)
		w.str(" null")
		return
	case *constant.Undef, *constant.ZeroInitializer, *constant.Vector:
		w.typ(v.Type())
		w.buf = append(w.buf, ' ')
		w.ident(v)
		return
	case localValue:
		if v.IsUnnamed() && v.ID() >= 0 {
			w.typ(v.Type())
			w.buf = append(w.buf, ' ', '%')
			w.int(v.ID())
			return
		}
	}
	w.str(v.String())
}

// ident appends v's identifier, as llir's v.Ident() does.
func (w *writer) ident(v value.Value) {
	switch v := v.(type) {
	case *constant.Int:
		w.intConst(v)
		return
	case *constant.Float:
		w.floatConst(v)
		return
	case *ir.Param:
		w.local(&v.LocalIdent)
		return
	case *ir.Block:
		w.local(&v.LocalIdent)
		return
	case *Alloca:
		w.local(&v.LocalIdent)
		return
	case *ir.Func:
		w.global(&v.GlobalIdent)
		return
	case *ir.Global:
		w.global(&v.GlobalIdent)
		return
	case *Ref:
		w.ident(v.Constant)
		return
	case *NullPtr:
		w.str("null")
		return
	case *constant.Undef:
		w.str("undef")
		return
	case *constant.ZeroInitializer:
		w.str("zeroinitializer")
		return
	case *constant.Vector:
		w.buf = append(w.buf, '<')
		for i, e := range v.Elems {
			if i != 0 {
				w.str(", ")
			}
			w.value(e)
		}
		w.buf = append(w.buf, '>')
		return
	case localValue:
		if v.IsUnnamed() && v.ID() >= 0 {
			w.buf = append(w.buf, '%')
			w.int(v.ID())
			return
		}
	}
	w.str(v.Ident())
}

// intConst appends an integer constant: decimal below 0x1000. llir picks
// hexadecimal for some larger values, so those it spells itself (once per
// value: the spelling depends on nothing else), and true or false for i1.
func (w *writer) intConst(c *constant.Int) {
	if c.Typ.BitSize == 1 || !c.X.IsInt64() {
		w.str(c.Ident())
		return
	}
	x := c.X.Int64()
	if x < 0x1000 {
		w.int(x)
		return
	}
	s, ok := w.ints[x]
	if !ok {
		s = c.Ident()
		if w.ints == nil {
			w.ints = map[int64]string{}
		}
		w.ints[x] = s
	}
	w.str(s)
}

// floatConst appends a float constant. llir's spelling goes through
// math/big; for float and double values that a float64 holds exactly it
// depends on nothing but the kind and the bits, so it is kept per value.
func (w *writer) floatConst(c *constant.Float) {
	if c.NaN || c.X == nil || c.Typ.Kind != types.FloatKindFloat && c.Typ.Kind != types.FloatKindDouble {
		w.str(c.Ident())
		return
	}
	f, acc := c.X.Float64()
	if acc != big.Exact {
		w.str(c.Ident())
		return
	}
	key := floatKey{c.Typ.Kind, math.Float64bits(f)}
	s, ok := w.floats[key]
	if !ok {
		s = c.Ident()
		if w.floats == nil {
			w.floats = map[floatKey]string{}
		}
		w.floats[key] = s
	}
	w.str(s)
}

// function mirrors ir.Func.LLString for the functions the lowering makes;
// any other is printed by llir.
func (w *writer) function(f *ir.Func) {
	if !plainFunc(f) {
		w.str(f.LLString())
		return
	}
	if err := f.AssignIDs(); err != nil {
		panic(fmt.Errorf("unable to assign IDs of function %q; %v", f.Ident(), err))
	}
	if len(f.Blocks) == 0 {
		w.str("declare")
	} else {
		w.str("define")
	}
	if f.Linkage != enum.LinkageNone {
		w.buf = append(w.buf, ' ')
		w.str(f.Linkage.String())
	}
	if f.Visibility != enum.VisibilityNone {
		w.buf = append(w.buf, ' ')
		w.str(f.Visibility.String())
	}
	if f.CallingConv != enum.CallingConvNone {
		w.buf = append(w.buf, ' ')
		w.str(f.CallingConv.String())
	}
	w.buf = append(w.buf, ' ')
	w.typ(f.Sig.RetType)
	w.buf = append(w.buf, ' ')
	w.global(&f.GlobalIdent)
	w.buf = append(w.buf, '(')
	for i, p := range f.Params {
		if i != 0 {
			w.str(", ")
		}
		w.typ(p.Typ)
		for _, a := range p.Attrs {
			w.buf = append(w.buf, ' ')
			w.paramAttr(a)
		}
		w.buf = append(w.buf, ' ')
		w.local(&p.LocalIdent)
	}
	if f.Sig.Variadic {
		if len(f.Params) > 0 {
			w.str(", ")
		}
		w.str("...")
	}
	w.buf = append(w.buf, ')')
	for _, a := range f.FuncAttrs {
		w.buf = append(w.buf, ' ')
		if p, ok := a.(ir.AttrPair); ok {
			w.quote(p.Key)
			w.buf = append(w.buf, '=')
			w.quote(p.Value)
			continue
		}
		w.str(a.String())
	}
	if len(f.Blocks) == 0 {
		return
	}
	w.str(" {\n")
	for i, b := range f.Blocks {
		if i != 0 {
			w.buf = append(w.buf, '\n')
		}
		w.block(b)
		w.buf = append(w.buf, '\n')
	}
	w.buf = append(w.buf, '}')
}

// plainFunc reports whether f sets only the parts of a function header
// that function prints.
func plainFunc(f *ir.Func) bool {
	return f.Preemption == enum.PreemptionNone && f.DLLStorageClass == enum.DLLStorageClassNone &&
		(f.CallingConv == enum.CallingConvNone || !strings.HasPrefix(f.CallingConv.String(), "CallingConv(")) &&
		len(f.ReturnAttrs) == 0 && f.UnnamedAddr == enum.UnnamedAddrNone && f.AddrSpace == 0 &&
		f.Section == "" && f.Partition == "" && f.Comdat == nil && f.Align == 0 && f.GC == "" &&
		f.Prefix == nil && f.Prologue == nil && f.Personality == nil && len(f.Metadata) == 0 && len(f.UseListOrders) == 0
}

func (w *writer) paramAttr(a ir.ParamAttribute) {
	switch a := a.(type) {
	case ir.Align:
		w.str("align ")
		w.uint(uint64(a))
	case ir.ByRef:
		w.str("byref(")
		w.typ(a.Typ)
		w.buf = append(w.buf, ')')
	default:
		w.str(a.String())
	}
}

// block mirrors ir.Block.LLString.
func (w *writer) block(b *ir.Block) {
	if b.Term == nil || b.LocalName == "" && b.LocalID < 0 {
		w.str(b.LLString()) // panics as llir does
		return
	}
	if b.LocalName == "" {
		w.int(b.LocalID)
	} else if plainName(b.LocalName) {
		w.str(b.LocalName)
	} else {
		// A label is spelt as the local identifier without its '%'.
		w.str(b.Ident()[1:])
	}
	w.str(":\n")
	for _, inst := range b.Insts {
		w.buf = append(w.buf, '\t')
		if !w.inst(inst) {
			w.str(inst.LLString())
		}
		w.buf = append(w.buf, '\n')
	}
	w.buf = append(w.buf, '\t')
	if !w.term(b.Term) {
		w.str(b.Term.LLString())
	}
}

// def appends "%id = ".
func (w *writer) def(id *ir.LocalIdent) {
	w.local(id)
	w.str(" = ")
}

// binary appends "%id = op x, y" (x with its type, y without).
func (w *writer) binary(id *ir.LocalIdent, op string, x, y value.Value) {
	w.def(id)
	w.str(op)
	w.buf = append(w.buf, ' ')
	w.value(x)
	w.str(", ")
	w.ident(y)
}

// conv appends "%id = op x to t".
func (w *writer) conv(id *ir.LocalIdent, op string, x value.Value, t types.Type) {
	w.def(id)
	w.str(op)
	w.buf = append(w.buf, ' ')
	w.value(x)
	w.str(" to ")
	w.typ(t)
}

func (w *writer) align(a ir.Align) {
	if a != 0 {
		w.str(", align ")
		w.uint(uint64(a))
	}
}

func (w *writer) syncScope(s string) {
	if s != "" {
		w.str(" syncscope(")
		w.quote(s)
		w.buf = append(w.buf, ')')
	}
}

// accessKind appends a load's or store's " atomic" and " volatile" and
// the space before its first operand.
func (w *writer) accessKind(atomic, volatile bool) {
	if atomic {
		w.str(" atomic")
	}
	if volatile {
		w.str(" volatile")
	}
	w.buf = append(w.buf, ' ')
}

// atomicTail appends an atomic load's or store's sync scope and ordering.
func (w *writer) atomicTail(scope string, o enum.AtomicOrdering) {
	w.syncScope(scope)
	if o != enum.AtomicOrderingNone {
		w.buf = append(w.buf, ' ')
		w.str(o.String())
	}
}

// inst appends the instructions it knows, as their LLString methods do,
// and reports whether it did. Every case leaves to llir an instruction
// with metadata attachments or flags.
func (w *writer) inst(inst ir.Instruction) bool {
	switch i := inst.(type) {
	case *ir.InstAdd:
		if len(i.Metadata) > 0 || len(i.OverflowFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "add", i.X, i.Y)
	case *ir.InstSub:
		if len(i.Metadata) > 0 || len(i.OverflowFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "sub", i.X, i.Y)
	case *ir.InstMul:
		if len(i.Metadata) > 0 || len(i.OverflowFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "mul", i.X, i.Y)
	case *ir.InstShl:
		if len(i.Metadata) > 0 || len(i.OverflowFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "shl", i.X, i.Y)
	case *ir.InstUDiv:
		if len(i.Metadata) > 0 || i.Exact {
			return false
		}
		w.binary(&i.LocalIdent, "udiv", i.X, i.Y)
	case *ir.InstSDiv:
		if len(i.Metadata) > 0 || i.Exact {
			return false
		}
		w.binary(&i.LocalIdent, "sdiv", i.X, i.Y)
	case *ir.InstURem:
		if len(i.Metadata) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "urem", i.X, i.Y)
	case *ir.InstSRem:
		if len(i.Metadata) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "srem", i.X, i.Y)
	case *ir.InstLShr:
		if len(i.Metadata) > 0 || i.Exact {
			return false
		}
		w.binary(&i.LocalIdent, "lshr", i.X, i.Y)
	case *ir.InstAShr:
		if len(i.Metadata) > 0 || i.Exact {
			return false
		}
		w.binary(&i.LocalIdent, "ashr", i.X, i.Y)
	case *ir.InstAnd:
		if len(i.Metadata) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "and", i.X, i.Y)
	case *ir.InstOr:
		if len(i.Metadata) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "or", i.X, i.Y)
	case *ir.InstXor:
		if len(i.Metadata) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "xor", i.X, i.Y)
	case *ir.InstFAdd:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "fadd", i.X, i.Y)
	case *ir.InstFSub:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "fsub", i.X, i.Y)
	case *ir.InstFMul:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "fmul", i.X, i.Y)
	case *ir.InstFDiv:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.binary(&i.LocalIdent, "fdiv", i.X, i.Y)
	case *ir.InstFNeg:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("fneg ")
		w.value(i.X)
	case *ir.InstICmp:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("icmp ")
		w.str(i.Pred.String())
		w.buf = append(w.buf, ' ')
		w.value(i.X)
		w.str(", ")
		w.ident(i.Y)
	case *ir.InstFCmp:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("fcmp ")
		w.str(i.Pred.String())
		w.buf = append(w.buf, ' ')
		w.value(i.X)
		w.str(", ")
		w.ident(i.Y)
	case *ir.InstTrunc:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "trunc", i.From, i.To)
	case *ir.InstZExt:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "zext", i.From, i.To)
	case *ir.InstSExt:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "sext", i.From, i.To)
	case *ir.InstFPTrunc:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "fptrunc", i.From, i.To)
	case *ir.InstFPExt:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "fpext", i.From, i.To)
	case *ir.InstFPToUI:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "fptoui", i.From, i.To)
	case *ir.InstFPToSI:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "fptosi", i.From, i.To)
	case *ir.InstUIToFP:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "uitofp", i.From, i.To)
	case *ir.InstSIToFP:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "sitofp", i.From, i.To)
	case *ir.InstPtrToInt:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "ptrtoint", i.From, i.To)
	case *ir.InstIntToPtr:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "inttoptr", i.From, i.To)
	case *ir.InstBitCast:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "bitcast", i.From, i.To)
	case *ir.InstAddrSpaceCast:
		if len(i.Metadata) > 0 {
			return false
		}
		w.conv(&i.LocalIdent, "addrspacecast", i.From, i.To)
	case *ir.InstSelect:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("select ")
		w.value(i.Cond)
		w.str(", ")
		w.value(i.ValueTrue)
		w.str(", ")
		w.value(i.ValueFalse)
	case *ir.InstPhi:
		if len(i.Metadata) > 0 || len(i.FastMathFlags) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("phi ")
		w.typ(i.Typ)
		w.buf = append(w.buf, ' ')
		for j, inc := range i.Incs {
			if j != 0 {
				w.str(", ")
			}
			w.str("[ ")
			w.ident(inc.X)
			w.str(", ")
			w.ident(inc.Pred)
			w.str(" ]")
		}
	case *ir.InstCall:
		return w.call(i)
	case *ir.InstLoad:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("load")
		w.accessKind(i.Atomic, i.Volatile)
		w.typ(i.ElemType)
		w.str(", ")
		w.value(i.Src)
		w.atomicTail(i.SyncScope, i.Ordering)
		w.align(i.Align)
	case *ir.InstStore:
		if len(i.Metadata) > 0 {
			return false
		}
		w.str("store")
		w.accessKind(i.Atomic, i.Volatile)
		w.value(i.Src)
		w.str(", ")
		w.value(i.Dst)
		w.atomicTail(i.SyncScope, i.Ordering)
		w.align(i.Align)
	case *ir.InstGetElementPtr:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("getelementptr")
		if i.InBounds {
			w.str(" inbounds")
		}
		w.buf = append(w.buf, ' ')
		w.typ(i.ElemType)
		w.str(", ")
		w.value(i.Src)
		for _, x := range i.Indices {
			w.str(", ")
			w.value(x)
		}
	case *Alloca:
		a := i.InstAlloca
		if len(a.Metadata) > 0 || a.InAlloca || a.SwiftError {
			return false
		}
		w.def(&a.LocalIdent)
		w.str("alloca ")
		w.typ(a.ElemType)
		if a.NElems != nil {
			w.str(", ")
			w.value(a.NElems)
		}
		w.align(a.Align)
		if a.AddrSpace != 0 {
			w.str(", addrspace(")
			w.uint(uint64(a.AddrSpace))
			w.buf = append(w.buf, ')')
		}
	case *ir.InstFence:
		if len(i.Metadata) > 0 {
			return false
		}
		w.str("fence")
		w.syncScope(i.SyncScope)
		w.buf = append(w.buf, ' ')
		w.str(i.Ordering.String())
	case *ir.InstAtomicRMW:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("atomicrmw")
		if i.Volatile {
			w.str(" volatile")
		}
		w.buf = append(w.buf, ' ')
		w.str(i.Op.String())
		w.buf = append(w.buf, ' ')
		w.value(i.Dst)
		w.str(", ")
		w.value(i.X)
		w.syncScope(i.SyncScope)
		w.buf = append(w.buf, ' ')
		w.str(i.Ordering.String())
	case *ir.InstCmpXchg:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("cmpxchg")
		if i.Weak {
			w.str(" weak")
		}
		if i.Volatile {
			w.str(" volatile")
		}
		w.buf = append(w.buf, ' ')
		w.value(i.Ptr)
		w.str(", ")
		w.value(i.Cmp)
		w.str(", ")
		w.value(i.New)
		w.syncScope(i.SyncScope)
		w.buf = append(w.buf, ' ')
		w.str(i.SuccessOrdering.String())
		w.buf = append(w.buf, ' ')
		w.str(i.FailureOrdering.String())
	case *ir.InstExtractElement:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("extractelement ")
		w.value(i.X)
		w.str(", ")
		w.value(i.Index)
	case *ir.InstInsertElement:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("insertelement ")
		w.value(i.X)
		w.str(", ")
		w.value(i.Elem)
		w.str(", ")
		w.value(i.Index)
	case *ir.InstExtractValue:
		if len(i.Metadata) > 0 {
			return false
		}
		w.def(&i.LocalIdent)
		w.str("extractvalue ")
		w.value(i.X)
		for _, x := range i.Indices {
			w.str(", ")
			w.uint(x)
		}
	default:
		return false
	}
	return true
}

// call appends a call instruction with no tail marker, fast-math flags,
// calling convention, return or function attributes, address space,
// operand bundles or metadata.
func (w *writer) call(i *ir.InstCall) bool {
	if len(i.Metadata) > 0 || i.Tail != enum.TailNone || len(i.FastMathFlags) > 0 || i.CallingConv != enum.CallingConvNone ||
		len(i.ReturnAttrs) > 0 || i.AddrSpace != 0 || len(i.FuncAttrs) > 0 || len(i.OperandBundles) > 0 {
		return false
	}
	t := i.Type()
	if !t.Equal(types.Void) {
		w.def(&i.LocalIdent)
	}
	w.str("call ")
	if sig := i.Sig(); sig.Variadic {
		w.str(sig.String())
	} else {
		w.typ(t)
	}
	w.buf = append(w.buf, ' ')
	w.ident(i.Callee)
	w.buf = append(w.buf, '(')
	for j, a := range i.Args {
		if j != 0 {
			w.str(", ")
		}
		w.value(a)
	}
	w.buf = append(w.buf, ')')
	return true
}

// term appends the terminators it knows, as inst does instructions.
func (w *writer) term(t ir.Terminator) bool {
	switch t := t.(type) {
	case *ir.TermBr:
		if len(t.Metadata) > 0 {
			return false
		}
		w.str("br ")
		w.value(t.Target)
	case *ir.TermCondBr:
		if len(t.Metadata) > 0 {
			return false
		}
		w.str("br ")
		w.value(t.Cond)
		w.str(", ")
		w.value(t.TargetTrue)
		w.str(", ")
		w.value(t.TargetFalse)
	case *ir.TermRet:
		if len(t.Metadata) > 0 {
			return false
		}
		if t.X == nil {
			w.str("ret void")
		} else {
			w.str("ret ")
			w.value(t.X)
		}
	case *ir.TermUnreachable:
		if len(t.Metadata) > 0 {
			return false
		}
		w.str("unreachable")
	case *ir.TermSwitch:
		if len(t.Metadata) > 0 {
			return false
		}
		w.str("switch ")
		w.value(t.X)
		w.str(", ")
		w.value(t.TargetDefault)
		w.str(" [\n")
		for _, c := range t.Cases {
			w.str("\t\t")
			w.value(c.X)
			w.str(", ")
			w.value(c.Target)
			w.buf = append(w.buf, '\n')
		}
		w.str("\t]")
	default:
		return false
	}
	return true
}
