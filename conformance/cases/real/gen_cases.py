#!/usr/bin/env python3
"""Writes conformance/cases/real/* and conformance/cases/inlineasm/* from the PTX
corpus (frontend/testdata/corpus). case.ptx is a verbatim copy of the corpus
file; case.json is built from the table below. Run from the repository root:
    python3 conformance/cases/real/gen_cases.py
Existing expected.json / expected/ are left alone."""
import json, os, re, shutil

CORPUS = "frontend/testdata/corpus"
ALL4 = ["wave32", "paired", "single", "native64"]
W32 = ["wave32", "paired", "single"]
SCR = ["u64:0", "u64:0"]  # Triton 3.6's trailing global/profile scratch pointers (unused here)
QUARTERS = "values:-3.5,2.25,7,-1.75,100.5,-42,0.5,13,-0.25,6.75,-19,1"

def np1(n, itemsize, buf):
    """numba 1-D array argument: meminfo, parent, nitems, itemsize, data, shape, stride."""
    return ["u64:0", "u64:0", f"u64:{n}", f"u64:{itemsize}", buf, f"u64:{n}", f"u64:{itemsize}"]

def np2(r, c, itemsize, buf):
    """numba 2-D C-contiguous array: meminfo, parent, nitems, itemsize, data, shape0, shape1, stride0, stride1."""
    return ["u64:0", "u64:0", f"u64:{r*c}", f"u64:{itemsize}", buf, f"u64:{r}", f"u64:{c}",
            f"u64:{c*itemsize}", f"u64:{itemsize}"]

CVT_F32 = "values:0.5,1.5,2.5,-0.5,-1.5,-2.5,3.7,-3.7,1e10,-1e10,16777217,4294967296,-2147483649,nan,inf,-inf,0.49999997,1e-40,2147483520,-0.0,65535.5,127.9,-128.5,3e9"
CVT_F64 = "values:2.5,-2.5,1e15,-1e15,4294967295.5,-1,3e9,nan,inf,-inf,0.5,-0.5,1.5,9.2233720368547758e18,-9.3e18,4294967296.25,2147483647.5,-2147483648.5,1e-310,123456789.75,-7.5,0,-0.0,65536.5"
MATCH_KEYS = "values:1,2,3,1,2,3,4,5,1,1,7,7,7,2,9,1,2,3,1,2,3,4,5,1,1,7,7,7,2,9,0,0"

# name: (source .cu/.py, corpus file, kernel, grid, block, shared, args, compare, modes, notes)
R = {}
def case(fam, name, src, ptx, kernel, grid, block, args, compare, modes, notes, shared=0):
    R[(fam, name)] = dict(src=src, ptx=ptx, kernel=kernel, grid=grid, block=block, shared=shared,
                         args=args, compare=compare, modes=modes, notes=notes)

def ex(*idx, **ulp):
    return {str(i): {"mode": "exact"} for i in idx}

# ---------------- Triton 3.6 (corpus/triton_kernels.py), cc 80 ----------------
case("real", "triton_vector_add", "triton_kernels.py:vector_add", "triton_vector_add.sm80.ptx", "vector_add",
     [4,1,1], [128,1,1], ["buf:f32:4096:random:1", "buf:f32:4096:random:2", "buf:f32:4096:zero", "u32:4000"] + SCR,
     ex(2), ALL4, "BLOCK=1024, num_warps=4: 128 threads, 4 programs; n=4000 so the last program is masked.")
case("real", "triton_exp_sqrt", "triton_kernels.py:exp_sqrt", "triton_exp_sqrt.sm80.ptx", "exp_sqrt",
     [4,1,1], [128,1,1], ["buf:f32:2048:random:3", "buf:f32:2048:zero", "u32:2000"] + SCR,
     ex(1), ALL4, "BLOCK=512, num_warps=4; tl.exp lowers to ex2.approx.f32, tl.sqrt to sqrt.rn.f32 (Triton default).")
case("real", "triton_softmax", "triton_kernels.py:row_softmax", "triton_softmax.sm80.ptx", "row_softmax",
     [16,1,1], [128,1,1], ["buf:f32:16384:zero", "buf:f32:16384:random:4", "u32:1024", "u32:1024", "u32:1000"] + SCR,
     ex(0), W32, "16 rows of 1000 (stride 1024: strides are hinted divisible by 16), BLOCK=1024, num_warps=4; shfl.bfly max/sum reductions, ex2.approx, div.full.f32.", shared=1024)
case("real", "triton_layernorm", "triton_kernels.py:layernorm_fwd", "triton_layernorm_fwd.sm80.ptx", "layernorm_fwd",
     [16,1,1], [128,1,1], ["buf:f16:48128:random:5", "buf:f16:48128:zero", "buf:f32:3000:random:6", "buf:f32:3000:random:7",
      "buf:f32:16:zero", "buf:f32:16:zero", "u32:3008", "u32:3000", "f32:1e-5"] + SCR,
     ex(1, 4, 5), W32, "16 rows of N=3000 fp16 (stride 3008, hinted divisible by 16), BLOCK=1024, num_warps=4: three loops over the row, block reductions through shared memory, rsqrt via div/sqrt.", shared=1024)
case("real", "triton_sum_reduce", "triton_kernels.py:sum_reduce", "triton_sum_reduce.sm80.ptx", "sum_reduce",
     [1,1,1], [256,1,1], ["buf:f32:2048:random:8", "buf:f32:1:zero", "u32:2000"] + SCR,
     ex(1), W32, "BLOCK=2048, num_warps=8; one program only, so the final atom.global.add.f32 order is fixed; 2000 of 2048 lanes valid.", shared=1024)
case("real", "triton_sum_reduce_4blk", "triton_kernels.py:sum_reduce", "triton_sum_reduce.sm80.ptx", "sum_reduce",
     [4,1,1], [256,1,1], ["buf:f32:8192:" + QUARTERS, "buf:f32:1:zero", "u32:8000"] + SCR,
     ex(1), W32, "4 programs adding into one float atomically: inputs are quarter-integers so every partial sum is exact and the atomic order does not matter.", shared=1024)
case("real", "triton_matmul", "triton_kernels.py:matmul", "triton_matmul.sm80.ptx", "matmul",
     [4,1,1], [128,1,1], ["buf:f16:65536:random:9", "buf:f16:65536:random:10", "buf:f16:65536:zero",
      "u32:256", "u32:256", "u32:256", "u32:256", "u32:1", "u32:256", "u32:1", "u32:256", "u32:1"] + SCR,
     ex(2), W32, "256x256x256 fp16 GEMM, BLOCK 128x128x32, GROUP_M=8, num_warps=4, num_stages=3: ldmatrix(.trans) + mma.sync.m16n8k16.f32.f16.f16.f32, fp16 output. 48 KiB dynamic shared (Triton's own figure is below that).", shared=49152)

# ---------------- Hopper (sm_90a): wgmma, TMA, bulk copies, mbarrier transaction counts ----------------
case("real", "triton_matmul_sm90a", "triton_kernels.py:matmul", "triton_matmul.sm90a.ptx", "matmul",
     [4,1,1], [256,1,1], ["buf:f16:65536:random:9", "buf:f16:65536:random:10", "buf:f16:65536:zero",
      "u32:256", "u32:256", "u32:256", "u32:256", "u32:1", "u32:256", "u32:1", "u32:256", "u32:1"] + SCR,
     ex(2), W32, "256x256x256 fp16 GEMM, BLOCK 128x128x32, GROUP_M=8, num_warps=8, num_stages=3: two warpgroups, each wgmma.mma_async.m64n128k16.f32.f16.f16 with A M-major 128B-swizzled and B K-major 64B-swizzled shared-memory descriptors, stmatrix epilogue, fp16 output. 48 KiB dynamic shared.", shared=49152)
case("real", "triton_matmul_fp8_sm90a", "triton_kernels.py:matmul", "triton_matmul_fp8.sm90a.ptx", "matmul",
     [4,1,1], [256,1,1], ["buf:u8:65536:file:a.bin", "buf:u8:65536:file:b.bin", "buf:f16:65536:zero",
      "u32:256", "u32:256", "u32:256", "u32:256", "u32:1", "u32:256", "u32:1", "u32:256", "u32:1"] + SCR,
     ex(2), W32, "256x256x256 fp8 e4m3 GEMM, BLOCK 128x128x64, num_warps=8: wgmma.mma_async.m64n128k32.f32.e4m3.e4m3, fp16 output. a.bin and b.bin hold finite e4m3 values with exponents -3..3 and random signs and mantissas (random bytes would be NaN too often).", shared=49152)
case("real", "triton_tma_scale", "triton_kernels.py:tma_scale", "triton_tma_scale.sm90a.ptx", "tma_scale",
     [3,3,1], [128,1,1], ["buf:f16:30720:random:21", "buf:f16:30720:zero", "u32:160", "u32:192", "f32:1.5", "buf:u8:2304:zero"] + ["u64:0"],
     ex(1), W32, "160x192 fp16 scaled by 1.5 through 64x64 TMA tiles: each CTA writes its own CUtensorMap with tensormap.replace (global address, rank, box, dims, stride, f16, 128B swizzle) into global scratch (argument 5, one 256-byte slot per CTA, not compared: it is NVIDIA's encoding), loads the tile with cp.async.bulk.tensor.2d and an mbarrier with expect_tx, and stores it back with the tensor store; rows 160..191 of the last tile row are out of bounds (zero-filled on load, clipped on store).", shared=8320)
case("real", "hopper_bulk_scale", "hopper_bulk.sm90a.cu", "hopper_bulk.sm90a.ptx", "bulk_scale",
     [4,1,1], [128,1,1], ["buf:f32:4096:random:22", "buf:f32:4096:zero", "f32:-2.5"],
     ex(1), W32, "cp.async.bulk global->shared completing on an mbarrier (arrive.expect_tx, complete_tx::bytes, try_wait.parity), elect.sync, fence.proxy.async, cp.async.bulk shared->global with bulk_group commit/wait, griddepcontrol. Not native64: the module's stmatrix_demo entry is defined for 32-lane warps, and a module is translated whole.")
case("real", "hopper_stmatrix", "hopper_bulk.sm90a.cu", "hopper_bulk.sm90a.ptx", "stmatrix_demo",
     [1,1,1], [32,1,1], ["buf:u32:32:random:24", "buf:u16:64:zero"],
     ex(1), W32, "stmatrix.m8n8.x1 from an sm_90a module.")

# ---------------- nvcc 13.0 -arch=sm_80 ----------------
case("real", "vadd_f32", "vadd.cu", "vadd.sm80.ptx", "vadd_f32", [4,1,1], [256,1,1],
     ["buf:f32:1000:random:1", "buf:f32:1000:random:2", "buf:f32:1000:zero", "u32:1000"], ex(2), ALL4, "guard i < n with a 1024-thread grid.")
case("real", "vadd_f32x4", "vadd.cu", "vadd.sm80.ptx", "_Z10vadd_f32x4PK6float4S1_PS_m", [4,1,1], [256,1,1],
     ["buf:f32:4096:random:1", "buf:f32:4096:random:2", "buf:f32:4096:zero", "u64:1000"], ex(2), ALL4, "C++ mangled entry, ld.global.v4.f32, size_t n4=1000 of 1024 float4.")
case("real", "saxpy_gridstride", "saxpy.cu", "saxpy.sm80.ptx", "saxpy_gridstride", [4,1,1], [128,1,1],
     ["u32:5000", "f32:2.5", "buf:f32:5000:random:3", "buf:f32:5000:random:4"], ex(3), ALL4, "grid-stride loop over 5000 with 512 threads (fma.rn.f32 contraction).")
case("real", "daxpy_gridstride", "saxpy.cu", "saxpy.sm80.ptx", "daxpy_gridstride", [4,1,1], [128,1,1],
     ["u64:5000", "f64:-1.25", "buf:f64:5000:random:5", "buf:f64:5000:random:6"], ex(3), ALL4, "64-bit grid-stride loop, fma.rn.f64.")
case("real", "scale_unrolled", "saxpy.cu", "saxpy.sm80.ptx", "scale_unrolled", [2,1,1], [256,1,1],
     ["buf:f32:5003:zero", "buf:f32:5003:random:7", "f32:3", "u32:5003"], ex(0), ALL4, "#pragma unroll 4 grid-stride loop with ld.global.nc, odd n.")
case("real", "reduce_sum_256", "reduce_block.cu", "reduce_block.sm80.ptx", "_Z10reduce_sumILi256EEvPKfPfi", [8,1,1], [256,1,1],
     ["buf:f32:20000:random:8", "buf:f32:8:zero", "u32:20000"], ex(1), W32, "template reduce_sum<256>: grid-stride accumulation, shfl.down warp reduction, shared partials.")
case("real", "reduce_sum_1024", "reduce_block.cu", "reduce_block.sm80.ptx", "_Z10reduce_sumILi1024EEvPKfPfi", [3,1,1], [1024,1,1],
     ["buf:f32:10000:random:9", "buf:f32:3:zero", "u32:10000"], ex(1), W32, "reduce_sum<1024>: 32 warps' partials reduced by warp 0.")
case("real", "reduce_tree", "reduce_block.cu", "reduce_block.sm80.ptx", "reduce_tree", [8,1,1], [256,1,1],
     ["buf:s32:4000:random:10", "buf:u64:1:zero", "u32:4000"], ex(1), W32, "dynamic shared s64 tree + 64-bit shfl.down + atom.add.u64 (integer: order-independent).", shared=2048)
case("real", "warp_allreduce", "warp_vote.cu", "warp_vote.sm80.ptx", "warp_allreduce", [2,1,1], [128,1,1],
     ["buf:f32:256:random:11", "buf:f32:256:zero", "buf:f32:256:zero"], ex(1, 2), W32, "shfl.bfly sum and max butterflies.")
case("real", "compact_positive", "warp_vote.cu", "warp_vote.sm80.ptx", "compact_positive", [1,1,1], [32,1,1],
     ["buf:s32:32:random:12", "buf:s32:32:zero", "buf:s32:1:zero", "u32:29"], ex(1, 2), W32, "activemask/ballot/popc/lanemask_lt/shfl stream compaction; one warp so that the atomicAdd order is fixed.")
case("real", "warp_scan", "warp_vote.cu", "warp_vote.sm80.ptx", "warp_scan", [2,1,1], [128,1,1],
     ["buf:s32:250:random:13", "buf:s32:256:zero", "buf:s32:8:zero", "u32:250"], ex(1, 2), W32, "shfl.up inclusive scan, vote.any/vote.all flags; last warp partly out of range.")
case("real", "syncwarp_masks", "warp_vote.cu", "warp_vote.sm80.ptx", "syncwarp_masks", [1,1,1], [32,1,1],
     ["buf:s32:32:iota"], ex(0), W32, "bar.warp.sync with the even/odd lane masks around shared-memory exchange (one warp: the shared buffer is per block).")
case("real", "histogram256", "atomics.cu", "atomics.sm80.ptx", "histogram256", [4,1,1], [256,1,1],
     ["buf:u8:10000:random:14", "u32:10000", "buf:u32:256:zero"], ex(2), ALL4, "shared-memory atom.shared.add.u32 then global atomics.")
case("real", "atomic_mix", "atomics.cu", "atomics.sm80.ptx", "atomic_mix", [2,1,1], [128,1,1],
     ["buf:f32:256:" + QUARTERS, "u32:250", "buf:f32:1:zero", "buf:s32:2:zero", "buf:f32:1:zero", "buf:f64:1:zero",
      "buf:s32:1:zero", "buf:s32:1:zero", "buf:u32:3:zero", "buf:u32:2:zero", "buf:s32:1:zero"],
     ex(2, 3, 4, 5, 6, 7, 8, 9), ALL4, "atomic add/min/max/or/and/xor/inc/dec/exch/sub and CAS loops (float max, double add); quarter-integer inputs make the float sums order-independent; arg10 (atomicExch's last writer) is not compared.")
case("real", "locked_accumulate", "atomics.cu", "atomics.sm80.ptx", "locked_accumulate", [4,1,1], [64,1,1],
     ["buf:s32:1:zero", "buf:f32:1:zero", "buf:f32:256:" + QUARTERS, "u32:250"], ex(0, 1), ALL4, "atom.cas spin lock between blocks with membar.gl; quarter-integer inputs so the order of the critical sections does not matter.")
case("real", "bit_intrinsics", "bitops.cu", "bitops.sm80.ptx", "bit_intrinsics", [2,1,1], [128,1,1],
     ["buf:u32:256:random:15", "buf:u64:256:random:16", "buf:u32:4096:zero", "u32:256"], ex(2), ALL4, "brev/clz/popc/ffs(bfind)/prmt/shf.l/shf.r.clamp/bfe/bfi/mul.hi/mul24/sad/hadd/fns.")
case("real", "bit_intrinsics_edge", "bitops.cu", "bitops.sm80.ptx", "bit_intrinsics", [1,1,1], [64,1,1],
     ["buf:u32:64:edge", "buf:u64:64:edge", "buf:u32:1024:zero", "u32:64"], ex(2), ALL4, "edge inputs (0, 1, max, top bit...).")
case("real", "bignum_ops", "carry_chain.cu", "carry_chain.sm80.ptx", "bignum_ops", [2,1,1], [128,1,1],
     ["buf:u32:1024:random:17", "buf:u32:1024:random:18", "buf:u32:1024:zero", "buf:u32:1024:zero",
      "buf:u64:256:random:19", "buf:u64:256:random:20", "buf:u32:1024:zero", "buf:u64:256:zero", "buf:u32:256:zero", "u32:256"],
     ex(2, 3, 6, 7, 8), ALL4, "inline-asm carry chains: add.cc/addc.cc/addc, sub.cc/subc, mad.lo.cc/madc.hi(.cc), add.cc.u64.")
case("real", "bignum_ops_edge", "carry_chain.cu", "carry_chain.sm80.ptx", "bignum_ops", [1,1,1], [64,1,1],
     ["buf:u32:256:edge", "buf:u32:256:values:4294967295,0,1,2147483648", "buf:u32:256:zero", "buf:u32:256:zero",
      "buf:u64:64:edge", "buf:u64:64:values:18446744073709551615,1,0,9223372036854775808,3", "buf:u32:256:zero", "buf:u64:64:zero", "buf:u32:64:zero", "u32:64"],
     ex(2, 3, 6, 7, 8), ALL4, "carry chains with all-ones/zero words, where every carry propagates.")
case("real", "int128_native", "carry_chain.cu", "carry_chain.sm80.ptx", "int128_native", [2,1,1], [128,1,1],
     ["buf:u64:256:random:21", "buf:u64:256:random:22", "buf:u64:256:random:23", "buf:u64:256:random:24", "buf:s64:256:zero", "u32:256"],
     ex(2, 3, 4), ALL4, "what nvcc emits for unsigned __int128: mul.hi.u64, mad.lo.cc/madc, __mul64hi/__umulhi.")
case("real", "cvt_float_int", "cvt_rounding.cu", "cvt_rounding.sm80.ptx", "cvt_float_int", [1,1,1], [96,1,1],
     ["buf:f32:96:" + CVT_F32, "buf:f64:96:" + CVT_F64, "buf:s32:480:zero", "buf:u32:192:zero", "buf:s64:192:zero",
      "buf:f32:384:zero", "buf:f64:192:zero", "u32:96"], ex(2, 3, 4, 5, 6), ALL4,
     "cvt.{rni,rzi,rpi,rmi}.s32.f32, u32/s64 from f32/f64, int->float with .rm/.rp/.rz/.rn, f64->f32 .rz; halves, out-of-range, NaN, inf and denormal inputs (NVIDIA saturates, NaN -> 0).")
case("real", "rounded_arith", "cvt_rounding.cu", "cvt_rounding.sm80.ptx", "rounded_arith", [2,1,1], [128,1,1],
     ["buf:f32:256:random:25", "buf:f32:256:random:26", "buf:f32:2048:zero", "u32:256"], ex(2), ALL4,
     "add.rp, sub.rm, mul.rz, div.rn, div.rz, sqrt.rm, rcp.rp, fma.rm (all IEEE-exact).")
case("real", "cvt_half_modes", "cvt_half.cu", "cvt_half.sm80.ptx", "cvt_half_modes", [2,1,1], [128,1,1],
     ["buf:f32:256:random:27", "buf:f16:1024:zero", "buf:f32:256:zero", "buf:s16:256:zero", "u32:256"], ex(1, 2, 3), ALL4,
     "cvt.{rn,rz,rm,rp}.f16.f32, f64->f16 (double rounding avoided by cvt.rn.f16.f64), f16->f32.")
case("real", "cvt_half_edge", "cvt_half.cu", "cvt_half.sm80.ptx", "cvt_half_modes", [1,1,1], [64,1,1],
     ["buf:f32:64:values:65504,65520,65519.99,-65520,1e-8,-1e-8,5.96e-8,2.98e-8,6.1e-5,1e30,nan,inf,-inf,0.1,-0.0,0.33333334", "buf:f16:256:zero", "buf:f32:64:zero", "buf:s16:64:zero", "u32:64"], ex(1, 2, 3), ALL4,
     "f16 overflow (65520 rounds to inf under .rn, stays max under .rz), denormals, NaN.")
case("real", "dequant_gemv_s4", "dequant.sm80.cu", "dequant.sm80.ptx", "dequant_gemv_s4", [16,1,1], [128,1,1],
     ["buf:u32:4096:random:28", "buf:f16:128:random:29", "buf:f16:512:random:30", "buf:f32:64:zero", "u32:64", "u32:512"], ex(3), W32,
     "int4 weight-only GEMV: lop3.b32 0xea + magic-number sub.f16x2/fma.rn.f16x2, hmul2/hfma2, shfl.bfly reduction; 64 rows of 512.")
case("real", "dequant_u8", "dequant.sm80.cu", "dequant.sm80.ptx", "dequant_u8", [2,1,1], [128,1,1],
     ["buf:u32:256:random:31", "buf:u32:512:zero", "buf:u32:256:zero", "u32:250"], ex(1, 2), ALL4,
     "prmt.b32 0x7150/0x7352 interleaving with 0x64 exponent bytes, sub.f16x2; prmt 0x0123 byte swap and prmt.ecl sign-replicate.")
case("real", "double_arith", "double_math.cu", "double_math.sm80.ptx", "double_arith", [2,1,1], [128,1,1],
     ["buf:f64:256:random:32", "buf:f64:256:random:33", "buf:f64:256:zero", "u32:256"], ex(2), ALL4,
     "div.rn.f64, sqrt.rn/rz.f64, rcp.rn.f64, div.rp.f64, add.rm.f64, min/max/floor/ceil/trunc/round.")
case("real", "double_transcendental", "double_math.cu", "double_math.sm80.ptx", "double_transcendental", [2,1,1], [128,1,1],
     ["buf:f64:256:random:34", "buf:f64:256:zero", "u32:256"], ex(1), ALL4, "libdevice exp/log/sin in f64 (fma-only sequences: exact expected).")
case("real", "ddot", "double_math.cu", "double_math.sm80.ptx", "ddot", [8,1,1], [256,1,1],
     ["buf:f64:10000:random:35", "buf:f64:10000:random:36", "buf:f64:8:zero", "u32:10000"], ex(2), W32,
     "fma.rn.f64 grid-stride dot, 64-bit shfl.down, mov.b64 {hi,lo} split/join.")
case("real", "fast_intrinsics", "fastmath.cu", "fastmath.sm80.ptx", "fast_intrinsics", [2,1,1], [128,1,1],
     ["buf:f32:256:random:37", "buf:f32:256:random:38", "buf:f32:256:zero", "u32:256"], ex(2), ALL4,
     "sin/cos/ex2/lg2.approx.f32, div.approx (__fdividef), rsqrt.approx, cvt.sat, add.rz; approximate instructions: exact only if the translation reproduces NVIDIA's approximations.")
case("real", "precise_math", "fastmath.cu", "fastmath.sm80.ptx", "precise_math", [2,1,1], [128,1,1],
     ["buf:f32:256:random:39", "buf:f32:256:zero", "u32:256"], ex(1), ALL4, "libdevice expf/sinf/cosf/logf/erff/tanhf/sqrtf and div.rn (expf uses ex2.approx.ftz inside).")
case("real", "gelu_tanh", "fastmath.cu", "fastmath.sm80.ptx", "gelu_tanh", [2,1,1], [128,1,1],
     ["buf:f32:256:random:40", "buf:f32:256:zero", "u32:256"], ex(1), ALL4, "GELU with tanhf (libdevice).")
case("real", "haxpy2", "half2.sm80.cu", "half2.sm80.ptx", "haxpy2", [2,1,1], [128,1,1],
     ["u32:1000", "b32:0x3c003800", "buf:f16:2000:random:41", "buf:f16:2000:random:42"], ex(3), ALL4,
     "half2 passed by value as .param .align 4 .b8[4] (a = {0.5, 1.0}); fma.rn.f16x2 grid-stride.")
case("real", "half2_ops", "half2.sm80.cu", "half2.sm80.ptx", "half2_ops", [2,1,1], [128,1,1],
     ["buf:f16:512:random:43", "buf:f16:512:random:44", "buf:f16:512:zero", "buf:f16:256:zero", "buf:f32:512:zero", "u32:256"], ex(2, 3, 4), ALL4,
     "add/mul/sub/max/abs/neg.f16x2, h2div (rcp.approx based), set.gt.f16x2, mul.sat, h2exp (ex2.approx.f16x2), h2sqrt.")
case("real", "hdot", "half2.sm80.cu", "half2.sm80.ptx", "hdot", [1,1,1], [32,1,1],
     ["buf:f16:1000:random:45", "buf:f16:1000:random:46", "buf:f32:1:zero", "u32:1000"], ex(2), W32, "f16 inputs, f32 accumulation, shfl.bfly; one warp so that the float atomicAdd is not reordered.")
case("real", "bf16_ops", "bf16.sm80.cu", "bf16.sm80.ptx", "bf16_ops", [2,1,1], [128,1,1],
     ["buf:bf16:512:random:47", "buf:bf16:512:random:48", "buf:bf16:512:zero", "buf:f32:256:zero", "u32:256"], ex(2, 3), ALL4,
     "add/mul/fma/max/sub.bf16x2 (sm_80 lowers add/sub/mul to fma.rn.bf16x2 with 1.0/-0.0 constants).")
case("real", "f32_to_bf16", "bf16.sm80.cu", "bf16.sm80.ptx", "f32_to_bf16", [2,1,1], [128,1,1],
     ["buf:f32:512:random:49", "buf:bf16:512:zero", "buf:bf16:512:zero", "u32:512"], ex(1, 2), ALL4,
     "cvt.rn.bf16.f32, cvt.rz.bf16.f32 (via integer code), cvt.rn.bf16x2.f32.")
case("real", "bf16_rmsnorm", "bf16.sm80.cu", "bf16.sm80.ptx", "bf16_rmsnorm", [8,1,1], [32,1,1],
     ["buf:bf16:2400:random:50", "buf:bf16:300:random:51", "buf:bf16:2400:zero", "u32:300", "f32:1e-5"], ex(2), W32,
     "one warp per row (the source strides by 32), shfl.bfly sum, rsqrt.approx.f32.")
case("real", "sgemm_tiled16", "matmul_tiled.cu", "matmul_tiled.sm80.ptx", "sgemm_tiled16", [5,7,1], [16,16,1],
     ["u32:100", "u32:80", "u32:70", "f32:1.5", "buf:f32:7000:random:52", "buf:f32:5600:random:53", "f32:-0.5", "buf:f32:8000:random:54"],
     ex(7), ALL4, "16x16 shared tiles, M=100 N=80 K=70 (ragged K and M), 2-D block.")
case("real", "dgemm_tiled16_2x2", "matmul_tiled.cu", "matmul_tiled.sm80.ptx", "dgemm_tiled16_2x2", [2,3,1], [16,16,1],
     ["u32:96", "u32:64", "u32:40", "buf:f64:3840:random:55", "buf:f64:2560:random:56", "buf:f64:6144:zero"],
     ex(5), ALL4, "f64 2x2 register blocking, K=40 not a multiple of 16.")
case("real", "softmax_warp_per_row", "softmax.cu", "softmax.sm80.ptx", "softmax_warp_per_row", [10,1,1], [128,1,1],
     ["buf:f32:11100:random:57", "buf:f32:11100:zero", "u32:37", "u32:300"], ex(1), W32, "one warp per row, expf (ex2.approx.ftz inside), div.rn, shfl.bfly max/sum; 37 rows so the last block is partly idle.")
case("real", "softmax_online_block", "softmax.cu", "softmax.sm80.ptx", "softmax_online_block", [8,1,1], [256,1,1],
     ["buf:f32:8000:random:58", "buf:f32:8000:zero", "u32:1000"], ex(1), W32, "online softmax, __expf (ex2.approx.ftz), rcp.rn, shfl.bfly of (max,sum) pairs, shared combine.")
case("real", "video_ptx", "video_asm.cu", "video_asm.sm80.ptx", "video_ptx", [2,1,1], [128,1,1],
     ["buf:u32:256:random:59", "buf:u32:256:random:60", "buf:u32:1024:zero", "u32:256"], ex(2), ALL4,
     "inline-asm video instructions: vadd4.sat, vabsdiff4.add, vsub2.s32.sat, vmax.s32, vabsdiff with .b0 selectors and .add.")
case("real", "simd_intrinsics", "video_simd.cu", "video_simd.sm80.ptx", "simd_intrinsics", [2,1,1], [128,1,1],
     ["buf:u32:256:random:61", "buf:u32:256:random:62", "buf:u32:256:zero", "u32:256"], ex(2), ALL4,
     "__vabsdiffu4, __vadd4, __vaddss4, __vsub2, __vmaxu4, __vminu2, __vcmpgtu4, __vavgu4, __vsadu4 as nvcc 13 expands them.")
case("real", "sad8x8", "video_simd.cu", "video_simd.sm80.ptx", "sad8x8", [8,4,1], [8,1,1],
     ["buf:u8:2048:random:63", "buf:u8:2048:random:64", "u32:64", "buf:u32:32:zero"], ex(3), W32,
     "8x8 SAD on a 64x32 image: 8-thread blocks, shfl.down with width 8 and member mask 0xff.")
case("real", "warp_match_reduce", "warp_sm80.sm80.cu", "warp_sm80.sm80.ptx", "warp_match_reduce", [2,1,1], [128,1,1],
     ["buf:s32:250:" + MATCH_KEYS, "buf:u32:250:random:65", "buf:s32:256:zero", "u32:250"], ex(2), W32,
     "match.any/match.all.sync and redux.sync add/max/min/and/or/xor (or with a peers mask).")
case("real", "cg_tile_reduce", "cg_reduce.cu", "cg_reduce.sm80.ptx", "cg_tile_reduce", [2,1,1], [128,1,1],
     ["buf:f32:256:" + QUARTERS, "buf:f32:10:zero", "u32:250"], ex(1), W32, "cooperative_groups tiled_partition<32>, cg::reduce plus/greater; quarter-integer inputs so the float atomics are order-independent.")
case("real", "cg_subtiles", "cg_reduce.cu", "cg_reduce.sm80.ptx", "cg_subtiles", [1,1,1], [64,1,1],
     ["buf:s32:64:random:66", "buf:s32:64:zero"], ex(1), W32, "tiles of 16 and 4 (shfl with segment masks), tile any/ballot, dynamic tiled_partition(block, 8).")
case("real", "cg_coalesced", "cg_reduce.cu", "cg_reduce.sm80.ptx", "cg_coalesced", [1,1,1], [32,1,1],
     ["buf:s32:32:random:67", "buf:s32:32:zero", "buf:s32:1:zero"], ex(1, 2), W32, "coalesced_threads under divergence: activemask, popc ranks, shfl from the group leader; one warp.")
case("real", "hgemm_mma", "mma_ldmatrix.sm80.cu", "mma_ldmatrix.sm80.ptx", "hgemm_mma_m16n8k16", [2,2,1], [32,1,1],
     ["buf:f16:2048:random:68", "buf:f16:1024:random:69", "buf:f32:512:zero", "u32:32", "u32:16", "u32:64"], ex(2), W32,
     "cp.async.cg 16-byte copies, commit/wait_group, ldmatrix x4/x2, mma.sync.m16n8k16.row.col.f32.f16.f16.f32; M=32 N=16 K=64.")
case("real", "mma_variants", "mma_ldmatrix.sm80.cu", "mma_ldmatrix.sm80.ptx", "mma_variants", [1,1,1], [32,1,1],
     ["buf:f16:256:random:70", "buf:f16:128:random:71", "buf:bf16:256:random:72", "buf:bf16:128:random:73", "buf:f16:128:zero", "buf:f32:128:zero"], ex(4, 5), W32,
     "ldmatrix .trans, mma.sync f16 accumulate (f16.f16.f16.f16) and bf16 inputs (f32.bf16.bf16.f32).")
# ---------------- numba-cuda 0.30.4, cc (8,0) ----------------
case("real", "numba_axpy", "numba_kernels.py:axpy", "numba_axpy.sm80.ptx",
     None, [4,1,1], [256,1,1], np1(1000, 4, "buf:f32:1000:zero") + ["f32:1.5"] + np1(1000, 4, "buf:f32:1000:random:74") + np1(1000, 4, "buf:f32:1000:random:75"),
     ex(4), ALL4, "numba arrays are passed as (meminfo, parent, nitems, itemsize, data, shape, strides): 7 params per 1-D array; r.size=1000 on 1024 threads.")
case("real", "numba_block_sum", "numba_kernels.py:block_sum", "numba_block_sum.sm80.ptx",
     None, [4,1,1], [256,1,1], np1(1000, 4, "buf:f32:1000:" + QUARTERS) + np1(1, 4, "buf:f32:1:zero"),
     ex(11), ALL4, "static shared tree reduction (no warp ops) + cuda.atomic.add; quarter-integer inputs so the float atomics are order-independent.")
case("real", "numba_transpose", "numba_kernels.py:tile_transpose", "numba_transpose.sm80.ptx",
     None, [3,4,1], [32,32,1], np2(100, 70, 4, "buf:f32:7000:random:76") + np2(70, 100, 4, "buf:f32:7000:zero"),
     ex(13), ALL4, "32x33 shared tile transpose of a 100x70 float32 array, 1024-thread 2-D blocks.")

# ---------------- PyTorch 2.11 Inductor -> Triton 3.6 (corpus/inductor_kernels.py), sm_90a only ----------------
case("real", "inductor_layernorm_gelu", "inductor_kernels.py:block", "inductor_triton_per_fused_add_gelu_mul_native_layer_norm_sigmoid_0.sm90a.ptx",
     None, [64,1,1], [256,1,1], ["buf:f32:49152:zero", "buf:f32:49152:random:90", "buf:f32:49152:random:91", "buf:f32:768:random:92",
      "buf:f32:768:random:93", "u32:64", "u32:768"] + SCR, ex(0), W32,
     "torch.compile of gelu_tanh(layer_norm(x + res, w, b)) * sigmoid(x) for x 64x768 f32: a persistent reduction, one row per program (xnumel=64 and r0_numel=768 are baked in), 256 threads x 4 floats; param 0 is the output, 1-2 the row inputs, 3-4 the weight and bias. shfl.bfly + shared block reductions, div.full.f32, rsqrt.approx.ftz, tanhf (ex2.approx.ftz, rcp.approx.ftz), sigmoid via ex2.approx and div.full; createpolicy + L2::cache_hint loads. No sm_90a-only instructions.", shared=1024)

# ---------------- NVIDIA inline-PTX guide (corpus/src/inline_ptx_guide.cu) ----------------
case("inlineasm", "guide_cube_cond", "inline_ptx_guide.cu", "inline_ptx_guide.sm80.ptx", "guide_cube_cond", [2,1,1], [128,1,1],
     ["buf:s32:256:values:34,33,35,0,-1,2,1290,-34,34,7,100000,-100000,34,2147483647,-2147483648,1625", "buf:s32:256:zero", "u32:250"], ex(1), ALL4,
     "guide: cube() as a .noinline call with a .reg declared in the asm, braced scoped copies inlined twice, cond() with setp/@p mov in braces and a \"+r\" operand (x == 34 sets 1).")
case("inlineasm", "guide_rounding", "inline_ptx_guide.cu", "inline_ptx_guide.sm80.ptx", "guide_rounding", [1,1,1], [1,1,1],
     ["buf:f32:4:zero", "buf:f64:2:zero", "f32:1", "f32:1e-8"], ex(0, 1), ALL4,
     "guide: the \"C\" constraint template choosing add.rn/.rz/.rm/.rp.f32 and fma.rn/.rz.f64 at compile time; 1 + 1e-8 makes the rounding modes differ.")
case("inlineasm", "guide_rounding_neg", "inline_ptx_guide.cu", "inline_ptx_guide.sm80.ptx", "guide_rounding", [1,1,1], [1,1,1],
     ["buf:f32:4:zero", "buf:f64:2:zero", "f32:-1", "f32:-3e-8"], ex(0, 1), ALL4,
     "as guide_rounding with negative operands: .rz and .rp/.rm swap roles.")
case("inlineasm", "guide_misc", "inline_ptx_guide.cu", "inline_ptx_guide.sm80.ptx", "guide_misc", [1,1,1], [64,1,1],
     ["buf:s8:64:random:80", "buf:s8:64:zero", "buf:u32:64:zero", "buf:s32:128:random:81", "u32:64"], ex(1, 3), ALL4,
     "guide: copy_u8 (ld.u8/st.u8 through a 32-bit register), \"+r\" with an \"n\" immediate (add 42), cvt.rn.f32.s64 into x[i+n]; the %clock deltas (arg2) are not compared.")
case("inlineasm", "guide_kern", "inline_ptx_guide.cu", "inline_ptx_guide.sm80.ptx", "guide_kern", [1,1,1], [1,1,1],
     ["buf:f32:2:zero", "f32:16777216", "f32:3"], ex(0), ALL4,
     "guide: compute_add<rn>/<rz> verbatim (\"add.f32%1\" pastes the mode after the type: add.f32.rn / add.f32.rz); 2^24+3 rounds to even under .rn and down under .rz.")

# Adjustments after the first emulator run (see README.md).
NO_NATIVE64 = {  # the launched kernel has no warp ops, but another .entry of the same module does
    "bf16_ops": "bf16_rmsnorm", "f32_to_bf16": "bf16_rmsnorm", "dequant_u8": "dequant_gemv_s4",
    "double_arith": "ddot", "double_transcendental": "ddot", "haxpy2": "hdot", "half2_ops": "hdot",
    "simd_intrinsics": "sad8x8"}
MORE_NOTES = {
    "triton_layernorm": " mean = sum/N and rstd use div.full.f32, whose quotient ptxas fuses with the add that follows (MUFU.RCP and one FFMA, as ptxamd's contract pass does), and sqrt.approx.ftz.f32: compared bit for bit.",
    "half2_ops": " NVIDIA contracts the unrounded mul.f16 + add.f16 (hout = lo*hi + -(lo-hi)) and mul.f16x2 + add.f16x2 into one fma, as PTX allows for ops without .rn: the recorded hout matches fma(lo, hi, -(lo-hi)) rounded once, not two roundings. Kept exact; the emulator rounds separately (up to 3 f16 ULP in hout, 6 in out).",
    "fast_intrinsics": " Kept exact although the emulator differs by up to 1024 ULP (__tanf/__powf amplify the approximations' differences).",
    "inductor_layernorm_gelu": " Compared bit for bit: div.full, rsqrt.approx, ex2.approx(.ftz) and rcp.approx give the H100's bits, and on these recorded inputs so does the translation's tanh.approx.f32 (which is not NVIDIA's in general).",
}
NO_SINGLE = {"numba_transpose", "reduce_sum_1024"}  # 1024-thread blocks
ULP = {  # measured on the emulator: the smallest bound that passes; caused by approximate instructions
}

def entry_name(ptxtext):
    return re.search(r"\.entry\s+([A-Za-z0-9_$]+)\s*\(", ptxtext).group(1)

for (fam, name), c in R.items():
    d = os.path.join("conformance/cases", fam, name)
    os.makedirs(d, exist_ok=True)
    src = os.path.join(CORPUS, c["ptx"])
    text = open(src).read()
    shutil.copyfile(src, os.path.join(d, "case.ptx"))
    kernel = c["kernel"] or entry_name(text)
    assert re.search(r"\.entry\s+" + re.escape(kernel) + r"\s*\(", text), (name, kernel)
    tool = "torch 2.11 Inductor / Triton 3.6.0 (Triton cache of torch.compile on the H100)" if c["src"].startswith("inductor") else ("Triton 3.6.0 (triton.compile AOT, cc 90a)" if ".sm90a" in c["ptx"] else "Triton 3.6.0 (triton.compile AOT, cc 80)") if c["src"].startswith("triton") else (
        "numba 0.68.0 / numba-cuda 0.30.4 (cuda.compile_ptx, cc (8,0))" if c["src"].startswith("numba") else
        ("nvcc 13.0.88 -ptx -std=c++17 -arch=sm_90a" if ".sm90a" in c["ptx"] else "nvcc 13.0.88 -ptx -std=c++17 -arch=sm_80"))
    srcpath = "corpus/" + c["src"] if c["src"].endswith(".py") or ".py:" in c["src"] else "corpus/src/" + c["src"]
    extra = ""
    if name in NO_NATIVE64:
        c["modes"] = [m for m in c["modes"] if m != "native64"]
        extra += f" Not native64: the module's other entry {NO_NATIVE64[name]} uses 32-lane shfl.sync masks, and a module is translated whole."
    if name in NO_SINGLE:
        c["modes"] = [m for m in c["modes"] if m != "single"]
        extra += " Not single: a 1024-thread block needs 2048 hardware lanes in that mode."
    extra += MORE_NOTES.get(name, "")
    if name in ULP:
        bounds, why = ULP[name]
        c["compare"] = {k: {"mode": "ulp", "ulp": b} for k, b in bounds.items()}
        extra += " " + why
    j = {"kernel": kernel, "grid": c["grid"], "block": c["block"]}
    if c["shared"]:
        j["shared"] = c["shared"]
    j.update({"args": c["args"], "compare": c["compare"], "modes": c["modes"], "family": fam,
              "notes": f"case.ptx is {CORPUS}/{c['ptx']} verbatim, from {srcpath} by {tool}. " + c["notes"] + extra})
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(j, f, indent=2)
        f.write("\n")
print(len(R), "cases")
