#!/usr/bin/env python3
"""Builds conformance/cases/real15: CUDA C++ (src/clang15.cu) compiled by
clang 19 for NVPTX, the upstream LLVM path that clang CUDA, Julia, Rust and
Mojo share: libdevice math (with -ffast-math and flushed denormals too),
fp16 and bf16 as _Float16 and __bf16, shuffles, votes and match, recursion,
function-pointer tables, structs by value (a kernel parameter too),
switches, 128-bit integers, atomics with a CAS loop, a tiled SGEMM, float4
loads, stack arrays and allocas of run-time size; each at -O3 for sm_80
and sm_90, most also at -O0.

Here (clang-19 present; LIBDEVICE=path/to/libdevice.10.bc, CUDA's):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real15/<case>/
then record each case folder with recordtool on the NVIDIA machine.
--dry OUTROOT writes case.json and the inputs next to a placeholder
case.ptx; --only NAME[,NAME] limits the cases.

Python's standard library only."""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402

CLANG = {  # build tag: (source, arch, extra flags)
    "O3.sm80": ("clang15.cu", "sm_80", ["-O3"]),
    "O3.sm90": ("clang15.cu", "sm_90", ["-O3"]),
    "O0.sm80": ("clang15.cu", "sm_80", ["-O0"]),
    "fast.sm90": ("clang15.cu", "sm_90", ["-O3", "-ffast-math", "-fgpu-flush-denormals-to-zero"]),
    "alloca.O3.sm80": ("alloca15.cu", "sm_80", ["-O3"]),
    "alloca.O0.sm80": ("alloca15.cu", "sm_80", ["-O0"]),
    "alloca.O3.sm90": ("alloca15.cu", "sm_90", ["-O3"]),
}

CASES = {}


def case(name, build, kernel, grid, block, args, compare, modes=W32, notes="", files=None):
    add_case(CASES, name, build, kernel, grid, block, args, compare, modes, notes, files=files)


N32 = 1024
xs, ys = f32_pairs(N32 - len(PAIR_F32) ** 2, 1501)
N64 = 640
dxs, dys = f64_pairs(N64 - len(PAIR_F64) ** 2, 1502)
r = Rng(1503)
ints = [int(r.below(2001)) - 1000 for _ in range(4096)]
u64s = [r.next() if i % 3 else r.below(1 << 20) for i in range(1024)]
hvals = f32_values(1024, 1504)
body = [r.uniform(-4.0, 4.0) for _ in range(6 * 260)]
# struct Particle { float pos[3]; float vel[3]; int id; short flags; char tag; } (32 bytes, align 4)
extra = struct.pack("<6fihb", 0.5, -1.0, 2.0, 0.25, -0.125, 3.0, 77, -5, ord("z")) + b"\0"
mat_a = [r.uniform(-1.0, 1.0) for _ in range(40 * 56)]
mat_b = [r.uniform(-1.0, 1.0) for _ in range(56 * 36)]
vec_x = [r.uniform(-8.0, 8.0) for _ in range(4 * 1000)]
vec_y = [r.uniform(-8.0, 8.0) for _ in range(4 * 1000)]

for tag in ("O3.sm80", "O3.sm90", "O0.sm80", "fast.sm90"):
    sfx = "_" + tag.replace(".", "_")
    fast = tag.startswith("fast")
    case("math_f32" + sfx, tag, "math_f32", [4, 1, 1], [128, 1, 1],
         ["buf:f32:%d:zero" % (24 * N32), "buf:f32:%d:file:x.bin" % N32, "buf:f32:%d:file:y.bin" % N32, "s32:%d" % N32],
         exact(0), files={"x.bin": f32bytes(xs), "y.bin": f32bytes(ys)},
         notes="24 libdevice float functions (sinf ... fdimf) of the 576 pairs of specials and 448 random pairs, "
         "one row per function, in a grid-stride loop." + (" -ffast-math with flushed denormals: __nv_fast_* "
                                                          "forms, ftz arithmetic." if fast else ""))
    if fast:
        continue
    case("math_f64" + sfx, tag, "math_f64", [2, 1, 1], [128, 1, 1],
         ["buf:f64:%d:zero" % (16 * N64), "buf:f64:%d:file:x.bin" % N64, "buf:f64:%d:file:y.bin" % N64, "s32:%d" % N64],
         exact(0), files={"x.bin": f64bytes(dxs), "y.bin": f64bytes(dys)},
         notes="16 libdevice double functions of 576 special pairs and 64 random ones, one row per function.")
    case("half_bf16" + sfx, tag, "half_bf16", [8, 1, 1], [128, 1, 1],
         ["buf:f16:2048:zero", "buf:bf16:2048:zero", "buf:f32:1024:zero", "buf:f32:1024:file:x.bin", "s32:1000"],
         exact(0, 1, 2), files={"x.bin": f32bytes(hvals)},
         notes="_Float16 and __bf16 arithmetic and conversions from float and double (specials, a log sweep, "
         "random values); the last 24 threads return early.")
    case("block_sum_scan" + sfx, tag, "block_sum_scan", [8, 1, 1], [256, 1, 1],
         ["buf:s32:8:zero", "buf:s32:2048:zero", "buf:s32:2000:file:in.bin", "s32:2000"], exact(0, 1),
         files={"in.bin": pack("i", ints[:2000])},
         notes="Inclusive block scan by shfl.up within warps and across the block's warp totals in shared "
         "memory; block sums by shfl.down and an atomic add; the last block is partial.")
    case("votes" + sfx, tag, "votes", [4, 1, 1], [128, 1, 1],
         ["buf:u32:2048:zero", "buf:f32:512:zero", "buf:s32:512:file:in.bin"], exact(0, 1),
         files={"in.bin": pack("i", ints[:512])},
         notes="ballot, any, all, match.any, lanemask_lt with popc, shfl.idx, and a butterfly float sum.")
    case("recursion" + sfx, tag, "recursion", [2, 1, 1], [128, 1, 1],
         ["buf:s32:256:zero", "buf:s64:256:zero", "buf:s32:256:file:in.bin"], exact(0, 1),
         files={"in.bin": pack("i", ints[:256])},
         notes="Ackermann(1 or 2, 0-3) and a recursive Collatz length capped at depth 13 (shallow enough for NVIDIA's default 1 KiB stack at -O0) through .func calls.")
    case("fptr_table" + sfx, tag, "fptr_table", [2, 1, 1], [128, 1, 1],
         ["buf:f32:512:zero", "buf:f32:256:file:x.bin", "buf:s32:256:file:sel.bin"], exact(0),
         files={"x.bin": f32bytes(xs[:256]), "sel.bin": pack("i", ints[:256])},
         notes="Indirect calls through a __device__ table of four function pointers chosen per thread, and "
         "through a selected pointer.")
    case("structs_byval" + sfx, tag, "structs_byval", [2, 1, 1], [128, 1, 1],
         ["buf:u32:1536:zero", "buf:f32:1560:file:in.bin", "raw:" + extra.hex()], exact(0),
         files={"in.bin": f32bytes(body)},
         notes="A 32-byte struct passed by value to a .func and a 24-byte struct returned by value, "
         "and the struct as a kernel parameter (raw bytes).")
    case("switch_i128" + sfx, tag, "switch_i128", [4, 1, 1], [128, 1, 1],
         ["buf:u64:512:zero", "buf:u64:1024:file:in.bin"], exact(0), files={"in.bin": pack("Q", u64s)},
         notes="A switch over 11 cases of 128-bit products, quotients, remainders and shifts, bit reversal, "
         "clz/ctz, rotates, mul.hi, prmt and a funnel shift.")
    case("atomics" + sfx, tag, "atomics", [8, 1, 1], [128, 1, 1],
         ["buf:s32:20:values:-2147483648,2147483647,0,-1,0", "buf:u32:3:zero", "buf:f64:1:values:-inf",
          "buf:s32:1024:file:in.bin"], exact(0, 1, 2), files={"in.bin": pack("i", ints[:1024])},
         notes="Shared-memory histogram and or-reduction; global max, min, xor, inc, dec, unsigned max, "
         "and-not, a CAS-loop double max; results are order-independent.")
    case("sgemm_tiled" + sfx, tag, "sgemm_tiled", [3, 3, 1], [16, 16, 1],
         ["buf:f32:1440:zero", "buf:f32:2240:file:a.bin", "buf:f32:2016:file:b.bin", "s32:40", "s32:36", "s32:56"],
         exact(0), files={"a.bin": f32bytes(mat_a), "b.bin": f32bytes(mat_b)},
         notes="A 16x16 shared-memory tiled SGEMM of 40x56 by 56x36 with bounds checks (partial tiles).")
    case("vec4_axpby" + sfx, tag, "vec4_axpby", [4, 1, 1], [128, 1, 1],
         ["buf:f32:4000:file:y.bin", "buf:f32:4000:file:x.bin", "f32:1.75", "f32:-0.5", "s32:1000"], exact(0),
         files={"x.bin": f32bytes(vec_x), "y.bin": f32bytes(vec_y)},
         notes="float4 (ext_vector_type) axpby with a nontemporal load and a swizzle, grid-stride.")
    case("local_sort" + sfx, tag, "local_sort", [2, 1, 1], [128, 1, 1],
         ["buf:s32:512:zero", "buf:s32:1024:file:in.bin"], exact(0), files={"in.bin": pack("i", ints[:1024])},
         notes="A bubble sort of a 12-int stack array per thread, read back at a run-time index.")

dx = [r.uniform(-100.0, 100.0) for _ in range(512)]
for tag in ("alloca.O3.sm80", "alloca.O0.sm80", "alloca.O3.sm90"):
    sfx = "_" + tag.split(".", 1)[1].replace(".", "_")
    case("alloca_vla" + sfx, tag, "vla_kernels", [4, 1, 1], [64, 1, 1],
         ["buf:s32:256:zero", "buf:f64:256:zero", "buf:s32:1024:file:in.bin", "buf:f64:512:file:x.bin", "s32:8"],
         exact(0, 1), modes=ALL4, files={"in.bin": pack("i", ints[:1024]), "x.bin": f64bytes(dx)},
         notes="Allocas of run-time size (__builtin_alloca_with_align) in .func calls: one per iteration of a loop (all live "
         "until the return), and a double and a char array sorted by insertion; PTX alloca with a register size.")
    case("alloca_builtin" + sfx, tag, "builtin_alloca", [2, 1, 1], [128, 1, 1],
         ["buf:u32:512:zero", "buf:s32:256:file:in.bin"], exact(0), modes=ALL4, files={"in.bin": pack("i", ints[:256])},
         notes="__builtin_alloca_with_align of n words (16-byte aligned) and of n + 0..3 bytes (32-byte aligned) in the kernel, "
         "filled and read back reversed; the addresses modulo 16 and 32.")


def adjust(name, j):
    pass


if __name__ == "__main__":
    realgen.run(realgen.Family("real15", HERE, {}, CASES, {}, {}, adjust, clang=CLANG))
