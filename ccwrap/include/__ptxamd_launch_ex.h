/* __ptxamd_launch_ex.h (ptxamd): cudaLaunchKernelEx and cudaLaunchKernelExC,
 * written for ptxamd from CUDA's documentation, over hipLaunchKernel (or
 * hipLaunchCooperativeKernel for the cooperative attribute). Attributes:
 * __ptxamd_launch_attrs.h. */
#ifndef __PTXAMD_LAUNCH_EX_H__
#define __PTXAMD_LAUNCH_EX_H__
#include "__ptxamd_launch_attrs.h"

/* CUDA's members gridDim and blockDim: those names are macros in these
 * headers (cuda_runtime.h: `gridDim` is `__ptxamd_gridDim()`), so the
 * dimensions are stored under other names and `config.gridDim` reaches
 * them through the accessor the macro calls. Brace initialisation in
 * CUDA's member order works as with CUDA's struct. */
typedef struct cudaLaunchConfig_st {
  dim3 __ptxamd_grid;
  dim3 __ptxamd_block;
  size_t dynamicSmemBytes;
  cudaStream_t stream;
  cudaLaunchAttribute *attrs;
  unsigned int numAttrs;
  __host__ __device__ dim3 &__ptxamd_gridDim() { return __ptxamd_grid; }
  __host__ __device__ const dim3 &__ptxamd_gridDim() const { return __ptxamd_grid; }
  __host__ __device__ dim3 &__ptxamd_blockDim() { return __ptxamd_block; }
  __host__ __device__ const dim3 &__ptxamd_blockDim() const { return __ptxamd_block; }
} cudaLaunchConfig_t;

static inline cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args) {
  char msg[320];
  int coop = 0;
  if (config == 0)
    return cudaErrorInvalidValue;
  if (__ptxamd_launch_attrs_check(config->attrs, config->attrs ? config->numAttrs : 0, &coop, msg, sizeof msg) != 0) {
    fprintf(stderr, "ptxamd: cudaLaunchKernelEx: %s\n", msg);
    return cudaErrorNotSupported;
  }
  if (coop)
    return hipLaunchCooperativeKernel(func, config->__ptxamd_grid, config->__ptxamd_block, args,
                                      (unsigned)config->dynamicSmemBytes, config->stream);
  return hipLaunchKernel(func, config->__ptxamd_grid, config->__ptxamd_block, args, config->dynamicSmemBytes, config->stream);
}

#ifdef __cplusplus
template <typename... ExpTypes, typename... ActTypes>
static inline cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...), ActTypes &&...args) {
  return [&](ExpTypes... coerced) {
    void *params[] = {((void *)&coerced)..., nullptr};
    return cudaLaunchKernelExC(config, (const void *)kernel, params);
  }(static_cast<ActTypes &&>(args)...);
}
#endif
#endif
