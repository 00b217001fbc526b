// Cooperative groups (written for ptxamd's tests): a block staged in
// shared memory with memcpy_async, warp and 8-thread tiles reduced with
// cg::reduce, tile shuffles and ballots, a coalesced group in a divergent
// branch, and the block's total through atomicAdd.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include "common.h"

namespace cg = cooperative_groups;

constexpr int BLOCK = 256, BLOCKS = 2;

extern "C" __global__ void cg_reduce(const int *in, int *out, int *total) {
  __shared__ int tile[BLOCK];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in + blockIdx.x * BLOCK, sizeof(int) * BLOCK);
  cg::wait(block);
  const int v = tile[block.thread_rank()];
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> oct = cg::tiled_partition<8>(block);
  const int wsum = cg::reduce(warp, v, cg::plus<int>());
  const int omax = cg::reduce(oct, v, cg::greater<int>());
  const int omin = cg::reduce(oct, v, cg::less<int>());
  const int x = warp.shfl_xor(v, 5) + oct.shfl_down(v, 1) * 3 + oct.shfl(v, 2) * 7 + warp.shfl_up(v, 4) * 11;
  const unsigned bal = warp.ballot(v > 0) ^ (oct.ballot(v & 2) << 24);
  int cnt = -1;
  if (v & 1) {
    cg::coalesced_group active = cg::coalesced_threads();
    cnt = cg::reduce(active, 1, cg::plus<int>()) * 1000 + (int)active.thread_rank();
  }
  const int i = blockIdx.x * BLOCK + block.thread_rank();
  out[i * 6 + 0] = wsum;
  out[i * 6 + 1] = omax;
  out[i * 6 + 2] = omin;
  out[i * 6 + 3] = x;
  out[i * 6 + 4] = (int)bal;
  out[i * 6 + 5] = cnt + (int)oct.meta_group_rank() * 100000 + (int)warp.meta_group_size() * 10000000;
  if (warp.thread_rank() == 0)
    atomicAdd(total, wsum);
}

int main() {
  std::vector<uint32_t> w = words(4, BLOCK * BLOCKS);
  std::vector<int> in(w.size());
  for (size_t i = 0; i < w.size(); i++)
    in[i] = (int)(w[i] % 2001) - 1000;
  int *dIn = upload(in), *dOut, *dTotal;
  CHECK(cudaMalloc(&dOut, BLOCK * BLOCKS * 6 * sizeof(int)));
  CHECK(cudaMalloc(&dTotal, sizeof(int)));
  CHECK(cudaMemset(dTotal, 0, sizeof(int)));
  cg_reduce<<<BLOCKS, BLOCK>>>(dIn, dOut, dTotal);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("out", dOut, BLOCK * BLOCKS * 6);
  download("total", dTotal, 1);
  return 0;
}
