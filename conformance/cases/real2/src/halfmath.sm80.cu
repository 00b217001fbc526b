// half and bfloat16 math through cuda_fp16.h / cuda_bf16.h intrinsics, over
// pairs of inputs that include NaN, infinities, denormals and -0.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define NH 30
extern "C" __global__ void half_math(const __half* __restrict__ pa, const __half* __restrict__ pb,
                                     __half* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half a = pa[i], b = pb[i];
    __half* o = out + i;
    int k = 0;
    o[n * k++] = __hadd(a, b);
    o[n * k++] = __hsub(a, b);
    o[n * k++] = __hmul(a, b);
    o[n * k++] = __hdiv(a, b);
    o[n * k++] = __hfma(a, b, a);
    o[n * k++] = __hfma_relu(a, b, b);
    o[n * k++] = __hmax(a, b);
    o[n * k++] = __hmin(a, b);
    o[n * k++] = __hmax_nan(a, b);
    o[n * k++] = __hmin_nan(a, b);
    o[n * k++] = __hadd_sat(a, b);
    o[n * k++] = __hfma_sat(a, b, a);
    o[n * k++] = hexp(a);
    o[n * k++] = hexp2(a);
    o[n * k++] = hlog(a);
    o[n * k++] = hlog2(a);
    o[n * k++] = hsin(a);
    o[n * k++] = hcos(a);
    o[n * k++] = hrcp(a);
    o[n * k++] = hrsqrt(a);
    o[n * k++] = hsqrt(a);
    o[n * k++] = hfloor(a);
    o[n * k++] = hceil(a);
    o[n * k++] = htrunc(a);
    o[n * k++] = hrint(a);
    o[n * k++] = __habs(a);
    o[n * k++] = __hneg(a);
    o[n * k++] = __hisnan(a) ? __float2half(1.0f) : __hisinf(a) ? __float2half(-1.0f) : __float2half(0.0f);
    o[n * k++] = __hge(a, b) ? a : __hlt(a, b) ? b : __float2half(2.0f);
    o[n * k++] = hexp10(a);
}

#define NH2 16
extern "C" __global__ void half2_math(const __half2* __restrict__ pa, const __half2* __restrict__ pb,
                                      __half2* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half2 a = pa[i], b = pb[i];
    __half2* o = out + i;
    int k = 0;
    o[n * k++] = __hfma2(a, b, a);
    o[n * k++] = __hfma2_relu(a, b, b);
    o[n * k++] = __hmax2_nan(a, b);
    o[n * k++] = __hmin2(a, b);
    o[n * k++] = __hadd2_sat(a, b);
    o[n * k++] = __h2div(a, b);
    o[n * k++] = h2exp(a);
    o[n * k++] = h2log(a);
    o[n * k++] = h2sqrt(a);
    o[n * k++] = h2rcp(a);
    o[n * k++] = h2rsqrt(a);
    o[n * k++] = __habs2(a);
    o[n * k++] = __hneg2(b);
    o[n * k++] = __heq2(a, b);
    o[n * k++] = __hge2(a, b);
    o[n * k++] = __lowhigh2highlow(__hisnan2(a));
}

#define NHC 20
extern "C" __global__ void half_convert(const float* __restrict__ x, unsigned* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float f = x[i];
    unsigned* o = out + i;
    int k = 0;
    o[n * k++] = __half_as_ushort(__float2half_rn(f));
    o[n * k++] = __half_as_ushort(__float2half_rz(f));
    o[n * k++] = __half_as_ushort(__float2half_rd(f));
    o[n * k++] = __half_as_ushort(__float2half_ru(f));
    __half h = __float2half_rn(f);
    o[n * k++] = (unsigned)__half2int_rn(h);
    o[n * k++] = (unsigned)__half2int_rz(h);
    o[n * k++] = (unsigned)__half2int_rd(h);
    o[n * k++] = (unsigned)__half2int_ru(h);
    o[n * k++] = __half2uint_rz(h);
    o[n * k++] = (unsigned)(int)__half2short_rn(h);
    o[n * k++] = (unsigned)__half2ll_rz(h);
    int iv = (int)(f * 1000.0f);
    o[n * k++] = __half_as_ushort(__int2half_rn(iv));
    o[n * k++] = __half_as_ushort(__int2half_rz(iv));
    o[n * k++] = __half_as_ushort(__uint2half_rd((unsigned)iv));
    o[n * k++] = __half_as_ushort(__short2half_ru((short)iv));
    o[n * k++] = __half_as_ushort(__ll2half_rn((long long)iv * 1000));
    o[n * k++] = __half_as_ushort(__double2half((double)f * 1.0000001));
    __half2 p = __floats2half2_rn(f, -f * 0.5f);
    o[n * k++] = *reinterpret_cast<unsigned*>(&p);
    float2 back = __half22float2(p);
    o[n * k++] = __float_as_uint(back.x + back.y);
    o[n * k++] = __float_as_uint(__half2float(h));
}

#define NB 24
extern "C" __global__ void bf16_math(const __nv_bfloat16* __restrict__ pa, const __nv_bfloat16* __restrict__ pb,
                                     __nv_bfloat16* __restrict__ out, const float* __restrict__ xf,
                                     unsigned short* __restrict__ cv, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __nv_bfloat16 a = pa[i], b = pb[i];
    __nv_bfloat16* o = out + i;
    int k = 0;
    o[n * k++] = __hadd(a, b);
    o[n * k++] = __hsub(a, b);
    o[n * k++] = __hmul(a, b);
    o[n * k++] = __hdiv(a, b);
    o[n * k++] = __hfma(a, b, a);
    o[n * k++] = __hfma_relu(a, b, b);
    o[n * k++] = __hmax(a, b);
    o[n * k++] = __hmin(a, b);
    o[n * k++] = __hmax_nan(a, b);
    o[n * k++] = __hmin_nan(a, b);
    o[n * k++] = hexp(a);
    o[n * k++] = hlog(a);
    o[n * k++] = hsqrt(a);
    o[n * k++] = hrcp(a);
    o[n * k++] = hsin(a);
    o[n * k++] = hfloor(a);
    o[n * k++] = hrint(a);
    o[n * k++] = __habs(a);
    o[n * k++] = __hneg(a);
    __nv_bfloat162 a2 = __halves2bfloat162(a, b), b2 = __halves2bfloat162(b, a);
    __nv_bfloat162 r2 = __hfma2(a2, b2, a2);
    o[n * k++] = __low2bfloat16(r2);
    o[n * k++] = __high2bfloat16(h2exp(a2));
    o[n * k++] = __low2bfloat16(__hmul2(a2, b2));
    o[n * k++] = __high2bfloat16(__hmax2_nan(a2, b2));
    o[n * k++] = __float2bfloat16(__bfloat162float(a) * 3.0f);
    float f = xf[i];
    unsigned short* c = cv + i;
    int j = 0;
    c[n * j++] = __bfloat16_as_ushort(__float2bfloat16(f));
    c[n * j++] = __bfloat16_as_ushort(__float2bfloat16_rz(f));
    c[n * j++] = __bfloat16_as_ushort(__float2bfloat16_rd(f));
    c[n * j++] = __bfloat16_as_ushort(__float2bfloat16_ru(f));
    c[n * j++] = (unsigned short)__bfloat162int_rz(__float2bfloat16(f));
    c[n * j++] = __bfloat16_as_ushort(__int2bfloat16_rn((int)(f * 1000.0f)));
    c[n * j++] = __bfloat16_as_ushort(__double2bfloat16((double)f * 1.0000001));
    c[n * j++] = __half_as_ushort(__float2half(__bfloat162float(__float2bfloat16(f))));
}
