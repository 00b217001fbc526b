// Package ptxamd runs NVIDIA PTX on AMD GPUs, or on a built-in emulator
// when the machine has none.
//
// The steps are those of the ptxamd command, which is written on this
// package:
//
//	diags, err := ptxamd.Check("k.ptx", src)           // parse and check
//	tr, err := ptxamd.Translate(ctx, "k.ptx", src, ptxamd.Options{Arch: "gfx90a"})
//	obj, err := tr.Build(ctx, ptxamd.BuildOptions{})    // an AMD code object (HSACO)
//	dev, err := ptxamd.OpenDevice("emu")                // or "hip:0", or "auto"
//	prog, err := dev.Load(ctx, tr)
//	buf, err := prog.Alloc(4 * n)
//	err = prog.Launch(ctx, "vadd", ptxamd.Dim3{X: 4}, ptxamd.Dim3{X: 256}, buf, uint32(n))
//
// Errors in the PTX come back as an *Error whose Diagnostics carry the
// positions; warnings of a successful translation are in
// Translation.Warnings. Nothing here panics on bad input.
package ptxamd

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// DefaultArch is the target when Options.Arch is empty: a CDNA2 (MI200)
// part, wave64, the hardest case for 32-lane PTX warps.
const DefaultArch = "gfx90a"

// Severity orders diagnostics.
type Severity int

const (
	Note Severity = iota
	Warning
	ErrorSeverity
)

func (s Severity) String() string { return diag.Severity(s).String() }

// Position is a place in a source file; Line and Col count from 1.
type Position struct {
	File      string
	Line, Col int
}

func (p Position) String() string { return diag.Pos{File: p.File, Line: p.Line, Col: p.Col}.String() }

// Diagnostic is one message of the translator at one position. Code names
// a warning class (what the command's -Wno-CODE silences).
type Diagnostic struct {
	Pos      Position
	Severity Severity
	Code     string
	Message  string
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s: %s", d.Pos, d.Severity, d.Message)
}

// Error is a translation that failed on its input: every diagnostic, the
// errors and the warnings before them, in source order.
type Error struct {
	Diagnostics []Diagnostic
}

func (e *Error) Error() string {
	var errs []string
	for _, d := range e.Diagnostics {
		if d.Severity == ErrorSeverity {
			errs = append(errs, d.String())
		}
	}
	switch len(errs) {
	case 0:
		return "ptxamd: translation failed"
	case 1:
		return errs[0]
	}
	return fmt.Sprintf("%s (and %d more errors)", errs[0], len(errs)-1)
}

// convert copies an internal diagnostic list into the API's form.
func convert(l *diag.List) []Diagnostic {
	if l == nil {
		return nil
	}
	l.Sort()
	out := make([]Diagnostic, 0, len(l.Diags))
	for _, d := range l.Diags {
		out = append(out, Diagnostic{
			Pos:      Position{File: d.Pos.File, Line: d.Pos.Line, Col: d.Pos.Col},
			Severity: Severity(d.Severity),
			Code:     d.Code,
			Message:  d.Msg,
		})
	}
	return out
}

// wrap turns a pipeline error into the API's: an *Error for diagnostics,
// the error itself otherwise.
func wrap(l *diag.List, err error) error {
	if err == nil {
		return nil
	}
	if dl, ok := diag.AsList(err); ok {
		if l == nil {
			l = dl
		}
		return &Error{Diagnostics: convert(l)}
	}
	return err
}

// Check parses PTX and checks it the way translation does up to the
// target-independent passes; it returns every diagnostic, and an *Error
// when there are errors.
func Check(filename string, src []byte) ([]Diagnostic, error) {
	all := &diag.List{}
	ast, d := frontend.Parse(filename, src)
	all.Merge(d)
	if !all.HasErrors() {
		_, d = sir.Build(ast)
		all.Merge(d)
	}
	diags := convert(all)
	if all.HasErrors() {
		return diags, &Error{Diagnostics: diags}
	}
	return diags, nil
}

// Options select a translation.
type Options struct {
	// Arch is the AMD GPU target ("gfx90a", "gfx1100", "gfx942:xnack-";
	// see Targets); empty means DefaultArch.
	Arch string
	// WarpMode is "auto" (or empty: wave32 on RDNA, paired on wave64-only
	// targets), "wave32", "paired", "single" or "native64".
	WarpMode string
	// CodeObjectVersion is the AMDHSA code object version, 4, 5 or 6
	// (0: 5).
	CodeObjectVersion int
	// Mma is how mma.sync and wmma compute: "auto" (or empty: the matrix
	// units, MFMA or WMMA, where the target has them, else "exact"), "hw"
	// (the units: within a stated bound of NVIDIA's results) or "exact"
	// (the H100's bits, in software).
	Mma string
	// FastNaN leaves NaN results as AMD's hardware makes them instead of
	// the H100's bits (numbers are unchanged), for speed.
	FastNaN bool
	// FastApprox computes the approximations that otherwise reproduce the
	// H100's special-function unit (ex2/tanh .approx on f16 and bf16; rcp,
	// rsqrt, sqrt, ex2, lg2, tanh, sin and cos .approx on f32, and
	// div.approx/div.full; rcp/rsqrt.approx.ftz.f64): no tables, results
	// up to an ulp away (sin, cos and lg2 a few 2^-24; tanh about 2^-16
	// relative).
	FastApprox bool
	// Cluster, when not zero, is the thread-block cluster shape (in CTAs,
	// X, Y, Z; a zero dimension is 1) of every kernel without
	// .reqnctapercluster, as a host's cluster launch would give it: each
	// cluster runs as one workgroup (RATIONALE.md, "Thread-block clusters").
	Cluster [3]int
	// SharedInGlobal names kernels ("*": every kernel) whose shared
	// memory lives in a device buffer that the launch passes instead of
	// LDS, for launches that ask for more shared memory than the target's
	// LDS (64 KiB a workgroup). Program.LaunchShared does this by itself
	// for a module without .global variables (RATIONALE.md, "Shared
	// memory in global memory").
	SharedInGlobal []string
}

// Translation is a PTX module translated for one target and warp mode.
type Translation struct {
	Arch     string
	WarpMode string
	WaveSize int
	// Kernels are the module's entry points, in order.
	Kernels []string
	// Warnings are the diagnostics of a translation that succeeded.
	Warnings []Diagnostic

	target *target.Target
	opts   pipeline.Options
	out    *pipeline.Output
	// filename and src, to translate a kernel again with its shared
	// memory in global memory (Program.LaunchShared).
	filename string
	src      []byte
}

// ResolveWarpMode picks the warp mode and wave size for target t: "auto"
// is wave32 on RDNA and paired on wave64-only targets; the explicit modes
// are checked against the wave sizes t can run.
func ResolveWarpMode(t *target.Target, mode string) (string, int, error) {
	switch mode {
	case "", "auto":
		if t.Family.IsRDNA() {
			return "wave32", 32, nil
		}
		return "paired", 64, nil
	case "wave32":
		if !t.SupportsWaveSize(32) {
			return "", 0, fmt.Errorf("warp mode wave32 needs a wave32 target; %s runs wave64 only (use paired, single or native64)", t.Name)
		}
		return mode, 32, nil
	case "paired", "single", "native64":
		if !t.SupportsWaveSize(64) {
			return "", 0, fmt.Errorf("warp mode %s needs wave64, which %s cannot run", mode, t.Name)
		}
		return mode, 64, nil
	}
	return "", 0, fmt.Errorf("%w %q (want auto, %s)", ErrUnknownWarpMode, mode, strings.Join(sir.Modes, ", "))
}

// ErrUnknownWarpMode is wrapped by ResolveWarpMode's error for a mode name
// it does not know.
var ErrUnknownWarpMode = errors.New("unknown warp mode")

// PipelineOptions resolves Options into the translator's own options and
// the target. The ptxamd command uses it so that it and the API agree.
func (o Options) PipelineOptions() (pipeline.Options, *target.Target, error) {
	arch := o.Arch
	if arch == "" {
		arch = DefaultArch
	}
	t, err := target.Lookup(arch)
	if err != nil {
		return pipeline.Options{}, nil, err
	}
	mode, ws, err := ResolveWarpMode(t, o.WarpMode)
	if err != nil {
		return pipeline.Options{}, nil, err
	}
	features, err := t.FeatureString(ws)
	if err != nil {
		return pipeline.Options{}, nil, err
	}
	cov := o.CodeObjectVersion
	if cov == 0 {
		cov = amdgpu.DefaultCodeObjectVersion
	}
	if err := amdgpu.CheckCodeObjectVersion(cov); err != nil {
		return pipeline.Options{}, nil, err
	}
	switch o.Mma {
	case "", amdgpu.MmaAuto, amdgpu.MmaHW, amdgpu.MmaExact:
	default:
		return pipeline.Options{}, nil, fmt.Errorf("unknown mma mode %q (want auto, hw or exact)", o.Mma)
	}
	if err := amdgpu.CheckMma(t.Name, o.Mma); err != nil {
		return pipeline.Options{}, nil, err
	}
	n := 1
	for _, d := range o.Cluster {
		if d < 0 {
			return pipeline.Options{}, nil, fmt.Errorf("cluster shape %v: negative dimension", o.Cluster)
		}
		n *= max(d, 1)
	}
	if n > 1024 {
		return pipeline.Options{}, nil, fmt.Errorf("cluster shape %v: more than 1024 CTAs", o.Cluster)
	}
	return pipeline.Options{Arch: t.Name, WaveSize: ws, Mode: mode, Features: features, CodeObjectVersion: cov, Mma: o.Mma, FastNaN: o.FastNaN, FastApprox: o.FastApprox, Cluster: o.Cluster,
		SharedInGlobal: append([]string(nil), o.SharedInGlobal...)}, t, nil
}

// Translate translates one PTX module. Errors in the PTX come back as an
// *Error with positions.
func Translate(ctx context.Context, filename string, src []byte, opts Options) (*Translation, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	po, t, err := opts.PipelineOptions()
	if err != nil {
		return nil, err
	}
	out, err := pipeline.Translate(filename, src, po)
	var l *diag.List
	if out != nil {
		l = out.Diags
	}
	if err != nil {
		return nil, wrap(l, err)
	}
	tr := &Translation{Arch: t.Name, WarpMode: po.Mode, WaveSize: po.WaveSize, target: t, opts: po, out: out,
		filename: filename, src: append([]byte(nil), src...)}
	tr.Warnings = convert(out.Diags)
	for _, k := range out.Result.Kernels {
		tr.Kernels = append(tr.Kernels, k.Name)
	}
	return tr, nil
}

// LLVMIR returns the translated module as AMDGPU LLVM IR text.
func (tr *Translation) LLVMIR() []byte { return tr.out.IRText() }

// BuildOptions choose how a code object is built.
type BuildOptions struct {
	// Builder is "auto" (or empty: comgr when it knows the target, else
	// llc), "comgr" or "llc".
	Builder string
	// NoCache skips the code-object cache (~/.cache/ptxamd).
	NoCache bool
	// Assembly asks for the AMDGPU assembly text instead of a code object.
	Assembly bool
}

// CodeObject is a built AMD code object (an HSACO ELF), or assembly text
// when BuildOptions.Assembly was set.
type CodeObject struct {
	Data []byte
	// Builder names the builder that made it; Log is its output.
	Builder, Log string
}

// Builder returns the named code-object builder, wrapped in the cache
// unless noCache.
func Builder(name string, noCache bool) (codeobj.Builder, error) {
	return OpenBuilder(name, noCache, nil)
}

// OpenBuilder is Builder with a callback for cache problems (a broken
// entry removed, an output that could not be stored, a cache folder that
// does not open): the build goes on without the cache, and onProblem, when
// not nil, hears why. onProblem may be called from several goroutines.
func OpenBuilder(name string, noCache bool, onProblem func(error)) (codeobj.Builder, error) {
	b, err := codeobj.ByName(name)
	if err != nil {
		return nil, err
	}
	if noCache {
		return b, nil
	}
	cache, err := codeobj.OpenCache("")
	if err != nil {
		if onProblem != nil {
			onProblem(fmt.Errorf("building without the cache: %w", err))
		}
		return b, nil
	}
	if onProblem != nil {
		cache.OnProblem = onProblem
	}
	return codeobj.Cached(b, cache), nil
}

// Build compiles the translation to an AMD code object.
func (tr *Translation) Build(ctx context.Context, o BuildOptions) (*CodeObject, error) {
	b, err := Builder(o.Builder, o.NoCache)
	if err != nil {
		return nil, err
	}
	emit := codeobj.ObjectHSACO
	if o.Assembly {
		emit = codeobj.Asm
	}
	res, err := pipeline.BuildCodeObject(ctx, b, tr.out, tr.target, tr.WaveSize, emit)
	if err != nil {
		return nil, err
	}
	data := res.HSACO
	if o.Assembly {
		data = res.Asm
	}
	return &CodeObject{Data: data, Builder: b.Name(), Log: res.Log}, nil
}

// ErrNoGPU is returned by OpenDevice("hip:N") on a machine where HIP finds
// no usable AMD GPU; errors.Is tells it apart from other failures.
var ErrNoGPU = errors.New("no usable AMD GPU")

// SampleVaddPTX is a guarded float vector add, c[i] = a[i] + b[i] for
// i < n, written the way nvcc writes it: the kernel "vadd" takes three
// global pointers and n (.u32). ptxamd doctor builds and times it, and the
// examples run it.
const SampleVaddPTX = `
.version 7.0
.target sm_80
.address_size 64

.visible .entry vadd(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u32 n)
{
	.reg .pred %p;
	.reg .b32 %r<5>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r2, %r2, %r3, %r4;
	setp.ge.u32 %p, %r2, %r1;
	@%p bra done;
	mul.wide.u32 %rd4, %r2, 4;
	add.s64 %rd5, %rd1, %rd4;
	add.s64 %rd6, %rd2, %rd4;
	add.s64 %rd7, %rd3, %rd4;
	ld.global.f32 %f1, [%rd5];
	ld.global.f32 %f2, [%rd6];
	add.f32 %f3, %f1, %f2;
	st.global.f32 [%rd7], %f3;
done:
	ret;
}
`
