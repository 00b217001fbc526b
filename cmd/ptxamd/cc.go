package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/ptxamd/ptxamd/ccwrap"
)

func init() {
	register(&command{name: "cc", summary: "compile CUDA/HIP C++ with inline PTX for AMD GPUs (a drop-in compiler wrapper around clang)",
		usage: "[clang flags] [--offload-arch=GFX ...] [--ptxamd-warp-mode=MODE] [--ptxamd-mma=MODE] [--ptxamd-fast-nan] [--ptxamd-save-temps] [--ptxamd-verbose] FILES", run: runCC})
}

// ccDispatch makes the binary the compiler wrapper when it is reached
// through a symlink named like the compiler it replaces (ptxamd-cc,
// ptxamd-c++, hipcc): every argument is then the compiler's.
func ccDispatch(args []string) {
	if len(args) > 0 && ccName(filepath.Base(args[0])) {
		os.Exit(ccMain(args[1:], os.Stdout, os.Stderr))
	}
	if len(args) > 0 && nvccName(filepath.Base(args[0])) {
		os.Exit(nvccMain(args[1:], os.Stdout, os.Stderr))
	}
}

// ccName reports whether argv[0] names the wrapper.
func ccName(base string) bool {
	switch base {
	case "ptxamd-cc", "ptxamd-c++", "ptxamd-clang++", "hipcc":
		return true
	}
	return false
}

func runCC(args []string, stdout, stderr io.Writer) error {
	for _, a := range args {
		if a == "--help" || a == "-h" {
			printCommandUsage(stdout, lookup("cc"), nil)
			fmt.Fprint(stdout, ccHelp)
			return nil
		}
	}
	if rc := ccMain(args, stdout, stderr); rc != 0 {
		return exitError{rc}
	}
	return nil
}

const ccHelp = `
Every argument is clang's, except:
  --offload-arch=GFX        a target (several allowed; default gfx90a)
  --ptxamd-warp-mode=MODE   auto (wave32 on RDNA, paired on wave64), wave32, paired, native64, or
                            single (a wave per PTX warp; on a wave64, lanes 32-63 idle and the launch
                            remapped by cuda_runtime.h: ptxamd nvcc or --ptxamd-cuda only; for HIP code
                            on RDNA in wave32 it is wave32)
                            (also spelled --warp-mode MODE)
  --ptxamd-mma=MODE         mma.sync: auto (matrix units where the target has them), hw or exact
  --ptxamd-fast-nan         keep the AMD hardware's NaN results of f32/f16 arithmetic (by default
                            they are the H100's canonical NaN, 0x7fffffff and 0x7fff)
  --ptxamd-libdevice=FILE   the math functions are CUDA's libdevice (FILE is its libdevice.10.bc),
                            translated, instead of HIP's (in the CUDA personality PTXAMD_LIBDEVICE
                            names the file when this is not given, else an installed CUDA toolkit's
                            is used; PTXAMD_LIBDEVICE=none keeps HIP's)
  --ptxamd-save-temps       keep the rewritten source and the IR of every stage
  --ptxamd-verbose          print the commands run
Sources ending in .cu or .hip (or after -x hip / -x cuda) are compiled for
the host and for each target, with their inline PTX translated; other
inputs go to clang unchanged. --cuda-device-only with -S, -S -emit-llvm, -c or
-c -emit-llvm writes each target's device code alone (assembly, optimised IR,
code object, bitcode). -fgpu-rdc compiles relocatable device code: link the
objects (or ar archives of them) with ptxamd cc -fgpu-rdc too. Device code sees __PTXAMD__ and
__PTXAMD_WARP_SIZE__ (32, or 64 in native64 mode).
`

func ccMain(args []string, stdout, stderr io.Writer) int {
	d := &ccwrap.Driver{Stdout: stdout, Stderr: stderr}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--warp-mode" && i+1 < len(args):
			// ptxamd build's spelling, which its warnings name.
			rest = append(rest, "--ptxamd-warp-mode="+args[i+1])
			i++
			continue
		case strings.HasPrefix(a, "--warp-mode="):
			rest = append(rest, "--ptxamd-warp-mode="+strings.TrimPrefix(a, "--warp-mode="))
			continue
		}
		switch a {
		case "--ptxamd-save-temps":
			d.KeepTemps = true
		case "--ptxamd-verbose":
			d.Verbose = true
		default:
			rest = append(rest, a)
		}
	}
	tc, err := ccwrap.FindToolchain()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	d.TC = tc
	return d.Run(rest)
}
