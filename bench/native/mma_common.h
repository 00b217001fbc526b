// Matrix-unit fragments of one 16x16x16 f16 -> f32 product per wave, for
// the native twins of the mma.sync kernels (matmul_4mma.hip,
// gemm_int4.hip). One wave computes D(16x16) += A(16x16) * B(16x16):
//
//   gfx90a, gfx942 (wave64, v_mfma_f32_16x16x16f16): lane l holds
//     A[l%16][4*(l/16) + j] and B[4*(l/16) + j][l%16], j = 0..3, and
//     D[4*(l/16) + r][l%16], r = 0..3.
//   gfx11 (wave32, v_wmma_f32_16x16x16_f16): lane l holds A[l%16][k] and
//     B[k][l%16] for every k (lanes 16-31 repeat lanes 0-15), and
//     D[2*r + l/16][l%16], r = 0..7.
//   gfx12 (wave32, the _gfx12 form): lane l holds A[l%16][8*(l/16) + j]
//     and B[8*(l/16) + j][l%16], j = 0..7, and D[8*(l/16) + r][l%16].
//
// (AMD's CDNA3 ISA guide and RDNA3/RDNA4 ISA guides, matrix sections;
// LLVM AMDGPUUsage.)
#pragma once
#include <hip/hip_runtime.h>

#if defined(__gfx90a__) || defined(__gfx942__)
#define MMA_MFMA 1
#define MMA_WAVE 64
#define MMA_KPL 4 // k values of A and B per lane
#define MMA_DPL 4 // D values per lane
typedef _Float16 mma_ab __attribute__((ext_vector_type(4)));
typedef float mma_d __attribute__((ext_vector_type(4)));
__device__ inline int mma_k0(int lane) { return 4 * (lane / 16); }
__device__ inline int mma_drow(int lane, int r) { return 4 * (lane / 16) + r; }
__device__ inline mma_d mma_16x16x16(mma_ab a, mma_ab b, mma_d c) {
    return __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);
}
#elif defined(__gfx1200__) || defined(__gfx1201__)
#define MMA_WAVE 32
#define MMA_KPL 8
#define MMA_DPL 8
typedef _Float16 mma_ab __attribute__((ext_vector_type(8)));
typedef float mma_d __attribute__((ext_vector_type(8)));
__device__ inline int mma_k0(int lane) { return 8 * (lane / 16); }
__device__ inline int mma_drow(int lane, int r) { return 8 * (lane / 16) + r; }
__device__ inline mma_d mma_16x16x16(mma_ab a, mma_ab b, mma_d c) {
    return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c);
}
#elif defined(__gfx1100__) || defined(__gfx1101__) || defined(__gfx1102__)
#define MMA_WAVE 32
#define MMA_KPL 16
#define MMA_DPL 8
typedef _Float16 mma_ab __attribute__((ext_vector_type(16)));
typedef float mma_d __attribute__((ext_vector_type(8)));
__device__ inline int mma_k0(int lane) { return 0; }
__device__ inline int mma_drow(int lane, int r) { return 2 * r + lane / 16; }
__device__ inline mma_d mma_16x16x16(mma_ab a, mma_ab b, mma_d c) {
    return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c);
}
#else
#error "mma_common.h: a target with MFMA (gfx90a, gfx942) or WMMA (gfx11, gfx12)"
#endif
