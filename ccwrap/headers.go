package ccwrap

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
)

// The CUDA-compatible headers (include/), written for ptxamd from CUDA's
// documentation: cuda_runtime.h and the rest over clang's HIP toolchain,
// with warp intrinsics as inline PTX (see include/__ptxamd_cuda_device.h).
//
//go:embed all:include
var cudaHeaders embed.FS

// cudaIncludeDir returns the directory of the CUDA headers: include/ in
// CUDAToolkitDir.
func cudaIncludeDir(tmp string) (string, error) {
	top, err := CUDAToolkitDir(tmp)
	return filepath.Join(top, "include"), err
}

// CUDAToolkitDir writes the headers once into a directory named by their
// hash, in the user's cache directory (tmp when there is none), and
// returns it; dependency files (-MD) then name paths that stay. It is laid
// out as a CUDA toolkit's root is (include/, an empty lib64/ and
// nvvm/libdevice/: ptxamd needs no CUDA library), which is what build
// systems (CMake) look for around nvcc; `ptxamd nvcc -v` names it TOP.
func CUDAToolkitDir(tmp string) (string, error) {
	var names []string
	_ = fs.WalkDir(cudaHeaders, "include", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, p)
		}
		return nil
	})
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		b, _ := cudaHeaders.ReadFile(n)
		h.Write([]byte(n))
		h.Write(b)
	}
	for _, name := range []string{"libcudart.so", "libcudart_static.a", "libcudadevrt.a", "libcuda.so"} {
		h.Write([]byte(name + cudaLibScripts[name]))
	}
	sum := hex.EncodeToString(h.Sum(nil))[:16]
	base := filepath.Join(os.TempDir(), "ptxamd-"+strconv.Itoa(os.Getuid()))
	if c, err := os.UserCacheDir(); err == nil {
		base = filepath.Join(c, "ptxamd")
	}
	dir := filepath.Join(base, "cuda-"+sum)
	if _, err := os.Stat(filepath.Join(dir, ".complete")); err == nil {
		return dir, nil
	}
	write := func(dir string) error {
		for _, n := range names {
			b, _ := cudaHeaders.ReadFile(n)
			p := filepath.Join(dir, n)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(p, b, 0o644); err != nil {
				return err
			}
		}
		for _, d := range []string{"lib64", "nvvm/libdevice"} {
			if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
				return err
			}
		}
		// Build systems link CUDA programs with -lcudart or
		// -lcudart_static (CMake's default) and -lcudadevrt: linker
		// scripts here send the first two to HIP's runtime, which the
		// CUDA API of these headers calls; the device runtime (dynamic
		// parallelism) has no counterpart, and its script adds nothing.
		for name, text := range cudaLibScripts {
			if err := os.WriteFile(filepath.Join(dir, "lib64", name), []byte(text), 0o644); err != nil {
				return err
			}
		}
		return os.WriteFile(filepath.Join(dir, ".complete"), nil, 0o644)
	}
	// Written beside and renamed into place, so that a concurrent build
	// never sees half of them.
	if err := os.MkdirAll(base, 0o755); err == nil {
		if part, err := os.MkdirTemp(base, "cuda-part-"); err == nil {
			if err := write(part); err == nil && os.Rename(part, dir) == nil {
				return dir, nil
			}
			os.RemoveAll(part)
			if _, err := os.Stat(filepath.Join(dir, ".complete")); err == nil {
				return dir, nil // written by a concurrent build
			}
		}
	}
	// No usable cache: the invocation's temporary directory.
	dir = filepath.Join(tmp, "cuda")
	return dir, write(dir)
}

// cudaLibScripts are GNU ld scripts standing for CUDA's libraries.
var cudaLibScripts = map[string]string{
	"libcudart.so":       "/* ptxamd: the CUDA runtime API is HIP's (cuda_runtime_api.h maps it) */\nINPUT(-lamdhip64)\n",
	"libcudart_static.a": "/* ptxamd: the CUDA runtime API is HIP's (cuda_runtime_api.h maps it) */\nINPUT(-lamdhip64)\n",
	"libcudadevrt.a":     "/* ptxamd: no CUDA device runtime (dynamic parallelism is not supported) */\n",
	"libcuda.so":         "/* ptxamd: the CUDA driver API is HIP's (cuda.h maps it) */\nINPUT(-lamdhip64)\n",
}
