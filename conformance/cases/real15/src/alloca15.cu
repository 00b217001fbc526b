// real15: allocas of run-time size (__builtin_alloca_with_align; clang
// CUDA refuses variable-length arrays in device code, but LLVM front ends
// that allow them write the same alloca). Each asks for 16 bytes or more:
// below that clang 19 writes "alloca.u64 d, size, 0", which ptxas refuses
// (alignment not a power of two), and LLVM 19 cannot compile the stack
// save and restore of a VLA in a loop for NVPTX.
#include "prelude15.h"

// An array sized at run time in each iteration of a loop: all of them
// live until the function returns.
__device__ __noinline__ int vla_rounds(const int *in, int i, int rounds) {
  int acc = 0;
  for (int r = 0; r < rounds; r++) {
    int n = ((in[i] + r) & 15) + 1;
    int *a = (int *)__builtin_alloca_with_align(n * sizeof(int), 128);
    for (int j = 0; j < n; j++) a[j] = in[(i * 7 + j * 3 + r) & 1023] ^ (j << r % 5);
    int s = 0;
    for (int j = n - 1; j >= 0; j--) s = s * 31 + a[j];
    acc += s ^ a[(r * 5) % n];
  }
  return acc;
}

// Arrays of doubles and of chars sized at run time in one call (freed at
// its return), sorted by insertion.
__device__ __noinline__ double vla_median(const double *x, int i, int n) {
  double *v = (double *)__builtin_alloca_with_align(n * sizeof(double), 128);
  char *tag = (char *)__builtin_alloca_with_align(n + 3, 128);
  for (int j = 0; j < n; j++) {
    double t = x[(i + j * 13) & 511];
    int k = j;
    while (k > 0 && v[k - 1] > t) { v[k] = v[k - 1]; tag[k] = tag[k - 1]; k--; }
    v[k] = t;
    tag[k] = (char)j;
  }
  return v[n / 2] + tag[0] * 0.25;
}

extern "C" __global__ void vla_kernels(int *out, double *med, const int *in, const double *x, int rounds) {
  int i = gtid();
  out[i] = vla_rounds(in, i, rounds);
  med[i] = vla_median(x, i, (in[i] & 31) + 1);
}

// __builtin_alloca in the kernel itself: sizes from the data, aligned to
// 16 and 32 bytes (the pointers' low bits are checked), filled and read
// back reversed.
extern "C" __global__ void builtin_alloca(unsigned *out, const int *in) {
  int i = gtid();
  int n = (in[i] & 63) + 1;
  unsigned *a = (unsigned *)__builtin_alloca_with_align(n * sizeof(unsigned), 128);
  unsigned char *b = (unsigned char *)__builtin_alloca_with_align(n + (in[i] & 3), 256);
  for (int j = 0; j < n; j++) { a[j] = in[i] * 2654435761u + j; b[j] = (unsigned char)(a[j] >> 3); }
  unsigned s = 0;
  for (int j = n - 1; j >= 0; j--) s = s * 33 + a[j] + b[n - 1 - j];
  out[2 * i] = s;
  out[2 * i + 1] = (unsigned)((unsigned long long)a & 15) | (unsigned)(((unsigned long long)b & 31) << 8);
}
