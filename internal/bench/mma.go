package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// The mma section: what one mma.sync costs, per shape and type, in the
// exact software path and on the matrix units (--mma=exact, --mma=hw),
// for gfx90a, gfx942, gfx1100 and gfx1200, and for gfx906 and gfx1030,
// which have no matrix units (hw: dot instructions where they serve the
// form, lower_mma_dot.go). Each form is measured in three
// generated kernels that load their fragments, compute and store D: with
// no mma (D = C), with one, and with four that share A (a GEMM's n-tiles);
// "isolated" is the one-mma kernel less the empty one, "amortised" a
// quarter of the four-mma kernel less the empty one (lane addresses and
// A's movement are shared there, as in real kernels).

// MmaForm is one mma.sync shape and type combination.
type MmaForm struct {
	Name                string // "m16n8k16 f16->f32"
	Shape               string
	D, A, B, C          string // PTX types
	ARegs, BRegs, CRegs int
	DRegs               int
	Sat                 bool
}

// MmaForms are the forms the translator supports.
var MmaForms = []MmaForm{
	{"m16n8k8 f16->f16", "m16n8k8", "f16", "f16", "f16", "f16", 2, 1, 2, 2, false},
	{"m16n8k8 f16->f32", "m16n8k8", "f32", "f16", "f16", "f32", 2, 1, 4, 4, false},
	{"m16n8k16 f16->f16", "m16n8k16", "f16", "f16", "f16", "f16", 4, 2, 2, 2, false},
	{"m16n8k16 f16->f32", "m16n8k16", "f32", "f16", "f16", "f32", 4, 2, 4, 4, false},
	{"m16n8k8 bf16->f32", "m16n8k8", "f32", "bf16", "bf16", "f32", 2, 1, 4, 4, false},
	{"m16n8k16 bf16->f32", "m16n8k16", "f32", "bf16", "bf16", "f32", 4, 2, 4, 4, false},
	{"m16n8k4 tf32->f32", "m16n8k4", "f32", "tf32", "tf32", "f32", 2, 1, 4, 4, false},
	{"m16n8k8 tf32->f32", "m16n8k8", "f32", "tf32", "tf32", "f32", 4, 2, 4, 4, false},
	{"m16n8k16 s8->s32", "m16n8k16", "s32", "s8", "s8", "s32", 2, 1, 4, 4, false},
	{"m16n8k32 s8->s32", "m16n8k32", "s32", "s8", "s8", "s32", 4, 2, 4, 4, false},
	{"m16n8k32 s8->s32 satfinite", "m16n8k32", "s32", "s8", "s8", "s32", 4, 2, 4, 4, true},
	{"m16n8k16 u8->s32", "m16n8k16", "s32", "u8", "u8", "s32", 2, 1, 4, 4, false},
	{"m16n8k32 u8xs8->s32", "m16n8k32", "s32", "u8", "s8", "s32", 4, 2, 4, 4, false},
	{"m16n8k32 e4m3->f32", "m16n8k32", "f32", "e4m3", "e4m3", "f32", 4, 2, 4, 4, false},
	{"m16n8k16 e4m3->f32", "m16n8k16", "f32", "e4m3", "e4m3", "f32", 2, 1, 4, 4, false},
	{"m16n8k32 e5m2->f16", "m16n8k32", "f16", "e5m2", "e5m2", "f16", 4, 2, 2, 2, false},
	{"m8n8k4 f16->f32", "m8n8k4", "f32", "f16", "f16", "f32", 2, 2, 8, 8, false},
}

// MmaKernel writes a kernel that loads the fragments of form f, runs n
// mma.sync (0: D = C) that share A, each with its own B, and stores every
// D.
func MmaKernel(f MmaForm, n int) string {
	var b strings.Builder
	acc := ".b32"
	if f.C == "f32" {
		acc = ".f32"
	}
	version, target := "7.8", "sm_80"
	if f.A == "e4m3" || f.A == "e5m2" {
		version, target = "8.7", "sm_89" // fp8 mma.sync
	}
	fmt.Fprintf(&b, ".version %s\n.target %s\n.address_size 64\n\n.visible .entry mma%d(.param .u64 p)\n{\n", version, target, n)
	fmt.Fprintf(&b, "\t.reg .b32 %%a<%d>;\n\t.reg .b32 %%b<%d>;\n\t.reg %s %%c<%d>;\n\t.reg %s %%d<%d>;\n\t.reg .b64 %%rd<2>;\n",
		f.ARegs, 4*f.BRegs, acc, f.CRegs, acc, 4*f.DRegs)
	b.WriteString("\tld.param.u64 %rd1, [p];\n")
	off := 0
	load := func(reg string, t string) {
		fmt.Fprintf(&b, "\tld.global%s %s, [%%rd1+%d];\n", t, reg, off)
		off += 4
	}
	for i := 0; i < f.ARegs; i++ {
		load(fmt.Sprintf("%%a%d", i), ".b32")
	}
	for i := 0; i < 4*f.BRegs; i++ {
		load(fmt.Sprintf("%%b%d", i), ".b32")
	}
	for i := 0; i < f.CRegs; i++ {
		load(fmt.Sprintf("%%c%d", i), strings.Replace(acc, ".b32", ".b32", 1))
	}
	list := func(p string, from, n int) string {
		var s []string
		for i := 0; i < n; i++ {
			s = append(s, fmt.Sprintf("%%%s%d", p, from+i))
		}
		return "{" + strings.Join(s, ", ") + "}"
	}
	sat := ""
	if f.Sat {
		sat = ".satfinite"
	}
	stores := n
	if n == 0 {
		stores = 1
		for i := 0; i < f.DRegs; i++ {
			fmt.Fprintf(&b, "\tmov%s %%d%d, %%c%d;\n", acc, i, i)
		}
	}
	for j := 0; j < n; j++ {
		fmt.Fprintf(&b, "\tmma.sync.aligned.%s.row.col%s.%s.%s.%s.%s %s, %s, %s, %s;\n", f.Shape, sat, f.D, f.A, f.B, f.C,
			list("d", j*f.DRegs, f.DRegs), list("a", 0, f.ARegs), list("b", j*f.BRegs, f.BRegs), list("c", 0, f.CRegs))
	}
	for i := 0; i < stores*f.DRegs; i++ {
		fmt.Fprintf(&b, "\tst.global%s [%%rd1+%d], %%d%d;\n", acc, 256+4*i, i)
	}
	b.WriteString("\tret;\n}\n")
	return b.String()
}

// MmaRow is one form on one target in one mode.
type MmaRow struct {
	Form, Arch, Mma string
	// Instructions and llvm-mca cycles of the kernels with 0, 1 and 4 mma.
	Instructions, Cycles [3]int
	Units                int // v_mfma/v_wmma in the one-mma kernel
}

// Isolated is the one-mma kernel less the empty one.
func (r MmaRow) Isolated() (instrs, cycles int) {
	return r.Instructions[1] - r.Instructions[0], r.Cycles[1] - r.Cycles[0]
}

// Amortised is a quarter of the four-mma kernel less the empty one.
func (r MmaRow) Amortised() (instrs, cycles float64) {
	return float64(r.Instructions[2]-r.Instructions[0]) / 4, float64(r.Cycles[2]-r.Cycles[0]) / 4
}

// MmaReport is the mma section.
type MmaReport struct {
	Machine Machine
	Rows    []MmaRow
	Errors  []string
	// TritonBuild is the llc builder's time for the Triton matmul of the
	// corpus (64 mma.sync) on gfx90a, per mode, in seconds.
	TritonBuild map[string]float64
	// Real are the real kernels' rows (mma_real.go).
	Real []MmaRealRow `json:",omitempty"`
}

// MmaConfig selects what RunMma measures.
type MmaConfig struct {
	Archs     []string // default gfx90a, gfx942, gfx1100, gfx1200, gfx906, gfx1030
	CorpusDir string   // for the Triton matmul build time; "" skips it
	CasesDir  string   // conformance cases, for the real kernels of mma_real.go; "" skips those
	// Progress receives a line as each target's form starts; nil for none.
	Progress io.Writer
}

// RunMma measures the mma section.
func RunMma(ctx context.Context, cfg MmaConfig) (*MmaReport, error) {
	if len(cfg.Archs) == 0 {
		cfg.Archs = []string{"gfx90a", "gfx942", "gfx1100", "gfx1200", "gfx906", "gfx1030"}
	}
	tl := &tools{llc: codeobj.NewLLC()}
	rep := &MmaReport{TritonBuild: map[string]float64{}}
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
				return nil, fmt.Errorf("bench: the mma section needs llvm-mca")
			}
		}
		modes := []string{"exact", "hw"}
		if s.Target.MFMA && s.WaveSize == 64 {
			// A wave64 that holds one PTX warp (warp mode single, or a
			// block of at most 32 threads) gives it the unit's whole depth.
			modes = append(modes, mmaHWSingle)
		}
		for fi, f := range MmaForms {
			if cfg.Progress != nil {
				fmt.Fprintf(cfg.Progress, "bench: mma %s %s (%d/%d): %s\n", arch, f.Name, fi+1, len(MmaForms), strings.Join(modes, ", "))
			}
			for _, mode := range modes {
				row := MmaRow{Form: f.Name, Arch: arch, Mma: mode}
				ok := true
				for i, n := range []int{0, 1, 4} {
					k, asm, err := mmaISA(ctx, tl, s, mode, MmaKernel(f, n))
					if err != nil {
						rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s %s (%d mma): %s", arch, f.Name, mode, n, firstLine(err.Error())))
						ok = false
						break
					}
					row.Instructions[i], row.Cycles[i] = k.Instructions, k.MCACycles
					if n == 1 {
						row.Units = strings.Count(asm, "v_mfma") + strings.Count(asm, "v_wmma")
					}
				}
				if ok {
					rep.Rows = append(rep.Rows, row)
				}
			}
		}
	}
	runMmaReal(ctx, tl, rep, cfg, cfg.Archs)
	if cfg.CorpusDir != "" {
		path := filepath.Join(cfg.CorpusDir, "triton_matmul.sm80.ptx")
		src, err := os.ReadFile(path)
		if err == nil {
			s, _ := NewSetup("gfx90a")
			for _, mode := range []string{"hw", "exact"} {
				t0 := time.Now()
				out, err := pipeline.Translate(path, src, pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: s.Mode, Features: s.Features, Mma: mode})
				if err == nil {
					_, err = tl.llc.Build(ctx, codeobj.Request{IR: []byte(out.Result.Module.String()), Target: s.Target, WaveSize: s.WaveSize, Emit: codeobj.ObjectHSACO})
				}
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("triton_matmul %s: %s", mode, firstLine(err.Error())))
					continue
				}
				rep.TritonBuild[mode] = time.Since(t0).Seconds()
			}
		}
	}
	rep.Machine = DescribeMachine(tl)
	return rep, nil
}

// mmaHWSingle is the row mode of hw in warp mode single (one PTX warp
// per wave64), measured on the MFMA targets.
const mmaHWSingle = "hw single"

// mmaISA translates and builds one generated kernel and returns its ISA
// statistics and assembly.
func mmaISA(ctx context.Context, tl *tools, s *Setup, mode, src string) (KernelISA, string, error) {
	warpMode := s.Mode
	if mode == mmaHWSingle {
		mode, warpMode = "hw", "single"
	}
	out, err := pipeline.Translate("mma.ptx", []byte(src), pipeline.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Mode: warpMode, Features: s.Features, Mma: mode})
	if err != nil {
		return KernelISA{}, "", fmt.Errorf("translate: %w", err)
	}
	_, hsaco, asm, err := tl.codegen(ctx, out.Result.Module.String(), s)
	if err != nil {
		return KernelISA{}, "", fmt.Errorf("codegen: %w", err)
	}
	ks, err := tl.isa(ctx, "mma.ptx", hsaco, asm, s)
	if err != nil || len(ks) != 1 {
		return KernelISA{}, "", fmt.Errorf("isa: %v (%d kernels)", err, len(ks))
	}
	return ks[0], string(asm), nil
}

// WriteFiles writes mma.md and mma.json into dir.
func (r *MmaReport) WriteFiles(dir string) error {
	return writeReportFiles(dir, "mma", r, r.Markdown())
}

// Markdown renders one table per target.
func (r *MmaReport) Markdown() string {
	var b strings.Builder
	b.WriteString("# mma.sync: software (--mma=exact) against the matrix units (--mma=hw)\n\n")
	b.WriteString("Generated kernels (`internal/bench/mma.go`) that load the fragments of one form, run 0, 1 or 4 mma.sync ")
	b.WriteString("(the four share A, as a GEMM's n-tiles do) and store D, in the default warp mode (paired on gfx9, wave32 on RDNA), ")
	b.WriteString("built with the llc builder. Instructions and llvm-mca cycles (one straight-line pass) per mma: ")
	b.WriteString("**isolated** = one-mma kernel − empty kernel; **amortised** = (four-mma kernel − empty kernel) / 4. ")
	b.WriteString("units = v_mfma/v_wmma in the one-mma kernel (0: no matrix unit; on gfx906 and gfx1030, and for forms no unit takes, hw mode uses v_dot2_f32_f16 for f16 and v_dot4_i32_i8 for s8, else the software path). ")
	b.WriteString("On the MFMA targets, **hw single** is hw in warp mode single: one PTX warp per wave64, which then has the unit's whole depth (as has a paired-mode kernel whose block is at most 32 threads).")
	fmt.Fprintf(&b, " llc: %s; llvm-mca: %s.\n\n", r.Machine.LLC, r.Machine.LLVMMCA)
	archs := []string{}
	for _, row := range r.Rows {
		if len(archs) == 0 || archs[len(archs)-1] != row.Arch {
			archs = append(archs, row.Arch)
		}
	}
	for _, arch := range archs {
		fmt.Fprintf(&b, "## %s\n\n", arch)
		single := false
		for _, row := range r.Rows {
			single = single || row.Arch == arch && row.Mma == mmaHWSingle
		}
		b.WriteString("| form | exact instrs (isolated / amortised) | exact cycles | hw instrs (isolated / amortised) | hw cycles | units |")
		if single {
			b.WriteString(" hw single instrs (isolated / amortised) | hw single cycles | units |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
		} else {
			b.WriteString("\n|---|---:|---:|---:|---:|---:|\n")
		}
		byForm := map[string]map[string]MmaRow{}
		var forms []string
		for _, row := range r.Rows {
			if row.Arch != arch {
				continue
			}
			if byForm[row.Form] == nil {
				byForm[row.Form] = map[string]MmaRow{}
				forms = append(forms, row.Form)
			}
			byForm[row.Form][row.Mma] = row
		}
		for _, f := range forms {
			e, h := byForm[f]["exact"], byForm[f]["hw"]
			ei, ec := e.Isolated()
			ea, eac := e.Amortised()
			hi, hc := h.Isolated()
			ha, hac := h.Amortised()
			fmt.Fprintf(&b, "| %s | %d / %.0f | %s | %d / %.0f | %s | %d |", f, ei, ea, mcaPair(e, ec, eac), hi, ha, mcaPair(h, hc, hac), h.Units)
			if single {
				o := byForm[f][mmaHWSingle]
				oi, oc := o.Isolated()
				oa, oac := o.Amortised()
				fmt.Fprintf(&b, " %d / %.0f | %s | %d |", oi, oa, mcaPair(o, oc, oac), o.Units)
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
	r.realMarkdown(&b)
	if len(r.TritonBuild) > 0 {
		b.WriteString("## Build time\n\n`frontend/testdata/corpus/triton_matmul.sm80.ptx` (64 mma.sync), gfx90a, translation and llc builder:")
		for _, mode := range []string{"hw", "exact"} {
			if t, ok := r.TritonBuild[mode]; ok {
				fmt.Fprintf(&b, " %s %.2f s;", mode, t)
			}
		}
		b.WriteString(" on the machine above.\n\n")
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

// mcaPair formats isolated / amortised cycles, n/a where llvm-mca gave
// no figure for one of the kernels (it times out on the largest).
func mcaPair(r MmaRow, iso int, am float64) string {
	for _, c := range r.Cycles {
		if c == 0 {
			return "n/a"
		}
	}
	return fmt.Sprintf("%d / %.0f", iso, am)
}
