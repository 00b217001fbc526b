package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// DefaultCaseRoot is where the suite's cases live in a checkout.
const DefaultCaseRoot = "conformance/cases"

func init() {
	register(&command{name: "conform", summary: "run conformance cases on the emulator or a HIP GPU and compare with NVIDIA's recorded outputs",
		usage: "[DIR...] [--device emu|hip[:N]] [--arch GFX] [--warp-mode MODE|all] [--report FILE]", run: runConform})
	flagSets["conform"] = func() *pflag.FlagSet { fs, _ := conformFlags(io.Discard); return fs }
	register(&command{name: "record", summary: "run conformance cases on an NVIDIA GPU (CUDA driver) and write their expected outputs",
		usage: "[DIR...]", run: runRecord})
}

type conformOpts struct {
	device   string
	arch     string
	warpMode string
	report   string
	optIR    bool
	mma      string
}

func conformFlags(stdout io.Writer) (*pflag.FlagSet, *conformOpts) {
	o := &conformOpts{}
	fs := newFlags("conform", stdout)
	fs.StringVar(&o.device, "device", "emu", "where to run: emu, hip or hip:N")
	fs.StringVar(&o.arch, "arch", "", "target for every mode (default: gfx1100 for wave32, gfx90a for the wave64 modes; a HIP GPU's own)")
	fs.StringVar(&o.warpMode, "warp-mode", "all", "warp modes to run: all (each case's own), or a comma list of "+strings.Join(sir.Modes, ", "))
	fs.StringVar(&o.mma, "mma", "auto", "mma.sync: auto, hw or exact; hw results are compared within the norm-wise bound of conformance/README.md, exact ones bit for bit")
	fs.BoolVar(&o.optIR, "opt-ir", false, "on the emulator, run each translation after LLVM's middle end (the opt passes the llc builder runs before llc) instead of as translated")
	fs.StringVar(&o.report, "report", "", "write a JSON report to FILE and a Markdown table to FILE with .md")
	return fs, o
}

func runConform(args []string, stdout, stderr io.Writer) error {
	fs, o := conformFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	roots := fs.Args()
	if len(roots) == 0 {
		roots = []string{DefaultCaseRoot}
	}
	var modes []string
	if o.warpMode != "all" {
		for _, m := range strings.Split(o.warpMode, ",") {
			m = strings.TrimSpace(m)
			known := false
			for _, k := range sir.Modes {
				known = known || k == m
			}
			if !known {
				return usagef("unknown warp mode %q", m)
			}
			modes = append(modes, m)
		}
	}
	cases, err := conformance.Discover(roots...)
	if err != nil {
		return err
	}
	if len(cases) == 0 {
		return fmt.Errorf("no cases (case.json) under %s", strings.Join(roots, ", "))
	}
	switch o.mma {
	case "auto", "hw", "exact":
	default:
		return usagef("unknown --mma %q (want auto, hw or exact)", o.mma)
	}
	runner := &conformance.PipelineRunner{Arch: o.arch, Mma: o.mma}
	if o.optIR {
		if o.device != "emu" {
			return usagef("--opt-ir runs on the emulator only (--device emu)")
		}
		llc := codeobj.NewLLC()
		runner.OptimizeIR = func(out *pipeline.Output, t *target.Target, ws int) ([]byte, error) {
			return llc.OptimizedIR(context.Background(), codeobj.Request{IR: out.IRText(), Target: t, WaveSize: ws})
		}
	}
	if o.device != "emu" {
		gpu, useEmu, err := openDevice(o.device, stderr)
		if err != nil {
			return err
		}
		if !useEmu {
			defer gpu.Close()
			runner.Device = gpu
			if runner.Arch == "" {
				runner.Arch = gpu.Arch()
			}
			b, err := chooseBuilder("auto", false)
			if err != nil {
				return err
			}
			runner.Build = func(out *pipeline.Output, t *target.Target, ws int) ([]byte, error) {
				res, err := pipeline.BuildCodeObject(context.Background(), b, out, t, ws, codeobj.ObjectHSACO)
				if err != nil {
					return nil, err
				}
				return res.HSACO, nil
			}
		}
	}
	rep := conformance.RunAll(cases, runner, modes, stdout)
	if o.report != "" {
		f, err := os.Create(o.report)
		if err != nil {
			return err
		}
		if err := rep.WriteJSON(f); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
		md, err := os.Create(strings.TrimSuffix(o.report, ".json") + ".md")
		if err != nil {
			return err
		}
		if err := rep.WriteMarkdown(md); err != nil {
			md.Close()
			return err
		}
		if err := md.Close(); err != nil {
			return err
		}
	}
	if rep.Failed > 0 {
		return exitError{1}
	}
	return nil
}

func runRecord(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("record", stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	roots := fs.Args()
	if len(roots) == 0 {
		roots = []string{DefaultCaseRoot}
	}
	return conformance.RecordAll(roots, stdout)
}
