/* cuda_fp6.h (ptxamd): CUDA's 6-bit floating-point types E2M3 (bias 1,
 * largest 7.5) and E3M2 (bias 3, largest 28), the OCP microscaling
 * formats' FP6, written for ptxamd from CUDA's documentation (not
 * NVIDIA's file); no infinity or NaN. From float: rounded to nearest even
 * and saturated to the largest finite value (CUDA documents
 * cudaRoundNearest only; the rounding argument is not otherwise used),
 * NaN gives 0x1f (the largest positive value); from double rounded once.
 * To half: exact. Six-bit codes sit in the low bits of a byte. As
 * recorded on the H100 (conformance/cases/real4/fp4_fp6_e8m0). */
#ifndef __PTXAMD_CUDA_FP6_H__
#define __PTXAMD_CUDA_FP6_H__
#pragma clang system_header
#include "cuda_fp8.h"

typedef unsigned char __nv_fp6_storage_t;
typedef unsigned short __nv_fp6x2_storage_t;
typedef unsigned int __nv_fp6x4_storage_t;
typedef enum __nv_fp6_interpretation_t { __NV_E2M3, __NV_E3M2 } __nv_fp6_interpretation_t;

#define __PTXAMD_FP6_DI static __host__ __device__ __attribute__((always_inline)) inline
#define __PTXAMD_FP6_M(fmt) ((fmt) == __NV_E2M3 ? 3 : 2)
#define __PTXAMD_FP6_E(fmt) ((fmt) == __NV_E2M3 ? 2 : 3)

__PTXAMD_FP6_DI __nv_fp6_storage_t __nv_cvt_float_to_fp6(float x, __nv_fp6_interpretation_t fmt, enum cudaRoundMode) {
  const unsigned u = __builtin_bit_cast(unsigned, x);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x1f;
  const int bias = fmt == __NV_E2M3 ? 1 : 3;
  const int code = (u & 0x7fffffffu) == 0x7f800000u
                       ? 0x1f
                       : __ptxamd_minifloat_code(__builtin_bit_cast(float, u & 0x7fffffffu), __PTXAMD_FP6_M(fmt), bias);
  return (__nv_fp6_storage_t)(((u >> 26) & 0x20) | (code > 0x1f ? 0x1f : code));
}
__PTXAMD_FP6_DI __half_raw __nv_cvt_fp6_to_halfraw(__nv_fp6_storage_t x, __nv_fp6_interpretation_t fmt) {
  return __half_raw(__float2half(__ptxamd_minifloat_value(x & 0x3f, __PTXAMD_FP6_M(fmt), __PTXAMD_FP6_E(fmt))));
}
/* double, half, bfloat16, the pair forms (element 0 in the low byte). */
__PTXAMD_MINIFLOAT_FORMS(fp6, __nv_fp6_interpretation_t, 8, 0xff)

#define __PTXAMD_FP6_TYPE(name, fmt)                                                                                  \
  struct name {                                                                                                      \
    __nv_fp6_storage_t __x;                                                                                          \
    name() = default;                                                                                                \
    __host__ __device__ explicit name(float f) : __x(__nv_cvt_float_to_fp6(f, fmt, cudaRoundNearest)) {}             \
    __host__ __device__ explicit name(double f) : __x(__nv_cvt_double_to_fp6(f, fmt, cudaRoundNearest)) {}           \
    __host__ __device__ explicit name(__half h) : __x(__nv_cvt_float_to_fp6(__half2float(h), fmt, cudaRoundNearest)) {} \
    __host__ __device__ explicit name(__nv_bfloat16 h)                                                               \
        : __x(__nv_cvt_float_to_fp6(__bfloat162float(h), fmt, cudaRoundNearest)) {}                                  \
    __host__ __device__ explicit operator float() const {                                                            \
      return __ptxamd_minifloat_value(__x & 0x3f, __PTXAMD_FP6_M(fmt), __PTXAMD_FP6_E(fmt));                         \
    }                                                                                                                \
    __host__ __device__ explicit operator __half() const { return __float2half(float(*this)); }                       \
  };
__PTXAMD_FP6_TYPE(__nv_fp6_e2m3, __NV_E2M3)
__PTXAMD_FP6_TYPE(__nv_fp6_e3m2, __NV_E3M2)
#undef __PTXAMD_FP6_TYPE
#undef __PTXAMD_FP6_M
#undef __PTXAMD_FP6_E
#undef __PTXAMD_FP6_DI
#endif
