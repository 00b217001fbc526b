// wmma shapes and types beyond m16n16k16 f16, as CUDA users write them
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
extern "C" __global__ void bf16_m32n8k16(const __nv_bfloat16* A, const __nv_bfloat16* B, const float* C, float* D) {
  tile<__nv_bfloat16, __nv_bfloat16, float, 32, 8, 16, wmma::col_major, wmma::row_major, false, true>(A, B, C, D, 2, -1.5f, false);
}
extern "C" __global__ void bf16_m8n32k16(const __nv_bfloat16* A, const __nv_bfloat16* B, const float* C, float* D) {
  tile<__nv_bfloat16, __nv_bfloat16, float, 8, 32, 16, wmma::row_major, wmma::row_major, true, true>(A, B, C, D, 2, 1.0f, false);
}
extern "C" __global__ void f16_m32n8k16_f32(const __half* A, const __half* B, const float* C, float* D) {
  tile<__half, __half, float, 32, 8, 16, wmma::row_major, wmma::col_major, true, false>(A, B, C, D, 2, 0.5f, false);
}
extern "C" __global__ void f16_m8n32k16_f16(const __half* A, const __half* B, const __half* C, __half* D) {
  tile<__half, __half, __half, 8, 32, 16, wmma::col_major, wmma::col_major, false, false>(A, B, C, D, 2, __float2half(2.0f), false);
}
extern "C" __global__ void tf32_m16n16k8(const float* A, const float* B, const float* C, float* D) {
  tile<float, wmma::precision::tf32, float, 16, 16, 8, wmma::row_major, wmma::col_major, true, false>(A, B, C, D, 4, 1.0f, true);
}
extern "C" __global__ void s8_m16n16k16(const signed char* A, const signed char* B, const int* C, int* D) {
  tile<signed char, signed char, int, 16, 16, 16, wmma::row_major, wmma::col_major, true, false>(A, B, C, D, 2, 3, false);
}
extern "C" __global__ void u8_m32n8k16(const unsigned char* A, const unsigned char* B, const int* C, int* D) {
  tile<unsigned char, unsigned char, int, 32, 8, 16, wmma::row_major, wmma::row_major, true, true>(A, B, C, D, 2, -1, false);
}
extern "C" __global__ void s8_m8n32k16(const signed char* A, const signed char* B, const int* C, int* D) {
  tile<signed char, signed char, int, 8, 32, 16, wmma::col_major, wmma::col_major, false, false>(A, B, C, D, 3, 1, false);
}
extern "C" __global__ void f64_m8n8k4(const double* A, const double* B, const double* C, double* D) {
  tile<double, double, double, 8, 8, 4, wmma::row_major, wmma::col_major, true, false>(A, B, C, D, 5, 0.25, false);
}
// f16 and bf16 m16n16k16 in one module: the f32 accumulator fragments are shared.
extern "C" __global__ void mixed_m16n16k16(const __half* A, const __half* B, const __nv_bfloat16* A2, const __nv_bfloat16* B2, const float* C, float* D, float* D2) {
  tile<__half, __half, float, 16, 16, 16, wmma::row_major, wmma::col_major, true, false>(A, B, C, D, 2, 1.0f, false);
  tile<__nv_bfloat16, __nv_bfloat16, float, 16, 16, 16, wmma::col_major, wmma::row_major, false, true>(A2, B2, C, D2, 2, 1.0f, false);
}
