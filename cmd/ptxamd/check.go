package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

func init() {
	register(&command{name: "check", summary: "parse and check PTX modules, translating them without building, and print diagnostics",
		usage: "FILE.ptx... [--arch GFX] [--warp-mode MODE] [--json]", run: runCheck})
	flagSets["check"] = func() *pflag.FlagSet { fs, _ := checkFlags(io.Discard); return fs }
}

func checkFlags(stdout io.Writer) (*pflag.FlagSet, *translateFlags) {
	tf := &translateFlags{}
	fs := newFlags("check", stdout)
	tf.register(fs)
	fs.Bool("json", false, "print the diagnostics of every file as one JSON document on stdout (for editors and CI)")
	return fs, tf
}

// checkJSON is one file's result in check --json.
type checkJSON struct {
	File        string          `json:"file"`
	OK          bool            `json:"ok"`
	Error       string          `json:"error,omitempty"` // a failure without diagnostics (unreadable file)
	Diagnostics []checkDiagJSON `json:"diagnostics"`
}

type checkDiagJSON struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Code     string `json:"code,omitempty"`
	Message  string `json:"message"`
}

// checkFilesJSON checks every file and prints one JSON array.
func checkFilesJSON(paths []string, c *config, stdout io.Writer) error {
	results := []checkJSON{}
	failed := 0
	for _, path := range paths {
		r := checkJSON{File: displayName(path), Diagnostics: []checkDiagJSON{}}
		src, err := readInput(path)
		if err != nil {
			r.Error = err.Error()
			results = append(results, r)
			failed++
			continue
		}
		out, err := pipeline.Translate(displayName(path), src, c.opts)
		if out != nil && out.Diags != nil {
			out.Diags.Sort()
			for _, d := range out.Diags.Diags {
				if d.Severity == diag.Warning && c.suppress[d.Code] {
					continue
				}
				r.Diagnostics = append(r.Diagnostics, checkDiagJSON{File: d.Pos.File, Line: d.Pos.Line, Col: d.Pos.Col,
					Severity: d.Severity.String(), Code: d.Code, Message: d.Msg})
			}
		}
		if err != nil {
			if _, ok := diag.AsList(err); !ok {
				r.Error = err.Error()
			}
		}
		r.OK = err == nil && !(c.werror && out != nil && countSeverity(out.Diags, diag.Warning) > 0)
		if !r.OK {
			failed++
		}
		results = append(results, r)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(results); err != nil {
		return err
	}
	if failed > 0 {
		return exitError{1}
	}
	return nil
}

// runCheck exits 0 when every file is clean (warnings allowed), 1 when any
// has errors.
func runCheck(args []string, stdout, stderr io.Writer) error {
	fs, tf := checkFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usagef("expected at least one PTX file")
	}
	c, err := tf.resolve(DefaultArch, stderr)
	if err != nil {
		return err
	}
	if asJSON, _ := fs.GetBool("json"); asJSON {
		return checkFilesJSON(fs.Args(), c, stdout)
	}
	failed := 0
	for _, path := range fs.Args() {
		if _, _, err := translateFile(path, c, stderr); err != nil {
			if _, ok := err.(exitError); !ok {
				fmt.Fprintf(stderr, "%s: error: %v\n", displayName(path), err)
			}
			failed++
		}
	}
	if failed > 0 {
		if tf.arch == "" {
			// Memory limits (LDS per workgroup, ...) are the target's.
			fmt.Fprintf(stderr, "ptxamd check: note: checked for the default target %s; --arch selects another\n", DefaultArch)
		}
		return exitError{1}
	}
	return nil
}
