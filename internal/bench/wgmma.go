package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
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
		// Translate is the translation, LLC the llc builder's object
		// build (opt, llc, ld.lld), in seconds.
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
	Modes     []string // default hw, exact
}

// RunWgmma builds each of WgmmaFiles for each target with --mma=hw and
// --mma=exact (the llc builder, the target's default warp mode) and
// records the build time and the kernel's instruction count.
func RunWgmma(ctx context.Context, cfg WgmmaConfig) (*WgmmaReport, error) {
	if len(cfg.Archs) == 0 {
		cfg.Archs = []string{"gfx90a", "gfx942", "gfx1100", "gfx1200"}
	}
	if len(cfg.Modes) == 0 {
		cfg.Modes = []string{"hw", "exact"}
	}
	if cfg.CorpusDir == "" {
		return nil, fmt.Errorf("bench: the wgmma section needs the corpus directory (--corpus)")
	}
	tl := &tools{llc: codeobj.NewLLC()}
	rep := &WgmmaReport{}
	for _, arch := range cfg.Archs {
		s, err := NewSetup(arch)
		if err != nil {
			return nil, err
		}
		if err := tl.llc.Available(s.Target); err != nil {
			return nil, err
		}
		for _, f := range WgmmaFiles {
			path := filepath.Join(cfg.CorpusDir, f)
			src, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			for _, mode := range cfg.Modes {
				row := WgmmaRow{File: f, Arch: arch, Mma: mode, Mode: s.Mode}
				t0 := time.Now()
				out, err := pipeline.Translate(path, src, pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: s.Mode, Features: s.Features, Mma: mode})
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s %s: translate: %s", f, arch, mode, firstLine(err.Error())))
					continue
				}
				row.Build.Translate = time.Since(t0).Seconds()
				cg, hsaco, asm, err := tl.codegen(ctx, out.Result.Module.String(), s)
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s %s: codegen: %s", f, arch, mode, firstLine(err.Error())))
					continue
				}
				row.Build.LLC = float64(cg.LLC) / 1e9
				ks, err := tl.isa(ctx, f, hsaco, asm, s)
				if err != nil || len(ks) != 1 {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s %s: isa: %v (%d kernels)", f, arch, mode, err, len(ks)))
					continue
				}
				row.Instructions, row.VGPRs, row.AGPRs, row.Spills = ks[0].Instructions, ks[0].VGPRs, ks[0].AGPRs, ks[0].Spills
				row.Units = strings.Count(string(asm), "v_mfma") + strings.Count(string(asm), "v_wmma")
				rep.Rows = append(rep.Rows, row)
			}
		}
	}
	rep.Machine = DescribeMachine(tl)
	return rep, nil
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
	b.WriteString("Build = translation + the llc builder's object build, in seconds; instructions = the kernel's static instruction count in llc's assembly; ")
	b.WriteString("units = v_mfma/v_wmma in it.")
	fmt.Fprintf(&b, " llc: %s; %s, %d cores.\n\n", r.Machine.LLC, r.Machine.CPU, r.Machine.Cores)
	b.WriteString("| module | target | exact build s | exact instrs | hw build s | hw instrs | hw units | hw VGPRs/AGPRs |\n|---|---|---:|---:|---:|---:|---:|---|\n")
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
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s |\n", strings.TrimSuffix(k.file, ".ptx"), k.arch,
			cell(e, eok, build), cell(e, eok, instrs), cell(h, hok, build), cell(h, hok, instrs),
			cell(h, hok, func(x WgmmaRow) string { return fmt.Sprint(x.Units) }),
			cell(h, hok, func(x WgmmaRow) string { return fmt.Sprintf("%d/%d", x.VGPRs, x.AGPRs) }))
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
