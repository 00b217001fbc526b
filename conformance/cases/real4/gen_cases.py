#!/usr/bin/env python3
"""Builds conformance/cases/real4: CUDA C++ (src/*.cu) compiled by nvcc -ptx,
each kernel launched as the table below says, with deterministic inputs
(input files are written here, byte for byte the same on every run).

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real4/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx, to check the
table locally; --only NAME[,NAME] limits the cases; --adjust DIR applies
the ADJUST bounds to written cases.

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
    "fa.sm80": ("flash_attn.cu", "sm_80", []),
    "fa.sm90a": ("flash_attn.cu", "sm_90a", []),
    "fa.sm80.fast": ("flash_attn.cu", "sm_80", ["--use_fast_math"]),
    "quant.sm80": ("quant.cu", "sm_80", []),
    "quant.sm90a": ("quant.cu", "sm_90a", []),
    "atomics.sm80": ("atomics4.cu", "sm_80", []),
    "atomics.sm90a": ("atomics4.cu", "sm_90a", []),
    "calls.sm80": ("calls4.cu", "sm_80", []),
    "calls.sm90a": ("calls4.cu", "sm_90a", []),
    "calls.sm80.G": ("calls4.cu", "sm_80", ["-G"]),
    "fmul.sm80": ("fmulscale.cu", "sm_80", []),
    "fmul.sm90a": ("fmulscale.cu", "sm_90a", []),
    "fmul.sm80.G": ("fmulscale.cu", "sm_80", ["-G"]),
    "fmul.sm80.fast": ("fmulscale.cu", "sm_80", ["--use_fast_math"]),
    "fmul2.sm80": ("fmulscale2.cu", "sm_80", []),
    "smem.sm80": ("smem_kernels.cu", "sm_80", []),
    "fmul2.sm90a": ("fmulscale2.cu", "sm_90a", []),
}
for _k in (1, 2, 3, 4):
    NVCC["lowp.K%d.sm80" % _k] = ("lowp.cu", "sm_80", ["-DKSEL=%d" % _k])
    NVCC["lowp.K%d.sm90a" % _k] = ("lowp.cu", "sm_90a", ["-DKSEL=%d" % _k])
for _k in (1, 2, 3):
    NVCC["hopper.K%d.sm90a" % _k] = ("hopper4.cu", "sm_90a", ["-DKSEL=%d" % _k])

CASES = {}


def case(name, build, kernel, grid, block, args, compare=None, modes=ALL4, notes="", shared=0, files=None):
    assert name not in CASES, name
    CASES[name] = dict(build=build, kernel=kernel, grid=grid, block=block, args=args, compare=compare or {},
                       modes=modes, notes=notes, shared=shared, files=files or {})


def ex(*idx):
    return {str(i): {"mode": "exact"} for i in idx}


def u32bytes(vals):
    return b"".join(struct.pack("<I", v & 0xffffffff) for v in vals)


def u64bytes(vals):
    return b"".join(struct.pack("<Q", v & 0xffffffffffffffff) for v in vals)


def h16(v):
    return struct.unpack("<H", struct.pack("<e", v))[0]


# ---------------------------------------------------------------- flash attention

def attn_inputs(count, seed, big):
    """f16 values in [-2, 2) with every 97th a large one (peaky rows)."""
    r = Rng(seed)
    out = []
    for i in range(count):
        v = r.uniform(-2.0, 2.0)
        if big and i % 97 == 5:
            v = 6.0 if i % 2 else -5.5
        out.append(v)
    return f16bytes(out)


FA = [  # kernel, heads, n, out type, case stem, what
    ("fa2_fwd_f32", 2, 77, "f32", "fa2_fwd", "non-causal, 2 heads of 77 rows (two query blocks, the second with 13 rows; two key tiles, the "
     "second with 13 keys), f32 output"),
    ("fa2_fwd_causal_f16", 3, 100, "f16", "fa2_fwd_causal", "causal, 3 heads of 100 rows, f16 output (__floats2half2_rn)"),
]
for kern, heads, n, ot, stem, what in FA:
    cnt = heads * n * 64
    files = {"q.bin": attn_inputs(cnt, 401 + n, True), "k.bin": attn_inputs(cnt, 402 + n, True),
             "v.bin": attn_inputs(cnt, 403 + n, False)}
    for tag, suf, extra in (("fa.sm80", "", ""), ("fa.sm90a", "_sm90a", ""),
                            ("fa.sm80.fast", "_fastmath", " Built with --use_fast_math: exp2f is ex2.approx.ftz.f32 and the "
                             "final 1/l a div.approx.")):
        case(stem + suf, tag, kern, [(n + 63) // 64, heads, 1], [128, 1, 1],
             ["buf:f16:%d:file:q.bin" % cnt, "buf:f16:%d:file:k.bin" % cnt, "buf:f16:%d:file:v.bin" % cnt,
              "buf:%s:%d:zero" % (ot, cnt), "buf:f32:%d:zero" % (heads * n), "s32:%d" % n, "f32:0.125"], ex(3, 4), W32,
             "FlashAttention-2 forward, head dim 64, 64 query rows a block (16 a warp), 64-key tiles double-buffered by "
             "cp.async.cg 16-byte copies with src-size zero fill past the sequence, commit_group/wait_group 1 and 0, "
             "ldmatrix.x4 for Q and K, ldmatrix.x4.trans for V, mma.sync m16n8k16 f16 -> f32 for S = QK^T and O += PV, "
             "online softmax in the exp2 domain (exp2f with scale*log2e), row max and sum by quad shuffles, P packed to "
             "half2, O / l and the log-sum-exp (log2f) stored; " + what + ". Inputs in [-2, 2) with every 97th Q and K "
             "element large (peaky rows)." + extra, files=files)

# ---------------------------------------------------------------- llama.cpp-style quantisation


def q_x(n, seed):
    r = Rng(seed)
    v = []
    for i in range(n):
        b = i // 32
        if b == 0:
            v.append(0.0)
        elif b == 1:
            v.append([0.0, 1e-30, -1e-38, 1e-45, -0.5, 0.25][i % 6])
        elif b == 2:
            v.append(r.uniform(-1e4, 1e4))
        elif b == 3:
            v.append(float((i % 9) - 4) * 31.75)  # ties at +-0.5 after scaling
        else:
            v.append(r.uniform(-4.0, 4.0))
    return v


def blocks(n, seed, dscale, qsize, signed, dmin=False):
    """n blocks: a half scale (two for dmin), then qsize quant bytes."""
    r = Rng(seed)
    out = b""
    for i in range(n):
        d = r.uniform(0.001, dscale) * (-1 if i % 11 == 7 else 1)
        out += struct.pack("<e", d)
        if dmin:
            out += struct.pack("<e", r.uniform(0.0, dscale))
        qs = [r.below(256) for _ in range(qsize)]
        if i % 13 == 3:
            qs = [0x80 if signed else 0xff] * qsize
        out += bytes(qs)
    return out


def q8_1_blocks(n, seed):
    r = Rng(seed)
    out = b""
    for i in range(n):
        qs = [r.below(256) for _ in range(32)]
        if i % 5 == 2:
            qs[0] = 0x80
            qs[1] = 0x7f
        d = r.uniform(0.001, 0.05)
        s = d * sum(q - 256 if q > 127 else q for q in qs)
        out += struct.pack("<ee", d, s) + bytes(qs)
    return out


QN = 1024
QX = q_x(QN, 410)
MV_ROWS, MV_COLS = 37, 512
QK_ROWS, QK_COLS = 21, 512
MQ_M, MQ_N, MQ_K = 50, 36, 320
for tag, suf in (("quant.sm80", ""), ("quant.sm90a", "_sm90a")):
    case("quantize_q8_1" + suf, tag, "quantize_q8_1", [QN // 256, 1, 1], [256, 1, 1],
         ["buf:f32:%d:file:x.bin" % QN, "buf:u8:%d:zero" % (36 * QN // 32), "s32:%d" % QN], ex(1), W32,
         "llama.cpp-style activation quantisation to q8_1 (half2 {d, sum} + 32 int8): a warp a block, amax and sum by "
         "xor shuffles, d = amax/127, roundf(x/d) to int8; blocks of zeros, of subnormals and -0, of +-1e4, of exact "
         "ties after scaling.", files={"x.bin": f32bytes(QX)})
    case("mmvq_q4_0_q8_1" + suf, tag, "mul_mat_vec_q4_0_q8_1", [(MV_ROWS + 3) // 4, 1, 1], [32, 4, 1],
         ["buf:u8:%d:file:w.bin" % (MV_ROWS * MV_COLS // 32 * 18), "buf:u8:%d:file:x.bin" % (MV_COLS // 32 * 36),
          "buf:f32:%d:zero" % MV_ROWS, "s32:%d" % MV_ROWS, "s32:%d" % MV_COLS], ex(2), W32,
         "q4_0 x q8_1 GEMV, 37 rows of 512: a warp a row, two lanes a block, nibbles unpacked by masks into __dp4a with "
         "the q8 ints (2-byte aligned quants read as two 16-bit halves), d4 * (sumi * d8 - 4 * s8), a warp sum.",
         files={"w.bin": blocks(MV_ROWS * MV_COLS // 32, 411, 0.08, 16, False), "x.bin": q8_1_blocks(MV_COLS // 32, 412)})
    case("dequant_gemv_q4_K" + suf, tag, "dequant_gemv_q4_K", [(QK_ROWS + 3) // 4, 1, 1], [32, 4, 1],
         ["buf:u8:%d:file:w.bin" % (QK_ROWS * QK_COLS // 256 * 144), "buf:f16:%d:random:413" % QK_COLS,
          "buf:f32:%d:zero" % QK_ROWS, "s32:%d" % QK_ROWS, "s32:%d" % QK_COLS], ex(2), W32,
         "q4_K-like dequantise-to-half GEMV: 256-value super-blocks with half2 {d, dmin}, 6-bit scales and mins unpacked "
         "from 12 bytes, nibbles to half by __int2half_rn, w = d*sc*q - dmin*m by __hmul2/__hsub2, __hfma2 over 8 values "
         "in half, float partial sums, a warp sum.",
         files={"w.bin": blocks(QK_ROWS * QK_COLS // 256, 414, 0.02, 140, False, dmin=True)})
    case("mmq_q8_0" + suf, tag, "mmq_q8_0", [(MQ_N + 15) // 16, (MQ_M + 31) // 32, 1], [128, 1, 1],
         ["buf:u8:%d:file:a.bin" % (MQ_M * MQ_K // 32 * 34), "buf:u8:%d:file:b.bin" % (MQ_N * MQ_K // 32 * 34),
          "buf:f32:%d:zero" % (MQ_M * MQ_N), "s32:%d" % MQ_M, "s32:%d" % MQ_N, "s32:%d" % MQ_K], ex(2), W32,
         "q8_0 x q8_0 tile product 50x36x320: a warp a 16x8 tile, fragments loaded from the 34-byte blocks, "
         "mma.sync m16n8k32 s8.s8.s32 per block of 32, acc += da * db * (float)sumi, partial tiles on M and N; blocks "
         "of all -128.", files={"a.bin": blocks(MQ_M * MQ_K // 32, 415, 0.05, 32, True),
                               "b.bin": blocks(MQ_N * MQ_K // 32, 416, 0.05, 32, True)})

# ---------------------------------------------------------------- low precision

HA, HB = half_pairs()
NH = len(HA)
half2_in = b"".join(f16bytes([a]) + f16bytes([b]) for a, b in zip(HA, HB))
BA_, BB_ = bf16_pairs()
bf2_in = b"".join(bf16bytes([a]) + bf16bytes([b]) for a, b in zip(BA_, BB_))
F2 = f32_values(2 * NH, 420)
FP8_EDGE = [448.0, 464.0, 480.0, -448.0, 449.0, 57344.0, 61440.0, -57344.0, 65536.0, 2.0 ** -9, 2.0 ** -10, 3 * 2.0 ** -10,
            2.0 ** -16, 2.0 ** -17, 1.5 * 2.0 ** -17, 0.0625, 1.0625, 1.125, 1.1875, 240.0, 256.0, 272.0, 288.0, 1e-7,
            3.0 * 2.0 ** -8, -(2.0 ** -7), 0.3, 1000.0, 6.0, 5.0, 7.0, 0.25, 0.75, 1.75, 2.5, 3.5, 5.5, 0.1875, 4.0 ** -3]
NF8 = 1024
F8 = (FP8_EDGE * 3 + [-x for x in FP8_EDGE] + f32_values(2 * NF8, 421))[:2 * NF8]
for tag, suf in (("lowp.K1.sm80", ""), ("lowp.K1.sm90a", "_sm90a")):
    case("half2_transc" + suf, tag, "half2_transc", [(NH + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:u32:%d:file:h.bin" % NH, "buf:u32:%d:zero" % (24 * NH), "s32:%d" % NH], ex(1), ALL4,
         "cuda_fp16.h over all pairs of 28 half edge values: h2exp/h2exp2/h2exp10/h2log/h2log2/h2log10/h2rsqrt/h2rcp/"
         "h2sqrt/h2sin/h2cos, h2trunc/ceil/floor/rint, the scalar hexp/hlog/hrsqrt/hrcp/hexp2/hlog2/hsin/hcos/hexp10/"
         "hlog10, __hdiv and __h2div, __hcmadd, __hmin2_nan, __hsub2_sat, __hmul2_sat.", files={"h.bin": half2_in})
    case("bf16x2_math" + suf, tag.replace("K1", "K2"), "bf16x2_math", [(NH + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:u32:%d:file:b.bin" % NH, "buf:f32:%d:file:f.bin" % (2 * NH), "buf:u32:%d:zero" % (24 * NH), "s32:%d" % NH],
         ex(2), ALL4,
         "cuda_bf16.h over all pairs of 28 bf16 edge values: h2exp/h2exp2/h2exp10/h2log/h2log2/h2log10/h2rsqrt/h2rcp/"
         "h2sqrt/h2sin/h2cos on bf16x2, __hfma2, __hmul2, __h2div, __hfma2_relu, __hmax2_nan, __hmin2, __hcmadd, "
         "__hadd2_sat, __hsub2, h2floor/h2rint, __habs2/__hneg2, __hdiv, and float pairs to bf16x2 by "
         "__float22bfloat162_rn/__floats2bfloat162_rn over special floats.", files={"b.bin": bf2_in, "f.bin": f32bytes(F2)})
    case("fp8_convert" + suf, tag.replace("K1", "K3"), "fp8_convert", [NF8 // 128, 1, 1], [128, 1, 1],
         ["buf:f32:%d:file:f.bin" % (2 * NF8), "buf:f64:%d:file:d.bin" % NF8, "buf:u32:%d:zero" % (12 * NF8), "s32:%d" % NF8],
         ex(2), ALL4,
         "cuda_fp8.h conversions (software on sm_80, cvt ...e4m3x2/e5m2x2 on sm_90a): float2 to e4m3x2 and e5m2x2 with "
         "__NV_SATFINITE and __NV_NOSAT, fp8x2 back to half2, half2 and bf16x2 to fp8x2, double and float to fp8, every "
         "16-bit code pair to half2 in both formats, the __nv_fp8_e4m3/__nv_fp8_e5m2/__nv_fp8x4_e4m3/__nv_fp8x2_e5m2 "
         "classes; inputs at the formats' maxima and just past them, the round-to-nearest-even ties between codes, "
         "subnormal codes and below, NaN, infinities.",
         files={"f.bin": f32bytes(F8), "d.bin": f64bytes(f64_values(NF8, 422))})
    case("fp4_fp6_e8m0" + suf, tag.replace("K1", "K4"), "fp4_fp6_e8m0", [NF8 // 128, 1, 1], [128, 1, 1],
         ["buf:f32:%d:file:f.bin" % (2 * NF8), "buf:u32:%d:zero" % (8 * NF8), "s32:%d" % NF8], ex(1), ALL4,
         "cuda_fp4.h/cuda_fp6.h/cuda_fp8.h microscaling conversions (software on sm_80 and sm_90a): float2 to e2m1x2 "
         "and back to half2, float2 to e2m3x2 and e3m2x2 and back, float to e8m0 (satfinite, round up; no saturation, "
         "round toward zero) and e8m0 to bf16, and an NVFP4 block quantiser (amax/6 to e4m3, x/scale to e2m1).",
         files={"f.bin": f32bytes(F8)})

# ---------------------------------------------------------------- atomics


def atom_x(n, seed):
    r = Rng(seed)
    return [(r.below(2048) - 1023) / 64.0 if i % 17 else [16.0, -16.0, 0.0, 1.0 / 64][i % 4] for i in range(n)]


AN = 1500
acc_init = struct.pack("<dfffIIIQqqQQIIQiHHHHI", 0.0, 0.0, float("-inf"), float("inf"), 0, 0, 0, 0, 0, 0, 0,
                       0xffffffffffffffff, 0, 0, 0, 0, 0, 0, 0, 0, 0)
assert len(acc_init) == 104, len(acc_init)
AK = [x & 0xffffffff for x in rand_u32(AN, 431)]
for tag, suf in (("atomics.sm80", ""), ("atomics.sm90a", "_sm90a")):
    case("atomics_mix" + suf, tag, "atomics_mix", [(AN + 255) // 256, 1, 1], [256, 1, 1],
         ["buf:f32:%d:file:x.bin" % AN, "buf:u32:%d:file:k.bin" % AN, "buf:u8:104:file:acc.bin", "buf:u32:64:zero",
          "buf:u32:%d:zero" % (256 * ((AN + 255) // 256)), "s32:%d" % AN], ex(2, 3, 4), W32,
         "atomics whose results do not depend on order: atomicAdd on double, float, half2 and bf162 (sums exact in any "
         "order), a float atomicMax CAS loop and the int/unsigned atomicMin sign trick, 64-bit add/max/min/or/and, "
         "atomicInc/atomicDec wrap counts, an atomicExch chain checked through its sum, a 16-bit atomicCAS add loop, a "
         "warp-aggregated increment (__activemask, __ffs, __popc, __shfl_sync) marking slots in a bitmap, and shared-memory "
         "add/max/xor, half2 and double adds, 16-bit CAS in divergent branches.",
         files={"x.bin": f32bytes(atom_x(AN, 430)), "k.bin": u32bytes(AK), "acc.bin": acc_init})
    case("atomics_scoped" + suf, tag, "atomics_scoped", [8, 1, 1], [128, 1, 1],
         ["buf:u32:1024:file:k.bin", "buf:f32:1024:file:x.bin", "buf:f16:32:zero", "buf:bf16:32:zero", "buf:u32:64:zero",
          "buf:f32:24:zero", "s32:1024"], ex(2, 3, 4, 5), ALL4,
         "global half and bf16 atomicAdd (integer sums, exact in any order), atomicAdd_system/_block, atomicMax_system, "
         "atomicOr_block, atomicSub, atomicInc/Dec wraps, float add and exchange.",
         files={"k.bin": u32bytes(AK[:1024]), "x.bin": f32bytes(atom_x(1024, 432))})

# ---------------------------------------------------------------- calls


def calls_inputs():
    fa, fb = f32_pairs(0, 440)
    r = Rng(441)
    out = []
    for i in range(len(fa)):
        out += [f32(fa[i]) if not isinstance(fa[i], tuple) else fa[i][1],
                f32(fb[i]) if not isinstance(fb[i], tuple) else fb[i][1],
                U32_EDGE[i % 24] ^ (r.next() & 0xff if i % 3 == 0 else 0), r.below(1000) - 500]
    return u32bytes(out)


QA, QB = u64_pairs()
CN = len(QA)
for tag, suf, extra in (("calls.sm80", "", ""), ("calls.sm90a", "_sm90a", ""),
                        ("calls.sm80.G", "_debug", " Built with -G (.target sm_80, debug): nothing is inlined or devirtualised.")):
    case("calls_virtual" + suf, tag, "calls_virtual", [(CN + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:u32:%d:file:in.bin" % (4 * CN), "buf:u64:%d:file:q.bin" % (2 * CN), "buf:u32:%d:zero" % (20 * CN), "s32:%d" % CN],
         ex(2), ALL4,
         "virtual calls on objects placement-new'ed in the kernel by a data-dependent switch (Rect, Circle, Tri derived "
         "from Rect calling Rect::area and Rect::kind), a __device__ table of __noinline__ function pointers indexed by data, "
         "__noinline__ functions taking and returning structs by value (float3-like + int + double), mutual recursion "
         "with local arrays, and 64-bit integer work over all pairs of 24 edge words: division and remainder by variables "
         "(signed and unsigned, INT64_MIN / -1 guarded), __umul64hi, __mul64hi, __funnelshift_r/lc/rc, __byte_perm, "
         "__brevll, __ffsll, __clzll, __popcll, % 1000000007." + extra,
         files={"in.bin": calls_inputs(), "q.bin": u64bytes([v for ab in zip(QA, QB) for v in ab])})

# ---------------------------------------------------------------- scaled products

FMA_, FMB_ = f32_pairs(64, 460)
FMC_ = f32_values(len(FMA_), 461)
NFM = len(FMA_)
for tag, suf, extra in (("fmul.sm80", "", ""), ("fmul.sm90a", "_sm90a", ""),
                        ("fmul.sm80.G", "_debug", " Built with -G: ptxas folds and fuses nothing."),
                        ("fmul.sm80.fast", "_fastmath", " Built with --use_fast_math: the products are mul.ftz.f32 and "
                         "the division by 2 a mul.ftz by 0.5.")):
    case("fmul_scale" + suf, tag, "fmul_scale", [(NFM + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:f32:%d:file:a.bin" % (24 * NFM), "buf:f32:%d:file:b.bin" % (24 * NFM), "buf:f32:%d:file:c.bin" % NFM,
          "buf:f32:%d:zero" % (24 * NFM), "s32:%d" % NFM], ex(3), ALL4,
         "products scaled by constants over all pairs of 24 special floats, each form on its own copy of the inputs (no "
         "product shared): (a*b) times 2^-4..2^4, 1024, 2^-20, 2^-126, -0.5 and 3, 0.5f*(a*b), a product also stored, "
         "(a*b)/2, __fmul_rn(a,b)*0.5f, fmaf(a,b,c)*0.5f, (a*b+c)*0.25f, (a*b)*0.5f+c, ((a*b)*0.5f)*0.5f, (a*a)*0.5f, "
         "(a*b)*0.5f*c; products that overflow or fall subnormal before the scale." + extra,
         files={"a.bin": f32bytes(FMA_ * 24), "b.bin": f32bytes(FMB_ * 24), "c.bin": f32bytes(FMC_)})

DA_, DB_ = f64_pairs(0, 462)
HA2, HB2 = half_pairs()
ND = len(DA_)
NH2 = len(HA2) // 2
h2a = f16bytes(HA2[:2 * NH2]) * 6
h2b = f16bytes(HB2[:2 * NH2][::-1]) * 6
for tag, suf in (("fmul2.sm80", ""), ("fmul2.sm90a", "_sm90a")):
    case("fmul_scale_f64_f16" + suf, tag, "fmul_scale_f64_f16", [(NH2 + 127) // 128, 1, 1], [128, 1, 1],
         ["buf:f64:%d:file:a.bin" % (6 * ND), "buf:f64:%d:file:b.bin" % (6 * ND), "buf:u32:%d:file:h.bin" % (6 * NH2),
          "buf:u32:%d:file:g.bin" % (6 * NH2), "buf:f64:%d:zero" % (6 * NH2), "buf:u32:%d:zero" % (6 * NH2), "s32:%d" % NH2],
         ex(4, 5), ALL4,
         "scaled products in f64 ((a*b) times 0.5, 4, 0.125, 2, 8 and 0.25*(a*b)) over pairs of special doubles, and in "
         "half2/half (__hmul2(__hmul2(h, g), 0.5/4/0.125/0.25/2), __hmul(__hmul(x, y), 0.5 or 8)) over pairs of half edge "
         "values; each form on its own inputs.",
         files={"a.bin": f64bytes(DA_ * 6), "b.bin": f64bytes(DB_ * 6), "h.bin": h2a, "g.bin": h2b})

# ---------------------------------------------------------------- two kernels, their own shared memory

case("tile_transpose_scale", "smem.sm80", "tile_transpose_scale", [2, 3, 1], [256, 1, 1],
     ["buf:f32:%d:random:470" % (250 * 200), "buf:f32:%d:zero" % (250 * 200), "s32:250", "s32:200", "f32:0.75"], ex(1), ALL4,
     "a transpose-and-scale through a 48 KiB static tile (96 x 128 floats), 250 x 200 with partial tiles; its module "
     "also holds dyn_block_reduce (dynamic shared memory plus a static array).")
case("dyn_block_reduce", "smem.sm80", "dyn_block_reduce", [5, 1, 1], [256, 1, 1],
     ["buf:f32:%d:file:x.bin" % 9000, "buf:f32:5:zero", "buf:s32:320:zero", "s32:9000", "s32:10"], ex(1, 2), ALL4,
     "a block reduction over 40 KiB of dynamic shared memory (extern __shared__, 10 floats a thread) with a static flag "
     "array set by shared atomicOr, in the module of tile_transpose_scale and its 48 KiB static tile: each kernel has "
     "its own shared memory. Inputs are multiples of 1/16 (sums exact).", shared=40960,
     files={"x.bin": f32bytes([((i * 37) % 401 - 200) / 16.0 for i in range(9000)])})

# ---------------------------------------------------------------- hopper

case("cluster_hist_sm90a", "hopper.K1.sm90a", "cluster_hist", [8, 1, 1], [128, 1, 1],
     ["buf:s32:5000:random:450", "buf:u32:100:zero", "buf:u32:32:zero", "s32:5000", "s32:100"], ex(1, 2), W32,
     "distributed shared memory histogram: __cluster_dims__(4,1,1), cooperative_groups this_cluster, cluster.sync, "
     "map_shared_rank (mapa) atomics into the CTA owning each bin (100 bins, 25 a CTA, dynamic shared), block_rank, "
     "block_index, num_blocks, dim_blocks, num_threads and %nclusterid; per-cluster bins summed by global atomicAdd.",
     shared=128)
case("bulk_pipeline_sm90a", "hopper.K2.sm90a", "bulk_pipeline", [4, 1, 1], [128, 1, 1],
     ["buf:f32:7168:random:451", "buf:f32:%d:zero" % (7168 + 84), "buf:u32:16:zero", "s32:7", "f32:0.375"], ex(1, 2), W32,
     "a 3-stage 1-D TMA pipeline on raw mbarriers: a producer warp's elect.sync lane issues cp.async.bulk global->shared "
     "with mbarrier::complete_tx after arrive.expect_tx, three consumer warps wait with mbarrier.try_wait.parity loops "
     "and free stages by mbarrier.arrive, griddepcontrol.wait/launch_dependents, fence.mbarrier_init, __reduce_add_sync, "
     "and mbarrier.test_wait.parity of both parities at the end.")
case("cluster_async_exchange_sm90a", "hopper.K3.sm90a", "cluster_async_exchange", [4, 1, 1], [128, 1, 1],
     ["buf:u32:512:random:452", "buf:u32:544:zero"], ex(1), W32,
     "two CTAs a cluster (__cluster_dims__(2,1,1)) exchange 128 words by st.async.shared::cluster.mbarrier::complete_tx "
     "and add into each other's counters by red.async.relaxed.cluster ... add.u32, both completing on the receiver's "
     "mbarrier (arrive.expect_tx of 1024 bytes), mapa.shared::cluster addresses, try_wait.parity loop, cluster.sync.")

# ---------------------------------------------------------------- adjustments

ADJUST = {}
_FA_WHY = ("ex2.approx.f32 and lg2.approx.f32 give the H100's bits, so with --mma=exact O and the log-sum-exp match bit for "
           "bit; on the matrix units O's largest difference is 2.3e-5 of max|O| (P = exp2(s - m) rounded to f16 for the "
           "P V product, sums in another order), above the norm-wise 2^-16, so O is compared within 2 ULP or 1e-4 "
           "absolute (|O| <= 2).")
# Only the unmasked kernels need O's bound; the causal ones and the log-sum-exp compare exactly
# (norm-wise on the matrix units).
for _n in ("fa2_fwd", "fa2_fwd_sm90a", "fa2_fwd_fastmath"):
    ADJUST[_n] = ({"3": {"mode": "approx", "ulp": 2, "abs": 1e-4}, "4": {"mode": "exact"}}, _FA_WHY)
KNOWN = {}
MODES = {}
for _n in ("atomics_scoped", "atomics_scoped_sm90a"):
    MODES[_n] = (W32, "nvcc turns the atomics on addresses shared by a warp into warp-aggregated ones (__activemask, "
                      "shfl.sync with a 32-bit mask), which native64 rightly refuses: no native64.")
for _n in ("cluster_hist_sm90a", "cluster_async_exchange_sm90a"):
    MODES[_n] = (["wave32", "paired", "native64"], "Thread-block clusters run as one workgroup, which warp mode single "
                 "does not support: no single.")
MODES["bulk_pipeline_sm90a"] = (["wave32", "single"], "The producer warp spins in mbarrier.try_wait for the consumer "
                                "warps' arrivals, which paired mode cannot run (two PTX warps share a wave; ptxamd's "
                                "spinwarn pass says so): no paired.")


def adjust(name, j):
    """Applies ADJUST/KNOWN to case.json j (idempotent)."""
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
    realgen.run(realgen.Family("real4", HERE, NVCC, CASES, {}, {}, adjust))
