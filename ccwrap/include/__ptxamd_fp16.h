/* __ptxamd_fp16.h: cuda_fp16.h's conversions with CUDA's roundings
 * (__float2half_rz, __half2int_rd, __ll2half_ru, ...: HIP's round to
 * nearest, and its half-to-integer conversions have other roundings and
 * out-of-range results) and its saturated (.sat: to [0, 1], NaN to +0)
 * and relu (negative to +0, NaN to the canonical NaN) arithmetic, each the
 * one PTX instruction nvcc emits for it, which ptxamd translates with the
 * H100's semantics; and __hisnan2 (1.0 in each half that is NaN). HIP
 * defines these names already, so each is a macro for ptxamd's function,
 * in device compilation. Included by cuda_fp16.h. Written by
 * ccwrap/gen_math_header.py: edit that, not this file. */
#ifndef __PTXAMD_FP16_GEN_H__
#define __PTXAMD_FP16_GEN_H__
#pragma clang system_header
#if defined(__HIP__)
#define __PTXAMD_FP16G static __device__ __attribute__((always_inline)) inline
namespace {
__PTXAMD_FP16G __half __ptxamd___float2half_rz(float a) {
  unsigned short r;
  asm("cvt.rz.f16.f32 %0, %1;" : "=h"(r) : "f"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half __ptxamd___float2half_rd(float a) {
  unsigned short r;
  asm("cvt.rm.f16.f32 %0, %1;" : "=h"(r) : "f"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half __ptxamd___float2half_ru(float a) {
  unsigned short r;
  asm("cvt.rp.f16.f32 %0, %1;" : "=h"(r) : "f"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half __ptxamd___double2half(double a) {
  unsigned short r;
  asm("cvt.rn.f16.f64 %0, %1;" : "=h"(r) : "d"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G int __ptxamd___half2int_rn(__half a) {
  int r;
  asm("cvt.rni.s32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___int2half_rn(int a) {
  unsigned short r;
  asm("cvt.rn.f16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G int __ptxamd___half2int_rz(__half a) {
  int r;
  asm("cvt.rzi.s32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___int2half_rz(int a) {
  unsigned short r;
  asm("cvt.rz.f16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G int __ptxamd___half2int_ru(__half a) {
  int r;
  asm("cvt.rpi.s32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___int2half_ru(int a) {
  unsigned short r;
  asm("cvt.rp.f16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G int __ptxamd___half2int_rd(__half a) {
  int r;
  asm("cvt.rmi.s32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___int2half_rd(int a) {
  unsigned short r;
  asm("cvt.rm.f16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned int __ptxamd___half2uint_rn(__half a) {
  unsigned int r;
  asm("cvt.rni.u32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___uint2half_rn(unsigned int a) {
  unsigned short r;
  asm("cvt.rn.f16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned int __ptxamd___half2uint_rz(__half a) {
  unsigned int r;
  asm("cvt.rzi.u32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___uint2half_rz(unsigned int a) {
  unsigned short r;
  asm("cvt.rz.f16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned int __ptxamd___half2uint_ru(__half a) {
  unsigned int r;
  asm("cvt.rpi.u32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___uint2half_ru(unsigned int a) {
  unsigned short r;
  asm("cvt.rp.f16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned int __ptxamd___half2uint_rd(__half a) {
  unsigned int r;
  asm("cvt.rmi.u32.f16 %0, %1;" : "=r"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___uint2half_rd(unsigned int a) {
  unsigned short r;
  asm("cvt.rm.f16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G short __ptxamd___half2short_rn(__half a) {
  short r;
  asm("cvt.rni.s16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___short2half_rn(short a) {
  unsigned short r;
  asm("cvt.rn.f16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G short __ptxamd___half2short_rz(__half a) {
  short r;
  asm("cvt.rzi.s16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___short2half_rz(short a) {
  unsigned short r;
  asm("cvt.rz.f16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G short __ptxamd___half2short_ru(__half a) {
  short r;
  asm("cvt.rpi.s16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___short2half_ru(short a) {
  unsigned short r;
  asm("cvt.rp.f16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G short __ptxamd___half2short_rd(__half a) {
  short r;
  asm("cvt.rmi.s16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___short2half_rd(short a) {
  unsigned short r;
  asm("cvt.rm.f16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned short __ptxamd___half2ushort_rn(__half a) {
  unsigned short r;
  asm("cvt.rni.u16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ushort2half_rn(unsigned short a) {
  unsigned short r;
  asm("cvt.rn.f16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned short __ptxamd___half2ushort_rz(__half a) {
  unsigned short r;
  asm("cvt.rzi.u16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ushort2half_rz(unsigned short a) {
  unsigned short r;
  asm("cvt.rz.f16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned short __ptxamd___half2ushort_ru(__half a) {
  unsigned short r;
  asm("cvt.rpi.u16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ushort2half_ru(unsigned short a) {
  unsigned short r;
  asm("cvt.rp.f16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned short __ptxamd___half2ushort_rd(__half a) {
  unsigned short r;
  asm("cvt.rmi.u16.f16 %0, %1;" : "=h"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ushort2half_rd(unsigned short a) {
  unsigned short r;
  asm("cvt.rm.f16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G long long __ptxamd___half2ll_rn(__half a) {
  long long r;
  asm("cvt.rni.s64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ll2half_rn(long long a) {
  unsigned short r;
  asm("cvt.rn.f16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G long long __ptxamd___half2ll_rz(__half a) {
  long long r;
  asm("cvt.rzi.s64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ll2half_rz(long long a) {
  unsigned short r;
  asm("cvt.rz.f16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G long long __ptxamd___half2ll_ru(__half a) {
  long long r;
  asm("cvt.rpi.s64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ll2half_ru(long long a) {
  unsigned short r;
  asm("cvt.rp.f16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G long long __ptxamd___half2ll_rd(__half a) {
  long long r;
  asm("cvt.rmi.s64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ll2half_rd(long long a) {
  unsigned short r;
  asm("cvt.rm.f16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned long long __ptxamd___half2ull_rn(__half a) {
  unsigned long long r;
  asm("cvt.rni.u64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ull2half_rn(unsigned long long a) {
  unsigned short r;
  asm("cvt.rn.f16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned long long __ptxamd___half2ull_rz(__half a) {
  unsigned long long r;
  asm("cvt.rzi.u64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ull2half_rz(unsigned long long a) {
  unsigned short r;
  asm("cvt.rz.f16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned long long __ptxamd___half2ull_ru(__half a) {
  unsigned long long r;
  asm("cvt.rpi.u64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ull2half_ru(unsigned long long a) {
  unsigned short r;
  asm("cvt.rp.f16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G unsigned long long __ptxamd___half2ull_rd(__half a) {
  unsigned long long r;
  asm("cvt.rmi.u64.f16 %0, %1;" : "=l"(r) : "h"(__half_as_ushort(a)));
  return r;
}
__PTXAMD_FP16G __half __ptxamd___ull2half_rd(unsigned long long a) {
  unsigned short r;
  asm("cvt.rm.f16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half __ptxamd___hadd_sat(__half a, __half b) {
  unsigned short r;
  asm("add.sat.f16 %0, %1, %2;" : "=h"(r) : "h"(__half_as_ushort(a)), "h"(__half_as_ushort(b)));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half2 __ptxamd___hadd2_sat(__half2 a, __half2 b) {
  unsigned r;
  asm("add.sat.f16x2 %0, %1, %2;" : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)), "r"(__builtin_bit_cast(unsigned, b)));
  return __builtin_bit_cast(__half2, r);
}
__PTXAMD_FP16G __half __ptxamd___hsub_sat(__half a, __half b) {
  unsigned short r;
  asm("sub.sat.f16 %0, %1, %2;" : "=h"(r) : "h"(__half_as_ushort(a)), "h"(__half_as_ushort(b)));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half2 __ptxamd___hsub2_sat(__half2 a, __half2 b) {
  unsigned r;
  asm("sub.sat.f16x2 %0, %1, %2;" : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)), "r"(__builtin_bit_cast(unsigned, b)));
  return __builtin_bit_cast(__half2, r);
}
__PTXAMD_FP16G __half __ptxamd___hmul_sat(__half a, __half b) {
  unsigned short r;
  asm("mul.sat.f16 %0, %1, %2;" : "=h"(r) : "h"(__half_as_ushort(a)), "h"(__half_as_ushort(b)));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half2 __ptxamd___hmul2_sat(__half2 a, __half2 b) {
  unsigned r;
  asm("mul.sat.f16x2 %0, %1, %2;" : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)), "r"(__builtin_bit_cast(unsigned, b)));
  return __builtin_bit_cast(__half2, r);
}
__PTXAMD_FP16G __half __ptxamd___hfma_sat(__half a, __half b, __half c) {
  unsigned short r;
  asm("fma.rn.sat.f16 %0, %1, %2, %3;" : "=h"(r) : "h"(__half_as_ushort(a)), "h"(__half_as_ushort(b)), "h"(__half_as_ushort(c)));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half2 __ptxamd___hfma2_sat(__half2 a, __half2 b, __half2 c) {
  unsigned r;
  asm("fma.rn.sat.f16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)), "r"(__builtin_bit_cast(unsigned, b)), "r"(__builtin_bit_cast(unsigned, c)));
  return __builtin_bit_cast(__half2, r);
}
__PTXAMD_FP16G __half __ptxamd___hfma_relu(__half a, __half b, __half c) {
  unsigned short r;
  asm("fma.rn.relu.f16 %0, %1, %2, %3;" : "=h"(r) : "h"(__half_as_ushort(a)), "h"(__half_as_ushort(b)), "h"(__half_as_ushort(c)));
  return __ushort_as_half(r);
}
__PTXAMD_FP16G __half2 __ptxamd___hfma2_relu(__half2 a, __half2 b, __half2 c) {
  unsigned r;
  asm("fma.rn.relu.f16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)), "r"(__builtin_bit_cast(unsigned, b)), "r"(__builtin_bit_cast(unsigned, c)));
  return __builtin_bit_cast(__half2, r);
}
__PTXAMD_FP16G __half2 __ptxamd___hisnan2(__half2 a) {
  unsigned r;
  asm("set.nan.f16x2.f16x2 %0, %1, %1;" : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)));
  return __builtin_bit_cast(__half2, r);
}
} // namespace
#undef __PTXAMD_FP16G

#define __float2half_rz __ptxamd___float2half_rz
#define __float2half_rd __ptxamd___float2half_rd
#define __float2half_ru __ptxamd___float2half_ru
#define __double2half __ptxamd___double2half
#define __half2int_rn __ptxamd___half2int_rn
#define __int2half_rn __ptxamd___int2half_rn
#define __half2int_rz __ptxamd___half2int_rz
#define __int2half_rz __ptxamd___int2half_rz
#define __half2int_ru __ptxamd___half2int_ru
#define __int2half_ru __ptxamd___int2half_ru
#define __half2int_rd __ptxamd___half2int_rd
#define __int2half_rd __ptxamd___int2half_rd
#define __half2uint_rn __ptxamd___half2uint_rn
#define __uint2half_rn __ptxamd___uint2half_rn
#define __half2uint_rz __ptxamd___half2uint_rz
#define __uint2half_rz __ptxamd___uint2half_rz
#define __half2uint_ru __ptxamd___half2uint_ru
#define __uint2half_ru __ptxamd___uint2half_ru
#define __half2uint_rd __ptxamd___half2uint_rd
#define __uint2half_rd __ptxamd___uint2half_rd
#define __half2short_rn __ptxamd___half2short_rn
#define __short2half_rn __ptxamd___short2half_rn
#define __half2short_rz __ptxamd___half2short_rz
#define __short2half_rz __ptxamd___short2half_rz
#define __half2short_ru __ptxamd___half2short_ru
#define __short2half_ru __ptxamd___short2half_ru
#define __half2short_rd __ptxamd___half2short_rd
#define __short2half_rd __ptxamd___short2half_rd
#define __half2ushort_rn __ptxamd___half2ushort_rn
#define __ushort2half_rn __ptxamd___ushort2half_rn
#define __half2ushort_rz __ptxamd___half2ushort_rz
#define __ushort2half_rz __ptxamd___ushort2half_rz
#define __half2ushort_ru __ptxamd___half2ushort_ru
#define __ushort2half_ru __ptxamd___ushort2half_ru
#define __half2ushort_rd __ptxamd___half2ushort_rd
#define __ushort2half_rd __ptxamd___ushort2half_rd
#define __half2ll_rn __ptxamd___half2ll_rn
#define __ll2half_rn __ptxamd___ll2half_rn
#define __half2ll_rz __ptxamd___half2ll_rz
#define __ll2half_rz __ptxamd___ll2half_rz
#define __half2ll_ru __ptxamd___half2ll_ru
#define __ll2half_ru __ptxamd___ll2half_ru
#define __half2ll_rd __ptxamd___half2ll_rd
#define __ll2half_rd __ptxamd___ll2half_rd
#define __half2ull_rn __ptxamd___half2ull_rn
#define __ull2half_rn __ptxamd___ull2half_rn
#define __half2ull_rz __ptxamd___half2ull_rz
#define __ull2half_rz __ptxamd___ull2half_rz
#define __half2ull_ru __ptxamd___half2ull_ru
#define __ull2half_ru __ptxamd___ull2half_ru
#define __half2ull_rd __ptxamd___half2ull_rd
#define __ull2half_rd __ptxamd___ull2half_rd
#define __hadd_sat __ptxamd___hadd_sat
#define __hadd2_sat __ptxamd___hadd2_sat
#define __hsub_sat __ptxamd___hsub_sat
#define __hsub2_sat __ptxamd___hsub2_sat
#define __hmul_sat __ptxamd___hmul_sat
#define __hmul2_sat __ptxamd___hmul2_sat
#define __hfma_sat __ptxamd___hfma_sat
#define __hfma2_sat __ptxamd___hfma2_sat
#define __hfma_relu __ptxamd___hfma_relu
#define __hfma2_relu __ptxamd___hfma2_relu
#define __hisnan2 __ptxamd___hisnan2
#endif /* __HIP__ */
#endif
