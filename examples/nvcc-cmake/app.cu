// A kernel with inline PTX and warp intrinsics, launched with <<<>>>.
#include <cuda_runtime.h>

__global__ void lanes(unsigned *out) {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  unsigned sum = lane;
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum + (lane << 16);
}

cudaError_t run_lanes(unsigned *host, int n) {
  unsigned *d;
  cudaError_t e = cudaMalloc(&d, n * sizeof(unsigned));
  if (e != cudaSuccess)
    return e;
  lanes<<<1, n>>>(d);
  e = cudaMemcpy(host, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return e;
}
