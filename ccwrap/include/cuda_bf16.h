/* cuda_bf16.h (ptxamd): CUDA's bfloat16 API, written for ptxamd from
 * CUDA's documentation (not NVIDIA's file). HIP 5.2 has no __nv_bfloat16,
 * so the type is defined here: 16 bits (sign, 8 exponent, 7 fraction
 * bits), converted from float with round-to-nearest-even (a NaN becomes
 * 0x7fff, as on the H100) and to float exactly. Arithmetic is done in float and rounded to
 * bfloat16: exact for products (an 8-bit significand times another fits
 * in float's), and for sums and fma correctly rounded except where
 * float's own rounding comes first (operands more than 2^16 apart), where
 * the result may differ from the H100's in the last bit. */
#ifndef __PTXAMD_CUDA_BF16_H__
#define __PTXAMD_CUDA_BF16_H__
#pragma clang system_header
#include "cuda_fp16.h"

#define __PTXAMD_BF16_DI static __host__ __device__ __attribute__((always_inline)) inline

struct __nv_bfloat16_raw {
  unsigned short x;
};
struct __nv_bfloat162_raw {
  unsigned short x, y;
};

__PTXAMD_BF16_DI unsigned short __ptxamd_f2bf_rn(float f) {
  unsigned u = __builtin_bit_cast(unsigned, f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fff; /* NaN: the canonical one, as the H100 converts */
  u += 0x7fffu + ((u >> 16) & 1);
  return (unsigned short)(u >> 16);
}
/* double to bfloat16, rounded once; a NaN becomes 0x7fff, on sm_90 and
 * later (cvt.rn.bf16.f64) the NaN quietened with its sign and the top of
 * its payload, as the H100 gives them. */
__PTXAMD_BF16_DI unsigned short __ptxamd_d2bf_rn(double d) {
  if (d != d) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    const unsigned long long u = __builtin_bit_cast(unsigned long long, d);
    return (unsigned short)(0x7fc0u | ((u >> 48) & 0x8000u) | ((u >> 45) & 0x7fu));
#else
    return 0x7fff;
#endif
  }
  return __ptxamd_f2bf_rn(__ptxamd_d2f_odd(d));
}
__PTXAMD_BF16_DI float __ptxamd_bf2f(unsigned short h) { return __builtin_bit_cast(float, (unsigned)h << 16); }

struct __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
  __host__ __device__ __nv_bfloat16(float f) : __x(__ptxamd_f2bf_rn(f)) {}
  __host__ __device__ __nv_bfloat16(double f) : __x(__ptxamd_d2bf_rn(f)) {}
  __host__ __device__ __nv_bfloat16(int i) : __x(__ptxamd_f2bf_rn((float)i)) {}
  __host__ __device__ __nv_bfloat16(unsigned i) : __x(__ptxamd_f2bf_rn((float)i)) {}
  __host__ __device__ operator float() const { return __ptxamd_bf2f(__x); }
  __host__ __device__ operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{__x}; }
  __host__ __device__ __nv_bfloat16 &operator=(float f) {
    __x = __ptxamd_f2bf_rn(f);
    return *this;
  }
};
struct __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r) {
    x.__x = r.x;
    y.__x = r.y;
  }
  __host__ __device__ operator __nv_bfloat162_raw() const { return __nv_bfloat162_raw{x.__x, y.__x}; }
};
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* The functions share HIP's unnamed namespace with its __half ones, so
 * that a qualified call (::__hadd2, as CCCL writes) sees both overload
 * sets: a name declared directly in the global namespace would hide
 * HIP's. */
namespace {
__PTXAMD_BF16_DI __nv_bfloat16 __ptxamd_bf(unsigned short h) {
  __nv_bfloat16 r;
  r.__x = h;
  return r;
}

/* Conversions. */
__PTXAMD_BF16_DI __nv_bfloat16 __float2bfloat16(float f) { return __ptxamd_bf(__ptxamd_f2bf_rn(f)); }
__PTXAMD_BF16_DI __nv_bfloat16 __float2bfloat16_rn(float f) { return __ptxamd_bf(__ptxamd_f2bf_rn(f)); }
__PTXAMD_BF16_DI __nv_bfloat16 __float2bfloat16_rz(float f) {
  unsigned u = __builtin_bit_cast(unsigned, f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return __ptxamd_bf(0x7fff);
  return __ptxamd_bf((unsigned short)(u >> 16));
}
/* Toward -inf and +inf: a float's low 16 bits decide; NaN is the
 * canonical 0x7fff. */
__PTXAMD_BF16_DI unsigned short __ptxamd_f2bf_dir(float f, bool up) {
  unsigned u = __builtin_bit_cast(unsigned, f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fff;
  unsigned short h = (unsigned short)(u >> 16);
  bool neg = u >> 31;
  if ((u & 0xffffu) != 0 && up != neg)
    h++; /* away from zero: the magnitude grows (to inf at the top) */
  return h;
}
__PTXAMD_BF16_DI __nv_bfloat16 __float2bfloat16_rd(float f) { return __ptxamd_bf(__ptxamd_f2bf_dir(f, false)); }
__PTXAMD_BF16_DI __nv_bfloat16 __float2bfloat16_ru(float f) { return __ptxamd_bf(__ptxamd_f2bf_dir(f, true)); }
__PTXAMD_BF16_DI __nv_bfloat16 __double2bfloat16(double d) { return __ptxamd_bf(__ptxamd_d2bf_rn(d)); }
__PTXAMD_BF16_DI float __bfloat162float(__nv_bfloat16 h) { return __ptxamd_bf2f(h.__x); }
__PTXAMD_BF16_DI __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}
__PTXAMD_BF16_DI __nv_bfloat162 __float22bfloat162_rn(float2 f) { return __floats2bfloat162_rn(f.x, f.y); }
__PTXAMD_BF16_DI __nv_bfloat162 __float2bfloat162_rn(float f) { return __floats2bfloat162_rn(f, f); }
__PTXAMD_BF16_DI float2 __bfloat1622float2(__nv_bfloat162 h) { return make_float2(__bfloat162float(h.x), __bfloat162float(h.y)); }
__PTXAMD_BF16_DI float __low2float(__nv_bfloat162 h) { return __bfloat162float(h.x); }
__PTXAMD_BF16_DI float __high2float(__nv_bfloat162 h) { return __bfloat162float(h.y); }
__PTXAMD_BF16_DI __nv_bfloat16 __low2bfloat16(__nv_bfloat162 h) { return h.x; }
__PTXAMD_BF16_DI __nv_bfloat16 __high2bfloat16(__nv_bfloat162 h) { return h.y; }
__PTXAMD_BF16_DI __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__PTXAMD_BF16_DI __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__PTXAMD_BF16_DI __nv_bfloat162 make_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__PTXAMD_BF16_DI unsigned short __bfloat16_as_ushort(__nv_bfloat16 h) { return h.__x; }
__PTXAMD_BF16_DI short __bfloat16_as_short(__nv_bfloat16 h) { return (short)h.__x; }
__PTXAMD_BF16_DI __nv_bfloat16 __ushort_as_bfloat16(unsigned short u) { return __ptxamd_bf(u); }
__PTXAMD_BF16_DI __nv_bfloat16 __short_as_bfloat16(short u) { return __ptxamd_bf((unsigned short)u); }
__PTXAMD_BF16_DI int __bfloat162int_rz(__nv_bfloat16 h) { return (int)__bfloat162float(h); }
__PTXAMD_BF16_DI __nv_bfloat16 __int2bfloat16_rn(int i) { return __float2bfloat16((float)i); }

/* Arithmetic. In device code the sums, products, fma, max and min are
 * PTX's bf16 instructions as inline statements (sm_80 forms: a sum is
 * fma.rn.bf16 with 1.0, a product fma with -0.0), which ptxamd translates
 * with the H100's rounding and NaN; host code computes in float (see the
 * note at the top). Division is done in float everywhere. */
#if defined(__HIP_DEVICE_COMPILE__)
#define __PTXAMD_BF16_PTX(name, name2, t1, t2)                                                                       \
  __PTXAMD_BF16_DI __nv_bfloat16 name(__nv_bfloat16 a, __nv_bfloat16 b) {                                            \
    unsigned short r;                                                                                                \
    asm(t1 : "=h"(r) : "h"(a.__x), "h"(b.__x));                                                                      \
    return __ptxamd_bf(r);                                                                                           \
  }                                                                                                                  \
  __PTXAMD_BF16_DI __nv_bfloat162 name2(__nv_bfloat162 a, __nv_bfloat162 b) {                                        \
    unsigned r;                                                                                                      \
    asm(t2 : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)), "r"(__builtin_bit_cast(unsigned, b)));                  \
    return __builtin_bit_cast(__nv_bfloat162, r);                                                                    \
  }
#else
#define __PTXAMD_BF16_PTX(name, name2, t1, t2, expr)                                                                 \
  __PTXAMD_BF16_DI __nv_bfloat16 name(__nv_bfloat16 a_, __nv_bfloat16 b_) {                                          \
    float a = __bfloat162float(a_), b = __bfloat162float(b_);                                                        \
    return __float2bfloat16(expr);                                                                                   \
  }                                                                                                                  \
  __PTXAMD_BF16_DI __nv_bfloat162 name2(__nv_bfloat162 a, __nv_bfloat162 b) {                                        \
    return __nv_bfloat162(name(a.x, b.x), name(a.y, b.y));                                                           \
  }
#endif
#if defined(__HIP_DEVICE_COMPILE__)
__PTXAMD_BF16_PTX(__hadd, __hadd2, "{ .reg .b16 c; mov.b16 c, 0x3f80; fma.rn.bf16 %0, %1, c, %2; }", "{ .reg .b32 c; mov.b32 c, 0x3f803f80; fma.rn.bf16x2 %0, %1, c, %2; }")
__PTXAMD_BF16_PTX(__hadd_rn, __hadd2_rn, "{ .reg .b16 c; mov.b16 c, 0x3f80; fma.rn.bf16 %0, %1, c, %2; }", "{ .reg .b32 c; mov.b32 c, 0x3f803f80; fma.rn.bf16x2 %0, %1, c, %2; }")
__PTXAMD_BF16_PTX(__hsub, __hsub2, "{ .reg .b16 c; mov.b16 c, 0xbf80; fma.rn.bf16 %0, %2, c, %1; }", "{ .reg .b32 c; mov.b32 c, 0xbf80bf80; fma.rn.bf16x2 %0, %2, c, %1; }")
__PTXAMD_BF16_PTX(__hmul, __hmul2, "{ .reg .b16 c; mov.b16 c, 0x8000; fma.rn.bf16 %0, %1, %2, c; }", "{ .reg .b32 c; mov.b32 c, 0x80008000; fma.rn.bf16x2 %0, %1, %2, c; }")
__PTXAMD_BF16_PTX(__hmul_rn, __hmul2_rn, "{ .reg .b16 c; mov.b16 c, 0x8000; fma.rn.bf16 %0, %1, %2, c; }", "{ .reg .b32 c; mov.b32 c, 0x80008000; fma.rn.bf16x2 %0, %1, %2, c; }")
__PTXAMD_BF16_PTX(__hmax, __hmax2, "max.bf16 %0, %1, %2;", "max.bf16x2 %0, %1, %2;")
__PTXAMD_BF16_PTX(__hmin, __hmin2, "min.bf16 %0, %1, %2;", "min.bf16x2 %0, %1, %2;")
__PTXAMD_BF16_PTX(__hmax_nan, __hmax2_nan, "max.NaN.bf16 %0, %1, %2;", "max.NaN.bf16x2 %0, %1, %2;")
__PTXAMD_BF16_PTX(__hmin_nan, __hmin2_nan, "min.NaN.bf16 %0, %1, %2;", "min.NaN.bf16x2 %0, %1, %2;")
#else
__PTXAMD_BF16_PTX(__hadd, __hadd2, "", "", a + b)
__PTXAMD_BF16_PTX(__hadd_rn, __hadd2_rn, "", "", a + b)
__PTXAMD_BF16_PTX(__hsub, __hsub2, "", "", a - b)
__PTXAMD_BF16_PTX(__hmul, __hmul2, "", "", a * b)
__PTXAMD_BF16_PTX(__hmul_rn, __hmul2_rn, "", "", a * b)
__PTXAMD_BF16_PTX(__hmax, __hmax2, "", "", fmaxf(a, b))
__PTXAMD_BF16_PTX(__hmin, __hmin2, "", "", fminf(a, b))
__PTXAMD_BF16_PTX(__hmax_nan, __hmax2_nan, "", "", a != a || b != b ? __builtin_nanf("") : fmaxf(a, b))
__PTXAMD_BF16_PTX(__hmin_nan, __hmin2_nan, "", "", a != a || b != b ? __builtin_nanf("") : fminf(a, b))
#endif
#undef __PTXAMD_BF16_PTX
__PTXAMD_BF16_DI __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) / __bfloat162float(b)); }
__PTXAMD_BF16_DI __nv_bfloat162 __h2div(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
#if defined(__HIP_DEVICE_COMPILE__)
#define __PTXAMD_BF16_FMA(name, name2, op)                                                                           \
  __PTXAMD_BF16_DI __nv_bfloat16 name(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {                           \
    unsigned short r;                                                                                                \
    asm(op ".bf16 %0, %1, %2, %3;" : "=h"(r) : "h"(a.__x), "h"(b.__x), "h"(c.__x));                                  \
    return __ptxamd_bf(r);                                                                                           \
  }                                                                                                                  \
  __PTXAMD_BF16_DI __nv_bfloat162 name2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {                      \
    unsigned r;                                                                                                      \
    asm(op ".bf16x2 %0, %1, %2, %3;"                                                                                 \
        : "=r"(r)                                                                                                    \
        : "r"(__builtin_bit_cast(unsigned, a)), "r"(__builtin_bit_cast(unsigned, b)), "r"(__builtin_bit_cast(unsigned, c))); \
    return __builtin_bit_cast(__nv_bfloat162, r);                                                                    \
  }
__PTXAMD_BF16_FMA(__hfma, __hfma2, "fma.rn")
__PTXAMD_BF16_FMA(__hfma_relu, __hfma2_relu, "fma.rn.relu")
#undef __PTXAMD_BF16_FMA
#else
__PTXAMD_BF16_DI __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  return __float2bfloat16(fmaf(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c)));
}
__PTXAMD_BF16_DI __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__PTXAMD_BF16_DI __nv_bfloat16 __hfma_relu(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  float r = fmaf(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c));
  return r != r ? __ptxamd_bf(0x7fff) : __float2bfloat16(r < 0.0f ? 0.0f : r);
}
__PTXAMD_BF16_DI __nv_bfloat162 __hfma2_relu(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
#endif

__PTXAMD_BF16_DI __nv_bfloat162 __lowhigh2highlow(__nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }
__PTXAMD_BF16_DI __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__PTXAMD_BF16_DI __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
__PTXAMD_BF16_DI __nv_bfloat162 __low2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__PTXAMD_BF16_DI __nv_bfloat162 __high2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
/* Complex multiply-add, (a.x + i a.y)(b.x + i b.y) + c: a.x's products
 * first, then a.y's (the order the H100's results show). */
__PTXAMD_BF16_DI __nv_bfloat162 __hcmadd(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  __nv_bfloat16 re = __hfma(__ptxamd_bf(a.y.__x ^ 0x8000), b.y, __hfma(a.x, b.x, c.x));
  __nv_bfloat16 im = __hfma(a.y, b.x, __hfma(a.x, b.y, c.y));
  return __nv_bfloat162(re, im);
}
/* Saturation to [0, 1] (NaN to +0), as PTX's .sat. */
__PTXAMD_BF16_DI __nv_bfloat16 __ptxamd_bf_sat(__nv_bfloat16 a) {
  float f = __bfloat162float(a);
  return f != f ? __ptxamd_bf(0) : f <= 0.0f ? __ptxamd_bf(0) : f >= 1.0f ? __ptxamd_bf(0x3f80) : a;
}
__PTXAMD_BF16_DI __nv_bfloat16 __hadd_sat(__nv_bfloat16 a, __nv_bfloat16 b) { return __ptxamd_bf_sat(__hadd(a, b)); }
__PTXAMD_BF16_DI __nv_bfloat16 __hsub_sat(__nv_bfloat16 a, __nv_bfloat16 b) { return __ptxamd_bf_sat(__hsub(a, b)); }
__PTXAMD_BF16_DI __nv_bfloat16 __hmul_sat(__nv_bfloat16 a, __nv_bfloat16 b) { return __ptxamd_bf_sat(__hmul(a, b)); }
__PTXAMD_BF16_DI __nv_bfloat16 __hfma_sat(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) { return __ptxamd_bf_sat(__hfma(a, b, c)); }
__PTXAMD_BF16_DI __nv_bfloat162 __hadd2_sat(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); }
__PTXAMD_BF16_DI __nv_bfloat162 __hsub2_sat(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); }
__PTXAMD_BF16_DI __nv_bfloat162 __hmul2_sat(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); }
__PTXAMD_BF16_DI __nv_bfloat162 __hfma2_sat(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}

#if defined(__HIP__)
/* The math functions: correctly rounded, NaN as 0x7fff, as the H100
 * computes them (cuda_fp16.h says how; the names are its macros). */
__PTXAMD_BF16_DI __nv_bfloat16 __ptxamd_bf_of(double d) {
  return __ptxamd_bf(__ptxamd_d_isnan(d) ? 0x7fff : __ptxamd_f2bf_rn(__ptxamd_d2f_odd(d)));
}
#define __PTXAMD_BF16_DFN(name, name2, expr)                                                                         \
  __PTXAMD_BF16_DI __nv_bfloat16 __ptxamd_##name(__nv_bfloat16 a_) {                                                 \
    double a = (double)__bfloat162float(a_);                                                                         \
    return __ptxamd_bf_of(expr);                                                                                     \
  }                                                                                                                  \
  __PTXAMD_BF16_DI __nv_bfloat162 __ptxamd_##name2(__nv_bfloat162 a) {                                               \
    return __nv_bfloat162(__ptxamd_##name(a.x), __ptxamd_##name(a.y));                                               \
  }
__PTXAMD_16BIT_MATH(__PTXAMD_BF16_DFN)
#undef __PTXAMD_BF16_DFN
#endif
/* The roundings to integral values, exact in float. */
#define __PTXAMD_BF16_FN(name, name2, expr)                                                                          \
  __PTXAMD_BF16_DI __nv_bfloat16 name(__nv_bfloat16 a_) {                                                            \
    float a = __bfloat162float(a_);                                                                                  \
    return __float2bfloat16(expr);                                                                                   \
  }                                                                                                                  \
  __PTXAMD_BF16_DI __nv_bfloat162 name2(__nv_bfloat162 a) { return __nv_bfloat162(name(a.x), name(a.y)); }
__PTXAMD_BF16_FN(hfloor, h2floor, floorf(a))
__PTXAMD_BF16_FN(hceil, h2ceil, ceilf(a))
__PTXAMD_BF16_FN(htrunc, h2trunc, truncf(a))
__PTXAMD_BF16_FN(hrint, h2rint, rintf(a))
#undef __PTXAMD_BF16_FN
/* Sign changes; a NaN comes out as the canonical one, as on the H100. */
__PTXAMD_BF16_DI __nv_bfloat16 __hneg(__nv_bfloat16 a) { return __ptxamd_bf((a.__x & 0x7fff) > 0x7f80 ? 0x7fff : a.__x ^ 0x8000); }
__PTXAMD_BF16_DI __nv_bfloat16 __habs(__nv_bfloat16 a) { return __ptxamd_bf((a.__x & 0x7fff) > 0x7f80 ? 0x7fff : a.__x & 0x7fff); }
__PTXAMD_BF16_DI __nv_bfloat162 __hneg2(__nv_bfloat162 a) { return __nv_bfloat162(__hneg(a.x), __hneg(a.y)); }
__PTXAMD_BF16_DI __nv_bfloat162 __habs2(__nv_bfloat162 a) { return __nv_bfloat162(__habs(a.x), __habs(a.y)); }
__PTXAMD_BF16_DI bool __heq(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) == __bfloat162float(b); }
__PTXAMD_BF16_DI bool __hne(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(b); }
__PTXAMD_BF16_DI bool __hlt(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) < __bfloat162float(b); }
__PTXAMD_BF16_DI bool __hle(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) <= __bfloat162float(b); }
__PTXAMD_BF16_DI bool __hgt(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) > __bfloat162float(b); }
__PTXAMD_BF16_DI bool __hge(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) >= __bfloat162float(b); }
__PTXAMD_BF16_DI bool __hisnan(__nv_bfloat16 a) { return (a.__x & 0x7fff) > 0x7f80; }
__PTXAMD_BF16_DI int __hisinf(__nv_bfloat16 a) { return (a.__x & 0x7fff) == 0x7f80 ? (a.__x >> 15 ? -1 : 1) : 0; }

} // namespace

#if defined(__HIP__)
/* Atomic adds, as the PTX nvcc emits for them. */
static __device__ inline __nv_bfloat162 atomicAdd(__nv_bfloat162 *p, __nv_bfloat162 v) {
  unsigned r;
  asm volatile("atom.add.noftz.bf16x2 %0, [%1], %2;" : "=r"(r) : "l"(p), "r"(__builtin_bit_cast(unsigned, v)) : "memory");
  return __builtin_bit_cast(__nv_bfloat162, r);
}
static __device__ inline __nv_bfloat16 atomicAdd(__nv_bfloat16 *p, __nv_bfloat16 v) {
  unsigned short r;
  asm volatile("atom.add.noftz.bf16 %0, [%1], %2;" : "=h"(r) : "l"(p), "h"(v.__x) : "memory");
  return __ushort_as_bfloat16(r);
}
#endif

/* The conversions with the integer types (generated). */
#include "__ptxamd_bf16.h"

/* Operators, as CUDA's header gives them. */
__PTXAMD_BF16_DI __nv_bfloat16 operator+(__nv_bfloat16 a, __nv_bfloat16 b) { return __hadd(a, b); }
__PTXAMD_BF16_DI __nv_bfloat16 operator-(__nv_bfloat16 a, __nv_bfloat16 b) { return __hsub(a, b); }
__PTXAMD_BF16_DI __nv_bfloat16 operator*(__nv_bfloat16 a, __nv_bfloat16 b) { return __hmul(a, b); }
__PTXAMD_BF16_DI __nv_bfloat16 operator/(__nv_bfloat16 a, __nv_bfloat16 b) { return __hdiv(a, b); }
__PTXAMD_BF16_DI __nv_bfloat16 operator-(__nv_bfloat16 a) { return __hneg(a); }
__PTXAMD_BF16_DI __nv_bfloat16 &operator+=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __hadd(a, b); }
__PTXAMD_BF16_DI __nv_bfloat16 &operator*=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __hmul(a, b); }
__PTXAMD_BF16_DI __nv_bfloat162 operator+(__nv_bfloat162 a, __nv_bfloat162 b) { return __hadd2(a, b); }
__PTXAMD_BF16_DI __nv_bfloat162 operator*(__nv_bfloat162 a, __nv_bfloat162 b) { return __hmul2(a, b); }
__PTXAMD_BF16_DI __nv_bfloat162 operator-(__nv_bfloat162 a, __nv_bfloat162 b) { return __hsub2(a, b); }

#endif
