// Thread-block clusters (sm_90): distributed shared memory histogram with
// cluster.map_shared_rank and cluster.sync, compile-time cluster dimensions.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __cluster_dims__(2, 1, 1)
cluster_histogram(const int* in, int n, int* out, int nbins) {
    extern __shared__ int smem_bins[];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank();
    int per_block = nbins / (int)cluster.num_blocks();
    for (int b = threadIdx.x; b < per_block; b += blockDim.x) smem_bins[b] = 0;
    cluster.sync();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        int v = min(max(in[i], 0), nbins - 1);
        int owner = v / per_block;
        int* dst = cluster.map_shared_rank(smem_bins, owner);
        atomicAdd(dst + v % per_block, 1);
    }
    cluster.sync();
    for (int b = threadIdx.x; b < per_block; b += blockDim.x)
        atomicAdd(&out[rank * per_block + b], smem_bins[b]);
}

// Neighbour exchange through DSMEM with explicit cluster special registers.
extern "C" __global__ void __cluster_dims__(4, 1, 1) cluster_ring(const float* in, float* out) {
    __shared__ float buf[128];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned r = cluster.block_rank();
    unsigned nb;
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(nb));
    buf[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
    cluster.sync();
    float* peer = cluster.map_shared_rank(buf, (r + 1) % nb);
    float v = peer[threadIdx.x];
    cluster.sync();
    out[blockIdx.x * 128 + threadIdx.x] = v;
}
