// Tensor-core GEMM with inline PTX, sm_80: cp.async global->shared, ldmatrix
// fragments, mma.sync m16n8k16 (f16 in, f32 and f16 accumulate; bf16 in).
// One warp computes one 16x8 tile of C = A (MxK, row-major) * B (KxN stored
// transposed as N x K, i.e. "col" layout), K a multiple of 16.
#include <cuda_fp16.h>
#include <cstdint>

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void cp_async_16(void* smem, const void* gmem) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(smem_u32(smem)), "l"(gmem));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N>
__device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" :: "n"(N)); }

__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void* p) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldmatrix_x2(uint32_t (&r)[2], const void* p) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"
                 : "=r"(r[0]), "=r"(r[1]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldmatrix_x2_trans(uint32_t (&r)[2], const void* p) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];\n"
                 : "=r"(r[0]), "=r"(r[1]) : "r"(smem_u32(p)));
}

__device__ __forceinline__ void mma_f16_f32(float (&d)[4], const uint32_t (&a)[4], const uint32_t (&b)[2]) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}
__device__ __forceinline__ void mma_f16_f16(uint32_t (&d)[2], const uint32_t (&a)[4], const uint32_t (&b)[2]) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 "
        "{%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%0, %1};\n"
        : "+r"(d[0]), "+r"(d[1])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}
__device__ __forceinline__ void mma_bf16_f32(float (&d)[4], const uint32_t (&a)[4], const uint32_t (&b)[2]) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
          "f"(d[0]), "f"(d[1]), "f"(d[2]), "f"(d[3]));
}

// blockDim = 32 (one warp); grid = (N/8, M/16).
extern "C" __global__ void hgemm_mma_m16n8k16(const half* __restrict__ A, const half* __restrict__ Bt,
                                              float* __restrict__ C, int M, int N, int K) {
    __shared__ __align__(128) half As[2][16][16];
    __shared__ __align__(128) half Bs[2][8][16];
    int lane = threadIdx.x;
    int m0 = blockIdx.y * 16, n0 = blockIdx.x * 8;
    float acc[4] = {0.f, 0.f, 0.f, 0.f};
    auto load_stage = [&](int stage, int k0) {
        // A tile: 16 rows x 32 bytes = 32 chunks of 16 bytes, one per lane.
        int ar = lane >> 1, ac = (lane & 1) * 8;
        cp_async_16(&As[stage][ar][ac], A + (size_t)(m0 + ar) * K + k0 + ac);
        // B tile: 8 rows x 32 bytes = 16 chunks.
        if (lane < 16) {
            int br = lane >> 1, bc = (lane & 1) * 8;
            cp_async_16(&Bs[stage][br][bc], Bt + (size_t)(n0 + br) * K + k0 + bc);
        }
        cp_async_commit();
    };
    int ktiles = K / 16;
    load_stage(0, 0);
    for (int kt = 0; kt < ktiles; ++kt) {
        int cur = kt & 1;
        if (kt + 1 < ktiles) { load_stage(cur ^ 1, (kt + 1) * 16); cp_async_wait<1>(); }
        else { cp_async_wait<0>(); }
        __syncwarp();
        uint32_t a[4], b[2];
        ldmatrix_x4(a, &As[cur][lane & 15][(lane >> 4) * 8]);
        ldmatrix_x2(b, &Bs[cur][lane & 7][((lane >> 3) & 1) * 8]);
        mma_f16_f32(acc, a, b);
        __syncwarp();
    }
    int r = lane >> 2, c = (lane & 3) * 2;
    C[(size_t)(m0 + r) * N + n0 + c] = acc[0];
    C[(size_t)(m0 + r) * N + n0 + c + 1] = acc[1];
    C[(size_t)(m0 + r + 8) * N + n0 + c] = acc[2];
    C[(size_t)(m0 + r + 8) * N + n0 + c + 1] = acc[3];
}

// Single-tile variants: f16 accumulate, bf16 inputs, B loaded row-major with ldmatrix.trans.
extern "C" __global__ void mma_variants(const half* A, const half* B_row, const uint16_t* Abf,
                                        const uint16_t* Bbf, half2* Ch, float* Cf) {
    __shared__ __align__(128) half As[16][16];
    __shared__ __align__(128) half Bs[16][8];
    __shared__ __align__(128) uint16_t Abs[16][16];
    __shared__ __align__(128) uint16_t Bbs[8][16];
    int lane = threadIdx.x;
    for (int i = lane; i < 256; i += 32) {
        As[i / 16][i % 16] = A[i];
        Abs[i / 16][i % 16] = Abf[i];
    }
    for (int i = lane; i < 128; i += 32) {
        Bs[i / 8][i % 8] = B_row[i];
        Bbs[i / 16][i % 16] = Bbf[i];
    }
    __syncwarp();
    uint32_t a[4], b[2], abf[4], bbf[2];
    ldmatrix_x4(a, &As[lane & 15][(lane >> 4) * 8]);
    ldmatrix_x2_trans(b, &Bs[lane & 15][0]);
    ldmatrix_x4(abf, &Abs[lane & 15][(lane >> 4) * 8]);
    ldmatrix_x2(bbf, &Bbs[lane & 7][((lane >> 3) & 1) * 8]);
    uint32_t dh[2] = {0u, 0u};
    mma_f16_f16(dh, a, b);
    float df[4] = {0.f, 0.f, 0.f, 0.f};
    mma_bf16_f32(df, abf, bbf);
    Ch[lane * 2] = *reinterpret_cast<half2*>(&dh[0]);
    Ch[lane * 2 + 1] = *reinterpret_cast<half2*>(&dh[1]);
    for (int j = 0; j < 4; ++j) Cf[lane * 4 + j] = df[j];
}
