#!/usr/bin/env python3
"""Builds conformance/cases/real13: CUDA C++ (src/f64nan13.cu) at the edges
of double precision: the f64 math functions' NaN results over NaN (quiet
and signalling, both signs, payloads), infinite, negative, zero and huge
arguments; f64 arithmetic, abs and negation of NaNs; and double converted
to float, half, bfloat16, FP8 and integers at the midpoints between the
narrow format's neighbours, where rounding twice differs from rounding
once. Compiled by nvcc -ptx for sm_80 and sm_90a.

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real13/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases.

Python's standard library only."""
import math
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402

NVCC = {  # build tag: (source, arch, extra flags)
    "f64.sm80": ("f64nan13.cu", "sm_80", []),
    "f64.sm90a": ("f64nan13.cu", "sm_90a", []),
}

CASES = {}


def case(name, build, kernel, grid, block, args, compare, modes=ALL4, notes="", files=None):
    add_case(CASES, name, build, kernel, grid, block, args, compare, modes, notes, files=files)


def b64(u):
    return ("bits", u)


NANS = [b64(0x7ff8000000000000), b64(0xfff8000000000000), b64(0x7ff0000000000001), b64(0xfff4000000000abc),
        b64(0x7ff80000deadbeef), b64(0xfffc000000000001), b64(0x7ff7ffffffffffff)]

rng = random.Random(1300)

# One-argument functions: the family's f64 specials, the NaNs above, the
# domain edges of the inverse and hyperbolic functions, poles of the gamma
# functions, a log sweep and random values.
unary = list(F64_SPECIAL) + NANS + [
    -1.5, -2.0, -4.0, 1.0000000000000002, -1.0000000000000002, 2.0, 0.9999999999, -0.9999999999, 1e-17, -1e-17,
    30.0, 800.0, -800.0, 1e20, -1e20, 1e-320, -5e-324, 1e15 + 0.5, -1e15 - 0.5, 4.5, -4.5, 2.5e-16, 27.0, -8.0]
e = -300.0
while len(unary) < 400:
    unary.append(rng.uniform(1.0, 10.0) * 10.0 ** e * (1 if len(unary) % 2 else -1))
    e += 11.7
    if e > 300:
        e = -300.0
while len(unary) < 512:
    unary.append(rng.uniform(-12.0, 12.0))

# Pairs: every ordered pair of a list with five NaNs, then random pairs.
PAIR = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 1e-310, 1e300, -1e300, float("inf"), float("-inf"), 3.5, -7.25,
        0.1, 100.0, -0.75, 1.5, -2.5, 1e308] + NANS[:5]
pa, pb = [], []
for x in PAIR:
    for y in PAIR:
        pa.append(x)
        pb.append(y)
while len(pa) < 768:
    pa.append(rng.uniform(-20, 20))
    pb.append(rng.uniform(-20, 20))


def neighbours(v, mbits, emin):
    """The representable values around v's binade step for a format with
    mbits fraction bits and smallest normal exponent emin: (v, next up)."""
    ex = max(math.frexp(v)[1] - 1, emin)
    ulp = 2.0 ** (ex - mbits)
    lo = math.floor(v / ulp) * ulp
    return lo, lo + ulp


# Conversions: for each narrow format, values just off and at the midpoint
# of two neighbours (normal and subnormal), plus the overflow ties.
FORMATS = [(23, -126, 3.4e38), (10, -14, 65504.0), (7, -126, 3.38e38), (3, -6, 448.0), (2, -14, 57344.0)]
conv = list(F64_SPECIAL) + NANS + [464.0, 464.00000000001, 480.0, 61440.0, 61439.99999999, 65520.0, 65519.999999999,
                                   3.3961775292304957e38, 3.4028235677973366e38, -464.0, 2147483647.5, -2147483648.5,
                                   4294967295.5, 9.3e18, -9.3e18, 1.9e19, 2.0 ** 63, -(2.0 ** 63), 2.0 ** 64]
for mbits, emin, top in FORMATS:
    for j in range(56):
        mag = 2.0 ** rng.uniform(emin - mbits + 1, math.log2(top) - 0.01)
        lo, hi = neighbours(mag, mbits, emin)
        mid = (lo + hi) / 2
        s = -1.0 if j % 3 == 0 else 1.0
        conv += [s * mid, s * mid * (1 + 2.0 ** -40), s * mid * (1 - 2.0 ** -40)]
conv = conv[:1024]
while len(conv) < 1024:
    conv.append(rng.uniform(-500.0, 500.0))

NU, NB, NA, NC = 65, 18, 16, 18  # outputs per input of each kernel

for sfx, b in (("", "f64.sm80"), ("_sm90a", "f64.sm90a")):
    files = {"x.bin": f64bytes(unary)}
    uargs = ["buf:f64:512:file:x.bin", f"buf:u64:{512 * NU}:zero", f"buf:u64:{512 * NU}:zero", "s32:512"]
    case("f64_unary" + sfx, b, "f64_unary", [4, 1, 1], [128, 1, 1], uargs, exact(1, 2), files=files,
         notes="65 double math functions (acos ... yn, modf, frexp, sincos, sincospi, fabs, neg, copysign, ilogb, "
         "llrint, llround) over the f64 specials, seven NaNs (quiet and signalling, both signs, payloads), domain "
         "edges, gamma poles, a log sweep and random values: the results' bits (arg1) and a view keeping a NaN's "
         "bits and a number's class (arg2; not for jn and yn).")
    case("f64_unary_nan" + sfx, b, "f64_unary", [4, 1, 1], [128, 1, 1], uargs, exact(2), files=files,
         notes="The f64_unary kernel compared on its view only: a NaN result's bits, a number's class (zero, "
         "subnormal, normal, infinity, sign). The drop-in's math library is HIP's, a last bit away from "
         "CUDA's, so this is the comparison that checks its NaNs.")
    pfiles = {"a.bin": f64bytes(pa), "b.bin": f64bytes(pb)}
    bargs = ["buf:f64:768:file:a.bin", "buf:f64:768:file:b.bin", f"buf:u64:{768 * NB}:zero",
             f"buf:u64:{768 * NB}:zero", "s32:768"]
    case("f64_binary" + sfx, b, "f64_binary", [6, 1, 1], [128, 1, 1], bargs, exact(2, 3), files=pfiles,
         notes="18 two-argument double functions (atan2, copysign, fdim, fmax, fmin, fmod, hypot, nextafter, pow, "
         "remainder, rhypot, remquo, norm3d, rnorm3d, fma, pow with a constant) over every pair of 25 values "
         "with five NaNs, then random pairs: bits (arg2) and the NaN view (arg3), which leaves out the pairs of "
         "two NaNs.")
    case("f64_binary_nan" + sfx, b, "f64_binary", [6, 1, 1], [128, 1, 1], bargs, exact(3), files=pfiles,
         notes="The f64_binary kernel compared on its NaN view only.")
    aargs = ["buf:f64:768:file:a.bin", "buf:f64:768:file:b.bin", f"buf:u64:{768 * NA}:zero",
             f"buf:u64:{768 * NA}:zero", "s32:768"]
    case("f64_arith" + sfx, b, "f64_arith", [6, 1, 1], [128, 1, 1], aargs, exact(2, 3), files=pfiles,
         notes="f64 add, sub, mul, div, abs, neg, a negated product, a fused a*2+b, the directed-rounding "
         "intrinsics, __dsqrt_rn, __drcp_rn, a round trip through float and a compare-select, over every pair "
         "of 25 values with five NaNs (both operands NaN too): bits (arg2) and the same less the pairs of two "
         "NaNs (arg3).")
    case("f64_arith_nan" + sfx, b, "f64_arith", [6, 1, 1], [128, 1, 1], aargs, exact(3), files=pfiles,
         notes="The f64_arith kernel compared without the pairs of two NaN operands, whose NaN the H100 picks by "
         "ptxas's operand slots.")
    case("f64_convert" + sfx, b, "f64_convert", [8, 1, 1], [128, 1, 1],
         ["buf:f64:1024:file:d.bin", f"buf:u32:{1024 * NC}:zero", "s32:1024"], exact(1),
         files={"d.bin": f64bytes(conv)},
         notes="double to bfloat16 and half (intrinsics and constructors), to E4M3/E5M2 with and without "
         "saturation (__nv_cvt_double_to_fp8 and the __nv_fp8 classes), to float in four roundings, to "
         "32- and 64-bit integers, and __double2hiint; inputs at, just above and just below the midpoints of "
         "each narrow format's neighbours (normal and subnormal), the overflow ties, NaNs and infinities.")


def adjust(name, j):
    pass


if __name__ == "__main__":
    realgen.run(realgen.Family("real13", HERE, NVCC, CASES, {}, {}, adjust))
