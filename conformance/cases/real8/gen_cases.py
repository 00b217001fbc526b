#!/usr/bin/env python3
"""Builds conformance/cases/real8: numba-cuda kernels (numba_kernels.py)
written the way numba users write them, compiled by numba.cuda.compile_ptx
for cc (8, 0) (several also for (9, 0)); each launched as the table below
says, with deterministic inputs.

On the NVIDIA machine (numba-cuda present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real8/<case>/
then record each case folder with recordtool. --dry OUTROOT writes case.json
and the inputs next to a placeholder case.ptx; --only NAME[,NAME] limits the
cases.

numba passes an array as (meminfo, parent, nitems, itemsize, data, shape...,
strides...), 64-bit each: 7 parameters for 1-D, 9 for 2-D (strides in
bytes); meminfo and parent are 0 here, as numba passes them for device
arrays it did not allocate itself."""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks)
import realgen  # noqa: E402


def np1(n, itemsize, buf):
    return ["u64:0", "u64:0", f"u64:{n}", f"u64:{itemsize}", buf, f"u64:{n}", f"u64:{itemsize}"]


def np2(r, c, itemsize, buf):
    return ["u64:0", "u64:0", f"u64:{r * c}", f"u64:{itemsize}", buf, f"u64:{r}", f"u64:{c}",
            f"u64:{c * itemsize}", f"u64:{itemsize}"]


CASES = {}


def case(name, job, cc, grid, block, args, out, modes=ALL4, notes="", files=None):
    """out: the buffers compared, by their order among the buffer arguments."""
    assert name not in CASES, name
    bufs = [i for i, a in enumerate(args) if a.startswith("buf:")]
    CASES[name] = dict(job=job, cc=cc, grid=grid, block=block, args=args,
                       compare={str(bufs[i]): {"mode": "exact"} for i in out}, modes=modes, notes=notes,
                       files=files or {})


def s32_pairs():
    edge = [0, 1, -1, 2, -2, 3, -3, 7, -7, 8, -8, 100, -100, 255, -256, 1000003, -1000003,
            2**31 - 1, -2**31, 2**30, -2**30 + 5, 12345, -54321, 65536]
    a, b = [], []
    for x in edge:
        for y in edge:
            a.append(x)
            b.append(y)
    return a, b


def quarters(n, seed):
    r = Rng(seed)
    return [(r.below(801) - 400) / 4.0 for _ in range(n)]


def xoro_states(n, seed):
    r = Rng(seed)
    out = []
    for _ in range(n):
        out += [r.next() | 1, r.next()]
    return out


def cpx(vals):
    return f32bytes(vals)


def setup():
    for cc in ("80", "90"):
        sfx = "" if cc == "80" else "_sm90"
        ia, ib = s32_pairs()
        n = len(ia)  # 576
        case("numba_int_semantics" + sfx, "int_semantics", cc, [(n + 127) // 128, 1, 1], [128, 1, 1],
             np1(n, 4, f"buf:s32:{n}:file:a.bin") + np1(n, 4, f"buf:s32:{n}:file:b.bin") +
             np1(8 * n, 4, f"buf:s32:{8 * n}:zero") + np1(4 * n, 8, f"buf:s64:{4 * n}:zero"), [2, 3],
             notes="Python integer semantics on int32 and int64 over edge pairs: // and % follow the divisor's "
             "sign, ** on ints, abs/min/max, shifts (numba's sign fix-ups around div/rem).",
             files={"a.bin": pack("i", ia), "b.bin": pack("i", ib)})
        fa, fb = f32_pairs(64, 801)
        n = len(fa)  # 640
        case("numba_math_f32" + sfx, "math_f32", cc, [(n + 127) // 128, 1, 1], [128, 1, 1],
             np1(n, 4, f"buf:f32:{n}:file:x.bin") + np1(n, 4, f"buf:f32:{n}:file:y.bin") +
             np1(16 * n, 4, f"buf:f32:{16 * n}:zero"), [2],
             notes="math.* on float32 over special pairs (libdevice's f32 functions as numba links them): sin, cos, exp, "
             "log, sqrt, tanh, atan2, pow, erf, floor/ceil, fmod, hypot, copysign, /, expm1+log1p, isnan/isinf, cuda.fma.",
             files={"x.bin": f32bytes(fa), "y.bin": f32bytes(fb)})
        ia = list(range(-300, 300, 1)) + [2**31 - 1, -2**31, 0x40000000, -0x40000000]
        n = len(ia)
        case("numba_atomics" + sfx, "atomics", cc, [(n + 127) // 128, 1, 1], [128, 1, 1],
             np1(n, 4, f"buf:s32:{n}:file:v.bin") + np1(n, 4, f"buf:f32:{n}:file:f.bin") +
             np1(8, 4, "buf:s32:8:values:0,0,-2147483648,2147483647,-1,0,0,0") + np1(1, 4, "buf:f32:1:zero") +
             np1(2, 4, "buf:f32:2:values:-1e30,1e30"), [2, 3, 4],
             notes="cuda.atomic add/max/min/and_/or_/xor on int32, a compare_and_swap ticket loop, float32 add "
             "(quarter-integers, so the order does not matter) and float32 max/min; 604 threads.",
             files={"v.bin": pack("i", ia), "f.bin": f32bytes(quarters(n, 802))})
        case("numba_matmul_tiled" + sfx, "matmul_tiled", cc, [3, 4, 1], [16, 16, 1],
             np2(50, 37, 4, "buf:f32:1850:random:803") + np2(37, 45, 4, "buf:f32:1665:random:804") +
             np2(50, 45, 4, "buf:f32:2250:zero"), [2],
             notes="the shared-memory tiled matrix product of numba's documentation (16x16 tiles, 2-D grid, "
             "syncthreads), 50x37 times 37x45 with partial tiles.")
        case("numba_warp_ops" + sfx, "warp_ops", cc, [2, 1, 1], [128, 1, 1],
             np1(256, 4, "buf:s32:256:random:805") + np1(12 * 256, 4, "buf:s32:3072:zero"), [1],
             modes=W32,
             notes="shfl_xor/up/down/shfl_sync, ballot/any/all/eq_sync, match_any_sync, popc/clz/ffs/brev, "
             "lanemask_lt and activemask (32-bit masks: not native64).")
    fa, fb = f64_pairs(64, 806)
    n = len(fa)
    case("numba_math_f64", "math_f64", "80", [(n + 127) // 128, 1, 1], [128, 1, 1],
         np1(n, 8, f"buf:f64:{n}:file:x.bin") + np1(n, 8, f"buf:f64:{n}:file:y.bin") +
         np1(12 * n, 8, f"buf:f64:{12 * n}:zero"), [2],
         notes="math.* on float64 over special pairs: sin, exp, log, sqrt, atan+asinh, pow, lgamma, erfc, /, fmod, "
         "round (half to even), trunc + cuda.cbrt.",
         files={"x.bin": f64bytes(fa), "y.bin": f64bytes(fb)})
    fa, fb = f32_pairs(64, 807)
    n = len(fa)
    case("numba_math_fast", "math_fast", "80", [(n + 127) // 128, 1, 1], [128, 1, 1],
         np1(n, 4, f"buf:f32:{n}:file:x.bin") + np1(n, 4, f"buf:f32:{n}:file:y.bin") +
         np1(6 * n, 4, f"buf:f32:{6 * n}:zero"), [2],
         notes="float32 math with fastmath=True (numba's approximate forms and flush-to-zero): sin, exp, log, /, "
         "sqrt + pow, tanh.",
         files={"x.bin": f32bytes(fa), "y.bin": f32bytes(fb)})
    cv = f32_values(512, 808)
    n = len(cv)
    case("numba_conversions", "conversions", "80", [4, 1, 1], [128, 1, 1],
         np1(n, 4, f"buf:f32:{n}:file:x.bin") + np1(2 * n, 4, f"buf:s32:{2 * n}:zero") +
         np1(n, 1, f"buf:u8:{n}:zero") + np1(3 * n, 4, f"buf:f32:{3 * n}:zero"), [1, 2, 3],
         notes="conversions as Python code writes them: int32(x) truncation, round(x) to even, uint8 wrap-around, "
         "bools as numbers, float64 round trip, uint32 of a scaled magnitude.",
         files={"x.bin": f32bytes(cv)})
    case("numba_stencil", "stencil", "80", [3, 5, 1], [16, 8, 1],
         np2(37, 45, 8, "buf:f64:1665:random:809") + np2(37, 45, 8, "buf:f64:1665:zero") + ["f64:0.125"], [1],
         notes="a 5-point float64 stencil with clamped borders on a 2-D grid of 16x8 blocks (partial blocks).")
    data = [(x % 1000) - 500 for x in rand_u32(3000, 810)]
    case("numba_histogram", "histogram", "80", [4, 1, 1], [128, 1, 1],
         np1(3000, 4, "buf:s32:3000:file:d.bin") + np1(64, 4, "buf:u32:64:zero"), [1],
         notes="64-bin histogram: Python % of negative values, shared-memory atomics, a grid-stride loop over 3000 "
         "items with 512 threads, one global atomic per bin.",
         files={"d.bin": pack("i", data)})
    case("numba_block_scan", "block_scan", "80", [4, 1, 1], [256, 1, 1],
         np1(1000, 4, "buf:s32:1000:random:811") + np1(1000, 4, "buf:s32:1000:zero") + np1(4, 4, "buf:s32:4:zero"),
         [1, 2],
         notes="Hillis-Steele inclusive scan in a double-buffered 2-D shared array (2x256), 1000 items over "
         "four 256-thread blocks, and each block's total.")
    case("numba_local_sort", "local_sort", "80", [2, 1, 1], [128, 1, 1],
         np1(997, 4, "buf:f32:997:random:812") + np2(250, 4, 4, "buf:f32:1000:zero"), [1],
         notes="cuda.local.array of 12 floats a thread, insertion-sorted: median, min, max and a weighted sum "
         "(250 rows).")
    za = [v for p in zip(f32_values(256, 813), f32_values(256, 814)[::-1]) for v in p]
    zb = [v for p in zip(f32_values(256, 815)[::-1], f32_values(256, 816)) for v in p]
    case("numba_complex_ops", "complex_ops", "80", [2, 1, 1], [128, 1, 1],
         np1(256, 8, "buf:f32:512:file:z.bin") + np1(256, 8, "buf:f32:512:file:w.bin") +
         np1(1024, 8, "buf:f32:2048:zero") + np1(512, 16, "buf:f64:1024:zero"), [2, 3],
         notes="complex64 and complex128 arithmetic (numba's own multiply, divide and abs) over special values.",
         files={"z.bin": f32bytes(za), "w.bin": f32bytes(zb)})
    case("numba_rng", "rng", "80", [2, 1, 1], [128, 1, 1],
         np1(256, 16, "buf:u64:512:file:s.bin") + np1(250, 4, "buf:f32:250:zero") + np1(250, 4, "buf:f32:250:zero") +
         np1(250, 8, "buf:f64:250:zero"), [0, 1, 2, 3],
         notes="numba.cuda.random's xoroshiro128+ (uniform float32, normal float32 by Box-Muller, uniform float64) "
         "from deterministic per-thread states; the states advance in place and are compared too.",
         files={"s.bin": pack("Q", xoro_states(256, 817))})
    fa, fb = f64_pairs(0, 818)
    n = len(fa)
    case("numba_device_calls", "device_calls", "80", [(n + 127) // 128, 1, 1], [128, 1, 1],
         np1(n, 8, f"buf:f64:{n}:file:x.bin") + np1(n, 8, f"buf:f64:{n}:file:y.bin") +
         np1(3 * n, 8, f"buf:f64:{3 * n}:zero"), [2],
         notes="device functions: a tuple return (hypot, atan2) and a Horner polynomial called in a loop.",
         files={"x.bin": f64bytes(fa), "y.bin": f64bytes(fb)})
    case("numba_grid_stride", "grid_stride", "80", [3, 1, 1], [96, 1, 1],
         ["f64:-1.5"] + np1(2000, 8, "buf:f64:2000:random:819") + np1(2000, 8, "buf:f64:2000:random:820"), [1],
         notes="a grid-stride float64 axpy over 2000 items with 288 threads.")

    # The second batch.
    rec = b""
    r = Rng(821)
    for k in range(300):
        rec += pack("i", [k - 150]) + f32bytes([r.uniform(-8, 8)]) + f64bytes([r.uniform(-3, 3)])
    case("numba_records", "records", "80", [3, 1, 1], [128, 1, 1],
         np1(300, 16, "buf:u8:4800:file:r.bin") + np1(300, 8, "buf:f64:300:zero"), [0, 1],
         notes="a record array (int32 id, float32 x, float64 w; aligned, 16 bytes) read field by field and written "
         "back in place.", files={"r.bin": rec})
    case("numba_grid3d", "grid3d", "80", [2, 3, 5], [8, 4, 2],
         np3(9, 11, 13, 4, "buf:f32:1287:random:822") + np3(9, 11, 13, 4, "buf:f32:1287:zero"), [1],
         notes="a 3-D grid (cuda.grid(3)) over a 9x11x13 float32 array: a clamped 3-tap mean along z minus a "
         "wrapped x neighbour; 11 parameters per 3-D array.")
    case("numba_strided", "strided", "80", [2, 1, 1], [128, 1, 1],
         ["u64:0", "u64:0", "u64:500", "u64:4", "buf:f32:1000:random:823", "u64:500", "u64:8"] +
         ["u64:0", "u64:0", "u64:250", "u64:4", "buf:f32:750:random:824", "u64:250", "u64:12"] +
         np1(250, 4, "buf:f32:250:zero"), [2],
         notes="arrays of any layout ('A'): views a[::2] and b[::3] (strides 8 and 12 bytes, from the parameters), "
         "reversed and gathered indexing.")
    case("numba_const_taps", "const_taps", "80", [2, 1, 1], [128, 1, 1],
         np1(250, 4, "buf:f32:250:random:825") + np1(250, 4, "buf:f32:250:zero"), [1],
         notes="a 7-tap filter whose taps are a cuda.const.array_like of a module-level NumPy array (a .const array "
         "with an initialiser in the PTX), clamped at the edges.")
    a8 = [(x & 0xff) - 128 for x in rand_u32(256, 826)]
    b16 = [(x & 0xffff) - 32768 for x in rand_u32(256, 827)]
    fl = [x & 1 for x in rand_u32(256, 828)]
    case("numba_small_ints", "small_ints", "80", [2, 1, 1], [128, 1, 1],
         np1(256, 1, "buf:s8:256:file:a.bin") + np1(256, 2, "buf:s16:256:file:b.bin") +
         np1(256, 1, "buf:u8:256:file:f.bin") + np1(512, 1, "buf:s8:512:zero") + np1(512, 2, "buf:s16:512:zero") +
         np1(256, 1, "buf:u8:256:zero"), [3, 4, 5],
         notes="int8, int16 and boolean arrays: wrap-around on storing, Python floor division and modulo of int8 "
         "(-128 included), arithmetic shifts, bool comparisons.",
         files={"a.bin": pack("b", a8), "b.bin": pack("h", b16), "f.bin": pack("B", fl)})
    case("numba_atomics64", "atomics64", "80", [3, 1, 1], [128, 1, 1],
         np1(300, 4, "buf:u32:300:random:829") + np1(300, 8, "buf:f64:300:file:d.bin") +
         np1(300, 8, "buf:u64:300:random:830") + np1(3, 8, "buf:f64:3:values:0,-1e300,1e300") +
         np1(5, 8, "buf:u64:5:values:0,0,18446744073709551615,0,0"), [0, 3, 4],
         notes="cuda.atomic on float64 (add of quarter-integers, max, min), uint64 (add, max, min, or_) and an "
         "exch on uint32 whose old values are summed.",
         files={"d.bin": f64bytes(quarters(300, 831))})
    case("numba_warp_sync", "warp_sync", "80", [2, 1, 1], [128, 1, 1],
         np1(256, 4, "buf:s32:256:random:832") + np1(256, 4, "buf:s32:256:zero"), [1], modes=W32,
         notes="cuda.syncwarp between shared-memory writes and reads of other lanes of the warp, threadfence_block, "
         "cuda.selp, cuda.warpsize and cuda.laneid.")
    case("numba_debug_axpy", "debug_axpy", "80", [4, 1, 1], [128, 1, 1],
         np1(500, 4, "buf:f32:500:zero") + ["f32:-2.5"] + np1(500, 4, "buf:f32:500:random:833") +
         np1(500, 4, "buf:f32:500:random:834"), [0],
         notes="an axpy compiled with debug=True, opt=False: numba's unoptimised PTX with its debug information.")


def np3(a, b, c, itemsize, buf):
    return ["u64:0", "u64:0", f"u64:{a * b * c}", f"u64:{itemsize}", buf, f"u64:{a}", f"u64:{b}", f"u64:{c}",
            f"u64:{b * c * itemsize}", f"u64:{c * itemsize}", f"u64:{itemsize}"]


setup()


def compile_job(nk, job, cc):
    fn, sig, opts, _ = nk.JOBS[job]
    from numba import cuda
    if sig is None and job == "rng":  # the states' record type
        import numba
        from numba.cuda.random import xoroshiro128p_dtype
        st = numba.from_dtype(xoroshiro128p_dtype)[::1]
        sig = numba.void(st, numba.float32[::1], numba.float32[::1], numba.float64[::1])
    elif sig is None:  # records: REC's record type
        import numba
        sig = numba.void(numba.from_dtype(nk.REC)[::1], numba.float64[::1])
    ptx, _ = cuda.compile_ptx(fn, sig, cc=(int(cc[0]), int(cc[1])), **opts)
    return ptx, sig, opts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build")
    ap.add_argument("--dry")
    ap.add_argument("--only", default="")
    o = ap.parse_args()
    root = o.build or o.dry
    if not root:
        ap.error("--build or --dry")
    only = set(x for x in o.only.split(",") if x)
    fam = realgen.Family("real8", HERE, {}, CASES, {}, {}, lambda name, j: None)
    nk = None
    version = "?"
    if o.build:
        sys.path.insert(0, HERE)
        import numba_kernels as nk
        import importlib.metadata as md
        version = f"numba {md.version('numba')}, numba-cuda {md.version('numba-cuda')}"
    log, ok, fail = [], 0, 0
    for name, c in CASES.items():
        if only and name not in only:
            continue
        kernel = c["job"]
        if o.dry:
            ptx, desc = "// placeholder\n", "numba (dry run)"
        else:
            try:
                ptx, sig, opts = compile_job(nk, c["job"], c["cc"])
                kernel, sizes = realgen.resolve(ptx, r".*" + c["job"] + r".*")
                want = [realgen.arg_size(a) for a in c["args"]]
                if sizes != want:
                    raise ValueError(f"params {sizes} but args {want}")
            except Exception as e:
                import traceback
                log.append(f"FAIL {name}: {type(e).__name__}: {str(e)[:2000]}\n{traceback.format_exc()[-1500:]}")
                fail += 1
                continue
            desc = (f"numba_kernels.py:{c['job']} compiled by numba.cuda.compile_ptx({c['job']}, \"{sig}\", "
                    f"cc=({c['cc'][0]}, {c['cc'][1]}){''.join(f', {k}={v}' for k, v in opts.items())}) ({version}, "
                    "on the NVIDIA machine: an H200, the H100's GH100)")
        notes = desc + "; case.ptx is its output verbatim. " + c["notes"]
        realgen.write_case(fam, root, name, kernel, c["grid"], c["block"], c["args"], c["compare"], c["modes"],
                           notes, 0, c["files"], ptx)
        log.append(f"OK   {name}")
        ok += 1
    log.append(f"{ok} cases written, {fail} failed")
    with open(os.path.join(root, "gen.log"), "w") as f:
        f.write("\n".join(log) + "\n")
    print("\n".join(log))


if __name__ == "__main__":
    main()
