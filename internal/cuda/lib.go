package cuda

import (
	"fmt"
	"os"
	"unsafe"

	"github.com/ebitengine/purego"
)

// lib holds the driver entry points. CUresult is a C enum: int32 here.
type lib struct {
	cuInit                   func(flags uint32) int32
	cuDriverGetVersion       func(v *int32) int32
	cuDeviceGet              func(dev *int32, ordinal int32) int32
	cuDeviceGetName          func(name *byte, n int32, dev int32) int32
	cuDeviceGetAttribute     func(v *int32, attr int32, dev int32) int32
	cuDevicePrimaryCtxRetain func(ctx *uintptr, dev int32) int32
	cuDevicePrimaryCtxRel    func(dev int32) int32
	cuCtxSetCurrent          func(ctx uintptr) int32
	cuCtxSynchronize         func() int32
	cuModuleLoadDataEx       func(mod *uintptr, image unsafe.Pointer, n uint32, opts *int32, vals *uintptr) int32
	cuModuleUnload           func(mod uintptr) int32
	cuModuleGetFunction      func(fn *uintptr, mod uintptr, name *byte) int32
	cuModuleGetGlobal        func(p *DevPtr, size *uintptr, mod uintptr, name *byte) int32
	cuMemAlloc               func(p *DevPtr, size uintptr) int32
	cuMemFree                func(p DevPtr) int32
	cuMemcpyHtoD             func(dst DevPtr, src unsafe.Pointer, n uintptr) int32
	cuMemcpyDtoH             func(dst unsafe.Pointer, src DevPtr, n uintptr) int32
	cuMemsetD8               func(dst DevPtr, v uint8, n uintptr) int32
	cuLaunchKernel           func(fn uintptr, gx, gy, gz, bx, by, bz, shared uint32, stream uintptr, params unsafe.Pointer, extra unsafe.Pointer) int32
	cuFuncSetAttribute       func(fn uintptr, attr int32, v int32) int32
	cuGetErrorName           func(code int32, s **byte) int32
	cuArray3DCreate          func(a *uintptr, desc unsafe.Pointer) int32
	cuArrayDestroy           func(a uintptr) int32
	cuMipmappedArrayCreate   func(m *uintptr, desc unsafe.Pointer, levels uint32) int32
	cuMipmappedArrayGetLevel func(a *uintptr, m uintptr, level uint32) int32
	cuMipmappedArrayDestroy  func(m uintptr) int32
	cuMemcpy3D               func(p unsafe.Pointer) int32
	cuTexObjectCreate        func(t *uint64, res, tex, view unsafe.Pointer) int32
	cuTexObjectDestroy       func(t uint64) int32
	cuSurfObjectCreate       func(s *uint64, res unsafe.Pointer) int32
	cuSurfObjectDestroy      func(s uint64) int32
	cuGetErrorString         func(code int32, s **byte) int32

	// Optional (nil where the driver lacks them): tensor maps and
	// launches with attributes (CUDA 12).
	cuTensorMapEncodeTiled  func(m unsafe.Pointer, dt uint32, rank uint32, addr uint64, dims, strides, box, estr unsafe.Pointer, il, swz, l2, fill uint32) int32
	cuTensorMapEncodeIm2col func(m unsafe.Pointer, dt uint32, rank uint32, addr uint64, dims, strides, lower, upper unsafe.Pointer, cpp, ppc uint32, estr unsafe.Pointer, il, swz, l2, fill uint32) int32
	cuLaunchKernelEx        func(cfg unsafe.Pointer, fn uintptr, params unsafe.Pointer, extra unsafe.Pointer) int32
}

// libPath is the driver library to load.
func libPath() string {
	if p := os.Getenv("PTXAMD_CUDA_LIB"); p != "" {
		return p
	}
	return "libcuda.so.1"
}

// loadLib opens the driver and binds every entry point; a missing library
// or symbol is an error wrapping ErrNoDriver.
func loadLib() (*lib, error) {
	path := libPath()
	h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return nil, fmt.Errorf("%w: cannot load %s (set PTXAMD_CUDA_LIB to the driver library): %v", ErrNoDriver, path, err)
	}
	l := &lib{}
	syms := []struct {
		fptr any
		name string
	}{
		{&l.cuInit, "cuInit"},
		{&l.cuDriverGetVersion, "cuDriverGetVersion"},
		{&l.cuDeviceGet, "cuDeviceGet"},
		{&l.cuDeviceGetName, "cuDeviceGetName"},
		{&l.cuDeviceGetAttribute, "cuDeviceGetAttribute"},
		{&l.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain"},
		{&l.cuDevicePrimaryCtxRel, "cuDevicePrimaryCtxRelease_v2"},
		{&l.cuCtxSetCurrent, "cuCtxSetCurrent"},
		{&l.cuCtxSynchronize, "cuCtxSynchronize"},
		{&l.cuModuleLoadDataEx, "cuModuleLoadDataEx"},
		{&l.cuModuleUnload, "cuModuleUnload"},
		{&l.cuModuleGetFunction, "cuModuleGetFunction"},
		{&l.cuModuleGetGlobal, "cuModuleGetGlobal_v2"},
		{&l.cuMemAlloc, "cuMemAlloc_v2"},
		{&l.cuMemFree, "cuMemFree_v2"},
		{&l.cuMemcpyHtoD, "cuMemcpyHtoD_v2"},
		{&l.cuMemcpyDtoH, "cuMemcpyDtoH_v2"},
		{&l.cuMemsetD8, "cuMemsetD8_v2"},
		{&l.cuLaunchKernel, "cuLaunchKernel"},
		{&l.cuFuncSetAttribute, "cuFuncSetAttribute"},
		{&l.cuGetErrorName, "cuGetErrorName"},
		{&l.cuArray3DCreate, "cuArray3DCreate_v2"},
		{&l.cuArrayDestroy, "cuArrayDestroy"},
		{&l.cuMipmappedArrayCreate, "cuMipmappedArrayCreate"},
		{&l.cuMipmappedArrayGetLevel, "cuMipmappedArrayGetLevel"},
		{&l.cuMipmappedArrayDestroy, "cuMipmappedArrayDestroy"},
		{&l.cuMemcpy3D, "cuMemcpy3D_v2"},
		{&l.cuTexObjectCreate, "cuTexObjectCreate"},
		{&l.cuTexObjectDestroy, "cuTexObjectDestroy"},
		{&l.cuSurfObjectCreate, "cuSurfObjectCreate"},
		{&l.cuSurfObjectDestroy, "cuSurfObjectDestroy"},
		{&l.cuGetErrorString, "cuGetErrorString"},
	}
	for _, s := range syms {
		sym, err := purego.Dlsym(h, s.name)
		if err != nil {
			return nil, fmt.Errorf("%w: %s has no %s: %v", ErrNoDriver, path, s.name, err)
		}
		purego.RegisterFunc(s.fptr, sym)
	}
	for _, s := range []struct {
		fptr any
		name string
	}{
		{&l.cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled"},
		{&l.cuTensorMapEncodeIm2col, "cuTensorMapEncodeIm2col"},
		{&l.cuLaunchKernelEx, "cuLaunchKernelEx"},
	} {
		if sym, err := purego.Dlsym(h, s.name); err == nil {
			purego.RegisterFunc(s.fptr, sym)
		}
	}
	return l, nil
}

// check turns a CUresult into nil or an *Error.
func (l *lib) check(call string, code int32) error {
	if code == 0 {
		return nil
	}
	e := &Error{Call: call, Code: int(code), Name: fmt.Sprintf("CUresult(%d)", code)}
	var s *byte
	if l.cuGetErrorName(code, &s) == 0 && s != nil {
		e.Name = goString(s)
	}
	s = nil
	if l.cuGetErrorString(code, &s) == 0 && s != nil {
		e.Desc = goString(s)
	}
	return e
}

// goString copies a NUL-terminated C string owned by the driver.
func goString(p *byte) string {
	var b []byte
	for q := unsafe.Pointer(p); *(*byte)(q) != 0; q = unsafe.Add(q, 1) {
		b = append(b, *(*byte)(q))
	}
	return string(b)
}

// cString returns s with a NUL terminator.
func cString(s string) *byte {
	b := append([]byte(s), 0)
	return &b[0]
}

// cStringBuf reads a NUL-terminated string out of a Go buffer.
func cStringBuf(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}
