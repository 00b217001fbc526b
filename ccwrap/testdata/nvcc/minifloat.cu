// CUDA's FP4 (E2M1), FP6 (E2M3, E3M2) and E8M0 conversions beyond what
// real4's fp4_fp6_e8m0 case covers (written for ptxamd's tests): from
// float, double, half and bfloat16, the two-value forms, the classes, and
// E8M0 with both documented roundings, with and without saturation.
// Inputs are floats of magnitude 2^-12 to 2^11 (the formats' ranges and
// their rounding points) and specials.
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>
#include "common.h"

constexpr int BLOCK = 64, BLOCKS = 2, OUT = 21;

__device__ float pick(uint32_t w, int i) {
  const uint32_t special[8] = {0x7fc00000u, 0xff800000u, 0x7f800000u, 0x80000000u, 0x00000001u, 0x40c00000u, 0x40d00000u, 0x41e80000u};
  if (i % 16 == 15) return __uint_as_float(special[(w >> 8) & 7]);
  return __uint_as_float((w & 0x80000000u) | ((((w >> 23) & 0xff) % 24 + 115) << 23) | (w & 0x7fffffu));
}

extern "C" __global__ void minifloat(const uint32_t *in, uint32_t *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const uint32_t a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  uint32_t *o = out + i * OUT;
  const float x = pick(a, i), y = pick(b, i + 7);
  const double dx = (double)x * (1.0 + (double)(c & 0xffff) * 0x1p-40);
  const __half hx = __float2half_rn(x);
  const __nv_bfloat16 bx = __float2bfloat16_rn(x);
  const __half_raw hr = static_cast<__half_raw>(hx);
  const __nv_bfloat16_raw br = static_cast<__nv_bfloat16_raw>(bx);
  const float2 xy = make_float2(x, y);
  const double2 dxy = make_double2(dx, (double)y);
  const __half2 hxy = __floats2half2_rn(x, y);
  const __nv_bfloat162 bxy = __floats2bfloat162_rn(x, y);
  const __half2_raw h2r = static_cast<__half2_raw>(hxy);
  const __nv_bfloat162_raw b2r = static_cast<__nv_bfloat162_raw>(bxy);
  o[0] = __nv_cvt_float_to_fp4(x, __NV_E2M1, cudaRoundNearest) | (uint32_t)__nv_cvt_double_to_fp4(dx, __NV_E2M1, cudaRoundNearest) << 8 |
         (uint32_t)__nv_cvt_halfraw_to_fp4(hr, __NV_E2M1, cudaRoundNearest) << 16 |
         (uint32_t)__nv_cvt_bfloat16raw_to_fp4(br, __NV_E2M1, cudaRoundNearest) << 24;
  o[1] = __nv_cvt_float2_to_fp4x2(xy, __NV_E2M1, cudaRoundNearest) | (uint32_t)__nv_cvt_double2_to_fp4x2(dxy, __NV_E2M1, cudaRoundNearest) << 8 |
         (uint32_t)__nv_cvt_halfraw2_to_fp4x2(h2r, __NV_E2M1, cudaRoundNearest) << 16 |
         (uint32_t)__nv_cvt_bfloat16raw2_to_fp4x2(b2r, __NV_E2M1, cudaRoundNearest) << 24;
  __half_raw h1 = __nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)(d & 0xf), __NV_E2M1);
  __half2_raw h2 = __nv_cvt_fp4x2_to_halfraw2((__nv_fp4x2_storage_t)(d >> 8), __NV_E2M1);
  o[2] = h1.x | (uint32_t)h2.x << 16;
  o[3] = h2.y;
  const __nv_fp4_e2m1 q(x);
  const __nv_fp4x2_e2m1 q2(xy);
  const __nv_fp4x4_e2m1 q4(make_float4(x, y, -x, x * 0.25f));
  o[4] = q.__x | (uint32_t)q2.__x << 8 | (uint32_t)q4.__x << 16;
  o[5] = __float_as_uint(static_cast<float>(q));
  const float2 q2f = static_cast<float2>(q2);
  o[6] = __float_as_uint(q2f.x) ^ __float_as_uint(q2f.y) >> 3;
  o[7] = __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundNearest) | (uint32_t)__nv_cvt_double_to_fp6(dx, __NV_E2M3, cudaRoundNearest) << 8 |
         (uint32_t)__nv_cvt_halfraw_to_fp6(hr, __NV_E2M3, cudaRoundNearest) << 16 |
         (uint32_t)__nv_cvt_bfloat16raw_to_fp6(br, __NV_E2M3, cudaRoundNearest) << 24;
  o[8] = __nv_cvt_float_to_fp6(x, __NV_E3M2, cudaRoundNearest) | (uint32_t)__nv_cvt_double_to_fp6(dx, __NV_E3M2, cudaRoundNearest) << 8 |
         (uint32_t)__nv_cvt_halfraw_to_fp6(hr, __NV_E3M2, cudaRoundNearest) << 16 |
         (uint32_t)__nv_cvt_bfloat16raw_to_fp6(br, __NV_E3M2, cudaRoundNearest) << 24;
  o[9] = __nv_cvt_double2_to_fp6x2(dxy, __NV_E2M3, cudaRoundNearest) | (uint32_t)__nv_cvt_halfraw2_to_fp6x2(h2r, __NV_E3M2, cudaRoundNearest) << 16;
  o[10] = __nv_cvt_bfloat16raw2_to_fp6x2(b2r, __NV_E2M3, cudaRoundNearest) | (uint32_t)__nv_cvt_float2_to_fp6x2(xy, __NV_E3M2, cudaRoundNearest) << 16;
  h1 = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)(d & 0x3f), __NV_E2M3);
  h2 = __nv_cvt_fp6x2_to_halfraw2((__nv_fp6x2_storage_t)((d >> 8) & 0x3f3f), __NV_E3M2);
  o[11] = h1.x | (uint32_t)h2.x << 16;
  o[12] = h2.y | (uint32_t)__nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)((d >> 24) & 0x3f), __NV_E3M2).x << 16;
  const __nv_fp6_e2m3 s(x);
  const __nv_fp6_e3m2 t(dx);
  o[13] = s.__x | (uint32_t)t.__x << 8 | (uint32_t)__nv_fp6_e3m2(hx).__x << 16 | (uint32_t)__nv_fp6_e2m3(bx).__x << 24;
  o[14] = __float_as_uint(static_cast<float>(s)) ^ __float_as_uint(static_cast<float>(t)) >> 5;
  o[15] = __nv_cvt_float_to_e8m0(x, __NV_SATFINITE, cudaRoundZero) | (uint32_t)__nv_cvt_float_to_e8m0(x, __NV_SATFINITE, cudaRoundPosInf) << 8 |
          (uint32_t)__nv_cvt_float_to_e8m0(x, __NV_NOSAT, cudaRoundZero) << 16 |
          (uint32_t)__nv_cvt_float_to_e8m0(__uint_as_float(c), __NV_NOSAT, cudaRoundPosInf) << 24;
  o[16] = __nv_cvt_double_to_e8m0(dx, __NV_SATFINITE, cudaRoundZero) | (uint32_t)__nv_cvt_double_to_e8m0(dx, __NV_NOSAT, cudaRoundPosInf) << 8 |
          (uint32_t)__nv_cvt_bfloat16raw_to_e8m0(br, __NV_SATFINITE, cudaRoundZero) << 16 |
          (uint32_t)__nv_cvt_bfloat16raw_to_e8m0(br, __NV_NOSAT, cudaRoundPosInf) << 24;
  o[17] = __nv_cvt_float2_to_e8m0x2(xy, __NV_SATFINITE, cudaRoundPosInf) |
          (uint32_t)__nv_cvt_double2_to_e8m0x2(dxy, __NV_NOSAT, cudaRoundZero) << 16;
  o[18] = __nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)d).x | (uint32_t)__nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)(d >> 8)).x << 16;
  o[19] = __nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)(d >> 16)).x | (uint32_t)__nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)(d >> 24)).x << 16;
  o[20] = __nv_fp8_e8m0(x).__x | (uint32_t)__nv_fp8_e8m0(dx).__x << 8;
}

int main() {
  std::vector<uint32_t> in = words(13, BLOCK * BLOCKS * 4);
  uint32_t *dIn = upload(in), *dOut;
  CHECK(cudaMalloc(&dOut, BLOCK * BLOCKS * OUT * 4));
  minifloat<<<BLOCKS, BLOCK>>>(dIn, dOut);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("out", dOut, BLOCK * BLOCKS * OUT);
  return 0;
}
