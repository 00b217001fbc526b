// Scans as users write them: warp shfl.up scans inside a block, a 64-bit
// warp scan, and single-pass decoupled look-back scans across blocks (one
// with libcu++ atomic_ref acquire/release, one with volatile + __threadfence).
#include <cuda/atomic>
#include <cstdint>

template <typename T>
__device__ __forceinline__ T warp_incl_scan(T v) {
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
        T t = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= d) v += t;
    }
    return v;
}

template <int BLOCK, typename T>
__device__ __forceinline__ T block_incl_scan(T v, T* warp_sums) {
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    v = warp_incl_scan(v);
    if (lane == 31) warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        T s = (lane < BLOCK / 32) ? warp_sums[lane] : T(0);
        s = warp_incl_scan(s);
        if (lane < BLOCK / 32) warp_sums[lane] = s;
    }
    __syncthreads();
    if (warp > 0) v += warp_sums[warp - 1];
    return v;
}

template <int BLOCK>
__global__ void scan_inclusive(const int* __restrict__ in, int* __restrict__ out,
                               int* __restrict__ block_totals, int n) {
    __shared__ int sums[32];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = block_incl_scan<BLOCK>(v, sums);
    if (i < n) out[i] = s;
    if (threadIdx.x == BLOCK - 1) block_totals[blockIdx.x] = s;
}
template __global__ void scan_inclusive<256>(const int*, int*, int*, int);
template __global__ void scan_inclusive<96>(const int*, int*, int*, int);

// Exclusive scan of floats (warp scan, then subtract own value) and of u64.
extern "C" __global__ void scan_exclusive_mixed(const float* __restrict__ x, float* __restrict__ xs,
                                                const unsigned long long* __restrict__ y,
                                                unsigned long long* __restrict__ ys, int n) {
    __shared__ float fs[32];
    __shared__ unsigned long long us[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float fv = i < n ? x[i] : 0.0f;
    unsigned long long uv = i < n ? y[i] : 0ull;
    float fi = block_incl_scan<128>(fv, fs);
    unsigned long long ui = block_incl_scan<128>(uv, us);
    if (i < n) {
        xs[i] = fi - fv;
        ys[i] = ui - uv;
    }
}

// Decoupled look-back (single-pass) scan. status[t] = flag << 32 | value,
// flag 1: aggregate available, 2: inclusive prefix available.
extern "C" __global__ void scan_lookback(const unsigned* __restrict__ in, unsigned* __restrict__ out,
                                         unsigned long long* status, unsigned* ticket, int n) {
    __shared__ unsigned s_tile, s_prefix;
    __shared__ unsigned warp_sums[32];
    if (threadIdx.x == 0) s_tile = atomicAdd(ticket, 1u);
    __syncthreads();
    const unsigned tile = s_tile;
    int i = tile * 256 + threadIdx.x;
    unsigned v = i < n ? in[i] : 0u;
    unsigned incl = block_incl_scan<256>(v, warp_sums);
    if (threadIdx.x == 255) {
        unsigned aggregate = incl;
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> mine(status[tile]);
        unsigned prefix = 0;
        if (tile == 0) {
            mine.store((2ull << 32) | aggregate, cuda::memory_order_release);
        } else {
            mine.store((1ull << 32) | aggregate, cuda::memory_order_release);
            int look = (int)tile - 1;
            while (true) {
                cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> pred(status[look]);
                unsigned long long w = pred.load(cuda::memory_order_acquire);
                unsigned flag = (unsigned)(w >> 32);
                if (flag == 0) continue;
                prefix += (unsigned)w;
                if (flag == 2) break;
                --look;
            }
            mine.store((2ull << 32) | (prefix + aggregate), cuda::memory_order_release);
        }
        s_prefix = prefix;
    }
    __syncthreads();
    if (i < n) out[i] = s_prefix + incl;
}

// The same with volatile flags and __threadfence (the pre-libcu++ idiom);
// int64 sums.
extern "C" __global__ void scan_lookback_volatile(const long long* __restrict__ in, long long* __restrict__ out,
                                                  long long* agg, long long* incl_prefix, int* flags,
                                                  unsigned* ticket, int n) {
    __shared__ unsigned s_tile;
    __shared__ long long s_prefix;
    __shared__ long long warp_sums[32];
    if (threadIdx.x == 0) s_tile = atomicAdd(ticket, 1u);
    __syncthreads();
    const unsigned tile = s_tile;
    int i = tile * 128 + threadIdx.x;
    long long v = i < n ? in[i] : 0;
    long long incl = block_incl_scan<128>(v, warp_sums);
    if (threadIdx.x == 127) {
        volatile int* vf = flags;
        volatile long long* va = agg;
        volatile long long* vp = incl_prefix;
        long long prefix = 0;
        if (tile == 0) {
            vp[0] = incl;
            __threadfence();
            vf[0] = 2;
        } else {
            va[tile] = incl;
            __threadfence();
            vf[tile] = 1;
            for (int look = (int)tile - 1; look >= 0;) {
                int f = vf[look];
                if (f == 0) continue;
                __threadfence();
                if (f == 2) { prefix += vp[look]; break; }
                prefix += va[look];
                --look;
            }
            vp[tile] = prefix + incl;
            __threadfence();
            vf[tile] = 2;
        }
        s_prefix = prefix;
    }
    __syncthreads();
    if (i < n) out[i] = s_prefix + incl;
}
