#!/usr/bin/env python3
"""Builds conformance/cases/real12: CUDA C++ (src/*.cu) with block and warp
synchronisation (__syncthreads_count/and/or, votes and matches under
ballot masks, shuffles of widths 4/8/16), order-independent atomics with
wrap-around, dp4a/dp2a, hand-written inline PTX, 16-bit activations
(h2tanh, h2exp, h2rcp, the hlog family) and f32 row statistics, compiled by
nvcc -ptx for sm_80 and sm_90a (num12.cu also with --use_fast_math).

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real12/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases.

Python's standard library only."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402

NVCC = {  # build tag: (source, arch, extra flags)
    "sync.sm80": ("sync12.cu", "sm_80", []),
    "sync.sm90a": ("sync12.cu", "sm_90a", []),
    "num.sm80": ("num12.cu", "sm_80", []),
    "num.sm90a": ("num12.cu", "sm_90a", []),
    "num.fast": ("num12.cu", "sm_80", ["--use_fast_math"]),
}

CASES = {}


def case(name, build, kernel, grid, block, args, compare, modes=ALL4, notes="", files=None):
    add_case(CASES, name, build, kernel, grid, block, args, compare, modes, notes, files=files)


def s32file(vals):
    return pack("i", vals)


rng = random.Random(1200)
small = [rng.randint(-20, 20) for _ in range(1024)]
votes = [rng.randint(-200, 2000) for _ in range(128)]
hvals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -3.0, 8.0, -8.0, 65504.0, -65504.0, 2.0 ** -14, 2.0 ** -24,
         float("inf"), float("-inf"), ("bits", 0x7e00), 10.0, -11.5, 4.25]
hvals += [rng.uniform(-8.0, 8.0) for _ in range(1000 - len(hvals))]

for sfx, arch in (("", "sm80"), ("_sm90a", "sm90a")):
    b = "sync." + arch
    case("sync_counts" + sfx, b, "sync_counts", [4, 1, 1], [256, 1, 1],
         ["buf:s32:1024:file:in.bin", "buf:s32:20:zero"], exact(1), files={"in.bin": s32file(small)},
         notes="__syncthreads_count, __syncthreads_and and __syncthreads_or over per-thread predicates of small "
         "random integers, four blocks of 256 threads.")
    case("atomics_wrap" + sfx, b, "atomics_wrap", [8, 1, 1], [256, 1, 1],
         ["buf:u32:4:zero", "buf:u64:8:values:18446744073709551615,0,0,0,18446744073709551615,0,9223372036854775808,"
          "9223372036854775807", "buf:u32:2000:random:1202", "s32:2000"], exact(0, 1),
         notes="Order-independent atomics: atomicInc/atomicDec with wrap-around in shared (17, 9) and global "
         "(1000, 5) memory, 64-bit atomicAnd/Or/Xor/Max/Min/Add, signed 64-bit max and min, then each block's "
         "shared counters added to global ones; 2000 of 2048 threads active.")
    case("shfl_widths" + sfx, b, "shfl_widths", [2, 1, 1], [64, 1, 1],
         ["buf:s32:128:random:1203", "buf:f64:128:random:1204", "buf:s32:1024:zero", "buf:f64:512:zero"],
         exact(2, 3), W32,
         notes="__shfl_sync/_up/_down/_xor with widths 4, 8 and 16, a source lane beyond the width, 64-bit "
         "and double values, and a shuffle among the even lanes only (mask 0x55555555). Not native64: the "
         "all-ones mask of a 64-lane warp shuffles across 64 lanes.")
    case("vote_masks" + sfx, b, "vote_masks", [2, 1, 1], [64, 1, 1],
         ["buf:s32:128:file:in.bin", "buf:u32:512:zero"], exact(1), W32, files={"in.bin": s32file(votes)},
         notes="Votes and matches in the two sides of a branch under the masks a ballot computed first: "
         "__ballot_sync, __any_sync, __all_sync, __match_any_sync (32 and 64 bits), __match_all_sync with its "
         "predicate, __reduce_add_sync. Not native64: the ballots are of 32-lane warps.")
    case("dp4a_mix" + sfx, b, "dp4a_mix", [2, 1, 1], [128, 1, 1],
         ["buf:s32:256:random:1205", "buf:s32:256:random:1206", "buf:s32:256:random:1207", "buf:s32:1536:zero"],
         exact(3), notes="__dp4a and __dp2a_lo/__dp2a_hi, signed and unsigned, on random words.")
    case("inline_misc" + sfx, b, "inline_misc", [2, 1, 1], [128, 1, 1],
         ["buf:u32:256:random:1208", "buf:u32:256:random:1209", "buf:u32:2560:zero"], exact(2),
         notes="Inline PTX: prmt.b32 with a selector and in .ecr mode, lop3.b32 0xE8, shf.r.clamp.b32, "
         "bfind.shiftamt.u32, mul.hi.u64, a scoped predicate with setp/selp, and an add.cc/addc.cc chain.")

for sfx, b in (("", "num.sm80"), ("_sm90a", "num.sm90a"), ("_fastmath", "num.fast")):
    case("half_act" + sfx, b, "half_act", [4, 1, 1], [128, 1, 1],
         ["buf:f16:1000:file:x.bin", "buf:f16:1000:zero", "buf:f16:1000:zero", "buf:bf16:1000:zero",
          "buf:f16:3000:zero", "s32:500"], exact(1, 2, 3, 4), files={"x.bin": f16bytes(hvals)},
         notes="16-bit activations as CUDA code writes them: tanh-GELU of __half2 with h2tanh, SiLU with h2exp and "
         "h2rcp, a bf16 sigmoid product, and hlog, hsqrt, hrsqrt, hexp2, hlog10, htanh of scalars, over "
         "specials (signed zeros, infinities, NaN, the largest and smallest halves) and [-8, 8].")
    case("row_stats" + sfx, b, "row_stats", [2, 1, 1], [64, 1, 1],
         ["buf:f32:4736:random:1210", "buf:f32:768:zero", "s32:37"], exact(1),
         notes="Per-row mean, variance, a normalised value, RMS, an rsqrtf scale and a quotient plus a product "
         "over 128 rows of 37 floats: divisions by the count and by statistics, sqrtf and rsqrtf.")


SYNC_W32 = ("Not native64: sync12.cu is one module, and its shuffles and votes pass 32-bit member masks, which "
            "native64 refuses with a positioned error for every kernel of it.")


def adjust(name, j):
    if CASES[name]["build"].startswith("sync.") and "native64" in j["modes"]:
        j["modes"] = list(W32)
        j["notes"] += " " + SYNC_W32


if __name__ == "__main__":
    realgen.run(realgen.Family("real12", HERE, NVCC, CASES, {}, {}, adjust))
