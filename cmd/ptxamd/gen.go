package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/conformance/gen"
	"github.com/ptxamd/ptxamd/conformance/reduce"
	"github.com/ptxamd/ptxamd/internal/cuda"
	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	register(&command{name: "gen", summary: "generate random PTX conformance cases (reproducible from their seeds)",
		usage: "--out DIR [--seed N] [--count M]", run: runGen})
	flagSets["gen"] = func() *pflag.FlagSet { fs, _ := genFlags(io.Discard); return fs }
	register(&command{name: "reduce", summary: "shrink a failing case by delta debugging, keeping what still fails",
		usage: "CASE_DIR -o OUT_DIR [--mode MODE] [--against MODE2|nvidia]", run: runReduce})
	flagSets["reduce"] = func() *pflag.FlagSet { fs, _ := reduceFlags(io.Discard); return fs }
}

type genOpts struct {
	seed  uint64
	count int
	out   string
	gen.Options
}

func genFlags(stdout io.Writer) (*pflag.FlagSet, *genOpts) {
	o := &genOpts{}
	fs := newFlags("gen", stdout)
	fs.Uint64Var(&o.seed, "seed", 1, "seed of the first case")
	fs.IntVar(&o.count, "count", 1, "number of cases, with seeds seed, seed+1, …")
	fs.StringVarP(&o.out, "out", "o", "", "folder for the cases (one subfolder per seed: sNNNN, wNNNN with --wide)")
	fs.IntVar(&o.MinInstructions, "min-instructions", 10, "fewest body instructions")
	fs.IntVar(&o.MaxInstructions, "max-instructions", 40, "most body instructions")
	fs.BoolVar(&o.NoWarp, "no-warp", false, "no warp operations")
	fs.BoolVar(&o.NoShared, "no-shared", false, "no shared memory")
	fs.BoolVar(&o.NoFloat, "no-float", false, "no f32 arithmetic")
	fs.BoolVar(&o.NoControl, "no-control", false, "no branches or loops")
	fs.BoolVar(&o.Extra, "extra", false, "the wide menu and the extra one (family random3, folders xNNNN): .approx functions, 16-bit integers, video, lop3, fp8 pairs, shared memory by every width")
	fs.BoolVar(&o.Wide, "wide", false, "the wide menu (family random2, folders wNNNN): 64-bit integers, f64, packed halves, special float inputs, every register's bits out")
	return fs, o
}

func runGen(args []string, stdout, stderr io.Writer) error {
	fs, o := genFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if o.out == "" || fs.NArg() > 0 {
		return usagef("need --out DIR and no other arguments")
	}
	if o.count < 1 {
		return usagef("--count %d: need at least 1", o.count)
	}
	tty := isTerminalWriter(stderr)
	for s := o.seed; s < o.seed+uint64(o.count); s++ {
		p := gen.Generate(s, o.Options)
		if err := p.WriteCase(filepath.Join(o.out, p.Name())); err != nil {
			return err
		}
		if n := s - o.seed + 1; tty && (n%100 == 0 || n == uint64(o.count)) {
			fmt.Fprintf(stderr, "\r\x1b[Kgen: %d/%d cases", n, o.count)
		}
	}
	if tty {
		fmt.Fprint(stderr, "\r\x1b[K")
	}
	fmt.Fprintf(stdout, "wrote %d cases (seeds %d to %d) to %s\n", o.count, o.seed, o.seed+uint64(o.count)-1, o.out)
	return nil
}

type reduceOpts struct {
	mode    string
	against string
	out     string
	verbose bool
}

func reduceFlags(stdout io.Writer) (*pflag.FlagSet, *reduceOpts) {
	o := &reduceOpts{}
	fs := newFlags("reduce", stdout)
	fs.StringVar(&o.mode, "mode", "paired", "warp mode the emulator runs the case in: "+strings.Join(sir.Modes, ", "))
	fs.StringVar(&o.against, "against", "wave32", "what the output must keep differing from: another warp mode (no GPU needed), "+
		"or nvidia (an NVIDIA GPU through the CUDA driver; the reduced case is recorded too)")
	fs.StringVarP(&o.out, "output", "o", "", "folder for the reduced case")
	fs.BoolVarP(&o.verbose, "verbose", "v", false, "log every step")
	return fs, o
}

func runReduce(args []string, stdout, stderr io.Writer) error {
	fs, o := reduceFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 || o.out == "" {
		return usagef("need one CASE_DIR and -o OUT_DIR")
	}
	if !slices.Contains(sir.Modes, o.mode) {
		return usagef("unknown warp mode %q", o.mode)
	}
	if o.against != "nvidia" && (!slices.Contains(sir.Modes, o.against) || o.against == o.mode) {
		return usagef("--against %q: want nvidia or a warp mode other than %s", o.against, o.mode)
	}
	c, err := conformance.Load(fs.Arg(0))
	if err != nil {
		return err
	}
	var oracle reduce.Oracle
	var dev *cuda.Device
	what := fmt.Sprintf("differs between warp modes %s and %s on the emulator", o.mode, o.against)
	modes := []string{o.mode, o.against}
	if o.against == "nvidia" {
		if dev, err = cuda.Open(); err != nil {
			return err
		}
		defer dev.Close()
		oracle = reduce.AgainstCUDA(c, dev, o.mode)
		what = fmt.Sprintf("differs between the emulator in warp mode %s and %s", o.mode, dev.Name())
		modes = c.Modes
	} else {
		oracle = reduce.ModeDifference(c, o.mode, o.against)
		slices.SortFunc(modes, func(a, b string) int { return slices.Index(conformance.Modes, a) - slices.Index(conformance.Modes, b) })
	}
	var log io.Writer
	if o.verbose {
		log = stderr
	}
	res, err := reduce.PTX(c.PTX, oracle, log)
	if err != nil {
		return fmt.Errorf("%s: %w", c.ID, err)
	}
	notes := fmt.Sprintf("Reduced from %s by ptxamd reduce: the output %s.", c.ID, what)
	if err := reduce.WriteCase(c, res.PTX, o.out, modes, notes); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d of %d units (instructions or tagged groups) left after %d tests; wrote %s\n", c.ID, res.After, res.Before, res.Tests, o.out)
	if dev != nil {
		rc, err := conformance.Load(o.out)
		if err != nil {
			return err
		}
		if err := conformance.Record(rc, dev); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "recorded %s on %s\n", o.out, dev.Name())
	}
	return nil
}
