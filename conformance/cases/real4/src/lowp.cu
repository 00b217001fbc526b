// Low-precision intrinsic breadth over edge inputs, one kernel a module
// (-DKSEL=N): half2 transcendentals, bf16x2 math and conversions, fp8
// (cuda_fp8.h) and fp4/fp6/e8m0 (cuda_fp4.h, cuda_fp6.h) conversions.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <stdint.h>
#if KSEL == 4
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#endif

static __device__ __forceinline__ uint32_t h2u(__half2 h) { return *reinterpret_cast<uint32_t*>(&h); }
static __device__ __forceinline__ uint32_t b2u(__nv_bfloat162 h) { return *reinterpret_cast<uint32_t*>(&h); }

#if KSEL == 1
// a, b: half pairs (a[i], b[i]) packed as half2 {a, b}; 24 words out each.
extern "C" __global__ void half2_transc(const __half2* __restrict__ in, uint32_t* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const __half2 x = in[i];
    uint32_t* o = out + (size_t)i * 24;
    o[0] = h2u(h2exp(x));
    o[1] = h2u(h2exp2(x));
    o[2] = h2u(h2exp10(x));
    o[3] = h2u(h2log(x));
    o[4] = h2u(h2log2(x));
    o[5] = h2u(h2log10(x));
    o[6] = h2u(h2rsqrt(x));
    o[7] = h2u(h2rcp(x));
    o[8] = h2u(h2sqrt(x));
    o[9] = h2u(h2sin(x));
    o[10] = h2u(h2cos(x));
    o[11] = h2u(h2trunc(x)) ^ (h2u(h2ceil(x)) << 1);
    o[12] = h2u(h2floor(x));
    o[13] = h2u(h2rint(x));
    const __half lo = __low2half(x), hi = __high2half(x);
    o[14] = __half_as_ushort(hexp(lo)) | ((uint32_t)__half_as_ushort(hlog(hi)) << 16);
    o[15] = __half_as_ushort(hrsqrt(lo)) | ((uint32_t)__half_as_ushort(hrcp(hi)) << 16);
    o[16] = __half_as_ushort(hexp2(lo)) | ((uint32_t)__half_as_ushort(hlog2(hi)) << 16);
    o[17] = __half_as_ushort(hsin(lo)) | ((uint32_t)__half_as_ushort(hcos(hi)) << 16);
    o[18] = __half_as_ushort(__hdiv(lo, hi)) | ((uint32_t)__half_as_ushort(__hdiv(hi, lo)) << 16);
    o[19] = h2u(__h2div(x, __lowhigh2highlow(x)));
    o[20] = h2u(__hcmadd(x, __lowhigh2highlow(x), __float2half2_rn(0.5f)));
    o[21] = h2u(__hmin2_nan(x, __lowhigh2highlow(x))) ^ (h2u(__hmax2(x, __lowhigh2highlow(x))) << 3);
    o[22] = h2u(__hsub2_sat(x, __float2half2_rn(0.25f))) + h2u(__hmul2_sat(x, x));
    o[23] = __half_as_ushort(htrunc(hexp10(lo))) | ((uint32_t)__half_as_ushort(hlog10(hi)) << 16);
}
#endif

#if KSEL == 2
extern "C" __global__ void bf16x2_math(const __nv_bfloat162* __restrict__ in, const float2* __restrict__ f,
                                       uint32_t* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const __nv_bfloat162 x = in[i];
    const __nv_bfloat162 y = __lowhigh2highlow(x);
    const float2 fv = f[i];
    uint32_t* o = out + (size_t)i * 24;
    o[0] = b2u(h2exp(x));
    o[1] = b2u(h2exp2(x));
    o[2] = b2u(h2log(x));
    o[3] = b2u(h2log2(x));
    o[4] = b2u(h2rsqrt(x));
    o[5] = b2u(h2rcp(x));
    o[6] = b2u(h2sqrt(x));
    o[7] = b2u(h2sin(x));
    o[8] = b2u(h2cos(x));
    o[9] = b2u(__hfma2(x, y, __float2bfloat162_rn(-1.5f)));
    o[10] = b2u(__hmul2(x, y));
    o[11] = b2u(__h2div(x, y));
    o[12] = b2u(__hfma2_relu(x, y, __float2bfloat162_rn(0.75f)));
    o[13] = b2u(__hmax2_nan(x, y)) ^ (b2u(__hmin2(x, y)) << 5);
    o[14] = b2u(__float22bfloat162_rn(fv));
    o[15] = b2u(__floats2bfloat162_rn(fv.y, fv.x));
    o[16] = b2u(__hcmadd(x, y, __float2bfloat162_rn(2.0f)));
    o[17] = b2u(__hadd2_sat(x, y)) ^ b2u(__hsub2(x, y));
    const float2 back = __bfloat1622float2(x);
    o[18] = __float_as_uint(back.x + back.y);
    o[19] = b2u(h2floor(x)) ^ (b2u(h2rint(x)) << 2);
    o[20] = b2u(__habs2(x)) + b2u(__hneg2(y));
    o[21] = __bfloat16_as_ushort(__float2bfloat16_rn(fv.x * fv.y)) | ((uint32_t)__bfloat16_as_ushort(__hdiv(__low2bfloat16(x), __high2bfloat16(x))) << 16);
    o[22] = b2u(h2exp10(x));
    o[23] = b2u(h2log10(x));
}
#endif

#if KSEL == 3
// fp8 conversions: float pairs to e4m3x2 / e5m2x2 with and without
// saturation, halves and bf16 to fp8, and every fp8 code back to half2.
extern "C" __global__ void fp8_convert(const float2* __restrict__ f, const double* __restrict__ d,
                                       uint32_t* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float2 v = f[i];
    uint32_t* o = out + (size_t)i * 12;
    const __nv_fp8x2_storage_t a = __nv_cvt_float2_to_fp8x2(v, __NV_SATFINITE, __NV_E4M3);
    const __nv_fp8x2_storage_t b = __nv_cvt_float2_to_fp8x2(v, __NV_NOSAT, __NV_E4M3);
    const __nv_fp8x2_storage_t c = __nv_cvt_float2_to_fp8x2(v, __NV_SATFINITE, __NV_E5M2);
    const __nv_fp8x2_storage_t e = __nv_cvt_float2_to_fp8x2(v, __NV_NOSAT, __NV_E5M2);
    o[0] = a | ((uint32_t)b << 16);
    o[1] = c | ((uint32_t)e << 16);
    __half2_raw hr = __nv_cvt_fp8x2_to_halfraw2(a, __NV_E4M3);
    o[2] = hr.x | ((uint32_t)hr.y << 16);
    hr = __nv_cvt_fp8x2_to_halfraw2(c, __NV_E5M2);
    o[3] = hr.x | ((uint32_t)hr.y << 16);
    const __half2 h = __floats2half2_rn(v.x, v.y);
    const __half2_raw hraw = static_cast<__half2_raw>(h);
    o[4] = __nv_cvt_halfraw2_to_fp8x2(hraw, __NV_SATFINITE, __NV_E4M3) |
           ((uint32_t)__nv_cvt_halfraw2_to_fp8x2(hraw, __NV_NOSAT, __NV_E5M2) << 16);
    const __nv_bfloat162 bh = __floats2bfloat162_rn(v.x, v.y);
    const __nv_bfloat162_raw braw = static_cast<__nv_bfloat162_raw>(bh);
    o[5] = __nv_cvt_bfloat16raw2_to_fp8x2(braw, __NV_SATFINITE, __NV_E4M3) |
           ((uint32_t)__nv_cvt_bfloat16raw2_to_fp8x2(braw, __NV_SATFINITE, __NV_E5M2) << 16);
    o[6] = __nv_cvt_double_to_fp8(d[i], __NV_SATFINITE, __NV_E4M3) | ((uint32_t)__nv_cvt_double_to_fp8(d[i], __NV_NOSAT, __NV_E5M2) << 8) |
           ((uint32_t)__nv_cvt_float_to_fp8(v.x, __NV_NOSAT, __NV_E4M3) << 16) |
           ((uint32_t)__nv_cvt_float_to_fp8(v.y, __NV_SATFINITE, __NV_E5M2) << 24);
    // every code (i & 0xff, (i >> 8) & 0xff) back to half2
    const __nv_fp8x2_storage_t code = (__nv_fp8x2_storage_t)(i & 0xffff);
    hr = __nv_cvt_fp8x2_to_halfraw2(code, __NV_E4M3);
    o[7] = hr.x | ((uint32_t)hr.y << 16);
    hr = __nv_cvt_fp8x2_to_halfraw2(code, __NV_E5M2);
    o[8] = hr.x | ((uint32_t)hr.y << 16);
    // the C++ types
    const __nv_fp8_e4m3 q(v.x);
    const __nv_fp8_e5m2 r(v.y);
    o[9] = __float_as_uint((float)q + (float)r);
    const __nv_fp8x4_e4m3 q4(make_float4(v.x, v.y, -v.x, v.x * 0.5f));
    o[10] = q4.__x;
    const float2 back = static_cast<float2>(__nv_fp8x2_e5m2(v));
    o[11] = __float_as_uint(back.x) ^ (__float_as_uint(back.y) >> 1);
}
#endif

#if KSEL == 4
// fp4 (e2m1), fp6 (e2m3, e3m2) and e8m0 conversions as NVFP4/MXFP4
// quantisers write them.
extern "C" __global__ void fp4_fp6_e8m0(const float2* __restrict__ f, uint32_t* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float2 v = f[i];
    uint32_t* o = out + (size_t)i * 8;
    const __nv_fp4x2_storage_t p = __nv_cvt_float2_to_fp4x2(v, __NV_E2M1, cudaRoundNearest);
    __half2_raw hr = __nv_cvt_fp4x2_to_halfraw2(p, __NV_E2M1);
    o[0] = p | ((uint32_t)__nv_cvt_float_to_fp4(v.y, __NV_E2M1, cudaRoundNearest) << 8);
    o[1] = hr.x | ((uint32_t)hr.y << 16);
    const __nv_fp6x2_storage_t s = __nv_cvt_float2_to_fp6x2(v, __NV_E2M3, cudaRoundNearest);
    const __nv_fp6x2_storage_t t = __nv_cvt_float2_to_fp6x2(v, __NV_E3M2, cudaRoundNearest);
    o[2] = s | ((uint32_t)t << 16);
    hr = __nv_cvt_fp6x2_to_halfraw2(s, __NV_E2M3);
    o[3] = hr.x | ((uint32_t)hr.y << 16);
    hr = __nv_cvt_fp6x2_to_halfraw2(t, __NV_E3M2);
    o[4] = hr.x | ((uint32_t)hr.y << 16);
    const __nv_fp8_storage_t e0 = __nv_cvt_float_to_e8m0(v.x, __NV_SATFINITE, cudaRoundPosInf);
    const __nv_fp8_storage_t e1 = __nv_cvt_float_to_e8m0(v.y, __NV_NOSAT, cudaRoundZero);
    o[5] = e0 | ((uint32_t)e1 << 8);
    const __nv_bfloat16_raw br = __nv_cvt_e8m0_to_bf16raw(e0);
    o[6] = br.x;
    // an NVFP4 block scale: amax / 6 to e4m3, the value divided by it to e2m1
    const float amax = fmaxf(fabsf(v.x), fabsf(v.y));
    const __nv_fp8_storage_t sc = __nv_cvt_float_to_fp8(amax / 6.0f, __NV_SATFINITE, __NV_E4M3);
    const __half_raw sch = __nv_cvt_fp8_to_halfraw(sc, __NV_E4M3);
    const float scf = __half2float(__half(sch));
    const float2 w = scf == 0.0f ? make_float2(0.f, 0.f) : make_float2(v.x / scf, v.y / scf);
    o[7] = sc | ((uint32_t)__nv_cvt_float2_to_fp4x2(w, __NV_E2M1, cudaRoundNearest) << 8);
}
#endif
