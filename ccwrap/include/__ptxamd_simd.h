/* SIMD intrinsics on 4 bytes or 2 halfwords of a word (__vadd4,
 * __vsubss4, __vabsdiffu4, __vcmpeq4, ...), written for ptxamd from CUDA's
 * documentation: each is a PTX video instruction (vadd4, vsub2, vabsdiff4,
 * vavrg4, vmax4, vmin4, vset4...), translated by ptxamd; the __vcmp forms
 * widen vset's 1 per lane to all ones; __vhaddu2/4 are C. HIP 5.2 has
 * none of them. */
#ifndef __PTXAMD_SIMD_H__
#define __PTXAMD_SIMD_H__
#pragma clang system_header

static __device__ __attribute__((always_inline)) inline unsigned __vadd4(unsigned a, unsigned b) {
  unsigned r;
  asm("vadd4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vaddss4(unsigned a, unsigned b) {
  unsigned r;
  asm("vadd4.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vaddus4(unsigned a, unsigned b) {
  unsigned r;
  asm("vadd4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsub4(unsigned a, unsigned b) {
  unsigned r;
  asm("vsub4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsubss4(unsigned a, unsigned b) {
  unsigned r;
  asm("vsub4.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsubus4(unsigned a, unsigned b) {
  unsigned r;
  asm("vsub4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vabsdiffu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vabsdiffs4(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff4.u32.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vavgu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vavrg4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vmaxu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vmax4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vminu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vmin4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vmaxs4(unsigned a, unsigned b) {
  unsigned r;
  asm("vmax4.s32.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vmins4(unsigned a, unsigned b) {
  unsigned r;
  asm("vmin4.s32.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vseteq4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.eq %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpeq4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.eq %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetne4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.ne %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpne4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.ne %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetges4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpges4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetgeu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpgeu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetgts4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpgts4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetgtu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpgtu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetles4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmples4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetleu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpleu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetlts4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmplts4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.s32.s32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetltu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpltu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vset4.u32.u32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vadd2(unsigned a, unsigned b) {
  unsigned r;
  asm("vadd2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vaddss2(unsigned a, unsigned b) {
  unsigned r;
  asm("vadd2.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vaddus2(unsigned a, unsigned b) {
  unsigned r;
  asm("vadd2.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsub2(unsigned a, unsigned b) {
  unsigned r;
  asm("vsub2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsubss2(unsigned a, unsigned b) {
  unsigned r;
  asm("vsub2.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsubus2(unsigned a, unsigned b) {
  unsigned r;
  asm("vsub2.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vabsdiffu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vabsdiffs2(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff2.u32.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vavgu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vavrg2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vmaxu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vmax2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vminu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vmin2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vmaxs2(unsigned a, unsigned b) {
  unsigned r;
  asm("vmax2.s32.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vmins2(unsigned a, unsigned b) {
  unsigned r;
  asm("vmin2.s32.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vseteq2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.eq %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpeq2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.eq %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetne2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.ne %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpne2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.ne %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetges2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpges2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetgeu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpgeu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetgts2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpgts2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetgtu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpgtu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetles2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmples2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetleu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpleu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.le %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetlts2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmplts2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.s32.s32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsetltu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vcmpltu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vset2.u32.u32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  return r * 0xffffu;
}

/* The rest of CUDA's SIMD set: absolute values and negations (wrapping
 * or with signed saturation), signed rounded and unsigned truncated
 * averages, and sums of absolute differences. */
static __device__ __attribute__((always_inline)) inline unsigned __vabs2(unsigned a) {
  unsigned r;
  asm("vabsdiff2.s32.s32.s32 %0, %1, 0, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vabs4(unsigned a) {
  unsigned r;
  asm("vabsdiff4.s32.s32.s32 %0, %1, 0, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vabsss2(unsigned a) {
  unsigned r;
  asm("vabsdiff2.s32.s32.s32.sat %0, %1, 0, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vabsss4(unsigned a) {
  unsigned r;
  asm("vabsdiff4.s32.s32.s32.sat %0, %1, 0, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vneg2(unsigned a) {
  unsigned r;
  asm("vsub2.s32.s32.s32 %0, 0, %1, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vneg4(unsigned a) {
  unsigned r;
  asm("vsub4.s32.s32.s32 %0, 0, %1, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vnegss2(unsigned a) {
  unsigned r;
  asm("vsub2.s32.s32.s32.sat %0, 0, %1, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vnegss4(unsigned a) {
  unsigned r;
  asm("vsub4.s32.s32.s32.sat %0, 0, %1, 0;" : "=r"(r) : "r"(a));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vavgs2(unsigned a, unsigned b) {
  unsigned r;
  asm("vavrg2.s32.s32.s32 %0, %1, %2, 0;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vavgs4(unsigned a, unsigned b) {
  unsigned r;
  asm("vavrg4.s32.s32.s32 %0, %1, %2, 0;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
/* Unsigned averages rounded down: the lanes' sums halved, carries kept. */
static __device__ __attribute__((always_inline)) inline unsigned __vhaddu2(unsigned a, unsigned b) {
  return ((a ^ b) >> 1 & 0x7fff7fffu) + (a & b);
}
static __device__ __attribute__((always_inline)) inline unsigned __vhaddu4(unsigned a, unsigned b) {
  return ((a ^ b) >> 1 & 0x7f7f7f7fu) + (a & b);
}
static __device__ __attribute__((always_inline)) inline unsigned __vsads2(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff2.u32.s32.s32.add %0, %1, %2, 0;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsads4(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff4.u32.s32.s32.add %0, %1, %2, 0;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsadu2(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff2.u32.u32.u32.add %0, %1, %2, 0;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
static __device__ __attribute__((always_inline)) inline unsigned __vsadu4(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, 0;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

#endif
