"""Triton kernels for conformance/cases/real5, compiled ahead of time with
triton.compile(ASTSource(...), target=GPUTarget("cuda", cc, 32)) for cc 80
and 90 (Triton picks sm_90a for 90). Imported by gen_cases.py; written the
way Triton users write them (the tutorials' matmul, persistent and
descriptor matmuls, flash attention, the layer-norm backward with a lock,
GPTQ-style dequantisation), not copied from anywhere."""
import triton
import triton.language as tl
from triton.language.extra import libdevice


# ---------------------------------------------------------------- matmuls

@triton.jit
def _gelu(x):
    return 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))


@triton.jit
def mm_grouped(A, B, BIAS, C, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr, ACT: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    per_group = GROUP_M * num_pid_n
    group = pid // per_group
    first_m = group * GROUP_M
    gsize = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + ((pid % per_group) % gsize)
    pid_n = (pid % per_group) // gsize
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptr = A + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b_ptr = B + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(a_ptr, mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr, mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptr += BK * stride_ak
        b_ptr += BK * stride_bk
    bias = tl.load(BIAS + rn, mask=rn < N, other=0.0).to(tl.float32)
    acc = acc + bias[None, :]
    if ACT == 1:
        acc = _gelu(acc)
    elif ACT == 2:
        acc = tl.where(acc >= 0, acc, 0.01 * acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(C.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def mm_persistent(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr,
                  NUM_SMS: tl.constexpr):
    start = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    k_tiles = tl.cdiv(K, BK)
    num_tiles = num_pid_m * num_pid_n
    per_group = GROUP_M * num_pid_n
    rk = tl.arange(0, BK)
    for tile in tl.range(start, num_tiles, NUM_SMS, flatten=True):
        group = tile // per_group
        first_m = group * GROUP_M
        gsize = min(num_pid_m - first_m, GROUP_M)
        pid_m = first_m + (tile % gsize)
        pid_n = (tile % per_group) // gsize
        rm = pid_m * BM + tl.arange(0, BM)
        rn = pid_n * BN + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for ki in range(k_tiles):
            kk = ki * BK + rk
            a = tl.load(A + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
            b = tl.load(B + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(a, b, acc)
        tl.store(C + rm[:, None] * N + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def mm_desc(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, WS: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_desc = tl.make_tensor_descriptor(A, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(B, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(C, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BK), warp_specialize=WS):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


@triton.jit
def splitk(A, B, C, C16, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, SPLIT_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = pid_k * BK + tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK * SPLIT_K)):
        kk = k * BK * SPLIT_K + rk
        a = tl.load(A + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(B + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    m = (rm[:, None] < M) & (rn[None, :] < N)
    tl.atomic_add(C + rm[:, None] * N + rn[None, :], acc, mask=m)
    tl.atomic_add(C16 + rm[:, None] * N + rn[None, :], acc.to(tl.float16), mask=m, sem="relaxed")


@triton.jit
def w4a16_mm(A, QW, SC, C, M, N, K, GROUP: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(A + rm[:, None] * K + kk[None, :], mask=rm[:, None] < M, other=0.0)
        q = tl.load(QW + (kk[:, None] // 8) * N + rn[None, :], mask=rn[None, :] < N, other=0)
        w = ((q >> ((kk[:, None] % 8) * 4)) & 0xF) - 8
        s = tl.load(SC + (kk[:, None] // GROUP) * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc = tl.dot(a, w.to(tl.float16) * s, acc)
    tl.store(C + rm[:, None] * N + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def w8a16_mm(A, W, S, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(A + rm[:, None] * K + kk[None, :], mask=rm[:, None] < M, other=0.0)
        w = tl.load(W + kk[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0)
        acc = tl.dot(a, w.to(tl.bfloat16), acc)
    s = tl.load(S + rn, mask=rn < N, other=0.0)
    tl.store(C + rm[:, None] * N + rn[None, :], (acc * s[None, :]).to(tl.bfloat16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def fp8_scaled_mm(A, B, SA, SB, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(A + rm[:, None] * K + kk[None, :], mask=rm[:, None] < M, other=0.0)
        b = tl.load(B + kk[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc = tl.dot(a, b, acc)
    sa = tl.load(SA + rm, mask=rm < M, other=0.0)
    sb = tl.load(SB + rn, mask=rn < N, other=0.0)
    acc = acc * sa[:, None] * sb[None, :]
    tl.store(C + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16), mask=(rm[:, None] < M) & (rn[None, :] < N))


# ---------------------------------------------------------------- attention

@triton.jit
def attn_fwd(Q, K, V, O, LSE, sm_scale, seq, HEAD: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD)
    base = bh * seq * HEAD
    q = tl.load(Q + base + offs_m[:, None] * HEAD + offs_d[None, :], mask=offs_m[:, None] < seq, other=0.0)
    m_i = tl.full([BLOCK_M], -float("inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD], tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = tl.minimum((start_m + 1) * BLOCK_M, seq)
    for start_n in range(0, hi, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        kt = tl.load(K + base + offs_n[None, :] * HEAD + offs_d[:, None], mask=offs_n[None, :] < seq, other=0.0)
        qk = tl.dot(q, kt)
        keep = (offs_m[:, None] >= offs_n[None, :]) & (offs_n[None, :] < seq)
        qk = qk * qk_scale + tl.where(keep, 0.0, -1.0e6)
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(V + base + offs_n[:, None] * HEAD + offs_d[None, :], mask=offs_n[:, None] < seq, other=0.0)
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_new
    tl.store(LSE + bh * seq + offs_m, m_i + tl.math.log2(l_i), mask=offs_m < seq)
    acc = acc / l_i[:, None]
    tl.store(O + base + offs_m[:, None] * HEAD + offs_d[None, :], acc.to(tl.float16), mask=offs_m[:, None] < seq)


@triton.jit
def attn_bwd_dkdv(Q, K, V, DO, LSE, DELTA, DK, DV, sm_scale, seq, HEAD: tl.constexpr, BLOCK_M: tl.constexpr,
                  BLOCK_N: tl.constexpr):
    start_n = tl.program_id(0)
    bh = tl.program_id(1)
    offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD)
    base = bh * seq * HEAD
    kmask = offs_n[:, None] < seq
    k = tl.load(K + base + offs_n[:, None] * HEAD + offs_d[None, :], mask=kmask, other=0.0)
    v = tl.load(V + base + offs_n[:, None] * HEAD + offs_d[None, :], mask=kmask, other=0.0)
    dk = tl.zeros([BLOCK_N, HEAD], tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD], tl.float32)
    scale2 = sm_scale * 1.44269504
    for start_m in range(start_n * BLOCK_N, seq, BLOCK_M):
        offs_m = start_m + tl.arange(0, BLOCK_M)
        qmask = offs_m[:, None] < seq
        q = tl.load(Q + base + offs_m[:, None] * HEAD + offs_d[None, :], mask=qmask, other=0.0)
        do = tl.load(DO + base + offs_m[:, None] * HEAD + offs_d[None, :], mask=qmask, other=0.0)
        lse = tl.load(LSE + bh * seq + offs_m, mask=offs_m < seq, other=0.0)
        delta = tl.load(DELTA + bh * seq + offs_m, mask=offs_m < seq, other=0.0)
        qkT = tl.dot(k, tl.trans(q)) * scale2
        pT = tl.math.exp2(qkT - lse[None, :])
        pT = tl.where((offs_m[None, :] >= offs_n[:, None]) & (offs_m[None, :] < seq), pT, 0.0)
        dv = tl.dot(pT.to(tl.float16), do, dv)
        dpT = tl.dot(v, tl.trans(do))
        dsT = pT * (dpT - delta[None, :])
        dk = tl.dot(dsT.to(tl.float16), q, dk)
    tl.store(DK + base + offs_n[:, None] * HEAD + offs_d[None, :], dk * sm_scale, mask=kmask)
    tl.store(DV + base + offs_n[:, None] * HEAD + offs_d[None, :], dv, mask=kmask)


# ---------------------------------------------------------------- reductions, scans, sorting

@triton.jit
def argminmax_ties(X, XI, O, n_rows, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    rmask = rows < n_rows
    m = rmask[:, None] & (cols[None, :] < n_cols)
    x = tl.load(X + rows[:, None] * n_cols + cols[None, :], mask=m, other=-float("inf"))
    xi = tl.load(XI + rows[:, None] * n_cols + cols[None, :], mask=m, other=-2147483648)
    o = O + rows * 8
    tl.store(o + 0, tl.argmax(x, 1), mask=rmask)
    tl.store(o + 1, tl.argmax(x, 1, tie_break_left=False), mask=rmask)
    tl.store(o + 2, tl.argmin(tl.where(m, x, float("inf")), 1, tie_break_left=False), mask=rmask)
    v, i = tl.max(xi, 1, return_indices=True)
    tl.store(o + 3, v, mask=rmask)
    tl.store(o + 4, i, mask=rmask)
    tl.store(o + 5, tl.argmin(tl.where(m, xi, 2147483647), 1), mask=rmask)
    tl.store(o + 6, tl.argmax(x.to(tl.float16), 1), mask=rmask)
    ux = tl.where(m, xi, 0).to(tl.uint32, bitcast=True)
    tl.store(o + 7, tl.argmax(ux, 1), mask=rmask)


@triton.jit
def _welford(m1, v1, n1, m2, v2, n2):
    n = n1 + n2
    d = m2 - m1
    w = tl.where(n == 0.0, 0.0, n2 / n)
    return m1 + d * w, v1 + v2 + d * d * n1 * w, n


@triton.jit
def _bitor(a, b):
    return a | b


@triton.jit
def _span(lo1, hi1, lo2, hi2):
    return tl.minimum(lo1, lo2), tl.maximum(hi1, hi2)


@triton.jit
def reduce_custom(X, I, OM, OB, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(X + row * n_cols + cols, mask=m, other=0.0)
    i = tl.load(I + row * n_cols + cols, mask=m, other=0)
    mean, m2, cnt = tl.reduce((x, tl.zeros_like(x), m.to(tl.float32)), 0, _welford)
    tl.store(OM + row * 3 + 0, mean)
    tl.store(OM + row * 3 + 1, m2)
    tl.store(OM + row * 3 + 2, cnt)
    tl.store(OB + row * 3 + 0, tl.reduce(i, 0, _bitor))
    lo, hi = tl.reduce((tl.where(m, i, 2147483647), tl.where(m, i, -2147483648)), 0, _span)
    tl.store(OB + row * 3 + 1, lo)
    tl.store(OB + row * 3 + 2, hi)


@triton.jit
def _linrec(a1, b1, a2, b2):
    return a1 * a2, b1 * a2 + b2


@triton.jit
def _segsum(f1, v1, f2, v2):
    return f1 | f2, tl.where(f2 != 0, v2, v1 + v2)


@triton.jit
def scan_tuple(A, B, F, V, H, S, R, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    off = row * BLOCK + cols
    a = tl.load(A + off)
    b = tl.load(B + off)
    f = tl.load(F + off)
    v = tl.load(V + off)
    _, h = tl.associative_scan((a, b), 0, _linrec)
    tl.store(H + off, h)
    _, s = tl.associative_scan((f, v), 0, _segsum)
    tl.store(S + off, s)
    tl.store(R + off, tl.cumprod(v | 1, 0, reverse=True))


@triton.jit
def sort_topk(X, TV, TI, FL, BLOCK: tl.constexpr, TOPK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(X + row * BLOCK + cols)
    s = tl.sort(x, descending=True)
    tl.store(TV + row * TOPK + cols, s, mask=cols < TOPK)
    bits = x.to(tl.int32, bitcast=True)
    key = tl.where(bits >= 0, bits, bits ^ 0x7fffffff)
    packed = (key.to(tl.int64) << 32) | cols.to(tl.int64)
    sp = tl.sort(packed, descending=True)
    tl.store(TI + row * TOPK + cols, (sp & 0xffffffff).to(tl.int32), mask=cols < TOPK)
    tl.store(FL + row * BLOCK + cols, tl.flip(x, 0))


@triton.jit
def ln_bwd_lock(DX, DY, DW, DB, X, W, Mean, Rstd, Lock, stride, N, GROUP_M: tl.constexpr, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    mask = cols < N
    lock_id = row % GROUP_M
    Lock += lock_id
    Count = Lock + GROUP_M
    DW = DW + lock_id * N + cols
    DB = DB + lock_id * N + cols
    x = tl.load(X + row * stride + cols, mask=mask, other=0).to(tl.float32)
    dy = tl.load(DY + row * stride + cols, mask=mask, other=0).to(tl.float32)
    w = tl.load(W + cols, mask=mask).to(tl.float32)
    mean = tl.load(Mean + row)
    rstd = tl.load(Rstd + row)
    xhat = (x - mean) * rstd
    wdy = w * dy
    xhat = tl.where(mask, xhat, 0.0)
    wdy = tl.where(mask, wdy, 0.0)
    c1 = tl.sum(xhat * wdy, axis=0) / N
    c2 = tl.sum(wdy, axis=0) / N
    dx = (wdy - (xhat * c1 + c2)) * rstd
    tl.store(DX + row * stride + cols, dx.to(tl.float16), mask=mask)
    pdw = (dy * xhat).to(w.dtype)
    pdb = dy.to(w.dtype)
    while tl.atomic_cas(Lock, 0, 1) == 1:
        pass
    count = tl.load(Count)
    if count == 0:
        tl.atomic_xchg(Count, 1)
    else:
        pdw += tl.load(DW, mask=mask)
        pdb += tl.load(DB, mask=mask)
    tl.store(DW, pdw, mask=mask)
    tl.store(DB, pdb, mask=mask)
    tl.debug_barrier()
    tl.atomic_xchg(Lock, 0)


@triton.jit
def softmax_online(X, Y, L, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mv = tl.full([BLOCK], -float("inf"), tl.float32)
    sv = tl.zeros([BLOCK], tl.float32)
    for off in range(0, n_cols, BLOCK):
        c = off + cols
        x = tl.load(X + row * n_cols + c, mask=c < n_cols, other=-float("inf")).to(tl.float32)
        mn = tl.maximum(mv, x)
        sv = sv * tl.exp(mv - mn) + tl.where(x == -float("inf"), 0.0, tl.exp(x - mn))
        sv = tl.where(mn == -float("inf"), 0.0, sv)
        mv = mn
    mx = tl.max(mv, 0)
    s = tl.sum(tl.where(mv == -float("inf"), 0.0, sv * tl.exp(mv - mx)), 0)
    ls = tl.log(s)
    for off in range(0, n_cols, BLOCK):
        c = off + cols
        x = tl.load(X + row * n_cols + c, mask=c < n_cols, other=0.0).to(tl.float32)
        tl.store(Y + row * n_cols + c, tl.exp(x - mx) / s, mask=c < n_cols)
        tl.store(L + row * n_cols + c, x - mx - ls, mask=c < n_cols)


# ---------------------------------------------------------------- math, casts, integers

@triton.jit
def libdevice_round(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=1.0)
    y = tl.load(Y + offs, mask=m, other=1.0)
    o = O + offs * 32
    tl.store(o + 0, libdevice.add_rd(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 1, libdevice.add_ru(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 2, libdevice.add_rz(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 3, libdevice.mul_rd(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 4, libdevice.mul_ru(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 5, libdevice.mul_rz(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 6, libdevice.fma_rd(x, y, x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 7, libdevice.fma_ru(x, y, -x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 8, libdevice.fma_rz(x, x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 9, libdevice.div_rz(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 10, libdevice.div_rd(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 11, libdevice.div_ru(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 12, libdevice.rcp_rn(y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 13, libdevice.rcp_rz(y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 14, libdevice.sqrt_rd(x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 15, libdevice.sqrt_ru(x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 16, libdevice.float2int_rd(x), mask=m)
    tl.store(o + 17, libdevice.float2int_ru(x), mask=m)
    tl.store(o + 18, libdevice.float2uint_rn(x), mask=m)
    tl.store(o + 19, libdevice.float2ll_rd(x).to(tl.int32), mask=m)
    tl.store(o + 20, (libdevice.float2ll_ru(x) >> 32).to(tl.int32), mask=m)
    xb = x.to(tl.int32, bitcast=True)
    tl.store(o + 21, libdevice.int2float_rd(xb).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 22, libdevice.uint2float_rz(xb.to(tl.uint32, bitcast=True)).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 23, libdevice.ll2float_ru(xb.to(tl.int64) * 1000003).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 24, libdevice.round(x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 25, libdevice.nearbyint(x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 26, libdevice.fdim(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 27, libdevice.ldexp(x, (xb & 63) - 32).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 28, libdevice.ilogb(x), mask=m)
    tl.store(o + 29, libdevice.logb(x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 30, libdevice.remainder(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 31, libdevice.saturatef(x).to(tl.int32, bitcast=True), mask=m)


@triton.jit
def libdevice_trans(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=1.0)
    y = tl.load(Y + offs, mask=m, other=1.0)
    o = O + offs * 16
    tl.store(o + 0, libdevice.sinh(x), mask=m)
    tl.store(o + 1, libdevice.cosh(x), mask=m)
    tl.store(o + 2, libdevice.tan(x), mask=m)
    tl.store(o + 3, libdevice.asin(y), mask=m)
    tl.store(o + 4, libdevice.acos(y), mask=m)
    tl.store(o + 5, libdevice.atan(x), mask=m)
    tl.store(o + 6, libdevice.erfc(x), mask=m)
    tl.store(o + 7, libdevice.lgamma(x), mask=m)
    tl.store(o + 8, libdevice.tgamma(y * 8.0), mask=m)
    tl.store(o + 9, libdevice.exp10(y * 10.0), mask=m)
    tl.store(o + 10, libdevice.log10(x), mask=m)
    tl.store(o + 11, libdevice.rcbrt(x), mask=m)
    tl.store(o + 12, libdevice.normcdf(x), mask=m)
    tl.store(o + 13, libdevice.normcdfinv(y * 0.5 + 0.5), mask=m)
    tl.store(o + 14, libdevice.sinpi(x), mask=m)
    tl.store(o + 15, libdevice.cospi(x), mask=m)


@triton.jit
def libdevice_f64(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=1.0)
    y = tl.load(Y + offs, mask=m, other=1.0)
    o = O + offs * 24
    tl.store(o + 0, libdevice.exp(x), mask=m)
    tl.store(o + 1, libdevice.log(x), mask=m)
    tl.store(o + 2, libdevice.sin(x), mask=m)
    tl.store(o + 3, libdevice.cos(x), mask=m)
    tl.store(o + 4, libdevice.tanh(x), mask=m)
    tl.store(o + 5, libdevice.pow(x, y), mask=m)
    tl.store(o + 6, libdevice.atan2(x, y), mask=m)
    tl.store(o + 7, libdevice.erf(x), mask=m)
    tl.store(o + 8, libdevice.cbrt(x), mask=m)
    tl.store(o + 9, libdevice.log1p(x), mask=m)
    tl.store(o + 10, libdevice.expm1(x), mask=m)
    tl.store(o + 11, libdevice.sqrt_rn(x), mask=m)
    tl.store(o + 12, libdevice.div_rn(x, y), mask=m)
    tl.store(o + 13, libdevice.div_rz(x, y), mask=m)
    tl.store(o + 14, libdevice.rcp_rd(y), mask=m)
    tl.store(o + 15, libdevice.fma_ru(x, y, x), mask=m)
    tl.store(o + 16, libdevice.add_rz(x, y), mask=m)
    tl.store(o + 17, libdevice.rsqrt(x), mask=m)
    tl.store(o + 18, libdevice.double2float_rd(x).to(tl.float64), mask=m)
    tl.store(o + 19, libdevice.double2float_ru(x).to(tl.float64), mask=m)
    tl.store(o + 20, libdevice.double2int_rd(x).to(tl.float64), mask=m)
    tl.store(o + 21, libdevice.double2ll_ru(x).to(tl.float64), mask=m)
    tl.store(o + 22, libdevice.ll2double_rz(libdevice.double_as_longlong(x)), mask=m)
    tl.store(o + 23, libdevice.sinpi(x), mask=m)


@triton.jit
def casts_all(X, D, I, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    d = tl.load(D + offs, mask=m, other=0.0)
    i = tl.load(I + offs, mask=m, other=0)
    o = O + offs * 32
    tl.store(o + 0, x.to(tl.int8).to(tl.int32), mask=m)
    tl.store(o + 1, x.to(tl.uint8).to(tl.int32), mask=m)
    tl.store(o + 2, x.to(tl.int16).to(tl.int32), mask=m)
    tl.store(o + 3, x.to(tl.uint16).to(tl.int32), mask=m)
    tl.store(o + 4, x.to(tl.int32), mask=m)
    tl.store(o + 5, x.to(tl.uint32).to(tl.int32, bitcast=True), mask=m)
    x64 = x.to(tl.int64)
    tl.store(o + 6, x64.to(tl.int32), mask=m)
    tl.store(o + 7, (x64 >> 32).to(tl.int32), mask=m)
    xu64 = x.to(tl.uint64)
    tl.store(o + 8, (xu64 >> 32).to(tl.int32), mask=m)
    tl.store(o + 9, x.to(tl.float16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 10, x.to(tl.float16, fp_downcast_rounding="rtz").to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 11, x.to(tl.bfloat16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 12, x.to(tl.bfloat16, fp_downcast_rounding="rtz").to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 13, x.to(tl.float16).to(tl.bfloat16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 14, x.to(tl.bfloat16).to(tl.float16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 15, x.to(tl.float8e5).to(tl.int8, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 16, d.to(tl.float32).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 17, d.to(tl.float16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 18, d.to(tl.bfloat16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 19, d.to(tl.int32), mask=m)
    tl.store(o + 20, d.to(tl.uint32).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 21, (d.to(tl.int64) >> 16).to(tl.int32), mask=m)
    tl.store(o + 22, i.to(tl.float16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 23, i.to(tl.float32).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 24, i.to(tl.uint32).to(tl.float32).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 25, i.to(tl.bfloat16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 26, i.to(tl.int8).to(tl.int32), mask=m)
    tl.store(o + 27, i.to(tl.uint16).to(tl.int32), mask=m)
    tl.store(o + 28, (i.to(tl.uint64, bitcast=True).to(tl.float64).to(tl.int64, bitcast=True) >> 20).to(tl.int32), mask=m)
    tl.store(o + 29, i.to(tl.float64).to(tl.float32).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 30, x.to(tl.int8).to(tl.float16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 31, (x.to(tl.float64) * 3.0).to(tl.float32).to(tl.int32, bitcast=True), mask=m)


@triton.jit
def nan_ops(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    y = tl.load(Y + offs, mask=m, other=0.0)
    o = O + offs * 16
    tl.store(o + 0, tl.where(x > y, x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 1, tl.where(x != x, y, x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 2, tl.maximum(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 3, tl.maximum(x, y, propagate_nan=tl.PropagateNan.ALL).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 4, tl.minimum(x, y, propagate_nan=tl.PropagateNan.ALL).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 5, tl.clamp(x, -2.0, 2.0, propagate_nan=tl.PropagateNan.ALL).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 6, tl.minimum(x, y).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 7, tl.where(x < y, x, y).to(tl.int32, bitcast=True), mask=m)
    xh = x.to(tl.float16)
    yh = y.to(tl.float16)
    tl.store(o + 8, tl.maximum(xh, yh, propagate_nan=tl.PropagateNan.ALL).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    tl.store(o + 9, tl.minimum(xh, yh).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    xb = x.to(tl.bfloat16)
    yb = y.to(tl.bfloat16)
    tl.store(o + 10, tl.maximum(xb, yb, propagate_nan=tl.PropagateNan.ALL).to(tl.bfloat16).to(tl.int16, bitcast=True).to(tl.int32), mask=m)
    cmp = (x == y).to(tl.int32) + 2 * (x < y).to(tl.int32) + 4 * (x >= y).to(tl.int32) + 8 * (x != y).to(tl.int32)
    tl.store(o + 11, cmp, mask=m)
    cls = libdevice.isnan(x).to(tl.int32) + 2 * libdevice.isinf(x).to(tl.int32) + 4 * libdevice.signbit(x).to(tl.int32) \
        + 8 * libdevice.isinf(y).to(tl.int32)
    tl.store(o + 12, cls, mask=m)
    tl.store(o + 13, tl.abs(x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 14, (-x).to(tl.int32, bitcast=True), mask=m)
    tl.store(o + 15, tl.where(x == x, x * y, y - x).to(tl.int32, bitcast=True), mask=m)


@triton.jit
def rng_ops(O, OR, ON, n, seed, p, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    r = tl.randint(seed, offs)
    tl.store(O + offs * 5, r.to(tl.int32, bitcast=True), mask=m)
    r0, r1, r2, r3 = tl.randint4x(seed, offs + 1000003)
    tl.store(O + offs * 5 + 1, r0.to(tl.int32, bitcast=True), mask=m)
    tl.store(O + offs * 5 + 2, r1.to(tl.int32, bitcast=True), mask=m)
    tl.store(O + offs * 5 + 3, r2.to(tl.int32, bitcast=True), mask=m)
    tl.store(O + offs * 5 + 4, r3.to(tl.int32, bitcast=True), mask=m)
    u = tl.rand(seed, offs.to(tl.int64) + 8589934592)
    keep = u > p
    tl.store(OR + offs, tl.where(keep, u / (1 - p), 0.0), mask=m)
    tl.store(ON + offs, tl.randn(seed, offs), mask=m)


@triton.jit
def embed_i64(IDX, W, OUT, G, GW, n_tok, V, D: tl.constexpr, PAD: tl.constexpr, TOK: tl.constexpr):
    tok = tl.program_id(0) * TOK + tl.arange(0, TOK)
    cols = tl.arange(0, D)
    tm = tok < n_tok
    idx = tl.load(IDX + tok, mask=tm, other=PAD)
    idx = tl.where(idx < 0, idx + V, idx)
    valid = tm & (idx != PAD) & (idx >= 0) & (idx < V)
    rows = tl.load(W + idx[:, None] * D + cols[None, :], mask=valid[:, None], other=0.0)
    tl.store(OUT + tok[:, None].to(tl.int64) * D + cols[None, :], rows, mask=tm[:, None])
    g = tl.load(G + tok[:, None] * D + cols[None, :], mask=tm[:, None], other=0.0)
    tl.atomic_add(GW + idx[:, None] * D + cols[None, :], g, mask=valid[:, None])


@triton.jit
def intdiv64(A, B, C, D, O, P, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(A + offs, mask=m, other=1)
    b = tl.load(B + offs, mask=m, other=1)
    c = tl.load(C + offs, mask=m, other=1)
    d = tl.load(D + offs, mask=m, other=1)
    bb = tl.where(b == 0, 7, b)
    ua = a.to(tl.uint64, bitcast=True)
    ub = bb.to(tl.uint64, bitcast=True)
    o = O + offs * 10
    tl.store(o + 0, a // bb, mask=m)
    tl.store(o + 1, a % bb, mask=m)
    tl.store(o + 2, (ua // ub).to(tl.int64, bitcast=True), mask=m)
    tl.store(o + 3, (ua % ub).to(tl.int64, bitcast=True), mask=m)
    tl.store(o + 4, libdevice.mulhi(a, b), mask=m)
    tl.store(o + 5, libdevice.mulhi(ua, b.to(tl.uint64, bitcast=True)).to(tl.int64, bitcast=True), mask=m)
    tl.store(o + 6, a >> (b & 63), mask=m)
    tl.store(o + 7, (ua >> (b & 63).to(tl.uint64)).to(tl.int64, bitcast=True), mask=m)
    tl.store(o + 8, tl.cdiv(a & 0xffffffffff, (bb & 0xfffff) | 1), mask=m)
    tl.store(o + 9, (a * b) ^ (a + b) ^ (a << (b & 63)), mask=m)
    dd = tl.where(d == 0, 3, d)
    q = P + offs * 6
    tl.store(q + 0, (c // dd).to(tl.int32), mask=m)
    tl.store(q + 1, (c % dd).to(tl.int32), mask=m)
    tl.store(q + 2, (c >> (d & 15)).to(tl.int32), mask=m)
    tl.store(q + 3, (c * d).to(tl.int16).to(tl.int32), mask=m)
    tl.store(q + 4, (c.to(tl.uint16) // dd.to(tl.uint8)).to(tl.int32), mask=m)
    tl.store(q + 5, (c.to(tl.int8) * d).to(tl.int8).to(tl.int32), mask=m)


# ---------------------------------------------------------------- second batch

@triton.jit
def mm_persistent_tma_ws(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr,
                         NUM_SMS: tl.constexpr):
    start = tl.program_id(0)
    a_desc = tl.make_tensor_descriptor(A, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(B, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(C, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    k_tiles = tl.cdiv(K, BK)
    num_tiles = num_pid_m * num_pid_n
    per_group = GROUP_M * num_pid_n
    for tile in tl.range(start, num_tiles, NUM_SMS, flatten=True, warp_specialize=True):
        group = tile // per_group
        first_m = group * GROUP_M
        gsize = min(num_pid_m - first_m, GROUP_M)
        pid_m = first_m + (tile % gsize)
        pid_n = (tile % per_group) // gsize
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for ki in range(k_tiles):
            a = a_desc.load([pid_m * BM, ki * BK])
            b = b_desc.load([pid_n * BN, ki * BK])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


@triton.jit
def dot_ieee(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(A + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(B + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    tl.store(C + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def dot_scaled_mx(A, B, BS, C, M, N, K: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, K)
    rk2 = tl.arange(0, K // 2)
    rs = tl.arange(0, K // 32)
    a = tl.load(A + rm[:, None] * K + rk[None, :], mask=rm[:, None] < M, other=0.0)
    b = tl.load(B + rk2[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0)
    bs = tl.load(BS + rn[:, None] * (K // 32) + rs[None, :], mask=rn[:, None] < N, other=127)
    c = tl.dot_scaled(a, None, "bf16", b, bs, "e2m1")
    tl.store(C + rm[:, None] * N + rn[None, :], c, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def inline_asm_pack(X8, H, G, X32, O8, OH, OM, OL, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x8 = tl.load(X8 + offs, mask=m, other=0)
    y8 = tl.inline_asm_elementwise("{ .reg .b32 t; prmt.b32 t, $1, 0, 0x0123; xor.b32 $0, t, 0x80808080; }", "=r,r", [x8],
                                   dtype=tl.int8, is_pure=True, pack=4)
    tl.store(O8 + offs, y8, mask=m)
    h = tl.load(H + offs, mask=m, other=0.0)
    g = tl.load(G + offs, mask=m, other=0.0)
    z = tl.inline_asm_elementwise("fma.rn.f16x2 $0, $1, $2, $3;", "=r,r,r,r", [h, g, h], dtype=tl.float16, is_pure=True, pack=2)
    tl.store(OH + offs, z, mask=m)
    w = tl.inline_asm_elementwise("max.NaN.f16x2 $0, $1, $2;", "=r,r,r", [h, g], dtype=tl.float16, is_pure=True, pack=2)
    tl.store(OM + offs, w, mask=m)
    x32 = tl.load(X32 + offs, mask=m, other=0)
    lo, hi = tl.inline_asm_elementwise("mov.b32 {$0, $1}, $2;", "=h,=h,r", [x32], dtype=(tl.int16, tl.int16), is_pure=True, pack=1)
    tl.store(OL + offs * 2, lo.to(tl.int32) - hi.to(tl.int32), mask=m)
    tl.store(OL + offs * 2 + 1, (hi.to(tl.int32) << 16) | (lo.to(tl.int32) & 0xffff), mask=m)


@triton.jit
def inline_asm_fp8(X, Y, O, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    y = tl.load(Y + offs, mask=m, other=0.0)
    a = tl.inline_asm_elementwise("{ .reg .b16 t; cvt.rn.satfinite.e4m3x2.f32 t, $2, $1; cvt.rn.f16x2.e4m3x2 $0, t; }",
                                  "=r,r,r", [x, y], dtype=tl.int32, is_pure=True, pack=1)
    b = tl.inline_asm_elementwise("{ .reg .b16 t; cvt.rn.satfinite.e5m2x2.f32 t, $2, $1; cvt.rn.f16x2.e5m2x2 $0, t; }",
                                  "=r,r,r", [x, y], dtype=tl.int32, is_pure=True, pack=1)
    c = tl.inline_asm_elementwise("{ .reg .b16 t; cvt.rn.satfinite.relu.e4m3x2.f32 t, $2, $1; mov.b32 $0, {t, t}; }",
                                  "=r,r,r", [x, y], dtype=tl.int32, is_pure=True, pack=1)
    d = tl.inline_asm_elementwise("cvt.rn.bf16x2.f32 $0, $2, $1;", "=r,r,r", [x, y], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(O + offs * 4, a, mask=m)
    tl.store(O + offs * 4 + 1, b, mask=m)
    tl.store(O + offs * 4 + 2, c, mask=m)
    tl.store(O + offs * 4 + 3, d, mask=m)


@triton.jit
def atomics_mix(X, I, FM, I64, U, F64, BF, H, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    i = tl.load(I + offs, mask=m, other=0)
    slot = i & 7
    tl.atomic_max(FM + slot, x, mask=m)
    tl.atomic_min(FM + 8 + slot, x, mask=m, sem="relaxed")
    w = i.to(tl.int64)
    tl.atomic_add(I64 + slot, w * 4294967311, mask=m)
    tl.atomic_max(I64 + 8 + slot, w << 20, mask=m, sem="release")
    tl.atomic_min(I64 + 16 + slot, w * 3, mask=m, scope="sys")
    tl.atomic_and(I64 + 24 + slot, ~(w << 3), mask=m)
    tl.atomic_or(U + slot, i >> 3, mask=m)
    tl.atomic_xor(U + 8 + slot, i, mask=m)
    tl.atomic_max(U + 16 + slot, i.to(tl.uint32, bitcast=True), mask=m)
    tl.atomic_min(U + 24 + slot, i.to(tl.uint32, bitcast=True), mask=m)
    tl.atomic_add(U + 32 + offs * 0, tl.full([BLOCK], 1, tl.int32), mask=m)
    tl.atomic_add(F64 + slot, (i % 1000).to(tl.float64), mask=m)
    tl.atomic_add(BF + slot, (i & 1).to(tl.bfloat16), mask=m)
    tl.atomic_add(H + slot * 2 + (offs & 1), (i % 5).to(tl.float16), mask=m)


@triton.jit
def chained_scan(X, Y, AGG, FLAG, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0)
    local = tl.cumsum(x, 0)
    total = tl.sum(x, 0)
    if pid > 0:
        while tl.atomic_add(FLAG + pid - 1, 0, sem="acquire") == 0:
            pass
    prefix = tl.load(AGG + pid - 1, mask=pid > 0, other=0, volatile=True)
    tl.store(AGG + pid, prefix + total)
    tl.debug_barrier()
    tl.atomic_xchg(FLAG + pid, 1, sem="release")
    tl.store(Y + offs, local + prefix, mask=m)


@triton.jit
def reduce_types(X8, X16, XH, XB, XD, O, OF, OD, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    a = tl.load(X8 + row * n_cols + cols, mask=m, other=0)
    b = tl.load(X16 + row * n_cols + cols, mask=m, other=0)
    h = tl.load(XH + row * n_cols + cols, mask=m, other=0.0)
    bb = tl.load(XB + row * n_cols + cols, mask=m, other=0.0)
    d = tl.load(XD + row * n_cols + cols, mask=m, other=0.0)
    tl.store(O + row * 6 + 0, tl.sum(a, 0))
    tl.store(O + row * 6 + 1, tl.max(tl.where(m, a, -128), 0).to(tl.int32))
    tl.store(O + row * 6 + 2, tl.min(tl.where(m, b, 65535), 0).to(tl.int32))
    tl.store(O + row * 6 + 3, tl.sum(b, 0).to(tl.int32))
    tl.store(O + row * 6 + 4, tl.xor_sum(a, 0).to(tl.int32))
    tl.store(O + row * 6 + 5, tl.sum(b.to(tl.int16, bitcast=True), 0).to(tl.int32))
    tl.store(OF + row * 4 + 0, tl.sum(h, 0).to(tl.float32))
    tl.store(OF + row * 4 + 1, tl.max(tl.where(m, h, -float("inf")), 0).to(tl.float32))
    tl.store(OF + row * 4 + 2, tl.sum(bb, 0).to(tl.float32))
    tl.store(OF + row * 4 + 3, tl.sum(h, 0, dtype=tl.float16).to(tl.float32))
    tl.store(OD + row * 2 + 0, tl.sum(d, 0))
    tl.store(OD + row * 2 + 1, tl.min(tl.where(m, d, float("inf")), 0))


@triton.jit
def _cummax(a, b):
    return tl.maximum(a, b)


@triton.jit
def scan2d(X, XI, Y, YI, YM, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rr = tl.arange(0, R)
    cc = tl.arange(0, C)
    off = pid * R * C + rr[:, None] * C + cc[None, :]
    x = tl.load(X + off)
    xi = tl.load(XI + off)
    tl.store(Y + off, tl.cumsum(x, 0))
    tl.store(YI + off, tl.cumsum(xi, 0, reverse=True))
    tl.store(YM + off, tl.associative_scan(x, 1, _cummax))


@triton.jit
def gather2d(X, IDX, Y, R: tl.constexpr, C: tl.constexpr, CI: tl.constexpr):
    pid = tl.program_id(0)
    rr = tl.arange(0, R)
    x = tl.load(X + pid * R * C + rr[:, None] * C + tl.arange(0, C)[None, :])
    idx = tl.load(IDX + pid * R * CI + rr[:, None] * CI + tl.arange(0, CI)[None, :])
    tl.store(Y + pid * R * CI + rr[:, None] * CI + tl.arange(0, CI)[None, :], tl.gather(x, idx, 1))


@triton.jit
def split_join(X, Y, Z, W, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rr = tl.arange(0, R)
    cc = tl.arange(0, C)
    x = tl.load(X + pid * R * C * 2 + (rr[:, None] * C + cc[None, :])[:, :, None] * 2 + tl.arange(0, 2)[None, None, :])
    a, b = tl.split(x)
    tl.store(Y + pid * R * C * 2 + (rr[:, None] * C + cc[None, :])[:, :, None] * 2 + tl.arange(0, 2)[None, None, :],
             tl.join(b * 2.0, a + 1.0))
    t = tl.interleave(a, b - a)
    tl.store(Z + pid * R * C * 2 + rr[:, None] * (2 * C) + tl.arange(0, 2 * C)[None, :], t)
    r3 = tl.reshape(a, (R, C // 4, 4))
    p3 = tl.permute(r3, (2, 0, 1))
    q = tl.reshape(p3, (4 * R, C // 4))
    tl.store(W + pid * R * C + tl.arange(0, 4 * R)[:, None] * (C // 4) + tl.arange(0, C // 4)[None, :], q)


@triton.jit
def blockptr_mm(A, B, C, P, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_bp = tl.make_block_ptr(A, shape=(M, K), strides=(K, 1), offsets=(pid_m * BM, 0), block_shape=(BM, BK), order=(1, 0))
    b_bp = tl.make_block_ptr(B, shape=(K, N), strides=(1, K), offsets=(0, pid_n * BN), block_shape=(BK, BN), order=(0, 1))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_bp, boundary_check=(0, 1), padding_option="zero")
        b = tl.load(b_bp, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(a, b, acc)
        a_bp = tl.advance(a_bp, (0, BK))
        b_bp = tl.advance(b_bp, (BK, 0))
    c_bp = tl.make_block_ptr(C, shape=(M, N), strides=(N, 1), offsets=(pid_m * BM, pid_n * BN), block_shape=(BM, BN), order=(1, 0))
    tl.store(c_bp, acc.to(tl.float16), boundary_check=(0, 1))
    p_bp = tl.make_block_ptr(A, shape=(M, K), strides=(K, 1), offsets=(pid_m * BM + BM // 2, K - 8), block_shape=(BM, 16), order=(1, 0))
    pv = tl.load(p_bp, boundary_check=(0, 1), padding_option="nan")
    q_bp = tl.make_block_ptr(P, shape=(2 * M, 16 * 4), strides=(16 * 4, 1), offsets=(pid_m * BM, pid_n * 16), block_shape=(BM, 16),
                             order=(1, 0))
    tl.store(q_bp, pv, boundary_check=(0, 1))


@triton.jit
def copy_hints(X, Y, B, S, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(offs, BLOCK), BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0, cache_modifier=".cg")
    y = tl.load(X + n + offs, mask=m, other=0.0, eviction_policy="evict_last")
    tl.store(Y + offs, x * 2.0 - y, mask=m, cache_modifier=".cs")
    tl.store(Y + n + offs, tl.maximum(x, y), mask=m, eviction_policy="evict_first")
    tl.store(B + offs, x > y, mask=m)
    s = tl.load(S + offs, mask=m, other=0, volatile=True)
    tl.store(S + n + offs, s ^ (x > 0.0).to(tl.int32), mask=m)



@triton.jit
def mm_persistent_ws2(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, NUM_SMS: tl.constexpr):
    start = tl.program_id(0)
    a_desc = tl.make_tensor_descriptor(A, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(B, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(C, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    num_pid_n = tl.cdiv(N, BN)
    num_tiles = tl.cdiv(M, BM) * num_pid_n
    for tile in tl.range(start, num_tiles, NUM_SMS, warp_specialize=True):
        pid_m = tile // num_pid_n
        pid_n = tile % num_pid_n
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for ki in range(tl.cdiv(K, BK)):
            a = a_desc.load([pid_m * BM, ki * BK])
            b = b_desc.load([ki * BK, pid_n * BN])
            acc = tl.dot(a, b, acc)
        c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


@triton.jit
def attn_fwd_ws(Q, K, V, O, sm_scale, seq, HEAD: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    q_desc = tl.make_tensor_descriptor(Q, shape=[2 * seq, HEAD], strides=[HEAD, 1], block_shape=[BLOCK_M, HEAD])
    k_desc = tl.make_tensor_descriptor(K, shape=[2 * seq, HEAD], strides=[HEAD, 1], block_shape=[BLOCK_N, HEAD])
    v_desc = tl.make_tensor_descriptor(V, shape=[2 * seq, HEAD], strides=[HEAD, 1], block_shape=[BLOCK_N, HEAD])
    row0 = bh * seq + start_m * BLOCK_M
    q = q_desc.load([row0, 0])
    m_i = tl.full([BLOCK_M], -float("inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD], tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in tl.range(0, seq, BLOCK_N, warp_specialize=True):
        k = k_desc.load([bh * seq + start_n, 0])
        qk = tl.dot(q, k.T) * qk_scale
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = v_desc.load([bh * seq + start_n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_new
    acc = acc / l_i[:, None]
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    tl.store(O + (bh * seq + offs_m)[:, None] * HEAD + tl.arange(0, HEAD)[None, :], acc.to(tl.float16))


F32P = "*fp32"
SCALE_MM = {"A": "*fp8e5", "B": "*fp8e5", "SA": F32P, "SB": F32P, "C": "*bf16", "M": "i32", "N": "i32", "K": "i32"}
ATTN = {"Q": "*fp16", "K": "*fp16", "V": "*fp16", "O": "*fp16", "LSE": F32P, "sm_scale": "fp32", "seq": "i32"}

# name: (fn, signature, constexprs, divisible-by-16 args, {cc: options})
SPECS = {
    "mm_gelu_f16": (mm_grouped, {"A": "*fp16", "B": "*fp16", "BIAS": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                                 "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"},
                    {"stride_ak": 1, "stride_bn": 1, "BM": 64, "BN": 64, "BK": 32, "GROUP_M": 4, "ACT": 1},
                    ["A", "B", "BIAS", "C", "N", "K", "stride_am", "stride_bk", "stride_cm"],
                    {80: dict(num_warps=4, num_stages=4), 90: dict(num_warps=4, num_stages=4)}),
    "mm_bf16_lrelu": (mm_grouped, {"A": "*bf16", "B": "*bf16", "BIAS": "*bf16", "C": "*bf16", "M": "i32", "N": "i32", "K": "i32",
                                   "stride_ak": "i32", "stride_bk": "i32", "stride_cm": "i32"},
                      {"stride_am": 1, "stride_bn": 1, "BM": 128, "BN": 64, "BK": 64, "GROUP_M": 8, "ACT": 2},
                      ["A", "B", "BIAS", "C", "M", "N", "K", "stride_ak", "stride_bk", "stride_cm"],
                      {80: dict(num_warps=8, num_stages=3), 90: dict(num_warps=8, num_stages=3)}),
    "mm_persistent": (mm_persistent, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                      {"BM": 128, "BN": 64, "BK": 64, "GROUP_M": 4, "NUM_SMS": 4}, ["A", "B", "C", "N", "K"],
                      {80: dict(num_warps=8, num_stages=3), 90: dict(num_warps=8, num_stages=3)}),
    "mm_desc": (mm_desc, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                {"BM": 64, "BN": 64, "BK": 64, "WS": False}, ["A", "B", "C", "N", "K"], {90: dict(num_warps=4, num_stages=3)}),
    "mm_desc_ws": (mm_desc, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                   {"BM": 64, "BN": 64, "BK": 64, "WS": True}, ["A", "B", "C", "N", "K"], {90: dict(num_warps=4, num_stages=3)}),
    "splitk": (splitk, {"A": "*fp16", "B": "*fp16", "C": F32P, "C16": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
               {"BM": 64, "BN": 64, "BK": 32, "SPLIT_K": 3}, ["A", "B", "C", "C16"],
               {80: dict(num_warps=4, num_stages=3), 90: dict(num_warps=4, num_stages=3)}),
    "w4a16_mm": (w4a16_mm, {"A": "*fp16", "QW": "*i32", "SC": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                 {"GROUP": 64, "BM": 32, "BN": 64, "BK": 64}, ["A", "QW", "SC", "C", "N", "K"],
                 {80: dict(num_warps=4, num_stages=3), 90: dict(num_warps=4, num_stages=3)}),
    "w8a16_mm": (w8a16_mm, {"A": "*bf16", "W": "*i8", "S": F32P, "C": "*bf16", "M": "i32", "N": "i32", "K": "i32"},
                 {"BM": 32, "BN": 64, "BK": 32}, ["A", "W", "S", "C", "N", "K"],
                 {80: dict(num_warps=4, num_stages=4), 90: dict(num_warps=4, num_stages=4)}),
    "fp8e5_mm": (fp8_scaled_mm, SCALE_MM, {"BM": 64, "BN": 64, "BK": 64}, ["A", "B", "SA", "SB", "C", "N", "K"],
                 {80: dict(num_warps=4, num_stages=3), 90: dict(num_warps=4, num_stages=3)}),
    "fp8mix_mm": (fp8_scaled_mm, dict(SCALE_MM, A="*fp8e4nv"), {"BM": 64, "BN": 64, "BK": 64}, ["A", "B", "SA", "SB", "C", "N", "K"],
                  {90: dict(num_warps=4, num_stages=3)}),
    "attn_fwd_d32": (attn_fwd, ATTN, {"HEAD": 32, "BLOCK_M": 64, "BLOCK_N": 64}, ["Q", "K", "V", "O", "LSE"],
                     {80: dict(num_warps=4, num_stages=2), 90: dict(num_warps=4, num_stages=2)}),
    "attn_fwd_d128": (attn_fwd, ATTN, {"HEAD": 128, "BLOCK_M": 128, "BLOCK_N": 64}, ["Q", "K", "V", "O", "LSE"],
                      {80: dict(num_warps=8, num_stages=2), 90: dict(num_warps=8, num_stages=3)}),
    "attn_bwd_dkdv": (attn_bwd_dkdv, {"Q": "*fp16", "K": "*fp16", "V": "*fp16", "DO": "*fp16", "LSE": F32P, "DELTA": F32P,
                                      "DK": F32P, "DV": F32P, "sm_scale": "fp32", "seq": "i32"},
                      {"HEAD": 64, "BLOCK_M": 32, "BLOCK_N": 32}, ["Q", "K", "V", "DO", "LSE", "DELTA", "DK", "DV"],
                      {80: dict(num_warps=4, num_stages=2), 90: dict(num_warps=4, num_stages=2)}),
    "argminmax_ties": (argminmax_ties, {"X": F32P, "XI": "*i32", "O": "*i32", "n_rows": "i32", "n_cols": "i32"},
                       {"ROWS": 4, "BLOCK": 128}, [], {80: dict(num_warps=4), 90: dict(num_warps=2)}),
    "reduce_custom": (reduce_custom, {"X": F32P, "I": "*i32", "OM": F32P, "OB": "*i32", "n_cols": "i32"},
                      {"BLOCK": 512}, [], {80: dict(num_warps=4), 90: dict(num_warps=8)}),
    "scan_tuple": (scan_tuple, {"A": F32P, "B": F32P, "F": "*i32", "V": "*i32", "H": F32P, "S": "*i32", "R": "*i32"},
                   {"BLOCK": 512}, ["A", "B", "F", "V", "H", "S", "R"], {80: dict(num_warps=4), 90: dict(num_warps=8)}),
    "sort_topk": (sort_topk, {"X": F32P, "TV": F32P, "TI": "*i32", "FL": F32P}, {"BLOCK": 256, "TOPK": 16}, ["X", "FL"],
                  {80: dict(num_warps=4), 90: dict(num_warps=2)}),
    "ln_bwd_lock": (ln_bwd_lock, {"DX": "*fp16", "DY": "*fp16", "DW": F32P, "DB": F32P, "X": "*fp16", "W": F32P, "Mean": F32P,
                                  "Rstd": F32P, "Lock": "*i32", "stride": "i32", "N": "i32"},
                    {"GROUP_M": 4, "BLOCK_N": 256}, ["DX", "DY", "DW", "DB", "X", "W", "Mean", "Rstd", "Lock"],
                    {80: dict(num_warps=4), 90: dict(num_warps=8)}),
    "softmax_online": (softmax_online, {"X": "*fp16", "Y": F32P, "L": F32P, "n_cols": "i32"}, {"BLOCK": 256}, ["X", "Y", "L"],
                       {80: dict(num_warps=4), 90: dict(num_warps=2)}),
    "libdevice_round": (libdevice_round, {"X": F32P, "Y": F32P, "O": "*i32", "n": "i32"}, {"BLOCK": 256}, ["X", "Y", "O"],
                        {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "libdevice_trans": (libdevice_trans, {"X": F32P, "Y": F32P, "O": F32P, "n": "i32"}, {"BLOCK": 256}, ["X", "Y", "O"],
                        {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "libdevice_f64": (libdevice_f64, {"X": "*fp64", "Y": "*fp64", "O": "*fp64", "n": "i32"}, {"BLOCK": 128}, ["X", "Y", "O"],
                      {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "casts_all": (casts_all, {"X": F32P, "D": "*fp64", "I": "*i64", "O": "*i32", "n": "i32"}, {"BLOCK": 256}, ["X", "D", "I", "O"],
                  {80: dict(num_warps=4), 90: dict(num_warps=8)}),
    "nan_ops": (nan_ops, {"X": F32P, "Y": F32P, "O": "*i32", "n": "i32"}, {"BLOCK": 256}, ["X", "Y", "O"],
                {80: dict(num_warps=2), 90: dict(num_warps=4)}),
    "rng_ops": (rng_ops, {"O": "*i32", "OR": F32P, "ON": F32P, "n": "i32", "seed": "i64", "p": "fp32"}, {"BLOCK": 512},
                ["O", "OR", "ON"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "embed_i64": (embed_i64, {"IDX": "*i64", "W": F32P, "OUT": F32P, "G": F32P, "GW": F32P, "n_tok": "i32", "V": "i32"},
                  {"D": 64, "PAD": 3, "TOK": 32}, ["IDX", "W", "OUT", "G", "GW"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "intdiv64": (intdiv64, {"A": "*i64", "B": "*i64", "C": "*i16", "D": "*i8", "O": "*i64", "P": "*i32", "n": "i32"},
                 {"BLOCK": 128}, ["A", "B", "C", "D", "O", "P"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "mm_small": (mm_grouped, {"A": F32P, "B": F32P, "BIAS": F32P, "C": F32P, "M": "i32", "N": "i32", "K": "i32",
                              "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"},
                 {"stride_ak": 1, "stride_bn": 1, "BM": 16, "BN": 32, "BK": 16, "GROUP_M": 2, "ACT": 0}, ["A", "B", "BIAS", "C"],
                 {80: dict(num_warps=1, num_stages=2), 90: dict(num_warps=1, num_stages=2)}),
    "mm_n256": (mm_grouped, {"A": "*fp16", "B": "*fp16", "BIAS": F32P, "C": F32P, "M": "i32", "N": "i32", "K": "i32",
                             "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"},
                {"stride_ak": 1, "stride_bn": 1, "BM": 64, "BN": 256, "BK": 32, "GROUP_M": 2, "ACT": 0},
                ["A", "B", "BIAS", "C", "N", "K", "stride_am", "stride_bk", "stride_cm"], {90: dict(num_warps=4, num_stages=2)}),
    "mm_bf16_lrelu_s2": (mm_grouped, {"A": "*bf16", "B": "*bf16", "BIAS": "*bf16", "C": "*bf16", "M": "i32", "N": "i32", "K": "i32",
                                      "stride_ak": "i32", "stride_bk": "i32", "stride_cm": "i32"},
                         {"stride_am": 1, "stride_bn": 1, "BM": 128, "BN": 64, "BK": 64, "GROUP_M": 8, "ACT": 2},
                         ["A", "B", "BIAS", "C", "M", "N", "K", "stride_ak", "stride_bk", "stride_cm"], {90: dict(num_warps=8, num_stages=2)}),
    "mm_desc_ws_s2": (mm_desc, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                      {"BM": 64, "BN": 64, "BK": 64, "WS": True}, ["A", "B", "C", "N", "K"], {90: dict(num_warps=4, num_stages=2)}),
    "mm_persistent_tma_ws": (mm_persistent_tma_ws, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                             {"BM": 128, "BN": 64, "BK": 32, "GROUP_M": 4, "NUM_SMS": 4}, ["A", "B", "C", "N", "K"],
                             {90: dict(num_warps=4, num_stages=2)}),
    "attn_fwd_d128s": (attn_fwd, ATTN, {"HEAD": 128, "BLOCK_M": 128, "BLOCK_N": 32}, ["Q", "K", "V", "O", "LSE"],
                       {90: dict(num_warps=8, num_stages=1)}),
    "dot_ieee": (dot_ieee, {"A": F32P, "B": F32P, "C": F32P, "M": "i32", "N": "i32", "K": "i32"}, {"BM": 32, "BN": 32, "BK": 16},
                 ["A", "B", "C"], {80: dict(num_warps=2, num_stages=2), 90: dict(num_warps=2, num_stages=2)}),
    "dot_scaled_mx": (dot_scaled_mx, {"A": "*bf16", "B": "*u8", "BS": "*u8", "C": F32P, "M": "i32", "N": "i32"},
                      {"K": 128, "BM": 64, "BN": 64}, ["A", "B", "BS", "C"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "inline_asm_pack": (inline_asm_pack, {"X8": "*i8", "H": "*fp16", "G": "*fp16", "X32": "*i32", "O8": "*i8", "OH": "*fp16",
                                          "OM": "*fp16", "OL": "*i32", "n": "i32"}, {"BLOCK": 512},
                        ["X8", "H", "G", "X32", "O8", "OH", "OM", "OL"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "inline_asm_fp8": (inline_asm_fp8, {"X": F32P, "Y": F32P, "O": "*i32", "n": "i32"}, {"BLOCK": 256}, ["X", "Y", "O"],
                       {90: dict(num_warps=4)}),
    "atomics_mix": (atomics_mix, {"X": F32P, "I": "*i32", "FM": F32P, "I64": "*i64", "U": "*i32", "F64": "*fp64", "BF": "*bf16",
                                  "H": "*fp16", "n": "i32"}, {"BLOCK": 256}, [], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "chained_scan": (chained_scan, {"X": "*i32", "Y": "*i32", "AGG": "*i32", "FLAG": "*i32", "n": "i32"}, {"BLOCK": 256},
                     ["X", "Y", "AGG", "FLAG"], {80: dict(num_warps=4), 90: dict(num_warps=2)}),
    "reduce_types": (reduce_types, {"X8": "*i8", "X16": "*u16", "XH": "*fp16", "XB": "*bf16", "XD": "*fp64", "O": "*i32", "OF": F32P,
                                    "OD": "*fp64", "n_cols": "i32"}, {"BLOCK": 256}, [], {80: dict(num_warps=4), 90: dict(num_warps=2)}),
    "scan2d": (scan2d, {"X": F32P, "XI": "*i64", "Y": F32P, "YI": "*i64", "YM": F32P}, {"R": 32, "C": 64},
               ["X", "XI", "Y", "YI", "YM"], {80: dict(num_warps=4), 90: dict(num_warps=8)}),
    "gather2d": (gather2d, {"X": F32P, "IDX": "*i32", "Y": F32P}, {"R": 16, "C": 64, "CI": 32}, ["X", "IDX", "Y"],
                 {80: dict(num_warps=4), 90: dict(num_warps=2)}),
    "split_join": (split_join, {"X": F32P, "Y": F32P, "Z": F32P, "W": F32P}, {"R": 16, "C": 32}, ["X", "Y", "Z", "W"],
                   {80: dict(num_warps=4), 90: dict(num_warps=2)}),
    "blockptr_mm": (blockptr_mm, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "P": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                    {"BM": 64, "BN": 64, "BK": 32}, ["A", "B", "C", "P"],
                    {80: dict(num_warps=4, num_stages=3), 90: dict(num_warps=4, num_stages=3)}),
    "copy_hints": (copy_hints, {"X": F32P, "Y": F32P, "B": "*i1", "S": "*i32", "n": "i32"}, {"BLOCK": 512}, ["X", "Y", "B", "S", "n"],
                   {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    "mm_desc_ws_bm128": (mm_desc, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                         {"BM": 128, "BN": 64, "BK": 32, "WS": True}, ["A", "B", "C", "N", "K"], {90: dict(num_warps=8, num_stages=2)}),
    "mm_persistent_ws2": (mm_persistent_ws2, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                          {"BM": 64, "BN": 64, "BK": 64, "NUM_SMS": 4}, ["A", "B", "C", "N", "K"], {90: dict(num_warps=4, num_stages=2)}),
    "attn_fwd_ws": (attn_fwd_ws, {"Q": "*fp16", "K": "*fp16", "V": "*fp16", "O": "*fp16", "sm_scale": "fp32", "seq": "i32"},
                    {"HEAD": 64, "BLOCK_M": 64, "BLOCK_N": 64}, ["Q", "K", "V", "O", "seq"], {90: dict(num_warps=4, num_stages=2)}),
}


def compile_ptx(name, cc):
    """Returns (ptx, shared bytes, warps, global scratch bytes per program) of SPECS[name] for cc; the warps are
    the kernel's whole block (a warp-specialised kernel's .reqntid counts its producer warps too)."""
    import re
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
        ptx = k.asm["ptx"]
        nw = int(getattr(k.metadata, "num_warps", per_cc[cc]["num_warps"]))
        r = re.search(r"\.reqntid\s+(\d+)", ptx)
        if r:
            nw = max(nw, int(r.group(1)) // 32)
        scratch = int(getattr(k.metadata, "global_scratch_size", 0) or 0)
        return ptx, int(k.metadata.shared), nw, scratch
    raise RuntimeError(" | ".join(errs))
