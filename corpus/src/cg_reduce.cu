// Cooperative groups: tiled_partition (static and dynamic), shfl on tiles,
// cg::reduce with cg::plus / cg::greater, coalesced_threads, tile votes.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <int TILE>
__device__ float tile_sum(cg::thread_block_tile<TILE> g, float v) {
    for (int o = g.size() / 2; o > 0; o /= 2) v += g.shfl_down(v, o);
    return v;
}

extern "C" __global__ void cg_tile_reduce(const float* in, float* out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int i = block.group_index().x * block.size() + block.thread_rank();
    float v = i < n ? in[i] : 0.0f;
    float s = tile_sum<32>(warp, v);
    float s2 = cg::reduce(warp, v, cg::plus<float>());
    float mx = cg::reduce(warp, v, cg::greater<float>());
    if (warp.thread_rank() == 0) {
        atomicAdd(out, s);
        atomicAdd(out + 1, s2);
        out[2 + block.group_index().x * (block.size() / 32) + warp.meta_group_rank()] = mx;
    }
}

extern "C" __global__ void cg_subtiles(const int* in, int* out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
    cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(t16);
    int v = in[block.thread_rank()];
    int s16 = cg::reduce(t16, v, cg::plus<int>());
    int s4 = cg::reduce(t4, v, cg::plus<int>());
    bool any = t16.any(v < 0);
    unsigned ball = t16.ballot(v > 0);
    block.sync();
    cg::thread_group dyn = cg::tiled_partition(block, 8);
    dyn.sync();
    out[block.thread_rank()] = s16 + s4 + (any ? 1 : 0) + __popc(ball) + (int)dyn.thread_rank();
}

extern "C" __global__ void cg_coalesced(const int* in, int* out, int* count) {
    int v = in[threadIdx.x];
    if (v > 0) {
        cg::coalesced_group active = cg::coalesced_threads();
        int base = 0;
        if (active.thread_rank() == 0) base = atomicAdd(count, active.size());
        base = active.shfl(base, 0);
        out[base + active.thread_rank()] = v;
    }
}
