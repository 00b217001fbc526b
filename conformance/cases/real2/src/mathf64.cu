// Double-precision math library (libdevice, inlined into the PTX) and a
// block reduction in double.
#include <cstdint>

extern "C" __global__ void mathlib_f64(const double* __restrict__ x, double* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    double* o = out + i;
    int k = 0;
    o[n * k++] = erf(v);
    o[n * k++] = erfc(v);
    o[n * k++] = lgamma(v);
    o[n * k++] = tgamma(v);
    o[n * k++] = cbrt(v);
    o[n * k++] = expm1(v);
    o[n * k++] = log1p(v);
    o[n * k++] = rsqrt(v);
    o[n * k++] = normcdf(v);
    o[n * k++] = rint(v);
    o[n * k++] = nearbyint(v);
    o[n * k++] = round(v);
    int e;
    o[n * k++] = frexp(v, &e);
    o[n * k++] = (double)e;
    o[n * k++] = ldexp(v, (i % 61) - 30);
    o[n * k++] = exp(v);
    o[n * k++] = exp2(v);
    o[n * k++] = exp10(v);
    o[n * k++] = log(v);
    o[n * k++] = log2(v);
    o[n * k++] = log10(v);
    o[n * k++] = sin(v);
    o[n * k++] = cos(v);
    o[n * k++] = tan(v);
    o[n * k++] = asin(v);
    o[n * k++] = acos(v);
    o[n * k++] = atan(v);
    o[n * k++] = sinh(v);
    o[n * k++] = cosh(v);
    o[n * k++] = tanh(v);
    o[n * k++] = asinh(v);
    o[n * k++] = acosh(v);
    o[n * k++] = atanh(v);
    o[n * k++] = sinpi(v);
    o[n * k++] = cospi(v);
    o[n * k++] = sqrt(v);
    o[n * k++] = 1.0 / v;
    o[n * k++] = j0(v);
    o[n * k++] = y1(v);
    o[n * k++] = erfinv(v);
    o[n * k++] = normcdfinv(v);
    o[n * k++] = (double)ilogb(v);
}

extern "C" __global__ void mathlib2_f64(const double* __restrict__ x, const double* __restrict__ y, double* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double a = x[i], b = y[i];
    double* o = out + i;
    int k = 0;
    o[n * k++] = pow(a, b);
    o[n * k++] = atan2(a, b);
    o[n * k++] = hypot(a, b);
    o[n * k++] = fmod(a, b);
    o[n * k++] = remainder(a, b);
    o[n * k++] = fdim(a, b);
    o[n * k++] = nextafter(a, b);
    int q;
    o[n * k++] = remquo(a, b, &q);
    o[n * k++] = (double)(q & 7);
    o[n * k++] = fmin(a, b);
    o[n * k++] = fmax(a, b);
    o[n * k++] = a / b;
    o[n * k++] = fma(a, b, -a);
    o[n * k++] = pow(a, 0.5);
}
