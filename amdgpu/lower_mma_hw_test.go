package amdgpu

import (
	"strconv"
	"strings"
	"testing"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// TestFitLinear: lane patterns that are linear in the lane's bits are
// found exactly, don't-care lanes are free, and others are refused.
func TestFitLinear(t *testing.T) {
	lanes := map[int]int{}
	for L := 0; L < 64; L++ {
		if L%16 >= 8 {
			continue // don't care
		}
		lanes[L] = 32*(L/32) + 4*(L%8) + 2*((L%32)/16) + 1
	}
	coef, ok := fitLinear(lanes, 6)
	if !ok {
		t.Fatal("a linear pattern was not fitted")
	}
	for L, s := range lanes {
		v := coef[0]
		for b := 0; b < 6; b++ {
			v += coef[b+1] * (L >> uint(b) & 1)
		}
		if v != s {
			t.Errorf("lane %d: fitted %d, want %d", L, v, s)
		}
	}
	if _, ok := fitLinear(map[int]int{0: 0, 1: 1, 2: 2, 3: 0}, 2); ok {
		t.Error("a non-linear pattern was fitted")
	}
}

// TestMmaPlans: every unit the translator picks takes whole PTX registers
// and returns every D element, for every form, warp layout and unit.
func TestMmaPlans(t *testing.T) {
	units := []*mmaUnit{
		{unitMFMA, "f16", nil, 2, 2, 16, false, 4, false},
		{unitMFMA, "tf32", nil, 1, 1, 4, false, 4, false},
		{unitMFMA, "i8", nil, 1, 4, 16, true, 4, false},
		{unitMFMA, "i8x32", nil, 2, 4, 32, true, 4, false},
		{unitWMMA11, "f16", nil, 8, 2, 16, false, 8, false},
		{unitWMMA11, "i8", nil, 4, 4, 16, true, 8, false},
		{unitWMMA12, "f16", nil, 4, 2, 16, false, 8, false},
		{unitWMMA12, "i8", nil, 2, 4, 16, true, 8, false},
		{unitWMMA11, "tf32", nil, 16, 1, 16, false, 8, true},
		{unitWMMA12, "tf32", nil, 8, 1, 16, false, 8, true},
	}
	forms := map[string]mmaForm{}
	for key, form := range mmaForms {
		if strings.HasPrefix(key, "m8n8") {
			continue // the m8n8 forms never reach a unit (lowerMma)
		}
		forms[key] = form
	}
	// fp8 widened to f16 (lowerMmaFP8HW): the k32 8-bit places, twice the
	// registers, on the f16 units.
	wide := mmaForms["m16n8k32/8"]
	wide.aRegs, wide.bRegs = 2*wide.aRegs, 2*wide.bRegs
	forms["m16n8k32 fp8 as f16/16"] = wide
	checked := 0
	for key, form := range forms {
		bits, _ := strconv.Atoi(key[strings.IndexByte(key, '/')+1:])
		for _, u := range units {
			if u.per != 32/bits {
				continue
			}
			// wave32, paired wave64, and a wave64 that holds one warp
			// (single mode, or a block of at most 32 threads).
			for _, shape := range [][2]int{{32, 1}, {64, 2}, {64, 1}} {
				W, warps := shape[0], shape[1]
				if (u.kind == unitMFMA) != (W == 64) {
					continue
				}
				typ := sir.Type{Kind: sir.KindFloat, Bits: bits}
				h := &mmaHW{u: u, form: form, at: typ, bt: typ, W: W, warps: warps}
				h.kw = u.ku / h.warps
				chunks := (form.k + h.kw - 1) / h.kw
				seen := map[[3]int]bool{}
				upper := false // a lane of the upper half takes a register
				for ch := 0; ch < chunks; ch++ {
					for r := 0; r < u.regs; r++ {
						for _, isX := range []bool{true, false} {
							for L, s := range h.operandPlan(isX, ch, r) { // panics on a split register
								if s.reg >= 0 {
									upper = upper || L >= 32
									if s.lane/32 != L/32*(warps-1) {
										t.Errorf("%s on %s (wave%d, %d warps): lane %d reads lane %d, outside its warp", key, u.name, W, warps, L, s.lane)
									}
									seen[[3]int{b2i(isX), s.lane / 32, s.lane%32*8 + s.reg}] = true
								}
							}
						}
					}
				}
				for i := 0; i < 4; i++ {
					h.resultPlan(i) // panics on a missing element
				}
				checked++
				// Every PTX register of A and B of each warp reaches the unit.
				want := warps * 32 * (form.aRegs + form.bRegs)
				if len(seen) != want {
					t.Errorf("%s on %s (wave%d, %d warps): %d PTX registers reach the unit, want %d", key, u.name, W, warps, len(seen), want)
				}
				if W == 64 && warps == 1 && form.k > u.ku/2 && !upper {
					t.Errorf("%s on %s (one warp per wave64): the upper lanes carry no k", key, u.name)
				}
			}
		}
	}
	if checked < 20 {
		t.Errorf("%d form/unit pairs checked", checked)
	}
}

// TestWmmaPairPlans: a paired WMMA (two mma's with one A) takes every
// register of both B fragments into X, each mma's D^T from its own half
// of the unit's rows (result elements 0-3 and 4-7), and either half
// alone returns every D element.
func TestWmmaPairPlans(t *testing.T) {
	units := []*mmaUnit{
		{unitWMMA11, "f16", nil, 8, 2, 16, false, 8, false},
		{unitWMMA11, "i8", nil, 4, 4, 16, true, 8, false},
		{unitWMMA12, "f16", nil, 4, 2, 16, false, 8, false},
		{unitWMMA12, "i8", nil, 2, 4, 16, true, 8, false},
	}
	for _, u := range units {
		bits := 32 / u.per
		form := mmaForms[map[int]string{16: "m16n8k16/16", 8: "m16n8k32/8"}[bits]]
		typ := sir.Type{Kind: sir.KindFloat, Bits: bits}
		h := &mmaHW{u: u, form: form, at: typ, bt: typ, W: 32, warps: 1, kw: u.ku, pair: true}
		seen := map[int]bool{}
		for ch := 0; ch*h.kw < form.k; ch++ {
			for r := 0; r < u.regs; r++ {
				for _, s := range h.operandPlan(true, ch, r) {
					if s.reg >= 0 {
						seen[s.lane*8+s.reg] = true
					}
				}
			}
		}
		if want := 32 * 2 * form.bRegs; len(seen) != want {
			t.Errorf("%s k%d: %d B registers reach X, want %d", u.name, form.k, len(seen), want)
		}
		for half := 0; half < 2; half++ {
			h1 := &mmaHW{u: u, form: form, at: typ, bt: typ, W: 32, warps: 1, kw: u.ku, half: half}
			for i := 0; i < 4; i++ {
				for L, s := range h1.resultPlan(i) { // panics on a missing element
					if u.elemHalf(s.reg) != half {
						t.Errorf("%s half %d: D element %d of lane %d from result element %d", u.name, half, i, L, s.reg)
					}
				}
			}
		}
	}
}
