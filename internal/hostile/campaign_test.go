package hostile

import (
	"path/filepath"
	"testing"
	"time"
)

// TestCampaign runs a small campaign in this process: every targeted input
// and 150 mutations of conformance modules must come back in time, without
// a panic, rejected where the PTX is invalid and with the verdict of the
// original where the mutation keeps the meaning. The command
// (go run ./internal/hostile/campaign) runs longer ones, each input in a
// child process that also catches fatal errors.
func TestCampaign(t *testing.T) {
	if testing.Short() {
		t.Skip("a campaign takes tens of seconds")
	}
	modules, err := filepath.Glob("../../conformance/cases/*/*/case.ptx")
	if err != nil || len(modules) == 0 {
		t.Fatalf("no conformance modules: %v", err)
	}
	rep := Run(Config{Seed: 22, Mutations: 150, Timeout: 2 * time.Minute, Parallel: 2, Modules: modules, Targeted: true}, InProcess)
	t.Logf("%s", rep)
	for _, f := range rep.Findings {
		t.Errorf("%s: %s, want %s: %s", f.Case.Name, f.Verdict, f.Want, firstLine(f.Detail))
	}
	if rep.Inputs < 150 {
		t.Errorf("only %d inputs ran", rep.Inputs)
	}
}

// TestMutatorsApply: every mutator finds something to change in a module
// made for it, and those that must be rejected make invalid PTX.
func TestMutatorsApply(t *testing.T) {
	src := []byte(header + ".visible .entry k(.param .u64 out)\n{\n\t.reg .b32 %r<4>;\n\t.reg .pred %p<2>;\n" +
		"\t.local .align 4 .b8 buf[16];\nL1:\n\tadd.u32 %r1, %r2, 7;\n\tsetp.lt.u32 %p1, %r1, %r2;\n\t@%p1 bra L1;\n\tret;\n}\n")
	if v, msg := Translate(src); v != Accepted {
		t.Fatalf("base module: %s %s", v, msg)
	}
	for _, m := range mutators {
		r := newRand(1)
		out := m.apply(r, string(src))
		if out == "" {
			t.Errorf("%s: nothing to mutate", m.name)
			continue
		}
		if m.expect == Reject {
			if v, _ := Translate([]byte(out)); v != Rejected {
				t.Errorf("%s: %s, want rejected:\n%s", m.name, v, out)
			}
		}
	}
}
