package ccwrap

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Nvcc is an nvcc command line translated for the wrapper (ptxamd nvcc).
type Nvcc struct {
	// CC holds the wrapper's arguments (Driver.Run), less the targets,
	// which come from SMs through the caller's sm → gfx mapping.
	CC []string
	// SMs are the real architectures asked for (-arch, -gencode's code=,
	// CMake's --generate-code), in order, without duplicates: "sm_80".
	SMs []string
	// AMDArchs are targets named directly (--amd-arch, -arch=gfxNNN).
	AMDArchs []string
	Version  bool // --version, -V
	Help     bool
	Verbose  bool // -v: print the commands as nvcc does (#$ lines)
	// ListArch is --list-gpu-arch or --list-gpu-code ("compute" or "sm").
	ListArch string
}

// NvccDefaultSM is nvcc 12's target when the command line names none.
const NvccDefaultSM = "sm_52"

// nvccIgnored are nvcc options that tune NVIDIA's tools (ptxas, nvlink,
// fatbinary, the host compiler choice, diagnostics numbering) and have
// no effect on an AMD build; each takes a value when true.
var nvccIgnored = map[string]bool{
	"-maxrregcount": true, "--maxrregcount": true, "-Xptxas": true, "--ptxas-options": true, "-Xnvlink": true,
	"--nvlink-options": true, "-Xfatbin": true, "--fatbin-options": true, "-Xcudafe": true, "--cudafe-options": true,
	"-Xcicc": true, "-ccbin": true, "--compiler-bindir": true, "-t": true, "--threads": true, "-cudart": true,
	"--cudart": true, "-cudadevrt": true, "--cudadevrt": true, "--keep-dir": true, "-keep-dir": true,
	"-diag-suppress": true, "--diag-suppress": true, "-diag-warn": true, "--diag-warn": true, "-diag-error": true,
	"--diag-error": true, "--default-stream": true, "-default-stream": true, "-split-compile": true,
	"--split-compile": true, "-Werror": true, "--Werror": true, "-lineinfo": false, "--generate-line-info": false, "-res-usage": false,
	"--resource-usage": false, "-m64": false, "--machine": true, "-allow-unsupported-compiler": false,
	"--allow-unsupported-compiler": false, "--display-error-number": false, "-Wno-deprecated-gpu-targets": false,
	"--Wno-deprecated-gpu-targets": false, "-restrict": false, "--restrict": false, "-extra-device-vectorization": false,
	"--extra-device-vectorization": false, "-src-in-ptx": false, "--source-in-ptx": false, "-use-local-env": false,
	"--use-local-env": false, "-forward-unknown-to-host-linker": false, "--forward-unknown-to-host-linker": false,
	"-dopt": true, "--dopt": true, "-Wext-lambda-captures-this": false, "-Wreorder": false, "-Wdefault-stream-launch": false,
	"-Wmissing-launch-bounds": false, "--no-display-error-number": false, "-static-global-template-stub": true,
	"--static-global-template-stub": true, "-jump-table-density": true,
}

// nvccUnsupported are nvcc modes with no AMD counterpart here.
var nvccUnsupported = map[string]string{
	"-ptx":             noPTX,
	"--ptx":            noPTX,
	"-run":             "-run is not supported: run the program yourself",
	"--run":            "-run is not supported: run the program yourself",
	"-dryrun":          "-dryrun is not supported (use -v to see the commands)",
	"--dryrun":         "-dryrun is not supported (use -v to see the commands)",
	"-dlto":            "device link-time optimisation (-dlto) is not supported",
	"--dlink-time-opt": "device link-time optimisation (-dlto) is not supported",
	"-optix-ir":        "OptiX IR is not supported",
	"-cuda":            "-cuda (writing the host side as C++) is not supported",
}

// noPTX says why -ptx is refused. The device code goes from CUDA C++
// through clang's HIP front end to AMDGPU LLVM IR; only the inline asm
// statements are PTX, and they are fragments (operands bound to C++
// values), not a module. Writing NVIDIA PTX for the whole device code
// would need an NVPTX compile of the source with NVIDIA-side headers,
// which this wrapper does not have.
const noPTX = "ptxamd nvcc cannot write PTX: it compiles CUDA C++ through clang's HIP front end straight to AMD code, " +
	"and only the inline asm statements are PTX (fragments, not a module). For the device code use -cubin " +
	"(an AMD code object per target), -fatbin (an offload bundle of them), or --cuda-device-only -S/-S -emit-llvm " +
	"(AMD assembly or LLVM IR); PTX written elsewhere is translated by ptxamd ptxas / ptxamd build"

// passValue are options with a value that go to clang as they are.
var passValue = map[string]bool{
	"-I": true, "-D": true, "-U": true, "-L": true, "-l": true, "-o": true, "-isystem": true, "-include": true,
	"-MF": true, "-MT": true, "-MQ": true, "-idirafter": true, "-iquote": true, "-imacros": true,
}

// longValue maps nvcc's long spellings with a value to clang's.
var longValue = map[string]string{
	"--include-path": "-I", "--define-macro": "-D", "--undefine-macro": "-U", "--library-path": "-L",
	"--library": "-l", "--output-file": "-o", "--system-include": "-isystem", "--pre-include": "-include",
	"--dependency-output": "-MF", "--dependency-target-name": "-MT",
}

// nvccFlag maps nvcc flags without a value to the wrapper's.
var nvccFlag = map[string][]string{
	"-c": {"-c"}, "--compile": {"-c"}, "-E": {"-E"}, "--preprocess": {"-E"}, "-M": {"-M"}, "--generate-dependencies": {"-M"},
	"-MM": {"-MM"}, "--generate-nonsystem-dependencies": {"-MM"}, "-MD": {"-MD"}, "--generate-dependencies-with-compile": {"-MD"},
	"-MMD": {"-MMD"}, "--generate-nonsystem-dependencies-with-compile": {"-MMD"}, "-MP": {"-MP"}, "--generate-dependency-targets": {"-MP"},
	"-g": {"-g"}, "--debug": {"-g"}, "-G": {"-g", "-ffp-contract=off"}, "--device-debug": {"-g", "-ffp-contract=off"}, "-w": {"-w"}, "--disable-warnings": {"-w"},
	"-shared": {"-shared"}, "--shared": {"-shared"}, "-pg": {"-pg"}, "-dc": {"-c", "-fgpu-rdc"}, "--device-c": {"-c", "-fgpu-rdc"},
	"-dw": {"-c"}, "--device-w": {"-c"}, "-cubin": {"--cuda-device-only", "-c", "--ptxamd-out-ext=.cubin"},
	"--cubin": {"--cuda-device-only", "-c", "--ptxamd-out-ext=.cubin"}, "-fatbin": {"--cuda-device-only", "-c", "--ptxamd-fatbin"},
	"--fatbin": {"--cuda-device-only", "-c", "--ptxamd-fatbin"}, "-dlink": {"--ptxamd-device-link"}, "--device-link": {"--ptxamd-device-link"},
	"-lib": {"--ptxamd-lib"}, "--lib": {"--ptxamd-lib"},
	"--expt-relaxed-constexpr": {"-D__CUDACC_RELAXED_CONSTEXPR__=1"}, "-expt-relaxed-constexpr": {"-D__CUDACC_RELAXED_CONSTEXPR__=1"},
	"--expt-extended-lambda": {"-D__CUDACC_EXTENDED_LAMBDA__=1"}, "-expt-extended-lambda": {"-D__CUDACC_EXTENDED_LAMBDA__=1"},
	"--extended-lambda": {"-D__CUDACC_EXTENDED_LAMBDA__=1"}, "-extended-lambda": {"-D__CUDACC_EXTENDED_LAMBDA__=1"},
	"--use_fast_math": {"--ptxamd-fast-math"}, "-use_fast_math": {"--ptxamd-fast-math"},
	"--keep": {"--ptxamd-save-temps"}, "-keep": {"--ptxamd-save-temps"}, "-save-temps": {"--ptxamd-save-temps"},
	"--save-temps": {"--ptxamd-save-temps"}, "-fsyntax-only": {"-fsyntax-only"}, "-pthread": {"-pthread"},
}

var (
	gencodeRE = regexp.MustCompile(`^arch=([^,]+),code=(.+)$`)
	smRE      = regexp.MustCompile(`^(sm|compute|lto)_(\d+)([af]?)$`)
)

// TranslateNvcc reads an nvcc command line (without the program name).
func TranslateNvcc(argv []string) (*Nvcc, error) {
	argv, err := expandOptionsFiles(argv, 0)
	if err != nil {
		return nil, err
	}
	n := &Nvcc{}
	cc := []string{"--ptxamd-cuda"}
	forward := false
	odir := ""
	seen := map[string]bool{}
	addSM := func(code string) error {
		for _, c := range strings.Split(strings.Trim(code, "[]\""), ",") {
			c = strings.TrimSpace(c)
			switch {
			case c == "":
			case strings.HasPrefix(c, "gfx"):
				n.AMDArchs = append(n.AMDArchs, c)
			case c == "native" || c == "all" || c == "all-major":
				// One target: the mapping's (PTXAMD_ARCH, the arch map, the default).
				if !seen["sm_80"] {
					seen["sm_80"] = true
					n.SMs = append(n.SMs, "sm_80")
				}
			default:
				m := smRE.FindStringSubmatch(c)
				if m == nil {
					return fmt.Errorf("unsupported GPU architecture %q (want sm_XX, compute_XX or a gfx target)", c)
				}
				sm := "sm_" + m[2] + m[3] // sm_90a keeps its "a" (__CUDA_ARCH_FEAT_SM90_ALL)
				if !seen[sm] {
					seen[sm] = true
					n.SMs = append(n.SMs, sm)
				}
			}
		}
		return nil
	}
	// arch= and code= of -gencode: the code list names what to build;
	// a virtual compute_XX alone stands for its sm_XX.
	gencode := func(v string) error {
		m := gencodeRE.FindStringSubmatch(strings.Trim(v, "\""))
		if m == nil {
			return fmt.Errorf("-gencode %q: want arch=compute_XX,code=sm_XX (or code=[sm_XX,compute_XX])", v)
		}
		return addSM(m[2])
	}
	for i := 0; i < len(argv); i++ {
		s := argv[i]
		value := func() (string, error) {
			if i+1 >= len(argv) {
				return "", fmt.Errorf("missing value after %s", s)
			}
			i++
			return argv[i], nil
		}
		name, val, hasEq := strings.Cut(s, "=")
		if !strings.HasPrefix(s, "-") || s == "-" {
			cc = append(cc, s)
			continue
		}
		switch {
		case s == "--version" || s == "-V":
			n.Version = true
		case s == "--help" || s == "-h":
			n.Help = true
		case s == "-v" || s == "--verbose":
			n.Verbose = true
			cc = append(cc, "--ptxamd-verbose")
		case s == "--list-gpu-arch" || s == "-arch-ls":
			n.ListArch = "compute"
		case s == "--list-gpu-code" || s == "-code-ls":
			n.ListArch = "sm"
		case name == "-arch" || name == "--gpu-architecture" || name == "-code" || name == "--gpu-code":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			if err := addSM(v); err != nil {
				return nil, fmt.Errorf("%s: %v", name, err)
			}
		case name == "-gencode" || name == "--generate-code":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			if err := gencode(v); err != nil {
				return nil, err
			}
		case name == "--amd-arch" || name == "-amd-arch":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			n.AMDArchs = append(n.AMDArchs, strings.Split(v, ",")...)
		case name == "--amd-fast-nan" || name == "-amd-fast-nan" || name == "--ptxamd-fast-nan":
			cc = append(cc, "--ptxamd-fast-nan")
		case name == "--amd-mma" || name == "-amd-mma" || name == "--ptxamd-mma":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			cc = append(cc, "--ptxamd-mma="+v)
		case name == "--warp-mode" || name == "--ptxamd-warp-mode":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			cc = append(cc, "--ptxamd-warp-mode="+v)
		case name == "-Xcompiler" || name == "--compiler-options" || name == "-Xlinker" || name == "--linker-options":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			for _, f := range splitOptionList(v) {
				if name == "-Xlinker" || name == "--linker-options" {
					cc = append(cc, "-Xlinker", f)
				} else {
					cc = append(cc, f)
				}
			}
		case name == "-rdc" || name == "--relocatable-device-code":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			switch v {
			case "true":
				cc = append(cc, "-fgpu-rdc")
			case "false":
				cc = append(cc, "-fno-gpu-rdc")
			default:
				return nil, fmt.Errorf("%s: want true or false, got %q", name, v)
			}
		case name == "-x" || name == "--x":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			if v == "cu" {
				v = "cuda"
			}
			cc = append(cc, "-x", v)
		case name == "-std" || name == "--std":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			cc = append(cc, "-std="+v)
		case name == "-O" || name == "--optimize":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			cc = append(cc, "-O"+v)
		case name == "-fmad" || name == "--fmad":
			if val == "false" {
				cc = append(cc, "-ffp-contract=off")
			}
		case name == "-libdevice-directory" || name == "--libdevice-directory" || name == "-ldir":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			cc = append(cc, "--ptxamd-libdevice="+filepath.Join(v, "libdevice.10.bc"))
		case name == "-ftz" || name == "--ftz" || name == "-prec-div" || name == "--prec-div" || name == "-prec-sqrt" || name == "--prec-sqrt":
			// The C++ code keeps IEEE division, square root and
			// denormals (what nvcc gives without --use_fast_math);
			// libdevice's functions (--libdevice-directory) follow
			// --ftz and --prec-sqrt, as nvcc's do.
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			if v != "true" && v != "false" {
				return nil, fmt.Errorf("%s: want true or false, got %q", name, v)
			}
			switch strings.TrimLeft(name, "-") {
			case "ftz":
				cc = append(cc, "--ptxamd-ftz="+v)
			case "prec-sqrt":
				cc = append(cc, "--ptxamd-prec-sqrt="+v)
			}
		case name == "-odir" || name == "--output-directory":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			odir = v
		case name == "-forward-unknown-to-host-compiler" || name == "--forward-unknown-to-host-compiler":
			forward = true
		case nvccIgnoredTakesValue(name, hasEq):
			if _, err := value(); err != nil {
				return nil, err
			}
		case isIgnored(name):
		case nvccUnsupported[name] != "":
			return nil, fmt.Errorf("unsupported nvcc option '%s': %s", name, nvccUnsupported[name])
		case nvccFlag[s] != nil:
			cc = append(cc, nvccFlag[s]...)
		case longValue[name] != "":
			v := val
			if !hasEq {
				var err error
				if v, err = value(); err != nil {
					return nil, err
				}
			}
			cc = append(cc, longValue[name], v)
		case passValue[s]:
			v, err := value()
			if err != nil {
				return nil, err
			}
			cc = append(cc, s, v)
		case len(s) > 2 && (strings.HasPrefix(s, "-I") || strings.HasPrefix(s, "-D") || strings.HasPrefix(s, "-U") ||
			strings.HasPrefix(s, "-L") || strings.HasPrefix(s, "-l") || strings.HasPrefix(s, "-O")):
			cc = append(cc, s)
		case strings.HasPrefix(s, "-W") || strings.HasPrefix(s, "-f") || strings.HasPrefix(s, "-m") ||
			strings.HasPrefix(s, "-Wl,") || s == "-rdynamic" || s == "-static" || s == "-pie" || s == "-no-pie" || forward:
			// Host-compiler flags nvcc passes on (-Wall, -fPIC, -march=...).
			cc = append(cc, s)
		default:
			return nil, fmt.Errorf("unsupported nvcc option '%s' (ptxamd nvcc: pass host-compiler flags with -Xcompiler, or add -forward-unknown-to-host-compiler)", s)
		}
	}
	if odir != "" {
		cc = outputDirectory(cc, odir)
	}
	// nvcc optimises device code unless told otherwise (-O3 to ptxas):
	// so does the device side here.
	opt := false
	for _, c := range cc {
		opt = opt || strings.HasPrefix(c, "-O") || c == "-g"
	}
	if !opt {
		cc = append(cc, "-O3")
	}
	n.CC = cc
	return n, nil
}

// expandOptionsFiles replaces each --options-file FILE (-optf FILE,
// --options-file=FILE; CMake passes the objects and libraries of a device
// link that way) with the arguments the file holds: words separated by
// white space, with '...' and "..." quoting and backslash escapes.
// Files may name files (depth ≤ 8).
func expandOptionsFiles(argv []string, depth int) ([]string, error) {
	var out []string
	for i := 0; i < len(argv); i++ {
		s := argv[i]
		name, val, hasEq := strings.Cut(s, "=")
		if name != "--options-file" && name != "-optf" {
			out = append(out, s)
			continue
		}
		if !hasEq {
			if i+1 >= len(argv) {
				return nil, fmt.Errorf("missing value after %s", s)
			}
			i++
			val = argv[i]
		}
		if depth >= 8 {
			return nil, fmt.Errorf("%s %s: options files nested too deep", name, val)
		}
		for _, f := range strings.Split(val, ",") {
			text, err := os.ReadFile(f)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", name, err)
			}
			words, err := splitWords(string(text))
			if err != nil {
				return nil, fmt.Errorf("%s %s: %v", name, f, err)
			}
			words, err = expandOptionsFiles(words, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, words...)
		}
	}
	return out, nil
}

// splitWords splits an options file's text as a shell would split words
// (no expansions).
func splitWords(text string) ([]string, error) {
	var out []string
	var cur strings.Builder
	inWord := false
	quote := byte(0)
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote == '\'' && c != '\'':
			cur.WriteByte(c)
		case quote != 0 && c == quote:
			quote = 0
		case c == '\\' && quote != '\'' && i+1 < len(text):
			i++
			cur.WriteByte(text[i])
			inWord = true
		case quote == 0 && (c == '\'' || c == '"'):
			quote = c
			inWord = true
		case quote == 0 && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unterminated %c quote", quote)
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out, nil
}

// outputDirectory applies nvcc's -odir DIR: a compile (-c) of one source
// without -o writes DIR/STEM.o, and a dependency file's target (-M, -MD
// without -MT) names that object.
func outputDirectory(cc []string, dir string) []string {
	compile, hasOut, hasMT, deps := false, false, false, false
	var srcs []string
	for i, c := range cc {
		switch {
		case c == "-c":
			compile = true
		case c == "-o":
			hasOut = true
		case c == "-MT" || c == "-MQ":
			hasMT = true
		case c == "-M" || c == "-MM" || c == "-MD" || c == "-MMD":
			deps = true
		case !strings.HasPrefix(c, "-") && (i == 0 || !passValue[cc[i-1]] && cc[i-1] != "-x" && cc[i-1] != "-Xlinker"):
			switch strings.ToLower(filepath.Ext(c)) {
			case ".cu", ".c", ".cc", ".cpp", ".cxx", ".hip":
				srcs = append(srcs, c)
			}
		}
	}
	if len(srcs) != 1 {
		return cc
	}
	obj := filepath.Join(dir, strings.TrimSuffix(filepath.Base(srcs[0]), filepath.Ext(srcs[0]))+".o")
	if compile && !hasOut {
		cc = append(cc, "-o", obj)
	}
	if deps && !hasMT {
		cc = append(cc, "-MT", obj)
	}
	return cc
}

func isIgnored(name string) bool {
	_, ok := nvccIgnored[name]
	return ok
}

// nvccIgnoredTakesValue reports whether an ignored option's value is the
// next argument.
func nvccIgnoredTakesValue(name string, hasEq bool) bool {
	return nvccIgnored[name] && !hasEq
}

// splitOptionList splits -Xcompiler's comma list; a comma inside quotes
// stays.
func splitOptionList(v string) []string {
	var out []string
	var cur strings.Builder
	quote := byte(0)
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '"' || c == '\''):
			quote = c
		case quote == 0 && c == ',':
			if cur.Len() > 0 {
				out = append(out, cur.String())
			}
			cur.Reset()
		default:
			cur.WriteByte(c)
		}
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

// SMNumber turns "sm_80" into 800 (__CUDA_ARCH__'s spelling).
func SMNumber(sm string) (int, error) {
	m := smRE.FindStringSubmatch(sm)
	if m == nil {
		return 0, fmt.Errorf("not an sm: %q", sm)
	}
	v, err := strconv.Atoi(m[2])
	return v * 10, err
}

// SMSuffix is the "a" of an architecture-specific sm (sm_90a) or the "f"
// of a family-specific one (sm_100f), else "".
func SMSuffix(sm string) string {
	if m := smRE.FindStringSubmatch(sm); m != nil {
		return m[3]
	}
	return ""
}

// NvccTargets turns the SMs into wrapper arguments, mapping each with
// resolve (sm → gfx): --offload-arch=GFX and --ptxamd-cuda-arch=GFX=NNN.
// Targets named directly (AMDArchs) replace the mapping, with the first
// SM's __CUDA_ARCH__. Two SMs mapped to one gfx keep the first.
func (n *Nvcc) NvccTargets(resolve func(sm string) (string, error)) ([]string, error) {
	sms := n.SMs
	if len(sms) == 0 {
		sms = []string{NvccDefaultSM}
	}
	var out []string
	done := map[string]bool{}
	add := func(gfx, sm string) error {
		if done[gfx] {
			return nil
		}
		done[gfx] = true
		num, err := SMNumber(sm)
		if err != nil {
			return err
		}
		out = append(out, "--offload-arch="+gfx, fmt.Sprintf("--ptxamd-cuda-arch=%s=%d%s", gfx, num, SMSuffix(sm)))
		return nil
	}
	if len(n.AMDArchs) > 0 {
		for _, g := range n.AMDArchs {
			if err := add(g, sms[0]); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	for _, sm := range sms {
		gfx, err := resolve(sm)
		if err != nil {
			return nil, err
		}
		if err := add(gfx, sm); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// NvccListArch lists the architectures nvcc --list-gpu-arch/-code would.
func NvccListArch(kind string) []string {
	nums := []int{50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90}
	sort.Ints(nums)
	var out []string
	for _, v := range nums {
		out = append(out, fmt.Sprintf("%s_%d", kind, v))
	}
	return out
}
