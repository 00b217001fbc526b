// HIP counterpart of the Marlin-style int4 GEMM of
// ccwrap/testdata/nvcc/gemm_int4.cu (frontend/testdata/corpus/gemm_int4.sm80.ptx,
// conformance/cases/real/gemm_int4_marlin): M=16 N=32 K=64, one wave. A is
// staged in LDS (rows past m_valid stay zero), the 4-bit weights of B are
// dequantised with the same bit trick ((q | 0x6400) - 0x6408 as f16 is
// q - 8) and scaled per column, and the wave computes the 16x32 tile as
// two 16x16 matrix-unit products per K step of 16.
#include "mma_common.h"

typedef _Float16 half2_t __attribute__((ext_vector_type(2)));

// Two 4-bit values (bits 0-3 and 16-19 of q) to (q - 8) * scale, as f16.
__device__ inline half2_t dequant2(unsigned q, half2_t scale) {
    unsigned h = (q & 0x000f000fu) | 0x64006400u;
    half2_t v = __builtin_bit_cast(half2_t, h) - __builtin_bit_cast(half2_t, 0x64086408u);
    return v * scale;
}

extern "C" __global__ void __launch_bounds__(MMA_WAVE)
gemm_int4(const _Float16* A, const unsigned* Bq, const _Float16* scales, float* C, int m_valid) {
    const int M = 16, N = 32, K = 64;
    __shared__ __attribute__((aligned(16))) _Float16 sA[M * K];
    int lane = threadIdx.x;
    typedef unsigned u4 __attribute__((ext_vector_type(4)));
    for (int i = lane; i < M * K / 8; i += MMA_WAVE) {
        u4 v = {0, 0, 0, 0};
        if (i / (K / 8) < m_valid) v = *(const u4*)&A[i * 8];
        *(u4*)&sA[i * 8] = v;
    }
    __syncthreads();
    int i = lane % 16, kl = mma_k0(lane);
    mma_d acc[2] = {};
#pragma unroll
    for (int k0 = 0; k0 < K; k0 += 16) {
        mma_ab fa;
#pragma unroll
        for (int j = 0; j < MMA_KPL; ++j) fa[j] = sA[i * K + k0 + kl + j];
#pragma unroll
        for (int nt = 0; nt < 2; ++nt) {
            int n = nt * 16 + i;
            _Float16 s = scales[n];
            half2_t s2 = {s, s};
            mma_ab fb;
#pragma unroll
            for (int j = 0; j < MMA_KPL; j += 8 < MMA_KPL ? 8 : MMA_KPL) {
                // The k values k0+kl+j.. of column n: 8 nibbles per word.
                int k = k0 + kl + j;
                unsigned w = Bq[n * (K / 8) + k / 8] >> ((k % 8) * 4);
#pragma unroll
                for (int p = 0; p < (MMA_KPL < 8 ? MMA_KPL : 8) / 2; ++p) {
                    unsigned q = ((w >> (8 * p)) & 0xf) | (((w >> (8 * p + 4)) & 0xf) << 16);
                    half2_t h = dequant2(q, s2);
                    fb[j + 2 * p] = h[0];
                    fb[j + 2 * p + 1] = h[1];
                }
            }
            acc[nt] = mma_16x16x16(fa, fb, acc[nt]);
        }
    }
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int r = 0; r < MMA_DPL; ++r) C[mma_drow(lane, r) * N + nt * 16 + i] = acc[nt][r];
}
