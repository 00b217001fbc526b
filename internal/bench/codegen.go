package bench

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
)

// Codegen is the time LLVM takes to turn one translated module into a code
// object, in nanoseconds of wall clock, process start-up included.
type Codegen struct {
	// LLC is the llc builder: opt -passes='default<O3>,amdgpu-attributor'
	// (where opt knows the attributor), llc -O3 -filetype=obj and ld.lld
	// -shared.
	LLC int64 `json:"llc_hsaco_ns"`
	// LLCAsm is the same builder's assembly: opt and llc -filetype=asm
	// (for the ISA statistics).
	LLCAsm int64 `json:"llc_asm_ns"`
	// Comgr is the comgr builder (a child process that loads comgr and
	// compiles at -O3); 0 when comgr does not know the target or is off.
	Comgr    int64  `json:"comgr_ns,omitempty"`
	ComgrErr string `json:"comgr_error,omitempty"`
}

// KernelISA is what LLVM made of one kernel.
type KernelISA struct {
	File   string `json:"file"`
	Kernel string `json:"kernel"`
	// Instructions counts the instruction lines of the kernel's body in
	// llc's assembly (static count; called functions not included).
	Instructions int `json:"instructions"`
	VGPRs        int `json:"vgprs"`
	SGPRs        int `json:"sgprs"`
	AGPRs        int `json:"agprs"`
	LDS          int `json:"lds_bytes"`
	Scratch      int `json:"scratch_bytes"`
	Spills       int `json:"spills"`
	// MCACycles is llvm-mca's "Total Cycles" for one pass over the body,
	// taken as straight-line code (branches not followed, memory at the
	// model's fixed latency).
	MCACycles int    `json:"mca_cycles,omitempty"`
	MCAErr    string `json:"mca_error,omitempty"`
	// MatrixOps counts the matrix-unit instructions (v_mfma*, v_wmma*)
	// among Instructions.
	MatrixOps int `json:"matrix_ops,omitempty"`
}

// tools are the LLVM programs the benchmark runs.
type tools struct {
	llc   *codeobj.LLC
	comgr *codeobj.Comgr // nil: off or unavailable
	mca   string         // llvm-mca path; "" when missing
}

// findMCA looks for llvm-mca next to llc, with llc's version suffix
// (llc-19 → llvm-mca-19), then on PATH.
func findMCA(llc string) string {
	dir, base := filepath.Split(llc)
	if p, err := exec.LookPath(filepath.Join(dir, strings.Replace(base, "llc", "llvm-mca", 1))); err == nil {
		return p
	}
	if p, err := exec.LookPath("llvm-mca"); err == nil {
		return p
	}
	return ""
}

// codegen builds ir with each builder, timing them, and returns the
// code object and the assembly of the llc builder.
func (tl *tools) codegen(ctx context.Context, ir string, s *Setup) (Codegen, []byte, []byte, error) {
	var cg Codegen
	req := codeobj.Request{IR: []byte(ir), Target: s.Target, WaveSize: s.WaveSize, Emit: codeobj.ObjectHSACO}
	t0 := time.Now()
	obj, err := tl.llc.Build(ctx, req)
	cg.LLC = time.Since(t0).Nanoseconds()
	if err != nil {
		return cg, nil, nil, err
	}
	req.Emit = codeobj.Asm
	t0 = time.Now()
	asm, err := tl.llc.Build(ctx, req)
	cg.LLCAsm = time.Since(t0).Nanoseconds()
	if err != nil {
		return cg, nil, nil, err
	}
	if tl.comgr != nil {
		req.Emit = codeobj.ObjectHSACO
		t0 = time.Now()
		_, err := tl.comgr.Build(ctx, req)
		if err != nil {
			cg.ComgrErr = firstLine(err.Error())
		} else {
			cg.Comgr = time.Since(t0).Nanoseconds()
		}
	}
	return cg, obj.HSACO, asm.Asm, nil
}

// isa joins the code object's metadata with the kernel bodies of asm.
func (tl *tools) isa(ctx context.Context, file string, hsaco, asm []byte, s *Setup) ([]KernelISA, error) {
	md, err := codeobj.ReadMetadata(hsaco)
	if err != nil {
		return nil, err
	}
	bodies := KernelBodies(string(asm))
	var out []KernelISA
	for _, k := range md.Kernels {
		ki := KernelISA{File: file, Kernel: k.Name, VGPRs: k.VGPRCount, SGPRs: k.SGPRCount, AGPRs: k.AGPRCount,
			LDS: k.GroupSegmentSize, Scratch: k.PrivateSegmentSize, Spills: k.SGPRSpillCount + k.VGPRSpillCount}
		body := bodies[k.Name]
		ki.Instructions = CountInstructions(body)
		ki.MatrixOps = CountMatrixOps(body)
		if tl.mca != "" && len(body) > 0 {
			ki.MCACycles, err = tl.runMCA(ctx, body, s)
			if err != nil {
				ki.MCAErr = firstLine(err.Error())
			}
		}
		out = append(out, ki)
	}
	return out, nil
}

// KernelBodies splits llc's AMDGPU assembly into function bodies: the lines
// from "NAME:" to the ".Lfunc_endN:" label that ends them.
func KernelBodies(asm string) map[string][]string {
	out := map[string][]string{}
	var cur string
	for line := range strings.Lines(asm) {
		line = strings.TrimRight(line, "\r\n")
		if cur == "" {
			label, _, _ := strings.Cut(line, ";") // "k:   ; @k"
			if name, ok := strings.CutSuffix(strings.TrimSpace(label), ":"); ok && !strings.HasPrefix(name, ".") && !strings.ContainsAny(name, " \t;") {
				cur = name
				out[cur] = nil
			}
			continue
		}
		if strings.HasPrefix(line, ".Lfunc_end") {
			cur = ""
			continue
		}
		out[cur] = append(out[cur], line)
	}
	return out
}

// CountInstructions counts the lines of body that are instructions: not
// blank, not comments, not directives, not labels.
func CountInstructions(body []string) int {
	n := 0
	for _, l := range body {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, ";") || strings.HasPrefix(l, ".") || strings.HasSuffix(l, ":") {
			continue
		}
		n++
	}
	return n
}

// CountMatrixOps counts the v_mfma and v_wmma instructions of body.
func CountMatrixOps(body []string) int {
	n := 0
	for _, l := range body {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "v_mfma") || strings.HasPrefix(l, "v_wmma") {
			n++
		}
	}
	return n
}

var mcaTotal = regexp.MustCompile(`(?m)^Total Cycles:\s+(\d+)`)

// runMCA runs llvm-mca over one body for one iteration.
func (tl *tools) runMCA(ctx context.Context, body []string, s *Setup) (int, error) {
	var in bytes.Buffer
	for _, l := range body {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, ".") && !strings.HasSuffix(t, ":") {
			continue // directives: llvm-mca wants instructions
		}
		in.WriteString(l)
		in.WriteByte('\n')
	}
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, tl.mca, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+s.Target.Name,
		fmt.Sprintf("-mattr=+wavefrontsize%d", s.WaveSize), "-iterations=1", "-")
	cmd.Stdin = &in
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("llvm-mca: %v: %s", err, firstLine(errb.String()))
	}
	m := mcaTotal.FindSubmatch(out.Bytes())
	if m == nil {
		return 0, fmt.Errorf("llvm-mca printed no Total Cycles")
	}
	return strconv.Atoi(string(m[1]))
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}
