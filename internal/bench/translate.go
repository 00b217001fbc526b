package bench

import (
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Stages holds the time of each translation stage, in nanoseconds: the
// median over the repetitions.
type Stages struct {
	Parse  int64 `json:"parse_ns"`
	Build  int64 `json:"sir_build_ns"`
	Passes int64 `json:"passes_ns"`
	Lower  int64 `json:"llvm_ir_build_ns"`
	Print  int64 `json:"ir_print_ns"`
}

// Total is the sum of the stages.
func (s Stages) Total() int64 { return s.Parse + s.Build + s.Passes + s.Lower + s.Print }

// Setup is the target a benchmark translates for.
type Setup struct {
	Target   *target.Target
	Mode     string
	WaveSize int
	Features string
}

// NewSetup resolves arch with the default warp mode: wave32 on RDNA, paired
// on wave64 targets (as `ptxamd build` does).
func NewSetup(arch string) (*Setup, error) {
	t, err := target.Lookup(arch)
	if err != nil {
		return nil, err
	}
	s := &Setup{Target: t, Mode: "paired", WaveSize: 64}
	if t.Family.IsRDNA() {
		s.Mode, s.WaveSize = "wave32", 32
	}
	if s.Features, err = t.FeatureString(s.WaveSize); err != nil {
		return nil, err
	}
	return s, nil
}

// translation is one timed run of the stages.
type translation struct {
	stages  Stages
	ir      string
	kernels []string
}

// translateOnce runs every stage of pipeline.Translate, timing each.
func translateOnce(name string, src []byte, s *Setup) (*translation, error) {
	var tr translation
	all := &diag.List{}
	t0 := time.Now()
	ast, d := frontend.Parse(name, src)
	t1 := time.Now()
	all.Merge(d)
	if all.HasErrors() {
		return nil, all.Err()
	}
	m, d := sir.Build(ast)
	t2 := time.Now()
	all.Merge(d)
	if all.HasErrors() {
		return nil, all.Err()
	}
	if err := sir.RunPasses(m, sir.PassOptions{Mode: s.Mode, WaveSize: s.WaveSize}, all, nil); err != nil {
		return nil, err
	}
	t3 := time.Now()
	if all.HasErrors() {
		return nil, all.Err()
	}
	res, d := amdgpu.Lower(m, amdgpu.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Features: s.Features})
	t4 := time.Now()
	all.Merge(d)
	if all.HasErrors() {
		return nil, all.Err()
	}
	if res == nil {
		return nil, fmt.Errorf("BUG: bench: lowering returned nothing")
	}
	ir := llvmx.AppendModule(nil, res.Module)
	t5 := time.Now()
	tr.ir = string(ir)
	tr.stages = Stages{Parse: t1.Sub(t0).Nanoseconds(), Build: t2.Sub(t1).Nanoseconds(), Passes: t3.Sub(t2).Nanoseconds(),
		Lower: t4.Sub(t3).Nanoseconds(), Print: t5.Sub(t4).Nanoseconds()}
	for _, k := range res.Kernels {
		tr.kernels = append(tr.kernels, k.Name)
	}
	return &tr, nil
}

// timeTranslation translates src reps times and keeps the median of each
// stage, and the IR of the last run. Each run starts on a collected heap,
// as a translation in a process of its own (ptxamd build, ptxas) does: the
// garbage of earlier runs and files is not charged to it, its own is.
func timeTranslation(name string, src []byte, s *Setup, reps int) (*translation, error) {
	var runs []Stages
	var last *translation
	for range max(reps, 1) {
		runtime.GC()
		tr, err := translateOnce(name, src, s)
		if err != nil {
			return nil, err
		}
		runs, last = append(runs, tr.stages), tr
	}
	med := func(f func(Stages) int64) int64 {
		v := make([]int64, len(runs))
		for i, r := range runs {
			v[i] = f(r)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	last.stages = Stages{
		Parse:  med(func(s Stages) int64 { return s.Parse }),
		Build:  med(func(s Stages) int64 { return s.Build }),
		Passes: med(func(s Stages) int64 { return s.Passes }),
		Lower:  med(func(s Stages) int64 { return s.Lower }),
		Print:  med(func(s Stages) int64 { return s.Print }),
	}
	return last, nil
}
