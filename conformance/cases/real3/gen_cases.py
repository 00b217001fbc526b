#!/usr/bin/env python3
"""Builds conformance/cases/real3: CUDA C++ (src/*.cu) compiled by nvcc -ptx
and Triton kernels (triton_kernels.py) compiled ahead of time, each launched
as the table below says, with deterministic inputs (input files are written
here, byte for byte the same on every run).

On the NVIDIA machine (nvcc and Triton present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real3/<case>/
then record each case folder with recordtool. Without --build (or with
--dry OUTROOT) nothing is compiled: case.json and the input files are
written next to a placeholder case.ptx, to check the table locally.
--only NAME[,NAME] limits the cases (for re-recording a few).

Python's standard library only."""
import argparse
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import concurrent.futures as cf

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402
SRC = os.path.join(HERE, "src")

# ---------------------------------------------------------------- inputs


# ---------------------------------------------------------------- the table

NVCC = {  # build tag: (source, arch, extra flags)
    "inlineptx.K1.sm80": ("inlineptx.cu", "sm_80", ["-DKSEL=1"]),
    "inlineptx.K1.sm90a": ("inlineptx.cu", "sm_90a", ["-DKSEL=1"]),
    "inlineptx.K2.sm80": ("inlineptx.cu", "sm_80", ["-DKSEL=2"]),
    "inlineptx.K2.sm90a": ("inlineptx.cu", "sm_90a", ["-DKSEL=2"]),
    "inlineptx.K3.sm80": ("inlineptx.cu", "sm_80", ["-DKSEL=3"]),
    "inlineptx.K3.sm90a": ("inlineptx.cu", "sm_90a", ["-DKSEL=3"]),
    "inlineptx.K4.sm80": ("inlineptx.cu", "sm_80", ["-DKSEL=4"]),
    "inlineptx.K4.sm90a": ("inlineptx.cu", "sm_90a", ["-DKSEL=4"]),
    "inlineptx.K5.sm80": ("inlineptx.cu", "sm_80", ["-DKSEL=5"]),
    "inlineptx.K5.sm90a": ("inlineptx.cu", "sm_90a", ["-DKSEL=5"]),
    "inlineptx2.K1.sm80": ("inlineptx2.cu", "sm_80", ["-DKSEL=1"]),
    "inlineptx2.K1.sm90a": ("inlineptx2.cu", "sm_90a", ["-DKSEL=1"]),
    "inlineptx2.K2.sm80": ("inlineptx2.cu", "sm_80", ["-DKSEL=2"]),
    "inlineptx2.K2.sm90a": ("inlineptx2.cu", "sm_90a", ["-DKSEL=2"]),
    "inlineptx2.K3.sm80": ("inlineptx2.cu", "sm_80", ["-DKSEL=3"]),
    "inlineptx2.K3.sm90a": ("inlineptx2.cu", "sm_90a", ["-DKSEL=3"]),
    "inlineptx2.K4.sm80": ("inlineptx2.cu", "sm_80", ["-DKSEL=4"]),
    "inlineptx2.K4.sm90a": ("inlineptx2.cu", "sm_90a", ["-DKSEL=4"]),
    "mma_gemm.sm80": ("mma_gemm.cu", "sm_80", []),
    "mma_gemm.sm90a": ("mma_gemm.cu", "sm_90a", []),
}

CASES = {}


def case(name, build, kernel, grid, block, args, compare=None, modes=ALL4, notes="", shared=0, files=None):
    assert name not in CASES, name
    CASES[name] = dict(build=build, kernel=kernel, grid=grid, block=block, args=args, compare=compare or {},
                       modes=modes, notes=notes, shared=shared, files=files or {})


def ex(*idx):
    return {str(i): {"mode": "exact"} for i in idx}


def u32bytes(vals):
    return b"".join(struct.pack("<I", v & 0xffffffff) for v in vals)


# inlineptx.cu: bignums over edge limbs (all-ones, zero, top bit, random)
def bignum_inputs(n, seed):
    r = Rng(seed)
    pats = [lambda: 0xffffffff, lambda: 0, lambda: 0x80000000, lambda: 1, lambda: r.next() & 0xffffffff,
            lambda: 0xfffffffe, lambda: 0x7fffffff]
    a, b = [], []
    for i in range(n):
        for k in range(8):
            if i < 49:
                a.append(pats[i % 7]())
                b.append(pats[(i // 7) % 7]())
            else:
                a.append(r.next() & 0xffffffff)
                b.append(r.next() & 0xffffffff if i % 3 else (~a[-1]) & 0xffffffff)
    return a, b


NBIG = 200
BA, BB = bignum_inputs(NBIG, 301)
for tag, suf in (("inlineptx.K1.sm80", ""), ("inlineptx.K1.sm90a", "_sm90a")):
    case("bignum_ptx" + suf, tag, "bignum_ptx", [2, 1, 1], [128, 1, 1],
         ["buf:u32:1600:file:a.bin", "buf:u32:1600:file:b.bin", "buf:u32:1800:zero", "buf:u32:1800:zero",
          "buf:u32:2800:zero", f"u32:{NBIG}"], ex(2, 3, 4), ALL4,
         "256-bit add/sub carry chains (add.cc/addc.cc/subc.cc, carry and borrow out), a 128x128-bit schoolbook product by "
         "mad.lo.cc/madc.lo.cc/madc.hi.cc rows, and a 64-bit mul.lo/mul.hi.u64 + add.cc.u64 chain with mov.b64 {lo,hi} packing; "
         "limbs of all ones, zero, the top bit and random values.",
         files={"a.bin": u32bytes(BA), "b.bin": u32bytes(BB)})
UA, UB = u32_pairs()
NU = len(UA)
for tag, suf in (("inlineptx.K2.sm80", ""), ("inlineptx.K2.sm90a", "_sm90a")):
    case("bitops_ptx" + suf, tag, "bitops_ptx", [(NU + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:u32:%d:file:a.bin" % NU, "buf:u32:%d:file:b.bin" % NU, "buf:u32:%d:zero" % (40 * NU), f"u32:{NU}"], ex(2), ALL4,
         "inline-PTX bit idioms over all pairs of 24 edge words: prmt (generic selector and f4e/b4e/rc8/ecl/ecr/rc16), lop3 "
         "(majority, xor3, select), bfe.u32/s32/u64 with positions and lengths past 32, bfi, shf.l/r.wrap/clamp, brev, "
         "bfind(.shiftamt), popc, clz (32 and 64-bit), dp4a, dp2a.hi, sad, mul24.hi, mad24, mul.hi.s32, setp chains "
         "(.and/.or/.xor with predicates) into selp and predicated instructions.",
         files={"a.bin": u32bytes(UA), "b.bin": u32bytes(UB)})
CVX = f32_values(640, 302)
for tag, suf in (("inlineptx.K3.sm80", ""), ("inlineptx.K3.sm90a", "_sm90a")):
    case("cvt_ptx" + suf, tag, "cvt_ptx", [5, 1, 1], [128, 1, 1],
         ["buf:f32:640:file:x.bin", "buf:u32:%d:zero" % (24 * 640), "u32:640"], ex(1), ALL4,
         "explicit inline-PTX conversions over special floats: cvt.rni/rzi/rmi/rpi to s32/u32/s8/u8(.sat)/s64/u64, "
         "cvt.sat/rni/rzi.ftz/rmi.sat.f32.f32, cvt.rn/rz/relu to f16, bf16, tf32 (rna), f16x2 and relu bf16x2 pairs, "
         "int bits to f32 (rn, rz), an f16 round trip.",
         files={"x.bin": f32bytes(CVX)})
for tag, suf in (("inlineptx.K4.sm80", ""), ("inlineptx.K4.sm90a", "_sm90a")):
    case("warp_ptx" + suf, tag, "warp_ptx", [2, 1, 1], [128, 1, 1],
         ["buf:u32:256:file:v.bin", "buf:u32:8192:zero"], ex(1), W32,
         "inline-PTX warp collectives: %laneid/%lanemask_lt/ge, redux.sync add/min/max/xor/or/and (full and partial "
         "masks), match.any/all.sync.b32 (with the all predicate), vote.sync ballot/any/all/uni, shfl.sync idx/up/down/bfly "
         "with width-8 and width-4 segment masks and out-of-range sources (the valid predicate read back), a partial-mask "
         "branch on odd upper lanes, activemask after reconvergence, a 64-bit value shuffled as mov.b64 {lo,hi} halves.",
         files={"v.bin": u32bytes([0xffffffff, 0, 0x80000000, 5, 7, 0x7fffffff] + [x & 0xffffffff for x in rand_u32(250, 303)][:250])})
case("memorder_ptx", "inlineptx.K5.sm80", "memorder_ptx", [37, 1, 1], [96, 1, 1],
     ["buf:s32:3500:random:304", "u32:3500", "buf:s32:37:zero", "buf:u32:1:zero", "buf:s32:1:zero", "buf:u32:8:zero",
      "buf:s32:3:zero"], ex(2, 3, 4, 5, 6), W32,
     "last-block reduction with scoped inline-PTX memory operations: ld.global.nc, atom.relaxed.cta.shared.add, "
     "red.relaxed.gpu max/min/inc, red.release.gpu xor, red.relaxed.sys add.u64, st.relaxed.gpu + fence.acq_rel.gpu + "
     "atom.acq_rel.gpu ticket, ld.acquire.gpu partials, st.release.gpu, atom.release exch and atom.acquire cas; every "
     "output is independent of the order of blocks.")

# mma_gemm.cu: sizes with partial tiles on every edge (zero-filled cp.async) and deep K
for tag, suf in (("mma_gemm.sm80", ""), ("mma_gemm.sm90a", "_sm90a")):
    case("gemm_f16_cpasync" + suf, tag, "gemm_f16_cpasync", [2, 2, 1], [128, 1, 1],
         ["buf:f16:8800:random:310", "buf:f16:6336:random:311", "buf:f32:7200:random:312",
          "u32:100", "u32:72", "u32:88", "u32:88", "u32:72", "u32:72", "f32:1.5", "f32:-0.5"], ex(2), W32,
         "CUTLASS-style multistage GEMM 100x72x88: 3-stage cp.async.cg pipeline with src-size zero fill past M, N and K, "
         "cp.async.commit_group/wait_group 1, ldmatrix.x4 and ldmatrix.x4.trans, mma.sync m16n8k16 f16 -> f32, "
         "C = 1.5 AB - 0.5 C.")
    case("gemm_bf16_cpasync" + suf, tag, "gemm_bf16_cpasync", [3, 2, 1], [128, 1, 1],
         ["buf:bf16:16000:random:313", "buf:bf16:28800:random:314", "buf:f32:11520:zero",
          "u32:80", "u32:144", "u32:200", "u32:200", "u32:144", "u32:144", "f32:1", "f32:0"], ex(2), W32,
         "the multistage GEMM in bf16, 80x144x200 (7 k-tiles, the last partial), mma.sync m16n8k16 bf16 -> f32.")

# inlineptx2.cu: mma.sync shapes with lane-loaded fragments, idioms of sm_70..sm_80
for k, kern, what in ((1, "mma_int_ptx", "integer mma.sync: m16n8k32 s8 (satfinite, accumulators near the s32 limits), u8 x s8, "
                       "s4 (satfinite), m16n8k256 b1 xor.popc"),
                      (2, "mma_float_ptx", "float mma.sync: m16n8k8 tf32 (inputs not rounded to tf32 first), m16n8k8 bf16, "
                       "m16n8k16 with f16 accumulators, m16n8k8 f16 into f32 with accumulators from 1e-3 to 1e4 scale"),
                      (3, "mma_f64_move_ptx", "mma.sync m8n8k4 f64 (accumulators up to 1e13), movmatrix.trans, "
                       "ldmatrix x1 and x2 (.trans) from per-warp shared tiles")):
    for tag, suf in (("inlineptx2.K%d.sm80" % k, ""), ("inlineptx2.K%d.sm90a" % k, "_sm90a")):
        case(kern + suf, tag, kern, [2, 1, 1], [64, 1, 1], ["buf:u32:2048:random:%d" % (340 + k), "buf:u32:2048:zero"], ex(1), W32,
             what + "; each lane's fragment registers are loaded straight from global memory (16 words a lane, derived to small "
             "exact values for the float forms) and every result register is stored.")
for tag, suf in (("inlineptx2.K4.sm80", ""), ("inlineptx2.K4.sm90a", "_sm90a")):
    case("idioms2_ptx" + suf, tag, "idioms2_ptx", [(NU + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:u32:%d:file:a.bin" % NU, "buf:u32:%d:file:b.bin" % NU, "buf:u32:%d:zero" % (40 * NU), f"u32:{NU}"], ex(2), ALL4,
         "inline-PTX idioms over all pairs of 24 edge words: fns.b32 (negative and positive offsets), bmsk.clamp/wrap, "
         "szext.clamp/wrap, cvt.pack.sat (s16, u16, s8 and u4 with a third operand), add/sub.sat.s32, mul.wide.s32, "
         "mad.wide.u32, abs/neg of INT_MIN, div/rem s32/u32 by zero and INT_MIN/-1, min/max.NaN f32 and f16x2, copysign, "
         "testp, fma.rn.relu f16x2/bf16x2, max/neg.bf16x2, abs/add.sat/mul.ftz f16x2, setp.nan/.gtu with selp, mov.b32 "
         "{lo,hi} 16-bit halves, predicate logic (and/or/not.pred), mul.lo.u16.",
         files={"a.bin": u32bytes(UA), "b.bin": u32bytes(UB)})

# ---------------------------------------------------------------- Triton
TRI = {}


def tri(name, spec, ccs, grid, args, compare, notes):
    for cc in ccs:
        n = f"triton_{name}_sm{'80' if cc == 80 else '90a'}"
        TRI[n] = dict(spec=spec, cc=cc, grid=grid, args=args, compare=compare, notes=notes)


BOTH = (80, 90)
tri("dot_i8", "dot_i8", BOTH, [2, 2, 1],
    ["buf:s8:9000:file:a.bin", "buf:s8:7200:file:b.bin", "buf:s32:8000:zero", "u32:100", "u32:80", "u32:90"], ex(2),
    "int8 GEMM 100x80x90 with int32 accumulation (tl.dot out_dtype=tl.int32: mma.sync s8 on sm_80, wgmma s8 on sm_90a), "
    "masked edges, inputs including -128 and 127.")
tri("dot_f16_out", "dot_f16_out", BOTH, [2, 3, 1],
    ["buf:f16:8000:random:320", "buf:f16:5600:random:321", "buf:f16:7000:zero", "u32:100", "u32:70", "u32:80"], ex(2),
    "fp16 GEMM 100x70x80 accumulated in fp16 (tl.dot out_dtype=tl.float16: mma.sync f16.f16.f16.f16), masked edges.")
tri("dot_batched3d", "dot_batched3d", BOTH, [3, 1, 1],
    ["buf:f16:6144:random:322", "buf:f16:6144:random:323", "buf:f32:6144:zero"], ex(2),
    "batched tl.dot over 3-D blocks [2, 32, 32] x [2, 32, 32], three programs (6 batches).")
tri("libdevice_mix", "libdevice_mix", BOTH, [4, 1, 1],
    ["buf:f32:1000:file:x.bin", "buf:f32:1000:file:y.bin", "buf:f32:12000:zero", "u32:1000"], ex(2),
    "libdevice cbrt, hypot, expm1, log1p, atan2, pow, tanh, asinh, fmod, copysign(floor), nextafter and erfinv(tanh) "
    "over special and wide-range inputs.")

tri("dot_fp8", "dot_fp8", (90,), [2, 2, 1],
    ["buf:u8:12800:file:a.bin", "buf:u8:12288:file:b.bin", "buf:f32:9600:zero", "u32:100", "u32:96", "u32:128"], ex(2),
    "fp8 e4m3 GEMM 100x96x128 into f32 (wgmma e4m3 on sm_90a), masked rows; inputs are all finite e4m3 codes "
    "(the two NaN codes replaced), with the extremes +-448 and subnormals.")
tri("inline_asm_mix", "inline_asm_mix", BOTH, [4, 1, 1],
    ["buf:s32:1000:edge", "buf:s32:1000:random:334", "buf:s32:4000:zero", "u32:1000"], ex(2),
    "tl.inline_asm_elementwise with prmt, lop3, a { .reg .pred } block with setp/selp and shf.r.wrap (pack=1).")
tri("matmul_tf32x3", "matmul_tf32x3", BOTH, [2, 2, 1],
    ["buf:f32:3500:random:335", "buf:f32:2000:random:336", "buf:f32:2800:zero", "u32:70", "u32:40", "u32:50"], ex(2),
    "70x40x50 f32 GEMM with input_precision=tf32x3 (three tf32 mma.sync/wgmma per step: big*big, big*small, small*big), masked edges.")


def fp8bytes(n, seed):
    r = Rng(seed)
    v = [0x7e, 0xfe, 0x01, 0x81, 0x00, 0x80, 0x38, 0xb8] + [r.below(256) for _ in range(n)]
    return bytes([x if (x & 0x7f) != 0x7f else x ^ 1 for x in v[:n]])


def i8bytes(n, seed):
    r = Rng(seed)
    v = [-128, 127, 0, -1, 1, 126, -127] + [r.below(256) - 128 for _ in range(n)]
    return struct.pack("<%db" % n, *v[:n])


TRI_FILES = {
    "dot_fp8": lambda: {"a.bin": fp8bytes(12800, 337), "b.bin": fp8bytes(12288, 338)},
    "dot_i8": lambda: {"a.bin": i8bytes(9000, 330), "b.bin": i8bytes(7200, 331)},
    "libdevice_mix": lambda: {"x.bin": f32bytes(f32_values(1000, 332)),
                              "y.bin": f32bytes([v if isinstance(v, tuple) or abs(v) < 30 else v % 30 for v in f32_values(1000, 333)][::-1])},
}

# triton_libdevice_mix had a 7-ULP bound here; with lg2.approx.f32 reproduced bit for bit
# (RATIONALE.md, "lg2.approx.f32 bit for bit") it compares exactly.
ADJUST = {}
NOT_NATIVE64 = {}
KNOWN = {}
MMA_EXACT = {n: "Its one u32 output buffer holds f32 and f16x2 results as bits, which the matrix units' norm-wise comparison "
                "cannot read as floats, so the case pins the exact model (\"mma\": \"exact\"), which matches the H100 bit for bit."
             for n in ("mma_float_ptx", "mma_float_ptx_sm90a")}


def adjust(name, j):
    """Applies ADJUST/KNOWN to case.json j (idempotent)."""
    if name in ADJUST:
        cmp, why = ADJUST[name]
        j["compare"] = cmp
        if why not in j["notes"]:
            j["notes"] += " " + why
    if name in KNOWN:
        j["known_failures"] = {"*": KNOWN[name]}
    if name in MMA_EXACT:
        j["mma"] = "exact"
        if MMA_EXACT[name] not in j["notes"]:
            j["notes"] += " " + MMA_EXACT[name]
    if name in NOT_NATIVE64:
        j["modes"] = [m for m in j["modes"] if m != "native64"]
        if NOT_NATIVE64[name] not in j["notes"]:
            j["notes"] += " " + NOT_NATIVE64[name]


# ---------------------------------------------------------------- building


if __name__ == "__main__":
    realgen.run(realgen.Family("real3", HERE, NVCC, CASES, TRI, TRI_FILES, adjust))
