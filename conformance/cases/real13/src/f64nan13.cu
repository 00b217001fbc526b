// real13: what double-precision code sees at its edges: the f64 math
// functions' NaN results (which NaN, with which sign and payload) over
// NaN, infinite, negative, zero and huge arguments; f64 arithmetic, abs
// and negation of NaNs; and double converted to the narrow formats
// (float, half, bfloat16, FP8) and to integers, at the midpoints between
// the narrow format's neighbours where two roundings would differ from
// one.
//
// Each math result is written twice: its bits (full) and a view that
// keeps a NaN's bits but only the class of a number (zero, subnormal,
// normal, infinity, and the sign), so that a library whose last bits
// differ can still be compared on its NaNs. The view leaves out the pairs
// of two NaN arguments (where the H100's choice follows ptxas's operand
// slots) and jn and yn (PUT_FULL).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <stdint.h>

__device__ __forceinline__ unsigned long long bits(double r) { return (unsigned long long)__double_as_longlong(r); }

__device__ __forceinline__ unsigned long long nan_view(double r) {
    unsigned long long u = bits(r);
    if (r != r) return u;
    unsigned long long cls = r == 0.0 ? 1 : fabs(r) < 2.2250738585072014e-308 ? 2 : isinf(r) ? 4 : 3;
    return cls | (u >> 63) << 4;
}

#define PUT(expr)                                   \
    do {                                            \
        double r_ = (expr);                         \
        full[(size_t)n * k] = bits(r_);             \
        view[(size_t)n * k] = mask ? 0 : nan_view(r_); \
        k++;                                        \
    } while (0)

// Bits only, no view: jn and yn (the H100's jn(3, x) is NaN for tiny x,
// and its yn(2, NaN) is 0xfff8000000000000).
#define PUT_FULL(expr)                              \
    do {                                            \
        full[(size_t)n * k] = bits(expr);           \
        view[(size_t)n * k] = 0;                    \
        k++;                                        \
    } while (0)

extern "C" __global__ void f64_unary(const double* __restrict__ x, unsigned long long* __restrict__ full_,
                                     unsigned long long* __restrict__ view_, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const double v = x[i];
    unsigned long long* full = full_ + i;
    unsigned long long* view = view_ + i;
    const bool mask = false;  // one argument: every result has a view
    int k = 0;
    PUT(acos(v));
    PUT(acosh(v));
    PUT(asin(v));
    PUT(asinh(v));
    PUT(atan(v));
    PUT(atanh(v));
    PUT(cbrt(v));
    PUT(ceil(v));
    PUT(cos(v));
    PUT(cosh(v));
    PUT(cospi(v));
    PUT(cyl_bessel_i0(v));
    PUT(cyl_bessel_i1(v));
    PUT(erf(v));
    PUT(erfc(v));
    PUT(erfcinv(v));
    PUT(erfcx(v));
    PUT(erfinv(v));
    PUT(exp(v));
    PUT(exp10(v));
    PUT(exp2(v));
    PUT(expm1(v));
    PUT(floor(v));
    PUT(j0(v));
    PUT(j1(v));
    PUT_FULL(jn(3, v));
    PUT(lgamma(v));
    PUT(log(v));
    PUT(log10(v));
    PUT(log1p(v));
    PUT(log2(v));
    PUT(logb(v));
    PUT(nearbyint(v));
    PUT(normcdf(v));
    PUT(normcdfinv(v));
    PUT(rcbrt(v));
    PUT(rint(v));
    PUT(round(v));
    PUT(rsqrt(v));
    PUT(sin(v));
    PUT(sinh(v));
    PUT(sinpi(v));
    PUT(sqrt(v));
    PUT(tan(v));
    PUT(tanh(v));
    PUT(tgamma(v));
    PUT(trunc(v));
    PUT(y0(v));
    PUT(y1(v));
    PUT_FULL(yn(2, v));
    double ip;
    PUT(modf(v, &ip));
    PUT(ip);
    int e;
    PUT(frexp(v, &e));
    PUT(ldexp(v, -3));
    PUT(scalbn(v, 5));
    double s, c;
    sincos(v, &s, &c);
    PUT(s);
    PUT(c);
    sincospi(v, &s, &c);
    PUT(s);
    PUT(c);
    PUT(fabs(v));
    PUT(-v);
    PUT(copysign(2.0, v));
    // integer results of NaN, infinite and huge arguments
    full[(size_t)n * k] = (unsigned long long)(long long)ilogb(v);
    view[(size_t)n * k++] = (unsigned long long)(long long)ilogb(v);
    full[(size_t)n * k] = (unsigned long long)llrint(v);
    view[(size_t)n * k++] = (unsigned long long)llrint(v);
    full[(size_t)n * k] = (unsigned long long)llround(v);
    view[(size_t)n * k++] = (unsigned long long)llround(v);
}

extern "C" __global__ void f64_binary(const double* __restrict__ a_, const double* __restrict__ b_,
                                      unsigned long long* __restrict__ full_, unsigned long long* __restrict__ view_,
                                      int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const double a = a_[i], b = b_[i];
    unsigned long long* full = full_ + i;
    unsigned long long* view = view_ + i;
    // Which of two NaN arguments the H100 returns follows ptxas's choice of
    // operand slots, not the source: the view leaves those pairs out.
    const bool mask = a != a && b != b;
    int k = 0;
    PUT(atan2(a, b));
    PUT(copysign(a, b));
    PUT(fdim(a, b));
    PUT(fmax(a, b));
    PUT(fmin(a, b));
    PUT(fmod(a, b));
    PUT(hypot(a, b));
    PUT(nextafter(a, b));
    PUT(pow(a, b));
    PUT(remainder(a, b));
    PUT(rhypot(a, b));
    int q;
    PUT(remquo(a, b, &q));
    PUT(norm3d(a, b, 1.0));
    PUT(rnorm3d(a, b, 1.0));
    PUT(fma(a, b, 0.5));
    PUT(fma(0.5, a, b));
    PUT(pow(a, 2.0));
    PUT(pow(2.0, b));
}

// Arithmetic: sums, products, quotients, square roots, abs and negation
// with NaN operands of both signs and payloads, quiet and signalling.
extern "C" __global__ void f64_arith(const double* __restrict__ a_, const double* __restrict__ b_,
                                     unsigned long long* __restrict__ out, unsigned long long* __restrict__ view,
                                     int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const double a = a_[i], b = b_[i];
    unsigned long long* o = out + i;
    int k = 0;
    o[(size_t)n * k++] = bits(a + b);
    o[(size_t)n * k++] = bits(a - b);
    o[(size_t)n * k++] = bits(a * b);
    o[(size_t)n * k++] = bits(a / b);
    o[(size_t)n * k++] = bits(fabs(a));
    o[(size_t)n * k++] = bits(-a);
    o[(size_t)n * k++] = bits(fabs(a) + 1.0);
    o[(size_t)n * k++] = bits(-a * b);
    o[(size_t)n * k++] = bits(a * 2.0 + b);
    o[(size_t)n * k++] = bits(__dadd_rz(a, b));
    o[(size_t)n * k++] = bits(__dmul_ru(a, b));
    o[(size_t)n * k++] = bits(__ddiv_rd(a, b));
    o[(size_t)n * k++] = bits(__dsqrt_rn(a));
    o[(size_t)n * k++] = bits(__drcp_rn(a));
    o[(size_t)n * k++] = bits((double)(float)a);
    o[(size_t)n * k++] = bits(a < b ? a : b);
    // The view: the bits, less the pairs of two NaNs (see f64_binary).
    const bool mask = a != a && b != b;
    for (int j = 0; j < k; j++) view[(size_t)n * j + i] = mask ? 0 : o[(size_t)n * j];
}

// Conversions from double, one word per result.
extern "C" __global__ void f64_convert(const double* __restrict__ d_, uint32_t* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const double d = d_[i];
    uint32_t* o = out + i;
    int k = 0;
    o[n * k++] = __bfloat16_as_ushort(__double2bfloat16(d)) | (uint32_t)__half_as_ushort(__double2half(d)) << 16;
    o[n * k++] = __bfloat16_as_ushort(__nv_bfloat16(d)) | (uint32_t)__half_as_ushort(__half(d)) << 16;
    o[n * k++] = __nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E4M3) |
                 (uint32_t)__nv_cvt_double_to_fp8(d, __NV_NOSAT, __NV_E4M3) << 8 |
                 (uint32_t)__nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E5M2) << 16 |
                 (uint32_t)__nv_cvt_double_to_fp8(d, __NV_NOSAT, __NV_E5M2) << 24;
    const __nv_fp8_e4m3 q4(d);
    const __nv_fp8_e5m2 q5(d);
    o[n * k++] = q4.__x | (uint32_t)q5.__x << 8;
    o[n * k++] = __float_as_uint(__double2float_rn(d));
    o[n * k++] = __float_as_uint(__double2float_rz(d));
    o[n * k++] = __float_as_uint(__double2float_ru(d));
    o[n * k++] = __float_as_uint(__double2float_rd(d));
    o[n * k++] = __float_as_uint((float)d);
    o[n * k++] = (uint32_t)__double2int_rn(d);
    o[n * k++] = (uint32_t)__double2int_rz(d);
    o[n * k++] = __double2uint_ru(d);
    o[n * k++] = __double2uint_rd(d);
    const long long ll = __double2ll_rn(d);
    o[n * k++] = (uint32_t)ll;
    o[n * k++] = (uint32_t)(ll >> 32);
    const unsigned long long ull = __double2ull_rz(d);
    o[n * k++] = (uint32_t)ull;
    o[n * k++] = (uint32_t)(ull >> 32);
    o[n * k++] = (uint32_t)__double2hiint(d);
}
