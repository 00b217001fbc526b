package ccwrap

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// ErrToolMissing is wrapped by errors about a missing compiler, linker,
// HIP header or device library.
var ErrToolMissing = errors.New("tool missing")

// Environment variables that override discovery.
const (
	EnvClang = "PTXAMD_CLANG" // the clang++ to drive (LLVM 17 or newer with AMDGPU)
	EnvROCm  = "ROCM_PATH"    // a ROCm installation: include/hip and amdgcn/bitcode
)

// InstallHint names the Debian 12 packages the wrapper needs.
const InstallHint = "Debian 12: apt-get install clang-19 lld-19 llvm-19 libamdhip64-dev rocm-device-libs"

// Toolchain is the set of tools and paths the wrapper drives.
type Toolchain struct {
	Clang    string // clang++
	LLVMLink string
	ObjCopy  string // llvm-objcopy: device code in -fgpu-rdc objects
	LLD      string
	ROCm     string // --rocm-path: holds include/hip
	DevLibs  string // --rocm-device-lib-path: the *.bc device libraries
}

// Archiver returns llvm-ar beside llvm-link, else llvm-ar or ar on PATH
// ("" when there is none).
func (tc *Toolchain) Archiver() string {
	for _, p := range []string{filepath.Join(filepath.Dir(tc.LLVMLink), "llvm-ar"), "llvm-ar", "ar"} {
		if q, err := exec.LookPath(p); err == nil {
			return q
		}
	}
	return ""
}

// FindToolchain looks for clang++ (PTXAMD_CLANG, then clang++-N on PATH
// and /usr/lib/llvm-N/bin, newest first, N ≥ 17), llvm-link, llvm-objcopy and ld.lld
// beside it, the HIP headers and the ROCm device libraries.
func FindToolchain() (*Toolchain, error) {
	tc := &Toolchain{}
	if c := os.Getenv(EnvClang); c != "" {
		tc.Clang = c
	} else {
		for v := 22; v >= 17 && tc.Clang == ""; v-- {
			for _, p := range []string{fmt.Sprintf("/usr/lib/llvm-%d/bin/clang++", v), fmt.Sprintf("clang++-%d", v)} {
				if q, err := exec.LookPath(p); err == nil {
					tc.Clang = q
					break
				}
			}
		}
		if tc.Clang == "" {
			if q, err := exec.LookPath("/opt/rocm/llvm/bin/clang++"); err == nil {
				tc.Clang = q
			}
		}
	}
	if tc.Clang == "" {
		return nil, fmt.Errorf("ptxamd cc: no clang++ (17 or newer) found: %w; %s, or set %s", ErrToolMissing, InstallHint, EnvClang)
	}
	dir := filepath.Dir(tc.Clang)
	if real, err := filepath.EvalSymlinks(tc.Clang); err == nil {
		dir = filepath.Dir(real)
	}
	suffix := strings.TrimPrefix(filepath.Base(tc.Clang), "clang++")
	for _, t := range []struct {
		dst  *string
		name string
	}{{&tc.LLVMLink, "llvm-link"}, {&tc.ObjCopy, "llvm-objcopy"}, {&tc.LLD, "ld.lld"}} {
		for _, p := range []string{filepath.Join(dir, t.name), t.name + suffix, t.name} {
			if q, err := exec.LookPath(p); err == nil {
				*t.dst = q
				break
			}
		}
		if *t.dst == "" {
			return nil, fmt.Errorf("ptxamd cc: %s not found beside %s: %w; %s", t.name, tc.Clang, ErrToolMissing, InstallHint)
		}
	}
	var roots []string
	if r := os.Getenv(EnvROCm); r != "" {
		roots = append(roots, r)
	}
	roots = append(roots, "/opt/rocm", "/usr")
	for _, r := range roots {
		if _, err := os.Stat(filepath.Join(r, "include", "hip", "hip_runtime.h")); err == nil {
			tc.ROCm = r
			break
		}
	}
	if tc.ROCm == "" {
		return nil, fmt.Errorf("ptxamd cc: HIP headers (include/hip/hip_runtime.h) not found in %s: %w; %s", strings.Join(roots, ", "), ErrToolMissing, InstallHint)
	}
	libs := []string{filepath.Join(tc.ROCm, "amdgcn", "bitcode"), filepath.Join(tc.ROCm, "lib", "amdgcn", "bitcode")}
	if m, _ := filepath.Glob("/usr/lib/*/amdgcn/bitcode"); len(m) > 0 {
		libs = append(libs, m...)
	}
	for _, l := range libs {
		if _, err := os.Stat(filepath.Join(l, "ocml.bc")); err == nil {
			tc.DevLibs = l
			break
		}
	}
	if tc.DevLibs == "" {
		return nil, fmt.Errorf("ptxamd cc: ROCm device libraries (ocml.bc) not found in %s: %w; %s", strings.Join(libs, ", "), ErrToolMissing, InstallHint)
	}
	return tc, nil
}

// DeviceLibs returns the device-library directory to give clang for
// arch. ROCm 5.2's libraries (Debian 12) lack oclc_isa_version_*.bc for
// newer processors (gfx1100, gfx942...); that file only defines the
// constant __oclc_ISA_version, so the wrapper makes it in an overlay
// directory that links every other library from the installed one.
func (tc *Toolchain) DeviceLibs(arch, tmp string) (string, error) {
	name := arch
	if i := strings.IndexByte(name, ':'); i >= 0 {
		name = name[:i]
	}
	v := strings.TrimPrefix(name, "gfx")
	isa := "oclc_isa_version_" + v + ".bc"
	if _, err := os.Stat(filepath.Join(tc.DevLibs, isa)); err == nil {
		return tc.DevLibs, nil
	}
	num, err := isaVersion(v)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(tmp, "devlibs-"+v)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	ents, err := os.ReadDir(tc.DevLibs)
	if err != nil {
		return "", err
	}
	for _, e := range ents {
		if err := os.Symlink(filepath.Join(tc.DevLibs, e.Name()), filepath.Join(dir, e.Name())); err != nil && !os.IsExist(err) {
			return "", err
		}
	}
	ll := fmt.Sprintf("target triple = \"amdgcn-amd-amdhsa\"\n@__oclc_ISA_version = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 %d, align 4\n", num)
	src := filepath.Join(dir, "isa.ll")
	if err := os.WriteFile(src, []byte(ll), 0o644); err != nil {
		return "", err
	}
	out, err := exec.Command(tc.Clang, "-c", "-emit-llvm", "-nogpulib", "-target", "amdgcn-amd-amdhsa", "-x", "ir", src, "-o", filepath.Join(dir, isa)).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("ptxamd cc: making %s: %v: %s", isa, err, out)
	}
	return dir, nil
}

// isaVersion turns a processor number ("1100", "90a", "942") into the
// value of __oclc_ISA_version (major*1000 + minor*100 + stepping).
func isaVersion(v string) (int, error) {
	if len(v) < 3 {
		return 0, fmt.Errorf("ptxamd cc: unknown processor gfx%s", v)
	}
	digit := func(c byte) (int, error) {
		switch {
		case c >= '0' && c <= '9':
			return int(c - '0'), nil
		case c >= 'a' && c <= 'f':
			return int(c-'a') + 10, nil
		}
		return 0, fmt.Errorf("ptxamd cc: unknown processor gfx%s", v)
	}
	var major int
	if _, err := fmt.Sscanf(v[:len(v)-2], "%d", &major); err != nil {
		return 0, fmt.Errorf("ptxamd cc: unknown processor gfx%s", v)
	}
	minor, err := digit(v[len(v)-2])
	if err != nil {
		return 0, err
	}
	step, err := digit(v[len(v)-1])
	if err != nil {
		return 0, err
	}
	return major*1000 + minor*100 + step, nil
}
