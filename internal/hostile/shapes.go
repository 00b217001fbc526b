// Package hostile makes PTX inputs that stress the translator the way an
// attacker or a careless user would: shapes whose cost may grow faster than
// their size (call chains, long straight-line code, deep nesting) and
// malformed or mis-typed forms that must be rejected with a position
// (issue 22). The benchmarks (internal/bench), the fuzz corpora and the
// mutation campaign (cmd in internal/hostile/campaign) share them.
package hostile

import (
	"fmt"
	"strings"
)

// header is the module preamble of every shape.
const header = ".version 8.0\n.target sm_80\n.address_size 64\n\n"

// CallChain is a kernel calling f0, where each fI calls fI+1 and the last
// adds 1 to its argument: n .funcs, each inlined into the kernel.
func CallChain(n int) []byte {
	var b strings.Builder
	b.WriteString(header)
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(&b, ".func (.param .b32 r) f%d(.param .b32 a)\n{\n\t.reg .b32 %%r<3>;\n\tld.param.b32 %%r1, [a];\n", i)
		if i == n-1 {
			b.WriteString("\tadd.u32 %r2, %r1, 1;\n")
		} else {
			fmt.Fprintf(&b, "\t{\n\t.param .b32 pa;\n\t.param .b32 pr;\n\tst.param.b32 [pa], %%r1;\n\tcall (pr), f%d, (pa);\n\tld.param.b32 %%r2, [pr];\n\t}\n", i+1)
		}
		b.WriteString("\tst.param.b32 [r], %r2;\n\tret;\n}\n")
	}
	b.WriteString(".visible .entry chain(.param .u64 out)\n{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<2>;\n" +
		"\tld.param.u64 %rd1, [out];\n\tmov.b32 %r2, 41;\n\t{\n\t.param .b32 pa;\n\t.param .b32 pr;\n" +
		"\tst.param.b32 [pa], %r2;\n\tcall (pr), f0, (pa);\n\tld.param.b32 %r1, [pr];\n\t}\n" +
		"\tst.global.u32 [%rd1], %r1;\n\tret;\n}\n")
	return []byte(b.String())
}

// CallTree is a kernel calling g0, where each gI calls gI+1 twice: a body
// that inlining would grow to 2^n copies of the last function.
func CallTree(n int) []byte {
	var b strings.Builder
	b.WriteString(header)
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(&b, ".func g%d(.param .b64 p)\n{\n\t.reg .b64 %%rd<2>;\n\t.reg .b32 %%r<2>;\n\tld.param.b64 %%rd1, [p];\n", i)
		if i == n-1 {
			b.WriteString("\tatom.global.add.u32 %r1, [%rd1], 1;\n")
		} else {
			for k := 0; k < 2; k++ {
				fmt.Fprintf(&b, "\t{\n\t.param .b64 q;\n\tst.param.b64 [q], %%rd1;\n\tcall g%d, (q);\n\t}\n", i+1)
			}
		}
		b.WriteString("\tret;\n}\n")
	}
	b.WriteString(".visible .entry tree(.param .u64 out)\n{\n\t.reg .b64 %rd<2>;\n\tld.param.u64 %rd1, [out];\n" +
		"\t{\n\t.param .b64 q;\n\tst.param.b64 [q], %rd1;\n\tcall g0, (q);\n\t}\n\tret;\n}\n")
	return []byte(b.String())
}

// StraightLine is a kernel of n dependent add instructions.
func StraightLine(n int) []byte {
	var b strings.Builder
	b.Grow(len(header) + 22*n + 256)
	b.WriteString(header)
	b.WriteString(".visible .entry adds(.param .u64 out)\n{\n\t.reg .b32 %r<2>;\n\t.reg .b64 %rd<2>;\n" +
		"\tld.param.u64 %rd1, [out];\n\tmov.b32 %r1, 0;\n")
	for i := 0; i < n; i++ {
		b.WriteString("\tadd.u32 %r1, %r1, 1;\n")
	}
	b.WriteString("\tst.global.u32 [%rd1], %r1;\n\tret;\n}\n")
	return []byte(b.String())
}

// ManyParams is a kernel with n .u32 parameters.
func ManyParams(n int) []byte {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString(".visible .entry params(")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, ".param .u32 p%d", i)
	}
	b.WriteString(")\n{\n\tret;\n}\n")
	return []byte(b.String())
}

// Nested is a kernel body of n nested { } blocks.
func Nested(n int) []byte {
	return []byte(header + ".visible .entry nested()\n{\n" + strings.Repeat("{\n", n) + strings.Repeat("}\n", n) + "\tret;\n}\n")
}

// Labels is a kernel with n labels in a row, each branched to.
func Labels(n int) []byte {
	return LabelsAround(n, "", "")
}

// LabelsAround is Labels with decls after the kernel's .reg line and body
// after the first label, so that body sits in loops formed by the
// branches (the loop analyses of the SIR passes and the lowering are
// quadratic in the blocks: they must give up, not the machine).
func LabelsAround(n int, decls, body string) []byte {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString(".visible .entry labels()\n{\n\t.reg .pred %p<2>;\n")
	b.WriteString(decls)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "L%d:\n", i)
		if i == 0 {
			b.WriteString(body)
		}
		fmt.Fprintf(&b, "\t@%%p1 bra L%d;\n", n-1-i)
	}
	b.WriteString("\tret;\n}\n")
	return []byte(b.String())
}
