// A cooperative-groups grid reduction in three phases separated by
// grid.sync(), launched with cudaLaunchCooperativeKernel (written for
// ptxamd's tests, in the style of CUDA's cooperative-groups samples):
// block sums, then every block reads all of them (prefix and total), then
// each thread combines its input with a neighbouring block's result.
#include <cooperative_groups.h>
#include "common.h"
namespace cg = cooperative_groups;

#define BLOCK 128
#define BLOCKS 8

__global__ void grid_sync(const unsigned *in, unsigned *partial, unsigned *out, unsigned *total) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  unsigned i = (unsigned)grid.thread_rank();
  unsigned v = in[i];
  // Phase 1: each block's sum and xor, with warp shuffles.
  unsigned s = v, x = v * 2654435761u;
  for (int o = 16; o > 0; o >>= 1) {
    s += __shfl_xor_sync(0xffffffffu, s, o);
    x ^= __shfl_xor_sync(0xffffffffu, x, o);
  }
  __shared__ unsigned ws[BLOCK / 32], wx[BLOCK / 32];
  if (threadIdx.x % 32 == 0) {
    ws[threadIdx.x / 32] = s;
    wx[threadIdx.x / 32] = x;
  }
  block.sync();
  if (threadIdx.x == 0) {
    unsigned bs = 0, bx = 0;
    for (int w = 0; w < BLOCK / 32; w++) {
      bs += ws[w];
      bx ^= wx[w];
    }
    partial[2 * blockIdx.x] = bs;
    partial[2 * blockIdx.x + 1] = bx;
  }
  grid.sync();
  // Phase 2: every block reads every block's result.
  unsigned prefix = 0, all = 0, mix = 0;
  for (unsigned b = 0; b < gridDim.x; b++) {
    unsigned p = partial[2 * b];
    if (b < blockIdx.x)
      prefix += p;
    all += p;
    mix = (mix << 5 | mix >> 27) ^ partial[2 * b + 1];
  }
  if (grid.thread_rank() == 0) {
    total[0] = all;
    total[1] = mix;
    total[2] = (unsigned)grid.size();
    total[3] = (unsigned)grid.num_blocks();
  }
  grid.sync();
  // Phase 3: the next block's sum, written by phase 1, and this one's
  // prefix; then a third barrier before reading what others wrote here.
  unsigned next = partial[2 * ((blockIdx.x + 1) % gridDim.x)];
  out[3 * i] = v + prefix;
  out[3 * i + 1] = v ^ next;
  grid.sync();
  out[3 * i + 2] = out[3 * ((i + BLOCK) % (BLOCK * BLOCKS))] + total[0];
}

int main() {
  std::vector<uint32_t> in = words(10, BLOCK * BLOCKS);
  unsigned *dIn = upload(in), *dPartial, *dOut, *dTotal;
  CHECK(cudaMalloc(&dPartial, 2 * BLOCKS * sizeof(unsigned)));
  CHECK(cudaMalloc(&dOut, 3 * BLOCK * BLOCKS * sizeof(unsigned)));
  CHECK(cudaMalloc(&dTotal, 4 * sizeof(unsigned)));
  void *args[] = {&dIn, &dPartial, &dOut, &dTotal};
  CHECK(cudaLaunchCooperativeKernel((void *)grid_sync, dim3(BLOCKS), dim3(BLOCK), args, 0, 0));
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("partial", dPartial, 2 * BLOCKS);
  download("out", dOut, 3 * BLOCK * BLOCKS);
  download("total", dTotal, 4);
  return 0;
}
