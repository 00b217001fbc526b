// Warp matrix multiply with nvcuda::wmma (written for ptxamd's tests): two
// warps each compute a 16x16 tile of A (16x32) times B (32x16) plus C,
// warp 0 with row-major A, column-major B and float accumulators, warp 1
// with column-major A, row-major B and half accumulators; fragments are
// loaded from shared and global memory and scaled element-wise.
#include <mma.h>
#include "common.h"

using namespace nvcuda;

constexpr int M = 16, N = 16, K = 32;

extern "C" __global__ void wmma_gemm(const half *A, const half *B, const float *C, float *D32, half *D16) {
  __shared__ __align__(32) half sA[M * K];
  for (int i = threadIdx.x; i < M * K; i += blockDim.x)
    sA[i] = A[i];
  __syncthreads();
  const int warp = threadIdx.x / 32;
  if (warp == 0) {
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::load_matrix_sync(acc, C, N, wmma::mem_row_major);
    for (int k = 0; k < K; k += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
      wmma::load_matrix_sync(a, sA + k, K);      // A[m][k], row-major, ld K
      wmma::load_matrix_sync(b, B + k, K);       // B[k][n] at B[n*K + k]: column-major, ld K
      wmma::mma_sync(acc, a, b, acc);
    }
    for (int i = 0; i < acc.num_elements; i++)
      acc.x[i] = acc.x[i] * 2.0f + 1.0f;
    wmma::store_matrix_sync(D32, acc, N, wmma::mem_row_major);
  } else {
    wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc;
    wmma::fill_fragment(acc, __float2half(0.5f));
    for (int k = 0; k < K; k += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> a;
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b;
      wmma::load_matrix_sync(a, A + k * M, M);   // A read as column-major: element (m, k) at A[k*M + m]
      wmma::load_matrix_sync(b, B + k * N, N);   // B read as row-major: (k, n) at B[k*N + n]
      wmma::mma_sync(acc, a, b, acc);
    }
    wmma::store_matrix_sync(D16, acc, N, wmma::mem_col_major);
  }
}

int main() {
  std::vector<uint32_t> wa = words(6, M * K), wb = words(7, K * N), wc = words(8, M * N);
  std::vector<uint16_t> a(M * K), b(K * N);
  std::vector<float> c(M * N);
  for (int i = 0; i < M * K; i++)
    a[i] = half_bits((float)((int)(wa[i] % 7) - 3) / 4.0f);
  for (int i = 0; i < K * N; i++)
    b[i] = half_bits((float)((int)(wb[i] % 7) - 3) / 2.0f);
  for (int i = 0; i < M * N; i++)
    c[i] = (float)((int)(wc[i] % 17) - 8);
  uint16_t *dA = upload(a), *dB = upload(b), *dD16;
  float *dC = upload(c), *dD32;
  CHECK(cudaMalloc(&dD32, M * N * 4));
  CHECK(cudaMalloc(&dD16, M * N * 2));
  wmma_gemm<<<1, 64>>>((const half *)dA, (const half *)dB, dC, dD32, (half *)dD16);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("d32", dD32, M * N);
  download("d16", (const uint32_t *)dD16, M * N / 2);
  return 0;
}
