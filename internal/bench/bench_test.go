package bench

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/testutil"
)

const asmSample = `	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	k
	.globl	k
	.p2align	8
	.type	k,@function
k:                                      ; @k
; %bb.0:
	s_load_dword s0, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, 1, v0
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.section	.AMDGPU.csdata,"",@progbits
`

func TestKernelBodies(t *testing.T) {
	b := KernelBodies(asmSample)
	if len(b) != 1 || b["k"] == nil {
		t.Fatalf("bodies: %v", b)
	}
	if n := CountInstructions(b["k"]); n != 5 {
		t.Errorf("instructions: %d, want 5 in %q", n, b["k"])
	}
}

func TestTranslateStages(t *testing.T) {
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		s, err := NewSetup(arch)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := timeTranslation("alu.ptx", aluPTX, s, 3)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(tr.kernels, []string{"alu"}) || !strings.Contains(tr.ir, "define amdgpu_kernel") {
			t.Errorf("%s: kernels %v, IR:\n%s", arch, tr.kernels, tr.ir)
		}
		if st := tr.stages; st.Parse <= 0 || st.Lower <= 0 || st.Print <= 0 || st.Total() < st.Parse+st.Lower {
			t.Errorf("%s: stages %+v", arch, st)
		}
	}
}

// TestEmulatorKernels runs both throughput kernels small: they must
// translate, run and produce the right answers in every default mode.
func TestEmulatorKernels(t *testing.T) {
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		s, err := NewSetup(arch)
		if err != nil {
			t.Fatal(err)
		}
		alu, err := EmuALU(s, 4096, 1)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if alu.LaneSteps < 4096*ALUIterations*5 || alu.LaneInstPerSec <= 0 {
			t.Errorf("%s: alu %+v", arch, alu)
		}
		cp, err := EmuCopy(s, 4096+17, 1)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if cp.GBps <= 0 {
			t.Errorf("%s: copy %+v", arch, cp)
		}
	}
}

func TestFindInputsDeduplicates(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{"a/case.ptx", "b/case.ptx", "c/case.ptx", "c/other.ptx"} {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o755); err != nil {
			t.Fatal(err)
		}
		body := "same"
		if strings.HasPrefix(p, "c/") {
			body = "different " + p
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in, err := FindInputs(dir, filepath.Join(dir, "c"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, i := range in {
		rel, _ := filepath.Rel(dir, i.Path)
		got = append(got, i.Set+":"+rel)
	}
	want := []string{"conformance:a/case.ptx", "conformance:c/case.ptx", "corpus:c/other.ptx"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("inputs %v, want %v", got, want)
	}
}

// TestRun measures examples/vadd.ptx end to end and writes the files.
func TestRun(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	rep, err := Run(context.Background(), Config{Arch: "gfx90a", Inputs: []Input{{Path: "../../examples/vadd.ptx", Set: "corpus"}, {Path: "../../examples/missing.ptx", Set: "corpus"}},
		Reps: 2, MCA: true, EmuThreads: 1024})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Files) != 2 || rep.Files[0].Error != "" || rep.Files[0].Codegen.LLC <= 0 || rep.Files[0].Ratio <= 0 || rep.Files[1].Error == "" {
		t.Fatalf("files: %+v", rep.Files)
	}
	if len(rep.Kernels) != 1 {
		t.Fatalf("kernels: %+v", rep.Kernels)
	}
	k := rep.Kernels[0]
	if k.Kernel != "vadd" || k.Instructions < 5 || k.VGPRs <= 0 || k.SGPRs <= 0 {
		t.Errorf("kernel: %+v", k)
	}
	if rep.Machine.LLVMMCA != "" && k.MCACycles <= 0 {
		t.Errorf("llvm-mca present but no cycles: %+v", k)
	}
	if len(rep.Emu) != 2 {
		t.Errorf("emulator: %+v (%s)", rep.Emu, rep.EmuError)
	}
	dir := t.TempDir()
	if err := rep.WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(filepath.Join(dir, "results.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Translation against code generation", "## Emulator throughput", "| vadd.ptx | vadd |", "examples/missing.ptx"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("results.md lacks %q:\n%s", want, md)
		}
	}
	csv, _ := os.ReadFile(filepath.Join(dir, "kernels.csv"))
	if !strings.Contains(string(csv), "../../examples/vadd.ptx,vadd,") {
		t.Errorf("kernels.csv: %s", csv)
	}
}
