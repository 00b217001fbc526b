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
		for i, b := range f.Blocks {
			index[b.Label] = i
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
				if spins(f.Blocks[head : i+1]) {
					diags.Warnf(in.Pos, WarnPairedSpin, "this loop waits on memory without a barrier; in paired mode two PTX warps share one wave64, "+
						"so a loop waiting for the other warp of its wave never ends: use --warp-mode single if warps must make independent progress")
				}
			}
		}
	}
}

// spins reports whether a loop body polls memory and has no barrier.
func spins(body []*Block) bool {
	polls := false
	for _, b := range body {
		for _, in := range b.Insts {
			switch in.Op {
			case "bar", "barrier":
				if !in.Has("warp") {
					return false
				}
			case "atom":
				polls = true
			case "ld":
				if in.Has("volatile") || in.Has("acquire") || in.Has("relaxed") {
					polls = true
				}
			}
		}
	}
	return polls
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
