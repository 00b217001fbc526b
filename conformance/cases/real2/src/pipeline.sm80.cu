// Asynchronous copies as libcu++ spells them: a two-stage cuda::pipeline
// (cp.async + commit/wait) and cuda::memcpy_async completing on a
// cuda::barrier (mbarrier; on sm_90a possibly the bulk-copy engine).
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define TILE 256
extern "C" __global__ void pipeline_scale(const float* __restrict__ in, float* __restrict__ out, int ntiles, float s) {
    __shared__ alignas(16) float buf[2][TILE];
    auto block = cg::this_thread_block();
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
    auto pipe = cuda::make_pipeline(block, &state);
    int first = blockIdx.x;
    int stride = gridDim.x;
    // prologue: tile 0
    if (first < ntiles) {
        pipe.producer_acquire();
        cuda::memcpy_async(block, buf[0], in + (size_t)first * TILE, sizeof(float) * TILE, pipe);
        pipe.producer_commit();
    }
    int stage = 0;
    for (int t = first; t < ntiles; t += stride) {
        int next = t + stride;
        if (next < ntiles) {
            pipe.producer_acquire();
            cuda::memcpy_async(block, buf[stage ^ 1], in + (size_t)next * TILE, sizeof(float) * TILE, pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        float v = buf[stage][threadIdx.x];
        float l = buf[stage][(threadIdx.x + 1) % TILE];
        out[(size_t)t * TILE + threadIdx.x] = v * s + l;
        block.sync();
        pipe.consumer_release();
        stage ^= 1;
    }
}

extern "C" __global__ void barrier_copy(const float4* __restrict__ in, float4* __restrict__ out, int n4) {
    __shared__ alignas(16) float4 sm[128];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    int base = blockIdx.x * 128;
    int cnt = min(128, n4 - base);
    if (cnt > 0) {
        cuda::memcpy_async(block, sm, in + base, cuda::aligned_size_t<16>(sizeof(float4) * cnt), bar);
    }
    bar.arrive_and_wait();
    int t = threadIdx.x;
    if (t < cnt) {
        float4 a = sm[t], b = sm[(t + 1) % cnt];
        out[base + t] = make_float4(a.x + b.w, a.y - b.z, a.z * b.y, a.w);
    }
    auto token = bar.arrive();
    bar.wait(std::move(token));
}
