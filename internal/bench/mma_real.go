package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Real kernels in the mma section: Triton matmuls, whose K loop is where
// the time goes. Each is counted whole and in its loops (the instructions
// between a label and the last branch back to it), where the matrix
// instructions and the cross-lane moves are counted too.

// MmaRealKernel is one real kernel of the section.
type MmaRealKernel struct {
	Name string
	Path string // relative to the cases or corpus folder
	Case bool   // in the cases folder (else the corpus)
}

// MmaRealKernels are the kernels measured.
var MmaRealKernels = []MmaRealKernel{
	{"triton_matmul_4mma (real/, 16x32x16, 4 mma per K step)", "real/triton_matmul_4mma/case.ptx", true},
	{"triton_matmul.sm80 (corpus, 64 mma per K step)", "triton_matmul.sm80.ptx", false},
}

// MmaRealRow is one real kernel on one target in one mode.
type MmaRealRow struct {
	Kernel, Arch, Mma string
	Instructions      int // whole kernel, static
	Loop              int // instructions inside loops
	LoopCycles        int // llvm-mca cycles for one pass over the loop instructions
	LoopUnits         int // v_mfma/v_wmma inside loops
	LoopCross         int // ds_bpermute, ds_swizzle, DPP and permlane inside loops
	LoopBpermute      int
}

// branchTarget matches a branch to a label: a short branch, or the
// address computation of a long one (s_getpc/s_setpc, for loops beyond a
// short branch's reach).
var branchTarget = regexp.MustCompile(`^\s*s_(?:cbranch_\w+|branch)\s+(\.LBB\w+)|\((\.LBB\w+)-\.Lpost_getpc`)

// LoopLines returns the lines of body that lie inside a loop: between a
// label and a later branch to it.
func LoopLines(body []string) []string {
	at := map[string]int{}
	in := make([]bool, len(body))
	for i, l := range body {
		if f := strings.Fields(l); len(f) > 0 {
			if name, ok := strings.CutSuffix(f[0], ":"); ok && strings.HasPrefix(name, ".LBB") {
				at[name] = i
			}
		}
		if m := branchTarget.FindStringSubmatch(l); m != nil {
			if j, ok := at[m[1]+m[2]]; ok {
				end := i
				for m[2] != "" && end+1 < len(body) && !strings.HasPrefix(strings.TrimSpace(body[end]), "s_setpc") {
					end++ // a long branch ends at its s_setpc
				}
				for k := j; k <= end; k++ {
					in[k] = true
				}
			}
		}
	}
	var out []string
	for i, l := range body {
		if in[i] {
			out = append(out, l)
		}
	}
	return out
}

// countCross counts the cross-lane moves in lines: ds_bpermute,
// ds_swizzle, DPP operands and permlanes.
func countCross(lines []string) (cross, bperm int) {
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, ";") {
			continue
		}
		switch {
		case strings.HasPrefix(t, "ds_bpermute"):
			bperm++
			cross++
		case strings.HasPrefix(t, "ds_swizzle"), strings.HasPrefix(t, "v_permlane"),
			strings.Contains(t, "row_"), strings.Contains(t, "quad_perm"), strings.Contains(t, "dpp8"), strings.Contains(t, "wave_"):
			cross++
		}
	}
	return cross, bperm
}

// runMmaReal measures the real kernels.
func runMmaReal(ctx context.Context, tl *tools, rep *MmaReport, cfg MmaConfig, archs []string) {
	for _, k := range MmaRealKernels {
		dir := cfg.CorpusDir
		if k.Case {
			dir = cfg.CasesDir
		}
		if dir == "" {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, k.Path))
		if err != nil {
			rep.Errors = append(rep.Errors, fmt.Sprintf("%s: %v", k.Name, err))
			continue
		}
		for _, arch := range archs {
			s, err := NewSetup(arch)
			if err != nil {
				continue
			}
			for _, mode := range []string{"exact", "hw"} {
				ki, asm, err := mmaISA(ctx, tl, s, mode, string(src))
				if err != nil {
					rep.Errors = append(rep.Errors, fmt.Sprintf("%s %s %s: %s", arch, k.Name, mode, firstLine(err.Error())))
					continue
				}
				var body []string
				for _, b := range KernelBodies(asm) {
					body = append(body, b...)
				}
				loop := LoopLines(body)
				row := MmaRealRow{Kernel: k.Name, Arch: arch, Mma: mode, Instructions: ki.Instructions, Loop: CountInstructions(loop)}
				for _, l := range loop {
					if t := strings.TrimSpace(l); strings.HasPrefix(t, "v_mfma") || strings.HasPrefix(t, "v_wmma") {
						row.LoopUnits++
					}
				}
				row.LoopCross, row.LoopBpermute = countCross(loop)
				if len(loop) > 0 {
					row.LoopCycles, _ = tl.runMCA(ctx, loop, s)
				}
				rep.Real = append(rep.Real, row)
			}
		}
	}
}

// realMarkdown renders the real kernels' table.
func (r *MmaReport) realMarkdown(b *strings.Builder) {
	if len(r.Real) == 0 {
		return
	}
	b.WriteString("## Real kernels: the K loop\n\n")
	b.WriteString("Static instruction counts of the whole kernel and of its loops (the instructions between a label and the last branch back to it: here the K loop), ")
	b.WriteString("with the matrix instructions, the cross-lane moves (ds_bpermute, ds_swizzle, DPP, permlane; ds_bpermute in brackets) and llvm-mca's cycles for one pass over the loop's instructions, in the default warp mode.\n\n")
	b.WriteString("| kernel | target | mma | instrs | loop instrs | loop cycles | loop units | loop cross-lane (bpermute) |\n|---|---|---|---:|---:|---:|---:|---:|\n")
	for _, row := range r.Real {
		cyc := "n/a"
		if row.LoopCycles > 0 {
			cyc = fmt.Sprint(row.LoopCycles)
		}
		fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %s | %d | %d (%d) |\n", row.Kernel, row.Arch, row.Mma, row.Instructions, row.Loop, cyc, row.LoopUnits, row.LoopCross, row.LoopBpermute)
	}
	b.WriteString("\n")
}
