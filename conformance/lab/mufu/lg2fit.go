//go:build ignore

// lg2fit fits MUFU.LG2's segment table to the significand sweeps that
// lg2_probe.cu and lg2_probe2.cu record (the unit's lg2.approx.f32 of every
// x in [1, 2) and in [0.5, 1), stored as int32 differences from the
// correctly rounded f32 log2, gzipped), checks the fitted model against
// every one of those 2^24 results, and prints the table as a C header for
// lg2_check.cu (and, on stderr, as the Go literal of amdgpu's lg2Seg):
//
//	go run lg2fit.go lg2_1_2_diff.bin.gz lg2_half_diff.bin.gz > lg2tab.h
//
// The model (README.md): L(m) = floor(a + c1*xl + c2*S(xl)) in units of
// 2^-36, segment m >> 17, xl = m & 0x1ffff, S the truncated square; the
// unit's result in [1, 2) is L rounded toward zero to f32, in [0.5, 1)
// minus (2^36 - 1 - L) rounded the same way. The search runs c1 over
// quarter units and c2 over half units around log2's own derivatives, and
// for each pair intersects the intervals that every recorded result allows
// for a.
package main

import (
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
)

func read(path string, ref func(m int) float32) []float32 {
	f, err := os.Open(path)
	if err != nil {
		panic(err)
	}
	r, err := gzip.NewReader(f)
	if err != nil {
		panic(err)
	}
	b, err := io.ReadAll(r)
	if err != nil || len(b) != 4<<23 {
		panic(fmt.Sprint("short file ", path, err))
	}
	out := make([]float32, 1<<23)
	for m := range out {
		d := int32(binary.LittleEndian.Uint32(b[4*m:]))
		out[m] = math.Float32frombits(uint32(int32(math.Float32bits(ref(m))) + d))
	}
	return out
}

// square is the truncated square of xl in units of 2^19: the folded
// partial products (b_i b_j at 2^(i+j+1) for i < j, b_i at 2^(2i)) of
// weight 2^19 and more.
func square(xl int) int64 {
	var s int64
	for i := 0; i < 17; i++ {
		if xl>>i&1 == 0 {
			continue
		}
		if 2*i >= 19 {
			s += 1 << (2*i - 19)
		}
		for j := i + 1; j < 17; j++ {
			if xl>>j&1 == 1 && i+j+1 >= 19 {
				s += 1 << (i + j + 1 - 19)
			}
		}
	}
	return s
}

// ulp is the f32 spacing at v > 0 in units of 2^-36 (at least 1).
func ulp(v float64) float64 {
	_, e := math.Frexp(v)
	return math.Max(1, math.Ldexp(1, e-24+36))
}

type bound struct{ xl, s, lo, hi float64 } // L(xl) in [lo, hi)

func fit(Y, Z []float32, seg int) (a, c1, c2 float64) {
	const two36 = 1 << 36
	var bs []bound
	for xl := 0; xl < 1<<17; xl++ {
		m := seg<<17 | xl
		if m == 0 {
			continue // x = 1 gives 0, not L(0)
		}
		s := float64(square(xl))
		y := float64(Y[m]) * two36
		bs = append(bs, bound{float64(xl), s, y, y + ulp(float64(Y[m]))})
		z := float64(Z[m]) * two36
		bs = append(bs, bound{float64(xl), s, two36 - z - ulp(float64(Z[m])), two36 - z})
	}
	x := 1 + float64(seg)/64
	c1e := math.Round(4*8192/(math.Ln2*x)) / 4
	c2e := math.Round(2*-363.5/(x*x)) / 2
	for d1 := 0.0; d1 <= 40; d1 += 0.25 {
		for _, s1 := range []float64{1, -1} {
			for d2 := 0.0; d2 <= 40; d2 += 0.5 {
				for _, s2 := range []float64{1, -1} {
					c1, c2 := c1e+s1*d1, c2e+s2*d2
					lo, hi := math.Inf(-1), math.Inf(1)
					for _, b := range bs {
						r := c1*b.xl + c2*b.s
						lo, hi = math.Max(lo, b.lo-r), math.Min(hi, b.hi-r)
						if lo >= hi {
							break
						}
					}
					if lo < hi {
						return lo, c1, c2
					}
				}
			}
		}
	}
	panic(fmt.Sprint("no fit for segment ", seg))
}

// rz is t * 2^-36 rounded toward zero to f32.
func rz(t int64) float32 {
	p := 63
	for p >= 0 && t>>p == 0 {
		p--
	}
	if p > 23 {
		t = t >> (p - 23) << (p - 23)
	}
	return float32(math.Ldexp(float64(t), -36))
}

func main() {
	Y := read(os.Args[1], func(m int) float32 { return float32(math.Log2(1 + float64(m)/(1<<23))) })
	Z := read(os.Args[2], func(m int) float32 { return float32(-math.Log2(0.5 + float64(m)/(1<<24))) })
	var tab [64][3]int64
	for i := range tab {
		a, c1, c2 := fit(Y, Z, i)
		tab[i] = [3]int64{int64(4 * a), int64(4 * c1), int64(4 * c2)}
	}
	bad := 0
	for m := 0; m < 1<<23; m++ {
		t := tab[m>>17]
		xl := m & 0x1ffff
		L := (t[0] + t[1]*int64(xl) + t[2]*square(xl)) >> 2
		y := rz(L)
		if m == 0 {
			y = 0
		}
		if y != Y[m] || rz(1<<36-1-L) != Z[m] {
			bad++
		}
	}
	if bad > 0 {
		fmt.Fprintln(os.Stderr, "model differs from the recording at", bad, "significands")
		os.Exit(1)
	}
	fmt.Println("static const long long LG2TAB[64][3] = {")
	for _, t := range tab {
		fmt.Printf("{%dLL, %d, %d},\n", t[0], t[1], t[2])
		fmt.Fprintf(os.Stderr, "\t{%d, %d, %d},\n", t[0], t[1], t[2])
	}
	fmt.Println("};")
}
