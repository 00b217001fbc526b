package bench

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/ccwrap"
)

// NativePair is one HIP source of bench/native and the corpus PTX that nvcc
// made from the CUDA source it was written after. Kernels are paired by
// name; kernels of the PTX without a HIP twin are left out.
type NativePair struct {
	HIP, PTX string
}

// NativePairs are the kernels issue 10 names: vector add, shuffle
// reductions, softmax, a tiled matmul and a prmt/lop3 dequantiser.
var NativePairs = []NativePair{
	{"vadd.hip", "vadd.sm80.ptx"},
	{"reduce_block.hip", "reduce_block.sm80.ptx"},
	{"softmax.hip", "softmax.sm80.ptx"},
	{"matmul_tiled.hip", "matmul_tiled.sm80.ptx"},
	{"dequant.hip", "dequant.sm80.ptx"},
}

// NativeMetrics are the compared figures, in table order.
var NativeMetrics = []string{"instructions", "vgprs", "sgprs", "lds_bytes", "scratch_bytes", "mca_cycles"}

// NativeRow is one kernel on one target: clang's native HIP build and our
// translation of the nvcc PTX.
//
// Native is built for the code object version of the translation (the
// kernel ABI: where launch sizes come from, which user SGPRs a kernel
// gets), so that the comparison is like for like. NativeDefault is clang's
// build at its own default version, when that differs.
type NativeRow struct {
	Arch          string     `json:"arch"`
	Kernel        string     `json:"kernel"`
	Native        KernelISA  `json:"native"`
	Translated    KernelISA  `json:"translated"`
	NativeDefault *KernelISA `json:"native_default,omitempty"`
	// TritonAMD is Triton's own AMD build of the kernel, where there is
	// one (the matmul: RunMmaNative).
	TritonAMD *KernelISA `json:"triton_amd,omitempty"`
}

// NativeReport is a native comparison.
type NativeReport struct {
	Machine Machine     `json:"machine"`
	Clang   string      `json:"clang"`
	Rows    []NativeRow `json:"rows"`
	// CodeObject is the code object version of the translation (and of
	// Native); DefaultCodeObject is clang's default (NativeDefault).
	CodeObject        int `json:"code_object_version"`
	DefaultCodeObject int `json:"default_code_object_version"`
	// Builder names the tools of the llc builder that built the
	// translation (codeobj.LLC.ToolVersion).
	Builder string `json:"builder"`
	// Errors are pairs that did not build, one line each.
	Errors []string `json:"errors,omitempty"`
}

// NativeConfig selects what RunNative compares.
type NativeConfig struct {
	Archs     []string // default gfx90a and gfx1100
	HIPDir    string   // bench/native
	CorpusDir string   // frontend/testdata/corpus
	Pairs     []NativePair
	MCA       bool
}

// RunNative builds every HIP source with clang (device only, -O3) and
// translates its PTX twin with the llc builder, for each target.
func RunNative(ctx context.Context, cfg NativeConfig) (*NativeReport, error) {
	tc, err := ccwrap.FindToolchain()
	if err != nil {
		return nil, err
	}
	if len(cfg.Archs) == 0 {
		cfg.Archs = []string{"gfx90a", "gfx1100"}
	}
	if cfg.Pairs == nil {
		cfg.Pairs = NativePairs
	}
	tmp, err := os.MkdirTemp("", "ptxamd-native-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	tl := &tools{llc: codeobj.NewLLC()}
	rep := &NativeReport{Clang: tc.Clang + " (" + toolVersion(tc.Clang) + ")"}
	for _, arch := range cfg.Archs {
		s, err := NewSetup(arch)
		if err != nil {
			return nil, err
		}
		if err := tl.llc.Available(s.Target); err != nil {
			return nil, err
		}
		if rep.Builder, err = tl.llc.ToolVersion(s.Target); err != nil {
			return nil, err
		}
		if cfg.MCA && tl.mca == "" {
			llcPath, _, _ := tl.llc.Tools()
			tl.mca = findMCA(llcPath)
		}
		libs, err := tc.DeviceLibs(s.Target.Name, tmp)
		if err != nil {
			return nil, err
		}
		for _, p := range cfg.Pairs {
			rows, err := nativePair(ctx, tl, tc, libs, tmp, s, cfg, p, rep)
			if err != nil {
				rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s/%s: %s", arch, p.HIP, p.PTX, firstLine(err.Error())))
			}
			rep.Rows = append(rep.Rows, rows...)
		}
	}
	rep.Machine = DescribeMachine(tl)
	return rep, nil
}

func nativePair(ctx context.Context, tl *tools, tc *ccwrap.Toolchain, libs, tmp string, s *Setup, cfg NativeConfig, p NativePair, rep *NativeReport) ([]NativeRow, error) {
	ptxPath := filepath.Join(cfg.CorpusDir, p.PTX)
	src, err := os.ReadFile(ptxPath)
	if err != nil {
		return nil, err
	}
	tr, err := translateOnce(ptxPath, src, s)
	if err != nil {
		return nil, fmt.Errorf("translate: %w", err)
	}
	_, hsaco, asm, err := tl.codegen(ctx, tr.ir, s)
	if err != nil {
		return nil, fmt.Errorf("codegen: %w", err)
	}
	ours, err := tl.isa(ctx, p.PTX, hsaco, asm, s)
	if err != nil {
		return nil, err
	}
	ourVersion, err := codeObjectVersion(hsaco)
	if err != nil {
		return nil, err
	}
	hip := filepath.Join(cfg.HIPDir, p.HIP)
	build := func(version int) ([]KernelISA, int, error) {
		nhsaco, nasm, err := clangHIPVersion(ctx, tc, libs, tmp, hip, s, version)
		if err != nil {
			return nil, 0, err
		}
		v, err := codeObjectVersion(nhsaco)
		if err != nil {
			return nil, 0, err
		}
		ks, err := tl.isa(ctx, p.HIP, nhsaco, nasm, s)
		return ks, v, err
	}
	dflt, dfltVersion, err := build(0)
	if err != nil {
		return nil, err
	}
	native := dflt
	if dfltVersion != ourVersion {
		if native, _, err = build(ourVersion); err != nil {
			return nil, err
		}
	}
	rep.CodeObject, rep.DefaultCodeObject = ourVersion, dfltVersion
	byName := map[string]KernelISA{}
	for _, k := range ours {
		byName[k.Kernel] = k
	}
	dfltByName := map[string]KernelISA{}
	for _, k := range dflt {
		dfltByName[k.Kernel] = k
	}
	var rows []NativeRow
	for _, k := range native {
		t, ok := byName[k.Kernel]
		if !ok {
			return rows, fmt.Errorf("kernel %s of %s not in %s", k.Kernel, p.HIP, p.PTX)
		}
		row := NativeRow{Arch: s.Target.Name, Kernel: k.Kernel, Native: k, Translated: t}
		if dfltVersion != ourVersion {
			d := dfltByName[k.Kernel]
			row.NativeDefault = &d
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// codeObjectVersion reads the code object version (4, 5, ...) of hsaco.
func codeObjectVersion(hsaco []byte) (int, error) {
	md, err := codeobj.ReadMetadata(hsaco)
	if err != nil {
		return 0, err
	}
	return md.CodeObjectVersion, nil
}

// clangHIP compiles one HIP source for the device only, at -O3, in the
// target's default wave size (wave64 on CDNA, wave32 on RDNA), to a code
// object and to assembly, at clang's default code object version.
func clangHIP(ctx context.Context, tc *ccwrap.Toolchain, libs, tmp, src string, s *Setup) (hsaco, asm []byte, err error) {
	return clangHIPVersion(ctx, tc, libs, tmp, src, s, 0)
}

// clangHIPVersion is clangHIP for code object version cov (4, 5), or
// clang's default when cov is 0.
func clangHIPVersion(ctx context.Context, tc *ccwrap.Toolchain, libs, tmp, src string, s *Setup, cov int) (hsaco, asm []byte, err error) {
	base := filepath.Join(tmp, fmt.Sprintf("%s-%s-cov%d", s.Target.Name, strings.TrimSuffix(filepath.Base(src), ".hip"), cov))
	common := []string{"-x", "hip", "--cuda-device-only", "--offload-arch=" + s.Target.Name, "--rocm-path=" + tc.ROCm,
		"--rocm-device-lib-path=" + libs, "-O3", "--no-gpu-bundle-output"}
	if cov != 0 {
		common = append(common, fmt.Sprintf("-mcode-object-version=%d", cov))
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	for _, out := range []struct{ flag, file string }{{"-c", base + ".hsaco"}, {"-S", base + ".s"}} {
		argv := append(slices.Clone(common), out.flag, src, "-o", out.file)
		if b, err := exec.CommandContext(ctx, tc.Clang, argv...).CombinedOutput(); err != nil {
			return nil, nil, fmt.Errorf("%s %s: %v: %s", filepath.Base(tc.Clang), strings.Join(argv, " "), err, b)
		}
	}
	if hsaco, err = os.ReadFile(base + ".hsaco"); err != nil {
		return nil, nil, err
	}
	asm, err = os.ReadFile(base + ".s")
	return hsaco, asm, err
}

// Metric returns one of NativeMetrics of k; ok is false when it was not
// measured (llvm-mca missing or failed).
func (k KernelISA) Metric(name string) (v int, ok bool) {
	switch name {
	case "instructions":
		return k.Instructions, true
	case "vgprs":
		return k.VGPRs, true
	case "sgprs":
		return k.SGPRs, true
	case "lds_bytes":
		return k.LDS, true
	case "scratch_bytes":
		return k.Scratch, true
	case "mca_cycles":
		return k.MCACycles, k.MCACycles > 0
	}
	return 0, false
}

// Ratio is translated / native; NaN when both are 0 (nothing to compare),
// +Inf when only native is 0.
func Ratio(native, translated int) float64 {
	switch {
	case native == 0 && translated == 0:
		return math.NaN()
	case native == 0:
		return math.Inf(1)
	}
	return float64(translated) / float64(native)
}

// NativeSummary is the median ratio of each metric on one target, and
// whether any kernel needs more scratch than its native build.
type NativeSummary struct {
	Arch          string
	Median        map[string]float64 // NaN where no kernel had a ratio
	Count         map[string]int
	MoreScratch   []string // kernels with translated scratch > native
	AllMediansMet bool     // every median ≤ 1.0
}

// Summarize computes one NativeSummary per target, in the rows' order,
// against Native (the build for the translation's code object version).
func (r *NativeReport) Summarize() []NativeSummary {
	return r.summarize(func(row NativeRow) (KernelISA, bool) { return row.Native, true })
}

// SummarizeDefault is Summarize against NativeDefault, clang's build at its
// default code object version; nil when no row has one.
func (r *NativeReport) SummarizeDefault() []NativeSummary {
	for _, row := range r.Rows {
		if row.NativeDefault != nil {
			return r.summarize(func(row NativeRow) (KernelISA, bool) {
				if row.NativeDefault == nil {
					return KernelISA{}, false
				}
				return *row.NativeDefault, true
			})
		}
	}
	return nil
}

func (r *NativeReport) summarize(native func(NativeRow) (KernelISA, bool)) []NativeSummary {
	var out []NativeSummary
	idx := map[string]int{}
	ratios := map[string]map[string][]float64{}
	for _, row := range r.Rows {
		if _, ok := idx[row.Arch]; !ok {
			idx[row.Arch] = len(out)
			out = append(out, NativeSummary{Arch: row.Arch, Median: map[string]float64{}, Count: map[string]int{}})
			ratios[row.Arch] = map[string][]float64{}
		}
		s := &out[idx[row.Arch]]
		nat, ok := native(row)
		if !ok {
			continue
		}
		for _, m := range NativeMetrics {
			n, ok1 := nat.Metric(m)
			t, ok2 := row.Translated.Metric(m)
			if !ok1 || !ok2 {
				continue
			}
			if x := Ratio(n, t); !math.IsNaN(x) {
				ratios[row.Arch][m] = append(ratios[row.Arch][m], x)
			}
		}
		if row.Translated.Scratch > nat.Scratch {
			s.MoreScratch = append(s.MoreScratch, row.Kernel)
		}
	}
	for i := range out {
		s := &out[i]
		s.AllMediansMet = true
		for _, m := range NativeMetrics {
			v := ratios[s.Arch][m]
			s.Count[m] = len(v)
			if len(v) == 0 {
				s.Median[m] = math.NaN()
				continue
			}
			slices.Sort(v)
			med := v[len(v)/2]
			if len(v)%2 == 0 {
				med = (v[len(v)/2-1] + v[len(v)/2]) / 2
			}
			s.Median[m] = med
			if med > 1.0 {
				s.AllMediansMet = false
			}
		}
	}
	return out
}

func fmtRatio(x float64) string {
	switch {
	case math.IsNaN(x):
		return "–"
	case math.IsInf(x, 1):
		return "∞"
	}
	return fmt.Sprintf("%.2f", x)
}

// Markdown renders the comparison: one table per target (kernel, metric,
// native, translated, ratio), the median ratio per metric and the scratch
// check; then, when clang's default code object version is another, the
// medians against that build.
func (r *NativeReport) Markdown() string {
	var b strings.Builder
	b.WriteString("# Translated PTX against native HIP\n\n")
	cov := ""
	if r.CodeObject != 0 {
		cov = fmt.Sprintf(" -mcode-object-version=%d", r.CodeObject)
	}
	fmt.Fprintf(&b, "Native: `clang++ -x hip --cuda-device-only -O3%s` of `bench/native/*.hip` (%s, HIP headers and device libraries of ROCm 5.2); translated: ", cov, r.Clang)
	fmt.Fprintf(&b, "`frontend/testdata/corpus/*.sm80.ptx` through ptxamd and the llc builder (%s, `-O3`), default warp mode. ", r.Builder)
	if r.CodeObject != 0 && r.DefaultCodeObject != r.CodeObject {
		fmt.Fprintf(&b, "Both sides are code object v%d, the version ptxamd emits (the kernel ABI decides where launch sizes come from and which user SGPRs a kernel gets); "+
			"clang's default is v%d, and the medians against that build close this page. ", r.CodeObject, r.DefaultCodeObject)
	}
	b.WriteString("Ratio = translated / native (lower is better; – where both are 0). ")
	b.WriteString("Instructions: static count of the kernel body; mca_cycles: llvm-mca total cycles for one straight-line pass over the body. ")
	fmt.Fprintf(&b, "All figures are static (no GPU run); llc: %s; llvm-mca: %s.\n\n", r.Machine.LLC, r.Machine.LLVMMCA)
	sums := r.Summarize()
	for _, s := range sums {
		fmt.Fprintf(&b, "## %s\n\n| kernel | metric | native | translated | ratio |\n|---|---|---:|---:|---:|\n", s.Arch)
		for _, row := range r.Rows {
			if row.Arch != s.Arch {
				continue
			}
			for _, m := range NativeMetrics {
				n, ok1 := row.Native.Metric(m)
				t, ok2 := row.Translated.Metric(m)
				ns, ts, rs := strconv.Itoa(n), strconv.Itoa(t), fmtRatio(Ratio(n, t))
				if !ok1 {
					ns, rs = "n/a", "–"
				}
				if !ok2 {
					ts, rs = "n/a", "–"
				}
				fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", row.Kernel, m, ns, ts, rs)
			}
		}
		fmt.Fprintf(&b, "\n**Median ratio (%s)**\n\n", s.Arch)
		writeMedians(&b, s)
		if len(s.MoreScratch) == 0 {
			b.WriteString("\nScratch: no kernel uses more scratch than its native build.\n\n")
		} else {
			fmt.Fprintf(&b, "\nScratch: **more than native** in %s.\n\n", strings.Join(s.MoreScratch, ", "))
		}
	}
	if dflt := r.SummarizeDefault(); dflt != nil {
		fmt.Fprintf(&b, "## Against clang's default code object version (v%d)\n\n", r.DefaultCodeObject)
		b.WriteString("The same translations against the native build at clang's default version, whose kernels read the " +
			"block counts and sizes from implicit kernel arguments instead of dividing the dispatch packet's grid size by " +
			"the block size, and need no dispatch pointer.\n\n")
		for _, s := range dflt {
			fmt.Fprintf(&b, "**Median ratio (%s, native v%d)**\n\n", s.Arch, r.DefaultCodeObject)
			writeMedians(&b, s)
			b.WriteString("\n")
		}
	}
	if len(r.Errors) > 0 {
		b.WriteString("## Not compared\n\n")
		for _, e := range r.Errors {
			fmt.Fprintf(&b, "- %s\n", e)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// writeMedians writes the median table of s.
func writeMedians(b *strings.Builder, s NativeSummary) {
	b.WriteString("| metric | kernels with a ratio | median | ≤ 1.0 |\n|---|---:|---:|---|\n")
	for _, m := range NativeMetrics {
		met := "yes"
		if math.IsNaN(s.Median[m]) {
			met = "–"
		} else if s.Median[m] > 1.0 {
			met = "**no**"
		}
		fmt.Fprintf(b, "| %s | %d | %s | %s |\n", m, s.Count[m], fmtRatio(s.Median[m]), met)
	}
}
