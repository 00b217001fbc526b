package emu

import (
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"time"

	amdtarget "github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// Memory map of the emulator's 64-bit address space. Global allocations
// (Malloc, module globals) come from the heap; each launch has its own
// kernarg segment, dispatch packet and implicit-argument buffer at fixed
// addresses; the LDS and private apertures are what addrspacecast 3→0 and
// 5→0 produce.
const (
	HeapBase        = 0x0000_0001_0000_0000
	KernargBase     = 0x0000_7000_0000_0000
	DispatchBase    = 0x0000_7000_1000_0000
	ImplicitArgBase = 0x0000_7000_2000_0000
	// FuncBase is where function addresses start (16 bytes apart, in
	// module order); nothing is mapped there, they are only compared.
	FuncBase         = 0x0000_7000_3000_0000
	LDSAperture      = 0x0001_0000_0000_0000
	PrivateAperture  = 0x0002_0000_0000_0000
	heapAlign        = 256
	privateFirstByte = 16 // private offsets below this fault (catches null)
)

// Options tune the emulator. The zero value of a field means its default.
type Options struct {
	// MaxLaneSteps bounds the lane-instructions one launch may execute
	// (default 1e10).
	MaxLaneSteps int64
	// BarrierSpinLimit is how many wave-blocks the other waves of a
	// workgroup may execute while one wave waits at a barrier without any
	// other wave arriving, before the launch is reported as deadlocked
	// (default 1<<24).
	BarrierSpinLimit int64
	// Workers is how many workgroups run in parallel (default GOMAXPROCS).
	Workers int
	// MaxPrivateBytes bounds each lane's private (scratch) memory
	// (default 1 MiB).
	MaxPrivateBytes int
	// Strict makes the emulator fault where an NVIDIA GPU faults but AMD
	// hardware does not: a global, shared or local access whose address is
	// not a multiple of its size is an error naming the kernel, the
	// instruction and the address, like CUDA's "misaligned address".
	Strict bool
	// Timeout stops a launch that runs longer (0: no limit); the launch
	// fails with an error wrapping ErrTimeout.
	Timeout time.Duration
	// Progress, when set, is called every ProgressInterval (default 1 s)
	// while a launch runs, from a goroutine of its own.
	Progress func(Progress)
	// ProgressInterval is how often Progress is called.
	ProgressInterval time.Duration
	// MaxCooperativeBlocks is the largest grid a cooperative launch
	// (hipruntime.Launch.Cooperative) may have: its blocks run at once, one
	// goroutine each (default 1024).
	MaxCooperativeBlocks int
	// MaxDeviceBytes is the emulated device's global memory: allocations
	// (Malloc and module globals) beyond it fail with an error instead of
	// exhausting the host's memory (default DefaultDeviceBytes).
	MaxDeviceBytes int64
}

// Progress describes a running launch.
type Progress struct {
	Kernel    string
	Done      uint64 // workgroups finished
	Total     uint64 // workgroups in the grid
	LaneSteps int64  // lane-instructions executed so far (flushed in batches)
	Elapsed   time.Duration
	Final     bool // the launch has ended (the last call)
}

// ErrTimeout is wrapped by the error of a launch stopped by
// Options.Timeout; ErrStepBudget by one that exceeded Options.MaxLaneSteps.
var (
	ErrTimeout    = errors.New("launch timed out")
	ErrStepBudget = errors.New("step budget exceeded")
)

// DefaultDeviceBytes is the emulator's default device memory, 2 GiB: the
// emulator keeps device memory in the host's, and a launch also needs
// host copies of its buffers.
const DefaultDeviceBytes = 2 << 30

func (o Options) withDefaults() Options {
	if o.MaxLaneSteps <= 0 {
		o.MaxLaneSteps = 1e10
	}
	if o.BarrierSpinLimit <= 0 {
		o.BarrierSpinLimit = 1 << 24
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.MaxCooperativeBlocks <= 0 {
		o.MaxCooperativeBlocks = 1024
	}
	if o.MaxPrivateBytes <= 0 {
		o.MaxPrivateBytes = 1 << 20
	}
	if o.MaxDeviceBytes <= 0 {
		o.MaxDeviceBytes = DefaultDeviceBytes
	}
	if o.ProgressInterval <= 0 {
		o.ProgressInterval = time.Second
	}
	return o
}

// region is one allocation of the flat global address space.
type region struct {
	base uint64
	data []byte
	name string
}

func (r *region) end() uint64 { return r.base + uint64(len(r.data)) }

// Device is the emulator. It implements hipruntime.Device.
type Device struct {
	arch     string
	waveSize int
	opts     Options

	mu      sync.RWMutex
	regions []*region // sorted by base
	next    uint64
	used    int64   // bytes allocated
	dm      *dmHeap // HIP's device heap, once a kernel calls malloc (dmalloc.go)
}

var _ hipruntime.Device = (*Device)(nil)

// New returns an emulator for arch with the given default wave size (32 or
// 64; anything else means 64).
func New(arch string, waveSize int) *Device {
	return NewWithOptions(arch, waveSize, Options{})
}

// NewWithOptions is New with tuning options.
func NewWithOptions(arch string, waveSize int, opts Options) *Device {
	if waveSize != 32 {
		waveSize = 64
	}
	return &Device{arch: arch, waveSize: waveSize, opts: opts.withDefaults(), next: HeapBase}
}

// SetOptions replaces the device's options (not during a launch).
func (d *Device) SetOptions(o Options) {
	d.mu.Lock()
	d.opts = o.withDefaults()
	d.mu.Unlock()
}

func (d *Device) Name() string  { return fmt.Sprintf("emu %s wave%d", d.arch, d.waveSize) }
func (d *Device) Arch() string  { return d.arch }
func (d *Device) WaveSize() int { return d.waveSize }
func (d *Device) Close() error  { return nil }

func (d *Device) alloc(size int, name string) (*region, error) {
	if size < 0 {
		return nil, fmt.Errorf("emu: malloc of %d bytes", size)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if int64(size) > d.opts.MaxDeviceBytes-d.used {
		what := "malloc"
		if name != "" {
			what = "global " + name
		}
		return nil, fmt.Errorf("emu: %s of %d bytes: %w (%d of the emulator's %d bytes in use; Options.MaxDeviceBytes)",
			what, size, ErrOutOfMemory, d.used, d.opts.MaxDeviceBytes)
	}
	// The region holds whole dwords: AMD GPUs allocate in pages, and the
	// 16-bit atomics are 32-bit compare-and-swap loops on the dword that
	// holds the halfword, so a 2-byte buffer (an atomicAdd on one __half)
	// reads and writes back the two bytes after it. Running further off
	// the end still faults.
	padded := (size + 3) &^ 3
	d.used += int64(padded)
	r := &region{base: d.next, data: alignedBytes(padded), name: name}
	// Addresses are never reused, and a gap follows every allocation so
	// that running off its end faults.
	d.next += (uint64(size) + 2*heapAlign - 1) / heapAlign * heapAlign
	d.regions = append(d.regions, r)
	return r, nil
}

// Malloc allocates size zeroed bytes of global memory.
func (d *Device) Malloc(size int) (hipruntime.DevPtr, error) {
	r, err := d.alloc(size, "")
	if err != nil {
		return 0, err
	}
	return hipruntime.DevPtr(r.base), nil
}

// Free releases an allocation made by Malloc.
func (d *Device) Free(p hipruntime.DevPtr) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	i := sort.Search(len(d.regions), func(i int) bool { return d.regions[i].base >= uint64(p) })
	if i == len(d.regions) || d.regions[i].base != uint64(p) {
		return fmt.Errorf("emu: free of %#x: not an allocation", uint64(p))
	}
	d.used -= int64(len(d.regions[i].data))
	d.regions = append(d.regions[:i], d.regions[i+1:]...)
	return nil
}

// ErrOutOfMemory is wrapped by the error of an allocation beyond
// Options.MaxDeviceBytes.
var ErrOutOfMemory = errors.New("out of device memory")

func (d *Device) span(p hipruntime.DevPtr, n int) ([]byte, error) {
	d.mu.RLock()
	defer d.mu.RUnlock()
	if r := findRegion(d.regions, uint64(p)); r != nil && n >= 0 && uint64(n) <= r.end()-uint64(p) {
		off := uint64(p) - r.base
		return r.data[off : off+uint64(n)], nil
	}
	return nil, fmt.Errorf("emu: %d bytes at %#x are outside every allocation", n, uint64(p))
}

// findRegion returns the region holding address a, or nil.
func findRegion(rs []*region, a uint64) *region {
	i := sort.Search(len(rs), func(i int) bool { return rs[i].end() > a })
	if i < len(rs) && rs[i].base <= a {
		return rs[i]
	}
	return nil
}

func (d *Device) CopyHtoD(dst hipruntime.DevPtr, src []byte) error {
	b, err := d.span(dst, len(src))
	if err != nil {
		return err
	}
	copy(b, src)
	return nil
}

func (d *Device) CopyDtoH(dst []byte, src hipruntime.DevPtr) error {
	b, err := d.span(src, len(dst))
	if err != nil {
		return err
	}
	copy(dst, b)
	return nil
}

func (d *Device) Memset(p hipruntime.DevPtr, value byte, size int) error {
	b, err := d.span(p, size)
	if err != nil {
		return err
	}
	for i := range b {
		b[i] = value
	}
	return nil
}

// ldsLimit is the LDS one workgroup may use on the device's target (64
// KiB for a name the target table does not know).
func (d *Device) ldsLimit() int {
	if t, err := amdtarget.Lookup(d.arch); err == nil {
		return t.WorkgroupLDSBytes()
	}
	return 64 << 10
}

// unsupported builds an error wrapping hipruntime.ErrNotSupported.
func unsupported(format string, args ...any) error {
	return fmt.Errorf("emu: %s: %w", fmt.Sprintf(format, args...), hipruntime.ErrNotSupported)
}
