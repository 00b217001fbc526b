package emu

import (
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// module is a loaded Image.
type module struct {
	dev         *Device
	img         *hipruntime.Image
	ir          *ir.Module
	gaddr       map[*ir.Global]uint64 // heap address, or LDS offset for addrspace 3
	gsize       map[*ir.Global]int
	regions     []*region
	ldsStatic   int               // bytes of LDS globals laid out statically (the most any kernel reaches)
	ldsKernel   map[*ir.Func]int  // bytes of static LDS each kernel reaches (lds_layout.go)
	ldsDyn      int               // offset of dynamic LDS (the static end of the kernels using it, aligned to the dynamic arrays' alignment)
	ldsDynUsers map[*ir.Func]bool // the kernels that can reach dynamic LDS

	mu        sync.Mutex
	progs     map[int]*program
	lastSteps atomic.Int64
}

// Load lays out the module's globals (global ones in the heap, LDS ones in
// one module-wide LDS layout), initialises them and compiles every
// function for the device's wave size. Functions that do not compile make
// only the launches that reach them fail.
func (d *Device) Load(img *hipruntime.Image) (hipruntime.Module, error) {
	if img == nil || img.IR == nil {
		return nil, fmt.Errorf("emu: the image has no LLVM IR module: %w", hipruntime.ErrNotSupported)
	}
	m := &module{dev: d, img: img, ir: img.IR, gaddr: map[*ir.Global]uint64{}, gsize: map[*ir.Global]int{}, progs: map[int]*program{}}
	if err := m.layoutGlobals(); err != nil {
		m.Unload()
		return nil, err
	}
	m.program(d.waveSize)
	return m, nil
}

func (m *module) layoutGlobals() error {
	var lds uint64
	var dynamic, statics []*ir.Global
	ldsAlign := map[*ir.Global]uint64{}
	dynAlign := uint64(16)
	for _, g := range m.ir.Globals {
		size, align, err := sizeAlign(g.ContentType)
		if err != nil {
			return fmt.Errorf("emu: global %s: %w", g.Ident(), err)
		}
		if g.Align != 0 && uint64(g.Align) > align {
			align = uint64(g.Align)
		}
		m.gsize[g] = int(size)
		switch g.AddrSpace {
		case llvmx.Local:
			if g.Init == nil || size == 0 {
				dynamic = append(dynamic, g)
				dynAlign = max(dynAlign, align)
				continue
			}
			statics = append(statics, g)
			ldsAlign[g] = align
		case llvmx.Private, llvmx.Region:
			return unsupported("global %s in address space %d", g.Ident(), g.AddrSpace)
		default:
			r, err := m.dev.alloc(int(max(size, 1)), g.Name())
			if err != nil {
				return err
			}
			m.regions = append(m.regions, r)
			m.gaddr[g] = r.base
		}
	}
	off, extent, dynBase, dynUsers := m.layoutLDS(statics, dynamic, ldsAlign)
	m.ldsDynUsers = dynUsers
	for _, g := range statics {
		m.gaddr[g] = off[g]
	}
	m.ldsKernel = map[*ir.Func]int{}
	for k, e := range extent {
		m.ldsKernel[k] = int(e)
		lds = max(lds, e)
	}
	m.ldsStatic = int(lds)
	// As the AMDGPU backend does (AMDGPUUsage, "Dynamic LDS"): the dynamic
	// arrays start after the static LDS of the kernels that reach them, at
	// the largest alignment any of them asks for.
	m.ldsDyn = int((dynBase + dynAlign - 1) / dynAlign * dynAlign)
	if len(dynamic) == 0 {
		m.ldsDyn = int((lds + 15) / 16 * 16)
	}
	for _, g := range dynamic {
		m.gaddr[g] = uint64(m.ldsDyn)
	}
	for _, g := range m.ir.Globals {
		if g.AddrSpace == llvmx.Local || g.Init == nil {
			continue
		}
		if err := m.initGlobal(g); err != nil {
			return fmt.Errorf("emu: initialiser of %s: %w", g.Ident(), err)
		}
	}
	return nil
}

func (m *module) initGlobal(g *ir.Global) error {
	if ca, ok := g.Init.(*constant.CharArray); ok {
		// Byte strings (the translator's recorded tables are megabytes)
		// are copied as they are, not element by element.
		data, err := m.dev.span(hipruntime.DevPtr(m.gaddr[g]), m.gsize[g])
		if err != nil {
			return err
		}
		if len(ca.X) > len(data) {
			return fmt.Errorf("emu: initialiser longer than its type")
		}
		copy(data, ca.X)
		return nil
	}
	ws, err := m.evalConst(g.Init)
	if err != nil {
		return err
	}
	ls, err := leavesOf(g.ContentType)
	if err != nil {
		return err
	}
	data, err := m.dev.span(hipruntime.DevPtr(m.gaddr[g]), m.gsize[g])
	if err != nil {
		return err
	}
	k := 0
	for _, l := range ls {
		if k+l.sc.slots() > len(ws) {
			return fmt.Errorf("emu: initialiser shorter than its type")
		}
		n := l.sc.bytes()
		if n > 8 {
			writeLE(data[l.off:], 8, ws[k])
			writeLE(data[l.off+8:], n-8, ws[k+1])
		} else {
			writeLE(data[l.off:], n, ws[k])
		}
		k += l.sc.slots()
	}
	return nil
}

// funcAddr is the address of a function: FuncBase plus 16 times its
// index in the module.
func (m *module) funcAddr(f *ir.Func) (uint64, error) {
	for i, g := range m.ir.Funcs {
		if g == f {
			return FuncBase + 16*uint64(i), nil
		}
	}
	return 0, fmt.Errorf("emu: function %s is not in the module", f.Ident())
}

func (m *module) globalAddr(g *ir.Global) (uint64, error) {
	a, ok := m.gaddr[g]
	if !ok {
		return 0, fmt.Errorf("emu: global %s is not in the module", g.Ident())
	}
	return a, nil
}

func (m *module) program(W int) *program {
	m.mu.Lock()
	defer m.mu.Unlock()
	p := m.progs[W]
	if p == nil {
		p = compileProgram(m, W)
		m.progs[W] = p
	}
	return p
}

// Global returns the address and size of a module variable in global or
// constant memory.
func (m *module) Global(name string) (hipruntime.DevPtr, int, error) {
	for _, g := range m.ir.Globals {
		if g.Name() != name {
			continue
		}
		if g.AddrSpace == llvmx.Local {
			return 0, 0, fmt.Errorf("emu: %s is an LDS variable: it has no global address", name)
		}
		return hipruntime.DevPtr(m.gaddr[g]), m.gsize[g], nil
	}
	return 0, 0, fmt.Errorf("emu: no global %q in the module", name)
}

func (m *module) Unload() error {
	for _, r := range m.regions {
		m.dev.Free(hipruntime.DevPtr(r.base))
	}
	m.regions = nil
	return nil
}

// launchCtx is what every worker of one launch shares.
type launchCtx struct {
	kernel  *cfunc
	W       int
	grid    hipruntime.Dim3
	block   hipruntime.Dim3
	regions []*region
	locks   atomicLocks
	opts    Options
	params  [][]uint64 // per kernel parameter: its slot words
	ldsSize int
	// shared: workgroups run in parallel, so global memory is accessed
	// atomically (mem_shared.go).
	shared bool
	// cooperative: every workgroup runs at once (Launch.Cooperative).
	cooperative bool
	steps       atomic.Int64
	stop        atomic.Bool
	// heap is the device's HIP heap when the kernel's module calls
	// malloc (dmalloc.go).
	heap *dmHeap
}

const stepFlush = 1 << 16

var errStopped = errors.New("stopped")

// tagged is an error that also matches a sentinel (errors.Is) without
// repeating it in its message.
type tagged struct {
	err error
	tag error
}

func (t tagged) Error() string   { return t.err.Error() }
func (t tagged) Unwrap() []error { return []error{t.err, t.tag} }

func (x *exec) flushSteps() {
	n := x.lc.steps.Add(x.steps)
	x.steps = 0
	if n > x.lc.opts.MaxLaneSteps {
		panic(fault{tagged{x.errAt(firstLane(x.mask), fmt.Sprintf("step budget of %d lane-instructions exceeded (Options.MaxLaneSteps, --max-steps)", x.lc.opts.MaxLaneSteps)), ErrStepBudget}})
	}
	if x.lc.stop.Load() {
		panic(fault{errStopped})
	}
}

func (m *module) kernelFunc(name string) (*ir.Func, error) {
	for _, f := range m.ir.Funcs {
		if f.Name() == name && len(f.Blocks) > 0 {
			return f, nil
		}
	}
	return nil, fmt.Errorf("emu: no kernel %q in the module", name)
}

// paramLayout returns each parameter's kernarg offset, from the Image's
// kernel description when it has one, else by natural alignment.
func (m *module) paramLayout(f *ir.Func, desc *hipruntime.Kernel) ([]int, int, error) {
	offs := make([]int, len(f.Params))
	if desc != nil && len(desc.Params) == len(f.Params) {
		end := desc.ArgSegmentSize
		for i, p := range desc.Params {
			offs[i] = p.Offset
			end = max(end, p.Offset+p.Size)
		}
		return offs, end, nil
	}
	off := 0
	for i, p := range f.Params {
		t := p.Typ
		if bt := byrefType(p); bt != nil {
			t = bt
		}
		size, align, err := sizeAlign(t)
		if err != nil {
			return nil, 0, err
		}
		off = (off + int(align) - 1) / int(align) * int(align)
		offs[i] = off
		off += int(size)
	}
	return offs, off, nil
}

func byrefType(p *ir.Param) types.Type {
	for _, a := range p.Attrs {
		if b, ok := a.(ir.ByRef); ok {
			return b.Typ
		}
	}
	return nil
}

// isKernargPtr reports whether the kernel parameter is a pointer into the
// kernarg segment (the emitter's byref convention).
func isKernargPtr(p *ir.Param) bool {
	if byrefType(p) != nil {
		return true
	}
	s, ok := scalarOf(p.Typ)
	return ok && s.k == kPtr && s.as == llvmx.Constant
}

// Launch runs one kernel to completion.
func (m *module) Launch(l hipruntime.Launch) error {
	f, err := m.kernelFunc(l.Kernel)
	if err != nil {
		return err
	}
	var desc *hipruntime.Kernel
	if m.img != nil {
		desc, _ = m.img.Kernel(l.Kernel)
	}
	W := m.dev.waveSize
	if desc != nil && (desc.WaveSize == 32 || desc.WaveSize == 64) {
		W = desc.WaveSize
	}
	prog := m.program(W)
	cf := prog.funcs[f]
	if err := prog.check(cf); err != nil {
		return fmt.Errorf("emu: kernel %s: %w", l.Kernel, err)
	}
	if l.Grid.Count() == 0 || l.Block.Count() == 0 {
		return fmt.Errorf("emu: kernel %s: empty launch grid %v block %v", l.Kernel, l.Grid, l.Block)
	}
	if l.Block.Count() > 1024 {
		return fmt.Errorf("emu: kernel %s: block %v has more than 1024 threads", l.Kernel, l.Block)
	}
	if l.Grid.X > math.MaxInt32 || l.Grid.Count() > 1<<40 {
		return fmt.Errorf("emu: kernel %s: grid %v too large", l.Kernel, l.Grid)
	}
	if len(l.Args) != len(f.Params) {
		return fmt.Errorf("emu: kernel %s takes %d arguments, the launch has %d", l.Kernel, len(f.Params), len(l.Args))
	}
	offs, end, err := m.paramLayout(f, desc)
	if err != nil {
		return fmt.Errorf("emu: kernel %s: %w", l.Kernel, err)
	}
	kernarg := &region{base: KernargBase, data: alignedBytes(max(end, 8)), name: "kernarg"}
	params := make([][]uint64, len(f.Params))
	for i, p := range f.Params {
		a := l.Args[i]
		if desc != nil && i < len(desc.Params) && len(desc.Params) == len(f.Params) && len(a) != desc.Params[i].Size {
			return fmt.Errorf("emu: kernel %s: argument %d has %d bytes, parameter %s takes %d", l.Kernel, i, len(a), desc.Params[i].Name, desc.Params[i].Size)
		}
		if offs[i]+len(a) > len(kernarg.data) {
			return fmt.Errorf("emu: kernel %s: argument %d (%d bytes at offset %d) overruns the %d-byte kernarg segment", l.Kernel, i, len(a), offs[i], len(kernarg.data))
		}
		copy(kernarg.data[offs[i]:], a)
		if isKernargPtr(p) {
			params[i] = []uint64{KernargBase + uint64(offs[i])}
			continue
		}
		ls, err := leavesOf(p.Typ)
		if err != nil {
			return err
		}
		var ws []uint64
		for _, lf := range ls {
			n := lf.sc.bytes()
			if int(lf.off)+n > len(a) {
				return fmt.Errorf("emu: kernel %s: argument %d has %d bytes, its type %v needs more", l.Kernel, i, len(a), p.Typ)
			}
			if n > 8 {
				ws = append(ws, readLE(a[lf.off:], 8), readLE(a[lf.off+8:], n-8))
			} else {
				ws = append(ws, readLE(a[lf.off:], n)&lf.sc.mask())
			}
		}
		params[i] = ws
	}
	static, ok := m.ldsKernel[f]
	if !ok {
		static = m.ldsStatic
	}
	ldsSize := static + int(l.SharedBytes)
	if l.SharedBytes > 0 && (m.ldsDynUsers[f] || !ok) {
		// Dynamic LDS starts after the static LDS of every kernel that
		// uses it.
		ldsSize = max(static, m.ldsDyn+int(l.SharedBytes))
	}
	if limit := m.dev.ldsLimit(); ldsSize > limit {
		return fmt.Errorf("emu: kernel %s: %d bytes of LDS (%d static, %d dynamic), beyond the %d bytes a workgroup of %s may use",
			l.Kernel, ldsSize, static, ldsSize-static, limit, m.dev.arch)
	}
	dispatch := &region{base: DispatchBase, data: alignedBytes(64), name: "dispatch packet"}
	dp := dispatch.data
	writeLE(dp[0:], 2, 2) // HSA_PACKET_TYPE_KERNEL_DISPATCH
	writeLE(dp[2:], 2, 3) // three dimensions
	writeLE(dp[4:], 2, uint64(l.Block.X))
	writeLE(dp[6:], 2, uint64(l.Block.Y))
	writeLE(dp[8:], 2, uint64(l.Block.Z))
	writeLE(dp[12:], 4, uint64(l.Grid.X)*uint64(l.Block.X))
	writeLE(dp[16:], 4, uint64(l.Grid.Y)*uint64(l.Block.Y))
	writeLE(dp[20:], 4, uint64(l.Grid.Z)*uint64(l.Block.Z))
	writeLE(dp[28:], 4, uint64(ldsSize))
	writeLE(dp[40:], 8, KernargBase)
	implicit := &region{base: ImplicitArgBase, data: alignedBytes(256), name: "implicit arguments"}
	ip := implicit.data
	writeLE(ip[0:], 4, uint64(l.Grid.X))
	writeLE(ip[4:], 4, uint64(l.Grid.Y))
	writeLE(ip[8:], 4, uint64(l.Grid.Z))
	writeLE(ip[12:], 2, uint64(l.Block.X))
	writeLE(ip[14:], 2, uint64(l.Block.Y))
	writeLE(ip[16:], 2, uint64(l.Block.Z))

	d := m.dev
	var heap *dmHeap
	if prog.deviceHeap {
		if heap, err = d.deviceHeap(); err != nil {
			return fmt.Errorf("emu: kernel %s: %w", l.Kernel, err)
		}
	}
	d.mu.RLock()
	regions := append(append([]*region{}, d.regions...), kernarg, dispatch, implicit)
	opts := d.opts
	d.mu.RUnlock()
	sort.Slice(regions, func(i, j int) bool { return regions[i].base < regions[j].base })

	if l.Cooperative && l.Grid.Count() > uint64(opts.MaxCooperativeBlocks) {
		return fmt.Errorf("emu: kernel %s: a cooperative launch of %d blocks: the emulator runs at most %d blocks at once (Options.MaxCooperativeBlocks)",
			l.Kernel, l.Grid.Count(), opts.MaxCooperativeBlocks)
	}
	lc := &launchCtx{kernel: cf, W: W, grid: l.Grid, block: l.Block, regions: regions, opts: opts, params: params, ldsSize: ldsSize,
		cooperative: l.Cooperative, heap: heap}
	err = lc.run()
	m.lastSteps.Store(lc.steps.Load())
	return err
}

type wgError struct {
	idx uint64
	err error
}

func (lc *launchCtx) run() error {
	n := lc.grid.Count()
	workers := min(uint64(lc.opts.Workers), n)
	if lc.cooperative {
		// Every block at once: a grid-wide barrier waits for all of them.
		workers = n
	}
	lc.shared = workers > 1
	var next atomic.Uint64
	var done atomic.Uint64
	start := time.Now()
	var timedOut atomic.Bool
	if lc.opts.Timeout > 0 {
		t := time.AfterFunc(lc.opts.Timeout, func() {
			timedOut.Store(true)
			lc.stop.Store(true)
		})
		defer t.Stop()
	}
	if lc.opts.Progress != nil {
		report := func(final bool) {
			lc.opts.Progress(Progress{Kernel: lc.kernel.name, Done: done.Load(), Total: n, LaneSteps: lc.steps.Load(), Elapsed: time.Since(start), Final: final})
		}
		tick := time.NewTicker(lc.opts.ProgressInterval)
		quit := make(chan struct{})
		var reporter sync.WaitGroup
		reporter.Add(1)
		go func() {
			defer reporter.Done()
			for {
				select {
				case <-tick.C:
					report(false)
				case <-quit:
					return
				}
			}
		}()
		defer func() {
			tick.Stop()
			close(quit)
			reporter.Wait()
			report(true)
		}()
	}
	var mu sync.Mutex
	var errs []wgError
	var wg sync.WaitGroup
	for k := uint64(0); k < workers; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := &exec{W: lc.W, lc: lc, tmp: make([]uint64, lc.W)}
			for !lc.stop.Load() {
				g := next.Add(1) - 1
				if g >= n {
					return
				}
				err := x.workgroup(g)
				if total := lc.steps.Add(x.steps); total > lc.opts.MaxLaneSteps && err == nil {
					err = tagged{fmt.Errorf("emu: kernel %s: step budget of %d lane-instructions exceeded after workgroup %d (Options.MaxLaneSteps, --max-steps)",
						lc.kernel.name, lc.opts.MaxLaneSteps, g), ErrStepBudget}
				}
				x.steps = 0
				if err != nil {
					mu.Lock()
					errs = append(errs, wgError{g, err})
					mu.Unlock()
					lc.stop.Store(true)
					return
				}
				done.Add(1)
			}
		}()
	}
	wg.Wait()
	if timedOut.Load() {
		return fmt.Errorf("emu: kernel %s: %w after %v (Options.Timeout, --timeout): %d of %d workgroups finished, %d lane-instructions",
			lc.kernel.name, ErrTimeout, lc.opts.Timeout, done.Load(), n, lc.steps.Load())
	}
	var best *wgError
	for i := range errs {
		if errors.Is(errs[i].err, errStopped) {
			continue
		}
		if best == nil || errs[i].idx < best.idx {
			best = &errs[i]
		}
	}
	if best != nil {
		return best.err
	}
	return nil
}

// LastLaneSteps reports the lane-instructions the last launch of m on the
// emulator executed (for benchmarks); m must come from an emulator Device.
func LastLaneSteps(m hipruntime.Module) int64 {
	if mm, ok := m.(*module); ok {
		return mm.lastSteps.Load()
	}
	return 0
}

// workgroup is the state of the workgroup a worker runs.
type workgroup struct {
	id    [3]uint32
	lds   []byte
	waves []*wave
}

// workgroup runs workgroup g; it turns faults and Go panics into errors.
func (x *exec) workgroup(g uint64) (err error) {
	lc := x.lc
	if x.wg == nil {
		x.wg = &workgroup{}
	}
	wg := x.wg
	gx, gy := uint64(lc.grid.X), uint64(lc.grid.Y)
	wg.id = [3]uint32{uint32(g % gx), uint32(g / gx % gy), uint32(g / (gx * gy))}
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(fault); ok {
				err = f.err
				return
			}
			err = fmt.Errorf("emu: kernel %s: workgroup (%d,%d,%d): internal error: %v\n%s",
				lc.kernel.name, wg.id[0], wg.id[1], wg.id[2], r, debug.Stack())
		}
	}()
	if cap(wg.lds) < lc.ldsSize {
		wg.lds = make([]byte, lc.ldsSize)
	}
	wg.lds = wg.lds[:lc.ldsSize]
	clear(wg.lds)

	W := lc.W
	threads := int(lc.block.Count())
	nw := (threads + W - 1) / W
	for len(wg.waves) < nw {
		w := &wave{idx: len(wg.waves), priv: make([][]byte, W)}
		for d := range w.tid {
			w.tid[d] = make([]uint64, W)
		}
		wg.waves = append(wg.waves, w)
	}
	bx, by := int(lc.block.X), int(lc.block.Y)
	for i := 0; i < nw; i++ {
		w := wg.waves[i]
		lanes := min(W, threads-i*W)
		w.init = widthMask(lanes)
		for l := 0; l < W; l++ {
			t := i*W + l
			if l >= lanes {
				t = 0
			}
			w.tid[0][l] = uint64(t % bx)
			w.tid[1][l] = uint64(t / bx % by)
			w.tid[2][l] = uint64(t / (bx * by))
		}
		f := x.frameFor(w, 0, lc.kernel)
		for k, ws := range lc.params {
			for j, v := range ws {
				r := f.regs[int(lc.kernel.params[k])+j*W:][:W]
				for l := range r {
					r[l] = v
				}
			}
		}
		f.stack = append(f.stack, entry{pc: 0, rpc: -1, mask: w.init})
		w.frames = append(w.frames[:0], f)
		for l := range w.priv {
			if len(w.priv[l]) > 0 {
				clear(w.priv[l][:min(len(w.priv[l]), int(w.hiPriv))])
			}
		}
		w.sp, w.hiPriv = privateFirstByte, privateFirstByte
		w.state = waveRunning
		w.clock = 0
		w.work, w.bar, w.partial = 0, nil, nil
	}
	waves := wg.waves[:nw]
	if nw == 1 {
		// A lone wave passes every barrier at once. It runs in long
		// slices, between which a wave that only spun in a named
		// barrier's wait loop is stuck: no one else can release it.
		w := waves[0]
		for {
			before := w.work
			x.run(w, 1<<16)
			switch w.state {
			case waveDone:
				return nil
			case waveBarrier:
				w.state = waveRunning
				continue
			}
			if w.work == before && spinning(w) != nil {
				return x.barrierHang(waves)
			}
		}
	}
	const slice = 64
	var spin int64
	if cap(x.work) < nw {
		x.work = make([]uint64, nw)
	}
	work := x.work[:nw]
	for {
		var before, after uint64
		waiting := false
		for i, w := range waves {
			before += w.clock
			work[i] = w.work
			if w.state == waveBarrier {
				waiting = true
			}
		}
		arrived := false
		for _, w := range waves {
			if w.state == waveRunning {
				x.run(w, slice)
				if w.state != waveRunning {
					arrived = true
				}
			}
		}
		running, done := 0, 0
		for _, w := range waves {
			after += w.clock
			switch w.state {
			case waveRunning:
				running++
			case waveDone:
				done++
			}
		}
		if done == nw {
			return nil
		}
		if running > 0 {
			// Stuck: every wave still running only spun in a named
			// barrier's wait loop this round, so nothing was written
			// that could release any of them.
			stuck := true
			for i, w := range waves {
				if w.state == waveRunning && (w.work != work[i] || spinning(w) == nil) {
					stuck = false
					break
				}
			}
			if stuck {
				return x.barrierHang(waves)
			}
		}
		if running == 0 {
			if err := x.checkBarrierIDs(waves); err != nil {
				return err
			}
			// Every wave still alive waits: the barrier completes (waves
			// that ended do not count, as on the hardware).
			for _, w := range waves {
				if w.state == waveBarrier {
					w.state = waveRunning
				}
			}
			spin = 0
			continue
		}
		if arrived {
			spin = 0
		} else if waiting {
			spin += int64(after - before)
			if spin > lc.opts.BarrierSpinLimit {
				return x.deadlock(waves)
			}
		}
	}
}

func (x *exec) deadlock(waves []*wave) error {
	var at, run []int
	where := ""
	for _, w := range waves {
		switch w.state {
		case waveBarrier:
			at = append(at, w.idx)
		case waveRunning:
			run = append(run, w.idx)
			if where == "" {
				f := w.frames[len(w.frames)-1]
				if len(f.stack) > 0 && int(f.stack[len(f.stack)-1].pc) < len(f.fn.blocks) {
					e := f.stack[len(f.stack)-1]
					where = fmt.Sprintf("; wave %d is in %s block %s with lanes %#x", w.idx, f.fn.name, f.fn.blocks[e.pc].name, e.mask)
				}
			}
		}
	}
	g := x.wg
	return fmt.Errorf("emu: kernel %s: workgroup (%d,%d,%d): deadlock: waves %v wait at s_barrier while waves %v ran %d blocks without reaching one (Options.BarrierSpinLimit)%s",
		x.lc.kernel.name, g.id[0], g.id[1], g.id[2], at, run, x.lc.opts.BarrierSpinLimit, where)
}
