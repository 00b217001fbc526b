// Scaled products in double and half precision: does ptxas fold the
// scale into the product there too? Each form reads its own inputs.
#include <cuda_fp16.h>
#include <stdint.h>

extern "C" __global__ void fmul_scale_f64_f16(const double* __restrict__ a, const double* __restrict__ b,
                                              const __half2* __restrict__ h, const __half2* __restrict__ g,
                                              double* __restrict__ od, __half2* __restrict__ oh, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double* o = od + (size_t)i * 6;
    o[0] = (a[i] * b[i]) * 0.5;
    o[1] = (a[n + i] * b[n + i]) * 4.0;
    o[2] = (a[2 * n + i] * b[2 * n + i]) * 0.125;
    o[3] = (a[3 * n + i] * b[3 * n + i]) * 2.0;
    o[4] = 0.25 * (a[4 * n + i] * b[4 * n + i]);
    o[5] = (a[5 * n + i] * b[5 * n + i]) * 8.0;
    __half2* q = oh + (size_t)i * 6;
    q[0] = __hmul2(__hmul2(h[i], g[i]), __float2half2_rn(0.5f));
    q[1] = __hmul2(__hmul2(h[n + i], g[n + i]), __float2half2_rn(4.0f));
    q[2] = __hmul2(__hmul2(h[2 * n + i], g[2 * n + i]), __float2half2_rn(0.125f));
    const __half x = __hmul(__low2half(h[3 * n + i]), __high2half(g[3 * n + i]));
    const __half y = __hmul(__high2half(h[3 * n + i]), __low2half(g[3 * n + i]));
    q[3] = __halves2half2(__hmul(x, __float2half(0.5f)), __hmul(y, __float2half(8.0f)));
    q[4] = __hmul2(__hmul2(h[4 * n + i], g[4 * n + i]), __float2half2_rn(0.25f));
    q[5] = __hmul2(__hmul2(h[5 * n + i], g[5 * n + i]), __float2half2_rn(2.0f));
}
