/* cooperative_groups/memcpy_async.h (ptxamd): memcpy_async and wait,
 * written for ptxamd from CUDA's documentation. The copy is done by the
 * group's threads at once (as ptxamd's cp.async is synchronous); wait
 * synchronises the group, so the data is visible to all of it, as after
 * CUDA's wait. */
#ifndef __PTXAMD_CG_MEMCPY_ASYNC_H__
#define __PTXAMD_CG_MEMCPY_ASYNC_H__
#pragma clang system_header
#include "../cooperative_groups.h"

namespace cooperative_groups {
template <class Group> __device__ inline void memcpy_async(const Group &g, void *dst, const void *src, size_t bytes) {
  unsigned n = g.size(), r = g.thread_rank();
  if ((((size_t)dst | (size_t)src | bytes) & 15) == 0) {
    for (size_t i = r; i < bytes / 16; i += n)
      ((uint4 *)dst)[i] = ((const uint4 *)src)[i];
  } else {
    for (size_t i = r; i < bytes; i += n)
      ((char *)dst)[i] = ((const char *)src)[i];
  }
}
template <class Group, class T> __device__ inline void memcpy_async(const Group &g, T *dst, const T *src, size_t bytes) {
  memcpy_async(g, (void *)dst, (const void *)src, bytes);
}
template <class Group> __device__ inline void wait(const Group &g) { g.sync(); }
template <class Group> __device__ inline void wait_prior(const Group &g) { g.sync(); }
template <unsigned N, class Group> __device__ inline void wait_prior(const Group &g) { g.sync(); }
} // namespace cooperative_groups
#endif
