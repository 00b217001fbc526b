package ccwrap

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/diag"
)

// Driver runs one wrapper invocation.
type Driver struct {
	TC     *Toolchain
	Stdout io.Writer
	Stderr io.Writer
	// Verbose prints every command before running it (-###-like, --ptxamd-verbose).
	Verbose bool
	// KeepTemps keeps the temporary directory and prints its path
	// (--ptxamd-save-temps): the rewritten source, clang's IR, the
	// translated module and the linked device IR per target.
	KeepTemps bool
}

// args is a classified command line.
type args struct {
	archs    []string
	warpMode string
	compile  bool // -c
	preproc  bool // -E, -M, -MM, -S (handed to clang unchanged)
	out      string
	inputs   []input
	// common flags go to every clang command; depFlags only to the host
	// compile (one dependency file per object); linkOnly to the link.
	common, depFlags []string
	opt              string
	rdc              bool
}

type input struct {
	path string
	hip  bool
}

// takesValue lists the flags whose value is the next argument.
var takesValue = map[string]bool{
	"-o": true, "-I": true, "-D": true, "-U": true, "-include": true, "-imacros": true, "-isystem": true,
	"-iquote": true, "-idirafter": true, "-MF": true, "-MT": true, "-MQ": true, "-L": true, "-l": true,
	"-Xlinker": true, "-Xclang": true, "-target": true, "-x": true, "-Xarch_host": true, "-Xarch_device": true,
	"-isysroot": true, "--sysroot": true, "-framework": true, "-z": true, "-mllvm": true,
}

func parseArgs(argv []string) (*args, error) {
	a := &args{}
	lang := ""
	for i := 0; i < len(argv); i++ {
		s := argv[i]
		next := func() (string, error) {
			if i+1 >= len(argv) {
				return "", fmt.Errorf("missing value after %s", s)
			}
			i++
			return argv[i], nil
		}
		switch {
		case strings.HasPrefix(s, "--offload-arch=") || strings.HasPrefix(s, "--cuda-gpu-arch="):
			a.archs = append(a.archs, s[strings.IndexByte(s, '=')+1:])
		case s == "--offload-arch":
			v, err := next()
			if err != nil {
				return nil, err
			}
			a.archs = append(a.archs, v)
		case strings.HasPrefix(s, "--ptxamd-warp-mode="):
			a.warpMode = strings.TrimPrefix(s, "--ptxamd-warp-mode=")
		case s == "-c":
			a.compile = true
		case s == "-E" || s == "-M" || s == "-MM" || s == "-S" || s == "-fsyntax-only":
			a.preproc = true
			a.common = append(a.common, s)
		case s == "-fgpu-rdc":
			a.rdc = true
		case s == "-o":
			v, err := next()
			if err != nil {
				return nil, err
			}
			a.out = v
		case s == "-MD" || s == "-MMD" || s == "-MP":
			a.depFlags = append(a.depFlags, s)
		case s == "-MF" || s == "-MT" || s == "-MQ":
			v, err := next()
			if err != nil {
				return nil, err
			}
			a.depFlags = append(a.depFlags, s, v)
		case s == "-x":
			v, err := next()
			if err != nil {
				return nil, err
			}
			lang = v
		case strings.HasPrefix(s, "-x") && len(s) > 2:
			lang = s[2:]
		case strings.HasPrefix(s, "-O"):
			a.opt = s
			a.common = append(a.common, s)
		case takesValue[s]:
			v, err := next()
			if err != nil {
				return nil, err
			}
			a.common = append(a.common, s, v)
		case strings.HasPrefix(s, "-") && s != "-":
			a.common = append(a.common, s)
		default:
			ext := strings.ToLower(filepath.Ext(s))
			// A .cu or .hip file is HIP whatever -x says: CMake passes
			// "-x c++" for sources given LANGUAGE CXX.
			hip := lang == "hip" || lang == "cuda" || ext == ".cu" || ext == ".hip"
			if lang != "" && !hip && lang != "none" && !a.hasLang(lang) {
				a.common = append(a.common, "-x", lang)
			}
			a.inputs = append(a.inputs, input{path: s, hip: hip})
		}
	}
	return a, nil
}

// Run executes the wrapper for argv (the compiler's arguments) and
// returns the exit status to use.
func (d *Driver) Run(argv []string) int {
	a, err := parseArgs(argv)
	if err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return 2
	}
	anyHIP := false
	for _, in := range a.inputs {
		anyHIP = anyHIP || in.hip
	}
	if !anyHIP {
		// Plain C/C++ (and CMake's compiler probes): clang unchanged.
		return d.exec(d.TC.Clang, argv...)
	}
	if a.rdc {
		fmt.Fprintf(d.Stderr, "ptxamd cc: -fgpu-rdc is not supported\n")
		return 2
	}
	if len(a.archs) == 0 {
		a.archs = []string{"gfx90a"}
	}
	if a.preproc {
		return d.exec(d.TC.Clang, append(d.rocmFlags(a), argv...)...)
	}
	tmp, err := os.MkdirTemp("", "ptxamd-cc-")
	if err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return 1
	}
	if d.KeepTemps {
		fmt.Fprintf(d.Stderr, "ptxamd cc: temporary files in %s\n", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	var objs []string
	for i, in := range a.inputs {
		if !in.hip {
			objs = append(objs, in.path)
			continue
		}
		obj := a.out
		if !a.compile || obj == "" {
			if a.compile {
				obj = strings.TrimSuffix(filepath.Base(in.path), filepath.Ext(in.path)) + ".o"
			} else {
				obj = filepath.Join(tmp, fmt.Sprintf("obj%d.o", i))
			}
		}
		if rc := d.compileHIP(a, in.path, obj, filepath.Join(tmp, fmt.Sprintf("tu%d", i))); rc != 0 {
			return rc
		}
		objs = append(objs, obj)
	}
	if a.compile {
		return 0
	}
	link := append([]string{}, objs...)
	link = append(link, a.common...)
	link = append(link, "--hip-link", "--rocm-path="+d.TC.ROCm)
	if a.out != "" {
		link = append(link, "-o", a.out)
	}
	return d.exec(d.TC.Clang, link...)
}

func (d *Driver) rocmFlags(a *args) []string {
	return []string{"--rocm-path=" + d.TC.ROCm, "--rocm-device-lib-path=" + d.TC.DevLibs, "-D__PTXAMD__=1"}
}

// compileHIP compiles one HIP/CUDA source to a host object with the
// translated device code embedded.
func (d *Driver) compileHIP(a *args, src, obj, tmp string) int {
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return 1
	}
	text, err := os.ReadFile(src)
	if err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return 1
	}
	abs, _ := filepath.Abs(src)
	tus, err := d.prepareTU(a, src, abs, text, tmp)
	if err != nil {
		fmt.Fprint(d.Stderr, err.Error())
		return 1
	}
	sum := sha256.Sum256([]byte(abs))
	tu := hex.EncodeToString(sum[:4])
	var entries []BundleEntry
	entries = append(entries, BundleEntry{ID: "host-x86_64-unknown-linux-gnu"})
	for _, arch := range a.archs {
		hsaco, rc := d.compileDevice(a, abs, arch, tmp, tu, tus)
		if rc != 0 {
			return rc
		}
		entries = append(entries, BundleEntry{ID: "hipv4-amdgcn-amd-amdhsa--" + arch, Data: hsaco})
	}
	fatbin := filepath.Join(tmp, "device.hipfb")
	if err := os.WriteFile(fatbin, Bundle(entries), 0o644); err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return 1
	}
	host := []string{"-x", "hip", "--cuda-host-only"}
	for _, arch := range a.archs {
		host = append(host, "--offload-arch="+arch)
	}
	host = append(host, d.rocmFlags(a)...)
	host = append(host, a.common...)
	host = append(host, a.depFlags...)
	host = append(host, "-Xclang", "-fcuda-include-gpubinary", "-Xclang", fatbin, "-c", src, "-o", obj)
	return d.exec(d.TC.Clang, host...)
}

// tuState is a pre-passed translation unit.
type tuState struct {
	stmts   map[int]*AsmStmt
	overlay string       // the clang VFS overlay file
	sources diag.Sources // the original text of every pre-passed file
}

// prepareTU runs the pre-pass over a source file and the user headers
// it includes (clang -MM; system headers are left alone) and writes the
// rewritten files and a clang VFS overlay that puts them in the
// originals' places, so that includes, diagnostics and __FILE__ see the
// original paths. With a nil Driver only the source is pre-passed.
func (d *Driver) prepareTU(a *args, name, abs string, text []byte, tmp string) (*tuState, error) {
	st := &tuState{stmts: map[int]*AsmStmt{}, sources: diag.Sources{name: text}}
	files := []string{abs}
	texts := map[string][]byte{abs: text}
	names := map[string]string{abs: name}
	if d != nil && a != nil {
		for _, h := range d.userHeaders(a, abs) {
			if h == abs {
				continue
			}
			b, err := os.ReadFile(h)
			if err != nil || !bytes.Contains(b, []byte("asm")) {
				continue
			}
			files = append(files, h)
			texts[h] = b
			names[h] = h
			st.sources[h] = b
		}
	}
	byDir := map[string][]any{}
	var dirs []string
	for i, f := range files {
		sc, errs := ScanSource(names[f], texts[f], len(st.stmts))
		if errs.HasErrors() {
			return nil, fmt.Errorf("%s", diag.Format(errs, st.sources))
		}
		if i > 0 && bytes.Equal(sc.Rewritten, texts[f]) {
			continue // a header with nothing to rewrite
		}
		for _, s := range sc.Stmts {
			st.stmts[s.Index] = s
		}
		rewritten := filepath.Join(tmp, fmt.Sprintf("src%d-%s", i, filepath.Base(f)))
		if err := os.WriteFile(rewritten, sc.Rewritten, 0o644); err != nil {
			return nil, err
		}
		dir := filepath.Dir(f)
		if byDir[dir] == nil {
			dirs = append(dirs, dir)
		}
		byDir[dir] = append(byDir[dir], map[string]any{"type": "file", "name": filepath.Base(f), "external-contents": rewritten})
	}
	var roots []any
	for _, dir := range dirs {
		roots = append(roots, map[string]any{"type": "directory", "name": dir, "contents": byDir[dir]})
	}
	st.overlay = filepath.Join(tmp, "overlay.json")
	ov, _ := json.Marshal(map[string]any{"version": 0, "use-external-names": false, "roots": roots})
	if err := os.WriteFile(st.overlay, ov, 0o644); err != nil {
		return nil, err
	}
	return st, nil
}

// userHeaders lists the non-system headers src includes for the first
// target (clang -MM); nil when clang cannot tell (the device compile will
// then report the problem).
func (d *Driver) userHeaders(a *args, src string) []string {
	argv := []string{"-x", "hip", "--cuda-device-only", "--offload-arch=" + a.archs[0], "--rocm-path=" + d.TC.ROCm,
		"--rocm-device-lib-path=" + d.TC.DevLibs, "-D__PTXAMD__=1", "-D__PTXAMD_WARP_SIZE__=32"}
	argv = append(argv, a.common...)
	argv = append(argv, "-nogpulib", "-MM", src)
	out, err := exec.Command(d.TC.Clang, argv...).Output()
	if err != nil {
		return nil
	}
	text := strings.ReplaceAll(string(out), "\\\n", " ")
	if i := strings.Index(text, ": "); i >= 0 {
		text = text[i+2:]
	}
	var hs []string
	for _, f := range strings.Fields(text) {
		if f == "\\" {
			continue
		}
		if p, err := filepath.Abs(f); err == nil {
			hs = append(hs, p)
		}
	}
	return hs
}

// deviceIR compiles src (through the overlay) to LLVM IR for one target,
// before any LLVM optimisation, and returns the file it wrote.
func (d *Driver) deviceIR(a *args, src, arch, overlay, tmp string, t Target) (string, int) {
	libs, err := d.TC.DeviceLibs(arch, tmp)
	if err != nil {
		fmt.Fprintf(d.Stderr, "%v\n", err)
		return "", 1
	}
	out := filepath.Join(tmp, strings.ReplaceAll(arch, ":", "_")+".ll")
	dev := []string{"-x", "hip", "--cuda-device-only", "--offload-arch=" + arch, "--rocm-path=" + d.TC.ROCm,
		"--rocm-device-lib-path=" + libs, "-D__PTXAMD__=1", fmt.Sprintf("-D__PTXAMD_WARP_SIZE__=%d", t.WarpSize()),
		"-ivfsoverlay", overlay}
	if t.WaveSize == 64 && !strings.HasPrefix(arch, "gfx9") {
		dev = append(dev, "-mwavefrontsize64")
	}
	dev = append(dev, a.common...)
	dev = append(dev, "-S", "-emit-llvm", "-Xclang", "-disable-llvm-passes", src, "-o", out)
	return out, d.exec(d.TC.Clang, dev...)
}

// compileDevice compiles src for one arch: clang to LLVM IR (before any
// optimisation), the inline PTX replaced by its translation, llvm-link,
// then clang and ld.lld to a code object.
func (d *Driver) compileDevice(a *args, src, arch, tmp, tu string, tus *tuState) ([]byte, int) {
	t, err := d.target(a, arch)
	if err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return nil, 2
	}
	base := filepath.Join(tmp, strings.ReplaceAll(arch, ":", "_"))
	opt := a.opt
	if opt == "" {
		opt = "-O0"
	}
	if _, rc := d.deviceIR(a, src, arch, tus.overlay, tmp, t); rc != 0 {
		return nil, rc
	}
	irText, err := os.ReadFile(base + ".ll")
	if err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return nil, 1
	}
	mainIR, asmIR, diags := Rewrite(string(irText), tus.stmts, t, tu)
	if len(diags.Diags) > 0 {
		fmt.Fprint(d.Stderr, diag.Format(diags, tus.sources))
	}
	if diags.HasErrors() {
		return nil, 1
	}
	final := base + ".ll"
	if asmIR != "" {
		if err := os.WriteFile(base+".main.ll", []byte(mainIR), 0o644); err != nil {
			fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
			return nil, 1
		}
		if err := os.WriteFile(base+".asm.ll", []byte(asmIR), 0o644); err != nil {
			fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
			return nil, 1
		}
		final = base + ".linked.ll"
		if rc := d.exec(d.TC.LLVMLink, "-S", base+".main.ll", base+".asm.ll", "-o", final); rc != 0 {
			return nil, rc
		}
	}
	cg := []string{"-target", "amdgcn-amd-amdhsa", "-mcpu=" + arch, opt, "-nogpulib", "-mllvm", "-amdgpu-internalize-symbols",
		"-Wno-override-module", "-c", "-x", "ir", final, "-o", base + ".o"}
	if t.WaveSize == 64 && !strings.HasPrefix(arch, "gfx9") {
		cg = append(cg, "-mwavefrontsize64")
	}
	if rc := d.exec(d.TC.Clang, cg...); rc != 0 {
		return nil, rc
	}
	if rc := d.exec(d.TC.LLD, "-flavor", "gnu", "-m", "elf64_amdgpu", "--no-undefined", "-shared", base+".o", "-o", base+".hsaco"); rc != 0 {
		return nil, rc
	}
	hsaco, err := os.ReadFile(base + ".hsaco")
	if err != nil {
		fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
		return nil, 1
	}
	return hsaco, 0
}

func (a *args) hasLang(lang string) bool {
	for i := 0; i+1 < len(a.common); i++ {
		if a.common[i] == "-x" && a.common[i+1] == lang {
			return true
		}
	}
	return false
}

// target resolves the warp mode for arch: wave32 on RDNA, paired on
// wave64 (gfx9), or what --ptxamd-warp-mode asks; "single" needs the
// launch remapped by ptxamd's runtime, which a HIP program does not use.
func (d *Driver) target(a *args, arch string) (Target, error) {
	name := arch
	if i := strings.IndexByte(name, ':'); i >= 0 {
		name = name[:i]
	}
	tg, err := target.Lookup(name)
	if err != nil {
		return Target{}, err
	}
	mode := a.warpMode
	wave64 := false
	for _, f := range a.common {
		wave64 = wave64 || f == "-mwavefrontsize64"
	}
	switch mode {
	case "", "auto":
		mode = "paired"
		if tg.Family.IsRDNA() && !wave64 {
			mode = "wave32"
		}
	case "wave32", "paired", "native64":
	case "single":
		return Target{}, fmt.Errorf("--ptxamd-warp-mode=single remaps the launch, which only ptxamd's runtime does; use paired or native64")
	default:
		return Target{}, fmt.Errorf("unknown --ptxamd-warp-mode %q (want auto, wave32, paired or native64)", mode)
	}
	ws := 64
	if mode == "wave32" {
		ws = 32
	}
	feat, err := tg.FeatureString(ws)
	if err != nil {
		return Target{}, err
	}
	return Target{Arch: tg.Name, Mode: mode, WaveSize: ws, Features: feat}, nil
}

func (d *Driver) exec(tool string, argv ...string) int {
	if d.Verbose {
		fmt.Fprintf(d.Stderr, "+ %s %s\n", tool, strings.Join(argv, " "))
	}
	cmd := exec.Command(tool, argv...)
	cmd.Stdout = d.Stdout
	cmd.Stderr = d.Stderr
	cmd.Stdin = os.Stdin
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode()
		}
		fmt.Fprintf(d.Stderr, "ptxamd cc: %s: %v\n", tool, err)
		return 1
	}
	return 0
}
