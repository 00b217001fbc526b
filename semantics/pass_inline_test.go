package semantics_test

import (
	"testing"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/hostile"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// inlined builds src and runs the passes, returning the kernels' calls
// left and the functions kept.
func inlined(t *testing.T, src []byte) (calls int, funcs int) {
	t.Helper()
	m := passed(t, "shape.ptx", src)
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op == "call" {
					calls++
				}
			}
		}
	}
	return calls, len(m.Funcs)
}

// passed parses and builds src and runs the SIR passes in paired mode.
func passed(t *testing.T, name string, src []byte) *sir.Module {
	t.Helper()
	ast, d := frontend.Parse(name, src)
	if d.HasErrors() {
		t.Fatal(d.Err())
	}
	m, d := sir.BuildOwned(ast)
	if d.HasErrors() {
		t.Fatal(d.Err())
	}
	if err := sir.RunPasses(m, sir.PassOptions{Mode: "paired", WaveSize: 64}, &diag.List{}, nil); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestInlineChain: a chain of .funcs each calling the next is inlined
// whole into the kernel, one copy per function (it once copied every
// function into every caller: 9 s and 554 MB at 1000, minutes at 2000).
func TestInlineChain(t *testing.T) {
	calls, funcs := inlined(t, hostile.CallChain(3000))
	if calls != 0 || funcs != 1 {
		t.Errorf("chain of 3000: %d calls and %d functions left, want 0 and the kernel", calls, funcs)
	}
}

// TestInlineBudget: a call tree that inlining would grow to 2^40 copies
// stops at the budget and keeps the rest as calls to real functions.
func TestInlineBudget(t *testing.T) {
	calls, funcs := inlined(t, hostile.CallTree(40))
	if calls == 0 || funcs < 2 {
		t.Errorf("tree of depth 40: %d calls and %d functions left, want calls to kept functions", calls, funcs)
	}
	calls, funcs = inlined(t, hostile.CallTree(6))
	if calls != 0 || funcs != 1 {
		t.Errorf("tree of depth 6: %d calls and %d functions left, want all inlined", calls, funcs)
	}
}
