package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/outfile"
)

// The ptxas command is a stand-in for NVIDIA's PTX assembler, so that build
// systems that call `ptxas -arch=sm_80 -o k.o k.ptx` (Makefiles, CMake, JIT
// frameworks) get an AMD code object instead. Invoked through a symlink
// named ptxas, the binary is this command (main dispatches on argv[0]).
//
// ptxas spells long options with one dash (-arch=sm_80, -maxrregcount 32),
// which pflag cannot parse, so the command has its own small parser:
// ptxasOptions, below.

func init() {
	register(&command{name: "ptxas", summary: "a ptxas work-alike: PTX to an AMD code object with ptxas's flags (also run as a symlink named ptxas)",
		usage: "[-arch=sm_XX] [-o FILE] [-v] [-O0..3] [--amd-arch GFX] FILE.ptx", run: runPtxas})
}

const (
	// ptxasDefaultOutput is ptxas's default --output-file.
	ptxasDefaultOutput = "elf.o"
	// ptxasDefaultSM is the -arch ptxas assumes when none is given.
	ptxasDefaultSM = "sm_52"
	// ptxasCUDARelease is the CUDA release whose ptxas the command stands
	// in for: the PTX ISA it reads is the one of that release (PTX 8.4).
	// Tools parse "release X.Y" from --version to decide which PTX to emit.
	ptxasCUDARelease = "12.4"

	envArch    = "PTXAMD_ARCH"
	envArchMap = "PTXAMD_ARCH_MAP"
)

// isPtxasName reports whether argv0 names the ptxas stand-in.
func isPtxasName(argv0 string) bool {
	return strings.TrimSuffix(filepath.Base(argv0), ".exe") == "ptxas"
}

// ptxasMain runs the command as ptxas does: messages prefixed "ptxas", exit
// status 0 or 1 (2 never: ptxas has no usage status).
func ptxasMain(args []string, stdout, stderr io.Writer) int {
	err := runPtxas(args, stdout, stderr)
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.code
	}
	fmt.Fprintf(stderr, "ptxas fatal   : %v\n", err)
	return 1
}

// ptxasOptions is a parsed ptxas command line.
type ptxasOptions struct {
	sm          string // -arch, "sm_80"
	amdArch     string // --amd-arch
	warpMode    string // --amd-warp-mode
	cov         int    // --amd-code-object-version; 0: the default
	fastNaN     bool   // --amd-fast-nan
	fastApprox  bool   // --amd-fast-approx
	mma         string // --amd-mma
	output      string
	verbose     bool
	optLevel    int // -1: not given
	machine     string
	compileOnly bool
	lineInfo    bool
	debug       bool
	warnSpills  bool
	maxRegs     string
	version     bool
	help        bool
	inputs      []string
}

// ptxasFlag is one option: its long name (--gpu-name), its short name
// (-arch), both accepted with one or two dashes, and whether it takes a
// value, given as -name=V or -name V.
type ptxasFlag struct {
	long, short string
	arg         string // the value's name in the help; "" for a switch
	help        string
	set         func(o *ptxasOptions, v string) error
}

var ptxasFlags = []ptxasFlag{
	{"gpu-name", "arch", "sm_XX", "the NVIDIA GPU to compile for; mapped to an AMD target (see below)", func(o *ptxasOptions, v string) error {
		if !strings.HasPrefix(v, "gfx") && !knownSM(v) {
			return fmt.Errorf("value '%s' is not defined for option 'gpu-name' (want one of %s, or a gfx target)", v, strings.Join(ptxasSMs, ", "))
		}
		o.sm = v
		return nil
	}},
	{"output-file", "o", "FILE", "the AMD code object (HSACO) to write (default " + ptxasDefaultOutput + ")", func(o *ptxasOptions, v string) error { o.output = v; return nil }},
	{"verbose", "v", "", "print each kernel's resource usage (AMD figures: VGPRs, SGPRs, LDS, scratch)", func(o *ptxasOptions, _ string) error { o.verbose = true; return nil }},
	{"opt-level", "O", "N", "optimisation level 0-3 of LLVM's code generator (default 3)", func(o *ptxasOptions, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 3 {
			return fmt.Errorf("value '%s' is not defined for option 'opt-level' (want 0-3)", v)
		}
		o.optLevel = n
		return nil
	}},
	{"machine", "m", "64", "address size; only 64 is supported", func(o *ptxasOptions, v string) error {
		if v != "64" {
			return fmt.Errorf("value '%s' is not defined for option 'machine' (only 64-bit code is supported)", v)
		}
		o.machine = v
		return nil
	}},
	{"compile-only", "c", "", "accepted: the output is always a code object", func(o *ptxasOptions, _ string) error { o.compileOnly = true; return nil }},
	{"generate-line-info", "lineinfo", "", "accepted; no line table is emitted", func(o *ptxasOptions, _ string) error { o.lineInfo = true; return nil }},
	{"device-debug", "g", "", "implies -O0 unless -O is given; no DWARF is emitted", func(o *ptxasOptions, _ string) error { o.debug = true; return nil }},
	{"warn-on-spills", "warn-spills", "", "warn about kernels that spill registers to scratch", func(o *ptxasOptions, _ string) error { o.warnSpills = true; return nil }},
	{"maxrregcount", "maxrregcount", "N", "accepted and ignored (LLVM allocates registers), with a note", func(o *ptxasOptions, v string) error {
		if _, err := strconv.Atoi(v); err != nil {
			return fmt.Errorf("value '%s' is not defined for option 'maxrregcount'", v)
		}
		o.maxRegs = v
		return nil
	}},
	{"amd-arch", "amd-arch", "GFX", "ptxamd: the AMD target, whatever -arch says (e.g. gfx90a, gfx1100)", func(o *ptxasOptions, v string) error { o.amdArch = v; return nil }},
	{"amd-warp-mode", "amd-warp-mode", "MODE", "ptxamd: warp mode auto, wave32, paired, single or native64 (default auto)", func(o *ptxasOptions, v string) error { o.warpMode = v; return nil }},
	{"amd-mma", "amd-mma", "MODE", "ptxamd: mma.sync on the matrix units or in software: auto, hw or exact (default auto)", func(o *ptxasOptions, v string) error { o.mma = v; return nil }},
	{"amd-code-object-version", "amd-code-object-version", "N", "ptxamd: AMDHSA code object version 4, 5 or 6 (default 5)", func(o *ptxasOptions, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("value '%s' is not defined for option 'amd-code-object-version'", v)
		}
		o.cov = n
		return nil
	}},
	{"amd-fast-nan", "amd-fast-nan", "", "ptxamd: leave NaN results as the AMD hardware makes them instead of NVIDIA's bits (faster)", func(o *ptxasOptions, _ string) error { o.fastNaN = true; return nil }},
	{"amd-fast-approx", "amd-fast-approx", "", "ptxamd: compute ex2/tanh .approx on f16/bf16, rcp/rsqrt/sqrt/ex2/lg2/tanh/sin/cos .approx and div.approx/div.full on f32 and rcp/rsqrt.approx.ftz.f64 instead of reproducing the H100's unit (no tables, no loads)", func(o *ptxasOptions, _ string) error { o.fastApprox = true; return nil }},
	{"version", "V", "", "print the version banner", func(o *ptxasOptions, _ string) error { o.version = true; return nil }},
	{"help", "h", "", "print this help", func(o *ptxasOptions, _ string) error { o.help = true; return nil }},
}

// ptxasSMs are the GPU names ptxas's -arch accepts (sm_50 through sm_90a,
// and the Blackwell parts with their arch-specific "a" and family "f"
// variants). Anything else is an error, as it is for ptxas: a mistyped
// sm_XX must not build silently. ptxas assembles for real GPUs only, so
// compute_XX (a virtual architecture) is rejected too.
var ptxasSMs = []string{
	"sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75",
	"sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a",
	"sm_100", "sm_100a", "sm_100f", "sm_101", "sm_101a", "sm_101f", "sm_103", "sm_103a", "sm_103f",
	"sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121", "sm_121a", "sm_121f",
}

func knownSM(v string) bool {
	for _, s := range ptxasSMs {
		if s == v {
			return true
		}
	}
	return false
}

// attachedShort are the short options that take their value glued on, as
// ptxas writes them: -O3, -m64.
var attachedShort = map[string]bool{"O": true, "m": true}

func lookupPtxasFlag(name string) *ptxasFlag {
	for i := range ptxasFlags {
		if f := &ptxasFlags[i]; f.long == name || f.short == name {
			return f
		}
	}
	return nil
}

// parsePtxasArgs parses a ptxas command line. Errors name the option as it
// was written.
func parsePtxasArgs(args []string) (*ptxasOptions, error) {
	o := &ptxasOptions{optLevel: -1}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-" || !strings.HasPrefix(a, "-") {
			o.inputs = append(o.inputs, a)
			continue
		}
		body := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		name, val, hasVal := strings.Cut(body, "=")
		f := lookupPtxasFlag(name)
		if f == nil && len(name) > 1 && attachedShort[name[:1]] && !hasVal {
			f, val, hasVal = lookupPtxasFlag(name[:1]), name[1:], true
		}
		if f == nil || name == "" {
			return nil, fmt.Errorf("Unknown option '%s'", a)
		}
		switch {
		case f.arg == "" && hasVal:
			return nil, fmt.Errorf("option '%s' takes no value", a)
		case f.arg != "" && !hasVal:
			if i+1 >= len(args) {
				return nil, fmt.Errorf("option '%s' needs a value (%s)", a, f.arg)
			}
			i++
			val = args[i]
		}
		if err := f.set(o, val); err != nil {
			return nil, err
		}
	}
	return o, nil
}

const ptxasHelpTail = `
The output is an AMD code object (HSACO), loadable with hipModuleLoad, not a
CUDA cubin. The AMD target is chosen, first match wins, by:
  1. --amd-arch GFX;
  2. -arch gfxNNN (a gfx name in place of sm_XX);
  3. the environment variable ` + envArch + `=GFX;
  4. a map file: ` + envArchMap + `=FILE, else ~/.config/ptxamd/arch-map
     ($XDG_CONFIG_HOME/ptxamd/arch-map), with lines "sm_80 gfx90a" ('#' starts
     a comment; "sm_90a" falls back to the line for "sm_90"; "* GFX" matches
     any sm);
  5. ` + DefaultArch + `.
-O, -v and --warn-on-spills act on the AMD code; -maxrregcount, -lineinfo, -c
and -m64 are accepted for compatibility and have no effect.
`

func printPtxasHelp(w io.Writer) {
	fmt.Fprintf(w, "usage: ptxas [options] FILE.ptx\n\nptxamd's stand-in for NVIDIA's ptxas: translates PTX to an AMD GPU code object.\n\noptions:\n")
	for _, f := range ptxasFlags {
		names := "--" + f.long
		names = "-" + f.short + ", " + names
		if f.arg != "" {
			names += " " + f.arg
		}
		fmt.Fprintf(w, "  %-34s %s\n", names, f.help)
	}
	fmt.Fprint(w, ptxasHelpTail)
}

func printPtxasVersion(w io.Writer) {
	fmt.Fprintf(w, "ptxas: ptxamd %s, a PTX to AMD GPU translator standing in for NVIDIA's ptxas (it is not NVIDIA's ptxas)\n"+
		"Output: AMD GPU code objects (HSACO); targets: see 'ptxamd targets'\n"+
		"Cuda compilation tools, release %s, V%s.0 (PTX ISA 8.4 compatible; ptxamd %s)\n",
		version, ptxasCUDARelease, ptxasCUDARelease, version)
}

// resolveAMDArch picks the AMD target for an sm name; see ptxasHelpTail.
// It also says where the choice came from, for -v.
func resolveAMDArch(o *ptxasOptions, getenv func(string) string) (arch, from string, err error) {
	if o.amdArch != "" {
		return o.amdArch, "--amd-arch", nil
	}
	if strings.HasPrefix(o.sm, "gfx") {
		return o.sm, "-arch", nil
	}
	if a := getenv(envArch); a != "" {
		return a, envArch, nil
	}
	path, explicit := getenv(envArchMap), true
	if path == "" {
		explicit = false
		dir := getenv("XDG_CONFIG_HOME")
		if dir == "" {
			if home := getenv("HOME"); home != "" {
				dir = filepath.Join(home, ".config")
			}
		}
		if dir != "" {
			path = filepath.Join(dir, "ptxamd", "arch-map")
		}
	}
	if path != "" {
		m, err := readArchMap(path)
		switch {
		case err == nil:
			sm := o.sm
			if sm == "" {
				sm = ptxasDefaultSM
			}
			if a := lookupArchMap(m, sm); a != "" {
				return a, path, nil
			}
		case explicit || !errors.Is(err, os.ErrNotExist):
			return "", "", err
		}
	}
	return DefaultArch, "default", nil
}

// readArchMap reads "sm_XX gfxNNN" lines.
func readArchMap(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("arch map: %w", err)
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 2 || (fields[0] != "*" && !strings.HasPrefix(fields[0], "sm_")) {
			return nil, fmt.Errorf("%s:%d: want \"sm_XX gfxNNN\", got %q", path, n, strings.TrimSpace(line))
		}
		m[fields[0]] = fields[1]
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("arch map: %w", err)
	}
	return m, nil
}

// lookupArchMap finds sm, then sm without its a/f suffix (sm_90a → sm_90),
// then "*".
func lookupArchMap(m map[string]string, sm string) string {
	if a := m[sm]; a != "" {
		return a
	}
	if base := strings.TrimRight(sm, "af"); base != sm {
		if a := m[base]; a != "" {
			return a
		}
	}
	return m["*"]
}

func runPtxas(args []string, stdout, stderr io.Writer) error {
	o, err := parsePtxasArgs(args)
	if err != nil {
		return err
	}
	if o.help {
		printPtxasHelp(stdout)
		return nil
	}
	if o.version {
		printPtxasVersion(stdout)
		return nil
	}
	switch len(o.inputs) {
	case 0:
		return errors.New("No input files specified; use option --help for more information")
	case 1:
	default:
		return fmt.Errorf("one input file expected, got %d: %s", len(o.inputs), joinQuoted(o.inputs))
	}
	arch, archFrom, err := resolveAMDArch(o, os.Getenv)
	if err != nil {
		return err
	}
	t, err := target.Lookup(arch)
	if err != nil {
		return err
	}
	sm := o.sm
	if sm == "" {
		sm = ptxasDefaultSM
	}
	tf := translateFlags{arch: t.Name, warpMode: o.warpMode, cov: o.cov, fastNaN: o.fastNaN, fastApx: o.fastApprox, mma: o.mma}
	c, err := tf.resolve(DefaultArch, stderr)
	if err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			return errors.New(ue.msg)
		}
		return err
	}
	dst := o.output
	if dst == "" {
		dst = ptxasDefaultOutput
	}
	if err := outfile.CheckNotInput(dst, o.inputs[0]); err != nil {
		return err
	}
	if o.maxRegs != "" {
		fmt.Fprintf(stderr, "ptxas info    : -maxrregcount %s ignored: LLVM allocates the AMD registers\n", o.maxRegs)
	}
	out, _, err := translateFile(o.inputs[0], c, stderr)
	if err != nil {
		return err
	}
	b, err := openBuilder("auto", false, stderr)
	if err != nil {
		return err
	}
	req := codeobj.Request{IR: out.IRText(), Target: c.target, WaveSize: c.waveSize, Emit: codeobj.ObjectHSACO}
	switch {
	case o.optLevel == 0 || (o.optLevel < 0 && o.debug):
		req.OptLevel = codeobj.O0
	case o.optLevel > 0:
		req.OptLevel = o.optLevel
	}
	res, err := b.Build(context.Background(), req)
	if err != nil {
		return err
	}
	if o.verbose || o.warnSpills {
		md, err := codeobj.ReadMetadata(res.HSACO)
		if err != nil {
			return fmt.Errorf("reading the code object's metadata: %w", err)
		}
		if o.verbose {
			builder := b.Name()
			if chosen, err := codeobj.NewAuto().Chosen(c.target); err == nil {
				builder = chosen
			}
			fmt.Fprintf(stderr, "ptxas info    : ptxamd: %s for %s (from %s), warp mode %s, builder %s\n", sm, c.target.ID(), archFrom, c.mode, builder)
			writePtxasInfo(stderr, c.target, md, sm)
		}
		if o.warnSpills {
			for _, k := range md.Kernels {
				if k.SGPRSpillCount+k.VGPRSpillCount > 0 {
					fmt.Fprintf(stderr, "ptxas warning : Registers are spilled to scratch in function '%s', %d SGPR and %d VGPR spills\n", k.Name, k.SGPRSpillCount, k.VGPRSpillCount)
				}
			}
		}
	}
	if dst == "-" {
		_, err := stdout.Write(res.HSACO)
		return err
	}
	if err := outfile.CheckNotInput(dst, o.inputs[0]); err != nil {
		return err
	}
	return outfile.WriteFile(dst, res.HSACO, 0o644)
}

// writePtxasInfo prints ptxas -v's blocks, with AMD figures in place of
// NVIDIA's: "registers" are VGPRs (per lane, as NVIDIA's are per thread),
// smem is LDS and the stack frame is scratch. The occupancy estimate is
// codeobj's, the one `ptxamd build -v` prints.
func writePtxasInfo(w io.Writer, t *target.Target, md *codeobj.Metadata, sm string) {
	for i := range md.Kernels {
		k := &md.Kernels[i]
		occ := codeobj.EstimateOccupancy(t, k, 0, 0)
		fmt.Fprintf(w, "ptxas info    : Compiling entry function '%s' for '%s'\n", k.Name, sm)
		fmt.Fprintf(w, "ptxas info    : Function properties for %s\n", k.Name)
		fmt.Fprintf(w, "    %d bytes stack frame (scratch), %d SGPR spills, %d VGPR spills\n", k.PrivateSegmentSize, k.SGPRSpillCount, k.VGPRSpillCount)
		fmt.Fprintf(w, "ptxas info    : Used %d registers (VGPRs), %d SGPRs, %d AGPRs, %d bytes smem (LDS), %d bytes kernargs, wave%d, occupancy %d waves/SIMD (%s)\n",
			k.VGPRCount, k.SGPRCount, k.AGPRCount, k.GroupSegmentSize, k.KernargSegmentSize, k.WavefrontSize, occ.Waves, occ.Limiter)
	}
}

// ptxasDispatch runs the ptxas command and exits when argv[0] names it.
func ptxasDispatch(argv []string) {
	if len(argv) > 0 && isPtxasName(argv[0]) {
		os.Exit(ptxasMain(argv[1:], os.Stdout, os.Stderr))
	}
}
