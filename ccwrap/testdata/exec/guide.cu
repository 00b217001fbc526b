// Examples from NVIDIA's "Inline PTX Assembly in CUDA".
#include "ccasm.h"

CASE(add_s32) {
  int i = (int)IN(4);
  asm("add.s32 %0, %1, %2;" : "=r"(i) : "r"((int)IN(0)), "r"((int)IN(1)));
  OUT(0) = (unsigned)i;
}

CASE(mad_lo_s32) {
  int r = (int)IN(4);
  asm("mad.lo.s32 %0, %1, %2, %3;"
      : "=r"(r)
      : "r"((int)IN(0)), "r"((int)IN(1)), "r"((int)IN(2)));
  OUT(0) = (unsigned)r;
}

// The guide's cube, with a scoped temporary register.
CASE(cube_scoped) {
  unsigned y = (unsigned)IN(4), x = (unsigned)IN(0);
  asm("{\n\t"
      " .reg .u32 t1;\n\t"
      " mul.lo.u32 t1, %1, %1;\n\t"
      " mul.lo.u32 %0, t1, %1;\n\t"
      "}"
      : "=r"(y) : "r"(x));
  OUT(0) = y;
}

// An output written only under a predicate keeps its value (=r is +r).
CASE(cond_write) {
  unsigned y = (unsigned)IN(4), x = (unsigned)IN(0) & 1;
  asm("{\n\t"
      " .reg .pred p;\n\t"
      " setp.eq.s32 p, %1, 0;\n\t"
      " @p mov.s32 %0, 1;\n\t"
      "}"
      : "=r"(y) : "r"(x));
  OUT(0) = y;
}

CASE(cvt_f32_s64) {
  float f = __uint_as_float((unsigned)IN(4));
  asm("cvt.rn.f32.s64 %0, %1;" : "=f"(f) : "l"((long long)IN(0)));
  OUT(0) = __float_as_uint(f);
}

CASE(u16_add) {
  unsigned short s = (unsigned short)IN(4);
  asm("add.u16 %0, %1, %2;" : "=h"(s) : "h"((unsigned short)IN(0)), "h"((unsigned short)IN(1)));
  OUT(0) = s;
}

CASE(f64_fma) {
  double d = __longlong_as_double((long long)IN(4));
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(d) : "d"(__longlong_as_double((long long)IN(0))),
      "d"(__longlong_as_double((long long)IN(1))), "d"(__longlong_as_double((long long)IN(2))));
  OUT(0) = (u64)__double_as_longlong(d);
}

// Two outputs, %% escapes and a special register.
CASE(laneid_mul_wide) {
  unsigned lane = (unsigned)IN(4);
  u64 w = IN(5);
  asm("mov.u32 %0, %%laneid;\n\t"
      "mul.wide.u32 %1, %2, %3;"
      : "=r"(lane), "=l"(w) : "r"((unsigned)IN(0)), "r"((unsigned)IN(1)));
  OUT(0) = lane;
  OUT(1) = w;
}

// A loop with a label inside a scope, in a statement used twice.
__device__ unsigned popsum(unsigned x, unsigned n) {
  unsigned acc;
  asm("{\n\t"
      " .reg .pred p;\n\t"
      " .reg .u32 i, c;\n\t"
      " mov.u32 i, 0;\n\t"
      " and.b32 %2, %2, 7;\n\t"
      " add.u32 %2, %2, 1;\n\t"
      " mov.u32 %0, 0;\n"
      "LOOP:\n\t"
      " popc.b32 c, %1;\n\t"
      " add.u32 %0, %0, c;\n\t"
      " shr.u32 %1, %1, 1;\n\t"
      " add.u32 i, i, 1;\n\t"
      " setp.lt.u32 p, i, %2;\n\t"
      " @p bra LOOP;\n\t"
      "}"
      : "=r"(acc) : "r"(x), "r"(n));
  return acc;
}
CASE(label_loop) { OUT(0) = popsum((unsigned)IN(0), (unsigned)IN(1)); }
CASE(label_loop_again) { OUT(0) = popsum((unsigned)IN(0), (unsigned)IN(1)); }
