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
SRC = os.path.join(HERE, "src")
ALL4 = ["wave32", "paired", "single", "native64"]
W32 = ["wave32", "paired", "single"]

# ---------------------------------------------------------------- inputs

def f32(v):
    return struct.unpack("<I", struct.pack("<f", v))[0] if not isinstance(v, int) else v


def pack(fmt, vals):
    return b"".join(struct.pack("<" + fmt, v) for v in vals)


def f32bytes(vals):
    """vals: floats, or ('bits', u32) for exact bit patterns."""
    out = b""
    for v in vals:
        if isinstance(v, tuple):
            out += struct.pack("<I", v[1])
        else:
            out += struct.pack("<f", v)
    return out


def f64bytes(vals):
    out = b""
    for v in vals:
        if isinstance(v, tuple):
            out += struct.pack("<Q", v[1])
        else:
            out += struct.pack("<d", v)
    return out


def f16bytes(vals):
    out = b""
    for v in vals:
        if isinstance(v, tuple):
            out += struct.pack("<H", v[1])
        else:
            out += struct.pack("<e", v)
    return out


def bf16_bits(v):
    if isinstance(v, tuple):
        return v[1]
    u = struct.unpack("<I", struct.pack("<f", v))[0]
    if (u & 0x7fffffff) > 0x7f800000:
        return ((u >> 16) | 0x40) & 0xffff
    u += 0x7fff + ((u >> 16) & 1)
    return (u >> 16) & 0xffff


def bf16bytes(vals):
    return b"".join(struct.pack("<H", bf16_bits(v)) for v in vals)


class Rng:
    """splitmix64, so the inputs do not depend on Python's random module."""

    def __init__(self, seed):
        self.s = seed & (2**64 - 1)

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        return z ^ (z >> 31)

    def uniform(self, lo, hi):
        return lo + (hi - lo) * (self.next() >> 11) / float(1 << 53)

    def below(self, n):
        return self.next() % n


NAN32 = ("bits", 0x7fc00000)
NNAN32 = ("bits", 0xffc00000)
SNAN32 = ("bits", 0x7f800001)
PAYNAN32 = ("bits", 0x7fd0beef)
INF = float("inf")

F32_SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 0.25, 10.0, -10.0, 100.0, -100.0,
               1e-3, -1e-3, 1e-20, 1e20, -1e20, 88.7, 89.0, -87.3, -104.0, 1e-38, -1e-38, 1e-45, -1e-45,
               1.1754942e-38, 3.4028235e38, -3.4028235e38, INF, -INF, NAN32, NNAN32, PAYNAN32, 0.1, 2.5, -2.5,
               3.5, -3.5, 0.49999997, 1.5, -1.5, 7.0, 16777217.0, 0.75, 1e-5, 0.999, -0.999, 1.0000001,
               4.5e15, 123.456, -0.1, 3.14159265, 6.2831853, 1e4, 1e6, 33.5, 0.6931472, 4.0, 8.5, 1e-7,
               -1e-7, 171.5, 35.0, 40.0, -40.0, 0.9999999, -0.9999999, 127.5, -128.5, 2147483648.0,
               -2147483904.0, 4294967296.0, 1e10, -1e10, 65504.0, 65520.0, 9.5, -9.5]


def f32_values(n, seed):
    """F32_SPECIAL, then a log sweep of both signs, then uniform values in [-12, 12]."""
    vals = list(F32_SPECIAL)
    r = Rng(seed)
    e = -30.0
    while len(vals) < n * 2 // 3:
        m = r.uniform(1.0, 10.0)
        vals.append(m * 10.0 ** e * (1 if len(vals) % 2 else -1))
        e += 0.37
        if e > 30:
            e = -30.0
    while len(vals) < n:
        vals.append(r.uniform(-12.0, 12.0))
    return vals[:n]


PAIR_F32 = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 1e-40, -1e-40, 1e30, -1e30, INF, -INF, NAN32, 3.5, -7.25,
            0.1, 1e-5, 100.0, -0.75, 16.0, 1.5, -2.5, 1e38]


def f32_pairs(extra, seed):
    a, b = [], []
    for x in PAIR_F32:
        for y in PAIR_F32:
            a.append(x)
            b.append(y)
    r = Rng(seed)
    for _ in range(extra):
        a.append(r.uniform(-20, 20))
        b.append(r.uniform(-20, 20))
    return a, b


F64_SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -3.0, 1e-300, 1e-310, -1e-320, 1e300, -1e300, INF, -INF,
               ("bits", 0x7ff8000000000000), ("bits", 0xfff8000000000000), ("bits", 0x7ff0000000000001),
               1.7976931348623157e308, 2.2250738585072014e-308, 5e-324, 0.1, 2.5, -2.5, 3.5, 1.5, 0.49999999999999994,
               709.7, 710.0, -745.2, -708.4, 170.6, 171.7, 4503599627370497.0, 9007199254740993.0, 1e16, -1e16,
               2147483647.5, -2147483648.5, 4294967295.5, 9.3e18, -9.3e18, 1.9e19, 123.456, -0.001, 3.141592653589793,
               0.9999999999999999, -0.9999999999999999, 1e-8, 40.0, -40.0, 6.5, 65504.0, 1e5, 33.25]


def f64_values(n, seed):
    vals = list(F64_SPECIAL)
    r = Rng(seed)
    e = -300.0
    while len(vals) < n * 2 // 3:
        vals.append(r.uniform(1.0, 10.0) * 10.0 ** e * (1 if len(vals) % 2 else -1))
        e += 7.3
        if e > 300:
            e = -300.0
    while len(vals) < n:
        vals.append(r.uniform(-12.0, 12.0))
    return vals[:n]


PAIR_F64 = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 1e-310, -1e-310, 1e300, -1e300, INF, -INF,
            ("bits", 0x7ff8000000000000), 3.5, -7.25, 0.1, 1e-5, 100.0, -0.75, 16.0, 1.5, -2.5, 1e308]


def f64_pairs(extra, seed):
    a, b = [], []
    for x in PAIR_F64:
        for y in PAIR_F64:
            a.append(x)
            b.append(y)
    r = Rng(seed)
    for _ in range(extra):
        a.append(r.uniform(-20, 20))
        b.append(r.uniform(-20, 20))
    return a, b


HALF_EDGE = [0.0, -0.0, 1.0, -1.0, 0.5, 65504.0, -65504.0, 2.0 ** -14, -(2.0 ** -14), 2.0 ** -24, -(2.0 ** -24),
             ("bits", 0x03ff), INF, -INF, ("bits", 0x7e00), ("bits", 0xfe00), 2.0, 3.0, 0.1, -2.5, 1000.0, 11.0,
             -18.0, 0.333, 1.5, 7.5, 100.0, -0.75]


def half_pairs():
    a, b = [], []
    for x in HALF_EDGE:
        for y in HALF_EDGE:
            a.append(x)
            b.append(y)
    return a, b


BF16_EDGE = [0.0, -0.0, 1.0, -1.0, 0.5, 3.3895314e38, -3.3895314e38, 1.1754944e-38, -1.1754944e-38, ("bits", 0x0001),
             ("bits", 0x807f), INF, -INF, ("bits", 0x7fc0), ("bits", 0xffc0), 2.0, 3.0, 0.1, -2.5, 1000.0, 89.0,
             -90.0, 0.333, 1.5, 7.5, 100.0, -0.75, 1e-30]


def bf16_pairs():
    a, b = [], []
    for x in BF16_EDGE:
        for y in BF16_EDGE:
            a.append(x)
            b.append(y)
    return a, b


U64_EDGE = [0, 1, 2, 3, 7, 10, 63, 64, 65, 1000000007, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**63 - 1, 2**63,
            2**63 + 1, 2**64 - 1, 2**64 - 2, 2**64 - 7, 0x8000000080000000, 0x0123456789abcdef, 0xfedcba9876543210,
            2**53 + 1]


def u64_pairs():
    a, b = [], []
    for x in U64_EDGE:
        for y in U64_EDGE:
            a.append(x)
            b.append(y)
    return a, b


U32_EDGE = [0, 1, 2, 3, 7, 10, 16, 31, 32, 33, 1000, 2**31 - 1, 2**31, 2**31 + 1, 2**32 - 1, 2**32 - 2, 2**32 - 3,
            2**32 - 16, 0x80008000, 0x12345678, 0xfedcba98, 0x00ff00ff, 0xdeadbeef, 2**24 + 1]


def u32_pairs():
    a, b = [], []
    for x in U32_EDGE:
        for y in U32_EDGE:
            a.append(x)
            b.append(y)
    return a, b


def rand_u64(n, seed):
    r = Rng(seed)
    return [r.next() for _ in range(n)]


def rand_u32(n, seed):
    r = Rng(seed)
    return [r.next() & 0xffffffff for _ in range(n)]


def ascii_text(nrec, seed):
    r = Rng(seed)
    words = [b"apple", b"-42", b"Zebra", b"  17x", b"hello world", b"-0", b"9876543210", b"UPPER lower",
             b"a1b2c3", b"--5", b"\xe9t\xe9", b"x-99", b"12 34", b"", b"~!@#", b"Qu-ick 7"]
    out = b""
    for i in range(nrec):
        w = words[r.below(len(words))] + b" " + words[r.below(len(words))]
        w = (w + bytes([r.below(95) + 32 for _ in range(16)]))[:16]
        if i % 7 == 3:
            w = w[:15] + bytes([0x80 + r.below(128)])
        out += w
    return out


def vm_programs():
    """Four 24-instruction programs (op, imm) for bytecode_vm, 48 ints each."""
    PUSH, ADD, SUB, MUL, DUP, SWAP, JNZ, DEC, HALT, NEG, DIV, MOD = range(12)
    progs = [
        # factorial-ish: acc=1; n on stack; loop: acc *= n; n--; while n
        [(PUSH, 1), (SWAP, 0), (DUP, 0), (PUSH, 7), (MOD, 0), (SWAP, 0), (PUSH, 0), (ADD, 0), (HALT, 0)],
        # sum 1..(x mod 13)
        [(PUSH, 13), (MOD, 0), (DUP, 0), (JNZ, 5), (HALT, 0), (DUP, 0), (DEC, 0), (DUP, 0), (JNZ, 10), (HALT, 0),
         (ADD, 0), (HALT, 0)],
        # (x * 3 - 7) / 5 negated
        [(PUSH, 3), (MUL, 0), (PUSH, 7), (SUB, 0), (PUSH, 5), (DIV, 0), (NEG, 0), (HALT, 0)],
        # countdown loop: x mod 20, decrement until zero, counting steps
        [(PUSH, 20), (MOD, 0), (DUP, 0), (JNZ, 5), (HALT, 0), (DEC, 0), (DUP, 0), (JNZ, 5), (PUSH, 99), (HALT, 0)],
    ]
    out = []
    for p in progs:
        p = p + [(HALT, 0)] * (24 - len(p))
        for op, imm in p:
            out += [op, imm]
    return out


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

ADJUST = {}
for _n in ("triton_libdevice_mix_sm80", "triton_libdevice_mix_sm90a"):
    ADJUST[_n] = ({"2": {"mode": "ulp", "ulp": 7}},
                  "libdevice's float tanh, cbrt, pow, expm1, log1p, atan2, asinh, erfinv go through ex2/lg2/rcp.approx.ftz.f32 "
                  "(NVIDIA's MUFU bits; the H100's tanhf(1) and cbrtf(3) come out correctly rounded, ours 1 ULP off): most "
                  "differences are 1 ULP, pow 2; erfinv(tanh(x/4)) near +-1 amplifies a 1-ULP tanh difference (erfinv' is 15 "
                  "at 0.983) to 7 ULP: bound 7 ULP.")
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

PARAM_RE = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)(?:\s+\.ptr)?(?:\s+\.(?:global|shared|const|local))?(?:\s+\.align\s+\d+)?\s+[\w$]+(?:\[(\d+)\])?")
SIZES = {"u8": 1, "s8": 1, "b8": 1, "u16": 2, "s16": 2, "b16": 2, "f16": 2, "bf16": 2, "u32": 4, "s32": 4, "b32": 4,
         "f32": 4, "u64": 8, "s64": 8, "b64": 8, "f64": 8}


def entries(ptx):
    """{entry name: [param byte sizes]}"""
    out = {}
    for m in re.finditer(r"\.entry\s+([\w$]+)\s*\((.*?)\)", ptx, re.S):
        ps = []
        for p in PARAM_RE.finditer(m.group(2)):
            ps.append(SIZES[p.group(1)] * (int(p.group(2)) if p.group(2) else 1))
        out[m.group(1)] = ps
    return out


def arg_size(a):
    head = a.split(":")[0]
    if head in ("buf", "tex", "surf"):
        return 8
    return SIZES[head]


def compile_nvcc(tag, work):
    src, arch, flags = NVCC[tag]
    out = os.path.join(work, tag + ".ptx")
    cmd = ["nvcc", "-ptx", "-std=c++17", "-O3", f"-arch={arch}"] + flags + [os.path.join(SRC, src), "-o", out]
    p = subprocess.run(cmd, capture_output=True, text=True)
    return tag, out if p.returncode == 0 else None, " ".join(cmd[:-3] + ["src/" + src]), p.stderr[-3000:]


def write_case(root, name, kernel, grid, block, args, compare, modes, notes, shared, files, ptx):
    d = os.path.join(root, "real3", name)
    os.makedirs(d, exist_ok=True)
    for fn, data in files.items():
        with open(os.path.join(d, fn), "wb") as f:
            f.write(data)
    with open(os.path.join(d, "case.ptx"), "w") as f:
        f.write(ptx)
    j = {"kernel": kernel, "grid": grid, "block": block}
    if shared:
        j["shared"] = shared
    j.update({"args": args, "compare": compare, "modes": modes, "family": "real3", "notes": notes})
    adjust(name, j)
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(j, f, indent=2)
        f.write("\n")


def tri_compile(job):
    """Runs in a worker process: (name, (ptx, shared, num_warps, entry, version) or None, error)."""
    name, spec, cc = job
    try:
        sys.path.insert(0, HERE)
        import triton
        import triton_kernels as tm
        ptx, shared, nw = tm.compile_ptx(spec, cc)
        f = tm.SPECS[spec][0]
        entry = getattr(f, "__name__", None) or f.fn.__name__
        return name, (ptx, shared, nw, entry, triton.__version__), None
    except Exception as e:
        import traceback
        return name, None, f"{type(e).__name__}: {e}\n{traceback.format_exc()[-1500:]}"


def resolve(ptx, kernel):
    ents = entries(ptx)
    if kernel in ents:
        return kernel, ents[kernel]
    hits = [e for e in ents if re.fullmatch(kernel, e)]
    if len(hits) != 1:
        raise ValueError(f"kernel {kernel!r}: {len(hits)} entries match ({sorted(ents)})")
    return hits[0], ents[hits[0]]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", help="compile with nvcc and Triton, write OUTROOT/real3/<case>")
    ap.add_argument("--dry", help="write OUTROOT/real3/<case> with placeholder PTX")
    ap.add_argument("--only", default="")
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--adjust", help="apply ADJUST/KNOWN to the case.json files under DIR/<case>")
    o = ap.parse_args()
    if o.adjust:
        for name in sorted(os.listdir(o.adjust)):
            p = os.path.join(o.adjust, name, "case.json")
            if not os.path.exists(p):
                continue
            j = json.load(open(p))
            adjust(name, j)
            with open(p, "w") as f:
                json.dump(j, f, indent=2)
                f.write("\n")
        return
    only = set(x for x in o.only.split(",") if x)
    root = o.build or o.dry
    if not root:
        ap.error("--build or --dry")
    work = os.path.join(root, "_ptx")
    os.makedirs(work, exist_ok=True)
    log = []
    ptx_of = {}
    want_nvcc = sorted({c["build"] for n, c in CASES.items() if not only or n in only})
    tri_todo = [] if o.no_triton else [(n, t["spec"], t["cc"]) for n, t in TRI.items() if not only or n in only]
    tri_pool = tri_futs = None
    if o.build and tri_todo:  # Triton compiles in worker processes while nvcc runs
        tri_pool = cf.ProcessPoolExecutor(8)
        tri_futs = [tri_pool.submit(tri_compile, j) for j in tri_todo]
    if o.build:
        with cf.ThreadPoolExecutor(8) as pool:
            for tag, out, cmd, err in pool.map(lambda t: compile_nvcc(t, work), want_nvcc):
                if out:
                    ptx_of[tag] = (open(out).read(), cmd)
                    log.append(f"OK   nvcc {tag}: {cmd}")
                else:
                    log.append(f"FAIL nvcc {tag}: {cmd}\n{err}")
    ok = fail = 0
    for name, c in CASES.items():
        if only and name not in only:
            continue
        if o.dry:
            ptx, cmd = "// placeholder\n", "nvcc (dry run)"
        elif c["build"] not in ptx_of:
            log.append(f"SKIP {name}: build {c['build']} failed")
            fail += 1
            continue
        else:
            ptx, cmd = ptx_of[c["build"]]
        kernel = c["kernel"]
        if o.build:
            try:
                kernel, sizes = resolve(ptx, kernel)
                want = [arg_size(a) for a in c["args"]]
                if sizes != want:
                    raise ValueError(f"params {sizes} but args {want}")
            except Exception as e:
                log.append(f"FAIL {name}: {e}")
                fail += 1
                continue
        src = NVCC[c["build"]][0]
        notes = f"CUDA C++ src/{src} compiled by `{cmd}` (nvcc 13.0, on the H100 machine); case.ptx is its output verbatim. " + c["notes"]
        write_case(root, name, kernel, c["grid"], c["block"], c["args"], c["compare"], c["modes"], notes, c["shared"], c["files"], ptx)
        ok += 1
    if not o.no_triton:
        todo = tri_todo
        compiled = {}
        if tri_futs:
            import time
            deadline = time.time() + 150
            for (n, _, _), f in zip(todo, tri_futs):
                try:
                    n, res, err = f.result(timeout=max(1.0, deadline - time.time()))
                except Exception as e:
                    res, err = None, f"{type(e).__name__}: {e}"
                compiled[n] = (res, err)
            tri_pool.shutdown(wait=False, cancel_futures=True)
        for name, spec, cc in todo:
            t = TRI[name]
            files = TRI_FILES.get(spec, lambda: {})()
            block = [128, 1, 1]
            shared = 0
            kernel = spec
            if o.dry:
                ptx = "// placeholder\n"
            else:
                res, err = compiled[name]
                try:
                    if res is None:
                        raise RuntimeError(err)
                    ptx, shared, nw, kernel, version = res
                    block = [32 * nw, 1, 1]
                    kernel, sizes = resolve(ptx, kernel)
                    want = [arg_size(a) for a in t["args"]] + [8, 8]
                    if sizes != want:
                        raise ValueError(f"params {sizes} but args+scratch {want}")
                except Exception as e:
                    log.append(f"FAIL {name}: {type(e).__name__}: {str(e)[:3000]}")
                    fail += 1
                    continue
                log.append(f"OK   triton {name}: shared {shared}, {block[0]} threads, Triton {version}")
            notes = (f"Triton kernel triton_kernels.py:{spec} compiled ahead of time for cc {cc} "
                     f"(triton.compile, Triton 3.6 on the H100 machine); case.ptx is its PTX verbatim; {block[0]} threads (num_warps*32), "
                     f"dynamic shared = Triton's metadata.shared; the two trailing pointers are Triton's global/profile scratch (0). " + t["notes"])
            write_case(root, name, kernel, t["grid"], block, t["args"] + ["u64:0", "u64:0"], t["compare"], W32, notes,
                       shared, files, ptx)
            ok += 1
    log.append(f"{ok} cases written, {fail} failed")
    with open(os.path.join(root, "gen.log"), "w") as f:
        f.write("\n".join(log) + "\n")
    print("\n".join(log))


if __name__ == "__main__":
    main()
