// Named barriers the way warp-specialised kernels write them in inline PTX
// (CUTLASS-style NamedBarrier sync/arrive): a producer warpgroup arrives
// (bar.arrive id, count) where a consumer warpgroup waits (bar.sync id,
// count), per-warpgroup barriers with the id computed at run time, and a
// whole-block barrier whose id is a kernel parameter (bar.sync id, no
// count, as __barrier_sync(id) compiles).
#include <stdint.h>

static __device__ __forceinline__ void named_sync(uint32_t id, uint32_t count) {
    asm volatile("bar.sync %0, %1;\n" ::"r"(id), "r"(count) : "memory");
}
static __device__ __forceinline__ void named_arrive(uint32_t id, uint32_t count) {
    asm volatile("bar.arrive %0, %1;\n" ::"r"(id), "r"(count) : "memory");
}
static __device__ __forceinline__ void block_sync_id(uint32_t id) { asm volatile("bar.sync %0;\n" ::"r"(id) : "memory"); }

extern "C" __global__ void __launch_bounds__(256) named_barriers(const int* __restrict__ in, int* __restrict__ out, uint32_t block_id) {
    __shared__ int stage[128];
    __shared__ int grp[2][128];
    __shared__ int all[256];
    const int t = threadIdx.x, g = t / 128, l = t % 128;
    const int* src = in + blockIdx.x * 256;
    // producer warpgroup 0 fills the stage and arrives; consumer warpgroup 1 waits
    int v;
    if (g == 0) {
        stage[l] = src[l] * 3 + 1;
        named_arrive(1, 256);
        v = src[l];
    } else {
        named_sync(1, 256);
        v = stage[(l * 5 + 3) % 128] - src[t];
    }
    // each warpgroup exchanges within itself on its own barrier (2 or 3)
    grp[g][l] = v;
    named_sync(2 + g, 128);
    int w = grp[g][(l + 7 + g) % 128] ^ v;
    // the whole block, on the barrier the caller names
    all[t] = w;
    block_sync_id(block_id);
    out[blockIdx.x * 256 + t] = all[(t + 129) % 256] + w;
}
