// Memory spaces and qualifiers: __constant__ tables, static and dynamic
// __shared__, local arrays indexed at run time, module-scope __device__ data
// with initialisers, cache-hinted loads/stores, vector types, volatile,
// __syncthreads_count/and/or and fences.
#include <cstdint>

__constant__ float c_filter[9] = {1.f / 16, 2.f / 16, 1.f / 16, 2.f / 16, 4.f / 16,
                                  2.f / 16, 1.f / 16, 2.f / 16, 1.f / 16};
__constant__ int c_params[4];
__device__ int g_counter = 0;
__device__ uint16_t g_lut[8] = {1, 2, 4, 8, 16, 32, 64, 128};
__device__ double g_scale = 0.5;
__device__ char g_name[] = "ptx";

extern "C" __global__ void conv3x3(const float* in, float* out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
    float s = 0.f;
#pragma unroll
    for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
        for (int dx = -1; dx <= 1; ++dx) s += c_filter[(dy + 1) * 3 + dx + 1] * in[(y + dy) * w + x + dx];
    out[y * w + x] = s;
}

extern "C" __global__ void local_array(const int* idx, float* out, int n) {
    float scratch[32];
    for (int k = 0; k < 32; ++k) scratch[k] = k * 0.5f + threadIdx.x;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = scratch[idx[i] & 31] + (float)g_lut[i & 7] * (float)g_scale + g_name[i & 3];
}

extern "C" __global__ void dyn_shared_transpose(const float* in, float* out, int w, int h) {
    extern __shared__ float tile[];  // (blockDim.x) * (blockDim.x + 1)
    int bs = blockDim.x;
    int x = blockIdx.x * bs + threadIdx.x, y = blockIdx.y * bs + threadIdx.y;
    if (x < w && y < h) tile[threadIdx.y * (bs + 1) + threadIdx.x] = in[y * w + x];
    __syncthreads();
    x = blockIdx.y * bs + threadIdx.x; y = blockIdx.x * bs + threadIdx.y;
    if (x < h && y < w) out[y * h + x] = tile[threadIdx.x * (bs + 1) + threadIdx.y];
}

extern "C" __global__ void cache_hints(const float4* in, float4* out, const int2* pairs, int* res, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 a = __ldg(&in[i]);
    float4 b = __ldcs(&in[i + n]);
    float4 c = __ldcg(&in[i + 2 * n]);
    float4 d = __ldca(&in[i + 3 * n]);
    float4 e = __ldlu(&in[i + 4 * n]);
    float4 r = make_float4(a.x + b.x + c.x + d.x + e.x, a.y * b.y, c.z - d.z, e.w);
    __stcs(&out[i], r);
    __stwt(&out[i + n], a);
    __stcg(&out[i + 2 * n], b);
    int2 p = pairs[i];
    int cnt = __syncthreads_count(p.x > p.y);
    int all = __syncthreads_and(p.x >= 0);
    int any = __syncthreads_or(p.y < 0);
    res[i] = cnt + all * 2 + any * 4 + c_params[i & 3];
    __threadfence_block();
    if (threadIdx.x == 0) atomicAdd(&g_counter, cnt);
    __threadfence_system();
}

extern "C" __global__ void volatile_flags(volatile unsigned* flags, unsigned long long* out) {
    unsigned f = flags[threadIdx.x];
    flags[threadIdx.x] = f + 1;
    ulonglong2 v = make_ulonglong2(f, (unsigned long long)f << 32);
    reinterpret_cast<ulonglong2*>(out)[threadIdx.x] = v;
}
