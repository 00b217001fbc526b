// HIP counterpart of Triton's matmul in corpus/triton_kernels.py as built
// for the 4-mma case (frontend/testdata/corpus/triton_matmul_4mma.sm80.ptx,
// conformance/cases/real/triton_matmul_4mma): BLOCK_M=16, BLOCK_N=32,
// BLOCK_K=16, GROUP_M=1, one warp. Here one wave computes the 16x32 tile
// as two 16x16 matrix-unit products per K step (the PTX's four
// m16n8k16), loading the fragments straight from global memory with the
// same K mask, and stores it as f16 with the same M/N mask.
#include "mma_common.h"

extern "C" __global__ void __launch_bounds__(MMA_WAVE)
matmul(const _Float16* a, const _Float16* b, _Float16* c, int M, int N, int K, int stride_am, int stride_ak,
       int stride_bk, int stride_bn, int stride_cm, int stride_cn, void* scratch0, void* scratch1) {
    const int BM = 16, BN = 32, BK = 16;
    int pid = blockIdx.x;
    int num_m = (M + BM - 1) / BM, num_n = (N + BN - 1) / BN;
    int in_group = num_n;
    int first_m = pid / in_group;
    int group_rows = min(num_m - first_m, 1);
    int pid_m = first_m + (pid % in_group) % group_rows;
    int pid_n = (pid % in_group) / group_rows;
    int lane = threadIdx.x;
    int i = lane % 16, kl = mma_k0(lane);
    int rm = (pid_m * BM + i) % M;
    int rn0 = (pid_n * BN + i) % N, rn1 = (pid_n * BN + 16 + i) % N;
    const _Float16* pa = a + rm * stride_am + kl * stride_ak;
    const _Float16* pb0 = b + kl * stride_bk + rn0 * stride_bn;
    const _Float16* pb1 = b + kl * stride_bk + rn1 * stride_bn;
    mma_d acc0 = {}, acc1 = {};
    for (int k = 0; k < (K + BK - 1) / BK; ++k) {
        int left = K - k * BK;
        mma_ab fa, fb0, fb1;
#pragma unroll
        for (int j = 0; j < MMA_KPL; ++j) {
            bool in = kl + j < left;
            fa[j] = in ? pa[j * stride_ak] : (_Float16)0;
            fb0[j] = in ? pb0[j * stride_bk] : (_Float16)0;
            fb1[j] = in ? pb1[j * stride_bk] : (_Float16)0;
        }
        acc0 = mma_16x16x16(fa, fb0, acc0);
        acc1 = mma_16x16x16(fa, fb1, acc1);
        pa += BK * stride_ak;
        pb0 += BK * stride_bk;
        pb1 += BK * stride_bk;
    }
#pragma unroll
    for (int r = 0; r < MMA_DPL; ++r) {
        int cm = pid_m * BM + mma_drow(lane, r);
        int cn0 = pid_n * BN + i, cn1 = cn0 + 16;
        if (cm < M && cn0 < N) c[cm * stride_cm + cn0 * stride_cn] = (_Float16)acc0[r];
        if (cm < M && cn1 < N) c[cm * stride_cm + cn1 * stride_cn] = (_Float16)acc1[r];
    }
}
