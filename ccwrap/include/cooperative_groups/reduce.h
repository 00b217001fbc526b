/* cooperative_groups/reduce.h (ptxamd): reduce over a tile or coalesced
 * group, and the function objects, written for ptxamd from CUDA's
 * documentation. The reduction is a butterfly of 32-lane shuffles (inline
 * PTX): every member gets the result. */
#ifndef __PTXAMD_CG_REDUCE_H__
#define __PTXAMD_CG_REDUCE_H__
#pragma clang system_header
#include "../cooperative_groups.h"

namespace cooperative_groups {
template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  __device__ T operator()(T a, T b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __device__ T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
  __device__ T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
  __device__ T operator()(T a, T b) const { return a ^ b; }
};

template <unsigned N, class P, class T, class Op>
__device__ inline T reduce(const thread_block_tile<N, P> &g, T v, Op op) {
  for (unsigned d = N / 2; d > 0; d /= 2)
    v = op(v, g.shfl_xor(v, d));
  return v;
}

/* A coalesced group: members in rank order, a tree over ranks. */
template <class T, class Op> __device__ inline T reduce(const coalesced_group &g, T v, Op op) {
  unsigned n = g.size(), r = g.thread_rank();
  for (unsigned d = 1; d < n; d *= 2) {
    T o = g.shfl_down(v, d);
    if (r + d < n)
      v = op(v, o);
  }
  return g.shfl(v, 0);
}
} // namespace cooperative_groups
#endif
