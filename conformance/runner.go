package conformance

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// ModeArch is the target a warp mode is checked on when no --arch is
// given: an RDNA3 part for wave32, a CDNA2 part for the wave64 modes.
func ModeArch(mode string) string {
	if mode == "wave32" {
		return "gfx1100"
	}
	return "gfx90a"
}

// PipelineRunner runs cases through ptxamd's translator on a device. With
// Device nil it runs each case on a fresh emulator for the mode's target.
type PipelineRunner struct {
	// Arch overrides ModeArch for every mode (it must support the mode).
	Arch string
	// Mma is how mma.sync is computed (amdgpu.Options.Mma: auto, hw or
	// exact); "" is auto.
	Mma string
	// Tex is how textures are read (amdgpu.Options.Tex: soft or image);
	// "" is soft.
	Tex string
	// Device, when set, runs every case (a HIP GPU).
	Device hipruntime.Device
	// Build makes a code object for Device; unused on the emulator.
	Build func(out *pipeline.Output, t *target.Target, waveSize int) ([]byte, error)
	// OptimizeIR, when set, turns the translated IR into what the
	// code generator compiles (LLVM's middle end: codeobj.LLC.OptimizedIR),
	// and the emulator runs that instead: a check that the optimiser
	// keeps the translation's meaning. Emulator only.
	OptimizeIR func(out *pipeline.Output, t *target.Target, waveSize int) ([]byte, error)
	// Emu tunes the emulator (Device nil): step budget, timeout, strict
	// mode.
	Emu emu.Options
	// SharedInGlobal keeps every kernel's shared memory in global memory
	// (amdgpu.Options.SharedInGlobal), as launches beyond the target's LDS
	// do, to check that mode on cases that fit.
	SharedInGlobal bool

	mu sync.Mutex
}

// UsesMatrixUnits reports whether c runs its mma.sync, wmma or wgmma on matrix units
// in mode (the mode's target has them and Mma is not exact).
func (r *PipelineRunner) UsesMatrixUnits(c *Case, mode string) bool {
	arch := r.Arch
	if arch == "" {
		arch = ModeArch(mode)
	}
	return c.Mma != amdgpu.MmaExact && amdgpu.ResolveMma(arch, r.Mma) == amdgpu.MmaHW &&
		(bytes.Contains(c.PTX, []byte("mma.sync")) || bytes.Contains(c.PTX, []byte("wmma.mma")) || bytes.Contains(c.PTX, []byte("wgmma.mma_async")))
}

// Run translates c for mode, runs it and returns its buffers.
func (r *PipelineRunner) Run(c *Case, mode string) (map[int][]byte, error) {
	arch := r.Arch
	if arch == "" {
		arch = ModeArch(mode)
	}
	t, err := target.Lookup(arch)
	if err != nil {
		return nil, err
	}
	ws := 64
	if mode == "wave32" {
		ws = 32
	}
	if !t.SupportsWaveSize(ws) {
		return nil, fmt.Errorf("%w: %s cannot run warp mode %s", ErrSkip, arch, mode)
	}
	features, err := t.FeatureString(ws)
	if err != nil {
		return nil, err
	}
	mma := r.Mma
	if c.Mma == amdgpu.MmaExact {
		mma = amdgpu.MmaExact // the case pins the exact model (case.json "mma")
	}
	opts := pipeline.Options{Arch: t.Name, WaveSize: ws, Mode: mode, Features: features, Mma: mma, Cluster: c.Cluster, Tex: r.Tex}
	if r.SharedInGlobal {
		opts.SharedInGlobal = []string{amdgpu.AllKernels}
	}
	out, err := pipeline.Translate(c.ID+"/case.ptx", c.PTX, opts)
	if err != nil {
		return nil, fmt.Errorf("translate: %w", err)
	}
	if o, again := pipeline.SharedVariant(out, opts, c.Kernel, uint32(c.Shared)); again {
		// More shared memory than the target's LDS: the kernel keeps it
		// in global memory.
		opts = o
		if out, err = pipeline.Translate(c.ID+"/case.ptx", c.PTX, opts); err != nil {
			return nil, fmt.Errorf("translate: %w", err)
		}
	}
	dev := r.Device
	var hsaco []byte
	if dev == nil {
		dev = emu.NewWithOptions(t.Name, ws, r.Emu)
		defer dev.Close()
	} else {
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.Build == nil {
			return nil, fmt.Errorf("no code-object builder for device %s", dev.Name())
		}
		if hsaco, err = r.Build(out, t, ws); err != nil {
			return nil, err
		}
	}
	img := pipeline.Image(out, opts, hsaco)
	if r.OptimizeIR != nil {
		if r.Device != nil {
			return nil, fmt.Errorf("optimised IR runs on the emulator only")
		}
		text, err := r.OptimizeIR(out, t, ws)
		if err != nil {
			return nil, fmt.Errorf("optimise: %w", err)
		}
		m, err := llparse.Parse(c.ID+"/opt.ll", text)
		if err != nil {
			return nil, fmt.Errorf("optimise: reading opt's output: %w", err)
		}
		img.IR = m
	}
	res, err := pipeline.Execute(dev, img, pipeline.RunRequest{
		Kernel: c.Kernel,
		Grid:   hipruntime.Dim3{X: uint32(c.Grid[0]), Y: uint32(c.Grid[1]), Z: uint32(c.Grid[2])},
		Block:  hipruntime.Dim3{X: uint32(c.Block[0]), Y: uint32(c.Block[1]), Z: uint32(c.Block[2])},
		Shared: uint32(c.Shared),
		Args:   c.Specs,
		Dir:    c.Dir,
		Tex:    r.Tex,
	})
	if err != nil {
		return nil, err
	}
	return res.Buffers, nil
}
