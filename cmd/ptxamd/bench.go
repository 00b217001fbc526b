package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"time"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/internal/bench"
	"github.com/ptxamd/ptxamd/internal/outfile"
)

func init() {
	register(&command{name: "bench", summary: "measure translation time against LLVM codegen, emulator throughput and per-kernel ISA statistics",
		usage: "[--out DIR] [--cases DIR] [--corpus DIR] [--arch GFX] [--limit N]", run: runBench})
	flagSets["bench"] = func() *pflag.FlagSet { fs, _ := benchFlags(io.Discard); return fs }
}

type benchOpts struct {
	out, cases, corpus, arch          string
	limit, reps                       int
	comgr, mca                        bool
	emuThreads, emuReps               int
	native, shuffle, nan, approx, mma bool
	wgmma                             bool
	wgmmaTimeout                      time.Duration
	wgmmaMma                          string
	jsonOut                           string
	mmaNative                         bool
}

func benchFlags(stdout io.Writer) (*pflag.FlagSet, *benchOpts) {
	o := &benchOpts{}
	fs := newFlags("bench", stdout)
	fs.StringVar(&o.out, "out", "bench/results", "folder for results.md, results.json and kernels.csv")
	fs.StringVar(&o.cases, "cases", "conformance/cases", "conformance cases: every case.ptx below, duplicates dropped (\"\" for none)")
	fs.StringVar(&o.corpus, "corpus", "frontend/testdata/corpus", "real PTX files: every .ptx in the folder (\"\" for none)")
	fs.StringVar(&o.arch, "arch", DefaultArch, "AMD target (default warp mode: wave32 on RDNA, paired on wave64)")
	fs.IntVar(&o.limit, "limit", 0, "measure N conformance cases spread evenly over the sorted list (0: all); corpus files are always measured")
	fs.IntVar(&o.reps, "reps", 5, "runs of the translation stages per file (the median is kept)")
	fs.BoolVar(&o.comgr, "comgr", true, "also time the comgr builder where it knows the target")
	fs.BoolVar(&o.mca, "mca", true, "run llvm-mca on every kernel")
	fs.IntVar(&o.emuThreads, "emu-threads", 1<<20, "threads of the emulator throughput kernels (0 skips them)")
	fs.IntVar(&o.emuReps, "emu-reps", 3, "launches per emulator kernel (the fastest is kept)")
	fs.BoolVar(&o.native, "native", false, "only compare the kernels of bench/native (HIP, clang) with their translated corpus PTX; writes native.md")
	fs.BoolVar(&o.shuffle, "shuffle", false, "only the shuffle section: kernels that shuffle, lowered through the LDS crossbar (-dpp) and through DPP/permlane, for gfx90a and gfx1100; writes shuffle.md and shuffle.json")
	fs.StringVar(&o.jsonOut, "json", "", "also write the main report (what --out's results.json holds) to FILE, - for stdout")
	fs.BoolVar(&o.approx, "approx", false, "only the approximation section: corpus kernels that use ex2/lg2/tanh/sin/cos/rcp/rsqrt/sqrt .approx and div.approx/div.full, built exact (the H100's bits, the default) and with --fast-approx, for gfx90a and gfx1100; writes approx.md and approx.json")
	fs.BoolVar(&o.nan, "nan", false, "only the NaN section: float kernels of the corpus built exact (NVIDIA's NaN bits, the default) and with --fast-nan, for gfx90a and gfx1100; writes nan.md and nan.json")
	fs.BoolVar(&o.mma, "mma", false, "only the mma section: instructions and llvm-mca cycles per mma.sync form with --mma=exact and --mma=hw, for gfx90a, gfx942, gfx1100, gfx1200, gfx906 and gfx1030, and the K loops of Triton matmuls; writes mma.md and mma.json")
	fs.BoolVar(&o.mmaNative, "mma-native", false, "only the matrix-unit native comparison: Triton's 4-mma matmul and the int4-dequant GEMM against HIP kernels written with MFMA/WMMA builtins, for gfx90a, gfx942, gfx1100 and gfx1200; writes mma_native.md and mma_native.json")

	fs.BoolVar(&o.wgmma, "wgmma", false, "only the wgmma section: build time and instruction count of the corpus Triton sm_90a matmuls (f16, fp8) with --mma=exact and --mma=hw, for gfx90a, gfx942, gfx1100 and gfx1200 (llc builder); writes wgmma.md and wgmma.json")
	fs.DurationVar(&o.wgmmaTimeout, "wgmma-timeout", 20*time.Minute, "with --wgmma, the longest one build may take (the --mma=exact builds are long); a build over it is listed as not measured")
	fs.StringVar(&o.wgmmaMma, "wgmma-mma", "both", "with --wgmma, which builds to run: hw, exact or both; with one, the other's rows of the wgmma.json already in --out are kept")
	return fs, o
}

func runBench(args []string, stdout, stderr io.Writer) error {
	fs, o := benchFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("unexpected arguments %s", joinQuoted(fs.Args()))
	}
	cases, err := bench.FindInputs(o.cases, "")
	if err != nil {
		return err
	}
	if o.limit > 0 && len(cases) > o.limit {
		// Every k-th case, so that each instruction family is represented.
		picked := make([]bench.Input, 0, o.limit)
		for i := range o.limit {
			picked = append(picked, cases[i*len(cases)/o.limit])
		}
		cases = picked
	}
	corpus, err := bench.FindInputs("", o.corpus)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if o.native {
		return runBenchNative(ctx, o, stdout)
	}
	if o.mmaNative {
		return runBenchMmaNative(ctx, o, stdout)
	}
	if o.shuffle {
		return runBenchShuffle(ctx, o, stdout)
	}
	if o.nan || o.approx {
		return runBenchNaN(ctx, o, stdout)
	}
	if o.mma {
		return runBenchMma(ctx, o, stdout, stderr)
	}
	if o.wgmma {
		return runBenchWgmma(ctx, o, stdout)
	}
	fmt.Fprintf(stderr, "bench: %d conformance cases, %d corpus files, %s\n", len(cases), len(corpus), o.arch)
	rep, err := bench.Run(ctx, bench.Config{Arch: o.arch, Inputs: append(cases, corpus...), Reps: o.reps, Comgr: o.comgr, MCA: o.mca,
		EmuThreads: o.emuThreads, EmuReps: o.emuReps, Progress: stderr})
	if err != nil {
		return err
	}
	if err := rep.WriteFiles(o.out); err != nil {
		return err
	}
	if o.jsonOut != "" {
		js, err := json.MarshalIndent(rep, "", " ")
		if err != nil {
			return err
		}
		js = append(js, '\n')
		if o.jsonOut == "-" {
			_, err = stdout.Write(js)
			return err
		}
		if err := outfile.WriteFile(o.jsonOut, js, 0o644); err != nil {
			return err
		}
	}
	s := rep.Summarize()
	fmt.Fprintf(stdout, "%d files measured, %d meet the %.0f%% target (median %.2f%%, worst %.2f%% %s); results in %s\n",
		s.Measured, s.Meeting, 100*bench.TargetRatio, 100*s.MedianRatio, 100*s.WorstRatio, s.WorstFile, o.out)
	for _, e := range rep.Emu {
		fmt.Fprintf(stdout, "emulator %s: %.3g lane-inst/s", e.Kernel, e.LaneInstPerSec)
		if e.GBps > 0 {
			fmt.Fprintf(stdout, ", %.3f GB/s", e.GBps)
		}
		fmt.Fprintln(stdout)
	}
	return nil
}

// runBenchNative writes OUT/native.md: bench/native's HIP kernels built by
// clang against their translated corpus PTX, for gfx90a and gfx1100.
func runBenchNative(ctx context.Context, o *benchOpts, stdout io.Writer) error {
	rep, err := bench.RunNative(ctx, bench.NativeConfig{HIPDir: "bench/native", CorpusDir: o.corpus, MCA: o.mca})
	if err != nil {
		return err
	}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	path := filepath.Join(o.out, "native.md")
	if err := outfile.WriteFile(path, []byte(rep.Markdown()), 0o644); err != nil {
		return err
	}
	for _, s := range rep.Summarize() {
		fmt.Fprintf(stdout, "%s: median ratio instructions %.2f, vgprs %.2f, sgprs %.2f, mca_cycles %.2f; more scratch than native: %d kernels\n",
			s.Arch, s.Median["instructions"], s.Median["vgprs"], s.Median["sgprs"], s.Median["mca_cycles"], len(s.MoreScratch))
	}
	fmt.Fprintf(stdout, "%d kernel rows, %d not compared; results in %s\n", len(rep.Rows), len(rep.Errors), path)
	return nil
}

// runBenchMmaNative writes OUT/mma_native.md and OUT/mma_native.json:
// the matrix-unit kernels against their native HIP twins.
func runBenchMmaNative(ctx context.Context, o *benchOpts, stdout io.Writer) error {
	rep, err := bench.RunMmaNative(ctx, "bench/native", o.corpus, o.mca)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	js, err := json.MarshalIndent(rep, "", " ")
	if err != nil {
		return err
	}
	if err := outfile.WriteFile(filepath.Join(o.out, "mma_native.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	path := filepath.Join(o.out, "mma_native.md")
	if err := outfile.WriteFile(path, []byte(rep.MmaMarkdown()), 0o644); err != nil {
		return err
	}
	for _, row := range rep.Rows {
		fmt.Fprintf(stdout, "%s %s: instructions %d native, %d translated (%.2f); mca_cycles %d, %d (%.2f)\n", row.Arch, row.Kernel,
			row.Native.Instructions, row.Translated.Instructions, bench.Ratio(row.Native.Instructions, row.Translated.Instructions),
			row.Native.MCACycles, row.Translated.MCACycles, bench.Ratio(row.Native.MCACycles, row.Translated.MCACycles))
	}
	fmt.Fprintf(stdout, "%d kernel rows, %d not compared; results in %s\n", len(rep.Rows), len(rep.Errors), path)
	return nil
}

// runBenchShuffle writes OUT/shuffle.md and OUT/shuffle.json: the kernels
// that shuffle, with and without cross-lane VALU operations.
func runBenchShuffle(ctx context.Context, o *benchOpts, stdout io.Writer) error {
	rep, err := bench.RunShuffle(ctx, bench.ShuffleConfig{CorpusDir: o.corpus, HIPDir: "bench/native"})
	if err != nil {
		return err
	}
	if err := rep.WriteFiles(o.out); err != nil {
		return err
	}
	for _, s := range rep.Summarize() {
		fmt.Fprintf(stdout, "%s: %d kernels, llvm-mca cycles %d with the LDS crossbar, %d with DPP/permlane; %d faster, %d same, %d slower\n",
			s.Arch, s.Kernels, s.LDSCycles, s.VALUCycles, s.Faster, s.Same, s.Slower)
	}
	fmt.Fprintf(stdout, "%d kernel rows, %d not measured; results in %s\n", len(rep.Rows), len(rep.Errors), filepath.Join(o.out, "shuffle.md"))
	return nil
}

// runBenchNaN writes OUT/nan.md and OUT/nan.json: float kernels built
// with NVIDIA's NaN bits and with --fast-nan (with --approx, approx.md
// and approx.json: the H100's approximations against --fast-approx).
func runBenchNaN(ctx context.Context, o *benchOpts, stdout io.Writer) error {
	rep, err := bench.RunNaN(ctx, bench.NaNConfig{CorpusDir: o.corpus, Approx: o.approx})
	if err != nil {
		return err
	}
	if err := rep.WriteFiles(o.out); err != nil {
		return err
	}
	name := "nan.md"
	if o.approx {
		name = "approx.md"
	}
	fmt.Fprintf(stdout, "%d kernel rows, %d not measured; results in %s\n", len(rep.Rows), len(rep.Errors), filepath.Join(o.out, name))
	return nil
}

// runBenchMma writes OUT/mma.md and OUT/mma.json: each mma.sync form in
// software and on the matrix units.
func runBenchMma(ctx context.Context, o *benchOpts, stdout, stderr io.Writer) error {
	rep, err := bench.RunMma(ctx, bench.MmaConfig{CorpusDir: o.corpus, CasesDir: o.cases, Progress: stderr})
	if err != nil {
		return err
	}
	if err := rep.WriteFiles(o.out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d rows, %d not measured; results in %s\n", len(rep.Rows), len(rep.Errors), filepath.Join(o.out, "mma.md"))
	return nil
}

// runBenchWgmma writes OUT/wgmma.md and OUT/wgmma.json: Triton's sm_90a
// matmuls built in software and on the matrix units.
func runBenchWgmma(ctx context.Context, o *benchOpts, stdout io.Writer) error {
	cfg := bench.WgmmaConfig{CorpusDir: o.corpus, Timeout: o.wgmmaTimeout,
		Progress: func(r *bench.WgmmaReport) { _ = r.WriteFiles(o.out) }}
	switch o.wgmmaMma {
	case "both":
	case "hw", "exact":
		// Keep the other mode's rows of the report already in --out.
		cfg.Modes = []string{o.wgmmaMma}
		if js, err := os.ReadFile(filepath.Join(o.out, "wgmma.json")); err == nil {
			var old bench.WgmmaReport
			if err := json.Unmarshal(js, &old); err != nil {
				return fmt.Errorf("bench: %s: %w", filepath.Join(o.out, "wgmma.json"), err)
			}
			cfg.Keep = old.Rows
		}
	default:
		return usagef("--wgmma-mma %q: want hw, exact or both", o.wgmmaMma)
	}
	rep, err := bench.RunWgmma(ctx, cfg)
	if err != nil {
		return err
	}
	if err := rep.WriteFiles(o.out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d rows, %d not measured; results in %s\n", len(rep.Rows), len(rep.Errors), filepath.Join(o.out, "wgmma.md"))
	return nil
}
