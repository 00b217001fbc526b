/* cuda_pipeline.h (ptxamd): CUDA's pipeline primitives, written for ptxamd
 * from CUDA's documentation: __pipeline_memcpy_async is a cp.async (4, 8
 * or 16 bytes, zero-filled past src_size), committed and waited on as
 * cp.async groups, all through ptxamd's inline-PTX translation. */
#ifndef __PTXAMD_CUDA_PIPELINE_H__
#define __PTXAMD_CUDA_PIPELINE_H__
#pragma clang system_header
#include "cuda_runtime.h"

static __device__ __attribute__((always_inline)) inline void __pipeline_memcpy_async(void *dst, const void *src, size_t size,
                                                                                    size_t src_size = 0) {
  unsigned s = (unsigned)__cvta_generic_to_shared(dst);
  unsigned n = (unsigned)(src_size ? src_size : size);
  if (size == 16)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(s), "l"(src), "r"(n) : "memory");
  else if (size == 8)
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;" ::"r"(s), "l"(src), "r"(n) : "memory");
  else
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" ::"r"(s), "l"(src), "r"(n) : "memory");
}
static __device__ __attribute__((always_inline)) inline void __pipeline_commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
static __device__ __attribute__((always_inline)) inline void __pipeline_wait_prior(size_t) {
  /* ptxamd's cp.async is synchronous: every group is complete. */
  asm volatile("cp.async.wait_all;" ::: "memory");
}
#endif
