package ptxamd_test

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/ptxamd/ptxamd"
)

// TestTensorMapAPI runs a recorded im2col case (conformance/cases/mem/
// tma_im2col_4d_pad_nan) through the Go API with a TensorMap made by
// Encode, and compares the tile with the H100's.
func TestTensorMapAPI(t *testing.T) {
	dir := "conformance/cases/mem/tma_im2col_4d_pad_nan/"
	src, err := os.ReadFile(dir + "case.ptx")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(dir + "expected/arg2.bin")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	tr, err := ptxamd.Translate(ctx, "case.ptx", src, ptxamd.Options{Arch: "gfx90a"})
	if err != nil {
		t.Fatal(err)
	}
	dev, err := ptxamd.OpenDevice("emu")
	if err != nil {
		t.Fatal(err)
	}
	defer dev.Close()
	prog, err := dev.Load(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	in := make([]float32, 4*7*6*2)
	for i := range in {
		in[i] = float32(i)
	}
	din, _ := prog.Alloc(4 * len(in))
	dout, _ := prog.Alloc(len(want))
	if err := din.WriteFloat32s(in); err != nil {
		t.Fatal(err)
	}
	m := ptxamd.TensorMap{Im2col: true, Type: "f32", Dims: []uint64{4, 7, 6, 2}, Strides: []uint64{16, 112, 672},
		Lower: []int32{-1, -1}, Upper: []int32{-1, -1}, Channels: 4, Pixels: 48, NaNFill: true}
	b, err := m.Encode(din)
	if err != nil {
		t.Fatal(err)
	}
	if err := prog.LaunchShared(ctx, "k", ptxamd.Dim3{X: 1}, ptxamd.Dim3{X: 128}, 1032, b, din, dout); err != nil {
		t.Fatal(err)
	}
	got, err := dout.Read()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the tile differs from the H100's")
	}
	m.Strides = []uint64{20, 112, 672}
	if _, err := m.Encode(din); err == nil {
		t.Errorf("a stride of 20 bytes encoded")
	}
}
