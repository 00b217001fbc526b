// SIMD intrinsics of __ptxamd_simd.h (written for ptxamd's tests: TestSIMDIntrinsics).
extern "C" __global__ void k(const unsigned *in, unsigned *out) {
  unsigned a = in[2 * threadIdx.x], b = in[2 * threadIdx.x + 1];
  out[threadIdx.x * 8 + 0] = __vadd4(a, b);
  out[threadIdx.x * 8 + 1] = __vsubss4(a, b);
  out[threadIdx.x * 8 + 2] = __vabsdiffu4(a, b);
  out[threadIdx.x * 8 + 3] = __vcmpeq4(a & 0x0f0f0f0f, b & 0x0f0f0f0f);
  out[threadIdx.x * 8 + 4] = __vmaxs2(a, b);
  out[threadIdx.x * 8 + 5] = __vavgu4(a, b);
  out[threadIdx.x * 8 + 6] = __vcmpltu2(a, b);
  out[threadIdx.x * 8 + 7] = __vsetges4(a, b);
}
