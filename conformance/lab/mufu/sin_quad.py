# MUFU.SIN's quarter wave, recorded: for every r in [0, 2^23] an x whose
# revolution count x * 0x3e22f983 (rounded toward zero, as ptxas's FMUL.RZ
# does) has the 25-bit fixed-point fraction r, and sin.approx.ftz.f32 of
# it; also cos.approx.ftz.f32 of the same x (which is the sine at the one's
# complement 2^23 - 1 - r). Writes sin_q0a.npz and sin_q0b.npz (the two
# halves, key ys) and cos_q0.npz (key yc) into $OUT, for sintab.
# Run on the NVIDIA machine: python3 sin_quad.py (CuPy).
import os
import numpy as np
import cupy as cp

OUT = os.environ.get("OUT", ".")
src = r'''
#define C __uint_as_float(0x3e22f983u)
extern "C" __global__ void quad(unsigned n, unsigned* ys, unsigned* yc, unsigned char* ok) {
  unsigned k = blockIdx.x*blockDim.x + threadIdx.x; if (k >= n) return;
  double lo = k * 0x1p-25, hi = (k + 1) * 0x1p-25;
  float x = (float)((k + 0.5) * 0x1p-25 / (double)C);
  int good = 0;
  for (int it = 0; it < 64; it++) {
    float t = __fmul_rz(x, C);
    if ((double)t < lo) x = nextafterf(x, 1e30f);
    else if ((double)t >= hi) x = nextafterf(x, 0.f);
    else { good = 1; break; }
  }
  if (k == 0) { x = 0.f; good = 1; }
  ok[k] = good;
  float s, c;
  asm volatile("sin.approx.ftz.f32 %0, %1;" : "=f"(s) : "f"(x));
  asm volatile("cos.approx.ftz.f32 %0, %1;" : "=f"(c) : "f"(x));
  ys[k] = __float_as_uint(s); yc[k] = __float_as_uint(c);
}
'''
quad = cp.RawModule(code=src, options=("-arch=sm_90",)).get_function("quad")
n = (1 << 23) + 1
ys, yc = cp.empty(n, dtype=cp.uint32), cp.empty(n, dtype=cp.uint32)
ok = cp.empty(n, dtype=cp.uint8)
quad(((n + 255) // 256,), (256,), (cp.uint32(n), ys, yc, ok))
assert int(ok.sum()) == n, "an angle without an f32 argument"
np.savez_compressed(os.path.join(OUT, "sin_q0a.npz"), ys=cp.asnumpy(ys[: 1 << 22]))
np.savez_compressed(os.path.join(OUT, "sin_q0b.npz"), ys=cp.asnumpy(ys[1 << 22:]))
np.savez_compressed(os.path.join(OUT, "cos_q0.npz"), yc=cp.asnumpy(yc))
