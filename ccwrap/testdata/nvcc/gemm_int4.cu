// An int4-weight GEMM in the style of Marlin (written for ptxamd's tests):
// A (fp16, row-major) is staged in shared memory by predicated cp.async
// (rows past m_valid are not loaded: the tile was zeroed by st.shared in
// a scoped asm block), read with ldmatrix, multiplied on the tensor cores
// (mma.sync m16n8k16) by B, whose 4-bit weights are dequantised with
// Marlin's lop3/sub.f16x2 trick and a per-column scale.
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include "common.h"

constexpr int M = 16, N = 32, K = 64;

__device__ __forceinline__ uint32_t smem_addr(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }

__device__ __forceinline__ void cp_async16(void *smem, const void *gmem, bool pred) {
  asm volatile("{\n"
               "  .reg .pred p;\n"
               "  setp.ne.b32 p, %0, 0;\n"
               "  @p cp.async.cg.shared.global [%1], [%2], 16;\n"
               "}\n" ::"r"((int)pred),
               "r"(smem_addr(smem)), "l"(gmem));
}
__device__ __forceinline__ void cp_async_fence() { asm volatile("cp.async.commit_group;\n" ::); }
template <int n> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(n)); }

__device__ __forceinline__ void zero16(void *smem) {
  asm volatile("{\n  st.shared.v4.u32 [%0], {%1, %1, %1, %1};\n}\n" ::"r"(smem_addr(smem)), "r"(0));
}

__device__ __forceinline__ void ldsm4(uint32_t (&r)[4], const void *smem) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(smem_addr(smem)));
}

// Two 4-bit values (bits 0-3 and 16-19 of q) to a half2 of (q - 8) * scale.
__device__ __forceinline__ uint32_t dequant2(uint32_t q, uint32_t scale2) {
  const uint32_t LO = 0x000f000f, EX = 0x64006400, SUB = 0x64086408;
  uint32_t h;
  asm volatile("lop3.b32 %0, %1, %2, %3, %4;\n" : "=r"(h) : "r"(q), "n"(LO), "n"(EX), "n"((0xf0 & 0xcc) | 0xaa));
  asm volatile("sub.f16x2 %0, %0, %1;\n" : "+r"(h) : "r"(SUB));
  asm volatile("mul.rn.f16x2 %0, %0, %1;\n" : "+r"(h) : "r"(scale2));
  return h;
}

__device__ __forceinline__ void mma16816(float (&c)[4], const uint32_t (&a)[4], const uint32_t (&b)[2]) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

extern "C" __global__ void gemm_int4(const half *A, const uint32_t *Bq, const half *scales, float *C, int m_valid) {
  __shared__ __align__(16) half sA[M * K];
  const int lane = threadIdx.x;
  for (int i = lane; i < M * K / 8; i += 32)
    zero16(&sA[i * 8]);
  __syncthreads();
  for (int i = lane; i < M * K / 8; i += 32)
    cp_async16(&sA[i * 8], &A[i * 8], i / (K / 8) < m_valid);
  cp_async_fence();
  cp_async_wait<0>();
  __syncthreads();

  float acc[N / 8][4] = {};
#pragma unroll
  for (int k0 = 0; k0 < K; k0 += 16) {
    uint32_t a[4];
    ldsm4(a, &sA[(lane % 16) * K + k0 + (lane / 16) * 8]);
#pragma unroll
    for (int nt = 0; nt < N / 8; nt++) {
      const int n = nt * 8 + lane / 4;
      const uint32_t s = __half_as_ushort(scales[n]);
      const uint32_t s2 = s | (s << 16);
      uint32_t b[2];
#pragma unroll
      for (int j = 0; j < 2; j++) {
        const int k = k0 + (lane % 4) * 2 + j * 8;
        const uint32_t w = Bq[n * (K / 8) + k / 8];
        const int sh = (k % 8) * 4;
        b[j] = dequant2(((w >> sh) & 0xf) | (((w >> (sh + 4)) & 0xf) << 16), s2);
      }
      mma16816(acc[nt], a, b);
    }
  }
#pragma unroll
  for (int nt = 0; nt < N / 8; nt++) {
    const int r = lane / 4, c = nt * 8 + (lane % 4) * 2;
    C[r * N + c] = acc[nt][0];
    C[r * N + c + 1] = acc[nt][1];
    C[(r + 8) * N + c] = acc[nt][2];
    C[(r + 8) * N + c + 1] = acc[nt][3];
  }
}

int main() {
  std::vector<uint32_t> wa = words(1, M * K);
  std::vector<uint16_t> a(M * K);
  for (int i = 0; i < M * K; i++)
    a[i] = half_bits((float)((int)((wa[i] >> 16) % 17) - 8) / 8.0f);
  std::vector<uint32_t> bq = words(2, N * K / 8);
  std::vector<uint16_t> sc(N);
  const float scale[4] = {0.5f, 0.25f, 1.0f, 0.125f};
  for (int n = 0; n < N; n++)
    sc[n] = half_bits(scale[n % 4]);
  uint16_t *dA = upload(a), *dS = upload(sc);
  uint32_t *dB = upload(bq);
  float *dC;
  CHECK(cudaMalloc(&dC, M * N * sizeof(float)));
  gemm_int4<<<1, 32>>>((const half *)dA, dB, (const half *)dS, dC, 13);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("C", dC, M * N);
  return 0;
}
