package bench

import (
	_ "embed"
	"encoding/binary"
	"fmt"
	"runtime"
	"time"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

var (
	//go:embed kernels/alu.ptx
	aluPTX []byte
	//go:embed kernels/copy.ptx
	copyPTX []byte
)

// EmuResult is one emulator throughput measurement: the best of Reps
// launches (the launch alone: buffers are allocated and filled before).
type EmuResult struct {
	Kernel    string  `json:"kernel"`
	Threads   int     `json:"threads"`
	Block     int     `json:"block"`
	Workers   int     `json:"workers"`
	Reps      int     `json:"reps"`
	Seconds   float64 `json:"seconds"`
	LaneSteps int64   `json:"lane_instructions"`
	// LaneInstPerSec is lane-instructions (one LLVM IR instruction for one
	// lane) per second.
	LaneInstPerSec float64 `json:"lane_inst_per_s"`
	// GBps counts the bytes the kernel reads and writes (copy only).
	GBps float64 `json:"gb_per_s,omitempty"`
}

// ALUIterations is the hash rounds per thread of the ALU kernel.
const ALUIterations = 64

// emuKernel translates src and loads it on a fresh emulator.
func emuKernel(name string, src []byte, s *Setup) (*emu.Device, hipruntime.Module, error) {
	opts := pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: s.Mode, Features: s.Features}
	out, err := pipeline.Translate(name, src, opts)
	if err != nil {
		return nil, nil, err
	}
	img := pipeline.Image(out, opts, nil)
	for _, k := range img.Kernels {
		for _, p := range k.Params {
			if p.Hidden {
				return nil, nil, fmt.Errorf("bench: %s: kernel %s has hidden parameter %s in mode %s", name, k.Name, p.Name, s.Mode)
			}
		}
	}
	dev := emu.New(s.Target.Name, s.WaveSize)
	mod, err := dev.Load(img)
	if err != nil {
		return nil, nil, err
	}
	return dev, mod, nil
}

func u64(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
func u32(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

// timeLaunch launches l reps times and returns the best time and the lane
// steps of that launch.
func timeLaunch(mod hipruntime.Module, l hipruntime.Launch, reps int) (float64, int64, error) {
	best, steps := 0.0, int64(0)
	for range reps {
		t0 := time.Now()
		if err := mod.Launch(l); err != nil {
			return 0, 0, err
		}
		d := time.Since(t0).Seconds()
		if best == 0 || d < best {
			best, steps = d, emu.LastLaneSteps(mod)
		}
	}
	return best, steps, nil
}

// EmuALU runs the ALU kernel over threads threads and checks a few results
// against the same hash computed here.
func EmuALU(s *Setup, threads, reps int) (*EmuResult, error) {
	dev, mod, err := emuKernel("alu.ptx", aluPTX, s)
	if err != nil {
		return nil, err
	}
	defer mod.Unload()
	out, err := dev.Malloc(4 * threads)
	if err != nil {
		return nil, err
	}
	defer dev.Free(out)
	const block = 256
	l := hipruntime.Launch{Kernel: "alu", Grid: hipruntime.Dim3{X: uint32(threads / block), Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1},
		Args: [][]byte{u64(uint64(out)), u32(ALUIterations)}}
	sec, steps, err := timeLaunch(mod, l, reps)
	if err != nil {
		return nil, err
	}
	got := make([]byte, 4*threads)
	if err := dev.CopyDtoH(got, out); err != nil {
		return nil, err
	}
	for _, i := range []int{0, 1, threads / 3, threads - 1} {
		x := uint32(i)
		for range ALUIterations {
			x = x*1664525 + 1013904223
			x ^= x >> 13
		}
		if g := binary.LittleEndian.Uint32(got[4*i:]); g != x {
			return nil, fmt.Errorf("bench: alu thread %d: got %#x, want %#x", i, g, x)
		}
	}
	return &EmuResult{Kernel: "alu", Threads: threads, Block: block, Workers: runtime.GOMAXPROCS(0), Reps: reps, Seconds: sec,
		LaneSteps: steps, LaneInstPerSec: float64(steps) / sec}, nil
}

// EmuCopy runs the copy kernel over threads 32-bit words and checks the
// copy.
func EmuCopy(s *Setup, threads, reps int) (*EmuResult, error) {
	dev, mod, err := emuKernel("copy.ptx", copyPTX, s)
	if err != nil {
		return nil, err
	}
	defer mod.Unload()
	dst, err := dev.Malloc(4 * threads)
	if err != nil {
		return nil, err
	}
	defer dev.Free(dst)
	src, err := dev.Malloc(4 * threads)
	if err != nil {
		return nil, err
	}
	defer dev.Free(src)
	data := make([]byte, 4*threads)
	for i := range threads {
		binary.LittleEndian.PutUint32(data[4*i:], uint32(i)*2654435761)
	}
	if err := dev.CopyHtoD(src, data); err != nil {
		return nil, err
	}
	const block = 256
	l := hipruntime.Launch{Kernel: "copy", Grid: hipruntime.Dim3{X: uint32((threads + block - 1) / block), Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1},
		Args: [][]byte{u64(uint64(dst)), u64(uint64(src)), u32(uint32(threads))}}
	sec, steps, err := timeLaunch(mod, l, reps)
	if err != nil {
		return nil, err
	}
	got := make([]byte, 4*threads)
	if err := dev.CopyDtoH(got, dst); err != nil {
		return nil, err
	}
	for _, i := range []int{0, 1, threads / 2, threads - 1} {
		if g, w := binary.LittleEndian.Uint32(got[4*i:]), binary.LittleEndian.Uint32(data[4*i:]); g != w {
			return nil, fmt.Errorf("bench: copy word %d: got %#x, want %#x", i, g, w)
		}
	}
	return &EmuResult{Kernel: "copy", Threads: threads, Block: block, Workers: runtime.GOMAXPROCS(0), Reps: reps, Seconds: sec,
		LaneSteps: steps, LaneInstPerSec: float64(steps) / sec, GBps: float64(8*threads) / sec / 1e9}, nil
}
