package amdgpu

import (
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Which of two NaN operands an f64 add, sub, mul, fma, min or max gives.
//
// The H100's f64 unit returns the NaN of its second source. ptxas, not
// the PTX, decides which value goes there: it orders the two register
// sources of these instructions by when their values were made, the later
// one second, whatever the PTX operand order or the registers' names
// (conformance/cases/float/nan_f64_slot_order, 46 forms; the lab is
// conformance/lab/nanf64). "When" is ptxas's order of definitions before
// it schedules: the PTX order of the defining instructions in straight-line
// code (a load made early in the SASS schedule still counts where the PTX
// has it), a copy counting as its source, as does an f64 neg or abs,
// which ptxas folds into the reader as a source modifier (libdevice's exp
// feeds fma(-x, y, z) this way), and a value merged at a join
// (a phi, which ptxas numbers after the straight-line definitions) after
// every straight-line one. XLA's f64 kernels (conformance/cases/real9)
// multiply such a phi by a value loaded after the join, and the phi's NaN
// comes out. A short branch region without stores or barriers becomes
// predicated code in ptxas, so what it defines counts as a phi too, in
// its own order: XLA's cumsum adds element after element under a ladder
// of such branches, and each step's load goes second against the sum so
// far, while the sum goes second against a load after the ladder.
//
// A module whose .target lists debug (nvcc -G) keeps the PTX's order: the
// JIT compiles it without optimisation, and the H100 then gives the NaN
// of the PTX's second source (real17's -G builds of real13's f64 kernels:
// `mul.f64 t, a, 2.0; add.f64 r, t, b` with a and b NaN gives b, where
// the optimised order would give t).
//
// Not modelled: an f64 div's expansion (its NaN comes from a slow path,
// and where ptxas numbers that result is not known), and the order of
// two phis of one join. real9's jax_f64_elementwise case lists the runs
// this leaves wrong.
//
// nanSecondFirst marks the instructions whose first register source was
// made after the second, or whose first source is a constant: their NaN
// order starts with the first source.
// The others keep the PTX's second source first, as the special-value
// sweep recorded it (there the second source is always loaded last).

// defRank orders definitions: phis (and what ptxas predicates) after
// straight-line definitions, each by its sequence number.
type defRank struct {
	phi bool
	seq int
}

func (a defRank) after(b defRank) bool {
	if a.phi != b.phi {
		return a.phi
	}
	return a.seq > b.seq
}

// nanOrderOps are the instructions whose two register sources ptxas
// orders (fma: the multiplicands).
var nanOrderOps = map[string]bool{"add": true, "sub": true, "mul": true, "fma": true, "mad": true, "min": true, "max": true}

// ordersNaNs reports whether in is an f64 instruction whose two register
// sources ptxas orders.
func ordersNaNs(in *sir.Inst) bool {
	return nanOrderOps[in.Op] && len(in.Types) > 0 && in.Types[0].Kind == sir.KindFloat && in.Types[0].Bits == 64 && !in.Types[0].Packed
}

// sideEffect reports whether in keeps ptxas from predicating the branch
// around it: a store, an atomic, a barrier, a fence or a call.
func sideEffect(in *sir.Inst) bool {
	switch in.Op {
	case "st", "atom", "red", "bar", "barrier", "membar", "fence", "call", "cp", "mbarrier", "wmma", "stmatrix", "sust", "suatom", "sured", "ret", "exit", "trap":
		return true
	}
	return false
}

// maxPredicated is the largest branch region (instructions) taken for
// one that ptxas turns into predicated code.
const maxPredicated = 32

// predicatedBlocks marks the blocks of short branch regions without side
// effects, outside loops: ptxas turns them into predicated instructions,
// which count as definitions at a join.
func predicatedBlocks(f *sir.Func, succ, preds [][]int) []bool {
	n := len(f.Blocks)
	pred := make([]bool, n)
	if n > 400 {
		return pred // the quadratic search below is not worth it
	}
	var exits []int
	for i, ss := range succ {
		if len(ss) == 0 {
			exits = append(exits, i)
		}
	}
	_, dom := sir.Dominators(succ, preds, []int{0})
	_, pdom := sir.Dominators(preds, succ, exits)
	loops, _ := sir.Loops(succ)
	inLoop := make([]bool, n)
	for _, l := range loops {
		for b := range l {
			inLoop[b] = true
		}
	}
	// nearest returns the nearest strict (post)dominator of b, or -1.
	nearest := func(b int, rel func(a, b int) bool) int {
		best := -1
		for a := 0; a < n; a++ {
			if a != b && rel(a, b) && (best < 0 || rel(best, a)) {
				best = a
			}
		}
		return best
	}
	for b := 1; b < n; b++ {
		if inLoop[b] {
			continue
		}
		d := nearest(b, dom)
		if d < 0 || pdom(b, d) {
			continue // b always runs when d does
		}
		j := nearest(d, pdom)
		if j < 0 {
			continue
		}
		size, clean := 0, true
		for x := 0; x < n && clean; x++ {
			if x == d || x == j || !dom(d, x) || dom(j, x) {
				continue
			}
			if inLoop[x] {
				clean = false
			}
			for _, in := range f.Blocks[x].Insts {
				size++
				clean = clean && !sideEffect(in)
			}
		}
		pred[b] = clean && size <= maxPredicated
	}
	return pred
}

// nanSecondFirst returns the f64 instructions of f whose first register
// source ptxas puts second (see above).
func nanSecondFirst(f *sir.Func) map[*sir.Inst]bool {
	out := map[*sir.Inst]bool{}
	interesting := false
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if ordersNaNs(in) {
				interesting = true
			}
		}
	}
	if !interesting {
		return out
	}
	succ, ok := sir.CFG(f)
	if !ok {
		return out // brx.idx: keep the PTX's second source first everywhere
	}
	preds := sir.Preds(succ)
	predicated := predicatedBlocks(f, succ, preds)
	// registers written in each block, for loops (a back edge merges what
	// the loop writes)
	writes := make([]map[*sir.Reg]bool, len(f.Blocks))
	for i, b := range f.Blocks {
		writes[i] = map[*sir.Reg]bool{}
		for _, in := range b.Insts {
			for _, d := range in.Dst {
				for _, r := range regsOf(d) {
					writes[i][r] = true
				}
			}
		}
	}
	seq := 0
	outs := make([]map[*sir.Reg]defRank, len(f.Blocks))
	for i, b := range f.Blocks {
		state := map[*sir.Reg]defRank{}
		var done []map[*sir.Reg]defRank
		loopEnd := -1
		for _, p := range preds[i] {
			if p < i {
				done = append(done, outs[p])
			} else if p > loopEnd {
				loopEnd = p
			}
		}
		seq++
		merged := defRank{phi: true, seq: seq}
		if len(done) > 0 {
			for r, rk := range done[0] {
				same := true
				for _, o := range done[1:] {
					if ork, ok := o[r]; !ok || ork != rk {
						same = false
						break
					}
				}
				if same {
					state[r] = rk
				} else {
					state[r] = merged
				}
			}
			for _, o := range done[1:] {
				for r := range o {
					if _, ok := state[r]; !ok {
						state[r] = merged
					}
				}
			}
		}
		for j := i; j <= loopEnd; j++ {
			for r := range writes[j] {
				state[r] = merged
			}
		}
		for _, in := range b.Insts {
			seq++
			if ordersNaNs(in) && len(in.Src) >= 2 {
				ra, aok := in.Src[0].(*sir.RegOp)
				rb, bok := in.Src[1].(*sir.RegOp)
				if aok && bok && ra.Reg != rb.Reg && state[ra.Reg].after(state[rb.Reg]) {
					out[in] = true
				}
				if _, imm := in.Src[0].(*sir.Imm); imm && bok {
					// A constant goes in the SASS instruction's second
					// slot, wherever the PTX has it (recorded: probe
					// float/nan_signop_context4, sub.f64 of a NaN
					// constant and a NaN register).
					out[in] = true
				}
			}
			rk := defRank{seq: seq}
			switch {
			case (in.Op == "mov" || in.Op == "neg" || in.Op == "abs") && in.Guard == nil && len(in.Src) == 1 && len(in.Dst) == 1:
				if s, ok := in.Src[0].(*sir.RegOp); ok {
					if srk, ok := state[s.Reg]; ok {
						rk = srk // a copy, or a sign ptxas folds into the reader
						break
					}
				}
				rk.phi = predicated[i]
			case in.Guard != nil || predicated[i]:
				rk.phi = true // a predicated write merges with the old value
			}
			for _, d := range in.Dst {
				for _, r := range regsOf(d) {
					state[r] = rk
				}
			}
		}
		outs[i] = state
	}
	return out
}

// regsOf lists the registers an operand names (a vector's elements).
func regsOf(o sir.Operand) []*sir.Reg {
	switch o := o.(type) {
	case *sir.RegOp:
		return []*sir.Reg{o.Reg}
	case *sir.Vec:
		var rs []*sir.Reg
		for _, e := range o.Elems {
			rs = append(rs, regsOf(e)...)
		}
		return rs
	case *sir.Tuple:
		var rs []*sir.Reg
		for _, e := range o.Elems {
			rs = append(rs, regsOf(e)...)
		}
		return rs
	}
	return nil
}
