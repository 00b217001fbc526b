// HIP counterpart of corpus/src/reduce_block.cu (reduce_block.sm80.ptx): the
// same 32-lane shuffle trees (width 32, so the result is the same on wave64
// hardware), the same shared-memory partials and launch shape.
#include <hip/hip_runtime.h>

__device__ __forceinline__ float warp_reduce_sum(float v) {
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down(v, off, 32);
    return v;
}

template <int BLOCK>
__device__ float block_reduce_sum(float v) {
    __shared__ float partial[BLOCK / 32];
    int lane = threadIdx.x & 31;
    int wid = threadIdx.x >> 5;
    v = warp_reduce_sum(v);
    if (lane == 0) partial[wid] = v;
    __syncthreads();
    v = (threadIdx.x < BLOCK / 32) ? partial[lane] : 0.0f;
    if (wid == 0) v = warp_reduce_sum(v);
    return v;
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) reduce_sum(const float* in, float* out, int n) {
    float acc = 0.0f;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) acc += in[i];
    acc = block_reduce_sum<BLOCK>(acc);
    if (threadIdx.x == 0) out[blockIdx.x] = acc;
}

template __global__ void reduce_sum<256>(const float*, float*, int);
template __global__ void reduce_sum<1024>(const float*, float*, int);
