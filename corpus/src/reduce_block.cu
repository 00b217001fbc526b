// Block-wide sum reduction: warp shuffles (__shfl_down_sync) plus shared memory.
#include <cstdint>

__inline__ __device__ float warp_reduce_sum(float v) {
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
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
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
        acc += in[i];
    acc = block_reduce_sum<BLOCK>(acc);
    if (threadIdx.x == 0) out[blockIdx.x] = acc;
}

template __global__ void reduce_sum<256>(const float*, float*, int);
template __global__ void reduce_sum<1024>(const float*, float*, int);

// Classic tree reduction in shared memory (dynamic shared memory).
extern "C" __global__ void reduce_tree(const int* in, long long* out, int n) {
    extern __shared__ long long sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    long long s = 0;
    if (i < n) s = in[i];
    if (i + blockDim.x < n) s += in[i + blockDim.x];
    sdata[tid] = s;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 32; k >>= 1) {
        if (tid < k) sdata[tid] += sdata[tid + k];
        __syncthreads();
    }
    if (tid < 32) {
        long long v = sdata[tid] + sdata[tid + 32];
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
        if (tid == 0) atomicAdd((unsigned long long*)out, (unsigned long long)v);
    }
}
