package emu

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// PTX barriers that hang on NVIDIA GPUs but run on AMD's.
//
// AMD GPUs have one workgroup barrier; the translator maps every
// `bar.sync ID` to it and builds `bar.sync ID, COUNT` (named barriers) as
// spin loops on LDS. Warps that wait at different ids for the whole
// block (warp 0 at barrier 0, warp 1 at barrier 1) therefore meet at the
// one hardware barrier and go on, where NVIDIA's GPU waits forever; and
// warps that all spin at named barriers that no one is left to complete
// spin forever here too, until the step budget. The translator marks both
// with metadata (llvmx.MDBarrier, llvmx.MDBarrierWait); the emulator
// checks:
//
//   - when the waves of a workgroup meet at s_barrier, that they came
//     from the same barrier id; when the lanes of one wave arrive apart
//     (divergent branches), that the later lanes wait at the id of the
//     earlier ones;
//   - after each scheduling round in which every wave still running did
//     nothing but spin in a named barrier's wait loop (nothing else was
//     written, so nothing can change), that the workgroup is stuck.
//
// Both are launch errors naming the barriers and the warps.

// barrierOf returns the barrier an instruction's metadata describes.
func barrierOf(inst ir.Instruction, kind string) *llvmx.BarrierInfo {
	call, ok := inst.(*ir.InstCall)
	if !ok {
		return nil
	}
	b, ok := llvmx.ParseBarrierMD(call.Metadata, kind)
	if !ok {
		return nil
	}
	return &b
}

// liveLanes are the lanes of w that have not returned from the kernel.
func liveLanes(w *wave) uint64 {
	if len(w.frames) == 0 || len(w.frames[0].stack) == 0 {
		return 0
	}
	return w.frames[0].stack[0].mask
}

// arriveBarrier records that lanes mask of w arrive at the s_barrier op o
// and checks them against the wave's earlier lanes at this barrier.
func (x *exec) arriveBarrier(w *wave, o *op) {
	b, _ := o.aux.(*llvmx.BarrierInfo)
	w.bar, w.barMask = b, x.mask
	live := liveLanes(w)
	if b == nil || x.mask == live {
		w.partial = nil
		return
	}
	if w.partial == nil || x.mask&w.partialMask != 0 {
		w.partial, w.partialMask = b, x.mask
		return
	}
	if w.partial.ID != b.ID {
		panic(fault{fmt.Errorf("emu: kernel %s: workgroup %s: %s; %s",
			x.lc.kernel.name, x.wgName(), barrierList([]arrival{{x.threads(w, w.partialMask, b), w.partial}, {x.threads(w, x.mask, b), b}}), hangNote)})
	}
	w.partialMask |= x.mask
	if w.partialMask&live == live {
		w.partial = nil
	}
}

const hangNote = "on an NVIDIA GPU this kernel hangs (bar.sync without a thread count waits for every thread of the block at that id); AMD's one workgroup barrier lets it go on"

// arrival is one group of threads waiting at a barrier.
type arrival struct {
	who string
	bar *llvmx.BarrierInfo
}

func barrierList(as []arrival) string {
	var parts []string
	for _, a := range as {
		parts = append(parts, fmt.Sprintf("%s at barrier %s", a.who, idString(a.bar.ID)))
	}
	return "warps wait at different barriers: " + strings.Join(parts, ", ")
}

func idString(id int64) string {
	if id < 0 {
		return "(id in a register)"
	}
	return fmt.Sprint(id)
}

// checkBarrierIDs runs when every wave still alive waits at s_barrier:
// they must have come from one barrier id.
func (x *exec) checkBarrierIDs(waves []*wave) error {
	var as []arrival
	ids := map[int64]bool{}
	for _, w := range waves {
		if w.state != waveBarrier || w.bar == nil {
			continue
		}
		as = append(as, arrival{x.threads(w, w.barMask, w.bar), w.bar})
		ids[w.bar.ID] = true
	}
	if len(ids) < 2 {
		return nil
	}
	return fmt.Errorf("emu: kernel %s: workgroup %s: %s; %s", x.lc.kernel.name, x.wgName(), barrierList(as), hangNote)
}

// spinning returns the named barrier w spins at, or nil.
func spinning(w *wave) *llvmx.BarrierInfo {
	if w.state != waveRunning || len(w.frames) == 0 {
		return nil
	}
	f := w.frames[len(w.frames)-1]
	if len(f.stack) == 0 {
		return nil
	}
	pc := f.stack[len(f.stack)-1].pc
	if pc < 0 || int(pc) >= len(f.fn.blocks) {
		return nil
	}
	return f.fn.blocks[pc].wait
}

// barrierHang describes a workgroup whose waves all wait: at named
// barriers (spinning) or at s_barrier.
func (x *exec) barrierHang(waves []*wave) error {
	var parts []string
	paired := false
	for _, w := range waves {
		switch w.state {
		case waveRunning:
			b := spinning(w)
			if b == nil {
				continue
			}
			f := w.frames[len(w.frames)-1]
			m := warpLanes(w, f.stack[len(f.stack)-1].mask, b, x.W)
			what := fmt.Sprintf("%s at named barrier %s", x.threads(w, m, b), idString(b.ID))
			if b.Count > 0 {
				what += fmt.Sprintf(" for %d threads", b.Count)
			}
			parts = append(parts, what)
			if liveLanes(w)&^m != 0 && b.WaveThreads > b.WarpSize {
				// Another PTX warp of this wave is not at the barrier:
				// it waits for the spinning one to reconverge.
				paired = true
			}
		case waveBarrier:
			id := "(no id)"
			if w.bar != nil {
				id = idString(w.bar.ID)
			}
			parts = append(parts, fmt.Sprintf("%s at barrier %s", x.threads(w, w.barMask, w.bar), id))
		}
	}
	msg := fmt.Sprintf("emu: kernel %s: workgroup %s: deadlock: every warp waits and none is left to complete a barrier: %s; on an NVIDIA GPU this kernel hangs",
		x.lc.kernel.name, x.wgName(), strings.Join(parts, ", "))
	if paired {
		msg += " (in paired mode the two warps of a wave64 cannot wait for each other: -Wpaired-spin, --warp-mode single)"
	}
	return fmt.Errorf("%s", msg)
}

func (x *exec) wgName() string {
	g := x.wg
	return fmt.Sprintf("(%d,%d,%d)", g.id[0], g.id[1], g.id[2])
}

// threads names the PTX warps and threads of lanes mask of w: "warp 1
// (threads 32-63)", from the lanes' thread ids, the PTX warp size and the
// PTX threads a wave carries (fewer than its lanes in warp mode single,
// where the upper half of each wave64 idles).
func (x *exec) threads(w *wave, mask uint64, b *llvmx.BarrierInfo) string {
	warpSize, waveThreads := int64(32), int64(x.W)
	if b != nil && b.WarpSize > 0 {
		warpSize = b.WarpSize
	}
	if b != nil && b.WaveThreads > 0 {
		waveThreads = b.WaveThreads
	}
	bx, by := uint64(x.lc.block.X), uint64(x.lc.block.Y)
	var tids []uint64
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		t := w.tid[0][l] + bx*(w.tid[1][l]+by*w.tid[2][l])
		if waveThreads < int64(x.W) {
			t = t/uint64(x.W)*uint64(waveThreads) + t%uint64(x.W)
		}
		tids = append(tids, t)
	}
	if len(tids) == 0 {
		return fmt.Sprintf("wave %d (no lanes)", w.idx)
	}
	sort.Slice(tids, func(i, j int) bool { return tids[i] < tids[j] })
	lo, hi := tids[0], tids[len(tids)-1]
	wlo, whi := lo/uint64(warpSize), hi/uint64(warpSize)
	warps := fmt.Sprintf("warp %d", wlo)
	if whi != wlo {
		warps = fmt.Sprintf("warps %d-%d", wlo, whi)
	}
	if uint64(len(tids)) == hi-lo+1 {
		return fmt.Sprintf("%s (threads %d-%d)", warps, lo, hi)
	}
	return fmt.Sprintf("%s (%d threads of %d-%d)", warps, len(tids), lo, hi)
}

// warpLanes widens mask to the live lanes of the PTX warps it touches:
// one lane of a warp spins at a named barrier for the whole warp.
func warpLanes(w *wave, mask uint64, b *llvmx.BarrierInfo, W int) uint64 {
	ws := int(b.WarpSize)
	if ws <= 0 || ws > W {
		ws = W
	}
	var out uint64
	for base := 0; base < W; base += ws {
		chunk := widthMask(ws) << uint(base)
		if ws == 64 {
			chunk = ^uint64(0)
		}
		if mask&chunk != 0 {
			out |= chunk
		}
	}
	return out & liveLanes(w)
}
