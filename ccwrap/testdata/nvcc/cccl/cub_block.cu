// CUB (from a CCCL checkout, not part of ptxamd) through ptxamd nvcc: block
// reduce and scan, warp reduce, and ThreadLoad<LOAD_LDG>, whose inline PTX
// is in a macro body. Written for ptxamd's tests (TestCCCL).
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/thread/thread_load.cuh>
struct MaxOp { __device__ unsigned operator()(unsigned a, unsigned b) const { return a < b ? b : a; } };
extern "C" __global__ void k(const unsigned *in, unsigned *out) {
  using BR = cub::BlockReduce<unsigned, 64>;
  using BS = cub::BlockScan<unsigned, 64>;
  using WR = cub::WarpReduce<unsigned>;
  __shared__ typename BR::TempStorage tr;
  __shared__ typename BS::TempStorage ts;
  __shared__ typename WR::TempStorage tw[2];
  unsigned v = cub::ThreadLoad<cub::LOAD_LDG>(in + threadIdx.x) & 0xffff;
  unsigned s = BR(tr).Sum(v);
  unsigned x;
  BS(ts).ExclusiveSum(v, x);
  unsigned w = WR(tw[threadIdx.x / 32]).Reduce(v, MaxOp{});
  out[threadIdx.x * 3] = s;
  out[threadIdx.x * 3 + 1] = x;
  out[threadIdx.x * 3 + 2] = w;
}
