package emu

// postDominators returns each block's immediate post-dominator. Index
// len(blocks) is a virtual exit that every ret flows into, and every
// unreachable block that ends the wave (s_endpgm, or a call that may);
// blocks that cannot reach it (endless loops, and the trap paths below) get
// it as well. It is the iterative algorithm of Cooper, Harvey and Kennedy
// ("A Simple, Fast Dominance Algorithm", 2001) run on the reversed CFG.
//
// An unreachable block that does not end the wave (llvm.trap, a brx.idx
// index out of range) stops the launch, so no lane ever leaves it: it is
// left out, as AMD's structurizer leaves it out of the region it closes.
// Were it an exit, a divergent branch with a trap check on one side (mapa's
// rank check, say) would post-dominate nothing short of the function's
// end, and the other side's lanes would run on alone, past the point where
// the lanes they wait for (in a spin loop on an mbarrier, say) rejoin them.
func postDominators(blocks []cblock) []int32 {
	n := len(blocks)
	exit := int32(n)
	preds := make([][]int32, n+1) // predecessors in the reversed CFG = successors
	succs := make([][]int32, n+1) // successors in the reversed CFG = predecessors
	for i := range blocks {
		t := &blocks[i].term
		if t.kind == tRet || t.kind == tUnreachable && endsWave(&blocks[i]) {
			preds[i] = append(preds[i], exit)
			succs[exit] = append(succs[exit], int32(i))
		}
		for _, s := range t.succ {
			preds[i] = append(preds[i], s)
			succs[s] = append(succs[s], int32(i))
		}
	}
	// Postorder of the reversed CFG from the exit.
	order := make([]int32, n+1)
	for i := range order {
		order[i] = -1
	}
	var po []int32
	visited := make([]bool, n+1)
	type fr struct {
		b int32
		k int
	}
	stack := []fr{{exit, 0}}
	visited[exit] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.k < len(succs[top.b]) {
			s := succs[top.b][top.k]
			top.k++
			if !visited[s] {
				visited[s] = true
				stack = append(stack, fr{s, 0})
			}
			continue
		}
		order[top.b] = int32(len(po))
		po = append(po, top.b)
		stack = stack[:len(stack)-1]
	}
	idom := make([]int32, n+1)
	for i := range idom {
		idom[i] = -1
	}
	idom[exit] = exit
	intersect := func(a, b int32) int32 {
		for a != b {
			for order[a] < order[b] {
				a = idom[a]
			}
			for order[b] < order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(po) - 1; i >= 0; i-- {
			b := po[i]
			if b == exit {
				continue
			}
			nd := int32(-1)
			for _, p := range preds[b] {
				if idom[p] == -1 {
					continue
				}
				if nd == -1 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != -1 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	out := make([]int32, n)
	for i := 0; i < n; i++ {
		if idom[i] < 0 {
			out[i] = exit
		} else {
			out[i] = idom[i]
		}
	}
	return out
}

// endsWave reports whether unreachable block b may end its wave before
// reaching its terminator: it holds s_endpgm or a call (which may end the
// wave from any depth).
func endsWave(b *cblock) bool {
	for i := range b.ops {
		if k := b.ops[i].ctl; k == ctlEndpgm || k == ctlCall || k == ctlCallIndirect {
			return true
		}
	}
	return false
}
