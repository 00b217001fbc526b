// The host side of warp mode single (ptxamd nvcc --warp-mode single): the
// program's own hipLaunchKernel and <<<>>> configuration calls stand in
// for HIP's (this machine has no GPU), and hipLaunchKernel prints what
// each launch asks of the hardware.
#include <cstdio>

static dim3 cfg_grid, cfg_block;
static size_t cfg_shmem;
static hipStream_t cfg_stream;
extern "C" hipError_t __hipPushCallConfiguration(dim3 g, dim3 b, size_t shmem, hipStream_t s) {
  cfg_grid = g, cfg_block = b, cfg_shmem = shmem, cfg_stream = s;
  return hipSuccess;
}
extern "C" hipError_t __hipPopCallConfiguration(dim3 *g, dim3 *b, size_t *shmem, hipStream_t *s) {
  *g = cfg_grid, *b = cfg_block, *shmem = cfg_shmem, *s = cfg_stream;
  return hipSuccess;
}

struct S {
  int a;
  float b[3];
};
__global__ void k2(unsigned *p, S s, double d) { p[threadIdx.x] = s.a + (unsigned)d; }
template <int N> __global__ void kt(float *x) { x[threadIdx.y] = N; }

extern "C" hipError_t hipLaunchKernel(const void *f, dim3 g, dim3 b, void **args, size_t shmem, hipStream_t) {
  printf("grid %u,%u,%u block %u,%u,%u shmem %zu ptx block %u,%u,%u", g.x, g.y, g.z, b.x, b.y, b.z, shmem, *(unsigned *)args[0],
         *(unsigned *)args[1], *(unsigned *)args[2]);
  if (f == (const void *)k2)
    printf(" k2(%p, {%d, %g}, %g)", *(void **)args[3], ((S *)args[4])->a, ((S *)args[4])->b[2], *(double *)args[5]);
  else
    printf(" kt<4>(%p)", *(void **)args[3]);
  printf("\n");
  return b.x > 1024 ? hipErrorInvalidConfiguration : hipSuccess;
}

int main() {
  k2<<<3, dim3(8, 6, 2), 16>>>((unsigned *)0x1234, S{7, {0, 0, 1.5f}}, 2.5);
  kt<4><<<dim3(1, 2), dim3(32, 3)>>>((float *)0x5678);
  unsigned *p = (unsigned *)0x9abc;
  S s{9, {0, 0, 4.5f}};
  double d = 0.25;
  void *args[] = {&p, &s, &d};
  cudaError_t e = cudaLaunchKernel(k2, dim3(1), dim3(33), args, 0, 0);
  printf("cudaLaunchKernel %d\n", (int)e);
  e = cudaLaunchKernel((const void *)k2, dim3(2), dim3(600), args);
  printf("600 threads: %s\n", e == cudaErrorInvalidConfiguration ? "invalid configuration" : "accepted");
  return 0;
}
