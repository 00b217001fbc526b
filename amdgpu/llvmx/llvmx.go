// Package llvmx adds to github.com/llir/llvm what AMDGPU code generation
// needs and llir v0.3.6 lacks: opaque pointers (`ptr addrspace(N)`), which
// every LLVM from 15 on reads and LLVM 17+ requires.
//
// llir prints pointers as typed (`i32 addrspace(1)*`), and several of its
// structs hard-code *types.PointerType (Global.Typ, Func.Typ, InstAlloca.Typ).
// The rules of this package, followed by the emitter and understood by the
// emulator:
//   - every pointer-typed value has type *PtrType;
//   - a global or function used as an operand goes through Ref, which gives
//     it an opaque type (the *ir.Global itself is still what the module holds);
//   - an alloca is built with NewAlloca, a GEP with NewGEP, a store with
//     NewStore, an atomicrmw with NewAtomicRMW: they fill in types that llir
//     would otherwise compute as typed pointers.
//
// A module built this way never mixes typed and opaque pointers.
package llvmx

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// AMDGPU address spaces (LLVM AMDGPUUsage, "Address Spaces").
const (
	Generic  types.AddrSpace = 0
	Global   types.AddrSpace = 1
	Region   types.AddrSpace = 2
	Local    types.AddrSpace = 3 // LDS, PTX .shared
	Constant types.AddrSpace = 4
	Private  types.AddrSpace = 5 // scratch, PTX .local
)

// PtrType is an opaque pointer type in one address space.
type PtrType struct {
	AddrSpace types.AddrSpace
	TypeName  string
}

var ptrCache = map[types.AddrSpace]*PtrType{}

// Ptr returns the opaque pointer type of address space as. The same
// *PtrType is returned for the same address space so that pointer identity
// comparisons work, though Equal is what callers should use.
func Ptr(as types.AddrSpace) *PtrType {
	if p, ok := ptrCache[as]; ok {
		return p
	}
	return &PtrType{AddrSpace: as}
}

func init() {
	for as := types.AddrSpace(0); as <= 8; as++ {
		ptrCache[as] = &PtrType{AddrSpace: as}
	}
}

func (t *PtrType) String() string {
	if t.TypeName != "" {
		return "%" + t.TypeName
	}
	return t.LLString()
}

// LLString prints `ptr` or `ptr addrspace(N)`.
func (t *PtrType) LLString() string {
	if t.AddrSpace == 0 {
		return "ptr"
	}
	return fmt.Sprintf("ptr addrspace(%d)", t.AddrSpace)
}

// Equal reports whether u is an opaque pointer of the same address space.
func (t *PtrType) Equal(u types.Type) bool {
	o, ok := u.(*PtrType)
	return ok && o.AddrSpace == t.AddrSpace
}

func (t *PtrType) Name() string           { return t.TypeName }
func (t *PtrType) SetName(name string)    { t.TypeName = name }
func IsPtr(t types.Type) (*PtrType, bool) { p, ok := t.(*PtrType); return p, ok }

// Ref is a global variable or function used as an operand, with an opaque
// pointer type. It is a constant, so it may stand in initialisers too.
type Ref struct {
	constant.Constant // *ir.Global or *ir.Func
	Typ               *PtrType
}

// GlobalRef returns g as an opaque pointer in g's address space.
func GlobalRef(g *ir.Global) *Ref {
	return &Ref{Constant: g, Typ: Ptr(g.AddrSpace)}
}

// FuncRef returns f as an opaque pointer (address space 0).
func FuncRef(f *ir.Func) *Ref { return &Ref{Constant: f, Typ: Ptr(f.AddrSpace)} }

func (r *Ref) Type() types.Type { return r.Typ }
func (r *Ref) String() string   { return fmt.Sprintf("%s %s", r.Typ, r.Ident()) }

// Global returns the referenced global, or nil when r names a function.
func (r *Ref) Global() *ir.Global { g, _ := r.Constant.(*ir.Global); return g }

// Func returns the referenced function, or nil when r names a global.
func (r *Ref) Func() *ir.Func { f, _ := r.Constant.(*ir.Func); return f }

// Alloca is an alloca whose result is an opaque pointer (private memory,
// address space 5 on AMDGPU).
type Alloca struct {
	*ir.InstAlloca
	Typ *PtrType
}

// NewAlloca allocates count (nil: one) elements of elem in address space as.
func NewAlloca(elem types.Type, count value.Value, as types.AddrSpace) *Alloca {
	a := ir.NewAlloca(elem)
	a.NElems = count
	a.AddrSpace = as
	return &Alloca{InstAlloca: a, Typ: Ptr(as)}
}

func (a *Alloca) Type() types.Type { return a.Typ }
func (a *Alloca) String() string   { return fmt.Sprintf("%s %s", a.Typ, a.Ident()) }

// NewGEP indexes src (an opaque pointer) with elem as the source element
// type; the result stays in src's address space.
func NewGEP(elem types.Type, src value.Value, inBounds bool, indices ...value.Value) *ir.InstGetElementPtr {
	pt, ok := src.Type().(*PtrType)
	if !ok {
		panic(fmt.Sprintf("BUG: llvmx.NewGEP: source %v is not an opaque pointer", src))
	}
	return &ir.InstGetElementPtr{ElemType: elem, Src: src, Indices: indices, InBounds: inBounds, Typ: pt}
}

// NewLoad loads a value of type elem through ptr.
func NewLoad(elem types.Type, ptr value.Value) *ir.InstLoad {
	return &ir.InstLoad{ElemType: elem, Src: ptr}
}

// NewStore stores v through ptr.
func NewStore(v, ptr value.Value) *ir.InstStore {
	return &ir.InstStore{Src: v, Dst: ptr}
}

// NewAtomicRMW builds `atomicrmw op ptr, x` whose result has x's type.
func NewAtomicRMW(op enum.AtomicOp, ptr, x value.Value, ordering enum.AtomicOrdering, scope string) *ir.InstAtomicRMW {
	return &ir.InstAtomicRMW{Op: op, Dst: ptr, X: x, Ordering: ordering, SyncScope: scope, Typ: x.Type()}
}

// NewCmpXchg builds `cmpxchg ptr, cmp, new` returning {T, i1}.
func NewCmpXchg(ptr, cmp, new value.Value, success, failure enum.AtomicOrdering, scope string) *ir.InstCmpXchg {
	return &ir.InstCmpXchg{Ptr: ptr, Cmp: cmp, New: new, SuccessOrdering: success, FailureOrdering: failure, SyncScope: scope,
		Typ: types.NewStruct(new.Type(), types.I1)}
}

// NullPtr is the null pointer of address space as.
type NullPtr struct{ Typ *PtrType }

// Null returns the null constant of address space as.
func Null(as types.AddrSpace) *NullPtr { return &NullPtr{Typ: Ptr(as)} }

func (n *NullPtr) Type() types.Type { return n.Typ }
func (n *NullPtr) Ident() string    { return "null" }
func (n *NullPtr) String() string   { return fmt.Sprintf("%s null", n.Typ) }
func (n *NullPtr) IsConstant()      {}
