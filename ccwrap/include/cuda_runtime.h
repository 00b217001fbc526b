/* cuda_runtime.h: ptxamd's CUDA runtime header, written for ptxamd from
 * the documented CUDA API (it is not NVIDIA's file). The device side comes
 * from clang's HIP toolchain and HIP's headers, with CUDA's warp semantics
 * (32 lanes, through ptxamd's inline-PTX translation) added on top; the
 * host API is mapped onto HIP's (cuda_runtime_api.h). ptxamd's nvcc
 * pre-includes this file, as nvcc does with NVIDIA's. */
#ifndef __PTXAMD_CUDA_RUNTIME_H__
#define __PTXAMD_CUDA_RUNTIME_H__
#pragma clang system_header

/* HIP's warpSize is a constant of the hardware wave size; CUDA code means
 * the PTX warp: 32 in every warp mode but native64. HIP's constant gets
 * another name while its headers are read (after hipDeviceProp_t, whose
 * member is called warpSize too), and warpSize is declared again below. */
/* HIP's headers serve AMD's platform here, whatever compiler reads them
 * (a C++ compiler given this directory as CUDA's include path too). */
#if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)
#define __HIP_PLATFORM_AMD__ 1
#endif
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_common.h> /* plain x, y, z, w members in vector types */
#include <hip/hip_runtime_api.h>
#define warpSize __ptxamd_hip_wave_size
#include <hip/hip_runtime.h>
#undef warpSize

#ifndef __PTXAMD_WARP_SIZE__
#define __PTXAMD_WARP_SIZE__ 32
#endif

/* Compiled as CUDA (clang's HIP mode): nvcc's macros and the device side.
 * A plain C++ file that includes this header (nvcc compiles .cpp files
 * with the host compiler and the CUDA include path) gets the host API. */
#if defined(__HIP__)

/* nvcc's predefined macros. __CUDA_ARCH__ is defined on the command line
 * of each device compile (from the sm the target was asked for); the rest
 * come here, after HIP's headers, which take __NVCC__ for NVIDIA's
 * platform. */
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __NVCC__
#define __NVCC__ 1
#endif
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 4
#define __CUDACC_VER_BUILD__ 0
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION 12040
#endif
#ifndef __CUDART_API_VERSION
#define __CUDART_API_VERSION CUDART_VERSION
#endif
#ifndef __CUDA_API_VERSION
#define __CUDA_API_VERSION 12040
#endif

static constexpr int warpSize = __PTXAMD_WARP_SIZE__;

/* CUDA's threadIdx, blockIdx, blockDim and gridDim have unsigned int
 * members, which templates deduce (min(threadIdx.x, n), CuTe's
 * get_thread_slice(threadIdx.x)); HIP's members are proxy objects that
 * convert to one. These are values of CUDA's member types, computed as
 * HIP computes them; like CUDA's, they exist in device code only. */
struct __ptxamd_coord {
  unsigned x, y, z;
  __host__ __device__ operator dim3() const { return dim3(x, y, z); }
  __host__ __device__ operator uint3() const { return make_uint3(x, y, z); }
};
#define __PTXAMD_COORD(name, fn)                                                                                      \
  static __device__ __attribute__((always_inline)) inline __ptxamd_coord name() {                                   \
    return __ptxamd_coord{(unsigned)fn(0), (unsigned)fn(1), (unsigned)fn(2)};                                       \
  }
#if defined(__PTXAMD_SINGLE__)
/* Warp mode single on a wave64 (ccwrap/single.go): one PTX warp of 32
 * threads per wave64, lanes 32-63 idle, the hardware block flattened along
 * x. The PTX block size is a kernel parameter the wrapper adds; the kernel
 * the wrapper writes around clang's keeps it in LDS, where threadIdx and
 * blockDim, in any function, read it. */
extern "C" {
__attribute__((weak)) __shared__ unsigned __ptxamd_single_ntid[3];
}
static __device__ __attribute__((always_inline)) inline unsigned __ptxamd_single_linear() {
  unsigned h = __builtin_amdgcn_workitem_id_x();
  return (h >> 6) * 32 + (h & 31);
}
static __device__ __attribute__((always_inline)) inline __ptxamd_coord __ptxamd_threadIdx() {
  unsigned l = __ptxamd_single_linear(), nx = __ptxamd_single_ntid[0], ny = __ptxamd_single_ntid[1];
  return __ptxamd_coord{l % nx, l / nx % ny, l / (nx * ny)};
}
static __device__ __attribute__((always_inline)) inline __ptxamd_coord __ptxamd_blockDim() {
  return __ptxamd_coord{__ptxamd_single_ntid[0], __ptxamd_single_ntid[1], __ptxamd_single_ntid[2]};
}
#else
__PTXAMD_COORD(__ptxamd_threadIdx, __ockl_get_local_id)
__PTXAMD_COORD(__ptxamd_blockDim, __ockl_get_local_size)
#endif
__PTXAMD_COORD(__ptxamd_blockIdx, __ockl_get_group_id)
__PTXAMD_COORD(__ptxamd_gridDim, __ockl_get_num_groups)
#undef __PTXAMD_COORD
#define threadIdx (__ptxamd_threadIdx())
#define blockIdx (__ptxamd_blockIdx())
/* blockDim and gridDim expand to a bare call (a postfix expression, so no
 * parentheses are needed) so that cudaLaunchConfig_t's members of those
 * names work: `cfg.gridDim` becomes a call of its accessor
 * (__ptxamd_launch_ex.h). */
#define blockDim __ptxamd_blockDim()
#define gridDim __ptxamd_gridDim()

/* __grid_constant__ lets a kernel take a parameter's address without a
 * copy; here the address is of a copy (clang's HIP ABI), which reads the
 * same values: the qualifier is accepted and has no effect. */
#ifndef __grid_constant__
#define __grid_constant__
#endif

#include "__ptxamd_cuda_device.h"

/* CUDA declares __assert_fail for host and device; here glibc declares the
 * host one and HIP defines a device one, two overloads to clang. CCCL built
 * with NDEBUG redeclares it __host__ __device__, as CUDA has it, which clang
 * refuses beside HIP's (CMake's Release builds define NDEBUG). From here
 * on the name is a function-like macro for one host-and-device function
 * that calls glibc's on the host and HIP's on the device, so such
 * redeclarations declare that one; assert() works as before. */
#include <assert.h>
extern "C" __host__ __device__ inline void __ptxamd_assert_fail(const char *assertion, const char *file, unsigned int line,
                                                                const char *function) noexcept {
  (__assert_fail)(assertion, file, line, function);
}
#define __assert_fail(...) __ptxamd_assert_fail(__VA_ARGS__)
#endif /* __HIP__ */

/* HIP marks hipError_t [[nodiscard]] under C++17, so every CUDA call whose
 * status is ignored (most CUDA code) would warn; CUDA's does not. This
 * silences -Wunused-result for the rest of the translation unit. */
#pragma clang diagnostic ignored "-Wunused-result"


#ifndef CUDART_VERSION
#define CUDART_VERSION 12040
#endif
#include "cuda_runtime_api.h"
#include "vector_types.h"
#include "__ptxamd_launch_ex.h"

#if defined(__PTXAMD_SINGLE__) && defined(__HIP__)
/* Warp mode single on a wave64, the host side (ccwrap/single.go): clang's
 * launch stubs call hipLaunchKernel_spt, which the wrapper renames
 * __ptxamd_single_spt in the host object, and cudaLaunchKernel and
 * cudaLaunchCooperativeKernel come here too. A kernel of the table the
 * wrapper put in section ptxamd_single_kernels gets the PTX block size as
 * three leading arguments and one wave64 per PTX warp (64 lanes for each
 * 32 threads, flattened along x: at most 512 threads a block); any other
 * kernel is launched as it is. */
struct __ptxamd_single_entry {
  const void *kernel;
  unsigned long long params;
};
extern "C" __attribute__((weak)) const __ptxamd_single_entry __start_ptxamd_single_kernels[];
extern "C" __attribute__((weak)) const __ptxamd_single_entry __stop_ptxamd_single_kernels[];
static inline hipError_t __ptxamd_single_launch(const void *f, dim3 grid, dim3 block, void **args, size_t shmem, hipStream_t s,
                                                bool coop) {
  const __ptxamd_single_entry *e = __start_ptxamd_single_kernels;
  for (; e && e < __stop_ptxamd_single_kernels && e->kernel != f; e++) {
  }
  if (!e || e >= __stop_ptxamd_single_kernels)
    return coop ? hipLaunchCooperativeKernel(f, grid, block, args, (unsigned)shmem, s) : hipLaunchKernel(f, grid, block, args, shmem, s);
  /* 64 lanes per 32 threads: a block of more than 512 threads needs more
   * than 1024 lanes, which HIP refuses (and records, for
   * cudaGetLastError). */
  unsigned long long n = (unsigned long long)block.x * block.y * block.z;
  unsigned dims[3] = {block.x, block.y, block.z};
  void *stack[35], **a = stack;
  if (e->params + 3 > sizeof(stack) / sizeof(stack[0]) && !(a = (void **)malloc((e->params + 3) * sizeof(void *))))
    return hipErrorOutOfMemory;
  a[0] = &dims[0];
  a[1] = &dims[1];
  a[2] = &dims[2];
  for (unsigned long long i = 0; i < e->params; i++)
    a[3 + i] = args[i];
  dim3 hw(n == 0 ? 0u : (unsigned)((n + 31) / 32 * 64), 1, 1);
  hipError_t r = coop ? hipLaunchCooperativeKernel(f, grid, hw, a, (unsigned)shmem, s) : hipLaunchKernel(f, grid, hw, a, shmem, s);
  if (a != stack)
    free(a);
  return r;
}
extern "C" __attribute__((weak, visibility("hidden"))) hipError_t __ptxamd_single_spt(const void *f, dim3 grid, dim3 block, void **args,
                                                                                      size_t shmem, hipStream_t s) {
  return __ptxamd_single_launch(f, grid, block, args, shmem, s, false);
}
static inline hipError_t __ptxamd_single_kernel(const void *f, dim3 grid, dim3 block, void **args, size_t shmem = 0,
                                                hipStream_t s = 0) {
  return __ptxamd_single_launch(f, grid, block, args, shmem, s, false);
}
template <class T>
static inline hipError_t __ptxamd_single_kernel(T *f, dim3 grid, dim3 block, void **args, size_t shmem = 0, hipStream_t s = 0) {
  return __ptxamd_single_launch((const void *)f, grid, block, args, shmem, s, false);
}
static inline hipError_t __ptxamd_single_cooperative(const void *f, dim3 grid, dim3 block, void **args, size_t shmem = 0,
                                                     hipStream_t s = 0) {
  return __ptxamd_single_launch(f, grid, block, args, shmem, s, true);
}
template <class T>
static inline hipError_t __ptxamd_single_cooperative(T *f, dim3 grid, dim3 block, void **args, size_t shmem = 0, hipStream_t s = 0) {
  return __ptxamd_single_launch((const void *)f, grid, block, args, shmem, s, true);
}
#undef cudaLaunchKernel
#define cudaLaunchKernel __ptxamd_single_kernel
#undef cudaLaunchCooperativeKernel
#define cudaLaunchCooperativeKernel __ptxamd_single_cooperative
#endif

#endif
