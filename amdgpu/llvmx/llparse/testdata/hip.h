// A tiny stand-in for hip_runtime.h, made of clang builtins only, so that
// the tests need clang and nothing of ROCm. Block sizes come from the
// implicit kernel arguments (group sizes at byte 12, 14, 16).
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __noinline__ __attribute__((noinline))

typedef unsigned int uint;
typedef unsigned long long u64;
typedef long long i64;

static __device__ inline uint threadIdx_x() { return __builtin_amdgcn_workitem_id_x(); }
static __device__ inline uint blockIdx_x() { return __builtin_amdgcn_workgroup_id_x(); }
static __device__ inline uint blockDim_x() {
  return ((const unsigned short *)__builtin_amdgcn_implicitarg_ptr())[6];
}
static __device__ inline uint globalIdx_x() { return blockIdx_x() * blockDim_x() + threadIdx_x(); }

static __device__ inline void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

static __device__ inline uint laneId() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

static __device__ inline float __shfl_xor(float v, int mask) {
  int src = (int)(laneId() ^ (uint)mask) << 2;
  return __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute(src, __builtin_bit_cast(int, v)));
}

static __device__ inline int atomicAdd(int *p, int v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ inline float atomicAdd(float *p, float v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ inline int atomicMax(int *p, int v) {
  return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ inline uint atomicMin(uint *p, uint v) {
  return __hip_atomic_fetch_min(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ inline float atomicMax(float *p, float v) {
  return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ inline int atomicCAS(int *p, int cmp, int v) {
  __hip_atomic_compare_exchange_strong(p, &cmp, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  return cmp;
}
static __device__ inline uint atomicInc(uint *p, uint limit) {
  return __builtin_amdgcn_atomic_inc32(p, limit, __ATOMIC_RELAXED, "agent");
}
static __device__ inline uint atomicDec(uint *p, uint limit) {
  return __builtin_amdgcn_atomic_dec32(p, limit, __ATOMIC_RELAXED, "agent");
}
