// GEMMs written with CUTLASS's CuTe the way CuTe users write them: a
// TiledMMA of tensor-core atoms (or of UniversalFMA), TiledCopies that move
// 16-byte vectors from global to swizzled shared memory with cp.async,
// ldmatrix copy atoms retiled onto the MMA's register fragments, a
// multistage k pipeline, and an element-wise alpha/beta epilogue on the
// accumulator partition. Each kernel takes plain pointers and sizes, so
// a case launches it like any other; M and N are multiples of the block
// tile and K of its k depth (CuTe's tutorials do not predicate either).
// The sm_90a kernel drives warpgroup MMAs (wgmma) with operands
// described in 128-byte-swizzled shared memory.
#include <cute/tensor.hpp>
#include <cute/arch/cluster_sm90.hpp>
#include <cute/arch/copy_sm90_desc.hpp>
#include <cute/arch/copy_sm90_tma.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/arch/reg_reconfig.h>

using namespace cute;

// The main loop shared by the sm_80 kernels: C (M x N, row-major) =
// epilogue(A (M x K, K contiguous) * B^T (B is N x K), C). Cfg names the
// element types, the tile, the pipeline depth, the copies and the MMA.
template <class Cfg, class TA, class TB, class TC, class Epi, class BStride>
__device__ __forceinline__ void mainloop_gemm(TA const* A, TB const* B, TC* C, int M, int N, int K, BStride dB,
                                              Epi epi) {
    constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK, S = Cfg::Stages;
    Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K), make_stride(K, Int<1>{}));
    Tensor mB = make_tensor(make_gmem_ptr(B), make_shape(N, K), dB);
    Tensor mC = make_tensor(make_gmem_ptr(C), make_shape(M, N), make_stride(N, Int<1>{}));
    auto tiler = make_shape(Int<BM>{}, Int<BN>{}, Int<BK>{});
    auto blk = make_coord(blockIdx.x, blockIdx.y, _);
    Tensor gA = local_tile(mA, tiler, blk, Step<_1, X, _1>{});  // (BM, BK, ktiles)
    Tensor gB = local_tile(mB, tiler, blk, Step<X, _1, _1>{});  // (BN, BK, ktiles)
    Tensor gC = local_tile(mC, tiler, blk, Step<_1, _1, X>{});  // (BM, BN)

    using SmemA = typename Cfg::SmemA;
    using SmemB = typename Cfg::SmemB;
    constexpr int bytesA = cosize_v<SmemA> * sizeof(TA);
    constexpr int bytesB = cosize_v<SmemB> * sizeof(TB);
    __shared__ __align__(128) unsigned char smem[bytesA + bytesB];
    Tensor sA = make_tensor(make_smem_ptr(reinterpret_cast<TA*>(smem)), SmemA{});           // (BM, BK, S)
    Tensor sB = make_tensor(make_smem_ptr(reinterpret_cast<TB*>(smem + bytesA)), SmemB{});  // (BN, BK, S)

    typename Cfg::G2SA g2sA;
    typename Cfg::G2SB g2sB;
    auto ldA = g2sA.get_slice(threadIdx.x);
    auto ldB = g2sB.get_slice(threadIdx.x);
    Tensor tAgA = ldA.partition_S(gA);
    Tensor tAsA = ldA.partition_D(sA);
    Tensor tBgB = ldB.partition_S(gB);
    Tensor tBsB = ldB.partition_D(sB);

    typename Cfg::Mma mma;
    auto thr = mma.get_slice(threadIdx.x);
    Tensor tCgC = thr.partition_C(gC);
    Tensor acc = thr.make_fragment_C(tCgC);
    clear(acc);

    const int ktiles = size<3>(tAgA);
    CUTE_UNROLL
    for (int s = 0; s < S - 1; ++s) {
        if (s < ktiles) {
            copy(g2sA, tAgA(_, _, _, s), tAsA(_, _, _, s));
            copy(g2sB, tBgB(_, _, _, s), tBsB(_, _, _, s));
        }
        cp_async_fence();
    }

    if constexpr (Cfg::Ldsm) {
        Tensor rA = thr.partition_fragment_A(sA(_, _, 0));  // (MMA, MMA_M, MMA_K)
        Tensor rB = thr.partition_fragment_B(sB(_, _, 0));
        auto s2rA = make_tiled_copy_A(typename Cfg::S2RA{}, mma);
        auto s2rB = make_tiled_copy_B(typename Cfg::S2RB{}, mma);
        auto ldsA = s2rA.get_slice(threadIdx.x);
        auto ldsB = s2rB.get_slice(threadIdx.x);
        Tensor tXsA = ldsA.partition_S(sA);  // (CPY, MMA_M, MMA_K, S)
        Tensor tXrA = ldsA.retile_D(rA);
        Tensor tXsB = ldsB.partition_S(sB);
        Tensor tXrB = ldsB.retile_D(rB);
        constexpr int KB = decltype(size<2>(rA))::value;
        for (int kt = 0; kt < ktiles; ++kt) {
            cp_async_wait<S - 2>();
            __syncthreads();
            const int next = kt + S - 1;
            if (next < ktiles) {
                copy(g2sA, tAgA(_, _, _, next), tAsA(_, _, _, next % S));
                copy(g2sB, tBgB(_, _, _, next), tBsB(_, _, _, next % S));
            }
            cp_async_fence();
            const int rd = kt % S;
            CUTE_UNROLL
            for (int kb = 0; kb < KB; ++kb) {
                copy(s2rA, tXsA(_, _, kb, rd), tXrA(_, _, kb));
                copy(s2rB, tXsB(_, _, kb, rd), tXrB(_, _, kb));
                gemm(mma, rA(_, _, kb), rB(_, _, kb), acc);
            }
        }
    } else {
        Tensor tCsA = thr.partition_A(sA);  // (MMA, MMA_M, MMA_K, S)
        Tensor tCsB = thr.partition_B(sB);
        for (int kt = 0; kt < ktiles; ++kt) {
            cp_async_wait<S - 2>();
            __syncthreads();
            const int next = kt + S - 1;
            if (next < ktiles) {
                copy(g2sA, tAgA(_, _, _, next), tAsA(_, _, _, next % S));
                copy(g2sB, tBgB(_, _, _, next), tBsB(_, _, _, next % S));
            }
            cp_async_fence();
            gemm(mma, tCsA(_, _, _, kt % S), tCsB(_, _, _, kt % S), acc);
        }
    }

    CUTE_UNROLL
    for (int i = 0; i < size(acc); ++i) {
        tCgC(i) = epi(acc(i), tCgC(i));
    }
}

// f16 x f16 -> f32 accumulators -> f16, 64x64x32 tiles, three stages,
// four warps of m16n8k16 in a 2x2 layout (a 32x32x16 tiled MMA).
struct HgemmCfg {
    static constexpr int BM = 64, BN = 64, BK = 32, Stages = 3;
    static constexpr bool Ldsm = true;
    using SwzK = decltype(composition(Swizzle<2, 3, 2>{}, Layout<Shape<_8, _32>, Stride<_32, _1>>{}));
    using SmemA = decltype(tile_to_shape(SwzK{}, Shape<Int<BM>, Int<BK>, Int<Stages>>{}));
    using SmemB = decltype(tile_to_shape(SwzK{}, Shape<Int<BN>, Int<BK>, Int<Stages>>{}));
    using G2SA = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{},
                                          Layout<Shape<_32, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _8>>{}));
    using G2SB = G2SA;
    using Mma = decltype(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2>>{}, Tile<_32, _32, _16>{}));
    using S2RA = Copy_Atom<SM75_U32x4_LDSM_N, half_t>;
    using S2RB = S2RA;
};

extern "C" __global__ void __launch_bounds__(128) cute_hgemm_tn(half_t const* A, half_t const* B, half_t* C, int M, int N,
                                                                int K, float alpha, float beta) {
    mainloop_gemm<HgemmCfg>(A, B, C, M, N, K, make_stride(K, Int<1>{}), [=](float acc, half_t c) {
        return half_t(alpha * acc + beta * float(c));
    });
}

// bf16 with B stored K x N (N contiguous, "NT"): ldmatrix.trans for B.
struct Bf16Cfg {
    static constexpr int BM = 64, BN = 64, BK = 32, Stages = 3;
    static constexpr bool Ldsm = true;
    using SwzK = decltype(composition(Swizzle<2, 3, 2>{}, Layout<Shape<_8, _32>, Stride<_32, _1>>{}));
    using SwzN = decltype(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _8>, Stride<_1, _64>>{}));
    using SmemA = decltype(tile_to_shape(SwzK{}, Shape<Int<BM>, Int<BK>, Int<Stages>>{}));
    using SmemB = decltype(tile_to_shape(SwzN{}, Shape<Int<BN>, Int<BK>, Int<Stages>>{}));
    using G2SA = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, bfloat16_t>{},
                                          Layout<Shape<_32, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _8>>{}));
    using G2SB = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, bfloat16_t>{},
                                          Layout<Shape<_8, _16>, Stride<_1, _8>>{}, Layout<Shape<_8, _1>>{}));
    using Mma = decltype(make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN{}, Layout<Shape<_2, _2>>{}, Tile<_32, _32, _16>{}));
    using S2RA = Copy_Atom<SM75_U32x4_LDSM_N, bfloat16_t>;
    using S2RB = Copy_Atom<SM75_U16x8_LDSM_T, bfloat16_t>;
};

extern "C" __global__ void __launch_bounds__(128) cute_bf16_gemm_nt(bfloat16_t const* A, bfloat16_t const* B, float* C, int M,
                                                                    int N, int K, float alpha, float beta) {
    mainloop_gemm<Bf16Cfg>(A, B, C, M, N, K, make_stride(Int<1>{}, N), [=](float acc, float c) {
        return alpha * acc + beta * c;
    });
}

// tf32: the f32 inputs reinterpreted as tfloat32_t (the tensor cores read
// the top 19 bits), m16n8k8, 64x64x16 tiles.
struct Tf32Cfg {
    static constexpr int BM = 64, BN = 64, BK = 16, Stages = 3;
    static constexpr bool Ldsm = true;
    using SwzK = decltype(composition(Swizzle<2, 2, 2>{}, Layout<Shape<_8, _16>, Stride<_16, _1>>{}));
    using SmemA = decltype(tile_to_shape(SwzK{}, Shape<Int<BM>, Int<BK>, Int<Stages>>{}));
    using SmemB = SmemA;
    using G2SA = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, tfloat32_t>{},
                                          Layout<Shape<_32, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _4>>{}));
    using G2SB = G2SA;
    using Mma = decltype(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{}, Layout<Shape<_2, _2>>{}, Tile<_32, _32, _8>{}));
    using S2RA = Copy_Atom<SM75_U32x4_LDSM_N, tfloat32_t>;
    using S2RB = S2RA;
};

extern "C" __global__ void __launch_bounds__(128) cute_tf32_gemm_tn(float const* A, float const* B, float* C, int M, int N,
                                                                    int K, float alpha, float beta) {
    mainloop_gemm<Tf32Cfg>(reinterpret_cast<tfloat32_t const*>(A), reinterpret_cast<tfloat32_t const*>(B), C, M, N, K,
                           make_stride(K, Int<1>{}), [=](float acc, float c) { return alpha * acc + beta * c; });
}

// s8 x s8 -> s32, m16n8k32, 64x64x64 tiles; C += A B^T.
struct S8Cfg {
    static constexpr int BM = 64, BN = 64, BK = 64, Stages = 2;
    static constexpr bool Ldsm = true;
    using SwzK = decltype(composition(Swizzle<2, 4, 2>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}));
    using SmemA = decltype(tile_to_shape(SwzK{}, Shape<Int<BM>, Int<BK>, Int<Stages>>{}));
    using SmemB = SmemA;
    using G2SA = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, int8_t>{},
                                          Layout<Shape<_32, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _16>>{}));
    using G2SB = G2SA;
    using Mma = decltype(make_tiled_mma(SM80_16x8x32_S32S8S8S32_TN{}, Layout<Shape<_2, _2>>{}, Tile<_32, _32, _32>{}));
    using S2RA = Copy_Atom<SM75_U32x4_LDSM_N, int8_t>;
    using S2RB = S2RA;
};

extern "C" __global__ void __launch_bounds__(128) cute_s8_gemm_tn(int8_t const* A, int8_t const* B, int32_t* C, int M, int N,
                                                                  int K) {
    mainloop_gemm<S8Cfg>(A, B, C, M, N, K, make_stride(K, Int<1>{}), [](int32_t acc, int32_t c) { return acc + c; });
}

// SIMT: a 16x16 UniversalFMA tiled MMA (256 threads, 4x4 outputs each)
// over padded shared tiles filled by 4-byte cp.async, as CuTe's sgemm
// tutorials build it.
struct SgemmCfg {
    static constexpr int BM = 64, BN = 64, BK = 8, Stages = 3;
    static constexpr bool Ldsm = false;
    using SmemA = Layout<Shape<Int<BM>, Int<BK>, Int<Stages>>, Stride<_9, _1, Int<BM * 9>>>;
    using SmemB = SmemA;
    using G2SA = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<float>, float>{},
                                          Layout<Shape<_64, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _1>>{}));
    using G2SB = G2SA;
    using Mma = decltype(make_tiled_mma(UniversalFMA<float, float, float>{}, Layout<Shape<_16, _16, _1>>{}));
};

extern "C" __global__ void __launch_bounds__(256) cute_sgemm_tn(float const* A, float const* B, float* C, int M, int N,
                                                                int K, float alpha, float beta) {
    mainloop_gemm<SgemmCfg>(A, B, C, M, N, K, make_stride(K, Int<1>{}), [=](float acc, float c) {
        return alpha * acc + beta * c;
    });
}

#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
// sm_90a: one warpgroup, SM90_64x64x16 f16 -> f32 wgmma with both
// operands in 128-byte-swizzled K-major shared memory (GMMA's layout
// atom), filled by cp.async two stages deep; a proxy fence makes the
// generic-proxy writes visible to the wgmma's async-proxy reads.
extern "C" __global__ void __launch_bounds__(128) cute_wgmma_tn(half_t const* A, half_t const* B, float* C, int M, int N,
                                                                int K, float alpha, float beta) {
    constexpr int BM = 64, BN = 64, BK = 64, S = 2;
    Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K), make_stride(K, Int<1>{}));
    Tensor mB = make_tensor(make_gmem_ptr(B), make_shape(N, K), make_stride(K, Int<1>{}));
    Tensor mC = make_tensor(make_gmem_ptr(C), make_shape(M, N), make_stride(N, Int<1>{}));
    auto tiler = make_shape(Int<BM>{}, Int<BN>{}, Int<BK>{});
    auto blk = make_coord(blockIdx.x, blockIdx.y, _);
    Tensor gA = local_tile(mA, tiler, blk, Step<_1, X, _1>{});
    Tensor gB = local_tile(mB, tiler, blk, Step<X, _1, _1>{});
    Tensor gC = local_tile(mC, tiler, blk, Step<_1, _1, X>{});

    using SmemL = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<Int<BM>, Int<BK>, Int<S>>{}));
    constexpr int bytes = cosize_v<SmemL> * sizeof(half_t);
    __shared__ __align__(1024) unsigned char smem[2 * bytes];
    Tensor sA = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem)), SmemL{});
    Tensor sB = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem + bytes)), SmemL{});

    auto g2s = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{},
                               Layout<Shape<_16, _8>, Stride<_8, _1>>{}, Layout<Shape<_1, _8>>{});
    auto ld = g2s.get_slice(threadIdx.x);
    Tensor tAgA = ld.partition_S(gA);
    Tensor tAsA = ld.partition_D(as_position_independent_swizzle_tensor(sA));
    Tensor tBgB = ld.partition_S(gB);
    Tensor tBsB = ld.partition_D(as_position_independent_swizzle_tensor(sB));

    auto mma = make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>{});
    auto thr = mma.get_slice(threadIdx.x);
    Tensor tCsA = thr.partition_A(sA);
    Tensor tCsB = thr.partition_B(sB);
    Tensor tCrA = thr.make_fragment_A(tCsA);  // smem descriptors
    Tensor tCrB = thr.make_fragment_B(tCsB);
    Tensor tCgC = thr.partition_C(gC);
    Tensor acc = thr.make_fragment_C(tCgC);
    clear(acc);

    const int ktiles = size<3>(tAgA);
    copy(g2s, tAgA(_, _, _, 0), tAsA(_, _, _, 0));
    copy(g2s, tBgB(_, _, _, 0), tBsB(_, _, _, 0));
    cp_async_fence();
    for (int kt = 0; kt < ktiles; ++kt) {
        __syncthreads();  // the stage the next copy overwrites is no longer read
        if (kt + 1 < ktiles) {
            copy(g2s, tAgA(_, _, _, kt + 1), tAsA(_, _, _, (kt + 1) % S));
            copy(g2s, tBgB(_, _, _, kt + 1), tBsB(_, _, _, (kt + 1) % S));
        }
        cp_async_fence();
        cp_async_wait<1>();
        __syncthreads();
        cutlass::arch::fence_view_async_shared();
        warpgroup_fence_operand(acc);
        warpgroup_arrive();
        gemm(mma, tCrA(_, _, _, kt % S), tCrB(_, _, _, kt % S), acc);
        warpgroup_commit_batch();
        warpgroup_wait<0>();
        warpgroup_fence_operand(acc);
    }
    CUTE_UNROLL
    for (int i = 0; i < size(acc); ++i) {
        tCgC(i) = alpha * acc(i) + beta * tCgC(i);
    }
}
// sm_90a, warp-specialised: a producer warpgroup whose elected thread
// issues TMA tile loads (SM90_TMA_LOAD_2D through host-encoded tensor
// maps, 128-byte swizzle) into a three-stage ring guarded by full and
// empty mbarriers (CUTLASS's ClusterTransactionBarrier and
// ClusterBarrier), and a consumer warpgroup that runs the wgmma's and
// frees each stage; setmaxnreg moves registers from the producer to the
// consumer. f32 C = alpha A B^T + beta C, A (M x K) and B (N x K) f16
// with K contiguous; 64x64x64 tiles.
extern "C" __global__ void __launch_bounds__(256, 1)
cute_tma_ws_gemm(const __grid_constant__ TmaDescriptor tmA, const __grid_constant__ TmaDescriptor tmB, half_t const* A,
                 half_t const* B, float* C, int M, int N, int K, float alpha, float beta) {
    constexpr int BM = 64, BN = 64, BK = 64, S = 3;
    using SmemL = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<Int<BM>, Int<BK>, Int<S>>{}));
    constexpr int bytes = cosize_v<SmemL> * sizeof(half_t);
    constexpr uint32_t stageBytes = (BM + BN) * BK * sizeof(half_t);
    __shared__ __align__(1024) unsigned char smem[2 * bytes];
    __shared__ uint64_t full[S], empty[S];
    Tensor sA = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem)), SmemL{});
    Tensor sB = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem + bytes)), SmemL{});
    const int wg = threadIdx.x / 128;
    if (threadIdx.x == 0) {
        for (int s = 0; s < S; ++s) {
            cutlass::arch::ClusterTransactionBarrier::init(&full[s], 1);
            cutlass::arch::ClusterBarrier::init(&empty[s], 128);
        }
        cutlass::arch::fence_barrier_init();
    }
    __syncthreads();
    const int ktiles = K / BK;
    const int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;
    if (wg == 0) {
        cutlass::arch::warpgroup_reg_dealloc<40>();
        if (threadIdx.x / 32 == 0 && elect_one_sync()) {
            for (int kt = 0; kt < ktiles; ++kt) {
                const int s = kt % S;
                cutlass::arch::ClusterBarrier::wait(&empty[s], ((kt / S) & 1) ^ 1);
                cutlass::arch::ClusterTransactionBarrier::arrive_and_expect_tx(&full[s], stageBytes);
                SM90_TMA_LOAD_2D::copy(&tmA, &full[s], 0, &sA(0, 0, s), kt * BK, m0);
                SM90_TMA_LOAD_2D::copy(&tmB, &full[s], 0, &sB(0, 0, s), kt * BK, n0);
            }
        }
        return;
    }
    cutlass::arch::warpgroup_reg_alloc<232>();
    auto mma = make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>{});
    auto thr = mma.get_slice(threadIdx.x - 128);
    Tensor tCrA = thr.make_fragment_A(thr.partition_A(sA));
    Tensor tCrB = thr.make_fragment_B(thr.partition_B(sB));
    Tensor mC = make_tensor(make_gmem_ptr(C), make_shape(M, N), make_stride(N, Int<1>{}));
    Tensor gC = local_tile(mC, Shape<Int<BM>, Int<BN>>{}, make_coord(blockIdx.x, blockIdx.y));
    Tensor tCgC = thr.partition_C(gC);
    Tensor acc = thr.make_fragment_C(tCgC);
    clear(acc);
    for (int kt = 0; kt < ktiles; ++kt) {
        const int s = kt % S;
        cutlass::arch::ClusterBarrier::wait(&full[s], (kt / S) & 1);
        warpgroup_fence_operand(acc);
        warpgroup_arrive();
        gemm(mma, tCrA(_, _, _, s), tCrB(_, _, _, s), acc);
        warpgroup_commit_batch();
        warpgroup_wait<0>();
        warpgroup_fence_operand(acc);
        cutlass::arch::ClusterBarrier::arrive(&empty[s]);
    }
    CUTE_UNROLL
    for (int i = 0; i < size(acc); ++i) {
        tCgC(i) = alpha * acc(i) + beta * tCgC(i);
    }
}
#endif

// Predicated CuTe GEMM for sizes that are not multiples of the tile (the
// residue handling of CUTLASS 3's sm80 mainloops, by hand): identity
// tensors give every copied vector its (m, k) coordinates, vectors
// outside the matrix are zeroed in shared memory instead of copied, and
// the epilogue writes only elements inside C. f16 in, f32 accumulators,
// f16 out; K a multiple of 8 (one 16-byte vector).
extern "C" __global__ void __launch_bounds__(128) cute_hgemm_pred(half_t const* A, half_t const* B, half_t* C, int M, int N,
                                                                  int K, float alpha, float beta) {
    using Cfg = HgemmCfg;
    constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK, S = 2;
    Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K), make_stride(K, Int<1>{}));
    Tensor mB = make_tensor(make_gmem_ptr(B), make_shape(N, K), make_stride(K, Int<1>{}));
    Tensor mC = make_tensor(make_gmem_ptr(C), make_shape(M, N), make_stride(N, Int<1>{}));
    auto tiler = make_shape(Int<BM>{}, Int<BN>{}, Int<BK>{});
    auto blk = make_coord(blockIdx.x, blockIdx.y, _);
    Tensor gA = local_tile(mA, tiler, blk, Step<_1, X, _1>{});
    Tensor gB = local_tile(mB, tiler, blk, Step<X, _1, _1>{});
    Tensor gC = local_tile(mC, tiler, blk, Step<_1, _1, X>{});
    const int mres = M - int(blockIdx.x) * BM, nres = N - int(blockIdx.y) * BN;

    using SmemL = decltype(tile_to_shape(Cfg::SwzK{}, Shape<Int<BM>, Int<BK>, Int<S>>{}));
    constexpr int bytes = cosize_v<SmemL> * sizeof(half_t);
    __shared__ __align__(128) unsigned char smem[2 * bytes];
    Tensor sA = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem)), SmemL{});
    Tensor sB = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem + bytes)), SmemL{});

    typename Cfg::G2SA g2s;
    auto ld = g2s.get_slice(threadIdx.x);
    Tensor tAgA = ld.partition_S(gA);
    Tensor tAsA = ld.partition_D(sA);
    Tensor tBgB = ld.partition_S(gB);
    Tensor tBsB = ld.partition_D(sB);
    Tensor cT = make_identity_tensor(make_shape(Int<BM>{}, Int<BK>{}));  // (m or n, k) of a tile
    Tensor tc = ld.partition_S(cT);

    auto load = [&](int kt, int s) {
        const int kres = K - kt * BK;
        CUTE_UNROLL
        for (int i = 0; i < size<1>(tAsA); ++i) {
            CUTE_UNROLL
            for (int k = 0; k < size<2>(tAsA); ++k) {
                auto c = tc(0, i, k);
                if (get<0>(c) < mres && get<1>(c) < kres) {
                    copy(g2s, tAgA(_, i, k, kt), tAsA(_, i, k, s));
                } else {
                    clear(tAsA(_, i, k, s));
                }
                if (get<0>(c) < nres && get<1>(c) < kres) {
                    copy(g2s, tBgB(_, i, k, kt), tBsB(_, i, k, s));
                } else {
                    clear(tBsB(_, i, k, s));
                }
            }
        }
        cp_async_fence();
    };

    typename Cfg::Mma mma;
    auto thr = mma.get_slice(threadIdx.x);
    Tensor tCgC = thr.partition_C(gC);
    Tensor tCcC = thr.partition_C(make_identity_tensor(make_shape(Int<BM>{}, Int<BN>{})));
    Tensor acc = thr.make_fragment_C(tCgC);
    clear(acc);
    Tensor rA = thr.partition_fragment_A(sA(_, _, 0));
    Tensor rB = thr.partition_fragment_B(sB(_, _, 0));
    auto s2rA = make_tiled_copy_A(typename Cfg::S2RA{}, mma);
    auto s2rB = make_tiled_copy_B(typename Cfg::S2RB{}, mma);
    Tensor tXsA = s2rA.get_slice(threadIdx.x).partition_S(sA);
    Tensor tXrA = s2rA.get_slice(threadIdx.x).retile_D(rA);
    Tensor tXsB = s2rB.get_slice(threadIdx.x).partition_S(sB);
    Tensor tXrB = s2rB.get_slice(threadIdx.x).retile_D(rB);

    const int ktiles = (K + BK - 1) / BK;
    load(0, 0);
    for (int kt = 0; kt < ktiles; ++kt) {
        cp_async_wait<0>();
        __syncthreads();
        if (kt + 1 < ktiles) {
            load(kt + 1, (kt + 1) % S);
        }
        CUTE_UNROLL
        for (int kb = 0; kb < size<2>(rA); ++kb) {
            copy(s2rA, tXsA(_, _, kb, kt % S), tXrA(_, _, kb));
            copy(s2rB, tXsB(_, _, kb, kt % S), tXrB(_, _, kb));
            gemm(mma, rA(_, _, kb), rB(_, _, kb), acc);
        }
        __syncthreads();
    }
    CUTE_UNROLL
    for (int i = 0; i < size(acc); ++i) {
        if (elem_less(tCcC(i), make_coord(mres, nres))) {
            tCgC(i) = half_t(alpha * acc(i) + beta * float(tCgC(i)));
        }
    }
}

// FlashAttention-2-style forward pass with CuTe: one block of four warps
// per 64 query rows of one head (head dimension 64), K and V blocks of 64
// keys, S = Q K^T on the tensor cores, an online softmax in registers
// (row maxima and sums over each quad with shfl.xor, exp2f with the scale
// folded in, earlier output rescaled), and P converted to f16 and reused
// in registers as the A operand of O += P V, V read by ldmatrix.trans
// through a transposed view of its shared tile. Q, K, V, O: [heads,
// seqlen, 64] f16; seqlen a multiple of 64.
extern "C" __global__ void __launch_bounds__(128) cute_flash_attn_fwd(half_t const* Q, half_t const* K, half_t const* V,
                                                                      half_t* O, int seqlen, float softmax_scale) {
    using Tile64 = Shape<_64, _64>;
    const size_t head = size_t(blockIdx.y) * seqlen * 64;
    auto rowmaj = [&](half_t const* p) {
        return make_tensor(make_gmem_ptr(p + head), make_shape(seqlen, _64{}), make_stride(_64{}, _1{}));
    };
    Tensor gQ = local_tile(rowmaj(Q), Tile64{}, make_coord(blockIdx.x, 0));  // (64, 64)
    Tensor gK = local_tile(rowmaj(K), Tile64{}, make_coord(_, 0));           // (64, 64, nblocks)
    Tensor gV = local_tile(rowmaj(V), Tile64{}, make_coord(_, 0));
    Tensor gO = local_tile(make_tensor(make_gmem_ptr(O + head), make_shape(seqlen, _64{}), make_stride(_64{}, _1{})), Tile64{},
                           make_coord(blockIdx.x, 0));

    using Swz = decltype(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}));
    using SmemL = decltype(tile_to_shape(Swz{}, Tile64{}));
    constexpr int bytes = cosize_v<SmemL> * sizeof(half_t);
    __shared__ __align__(128) unsigned char smem[3 * bytes];
    Tensor sQ = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem)), SmemL{});
    Tensor sK = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem + bytes)), SmemL{});
    Tensor sV = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem + 2 * bytes)), SmemL{});
    // V^T: (d, key) over the same bytes
    Tensor sVt = make_tensor(sV.data(), composition(SmemL{}, make_layout(Tile64{}, GenRowMajor{})));

    auto g2s = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{},
                               Layout<Shape<_16, _8>, Stride<_8, _1>>{}, Layout<Shape<_1, _8>>{});
    auto ld = g2s.get_slice(threadIdx.x);
    Tensor tQg = ld.partition_S(gQ);
    Tensor tQs = ld.partition_D(sQ);
    Tensor tKg = ld.partition_S(gK);
    Tensor tKs = ld.partition_D(sK);
    Tensor tVg = ld.partition_S(gV);
    Tensor tVs = ld.partition_D(sV);

    auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_4, _1, _1>>{}, Tile<_64, _16, _16>{});
    auto thr = mma.get_slice(threadIdx.x);
    Tensor rQ = thr.partition_fragment_A(sQ);   // (MMA, 1, 4)
    Tensor rK = thr.partition_fragment_B(sK);   // (MMA, 8, 4)
    Tensor rVt = thr.partition_fragment_B(sVt); // (MMA, 8, 4)
    Tensor rP = thr.partition_fragment_A(sQ);   // P in A's layout
    auto s2rA = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
    auto s2rK = make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
    auto s2rV = make_tiled_copy_B(Copy_Atom<SM75_U16x8_LDSM_T, half_t>{}, mma);
    Tensor tSsQ = s2rA.get_slice(threadIdx.x).partition_S(sQ);
    Tensor tSrQ = s2rA.get_slice(threadIdx.x).retile_D(rQ);
    Tensor tSsK = s2rK.get_slice(threadIdx.x).partition_S(sK);
    Tensor tSrK = s2rK.get_slice(threadIdx.x).retile_D(rK);
    Tensor tOsVt = s2rV.get_slice(threadIdx.x).partition_S(sVt);
    Tensor tOrVt = s2rV.get_slice(threadIdx.x).retile_D(rVt);

    Tensor accO = partition_fragment_C(mma, Tile64{});  // (4, 1, 8): rows g and g+8, d in n-tiles of 8
    clear(accO);
    const float scale_log2 = softmax_scale * 1.44269504088896340736f;
    const float ninf = -__int_as_float(0x7f800000);
    float rowmax[2] = {ninf, ninf}, rowsum[2] = {0.f, 0.f};

    copy(g2s, tQg, tQs);
    const int nblocks = seqlen / 64;
    for (int nb = 0; nb < nblocks; ++nb) {
        copy(g2s, tKg(_, _, _, nb), tKs);
        copy(g2s, tVg(_, _, _, nb), tVs);
        cp_async_fence();
        cp_async_wait<0>();
        __syncthreads();
        if (nb == 0) {
            copy(s2rA, tSsQ, tSrQ);
        }
        Tensor accS = partition_fragment_C(mma, Tile64{});  // (4, 1, 8): keys in n-tiles of 8
        clear(accS);
        CUTE_UNROLL
        for (int kb = 0; kb < size<2>(rQ); ++kb) {
            copy(s2rK, tSsK(_, _, kb), tSrK(_, _, kb));
            gemm(mma, rQ(_, _, kb), rK(_, _, kb), accS);
        }
        CUTE_UNROLL
        for (int r = 0; r < 2; ++r) {  // value 2r+c of a tile: row g+8r, column 2t+c
            float m = rowmax[r];
            CUTE_UNROLL
            for (int n = 0; n < size<2>(accS); ++n) {
                m = fmaxf(m, fmaxf(accS(2 * r, 0, n), accS(2 * r + 1, 0, n)));
            }
            m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, 1));
            m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, 2));
            const float rescale = exp2f((rowmax[r] - m) * scale_log2);
            rowmax[r] = m;
            rowsum[r] *= rescale;
            CUTE_UNROLL
            for (int n = 0; n < size<2>(accO); ++n) {
                accO(2 * r, 0, n) *= rescale;
                accO(2 * r + 1, 0, n) *= rescale;
            }
            const float mscaled = m * scale_log2;
            CUTE_UNROLL
            for (int n = 0; n < size<2>(accS); ++n) {
                CUTE_UNROLL
                for (int c = 0; c < 2; ++c) {
                    const float p = exp2f(accS(2 * r + c, 0, n) * scale_log2 - mscaled);
                    accS(2 * r + c, 0, n) = p;
                    rowsum[r] += p;
                }
            }
        }
        // A value v of k block kb is value v%4 of key tile 2kb + v/4.
        CUTE_UNROLL
        for (int kb = 0; kb < size<2>(rP); ++kb) {
            CUTE_UNROLL
            for (int v = 0; v < 8; ++v) {
                rP(v, 0, kb) = half_t(accS(v % 4, 0, 2 * kb + v / 4));
            }
        }
        CUTE_UNROLL
        for (int kb = 0; kb < size<2>(rP); ++kb) {
            copy(s2rV, tOsVt(_, _, kb), tOrVt(_, _, kb));
            gemm(mma, rP(_, _, kb), rVt(_, _, kb), accO);
        }
        __syncthreads();  // K and V are overwritten next
    }
    Tensor tOgO = thr.partition_C(gO);
    CUTE_UNROLL
    for (int r = 0; r < 2; ++r) {
        float s = rowsum[r];
        s += __shfl_xor_sync(0xffffffff, s, 1);
        s += __shfl_xor_sync(0xffffffff, s, 2);
        const float inv = 1.f / s;
        CUTE_UNROLL
        for (int n = 0; n < size<2>(accO); ++n) {
            tOgO(2 * r, 0, n) = half_t(accO(2 * r, 0, n) * inv);
            tOgO(2 * r + 1, 0, n) = half_t(accO(2 * r + 1, 0, n) * inv);
        }
    }
}
