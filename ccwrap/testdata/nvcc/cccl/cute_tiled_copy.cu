// CuTe tensors, a tiled copy with SM80 cp.async atoms and a TiledMMA type
// (from a CUTLASS checkout, not part of ptxamd) through ptxamd nvcc; the
// kernel copies A (32x8 halves) through shared memory to B. Written for
// ptxamd's tests (TestCCCL).
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
using namespace cute;
extern "C" __global__ void k(const half_t *A, half_t *B) {
  Tensor gA = make_tensor(make_gmem_ptr(A), make_shape(Int<32>{}, Int<8>{}));
  Tensor gB = make_tensor(make_gmem_ptr(B), make_shape(Int<32>{}, Int<8>{}));
  __shared__ half_t smem[256];
  Tensor sA = make_tensor(make_smem_ptr(smem), make_shape(Int<32>{}, Int<8>{}));
  auto tiled = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint32_t>, half_t>{},
                               Layout<Shape<_16, _2>>{}, Layout<Shape<_2, _1>>{});
  auto thr = tiled.get_thread_slice(threadIdx.x);
  copy(tiled, thr.partition_S(gA), thr.partition_D(sA));
  cp_async_fence();
  cp_async_wait<0>();
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += 32) B[i] = smem[i];
  using MMA = TiledMMA<MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>, Layout<Shape<_1, _1, _1>>>;
  MMA mma;
  (void)mma;
}
