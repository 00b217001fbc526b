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
__PTXAMD_COORD(__ptxamd_threadIdx, __ockl_get_local_id)
__PTXAMD_COORD(__ptxamd_blockIdx, __ockl_get_group_id)
__PTXAMD_COORD(__ptxamd_blockDim, __ockl_get_local_size)
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

#endif
