/* cuda_fp4.h (ptxamd): CUDA's 4-bit floating-point type E2M1 (the OCP
 * microscaling formats' FP4, NVFP4's element), written for ptxamd from
 * CUDA's documentation (not NVIDIA's file). Values 0, 0.5, 1, 1.5, 2, 3, 4
 * and 6 with a sign; no infinity or NaN. From float: rounded to nearest
 * even and saturated to 6 (CUDA documents cudaRoundNearest only; the
 * rounding argument is not otherwise used), NaN gives 0x7 (+6); from
 * double rounded once. To half: exact. As recorded on the H100
 * (conformance/cases/real4/fp4_fp6_e8m0). */
#ifndef __PTXAMD_CUDA_FP4_H__
#define __PTXAMD_CUDA_FP4_H__
#pragma clang system_header
#include "cuda_fp8.h"

typedef unsigned char __nv_fp4_storage_t;
typedef unsigned char __nv_fp4x2_storage_t;
typedef unsigned short __nv_fp4x4_storage_t;
typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;

#define __PTXAMD_FP4_DI static __host__ __device__ __attribute__((always_inline)) inline

__PTXAMD_FP4_DI __nv_fp4_storage_t __nv_cvt_float_to_fp4(float x, __nv_fp4_interpretation_t, enum cudaRoundMode) {
  const unsigned u = __builtin_bit_cast(unsigned, x);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7;
  const int code = (u & 0x7fffffffu) == 0x7f800000u ? 0x7 : __ptxamd_minifloat_code(__builtin_bit_cast(float, u & 0x7fffffffu), 1, 1);
  return (__nv_fp4_storage_t)(((u >> 28) & 0x8) | (code > 0x7 ? 0x7 : code));
}
__PTXAMD_FP4_DI __half_raw __nv_cvt_fp4_to_halfraw(__nv_fp4_storage_t x, __nv_fp4_interpretation_t) {
  return __half_raw(__float2half(__ptxamd_minifloat_value(x & 0xf, 1, 2)));
}
/* double, half, bfloat16, the pair forms (element 0 in the low four bits). */
__PTXAMD_MINIFLOAT_FORMS(fp4, __nv_fp4_interpretation_t, 4, 0xf)

struct __nv_fp4_e2m1 {
  __nv_fp4_storage_t __x;
  __nv_fp4_e2m1() = default;
  __host__ __device__ explicit __nv_fp4_e2m1(float f) : __x(__nv_cvt_float_to_fp4(f, __NV_E2M1, cudaRoundNearest)) {}
  __host__ __device__ explicit __nv_fp4_e2m1(double f) : __x(__nv_cvt_double_to_fp4(f, __NV_E2M1, cudaRoundNearest)) {}
  __host__ __device__ explicit __nv_fp4_e2m1(__half h) : __x(__nv_cvt_float_to_fp4(__half2float(h), __NV_E2M1, cudaRoundNearest)) {}
  __host__ __device__ explicit __nv_fp4_e2m1(__nv_bfloat16 h)
      : __x(__nv_cvt_float_to_fp4(__bfloat162float(h), __NV_E2M1, cudaRoundNearest)) {}
  __host__ __device__ explicit operator float() const { return __ptxamd_minifloat_value(__x & 0xf, 1, 2); }
  __host__ __device__ explicit operator __half() const { return __float2half(__ptxamd_minifloat_value(__x & 0xf, 1, 2)); }
};
struct __nv_fp4x2_e2m1 {
  __nv_fp4x2_storage_t __x;
  __nv_fp4x2_e2m1() = default;
  __host__ __device__ explicit __nv_fp4x2_e2m1(float2 f) : __x(__nv_cvt_float2_to_fp4x2(f, __NV_E2M1, cudaRoundNearest)) {}
  __host__ __device__ explicit operator float2() const {
    return make_float2(__ptxamd_minifloat_value(__x & 0xf, 1, 2), __ptxamd_minifloat_value(__x >> 4, 1, 2));
  }
};
struct __nv_fp4x4_e2m1 {
  __nv_fp4x4_storage_t __x;
  __nv_fp4x4_e2m1() = default;
  __host__ __device__ explicit __nv_fp4x4_e2m1(float4 f)
      : __x((__nv_fp4x4_storage_t)(__nv_cvt_float2_to_fp4x2(make_float2(f.x, f.y), __NV_E2M1, cudaRoundNearest) |
                                   (__nv_cvt_float2_to_fp4x2(make_float2(f.z, f.w), __NV_E2M1, cudaRoundNearest) << 8))) {}
  __host__ __device__ explicit operator float4() const {
    return make_float4(__ptxamd_minifloat_value(__x & 0xf, 1, 2), __ptxamd_minifloat_value((__x >> 4) & 0xf, 1, 2),
                       __ptxamd_minifloat_value((__x >> 8) & 0xf, 1, 2), __ptxamd_minifloat_value(__x >> 12, 1, 2));
  }
};
#undef __PTXAMD_FP4_DI
#endif
