// Command specialgen writes the special-value sweep, conformance/cases/special:
// one case per float instruction form (docs/coverage.md's float family, the
// float forms of add/sub/mul/mad/div/min/max/abs/neg/copysign/setp/set/
// testp/slct, and every float conversion), each over the cartesian product
// of a list of special inputs: NaN payloads (quiet and signalling, both
// signs), ±0, ±inf, the smallest and largest subnormals and normals, and
// values around rounding and overflow boundaries. The outputs are recorded
// on an NVIDIA GPU (conformance/internal/recordtool) and compared bit for
// bit, NaN payloads included.
//
//	go run ./conformance/internal/specialgen [-out conformance/cases/special]
//
// The same program always writes the same cases; TestGenerated checks that
// the checked-in folders are what it writes.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	out := flag.String("out", "conformance/cases/special", "folder to write the case folders into")
	flag.Parse()
	n, err := Write(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "specialgen:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %d cases under %s\n", n, *out)
}
