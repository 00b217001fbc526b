// The kernel calls mix() from the library (another translation unit) and
// sums over the warp; main checks the result against the same arithmetic
// on the host (without a GPU it only says it was built). With --print it
// prints every output word instead ("out INDEX HEX"), as recorded from
// NVIDIA's nvcc on an H100 for ptxamd's tests.
#include <cstdio>
#include <cstring>
#include "mix.h"

__global__ void mixed(unsigned *out) {
  unsigned lane = threadIdx.x % 32;
  unsigned v = mix(blockIdx.x * blockDim.x + threadIdx.x, lane);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + __shfl_xor_sync(0xffffffffu, v, 1);
}

static unsigned host_mix(unsigned x, unsigned lane) {
  for (unsigned r = 0; r < 3; r++) {
    unsigned b = lane * 0x01010101u, y = 0;
    unsigned long long pool = ((unsigned long long)b << 32) | x;
    unsigned sel[4] = {7, 5, 3, 1}; // prmt 0x1357, low nibble first
    for (int i = 0; i < 4; i++)
      y |= (unsigned)((pool >> (8 * sel[i])) & 0xff) << (8 * i);
    unsigned z = y ^ x, s = (r + 5) & 31;
    x = (z << s) | (z >> (32 - s));
  }
  return x;
}

int main(int argc, char **argv) {
  bool print = argc > 1 && std::strcmp(argv[1], "--print") == 0;
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no GPU: built only\n");
    return 0;
  }
  const int n = 128;
  unsigned *d, h[n];
  cudaMalloc(&d, sizeof h);
  mixed<<<2, n / 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  if (print) {
    for (int i = 0; i < n; i++)
      std::printf("out %d %08x\n", i, h[i]);
    return 0;
  }
  for (int i = 0; i < n; i++) {
    unsigned lane = (i % 64) % 32, want = host_mix(i, lane) + host_mix(i ^ 1, lane ^ 1);
    if (h[i] != want) {
      std::printf("out[%d] = %#x, want %#x\n", i, h[i], want);
      return 1;
    }
  }
  std::printf("ok\n");
  return 0;
}
