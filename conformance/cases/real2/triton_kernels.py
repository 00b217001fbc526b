"""Triton kernels for conformance/cases/real2, compiled ahead of time with
triton.compile(ASTSource(...), target=GPUTarget("cuda", cc, 32)) for cc 80
and 90 (Triton picks sm_90a for 90). Imported by gen_cases.py."""
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def softmax_masked(out_ptr, in_ptr, stride, n_cols, diag, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    valid = (cols < n_cols) & (cols <= row * 37 + diag)
    x = tl.load(in_ptr + row * stride + cols, mask=valid, other=-float("inf"))
    m = tl.max(x, axis=0)
    e = tl.exp(x - m)
    s = tl.sum(e, axis=0)
    tl.store(out_ptr + row * stride + cols, e / s, mask=cols < n_cols)


@triton.jit
def layernorm_fwd_bwd(X, W, B, DY, Y, DX, DWP, DBP, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(X + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    w = tl.load(W + cols, mask=m, other=0.0)
    b = tl.load(B + cols, mask=m, other=0.0)
    dy = tl.load(DY + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(m, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    rstd = 1.0 / tl.sqrt(var + eps)
    xhat = xc * rstd
    tl.store(Y + row * stride + cols, (xhat * w + b).to(Y.dtype.element_ty), mask=m)
    wdy = w * dy
    c1 = tl.sum(xhat * wdy, axis=0) / N
    c2 = tl.sum(wdy, axis=0) / N
    dx = (wdy - (xhat * c1 + c2)) * rstd
    tl.store(DX + row * stride + cols, dx.to(DX.dtype.element_ty), mask=m)
    tl.store(DWP + row * stride + cols, dy * xhat, mask=m)
    tl.store(DBP + row * stride + cols, dy, mask=m)


@triton.jit
def rmsnorm_bf16(X, W, Y, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(X + row * stride + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += x * x
    r = tl.rsqrt(tl.sum(acc, axis=0) / N + eps)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mk = cols < N
        x = tl.load(X + row * stride + cols, mask=mk, other=0.0).to(tl.float32)
        w = tl.load(W + cols, mask=mk, other=0.0).to(tl.float32)
        tl.store(Y + row * stride + cols, (x * r * w).to(tl.bfloat16), mask=mk)


@triton.jit
def rotary(Q, COS, SIN, OUT, seq_stride, head_stride, HALF: tl.constexpr):
    s = tl.program_id(0)
    h = tl.program_id(1)
    d = tl.arange(0, HALF)
    base = Q + s * seq_stride + h * head_stride
    x1 = tl.load(base + d).to(tl.float32)
    x2 = tl.load(base + HALF + d).to(tl.float32)
    c = tl.load(COS + s * HALF + d)
    sn = tl.load(SIN + s * HALF + d)
    ob = OUT + s * seq_stride + h * head_stride
    tl.store(ob + d, (x1 * c - x2 * sn).to(tl.float16))
    tl.store(ob + HALF + d, (x2 * c + x1 * sn).to(tl.float16))


@triton.jit
def cumsum_rows(X, I, YF, YI, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(X + row * n_cols + cols, mask=m, other=0.0)
    i = tl.load(I + row * n_cols + cols, mask=m, other=0)
    tl.store(YF + row * n_cols + cols, tl.cumsum(x, axis=0), mask=m)
    tl.store(YI + row * n_cols + cols, tl.cumsum(i, axis=0, reverse=True), mask=m)


@triton.jit
def argmax_rows(X, IMAX, IMIN, VMAX, n_rows, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    m = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    x = tl.load(X + rows[:, None] * n_cols + cols[None, :], mask=m, other=-float("inf"))
    xm = tl.where(m, x, float("inf"))
    tl.store(IMAX + rows, tl.argmax(x, axis=1), mask=rows < n_rows)
    tl.store(IMIN + rows, tl.argmin(xm, axis=1), mask=rows < n_rows)
    tl.store(VMAX + rows, tl.max(x, axis=1), mask=rows < n_rows)


@triton.jit
def sort_rows(X, Y, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(X + row * BLOCK + cols)
    tl.store(Y + row * BLOCK + cols, tl.sort(x, descending=True))


@triton.jit
def dropout(X, OUT, R, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m)
    r = tl.rand(seed, offs)
    keep = r > p
    tl.store(OUT + offs, tl.where(keep, x / (1 - p), 0.0), mask=m)
    tl.store(R + offs, r, mask=m)


@triton.jit
def fp8_e5_roundtrip(X, Q, Y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m)
    q = x.to(tl.float8e5)
    tl.store(Q + offs, q.to(tl.uint8, bitcast=True), mask=m)
    tl.store(Y + offs, q.to(tl.float32) + x.to(tl.float16).to(tl.float8e5).to(tl.float32), mask=m)


@triton.jit
def fp8_e4_roundtrip(X, Q, Y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m)
    q = x.to(tl.float8e4nv)
    tl.store(Q + offs, q.to(tl.uint8, bitcast=True), mask=m)
    tl.store(Y + offs, q.to(tl.float32), mask=m)


@triton.jit
def int8_quant(X, Q, S, D, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(X + row * n_cols + cols, mask=m, other=0.0)
    amax = tl.max(tl.abs(x), axis=0)
    scale = tl.maximum(amax, 1e-8) / 127.0
    q = libdevice.rint(x / scale)
    q = tl.minimum(tl.maximum(q, -127.0), 127.0).to(tl.int8)
    tl.store(Q + row * n_cols + cols, q, mask=m)
    tl.store(S + row, scale)
    tl.store(D + row * n_cols + cols, q.to(tl.float32) * scale, mask=m)


@triton.jit
def flash_attn_fwd(Q, K, V, O, sm_scale, seq, HEAD: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD)
    base = bh * seq * HEAD
    q = tl.load(Q + base + offs_m[:, None] * HEAD + offs_d[None, :], mask=offs_m[:, None] < seq, other=0.0)
    m_i = tl.full([BLOCK_M], -float("inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD], tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in range(0, seq, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        k = tl.load(K + base + offs_n[None, :] * HEAD + offs_d[:, None], mask=offs_n[None, :] < seq, other=0.0)
        qk = tl.dot(q, k) * qk_scale
        qk = tl.where((offs_n[None, :] <= offs_m[:, None]) & (offs_n[None, :] < seq), qk, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(qk, axis=1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        acc = acc * alpha[:, None]
        v = tl.load(V + base + offs_n[:, None] * HEAD + offs_d[None, :], mask=offs_n[:, None] < seq, other=0.0)
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(O + base + offs_m[:, None] * HEAD + offs_d[None, :], acc.to(tl.float16), mask=offs_m[:, None] < seq)


@triton.jit
def matmul_masked(A, B, C, M, N, K, sam, sbk, scm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                  PREC: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(A + rm[:, None] * sam + (k0 + rk)[None, :], mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k0 + rk)[:, None] * sbk + rn[None, :], mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision=PREC)
    tl.store(C + rm[:, None] * scm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gelu_silu(X, G, Y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    g = tl.load(G + offs, mask=m, other=0.0)
    gelu = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    silu = g * tl.sigmoid(g)
    tl.store(Y + offs, gelu * silu, mask=m)


@triton.jit
def atomic_hist(X, HIST, FSUM, IMAX, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0)
    tl.atomic_add(HIST + (x & 63), 1, mask=m)
    tl.atomic_add(FSUM + (x & 7), (x % 9).to(tl.float32) * 0.25, mask=m)
    tl.atomic_max(IMAX + (x & 3), x, mask=m)


@triton.jit
def where_heavy(X, I, Y, J, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    i = tl.load(I + offs, mask=m, other=0)
    y = tl.where(x < -2.0, -x * x, tl.where(x < 0.0, x * 0.5, tl.where(x < 3.0, tl.sqrt(x), tl.log(x + 1.0))))
    y = tl.where(x != x, 0.0, y)
    y = tl.minimum(tl.maximum(y, -10.0), 10.0)
    j = tl.where(i > 0, i // 7, i % 5) + (i >> 3) - (i << 2) + (i ^ 0x55) * (i & 3)
    j = tl.where((i & 1) == 0, j, -j)
    tl.store(Y + offs, y, mask=m)
    tl.store(J + offs, j, mask=m)


@triton.jit
def reduce_odd(X, S, MX, MN, XS, CS, n_rows, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    rm = rows < n_rows
    m = rm[:, None] & (cols[None, :] < n_cols)
    x = tl.load(X + rows[:, None] * n_cols + cols[None, :], mask=m, other=0.0)
    tl.store(S + rows, tl.sum(x, axis=1), mask=rm)
    tl.store(MX + rows, tl.max(tl.where(m, x, -float("inf")), axis=1), mask=rm)
    tl.store(MN + rows, tl.min(tl.where(m, x, float("inf")), axis=1), mask=rm)
    xi = x.to(tl.int32, bitcast=True)
    tl.store(XS + rows, tl.xor_sum(xi, axis=1), mask=rm)
    tl.store(CS + tl.program_id(0) * BLOCK + cols, tl.sum(x, axis=0), mask=cols < n_cols)


@triton.jit
def trig_mix(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=1.0)
    y = tl.load(Y + offs, mask=m, other=1.0)
    tl.store(O + offs, tl.sin(x), mask=m)
    tl.store(O + n + offs, tl.cos(x), mask=m)
    tl.store(O + 2 * n + offs, tl.exp(y), mask=m)
    tl.store(O + 3 * n + offs, tl.log(tl.abs(x)), mask=m)
    tl.store(O + 4 * n + offs, tl.exp2(y), mask=m)
    tl.store(O + 5 * n + offs, tl.log2(tl.abs(y)), mask=m)
    tl.store(O + 6 * n + offs, tl.sqrt_rn(tl.abs(x)), mask=m)
    tl.store(O + 7 * n + offs, tl.div_rn(x, y), mask=m)
    tl.store(O + 8 * n + offs, tl.fdiv(x, y), mask=m)
    tl.store(O + 9 * n + offs, tl.rsqrt(tl.abs(y)), mask=m)
    tl.store(O + 10 * n + offs, x / y, mask=m)
    tl.store(O + 11 * n + offs, tl.fma(x, y, -x), mask=m)


@triton.jit
def _maxplus(a, b):
    return tl.maximum(a + 1.0, b)


@triton.jit
def assoc_scan(X, Y, P, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(X + row * BLOCK + cols)
    tl.store(Y + row * BLOCK + cols, tl.associative_scan(x, 0, _maxplus))
    tl.store(P + row * BLOCK + cols, tl.cumprod(x * 0.125 + 1.0, axis=0))


@triton.jit
def histogram64(X, H, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < n, other=0)
    h = tl.histogram(x & 63, 64)
    tl.atomic_add(H + tl.arange(0, 64), h)


@triton.jit
def matmul_epilogue(A, B, BIAS, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
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
    bias = tl.load(BIAS + rn, mask=rn < N, other=0.0)
    acc = tl.maximum(acc + bias[None, :], 0.0)
    tl.store(C + rm[:, None] * N + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def int_ops(A, B, O, W, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(A + offs, mask=m, other=1)
    b = tl.load(B + offs, mask=m, other=1)
    ua = a.to(tl.uint32, bitcast=True)
    ub = b.to(tl.uint32, bitcast=True)
    tl.store(O + offs, tl.umulhi(ua, ub).to(tl.int32, bitcast=True), mask=m)
    tl.store(O + n + offs, a // 7 + a % 13, mask=m)
    tl.store(O + 2 * n + offs, (ua // 1000).to(tl.int32, bitcast=True), mask=m)
    tl.store(O + 3 * n + offs, tl.where(b != 0, a // tl.where(b != 0, b, 1), 0), mask=m)
    tl.store(O + 4 * n + offs, (a >> (b & 31)) ^ (ua >> (ub & 31)).to(tl.int32, bitcast=True), mask=m)
    w = a.to(tl.int64) * b.to(tl.int64) + (a.to(tl.int64) << 20)
    tl.store(W + offs, w // 3, mask=m)


@triton.jit
def gather_rows(X, IDX, Y, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(X + row * BLOCK + cols)
    idx = tl.load(IDX + row * BLOCK + cols)
    tl.store(Y + row * BLOCK + cols, tl.gather(x, idx, 0))


# name: (fn, signature, constexprs, divisible-by-16 args, {cc: options})
F32P = "*fp32"
SPECS = {
    "softmax_masked": (softmax_masked, {"out_ptr": F32P, "in_ptr": F32P, "stride": "i32", "n_cols": "i32", "diag": "i32"},
                       {"BLOCK": 1024}, ["out_ptr", "in_ptr", "stride"], {80: dict(num_warps=4), 90: dict(num_warps=8)}),
    "layernorm_fwd_bwd": (layernorm_fwd_bwd, {"X": "*fp16", "W": F32P, "B": F32P, "DY": "*fp16", "Y": "*fp16", "DX": "*fp16",
                                              "DWP": F32P, "DBP": F32P, "stride": "i32", "N": "i32", "eps": "fp32"},
                          {"BLOCK": 512}, ["X", "DY", "Y", "DX", "DWP", "DBP", "stride"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "rmsnorm_bf16": (rmsnorm_bf16, {"X": "*bf16", "W": "*bf16", "Y": "*bf16", "stride": "i32", "N": "i32", "eps": "fp32"},
                     {"BLOCK": 256}, ["X", "Y", "stride"], {80: dict(num_warps=2), 90: dict(num_warps=4)}),
    "rotary": (rotary, {"Q": "*fp16", "COS": F32P, "SIN": F32P, "OUT": "*fp16", "seq_stride": "i32", "head_stride": "i32"},
               {"HALF": 32}, ["Q", "COS", "SIN", "OUT", "seq_stride", "head_stride"], {80: dict(num_warps=1), 90: dict(num_warps=1)}),
    "cumsum_rows": (cumsum_rows, {"X": F32P, "I": "*i32", "YF": F32P, "YI": "*i32", "n_cols": "i32"},
                    {"BLOCK": 512}, [], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "argmax_rows": (argmax_rows, {"X": F32P, "IMAX": "*i32", "IMIN": "*i32", "VMAX": F32P, "n_rows": "i32", "n_cols": "i32"},
                    {"ROWS": 4, "BLOCK": 256}, [], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "sort_rows": (sort_rows, {"X": F32P, "Y": F32P}, {"BLOCK": 128}, ["X", "Y"], {80: dict(num_warps=2), 90: dict(num_warps=2)}),
    "dropout": (dropout, {"X": F32P, "OUT": F32P, "R": F32P, "n": "i32", "p": "fp32", "seed": "i32"},
                {"BLOCK": 1024}, ["X", "OUT", "R"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "fp8_e5_roundtrip": (fp8_e5_roundtrip, {"X": F32P, "Q": "*u8", "Y": F32P, "n": "i32"},
                         {"BLOCK": 1024}, ["X", "Q", "Y"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "fp8_e4_roundtrip": (fp8_e4_roundtrip, {"X": F32P, "Q": "*u8", "Y": F32P, "n": "i32"},
                         {"BLOCK": 1024}, ["X", "Q", "Y"], {90: dict(num_warps=4)}),
    "int8_quant": (int8_quant, {"X": F32P, "Q": "*i8", "S": F32P, "D": F32P, "n_cols": "i32"},
                   {"BLOCK": 512}, [], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "flash_attn_fwd": (flash_attn_fwd, {"Q": "*fp16", "K": "*fp16", "V": "*fp16", "O": "*fp16", "sm_scale": "fp32", "seq": "i32"},
                       {"HEAD": 64, "BLOCK_M": 64, "BLOCK_N": 32}, ["Q", "K", "V", "O"], {80: dict(num_warps=4, num_stages=2), 90: dict(num_warps=4, num_stages=2)}),
    "matmul_bf16": (matmul_masked, {"A": "*bf16", "B": "*bf16", "C": F32P, "M": "i32", "N": "i32", "K": "i32", "sam": "i32", "sbk": "i32", "scm": "i32"},
                    {"BM": 64, "BN": 64, "BK": 32, "PREC": "ieee"}, ["A", "B", "C"], {80: dict(num_warps=4, num_stages=2), 90: dict(num_warps=4, num_stages=2)}),
    "matmul_tf32": (matmul_masked, {"A": F32P, "B": F32P, "C": F32P, "M": "i32", "N": "i32", "K": "i32", "sam": "i32", "sbk": "i32", "scm": "i32"},
                    {"BM": 64, "BN": 32, "BK": 16, "PREC": "tf32"}, ["A", "B", "C"], {80: dict(num_warps=4, num_stages=2), 90: dict(num_warps=4, num_stages=2)}),
    "gelu_silu": (gelu_silu, {"X": F32P, "G": F32P, "Y": F32P, "n": "i32"}, {"BLOCK": 512}, ["X", "G", "Y"],
                  {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "atomic_hist": (atomic_hist, {"X": "*i32", "HIST": "*i32", "FSUM": F32P, "IMAX": "*i32", "n": "i32"}, {"BLOCK": 256}, ["X"],
                    {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "where_heavy": (where_heavy, {"X": F32P, "I": "*i32", "Y": F32P, "J": "*i32", "n": "i32"}, {"BLOCK": 256}, ["X", "I", "Y", "J"],
                    {80: dict(num_warps=2), 90: dict(num_warps=2)}),
    "reduce_odd": (reduce_odd, {"X": F32P, "S": F32P, "MX": F32P, "MN": F32P, "XS": "*i32", "CS": F32P, "n_rows": "i32", "n_cols": "i32"},
                   {"ROWS": 8, "BLOCK": 128}, [], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "trig_mix": (trig_mix, {"X": F32P, "Y": F32P, "O": F32P, "n": "i32"}, {"BLOCK": 256}, ["X", "Y", "O"],
                 {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "assoc_scan": (assoc_scan, {"X": F32P, "Y": F32P, "P": F32P}, {"BLOCK": 256}, ["X", "Y", "P"],
                   {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "histogram64": (histogram64, {"X": "*i32", "H": "*i32", "n": "i32"}, {"BLOCK": 512}, ["X", "H"],
                    {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "matmul_epilogue": (matmul_epilogue, {"A": "*fp16", "B": "*fp16", "BIAS": F32P, "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                        {"BM": 64, "BN": 64, "BK": 32}, ["A", "B", "BIAS", "C"], {80: dict(num_warps=4, num_stages=3), 90: dict(num_warps=4, num_stages=3)}),
    "int_ops": (int_ops, {"A": "*i32", "B": "*i32", "O": "*i32", "W": "*i64", "n": "i32"}, {"BLOCK": 256}, ["A", "B", "O", "W"],
                {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "gather_rows": (gather_rows, {"X": F32P, "IDX": "*i32", "Y": F32P}, {"BLOCK": 128}, ["X", "IDX", "Y"],
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
