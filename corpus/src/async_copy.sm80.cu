// Asynchronous global->shared copies on sm_80: raw cp.async with zero-fill and
// the __pipeline_* intrinsics of cuda_pipeline.h.
#include <cuda_pipeline.h>
#include <cstdint>

// 4-byte cp.async.ca with src-size: out-of-range elements are zero-filled.
extern "C" __global__ void stencil_cp_async(const float* in, float* out, int n) {
    __shared__ float tile[256 + 2];
    int g = blockIdx.x * 256 + threadIdx.x;
    uint32_t dst = static_cast<uint32_t>(__cvta_generic_to_shared(&tile[threadIdx.x + 1]));
    int src_bytes = (g < n) ? 4 : 0;
    const float* src = in + (g < n ? g : 0);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" :: "r"(dst), "l"(src), "r"(src_bytes));
    if (threadIdx.x < 2) {
        int h = threadIdx.x == 0 ? blockIdx.x * 256 - 1 : blockIdx.x * 256 + 256;
        int ok = (h >= 0 && h < n);
        uint32_t hd = static_cast<uint32_t>(__cvta_generic_to_shared(&tile[threadIdx.x == 0 ? 0 : 257]));
        asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" :: "r"(hd), "l"(in + (ok ? h : 0)), "r"(ok ? 4 : 0));
    }
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_all;\n" ::: "memory");
    __syncthreads();
    if (g < n) out[g] = 0.25f * tile[threadIdx.x] + 0.5f * tile[threadIdx.x + 1] + 0.25f * tile[threadIdx.x + 2];
}

// Double-buffered pipeline with the cuda_pipeline.h primitives.
extern "C" __global__ void pipeline_sum(const float4* in, float* out, int chunks) {
    __shared__ float4 buf[2][128];
    float acc = 0.0f;
    __pipeline_memcpy_async(&buf[0][threadIdx.x], &in[threadIdx.x], sizeof(float4));
    __pipeline_commit();
    for (int c = 0; c < chunks; ++c) {
        if (c + 1 < chunks)
            __pipeline_memcpy_async(&buf[(c + 1) & 1][threadIdx.x], &in[(c + 1) * 128 + threadIdx.x], sizeof(float4));
        __pipeline_commit();
        __pipeline_wait_prior(1);
        float4 v = buf[c & 1][threadIdx.x];
        acc += v.x + v.y + v.z + v.w;
        __syncthreads();
    }
    atomicAdd(out, acc);
}

