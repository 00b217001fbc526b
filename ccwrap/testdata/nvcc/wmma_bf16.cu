// The m16n16k16 kernels of conformance/lab/wmma_forms/wmma_forms.cu, verbatim
// (their H100 outputs are the recordings of conformance/cases/mma/wmma_bf16_m16n16k16
// and wmma_mixed_m16n16k16): wmma as CUDA users write them
// (nvcuda::wmma), one warp per kernel, K accumulated over two or more steps,
// an element-wise scale of the accumulator, stores in the other layout.
#include <mma.h>
#include <type_traits>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

template <typename TI, typename TF, typename TC, int M, int N, int K, typename LA, typename LB, bool AROW, bool BROW>
__device__ void tile(const TI* A, const TI* B, const TC* C, TC* D, int ksteps, TC alpha, bool tf32) {
  const int KK = K * ksteps;
  wmma::fragment<wmma::matrix_a, M, N, K, TF, LA> a;
  wmma::fragment<wmma::matrix_b, M, N, K, TF, LB> b;
  wmma::fragment<wmma::accumulator, M, N, K, TC> c;
  wmma::load_matrix_sync(c, C, N, wmma::mem_row_major);
  for (int s = 0; s < ksteps; ++s) {
    // A is M x KK, B is KK x N
    if (AROW) wmma::load_matrix_sync(a, A + s * K, KK); else wmma::load_matrix_sync(a, A + s * K * M, M);
    if (BROW) wmma::load_matrix_sync(b, B + s * K * N, N); else wmma::load_matrix_sync(b, B + s * K, KK);
    if constexpr (std::is_same<TF, wmma::precision::tf32>::value) {
      if (tf32) {
        for (int i = 0; i < a.num_elements; i++) a.x[i] = wmma::__float_to_tf32(a.x[i]);
        for (int i = 0; i < b.num_elements; i++) b.x[i] = wmma::__float_to_tf32(b.x[i]);
      }
    }
    wmma::mma_sync(c, a, b, c);
  }
  for (int i = 0; i < c.num_elements; i++) c.x[i] = c.x[i] * alpha;
  wmma::store_matrix_sync(D, c, M, wmma::mem_col_major);
}

extern "C" __global__ void bf16_m16n16k16(const __nv_bfloat16* A, const __nv_bfloat16* B, const float* C, float* D) {
  tile<__nv_bfloat16, __nv_bfloat16, float, 16, 16, 16, wmma::row_major, wmma::col_major, true, false>(A, B, C, D, 3, 0.75f, false);
}
extern "C" __global__ void mixed_m16n16k16(const __half* A, const __half* B, const __nv_bfloat16* A2, const __nv_bfloat16* B2, const float* C, float* D, float* D2) {
  tile<__half, __half, float, 16, 16, 16, wmma::row_major, wmma::col_major, true, false>(A, B, C, D, 2, 1.0f, false);
  tile<__nv_bfloat16, __nv_bfloat16, float, 16, 16, 16, wmma::col_major, wmma::row_major, false, true>(A2, B2, C, D2, 2, 1.0f, false);
}
