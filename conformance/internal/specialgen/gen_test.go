package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGenerated checks that conformance/cases/special holds what the
// generator writes: every case folder, with the same kernel, inputs and
// case.json (the recordings were made from exactly these).
func TestGenerated(t *testing.T) {
	dir := t.TempDir()
	n, err := Write(dir)
	if err != nil {
		t.Fatal(err)
	}
	const checkedIn = "../../cases/special"
	have, err := os.ReadDir(checkedIn)
	if err != nil {
		t.Fatal(err)
	}
	if len(have) != n {
		t.Errorf("%s has %d case folders, the generator writes %d: run go run ./conformance/internal/specialgen", checkedIn, len(have), n)
	}
	gen, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range gen {
		files, err := os.ReadDir(filepath.Join(dir, c.Name()))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			want, _ := os.ReadFile(filepath.Join(dir, c.Name(), f.Name()))
			got, err := os.ReadFile(filepath.Join(checkedIn, c.Name(), f.Name()))
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s/%s differs from the generator's (regenerate and record again)", c.Name(), f.Name())
			}
		}
		if _, err := os.Stat(filepath.Join(checkedIn, c.Name(), "expected.json")); err != nil {
			t.Errorf("%s has no recording", c.Name())
		}
	}
}

// TestInputs checks the element counts: every source gets one value per
// element, and the cartesian products stay below 13,000 elements.
func TestInputs(t *testing.T) {
	for _, f := range forms() {
		n, srcs := f.inputs()
		if len(srcs) != len(f.srcs) || n == 0 || n > 13000 {
			t.Errorf("%s: %d sources for %d, %d elements", f.name, len(srcs), len(f.srcs), n)
		}
		for _, s := range srcs {
			if len(s) != n {
				t.Errorf("%s: a source has %d values for %d elements", f.name, len(s), n)
			}
		}
	}
}
