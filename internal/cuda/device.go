package cuda

import (
	"fmt"
	"runtime"
	"unsafe"
)

// Device is one CUDA device with its primary context current on the
// Device's own OS thread. Its methods may be called from any goroutine;
// they run one at a time on that thread. Close it when done.
type Device struct {
	calls   chan func()
	lib     *lib
	ordinal int
	dev     int32
	ctx     uintptr

	name           string
	major, minor   int
	driverVersion  int
	maxSharedOptin int
}

// Open initialises the driver and opens device 0. Without a driver (or with
// no device) the error matches ErrNoDriver.
func Open() (*Device, error) { return OpenOrdinal(0) }

// OpenOrdinal opens the device with the given ordinal.
func OpenOrdinal(ordinal int) (*Device, error) {
	d := &Device{calls: make(chan func()), ordinal: ordinal}
	ready := make(chan error)
	go d.serve(ready)
	if err := <-ready; err != nil {
		return nil, err
	}
	return d, nil
}

// serve runs the device's driver calls on one locked OS thread.
func (d *Device) serve(ready chan<- error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := d.init(); err != nil {
		ready <- err
		return
	}
	ready <- nil
	for f := range d.calls {
		f()
	}
}

func (d *Device) init() error {
	l, err := loadLib()
	if err != nil {
		return err
	}
	d.lib = l
	if err := l.check("cuInit", l.cuInit(0)); err != nil {
		return err
	}
	var v int32
	if err := l.check("cuDriverGetVersion", l.cuDriverGetVersion(&v)); err != nil {
		return err
	}
	d.driverVersion = int(v)
	if err := l.check("cuDeviceGet", l.cuDeviceGet(&d.dev, int32(d.ordinal))); err != nil {
		return err
	}
	name := make([]byte, 256)
	if err := l.check("cuDeviceGetName", l.cuDeviceGetName(&name[0], int32(len(name)), d.dev)); err != nil {
		return err
	}
	d.name = cStringBuf(name)
	for _, a := range []struct {
		attr int32
		dst  *int
	}{
		{attrComputeCapabilityMajor, &d.major},
		{attrComputeCapabilityMinor, &d.minor},
		{attrMaxSharedPerBlockOptin, &d.maxSharedOptin},
	} {
		var x int32
		if err := l.check("cuDeviceGetAttribute", l.cuDeviceGetAttribute(&x, a.attr, d.dev)); err != nil {
			return err
		}
		*a.dst = int(x)
	}
	if err := l.check("cuDevicePrimaryCtxRetain", l.cuDevicePrimaryCtxRetain(&d.ctx, d.dev)); err != nil {
		return err
	}
	return l.check("cuCtxSetCurrent", l.cuCtxSetCurrent(d.ctx))
}

// do runs f on the device's thread and waits for it.
func (d *Device) do(f func() error) error {
	if d.calls == nil {
		return fmt.Errorf("cuda: device is closed")
	}
	done := make(chan error)
	d.calls <- func() { done <- f() }
	return <-done
}

// Close releases the primary context and stops the device's thread.
func (d *Device) Close() error {
	if d.calls == nil {
		return nil
	}
	err := d.do(func() error {
		return d.lib.check("cuDevicePrimaryCtxRelease", d.lib.cuDevicePrimaryCtxRel(d.dev))
	})
	close(d.calls)
	d.calls = nil
	return err
}

// Name is the device's name, e.g. "NVIDIA H100 80GB HBM3".
func (d *Device) Name() string { return d.name }

// ComputeCapability is the device's compute capability, e.g. 9, 0.
func (d *Device) ComputeCapability() (major, minor int) { return d.major, d.minor }

// DriverVersion is cuDriverGetVersion's answer: the CUDA version the driver
// supports, as 1000*major + 10*minor (12040 for CUDA 12.4).
func (d *Device) DriverVersion() int { return d.driverVersion }

// CUDAVersion formats DriverVersion as "12.4".
func (d *Device) CUDAVersion() string {
	return fmt.Sprintf("%d.%d", d.driverVersion/1000, d.driverVersion%1000/10)
}

// MaxSharedOptin is the most shared memory a block may have after opting
// in with Function.SetMaxDynamicShared.
func (d *Device) MaxSharedOptin() int { return d.maxSharedOptin }

// Module is a loaded module. InfoLog is the JIT's information log
// (verbose: registers, spills), kept for provenance and debugging.
type Module struct {
	d       *Device
	h       uintptr
	InfoLog string
}

// LoadModule JIT-compiles PTX text (or loads a cubin/fatbin) with
// cuModuleLoadDataEx. On failure the *Error carries the JIT error log.
func (d *Device) LoadModule(image []byte) (*Module, error) {
	const logSize = 1 << 16
	img := append(append([]byte(nil), image...), 0)
	errLog := make([]byte, logSize)
	infoLog := make([]byte, logSize)
	m := &Module{d: d}
	err := d.do(func() error {
		// Option values are void*: pointers for the buffers, the integer
		// itself for sizes. The buffers are pinned because their addresses
		// are stored in Go memory the driver reads.
		var pin runtime.Pinner
		defer pin.Unpin()
		pin.Pin(&errLog[0])
		pin.Pin(&infoLog[0])
		opts := []int32{jitErrorLogBuffer, jitErrorLogBufferSize, jitInfoLogBuffer, jitInfoLogBufferSizeBytes, jitLogVerbose}
		vals := []uintptr{uintptr(unsafe.Pointer(&errLog[0])), logSize, uintptr(unsafe.Pointer(&infoLog[0])), logSize, 1}
		code := d.lib.cuModuleLoadDataEx(&m.h, unsafe.Pointer(&img[0]), uint32(len(opts)), &opts[0], &vals[0])
		runtime.KeepAlive(img)
		m.InfoLog = cStringBuf(infoLog)
		if err := d.lib.check("cuModuleLoadDataEx", code); err != nil {
			err.(*Error).Log = cStringBuf(errLog)
			return err
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// Unload unloads the module.
func (m *Module) Unload() error {
	return m.d.do(func() error { return m.d.lib.check("cuModuleUnload", m.d.lib.cuModuleUnload(m.h)) })
}

// Function is a kernel of a loaded module.
type Function struct {
	m    *Module
	h    uintptr
	Name string
}

// Function looks up the kernel called name.
func (m *Module) Function(name string) (*Function, error) {
	f := &Function{m: m, Name: name}
	err := m.d.do(func() error {
		return m.d.lib.check("cuModuleGetFunction", m.d.lib.cuModuleGetFunction(&f.h, m.h, cString(name)))
	})
	if err != nil {
		return nil, fmt.Errorf("kernel %q: %w", name, err)
	}
	return f, nil
}

// Global returns the address and size of the module's global variable name.
func (m *Module) Global(name string) (DevPtr, int, error) {
	var p DevPtr
	var size uintptr
	err := m.d.do(func() error {
		return m.d.lib.check("cuModuleGetGlobal", m.d.lib.cuModuleGetGlobal(&p, &size, m.h, cString(name)))
	})
	if err != nil {
		return 0, 0, fmt.Errorf("global %q: %w", name, err)
	}
	return p, int(size), nil
}

// SetMaxDynamicShared lets launches of f use up to n bytes of dynamic
// shared memory (needed above 48 KiB).
func (f *Function) SetMaxDynamicShared(n int) error {
	d := f.m.d
	return d.do(func() error {
		return d.lib.check("cuFuncSetAttribute", d.lib.cuFuncSetAttribute(f.h, funcAttrMaxDynamicSharedSizeBytes, int32(n)))
	})
}

// Alloc allocates n bytes of device memory.
func (d *Device) Alloc(n int) (DevPtr, error) {
	var p DevPtr
	err := d.do(func() error { return d.lib.check("cuMemAlloc", d.lib.cuMemAlloc(&p, uintptr(n))) })
	return p, err
}

// Free frees device memory from Alloc.
func (d *Device) Free(p DevPtr) error {
	return d.do(func() error { return d.lib.check("cuMemFree", d.lib.cuMemFree(p)) })
}

// CopyToDevice copies src to device address dst.
func (d *Device) CopyToDevice(dst DevPtr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	return d.do(func() error {
		return d.lib.check("cuMemcpyHtoD", d.lib.cuMemcpyHtoD(dst, unsafe.Pointer(&src[0]), uintptr(len(src))))
	})
}

// CopyFromDevice copies len(dst) bytes from device address src.
func (d *Device) CopyFromDevice(dst []byte, src DevPtr) error {
	if len(dst) == 0 {
		return nil
	}
	return d.do(func() error {
		return d.lib.check("cuMemcpyDtoH", d.lib.cuMemcpyDtoH(unsafe.Pointer(&dst[0]), src, uintptr(len(dst))))
	})
}

// Memset sets n bytes at p to v.
func (d *Device) Memset(p DevPtr, v byte, n int) error {
	return d.do(func() error { return d.lib.check("cuMemsetD8", d.lib.cuMemsetD8(p, v, uintptr(n))) })
}

// Launch launches f on the default stream. args holds each kernel
// parameter's bytes in order (a pointer parameter is its 8-byte DevPtr);
// the driver copies them at launch. Launch does not wait: call Synchronize.
func (d *Device) Launch(f *Function, grid, block Dim3, shared int, args [][]byte) error {
	return d.do(func() error {
		// kernelParams is an array of pointers to each argument's bytes.
		// The bytes are pinned because the array, itself Go memory, holds
		// their addresses while the driver reads it.
		var pin runtime.Pinner
		defer pin.Unpin()
		params := make([]unsafe.Pointer, len(args)+1)
		for i, a := range args {
			if len(a) == 0 {
				return fmt.Errorf("cuda: launch %s: argument %d has no bytes", f.Name, i)
			}
			pin.Pin(&a[0])
			params[i] = unsafe.Pointer(&a[0])
		}
		code := d.lib.cuLaunchKernel(f.h, grid[0], grid[1], grid[2], block[0], block[1], block[2],
			uint32(shared), 0, unsafe.Pointer(&params[0]), nil)
		runtime.KeepAlive(params)
		if err := d.lib.check("cuLaunchKernel", code); err != nil {
			return fmt.Errorf("launch %s: %w", f.Name, err)
		}
		return nil
	})
}

// Synchronize waits for the device's work to finish and reports an error
// from it (a kernel fault shows up here).
func (d *Device) Synchronize() error {
	return d.do(func() error { return d.lib.check("cuCtxSynchronize", d.lib.cuCtxSynchronize()) })
}
