// What a clang CUDA program gets from CUDA's headers, for the kernels of
// this family: the qualifiers, threadIdx and friends (clang's own
// __clang_cuda_builtin_vars.h), libdevice's declarations and clang's math
// wrappers over them, and the handful of warp, atomic and load helpers
// the kernels use, written over clang's __nvvm builtins. clang is run
// with -nocudainc, so no NVIDIA header is read.
#pragma once
#define CUDA_VERSION 12000
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#include <stddef.h>
#include <limits.h>
#define HUGE_VAL __builtin_huge_val()
#define HUGE_VALF __builtin_huge_valf()
#include <__clang_cuda_builtin_vars.h>
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>

#define FULL 0xffffffffu
static __device__ __forceinline__ int shfl_down(int v, int d) { return __nvvm_shfl_sync_down_i32(FULL, v, d, 31); }
static __device__ __forceinline__ float shfl_xor(float v, int m) { return __nvvm_shfl_sync_bfly_f32(FULL, v, m, 31); }
static __device__ __forceinline__ int shfl_idx(int v, int l) { return __nvvm_shfl_sync_idx_i32(FULL, v, l, 31); }
static __device__ __forceinline__ int shfl_up(int v, int d) { return __nvvm_shfl_sync_up_i32(FULL, v, d, 0); }
static __device__ __forceinline__ unsigned ballot(bool p) { return __nvvm_vote_ballot_sync(FULL, p); }
static __device__ __forceinline__ int gtid() { return blockIdx.x * blockDim.x + threadIdx.x; }
