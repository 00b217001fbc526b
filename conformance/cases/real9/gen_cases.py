#!/usr/bin/env python3
"""Builds conformance/cases/real9: the kernels JAX's XLA GPU backend emits
for the functions in jax_kernels.py, written the way JAX users write them.

On the NVIDIA machine (jax with CUDA present):
    python3 gen_cases.py --dump DUMPDIR        # jit-compiles every function with XLA's dump on
then, on any machine:
    python3 gen_cases.py --build DUMPDIR OUTROOT   # writes OUTROOT/real9/<case>/

--build reads XLA's dump: each kernel's launch (grid, block, dynamic shared
memory) from the thunk sequence, its PTX from the .ptx files, and the shapes
of its buffers from the optimized HLO (the fusion's operands, then its
outputs; XLA passes a buffer that appears twice once). Inputs are
deterministic and rich in edge values (realgen), chosen by element type;
every buffer is compared bit for bit. --only a,b limits the functions."""
import argparse
import glob
import os
import re
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
import realgen as rg  # noqa: E402

# function name -> example arguments (built by args() on the NVIDIA machine)
FUNCS = ["gelu_tanh", "gelu_erf", "act_mix", "transcend", "int_ops", "float_to_int", "half_math", "row_softmax",
         "layer_norm", "reductions", "int_reduce", "transpose_add", "cumsum", "scatter_add", "gather", "sort_rows",
         "argsort_rows", "rng_uniform", "rng_normal", "f64_math", "complex_ops", "attention_small", "dot_small",
         "one_hot_mean", "int64_ops",
         "bf16_matmul", "f16_einsum", "f16_reduce", "special_fns", "nextafter_bits", "uint_ops", "small_ints",
         "fp8_convert", "silu_logsoftmax_bf16", "segment_sum", "argmin_nan", "int64_divmod", "where_chain",
         "big_row_reduce", "big_col_reduce", "transpose3d", "concat_pad", "flip_roll", "dyn_slice", "wide_axpy",
         "f16_wide", "softmax_long", "sort_long", "take_along", "scatter_max", "int8_matmul", "fp8_matmul",
         "f64_reductions", "f64_softmax_cumsum", "f64_elementwise"]


def example_args(np, jnp, name):
    r = np.random.default_rng(1)
    f32 = lambda *s: jnp.asarray(r.standard_normal(s).astype(np.float32) * 3)  # noqa: E731
    i32 = lambda lo, hi, *s: jnp.asarray(r.integers(lo, hi, s).astype(np.int32))  # noqa: E731
    f64 = lambda *s: jnp.asarray(r.standard_normal(s) * 3)  # noqa: E731
    return {
        "gelu_tanh": lambda: (f32(1000),), "gelu_erf": lambda: (f32(1000),),
        "act_mix": lambda: (f32(1000), f32(1000)), "transcend": lambda: (f32(1000),),
        "int_ops": lambda: (i32(-9, 9, 1000), i32(-9, 9, 1000)), "float_to_int": lambda: (f32(1000),),
        "half_math": lambda: (f32(1000), f32(1000)), "row_softmax": lambda: (f32(37, 45),),
        "layer_norm": lambda: (f32(37, 96), f32(96), f32(96)), "reductions": lambda: (f32(37, 45),),
        "int_reduce": lambda: (i32(-9, 9, 37, 45),), "transpose_add": lambda: (f32(45, 37), f32(37, 45)),
        "cumsum": lambda: (f32(37, 45),), "scatter_add": lambda: (f32(64), i32(0, 64, 500), f32(500)),
        "gather": lambda: (f32(64, 8), i32(-5, 70, 300)), "sort_rows": lambda: (f32(37, 45),),
        "argsort_rows": lambda: (f32(37, 45),), "rng_uniform": lambda: (7,), "rng_normal": lambda: (9,),
        "f64_math": lambda: (f64(1000), f64(1000)), "complex_ops": lambda: (f32(1000), f32(1000)),
        "attention_small": lambda: (f32(64, 32), f32(64, 32), f32(64, 32)),
        "dot_small": lambda: (f32(37, 45), f32(45, 29)),
        "one_hot_mean": lambda: (i32(0, 16, 500), f32(500)),
        "int64_ops": lambda: (jnp.asarray(r.integers(-10**12, 10**12, 1000)), jnp.asarray(r.integers(-10**12, 10**12, 1000))),
        "bf16_matmul": lambda: (f32(64, 96), f32(96, 48)), "f16_einsum": lambda: (f32(3, 32, 40), f32(3, 40, 24)),
        "f16_reduce": lambda: (f32(37, 45),), "special_fns": lambda: (f32(1000),),
        "nextafter_bits": lambda: (f32(1000), f32(1000)),
        "uint_ops": lambda: (jnp.asarray(r.integers(0, 2**32, 1000, dtype=np.uint32)),
                             jnp.asarray(r.integers(0, 2**32, 1000, dtype=np.uint32))),
        "small_ints": lambda: (i32(-300, 300, 1000), i32(-300, 300, 1000)), "fp8_convert": lambda: (f32(1000),),
        "silu_logsoftmax_bf16": lambda: (f32(37, 45),), "segment_sum": lambda: (f32(500), i32(0, 24, 500)),
        "argmin_nan": lambda: (f32(37, 45),),
        "int64_divmod": lambda: (jnp.asarray(r.integers(-10**15, 10**15, 1000)), jnp.asarray(r.integers(-10**6, 10**6, 1000))),
        "where_chain": lambda: (f32(1000), f32(1000)),
        "big_row_reduce": lambda: (f32(64, 4096),), "big_col_reduce": lambda: (f32(4096, 64),),
        "transpose3d": lambda: (f32(16, 32, 48),), "concat_pad": lambda: (f32(37, 45), f32(37, 19)),
        "flip_roll": lambda: (f32(37, 45),), "dyn_slice": lambda: (f32(37, 45), jnp.int32(5), jnp.int32(40)),
        "wide_axpy": lambda: (f32(65536), f32(65536)), "f16_wide": lambda: (f32(16384), f32(16384)),
        "softmax_long": lambda: (f32(8, 8192),), "sort_long": lambda: (f32(5000),),
        "take_along": lambda: (f32(37, 45), i32(0, 45, 37, 20)), "scatter_max": lambda: (f32(64), i32(0, 64, 500), f32(500)),
        "int8_matmul": lambda: (i32(-128, 128, 64, 96), i32(-128, 128, 96, 48)),
        "fp8_matmul": lambda: (f32(64, 96), f32(96, 48)),
        "f64_reductions": lambda: (f64(37, 45),), "f64_softmax_cumsum": lambda: (f64(37, 45),),
        "f64_elementwise": lambda: (f64(1000), f64(1000)),
    }[name]()


def dump(outdir, only):
    os.environ["XLA_FLAGS"] = (f"--xla_dump_to={outdir} --xla_dump_hlo_as_text --xla_gpu_dump_llvmir "
                               "--xla_dump_emitter_re=.*")
    sys.path.insert(0, HERE)
    import numpy as np
    import jax
    import jax.numpy as jnp
    jax.config.update("jax_enable_compilation_cache", False)  # a cached executable dumps no PTX
    import jax_kernels as K
    for name in FUNCS:
        if only and name not in only:
            continue
        f = getattr(K, name)
        a = example_args(np, jnp, name)
        try:
            jax.jit(f, static_argnums=(0,) if name.startswith("rng") else ())(*a)
        except Exception as e:  # one function's failure leaves the others' dumps
            print(name, "FAILED:", e)
            continue
        print(name, "compiled")


# XLA element types -> (case element type, bytes, count multiplier)
TYPES = {"f32": ("f32", 4, 1), "f64": ("f64", 8, 1), "f16": ("f16", 2, 1), "bf16": ("bf16", 2, 1),
         "s8": ("s8", 1, 1), "u8": ("u8", 1, 1), "pred": ("u8", 1, 1), "s16": ("s16", 2, 1), "u16": ("u16", 2, 1),
         "s32": ("s32", 4, 1), "u32": ("u32", 4, 1), "s64": ("s64", 8, 1), "u64": ("u64", 8, 1),
         "c64": ("f32", 4, 2), "c128": ("f64", 8, 2), "f8e4m3fn": ("u8", 1, 1), "f8e5m2": ("u8", 1, 1)}
SHAPE_RE = re.compile(r"(\w+)\[([\d,]*)\](?:\{[^}]*\})?")
INSTR_RE = re.compile(r"^\s*(?:ROOT\s+)?%([\w.\-]+)\s*=\s*(\([^=]*?\)|\w+\[[\d,]*\](?:\{[^}]*\})?)\s+(\w[\w-]*)\((.*?)\)")


def shapes_of(text):
    """[(type, count)] of an HLO shape, a tuple giving one per element."""
    out = []
    for t, dims in SHAPE_RE.findall(text):
        n = 1
        for d in dims.split(","):
            if d:
                n *= int(d)
        out.append((t, n))
    return out


def hlo_instrs(hlo):
    """(ENTRY's instructions: name -> (shapes, op, operand names), the name of
    the ENTRY instruction that runs each instruction of a called computation)."""
    hlo = re.sub(r"/\*.*?\*/", "", hlo)
    ins, comp_of, calls = {}, {}, {}
    comp = None
    for line in hlo.split("\n"):
        h = re.match(r"^(ENTRY\s+)?%([\w.\-]+)\s.*\{\s*$", line)
        if h:
            comp = "ENTRY" if h.group(1) else h.group(2)
            continue
        m = INSTR_RE.match(line)
        if not m or comp is None:
            continue
        if comp == "ENTRY":
            ops = re.findall(r"%([\w.\-]+(?:#\d+)?)", m.group(4))
            ins[m.group(1)] = (shapes_of(m.group(2)), m.group(3), ops)
            c = re.search(r"calls=%([\w.\-]+)", line)
            if c:
                calls[c.group(1)] = m.group(1)
        else:
            comp_of[m.group(1)] = comp
    inner = {k: calls[c] for k, c in comp_of.items() if c in calls}
    return ins, inner


def operand_shape(ins, ref):
    name, _, idx = ref.partition("#")
    shapes = ins[name][0]
    return shapes[int(idx)] if idx else shapes[0]


def values_for(t, n, seed, kind="edge"):
    """kind: edge (realgen's edge-rich values), sums (quarter-integers: float atomics add in an order no
    one fixes, and these make every order's sum the same) or matrix (a GEMM's data: uniform in [-4, 4]
    with zeros and small integers; products of edge values overflow f32, which AMD's matrix units do not
    model: cases/README.md)."""
    ct, size, mul = TYPES[t]
    n *= mul
    if kind != "edge" and ct in ("f32", "f64", "f16", "bf16"):
        r = rg.Rng(seed)
        if kind == "sums":
            q = [(r.below(801) - 400) / 4.0 for _ in range(n)]
        else:
            q = [[0.0, 1.0, -1.0, 2.0, 0.5][i % 5] if i % 11 == 0 else r.uniform(-4.0, 4.0) for i in range(n)]
        return {"f32": rg.f32bytes, "f64": rg.f64bytes, "f16": rg.f16bytes, "bf16": rg.bf16bytes}[ct](q)
    if ct == "f32":
        return rg.f32bytes(rotate(rg.f32_values(n, seed), seed))
    if ct == "f64":
        return rg.f64bytes(rotate(rg.f64_values(n, seed), seed))
    if ct == "f16":
        return rg.f16bytes(rotate([v if isinstance(v, tuple) else max(-65504.0, min(65504.0, v)) if abs(v) != float("inf") else v
                                   for v in rg.f32_values(n, seed)], seed))
    if ct == "bf16":
        return rg.bf16bytes(rotate(rg.f32_values(n, seed), seed))
    if t == "pred":
        return bytes(x & 1 for x in rg.rand_u32(n, seed))
    if ct in ("s32", "s16", "s8"):
        bits = size * 8
        edge = [0, 1, -1, 2, -2, 3, 7, -8, 63, 64, -(2 ** (bits - 1)), 2 ** (bits - 1) - 1]
        r = rg.Rng(seed)
        vals = [edge[i] if i < len(edge) else (r.below(201) - 100 if i % 3 else r.below(1 << bits) - (1 << (bits - 1)))
                for i in range(n)]
        return rg.pack({1: "b", 2: "h", 4: "i"}[size], rotate(vals, seed))
    if ct == "s64":
        edge = [0, 1, -1, 2, -2, 7, -(2 ** 63), 2 ** 63 - 1, 2 ** 32, -(2 ** 32), 2 ** 31]
        r = rg.Rng(seed)
        vals = [edge[i] if i < len(edge) else (r.below(2 ** 41) - 2 ** 40 if i % 2 else r.next() - 2 ** 63)
                for i in range(n)]
        return rg.pack("q", rotate(vals, seed))
    if ct == "u64":
        return rg.pack("Q", rg.rand_u64(n, seed))
    if ct == "u32":
        return rg.pack("I", rg.rand_u32(n, seed))
    if ct == "u16":
        return rg.pack("H", [x & 0xffff for x in rg.rand_u32(n, seed)])
    if ct == "u8":
        return bytes(x & 0xff for x in rg.rand_u32(n, seed))
    raise ValueError(t)


def rotate(vals, seed):
    """Moves the edge values off the front, so each buffer of a kernel meets them at other positions."""
    k = seed % max(1, len(vals))
    return vals[k:] + vals[:k]


class FAMILY:
    """What realgen.write_case needs of a family: its name and its adjustments (known failures)."""
    name = "real9"

    @staticmethod
    def adjust(name, j):
        if name in KNOWN:
            j["known_failures"] = {"*": KNOWN[name]}


# Cases with runs that fail today, and why (see amdgpu/nan_slots.go).
KNOWN = {
    "jax_f64_elementwise_loop_add_power_select_subtract_fusion":
        "two elements whose x and y are both NaN: x*y + x/(y-1) adds a product to a quotient, and the H100 "
        "returned the product's NaN; ptxas expands div.rn.f64 into a sequence with a slow path for NaN, and "
        "where it numbers that result (which decides the DADD's source order) is not modelled; the same two "
        "elements of log1p(x) - expm1(y) subtract two values merged at joins, whose order is not modelled "
        "either (amdgpu/nan_slots.go)",
}


WARP = ("shfl.", "vote.", "match.", "activemask", "redux.", "%laneid", "ldmatrix", "mma.", "lanemask", "bar.warp")


def build(dumpdir, outroot, only):
    made = []
    for seq in sorted(glob.glob(os.path.join(dumpdir, "*.thunk_sequence.txt"))):
        base = os.path.basename(seq)
        func = base.split(".")[1][len("jit_"):]
        if func not in FUNCS or (only and func not in only):
            continue
        stem = seq[:-len(".thunk_sequence.txt")]
        hlo = open(glob.glob(stem + ".sm_*_gpu_after_optimizations.txt")[0]).read()
        ins, inner = hlo_instrs(hlo)
        byname = {k.replace(".", "_").replace("-", "_"): k for k in ins}
        for k, outer in inner.items():  # a sort kernel is named after the sort inside its fusion
            byname.setdefault(k.replace(".", "_").replace("-", "_"), outer)
        ptxs = {}
        for p in glob.glob(stem + ".*.ptx"):
            src = open(p).read()
            for e in re.findall(r"\.entry\s+(\w+)\s*\(", src):
                ptxs[e] = src
        after_copy, copied = False, None
        for line in open(seq):
            copy, after_copy = after_copy, "kCopy" in line
            m = re.search(r"kCustomKernel.*\]\s+(\w+) grid: \[(\d+), (\d+), (\d+)\] threads: \[(\d+), (\d+), (\d+)\]\s+"
                          r"shared_memory: (\d+) bytes", line)
            if not m:
                continue
            kern = m.group(1)
            stage = re.sub(r"__\d+$", "", kern)  # a sort's later stages: sort_6_1__1, ...
            if copy:
                copied = stage
            copy = copied == stage  # the stages after the first work in place too
            grid = [int(m.group(i)) for i in (2, 3, 4)]
            block = [int(m.group(i)) for i in (5, 6, 7)]
            shared = int(m.group(8))
            hname = byname.get(stage)
            if hname is None or kern not in ptxs:
                print(f"skip {func}/{kern}: no HLO instruction or PTX", file=sys.stderr)
                continue
            shapes, op, operands = ins[hname]
            bufs, seen = [], set()
            for o in operands:
                if o in seen:
                    continue
                seen.add(o)
                bufs.append(("in", operand_shape(ins, o)))
            bufs += [("out", s) for s in shapes]
            ptx = ptxs[kern]
            kind = "edge"
            if re.search(r"\b(atom|red)(\.\w+)*\.(add\.)?f(16|32|64)\b", ptx):
                kind = "sums"
            elif re.search(r"\b(wgmma\.mma_async|mma\.sync)", ptx):
                kind = "matrix"
            nparams = len(rg.entries(ptx)[kern])
            extra = nparams - len(bufs)
            if extra < 0:
                print(f"skip {func}/{kern}: {nparams} parameters for {len(bufs)} buffers", file=sys.stderr)
                continue
            name = f"jax_{func}_{kern}"
            seed = zlib.crc32(name.encode()) % 1000003  # the case's own: the same with or without --only
            args, files = [], {}
            for i, (role, (t, n)) in enumerate(bufs):
                ct, size, mul = TYPES[t]
                if role == "in":
                    fn = f"in{i}.bin"
                    files[fn] = values_for(t, n, seed + i, kind)
                    args.append(f"buf:{ct}:{n * mul}:file:{fn}")
                elif copy and bufs[0][1] == (t, n) and not any(k == "out" for k, _ in bufs[:i]):
                    # XLA copied the operand into the output before this in-place kernel (sort, scatter)
                    args.append(args[0])
                else:
                    args.append(f"buf:{ct}:{n * mul}:zero")
            args += ["u64:0"] * extra  # Triton's scratch pointers: XLA passes none
            modes = rg.W32 if any(w in ptx for w in WARP) else rg.ALL4
            if block[0] * block[1] * block[2] > 512:
                # warp mode single gives each warp a wave64: more than 512 threads need over 1,024 lanes
                modes = [m for m in modes if m != "single"]
            notes = (f"jax.jit({func}) in jax_kernels.py: XLA's {op} kernel {kern} (HLO {hname}), launched as "
                     f"XLA's thunk sequence launches it; inputs by element type (realgen's edge-rich values), "
                     f"every buffer compared.")
            rg.write_case(FAMILY, outroot, name, kern, grid, block, args, {}, modes, notes, shared, files, ptx)
            made.append(name)
            print(name, grid, block, shared, [a.split(":file")[0] for a in args])
    return made


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dump", metavar="DUMPDIR")
    ap.add_argument("--build", nargs=2, metavar=("DUMPDIR", "OUTROOT"))
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    only = set(x for x in a.only.split(",") if x)
    if a.dump:
        dump(a.dump, only)
    if a.build:
        build(a.build[0], a.build[1], only)
    if not a.dump and not a.build:
        ap.error("give --dump or --build")


if __name__ == "__main__":
    main()
