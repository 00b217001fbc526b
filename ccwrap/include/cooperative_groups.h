/* cooperative_groups.h (ptxamd): CUDA's cooperative groups, written for
 * ptxamd from CUDA's documentation (not NVIDIA's file, nor HIP's). The
 * warp-level operations of tiles and coalesced groups are the 32-lane
 * intrinsics of cuda_runtime.h (inline PTX translated by ptxamd).
 *
 * Provided: thread_block (this_thread_block), thread_block_tile<N> for N
 * in 1..32 (tiled_partition<N>), coalesced_group (coalesced_threads),
 * thread_group from tiled_partition(parent, n), grid_group (this_grid:
 * ranks, sizes and sync() in a kernel launched with
 * cudaLaunchCooperativeKernel), labeled_partition and binary_partition
 * (coalesced groups), sync(), and in cooperative_groups/reduce.h, scan.h
 * and memcpy_async.h reduce, inclusive_scan and exclusive_scan, the
 * function objects, memcpy_async and wait. The classes live in
 * cooperative_groups::__v1, named through a using-directive, as CUDA's do
 * (CCCL declares thread_block and thread_block_tile<N, ParentT> there).
 * Not provided: multi_grid_group, cluster groups. */
#ifndef __PTXAMD_COOPERATIVE_GROUPS_H__
#define __PTXAMD_COOPERATIVE_GROUPS_H__
#pragma clang system_header
#include "cuda_runtime.h"

namespace cooperative_groups {
namespace __v1 {

#define __PTXAMD_CG_DI __device__ __attribute__((always_inline)) inline

/* A group of threads given by its rank and size (dynamic partitions). */
class thread_group {
protected:
  unsigned __size, __rank, __mask;
  int __kind; /* 0 block, 1 tile, 2 coalesced, 3 grid */
public:
  __PTXAMD_CG_DI thread_group(unsigned size, unsigned rank, unsigned mask, int kind)
      : __size(size), __rank(rank), __mask(mask), __kind(kind) {}
  __PTXAMD_CG_DI unsigned long long size() const { return __size; }
  __PTXAMD_CG_DI unsigned long long num_threads() const { return __size; }
  __PTXAMD_CG_DI unsigned long long thread_rank() const { return __rank; }
  __PTXAMD_CG_DI void sync() const {
    if (__kind == 0)
      __syncthreads();
    else
      __syncwarp(__mask);
  }
};

class thread_block : public thread_group {
public:
  __PTXAMD_CG_DI thread_block()
      : thread_group(blockDim.x * blockDim.y * blockDim.z,
                     threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z), 0xffffffffu, 0) {}
  __PTXAMD_CG_DI static void sync() { __syncthreads(); }
  __PTXAMD_CG_DI static unsigned long long thread_rank() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  }
  __PTXAMD_CG_DI static unsigned long long size() { return blockDim.x * blockDim.y * blockDim.z; }
  __PTXAMD_CG_DI static unsigned long long num_threads() { return size(); }
  __PTXAMD_CG_DI static dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __PTXAMD_CG_DI static dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __PTXAMD_CG_DI static dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __PTXAMD_CG_DI static dim3 dim_threads() { return group_dim(); }
};

__PTXAMD_CG_DI thread_block this_thread_block() { return thread_block(); }

/* The grid. sync() is a barrier across every block, which needs them all
 * running at once: a kernel launched with cudaLaunchCooperativeKernel
 * (HIP's cooperative launch; the emulator runs such a grid's blocks at
 * once, or refuses it). A plain launch whose blocks are not all resident
 * hangs there, as on NVIDIA's GPUs. The barrier is one counter and one
 * generation word in global memory (__ptxamd_grid_barrier, shared by the
 * program's kernels: two cooperative kernels must not run at the same
 * time): each block's first thread, after the block's barrier, reads the
 * generation, arrives on the counter, and the last to arrive resets the
 * counter and advances the generation, which the others wait for; device-
 * scope fences order the blocks' memory accesses around it. */
extern "C" {
__device__ __attribute__((weak)) unsigned __ptxamd_grid_barrier[2];
}
class grid_group {
public:
  __PTXAMD_CG_DI bool is_valid() const { return true; }
  __PTXAMD_CG_DI void sync() const {
    __syncthreads();
    if (thread_block::thread_rank() == 0) {
      unsigned *count = &__ptxamd_grid_barrier[0], *gen = &__ptxamd_grid_barrier[1];
      unsigned blocks = (unsigned)num_blocks();
      __threadfence();
      unsigned g = atomicAdd(gen, 0u);
      if (atomicAdd(count, 1u) == blocks - 1) {
        atomicExch(count, 0u);
        __threadfence();
        atomicAdd(gen, 1u);
      } else {
        while (atomicAdd(gen, 0u) == g)
          __nanosleep(64);
      }
      __threadfence();
    }
    __syncthreads();
  }
  __PTXAMD_CG_DI unsigned long long thread_rank() const {
    unsigned long long b = blockIdx.x + gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    return b * (blockDim.x * blockDim.y * blockDim.z) + thread_block::thread_rank();
  }
  __PTXAMD_CG_DI unsigned long long size() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z * blockDim.x * blockDim.y * blockDim.z;
  }
  __PTXAMD_CG_DI unsigned long long num_threads() const { return size(); }
  __PTXAMD_CG_DI unsigned long long block_rank() const {
    return blockIdx.x + gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
  }
  __PTXAMD_CG_DI unsigned long long num_blocks() const { return (unsigned long long)gridDim.x * gridDim.y * gridDim.z; }
  __PTXAMD_CG_DI dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __PTXAMD_CG_DI dim3 dim_blocks() const { return group_dim(); }
  __PTXAMD_CG_DI dim3 block_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
};
__PTXAMD_CG_DI grid_group this_grid() { return grid_group(); }

/* A tile of N consecutive threads of the block's linear order (N a power
 * of two up to 32): a segment of a PTX warp. */
template <unsigned N, class ParentT = void> class thread_block_tile {
  static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0, "tile sizes are powers of two up to 32");

public:
  thread_block_tile() = default;
  /* A tile is its lanes: one of another parent type is the same tile. */
  template <class P> __PTXAMD_CG_DI thread_block_tile(const thread_block_tile<N, P> &) {}
  __PTXAMD_CG_DI static unsigned __lane() { return __ptxamd_laneid() & 31u; }
  __PTXAMD_CG_DI static unsigned __tile_mask() {
    return N == 32 ? 0xffffffffu : (((1u << N) - 1u) << (__lane() & ~(N - 1u)));
  }
  __PTXAMD_CG_DI static unsigned long long thread_rank() { return __lane() & (N - 1u); }
  __PTXAMD_CG_DI static unsigned long long size() { return N; }
  __PTXAMD_CG_DI static unsigned long long num_threads() { return N; }
  __PTXAMD_CG_DI static unsigned long long meta_group_rank() { return thread_block::thread_rank() / N; }
  __PTXAMD_CG_DI static unsigned long long meta_group_size() { return (thread_block::size() + N - 1) / N; }
  __PTXAMD_CG_DI static void sync() { __syncwarp(__tile_mask()); }
  template <class T> __PTXAMD_CG_DI T shfl(T v, int src) const { return __shfl_sync(__tile_mask(), v, src, N); }
  template <class T> __PTXAMD_CG_DI T shfl_down(T v, unsigned d) const { return __shfl_down_sync(__tile_mask(), v, d, N); }
  template <class T> __PTXAMD_CG_DI T shfl_up(T v, unsigned d) const { return __shfl_up_sync(__tile_mask(), v, d, N); }
  template <class T> __PTXAMD_CG_DI T shfl_xor(T v, unsigned m) const { return __shfl_xor_sync(__tile_mask(), v, m, N); }
  __PTXAMD_CG_DI int any(int p) const { return __ballot_sync(__tile_mask(), p) != 0; }
  __PTXAMD_CG_DI int all(int p) const { return __ballot_sync(__tile_mask(), p) == __tile_mask(); }
  __PTXAMD_CG_DI unsigned ballot(int p) const {
    return (__ballot_sync(__tile_mask(), p) & __tile_mask()) >> (N == 32 ? 0 : (__lane() & ~(N - 1u)));
  }
  template <class T> __PTXAMD_CG_DI unsigned match_any(T v) const {
    return (__match_any_sync(__tile_mask(), v) & __tile_mask()) >> (N == 32 ? 0 : (__lane() & ~(N - 1u)));
  }
  __PTXAMD_CG_DI operator thread_group() const { return thread_group(N, thread_rank(), __tile_mask(), 1); }
};

template <unsigned N, class Parent> __PTXAMD_CG_DI thread_block_tile<N, Parent> tiled_partition(const Parent &) {
  return thread_block_tile<N, Parent>();
}

/* tiled_partition(parent, n): a tile of n threads (a power of two up to
 * 32, or the whole block). */
__PTXAMD_CG_DI thread_group tiled_partition(const thread_block &b, unsigned n) {
  if (n >= 32 && n >= b.size())
    return b;
  unsigned lane = __ptxamd_laneid() & 31u;
  unsigned mask = n >= 32 ? 0xffffffffu : (((1u << n) - 1u) << (lane & ~(n - 1u)));
  return thread_group(n, lane & (n - 1u), mask, 1);
}

/* The threads of the PTX warp that are active here. */
class coalesced_group {
  unsigned __mask;

public:
  __PTXAMD_CG_DI explicit coalesced_group(unsigned mask) : __mask(mask) {}
  __PTXAMD_CG_DI unsigned __lanes() const { return __mask; }
  __PTXAMD_CG_DI unsigned long long size() const { return __popc(__mask); }
  __PTXAMD_CG_DI unsigned long long num_threads() const { return size(); }
  __PTXAMD_CG_DI unsigned long long thread_rank() const { return __popc(__mask & __ptxamd_lanemask_lt()); }
  __PTXAMD_CG_DI unsigned long long meta_group_rank() const { return 0; }
  __PTXAMD_CG_DI unsigned long long meta_group_size() const { return 1; }
  __PTXAMD_CG_DI void sync() const { __syncwarp(__mask); }
  /* The lane of the member of rank r. */
  __PTXAMD_CG_DI int __lane_of(unsigned r) const {
    unsigned m = __mask;
    for (unsigned i = 0; i < r && m; i++)
      m &= m - 1;
    return m ? __ffs(m) - 1 : 32;
  }
  template <class T> __PTXAMD_CG_DI T shfl(T v, unsigned r) const { return __shfl_sync(__mask, v, __lane_of(r)); }
  template <class T> __PTXAMD_CG_DI T shfl_down(T v, unsigned d) const {
    unsigned r = thread_rank() + d;
    T o = __shfl_sync(__mask, v, __lane_of(r < size() ? r : thread_rank()));
    return o;
  }
  template <class T> __PTXAMD_CG_DI T shfl_up(T v, unsigned d) const {
    unsigned r = thread_rank();
    return __shfl_sync(__mask, v, __lane_of(r >= d ? r - d : r));
  }
  __PTXAMD_CG_DI int any(int p) const { return __ballot_sync(__mask, p) != 0; }
  __PTXAMD_CG_DI int all(int p) const { return __ballot_sync(__mask, p) == __mask; }
  __PTXAMD_CG_DI unsigned ballot(int p) const {
    /* Bit k: the member of rank k. */
    unsigned b = __ballot_sync(__mask, p), out = 0, m = __mask;
    for (unsigned k = 0; m; k++, m &= m - 1)
      if (b & (m & -m))
        out |= 1u << k;
    return out;
  }
  __PTXAMD_CG_DI operator thread_group() const { return thread_group(size(), thread_rank(), __mask, 2); }
};
__PTXAMD_CG_DI coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

/* The members of a tile or coalesced group with the same label (or the
 * same predicate), as a coalesced group of this thread's partition. */
template <unsigned N, class P> __PTXAMD_CG_DI coalesced_group labeled_partition(const thread_block_tile<N, P> &t, int label) {
  return coalesced_group(__match_any_sync(t.__tile_mask(), label) & t.__tile_mask());
}
__PTXAMD_CG_DI coalesced_group labeled_partition(const coalesced_group &g, int label) {
  return coalesced_group(__match_any_sync(g.__lanes(), label) & g.__lanes());
}
template <unsigned N, class P> __PTXAMD_CG_DI coalesced_group binary_partition(const thread_block_tile<N, P> &t, bool pred) {
  unsigned b = __ballot_sync(t.__tile_mask(), pred) & t.__tile_mask();
  return coalesced_group(pred ? b : t.__tile_mask() & ~b);
}
__PTXAMD_CG_DI coalesced_group binary_partition(const coalesced_group &g, bool pred) {
  unsigned b = __ballot_sync(g.__lanes(), pred) & g.__lanes();
  return coalesced_group(pred ? b : g.__lanes() & ~b);
}

template <class Group> __PTXAMD_CG_DI void sync(const Group &g) { g.sync(); }

#undef __PTXAMD_CG_DI
} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#endif
