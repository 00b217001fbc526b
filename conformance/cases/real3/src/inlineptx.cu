// Kernels written the way CUDA users write inline PTX (asm / asm volatile
// with register constraints): bignum carry chains, bit-manipulation idioms,
// explicit conversions, warp collectives with partial masks and segmented
// shuffles, and scoped memory-model operations.
#include <stdint.h>

// -DKSEL=N keeps only the N-th kernel (1 bignum, 2 bitops, 3 cvt, 4 warp,
// 5 memorder), so one module per kernel; without it all five are built.
#ifndef KSEL
#define KSEL 0
#endif

#if KSEL == 0 || KSEL == 1
// 256-bit a + b and a - b (carry/borrow out), and the 256-bit product of the
// low 128 bits, per thread; 8 little-endian limbs per number.
extern "C" __global__ void bignum_ptx(const uint32_t* a, const uint32_t* b, uint32_t* sum, uint32_t* diff,
                                      uint32_t* prod, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const uint32_t* x = a + 8 * i;
  const uint32_t* y = b + 8 * i;
  uint32_t s[9], d[9];
  asm("add.cc.u32 %0, %9, %17;\n\t"
      "addc.cc.u32 %1, %10, %18;\n\t"
      "addc.cc.u32 %2, %11, %19;\n\t"
      "addc.cc.u32 %3, %12, %20;\n\t"
      "addc.cc.u32 %4, %13, %21;\n\t"
      "addc.cc.u32 %5, %14, %22;\n\t"
      "addc.cc.u32 %6, %15, %23;\n\t"
      "addc.cc.u32 %7, %16, %24;\n\t"
      "addc.u32 %8, 0, 0;"
      : "=r"(s[0]), "=r"(s[1]), "=r"(s[2]), "=r"(s[3]), "=r"(s[4]), "=r"(s[5]), "=r"(s[6]), "=r"(s[7]), "=r"(s[8])
      : "r"(x[0]), "r"(x[1]), "r"(x[2]), "r"(x[3]), "r"(x[4]), "r"(x[5]), "r"(x[6]), "r"(x[7]),
        "r"(y[0]), "r"(y[1]), "r"(y[2]), "r"(y[3]), "r"(y[4]), "r"(y[5]), "r"(y[6]), "r"(y[7]));
  asm("sub.cc.u32 %0, %9, %17;\n\t"
      "subc.cc.u32 %1, %10, %18;\n\t"
      "subc.cc.u32 %2, %11, %19;\n\t"
      "subc.cc.u32 %3, %12, %20;\n\t"
      "subc.cc.u32 %4, %13, %21;\n\t"
      "subc.cc.u32 %5, %14, %22;\n\t"
      "subc.cc.u32 %6, %15, %23;\n\t"
      "subc.cc.u32 %7, %16, %24;\n\t"
      "subc.u32 %8, 0, 0;"
      : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]), "=r"(d[8])
      : "r"(x[0]), "r"(x[1]), "r"(x[2]), "r"(x[3]), "r"(x[4]), "r"(x[5]), "r"(x[6]), "r"(x[7]),
        "r"(y[0]), "r"(y[1]), "r"(y[2]), "r"(y[3]), "r"(y[4]), "r"(y[5]), "r"(y[6]), "r"(y[7]));
  for (int k = 0; k < 9; k++) {
    sum[9 * i + k] = s[k];
    diff[9 * i + k] = d[k];
  }
  uint32_t acc[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
#pragma unroll
  for (int r = 0; r < 4; r++) {
    uint32_t xr = x[r];
    asm("mad.lo.cc.u32 %0, %5, %6, %0;\n\t"
        "madc.lo.cc.u32 %1, %5, %7, %1;\n\t"
        "madc.lo.cc.u32 %2, %5, %8, %2;\n\t"
        "madc.lo.cc.u32 %3, %5, %9, %3;\n\t"
        "addc.u32 %4, %4, 0;"
        : "+r"(acc[r]), "+r"(acc[r + 1]), "+r"(acc[r + 2]), "+r"(acc[r + 3]), "+r"(acc[r + 4])
        : "r"(xr), "r"(y[0]), "r"(y[1]), "r"(y[2]), "r"(y[3]));
    asm("mad.hi.cc.u32 %0, %5, %6, %0;\n\t"
        "madc.hi.cc.u32 %1, %5, %7, %1;\n\t"
        "madc.hi.cc.u32 %2, %5, %8, %2;\n\t"
        "madc.hi.cc.u32 %3, %5, %9, %3;\n\t"
        "addc.u32 %4, %4, 0;"
        : "+r"(acc[r + 1]), "+r"(acc[r + 2]), "+r"(acc[r + 3]), "+r"(acc[r + 4]), "+r"(acc[r + 5])
        : "r"(xr), "r"(y[0]), "r"(y[1]), "r"(y[2]), "r"(y[3]));
  }
  // 64-bit limbs: (x1:x0) * (y1:y0) by mul.lo/mul.hi.u64 and a 64-bit carry chain
  uint64_t X0, Y0, lo, hi, c2;
  asm("mov.b64 %0, {%1, %2};" : "=l"(X0) : "r"(x[0]), "r"(x[1]));
  asm("mov.b64 %0, {%1, %2};" : "=l"(Y0) : "r"(y[0]), "r"(y[1]));
  asm("mul.lo.u64 %0, %3, %4;\n\t"
      "mul.hi.u64 %1, %3, %4;\n\t"
      "add.cc.u64 %0, %0, %4;\n\t"
      "addc.cc.u64 %1, %1, %3;\n\t"
      "addc.u64 %2, 0, 0;"
      : "=&l"(lo), "=&l"(hi), "=&l"(c2) : "l"(X0), "l"(Y0));
  for (int k = 0; k < 8; k++) prod[14 * i + k] = acc[k];
  uint32_t p0, p1, p2, p3;
  asm("mov.b64 {%0, %1}, %2;" : "=r"(p0), "=r"(p1) : "l"(lo));
  asm("mov.b64 {%0, %1}, %2;" : "=r"(p2), "=r"(p3) : "l"(hi));
  prod[14 * i + 8] = p0;
  prod[14 * i + 9] = p1;
  prod[14 * i + 10] = p2;
  prod[14 * i + 11] = p3;
  prod[14 * i + 12] = (uint32_t)c2;
  prod[14 * i + 13] = acc[8];
}
#endif

#if KSEL == 0 || KSEL == 2
#define NBIT 40
// Bit-manipulation idioms over pairs of 32-bit edge values.
extern "C" __global__ void bitops_ptx(const uint32_t* ua, const uint32_t* ub, uint32_t* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t a = ua[i], b = ub[i], c = a ^ (b >> 3), r;
  uint32_t* o = out + NBIT * i;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(b & 0xffff)); o[0] = r;
  asm("prmt.b32 %0, %1, %2, 0x3210;" : "=r"(r) : "r"(b), "r"(a)); o[1] = r;
  asm("prmt.b32 %0, %1, %2, 0x8881;" : "=r"(r) : "r"(a), "r"(b)); o[2] = r;
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[3] = r;
  asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[4] = r;
  asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[5] = r;
  asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[6] = r;
  asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[7] = r;
  asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[8] = r;
  asm("lop3.b32 %0, %1, %2, %3, 0xe8;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[9] = r;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[10] = r;
  asm("lop3.b32 %0, %1, %2, %3, 0xca;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[11] = r;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b & 0xff), "r"((b >> 8) & 0xff)); o[12] = r;
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b & 31), "r"((b >> 5) & 31)); o[13] = r;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(a), "r"(b), "r"(c & 0xff), "r"((c >> 8) & 0xff)); o[14] = r;
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[15] = r;
  asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[16] = r;
  asm("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c & 63)); o[17] = r;
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c & 63)); o[18] = r;
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(a)); o[19] = r;
  asm("bfind.u32 %0, %1;" : "=r"(r) : "r"(a)); o[20] = r;
  asm("bfind.s32 %0, %1;" : "=r"(r) : "r"(b)); o[21] = r;
  asm("bfind.shiftamt.u32 %0, %1;" : "=r"(r) : "r"(a)); o[22] = r;
  asm("popc.b32 %0, %1;" : "=r"(r) : "r"(a)); o[23] = r;
  asm("clz.b32 %0, %1;" : "=r"(r) : "r"(b)); o[24] = r;
  uint64_t w, wr;
  asm("mov.b64 %0, {%1, %2};" : "=l"(w) : "r"(a), "r"(b));
  asm("brev.b64 %0, %1;" : "=l"(wr) : "l"(w));
  asm("mov.b64 {%0, %1}, %2;" : "=r"(o[25]), "=r"(o[26]) : "l"(wr));
  asm("popc.b64 %0, %1;" : "=r"(r) : "l"(w)); o[27] = r;
  asm("clz.b64 %0, %1;" : "=r"(r) : "l"(w)); o[28] = r;
  asm("bfind.s64 %0, %1;" : "=r"(r) : "l"(w)); o[29] = r;
  asm("bfe.u64 %0, %1, %2, %3;" : "=l"(wr) : "l"(w), "r"(c & 0xff), "r"(b & 0xff)); o[30] = (uint32_t)(wr ^ (wr >> 32));
  asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[31] = r;
  asm("dp2a.hi.s32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[32] = r;
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[33] = r;
  asm("mul24.hi.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[34] = r;
  asm("mad24.lo.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[35] = r;
  asm("{\n\t.reg .pred p, q, t;\n\t"
      "setp.lt.u32 p, %1, %2;\n\t"
      "setp.ne.and.u32 q, %1, 0, p;\n\t"
      "setp.gt.or.s32 t, %1, %2, q;\n\t"
      "selp.b32 %0, %3, %2, t;\n\t}"
      : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[36] = r;
  asm("{\n\t.reg .pred p, q;\n\t"
      "setp.lt.s32 q, %1, 0;\n\t"
      "setp.eq.xor.u32 p, %1, %2, q;\n\t"
      "@p add.u32 %0, %1, 7;\n\t"
      "@!p sub.u32 %0, %2, %1;\n\t}"
      : "=r"(r) : "r"(a), "r"(b)); o[37] = r;
  asm("mul.hi.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); o[38] = r;
  asm("{\n\t.reg .u32 t;\n\t"
      "min.s32 t, %1, %2;\n\t"
      "max.u32 %0, t, %3;\n\t}"
      : "=r"(r) : "r"(a), "r"(b), "r"(c)); o[39] = r;
}
#endif

#if KSEL == 0 || KSEL == 3
#define NCVT 24
// Explicit conversions over special float values.
extern "C" __global__ void cvt_ptx(const float* xs, uint32_t* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i];
  uint32_t* o = out + NCVT * i;
  int s;
  unsigned u;
  float f;
  unsigned short h;
  long long l;
  unsigned long long ul;
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(s) : "f"(x)); o[0] = s;
  asm("cvt.rzi.s32.f32 %0, %1;" : "=r"(s) : "f"(x)); o[1] = s;
  asm("cvt.rmi.s32.f32 %0, %1;" : "=r"(s) : "f"(x)); o[2] = s;
  asm("cvt.rpi.u32.f32 %0, %1;" : "=r"(u) : "f"(x)); o[3] = u;
  asm("cvt.sat.f32.f32 %0, %1;" : "=f"(f) : "f"(x)); o[4] = __float_as_uint(f);
  asm("cvt.rni.f32.f32 %0, %1;" : "=f"(f) : "f"(x)); o[5] = __float_as_uint(f);
  asm("cvt.rzi.ftz.f32.f32 %0, %1;" : "=f"(f) : "f"(x)); o[6] = __float_as_uint(f);
  asm("cvt.rmi.sat.f32.f32 %0, %1;" : "=f"(f) : "f"(x)); o[7] = __float_as_uint(f);
  asm("cvt.rni.sat.u8.f32 %0, %1;" : "=r"(u) : "f"(x)); o[8] = u;
  asm("cvt.rzi.s8.f32 %0, %1;" : "=r"(u) : "f"(x)); o[9] = u;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(x)); o[10] = h;
  asm("cvt.rz.f16.f32 %0, %1;" : "=h"(h) : "f"(x)); o[11] = h;
  asm("cvt.rn.relu.f16.f32 %0, %1;" : "=h"(h) : "f"(x)); o[12] = h;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(x)); o[13] = h;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(u) : "f"(x)); o[14] = u;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(u) : "f"(x), "f"(-0.5f * x)); o[15] = u;
  asm("cvt.rn.relu.bf16x2.f32 %0, %1, %2;" : "=r"(u) : "f"(x), "f"(x * 3.0f)); o[16] = u;
  asm("cvt.rni.s64.f32 %0, %1;" : "=l"(l) : "f"(x)); o[17] = (uint32_t)l; o[18] = (uint32_t)(l >> 32);
  asm("cvt.rzi.u64.f32 %0, %1;" : "=l"(ul) : "f"(x)); o[19] = (uint32_t)ul; o[20] = (uint32_t)(ul >> 32);
  asm("cvt.rn.f32.s32 %0, %1;" : "=f"(f) : "r"(__float_as_int(x))); o[21] = __float_as_uint(f);
  asm("cvt.rz.f32.u32 %0, %1;" : "=f"(f) : "r"(__float_as_uint(x))); o[22] = __float_as_uint(f);
  asm("{\n\t.reg .f16 t;\n\t"
      "cvt.rn.f16.f32 t, %1;\n\t"
      "cvt.f32.f16 %0, t;\n\t}"
      : "=f"(f) : "f"(x)); o[23] = __float_as_uint(f);
}
#endif

#if KSEL == 0 || KSEL == 4
#define NWARP 32
// Warp collectives with full and partial masks, segmented shuffles and
// lane special registers. 4 warps a block.
extern "C" __global__ void warp_ptx(const uint32_t* in, uint32_t* out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t v = in[g], r, lane, m, p;
  uint32_t* o = out + NWARP * g;
  for (int k = 0; k < NWARP; k++) o[k] = 0xcdcdcdcd;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane)); o[0] = lane;
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(r)); o[1] = r;
  asm volatile("mov.u32 %0, %%lanemask_ge;" : "=r"(r)); o[2] = r;
  asm volatile("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v)); o[3] = r;
  asm volatile("redux.sync.min.u32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v)); o[4] = r;
  asm volatile("redux.sync.max.s32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v)); o[5] = r;
  asm volatile("redux.sync.xor.b32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v)); o[6] = r;
  asm volatile("match.any.sync.b32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v & 7)); o[7] = r;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "match.all.sync.b32 %0|p, %2, 0xffffffff;\n\t"
               "selp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(r), "=r"(p) : "r"(v >> 30)); o[8] = r; o[9] = p;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.ne.u32 p, %1, 0;\n\t"
               "vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t}"
               : "=r"(r) : "r"(v & 1)); o[10] = r;
  asm volatile("{\n\t.reg .pred p, q, t, u;\n\t"
               "setp.gt.u32 p, %1, 0x40000000;\n\t"
               "vote.sync.any.pred q, p, 0xffffffff;\n\t"
               "vote.sync.all.pred t, p, 0xffffffff;\n\t"
               "vote.sync.uni.pred u, p, 0xffffffff;\n\t"
               "selp.u32 %0, 1, 0, q;\n\t"
               "@t add.u32 %0, %0, 2;\n\t"
               "@u add.u32 %0, %0, 4;\n\t}"
               : "=r"(r) : "r"(v)); o[11] = r;
  // segmented shuffles: width 8 (segment mask 24 << 8)
  asm volatile("{\n\t.reg .pred p;\n\t"
               "shfl.sync.idx.b32 %0|p, %2, %3, 0x181f, 0xffffffff;\n\t"
               "selp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(r), "=r"(p) : "r"(v), "r"(lane * 5)); o[12] = r; o[13] = p;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "shfl.sync.up.b32 %0|p, %2, 3, 0x1800, 0xffffffff;\n\t"
               "selp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(r), "=r"(p) : "r"(v)); o[14] = r; o[15] = p;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "shfl.sync.down.b32 %0|p, %2, 5, 0x181f, 0xffffffff;\n\t"
               "selp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(r), "=r"(p) : "r"(v)); o[16] = r; o[17] = p;
  asm volatile("shfl.sync.bfly.b32 %0, %1, 6, 0x1c1f, 0xffffffff;" : "=r"(r) : "r"(v)); o[18] = r;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "shfl.sync.idx.b32 %0|p, %2, %3, 0x1f, 0xffffffff;\n\t"
               "selp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(r), "=r"(p) : "r"(v), "r"(lane + 29)); o[19] = r; o[20] = p;
  asm volatile("shfl.sync.down.b32 %0, %1, 1, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v)); o[21] = r;
  asm volatile("shfl.sync.up.b32 %0, %1, 16, 0, 0xffffffff;" : "=r"(r) : "r"(v)); o[22] = r;
  // partial masks: the low half of the warp, then lanes chosen by data-independent parity
  if (lane < 16) {
    asm volatile("redux.sync.or.b32 %0, %1, 0x0000ffff;" : "=r"(r) : "r"(v)); o[23] = r;
    asm volatile("redux.sync.and.b32 %0, %1, 0x0000ffff;" : "=r"(r) : "r"(v | 0x80000000u)); o[24] = r;
    asm volatile("shfl.sync.bfly.b32 %0, %1, 3, 0x1f, 0x0000ffff;" : "=r"(r) : "r"(v)); o[25] = r;
    asm volatile("match.any.sync.b32 %0, %1, 0x0000ffff;" : "=r"(r) : "r"(v & 3)); o[26] = r;
  } else if (lane & 1) {
    asm volatile("redux.sync.max.u32 %0, %1, 0xaaaa0000;" : "=r"(r) : "r"(v)); o[23] = r;
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "setp.gt.u32 p, %1, 0x7fffffff;\n\t"
                 "vote.sync.ballot.b32 %0, p, 0xaaaa0000;\n\t}"
                 : "=r"(r) : "r"(v)); o[24] = r;
    asm volatile("shfl.sync.idx.b32 %0, %1, 31, 0x1f, 0xaaaa0000;" : "=r"(r) : "r"(v)); o[25] = r;
  }
  asm volatile("activemask.b32 %0;" : "=r"(m)); o[27] = m;
  uint64_t w = ((uint64_t)v << 32) | (v ^ 0x9e3779b9u), wr;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"((uint32_t)(w >> 32)), "r"(31 - lane)); o[28] = r;
  asm volatile("{\n\t.reg .b32 lo, hi;\n\t"
               "mov.b64 {lo, hi}, %1;\n\t"
               "shfl.sync.bfly.b32 lo, lo, 1, 0x1f, 0xffffffff;\n\t"
               "shfl.sync.bfly.b32 hi, hi, 1, 0x1f, 0xffffffff;\n\t"
               "mov.b64 %0, {hi, lo};\n\t}"
               : "=l"(wr) : "l"(w)); o[29] = (uint32_t)wr; o[30] = (uint32_t)(wr >> 32);
  asm volatile("redux.sync.min.s32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v)); o[31] = r;
}
#endif

#if KSEL == 0 || KSEL == 5
// Last-block reduction with scoped operations: ld.global.nc inputs, relaxed
// and acq_rel atomics with .gpu/.cta scope, fence.acq_rel.gpu, red.release,
// st.release / ld.acquire. Every output is independent of the order.
extern "C" __global__ void memorder_ptx(const int* in, int n, int* partial, unsigned* ticket, int* total,
                                        unsigned* stats, int* flag) {
  __shared__ int bsum;
  __shared__ unsigned last;
  int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  if (t == 0) bsum = 0;
  __syncthreads();
  int v = 0;
  if (g < n) asm volatile("ld.global.nc.s32 %0, [%1];" : "=r"(v) : "l"(in + g));
  int old;
  asm volatile("atom.relaxed.cta.shared.add.s32 %0, [%1], %2;" : "=r"(old) : "r"((unsigned)__cvta_generic_to_shared(&bsum)), "r"(v));
  asm volatile("red.relaxed.gpu.global.max.u32 [%0], %1;" :: "l"(stats + 0), "r"((unsigned)v));
  asm volatile("red.relaxed.gpu.global.min.s32 [%0], %1;" :: "l"(stats + 1), "r"(v));
  asm volatile("red.release.gpu.global.xor.b32 [%0], %1;" :: "l"(stats + 2), "r"((unsigned)v));
  asm volatile("red.relaxed.sys.global.add.u64 [%0], %1;" :: "l"((unsigned long long*)(stats + 4)), "l"((unsigned long long)(unsigned)v));
  asm volatile("red.relaxed.gpu.global.inc.u32 [%0], %1;" :: "l"(stats + 3), "r"(9u));
  __syncthreads();
  if (t == 0) {
    asm volatile("st.relaxed.gpu.global.s32 [%0], %1;" :: "l"(partial + blockIdx.x), "r"(bsum) : "memory");
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    unsigned tk;
    asm volatile("atom.acq_rel.gpu.global.add.u32 %0, [%1], 1;" : "=r"(tk) : "l"(ticket) : "memory");
    last = (tk == gridDim.x - 1);
  }
  __syncthreads();
  if (last && t < 32) {
    int s = 0, pv;
    for (int b = t; b < gridDim.x; b += 32) {
      asm volatile("ld.acquire.gpu.global.s32 %0, [%1];" : "=r"(pv) : "l"(partial + b) : "memory");
      s += pv;
    }
    for (int d = 16; d > 0; d >>= 1) s += __shfl_xor_sync(0xffffffffu, s, d);
    if (t == 0) {
      asm volatile("st.release.gpu.global.s32 [%0], %1;" :: "l"(total), "r"(s) : "memory");
      int prev;
      asm volatile("atom.release.gpu.global.exch.b32 %0, [%1], %2;" : "=r"(prev) : "l"(flag), "r"(1) : "memory");
      asm volatile("atom.acquire.gpu.global.cas.b32 %0, [%1], %2, %3;" : "=r"(prev) : "l"(flag + 1), "r"(0), "r"(s) : "memory");
      asm volatile("ld.relaxed.gpu.global.s32 %0, [%1];" : "=r"(prev) : "l"(flag + 1) : "memory");
      flag[2] = prev;
    }
  }
}
#endif
