# Compares amdgpu.sinH100's model (the same arithmetic, in CUDA, over
# amdgpu/approx32/sin_f32.bin.gz) with the H100's sin.approx.f32,
# sin.approx.ftz.f32, cos.approx.f32 and cos.approx.ftz.f32 on all 2^32
# inputs and prints the number of differences (0 for each, 2026-11-28).
# Run on the NVIDIA machine: python3 sin_check.py sin_f32.bin.gz (CuPy).
import gzip, sys
import numpy as np
import cupy as cp

src = r'''
#define C __uint_as_float(0x3e22f983u)
__device__ float ap(int op, float x) { float r;
  switch (op) {
  case 0: asm volatile("sin.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
  case 1: asm volatile("sin.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
  case 2: asm volatile("cos.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
  default: asm volatile("cos.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
  } return r; }
__device__ unsigned model(float x, bool cosf, const double* coef, const unsigned* direct, const unsigned char* nib) {
  if (!isfinite(x)) return 0x7fffffffu;
  float t = __fmul_rz(fabsf(x), C);
  unsigned k = (unsigned)((t - floorf(t)) * 33554432.f);
  unsigned q = k >> 23, r = k & 0x7fffff;
  bool odd = q & 1, flip = cosf ? !odd : odd, neg = cosf ? (q == 1 || q == 2) : (q >= 2);
  unsigned idx = flip ? 0x7fffff - r : r, m;
  if (idx < 4096) m = direct[idx];
  else {
    unsigned s = idx >> 17;
    double xd = (double)(idx & 0x1ffff);
    double qv = fma(fma(coef[3*s+2], xd, coef[3*s+1]), xd, coef[3*s]) * 0x1p-37;
    float p = (float)qv;
    unsigned pb = __float_as_uint(p);
    if ((double)p > qv) pb -= 1;
    m = pb + ((nib[idx >> 1] >> (4 * (idx & 1))) & 15) - 8;
  }
  if (neg) m |= 0x80000000u;
  if (!cosf) m ^= __float_as_uint(x) & 0x80000000u;
  return m;
}
extern "C" __global__ void check(unsigned long long base, unsigned n, int op, const double* coef, const unsigned* direct,
                                 const unsigned char* nib, unsigned long long* cnt, unsigned* ex) {
  unsigned i = blockIdx.x*blockDim.x + threadIdx.x; if (i >= n) return;
  unsigned xb = (unsigned)(base + i);
  unsigned got = __float_as_uint(ap(op, __uint_as_float(xb)));
  unsigned want = model(__uint_as_float(xb), op >= 2, coef, direct, nib);
  if (got != want) {
    unsigned long long c = atomicAdd(cnt, 1ull);
    if (c < 8) { ex[3*c] = xb; ex[3*c+1] = got; ex[3*c+2] = want; }
  }
}
'''
check = cp.RawModule(code=src, options=("-arch=sm_90",)).get_function("check")
b = gzip.open(sys.argv[1]).read()
coef = cp.asarray(np.frombuffer(b[:1536], dtype=np.float64))
direct = cp.asarray(np.frombuffer(b[1536:1536 + 16384], dtype=np.uint32))
nib = cp.asarray(np.frombuffer(b[1536 + 16384:], dtype=np.uint8))
for op, name in enumerate(("sin.approx.f32", "sin.approx.ftz.f32", "cos.approx.f32", "cos.approx.ftz.f32")):
    cnt, ex = cp.zeros(1, dtype=cp.uint64), cp.zeros(24, dtype=cp.uint32)
    for base in range(0, 1 << 32, 1 << 28):
        check(((1 << 28) // 256,), (256,), (cp.uint64(base), cp.uint32(1 << 28), cp.int32(op), coef, direct, nib, cnt, ex))
    n = int(cnt[0])
    print(name, "differences over all 2^32 inputs:", n, ["%08x: H100 %08x, model %08x" % tuple(r) for r in cp.asnumpy(ex).reshape(-1, 3)[:min(n, 8)]])
