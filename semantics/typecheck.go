package semantics

import (
	"math"
	"strings"

	"github.com/ptxamd/ptxamd/frontend"
)

// Operand type checking (PTX ISA 6.4 "Operand Type Information" and
// "Operand Size Exceeding Instruction-Type Size"), as ptxas applies it:
//
//   - a .bN register goes with every instruction type of N bits;
//   - .uN and .sN registers go with .bN, .uN and .sN instruction types;
//   - a float instruction type (.f16, .f32, .f64, .f16x2, .bf16, .bf16x2)
//     takes a register of that type or a .bN register of its size;
//   - a .pred operand takes only .pred registers, and a .pred register
//     goes nowhere else;
//   - ld, st and cvt may hold their data in a register wider than the
//     instruction type, except that a float type wants its exact size
//     unless the register is .bN.
//
// Only instruction families whose operand types this file knows are
// checked; the others (mma, tex, video, packed conversions, mixed-precision
// forms) are left to their lowerings. Every rule here was checked against
// ptxas (CUDA 13.0): see RATIONALE.md "Hostile input: what ptxas rejects".

// want is the register type one operand position takes.
type want struct {
	t       Type
	relaxed bool // ld/st/cvt data: a wider register is accepted
}

// sameTypeOps take every operand, destination and sources, in the
// instruction type.
var sameTypeOps = map[string]bool{
	"add": true, "sub": true, "mul": true, "mad": true, "min": true, "max": true,
	"abs": true, "neg": true, "and": true, "or": true, "xor": true, "not": true,
	"cnot": true, "div": true, "rem": true, "fma": true, "rcp": true, "sqrt": true,
	"rsqrt": true, "sin": true, "cos": true, "ex2": true, "lg2": true, "tanh": true,
	"copysign": true, "brev": true, "mul24": true, "mad24": true, "addc": true,
	"subc": true, "madc": true,
}

// checkedType reports whether the register rules above are known for
// instruction type t.
func checkedType(t Type) bool {
	switch t.Kind {
	case KindBits, KindUnsigned, KindSigned, KindPred:
		return t.Bits <= 64
	case KindFloat, KindBF16:
		return true
	}
	return false
}

// operandWant returns what destination (dst) or source operand i of in
// must be; ok is false for forms this file does not check. It allocates
// nothing: it runs for every instruction.
func operandWant(in *Inst, dst bool, i int) (w want, ok bool) {
	if len(in.Types) == 0 || !checkedType(in.Types[0]) {
		return want{}, false
	}
	t := in.Types[0]
	ns := len(in.Src)
	switch {
	case len(in.Types) != 1 && in.Op != "cvt":
		// Mixed-precision forms (add.f32.f16, fma.rn.f32.bf16, ...).
		return want{}, false
	case sameTypeOps[in.Op]:
		if in.Has("wide") && (in.Op == "mul" || in.Op == "mad") && (dst || in.Op == "mad" && i == 2) {
			return want{t: Type{Kind: t.Kind, Bits: 2 * t.Bits}}, true
		}
		return want{t: t}, true
	case in.Op == "mov":
		return want{t: t}, true
	case in.Op == "selp":
		if !dst && i == 2 {
			return want{t: Pred}, true
		}
		return want{t: t}, true
	case in.Op == "setp":
		if !dst && i < 2 {
			return want{t: t}, true
		}
		return want{t: Pred}, true
	case in.Op == "testp":
		if dst {
			return want{t: Pred}, true
		}
		return want{t: t}, true
	case in.Op == "shl" || in.Op == "shr":
		if !dst && i == 1 {
			return want{t: U32}, true
		}
		return want{t: t}, true
	case in.Op == "popc" || in.Op == "clz" || in.Op == "bfind":
		if dst {
			return want{t: U32}, true
		}
		return want{t: t}, true
	case in.Op == "ld":
		if dst {
			return want{t: t, relaxed: true}, true
		}
		return want{}, true
	case in.Op == "st":
		if i == 0 {
			return want{}, true // the address
		}
		return want{t: t, relaxed: true}, true
	case in.Op == "atom" || in.Op == "red":
		// atom d, [a], b[, c]; red [a], b: the data operands have the type.
		if !dst && i == 0 {
			return want{}, true
		}
		return want{t: t}, true
	case in.Op == "cvt":
		if len(in.Types) != 2 || !checkedType(in.Types[1]) || t.Packed || in.Types[1].Packed || ns != 1 {
			return want{}, false
		}
		if dst {
			return want{t: t, relaxed: true}, true
		}
		return want{t: in.Types[1], relaxed: true}, true
	}
	return want{}, false
}

// regFits reports whether a register of type r may stand where w is wanted.
func regFits(r Type, w want) bool {
	t := w.t
	if t.Kind == KindPred || r.Kind == KindPred {
		return t.Kind == r.Kind
	}
	float := t.Kind == KindFloat || t.Kind == KindBF16
	switch {
	case r.Bits == t.Bits:
	case w.relaxed && r.Bits > t.Bits && (!float || r.Kind == KindBits):
	default:
		return false
	}
	switch t.Kind {
	case KindBits:
		return true
	case KindUnsigned, KindSigned:
		return r.Kind == KindBits || r.Kind == KindUnsigned || r.Kind == KindSigned
	default:
		return r.Kind == KindBits || r.Kind == t.Kind && r.Packed == t.Packed && r.Bits == t.Bits
	}
}

// checkOperandTypes reports every register operand of in whose type the
// instruction type does not accept, at the operand's position; dstOps and
// srcOps are the AST operands they were built from.
func (fb *fnBuilder) checkOperandTypes(in *Inst, dstOps, srcOps []frontend.Operand) bool {
	good := true
	for side, ops := range [2][]Operand{in.Dst, in.Src} {
		ast := dstOps
		if side == 1 {
			ast = srcOps
		}
		for i, o := range ops {
			w, ok := operandWant(in, side == 0, i)
			if !ok {
				return true
			}
			if n, isNot := o.(*Not); isNot {
				o = n.X
			}
			r, isReg := o.(*RegOp)
			if !isReg || w.t.IsZero() || r.Sel != "" || regFits(r.Reg.Type, w) {
				continue
			}
			pos := in.Pos
			if ps := operandPositions(ast); i < len(ps) {
				pos = ps[i]
			}
			what := "a ." + w.t.String()
			if w.relaxed {
				what = "a register of at least ." + w.t.String()
			}
			fb.errorf(pos, "%s: %s is a .%s register; this operand takes %s", fb.opcode, sourceRegName(r.Reg.Name), r.Reg.Type, what)
			good = false
		}
	}
	return good
}

// sourceRegName strips the builder's $N renaming of shadowed registers.
func sourceRegName(name string) string {
	if i := strings.LastIndexByte(name, '$'); i > 0 {
		return name[:i]
	}
	return name
}

// floatLiteralMisfit explains why float literal f cannot be an immediate
// of type t, or returns "". ptxas takes a float literal where the
// instruction type is a float type, and where it is a bit type of the
// literal's own size (0f: 32 bits; 0d and decimal literals, which are
// doubles: 64 bits); never where an integer is expected. A decimal literal
// beyond the double range is an overflow.
func floatLiteralMisfit(f *frontend.ImmFloat, t Type) string {
	text := strings.TrimPrefix(f.Text, "-")
	hex := len(text) > 1 && text[0] == '0' && (text[1]|0x20 == 'f' || text[1]|0x20 == 'd')
	switch {
	case t.IsFloat():
		if !hex && math.IsInf(math.Float64frombits(f.Bits), 0) {
			return "float constant " + f.Text + " overflows"
		}
		return ""
	case t.Kind == KindBits:
		if f.Single && t.Bits == 32 || !f.Single && t.Bits == 64 {
			return ""
		}
		size := "a 64-bit double"
		if f.Single {
			size = "a 32-bit float"
		}
		return "float constant " + f.Text + " is " + size + ", but this operand takes ." + t.String()
	}
	return "float constant " + f.Text + " where an integer (." + t.String() + ") is expected"
}
