/* __ptxamd_f64nan.h (ptxamd): the H100's NaN results for HIP's double
 * math functions, in device code.
 *
 * CUDA's double functions (measured on the H100: conformance/cases/real13
 * and real2's mathlib_f64) return a NaN argument quietened, sign and
 * payload kept (the first NaN argument of two), and create the negative
 * quiet NaN 0xfff8000000000000 where the result is invalid (log(-1),
 * acos(2), pow(-1, 0.5), fmod(x, 0), sin(inf)); asin and atanh make that
 * NaN with the argument's sign; erf of a NaN gives 0x7fffffffe0000000 with
 * its sign and the Bessel functions j0, j1, y0 and y1 0x7fffffff00000000.
 * HIP's device library (ocml) makes the positive 0x7ff8000000000000,
 * passes signalling NaNs through unquietened and changes the sign of some.
 * A few zeros and one range differ too: sinpi of an integer is a zero of
 * the argument's sign, cospi's and normcdfinv's zeros are +0, expm1, log1p
 * and j1 keep a zero's sign, log1p of a subnormal is the argument, and
 * cyl_bessel_i1 of a large negative argument is the negated value of the
 * positive one (ocml gives NaN).
 *
 * Each wrapper calls ocml's function and fixes its result. The driver
 * points the device IR's calls of __ocml_NAME_f64 at __ptxamd_nan64_NAME,
 * outside the library's own functions, before optimisation
 * (ccwrap/mathcalls.go; --ptxamd-fast-nan leaves them), so every way to the
 * function (log, std::log, ::log) gets the same result; C macros on the
 * names would also rename users' identifiers and std::complex's
 * overloads. The wrappers are weak, so that each translation unit's IR
 * has them to call; unused ones are dropped at optimisation. */
#ifndef __PTXAMD_F64NAN_H__
#define __PTXAMD_F64NAN_H__
#if defined(__HIP_DEVICE_COMPILE__)

#define __PTXAMD_NAN64_FN extern "C" __device__ __attribute__((weak, always_inline))
#define __PTXAMD_AS_BITS(x) __builtin_bit_cast(unsigned long long, (x))
#define __PTXAMD_AS_F64(u) __builtin_bit_cast(double, (unsigned long long)(u))
/* a NaN quietened, sign and payload kept */
#define __PTXAMD_QNAN64(x) __PTXAMD_AS_F64(__PTXAMD_AS_BITS(x) | 0x0008000000000000ull)
#define __PTXAMD_INVALID64 __PTXAMD_AS_F64(0xfff8000000000000ull)
#define __PTXAMD_SIGN64(x) (__PTXAMD_AS_BITS(x) & 0x8000000000000000ull)

typedef __attribute__((address_space(5))) double __ptxamd_priv_f64;
typedef __attribute__((address_space(5))) int __ptxamd_priv_int;

static __device__ __attribute__((always_inline)) inline double __ptxamd_nan64_1(double r, double a) {
  return r == r ? r : a != a ? __PTXAMD_QNAN64(a) : __PTXAMD_INVALID64;
}
static __device__ __attribute__((always_inline)) inline double __ptxamd_nan64_2(double r, double a, double b) {
  return r == r ? r : a != a ? __PTXAMD_QNAN64(a) : __ptxamd_nan64_1(r, b);
}
static __device__ __attribute__((always_inline)) inline double __ptxamd_nan64_3(double r, double a, double b,
                                                                                double c) {
  return r == r ? r : a != a ? __PTXAMD_QNAN64(a) : __ptxamd_nan64_2(r, b, c);
}

/* The functions whose NaN follows the rule: the argument's, else 0xfff8... */
#define __PTXAMD_NAN64_1(name)                                                                                         \
  __PTXAMD_NAN64_FN double __ptxamd_nan64_##name(double a) { return __ptxamd_nan64_1(__ocml_##name##_f64(a), a); }
#define __PTXAMD_NAN64_2(name)                                                                                         \
  __PTXAMD_NAN64_FN double __ptxamd_nan64_##name(double a, double b) {                                                 \
    return __ptxamd_nan64_2(__ocml_##name##_f64(a, b), a, b);                                                          \
  }
__PTXAMD_NAN64_1(acos)
__PTXAMD_NAN64_1(acosh)
__PTXAMD_NAN64_1(asinh)
__PTXAMD_NAN64_1(atan)
__PTXAMD_NAN64_1(cbrt)
__PTXAMD_NAN64_1(cos)
__PTXAMD_NAN64_1(cosh)
__PTXAMD_NAN64_1(erfc)
__PTXAMD_NAN64_1(erfcinv)
__PTXAMD_NAN64_1(erfcx)
__PTXAMD_NAN64_1(erfinv)
__PTXAMD_NAN64_1(exp)
__PTXAMD_NAN64_1(exp10)
__PTXAMD_NAN64_1(exp2)
__PTXAMD_NAN64_1(i0)
__PTXAMD_NAN64_1(lgamma)
__PTXAMD_NAN64_1(log)
__PTXAMD_NAN64_1(log10)
__PTXAMD_NAN64_1(log2)
__PTXAMD_NAN64_1(logb)
__PTXAMD_NAN64_1(ncdf)
__PTXAMD_NAN64_1(rcbrt)
__PTXAMD_NAN64_1(rsqrt)
__PTXAMD_NAN64_1(sin)
__PTXAMD_NAN64_1(sinh)
__PTXAMD_NAN64_1(sqrt)
__PTXAMD_NAN64_1(tan)
__PTXAMD_NAN64_1(tanh)
__PTXAMD_NAN64_1(tgamma)
__PTXAMD_NAN64_2(atan2)
__PTXAMD_NAN64_2(fdim)
__PTXAMD_NAN64_2(fmod)
__PTXAMD_NAN64_2(hypot)
__PTXAMD_NAN64_2(nextafter)
__PTXAMD_NAN64_2(pow)
__PTXAMD_NAN64_2(remainder)
__PTXAMD_NAN64_2(rhypot)
__PTXAMD_NAN64_2(scalb)
#undef __PTXAMD_NAN64_1
#undef __PTXAMD_NAN64_2

__PTXAMD_NAN64_FN double __ptxamd_nan64_pown(double a, int n) { return __ptxamd_nan64_1(__ocml_pown_f64(a, n), a); }
__PTXAMD_NAN64_FN double __ptxamd_nan64_scalbn(double a, int n) {
  return __ptxamd_nan64_1(__ocml_scalbn_f64(a, n), a);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_ldexp(double a, int n) { return __ptxamd_nan64_1(__ocml_ldexp_f64(a, n), a); }
__PTXAMD_NAN64_FN double __ptxamd_nan64_len3(double a, double b, double c) {
  return __ptxamd_nan64_3(__ocml_len3_f64(a, b, c), a, b, c);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_rlen3(double a, double b, double c) {
  return __ptxamd_nan64_3(__ocml_rlen3_f64(a, b, c), a, b, c);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_len4(double a, double b, double c, double d) {
  double r = __ocml_len4_f64(a, b, c, d);
  return r == r ? r : a != a ? __PTXAMD_QNAN64(a) : __ptxamd_nan64_3(r, b, c, d);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_rlen4(double a, double b, double c, double d) {
  double r = __ocml_rlen4_f64(a, b, c, d);
  return r == r ? r : a != a ? __PTXAMD_QNAN64(a) : __ptxamd_nan64_3(r, b, c, d);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_remquo(double a, double b, __ptxamd_priv_int *q) {
  return __ptxamd_nan64_2(__ocml_remquo_f64(a, b, q), a, b);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_frexp(double a, __ptxamd_priv_int *e) {
  return __ptxamd_nan64_1(__ocml_frexp_f64(a, e), a);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_modf(double a, __ptxamd_priv_f64 *ip) {
  double r = __ocml_modf_f64(a, ip);
  *ip = __ptxamd_nan64_1(*ip, a);
  return __ptxamd_nan64_1(r, a);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_sincos(double a, __ptxamd_priv_f64 *c) {
  double s = __ocml_sincos_f64(a, c);
  *c = __ptxamd_nan64_1(*c, a);
  return __ptxamd_nan64_1(s, a);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_sincospi(double a, __ptxamd_priv_f64 *c) {
  double s = __ptxamd_nan64_1(__ocml_sincospi_f64(a, c), a);
  double k = __ptxamd_nan64_1(*c, a);
  *c = k == 0.0 ? 0.0 : k;
  return s == 0.0 ? __builtin_copysign(0.0, a) : s;
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_sinpi(double a) {
  double r = __ptxamd_nan64_1(__ocml_sinpi_f64(a), a);
  return r == 0.0 ? __builtin_copysign(0.0, a) : r;
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_cospi(double a) {
  double r = __ptxamd_nan64_1(__ocml_cospi_f64(a), a);
  return r == 0.0 ? 0.0 : r;
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_ncdfinv(double a) {
  double r = __ptxamd_nan64_1(__ocml_ncdfinv_f64(a), a);
  return r == 0.0 ? 0.0 : r;
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_expm1(double a) {
  return a == 0.0 ? a : __ptxamd_nan64_1(__ocml_expm1_f64(a), a);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_log1p(double a) {
  return __builtin_fabs(a) < 0x1p-60 ? a : __ptxamd_nan64_1(__ocml_log1p_f64(a), a);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_i1(double a) {
  double r = a < 0.0 ? -__ocml_i1_f64(-a) : __ocml_i1_f64(a);
  return __ptxamd_nan64_1(r, a);
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_asin(double a) {
  double r = __ocml_asin_f64(a);
  return r == r ? r : a != a ? __PTXAMD_QNAN64(a) : __PTXAMD_AS_F64(0x7ff8000000000000ull | __PTXAMD_SIGN64(a));
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_atanh(double a) {
  double r = __ocml_atanh_f64(a);
  return r == r ? r : a != a ? __PTXAMD_QNAN64(a) : __PTXAMD_AS_F64(0x7ff8000000000000ull | __PTXAMD_SIGN64(a));
}
__PTXAMD_NAN64_FN double __ptxamd_nan64_erf(double a) {
  double r = __ocml_erf_f64(a);
  return r == r ? r : a != a ? __PTXAMD_AS_F64(0x7fffffffe0000000ull | __PTXAMD_SIGN64(a)) : __PTXAMD_INVALID64;
}
/* j0, j1, y0, y1: a NaN argument gives 0x7fffffff00000000 */
#define __PTXAMD_NAN64_BESSEL(name, zero)                                                                              \
  __PTXAMD_NAN64_FN double __ptxamd_nan64_##name(double a) {                                                           \
    zero double r = __ocml_##name##_f64(a);                                                                            \
    return r == r ? r : a != a ? __PTXAMD_AS_F64(0x7fffffff00000000ull) : __PTXAMD_INVALID64;                          \
  }
__PTXAMD_NAN64_BESSEL(j0, )
__PTXAMD_NAN64_BESSEL(j1, if (a == 0.0) return a;)
__PTXAMD_NAN64_BESSEL(y0, )
__PTXAMD_NAN64_BESSEL(y1, )
#undef __PTXAMD_NAN64_BESSEL
__PTXAMD_NAN64_FN int __ptxamd_nan64_ilogb(double a) { return a != a ? (int)0x80000000u : __ocml_ilogb_f64(a); }

#undef __PTXAMD_NAN64_FN
#undef __PTXAMD_AS_BITS
#undef __PTXAMD_AS_F64
#undef __PTXAMD_QNAN64
#undef __PTXAMD_INVALID64
#undef __PTXAMD_SIGN64
#endif /* __HIP_DEVICE_COMPILE__ */
#endif
