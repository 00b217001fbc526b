// CuTe's sm80 arch atoms (from a CUTLASS checkout, not part of ptxamd) through
// ptxamd nvcc: predicated cp.async with zero fill, ldmatrix, mma 16x8x16.
// Written for ptxamd's tests (TestCCCL); compiled, not run.
#include <cute/arch/copy_sm80.hpp>
#include <cute/arch/mma_sm80.hpp>
#include <cute/arch/copy_sm75.hpp>
extern "C" __global__ void k(const cute::uint128_t *g, float *out) {
  __shared__ __align__(16) uint4 raw[32];
  cute::uint128_t *s = reinterpret_cast<cute::uint128_t *>(raw);
  cute::SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<cute::uint128_t>::copy(g[threadIdx.x], s[threadIdx.x], threadIdx.x < 20);
  cute::cp_async_fence();
  cute::cp_async_wait<0>();
  __syncthreads();
  uint32_t a0, a1, a2, a3;
  cute::SM75_U32x4_LDSM_N::copy(s[threadIdx.x], a0, a1, a2, a3);
  uint32_t b0 = a0, b1 = a1;
  float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  cute::SM80_16x8x16_F32F16F16F32_TN::fma(d0, d1, d2, d3, a0, a1, a2, a3, b0, b1, d0, d1, d2, d3);
  out[threadIdx.x * 4] = d0; out[threadIdx.x*4+1] = d1; out[threadIdx.x*4+2] = d2; out[threadIdx.x*4+3] = d3;
}
