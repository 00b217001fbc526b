package ccwrap

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCCCL compiles real CUDA library headers with ptxamd nvcc: CUB from
// a CCCL checkout (PTXAMD_CCCL, its root) and CuTe's sm80 atoms from a
// CUTLASS checkout (PTXAMD_CUTLASS). Neither is part of ptxamd, so the
// test is skipped without them. The CUB kernel runs on the emulator in
// paired and wave32 mode and must compute the exact sums, scans and
// maxima.
func TestCCCL(t *testing.T) {
	cccl := os.Getenv("PTXAMD_CCCL")
	if cccl == "" {
		t.Skip("PTXAMD_CCCL (a CCCL checkout) not set")
	}
	d, log := testDriver(t)
	inc := []string{"-isystem", filepath.Join(cccl, "libcudacxx/include"), "-isystem", filepath.Join(cccl, "cub"),
		"-isystem", filepath.Join(cccl, "thrust")}
	for _, cfg := range [][2]string{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		log.Reset()
		ll := nvccDeviceIR(t, d, "testdata/nvcc/cccl/cub_block.cu", cfg[0], cfg[1], inc...)
		if t.Failed() {
			t.Fatal(log.String())
		}
		img := readIRImage(t, ll)
		in := make([]uint64, 64)
		for i := range in {
			in[i] = uint64(i*7919 + 13)
		}
		got := runKernelU32(t, img, "k", in, 192)
		var sum, pre uint64
		for _, v := range in {
			sum += v & 0xffff
		}
		for i := 0; i < 64; i++ {
			var mx uint64
			for j := i / 32 * 32; j < i/32*32+32; j++ {
				mx = max(mx, in[j]&0xffff)
			}
			if i == 0 && got[0] != sum {
				t.Errorf("%s: block sum %d, want %d", cfg[0], got[0], sum)
			}
			if got[3*i+1] != pre {
				t.Errorf("%s: thread %d exclusive sum %d, want %d", cfg[0], i, got[3*i+1], pre)
			}
			if i%32 == 0 && got[3*i+2] != mx {
				t.Errorf("%s: warp %d max %d, want %d", cfg[0], i/32, got[3*i+2], mx)
			}
			pre += in[i] & 0xffff
		}
	}
	cutlass := os.Getenv("PTXAMD_CUTLASS")
	if cutlass == "" {
		t.Log("PTXAMD_CUTLASS (a CUTLASS checkout) not set: CuTe not compiled")
		return
	}
	log.Reset()
	cinc := append(inc, "-I", filepath.Join(cutlass, "include"))
	nvccDeviceIR(t, d, "testdata/nvcc/cccl/cute_sm80.cu", "gfx90a", "paired", cinc...)
	if t.Failed() {
		t.Fatal(log.String())
	}
	for _, cfg := range [][2]string{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		log.Reset()
		ll := nvccDeviceIR(t, d, "testdata/nvcc/cccl/cute_tiled_copy.cu", cfg[0], cfg[1], cinc...)
		if t.Failed() {
			t.Fatal(log.String())
		}
		img := readIRImage(t, ll)
		a := make([]uint64, 128) // 256 halves as 32-bit words
		for i := range a {
			a[i] = uint64(lcgWords(uint32(i), 1)[0])
		}
		got := runKernelTypedBlock(t, img, "k", "u32", a, 128, 32)
		for i := range a {
			if got[i] != a[i] {
				t.Fatalf("%s: B word %d = %08x, A %08x", cfg[0], i, got[i], a[i])
			}
		}
	}
}
