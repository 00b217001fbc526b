// Command texfit checks the H100's linear-filtering rules (RATIONALE.md,
// "Texture filtering bit for bit") against the outputs of tex_probe.cu:
//
//	go run ./conformance/lab/texfit DIR
//
// DIR holds w3d.bin, wmip.bin and sums.bin from one run of tex_probe. It
// prints, for each rule and for the alternatives it was chosen over, how
// many probed samples disagree.
package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
)

// probeCS and probeWS are tex_probe.cu's CS and WS.
var probeCS = []int{0, 1, 2, 3, 5, 7, 8, 13, 16, 31, 32, 37, 51, 64, 77, 85, 96, 101, 112, 127,
	128, 129, 143, 160, 171, 187, 192, 199, 208, 221, 224, 235, 240, 247, 252, 255}
var probeWS = []int{0, 1, 3, 8, 15, 16, 27, 32, 45, 64, 77, 96, 101, 127, 128, 129, 150, 171, 192, 201, 224, 239, 250, 255}

// up and down round n/d to an integer, half up and half down (n, d >= 0).
func up(n, d int) int   { return (2*n + d) / (2 * d) }
func down(n, d int) int { return (2*n + d - 1) / (2 * d) }

// plane gives the four weights (in 1/256) of a bilinear footprint with
// share s (of 256): corner i + 2j.
func plane(s, a, b int, rnd func(n, d int) int) [4]int {
	x := rnd(s*a, 256)
	w11 := up(x*b, 256)
	w01 := down((s-x)*b, 256)
	return [4]int{s - x - w01, x - w11, w01, w11}
}

// volume gives the eight trilinear weights: corner i + 2j + 4k.
func volume(a, b, c int) [8]int {
	lo, hi := plane(256-c, a, b, up), plane(c, a, b, up)
	return [8]int{lo[0], lo[1], lo[2], lo[3], hi[0], hi[1], hi[2], hi[3]}
}

// poly is the rejected polynomial rule: [ab], [ac], [bc], [abc] rounded
// half up, the rest by inclusion and exclusion.
func poly(a, b, c int) [8]int {
	ab, ac, bc, abc := up(a*b, 256), up(a*c, 256), up(b*c, 256), up(a*b*c, 65536)
	w110, w101, w011 := ab-abc, ac-abc, bc-abc
	w100, w010, w001 := a-w110-w101-abc, b-w110-w011-abc, c-w101-w011-abc
	return [8]int{256 - (w100 + w010 + w001 + w110 + w101 + w011 + abc), w100, w010, w110, w001, w101, w011, abc}
}

func read(dir, name string) []byte {
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		fmt.Fprintln(os.Stderr, "texfit:", err)
		os.Exit(1)
	}
	return b
}

// check3D compares the trilinear weights of w3d.bin (bytes, 256 read
// as 0: such samples, one weight of 256, are skipped).
func check3D(data []byte) {
	rules := []struct {
		name string
		f    func(a, b, c int) [8]int
	}{{"planes (the rule)", volume}, {"polynomial", poly}}
	n, miss := 0, make([]int, len(rules))
	for ci, c := range probeCS {
		for a := 0; a < 256; a++ {
			for b := 0; b < 256; b++ {
				o := 8 * (ci<<16 | a<<8 | b)
				var got [8]int
				sum := 0
				for q := range got {
					got[q] = int(data[o+q])
					sum += got[q]
				}
				if sum == 0 {
					continue
				}
				n++
				for i, r := range rules {
					if r.f(a, b, c) != got {
						miss[i]++
					}
				}
			}
		}
	}
	for i, r := range rules {
		fmt.Printf("3D weights, %-18s %8d of %d samples differ\n", r.name+":", miss[i], n)
	}
}

// checkMip compares the weights of a 4x4 2D texture blended with its 2x2
// level 1 (wmip.bin: 16 level-0 texels, then 4 of level 1).
func checkMip(data []byte) {
	n, miss := 0, 0
	// fp is the footprint of u (times 256) in texels: first texel, weight.
	fp := func(u int) (int, int) { v := u - 128; i := v >> 8; return i, v - i<<8 }
	for wi, w := range probeWS {
		for x := 0; x < 128; x++ {
			for y := 0; y < 128; y++ {
				o := 20 * ((wi<<7|x)<<7 | y)
				var got, want [20]int
				sum := 0
				for q := range got {
					got[q] = int(data[o+q])
					sum += got[q]
				}
				if sum == 0 {
					continue
				}
				n++
				for l, s := range []int{256 - w, w} {
					ext := 4 >> l
					// x = 0.25 + X/256, so u*256 = ext*(64 + X).
					i0, a := fp(ext * (64 + x))
					j0, b := fp(ext * (64 + y))
					p := plane(s, a, b, up)
					for q, v := range p {
						i := min(max(i0+q&1, 0), ext-1)
						j := min(max(j0+q>>1, 0), ext-1)
						want[16*l+j*ext+i] += v
					}
				}
				for q := range want {
					want[q] &= 255
				}
				if want != got {
					miss++
				}
			}
		}
	}
	fmt.Printf("2D weights between two levels:       %8d of %d samples differ\n", miss, n)
}

// blockSum is the rule's sum: the texels with a weight cut toward zero to
// multiples of 2^(E-width) (E the largest one's frexp exponent; width 0:
// no cut), the products summed exactly, rounded to f32 by mode.
func blockSum(w, t []float64, width int, mode big.RoundingMode) float64 {
	E := math.MinInt32
	for q, x := range t {
		if x != 0 && w[q] != 0 {
			_, e := math.Frexp(x)
			E = max(E, e)
		}
	}
	sum := new(big.Float).SetPrec(400)
	for q, x := range t {
		v := new(big.Float).SetPrec(400).SetFloat64(x)
		if width > 0 {
			v.SetMantExp(v, width-E)
			i, _ := v.Int(nil)
			v.SetInt(i)
			v.SetMantExp(v, E-width)
		}
		sum.Add(sum, v.Mul(v, new(big.Float).SetPrec(400).SetFloat64(w[q])))
	}
	r := new(big.Float).SetPrec(24).SetMode(mode)
	r.Set(sum)
	f, _ := r.Float32()
	return float64(f)
}

// checkSums compares the bilinear samples of random f32 texels (sums.bin:
// t00, t10, t01, t11, a, b, result) with the rule and alternatives.
func checkSums(data []byte) {
	rf := func(i int) float64 { return float64(math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:]))) }
	type alt struct {
		width int
		mode  big.RoundingMode
	}
	alts := []alt{{28, big.ToNearestAway}, {0, big.ToNearestAway}, {0, big.ToNearestEven}, {27, big.ToNearestAway}, {29, big.ToNearestAway}, {28, big.ToNearestEven}, {28, big.ToZero}}
	miss := make([]int, len(alts))
	n := len(data) / 28
	for r := 0; r < n; r++ {
		t := []float64{rf(7 * r), rf(7*r + 1), rf(7*r + 2), rf(7*r + 3)}
		p := plane(256, int(rf(7*r+4)*256), int(rf(7*r+5)*256), up)
		w := []float64{float64(p[0]) / 256, float64(p[1]) / 256, float64(p[2]) / 256, float64(p[3]) / 256}
		got := rf(7*r + 6)
		for i, a := range alts {
			if blockSum(w, t, a.width, a.mode) != got {
				miss[i]++
			}
		}
	}
	for i, a := range alts {
		cut := "exact texels"
		if a.width > 0 {
			cut = fmt.Sprintf("%d-bit block cut", a.width)
		}
		fmt.Printf("sums, %-16s rounded %-14v %6d of %d samples differ\n", cut+",", a.mode, miss[i], n)
	}
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: texfit DIR (tex_probe's outputs)")
		os.Exit(2)
	}
	dir := os.Args[1]
	check3D(read(dir, "w3d.bin"))
	checkMip(read(dir, "wmip.bin"))
	checkSums(read(dir, "sums.bin"))
}
