package ptxamd

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/hipruntime/hip"
	"github.com/ptxamd/ptxamd/internal/devprintf"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// ErrDeviceAssert is wrapped by the error of a launch in which a
// device-side assert() failed (CUDA's cudaErrorAssert).
var ErrDeviceAssert = devprintf.ErrAssert

// Dim3 is a grid (in blocks) or a block (in threads); a zero field counts
// as 1.
type Dim3 struct{ X, Y, Z uint32 }

func (d Dim3) hip() hipruntime.Dim3 {
	one := func(v uint32) uint32 {
		if v == 0 {
			return 1
		}
		return v
	}
	return hipruntime.Dim3{X: one(d.X), Y: one(d.Y), Z: one(d.Z)}
}

// Device is where kernels run: an AMD GPU through HIP, or the emulator.
type Device struct {
	gpu *hip.Device // nil: the emulator
	// EmulatorOptions tune the emulator (step budget, workers); the zero
	// value is the defaults.
	EmulatorOptions emu.Options
}

// OpenDevice opens "emu" (the emulator, for any target), "hip:N" (AMD GPU
// number N; "hip" is hip:0) or "auto" (hip:0 when HIP finds a GPU, else
// the emulator). A missing GPU is an error wrapping ErrNoGPU for "hip".
func OpenDevice(spec string) (*Device, error) {
	switch {
	case spec == "emu":
		return &Device{}, nil
	case spec == "auto" || spec == "":
		d, err := hip.Open(0)
		if err != nil {
			return &Device{}, nil
		}
		return &Device{gpu: d}, nil
	case spec == "hip" || strings.HasPrefix(spec, "hip:"):
		idx := 0
		if spec != "hip" {
			n, err := strconv.Atoi(spec[4:])
			if err != nil || n < 0 {
				return nil, fmt.Errorf("device %q: the index must be a number", spec)
			}
			idx = n
		}
		d, err := hip.Open(idx)
		if err != nil {
			if errors.Is(err, hipruntime.ErrNotSupported) {
				return nil, fmt.Errorf("%w: %v", ErrNoGPU, err)
			}
			return nil, err
		}
		return &Device{gpu: d}, nil
	}
	return nil, fmt.Errorf("unknown device %q (want emu, hip, hip:N or auto)", spec)
}

// IsEmulator reports whether kernels run on the emulator.
func (d *Device) IsEmulator() bool { return d.gpu == nil }

// Name says what the device is.
func (d *Device) Name() string {
	if d.gpu == nil {
		return "emu: the built-in emulator"
	}
	return d.gpu.Name()
}

// Arch is the GPU's target ("" for the emulator, which runs any).
func (d *Device) Arch() string {
	if d.gpu == nil {
		return ""
	}
	return d.gpu.Arch()
}

// Close releases the device.
func (d *Device) Close() error {
	if d.gpu == nil {
		return nil
	}
	return d.gpu.Close()
}

// Program is a translation loaded on a device, with its memory.
type Program struct {
	// Printf receives what the kernels print with device printf (nil:
	// os.Stdout, as CUDA prints), PrintfDiag the notes about it (records
	// dropped for want of room; nil: os.Stderr). A launch in which an
	// assert() failed returns an error that wraps ErrDeviceAssert, whose
	// text holds CUDA's message for each failed assertion.
	Printf, PrintfDiag io.Writer
	// PrintfFIFO is the size of each launch's printf FIFO in bytes (0:
	// 1 MiB, CUDA's default cudaLimitPrintfFifoSize); the records that do
	// not fit are dropped and counted.
	PrintfFIFO int
	// Heap is the size in bytes of the device heap that malloc and free
	// (and new and delete) in the kernels allocate from (0: 64 MiB). It
	// is allocated at the first launch that needs it and serves all of
	// the program's launches; free releases nothing (internal/devheap).
	Heap int

	heap   *pipeline.DeviceHeap
	tr     *Translation
	dev    hipruntime.Device
	img    *hipruntime.Image
	mod    hipruntime.Module
	closed bool
	bufs   []*Buffer
	// shared holds, per kernel, the module translated again with that
	// kernel's shared memory in global memory, for launches beyond the
	// target's LDS (sharedVariant).
	shared map[string]*sharedVariant
}

// sharedVariant is a module translated with one kernel's shared memory in
// global memory, loaded next to the program's.
type sharedVariant struct {
	img *hipruntime.Image
	mod hipruntime.Module
}

// Load puts a translation on the device: on a GPU it builds the code
// object first (the default builder, cached); the emulator runs the LLVM
// IR. The GPU's target must be the translation's.
func (d *Device) Load(ctx context.Context, tr *Translation) (*Program, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var dev hipruntime.Device
	var hsaco []byte
	if d.gpu == nil {
		e := emu.New(tr.Arch, tr.WaveSize)
		e.SetOptions(d.EmulatorOptions)
		dev = e
	} else {
		if d.gpu.Arch() != tr.Arch {
			return nil, fmt.Errorf("the translation is for %s, the GPU %s is %s: translate with Options.Arch = %q", tr.Arch, d.gpu.Name(), d.gpu.Arch(), d.gpu.Arch())
		}
		obj, err := tr.Build(ctx, BuildOptions{})
		if err != nil {
			return nil, err
		}
		dev, hsaco = d.gpu, obj.Data
	}
	img := pipeline.Image(tr.out, tr.opts, hsaco)
	mod, err := dev.Load(img)
	if err != nil {
		return nil, err
	}
	return &Program{tr: tr, dev: dev, img: img, mod: mod}, nil
}

// Buffer is device memory of a program.
type Buffer struct {
	p    *Program
	ptr  hipruntime.DevPtr
	size int
}

// Size is the buffer's length in bytes.
func (b *Buffer) Size() int { return b.size }

// Alloc allocates size bytes of zeroed device memory.
func (p *Program) Alloc(size int) (*Buffer, error) {
	if size < 0 {
		return nil, fmt.Errorf("alloc: negative size %d", size)
	}
	ptr, err := p.dev.Malloc(max(size, 1))
	if err != nil {
		return nil, err
	}
	if err := p.dev.Memset(ptr, 0, max(size, 1)); err != nil {
		return nil, err
	}
	b := &Buffer{p: p, ptr: ptr, size: size}
	p.bufs = append(p.bufs, b)
	return b, nil
}

// Write copies data into the buffer from its start.
func (b *Buffer) Write(data []byte) error {
	if len(data) > b.size {
		return fmt.Errorf("write of %d bytes into a buffer of %d", len(data), b.size)
	}
	if len(data) == 0 {
		return nil
	}
	return b.p.dev.CopyHtoD(b.ptr, data)
}

// Read copies the whole buffer back.
func (b *Buffer) Read() ([]byte, error) {
	out := make([]byte, b.size)
	if b.size == 0 {
		return out, nil
	}
	return out, b.p.dev.CopyDtoH(out, b.ptr)
}

// WriteUint32s and friends write little-endian elements.
func (b *Buffer) WriteUint32s(v []uint32) error {
	data := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(data[4*i:], x)
	}
	return b.Write(data)
}

// WriteFloat32s writes float32 elements.
func (b *Buffer) WriteFloat32s(v []float32) error {
	u := make([]uint32, len(v))
	for i, x := range v {
		u[i] = math.Float32bits(x)
	}
	return b.WriteUint32s(u)
}

// ReadUint32s reads the buffer as little-endian uint32 elements.
func (b *Buffer) ReadUint32s() ([]uint32, error) {
	data, err := b.Read()
	if err != nil {
		return nil, err
	}
	out := make([]uint32, len(data)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(data[4*i:])
	}
	return out, nil
}

// ReadFloat32s reads the buffer as float32 elements.
func (b *Buffer) ReadFloat32s() ([]float32, error) {
	u, err := b.ReadUint32s()
	if err != nil {
		return nil, err
	}
	out := make([]float32, len(u))
	for i, x := range u {
		out[i] = math.Float32frombits(x)
	}
	return out, nil
}

// argBytes encodes one launch argument for parameter p.
func argBytes(a any, p hipruntime.Param) ([]byte, error) {
	var b []byte
	switch v := a.(type) {
	case *Buffer:
		b = binary.LittleEndian.AppendUint64(nil, uint64(v.ptr))
	case uint8:
		b = []byte{v}
	case int8:
		b = []byte{byte(v)}
	case uint16:
		b = binary.LittleEndian.AppendUint16(nil, v)
	case int16:
		b = binary.LittleEndian.AppendUint16(nil, uint16(v))
	case uint32:
		b = binary.LittleEndian.AppendUint32(nil, v)
	case int32:
		b = binary.LittleEndian.AppendUint32(nil, uint32(v))
	case float32:
		b = binary.LittleEndian.AppendUint32(nil, math.Float32bits(v))
	case uint64:
		b = binary.LittleEndian.AppendUint64(nil, v)
	case int64:
		b = binary.LittleEndian.AppendUint64(nil, uint64(v))
	case float64:
		b = binary.LittleEndian.AppendUint64(nil, math.Float64bits(v))
	case []byte:
		b = v
	default:
		return nil, fmt.Errorf("parameter %s: arguments of type %T are not supported (use *Buffer, sized integers, float32, float64 or []byte)", p.Name, a)
	}
	if len(b) != p.Size {
		return nil, fmt.Errorf("parameter %s is %d bytes, the argument (%T) is %d", p.Name, p.Size, a, len(b))
	}
	return b, nil
}

// Launch runs kernel on a grid of blocks and waits for it. args are the
// kernel's parameters in order: *Buffer for pointers, Go integers and
// floats of the parameter's size, or []byte for anything else.
func (p *Program) Launch(ctx context.Context, kernel string, grid, block Dim3, args ...any) error {
	return p.LaunchShared(ctx, kernel, grid, block, 0, args...)
}

// LaunchShared is Launch with dynamic shared memory (PTX extern .shared).
func (p *Program) LaunchShared(ctx context.Context, kernel string, grid, block Dim3, shared uint32, args ...any) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if p.closed {
		return errors.New("launch on a closed program")
	}
	img, mod := p.img, p.mod
	if v, err := p.sharedVariant(ctx, kernel, shared); err != nil {
		return err
	} else if v != nil {
		img, mod = v.img, v.mod
	}
	k, err := img.Kernel(kernel)
	if err != nil {
		return err
	}
	var explicit []hipruntime.Param
	for _, prm := range k.Params {
		if !prm.Hidden {
			explicit = append(explicit, prm)
		}
	}
	if len(args) != len(explicit) {
		return fmt.Errorf("kernel %s takes %d parameters, %d arguments given", kernel, len(explicit), len(args))
	}
	l := hipruntime.Launch{Kernel: kernel, Grid: grid.hip(), Block: block.hip(), SharedBytes: shared}
	for i, a := range args {
		if buf, ok := a.(*Buffer); ok && buf.p != p {
			return fmt.Errorf("argument %d: the buffer belongs to another program", i)
		}
		b, err := argBytes(a, explicit[i])
		if err != nil {
			return fmt.Errorf("argument %d: %w", i, err)
		}
		l.Args = append(l.Args, b)
	}
	if err := pipeline.CompleteLaunch(k, &l); err != nil {
		return err
	}
	window, err := pipeline.PlaceSharedWindow(p.dev, k, &l)
	if err != nil {
		return err
	}
	if window != 0 {
		defer p.dev.Free(window)
	}
	if err := pipeline.CheckClusterLDS(img.Arch, k, &l); err != nil {
		return err
	}
	if err := pipeline.PlaceHeap(p.dev, mod, &p.heap, p.Heap); err != nil {
		return err
	}
	fifo, err := pipeline.PlacePrintfFIFO(p.dev, k, &l, p.PrintfFIFO)
	if err != nil {
		return err
	}
	err = mod.Launch(l)
	out, diag := p.Printf, p.PrintfDiag
	if out == nil {
		out = os.Stdout
	}
	if diag == nil {
		diag = os.Stderr
	}
	if perr := fifo.Drain(out, diag); err == nil {
		err = perr
	}
	return err
}

// sharedVariant returns the module that runs kernel with shared bytes of
// dynamic shared memory, when that is more than the target's LDS holds
// (nil when the program's own module runs it): the PTX translated again
// with the kernel's shared memory in global memory, loaded once and kept.
// A module with .global variables is refused: the second module would
// have variables of its own, which the program's other kernels would not
// see.
func (p *Program) sharedVariant(ctx context.Context, kernel string, shared uint32) (*sharedVariant, error) {
	tr := p.tr
	opts, again := pipeline.SharedVariant(tr.out, tr.opts, kernel, shared)
	if !again {
		return nil, nil
	}
	if v := p.shared[kernel]; v != nil {
		return v, nil
	}
	for _, g := range tr.out.SIR.Globals {
		if g.Space == sir.SpaceGlobal {
			return nil, fmt.Errorf("kernel %s: %d bytes of dynamic shared memory and its static shared memory are more than the LDS of %s; a kernel can keep its shared memory in global memory, but this module has .global variables (%s), which a second translation would not share: translate with Options.SharedInGlobal = []string{%q}",
				kernel, shared, tr.Arch, g.Name, kernel)
		}
	}
	out, err := pipeline.Translate(tr.filename, tr.src, opts)
	if err != nil {
		return nil, fmt.Errorf("kernel %s with its shared memory in global memory: %w", kernel, err)
	}
	var hsaco []byte
	if p.img.HSACO != nil {
		vt := &Translation{Arch: tr.Arch, WarpMode: tr.WarpMode, WaveSize: tr.WaveSize, target: tr.target, opts: opts, out: out}
		obj, err := vt.Build(ctx, BuildOptions{})
		if err != nil {
			return nil, err
		}
		hsaco = obj.Data
	}
	img := pipeline.Image(out, opts, hsaco)
	mod, err := p.dev.Load(img)
	if err != nil {
		return nil, err
	}
	if p.shared == nil {
		p.shared = map[string]*sharedVariant{}
	}
	v := &sharedVariant{img: img, mod: mod}
	p.shared[kernel] = v
	return v, nil
}

// Close frees the program's buffers and unloads it.
func (p *Program) Close() error {
	if p.closed {
		return nil
	}
	p.closed = true
	for _, b := range p.bufs {
		p.dev.Free(b.ptr)
	}
	p.heap.Free()
	for _, v := range p.shared {
		v.mod.Unload()
	}
	return p.mod.Unload()
}
