package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	api "github.com/ptxamd/ptxamd"
	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// DefaultArch is the target when --arch is not given and no GPU says
// otherwise: a CDNA2 (MI200) part, wave64, the hardest case for PTX.
const DefaultArch = "gfx90a"

// translateFlags are the flags every translating command shares.
type translateFlags struct {
	arch      string
	warpMode  string
	warnings  []string
	dumpAfter []string
	verify    bool
	cov       int
	fastNaN   bool
	fastApx   bool
	link      []string
	mma       string
	cluster   string
	tex       string
	sharedGl  []string
}

func (tf *translateFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&tf.arch, "arch", "", "AMD GPU target, e.g. gfx90a, gfx1100 (default: the GPU's, else "+DefaultArch+"; see 'ptxamd targets')")
	fs.StringVar(&tf.warpMode, "warp-mode", "auto", "warp mode: auto, wave32, paired, single or native64")
	fs.StringArrayVarP(&tf.warnings, "warning", "W", nil, "warning control: -Wno-CLASS silences a warning class, -Werror makes warnings errors")
	fs.IntVar(&tf.cov, "code-object-version", amdgpu.DefaultCodeObjectVersion, "AMDHSA code object version, 4, 5 or 6 (5 reads launch sizes from hidden kernel arguments; 4 for a runtime that does not load v5; 6 needs LLVM 18+ and ROCm 6.2+)")
	fs.BoolVar(&tf.fastNaN, "fast-nan", false, "leave NaN results as the AMD hardware makes them (payload and sign) instead of NVIDIA's bits, for speed; numbers are unchanged")
	fs.BoolVar(&tf.fastApx, "fast-approx", false, "compute ex2/tanh .approx on f16/bf16, rcp/rsqrt/sqrt/ex2/lg2/tanh/sin/cos .approx and div.approx/div.full on f32 and rcp/rsqrt.approx.ftz.f64 instead of reproducing the H100's unit (no tables in the code object, no loads; results up to an ulp away, sin/cos/lg2 a few 2^-24, tanh about 2^-16 relative)")
	fs.StringVar(&tf.mma, "mma", amdgpu.MmaAuto, "mma.sync, wmma, wgmma: auto (hw where the target has matrix units or v_dot2_f32_f16, else exact), hw (MFMA/WMMA, or f16 dot instructions on gfx906/gfx103x; within a stated bound of NVIDIA's results) or exact (NVIDIA's bits, in software)")
	fs.StringVar(&tf.tex, "tex", amdgpu.TexSoft, "textures: soft (ptxamd's descriptors, sampled in software as the H100 does) or image (HIP texture objects and AMD's image instructions: AMD's filtering)")
	fs.StringVar(&tf.cluster, "cluster", "", "X[,Y[,Z]]: run kernels without .reqnctapercluster in thread-block clusters of this shape (as a cluster launch would), each cluster as one workgroup")
	fs.StringSliceVar(&tf.sharedGl, "shared-in-global", nil, "KERNEL,... or all: keep these kernels' shared memory in a device buffer instead of LDS, as run and conform do by themselves for a launch with more shared memory than the target's LDS (the code object then needs ptxamd's runtime, which passes the buffer)")
	fs.BoolVar(&tf.verify, "verify-each", false, "check the SIR invariants after every pass (to find a pass that breaks them)")
	fs.StringArrayVar(&tf.link, "link", nil, "another PTX module to translate with this one (repeatable): .extern functions and variables resolve across modules, as nvcc -rdc=true builds need")
	fs.StringSliceVar(&tf.dumpAfter, "dump-after", nil, "print the SIR after these stages to stderr ("+strings.Join(sir.PassNames(), ", ")+", or all)")
}

// config is a resolved translation setup.
type config struct {
	target   *target.Target
	mode     string
	waveSize int
	opts     pipeline.Options
	werror   bool
	suppress map[string]bool
	// link lists the modules translated with the input (--link).
	link []string
	// executable asks for a complete program: an .extern function or
	// variable that no module defines is an error (build, run).
	executable bool
}

// resolveMode picks the warp mode and wave size for t: auto means wave32
// on RDNA and paired on wave64-only targets.
func resolveMode(t *target.Target, mode string) (string, int, error) {
	m, ws, err := api.ResolveWarpMode(t, mode)
	if errors.Is(err, api.ErrUnknownWarpMode) {
		return "", 0, usagef("--warp-mode: %v", err)
	}
	return m, ws, err
}

func (tf *translateFlags) resolve(defaultArch string, stderr io.Writer) (*config, error) {
	arch := tf.arch
	if arch == "" {
		arch = defaultArch
	}
	t, err := target.Lookup(arch)
	if err != nil {
		return nil, usagef("%v", err)
	}
	mode, ws, err := resolveMode(t, tf.warpMode)
	if err != nil {
		return nil, err
	}
	features, err := t.FeatureString(ws)
	if err != nil {
		return nil, err
	}
	if tf.cov == 0 {
		tf.cov = amdgpu.DefaultCodeObjectVersion
	}
	if err := amdgpu.CheckCodeObjectVersion(tf.cov); err != nil {
		return nil, usagef("--code-object-version: %v", err)
	}
	if err := amdgpu.CheckMma(t.Name, tf.mma); err != nil {
		return nil, usagef("--mma: %v", err)
	}
	if err := amdgpu.CheckTex(tf.tex); err != nil {
		return nil, usagef("--tex: %v", err)
	}
	cluster, err := parseCluster(tf.cluster)
	if err != nil {
		return nil, usagef("--cluster: %v", err)
	}
	c := &config{target: t, mode: mode, waveSize: ws, suppress: map[string]bool{}, link: tf.link}
	for _, w := range tf.warnings {
		switch {
		case w == "error":
			c.werror = true
		case strings.HasPrefix(w, "no-"):
			c.suppress[strings.TrimPrefix(w, "no-")] = true
		default:
			return nil, usagef("unknown warning option -W%s", w)
		}
	}
	dump := map[string]bool{}
	for _, d := range tf.dumpAfter {
		if d == "all" {
			for _, n := range sir.PassNames() {
				dump[n] = true
			}
			continue
		}
		known := false
		for _, n := range sir.PassNames() {
			known = known || n == d
		}
		if !known {
			return nil, usagef("unknown stage %q for --dump-after (stages: %s)", d, strings.Join(sir.PassNames(), ", "))
		}
		dump[d] = true
	}
	c.opts = pipeline.Options{Arch: t.Name, WaveSize: ws, Mode: mode, Features: features, CodeObjectVersion: tf.cov, DumpAfter: dump, VerifyEach: tf.verify, FastNaN: tf.fastNaN, FastApprox: tf.fastApx, Mma: tf.mma, Tex: tf.tex, Cluster: cluster,
		Dump: func(stage, text string) { fmt.Fprintf(stderr, "; SIR after %s\n%s", stage, text) }}
	for _, k := range tf.sharedGl {
		if k == "all" {
			k = amdgpu.AllKernels
		}
		c.opts.SharedInGlobal = append(c.opts.SharedInGlobal, k)
	}
	return c, nil
}

// translateFile reads and translates one PTX file, printing diagnostics to
// stderr. It returns exitError{1} after printing when there were errors.
func translateFile(path string, c *config, stderr io.Writer) (*pipeline.Output, []byte, error) {
	src, err := readInput(path)
	if err != nil {
		return nil, nil, err
	}
	srcs := []pipeline.Source{{Name: displayName(path), Text: src}}
	sources := diag.Sources{displayName(path): src}
	for _, l := range c.link {
		t, err := readInput(l)
		if err != nil {
			return nil, nil, err
		}
		srcs = append(srcs, pipeline.Source{Name: displayName(l), Text: t})
		sources[displayName(l)] = t
	}
	out, err := pipeline.TranslateModules(srcs, c.opts)
	var diags *diag.List
	if out != nil {
		diags = out.Diags
	}
	if diags != nil {
		printDiagsSources(stderr, diags, c, sources)
	}
	if err != nil {
		if _, ok := diag.AsList(err); ok {
			return nil, src, exitError{1}
		}
		return nil, src, err
	}
	if c.werror && countSeverity(diags, diag.Warning) > 0 {
		return nil, src, exitError{1}
	}
	if c.executable {
		if u := sir.Unresolved(out.SIR); len(u) > 0 {
			return nil, src, fmt.Errorf("%s: undefined: %s (declared .extern and defined in no module; pass the modules that define them with --link)", displayName(path), strings.Join(u, ", "))
		}
	}
	return out, src, nil
}

func countSeverity(l *diag.List, s diag.Severity) int {
	n := 0
	if l == nil {
		return 0
	}
	for _, d := range l.Diags {
		if d.Severity == s {
			n++
		}
	}
	return n
}

func printDiags(w io.Writer, l *diag.List, c *config, name string, src []byte) {
	printDiagsSources(w, l, c, diag.Sources{name: src})
}

func printDiagsSources(w io.Writer, l *diag.List, c *config, sources diag.Sources) {
	filtered := &diag.List{Limit: -1}
	for _, d := range l.Diags {
		if d.Severity == diag.Warning && d.Code != "" && c != nil && c.suppress[d.Code] {
			continue
		}
		if d.Severity == diag.Warning && d.Code != "" {
			d.Msg += fmt.Sprintf(" [-W%s]", d.Code)
		}
		filtered.Add(d)
	}
	filtered.Sort()
	fmt.Fprint(w, diag.Format(filtered, sources))
	if n := l.Dropped(); n > 0 {
		fmt.Fprintf(w, "too many errors: %d more not shown\n", n)
	}
}

// maxInputBytes bounds an input file (PTX, LLVM IR): the largest PTX
// modules real compilers write are tens of megabytes, and translation
// needs many times the input's size in memory; a device or pipe that
// never ends (/dev/zero) must not exhaust the host's memory.
var maxInputBytes int64 = 128 << 20

// readInput reads the file at path ("-": stdin), at most maxInputBytes.
func readInput(path string) ([]byte, error) {
	var r io.Reader = os.Stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if fi, err := f.Stat(); err == nil && fi.IsDir() {
			return nil, fmt.Errorf("%s is a directory", path)
		} else if err == nil && fi.Mode().IsRegular() && fi.Size() > maxInputBytes {
			return nil, fmt.Errorf("%s: %d bytes, more than the %d MiB ptxamd reads from one input", path, fi.Size(), maxInputBytes>>20)
		}
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxInputBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > maxInputBytes {
		return nil, fmt.Errorf("%s: more than the %d MiB ptxamd reads from one input", displayName(path), maxInputBytes>>20)
	}
	return data, nil
}

func displayName(path string) string {
	if path == "-" {
		return "<stdin>"
	}
	return path
}

// parseCluster reads --cluster X[,Y[,Z]] (missing dimensions are 1; an
// empty value is no cluster).
func parseCluster(s string) ([3]int, error) {
	var c [3]int
	if s == "" {
		return c, nil
	}
	parts := strings.Split(s, ",")
	if len(parts) > 3 {
		return c, fmt.Errorf("%q: at most three dimensions", s)
	}
	for d := range c {
		c[d] = 1
		if d < len(parts) {
			n, err := strconv.Atoi(strings.TrimSpace(parts[d]))
			if err != nil || n < 1 || n > 1024 {
				return c, fmt.Errorf("%q: each dimension is a whole number from 1 to 1024", s)
			}
			c[d] = n
		}
	}
	if c[0]*c[1]*c[2] > 1024 {
		return c, fmt.Errorf("%q: more than 1024 CTAs in a cluster", s)
	}
	return c, nil
}
