// real12: 16-bit activations as CUDA code writes them (GELU with h2tanh,
// SiLU with h2exp, bf16 sigmoid with h2rcp), and f32 reductions with
// divisions and square roots that --use_fast_math changes.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

extern "C" __global__ void half_act(const __half2* x, __half2* gelu, __half2* silu, __nv_bfloat162* bf, __half* scal,
                                   int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half2 v = x[i];
    const __half2 k0 = __float2half2_rn(0.7978845608f), k1 = __float2half2_rn(0.044715f);
    const __half2 half = __float2half2_rn(0.5f), one = __float2half2_rn(1.0f);
    __half2 inner = __hmul2(k0, __hfma2(__hmul2(k1, v), __hmul2(v, v), v));
    gelu[i] = __hmul2(__hmul2(half, v), __hadd2(one, h2tanh(inner)));
    silu[i] = __hmul2(v, h2rcp(__hadd2(one, h2exp(__hneg2(v)))));
    __nv_bfloat162 b = __float22bfloat162_rn(__half22float2(v));
    bf[i] = __hmul2(b, h2rcp(__hadd2(__float2bfloat162_rn(1.0f), h2exp(__hneg2(b)))));
    __half lo = __low2half(v), hi = __high2half(v);
    __half* s = scal + i * 6;
    s[0] = hlog(__habs(lo));
    s[1] = hsqrt(__habs(hi));
    s[2] = hrsqrt(__hadd(__habs(lo), __float2half(1.0f)));
    s[3] = hexp2(hi);
    s[4] = hlog10(__habs(hi));
    s[5] = htanh(__hmul(lo, hi));
}

// Row statistics: mean, variance, a normalised value and an RMS, with
// divisions by the count and by the statistics, square roots and rsqrtf.
extern "C" __global__ void row_stats(const float* x, float* out, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    const float* row = x + (size_t)r * cols;
    float s = 0.f, ss = 0.f, mx = -1e30f;
    for (int j = 0; j < cols; j++) {
        float v = row[j];
        s += v;
        ss += v * v;
        mx = fmaxf(mx, v);
    }
    float mean = s / cols;
    float var = ss / cols - mean * mean;
    float sd = sqrtf(fmaxf(var, 0.f));
    float* o = out + r * 6;
    o[0] = mean;
    o[1] = var;
    o[2] = (row[0] - mean) / (sd + 1e-6f);
    o[3] = sqrtf(ss / cols);
    o[4] = row[1] * rsqrtf(ss / cols + 1e-5f);
    o[5] = mx / (1.0f + fabsf(mean)) + sd * 0.5f;
}
