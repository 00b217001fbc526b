// Sorting steps: a shared-memory bitonic sort, a block radix sort by 1-bit
// splits (ballot, popc, __syncthreads_count/and/or), and an odd-even
// transposition sort of float keys with payloads.
#include <cstdint>

extern "C" __global__ void bitonic_sort_1024(unsigned* data) {
    __shared__ unsigned s[1024];
    unsigned* d = data + blockIdx.x * 1024;
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) s[i] = d[i];
    __syncthreads();
    for (unsigned k = 2; k <= 1024; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            for (unsigned i = threadIdx.x; i < 1024; i += blockDim.x) {
                unsigned ixj = i ^ j;
                if (ixj > i) {
                    bool up = (i & k) == 0;
                    unsigned a = s[i], b = s[ixj];
                    if ((a > b) == up) {
                        s[i] = b;
                        s[ixj] = a;
                    }
                }
            }
            __syncthreads();
        }
    }
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) d[i] = s[i];
}

__device__ __forceinline__ unsigned float_key(float f) {
    unsigned u = __float_as_uint(f);
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

// 256 keys per block, LSD radix sort one bit at a time. Stable, so the
// payload (original index) orders equal keys.
extern "C" __global__ void radix_split_sort(const float* __restrict__ in, float* __restrict__ out,
                                            int* __restrict__ perm, int* __restrict__ stats) {
    __shared__ unsigned keys[256];
    __shared__ int vals[256];
    __shared__ int warp_zeros[8];
    const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
    unsigned key = float_key(in[blockIdx.x * 256 + t]);
    int val = t;
    int rounds_all_same = 0;
    for (int bit = 0; bit < 32; ++bit) {
        unsigned b = (key >> bit) & 1u;
        int zeros = __syncthreads_count(b == 0);
        int any1 = __syncthreads_or(b);
        int all1 = __syncthreads_and(b);
        if (!any1 || all1) rounds_all_same++;
        unsigned zmask = __ballot_sync(0xffffffffu, b == 0);
        unsigned lt = (1u << lane) - 1u;
        int rank_in_warp = __popc(zmask & lt);
        if (lane == 0) warp_zeros[warp] = __popc(zmask);
        __syncthreads();
        int before = 0;
        for (int w = 0; w < warp; ++w) before += warp_zeros[w];
        int zero_rank = before + rank_in_warp;
        int dest = b == 0 ? zero_rank : zeros + (t - zero_rank);
        keys[dest] = key;
        vals[dest] = val;
        __syncthreads();
        key = keys[t];
        val = vals[t];
        __syncthreads();
    }
    unsigned u = (key & 0x80000000u) ? (key & 0x7fffffffu) : ~key;
    out[blockIdx.x * 256 + t] = __uint_as_float(u);
    perm[blockIdx.x * 256 + t] = val;
    if (t == 0) stats[blockIdx.x] = rounds_all_same;
}

// Odd-even transposition sort of (float key, int payload) pairs, one pair
// per thread, comparisons through fminf/fmaxf-free branches.
extern "C" __global__ void odd_even_sort(float* keys, int* payload, int n) {
    extern __shared__ float sk[];
    int* sp = reinterpret_cast<int*>(sk + blockDim.x);
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    sk[t] = t < n ? keys[g] : __int_as_float(0x7f800000);
    sp[t] = t < n ? payload[g] : -1;
    __syncthreads();
    for (int phase = 0; phase < (int)blockDim.x; ++phase) {
        int i = 2 * t + (phase & 1);
        if (t < blockDim.x / 2 && i + 1 < blockDim.x) {
            float a = sk[i], b = sk[i + 1];
            if (b < a) {
                sk[i] = b; sk[i + 1] = a;
                int pa = sp[i]; sp[i] = sp[i + 1]; sp[i + 1] = pa;
            }
        }
        __syncthreads();
    }
    if (t < n) {
        keys[g] = sk[t];
        payload[g] = sp[t];
    }
}
