// Warp-level primitives: butterfly reductions, votes, masks, scans, %laneid.
#include <cstdint>

__device__ __forceinline__ unsigned lane_id() {
    unsigned l;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
    return l;
}

__device__ __forceinline__ unsigned lanemask_lt() {
    unsigned m;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
    return m;
}

extern "C" __global__ void warp_allreduce(const float* in, float* sum_out, float* max_out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i], m = v;
    for (int mask = 16; mask > 0; mask >>= 1) {
        v += __shfl_xor_sync(0xffffffffu, v, mask);
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, mask));
    }
    sum_out[i] = v;
    max_out[i] = m;
}

// Stream compaction with ballot/popc: keep positive values.
extern "C" __global__ void compact_positive(const int* in, int* out, int* count, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool keep = (i < n) && in[i] > 0;
    unsigned active = __activemask();
    unsigned ballot = __ballot_sync(active, keep);
    int warp_total = __popc(ballot);
    int prefix = __popc(ballot & lanemask_lt());
    int leader = __ffs(active) - 1;
    int base = 0;
    if (lane_id() == (unsigned)leader) base = atomicAdd(count, warp_total);
    base = __shfl_sync(active, base, leader);
    if (keep) out[base + prefix] = in[i];
}

// Inclusive warp scan with __shfl_up_sync, predicates with __any/__all.
extern "C" __global__ void warp_scan(const int* in, int* out, int* flags, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    int v = (i < n) ? in[i] : 0;
    for (int d = 1; d < 32; d <<= 1) {
        int t = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= d) v += t;
    }
    if (i < n) out[i] = v;
    int any_neg = __any_sync(0xffffffffu, v < 0);
    int all_pos = __all_sync(0xffffffffu, v > 0);
    if (lane == 0) flags[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32] = any_neg | (all_pos << 1);
}

// __syncwarp with partial masks: even lanes and odd lanes exchange via shared memory.
extern "C" __global__ void syncwarp_masks(int* data) {
    __shared__ int buf[32];
    unsigned lane = threadIdx.x & 31;
    unsigned half = (lane & 1) ? 0xaaaaaaaau : 0x55555555u;
    buf[lane] = data[threadIdx.x] * 2;
    __syncwarp(half);
    int neighbour = buf[(lane + 2) & 31];
    __syncwarp(half);
    buf[lane] = neighbour + 1;
    __syncwarp();
    data[threadIdx.x] = buf[31 - lane];
}
