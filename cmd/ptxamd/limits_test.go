package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/testutil"
)

// TestOutputIsInput: build and ptxas refuse an output that is their input
// (the user's PTX would be lost), whatever the spelling of the path.
func TestOutputIsInput(t *testing.T) {
	src, err := os.ReadFile(vadd)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "k.ptx")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		t.Fatal(err)
	}
	hard := filepath.Join(dir, "k.hsaco")
	if err := os.Link(in, hard); err != nil {
		t.Fatal(err)
	}
	elfO := "elf.o"
	t.Chdir(dir)
	if err := os.Link(in, elfO); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"build", in, "-o", in},
		{"build", in, "--emit", "llvm", "-o", filepath.Join(dir, ".", "k.ptx")},
		{"build", in, "-o", hard},
		{"build", hard}, // the default output, k.hsaco, is the input
		{"ptxas", "-arch=sm_80", "-o", in, in},
		{"ptxas", "--output-file=" + hard, in},
		{"ptxas", "-arch=sm_80", elfO}, // the default output, elf.o, is the input
	} {
		code, _, errOut := ptxamd(t, args...)
		if code == 0 || !strings.Contains(errOut, "refusing to overwrite") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
		if b, _ := os.ReadFile(in); string(b) != string(src) {
			t.Fatalf("%v: the input was overwritten", args)
		}
	}
}

// TestPtxasUnknownArch: -arch=sm_999 is an error, as in ptxas.
func TestPtxasUnknownArch(t *testing.T) {
	code, _, errOut := ptxamd(t, "ptxas", "-arch=sm_999", "-o", filepath.Join(t.TempDir(), "x.o"), vadd)
	if code == 0 || !strings.Contains(errOut, "sm_999") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

// TestCacheEntryDirectoryWarns: a cache entry replaced by a directory is
// reported on stderr (a warning, -v or not) and the next build is a hit.
func TestCacheEntryDirectoryWarns(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	cache := t.TempDir()
	t.Setenv("PTXAMD_CACHE_DIR", cache)
	out := filepath.Join(t.TempDir(), "v.hsaco")
	build := func() string {
		t.Helper()
		code, _, errOut := ptxamd(t, "build", vadd, "--arch", "gfx90a", "--builder", "llc", "-v", "-o", out)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		return errOut
	}
	build()
	entries, _ := filepath.Glob(filepath.Join(cache, "v1", "*", "*.entry"))
	if len(entries) != 1 {
		t.Fatalf("cache entries: %v", entries)
	}
	os.Remove(entries[0])
	os.Mkdir(entries[0], 0o755)
	if e := build(); !strings.Contains(e, "warning") || !strings.Contains(e, "is a directory") || strings.Contains(e, "from the cache") {
		t.Errorf("second build's stderr:\n%s", e)
	}
	if e := build(); !strings.Contains(e, "from the cache") || strings.Contains(e, "warning") {
		t.Errorf("third build's stderr:\n%s", e)
	}
}

// TestHostileSizes: inputs and arguments that would exhaust memory are
// clear errors, not a Go fatal error.
func TestHostileSizes(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip(err)
	}
	old := maxInputBytes
	maxInputBytes = 1 << 20
	defer func() { maxInputBytes = old }()
	code, _, errOut := ptxamd(t, "check", "/dev/zero")
	if code != 1 || !strings.Contains(errOut, "more than the 1 MiB ptxamd reads from one input") {
		t.Errorf("check /dev/zero: exit %d, %q", code, errOut)
	}
	vaddArgs := []string{"--arg", "buf:f32:4:zero", "--arg", "buf:f32:4:zero", "--arg", "u32:4"}
	for _, tc := range []struct{ arg, want string }{
		{"buf:u32:1000000000:zero", "out of device memory"},
		{"buf:f32:672:file:/dev/zero", "file has more than 2688 bytes"},
	} {
		code, _, errOut := ptxamd(t, append([]string{"run", vadd, "--device", "emu", "--arg", tc.arg}, vaddArgs...)...)
		if code != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("run --arg %s: exit %d, %q", tc.arg, code, errOut)
		}
	}
	// Beyond the LDS, shared memory moves to device memory, which is
	// bounded too.
	code, _, errOut = ptxamd(t, append([]string{"run", vadd, "--device", "emu", "--shared", "4000000000", "--arg", "buf:f32:4:zero"}, vaddArgs...)...)
	if code != 1 || !strings.Contains(errOut, "shared memory in global memory (1 workgroups of 4000000000 bytes)") || !strings.Contains(errOut, "out of device memory") {
		t.Errorf("run --shared 4000000000: exit %d, %q", code, errOut)
	}
}

// TestRunTimeout: --timeout stops a grid of 2^31-1 blocks cleanly, with
// progress on stderr (--progress always: the test's stderr is no
// terminal); --max-steps bounds the lane-instructions.
func TestRunTimeout(t *testing.T) {
	args := []string{"run", vadd, "--device", "emu", "--grid", "2147483647", "--block", "32",
		"--arg", "buf:f32:32:zero", "--arg", "buf:f32:32:zero", "--arg", "buf:f32:32:zero", "--arg", "u32:32"}
	code, _, errOut := ptxamd(t, append(args, "--timeout", "1500ms", "--progress", "always")...)
	if code != 1 || !strings.Contains(errOut, "launch timed out after 1.5s") || !strings.Contains(errOut, "workgroups (") {
		t.Errorf("--timeout: exit %d, %q", code, errOut)
	}
	code, _, errOut = ptxamd(t, append(args, "--max-steps", "100000")...)
	if code != 1 || !strings.Contains(errOut, "step budget of 100000 lane-instructions exceeded") {
		t.Errorf("--max-steps: exit %d, %q", code, errOut)
	}
	code, _, errOut = ptxamd(t, append(args, "--progress", "sometimes")...)
	if code != 2 || !strings.Contains(errOut, "--progress") {
		t.Errorf("--progress sometimes: exit %d, %q", code, errOut)
	}
}

// misalignedPTX loads a u32 one byte past a buffer's start: NVIDIA GPUs
// stop with a misaligned address, AMD's run it.
const misalignedPTX = `.version 7.0
.target sm_80
.address_size 64
.visible .entry mis(.param .u64 p)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	ld.global.u32 %r1, [%rd1+1];
	st.global.u32 [%rd1+4], %r1;
	ret;
}
`

// TestRunStrict: --strict reports a misaligned global access as NVIDIA
// would; without it the emulator runs it as AMD hardware does.
func TestRunStrict(t *testing.T) {
	in := filepath.Join(t.TempDir(), "mis.ptx")
	if err := os.WriteFile(in, []byte(misalignedPTX), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"run", in, "--device", "emu", "--arg", "buf:u32:4:iota"}
	if code, _, errOut := ptxamd(t, args...); code != 0 {
		t.Fatalf("without --strict: exit %d: %s", code, errOut)
	}
	code, _, errOut := ptxamd(t, append(args, "--strict")...)
	if code != 1 || !strings.Contains(errOut, "kernel mis") || !strings.Contains(errOut, "misaligned address") || !strings.Contains(errOut, "global load of 4 bytes at 0x") {
		t.Errorf("--strict: exit %d, %q", code, errOut)
	}
}

// barrierMismatchPTX: warp 0 waits at barrier A, warp 1 at barrier B, for
// the whole block: NVIDIA GPUs hang.
const barrierMismatchPTX = `.version 7.0
.target sm_80
.address_size 64
.visible .entry nb()
{
	.reg .pred %p<2>;
	.reg .b32 %r<2>;
	mov.u32 %r1, %tid.x;
	setp.lt.u32 %p1, %r1, 32;
	@%p1 bra W0;
	BAR_B;
	bra DONE;
W0:
	BAR_A;
DONE:
	ret;
}
`

// TestBarrierHangs: the emulator reports barriers that hang on NVIDIA, in
// every warp mode: different ids for the whole block, and named barriers
// whose thread counts no one is left to meet.
func TestBarrierHangs(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, a, b, want string }{
		{"ids", "bar.sync 0", "bar.sync 1", "warp 0 (threads 0-31) at barrier 0, warp 1 (threads 32-63) at barrier 1"},
		{"counts", "bar.sync 2, 64", "bar.sync 1, 64", "warp 0 (threads 0-31) at named barrier 2 for 64 threads"},
	} {
		src := strings.NewReplacer("BAR_A", tc.a, "BAR_B", tc.b).Replace(barrierMismatchPTX)
		in := filepath.Join(dir, tc.name+".ptx")
		if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, mode := range []string{"wave32", "paired", "single"} {
			arch := "gfx90a"
			if mode == "wave32" {
				arch = "gfx1100"
			}
			code, _, errOut := ptxamd(t, "run", in, "--device", "emu", "--arch", arch, "--warp-mode", mode, "-Wno-paired-spin", "--block", "64")
			if code != 1 || !strings.Contains(errOut, tc.want) || !strings.Contains(errOut, "hangs") {
				t.Errorf("%s, %s: exit %d, %q", tc.name, mode, code, errOut)
			}
		}
	}
}
