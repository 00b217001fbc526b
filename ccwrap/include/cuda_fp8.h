/* cuda_fp8.h (ptxamd): CUDA's 8-bit floating-point types, written for
 * ptxamd from CUDA's documentation (not NVIDIA's file). E4M3 (bias 7,
 * largest 448, no infinity, NaN 0x7f) and E5M2 (bias 15, largest 57344,
 * infinities), converted from float in one rounding to nearest even, with
 * saturation to the largest finite value (__NV_SATFINITE, what the
 * constructors use) or overflow to NaN (E4M3) or infinity (E5M2)
 * (__NV_NOSAT); NaN becomes 0x7f. Conversions to float are exact, a NaN
 * code giving the canonical NaN. */
#ifndef __PTXAMD_CUDA_FP8_H__
#define __PTXAMD_CUDA_FP8_H__
#pragma clang system_header
#include "cuda_bf16.h"

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

#define __PTXAMD_FP8_DI static __host__ __device__ __attribute__((always_inline)) inline

#ifndef __PTXAMD_CUDA_ROUND_MODE
#define __PTXAMD_CUDA_ROUND_MODE
/* CUDA's rounding modes (driver_types.h), which the FP4, FP6 and E8M0
 * conversions take. */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
#endif

/* The code of a finite float a >= 0 in a small format with mbits fraction
 * bits, exponent bias bias and subnormals, rounded to nearest even: the
 * exponent and fraction fields, not yet saturated (it may exceed the
 * format's largest code). Shared by FP8, FP6 and FP4. */
__PTXAMD_FP8_DI int __ptxamd_minifloat_code(float a, int mbits, int bias) {
  int e = (int)(__builtin_bit_cast(unsigned, a) >> 23) - 127;
  if (e < 1 - bias) /* the target's subnormals: multiples of 2^(1-bias-mbits) */
    return (int)__builtin_rintf(__builtin_ldexpf(a, bias - 1 + mbits));
  int q = (int)__builtin_rintf(__builtin_ldexpf(a, mbits - e));
  if (q == 2 << mbits) {
    q >>= 1;
    e++;
  }
  return ((e + bias) << mbits) | (q - (1 << mbits));
}
/* The float value of a small format's code (sign at bit 1+ebits+mbits-1,
 * no infinities or NaN codes): exact. */
__PTXAMD_FP8_DI float __ptxamd_minifloat_value(unsigned code, int mbits, int ebits) {
  const int bias = (1 << (ebits - 1)) - 1;
  const int e = (code >> mbits) & ((1 << ebits) - 1), m = code & ((1 << mbits) - 1);
  const float a = e == 0 ? __builtin_ldexpf((float)m, 1 - bias - mbits) : __builtin_ldexpf((float)(m | (1 << mbits)), e - bias - mbits);
  return (code >> (ebits + mbits)) & 1 ? -a : a;
}

/* The forms CUDA derives from a small format's conversions from float
 * and to half (__nv_cvt_float_to_<fp>(float, interpretation, rounding),
 * __nv_cvt_<fp>_to_halfraw): from double (rounded once), half and
 * bfloat16, the two-value forms (element 0 in the low bits, shift bits
 * apart) and back to half pairs. FP6 and FP4 use it (cuda_fp6.h,
 * cuda_fp4.h); FP8's forms take a saturation argument and are below. */
#define __PTXAMD_MINIFLOAT_FN static __host__ __device__ __attribute__((always_inline)) inline
#define __PTXAMD_MINIFLOAT_FORMS(fp, interp, shift, mask)                                                              \
  __PTXAMD_MINIFLOAT_FN __nv_##fp##_storage_t __nv_cvt_double_to_##fp(double x, interp i, enum cudaRoundMode r) {     \
    return __nv_cvt_float_to_##fp(__ptxamd_d2f_odd(x), i, r);                                                          \
  }                                                                                                                    \
  __PTXAMD_MINIFLOAT_FN __nv_##fp##_storage_t __nv_cvt_halfraw_to_##fp(__half_raw h, interp i, enum cudaRoundMode r) { \
    return __nv_cvt_float_to_##fp(__half2float(__half(h)), i, r);                                                      \
  }                                                                                                                    \
  __PTXAMD_MINIFLOAT_FN __nv_##fp##_storage_t __nv_cvt_bfloat16raw_to_##fp(__nv_bfloat16_raw h, interp i,             \
                                                                           enum cudaRoundMode r) {                     \
    return __nv_cvt_float_to_##fp(__ptxamd_bf2f(h.x), i, r);                                                           \
  }                                                                                                                    \
  __PTXAMD_MINIFLOAT_FN __nv_##fp##x2_storage_t __nv_cvt_float2_to_##fp##x2(float2 x, interp i, enum cudaRoundMode r) { \
    return (__nv_##fp##x2_storage_t)(__nv_cvt_float_to_##fp(x.x, i, r) | (__nv_cvt_float_to_##fp(x.y, i, r) << shift)); \
  }                                                                                                                    \
  __PTXAMD_MINIFLOAT_FN __nv_##fp##x2_storage_t __nv_cvt_double2_to_##fp##x2(double2 x, interp i, enum cudaRoundMode r) { \
    return (__nv_##fp##x2_storage_t)(__nv_cvt_double_to_##fp(x.x, i, r) | (__nv_cvt_double_to_##fp(x.y, i, r) << shift)); \
  }                                                                                                                    \
  __PTXAMD_MINIFLOAT_FN __nv_##fp##x2_storage_t __nv_cvt_halfraw2_to_##fp##x2(__half2_raw h, interp i,                 \
                                                                            enum cudaRoundMode r) {                    \
    __half_raw lo, hi;                                                                                                 \
    lo.x = h.x;                                                                                                        \
    hi.x = h.y;                                                                                                        \
    return (__nv_##fp##x2_storage_t)(__nv_cvt_halfraw_to_##fp(lo, i, r) | (__nv_cvt_halfraw_to_##fp(hi, i, r) << shift)); \
  }                                                                                                                    \
  __PTXAMD_MINIFLOAT_FN __nv_##fp##x2_storage_t __nv_cvt_bfloat16raw2_to_##fp##x2(__nv_bfloat162_raw h, interp i,     \
                                                                                enum cudaRoundMode r) {                \
    return (__nv_##fp##x2_storage_t)(__nv_cvt_bfloat16raw_to_##fp(__nv_bfloat16_raw{h.x}, i, r) |                      \
                                     (__nv_cvt_bfloat16raw_to_##fp(__nv_bfloat16_raw{h.y}, i, r) << shift));           \
  }                                                                                                                    \
  __PTXAMD_MINIFLOAT_FN __half2_raw __nv_cvt_##fp##x2_to_halfraw2(__nv_##fp##x2_storage_t x, interp i) {               \
    __half2_raw r;                                                                                                     \
    r.x = __nv_cvt_##fp##_to_halfraw((__nv_##fp##_storage_t)(x & mask), i).x;                                           \
    r.y = __nv_cvt_##fp##_to_halfraw((__nv_##fp##_storage_t)(x >> shift), i).x;                                         \
    return r;                                                                                                          \
  }

__PTXAMD_FP8_DI __nv_fp8_storage_t __nv_cvt_float_to_fp8(float x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  const int mbits = fmt == __NV_E4M3 ? 3 : 2, bias = fmt == __NV_E4M3 ? 7 : 15;
  const int maxbits = fmt == __NV_E4M3 ? 0x7e : 0x7b;
  unsigned u = __builtin_bit_cast(unsigned, x);
  const unsigned sign = (u >> 24) & 0x80;
  u &= 0x7fffffffu;
  if (u > 0x7f800000u)
    return 0x7f;
  const int bits = u == 0x7f800000u ? 0x100 /* overflows below */ : __ptxamd_minifloat_code(__builtin_bit_cast(float, u), mbits, bias);
  if (bits > maxbits)
    return (__nv_fp8_storage_t)(sign | (sat == __NV_SATFINITE ? maxbits : (fmt == __NV_E4M3 ? 0x7f : 0x7c)));
  return (__nv_fp8_storage_t)(sign | (unsigned)bits);
}

__PTXAMD_FP8_DI float __ptxamd_fp8_to_float(__nv_fp8_storage_t v, __nv_fp8_interpretation_t fmt) {
  const int mbits = fmt == __NV_E4M3 ? 3 : 2;
  /* A NaN code gives the canonical NaN, as the H100's conversion through
   * half (cvt.f32.f16) does. */
  if (fmt == __NV_E4M3 && (v & 0x7f) == 0x7f)
    return __builtin_bit_cast(float, 0x7fffffffu);
  if (fmt == __NV_E5M2 && (v & 0x7c) == 0x7c)
    return v & 3 ? __builtin_bit_cast(float, 0x7fffffffu) : (v & 0x80 ? -__builtin_inff() : __builtin_inff());
  return __ptxamd_minifloat_value(v, mbits, 7 - mbits);
}

__PTXAMD_FP8_DI __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(float2 x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  return (__nv_fp8x2_storage_t)(__nv_cvt_float_to_fp8(x.x, sat, fmt) | (__nv_cvt_float_to_fp8(x.y, sat, fmt) << 8));
}
/* From double: rounded once (to float by round-to-odd, then to FP8); a
 * NaN keeps its sign, and is 0x7f in E4M3 and in E5M2 its payload's top
 * two bits, quietened (the H100's codes, where a float NaN gives 0x7f in
 * both). */
__PTXAMD_FP8_DI __nv_fp8_storage_t __nv_cvt_double_to_fp8(double x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  if (x != x) {
    const unsigned long long u = __builtin_bit_cast(unsigned long long, x);
    return (__nv_fp8_storage_t)(((u >> 56) & 0x80u) | (fmt == __NV_E4M3 ? 0x7fu : 0x7eu | ((u >> 50) & 1u)));
  }
  return __nv_cvt_float_to_fp8(__ptxamd_d2f_odd(x), sat, fmt);
}
__PTXAMD_FP8_DI __half_raw __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t v, __nv_fp8_interpretation_t fmt) {
  float f = __ptxamd_fp8_to_float(v, fmt);
  if (f != f) { /* a NaN code: the canonical half NaN, as the H100's cvt gives */
    __half_raw r;
    r.x = 0x7fff;
    return r;
  }
  return __half_raw(__float2half(f));
}
__PTXAMD_FP8_DI __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(__half_raw h, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  return __nv_cvt_float_to_fp8(__half2float(__half(h)), sat, fmt);
}
__PTXAMD_FP8_DI __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw h, __nv_saturation_t sat,
                                                              __nv_fp8_interpretation_t fmt) {
  return __nv_cvt_float_to_fp8(__bfloat162float(__nv_bfloat16(h)), sat, fmt);
}

/* The two-value forms: element 0 in the low byte (the low half). */
__PTXAMD_FP8_DI __half2_raw __nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t v, __nv_fp8_interpretation_t fmt) {
  __half_raw lo = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(v & 0xff), fmt);
  __half_raw hi = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(v >> 8), fmt);
  __half2_raw r;
  r.x = lo.x;
  r.y = hi.x;
  return r;
}
__PTXAMD_FP8_DI __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(__half2_raw h, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  __half_raw lo, hi;
  lo.x = h.x;
  hi.x = h.y;
  return (__nv_fp8x2_storage_t)(__nv_cvt_halfraw_to_fp8(lo, sat, fmt) | (__nv_cvt_halfraw_to_fp8(hi, sat, fmt) << 8));
}
__PTXAMD_FP8_DI __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw h, __nv_saturation_t sat,
                                                                   __nv_fp8_interpretation_t fmt) {
  return (__nv_fp8x2_storage_t)(__nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw{h.x}, sat, fmt) |
                                (__nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw{h.y}, sat, fmt) << 8));
}

#define __PTXAMD_FP8_TYPE(name, fmt)                                                                                  \
  struct name {                                                                                                      \
    __nv_fp8_storage_t __x;                                                                                          \
    name() = default;                                                                                                \
    __host__ __device__ explicit name(float f) : __x(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, fmt)) {}              \
    __host__ __device__ explicit name(double f) : __x(__nv_cvt_double_to_fp8(f, __NV_SATFINITE, fmt)) {}            \
    __host__ __device__ explicit name(__half h) : __x(__nv_cvt_float_to_fp8(__half2float(h), __NV_SATFINITE, fmt)) {} \
    __host__ __device__ explicit name(__nv_bfloat16 h)                                                               \
        : __x(__nv_cvt_float_to_fp8(__bfloat162float(h), __NV_SATFINITE, fmt)) {}                                    \
    __host__ __device__ explicit operator float() const { return __ptxamd_fp8_to_float(__x, fmt); }                  \
    __host__ __device__ explicit operator __half() const { return __float2half(__ptxamd_fp8_to_float(__x, fmt)); }   \
    __host__ __device__ explicit operator __nv_bfloat16() const {                                                    \
      return __float2bfloat16(__ptxamd_fp8_to_float(__x, fmt));                                                      \
    }                                                                                                                \
  };
__PTXAMD_FP8_TYPE(__nv_fp8_e4m3, __NV_E4M3)
__PTXAMD_FP8_TYPE(__nv_fp8_e5m2, __NV_E5M2)
#undef __PTXAMD_FP8_TYPE

#define __PTXAMD_FP8X2_TYPE(name, fmt)                                                                                \
  struct name {                                                                                                      \
    __nv_fp8x2_storage_t __x;                                                                                        \
    name() = default;                                                                                                \
    __host__ __device__ explicit name(float2 f) : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, fmt)) {}          \
    __host__ __device__ explicit operator float2() const {                                                           \
      return make_float2(__ptxamd_fp8_to_float(__x & 0xff, fmt), __ptxamd_fp8_to_float(__x >> 8, fmt));             \
    }                                                                                                                \
  };
__PTXAMD_FP8X2_TYPE(__nv_fp8x2_e4m3, __NV_E4M3)
__PTXAMD_FP8X2_TYPE(__nv_fp8x2_e5m2, __NV_E5M2)
#undef __PTXAMD_FP8X2_TYPE

#define __PTXAMD_FP8X4_TYPE(name, fmt)                                                                                \
  struct name {                                                                                                      \
    __nv_fp8x4_storage_t __x;                                                                                        \
    name() = default;                                                                                                \
    __host__ __device__ explicit name(float4 f)                                                                      \
        : __x(__nv_cvt_float_to_fp8(f.x, __NV_SATFINITE, fmt) | (__nv_cvt_float_to_fp8(f.y, __NV_SATFINITE, fmt) << 8) | \
              (__nv_cvt_float_to_fp8(f.z, __NV_SATFINITE, fmt) << 16) |                                               \
              ((unsigned)__nv_cvt_float_to_fp8(f.w, __NV_SATFINITE, fmt) << 24)) {}                                   \
    __host__ __device__ explicit operator float4() const {                                                           \
      return make_float4(__ptxamd_fp8_to_float(__x & 0xff, fmt), __ptxamd_fp8_to_float((__x >> 8) & 0xff, fmt),     \
                         __ptxamd_fp8_to_float((__x >> 16) & 0xff, fmt), __ptxamd_fp8_to_float(__x >> 24, fmt));     \
    }                                                                                                                \
  };
__PTXAMD_FP8X4_TYPE(__nv_fp8x4_e4m3, __NV_E4M3)
__PTXAMD_FP8X4_TYPE(__nv_fp8x4_e5m2, __NV_E5M2)
#undef __PTXAMD_FP8X4_TYPE

/* E8M0 (the OCP microscaling formats' block scale): an exponent alone,
 * code c is 2^(c-127), 0xff is NaN; no sign. From float: the magnitude's
 * power of two rounded toward zero (cudaRoundZero) or up (cudaRoundPosInf,
 * the two modes CUDA documents; the others round toward zero here), 0
 * for zero and below 2^-127, and above 2^127 the largest code 0xfe with
 * __NV_SATFINITE, else NaN; NaN gives 0xff, infinity 0xfe or 0xff (as
 * recorded on the H100: conformance/cases/real4/fp4_fp6_e8m0). */
__PTXAMD_FP8_DI __nv_fp8_storage_t __nv_cvt_float_to_e8m0(float x, __nv_saturation_t sat, enum cudaRoundMode mode) {
  const unsigned u = __builtin_bit_cast(unsigned, x) & 0x7fffffffu;
  if (u > 0x7f800000u)
    return 0xff;
  if (u == 0x7f800000u)
    return sat == __NV_SATFINITE ? 0xfe : 0xff;
  if (u == 0)
    return 0;
  int e;
  const float m = __builtin_frexpf(__builtin_bit_cast(float, u), &e); /* |x| = m 2^e, m in [0.5, 1) */
  int code = e - 1 + 127;
  if (mode == cudaRoundPosInf && m != 0.5f)
    code++;
  if (code < 0)
    return 0;
  if (code > 254)
    return sat == __NV_SATFINITE ? 0xfe : 0xff;
  return (__nv_fp8_storage_t)code;
}
__PTXAMD_FP8_DI __nv_fp8_storage_t __nv_cvt_double_to_e8m0(double x, __nv_saturation_t sat, enum cudaRoundMode mode) {
  return __nv_cvt_float_to_e8m0(__ptxamd_d2f_odd(x), sat, mode); /* rounding to odd keeps exactness and direction */
}
__PTXAMD_FP8_DI __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_e8m0(__nv_bfloat16_raw h, __nv_saturation_t sat, enum cudaRoundMode mode) {
  return __nv_cvt_float_to_e8m0(__ptxamd_bf2f(h.x), sat, mode);
}
__PTXAMD_FP8_DI __nv_fp8x2_storage_t __nv_cvt_float2_to_e8m0x2(float2 x, __nv_saturation_t sat, enum cudaRoundMode mode) {
  return (__nv_fp8x2_storage_t)(__nv_cvt_float_to_e8m0(x.x, sat, mode) | (__nv_cvt_float_to_e8m0(x.y, sat, mode) << 8));
}
__PTXAMD_FP8_DI __nv_fp8x2_storage_t __nv_cvt_double2_to_e8m0x2(double2 x, __nv_saturation_t sat, enum cudaRoundMode mode) {
  return (__nv_fp8x2_storage_t)(__nv_cvt_double_to_e8m0(x.x, sat, mode) | (__nv_cvt_double_to_e8m0(x.y, sat, mode) << 8));
}
__PTXAMD_FP8_DI __nv_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(__nv_fp8_storage_t x) {
  __nv_bfloat16_raw r;
  r.x = x == 0xff ? 0x7fff : x == 0 ? 0x0040 /* 2^-127, a bfloat16 subnormal */ : (unsigned short)(x << 7);
  return r;
}
struct __nv_fp8_e8m0 {
  __nv_fp8_storage_t __x;
  __nv_fp8_e8m0() = default;
  __host__ __device__ explicit __nv_fp8_e8m0(float f) : __x(__nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf)) {}
  __host__ __device__ explicit __nv_fp8_e8m0(double f) : __x(__nv_cvt_double_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf)) {}
  __host__ __device__ explicit operator float() const { return __ptxamd_bf2f(__nv_cvt_e8m0_to_bf16raw(__x).x); }
};
#undef __PTXAMD_FP8_DI
#endif
