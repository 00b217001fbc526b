/* __ptxamd_math.h: CUDA's device math intrinsics that are one PTX
 * instruction (or a fixed few) under nvcc, written for ptxamd from CUDA's
 * documentation and from the PTX nvcc 13 emits for each name (a
 * compile-only probe on the NVIDIA machine, recorded in RATIONALE.md).
 * Each is that PTX as an inline statement, which ptxamd translates with
 * the H100's semantics: the directed roundings (__fadd_rz, __dmul_ru,
 * ...), the _rn forms that nvcc never contracts, the conversions (NaN and
 * out-of-range inputs give NVIDIA's saturated values), and the
 * special-function unit's approximations (__expf, __sinf, exp2f, rsqrtf,
 * __fdividef, ...), bit for bit where HIP's device library computes other
 * bits. HIP defines most of these names already, so each is a macro for
 * ptxamd's function; the C library's names (exp2f, and sinf and the like
 * under --use_fast_math) only in device compilation, so that host code
 * keeps the C library's. With --use_fast_math (__USE_FAST_MATH__) the f32
 * forms flush denormals (.ftz) and the math functions nvcc then maps to
 * the unit (sinf, expf, ...) are the intrinsics, as nvcc does. Written
 * by ccwrap/gen_math_header.py: edit that, not this file. */
#ifndef __PTXAMD_MATH_H__
#define __PTXAMD_MATH_H__
#pragma clang system_header

/* Host and device: a kernel's body is parsed in host compilation too, and
 * a host function's in device compilation (neither is emitted there). */
#define __PTXAMD_MD static __host__ __device__ __attribute__((always_inline)) inline

#if defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd__fadd_rn(float a, float b) {
  float r;
  asm("add.rn.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_rn __ptxamd__fadd_rn
__PTXAMD_MD float __ptxamd__fsub_rn(float a, float b) {
  float r;
  asm("sub.rn.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_rn __ptxamd__fsub_rn
__PTXAMD_MD float __ptxamd__fmul_rn(float a, float b) {
  float r;
  asm("mul.rn.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_rn __ptxamd__fmul_rn
__PTXAMD_MD float __ptxamd__fdiv_rn(float a, float b) {
  float r;
  asm("div.rn.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_rn __ptxamd__fdiv_rn
__PTXAMD_MD float __ptxamd__fmaf_rn(float a, float b, float c) {
  float r;
  asm("fma.rn.ftz.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_rn __ptxamd__fmaf_rn
__PTXAMD_MD float __ptxamd__frcp_rn(float a) {
  float r;
  asm("rcp.rn.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_rn __ptxamd__frcp_rn
__PTXAMD_MD float __ptxamd__fsqrt_rn(float a) {
  float r;
  asm("sqrt.rn.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_rn __ptxamd__fsqrt_rn
__PTXAMD_MD float __ptxamd__fadd_rz(float a, float b) {
  float r;
  asm("add.rz.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_rz __ptxamd__fadd_rz
__PTXAMD_MD float __ptxamd__fsub_rz(float a, float b) {
  float r;
  asm("sub.rz.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_rz __ptxamd__fsub_rz
__PTXAMD_MD float __ptxamd__fmul_rz(float a, float b) {
  float r;
  asm("mul.rz.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_rz __ptxamd__fmul_rz
__PTXAMD_MD float __ptxamd__fdiv_rz(float a, float b) {
  float r;
  asm("div.rz.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_rz __ptxamd__fdiv_rz
__PTXAMD_MD float __ptxamd__fmaf_rz(float a, float b, float c) {
  float r;
  asm("fma.rz.ftz.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_rz __ptxamd__fmaf_rz
__PTXAMD_MD float __ptxamd__frcp_rz(float a) {
  float r;
  asm("rcp.rz.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_rz __ptxamd__frcp_rz
__PTXAMD_MD float __ptxamd__fsqrt_rz(float a) {
  float r;
  asm("sqrt.rz.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_rz __ptxamd__fsqrt_rz
__PTXAMD_MD float __ptxamd__fadd_ru(float a, float b) {
  float r;
  asm("add.rp.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_ru __ptxamd__fadd_ru
__PTXAMD_MD float __ptxamd__fsub_ru(float a, float b) {
  float r;
  asm("sub.rp.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_ru __ptxamd__fsub_ru
__PTXAMD_MD float __ptxamd__fmul_ru(float a, float b) {
  float r;
  asm("mul.rp.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_ru __ptxamd__fmul_ru
__PTXAMD_MD float __ptxamd__fdiv_ru(float a, float b) {
  float r;
  asm("div.rp.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_ru __ptxamd__fdiv_ru
__PTXAMD_MD float __ptxamd__fmaf_ru(float a, float b, float c) {
  float r;
  asm("fma.rp.ftz.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_ru __ptxamd__fmaf_ru
__PTXAMD_MD float __ptxamd__frcp_ru(float a) {
  float r;
  asm("rcp.rp.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_ru __ptxamd__frcp_ru
__PTXAMD_MD float __ptxamd__fsqrt_ru(float a) {
  float r;
  asm("sqrt.rp.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_ru __ptxamd__fsqrt_ru
__PTXAMD_MD float __ptxamd__fadd_rd(float a, float b) {
  float r;
  asm("add.rm.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_rd __ptxamd__fadd_rd
__PTXAMD_MD float __ptxamd__fsub_rd(float a, float b) {
  float r;
  asm("sub.rm.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_rd __ptxamd__fsub_rd
__PTXAMD_MD float __ptxamd__fmul_rd(float a, float b) {
  float r;
  asm("mul.rm.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_rd __ptxamd__fmul_rd
__PTXAMD_MD float __ptxamd__fdiv_rd(float a, float b) {
  float r;
  asm("div.rm.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_rd __ptxamd__fdiv_rd
__PTXAMD_MD float __ptxamd__fmaf_rd(float a, float b, float c) {
  float r;
  asm("fma.rm.ftz.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_rd __ptxamd__fmaf_rd
__PTXAMD_MD float __ptxamd__frcp_rd(float a) {
  float r;
  asm("rcp.rm.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_rd __ptxamd__frcp_rd
__PTXAMD_MD float __ptxamd__fsqrt_rd(float a) {
  float r;
  asm("sqrt.rm.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_rd __ptxamd__fsqrt_rd
__PTXAMD_MD float __ptxamd__expf(float a) {
  float r;
  asm("mul.ftz.f32 %0, %1, 0f3FB8AA3B;\n\tex2.approx.ftz.f32 %0, %0;" : "=f"(r) : "f"(a));
  return r;
}
#define __expf __ptxamd__expf
__PTXAMD_MD float __ptxamd__exp10f(float a) {
  float r;
  asm("mul.ftz.f32 %0, %1, 0f40549A78;\n\tex2.approx.ftz.f32 %0, %0;" : "=f"(r) : "f"(a));
  return r;
}
#define __exp10f __ptxamd__exp10f
__PTXAMD_MD float __ptxamd__logf(float a) {
  float r;
  asm("lg2.approx.ftz.f32 %0, %1;\n\tmul.ftz.f32 %0, %0, 0f3F317218;" : "=f"(r) : "f"(a));
  return r;
}
#define __logf __ptxamd__logf
__PTXAMD_MD float __ptxamd__log2f(float a) {
  float r;
  asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __log2f __ptxamd__log2f
__PTXAMD_MD float __ptxamd__log10f(float a) {
  float r;
  asm("lg2.approx.ftz.f32 %0, %1;\n\tmul.ftz.f32 %0, %0, 0f3E9A209B;" : "=f"(r) : "f"(a));
  return r;
}
#define __log10f __ptxamd__log10f
__PTXAMD_MD float __ptxamd__sinf(float a) {
  float r;
  asm("sin.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __sinf __ptxamd__sinf
__PTXAMD_MD float __ptxamd__cosf(float a) {
  float r;
  asm("cos.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __cosf __ptxamd__cosf
__PTXAMD_MD float __ptxamd__tanf(float a) {
  float r;
  asm("{\n\t.reg .f32 s, c;\n\tsin.approx.ftz.f32 s, %1;\n\tcos.approx.ftz.f32 c, %1;\n\tdiv.approx.ftz.f32 %0, s, c;\n\t}" : "=f"(r) : "f"(a));
  return r;
}
#define __tanf __ptxamd__tanf
__PTXAMD_MD float __ptxamdexp2f(float a) {
  float r;
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
__PTXAMD_MD float __ptxamdrsqrtf(float a) {
  float r;
  asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define rsqrtf __ptxamdrsqrtf
__PTXAMD_MD float __ptxamd__saturatef(float a) {
  float r;
  asm("cvt.ftz.sat.f32.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __saturatef __ptxamd__saturatef
__PTXAMD_MD float __ptxamd__fdividef(float a, float b) {
  float r;
  asm("div.approx.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdividef __ptxamd__fdividef
__PTXAMD_MD float __ptxamd__powf(float a, float b) {
  float r;
  asm("{\n\t.reg .f32 l;\n\tlg2.approx.ftz.f32 l, %1;\n\tmul.ftz.f32 l, %2, l;\n\tex2.approx.ftz.f32 %0, l;\n\t}" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __powf __ptxamd__powf
__PTXAMD_MD int __ptxamd__float2int_rn(float a) {
  int r;
  asm("cvt.rni.ftz.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_rn __ptxamd__float2int_rn
__PTXAMD_MD unsigned int __ptxamd__float2uint_rn(float a) {
  unsigned int r;
  asm("cvt.rni.ftz.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_rn __ptxamd__float2uint_rn
__PTXAMD_MD long long __ptxamd__float2ll_rn(float a) {
  long long r;
  asm("cvt.rni.ftz.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_rn __ptxamd__float2ll_rn
__PTXAMD_MD unsigned long long __ptxamd__float2ull_rn(float a) {
  unsigned long long r;
  asm("cvt.rni.ftz.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_rn __ptxamd__float2ull_rn
__PTXAMD_MD int __ptxamd__float2int_rz(float a) {
  int r;
  asm("cvt.rzi.ftz.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_rz __ptxamd__float2int_rz
__PTXAMD_MD unsigned int __ptxamd__float2uint_rz(float a) {
  unsigned int r;
  asm("cvt.rzi.ftz.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_rz __ptxamd__float2uint_rz
__PTXAMD_MD long long __ptxamd__float2ll_rz(float a) {
  long long r;
  asm("cvt.rzi.ftz.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_rz __ptxamd__float2ll_rz
__PTXAMD_MD unsigned long long __ptxamd__float2ull_rz(float a) {
  unsigned long long r;
  asm("cvt.rzi.ftz.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_rz __ptxamd__float2ull_rz
__PTXAMD_MD int __ptxamd__float2int_ru(float a) {
  int r;
  asm("cvt.rpi.ftz.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_ru __ptxamd__float2int_ru
__PTXAMD_MD unsigned int __ptxamd__float2uint_ru(float a) {
  unsigned int r;
  asm("cvt.rpi.ftz.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_ru __ptxamd__float2uint_ru
__PTXAMD_MD long long __ptxamd__float2ll_ru(float a) {
  long long r;
  asm("cvt.rpi.ftz.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_ru __ptxamd__float2ll_ru
__PTXAMD_MD unsigned long long __ptxamd__float2ull_ru(float a) {
  unsigned long long r;
  asm("cvt.rpi.ftz.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_ru __ptxamd__float2ull_ru
__PTXAMD_MD int __ptxamd__float2int_rd(float a) {
  int r;
  asm("cvt.rmi.ftz.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_rd __ptxamd__float2int_rd
__PTXAMD_MD unsigned int __ptxamd__float2uint_rd(float a) {
  unsigned int r;
  asm("cvt.rmi.ftz.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_rd __ptxamd__float2uint_rd
__PTXAMD_MD long long __ptxamd__float2ll_rd(float a) {
  long long r;
  asm("cvt.rmi.ftz.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_rd __ptxamd__float2ll_rd
__PTXAMD_MD unsigned long long __ptxamd__float2ull_rd(float a) {
  unsigned long long r;
  asm("cvt.rmi.ftz.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_rd __ptxamd__float2ull_rd
#else
__PTXAMD_MD float __ptxamd__fadd_rn(float a, float b) {
  float r;
  asm("add.rn.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_rn __ptxamd__fadd_rn
__PTXAMD_MD float __ptxamd__fsub_rn(float a, float b) {
  float r;
  asm("sub.rn.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_rn __ptxamd__fsub_rn
__PTXAMD_MD float __ptxamd__fmul_rn(float a, float b) {
  float r;
  asm("mul.rn.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_rn __ptxamd__fmul_rn
__PTXAMD_MD float __ptxamd__fdiv_rn(float a, float b) {
  float r;
  asm("div.rn.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_rn __ptxamd__fdiv_rn
__PTXAMD_MD float __ptxamd__fmaf_rn(float a, float b, float c) {
  float r;
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_rn __ptxamd__fmaf_rn
__PTXAMD_MD float __ptxamd__frcp_rn(float a) {
  float r;
  asm("rcp.rn.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_rn __ptxamd__frcp_rn
__PTXAMD_MD float __ptxamd__fsqrt_rn(float a) {
  float r;
  asm("sqrt.rn.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_rn __ptxamd__fsqrt_rn
__PTXAMD_MD float __ptxamd__fadd_rz(float a, float b) {
  float r;
  asm("add.rz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_rz __ptxamd__fadd_rz
__PTXAMD_MD float __ptxamd__fsub_rz(float a, float b) {
  float r;
  asm("sub.rz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_rz __ptxamd__fsub_rz
__PTXAMD_MD float __ptxamd__fmul_rz(float a, float b) {
  float r;
  asm("mul.rz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_rz __ptxamd__fmul_rz
__PTXAMD_MD float __ptxamd__fdiv_rz(float a, float b) {
  float r;
  asm("div.rz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_rz __ptxamd__fdiv_rz
__PTXAMD_MD float __ptxamd__fmaf_rz(float a, float b, float c) {
  float r;
  asm("fma.rz.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_rz __ptxamd__fmaf_rz
__PTXAMD_MD float __ptxamd__frcp_rz(float a) {
  float r;
  asm("rcp.rz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_rz __ptxamd__frcp_rz
__PTXAMD_MD float __ptxamd__fsqrt_rz(float a) {
  float r;
  asm("sqrt.rz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_rz __ptxamd__fsqrt_rz
__PTXAMD_MD float __ptxamd__fadd_ru(float a, float b) {
  float r;
  asm("add.rp.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_ru __ptxamd__fadd_ru
__PTXAMD_MD float __ptxamd__fsub_ru(float a, float b) {
  float r;
  asm("sub.rp.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_ru __ptxamd__fsub_ru
__PTXAMD_MD float __ptxamd__fmul_ru(float a, float b) {
  float r;
  asm("mul.rp.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_ru __ptxamd__fmul_ru
__PTXAMD_MD float __ptxamd__fdiv_ru(float a, float b) {
  float r;
  asm("div.rp.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_ru __ptxamd__fdiv_ru
__PTXAMD_MD float __ptxamd__fmaf_ru(float a, float b, float c) {
  float r;
  asm("fma.rp.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_ru __ptxamd__fmaf_ru
__PTXAMD_MD float __ptxamd__frcp_ru(float a) {
  float r;
  asm("rcp.rp.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_ru __ptxamd__frcp_ru
__PTXAMD_MD float __ptxamd__fsqrt_ru(float a) {
  float r;
  asm("sqrt.rp.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_ru __ptxamd__fsqrt_ru
__PTXAMD_MD float __ptxamd__fadd_rd(float a, float b) {
  float r;
  asm("add.rm.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fadd_rd __ptxamd__fadd_rd
__PTXAMD_MD float __ptxamd__fsub_rd(float a, float b) {
  float r;
  asm("sub.rm.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fsub_rd __ptxamd__fsub_rd
__PTXAMD_MD float __ptxamd__fmul_rd(float a, float b) {
  float r;
  asm("mul.rm.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fmul_rd __ptxamd__fmul_rd
__PTXAMD_MD float __ptxamd__fdiv_rd(float a, float b) {
  float r;
  asm("div.rm.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdiv_rd __ptxamd__fdiv_rd
__PTXAMD_MD float __ptxamd__fmaf_rd(float a, float b, float c) {
  float r;
  asm("fma.rm.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_rd __ptxamd__fmaf_rd
__PTXAMD_MD float __ptxamd__frcp_rd(float a) {
  float r;
  asm("rcp.rm.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __frcp_rd __ptxamd__frcp_rd
__PTXAMD_MD float __ptxamd__fsqrt_rd(float a) {
  float r;
  asm("sqrt.rm.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __fsqrt_rd __ptxamd__fsqrt_rd
__PTXAMD_MD float __ptxamd__expf(float a) {
  float r;
  asm("mul.f32 %0, %1, 0f3FB8AA3B;\n\tex2.approx.f32 %0, %0;" : "=f"(r) : "f"(a));
  return r;
}
#define __expf __ptxamd__expf
__PTXAMD_MD float __ptxamd__exp10f(float a) {
  float r;
  asm("mul.f32 %0, %1, 0f40549A78;\n\tex2.approx.f32 %0, %0;" : "=f"(r) : "f"(a));
  return r;
}
#define __exp10f __ptxamd__exp10f
__PTXAMD_MD float __ptxamd__logf(float a) {
  float r;
  asm("lg2.approx.f32 %0, %1;\n\tmul.f32 %0, %0, 0f3F317218;" : "=f"(r) : "f"(a));
  return r;
}
#define __logf __ptxamd__logf
__PTXAMD_MD float __ptxamd__log2f(float a) {
  float r;
  asm("lg2.approx.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __log2f __ptxamd__log2f
__PTXAMD_MD float __ptxamd__log10f(float a) {
  float r;
  asm("lg2.approx.f32 %0, %1;\n\tmul.f32 %0, %0, 0f3E9A209B;" : "=f"(r) : "f"(a));
  return r;
}
#define __log10f __ptxamd__log10f
__PTXAMD_MD float __ptxamd__sinf(float a) {
  float r;
  asm("sin.approx.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __sinf __ptxamd__sinf
__PTXAMD_MD float __ptxamd__cosf(float a) {
  float r;
  asm("cos.approx.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __cosf __ptxamd__cosf
__PTXAMD_MD float __ptxamd__tanf(float a) {
  float r;
  asm("{\n\t.reg .f32 s, c;\n\tsin.approx.f32 s, %1;\n\tcos.approx.f32 c, %1;\n\tdiv.approx.f32 %0, s, c;\n\t}" : "=f"(r) : "f"(a));
  return r;
}
#define __tanf __ptxamd__tanf
__PTXAMD_MD float __ptxamdexp2f(float a) {
  float r;
  asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
__PTXAMD_MD float __ptxamdrsqrtf(float a) {
  float r;
  asm("rsqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define rsqrtf __ptxamdrsqrtf
__PTXAMD_MD float __ptxamd__saturatef(float a) {
  float r;
  asm("cvt.sat.f32.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define __saturatef __ptxamd__saturatef
__PTXAMD_MD float __ptxamd__fdividef(float a, float b) {
  float r;
  asm("div.approx.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __fdividef __ptxamd__fdividef
__PTXAMD_MD float __ptxamd__powf(float a, float b) {
  float r;
  asm("{\n\t.reg .f32 l;\n\tlg2.approx.f32 l, %1;\n\tmul.f32 l, %2, l;\n\tex2.approx.f32 %0, l;\n\t}" : "=f"(r) : "f"(a), "f"(b));
  return r;
}
#define __powf __ptxamd__powf
__PTXAMD_MD int __ptxamd__float2int_rn(float a) {
  int r;
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_rn __ptxamd__float2int_rn
__PTXAMD_MD unsigned int __ptxamd__float2uint_rn(float a) {
  unsigned int r;
  asm("cvt.rni.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_rn __ptxamd__float2uint_rn
__PTXAMD_MD long long __ptxamd__float2ll_rn(float a) {
  long long r;
  asm("cvt.rni.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_rn __ptxamd__float2ll_rn
__PTXAMD_MD unsigned long long __ptxamd__float2ull_rn(float a) {
  unsigned long long r;
  asm("cvt.rni.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_rn __ptxamd__float2ull_rn
__PTXAMD_MD int __ptxamd__float2int_rz(float a) {
  int r;
  asm("cvt.rzi.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_rz __ptxamd__float2int_rz
__PTXAMD_MD unsigned int __ptxamd__float2uint_rz(float a) {
  unsigned int r;
  asm("cvt.rzi.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_rz __ptxamd__float2uint_rz
__PTXAMD_MD long long __ptxamd__float2ll_rz(float a) {
  long long r;
  asm("cvt.rzi.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_rz __ptxamd__float2ll_rz
__PTXAMD_MD unsigned long long __ptxamd__float2ull_rz(float a) {
  unsigned long long r;
  asm("cvt.rzi.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_rz __ptxamd__float2ull_rz
__PTXAMD_MD int __ptxamd__float2int_ru(float a) {
  int r;
  asm("cvt.rpi.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_ru __ptxamd__float2int_ru
__PTXAMD_MD unsigned int __ptxamd__float2uint_ru(float a) {
  unsigned int r;
  asm("cvt.rpi.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_ru __ptxamd__float2uint_ru
__PTXAMD_MD long long __ptxamd__float2ll_ru(float a) {
  long long r;
  asm("cvt.rpi.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_ru __ptxamd__float2ll_ru
__PTXAMD_MD unsigned long long __ptxamd__float2ull_ru(float a) {
  unsigned long long r;
  asm("cvt.rpi.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_ru __ptxamd__float2ull_ru
__PTXAMD_MD int __ptxamd__float2int_rd(float a) {
  int r;
  asm("cvt.rmi.s32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2int_rd __ptxamd__float2int_rd
__PTXAMD_MD unsigned int __ptxamd__float2uint_rd(float a) {
  unsigned int r;
  asm("cvt.rmi.u32.f32 %0, %1;" : "=r"(r) : "f"(a));
  return r;
}
#define __float2uint_rd __ptxamd__float2uint_rd
__PTXAMD_MD long long __ptxamd__float2ll_rd(float a) {
  long long r;
  asm("cvt.rmi.s64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ll_rd __ptxamd__float2ll_rd
__PTXAMD_MD unsigned long long __ptxamd__float2ull_rd(float a) {
  unsigned long long r;
  asm("cvt.rmi.u64.f32 %0, %1;" : "=l"(r) : "f"(a));
  return r;
}
#define __float2ull_rd __ptxamd__float2ull_rd
#endif

__PTXAMD_MD double __ptxamd__dadd_rn(double a, double b) {
  double r;
  asm("add.rn.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dadd_rn __ptxamd__dadd_rn
__PTXAMD_MD double __ptxamd__dsub_rn(double a, double b) {
  double r;
  asm("sub.rn.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dsub_rn __ptxamd__dsub_rn
__PTXAMD_MD double __ptxamd__dmul_rn(double a, double b) {
  double r;
  asm("mul.rn.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dmul_rn __ptxamd__dmul_rn
__PTXAMD_MD double __ptxamd__ddiv_rn(double a, double b) {
  double r;
  asm("div.rn.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __ddiv_rn __ptxamd__ddiv_rn
__PTXAMD_MD double __ptxamd__fma_rn(double a, double b, double c) {
  double r;
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(a), "d"(b), "d"(c));
  return r;
}
#define __fma_rn __ptxamd__fma_rn
__PTXAMD_MD double __ptxamd__drcp_rn(double a) {
  double r;
  asm("rcp.rn.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __drcp_rn __ptxamd__drcp_rn
__PTXAMD_MD float __ptxamd__fmaf_ieee_rn(float a, float b, float c) {
  float r;
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_ieee_rn __ptxamd__fmaf_ieee_rn
__PTXAMD_MD double __ptxamd__dsqrt_rn(double a) {
  double r;
  asm("sqrt.rn.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __dsqrt_rn __ptxamd__dsqrt_rn
__PTXAMD_MD double __ptxamd__dadd_rz(double a, double b) {
  double r;
  asm("add.rz.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dadd_rz __ptxamd__dadd_rz
__PTXAMD_MD double __ptxamd__dsub_rz(double a, double b) {
  double r;
  asm("sub.rz.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dsub_rz __ptxamd__dsub_rz
__PTXAMD_MD double __ptxamd__dmul_rz(double a, double b) {
  double r;
  asm("mul.rz.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dmul_rz __ptxamd__dmul_rz
__PTXAMD_MD double __ptxamd__ddiv_rz(double a, double b) {
  double r;
  asm("div.rz.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __ddiv_rz __ptxamd__ddiv_rz
__PTXAMD_MD double __ptxamd__fma_rz(double a, double b, double c) {
  double r;
  asm("fma.rz.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(a), "d"(b), "d"(c));
  return r;
}
#define __fma_rz __ptxamd__fma_rz
__PTXAMD_MD double __ptxamd__drcp_rz(double a) {
  double r;
  asm("rcp.rz.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __drcp_rz __ptxamd__drcp_rz
__PTXAMD_MD float __ptxamd__fmaf_ieee_rz(float a, float b, float c) {
  float r;
  asm("fma.rz.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_ieee_rz __ptxamd__fmaf_ieee_rz
__PTXAMD_MD double __ptxamd__dsqrt_rz(double a) {
  double r;
  asm("sqrt.rz.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __dsqrt_rz __ptxamd__dsqrt_rz
__PTXAMD_MD double __ptxamd__dadd_ru(double a, double b) {
  double r;
  asm("add.rp.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dadd_ru __ptxamd__dadd_ru
__PTXAMD_MD double __ptxamd__dsub_ru(double a, double b) {
  double r;
  asm("sub.rp.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dsub_ru __ptxamd__dsub_ru
__PTXAMD_MD double __ptxamd__dmul_ru(double a, double b) {
  double r;
  asm("mul.rp.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dmul_ru __ptxamd__dmul_ru
__PTXAMD_MD double __ptxamd__ddiv_ru(double a, double b) {
  double r;
  asm("div.rp.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __ddiv_ru __ptxamd__ddiv_ru
__PTXAMD_MD double __ptxamd__fma_ru(double a, double b, double c) {
  double r;
  asm("fma.rp.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(a), "d"(b), "d"(c));
  return r;
}
#define __fma_ru __ptxamd__fma_ru
__PTXAMD_MD double __ptxamd__drcp_ru(double a) {
  double r;
  asm("rcp.rp.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __drcp_ru __ptxamd__drcp_ru
__PTXAMD_MD float __ptxamd__fmaf_ieee_ru(float a, float b, float c) {
  float r;
  asm("fma.rp.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_ieee_ru __ptxamd__fmaf_ieee_ru
__PTXAMD_MD double __ptxamd__dsqrt_ru(double a) {
  double r;
  asm("sqrt.rp.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __dsqrt_ru __ptxamd__dsqrt_ru
__PTXAMD_MD double __ptxamd__dadd_rd(double a, double b) {
  double r;
  asm("add.rm.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dadd_rd __ptxamd__dadd_rd
__PTXAMD_MD double __ptxamd__dsub_rd(double a, double b) {
  double r;
  asm("sub.rm.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dsub_rd __ptxamd__dsub_rd
__PTXAMD_MD double __ptxamd__dmul_rd(double a, double b) {
  double r;
  asm("mul.rm.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __dmul_rd __ptxamd__dmul_rd
__PTXAMD_MD double __ptxamd__ddiv_rd(double a, double b) {
  double r;
  asm("div.rm.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}
#define __ddiv_rd __ptxamd__ddiv_rd
__PTXAMD_MD double __ptxamd__fma_rd(double a, double b, double c) {
  double r;
  asm("fma.rm.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(a), "d"(b), "d"(c));
  return r;
}
#define __fma_rd __ptxamd__fma_rd
__PTXAMD_MD double __ptxamd__drcp_rd(double a) {
  double r;
  asm("rcp.rm.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __drcp_rd __ptxamd__drcp_rd
__PTXAMD_MD float __ptxamd__fmaf_ieee_rd(float a, float b, float c) {
  float r;
  asm("fma.rm.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
}
#define __fmaf_ieee_rd __ptxamd__fmaf_ieee_rd
__PTXAMD_MD double __ptxamd__dsqrt_rd(double a) {
  double r;
  asm("sqrt.rm.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}
#define __dsqrt_rd __ptxamd__dsqrt_rd
__PTXAMD_MD int __ptxamd__double2int_rn(double a) {
  int r;
  asm("cvt.rni.s32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2int_rn __ptxamd__double2int_rn
__PTXAMD_MD float __ptxamd__int2float_rn(int a) {
  float r;
  asm("cvt.rn.f32.s32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __int2float_rn __ptxamd__int2float_rn
__PTXAMD_MD unsigned int __ptxamd__double2uint_rn(double a) {
  unsigned int r;
  asm("cvt.rni.u32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2uint_rn __ptxamd__double2uint_rn
__PTXAMD_MD float __ptxamd__uint2float_rn(unsigned int a) {
  float r;
  asm("cvt.rn.f32.u32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __uint2float_rn __ptxamd__uint2float_rn
__PTXAMD_MD long long __ptxamd__double2ll_rn(double a) {
  long long r;
  asm("cvt.rni.s64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ll_rn __ptxamd__double2ll_rn
__PTXAMD_MD float __ptxamd__ll2float_rn(long long a) {
  float r;
  asm("cvt.rn.f32.s64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ll2float_rn __ptxamd__ll2float_rn
__PTXAMD_MD double __ptxamd__ll2double_rn(long long a) {
  double r;
  asm("cvt.rn.f64.s64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ll2double_rn __ptxamd__ll2double_rn
__PTXAMD_MD unsigned long long __ptxamd__double2ull_rn(double a) {
  unsigned long long r;
  asm("cvt.rni.u64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ull_rn __ptxamd__double2ull_rn
__PTXAMD_MD float __ptxamd__ull2float_rn(unsigned long long a) {
  float r;
  asm("cvt.rn.f32.u64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ull2float_rn __ptxamd__ull2float_rn
__PTXAMD_MD double __ptxamd__ull2double_rn(unsigned long long a) {
  double r;
  asm("cvt.rn.f64.u64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ull2double_rn __ptxamd__ull2double_rn
__PTXAMD_MD float __ptxamd__double2float_rn(double a) {
  float r;
  asm("cvt.rn.f32.f64 %0, %1;" : "=f"(r) : "d"(a));
  return r;
}
#define __double2float_rn __ptxamd__double2float_rn
__PTXAMD_MD int __ptxamd__double2int_rz(double a) {
  int r;
  asm("cvt.rzi.s32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2int_rz __ptxamd__double2int_rz
__PTXAMD_MD float __ptxamd__int2float_rz(int a) {
  float r;
  asm("cvt.rz.f32.s32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __int2float_rz __ptxamd__int2float_rz
__PTXAMD_MD unsigned int __ptxamd__double2uint_rz(double a) {
  unsigned int r;
  asm("cvt.rzi.u32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2uint_rz __ptxamd__double2uint_rz
__PTXAMD_MD float __ptxamd__uint2float_rz(unsigned int a) {
  float r;
  asm("cvt.rz.f32.u32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __uint2float_rz __ptxamd__uint2float_rz
__PTXAMD_MD long long __ptxamd__double2ll_rz(double a) {
  long long r;
  asm("cvt.rzi.s64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ll_rz __ptxamd__double2ll_rz
__PTXAMD_MD float __ptxamd__ll2float_rz(long long a) {
  float r;
  asm("cvt.rz.f32.s64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ll2float_rz __ptxamd__ll2float_rz
__PTXAMD_MD double __ptxamd__ll2double_rz(long long a) {
  double r;
  asm("cvt.rz.f64.s64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ll2double_rz __ptxamd__ll2double_rz
__PTXAMD_MD unsigned long long __ptxamd__double2ull_rz(double a) {
  unsigned long long r;
  asm("cvt.rzi.u64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ull_rz __ptxamd__double2ull_rz
__PTXAMD_MD float __ptxamd__ull2float_rz(unsigned long long a) {
  float r;
  asm("cvt.rz.f32.u64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ull2float_rz __ptxamd__ull2float_rz
__PTXAMD_MD double __ptxamd__ull2double_rz(unsigned long long a) {
  double r;
  asm("cvt.rz.f64.u64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ull2double_rz __ptxamd__ull2double_rz
__PTXAMD_MD float __ptxamd__double2float_rz(double a) {
  float r;
  asm("cvt.rz.f32.f64 %0, %1;" : "=f"(r) : "d"(a));
  return r;
}
#define __double2float_rz __ptxamd__double2float_rz
__PTXAMD_MD int __ptxamd__double2int_ru(double a) {
  int r;
  asm("cvt.rpi.s32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2int_ru __ptxamd__double2int_ru
__PTXAMD_MD float __ptxamd__int2float_ru(int a) {
  float r;
  asm("cvt.rp.f32.s32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __int2float_ru __ptxamd__int2float_ru
__PTXAMD_MD unsigned int __ptxamd__double2uint_ru(double a) {
  unsigned int r;
  asm("cvt.rpi.u32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2uint_ru __ptxamd__double2uint_ru
__PTXAMD_MD float __ptxamd__uint2float_ru(unsigned int a) {
  float r;
  asm("cvt.rp.f32.u32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __uint2float_ru __ptxamd__uint2float_ru
__PTXAMD_MD long long __ptxamd__double2ll_ru(double a) {
  long long r;
  asm("cvt.rpi.s64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ll_ru __ptxamd__double2ll_ru
__PTXAMD_MD float __ptxamd__ll2float_ru(long long a) {
  float r;
  asm("cvt.rp.f32.s64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ll2float_ru __ptxamd__ll2float_ru
__PTXAMD_MD double __ptxamd__ll2double_ru(long long a) {
  double r;
  asm("cvt.rp.f64.s64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ll2double_ru __ptxamd__ll2double_ru
__PTXAMD_MD unsigned long long __ptxamd__double2ull_ru(double a) {
  unsigned long long r;
  asm("cvt.rpi.u64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ull_ru __ptxamd__double2ull_ru
__PTXAMD_MD float __ptxamd__ull2float_ru(unsigned long long a) {
  float r;
  asm("cvt.rp.f32.u64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ull2float_ru __ptxamd__ull2float_ru
__PTXAMD_MD double __ptxamd__ull2double_ru(unsigned long long a) {
  double r;
  asm("cvt.rp.f64.u64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ull2double_ru __ptxamd__ull2double_ru
__PTXAMD_MD float __ptxamd__double2float_ru(double a) {
  float r;
  asm("cvt.rp.f32.f64 %0, %1;" : "=f"(r) : "d"(a));
  return r;
}
#define __double2float_ru __ptxamd__double2float_ru
__PTXAMD_MD int __ptxamd__double2int_rd(double a) {
  int r;
  asm("cvt.rmi.s32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2int_rd __ptxamd__double2int_rd
__PTXAMD_MD float __ptxamd__int2float_rd(int a) {
  float r;
  asm("cvt.rm.f32.s32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __int2float_rd __ptxamd__int2float_rd
__PTXAMD_MD unsigned int __ptxamd__double2uint_rd(double a) {
  unsigned int r;
  asm("cvt.rmi.u32.f64 %0, %1;" : "=r"(r) : "d"(a));
  return r;
}
#define __double2uint_rd __ptxamd__double2uint_rd
__PTXAMD_MD float __ptxamd__uint2float_rd(unsigned int a) {
  float r;
  asm("cvt.rm.f32.u32 %0, %1;" : "=f"(r) : "r"(a));
  return r;
}
#define __uint2float_rd __ptxamd__uint2float_rd
__PTXAMD_MD long long __ptxamd__double2ll_rd(double a) {
  long long r;
  asm("cvt.rmi.s64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ll_rd __ptxamd__double2ll_rd
__PTXAMD_MD float __ptxamd__ll2float_rd(long long a) {
  float r;
  asm("cvt.rm.f32.s64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ll2float_rd __ptxamd__ll2float_rd
__PTXAMD_MD double __ptxamd__ll2double_rd(long long a) {
  double r;
  asm("cvt.rm.f64.s64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ll2double_rd __ptxamd__ll2double_rd
__PTXAMD_MD unsigned long long __ptxamd__double2ull_rd(double a) {
  unsigned long long r;
  asm("cvt.rmi.u64.f64 %0, %1;" : "=l"(r) : "d"(a));
  return r;
}
#define __double2ull_rd __ptxamd__double2ull_rd
__PTXAMD_MD float __ptxamd__ull2float_rd(unsigned long long a) {
  float r;
  asm("cvt.rm.f32.u64 %0, %1;" : "=f"(r) : "l"(a));
  return r;
}
#define __ull2float_rd __ptxamd__ull2float_rd
__PTXAMD_MD double __ptxamd__ull2double_rd(unsigned long long a) {
  double r;
  asm("cvt.rm.f64.u64 %0, %1;" : "=d"(r) : "l"(a));
  return r;
}
#define __ull2double_rd __ptxamd__ull2double_rd
__PTXAMD_MD float __ptxamd__double2float_rd(double a) {
  float r;
  asm("cvt.rm.f32.f64 %0, %1;" : "=f"(r) : "d"(a));
  return r;
}
#define __double2float_rd __ptxamd__double2float_rd

__PTXAMD_MD void __ptxamd__sincosf(float x, float *s, float *c) {
  *s = __sinf(x);
  *c = __cosf(x);
}
#define __sincosf __ptxamd__sincosf

#if defined(__HIP_DEVICE_COMPILE__)
#define exp2f __ptxamdexp2f
#if defined(__USE_FAST_MATH__)
/* nvcc's --use_fast_math: the f32 divisions of the unit's own code are
 * products by rcp.approx.ftz.f32's reciprocal as ptxas makes them
 * (ptxamd nvcc rewrites them to call this, ccwrap/fastmath.go), sqrtf is
 * sqrt.approx.ftz.f32, and these functions are the unit's intrinsics. */
extern "C" {
__device__ __attribute__((weak, used, always_inline)) float __ptxamd_fast_rcp(float a) {
  float r;
  asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
}
__PTXAMD_MD float __ptxamd_fast_sqrtf(float a) {
  float r;
  asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define sqrtf __ptxamd_fast_sqrtf
#define sinf __ptxamd__sinf
#define cosf __ptxamd__cosf
#define tanf __ptxamd__tanf
#define expf __ptxamd__expf
#define exp10f __ptxamd__exp10f
#define logf __ptxamd__logf
#define log2f __ptxamd__log2f
#define log10f __ptxamd__log10f
#define powf __ptxamd__powf
#define sincosf __ptxamd__sincosf
#endif

/* NaN results: NVIDIA's canonical NaN (see gen_math_header.py). */
__PTXAMD_MD float __ptxamd_cnan(float r) {
  return (__builtin_bit_cast(unsigned, r) & 0x7fffffffu) > 0x7f800000u ? __builtin_bit_cast(float, 0x7fffffffu) : r;
}
__PTXAMD_MD float __ptxamd_nan_acosf(float a) {
  return __ptxamd_cnan(::acosf(a));
}
#define acosf __ptxamd_nan_acosf
__PTXAMD_MD float __ptxamd_nan_acoshf(float a) {
  return __ptxamd_cnan(::acoshf(a));
}
#define acoshf __ptxamd_nan_acoshf
__PTXAMD_MD float __ptxamd_nan_asinf(float a) {
  return __ptxamd_cnan(::asinf(a));
}
#define asinf __ptxamd_nan_asinf
__PTXAMD_MD float __ptxamd_nan_asinhf(float a) {
  return __ptxamd_cnan(::asinhf(a));
}
#define asinhf __ptxamd_nan_asinhf
__PTXAMD_MD float __ptxamd_nan_atanf(float a) {
  return __ptxamd_cnan(::atanf(a));
}
#define atanf __ptxamd_nan_atanf
__PTXAMD_MD float __ptxamd_nan_atanhf(float a) {
  return __ptxamd_cnan(::atanhf(a));
}
#define atanhf __ptxamd_nan_atanhf
__PTXAMD_MD float __ptxamd_nan_cbrtf(float a) {
  return __ptxamd_cnan(::cbrtf(a));
}
#define cbrtf __ptxamd_nan_cbrtf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_cosf(float a) {
  return __ptxamd_cnan(::cosf(a));
}
#define cosf __ptxamd_nan_cosf
#endif
__PTXAMD_MD float __ptxamd_nan_coshf(float a) {
  return __ptxamd_cnan(::coshf(a));
}
#define coshf __ptxamd_nan_coshf
__PTXAMD_MD float __ptxamd_nan_cospif(float a) {
  float r = ::cospif(a);
  return r == 0.0f ? 0.0f : __ptxamd_cnan(r);
}
#define cospif __ptxamd_nan_cospif
__PTXAMD_MD float __ptxamd_nan_cyl_bessel_i0f(float a) {
  return __ptxamd_cnan(::cyl_bessel_i0f(a));
}
#define cyl_bessel_i0f __ptxamd_nan_cyl_bessel_i0f
__PTXAMD_MD float __ptxamd_nan_cyl_bessel_i1f(float a) {
  return __ptxamd_cnan(::cyl_bessel_i1f(a));
}
#define cyl_bessel_i1f __ptxamd_nan_cyl_bessel_i1f
__PTXAMD_MD float __ptxamd_nan_erfcf(float a) {
  return __ptxamd_cnan(::erfcf(a));
}
#define erfcf __ptxamd_nan_erfcf
__PTXAMD_MD float __ptxamd_nan_erfcinvf(float a) {
  return __ptxamd_cnan(::erfcinvf(a));
}
#define erfcinvf __ptxamd_nan_erfcinvf
__PTXAMD_MD float __ptxamd_nan_erfcxf(float a) {
  return __ptxamd_cnan(::erfcxf(a));
}
#define erfcxf __ptxamd_nan_erfcxf
__PTXAMD_MD float __ptxamd_nan_erff(float a) {
  return __ptxamd_cnan(::erff(a));
}
#define erff __ptxamd_nan_erff
__PTXAMD_MD float __ptxamd_nan_erfinvf(float a) {
  return __ptxamd_cnan(::erfinvf(a));
}
#define erfinvf __ptxamd_nan_erfinvf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_exp10f(float a) {
  return __ptxamd_cnan(::exp10f(a));
}
#define exp10f __ptxamd_nan_exp10f
#endif
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_expf(float a) {
  return __ptxamd_cnan(::expf(a));
}
#define expf __ptxamd_nan_expf
#endif
__PTXAMD_MD float __ptxamd_nan_expm1f(float a) {
  if (a == 0.0f) return a;
  return __ptxamd_cnan(::expm1f(a));
}
#define expm1f __ptxamd_nan_expm1f
__PTXAMD_MD float __ptxamd_nan_j0f(float a) {
  return __ptxamd_cnan(::j0f(a));
}
#define j0f __ptxamd_nan_j0f
__PTXAMD_MD float __ptxamd_nan_j1f(float a) {
  return __ptxamd_cnan(::j1f(a));
}
#define j1f __ptxamd_nan_j1f
__PTXAMD_MD float __ptxamd_nan_lgammaf(float a) {
  return __ptxamd_cnan(::lgammaf(a));
}
#define lgammaf __ptxamd_nan_lgammaf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_log10f(float a) {
  return __ptxamd_cnan(::log10f(a));
}
#define log10f __ptxamd_nan_log10f
#endif
__PTXAMD_MD float __ptxamd_nan_log1pf(float a) {
  return __ptxamd_cnan(::log1pf(a));
}
#define log1pf __ptxamd_nan_log1pf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_log2f(float a) {
  return __ptxamd_cnan(::log2f(a));
}
#define log2f __ptxamd_nan_log2f
#endif
__PTXAMD_MD float __ptxamd_nan_logbf(float a) {
  return __ptxamd_cnan(::logbf(a));
}
#define logbf __ptxamd_nan_logbf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_logf(float a) {
  return __ptxamd_cnan(::logf(a));
}
#define logf __ptxamd_nan_logf
#endif
__PTXAMD_MD float __ptxamd_nan_normcdff(float a) {
  return __ptxamd_cnan(::normcdff(a));
}
#define normcdff __ptxamd_nan_normcdff
__PTXAMD_MD float __ptxamd_nan_normcdfinvf(float a) {
  return __ptxamd_cnan(::normcdfinvf(a));
}
#define normcdfinvf __ptxamd_nan_normcdfinvf
__PTXAMD_MD float __ptxamd_nan_rcbrtf(float a) {
  return __ptxamd_cnan(::rcbrtf(a));
}
#define rcbrtf __ptxamd_nan_rcbrtf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_sinf(float a) {
  return __ptxamd_cnan(::sinf(a));
}
#define sinf __ptxamd_nan_sinf
#endif
__PTXAMD_MD float __ptxamd_nan_sinhf(float a) {
  return __ptxamd_cnan(::sinhf(a));
}
#define sinhf __ptxamd_nan_sinhf
__PTXAMD_MD float __ptxamd_nan_sinpif(float a) {
  if (__builtin_isfinite(a) && a == __builtin_truncf(a)) return __builtin_copysignf(0.0f, a);
  return __ptxamd_cnan(::sinpif(a));
}
#define sinpif __ptxamd_nan_sinpif
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_tanf(float a) {
  return __ptxamd_cnan(::tanf(a));
}
#define tanf __ptxamd_nan_tanf
#endif
__PTXAMD_MD float __ptxamd_nan_tanhf(float a) {
  return __ptxamd_cnan(::tanhf(a));
}
#define tanhf __ptxamd_nan_tanhf
__PTXAMD_MD float __ptxamd_nan_tgammaf(float a) {
  return __ptxamd_cnan(::tgammaf(a));
}
#define tgammaf __ptxamd_nan_tgammaf
__PTXAMD_MD float __ptxamd_nan_y0f(float a) {
  return __ptxamd_cnan(::y0f(a));
}
#define y0f __ptxamd_nan_y0f
__PTXAMD_MD float __ptxamd_nan_y1f(float a) {
  return __ptxamd_cnan(::y1f(a));
}
#define y1f __ptxamd_nan_y1f
__PTXAMD_MD float __ptxamd_nan_atan2f(float a, float b) {
  return __ptxamd_cnan(::atan2f(a, b));
}
#define atan2f __ptxamd_nan_atan2f
__PTXAMD_MD float __ptxamd_nan_fdimf(float a, float b) {
  return __ptxamd_cnan(::fdimf(a, b));
}
#define fdimf __ptxamd_nan_fdimf
__PTXAMD_MD float __ptxamd_nan_fmodf(float a, float b) {
  return __ptxamd_cnan(::fmodf(a, b));
}
#define fmodf __ptxamd_nan_fmodf
__PTXAMD_MD float __ptxamd_nan_hypotf(float a, float b) {
  return __ptxamd_cnan(::hypotf(a, b));
}
#define hypotf __ptxamd_nan_hypotf
__PTXAMD_MD float __ptxamd_nan_nextafterf(float a, float b) {
  return __ptxamd_cnan(::nextafterf(a, b));
}
#define nextafterf __ptxamd_nan_nextafterf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD float __ptxamd_nan_powf(float a, float b) {
  return __ptxamd_cnan(::powf(a, b));
}
#define powf __ptxamd_nan_powf
#endif
__PTXAMD_MD float __ptxamd_nan_remainderf(float a, float b) {
  return __ptxamd_cnan(::remainderf(a, b));
}
#define remainderf __ptxamd_nan_remainderf
__PTXAMD_MD float __ptxamd_nan_rhypotf(float a, float b) {
  return __ptxamd_cnan(::rhypotf(a, b));
}
#define rhypotf __ptxamd_nan_rhypotf
__PTXAMD_MD float __ptxamd_nan_frexpf(float a, int *e) {
  return __ptxamd_cnan(::frexpf(a, e));
}
#define frexpf __ptxamd_nan_frexpf
__PTXAMD_MD float __ptxamd_nan_modff(float a, float *ip) {
  return __ptxamd_cnan(::modff(a, ip));
}
#define modff __ptxamd_nan_modff
__PTXAMD_MD float __ptxamd_nan_remquof(float a, float b, int *q) {
  return __ptxamd_cnan(::remquof(a, b, q));
}
#define remquof __ptxamd_nan_remquof
__PTXAMD_MD float __ptxamd_nan_ldexpf(float a, int e) {
  return __ptxamd_cnan(::ldexpf(a, e));
}
#define ldexpf __ptxamd_nan_ldexpf
__PTXAMD_MD float __ptxamd_nan_scalbnf(float a, int e) {
  return __ptxamd_cnan(::scalbnf(a, e));
}
#define scalbnf __ptxamd_nan_scalbnf
__PTXAMD_MD float __ptxamd_nan_jnf(int n, float a) {
  return __ptxamd_cnan(::jnf(n, a));
}
#define jnf __ptxamd_nan_jnf
__PTXAMD_MD float __ptxamd_nan_ynf(int n, float a) {
  return __ptxamd_cnan(::ynf(n, a));
}
#define ynf __ptxamd_nan_ynf
#if !defined(__USE_FAST_MATH__)
__PTXAMD_MD void __ptxamd_nan_sincosf(float a, float *s, float *c) {
  ::sincosf(a, s, c);
  *s = __ptxamd_cnan(*s);
  *c = __ptxamd_cnan(*c);
}
#define sincosf __ptxamd_nan_sincosf
#endif
__PTXAMD_MD void __ptxamd_nan_sincospif(float a, float *s, float *c) {
  ::sincospif(a, s, c);
  if (__builtin_isfinite(a) && a == __builtin_truncf(a))
    *s = __builtin_copysignf(0.0f, a);
  if (*c == 0.0f)
    *c = 0.0f;
  *s = __ptxamd_cnan(*s);
  *c = __ptxamd_cnan(*c);
}
#define sincospif __ptxamd_nan_sincospif
__PTXAMD_MD float __ptxamd_nan_norm3df(float a, float b, float c) {
  return __ptxamd_cnan(::norm3df(a, b, c));
}
#define norm3df __ptxamd_nan_norm3df
__PTXAMD_MD float __ptxamd_nan_rnorm3df(float a, float b, float c) {
  return __ptxamd_cnan(::rnorm3df(a, b, c));
}
#define rnorm3df __ptxamd_nan_rnorm3df
__PTXAMD_MD int __ptxamd_nan_ilogbf(float a) {
  if ((__builtin_bit_cast(unsigned, a) & 0x7fffffffu) > 0x7f800000u)
    return -2147483647 - 1;
  return ::ilogbf(a);
}
#define ilogbf __ptxamd_nan_ilogbf
/* The C++ overloads and HIP's names of the functions above: the device
 * IR's calls of ocml and of llvm.exp2/exp/log10/sqrt.f32 go here (see
 * gen_math_header.py). */
extern "C" {
#define __PTXAMD_CALL32 __device__ __attribute__((weak, always_inline))
__PTXAMD_CALL32 float __ptxamd_nan32_acos(float a) {
  return __ptxamd_cnan(__ocml_acos_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_acosh(float a) {
  return __ptxamd_cnan(__ocml_acosh_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_asin(float a) {
  return __ptxamd_cnan(__ocml_asin_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_asinh(float a) {
  return __ptxamd_cnan(__ocml_asinh_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_atan(float a) {
  return __ptxamd_cnan(__ocml_atan_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_atanh(float a) {
  return __ptxamd_cnan(__ocml_atanh_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_cbrt(float a) {
  return __ptxamd_cnan(__ocml_cbrt_f32(a));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_cos(float a) {
  return __ptxamd__cosf(a);
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_cos(float a) {
  return __ptxamd_cnan(__ocml_cos_f32(a));
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_cosh(float a) {
  return __ptxamd_cnan(__ocml_cosh_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_cospi(float a) {
  float r = __ocml_cospi_f32(a);
  return r == 0.0f ? 0.0f : __ptxamd_cnan(r);
}
__PTXAMD_CALL32 float __ptxamd_nan32_i0(float a) {
  return __ptxamd_cnan(__ocml_i0_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_i1(float a) {
  return __ptxamd_cnan(__ocml_i1_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_erfc(float a) {
  return __ptxamd_cnan(__ocml_erfc_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_erfcinv(float a) {
  return __ptxamd_cnan(__ocml_erfcinv_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_erfcx(float a) {
  return __ptxamd_cnan(__ocml_erfcx_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_erf(float a) {
  return __ptxamd_cnan(__ocml_erf_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_erfinv(float a) {
  return __ptxamd_cnan(__ocml_erfinv_f32(a));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_exp10(float a) {
  return __ptxamd__exp10f(a);
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_exp10(float a) {
  return __ptxamd_cnan(__ocml_exp10_f32(a));
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_expm1(float a) {
  if (a == 0.0f) return a;
  return __ptxamd_cnan(__ocml_expm1_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_j0(float a) {
  return __ptxamd_cnan(__ocml_j0_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_j1(float a) {
  return __ptxamd_cnan(__ocml_j1_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_lgamma(float a) {
  return __ptxamd_cnan(__ocml_lgamma_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_log1p(float a) {
  return __ptxamd_cnan(__ocml_log1p_f32(a));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_log2(float a) {
  return __ptxamd__log2f(a);
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_log2(float a) {
  return __ptxamd_cnan(__ocml_log2_f32(a));
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_logb(float a) {
  return __ptxamd_cnan(__ocml_logb_f32(a));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_log(float a) {
  return __ptxamd__logf(a);
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_log(float a) {
  return __ptxamd_cnan(__ocml_log_f32(a));
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_ncdf(float a) {
  return __ptxamd_cnan(__ocml_ncdf_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_ncdfinv(float a) {
  return __ptxamd_cnan(__ocml_ncdfinv_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_rcbrt(float a) {
  return __ptxamd_cnan(__ocml_rcbrt_f32(a));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_sin(float a) {
  return __ptxamd__sinf(a);
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_sin(float a) {
  return __ptxamd_cnan(__ocml_sin_f32(a));
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_sinh(float a) {
  return __ptxamd_cnan(__ocml_sinh_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_sinpi(float a) {
  if (__builtin_isfinite(a) && a == __builtin_truncf(a)) return __builtin_copysignf(0.0f, a);
  return __ptxamd_cnan(__ocml_sinpi_f32(a));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_tan(float a) {
  return __ptxamd__tanf(a);
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_tan(float a) {
  return __ptxamd_cnan(__ocml_tan_f32(a));
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_tanh(float a) {
  return __ptxamd_cnan(__ocml_tanh_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_tgamma(float a) {
  return __ptxamd_cnan(__ocml_tgamma_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_y0(float a) {
  return __ptxamd_cnan(__ocml_y0_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_y1(float a) {
  return __ptxamd_cnan(__ocml_y1_f32(a));
}
__PTXAMD_CALL32 float __ptxamd_nan32_atan2(float a, float b) {
  return __ptxamd_cnan(__ocml_atan2_f32(a, b));
}
__PTXAMD_CALL32 float __ptxamd_nan32_fdim(float a, float b) {
  return __ptxamd_cnan(__ocml_fdim_f32(a, b));
}
__PTXAMD_CALL32 float __ptxamd_nan32_fmod(float a, float b) {
  return __ptxamd_cnan(__ocml_fmod_f32(a, b));
}
__PTXAMD_CALL32 float __ptxamd_nan32_hypot(float a, float b) {
  return __ptxamd_cnan(__ocml_hypot_f32(a, b));
}
__PTXAMD_CALL32 float __ptxamd_nan32_nextafter(float a, float b) {
  return __ptxamd_cnan(__ocml_nextafter_f32(a, b));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_pow(float a, float b) {
  return __ptxamd__powf(a, b);
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_pow(float a, float b) {
  return __ptxamd_cnan(__ocml_pow_f32(a, b));
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_remainder(float a, float b) {
  return __ptxamd_cnan(__ocml_remainder_f32(a, b));
}
__PTXAMD_CALL32 float __ptxamd_nan32_rhypot(float a, float b) {
  return __ptxamd_cnan(__ocml_rhypot_f32(a, b));
}
__PTXAMD_CALL32 float __ptxamd_nan32_modf(float a, __attribute__((address_space(5))) float *ip) {
  float r = __ptxamd_cnan(__ocml_modf_f32(a, ip));
  *ip = __ptxamd_cnan(*ip);
  return r;
}
__PTXAMD_CALL32 float __ptxamd_nan32_remquo(float a, float b, __attribute__((address_space(5))) int *q) {
  return __ptxamd_cnan(__ocml_remquo_f32(a, b, q));
}
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_nan32_sincos(float a, __attribute__((address_space(5))) float *c) {
  float s, k;
  __ptxamd__sincosf(a, &s, &k);
  *c = k;
  return s;
}
#else
__PTXAMD_CALL32 float __ptxamd_nan32_sincos(float a, __attribute__((address_space(5))) float *c) {
  float s = __ptxamd_cnan(__ocml_sincos_f32(a, c));
  *c = __ptxamd_cnan(*c);
  return s;
}
#endif
__PTXAMD_CALL32 float __ptxamd_nan32_sincospi(float a, __attribute__((address_space(5))) float *c) {
  float s = __ptxamd_cnan(__ocml_sincospi_f32(a, c));
  if (__builtin_isfinite(a) && a == __builtin_truncf(a))
    s = __builtin_copysignf(0.0f, a);
  if (*c == 0.0f)
    *c = 0.0f;
  *c = __ptxamd_cnan(*c);
  return s;
}
__PTXAMD_CALL32 float __ptxamd_nan32_len3(float a, float b, float c) {
  return __ptxamd_cnan(__ocml_len3_f32(a, b, c));
}
__PTXAMD_CALL32 float __ptxamd_nan32_rlen3(float a, float b, float c) {
  return __ptxamd_cnan(__ocml_rlen3_f32(a, b, c));
}
__PTXAMD_CALL32 int __ptxamd_nan32_ilogb(float a) {
  return (__builtin_bit_cast(unsigned, a) & 0x7fffffffu) > 0x7f800000u ? -2147483647 - 1 : __ocml_ilogb_f32(a);
}
__PTXAMD_CALL32 float __ptxamd_f32_exp2(float a) { return __ptxamdexp2f(a); }
#if defined(__USE_FAST_MATH__)
__PTXAMD_CALL32 float __ptxamd_f32_exp(float a) { return __ptxamd__expf(a); }
__PTXAMD_CALL32 float __ptxamd_f32_log10(float a) { return __ptxamd__log10f(a); }
__PTXAMD_CALL32 float __ptxamd_f32_sqrt(float a) { return __ptxamd_fast_sqrtf(a); }
#endif
#undef __PTXAMD_CALL32
}
/* std::exp2f and the like name the same functions. */
namespace std {
using ::__ptxamdexp2f;
#if defined(__USE_FAST_MATH__)
using ::__ptxamd_fast_sqrtf;
using ::__ptxamd__sinf;
using ::__ptxamd__cosf;
using ::__ptxamd__tanf;
using ::__ptxamd__expf;
using ::__ptxamd__exp10f;
using ::__ptxamd__logf;
using ::__ptxamd__log2f;
using ::__ptxamd__log10f;
using ::__ptxamd__powf;
using ::__ptxamd__sincosf;
#endif
using ::__ptxamd_nan_acosf;
using ::__ptxamd_nan_acoshf;
using ::__ptxamd_nan_asinf;
using ::__ptxamd_nan_asinhf;
using ::__ptxamd_nan_atanf;
using ::__ptxamd_nan_atanhf;
using ::__ptxamd_nan_cbrtf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_cosf;
#endif
using ::__ptxamd_nan_coshf;
using ::__ptxamd_nan_cospif;
using ::__ptxamd_nan_cyl_bessel_i0f;
using ::__ptxamd_nan_cyl_bessel_i1f;
using ::__ptxamd_nan_erfcf;
using ::__ptxamd_nan_erfcinvf;
using ::__ptxamd_nan_erfcxf;
using ::__ptxamd_nan_erff;
using ::__ptxamd_nan_erfinvf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_exp10f;
#endif
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_expf;
#endif
using ::__ptxamd_nan_expm1f;
using ::__ptxamd_nan_j0f;
using ::__ptxamd_nan_j1f;
using ::__ptxamd_nan_lgammaf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_log10f;
#endif
using ::__ptxamd_nan_log1pf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_log2f;
#endif
using ::__ptxamd_nan_logbf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_logf;
#endif
using ::__ptxamd_nan_normcdff;
using ::__ptxamd_nan_normcdfinvf;
using ::__ptxamd_nan_rcbrtf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_sinf;
#endif
using ::__ptxamd_nan_sinhf;
using ::__ptxamd_nan_sinpif;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_tanf;
#endif
using ::__ptxamd_nan_tanhf;
using ::__ptxamd_nan_tgammaf;
using ::__ptxamd_nan_y0f;
using ::__ptxamd_nan_y1f;
using ::__ptxamd_nan_atan2f;
using ::__ptxamd_nan_fdimf;
using ::__ptxamd_nan_fmodf;
using ::__ptxamd_nan_hypotf;
using ::__ptxamd_nan_nextafterf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_powf;
#endif
using ::__ptxamd_nan_remainderf;
using ::__ptxamd_nan_rhypotf;
using ::__ptxamd_nan_frexpf;
using ::__ptxamd_nan_modff;
using ::__ptxamd_nan_remquof;
using ::__ptxamd_nan_ldexpf;
using ::__ptxamd_nan_scalbnf;
using ::__ptxamd_nan_jnf;
using ::__ptxamd_nan_ynf;
#if !defined(__USE_FAST_MATH__)
using ::__ptxamd_nan_sincosf;
#endif
using ::__ptxamd_nan_sincospif;
using ::__ptxamd_nan_norm3df;
using ::__ptxamd_nan_rnorm3df;
using ::__ptxamd_nan_ilogbf;
} // namespace std
#endif /* __HIP_DEVICE_COMPILE__ */

#undef __PTXAMD_MD
#endif
