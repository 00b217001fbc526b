package codeobj

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/rocm"
)

// EnvLLVMBin names a directory holding llc and ld.lld; when set it is the
// only place the llc builder looks.
const EnvLLVMBin = "PTXAMD_LLVM_BIN"

// installHint tells a person how to get the llc builder's tools.
const installHint = "install LLVM with the AMDGPU target and LLD (Debian/Ubuntu: apt-get install llvm-19 lld-19; or ROCm in /opt/rocm), or set " + EnvLLVMBin

// LLC builds with `llc` then `ld.lld -shared`.
type LLC struct {
	// Dir, when not empty, is the only directory searched (like EnvLLVMBin).
	Dir string

	once  sync.Once
	tools *llvmTools
	err   error
}

// llvmTools is one discovered toolchain.
type llvmTools struct {
	llc, lld               string
	llcVersion, lldVersion string
	major                  int // llc's LLVM major version
	// opt runs LLVM's middle end and AMDGPU's attributor before llc (see
	// optPasses); empty when no opt of llc's own LLVM knows the attributor.
	opt, optVersion string
}

// attributorPass is an IR pass that clang's -O pipeline and comgr run and
// llc does not: AMDGPUAttributor marks what each kernel does not use
// ("amdgpu-no-dispatch-id", "amdgpu-no-workitem-id-y", ...). Without it
// llc must assume that every kernel reads the queue and dispatch pointers,
// the dispatch id, every workgroup id and all three packed workitem ids,
// which costs user and system SGPRs and a v_and to unpack v0 in every
// kernel. The pass only adds attributes that hold: the code is unchanged.
const attributorPass = "amdgpu-attributor"

// optPasses is the opt pipeline before llc at optimisation level n: the
// middle end that clang -O<n> runs on HIP device code and comgr on IR
// (instcombine, GVN, SimplifyCFG, LICM, ...: llc alone runs none of it),
// then the attributor. At -O0 there is none.
func optPasses(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("default<O%d>,%s", n, attributorPass)
}

// NewLLC returns an llc builder that finds its tools on first use.
func NewLLC() *LLC { return &LLC{} }

func (l *LLC) Name() string { return "llc" }

// Tools returns the paths of llc and ld.lld that the builder uses.
func (l *LLC) Tools() (llc, lld string, err error) {
	t, err := l.find()
	if err != nil {
		return "", "", err
	}
	return t.llc, t.lld, nil
}

func (l *LLC) find() (*llvmTools, error) {
	l.once.Do(func() { l.tools, l.err = findLLVM(l.Dir) })
	return l.tools, l.err
}

// candidateDirs lists where to look for llc and ld.lld, best first, with
// the version suffix the tools carry there ("-19" on Debian's PATH).
type candidate struct{ dir, suffix string }

func candidateDirs() []candidate {
	var cs []candidate
	for _, d := range rocm.LLVMBinDirs() {
		cs = append(cs, candidate{d.Name, ""})
	}
	return append(cs, systemDirs()...)
}

// systemDirs are the places of the distribution's LLVM: versioned names on
// PATH, newest first, then the plain names, then /usr/lib/llvm-N/bin.
func systemDirs() []candidate {
	var cs []candidate
	for v := 25; v >= 15; v-- {
		cs = append(cs, candidate{"", "-" + strconv.Itoa(v)})
	}
	cs = append(cs, candidate{"", ""})
	dirs, _ := filepath.Glob("/usr/lib/llvm-*/bin")
	sort.Slice(dirs, func(i, j int) bool { return llvmDirVersion(dirs[i]) > llvmDirVersion(dirs[j]) })
	for _, d := range dirs {
		cs = append(cs, candidate{d, ""})
	}
	return cs
}

// preferNewer orders the candidates so that the newer of ROCm's own LLVM
// and the distribution's comes first: ROCm's wins a tie (it matches ROCm's
// comgr and device libraries), the distribution's wins when it is newer
// (ROCm 5's LLVM 15 knows neither gfx12 nor today's intrinsics).
func preferNewer(cs []candidate) []candidate {
	rocmDirs := rocm.LLVMBinDirs()
	if len(rocmDirs) == 0 {
		return cs
	}
	first := func(cs []candidate) (int, int) {
		for i, c := range cs {
			if p := lookTool(c, "llc"); p != "" {
				v, err := toolVersion(p)
				if err != nil {
					continue
				}
				return i, llvmMajor(v)
			}
		}
		return -1, 0
	}
	n := len(rocmDirs)
	_, rv := first(cs[:n])
	si, sv := first(cs[n:])
	if si >= 0 && sv > rv {
		return append(append([]candidate(nil), cs[n:]...), cs[:n]...)
	}
	return cs
}

func llvmDirVersion(dir string) int {
	m := regexp.MustCompile(`llvm-(\d+)`).FindStringSubmatch(dir)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// lookTool finds tool in candidate c: in c.dir, or on PATH when c.dir is "".
func lookTool(c candidate, tool string) string {
	if c.dir == "" {
		p, err := exec.LookPath(tool + c.suffix)
		if err != nil {
			return ""
		}
		return p
	}
	p := filepath.Join(c.dir, tool+c.suffix)
	if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
		return p
	}
	return ""
}

func findLLVM(dir string) (*llvmTools, error) {
	if dir == "" {
		dir = os.Getenv(EnvLLVMBin)
	}
	var cs []candidate
	if dir != "" {
		cs = []candidate{{dir, ""}}
	} else {
		cs = preferNewer(candidateDirs())
	}
	t := &llvmTools{}
	// llc from the first candidate that has it; ld.lld preferably from the
	// same candidate, else from the first that has one (any ld.lld links
	// AMDGPU objects of an older llc).
	var optPath string
	for _, c := range cs {
		if p := lookTool(c, "llc"); p != "" {
			t.llc = p
			t.lld = lookTool(c, "ld.lld")
			optPath = lookTool(c, "opt") // same LLVM: llc reads its bitcode
			break
		}
	}
	if t.lld == "" {
		for _, c := range cs {
			if p := lookTool(c, "ld.lld"); p != "" {
				t.lld = p
				break
			}
		}
	}
	where := "ROCm's llvm/bin (" + rocm.Searched() + "), PATH (llc-N, llc) and /usr/lib/llvm-*/bin"
	if dir != "" {
		where = dir
	}
	switch {
	case t.llc == "":
		return nil, fmt.Errorf("codeobj: llc not found in %s: %w; %s", where, ErrToolMissing, installHint)
	case t.lld == "":
		return nil, fmt.Errorf("codeobj: ld.lld not found in %s (llc is %s): %w; %s", where, t.llc, ErrToolMissing, installHint)
	}
	var err error
	if t.llcVersion, err = toolVersion(t.llc); err != nil {
		return nil, err
	}
	if t.lldVersion, err = toolVersion(t.lld); err != nil {
		return nil, err
	}
	t.major = llvmMajor(t.llcVersion)
	if optPath != "" && knowsAttributor(optPath) {
		if v, err := toolVersion(optPath); err == nil && llvmMajor(v) == t.major {
			t.opt, t.optVersion = optPath, v
		}
	}
	return t, nil
}

// knowsAttributor reports whether opt runs attributorPass under the new
// pass manager (an older opt may not know it; the builder then does
// without).
func knowsAttributor(opt string) bool {
	cmd := exec.Command(opt, "-mtriple="+target.Triple, "-passes="+attributorPass, "-disable-output")
	cmd.Stdin = strings.NewReader("define amdgpu_kernel void @k() {\n  ret void\n}\n")
	return cmd.Run() == nil
}

// toolVersion returns the first line of `tool --version` that names a
// version ("Debian LLVM version 19.1.7"), or the first non-empty line.
func toolVersion(tool string) (string, error) {
	out, err := exec.Command(tool, "--version").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("codeobj: %s --version: %v: %s", tool, err, firstLines(string(out), 3))
	}
	var first string
	for _, l := range strings.Split(string(out), "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if first == "" {
			first = l
		}
		if strings.Contains(l, "version") {
			return l, nil
		}
	}
	if first == "" {
		return "", fmt.Errorf("codeobj: %s --version printed nothing", tool)
	}
	return first, nil
}

// llvmMajor extracts the major number from "... version 19.1.7 ...", or 0.
func llvmMajor(v string) int {
	m := regexp.MustCompile(`version (\d+)\.`).FindStringSubmatch(v)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

func (l *LLC) Available(t *target.Target) error {
	tools, err := l.find()
	if err != nil {
		return err
	}
	if tools.major != 0 && tools.major < t.MinLLVM {
		return fmt.Errorf("codeobj: %s (%s) does not know %s, which needs LLVM %d or later: %w; %s",
			tools.llc, tools.llcVersion, t.Name, t.MinLLVM, ErrTargetUnsupported, installHint)
	}
	return nil
}

func (l *LLC) ToolVersion(t *target.Target) (string, error) {
	tools, err := l.find()
	if err != nil {
		return "", err
	}
	v := "llc " + tools.llcVersion + "; ld.lld " + tools.lldVersion
	if tools.opt != "" {
		// The level is in the cache key's options.
		v += "; opt " + tools.optVersion + " -passes=default<On>," + attributorPass
	}
	return v, nil
}

func (l *LLC) Build(ctx context.Context, req Request) (*Result, error) {
	if err := req.validate(); err != nil {
		return nil, err
	}
	if err := l.Available(req.Target); err != nil {
		return nil, err
	}
	tools, _ := l.find()
	dir, in, err := workDir(req)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	tgt := llcTarget(req)
	var log strings.Builder
	if tools.opt != "" && req.optLevel() > 0 {
		bc := filepath.Join(dir, "module.bc")
		if err := l.runOpt(ctx, &log, tools, req, in, bc); err != nil {
			return nil, err
		}
		in = bc
	}
	args := append(append([]string{}, tgt...), fmt.Sprintf("-O%d", req.optLevel()))
	if req.Emit == Asm {
		out := filepath.Join(dir, "module.s")
		args = append(args, "-filetype=asm", "-o", out, in)
		if err := l.run(ctx, &log, "llc", req.Target, tools.llc, args...); err != nil {
			return nil, err
		}
		asm, err := os.ReadFile(out)
		if err != nil {
			return nil, fmt.Errorf("codeobj: llc wrote no output: %w", err)
		}
		return &Result{Asm: asm, Log: log.String()}, nil
	}
	obj := filepath.Join(dir, "module.o")
	args = append(args, "-filetype=obj", "-o", obj, in)
	if err := l.run(ctx, &log, "llc", req.Target, tools.llc, args...); err != nil {
		return nil, err
	}
	hsaco := filepath.Join(dir, "module.hsaco")
	if err := l.run(ctx, &log, "ld.lld", req.Target, tools.lld, "-shared", "-o", hsaco, obj); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(hsaco)
	if err != nil {
		return nil, fmt.Errorf("codeobj: ld.lld wrote no output: %w", err)
	}
	return &Result{HSACO: data, Log: log.String()}, nil
}

// llcTarget are the target options of opt and llc for req.
func llcTarget(req Request) []string {
	tgt := []string{"-mtriple=" + target.Triple, "-mcpu=" + req.Target.Name}
	if attrs := llcAttrs(req); attrs != "" {
		tgt = append(tgt, "-mattr="+attrs)
	}
	if v := req.codeObjectVersion(); v != 0 {
		tgt = append(tgt, fmt.Sprintf("--amdhsa-code-object-version=%d", v))
	}
	return tgt
}

// OptimizedIR returns, as text, the IR that Build hands to llc: req.IR
// after the opt passes (optPasses), or req.IR itself at -O0, where there
// are none. It lets the emulator run what the code generator compiles, to
// check the middle end against the unoptimised IR; without an opt that
// Build would use it fails (ErrToolMissing) rather than hand back IR that
// nothing optimised.
func (l *LLC) OptimizedIR(ctx context.Context, req Request) ([]byte, error) {
	if err := req.validate(); err != nil {
		return nil, err
	}
	if err := l.Available(req.Target); err != nil {
		return nil, err
	}
	tools, _ := l.find()
	if req.optLevel() == 0 {
		return req.IR, nil
	}
	if tools.opt == "" {
		return nil, fmt.Errorf("codeobj: no opt of %s's LLVM (%s) that knows %s beside it: %w; %s",
			tools.llc, tools.llcVersion, attributorPass, ErrToolMissing, installHint)
	}
	dir, in, err := workDir(req)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "opt.ll") // .ll: opt writes text
	var log strings.Builder
	if err := l.runOpt(ctx, &log, tools, req, in, out); err != nil {
		return nil, err
	}
	text, err := os.ReadFile(out)
	if err != nil {
		return nil, fmt.Errorf("codeobj: opt wrote no output: %w", err)
	}
	return text, nil
}

// workDir makes a temporary folder (the caller removes it) holding
// req.IR as module.ll, and returns both paths.
func workDir(req Request) (dir, in string, err error) {
	if dir, err = os.MkdirTemp("", "ptxamd-llc-"); err != nil {
		return "", "", fmt.Errorf("codeobj: %w", err)
	}
	in = filepath.Join(dir, "module.ll")
	if err := os.WriteFile(in, req.IR, 0o600); err != nil {
		os.RemoveAll(dir)
		return "", "", fmt.Errorf("codeobj: %w", err)
	}
	return dir, in, nil
}

// runOpt runs opt's passes for req (optPasses) over in, writing out:
// bitcode, or text where out ends in .ll.
func (l *LLC) runOpt(ctx context.Context, log *strings.Builder, tools *llvmTools, req Request, in, out string) error {
	args := append(llcTarget(req), "-passes="+optPasses(req.optLevel()), "-o", out, in)
	if strings.HasSuffix(out, ".ll") {
		args = append(args, "-S")
	}
	return l.run(ctx, log, "opt", req.Target, tools.opt, args...)
}

// llcAttrs returns the -mattr value: the wave size when the request names
// one, and the target-ID features.
func llcAttrs(req Request) string {
	var parts []string
	if req.WaveSize != 0 {
		parts = append(parts, fmt.Sprintf("+wavefrontsize%d", req.WaveSize))
	}
	for _, f := range req.Target.Features {
		parts = append(parts, string(f[len(f)-1])+f[:len(f)-1])
	}
	return strings.Join(parts, ",")
}

// run runs one tool, appending its output to log; failure is a *BuildError.
func (l *LLC) run(ctx context.Context, log *strings.Builder, stage string, t *target.Target, tool string, args ...string) error {
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	log.Write(out.Bytes())
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			err = errors.Join(ctxErr, err)
		}
		return &BuildError{Builder: "llc", Stage: stage, Target: t.ID(), Err: err,
			Log: "$ " + tool + " " + strings.Join(args, " ") + "\n" + out.String()}
	}
	return nil
}

// firstLines returns the first n lines of s.
func firstLines(s string, n int) string {
	lines := strings.SplitN(strings.TrimSpace(s), "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}
