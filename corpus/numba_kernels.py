"""Compile a few numba-cuda kernels to PTX: python3 numba_kernels.py OUTDIR."""
import os
import sys
import traceback

OUTDIR = sys.argv[1] if len(sys.argv) > 1 else "."

import numpy as np

# numba-cuda 0.30 still refers to NumPy names that NumPy 2.x removed; alias them
# to their replacements so that compiling does not trip over them.
for _old, _new in (("row_stack", "vstack"), ("trapz", "trapezoid"), ("in1d", "isin"),
                   ("product", "prod"), ("cumproduct", "cumprod"), ("sometrue", "any"),
                   ("alltrue", "all")):
    if not hasattr(np, _old) and hasattr(np, _new):
        setattr(np, _old, getattr(np, _new))

try:
    from numba import cuda, float32, int32  # noqa: F401
    import numba
except Exception as e:  # numba-cuda missing: say so and stop cleanly
    print(f"SKIP numba unavailable: {type(e).__name__}: {e}")
    sys.exit(0)


def axpy(r, a, x, y):
    i = cuda.grid(1)
    if i < r.size:
        r[i] = a * x[i] + y[i]


def block_sum(x, out):
    buf = cuda.shared.array(256, dtype=float32)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[tid] = x[i] if i < x.size else float32(0.0)
    cuda.syncthreads()
    s = 128
    while s > 0:
        if tid < s:
            buf[tid] += buf[tid + s]
        cuda.syncthreads()
        s //= 2
    if tid == 0:
        cuda.atomic.add(out, 0, buf[0])


def mandel_pixel(cr, ci, max_iter):
    zr = 0.0
    zi = 0.0
    for n in range(max_iter):
        if zr * zr + zi * zi > 4.0:
            return n
        zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
    return max_iter


def tile_transpose(a, b):
    tile = cuda.shared.array((32, 33), dtype=float32)
    x, y = cuda.grid(2)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    if x < a.shape[1] and y < a.shape[0]:
        tile[ty, tx] = a[y, x]
    cuda.syncthreads()
    x2 = cuda.blockIdx.y * 32 + tx
    y2 = cuda.blockIdx.x * 32 + ty
    if x2 < b.shape[1] and y2 < b.shape[0]:
        b[y2, x2] = tile[tx, ty]


JOBS = [
    ("axpy", axpy, "void(float32[:], float32, float32[:], float32[:])", False),
    ("block_sum", block_sum, "void(float32[:], float32[:])", False),
    ("mandel_pixel", mandel_pixel, "int32(float64, float64, int32)", True),
    ("transpose", tile_transpose, "void(float32[:,:], float32[:,:])", False),
]


def main():
    os.makedirs(OUTDIR, exist_ok=True)
    ver = getattr(numba, "__version__", "?")
    try:
        import importlib.metadata as md
        ver += f", numba-cuda {md.version('numba-cuda')}"
    except Exception:
        pass
    print(f"INFO numba {ver}")
    for name, fn, sig, device in JOBS:
        for cc in ((8, 0), (9, 0)):
            tag = f"sm{cc[0]}{cc[1]}"
            try:
                ptx, _ = cuda.compile_ptx(fn, sig, device=device, cc=cc)
            except Exception as e:
                print(f"FAIL numba_{name}.{tag}: {type(e).__name__}: {str(e)[:300]}")
                traceback.print_exc()
                continue
            fname = f"numba_{name}.{tag}.ptx"
            with open(os.path.join(OUTDIR, fname), "w") as f:
                f.write(ptx)
            print(f"OK   {fname} (cuda.compile_ptx {sig}, device={device}, cc={cc})")


if __name__ == "__main__":
    main()
