package ccwrap

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/tensormap"
)

// tmapHeaderCases are encoder calls of include/__ptxamd_tensormap.h (the
// C of cuda.h's cuTensorMapEncodeTiled/Im2col), each as a C call and the
// same map for internal/tensormap; bad ones must be refused by both.
var tmapHeaderCases = []struct {
	call string
	m    tensormap.Map
	addr uint64
	bad  bool
}{
	{"enc(7, 3, 0x10000, D(32,10,3), D(128,1280), U(32,8,2), 0, 0, 0, 0, U(1,2,1), 0, 3, 2, 0, 0)",
		tensormap.Map{Type: tensormap.F32, Dims: []uint64{32, 10, 3}, Strides: []uint64{128, 1280}, Box: []uint32{32, 8, 2}, ElemStrides: []uint32{1, 2, 1}, Swizzle: 3, L2: 2}, 0x10000, false},
	{"enc(6, 4, 0x20000, D(8,9,9,2), D(16,144,1296), 0, I(-1,-1), I(-1,-2), 8, 40, U(1,2,2,1), 0, 1, 0, 1, 1)",
		tensormap.Map{Im2col: true, Type: tensormap.F16, Dims: []uint64{8, 9, 9, 2}, Strides: []uint64{16, 144, 1296}, Lower: []int32{-1, -1}, Upper: []int32{-1, -2}, Channels: 8, Pixels: 40, ElemStrides: []uint32{1, 2, 2, 1}, Swizzle: 1, Fill: 1}, 0x20000, false},
	{"enc(9, 5, 0x30000, D(16,5,4,3,2), D(32,160,640,1920), 0, I(-1,0,1), I(2,-3,0), 16, 96, 0, 0, 2, 0, 0, 1)",
		tensormap.Map{Im2col: true, Type: tensormap.BF16, Dims: []uint64{16, 5, 4, 3, 2}, Strides: []uint64{32, 160, 640, 1920}, Lower: []int32{-1, 0, 1}, Upper: []int32{2, -3, 0}, Channels: 16, Pixels: 96, Swizzle: 2}, 0x30000, false},
	{"enc(10, 1, 0x40000, D(100), 0, U(64), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)",
		tensormap.Map{Type: tensormap.F32FTZ, Dims: []uint64{100}, Strides: []uint64{}, Box: []uint32{64}}, 0x40000, false},
	// Refused: NaN fill of an integer type, an unaligned stride, a box
	// wider than its swizzle, an im2col corner out of a rank-5 range, a
	// misaligned address.
	{"enc(3, 2, 0x10000, D(8,8), D(32), U(8,8), 0, 0, 0, 0, 0, 0, 0, 0, 1, 0)",
		tensormap.Map{Type: tensormap.S32, Dims: []uint64{8, 8}, Strides: []uint64{32}, Box: []uint32{8, 8}, Fill: 1}, 0x10000, true},
	{"enc(7, 2, 0x10000, D(8,8), D(40), U(8,8), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)",
		tensormap.Map{Type: tensormap.F32, Dims: []uint64{8, 8}, Strides: []uint64{40}, Box: []uint32{8, 8}}, 0x10000, true},
	{"enc(7, 2, 0x10000, D(64,8), D(256), U(16,8), 0, 0, 0, 0, 0, 0, 1, 0, 0, 0)",
		tensormap.Map{Type: tensormap.F32, Dims: []uint64{64, 8}, Strides: []uint64{256}, Box: []uint32{16, 8}, Swizzle: 1}, 0x10000, true},
	{"enc(7, 5, 0x10000, D(4,4,4,4,4), D(16,64,256,1024), 0, I(-17,0,0), I(0,0,0), 4, 8, 0, 0, 0, 0, 0, 1)",
		tensormap.Map{Im2col: true, Type: tensormap.F32, Dims: []uint64{4, 4, 4, 4, 4}, Strides: []uint64{16, 64, 256, 1024}, Lower: []int32{-17, 0, 0}, Upper: []int32{0, 0, 0}, Channels: 4, Pixels: 8}, 0x10000, true},
	{"enc(7, 2, 0x10008, D(8,8), D(32), U(8,8), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)",
		tensormap.Map{Type: tensormap.F32, Dims: []uint64{8, 8}, Strides: []uint64{32}, Box: []uint32{8, 8}}, 0x10008, true},
}

// TestTensorMapHeaderEncoder builds the header's encoder for the host with
// clang and checks that it writes the same bytes as internal/tensormap
// (what ptxamd's argspecs and the translated copies use) and refuses the
// same maps.
func TestTensorMapHeaderEncoder(t *testing.T) {
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		if clang, err = exec.LookPath("clang"); err != nil {
			t.Skip("no clang")
		}
	}
	var src strings.Builder
	src.WriteString(`#include "__ptxamd_tensormap.h"
#include <stdio.h>
#define D(...) ((const unsigned long long[]){__VA_ARGS__})
#define U(...) ((const unsigned[]){__VA_ARGS__})
#define I(...) ((const int[]){__VA_ARGS__})
static _Alignas(64) unsigned char m[128];
static void enc(int dt, unsigned rank, unsigned long long addr, const unsigned long long *dims, const unsigned long long *strides,
                const unsigned *box, const int *lo, const int *hi, unsigned c, unsigned p, const unsigned *estr, int il, int swz, int l2,
                int fill, int im2col) {
  int r = __ptxamd_tmap_encode(m, dt, rank, (const void *)addr, dims, strides, box, lo, hi, c, p, estr, il, swz, l2, fill, im2col);
  printf("%d ", r);
  for (int i = 0; i < 128; i++) printf("%02x", r == 0 ? m[i] : 0);
  printf("\n");
}
int main(void) {
`)
	for _, c := range tmapHeaderCases {
		src.WriteString("  " + c.call + ";\n")
	}
	src.WriteString("  return 0;\n}\n")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "t.c"), []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	inc, err := filepath.Abs("include")
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(clang, "-std=c11", "-Wall", "-Werror", "-I", inc, "-o", filepath.Join(dir, "t"), filepath.Join(dir, "t.c")).CombinedOutput()
	if err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	out, err = exec.Command(filepath.Join(dir, "t")).Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(tmapHeaderCases) {
		t.Fatalf("%d lines for %d cases:\n%s", len(lines), len(tmapHeaderCases), out)
	}
	for i, c := range tmapHeaderCases {
		var rc int
		var got string
		fmt.Sscanf(lines[i], "%d %s", &rc, &got)
		want, err := c.m.Encode(c.addr)
		switch {
		case c.bad && (rc == 0 || err == nil):
			t.Errorf("%s: header %d, Go %v; both should refuse it", c.call, rc, err)
		case !c.bad && (rc != 0 || err != nil):
			t.Errorf("%s: header %d, Go %v", c.call, rc, err)
		case !c.bad && got != hex.EncodeToString(want):
			t.Errorf("%s:\nheader %s\nGo     %s", c.call, got, hex.EncodeToString(want))
		}
	}
}

// TestNvccTensorMapProgram runs testdata/nvcc/tensormap_im2col.cu as the
// acceptance programs run (nvcc_exec_test.go): its device code, compiled
// by ptxamd nvcc, on the emulator, with the tensor maps its main() encodes
// given as tmap: argspecs over the same buffer, and every word compared
// with the H100's output of the same source built by nvcc.
func TestNvccTensorMapProgram(t *testing.T) {
	d, log := testDriver(t)
	want := readNvccExpected(t, "testdata/nvcc/expected/tensormap_im2col.txt")
	if rc := want["rc"]; len(rc) != 2 || rc[0] != 0 || rc[1] != 0 {
		t.Fatalf("the H100's encodes returned %v", rc)
	}
	args := []string{
		"tmap:im2col:f32:@2:dims=8,6,5,2:strides=32,192,960:lower=-1,-1:upper=-1,-1:channels=8:pixels=32:swizzle=32:l2=128",
		"tmap:tile:f32:@2:dims=48,10:strides=192:box=16,8:fill=nan",
		"buf:u32:480:values:" + u32Values(lcgWords(11, 480)),
		"buf:u32:384:zero",
	}
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		t.Run(cfg.arch, func(t *testing.T) {
			log.Reset()
			ll := nvccDeviceIRLog(t, d, log, filepath.Join("testdata/nvcc", "tensormap_im2col.cu"), cfg.arch, cfg.mode)
			if t.Failed() {
				t.Log(log.String())
				return
			}
			img := readIRImage(t, ll)
			specs, err := argspec.ParseAll(args)
			if err != nil {
				t.Fatal(err)
			}
			k, err := img.Kernel("tensormap_im2col")
			if err != nil {
				t.Fatal(err)
			}
			res, err := pipeline.Execute(emu.New(img.Arch, k.WaveSize), img, pipeline.RunRequest{Kernel: "tensormap_im2col",
				Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 128, Y: 1, Z: 1}, Args: specs})
			if err != nil {
				t.Fatal(err)
			}
			buf, exp := res.Buffers[3], want["out"]
			if len(buf) != 4*len(exp) {
				t.Fatalf("out: %d bytes, the H100 printed %d words", len(buf), len(exp))
			}
			bad := 0
			for i, w := range exp {
				if got := binary.LittleEndian.Uint32(buf[4*i:]); got != w {
					if bad < 5 {
						t.Errorf("out[%d] = %08x, H100 %08x", i, got, w)
					}
					bad++
				}
			}
			if bad > 0 {
				t.Errorf("out: %d of %d words differ", bad, len(exp))
			}
		})
	}
}

// nvccDeviceIRLog is nvccDeviceIR that shows the driver's output when the
// compile fails.
func nvccDeviceIRLog(t *testing.T, d *Driver, log fmt.Stringer, file, arch, mode string) string {
	t.Helper()
	n, err := TranslateNvcc([]string{"-arch=sm_90", "-O3", "-std=c++17", file})
	if err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(t.TempDir(), "device.ll")
	argv := append([]string{"--offload-arch=" + arch, "--ptxamd-cuda-arch=" + arch + "=900", "--ptxamd-warp-mode=" + mode}, n.CC...)
	argv = append(argv, "--cuda-device-only", "-S", "-emit-llvm", "-o", ll)
	if rc := d.Run(argv); rc != 0 {
		t.Fatalf("ptxamd nvcc %s: exit %d\n%s", file, rc, log)
	}
	return ll
}
