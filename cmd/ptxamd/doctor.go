package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/spf13/pflag"

	api "github.com/ptxamd/ptxamd"
	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/ccwrap"
	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/hipruntime/hip"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/rocm"
)

func init() {
	register(&command{name: "doctor", summary: "check this machine end to end (ROCm, builders, GPUs, the emulator, a slice of the conformance suite) and write a report for bug reports",
		usage: "[--json FILE] [--cases DIR] [--per-family N]", run: runDoctor})
	flagSets["doctor"] = func() *pflag.FlagSet { fs, _ := doctorFlags(io.Discard); return fs }
}

type doctorOpts struct {
	jsonOut   string
	cases     string
	perFamily int
}

func doctorFlags(stdout io.Writer) (*pflag.FlagSet, *doctorOpts) {
	o := &doctorOpts{}
	fs := newFlags("doctor", stdout)
	fs.StringVar(&o.jsonOut, "json", "", "write the full report as JSON to FILE (- for stdout; attach it to bug reports)")
	fs.StringVar(&o.cases, "cases", DefaultCaseRoot, "conformance cases to take the slice from (a checkout's conformance/cases)")
	fs.IntVar(&o.perFamily, "per-family", 2, "cases per family in the conformance slice")
	return fs, o
}

// doctorReport is what doctor found; its JSON form is the bug-report
// attachment, so its field names are stable.
type doctorReport struct {
	Version  string           `json:"version"`
	Go       string           `json:"go"`
	OS       string           `json:"os"`
	ROCm     doctorROCm       `json:"rocm"`
	HIP      doctorHIP        `json:"hip"`
	Builders []doctorBuilder  `json:"builders"`
	Builds   []doctorBuild    `json:"builds"`
	Suites   []doctorSuite    `json:"conformance"`
	Timings  []doctorTiming   `json:"timings"`
	Problems []string         `json:"problems"`
	Verdict  string           `json:"verdict"`
	OK       bool             `json:"ok"`
	Cases    doctorCaseSource `json:"cases"`
	// Libdevice is the CUDA libdevice.10.bc `ptxamd nvcc` takes its math
	// functions from when no option names one ("": HIP's functions).
	Libdevice string `json:"libdevice"`
}

type doctorROCm struct {
	Roots    []rocm.Root `json:"roots"`
	Searched string      `json:"searched"`
}

type doctorHIP struct {
	Library        string            `json:"library,omitempty"`
	From           string            `json:"found_through,omitempty"`
	LibraryError   string            `json:"library_error,omitempty"`
	RuntimeVersion string            `json:"runtime_version,omitempty"`
	DriverVersion  string            `json:"driver_version,omitempty"`
	InitError      string            `json:"init_error,omitempty"`
	Devices        []doctorGPU       `json:"devices"`
	DeviceErrors   map[string]string `json:"device_errors,omitempty"`
	Reason         string            `json:"no_gpu_reason,omitempty"`
}

type doctorGPU struct {
	Index    int    `json:"index"`
	Name     string `json:"name"`
	Arch     string `json:"arch"`
	WaveSize int    `json:"wave_size"`
	CUs      int    `json:"compute_units"`
	MemMiB   uint64 `json:"memory_mib"`
}

type doctorBuilder struct {
	Name    string `json:"name"`
	Version string `json:"version,omitempty"`
	Error   string `json:"error,omitempty"`
}

type doctorBuild struct {
	Arch    string  `json:"arch"`
	Builder string  `json:"builder"`
	OK      bool    `json:"ok"`
	Error   string  `json:"error,omitempty"`
	Seconds float64 `json:"seconds"`
}

type doctorSuite struct {
	Device   string   `json:"device"`
	Arch     string   `json:"arch"`
	Mode     string   `json:"mode"`
	Passed   int      `json:"passed"`
	Failed   int      `json:"failed"`
	Skipped  int      `json:"skipped"`
	Known    int      `json:"known_failures"`
	Failures []string `json:"failures,omitempty"`
	Seconds  float64  `json:"seconds"`
}

type doctorTiming struct {
	Kernel  string  `json:"kernel"`
	Device  string  `json:"device"`
	Threads int     `json:"threads"`
	Seconds float64 `json:"seconds"`
	Error   string  `json:"error,omitempty"`
}

type doctorCaseSource struct {
	Dir   string `json:"dir,omitempty"`
	Count int    `json:"count"`
	Note  string `json:"note,omitempty"`
}

// doctorBuildTargets are built with every builder: one target of each
// family the translator distinguishes.
var doctorBuildTargets = []string{"gfx906", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200"}

func runDoctor(args []string, stdout, stderr io.Writer) error {
	fs, o := doctorFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("unexpected arguments %s", joinQuoted(fs.Args()))
	}
	out := stdout
	if o.jsonOut == "-" {
		out = stderr
	}
	rep := &doctorReport{Version: buildVersion(), Go: runtime.Version(), OS: runtime.GOOS + "/" + runtime.GOARCH, Problems: []string{}}
	step := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	ctx := context.Background()

	// The stack.
	rep.ROCm = doctorROCm{Roots: append([]rocm.Root{}, rocm.Roots()...), Searched: rocm.Searched()}
	if len(rep.ROCm.Roots) == 0 {
		step("rocm     none installed in the usual places (searched %s)", rep.ROCm.Searched)
	}
	for _, r := range rep.ROCm.Roots {
		step("rocm     %s (from %s)", r.Path, r.From)
	}
	p := hip.Probe()
	rep.HIP = doctorHIP{Library: p.Library, From: p.LibraryFrom, Reason: p.Reason, Devices: []doctorGPU{}}
	if p.LibraryErr != nil {
		rep.HIP.LibraryError = p.LibraryErr.Error()
		step("hip      no runtime library: %s", shortReason(p.LibraryErr))
	} else {
		rep.HIP.RuntimeVersion, rep.HIP.DriverVersion = hip.VersionString(p.RuntimeVersion), hip.VersionString(p.DriverVersion)
		step("hip      %s (through %s), runtime %s, driver %s", p.Library, p.LibraryFrom, rep.HIP.RuntimeVersion, rep.HIP.DriverVersion)
	}
	if p.InitErr != nil {
		rep.HIP.InitError = p.InitErr.Error()
	}
	for i, err := range p.DeviceErrs {
		if rep.HIP.DeviceErrors == nil {
			rep.HIP.DeviceErrors = map[string]string{}
		}
		rep.HIP.DeviceErrors[fmt.Sprint(i)] = err.Error()
		rep.Problems = append(rep.Problems, fmt.Sprintf("hip:%d could not be queried: %v", i, err))
	}
	for _, d := range p.Devices {
		rep.HIP.Devices = append(rep.HIP.Devices, doctorGPU{d.Index, d.Name, d.ArchFull, d.WaveSize, d.ComputeUnits, d.TotalMem >> 20})
		step("gpu      hip:%d %s %s wave%d, %d CUs, %d MiB", d.Index, d.Name, d.ArchFull, d.WaveSize, d.ComputeUnits, d.TotalMem>>20)
	}
	if len(p.Devices) == 0 {
		step("gpu      none: %s", p.Reason)
	}

	// The nvcc drop-in's math functions.
	rep.Libdevice = ccwrap.ResolveLibdevice()
	if rep.Libdevice != "" {
		step("libdevice %s: ptxamd nvcc's math functions are CUDA's own", rep.Libdevice)
	} else {
		step("libdevice none (%s=%q; searched %s): ptxamd nvcc's math functions are HIP's", ccwrap.EnvLibdevice, os.Getenv(ccwrap.EnvLibdevice), strings.Join(ccwrap.LibdeviceSearch(), ", "))
	}

	// The builders, and a real kernel built with each for each family.
	for _, name := range []string{"comgr", "llc"} {
		b, _ := codeobj.ByName(name)
		db := doctorBuilder{Name: name}
		if vb, ok := b.(codeobj.Versioned); ok {
			t, _ := target.Lookup(DefaultArch)
			if v, err := vb.ToolVersion(t); err != nil {
				db.Error = shortReason(err)
			} else {
				db.Version = v
			}
		}
		rep.Builders = append(rep.Builders, db)
		if db.Error != "" {
			step("builder  %s: not available: %s", name, db.Error)
		} else {
			step("builder  %s: %s", name, db.Version)
		}
	}
	archs := append([]string(nil), doctorBuildTargets...)
	for _, d := range p.Devices {
		if !contains(archs, d.Arch) {
			archs = append(archs, d.Arch)
		}
	}
	anyBuild := false
	for _, arch := range archs {
		tr, err := api.Translate(ctx, "vadd.ptx", []byte(api.SampleVaddPTX), api.Options{Arch: arch})
		if err != nil {
			rep.Problems = append(rep.Problems, fmt.Sprintf("translate for %s: %v", arch, err))
			continue
		}
		var line []string
		for _, name := range []string{"comgr", "llc"} {
			b, _ := codeobj.ByName(name)
			t, _ := target.Lookup(arch)
			db := doctorBuild{Arch: arch, Builder: name}
			if err := b.Available(t); err != nil {
				db.Error = "not available: " + shortReason(err)
				line = append(line, name+" -")
				rep.Builds = append(rep.Builds, db)
				continue
			}
			start := time.Now()
			_, err := tr.Build(ctx, api.BuildOptions{Builder: name, NoCache: true})
			db.Seconds = time.Since(start).Seconds()
			if err != nil {
				db.Error = err.Error()
				line = append(line, name+" FAIL")
				rep.Problems = append(rep.Problems, fmt.Sprintf("%s cannot build for %s: %s", name, arch, shortReason(err)))
			} else {
				db.OK, anyBuild = true, true
				line = append(line, fmt.Sprintf("%s ok (%.2fs)", name, db.Seconds))
			}
			rep.Builds = append(rep.Builds, db)
		}
		step("build    %-8s %s", arch, strings.Join(line, ", "))
	}
	if !anyBuild {
		rep.Problems = append(rep.Problems, "no builder can make a code object: install LLVM 19 (llc-19, lld-19) or comgr (scripts/install-deps.sh)")
	}

	// A slice of the conformance suite on the emulator and on each GPU.
	slice, note, err := doctorSlice(o.cases, o.perFamily)
	rep.Cases = doctorCaseSource{Dir: o.cases, Count: len(slice), Note: note}
	if err != nil {
		rep.Problems = append(rep.Problems, fmt.Sprintf("conformance cases: %v", err))
	}
	if note != "" {
		step("suite    %s", note)
	}
	if len(slice) > 0 {
		for _, mode := range conformance.Modes {
			rep.Suites = append(rep.Suites, doctorRun(slice, &conformance.PipelineRunner{}, "emu", conformance.ModeArch(mode), mode, step))
		}
		for _, d := range p.Devices {
			gpu, err := hip.Open(d.Index)
			if err != nil {
				rep.Problems = append(rep.Problems, fmt.Sprintf("hip:%d: %v", d.Index, err))
				continue
			}
			t, err := target.Lookup(gpu.Arch())
			if err != nil {
				gpu.Close()
				rep.Problems = append(rep.Problems, fmt.Sprintf("hip:%d: %v", d.Index, err))
				continue
			}
			b, _ := api.Builder("auto", true)
			runner := &conformance.PipelineRunner{Arch: t.Name, Device: gpu,
				Build: func(out *pipeline.Output, t *target.Target, ws int) ([]byte, error) {
					res, err := pipeline.BuildCodeObject(ctx, b, out, t, ws, codeobj.ObjectHSACO)
					if err != nil {
						return nil, err
					}
					return res.HSACO, nil
				}}
			for _, mode := range conformance.Modes {
				if _, _, err := api.ResolveWarpMode(t, mode); err != nil {
					continue
				}
				rep.Suites = append(rep.Suites, doctorRun(slice, runner, fmt.Sprintf("hip:%d", d.Index), t.Name, mode, step))
			}
			gpu.Close()
		}
	}
	for _, s := range rep.Suites {
		if s.Failed > 0 {
			rep.Problems = append(rep.Problems, fmt.Sprintf("conformance on %s %s [%s]: %d of %d failed", s.Device, s.Arch, s.Mode, s.Failed, s.Passed+s.Failed))
		}
	}

	// Timings: the same kernel on the emulator and on each GPU.
	rep.Timings = doctorTimings(ctx, p.Devices)
	for _, tm := range rep.Timings {
		if tm.Error != "" {
			step("time     %s on %s: %s", tm.Kernel, tm.Device, tm.Error)
			rep.Problems = append(rep.Problems, fmt.Sprintf("timing %s on %s: %s", tm.Kernel, tm.Device, tm.Error))
			continue
		}
		step("time     %s, %d threads, on %s: %.4fs", tm.Kernel, tm.Threads, tm.Device, tm.Seconds)
	}

	rep.OK = len(rep.Problems) == 0
	switch {
	case !rep.OK:
		rep.Verdict = fmt.Sprintf("%d problem(s): %s", len(rep.Problems), strings.Join(rep.Problems, "; "))
	case len(p.Devices) == 0:
		rep.Verdict = "no AMD GPU here (" + p.Reason + "); the toolchain builds for every family checked and the emulator passes the conformance slice: ptxamd works, kernels run on the emulator"
	default:
		rep.Verdict = fmt.Sprintf("%d AMD GPU(s) work: the conformance slice passes on each in every warp mode it supports", len(p.Devices))
	}
	step("verdict  %s", rep.Verdict)
	if o.jsonOut != "" {
		write := func(w io.Writer) error {
			enc := json.NewEncoder(w)
			enc.SetIndent("", "  ")
			return enc.Encode(rep)
		}
		if o.jsonOut == "-" {
			if err := write(stdout); err != nil {
				return err
			}
		} else if err := writeFileWith(o.jsonOut, write); err != nil {
			return err
		}
	}
	if !rep.OK {
		return exitError{1}
	}
	return nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// doctorSlice takes up to perFamily cases of each family, spread evenly
// over the family's sorted list, leaving out the generated random
// programs (the real and reduced families stand for them).
func doctorSlice(dir string, perFamily int) ([]*conformance.Case, string, error) {
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return nil, fmt.Sprintf("no conformance cases at %s: run doctor in a ptxamd checkout or pass --cases (the toolchain and timings are still checked)", dir), nil
	}
	all, err := conformance.Discover(dir)
	byFamily := map[string][]*conformance.Case{}
	for _, c := range all {
		if c.Family == "random" {
			continue
		}
		byFamily[c.Family] = append(byFamily[c.Family], c)
	}
	fams := make([]string, 0, len(byFamily))
	for f := range byFamily {
		fams = append(fams, f)
	}
	sort.Strings(fams)
	var slice []*conformance.Case
	for _, f := range fams {
		cs := byFamily[f]
		n := min(perFamily, len(cs))
		for i := 0; i < n; i++ {
			slice = append(slice, cs[i*len(cs)/n])
		}
	}
	return slice, fmt.Sprintf("%d cases (%d per family of %d families) from %s", len(slice), perFamily, len(fams), dir), err
}

func doctorRun(cases []*conformance.Case, r conformance.Runner, device, arch, mode string, step func(string, ...any)) doctorSuite {
	start := time.Now()
	rep := conformance.RunAll(cases, r, []string{mode}, nil)
	s := doctorSuite{Device: device, Arch: arch, Mode: mode, Passed: rep.Passed, Failed: rep.Failed, Skipped: rep.Skipped,
		Known: rep.KnownFailures, Failures: rep.FailureLines(), Seconds: time.Since(start).Seconds()}
	step("suite    %-6s %-8s %-9s %d passed, %d failed, %d skipped, %d known failures (%.1fs)", device, arch, mode, s.Passed, s.Failed, s.Skipped, s.Known, s.Seconds)
	for i, f := range s.Failures {
		if i == 5 {
			step("           … %d more", len(s.Failures)-5)
			break
		}
		step("           %s", f)
	}
	return s
}

// doctorTimings launches the vector add on 1M threads on the emulator and
// on each GPU.
func doctorTimings(ctx context.Context, gpus []hip.DeviceInfo) []doctorTiming {
	const n = 1 << 20
	type where struct {
		spec, arch string
	}
	places := []where{{"emu", DefaultArch}}
	for _, g := range gpus {
		places = append(places, where{fmt.Sprintf("hip:%d", g.Index), g.Arch})
	}
	var out []doctorTiming
	for _, w := range places {
		tm := doctorTiming{Kernel: "vadd", Device: w.spec, Threads: n}
		secs, err := timeVadd(ctx, w.spec, w.arch, n)
		if err != nil {
			tm.Error = err.Error()
		}
		tm.Seconds = secs
		out = append(out, tm)
	}
	return out
}

func timeVadd(ctx context.Context, spec, arch string, n int) (float64, error) {
	dev, err := api.OpenDevice(spec)
	if err != nil {
		return 0, err
	}
	defer dev.Close()
	tr, err := api.Translate(ctx, "vadd.ptx", []byte(api.SampleVaddPTX), api.Options{Arch: arch})
	if err != nil {
		return 0, err
	}
	prog, err := dev.Load(ctx, tr)
	if err != nil {
		return 0, err
	}
	defer prog.Close()
	bufs := make([]*api.Buffer, 3)
	for i := range bufs {
		if bufs[i], err = prog.Alloc(4 * n); err != nil {
			return 0, err
		}
	}
	launch := func() error {
		return prog.Launch(ctx, "vadd", api.Dim3{X: uint32(n / 256)}, api.Dim3{X: 256}, bufs[0], bufs[1], bufs[2], uint32(n))
	}
	if err := launch(); err != nil { // warm-up: loads, first-touch
		return 0, err
	}
	start := time.Now()
	if err := launch(); err != nil {
		return 0, err
	}
	return time.Since(start).Seconds(), nil
}
