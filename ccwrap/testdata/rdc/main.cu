// Relocatable device code: the kernel calls device functions of rot.cu.
//   nvcc -rdc=true main.cu rot.cu -o rdc && ./rdc > expected.txt
//   ptxamd cc -fgpu-rdc main.cu rot.cu -o rdc
// Each output line: thread, then its two results in hex.
#include <cstdio>
#ifdef __NVCC__
#define gpuMalloc cudaMalloc
#define gpuMemcpy cudaMemcpy
#define gpuToDevice cudaMemcpyHostToDevice
#define gpuToHost cudaMemcpyDeviceToHost
#define gpuSuccess cudaSuccess
#else
#include <hip/hip_runtime.h>
#define gpuMalloc hipMalloc
#define gpuMemcpy hipMemcpy
#define gpuToDevice hipMemcpyHostToDevice
#define gpuToHost hipMemcpyDeviceToHost
#define gpuSuccess hipSuccess
#endif

extern __device__ unsigned rotl3(unsigned);
extern __device__ unsigned warp_xor_sum(unsigned);

extern "C" __global__ void rdc_kernel(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x];
  out[2 * threadIdx.x] = rotl3(x);
  out[2 * threadIdx.x + 1] = warp_xor_sum(x + threadIdx.x);
}

int main() {
  const int n = 64;
  unsigned in[n], out[2 * n], *din, *dout;
  for (int i = 0; i < n; i++) in[i] = (unsigned)i * 0x9e3779b9u;
  if (gpuMalloc((void **)&din, sizeof in) != gpuSuccess || gpuMalloc((void **)&dout, sizeof out) != gpuSuccess) {
    fprintf(stderr, "no GPU\n");
    return 2;
  }
  if (gpuMemcpy(din, in, sizeof in, gpuToDevice) != gpuSuccess) return 3;
  rdc_kernel<<<1, n>>>(din, dout);
  if (gpuMemcpy(out, dout, sizeof out, gpuToHost) != gpuSuccess) return 3;
  for (int i = 0; i < n; i++) printf("%d %08x %08x\n", i, out[2 * i], out[2 * i + 1]);
  return 0;
}
