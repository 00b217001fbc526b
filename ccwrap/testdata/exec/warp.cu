// Warp reductions with shfl.sync, written to work for either warp size.
#include "ccasm.h"

CASE(f32_bfly_sum) {
  float sum = __uint_as_float((unsigned)IN(4));
  asm(".reg .f32 Rx;"
      ".reg .f32 Ry;"
      "mov.b32 Rx, %1;"
#if __PTXAMD_WARP_SIZE__ > 32
      "shfl.sync.bfly.b32  Ry, Rx, 0x20, %2, -1;"
      "add.f32        Rx, Ry, Rx;"
#endif
      "shfl.sync.bfly.b32  Ry, Rx, 0x10, %2, -1;"
      "add.f32        Rx, Ry, Rx;"
      "shfl.sync.bfly.b32  Ry, Rx, 0x8,  %2, -1;"
      "add.f32        Rx, Ry, Rx;"
      "shfl.sync.bfly.b32  Ry, Rx, 0x4,  %2, -1;"
      "add.f32        Rx, Ry, Rx;"
      "shfl.sync.bfly.b32  Ry, Rx, 0x2,  %2, -1;"
      "add.f32        Rx, Ry, Rx;"
      "shfl.sync.bfly.b32  Ry, Rx, 0x1,  %2, -1;"
      "add.f32        Rx, Ry, Rx;"
      "mov.b32 %0, Rx;"
      : "=f"(sum) : "f"(__uint_as_float((unsigned)IN(0))), "n"(__PTXAMD_WARP_SIZE__ - 1));
  OUT(0) = __float_as_uint(sum);
}

CASE(u32_down_sum) {
  unsigned v = (unsigned)IN(4);
  asm("{\n\t"
      " .reg .u32 x, y;\n\t"
      " .reg .pred p;\n\t"
      " mov.u32 x, %1;\n\t"
      " shfl.sync.down.b32 y|p, x, 16, 0x1f, 0xffffffff;\n\t"
      " @p add.u32 x, x, y;\n\t"
      " shfl.sync.down.b32 y|p, x, 8, 0x1f, 0xffffffff;\n\t"
      " @p add.u32 x, x, y;\n\t"
      " shfl.sync.down.b32 y|p, x, 4, 0x1f, 0xffffffff;\n\t"
      " @p add.u32 x, x, y;\n\t"
      " shfl.sync.down.b32 y|p, x, 2, 0x1f, 0xffffffff;\n\t"
      " @p add.u32 x, x, y;\n\t"
      " shfl.sync.down.b32 y|p, x, 1, 0x1f, 0xffffffff;\n\t"
      " @p add.u32 x, x, y;\n\t"
      " mov.u32 %0, x;\n\t"
      "}"
      : "=r"(v) : "r"((unsigned)IN(0) & 0xffff));
  OUT(0) = v;
}

CASE(ballot_popc) {
#if __PTXAMD_WARP_SIZE__ > 32
  // 64-lane warps: the ballot has 64 bits (native64 refuses a 32-bit one).
  unsigned long long b = (unsigned long long)IN(4);
  unsigned n = (unsigned)IN(5);
  asm("{\n\t"
      " .reg .pred p;\n\t"
      " setp.ne.u32 p, %2, 0;\n\t"
      " vote.sync.ballot.b32 %0, p, -1;\n\t"
      " popc.b64 %1, %0;\n\t"
      "}"
      : "=l"(b), "=r"(n) : "r"((unsigned)IN(0) & 1));
#else
  unsigned b = (unsigned)IN(4), n = (unsigned)IN(5);
  asm("{\n\t"
      " .reg .pred p;\n\t"
      " setp.ne.u32 p, %2, 0;\n\t"
      " vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t"
      " popc.b32 %1, %0;\n\t"
      "}"
      : "=r"(b), "=r"(n) : "r"((unsigned)IN(0) & 1));
#endif
  OUT(0) = b;
  OUT(1) = n;
}
