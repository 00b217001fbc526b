package ptxamd_test

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/ptxamd/ptxamd"
)

// Translate a PTX kernel for an MI200 (gfx90a, two PTX warps per wave64)
// and run it on the emulator.
func Example() {
	ctx := context.Background()
	tr, err := ptxamd.Translate(ctx, "vadd.ptx", []byte(ptxamd.SampleVaddPTX), ptxamd.Options{Arch: "gfx90a"})
	if err != nil {
		log.Fatal(err)
	}
	dev, err := ptxamd.OpenDevice("emu")
	if err != nil {
		log.Fatal(err)
	}
	defer dev.Close()
	prog, err := dev.Load(ctx, tr)
	if err != nil {
		log.Fatal(err)
	}
	defer prog.Close()

	const n = 1000
	a, b := make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i] = float32(i), 0.5
	}
	da, _ := prog.Alloc(4 * n)
	db, _ := prog.Alloc(4 * n)
	dc, _ := prog.Alloc(4 * n)
	if err := da.WriteFloat32s(a); err != nil {
		log.Fatal(err)
	}
	if err := db.WriteFloat32s(b); err != nil {
		log.Fatal(err)
	}
	if err := prog.Launch(ctx, "vadd", ptxamd.Dim3{X: 4}, ptxamd.Dim3{X: 256}, da, db, dc, uint32(n)); err != nil {
		log.Fatal(err)
	}
	c, err := dc.ReadFloat32s()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(tr.WarpMode, tr.WaveSize, tr.Kernels)
	fmt.Println(c[0], c[1], c[999])
	// Output:
	// paired 64 [vadd]
	// 0.5 1.5 999.5
}

// Check reports errors in PTX with their positions.
func ExampleCheck() {
	src := []byte(".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tfrobnicate.u32 %r1;\n\tret;\n}\n")
	_, err := ptxamd.Check("bad.ptx", src)
	var perr *ptxamd.Error
	if errors.As(err, &perr) {
		for _, d := range perr.Diagnostics {
			fmt.Println(d.Pos.Line, d.Severity)
		}
	}
	// Output:
	// 6 error
}

// Build an AMD code object for RDNA3 with the llc builder.
func ExampleTranslation_Build() {
	ctx := context.Background()
	tr, err := ptxamd.Translate(ctx, "vadd.ptx", []byte(ptxamd.SampleVaddPTX), ptxamd.Options{Arch: "gfx1100"})
	if err != nil {
		log.Fatal(err)
	}
	obj, err := tr.Build(ctx, ptxamd.BuildOptions{Builder: "llc", NoCache: true})
	if err != nil {
		log.Fatal(err) // no llc-19/ld.lld-19 here: see scripts/install-deps.sh
	}
	fmt.Println(tr.WarpMode, string(obj.Data[1:4]))
	// Output:
	// wave32 ELF
}
