package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// WgmmaFiles are the corpus modules the wgmma section builds: Triton's
// sm_90a matmuls (two wgmma.mma_async m64n128 each).
var WgmmaFiles = []string{"triton_matmul.sm90a.ptx", "triton_matmul_fp8.sm90a.ptx"}

// WgmmaRow is one module built for one target in one --mma mode.
type WgmmaRow struct {
	File  string `json:"file"`
	Arch  string `json:"arch"`
	Mma   string `json:"mma"`
	Mode  string `json:"warp_mode"`
	Build struct {
		// Translate is the translation, LLC the llc builder's opt and
		// llc to assembly, in seconds.
		Translate float64 `json:"translate_s"`
		LLC       float64 `json:"llc_s"`
	} `json:"build"`
	Instructions int `json:"instructions"`
	VGPRs        int `json:"vgprs"`
	AGPRs        int `json:"agprs"`
	Spills       int `json:"spills"`
	Units        int `json:"units"` // v_mfma/v_wmma in the kernel
}

// WgmmaReport is the wgmma section.
type WgmmaReport struct {
	Machine Machine
	Rows    []WgmmaRow
	Errors  []string
}

// WgmmaConfig selects what RunWgmma measures.
type WgmmaConfig struct {
	Archs     []string // default gfx90a, gfx942, gfx1100, gfx1200
	CorpusDir string   // frontend/testdata/corpus
	// Timeout bounds each build (0: none); a build over it is listed as
	// not measured. The exact builds are the long ones.
	Timeout time.Duration
	// Progress, when set, receives the report after every row (to keep
	// what a long run has measured so far).
	Progress func(*WgmmaReport)
	// Modes are the --mma modes to build (default hw, exact). Keep holds
	// rows of an earlier report: those of modes not built are kept, so
	// that the long exact builds need not be repeated with the hw ones.
	Modes []string
	Keep  []WgmmaRow
}

var (
	reVGPRs  = regexp.MustCompile(`\.vgpr_count:\s+(\d+)`)
	reAGPRs  = regexp.MustCompile(`\.agpr_count:\s+(\d+)`)
	reSpills = regexp.MustCompile(`\.[sv]gpr_spill_count:\s+(\d+)`)
)

// RunWgmma builds each of WgmmaFiles for each target with --mma=hw, then
// with --mma=exact (the llc builder's pipeline, opt and llc, emitting the
// assembly, in the target's default warp mode) and records the build time
// and the kernel's instruction count.
func RunWgmma(ctx context.Context, cfg WgmmaConfig) (*WgmmaReport, error) {
	if len(cfg.Archs) == 0 {
		cfg.Archs = []string{"gfx90a", "gfx942", "gfx1100", "gfx1200"}
	}
	if cfg.CorpusDir == "" {
		return nil, fmt.Errorf("bench: the wgmma section needs the corpus directory (--corpus)")
	}
	tl := &tools{llc: codeobj.NewLLC()}
	if len(cfg.Modes) == 0 {
		cfg.Modes = []string{"hw", "exact"}
	}
	rep := &WgmmaReport{}
	rep.Machine = DescribeMachine(tl)
	for _, row := range cfg.Keep {
		if !slices.Contains(cfg.Modes, row.Mma) {
			rep.Rows = append(rep.Rows, row)
		}
	}
	for _, mode := range cfg.Modes {
		for _, f := range WgmmaFiles {
			path := filepath.Join(cfg.CorpusDir, f)
			src, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			for _, arch := range cfg.Archs {
				s, err := NewSetup(arch)
				if err != nil {
					return nil, err
				}
				if err := tl.llc.Available(s.Target); err != nil {
					return nil, err
				}
				row, err := wgmmaRow(ctx, tl, s, f, src, mode, cfg.Timeout)
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s --mma=%s: %s", f, arch, mode, firstLine(err.Error())))
				} else {
					rep.Rows = append(rep.Rows, row)
				}
				if cfg.Progress != nil {
					cfg.Progress(rep)
				}
			}
		}
	}
	return rep, nil
}

// wgmmaRow translates and builds one module.
func wgmmaRow(ctx context.Context, tl *tools, s *Setup, f string, src []byte, mode string, timeout time.Duration) (WgmmaRow, error) {
	row := WgmmaRow{File: f, Arch: s.Target.Name, Mma: mode, Mode: s.Mode}
	t0 := time.Now()
	out, err := pipeline.Translate(f, src, pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: s.Mode, Features: s.Features, Mma: mode})
	if err != nil {
		return row, fmt.Errorf("translate: %w", err)
	}
	row.Build.Translate = time.Since(t0).Seconds()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	t0 = time.Now()
	asm, err := tl.llc.Build(ctx, codeobj.Request{IR: []byte(out.Result.Module.String()), Target: s.Target, WaveSize: s.WaveSize, Emit: codeobj.Asm})
	if err != nil {
		if ctx.Err() != nil {
			return row, fmt.Errorf("llc builder over %v", timeout)
		}
		return row, fmt.Errorf("codegen: %w", err)
	}
	row.Build.LLC = time.Since(t0).Seconds()
	text := string(asm.Asm)
	// The module has one kernel; the other labels KernelBodies finds are
	// data (__ptxamd_warp_mode).
	for _, body := range KernelBodies(text) {
		row.Instructions = max(row.Instructions, CountInstructions(body))
	}
	atoi := func(m []string) int {
		n := 0
		if len(m) == 2 {
			fmt.Sscan(m[1], &n)
		}
		return n
	}
	row.VGPRs, row.AGPRs = atoi(reVGPRs.FindStringSubmatch(text)), atoi(reAGPRs.FindStringSubmatch(text))
	for _, m := range reSpills.FindAllStringSubmatch(text, -1) {
		row.Spills += atoi(m)
	}
	row.Units = strings.Count(text, "v_mfma") + strings.Count(text, "v_wmma")
	return row, nil
}

// WriteFiles writes wgmma.md and wgmma.json into dir.
func (r *WgmmaReport) WriteFiles(dir string) error {
	return writeReportFiles(dir, "wgmma", r, r.Markdown())
}

// Markdown renders one table: a row per module and target.
func (r *WgmmaReport) Markdown() string {
	var b strings.Builder
	b.WriteString("# wgmma: software (--mma=exact) against the matrix units (--mma=hw)\n\n")
	b.WriteString("Triton's sm_90a matmuls of the corpus (`frontend/testdata/corpus`, two `wgmma.mma_async` m64n128 each: k16 f16 and k32 e4m3), ")
	b.WriteString("built for each target in its default warp mode (paired on gfx9, wave32 on RDNA) with the llc builder (`ptxamd bench --wgmma`). ")
	b.WriteString("Build = translation + the llc builder's opt and llc (to assembly), in seconds; instructions = the kernel's static instruction count in llc's assembly; ")
	b.WriteString("units = v_mfma/v_wmma in it; spills = VGPRs spilled to scratch. Times are wall-clock on the machine below, which other jobs may share.")
	fmt.Fprintf(&b, " llc: %s; %s, %d cores.\n\n", r.Machine.LLC, r.Machine.CPU, r.Machine.Cores)
	b.WriteString("| module | target | exact build s | exact instrs | hw build s | hw instrs | hw units | hw VGPRs/AGPRs | hw spills |\n|---|---|---:|---:|---:|---:|---:|---|---:|\n")
	type key struct{ file, arch string }
	rows := map[key]map[string]WgmmaRow{}
	var order []key
	for _, row := range r.Rows {
		k := key{row.File, row.Arch}
		if rows[k] == nil {
			rows[k] = map[string]WgmmaRow{}
			order = append(order, k)
		}
		rows[k][row.Mma] = row
	}
	cell := func(row WgmmaRow, ok bool, f func(WgmmaRow) string) string {
		if !ok {
			return "n/a"
		}
		return f(row)
	}
	for _, k := range order {
		e, eok := rows[k]["exact"]
		h, hok := rows[k]["hw"]
		build := func(x WgmmaRow) string { return fmt.Sprintf("%.2f", x.Build.Translate+x.Build.LLC) }
		instrs := func(x WgmmaRow) string { return fmt.Sprint(x.Instructions) }
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", strings.TrimSuffix(k.file, ".ptx"), k.arch,
			cell(e, eok, build), cell(e, eok, instrs), cell(h, hok, build), cell(h, hok, instrs),
			cell(h, hok, func(x WgmmaRow) string { return fmt.Sprint(x.Units) }),
			cell(h, hok, func(x WgmmaRow) string { return fmt.Sprintf("%d/%d", x.VGPRs, x.AGPRs) }),
			cell(h, hok, func(x WgmmaRow) string { return fmt.Sprint(x.Spills) }))
	}
	b.WriteString("\n")
	if len(r.Errors) > 0 {
		b.WriteString("## Not measured\n\n")
		for _, e := range r.Errors {
			fmt.Fprintf(&b, "- %s\n", e)
		}
		b.WriteString("\n")
	}
	return b.String()
}
