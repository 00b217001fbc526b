// Plain C++ (the host compiler, CUDA's include path): runs the kernel and
// checks what it wrote.
#include <cstdio>
#include <cuda_runtime.h>

cudaError_t run_lanes(unsigned *host, int n);

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no GPU: built only\n");
    return 0;
  }
  unsigned out[64];
  if (cudaError_t e = run_lanes(out, 64); e != cudaSuccess) {
    std::printf("%s\n", cudaGetErrorString(e));
    return 1;
  }
  for (int i = 0; i < 64; i++) {
    unsigned want = 496 + ((unsigned)(i % 32) << 16);
    if (out[i] != want) {
      std::printf("out[%d] = %u, want %u\n", i, out[i], want);
      return 1;
    }
  }
  std::printf("ok\n");
  return 0;
}
