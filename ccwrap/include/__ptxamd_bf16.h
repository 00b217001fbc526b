/* __ptxamd_bf16.h: cuda_bf16.h's conversions between __nv_bfloat16 and
 * the integer types with CUDA's roundings (__bfloat162int_rn ...
 * __ull2bfloat16_ru), each one PTX cvt, which ptxamd translates with the
 * H100's semantics (NaN and out-of-range values as NVIDIA converts them;
 * an integer rounded once to bfloat16). Device code only; macros point
 * CUDA's names at them. Included by cuda_bf16.h. Written by
 * ccwrap/gen_math_header.py: edit that, not this file. */
#ifndef __PTXAMD_BF16_GEN_H__
#define __PTXAMD_BF16_GEN_H__
#pragma clang system_header
#if defined(__HIP__)
#define __PTXAMD_BF16G static __device__ __attribute__((always_inline)) inline
namespace {
__PTXAMD_BF16G int __ptxamd___bfloat162int_rn(__nv_bfloat16 a) {
  int r;
  asm("cvt.rni.s32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___int2bfloat16_rn(int a) {
  unsigned short r;
  asm("cvt.rn.bf16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G int __ptxamd___bfloat162int_rz(__nv_bfloat16 a) {
  int r;
  asm("cvt.rzi.s32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___int2bfloat16_rz(int a) {
  unsigned short r;
  asm("cvt.rz.bf16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G int __ptxamd___bfloat162int_ru(__nv_bfloat16 a) {
  int r;
  asm("cvt.rpi.s32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___int2bfloat16_ru(int a) {
  unsigned short r;
  asm("cvt.rp.bf16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G int __ptxamd___bfloat162int_rd(__nv_bfloat16 a) {
  int r;
  asm("cvt.rmi.s32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___int2bfloat16_rd(int a) {
  unsigned short r;
  asm("cvt.rm.bf16.s32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned int __ptxamd___bfloat162uint_rn(__nv_bfloat16 a) {
  unsigned int r;
  asm("cvt.rni.u32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___uint2bfloat16_rn(unsigned int a) {
  unsigned short r;
  asm("cvt.rn.bf16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned int __ptxamd___bfloat162uint_rz(__nv_bfloat16 a) {
  unsigned int r;
  asm("cvt.rzi.u32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___uint2bfloat16_rz(unsigned int a) {
  unsigned short r;
  asm("cvt.rz.bf16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned int __ptxamd___bfloat162uint_ru(__nv_bfloat16 a) {
  unsigned int r;
  asm("cvt.rpi.u32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___uint2bfloat16_ru(unsigned int a) {
  unsigned short r;
  asm("cvt.rp.bf16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned int __ptxamd___bfloat162uint_rd(__nv_bfloat16 a) {
  unsigned int r;
  asm("cvt.rmi.u32.bf16 %0, %1;" : "=r"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___uint2bfloat16_rd(unsigned int a) {
  unsigned short r;
  asm("cvt.rm.bf16.u32 %0, %1;" : "=h"(r) : "r"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G short __ptxamd___bfloat162short_rn(__nv_bfloat16 a) {
  short r;
  asm("cvt.rni.s16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___short2bfloat16_rn(short a) {
  unsigned short r;
  asm("cvt.rn.bf16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G short __ptxamd___bfloat162short_rz(__nv_bfloat16 a) {
  short r;
  asm("cvt.rzi.s16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___short2bfloat16_rz(short a) {
  unsigned short r;
  asm("cvt.rz.bf16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G short __ptxamd___bfloat162short_ru(__nv_bfloat16 a) {
  short r;
  asm("cvt.rpi.s16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___short2bfloat16_ru(short a) {
  unsigned short r;
  asm("cvt.rp.bf16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G short __ptxamd___bfloat162short_rd(__nv_bfloat16 a) {
  short r;
  asm("cvt.rmi.s16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___short2bfloat16_rd(short a) {
  unsigned short r;
  asm("cvt.rm.bf16.s16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned short __ptxamd___bfloat162ushort_rn(__nv_bfloat16 a) {
  unsigned short r;
  asm("cvt.rni.u16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ushort2bfloat16_rn(unsigned short a) {
  unsigned short r;
  asm("cvt.rn.bf16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned short __ptxamd___bfloat162ushort_rz(__nv_bfloat16 a) {
  unsigned short r;
  asm("cvt.rzi.u16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ushort2bfloat16_rz(unsigned short a) {
  unsigned short r;
  asm("cvt.rz.bf16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned short __ptxamd___bfloat162ushort_ru(__nv_bfloat16 a) {
  unsigned short r;
  asm("cvt.rpi.u16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ushort2bfloat16_ru(unsigned short a) {
  unsigned short r;
  asm("cvt.rp.bf16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned short __ptxamd___bfloat162ushort_rd(__nv_bfloat16 a) {
  unsigned short r;
  asm("cvt.rmi.u16.bf16 %0, %1;" : "=h"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ushort2bfloat16_rd(unsigned short a) {
  unsigned short r;
  asm("cvt.rm.bf16.u16 %0, %1;" : "=h"(r) : "h"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G long long __ptxamd___bfloat162ll_rn(__nv_bfloat16 a) {
  long long r;
  asm("cvt.rni.s64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ll2bfloat16_rn(long long a) {
  unsigned short r;
  asm("cvt.rn.bf16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G long long __ptxamd___bfloat162ll_rz(__nv_bfloat16 a) {
  long long r;
  asm("cvt.rzi.s64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ll2bfloat16_rz(long long a) {
  unsigned short r;
  asm("cvt.rz.bf16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G long long __ptxamd___bfloat162ll_ru(__nv_bfloat16 a) {
  long long r;
  asm("cvt.rpi.s64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ll2bfloat16_ru(long long a) {
  unsigned short r;
  asm("cvt.rp.bf16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G long long __ptxamd___bfloat162ll_rd(__nv_bfloat16 a) {
  long long r;
  asm("cvt.rmi.s64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ll2bfloat16_rd(long long a) {
  unsigned short r;
  asm("cvt.rm.bf16.s64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned long long __ptxamd___bfloat162ull_rn(__nv_bfloat16 a) {
  unsigned long long r;
  asm("cvt.rni.u64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ull2bfloat16_rn(unsigned long long a) {
  unsigned short r;
  asm("cvt.rn.bf16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned long long __ptxamd___bfloat162ull_rz(__nv_bfloat16 a) {
  unsigned long long r;
  asm("cvt.rzi.u64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ull2bfloat16_rz(unsigned long long a) {
  unsigned short r;
  asm("cvt.rz.bf16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned long long __ptxamd___bfloat162ull_ru(__nv_bfloat16 a) {
  unsigned long long r;
  asm("cvt.rpi.u64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ull2bfloat16_ru(unsigned long long a) {
  unsigned short r;
  asm("cvt.rp.bf16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
__PTXAMD_BF16G unsigned long long __ptxamd___bfloat162ull_rd(__nv_bfloat16 a) {
  unsigned long long r;
  asm("cvt.rmi.u64.bf16 %0, %1;" : "=l"(r) : "h"(a.__x));
  return r;
}
__PTXAMD_BF16G __nv_bfloat16 __ptxamd___ull2bfloat16_rd(unsigned long long a) {
  unsigned short r;
  asm("cvt.rm.bf16.u64 %0, %1;" : "=h"(r) : "l"(a));
  return __ptxamd_bf(r);
}
} // namespace
#undef __PTXAMD_BF16G

#define __bfloat162int_rn __ptxamd___bfloat162int_rn
#define __int2bfloat16_rn __ptxamd___int2bfloat16_rn
#define __bfloat162int_rz __ptxamd___bfloat162int_rz
#define __int2bfloat16_rz __ptxamd___int2bfloat16_rz
#define __bfloat162int_ru __ptxamd___bfloat162int_ru
#define __int2bfloat16_ru __ptxamd___int2bfloat16_ru
#define __bfloat162int_rd __ptxamd___bfloat162int_rd
#define __int2bfloat16_rd __ptxamd___int2bfloat16_rd
#define __bfloat162uint_rn __ptxamd___bfloat162uint_rn
#define __uint2bfloat16_rn __ptxamd___uint2bfloat16_rn
#define __bfloat162uint_rz __ptxamd___bfloat162uint_rz
#define __uint2bfloat16_rz __ptxamd___uint2bfloat16_rz
#define __bfloat162uint_ru __ptxamd___bfloat162uint_ru
#define __uint2bfloat16_ru __ptxamd___uint2bfloat16_ru
#define __bfloat162uint_rd __ptxamd___bfloat162uint_rd
#define __uint2bfloat16_rd __ptxamd___uint2bfloat16_rd
#define __bfloat162short_rn __ptxamd___bfloat162short_rn
#define __short2bfloat16_rn __ptxamd___short2bfloat16_rn
#define __bfloat162short_rz __ptxamd___bfloat162short_rz
#define __short2bfloat16_rz __ptxamd___short2bfloat16_rz
#define __bfloat162short_ru __ptxamd___bfloat162short_ru
#define __short2bfloat16_ru __ptxamd___short2bfloat16_ru
#define __bfloat162short_rd __ptxamd___bfloat162short_rd
#define __short2bfloat16_rd __ptxamd___short2bfloat16_rd
#define __bfloat162ushort_rn __ptxamd___bfloat162ushort_rn
#define __ushort2bfloat16_rn __ptxamd___ushort2bfloat16_rn
#define __bfloat162ushort_rz __ptxamd___bfloat162ushort_rz
#define __ushort2bfloat16_rz __ptxamd___ushort2bfloat16_rz
#define __bfloat162ushort_ru __ptxamd___bfloat162ushort_ru
#define __ushort2bfloat16_ru __ptxamd___ushort2bfloat16_ru
#define __bfloat162ushort_rd __ptxamd___bfloat162ushort_rd
#define __ushort2bfloat16_rd __ptxamd___ushort2bfloat16_rd
#define __bfloat162ll_rn __ptxamd___bfloat162ll_rn
#define __ll2bfloat16_rn __ptxamd___ll2bfloat16_rn
#define __bfloat162ll_rz __ptxamd___bfloat162ll_rz
#define __ll2bfloat16_rz __ptxamd___ll2bfloat16_rz
#define __bfloat162ll_ru __ptxamd___bfloat162ll_ru
#define __ll2bfloat16_ru __ptxamd___ll2bfloat16_ru
#define __bfloat162ll_rd __ptxamd___bfloat162ll_rd
#define __ll2bfloat16_rd __ptxamd___ll2bfloat16_rd
#define __bfloat162ull_rn __ptxamd___bfloat162ull_rn
#define __ull2bfloat16_rn __ptxamd___ull2bfloat16_rn
#define __bfloat162ull_rz __ptxamd___bfloat162ull_rz
#define __ull2bfloat16_rz __ptxamd___ull2bfloat16_rz
#define __bfloat162ull_ru __ptxamd___bfloat162ull_ru
#define __ull2bfloat16_ru __ptxamd___ull2bfloat16_ru
#define __bfloat162ull_rd __ptxamd___bfloat162ull_rd
#define __ull2bfloat16_rd __ptxamd___ull2bfloat16_rd
#endif /* __HIP__ */
#endif
