package ccwrap

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/conformance"
)

// realSourceFamilies are the real-compiler families whose cases nvcc
// compiled from CUDA sources kept in the family (src/*.cu); real11's
// need CUTLASS and have their own test (TestCUTLASSAgainstH100).
var realSourceFamilies = []string{"real2", "real3", "real4", "real6", "real7", "real12", "real13", "real14"}

// realCommandRE finds the nvcc command in a case's notes.
var realCommandRE = regexp.MustCompile("`nvcc ([^`]*)`")

// realBuild is one nvcc command of a family and the cases built by it.
type realBuild struct {
	family, command string
	args            []string // ptxamd nvcc's arguments, the source as a path
	sm              string
	cases           []string // case directories
}

// realBuilds reads every case of the families and groups the cases by
// the nvcc command their notes give.
func realBuilds(t *testing.T, root string) []*realBuild {
	t.Helper()
	byCmd := map[string]*realBuild{}
	for _, fam := range realSourceFamilies {
		dirs, err := filepath.Glob(filepath.Join(root, fam, "*", "case.json"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range dirs {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var c struct{ Notes string }
			if err := json.Unmarshal(raw, &c); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			m := realCommandRE.FindStringSubmatch(c.Notes)
			if m == nil {
				continue // another compiler's case (Triton, numba)
			}
			key := fam + "|" + m[1]
			b := byCmd[key]
			if b == nil {
				b = &realBuild{family: fam, command: m[1]}
				for _, w := range strings.Fields(m[1]) {
					switch {
					case w == "-ptx":
					case strings.HasPrefix(w, "-arch="):
						b.sm = strings.TrimPrefix(w, "-arch=")
						b.args = append(b.args, w)
					case strings.HasSuffix(w, ".cu"):
						b.args = append(b.args, filepath.Join(root, fam, w))
					default:
						b.args = append(b.args, w)
					}
				}
				byCmd[key] = b
			}
			b.cases = append(b.cases, filepath.Dir(f))
		}
	}
	var out []*realBuild
	for _, b := range byCmd {
		out = append(out, b)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].family+out[i].command < out[j].family+out[j].command })
	return out
}

// TestRealSourcesThroughNvcc compiles the CUDA sources of the
// real-compiler families with ptxamd nvcc, using the nvcc command each
// case was recorded with, runs every case's kernel on the emulator with
// the case's launch and inputs, and compares the outputs with the H100's
// recordings. These are sources written the way CUDA users write them
// (cuda_fp16/bf16 math, CUB, cooperative groups, libcu++, inline PTX),
// so this is the drop-in's test against NVIDIA on ordinary CUDA C++.
// Where clang's build computes other bits than nvcc's (HIP's math
// library, contraction), realSourceDiffers says why.
func TestRealSourcesThroughNvcc(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles 70 CUDA builds")
	}
	d, log := testDriver(t)
	root := "../conformance/cases"
	report := os.Getenv("PTXAMD_REAL_REPORT") != ""
	cccl := os.Getenv("PTXAMD_CCCL") != ""
	// With CUDA's libdevice.10.bc ($PTXAMD_LIBDEVICE, or a toolkit's) the math functions
	// are libdevice's, translated: realLibdeviceExact must then be exact.
	libdevice := ResolveLibdevice() != ""
	exact, differ := 0, 0
	for _, b := range realBuilds(t, root) {
		b := b
		name := b.family + "/" + strings.ReplaceAll(strings.Join(b.args[:len(b.args)-1], " "), "/", "_") + " " + filepath.Base(b.args[len(b.args)-1])
		src := b.family + "/" + b.args[len(b.args)-1][len(root)+len(b.family)+2:]
		t.Run(name, func(t *testing.T) {
			if realNeedsCCCL[src] && !cccl {
				t.Skipf("%s includes CCCL (libcu++, CUB): set PTXAMD_CCCL to a checkout", src)
			}
			for _, cfg := range [][2]string{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
				log.Reset()
				ll, err := realDeviceIR(d, b, cfg[0], cfg[1], t.TempDir())
				why, unbuilt := realBuildFails[b.command]
				switch {
				case err == nil && unbuilt:
					t.Errorf("%s: builds; drop it from realBuildFails (%s)", cfg[0], why)
				case err != nil && unbuilt:
					t.Logf("%s: does not build, as expected: %s", cfg[0], why)
					continue
				case err != nil:
					t.Errorf("%s: %v\n%s", cfg[0], err, firstLines(log.String(), 20))
					continue
				}
				if keep := os.Getenv("PTXAMD_REAL_KEEP"); keep != "" { // a directory: keep the device IR
					if text, err := os.ReadFile(ll); err == nil {
						os.WriteFile(filepath.Join(keep, strings.NewReplacer("/", "_", " ", "_").Replace(name)+".ll"), text, 0o644)
					}
				}
				img := readIRImage(t, ll)
				for _, dir := range b.cases {
					c, err := conformance.Load(dir)
					if err != nil {
						t.Fatal(err)
					}
					cname := b.family + "/" + filepath.Base(dir)
					if !c.HasMode(cfg[1]) {
						continue // the case says why (a producer and a consumer warp in one wave)
					}
					if why, skip := realSourceSkip[c.Kernel]; skip {
						t.Logf("%s: not run: %s", cname, why)
						continue
					}
					t.Run(cfg[0]+"/"+filepath.Base(dir), func(t *testing.T) {
						res := runCaseOnEmu(t, img, c, dir)
						outs := map[int][]byte{}
						for i := range c.Expected {
							outs[i] = res.Buffers[i]
						}
						bad := conformance.Compare(c, outs)
						if keep := os.Getenv("PTXAMD_REAL_KEEP"); keep != "" && len(bad) > 0 {
							for i, b := range outs {
								os.WriteFile(filepath.Join(keep, fmt.Sprintf("%s_%s_arg%d.bin", cfg[0], strings.ReplaceAll(cname, "/", "_"), i)), b, 0o644)
							}
						}
						why, listed := realSourceDiffers[cname]
						if w, ok := realSourceDiffers[cfg[0]+"/"+cname]; ok {
							why, listed = w, true
						}
						if libdevice && realLibdeviceExact[cname] {
							listed = false // with CUDA's math library it is exact
						}
						if len(bad) == 0 {
							exact++
						} else {
							differ++
						}
						switch {
						case report && len(bad) > 0:
							t.Logf("REPORT %s %s: %d differ, first %+v", cfg[0], cname, bad[0].Total, bad[0])
						case report:
						case !listed && len(bad) > 0:
							t.Errorf("%s %s: %d elements differ from the H100 (first: %+v)", cfg[0], cname, bad[0].Total, bad[0])
						case listed && len(bad) == 0 && libdevice:
							t.Errorf("%s %s: equal to the H100 bit for bit with libdevice; add it to realLibdeviceExact (%s)", cfg[0], cname, why)
						case listed && len(bad) == 0:
							t.Errorf("%s %s: equal to the H100 bit for bit; drop it from realSourceDiffers (%s)", cfg[0], cname, why)
						}
					})
				}
			}
		})
	}
	t.Logf("%d runs equal the H100's recordings bit for bit, %d differ (realSourceDiffers)", exact, differ)
}

// realDeviceIR compiles a build's source for one target to device IR.
func realDeviceIR(d *Driver, b *realBuild, arch, mode, dir string) (string, error) {
	args := append([]string{"--amd-mma", "exact"}, b.args...) // the recordings are bit for bit
	if cccl := os.Getenv("PTXAMD_CCCL"); cccl != "" {
		args = append([]string{"-isystem", filepath.Join(cccl, "libcudacxx/include"), "-isystem", filepath.Join(cccl, "cub"),
			"-isystem", filepath.Join(cccl, "thrust")}, args...)
	}
	return nvccDeviceIRArgs(d, args, arch, mode, b.sm, dir)
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// realLibdeviceExact are the realSourceDiffers cases whose differences
// are all HIP's math library: with CUDA's libdevice ($PTXAMD_LIBDEVICE,
// nvcc's --libdevice-directory) they equal the H100 bit for bit. The
// others keep differences libdevice does not touch: C++ arithmetic under
// --ftz=true, contraction shapes, two-NaN operand choices, and a last bit
// of y0/y1 where NVVM fuses some of libdevice's products and clang none.
var realLibdeviceExact = map[string]bool{
	"real2/mathlib_f32": true, "real2/mathlib2_f32": true, "real2/mathlib_special_f32": true,
	"real2/mathlib2_f64": true, "real2/mathlib_f32_fastmath_moderate": true,
	"real2/philox_normal": true, "real2/philox_normal_O0": true,
	"real4/fa2_fwd": true, "real4/fa2_fwd_causal": true, "real4/fa2_fwd_sm90a": true, "real4/fa2_fwd_causal_sm90a": true,
	"real6/extern_calls": true, "real6/extern_calls_rdc_sm90a": true,
}

// realSourceSkip lists the kernels the drop-in cannot run, by design
// (docs/nvcc.md, "Not supported").
var realSourceSkip = map[string]string{
	"cluster_hist":           "__cluster_dims__: clang's HIP toolchain has no thread-block clusters",
	"cluster_async_exchange": "__cluster_dims__: clang's HIP toolchain has no thread-block clusters",
	"gemm_bf16_multicast":    "__cluster_dims__: clang's HIP toolchain has no thread-block clusters",
	"cluster_reduce":         "__cluster_dims__: clang's HIP toolchain has no thread-block clusters",
}

// realNeedsCCCL are the sources that include CCCL's headers.
var realNeedsCCCL = map[string]bool{
	"real2/src/atomics2.sm80.cu": true, "real2/src/pipeline.sm80.cu": true, "real2/src/scan.cu": true,
	"real6/src/libcu6.cu": true, "real7/src/cub7.cu": true,
}

// realBuildFails lists the nvcc commands whose source ptxamd nvcc does
// not compile, and why (docs/nvcc.md, "Not supported").
var realBuildFails = map[string]string{
	"-ptx -std=c++17 -O3 -arch=sm_80 src/pipeline.sm80.cu":     "__shared__ cuda::pipeline_shared_state and cuda::barrier have constructors clang refuses for __shared__",
	"-ptx -std=c++17 -O3 -arch=sm_90a src/pipeline.sm80.cu":    "__shared__ cuda::pipeline_shared_state and cuda::barrier have constructors clang refuses for __shared__",
	"-ptx -std=c++17 -O3 -arch=sm_80 src/rand7.cu":             "curand_kernel.h (cuRAND's device API) is not provided",
	"-ptx -std=c++17 -O3 -arch=sm_90a src/rand7.cu":            "curand_kernel.h (cuRAND's device API) is not provided",
	"-ptx -std=c++17 -O3 -arch=sm_80 src/cub7.cu":              "CUB's host side needs runtime attributes and errors the headers lack (cudaDevAttrReservedSharedMemoryPerBlock, ...)",
	"-ptx -std=c++17 -O3 -arch=sm_90a src/cub7.cu":             "CUB's host side needs runtime attributes and errors the headers lack (cudaDevAttrReservedSharedMemoryPerBlock, ...)",
	"-ptx -std=c++17 -O3 -arch=sm_90a -DKSEL=1 src/hopper4.cu": "cooperative_groups::cluster_group: thread-block clusters are not provided",
	"-ptx -std=c++17 -O3 -arch=sm_90a -DKSEL=3 src/hopper4.cu": "cooperative_groups::cluster_group: thread-block clusters are not provided",
}

// Reasons shared by several cases of realSourceDiffers.
const (
	diffContract = "clang fuses and associates the float arithmetic differently from NVVM and ptxas (products CSE'd " +
		"into several sums, compares of sums, chained sums): last-bit differences"
	diffMathLib = "the math functions are HIP's device library, not CUDA's: last-bit differences (their NaN results are made NVIDIA's)"
	diffFast    = "--use_fast_math: nvcc's .ftz (denormals are kept here), HIP's math library, contraction"
	diffTwoNaN  = "of two f64 NaN operands the H100 returns the one ptxas's operand slots pick"
)

// realSourceDiffers lists the cases whose clang build computes other bits
// than nvcc's, and why: "family/case" on every target, "gfx/family/case"
// on one.
var realSourceDiffers = map[string]string{
	"real2/contract_shapes":               diffContract,
	"real2/contract_shapes_sm90a":         diffContract,
	"real2/fft256":                        diffContract,
	"real2/mandelbrot":                    diffContract,
	"real2/mandelbrot_sm90a":              diffContract,
	"real4/calls_virtual":                 diffContract,
	"real4/calls_virtual_sm90a":           diffContract,
	"real4/fa2_fwd":                       diffContract,
	"real4/fa2_fwd_causal":                diffContract,
	"real4/fa2_fwd_causal_sm90a":          diffContract,
	"real4/fa2_fwd_sm90a":                 diffContract,
	"real6/extern_calls":                  diffContract,
	"real6/extern_calls_rdc_sm90a":        diffContract,
	"real4/fmul_scale":                    "ptxas folds a product's power-of-two scale into the product (subnormal results differ)",
	"real4/fmul_scale_sm90a":              "ptxas folds a product's power-of-two scale into the product (subnormal results differ)",
	"real2/mathlib2_f32":                  diffMathLib,
	"real2/mathlib2_f32_ftz_approx":       diffMathLib,
	"real2/mathlib_f32":                   diffMathLib,
	"real2/mathlib_f32_ftz_approx":        diffMathLib,
	"real2/mathlib_special_f32":           diffMathLib,
	"real2/mathlib_f64":                   diffMathLib,
	"real2/mathlib2_f64":                  diffMathLib,
	"real2/philox_normal":                 diffMathLib + " (logf, sqrtf, sincospif)",
	"real2/philox_normal_O0":              diffMathLib + " (logf, sqrtf, sincospif)",
	"real2/contract_shapes_fastmath":      diffFast,
	"real2/fft256_inverse_fastmath":       diffFast,
	"real2/mathlib2_f32_fastmath":         diffFast,
	"real2/mathlib_f32_fastmath":          diffFast,
	"real2/mathlib_f32_fastmath_moderate": diffFast,
	"real4/fmul_scale_fastmath":           diffFast,
	"real6/fastmath_rope_fast":            diffContract + " (clang commutes x0*s + x1*c; NVVM fuses x0*s)",
	"real13/f64_unary":                    diffMathLib + "; jn and yn's NaNs",
	"real13/f64_unary_sm90a":              diffMathLib + "; jn and yn's NaNs",
	"real13/f64_binary":                   diffMathLib + "; " + diffTwoNaN,
	"real13/f64_binary_sm90a":             diffMathLib + "; " + diffTwoNaN,
	"real13/f64_arith":                    diffTwoNaN,
	"real13/f64_arith_sm90a":              diffTwoNaN,
}
