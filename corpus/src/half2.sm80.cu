// half / half2 arithmetic from cuda_fp16.h.
#include <cuda_fp16.h>

extern "C" __global__ void haxpy2(int n2, half2 a, const half2* x, half2* y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += blockDim.x * gridDim.x)
        y[i] = __hfma2(a, x[i], y[i]);
}

extern "C" __global__ void half2_ops(const half2* x, const half2* y, half2* out, half* hout,
                                     float2* fout, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    half2 a = x[i], b = y[i];
    half2 s = __hadd2(a, b);
    half2 p = __hmul2(a, b);
    half2 d = __hsub2(s, p);
    half2 m = __hmax2(a, b);
    half2 q = __h2div(a, __hadd2(__habs2(b), __float2half2_rn(1.0f)));
    half2 g = __hgt2(a, b);
    half2 e = h2exp(__hmul2_sat(a, __float2half2_rn(0.25f)));
    half2 r = h2sqrt(__habs2(a));
    out[i] = __hfma2(d, m, __hadd2(q, __hmul2(g, __hadd2(e, r))));
    half lo = __low2half(a), hi = __high2half(b);
    hout[i] = __hadd(__hmul(lo, hi), __hneg(__hsub(lo, hi)));
    fout[i] = __half22float2(__halves2half2(hi, lo));
}

// Mixed precision dot product: half inputs, float accumulation.
extern "C" __global__ void hdot(const half* x, const half* y, float* out, int n) {
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        acc += __half2float(x[i]) * __half2float(y[i]);
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, acc);
}
