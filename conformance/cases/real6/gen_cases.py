#!/usr/bin/env python3
"""Builds conformance/cases/real6: CUDA C++ (src/*.cu) compiled by nvcc -ptx,
each kernel launched as the table below says, with deterministic inputs
(input files are written here, byte for byte the same on every run).

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real6/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx, to check the
table locally; --only NAME[,NAME] limits the cases; --adjust DIR applies
the ADJUST bounds, KNOWN failures and MODES to written cases.

Python's standard library only."""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402


# ---------------------------------------------------------------- builds

NVCC = {  # build tag: (source, arch, extra flags)
    "lib.sm80": ("libptx6.cu", "sm_80", []),
    "lib.sm90a": ("libptx6.cu", "sm_90a", []),
    "user.sm80": ("user6.cu", "sm_80", []),
    "user.sm80.G": ("user6.cu", "sm_80", ["-G"]),
    "user.sm80.fast": ("user6.cu", "sm_80", ["--use_fast_math"]),
    "user.sm90a.rdc": ("user6.cu", "sm_90a", ["-rdc=true"]),
    "cu.sm80": ("libcu6.cu", "sm_80", []),
    "bar.sm80": ("barid6.cu", "sm_80", []),
    "bar.sm90a": ("barid6.cu", "sm_90a", []),
    "cu.sm90a": ("libcu6.cu", "sm_90a", []),
}
for _k in range(1, 8):
    NVCC["hop.K%d.sm90a" % _k] = ("hopper6.cu", "sm_90a", ["-DKSEL=%d" % _k])

CASES = {}


def case(name, build, kernel, grid, block, args, compare=None, modes=ALL4, notes="", shared=0, files=None):
    assert name not in CASES, name
    CASES[name] = dict(build=build, kernel=kernel, grid=grid, block=block, args=args, compare=compare or {},
                       modes=modes, notes=notes, shared=shared, files=files or {})


def ex(*idx):
    return {str(i): {"mode": "exact"} for i in idx}


def u32bytes(vals):
    return b"".join(struct.pack("<I", v & 0xffffffff) for v in vals)


def i64bytes(vals):
    return b"".join(struct.pack("<q", v) for v in vals)


# ---------------------------------------------------------------- library-style inline PTX

W4_K, W4_N8, W4_G = 256, 12, 64
for tag, suf in (("lib.sm80", ""), ("lib.sm90a", "_sm90a")):
    case("w4a16_gemv" + suf, tag, "w4a16_gemv", [(W4_N8 * 32 + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:f16:%d:random:601" % W4_K, "buf:u32:%d:random:602" % (W4_K * W4_N8),
          "buf:f16:%d:random:603" % (W4_K // W4_G * W4_N8 * 8), "buf:f32:%d:zero" % (W4_N8 * 8), "s32:%d" % W4_K,
          "s32:%d" % W4_N8, "s32:%d" % W4_G], ex(3), ALL4,
         "Marlin-style int4 weight-only GEMV: eight 4-bit weights a word (nibbles interleaved so that one lop3.b32 "
         "(a & b) | c with immLut 0xea and the magic 0x64006400 makes two f16 values at once), zero point 8 removed "
         "by __hsub2 with {1032, 1032} and by __hfma2 with {1/16, -72} for the high nibbles, group-wise f16 "
         "scales (group 64), ld.global.nc.L1::no_allocate weight loads, f32 accumulation, xor-shuffle sums, "
         "st.global.cs.v4.f32 stores; K 256, 96 output columns.")
    case("bytes_to_float_prmt" + suf, tag, "bytes_to_float_prmt", [2, 1, 1], [128, 1, 1],
         ["buf:u32:256:file:q.bin", "buf:u32:%d:zero" % (256 * 12), "s32:256"], ex(1), ALL4,
         "byte-to-float conversions by prmt.b32 as quantised-inference kernels write them: u8 to f16 through the "
         "0x64 exponent byte (1024 + q, __hsub2), s8 after xor 0x80, u8 to f32 through 0x4b000000 (2^23 + q), bytes "
         "into bf16 halves with a 0x43 high byte and a bf16x2 subtract, and prmt with data-dependent selectors "
         "(sign-replicate bits included). Every byte value appears.",
         files={"q.bin": u32bytes([(i * 4 + 0) & 255 | ((i * 4 + 1) & 255) << 8 | ((i * 4 + 2) & 255) << 16 |
                                   ((i * 4 + 3) & 255) << 24 for i in range(64)] + rand_u32(192, 604))})
    for rows, cols, why in ((37, 200, "200 columns (16-byte cp.async.cg, src-size 0 for the rows past the end)"),
                            (21, 203, "203 columns (4-byte cp.async.ca with an evict_last L2::cache_hint policy and "
                             "src-size 0 past the row end)")):
        nm = "rowsum_cpasync_%d" % cols + suf
        case(nm, tag, "rowsum_cpasync", [(rows + 3) // 4, 1, 1], [64, 1, 1],
             ["buf:f32:%d:random:%d" % (rows * cols, 605 + cols), "buf:f32:%d:random:606" % (4 * ((cols + 63) // 64)),
              "buf:f32:%d:zero" % rows, "s32:%d" % rows, "s32:%d" % cols], ex(2), ALL4,
             "row sums staged through shared memory by a 2-stage cp.async pipeline (commit_group, wait_group 1/0), "
             "16-byte .cg copies with L2::128B and with L2::cache_hint.L2::256B (createpolicy.fractional evict_first/"
             "evict_unchanged 0.5), prefetch.global.L2::evict_last, prefetch.global.L1, applypriority.global."
             "L2::evict_normal, per-chunk row scales copied by 4-byte cp.async.ca, 16-lane xor shuffles, "
             "ld.global.nc.L1::evict_last.L2::256B, st.global.wt; %d rows of %s." % (rows, why))
    case("packed_reductions" + suf, tag, "packed_reductions", [8, 1, 1], [256, 1, 1],
         ["buf:s32:2048:random:607", "buf:s32:2048:file:v.bin", "buf:u32:48:zero", "buf:u32:80:zero", "buf:f32:96:zero",
          "buf:f16:16:zero", "buf:u32:65:zero", "s32:2048"], ex(2, 3, 4, 5, 6), ALL4,
         "contended packed reductions of small integers (sums exact in any order): red.global.add.noftz.f16x2, "
         "bf16x2 (red on sm_90a, atomicAdd(__nv_bfloat162) on sm_80), atom.global.add.noftz.f16; on sm_90a also "
         "atom.global.add.v2.f32 (the old pair checked for integrality), red.global.add.v4.f32, "
         "red.global.add.noftz.v2.f16x2 and .v4.bf16x2 (scalar float atomics on sm_80); a bitmap of the threads "
         "that ran by atomicOr.", files={"v.bin": u32bytes([(i * 7919) % 1000 for i in range(2048)])})
    case("chained_prefix" + suf, tag, "chained_prefix", [12, 1, 1], [256, 1, 1],
         ["buf:s32:3000:random:608", "buf:s32:3000:zero", "buf:u64:12:zero", "s32:3000"], ex(1, 2), ALL4,
         "an inclusive prefix sum across blocks chained by flags: block b spins with ld.acquire.gpu.global.u64 on "
         "block b-1's {flag, prefix} word with exponential nanosleep back-off, then publishes its own with "
         "st.release.gpu.global.u64; warp scans by shfl.up, 3000 elements over 12 blocks.")
    case("warp_match_redux" + suf, tag, "warp_match_redux", [3, 1, 1], [128, 1, 1],
         ["buf:u32:384:file:k.bin", "buf:u32:%d:zero" % (384 * 10), "buf:u32:13:zero", "s32:384"], ex(1, 2), W32,
         "warp idioms over keys: match.any.sync groups whose leader (__ffs) adds the group size, match.all.sync "
         "with its predicate, redux.sync min.u32/max.s32/and/or/xor, __activemask, __reduce_add/max_sync and "
         "match.any under a data-dependent branch, __reduce_min/or_sync, elect.sync with the active mask in a "
         "branch (sm_90a; __ffs of the mask on sm_80), %lanemask_lt, __ballot_sync.",
         files={"k.bin": u32bytes([(x % 40) * 0x01010101 ^ (x >> 20) if i % 3 else x for i, x in enumerate(rand_u32(384, 609))])})

# ---------------------------------------------------------------- libcu++ and cooperative groups

for tag, suf in (("cu.sm80", ""), ("cu.sm90a", "_sm90a")):
    case("barrier_tiles" + suf, tag, "barrier_tiles", [3, 1, 1], [128, 1, 1],
         ["buf:f32:%d:random:661" % (3 * 5 * 256), "buf:f32:%d:zero" % (3 * 5 * 256), "s32:5"], ex(1), ALL4,
         "tiles of 256 floats double-buffered in shared memory by cuda::memcpy_async(block, ..., "
         "cuda::aligned_size_t<16>, barrier) on two block-scope cuda::barrier objects (init by one thread, "
         "arrive_and_wait, arrive/wait with a token before a buffer is refilled), a 3-point smoothing; 5 tiles a "
         "block. The library picks the copy: cp.async with mbarrier arrivals on sm_80, bulk copies on sm_90.")
    case("pipeline_columns" + suf, tag, "pipeline_columns", [2, 1, 1], [128, 1, 1],
         ["buf:f32:%d:random:662" % (2 * 11 * 128), "buf:f32:%d:zero" % (2 * 128 * 2), "s32:11"], ex(1), ALL4,
         "a 3-stage cuda::pipeline<thread_scope_thread> (make_pipeline, producer_acquire/commit, consumer_wait/"
         "release, 4-byte memcpy_async) streaming each thread's column of an 11 x 128 matrix; running max and a "
         "weighted sum.")
    case("cg_async_reduce" + suf, tag, "cg_async_reduce", [3, 1, 1], [256, 1, 1],
         ["buf:s32:1200:file:x.bin", "buf:s32:%d:zero" % (1200 * 5), "buf:u32:3:zero", "s32:1200"], ex(1, 2), ALL4,
         "cooperative_groups::memcpy_async of a block's slice (a partial last block) and cg::wait, then on "
         "tiled_partition<32> and <8>: cg::reduce with plus, greater and bit_xor, inclusive_scan and "
         "exclusive_scan; per-block totals by atomicAdd.",
         files={"x.bin": u32bytes([(x % 2001) - 1000 for x in rand_u32(1200, 663)])})
    case("atomic_ref_mix" + suf, tag, "atomic_ref_mix", [8, 1, 1], [128, 1, 1],
         ["buf:s32:1000:random:664", "buf:u64:1:zero", "buf:f32:1:zero", "buf:s32:3:values:-2147483648,2147483647,0",
          "buf:u32:1:zero", "buf:s32:8:zero", "buf:s32:1:zero", "s32:1000"], ex(1, 2, 3, 4, 5, 6), ALL4,
         "cuda::atomic_ref with explicit scopes and orders, results independent of order: device-scope relaxed "
         "fetch_add on unsigned long long and on float (multiples of 1/4), fetch_max/fetch_min, a saturating add by "
         "a compare_exchange_strong loop, block-scope fetch_or and fetch_add on shared memory, and a last-block "
         "handshake (release stores of the block results, an acq_rel ticket, acquire loads summed in block order).")
    case("bf16_gemv" + suf, tag, "bf16_gemv", [5, 1, 1], [128, 1, 1],
         ["buf:bf16:%d:random:665" % (19 * 512), "buf:bf16:512:random:666", "buf:f32:19:zero", "s32:19", "s32:512"],
         ex(2), ALL4,
         "a bf16 GEMV, 19 rows of 512: 16-byte loads of four __nv_bfloat162 pairs, __hmul2/__hfma2 in bf16x2, "
         "__bfloat1622float2, f32 accumulation, shfl.down warp sums.")

# ---------------------------------------------------------------- named barriers

for tag, suf in (("bar.sm80", ""), ("bar.sm90a", "_sm90a")):
    for bid in (0, 5):
        case("named_barriers_id%d%s" % (bid, suf), tag, "named_barriers", [3, 1, 1], [256, 1, 1],
             ["buf:s32:768:random:667", "buf:s32:768:zero", "u32:%d" % bid], ex(1), ALL4,
             "named barriers in inline PTX as warp-specialised kernels use them: producer warpgroup 0 fills a stage "
             "and arrives (bar.arrive 1, 256) where consumer warpgroup 1 waits (bar.sync 1, 256), each warpgroup "
             "then exchanges on its own barrier (bar.sync 2+g, 128, the id in a register), and the whole block meets "
             "at bar.sync with the id a kernel parameter and no count (%d here%s)." %
             (bid, ": barrier 0, the one __syncthreads uses" if bid == 0 else ", a named barrier"))

# ---------------------------------------------------------------- hopper

HOP_NOTE = " Thread-block clusters run as one workgroup, which warp mode single does not support: no single."
case("gemm_bf16_multicast_sm90a", "hop.K1.sm90a", "gemm_bf16_multicast", [4, 2, 1], [128, 1, 1],
     ["tmap:tile:bf16:@6:dims=64,256:strides=128:box=32,64:swizzle=64",
      "tmap:tile:bf16:@7:dims=64,256:strides=128:box=32,64:swizzle=64",
      "buf:f32:%d:zero" % (256 * 256), "buf:f32:256:random:611", "s32:256", "s32:64",
      "buf:bf16:%d:random:612" % (256 * 64), "buf:bf16:%d:random:613" % (256 * 64)], ex(2), ["wave32", "paired", "native64"],
     "C = A B^T + bias, M = N = 256, K = 64, bf16 in, f32 out, 64x128 tiles: __cluster_dims__(2,1,1), the two CTAs of "
     "a cluster (along M) each load their A tile by 2-D TMA and half of the shared B tile by "
     "cp.async.bulk.tensor.2d ... multicast::cluster with ctaMask 0b11, completing on both CTAs' mbarriers "
     "(arrive.expect_tx of 12 KiB each); barrier.cluster arrive.release/wait.acquire around; elect.sync producer; "
     "32-wide k-tiles with a 64-byte swizzle, wgmma m64n128k16 bf16 on swizzle-64 K-major descriptors, both k-tiles "
     "in flight before wait_group 0; the tensors behind the maps are the last two parameters." + HOP_NOTE,
     shared=2 * 12288 + 1024)
case("tma_epilogue_sm90a", "hop.K2.sm90a", "tma_epilogue", [5, 4, 1], [128, 1, 1],
     ["tmap:tile:f32:@5:dims=72,100:strides=288:box=16,32",
      "tmap:tile:f32:@6:dims=100:strides=-:box=32",
      "tmap:tile:f32:@7:dims=72,100:strides=288:box=16,32",
      "tmap:tile:s32:@8:dims=72,100:strides=288:box=16,32",
      "tmap:tile:bf16:@9:dims=72,100:strides=144:box=16,32:swizzle=32",
      "buf:f32:7200:random:614", "buf:f32:100:random:615", "buf:f32:7200:fill:7", "buf:s32:7200:random:616",
      "buf:bf16:7200:zero"], ex(7, 8, 9), ALL4,
     "a tile epilogue through TMA over a 100 x 72 f32 tensor in 32 x 16 tiles (partial tiles on both edges): 2-D "
     "TMA load with zero fill, a 1-D cp.async.bulk.tensor.1d load of the row scales, y = x*s + 0.5 stored by "
     "cp.async.bulk.tensor.2d.global.shared::cta (clipped at the edges), round(8y) added into an s32 tensor by "
     "cp.reduce.async.bulk.tensor .add and then trunc(64x) by .max (bulk groups, wait_group 0, wait_group.read 0), "
     "and x*s as bf16 written by stmatrix.x2 into a 32-byte-swizzled staging tile stored by a swizzle-32 tensor map; "
     "fence.proxy.async between the generic writes and the TMA reads.")
case("gemm_f16_nn_mn_sm90a", "hop.K3.sm90a", "gemm_f16_nn_mn", [2, 2, 1], [128, 1, 1],
     ["buf:f16:%d:random:617" % (128 * 128), "tmap:tile:f16:@5:dims=192,128:strides=384:box=32,64:swizzle=64",
      "buf:f16:%d:zero" % (128 * 192), "s32:192", "s32:128", "buf:f16:%d:random:618" % (128 * 192)], ex(2), ALL4,
     "an NN GEMM (A row-major M x K, B row-major K x N) with f16 out, M = 128, N = 192, K = 128, 64 x 96 tiles: A "
     "copied by the threads into the no-swizzle K-major core-matrix layout (fence.proxy.async before wgmma), B by "
     "2-D TMA in three 32 x 64 boxes a k-tile with a 64-byte swizzle, read N-major (imm-trans-b 1, leading offset "
     "between 32-column atoms, stride offset between 8-row groups); wgmma m64n96k16 with A negated "
     "(imm-scale-a -1) on odd k-steps, scale-d 0 on the first; two k-tiles committed, wait_group 1 then 0.",
     shared=2 * 20480 + 1024)
E4M3_OK = [b for b in range(256) if (b & 0x7f) != 0x7f]


def e4m3_bytes(n, seed):
    r = Rng(seed)
    return bytes(E4M3_OK[r.below(len(E4M3_OK))] if i % 11 else [0x7e, 0xfe, 0x01, 0x80, 0x38][i % 5] for i in range(n))


case("gemm_fp8_blockscale_sm90a", "hop.K4.sm90a", "gemm_fp8_blockscale", [2, 1, 1], [128, 1, 1],
     ["tmap:tile:u8:@7:dims=256,128:strides=256:box=128,64:swizzle=128",
      "tmap:tile:u8:@8:dims=256,112:strides=256:box=128,112:swizzle=128",
      "buf:f32:256:file:sa.bin", "buf:f32:2:values:0.0078125,0.25", "buf:bf16:%d:zero" % (128 * 112), "s32:112",
      "s32:256", "buf:u8:%d:file:a.bin" % (128 * 256), "buf:u8:%d:file:b.bin" % (112 * 256)], ex(4), ALL4,
     "a DeepGEMM-style fp8 GEMM, e4m3 x e4m3, M = 128, N = 112, K = 256, bf16 out: K-major 128-byte-swizzled TMA "
     "tiles (128 x 64 and 128 x 112), wgmma m64n112k32 e4m3 per 128-wide K block into a fresh accumulator (scale-d "
     "0 on its first step), promoted into f32 registers with per-row A scales and per-block B scales; inputs avoid "
     "the NaN codes and include +-448 and subnormal codes.", shared=2 * 22528 + 1024,
     files={"sa.bin": f32bytes([2.0 ** -(i % 9) * (1.5 if i % 4 == 1 else 1.0) for i in range(256)]),
            "a.bin": e4m3_bytes(128 * 256, 619), "b.bin": e4m3_bytes(112 * 256, 620)})
case("gemm_tf32_ring_sm90a", "hop.K5.sm90a", "gemm_tf32_ring", [2, 2, 1], [128, 1, 1],
     ["tmap:tile:f32:@5:dims=128,128:strides=512:box=8,64:swizzle=32",
      "tmap:tile:f32:@6:dims=128,48:strides=512:box=8,24:swizzle=32",
      "buf:f32:%d:zero" % (128 * 48), "s32:48", "s32:128", "buf:f32:%d:random:621" % (128 * 128),
      "buf:f32:%d:random:622" % (48 * 128)], ex(2), ALL4,
     "tf32 GEMM C = A B^T, M = 128, N = 48, K = 128, 64 x 24 tiles: a 2-stage TMA ring over four k-tiles (both "
     "parities of each full barrier), each stage four 32-byte-swizzled boxes of 8 columns for A and B, wgmma "
     "m64n24k8 tf32 on swizzle-32 descriptors, wait_group 0 and a block barrier before thread 0 refills a stage.",
     shared=2 * 12288 + 1024)
case("pv_rega_sm90a", "hop.K6.sm90a", "pv_rega", [3, 1, 1], [128, 1, 1],
     ["buf:f32:%d:file:s.bin" % (3 * 64 * 32), "buf:f16:%d:random:623" % (3 * 32 * 40), "buf:f32:%d:zero" % (3 * 64 * 40)],
     ex(2), ALL4,
     "the P V product of a FlashAttention-3-like kernel: P = exp2(s - rowmax) computed in registers and packed to "
     "f16 in wgmma's register-A fragment layout, times V (16 x 40 per k-step, N-major no-swizzle core matrices "
     "written by the threads) with wgmma m64n40k16 (A from registers, imm-scale-b -1, imm-trans-b 1), two k-steps, "
     "scale-d 0 on the first. Scores are integers, so exp2 is exact.",
     files={"s.bin": f32bytes([-float((x >> 3) % 14) for x in rand_u32(3 * 64 * 32, 624)])})
case("cluster_reduce_sm90a", "hop.K7.sm90a", "cluster_reduce", [8, 1, 1], [128, 1, 1],
     ["buf:u32:8000:random:625", "buf:u32:128:zero", "s32:1000"], ex(1), ["wave32", "paired", "native64"],
     "a cluster reduction over distributed shared memory, __cluster_dims__(4,1,1): shared atomics per CTA, "
     "red.shared::cluster.add.u32 into rank 0's words through mapa.shared::cluster, fence.acq_rel.cluster, a "
     "remote mbarrier.arrive.release.cluster.shared::cluster on rank 0's barrier, try_wait.parity.acquire.cluster "
     "on rank 0, ld.shared::cluster of every peer's partials, getctarank, %cluster_ctarank/%cluster_nctarank/"
     "%clusterid, barrier.cluster arrive.relaxed/wait and arrive.release/wait.acquire." + HOP_NOTE)

# ---------------------------------------------------------------- user kernels

USER_BUILDS = (("user.sm80", "", ""), ("user.sm80.G", "_debug", " Built with -G: nothing inlined, no FMA contraction."),
               ("user.sm80.fast", "_fastmath", " Built with --use_fast_math."),
               ("user.sm90a.rdc", "_rdc_sm90a", " Built with -rdc=true for sm_90a: external functions stay .visible."))
AX = [  # instantiation regex stem, type letter, n, block, scalar a, b, args type, note
    ("IfLi4ELi256E", "f32", 4099, 256, "f32:1.5", "f32:-0.25", "float, 4-wide, 256 threads"),
    ("IfLi1ELi64E", "f32", 1001, 64, "f32:-3", "f32:0.5", "float, scalar, 64 threads"),
    ("IdLi2ELi128E", "f64", 777, 128, "f64:0.1", "f64:3", "double, 2-wide, 128 threads"),
    ("I6__halfLi8ELi512E", "f16", 5003, 512, "f16:0.5", "f16:-1.5", "half, 8-wide (16-byte), 512 threads"),
    ("IxLi2ELi96E", "s64", 999, 96, "s64:-7", "s64:3", "long long, 2-wide, 96 threads"),
    ("IiLi4ELi160E", "s32", 2001, 160, "s32:5", "s32:-3", "int, 4-wide, 160 threads"),
    ("ItLi2ELi32E", "u16", 301, 32, "u16:65535", "u16:3", "unsigned short, 2-wide, 32 threads (wrapping)"),
]
for i, (stem, ty, n, blk, a, b, what) in enumerate(AX):
    builds = USER_BUILDS if i in (0, 3) else USER_BUILDS[:1] + USER_BUILDS[3:] if i in (2, 4) else USER_BUILDS[:1]
    for tag, suf, extra in builds:
        if tag == "user.sm80.fast" and i != 0:
            continue
        nm = "axpby_%s_v%s%s" % (ty, stem.split("Li")[1][:-1], suf)
        case(nm, tag, r"_Z9axpby_vec%sEv.*" % stem, [3, 1, 1], [blk, 1, 1],
             ["buf:%s:%d:random:%d" % (ty, n, 630 + i), "buf:%s:%d:random:%d" % (ty, n, 640 + i), a, b, "s64:%d" % n], ex(1),
             ALL4, "a templated element-wise y = a*x + b*y (axpby_vec<T, VEC, BLOCK>, __launch_bounds__(BLOCK)), one of "
             "seven instantiations in the module: %s; 64-bit grid-stride loop over aligned vector structs and a "
             "scalar tail; %d elements over 3 blocks." % (what, n) + extra)
for tag, suf, extra in USER_BUILDS[:2] + USER_BUILDS[3:]:
    case("permute_bshd" + suf, tag, "permute_bshd", [7, 1, 1], [256, 1, 1],
         ["buf:f32:%d:random:650" % (2 * 9 * 3 * 20), "buf:f32:%d:zero" % (2 * 9 * 3 * 20), "buf:s64:24:file:idx.bin",
          "buf:f32:%d:zero" % (24 * 20), "s64:2", "s64:9", "s64:3", "s64:20", "s64:540", "s64:60", "s64:20", "s64:24"],
         ex(1, 3), ALL4,
         "[B][S][H][D] to [B][H][S][D] (2 x 9 x 3 x 20) with 64-bit strides and size_t index arithmetic (div/mod by "
         "64-bit variables), and a gather of rows by int64 indices with Python-style negative wrap and -1 for out of "
         "range." + extra,
         files={"idx.bin": i64bytes([0, 1, -1, 53, -54, 54, -55, 7, 2**40, -2**40, 26, -27, 3, 4, 5, 50, -10, 12, 13,
                                     14, 15, 16, 17, 18])})
for tag, suf, extra in USER_BUILDS[:1] + USER_BUILDS[2:3]:
    case("stencil5" + suf, tag, "stencil5", [3, 10, 1], [32, 4, 1],
         ["buf:f32:%d:random:651" % (70 * 37), "buf:f32:%d:zero" % (70 * 37), "s32:70", "s32:37", "f32:0.6", "f32:0.1"],
         ex(1), ALL4,
         "a 5-point stencil over 70 x 37 with a one-cell halo in shared memory (32 x 4 threads, "
         "__launch_bounds__(128, 4)), clamped edges, r/(1+|r|) + sqrt|s|/4." + extra)
for blk, stem in ((128, "IfLi128E"), (64, "IfLi64E")):
    for tag, suf, extra in USER_BUILDS[:3]:
        if blk == 64 and tag != "user.sm80":
            continue
        case("layernorm_welford_b%d%s" % (blk, suf), tag, r"_Z17layernorm_welfordILi%dEEv.*" % blk,
             [6, 1, 1], [blk, 1, 1],
             ["buf:f32:%d:random:652" % (6 * 333), "buf:f32:333:random:653", "buf:f32:333:random:654",
              "buf:f32:%d:zero" % (6 * 333), "buf:f32:12:zero", "s32:333", "f32:1e-5"], ex(3, 4), ALL4,
             "layer norm over 6 rows of 333: per-thread Welford, a shared-memory tree of (count, mean, M2) merges, "
             "rsqrtf; layernorm_welford<%d>, one of two instantiations." % blk + extra)
for tag, suf, extra in USER_BUILDS[:1] + USER_BUILDS[3:]:
    case("extern_calls" + suf, tag, "extern_calls", [2, 1, 1], [128, 1, 1],
         ["buf:f32:200:random:655", "buf:u32:200:random:656", "buf:f32:600:zero", "buf:s32:200:zero", "buf:u32:1:zero",
          "s32:200"], ex(2, 3, 4), ALL4,
         "__noinline__ device functions with external linkage: Horner over a __constant__ table, sincos of a "
         "returned float2, recursive Collatz steps on 64-bit values, an atomic on a __device__ counter and "
         "atomicMax of the block index." + extra)

# ---------------------------------------------------------------- adjustments

ADJUST = {}
KNOWN = {}
MODES = {}
_N64 = ("Not native64: %s, which native64 rightly refuses (its warps have 64 lanes).")
for _n in ("w4a16_gemv", "bytes_to_float_prmt", "rowsum_cpasync_200", "rowsum_cpasync_203", "packed_reductions",
           "chained_prefix", "warp_match_redux"):
    for _s in ("", "_sm90a"):
        MODES[_n + _s] = (W32, _N64 % "the module's warp_match_redux passes 32-bit masks from __activemask to "
                          "shfl.sync/redux/match (one module, so every kernel of it)")
for _n in ("barrier_tiles", "pipeline_columns", "cg_async_reduce", "atomic_ref_mix", "bf16_gemv"):
    for _s in ("", "_sm90a"):
        MODES[_n + _s] = (W32, _N64 % "the module's cooperative_groups reductions pass 32-bit tile masks to redux.sync "
                          "and shfl.sync (one module, so every kernel of it)")
MODES["gemm_fp8_blockscale_sm90a"] = (W32, _N64 % "elect.sync takes a 32-bit member mask")
MODES["gemm_bf16_multicast_sm90a"] = (["wave32", "paired"], _N64 % "elect.sync takes a 32-bit member mask")
MODES["tma_epilogue_sm90a"] = (W32, _N64 % "stmatrix fragments are defined for 32-lane warps")
MODES["pv_rega_sm90a"] = (W32, _N64 % "wgmma's register-A fragments are defined for 32-lane warps")


def adjust(name, j):
    """Applies ADJUST/KNOWN/MODES to case.json j (idempotent)."""
    if name in ADJUST:
        cmp, why = ADJUST[name]
        j["compare"] = cmp
        if why not in j["notes"]:
            j["notes"] += " " + why
    if name in KNOWN:
        j["known_failures"] = {"*": KNOWN[name]}
    if name in MODES:
        modes, why = MODES[name]
        j["modes"] = list(modes)
        if why not in j["notes"]:
            j["notes"] += " " + why


if __name__ == "__main__":
    realgen.run(realgen.Family("real6", HERE, NVCC, CASES, {}, {}, adjust))
