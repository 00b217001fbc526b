package pipeline

import (
	"context"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// Image packages a translation for a runtime device: the LLVM IR module for
// the emulator, the code object (when built) for HIP, and the kernel
// descriptions for both.
func Image(out *Output, opts Options, hsaco []byte) *hipruntime.Image {
	img := &hipruntime.Image{Arch: opts.Arch, HSACO: hsaco, IR: out.Result.Module}
	threads := opts.WaveSize
	if opts.Mode == "single" {
		threads = 32
	}
	for _, k := range out.Result.Kernels {
		hk := hipruntime.Kernel{Name: k.Name, ArgSegmentSize: k.ArgSegmentSize, StaticLDS: k.StaticLDS,
			WarpMode: opts.Mode, WaveSize: opts.WaveSize, ThreadsPerWave: threads,
			Cluster:        hipruntime.Dim3{X: uint32(k.Cluster[0]), Y: uint32(k.Cluster[1]), Z: uint32(k.Cluster[2])},
			SharedInGlobal: k.SharedInGlobal, SharedWindowStatic: k.SharedWindowStatic}
		for _, p := range k.Params {
			kind := hipruntime.ParamValue
			if p.Pointer {
				kind = hipruntime.ParamPointer
			}
			hk.Params = append(hk.Params, hipruntime.Param{Name: p.Name, Kind: kind, Size: p.Size, Align: p.Align, Offset: p.Offset, Hidden: p.Hidden})
		}
		img.Kernels = append(img.Kernels, hk)
	}
	return img
}

// BuildCodeObject compiles the translated module to an AMD code object
// (or assembly) with builder b.
func BuildCodeObject(ctx context.Context, b codeobj.Builder, out *Output, t *target.Target, waveSize int, emit codeobj.Emit) (*codeobj.Result, error) {
	return b.Build(ctx, codeobj.Request{IR: out.IRText(), Target: t, WaveSize: waveSize, Emit: emit})
}

// IRText returns the translated module as LLVM IR text, what the builders
// compile and the cache keys hash: llvmx.AppendModule, which prints what
// llir's Module.String prints, about ten times faster.
func (out *Output) IRText() []byte {
	return llvmx.AppendModule(nil, out.Result.Module)
}
