package ccwrap

import (
	"encoding/binary"
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/conformance"
)

// TestMathLibNaNsAgainstH100 builds real2's libdevice kernels
// (src/fftmath.cu) with the drop-in and checks, against the H100's
// recordings, what __ptxamd_math.h's wrappers promise of HIP's f32 math
// functions: every NaN result is NVIDIA's bit for bit, and so are the
// zeros of expm1f, sinpif and cospif and every ilogbf. The other results
// are HIP's algorithms, a last bit apart at places (realSourceDiffers).
func TestMathLibNaNsAgainstH100(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles 40 libdevice functions")
	}
	// slot is the kernel's output of each function named: out[slot*n+i].
	cases := []struct {
		dir   string
		arg   int
		slots map[string]int
	}{
		{"real2/mathlib_f32", 1, map[string]int{"expm1f": 5, "sinpif": 34, "cospif": 35, "ilogbf": 39}},
		{"real2/mathlib2_f32", 2, nil},
		{"real2/mathlib_special_f32", 1, nil},
	}
	d, log := testDriver(t)
	for _, cfg := range []struct{ arch, mode string }{{"gfx90a", "paired"}, {"gfx1100", "wave32"}} {
		t.Run(cfg.arch, func(t *testing.T) {
			log.Reset()
			ll := nvccDeviceIR(t, d, "../conformance/cases/real2/src/fftmath.cu", cfg.arch, cfg.mode)
			if t.Failed() {
				t.Log(log.String())
				return
			}
			img := readIRImage(t, ll)
			for _, tc := range cases {
				dir := filepath.Join("../conformance/cases", tc.dir)
				c, err := conformance.Load(dir)
				if err != nil {
					t.Fatal(err)
				}
				res := runCaseOnEmu(t, img, c, dir)
				got, want := res.Buffers[tc.arg], c.Expected[tc.arg]
				if len(got) != len(want) {
					t.Fatalf("%s: %d bytes, the H100 wrote %d", tc.dir, len(got), len(want))
				}
				n := int(c.Specs[len(c.Specs)-1].Value) // the kernels' element count, their last argument
				checked, bad := 0, 0
				for e := 0; e+4 <= len(want); e += 4 {
					g, w := binary.LittleEndian.Uint32(got[e:]), binary.LittleEndian.Uint32(want[e:])
					slot := e / 4 / n
					isNaN := w&0x7fffffff > 0x7f800000
					isZero := w&0x7fffffff == 0
					must := isNaN
					for name, s := range tc.slots {
						if s == slot && (name == "ilogbf" || isZero) {
							must = true
						}
					}
					if !must {
						continue
					}
					checked++
					if g != w {
						if bad < 10 {
							t.Errorf("%s: element %d (function %d, input %d) = 0x%08x, the H100 gives 0x%08x", tc.dir, e/4, slot, e/4%n, g, w)
						}
						bad++
					}
				}
				if checked == 0 {
					t.Errorf("%s: nothing checked", tc.dir)
				}
				if bad > 0 {
					t.Errorf("%s: %d of %d NaN, zero and ilogbf results differ from the H100", tc.dir, bad, checked)
				}
				t.Logf("%s: %d NaN, zero and ilogbf results equal the H100's", tc.dir, checked)
			}
		})
	}
}
