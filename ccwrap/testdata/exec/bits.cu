// Integer tricks from quantised-GEMM kernels, video instructions and
// multi-word arithmetic with carry chains.
#include "ccasm.h"

// int4 -> fp16x2 dequantisation (lop3 with an immediate LUT, prmt).
CASE(lop3_dequant) {
  unsigned h = (unsigned)IN(4);
  asm("lop3.b32 %0, %1, %2, %3, %4;"
      : "=r"(h) : "r"((unsigned)IN(0)), "n"(0x000f000f), "n"(0x64006400), "n"(0xea));
  OUT(0) = h;
}

CASE(prmt_5410) {
  unsigned d = (unsigned)IN(4);
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"((unsigned)IN(0)), "r"((unsigned)IN(1)), "n"(0x5410));
  OUT(0) = d;
}

CASE(prmt_dynamic) {
  unsigned d = (unsigned)IN(4);
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"((unsigned)IN(0)), "r"((unsigned)IN(1)), "r"((unsigned)IN(2)));
  OUT(0) = d;
}

CASE(vabsdiff4_add) {
  unsigned d = (unsigned)IN(4);
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;"
      : "=r"(d) : "r"((unsigned)IN(0)), "r"((unsigned)IN(1)), "r"((unsigned)IN(2) & 0xffff));
  OUT(0) = d;
}

CASE(vadd2_sat) {
  unsigned d = (unsigned)IN(4);
  asm("vadd2.s32.s32.s32.sat %0, %1, %2, %3;"
      : "=r"(d) : "r"((unsigned)IN(0)), "r"((unsigned)IN(1)), "r"(0u));
  OUT(0) = d;
}

CASE(vmax4) {
  unsigned d = (unsigned)IN(4);
  asm("vmax4.u32.u32.u32 %0, %1, %2, %3;"
      : "=r"(d) : "r"((unsigned)IN(0)), "r"((unsigned)IN(1)), "r"(0u));
  OUT(0) = d;
}

// 96-bit addition: add.cc / addc.cc / addc.
CASE(add96) {
  unsigned r0 = (unsigned)IN(4), r1 = (unsigned)IN(5), r2 = (unsigned)IN(6);
  asm("add.cc.u32 %0, %3, %6;\n\t"
      "addc.cc.u32 %1, %4, %7;\n\t"
      "addc.u32 %2, %5, %8;"
      : "=r"(r0), "=r"(r1), "=r"(r2)
      : "r"((unsigned)IN(0)), "r"((unsigned)(IN(0) >> 32)), "r"((unsigned)IN(1)),
        "r"((unsigned)IN(2)), "r"((unsigned)(IN(2) >> 32)), "r"((unsigned)IN(3)));
  OUT(0) = r0;
  OUT(1) = r1;
  OUT(2) = r2;
}

// 64x32 multiply-accumulate with mad.lo.cc / madc.hi.
CASE(madc_chain) {
  unsigned lo = (unsigned)IN(4), hi = (unsigned)IN(5);
  asm("mad.lo.cc.u32 %0, %2, %3, %4;\n\t"
      "madc.hi.u32 %1, %2, %3, %5;"
      : "=r"(lo), "=r"(hi)
      : "r"((unsigned)IN(0)), "r"((unsigned)IN(1)), "r"((unsigned)IN(2)), "r"((unsigned)IN(3)));
  OUT(0) = lo;
  OUT(1) = hi;
}

CASE(sub_borrow) {
  u64 r = IN(4);
  asm("{\n\t"
      " .reg .u32 alo, ahi, blo, bhi, rlo, rhi;\n\t"
      " mov.b64 {alo, ahi}, %1;\n\t"
      " mov.b64 {blo, bhi}, %2;\n\t"
      " sub.cc.u32 rlo, alo, blo;\n\t"
      " subc.u32 rhi, ahi, bhi;\n\t"
      " mov.b64 %0, {rlo, rhi};\n\t"
      "}"
      : "=l"(r) : "l"(IN(0)), "l"(IN(1)));
  OUT(0) = r;
}
