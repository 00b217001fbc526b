// Package hipruntime runs translated kernels. It exposes one Device interface
// with two backends:
//   - hip: the HIP runtime (libamdhip64) through purego, for AMD GPUs;
//   - emu: an interpreter of the emitted AMDGPU LLVM IR, for machines without
//     an AMD GPU (CI included).
//
// Both take the same Image: the code object for a GPU and the in-memory LLVM
// IR module for the emulator, with the kernel descriptions that the
// translator produced.
package hipruntime

import (
	"errors"
	"fmt"

	"github.com/llir/llvm/ir"
)

// ErrNotSupported marks an operation or a backend that this machine or build
// cannot provide (no AMD GPU, no HIP library, an intrinsic the emulator lacks).
var ErrNotSupported = errors.New("not supported")

// DevPtr is a device address. On the emulator it is an address in the
// emulator's own address space; on HIP the GPU virtual address.
type DevPtr uint64

// ParamKind says how a kernel parameter is passed.
type ParamKind int

const (
	ParamValue   ParamKind = iota // a scalar or by-value aggregate, Size bytes
	ParamPointer                  // a device pointer (8 bytes)
)

// Param describes one explicit kernel parameter as the translated kernel
// expects it. Offset is its byte offset in the kernel argument segment.
type Param struct {
	Name   string
	Kind   ParamKind
	Size   int
	Align  int
	Offset int
	// Hidden marks a parameter the runtime fills itself (the PTX block
	// size of a "single"-mode kernel); callers give no argument for it.
	Hidden bool
}

// Kernel describes one kernel of an Image.
type Kernel struct {
	Name   string  // symbol name (the PTX .entry name)
	Params []Param // explicit parameters, in order
	// ArgSegmentSize is the size of the explicit argument segment.
	ArgSegmentSize int
	// StaticLDS is the LDS the kernel declares statically, in bytes.
	StaticLDS int
	// WarpMode is the warp mode the kernel was translated for
	// ("wave32", "paired", "single", "native64").
	WarpMode string
	// WaveSize is the hardware wave size the kernel was built for (32 or 64).
	WaveSize int
	// ThreadsPerWave is how many PTX threads one wave runs: the wave size,
	// except in "single" mode where a wave64 runs one 32-thread PTX warp. When
	// it is less than WaveSize the runtime launches WaveSize/ThreadsPerWave
	// times the lanes and the kernel remaps ids (see Geometry).
	ThreadsPerWave int
	// Cluster is the kernel's thread-block cluster shape in CTAs
	// (.reqnctapercluster; zero or 1,1,1 for a cluster of one). A cluster
	// of several CTAs runs as one workgroup, its CTAs stacked along z (see
	// ClusterLaunch).
	Cluster Dim3
	// SharedInGlobal is set for a kernel translated with its shared
	// memory in global memory: a launch passes a window of device memory,
	// SharedWindowStatic plus the dynamic shared bytes per workgroup, in
	// its last hidden parameter, and no dynamic LDS (package pipeline,
	// PlaceSharedWindow).
	SharedInGlobal     bool
	SharedWindowStatic int
}

// ClusterCTAs is the number of CTAs in one of the kernel's clusters.
func (k *Kernel) ClusterCTAs() uint64 {
	if k.Cluster.X == 0 {
		return 1
	}
	return k.Cluster.Count()
}

// SingleModeBlock returns the hardware block that runs a PTX block of
// ptx threads when each wave holds only ThreadsPerWave of them (warp mode
// "single"): one wave per PTX warp, flattened along x.
func (k *Kernel) SingleModeBlock(ptx Dim3) Dim3 {
	n := ptx.Count()
	tpw := uint64(k.ThreadsPerWave)
	waves := (n + tpw - 1) / tpw
	return Dim3{X: uint32(waves * uint64(k.WaveSize)), Y: 1, Z: 1}
}

// Remapped reports whether the kernel runs fewer PTX threads per wave than
// the wave has lanes, so that launches must be remapped.
func (k *Kernel) Remapped() bool { return k.ThreadsPerWave > 0 && k.ThreadsPerWave < k.WaveSize }

// Image is what a backend loads: the HSACO for HIP, the LLVM IR module for
// the emulator, and the kernel descriptions for both.
type Image struct {
	Arch    string     // gfx target, e.g. "gfx90a"
	HSACO   []byte     // AMD code object; nil when only the emulator will load it
	IR      *ir.Module // the emitted module; nil when only HIP will load it
	Kernels []Kernel
}

// Kernel returns the kernel called name.
func (img *Image) Kernel(name string) (*Kernel, error) {
	for i := range img.Kernels {
		if img.Kernels[i].Name == name {
			return &img.Kernels[i], nil
		}
	}
	names := make([]string, len(img.Kernels))
	for i, k := range img.Kernels {
		names[i] = k.Name
	}
	return nil, fmt.Errorf("no kernel %q in the module (kernels: %v)", name, names)
}

// Dim3 is a grid or block size.
type Dim3 struct{ X, Y, Z uint32 }

// Count is X*Y*Z.
func (d Dim3) Count() uint64 { return uint64(d.X) * uint64(d.Y) * uint64(d.Z) }

func (d Dim3) String() string { return fmt.Sprintf("%d,%d,%d", d.X, d.Y, d.Z) }

// Launch is one kernel launch, in hardware geometry: for a kernel whose
// Remapped() is true the caller passes the hardware block and the hidden
// arguments (pipeline.Execute does both).
type Launch struct {
	Kernel string
	Grid   Dim3 // in blocks (PTX %nctaid)
	Block  Dim3 // in threads (PTX %ntid)
	// SharedBytes is the dynamic shared memory (PTX `extern .shared`).
	SharedBytes uint32
	// Args holds each explicit parameter's bytes, little-endian, in order;
	// len(Args[i]) must equal the kernel's Params[i].Size.
	Args [][]byte
	// Cooperative asks for every block of the grid to run at once, as
	// cudaLaunchCooperativeKernel does (a grid-wide barrier needs it): a
	// device that cannot hold the whole grid refuses the launch.
	Cooperative bool
}

// Module is a loaded Image.
type Module interface {
	// Launch runs one kernel and waits for it to finish.
	Launch(l Launch) error
	// Global returns the address and size of a module-scope variable.
	Global(name string) (DevPtr, int, error)
	Unload() error
}

// Device is a place kernels run: an AMD GPU through HIP, or the emulator.
type Device interface {
	// Name says what the device is, for people ("emu gfx90a wave64",
	// "hip:0 AMD Instinct MI210 gfx90a").
	Name() string
	// Arch is the gfx target kernels must be built for.
	Arch() string
	// WaveSize is the device's default wave size for Arch.
	WaveSize() int
	Malloc(size int) (DevPtr, error)
	Free(p DevPtr) error
	CopyHtoD(dst DevPtr, src []byte) error
	CopyDtoH(dst []byte, src DevPtr) error
	Memset(p DevPtr, value byte, size int) error
	Load(img *Image) (Module, error)
	Close() error
}
