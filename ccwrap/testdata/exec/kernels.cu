// Whole kernels: C++ control flow, shared memory, barriers, loops and
// helper functions around inline PTX. Only the whole-kernel test runs
// them (their operands are computed in C++, so the per-statement harness
// cannot bind them). The warp size is 32 here (paired and wave32 modes).
#include "ccasm.h"

__device__ __noinline__ unsigned warp_sum(unsigned v) {
  for (int off = 16; off > 0; off >>= 1) {
    unsigned y;
    asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, -1;" : "=r"(y) : "r"(v), "r"(off));
    v += y;
  }
  return v;
}

// A block sum: warp sums with shfl, combined through shared memory.
CASE(block_sum) {
  __shared__ unsigned partial[2];
  unsigned v = (unsigned)IN(0) & 0xffff;
  unsigned w = warp_sum(v);
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  if (lane == 0) partial[threadIdx.x / 32] = w;
  __syncthreads();
  OUT(0) = w;
  OUT(1) = partial[0] + partial[1];
  OUT(2) = lane;
}

// An inclusive warp scan with shfl.up and its predicate.
CASE(warp_scan) {
  unsigned x = (unsigned)IN(0) & 0xff;
  for (unsigned d = 1; d < 32; d *= 2) {
    unsigned y, ok;
    asm("{\n\t.reg .pred p;\n\t"
        "shfl.sync.up.b32 %0|p, %2, %3, 0, -1;\n\t"
        "selp.u32 %1, 1, 0, p;\n\t}"
        : "=r"(y), "=r"(ok) : "r"(x), "r"(d));
    if (ok) x += y;
  }
  OUT(0) = x;
}

// Divergence: each third of the threads votes on its own.
CASE(divergent_ballot) {
  unsigned b = 0, m = 0;
  unsigned bit = (unsigned)IN(0) & 1;
  if (threadIdx.x % 3 == 0) {
    asm volatile("activemask.b32 %0;" : "=r"(m));
    asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, %2;\n\t}"
                 : "=r"(b) : "r"(bit), "r"(m));
  } else if (threadIdx.x % 3 == 1) {
    asm volatile("activemask.b32 %0;" : "=r"(m));
    asm volatile("{\n\t.reg .pred p;\n\tsetp.eq.u32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, %2;\n\t}"
                 : "=r"(b) : "r"(bit), "r"(m));
  }
  OUT(0) = b;
  OUT(1) = m;
}

// int4 → f16x2 dequantisation of eight nibbles per thread in a loop.
CASE(dequant_loop) {
  unsigned q = (unsigned)IN(0);
  u64 acc = 0;
  for (int i = 0; i < 4; i++) {
    unsigned h;
    asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h) : "r"(q >> (4 * i)), "n"(0x000f000f), "n"(0x64006400));
    unsigned s;
    asm("prmt.b32 %0, %1, %2, 0x5410;" : "=r"(s) : "r"(h), "r"(q));
    acc = acc * 31 + s;
    OUT(i & 1) = acc;
  }
  OUT(2) = acc ^ q;
}

// 128 × 128 → 256-bit multiplication with carry chains, limb by limb.
CASE(mul128) {
  u64 a[2] = {IN(0), IN(1)}, b[2] = {IN(2), IN(3)};
  u64 r[4] = {0, 0, 0, 0};
  for (int i = 0; i < 2; i++) {
    u64 carry = 0;
    for (int j = 0; j < 2; j++) {
      u64 lo, hi;
      asm("mul.lo.u64 %0, %2, %3;\n\tmul.hi.u64 %1, %2, %3;" : "=l"(lo), "=l"(hi) : "l"(a[i]), "l"(b[j]));
      asm("add.cc.u64 %0, %0, %2;\n\taddc.u64 %1, %1, 0;" : "+l"(lo), "+l"(hi) : "l"(r[i + j]));
      asm("add.cc.u64 %0, %0, %2;\n\taddc.u64 %1, %1, 0;" : "+l"(lo), "+l"(hi) : "l"(carry));
      r[i + j] = lo;
      carry = hi;
    }
    r[i + 2] = carry;
  }
  for (int k = 0; k < 4; k++) OUT(k) = r[k];
}

// Bit fields at positions the loop computes, and a leading-zero count.
CASE(bitfield_loop) {
  unsigned x = (unsigned)IN(0), acc = 0;
  for (unsigned pos = 0; pos < 32; pos += 5) {
    unsigned f;
    asm("bfe.u32 %0, %1, %2, 5;" : "=r"(f) : "r"(x), "r"(pos));
    asm("bfi.b32 %0, %1, %0, %2, 5;" : "+r"(acc) : "r"(f ^ 0x15), "r"(pos));
  }
  unsigned z;
  asm("clz.b32 %0, %1;" : "=r"(z) : "r"(acc >> (x & 31)));
  OUT(0) = acc;
  OUT(1) = z;
}

// f32 math through PTX's approximate and rounded forms.
CASE(f32_math_loop) {
  float x = __uint_as_float((unsigned)IN(0)), s = 0.0f;
  for (int i = 0; i < 3; i++) {
    float r, q;
    asm("rcp.rn.f32 %0, %1;" : "=f"(r) : "f"(x + (float)i));
    asm("fma.rz.f32 %0, %1, %2, %3;" : "=f"(q) : "f"(r), "f"(x), "f"(s));
    s = q;
  }
  OUT(0) = __float_as_uint(s);
}

// 128-bit operands ("q"): halves swapped through mov.b128.
CASE(q_swap) {
  unsigned __int128 v = ((unsigned __int128)IN(1) << 64) | IN(0), r = 0;
  asm("{\n\t.reg .b64 lo, hi;\n\tmov.b128 {lo, hi}, %1;\n\tmov.b128 %0, {hi, lo};\n\t}" : "=q"(r) : "q"(v));
  OUT(0) = (u64)r;
  OUT(1) = (u64)(r >> 64);
}
