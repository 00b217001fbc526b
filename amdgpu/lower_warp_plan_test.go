package amdgpu

import (
	"math/rand"
	"testing"
)

// TestPlanLanesAnyLane checks the planner on patterns where only some lanes
// matter (a fragment move whose other lanes a select overwrites): every
// pattern made by one cross-lane operation and then partly forgotten has a
// plan no dearer than that operation, and every plan gives each lane that
// matters its source.
func TestPlanLanesAnyLane(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	targets := []struct {
		name string
		W    int
		caps xlCaps
	}{
		{"gfx906", 64, xlCaps{dpp: true, gfx9DPP: true}},
		{"gfx90a", 64, xlCaps{dpp: true, gfx9DPP: true, newBcast: true}},
		{"gfx1100", 32, xlCaps{dpp: true, gfx10DPP: true}},
		{"gfx1100/64", 64, xlCaps{dpp: true, gfx10DPP: true}},
	}
	for _, tg := range targets {
		var ops []xlOp
		for _, c := range []uint32{0x1b, 0x4e, dppRowShl + 3, dppRowShr + 1, dppRowRor + 5, dppRowMirror, dppRowHalfMir} {
			ops = append(ops, xlOp{kind: xlDPP, ctrl: c, rows: 15, banks: 15, bound: true})
		}
		if tg.caps.newBcast || tg.caps.gfx10DPP {
			ops = append(ops, xlOp{kind: xlDPP, ctrl: dppRowShare + 7, rows: 15, banks: 15, bound: true})
		}
		if tg.caps.gfx10DPP {
			ops = append(ops,
				xlOp{kind: xlDPP, ctrl: dppRowXmask + 9, rows: 15, banks: 15, bound: true},
				xlOp{kind: xlPermlane16, sel: 0x0123456789abcdef, bound: true},
				xlOp{kind: xlPermlaneX16, sel: 0x02468ace13579bdf, bound: true},
				xlOp{kind: xlDPP8, ctrl: 0x00fac688})
		}
		for _, o := range ops {
			full := lanePlan{o}.simulate(tg.W)
			for trial := 0; trial < 20; trial++ {
				want := make([]int, tg.W)
				for l := range want {
					want[l] = anyLane
					if full[l] >= 0 && rng.Intn(3) != 0 {
						want[l] = full[l]
					}
				}
				pl := planLanes(tg.caps, want)
				if pl == nil || pl.cost() > o.cost() {
					t.Fatalf("%s %v over %v: plan %v", tg.name, o, want, pl)
				}
				got := pl.simulate(tg.W)
				for l, s := range want {
					if s != anyLane && got[l] != s {
						t.Fatalf("%s %v: plan %v gives lane %d lane %d, want %d", tg.name, o, pl, l, got[l], s)
					}
				}
			}
		}
	}
	// A pattern that its linear completion would spoil: lanes 0-7 read
	// lanes 8-15 and lanes 24-31 read lanes 16-23, the rest do not matter.
	// row_ror:8 makes it; the completion that fitLinear gives, source
	// 8 + l%8 + 8·bit3(l), has lanes 8-15 read lanes 16-23, in the other
	// row, which no single DPP16 operation does.
	want := make([]int, 32)
	for l := range want {
		want[l] = anyLane
	}
	for l := 0; l < 8; l++ {
		want[l], want[24+l] = 8+l, 16+l
	}
	pl := planLanes(xlCaps{dpp: true}, want)
	if len(pl) != 1 {
		t.Fatalf("row_ror:8 pattern: plan %v, want one operation", pl)
	}
}
