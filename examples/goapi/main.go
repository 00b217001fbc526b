// Command goapi translates a PTX kernel with the ptxamd Go API and runs it
// on an AMD GPU when HIP finds one, else on the emulator:
//
//	go run ./examples/goapi                 # the kernel in examples/vadd.ptx
//	go run ./examples/goapi -device emu k.ptx
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"

	"github.com/ptxamd/ptxamd"
)

func main() {
	device := flag.String("device", "auto", "emu, hip:N or auto")
	n := flag.Int("n", 1000, "vector length")
	flag.Parse()
	path := flag.Arg(0)
	if path == "" {
		_, self, _, _ := runtime.Caller(0)
		path = filepath.Join(filepath.Dir(self), "..", "vadd.ptx")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	dev, err := ptxamd.OpenDevice(*device)
	if err != nil {
		log.Fatal(err)
	}
	defer dev.Close()
	ctx := context.Background()
	// On a GPU, translate for its own target; the emulator runs any.
	tr, err := ptxamd.Translate(ctx, path, src, ptxamd.Options{Arch: dev.Arch()})
	if err != nil {
		log.Fatal(err)
	}
	for _, w := range tr.Warnings {
		fmt.Fprintln(os.Stderr, w)
	}
	prog, err := dev.Load(ctx, tr)
	if err != nil {
		log.Fatal(err)
	}
	defer prog.Close()
	a, b := make([]float32, *n), make([]float32, *n)
	for i := range a {
		a[i], b[i] = float32(i), float32(2*i)
	}
	da, err := prog.Alloc(4 * *n)
	if err != nil {
		log.Fatal(err)
	}
	db, _ := prog.Alloc(4 * *n)
	dc, _ := prog.Alloc(4 * *n)
	da.WriteFloat32s(a)
	db.WriteFloat32s(b)
	blocks := uint32((*n + 255) / 256)
	if err := prog.Launch(ctx, "vadd", ptxamd.Dim3{X: blocks}, ptxamd.Dim3{X: 256}, da, db, dc, uint32(*n)); err != nil {
		log.Fatal(err)
	}
	c, err := dc.ReadFloat32s()
	if err != nil {
		log.Fatal(err)
	}
	bad := 0
	for i := range c {
		if c[i] != a[i]+b[i] {
			bad++
		}
	}
	fmt.Printf("%s on %s (%s, %s): %d elements, %d wrong\n", tr.Kernels[0], dev.Name(), tr.Arch, tr.WarpMode, len(c), bad)
	if bad > 0 {
		os.Exit(1)
	}
}
