// Package pipeline strings the stages of ptxamd together: PTX text →
// AST (frontend) → SIR (semantics, passes) → LLVM IR (amdgpu). The CLI, the
// conformance runner and the build wrappers all translate through it.
package pipeline

import (
	"fmt"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Options select what a translation produces.
type Options struct {
	Arch     string
	WaveSize int
	// Mode is the warp mode: wave32, paired, single or native64.
	Mode     string
	Features string
	// CodeObjectVersion is 4 or 5 (0: amdgpu.DefaultCodeObjectVersion).
	CodeObjectVersion int
	// Mma is how mma.sync is computed: auto, hw or exact (amdgpu.Options.Mma).
	Mma string
	// Tex is how textures are read: soft or image (amdgpu.Options.Tex).
	Tex string
	// DumpAfter names stages after which the SIR is printed to Dump.
	DumpAfter map[string]bool
	Dump      func(stage, text string)
	// VerifyEach checks the SIR invariants after every pass.
	VerifyEach bool
	// FastNaN leaves NaN results as the AMD hardware makes them instead
	// of NVIDIA's bits (amdgpu.Options.FastNaN).
	FastNaN bool
	// FastApprox computes the 16-bit approximations in f32 instead of the
	// H100's recorded tables (amdgpu.Options.FastApprox).
	FastApprox bool
	// Cluster, when set, is the thread-block cluster shape (in CTAs) of
	// every kernel that has no .reqnctapercluster (ptxamd --cluster): what
	// a host's cluster launch would give it. See RATIONALE.md,
	// "Thread-block clusters".
	Cluster [3]int
	// SharedInGlobal names the kernels whose shared memory lives in a
	// device buffer instead of LDS (amdgpu.Options.SharedInGlobal; "*":
	// every kernel). SharedVariant picks them for one launch.
	SharedInGlobal []string
}

// Output is a translated module.
type Output struct {
	SIR    *sir.Module
	Result *amdgpu.Result
	// Diags holds every warning and error of every stage.
	Diags *diag.List
}

// Translate runs the whole translation of one PTX module. On errors it
// returns the diagnostics (as a *diag.ErrorList in the error) and nil.
func Translate(filename string, src []byte, opts Options) (*Output, error) {
	return TranslateModules([]Source{{Name: filename, Text: src}}, opts)
}

// Source is one PTX module to translate: its file name (for diagnostics)
// and text.
type Source struct {
	Name string
	Text []byte
}

// TranslateModules translates separately compiled PTX modules (nvcc
// -rdc=true) as one program: each is parsed and built, then sir.Link
// resolves the .extern functions and variables of each against the
// definitions of the others, and the joined module is translated.
func TranslateModules(srcs []Source, opts Options) (*Output, error) {
	if opts.CodeObjectVersion != 0 {
		if err := amdgpu.CheckCodeObjectVersion(opts.CodeObjectVersion); err != nil {
			return nil, fmt.Errorf("pipeline: %w", err)
		}
	}
	if err := amdgpu.CheckMma(opts.Arch, opts.Mma); err != nil {
		return nil, fmt.Errorf("pipeline: %w", err)
	}
	if err := amdgpu.CheckTex(opts.Tex); err != nil {
		return nil, fmt.Errorf("pipeline: %w", err)
	}
	all := &diag.List{}
	var mods []*sir.Module
	for _, s := range srcs {
		ast, d := frontend.Parse(s.Name, s.Text)
		all.Merge(d)
		if all.HasErrors() {
			return &Output{Diags: all}, all.Err()
		}
		m, d := sir.BuildOwned(ast) // consumes the AST as it goes
		all.Merge(d)
		if all.HasErrors() {
			return &Output{Diags: all}, all.Err()
		}
		mods = append(mods, m)
	}
	m, d := sir.Link(mods)
	all.Merge(d)
	if all.HasErrors() {
		return &Output{Diags: all}, all.Err()
	}
	if opts.Cluster != [3]int{} {
		for _, f := range m.Funcs {
			if f.Kernel && f.ReqNCluster == [3]int{} {
				f.ReqNCluster = opts.Cluster
			}
		}
	}
	if opts.DumpAfter["build"] && opts.Dump != nil {
		opts.Dump("build", sir.Print(m))
	}
	if err := sir.RunPasses(m, sir.PassOptions{Mode: opts.Mode, WaveSize: opts.WaveSize, VerifyEach: opts.VerifyEach}, all, func(name string) {
		if opts.DumpAfter[name] && opts.Dump != nil {
			opts.Dump(name, sir.Print(m))
		}
	}); err != nil {
		return &Output{Diags: all}, err
	}
	if all.HasErrors() {
		return &Output{Diags: all}, all.Err()
	}
	res, d := amdgpu.Lower(m, amdgpu.Options{Arch: opts.Arch, WaveSize: opts.WaveSize, Features: opts.Features, CodeObjectVersion: opts.CodeObjectVersion, FastNaN: opts.FastNaN, FastApprox: opts.FastApprox, Mma: opts.Mma, Tex: opts.Tex, SharedInGlobal: opts.SharedInGlobal})
	all.Merge(d)
	if all.HasErrors() {
		return &Output{Diags: all, SIR: m}, all.Err()
	}
	if res == nil {
		return nil, fmt.Errorf("BUG: pipeline: lowering returned nothing")
	}
	return &Output{SIR: m, Result: res, Diags: all}, nil
}
