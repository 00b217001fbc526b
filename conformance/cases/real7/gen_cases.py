#!/usr/bin/env python3
"""Builds conformance/cases/real7: CUDA C++ (src/*.cu) that leans on NVIDIA's
own device libraries (CUB's block and warp collectives, cuRAND's device
API) and on nvcuda::wmma the way multi-warp GEMMs use it, compiled by
nvcc -ptx; each kernel launched as the table below says, with
deterministic inputs.

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real7/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases; --adjust DIR applies MODES and notes to written cases.

Python's standard library only."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402

NVCC = {  # build tag: (source, arch, extra flags)
    "cub.sm80": ("cub7.cu", "sm_80", []),
    "cub.sm90a": ("cub7.cu", "sm_90a", []),
    "rand.sm80": ("rand7.cu", "sm_80", []),
    "rand.sm90a": ("rand7.cu", "sm_90a", []),
    "wmma.sm80": ("wmma7.cu", "sm_80", []),
    "wmma.sm90a": ("wmma7.cu", "sm_90a", []),
}

CASES = {}


def case(name, build, kernel, grid, block, args, compare=None, modes=ALL4, notes=""):
    assert name not in CASES, name
    CASES[name] = dict(build=build, kernel=kernel, grid=grid, block=block, args=args, compare=compare or {},
                       modes=modes, notes=notes, shared=0, files={})


def ex(*idx):
    return {str(i): {"mode": "exact"} for i in idx}


for sfx, arch in (("", "sm80"), ("_sm90a", "sm90a")):
    b = "cub." + arch
    case("cub_radix_sort_pairs" + sfx, b, "cub_radix_sort_pairs", [3, 1, 1], [128, 1, 1],
         ["buf:u32:1536:random:701", "buf:s32:1536:iota", "buf:u32:1536:zero", "buf:s32:1536:zero"], ex(2, 3),
         notes="cub::BlockRadixSort<uint32_t, 128, 4, int> of (key, value) pairs, keys and values brought in by "
         "BlockLoad (warp transpose) and written by BlockStore (direct); three tiles of 512.")
    case("cub_radix_sort_desc_f32" + sfx, b, "cub_radix_sort_desc_f32", [2, 1, 1], [64, 1, 1],
         ["buf:f32:896:random:702", "buf:f32:896:zero", "s32:800"], ex(1),
         notes="cub::BlockRadixSort<float, 64, 7>::SortDescendingBlockedToStriped, loads guarded by n = 800 with "
         "-inf as the default item, striped guarded stores (the last 96 outputs stay zero).")
    case("cub_radix_sort_u16_bits" + sfx, b, "cub_radix_sort_u16_bits", [2, 1, 1], [256, 1, 1],
         ["buf:u16:1024:random:703", "buf:u16:1024:zero"], ex(1),
         notes="cub::BlockRadixSort<uint16_t, 256, 2, NullType, 5 radix bits, memoised, raking inner scans> over "
         "bits 3..15 only (stable: the low three bits keep their input order), striped in, blocked out.")
    case("cub_block_reduce" + sfx, b, "cub_block_reduce", [4, 1, 1], [96, 1, 1],
         ["buf:f32:384:random:704", "buf:s32:384:random:705", "buf:f32:8:zero", "buf:s32:16:zero", "buf:s32:4:zero",
          "buf:f32:4:zero", "s32:350"], ex(2, 3, 4, 5),
         notes="cub::BlockReduce over three warps with the warp-reductions, raking and commutative-only raking "
         "algorithms: float sums (CUB's own association order), int max/min/sum over a partial last tile "
         "(n = 350), an arg-max of KeyValuePair with ties to the lower index, and a 3-item-per-thread sum.")
    case("cub_block_scan" + sfx, b, "cub_block_scan", [2, 1, 1], [128, 1, 1],
         ["buf:s32:1024:random:706", "buf:s32:1024:zero", "buf:s32:1024:zero", "buf:s32:1280:zero", "buf:s32:2:zero",
          "buf:f32:256:zero", "buf:f32:256:random:707", "s32:5"], ex(1, 2, 3, 4, 5),
         notes="cub::BlockScan: raking exclusive sum with the block aggregate over 4 items a thread, warp-scans "
         "inclusive sum, a running-prefix callback functor carried across 5 tiles, and a memoised raking "
         "inclusive max of floats.")
    case("cub_warp_ops" + sfx, b, "cub_warp_ops", [2, 1, 1], [128, 1, 1],
         ["buf:s32:256:random:708", "buf:f32:256:random:709", "buf:s32:1536:zero", "buf:f32:1280:zero"], ex(2, 3),
         notes="cub::WarpReduce (sum, max over the first 23 lanes, head-segmented sum), a 16-lane logical "
         "WarpReduce of floats, an 8-lane WarpScan, a full-warp exclusive max scan with its aggregate, and "
         "WarpMergeSort of 4 floats a lane.")
    case("cub_hist_disc" + sfx, b, "cub_hist_disc", [2, 1, 1], [128, 1, 1],
         ["buf:u8:2048:random:710", "buf:u32:128:zero", "buf:u32:128:zero", "buf:s32:2048:zero", "buf:s32:2048:zero",
          "buf:s32:2048:zero"], ex(1, 2, 3, 4, 5),
         notes="cub::BlockHistogram with 64 bins (sort-based and shared-atomic), BlockDiscontinuity::FlagHeads, "
         "BlockAdjacentDifference::SubtractLeft and BlockExchange::ScatterToStriped with reversed ranks; "
         "8 bytes a thread.")

    b = "rand." + arch
    case("rand_xorwow" + sfx, b, "rand_xorwow", [2, 1, 1], [64, 1, 1],
         ["u64:1234", "buf:f32:384:zero", "buf:f32:384:zero", "buf:f32:384:zero", "buf:u32:384:zero",
          "buf:f64:384:zero", "s32:3"], ex(1, 2, 3, 4, 5),
         notes="cuRAND XORWOW (curandState): curand_init(seed, thread id as subsequence, offset 3) skips ahead "
         "through cuRAND's precomputed matrices in global memory; then curand, curand_uniform, curand_normal "
         "(Box-Muller), curand_log_normal and curand_uniform_double, three of each a thread.")
    case("rand_philox" + sfx, b, "rand_philox", [2, 1, 1], [64, 1, 1],
         ["u64:987654321", "u64:17", "buf:f32:1024:zero", "buf:f32:1024:zero", "buf:f64:512:zero", "buf:u32:256:zero",
          "s32:2"], ex(2, 3, 4, 5),
         notes="cuRAND Philox4_32_10: curand_uniform4, curand_normal4, curand_normal2_double and curand_poisson "
         "with lambda 4.5 .. 10.5, two of each a thread, subsequence = thread id, offset 17.")
    case("rand_mrg" + sfx, b, "rand_mrg", [1, 1, 1], [64, 1, 1],
         ["u64:42", "buf:f32:192:zero", "buf:f64:192:zero", "s32:3"], ex(1, 2),
         notes="cuRAND MRG32k3a: curand_init with a per-thread subsequence (skip-ahead by cuRAND's precomputed "
         "matrices), curand_uniform and curand_normal_double.")
    case("dropout_half2" + sfx, b, "dropout_half2", [4, 1, 1], [128, 1, 1],
         ["buf:f16:1000:random:711", "buf:f16:1000:zero", "buf:u8:500:zero", "f32:0.8", "u64:31337", "s32:500"],
         ex(1, 2),
         notes="dropout on __half2 as training code writes it: Philox keyed by element index, keep probability "
         "0.8, kept values scaled by 1/p in f32 and rounded back with __float22half2_rn; the keep mask stored.")

    b = "wmma." + arch
    case("wmma_gemm_f16" + sfx, b, "wmma_gemm_f16", [2, 2, 1], [128, 1, 1],
         ["buf:f16:12288:random:712", "buf:f16:12288:random:713", "buf:f32:16384:random:714", "buf:f32:16384:zero",
          "s32:128", "s32:128", "s32:96", "f32:1.5", "f32:-0.5"], ex(3), W32,
         notes="nvcuda::wmma GEMM D = 1.5 A B - 0.5 C, M = N = 128, K = 96: 64x64 block tiles, four warps of 2x2 "
         "m16n16k16 f16->f32 fragments, A and B staged in shared memory by 16-byte copies with a skew of 8 "
         "halves, C loaded into an accumulator fragment and combined element-wise, the result stored through a "
         "padded shared tile.")
    case("wmma_gemm_bf16_relu" + sfx, b, "wmma_gemm_bf16_relu", [2, 2, 1], [64, 1, 1],
         ["buf:bf16:4096:random:715", "buf:bf16:8192:random:716", "buf:bf16:8192:zero", "s32:64", "s32:128",
          "s32:64"], ex(2), W32,
         notes="nvcuda::wmma bf16 GEMM with B column-major (weights as B^T), M = 64, N = 128, K = 64, two warps "
         "of 2x2 fragments, ReLU on the fragment elements, stored column-major (mem_col_major) through shared "
         "memory and rounded to bf16.")
    case("wmma_gemm_s8" + sfx, b, "wmma_gemm_s8", [2, 2, 1], [64, 1, 1],
         ["buf:s8:2048:random:717", "buf:s8:4096:random:718", "buf:f32:64:random:719", "buf:s8:2048:zero",
          "buf:s32:2048:zero", "s32:32", "s32:64", "s32:64"], ex(3, 4), W32,
         notes="nvcuda::wmma int8 GEMM (s8 x s8 -> s32, m16n16k16, B column-major) loaded straight from global "
         "memory, M = 32, N = 64, K = 64, stored row-major and requantised to s8 with per-column scales "
         "(__float2int_rn, clamped).")

MODES = {}
for _n in ("cub_radix_sort_pairs", "cub_radix_sort_desc_f32", "cub_radix_sort_u16_bits", "cub_block_reduce",
           "cub_block_scan", "cub_warp_ops", "cub_hist_disc"):
    for _s in ("", "_sm90a"):
        MODES[_n + _s] = (W32, "Not native64: CUB's warp scans pass a 32-bit member mask to shfl.sync.up (one "
                          "module, so every kernel of it), which native64 rightly refuses (its warps have 64 lanes).")


def adjust(name, j):
    if name in MODES:
        modes, why = MODES[name]
        j["modes"] = list(modes)
        if why not in j["notes"]:
            j["notes"] += " " + why


if __name__ == "__main__":
    realgen.run(realgen.Family("real7", HERE, NVCC, CASES, {}, {}, adjust))
