package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/internal/outfile"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// DefaultCaseRoot is where the suite's cases live in a checkout.
const DefaultCaseRoot = "conformance/cases"

func init() {
	register(&command{name: "conform", summary: "run conformance cases on the emulator or a HIP GPU and compare with NVIDIA's recorded outputs",
		usage: "[DIR...] [--device emu|hip[:N]] [--arch GFX] [--warp-mode MODE|all] [--shard K/N] [--report FILE] [--json FILE]\n       ptxamd conform --merge REPORT.json... [--report FILE] [--json FILE]", run: runConform})
	flagSets["conform"] = func() *pflag.FlagSet { fs, _ := conformFlags(io.Discard); return fs }
	register(&command{name: "record", summary: "run conformance cases on an NVIDIA GPU (CUDA driver) and write their expected outputs",
		usage: "[DIR...] [--shard K/N]", run: runRecord})
}

type conformOpts struct {
	device   string
	arch     string
	warpMode string
	report   string
	jsonOut  string
	shard    string
	merge    bool
	optIR    bool
	ef       emuFlags
	mma      string
	tex      string
	sharedGl bool
}

func conformFlags(stdout io.Writer) (*pflag.FlagSet, *conformOpts) {
	o := &conformOpts{}
	fs := newFlags("conform", stdout)
	fs.StringVar(&o.device, "device", "emu", "where to run: emu, hip or hip:N")
	fs.StringVar(&o.arch, "arch", "", "target for every mode (default: gfx1100 for wave32, gfx90a for the wave64 modes; a HIP GPU's own)")
	fs.StringVar(&o.warpMode, "warp-mode", "all", "warp modes to run: all (each case's own), or a comma list of "+strings.Join(sir.Modes, ", "))
	fs.StringVar(&o.tex, "tex", "soft", "textures: soft (ptxamd's sampler, as the H100 filters) or image (HIP texture objects and AMD's image instructions; the emulator models AMD's filtering, so linear filtering differs from the recordings)")
	fs.StringVar(&o.mma, "mma", "auto", "mma.sync: auto, hw or exact; hw results are compared within the norm-wise bound of conformance/README.md, exact ones bit for bit")
	fs.BoolVar(&o.sharedGl, "shared-in-global", false, "keep every kernel's shared memory in a device buffer instead of LDS, as a launch with more shared memory than the target's LDS does by itself (to check that mode)")
	fs.BoolVar(&o.optIR, "opt-ir", false, "on the emulator, run each translation after LLVM's middle end (the opt passes the llc builder runs before llc) instead of as translated")
	fs.StringVar(&o.report, "report", "", "write a JSON report to FILE and a Markdown table to FILE with .md")
	fs.StringVar(&o.jsonOut, "json", "", "write the JSON report to FILE (- for stdout; the text summary then goes to stderr)")
	fs.StringVar(&o.shard, "shard", "", "run only part K of N of the cases (K/N, e.g. 3/8), for CI matrix jobs, Slurm arrays or one GPU each (--device hip:N); join the parts' --json reports with --merge")
	fs.BoolVar(&o.merge, "merge", false, "join the JSON reports named as arguments (from --shard runs) into one, print its summary, and fail if any failed")
	o.ef.register(fs, false)
	return fs, o
}

func runConform(args []string, stdout, stderr io.Writer) error {
	fs, o := conformFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if o.merge {
		return mergeConform(fs.Args(), o, stdout, stderr)
	}
	shard, err := conformance.ParseShard(o.shard)
	if err != nil {
		return usagef("--shard: %v", err)
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
	emuOpts, err := o.ef.options(stderr)
	if err != nil {
		return err
	}
	if shard.N > 1 {
		cases = shard.Select(cases)
		fmt.Fprintf(stderr, "ptxamd conform: shard %s: %d cases\n", shard, len(cases))
	}
	if err := amdgpu.CheckTex(o.tex); err != nil {
		return usagef("--tex: %v", err)
	}
	runner := &conformance.PipelineRunner{Arch: o.arch, Emu: emuOpts, Mma: o.mma, Tex: o.tex, SharedInGlobal: o.sharedGl}
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
	textOut := stdout
	if o.jsonOut == "-" {
		textOut = stderr
	}
	rep := conformance.RunAll(cases, runner, modes, textOut)
	return finishConform(rep, o, stdout)
}

// finishConform writes the reports that o asks for and turns failures
// into the exit status.
func finishConform(rep conformance.Report, o *conformOpts, stdout io.Writer) error {
	if o.report != "" {
		if err := writeFileWith(o.report, rep.WriteJSON); err != nil {
			return err
		}
		if err := writeFileWith(strings.TrimSuffix(o.report, ".json")+".md", rep.WriteMarkdown); err != nil {
			return err
		}
	}
	switch o.jsonOut {
	case "":
	case "-":
		if err := rep.WriteJSON(stdout); err != nil {
			return err
		}
	default:
		if err := writeFileWith(o.jsonOut, rep.WriteJSON); err != nil {
			return err
		}
	}
	if rep.Failed > 0 {
		return exitError{1}
	}
	return nil
}

// writeFileWith writes path whole (a temporary file renamed into place)
// with write.
func writeFileWith(path string, write func(io.Writer) error) error {
	f, err := outfile.Create(path, 0o644)
	if err != nil {
		return err
	}
	defer f.Abort()
	if err := write(f); err != nil {
		return err
	}
	return f.Commit()
}

// mergeConform joins shard reports.
func mergeConform(paths []string, o *conformOpts, stdout, stderr io.Writer) error {
	if len(paths) == 0 {
		return usagef("--merge needs the JSON reports to join")
	}
	var reps []conformance.Report
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		rep, err := conformance.ReadReport(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: not a conform JSON report: %v", p, err)
		}
		reps = append(reps, rep)
	}
	rep, err := conformance.MergeReports(reps...)
	if err != nil {
		return err
	}
	textOut := stdout
	if o.jsonOut == "-" {
		textOut = stderr
	}
	if err := rep.WriteText(textOut); err != nil {
		return err
	}
	return finishConform(rep, o, stdout)
}

func runRecord(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("record", stdout)
	shardFlag := fs.String("shard", "", "record only part K of N of the cases (K/N), e.g. one part per GPU or array task")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	shard, err := conformance.ParseShard(*shardFlag)
	if err != nil {
		return usagef("--shard: %v", err)
	}
	roots := fs.Args()
	if len(roots) == 0 {
		roots = []string{DefaultCaseRoot}
	}
	return conformance.RecordShard(roots, shard, stdout)
}
