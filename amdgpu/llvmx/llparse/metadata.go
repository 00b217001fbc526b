package llparse

import (
	"math"
	"reflect"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// Metadata is kept so that a parsed module prints what it read: generic
// tuples (!{...}) are built as llir tuples, specialised nodes
// (!DILocation(...), ...) as their source text, and every node keeps its
// number. The emulator reads none of it.

// mdRef is a numbered metadata node, made on first mention.
type mdRef struct {
	def metadata.Definition
	use token
}

// mdNode returns the node !id, making a placeholder the definition fills.
func (p *parser) mdNode(t token) metadata.Definition {
	id := p.mdID(t)
	r := p.mdNodes[id]
	if r == nil {
		r = &mdRef{use: t}
		p.mdNodes[id] = r
	}
	if r.def == nil {
		// A node used before pass B saw its definition cannot happen:
		// pass B makes every shell before pass C parses any use.
		p.failf(t, "undefined metadata !%d", id)
	}
	return r.def
}

func (p *parser) mdID(t token) int64 {
	id, err := parseInt64(t.text)
	if err != nil {
		p.failf(t, "metadata id !%s out of range", t.text)
	}
	return id
}

// mdNodeShell makes the node of `!N = [distinct] ...` (pass B).
func (p *parser) mdNodeShell(e *entity) {
	t := p.next()
	id := p.mdID(t)
	if r := p.mdNodes[id]; r != nil && r.def != nil {
		p.failf(t, "redefinition of metadata !%d", id)
	}
	p.expectPunct("=")
	distinct := p.acceptWord("distinct")
	e.resume = p.i
	switch s := p.tok(); {
	case s.kind == tExclaim && p.peekTok(1).kind == tPunct && p.peekTok(1).text == "{":
		e.md = &metadata.Tuple{MetadataID: metadata.MetadataID(id), Distinct: distinct}
	case s.kind == tMDName && p.peekTok(1).kind == tPunct && p.peekTok(1).text == "(":
		e.md = &rawNode{id: id, distinct: distinct}
	default:
		p.failf(s, "expected a metadata node (!{...} or !Name(...)), found %s", s.describe(p.src))
	}
	p.mdNodes[id] = &mdRef{def: e.md, use: t}
	p.m.MetadataDefs = append(p.m.MetadataDefs, e.md)
	// Skip the body here; pass C parses it.
	depth := 0
	for {
		t := p.next()
		if t.kind == tEOF {
			p.failf(p.toks[e.start], "unterminated metadata node")
		}
		if t.kind == tPunct && (t.text == "{" || t.text == "(") {
			depth++
		}
		if t.kind == tPunct && (t.text == "}" || t.text == ")") {
			depth--
			if depth == 0 {
				return
			}
		}
	}
}

// mdNodeBody fills in a numbered node (pass C).
func (p *parser) mdNodeBody(e *entity) {
	switch n := e.md.(type) {
	case *metadata.Tuple:
		n.Fields = p.mdTupleFields()
	case *rawNode:
		n.text = p.rawMD()
	}
}

// mdTupleFields parses `!{ field, ... }`.
func (p *parser) mdTupleFields() []metadata.Field {
	p.expectKind(tExclaim, "'!'")
	p.expectPunct("{")
	fields := []metadata.Field{}
	if p.acceptPunct("}") {
		return fields
	}
	for {
		fields = append(fields, p.mdField())
		if !p.acceptPunct(",") {
			break
		}
	}
	p.expectPunct("}")
	return fields
}

// mdField parses one tuple element: null, a node, a string, or `T value`.
func (p *parser) mdField() metadata.Field {
	t := p.tok()
	switch {
	case t.kind == tWord && t.text == "null":
		p.next()
		return metadata.Null
	case t.kind == tMDID, t.kind == tExclaim, t.kind == tMDName:
		return p.mdOperand()
	}
	return p.typedConst()
}

// mdOperand parses !N, !"string", !{...} or !Name(...).
func (p *parser) mdOperand() metadata.Field {
	t := p.tok()
	switch t.kind {
	case tMDID:
		p.next()
		return p.mdNode(t)
	case tExclaim:
		if n := p.peekTok(1); n.kind == tString {
			p.next()
			p.next()
			return &metadata.String{Value: n.text}
		}
		return &metadata.Tuple{MetadataID: -1, Fields: p.mdTupleFields()}
	case tMDName:
		if n := p.peekTok(1); n.kind == tPunct && n.text == "(" {
			return &rawNode{id: -1, text: p.rawMD()}
		}
	}
	p.failf(t, "expected metadata, found %s", t.describe(p.src))
	return nil
}

// rawMD returns the source text of `!Name(...)` and moves past it.
func (p *parser) rawMD() string {
	start := p.expectKind(tMDName, "a metadata node name")
	p.skipBalanced()
	return string(p.src[start.off:p.toks[p.i-1].end])
}

// mdAttachmentNode parses the node of an attachment (`!dbg !7`).
func (p *parser) mdAttachmentNode() metadata.MDNode {
	t := p.tok()
	f := p.mdOperand()
	n, ok := f.(metadata.MDNode)
	if !ok {
		p.failf(t, "metadata attachment must be a node, not %s", t.describe(p.src))
	}
	return n
}

// namedMDDef parses `!name = !{!0, !1}`.
func (p *parser) namedMDDef() {
	t := p.next()
	if p.namedMD[t.text] {
		p.failf(t, "redefinition of named metadata !%s", t.text)
	}
	p.namedMD[t.text] = true
	p.expectPunct("=")
	p.expectKind(tExclaim, "'!'")
	p.expectPunct("{")
	def := &metadata.NamedDef{Name: t.text}
	for !p.isPunct("}") {
		nt := p.tok()
		switch nt.kind {
		case tMDID:
			p.next()
			def.Nodes = append(def.Nodes, p.mdNode(nt))
		case tMDName:
			def.Nodes = append(def.Nodes, &rawNode{id: -1, text: p.rawMD()})
		default:
			p.failf(nt, "expected a metadata node (!N), found %s", nt.describe(p.src))
		}
		if !p.acceptPunct(",") {
			break
		}
	}
	p.expectPunct("}")
	p.m.NamedMetadataDefs[t.text] = def
}

// attachments parses `, !name node` pairs (after an instruction, or in a
// global's tail); it leaves a comma that no attachment follows.
func (p *parser) attachments() ir.Metadata {
	var md ir.Metadata
	for p.isPunct(",") && p.peekTok(1).kind == tMDName {
		p.next()
		md = append(md, p.attachment())
	}
	return md
}

// attachment parses `!name node`.
func (p *parser) attachment() *metadata.Attachment {
	n := p.expectKind(tMDName, "a metadata attachment name")
	return &metadata.Attachment{Name: n.text, Node: p.mdAttachmentNode()}
}

// setMetadata stores attachments in an instruction: every llir
// instruction (and the wrappers of llvmx and this package, through their
// embedded instruction) has a Metadata field.
func setMetadata(inst any, md ir.Metadata) bool {
	v := reflect.ValueOf(inst)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return false
	}
	f := v.Elem().FieldByName("Metadata")
	if !f.IsValid() || !f.CanSet() || f.Type() != reflect.TypeOf(md) {
		return false
	}
	f.Set(reflect.AppendSlice(f, reflect.ValueOf(md)))
	return true
}

// mdValue parses a metadata call argument (after the type `metadata`):
// a node, a string, or a value wrapped as metadata (`metadata i32 %x`).
func (p *parser) mdValue(fs *funcState) *metadata.Value {
	t := p.tok()
	switch t.kind {
	case tMDID, tExclaim, tMDName:
		return &metadata.Value{Value: p.mdOperand()}
	}
	ty := p.typ(false)
	if ty.Equal(types.Metadata) || !firstClass(ty) {
		p.failf(t, "invalid metadata value type %s", ty)
	}
	return &metadata.Value{Value: p.value(ty, fs)}
}

func parseInt64(s string) (int64, error) {
	var v int64
	for i := 0; i < len(s); i++ {
		d := int64(s[i] - '0')
		if d < 0 || d > 9 || v > (math.MaxInt64-d)/10 {
			return 0, errRange
		}
		v = v*10 + d
	}
	return v, nil
}

var errRange = errorString("out of range")

type errorString string

func (e errorString) Error() string { return string(e) }
