// Fast-math kernels as users write them (nvcc --use_fast_math): rotary
// embedding with __sincosf, a row softmax with __expf, image normalisation
// by 255 and per-channel statistics, and a mean/variance with runtime N.
#include <cstdint>

extern "C" __global__ void rope_fast(const float* x, float* out, int seqlen, int dim) {
    int pos = blockIdx.x, i = threadIdx.x;              // i < dim/2
    if (pos >= seqlen || 2 * i >= dim) return;
    float inv_freq = exp2f(-(2.0f * i / dim) * 13.287712f);  // 10000^(-2i/d)
    float s, c;
    __sincosf(pos * inv_freq, &s, &c);
    const float* row = x + (size_t)pos * dim;
    float x0 = row[2 * i], x1 = row[2 * i + 1];
    out[(size_t)pos * dim + 2 * i] = x0 * c - x1 * s;
    out[(size_t)pos * dim + 2 * i + 1] = x0 * s + x1 * c;
}

extern "C" __global__ void softmax_fast(const float* x, float* y, int n) {
    __shared__ float red[32];
    const float* row = x + (size_t)blockIdx.x * n;
    float m = -1e30f;
    for (int j = threadIdx.x; j < n; j += blockDim.x) m = fmaxf(m, row[j]);
    for (int o = 16; o; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = m;
    __syncthreads();
    m = red[0];
    for (int w = 1; w < (int)(blockDim.x >> 5); w++) m = fmaxf(m, red[w]);
    __syncthreads();
    float s = 0.f;
    for (int j = threadIdx.x; j < n; j += blockDim.x) s += __expf(row[j] - m);
    for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = s;
    __syncthreads();
    s = 0.f;
    for (int w = 0; w < (int)(blockDim.x >> 5); w++) s += red[w];
    for (int j = threadIdx.x; j < n; j += blockDim.x) y[(size_t)blockIdx.x * n + j] = __expf(row[j] - m) / s;
}

extern "C" __global__ void normalize_u8(const uint8_t* img, const float* mean, const float* stdv, float* out, int hw) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= hw) return;
    for (int ch = 0; ch < 3; ch++) {
        float v = img[i * 3 + ch] / 255.0f;
        out[ch * hw + i] = (v - mean[ch]) / stdv[ch];
    }
}

extern "C" __global__ void mean_var(const float* x, float* stats, int n, int rows) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float s = 0.f, ss = 0.f;
    for (int j = 0; j < n; j++) { float v = x[(size_t)r * n + j]; s += v; ss += v * v; }
    float mean = s / n;
    float var = ss / n - mean * mean;
    stats[2 * r] = mean;
    stats[2 * r + 1] = var + 1e-5f * mean;
}
