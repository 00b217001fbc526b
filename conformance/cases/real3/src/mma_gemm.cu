// A multistage tensor-core GEMM written the way CUTLASS-style hand kernels
// are: 64x64x32 block tiles, four warps of 32x32, a 3-stage cp.async.cg
// pipeline (rows past M/N and columns past K are zero-filled through the
// src-size operand), ldmatrix.x4 (and .trans for the row-major B) and
// mma.sync m16n8k16 with f32 accumulation. C = alpha * A B + beta * C.
#include <stdint.h>

#define BM 64
#define BN 64
#define BK 32
#define STAGES 3
#define APITCH 40  // halves per A row in shared memory (32 + 8 padding)
#define BPITCH 72  // halves per B row (64 + 8)

__device__ __forceinline__ uint32_t smem_addr(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

__device__ __forceinline__ void cp_async_cg16(uint32_t dst, const void* src, bool valid) {
  int bytes = valid ? 16 : 0;
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(bytes) : "memory");
}

template <bool BF16>
__device__ __forceinline__ void mma16816(float* c, const uint32_t* a, uint32_t b0, uint32_t b1) {
  if (BF16) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  } else {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  }
}

// A: M x K row-major (lda), B: K x N row-major (ldb), 16-bit elements;
// K and N multiples of 8.
template <bool BF16>
__device__ void gemm_body(const uint16_t* __restrict__ A, const uint16_t* __restrict__ B, float* C, int M, int N, int K,
                          int lda, int ldb, int ldc, float alpha, float beta) {
  __shared__ __align__(128) uint16_t As[STAGES][BM * APITCH];
  __shared__ __align__(128) uint16_t Bs[STAGES][BK * BPITCH];
  int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  int wm = (warp / 2) * 32, wn = (warp % 2) * 32;
  int ktiles = (K + BK - 1) / BK;

  auto load = [&](int stage, int kt) {
    int k0 = kt * BK;
#pragma unroll
    for (int i = 0; i < 2; i++) {
      int c = tid + i * 128;
      int r = c / 4, col = (c % 4) * 8;
      int gr = bm + r, gk = k0 + col;
      bool ok = gr < M && gk < K;
      cp_async_cg16(smem_addr(&As[stage][r * APITCH + col]), ok ? (const void*)(A + (size_t)gr * lda + gk) : (const void*)A, ok);
    }
#pragma unroll
    for (int i = 0; i < 2; i++) {
      int c = tid + i * 128;
      int r = c / 8, col = (c % 8) * 8;
      int gk = k0 + r, gn = bn + col;
      bool ok = gk < K && gn < N;
      cp_async_cg16(smem_addr(&Bs[stage][r * BPITCH + col]), ok ? (const void*)(B + (size_t)gk * ldb + gn) : (const void*)B, ok);
    }
  };

  float acc[2][4][4];
#pragma unroll
  for (int i = 0; i < 2; i++)
#pragma unroll
    for (int j = 0; j < 4; j++)
#pragma unroll
      for (int e = 0; e < 4; e++) acc[i][j][e] = 0.f;

#pragma unroll
  for (int s = 0; s < STAGES - 1; s++) {
    if (s < ktiles) load(s, s);
    asm volatile("cp.async.commit_group;\n" ::: "memory");
  }
  for (int kt = 0; kt < ktiles; kt++) {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(STAGES - 2) : "memory");
    __syncthreads();
    int nk = kt + STAGES - 1;
    if (nk < ktiles) load(nk % STAGES, nk);
    asm volatile("cp.async.commit_group;\n" ::: "memory");
    const uint16_t* as = As[kt % STAGES];
    const uint16_t* bs = Bs[kt % STAGES];
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      uint32_t af[2][4], bf[4][2];
#pragma unroll
      for (int mi = 0; mi < 2; mi++) {
        uint32_t addr = smem_addr(as + (wm + mi * 16 + (lane % 16)) * APITCH + kk + (lane / 16) * 8);
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(af[mi][0]), "=r"(af[mi][1]), "=r"(af[mi][2]), "=r"(af[mi][3])
                     : "r"(addr));
      }
#pragma unroll
      for (int nj = 0; nj < 2; nj++) {
        int krow = kk + (lane % 8) + ((lane / 8) & 1) * 8;
        int ncol = wn + nj * 16 + (lane / 16) * 8;
        uint32_t addr = smem_addr(bs + krow * BPITCH + ncol);
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(bf[2 * nj][0]), "=r"(bf[2 * nj][1]), "=r"(bf[2 * nj + 1][0]), "=r"(bf[2 * nj + 1][1])
                     : "r"(addr));
      }
#pragma unroll
      for (int mi = 0; mi < 2; mi++)
#pragma unroll
        for (int ni = 0; ni < 4; ni++) mma16816<BF16>(acc[mi][ni], af[mi], bf[ni][0], bf[ni][1]);
    }
  }
  asm volatile("cp.async.wait_group 0;\n" ::: "memory");

#pragma unroll
  for (int mi = 0; mi < 2; mi++)
#pragma unroll
    for (int ni = 0; ni < 4; ni++)
#pragma unroll
      for (int h = 0; h < 2; h++) {
        int row = bm + wm + mi * 16 + lane / 4 + h * 8;
        int col = bn + wn + ni * 8 + (lane % 4) * 2;
        if (row < M) {
#pragma unroll
          for (int e = 0; e < 2; e++)
            if (col + e < N) {
              float* p = C + (size_t)row * ldc + col + e;
              *p = alpha * acc[mi][ni][2 * h + e] + beta * *p;
            }
        }
      }
}

extern "C" __global__ void __launch_bounds__(128) gemm_f16_cpasync(const uint16_t* A, const uint16_t* B, float* C, int M, int N,
                                                                   int K, int lda, int ldb, int ldc, float alpha, float beta) {
  gemm_body<false>(A, B, C, M, N, K, lda, ldb, ldc, alpha, beta);
}

extern "C" __global__ void __launch_bounds__(128) gemm_bf16_cpasync(const uint16_t* A, const uint16_t* B, float* C, int M, int N,
                                                                    int K, int lda, int ldb, int ldc, float alpha, float beta) {
  gemm_body<true>(A, B, C, M, N, K, lda, ldb, ldc, alpha, beta);
}
