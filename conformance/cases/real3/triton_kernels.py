"""Triton kernels for conformance/cases/real3, compiled ahead of time with
triton.compile(ASTSource(...), target=GPUTarget("cuda", cc, 32)) for cc 80
and 90 (Triton picks sm_90a for 90). Imported by gen_cases.py."""
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def dot_i8(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for k0 in range(0, K, BK):
        a = tl.load(A + rm[:, None] * K + (k0 + rk)[None, :], mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0)
        b = tl.load(B + (k0 + rk)[:, None] * N + rn[None, :], mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
    tl.store(C + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def dot_f16_out(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float16)
    for k0 in range(0, K, BK):
        a = tl.load(A + rm[:, None] * K + (k0 + rk)[None, :], mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k0 + rk)[:, None] * N + rn[None, :], mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, out_dtype=tl.float16)
    tl.store(C + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def dot_batched3d(A, B, C, NB: tl.constexpr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    rb = tl.arange(0, NB)
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    base = pid * NB
    a = tl.load(A + ((base + rb)[:, None, None] * M + rm[None, :, None]) * K + rk[None, None, :])
    b = tl.load(B + ((base + rb)[:, None, None] * K + rk[None, :, None]) * N + rn[None, None, :])
    c = tl.dot(a, b)
    tl.store(C + ((base + rb)[:, None, None] * M + rm[None, :, None]) * N + rn[None, None, :], c)


@triton.jit
def libdevice_mix(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=1.0)
    y = tl.load(Y + offs, mask=m, other=1.0)
    o = O + offs * 12
    tl.store(o + 0, libdevice.cbrt(x), mask=m)
    tl.store(o + 1, libdevice.hypot(x, y), mask=m)
    tl.store(o + 2, libdevice.expm1(x), mask=m)
    tl.store(o + 3, libdevice.log1p(x), mask=m)
    tl.store(o + 4, libdevice.atan2(y, x), mask=m)
    tl.store(o + 5, libdevice.pow(x, y), mask=m)
    tl.store(o + 6, libdevice.tanh(x), mask=m)
    tl.store(o + 7, libdevice.asinh(x), mask=m)
    tl.store(o + 8, libdevice.fmod(x, y), mask=m)
    tl.store(o + 9, libdevice.copysign(libdevice.floor(x), y), mask=m)
    tl.store(o + 10, libdevice.nextafter(x, y), mask=m)
    tl.store(o + 11, libdevice.erfinv(libdevice.tanh(x * 0.25)), mask=m)


@triton.jit
def dot_fp8(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(A + rm[:, None] * K + (k0 + rk)[None, :], mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k0 + rk)[:, None] * N + rn[None, :], mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(C + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_tf32x3(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(A + rm[:, None] * K + (k0 + rk)[None, :], mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k0 + rk)[:, None] * N + rn[None, :], mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="tf32x3")
    tl.store(C + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def inline_asm_mix(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0)
    y = tl.load(Y + offs, mask=m, other=0)
    p = tl.inline_asm_elementwise("prmt.b32 $0, $1, $2, 0x5140;", "=r,r,r", [x, y], dtype=tl.int32, is_pure=True, pack=1)
    q = tl.inline_asm_elementwise("lop3.b32 $0, $1, $2, $3, 0x6a;", "=r,r,r,r", [x, y, p], dtype=tl.int32, is_pure=True, pack=1)
    r = tl.inline_asm_elementwise("{ .reg .pred c; setp.lt.s32 c, $1, $2; selp.b32 $0, $1, $2, c; }", "=r,r,r", [x, y],
                                  dtype=tl.int32, is_pure=True, pack=1)
    s = tl.inline_asm_elementwise("shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r", [x, y, q], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(O + offs * 4 + 0, p, mask=m)
    tl.store(O + offs * 4 + 1, q, mask=m)
    tl.store(O + offs * 4 + 2, r, mask=m)
    tl.store(O + offs * 4 + 3, s, mask=m)


F32P = "*fp32"
SPECS = {
    "dot_i8": (dot_i8, {"A": "*i8", "B": "*i8", "C": "*i32", "M": "i32", "N": "i32", "K": "i32"},
               {"BM": 64, "BN": 64, "BK": 32}, ["A", "B", "C"], {80: dict(num_warps=4, num_stages=3), 90: dict(num_warps=4, num_stages=3)}),
    "dot_f16_out": (dot_f16_out, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                    {"BM": 64, "BN": 32, "BK": 32}, ["A", "B", "C"], {80: dict(num_warps=4, num_stages=2), 90: dict(num_warps=4, num_stages=2)}),
    "dot_batched3d": (dot_batched3d, {"A": "*fp16", "B": "*fp16", "C": F32P},
                      {"NB": 2, "M": 32, "N": 32, "K": 32}, ["A", "B", "C"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "dot_fp8": (dot_fp8, {"A": "*fp8e4nv", "B": "*fp8e4nv", "C": F32P, "M": "i32", "N": "i32", "K": "i32"},
                {"BM": 64, "BN": 64, "BK": 64}, ["A", "B", "C"], {90: dict(num_warps=4, num_stages=2)}),
    "inline_asm_mix": (inline_asm_mix, {"X": "*i32", "Y": "*i32", "O": "*i32", "n": "i32"}, {"BLOCK": 256}, ["X", "Y", "O"],
                       {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "matmul_tf32x3": (matmul_tf32x3, {"A": F32P, "B": F32P, "C": F32P, "M": "i32", "N": "i32", "K": "i32"},
                      {"BM": 64, "BN": 32, "BK": 16}, ["A", "B", "C"], {80: dict(num_warps=4, num_stages=2), 90: dict(num_warps=4, num_stages=2)}),
    "libdevice_mix": (libdevice_mix, {"X": F32P, "Y": F32P, "O": F32P, "n": "i32"}, {"BLOCK": 256}, ["X", "Y", "O"],
                      {80: dict(num_warps=4), 90: dict(num_warps=4)}),
}


def compile_ptx(name, cc):
    """Returns (ptx, shared bytes, num_warps) of SPECS[name] for cc."""
    from triton.compiler import ASTSource
    from triton.backends.compiler import GPUTarget
    fn, sig, consts, div16, per_cc = SPECS[name]
    names = list(fn.arg_names)
    full = {n: ("constexpr" if n in consts else sig[n]) for n in names}
    attrs = {(names.index(n),): [["tt.divisibility", 16]] for n in div16}
    tries = [lambda: ASTSource(fn=fn, signature=full, constexprs=consts, attrs=attrs),
             lambda: ASTSource(fn=fn, signature=full, constexprs={(names.index(k),): v for k, v in consts.items()}, attrs=attrs)]
    errs = []
    for make in tries:
        try:
            k = triton.compile(make(), target=GPUTarget("cuda", cc, 32), options=dict(per_cc[cc]))
        except Exception as e:
            errs.append(f"{type(e).__name__}: {e}")
            continue
        return k.asm["ptx"], int(k.metadata.shared), per_cc[cc]["num_warps"]
    raise RuntimeError(" | ".join(errs))
