// Device functions with inline PTX, called from another translation unit
// (main.cu): relocatable device code.
#ifndef __NVCC__
#include <hip/hip_runtime.h>
#endif

__device__ unsigned rotl3(unsigned x) {
  unsigned y;
  asm("shf.l.wrap.b32 %0, %1, %1, 3;" : "=r"(y) : "r"(x));
  return y;
}

__device__ unsigned warp_xor_sum(unsigned v) {
  for (int off = 16; off > 0; off >>= 1) {
    unsigned y;
    asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, -1;" : "=r"(y) : "r"(v), "r"(off));
    v ^= y;
  }
  return v;
}
