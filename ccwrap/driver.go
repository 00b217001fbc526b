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
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/outfile"
)

// Driver runs one wrapper invocation.
type Driver struct {
	TC     *Toolchain
	Stdout io.Writer
	Stderr io.Writer
	// Verbose prints every command before running it (-###-like, --ptxamd-verbose).
	Verbose bool
	// Exe is the ptxamd binary, which CUDA programs run to translate PTX
	// loaded at run time (cuda.h's cuModuleLoadData: __PTXAMD_EXE__).
	Exe string
	// VerbosePrefix starts each printed command: "+ " unless set (ptxamd
	// nvcc -v uses nvcc's "#$ ").
	VerbosePrefix string
	// KeepTemps keeps the temporary directory and prints its path
	// (--ptxamd-save-temps): the rewritten source, clang's IR, the
	// translated module and the linked device IR per target.
	KeepTemps bool
}

// args is a classified command line.
type args struct {
	archs    []string
	warpMode string
	mma      string // --ptxamd-mma
	fastNaN  bool   // --ptxamd-fast-nan: keep the AMD hardware's NaN results (DeviceIRFixups)
	fastMath bool   // --ptxamd-fast-math: nvcc's --use_fast_math (fastMathFlags, fastDivisions)
	compile  bool   // -c
	asm      bool   // -S
	emitLLVM bool   // -emit-llvm (with -S or -c: device IR instead of ISA)
	preproc  bool   // -E, -M, -MM (handed to clang unchanged)
	syntax   bool   // -fsyntax-only (clang, through the pre-pass)
	// deviceOnly and hostOnly are --cuda-device-only / --offload-device-only
	// and their host counterparts.
	deviceOnly, hostOnly bool
	out                  string
	inputs               []input
	// common flags go to every clang command; depFlags only to the host
	// compile (one dependency file per object); link only to the link.
	common, depFlags, link []string
	opt                    string
	rdc                    bool
	// cuda is the CUDA personality (ptxamd nvcc, or --ptxamd-cuda): the
	// sources get cuda_runtime.h pre-included and nvcc's macros.
	cuda bool
	// sm maps a target to the CUDA architecture its device compile
	// defines __CUDA_ARCH__ to (800 for sm_80); 800 when unset.
	sm map[string]int
	// smSuffix is "a" for a target that came from an architecture-specific
	// sm (sm_90a), "f" for a family-specific one (sm_100f).
	smSuffix map[string]string
	// incDir holds the CUDA-compatible headers (cudaIncludeDir).
	incDir string
	// dlink is nvcc's -dlink (--ptxamd-device-link): link the device code
	// of the -fgpu-rdc objects and archives among the inputs into one
	// object (the fat binary and its symbols) for the host link.
	dlink bool
	// fatbin is nvcc's -fatbin (--ptxamd-fatbin): with --cuda-device-only
	// -c, every target's code object of a source in one clang offload
	// bundle (what hipModuleLoadData and cuModuleLoadData take).
	fatbin bool
	// lib is nvcc's -lib (--ptxamd-lib): the sources compiled and, with
	// the objects given, put in an archive (-o, default a.a).
	lib bool
	// outExt names device-only outputs as nvcc does (stem.cubin,
	// stem.fatbin) instead of clang's per-target names: --ptxamd-out-ext=.
	outExt string
	// libdevice is CUDA's libdevice.10.bc (--ptxamd-libdevice, else
	// $PTXAMD_LIBDEVICE): the math functions are libdevice's, translated
	// (libdevice.go), instead of HIP's.
	libdevice string
	// ftz and precSqrt are nvcc's --ftz and --prec-sqrt (--ptxamd-ftz=,
	// --ptxamd-prec-sqrt=), nil where not given: what libdevice's
	// functions are compiled for (--use_fast_math sets true and false).
	ftz, precSqrt *bool
}

type input struct {
	path string
	hip  bool
}

// linkOnly reports whether flag s (or s and its value) is the linker's:
// compile steps would warn that it is unused.
func linkOnly(s string) bool {
	switch s {
	case "-shared", "-static", "-rdynamic", "-pie", "-no-pie", "-nostdlib", "-nodefaultlibs", "-Xlinker", "-L", "-l", "-z":
		return true
	}
	for _, p := range []string{"-Wl,", "-fuse-ld=", "-L", "-l"} {
		if strings.HasPrefix(s, p) && len(s) > len(p) {
			return true
		}
	}
	return false
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
		case strings.HasPrefix(s, "--ptxamd-mma="):
			a.mma = strings.TrimPrefix(s, "--ptxamd-mma=")
		case s == "--ptxamd-fast-nan":
			a.fastNaN = true
		case strings.HasPrefix(s, "--ptxamd-libdevice="):
			a.libdevice = strings.TrimPrefix(s, "--ptxamd-libdevice=")
		case s == "--ptxamd-ftz=true" || s == "--ptxamd-ftz=false":
			v := s == "--ptxamd-ftz=true"
			a.ftz = &v
		case s == "--ptxamd-prec-sqrt=true" || s == "--ptxamd-prec-sqrt=false":
			v := s == "--ptxamd-prec-sqrt=true"
			a.precSqrt = &v
		case s == "--ptxamd-fast-math":
			a.fastMath = true
			a.common = append(a.common, fastMathFlags...)
		case strings.HasPrefix(s, "--ptxamd-warp-mode="):
			a.warpMode = strings.TrimPrefix(s, "--ptxamd-warp-mode=")
		case s == "--ptxamd-cuda":
			a.cuda = true
		case s == "--ptxamd-device-link":
			a.dlink = true
		case s == "--ptxamd-fatbin":
			a.fatbin = true
		case s == "--ptxamd-lib":
			a.lib = true
		case strings.HasPrefix(s, "--ptxamd-out-ext="):
			a.outExt = strings.TrimPrefix(s, "--ptxamd-out-ext=")
		case strings.HasPrefix(s, "--ptxamd-cuda-arch="):
			// GFX=SM: the __CUDA_ARCH__ of target GFX.
			gfx, sm, ok := strings.Cut(strings.TrimPrefix(s, "--ptxamd-cuda-arch="), "=")
			suffix := ""
			if strings.HasSuffix(sm, "a") || strings.HasSuffix(sm, "f") {
				sm, suffix = sm[:len(sm)-1], sm[len(sm)-1:]
			}
			n, err := strconv.Atoi(sm)
			if !ok || err != nil {
				return nil, fmt.Errorf("%s: want --ptxamd-cuda-arch=GFX=NNN (NNN as in __CUDA_ARCH__, e.g. 800, or 900a for sm_90a)", s)
			}
			if a.sm == nil {
				a.sm, a.smSuffix = map[string]int{}, map[string]string{}
			}
			a.sm[gfx], a.smSuffix[gfx] = n, suffix
		case s == "-c":
			a.compile = true
		case s == "-S":
			a.asm = true
		case s == "-emit-llvm":
			a.emitLLVM = true
		case s == "--cuda-device-only" || s == "--offload-device-only":
			a.deviceOnly = true
		case s == "--cuda-host-only" || s == "--offload-host-only":
			a.hostOnly = true
		case s == "-E" || s == "-M" || s == "-MM":
			a.preproc = true
			a.common = append(a.common, s)
		case s == "-fsyntax-only":
			a.syntax = true
		case s == "-fgpu-rdc":
			a.rdc = true
		case s == "-fno-gpu-rdc":
			a.rdc = false
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
			if linkOnly(s) {
				a.link = append(a.link, s, v)
			} else {
				a.common = append(a.common, s, v)
			}
		case linkOnly(s):
			a.link = append(a.link, s)
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
		return d.fail(err)
	}
	anyHIP := false
	for _, in := range a.inputs {
		anyHIP = anyHIP || in.hip
	}
	if anyHIP || a.cuda {
		if a.incDir, err = cudaIncludeDir(os.TempDir()); err != nil {
			return d.fail(fmt.Errorf("writing the CUDA headers: %v", err))
		}
	}
	if a.dlink {
		return d.deviceLinkOnly(a)
	}
	if a.lib {
		return d.library(a)
	}
	if !anyHIP && !(a.rdc && !a.compile && !a.asm) {
		// Plain C/C++ (and CMake's compiler probes): clang unchanged, less
		// the wrapper's own options; a CUDA link (nvcc) adds the HIP
		// runtime, as nvcc adds CUDA's.
		var plain []string
		for _, s := range argv {
			if !strings.HasPrefix(s, "--ptxamd-") && !(a.cuda && strings.HasPrefix(s, "--offload-arch=")) {
				plain = append(plain, s)
			}
		}
		if a.cuda && sourcesIn(a) {
			// nvcc compiles C and C++ files with the CUDA include path:
			// cuda_runtime.h's host API over HIP's.
			plain = append(plain, "-isystem", a.incDir, "-D__HIP_PLATFORM_AMD__=1",
				fmt.Sprintf("-D__PTXAMD_CUDA_ARCH_HOST__=%d", a.cudaArch(a.archs0())))
		}
		if a.cuda && !a.compile && !a.asm && !a.preproc && !a.syntax && len(a.inputs) > 0 {
			plain = append(plain, d.hipLink(a)...)
		}
		return d.exec(d.TC.Clang, plain...)
	}
	if len(a.archs) == 0 {
		a.archs = []string{"gfx90a"}
	}
	if a.preproc {
		// clang takes .cu for CUDA (NVIDIA's toolkit): say HIP.
		// One side only: both would need clang-offload-bundler. The host
		// side unless --cuda-device-only (as nvcc -E, which writes the
		// host's preprocessed source).
		pp := append([]string{"-x", "hip"}, d.rocmFlags(a)...)
		pp = append(pp, "--offload-arch="+a.archs[0])
		if a.deviceOnly {
			pp = append(pp, "--cuda-device-only")
			pp = append(pp, d.deviceDefines(a, a.archs[0], false)...)
		} else {
			pp = append(pp, "--cuda-host-only", d.deviceDefines(a, a.archs[0], false)[0])
		}
		pp = append(pp, a.common...)
		pp = append(pp, a.depFlags...)
		if a.out != "" {
			pp = append(pp, "-o", a.out)
		}
		for _, in := range a.inputs {
			pp = append(pp, in.path)
		}
		return d.exec(d.TC.Clang, pp...)
	}
	if a.hostOnly && a.deviceOnly {
		return d.fail(fmt.Errorf("--cuda-host-only and --cuda-device-only exclude each other"))
	}
	if a.deviceOnly && !a.compile && !a.asm && !a.syntax {
		return d.fail(fmt.Errorf("--cuda-device-only needs -c or -S (device code is not linked on its own)"))
	}
	tmp, err := os.MkdirTemp("", "ptxamd-cc-")
	if err != nil {
		return d.fail(err)
	}
	if d.KeepTemps {
		fmt.Fprintf(d.Stderr, "ptxamd cc: temporary files in %s\n", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	if a.syntax {
		return d.syntaxOnly(a, tmp)
	}
	if a.deviceOnly {
		return d.deviceOnlyOutputs(a, tmp)
	}
	var objs []string
	nHIP := 0
	for _, in := range a.inputs {
		if in.hip {
			nHIP++
		}
	}
	if (a.compile || a.asm) && a.out != "" && nHIP > 1 {
		return d.fail(fmt.Errorf("cannot specify -o when generating multiple output files"))
	}
	for i, in := range a.inputs {
		if !in.hip {
			objs = append(objs, in.path)
			continue
		}
		obj := a.out
		if a.compile || a.asm {
			if obj == "" {
				ext := ".o"
				if a.asm {
					ext = ".s"
				}
				obj = strings.TrimSuffix(filepath.Base(in.path), filepath.Ext(in.path)) + ext
			}
		} else {
			obj = filepath.Join(tmp, fmt.Sprintf("obj%d.o", i))
		}
		if rc := d.compileHIP(a, in.path, obj, filepath.Join(tmp, fmt.Sprintf("tu%d", i))); rc != 0 {
			return rc
		}
		objs = append(objs, obj)
	}
	if a.compile || a.asm {
		return 0
	}
	link := append([]string{}, objs...)
	if a.rdc {
		fatObj, rc := d.linkDevice(a, objs, tmp)
		if rc != 0 {
			return rc
		}
		if fatObj != "" {
			link = append(link, fatObj)
		}
	}
	link = append(link, a.common...)
	link = append(link, a.link...)
	// What clang's --hip-link adds, spelled out: nvcc -v shows this line
	// to CMake, which takes its libraries for every CUDA link.
	link = append(link, d.hipLink(a)...)
	if a.out != "" {
		link = append(link, "-o", a.out)
	}
	return d.exec(d.TC.Clang, link...)
}

// library is nvcc's -lib: each CUDA source compiled (-c, or -dc with
// -fgpu-rdc) and, with the objects given, archived into -o (default a.a,
// replacing what it held) with llvm-ar.
func (d *Driver) library(a *args) int {
	if len(a.archs) == 0 {
		a.archs = []string{"gfx90a"}
	}
	a.compile = true
	tmp, err := os.MkdirTemp("", "ptxamd-lib-")
	if err != nil {
		return d.fail(err)
	}
	if d.KeepTemps {
		fmt.Fprintf(d.Stderr, "ptxamd cc: temporary files in %s\n", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	var objs []string
	for i, in := range a.inputs {
		switch {
		case in.hip:
			obj := filepath.Join(tmp, fmt.Sprintf("%s.o", strings.TrimSuffix(filepath.Base(in.path), filepath.Ext(in.path))))
			if rc := d.compileHIP(a, in.path, obj, filepath.Join(tmp, fmt.Sprintf("tu%d", i))); rc != 0 {
				return rc
			}
			objs = append(objs, obj)
		case strings.HasSuffix(in.path, ".o") || strings.HasSuffix(in.path, ".obj"):
			objs = append(objs, in.path)
		default:
			return d.fail(fmt.Errorf("-lib takes CUDA sources and objects, not %s (compile it with -c first)", in.path))
		}
	}
	out := a.out
	if out == "" {
		out = "a.a"
	}
	if len(objs) == 0 {
		return d.fail(fmt.Errorf("-lib: no input files"))
	}
	ar := d.TC.Archiver()
	if ar == "" {
		return d.fail(fmt.Errorf("-lib: no llvm-ar or ar found"))
	}
	os.Remove(out)
	return d.exec(ar, append([]string{"rcs", out}, objs...)...)
}

// fail reports err as the wrapper's and returns exit status 1, or 2 for
// a command-line problem.
func (d *Driver) fail(err error) int {
	fmt.Fprintf(d.Stderr, "ptxamd cc: %v\n", err)
	return 1
}

// syntaxOnly runs clang -fsyntax-only on each HIP source through the
// pre-pass (clang alone rejects PTX's constraint letters).
func (d *Driver) syntaxOnly(a *args, tmp string) int {
	for i, in := range a.inputs {
		if !in.hip {
			continue
		}
		dir := filepath.Join(tmp, fmt.Sprintf("tu%d", i))
		tus, rc := d.prepare(a, in.path, dir)
		if rc != 0 {
			return rc
		}
		argv := []string{"-x", "hip"}
		for _, arch := range a.archs {
			argv = append(argv, "--offload-arch="+arch)
		}
		if a.hostOnly {
			argv = append(argv, "--cuda-host-only")
		}
		if a.deviceOnly {
			argv = append(argv, "--cuda-device-only")
		}
		argv = append(argv, d.rocmFlags(a)...)
		argv = append(argv, d.deviceDefines(a, a.archs[0], true)...)
		argv = append(argv, "-ivfsoverlay", tus.overlay)
		argv = append(argv, a.common...)
		argv = append(argv, "-fsyntax-only", in.path)
		if rc := d.exec(d.TC.Clang, argv...); rc != 0 {
			return rc
		}
	}
	return 0
}

// deviceOnlyOutputs writes the device code of each HIP source and target
// alone (--cuda-device-only): with -S the target's assembly, or with
// -S -emit-llvm its LLVM IR after optimisation; with -c the code object,
// or with -c -emit-llvm the device bitcode. Output names follow clang's
// (stem-hip-amdgcn-amd-amdhsa-gfxN.ext) unless -o names the only one.
func (d *Driver) deviceOnlyOutputs(a *args, tmp string) int {
	var hips []input
	for _, in := range a.inputs {
		if in.hip {
			hips = append(hips, in)
		}
	}
	perSource := len(a.archs)
	if a.fatbin {
		if a.asm || a.emitLLVM {
			return d.fail(fmt.Errorf("a fat binary (-fatbin) holds code objects: it excludes -S and -emit-llvm"))
		}
		perSource = 1
	}
	if a.out != "" && len(hips)*perSource > 1 {
		return d.fail(fmt.Errorf("cannot specify -o when generating multiple output files"))
	}
	ext := ".o"
	switch {
	case a.asm && a.emitLLVM:
		ext = ".ll"
	case a.asm:
		ext = ".s"
	case a.emitLLVM:
		ext = ".bc"
	}
	for i, in := range hips {
		dir := filepath.Join(tmp, fmt.Sprintf("tu%d", i))
		tus, rc := d.prepare(a, in.path, dir)
		if rc != 0 {
			return rc
		}
		abs, _ := filepath.Abs(in.path)
		stem := strings.TrimSuffix(filepath.Base(in.path), filepath.Ext(in.path))
		entries := []BundleEntry{{ID: "host-x86_64-unknown-linux-gnu"}}
		for _, arch := range a.archs {
			linked, t, rc := d.deviceModule(a, abs, arch, dir, tuID(abs), tus)
			if rc != 0 {
				return rc
			}
			out := a.out
			if out == "" {
				out = stem + "-hip-amdgcn-amd-amdhsa-" + arch + ext
				if a.outExt != "" && len(a.archs) == 1 {
					out = stem + a.outExt
				}
			}
			if ext == ".o" {
				hsaco, rc := d.codeObject(a, arch, t, linked, filepath.Join(dir, strings.ReplaceAll(arch, ":", "_")))
				if rc != 0 {
					return rc
				}
				if a.fatbin {
					entries = append(entries, BundleEntry{ID: "hipv4-amdgcn-amd-amdhsa--" + arch, Data: hsaco})
					continue
				}
				if err := outfile.WriteFile(out, hsaco, 0o644); err != nil {
					return d.fail(err)
				}
				continue
			}
			linked, rc = d.fixups(a, arch, t, linked, filepath.Join(dir, strings.ReplaceAll(arch, ":", "_")))
			if rc != 0 {
				return rc
			}
			argv := append(d.codegenFlags(a, arch, t), "-Xclang", "-disable-llvm-passes") // fixups optimised it
			switch ext {
			case ".ll":
				argv = append(argv, "-S", "-emit-llvm")
			case ".s":
				argv = append(argv, "-S")
			case ".bc":
				argv = append(argv, "-c", "-emit-llvm")
			}
			if rc := d.exec(d.TC.Clang, append(argv, "-x", "ir", linked, "-o", out)...); rc != 0 {
				return rc
			}
		}
		if a.fatbin {
			out := a.out
			if out == "" {
				out = stem + a.outExt
				if a.outExt == "" {
					out = stem + ".fatbin"
				}
			}
			if err := outfile.WriteFile(out, Bundle(entries), 0o644); err != nil {
				return d.fail(err)
			}
		}
	}
	return 0
}

// tuID names a translation unit in generated symbols: the first bytes of
// its absolute path's hash.
func tuID(abs string) string {
	sum := sha256.Sum256([]byte(abs))
	return hex.EncodeToString(sum[:4])
}

// prepare runs the pre-pass over src into dir.
func (d *Driver) prepare(a *args, src, dir string) (*tuState, int) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, d.fail(err)
	}
	text, err := os.ReadFile(src)
	if err != nil {
		return nil, d.fail(err)
	}
	abs, _ := filepath.Abs(src)
	tus, err := d.prepareTU(a, src, abs, text, dir)
	if err != nil {
		fmt.Fprint(d.Stderr, err.Error())
		return nil, 1
	}
	return tus, 0
}

// rocmFlags are the flags of every clang command over HIP sources: the
// ROCm paths, the CUDA headers (after the user's -isystem directories),
// and in the CUDA personality cuda_runtime.h pre-included, with the host
// side's view of the target (warp size, compute capability).
func (d *Driver) rocmFlags(a *args) []string {
	return d.rocmFlagsLibs(a, d.TC.DevLibs)
}

func (d *Driver) rocmFlagsLibs(a *args, libs string) []string {
	f := []string{"--rocm-path=" + d.TC.ROCm, "--rocm-device-lib-path=" + libs, "-D__PTXAMD__=1"}
	if a.incDir != "" {
		f = append(f, "-isystem", a.incDir)
	}
	if a.cuda {
		f = append(f, "-include", "cuda_runtime.h", fmt.Sprintf("-D__PTXAMD_CUDA_ARCH_HOST__=%d", a.cudaArch(a.archs[0])))
		if d.Exe != "" {
			f = append(f, "-D__PTXAMD_EXE__="+strconv.Quote(d.Exe))
		}
		if a.rdc {
			f = append(f, "-D__CUDACC_RDC__=1")
		}
	}
	return f
}

// cudaArch is the __CUDA_ARCH__ value of target arch.
func (a *args) cudaArch(arch string) int {
	if n, ok := a.sm[arch]; ok {
		return n
	}
	return 800
}

// deviceDefines are the macros of arch's device compile: the PTX warp
// size and, in the CUDA personality, __CUDA_ARCH__ (only with device,
// for commands that also compile the host side).
func (d *Driver) deviceDefines(a *args, arch string, both bool) []string {
	ws := 32
	if t, err := d.target(a, arch); err == nil {
		ws = t.WarpSize()
	}
	f := []string{fmt.Sprintf("-D__PTXAMD_WARP_SIZE__=%d", ws)}
	if a.singleLaunch() {
		f = append(f, "-D__PTXAMD_SINGLE__=1")
	}
	if a.cuda {
		n := a.cudaArch(arch)
		defs := []string{fmt.Sprintf("-D__CUDA_ARCH__=%d", n)}
		switch a.smSuffix[arch] {
		case "a":
			// nvcc's macros of an architecture-specific target: CUTLASS
			// takes its SM90 wgmma and TMA paths on the first, CCCL's
			// NV_HAS_FEATURE_SM_90a on either.
			defs = append(defs, fmt.Sprintf("-D__CUDA_ARCH_FEAT_SM%d_ALL", n/10), fmt.Sprintf("-D__CUDA_ARCH_SPECIFIC__=%d", n))
		case "f":
			defs = append(defs, fmt.Sprintf("-D__CUDA_ARCH_FAMILY_SPECIFIC__=%d", n))
		}
		for _, d := range defs {
			if both {
				f = append(f, "-Xarch_device")
			}
			f = append(f, d)
		}
	}
	return f
}

// compileHIP compiles one HIP/CUDA source to a host object (or host
// assembly with -S) with the translated device code embedded: code
// objects in a fat binary, or with -fgpu-rdc the device IR of each
// target, linked into code objects when the program is (linkDevice).
func (d *Driver) compileHIP(a *args, src, obj, tmp string) int {
	tus, rc := d.prepare(a, src, tmp)
	if rc != 0 {
		return rc
	}
	abs, _ := filepath.Abs(src)
	tu := tuID(abs)
	host := []string{"-x", "hip", "--cuda-host-only"}
	for _, arch := range a.archs {
		host = append(host, "--offload-arch="+arch)
	}
	host = append(host, d.rocmFlags(a)...)
	host = append(host, d.deviceDefines(a, a.archs[0], false)[0])
	host = append(host, singleHostFlags(a, tmp)...)
	if tus.hostOverlay != "" {
		host = append(host, "-ivfsoverlay", tus.hostOverlay)
	}
	host = append(host, a.common...)
	host = append(host, a.depFlags...)
	mode := "-c"
	if a.asm {
		mode = "-S"
	}
	if a.rdc {
		return d.compileRDC(a, src, abs, obj, tmp, tu, tus, append(host, "-fgpu-rdc", "-Xclang", "-cuid="+tu, mode, src))
	}
	entries := []BundleEntry{{ID: "host-x86_64-unknown-linux-gnu"}}
	for _, arch := range a.archs {
		linked, t, rc := d.deviceModule(a, abs, arch, tmp, tu, tus)
		if rc != 0 {
			return rc
		}
		hsaco, rc := d.codeObject(a, arch, t, linked, filepath.Join(tmp, strings.ReplaceAll(arch, ":", "_")))
		if rc != 0 {
			return rc
		}
		entries = append(entries, BundleEntry{ID: "hipv4-amdgcn-amd-amdhsa--" + arch, Data: hsaco})
	}
	fatbin := filepath.Join(tmp, "device.hipfb")
	if err := os.WriteFile(fatbin, Bundle(entries), 0o644); err != nil {
		return d.fail(err)
	}
	if a.singleLaunch() && !a.asm {
		hostObj := filepath.Join(tmp, "host.o")
		host = append(host, "-Xclang", "-fcuda-include-gpubinary", "-Xclang", fatbin, mode, src, "-o", hostObj)
		if rc := d.exec(d.TC.Clang, host...); rc != 0 {
			return rc
		}
		return d.exec(d.TC.ObjCopy, append(singleRename, hostObj, obj)...)
	}
	host = append(host, "-Xclang", "-fcuda-include-gpubinary", "-Xclang", fatbin, mode, src, "-o", obj)
	return d.exec(d.TC.Clang, host...)
}

// writeOverlay writes a clang VFS overlay to path that puts the files of
// byDir (in dirs' order) in their directories.
func writeOverlay(path string, dirs []string, byDir map[string][]any) error {
	var roots []any
	for _, dir := range dirs {
		roots = append(roots, map[string]any{"type": "directory", "name": dir, "contents": byDir[dir]})
	}
	ov, _ := json.Marshal(map[string]any{"version": 0, "use-external-names": false, "roots": roots})
	return os.WriteFile(path, ov, 0o644)
}

// tuState is a pre-passed translation unit.
type tuState struct {
	stmts       map[int]*AsmStmt
	overlay     string       // the clang VFS overlay file
	hostOverlay string       // the overlay of the host compile, "" where it sees the originals
	sources     diag.Sources // the original text of every pre-passed file
}

// prepareTU runs the pre-pass over a source file and the headers it
// includes (clang -M; see headers) and writes the
// rewritten files and a clang VFS overlay that puts them in the
// originals' places, so that includes, diagnostics and __FILE__ see the
// original paths. With a nil Driver only the source is pre-passed.
func (d *Driver) prepareTU(a *args, name, abs string, text []byte, tmp string) (*tuState, error) {
	st := &tuState{stmts: map[int]*AsmStmt{}, sources: diag.Sources{name: text}}
	files := []string{abs}
	texts := map[string][]byte{abs: text}
	names := map[string]string{abs: name}
	if d != nil && a != nil {
		hs, err := d.headers(a, abs)
		if err != nil {
			return nil, err
		}
		for _, h := range hs {
			if h == abs {
				continue
			}
			b, err := os.ReadFile(h)
			if err != nil || !bytes.Contains(b, []byte("asm")) && !bytes.Contains(b, []byte("pragma")) && !Vec1InitRE.Match(b) && !SpaceAlignasRE.Match(b) {
				continue
			}
			files = append(files, h)
			texts[h] = b
			names[h] = h
			st.sources[h] = b
		}
	}
	// An overlay's files by directory, in the order of first appearance.
	type overlay struct {
		dirs  []string
		byDir map[string][]any
	}
	dev, host := &overlay{byDir: map[string][]any{}}, &overlay{byDir: map[string][]any{}}
	place := func(o *overlay, f, path string, data []byte) error {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
		dir := filepath.Dir(f)
		if o.byDir[dir] == nil {
			o.dirs = append(o.dirs, dir)
		}
		o.byDir[dir] = append(o.byDir[dir], map[string]any{"type": "file", "name": filepath.Base(f), "external-contents": path})
		return nil
	}
	for i, f := range files {
		sc, errs := ScanSource(names[f], texts[f], len(st.stmts))
		if errs.HasErrors() {
			return nil, fmt.Errorf("%s", diag.Format(errs, st.sources))
		}
		if !bytes.Equal(sc.HostRewritten, texts[f]) {
			if err := place(host, f, filepath.Join(tmp, fmt.Sprintf("host%d-%s", i, filepath.Base(f))), sc.HostRewritten); err != nil {
				return nil, err
			}
		}
		if i > 0 && bytes.Equal(sc.Rewritten, texts[f]) {
			continue // a header with nothing to rewrite
		}
		for _, s := range sc.Stmts {
			st.stmts[s.Index] = s
		}
		if err := place(dev, f, filepath.Join(tmp, fmt.Sprintf("src%d-%s", i, filepath.Base(f))), sc.Rewritten); err != nil {
			return nil, err
		}
	}
	if len(host.dirs) > 0 {
		st.hostOverlay = filepath.Join(tmp, "host-overlay.json")
		if err := writeOverlay(st.hostOverlay, host.dirs, host.byDir); err != nil {
			return nil, err
		}
	}
	st.overlay = filepath.Join(tmp, "overlay.json")
	if err := writeOverlay(st.overlay, dev.dirs, dev.byDir); err != nil {
		return nil, err
	}
	return st, nil
}

// headers lists the headers src includes for the first target (clang
// -M), system headers and -isystem directories included (CCCL, CUTLASS
// and the CUDA headers here carry inline PTX), less those of the C and
// C++ libraries, clang and HIP, which hold no PTX. A source that does
// not preprocess is an error naming it, with clang's messages: the
// compile would otherwise fail on the PTX constraints it could not
// rewrite.
func (d *Driver) headers(a *args, src string) ([]string, error) {
	argv := []string{"-x", "hip", "--cuda-device-only", "--offload-arch=" + a.archs[0]}
	argv = append(argv, d.rocmFlags(a)...)
	argv = append(argv, d.deviceDefines(a, a.archs[0], false)...)
	argv = append(argv, a.common...)
	argv = append(argv, "-nogpulib", "-M", src)
	d.show(d.TC.Clang, argv)
	var stderr bytes.Buffer
	cmd := exec.Command(d.TC.Clang, argv...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("ptxamd cc: preprocessing %s failed, so its inline PTX was not rewritten; clang says:\n%s", src, stderr.String())
	}
	text := strings.ReplaceAll(string(out), "\\\n", " ")
	if i := strings.Index(text, ": "); i >= 0 {
		text = text[i+2:]
	}
	skip := d.toolchainIncludes()
	var hs []string
	for _, f := range strings.Fields(text) {
		if f == "\\" {
			continue
		}
		p, err := filepath.Abs(f)
		if err != nil || skipHeader(p, skip) {
			continue
		}
		hs = append(hs, p)
	}
	return hs, nil
}

// toolchainIncludes are the directories whose headers are never
// pre-passed: clang's own, HIP's and the C and C++ libraries'.
func (d *Driver) toolchainIncludes() []string {
	dirs := []string{"/usr/include/c++/", "/usr/include/x86_64-linux-gnu/", "/usr/include/aarch64-linux-gnu/",
		"/usr/include/sys/", "/usr/include/bits/", "/usr/include/linux/", "/usr/include/asm-generic/",
		filepath.Join(d.TC.ROCm, "include", "hip") + "/"}
	if real, err := filepath.EvalSymlinks(d.TC.Clang); err == nil {
		// /usr/lib/llvm-19/bin/clang -> /usr/lib/llvm-19/lib/clang/19/include
		dirs = append(dirs, filepath.Join(filepath.Dir(filepath.Dir(real)), "lib", "clang")+"/")
	}
	return dirs
}

func skipHeader(p string, dirs []string) bool {
	for _, d := range dirs {
		if strings.HasPrefix(p, d) {
			return true
		}
	}
	// glibc's own headers directly in /usr/include.
	return filepath.Dir(p) == "/usr/include"
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
	dev := []string{"-x", "hip", "--cuda-device-only", "--offload-arch=" + arch}
	dev = append(dev, d.rocmFlagsLibs(a, libs)...)
	dev = append(dev, d.deviceDefines(a, arch, false)...)
	dev = append(dev, "-ivfsoverlay", overlay)
	if t.WaveSize == 64 && !strings.HasPrefix(arch, "gfx9") {
		dev = append(dev, "-mwavefrontsize64")
	}
	if a.rdc {
		dev = append(dev, "-fgpu-rdc")
	}
	dev = append(dev, a.common...)
	dev = append(dev, "-S", "-emit-llvm", "-Xclang", "-disable-llvm-passes", src, "-o", out)
	return out, d.exec(d.TC.Clang, dev...)
}

// deviceModule compiles src for one arch to LLVM IR with every PTX asm
// statement replaced by its translation: clang to IR (before any
// optimisation), the rewrite, then llvm-link with the translations. It
// returns the linked module's path (text IR) and the target.
func (d *Driver) deviceModule(a *args, src, arch, tmp, tu string, tus *tuState) (string, Target, int) {
	t, err := d.target(a, arch)
	if err != nil {
		return "", Target{}, d.fail(err)
	}
	base := filepath.Join(tmp, strings.ReplaceAll(arch, ":", "_"))
	if _, rc := d.deviceIR(a, src, arch, tus.overlay, tmp, t); rc != 0 {
		return "", t, rc
	}
	irText, err := os.ReadFile(base + ".ll")
	if err != nil {
		return "", t, d.fail(err)
	}
	if t.Single {
		text, kernels, err := singleKernels(string(irText))
		if err != nil {
			return "", t, d.fail(fmt.Errorf("%s: %v", src, err))
		}
		irText = []byte(text)
		if err := os.WriteFile(filepath.Join(tmp, singleTableFile), []byte(singleTable(kernels)), 0o644); err != nil {
			return "", t, d.fail(err)
		}
	}
	if a.fastMath {
		irText = []byte(fastDivisions(string(irText), contracts(a)))
	}
	irText = []byte(MathCallFixups(string(irText), !a.fastNaN))
	var nvUsed map[string]string
	libdevice := a.libdeviceFile()
	reflect := a.libdeviceReflect(arch)
	if libdevice != "" {
		// After MathCallFixups: the NaN wrappers it calls keep their
		// rules (the H100's NaN signs), over libdevice's functions.
		var text string
		text, nvUsed = LibdeviceCalls(string(irText), a.fastMath, !reflect.precSqrt)
		irText = []byte(text)
	}
	if err := os.WriteFile(base+".ll", irText, 0o644); err != nil { // the module when it has no asm statements
		return "", t, d.fail(err)
	}
	mainIR, asmIR, diags := Rewrite(string(irText), tus.stmts, t, tu)
	if len(diags.Diags) > 0 {
		fmt.Fprint(d.Stderr, diag.Format(diags, tus.sources))
	}
	if diags.HasErrors() {
		return "", t, 1
	}
	var nvIR string
	if len(nvUsed) > 0 {
		var rc int
		if nvIR, rc = d.libdeviceModule(libdevice, nvUsed, reflect, t, string(irText), base); rc != 0 {
			return "", t, rc
		}
	}
	if asmIR == "" && nvIR == "" {
		return base + ".ll", t, 0
	}
	if asmIR == "" {
		mainIR = string(irText)
	}
	if err := os.WriteFile(base+".main.ll", []byte(mainIR), 0o644); err != nil {
		return "", t, d.fail(err)
	}
	link := []string{"-S", base + ".main.ll"}
	if asmIR != "" {
		if err := os.WriteFile(base+".asm.ll", []byte(asmIR), 0o644); err != nil {
			return "", t, d.fail(err)
		}
		link = append(link, base+".asm.ll")
	}
	if nvIR != "" {
		if err := os.WriteFile(base+".libdevice.ll", []byte(nvIR), 0o644); err != nil {
			return "", t, d.fail(err)
		}
		link = append(link, base+".libdevice.ll")
	}
	final := base + ".linked.ll"
	if rc := d.exec(d.TC.LLVMLink, append(link, "-o", final)...); rc != 0 {
		return "", t, rc
	}
	return final, t, 0
}

// libdeviceReflect is what libdevice's functions are compiled for on
// arch: its __CUDA_ARCH__, and nvcc's --ftz and --prec-sqrt, which
// --use_fast_math sets to true and false.
func (a *args) libdeviceReflect(arch string) libdeviceReflect {
	r := libdeviceReflect{arch: a.cudaArch(arch), ftz: a.fastMath, precSqrt: !a.fastMath}
	if a.ftz != nil {
		r.ftz = *a.ftz
	}
	if a.precSqrt != nil {
		r.precSqrt = *a.precSqrt
	}
	return r
}

// libdeviceFile is the libdevice.10.bc the math functions come from:
// --ptxamd-libdevice's, else in the CUDA personality ResolveLibdevice's
// ($PTXAMD_LIBDEVICE, else an installed CUDA toolkit's); "" for HIP's
// device library.
func (a *args) libdeviceFile() string {
	if a.libdevice != "" || !a.cuda {
		return a.libdevice
	}
	return ResolveLibdevice()
}

// singleTableFile holds a translation unit's table of kernels for warp
// mode single (singleTable), pre-included in its host compile.
const singleTableFile = "single_table.h"

// singleHostFlags are the host compile's flags in warp mode single: the
// macro, clang's launch stubs calling hipLaunchKernel_spt (cuda_runtime.h
// defines it) without the per-thread default stream that otherwise comes
// with it, and the table of the unit's kernels (written by deviceModule).
func singleHostFlags(a *args, tmp string) []string {
	if !a.singleLaunch() {
		return nil
	}
	return []string{"-D__PTXAMD_SINGLE__=1", "-fgpu-default-stream=per-thread", "-UCUDA_API_PER_THREAD_DEFAULT_STREAM",
		"-UHIP_API_PER_THREAD_DEFAULT_STREAM", "-U__HIP_API_PER_THREAD_DEFAULT_STREAM__", "-include", filepath.Join(tmp, singleTableFile)}
}

// singleLaunch reports whether kernels get warp mode single's remapped
// launch: single asked for, in the CUDA personality (whose
// cuda_runtime.h computes threadIdx and launches for it).
func (a *args) singleLaunch() bool { return a.warpMode == "single" && a.cuda }

// singleRename points the launch stubs of a host object compiled in warp
// mode single at cuda_runtime.h's launch (objcopy arguments).
var singleRename = []string{"--redefine-sym", "hipLaunchKernel_spt=__ptxamd_single_spt"}

// codegenFlags are the clang flags that compile device IR for arch.
func (d *Driver) codegenFlags(a *args, arch string, t Target) []string {
	opt := a.opt
	if opt == "" {
		opt = "-O0"
	}
	cg := []string{"-target", "amdgcn-amd-amdhsa", "-mcpu=" + arch, opt, "-nogpulib", "-mllvm", "-amdgpu-internalize-symbols", "-Wno-override-module",
		"-fno-slp-vectorize"}
	if t.WaveSize == 64 && !strings.HasPrefix(arch, "gfx9") {
		cg = append(cg, "-mwavefrontsize64")
	}
	return cg
}

// fixups optimises device IR (text or bitcode) with the codegen's flags
// and rewrites the optimised IR for nvcc's numerics (DeviceIRFixups):
// products fused only where ptxas would fuse them and, unless
// --ptxamd-fast-nan, NVIDIA's NaN results. It returns the IR to compile,
// which needs no more optimisation.
func (d *Driver) fixups(a *args, arch string, t Target, ir, base string) (string, int) {
	opt := base + ".opt.ll"
	if rc := d.exec(d.TC.Clang, append(d.codegenFlags(a, arch, t), "-S", "-emit-llvm", "-x", "ir", ir, "-o", opt)...); rc != 0 {
		return "", rc
	}
	text, err := os.ReadFile(opt)
	if err != nil {
		return "", d.fail(err)
	}
	out := base + ".fix.ll"
	if err := os.WriteFile(out, []byte(DeviceIRFixups(fixASBitcasts(string(text)), !a.fastNaN)), 0o644); err != nil {
		return "", d.fail(err)
	}
	return out, 0
}

// codeObject compiles device IR (text or bitcode) to a code object with
// clang and ld.lld; base names the intermediate files.
func (d *Driver) codeObject(a *args, arch string, t Target, ir, base string) ([]byte, int) {
	ir, rc := d.fixups(a, arch, t, ir, base)
	if rc != 0 {
		return nil, rc
	}
	cg := append(d.codegenFlags(a, arch, t), "-Xclang", "-disable-llvm-passes", "-c", "-x", "ir", ir, "-o", base+".o")
	if rc := d.exec(d.TC.Clang, cg...); rc != 0 {
		return nil, rc
	}
	if rc := d.exec(d.TC.LLD, "-flavor", "gnu", "-m", "elf64_amdgpu", "--no-undefined", "-shared", base+".o", "-o", base+".hsaco"); rc != 0 {
		return nil, rc
	}
	hsaco, err := os.ReadFile(base + ".hsaco")
	if err != nil {
		return nil, d.fail(err)
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
	single := false
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
		// Single mode gives every PTX warp a wave of its own, so that warps
		// progress independently: on a wave64 lanes 32-63 stay idle and
		// the launch is remapped (single.go); on RDNA in wave32 the inline
		// PTX is wave32's, with the same remapped launch (every other
		// wave idle), so that the host side is one for all targets.
		if !a.singleLaunch() {
			// HIP code (ptxamd cc without the CUDA personality): its
			// threadIdx and launches are HIP's, which are not remapped.
			if !tg.Family.IsRDNA() || wave64 {
				return Target{}, fmt.Errorf("--ptxamd-warp-mode=single on a wave64 (%s) remaps the launch, which cuda_runtime.h does: use ptxamd nvcc (or --ptxamd-cuda), or paired or native64 (on RDNA in wave32, single is wave32)", name)
			}
			mode = "wave32"
			break
		}
		single = true
		mode = "single"
		if tg.Family.IsRDNA() && !wave64 {
			mode = "wave32"
		}
	default:
		return Target{}, fmt.Errorf("unknown --ptxamd-warp-mode %q (want auto, wave32, paired, single or native64)", mode)
	}
	ws := 64
	if mode == "wave32" {
		ws = 32
	}
	feat, err := tg.FeatureString(ws)
	if err != nil {
		return Target{}, err
	}
	if err := amdgpu.CheckMma(tg.Name, a.mma); err != nil {
		return Target{}, err
	}
	return Target{Arch: tg.Name, Mode: mode, WaveSize: ws, Features: feat, Mma: a.mma, Single: single}, nil
}

func (d *Driver) exec(tool string, argv ...string) int {
	d.show(tool, argv)
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

// show prints a command in verbose mode.
func (d *Driver) show(tool string, argv []string) {
	if !d.Verbose {
		return
	}
	p := d.VerbosePrefix
	if p == "" {
		p = "+ "
	}
	fmt.Fprintf(d.Stderr, "%s%s %s\n", p, tool, strings.Join(argv, " "))
}

// HIPLinkFlags link a program with the HIP runtime (what clang's
// --hip-link adds).
func HIPLinkFlags(tc *Toolchain) []string {
	return []string{"-L" + filepath.Join(tc.ROCm, "lib"), "-lamdhip64"}
}

// hipLink is HIPLinkFlags, with the CUDA library directory of
// CUDAToolkitDir first in the CUDA personality (-lcudart and the rest).
func (d *Driver) hipLink(a *args) []string {
	if a.cuda && a.incDir != "" {
		return append([]string{"-L" + filepath.Join(filepath.Dir(a.incDir), "lib64")}, HIPLinkFlags(d.TC)...)
	}
	return HIPLinkFlags(d.TC)
}

// sourcesIn reports whether any input is a source file (not an object,
// archive or library).
func sourcesIn(a *args) bool {
	for _, in := range a.inputs {
		switch strings.ToLower(filepath.Ext(in.path)) {
		case ".o", ".a", ".so", ".obj", ".lib":
		default:
			if !strings.Contains(filepath.Base(in.path), ".so.") {
				return true
			}
		}
	}
	return false
}

// archs0 is the first target, or "" before any is chosen.
func (a *args) archs0() string {
	if len(a.archs) == 0 {
		return ""
	}
	return a.archs[0]
}
