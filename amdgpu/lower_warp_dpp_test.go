package amdgpu_test

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// shflKernel is a kernel that runs shfl.sync.mode with every b of a warp
// and one c on a per-thread value, in the lanes that act selects (bit
// laneid%32), and stores d and p of each: out[(tid*nb + b)*2 + {0,1}].
func shflKernel(mode string, c uint32, ws int) string {
	var b strings.Builder
	fmt.Fprintf(&b, ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 out, .param .u32 act)\n{\n")
	b.WriteString("\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<4>;\n")
	b.WriteString("\tld.param.u64 %rd1, [out];\n\tld.param.u32 %r1, [act];\n\tmov.u32 %r2, %tid.x;\n\tmov.u32 %r3, %laneid;\n")
	b.WriteString("\tmad.lo.u32 %r4, %r2, 7919, 12345;\n")
	fmt.Fprintf(&b, "\tmul.wide.u32 %%rd2, %%r2, %d;\n\tadd.s64 %%rd3, %%rd1, %%rd2;\n", 8*ws)
	b.WriteString("\tand.b32 %r5, %r3, 31;\n\tshr.b32 %r5, %r1, %r5;\n\tand.b32 %r5, %r5, 1;\n\tsetp.eq.u32 %p3, %r5, 0;\n\t@%p3 bra $done;\n")
	// The lowering does not read the member mask: the active lanes in
	// 32-lane warps, all in native64 (where masks are 64 bits).
	mask := "-1"
	if ws == 32 {
		// (native64 refuses a 32-bit activemask: it would drop lanes 32-63.)
		b.WriteString("\tactivemask.b32 %r9;\n")
		mask = "%r9"
	}
	for bv := range ws {
		fmt.Fprintf(&b, "\tshfl.sync.%s.b32 %%r6|%%p1, %%r4, %d, %d, %s;\n\tselp.u32 %%r7, 1, 0, %%p1;\n", mode, bv, c, mask)
		fmt.Fprintf(&b, "\tst.global.u32 [%%rd3+%d], %%r6;\n\tst.global.u32 [%%rd3+%d], %%r7;\n", 8*bv, 8*bv+4)
	}
	b.WriteString("$done:\n\tret;\n}\n")
	return b.String()
}

// ptxShfl is PTX ISA 9.7.8.6's definition: the lane that lane reads and
// the predicate (fields of ws-lane warps: 5 bits, 6 in native64).
func ptxShfl(mode string, lane, b, c, ws int) (int, bool) {
	m := ws - 1
	bval, cval, segmask := b&m, c&m, c>>8&m
	maxLane := lane&segmask | cval&^segmask
	minLane := lane & segmask
	var j int
	var pval bool
	switch mode {
	case "up":
		j = lane - bval
		pval = j >= maxLane
	case "down":
		j = lane + bval
		pval = j <= maxLane
	case "bfly":
		j = lane ^ bval
		pval = j <= maxLane
	case "idx":
		j = minLane | bval&^segmask
		pval = j <= maxLane
	}
	if !pval {
		j = lane
	}
	return j, pval
}

type shflTarget struct {
	arch, mode, features string
}

// TestShflConstPatterns runs every constant shuffle (each mode, every b,
// clamps and segment masks) on the emulator of each kind of target and
// warp mode, with full and partial warps and with lanes switched off, and
// checks d and p against the PTX definition: d exactly where the source
// lane is active, p everywhere. It also reports what lanes with an
// inactive source got.
func TestShflConstPatterns(t *testing.T) {
	targets := []shflTarget{
		{"gfx906", "paired", ""}, {"gfx906", "single", ""}, {"gfx906", "native64", ""},
		{"gfx90a", "paired", ""}, {"gfx942", "native64", ""},
		{"gfx1030", "wave32", ""}, {"gfx1030", "paired", ""}, {"gfx1030", "native64", ""},
		{"gfx1100", "wave32", ""}, {"gfx1200", "paired", ""},
		{"gfx90a", "paired", "-dpp"}, {"gfx1100", "wave32", "-dpp"},
	}
	cs32 := []uint32{0, 0x1f, 0x101f, 0x1000, 0x181f, 0x1800, 0x1c1f, 0x0a, 0x1e05}
	cs64 := []uint32{0, 0x3f, 0x203f, 0x2000, 0x303f, 0x1f, 0x0a}
	acts := []uint32{0xffffffff, 0x55555555, 0x0000ffff, 0xf0f0f00f}
	for _, tg := range targets {
		t.Run(tg.arch+"/"+tg.mode+tg.features, func(t *testing.T) {
			t.Parallel()
			tt, err := target.Lookup(tg.arch)
			if err != nil {
				t.Fatal(err)
			}
			ws, W := 32, 64
			switch tg.mode {
			case "wave32":
				W = 32
			case "native64":
				ws = 64
			}
			features, err := tt.FeatureString(W)
			if err != nil {
				t.Fatal(err)
			}
			if tg.features != "" {
				features += "," + tg.features
			}
			opts := pipeline.Options{Arch: tg.arch, WaveSize: W, Mode: tg.mode, Features: features}
			cs := cs32
			if ws == 64 {
				cs = cs64
			}
			inactive := map[string]int{}
			for _, mode := range []string{"bfly", "up", "down", "idx"} {
				for _, c := range cs {
					src := shflKernel(mode, c, ws)
					out, err := pipeline.Translate("shfl.ptx", []byte(src), opts)
					if err != nil {
						t.Fatalf("%s c=%#x: %v", mode, c, err)
					}
					img := pipeline.Image(out, opts, nil)
					for _, block := range []int{2 * ws, ws + 8} {
						for _, act := range acts {
							checkShflRun(t, tt.Name, W, img, mode, c, ws, block, act, inactive)
						}
					}
				}
			}
			t.Logf("%s %s%s: lanes whose source was inactive got %v", tg.arch, tg.mode, tg.features, inactive)
		})
	}
}

func checkShflRun(t *testing.T, arch string, W int, img *hipruntime.Image, mode string, c uint32, ws, block int, act uint32, inactive map[string]int) {
	t.Helper()
	out, err := argspec.Parse(fmt.Sprintf("buf:u32:%d:zero", block*ws*2))
	if err != nil {
		t.Fatal(err)
	}
	actArg, err := argspec.Parse(fmt.Sprintf("u32:%d", act))
	if err != nil {
		t.Fatal(err)
	}
	dev := emu.New(arch, W)
	defer dev.Close()
	res, err := pipeline.Execute(dev, img, pipeline.RunRequest{Kernel: "k",
		Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: uint32(block), Y: 1, Z: 1},
		Args: []argspec.Spec{out, actArg}})
	if err != nil {
		t.Fatalf("%s c=%#x: %v", mode, c, err)
	}
	buf := res.Buffers[0]
	word := func(i int) uint32 { return binary.LittleEndian.Uint32(buf[4*i:]) }
	value := func(tid int) uint32 { return uint32(tid)*7919 + 12345 }
	active := func(tid int) bool { return tid < block && act>>uint(tid%ws%32)&1 != 0 }
	errs := 0
	for tid := range block {
		if !active(tid) {
			continue
		}
		warp, lane := tid/ws, tid%ws
		for b := range ws {
			j, p := ptxShfl(mode, lane, b, int(c), ws)
			d, gp := word((tid*ws+b)*2), word((tid*ws+b)*2+1)
			if gp != map[bool]uint32{false: 0, true: 1}[p] {
				t.Errorf("%s b=%d c=%#x block %d act %#x: thread %d: p = %d, want %t", mode, b, c, block, act, tid, gp, p)
				errs++
			}
			s := warp*ws + j
			switch {
			case active(s):
				if d != value(s) {
					t.Errorf("%s b=%d c=%#x block %d act %#x: thread %d: d = %d (thread %d's?), want %d (thread %d)",
						mode, b, c, block, act, tid, d, int(d-12345)/7919, value(s), s)
					errs++
				}
			case d == 0:
				inactive["0"]++
			case d == value(tid):
				inactive["own value"]++
			default:
				inactive["another lane's value"]++
			}
			if errs > 10 {
				t.Fatal("too many errors")
			}
		}
	}
}

// TestShflConstLLC compiles every constant shuffle pattern with llc for
// each gfx target in its default warp mode (and gfx9 in native64), after
// verifying the IR with LLVM 19 and 15.
func TestShflConstLLC(t *testing.T) {
	opt19 := testutil.LLVMTool(t, "opt", 19)
	opt15 := testutil.LLVMTool(t, "opt", 15)
	llc := testutil.LLVMTool(t, "llc", 19)
	var b strings.Builder
	b.WriteString(".version 7.8\n.target sm_80\n.address_size 64\n")
	for _, mode := range []string{"bfly", "up", "down", "idx"} {
		fmt.Fprintf(&b, ".visible .entry k_%s(.param .u64 out)\n{\n\t.reg .b32 %%r<8>;\n\t.reg .b64 %%rd<4>;\n\t.reg .pred %%p<2>;\n", mode)
		b.WriteString("\tld.param.u64 %rd1, [out];\n\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r5, 0;\n")
		for _, c := range []uint32{0, 0x1f, 0x101f, 0x181f, 0x1c00, 0x0a} {
			for bv := range 32 {
				fmt.Fprintf(&b, "\tshfl.sync.%s.b32 %%r2|%%p1, %%r1, %d, %d, -1;\n\tselp.u32 %%r3, %%r2, 7, %%p1;\n\tadd.u32 %%r5, %%r5, %%r3;\n", mode, bv, c)
			}
		}
		b.WriteString("\tmul.wide.u32 %rd2, %r1, 4;\n\tadd.s64 %rd3, %rd1, %rd2;\n\tst.global.u32 [%rd3], %r5;\n\tret;\n}\n")
	}
	c := ptxCase{name: "shfl_const", path: "shfl_const.ptx", src: []byte(b.String())}
	archs := append([]string{}, llcTargets...)
	for _, arch := range archs {
		t.Run(arch, func(t *testing.T) {
			t.Parallel()
			opts := []pipeline.Options{targetOptions(arch)}
			if strings.HasPrefix(arch, "gfx9") {
				o := targetOptions(arch)
				o.Mode = "native64"
				opts = append(opts, o)
			}
			for _, o := range opts {
				ir := []byte(translate(t, c, o))
				verifyIR(t, opt19, opt15, ir)
				obj := filepath.Join(t.TempDir(), arch+".o")
				if _, err := testutil.RunTool(toolContext(t), ir, llc, testutil.LLCArgs(arch, obj)...); err != nil {
					t.Errorf("%s %s: llc: %v", arch, o.Mode, err)
				} else if fi, err := os.Stat(obj); err != nil || fi.Size() == 0 {
					t.Errorf("%s %s: llc wrote no object (%v)", arch, o.Mode, err)
				}
			}
		})
	}
}
