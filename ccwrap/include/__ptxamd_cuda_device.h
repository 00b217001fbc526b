/* __ptxamd_cuda_device.h: CUDA's device intrinsics that HIP lacks or gives
 * other semantics, written for ptxamd from CUDA's documentation.
 *
 * Every warp-level intrinsic is an inline PTX statement, translated by
 * ptxamd like any inline PTX of the program: it has CUDA's 32-lane
 * semantics in every warp mode (wave32, and the two PTX warps of a wave64
 * in paired mode never mix), where HIP's __shfl and __ballot work on the
 * whole hardware wave. In native64 the PTX warp, and warpSize, is 64. */
#ifndef __PTXAMD_CUDA_DEVICE_H__
#define __PTXAMD_CUDA_DEVICE_H__
#pragma clang system_header

#define __PTXAMD_DI static __device__ __attribute__((always_inline)) inline

/* Member masks: CUDA's are 32-bit; native64's PTX warps have 64 lanes and
 * 64-bit masks, so there a full 32-bit mask stands for the whole warp
 * (other masks name lanes 0-31 only) and a mask result keeps its low 32
 * lanes (CUDA code knows no more). */
#if __PTXAMD_WARP_SIZE__ == 64
typedef unsigned long long __ptxamd_mask_t;
#define __PTXAMD_MASK(m) ((m) == 0xffffffffu ? ~0ull : (unsigned long long)(m))
#else
typedef unsigned __ptxamd_mask_t;
#define __PTXAMD_MASK(m) (m)
#endif

/* shfl's c operand: the segment mask (lanes outside a width-wide segment)
 * in bits 8 and up, and the clamp (last lane) in bits 0-4 (0-5 in
 * native64); shfl.up clamps at the segment's first lane instead. */
#define __PTXAMD_SHFL_C(width) (((__PTXAMD_WARP_SIZE__ - (width)) << 8) | (__PTXAMD_WARP_SIZE__ - 1))
#define __PTXAMD_SHFL_UP_C(width) ((__PTXAMD_WARP_SIZE__ - (width)) << 8)

__PTXAMD_DI unsigned __ptxamd_shfl_idx(unsigned mask, unsigned v, int lane, int c) {
  unsigned r;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(lane), "r"(c), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __ptxamd_shfl_up(unsigned mask, unsigned v, unsigned delta, int c) {
  unsigned r;
  asm volatile("shfl.sync.up.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(delta), "r"(c), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __ptxamd_shfl_down(unsigned mask, unsigned v, unsigned delta, int c) {
  unsigned r;
  asm volatile("shfl.sync.down.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(delta), "r"(c), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __ptxamd_shfl_bfly(unsigned mask, unsigned v, int lanemask, int c) {
  unsigned r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(v), "r"(lanemask), "r"(c), "r"(__PTXAMD_MASK(mask)));
  return r;
}

/* __ptxamd_bits32<T> moves a 4- or 8-byte value through 32-bit words. */
template <class T> struct __ptxamd_words {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 2, "CUDA shuffles take 2-, 4- and 8-byte values");
  unsigned w[sizeof(T) > 4 ? 2 : 1];
};
template <class T, class F> __PTXAMD_DI T __ptxamd_shfl_words(T v, F f) {
  __ptxamd_words<T> in{}, out{};
  __builtin_memcpy(&in, &v, sizeof(T));
  for (unsigned i = 0; i < sizeof(in.w) / 4; i++)
    out.w[i] = f(in.w[i]);
  T r;
  __builtin_memcpy(&r, &out, sizeof(T));
  return r;
}

template <class T> __PTXAMD_DI T __shfl_sync(unsigned mask, T var, int srcLane, int width = __PTXAMD_WARP_SIZE__) {
  return __ptxamd_shfl_words(var, [=](unsigned w) { return __ptxamd_shfl_idx(mask, w, srcLane, __PTXAMD_SHFL_C(width)); });
}
template <class T> __PTXAMD_DI T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = __PTXAMD_WARP_SIZE__) {
  return __ptxamd_shfl_words(var, [=](unsigned w) { return __ptxamd_shfl_up(mask, w, delta, __PTXAMD_SHFL_UP_C(width)); });
}
template <class T> __PTXAMD_DI T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = __PTXAMD_WARP_SIZE__) {
  return __ptxamd_shfl_words(var, [=](unsigned w) { return __ptxamd_shfl_down(mask, w, delta, __PTXAMD_SHFL_C(width)); });
}
template <class T> __PTXAMD_DI T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = __PTXAMD_WARP_SIZE__) {
  return __ptxamd_shfl_words(var, [=](unsigned w) { return __ptxamd_shfl_bfly(mask, w, laneMask, __PTXAMD_SHFL_C(width)); });
}

/* Votes. */
__PTXAMD_DI unsigned __activemask() {
  __ptxamd_mask_t r;
  asm volatile("activemask.b32 %0;" : "=r"(r));
  return r;
}
__PTXAMD_DI unsigned __ballot_sync(unsigned mask, int pred) {
  __ptxamd_mask_t r;
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, %2;\n\t}" : "=r"(r) : "r"(pred), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI int __all_sync(unsigned mask, int pred) {
  int r;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.s32 p, %1, 0;\n\tvote.sync.all.pred q, p, %2;\n\tselp.s32 %0, 1, 0, q;\n\t}" : "=r"(r) : "r"(pred), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI int __any_sync(unsigned mask, int pred) {
  int r;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.s32 p, %1, 0;\n\tvote.sync.any.pred q, p, %2;\n\tselp.s32 %0, 1, 0, q;\n\t}" : "=r"(r) : "r"(pred), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI int __uni_sync(unsigned mask, int pred) {
  int r;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.s32 p, %1, 0;\n\tvote.sync.uni.pred q, p, %2;\n\tselp.s32 %0, 1, 0, q;\n\t}" : "=r"(r) : "r"(pred), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI void __syncwarp(unsigned mask = 0xffffffffu) { asm volatile("bar.warp.sync %0;" ::"r"(__PTXAMD_MASK(mask)) : "memory"); }

/* Match. */
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, unsigned v) {
  __ptxamd_mask_t r;
  asm volatile("match.any.sync.b32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, int v) { return __match_any_sync(mask, (unsigned)v); }
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, float v) { return __match_any_sync(mask, __float_as_uint(v)); }
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, unsigned long long v) {
  __ptxamd_mask_t r;
  asm volatile("match.any.sync.b64 %0, %1, %2;" : "=r"(r) : "l"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, long long v) { return __match_any_sync(mask, (unsigned long long)v); }
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, unsigned long v) { return __match_any_sync(mask, (unsigned long long)v); }
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, long v) { return __match_any_sync(mask, (unsigned long long)v); }
__PTXAMD_DI unsigned __match_any_sync(unsigned mask, double v) {
  return __match_any_sync(mask, (unsigned long long)__double_as_longlong(v));
}
__PTXAMD_DI unsigned __match_all_sync(unsigned mask, unsigned v, int *pred) {
  __ptxamd_mask_t r;
  int p;
  asm volatile("{\n\t.reg .pred q;\n\tmatch.all.sync.b32 %0|q, %2, %3;\n\tselp.s32 %1, 1, 0, q;\n\t}" : "=r"(r), "=r"(p) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  *pred = p;
  return r;
}
__PTXAMD_DI unsigned __match_all_sync(unsigned mask, int v, int *pred) { return __match_all_sync(mask, (unsigned)v, pred); }
__PTXAMD_DI unsigned __match_all_sync(unsigned mask, float v, int *pred) { return __match_all_sync(mask, __float_as_uint(v), pred); }
__PTXAMD_DI unsigned __match_all_sync(unsigned mask, unsigned long long v, int *pred) {
  __ptxamd_mask_t r;
  int p;
  asm volatile("{\n\t.reg .pred q;\n\tmatch.all.sync.b64 %0|q, %2, %3;\n\tselp.s32 %1, 1, 0, q;\n\t}" : "=r"(r), "=r"(p) : "l"(v), "r"(__PTXAMD_MASK(mask)));
  *pred = p;
  return r;
}
__PTXAMD_DI unsigned __match_all_sync(unsigned mask, long long v, int *pred) { return __match_all_sync(mask, (unsigned long long)v, pred); }
__PTXAMD_DI unsigned __match_all_sync(unsigned mask, double v, int *pred) {
  return __match_all_sync(mask, (unsigned long long)__double_as_longlong(v), pred);
}

/* Warp reductions (redux.sync). */
__PTXAMD_DI unsigned __reduce_add_sync(unsigned mask, unsigned v) {
  unsigned r;
  asm volatile("redux.sync.add.u32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI int __reduce_add_sync(unsigned mask, int v) { return (int)__reduce_add_sync(mask, (unsigned)v); }
__PTXAMD_DI unsigned __reduce_min_sync(unsigned mask, unsigned v) {
  unsigned r;
  asm volatile("redux.sync.min.u32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI int __reduce_min_sync(unsigned mask, int v) {
  int r;
  asm volatile("redux.sync.min.s32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __reduce_max_sync(unsigned mask, unsigned v) {
  unsigned r;
  asm volatile("redux.sync.max.u32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI int __reduce_max_sync(unsigned mask, int v) {
  int r;
  asm volatile("redux.sync.max.s32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __reduce_and_sync(unsigned mask, unsigned v) {
  unsigned r;
  asm volatile("redux.sync.and.b32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __reduce_or_sync(unsigned mask, unsigned v) {
  unsigned r;
  asm volatile("redux.sync.or.b32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}
__PTXAMD_DI unsigned __reduce_xor_sync(unsigned mask, unsigned v) {
  unsigned r;
  asm volatile("redux.sync.xor.b32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(__PTXAMD_MASK(mask)));
  return r;
}

/* Averages without overflow, as CUDA defines them (HIP 5.2's add first in
 * 32 bits, and lose the carry). __hadd is renamed with its half and
 * bfloat16 overloads (cuda_fp16.h, cuda_bf16.h come after this header). */
__PTXAMD_DI unsigned __ptxamd_uhadd(unsigned x, unsigned y) { return (x & y) + ((x ^ y) >> 1); }
__PTXAMD_DI unsigned __ptxamd_urhadd(unsigned x, unsigned y) { return (x | y) - ((x ^ y) >> 1); }
__PTXAMD_DI int __ptxamd_hadd(int x, int y) { return (x & y) + ((x ^ y) >> 1); }
__PTXAMD_DI int __ptxamd_rhadd(int x, int y) { return (x | y) - ((x ^ y) >> 1); }
#define __uhadd __ptxamd_uhadd
#define __urhadd __ptxamd_urhadd
#define __hadd __ptxamd_hadd
#define __rhadd __ptxamd_rhadd

/* Block votes, with shared-memory atomics between three barriers (PTX's
 * bar.red needs a kernel's own barrier scratch, which an inline statement
 * in a function has not; HIP's versions read the wave's exec register). */
__PTXAMD_DI int __ptxamd_block_vote(int pred, int op) {
  __shared__ int acc;
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)
    acc = op == 1 ? 1 : 0;
  __syncthreads();
  if (op == 0 && pred)
    atomicAdd(&acc, 1);
  else if (op == 1 && !pred)
    atomicAnd(&acc, 0);
  else if (op == 2 && pred)
    atomicOr(&acc, 1);
  __syncthreads();
  return acc;
}
__PTXAMD_DI int __ptxamd_syncthreads_count(int pred) { return __ptxamd_block_vote(pred, 0); }
__PTXAMD_DI int __ptxamd_syncthreads_and(int pred) { return __ptxamd_block_vote(pred, 1); }
__PTXAMD_DI int __ptxamd_syncthreads_or(int pred) { return __ptxamd_block_vote(pred, 2); }
#define __syncthreads_count __ptxamd_syncthreads_count
#define __syncthreads_and __ptxamd_syncthreads_and
#define __syncthreads_or __ptxamd_syncthreads_or

/* The lane within the PTX warp (HIP's __lane_id is the wave's). */
__PTXAMD_DI unsigned __ptxamd_laneid() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}
__PTXAMD_DI unsigned __ptxamd_lanemask_lt() {
  __ptxamd_mask_t r;
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
  return r;
}

/* Address spaces. */
__PTXAMD_DI size_t __cvta_generic_to_shared(const void *p) {
  size_t r;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(r) : "l"(p));
  return r;
}
__PTXAMD_DI size_t __cvta_generic_to_global(const void *p) {
  size_t r;
  asm("cvta.to.global.u64 %0, %1;" : "=l"(r) : "l"(p));
  return r;
}
__PTXAMD_DI size_t __cvta_generic_to_local(const void *p) {
  size_t r;
  asm("cvta.to.local.u64 %0, %1;" : "=l"(r) : "l"(p));
  return r;
}
__PTXAMD_DI size_t __cvta_generic_to_constant(const void *p) {
  size_t r;
  asm("cvta.to.const.u64 %0, %1;" : "=l"(r) : "l"(p));
  return r;
}
__PTXAMD_DI void *__cvta_shared_to_generic(size_t a) {
  void *r;
  asm("cvta.shared.u64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
}
__PTXAMD_DI void *__cvta_global_to_generic(size_t a) {
  void *r;
  asm("cvta.global.u64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
}
__PTXAMD_DI void *__cvta_local_to_generic(size_t a) {
  void *r;
  asm("cvta.local.u64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
}
__PTXAMD_DI void *__cvta_constant_to_generic(size_t a) {
  void *r;
  asm("cvta.const.u64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
}
__PTXAMD_DI unsigned __isShared(const void *p) {
  unsigned r;
  asm("{\n\t.reg .pred q;\n\tisspacep.shared q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(r) : "l"(p));
  return r;
}
/* Distributed shared memory: a cluster runs as one workgroup, so its
 * shared memory is the workgroup's (CUDA 12.3's __isClusterShared, which
 * CCCL's cuda::device::is_address_from uses). */
__PTXAMD_DI unsigned __isClusterShared(const void *p) {
  unsigned r;
  asm("{\n\t.reg .pred q;\n\tisspacep.shared::cluster q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(r) : "l"(p));
  return r;
}
__PTXAMD_DI unsigned __isGlobal(const void *p) {
  unsigned r;
  asm("{\n\t.reg .pred q;\n\tisspacep.global q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(r) : "l"(p));
  return r;
}
__PTXAMD_DI unsigned __isLocal(const void *p) {
  unsigned r;
  asm("{\n\t.reg .pred q;\n\tisspacep.local q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(r) : "l"(p));
  return r;
}
__PTXAMD_DI unsigned __isConstant(const void *p) {
  unsigned r;
  asm("{\n\t.reg .pred q;\n\tisspacep.const q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(r) : "l"(p));
  return r;
}

/* A kernel parameter's address is that of a copy in private memory under
 * clang's HIP ABI (and ptxamd gives .param no generic address): no
 * generic pointer points into the grid constants. */
__PTXAMD_DI unsigned __isGridConstant(const void *) { return 0; }

/* Integer intrinsics HIP lacks. */
__PTXAMD_DI int __dp4a(int a, int b, int c) {
  int r;
  asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
__PTXAMD_DI unsigned __dp4a(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
__PTXAMD_DI int __dp2a_lo(int a, int b, int c) {
  int r;
  asm("dp2a.lo.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
__PTXAMD_DI int __dp2a_hi(int a, int b, int c) {
  int r;
  asm("dp2a.hi.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
__PTXAMD_DI unsigned __dp2a_lo(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("dp2a.lo.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
__PTXAMD_DI unsigned __dp2a_hi(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("dp2a.hi.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
/* The vector forms: the same instructions on the packed words (HIP's
 * vector types are not trivially copyable, so packed by hand). */
__PTXAMD_DI unsigned __ptxamd_pack4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) {
  return (unsigned)x | (unsigned)y << 8 | (unsigned)z << 16 | (unsigned)w << 24;
}
__PTXAMD_DI unsigned __ptxamd_pack2(unsigned short x, unsigned short y) { return (unsigned)x | (unsigned)y << 16; }
__PTXAMD_DI int __dp4a(char4 a, char4 b, int c) {
  return __dp4a((int)__ptxamd_pack4(a.x, a.y, a.z, a.w), (int)__ptxamd_pack4(b.x, b.y, b.z, b.w), c);
}
__PTXAMD_DI unsigned __dp4a(uchar4 a, uchar4 b, unsigned c) {
  return __dp4a(__ptxamd_pack4(a.x, a.y, a.z, a.w), __ptxamd_pack4(b.x, b.y, b.z, b.w), c);
}
__PTXAMD_DI int __dp2a_lo(short2 a, char4 b, int c) {
  return __dp2a_lo((int)__ptxamd_pack2(a.x, a.y), (int)__ptxamd_pack4(b.x, b.y, b.z, b.w), c);
}
__PTXAMD_DI unsigned __dp2a_lo(ushort2 a, uchar4 b, unsigned c) {
  return __dp2a_lo(__ptxamd_pack2(a.x, a.y), __ptxamd_pack4(b.x, b.y, b.z, b.w), c);
}
__PTXAMD_DI int __dp2a_hi(short2 a, char4 b, int c) {
  return __dp2a_hi((int)__ptxamd_pack2(a.x, a.y), (int)__ptxamd_pack4(b.x, b.y, b.z, b.w), c);
}
__PTXAMD_DI unsigned __dp2a_hi(ushort2 a, uchar4 b, unsigned c) {
  return __dp2a_hi(__ptxamd_pack2(a.x, a.y), __ptxamd_pack4(b.x, b.y, b.z, b.w), c);
}
/* More integer intrinsics HIP 5 computes otherwise (its __sad subtracts
 * in int, which overflows): CUDA's here, as the PTX nvcc computes them
 * with. HIP defines the names, so each is a macro for ptxamd's function. */
__PTXAMD_DI unsigned __ptxamd_sad(int x, int y, unsigned z) {
  unsigned r;
  asm("sad.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(z));
  return r;
}
__PTXAMD_DI unsigned __ptxamd_usad(unsigned x, unsigned y, unsigned z) {
  unsigned r;
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(z));
  return r;
}
__PTXAMD_DI long long __ptxamd_mul64hi(long long x, long long y) {
  long long r;
  asm("mul.hi.s64 %0, %1, %2;" : "=l"(r) : "l"(x), "l"(y));
  return r;
}
__PTXAMD_DI unsigned long long __ptxamd_umul64hi(unsigned long long x, unsigned long long y) {
  unsigned long long r;
  asm("mul.hi.u64 %0, %1, %2;" : "=l"(r) : "l"(x), "l"(y));
  return r;
}
/* The offset-th set bit of mask counted from bit base (CUDA's __fns). */
__PTXAMD_DI unsigned __fns(unsigned mask, unsigned base, int offset) {
  unsigned r;
  asm("fns.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(mask), "r"(base), "r"(offset));
  return r;
}
#define __sad __ptxamd_sad
#define __usad __ptxamd_usad
#define __mul64hi __ptxamd_mul64hi
#define __umul64hi __ptxamd_umul64hi

__PTXAMD_DI void __nanosleep(unsigned ns) { asm volatile("nanosleep.u32 %0;" ::"r"(ns)); }
__PTXAMD_DI void __trap() { __builtin_trap(); }
__PTXAMD_DI void __brkpt() { __builtin_debugtrap(); }

#include "__ptxamd_simd.h"
#include "__ptxamd_math.h"
#include "__ptxamd_f64nan.h"

/* Loads and stores with cache hints: the hints have no AMD counterpart
 * here; the access is a plain one. */
template <class T> __PTXAMD_DI T __ldcg(const T *p) { return *p; }
template <class T> __PTXAMD_DI T __ldca(const T *p) { return *p; }
template <class T> __PTXAMD_DI T __ldcs(const T *p) { return *p; }
template <class T> __PTXAMD_DI T __ldlu(const T *p) { return *p; }
/* A volatile struct (HIP's vector types) cannot be copied: such a T is
 * read and written in volatile 32-bit words. */
template <class T> __PTXAMD_DI T __ldcv(const T *p) {
  if constexpr (__is_class(T) && sizeof(T) % 4 == 0) {
    T r;
    for (unsigned i = 0; i < sizeof(T) / 4; i++)
      ((unsigned *)&r)[i] = ((const volatile unsigned *)p)[i];
    return r;
  } else {
    return *(const volatile T *)p;
  }
}
template <class T> __PTXAMD_DI void __stcg(T *p, T v) { *p = v; }
template <class T> __PTXAMD_DI void __stcs(T *p, T v) { *p = v; }
template <class T> __PTXAMD_DI void __stwb(T *p, T v) { *p = v; }
template <class T> __PTXAMD_DI void __stwt(T *p, T v) {
  if constexpr (__is_class(T) && sizeof(T) % 4 == 0) {
    for (unsigned i = 0; i < sizeof(T) / 4; i++)
      ((volatile unsigned *)p)[i] = ((const unsigned *)&v)[i];
  } else {
    *(volatile T *)p = v;
  }
}

/* Atomics HIP lacks, as the PTX nvcc emits for them. */
__PTXAMD_DI unsigned short atomicCAS(unsigned short *p, unsigned short c, unsigned short v) {
  unsigned short r;
  asm volatile("atom.cas.b16 %0, [%1], %2, %3;" : "=h"(r) : "l"(p), "h"(c), "h"(v) : "memory");
  return r;
}
__PTXAMD_DI long long atomicMax(long long *p, long long v) {
  long long r;
  asm volatile("atom.max.s64 %0, [%1], %2;" : "=l"(r) : "l"(p), "l"(v) : "memory");
  return r;
}
__PTXAMD_DI long long atomicMin(long long *p, long long v) {
  long long r;
  asm volatile("atom.min.s64 %0, [%1], %2;" : "=l"(r) : "l"(p), "l"(v) : "memory");
  return r;
}
/* sm_90's vector adds (global memory). */
__PTXAMD_DI float2 atomicAdd(float2 *p, float2 v) {
  float2 r;
  asm volatile("atom.global.add.v2.f32 {%0, %1}, [%2], {%3, %4};" : "=f"(r.x), "=f"(r.y) : "l"(p), "f"(v.x), "f"(v.y) : "memory");
  return r;
}
__PTXAMD_DI float4 atomicAdd(float4 *p, float4 v) {
  float4 r;
  asm volatile("atom.global.add.v4.f32 {%0, %1, %2, %3}, [%4], {%5, %6, %7, %8};"
               : "=f"(r.x), "=f"(r.y), "=f"(r.z), "=f"(r.w)
               : "l"(p), "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w)
               : "memory");
  return r;
}

/* Atomics with a scope: _block is done at device scope (a wider scope is
 * a correct implementation of a narrower one); _system is HIP's. */
#define __PTXAMD_ATOMIC_BLOCK(name)                                                                                  \
  template <class T, class U> __PTXAMD_DI T name##_block(T *p, U v) { return name(p, v); }
__PTXAMD_ATOMIC_BLOCK(atomicAdd)
__PTXAMD_ATOMIC_BLOCK(atomicSub)
__PTXAMD_ATOMIC_BLOCK(atomicExch)
__PTXAMD_ATOMIC_BLOCK(atomicMin)
__PTXAMD_ATOMIC_BLOCK(atomicMax)
__PTXAMD_ATOMIC_BLOCK(atomicAnd)
__PTXAMD_ATOMIC_BLOCK(atomicOr)
__PTXAMD_ATOMIC_BLOCK(atomicXor)
__PTXAMD_ATOMIC_BLOCK(atomicInc)
__PTXAMD_ATOMIC_BLOCK(atomicDec)
#undef __PTXAMD_ATOMIC_BLOCK
template <class T> __PTXAMD_DI T atomicCAS_block(T *p, T c, T v) { return atomicCAS(p, c, v); }

#endif
