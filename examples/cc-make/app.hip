// A HIP program with inline PTX, built with ptxamd cc (see README.md).
#include <hip/hip_runtime.h>
#include <cstdio>

int check_results(const unsigned *cubes, const float *sums, int n);

__device__ unsigned cube(unsigned x) {
  unsigned y;
  asm("{\n\t"
      " .reg .u32 t1;\n\t"
      " mul.lo.u32 t1, %1, %1;\n\t"
      " mul.lo.u32 %0, t1, %1;\n\t"
      "}"
      : "=r"(y) : "r"(x));
  return y;
}

// A butterfly sum over each 32-lane warp (64 lanes in native64 mode).
__device__ float warp_sum(float v) {
  asm("{\n\t"
      " .reg .f32 t;\n\t"
#if __PTXAMD_WARP_SIZE__ > 32
      " shfl.sync.bfly.b32 t, %0, 32, 0x3f, -1;\n\t add.f32 %0, %0, t;\n\t"
#endif
      " shfl.sync.bfly.b32 t, %0, 16, 0x1f, -1;\n\t add.f32 %0, %0, t;\n\t"
      " shfl.sync.bfly.b32 t, %0, 8, 0x1f, -1;\n\t add.f32 %0, %0, t;\n\t"
      " shfl.sync.bfly.b32 t, %0, 4, 0x1f, -1;\n\t add.f32 %0, %0, t;\n\t"
      " shfl.sync.bfly.b32 t, %0, 2, 0x1f, -1;\n\t add.f32 %0, %0, t;\n\t"
      " shfl.sync.bfly.b32 t, %0, 1, 0x1f, -1;\n\t add.f32 %0, %0, t;\n\t"
      "}"
      : "+f"(v));
  return v;
}

__global__ void kernel(unsigned *cubes, float *sums) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  cubes[i] = cube(i);
  sums[i] = warp_sum(1.0f);
}

int main() {
  const int n = 256;
  unsigned *d_cubes;
  float *d_sums;
  if (hipMalloc(&d_cubes, n * sizeof(unsigned)) != hipSuccess) {
    printf("no HIP device: built, not run\n");
    return 0;
  }
  if (hipMalloc(&d_sums, n * sizeof(float)) != hipSuccess) return 1;
  kernel<<<n / 64, 64>>>(d_cubes, d_sums);
  unsigned cubes[n];
  float sums[n];
  if (hipMemcpy(cubes, d_cubes, sizeof cubes, hipMemcpyDeviceToHost) != hipSuccess ||
      hipMemcpy(sums, d_sums, sizeof sums, hipMemcpyDeviceToHost) != hipSuccess)
    return 1;
  return check_results(cubes, sums, n);
}
