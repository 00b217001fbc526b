"""numba-cuda kernels written the way numba users write them (conformance/cases/real8).

gen_cases.py compiles each with numba.cuda.compile_ptx for cc (8, 0) (some also
(9, 0)) and writes the case folders; JOBS names the kernel, its signature and
the compile options."""
import math

import numpy as np

# numba-cuda 0.30 still refers to NumPy names that NumPy 2.x removed.
for _old, _new in (("row_stack", "vstack"), ("trapz", "trapezoid"), ("in1d", "isin"),
                   ("product", "prod"), ("cumproduct", "cumprod"), ("sometrue", "any"),
                   ("alltrue", "all")):
    if not hasattr(np, _old) and hasattr(np, _new):
        setattr(np, _old, getattr(np, _new))

from numba import cuda, float32, float64, int32, int64, uint32, uint64  # noqa: E402
from numba.cuda.random import (xoroshiro128p_uniform_float32, xoroshiro128p_normal_float32,  # noqa: E402
                               xoroshiro128p_uniform_float64)


# Python's integer semantics: floor division and modulo follow the divisor's
# sign, ** on integers, abs/min/max, shifts.
def int_semantics(a, b, out32, out64):
    i = cuda.grid(1)
    if i < a.size:
        x, y = a[i], b[i]
        if y != 0:
            out32[8 * i + 0] = x // y
            out32[8 * i + 1] = x % y
        out32[8 * i + 2] = abs(x)
        out32[8 * i + 3] = min(x, y) - max(x, y)
        out32[8 * i + 4] = (x >> 3) ^ (y << 2)
        out32[8 * i + 5] = x * y
        out32[8 * i + 6] = (x & 0xff) ** 2 - (y & 7) ** 3
        out32[8 * i + 7] = -x if x < y else x + y
        X, Y = int64(x) * 100003, int64(y) - 7
        if Y != 0:
            out64[4 * i + 0] = X // Y
            out64[4 * i + 1] = X % Y
        out64[4 * i + 2] = X * X
        out64[4 * i + 3] = (X >> 5) | (Y << 40)


def math_f32(x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        a, b = x[i], y[i]
        o = 16 * i
        out[o + 0] = math.sin(a)
        out[o + 1] = math.cos(a)
        out[o + 2] = math.exp(a)
        out[o + 3] = math.log(abs(a) + float32(1e-3))
        out[o + 4] = math.sqrt(abs(a))
        out[o + 5] = math.tanh(a)
        out[o + 6] = math.atan2(a, b)
        out[o + 7] = math.pow(abs(a), b)
        out[o + 8] = math.erf(a)
        out[o + 9] = math.floor(a * 3) - math.ceil(b * 3)
        out[o + 10] = math.fmod(a, b)
        out[o + 11] = math.hypot(a, b)
        out[o + 12] = math.copysign(a, b)
        out[o + 13] = a / b
        out[o + 14] = math.expm1(a) + math.log1p(abs(b))
        out[o + 15] = float32(1) if math.isnan(a) or math.isinf(b) else cuda.fma(a, b, float32(0.5))


def math_f64(x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        a, b = x[i], y[i]
        o = 12 * i
        out[o + 0] = math.sin(a)
        out[o + 1] = math.exp(a)
        out[o + 2] = math.log(abs(a) + 1e-3)
        out[o + 3] = math.sqrt(abs(a))
        out[o + 4] = math.atan(a) + math.asinh(b)
        out[o + 5] = math.pow(abs(a), b)
        out[o + 6] = math.lgamma(abs(a) + 0.5)
        out[o + 7] = math.erfc(a)
        out[o + 8] = a / b
        out[o + 9] = math.fmod(a, b)
        out[o + 10] = round(a * 4.0)
        out[o + 11] = math.trunc(a * 7.0) + cuda.cbrt(b)


# The same f32 math under fastmath=True (approximate libdevice forms, ftz).
def math_fast(x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        a, b = x[i], y[i]
        o = 6 * i
        out[o + 0] = math.sin(a)
        out[o + 1] = math.exp(a)
        out[o + 2] = math.log(abs(a) + float32(1e-3))
        out[o + 3] = a / b
        out[o + 4] = math.sqrt(abs(a)) + math.pow(abs(b), float32(0.75))
        out[o + 5] = math.tanh(a * b)


# Conversions the way Python code writes them: int() truncation, uint8
# wrap-around, round() (half to even), bools as numbers.
def conversions(x, i32o, u8o, f32o):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        if v == v and abs(v) < 2e9:
            i32o[2 * i] = int32(v)
            i32o[2 * i + 1] = int32(round(v))
        u8o[i] = np.uint8(int32(v) if v == v and abs(v) < 2e9 else 0)
        f32o[3 * i] = float32(v > 0) + float32(v < 1) * 2
        f32o[3 * i + 1] = float32(float64(v) * 1.0000001)
        f32o[3 * i + 2] = float32(uint32(abs(v) * 3.0)) if v == v and abs(v) < 1e9 else float32(-1)


# Atomics whose results do not depend on the order: integer adds, max/min,
# compare-and-swap counting, float adds of quarter-integers.
def atomics(vals, fvals, counters, fsum, fmax):
    i = cuda.grid(1)
    if i < vals.size:
        v = vals[i]
        cuda.atomic.add(counters, 0, 1)
        cuda.atomic.add(counters, 1, v)
        cuda.atomic.max(counters, 2, v)
        cuda.atomic.min(counters, 3, v)
        cuda.atomic.and_(counters, 4, v | 0x40000000)
        cuda.atomic.or_(counters, 5, v & 0x0f0f)
        cuda.atomic.xor(counters, 6, v)
        # a ticket by compare-and-swap
        while True:
            old = counters[7]
            if cuda.atomic.compare_and_swap(counters[7:], old, old + 2) == old:
                break
        cuda.atomic.add(fsum, 0, fvals[i])
        cuda.atomic.max(fmax, 0, fvals[i])
        cuda.atomic.min(fmax, 1, fvals[i])


# Tiled matrix product with shared memory, as numba's documentation writes it.
TPB = 16


def matmul_tiled(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    x, y = cuda.grid(2)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    acc = float32(0.)
    for k in range((A.shape[1] + TPB - 1) // TPB):
        sA[ty, tx] = A[y, tx + k * TPB] if y < A.shape[0] and tx + k * TPB < A.shape[1] else 0
        sB[ty, tx] = B[ty + k * TPB, x] if x < B.shape[1] and ty + k * TPB < B.shape[0] else 0
        cuda.syncthreads()
        for j in range(TPB):
            acc += sA[ty, j] * sB[j, tx]
        cuda.syncthreads()
    if y < C.shape[0] and x < C.shape[1]:
        C[y, x] = acc


# A 5-point stencil on a 2D grid with clamped borders, float64.
def stencil(u, out, alpha):
    x, y = cuda.grid(2)
    n, m = u.shape
    if x < m and y < n:
        c = u[y, x]
        l = u[y, max(x - 1, 0)]
        r = u[y, min(x + 1, m - 1)]
        t = u[max(y - 1, 0), x]
        b = u[min(y + 1, n - 1), x]
        out[y, x] = c + alpha * (l + r + t + b - 4.0 * c)


# Shared-memory histogram: 64 bins, shared atomics, then one global add per bin.
def histogram(data, hist):
    sh = cuda.shared.array(64, dtype=uint32)
    t = cuda.threadIdx.x
    if t < 64:
        sh[t] = 0
    cuda.syncthreads()
    start, stride = cuda.grid(1), cuda.gridsize(1)
    for i in range(start, data.size, stride):
        cuda.atomic.add(sh, (data[i] * 7 + 3) % 64, 1)
    cuda.syncthreads()
    if t < 64:
        cuda.atomic.add(hist, t, sh[t])


# Block-wide inclusive scan (Hillis-Steele, double buffered) and the block totals.
def block_scan(x, out, totals):
    buf = cuda.shared.array((2, 256), dtype=int32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[0, t] = x[i] if i < x.size else 0
    cuda.syncthreads()
    src = 0
    off = 1
    while off < cuda.blockDim.x:
        v = buf[src, t]
        if t >= off:
            v += buf[src, t - off]
        buf[1 - src, t] = v
        cuda.syncthreads()
        src = 1 - src
        off *= 2
    if i < x.size:
        out[i] = buf[src, t]
    if t == cuda.blockDim.x - 1:
        totals[cuda.blockIdx.x] = buf[src, t]


# Warp-level primitives: shuffles, votes, matches and bit intrinsics.
def warp_ops(x, out):
    i = cuda.grid(1)
    lane = cuda.laneid
    v = x[i]
    full = uint32(0xffffffff)
    s = v
    for d in (16, 8, 4, 2, 1):
        s += cuda.shfl_xor_sync(full, s, d)
    up = cuda.shfl_up_sync(full, v, 3)
    down = cuda.shfl_down_sync(full, v, 5)
    bc = cuda.shfl_sync(full, v, (lane * 7) % 32)
    ballot = cuda.ballot_sync(full, v % 3 == 0)
    anyv = cuda.any_sync(full, v > 1000)
    allv = cuda.all_sync(full, v >= 0)
    eqv = cuda.eq_sync(full, v & 1)
    match = cuda.match_any_sync(full, v % 5)
    o = 12 * i
    out[o + 0] = s
    out[o + 1] = up
    out[o + 2] = down
    out[o + 3] = bc
    out[o + 4] = int32(ballot)
    out[o + 5] = anyv * 4 + allv * 2 + eqv
    out[o + 6] = int32(match)
    out[o + 7] = cuda.popc(uint32(v))
    out[o + 8] = cuda.clz(int32(v))
    out[o + 9] = cuda.ffs(int32(v))
    out[o + 10] = int32(cuda.brev(uint32(v)))
    out[o + 11] = int32(cuda.lanemask_lt()) + int32(cuda.activemask() == full)


# Per-thread local array: insertion sort of 12 values, then the median
# and a checksum.
def local_sort(x, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        a = cuda.local.array(12, dtype=float32)
        for k in range(12):
            a[k] = x[(i * 5 + k * 13) % x.size]
        for k in range(1, 12):
            v = a[k]
            j = k - 1
            while j >= 0 and a[j] > v:
                a[j + 1] = a[j]
                j -= 1
            a[j + 1] = v
        out[i, 0] = (a[5] + a[6]) * float32(0.5)
        out[i, 1] = a[0]
        out[i, 2] = a[11]
        s = float32(0)
        for k in range(12):
            s += a[k] * float32(k + 1)
        out[i, 3] = s


# complex64 and complex128 arithmetic.
def complex_ops(z, w, o64, o128):
    i = cuda.grid(1)
    if i < z.size:
        a, b = z[i], w[i]
        o64[4 * i] = a * b
        o64[4 * i + 1] = a / b
        o64[4 * i + 2] = a * a.conjugate() + abs(b)
        o64[4 * i + 3] = (a - b) * 1j
        A, B = complex(a.real, a.imag), complex(b.real, -b.imag)
        o128[2 * i] = A / B + A * B
        o128[2 * i + 1] = abs(A) + B.real * 1j


# xoroshiro128+ random numbers from per-thread states.
def rng(states, u32o, n32o, u64o):
    i = cuda.grid(1)
    if i < u32o.size:
        u32o[i] = xoroshiro128p_uniform_float32(states, i)
        n32o[i] = xoroshiro128p_normal_float32(states, i)
        u64o[i] = xoroshiro128p_uniform_float64(states, i)


# Device functions: tuple returns, an argument passed by value, a loop.
@cuda.jit(device=True)
def _polar(x, y):
    return math.hypot(x, y), math.atan2(y, x)


@cuda.jit(device=True)
def _horner(c0, c1, c2, c3, t):
    return ((c3 * t + c2) * t + c1) * t + c0


def device_calls(x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        r, th = _polar(x[i], y[i])
        out[3 * i] = r
        out[3 * i + 1] = th
        acc = 0.0
        for k in range(4):
            acc += _horner(1.0, -0.5, 0.25, -0.125, th + k)
        out[3 * i + 2] = acc


# A grid-stride loop (saxpy in float64), the way numba's guides write one.
def grid_stride(a, x, y):
    start, stride = cuda.grid(1), cuda.gridsize(1)
    for i in range(start, x.size, stride):
        y[i] = a * x[i] + y[i]


JOBS = {
    # name: (function, signature, compile options, also cc (9, 0))
    "int_semantics": (int_semantics, "void(int32[::1], int32[::1], int32[::1], int64[::1])", {}, True),
    "math_f32": (math_f32, "void(float32[::1], float32[::1], float32[::1])", {}, True),
    "math_f64": (math_f64, "void(float64[::1], float64[::1], float64[::1])", {}, False),
    "math_fast": (math_fast, "void(float32[::1], float32[::1], float32[::1])", {"fastmath": True}, False),
    "conversions": (conversions, "void(float32[::1], int32[::1], uint8[::1], float32[::1])", {}, False),
    "atomics": (atomics, "void(int32[::1], float32[::1], int32[::1], float32[::1], float32[::1])", {}, True),
    "matmul_tiled": (matmul_tiled, "void(float32[:,::1], float32[:,::1], float32[:,::1])", {}, True),
    "stencil": (stencil, "void(float64[:,::1], float64[:,::1], float64)", {}, False),
    "histogram": (histogram, "void(int32[::1], uint32[::1])", {}, False),
    "block_scan": (block_scan, "void(int32[::1], int32[::1], int32[::1])", {}, False),
    "warp_ops": (warp_ops, "void(int32[::1], int32[::1])", {}, True),
    "local_sort": (local_sort, "void(float32[::1], float32[:,::1])", {}, False),
    "complex_ops": (complex_ops, "void(complex64[::1], complex64[::1], complex64[::1], complex128[::1])", {}, False),
    "rng": (rng, None, {}, False),  # the states' record type: gen_cases.py builds the signature
    "device_calls": (device_calls, "void(float64[::1], float64[::1], float64[::1])", {}, False),
    "grid_stride": (grid_stride, "void(float64, float64[::1], float64[::1])", {}, False),
}


# A second batch: record arrays, 3-D grids, strided views, constant
# arrays, small integer types, float64 and uint64 atomics, a debug build.
REC = np.dtype([("id", np.int32), ("x", np.float32), ("w", np.float64)], align=True)
TAPS = np.array([0.0625, -0.25, 0.375, 1.0, 0.375, -0.25, 0.0625], dtype=np.float32)


def records(r, out):
    i = cuda.grid(1)
    if i < r.size:
        e = r[i]
        out[i] = e.w * e.x + e.id
        r[i].id = e.id * 3 - 1
        r[i].x = e.x * float32(0.5)


def grid3d(a, out):
    x, y, z = cuda.grid(3)
    nz, ny, nx = a.shape
    if x < nx and y < ny and z < nz:
        s = float32(0)
        for dz in (-1, 0, 1):
            zz = min(max(z + dz, 0), nz - 1)
            s += a[zz, y, x]
        out[z, y, x] = s * float32(1.0 / 3.0) - a[z, y, (x + 1) % nx]


def strided(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] * b[out.size - 1 - i] + a[(i * 7) % a.size]


def const_taps(x, out):
    taps = cuda.const.array_like(TAPS)
    i = cuda.grid(1)
    if i < out.size:
        s = float32(0)
        for k in range(7):
            j = min(max(i + k - 3, 0), x.size - 1)
            s += taps[k] * x[j]
        out[i] = s


def small_ints(a8, b16, flags, o8, o16, ob):
    i = cuda.grid(1)
    if i < a8.size:
        x, y = a8[i], b16[i]
        o8[i] = x * 3 + 7
        o16[i] = y - x * 100
        ob[i] = (x > 0) != flags[i]
        o8[a8.size + i] = x // 3 if x != -128 else x % 5
        o16[b16.size + i] = y >> 3


def atomics64(vals, d, u, outd, outu):
    i = cuda.grid(1)
    if i < vals.size:
        cuda.atomic.add(outd, 0, d[i])
        cuda.atomic.max(outd, 1, d[i])
        cuda.atomic.min(outd, 2, d[i])
        cuda.atomic.add(outu, 0, u[i])
        cuda.atomic.max(outu, 1, u[i])
        cuda.atomic.min(outu, 2, u[i])
        cuda.atomic.or_(outu, 3, u[i])
        old = cuda.atomic.exch(vals, i, vals[i] * 2)
        cuda.atomic.add(outu, 4, uint64(old & 0xff))


def warp_sync(x, out):
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    buf = cuda.shared.array(128, dtype=int32)
    buf[t] = x[i]
    cuda.syncwarp()
    v = buf[t ^ 1] + buf[(t + 5) % cuda.warpsize + (t // 32) * 32]
    cuda.threadfence_block()
    out[i] = cuda.selp(v > 0, v, -v) + cuda.laneid * 1000


def debug_axpy(r, a, x, y):
    i = cuda.grid(1)
    if i < r.size:
        r[i] = a * x[i] + y[i]


JOBS.update({
    "records": (records, None, {}, False),  # REC's record type: gen_cases.py builds the signature
    "grid3d": (grid3d, "void(float32[:,:,::1], float32[:,:,::1])", {}, False),
    "strided": (strided, "void(float32[:], float32[:], float32[::1])", {}, False),
    "const_taps": (const_taps, "void(float32[::1], float32[::1])", {}, False),
    "small_ints": (small_ints, "void(int8[::1], int16[::1], boolean[::1], int8[::1], int16[::1], boolean[::1])", {}, False),
    "atomics64": (atomics64, "void(uint32[::1], float64[::1], uint64[::1], float64[::1], uint64[::1])", {}, False),
    "warp_sync": (warp_sync, "void(int32[::1], int32[::1])", {}, False),
    "debug_axpy": (debug_axpy, "void(float32[::1], float32, float32[::1], float32[::1])", {"debug": True, "opt": False}, False),
})
