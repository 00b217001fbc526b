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
	register(&command{name: "nvcc", summary: "compile CUDA C++ for AMD GPUs with nvcc's command line (also as a symlink named nvcc)",
		usage: "[nvcc options] FILES", run: runNvcc})
}

// nvccName reports whether argv[0] makes the binary nvcc.
func nvccName(base string) bool { return base == "nvcc" || base == "ptxamd-nvcc" }

func runNvcc(args []string, stdout, stderr io.Writer) error {
	if rc := nvccMain(args, stdout, stderr); rc != 0 {
		return exitError{rc}
	}
	return nil
}

const nvccHelp = `usage: nvcc [options] FILES

ptxamd's nvcc: compiles CUDA C++ for AMD GPUs with clang's HIP toolchain,
translating inline PTX with ptxamd (it is not NVIDIA's nvcc). Sources see
cuda_runtime.h pre-included and nvcc's macros (__CUDACC__, __NVCC__,
__CUDACC_VER_MAJOR__ 12, __CUDA_ARCH__ from the sm asked for).

Targets: -arch=sm_XX, -gencode arch=compute_XX,code=sm_XX and
--generate-code name NVIDIA architectures (default sm_52, as nvcc's); each
becomes an AMD target, first match wins:
  1. --amd-arch GFX[,GFX...] (or -arch=gfxNNN), with the first sm's __CUDA_ARCH__;
  2. the environment variable PTXAMD_ARCH=GFX;
  3. the arch map: PTXAMD_ARCH_MAP=FILE, else ~/.config/ptxamd/arch-map
     (lines "sm_80 gfx90a", "* GFX");
  4. gfx90a.
--warp-mode MODE picks the warp mode (auto, wave32, paired, single,
native64); --amd-mma MODE the mma.sync implementation (auto, hw, exact).
f32 and f16 arithmetic gives the H100's NaN (0x7fffffff, 0x7fff);
--amd-fast-nan keeps the AMD hardware's NaN instead (faster).
--libdevice-directory DIR (or PTXAMD_LIBDEVICE=FILE) makes the math
functions CUDA's own, from DIR/libdevice.10.bc (CUDA's
nvvm/libdevice), translated with the H100's bits; -ftz and -prec-sqrt
then reach them as in nvcc. Without either, an installed CUDA toolkit's
libdevice is used ($CUDA_PATH, $CUDA_HOME, $CUDA_ROOT, /usr/local/cuda,
/opt/cuda, /usr/lib/nvidia-cuda-toolkit); without one, or with
PTXAMD_LIBDEVICE=none, they are HIP's.

Accepted: -c -o -I -D -U -L -l -isystem -include -x cu -std= -O* -g -G
-lineinfo -M -MM -MD -MMD -MF -MT -E -odir -shared -dc -rdc=true -dlink
-Xcompiler -Xlinker --options-file -lib -cubin (an AMD code object) -fatbin
(an offload bundle of the targets' code objects) --keep
--expt-relaxed-constexpr --extended-lambda --use_fast_math -v --version;
-Xptxas, -maxrregcount, -ccbin, -prec-div, --cudart, --threads,
-diag-suppress and the like are accepted and have no effect.
-ptx (the device code is never PTX here) and -dlto are errors.
Unknown options are errors unless -forward-unknown-to-host-compiler.
`

func nvccMain(args []string, stdout, stderr io.Writer) int {
	n, err := ccwrap.TranslateNvcc(args)
	if err != nil {
		fmt.Fprintf(stderr, "nvcc fatal   : %v\n", err)
		return 1
	}
	switch {
	case n.Help:
		fmt.Fprint(stdout, nvccHelp)
		return 0
	case n.Version:
		fmt.Fprintf(stdout, "nvcc: ptxamd's CUDA compiler driver for AMD GPUs, ptxamd %s (not NVIDIA's nvcc)\n"+
			"Identifies itself to build systems as: nvcc: NVIDIA (R) Cuda compiler driver\n"+
			"Cuda compilation tools, release %s, V%s.0\n"+
			"Build ptxamd %s\n", version, ptxasCUDARelease, ptxasCUDARelease, version)
		return 0
	case n.ListArch != "":
		for _, a := range ccwrap.NvccListArch(n.ListArch) {
			fmt.Fprintln(stdout, a)
		}
		return 0
	}
	targets, err := n.NvccTargets(func(sm string) (string, error) {
		arch, _, err := resolveAMDArch(&ptxasOptions{sm: sm}, os.Getenv)
		return arch, err
	})
	if err != nil {
		fmt.Fprintf(stderr, "nvcc fatal   : %v\n", err)
		return 1
	}
	tc, err := ccwrap.FindToolchain()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if n.Verbose {
		// What nvcc -v says about its installation, which build systems
		// (CMake) read: the toolkit root, include and library flags.
		top, err := ccwrap.CUDAToolkitDir(os.TempDir())
		if err != nil {
			fmt.Fprintf(stderr, "nvcc fatal   : %v\n", err)
			return 1
		}
		fmt.Fprintf(stderr, "#$ _NVVM_BRANCH_=ptxamd\n#$ TOP=%s\n#$ NVVMIR_LIBRARY_DIR=%s\n#$ PATH=%s\n#$ INCLUDES=\"-I%s\"\n#$ LIBRARIES=  %s\n",
			top, filepath.Join(top, "nvvm", "libdevice"), os.Getenv("PATH"), filepath.Join(top, "include"),
			strings.Join(append([]string{"-L" + filepath.Join(top, "lib64")}, ccwrap.HIPLinkFlags(tc)...), " "))
		sms := n.SMs
		if len(sms) == 0 {
			sms = []string{ccwrap.NvccDefaultSM}
		}
		for i := 0; i+1 < len(targets); i += 2 {
			fmt.Fprintf(stderr, "#$ ptxamd: %s (-arch compute_%s)\n", strings.TrimPrefix(targets[i], "--offload-arch="), strings.TrimPrefix(sms[min(i/2, len(sms)-1)], "sm_"))
		}
	}
	d := &ccwrap.Driver{TC: tc, Stdout: stdout, Stderr: stderr, VerbosePrefix: "#$ "}
	if exe, err := os.Executable(); err == nil && filepath.Base(exe) == "ptxamd" {
		// Run as "ptxamd ptxas" (a binary named nvcc would be nvcc again).
		d.Exe = exe
	}
	var rest []string
	for _, a := range append(targets, n.CC...) {
		switch a {
		case "--ptxamd-save-temps":
			d.KeepTemps = true
		case "--ptxamd-verbose":
			d.Verbose = true
		default:
			rest = append(rest, a)
		}
	}
	return d.Run(rest)
}
