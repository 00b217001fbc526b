package semantics

import (
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/frontend"
)

// Module and function directives checked as ptxas (CUDA 13.0) checks them,
// each finding at the directive's own position (PTX ISA 11.1 "PTX Module
// Directives", 11.4 "Performance-Tuning Directives", 5.1.6 "Kernel
// Function Parameters"). RATIONALE.md "Hostile input: what ptxas rejects"
// lists the probes behind each rule.

// ptxVersions are the PTX ISA versions that exist (ptxas 13.0 knows up to
// 9.0; 9.1 came with CUDA 13.1).
var ptxVersions = map[[2]int]bool{}

func init() {
	for major, last := range map[int]int{1: 4, 2: 3, 3: 2, 4: 3, 5: 0, 6: 5, 7: 8, 8: 8, 9: 1} {
		for minor := 0; minor <= last; minor++ {
			ptxVersions[[2]int{major, minor}] = true
		}
	}
}

// ptxTargets are the .target names other than sm_N: texture modes and
// compilation flags.
var ptxTargets = map[string]bool{
	"texmode_unified": true, "texmode_independent": true, "debug": true, "map_f64_to_f32": true,
}

// smTargets are the sm_N numbers NVIDIA has shipped; "a" and "f" variants
// exist from sm_90 (a) and sm_100 (a, f).
var smTargets = map[int]bool{
	10: true, 11: true, 12: true, 13: true, 20: true, 21: true, 30: true, 32: true, 35: true, 37: true,
	50: true, 52: true, 53: true, 60: true, 61: true, 62: true, 70: true, 72: true, 75: true,
	80: true, 86: true, 87: true, 88: true, 89: true, 90: true, 100: true, 101: true, 103: true,
	110: true, 120: true, 121: true,
}

// parseVersion reads "major.minor" as ptxas does: 08.0 is 8.0 and 8.10
// is 8.1 (trailing zeros of the minor number do not count).
func parseVersion(s string) (major, minor int, ok bool) {
	a, b, found := strings.Cut(s, ".")
	if !found || a == "" || b == "" || strings.Trim(a+b, "0123456789") != "" || strings.Trim(b[1:], "0") != "" {
		return 0, 0, false
	}
	major, err := strconv.Atoi(a)
	return major, int(b[0] - '0'), err == nil
}

// smNumber returns N and the suffix of sm_N[a|f], or ok false.
func smNumber(name string) (n int, suffix string, ok bool) {
	rest, found := strings.CutPrefix(name, "sm_")
	if !found {
		return 0, "", false
	}
	if k := len(rest); k > 0 && (rest[k-1] == 'a' || rest[k-1] == 'f') {
		rest, suffix = rest[:k-1], rest[k-1:]
	}
	n, err := strconv.Atoi(rest)
	if err != nil || rest == "" || rest[0] == '0' || rest[0] == '+' {
		return 0, "", false
	}
	return n, suffix, true
}

// checkModuleDirectives checks .version and .target.
func (b *builder) checkModuleDirectives(src *frontend.Module) {
	b.version = [2]int{}
	if src.Version != "" {
		major, minor, ok := parseVersion(src.Version)
		if !ok || !ptxVersions[[2]int{major, minor}] {
			b.errorf(src.VersionPos, "unknown PTX ISA version %s (known: 1.0 to 9.1)", src.Version)
		} else {
			b.version = [2]int{major, minor}
		}
	}
	b.minSM = 0
	for i, t := range src.Targets {
		pos := src.Pos
		if i < len(src.TargetPos) {
			pos = src.TargetPos[i]
		}
		if ptxTargets[t] {
			if t == "debug" {
				b.m.Debug = true
			}
			continue
		}
		n, suffix, ok := smNumber(t)
		switch {
		case !ok || !smTargets[n]:
			b.errorf(pos, "unknown target %s (want sm_N such as sm_80 or sm_90a, texmode_unified, texmode_independent, debug or map_f64_to_f32)", t)
		case suffix == "a" && n < 90, suffix == "f" && n < 100:
			b.errorf(pos, "unknown target %s: the %q variants start at sm_%d", t, suffix, map[string]int{"a": 90, "f": 100}[suffix])
		default:
			if b.minSM == 0 || n < b.minSM {
				b.minSM = n
			}
		}
	}
}

// Kernel parameter space (PTX ISA 5.1.6.1): 4352 bytes, or 32764 with PTX
// ISA 8.1 and sm_70 or later.
const (
	paramSpaceClassic = 4352
	paramSpaceLarge   = 32764
)

// paramSpaceLimit is the kernel parameter space the module's .version and
// .target allow; without them the larger one.
func (b *builder) paramSpaceLimit() int {
	if b.version != [2]int{} && (b.version[0] < 8 || b.version[0] == 8 && b.version[1] < 1) {
		return paramSpaceClassic
	}
	if b.minSM != 0 && b.minSM < 70 {
		return paramSpaceClassic
	}
	return paramSpaceLarge
}

// checkKernelParams reports a kernel whose parameters overflow the
// parameter space, at the first parameter beyond it.
func (b *builder) checkKernelParams(sf *Func) {
	limit := b.paramSpaceLimit()
	for _, p := range sf.Params {
		if end := p.Offset + p.Size(); end > limit || end < 0 {
			b.errorf(p.Pos, "kernel %s: parameter %s ends at byte %d of the parameter space, which holds %d bytes (%s)",
				sf.Name, p.Name, end, limit, paramSpaceNote(limit))
			return
		}
	}
}

func paramSpaceNote(limit int) string {
	if limit == paramSpaceClassic {
		return "32764 with .version 8.1 or later and sm_70 or later"
	}
	return "PTX ISA 5.1.6.1"
}

// perfArgs gives the number of values each performance directive takes.
var perfArgs = map[string][2]int{
	".maxnreg": {1, 1}, ".maxntid": {1, 3}, ".reqntid": {1, 3}, ".minnctapersm": {1, 1},
	".maxnctapersm": {1, 1}, ".reqnctapercluster": {1, 3}, ".maxclusterrank": {1, 1},
	".noreturn": {0, 0}, ".explicitcluster": {0, 0}, ".blocksareclusters": {0, 0},
}

// Warning classes of the directive checks (-Wno-perf-directive).
const WarnPerfDirective = "perf-directive"

// checkPerf checks the values of a function's performance directives:
// counts must be positive (ptxas: "Positive non-zero value expected"); a
// .maxnreg above 255 or a block of more than 1024 threads is legal PTX
// that cannot take effect (ptxas warns and ignores the former).
func (b *builder) checkPerf(f *frontend.Func) {
	for _, pd := range f.Perf {
		n, known := perfArgs[pd.Name]
		if !known {
			continue
		}
		if len(pd.Args) < n[0] || len(pd.Args) > n[1] {
			if n[0] == n[1] {
				b.errorf(pd.Pos, "%s takes %d value(s), not %d", pd.Name, n[0], len(pd.Args))
			} else {
				b.errorf(pd.Pos, "%s takes %d to %d values, not %d", pd.Name, n[0], n[1], len(pd.Args))
			}
			continue
		}
		product := int64(1)
		bad := false
		for _, v := range pd.Args {
			if v <= 0 || v > 1<<31-1 {
				b.errorf(pd.Pos, "%s: %d is out of range (want a positive 32-bit count)", pd.Name, v)
				bad = true
				break
			}
			product *= v
		}
		if bad {
			continue
		}
		switch pd.Name {
		case ".maxnreg":
			if pd.Args[0] > 255 {
				b.diags.Warnf(pd.Pos, WarnPerfDirective, ".maxnreg %d is more than a thread can have (255); it is ignored", pd.Args[0])
			}
		case ".maxntid", ".reqntid":
			if product > 1024 {
				b.diags.Warnf(pd.Pos, WarnPerfDirective, "%s asks for %d threads per block; no GPU launches more than 1024", pd.Name, product)
			}
		}
	}
}
