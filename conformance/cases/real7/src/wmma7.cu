// Tensor-core GEMMs written against nvcuda::wmma the way CUDA's samples and
// application code write them: several warps a block, each warp owning a
// 2x2 grid of 16x16 accumulator fragments, A and B staged in shared memory
// with a skew against bank conflicts (load_matrix_sync with a padded
// leading dimension), a K loop over 32-wide slices, and the alpha/beta
// epilogue done on the fragments' elements or through shared memory.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

#define SKEW 8

// C = alpha * A(MxK, row-major) * B(KxN, row-major) + beta * C; f16 in,
// f32 accumulate. 64x64 block tile, 4 warps (128 threads) of 32x32.
// M, N multiples of 64, K a multiple of 32.
extern "C" __global__ void __launch_bounds__(128) wmma_gemm_f16(const half* A, const half* B, const float* C, float* D,
                                                                int M, int N, int K, float alpha, float beta) {
    __shared__ half As[64][32 + SKEW];
    __shared__ half Bs[32][64 + SKEW];
    __shared__ float Cs[4][16][16 + 4];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int wm = warp / 2, wn = warp % 2;
    const int bm = blockIdx.y * 64, bn = blockIdx.x * 64;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);
    for (int k0 = 0; k0 < K; k0 += 32) {
        for (int t = threadIdx.x; t < 64 * 32 / 8; t += 128) {  // 16-byte vector copies
            int r = t / 4, c = (t % 4) * 8;
            *reinterpret_cast<int4*>(&As[r][c]) = *reinterpret_cast<const int4*>(&A[(size_t)(bm + r) * K + k0 + c]);
        }
        for (int t = threadIdx.x; t < 32 * 64 / 8; t += 128) {
            int r = t / 8, c = (t % 8) * 8;
            *reinterpret_cast<int4*>(&Bs[r][c]) = *reinterpret_cast<const int4*>(&B[(size_t)(k0 + r) * N + bn + c]);
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < 32; kk += 16) {
            wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[2];
            wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[2];
            for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], &As[wm * 32 + i * 16][kk], 32 + SKEW);
            for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], &Bs[kk][wn * 32 + j * 16], 64 + SKEW);
            for (int i = 0; i < 2; ++i)
                for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        }
        __syncthreads();
    }
    // epilogue: C tile through the fragment, alpha/beta element-wise
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) {
            const int r = bm + wm * 32 + i * 16, c = bn + wn * 32 + j * 16;
            wmma::fragment<wmma::accumulator, 16, 16, 16, float> cf;
            wmma::load_matrix_sync(cf, C + (size_t)r * N + c, N, wmma::mem_row_major);
            for (int e = 0; e < cf.num_elements; ++e) cf.x[e] = alpha * acc[i][j].x[e] + beta * cf.x[e];
            wmma::store_matrix_sync(&Cs[warp][0][0], cf, 16 + 4, wmma::mem_row_major);
            __syncwarp();
            for (int t = lane; t < 256; t += 32) D[(size_t)(r + t / 16) * N + c + t % 16] = Cs[warp][t / 16][t % 16];
            __syncwarp();
        }
}

// bf16 A (row-major) times B stored column-major (B^T row-major, as
// weights usually are), f32 accumulate, ReLU, result rounded to bf16 and
// stored column-major through the fragment. 32x64 block tile, 2 warps.
extern "C" __global__ void __launch_bounds__(64) wmma_gemm_bf16_relu(const __nv_bfloat16* A, const __nv_bfloat16* Bt,
                                                                     __nv_bfloat16* D, int M, int N, int K) {
    __shared__ __nv_bfloat16 As[32][16 + SKEW];
    __shared__ __nv_bfloat16 Bs[64][16 + SKEW];
    __shared__ float Ds[2][32 * 32];
    const int warp = threadIdx.x / 32;
    const int bm = blockIdx.y * 32, bn = blockIdx.x * 64 + warp * 32;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);
    for (int k0 = 0; k0 < K; k0 += 16) {
        for (int t = threadIdx.x; t < 32 * 16; t += 64) As[t / 16][t % 16] = A[(size_t)(bm + t / 16) * K + k0 + t % 16];
        for (int t = threadIdx.x; t < 64 * 16; t += 64) Bs[t / 16][t % 16] = Bt[(size_t)(blockIdx.x * 64 + t / 16) * K + k0 + t % 16];
        __syncthreads();
        wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a[2];
        wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> b[2];
        for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], &As[i * 16][0], 16 + SKEW);
        for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], &Bs[warp * 32 + j * 16][0], 16 + SKEW);
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        __syncthreads();
    }
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) {
            for (int e = 0; e < acc[i][j].num_elements; ++e) acc[i][j].x[e] = fmaxf(acc[i][j].x[e], 0.f);
            wmma::store_matrix_sync(&Ds[warp][j * 16 * 32 + i * 16], acc[i][j], 32, wmma::mem_col_major);
        }
    __syncwarp();
    for (int t = threadIdx.x % 32; t < 32 * 32; t += 32) {
        int c = t / 32, r = t % 32;  // column-major 32x32 warp tile
        D[(size_t)(bn + c) * M + bm + r] = __float2bfloat16(Ds[warp][t]);
    }
}

// int8 GEMM with int32 accumulation and a per-column requantisation:
// s8 A row-major, s8 B column-major, 16x16x16 fragments, 2 warps a block.
extern "C" __global__ void __launch_bounds__(64) wmma_gemm_s8(const signed char* A, const signed char* Bt, const float* scale,
                                                              signed char* Q, int* D, int M, int N, int K) {
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int r = blockIdx.y * 16, c = (blockIdx.x * 2 + warp) * 16;
    __shared__ int Ds[2][16 * 16];
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
    wmma::fill_fragment(acc, 0);
    for (int k0 = 0; k0 < K; k0 += 16) {
        wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> a;
        wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> b;
        wmma::load_matrix_sync(a, A + (size_t)r * K + k0, K);
        wmma::load_matrix_sync(b, Bt + (size_t)c * K + k0, K);
        wmma::mma_sync(acc, a, b, acc);
    }
    wmma::store_matrix_sync(D + (size_t)r * N + c, acc, N, wmma::mem_row_major);
    wmma::store_matrix_sync(&Ds[warp][0], acc, 16, wmma::mem_row_major);
    __syncwarp();
    for (int t = lane; t < 256; t += 32) {
        float v = (float)Ds[warp][t] * scale[c + t % 16];
        Q[(size_t)(r + t / 16) * N + c + t % 16] = (signed char)max(-128, min(127, __float2int_rn(v)));
    }
}
