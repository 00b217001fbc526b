package emu

// postDominators returns each block's immediate post-dominator. Index
// len(blocks) is a virtual exit that every ret flows into; blocks that
// cannot reach it (endless loops, and the unreachable blocks below) get it
// as well. It is the iterative algorithm of Cooper, Harvey and Kennedy
// ("A Simple, Fast Dominance Algorithm", 2001) run on the reversed CFG.
//
// No lane ever leaves an unreachable block: one that traps (llvm.trap, a
// brx.idx index out of range) stops the launch, and one that ends the wave
// (s_endpgm: an assert, or an exit inside a call that every lane reached;
// a call that ends the wave from a callee) ends every lane of it. So none
// of them is a way out of a divergent region, as AMD's structurizer keeps
// them inside the region it closes. Were they exits, a divergent branch
// with such a block on one side would post-dominate nothing short of the
// function's end, and the other side's lanes would run on alone: past a
// bar.sync before the lanes they leave behind reach it (libcu++'s atomics
// under -G end in an assert that no lane takes, and a partial warp's
// atomics then came after the block had read their results), or into a
// spin loop on an mbarrier that waits for them (mapa's rank check).
func postDominators(blocks []cblock) []int32 {
	n := len(blocks)
	exit := int32(n)
	preds := make([][]int32, n+1) // predecessors in the reversed CFG = successors
	succs := make([][]int32, n+1) // successors in the reversed CFG = predecessors
	for i := range blocks {
		t := &blocks[i].term
		if t.kind == tRet {
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
