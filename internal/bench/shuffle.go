package bench

import (
	"context"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/ccwrap"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

//go:embed kernels/shuffle.ptx
var shufflePTX []byte

// The shuffle section: warp shuffles lowered through the LDS crossbar
// (ds_bpermute, ds_swizzle) against the cross-lane VALU operations (DPP,
// dpp8, permlane) that constant shuffles use now, kernel by kernel, with
// llvm-mca's cycles for one straight-line pass over each body. The LDS
// lowering is the same translation with the dpp target feature turned off
// ("-dpp"), which amdgpu takes as "no cross-lane VALU operations".

// ShuffleInput is one PTX file of the shuffle section: its kernels that
// shuffle are measured; HIP names the native twin in bench/native, if any.
type ShuffleInput struct {
	PTX, HIP string
}

// ShuffleInputs are the corpus files with warp shuffles: nvcc's
// __shfl_down_sync and __shfl_xor_sync reductions and warp primitives,
// cooperative groups, Triton's and Inductor's butterfly reductions.
var ShuffleInputs = []ShuffleInput{
	{PTX: "reduce_block.sm80.ptx", HIP: "reduce_block.hip"},
	{PTX: "softmax.sm80.ptx", HIP: "softmax.hip"},
	{PTX: "warp_sm80.sm80.ptx"},
	{PTX: "cg_reduce.sm80.ptx"},
	{PTX: "triton_sum_reduce.sm80.ptx"},
	{PTX: "triton_softmax.sm80.ptx"},
	{PTX: "triton_layernorm_fwd.sm80.ptx"},
	{PTX: "inductor_triton_red_fused__softmax__to_copy_add_exp_mul_sub_sum_1.sm90a.ptx"},
}

// ShuffleConfig selects what RunShuffle measures.
type ShuffleConfig struct {
	Archs     []string // default gfx90a and gfx1100
	CorpusDir string   // frontend/testdata/corpus
	HIPDir    string   // bench/native; "" for no native column
	Inputs    []ShuffleInput
}

// CrossLane counts the cross-lane instructions of a kernel body.
type CrossLane struct {
	Bpermute int `json:"ds_bpermute"`
	Swizzle  int `json:"ds_swizzle"`
	DPP      int `json:"dpp"` // instructions with a DPP16 or dpp8 modifier
	Permlane int `json:"permlane"`
}

func (c CrossLane) String() string {
	var parts []string
	for _, p := range []struct {
		n    int
		name string
	}{{c.Bpermute, "bpermute"}, {c.Swizzle, "swizzle"}, {c.DPP, "dpp"}, {c.Permlane, "permlane"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.name))
		}
	}
	if len(parts) == 0 {
		return "–"
	}
	return strings.Join(parts, ", ")
}

var (
	dppOperand = regexp.MustCompile(`\b(quad_perm|row_shl|row_shr|row_ror|row_mirror|row_half_mirror|row_bcast|wave_shl|wave_shr|wave_rol|wave_ror|row_share|row_xmask|row_newbcast|dpp8):?`)
)

// CountCrossLane counts the cross-lane instructions of body.
func CountCrossLane(body []string) CrossLane {
	var c CrossLane
	for _, l := range body {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, ";") {
			continue
		}
		op, _, _ := strings.Cut(l, " ")
		switch {
		case strings.HasPrefix(op, "ds_bpermute"):
			c.Bpermute++
		case strings.HasPrefix(op, "ds_swizzle"):
			c.Swizzle++
		case strings.HasPrefix(op, "v_permlane"):
			c.Permlane++
		case dppOperand.MatchString(l) && strings.HasPrefix(op, "v_"):
			c.DPP++
		}
	}
	return c
}

// ShuffleVariant is one kernel as one lowering made it.
type ShuffleVariant struct {
	ISA       KernelISA `json:"isa"`
	CrossLane CrossLane `json:"cross_lane"`
}

// ShuffleRow is one kernel on one target: the LDS lowering, the cross-lane
// VALU lowering, and clang's native build where there is a HIP twin.
type ShuffleRow struct {
	Arch   string          `json:"arch"`
	File   string          `json:"file"`
	Kernel string          `json:"kernel"`
	LDS    ShuffleVariant  `json:"lds"`
	VALU   ShuffleVariant  `json:"valu"`
	Native *ShuffleVariant `json:"native,omitempty"`
}

// ShuffleReport is a shuffle section run.
type ShuffleReport struct {
	Machine Machine      `json:"machine"`
	Clang   string       `json:"clang,omitempty"`
	Rows    []ShuffleRow `json:"rows"`
	Errors  []string     `json:"errors,omitempty"`
}

// RunShuffle translates the shuffle microkernels and the corpus files of
// cfg.Inputs for each target twice, with and without cross-lane VALU
// operations, builds them with llc, runs llvm-mca on every kernel that
// shuffles, and builds the HIP twins with clang where it can.
func RunShuffle(ctx context.Context, cfg ShuffleConfig) (*ShuffleReport, error) {
	if len(cfg.Archs) == 0 {
		cfg.Archs = []string{"gfx90a", "gfx1100"}
	}
	if cfg.Inputs == nil {
		cfg.Inputs = ShuffleInputs
	}
	tl := &tools{llc: codeobj.NewLLC()}
	rep := &ShuffleReport{}
	var tc *ccwrap.Toolchain
	tmp, err := os.MkdirTemp("", "ptxamd-shuffle-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	if cfg.HIPDir != "" {
		if tc, err = ccwrap.FindToolchain(); err != nil {
			rep.Errors = append(rep.Errors, "no native column: "+firstLine(err.Error()))
		} else {
			rep.Clang = tc.Clang + " (" + toolVersion(tc.Clang) + ")"
		}
	}
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
				return nil, fmt.Errorf("bench: the shuffle section needs llvm-mca")
			}
		}
		var libs string
		if tc != nil {
			if libs, err = tc.DeviceLibs(s.Target.Name, tmp); err != nil {
				rep.Errors = append(rep.Errors, fmt.Sprintf("%s: no native column: %s", arch, firstLine(err.Error())))
			}
		}
		inputs := append([]ShuffleInput{{PTX: "internal/bench/kernels/shuffle.ptx"}}, cfg.Inputs...)
		for _, in := range inputs {
			src, path := shufflePTX, in.PTX
			if !strings.HasPrefix(in.PTX, "internal/") {
				path = filepath.Join(cfg.CorpusDir, in.PTX)
				if src, err = os.ReadFile(path); err != nil {
					return nil, err
				}
			}
			name := filepath.Base(in.PTX)
			ldsK, err := shuffleISA(ctx, tl, name, path, src, s, true)
			if err != nil {
				rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s (-dpp): %s", arch, name, firstLine(err.Error())))
				continue
			}
			valuK, err := shuffleISA(ctx, tl, name, path, src, s, false)
			if err != nil {
				rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s: %s", arch, name, firstLine(err.Error())))
				continue
			}
			var native map[string]ShuffleVariant
			if in.HIP != "" && tc != nil && libs != "" {
				hsaco, asm, err := clangHIP(ctx, tc, libs, tmp, filepath.Join(cfg.HIPDir, in.HIP), s)
				if err == nil {
					native, err = variants(ctx, tl, in.HIP, hsaco, asm, s)
				}
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s: %s", arch, in.HIP, firstLine(err.Error())))
				}
			}
			for _, k := range sortedVariantNames(valuK) {
				l, v := ldsK[k], valuK[k]
				if l.CrossLane == (CrossLane{}) && v.CrossLane == (CrossLane{}) && k != "no_shuffle" {
					continue // no shuffle in this kernel
				}
				row := ShuffleRow{Arch: arch, File: name, Kernel: k, LDS: l, VALU: v}
				if n, ok := native[k]; ok {
					row.Native = &n
				}
				rep.Rows = append(rep.Rows, row)
			}
		}
	}
	rep.Machine = DescribeMachine(tl)
	return rep, nil
}

// shuffleISA translates src for s, with cross-lane VALU operations or
// without (lds), and returns each kernel's ISA.
func shuffleISA(ctx context.Context, tl *tools, name, path string, src []byte, s *Setup, lds bool) (map[string]ShuffleVariant, error) {
	opts := pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: s.Mode, Features: s.Features}
	if lds {
		opts.Features += ",-dpp"
	}
	out, err := pipeline.Translate(path, src, opts)
	if err != nil {
		return nil, fmt.Errorf("translate: %w", err)
	}
	if lds {
		// LLVM 19 cannot build AMDGPU code without the dpp feature (llc
		// crashes for gfx90a and drops the kernels for gfx1100): the
		// feature only steered the lowering, the code is built for the
		// whole target.
		for _, f := range out.Result.Module.Funcs {
			for i, a := range f.FuncAttrs {
				if p, ok := a.(ir.AttrPair); ok && p.Key == "target-features" {
					f.FuncAttrs[i] = ir.AttrPair{Key: p.Key, Value: s.Features}
				}
			}
		}
	}
	_, hsaco, asm, err := tl.codegen(ctx, out.Result.Module.String(), s)
	if err != nil {
		return nil, fmt.Errorf("codegen: %w", err)
	}
	return variants(ctx, tl, name, hsaco, asm, s)
}

func variants(ctx context.Context, tl *tools, name string, hsaco, asm []byte, s *Setup) (map[string]ShuffleVariant, error) {
	ks, err := tl.isa(ctx, name, hsaco, asm, s)
	if err != nil {
		return nil, err
	}
	bodies := KernelBodies(string(asm))
	out := map[string]ShuffleVariant{}
	for _, k := range ks {
		out[k.Kernel] = ShuffleVariant{ISA: k, CrossLane: CountCrossLane(bodies[k.Kernel])}
	}
	return out, nil
}

func sortedVariantNames(m map[string]ShuffleVariant) []string {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// ShuffleSummary sums the cycles of one target's rows.
type ShuffleSummary struct {
	Arch                  string
	Kernels               int
	LDSCycles, VALUCycles int
	Faster, Same, Slower  int
}

// Summarize sums cycles per target, in the rows' order.
func (r *ShuffleReport) Summarize() []ShuffleSummary {
	var out []ShuffleSummary
	idx := map[string]int{}
	for _, row := range r.Rows {
		i, ok := idx[row.Arch]
		if !ok {
			i = len(out)
			idx[row.Arch] = i
			out = append(out, ShuffleSummary{Arch: row.Arch})
		}
		s := &out[i]
		l, v := row.LDS.ISA.MCACycles, row.VALU.ISA.MCACycles
		if l == 0 || v == 0 || row.Kernel == "no_shuffle" {
			continue
		}
		s.Kernels++
		s.LDSCycles += l
		s.VALUCycles += v
		switch {
		case v < l:
			s.Faster++
		case v == l:
			s.Same++
		default:
			s.Slower++
		}
	}
	return out
}

// WriteFiles writes shuffle.md and shuffle.json to dir.
func (r *ShuffleReport) WriteFiles(dir string) error {
	return writeReportFiles(dir, "shuffle", r, r.Markdown())
}

// Markdown renders one table per target: each kernel's cycles,
// instructions and cross-lane instructions in both lowerings, and the
// native build's where there is one.
func (r *ShuffleReport) Markdown() string {
	var b strings.Builder
	b.WriteString("# Warp shuffles: LDS crossbar against cross-lane VALU operations\n\n")
	b.WriteString("Every kernel that shuffles in `internal/bench/kernels/shuffle.ptx` and in the corpus files of the shuffle section, ")
	b.WriteString("translated twice in the default warp mode and built with the llc builder (`opt -O3` and the AMDGPU attributor, `llc -O3`): **LDS** with the dpp target feature off (`-dpp`: ")
	b.WriteString("ds_swizzle where the pattern is a bitmask permutation, ds_bpermute otherwise), **VALU** as ptxamd builds by default (DPP, dpp8, permlane where a constant ")
	b.WriteString("shuffle allows it). Cycles: llvm-mca total cycles for one straight-line pass over the body (branches not followed, memory at the model's fixed latency); ")
	b.WriteString("change = VALU / LDS − 1; `no_shuffle` loads and stores like the other kernels of shuffle.ptx without shuffling (subtract it for the shuffles' own cycles) and is left out of the sums. ")
	b.WriteString("Native: clang's build of the HIP twin in `bench/native` (HIP's `__shfl_*` are ds_bpermute).")
	fmt.Fprintf(&b, " llc: %s; llvm-mca: %s", r.Machine.LLC, r.Machine.LLVMMCA)
	if r.Clang != "" {
		fmt.Fprintf(&b, "; clang: %s", r.Clang)
	}
	b.WriteString(".\n\n")
	for _, s := range r.Summarize() {
		fmt.Fprintf(&b, "## %s\n\n", s.Arch)
		b.WriteString("| file | kernel | cycles LDS | cycles VALU | change | native | instructions LDS → VALU | cross-lane LDS | cross-lane VALU |\n|---|---|---:|---:|---:|---:|---|---|---|\n")
		for _, row := range r.Rows {
			if row.Arch != s.Arch {
				continue
			}
			l, v := row.LDS.ISA.MCACycles, row.VALU.ISA.MCACycles
			native := "–"
			if row.Native != nil && row.Native.ISA.MCACycles > 0 {
				native = fmt.Sprint(row.Native.ISA.MCACycles)
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %d → %d | %s | %s |\n", row.File, shortKernel(row.Kernel),
				cycles(l), cycles(v), change(l, v), native, row.LDS.ISA.Instructions, row.VALU.ISA.Instructions,
				row.LDS.CrossLane, row.VALU.CrossLane)
		}
		fmt.Fprintf(&b, "\n%d kernels: %d cycles LDS, %d VALU (%s); faster %d, same %d, slower %d.\n\n",
			s.Kernels, s.LDSCycles, s.VALUCycles, change(s.LDSCycles, s.VALUCycles), s.Faster, s.Same, s.Slower)
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

func cycles(n int) string {
	if n == 0 {
		return "n/a"
	}
	return fmt.Sprint(n)
}

func change(before, after int) string {
	if before == 0 || after == 0 {
		return "–"
	}
	return fmt.Sprintf("%+.1f%%", 100*(float64(after)/float64(before)-1))
}

// shortKernel keeps long mangled or generated names readable.
func shortKernel(k string) string {
	if len(k) > 48 {
		return k[:45] + "..."
	}
	return k
}
