// Package semantics turns the PTX AST into SIR, the semantic IR of ptxamd,
// and runs the target-independent and warp-mode passes over it.
//
// SIR is PTX with everything implicit made explicit:
//   - every register has one declared type, scoped names are made unique;
//   - every instruction has its type suffixes decoded (Types) and its other
//     modifiers kept in canonical order (Mods);
//   - immediates carry their type, special registers are recognised,
//     labels and symbols are resolved to blocks, parameters and variables;
//   - control flow is explicit: a function is a list of basic blocks, each
//     ending in a branch, a return or an exit;
//   - the warp size and the lanemask width are fields of the module, never
//     constants hidden in the code: `WARP_SZ` becomes an immediate only when
//     a warp-mode pass says what it is.
//
// SIR has a text form (Print, Parse) used by golden tests and by
// `ptxamd build --dump-after PASS`.
package semantics

import (
	"fmt"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
)

// Kind is the kind of a scalar type.
type Kind uint8

const (
	KindBits Kind = iota // .bN: untyped bits
	KindUnsigned
	KindSigned
	KindFloat
	KindPred
	KindBF16 // .bf16 (Bits 16) and .bf16x2 (Bits 32, Packed)
	KindTF32 // .tf32, held in 32 bits
	KindE4M3 // .e4m3x2 and friends
	KindE5M2
)

// Type is a PTX scalar type. Packed types (.f16x2, .bf16x2, .e4m3x2) have
// Packed set and Bits equal to the whole width.
type Type struct {
	Kind   Kind
	Bits   int
	Packed bool
}

// Common types.
var (
	Pred   = Type{KindPred, 1, false}
	B8     = Type{KindBits, 8, false}
	B16    = Type{KindBits, 16, false}
	B32    = Type{KindBits, 32, false}
	B64    = Type{KindBits, 64, false}
	B128   = Type{KindBits, 128, false}
	U8     = Type{KindUnsigned, 8, false}
	U16    = Type{KindUnsigned, 16, false}
	U32    = Type{KindUnsigned, 32, false}
	U64    = Type{KindUnsigned, 64, false}
	S8     = Type{KindSigned, 8, false}
	S16    = Type{KindSigned, 16, false}
	S32    = Type{KindSigned, 32, false}
	S64    = Type{KindSigned, 64, false}
	F16    = Type{KindFloat, 16, false}
	F32    = Type{KindFloat, 32, false}
	F64    = Type{KindFloat, 64, false}
	F16x2  = Type{KindFloat, 32, true}
	BF16   = Type{KindBF16, 16, false}
	BF16x2 = Type{KindBF16, 32, true}
	TF32   = Type{KindTF32, 32, false}
	// E4M3 and E5M2 are single fp8 elements. PTX writes them as modifiers
	// (mma's .e4m3, wgmma's), not as register types, so ParseType does
	// not know them; the lowering of those instructions uses them.
	E4M3 = Type{KindE4M3, 8, false}
	E5M2 = Type{KindE5M2, 8, false}
)

// IsZero reports whether t is the zero Type (no type).
func (t Type) IsZero() bool { return t.Bits == 0 }

// IsInt reports whether t is a bits, unsigned or signed type.
func (t Type) IsInt() bool {
	return t.Kind == KindBits || t.Kind == KindUnsigned || t.Kind == KindSigned
}

// IsFloat reports whether t is a floating-point type, packed or not.
func (t Type) IsFloat() bool {
	switch t.Kind {
	case KindFloat, KindBF16, KindTF32, KindE4M3, KindE5M2:
		return true
	}
	return false
}

// String spells t the way PTX does, without the dot: "u32", "f16x2", "pred".
func (t Type) String() string {
	if t.Bits == 0 {
		return "none"
	}
	switch t.Kind {
	case KindPred:
		return "pred"
	case KindBits:
		return fmt.Sprintf("b%d", t.Bits)
	case KindUnsigned:
		return fmt.Sprintf("u%d", t.Bits)
	case KindSigned:
		return fmt.Sprintf("s%d", t.Bits)
	case KindFloat:
		if t.Packed {
			return fmt.Sprintf("f%dx2", t.Bits/2)
		}
		return fmt.Sprintf("f%d", t.Bits)
	case KindBF16:
		if t.Packed {
			return "bf16x2"
		}
		return "bf16"
	case KindTF32:
		return "tf32"
	case KindE4M3:
		if !t.Packed {
			return "e4m3"
		}
		return "e4m3x2"
	case KindE5M2:
		if !t.Packed {
			return "e5m2"
		}
		return "e5m2x2"
	}
	return "?"
}

// ParseType reads a PTX type name, with or without the leading dot.
func ParseType(s string) (Type, bool) {
	if len(s) > 0 && s[0] == '.' {
		s = s[1:]
	}
	t, ok := typeNames[s]
	return t, ok
}

var typeNames = map[string]Type{
	"pred": Pred,
	"b8":   B8, "b16": B16, "b32": B32, "b64": B64, "b128": B128,
	"u8": U8, "u16": U16, "u32": U32, "u64": U64,
	"s8": S8, "s16": S16, "s32": S32, "s64": S64,
	"f16": F16, "f32": F32, "f64": F64, "f16x2": F16x2,
	"bf16": BF16, "bf16x2": BF16x2, "tf32": TF32,
	"e4m3x2": {KindE4M3, 16, true}, "e5m2x2": {KindE5M2, 16, true},
}

// Space is a PTX state space.
type Space string

const (
	SpaceNone    Space = ""
	SpaceReg     Space = "reg"
	SpaceGlobal  Space = "global"
	SpaceShared  Space = "shared"
	SpaceLocal   Space = "local"
	SpaceConst   Space = "const"
	SpaceParam   Space = "param"
	SpaceGeneric Space = "generic"
)

// Module is a SIR module.
type Module struct {
	// WarpSize is the PTX warp size the code sees (WARP_SZ): 32, or 64 in
	// native64 mode.
	WarpSize int
	// LaneMaskBits is the width of lanemask operands and %lanemask_*: 32 or 64.
	LaneMaskBits int
	// Mode is the warp mode the module was rewritten for; empty before the
	// warp-mode pass.
	Mode string
	// Debug is set when .target lists debug (nvcc -G): NVIDIA's JIT then
	// compiles without optimisation, so the contract pass leaves mul/add
	// pairs apart (recorded: real2/switch_dispatch_debug).
	Debug   bool
	Globals []*Var
	Funcs   []*Func
}

// Var is a variable in a state space other than .reg: module-scope globals,
// shared and constant arrays, and function-scope .local/.shared variables
// (hoisted to module scope with a unique name).
type Var struct {
	Pos   diag.Pos
	Name  string
	Space Space
	Elem  Type // element type
	Count int  // number of elements; 0 for an unsized extern array
	Align int  // bytes
	// Extern marks `.extern .shared` dynamic shared memory and other extern
	// declarations.
	Extern bool
	// Init holds the initial bytes (little-endian) or nil for zero/undef.
	Init []byte
	// InitSyms lists pointer-valued initialiser elements: at byte Offset the
	// address of Sym (plus Addend) is stored (`generic(var)` or `var`).
	InitSyms []InitSym
	// Handle is "texref", "surfref" or "samplerref" for a variable of
	// that type: a 64-bit handle (Elem b64).
	Handle string
}

// InitSym is an address stored in a variable's initialiser.
type InitSym struct {
	Offset  int
	Sym     string
	Addend  int64
	Generic bool
}

// Size is the variable's size in bytes.
func (v *Var) Size() int { return v.Count * (v.Elem.Bits / 8) }

// Param is a parameter of a kernel or function (or a return parameter).
type Param struct {
	Pos   diag.Pos
	Name  string
	Type  Type // element type (.b8 for byte arrays)
	Count int  // elements: 1 for scalars
	Align int
	// Offset is the byte offset in the kernel argument segment (kernels only).
	Offset int
	// Reg is true for `.reg` parameters of a .func.
	Reg bool
	// Vec is 2 or 4 for a .v2/.v4 .reg parameter (Count equals it), else 0.
	Vec int
	// Regs are the body's registers that hold a .reg parameter (one per
	// vector element); the regparams pass turns them into .param copies.
	Regs []*Reg
}

// Size is the parameter's size in bytes.
func (p *Param) Size() int {
	if p.Type.Kind == KindPred {
		return 1 * p.Count
	}
	return p.Count * p.Type.Bits / 8
}

// Reg is a virtual register.
type Reg struct {
	Name string
	Type Type
}

// Func is a kernel (.entry) or a device function (.func).
type Func struct {
	Pos     diag.Pos
	Name    string
	Kernel  bool
	Extern  bool // declaration only
	Params  []*Param
	Returns []*Param
	Regs    []*Reg
	Blocks  []*Block
	// ReqNTID and MaxNTID hold .reqntid/.maxntid (0 when absent).
	ReqNTID [3]int
	MaxNTID [3]int
	// ReqNCluster holds .reqnctapercluster (0 when absent): the shape of
	// the kernel's thread-block clusters, in CTAs.
	ReqNCluster [3]int
	// ExplicitCluster is .explicitcluster: the kernel must be launched
	// as a cluster.
	ExplicitCluster bool
	// Locals are function-scope .local/.shared/.param variables.
	Locals []*Var
}

// NewTemp declares a register of type t for a pass's (or the builder's)
// own use, named prefix followed by the function's register count, which
// no earlier temp has; the "%__what" prefixes are spelled so that PTX
// code does not write them.
func (f *Func) NewTemp(prefix string, t Type) *Reg {
	r := &Reg{Name: fmt.Sprintf("%s%d", prefix, len(f.Regs)), Type: t}
	f.Regs = append(f.Regs, r)
	return r
}

// Block is a basic block: a label and instructions; the last instruction
// is a terminator (bra, ret, exit, trap) after the build.
type Block struct {
	Label string
	Insts []*Inst
}

// Inst is one SIR instruction.
type Inst struct {
	Pos   diag.Pos
	Op    string   // PTX opcode: "add", "ld", "setp", "bra", ...
	Mods  []string // modifiers other than types, without dots, in source order: "lo", "global", "lt", "rn", "sync", "bfly"
	Types []Type   // type suffixes in source order: cvt.f32.s32 -> [f32 s32]
	Guard *Guard
	Dst   []Operand
	Src   []Operand
}

// Guard is an instruction predicate @p / @!p.
type Guard struct {
	Reg *Reg
	Neg bool
}

// Has reports whether the instruction carries modifier m.
func (in *Inst) Has(m string) bool {
	for _, x := range in.Mods {
		if x == m {
			return true
		}
	}
	return false
}

// ModIn returns the first modifier of in that is in set, or "".
func (in *Inst) ModIn(set ...string) string {
	for _, x := range in.Mods {
		for _, s := range set {
			if x == s {
				return x
			}
		}
	}
	return ""
}

// Type returns the i'th type suffix, or the zero Type.
func (in *Inst) Type(i int) Type {
	if i < len(in.Types) {
		return in.Types[i]
	}
	return Type{}
}

// Operand is a SIR operand.
type Operand interface{ isOperand() }

// RegOp reads or writes a register. Sel is a video instruction's byte or
// half selector or SIMD lane selection (".b0", ".h1", ".h10", ".b3210";
// frontend.IsSelector), or "".
type RegOp struct {
	Reg *Reg
	Sel string
}

// IsSelector reports whether s is a video operand selector
// (frontend.IsSelector).
func IsSelector(s string) bool { return frontend.IsSelector(s) }

// Imm is an immediate of a known type; Bits holds its two's-complement or
// IEEE bit pattern.
type Imm struct {
	Bits uint64
	Type Type
}

// Special is a special register (%tid.x, %laneid, %lanemask_lt, WARP_SZ...),
// named without the leading %: "tid.x".
type Special struct {
	Name string
	Type Type
}

// Sym names a variable, parameter or function.
type Sym struct {
	Name string
	// Kind says what Name resolves to.
	Kind SymKind
}

// SymKind is what a Sym refers to.
type SymKind uint8

const (
	SymVar SymKind = iota
	SymParam
	// SymReturn is not produced by the builder: return parameters are in
	// the .param space and resolve as SymParam. Parsers must do the same.
	SymReturn
	SymFunc
)

// Addr is a memory operand [Base+Offset]; Base is a *RegOp, a *Sym or nil
// for an absolute address.
type Addr struct {
	Base   Operand
	Offset int64
}

// Label names a block (branch target).
type Label struct{ Name string }

// Vec is a vector operand {a, b, c, d}.
type Vec struct{ Elems []Operand }

// Tuple is a bracketed operand list [a, {b, c}]: the tensor map and
// coordinates of cp.async.bulk.tensor, the texture and coordinates of tex.
type Tuple struct{ Elems []Operand }

// Sink is `_`: a destination whose value is discarded.
type Sink struct{}

// Not is a negated predicate source (!p).
type Not struct{ X Operand }

func (*RegOp) isOperand()   {}
func (*Imm) isOperand()     {}
func (*Special) isOperand() {}
func (*Sym) isOperand()     {}
func (*Addr) isOperand()    {}
func (*Label) isOperand()   {}
func (*Vec) isOperand()     {}
func (*Tuple) isOperand()   {}
func (*Sink) isOperand()    {}
func (*Not) isOperand()     {}
