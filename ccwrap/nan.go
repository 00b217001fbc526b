package ccwrap

import (
	"regexp"
	"strings"
)

// CanonNaNs gives the f32 and f16 arithmetic of clang's device IR the
// H100's NaN results: NVIDIA's f32 and f16 arithmetic (add, sub, mul,
// div, fma, sqrt, min, max, abs, neg, the roundings, conversions between
// them) returns the canonical NaN, 0x7fffffff or 0x7fff, whatever NaN
// went in (recorded: conformance/cases/special), where the AMD hardware
// returns its own (the input's payload, 0xffc00000 for sqrt(-1)). The
// PTX a program's inline statements hold gets that from the translator
// (amdgpu/lower_nan.go); this is the same rule for the C++ around it.
//
// ir is optimised device IR (the backend's contraction of a product into
// a sum must still see the two side by side). Each such instruction
// `%x = OP T ...` becomes
//
//	%ptxamd.nan.x = OP T ...
//	%ptxamd.nanp.x = fcmp uno T %ptxamd.nan.x, %ptxamd.nan.x
//	%x = select I1 %ptxamd.nanp.x, T <canonical NaN>, T %ptxamd.nan.x
//
// so that %x keeps its name (and a numbered value its number). An
// instruction with the nnan flag (fast math) is left alone, and so is f64
// arithmetic, whose NaN rules depend on how ptxas orders the operands
// (RATIONALE.md, "Which NaN an f64 instruction returns"), and conversions
// into or out of f64, which keep the payload on both.
func CanonNaNs(ir string) string {
	lines := strings.Split(ir, "\n")
	out := make([]string, 0, len(lines)+len(lines)/4)
	for i := 0; i < len(lines); {
		if !strings.HasPrefix(lines[i], "define ") {
			out = append(out, lines[i])
			i++
			continue
		}
		j := i + 1
		for j < len(lines) && lines[j] != "}" {
			j++
		}
		out = append(out, canonNaNFunc(lines[i:j])...)
		i = j
	}
	return strings.Join(out, "\n")
}

// nanDef is an instruction whose NaN result is made canonical.
type nanDef struct {
	line     int
	indent   string
	name     string
	rhs, typ string
	product  bool // an fmul with the contract flag
	sum      bool // an fadd or fsub with the contract flag
}

// nanValueRE finds the local values an instruction names.
var nanValueRE = regexp.MustCompile(`%[-A-Za-z$._0-9]+`)

// canonNaNFunc rewrites one function (its define line to the line
// before its closing brace). A contract product (fmul) whose readers are
// all contract sums stays as it is: the backend fuses it into them, as
// nvcc would, and their NaN is made canonical. One that has other
// readers is made canonical for them, while its contract sums keep
// reading the raw product, so that it still fuses.
func canonNaNFunc(fn []string) []string {
	defs := map[string]*nanDef{}
	for i, l := range fn {
		if d := nanDefOf(l); d != nil {
			d.line = i
			defs["%"+d.name] = d
		}
	}
	if len(defs) == 0 {
		return fn
	}
	// readers of each product, by line
	readers := map[string][]int{}
	for i, l := range fn {
		for _, v := range nanValueRE.FindAllString(l, -1) {
			if d := defs[v]; d != nil && d.product && d.line != i {
				if n := len(readers[v]); n == 0 || readers[v][n-1] != i {
					readers[v] = append(readers[v], i)
				}
			}
		}
	}
	skip := map[string]bool{}
	rawUse := map[int][]string{} // line: products it reads raw
	for v, d := range defs {
		if !d.product {
			continue
		}
		sums := 0
		for _, r := range readers[v] {
			if rd := nanDefOf(fn[r]); rd != nil && rd.sum {
				sums++
				rawUse[r] = append(rawUse[r], v)
			}
		}
		if sums == len(readers[v]) {
			skip[v] = true
		}
	}
	out := make([]string, 0, len(fn)+2*len(defs))
	for i, l := range fn {
		for _, v := range rawUse[i] {
			if !skip[v] {
				l = replaceValue(l, v, "%ptxamd.nan."+v[1:])
			}
		}
		d := nanDefOf(l)
		if d == nil || skip["%"+d.name] {
			out = append(out, l)
			continue
		}
		nan, cond := nanConst(d.typ)
		raw, isnan := "%ptxamd.nan."+d.name, "%ptxamd.nanp."+d.name
		out = append(out,
			d.indent+raw+" = "+d.rhs,
			d.indent+isnan+" = fcmp uno "+d.typ+" "+raw+", "+raw,
			d.indent+"%"+d.name+" = select "+cond+" "+isnan+", "+d.typ+" "+nan+", "+d.typ+" "+raw)
	}
	return out
}

// replaceValue replaces the local value v (a whole name) in l by w.
func replaceValue(l, v, w string) string {
	return nanValueRE.ReplaceAllStringFunc(l, func(m string) string {
		if m == v {
			return w
		}
		return m
	})
}

// nanDefOf returns the instruction of l if it is one CanonNaNs rewrites.
func nanDefOf(l string) *nanDef {
	m := nanInstRE.FindStringSubmatch(l)
	if m == nil {
		return nil
	}
	d := &nanDef{indent: m[1], name: m[2], rhs: m[3]}
	var op, flags string
	switch {
	case nanOpRE.MatchString(d.rhs):
		s := nanOpRE.FindStringSubmatch(d.rhs)
		op, flags, d.typ = s[1], s[2], s[3]
	case nanCallRE.MatchString(d.rhs):
		s := nanCallRE.FindStringSubmatch(d.rhs)
		flags, d.typ = s[1], s[2]
	case nanTruncRE.MatchString(d.rhs):
		s := nanTruncRE.FindStringSubmatch(d.rhs)
		flags, d.typ = s[1], s[3]
	default:
		return nil
	}
	contract := false
	for _, f := range strings.Fields(flags) {
		switch f {
		case "nnan", "fast":
			return nil
		case "contract":
			contract = true
		}
	}
	d.product = contract && op == "fmul"
	d.sum = contract && (op == "fadd" || op == "fsub")
	return d
}

// nanInstRE matches an instruction defining a value: indent, name, the
// rest.
var nanInstRE = regexp.MustCompile(`^(\s+)%([-A-Za-z$._0-9]+) = (.*)$`)

// nanOpRE matches the f32/f16 operations that give the canonical NaN:
// opcode, fast-math flags, result type.
var nanOpRE = regexp.MustCompile(`^(fadd|fsub|fmul|fdiv|frem|fneg)((?: [a-z]+)*?) (float|half|<\d+ x (?:float|half)>) `)

// nanCallRE matches a call of an LLVM intrinsic with such a result.
var nanCallRE = regexp.MustCompile(`^(?:(?:tail|notail|musttail) )?call((?: [a-z]+)*?) (float|half|<\d+ x (?:float|half)>) @llvm\.(fma|fmuladd|sqrt|minnum|maxnum|minimum|maximum|fabs|floor|ceil|trunc|rint|nearbyint|round|roundeven|exp2|log2|sin|cos|exp|log|log10|exp10|pow|powi|ldexp|canonicalize)\.`)

// nanTruncRE matches a conversion of float to half.
var nanTruncRE = regexp.MustCompile(`^fptrunc((?: [a-z]+)*?) (float|<\d+ x float>) .* to (half|<\d+ x half>)`)

// nanConst is the canonical NaN of a float, half or vector type, and the
// type of its fcmp.
func nanConst(typ string) (nan, cond string) {
	elem := "float"
	if strings.HasSuffix(typ, "half") || strings.HasSuffix(typ, "half>") {
		elem = "half"
	}
	k := map[string]string{"float": "0x7FFFFFFFE0000000", "half": "0xH7FFF"}[elem]
	if !strings.HasPrefix(typ, "<") {
		return k, "i1"
	}
	n := strings.Fields(typ[1:])[0]
	elems := make([]string, 0, 8)
	for i := 0; i < atoiSmall(n); i++ {
		elems = append(elems, elem+" "+k)
	}
	return "<" + strings.Join(elems, ", ") + ">", "<" + n + " x i1>"
}

func atoiSmall(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
