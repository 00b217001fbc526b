package llparse

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file holds the values and instructions that the parser builds
// where llir v0.3.6 has no representation of its own. Each prints itself
// in LLVM syntax, so a parsed module still prints as valid IR.

// RMWOp is an atomicrmw operation that llir's enum.AtomicOp lacks.
type RMWOp string

// The atomicrmw operations of LLVM 15–19 missing from enum.AtomicOp.
const (
	RMWFMax     RMWOp = "fmax"
	RMWFMin     RMWOp = "fmin"
	RMWUIncWrap RMWOp = "uinc_wrap"
	RMWUDecWrap RMWOp = "udec_wrap"
	RMWUSubCond RMWOp = "usub_cond"
	RMWUSubSat  RMWOp = "usub_sat"
)

// AtomicRMW is an atomicrmw whose operation is one of the RMWOps. The
// embedded instruction holds everything else (its Op field is unused).
type AtomicRMW struct {
	*ir.InstAtomicRMW
	Operation RMWOp
}

// LLString prints the instruction with its operation.
func (a *AtomicRMW) LLString() string {
	in := a.InstAtomicRMW
	b := &strings.Builder{}
	fmt.Fprintf(b, "%s = atomicrmw", in.Ident())
	if in.Volatile {
		b.WriteString(" volatile")
	}
	fmt.Fprintf(b, " %s %s, %s", a.Operation, in.Dst, in.X)
	if in.SyncScope != "" {
		fmt.Fprintf(b, " syncscope(%s)", quote(in.SyncScope))
	}
	fmt.Fprintf(b, " %s", in.Ordering)
	for _, md := range in.Metadata {
		fmt.Fprintf(b, ", %s", md)
	}
	return b.String()
}

// HexFloat is a floating-point constant written by its bits, kept as
// written so that NaN payloads, half and bfloat values survive: 0xH
// (half), 0xR (bfloat), 0xK (x86_fp80), 0xL (fp128), 0xM (ppc_fp128),
// or 0x and 16 digits, the bits of a double (for float too: LLVM writes
// a float as the double of the same value).
type HexFloat struct {
	Typ  *types.FloatType
	Text string // canonical spelling: upper-case digits, 16 after a bare 0x
}

func (h *HexFloat) Type() types.Type { return h.Typ }
func (h *HexFloat) Ident() string    { return h.Text }
func (h *HexFloat) String() string   { return h.Typ.String() + " " + h.Text }
func (h *HexFloat) IsConstant()      {}

// IndirectCallee is the callee of a call through a pointer value (or a
// constant expression). Type gives the typed function pointer that llir's
// InstCall needs to print the call; the value itself stays an opaque
// pointer.
type IndirectCallee struct {
	value.Value
	Sig *types.FuncType
}

func (c *IndirectCallee) Type() types.Type { return types.NewPointer(c.Sig) }
func (c *IndirectCallee) String() string   { return c.Value.String() }

// fwdRef stands for a local value used before its definition (phis,
// forward branches); it is replaced once the function is parsed.
type fwdRef struct {
	key string
	typ types.Type
	use token
}

func (f *fwdRef) Type() types.Type { return f.typ }
func (f *fwdRef) Ident() string    { return "%" + strings.TrimPrefix(f.key, "#") }
func (f *fwdRef) String() string   { return f.typ.String() + " " + f.Ident() }

// rawNode is a specialised metadata node (!DILocation(...), !DIFile(...)
// and the like) kept as its source text. Its operands are metadata
// references, so it prints correctly as long as the module keeps the
// metadata IDs it was parsed with, which the parser does.
type rawNode struct {
	id       int64
	distinct bool
	text     string
}

func (r *rawNode) String() string { return r.Ident() }
func (r *rawNode) Ident() string {
	if r.id >= 0 {
		return fmt.Sprintf("!%d", r.id)
	}
	return r.LLString()
}
func (r *rawNode) ID() int64          { return r.id }
func (r *rawNode) SetID(id int64)     { r.id = id }
func (r *rawNode) SetDistinct(d bool) { r.distinct = d }
func (r *rawNode) LLString() string {
	if r.distinct {
		return "distinct " + r.text
	}
	return r.text
}

// quote writes s as an LLVM string literal.
func quote(s string) string {
	b := &strings.Builder{}
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= 0x7f {
			fmt.Fprintf(b, "\\%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}
