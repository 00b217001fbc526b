// Command recordtool records the conformance cases' expected outputs on an
// NVIDIA GPU. It is a stand-in for `ptxamd record` for use on the device
// machines, which have no Go toolchain:
//
//	CGO_ENABLED=0 go build -o dist/recordtool ./conformance/internal/recordtool
//	dist/recordtool conformance/cases
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/ptxamd/ptxamd/conformance"
)

func main() {
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: recordtool [-ptxas PATH] [root ...]  (default conformance/cases)")
		flag.PrintDefaults()
	}
	var opts conformance.RecordOptions
	flag.StringVar(&opts.Ptxas, "ptxas", "", "compile each case with this ptxas and load the cubin (default: the driver's PTX JIT)")
	flag.Parse()
	roots := flag.Args()
	if len(roots) == 0 {
		roots = []string{"conformance/cases"}
	}
	if err := conformance.RecordShardWith(roots, conformance.Shard{}, opts, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "recordtool:", err)
		os.Exit(1)
	}
}
