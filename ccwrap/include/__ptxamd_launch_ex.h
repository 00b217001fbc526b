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
/* The cluster attributes of cudaFuncSetAttribute (CUDA's values), as an
 * enumeration of their own so that this overload takes them: a required
 * cluster of one CTA, the non-portable-size permission and the scheduling
 * preference are accepted; a required cluster of several CTAs is refused
 * like a cluster launch. */
enum __ptxamd_cluster_func_attribute {
  cudaFuncAttributeClusterDimMustBeSet = 10,
  cudaFuncAttributeRequiredClusterWidth = 11,
  cudaFuncAttributeRequiredClusterHeight = 12,
  cudaFuncAttributeRequiredClusterDepth = 13,
  cudaFuncAttributeNonPortableClusterSizeAllowed = 14,
  cudaFuncAttributeClusterSchedulingPolicyPreference = 15
};
template <class T>
static inline cudaError_t cudaFuncSetAttribute(T *, __ptxamd_cluster_func_attribute attr, int value) {
  switch (attr) {
  case cudaFuncAttributeRequiredClusterWidth:
  case cudaFuncAttributeRequiredClusterHeight:
  case cudaFuncAttributeRequiredClusterDepth:
    if (value > 1) {
      fprintf(stderr, "ptxamd: cudaFuncSetAttribute: a required cluster dimension of %d CTAs cannot be placed: ptxamd nvcc "
                      "compiles kernels with clang's HIP toolchain, which has no clusters\n",
              value);
      return cudaErrorNotSupported;
    }
    return value == 1 || value == 0 ? cudaSuccess : cudaErrorInvalidValue;
  case cudaFuncAttributeClusterDimMustBeSet:
  case cudaFuncAttributeNonPortableClusterSizeAllowed:
  case cudaFuncAttributeClusterSchedulingPolicyPreference:
    return cudaSuccess;
  }
  return cudaErrorInvalidValue;
}

/* __cluster_dims__ (a compile-time cluster shape): such a kernel cannot run
 * here; using it is an error that says why. */
#ifndef __cluster_dims__
#define __cluster_dims__(...)                                                                                          \
  __attribute__((unavailable("thread-block clusters (__cluster_dims__) cannot run under ptxamd nvcc: clang's HIP "       \
                             "toolchain has no clusters (run the kernel's PTX with ptxamd run --cluster)")))
#endif

template <typename... ExpTypes, typename... ActTypes>
static inline cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...), ActTypes &&...args) {
  return [&](ExpTypes... coerced) {
    void *params[] = {((void *)&coerced)..., nullptr};
    return cudaLaunchKernelExC(config, (const void *)kernel, params);
  }(static_cast<ActTypes &&>(args)...);
}
#endif
#endif
