// Statements that are not translated: barriers and AMDGPU assembly.
#include "ccasm.h"

CASE(barriers) {
  float x = __uint_as_float((unsigned)IN(0));
  asm volatile("" ::: "memory");
  asm volatile("" : "+f"(x));
  unsigned y = (unsigned)IN(1);
  asm volatile("add.u32 %0, %0, 1;" : "+r"(y) :: "memory");
#ifdef __PTXAMD__
  asm volatile("s_nop 0");
#endif
  OUT(0) = __float_as_uint(x);
  OUT(1) = y;
}
