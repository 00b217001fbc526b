package ptxamd_test

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/ptxamd/ptxamd"
)

// vaddPTX adds two float vectors; the guard covers the last block.
const vaddPTX = `
.version 7.0
.target sm_80
.address_size 64

.visible .entry vadd(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u32 n)
{
	.reg .pred %p;
	.reg .b32 %r<5>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r2, %r2, %r3, %r4;
	setp.ge.u32 %p, %r2, %r1;
	@%p bra done;
	mul.wide.u32 %rd4, %r2, 4;
	add.s64 %rd5, %rd1, %rd4;
	add.s64 %rd6, %rd2, %rd4;
	add.s64 %rd7, %rd3, %rd4;
	ld.global.f32 %f1, [%rd5];
	ld.global.f32 %f2, [%rd6];
	add.f32 %f3, %f1, %f2;
	st.global.f32 [%rd7], %f3;
done:
	ret;
}
`

// Translate a PTX kernel for an MI200 (gfx90a, two PTX warps per wave64)
// and run it on the emulator.
func Example() {
	ctx := context.Background()
	tr, err := ptxamd.Translate(ctx, "vadd.ptx", []byte(vaddPTX), ptxamd.Options{Arch: "gfx90a"})
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
	tr, err := ptxamd.Translate(ctx, "vadd.ptx", []byte(vaddPTX), ptxamd.Options{Arch: "gfx1100"})
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
