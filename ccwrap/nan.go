package ccwrap

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// DeviceIRFixups rewrites optimised device IR for nvcc's numerics: its
// contraction (contractProducts) and, with nan, the H100's NaN results.
//
// The NaN rule: NVIDIA's f32 and f16 arithmetic (add, sub, mul,
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
func DeviceIRFixups(ir string, nan bool) string {
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
		out = append(out, canonNaNFunc(lines[i:j], nan)...)
		i = j
	}
	return strings.Join(out, "\n")
}

// nanDef is an instruction whose NaN result is made canonical.
type nanDef struct {
	indent, name, rhs, typ string
}

// nanValueRE finds the local values an instruction names.
var nanValueRE = regexp.MustCompile(`%[-A-Za-z$._0-9]+`)

// canonNaNFunc rewrites one function (its define line to the line
// before its closing brace): products first (contractProducts), then,
// with nan, the NaN selects. A product left for the backend to fuse gets
// none: its sums' NaN is made canonical.
func canonNaNFunc(fn []string, nan bool) []string {
	fn, fused := contractProducts(fn)
	if !nan {
		return fn
	}
	out := make([]string, 0, len(fn)+len(fn)/4)
	for _, l := range fn {
		d := nanDefOf(l)
		if d == nil || fused["%"+d.name] {
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

// productRE matches a product with the contract flag, of any float type.
var productRE = regexp.MustCompile(`^(\s+)%([-A-Za-z$._0-9]+) = fmul((?: [a-z]+)*?) contract((?: [a-z]+)*?) (float|half|double|<\d+ x (?:float|half|double)>) `)

// sumRE matches a sum with the contract flag, and names it.
var sumRE = regexp.MustCompile(`^\s+%([-A-Za-z$._0-9]+) = f(?:add|sub)(?: [a-z]+)*? contract`)

// contractProducts fuses products as ptxas does, which is what nvcc's
// code gets (the translator's rule, semantics/pass_contract.go: a product
// whose readers, in its own block, are all sums none of whose results is
// compared, is fused into each of them). NVVM leaves other products as a
// mul in the PTX and ptxas keeps them apart, where the AMDGPU backend
// would fuse them (into several sums, or in another block it sinks them
// to). Such a product loses its contract flag. It returns the function
// and the products left to fuse.
func contractProducts(fn []string) ([]string, map[string]bool) {
	products := map[string]int{} // name: line
	sums := map[string]int{}     // contract sums: line
	block := make([]int, len(fn))
	b := 0
	for i, l := range fn {
		if blockLabelRE.MatchString(l) {
			b++
		}
		block[i] = b
		if m := productRE.FindStringSubmatch(l); m != nil {
			products["%"+m[2]] = i
		}
		if m := sumRE.FindStringSubmatch(l); m != nil {
			sums["%"+m[1]] = i
		}
	}
	fused := map[string]bool{}
	if len(products) == 0 {
		return fn, fused
	}
	readers := map[string][]int{}
	for i, l := range fn {
		for _, v := range nanValueRE.FindAllString(l, -1) {
			_, p := products[v]
			_, s := sums[v]
			if def := lineOf(products, sums, v); (p || s) && def != i {
				if n := len(readers[v]); n == 0 || readers[v][n-1] != i {
					readers[v] = append(readers[v], i)
				}
			}
		}
	}
	out := append([]string(nil), fn...)
	for v, line := range products {
		ok := len(readers[v]) > 0
		for _, r := range readers[v] {
			m := sumRE.FindStringSubmatch(fn[r])
			if m == nil || block[r] != block[line] {
				ok = false
				break
			}
			for _, rr := range readers["%"+m[1]] {
				if strings.Contains(fn[rr], " = fcmp ") {
					ok = false // a compared sum: ptxas keeps its product apart
				}
			}
		}
		if ok {
			fused[v] = true
			continue
		}
		out[line] = strings.Replace(fn[line], " contract", "", 1)
	}
	// Where one sum reads two such products, ptxas fuses its first
	// operand and keeps the other a product everywhere (the translator's
	// rule, semantics/pass_contract.go); the backend would pick either.
	var sumLines []int
	for _, line := range sums {
		sumLines = append(sumLines, line)
	}
	sort.Ints(sumLines)
	final, decided := map[string]bool{}, map[string]bool{}
	conflicts := func(v string) bool { // a reader of v already takes another fused product
		for _, r := range readers[v] {
			for _, x := range sumOperands(fn[r]) {
				if x != v && final[x] {
					return true
				}
			}
		}
		return false
	}
	for _, line := range sumLines {
		for _, v := range sumOperands(fn[line]) {
			if fused[v] && !decided[v] {
				decided[v] = true
				final[v] = !conflicts(v)
			}
		}
	}
	for v := range fused {
		if !final[v] {
			delete(fused, v)
			out[products[v]] = strings.Replace(fn[products[v]], " contract", "", 1)
		}
	}
	return out, fused
}

// sumOperandsRE matches a sum's two operands.
var sumOperandsRE = regexp.MustCompile(`= f(?:add|sub)(?: [a-z]+)* (?:float|half|double|<\d+ x (?:float|half|double)>) ([^ ,]+), ([^ ,]+)`)

// sumOperands returns the operands of a sum, in order.
func sumOperands(l string) []string {
	m := sumOperandsRE.FindStringSubmatch(l)
	if m == nil {
		return nil
	}
	return m[1:]
}

// blockLabelRE matches a basic block's label line.
var blockLabelRE = regexp.MustCompile(`^[-A-Za-z$._0-9]+:`)

func lineOf(products, sums map[string]int, v string) int {
	if l, ok := products[v]; ok {
		return l
	}
	return sums[v]
}

// nanDefOf returns the instruction of l if it is one DeviceIRFixups makes canonical.
func nanDefOf(l string) *nanDef {
	m := nanInstRE.FindStringSubmatch(l)
	if m == nil {
		return nil
	}
	d := &nanDef{indent: m[1], name: m[2], rhs: m[3]}
	var flags string
	switch {
	case nanOpRE.MatchString(d.rhs):
		s := nanOpRE.FindStringSubmatch(d.rhs)
		flags, d.typ = s[2], s[3]
	case nanCallRE.MatchString(d.rhs):
		s := nanCallRE.FindStringSubmatch(d.rhs)
		flags, d.typ = s[1], s[2]
	case nanTruncRE.MatchString(d.rhs):
		s := nanTruncRE.FindStringSubmatch(d.rhs)
		flags, d.typ = s[1], s[3]
	case nanExtRE.MatchString(d.rhs):
		s := nanExtRE.FindStringSubmatch(d.rhs)
		flags, d.typ = s[1], s[3]
	default:
		return nil
	}
	for _, f := range strings.Fields(flags) {
		if f == "nnan" || f == "fast" {
			return nil
		}
	}
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

// nanExtRE matches a conversion of half to float (cvt.f32.f16 gives the
// canonical NaN too; a conversion to double keeps the payload).
var nanExtRE = regexp.MustCompile(`^fpext((?: [a-z]+)*?) (half|<\d+ x half>) .* to (float|<\d+ x float>)`)

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
	count, _ := strconv.Atoi(n) // nanOpRE's \d+
	elems := make([]string, count)
	for i := range elems {
		elems[i] = elem + " " + k
	}
	return "<" + strings.Join(elems, ", ") + ">", "<" + n + " x i1>"
}

// asBitcastRE finds a bitcast between the flat and the global or constant
// address space. LLVM 19's middle end can leave one (the libptx6 kernels
// of conformance/cases/real6 show it), and clang, which does not verify
// its output, prints it, but its parser refuses it; on AMDGPU those
// address spaces share their addresses, so it is an addrspacecast.
var asBitcastRE = regexp.MustCompile(`= bitcast ptr(?: addrspace\(([014])\))? ([^ ,]+) to ptr(?: addrspace\(([014])\))?`)

// fixASBitcasts rewrites those bitcasts as addrspacecasts.
func fixASBitcasts(ir string) string {
	return asBitcastRE.ReplaceAllStringFunc(ir, func(m string) string {
		s := asBitcastRE.FindStringSubmatch(m)
		if s[1] == s[3] || s[1] == "" && s[3] == "0" || s[1] == "0" && s[3] == "" {
			return m
		}
		return strings.Replace(m, "= bitcast ", "= addrspacecast ", 1)
	})
}
