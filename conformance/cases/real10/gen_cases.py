#!/usr/bin/env python3
"""Builds conformance/cases/real10: the PTX that tinygrad's own PTX renderer
(tinygrad/renderer/ptx.py, `DEV=CUDA:PTX`) writes for ordinary tensor code,
one case per kernel a workload launches.

tinygrad renders without a GPU: with DEV=MOCK+NULL:PTX:<arch> it lowers,
optimises and renders every kernel exactly as for a CUDA device of that
architecture (the MOCK interface selects the same PTX "compiler", which only
fills in .target and .version) and hands the launches to a null device. This
script intercepts each launch and writes the kernel's PTX, grid, block and
buffers as a case; the NVIDIA machine then records it with recordtool:

    python3 gen_cases.py --tinygrad DIR --build OUTROOT [--only a,b]
    dist/recordtool OUTROOT/real10

DIR is a tinygrad checkout (the folder that holds the tinygrad package).
Each workload's input tensors get the inits of its table entry; a buffer
that an earlier kernel of the workload wrote gets random data of its type,
and the kernel's outputs start as zeros and are compared bit for bit."""
import argparse
import math
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
import realgen  # noqa: E402

# argspec types by tinygrad's DType.fmt (struct's letters)
ARG_TYPE = {"f": "f32", "e": "f16", "i": "s32", "I": "u32", "b": "s8", "B": "u8", "?": "u8", "q": "s64",
            "Q": "u64", "d": "f64", "h": "s16", "H": "u16"}

# Workloads: name -> (arch, inputs, build, notes). inputs: [(shape, dtype name, init)], init one of
# "random" (argspec's random: floats on a grid in [-1, 1)), "wide" (realgen.f32_values: specials,
# a log sweep over 1e-30..1e30, uniform in [-12, 12]), "pos" (|wide|), "bits" (random words),
# "bool" (0 or 1 bytes), ("idx", n) (indices in [0, n)). build gets the input tensors and returns
# the tensor to realise.
W = {}


def w(name, inputs, notes, arch="sm_80"):
    def deco(fn):
        assert name not in W, name
        W[name] = (arch, inputs, fn, notes)
        return fn
    return deco


F, H, I = "float", "half", "int"


@w("ew_gelu", [((4096,), F, "wide")], "x.gelu() (tanh form: exp2.approx, rcp.approx)")
def _(x): return x.gelu()


@w("ew_silu_sigmoid", [((4096,), F, "wide")], "x.silu() + x.sigmoid()")
def _(x): return x.silu() + x.sigmoid()


@w("ew_log_sqrt", [((4096,), F, "wide")], "x.log() * x.sqrt() (lg2/sqrt.approx; NaN for negatives)")
def _(x): return x.log() * x.sqrt()


@w("ew_exp_tanh", [((4096,), F, "wide")], "x.exp() - x.tanh()")
def _(x): return x.exp() - x.tanh()


@w("ew_sin_cos", [((4096,), F, "wide")], "x.sin() + 2 * x.cos() (tinygrad's own range reduction)")
def _(x): return x.sin() + 2 * x.cos()


@w("ew_reciprocal_div", [((4096,), F, "wide"), ((4096,), F, "wide")], "x / y and 1 / x (rcp.approx)")
def _(x, y): return x / y + x.reciprocal()


@w("ew_pow", [((2048,), F, "pos"), ((2048,), F, "random")], "x ** y for positive x")
def _(x, y): return x ** y


@w("ew_round_floor", [((4096,), F, "wide")], "floor, ceil, round (half to even), trunc")
def _(x): return x.floor() + x.ceil() * 2 + x.round() * 4 + x.trunc() * 8


@w("ew_clip_abs_sign", [((4096,), F, "wide")], "clip, abs, sign, maximum with NaN")
def _(x): return x.clip(-2.5, 3.0) + x.abs() * x.sign() + x.maximum(0.25)


@w("ew_where_cmp", [((4096,), F, "wide"), ((4096,), F, "wide")], "where(x < y, x, y*3) and x == y")
def _(x, y): return (x < y).where(x, y * 3) + (x == y).cast(dtypes.float)


@w("ew_half_math", [((4096,), H, "random"), ((4096,), H, "random")], "half add, mul, max, exp2 and a division via f32")
def _(x, y): return (x * y + x).maximum(y) + (x / (y + 2)) + x.exp2()


@w("ew_cast_float_int", [((4096,), F, "wide")], "float to int32 (cvt.rzi), to uint8, to half and back")
def _(x): return x.cast(dtypes.int32) + x.cast(dtypes.uint8).cast(dtypes.int32) + x.cast(dtypes.half).cast(dtypes.int32)


@w("ew_int_ops", [((4096,), I, "bits"), ((4096,), I, "bits")], "int32 mul, idiv, mod, shifts, xor, bitwise and")
def _(x, y): return (x * y) + x // ((y & 255) + 1) + x % ((y & 31) + 3) + ((x >> 3) ^ (y << 2)) + (x & y)


@w("ew_int_to_float", [((4096,), I, "bits")], "int32 to float and half, the float compared with 0")
def _(x): return x.cast(dtypes.float) * 0.5 + x.cast(dtypes.half).cast(dtypes.float) + (x.cast(dtypes.float) > 0).cast(dtypes.float)


@w("ew_bool_logic", [((4096,), "bool", "bool"), ((4096,), "bool", "bool"), ((4096,), F, "random")], "bool and, or, xor, not, where")
def _(a, b, x): return ((a & b) | (a ^ b.logical_not())).where(x, -x)


@w("ew_broadcast_2d", [((64, 96), F, "random"), ((96,), F, "random"), ((64, 1), F, "random")], "a + b[None] * c, broadcast over rows and columns")
def _(a, b, c): return a + b * c


@w("ew_transpose_add", [((67, 45), F, "random")], "x + x.T[:45, :67]-style permute (uncoalesced reads)")
def _(x): return x.permute(1, 0).contiguous() * 2


@w("red_sum_rows", [((256, 300), F, "random")], "x.sum(axis=1)")
def _(x): return x.sum(axis=1)


@w("red_sum_all", [((65536,), F, "random")], "x.sum(): a two-stage reduction")
def _(x): return x.sum()


@w("red_max_cols", [((300, 256), F, "wide")], "x.max(axis=0) with NaN and infinities in the data")
def _(x): return x.max(axis=0)


@w("red_mean_var", [((128, 512), F, "random")], "x.var(axis=1) + x.mean(axis=1)")
def _(x): return x.var(axis=1) + x.mean(axis=1)


@w("red_softmax", [((64, 1000), F, "random")], "x.softmax(-1)")
def _(x): return (x * 8).softmax(-1)


@w("red_log_softmax", [((32, 777), F, "random")], "x.log_softmax(-1)")
def _(x): return (x * 4).log_softmax(-1)


@w("red_layernorm", [((64, 768), F, "random"), ((768,), F, "random"), ((768,), F, "random")], "x.layernorm() * g + b")
def _(x, g, b): return x.layernorm() * g + b


@w("red_argmax", [((64, 500), F, "random")], "x.argmax(axis=1) (int32 result)")
def _(x): return x.argmax(axis=1)


@w("red_cumsum", [((16, 1024), F, "random")], "x.cumsum(axis=1)")
def _(x): return x.cumsum(axis=1)


@w("red_int_sum", [((128, 333), I, "bits")], "int32 sum over rows (wrapping)")
def _(x): return x.sum(axis=1, dtype=dtypes.int32)


@w("red_half_sum", [((128, 512), H, "random")], "half sum over rows, accumulated as tinygrad chooses")
def _(x): return x.sum(axis=1)


@w("mm_f32_tc", [((128, 64), F, "random"), ((64, 96), F, "random")], "f32 matmul on the tensor cores (mma.sync m16n8k8 tf32)")
def _(a, b): return a @ b


@w("mm_f16_tc", [((128, 128), H, "random"), ((128, 64), H, "random")], "f16 matmul on the tensor cores (mma.sync m16n8k16, f32 accumulate, half out)")
def _(a, b): return a @ b


@w("mm_f16_acc_f32", [((64, 256), H, "random"), ((256, 64), H, "random")], "f16 matmul with a float accumulator and result")
def _(a, b): return a.matmul(b, dtype=dtypes.float)


@w("mm_odd", [((33, 47), F, "random"), ((47, 29), F, "random")], "f32 matmul of odd sizes (no tensor cores)")
def _(a, b): return a @ b


@w("mm_batched_relu", [((4, 32, 64), F, "random"), ((4, 64, 48), F, "random")], "batched matmul followed by relu")
def _(a, b): return (a @ b).relu()


@w("mm_linear_bias_gelu", [((64, 256), H, "random"), ((128, 256), H, "random"), ((128,), H, "random")], "x @ w.T + b then gelu, half (a Linear layer)")
def _(x, wt, b): return (x @ wt.T + b).gelu()


@w("mm_int", [((32, 64), I, ("idx", 100)), ((64, 32), I, ("idx", 100))], "int32 matmul (no tensor cores)")
def _(a, b): return a @ b


@w("conv2d", [((2, 3, 32, 32), F, "random"), ((8, 3, 3, 3), F, "random")], "conv2d 3x3, padding 1")
def _(x, k): return x.conv2d(k, padding=1)


@w("conv2d_half_relu", [((1, 16, 16, 16), H, "random"), ((16, 16, 3, 3), H, "random")], "half conv2d 3x3 and relu")
def _(x, k): return x.conv2d(k).relu()


@w("pool_max_avg", [((2, 4, 32, 32), F, "random")], "max_pool2d + avg_pool2d")
def _(x): return x.max_pool2d() + x.avg_pool2d()


@w("gather_embedding", [((1000, 64), F, "random"), ((256,), I, ("idx", 1000))], "embedding lookup: table[idx]")
def _(t, idx): return t[idx]


@w("one_hot_arange", [((512,), I, ("idx", 10))], "one_hot(idx, 10) * arange")
def _(idx): return idx.one_hot(10) * Tensor.arange(10)


@w("attention_small", [((2, 4, 64, 32), H, "random"), ((2, 4, 64, 32), H, "random"), ((2, 4, 64, 32), H, "random")],
   "scaled_dot_product_attention, half (matmuls, softmax, matmul)")
def _(q, k, v): return q.scaled_dot_product_attention(k, v)


@w("rand_threefry", [], "Tensor.rand(4096) with a fixed seed: threefry in integer ops")
def _(): Tensor.manual_seed(1234); return Tensor.rand(4096)


@w("ew_gelu_sm90", [((4096,), F, "wide")], "x.gelu() rendered for sm_90", arch="sm_90")
def _(x): return x.gelu()


@w("mm_f16_tc_sm90", [((128, 128), H, "random"), ((128, 64), H, "random")], "f16 matmul on the tensor cores, rendered for sm_90", arch="sm_90")
def _(a, b): return a @ b


@w("red_softmax_sm90", [((64, 1000), F, "random")], "x.softmax(-1) rendered for sm_90", arch="sm_90")
def _(x): return (x * 8).softmax(-1)


D, U8, I8, U32, I64 = "double", "uchar", "char", "uint", "long"


@w("ew_f64_math", [((2048,), D, "wide"), ((2048,), D, "wide")], "float64 add, mul, division, sqrt, exp and log (tinygrad's own f64 exp2/log2)")
def _(x, y): return x * y + x / y + x.abs().sqrt() + (x * 0.01).exp() + x.abs().log()


@w("ew_f64_cast", [((2048,), D, "wide")], "float64 to float32, int32 and half, and back to float64")
def _(x): return x.cast(dtypes.float).cast(dtypes.double) + x.cast(dtypes.int32).cast(dtypes.double) + x.cast(dtypes.half).cast(dtypes.double)


@w("ew_uint8_ops", [((4096,), U8, "bits"), ((4096,), U8, "bits")], "uint8 add, mul, max, shift and division (wrapping in 8 bits)")
def _(a, b): return a + b * 3 + a.maximum(b) + (a >> 2) + a // (b | 1)


@w("ew_int8_ops", [((4096,), I8, "bits"), ((4096,), I8, "bits")], "int8 mul, min and comparison (wrapping in 8 bits)")
def _(a, b): return a * b + a.minimum(b) + (a < b).cast(dtypes.int8)


@w("ew_int64_ops", [((2048,), I64, "bits"), ((2048,), I64, "bits")], "int64 mul, add, shift, xor and idiv")
def _(a, b): return a * b + (a >> 7) + (a ^ b) + a // ((b & 1023) + 1)


@w("ew_uint32_ops", [((4096,), U32, "bits"), ((4096,), U32, "bits")], "uint32 mul, mod, shift and comparison")
def _(a, b): return a * b + a % ((b & 0xffff) + 1) + (a >> 5) + (a < b).cast(dtypes.uint32)


@w("ew_half_transcendental", [((4096,), H, "wide")], "half exp, log, sin, sqrt and reciprocal (through float32 where the PTX renderer lacks half forms)")
def _(x): return x.exp() + x.abs().log() + x.sin() + x.abs().sqrt() + x.reciprocal()


@w("ew_isnan_isinf", [((4096,), F, "wide")], "isnan, isinf, and where(isnan) replacing NaN")
def _(x): return x.isnan().where(0.5, x) + x.isinf().cast(dtypes.float) * 7


@w("ew_bitcast", [((4096,), F, "wide")], "bitcast float32 to int32, integer ops, bitcast back")
def _(x): return ((x.bitcast(dtypes.int32) ^ 0x55) + 3).bitcast(dtypes.float)


@w("ew_float_to_uint", [((4096,), F, "wide")], "float32 to uint32, uint8 and int64 conversions")
def _(x): return x.cast(dtypes.uint32).cast(dtypes.int64) + x.cast(dtypes.int64) + x.cast(dtypes.uint8).cast(dtypes.int64)


@w("shape_cat_pad_flip", [((32, 40), F, "random"), ((32, 24), F, "random")], "cat on columns, pad, flip")
def _(a, b): return a.cat(b, dim=1).pad(((1, 2), (3, 0))).flip(0) * 2


@w("shape_gather_dim", [((64, 50), F, "random"), ((64, 8), I, ("idx", 50))], "x.gather(1, idx)")
def _(x, idx): return x.gather(1, idx)


@w("red_sort", [((256,), F, "random")], "x.sort() (tinygrad's sorting network)")
def _(x): return x.sort()[0]


@w("red_topk", [((8, 100), F, "random")], "x.topk(5) values")
def _(x): return x.topk(5)[0]


@w("red_argmax_half", [((64, 300), H, "random")], "argmax over half rows")
def _(x): return x.argmax(axis=1)


@w("red_int_cumsum", [((8, 512), I, ("idx", 1000))], "int32 cumsum over rows")
def _(x): return x.cumsum(axis=1)


@w("red_half_softmax", [((32, 512), H, "random")], "half softmax over rows")
def _(x): return (x * 6).softmax(-1)


@w("red_std_f64", [((64, 200), D, "random")], "float64 std over rows")
def _(x): return x.std(axis=1)


@w("red_any_all", [((128, 64), F, "random")], "any and all of comparisons")
def _(x): return (x > 0.9).any(axis=1).cast(dtypes.int32) + (x > -0.99).all(axis=1).cast(dtypes.int32) * 2


@w("nn_conv_transpose", [((1, 4, 8, 8), F, "random"), ((4, 6, 3, 3), F, "random")], "conv_transpose2d, stride 2")
def _(x, k): return x.conv_transpose2d(k, stride=2)


@w("nn_interpolate", [((1, 3, 16, 16), F, "random")], "linear interpolation to 24x24")
def _(x): return x.interpolate((24, 24), mode="linear")


@w("nn_batchnorm_like", [((8, 16, 10, 10), F, "random"), ((16,), F, "random"), ((16,), F, "random")],
   "per-channel normalisation over N, H, W: (x - mean) * rsqrt(var + eps) * g + b")
def _(x, g, b):
    m = x.mean(axis=(0, 2, 3), keepdim=True)
    v = ((x - m) ** 2).mean(axis=(0, 2, 3), keepdim=True)
    return (x - m) * (v + 1e-5).rsqrt() * g.reshape(1, 16, 1, 1) + b.reshape(1, 16, 1, 1)


@w("nn_cross_entropy", [((64, 10), F, "random"), ((64,), I, ("idx", 10))], "sparse_categorical_crossentropy")
def _(x, y): return (x * 3).sparse_categorical_crossentropy(y)


@w("rand_randint", [], "Tensor.randint(2048, low=-50, high=50) with a fixed seed")
def _(): Tensor.manual_seed(77); return Tensor.randint(2048, low=-50, high=50)


@w("rand_randn", [], "Tensor.randn(2048) with a fixed seed (Box-Muller: log, cos)")
def _(): Tensor.manual_seed(5); return Tensor.randn(2048)


@w("mm_half_small_k", [((96, 32), H, "random"), ((32, 80), H, "random")], "half matmul, K = 32, odd tiles")
def _(a, b): return a @ b


def half(v):
    """An f32 input value as an f16 input: NaN bits become f16 NaNs of the same sign, values past the f16
    range infinities."""
    if isinstance(v, tuple):
        v = struct.unpack("<f", struct.pack("<I", v[1]))[0]
    if math.isnan(v):
        return ("bits", 0xfe00 if math.copysign(1, v) < 0 else 0x7e00)
    if abs(v) > 65504:
        return math.copysign(math.inf, v)
    return v


def init_spec(t, n, init, seed, files, fname):
    """argspec text for a buffer of n elements of argspec type t."""
    if init == "random" or init == "bits":
        return f"buf:{t}:{n}:random:{seed}"
    if init == "zero":
        return f"buf:{t}:{n}:zero"
    if init == "bool":
        r = realgen.Rng(seed)
        files[fname] = bytes(r.next() & 1 for _ in range(n))
        return f"buf:{t}:{n}:file:{fname}"
    if isinstance(init, tuple) and init[0] == "idx":
        r = realgen.Rng(seed)
        files[fname] = realgen.pack("i" if t == "s32" else "q", [r.next() % init[1] for _ in range(n)])
        return f"buf:{t}:{n}:file:{fname}"
    if init in ("wide", "pos"):
        if t == "f64":
            vals = realgen.f64_values(n, seed)
            if init == "pos":
                vals = [v if isinstance(v, tuple) else abs(v) for v in vals]
            files[fname] = realgen.f64bytes(vals)
            return f"buf:{t}:{n}:file:{fname}"
        vals = realgen.f32_values(n, seed)
        if init == "pos":
            vals = [v if isinstance(v, tuple) else abs(v) for v in vals]
        files[fname] = realgen.f32bytes(vals) if t == "f32" else realgen.f16bytes([half(v) for v in vals])
        return f"buf:{t}:{n}:file:{fname}"
    raise ValueError(f"init {init!r}")


LAUNCHES = []
# f64 forms that tinygrad's renderer writes for float64 exp, log, sqrt and reciprocal and that PTX does
# not have (ptxas: "Unexpected instruction types specified for 'ex2'", "Illegal modifier '.approx' for
# instruction 'sqrt'", "'.ftz' modifier required for instruction 'rcp.approx.f64'").
INVALID = re.compile(r"(ex2|lg2|sqrt)\.approx\.f64|rcp\.approx\.f64")
MAX_KERNELS = 6


def record(ctx, call, ast):
    """Stands in for tinygrad's exec_kernel: notes the launch instead of running it. (tinygrad's pattern
    matchers refuse closures, hence the module-level list.)"""
    import tinygrad.engine.realize as R
    from tinygrad.uop.ops import Ops
    resolved = R.resolve_params(call, ctx.input_uops)
    bufs = [resolved[i].buffer for i in ast.arg.globals]
    gs, ls = ast.arg.launch_dims(ctx.var_vals)
    src = [s for s in ast.src if s.op is Ops.SOURCE][0].arg
    LAUNCHES.append((src, gs, ls or (1, 1, 1), bufs, set(ast.arg.outs), ast.arg.vals(ctx.var_vals)))
    return []


def run_arch(arch, names, root, tinygrad_dir):
    """Runs in a child process: DEV must be set before tinygrad is imported."""
    sys.path.insert(0, tinygrad_dir)
    global Tensor, dtypes
    from tinygrad import Tensor, dtypes  # noqa: F811
    import tinygrad.engine.realize as R
    from tinygrad.uop.ops import Ops, UPat, PatternMatcher
    fam = realgen.Family("real10", HERE, {}, {}, {}, {}, lambda name, j: None)
    try:
        rev = subprocess.run(["git", "-C", tinygrad_dir, "rev-parse", "--short=12", "HEAD"], capture_output=True,
                             text=True).stdout.strip()
    except OSError:
        rev = ""
    rev = rev or os.environ.get("TINYGRAD_REV", "unknown")
    log = []
    for name in names:
        _, inputs, build, notes = W[name]
        launches = LAUNCHES
        launches.clear()
        saved = R.pm_exec
        R.pm_exec = PatternMatcher([(UPat(Ops.CALL, src=(UPat(Ops.PROGRAM, name="ast"),), name="call",
                                          allow_any_len=True), record)]) + saved
        try:
            ins = [Tensor.empty(*shape, dtype=getattr(dtypes, dt)).realize() for shape, dt, _ in inputs]
            inbufs = {id(t.uop.buffer): k for k, t in enumerate(ins)}
            build(*ins).realize()
        except Exception as e:
            log.append(f"FAIL {name}: {type(e).__name__}: {str(e)[:500]}")
            continue
        finally:
            R.pm_exec = saved
        # A sorting network launches one kernel per stage, many of them the same PTX: one case per
        # distinct kernel and launch, at most MAX_KERNELS of them.
        kernels, seen = [], set()
        for k in launches:
            key = (k[0], tuple(k[1]), tuple(k[2]))
            if key not in seen and len(kernels) < MAX_KERNELS:
                seen.add(key)
                kernels.append(k)
        for ki, (src, gs, ls, bufs, outs, vals) in enumerate(kernels):
            if vals:
                log.append(f"FAIL {name}: kernel {ki} has symbolic variables")
                continue
            ptx = src.replace("TARGET", arch).replace("VERSION", "8.7" if int(arch[3:]) >= 120 else
                                                          ("7.8" if int(arch[3:]) >= 89 else "7.5"))
            entry = re.search(r"\.entry\s+(\w+)", ptx).group(1)
            cname = name if len(kernels) == 1 else f"{name}_k{ki}"
            if bad := INVALID.search(ptx):
                log.append(f"SKIP {cname}: tinygrad renders {bad.group(0)!r}, which ptxas rejects")
                continue
            files, args, compare = {}, [], {}
            for bi, b in enumerate(bufs):
                t = ARG_TYPE[b.dtype.fmt]
                k = inbufs.get(id(b))
                if bi in outs:
                    args.append(f"buf:{t}:{b.size}:zero")
                    compare[str(bi)] = {"mode": "exact"}
                elif k is not None:
                    args.append(init_spec(t, b.size, inputs[k][2], 1000 + 17 * k + ki, files, f"in{k}.bin"))
                else:
                    args.append(init_spec(t, b.size, "random", 2000 + bi, files, f"b{bi}.bin"))
            desc = (f"tinygrad {rev} (github.com/tinygrad/tinygrad), its PTX renderer for {arch} "
                    f"(DEV=MOCK+NULL:PTX:{arch}, the rendering of DEV=CUDA:PTX); case.ptx is its output verbatim. "
                    f"{notes}")
            if len(kernels) > 1:
                desc += f"; kernel {ki + 1} of {len(kernels)}, a buffer an earlier kernel writes starts as random data"
            # mma.sync's fragments are defined for 32-lane warps: native64 refuses it
            modes = [m for m in realgen.ALL4 if m != "native64" or "mma.sync" not in ptx]
            realgen.write_case(fam, root, cname, entry, list(gs), list(ls), args, compare, modes, desc, 0,
                               files, ptx)
            log.append(f"OK   {cname} ({entry}, grid {tuple(gs)}, block {tuple(ls)})")
    return log


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tinygrad", required=True, help="a tinygrad checkout (the folder holding the tinygrad package)")
    ap.add_argument("--build", required=True, help="write OUTROOT/real10/<case>")
    ap.add_argument("--only", default="")
    ap.add_argument("--arch", help=argparse.SUPPRESS)  # the child process for one architecture
    o = ap.parse_args()
    only = set(x for x in o.only.split(",") if x)
    names = [n for n in W if not only or n in only]
    if o.arch:
        for line in run_arch(o.arch, [n for n in names if W[n][0] == o.arch], o.build, os.path.abspath(o.tinygrad)):
            print(line)
        return
    log = []
    for arch in sorted({W[n][0] for n in names}):
        env = dict(os.environ, DEV=f"MOCK+NULL:PTX:{arch}", DEBUG="0")
        p = subprocess.run([sys.executable, os.path.abspath(__file__), "--tinygrad", o.tinygrad, "--build", o.build,
                            "--arch", arch] + (["--only", o.only] if o.only else []),
                           env=env, capture_output=True, text=True)
        log += [l for l in p.stdout.splitlines() if l.startswith(("OK", "FAIL", "SKIP"))]
        if p.returncode != 0:
            log.append(f"FAIL {arch}: exit {p.returncode}: {p.stderr[-2000:]}")
    ok = sum(1 for l in log if l.startswith("OK"))
    skip = sum(1 for l in log if l.startswith("SKIP"))
    log.append(f"{ok} cases written, {skip} skipped, {len(log) - ok - skip} failed")
    os.makedirs(o.build, exist_ok=True)
    with open(os.path.join(o.build, "gen.log"), "w") as f:
        f.write("\n".join(log) + "\n")
    print("\n".join(log))


if __name__ == "__main__":
    main()
