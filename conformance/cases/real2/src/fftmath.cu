// FFT butterflies and the single-precision math library, elementwise over
// inputs that include special values. Built three ways: default, with
// --use_fast_math, and with -ftz=true -prec-div=false -prec-sqrt=false.
#include <cstdint>

// 256-point complex FFT per block (128 threads, one butterfly each per
// stage), decimation in time with bit-reversed input order.
extern "C" __global__ void fft256(const float2* __restrict__ in, float2* __restrict__ out, int inverse) {
    __shared__ float2 s[256];
    const float2* src = in + blockIdx.x * 256;
    for (int i = threadIdx.x; i < 256; i += blockDim.x) s[__brev(i) >> 24] = src[i];
    __syncthreads();
    for (int half = 1; half < 256; half <<= 1) {
        int t = threadIdx.x;
        int grp = t / half, pos = t % half;
        int i0 = grp * 2 * half + pos, i1 = i0 + half;
        float sn, cs;
        float a = (inverse ? 1.0f : -1.0f) * (float)pos / (float)half;
        sincospif(a, &sn, &cs);
        float2 u = s[i0], v = s[i1];
        float2 w = make_float2(cs * v.x - sn * v.y, cs * v.y + sn * v.x);
        __syncthreads();
        s[i0] = make_float2(u.x + w.x, u.y + w.y);
        s[i1] = make_float2(u.x - w.x, u.y - w.y);
        __syncthreads();
    }
    float2* dst = out + blockIdx.x * 256;
    for (int i = threadIdx.x; i < 256; i += blockDim.x) dst[i] = s[i];
}

// Radix-2 stage with __sinf/__cosf twiddles (the fast-math style).
extern "C" __global__ void fft_stage_fast(const float2* __restrict__ in, float2* __restrict__ out, int n, int half) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n / 2) return;
    int grp = t / half, pos = t % half;
    int i0 = grp * 2 * half + pos, i1 = i0 + half;
    float ang = -3.14159265358979f * (float)pos / (float)half;
    float sn = __sinf(ang), cs = __cosf(ang);
    float2 u = in[i0], v = in[i1];
    float2 w = make_float2(cs * v.x - sn * v.y, cs * v.y + sn * v.x);
    out[i0] = make_float2(u.x + w.x, u.y + w.y);
    out[i1] = make_float2(u.x - w.x, u.y - w.y);
}

#define NF1 40
extern "C" __global__ void mathlib_f32(const float* __restrict__ x, float* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float* o = out + i;
    int k = 0;
    o[n * k++] = erff(v);
    o[n * k++] = erfcf(v);
    o[n * k++] = lgammaf(v);
    o[n * k++] = tgammaf(v);
    o[n * k++] = cbrtf(v);
    o[n * k++] = expm1f(v);
    o[n * k++] = log1pf(v);
    o[n * k++] = rsqrtf(v);
    o[n * k++] = normcdff(v);
    o[n * k++] = rintf(v);
    o[n * k++] = nearbyintf(v);
    o[n * k++] = roundf(v);
    o[n * k++] = truncf(v);
    int e;
    float m = frexpf(v, &e);
    o[n * k++] = m;
    o[n * k++] = (float)e;
    o[n * k++] = ldexpf(v, (i % 41) - 20);
    o[n * k++] = expf(v);
    o[n * k++] = exp2f(v);
    o[n * k++] = exp10f(v);
    o[n * k++] = logf(v);
    o[n * k++] = log2f(v);
    o[n * k++] = log10f(v);
    o[n * k++] = sinf(v);
    o[n * k++] = cosf(v);
    o[n * k++] = tanf(v);
    o[n * k++] = asinf(v);
    o[n * k++] = acosf(v);
    o[n * k++] = atanf(v);
    o[n * k++] = sinhf(v);
    o[n * k++] = coshf(v);
    o[n * k++] = tanhf(v);
    o[n * k++] = asinhf(v);
    o[n * k++] = acoshf(v);
    o[n * k++] = atanhf(v);
    o[n * k++] = sinpif(v);
    o[n * k++] = cospif(v);
    o[n * k++] = sqrtf(v);
    o[n * k++] = 1.0f / v;
    o[n * k++] = logbf(v);
    o[n * k++] = (float)ilogbf(v);
}

#define NF2 16
extern "C" __global__ void mathlib2_f32(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i], b = y[i];
    float* o = out + i;
    int k = 0;
    o[n * k++] = powf(a, b);
    o[n * k++] = atan2f(a, b);
    o[n * k++] = hypotf(a, b);
    o[n * k++] = fmodf(a, b);
    o[n * k++] = remainderf(a, b);
    o[n * k++] = fdimf(a, b);
    o[n * k++] = copysignf(a, b);
    o[n * k++] = nextafterf(a, b);
    int q;
    o[n * k++] = remquof(a, b, &q);
    o[n * k++] = (float)(q & 7);
    o[n * k++] = fminf(a, b);
    o[n * k++] = fmaxf(a, b);
    o[n * k++] = a / b;
    o[n * k++] = fmaf(a, b, -a);
    o[n * k++] = powf(a, 3.0f);
    o[n * k++] = __fdividef(a, b);
}

// Special functions users reach for in statistics and physics code.
extern "C" __global__ void mathlib_special_f32(const float* __restrict__ x, float* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float* o = out + i;
    int k = 0;
    o[n * k++] = j0f(v);
    o[n * k++] = j1f(v);
    o[n * k++] = y0f(v);
    o[n * k++] = erfinvf(v);
    o[n * k++] = erfcinvf(v);
    o[n * k++] = normcdfinvf(v);
    o[n * k++] = rcbrtf(v);
    o[n * k++] = cyl_bessel_i0f(v);
    float s, c;
    sincosf(v, &s, &c);
    o[n * k++] = s;
    o[n * k++] = c;
    float ip;
    o[n * k++] = modff(v, &ip);
    o[n * k++] = ip;
}
