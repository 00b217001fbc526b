package bench

import (
	"fmt"
	"testing"

	"github.com/ptxamd/ptxamd/internal/hostile"
)

// BenchmarkHostile times the whole translation (PTX to IR text, gfx90a,
// paired) of the shapes whose cost once grew faster than their size
// (issue 22): a chain of .funcs each calling the next (inlined into the
// kernel), a call tree that inlining would grow exponentially (held by the
// inlining budget), and long straight-line code. Time and bytes per input
// byte should stay flat as N grows:
//
//	go test ./internal/bench -run '^$' -bench Hostile -benchmem
func BenchmarkHostile(b *testing.B) {
	s, err := NewSetup("gfx90a")
	if err != nil {
		b.Fatal(err)
	}
	shapes := []struct {
		name string
		gen  func(int) []byte
		ns   []int
	}{
		{"chain", hostile.CallChain, []int{250, 1000, 4000}},
		{"tree", hostile.CallTree, []int{8, 16, 24}},
		{"adds", hostile.StraightLine, []int{10000, 100000}},
		{"labels", hostile.Labels, []int{1000, 10000}},
	}
	for _, sh := range shapes {
		for _, n := range sh.ns {
			src := sh.gen(n)
			b.Run(fmt.Sprintf("%s/%d", sh.name, n), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := translateOnce("hostile.ptx", src, s); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
