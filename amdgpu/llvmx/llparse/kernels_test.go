package llparse_test

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/ccwrap"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/golden"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// kernelsSrc holds the kernels that these tests compile and run.
const kernelsSrc = "testdata/kernels.hip"

// A build is one way of compiling kernels.hip.
type build struct {
	arch string
	opt  string
	wave int
}

func (b build) String() string { return b.arch + "." + b.opt }

var builds = []build{
	{"gfx90a", "O0", 64}, {"gfx90a", "O2", 64}, {"gfx90a", "O3", 64},
	{"gfx1100", "O0", 32}, {"gfx1100", "O2", 32}, {"gfx1100", "O3", 32},
}

// committed are the builds whose clang output is kept in testdata, so
// that the parser and the kernels run without clang.
var committed = []build{{"gfx90a", "O2", 64}, {"gfx1100", "O0", 32}}

func committedPath(b build) string { return filepath.Join("testdata", "kernels."+b.String()+".ll") }

// printedPath holds how a committed file prints after parsing. It differs
// from clang's text in form only: no comments, tabs, the entry block's
// label written out, floats in llir's spelling (1.0, not 1.000000e+00),
// named metadata sorted, and without what llir cannot hold (memory(...),
// range(...), nneg, disjoint, the align of atomicrmw and cmpxchg, which
// is the natural one); see doc.go.
func printedPath(b build) string {
	return filepath.Join("testdata", "kernels."+b.String()+".printed.ll")
}

// findClang finds clang++ as `ptxamd cc` does (PTXAMD_CLANG, else
// clang++ of LLVM 22 down to 17, whose output has opaque pointers); it
// skips, or with PTXAMD_REQUIRE_TOOLS=1 fails, when there is none.
// (testutil.FindLLVMTool reads "LLVM version", which clang does not print.)
func findClang(t *testing.T) string {
	t.Helper()
	if c := os.Getenv(ccwrap.EnvClang); c != "" {
		return c
	}
	var tried []string
	for v := 22; v >= 17; v-- {
		for _, p := range []string{fmt.Sprintf("/usr/lib/llvm-%d/bin/clang++", v), fmt.Sprintf("clang++-%d", v)} {
			if q, err := exec.LookPath(p); err == nil {
				return q
			}
			tried = append(tried, p)
		}
	}
	msg := fmt.Sprintf("no clang++ of LLVM 17 or newer (tried %s; set %s); %s", strings.Join(tried, ", "), ccwrap.EnvClang, ccwrap.InstallHint)
	if testutil.ToolsRequired() {
		t.Fatalf("%s (%s=1)", msg, testutil.EnvRequireTools)
	}
	t.Skip("skipping: " + msg)
	return ""
}

// compileHIP compiles src for b to device LLVM IR text.
func compileHIP(t *testing.T, clang, src string, b build) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "k.ll")
	args := []string{"-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib", "-" + b.opt, "-S", "-emit-llvm",
		"--offload-arch=" + b.arch, "-Itestdata", "-o", out, src}
	if _, err := testutil.RunTool(context.Background(), nil, clang, args...); err != nil {
		t.Fatalf("compiling %s for %s: %v", src, b, err)
	}
	ll, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return ll
}

// TestClangKernels compiles the kernels with clang for two targets at
// three optimisation levels, parses the output, checks that it prints back
// as valid IR, and runs every kernel on the emulator.
func TestClangKernels(t *testing.T) {
	clang := findClang(t)
	for _, b := range builds {
		t.Run(b.String(), func(t *testing.T) {
			t.Parallel()
			ll := compileHIP(t, clang, kernelsSrc, b)
			if golden.Updating() {
				for _, c := range committed {
					if c == b {
						if err := os.WriteFile(committedPath(b), ll, 0o644); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
			m := parseOK(t, b.String()+".ll", ll)
			checkConventions(t, m)
			printed := m.String()
			verifyWithOpt(t, b.String(), printed)
			if again := parseOK(t, b.String()+".printed.ll", []byte(printed)).String(); again != printed {
				t.Errorf("printing is not a fixed point:\n%s", golden.Diff(printed, again))
			}
			runKernels(t, m, b)
		})
	}
}

// TestCommittedKernels runs the committed clang output (no clang needed).
func TestCommittedKernels(t *testing.T) {
	for _, b := range committed {
		t.Run(b.String(), func(t *testing.T) {
			src, err := os.ReadFile(committedPath(b))
			if err != nil {
				t.Fatal(err)
			}
			m := parseOK(t, committedPath(b), src)
			checkConventions(t, m)
			printed := m.String()
			golden.Check(t, printedPath(b), []byte(printed))
			again := parseOK(t, printedPath(b), []byte(printed)).String()
			if again != printed {
				t.Errorf("printing is not a fixed point:\n%s", golden.Diff(printed, again))
			}
			runKernels(t, m, b)
		})
	}
}

func parseOK(t *testing.T, name string, src []byte) *ir.Module {
	t.Helper()
	m, err := llparse.Parse(name, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

// kernelEnv runs kernels of one module on an emulator device.
type kernelEnv struct {
	t   *testing.T
	dev *emu.Device
	mod hipruntime.Module
}

func (e *kernelEnv) alloc(b []byte) hipruntime.DevPtr {
	e.t.Helper()
	p, err := e.dev.Malloc(max(len(b), 1))
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.dev.CopyHtoD(p, b); err != nil {
		e.t.Fatal(err)
	}
	return p
}

func (e *kernelEnv) read(p hipruntime.DevPtr, n int) []byte {
	e.t.Helper()
	b := make([]byte, n)
	if err := e.dev.CopyDtoH(b, p); err != nil {
		e.t.Fatal(err)
	}
	return b
}

func (e *kernelEnv) launch(kernel string, grid, block uint32, args ...[]byte) bool {
	e.t.Helper()
	err := e.mod.Launch(hipruntime.Launch{Kernel: kernel, Grid: hipruntime.Dim3{X: grid, Y: 1, Z: 1},
		Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, Args: args})
	if err != nil {
		e.t.Errorf("%s: %v", kernel, err)
		return false
	}
	return true
}

func le32(vs ...uint32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], v)
	}
	return b
}

func le64(vs ...uint64) []byte {
	b := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(b[8*i:], v)
	}
	return b
}

func f32s(vs ...float32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func u32at(b []byte, i int) uint32      { return binary.LittleEndian.Uint32(b[4*i:]) }
func f32at(b []byte, i int) float32     { return math.Float32frombits(u32at(b, i)) }
func u64at(b []byte, i int) uint64      { return binary.LittleEndian.Uint64(b[8*i:]) }
func ptrArg(p hipruntime.DevPtr) []byte { return le64(uint64(p)) }

// checkN reports up to a few mismatches of got(i) against want(i).
func checkN[T comparable](t *testing.T, what string, n int, got, want func(i int) T) {
	t.Helper()
	bad := 0
	for i := 0; i < n; i++ {
		if g, w := got(i), want(i); g != w {
			if bad < 5 {
				t.Errorf("%s[%d] = %v, want %v", what, i, g, w)
			}
			bad++
		}
	}
	if bad > 5 {
		t.Errorf("%s: %d mismatches in all", what, bad)
	}
}

// runKernels launches each kernel of kernels.hip on an emulator of b's
// wave size and checks the results against Go.
func runKernels(t *testing.T, m *ir.Module, b build) {
	dev := emu.New(b.arch, b.wave)
	mod, err := dev.Load(&hipruntime.Image{Arch: b.arch, IR: m})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	defer mod.Unload()
	e := &kernelEnv{t: t, dev: dev, mod: mod}
	t.Run("vadd", func(t *testing.T) { e.t = t; runVAdd(e) })
	t.Run("loop_phis", func(t *testing.T) { e.t = t; runLoopPhis(e) })
	t.Run("reduce", func(t *testing.T) { e.t = t; runReduce(e) })
	t.Run("struct_param", func(t *testing.T) { e.t = t; runStructParam(e) })
	t.Run("switcher", func(t *testing.T) { e.t = t; runSwitcher(e) })
	t.Run("math64", func(t *testing.T) { e.t = t; runMath64(e) })
	t.Run("atomics", func(t *testing.T) { e.t = t; runAtomics(e) })
	t.Run("calls_helper", func(t *testing.T) { e.t = t; runCallsHelper(e) })
}

func runVAdd(e *kernelEnv) {
	const n = 1000
	a, b := make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i] = float32(i)*0.5, float32(i)*0.25+1
	}
	pa, pb, pc := e.alloc(f32s(a...)), e.alloc(f32s(b...)), e.alloc(make([]byte, 4*n+64))
	if !e.launch("vadd", 4, 256, ptrArg(pa), ptrArg(pb), ptrArg(pc), le32(n)) {
		return
	}
	out := e.read(pc, 4*n+64)
	checkN(e.t, "c", n, func(i int) float32 { return f32at(out, i) }, func(i int) float32 { return a[i] + b[i] })
	checkN(e.t, "c past n", 16, func(i int) uint32 { return u32at(out, n+i) }, func(int) uint32 { return 0 })
}

func runLoopPhis(e *kernelEnv) {
	const threads, n = 256, 5
	in := make([]uint32, n+7)
	for j := range in {
		in[j] = uint32(int32(j*3 - 7))
	}
	pin, pout := e.alloc(le32(in...)), e.alloc(make([]byte, 4*threads))
	if !e.launch("loop_phis", 2, 128, ptrArg(pin), ptrArg(pout), le32(n)) {
		return
	}
	out := e.read(pout, 4*threads)
	checkN(e.t, "out", threads, func(i int) int32 { return int32(u32at(out, i)) }, func(i int) int32 {
		s, p := int32(0), int32(1)
		for j := 0; j < i%7+n; j++ {
			s += int32(in[j]) * int32(i+j)
			p = p*3 + s
		}
		return s ^ p
	})
}

func runReduce(e *kernelEnv) {
	const blocks = 3
	in := make([]float32, 256*blocks)
	for i := range in {
		in[i] = float32(i%17 - 8)
	}
	pin, pout := e.alloc(f32s(in...)), e.alloc(make([]byte, 4*blocks))
	if !e.launch("reduce", blocks, 256, ptrArg(pin), ptrArg(pout)) {
		return
	}
	out := e.read(pout, 4*blocks)
	checkN(e.t, "sum", blocks, func(i int) float32 { return f32at(out, i) }, func(b int) float32 {
		var s float32
		for _, v := range in[256*b : 256*(b+1)] {
			s += v // integers: exact in any order
		}
		return s
	})
}

func runStructParam(e *kernelEnv) {
	const threads = 128
	pout := e.alloc(make([]byte, 4*threads))
	// struct Params { float scale; int offset; double bias; int *out; short tag; }
	arg := make([]byte, 32)
	binary.LittleEndian.PutUint32(arg[0:], math.Float32bits(1.5))
	binary.LittleEndian.PutUint32(arg[4:], uint32(0xfffffffd)) // -3
	binary.LittleEndian.PutUint64(arg[8:], math.Float64bits(10.75))
	binary.LittleEndian.PutUint64(arg[16:], uint64(pout))
	binary.LittleEndian.PutUint16(arg[24:], 5)
	if !e.launch("struct_param", 2, 64, arg) {
		return
	}
	out := e.read(pout, 4*threads)
	checkN(e.t, "out", threads, func(i int) int32 { return int32(u32at(out, i)) }, func(i int) int32 {
		return int32(float32(i)*1.5) - 3 + 10 + 5
	})
}

func runSwitcher(e *kernelEnv) {
	const threads, k = 256, 4
	pout := e.alloc(make([]byte, 4*threads))
	if !e.launch("switcher", 4, 64, ptrArg(pout), le32(k)) {
		return
	}
	out := e.read(pout, 4*threads)
	checkN(e.t, "out", threads, func(i int) int32 { return int32(u32at(out, i)) }, func(i int) int32 {
		i32 := int32(i)
		switch (i + k) % 9 {
		case 0:
			return 100
		case 1:
			return i32 * 2
		case 2:
			return -i32
		case 4:
			return i32 << 3
		case 5:
			return k - i32
		case 7:
			return i32 / 3
		}
		return 7
	})
}

func runMath64(e *kernelEnv) {
	const threads = 64
	a := make([]uint64, threads+1)
	x := uint64(0x9e3779b97f4a7c15)
	for i := range a {
		x = x*6364136223846793005 + 1442695040888963407
		a[i] = x ^ x>>29
	}
	pa, pout := e.alloc(le64(a...)), e.alloc(make([]byte, 8*8*threads))
	if !e.launch("math64", 1, threads, ptrArg(pa), ptrArg(pout)) {
		return
	}
	out := e.read(pout, 8*8*threads)
	checkN(e.t, "out", 8*threads, func(i int) uint64 { return u64at(out, i) }, func(k int) uint64 {
		i, j := k/8, k%8
		x, y := a[i], a[i+1]|1
		sx := int64(x)
		switch j {
		case 0:
			return x*y + x>>7
		case 1:
			return x/y + x%y
		case 2:
			return uint64(sx/-7) ^ uint64(sx%5)
		case 3:
			hi, _ := bits.Mul64(x, y)
			return hi
		case 4:
			return bits.RotateLeft64(x, 13)
		case 5:
			return uint64(bits.OnesCount64(x)) + uint64(bits.LeadingZeros64(y))<<32
		case 6:
			return uint64(sx >> (y & 63))
		}
		return uint64(int64(float64(sx >> 12)))
	})
}

func runAtomics(e *kernelEnv) {
	const threads = 256
	pc := e.alloc(le32(0, 0, 0))
	pu := e.alloc(le32(0xffffffff, 0, 50))
	pf := e.alloc(f32s(0, -1))
	if !e.launch("atomics", 2, 128, ptrArg(pc), ptrArg(pu), ptrArg(pf)) {
		return
	}
	c, u, f := e.read(pc, 12), e.read(pu, 12), e.read(pf, 8)
	var maxv, sum int32
	inc, dec := uint32(0), uint32(50)
	for i := int32(0); i < threads; i++ {
		maxv = max(maxv, i*37%1000)
		sum += i
		if inc >= 9 {
			inc = 0
		} else {
			inc++
		}
		if dec == 0 || dec > 100 {
			dec = 100
		} else {
			dec--
		}
	}
	got := []any{u32at(c, 0), int32(u32at(c, 1)), int32(u32at(c, 2)), u32at(u, 0), u32at(u, 1), u32at(u, 2), f32at(f, 0), f32at(f, 1)}
	want := []any{uint32(threads), maxv, sum, uint32(5), inc, dec, float32(threads) * 0.5, float32(threads-1) * 0.25}
	names := []string{"add", "max", "cas sum", "umin", "inc wrap", "dec wrap", "fadd", "fmax"}
	for i := range got {
		if got[i] != want[i] {
			e.t.Errorf("%s: got %v, want %v", names[i], got[i], want[i])
		}
	}
}

func runCallsHelper(e *kernelEnv) {
	const threads = 128
	in := make([]float32, threads)
	for i := range in {
		in[i] = float32(i) * 0.75
	}
	pin, pout := e.alloc(f32s(in...)), e.alloc(make([]byte, 4*threads))
	if !e.launch("calls_helper", 2, 64, ptrArg(pin), ptrArg(pout)) {
		return
	}
	helper := func(x float32, k int) float32 {
		for j := 0; j < k; j++ {
			x = x*0.5 + float32(j)
		}
		return x
	}
	out := e.read(pout, 4*threads)
	checkN(e.t, "out", threads, func(i int) float32 { return f32at(out, i) }, func(i int) float32 {
		return helper(in[i], i%5) + helper(1, 2)
	})
}

// verifyWithOpt checks that text is IR that opt of LLVM 19 accepts; when
// there is no opt it only logs (or fails with PTXAMD_REQUIRE_TOOLS=1), so
// that the rest of a test still runs.
func verifyWithOpt(t *testing.T, name, text string) {
	t.Helper()
	opt, err := testutil.FindLLVMTool("opt", 19)
	if err != nil {
		if testutil.ToolsRequired() {
			t.Fatalf("%v (%s=1)", err, testutil.EnvRequireTools)
		}
		t.Logf("not verifying %s: %v", name, err)
		return
	}
	if _, err := testutil.RunTool(context.Background(), []byte(text), opt, testutil.OptVerifyArgs(19)...); err != nil {
		t.Errorf("%s: the printed module does not verify: %v", name, err)
	}
}

// rmwIR runs each atomicrmw operation that llir lacks once per lane on
// one word per operation; lane i's operand is i.
const rmwIR = `
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %x = uitofp i32 %i to float
  %y = fsub float 1.000000e+01, %x
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 1
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 2
  %p3 = getelementptr i32, ptr addrspace(1) %p, i32 3
  %f1 = getelementptr float, ptr addrspace(1) %f, i32 1
  %a = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %i syncscope("agent") monotonic, align 4
  %b = atomicrmw udec_wrap ptr addrspace(1) %p1, i32 %i syncscope("agent") monotonic, align 4
  %c = atomicrmw usub_cond ptr addrspace(1) %p2, i32 %i syncscope("agent") monotonic, align 4
  %d = atomicrmw usub_sat ptr addrspace(1) %p3, i32 %i syncscope("agent") monotonic, align 4
  %e = atomicrmw fmin ptr addrspace(1) %f, float %y syncscope("agent") monotonic, align 4
  %g = atomicrmw fmax ptr addrspace(1) %f1, float %y syncscope("agent") monotonic, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
`

// TestAtomicRMWExtOnEmulator checks the emulator's atomicrmw operations
// that only this parser produces (lanes run in lane order).
func TestAtomicRMWExtOnEmulator(t *testing.T) {
	m := parseOK(t, "rmw.ll", []byte(rmwIR))
	dev := emu.New("gfx90a", 64)
	mod, err := dev.Load(&hipruntime.Image{Arch: "gfx90a", IR: m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	e := &kernelEnv{t: t, dev: dev, mod: mod}
	const lanes = 16
	pp, pf := e.alloc(le32(0, 5, 1000, 50)), e.alloc(f32s(100, -100))
	if !e.launch("k", 1, lanes, ptrArg(pp), ptrArg(pf)) {
		return
	}
	w := []uint32{0, 5, 1000, 50}
	for i := uint32(0); i < lanes; i++ {
		if w[0] >= i {
			w[0] = 0
		} else {
			w[0]++
		}
		if w[1] == 0 || w[1] > i {
			w[1] = i
		} else {
			w[1]--
		}
		if w[2] >= i {
			w[2] -= i
		}
		if w[3] >= i {
			w[3] -= i
		} else {
			w[3] = 0
		}
	}
	got := e.read(pp, 16)
	for k, name := range []string{"uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"} {
		if g := u32at(got, k); g != w[k] {
			t.Errorf("%s: got %d, want %d", name, g, w[k])
		}
	}
	fs := e.read(pf, 8)
	if g, w := f32at(fs, 0), float32(10-(lanes-1)); g != w {
		t.Errorf("fmin: got %v, want %v", g, w)
	}
	if g, w := f32at(fs, 1), float32(10); g != w {
		t.Errorf("fmax: got %v, want %v", g, w)
	}
}
