// Hand-written Hopper (sm_90a) kernels in the style of CUTLASS-, DeepGEMM-
// and ThunderKittens-like code: raw mbarriers, TMA tile loads (1-D, 2-D,
// multicast within a cluster), TMA stores and reductions, stmatrix,
// wgmma with descriptors built by hand (K- and MN-major, no swizzle and
// 32/64/128-byte swizzles, register A, negated A or B, scale-d), and
// distributed shared memory. The tensors behind the tensor maps are passed
// as well (the maps are built from them on the host; the kernels read
// them only through the maps). One kernel a module (-DKSEL=N); the wgmma
// wrappers below were written out by a small script (operand lists).
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

static __device__ __forceinline__ uint32_t smem_u32(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }
static __device__ __forceinline__ void mbar_init(uint32_t bar, uint32_t count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count));
}
static __device__ __forceinline__ void mbar_expect_tx(uint32_t bar, uint32_t bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(bytes) : "memory");
}
static __device__ __forceinline__ void mbar_wait(uint32_t bar, uint32_t parity) {
    asm volatile(
        "{\n"
        " .reg .pred done;\n"
        "WAIT_%=:\n"
        " mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
        " @!done bra WAIT_%=;\n"
        "}\n" ::"r"(bar),
        "r"(parity)
        : "memory");
}
static __device__ __forceinline__ bool elect_one() {
    uint32_t pred = 0;
    asm volatile(
        "{\n"
        " .reg .b32 rx;\n"
        " .reg .pred px;\n"
        " elect.sync rx|px, %1;\n"
        " @px mov.s32 %0, 1;\n"
        "}\n"
        : "+r"(pred)
        : "r"(0xffffffffu));
    return pred != 0;
}
static __device__ __forceinline__ void tma_load_2d(uint32_t dst, const CUtensorMap* map, int c0, int c1, uint32_t bar) {
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\n" ::"r"(dst),
                 "l"((uint64_t)map), "r"(c0), "r"(c1), "r"(bar)
                 : "memory");
}
static __device__ __forceinline__ void tma_load_2d_mc(uint32_t dst, const CUtensorMap* map, int c0, int c1, uint32_t bar, uint16_t mask) {
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;\n" ::"r"(
            dst),
        "l"((uint64_t)map), "r"(c0), "r"(c1), "r"(bar), "h"(mask)
        : "memory");
}
static __device__ __forceinline__ void wg_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
static __device__ __forceinline__ void wg_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
template <int N>
static __device__ __forceinline__ void wg_wait() {
    asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
}
// Shared-memory matrix descriptor: start, leading and stride byte offsets,
// layout (0 none, 1 128B, 2 64B, 3 32B swizzle).
static __device__ __forceinline__ uint64_t desc(uint32_t addr, uint32_t lbo, uint32_t sbo, uint32_t layout) {
    return (uint64_t)((addr & 0x3ffff) >> 4) | (uint64_t)((lbo & 0x3ffff) >> 4) << 16 | (uint64_t)((sbo & 0x3ffff) >> 4) << 32 |
           (uint64_t)layout << 62;
}
// f32 accumulator fragment of m64nN: register j of thread t.
static __device__ __forceinline__ int frag_row(int t, int j) { return (t / 32) * 16 + (t % 32) / 4 + 8 * ((j / 2) % 2); }
static __device__ __forceinline__ int frag_col(int t, int j) { return (j / 4) * 8 + (t % 4) * 2 + (j % 2); }

static __device__ __forceinline__ void wgmma_bf16_n128(float* d, uint64_t da, uint64_t db, int scale_d) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "setp.ne.b32 p, %66, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 "
        "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63}, %64, %65, p, 1, 1, 0, 0;\n"
        "}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
        : "l"(da), "l"(db), "r"(scale_d));
}

static __device__ __forceinline__ void wgmma_f16_n96_pos(float* d, uint64_t da, uint64_t db, int scale_d) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "setp.ne.b32 p, %50, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n96k16.f32.f16.f16 "
        "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47}, %48, %49, p, 1, 1, 0, 1;\n"
        "}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47])
        : "l"(da), "l"(db), "r"(scale_d));
}

static __device__ __forceinline__ void wgmma_f16_n96_neg(float* d, uint64_t da, uint64_t db, int scale_d) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "setp.ne.b32 p, %50, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n96k16.f32.f16.f16 "
        "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47}, %48, %49, p, -1, 1, 0, 1;\n"
        "}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47])
        : "l"(da), "l"(db), "r"(scale_d));
}

static __device__ __forceinline__ void wgmma_e4m3_n112(float* d, uint64_t da, uint64_t db, int scale_d) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "setp.ne.b32 p, %58, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n112k32.f32.e4m3.e4m3 "
        "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%50,%51,%52,%53,%54,%55}, %56, %57, p, 1, 1;\n"
        "}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55])
        : "l"(da), "l"(db), "r"(scale_d));
}

static __device__ __forceinline__ void wgmma_tf32_n24(float* d, uint64_t da, uint64_t db, int scale_d) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "setp.ne.b32 p, %14, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32 "
        "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11}, %12, %13, p, 1, 1;\n"
        "}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11])
        : "l"(da), "l"(db), "r"(scale_d));
}

static __device__ __forceinline__ void wgmma_f16_n40_rega(float* d, const uint32_t* a, uint64_t db, int scale_d) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "setp.ne.b32 p, %25, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n40k16.f32.f16.f16 "
        "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19}, {%20,%21,%22,%23}, %24, p, 1, -1, 1;\n"
        "}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(scale_d));
}

#if KSEL == 1
// C[M,N] = A[M,K] B[N,K]^T, bf16 in, f32 out, 64x128 tiles; two CTAs of a
// cluster (along M) share their B tile: each loads one half and multicasts
// it to both. 32-wide k-tiles with a 64-byte swizzle; K = 64: both k-tiles
// are loaded up front (24 KiB a CTA, 48 KiB a cluster).
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
    gemm_bf16_multicast(const __grid_constant__ CUtensorMap tmA, const __grid_constant__ CUtensorMap tmB, float* __restrict__ C,
                        const float* __restrict__ bias, int N, int K, const __nv_bfloat16* A, const __nv_bfloat16* B) {
    extern __shared__ __align__(1024) uint8_t dsmem[];
    __shared__ __align__(8) uint64_t full[2];
    const uint32_t base = (smem_u32(dsmem) + 1023) & ~1023u;
    uint32_t rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(rank));
    const int m0 = blockIdx.x * 64, n0 = blockIdx.y * 128;
    const int KT = K / 32;
    const uint32_t ABYTES = 64 * 64, BHALF = 64 * 64, STAGE = ABYTES + 2 * BHALF;  // 12 KiB
    if (threadIdx.x == 0) {
        for (int s = 0; s < KT; ++s) mbar_init(smem_u32(&full[s]), 1);
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
    if (threadIdx.x < 32 && elect_one()) {
        for (int kt = 0; kt < KT; ++kt) {
            uint32_t fb = smem_u32(&full[kt]);
            mbar_expect_tx(fb, STAGE);
            uint32_t a = base + kt * STAGE;
            tma_load_2d(a, &tmA, kt * 32, m0, fb);
            tma_load_2d_mc(a + ABYTES + rank * BHALF, &tmB, kt * 32, n0 + rank * 64, fb, 0x3);
        }
    }
    float d[64];
#pragma unroll
    for (int i = 0; i < 64; ++i) d[i] = 0.f;
    for (int kt = 0; kt < KT; ++kt) {
        mbar_wait(smem_u32(&full[kt]), 0);
        uint32_t a = base + kt * STAGE, b = a + ABYTES;
        wg_fence();
#pragma unroll
        for (int k = 0; k < 2; ++k) wgmma_bf16_n128(d, desc(a + 32 * k, 16, 512, 2), desc(b + 32 * k, 16, 512, 2), kt | k);
        wg_commit();
    }
    wg_wait<0>();
    const int t = threadIdx.x;
#pragma unroll
    for (int j = 0; j < 64; ++j) {
        int row = m0 + frag_row(t, j), col = n0 + frag_col(t, j);
        C[(size_t)row * N + col] = d[j] + bias[col];
    }
    asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
}
#endif

#if KSEL == 2
// Tile epilogue through TMA: a 32x16 f32 tile (2-D TMA load, zero fill past
// the edges) and its row scales (1-D TMA tensor load) are turned into
// y = x * s[row] + 0.5 (TMA store, clipped at the edges), integers
// reduced into an s32 acc by TMA add then max, and a bf16 copy written by stmatrix
// into a 32-byte-swizzled staging tile and stored by TMA.
extern "C" __global__ void __launch_bounds__(128)
    tma_epilogue(const __grid_constant__ CUtensorMap tmX, const __grid_constant__ CUtensorMap tmS, const __grid_constant__ CUtensorMap tmY,
                 const __grid_constant__ CUtensorMap tmAcc, const __grid_constant__ CUtensorMap tmZ, const float* X, const float* S, float* Y,
                 int* Acc, __nv_bfloat16* Z) {
    __shared__ __align__(1024) float xs[32][16];
    __shared__ __align__(1024) float ys[32][16];
    __shared__ __align__(1024) int is[32][16];
    __shared__ __align__(1024) int js[32][16];
    __shared__ __align__(1024) uint16_t zs[32 * 16];
    __shared__ __align__(128) float ss[32];
    __shared__ __align__(8) uint64_t bar;
    const int c0 = blockIdx.x * 16, r0 = blockIdx.y * 32, t = threadIdx.x;
    if (t == 0) {
        mbar_init(smem_u32(&bar), 1);
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    }
    __syncthreads();
    if (t == 0) {
        mbar_expect_tx(smem_u32(&bar), 32 * 16 * 4 + 32 * 4);
        tma_load_2d(smem_u32(xs), &tmX, c0, r0, smem_u32(&bar));
        asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];\n" ::"r"(smem_u32(ss)),
                     "l"((uint64_t)&tmS), "r"(r0), "r"(smem_u32(&bar))
                     : "memory");
    }
    mbar_wait(smem_u32(&bar), 0);
    for (int i = t; i < 32 * 16; i += 128) {
        int r = i / 16, c = i % 16;
        float y = xs[r][c] * ss[r] + 0.5f;
        ys[r][c] = y;
        is[r][c] = __float2int_rn(y * 8.0f);
        js[r][c] = __float2int_rz(xs[r][c] * 64.0f);
    }
    // bf16 staging by stmatrix: warp w writes rows 8w..8w+7; 32-byte swizzle
    // (16-byte chunk index ^= bit 2 of the row).
    {
        const int w = t / 32, l = t % 32;
        const int r = 8 * w + l / 4, c = 2 * (l % 4);
        __nv_bfloat162 p0 = __floats2bfloat162_rn(xs[r][c] * ss[r], xs[r][c + 1] * ss[r]);
        __nv_bfloat162 p1 = __floats2bfloat162_rn(xs[r][c + 8] * ss[r], xs[r][c + 9] * ss[r]);
        const int ar = 8 * w + (l & 7), chunk = ((l >> 3) & 1) ^ ((ar >> 2) & 1);
        uint32_t addr = smem_u32(zs) + ar * 32 + chunk * 16;
        asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};\n" ::"r"(addr), "r"(*reinterpret_cast<uint32_t*>(&p0)),
                     "r"(*reinterpret_cast<uint32_t*>(&p1))
                     : "memory");
    }
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    if (t == 0) {
        asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];\n" ::"l"((uint64_t)&tmY), "r"(c0), "r"(r0),
                     "r"(smem_u32(ys))
                     : "memory");
        asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2}], [%3];\n" ::"l"((uint64_t)&tmAcc),
                     "r"(c0), "r"(r0), "r"(smem_u32(is))
                     : "memory");
        asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];\n" ::"l"((uint64_t)&tmZ), "r"(c0), "r"(r0),
                     "r"(smem_u32(zs))
                     : "memory");
        asm volatile("cp.async.bulk.commit_group;\n" ::: "memory");
        asm volatile("cp.async.bulk.wait_group 0;\n" ::: "memory");
        asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2}], [%3];\n" ::"l"((uint64_t)&tmAcc),
                     "r"(c0), "r"(r0), "r"(smem_u32(js))
                     : "memory");
        asm volatile("cp.async.bulk.commit_group;\n" ::: "memory");
        asm volatile("cp.async.bulk.wait_group.read 0;\n" ::: "memory");
    }
}
#endif

#if KSEL == 3
// "NN" GEMM, f16 in, f16 out: A (M x K, row-major) written into shared
// memory by the threads in the no-swizzle core-matrix layout, B (K x N,
// row-major, so N-major for wgmma) loaded by TMA in 32x64 boxes with a
// 64-byte swizzle (transpose-B descriptors); m64n96k16 with A negated on odd
// k-steps; two k-tiles in flight (wait_group 1).
extern "C" __global__ void __launch_bounds__(128)
    gemm_f16_nn_mn(const half* __restrict__ A, const __grid_constant__ CUtensorMap tmB, half* __restrict__ C, int N, int K, const half* B) {
    extern __shared__ __align__(1024) uint8_t dsmem[];
    __shared__ __align__(8) uint64_t full[2];
    const uint32_t base = (smem_u32(dsmem) + 1023) & ~1023u;
    uint8_t* gbase = dsmem + (base - smem_u32(dsmem));
    const int m0 = blockIdx.x * 64, n0 = blockIdx.y * 96, t = threadIdx.x;
    const uint32_t ABYTES = 64 * 64 * 2, BBYTES = 3 * 64 * 64, STAGE = ABYTES + BBYTES;
    if (t == 0) {
        mbar_init(smem_u32(&full[0]), 1);
        mbar_init(smem_u32(&full[1]), 1);
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();
    if (t == 0) {
        for (int kt = 0; kt < 2; ++kt) {
            uint32_t fb = smem_u32(&full[kt]);
            mbar_expect_tx(fb, BBYTES);
            for (int j = 0; j < 3; ++j) tma_load_2d(base + kt * STAGE + ABYTES + j * 4096, &tmB, n0 + 32 * j, kt * 64, fb);
        }
    }
    // A: k-step ks (16 columns), M-group mg (8 rows), K-group kg (8 columns)
    // at ks*2048 + mg*256 + kg*128, each core matrix 8 rows of 16 bytes.
    for (int kt = 0; kt < 2; ++kt)
        for (int i = t; i < 64 * 8; i += 128) {
            int r = i / 8, c8 = (i % 8) * 8;
            uint4 v = *reinterpret_cast<const uint4*>(A + (size_t)(m0 + r) * K + kt * 64 + c8);
            int ks = c8 / 16, kg = (c8 / 8) % 2, mg = r / 8;
            *reinterpret_cast<uint4*>(gbase + kt * STAGE + ks * 2048 + mg * 256 + kg * 128 + (r % 8) * 16) = v;
        }
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    float d[48];
#pragma unroll
    for (int i = 0; i < 48; ++i) d[i] = 0.f;
    for (int kt = 0; kt < 2; ++kt) {
        mbar_wait(smem_u32(&full[kt]), 0);
        uint32_t a = base + kt * STAGE, b = a + ABYTES;
        wg_fence();
#pragma unroll
        for (int ks = 0; ks < 4; ++ks) {
            uint64_t da = desc(a + ks * 2048, 128, 256, 0);
            uint64_t db = desc(b + ks * 16 * 64, 4096, 512, 2);
            if (ks & 1)
                wgmma_f16_n96_neg(d, da, db, 1);
            else
                wgmma_f16_n96_pos(d, da, db, kt | ks);
        }
        wg_commit();
        if (kt == 0) wg_wait<1>();
    }
    wg_wait<0>();
#pragma unroll
    for (int j = 0; j < 48; j += 2) {
        int row = m0 + frag_row(t, j), col = n0 + frag_col(t, j);
        *reinterpret_cast<half2*>(C + (size_t)row * N + col) = __floats2half2_rn(d[j], d[j + 1]);
    }
}
#endif

#if KSEL == 4
// DeepGEMM-style fp8 GEMM: e4m3 A (M x K) and B (N x K), K-major, 128-byte
// swizzle; N = 112; per 128-wide K block a fresh wgmma accumulation
// (scale-d 0) promoted into f32 registers with A's per-row and B's per-block
// scales. A producer thread chosen by elect.sync issues both k-blocks.
extern "C" __global__ void __launch_bounds__(128)
    gemm_fp8_blockscale(const __grid_constant__ CUtensorMap tmA, const __grid_constant__ CUtensorMap tmB, const float* __restrict__ sa,
                        const float* __restrict__ sb, __nv_bfloat16* __restrict__ C, int N, int K, const uint8_t* A, const uint8_t* B) {
    extern __shared__ __align__(1024) uint8_t dsmem[];
    __shared__ __align__(8) uint64_t full[2];
    const uint32_t base = (smem_u32(dsmem) + 1023) & ~1023u;
    const int m0 = blockIdx.x * 64, t = threadIdx.x;
    const int KB = K / 128;
    const uint32_t ABYTES = 64 * 128, BBYTES = 112 * 128, STAGE = ABYTES + BBYTES;  // 22 KiB, 1024-aligned
    if (t == 0) {
        for (int s = 0; s < KB; ++s) mbar_init(smem_u32(&full[s]), 1);
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();
    if (t < 32 && elect_one()) {
        for (int kb = 0; kb < KB; ++kb) {
            uint32_t fb = smem_u32(&full[kb]);
            mbar_expect_tx(fb, ABYTES + BBYTES);
            tma_load_2d(base + kb * STAGE, &tmA, kb * 128, m0, fb);
            tma_load_2d(base + kb * STAGE + ABYTES, &tmB, kb * 128, 0, fb);
        }
    }
    float acc[56], tmp[56];
#pragma unroll
    for (int i = 0; i < 56; ++i) acc[i] = 0.f;
    for (int kb = 0; kb < KB; ++kb) {
        mbar_wait(smem_u32(&full[kb]), 0);
        uint32_t a = base + kb * STAGE, b = a + ABYTES;
        wg_fence();
#pragma unroll
        for (int k = 0; k < 4; ++k) wgmma_e4m3_n112(tmp, desc(a + 32 * k, 16, 1024, 1), desc(b + 32 * k, 16, 1024, 1), k);
        wg_commit();
        wg_wait<0>();
        const float s_b = sb[kb];
        const float s0 = sa[(m0 + frag_row(t, 0)) * KB + kb] * s_b, s1 = sa[(m0 + frag_row(t, 2)) * KB + kb] * s_b;
#pragma unroll
        for (int j = 0; j < 56; ++j) acc[j] += tmp[j] * ((j / 2) % 2 ? s1 : s0);
    }
#pragma unroll
    for (int j = 0; j < 56; j += 2) {
        int row = m0 + frag_row(t, j), col = frag_col(t, j);
        *reinterpret_cast<__nv_bfloat162*>(C + (size_t)row * N + col) = __floats2bfloat162_rn(acc[j], acc[j + 1]);
    }
}
#endif

#if KSEL == 5
// tf32 GEMM with a 2-stage TMA ring reused across 4 k-tiles: 32-byte swizzle
// (8 floats a row), four boxes of 8 columns a stage, m64n24k8; thread 0
// refills a stage once every warp has finished with it (wait_group 0 then
// a block barrier), so both parities of each full barrier are waited on.
extern "C" __global__ void __launch_bounds__(128)
    gemm_tf32_ring(const __grid_constant__ CUtensorMap tmA, const __grid_constant__ CUtensorMap tmB, float* __restrict__ C, int N, int K,
                   const float* A, const float* B) {
    extern __shared__ __align__(1024) uint8_t dsmem[];
    __shared__ __align__(8) uint64_t full[2];
    const uint32_t base = (smem_u32(dsmem) + 1023) & ~1023u;
    const int m0 = blockIdx.x * 64, n0 = blockIdx.y * 24, t = threadIdx.x;
    const int KT = K / 32;
    // stage: A boxes (64 rows x 32 B) at 0, 2048, 4096, 6144; B boxes (24 x 32 B) at 8192 + 1024 j
    const uint32_t STAGE = 12288;
    if (t == 0) {
        mbar_init(smem_u32(&full[0]), 1);
        mbar_init(smem_u32(&full[1]), 1);
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();
    auto issue = [&](int kt) {
        int s = kt & 1;
        uint32_t fb = smem_u32(&full[s]), st = base + s * STAGE;
        mbar_expect_tx(fb, 4 * (64 * 32 + 24 * 32));
        for (int j = 0; j < 4; ++j) {
            tma_load_2d(st + j * 2048, &tmA, kt * 32 + 8 * j, m0, fb);
            tma_load_2d(st + 8192 + j * 1024, &tmB, kt * 32 + 8 * j, n0, fb);
        }
    };
    if (t == 0) {
        issue(0);
        issue(1);
    }
    float d[12];
#pragma unroll
    for (int i = 0; i < 12; ++i) d[i] = 0.f;
    for (int kt = 0; kt < KT; ++kt) {
        int s = kt & 1;
        mbar_wait(smem_u32(&full[s]), (kt >> 1) & 1);
        uint32_t st = base + s * STAGE;
        wg_fence();
#pragma unroll
        for (int j = 0; j < 4; ++j) wgmma_tf32_n24(d, desc(st + j * 2048, 16, 256, 3), desc(st + 8192 + j * 1024, 16, 256, 3), kt | j);
        wg_commit();
        wg_wait<0>();
        __syncthreads();
        if (t == 0 && kt + 2 < KT) issue(kt + 2);
    }
#pragma unroll
    for (int j = 0; j < 12; ++j) {
        int row = m0 + frag_row(t, j), col = n0 + frag_col(t, j);
        C[(size_t)row * N + col] = d[j];
    }
}
#endif

#if KSEL == 6
// FlashAttention-3-like second product: P (64 x 16 f16 fragments, computed
// in registers from S = exp2(s - rowmax)) times V (16 x 40, N-major, no
// swizzle) with A from registers and B negated; two k-steps.
extern "C" __global__ void __launch_bounds__(128)
    pv_rega(const float* __restrict__ S, const half* __restrict__ V, float* __restrict__ O) {
    __shared__ __align__(128) half vs[2][16 * 40];
    const int t = threadIdx.x, w = t / 32, l = t % 32;
    const float* s = S + blockIdx.x * 64 * 32;
    // V, k-step ks: N-major core matrices (8 K rows of 8 N, 16 bytes a row),
    // no swizzle: N-group ng, K-group kg at ng*256 + kg*128.
    for (int i = t; i < 2 * 16 * 40; i += 128) {
        int ks = i / 640, r = (i / 40) % 16, c = i % 40;  // r: k, c: n
        int ng = c / 8, kg = r / 8;
        vs[ks][(ng * 256 + kg * 128) / 2 + (r % 8) * 8 + (c % 8)] = V[(size_t)blockIdx.x * 32 * 40 + (ks * 16 + r) * 40 + c];
    }
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    float d[20];
#pragma unroll
    for (int i = 0; i < 20; ++i) d[i] = 0.f;
    const int r0 = 16 * w + l / 4, r1 = r0 + 8;
    float mx0 = -INFINITY, mx1 = -INFINITY;
    for (int c = 0; c < 32; ++c) {
        mx0 = fmaxf(mx0, s[r0 * 32 + c]);
        mx1 = fmaxf(mx1, s[r1 * 32 + c]);
    }
    wg_fence();
#pragma unroll
    for (int ks = 0; ks < 2; ++ks) {
        uint32_t a[4];
        const int c = ks * 16 + 2 * (l % 4);
        __half2 p00 = __floats2half2_rn(exp2f(s[r0 * 32 + c] - mx0), exp2f(s[r0 * 32 + c + 1] - mx0));
        __half2 p10 = __floats2half2_rn(exp2f(s[r1 * 32 + c] - mx1), exp2f(s[r1 * 32 + c + 1] - mx1));
        __half2 p01 = __floats2half2_rn(exp2f(s[r0 * 32 + c + 8] - mx0), exp2f(s[r0 * 32 + c + 9] - mx0));
        __half2 p11 = __floats2half2_rn(exp2f(s[r1 * 32 + c + 8] - mx1), exp2f(s[r1 * 32 + c + 9] - mx1));
        a[0] = *reinterpret_cast<uint32_t*>(&p00);
        a[1] = *reinterpret_cast<uint32_t*>(&p10);
        a[2] = *reinterpret_cast<uint32_t*>(&p01);
        a[3] = *reinterpret_cast<uint32_t*>(&p11);
        wgmma_f16_n40_rega(d, a, desc(smem_u32(vs[ks]), 128, 256, 0), ks);
    }
    wg_commit();
    wg_wait<0>();
#pragma unroll
    for (int j = 0; j < 20; ++j) O[(size_t)blockIdx.x * 64 * 40 + frag_row(t, j) * 40 + frag_col(t, j)] = d[j];
}
#endif

#if KSEL == 7
// Cluster reduction over distributed shared memory (4 CTAs): each CTA sums
// its slice into its own shared words, adds them into rank 0's by
// red.shared::cluster, signals rank 0's mbarrier with a remote
// mbarrier.arrive.release.cluster; rank 0 waits (try_wait.parity.acquire
// .cluster), reads every peer's partials with ld.shared::cluster and writes
// the totals; barrier.cluster arrive/wait keeps peers alive until then.
extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128)
    cluster_reduce(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int per_cta) {
    __shared__ uint32_t part[32];
    __shared__ uint32_t total[32];
    __shared__ __align__(8) uint64_t bar;
    uint32_t rank, nrank, cid;
    asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(rank));
    asm volatile("mov.u32 %0, %%cluster_nctarank;\n" : "=r"(nrank));
    asm volatile("mov.u32 %0, %%clusterid.x;\n" : "=r"(cid));
    const int t = threadIdx.x;
    if (t < 32) {
        part[t] = 0;
        total[t] = 0;
    }
    if (t == 0) {
        mbar_init(smem_u32(&bar), nrank);
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\nbarrier.cluster.wait.aligned;\n" ::: "memory");
    const uint32_t* src = in + (size_t)blockIdx.x * per_cta;
    for (int i = t; i < per_cta; i += 128) atomicAdd(&part[src[i] & 31], src[i] >> 5);
    __syncthreads();
    if (t < 32) {
        uint32_t remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;\n" : "=r"(remote) : "r"(smem_u32(&total[t])));
        asm volatile("red.shared::cluster.add.u32 [%0], %1;\n" ::"r"(remote), "r"(part[t]) : "memory");
    }
    asm volatile("fence.acq_rel.cluster;\n" ::: "memory");
    __syncthreads();
    if (t == 0) {
        uint32_t rb;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;\n" : "=r"(rb) : "r"(smem_u32(&bar)));
        asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];\n" ::"r"(rb) : "memory");
    }
    if (rank == 0) {
        asm volatile(
            "{\n .reg .pred ok;\nW_%=:\n mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 ok, [%0], 0;\n @!ok bra W_%=;\n}\n" ::"r"(
                smem_u32(&bar))
            : "memory");
        if (t < 32) {
            uint32_t x = total[t], mixed = 0;
            for (uint32_t p = 0; p < nrank; ++p) {
                uint32_t ra, v, owner;
                asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(ra) : "r"(smem_u32(&part[t])), "r"(p));
                asm volatile("ld.shared::cluster.u32 %0, [%1];\n" : "=r"(v) : "r"(ra) : "memory");
                asm volatile("getctarank.shared::cluster.u32 %0, %1;\n" : "=r"(owner) : "r"(ra));
                mixed = mixed * 31 + v + (owner << 24);
            }
            out[cid * 64 + t] = x;
            out[cid * 64 + 32 + t] = mixed;
        }
    }
    asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
}
#endif
