package emu

import (
	"testing"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/hipruntime"
)

const benchThreads = 1 << 20

func benchLaunch(b *testing.B, d *Device, k *kb, args ...[]byte) (hipruntime.Module, func()) {
	mod, err := d.Load(&hipruntime.Image{IR: k.m})
	if err != nil {
		b.Fatal(err)
	}
	return mod, func() {
		err := mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: benchThreads / 256, Y: 1, Z: 1},
			Block: hipruntime.Dim3{X: 256, Y: 1, Z: 1}, Args: args})
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkALU runs an integer hash loop of 64 iterations in 1M threads.
func BenchmarkALU(b *testing.B) {
	k := newKernel(param("out", global))
	t := k.gtid(256)
	entry, loop, exit := k.b, k.newBlock("loop"), k.newBlock("exit")
	entry.NewBr(loop)
	i := phi(loop, i32(0), entry)
	x := phi(loop, t, entry)
	x1 := loop.NewAdd(loop.NewMul(x, i32(1664525)), i32(1013904223))
	x2 := loop.NewXor(x1, loop.NewLShr(x1, i32(13)))
	i1 := loop.NewAdd(i, i32(1))
	i.Incs = append(i.Incs, mkInc(i1, loop))
	x.Incs = append(x.Incs, mkInc(x2, loop))
	loop.NewCondBr(loop.NewICmp(enum.IPredULT, i1, i32(64)), loop, exit)
	k.b = exit
	k.storeAt(k.f.Params[0], t, x2)
	exit.NewRet(nil)
	d := New("gfx90a", 64)
	out, _ := d.Malloc(4 * benchThreads)
	mod, run := benchLaunch(b, d, k, ptrArg(out))
	b.ResetTimer()
	var steps int64
	for n := 0; n < b.N; n++ {
		run()
		steps += LastLaneSteps(mod)
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "lane-inst/s")
}

// BenchmarkCopy copies 4 MiB (one i32 per thread).
func BenchmarkCopy(b *testing.B) {
	k := newKernel(param("dst", global), param("src", global))
	t := k.gtid(256)
	k.storeAt(k.f.Params[0], t, k.loadAt(types.I32, k.f.Params[1], t))
	k.b.NewRet(nil)
	d := New("gfx90a", 64)
	dst, _ := d.Malloc(4 * benchThreads)
	src, _ := d.Malloc(4 * benchThreads)
	_, run := benchLaunch(b, d, k, ptrArg(dst), ptrArg(src))
	b.SetBytes(2 * 4 * benchThreads)
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		run()
	}
	b.ReportMetric(float64(2*4*benchThreads)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
}
