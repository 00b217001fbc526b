package hostile

import "strings"

// Expect is what the translator must do with a case.
type Expect int

const (
	// NoCrash: any verdict, as long as it comes in time, without a panic
	// or a fatal error.
	NoCrash Expect = iota
	// Reject: the input is invalid PTX (ptxas rejects it); accepting it
	// is a silent misreading.
	Reject
	// Accept: valid PTX that must translate.
	Accept
	// Same: the verdict of the unmutated input (a mutation that keeps the
	// meaning, such as other line endings).
	Same
)

func (e Expect) String() string {
	return [...]string{"no-crash", "reject", "accept", "same"}[e]
}

// Case is one hostile input.
type Case struct {
	Name   string
	Src    []byte
	Expect Expect
}

// kernel wraps body in a module and a kernel with registers of every class.
func kernel(body string) []byte {
	return []byte(header + ".visible .entry k(.param .u64 out)\n{\n" +
		"\t.reg .u32 %r<4>;\n\t.reg .f32 %f<4>;\n\t.reg .u64 %rd<4>;\n\t.reg .pred %p<4>;\n" +
		body + "\tret;\n}\n")
}

// Targeted returns the hand-made hostile inputs of issue 22, each with what
// the translator must do with it.
func Targeted() []Case {
	cr := strings.ReplaceAll(string(kernel("\t// a comment\n\tadd.u32 %r1, %r2, 1;\n")), "\n", "\r")
	return []Case{
		{"label-twice-in-a-row", kernel("L:\nL:\n"), Reject},
		{"label-twice-around-another", kernel("A: B: A:\n"), Reject},
		{"label-twice-apart", kernel("X:\n\t@%p1 bra X;\nX:\n"), Reject},
		{"labels-in-sibling-blocks", kernel("\t{\nW:\n\t@%p1 bra W;\n\t}\n\t{\nW:\n\t@%p1 bra W;\n\t}\n"), Accept},
		{"lone-cr-line-ends", []byte(cr), Accept},
		{"lone-cr-with-error", []byte(strings.ReplaceAll(string(kernel("\t// c\n\tbogus %r1;\n")), "\n", "\r")), Reject},
		{"float-literal-as-u32", kernel("\tadd.u32 %r2, %r1, 1e999;\n"), Reject},
		{"decimal-as-b32", kernel("\tmov.b32 %r2, 1.5;\n"), Reject},
		{"setp-into-f32", kernel("\tsetp.eq.u32 %f1, %r1, %r2;\n"), Reject},
		{"selp-f32-into-pred", kernel("\tselp.f32 %p1, %f1, %f2, %p2;\n"), Reject},
		{"mov-u32-from-pred", kernel("\tmov.u32 %r1, %p1;\n"), Reject},
		{"target-sm-999", []byte(strings.Replace(string(kernel("")), "sm_80", "sm_999", 1)), Reject},
		{"target-foo", []byte(strings.Replace(string(kernel("")), "sm_80", "foo", 1)), Reject},
		{"version-99.9", []byte(strings.Replace(string(kernel("")), "8.0", "99.9", 1)), Reject},
		{"align-3", kernel("\t.local .align 3 .b8 buf[16];\n"), Reject},
		{"maxnreg-zero", []byte(strings.Replace(string(kernel("")), "(.param .u64 out)\n", "(.param .u64 out)\n.maxnreg 0\n", 1)), Reject},
		{"params-100000", ManyParams(100000), Reject},
		{"address-offset-beyond-64-bits", kernel("\tld.global.u32 %r1, [%rd1+99999999999999999999];\n"), Reject},
		{"call-chain-2000", CallChain(2000), Accept},
		{"call-tree-40", CallTree(40), Accept},
		{"straight-line-200000", StraightLine(200000), Accept},
		{"labels-20000", Labels(20000), Accept},
		{"labels-20000-mma-pointers", LabelsAround(20000, "\t.reg .b32 %r<8>;\n\t.reg .f32 %f<8>;\n\t.reg .b64 %rd<4>;\n",
			"\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f1,%f2,%f3,%f4};\n"+
				"\tadd.s64 %rd1, %rd1, %rd3;\n\tadd.s64 %rd2, %rd2, %rd3;\n"), Accept},
		{"nesting-450", Nested(450), Accept},
		{"nesting-5000", Nested(5000), Reject},
		{"formfeed", []byte("\f"), NoCrash},
		{"empty", nil, NoCrash},
	}
}
