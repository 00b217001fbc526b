// Special registers and timers: clock, clock64, %globaltimer, %laneid, %warpid,
// %smid, %nsmid, %lanemask_*, %dynamic_smem_size.
#include <cstdint>

__device__ __forceinline__ uint32_t sreg_smid() { uint32_t r; asm volatile("mov.u32 %0, %%smid;" : "=r"(r)); return r; }
__device__ __forceinline__ uint32_t sreg_nsmid() { uint32_t r; asm volatile("mov.u32 %0, %%nsmid;" : "=r"(r)); return r; }
__device__ __forceinline__ uint32_t sreg_warpid() { uint32_t r; asm volatile("mov.u32 %0, %%warpid;" : "=r"(r)); return r; }
__device__ __forceinline__ uint32_t sreg_laneid() { uint32_t r; asm("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }
__device__ __forceinline__ uint32_t sreg_lanemask_ge() { uint32_t r; asm("mov.u32 %0, %%lanemask_ge;" : "=r"(r)); return r; }
__device__ __forceinline__ uint64_t sreg_globaltimer() { uint64_t r; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(r)); return r; }
__device__ __forceinline__ uint32_t sreg_dyn_smem() { uint32_t r; asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(r)); return r; }

struct Probe {
    unsigned long long t0, t1, gt;
    unsigned smid, nsmid, warpid, laneid, mask_ge, dyn_smem;
    int clk;
};

extern "C" __global__ void probe_sregs(Probe* out, const float* x, float* y, int iters) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    long long t0 = clock64();
    int c0 = clock();
    float v = x[i];
    for (int k = 0; k < iters; ++k) v = v * 1.0001f + 0.5f;
    y[i] = v;
    long long t1 = clock64();
    Probe p;
    p.t0 = t0; p.t1 = t1; p.gt = sreg_globaltimer();
    p.smid = sreg_smid(); p.nsmid = sreg_nsmid(); p.warpid = sreg_warpid();
    p.laneid = sreg_laneid(); p.mask_ge = sreg_lanemask_ge(); p.dyn_smem = sreg_dyn_smem();
    p.clk = clock() - c0;
    out[i] = p;
}

// Grid/block geometry read from every built-in variable.
extern "C" __global__ void geometry(uint32_t* out) {
    uint32_t lin = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    uint32_t t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
    uint32_t base = (lin * blockDim.x * blockDim.y * blockDim.z + t) * 3;
    out[base] = lin;
    out[base + 1] = t + warpSize;
    out[base + 2] = gridDim.x * gridDim.y * gridDim.z;
}
