// Command checkparse runs frontend.Parse over every .ptx file in a folder and
// prints, per file, its size, the parser's error count and its first errors.
//
//	go run ./corpus/internal/checkparse [-n 3] [dir]   (default frontend/testdata/corpus)
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
)

func main() {
	first := flag.Int("n", 3, "errors shown per failing file")
	roundtrip := flag.Bool("roundtrip", false, "also check Print(Parse(Print(Parse(src)))) == Print(Parse(src))")
	flag.Parse()
	dir := "frontend/testdata/corpus"
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.ptx"))
	if err != nil || len(files) == 0 {
		fmt.Fprintln(os.Stderr, "no .ptx files in", dir)
		os.Exit(2)
	}
	sort.Strings(files)
	failed, rtFailed := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Println("READ-ERROR", f, err)
			failed++
			continue
		}
		m, diags := frontend.Parse(filepath.Base(f), src)
		n := diags.ErrorCount()
		status := "ok  "
		if n > 0 {
			status = "FAIL"
			failed++
		}
		fmt.Printf("%s %-40s %8d bytes %3d errors\n", status, filepath.Base(f), len(src), n)
		shown := 0
		for _, d := range diags.Diags {
			if d.Severity != diag.Error || shown >= *first {
				continue
			}
			shown++
			line := ""
			if d.Pos.Line > 0 {
				lines := strings.Split(string(src), "\n")
				if d.Pos.Line <= len(lines) {
					line = strings.TrimSpace(lines[d.Pos.Line-1])
				}
			}
			fmt.Printf("     %s\n         | %s\n", d, line)
		}
		if *roundtrip && n == 0 {
			if msg := roundTrip(filepath.Base(f), m); msg != "" {
				fmt.Printf("     ROUNDTRIP: %s\n", msg)
				rtFailed++
			}
		}
	}
	fmt.Printf("%d files, %d with parse errors", len(files), failed)
	if *roundtrip {
		fmt.Printf(", %d unstable round trips", rtFailed)
	}
	fmt.Println()
	if failed > 0 || rtFailed > 0 {
		os.Exit(1)
	}
}

// roundTrip prints m, parses the text again and prints that; it returns "" when
// both printings agree, else what went wrong.
func roundTrip(name string, m *frontend.Module) string {
	p1 := frontend.Print(m)
	m2, diags := frontend.Parse(name+".printed", []byte(p1))
	if diags.HasErrors() {
		for _, d := range diags.Diags {
			if d.Severity == diag.Error {
				lines := strings.Split(p1, "\n")
				line := ""
				if d.Pos.Line > 0 && d.Pos.Line <= len(lines) {
					line = strings.TrimSpace(lines[d.Pos.Line-1])
				}
				return fmt.Sprintf("printed text does not parse: %s | %s", d, line)
			}
		}
	}
	p2 := frontend.Print(m2)
	if p1 == p2 {
		return ""
	}
	a, b := strings.Split(p1, "\n"), strings.Split(p2, "\n")
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return fmt.Sprintf("printing is not stable at line %d: %q vs %q", i+1, a[i], b[i])
		}
	}
	return fmt.Sprintf("printing is not stable: %d vs %d lines", len(a), len(b))
}
