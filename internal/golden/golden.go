// Package golden compares test output with files under testdata and rewrites
// them when the test binary runs with -update:
//
//	go test ./semantics -run TestGolden -update
//
// A mismatch prints a line diff so that the change can be read in the test
// log without opening files.
package golden

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files with the current output")

// Updating reports whether -update was given.
func Updating() bool { return *update }

// Check compares got with the file at path, or writes it under -update.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if string(want) != string(got) {
		t.Errorf("%s differs from the output (run with -update to accept):\n%s", path, Diff(string(want), string(got)))
	}
}

// Diff returns a unified-style line diff of want and got ("-" lines are in
// want only, "+" lines in got only), with up to two lines of context and at
// most 80 lines of output.
func Diff(want, got string) string {
	a := strings.Split(want, "\n")
	b := strings.Split(got, "\n")
	// Longest common subsequence table; golden files are small.
	n, m := len(a), len(b)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type line struct {
		op   byte
		text string
		ln   int
	}
	var out []line
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			out = append(out, line{' ', a[i], i + 1})
			i++
			j++
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			out = append(out, line{'+', b[j], j + 1})
			j++
		default:
			out = append(out, line{'-', a[i], i + 1})
			i++
		}
	}
	var sb strings.Builder
	shown := 0
	for k, l := range out {
		if l.op == ' ' {
			near := false
			for d := -2; d <= 2; d++ {
				if k+d >= 0 && k+d < len(out) && out[k+d].op != ' ' {
					near = true
				}
			}
			if !near {
				continue
			}
		}
		if shown == 80 {
			sb.WriteString("... (diff cut)\n")
			break
		}
		fmt.Fprintf(&sb, "%c %4d | %s\n", l.op, l.ln, l.text)
		shown++
	}
	return sb.String()
}
