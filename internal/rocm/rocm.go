// Package rocm finds the pieces of an installed ROCm stack that ptxamd can
// use: the HIP runtime library, comgr and ROCm's own LLVM. It only looks;
// loading is the business of hipruntime/hip and amdgpu/codeobj, which take
// their candidate lists from here so that every command searches the same
// places in the same order and can say where it looked.
//
// Where ROCm lives: $ROCM_PATH, then $HIP_PATH/.. (HIP's own variable
// points at ROCm's hip folder or at ROCm itself), then /opt/rocm, then the
// versioned /opt/rocm-X.Y.Z folders, newest first. Debian and Ubuntu's own
// packages (libamdhip64-5, libamd-comgr2) install into the system library
// path, which dlopen searches by soname; those come last.
package rocm

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Root is one ROCm installation folder and why it is a candidate.
type Root struct {
	Path string
	// From says where the path came from: "ROCM_PATH", "HIP_PATH",
	// "/opt/rocm" or "/opt/rocm-*".
	From string
}

// optGlob is the pattern of versioned installations; a variable so tests
// can point it into a temporary folder.
var optGlob = "/opt/rocm-*"

// optDefault is ROCm's default installation folder (a link to the newest
// versioned folder in ROCm's own packages).
var optDefault = "/opt/rocm"

// Roots lists the ROCm installation folders that exist, best first, with
// duplicates (the same folder reached twice, say /opt/rocm and the
// /opt/rocm-6.2.0 it links to) dropped.
func Roots() []Root {
	var cands []Root
	if p := os.Getenv("ROCM_PATH"); p != "" {
		cands = append(cands, Root{p, "ROCM_PATH"})
	}
	if p := os.Getenv("HIP_PATH"); p != "" {
		// HIP_PATH is ROCm's hip folder (…/rocm/hip) in older releases
		// and ROCm itself in newer ones.
		if filepath.Base(filepath.Clean(p)) == "hip" {
			p = filepath.Dir(filepath.Clean(p))
		}
		cands = append(cands, Root{p, "HIP_PATH"})
	}
	cands = append(cands, Root{optDefault, optDefault})
	versioned, _ := filepath.Glob(optGlob)
	sort.Slice(versioned, func(i, j int) bool {
		return versionLess(versionOf(versioned[j]), versionOf(versioned[i]))
	})
	for _, v := range versioned {
		cands = append(cands, Root{v, optGlob})
	}
	var out []Root
	seen := map[string]bool{}
	for _, c := range cands {
		fi, err := os.Stat(c.Path)
		if err != nil || !fi.IsDir() {
			continue
		}
		key := c.Path
		if r, err := filepath.EvalSymlinks(c.Path); err == nil {
			key = r
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, c)
	}
	return out
}

// versionOf reads the numbers of a versioned folder name, "/opt/rocm-6.2.1"
// → [6 2 1]; nil when the name has none.
func versionOf(path string) []int {
	base := filepath.Base(path)
	i := strings.LastIndexByte(base, '-')
	if i < 0 {
		return nil
	}
	var v []int
	for _, f := range strings.Split(base[i+1:], ".") {
		n, err := strconv.Atoi(f)
		if err != nil {
			break
		}
		v = append(v, n)
	}
	return v
}

func versionLess(a, b []int) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}

// HIPSonames are the HIP runtime's sonames, newest ABI first: ROCm 7
// ships libamdhip64.so.7, ROCm 6 .so.6, ROCm 5 (and Debian 12) .so.5.
var HIPSonames = []string{"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"}

// ComgrSonames are comgr's sonames, newest ABI first: ABI 3 from ROCm 6,
// ABI 2 in ROCm 5 and Debian 12.
var ComgrSonames = []string{"libamd_comgr.so.3", "libamd_comgr.so.2"}

// Candidate is a library file or soname to try, and where it came from.
type Candidate struct {
	// Name is what to pass to dlopen: a path, or a bare soname for the
	// system search path.
	Name string
	// From says why it is on the list ("ROCM_PATH", "/opt/rocm",
	// "system library path", …).
	From string
}

// LibCandidates lists the files to try for a library with the given
// sonames, best first: every soname in every root's lib folder (newest
// soname first within a root, roots in Roots order), then the bare
// sonames for the system's search path. Paths in roots that do not exist
// are left out, so the list says where a library really is.
func LibCandidates(sonames []string) []Candidate {
	var cs []Candidate
	for _, r := range Roots() {
		for _, so := range sonames {
			p := filepath.Join(r.Path, "lib", so)
			if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
				cs = append(cs, Candidate{p, r.From})
			}
		}
	}
	for _, so := range sonames {
		cs = append(cs, Candidate{so, "system library path"})
	}
	return cs
}

// LLVMBinDirs lists ROCm's own LLVM folders (ROOT/llvm/bin) that hold an
// llc, best first.
func LLVMBinDirs() []Candidate {
	var cs []Candidate
	for _, r := range Roots() {
		d := filepath.Join(r.Path, "llvm", "bin")
		if fi, err := os.Stat(filepath.Join(d, "llc")); err == nil && !fi.IsDir() {
			cs = append(cs, Candidate{d, r.From})
		}
	}
	return cs
}

// Searched describes, for people, where the search looks: used in the
// errors and reports that say why something was not found.
func Searched() string {
	var parts []string
	if os.Getenv("ROCM_PATH") != "" {
		parts = append(parts, "$ROCM_PATH ("+os.Getenv("ROCM_PATH")+")")
	} else {
		parts = append(parts, "$ROCM_PATH (unset)")
	}
	if os.Getenv("HIP_PATH") != "" {
		parts = append(parts, "$HIP_PATH ("+os.Getenv("HIP_PATH")+")")
	}
	parts = append(parts, optDefault, optGlob, "the system library path")
	return strings.Join(parts, ", ")
}
