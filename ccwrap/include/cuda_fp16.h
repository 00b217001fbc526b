/* cuda_fp16.h (ptxamd): CUDA's half-precision API, written for ptxamd from
 * CUDA's documentation (not NVIDIA's file). __half, __half2 and much of
 * the arithmetic and comparisons are HIP's, which have CUDA's names and
 * semantics; what HIP lacks or computes otherwise is defined here: the
 * conversions with a rounding mode, the _sat and _relu arithmetic
 * (__ptxamd_fp16.h) and the math functions (hsin ... htanh, correctly
 * rounded as on the H100). Shuffles of __half and __half2 are the
 * templates of cuda_runtime.h (32-lane, inline PTX). */
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

/* CUDA's names for what follows point at ptxamd's functions: HIP defines
 * the names already (with other roundings and NaNs), and a macro keeps
 * both overload sets visible under the one name, the bfloat16 forms of
 * cuda_bf16.h included. The conversions and the saturated and relu
 * arithmetic are one PTX instruction each (generated). */
#include "__ptxamd_fp16.h"

/* double to float rounded to odd: the float nearest toward zero, its
 * last bit set where the double was not exact. Rounding that once more to
 * a format of at least two fewer fraction bits (half, bfloat16, FP8, FP6,
 * FP4) gives the double rounded once. Host and device. */
static __host__ __device__ __attribute__((always_inline)) inline float __ptxamd_d2f_odd(double d) {
  const float f = (float)d;
  const double back = (double)f;
  if (back == d || d != d)
    return f;
  unsigned u = __builtin_bit_cast(unsigned, f);
  if (__builtin_fabs(back) > __builtin_fabs(d))
    u -= 1; /* rounded away from zero (or to infinity): one step back */
  return __builtin_bit_cast(float, u | 1u);
}

namespace {
/* The 16-bit math functions. On the H100 (CUDA 13) hsin, hcos, hexp,
 * hexp2, hexp10, hlog, hlog2, hlog10, hrcp, hrsqrt, hsqrt and htanh, of
 * __half, __half2 and the bfloat16 types, return the correctly rounded
 * result for every one of the 65,536 inputs, and 0x7fff where the result
 * is NaN (measured exhaustively: RATIONALE.md, "The 16-bit math
 * functions are correctly rounded"). Here each is its double function,
 * rounded once: to float by round-to-odd (__ptxamd_d2f_odd), then to the
 * 16-bit format, which makes the two roundings one. */
__PTXAMD_FP16_DI bool __ptxamd_d_isnan(double d) {
  return (__builtin_bit_cast(unsigned long long, d) & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
}
__PTXAMD_FP16_DI __half __ptxamd_h_of(double d) {
  if (__ptxamd_d_isnan(d))
    return __ushort_as_half(0x7fff);
  unsigned short r;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(r) : "f"(__ptxamd_d2f_odd(d)));
  return __ushort_as_half(r);
}
#define __PTXAMD_H16FN(name, name2, expr)                                                                            \
  __PTXAMD_FP16_DI __half __ptxamd_##name(__half a_) {                                                               \
    double a = (double)__half2float(a_);                                                                             \
    return __ptxamd_h_of(expr);                                                                                      \
  }                                                                                                                  \
  __PTXAMD_FP16_DI __half2 __ptxamd_##name2(__half2 a) {                                                             \
    return __halves2half2(__ptxamd_##name(__low2half(a)), __ptxamd_##name(__high2half(a)));                          \
  }
/* The twelve, for __half here and __nv_bfloat16 in cuda_bf16.h: M(name,
 * paired name, the double function of a). */
#define __PTXAMD_16BIT_MATH(M)                                                                                       \
  M(hsin, h2sin, sin(a))                                                                                             \
  M(hcos, h2cos, cos(a))                                                                                             \
  M(hexp, h2exp, exp(a))                                                                                             \
  M(hexp2, h2exp2, exp2(a))                                                                                          \
  M(hexp10, h2exp10, exp10(a))                                                                                       \
  M(hlog, h2log, log(a))                                                                                             \
  M(hlog2, h2log2, log2(a))                                                                                          \
  M(hlog10, h2log10, log10(a))                                                                                       \
  M(hrcp, h2rcp, 1.0 / a)                                                                                            \
  M(hrsqrt, h2rsqrt, rsqrt(a))                                                                                       \
  M(hsqrt, h2sqrt, sqrt(a))                                                                                          \
  M(htanh, h2tanh, tanh(a))
__PTXAMD_16BIT_MATH(__PTXAMD_H16FN)
#undef __PTXAMD_H16FN
} // namespace

#define hsin __ptxamd_hsin
#define h2sin __ptxamd_h2sin
#define hcos __ptxamd_hcos
#define h2cos __ptxamd_h2cos
#define hexp __ptxamd_hexp
#define h2exp __ptxamd_h2exp
#define hexp2 __ptxamd_hexp2
#define h2exp2 __ptxamd_h2exp2
#define hexp10 __ptxamd_hexp10
#define h2exp10 __ptxamd_h2exp10
#define hlog __ptxamd_hlog
#define h2log __ptxamd_h2log
#define hlog2 __ptxamd_hlog2
#define h2log2 __ptxamd_h2log2
#define hlog10 __ptxamd_hlog10
#define h2log10 __ptxamd_h2log10
#define hrcp __ptxamd_hrcp
#define h2rcp __ptxamd_h2rcp
#define hrsqrt __ptxamd_hrsqrt
#define h2rsqrt __ptxamd_h2rsqrt
#define hsqrt __ptxamd_hsqrt
#define h2sqrt __ptxamd_h2sqrt
#define htanh __ptxamd_htanh
#define h2tanh __ptxamd_h2tanh

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
