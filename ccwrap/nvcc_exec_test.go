package ccwrap

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// The acceptance programs of testdata/nvcc are CUDA sources in the style
// of real projects (Marlin, CUB, cooperative groups, fp16/bf16 kernels)
// with a main() that prints every output word. expected/<name>.txt is that
// output from the same source built by NVIDIA's nvcc 13 and run on an H100
// (record.sh). Here each source is compiled unmodified by ptxamd nvcc (an
// nvcc command line), its device IR is run on the emulator with the
// inputs main() makes (mirrored below), and every word must equal the
// H100's, in paired (gfx90a) and wave32 (gfx1100) mode.

// lcgWords mirrors common.h's words().
func lcgWords(seed uint32, n int) []uint32 {
	v := make([]uint32, n)
	x := seed
	for i := range v {
		x = x*1664525 + 1013904223
		v[i] = x
	}
	return v
}

// halfBits mirrors common.h's half_bits.
func halfBits(f float32) uint16 {
	u := math.Float32bits(f)
	s := (u >> 16) & 0x8000
	if u&0x7fffffff == 0 {
		return uint16(s)
	}
	e := int((u>>23)&0xff) - 127 + 15
	return uint16(s | uint32(e)<<10 | (u>>13)&0x3ff)
}

func u32Values(v []uint32) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.FormatUint(uint64(x), 10)
	}
	return strings.Join(parts, ",")
}

func u16Values(v []uint16) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.FormatUint(uint64(x), 10)
	}
	return strings.Join(parts, ",")
}

// nvccProgram is one acceptance program: its launch, as its main() does
// it, and the output buffers main() prints (name → argument index).
type nvccProgram struct {
	file, kernel string
	grid, block  uint32
	args         func() []string
	outputs      []nvccOutput
	cooperative  bool // launched with cudaLaunchCooperativeKernel
}

type nvccOutput struct {
	name string
	arg  int
}

var nvccPrograms = []nvccProgram{
	{"gemm_int4.cu", "gemm_int4", 1, 32, func() []string {
		const m, n, k = 16, 32, 64
		wa := lcgWords(1, m*k)
		a := make([]uint16, m*k)
		for i := range a {
			a[i] = halfBits(float32(int((wa[i]>>16)%17)-8) / 8)
		}
		scale := []float32{0.5, 0.25, 1, 0.125}
		sc := make([]uint16, n)
		for i := range sc {
			sc[i] = halfBits(scale[i%4])
		}
		return []string{"buf:u16:" + strconv.Itoa(m*k) + ":values:" + u16Values(a),
			"buf:u32:" + strconv.Itoa(n*k/8) + ":values:" + u32Values(lcgWords(2, n*k/8)),
			"buf:u16:" + strconv.Itoa(n) + ":values:" + u16Values(sc),
			"buf:u32:" + strconv.Itoa(m*n) + ":zero", "s32:13"}
	}, []nvccOutput{{"C", 3}}, false},
	{"block_reduce.cu", "block_reduce", 4, 128, func() []string {
		return []string{"buf:u32:2048:values:" + u32Values(lcgWords(3, 2048)), "buf:u32:512:zero", "buf:u32:2048:zero", "buf:u32:8:zero"}
	}, []nvccOutput{{"scan", 1}, {"info", 2}, {"block", 3}}, false},
	{"cg_reduce.cu", "cg_reduce", 2, 256, func() []string {
		w := lcgWords(4, 512)
		for i := range w {
			w[i] = uint32(int32(w[i]%2001) - 1000)
		}
		return []string{"buf:u32:512:values:" + u32Values(w), "buf:u32:3072:zero", "buf:u32:1:zero"}
	}, []nvccOutput{{"out", 1}, {"total", 2}}, false},
	{"half_bf16.cu", "half_bf16", 2, 64, func() []string {
		return []string{"buf:u32:384:values:" + u32Values(lcgWords(5, 384)), "buf:u32:1280:zero"}
	}, []nvccOutput{{"out", 1}}, false},
	{"wmma_gemm.cu", "wmma_gemm", 1, 64, func() []string {
		const m, n, k = 16, 16, 32
		wa, wb, wc := lcgWords(6, m*k), lcgWords(7, k*n), lcgWords(8, m*n)
		a, b, c := make([]uint16, m*k), make([]uint16, k*n), make([]uint32, m*n)
		for i := range a {
			a[i] = halfBits(float32(int(wa[i]%7)-3) / 4)
		}
		for i := range b {
			b[i] = halfBits(float32(int(wb[i]%7)-3) / 2)
		}
		for i := range c {
			c[i] = math.Float32bits(float32(int(wc[i]%17) - 8))
		}
		return []string{"buf:u16:512:values:" + u16Values(a), "buf:u16:512:values:" + u16Values(b),
			"buf:u32:256:values:" + u32Values(c), "buf:u32:256:zero", "buf:u16:256:zero"}
	}, []nvccOutput{{"d32", 3}, {"d16", 4}}, false},
	{"intrinsics.cu", "intrinsics", 2, 64, func() []string {
		return []string{"buf:u32:512:values:" + u32Values(lcgWords(9, 512)), "buf:u32:2560:zero",
			"buf:u32:10:values:" + u32Values([]uint32{0, 0, 0xffffffff, 0, 0, 0, 0, 0, 0xffffffff, 0})}
	}, []nvccOutput{{"out", 1}, {"atom", 2}}, false},
	{"grid_sync.cu", "_Z9grid_syncPKjPjS1_S1_", 8, 128, func() []string {
		return []string{"buf:u32:1024:values:" + u32Values(lcgWords(10, 1024)), "buf:u32:16:zero", "buf:u32:3072:zero", "buf:u32:4:zero"}
	}, []nvccOutput{{"partial", 1}, {"out", 2}, {"total", 3}}, true},
	{"wmma_shapes.cu", "_Z11wmma_shapesPj", 1, 32, func() []string {
		return []string{"buf:u32:2048:zero"}
	}, []nvccOutput{{"out", 0}}, false},
	{"api_more.cu", "api_more", 2, 64, func() []string {
		return []string{"buf:u32:512:values:" + u32Values(lcgWords(12, 512)), "buf:u32:5120:zero"}
	}, []nvccOutput{{"out", 1}}, false},
	{"minifloat.cu", "minifloat", 2, 64, func() []string {
		return []string{"buf:u32:512:values:" + u32Values(lcgWords(13, 512)), "buf:u32:2688:zero"}
	}, []nvccOutput{{"out", 1}}, false},
}

// nvccProgramFlags are extra nvcc flags per program: wmma_shapes' inputs
// are not exact in the matrix units' (--mma=hw, within a bound of
// NVIDIA's results), so it runs the exact software mma.
var nvccProgramFlags = map[string][]string{"wmma_shapes.cu": {"--amd-mma", "exact"}}

// readNvccExpected reads "name index hexvalue" lines.
func readNvccExpected(t *testing.T, path string) map[string][]uint32 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	exp := map[string][]uint32{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var name string
		var i int
		var v uint32
		if _, err := fmt.Sscanf(sc.Text(), "%s %d %x", &name, &i, &v); err != nil {
			t.Fatalf("%s: %q: %v", path, sc.Text(), err)
		}
		if i != len(exp[name]) {
			t.Fatalf("%s: %s %d out of order", path, name, i)
		}
		exp[name] = append(exp[name], v)
	}
	return exp
}

// nvccDeviceIR compiles file with an nvcc command line for one target and
// warp mode and returns the optimised device IR's path.
func nvccDeviceIR(t *testing.T, d *Driver, file, arch, mode string, extra ...string) string {
	t.Helper()
	return nvccDeviceIRFor(t, d, file, arch, mode, "sm_80", extra...)
}

// nvccDeviceIRFor is nvccDeviceIR for the NVIDIA architecture sm
// (sm_90a: __CUDA_ARCH__ 900 and the sm_90a feature macros).
func nvccDeviceIRFor(t *testing.T, d *Driver, file, arch, mode, sm string, extra ...string) string {
	t.Helper()
	ll, err := nvccDeviceIRArgs(d, append([]string{"-arch=" + sm, "-O3", "-std=c++17", file}, extra...), arch, mode, sm, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return ll
}

// nvccDeviceIRArgs compiles with ptxamd nvcc's arguments nvccArgs (the
// sm among them) to the device IR of one target, written in dir.
func nvccDeviceIRArgs(d *Driver, nvccArgs []string, arch, mode, sm, dir string) (string, error) {
	n, err := TranslateNvcc(nvccArgs)
	if err != nil {
		return "", err
	}
	num, err := SMNumber(sm)
	if err != nil {
		return "", err
	}
	ll := filepath.Join(dir, "device.ll")
	argv := append([]string{"--offload-arch=" + arch, fmt.Sprintf("--ptxamd-cuda-arch=%s=%d%s", arch, num, SMSuffix(sm)),
		"--ptxamd-warp-mode=" + mode}, n.CC...)
	argv = append(argv, "--cuda-device-only", "-S", "-emit-llvm", "-o", ll)
	if rc := d.Run(argv); rc != 0 {
		return "", fmt.Errorf("ptxamd nvcc %s: exit %d", strings.Join(nvccArgs, " "), rc)
	}
	return ll, nil
}

func TestNvccProgramsAgainstNVIDIA(t *testing.T) {
	d, log := testDriver(t)
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		for _, p := range nvccPrograms {
			t.Run(cfg.arch+"/"+p.file, func(t *testing.T) {
				log.Reset()
				file := filepath.Join("testdata/nvcc", p.file)
				dump := os.Getenv("PTXAMD_NVCC_DUMP") // a directory: write the emulator's words there too
				var want map[string][]uint32
				if dump == "" {
					want = readNvccExpected(t, filepath.Join("testdata/nvcc/expected", strings.TrimSuffix(p.file, ".cu")+".txt"))
				}
				ll := nvccDeviceIR(t, d, file, cfg.arch, cfg.mode, nvccProgramFlags[p.file]...)
				if t.Failed() {
					t.Log(log.String())
					return
				}
				img := readIRImage(t, ll)
				specs, err := argspec.ParseAll(p.args())
				if err != nil {
					t.Fatal(err)
				}
				k, err := img.Kernel(p.kernel)
				if err != nil {
					t.Fatal(err)
				}
				res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, pipeline.RunRequest{Kernel: p.kernel,
					Grid: hipruntime.Dim3{X: p.grid, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: p.block, Y: 1, Z: 1}, Args: specs,
					Cooperative: p.cooperative})
				if err != nil {
					t.Fatal(err)
				}
				if dump != "" {
					var b strings.Builder
					for _, o := range p.outputs {
						for i := 0; i+4 <= len(res.Buffers[o.arg]); i += 4 {
							fmt.Fprintf(&b, "%s %d %08x\n", o.name, i/4, binary.LittleEndian.Uint32(res.Buffers[o.arg][i:]))
						}
					}
					name := cfg.arch + "-" + strings.TrimSuffix(p.file, ".cu") + ".txt"
					if err := os.WriteFile(filepath.Join(dump, name), []byte(b.String()), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				for _, o := range p.outputs {
					buf := res.Buffers[o.arg]
					exp := want[o.name]
					if len(exp) == 0 || len(buf) != 4*len(exp) {
						t.Fatalf("%s: %d bytes, the H100 printed %d words", o.name, len(buf), len(exp))
					}
					bad := 0
					for i, w := range exp {
						if got := binary.LittleEndian.Uint32(buf[4*i:]); got != w {
							if bad < 5 {
								t.Errorf("%s[%d] = %08x, H100 %08x", o.name, i, got, w)
							}
							bad++
						}
					}
					if bad > 0 {
						t.Errorf("%s: %d of %d words differ", o.name, bad, len(exp))
					}
				}
			})
		}
	}
}

// TestNvccProgramsSingleMode runs the acceptance programs compiled in
// warp mode single on a wave64 (gfx90a): each kernel takes the PTX block
// size as three leading parameters and runs one wave64 per PTX warp, the
// hardware block flattened along x (64 lanes per 32 threads), as
// cuda_runtime.h's launch does it; every output word must equal the
// H100's.
func TestNvccProgramsSingleMode(t *testing.T) {
	d, log := testDriver(t)
	for _, p := range nvccPrograms {
		t.Run(p.file, func(t *testing.T) {
			log.Reset()
			want := readNvccExpected(t, filepath.Join("testdata/nvcc/expected", strings.TrimSuffix(p.file, ".cu")+".txt"))
			ll := nvccDeviceIR(t, d, filepath.Join("testdata/nvcc", p.file), "gfx90a", "single", nvccProgramFlags[p.file]...)
			if t.Failed() {
				t.Log(log.String())
				return
			}
			img := readIRImage(t, ll)
			specs, err := argspec.ParseAll(append([]string{fmt.Sprintf("u32:%d", p.block), "u32:1", "u32:1"}, p.args()...))
			if err != nil {
				t.Fatal(err)
			}
			k, err := img.Kernel(p.kernel)
			if err != nil {
				t.Fatal(err)
			}
			if k.WaveSize != 64 {
				t.Fatalf("wave size %d, want 64", k.WaveSize)
			}
			hw := (p.block + 31) / 32 * 64
			res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, pipeline.RunRequest{Kernel: p.kernel,
				Grid: hipruntime.Dim3{X: p.grid, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: hw, Y: 1, Z: 1}, Args: specs, Cooperative: p.cooperative})
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range p.outputs {
				buf := res.Buffers[o.arg+3]
				exp := want[o.name]
				if len(exp) == 0 || len(buf) != 4*len(exp) {
					t.Fatalf("%s: %d bytes, the H100 printed %d words", o.name, len(buf), len(exp))
				}
				bad := 0
				for i, w := range exp {
					if got := binary.LittleEndian.Uint32(buf[4*i:]); got != w {
						if bad < 5 {
							t.Errorf("%s[%d] = %08x, H100 %08x", o.name, i, got, w)
						}
						bad++
					}
				}
				if bad > 0 {
					t.Errorf("%s: %d of %d words differ", o.name, bad, len(exp))
				}
			}
		})
	}
}

// TestSingleModeBlock3D runs testdata/nvcc/unit/single3d.cu, blocks of
// 8x6x2 threads (three PTX warps, each spanning rows and planes), in warp
// mode single (gfx90a: wave64 with lanes 32-63 idle; gfx1100: wave32, every
// other wave idle) with the remapped launch, and in paired mode with the
// plain launch: every output word must be the same.
func TestSingleModeBlock3D(t *testing.T) {
	d, log := testDriver(t)
	block := hipruntime.Dim3{X: 8, Y: 6, Z: 2}
	const grid, per = 2, 9
	const words = grid * 96 * per
	run := func(arch, mode string) []byte {
		ll := nvccDeviceIR(t, d, "testdata/nvcc/unit/single3d.cu", arch, mode)
		if t.Failed() {
			t.Fatal(log.String())
		}
		img := readIRImage(t, ll)
		k, err := img.Kernel("_Z7block3dPj")
		if err != nil {
			t.Fatal(err)
		}
		args := []string{"buf:u32:" + strconv.Itoa(words) + ":zero"}
		b := block
		if mode == "single" {
			args = append([]string{"u32:8", "u32:6", "u32:2"}, args...)
			b = hipruntime.Dim3{X: uint32(block.Count()+31) / 32 * 64, Y: 1, Z: 1}
		}
		specs, err := argspec.ParseAll(args)
		if err != nil {
			t.Fatal(err)
		}
		res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, pipeline.RunRequest{Kernel: "_Z7block3dPj",
			Grid: hipruntime.Dim3{X: grid, Y: 1, Z: 1}, Block: b, Args: specs})
		if err != nil {
			t.Fatal(err)
		}
		return res.Buffers[len(specs)-1]
	}
	want := run("gfx90a", "paired")
	if w := binary.LittleEndian.Uint32(want[(95*per+6)*4:]); w != 8|6<<8|2<<16|32<<24 {
		t.Fatalf("paired run: last thread's sizes word %08x", w)
	}
	if w := binary.LittleEndian.Uint32(want[(95*per+7)*4:]); w != 7|5<<8|1<<16 {
		t.Fatalf("paired run: last thread's %%tid word %08x", w)
	}
	for _, arch := range []string{"gfx90a", "gfx1100"} {
		got := run(arch, "single")
		bad := 0
		for i := 0; i+4 <= len(want); i += 4 {
			g, w := binary.LittleEndian.Uint32(got[i:]), binary.LittleEndian.Uint32(want[i:])
			if g != w {
				if bad < 5 {
					t.Errorf("%s single: thread %d word %d = %08x, paired %08x", arch, i/4/per, i/4%per, g, w)
				}
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("%s single: %d of %d words differ", arch, bad, words)
		}
	}
}

// TestNvccSeparableExample compiles examples/nvcc-cmake-rdc's two
// translation units with nvcc -dc, as CMake's separable compilation does,
// links their device code (the objects' bitcode, as -dlink does) and runs
// the kernel, whose device function and variable come from the other
// unit, on the emulator: every output word equals the H100's
// (expected/rdc_mix.txt, the example built with nvcc -dc/-dlink and run
// with --print), in paired and wave32 mode, and in warp mode single on a
// wave64 with the remapped launch.
func TestNvccSeparableExample(t *testing.T) {
	d, log := testDriver(t)
	want := readNvccExpected(t, "testdata/nvcc/expected/rdc_mix.txt")["out"]
	dir := t.TempDir()
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "auto"}, {"gfx1100", "auto"}, {"gfx90a", "single"}} {
		arch := cfg.arch
		var bcs []string
		for _, tu := range []string{"app", "mix"} {
			n, err := TranslateNvcc([]string{"-arch=sm_80", "-std=c++17", "-dc", filepath.Join("../examples/nvcc-cmake-rdc", tu+".cu"),
				"-o", filepath.Join(dir, tu+".o"), "--warp-mode", cfg.mode})
			if err != nil {
				t.Fatal(err)
			}
			log.Reset()
			if rc := d.Run(append([]string{"--offload-arch=" + arch, "--ptxamd-cuda-arch=" + arch + "=800"}, n.CC...)); rc != 0 {
				t.Fatalf("nvcc -dc %s: exit %d\n%s", tu, rc, log)
			}
			ins, err := readRDCInputs(filepath.Join(dir, tu+".o"))
			if err != nil || len(ins) != 1 || ins[0].device[arch] == nil {
				t.Fatalf("%s.o: no %s device code: %v", tu, arch, err)
			}
			bc := filepath.Join(dir, tu+"-"+arch+".bc")
			if err := os.WriteFile(bc, ins[0].device[arch], 0o644); err != nil {
				t.Fatal(err)
			}
			bcs = append(bcs, bc)
		}
		linked := filepath.Join(dir, "linked-"+arch+".bc")
		if out, err := exec.Command(d.TC.LLVMLink, append(bcs, "-o", linked)...).CombinedOutput(); err != nil {
			t.Fatalf("llvm-link: %v: %s", err, out)
		}
		ll := filepath.Join(dir, "linked-"+arch+".ll")
		if out, err := exec.Command(d.TC.Clang, "-target", "amdgcn-amd-amdhsa", "-mcpu="+arch, "-O2", "-nogpulib", "-S", "-emit-llvm",
			"-x", "ir", linked, "-o", ll).CombinedOutput(); err != nil {
			t.Fatalf("clang: %v: %s", err, out)
		}
		img := readIRImage(t, ll)
		k, err := img.Kernel("_Z5mixedPj")
		if err != nil {
			t.Fatal(err)
		}
		args, block, out := []string{"buf:u32:128:zero"}, uint32(64), 0
		if cfg.mode == "single" {
			// The remapped launch: the PTX block size first, 64 lanes per warp.
			args, block, out = append([]string{"u32:64", "u32:1", "u32:1"}, args...), 128, 3
		}
		specs, err := argspec.ParseAll(args)
		if err != nil {
			t.Fatal(err)
		}
		res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, pipeline.RunRequest{Kernel: "_Z5mixedPj",
			Grid: hipruntime.Dim3{X: 2, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, Args: specs})
		if err != nil {
			t.Fatal(err)
		}
		buf := res.Buffers[out]
		if len(want) != 128 || len(buf) != 512 {
			t.Fatalf("%d words recorded, %d bytes out", len(want), len(buf))
		}
		for i, w := range want {
			if got := binary.LittleEndian.Uint32(buf[4*i:]); got != w {
				t.Errorf("%s %s: out[%d] = %08x, H100 %08x", arch, cfg.mode, i, got, w)
			}
		}
	}
}

// TestCooperativeLaunchLimit: the emulator refuses a cooperative launch
// of more blocks than it runs at once, saying so, rather than letting
// grid.sync() wait for blocks that never start.
func TestCooperativeLaunchLimit(t *testing.T) {
	d, _ := testDriver(t)
	ll := nvccDeviceIR(t, d, "testdata/nvcc/grid_sync.cu", "gfx90a", "paired")
	img := readIRImage(t, ll)
	var p *nvccProgram
	for i := range nvccPrograms {
		if nvccPrograms[i].file == "grid_sync.cu" {
			p = &nvccPrograms[i]
		}
	}
	if p == nil {
		t.Fatal("no grid_sync.cu in nvccPrograms")
	}
	specs, err := argspec.ParseAll(p.args())
	if err != nil {
		t.Fatal(err)
	}
	dev := emu.NewWithOptions(img.Arch, 64, emu.Options{MaxCooperativeBlocks: 4})
	_, err = pipeline.Execute(dev, img, pipeline.RunRequest{Kernel: p.kernel, Grid: hipruntime.Dim3{X: 8, Y: 1, Z: 1},
		Block: hipruntime.Dim3{X: p.block, Y: 1, Z: 1}, Args: specs, Cooperative: true})
	if err == nil || !strings.Contains(err.Error(), "a cooperative launch of 8 blocks: the emulator runs at most 4 blocks at once") {
		t.Errorf("got %v", err)
	}
}
