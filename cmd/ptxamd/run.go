package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/hipruntime/hip"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/devprintf"
	"github.com/ptxamd/ptxamd/internal/outfile"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

func init() {
	register(&command{name: "run", summary: "translate a PTX kernel and run it on an AMD GPU, or on the emulator when there is none",
		usage: "FILE.ptx|FILE.ll --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg SPEC]... [--device emu|hip[:N]]", run: runRun})
	flagSets["run"] = func() *pflag.FlagSet { fs, _ := runFlags(io.Discard); return fs }
}

type runOpts struct {
	tf      translateFlags
	kernel  string
	grid    string
	block   string
	shared  uint32
	args    []string
	device  string
	dump    string
	builder string
	fifo    int
	heap    int
	ef      emuFlags
}

func runFlags(stdout io.Writer) (*pflag.FlagSet, *runOpts) {
	o := &runOpts{}
	fs := newFlags("run", stdout)
	fs.StringVarP(&o.kernel, "kernel", "k", "", "kernel (.entry) to launch (default: the module's only kernel)")
	fs.StringVar(&o.grid, "grid", "1", "grid size in blocks: X[,Y[,Z]]")
	fs.StringVar(&o.block, "block", "32", "block size in threads: X[,Y[,Z]]")
	fs.Uint32Var(&o.shared, "shared", 0, "dynamic shared memory in bytes")
	fs.StringArrayVarP(&o.args, "arg", "a", nil, "a kernel argument, in parameter order: a scalar TYPE:VALUE (u32:5, s64:-3, f32:1.5, b64:0x10),\n"+
		"a by-value struct or array raw:HEX (its bytes in memory order, e.g. raw:0000803f07000000)\n"+
		"or a buffer buf:TYPE:COUNT:INIT with INIT zero, iota, fill:V, random:SEED, edge, values:V1,V2,..., file:PATH\n"+
		"or a tensor map over buffer argument N: tmap:tile:TYPE:@N:dims=D0,..:strides=S1,..:box=B0,.. or\n"+
		"tmap:im2col:TYPE:@N:dims=..:strides=..:lower=..:upper=..:channels=C:pixels=P (options :estr=..:swizzle=32|64|128:fill=nan:global)")
	fs.StringVar(&o.device, "device", "", "where to run: hip, hip:N or emu (default: a HIP GPU if there is one, else the emulator)")
	fs.StringVar(&o.dump, "dump", "", "write each buffer argument after the run to DIR/argN.bin (raw little-endian)")
	fs.StringVar(&o.builder, "builder", "auto", "code-object builder for HIP: auto, comgr or llc")
	fs.IntVar(&o.fifo, "printf-fifo", 0, "bytes of the device printf FIFO of a kernel that calls printf or assert (default 1 MiB, CUDA's cudaLimitPrintfFifoSize); records that do not fit are dropped and counted")
	fs.IntVar(&o.heap, "malloc-heap", 0, "bytes of the device heap that malloc, free, new and delete in the kernel use (default 64 MiB); free releases nothing, and malloc returns NULL when the heap is used up")
	o.tf.register(fs)
	o.ef.register(fs, true)
	return fs, o
}

// parseDim3 reads "X", "X,Y" or "X,Y,Z".
func parseDim3(s, what string) (hipruntime.Dim3, error) {
	parts := strings.Split(s, ",")
	if len(parts) > 3 {
		return hipruntime.Dim3{}, usagef("--%s %q: at most three dimensions", what, s)
	}
	d := [3]uint32{1, 1, 1}
	for i, p := range parts {
		n, err := strconv.ParseUint(strings.TrimSpace(p), 10, 32)
		if err != nil || n == 0 {
			return hipruntime.Dim3{}, usagef("--%s %q: %q is not a positive number", what, s, p)
		}
		d[i] = uint32(n)
	}
	return hipruntime.Dim3{X: d[0], Y: d[1], Z: d[2]}, nil
}

// openDevice opens the device named by spec ("", "emu", "hip", "hip:N").
// With no spec it tries HIP and falls back to the emulator, saying why on
// one line. arch/waveSize are decided by the caller for the emulator via
// the returned function.
func openDevice(spec string, stderr io.Writer) (gpu *hip.Device, useEmu bool, err error) {
	switch {
	case spec == "emu":
		return nil, true, nil
	case spec == "" || spec == "hip" || strings.HasPrefix(spec, "hip:"):
		idx := 0
		if strings.HasPrefix(spec, "hip:") {
			n, err := strconv.Atoi(spec[4:])
			if err != nil || n < 0 {
				return nil, false, usagef("--device %q: the device index must be a number", spec)
			}
			idx = n
		}
		d, err := hip.Open(idx)
		if err == nil {
			return d, false, nil
		}
		if spec != "" {
			return nil, false, err
		}
		fmt.Fprintf(stderr, "ptxamd: no AMD GPU (%s); running on the emulator\n", shortReason(err))
		return nil, true, nil
	}
	return nil, false, usagef("unknown --device %q (want emu, hip or hip:N)", spec)
}

func shortReason(err error) string {
	s := err.Error()
	if i := strings.Index(s, "\n"); i >= 0 {
		s = s[:i]
	}
	return s
}

func runRun(args []string, stdout, stderr io.Writer) error {
	fs, o := runFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("expected one PTX file (or a .ll file from ptxamd cc --cuda-device-only -S -emit-llvm), got %d", fs.NArg())
	}
	grid, err := parseDim3(o.grid, "grid")
	if err != nil {
		return err
	}
	block, err := parseDim3(o.block, "block")
	if err != nil {
		return err
	}
	specs := make([]argspec.Spec, len(o.args))
	for i, a := range o.args {
		s, err := argspec.Parse(a)
		if err != nil {
			return usagef("--arg %d %q: %v", i+1, a, err)
		}
		specs[i] = s
	}
	emuOpts, err := o.ef.options(stderr)
	if err != nil {
		return err
	}
	gpu, useEmu, err := openDevice(o.device, stderr)
	if err != nil {
		return err
	}
	if gpu != nil {
		defer gpu.Close()
	}
	if strings.HasSuffix(fs.Arg(0), ".ll") {
		return runIR(fs.Arg(0), o, gpu, useEmu, emuOpts, grid, block, specs, stdout, stderr)
	}
	defaultArch := DefaultArch
	if gpu != nil {
		defaultArch = gpu.Arch()
	}
	c, err := o.tf.resolve(defaultArch, stderr)
	if err != nil {
		return err
	}
	c.executable = true
	out, _, err := translateFile(fs.Arg(0), c, stderr)
	if err != nil {
		return err
	}
	kernel := o.kernel
	if kernel == "" && len(out.Result.Kernels) == 1 {
		kernel = out.Result.Kernels[0].Name
	}
	if opts, again := pipeline.SharedVariant(out, c.opts, kernel, o.shared); again {
		// More shared memory than the target's LDS: translate again with
		// the kernel's shared memory in global memory (its diagnostics
		// were printed once already).
		c.opts = opts
		if out, _, err = translateFile(fs.Arg(0), c, io.Discard); err != nil {
			return err
		}
	}
	var dev hipruntime.Device
	var hsaco []byte
	if useEmu {
		dev = emu.NewWithOptions(c.target.Name, c.waveSize, emuOpts)
	} else {
		b, err := openBuilder(o.builder, false, stderr)
		if err != nil {
			return err
		}
		res, err := pipeline.BuildCodeObject(context.Background(), b, out, c.target, c.waveSize, codeobj.ObjectHSACO)
		if err != nil {
			return err
		}
		hsaco = res.HSACO
		dev = gpu
	}
	return launch(dev, pipeline.Image(out, c.opts, hsaco), "warp mode "+c.mode, o, grid, block, specs, stdout, stderr)
}

// runIR runs a kernel of AMDGPU LLVM IR that ptxamd cc wrote
// (--cuda-device-only -S -emit-llvm): a HIP kernel whose inline PTX is
// already translated.
func runIR(path string, o *runOpts, gpu *hip.Device, useEmu bool, emuOpts emu.Options, grid, block hipruntime.Dim3, specs []argspec.Spec, stdout, stderr io.Writer) error {
	text, err := readInput(path)
	if err != nil {
		return err
	}
	img, err := pipeline.IRImage(path, text)
	if err != nil {
		return err
	}
	wave := img.Kernels[0].WaveSize
	if useEmu {
		return launch(emu.NewWithOptions(img.Arch, wave, emuOpts), img, "HIP device IR", o, grid, block, specs, stdout, stderr)
	}
	if gpu.Arch() != img.Arch {
		return fmt.Errorf("%s was compiled for %s; the GPU is %s", path, img.Arch, gpu.Arch())
	}
	t, err := target.Lookup(img.Arch)
	if err != nil {
		return err
	}
	b, err := openBuilder(o.builder, false, stderr)
	if err != nil {
		return err
	}
	res, err := b.Build(context.Background(), codeobj.Request{IR: text, Target: t, WaveSize: wave, Emit: codeobj.ObjectHSACO})
	if err != nil {
		return err
	}
	img.HSACO = res.HSACO
	return launch(gpu, img, "HIP device IR", o, grid, block, specs, stdout, stderr)
}

// launch runs o's kernel (or the image's only one) on dev and prints the
// buffers (and dumps them with --dump).
func launch(dev hipruntime.Device, img *hipruntime.Image, what string, o *runOpts, grid, block hipruntime.Dim3, specs []argspec.Spec, stdout, stderr io.Writer) error {
	kernel := o.kernel
	if kernel == "" {
		if len(img.Kernels) != 1 {
			names := make([]string, len(img.Kernels))
			for i, k := range img.Kernels {
				names[i] = k.Name
			}
			return usagef("the module has %d kernels (%s): name one with --kernel", len(names), joinQuoted(names))
		}
		kernel = img.Kernels[0].Name
	}
	fmt.Fprintf(stderr, "ptxamd: running %s on %s (%s)\n", kernel, dev.Name(), what)
	res, err := pipeline.Execute(dev, img, pipeline.RunRequest{Kernel: kernel, Grid: grid, Block: block, Shared: o.shared, Args: specs, Tex: o.tf.tex,
		Stdout: stdout, Stderr: stderr, PrintfFIFO: o.fifo, Heap: o.heap})
	var failed *devprintf.AssertError
	if errors.As(err, &failed) {
		// CUDA's lines for the failed assertions, then the launch's error.
		for _, m := range failed.Messages {
			fmt.Fprintln(stderr, m)
		}
		failed.Messages = nil
		return failed
	}
	if err != nil {
		return err
	}
	for i, s := range specs {
		data, ok := res.Buffers[i]
		if !ok {
			continue
		}
		fmt.Fprintf(stdout, "arg%d %s: %s\n", i, s, argspec.Summary(s.Type, data, 8))
	}
	if o.dump != "" {
		if err := os.MkdirAll(o.dump, 0o755); err != nil {
			return err
		}
		for i, data := range res.Buffers {
			if err := outfile.WriteFile(filepath.Join(o.dump, fmt.Sprintf("arg%d.bin", i)), data, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
