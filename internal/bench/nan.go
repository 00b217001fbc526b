package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// The NaN section: what giving every NaN NVIDIA's bits costs. Each kernel
// of NaNInputs is translated twice, as ptxamd does by default (exact: the
// canonical f32/f16 NaN, f64's operand priority) and with FastNaN (the AMD
// hardware's NaN), built with the llc builder, and compared in
// instructions and llvm-mca cycles.

// NaNInputs are corpus files whose hot loops are float arithmetic: dense
// f32 math (saxpy, matmul, softmax, layer norm), f64, half2 and bf16,
// Triton and Inductor kernels, and numba's Mandelbrot loop.
var NaNInputs = []string{
	"saxpy.sm80.ptx",
	"matmul_tiled.sm80.ptx",
	"softmax.sm80.ptx",
	"double_math.sm80.ptx",
	"fastmath.sm80.ptx",
	"half2.sm80.ptx",
	"bf16.sm80.ptx",
	"numba_mandel_pixel.sm80.ptx",
	"triton_softmax.sm80.ptx",
	"triton_layernorm_fwd.sm80.ptx",
	"inductor_triton_per_fused_add_gelu_mul_native_layer_norm_sigmoid_0.sm90a.ptx",
}

// ApproxInputs are the corpus files that use the special-function
// unit's approximations the most (ex2, lg2, tanh, sin, cos, rcp, rsqrt,
// sqrt .approx and div.approx/div.full): CUDA's fast-math intrinsics and
// softmax, Triton's softmax and exp/sqrt kernels, Inductor's fused GELU
// and online softmax, half2 math.
var ApproxInputs = []string{
	"fastmath.sm80.ptx",
	"softmax.sm80.ptx",
	"softmax.sm80.fastmath.ptx",
	"half2.sm80.ptx",
	"triton_softmax.sm80.ptx",
	"triton_exp_sqrt.sm80.ptx",
	"triton_layernorm_fwd.sm80.ptx",
	"inductor_triton_per_fused_add_gelu_mul_native_layer_norm_sigmoid_0.sm90a.ptx",
	"inductor_triton_per_fused__to_copy_add_mul_prepare_softmax_online_0.sm90a.ptx",
	"double_math.sm80.ptx",
}

// NaNConfig selects what RunNaN measures.
type NaNConfig struct {
	Archs     []string // default gfx90a and gfx1100
	CorpusDir string   // frontend/testdata/corpus
	Inputs    []string // default NaNInputs (ApproxInputs with Approx)
	// Approx measures the approximations instead of the NaN bits: the
	// default build (the H100's special-function unit, bit for bit)
	// against FastApprox, with NVIDIA's NaN bits in both.
	Approx bool
}

// NaNRow is one kernel on one target, exact and fast.
type NaNRow struct {
	Arch   string    `json:"arch"`
	File   string    `json:"file"`
	Kernel string    `json:"kernel"`
	Exact  KernelISA `json:"exact"`
	Fast   KernelISA `json:"fast"`
}

// NaNReport is a NaN section run.
type NaNReport struct {
	Approx  bool     `json:"approx,omitempty"` // the approximations section
	Machine Machine  `json:"machine"`
	Rows    []NaNRow `json:"rows"`
	Errors  []string `json:"errors,omitempty"`
}

// RunNaN translates cfg.Inputs for each target with and without FastNaN,
// builds them with llc and runs llvm-mca on every kernel.
func RunNaN(ctx context.Context, cfg NaNConfig) (*NaNReport, error) {
	if len(cfg.Archs) == 0 {
		cfg.Archs = []string{"gfx90a", "gfx1100"}
	}
	if cfg.Inputs == nil {
		cfg.Inputs = NaNInputs
		if cfg.Approx {
			cfg.Inputs = ApproxInputs
		}
	}
	tl := &tools{llc: codeobj.NewLLC()}
	rep := &NaNReport{Approx: cfg.Approx}
	for _, arch := range cfg.Archs {
		s, err := NewSetup(arch)
		if err != nil {
			return nil, err
		}
		if err := tl.llc.Available(s.Target); err != nil {
			return nil, err
		}
		if tl.mca == "" {
			llcPath, _, _ := tl.llc.Tools()
			if tl.mca = findMCA(llcPath); tl.mca == "" {
				return nil, fmt.Errorf("bench: the NaN and approximation sections need llvm-mca")
			}
		}
		for _, name := range cfg.Inputs {
			path := filepath.Join(cfg.CorpusDir, name)
			src, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			var ks [2]map[string]KernelISA
			for i, fast := range []bool{false, true} {
				opts := pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: s.Mode, Features: s.Features,
					FastNaN: fast && !cfg.Approx, FastApprox: fast && cfg.Approx}
				out, err := pipeline.Translate(path, src, opts)
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s: translate: %s", arch, name, firstLine(err.Error())))
					break
				}
				_, hsaco, asm, err := tl.codegen(ctx, out.Result.Module.String(), s)
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s: codegen: %s", arch, name, firstLine(err.Error())))
					break
				}
				isa, err := tl.isa(ctx, name, hsaco, asm, s)
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s: %s", arch, name, firstLine(err.Error())))
					break
				}
				ks[i] = map[string]KernelISA{}
				for _, k := range isa {
					ks[i][k.Kernel] = k
				}
			}
			if ks[1] == nil {
				continue
			}
			for _, k := range sortedISANames(ks[0]) {
				rep.Rows = append(rep.Rows, NaNRow{Arch: arch, File: name, Kernel: k, Exact: ks[0][k], Fast: ks[1][k]})
			}
		}
	}
	rep.Machine = DescribeMachine(tl)
	return rep, nil
}

func sortedISANames(m map[string]KernelISA) []string {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// WriteFiles writes nan.md and nan.json (approx.md and approx.json) to
// dir.
func (r *NaNReport) WriteFiles(dir string) error {
	if r.Approx {
		return writeReportFiles(dir, "approx", r, r.Markdown())
	}
	return writeReportFiles(dir, "nan", r, r.Markdown())
}

// Markdown renders one table per target and a total line.
func (r *NaNReport) Markdown() string {
	var b strings.Builder
	if r.Approx {
		b.WriteString("# What the H100's approximations cost\n\n")
		b.WriteString("Every kernel of the approximation section's corpus files, translated twice in the default warp mode and built with the llc builder (`opt -O3` and the AMDGPU attributor, `llc -O3`): ")
		b.WriteString("**exact** as ptxamd builds by default (ex2, lg2, tanh, sin, cos, rcp, rsqrt and sqrt `.approx` and div.approx/div.full give the H100's special-function unit's bits: recorded tables and the unit's own interpolators), ")
		b.WriteString("**fast** with `--fast-approx` (computed with AMD's instructions, up to an ulp away; sin, cos and lg2 a few 2^-24, tanh about 2^-16 relative). Instructions: the kernel body's; cycles: llvm-mca total cycles for one straight-line pass over the body ")
	} else {
		b.WriteString("# What NVIDIA's NaN bits cost\n\n")
		b.WriteString("Every kernel of the NaN section's corpus files, translated twice in the default warp mode and built with the llc builder (`opt -O3` and the AMDGPU attributor, `llc -O3`): ")
		b.WriteString("**exact** as ptxamd builds by default (a NaN result of f32/f16/bf16 arithmetic is the canonical 0x7fffffff/0x7fff, an f64 NaN is the operand NVIDIA picks, quietened), ")
		b.WriteString("**fast** with `--fast-nan` (the AMD hardware's NaN). Instructions: the kernel body's; cycles: llvm-mca total cycles for one straight-line pass over the body ")
	}
	b.WriteString("(branches not followed, memory at the model's fixed latency); change = exact / fast − 1.")
	fmt.Fprintf(&b, " llc: %s; llvm-mca: %s.\n\n", r.Machine.LLC, r.Machine.LLVMMCA)
	archs := []string{}
	seen := map[string]bool{}
	for _, row := range r.Rows {
		if !seen[row.Arch] {
			seen[row.Arch] = true
			archs = append(archs, row.Arch)
		}
	}
	for _, arch := range archs {
		fmt.Fprintf(&b, "## %s\n\n", arch)
		b.WriteString("| file | kernel | instructions fast | instructions exact | change | cycles fast | cycles exact | change |\n|---|---|---:|---:|---:|---:|---:|---:|\n")
		var fi, ei, fc, ec, n, same int
		for _, row := range r.Rows {
			if row.Arch != arch {
				continue
			}
			f, e := row.Fast, row.Exact
			fmt.Fprintf(&b, "| %s | %s | %d | %d | %s | %s | %s | %s |\n", row.File, shortKernel(row.Kernel),
				f.Instructions, e.Instructions, change(f.Instructions, e.Instructions), cycles(f.MCACycles), cycles(e.MCACycles), change(f.MCACycles, e.MCACycles))
			n++
			fi += f.Instructions
			ei += e.Instructions
			if f.Instructions == e.Instructions {
				same++
			}
			if f.MCACycles > 0 && e.MCACycles > 0 {
				fc += f.MCACycles
				ec += e.MCACycles
			}
		}
		fmt.Fprintf(&b, "\n%d kernels (%d unchanged): %d instructions fast, %d exact (%s); %d cycles fast, %d exact (%s).\n\n",
			n, same, fi, ei, change(fi, ei), fc, ec, change(fc, ec))
	}
	if len(r.Errors) > 0 {
		b.WriteString("## Not measured\n\n")
		for _, e := range r.Errors {
			fmt.Fprintf(&b, "- %s\n", e)
		}
		b.WriteString("\n")
	}
	return b.String()
}
