// Command sintab turns the H100's MUFU.SIN quarter-wave (sin_quad.py's
// output: for every r in [0, 2^23), sin.approx.ftz.f32 of an x whose
// revolution count x/(2 pi), rounded toward zero, has 25-bit fraction r)
// into amdgpu/approx32/sin_f32.bin.gz: a quadratic per 2^17 entries, the
// first 4096 values verbatim, and a 4-bit correction per entry (the
// recorded value's bits minus the quadratic's, rounded toward zero to
// f32, plus 8). amdgpu.sinH100 evaluates the same quadratic with the same
// fused multiply-adds, so the table reproduces every recorded value.
//
//	go run ./conformance/lab/mufu/sintab sin_q0a.npz sin_q0b.npz
package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
)

const (
	entries = 1 << 23
	segBits = 17
	direct  = 4096
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: sintab sin_q0a.npz sin_q0b.npz")
		os.Exit(2)
	}
	s := append(load(os.Args[1]), load(os.Args[2])...)
	if len(s) != entries+1 {
		fail("want %d recorded values, have %d", entries+1, len(s))
	}
	var out bytes.Buffer
	coef := fit(s[:entries])
	for _, c := range coef {
		for _, v := range c {
			binary.Write(&out, binary.LittleEndian, v)
		}
	}
	for k := 0; k < direct; k++ {
		binary.Write(&out, binary.LittleEndian, s[k])
	}
	nib := make([]byte, entries/2)
	hist := map[int64]int{}
	for k := direct; k < entries; k++ {
		d := int64(s[k]) - int64(Model(coef, k))
		if d < -8 || d > 7 {
			fail("entry %d: correction %d does not fit four bits", k, d)
		}
		hist[d]++
		nib[k>>1] |= byte(d+8) << (4 * (k & 1))
	}
	out.Write(nib)
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(out.Bytes())
	w.Close()
	if err := os.WriteFile("amdgpu/approx32/sin_f32.bin.gz", gz.Bytes(), 0o644); err != nil {
		fail("%v", err)
	}
	fmt.Println("corrections:", hist, "bytes:", gz.Len())
}

// Model is the quadratic's value for entry k as f32 bits, rounded toward
// zero: what amdgpu.sinH100 computes before adding the correction.
func Model(coef [][3]float64, k int) uint32 {
	c := coef[k>>segBits]
	x := float64(k & (1<<segBits - 1))
	q := math.FMA(math.FMA(c[2], x, c[1]), x, c[0]) * 0x1p-37
	r := float32(q)
	if float64(r) > q {
		r = math.Nextafter32(r, 0)
	}
	return math.Float32bits(r)
}

// fit is a least-squares quadratic per segment through the midpoints of
// the recorded values' rounding intervals, in units of 2^-37 (the unit's
// output step).
func fit(s []uint32) [][3]float64 {
	const w = 1 << segBits
	var coef [][3]float64
	for i := 0; i < entries/w; i++ {
		var a [3][4]float64
		for x := 0; x < w; x++ {
			v := float64(math.Float32frombits(s[i*w+x]))
			_, e := math.Frexp(v)
			y := (v + math.Ldexp(1, e-25)) * 0x1p37
			xn := float64(x) / w
			p := [3]float64{1, xn, xn * xn}
			for r := 0; r < 3; r++ {
				for c := 0; c < 3; c++ {
					a[r][c] += p[r] * p[c]
				}
				a[r][3] += p[r] * y
			}
		}
		for c := 0; c < 3; c++ {
			for r := c + 1; r < 3; r++ {
				m := a[r][c] / a[c][c]
				for k := c; k < 4; k++ {
					a[r][k] -= m * a[c][k]
				}
			}
		}
		var sol [3]float64
		for r := 2; r >= 0; r-- {
			v := a[r][3]
			for k := r + 1; k < 3; k++ {
				v -= a[r][k] * sol[k]
			}
			sol[r] = v / a[r][r]
		}
		coef = append(coef, [3]float64{sol[0], sol[1] / w, sol[2] / w / w})
	}
	return coef
}

func load(path string) []uint32 {
	z, err := zip.OpenReader(path)
	if err != nil {
		fail("%v", err)
	}
	defer z.Close()
	for _, f := range z.File {
		r, err := f.Open()
		if err != nil {
			fail("%v", err)
		}
		b, err := io.ReadAll(r)
		if err != nil {
			fail("%v", err)
		}
		hl := int(binary.LittleEndian.Uint16(b[8:10]))
		if !strings.Contains(string(b[10:10+hl]), "'<u4'") {
			fail("%s: not a uint32 array", path)
		}
		d := b[10+hl:]
		out := make([]uint32, len(d)/4)
		for i := range out {
			out[i] = binary.LittleEndian.Uint32(d[4*i:])
		}
		return out
	}
	fail("%s: empty", path)
	return nil
}

func fail(f string, a ...any) {
	fmt.Fprintf(os.Stderr, "sintab: "+f+"\n", a...)
	os.Exit(1)
}
