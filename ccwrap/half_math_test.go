package ccwrap

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"io"
	"os"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// halfMathFns are the functions of testdata/nvcc/half_math.cu, in its order.
var halfMathFns = []string{"sin", "cos", "exp", "exp2", "exp10", "log", "log2", "log10", "rcp", "rsqrt", "sqrt", "tanh"}

// readGzipU16 reads a gzip'd little-endian table of 16-bit words.
func readGzipU16(t *testing.T, path string) []uint16 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]uint16, len(raw)/2)
	if err := binary.Read(bytes.NewReader(raw), binary.LittleEndian, out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestHalfMathExhaustive runs cuda_fp16.h's and cuda_bf16.h's math
// functions (hsin ... htanh, scalar and paired) built by the drop-in over
// every 16-bit input on the emulator and compares each result with the
// H100's, bit for bit (testdata/nvcc/half_math.cu wrote the tables there).
func TestHalfMathExhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("3 x 65,536 threads of 12 functions on the emulator")
	}
	half := readGzipU16(t, "testdata/nvcc/expected/half_math_half.bin.gz")
	bf16 := readGzipU16(t, "testdata/nvcc/expected/half_math_bf16.bin.gz")
	n := len(halfMathFns) * 65536
	if len(half) != n || len(bf16) != n {
		t.Fatalf("tables of %d and %d words, want %d", len(half), len(bf16), n)
	}
	d, log := testDriver(t)
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		t.Run(cfg.arch, func(t *testing.T) {
			log.Reset()
			ll := nvccDeviceIR(t, d, "testdata/nvcc/half_math.cu", cfg.arch, cfg.mode)
			if t.Failed() {
				t.Log(log.String())
				return
			}
			img := readIRImage(t, ll)
			run := func(kernel, buf string) []byte {
				specs, err := argspec.ParseAll([]string{buf})
				if err != nil {
					t.Fatal(err)
				}
				return runOnEmuReq(t, img, pipeline.RunRequest{Kernel: kernel,
					Grid: hipruntime.Dim3{X: 256, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 256, Y: 1, Z: 1}, Args: specs}).Buffers[0]
			}
			check := func(what string, got func(k, i int) uint16, want []uint16, in func(i int) int) {
				bad := 0
				for k, fn := range halfMathFns {
					for i := 0; i < 65536; i++ {
						if g, w := got(k, i), want[k*65536+in(i)]; g != w {
							if bad < 10 {
								t.Errorf("%s h%s(0x%04x) = 0x%04x, the H100 gives 0x%04x", what, fn, in(i), g, w)
							}
							bad++
						}
					}
				}
				if bad > 0 {
					t.Errorf("%s: %d of %d results differ from the H100", what, bad, n)
				}
			}
			self := func(i int) int { return i }
			u16 := func(b []byte) func(k, i int) uint16 {
				return func(k, i int) uint16 { return binary.LittleEndian.Uint16(b[2*(k*65536+i):]) }
			}
			check("__half", u16(run("half_fns", "buf:u16:786432:zero")), half, self)
			check("__nv_bfloat16", u16(run("bf16_fns", "buf:u16:786432:zero")), bf16, self)
			// __half2: the H100's paired forms give the scalar results in
			// each half (checked on the H100 too), low i, high i ^ 0x8000.
			pair := run("half2_fns", "buf:u32:786432:zero")
			lo := func(k, i int) uint16 { return binary.LittleEndian.Uint16(pair[4*(k*65536+i):]) }
			hi := func(k, i int) uint16 { return binary.LittleEndian.Uint16(pair[4*(k*65536+(i^0x8000))+2:]) }
			check("__half2 low", lo, half, self)
			check("__half2 high", hi, half, self)
		})
	}
}
