// Warp code in blocks that are not whole warps or not one-dimensional, a
// legacy warp-synchronous volatile reduction, a key-segmented scan, a
// register transpose by shuffles and a block-local hash table.
#include <cstdint>

extern "C" __global__ void partial_warp_reduce(const int* __restrict__ in, int* __restrict__ out, int n) {
    int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    int nthreads = blockDim.x * blockDim.y * blockDim.z;
    int g = blockIdx.x * nthreads + t;
    int v = g < n ? in[g] : 0;
    unsigned m = __activemask();
    int s = __reduce_add_sync(m, v);
    int mx = __reduce_max_sync(m, v);
    int up = __shfl_up_sync(m, v, 1);
    unsigned lane = t & 31;
    int x = v;
    for (int off = 16; off > 0; off >>= 1) {
        int o = __shfl_xor_sync(m, x, off);
        if ((lane ^ off) < 32 && (m >> (lane ^ off)) & 1) x += o;
    }
    if (g < n) {
        out[4 * g] = s;
        out[4 * g + 1] = mx;
        out[4 * g + 2] = up + (int)__popc(m) * 1000;
        out[4 * g + 3] = x;
    }
}

template <unsigned BS>
__device__ void warp_reduce_legacy(volatile float* s, unsigned tid) {
    if (BS >= 64) s[tid] += s[tid + 32];
    if (BS >= 32) s[tid] += s[tid + 16];
    if (BS >= 16) s[tid] += s[tid + 8];
    if (BS >= 8) s[tid] += s[tid + 4];
    if (BS >= 4) s[tid] += s[tid + 2];
    if (BS >= 2) s[tid] += s[tid + 1];
}

template <unsigned BS>
__global__ void reduce6(const float* __restrict__ g_in, float* __restrict__ g_out, unsigned n) {
    __shared__ float s[BS];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (BS * 2) + tid;
    unsigned grid = BS * 2 * gridDim.x;
    float sum = 0.0f;
    while (i < n) {
        sum += g_in[i];
        if (i + BS < n) sum += g_in[i + BS];
        i += grid;
    }
    s[tid] = sum;
    __syncthreads();
    if (BS >= 256) { if (tid < 128) s[tid] = sum = sum + s[tid + 128]; __syncthreads(); }
    if (BS >= 128) { if (tid < 64) s[tid] = sum = sum + s[tid + 64]; __syncthreads(); }
    if (tid < 32) warp_reduce_legacy<BS>(s, tid);
    if (tid == 0) g_out[blockIdx.x] = s[0];
}
template __global__ void reduce6<256>(const float*, float*, unsigned);

// Inclusive scan of values within runs of equal (sorted) keys, one warp
// at a time: match.any finds the run, shfl.up adds within it.
extern "C" __global__ void segmented_scan(const int* __restrict__ keys, const float* __restrict__ vals,
                                          float* __restrict__ out, int* __restrict__ heads, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    int k = i < n ? keys[i] : -1;
    float v = i < n ? vals[i] : 0.0f;
    unsigned peers = __match_any_sync(0xffffffffu, k);
    int first = __ffs(peers) - 1;
    for (int d = 1; d < 32; d <<= 1) {
        float t = __shfl_up_sync(0xffffffffu, v, d);
        if (lane - d >= first) v += t;
    }
    if (i < n) {
        out[i] = v;
        heads[i] = first | (__popc(peers) << 8) | ((31 - __clz(peers)) << 16);
    }
}

// 32x32 transpose in registers: lane l holds row l; after, column l.
extern "C" __global__ void shfl_transpose(const float* __restrict__ in, float* __restrict__ out) {
    int lane = threadIdx.x & 31;
    const float* m = in + (blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5)) * 1024;
    float* o = out + (blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5)) * 1024;
    float r[32];
#pragma unroll
    for (int j = 0; j < 32; ++j) r[j] = m[lane * 32 + j];
    float c[32];
#pragma unroll
    for (int j = 0; j < 32; ++j) {
        // lane l receives r[l] of lane j... rotate so every lane sends one value per step
        int src = (lane + j) & 31;
        float send = r[(lane - j + 32) & 31];
        float got = __shfl_sync(0xffffffffu, send, src);
        c[src] = got;
    }
#pragma unroll
    for (int j = 0; j < 32; ++j) o[lane * 32 + j] = c[j];
}

// Open-addressing hash table in shared memory (atomicCAS inserts, linear
// probing), then every thread looks its key up: counts per key and the
// number of probes are independent of the insertion order.
extern "C" __global__ void shared_hash(const unsigned* __restrict__ keys, unsigned* __restrict__ counts,
                                       unsigned* __restrict__ occupied, int n) {
    __shared__ unsigned tk[512];
    __shared__ unsigned tc[512];
    for (int j = threadIdx.x; j < 512; j += blockDim.x) { tk[j] = 0xffffffffu; tc[j] = 0; }
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned k = i < n ? keys[i] : 0xffffffffu;
    if (k != 0xffffffffu) {
        unsigned h = (k * 2654435761u) >> 23;
        while (true) {
            unsigned prev = atomicCAS(&tk[h], 0xffffffffu, k);
            if (prev == 0xffffffffu || prev == k) { atomicAdd(&tc[h], 1u); break; }
            h = (h + 1) & 511;
        }
    }
    __syncthreads();
    if (k != 0xffffffffu) {
        unsigned h = (k * 2654435761u) >> 23;
        while (tk[h] != k) h = (h + 1) & 511;
        counts[i] = tc[h];
    }
    if (threadIdx.x == 0) {
        unsigned occ = 0, maxc = 0;
        for (int j = 0; j < 512; ++j) {
            occ += tk[j] != 0xffffffffu;
            maxc = max(maxc, tc[j]);
        }
        occupied[2 * blockIdx.x] = occ;
        occupied[2 * blockIdx.x + 1] = maxc;
    }
}
