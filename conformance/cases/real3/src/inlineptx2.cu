// More inline PTX the way users write it: every mma.sync shape family with
// fragments loaded straight from global memory (lane by lane), movmatrix and
// ldmatrix x1/x2, and integer/float idioms of sm_70..sm_80 (fns, bmsk,
// szext, cvt.pack.sat, saturating and wide arithmetic, division edges,
// min.NaN, testp, packed half/bf16 relu and NaN forms).
// -DKSEL=N keeps only the N-th kernel (one module each).
#include <stdint.h>
#include <cuda_fp16.h>
#ifndef KSEL
#define KSEL 0
#endif

__device__ __forceinline__ float small_f(uint32_t u) { return (float)((int)(u % 2001u) - 1000) * (1.0f / 64.0f); }
__device__ __forceinline__ uint32_t h2_of(uint32_t u) {
  __half2 h = __floats2half2_rn(small_f(u), small_f(u >> 11));
  return *reinterpret_cast<uint32_t*>(&h);
}
__device__ __forceinline__ uint32_t bf2_of(uint32_t u) {
  uint32_t lo = __float_as_uint(small_f(u)) >> 16, hi = __float_as_uint(small_f(u >> 11)) >> 16;
  return lo | (hi << 16);
}

#if KSEL == 0 || KSEL == 1
// integer mma.sync: s8 (satfinite), u8 x s8, s4, b1 xor/and popc
extern "C" __global__ void mma_int_ptx(const uint32_t* in, uint32_t* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  const uint32_t* p = in + 16 * t;
  uint32_t* o = out + 16 * t;
  uint32_t d0, d1, d2, d3;
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
               : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "r"(p[4]), "r"(p[5]), "r"(p[6]), "r"(p[7]), "r"(p[8]), "r"(p[9]));
  o[0] = d0; o[1] = d1; o[2] = d2; o[3] = d3;
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
               : "r"(p[10]), "r"(p[11]), "r"(p[12]), "r"(p[13]), "r"(p[14]), "r"(p[15]), "r"(p[0] >> 8), "r"(p[1] >> 8), "r"(p[2] >> 8), "r"(p[3] >> 8));
  o[4] = d0; o[5] = d1; o[6] = d2; o[7] = d3;
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s4.s4.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
               : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
               : "r"(p[4]), "r"(p[5]), "r"(p[6]), "r"(p[7]), "r"(p[8]), "r"(p[9]), "r"(p[10]));
  o[8] = d0; o[9] = d1; o[10] = d2; o[11] = d3;
  asm volatile("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
               : "r"(p[1]), "r"(p[3]), "r"(p[5]), "r"(p[7]), "r"(p[9]), "r"(p[11]), "r"(p[13] & 0xffff), "r"(p[15] & 0xffff), "r"(p[0] & 0xffff), "r"(p[2] & 0xffff));
  o[12] = d0; o[13] = d1; o[14] = d2; o[15] = d3;
}
#endif

#if KSEL == 0 || KSEL == 2
// float mma.sync: tf32 m16n8k8, bf16 m16n8k8, f16 accumulate m16n8k16, f16 m16n8k8 into f32
extern "C" __global__ void mma_float_ptx(const uint32_t* in, uint32_t* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  const uint32_t* p = in + 16 * t;
  uint32_t* o = out + 16 * t;
  float c0, c1, c2, c3;
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=f"(c0), "=f"(c1), "=f"(c2), "=f"(c3)
               : "r"(__float_as_uint(small_f(p[0]) * 1.0001f)), "r"(__float_as_uint(small_f(p[1]))), "r"(__float_as_uint(small_f(p[2]) * 3.3f)),
                 "r"(__float_as_uint(small_f(p[3]))), "r"(__float_as_uint(small_f(p[4]) / 7.0f)), "r"(__float_as_uint(small_f(p[5]))),
                 "f"(small_f(p[6])), "f"(small_f(p[7])), "f"(small_f(p[8])), "f"(small_f(p[9])));
  o[0] = __float_as_uint(c0); o[1] = __float_as_uint(c1); o[2] = __float_as_uint(c2); o[3] = __float_as_uint(c3);
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
               : "=f"(c0), "=f"(c1), "=f"(c2), "=f"(c3)
               : "r"(bf2_of(p[10])), "r"(bf2_of(p[11])), "r"(bf2_of(p[12])), "f"(small_f(p[13])), "f"(small_f(p[14])), "f"(small_f(p[15])), "f"(0.0f));
  o[4] = __float_as_uint(c0); o[5] = __float_as_uint(c1); o[6] = __float_as_uint(c2); o[7] = __float_as_uint(c3);
  uint32_t h0, h1;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};"
               : "=r"(h0), "=r"(h1)
               : "r"(h2_of(p[0] * 3u)), "r"(h2_of(p[1] * 5u)), "r"(h2_of(p[2] * 7u)), "r"(h2_of(p[3] * 9u)), "r"(h2_of(p[4] * 11u)),
                 "r"(h2_of(p[5] * 13u)), "r"(h2_of(p[6] * 15u)), "r"(h2_of(p[7] * 17u)));
  o[8] = h0; o[9] = h1;
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
               : "=f"(c0), "=f"(c1), "=f"(c2), "=f"(c3)
               : "r"(h2_of(p[8] * 19u)), "r"(h2_of(p[9] * 21u)), "r"(h2_of(p[10] * 23u)), "f"(small_f(p[11]) * 1e-3f), "f"(small_f(p[12])),
                 "f"(-small_f(p[13])), "f"(small_f(p[14]) * 1e4f));
  o[10] = __float_as_uint(c0); o[11] = __float_as_uint(c1); o[12] = __float_as_uint(c2); o[13] = __float_as_uint(c3);
  o[14] = 0; o[15] = 0;
}
#endif

#if KSEL == 0 || KSEL == 3
// f64 mma.sync m8n8k4, movmatrix, ldmatrix x1/x2 (.trans)
extern "C" __global__ void mma_f64_move_ptx(const uint32_t* in, uint32_t* out) {
  __shared__ __align__(16) uint16_t tile[2][8 * 8 * 2];
  int t = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const uint32_t* p = in + 16 * t;
  uint32_t* o = out + 16 * t;
  double a = (double)small_f(p[0]) * 1.000000001, b = (double)small_f(p[1]) / 3.0, c0 = (double)small_f(p[2]) * 1e10, c1 = (double)small_f(p[3]);
  double d0, d1;
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%4,%5};"
               : "=d"(d0), "=d"(d1) : "d"(a), "d"(b), "d"(c0), "d"(c1));
  unsigned long long u0 = __double_as_longlong(d0), u1 = __double_as_longlong(d1);
  o[0] = (uint32_t)u0; o[1] = (uint32_t)(u0 >> 32); o[2] = (uint32_t)u1; o[3] = (uint32_t)(u1 >> 32);
  uint32_t m;
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(m) : "r"(p[4]));
  o[4] = m;
  for (int k = lane; k < 128; k += 32) tile[w][k] = (uint16_t)(p[5] + k * 0x0101u);
  __syncwarp();
  uint32_t base = (uint32_t)__cvta_generic_to_shared(&tile[w][0]);
  uint32_t r0, r1;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(base + (lane % 8) * 16));
  o[5] = r0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(base + (lane % 16) * 16));
  o[6] = r0; o[7] = r1;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(base + ((lane * 3) % 16) * 16));
  o[8] = r0; o[9] = r1;
  for (int k = 10; k < 16; k++) o[k] = 0;
}
#endif

#if KSEL == 0 || KSEL == 4
#define NIDI 40
extern "C" __global__ void idioms2_ptx(const uint32_t* ua, const uint32_t* ub, uint32_t* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t a = ua[i], b = ub[i], c = a ^ (b >> 3) ^ 0x5555u, r;
  uint32_t* o = out + NIDI * i;
  unsigned long long w;
  asm("fns.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b & 31), "r"((int)(c % 41u) - 20)); o[0] = r;
  asm("fns.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"((b >> 5) & 31), "r"(1)); o[1] = r;
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(r) : "r"(a & 63), "r"(b & 63)); o[2] = r;
  asm("bmsk.wrap.b32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[3] = r;
  asm("szext.clamp.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b & 63)); o[4] = r;
  asm("szext.wrap.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[5] = r;
  asm("cvt.pack.sat.s16.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[6] = r;
  asm("cvt.pack.sat.u16.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[7] = r;
  asm("cvt.pack.sat.s8.s32.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[8] = r;
  asm("cvt.pack.sat.u4.s32.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[9] = r;
  asm("add.sat.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[10] = r;
  asm("sub.sat.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[11] = r;
  asm("mul.wide.s32 %0, %1, %2;" : "=l"(w) : "r"(a), "r"(b)); o[12] = (uint32_t)w; o[13] = (uint32_t)(w >> 32);
  asm("mad.wide.u32 %0, %1, %2, %3;" : "=l"(w) : "r"(a), "r"(b), "l"(0xffffffffffffffffull - c)); o[14] = (uint32_t)w; o[15] = (uint32_t)(w >> 32);
  asm("abs.s32 %0, %1;" : "=r"(r) : "r"(a)); o[16] = r;
  asm("neg.s32 %0, %1;" : "=r"(r) : "r"(b)); o[17] = r;
  asm("div.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[18] = r;
  asm("rem.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[19] = r;
  asm("div.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[20] = r;
  asm("rem.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[21] = r;
  asm("min.NaN.f32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[22] = r;
  asm("max.NaN.f32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[23] = r;
  asm("copysign.f32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[24] = r;
  asm("{\n\t.reg .pred p, q, s;\n\t"
      "testp.finite.f32 p, %1;\n\t"
      "testp.subnormal.f32 q, %1;\n\t"
      "testp.notanumber.f32 s, %2;\n\t"
      "selp.u32 %0, 1, 0, p;\n\t"
      "@q or.b32 %0, %0, 2;\n\t"
      "@s or.b32 %0, %0, 4;\n\t}"
      : "=r"(r) : "r"(a), "r"(b)); o[25] = r;
  asm("fma.rn.relu.f16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[26] = r;
  asm("min.NaN.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[27] = r;
  asm("max.bf16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[28] = r;
  asm("fma.rn.relu.bf16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[29] = r;
  asm("neg.bf16x2 %0, %1;" : "=r"(r) : "r"(a)); o[30] = r;
  asm("abs.f16x2 %0, %1;" : "=r"(r) : "r"(b)); o[31] = r;
  asm("add.rn.sat.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[32] = r;
  asm("mul.rn.ftz.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[33] = r;
  asm("min.ftz.NaN.f32 %0, %1, %2;" : "=r"(r) : "r"(b), "r"(a)); o[34] = r;
  asm("{\n\t.reg .pred p;\n\t"
      "setp.nan.f32 p, %1, %2;\n\t"
      "selp.b32 %0, %1, %2, p;\n\t}"
      : "=r"(r) : "r"(a), "r"(b)); o[35] = r;
  asm("{\n\t.reg .pred p;\n\t"
      "setp.gtu.ftz.f32 p, %1, %2;\n\t"
      "selp.b32 %0, 7, 9, p;\n\t}"
      : "=r"(r) : "r"(a), "r"(b)); o[36] = r;
  asm("{\n\t.reg .b16 lo, hi;\n\t"
      "mov.b32 {lo, hi}, %1;\n\t"
      "min.s16 lo, lo, hi;\n\t"
      "max.u16 hi, hi, lo;\n\t"
      "mov.b32 %0, {hi, lo};\n\t}"
      : "=r"(r) : "r"(a)); o[37] = r;
  asm("{\n\t.reg .pred p, q;\n\t"
      "setp.lt.s32 p, %1, %2;\n\t"
      "setp.ge.u32 q, %1, %2;\n\t"
      "and.pred p, p, q;\n\t"
      "not.pred q, q;\n\t"
      "or.pred p, p, q;\n\t"
      "selp.u32 %0, %1, %2, p;\n\t}"
      : "=r"(r) : "r"(a), "r"(b)); o[38] = r;
  asm("mul.lo.u16 %0, %1, %2;" : "=h"(*(unsigned short*)&o[39]) : "h"((unsigned short)a), "h"((unsigned short)(b >> 16)));
  ((unsigned short*)&o[39])[1] = 0xbeef;
}
#endif
