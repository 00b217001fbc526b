// Package inlineasm expands the template of a CUDA inline `asm()` statement
// into PTX, following NVIDIA's "Inline PTX Assembly in CUDA" (sections 1.1
// Parameters, 1.2 Constraints, 2.1 Namespace Conflicts, 3 Error Checking)
// with SCALE's compatibility rules for operand binding.
//
// Expansion:
//   - %0 .. %N name the operands in text order, outputs first, then inputs.
//     Register operands become registers: output k is %o<k>, input k is
//     %i<k> (k counts within its own list). An "n" operand becomes its
//     decimal value, a "C" operand splices its string verbatim.
//   - %% becomes %; % followed by a letter (%p, %clock, %n1) is kept as
//     written, as nvcc does.
//   - %= (GCC's) becomes a decimal number derived from Unique, the same
//     for every %= of the statement ("WAIT_%=:" ... "bra WAIT_%=;").
//   - Registers and labels declared inside a { } scope of the template get
//     the suffix _<Unique> (for example %p_asm3), so that a template
//     expanded several times in one function never declares a name twice.
//     Names declared outside any scope are left alone (NVIDIA 2.1: such a
//     template must not be inlined twice; Func gives each expansion its
//     own function).
//
// Func wraps an expansion into a complete PTX function that
// frontend.Parse accepts:
//
//	.func (.reg .b32 %o0) __asm_<Unique>(.reg .b32 %io0, .reg .b64 %i0, ...)
//	{
//		mov.b32 %o0, %io0;
//		{
//		<expanded template>
//		}
//		ret;
//	}
//
// Every output receives the caller's current value through %io<k> before
// the template runs, so "=r" behaves as "+r" (SCALE's rule), and inputs are
// ordinary .reg parameters: the template may write them, with an effect
// local to the block. "n" and "C" operands take no parameter.
package inlineasm

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// Type is the C type of the expression bound to an operand, as the caller
// (the CUDA front end) knows it.
type Type struct {
	Bits  int  // size in bits: 8, 16, 32, 64, 128; 0 when unknown (not checked)
	Float bool // float, double (and half as 16 bits)
}

// Operand is one output or input of an asm statement.
type Operand struct {
	Pos        diag.Pos
	Constraint string // "=r", "+l", "f", "n", "C", ...
	Type       Type
	Value      int64  // the value of an "n" operand
	Str        string // the contents of a "C" operand, without the trailing NUL
}

// Stmt is one asm statement: asm [volatile] (template : outputs : inputs : clobbers).
type Stmt struct {
	Pos      diag.Pos
	Template string
	Outputs  []Operand
	Inputs   []Operand
	Clobbers []string
	Volatile bool
	// Unique is the suffix given to names declared in the template's { }
	// scopes and to the function made by Func; empty picks "asm<N>" from a
	// process-wide counter.
	Unique string
}

var counter atomic.Int64

// constraint is a decoded constraint string.
type constraint struct {
	mod    byte // '=', '+' or 0
	letter byte
}

// regType maps a register constraint letter to its PTX register type and
// size (NVIDIA 1.2).
func regType(letter byte) (ptx string, bits int, float bool) {
	switch letter {
	case 'h':
		return ".b16", 16, false
	case 'r':
		return ".b32", 32, false
	case 'l':
		return ".b64", 64, false
	case 'q':
		return ".b128", 128, false
	case 'f':
		return ".f32", 32, true
	case 'd':
		return ".f64", 64, true
	}
	return "", 0, false
}

// expansion is a checked statement with its operand spellings.
type expansion struct {
	stmt   Stmt
	unique string
	cons   []constraint // outputs then inputs
	text   []string     // what %k becomes
}

func check(stmt Stmt, errs *diag.List) *expansion {
	e := &expansion{stmt: stmt, unique: stmt.Unique}
	if e.unique == "" {
		e.unique = "asm" + strconv.FormatInt(counter.Add(1), 10)
	}
	all := append(append([]Operand(nil), stmt.Outputs...), stmt.Inputs...)
	for k, op := range all {
		output := k < len(stmt.Outputs)
		pos := op.Pos
		if !pos.IsValid() {
			pos = stmt.Pos
		}
		c := constraint{}
		s := op.Constraint
		if s != "" && (s[0] == '=' || s[0] == '+') {
			c.mod, s = s[0], s[1:]
			// GCC's early-clobber mark, which nvcc accepts: every
			// operand here is a register of its own anyway.
			s = strings.TrimPrefix(s, "&")
		}
		switch {
		case len(s) == 0:
			errs.Errorf(pos, "asm operand %d has no constraint letter", k)
		case len(s) > 1:
			errs.Errorf(pos, "an asm operand may specify only one constraint letter (%q)", op.Constraint)
		case output && c.mod == 0:
			errs.Errorf(pos, "output operand constraint %q lacks '=' or '+'", op.Constraint)
		case !output && c.mod != 0:
			errs.Errorf(pos, "input operand constraint %q cannot have '%c'", op.Constraint, c.mod)
		default:
			c.letter = s[0]
		}
		e.cons = append(e.cons, c)
		idx := k
		if !output {
			idx = k - len(stmt.Outputs)
		}
		switch c.letter {
		case 0:
			e.text = append(e.text, "")
		case 'n', 'C':
			if output {
				errs.Errorf(pos, "constraint '%c' is only allowed on an input operand", c.letter)
			}
			if c.letter == 'n' {
				e.text = append(e.text, strconv.FormatInt(op.Value, 10))
			} else {
				e.text = append(e.text, op.Str)
			}
		default:
			_, bits, float := regType(c.letter)
			if bits == 0 {
				errs.Errorf(pos, "unknown asm constraint letter '%c'", c.letter)
				e.text = append(e.text, "")
				continue
			}
			if op.Type.Bits != 0 && (op.Type.Bits != bits || op.Type.Float != float) {
				errs.Errorf(pos, "asm operand type size(%d) does not match type/size implied by constraint '%c'",
					(op.Type.Bits+7)/8, c.letter)
			}
			if output {
				e.text = append(e.text, "%o"+strconv.Itoa(idx))
			} else {
				e.text = append(e.text, "%i"+strconv.Itoa(idx))
			}
		}
	}
	return e
}

// Expand substitutes the operands of stmt into its template and renames
// scope-local names; see the package documentation.
func Expand(stmt Stmt) (ptx string, diags *diag.List) {
	errs := &diag.List{}
	e := check(stmt, errs)
	body := e.substitute(errs)
	if errs.HasErrors() {
		return "", errs
	}
	return renameScoped(body, "_"+e.unique), errs
}

// substitute replaces %k and %% in the template.
func (e *expansion) substitute(errs *diag.List) string {
	t := e.stmt.Template
	var b strings.Builder
	b.Grow(len(t) + 16)
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(t) {
			errs.Errorf(e.stmt.Pos, "asm template ends with a lone '%%'")
			break
		}
		d := t[i+1]
		switch {
		case d == '%':
			b.WriteByte('%')
			i++
		case d == '=':
			// GCC's %=: a number unique to this statement, for labels
			// outside a { } scope ("WAIT_%=:").
			h := fnv.New32a()
			h.Write([]byte(e.unique))
			b.WriteString(strconv.FormatUint(uint64(h.Sum32()), 10))
			i++
		case d >= '0' && d <= '9':
			j := i + 1
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			k, err := strconv.Atoi(t[i+1 : j])
			if err != nil || k >= len(e.text) {
				errs.Errorf(e.stmt.Pos, "asm operand %%%s out of range: the statement has %d operands", t[i+1:j], len(e.text))
			} else {
				b.WriteString(e.text[k])
			}
			i = j - 1
		default:
			b.WriteByte('%')
		}
	}
	return b.String()
}

// Func expands stmt and wraps it into a PTX .func named __asm_<Unique>;
// see the package documentation for the shape.
func Func(stmt Stmt) (ptx string, name string, diags *diag.List) {
	errs := &diag.List{}
	e := check(stmt, errs)
	body := e.substitute(errs)
	if errs.HasErrors() {
		return "", "", errs
	}
	body = renameScoped(body, "_"+e.unique)
	name = "__asm_" + e.unique
	var rets, params, prologue []string
	for k, c := range e.cons {
		typ, _, _ := regType(c.letter)
		if typ == "" {
			continue
		}
		if k < len(stmt.Outputs) {
			rets = append(rets, fmt.Sprintf(".reg %s %%o%d", typ, k))
			params = append(params, fmt.Sprintf(".reg %s %%io%d", typ, k))
			prologue = append(prologue, fmt.Sprintf("\tmov%s %%o%d, %%io%d;\n", typ, k, k))
		}
	}
	for k, c := range e.cons[len(stmt.Outputs):] {
		if typ, _, _ := regType(c.letter); typ != "" {
			params = append(params, fmt.Sprintf(".reg %s %%i%d", typ, k))
		}
	}
	var b strings.Builder
	b.WriteString(".func ")
	if len(rets) > 0 {
		b.WriteString("(" + strings.Join(rets, ", ") + ") ")
	}
	b.WriteString(name + "(" + strings.Join(params, ", ") + ")\n{\n")
	for _, p := range prologue {
		b.WriteString(p)
	}
	b.WriteString("\t{\n")
	b.WriteString(body)
	b.WriteString("\n\t}\n\tret;\n}\n")
	return b.String(), name, errs
}
