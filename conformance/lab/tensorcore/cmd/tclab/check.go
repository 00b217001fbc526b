package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/ptxamd/ptxamd/conformance/lab/tensorcore"
)

// check prints, for the results file path, how many elements of each form
// the H100 model and each one-feature change of it get wrong (a feature is
// pinned by the vectors where its variants fail), and the first few
// mismatches of the model itself with their terms.
func check(path string, fs []tensorcore.Form, show int) error {
	fh, err := os.Open(path)
	if err != nil {
		return err
	}
	defer fh.Close()
	note, sets, err := tensorcore.ReadResults(fh)
	if err != nil {
		return err
	}
	fmt.Print("recorded on ", note)
	variants := []struct {
		name string
		fn   func(*tensorcore.Params)
	}{
		{"model", func(p *tensorcore.Params) {}},
		{"Frac-1", func(p *tensorcore.Params) { p.Frac-- }},
		{"Frac+1", func(p *tensorcore.Params) { p.Frac++ }},
		{"Block/2", func(p *tensorcore.Params) { p.Block /= 2 }},
		{"Nearest", func(p *tensorcore.Params) { p.Nearest = !p.Nearest }},
		{"F16ViaF32", func(p *tensorcore.Params) { p.F16ViaF32 = !p.F16ViaF32 }},
		{"OverflowMax", func(p *tensorcore.Params) { p.OverflowMax = !p.OverflowMax }},
		{"NegZero", func(p *tensorcore.Params) { p.NegZero = !p.NegZero }},
		{"Interleave", func(p *tensorcore.Params) { p.Interleave = 2 - p.Interleave }},
		{"CApart", func(p *tensorcore.Params) { p.CApart = !p.CApart }},
	}
	for _, f := range fs {
		var line []string
		for vi, v := range variants {
			p := tensorcore.H100(f.A)
			v.fn(&p)
			bad, total, shown := 0, 0, 0
			for _, s := range sets {
				if s.Form != f.Name {
					continue
				}
				for ti, t := range s.Tiles {
					d := f.Model(p, t)
					for i := range d {
						total++
						if d[i] == t.D[i] {
							continue
						}
						bad++
						if vi == 0 && shown < show {
							shown++
							printMismatch(f, s.Name, ti, t, i, d[i])
						}
					}
				}
			}
			if total == 0 {
				break
			}
			line = append(line, fmt.Sprintf("%s %d", v.name, bad))
			if vi == 0 {
				line[0] = fmt.Sprintf("%d elements: model %d", total, bad)
			}
		}
		if len(line) > 0 {
			fmt.Printf("%-14s %s\n", f.Name, strings.Join(line, ", "))
		}
	}
	return nil
}

func printMismatch(f tensorcore.Form, set string, ti int, t tensorcore.Tile, i int, model uint32) {
	r, c := i/8, i%8
	var terms []string
	for k := 0; k < f.K; k++ {
		x, y := f.A.Decode(t.A[r*f.K+k]), f.B.Decode(t.B[c*f.K+k])
		if x.Class == tensorcore.Zero || y.Class == tensorcore.Zero {
			continue
		}
		terms = append(terms, fmt.Sprintf("k%d:%s*%s", k, num(x), num(y)))
	}
	fmt.Printf("  %s/%s tile %d [%d,%d]: C %s %s\n    GPU %#x (%s), model %#x (%s)\n", f.Name, set, ti, r, c,
		num(f.Acc.Decode(t.C[i])), strings.Join(terms, " "), t.D[i], num(f.Acc.Decode(t.D[i])), model, num(f.Acc.Decode(model)))
}

func num(n tensorcore.Num) string {
	switch n.Class {
	case tensorcore.NaN:
		return "nan"
	case tensorcore.Inf:
		if n.Neg {
			return "-inf"
		}
		return "inf"
	}
	s := "+"
	if n.Neg {
		s = "-"
	}
	return fmt.Sprintf("%s%#x*2^%d", s, n.Sig, n.Exp-n.Man)
}
