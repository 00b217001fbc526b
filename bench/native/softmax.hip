// HIP counterpart of corpus/src/softmax.cu (softmax.sm80.ptx): 32-lane
// xor-shuffle trees (width 32), expf / __expf / __frcp_rn from the HIP headers.
#include <hip/hip_runtime.h>

__device__ __forceinline__ float warp_max(float v) {
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor(v, o, 32));
    return v;
}
__device__ __forceinline__ float warp_sum(float v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor(v, o, 32);
    return v;
}

extern "C" __global__ void softmax_warp_per_row(const float* x, float* y, int rows, int cols) {
    int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    int lane = threadIdx.x & 31;
    if (row >= rows) return;
    const float* xr = x + (size_t)row * cols;
    float* yr = y + (size_t)row * cols;
    float m = -__FLT_MAX__;
    for (int c = lane; c < cols; c += 32) m = fmaxf(m, xr[c]);
    m = warp_max(m);
    float s = 0.0f;
    for (int c = lane; c < cols; c += 32) s += expf(xr[c] - m);
    s = warp_sum(s);
    float inv = 1.0f / s;
    for (int c = lane; c < cols; c += 32) yr[c] = expf(xr[c] - m) * inv;
}

extern "C" __global__ void softmax_online_block(const float* x, float* y, int cols) {
    __shared__ float sm[32], ss[32];
    const float* xr = x + (size_t)blockIdx.x * cols;
    float* yr = y + (size_t)blockIdx.x * cols;
    float m = -__builtin_inff(), s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        float v = xr[c];
        float nm = fmaxf(m, v);
        s = s * __expf(m - nm) + __expf(v - nm);
        m = nm;
    }
    for (int o = 16; o > 0; o >>= 1) {
        float om = __shfl_xor(m, o, 32);
        float os = __shfl_xor(s, o, 32);
        float nm = fmaxf(m, om);
        s = s * __expf(m - nm) + os * __expf(om - nm);
        m = nm;
    }
    int w = threadIdx.x / 32, lane = threadIdx.x & 31;
    if (lane == 0) { sm[w] = m; ss[w] = s; }
    __syncthreads();
    if (w == 0) {
        int nw = (blockDim.x + 31) / 32;
        m = lane < nw ? sm[lane] : -__builtin_inff();
        s = lane < nw ? ss[lane] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) {
            float om = __shfl_xor(m, o, 32);
            float os = __shfl_xor(s, o, 32);
            float nm = fmaxf(m, om);
            s = s * __expf(m - nm) + os * __expf(om - nm);
            m = nm;
        }
        if (lane == 0) { sm[0] = m; ss[0] = s; }
    }
    __syncthreads();
    m = sm[0];
    float inv = __frcp_rn(ss[0]);
    for (int c = threadIdx.x; c < cols; c += blockDim.x) yr[c] = __expf(xr[c] - m) * inv;
}
