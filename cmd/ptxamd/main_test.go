package main

import (
	"bytes"
	"debug/elf"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/ccwrap"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

func TestMain(m *testing.M) {
	// The comgr builder re-executes the test binary as its child.
	if codeobj.ChildMain() {
		return
	}
	os.Exit(m.Run())
}

// ptxamd runs the command line in-process and returns its exit status and
// outputs.
func ptxamd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := runMain(args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

const vadd = "../../examples/vadd.ptx"

func TestHelp(t *testing.T) {
	code, out, _ := ptxamd(t, "help")
	if code != 0 || !strings.Contains(out, "build") || !strings.Contains(out, "run") {
		t.Fatalf("help: %d %q", code, out)
	}
	for _, c := range []string{"build", "check", "run", "targets", "version", "devices", "conform", "record", "cache", "gen", "reduce", "ptxas", "bench", "cc"} {
		code, out, _ := ptxamd(t, "help", c)
		if code != 0 || !strings.Contains(out, "usage: ptxamd "+c) {
			t.Errorf("help %s: %d %q", c, code, out)
		}
	}
	code, out, _ = ptxamd(t, "build", "--help")
	if code != 0 || !strings.Contains(out, "--arch") || !strings.Contains(out, "--emit") {
		t.Errorf("build --help: %d %q", code, out)
	}
	// Every command's --help and -h print its usage once.
	for _, c := range commands {
		for _, h := range []string{"--help", "-h"} {
			code, out, _ := ptxamd(t, c.name, h)
			if n := strings.Count(out, "usage: "); code != 0 || n != 1 {
				t.Errorf("%s %s: exit %d, usage printed %d times", c.name, h, code, n)
			}
		}
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"nosuchcommand"},
		{"build"},
		{"build", vadd, "--no-such-flag"},
		{"build", vadd, "--emit", "exe"},
		{"build", vadd, "--arch", "gfx9999"},
		{"build", vadd, "--arch", "gfx90a", "--warp-mode", "wave32"},
		{"run", vadd, "--grid", "0"},
		{"run", vadd, "--arg", "buf:f32:x:zero"},
	} {
		code, _, errOut := ptxamd(t, args...)
		if code == 0 {
			t.Errorf("%v: exit 0", args)
		}
		if errOut == "" {
			t.Errorf("%v: no message", args)
		}
	}
}

func TestBuildLLVM(t *testing.T) {
	out := filepath.Join(t.TempDir(), "vadd.ll")
	code, _, errOut := ptxamd(t, "build", vadd, "--arch", "gfx1100", "--emit", "llvm", "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	ll, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"define amdgpu_kernel void @vadd(", `"target-features"="+wavefrontsize32"`, `!"amdhsa_code_object_version", i32 500}`} {
		if !strings.Contains(string(ll), want) {
			t.Errorf("output lacks %q", want)
		}
	}
	code, _, errOut = ptxamd(t, "build", vadd, "--emit", "llvm", "--code-object-version", "4", "-o", out)
	if ll, _ := os.ReadFile(out); code != 0 || !strings.Contains(string(ll), `!"amdhsa_code_object_version", i32 400}`) {
		t.Errorf("--code-object-version 4: exit %d, %s", code, errOut)
	}
	code, _, errOut = ptxamd(t, "build", vadd, "--emit", "llvm", "--code-object-version", "6", "-o", out)
	if ll, _ := os.ReadFile(out); code != 0 || !strings.Contains(string(ll), `!"amdhsa_code_object_version", i32 600}`) {
		t.Errorf("--code-object-version 6: exit %d, %s", code, errOut)
	}
	code, _, errOut = ptxamd(t, "build", vadd, "--emit", "llvm", "--code-object-version", "7", "-o", out)
	if code != 2 || !strings.Contains(errOut, "code object version 7 is not supported (want 4, 5 or 6)") {
		t.Errorf("--code-object-version 7: exit %d, %s", code, errOut)
	}
}

// TestBuildHSACO builds the example for the six targets the project
// promises and checks each code object's machine and kernel metadata.
func TestBuildHSACO(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	dir := t.TempDir()
	for _, arch := range []string{"gfx906", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200"} {
		out := filepath.Join(dir, arch+".hsaco")
		code, _, errOut := ptxamd(t, "build", vadd, "--arch", arch, "-o", out, "--no-cache", "-v")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", arch, code, errOut)
		}
		if !strings.Contains(errOut, "Used") || !strings.Contains(errOut, "VGPRs") {
			t.Errorf("%s: -v printed no resource usage: %q", arch, errOut)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		f, err := elf.NewFile(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: not an ELF: %v", arch, err)
		}
		if f.Machine != elf.EM_AMDGPU {
			t.Errorf("%s: machine %v", arch, f.Machine)
		}
		md, err := codeobj.ReadMetadata(data)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		k := md.Kernel("vadd")
		if k == nil {
			t.Fatalf("%s: no kernel vadd in the metadata", arch)
		}
		want := 64
		if strings.HasPrefix(arch, "gfx1") {
			want = 32
		}
		if k.WavefrontSize != want {
			t.Errorf("%s: wavefront size %d, want %d", arch, k.WavefrontSize, want)
		}
	}
}

func TestCheck(t *testing.T) {
	code, _, errOut := ptxamd(t, "check", vadd)
	if code != 0 {
		t.Fatalf("clean file: exit %d: %s", code, errOut)
	}
	bad := filepath.Join(t.TempDir(), "bad.ptx")
	src := ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<2>;\n\tadd.u32 %r1, %r9, 1;\n\tlop3.b32 %r1, %r1, %r1, %r1, 0x96, 7;\n\tret;\n}\n"
	if err := os.WriteFile(bad, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = ptxamd(t, "check", bad)
	if code != 1 {
		t.Fatalf("bad file: exit %d, want 1: %s", code, errOut)
	}
	if !strings.Contains(errOut, "bad.ptx:7:15: error: undeclared identifier %r9") {
		t.Errorf("no positioned error for %%r9 in:\n%s", errOut)
	}
	if !strings.Contains(errOut, "    \tadd.u32") && !strings.Contains(errOut, "add.u32 %r1, %r9, 1;") {
		t.Errorf("no source line quoted in:\n%s", errOut)
	}
	if !strings.Contains(errOut, "^") {
		t.Errorf("no caret in:\n%s", errOut)
	}
}

func TestRunEmulator(t *testing.T) {
	dump := t.TempDir()
	code, out, errOut := ptxamd(t, "run", vadd, "--device", "emu", "--grid", "4", "--block", "256",
		"--arg", "buf:f32:1000:iota", "--arg", "buf:f32:1000:fill:0.5", "--arg", "buf:f32:1000:zero", "--arg", "u32:1000", "--dump", dump)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "emu") {
		t.Errorf("did not say where it ran: %q", errOut)
	}
	if !strings.Contains(out, "arg2") {
		t.Errorf("no summary of the output buffer: %q", out)
	}
	data, err := os.ReadFile(filepath.Join(dump, "arg2.bin"))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) != 4000 {
		t.Fatalf("arg2.bin has %d bytes", len(data))
	}
	// c[999] = 999 + 0.5
	last := uint32(data[3996]) | uint32(data[3997])<<8 | uint32(data[3998])<<16 | uint32(data[3999])<<24
	if last != 0x4479E000 {
		t.Errorf("c[999] bits %#x, want 999.5 (0x4479E000)", last)
	}
}

func TestTargetsAndVersion(t *testing.T) {
	code, out, _ := ptxamd(t, "targets")
	if code != 0 || !strings.Contains(out, "gfx90a") || !strings.Contains(out, "gfx1200") {
		t.Errorf("targets: %d %q", code, out)
	}
	code, out, _ = ptxamd(t, "version")
	if code != 0 || !strings.Contains(out, "ptxamd") {
		t.Errorf("version: %d %q", code, out)
	}
	code, out, _ = ptxamd(t, "devices")
	if code != 0 || !strings.Contains(out, "emu") {
		t.Errorf("devices: %d %q", code, out)
	}
}

func TestCacheCommand(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	t.Setenv("PTXAMD_CACHE_DIR", t.TempDir())
	out := filepath.Join(t.TempDir(), "v.hsaco")
	for i := 0; i < 2; i++ {
		code, _, errOut := ptxamd(t, "build", vadd, "--arch", "gfx1100", "-o", out, "-v")
		if code != 0 {
			t.Fatalf("build %d: %s", i, errOut)
		}
		if i == 1 && !strings.Contains(errOut, "from the cache") {
			t.Errorf("second build did not come from the cache: %s", errOut)
		}
	}
	code, info, _ := ptxamd(t, "cache", "info")
	if code != 0 || !strings.Contains(info, "entries: 1") {
		t.Errorf("cache info: %d %q", code, info)
	}
	if code, _, _ := ptxamd(t, "cache", "clear"); code != 0 {
		t.Errorf("cache clear: %d", code)
	}
	_, info, _ = ptxamd(t, "cache", "info")
	if !strings.Contains(info, "entries: 0") {
		t.Errorf("after clear: %q", info)
	}
}

// TestWarpModeInCodeObject checks that a code object names its warp mode.
func TestWarpModeInCodeObject(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	for _, tc := range []struct{ arch, mode string }{{"gfx90a", "single"}, {"gfx90a", "native64"}, {"gfx1100", "wave32"}, {"gfx942", "paired"}} {
		out := filepath.Join(t.TempDir(), "v.hsaco")
		code, _, errOut := ptxamd(t, "build", vadd, "--arch", tc.arch, "--warp-mode", tc.mode, "-o", out, "--no-cache", "--builder", "llc")
		if code != 0 {
			t.Fatalf("%v: %s", tc, errOut)
		}
		f, err := elf.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		syms, err := f.DynamicSymbols()
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, s := range syms {
			if s.Name != "__ptxamd_warp_mode" {
				continue
			}
			sec := f.Sections[s.Section]
			data, err := sec.Data()
			if err != nil {
				t.Fatal(err)
			}
			off := s.Value - sec.Addr
			got := string(data[off : off+s.Size-1])
			if got != tc.mode {
				t.Errorf("%v: code object says %q", tc, got)
			}
			found = true
		}
		if !found {
			t.Errorf("%v: no __ptxamd_warp_mode symbol", tc)
		}
		f.Close()
	}
}

func TestDumpAfterAndVerifyEach(t *testing.T) {
	code, _, errOut := ptxamd(t, "build", vadd, "--emit", "llvm", "-o", filepath.Join(t.TempDir(), "v.ll"), "--dump-after", "build,warpmode", "--verify-each")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"; SIR after build", "; SIR after warpmode", "sir warp=32 lanemask=32 mode=paired"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
	if strings.Contains(errOut, "; SIR after inline") {
		t.Errorf("dumped a stage that was not asked for")
	}
}

// Shards of a conform run are disjoint, and --merge joins their reports
// into what one run reports.
func TestConformShardAndMerge(t *testing.T) {
	dir := t.TempDir()
	root := "../../conformance/cases/int"
	code, whole, _ := ptxamd(t, "conform", root, "--warp-mode", "wave32")
	if code != 0 {
		t.Fatalf("conform: exit %d\n%s", code, whole)
	}
	var parts []string
	for k := 1; k <= 3; k++ {
		p := filepath.Join(dir, fmt.Sprintf("r%d.json", k))
		if code, out, errOut := ptxamd(t, "conform", root, "--warp-mode", "wave32", "--shard", fmt.Sprintf("%d/3", k), "--json", p); code != 0 {
			t.Fatalf("shard %d: exit %d\n%s%s", k, code, out, errOut)
		}
		parts = append(parts, p)
	}
	code, merged, errOut := ptxamd(t, append([]string{"conform", "--merge"}, parts...)...)
	if code != 0 {
		t.Fatalf("merge: exit %d\n%s%s", code, merged, errOut)
	}
	last := func(s string) string {
		lines := strings.Split(strings.TrimSpace(s), "\n")
		return lines[len(lines)-1]
	}
	if last(merged) != last(whole) {
		t.Errorf("merged summary %q, whole run %q", last(merged), last(whole))
	}
	if code, _, _ := ptxamd(t, "conform", "--merge", parts[0], parts[0]); code == 0 {
		t.Error("merging a report with itself succeeded")
	}
	if code, _, _ := ptxamd(t, "conform", root, "--shard", "4/3"); code != 2 {
		t.Errorf("--shard 4/3: exit %d, want a usage error", code)
	}
}

func TestCheckJSON(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.ptx")
	if err := os.WriteFile(bad, []byte(".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tfoo.u32;\n\tret;\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := ptxamd(t, "check", "--json", bad, "../../examples/vadd.ptx")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	var res []struct {
		File        string
		OK          bool
		Diagnostics []struct {
			Line     int
			Severity string
			Message  string
		}
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if len(res) != 2 || res[0].OK || !res[1].OK || len(res[0].Diagnostics) != 1 ||
		res[0].Diagnostics[0].Line != 6 || res[0].Diagnostics[0].Severity != "error" || !strings.Contains(res[0].Diagnostics[0].Message, "foo") {
		t.Fatalf("unexpected result: %+v", res)
	}
}

// doctor on a machine without an AMD GPU succeeds and its report says so,
// with the toolchain's builds and the emulator's conformance results.
func TestDoctorJSON(t *testing.T) {
	report := filepath.Join(t.TempDir(), "doctor.json")
	const libdevice = "/nowhere/libdevice.10.bc" // the report names the nvcc drop-in's libdevice
	t.Setenv(ccwrap.EnvLibdevice, libdevice)
	code, out, errOut := ptxamd(t, "doctor", "--cases", "../../conformance/cases", "--per-family", "1", "--json", report)
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatalf("exit %d, no report: %v\n%s%s", code, err, out, errOut)
	}
	var rep struct {
		OK      bool
		Verdict string
		HIP     struct {
			Devices []struct{ Arch string }
			Reason  string `json:"no_gpu_reason"`
		} `json:"hip"`
		Builds []struct {
			Arch, Builder string
			OK            bool
		}
		Conformance []struct {
			Device, Mode   string
			Passed, Failed int
		} `json:"conformance"`
		Timings []struct {
			Device  string
			Seconds float64
		}
		Libdevice string `json:"libdevice"`
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatalf("report is not JSON: %v\n%s", err, data)
	}
	if rep.Libdevice != libdevice || !strings.Contains(out, "libdevice "+libdevice) {
		t.Errorf("libdevice %q in the report, want $%s's %q; output:\n%s", rep.Libdevice, ccwrap.EnvLibdevice, libdevice, out)
	}
	if len(rep.HIP.Devices) > 0 {
		t.Skip("an AMD GPU is present: this test is for machines without one")
	}
	built := 0
	for _, b := range rep.Builds {
		if b.OK {
			built++
		}
	}
	if built == 0 && !testutil.ToolsRequired() {
		t.Skip("no LLVM or comgr here: doctor rightly reports a problem")
	}
	if code != 0 || !rep.OK {
		t.Fatalf("doctor: exit %d, ok=%v, verdict %q\n%s", code, rep.OK, rep.Verdict, out)
	}
	if rep.HIP.Reason == "" || !strings.Contains(rep.Verdict, "no AMD GPU") {
		t.Errorf("the report does not name the missing GPU: reason %q, verdict %q", rep.HIP.Reason, rep.Verdict)
	}
	if testutil.ToolsRequired() && built < 6 {
		t.Errorf("only %d builds succeeded: %+v", built, rep.Builds)
	}
	if len(rep.Conformance) != 4 {
		t.Fatalf("conformance runs: %+v, want the emulator in four warp modes", rep.Conformance)
	}
	for _, s := range rep.Conformance {
		if s.Device != "emu" || s.Passed == 0 || s.Failed != 0 {
			t.Errorf("conformance run %+v", s)
		}
	}
	if len(rep.Timings) != 1 || rep.Timings[0].Device != "emu" || rep.Timings[0].Seconds <= 0 {
		t.Errorf("timings %+v", rep.Timings)
	}
}

func TestBenchJSON(t *testing.T) {
	if testing.Short() {
		t.Skip("translates a family of cases")
	}
	dir := t.TempDir()
	js := filepath.Join(dir, "bench.json")
	code, out, errOut := ptxamd(t, "bench", "--cases", "../../conformance/cases/int", "--corpus", "", "--mca=false", "--comgr=false",
		"--emu-threads", "0", "--reps", "1", "--out", dir, "--json", js)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	var rep struct {
		Arch  string
		Files []json.RawMessage
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &rep); err != nil || rep.Arch == "" || len(rep.Files) == 0 {
		t.Fatalf("bench --json: %v, %+v", err, rep)
	}
}

// TestCheckCorpus: every module of the real corpus (nvcc, Triton, numba,
// Inductor; sm_75 to sm_90a: wgmma, TMA, textures, clusters, -rdc modules)
// is accepted and translates for a wave64 and a wave32 target of each
// matrix-unit kind.
func TestCheckCorpus(t *testing.T) {
	files, err := filepath.Glob("../../frontend/testdata/corpus/*.ptx")
	if err != nil || len(files) < 120 {
		t.Fatalf("corpus: %d files, %v", len(files), err)
	}
	for _, arch := range []string{"gfx90a", "gfx942", "gfx1100"} {
		code, _, errOut := ptxamd(t, append([]string{"check", "--arch", arch}, files...)...)
		if code != 0 {
			t.Errorf("check --arch %s of the corpus: exit %d\n%s", arch, code, errOut)
		}
	}
}
