// GEMMs built from CUTLASS 2.x's device-level templates
// (cutlass::gemm::device::Gemm: DefaultGemm's multistage threadblock
// mainloop with predicated tile iterators and cp.async, warp-level
// tensor-core or SIMT MMAs, the shared-memory epilogue with
// LinearCombination), the classic API that many libraries still
// instantiate. The host side of device::Gemm only computes the kernel's
// Params and launches cutlass::Kernel<GemmKernel>; here a wrapper kernel
// with plain arguments builds the same Params (its constructor is
// host-device) and runs the GemmKernel in place, so a case launches it
// like any other. Sizes need not be multiples of the tiles.
#include <cutlass/cutlass.h>
#include <cutlass/gemm/device/gemm.h>

template <class Gemm, class TA, class TB, class TC, class TS>
__device__ __forceinline__ void run_gemm(TA const* A, TB const* B, TC* C, TC* D, int M, int N, int K, int lda, int ldb,
                                         int ldc, TS alpha, TS beta) {
    using Kernel = typename Gemm::GemmKernel;
    __shared__ __align__(16) unsigned char storage[sizeof(typename Kernel::SharedStorage)];
    cutlass::gemm::GemmCoord problem(M, N, K);
    typename Gemm::ThreadblockSwizzle swizzle;
    cutlass::gemm::GemmCoord grid = swizzle.get_tiled_shape(
        problem, {Gemm::ThreadblockShape::kM, Gemm::ThreadblockShape::kN, Gemm::ThreadblockShape::kK}, 1);
    typename Kernel::Params params(problem, grid, {const_cast<TA*>(A), lda}, {const_cast<TB*>(B), ldb}, {C, ldc}, {D, ldc},
                                   {alpha, beta});
    Kernel op;
    op(params, *reinterpret_cast<typename Kernel::SharedStorage*>(storage));
}

using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;

// f16 (A row-major, B column-major: "TN") with f32 accumulators and f32
// C/D, 64x64x32 threadblocks of four 32x32x32 warps of m16n8k16, three
// stages.
using HgemmTN = cutlass::gemm::device::Gemm<
    cutlass::half_t, RowMajor, cutlass::half_t, ColumnMajor, float, RowMajor, float, cutlass::arch::OpClassTensorOp,
    cutlass::arch::Sm80, cutlass::gemm::GemmShape<64, 64, 32>, cutlass::gemm::GemmShape<32, 32, 32>,
    cutlass::gemm::GemmShape<16, 8, 16>, cutlass::epilogue::thread::LinearCombination<float, 4, float, float>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, 3>;

extern "C" __global__ void __launch_bounds__(HgemmTN::GemmKernel::kThreadCount)
cutlass_hgemm_tn(cutlass::half_t const* A, cutlass::half_t const* B, float const* C, float* D, int M, int N, int K,
                 float alpha, float beta) {
    run_gemm<HgemmTN>(A, B, const_cast<float*>(C), D, M, N, K, K, K, N, alpha, beta);
}

// bf16 with both A and B row-major ("NN": B is K x N), f32 out.
using Bf16NN = cutlass::gemm::device::Gemm<
    cutlass::bfloat16_t, RowMajor, cutlass::bfloat16_t, RowMajor, float, RowMajor, float, cutlass::arch::OpClassTensorOp,
    cutlass::arch::Sm80, cutlass::gemm::GemmShape<64, 64, 32>, cutlass::gemm::GemmShape<32, 32, 32>,
    cutlass::gemm::GemmShape<16, 8, 16>, cutlass::epilogue::thread::LinearCombination<float, 4, float, float>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, 3>;

extern "C" __global__ void __launch_bounds__(Bf16NN::GemmKernel::kThreadCount)
cutlass_bf16_nn(cutlass::bfloat16_t const* A, cutlass::bfloat16_t const* B, float const* C, float* D, int M, int N, int K,
                float alpha, float beta) {
    run_gemm<Bf16NN>(A, B, const_cast<float*>(C), D, M, N, K, K, N, N, alpha, beta);
}

// s8 x s8 -> s32 (TN), m16n8k32, s32 epilogue.
using S8TN = cutlass::gemm::device::Gemm<
    int8_t, RowMajor, int8_t, ColumnMajor, int32_t, RowMajor, int32_t, cutlass::arch::OpClassTensorOp, cutlass::arch::Sm80,
    cutlass::gemm::GemmShape<64, 64, 64>, cutlass::gemm::GemmShape<32, 32, 64>, cutlass::gemm::GemmShape<16, 8, 32>,
    cutlass::epilogue::thread::LinearCombination<int32_t, 4, int32_t, int32_t>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, 3>;

extern "C" __global__ void __launch_bounds__(S8TN::GemmKernel::kThreadCount)
cutlass_s8_tn(int8_t const* A, int8_t const* B, int32_t const* C, int32_t* D, int M, int N, int K, int alpha, int beta) {
    run_gemm<S8TN>(A, B, const_cast<int32_t*>(C), D, M, N, K, K, K, N, alpha, beta);
}

// SIMT f32 (all row-major), 64x64x8 threadblocks of 32x32x8 warps,
// three cp.async stages.
using SgemmNN = cutlass::gemm::device::Gemm<
    float, RowMajor, float, RowMajor, float, RowMajor, float, cutlass::arch::OpClassSimt, cutlass::arch::Sm80,
    cutlass::gemm::GemmShape<64, 64, 8>, cutlass::gemm::GemmShape<32, 32, 8>, cutlass::gemm::GemmShape<1, 1, 1>,
    cutlass::epilogue::thread::LinearCombination<float, 1, float, float>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, 3>;

extern "C" __global__ void __launch_bounds__(SgemmNN::GemmKernel::kThreadCount)
cutlass_sgemm_nn(float const* A, float const* B, float const* C, float* D, int M, int N, int K, float alpha, float beta) {
    run_gemm<SgemmNN>(A, B, const_cast<float*>(C), D, M, N, K, K, N, N, alpha, beta);
}
