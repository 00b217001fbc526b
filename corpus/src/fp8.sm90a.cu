// FP8 (e4m3 / e5m2) quantisation with cuda_fp8.h: per-tensor scaling, paired
// conversions (cvt.rn.satfinite.e4m3x2.f32 on sm_89+), and dequantisation to half.
#include <cuda_fp8.h>
#include <cuda_fp16.h>

extern "C" __global__ void quantize_fp8(const float* __restrict__ x, __nv_fp8x2_storage_t* __restrict__ q,
                                        __nv_fp8_e5m2* __restrict__ q5, float* __restrict__ back,
                                        float scale, int n2) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n2) return;
    float2 v = make_float2(x[2 * i] * scale, x[2 * i + 1] * scale);
    __nv_fp8x2_storage_t p = __nv_cvt_float2_to_fp8x2(v, __NV_SATFINITE, __NV_E4M3);
    q[i] = p;
    q5[i] = __nv_fp8_e5m2(v.x);
    __half2 h(__nv_cvt_fp8x2_to_halfraw2(p, __NV_E4M3));
    __nv_fp8_e4m3 e(v.y);
    back[i] = (__low2float(h) + __high2float(h) + float(e)) / scale;
}

// Row-wise amax then scale-and-cast, as in fp8 training recipes.
extern "C" __global__ void rowwise_fp8(const __half* x, __nv_fp8_e4m3* q, float* inv_scale, int cols) {
    const __half* xr = x + (size_t)blockIdx.x * cols;
    float amax = 0.f;
    for (int c = threadIdx.x; c < cols; c += 32) amax = fmaxf(amax, fabsf(__half2float(xr[c])));
    for (int o = 16; o > 0; o >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, o));
    float s = 448.f / fmaxf(amax, 1e-12f);
    for (int c = threadIdx.x; c < cols; c += 32)
        q[(size_t)blockIdx.x * cols + c] = __nv_fp8_e4m3(__half2float(xr[c]) * s);
    if (threadIdx.x == 0) inv_scale[blockIdx.x] = 1.f / s;
}
