// A block reduction and scan in the style of CUB (written for ptxamd's
// tests): items loaded with ld.global.nc.v4 (CUB's ThreadLoad<LOAD_LDG>),
// the lane from %laneid, a warp reduction with shfl.sync.down's predicate
// output (CUB's WarpReduceShfl), a warp scan with __shfl_up_sync, and
// __ballot_sync, __match_any_sync and the __reduce_*_sync intrinsics.
#include <cuda_runtime.h>
#include "common.h"

constexpr int BLOCK = 128, BLOCKS = 4;

__device__ __forceinline__ unsigned lane_id() {
  unsigned r;
  asm("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

__device__ __forceinline__ uint4 ldg_v4(const uint4 *p) {
  uint4 r;
  asm volatile("ld.global.nc.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p));
  return r;
}

// One step of a shuffle-down reduction: v + v[lane + offset] where that
// lane exists, v elsewhere.
__device__ __forceinline__ unsigned shfl_down_add(unsigned v, int offset) {
  unsigned r;
  asm volatile("{\n"
               "  .reg .u32 r0;\n"
               "  .reg .pred p;\n"
               "  shfl.sync.down.b32 r0|p, %1, %2, %3, %4;\n"
               "  @p add.u32 r0, r0, %1;\n"
               "  mov.u32 %0, r0;\n"
               "}\n"
               : "=r"(r)
               : "r"(v), "r"(offset), "r"(0x1f), "r"(0xffffffffu));
  return r;
}

extern "C" __global__ void block_reduce(const uint4 *in, unsigned *scan, unsigned *info, unsigned *block_out) {
  __shared__ unsigned warp_sum[BLOCK / 32], warp_odd[BLOCK / 32];
  const unsigned tid = threadIdx.x, lane = lane_id(), warp = tid / 32;
  const unsigned gid = blockIdx.x * BLOCK + tid;
  uint4 v = ldg_v4(&in[gid]);
  unsigned t = (v.x & 0xffff) + (v.y & 0xffff) + (v.z & 0xffff) + (v.w & 0xffff);

  unsigned s = t;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    unsigned u = __shfl_up_sync(0xffffffffu, s, o);
    if (lane >= (unsigned)o)
      s += u;
  }
  unsigned r = t;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1)
    r = shfl_down_add(r, o);
  unsigned odd = __popc(__ballot_sync(0xffffffffu, t & 1));
  if (lane == 0) {
    warp_sum[warp] = r;
    warp_odd[warp] = odd;
  }
  __syncthreads();
  unsigned prefix = 0, total = 0, odd_total = 0;
  for (unsigned w = 0; w < BLOCK / 32; w++) {
    if (w < warp)
      prefix += warp_sum[w];
    total += warp_sum[w];
    odd_total += warp_odd[w];
  }
  scan[gid] = prefix + s - t;
  info[gid * 4 + 0] = __match_any_sync(0xffffffffu, t & 7);
  info[gid * 4 + 1] = __reduce_add_sync(0xffffffffu, t & 0xff);
  info[gid * 4 + 2] = __reduce_max_sync(0xffffffffu, t) ^ __reduce_min_sync(0xffffffffu, (int)t);
  info[gid * 4 + 3] = (warpSize << 16) | (__any_sync(0xffffffffu, t > 200000) << 1) | __all_sync(0xffffffffu, t > 100);
  if (tid == 0) {
    block_out[blockIdx.x * 2] = total;
    block_out[blockIdx.x * 2 + 1] = odd_total;
  }
}

int main() {
  std::vector<uint32_t> in = words(3, BLOCK * BLOCKS * 4);
  uint32_t *dIn = upload(in);
  unsigned *dScan, *dInfo, *dBlock;
  CHECK(cudaMalloc(&dScan, BLOCK * BLOCKS * 4));
  CHECK(cudaMalloc(&dInfo, BLOCK * BLOCKS * 16));
  CHECK(cudaMalloc(&dBlock, BLOCKS * 8));
  block_reduce<<<BLOCKS, BLOCK>>>((const uint4 *)dIn, dScan, dInfo, dBlock);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("scan", dScan, BLOCK * BLOCKS);
  download("info", dInfo, BLOCK * BLOCKS * 4);
  download("block", dBlock, BLOCKS * 2);
  return 0;
}
