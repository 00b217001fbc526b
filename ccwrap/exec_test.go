package ccwrap

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// The execution tests compile testdata/exec/*.cu with clang through the
// pre-pass, find each asm statement's translation in the rewritten IR,
// and run that translation on the emulator inside a PTX harness kernel
// that binds the operands as the CASE convention (ccasm.h) does. The
// emulator runs llir modules, which cannot hold clang's opaque-pointer
// IR, so the C++ around the statement is not executed: the kernels keep
// it to loads and stores. expected.txt was recorded by record.cu, built
// with nvcc 13.0 and run on an H100.

const threads = 64

// wholeOnly holds the CASE kernels whose operands are computed in C++:
// only TestWholeKernelsAgainstNVIDIA runs them.
const wholeOnly = "kernels.cu"

var wholeOnlyCases = func() map[string]bool {
	src, err := os.ReadFile(filepath.Join("testdata/exec", wholeOnly))
	if err != nil {
		panic(err)
	}
	m := map[string]bool{}
	for _, c := range caseRE.FindAllStringSubmatch(string(src), -1) {
		m[c[1]] = true
	}
	m["barriers"] = true // its output starts as IN(1), not IN(5)
	return m
}()

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// gen mirrors record.cu's gen.
func gen(name string, t, i int) uint64 {
	h := splitmix(uint64(t*8 + i))
	switch {
	case strings.HasPrefix(name, "f32_"):
		return uint64(math.Float32bits(float32(int64(h%2001)-1000) / 64))
	case strings.HasPrefix(name, "f64_"):
		return math.Float64bits(float64(int64(h%200001)-100000) / 1024)
	}
	return h
}

func readExpected(t *testing.T) map[string][]uint64 {
	f, err := os.Open("testdata/exec/expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	exp := map[string][]uint64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var name string
		var tid, k int
		var v uint64
		if _, err := fmt.Sscanf(sc.Text(), "%s %d %d %x", &name, &tid, &k, &v); err != nil {
			t.Fatalf("expected.txt: %v", err)
		}
		if exp[name] == nil {
			exp[name] = make([]uint64, threads*4)
		}
		exp[name][tid*4+k] = v
	}
	return exp
}

var caseRE = regexp.MustCompile(`(?m)^CASE\((\w+)\)`)
var deviceFuncRE = regexp.MustCompile(`^__device__\s+\w+\s+(\w+)\(`)

// caseNames returns the CASE kernels that run the statement on line: the
// enclosing CASE, or those that call the enclosing __device__ function.
func caseNames(src string, line int) []string {
	lines := strings.Split(src, "\n")
	for l := line - 1; l >= 0; l-- {
		if m := caseRE.FindStringSubmatch(lines[l]); m != nil {
			return []string{m[1]}
		}
		if m := deviceFuncRE.FindStringSubmatch(lines[l]); m != nil {
			var names []string
			for _, cl := range lines {
				if c := caseRE.FindStringSubmatch(cl); c != nil && strings.Contains(cl, m[1]+"(") {
					names = append(names, c[1])
				}
			}
			return names
		}
	}
	return nil
}

// operandInputs mirrors the expressions that CASE kernels bind to their
// input operands where they are not plain IN(k): input operand k of the
// named case gets the value in(k) (in reads the thread's slots).
var operandInputs = map[string]func(in func(int) uint64, k int) uint64{
	"cond_write":    func(in func(int) uint64, k int) uint64 { return in(0) & 1 },
	"ballot_popc":   func(in func(int) uint64, k int) uint64 { return in(0) & 1 },
	"u32_down_sum":  func(in func(int) uint64, k int) uint64 { return in(0) & 0xffff },
	"vabsdiff4_add": func(in func(int) uint64, k int) uint64 { return [3]uint64{in(0), in(1), in(2) & 0xffff}[k] },
	"vadd2_sat":     func(in func(int) uint64, k int) uint64 { return [3]uint64{in(0), in(1), 0}[k] },
	"vmax4":         func(in func(int) uint64, k int) uint64 { return [3]uint64{in(0), in(1), 0}[k] },
	"add96": func(in func(int) uint64, k int) uint64 {
		return [6]uint64{in(0), in(0) >> 32, in(1), in(2), in(2) >> 32, in(3)}[k]
	},
}

// harnessSlots is the harness's input layout per thread: input operand
// k in slot k (k < 8), output k's initial value in slot 8+k.
const harnessSlots = 12

// inputSlots returns the harness input of every thread, from the values
// the CASE kernel reads: IN(k) for input k unless operandInputs says
// otherwise, IN(4+k) for output k.
func inputSlots(name string) []uint64 {
	slots := make([]uint64, threads*harnessSlots)
	for tid := 0; tid < threads; tid++ {
		in := func(i int) uint64 { return gen(name, tid, i) }
		row := slots[tid*harnessSlots:]
		for k := 0; k < 8; k++ {
			row[k] = in(k)
		}
		if f, ok := operandInputs[name]; ok {
			for k := 0; k < 8; k++ {
				func() {
					defer func() { _ = recover() }() // past the case's operand count
					row[k] = f(in, k)
				}()
			}
		}
		for k := 0; k < 4; k++ {
			row[8+k] = in(4 + k)
		}
	}
	return slots
}

// harness returns a PTX kernel "k" that binds the site's operands to the
// CASE convention and calls its translation.
func harness(s *site) string {
	var b strings.Builder
	b.WriteString(".visible .entry k(.param .u64 pin, .param .u64 pout)\n{\n")
	b.WriteString("\t.reg .b64 %in, %out, %off, %v;\n\t.reg .b32 %tid, %t32;\n\t.reg .b16 %t16;\n")
	b.WriteString("\tld.param.u64 %in, [pin];\n\tld.param.u64 %out, [pout];\n\tmov.u32 %tid, %tid.x;\n")
	fmt.Fprintf(&b, "\tmul.wide.u32 %%off, %%tid, %d;\n\tadd.s64 %%in, %%in, %%off;\n", harnessSlots*8)
	b.WriteString("\tmul.wide.u32 %off, %tid, 32;\n\tadd.s64 %out, %out, %off;\n\t{\n")
	var rets, args []string
	store := func(name string, bits, slot int) {
		fmt.Fprintf(&b, "\t.param .b%d %s;\n", bits, name)
		fmt.Fprintf(&b, "\tld.global.b64 %%v, [%%in+%d];\n", slot*8)
		switch bits {
		case 16:
			fmt.Fprintf(&b, "\tcvt.u16.u64 %%t16, %%v;\n\tst.param.b16 [%s], %%t16;\n", name)
		case 32:
			fmt.Fprintf(&b, "\tcvt.u32.u64 %%t32, %%v;\n\tst.param.b32 [%s], %%t32;\n", name)
		default:
			fmt.Fprintf(&b, "\tst.param.b64 [%s], %%v;\n", name)
		}
		args = append(args, name)
	}
	for k, o := range s.outs {
		fmt.Fprintf(&b, "\t.param .b%d r%d;\n", o.ptxBits, k)
		rets = append(rets, fmt.Sprintf("r%d", k))
	}
	for k, o := range s.outs {
		store(fmt.Sprintf("io%d", k), o.ptxBits, 8+k)
	}
	for k, o := range s.ins {
		if o.reg != "" {
			store(fmt.Sprintf("in%d", k), o.ptxBits, k)
		}
	}
	call := "\tcall "
	if len(rets) > 0 {
		call += "(" + strings.Join(rets, ", ") + "), "
	}
	b.WriteString(call + s.ptxName + ", (" + strings.Join(args, ", ") + ");\n")
	for k, o := range s.outs {
		switch o.ptxBits {
		case 16:
			fmt.Fprintf(&b, "\tld.param.b16 %%t16, [r%d];\n\tcvt.u64.u16 %%v, %%t16;\n", k)
		case 32:
			fmt.Fprintf(&b, "\tld.param.b32 %%t32, [r%d];\n\tcvt.u64.u32 %%v, %%t32;\n", k)
		default:
			fmt.Fprintf(&b, "\tld.param.b64 %%v, [r%d];\n", k)
		}
		fmt.Fprintf(&b, "\tst.global.b64 [%%out+%d], %%v;\n", k*8)
	}
	b.WriteString("\t}\n\tret;\n}\n")
	return b.String()
}

func TestExecAgainstNVIDIA(t *testing.T) {
	d, log := testDriver(t)
	expected := readExpected(t)
	files, _ := filepath.Glob("testdata/exec/*.cu")
	ran := map[string]bool{}
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		for _, file := range files {
			if filepath.Base(file) == "record.cu" || filepath.Base(file) == wholeOnly {
				continue
			}
			t.Run(cfg.arch+"/"+filepath.Base(file), func(t *testing.T) {
				tmp := t.TempDir()
				abs, _ := filepath.Abs(file)
				text, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				tus, err := d.prepareTU(&args{archs: []string{cfg.arch}}, file, abs, text, tmp)
				if err != nil {
					t.Fatal(err)
				}
				tg, err := d.target(&args{warpMode: cfg.mode}, cfg.arch)
				if err != nil {
					t.Fatal(err)
				}
				log.Reset()
				llFile, rc := d.deviceIR(&args{common: []string{"-O2"}}, abs, cfg.arch, tus.overlay, tmp, tg)
				if rc != 0 {
					t.Fatalf("clang failed:\n%s", log)
				}
				irText, err := os.ReadFile(llFile)
				if err != nil {
					t.Fatal(err)
				}
				r, diags := rewrite(string(irText), tus.stmts, tg, "test")
				if diags.HasErrors() {
					t.Fatal(diags.Err())
				}
				if strings.Contains(r.main, Marker) {
					t.Errorf("a marked asm call is left in the rewritten IR")
				}
				if filepath.Base(file) == "barriers.cu" {
					// Empty templates stay (optimisation barriers), AMDGPU
					// assembly passes through, "memory" brackets the call.
					for _, want := range []string{`asm sideeffect "", "~{memory}"()`, `asm sideeffect "", "=v,0"(float`, `asm sideeffect "s_nop 0"`} {
						if !strings.Contains(r.main, want) {
							t.Errorf("rewritten IR lacks %s", want)
						}
					}
				}
				for _, s := range r.sites {
					names := caseNames(string(text), s.stmt.Pos.Line)
					for _, name := range names {
						want, ok := expected[name]
						if !ok || wholeOnlyCases[name] {
							continue
						}
						got := runSite(t, r.ptx, s, name, tg)
						ran[name] = true
						compare(t, cfg.arch, name, got, want)
					}
				}
			})
		}
	}
	for name := range expected {
		if !ran[name] && !wholeOnlyCases[name] {
			t.Errorf("case %s recorded on NVIDIA but not run", name)
		}
	}
}

func runSite(t *testing.T, ptx string, s *site, name string, tg Target) []uint64 {
	t.Helper()
	return runSiteWith(t, ptx, s, name, tg, inputSlots(name))
}

// runSiteWith runs the site's translation in the harness on the given
// inputs (harnessSlots values per thread, see inputSlots).
func runSiteWith(t *testing.T, ptx string, s *site, name string, tg Target, slots []uint64) []uint64 {
	t.Helper()
	src := ptx + "\n" + harness(s)
	opts := pipeline.Options{Arch: tg.Arch, WaveSize: tg.WaveSize, Mode: tg.Mode, Features: tg.Features}
	out, err := pipeline.Translate(name+".ptx", []byte(src), opts)
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, src)
	}
	var vals []string
	for _, v := range slots {
		vals = append(vals, strconv.FormatUint(v, 10))
	}
	specs, err := argspec.ParseAll([]string{"buf:u64:" + strconv.Itoa(threads*harnessSlots) + ":values:" + strings.Join(vals, ","),
		"buf:u64:" + strconv.Itoa(threads*4) + ":zero"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := target.Lookup(tg.Arch); err != nil {
		t.Fatal(err)
	}
	res, err := pipeline.Execute(emu.New(tg.Arch, tg.WaveSize), pipeline.Image(out, opts, nil), pipeline.RunRequest{Kernel: "k",
		Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: threads, Y: 1, Z: 1}, Args: specs})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	buf := res.Buffers[1]
	got := make([]uint64, threads*4)
	for i := range got {
		got[i] = binary.LittleEndian.Uint64(buf[8*i:])
	}
	return got
}

func compare(t *testing.T, arch, name string, got, want []uint64) {
	t.Helper()
	bad := 0
	for i := range want {
		tid, k := i/4, i%4
		if name == "cond_write" && k == 0 && gen(name, tid, 0)&1 != 0 {
			// "=r" written under a false predicate: NVIDIA leaves the
			// register's garbage (0 on the H100); ptxamd keeps the
			// variable's value (=r is +r, SCALE's rule).
			if got[i] != gen(name, tid, 4)&0xffffffff {
				t.Errorf("%s %s thread %d: unwritten output = %#x, want the variable's value %#x", arch, name, tid, got[i], gen(name, tid, 4)&0xffffffff)
			}
			continue
		}
		if got[i] != want[i] {
			if bad < 4 {
				t.Errorf("%s %s thread %d output %d = %#x, NVIDIA %#x", arch, name, tid, k, got[i], want[i])
			}
			bad++
		}
	}
	if bad > 4 {
		t.Errorf("%s %s: %d mismatches in all", arch, name, bad)
	}
}

// TestWholeKernelsAgainstNVIDIA builds each execution-test source as the
// wrapper builds it (ptxamd cc --cuda-device-only -S -emit-llvm: clang,
// the inline PTX replaced by its translation, LLVM's optimisation), reads
// the device IR back (llparse) and runs every recorded CASE kernel, C++
// and all, on the emulator: the results must equal the H100's.
func TestWholeKernelsAgainstNVIDIA(t *testing.T) {
	d, log := testDriver(t)
	expected := readExpected(t)
	files, _ := filepath.Glob("testdata/exec/*.cu")
	ran := map[string]bool{}
	for _, cfg := range []struct{ arch, mode, opt string }{{"gfx90a", "paired", "-O2"}, {"gfx1100", "wave32", "-O2"}, {"gfx1100", "wave32", "-O0"}} {
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, m := range caseRE.FindAllStringSubmatch(string(src), -1) {
				if _, ok := expected[m[1]]; ok && filepath.Base(file) != "record.cu" {
					names = append(names, m[1])
				}
			}
			if len(names) == 0 {
				continue
			}
			t.Run(cfg.arch+cfg.opt+"/"+filepath.Base(file), func(t *testing.T) {
				ll := filepath.Join(t.TempDir(), "device.ll")
				log.Reset()
				if rc := d.Run([]string{"--cuda-device-only", "-S", "-emit-llvm", cfg.opt, "--offload-arch=" + cfg.arch,
					"--ptxamd-warp-mode=" + cfg.mode, file, "-o", ll}); rc != 0 {
					t.Fatalf("exit %d:\n%s", rc, log)
				}
				img := readIRImage(t, ll)
				for _, name := range names {
					in := make([]uint64, threads*8)
					for tid := 0; tid < threads; tid++ {
						for i := 0; i < 8; i++ {
							in[tid*8+i] = gen(name, tid, i)
						}
					}
					got := runKernel(t, img, name, in, threads*4)
					ran[name] = true
					compare(t, cfg.arch+cfg.opt, name, got, expected[name])
				}
			})
		}
	}
	for name := range expected {
		if !ran[name] {
			t.Errorf("case %s recorded on NVIDIA but not run as a whole kernel", name)
		}
	}
}

// readIRImage reads device IR written by the wrapper into an emulator
// image.
func readIRImage(t *testing.T, ll string) *hipruntime.Image {
	t.Helper()
	text, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	img, err := pipeline.IRImage(ll, text)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// nvccKernelImage compiles CUDA source text with ptxamd nvcc (sm_80,
// gfx90a, paired mode, and the extra flags) and loads its device IR for
// the emulator.
func nvccKernelImage(t *testing.T, name, source string, extra ...string) *hipruntime.Image {
	t.Helper()
	d, log := testDriver(t)
	src := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
		t.Fatal(err)
	}
	ll := nvccDeviceIRFor(t, d, src, "gfx90a", "paired", "sm_80", extra...)
	if t.Failed() {
		t.Fatal(log)
	}
	return readIRImage(t, ll)
}

// runKernel launches kernel(in, out) with one block of threads on the
// emulator and returns out (outLen u64s).
func runKernel(t *testing.T, img *hipruntime.Image, kernel string, in []uint64, outLen int) []uint64 {
	t.Helper()
	return runKernelTyped(t, img, kernel, "u64", in, outLen)
}

// runKernelU32 is runKernel with u32 buffers.
func runKernelU32(t *testing.T, img *hipruntime.Image, kernel string, in []uint64, outLen int) []uint64 {
	t.Helper()
	return runKernelTyped(t, img, kernel, "u32", in, outLen)
}

func runKernelTyped(t *testing.T, img *hipruntime.Image, kernel, typ string, in []uint64, outLen int) []uint64 {
	t.Helper()
	return runKernelTypedBlock(t, img, kernel, typ, in, outLen, threads)
}

// runKernelTypedBlock is runKernelTyped with a block of block threads.
func runKernelTypedBlock(t *testing.T, img *hipruntime.Image, kernel, typ string, in []uint64, outLen int, block uint32) []uint64 {
	t.Helper()
	var vals []string
	for _, v := range in {
		vals = append(vals, strconv.FormatUint(v, 10))
	}
	specs, err := argspec.ParseAll([]string{"buf:" + typ + ":" + strconv.Itoa(len(in)) + ":values:" + strings.Join(vals, ","),
		"buf:" + typ + ":" + strconv.Itoa(outLen) + ":zero"})
	if err != nil {
		t.Fatal(err)
	}
	k, err := img.Kernel(kernel)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, pipeline.RunRequest{Kernel: kernel,
		Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, Args: specs})
	if err != nil {
		t.Fatalf("%s: %v", kernel, err)
	}
	buf := res.Buffers[1]
	got := make([]uint64, outLen)
	for i := range got {
		if typ == "u32" {
			got[i] = uint64(binary.LittleEndian.Uint32(buf[4*i:]))
		} else {
			got[i] = binary.LittleEndian.Uint64(buf[8*i:])
		}
	}
	return got
}

// runOnEmu runs kernel of img on the emulator with grid, block and the
// arguments specs, failing the test on an error.
func runOnEmu(t *testing.T, img *hipruntime.Image, kernel string, grid, block [3]uint32, specs []argspec.Spec) *pipeline.RunResult {
	t.Helper()
	return runOnEmuReq(t, img, pipeline.RunRequest{Kernel: kernel,
		Grid:  hipruntime.Dim3{X: grid[0], Y: grid[1], Z: grid[2]},
		Block: hipruntime.Dim3{X: block[0], Y: block[1], Z: block[2]}, Args: specs})
}

// runCaseOnEmu launches a conformance case's kernel (loaded from dir) on
// the emulator with the case's grid, block, shared memory and inputs.
func runCaseOnEmu(t *testing.T, img *hipruntime.Image, c *conformance.Case, dir string) *pipeline.RunResult {
	t.Helper()
	return runOnEmuReq(t, img, pipeline.RunRequest{Kernel: c.Kernel,
		Grid:   hipruntime.Dim3{X: uint32(c.Grid[0]), Y: uint32(c.Grid[1]), Z: uint32(c.Grid[2])},
		Block:  hipruntime.Dim3{X: uint32(c.Block[0]), Y: uint32(c.Block[1]), Z: uint32(c.Block[2])},
		Shared: uint32(c.Shared), Args: c.Specs, Dir: dir})
}

// runOnEmuReq runs a launch request on the emulator.
func runOnEmuReq(t *testing.T, img *hipruntime.Image, req pipeline.RunRequest) *pipeline.RunResult {
	t.Helper()
	kernel := req.Kernel
	k, err := img.Kernel(kernel)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, req)
	if err != nil {
		t.Fatalf("%s %s: %v", img.Arch, kernel, err)
	}
	return res
}
