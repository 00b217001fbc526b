package ccwrap

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
)

// fastMathFlags are clang's flags for nvcc's --use_fast_math, which the
// nvcc manual defines as --ftz=true --prec-div=false --prec-sqrt=false
// --fmad=true plus the math functions as their intrinsics
// (__USE_FAST_MATH__, __ptxamd_math.h). It allows no reassociation and
// assumes nothing about NaNs and infinities (isnan keeps working), so
// clang's -ffast-math, which does both, is not it: errno is not kept,
// the divisions are PTX's approximate ones (fastDivisions), and the
// products fuse as without it (HIP's -ffp-contract=fast; -G's off stays).
var fastMathFlags = []string{"-D__USE_FAST_MATH__=1", "-fno-math-errno"}

// fastDivRE matches an f32 division in unoptimised IR: indent, result,
// dividend, divisor, and what follows (metadata).
var fastDivRE = regexp.MustCompile(`^(\s+)(%[-A-Za-z$._0-9]+) = fdiv(?: [a-z]+)* float ([^ ,]+), ([^ ,]+)(,.*)?$`)

// fastDivisions gives the f32 divisions of the translation unit's own
// functions what nvcc's --use_fast_math code computes, in clang's IR
// before optimisation. nvcc emits div.approx.ftz.f32 for a / b and
// rcp.approx.ftz.f32 for 1.0f / b, and ptxas (semantics/pass_contract.go,
// RATIONALE "div.approx and div.full fuse with the add that reads them")
// turns a division by a normal constant up to 2^126 into a product by
// its correctly rounded reciprocal and any other into a product by
// MUFU.RCP's reciprocal, either of which fuses with an add that reads it.
// So a / C becomes a contractible product by RN(1/C), a / b one by
// __ptxamd_fast_rcp(b) (rcp.approx.ftz.f32, __ptxamd_math.h, translated
// with the H100's bits), and 1.0f / b that call alone. The product is not
// flushed to zero when subnormal, and a divisor beyond 2^126 gives zero
// (ptxas scales it). The device library's functions (__ocml_*, __ockl_*)
// keep their divisions. Without contract (-G, -fmad=false) the products
// fuse with nothing.
func fastDivisions(ir string, contract bool) string {
	lines := strings.Split(ir, "\n")
	out := make([]string, 0, len(lines))
	skip, n := false, 0
	quotients := map[string]bool{}
	flag := ""
	if contract {
		flag = " contract"
	}
	for _, l := range lines {
		if strings.HasPrefix(l, "define ") {
			name := l[strings.Index(l, "@")+1:]
			skip = strings.HasPrefix(name, "__ocml_") || strings.HasPrefix(name, "__ockl_") || strings.HasPrefix(name, "__ptxamd_fast_")
		}
		m := fastDivRE.FindStringSubmatch(l)
		if skip || m == nil {
			out = append(out, l)
			continue
		}
		indent, res, a, b, meta := m[1], m[2], m[3], m[4], m[5]
		if strings.HasPrefix(meta, ", !fpmath") {
			meta = ""
		}
		quotients[res] = true
		switch r := constRecip(b); {
		case isIROne(a):
			out = append(out, indent+res+" = call float @__ptxamd_fast_rcp(float "+b+")"+meta)
		case r != "":
			out = append(out, indent+res+" = fmul"+flag+" float "+a+", "+r+meta)
		default:
			n++
			rcp := fmt.Sprintf("%%ptxamd.rcp.%d", n)
			out = append(out, indent+rcp+" = call float @__ptxamd_fast_rcp(float "+b+")",
				indent+res+" = fmul"+flag+" float "+a+", "+rcp+meta)
		}
	}
	if len(quotients) == 0 || !contract {
		return strings.Join(out, "\n")
	}
	return strings.Join(nvvmFusions(out, quotients), "\n")
}

// fmulRE and faddRE match an f32 product and sum: result, operands.
var (
	fmulRE = regexp.MustCompile(`^\s+(%[-A-Za-z$._0-9]+) = fmul(?: [a-z]+)* float ([^ ,]+), ([^ ,]+)`)
	faddRE = regexp.MustCompile(`^(\s+)(%[-A-Za-z$._0-9]+) = fadd(?: [a-z]+)* float ([^ ,]+), ([^ ,]+)(,.*)?$`)
)

// nvvmFusions fuses the product of a sum of a quotient and a product
// into an fmuladd, as NVVM does before ptxas sees the division (real6's
// stencil5: r / (1 + |r|) + sqrtf(|s|) * 0.25f is div.approx then
// fma.rn(sqrt, 0.25, quotient) in nvcc's PTX); NVVM fuses a sum's product
// operand but leaves a difference to ptxas, which fuses its first
// operand, quotient or product (nan.go's contractProducts).
func nvvmFusions(lines []string, quotients map[string]bool) []string {
	muls := map[string][2]string{}
	used, declared := false, false
	for i, l := range lines {
		if strings.HasPrefix(l, "declare float @llvm.fmuladd.f32(") {
			declared = true
		}
		if strings.HasPrefix(l, "define ") {
			muls = map[string][2]string{}
			continue
		}
		if m := fmulRE.FindStringSubmatch(l); m != nil && !quotients[m[1]] {
			muls[m[1]] = [2]string{m[2], m[3]}
			continue
		}
		m := faddRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		indent, res, a, b, meta := m[1], m[2], m[3], m[4], m[5]
		if strings.HasPrefix(meta, ", !fpmath") {
			meta = ""
		}
		q, p := a, b
		if !quotients[q] {
			q, p = b, a
		}
		mul, ok := muls[p]
		if !quotients[q] || !ok {
			continue
		}
		lines[i] = indent + res + " = call float @llvm.fmuladd.f32(float " + mul[0] + ", float " + mul[1] + ", float " + q + ")" + meta
		used = true
	}
	if used && !declared {
		lines = append(lines, "declare float @llvm.fmuladd.f32(float, float, float)")
	}
	return lines
}

// isIROne reports whether an IR operand is the float constant 1.
func isIROne(s string) bool {
	v, ok := irFloatConst(s)
	return ok && v == 1
}

// irFloatConst reads a float constant as LLVM prints it (1.000000e+00 or
// the double-precision hex form).
func irFloatConst(s string) (float64, bool) {
	if strings.HasPrefix(s, "0x") {
		u, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return 0, false
		}
		return math.Float64frombits(u), true
	}
	if s == "" || !(s[0] == '-' || s[0] >= '0' && s[0] <= '9') {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// constRecip is ptxas's reciprocal of a constant divisor, the correctly
// rounded f32 1/C as an IR constant, for a normal C up to 2^126; "" for
// anything else.
func constRecip(s string) string {
	v, ok := irFloatConst(s)
	f := float32(v)
	if !ok || float64(f) != v {
		return ""
	}
	a := math.Abs(v)
	if a < 0x1p-126 || a > 0x1p126 || math.IsInf(v, 0) || math.IsNaN(v) {
		return ""
	}
	r, _ := new(big.Float).SetPrec(24).SetMode(big.ToNearestEven).Quo(big.NewFloat(1), big.NewFloat(v)).Float32()
	return fmt.Sprintf("0x%016X", math.Float64bits(float64(r)))
}

// contracts reports whether a command leaves contraction on: the last
// -ffp-contract is not off (-G and -fmad=false give off).
func contracts(a *args) bool {
	on := true
	for _, f := range a.common {
		if strings.HasPrefix(f, "-ffp-contract=") {
			on = f != "-ffp-contract=off"
		}
	}
	return on
}
