package amdgpu

import "testing"

// wgTestUnits are the units wgmma uses, as mmaUnitFor and mmaFP8Unit
// describe them (name, opType aside).
var wgTestUnits = []*mmaUnit{
	{unitMFMA, "f16", nil, 2, 2, 16, false, 4, false},
	{unitMFMA, "tf32", nil, 1, 1, 4, false, 4, false},
	{unitMFMA, "i8", nil, 1, 4, 16, true, 4, false},
	{unitMFMA, "i8x32", nil, 2, 4, 32, true, 4, false},
	{unitWMMA11, "f16", nil, 8, 2, 16, false, 8, false},
	{unitWMMA11, "i8", nil, 4, 4, 16, true, 8, false},
	{unitWMMA11, "tf32", nil, 16, 1, 16, false, 8, true},
	{unitWMMA12, "f16", nil, 4, 2, 16, false, 8, false},
	{unitWMMA12, "i8", nil, 2, 4, 16, true, 8, false},
	{unitWMMA12, "tf32", nil, 8, 1, 16, false, 8, true},
	{unitWMMA12, "fp8", nil, 2, 4, 16, false, 8, false},
}

// TestWgmmaPlans: on every unit and wave layout, each (k, n) of B and
// each (k, m) of A a warp needs is loaded exactly once per instruction
// block, each D element comes from exactly one live lane, and moving a D
// register back reads at most two result registers (the row order
// nOfRow is chosen for).
func TestWgmmaPlans(t *testing.T) {
	for _, u := range wgTestUnits {
		layouts := []struct {
			W      int
			single bool
		}{{32, false}}
		if u.kind == unitMFMA {
			layouts = []struct {
				W      int
				single bool
			}{{64, false}, {64, true}}
		}
		for _, lay := range layouts {
			g := newWgUnit(u, false, lay.W, lay.single)
			name := u.name + map[bool]string{true: " single", false: ""}[lay.single]
			// The row order is a permutation of the rows in use.
			seenN := map[int]bool{}
			for rho := 0; rho < 16; rho++ {
				if n := g.nOfRow(rho); n >= 0 {
					if n >= g.rows || seenN[n] {
						t.Errorf("%s: row %d holds column %d twice or out of range", name, rho, n)
					}
					seenN[n] = true
				}
			}
			if len(seenN) != g.rows {
				t.Errorf("%s: %d columns per instruction, want %d", name, len(seenN), g.rows)
			}
			for _, K := range map[int][]int{1: {8}, 2: {16, 32}, 4: {32}}[u.per] {
				N := 24 // one full block and one half block where rows = 16
				chunks := (K + g.kInst - 1) / g.kInst
				blocks := (N + g.rows - 1) / g.rows
				xs := map[[2]int]int{} // (k, n) of B
				ys := map[[3]int]int{} // (k, warp, m) of A
				for ch := 0; ch < chunks; ch++ {
					for cb := 0; cb < blocks; cb++ {
						for ms := 0; ms < g.mSlots; ms++ {
							for L := 0; L < lay.W; L++ {
								for r := 0; r < u.regs; r++ {
									if s := g.spec(N, K, true, ch, cb, ms, L, r); s.ok && (ms == 0) {
										for e := 0; e < u.per; e++ {
											xs[[2]int{s.k0 + e, s.r}]++
										}
									}
									if s := g.spec(N, K, false, ch, cb, ms, L, r); s.ok && cb == 0 {
										for e := 0; e < u.per; e++ {
											ys[[3]int{s.k0 + e, s.w, s.m}]++
										}
									}
								}
							}
						}
					}
				}
				// Every lane of a row holds its k once; MFMA spreads k over
				// lane groups, WMMA11 repeats lanes 0-15 in 16-31.
				rep := 1
				if u.kind == unitWMMA11 {
					rep = 2
				}
				if len(xs) != K*N {
					t.Errorf("%s K=%d: B elements loaded %d, want %d", name, K, len(xs), K*N)
				}
				for key, c := range xs {
					if c != rep {
						t.Errorf("%s K=%d: B element %v loaded %d times, want %d", name, K, key, c, rep)
						break
					}
				}
				warps := lay.W / 32
				if lay.single {
					warps = 1
				}
				if len(ys) != K*16*warps {
					t.Errorf("%s K=%d: A elements loaded %d, want %d", name, K, len(ys), K*16*warps)
				}
			}
			// D: every element of every live lane, from at most two result
			// registers per D register.
			for i := 0; i < 12; i++ {
				plan := g.resultPlan(i) // panics on a missing element
				regs := map[int]bool{}
				for L, s := range plan {
					if L < g.live && s.reg < 0 {
						t.Fatalf("%s: D element %d of lane %d has no source", name, i, L)
					}
					if s.reg >= 0 {
						regs[s.reg] = true
					}
				}
				if len(regs) > 2 {
					t.Errorf("%s: D element %d reads %d result registers, want at most 2", name, i, len(regs))
				}
			}
		}
	}
}
