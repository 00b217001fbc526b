package llparse

import (
	"fmt"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// funcState is the parse state of one function body. Local names are
// keyed by typeKey: "#7" for %7, the name otherwise. Numbered values and
// blocks share one counter, as in LLVM: an unnamed value or block takes
// the next number.
type funcState struct {
	p       *parser
	f       *ir.Func
	vals    map[string]value.Value
	blocks  map[string]*blockRef
	fwd     map[string]*fwdRef
	resolve map[*fwdRef]value.Value
	nextID  int64
}

type blockRef struct {
	b       *ir.Block
	use     token
	defined bool
}

func newFuncState(p *parser, f *ir.Func, h *funcHeader) *funcState {
	fs := &funcState{p: p, f: f, vals: map[string]value.Value{}, blocks: map[string]*blockRef{},
		fwd: map[string]*fwdRef{}, resolve: map[*fwdRef]value.Value{}}
	for i, prm := range f.Params {
		fs.define(h.paramTok[i], prm)
	}
	return fs
}

// number checks an explicitly numbered value or block (%7, 7:) against
// the counter. LLVM 15–18 require the numbers in order; gaps are
// accepted as LLVM 19 does.
func (fs *funcState) number(t token) {
	n, err := strconv.ParseInt(t.text, 10, 64)
	if err != nil || n < fs.nextID {
		fs.p.failf(t, "%%%s is numbered out of order (the next number is %d)", t.text, fs.nextID)
	}
	fs.nextID = n + 1
}

// key returns the key of a definition at t, or of the next implicit
// number when t is the zero token.
func (fs *funcState) defKey(t token) string {
	if t.line == 0 {
		k := fmt.Sprintf("#%d", fs.nextID)
		fs.nextID++
		return k
	}
	if !t.quoted && isNumber(t.text) {
		fs.number(t)
	}
	return typeKey(t)
}

// define binds the value v defined at t (zero token: unnamed).
func (fs *funcState) define(t token, v value.Value) {
	at := t
	if at.line == 0 {
		at = fs.p.tok()
	}
	key := fs.defKey(t)
	if _, ok := fs.vals[key]; ok {
		fs.p.failf(at, "redefinition of %%%s", keyName(key))
	}
	if b, ok := fs.blocks[key]; ok {
		fs.p.failf(b.use, "%%%s is used as a label but defined as a value", keyName(key))
	}
	if t.line != 0 && (t.quoted || !isNumber(t.text)) {
		if n, ok := v.(value.Named); ok {
			n.SetName(t.text)
		}
	}
	fs.vals[key] = v
	if f := fs.fwd[key]; f != nil {
		if !f.typ.Equal(v.Type()) {
			fs.p.failf(f.use, "%%%s is used as %s but defined as %s", keyName(key), f.typ, v.Type())
		}
		fs.resolve[f] = v
		delete(fs.fwd, key)
	}
}

// use returns the local value at t, of type ty.
func (fs *funcState) use(t token, ty types.Type) value.Value {
	key := typeKey(t)
	if v, ok := fs.vals[key]; ok {
		if !v.Type().Equal(ty) {
			fs.p.failf(t, "%%%s has type %s, used as %s", t.text, v.Type(), ty)
		}
		return v
	}
	if _, ok := fs.blocks[key]; ok {
		fs.p.failf(t, "label %%%s used as a value", t.text)
	}
	if f := fs.fwd[key]; f != nil {
		if !f.typ.Equal(ty) {
			fs.p.failf(t, "%%%s is used as %s and as %s", t.text, f.typ, ty)
		}
		return f
	}
	f := &fwdRef{key: key, typ: ty, use: t}
	fs.fwd[key] = f
	return f
}

// block returns the block at label reference t.
func (fs *funcState) block(t token) *ir.Block {
	key := typeKey(t)
	if _, ok := fs.vals[key]; ok {
		fs.p.failf(t, "%%%s is a value, used as a label", t.text)
	}
	if _, ok := fs.fwd[key]; ok {
		fs.p.failf(t, "%%%s is used as a value and as a label", t.text)
	}
	r := fs.blocks[key]
	if r == nil {
		r = &blockRef{b: newBlock(fs.f), use: t}
		fs.blocks[key] = r
	}
	return r.b
}

// keyName is how a key is written after %.
func keyName(key string) string {
	if len(key) > 1 && key[0] == '#' {
		return key[1:]
	}
	return key
}

func newBlock(f *ir.Func) *ir.Block {
	b := ir.NewBlock("")
	b.Parent = f
	return b
}

// defineBlock starts the block labelled t (zero token: unlabelled).
func (fs *funcState) defineBlock(t token) *ir.Block {
	at := t
	if at.line == 0 {
		at = fs.p.tok()
	}
	key := fs.defKey(t)
	if _, ok := fs.vals[key]; ok {
		fs.p.failf(at, "label %%%s is already a value", keyName(key))
	}
	if _, ok := fs.fwd[key]; ok {
		fs.p.failf(fs.fwd[key].use, "%%%s is used as a value but defined as a label", keyName(key))
	}
	r := fs.blocks[key]
	if r == nil {
		r = &blockRef{b: newBlock(fs.f), use: at}
		fs.blocks[key] = r
	}
	if r.defined {
		fs.p.failf(at, "redefinition of label %%%s", keyName(key))
	}
	r.defined = true
	if t.line != 0 && (t.quoted || !isNumber(t.text)) {
		r.b.SetName(t.text)
	}
	fs.f.Blocks = append(fs.f.Blocks, r.b)
	return r.b
}

// blocksUntil parses basic blocks up to the closing brace.
func (fs *funcState) blocksUntil(end string) {
	p := fs.p
	for !p.isPunct(end) {
		if p.tok().kind == tEOF {
			p.failf(p.tok(), "unexpected end of file in the body of @%s", fs.f.Name())
		}
		var label token
		if p.tok().kind == tLabel {
			label = p.next()
		}
		b := fs.defineBlock(label)
		for b.Term == nil {
			fs.instruction(b)
		}
	}
	if len(fs.f.Blocks) == 0 {
		p.failf(p.tok(), "function @%s has no blocks", fs.f.Name())
	}
}

// finish checks that every label and value used was defined and puts the
// definitions in place of the forward references.
func (fs *funcState) finish() {
	for _, k := range sortedKeys(fs.blocks) {
		if r := fs.blocks[k]; !r.defined {
			fs.p.failf(r.use, "use of undefined label %%%s", r.use.text)
		}
	}
	for _, k := range sortedKeys(fs.fwd) {
		f := fs.fwd[k]
		fs.p.failf(f.use, "use of undefined value %%%s", f.use.text)
	}
	if len(fs.resolve) == 0 {
		return
	}
	for _, b := range fs.f.Blocks {
		for _, inst := range b.Insts {
			fs.replaceOperands(inst)
		}
		fs.replaceOperands(b.Term)
	}
}

func (fs *funcState) replaceOperands(x any) {
	ops, ok := x.(interface{ Operands() []*value.Value })
	if !ok {
		return
	}
	for _, op := range ops.Operands() {
		*op = fs.replaced(*op)
	}
}

func (fs *funcState) replaced(v value.Value) value.Value {
	switch v := v.(type) {
	case *fwdRef:
		return fs.resolve[v]
	case *ir.Arg:
		v.Value = fs.replaced(v.Value)
	case *metadata.Value:
		if f, ok := v.Value.(*fwdRef); ok {
			v.Value = fs.resolve[f]
		}
	case *IndirectCallee:
		v.Value = fs.replaced(v.Value)
	}
	return v
}

// value parses an operand of type ty: a local (inside a function), a
// metadata operand, or a constant.
func (p *parser) value(ty types.Type, fs *funcState) value.Value {
	t := p.tok()
	if t.kind == tLocal {
		if fs == nil {
			p.failf(t, "local value %%%s outside a function", t.text)
		}
		p.next()
		return fs.use(t, ty)
	}
	if ty.Equal(types.Metadata) {
		return p.mdValue(fs)
	}
	if !firstClass(ty) {
		p.failf(t, "a value of type %s", ty)
	}
	return p.constant(ty)
}

// typedValue parses `T v`.
func (fs *funcState) typedValue() value.Value {
	t := fs.p.typ(false)
	return fs.p.value(t, fs)
}
