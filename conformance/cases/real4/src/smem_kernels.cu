// Two kernels of one module the way a library ships them: a blocked
// transpose-and-scale with a 48 KiB static tile, and a block reduction
// over dynamic shared memory (extern __shared__) with a small static
// flag array. Each kernel gets its own shared memory.
#include <stdint.h>

constexpr int T = 96;  // a 96 x 128 float tile: 48 KiB

extern "C" __global__ void __launch_bounds__(256) tile_transpose_scale(const float* __restrict__ in, float* __restrict__ out,
                                                                      int rows, int cols, float s) {
    __shared__ float tile[T][128];
    const int r0 = blockIdx.y * T, c0 = blockIdx.x * 128;
    for (int i = threadIdx.x; i < T * 128; i += blockDim.x) {
        const int r = i / 128, c = i % 128;
        tile[r][c] = (r0 + r < rows && c0 + c < cols) ? in[(size_t)(r0 + r) * cols + c0 + c] * s : 0.0f;
    }
    __syncthreads();
    for (int i = threadIdx.x; i < T * 128; i += blockDim.x) {
        const int c = i / T, r = i % T;
        if (r0 + r < rows && c0 + c < cols) out[(size_t)(c0 + c) * rows + r0 + r] = tile[r][c] + tile[(r + 1) % T][c];
    }
}

extern "C" __global__ void dyn_block_reduce(const float* __restrict__ in, float* __restrict__ out, int* __restrict__ flags,
                                            int n, int per_thread) {
    extern __shared__ float buf[];  // per_thread * blockDim.x floats
    __shared__ int flag[64];
    if (threadIdx.x < 64) flag[threadIdx.x] = 0;
    const int base = blockIdx.x * blockDim.x * per_thread;
    for (int k = 0; k < per_thread; k++) {
        const int i = base + k * blockDim.x + threadIdx.x;
        buf[k * blockDim.x + threadIdx.x] = i < n ? in[i] : 0.0f;
    }
    __syncthreads();
    if (buf[threadIdx.x] < 0.0f) atomicOr(&flag[threadIdx.x % 64], 1 << (threadIdx.x / 64));
    float acc = 0.0f;
    for (int k = 0; k < per_thread; k++) acc += buf[threadIdx.x * per_thread + k];
    __syncthreads();
    buf[threadIdx.x] = acc;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = buf[0];
    if (threadIdx.x < 64) flags[blockIdx.x * 64 + threadIdx.x] = flag[threadIdx.x];
}
