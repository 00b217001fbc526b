package amdgpu

import (
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/frontend"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// TestNanSecondFirst checks which f64 instructions nanSecondFirst marks:
// the first register source made after the second, counting a copy as
// its source (an f64 neg too: ptxas folds it into the reader) and a value merged at a join or a loop head, or written under
// a guard, after every straight-line definition.
func TestNanSecondFirst(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .pred %p;
	.reg .b64 %a;
	.reg .f64 %x, %y, %z, %m, %c, %n, %w, %q, %d<16>;
	ld.param.u64 %a, [p];
	ld.global.f64 %x, [%a];
	ld.global.f64 %y, [%a+8];
	add.rn.f64 %d0, %x, %y;          // y later: keep
	add.rn.f64 %d1, %y, %x;          // y later: mark
	mul.rn.f64 %d2, %d1, %x;         // d1 later: mark
	fma.rn.f64 %d3, %y, %x, %d0;     // y later: mark
	fma.rn.f64 %d4, %x, 0d4000000000000000, %y;  // a constant: keep
	mov.f64 %c, %x;
	sub.rn.f64 %d5, %c, %y;          // c is x's copy, y later: keep
	max.f64 %d6, %y, %c;             // mark
	neg.f64 %n, %x;
	add.rn.f64 %d10, %n, %y;         // n is x folded into the reader, y later: keep
	mov.f64 %m, %x;
	setp.eq.f64 %p, %x, %y;
	@%p bra SKIP;
	mul.rn.f64 %m, %x, %x;
SKIP:
	ld.global.f64 %z, [%a+16];
	mul.rn.f64 %d7, %m, %z;          // m merged at the join: mark
	mul.rn.f64 %d8, %z, %m;          // keep
	@%p mov.f64 %z, %y;
	add.rn.f64 %d9, %z, %d8;         // z written under a guard: mark
	setp.lt.f64 %p, %x, %y;
	@%p bra L2;
	ld.global.f64 %w, [%a+24];
	add.rn.f64 %d12, %d9, %w;         // a short branch ptxas predicates: w loaded later: keep
L2:
	ld.global.f64 %q, [%a+32];
	add.rn.f64 %d11, %d12, %q;        // d12 merged at the join: mark
	st.global.f64 [%a], %d9;
	ret;
}
`
	ast, d := frontend.Parse("k.ptx", []byte(src))
	if d.HasErrors() {
		t.Fatal(d)
	}
	m, d := sir.Build(ast)
	if d.HasErrors() {
		t.Fatal(d)
	}
	f := m.Funcs[0]
	marked := nanSecondFirst(f)
	want := map[string]bool{"d1": true, "d2": true, "d3": true, "d6": true, "d7": true, "d9": true, "d11": true}
	seen := 0
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if len(in.Dst) != 1 {
				continue
			}
			r, ok := in.Dst[0].(*sir.RegOp)
			if !ok || !strings.HasPrefix(r.Reg.Name, "%d") {
				continue
			}
			name := strings.TrimPrefix(r.Reg.Name, "%")
			seen++
			if marked[in] != want[name] {
				t.Errorf("%s (%s): marked %v, want %v", name, in.Op, marked[in], want[name])
			}
		}
	}
	if seen != 13 {
		t.Fatalf("saw %d instructions writing %%dN, want 13", seen)
	}
}
