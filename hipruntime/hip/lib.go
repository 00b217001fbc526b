// Package hip runs translated kernels on AMD GPUs through the HIP runtime
// (libamdhip64), bound with purego: no cgo, so the package builds with
// CGO_ENABLED=0 and loads the library only when it is first needed.
//
// HIP keeps per-thread state (the current device, the last error), so every
// HIP call, from whatever goroutine, runs on one dedicated OS thread.
package hip

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/internal/rocm"
)

// EnvLib names the environment variable that, when set, is the only HIP
// library tried (a path or a soname).
const EnvLib = "PTXAMD_HIP_LIB"

// installHint ends the error for a missing library.
const installHint = "install the ROCm HIP runtime (Debian/Ubuntu: apt install libamdhip64-5; ROCm 6 or 7: the hip-runtime-amd package), set ROCM_PATH to the ROCm folder, or set " + EnvLib + " to the path of libamdhip64.so"

// libCandidates lists what to dlopen, in order: PTXAMD_HIP_LIB alone when
// set, else every HIP runtime that internal/rocm finds (ROCm 7's .so.7
// before .so.6 and .so.5, $ROCM_PATH before /opt/rocm and the versioned
// folders, the system library path last).
func libCandidates() []rocm.Candidate {
	if p := os.Getenv(EnvLib); p != "" {
		return []rocm.Candidate{{Name: p, From: EnvLib}}
	}
	return rocm.LibCandidates(rocm.HIPSonames)
}

// library is one loaded libamdhip64 with its bindings. A nil binding is a
// symbol the library lacks; its wrapper returns symbolError.
type library struct {
	name   string // what was passed to dlopen
	from   string // why it was tried (rocm.Candidate.From)
	path   string // the file the process mapped, when it could be found
	handle uintptr

	initOnce sync.Once
	initErr  error

	hipInit                func(flags uint32) int32
	hipGetDeviceCount      func(count *int32) int32
	hipSetDevice           func(dev int32) int32
	hipDeviceGet           func(dev *int32, ordinal int32) int32
	hipDeviceGetAttribute  func(v *int32, attr int32, dev int32) int32
	hipDeviceGetName       func(name *byte, n int32, dev int32) int32
	hipDeviceTotalMem      func(bytes *uint64, dev int32) int32
	hipGetDeviceProps      func(props *byte, dev int32) int32 // R0000 layout
	hipGetDevicePropsR0600 func(props *byte, dev int32) int32 // ROCm 6 layout
	hipRuntimeGetVersion   func(v *int32) int32
	hipDriverGetVersion    func(v *int32) int32
	hipMalloc              func(p *uintptr, size uint64) int32
	hipFree                func(p uintptr) int32
	hipMemcpyHtoD          func(dst uintptr, src unsafe.Pointer, n uint64) int32
	hipMemcpyDtoH          func(dst unsafe.Pointer, src uintptr, n uint64) int32
	hipMemcpyDtoD          func(dst, src uintptr, n uint64) int32
	hipMemset              func(dst uintptr, value int32, n uint64) int32
	hipModuleLoadData      func(mod *uintptr, image unsafe.Pointer) int32
	hipModuleGetFunction   func(fn *uintptr, mod uintptr, name string) int32
	hipModuleGetGlobal     func(p *uintptr, size *uint64, mod uintptr, name string) int32
	hipModuleUnload        func(mod uintptr) int32
	hipModuleLaunchKernel  func(fn uintptr, gx, gy, gz, bx, by, bz, shared uint32, stream uintptr, params unsafe.Pointer, extra unsafe.Pointer) int32
	hipStreamCreate        func(s *uintptr) int32
	hipStreamDestroy       func(s uintptr) int32
	hipStreamSynchronize   func(s uintptr) int32
	hipDeviceSynchronize   func() int32
	hipEventCreate         func(e *uintptr) int32
	hipEventRecord         func(e, stream uintptr) int32
	hipEventSynchronize    func(e uintptr) int32
	hipEventElapsedTime    func(ms *float32, start, stop uintptr) int32
	hipEventDestroy        func(e uintptr) int32
	hipGetErrorName        func(code int32) string
	hipGetErrorString      func(code int32) string
	hipGetLastError        func() int32
}

var (
	libMu    sync.Mutex
	libCache = map[string]*library{}
)

// loadLibrary returns the first candidate library that loads. A failure is
// not cached, so a later call (say after PTXAMD_HIP_LIB changed) tries again.
func loadLibrary() (*library, error) {
	libMu.Lock()
	defer libMu.Unlock()
	var tried []string
	for _, c := range libCandidates() {
		name := c.Name
		if l := libCache[name]; l != nil {
			return l, nil
		}
		h, err := purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_LOCAL)
		if err != nil {
			tried = append(tried, fmt.Sprintf("%s (%v)", name, err))
			continue
		}
		l := &library{name: name, from: c.From, handle: h}
		if strings.Contains(name, "/") {
			// A path names its file (a second copy of the runtime may be
			// mapped already, so /proc/self/maps could name another).
			l.path = name
			if r, err := filepath.EvalSymlinks(name); err == nil {
				l.path = r
			}
		} else if l.path = mappedPath("libamdhip64"); l.path == "" {
			l.path = name
		}
		if err := l.bind(); err != nil {
			tried = append(tried, fmt.Sprintf("%s (%v)", name, err))
			continue
		}
		libCache[name] = l
		return l, nil
	}
	return nil, fmt.Errorf("hip: no HIP runtime library: tried %s: %w; searched %s; %s",
		strings.Join(tried, ", "), hipruntime.ErrNotSupported, rocm.Searched(), installHint)
}

// mappedPath finds the file of a loaded library whose name contains sub,
// from /proc/self/maps; "" when that cannot be read.
func mappedPath(sub string) string {
	b, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) >= 6 && strings.Contains(filepath.Base(f[5]), sub) {
			return f[5]
		}
	}
	return ""
}

// bind looks every symbol up; only hipInit is required (without it the file
// is not a HIP runtime). Missing symbols leave their binding nil.
func (l *library) bind() error {
	syms := []struct {
		name string
		fptr any
	}{
		{"hipInit", &l.hipInit},
		{"hipGetDeviceCount", &l.hipGetDeviceCount},
		{"hipSetDevice", &l.hipSetDevice},
		{"hipDeviceGet", &l.hipDeviceGet},
		{"hipDeviceGetAttribute", &l.hipDeviceGetAttribute},
		{"hipDeviceGetName", &l.hipDeviceGetName},
		{"hipDeviceTotalMem", &l.hipDeviceTotalMem},
		{"hipGetDeviceProperties", &l.hipGetDeviceProps},
		{"hipGetDevicePropertiesR0600", &l.hipGetDevicePropsR0600},
		{"hipRuntimeGetVersion", &l.hipRuntimeGetVersion},
		{"hipDriverGetVersion", &l.hipDriverGetVersion},
		{"hipMalloc", &l.hipMalloc},
		{"hipFree", &l.hipFree},
		{"hipMemcpyHtoD", &l.hipMemcpyHtoD},
		{"hipMemcpyDtoH", &l.hipMemcpyDtoH},
		{"hipMemcpyDtoD", &l.hipMemcpyDtoD},
		{"hipMemset", &l.hipMemset},
		{"hipModuleLoadData", &l.hipModuleLoadData},
		{"hipModuleGetFunction", &l.hipModuleGetFunction},
		{"hipModuleGetGlobal", &l.hipModuleGetGlobal},
		{"hipModuleUnload", &l.hipModuleUnload},
		{"hipModuleLaunchKernel", &l.hipModuleLaunchKernel},
		{"hipStreamCreate", &l.hipStreamCreate},
		{"hipStreamDestroy", &l.hipStreamDestroy},
		{"hipStreamSynchronize", &l.hipStreamSynchronize},
		{"hipDeviceSynchronize", &l.hipDeviceSynchronize},
		{"hipEventCreate", &l.hipEventCreate},
		{"hipEventRecord", &l.hipEventRecord},
		{"hipEventSynchronize", &l.hipEventSynchronize},
		{"hipEventElapsedTime", &l.hipEventElapsedTime},
		{"hipEventDestroy", &l.hipEventDestroy},
		{"hipGetErrorName", &l.hipGetErrorName},
		{"hipGetErrorString", &l.hipGetErrorString},
		{"hipGetLastError", &l.hipGetLastError},
	}
	for _, s := range syms {
		addr, err := purego.Dlsym(l.handle, s.name)
		if err != nil || addr == 0 {
			if s.name == "hipInit" {
				return errors.New("no symbol hipInit: not a HIP runtime")
			}
			continue
		}
		purego.RegisterFunc(s.fptr, addr)
	}
	return nil
}

// missing is the error for a nil binding.
func (l *library) missing(sym string) error { return symbolError(l.path, sym) }

// check turns a hipError_t into nil or an *Error. It runs on the HIP thread.
func (l *library) check(call string, code int32) error {
	if code == codeSuccess {
		return nil
	}
	e := &Error{Call: call, Code: int(code)}
	if l.hipGetErrorName != nil {
		e.Name = l.hipGetErrorName(code)
	}
	if n, ok := codeNames[int(code)]; ok && (e.Name == "" || e.Name == "hipErrorUnknown") {
		e.Name = n
	}
	if e.Name == "" {
		e.Name = fmt.Sprintf("hipError%d", code)
	}
	if l.hipGetErrorString != nil {
		e.Msg = l.hipGetErrorString(code)
	}
	if e.Msg == "" || e.Msg == e.Name || e.Msg == "hipErrorUnknown" {
		e.Msg = codeText[int(code)]
	}
	if call == "hipInit" && (code == codeInvalidDevice || code == codeNoDevice || code == codeNotInitialized || code == codeInsufficientDriver) {
		if e.Msg == codeText[int(code)] || e.Msg == "" {
			e.Msg = initHint
		} else {
			e.Msg += "; " + initHint
		}
	}
	return e
}

// init runs hipInit(0) once per library and remembers its result.
func (l *library) init() error {
	l.initOnce.Do(func() {
		onThread(func() { l.initErr = l.check("hipInit", l.hipInit(0)) })
	})
	return l.initErr
}

// VersionString formats a HIP version number (major*10000000 +
// minor*100000 + patch) as "major.minor.patch".
func VersionString(v int) string {
	if v <= 0 {
		return "unknown"
	}
	return fmt.Sprintf("%d.%d.%d", v/10000000, v/100000%100, v%100000)
}
