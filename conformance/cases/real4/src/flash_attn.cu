// FlashAttention-2 style forward pass, written against the PTX the way
// hand-tuned CUDA attention kernels do: cp.async.cg 16-byte copies into a
// double-buffered K/V tile, ldmatrix.x4 for Q and K and ldmatrix.x4.trans
// for V, mma.sync.m16n8k16 f16 -> f32 for S = Q K^T and O += P V, and the
// online softmax in the exp2 domain (exp2f with the scale folded into
// log2(e)), row max and sum by quad shuffles. Head dimension 64, 64 query
// rows a block (16 a warp), 64 keys a tile; any sequence length (rows and
// keys past the end are zero-filled by cp.async's src-size and masked).
#include <cuda_fp16.h>
#include <stdint.h>

namespace {

constexpr int D = 64, BR = 64, BC = 64, LDS = D + 8;  // 8 halves of padding a row

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void cp_async_16(void* dst, const void* src, bool valid) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(smem_u32(dst)), "l"(src), "r"(valid ? 16 : 0));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N>
__device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

__device__ __forceinline__ void ldsm_x4(uint32_t& r0, uint32_t& r1, uint32_t& r2, uint32_t& r3, const void* p) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldsm_x4_t(uint32_t& r0, uint32_t& r1, uint32_t& r2, uint32_t& r3, const void* p) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(smem_u32(p)));
}

__device__ __forceinline__ void mma16816(float* c, const uint32_t* a, uint32_t b0, uint32_t b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

__device__ __forceinline__ uint32_t pack_h2(float lo, float hi) {
    __half2 h = __floats2half2_rn(lo, hi);
    return *reinterpret_cast<uint32_t*>(&h);
}

// Copies rows [row0, row0+64) of a [n][64] half matrix into a padded tile.
__device__ __forceinline__ void load_tile(__half (*dst)[LDS], const __half* src, int row0, int n) {
    for (int c = threadIdx.x; c < BR * (D / 8); c += blockDim.x) {
        int r = c / (D / 8), col = (c % (D / 8)) * 8;
        bool ok = row0 + r < n;
        cp_async_16(&dst[r][col], ok ? src + (size_t)(row0 + r) * D + col : src, ok);
    }
}

template <bool CAUSAL, typename OutT>
__device__ void fa2_fwd(const __half* __restrict__ Q, const __half* __restrict__ K, const __half* __restrict__ V,
                        OutT* __restrict__ O, float* __restrict__ lse, int n, float scale) {
    __shared__ __align__(16) __half Qs[BR][LDS];
    __shared__ __align__(16) __half Ks[2][BC][LDS];
    __shared__ __align__(16) __half Vs[2][BC][LDS];

    const int head = blockIdx.y;
    const int q0 = blockIdx.x * BR;
    const size_t off = (size_t)head * n * D;
    Q += off; K += off; V += off; O += off;
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int g = lane / 4, t = lane % 4;
    const float sl2 = scale * 1.4426950408889634f;

    int kend = n;
    if (CAUSAL) kend = min(n, q0 + BR);
    const int ntiles = (kend + BC - 1) / BC;

    load_tile(Qs, Q, q0, n);
    load_tile(Ks[0], K, 0, n);
    load_tile(Vs[0], V, 0, n);
    cp_async_commit();

    float acc[8][4];
#pragma unroll
    for (int i = 0; i < 8; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) acc[i][j] = 0.f;
    float m[2] = {-INFINITY, -INFINITY}, l[2] = {0.f, 0.f};
    uint32_t qa[4][4];

    for (int j = 0; j < ntiles; j++) {
        const int buf = j & 1;
        if (j + 1 < ntiles) {
            load_tile(Ks[buf ^ 1], K, (j + 1) * BC, n);
            load_tile(Vs[buf ^ 1], V, (j + 1) * BC, n);
            cp_async_commit();
            cp_async_wait<1>();
        } else {
            cp_async_wait<0>();
        }
        __syncthreads();
        if (j == 0) {
#pragma unroll
            for (int kk = 0; kk < 4; kk++)
                ldsm_x4(qa[kk][0], qa[kk][1], qa[kk][2], qa[kk][3], &Qs[warp * 16 + (lane % 16)][kk * 16 + (lane / 16) * 8]);
        }
        // S = Q K^T for this warp's 16 rows and the tile's 64 keys
        float s[8][4];
#pragma unroll
        for (int nb = 0; nb < 8; nb++) {
            s[nb][0] = s[nb][1] = s[nb][2] = s[nb][3] = 0.f;
#pragma unroll
            for (int kk = 0; kk < 4; kk += 2) {
                uint32_t b0, b1, b2, b3;
                ldsm_x4(b0, b1, b2, b3, &Ks[buf][nb * 8 + (lane % 8)][kk * 16 + (lane / 8) * 8]);
                mma16816(s[nb], qa[kk], b0, b1);
                mma16816(s[nb], qa[kk + 1], b2, b3);
            }
        }
        // mask, scale into the log2 domain, row max
        float mx[2] = {-INFINITY, -INFINITY};
#pragma unroll
        for (int nb = 0; nb < 8; nb++)
#pragma unroll
            for (int e = 0; e < 4; e++) {
                int key = j * BC + nb * 8 + 2 * t + (e & 1);
                int row = q0 + warp * 16 + g + (e >> 1) * 8;
                float v = s[nb][e] * sl2;
                if (key >= n || (CAUSAL && key > row)) v = -INFINITY;
                s[nb][e] = v;
                mx[e >> 1] = fmaxf(mx[e >> 1], v);
            }
        float corr[2], mu[2], rs[2] = {0.f, 0.f};
#pragma unroll
        for (int h = 0; h < 2; h++) {
            mx[h] = fmaxf(mx[h], __shfl_xor_sync(0xffffffffu, mx[h], 1));
            mx[h] = fmaxf(mx[h], __shfl_xor_sync(0xffffffffu, mx[h], 2));
            float mn = fmaxf(m[h], mx[h]);
            mu[h] = mn == -INFINITY ? 0.f : mn;
            corr[h] = exp2f(m[h] - mu[h]);
            m[h] = mn;
        }
        uint32_t pa[4][4];
#pragma unroll
        for (int nb = 0; nb < 8; nb++) {
            float p0 = exp2f(s[nb][0] - mu[0]), p1 = exp2f(s[nb][1] - mu[0]);
            float p2 = exp2f(s[nb][2] - mu[1]), p3 = exp2f(s[nb][3] - mu[1]);
            rs[0] += p0 + p1;
            rs[1] += p2 + p3;
            pa[nb / 2][(nb & 1) * 2 + 0] = pack_h2(p0, p1);
            pa[nb / 2][(nb & 1) * 2 + 1] = pack_h2(p2, p3);
        }
#pragma unroll
        for (int h = 0; h < 2; h++) {
            rs[h] += __shfl_xor_sync(0xffffffffu, rs[h], 1);
            rs[h] += __shfl_xor_sync(0xffffffffu, rs[h], 2);
            l[h] = l[h] * corr[h] + rs[h];
        }
#pragma unroll
        for (int nb = 0; nb < 8; nb++) {
            acc[nb][0] *= corr[0]; acc[nb][1] *= corr[0];
            acc[nb][2] *= corr[1]; acc[nb][3] *= corr[1];
        }
        // O += P V
#pragma unroll
        for (int kk = 0; kk < 4; kk++)
#pragma unroll
            for (int nb = 0; nb < 8; nb += 2) {
                uint32_t b0, b1, b2, b3;
                ldsm_x4_t(b0, b1, b2, b3, &Vs[buf][kk * 16 + (lane % 8) + ((lane / 8) % 2) * 8][nb * 8 + (lane / 16) * 8]);
                mma16816(acc[nb], pa[kk], b0, b1);
                mma16816(acc[nb + 1], pa[kk], b2, b3);
            }
        __syncthreads();
    }
#pragma unroll
    for (int h = 0; h < 2; h++) {
        int row = q0 + warp * 16 + g + h * 8;
        if (row >= n) continue;
        float inv = 1.f / l[h];
#pragma unroll
        for (int nb = 0; nb < 8; nb++) {
            int col = nb * 8 + 2 * t;
            float o0 = acc[nb][h * 2] * inv, o1 = acc[nb][h * 2 + 1] * inv;
            if constexpr (sizeof(OutT) == 4) {
                *reinterpret_cast<float2*>(&O[(size_t)row * D + col]) = make_float2(o0, o1);
            } else {
                *reinterpret_cast<__half2*>(&O[(size_t)row * D + col]) = __floats2half2_rn(o0, o1);
            }
        }
        if (t == 0 && lse) lse[(size_t)head * n + row] = (m[h] + log2f(l[h])) * 0.6931471805599453f;
    }
}

}  // namespace

extern "C" __global__ void __launch_bounds__(128) fa2_fwd_f32(const __half* Q, const __half* K, const __half* V, float* O,
                                                              float* lse, int n, float scale) {
    fa2_fwd<false, float>(Q, K, V, O, lse, n, scale);
}

extern "C" __global__ void __launch_bounds__(128) fa2_fwd_causal_f16(const __half* Q, const __half* K, const __half* V,
                                                                     __half* O, float* lse, int n, float scale) {
    fa2_fwd<true, __half>(Q, K, V, O, lse, n, scale);
}
