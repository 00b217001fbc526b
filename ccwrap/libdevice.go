package ccwrap

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/llir/llvm/ir/enum"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// EnvLibdevice names CUDA's libdevice.10.bc for the device math
// functions when no --ptxamd-libdevice (nvcc: --libdevice-directory) is
// given; LibdeviceNone there turns off the search for a CUDA toolkit's.
const EnvLibdevice = "PTXAMD_LIBDEVICE"

// LibdeviceNone as $PTXAMD_LIBDEVICE keeps HIP's math functions even where
// a CUDA toolkit is installed.
const LibdeviceNone = "none"

// LibdeviceSearch lists where FindLibdevice looks for a CUDA toolkit's
// libdevice.10.bc, in order: the toolkit that $CUDA_PATH, $CUDA_HOME or
// $CUDA_ROOT names, /usr/local/cuda (NVIDIA's installers), /opt/cuda
// (Arch Linux) and Debian's and Ubuntu's nvidia-cuda-toolkit package.
func LibdeviceSearch() []string {
	var paths []string
	for _, env := range []string{"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"} {
		if root := os.Getenv(env); root != "" {
			paths = append(paths, filepath.Join(root, "nvvm", "libdevice", "libdevice.10.bc"))
		}
	}
	return append(paths,
		"/usr/local/cuda/nvvm/libdevice/libdevice.10.bc",
		"/opt/cuda/nvvm/libdevice/libdevice.10.bc",
		"/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc")
}

// FindLibdevice returns the first libdevice.10.bc of LibdeviceSearch that
// is a regular file, or "". nvcc takes its math functions from its own
// toolkit's; where one is installed, so does the drop-in.
func FindLibdevice() string {
	for _, p := range LibdeviceSearch() {
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
			return p
		}
	}
	return ""
}

// ResolveLibdevice is the libdevice.10.bc of the CUDA personality when no
// option names one: $PTXAMD_LIBDEVICE's ("" for LibdeviceNone), else
// FindLibdevice's.
func ResolveLibdevice() string {
	if v, ok := os.LookupEnv(EnvLibdevice); ok && v != "" {
		if v == LibdeviceNone {
			return ""
		}
		return v
	}
	return FindLibdevice()
}

// libdeviceName maps the device library's function names (__ocml_NAME_f32
// and _f64, by NAME) to libdevice's (CUDA's name: __nv_CUDA + "f" for f32,
// __nv_CUDA for f64). Each pair takes and returns the same types: floats,
// and the i32 of ldexp, scalbn, pown, ilogb, jn and yn in the same place.
// sincos and sincospi go through wrappers (libdeviceSinCos); the other
// functions with pointer results (modf, frexp, remquo), exact in both
// libraries, keep HIP's.
var libdeviceName = map[string]string{
	"sin": "sin", "cos": "cos", "tan": "tan", "asin": "asin", "acos": "acos", "atan": "atan", "atan2": "atan2",
	"sinh": "sinh", "cosh": "cosh", "tanh": "tanh", "asinh": "asinh", "acosh": "acosh", "atanh": "atanh",
	"exp": "exp", "exp2": "exp2", "exp10": "exp10", "expm1": "expm1",
	"log": "log", "log2": "log2", "log10": "log10", "log1p": "log1p", "logb": "logb", "ilogb": "ilogb",
	"pow": "pow", "pown": "powi", "cbrt": "cbrt", "rcbrt": "rcbrt", "rsqrt": "rsqrt", "hypot": "hypot", "rhypot": "rhypot",
	"erf": "erf", "erfc": "erfc", "erfinv": "erfinv", "erfcinv": "erfcinv", "erfcx": "erfcx",
	"lgamma": "lgamma", "tgamma": "tgamma", "fmod": "fmod", "remainder": "remainder", "fdim": "fdim",
	"sinpi": "sinpi", "cospi": "cospi", "j0": "j0", "j1": "j1", "y0": "y0", "y1": "y1", "jn": "jn", "yn": "yn",
	"ncdf": "normcdf", "ncdfinv": "normcdfinv", "i0": "cyl_bessel_i0", "i1": "cyl_bessel_i1",
	"len3": "norm3d", "len4": "norm4d", "rlen3": "rnorm3d", "rlen4": "rnorm4d",
	"ldexp": "ldexp", "scalbn": "scalbn", "nextafter": "nextafter", "sqrt": "sqrt",
}

// hipHeaderMath are CUDA math functions HIP's headers define themselves
// (jn and yn by a recurrence over j0/j1 and y0/y1) instead of calling the
// device library: their mangled names, libdevice's names and signatures.
var hipHeaderMath = map[string][2]string{
	"_ZL2jnid":  {"__nv_jn", "double(i32, double)"},
	"_ZL2ynid":  {"__nv_yn", "double(i32, double)"},
	"_ZL3jnfif": {"__nv_jnf", "float(i32, float)"},
	"_ZL3ynfif": {"__nv_ynf", "float(i32, float)"},
}

// hipHeaderCallRE finds a call of one.
var hipHeaderCallRE = regexp.MustCompile(`@(_ZL2jnid|_ZL2ynid|_ZL3jnfif|_ZL3ynfif)\(`)

// libdeviceSinCos are the device library's functions that return the
// sine and store the cosine through a private pointer, which libdevice's
// counterparts (__nv_sincosf(x, &s, &c)) return through two pointers.
var libdeviceSinCos = map[string]bool{"sincos": true, "sincospi": true}

// sinCosWrapper names the function that gives __ocml_NAME_fBITS's
// signature over libdevice's sincos forms.
const sinCosWrapper = "__ptxamd_nvw_"

// libdeviceFast are the f32 functions nvcc's --use_fast_math turns into
// the unit's intrinsics, as libdevice's __nv_fast_ forms.
var libdeviceFast = map[string]bool{"sin": true, "cos": true, "tan": true, "exp": true, "exp10": true,
	"log": true, "log2": true, "log10": true, "pow": true, "tanh": true}

// nvSinCos is libdevice's sincos or sincospi of NAME_fBITS.
func nvSinCos(name, bits string) string {
	if bits == "64" {
		return "__nv_" + name
	}
	return "__nv_" + name + "f"
}

// nvName is libdevice's name for the device library's function NAME_fBITS.
func nvName(name, bits string, fast bool) string {
	cuda := libdeviceName[name]
	if bits == "64" {
		return "__nv_" + cuda
	}
	if fast && libdeviceFast[name] {
		return "__nv_fast_" + cuda + "f"
	}
	return "__nv_" + cuda + "f"
}

// ocmlDeclRE finds the device library's functions (linked into clang's IR,
// or declared): return type, NAME, 32 or 64, parameter list.
var ocmlDeclRE = regexp.MustCompile(`(?m)^(?:declare|define) [^@\n]*?(float|double|i32) @__ocml_([a-z0-9]+)_f(32|64)\((.*)\)`)

// reachableFuncs are the functions of IR lines that kernels, functions
// other units may call (external linkage) and global initialisers
// (vtables, function-pointer tables) reach through references.
func reachableFuncs(lines []string) map[string]bool {
	refs := map[string][]string{}
	var roots []string
	cur := ""
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "define "):
			m := defineNameRE.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			cur = m[1]
			if strings.Contains(l, "amdgpu_kernel") || !localLinkageRE.MatchString(l) {
				roots = append(roots, cur)
			}
		case l == "}":
			cur = ""
		case strings.Contains(l, "@"):
			for _, m := range globalRefRE.FindAllStringSubmatch(l, -1) {
				if cur == "" {
					if !strings.HasPrefix(l, "declare ") && !strings.HasPrefix(l, "attributes ") {
						roots = append(roots, m[1])
					}
				} else {
					refs[cur] = append(refs[cur], m[1])
				}
			}
		}
	}
	seen := map[string]bool{}
	for len(roots) > 0 {
		f := roots[len(roots)-1]
		roots = roots[:len(roots)-1]
		if seen[f] {
			continue
		}
		seen[f] = true
		roots = append(roots, refs[f]...)
	}
	return seen
}

// localLinkageRE matches a definition other units cannot call.
var localLinkageRE = regexp.MustCompile(`^define (?:internal|private|linkonce|linkonce_odr|weak|weak_odr|available_externally) `)

// globalRefRE finds a reference to a global or function.
var globalRefRE = regexp.MustCompile(`@([-A-Za-z$._0-9]+)`)

// ptrParamRE finds a private pointer among a parameter list's types.
var ptrParamRE = regexp.MustCompile(`^ptr addrspace\(5\)`)

// ocmlCallRE finds a call of one, NAME and 32 or 64, or of an LLVM
// intrinsic HIP's headers use for a CUDA math function (expf is
// __builtin_expf): its NAME and f32 or f64.
var ocmlCallRE = regexp.MustCompile(`@(?:__ocml_([a-z0-9]+)_f(32|64)|llvm\.(exp|exp2|exp10|log|log2|log10|sin|cos|pow|sqrt)\.f(32|64))\(`)

// LibdeviceCalls points the calls of HIP's device math library
// (__ocml_NAME_f32/_f64, in unoptimised IR, outside the library's own
// functions) at libdevice's functions of CUDA's names, as nvcc's
// headers call them, and declares those. fast is --use_fast_math
// (__nv_fast_sinf and the like for the functions it maps to intrinsics).
// approxSqrt is nvcc's --prec-sqrt=false: sqrtf is libdevice's too (its
// sqrt.approx form; otherwise LLVM's square root, correctly rounded as
// sqrt.rn is). It returns the module and libdevice's declarations it
// added, by name.
func LibdeviceCalls(irText string, fast, approxSqrt bool) (string, map[string]string) {
	decls := map[string]string{}
	for _, m := range ocmlDeclRE.FindAllStringSubmatch(irText, -1) {
		if _, ok := libdeviceName[m[2]]; !ok && !libdeviceSinCos[m[2]] {
			continue
		}
		var ps []string
		for _, p := range strings.Split(m[4], ",") {
			p = strings.TrimSpace(p)
			if ptrParamRE.MatchString(p) {
				ps = append(ps, "ptr addrspace(5)")
			} else if f := strings.Fields(p); len(f) > 0 {
				ps = append(ps, f[0]) // the type, without attributes or a name
			}
		}
		decls["__ocml_"+m[2]+"_f"+m[3]] = fmt.Sprintf("%s(%s)", m[1], strings.Join(ps, ", "))
	}
	if len(decls) == 0 {
		return irText, nil
	}
	used := map[string]string{}
	lines := strings.Split(irText, "\n")
	// Functions the kernels cannot reach (the headers' wrappers of
	// functions the program does not call) are left alone: each libdevice
	// function named is compiled.
	referenced := reachableFuncs(lines)
	lib := false
	for i, l := range lines {
		if strings.HasPrefix(l, "define ") {
			m := defineNameRE.FindStringSubmatch(l)
			lib = m != nil && (strings.HasPrefix(m[1], "__ocml_") || strings.HasPrefix(m[1], "__ockl_") ||
				strings.HasPrefix(m[1], "__oclc_") || !referenced[m[1]])
			continue
		}
		if lib || !strings.HasPrefix(l, " ") || !strings.Contains(l, "call ") || !strings.Contains(l, "@") {
			continue
		}
		if strings.Contains(l, "@_ZL") {
			l = hipHeaderCallRE.ReplaceAllStringFunc(l, func(s string) string {
				nv := hipHeaderMath[s[1:len(s)-1]]
				used[nv[0]] = nv[1]
				return "@" + nv[0] + "("
			})
		}
		lines[i] = ocmlCallRE.ReplaceAllStringFunc(l, func(s string) string {
			m := ocmlCallRE.FindStringSubmatch(s)
			name, bits := m[1], m[2]
			sig, ok := decls["__ocml_"+name+"_f"+bits]
			if m[3] == "sqrt" && (m[4] != "32" || !approxSqrt) {
				return s
			}
			if m[3] != "" {
				name, bits = m[3], m[4]
				t := map[string]string{"32": "float", "64": "double"}[bits]
				sig, ok = t+"("+t+")", true
				if name == "pow" {
					sig = t + "(" + t + ", " + t + ")"
				}
			}
			if !ok {
				return s
			}
			nv := nvName(name, bits, fast)
			if libdeviceSinCos[name] {
				nv = sinCosWrapper + strings.TrimPrefix(nvSinCos(name, bits), "__nv_")
			}
			used[nv] = sig
			return "@" + nv + "("
		})
	}
	if len(used) == 0 {
		return irText, nil
	}
	names := make([]string, 0, len(used))
	for n := range used {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		ret, params, _ := strings.Cut(used[n], "(")
		lines = append(lines, fmt.Sprintf("declare %s @%s(%s", ret, n, params))
	}
	return strings.Join(lines, "\n"), used
}

// libdeviceReflect is what libdevice's __nvvm_reflect queries answer for
// a compile: __CUDA_ARCH (800 for sm_80), __CUDA_FTZ and __CUDA_PREC_SQRT
// (nvcc's --ftz and --prec-sqrt, which --use_fast_math sets to true and
// false).
type libdeviceReflect struct {
	arch     int
	ftz      bool
	precSqrt bool
}

func (r libdeviceReflect) value(name string) int {
	switch name {
	case "__CUDA_ARCH":
		return r.arch
	case "__CUDA_FTZ":
		if r.ftz {
			return 1
		}
	case "__CUDA_PREC_SQRT":
		if r.precSqrt {
			return 1
		}
	}
	return 0
}

var (
	reflectStrRE  = regexp.MustCompile(`(?m)^(@[-A-Za-z$._0-9]+) = [^\n]*constant \[\d+ x i8\] c"([A-Za-z_0-9]+)\\00"`)
	reflectCallRE = regexp.MustCompile(`= (?:tail )?call i32 @__nvvm_reflect\(ptr (@[-A-Za-z$._0-9]+)\)(?: #\d+)?`)
)

// resolveReflect replaces every __nvvm_reflect call of linked libdevice
// IR by its answer, as NVVM and LLVM's NVVMReflect pass do.
func resolveReflect(text string, r libdeviceReflect) (string, error) {
	strs := map[string]string{}
	for _, m := range reflectStrRE.FindAllStringSubmatch(text, -1) {
		strs[m[1]] = m[2]
	}
	var bad error
	text = reflectCallRE.ReplaceAllStringFunc(text, func(s string) string {
		g := reflectCallRE.FindStringSubmatch(s)[1]
		name, ok := strs[g]
		if !ok {
			bad = fmt.Errorf("libdevice: __nvvm_reflect of %s, which is no string constant", g)
			return s
		}
		return fmt.Sprintf("= add i32 0, %d", r.value(name))
	})
	return text, bad
}

// tanhApproxRE finds a call of NVVM's tanh.approx.f32 intrinsic.
var tanhApproxRE = regexp.MustCompile(`call((?: [a-z]+)*) float @llvm\.nvvm\.tanh\.approx\.f32\(`)

// attrBodyRE finds an attribute group's body, less its closing brace.
var attrBodyRE = regexp.MustCompile(`(?m)^(attributes #\d+ = \{[^}\n]*?) ?\}$`)

// externFuncRE finds a function the PTX declares but does not define.
var externFuncRE = regexp.MustCompile(`(?m)^\.extern \.func\s+(?:\([^)]*\)\s*)?([A-Za-z_$][-A-Za-z0-9_$.]*)`)

// libdevicePrefix renames libdevice's functions in their PTX, so that the
// C-ABI wrappers can take the __nv_ names.
const libdevicePrefix = "__ptxamd_libdevice"

// libdeviceModule compiles the libdevice functions used (by name, with
// their IR signatures) for target t: linked out of libdevice.10.bc,
// reflect queries answered, compiled to PTX by clang's NVPTX back end,
// and that PTX translated like any other, so that each function computes
// what it computes on NVIDIA's GPU. It returns an IR module (text) that
// defines each __nv_ name with its C signature.
func (d *Driver) libdeviceModule(libdevice string, used map[string]string, r libdeviceReflect, t Target, irText, base string) (string, int) {
	if _, err := os.Stat(libdevice); err != nil {
		return "", d.fail(fmt.Errorf("libdevice (--ptxamd-libdevice, nvcc's --libdevice-directory, $%s or a CUDA toolkit's; $%s=%s for HIP's math functions): %v", EnvLibdevice, EnvLibdevice, LibdeviceNone, err))
	}
	cpu, features := clangTargetAttrs(irText)
	names := make([]string, 0, len(used))
	for n := range used {
		names = append(names, n)
	}
	sort.Strings(names)
	var need strings.Builder
	need.WriteString("target triple = \"nvptx64-nvidia-cuda\"\n")
	var refs []string
	nvs := make([]string, len(names)) // libdevice's function of each name
	for i, n := range names {
		ret, params, _ := strings.Cut(used[n], "(")
		nvs[i] = n
		if strings.HasPrefix(n, sinCosWrapper) {
			// float(float, ptr addrspace(5)) over void(float, ptr, ptr)
			nvs[i] = "__nv_" + strings.TrimPrefix(n, sinCosWrapper)
			ret, params = "void", ret+", ptr, ptr)"
		}
		fmt.Fprintf(&need, "declare %s @%s(%s\n", ret, nvs[i], params)
		refs = append(refs, "ptr @"+nvs[i])
	}
	fmt.Fprintf(&need, "@llvm.used = appending global [%d x ptr] [%s], section \"llvm.metadata\"\n", len(refs), strings.Join(refs, ", "))
	if err := os.WriteFile(base+".nv.need.ll", []byte(need.String()), 0o644); err != nil {
		return "", d.fail(err)
	}
	linked := base + ".nv.linked.ll"
	if rc := d.exec(d.TC.LLVMLink, "-S", "--only-needed", base+".nv.need.ll", libdevice, "-o", linked); rc != 0 {
		return "", rc
	}
	text, err := os.ReadFile(linked)
	if err != nil {
		return "", d.fail(err)
	}
	resolved, err := resolveReflect(string(text), r)
	if err != nil {
		return "", d.fail(err)
	}
	// NVVM's tanh.approx intrinsic (__nv_fast_tanhf), which LLVM 19's
	// NVPTX back end does not know: the instruction itself.
	resolved = tanhApproxRE.ReplaceAllString(resolved, `call$1 float asm "tanh.approx.f32 $$0, $$1;", "=f,f"(`)
	if r.ftz {
		// nvcc's --ftz=true flushes every f32 operation, not only the
		// branches libdevice asks __CUDA_FTZ about: the NVPTX back end
		// writes .ftz forms for functions with this attribute.
		resolved = attrBodyRE.ReplaceAllString(resolved, `$1 "denormal-fp-math-f32"="preserve-sign,preserve-sign" }`)
	}
	if err := os.WriteFile(base+".nv.reflect.ll", []byte(resolved), 0o644); err != nil {
		return "", d.fail(err)
	}
	sm := fmt.Sprintf("sm_%d", r.arch/10)
	if r.arch < 520 {
		sm = "sm_52"
	}
	ptxFile := base + ".nv.ptx"
	if rc := d.exec(d.TC.Clang, "-target", "nvptx64-nvidia-cuda", "-march="+sm, "-O3", "-Wno-override-module",
		"-ffp-contract=off", "-S", "-x", "ir", base+".nv.reflect.ll", "-o", ptxFile); rc != 0 {
		return "", rc
	}
	ptx, err := os.ReadFile(ptxFile)
	if err != nil {
		return "", d.fail(err)
	}
	if m := externFuncRE.FindStringSubmatch(string(ptx)); m != nil {
		return "", d.fail(fmt.Errorf("libdevice: %s calls %s, which clang's NVPTX back end leaves undefined", ptxFile, m[1]))
	}
	src := strings.ReplaceAll(string(ptx), "__nv_", libdevicePrefix+"_nv_")
	keep := make([]string, len(names))
	for i := range names {
		keep[i] = libdevicePrefix + strings.TrimPrefix(nvs[i], "_")
	}
	src += fmt.Sprintf("\n.global .u64 __ptxamd_keep[%d] = {%s};\n", len(keep), strings.Join(keep, ", "))
	out, err := pipeline.Translate(filepath.Base(ptxFile), []byte(src), t.pipelineOptions())
	if err != nil || out == nil || out.Result == nil {
		if out != nil && out.Diags != nil && out.Diags.HasErrors() {
			return "", d.fail(fmt.Errorf("translating libdevice's PTX (%s): %v", ptxFile, out.Diags.Diags[0]))
		}
		return "", d.fail(fmt.Errorf("translating libdevice's PTX (%s): %v", ptxFile, err))
	}
	mod := out.Result.Module
	prepareModule(mod, irText, cpu, features)
	for _, g := range mod.Globals {
		g.Linkage = enum.LinkageInternal // each unit its own copy of libdevice's tables
		g.Visibility = enum.VisibilityNone
	}
	var b strings.Builder
	b.Write(llvmx.AppendModule(nil, mod))
	for i, n := range names {
		if strings.HasPrefix(n, sinCosWrapper) {
			b.WriteString(sinCosWrapperIR(n, keep[i], used[n], cpu, features))
			continue
		}
		b.WriteString(libdeviceWrapper(n, keep[i], used[n], cpu, features))
	}
	return b.String(), 0
}

// sinCosWrapperIR defines @name(T x, ptr addrspace(5) c), the device
// library's sincos signature (the sine returned, the cosine stored), over
// the translated libdevice sincos ptxName, which stores both through
// generic pointers.
func sinCosWrapperIR(name, ptxName, sig, cpu, features string) string {
	t, _, _ := strings.Cut(sig, "(")
	var b strings.Builder
	fmt.Fprintf(&b, "\ndefine linkonce_odr hidden %s @%s(%s %%x, ptr addrspace(5) %%c) %s {\nentry:\n", t, name, t, wrapperAttrs(cpu, features))
	fmt.Fprintf(&b, "  %%s = alloca %s, align 8, addrspace(5)\n", t)
	b.WriteString("  %sg = addrspacecast ptr addrspace(5) %s to ptr\n  %cg = addrspacecast ptr addrspace(5) %c to ptr\n")
	fmt.Fprintf(&b, "  %%p0 = alloca %s, align 8, addrspace(5)\n  store %s %%x, ptr addrspace(5) %%p0, align 8\n", t, t)
	b.WriteString("  %p1 = alloca ptr, align 8, addrspace(5)\n  store ptr %sg, ptr addrspace(5) %p1, align 8\n")
	b.WriteString("  %p2 = alloca ptr, align 8, addrspace(5)\n  store ptr %cg, ptr addrspace(5) %p2, align 8\n")
	fmt.Fprintf(&b, "  call void @%s(ptr addrspace(5) %%p0, ptr addrspace(5) %%p1, ptr addrspace(5) %%p2)\n", ptxName)
	fmt.Fprintf(&b, "  %%v = load %s, ptr addrspace(5) %%s, align 8\n  ret %s %%v\n}\n", t, t)
	return b.String()
}

// libdeviceWrapper defines @name(sig) over the translated PTX function
// ptxName, which takes its result and parameters through private slots
// (the translator's .func ABI).
func libdeviceWrapper(name, ptxName, sig, cpu, features string) string {
	ret, params, _ := strings.Cut(sig, "(")
	params = strings.TrimSuffix(params, ")")
	var ps []string
	if params != "" {
		ps = strings.Split(params, ", ")
	}
	attrs := wrapperAttrs(cpu, features)
	var b strings.Builder
	var decl []string
	for i, p := range ps {
		decl = append(decl, fmt.Sprintf("%s %%a%d", p, i))
	}
	fmt.Fprintf(&b, "\ndefine linkonce_odr hidden %s @%s(%s) %s {\nentry:\n", ret, name, strings.Join(decl, ", "), attrs)
	fmt.Fprintf(&b, "  %%r = alloca %s, align 8, addrspace(5)\n", ret)
	args := []string{"ptr addrspace(5) %r"}
	for i, p := range ps {
		fmt.Fprintf(&b, "  %%p%d = alloca %s, align 8, addrspace(5)\n  store %s %%a%d, ptr addrspace(5) %%p%d, align 8\n", i, p, p, i, i)
		args = append(args, fmt.Sprintf("ptr addrspace(5) %%p%d", i))
	}
	fmt.Fprintf(&b, "  call void @%s(%s)\n  %%v = load %s, ptr addrspace(5) %%r, align 8\n  ret %s %%v\n}\n", ptxName, strings.Join(args, ", "), ret, ret)
	return b.String()
}
