//go:build ignore

// tanhfit fits MUFU.TANH's segment table to what tanh_dump.cu records (the
// unit's tanh.approx.f32 for every input it distinguishes in [2^-8, 8):
// per binade e = 119..129, each significand truncated to the K(e) fraction
// bits the unit reads, stored as int32 differences from the correctly
// rounded tanh, gzipped), checks the model against every one of those
// results and prints the table as a C header for tanh_check.cu (and, on
// stderr, as the Go literal of amdgpu's tanhSeg):
//
//	go run tanhfit.go tanh_diff.bin.gz > tanhtab.h
//
// The model (README.md): |tanh(x)| is (A + C1*xl + C2*S(xl)) * 2^-40
// rounded toward zero to f32, per segment of 2^17 truncated inputs, xl
// their low 17 bits and S lg2's truncated square. The search runs a, c1
// and c2 in units of 2^-38 (c1 and c2 on quarter steps around a
// least-squares fit) and intersects the intervals that every recorded
// result allows for a, as lg2fit does.
package main

import (
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
)

var bits = []int{17, 17, 17, 18, 18, 19, 19, 19, 20, 21, 20} // fraction bits read, e = 119..129

// square is lg2fit's truncated square: the folded partial products of
// xl*xl of weight 2^19 and more, in units of 2^19.
func square(xl int) float64 {
	var s int64
	for i := 0; i < 17; i++ {
		for j := i; j < 17; j++ {
			w := i + j + 1
			if i == j {
				w = 2 * i
			}
			if xl>>i&1 == 1 && xl>>j&1 == 1 && w >= 19 {
				s += 1 << (w - 19)
			}
		}
	}
	return float64(s)
}

func fit(ys []float32) (a, c1, c2 float64) {
	const gi = 38
	type bound struct{ xl, s, lo, hi float64 }
	bs := make([]bound, len(ys))
	var M [3][4]float64
	for xl, y := range ys {
		_, e := math.Frexp(float64(y))
		lo := math.Ldexp(float64(y), gi)
		hi := lo + math.Max(1, math.Ldexp(1, e-24+gi))
		bs[xl] = bound{float64(xl), square(xl), lo, hi}
		v := [3]float64{1, float64(xl), bs[xl].s}
		for r := 0; r < 3; r++ {
			for q := 0; q < 3; q++ {
				M[r][q] += v[r] * v[q]
			}
			M[r][3] += v[r] * (lo + hi) / 2
		}
	}
	for i := 0; i < 3; i++ {
		for k := i + 1; k < 3; k++ {
			f := M[k][i] / M[i][i]
			for l := i; l < 4; l++ {
				M[k][l] -= f * M[i][l]
			}
		}
	}
	var ls [3]float64
	for i := 2; i >= 0; i-- {
		v := M[i][3]
		for l := i + 1; l < 3; l++ {
			v -= M[i][l] * ls[l]
		}
		ls[i] = v / M[i][i]
	}
	c1e, c2e := math.Round(ls[1]*4)/4, math.Round(ls[2]*4)/4
	for d1 := 0.0; d1 <= 40; d1 += 0.25 {
		for _, s1 := range []float64{1, -1} {
			for d2 := 0.0; d2 <= 40; d2 += 0.25 {
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
						return math.Ceil(lo*4) / 4, c1, c2
					}
				}
			}
		}
	}
	panic("no fit")
}

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	r, err := gzip.NewReader(f)
	if err != nil {
		panic(err)
	}
	raw, err := io.ReadAll(r)
	if err != nil {
		panic(err)
	}
	var tab [][3]int64
	off := 0
	bad := 0
	for j, k := range bits {
		e := 119 + j
		n := 1 << k
		ys := make([]float32, n)
		for i := range ys {
			x := math.Float32frombits(uint32(e)<<23 | uint32(i)<<(23-k))
			ref := float32(math.Tanh(float64(x)))
			d := int32(binary.LittleEndian.Uint32(raw[4*(off+i):]))
			ys[i] = math.Float32frombits(uint32(int32(math.Float32bits(ref)) + d))
		}
		off += n
		for seg := 0; seg < n>>17; seg++ {
			part := ys[seg<<17 : (seg+1)<<17]
			a, c1, c2 := fit(part)
			t := [3]int64{int64(4 * a), int64(4 * c1), int64(4 * c2)}
			tab = append(tab, t)
			for xl, y := range part {
				v := t[0] + t[1]*int64(xl) + t[2]*int64(square(xl))
				for p := 63; p > 23; p-- {
					if v>>p != 0 {
						v = v >> (p - 23) << (p - 23)
						break
					}
				}
				if float32(math.Ldexp(float64(v), -40)) != y {
					bad++
				}
			}
		}
	}
	if bad > 0 {
		fmt.Fprintln(os.Stderr, "model differs from the recording at", bad, "inputs")
		os.Exit(1)
	}
	fmt.Printf("static const long long TANHTAB[%d][3] = {\n", len(tab))
	for _, t := range tab {
		fmt.Printf("{%dLL, %d, %d},\n", t[0], t[1], t[2])
		fmt.Fprintf(os.Stderr, "\t{%d, %d, %d},\n", t[0], t[1], t[2])
	}
	fmt.Println("};")
}
