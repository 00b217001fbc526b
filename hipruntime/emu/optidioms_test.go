package emu

import (
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// optIdioms uses what LLVM's middle end writes and a translation never
// does (conformance --opt-ir runs optimised IR): vector reductions, a
// vector of i1 bitcast to an integer and back, 128-bit min/max, and
// integer constant expressions (a trunc of a ptrtoint, as opt folds a
// 32-bit LDS address: real2/pipeline_scale).
const optIdioms = `target triple = "amdgcn-amd-amdhsa"

@tab = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = insertelement <4 x i32> <i32 3, i32 -5, i32 7, i32 2>, i32 -9, i32 3
  %add = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %mul = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)
  %xor = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v)
  %smax = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v)
  %umax = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)
  %smin = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %v)
  %cmp = icmp sgt <4 x i32> %v, zeroinitializer
  %bits = bitcast <4 x i1> %cmp to i4
  %bits32 = zext i4 %bits to i32
  %back = bitcast i4 -6 to <4 x i1>
  %sel = select <4 x i1> %back, <4 x i32> %v, <4 x i32> zeroinitializer
  %selsum = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %sel)
  %big = sext i32 %mul to i128
  %neg = sub i128 0, %big
  %m1 = call i128 @llvm.smax.i128(i128 %neg, i128 0)
  %m2 = call i128 @llvm.umin.i128(i128 %neg, i128 5)
  %m1t = trunc i128 %m1 to i32
  %m2t = trunc i128 %m2 to i32
  %ce = load i32, ptr addrspace(1) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(1) @tab to i64), i64 8) to ptr addrspace(1)), align 4
  %ce2 = sub i32 trunc (i64 add (i64 ptrtoint (ptr addrspace(1) @tab to i64), i64 12) to i32), trunc (i64 ptrtoint (ptr addrspace(1) @tab to i64) to i32)
  %r = insertelement <12 x i32> poison, i32 %add, i32 0
  %r1 = insertelement <12 x i32> %r, i32 %mul, i32 1
  %r2 = insertelement <12 x i32> %r1, i32 %xor, i32 2
  %r3 = insertelement <12 x i32> %r2, i32 %smax, i32 3
  %r4 = insertelement <12 x i32> %r3, i32 %umax, i32 4
  %r5 = insertelement <12 x i32> %r4, i32 %smin, i32 5
  %r6 = insertelement <12 x i32> %r5, i32 %bits32, i32 6
  %r7 = insertelement <12 x i32> %r6, i32 %selsum, i32 7
  %r8 = insertelement <12 x i32> %r7, i32 %m1t, i32 8
  %r9 = insertelement <12 x i32> %r8, i32 %m2t, i32 9
  %r10 = insertelement <12 x i32> %r9, i32 %ce, i32 10
  %r11 = insertelement <12 x i32> %r10, i32 %ce2, i32 11
  store <12 x i32> %r11, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i128 @llvm.smax.i128(i128, i128)
declare i128 @llvm.umin.i128(i128, i128)
`

func TestOptimizerIdioms(t *testing.T) {
	m, err := llparse.Parse("idioms.ll", []byte(optIdioms))
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, 32)
	out := e.buf(48)
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	if err := mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
		Block: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Args: [][]byte{ptrArg(out)}}); err != nil {
		t.Fatal(err)
	}
	// v = {3, -5, 7, -9}: sum -4, product 945, xor, signed max 7, unsigned
	// max -5 (0xfffffffb), signed min -9; v > 0 in lanes 0 and 2: 0b0101;
	// i4 -6 = 0b1010 selects lanes 1 and 3: -14; smax(-945, 0) = 0,
	// umin(-945 as u128, 5) = 5; tab[2] = 30; the truncated addresses of
	// tab+12 and tab are 12 apart.
	x := uint32(3) ^ uint32(0xfffffffb) ^ 7 ^ uint32(0xfffffff7)
	want := []uint32{0xfffffffc, 945, x, 7, 0xfffffffb, 0xfffffff7, 5, 0xfffffff2, 0, 5, 30, 12}
	got := e.u32s(out, 12)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("result %d = %#x, want %#x", i, got[i], want[i])
		}
	}
}
