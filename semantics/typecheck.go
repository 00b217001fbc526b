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

// operandWants returns what each destination and source register of in
// must be; ok is false for forms this file does not check.
func operandWants(in *Inst) (dst, src []want, ok bool) {
	if len(in.Types) == 0 || !checkedType(in.Types[0]) {
		return nil, nil, false
	}
	t := in.Types[0]
	all := func(nd, ns int, w want) ([]want, []want) {
		d := make([]want, nd)
		s := make([]want, ns)
		for i := range d {
			d[i] = w
		}
		for i := range s {
			s[i] = w
		}
		return d, s
	}
	nd, ns := len(in.Dst), len(in.Src)
	switch {
	case len(in.Types) != 1 && in.Op != "cvt":
		// Mixed-precision forms (add.f32.f16, fma.rn.f32.bf16, ...).
		return nil, nil, false
	case sameTypeOps[in.Op]:
		dst, src = all(nd, ns, want{t: t})
		if in.Has("wide") && (in.Op == "mul" || in.Op == "mad") {
			wide := want{t: Type{Kind: t.Kind, Bits: 2 * t.Bits}}
			for i := range dst {
				dst[i] = wide
			}
			if in.Op == "mad" && ns == 3 {
				src[2] = wide
			}
		}
		return dst, src, true
	case in.Op == "mov":
		dst, src = all(nd, ns, want{t: t})
		return dst, src, true
	case in.Op == "selp":
		dst, src = all(nd, ns, want{t: t})
		if ns == 3 {
			src[2] = want{t: Pred}
		}
		return dst, src, true
	case in.Op == "setp":
		dst, src = all(nd, ns, want{t: Pred})
		for i := 0; i < ns && i < 2; i++ {
			src[i] = want{t: t}
		}
		return dst, src, true
	case in.Op == "testp":
		dst, src = all(nd, ns, want{t: t})
		for i := range dst {
			dst[i] = want{t: Pred}
		}
		return dst, src, true
	case in.Op == "shl" || in.Op == "shr":
		dst, src = all(nd, ns, want{t: t})
		if ns == 2 {
			src[1] = want{t: U32}
		}
		return dst, src, true
	case in.Op == "popc" || in.Op == "clz" || in.Op == "bfind":
		dst, src = all(nd, ns, want{t: t})
		for i := range dst {
			dst[i] = want{t: U32}
		}
		return dst, src, true
	case in.Op == "ld":
		dst, _ = all(nd, 0, want{t: t, relaxed: true})
		return dst, make([]want, ns), true
	case in.Op == "st":
		_, src = all(0, ns, want{t: t, relaxed: true})
		if ns > 0 {
			src[0] = want{} // the address
		}
		return nil, src, true
	case in.Op == "atom" || in.Op == "red":
		// atom d, [a], b[, c]; red [a], b: the data operands have the type.
		dst, src = all(nd, ns, want{t: t})
		if ns > 0 {
			src[0] = want{}
		}
		return dst, src, true
	case in.Op == "cvt":
		if len(in.Types) != 2 || !checkedType(in.Types[1]) || t.Packed || in.Types[1].Packed || ns != 1 {
			return nil, nil, false
		}
		return []want{{t: t, relaxed: true}}, []want{{t: in.Types[1], relaxed: true}}, true
	}
	return nil, nil, false
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
	dst, src, ok := operandWants(in)
	if !ok {
		return true
	}
	good := true
	for side, ops := range [2][]Operand{in.Dst, in.Src} {
		wants, ast := dst, dstOps
		if side == 1 {
			wants, ast = src, srcOps
		}
		for i, o := range ops {
			if i >= len(wants) {
				break
			}
			w := wants[i]
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
