// A kernel with inline PTX and warp intrinsics, launched with <<<>>>.
#include <cstdio>
#include <cuda_runtime.h>

int check(const unsigned *out, int n);

__global__ void lanes(unsigned *out) {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  unsigned sum = lane;
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum + (lane << 16);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    printf("no GPU: built only\n");
    return 0;
  }
  unsigned *d;
  cudaMalloc(&d, 64 * sizeof(unsigned));
  lanes<<<1, 64>>>(d);
  unsigned h[64];
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return check(h, 64);
}
