package semantics_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/hostile"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// ivSteps builds a kernel whose loop steps the pointers %rd4-%rd6 as body
// says and returns how many shared induction variables the passes made
// and how many of the loop's pointer adds are left.
func ivSteps(t *testing.T, body string) (ivs, adds int) {
	t.Helper()
	src := `.version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 in, .param .u32 n)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<12>;
	.reg .pred %p<3>;
	ld.param.u64 %rd4, [in];
	ld.param.u32 %r1, [n];
	add.s64 %rd5, %rd4, 64;
	add.s64 %rd6, %rd4, 128;
	mov.u64 %rd7, 256;
	mov.u32 %r2, 0;
$L:
	ld.global.u32 %r3, [%rd4];
	ld.global.u32 %r4, [%rd5];
	ld.global.u32 %r5, [%rd6];
` + body + `
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, %r1;
	@%p1 bra $L;
	ret;
}`
	m := passed(t, "iv.ptx", []byte(src))
	for _, b := range m.Funcs[0].Blocks {
		for _, in := range b.Insts {
			if in.Op != "add" || len(in.Dst) != 1 {
				continue
			}
			d := in.Dst[0].(*sir.RegOp).Reg.Name
			switch {
			case strings.HasPrefix(d, "%__ivshare_iv"):
				ivs++
			case d == "%rd4" || d == "%rd5" || d == "%rd6":
				if s, ok := in.Src[0].(*sir.RegOp); ok && s.Reg.Name == d {
					adds++
				}
			}
		}
	}
	return ivs, adds
}

// TestIVShareGroups: pointers stepped by one register or one immediate in
// one block share an induction variable; a read of one of them between
// the adds, a second stride, a guarded add or a pointer written twice
// keeps them apart.
func TestIVShareGroups(t *testing.T) {
	for _, c := range []struct {
		name      string
		body      string
		ivs, adds int
	}{
		{"register stride", "add.s64 %rd4, %rd4, %rd7;\nadd.s64 %rd5, %rd5, %rd7;\nadd.s64 %rd6, %rd7, %rd6;", 1, 0},
		{"immediate stride", "add.s64 %rd4, %rd4, 32;\nadd.u64 %rd5, %rd5, 32;\nadd.s64 %rd6, %rd6, 16;", 1, 1},
		{"read between", "add.s64 %rd4, %rd4, %rd7;\nld.global.u32 %r6, [%rd4];\nadd.s64 %rd5, %rd5, %rd7;", 0, 2},
		{"two strides", "add.s64 %rd4, %rd4, %rd7;\nadd.s64 %rd5, %rd5, 8;", 0, 2},
		{"guarded", "setp.eq.u32 %p2, %r3, 0;\n@%p2 add.s64 %rd4, %rd4, %rd7;\nadd.s64 %rd5, %rd5, %rd7;", 0, 2},
		{"written twice", "add.s64 %rd4, %rd4, %rd7;\nadd.s64 %rd5, %rd5, %rd7;\nadd.s64 %rd6, %rd6, %rd7;\nadd.s64 %rd4, %rd4, %rd7;", 1, 2},
		{"stride written in the loop", "add.s64 %rd4, %rd4, %rd7;\nadd.s64 %rd5, %rd5, %rd7;\nadd.s64 %rd7, %rd7, 4;", 0, 2},
	} {
		ivs, adds := ivSteps(t, c.body)
		if ivs != c.ivs || adds != c.adds {
			t.Errorf("%s: %d induction variables and %d pointer adds left, want %d and %d", c.name, ivs, adds, c.ivs, c.adds)
		}
	}
}

// TestIVShareBigFunction: a function of more blocks than the pass
// analyses (its loop analysis is quadratic) keeps its pointer adds, and
// one without two pointer steps is left alone without that analysis (20,000
// labels branching across each other once took 15 s and 4.5 GB here).
func TestIVShareBigFunction(t *testing.T) {
	var b strings.Builder
	b.WriteString(".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 in)\n{\n\t.reg .pred %p<2>;\n\t.reg .b64 %rd<8>;\n")
	b.WriteString("\tld.param.u64 %rd4, [in];\n\tadd.s64 %rd5, %rd4, 64;\n\tmov.u64 %rd7, 16;\n$L:\n\tld.global.u32 %rd6, [%rd4];\n")
	for i := 0; i < 2100; i++ {
		fmt.Fprintf(&b, "\t@%%p1 bra $B%d;\n$B%d:\n", i, i)
	}
	b.WriteString("\tadd.s64 %rd4, %rd4, %rd7;\n\tadd.s64 %rd5, %rd5, %rd7;\n\t@%p1 bra $L;\n\tret;\n}\n")
	m := passed(t, "big.ptx", []byte(b.String()))
	for _, blk := range m.Funcs[0].Blocks {
		for _, in := range blk.Insts {
			for _, d := range in.Dst {
				if r, ok := d.(*sir.RegOp); ok && strings.HasPrefix(r.Reg.Name, "%__ivshare") {
					t.Fatalf("a function of %d blocks was rewritten (%s)", len(m.Funcs[0].Blocks), r.Reg.Name)
				}
			}
		}
	}
	m = passed(t, "labels.ptx", hostile.Labels(20000))
	if n := len(m.Funcs[0].Blocks); n < 20000 {
		t.Fatalf("labels: %d blocks", n)
	}
}
