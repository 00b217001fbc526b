// Device functions defined in one translation unit and called from
// another (app.cu): relocatable device code.
#include "mix.h"

__device__ unsigned mix_rounds = 3;

__device__ unsigned mix(unsigned x, unsigned lane) {
  for (unsigned r = 0; r < mix_rounds; r++) {
    unsigned y;
    // A byte permutation and a funnel shift, in PTX.
    asm("prmt.b32 %0, %1, %2, 0x1357;" : "=r"(y) : "r"(x), "r"(lane * 0x01010101u));
    asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(x) : "r"(y ^ x), "r"(r + 5));
  }
  return x;
}
