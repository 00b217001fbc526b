package emu

import (
	"math/bits"
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

// vecI128 is what opt makes of two words taken from one 128-bit product
// (random3/x0139 after O3: a splat into <2 x i128>, a vector lshr and a
// trunc), with the other operations on vectors of i128 around it.
const vecI128 = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i64 %a, i64 %b, i32 %ix) {
entry:
  %az = zext i64 %a to i128
  %bz = zext i64 %b to i128
  %p = mul i128 %az, %bz
  %v0 = insertelement <2 x i128> poison, i128 %p, i64 0
  %sp = shufflevector <2 x i128> %v0, <2 x i128> poison, <2 x i32> zeroinitializer
  %sh = lshr <2 x i128> %sp, <i128 64, i128 96>
  %tr = trunc <2 x i128> %sh to <2 x i32>
  %pair = insertelement <2 x i64> <i64 -1, i64 poison>, i64 %a, i32 1
  %pz = zext <2 x i64> %pair to <2 x i128>
  %ps = sext <2 x i64> %pair to <2 x i128>
  %sum = add <2 x i128> %pz, %ps
  %lt = icmp ult <2 x i128> %sum, %sh
  %sel = select <2 x i1> %lt, <2 x i128> %sum, <2 x i128> %sh
  %mx = call <2 x i128> @llvm.umax.v2i128(<2 x i128> %sum, <2 x i128> %sh)
  %dyn = extractelement <2 x i128> %sum, i32 %ix
  %ins = insertelement <2 x i128> %sp, i128 %dyn, i32 %ix
  %hi = extractelement <2 x i128> %ins, i32 1
  %words = bitcast <2 x i128> %sel to <4 x i64>
  %mxw = bitcast <2 x i128> %mx to <4 x i64>
  %hiw = bitcast i128 %hi to <2 x i64>
  %t0 = extractelement <2 x i32> %tr, i32 0
  %t1 = extractelement <2 x i32> %tr, i32 1
  %t0z = zext i32 %t0 to i64
  %t1z = zext i32 %t1 to i64
  %ltw = bitcast <2 x i1> %lt to i2
  %ltz = zext i2 %ltw to i64
  %o0 = shufflevector <4 x i64> %words, <4 x i64> %mxw, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %o1 = shufflevector <2 x i64> %hiw, <2 x i64> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %o2 = insertelement <4 x i64> %o1, i64 %t0z, i32 2
  %o3 = insertelement <4 x i64> %o2, i64 %t1z, i32 3
  %p1 = getelementptr i64, ptr addrspace(1) %out, i64 8
  %p2 = getelementptr i64, ptr addrspace(1) %out, i64 12
  store <8 x i64> %o0, ptr addrspace(1) %out, align 8
  store <4 x i64> %o3, ptr addrspace(1) %p1, align 8
  store i64 %ltz, ptr addrspace(1) %p2, align 8
  ret void
}

declare <2 x i128> @llvm.umax.v2i128(<2 x i128>, <2 x i128>)
`

func TestVectorsOfI128(t *testing.T) {
	m, err := llparse.Parse("veci128.ll", []byte(vecI128))
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, 32)
	out := e.buf(13 * 8)
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	const a, b = uint64(0xfedcba9876543210), uint64(0x0123456789abcdef)
	if err := mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
		Block: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Args: [][]byte{ptrArg(out), u64s(a), u64s(b), {1, 0, 0, 0}}}); err != nil {
		t.Fatal(err)
	}
	// sh = {p >> 64, p >> 96} of the product p, by math/bits.
	phi, _ := bits.Mul64(a, b)
	sh := [2][2]uint64{{phi, 0}, {phi >> 32, 0}}
	// sum = zext + sext of {-1, a}, both 128 bits wide, a's top bit set:
	// element 0 is (2^64 - 1) + (2^128 - 1) = 2^64 - 2, element 1 is
	// a + (a - 2^128) = 2a mod 2^128.
	var sum [2][2]uint64
	sum[0] = [2]uint64{^uint64(0) - 1, 0}
	lo, cy := bits.Add64(a, a, 0)
	sum[1] = [2]uint64{lo, ^uint64(0) + cy}
	var sel, mx [2][2]uint64
	var ltw uint64
	for k := range 2 {
		lt := sum[k][1] < sh[k][1] || sum[k][1] == sh[k][1] && sum[k][0] < sh[k][0]
		sel[k], mx[k] = sh[k], sum[k]
		if lt {
			sel[k], mx[k] = sum[k], sh[k]
			ltw |= 1 << k
		}
	}
	want := []uint64{sel[0][0], sel[0][1], sel[1][0], sel[1][1], mx[0][0], mx[0][1], mx[1][0], mx[1][1],
		sum[1][0], sum[1][1], phi & 0xffffffff, phi >> 32, ltw}
	got := e.u64s(out, 13)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("word %d = %#x, want %#x", i, got[i], want[i])
		}
	}
}
