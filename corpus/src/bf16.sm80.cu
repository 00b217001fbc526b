// bfloat16 arithmetic and conversions from cuda_bf16.h.
#include <cuda_bf16.h>

extern "C" __global__ void bf16_ops(const __nv_bfloat162* x, const __nv_bfloat162* y,
                                    __nv_bfloat162* out, float* fout, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __nv_bfloat162 a = x[i], b = y[i];
    __nv_bfloat162 s = __hadd2(a, b);
    __nv_bfloat162 p = __hmul2(a, b);
    __nv_bfloat162 f = __hfma2(a, b, s);
    __nv_bfloat162 m = __hmax2(p, f);
    out[i] = __hsub2(m, __float2bfloat162_rn(0.5f));
    float2 v = __bfloat1622float2(m);
    fout[i] = v.x + v.y + __bfloat162float(__hadd(__low2bfloat16(a), __high2bfloat16(b)));
}

// fp32 -> bf16 down-conversion with round-to-nearest, as in mixed-precision training.
extern "C" __global__ void f32_to_bf16(const float* in, __nv_bfloat16* out, __nv_bfloat162* out2, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * i + 1 < n) {
        out[2 * i] = __float2bfloat16(in[2 * i]);
        out[2 * i + 1] = __float2bfloat16_rz(in[2 * i + 1]);
        out2[i] = __floats2bfloat162_rn(in[2 * i], in[2 * i + 1]);
    }
}

// Layer-norm style row scale with bf16 storage and fp32 math.
extern "C" __global__ void bf16_rmsnorm(const __nv_bfloat16* x, const __nv_bfloat16* w,
                                        __nv_bfloat16* y, int cols, float eps) {
    const __nv_bfloat16* xr = x + (size_t)blockIdx.x * cols;
    __nv_bfloat16* yr = y + (size_t)blockIdx.x * cols;
    float ss = 0.0f;
    for (int c = threadIdx.x; c < cols; c += 32) { float v = __bfloat162float(xr[c]); ss += v * v; }
    for (int o = 16; o > 0; o >>= 1) ss += __shfl_xor_sync(0xffffffffu, ss, o);
    float inv = rsqrtf(ss / cols + eps);
    for (int c = threadIdx.x; c < cols; c += 32)
        yr[c] = __float2bfloat16(__bfloat162float(xr[c]) * inv * __bfloat162float(w[c]));
}
