package hip

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// Module is an Image loaded on a Device. It implements hipruntime.Module.
type Module struct {
	dev      *Device
	img      *hipruntime.Image
	handle   uintptr
	funcs    map[string]uintptr
	code     []byte // the HSACO HIP was given: mmap'ed, outside the Go heap
	mu       sync.Mutex
	unloaded bool
}

var _ hipruntime.Module = (*Module)(nil)

// Load loads img.HSACO (hipModuleLoadData) and resolves every kernel of
// img.Kernels (hipModuleGetFunction).
func (d *Device) Load(img *hipruntime.Image) (hipruntime.Module, error) {
	return d.LoadModule(img)
}

// LoadModule is Load returning the concrete type, for LaunchTimed.
func (d *Device) LoadModule(img *hipruntime.Image) (*Module, error) {
	if img == nil || len(img.HSACO) == 0 {
		return nil, fmt.Errorf("hip: Load: the image has no HSACO code object")
	}
	// A mismatch is caught here, where it can be said plainly; generic
	// targets ("gfx9-generic") are left to HIP.
	if img.Arch != "" && d.info.Arch != "" && img.Arch != d.info.Arch && !strings.Contains(img.Arch, "generic") {
		return nil, fmt.Errorf("hip: Load: image built for %s, device %s is %s: %w",
			img.Arch, d.Name(), d.info.Arch, hipruntime.ErrNotSupported)
	}
	m := &Module{dev: d, img: img, funcs: map[string]uintptr{}}
	// HIP may keep referring to the image after hipModuleLoadData returns,
	// so it gets its own copy outside the Go heap until Unload. (A
	// runtime.Pinner would do, but a Module dropped without Unload would
	// then make the runtime panic over a leaked pin.)
	code, err := syscall.Mmap(-1, 0, len(img.HSACO), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil, fmt.Errorf("hip: Load: mapping %d bytes for the code object: %w", len(img.HSACO), err)
	}
	copy(code, img.HSACO)
	m.code = code
	err = d.do(func(l *library) error {
		if l.hipModuleLoadData == nil {
			return l.missing("hipModuleLoadData")
		}
		if err := l.check("hipModuleLoadData", l.hipModuleLoadData(&m.handle, unsafe.Pointer(&m.code[0]))); err != nil {
			return err
		}
		if l.hipModuleGetFunction == nil {
			return l.missing("hipModuleGetFunction")
		}
		for _, k := range img.Kernels {
			var fn uintptr
			if err := l.check("hipModuleGetFunction", l.hipModuleGetFunction(&fn, m.handle, k.Name)); err != nil {
				return fmt.Errorf("%w (kernel %s)", err, k.Name)
			}
			m.funcs[k.Name] = fn
		}
		return nil
	})
	if err != nil {
		if m.handle != 0 {
			_ = d.do(func(l *library) error {
				if l.hipModuleUnload != nil {
					l.hipModuleUnload(m.handle)
				}
				return nil
			})
		}
		_ = syscall.Munmap(m.code)
		return nil, err
	}
	return m, nil
}

// Global returns the address and size of a module-scope variable.
func (m *Module) Global(name string) (hipruntime.DevPtr, int, error) {
	if err := m.live(); err != nil {
		return 0, 0, err
	}
	var p uintptr
	var size uint64
	err := m.dev.do(func(l *library) error {
		if l.hipModuleGetGlobal == nil {
			return l.missing("hipModuleGetGlobal")
		}
		if err := l.check("hipModuleGetGlobal", l.hipModuleGetGlobal(&p, &size, m.handle, name)); err != nil {
			return fmt.Errorf("%w (global %s)", err, name)
		}
		return nil
	})
	return hipruntime.DevPtr(p), int(size), err
}

// Unload unloads the module.
func (m *Module) Unload() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.unloaded {
		return nil
	}
	err := m.dev.do(func(l *library) error {
		if l.hipModuleUnload == nil {
			return l.missing("hipModuleUnload")
		}
		return l.check("hipModuleUnload", l.hipModuleUnload(m.handle))
	})
	m.unloaded = true
	if err == nil {
		// After a failed unload HIP may still use the code: leave it mapped.
		_ = syscall.Munmap(m.code)
	}
	return err
}

func (m *Module) live() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.unloaded {
		return fmt.Errorf("hip: module is unloaded")
	}
	return nil
}

// Launch runs one kernel and waits for it to finish.
func (m *Module) Launch(l hipruntime.Launch) error {
	if l.Cooperative {
		return fmt.Errorf("hip: kernel %s: cooperative launches are not supported by this backend (hipModuleLaunchCooperativeKernel is not bound)", l.Kernel)
	}
	_, err := m.launch(l, false)
	return err
}

// LaunchTimed runs one kernel, waits for it, and returns the GPU time
// between events recorded before and after it on the device's stream.
func (m *Module) LaunchTimed(l hipruntime.Launch) (time.Duration, error) {
	return m.launch(l, true)
}

func (m *Module) launch(ln hipruntime.Launch, timed bool) (time.Duration, error) {
	if err := m.live(); err != nil {
		return 0, err
	}
	k, err := m.img.Kernel(ln.Kernel)
	if err != nil {
		return 0, fmt.Errorf("hip: launch: %w", err)
	}
	fn, ok := m.funcs[k.Name]
	if !ok {
		return 0, fmt.Errorf("hip: launch: kernel %s was not resolved at load", k.Name)
	}
	if err := checkGeometry(k, ln); err != nil {
		return 0, err
	}
	args, err := layoutArgs(k, ln.Args)
	if err != nil {
		return 0, fmt.Errorf("hip: launch %s: %w", k.Name, err)
	}
	// kernelParams is a C array of pointers, one to each argument's bytes.
	// The array and the bytes are Go memory; the array holds Go pointers,
	// which the cgo rules allow only when what they point to is pinned. Pin
	// both for the call (HIP copies the arguments at launch).
	var params []unsafe.Pointer
	var pinner runtime.Pinner
	defer pinner.Unpin()
	if len(args.Offsets) > 0 {
		pinner.Pin(&args.Buf[0])
		params = make([]unsafe.Pointer, len(args.Offsets))
		for i, off := range args.Offsets {
			params[i] = unsafe.Pointer(&args.Buf[off])
		}
		pinner.Pin(&params[0])
	}
	var elapsed time.Duration
	err = m.dev.do(func(l *library) error {
		if l.hipModuleLaunchKernel == nil {
			return l.missing("hipModuleLaunchKernel")
		}
		var start, stop uintptr
		if timed {
			var err error
			if start, stop, err = l.eventPair(); err != nil {
				return err
			}
			defer l.hipEventDestroy(start)
			defer l.hipEventDestroy(stop)
			if err := l.check("hipEventRecord", l.hipEventRecord(start, m.dev.stream)); err != nil {
				return err
			}
		}
		var pp unsafe.Pointer
		if len(params) > 0 {
			pp = unsafe.Pointer(&params[0])
		}
		code := l.hipModuleLaunchKernel(fn,
			ln.Grid.X, ln.Grid.Y, ln.Grid.Z,
			ln.Block.X, ln.Block.Y, ln.Block.Z,
			ln.SharedBytes, m.dev.stream, pp, nil)
		if err := l.check("hipModuleLaunchKernel", code); err != nil {
			return fmt.Errorf("%w (kernel %s)", err, k.Name)
		}
		if timed {
			if err := l.check("hipEventRecord", l.hipEventRecord(stop, m.dev.stream)); err != nil {
				return err
			}
		}
		if l.hipStreamSynchronize == nil {
			return l.missing("hipStreamSynchronize")
		}
		if err := l.check("hipStreamSynchronize", l.hipStreamSynchronize(m.dev.stream)); err != nil {
			return fmt.Errorf("%w (kernel %s)", err, k.Name)
		}
		if timed {
			if err := l.check("hipEventSynchronize", l.hipEventSynchronize(stop)); err != nil {
				return err
			}
			var ms float32
			if err := l.check("hipEventElapsedTime", l.hipEventElapsedTime(&ms, start, stop)); err != nil {
				return err
			}
			elapsed = time.Duration(float64(ms) * float64(time.Millisecond))
		}
		return nil
	})
	runtime.KeepAlive(args.Buf)
	runtime.KeepAlive(params)
	return elapsed, err
}

// eventPair creates two events; both bindings used with them must exist.
func (l *library) eventPair() (start, stop uintptr, err error) {
	for _, s := range []struct {
		ok   bool
		name string
	}{
		{l.hipEventCreate != nil, "hipEventCreate"},
		{l.hipEventRecord != nil, "hipEventRecord"},
		{l.hipEventSynchronize != nil, "hipEventSynchronize"},
		{l.hipEventElapsedTime != nil, "hipEventElapsedTime"},
		{l.hipEventDestroy != nil, "hipEventDestroy"},
	} {
		if !s.ok {
			return 0, 0, l.missing(s.name)
		}
	}
	if err := l.check("hipEventCreate", l.hipEventCreate(&start)); err != nil {
		return 0, 0, err
	}
	if err := l.check("hipEventCreate", l.hipEventCreate(&stop)); err != nil {
		l.hipEventDestroy(start)
		return 0, 0, err
	}
	return start, stop, nil
}

// checkGeometry rejects launches HIP cannot run as given.
func checkGeometry(k *hipruntime.Kernel, l hipruntime.Launch) error {
	if l.Grid.Count() == 0 || l.Block.Count() == 0 {
		return fmt.Errorf("hip: launch %s: empty grid %v or block %v", k.Name, l.Grid, l.Block)
	}
	if l.Block.Count() > 1024 {
		return fmt.Errorf("hip: launch %s: block %v has %d threads, more than 1024", k.Name, l.Block, l.Block.Count())
	}
	return nil
}

// kernArgs is a kernel's explicit arguments laid out as the kernel reads
// them: Buf is the argument segment, Offsets[i] where parameter i starts.
type kernArgs struct {
	Buf     []byte
	Offsets []int
}

// layoutArgs checks args against k.Params and places each at its offset in
// a buffer of k.ArgSegmentSize bytes (grown to fit the last parameter if the
// segment size is smaller, and to at least one byte so it can be pinned).
func layoutArgs(k *hipruntime.Kernel, args [][]byte) (kernArgs, error) {
	if len(args) != len(k.Params) {
		return kernArgs{}, fmt.Errorf("%d arguments for %d parameters", len(args), len(k.Params))
	}
	size := k.ArgSegmentSize
	for i, p := range k.Params {
		want := p.Size
		if p.Kind == hipruntime.ParamPointer && want == 0 {
			want = 8
		}
		if len(args[i]) != want {
			return kernArgs{}, fmt.Errorf("argument %d (%s): %d bytes, parameter is %d", i, p.Name, len(args[i]), want)
		}
		if p.Offset < 0 {
			return kernArgs{}, fmt.Errorf("argument %d (%s): negative offset %d", i, p.Name, p.Offset)
		}
		if p.Align > 1 && p.Offset%p.Align != 0 {
			return kernArgs{}, fmt.Errorf("argument %d (%s): offset %d is not %d-aligned", i, p.Name, p.Offset, p.Align)
		}
		if i > 0 {
			q := k.Params[i-1]
			if p.Offset < q.Offset+len(args[i-1]) {
				return kernArgs{}, fmt.Errorf("argument %d (%s) at %d overlaps %s at %d..%d", i, p.Name, p.Offset, q.Name, q.Offset, q.Offset+len(args[i-1]))
			}
		}
		size = max(size, p.Offset+want)
	}
	ka := kernArgs{Buf: make([]byte, max(size, 1)), Offsets: make([]int, len(args))}
	for i, p := range k.Params {
		copy(ka.Buf[p.Offset:], args[i])
		ka.Offsets[i] = p.Offset
	}
	return ka, nil
}
