// Hopper asynchronous bulk copies with mbarrier transaction counts, elect.sync,
// setmaxnreg (sm_90a), fence.proxy.async, stmatrix and programmatic dependent launch.
#include <cstdint>

__device__ __forceinline__ uint32_t s_addr(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void mbar_init(uint64_t* bar, uint32_t count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(s_addr(bar)), "r"(count));
}
__device__ __forceinline__ void mbar_expect_tx(uint64_t* bar, uint32_t bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(s_addr(bar)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void mbar_wait(uint64_t* bar, uint32_t phase) {
    uint32_t done = 0;
    while (!done) {
        asm volatile("{\n\t.reg .pred p;\n\t"
                     "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\t"
                     "selp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done) : "r"(s_addr(bar)), "r"(phase) : "memory");
    }
}
__device__ __forceinline__ void bulk_g2s(void* dst, const void* src, uint32_t bytes, uint64_t* bar) {
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 :: "r"(s_addr(dst)), "l"(src), "r"(bytes), "r"(s_addr(bar)) : "memory");
}
__device__ __forceinline__ void bulk_s2g(void* dst, const void* src, uint32_t bytes) {
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;"
                 :: "l"(dst), "r"(s_addr(src)), "r"(bytes) : "memory");
    asm volatile("cp.async.bulk.commit_group;");
    asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
}
__device__ __forceinline__ bool elect_one() {
    uint32_t pred;
    asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 r;\n\t"
                 "elect.sync r|p, 0xffffffff;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t}" : "=r"(pred));
    return pred != 0;
}

// One CTA copies a 4 KiB chunk in, scales it, copies it back out.
extern "C" __global__ void __launch_bounds__(128) bulk_scale(const float* in, float* out, float s) {
    __shared__ __align__(128) float tile[1024];
    __shared__ __align__(8) uint64_t bar;
    asm volatile("griddepcontrol.wait;" ::: "memory");
    if (threadIdx.x == 0) {
        mbar_init(&bar, 1);
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    if (threadIdx.x < 32 && elect_one()) {
        mbar_expect_tx(&bar, sizeof(tile));
        bulk_g2s(tile, in + blockIdx.x * 1024, sizeof(tile), &bar);
    }
    mbar_wait(&bar, 0);
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) tile[i] *= s;
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0) bulk_s2g(out + blockIdx.x * 1024, tile, sizeof(tile));
    asm volatile("griddepcontrol.launch_dependents;");
}

// Warp-specialised register budget: producer warps give registers away, consumers take them.
extern "C" __global__ void __launch_bounds__(256) setmaxnreg_demo(float* data) {
    int warp = threadIdx.x / 32;
    if (warp < 4) {
        asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
        data[threadIdx.x] += 1.0f;
    } else {
        asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
        float acc = data[threadIdx.x];
#pragma unroll
        for (int k = 0; k < 16; ++k) acc = acc * 1.5f + k;
        data[threadIdx.x] = acc;
    }
}

// stmatrix: a warp writes an 8x8 b16 fragment to shared memory.
extern "C" __global__ void stmatrix_demo(const uint32_t* frag, uint16_t* out) {
    __shared__ __align__(128) uint16_t m[8][8];
    uint32_t lane = threadIdx.x;
    asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};"
                 :: "r"(s_addr(&m[lane & 7][0])), "r"(frag[lane]) : "memory");
    __syncwarp();
    out[lane * 2] = m[lane / 4][(lane % 4) * 2];
    out[lane * 2 + 1] = m[lane / 4][(lane % 4) * 2 + 1];
}
