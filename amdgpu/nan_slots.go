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
// comes out.
//
// nanSecondFirst marks the instructions whose first register source was
// made after the second: their NaN order starts with the first source.
// The others keep the PTX's second source first, as the special-value
// sweep recorded it (there the second source is always loaded last).

// defRank orders definitions: phis after straight-line definitions, each
// by its sequence number.
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
	succ, ok := sirCFG(f)
	if !ok {
		return out // brx.idx: keep the PTX's second source first everywhere
	}
	preds := make([][]int, len(f.Blocks))
	for i, ss := range succ {
		for _, j := range ss {
			preds[j] = append(preds[j], i)
		}
	}
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
			}
			var rk defRank
			switch {
			case in.Guard != nil:
				rk = defRank{phi: true, seq: seq} // a predicated write merges with the old value
			case (in.Op == "mov" || in.Op == "neg" || in.Op == "abs") && len(in.Src) == 1 && len(in.Dst) == 1:
				if s, ok := in.Src[0].(*sir.RegOp); ok {
					if srk, ok := state[s.Reg]; ok {
						rk = srk // a copy, or a sign ptxas folds into the reader
						break
					}
				}
				rk = defRank{seq: seq}
			default:
				rk = defRank{seq: seq}
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
