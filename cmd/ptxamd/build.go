package main

import (
	api "github.com/ptxamd/ptxamd"

	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/internal/outfile"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	register(&command{name: "build", summary: "translate a PTX module to an AMD code object (HSACO), LLVM IR or assembly",
		usage: "FILE.ptx [--arch GFX] [-o OUT] [--emit hsaco|llvm|asm|sir]", run: runBuild})
	flagSets["build"] = func() *pflag.FlagSet { fs, _ := buildFlags(io.Discard); return fs }
}

type buildOpts struct {
	tf      translateFlags
	out     string
	emit    string
	builder string
	verbose bool
	noCache bool
}

func buildFlags(stdout io.Writer) (*pflag.FlagSet, *buildOpts) {
	o := &buildOpts{}
	fs := newFlags("build", stdout)
	fs.StringVarP(&o.out, "output", "o", "", "output file (default: the input's name with .hsaco, .ll, .s or .sir; - for stdout)")
	fs.StringVar(&o.emit, "emit", "hsaco", "what to write: hsaco (code object), llvm (LLVM IR text), asm (AMDGPU assembly), sir (SIR text)")
	fs.StringVar(&o.builder, "builder", "auto", "code-object builder: auto (comgr where it knows the target, else llc), comgr, llc")
	fs.BoolVarP(&o.verbose, "verbose", "v", false, "print per-kernel resource usage (registers, LDS, scratch, occupancy), like ptxas -v")
	fs.BoolVar(&o.noCache, "no-cache", false, "do not read or write the translation cache")
	o.tf.register(fs)
	return fs, o
}

func runBuild(args []string, stdout, stderr io.Writer) error {
	fs, o := buildFlags(stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("expected one input file, got %d", fs.NArg())
	}
	in := fs.Arg(0)
	ext := map[string]string{"hsaco": ".hsaco", "llvm": ".ll", "asm": ".s", "sir": ".sir"}[o.emit]
	if ext == "" {
		return usagef("unknown --emit %q (want hsaco, llvm, asm or sir)", o.emit)
	}
	c, err := o.tf.resolve(DefaultArch, stderr)
	if err != nil {
		return err
	}
	dst := o.out
	if dst == "" {
		if in == "-" {
			dst = "-"
		} else {
			dst = strings.TrimSuffix(in, filepath.Ext(in)) + ext
		}
	}
	if err := outfile.CheckNotInput(dst, in); err != nil {
		return err
	}
	c.executable = true
	out, _, err := translateFile(in, c, stderr)
	if err != nil {
		return err
	}
	var data []byte
	switch o.emit {
	case "sir":
		data = []byte(sir.Print(out.SIR))
	case "llvm":
		data = out.IRText()
	default:
		b, err := openBuilder(o.builder, o.noCache, stderr)
		if err != nil {
			return err
		}
		emit := codeobj.ObjectHSACO
		if o.emit == "asm" {
			emit = codeobj.Asm
		}
		res, err := pipeline.BuildCodeObject(context.Background(), b, out, c.target, c.waveSize, emit)
		if err != nil {
			return err
		}
		data = res.HSACO
		if emit == codeobj.Asm {
			data = res.Asm
		}
		if o.verbose && emit == codeobj.ObjectHSACO {
			md, err := codeobj.ReadMetadata(data)
			if err != nil {
				return fmt.Errorf("reading the code object's metadata: %w", err)
			}
			from := ""
			if res.FromCache {
				from = ", from the cache"
			}
			fmt.Fprintf(stderr, "ptxamd info    : target %s, warp mode %s (wave%d), builder %s%s\n", c.target.ID(), c.mode, c.waveSize, b.Name(), from)
			if err := codeobj.WriteInfo(stderr, c.target, md); err != nil {
				return err
			}
		}
	}
	if dst == "-" {
		_, err := stdout.Write(data)
		return err
	}
	if err := outfile.CheckNotInput(dst, in); err != nil {
		return err
	}
	return outfile.WriteFile(dst, data, 0o644)
}

// chooseBuilder returns the named builder, wrapped by the translation cache
// unless noCache; cache problems are warnings on os.Stderr.
func chooseBuilder(name string, noCache bool) (codeobj.Builder, error) {
	return openBuilder(name, noCache, os.Stderr)
}

// openBuilder is chooseBuilder with cache problems (a broken entry
// removed, an output that could not be stored, a cache that does not
// open) printed to stderr as warnings: the build goes on, but a cache that
// stopped working does not go unnoticed.
func openBuilder(name string, noCache bool, stderr io.Writer) (codeobj.Builder, error) {
	var mu sync.Mutex
	b, err := api.OpenBuilder(name, noCache, func(err error) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(stderr, "ptxamd: warning: %v\n", err)
	})
	if err != nil {
		return nil, usagef("%v", err)
	}
	return b, nil
}
