// Command ptxamd translates NVIDIA PTX to AMD GPU code objects and runs it,
// on an AMD GPU through HIP or on the built-in emulator.
//
//	ptxamd build kernel.ptx --arch gfx90a -o kernel.hsaco
//	ptxamd run kernel.ptx --kernel vadd --grid 4 --block 256 --arg buf:f32:1024:iota ...
//	ptxamd check kernel.ptx
//
// Run `ptxamd help COMMAND` for each command's flags.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
)

// version is set at link time (-ldflags "-X main.version=...").
var version = devVersion

// devVersion is the version of a binary built from a checkout.
const devVersion = "0.1.0-dev"

// command is one subcommand.
type command struct {
	name    string
	summary string
	usage   string // after "ptxamd NAME "
	run     func(args []string, stdout, stderr io.Writer) error
}

var commands []*command

func register(c *command) { commands = append(commands, c) }

func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// exitError carries an exit status without a message of its own (the
// command printed its diagnostics already).
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// usageError is a mistake in the command line: it prints the command's usage.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

func main() {
	// The comgr builder re-executes this binary as its child process.
	if codeobj.ChildMain() {
		return
	}
	ptxasDispatch(os.Args) // invoked as ptxas: be ptxas (ptxas.go)
	ccDispatch(os.Args)    // invoked as ptxamd-cc, hipcc...: be the compiler (cc.go)
	os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
}

func runMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		printUsage(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "-h", "--help", "help":
		if len(args) > 1 && name == "help" {
			if c := lookup(args[1]); c != nil {
				printCommandUsage(stdout, c, nil)
				return 0
			}
			fmt.Fprintf(stderr, "ptxamd: unknown command %q\n", args[1])
			return 2
		}
		printUsage(stdout)
		return 0
	case "--version":
		name = "version"
	}
	c := lookup(name)
	if c == nil {
		fmt.Fprintf(stderr, "ptxamd: unknown command %q (run 'ptxamd help')\n", name)
		return 2
	}
	err := c.run(args[1:], stdout, stderr)
	var ee exitError
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, pflag.ErrHelp):
		return 0
	case errors.As(err, &ee):
		return ee.code
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "ptxamd %s: %s\n", c.name, ue.msg)
		fmt.Fprintf(stderr, "usage: ptxamd %s %s (see 'ptxamd help %s')\n", c.name, c.usage, c.name)
		return 2
	default:
		fmt.Fprintf(stderr, "ptxamd %s: %v\n", c.name, err)
		return 1
	}
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, "ptxamd %s: run NVIDIA PTX on AMD GPUs\n\nusage: ptxamd COMMAND [flags] [args]\n\ncommands:\n", buildVersion())
	cs := append([]*command(nil), commands...)
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nRun 'ptxamd help COMMAND' for a command's flags.\n")
}

func printCommandUsage(w io.Writer, c *command, fs *pflag.FlagSet) {
	fmt.Fprintf(w, "usage: ptxamd %s %s\n\n%s\n", c.name, c.usage, c.summary)
	if fs == nil {
		fs = c.flags()
	}
	if fs != nil && fs.HasFlags() {
		fmt.Fprintf(w, "\nflags:\n%s", fs.FlagUsages())
	}
}

// flags returns the command's flag set by running it with --help into a
// discarded writer; commands build their flag sets in newFlags.
func (c *command) flags() *pflag.FlagSet {
	if f, ok := flagSets[c.name]; ok {
		return f()
	}
	return nil
}

var flagSets = map[string]func() *pflag.FlagSet{}

// newFlags makes a flag set for command name whose --help prints the
// command's usage.
func newFlags(name string, stdout io.Writer) *pflag.FlagSet {
	fs := pflag.NewFlagSet("ptxamd "+name, pflag.ContinueOnError)
	fs.SortFlags = false
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		if c := lookup(name); c != nil {
			printCommandUsage(stdout, c, fs)
		}
	}
	return fs
}

// parseFlags parses args into fs, turning flag mistakes into usage errors.
func parseFlags(fs *pflag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err // pflag has printed the usage (fs.Usage) already
		}
		return usageError{err.Error()}
	}
	return nil
}

func joinQuoted(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", x)
	}
	return strings.Join(q, ", ")
}

// isTerminalWriter reports whether w is a terminal: long runs show their
// progress there and stay quiet in CI logs and pipes.
func isTerminalWriter(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
