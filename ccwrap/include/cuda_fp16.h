/* cuda_fp16.h (ptxamd): CUDA's half-precision API, written for ptxamd from
 * CUDA's documentation (not NVIDIA's file). __half, __half2 and most of
 * the functions (conversions, arithmetic, comparisons, h2 math) are HIP's,
 * which have CUDA's names and semantics; what HIP lacks is defined here.
 * Shuffles of __half and __half2 are the templates of cuda_runtime.h
 * (32-lane, inline PTX). */
#ifndef __PTXAMD_CUDA_FP16_H__
#define __PTXAMD_CUDA_FP16_H__
#pragma clang system_header
#include "cuda_runtime.h"
#include <hip/hip_fp16.h>

#define __PTXAMD_FP16_DI static __device__ __attribute__((always_inline)) inline

#if defined(__HIP__) /* device code: plain C++ has HIP's host-side half only */
/* In HIP's unnamed namespace, with its __half functions (see cuda_bf16.h). */
namespace {
/* max and min: the number when the other operand is NaN (CUDA's rule). */
__PTXAMD_FP16_DI __half __hmax(__half a, __half b) { return __float2half(fmaxf(__half2float(a), __half2float(b))); }
__PTXAMD_FP16_DI __half __hmin(__half a, __half b) { return __float2half(fminf(__half2float(a), __half2float(b))); }
__PTXAMD_FP16_DI __half2 __hmax2(__half2 a, __half2 b) {
  return __halves2half2(__hmax(__low2half(a), __low2half(b)), __hmax(__high2half(a), __high2half(b)));
}
__PTXAMD_FP16_DI __half2 __hmin2(__half2 a, __half2 b) {
  return __halves2half2(__hmin(__low2half(a), __low2half(b)), __hmin(__high2half(a), __high2half(b)));
}
/* double to half in one rounding (clang's conversion to _Float16). */
__PTXAMD_FP16_DI __half __double2half(double d) {
  __half_raw r;
  r.data = static_cast<_Float16>(d);
  return r;
}
/* fma with relu: negative results become +0; NaN stays the canonical NaN. */
__PTXAMD_FP16_DI __half __hfma_relu(__half a, __half b, __half c) {
  __half r = __hfma(a, b, c);
  if (__hisnan(r))
    return __ushort_as_half(0x7fff);
  return __half2float(r) < 0.0f ? __ushort_as_half(0) : r;
}
__PTXAMD_FP16_DI __half2 __hfma2_relu(__half2 a, __half2 b, __half2 c) {
  return __halves2half2(__hfma_relu(__low2half(a), __low2half(b), __low2half(c)),
                        __hfma_relu(__high2half(a), __high2half(b), __high2half(c)));
}
/* max and min that return NaN when either operand is NaN. */
__PTXAMD_FP16_DI __half __hmax_nan(__half a, __half b) {
  return __hisnan(a) || __hisnan(b) ? __ushort_as_half(0x7fff) : __hmax(a, b);
}
__PTXAMD_FP16_DI __half __hmin_nan(__half a, __half b) {
  return __hisnan(a) || __hisnan(b) ? __ushort_as_half(0x7fff) : __hmin(a, b);
}
__PTXAMD_FP16_DI __half2 __hmax2_nan(__half2 a, __half2 b) {
  return __halves2half2(__hmax_nan(__low2half(a), __low2half(b)), __hmax_nan(__high2half(a), __high2half(b)));
}
__PTXAMD_FP16_DI __half2 __hmin2_nan(__half2 a, __half2 b) {
  return __halves2half2(__hmin_nan(__low2half(a), __low2half(b)), __hmin_nan(__high2half(a), __high2half(b)));
}
/* The _rn forms: never contracted into an fma. */
__PTXAMD_FP16_DI __half __hadd_rn(__half a, __half b) { return __hadd(a, b); }
__PTXAMD_FP16_DI __half __hsub_rn(__half a, __half b) { return __hsub(a, b); }
__PTXAMD_FP16_DI __half __hmul_rn(__half a, __half b) { return __hmul(a, b); }
__PTXAMD_FP16_DI __half2 __hadd2_rn(__half2 a, __half2 b) { return __hadd2(a, b); }
__PTXAMD_FP16_DI __half2 __hsub2_rn(__half2 a, __half2 b) { return __hsub2(a, b); }
__PTXAMD_FP16_DI __half2 __hmul2_rn(__half2 a, __half2 b) { return __hmul2(a, b); }

/* Complex multiply-add, (a.x + i a.y)(b.x + i b.y) + c: a.x's products
 * first, then a.y's (the order the H100's results show). */
__PTXAMD_FP16_DI __half2 __hcmadd(__half2 a, __half2 b, __half2 c) {
  __half ax = __low2half(a), ay = __high2half(a), bx = __low2half(b), by = __high2half(b);
  __half re = __hfma(__hneg(ay), by, __hfma(ax, bx, __low2half(c)));
  __half im = __hfma(ay, bx, __hfma(ax, by, __high2half(c)));
  return __halves2half2(re, im);
}

} // namespace

/* Half atomics HIP lacks, as the PTX nvcc emits for them. */
static __device__ inline __half2 atomicAdd(__half2 *p, __half2 v) {
  unsigned r;
  asm volatile("atom.add.noftz.f16x2 %0, [%1], %2;" : "=r"(r) : "l"(p), "r"(__builtin_bit_cast(unsigned, v)) : "memory");
  return __builtin_bit_cast(__half2, r);
}
static __device__ inline __half atomicAdd(__half *p, __half v) {
  unsigned short r;
  asm volatile("atom.add.noftz.f16 %0, [%1], %2;" : "=h"(r) : "l"(p), "h"(__half_as_ushort(v)) : "memory");
  return __ushort_as_half(r);
}
#endif /* __HIP__ */

#endif
