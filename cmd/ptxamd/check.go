package main

import (
	"fmt"
	"io"

	"github.com/spf13/pflag"
)

func init() {
	register(&command{name: "check", summary: "parse and check PTX modules, translating them without building, and print diagnostics",
		usage: "FILE.ptx... [--arch GFX] [--warp-mode MODE]", run: runCheck})
	flagSets["check"] = func() *pflag.FlagSet { fs, _ := checkFlags(io.Discard); return fs }
}

func checkFlags(stdout io.Writer) (*pflag.FlagSet, *translateFlags) {
	tf := &translateFlags{}
	fs := newFlags("check", stdout)
	tf.register(fs)
	return fs, tf
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
