// float <-> half conversions with each rounding mode (cvt.rn/rz/rd/ru.f16.f32).
#include <cuda_fp16.h>

extern "C" __global__ void cvt_half_modes(const float* f, __half* h, float* back, short* s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = f[i];
    h[4 * i + 0] = __float2half_rn(x);
    h[4 * i + 1] = __float2half_rz(x);
    h[4 * i + 2] = __float2half_rd(x);
    h[4 * i + 3] = __float2half_ru(x);
    back[i] = __half2float(h[4 * i + 1]) + __half2float(__double2half((double)x));
    s[i] = __half_as_short(__float2half(x));
}
