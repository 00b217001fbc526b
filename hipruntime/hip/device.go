package hip

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unsafe"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// hipDeviceAttribute_t values (the same in ROCm 5.x and 6.x).
const (
	attrMultiprocessorCount = 63
	attrWarpSize            = 87
)

// propsBufSize is larger than hipDeviceProp_t in every layout (R0000 is
// under 1 KiB, R0600 under 2 KiB), so the runtime never writes past it.
const propsBufSize = 8192

// DeviceInfo describes one GPU.
type DeviceInfo struct {
	Index        int
	Name         string // marketing name; may be empty on some ROCm releases
	Arch         string // gfx target without feature suffixes, e.g. "gfx90a"; "" if unknown
	ArchFull     string // gcnArchName as HIP reports it, e.g. "gfx90a:sramecc+:xnack-"
	WaveSize     int
	ComputeUnits int
	TotalMem     uint64 // bytes
}

// Device is one AMD GPU opened through HIP. It implements hipruntime.Device;
// its methods are safe to call from any goroutine.
type Device struct {
	lib    *library
	info   DeviceInfo
	stream uintptr // launches and events go here

	mu     sync.Mutex
	closed bool
}

var _ hipruntime.Device = (*Device)(nil)

// Open loads the HIP runtime, initialises it and opens GPU index. Without a
// usable GPU the error wraps hipruntime.ErrNotSupported.
func Open(index int) (*Device, error) {
	lib, err := loadLibrary()
	if err != nil {
		return nil, err
	}
	if err := lib.init(); err != nil {
		return nil, err
	}
	n, err := lib.deviceCount()
	if err != nil {
		return nil, err
	}
	if index < 0 || index >= n {
		return nil, fmt.Errorf("hip: no device %d (%d found): %w", index, n, hipruntime.ErrNotSupported)
	}
	info, err := lib.deviceInfo(index)
	if err != nil {
		return nil, err
	}
	d := &Device{lib: lib, info: info}
	err = lib.onDevice(index, func() error {
		if lib.hipStreamCreate == nil {
			return lib.missing("hipStreamCreate")
		}
		return lib.check("hipStreamCreate", lib.hipStreamCreate(&d.stream))
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

func (l *library) deviceCount() (int, error) {
	if l.hipGetDeviceCount == nil {
		return 0, l.missing("hipGetDeviceCount")
	}
	var n int32
	var err error
	onThread(func() { err = l.check("hipGetDeviceCount", l.hipGetDeviceCount(&n)) })
	return int(n), err
}

// deviceInfo asks HIP about device index. Name, memory, CUs and wave size
// come from hipDeviceGetName, hipDeviceTotalMem and hipDeviceGetAttribute,
// whose ABI is the same in ROCm 5 and 6. The gfx arch is only in
// hipDeviceProp_t.gcnArchName, whose offset differs between the R0000
// (ROCm 5) and R0600 (ROCm 6) layouts: the properties are written into an
// oversized buffer and the field is found by its contents (see archFromProps).
func (l *library) deviceInfo(index int) (DeviceInfo, error) {
	info := DeviceInfo{Index: index}
	err := l.onDevice(index, func() error {
		dev := int32(index) // hipDevice_t; HIP on AMD makes it the ordinal
		if l.hipDeviceGet != nil {
			if err := l.check("hipDeviceGet", l.hipDeviceGet(&dev, int32(index))); err != nil {
				return err
			}
		}
		if l.hipDeviceGetName != nil {
			var buf [256]byte
			if err := l.check("hipDeviceGetName", l.hipDeviceGetName(&buf[0], int32(len(buf)), dev)); err != nil {
				return err
			}
			info.Name = cString(buf[:])
		}
		if l.hipDeviceTotalMem != nil {
			if err := l.check("hipDeviceTotalMem", l.hipDeviceTotalMem(&info.TotalMem, dev)); err != nil {
				return err
			}
		}
		if l.hipDeviceGetAttribute != nil {
			var v int32
			if l.check("hipDeviceGetAttribute", l.hipDeviceGetAttribute(&v, attrMultiprocessorCount, int32(index))) == nil {
				info.ComputeUnits = int(v)
			}
			v = 0
			if l.check("hipDeviceGetAttribute", l.hipDeviceGetAttribute(&v, attrWarpSize, int32(index))) == nil && (v == 32 || v == 64) {
				info.WaveSize = int(v)
			}
		}
		getProps, call := l.hipGetDevicePropsR0600, "hipGetDevicePropertiesR0600"
		if getProps == nil {
			getProps, call = l.hipGetDeviceProps, "hipGetDeviceProperties"
		}
		if getProps != nil {
			buf := make([]byte, propsBufSize)
			if err := l.check(call, getProps(&buf[0], int32(index))); err != nil {
				return err
			}
			info.ArchFull = archFromProps(buf)
			info.Arch = trimArch(info.ArchFull)
			if info.Name == "" {
				info.Name = cString(buf[:256]) // name[256] is first in every layout
			}
		}
		return nil
	})
	if info.WaveSize == 0 {
		info.WaveSize = defaultWaveSize(info.Arch)
	}
	return info, err
}

// archFromProps finds gcnArchName in a hipDeviceProp_t of either layout: the
// first NUL-terminated string after the 256-byte name field that begins at
// a field boundary (preceded by a NUL byte) and reads like a gfx target
// ("gfx" and hex digits, then optional ":feature±" parts). No other field of
// either layout holds such text, so the search does not depend on the
// offsets. It returns "" when there is none.
func archFromProps(buf []byte) string {
	for i := 256; i+3 <= len(buf); i++ {
		if buf[i-1] != 0 || !bytes.HasPrefix(buf[i:], []byte("gfx")) {
			continue
		}
		end := bytes.IndexByte(buf[i:], 0)
		if end < 0 || end > 255 {
			continue
		}
		if s := string(buf[i : i+end]); validArch(s) {
			return s
		}
	}
	return ""
}

// validArch reports whether s looks like a gcnArchName: "gfx", at least one
// hex digit, then optional ":name+" or ":name-" features.
func validArch(s string) bool {
	base, feats, _ := strings.Cut(s, ":")
	if len(base) < 4 || !strings.HasPrefix(base, "gfx") {
		return false
	}
	for _, c := range base[3:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	if feats == "" {
		return !strings.HasSuffix(s, ":")
	}
	for _, f := range strings.Split(feats, ":") {
		if len(f) < 2 {
			return false
		}
		for _, c := range f {
			if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '+' || c == '-') {
				return false
			}
		}
	}
	return true
}

// trimArch drops the feature suffixes: "gfx90a:sramecc+:xnack-" → "gfx90a".
func trimArch(s string) string {
	base, _, _ := strings.Cut(s, ":")
	return base
}

// defaultWaveSize is the default wave size of a gfx target: 32 on RDNA
// (gfx10, gfx11, gfx12), 64 on GCN and CDNA. It is used only when
// hipDeviceGetAttribute cannot say.
func defaultWaveSize(arch string) int {
	for _, p := range []string{"gfx10", "gfx11", "gfx12"} {
		if strings.HasPrefix(arch, p) {
			return 32
		}
	}
	return 64
}

func cString(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return strings.TrimSpace(string(b))
}

// Info returns what HIP said about the device when it was opened.
func (d *Device) Info() DeviceInfo { return d.info }

// Name is "hip:N <device name> <gfx arch>".
func (d *Device) Name() string {
	name := d.info.Name
	if name == "" {
		name = "AMD GPU"
	}
	arch := d.info.Arch
	if arch == "" {
		arch = "unknown-arch"
	}
	return fmt.Sprintf("hip:%d %s %s", d.info.Index, name, arch)
}

// Arch is the gfx target without feature suffixes; "" if HIP did not say.
func (d *Device) Arch() string { return d.info.Arch }

// WaveSize is the device's wave size (hipDeviceAttributeWarpSize).
func (d *Device) WaveSize() int { return d.info.WaveSize }

var errClosed = errors.New("hip: device is closed")

// do runs f on the HIP thread with this device current.
func (d *Device) do(f func(l *library) error) error {
	d.mu.Lock()
	closed := d.closed
	d.mu.Unlock()
	if closed {
		return errClosed
	}
	return d.lib.onDevice(d.info.Index, func() error { return f(d.lib) })
}

// Malloc allocates size bytes of device memory.
func (d *Device) Malloc(size int) (hipruntime.DevPtr, error) {
	if size < 0 {
		return 0, fmt.Errorf("hip: Malloc: negative size %d", size)
	}
	var p uintptr
	err := d.do(func(l *library) error {
		if l.hipMalloc == nil {
			return l.missing("hipMalloc")
		}
		return l.check("hipMalloc", l.hipMalloc(&p, uint64(size)))
	})
	return hipruntime.DevPtr(p), err
}

// Free releases memory from Malloc.
func (d *Device) Free(p hipruntime.DevPtr) error {
	return d.do(func(l *library) error {
		if l.hipFree == nil {
			return l.missing("hipFree")
		}
		return l.check("hipFree", l.hipFree(uintptr(p)))
	})
}

// CopyHtoD copies src to device address dst.
func (d *Device) CopyHtoD(dst hipruntime.DevPtr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	// src is Go memory without Go pointers, read only during the call: no
	// pinning needed. HIP copies it synchronously for pageable memory.
	return d.do(func(l *library) error {
		if l.hipMemcpyHtoD == nil {
			return l.missing("hipMemcpyHtoD")
		}
		return l.check("hipMemcpyHtoD", l.hipMemcpyHtoD(uintptr(dst), unsafe.Pointer(&src[0]), uint64(len(src))))
	})
}

// CopyDtoH copies len(dst) bytes from device address src.
func (d *Device) CopyDtoH(dst []byte, src hipruntime.DevPtr) error {
	if len(dst) == 0 {
		return nil
	}
	return d.do(func(l *library) error {
		if l.hipMemcpyDtoH == nil {
			return l.missing("hipMemcpyDtoH")
		}
		return l.check("hipMemcpyDtoH", l.hipMemcpyDtoH(unsafe.Pointer(&dst[0]), uintptr(src), uint64(len(dst))))
	})
}

// CopyDtoD copies size bytes between device addresses.
func (d *Device) CopyDtoD(dst, src hipruntime.DevPtr, size int) error {
	if size <= 0 {
		return nil
	}
	return d.do(func(l *library) error {
		if l.hipMemcpyDtoD == nil {
			return l.missing("hipMemcpyDtoD")
		}
		return l.check("hipMemcpyDtoD", l.hipMemcpyDtoD(uintptr(dst), uintptr(src), uint64(size)))
	})
}

// Memset sets size bytes at p to value.
func (d *Device) Memset(p hipruntime.DevPtr, value byte, size int) error {
	if size <= 0 {
		return nil
	}
	return d.do(func(l *library) error {
		if l.hipMemset == nil {
			return l.missing("hipMemset")
		}
		return l.check("hipMemset", l.hipMemset(uintptr(p), int32(value), uint64(size)))
	})
}

// Synchronize waits for all work on the device (hipDeviceSynchronize).
func (d *Device) Synchronize() error {
	return d.do(func(l *library) error {
		if l.hipDeviceSynchronize == nil {
			return l.missing("hipDeviceSynchronize")
		}
		return l.check("hipDeviceSynchronize", l.hipDeviceSynchronize())
	})
}

// LastError returns and clears HIP's last error (hipGetLastError) for the
// HIP thread, where every call of this package runs.
func (d *Device) LastError() error {
	return d.do(func(l *library) error {
		if l.hipGetLastError == nil {
			return l.missing("hipGetLastError")
		}
		return l.check("hipGetLastError", l.hipGetLastError())
	})
}

// Close destroys the device's stream. Modules and allocations are not
// freed; unload and free them first.
func (d *Device) Close() error {
	err := d.do(func(l *library) error {
		if d.stream == 0 || l.hipStreamDestroy == nil {
			return nil
		}
		return l.check("hipStreamDestroy", l.hipStreamDestroy(d.stream))
	})
	if errors.Is(err, errClosed) {
		return nil
	}
	d.mu.Lock()
	d.closed = true
	d.mu.Unlock()
	return err
}
