// fp16 and bf16 arithmetic with cuda_fp16.h and cuda_bf16.h (written for
// ptxamd's tests): conversions, half2 fma/mul/add, max and compare, a
// half2 shuffle, and bf16 add/mul/fma in scalar and pair forms. The
// inputs are multiples of 1/64 below 16 in magnitude, so every product is
// exact before its one rounding.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "common.h"

constexpr int BLOCK = 64, BLOCKS = 2, OUT = 10;

template <class T> __device__ uint32_t bits(T v) {
  uint32_t r = 0;
  memcpy(&r, &v, sizeof(T));
  return r;
}

__device__ float input(uint32_t w) { return (float)((int)(w % 2001) - 1000) / 64.0f; }

extern "C" __global__ void half_bf16(const uint32_t *in, uint32_t *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = input(in[3 * i]), b = input(in[3 * i + 1]), c = input(in[3 * i + 2]);

  const half2 ha = __floats2half2_rn(a, b);
  const half2 hb = __halves2half2(__float2half_rn(c), __float2half(b));
  const half2 hc = __float2half2_rn(a);
  const half2 r1 = __hfma2(ha, hb, hc);
  const half2 r2 = __hmul2(ha, hb);
  const half2 r3 = __hadd2(r1, __shfl_xor_sync(0xffffffffu, r2, 1));
  const half m = __hmax(__low2half(r3), __high2half(r3));
  const bool lt = __hlt(__low2half(ha), __high2half(ha));
  const float f = __half2float(m) + __low2float(r2) * 2.0f;

  const __nv_bfloat16 ba = __float2bfloat16(a), bb = __float2bfloat16(b), bc = __float2bfloat16(c);
  const __nv_bfloat16 s = __hadd(ba, bb), p = __hmul(ba, bb), fm = __hfma(ba, bb, bc);
  __nv_bfloat162 v2 = __floats2bfloat162_rn(a * 0.3f, c);
  v2 = __hmul2(v2, v2);
  const __nv_bfloat16 sh = __shfl_down_sync(0xffffffffu, fm, 3);
  const float g = __bfloat162float(s) + __low2float(v2);

  uint32_t *o = out + i * OUT;
  o[0] = bits(r1);
  o[1] = bits(r2);
  o[2] = bits(r3);
  o[3] = bits(m) | (lt ? 0x10000u : 0u);
  o[4] = __float_as_uint(f);
  o[5] = bits(s) | (bits(p) << 16);
  o[6] = bits(fm) | (bits(sh) << 16);
  o[7] = __float_as_uint(g);
  o[8] = bits(v2);
  o[9] = bits(__hmax2(ha, hb));
}

int main() {
  std::vector<uint32_t> in = words(5, BLOCK * BLOCKS * 3);
  uint32_t *dIn = upload(in), *dOut;
  CHECK(cudaMalloc(&dOut, BLOCK * BLOCKS * OUT * 4));
  half_bf16<<<BLOCKS, BLOCK>>>(dIn, dOut);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("out", dOut, BLOCK * BLOCKS * OUT);
  return 0;
}
