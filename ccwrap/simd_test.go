package ccwrap

import "testing"

// lanes applies f to each lane of n bits (8 or 16) of a and b.
func lanes(a, b uint32, bits uint, f func(x, y uint32) uint32) uint32 {
	var r uint32
	mask := uint32(1)<<bits - 1
	for s := uint(0); s < 32; s += bits {
		r |= (f(a>>s&mask, b>>s&mask) & mask) << s
	}
	return r
}

func sext(x uint32, bits uint) int32 { return int32(x<<(32-bits)) >> (32 - bits) }

// TestSIMDIntrinsics runs a few of the SIMD intrinsics (PTX video
// instructions, whose translation the conformance cases check against the
// H100) on the emulator and compares them with CUDA's documented
// per-lane definitions.
func TestSIMDIntrinsics(t *testing.T) {
	d, log := testDriver(t)
	ll := nvccDeviceIR(t, d, "testdata/nvcc/unit/simd.cu", "gfx1100", "wave32")
	if t.Failed() {
		t.Fatal(log.String())
	}
	img := readIRImage(t, ll)
	words := lcgWords(11, 128)
	in := make([]uint64, 128)
	for i, w := range words {
		in[i] = uint64(w)
	}
	got := runKernelU32(t, img, "k", in, 512)
	sat8 := func(v int32) uint32 { return uint32(min(max(v, -128), 127)) }
	b2u := func(c bool, all uint32) uint32 {
		if c {
			return all
		}
		return 0
	}
	for i := 0; i < 64; i++ {
		a, b := words[2*i], words[2*i+1]
		want := []uint32{
			lanes(a, b, 8, func(x, y uint32) uint32 { return x + y }),
			lanes(a, b, 8, func(x, y uint32) uint32 { return sat8(sext(x, 8) - sext(y, 8)) }),
			lanes(a, b, 8, func(x, y uint32) uint32 { return uint32(max(int32(x)-int32(y), int32(y)-int32(x))) }),
			lanes(a&0x0f0f0f0f, b&0x0f0f0f0f, 8, func(x, y uint32) uint32 { return b2u(x == y, 0xff) }),
			lanes(a, b, 16, func(x, y uint32) uint32 { return uint32(max(sext(x, 16), sext(y, 16))) }),
			lanes(a, b, 8, func(x, y uint32) uint32 { return (x + y + 1) >> 1 }),
			lanes(a, b, 16, func(x, y uint32) uint32 { return b2u(x < y, 0xffff) }),
			lanes(a, b, 8, func(x, y uint32) uint32 { return b2u(sext(x, 8) >= sext(y, 8), 1) }),
		}
		for k, w := range want {
			if g := uint32(got[i*8+k]); g != w {
				t.Errorf("thread %d intrinsic %d = %08x, want %08x (a %08x b %08x)", i, k, g, w, a, b)
			}
		}
	}
}
