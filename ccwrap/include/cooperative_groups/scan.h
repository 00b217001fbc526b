/* cooperative_groups/scan.h (ptxamd): inclusive_scan and exclusive_scan
 * over a tile or a coalesced group, written for ptxamd from CUDA's
 * documentation: a scan in rank order by 32-lane shuffles up (inline PTX).
 * The operation defaults to plus; exclusive_scan gives the member of rank
 * 0 a value-initialised T. */
#ifndef __PTXAMD_CG_SCAN_H__
#define __PTXAMD_CG_SCAN_H__
#pragma clang system_header
#include "reduce.h"

namespace cooperative_groups {
template <unsigned N, class P, class T, class Op>
__device__ inline T inclusive_scan(const thread_block_tile<N, P> &g, T v, Op op) {
  const unsigned r = g.thread_rank();
  for (unsigned d = 1; d < N; d *= 2) {
    T o = g.shfl_up(v, d);
    if (r >= d)
      v = op(v, o);
  }
  return v;
}
template <class T, class Op> __device__ inline T inclusive_scan(const coalesced_group &g, T v, Op op) {
  const unsigned n = g.size(), r = g.thread_rank();
  for (unsigned d = 1; d < n; d *= 2) {
    T o = g.shfl_up(v, d);
    if (r >= d)
      v = op(v, o);
  }
  return v;
}
template <class Group, class T> __device__ inline T inclusive_scan(const Group &g, T v) { return inclusive_scan(g, v, plus<T>()); }

template <class Group, class T, class Op> __device__ inline T exclusive_scan(const Group &g, T v, Op op) {
  T in = inclusive_scan(g, v, op);
  T up = g.shfl_up(in, 1);
  return g.thread_rank() == 0 ? T() : up;
}
template <class Group, class T> __device__ inline T exclusive_scan(const Group &g, T v) { return exclusive_scan(g, v, plus<T>()); }
} // namespace cooperative_groups
#endif
