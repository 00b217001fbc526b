// Kernels that the llparse tests compile with clang, parse, and run on
// the emulator; kernels_test.go computes what each must produce.
#include "hip.h"

extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = globalIdx_x();
  if (i < n)
    c[i] = a[i] + b[i];
}

// A loop whose trip count depends on the thread: phis and a back edge.
extern "C" __global__ void loop_phis(const int *in, int *out, int n) {
  int i = globalIdx_x();
  int s = 0, p = 1;
  for (int j = 0; j < (i % 7) + n; j++) {
    s += in[j] * (i + j);
    p = p * 3 + s;
  }
  out[i] = s ^ p;
}

// A block sum: shared-memory tree down to 32 values, then shuffles.
extern "C" __global__ void reduce(const float *in, float *out) {
  __shared__ float s[256];
  uint t = threadIdx_x();
  s[t] = in[blockIdx_x() * 256 + t];
  __syncthreads();
  for (uint k = 128; k >= 32; k >>= 1) {
    if (t < k)
      s[t] += s[t + k];
    __syncthreads();
  }
  if (t < 32) {
    float v = s[t];
    for (int m = 16; m > 0; m >>= 1)
      v += __shfl_xor(v, m);
    if (t == 0)
      out[blockIdx_x()] = v;
  }
}

struct Params {
  float scale;
  int offset;
  double bias;
  int *out;
  short tag;
};

// A struct passed by value (byref in the kernarg segment).
extern "C" __global__ void struct_param(Params p) {
  int i = globalIdx_x();
  p.out[i] = (int)((float)i * p.scale) + p.offset + (int)p.bias + p.tag;
}

extern "C" __global__ void switcher(int *out, int k) {
  int i = globalIdx_x();
  int r;
  switch ((i + k) % 9) {
  case 0: r = 100; break;
  case 1: r = i * 2; break;
  case 2: r = -i; break;
  case 4: r = i << 3; break;
  case 5: r = k - i; break;
  case 7: r = i / 3; break;
  default: r = 7;
  }
  out[i] = r;
}

extern "C" __global__ void math64(const u64 *a, u64 *out) {
  int i = globalIdx_x();
  u64 x = a[i], y = a[i + 1] | 1;
  i64 sx = (i64)x;
  out[8 * i + 0] = x * y + (x >> 7);
  out[8 * i + 1] = x / y + x % y;
  out[8 * i + 2] = (u64)(sx / -7) ^ (u64)(sx % 5);
  out[8 * i + 3] = (u64)(((unsigned __int128)x * y) >> 64);
  out[8 * i + 4] = (x << 13) | (x >> 51);
  out[8 * i + 5] = (u64)__builtin_popcountll(x) + ((u64)__builtin_clzll(y) << 32);
  out[8 * i + 6] = (u64)((i64)x >> (y & 63));
  out[8 * i + 7] = (u64)(i64)(double)(sx >> 12);
}

extern "C" __global__ void atomics(int *counters, uint *ucounters, float *fs) {
  int i = globalIdx_x();
  atomicAdd(&counters[0], 1);
  atomicMax(&counters[1], (i * 37) % 1000);
  atomicMin(&ucounters[0], (uint)(i * 13 + 5));
  atomicAdd(&fs[0], 0.5f);
  atomicMax(&fs[1], (float)i * 0.25f);
  atomicInc(&ucounters[1], 9);
  atomicDec(&ucounters[2], 100);
  int old = counters[2], seen;
  do {
    seen = old;
    old = atomicCAS(&counters[2], seen, seen + i);
  } while (old != seen);
}

__device__ __noinline__ float helper(float x, int k) {
  float r = x;
  for (int j = 0; j < k; j++)
    r = r * 0.5f + (float)j;
  return r;
}

extern "C" __global__ void calls_helper(const float *in, float *out) {
  int i = globalIdx_x();
  out[i] = helper(in[i], i % 5) + helper(1.0f, 2);
}
