// Package bench measures ptxamd: the time of each translation stage
// against LLVM's code generation for the same module, the emulator's
// throughput, and per-kernel ISA statistics of the translated kernels
// (instruction count, registers, LDS, scratch, llvm-mca cycles) for joining
// with other measurements. `ptxamd bench` runs it and writes Markdown and
// JSON; docs/performance.md explains the figures.
package bench

import (
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
)

// TargetRatio is the goal: our stages take at most this share of LLVM's
// code generation time (opt -O3, llc -O3 → code object) on every file.
const TargetRatio = 0.10

// Input is one PTX file to translate.
type Input struct {
	Path string
	// Set names where it comes from: "conformance" or "corpus".
	Set string
}

// Config selects what Run measures.
type Config struct {
	Arch   string
	Inputs []Input
	// Reps is how many times the stages run per file (median kept).
	Reps  int
	Comgr bool
	// MCA runs llvm-mca on every kernel.
	MCA bool
	// EmuThreads is the thread count of the emulator kernels; 0 skips them.
	EmuThreads int
	EmuReps    int
	// Progress receives one line every few files; nil for none.
	Progress io.Writer
}

// FileResult is one input's measurements.
type FileResult struct {
	Path  string `json:"path"`
	Set   string `json:"set"`
	Bytes int    `json:"bytes"`
	// Error is why the file did not translate or build; the rest is empty.
	Error   string  `json:"error,omitempty"`
	Kernels int     `json:"kernels"`
	Stages  Stages  `json:"stages"`
	Ours    int64   `json:"ours_ns"`
	Codegen Codegen `json:"codegen"`
	// Ratio is Ours / Codegen.LLC; Meets is Ratio <= TargetRatio.
	Ratio float64 `json:"ratio"`
	Meets bool    `json:"meets_target"`
}

// Report is everything a run measured.
type Report struct {
	Machine  Machine      `json:"machine"`
	Arch     string       `json:"arch"`
	Mode     string       `json:"warp_mode"`
	Reps     int          `json:"reps"`
	Target   float64      `json:"target_ratio"`
	Files    []FileResult `json:"files"`
	Kernels  []KernelISA  `json:"kernels"`
	Emu      []EmuResult  `json:"emulator"`
	EmuError string       `json:"emulator_error,omitempty"`
	Elapsed  float64      `json:"elapsed_s"`
}

// FindInputs lists the conformance cases under caseDir (every case.ptx,
// without duplicate contents) and the .ptx files of corpusDir.
func FindInputs(caseDir, corpusDir string) ([]Input, error) {
	var out []Input
	seen := map[[32]byte]bool{}
	add := func(path, set string) error {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		h := sha256.Sum256(data)
		if !seen[h] {
			seen[h] = true
			out = append(out, Input{Path: path, Set: set})
		}
		return nil
	}
	if caseDir != "" {
		err := filepath.WalkDir(caseDir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && d.Name() == "case.ptx" {
				return add(path, "conformance")
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if corpusDir != "" {
		files, err := filepath.Glob(filepath.Join(corpusDir, "*.ptx"))
		if err != nil {
			return nil, err
		}
		sort.Strings(files)
		for _, f := range files {
			if err := add(f, "corpus"); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// Run measures every input, then the emulator.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	start := time.Now()
	s, err := NewSetup(cfg.Arch)
	if err != nil {
		return nil, err
	}
	tl := &tools{llc: codeobj.NewLLC()}
	if err := tl.llc.Available(s.Target); err != nil {
		return nil, err
	}
	llcPath, _, _ := tl.llc.Tools()
	if cfg.MCA {
		tl.mca = findMCA(llcPath)
	}
	if cfg.Comgr {
		if c := codeobj.NewComgr(); c.Available(s.Target) == nil {
			tl.comgr = c
		}
	}
	rep := &Report{Machine: DescribeMachine(tl), Arch: s.Target.Name, Mode: s.Mode, Reps: max(cfg.Reps, 1), Target: TargetRatio}
	progress := func(format string, args ...any) {
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, format, args...)
		}
	}
	for i, in := range cfg.Inputs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		fr, kernels := measureFile(ctx, tl, in, s, rep.Reps)
		rep.Files = append(rep.Files, fr)
		rep.Kernels = append(rep.Kernels, kernels...)
		if (i+1)%50 == 0 || i+1 == len(cfg.Inputs) {
			progress("bench: %d/%d files, %s\n", i+1, len(cfg.Inputs), time.Since(start).Round(time.Second))
		}
	}
	if cfg.EmuThreads > 0 {
		progress("bench: emulator, %d threads\n", cfg.EmuThreads)
		reps := max(cfg.EmuReps, 1)
		for _, f := range []func(*Setup, int, int) (*EmuResult, error){EmuALU, EmuCopy} {
			r, err := f(s, cfg.EmuThreads, reps)
			if err != nil {
				rep.EmuError = err.Error()
				break
			}
			rep.Emu = append(rep.Emu, *r)
		}
	}
	rep.Elapsed = time.Since(start).Seconds()
	return rep, nil
}

func measureFile(ctx context.Context, tl *tools, in Input, s *Setup, reps int) (FileResult, []KernelISA) {
	fr := FileResult{Path: in.Path, Set: in.Set}
	src, err := os.ReadFile(in.Path)
	if err != nil {
		fr.Error = err.Error()
		return fr, nil
	}
	fr.Bytes = len(src)
	tr, err := timeTranslation(in.Path, src, s, reps)
	if err != nil {
		fr.Error = "translate: " + firstLine(err.Error())
		return fr, nil
	}
	fr.Stages, fr.Ours, fr.Kernels = tr.stages, tr.stages.Total(), len(tr.kernels)
	cg, hsaco, asm, err := tl.codegen(ctx, tr.ir, s)
	if err != nil {
		// A build that fails is not measured: its time is no denominator.
		fr.Error = "codegen: " + firstLine(err.Error())
		return fr, nil
	}
	fr.Codegen = cg
	fr.Ratio = float64(fr.Ours) / float64(cg.LLC)
	fr.Meets = fr.Ratio <= TargetRatio
	kernels, err := tl.isa(ctx, in.Path, hsaco, asm, s)
	if err != nil {
		fr.Error = "metadata: " + firstLine(err.Error())
	}
	return fr, kernels
}

// Summary condenses a report's file results.
type Summary struct {
	Files, Failed, Measured, Meeting int
	// Median and worst of Ours/LLC over the measured files.
	MedianRatio, WorstRatio float64
	WorstFile               string
	// Stage sums over the measured files, and codegen sums.
	Stages                   Stages
	LLC, LLCAsm, Comgr, Ours int64
	ComgrFiles               int
}

// Summarize computes the Summary of r.
func (r *Report) Summarize() Summary {
	var s Summary
	var ratios []float64
	for _, f := range r.Files {
		s.Files++
		if f.Error != "" && f.Codegen.LLC == 0 {
			s.Failed++
			continue
		}
		s.Measured++
		if f.Meets {
			s.Meeting++
		}
		ratios = append(ratios, f.Ratio)
		if f.Ratio > s.WorstRatio {
			s.WorstRatio, s.WorstFile = f.Ratio, f.Path
		}
		s.Stages.Parse += f.Stages.Parse
		s.Stages.Build += f.Stages.Build
		s.Stages.Passes += f.Stages.Passes
		s.Stages.Lower += f.Stages.Lower
		s.Stages.Print += f.Stages.Print
		s.Ours += f.Ours
		s.LLC += f.Codegen.LLC
		s.LLCAsm += f.Codegen.LLCAsm
		if f.Codegen.Comgr > 0 {
			s.Comgr += f.Codegen.Comgr
			s.ComgrFiles++
		}
	}
	if len(ratios) > 0 {
		slices.Sort(ratios)
		s.MedianRatio = ratios[len(ratios)/2]
	}
	return s
}
