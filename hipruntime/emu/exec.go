package emu

import (
	"fmt"
	"math/bits"

	"github.com/llir/llvm/ir"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// opFn executes one op for the active lanes of the current wave.
type opFn func(x *exec, o *op)

type ctlKind uint8

const (
	ctlNone         ctlKind = iota
	ctlCall                 // call of a function defined in the module
	ctlCallIndirect         // call through a function pointer (indirectInfo)
	ctlBarrier              // llvm.amdgcn.s.barrier
	ctlEndpgm               // llvm.amdgcn.endpgm
)

// op is one compiled instruction. Register operands are slot bases already
// multiplied by the wave size: lane i of operand a is regs[a+i].
type op struct {
	fn         opFn
	ctl        ctlKind
	as         uint8 // memory ops: address-space class
	n          uint8 // memory ops: access size in bytes
	w          uint8 // integer width of the operation
	al         uint8 // loads and stores: log2(alignment)+1 from the IR, 0 if none (strict mode)
	d, a, b, c int32
	imm, imm2  uint64
	aux        any            // op-specific extra data
	inst       ir.Instruction // for error messages
}

// entry is one level of a frame's SIMT reconvergence stack: lanes mask run
// block pc until they reach block rpc.
type entry struct {
	pc, rpc int32
	mask    uint64
}

// frame is one function activation of a wave.
type frame struct {
	fn     *cfunc
	regs   []uint64
	stack  []entry
	ip     int // next op in the top entry's block
	spSave uint32
	call   *op // the call op in the caller (nil for the kernel)
	// indirect is the mask of lanes still to call at an indirect call
	// op that has called some of its targets (exec.callIndirect); 0
	// otherwise.
	indirect uint64
}

type waveState uint8

const (
	waveRunning waveState = iota
	waveBarrier
	waveDone
)

// wave is one wavefront of a workgroup.
type wave struct {
	idx    int
	init   uint64 // lanes that exist
	state  waveState
	frames []*frame // active frames, innermost last
	pool   []*frame // frames by depth, reused across workgroups
	tid    [3][]uint64
	priv   [][]byte
	sp     uint32
	hiPriv uint32 // high-water mark of sp since the wave began
	clock  uint64
	// work counts the blocks run outside named-barrier spin loops.
	work uint64
	// bar and barMask: the barrier (nil: no id) and lanes of the wave's
	// last s_barrier; partial: the id earlier lanes of the wave wait at
	// while the others are still away (barriers.go).
	bar         *llvmx.BarrierInfo
	barMask     uint64
	partial     *llvmx.BarrierInfo
	partialMask uint64
}

// exec is the per-worker execution context.
type exec struct {
	W    int
	lc   *launchCtx
	wg   *workgroup
	wave *wave

	regs []uint64
	mask uint64
	full bool
	// wwmMask and wwmFull keep mask and full while an instruction runs in
	// whole-wave mode (opWWMOn).
	wwmMask uint64
	wwmFull bool
	tmp     []uint64
	stg     []uint64

	cur   *op
	steps int64
	work  []uint64 // per wave, at the start of a scheduling round

	// last global region hit
	cBase uint64
	cData []byte
}

// fault stops the launch with an error about the current lane.
type fault struct{ err error }

func (x *exec) failf(lane int, format string, args ...any) {
	panic(fault{x.errAt(lane, fmt.Sprintf(format, args...))})
}

func (x *exec) errAt(lane int, msg string) error {
	where := ""
	if x.cur != nil && x.cur.inst != nil {
		where = ": in " + instString(x.cur.inst)
	}
	g := x.wg
	return fmt.Errorf("emu: kernel %s: workgroup (%d,%d,%d) wave %d lane %d: %s%s",
		x.lc.kernel.name, g.id[0], g.id[1], g.id[2], x.wave.idx, lane, msg, where)
}

func instString(inst ir.Instruction) (s string) {
	defer func() {
		if recover() != nil {
			s = fmt.Sprintf("%T", inst)
		}
	}()
	if v, ok := inst.(interface{ LLString() string }); ok {
		return v.LLString()
	}
	return fmt.Sprintf("%T", inst)
}

func firstLane(m uint64) int { return bits.TrailingZeros64(m) }

// out is where an ALU op writes: the destination itself when every lane is
// active, else a scratch vector that commit blends in under the mask.
func (x *exec) out(o *op) []uint64 {
	if x.full {
		return x.regs[o.d : int(o.d)+x.W]
	}
	return x.tmp
}

func (x *exec) commit(o *op) {
	if x.full {
		return
	}
	d := x.regs[o.d : int(o.d)+x.W]
	t := x.tmp[:len(d)]
	for m := x.mask; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		d[i] = t[i]
	}
}

func (x *exec) reg(s int32) []uint64 { return x.regs[s : int(s)+x.W] }

func (x *exec) da(o *op) (d, a []uint64) {
	d = x.out(o)
	return d, x.regs[o.a:][:len(d)]
}

func (x *exec) dab(o *op) (d, a, b []uint64) {
	d = x.out(o)
	return d, x.regs[o.a:][:len(d)], x.regs[o.b:][:len(d)]
}

func (x *exec) dabc(o *op) (d, a, b, c []uint64) {
	d = x.out(o)
	return d, x.regs[o.a:][:len(d)], x.regs[o.b:][:len(d)], x.regs[o.c:][:len(d)]
}

// frameFor returns the pooled frame of depth for fn, with fn's constants in
// place.
func (x *exec) frameFor(w *wave, depth int, fn *cfunc) *frame {
	for len(w.pool) <= depth {
		w.pool = append(w.pool, &frame{})
	}
	f := w.pool[depth]
	if f.fn != fn {
		n := fn.nslots * x.W
		if cap(f.regs) < n {
			f.regs = make([]uint64, n)
		}
		f.regs = f.regs[:n]
		for _, c := range fn.consts {
			r := f.regs[c.base : int(c.base)+x.W]
			for i := range r {
				r[i] = c.v
			}
		}
		f.fn = fn
	}
	f.stack = f.stack[:0]
	f.ip = 0
	f.call = nil
	f.indirect = 0
	return f
}

// maxCallDepth bounds a wave's call stack. Each frame's private memory
// counts against Options.MaxPrivateBytes too; this bound catches runaway
// recursion in functions that keep nothing on the stack. A CUDA program
// that raises its stack limit (cudaLimitStackSize) recurses hundreds of
// frames deep, so the bound sits above that.
const maxCallDepth = 1024

// run executes wave w until it finishes, waits at a barrier, or has run
// slice blocks (then it yields and returns true).
func (x *exec) run(w *wave, slice int) bool {
	x.wave = w
outer:
	for {
		f := w.frames[len(w.frames)-1]
		n := len(f.stack)
		if n == 0 {
			if len(w.frames) == 1 {
				w.state = waveDone
				return false
			}
			w.frames = w.frames[:len(w.frames)-1]
			w.sp = f.spSave
			if caller := w.frames[len(w.frames)-1]; caller.indirect == 0 {
				caller.ip++
			}
			continue
		}
		e := &f.stack[n-1]
		if e.mask == 0 || e.pc == e.rpc {
			f.stack = f.stack[:n-1]
			f.ip = 0
			continue
		}
		if int(e.pc) >= len(f.fn.blocks) {
			panic(fault{x.errAt(firstLane(e.mask), "BUG: emu: lanes reached the virtual exit of "+f.fn.name)})
		}
		blk := &f.fn.blocks[e.pc]
		x.regs = f.regs
		x.mask = e.mask
		x.full = e.mask == w.init
		if f.ip == 0 {
			if slice <= 0 {
				return true
			}
			slice--
			w.clock++
			if blk.wait == nil {
				w.work++
			}
			x.steps += int64(bits.OnesCount64(e.mask)) * int64(len(blk.ops)+1)
			if x.steps >= stepFlush {
				x.flushSteps()
			}
		}
		ops := blk.ops
		for f.ip < len(ops) {
			o := &ops[f.ip]
			x.cur = o
			if o.ctl != ctlNone {
				switch o.ctl {
				case ctlCall:
					x.call(w, f, o, o.aux.(*callInfo), x.mask)
					continue outer
				case ctlCallIndirect:
					x.callIndirect(w, f, o)
					continue outer
				case ctlBarrier:
					f.ip++
					x.arriveBarrier(w, o)
					w.state = waveBarrier
					return false
				case ctlEndpgm:
					w.frames = w.frames[:1]
					w.frames[0].stack = w.frames[0].stack[:0]
					w.state = waveDone
					return false
				}
			}
			o.fn(x, o)
			f.ip++
		}
		x.cur = nil
		x.terminate(w, f, blk)
	}
}

// call enters ci's function for the lanes of mask.
func (x *exec) call(w *wave, f *frame, o *op, ci *callInfo, mask uint64) {
	if len(w.frames) >= maxCallDepth {
		x.failf(firstLane(mask), "call depth exceeds %d", maxCallDepth)
	}
	nf := x.frameFor(w, len(w.frames), ci.fn)
	for i, src := range ci.args {
		copy(nf.regs[ci.fn.params[i]:int(ci.fn.params[i])+ci.slots[i]*x.W], f.regs[src:int(src)+ci.slots[i]*x.W])
	}
	nf.call = o
	nf.spSave = w.sp
	nf.stack = append(nf.stack, entry{pc: 0, rpc: -1, mask: mask})
	w.frames = append(w.frames, nf)
}

// callIndirect runs an indirect call op: the lowest lane still to call
// picks the target, every lane holding the same address calls it with
// that lane, and the op runs again (the frame's indirect mask keeps the
// lanes left) until every lane has called.
func (x *exec) callIndirect(w *wave, f *frame, o *op) {
	ic := o.aux.(*indirectInfo)
	pending := f.indirect
	if pending == 0 {
		pending = x.mask
	}
	ptrs := x.reg(ic.ptr)
	lane := firstLane(pending)
	addr := ptrs[lane]
	ci := ic.targets[addr]
	if ci == nil {
		x.failf(lane, "indirect call of address %#x, which is no function of the module with the call's signature", addr)
	}
	if ci.fn.err != nil {
		x.failf(lane, "indirect call of %s: %v", ci.fn.name, ci.fn.err)
	}
	var group uint64
	for mm := pending; mm != 0; mm &= mm - 1 {
		if i := bits.TrailingZeros64(mm); ptrs[i] == addr {
			group |= 1 << uint(i)
		}
	}
	f.indirect = pending &^ group
	x.call(w, f, o, ci, group)
}

// indirectInfo is the aux of a ctlCallIndirect op.
type indirectInfo struct {
	ptr     int32                // the callee pointer's slot
	targets map[uint64]*callInfo // by function address
}

// callInfo is the aux of a ctlCall op.
type callInfo struct {
	fn    *cfunc
	args  []int32 // caller slots
	slots []int   // slots per argument
}

// edge performs the phi copies of one CFG edge for lanes m.
func (x *exec) edge(cs []phiCopy, staged bool, m uint64, init uint64) {
	if len(cs) == 0 {
		return
	}
	W := x.W
	r := x.regs
	if staged {
		need := len(cs) * W
		if cap(x.stg) < need {
			x.stg = make([]uint64, need)
		}
		st := x.stg[:need]
		for k, c := range cs {
			copy(st[k*W:(k+1)*W], r[c.src:int(c.src)+W])
		}
		for k, c := range cs {
			d := r[c.dst : int(c.dst)+W]
			s := st[k*W : (k+1)*W]
			for mm := m; mm != 0; mm &= mm - 1 {
				i := bits.TrailingZeros64(mm)
				d[i] = s[i]
			}
		}
		return
	}
	for _, c := range cs {
		d := r[c.dst : int(c.dst)+W]
		s := r[c.src : int(c.src)+W]
		if m == init {
			copy(d, s)
			continue
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros64(mm)
			d[i] = s[i]
		}
	}
}

// goTo moves the top entry of f uniformly to block s.
func goTo(f *frame, s int32) {
	top := &f.stack[len(f.stack)-1]
	if s == top.rpc {
		f.stack = f.stack[:len(f.stack)-1]
		return
	}
	top.pc = s
}

type target struct {
	blk  int32
	mask uint64
}

// diverge splits the top entry of f, executing block b, between targets
// (in order: the first runs first); they reconverge at b's immediate
// post-dominator.
func diverge(f *frame, b int32, ts []target) {
	r := f.fn.ipdom[b]
	top := &f.stack[len(f.stack)-1]
	if r == top.rpc {
		f.stack = f.stack[:len(f.stack)-1]
	} else {
		top.pc = r
	}
	for i := len(ts) - 1; i >= 0; i-- {
		if ts[i].blk != r && ts[i].mask != 0 {
			f.stack = append(f.stack, entry{pc: ts[i].blk, rpc: r, mask: ts[i].mask})
		}
	}
}

func (x *exec) terminate(w *wave, f *frame, blk *cblock) {
	t := &blk.term
	m := f.stack[len(f.stack)-1].mask
	f.ip = 0
	switch t.kind {
	case tBr:
		x.edge(t.edges[0], t.staged[0], m, w.init)
		goTo(f, t.succ[0])
	case tCondBr:
		c := x.reg(t.cond)
		var mt uint64
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros64(mm)
			mt |= (c[i] & 1) << uint(i)
		}
		mf := m &^ mt
		switch {
		case mf == 0 || t.succ[0] == t.succ[1] && mt != 0:
			x.edge(t.edges[0], t.staged[0], m, w.init)
			goTo(f, t.succ[0])
		case mt == 0:
			x.edge(t.edges[1], t.staged[1], m, w.init)
			goTo(f, t.succ[1])
		default:
			x.edge(t.edges[0], t.staged[0], mt, w.init)
			x.edge(t.edges[1], t.staged[1], mf, w.init)
			diverge(f, blk.idx, []target{{t.succ[0], mt}, {t.succ[1], mf}})
		}
	case tSwitch:
		c := x.reg(t.cond)
		ms := make([]uint64, len(t.succ))
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros64(mm)
			k := len(t.succ) - 1 // default
			v := c[i]
			for j, cv := range t.cases {
				if cv == v {
					k = j
					break
				}
			}
			ms[k] |= 1 << uint(i)
		}
		// Group edges that go to the same block.
		var ts []target
		for k, s := range t.succ {
			if ms[k] == 0 {
				continue
			}
			x.edge(t.edges[k], t.staged[k], ms[k], w.init)
			found := false
			for j := range ts {
				if ts[j].blk == s {
					ts[j].mask |= ms[k]
					found = true
				}
			}
			if !found {
				ts = append(ts, target{s, ms[k]})
			}
		}
		if len(ts) == 1 {
			goTo(f, ts[0].blk)
		} else {
			diverge(f, blk.idx, ts)
		}
	case tRet:
		if f.call != nil {
			caller := w.frames[len(w.frames)-2]
			for k := 0; k < t.retSlots; k++ {
				d := caller.regs[int(f.call.d)+k*x.W:][:x.W]
				s := f.regs[int(t.cond)+k*x.W:][:x.W]
				for mm := m; mm != 0; mm &= mm - 1 {
					i := bits.TrailingZeros64(mm)
					d[i] = s[i]
				}
			}
		}
		for i := range f.stack {
			f.stack[i].mask &^= m
		}
	case tUnreachable:
		x.failf(firstLane(m), "reached unreachable in %s, block %s", f.fn.name, blk.name)
	}
}
