// The 16-bit math functions of cuda_fp16.h and cuda_bf16.h over all 65,536
// inputs: out[k*65536 + i] is function k of the value with bits i (for
// __half2, the low half is i and the high half i ^ 0x8000). Built with
// NVIDIA's nvcc and run on the H100, main() wrote
// expected/half_math_{half,bf16}.bin.gz (TestHalfMathExhaustive).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <cstdlib>

#define NF 12 // hsin hcos hexp hexp2 hexp10 hlog hlog2 hlog10 hrcp hrsqrt hsqrt htanh

extern "C" __global__ void half_fns(unsigned short *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 65536)
    return;
  __half a = __ushort_as_half((unsigned short)i);
  __half r[NF] = {hsin(a), hcos(a), hexp(a), hexp2(a), hexp10(a), hlog(a),
                  hlog2(a), hlog10(a), hrcp(a), hrsqrt(a), hsqrt(a), htanh(a)};
  for (int k = 0; k < NF; k++)
    out[k * 65536 + i] = __half_as_ushort(r[k]);
}

extern "C" __global__ void half2_fns(unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 65536)
    return;
  __half2 a = __halves2half2(__ushort_as_half((unsigned short)i), __ushort_as_half((unsigned short)(i ^ 0x8000)));
  __half2 r[NF] = {h2sin(a), h2cos(a), h2exp(a), h2exp2(a), h2exp10(a), h2log(a),
                   h2log2(a), h2log10(a), h2rcp(a), h2rsqrt(a), h2sqrt(a), h2tanh(a)};
  for (int k = 0; k < NF; k++)
    out[k * 65536 + i] = *reinterpret_cast<unsigned *>(&r[k]);
}

extern "C" __global__ void bf16_fns(unsigned short *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 65536)
    return;
  __nv_bfloat16 a = __ushort_as_bfloat16((unsigned short)i);
  __nv_bfloat16 r[NF] = {hsin(a), hcos(a), hexp(a), hexp2(a), hexp10(a), hlog(a),
                         hlog2(a), hlog10(a), hrcp(a), hrsqrt(a), hsqrt(a), htanh(a)};
  for (int k = 0; k < NF; k++)
    out[k * 65536 + i] = __bfloat16_as_ushort(r[k]);
}

static void save(const char *dir, const char *name, const void *dev, size_t bytes) {
  void *h = malloc(bytes);
  cudaMemcpy(h, dev, bytes, cudaMemcpyDeviceToHost);
  char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  fwrite(h, 1, bytes, f);
  fclose(f);
  free(h);
}

int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : ".";
  size_t n = NF * 65536;
  unsigned short *dh, *db;
  unsigned *d2;
  cudaMalloc(&dh, n * 2);
  cudaMalloc(&db, n * 2);
  cudaMalloc(&d2, n * 4);
  half_fns<<<256, 256>>>(dh);
  half2_fns<<<256, 256>>>(d2);
  bf16_fns<<<256, 256>>>(db);
  if (cudaDeviceSynchronize() != cudaSuccess) {
    printf("launch failed\n");
    return 1;
  }
  save(dir, "half_math_half.bin", dh, n * 2);
  save(dir, "half_math_half2.bin", d2, n * 4);
  save(dir, "half_math_bf16.bin", db, n * 2);
  printf("ok\n");
  return 0;
}
