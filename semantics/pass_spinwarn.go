package semantics

import "github.com/ptxamd/ptxamd/internal/diag"

// WarnPairedSpin is the warning class of a spin loop in paired mode
// (silenced by -Wno-paired-spin).
const WarnPairedSpin = "paired-spin"

// passSpinWarn looks, in paired mode, for loops that wait on memory with
// no barrier inside: a loop whose body reads memory another thread writes
// (ld.volatile, ld.acquire/relaxed, atom) and whose exit depends on it. Two
// PTX warps share one wave64 program counter in paired mode, so if the
// warp that would write is the other half of the same wave, the loop never
// ends. The warning points to --warp-mode single, which gives every PTX
// warp its own wave.
//
// Loops are found as backward branches in block order, which is how every
// PTX producer lays them out; the check is a heuristic and only warns.
//
// Needs: warpmode.
func passSpinWarn(m *Module, opts PassOptions, diags *diag.List) {
	if m.Mode != "paired" {
		return
	}
	for _, f := range m.Funcs {
		warnNamedBarrier(f, diags)
		index := map[string]int{}
		// polls[i] and barriers[i] count the blocks before block i that
		// poll memory and that hold a barrier, so that each loop is
		// checked in constant time (a check per loop over its body was
		// quadratic in a function of many loops).
		polls := make([]int, len(f.Blocks)+1)
		barriers := make([]int, len(f.Blocks)+1)
		for i, b := range f.Blocks {
			index[b.Label] = i
			p, bar := blockPolls(b)
			polls[i+1], barriers[i+1] = polls[i]+b2i(p), barriers[i]+b2i(bar)
		}
		for i, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op != "bra" || len(in.Src) != 1 {
					continue
				}
				l, ok := in.Src[0].(*Label)
				if !ok {
					continue
				}
				head, ok := index[l.Name]
				if !ok || head > i {
					continue
				}
				if polls[i+1]-polls[head] > 0 && barriers[i+1]-barriers[head] == 0 {
					diags.Warnf(in.Pos, WarnPairedSpin, "this loop waits on memory without a barrier; in paired mode two PTX warps share one wave64, "+
						"so a loop waiting for the other warp of its wave never ends: use --warp-mode single if warps must make independent progress")
				}
			}
		}
	}
}

// blockPolls reports whether b reads memory that another thread may be
// writing (atom, ld.volatile/acquire/relaxed), and whether it holds a
// barrier that is not a warp barrier.
func blockPolls(b *Block) (polls, barrier bool) {
	for _, in := range b.Insts {
		switch in.Op {
		case "bar", "barrier":
			if !in.Has("warp") {
				barrier = true
			}
		case "atom":
			polls = true
		case "ld":
			if in.Has("volatile") || in.Has("acquire") || in.Has("relaxed") {
				polls = true
			}
		}
	}
	return polls, barrier
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// warnNamedBarrier flags the first named barrier of f (bar.arrive, or
// bar.sync with a thread count): these are producer/consumer patterns
// between warps, and in paired mode the two warps of a wave cannot wait
// for each other.
func warnNamedBarrier(f *Func, diags *diag.List) {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if (in.Op == "bar" || in.Op == "barrier") && !in.Has("red") && !in.Has("warp") && !in.Has("cluster") &&
				(in.Has("arrive") || len(in.Src) > 1) {
				diags.Warnf(in.Pos, WarnPairedSpin, "named barriers (bar.arrive, or bar.sync with a thread count) let warps wait for each other; "+
					"in paired mode two PTX warps share one wave64 and cannot: if a warp waits for the other warp of its wave, use --warp-mode single")
				return
			}
		}
	}
}
