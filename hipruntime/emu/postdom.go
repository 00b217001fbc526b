package emu

// postDominators returns each block's immediate post-dominator. Index
// len(blocks) is a virtual exit that every ret and unreachable block flows
// into; blocks that cannot reach it (endless loops) get it as well.
// It is the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple,
// Fast Dominance Algorithm", 2001) run on the reversed CFG.
func postDominators(blocks []cblock) []int32 {
	n := len(blocks)
	exit := int32(n)
	preds := make([][]int32, n+1) // predecessors in the reversed CFG = successors
	succs := make([][]int32, n+1) // successors in the reversed CFG = predecessors
	for i := range blocks {
		t := &blocks[i].term
		if t.kind == tRet || t.kind == tUnreachable {
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
