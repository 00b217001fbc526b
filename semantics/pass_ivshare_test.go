package semantics_test

import (
	"strings"
	"testing"

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
