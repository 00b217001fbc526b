package tensorcore

import (
	"os"
	"testing"
)

// TestH100 checks the H100 model against every element of the recorded
// results (testdata/h100.results.gz: the designed vectors and 12 tiles of
// each random set, measured by cmd/tclab on an H100) of every form.
func TestH100(t *testing.T) {
	fh, err := os.Open("testdata/h100.results.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	note, sets, err := ReadResults(fh)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded on %s", note)
	total := map[string]int{}
	for _, s := range sets {
		f, ok := FormByName(s.Form)
		if !ok {
			t.Fatalf("unknown form %s", s.Form)
		}
		p := H100(f.A)
		bad := 0
		for ti, tl := range s.Tiles {
			d := f.Model(p, tl)
			for i := range d {
				total[s.Form]++
				if d[i] != tl.D[i] {
					if bad < 3 {
						t.Errorf("%s/%s tile %d element %d: model %#x, H100 %#x", s.Form, s.Name, ti, i, d[i], tl.D[i])
					}
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s/%s: %d elements differ", s.Form, s.Name, bad)
		}
	}
	for _, f := range Forms {
		if total[f.Name] == 0 {
			t.Errorf("%s: no recorded elements", f.Name)
		}
		t.Logf("%-14s %6d elements", f.Name, total[f.Name])
	}
}
