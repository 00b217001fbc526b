package semantics

// The control-flow graph of a SIR function, by block index (block 0 the
// entry), for the passes here and for the lowering's analyses.

// CFG returns the successors of every block, or false where a branch
// goes somewhere the analysis does not follow (brx.idx).
func CFG(f *Func) ([][]int, bool) {
	idx := map[string]int{}
	for i, b := range f.Blocks {
		idx[b.Label] = i
	}
	succ := make([][]int, len(f.Blocks))
	for i, b := range f.Blocks {
		ends := false
		for _, in := range b.Insts {
			switch in.Op {
			case "bra":
				if len(in.Src) != 1 {
					return nil, false
				}
				l, ok := in.Src[0].(*Label)
				if !ok {
					return nil, false
				}
				t, ok := idx[l.Name]
				if !ok {
					return nil, false
				}
				succ[i] = append(succ[i], t)
				ends = ends || in.Guard == nil
			case "ret", "exit", "trap":
				ends = ends || in.Guard == nil
			case "brx":
				return nil, false
			}
			if ends {
				break
			}
		}
		if !ends && i+1 < len(f.Blocks) {
			succ[i] = append(succ[i], i+1)
		}
	}
	return succ, true
}

// Preds returns the predecessors of every block of the CFG succ.
func Preds(succ [][]int) [][]int {
	pred := make([][]int, len(succ))
	for b, ss := range succ {
		for _, s := range ss {
			pred[s] = append(pred[s], b)
		}
	}
	return pred
}

// LoopMaxBlocks bounds the CFGs Loops analyses: dominators and loop
// bodies are quadratic in the blocks (20,000 labels that branch across
// each other took 15-19 s and 4.5 GB), and its callers only optimise with
// the loops, so a bigger function is treated as having none.
const LoopMaxBlocks = 2048

// Loops returns the natural loops of the CFG (block 0 the entry), one
// per header, as block sets, largest first; none for a CFG of more than
// LoopMaxBlocks blocks.
func Loops(succ [][]int) (loops []map[int]bool, headers []int) {
	if len(succ) > LoopMaxBlocks {
		return nil, nil
	}
	n := len(succ)
	pred := Preds(succ)
	reach, dominates := Dominators(succ, pred, []int{0})
	byHeader := map[int]map[int]bool{}
	var order []int
	for b := 0; b < n; b++ {
		if !reach[b] {
			continue
		}
		for _, h := range succ[b] {
			if !dominates(h, b) {
				continue
			}
			body := byHeader[h]
			if body == nil {
				body = map[int]bool{h: true}
				byHeader[h] = body
				order = append(order, h)
			}
			work := []int{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if body[x] {
					continue
				}
				body[x] = true
				work = append(work, pred[x]...)
			}
		}
	}
	// Largest first, so that a group is kept over the outermost loop
	// that allows it.
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && len(byHeader[order[j]]) > len(byHeader[order[j-1]]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for _, h := range order {
		loops = append(loops, byHeader[h])
		headers = append(headers, h)
	}
	return loops, headers
}

// Dominators returns which nodes the roots reach along out (whose
// reverse is in) and the dominance relation there, by iteration over bit
// sets: dominates(a, b) says that every path from a root to b passes a.
// Given the CFG's successors and predecessors and the entry it gives
// dominators; given them swapped and the exits, post-dominators.
func Dominators(out, in [][]int, roots []int) ([]bool, func(a, b int) bool) {
	n := len(out)
	reach := make([]bool, n)
	isRoot := make([]bool, n)
	var stack []int
	for _, r := range roots {
		reach[r], isRoot[r] = true, true
		stack = append(stack, r)
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range out[b] {
			if !reach[s] {
				reach[s] = true
				stack = append(stack, s)
			}
		}
	}
	words := (n + 63) / 64
	dom := make([][]uint64, n)
	for b := range dom {
		dom[b] = make([]uint64, words)
		if isRoot[b] {
			dom[b][b/64] = 1 << uint(b%64)
			continue
		}
		for w := range dom[b] {
			dom[b][w] = ^uint64(0)
		}
	}
	for changed := true; changed; {
		changed = false
		for b := 0; b < n; b++ {
			if !reach[b] || isRoot[b] {
				continue
			}
			nd := make([]uint64, words)
			for w := range nd {
				nd[w] = ^uint64(0)
			}
			for _, p := range in[b] {
				if !reach[p] {
					continue
				}
				for w := range nd {
					nd[w] &= dom[p][w]
				}
			}
			nd[b/64] |= 1 << uint(b%64)
			for w := range nd {
				if nd[w] != dom[b][w] {
					changed = true
				}
			}
			dom[b] = nd
		}
	}
	return reach, func(a, b int) bool { return reach[a] && reach[b] && dom[b][a/64]>>uint(a%64)&1 != 0 }
}
