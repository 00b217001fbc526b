"""Compile a handful of Triton kernels to PTX for the corpus.

Usage: python3 triton_kernels.py OUTDIR

Each kernel is compiled ahead of time with triton.compile(ASTSource(...),
target=GPUTarget("cuda", cc, 32)) for cc 80 and 90 (Triton picks sm_90a for 90),
so no GPU launch is needed. Where that API does not fit the installed Triton,
the kernel is launched on small tensors instead and the PTX is read from the
compiled kernel's asm["ptx"] (this only yields the local GPU's architecture).
Lines starting OK/FAIL/SKIP/INFO are collected into PROVENANCE.txt.
"""
import os
import sys
import traceback

import triton
import triton.language as tl

OUTDIR = sys.argv[1] if len(sys.argv) > 1 else "."


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def exp_sqrt(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.exp(-x * x) * tl.sqrt(tl.abs(x) + 1.0)
    y = tl.where(x > 0, y, tl.exp(x) - 1.0)
    tl.store(out_ptr + offs, y, mask=mask)


@triton.jit
def row_softmax(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=mask)


@triton.jit
def layernorm_fwd(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    X += row * stride
    Y += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(X + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    var_acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        v = tl.load(X + cols, mask=cols < N, other=0.0).to(tl.float32)
        v = tl.where(cols < N, v - mean, 0.0)
        var_acc += v * v
    rstd = 1.0 / tl.sqrt(tl.sum(var_acc, axis=0) / N + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        m = cols < N
        w = tl.load(W + cols, mask=m)
        b = tl.load(B + cols, mask=m)
        v = tl.load(X + cols, mask=m, other=0.0).to(tl.float32)
        tl.store(Y + cols, ((v - mean) * rstd * w + b).to(Y.dtype.element_ty), mask=m)


@triton.jit
def sum_reduce(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.atomic_add(out_ptr, tl.sum(x, axis=0))


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K,
           stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
           GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BLOCK_M)
    num_n = tl.cdiv(N, BLOCK_N)
    in_group = GROUP_M * num_n
    first_m = (pid // in_group) * GROUP_M
    group_rows = tl.minimum(num_m - first_m, GROUP_M)
    pid_m = first_m + (pid % in_group) % group_rows
    pid_n = (pid % in_group) // group_rows
    rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(c_ptr + cm[:, None] * stride_cm + cn[None, :] * stride_cn, acc.to(tl.float16),
             mask=(cm[:, None] < M) & (cn[None, :] < N))


@triton.jit
def fp8_quant(x_ptr, q_ptr, inv_scale_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    scale = 448.0 / tl.maximum(tl.max(tl.abs(x), axis=0), 1e-12)
    tl.store(q_ptr + offs, (x * scale).to(tl.float8e4nv), mask=mask)
    tl.store(inv_scale_ptr + pid, 1.0 / scale)


@triton.jit
def tma_scale(in_ptr, out_ptr, M, N, s, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    src = tl.make_tensor_descriptor(in_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    dst = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    x = src.load([pid_m * BM, pid_n * BN])
    dst.store([pid_m * BM, pid_n * BN], x * s)


# name, fn, {arg: type}, {constexpr: value}, args hinted divisible by 16, per-cc options
MM_SIG = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
          "stride_am": "i32", "stride_ak": "i32", "stride_bk": "i32", "stride_bn": "i32",
          "stride_cm": "i32", "stride_cn": "i32"}
SPECS = [
    ("vector_add", vector_add, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"},
     {"BLOCK": 1024}, ["x_ptr", "y_ptr", "out_ptr", "n"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    ("exp_sqrt", exp_sqrt, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"},
     {"BLOCK": 512}, ["x_ptr", "out_ptr"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    ("softmax", row_softmax, {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32",
                              "out_stride": "i32", "n_cols": "i32"},
     {"BLOCK": 1024}, ["out_ptr", "in_ptr", "in_stride", "out_stride"], {80: dict(num_warps=4), 90: dict(num_warps=8)}),
    ("layernorm_fwd", layernorm_fwd, {"X": "*fp16", "Y": "*fp16", "W": "*fp32", "B": "*fp32",
                                      "Mean": "*fp32", "Rstd": "*fp32", "stride": "i32", "N": "i32",
                                      "eps": "fp32"},
     {"BLOCK": 1024}, ["X", "Y", "W", "B", "stride"], {80: dict(num_warps=4), 90: dict(num_warps=4)}),
    ("sum_reduce", sum_reduce, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"},
     {"BLOCK": 2048}, ["x_ptr"], {80: dict(num_warps=8), 90: dict(num_warps=8)}),
    ("matmul", matmul, MM_SIG, {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8},
     ["a_ptr", "b_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_bk", "stride_cm"],
     {80: dict(num_warps=4, num_stages=3), 90: dict(num_warps=8, num_stages=3)}),
    ("matmul_fp8", matmul, dict(MM_SIG, a_ptr="*fp8e4nv", b_ptr="*fp8e4nv"),
     {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8},
     ["a_ptr", "b_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_bk", "stride_cm"],
     {90: dict(num_warps=8, num_stages=3)}),
    ("fp8_quant", fp8_quant, {"x_ptr": "*fp32", "q_ptr": "*fp8e4nv", "inv_scale_ptr": "*fp32", "n": "i32"},
     {"BLOCK": 1024}, ["x_ptr", "q_ptr"], {90: dict(num_warps=4)}),
    ("tma_scale", tma_scale, {"in_ptr": "*fp16", "out_ptr": "*fp16", "M": "i32", "N": "i32", "s": "fp32"},
     {"BM": 64, "BN": 64}, ["in_ptr", "out_ptr", "M", "N"], {90: dict(num_warps=4)}),
]


def ast_sources(fn, sig, consts, div16):
    """Yield (label, ASTSource) for the ASTSource conventions of several Triton releases."""
    from triton.compiler import ASTSource
    names = list(fn.arg_names)
    full = {n: ("constexpr" if n in consts else sig[n]) for n in names}
    attrs = {(names.index(n),): [["tt.divisibility", 16]] for n in div16}
    yield "sig+constexprs+divisibility", lambda: ASTSource(fn=fn, signature=full, constexprs=consts, attrs=attrs)
    yield "sig+constexprs", lambda: ASTSource(fn=fn, signature=full, constexprs=consts)
    # Triton 3.0/3.1: positional signature without constexprs, constants by index.
    yield "legacy-indexed", lambda: ASTSource(
        fn=fn, signature={i: sig[n] for i, n in enumerate(names) if n not in consts},
        constants={names.index(k): v for k, v in consts.items()})


def aot(fn, sig, consts, div16, cc, opts):
    from triton.backends.compiler import GPUTarget
    target = GPUTarget("cuda", cc, 32)
    errors = []
    for label, make in ast_sources(fn, sig, consts, div16):
        try:
            k = triton.compile(make(), target=target, options=dict(opts))
            return k.asm["ptx"], label
        except Exception as e:  # try the next convention
            errors.append(f"{label}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
    raise RuntimeError(" | ".join(errors))


def launch(name, opts):
    """Fallback: run the kernel once on the local GPU and return its PTX."""
    import torch
    dev = "cuda"
    if name == "vector_add":
        x = torch.randn(4096, device=dev); y = torch.randn_like(x); o = torch.empty_like(x)
        k = vector_add[(4,)](x, y, o, x.numel(), BLOCK=1024, **opts)
    elif name == "exp_sqrt":
        x = torch.randn(4096, device=dev); o = torch.empty_like(x)
        k = exp_sqrt[(8,)](x, o, x.numel(), BLOCK=512, **opts)
    elif name == "softmax":
        x = torch.randn(16, 1000, device=dev); o = torch.empty_like(x)
        k = row_softmax[(16,)](o, x, x.stride(0), o.stride(0), 1000, BLOCK=1024, **opts)
    elif name == "layernorm_fwd":
        x = torch.randn(16, 3000, device=dev, dtype=torch.float16); y = torch.empty_like(x)
        w = torch.randn(3000, device=dev); b = torch.randn(3000, device=dev)
        mean = torch.empty(16, device=dev); rstd = torch.empty(16, device=dev)
        k = layernorm_fwd[(16,)](x, y, w, b, mean, rstd, x.stride(0), 3000, 1e-5, BLOCK=1024, **opts)
    elif name == "sum_reduce":
        x = torch.randn(8192, device=dev); o = torch.zeros(1, device=dev)
        k = sum_reduce[(4,)](x, o, x.numel(), BLOCK=2048, **opts)
    elif name == "matmul":
        a = torch.randn(256, 256, device=dev, dtype=torch.float16); b = torch.randn_like(a)
        c = torch.empty_like(a)
        k = matmul[(4,)](a, b, c, 256, 256, 256, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                         c.stride(0), c.stride(1), BLOCK_M=128, BLOCK_N=128, BLOCK_K=32, GROUP_M=8, **opts)
    else:
        raise KeyError(name)
    torch.cuda.synchronize()
    return k.asm["ptx"]


def arch_tag(ptx):
    for line in ptx.splitlines():
        if line.startswith(".target"):
            return line.split()[1].split(",")[0].replace("_", "")
    return "unknown"


def main():
    os.makedirs(OUTDIR, exist_ok=True)
    print(f"INFO triton {triton.__version__}")
    local_cc = None
    try:
        import torch
        if torch.cuda.is_available():
            maj, mnr = torch.cuda.get_device_capability()
            local_cc = maj * 10 + mnr
    except Exception:
        pass
    for name, fn, sig, consts, div16, per_cc in SPECS:
        for cc in sorted(per_cc):
            opts = per_cc[cc]
            try:
                ptx, how = aot(fn, sig, consts, div16, cc, opts)
            except Exception as e:
                aot_err = str(e)
                if cc == local_cc:
                    try:
                        ptx, how = launch(name, opts), "launched on local GPU"
                    except Exception as e2:
                        print(f"FAIL triton_{name} cc{cc}: AOT: {aot_err[:300]} ; launch: {type(e2).__name__}: {e2}")
                        traceback.print_exc()
                        continue
                else:
                    print(f"FAIL triton_{name} cc{cc}: AOT: {aot_err[:400]}")
                    continue
            tag = arch_tag(ptx)
            fname = f"triton_{name}.{tag}.ptx"
            with open(os.path.join(OUTDIR, fname), "w") as f:
                f.write(ptx)
            print(f"OK   {fname} ({how}; options {opts}; constexprs {consts})")


if __name__ == "__main__":
    main()
