// Command native64audit measures the native64 diagnostics: it translates
// every conformance case in warp mode native64 (whatever modes its
// case.json lists), runs the ones that translate on the emulator and
// compares them with their NVIDIA recordings. A case is "flagged" when the
// translation refuses it (an error) or warns about 32-lane code (classes
// warp32 and narrow-lanemask); the promise is that no case that runs wrong
// in native64 goes unflagged.
//
//	go run ./conformance/internal/native64audit conformance/cases
//
// It prints one line per wrong or flagged case and a summary, and exits 1
// when a wrong case is unflagged.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	sir "github.com/ptxamd/ptxamd/semantics"
)

type result struct {
	id       string
	declared bool   // the case lists native64 among its modes
	refused  string // the first error, when the translation refused
	warned   []string
	wrong    string // the first mismatch or run error, "" when right
	// warpSize marks warp-size-aware code (it reads WARP_SZ): its
	// native64 answer is that of 64-lane warps, which a recording made
	// with 32-lane warps does not show.
	warpSize bool
}

func (r result) flagged() bool { return r.refused != "" || len(r.warned) > 0 }

func main() {
	jobs := flag.Int("j", runtime.GOMAXPROCS(0), "cases run at once")
	verbose := flag.Bool("v", false, "print every case")
	corpus := flag.String("corpus", "", "also translate every .ptx file under this folder (no recordings: flagged or silent only)")
	flag.Parse()
	if *corpus != "" {
		auditCorpus(*corpus)
	}
	roots := flag.Args()
	if len(roots) == 0 {
		roots = []string{"conformance/cases"}
	}
	cases, err := conformance.Discover(roots...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "native64audit:", err)
		os.Exit(2)
	}
	results := make([]result, len(cases))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < *jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = audit(cases[i])
			}
		}()
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	sort.Slice(results, func(i, j int) bool { return results[i].id < results[j].id })

	var n, refused, warned, ran, wrong, wrongUnflagged, flaggedRight, declared, declaredFlagged, norec, aware int
	for _, r := range results {
		n++
		if r.declared {
			declared++
			if r.flagged() {
				declaredFlagged++
			}
		}
		switch {
		case r.refused != "":
			refused++
		case len(r.warned) > 0:
			warned++
		}
		if r.refused == "" {
			ran++
		}
		if r.wrong == "norec" {
			norec++
			continue
		}
		if r.wrong != "" && r.warpSize && !r.flagged() {
			aware++
			fmt.Printf("%-48s %s\n", r.id, firstLine("differs from the 32-lane recording by design (reads WARP_SZ): "+r.wrong))
			continue
		}
		if r.wrong != "" {
			wrong++
			if !r.flagged() {
				wrongUnflagged++
			}
		} else if r.refused == "" && r.flagged() {
			flaggedRight++
		}
		line := ""
		switch {
		case r.wrong != "" && !r.flagged():
			line = "WRONG, UNFLAGGED: " + r.wrong
		case r.wrong != "":
			line = "wrong, flagged (" + r.why() + "): " + r.wrong
		case r.refused != "":
			line = "refused: " + r.refused
		case r.flagged():
			line = "right, warned: " + r.why()
		case *verbose:
			line = "right"
		}
		if line != "" && (*verbose || r.wrong != "" || r.declared && r.flagged()) {
			fmt.Printf("%-48s %s\n", r.id, firstLine(line))
		}
	}
	fmt.Printf("\n%d cases in native64: %d refused, %d translated with a warning, %d translated silently\n", n, refused, warned, n-refused-warned)
	fmt.Printf("flagged (refused or warned): %d; ran: %d; wrong: %d; wrong and unflagged: %d; warned but right: %d; no recording: %d\n",
		refused+warned, ran, wrong, wrongUnflagged, flaggedRight, norec)
	fmt.Printf("warp-size-aware (read WARP_SZ), unflagged, answer of 64-lane warps differs from the 32-lane recording: %d\n", aware)
	fmt.Printf("cases that list native64 in case.json: %d, of which flagged: %d\n", declared, declaredFlagged)
	if wrongUnflagged > 0 {
		os.Exit(1)
	}
}

func (r result) why() string {
	if r.refused != "" {
		return "refused"
	}
	return strings.Join(r.warned, "; ")
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}

// audit translates one case for gfx90a in native64 and, when that works,
// runs it on the emulator.
func audit(c *conformance.Case) (res result) {
	res = result{id: c.ID, declared: c.HasMode("native64"), warpSize: strings.Contains(string(c.PTX), "WARP_SZ")}
	defer func() {
		if p := recover(); p != nil {
			res.wrong = fmt.Sprintf("panic: %v", p)
		}
	}()
	opts := pipeline.Options{Arch: "gfx90a", WaveSize: 64, Mode: "native64", Features: "+wavefrontsize64", Cluster: c.Cluster}
	out, err := pipeline.Translate(c.ID+"/case.ptx", c.PTX, opts)
	if out != nil && out.Diags != nil {
		seen := map[string]bool{}
		for _, d := range out.Diags.Diags {
			switch {
			case d.Severity == diag.Error && res.refused == "":
				res.refused = d.String()
			case d.Severity == diag.Warning && (d.Code == sir.WarnWarp32 || d.Code == sir.WarnNarrowLaneMask) && !seen[d.Code]:
				seen[d.Code] = true
				res.warned = append(res.warned, d.Code)
			}
		}
	}
	if err != nil {
		if res.refused == "" {
			res.refused = err.Error()
		}
		return res
	}
	if c.Expected == nil {
		res.wrong = "norec"
		return res
	}
	dev := emu.New("gfx90a", 64)
	defer dev.Close()
	run, err := pipeline.Execute(dev, pipeline.Image(out, opts, nil), pipeline.RunRequest{
		Kernel: c.Kernel,
		Grid:   hipruntime.Dim3{X: uint32(c.Grid[0]), Y: uint32(c.Grid[1]), Z: uint32(c.Grid[2])},
		Block:  hipruntime.Dim3{X: uint32(c.Block[0]), Y: uint32(c.Block[1]), Z: uint32(c.Block[2])},
		Shared: uint32(c.Shared),
		Args:   c.Specs,
		Dir:    c.Dir,
	})
	if err != nil {
		res.wrong = "run: " + err.Error()
		return res
	}
	if ms := conformance.Compare(c, run.Buffers); len(ms) > 0 {
		res.wrong = fmt.Sprintf("%s (%d mismatches)", ms[0], len(ms))
	}
	return res
}

// auditCorpus translates every .ptx file under dir in native64 and prints
// how many were refused, warned about or translated silently, and which
// silent ones use warp instructions (to be looked at by hand).
func auditCorpus(dir string) {
	var files []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".ptx") {
			files = append(files, p)
		}
		return nil
	})
	var refused, warned, silent int
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		opts := pipeline.Options{Arch: "gfx90a", WaveSize: 64, Mode: "native64", Features: "+wavefrontsize64"}
		out, err := pipeline.Translate(p, src, opts)
		flagged := false
		if out != nil && out.Diags != nil {
			for _, d := range out.Diags.Diags {
				if d.Severity == diag.Warning && (d.Code == sir.WarnWarp32 || d.Code == sir.WarnNarrowLaneMask) {
					flagged = true
				}
			}
		}
		switch {
		case err != nil:
			refused++
			fmt.Printf("corpus %-60s refused: %s\n", p, firstLine(err.Error()))
		case flagged:
			warned++
			fmt.Printf("corpus %-60s warned\n", p)
		default:
			silent++
			warp := ""
			for _, w := range []string{"shfl.", "vote.", "activemask", "match.", "redux.", "%laneid", "%lanemask", "bar.warp"} {
				if strings.Contains(string(src), w) {
					warp += " " + w
				}
			}
			if warp != "" {
				warp = " (uses" + warp + ")"
			}
			fmt.Printf("corpus %-60s silent%s\n", p, warp)
		}
	}
	fmt.Printf("corpus: %d modules in native64: %d refused, %d warned, %d silent\n\n", len(files), refused, warned, silent)
}
