package ccwrap

import (
	"regexp"
	"strings"
)

// MathCallFixups rewrites unoptimised device IR (clang's, with the device
// library linked in) for CUDA's math functions and the H100's f64 NaN
// results, in every function but the device library's own (__ocml_*,
// __ockl_*, __oclc_*) and the wrappers below:
//
//   - a call of __ocml_NAME_f64 or __ocml_NAME_f32 goes to
//     __ptxamd_nan64_NAME or __ptxamd_nan32_NAME where the module defines
//     that wrapper (__ptxamd_f64nan.h: the argument's NaN quietened,
//     0xfff8000000000000 where the result is invalid, and the H100's
//     zeros; __ptxamd_math.h: what the f32 C names give, NVIDIA's NaN and
//     zeros, and with --use_fast_math the unit's intrinsics), and a call of
//     llvm.exp2/exp/log10/sqrt.f32 to __ptxamd_f32_NAME where defined
//     (exp2f's ex2.approx; with --use_fast_math expf's, log10f's and
//     sqrtf's), so that log, std::log and ::log, and std::sin(float) and
//     sinf, all get the same;
//   - fneg and fabs of an f64 NaN return it quietened with its sign, as
//     neg.f64 and abs.f64 do (recorded: conformance/cases/special and
//     real13's f64_arith), where LLVM's flip or clear the sign bit;
//   - round, ldexp and frexp of a signalling NaN quieten it;
//   - an f64 converted to a 32- or 64-bit integer, and an f32 converted
//     to 64 bits, give the destination's sign bit alone for NaN, as
//     cvt.rzi does (LLVM leaves it poison; AMD's conversion gives 0).
//
// Without nan (--ptxamd-fast-nan) only the calls go to the wrappers, as
// the f32 functions' C names always give __ptxamd_math.h's; the
// instructions keep the AMD hardware's NaN.
//
// It runs before optimisation because only before inlining are the
// user's operations apart from the library's, whose own fabs and fneg
// must keep LLVM's meaning (a cleared or flipped sign bit).
func MathCallFixups(ir string, nan bool) string {
	wrapped := map[string]bool{}
	for _, m := range wrapperDefRE.FindAllStringSubmatch(ir, -1) {
		wrapped[m[1]] = true
	}
	lines := strings.Split(ir, "\n")
	out := make([]string, 0, len(lines)+len(lines)/8)
	lib := false
	for _, l := range lines {
		if strings.HasPrefix(l, "define ") {
			m := defineNameRE.FindStringSubmatch(l)
			lib = m != nil && (strings.HasPrefix(m[1], "__ocml_") || strings.HasPrefix(m[1], "__ockl_") ||
				strings.HasPrefix(m[1], "__oclc_") || wrapperNameRE.MatchString(m[1]))
			out = append(out, l)
			continue
		}
		if lib || !strings.HasPrefix(l, " ") {
			out = append(out, l)
			continue
		}
		if strings.Contains(l, "call ") && (strings.Contains(l, "@__ocml_") || strings.Contains(l, "@llvm.")) {
			l = libCallRE.ReplaceAllStringFunc(l, func(s string) string {
				m := libCallRE.FindStringSubmatch(s)
				w := "__ptxamd_f32_" + m[3] // llvm.NAME.f32
				if m[1] != "" {
					w = "__ptxamd_nan" + m[2] + "_" + m[1]
				}
				if wrapped[w] {
					return "@" + w + "("
				}
				return s
			})
		}
		if !nan {
			out = append(out, l)
			continue
		}
		out = append(out, f64NaNInst(l)...)
	}
	return strings.Join(out, "\n")
}

// wrapperDefRE finds the wrappers a module defines.
var wrapperDefRE = regexp.MustCompile(`(?m)^define [^@\n]*@(__ptxamd_(?:nan(?:32|64)|f32)_[a-z0-9]+)\(`)

// wrapperNameRE matches a wrapper's name.
var wrapperNameRE = regexp.MustCompile(`^__ptxamd_(?:nan(?:32|64)|f32)_[a-z0-9]+$`)

// defineNameRE finds a function's name on its define line.
var defineNameRE = regexp.MustCompile(`@([-A-Za-z$._0-9]+)\(`)

// libCallRE finds a callee of the device library's f32 and f64 functions
// (name, 32 or 64) or of the f32 intrinsics the wrappers replace.
var libCallRE = regexp.MustCompile(`@(?:__ocml_([a-z0-9]+)_f(32|64)|llvm\.(exp2|exp|log10|sqrt)\.f32)\(`)

// f64SignRE matches an f64 fneg, fabs, round or ldexp: indent, name,
// the instruction, its fast-math flags and its f64 operand.
var f64SignRE = regexp.MustCompile(`^(\s+)%([-A-Za-z$._0-9]+) = (fneg((?: [a-z]+)*) double (\S+)|` +
	`(?:tail )?call((?: [a-z]+)*) double @llvm\.(?:fabs\.f64|round\.f64|ldexp\.f64\.i32)\(double (?:noundef )?([^,\s)]+)[,)].*)$`)

// frexpRE matches an f64 frexp: indent, name, argument, the rest.
var frexpRE = regexp.MustCompile(`^(\s+)%([-A-Za-z$._0-9]+) = call \{ double, i32 \} @llvm\.frexp\.f64\.i32\(double ([^)\s]+)\)(.*)$`)

// f64ToIntRE matches an f64 conversion to a 32- or 64-bit integer, or an
// f32 one to 64 bits: indent, name, the instruction, source type, source,
// destination.
var f64ToIntRE = regexp.MustCompile(`^(\s+)%([-A-Za-z$._0-9]+) = (fpto[su]i (double|float) (\S+) to (i32|i64))$`)

// quietNaN computes, for the f64 value src, whether it is NaN (p.u) and
// the value with its quiet bit set (p.n).
func quietNaN(ind, p, src string) []string {
	return []string{
		ind + p + ".u = fcmp uno double " + src + ", 0.000000e+00",
		ind + p + ".b = bitcast double " + src + " to i64",
		ind + p + ".o = or i64 " + p + ".b, 2251799813685248",
		ind + p + ".n = bitcast i64 " + p + ".o to double",
	}
}

// f64NaNInst rewrites one instruction line, or returns it.
func f64NaNInst(l string) []string {
	if !strings.Contains(l, "double") && !strings.Contains(l, " fpto") {
		return []string{l} // most lines: no f64 value and no conversion
	}
	if m := f64SignRE.FindStringSubmatch(l); m != nil {
		flags, src := m[4]+" "+m[6], m[5]
		if src == "" {
			src = m[7]
		}
		for _, f := range strings.Fields(flags) {
			if f == "nnan" || f == "fast" {
				return []string{l}
			}
		}
		ind, p := m[1], "%ptxamd.q."+m[2]
		return append(append([]string{ind + p + ".r = " + m[3]}, quietNaN(ind, p, src)...),
			ind+"%"+m[2]+" = select i1 "+p+".u, double "+p+".n, double "+p+".r")
	}
	if m := frexpRE.FindStringSubmatch(l); m != nil { // quieten the argument: the mantissa keeps it
		ind, p := m[1], "%ptxamd.q."+m[2]
		return append(quietNaN(ind, p, m[3]),
			ind+p+".in = select i1 "+p+".u, double "+p+".n, double "+m[3],
			ind+"%"+m[2]+" = call { double, i32 } @llvm.frexp.f64.i32(double "+p+".in)"+m[4])
	}
	if m := f64ToIntRE.FindStringSubmatch(l); m != nil {
		if m[4] == "float" && m[6] == "i32" {
			return []string{l} // NaN gives 0 there, as on AMD
		}
		nan := map[string]string{"i32": "-2147483648", "i64": "-9223372036854775808"}[m[6]]
		ind, p := m[1], "%ptxamd.q."+m[2]
		return []string{
			ind + p + ".r = " + m[3],
			ind + p + ".u = fcmp uno " + m[4] + " " + m[5] + ", 0.000000e+00",
			ind + "%" + m[2] + " = select i1 " + p + ".u, " + m[6] + " " + nan + ", " + m[6] + " " + p + ".r",
		}
	}
	return []string{l}
}
