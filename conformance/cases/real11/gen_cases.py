#!/usr/bin/env python3
"""Builds conformance/cases/real11: GEMMs written with CUTLASS's CuTe
(src/cute11.cu: TiledMMA, TiledCopy with cp.async, ldmatrix copy atoms,
swizzled shared layouts, wgmma on sm_90a), compiled by nvcc -ptx against
CUTLASS's headers (not part of this repository: CUTLASS_INCLUDE names
their folder); each kernel launched as the table below says.

On the NVIDIA machine (nvcc present):
    CUTLASS_INCLUDE=/path/to/cutlass/include python3 gen_cases.py --build OUTROOT
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases.

Python's standard library only."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402


CUTLASS = ["-I" + os.environ.get("CUTLASS_INCLUDE", "cutlass/include"), "--expt-relaxed-constexpr"]

NVCC = {  # build tag: (source, arch, extra flags)
    "cute.sm80": ("cute11.cu", "sm_80", CUTLASS),
    "cute.sm90a": ("cute11.cu", "sm_90a", CUTLASS),
    "cutlass.sm80": ("cutlass11.cu", "sm_80", CUTLASS),
    "cutlass.sm90a": ("cutlass11.cu", "sm_90a", CUTLASS),
}

CASES = {}


def case(*a, **kw):
    realgen.add_case(CASES, *a, **kw)


ex = realgen.exact


for sfx, arch in (("", "sm80"), ("_sm90a", "sm90a")):
    b = "cute." + arch
    case("cute_hgemm_tn" + sfx, b, "cute_hgemm_tn", [2, 2, 1], [128, 1, 1],
         ["buf:f16:12288:random:1101", "buf:f16:12288:random:1102", "buf:f16:16384:random:1103",
          "s32:128", "s32:128", "s32:96", "f32:1.5", "f32:-0.5"], ex(2), W32,
         notes="CuTe GEMM C = 1.5 A B^T - 0.5 C in f16 with f32 accumulators, M = N = 128, K = 96: 64x64x32 "
         "block tiles, a 2x2 TiledMMA of SM80_16x8x16_F32F16F16F32_TN (32x32x16), A and B brought to "
         "Swizzle<2,3,2> shared tiles by 16-byte cp.async.cg three stages deep and to the fragments by "
         "ldmatrix.x4 (SM75_U32x4_LDSM_N).")
    case("cute_bf16_gemm_nt" + sfx, b, "cute_bf16_gemm_nt", [2, 2, 1], [128, 1, 1],
         ["buf:bf16:12288:random:1104", "buf:bf16:12288:random:1105", "buf:f32:16384:random:1106",
          "s32:128", "s32:128", "s32:96", "f32:0.75", "f32:0.25"], ex(2), W32,
         notes="CuTe bf16 GEMM with B stored K x N (N contiguous): B's shared tile is N-major with "
         "Swizzle<3,3,3> and reaches the fragments by ldmatrix.x4.trans (SM75_U16x8_LDSM_T); "
         "SM80_16x8x16_F32BF16BF16F32_TN, f32 C = 0.75 A B + 0.25 C, M = N = 128, K = 96.")
    case("cute_tf32_gemm_tn" + sfx, b, "cute_tf32_gemm_tn", [2, 2, 1], [128, 1, 1],
         ["buf:f32:8192:random:1107", "buf:f32:8192:random:1108", "buf:f32:16384:random:1109",
          "s32:128", "s32:128", "s32:64", "f32:1.0", "f32:1.0"], ex(2), W32,
         notes="CuTe tf32 GEMM: f32 inputs reinterpreted as tfloat32_t (no rounding: the tensor cores read "
         "the top 19 bits), SM80_16x8x8_F32TF32TF32F32_TN in a 2x2 TiledMMA, 64x64x16 tiles through "
         "Swizzle<2,2,2> shared tiles and ldmatrix, C += A B^T, M = N = 128, K = 64.")
    case("cute_s8_gemm_tn" + sfx, b, "cute_s8_gemm_tn", [2, 2, 1], [128, 1, 1],
         ["buf:s8:16384:random:1110", "buf:s8:16384:random:1111", "buf:s32:16384:random:1112",
          "s32:128", "s32:128", "s32:128"], ex(2), W32,
         notes="CuTe int8 GEMM C += A B^T (s8 x s8 -> s32, SM80_16x8x32_S32S8S8S32_TN), 64x64x64 tiles two "
         "stages deep, Swizzle<2,4,2> shared tiles, ldmatrix; M = N = K = 128.")
    case("cute_sgemm_tn" + sfx, b, "cute_sgemm_tn", [2, 2, 1], [256, 1, 1],
         ["buf:f32:5120:random:1113", "buf:f32:5120:random:1114", "buf:f32:16384:random:1115",
          "s32:128", "s32:128", "s32:40", "f32:2.0", "f32:-1.0"], ex(2),
         notes="CuTe SIMT GEMM: a 16x16 TiledMMA of UniversalFMA<float> (256 threads, 4x4 outputs each) "
         "reading padded shared tiles (stride 9) filled by 4-byte cp.async.ca three stages deep; "
         "C = 2 A B^T - C, M = N = 128, K = 40. Not native64: the module's other kernels use ldmatrix, which "
         "native64 refuses (a module translates as a whole).", modes=W32)
    case("cute_hgemm_pred" + sfx, b, "cute_hgemm_pred", [2, 2, 1], [128, 1, 1],
         ["buf:f16:8800:random:1119", "buf:f16:6336:random:1120", "buf:f16:7200:random:1121",
          "s32:100", "s32:72", "s32:88", "f32:1.25", "f32:0.5"], ex(2), W32,
         notes="Predicated CuTe GEMM (the residue handling of CUTLASS 3's sm80 mainloops, by hand) for "
         "M = 100, N = 72, K = 88, sizes that are not multiples of the 64x64x32 tile: identity tensors give "
         "each 16-byte vector its coordinates, vectors outside A or B are zeroed in shared memory instead "
         "of copied by cp.async, two stages, ldmatrix and SM80_16x8x16_F32F16F16F32_TN as in cute_hgemm_tn, "
         "and the epilogue (f16 C = 1.25 A B^T + 0.5 C) writes only elements inside C (elem_less).")
    case("cute_flash_attn_fwd" + sfx, b, "cute_flash_attn_fwd", [2, 2, 1], [128, 1, 1],
         ["buf:f16:16384:random:1122", "buf:f16:16384:random:1123", "buf:f16:16384:random:1124",
          "buf:f16:16384:zero", "s32:128", "f32:0.125"], ex(3), W32,
         notes="FlashAttention-2-style forward pass written with CuTe: two heads of 128 queries and keys, "
         "head dimension 64, one block of four warps per 64 query rows, K and V blocks of 64 keys: S = Q K^T "
         "on SM80_16x8x16_F32F16F16F32_TN (a 64x16x16 tiled MMA), an online softmax in registers (quad "
         "max and sum by shfl.xor, exp2f with the scale folded in, the output rescaled), P rounded to f16 and "
         "reused in registers as the A operand of O += P V, V through ldmatrix.trans of a transposed view "
         "of its swizzled shared tile.")
    b = "cutlass." + arch
    two = "cutlass::gemm::device::Gemm's kernel (DefaultGemm: multistage threadblock mainloop, predicated tile " \
          "iterators with cp.async, the shared-memory epilogue with LinearCombination), run in place by a wrapper " \
          "kernel that builds its Params; M = 100, N = 72 (not multiples of the 64x64 threadblock tile), "
    case("cutlass_hgemm_tn" + sfx, b, "cutlass_hgemm_tn", [2, 2, 1], [128, 1, 1],
         ["buf:f16:8800:random:1130", "buf:f16:6336:random:1131", "buf:f32:7200:random:1132", "buf:f32:7200:zero",
          "s32:100", "s32:72", "s32:88", "f32:1.5", "f32:-0.75"], ex(3), W32,
         notes="CUTLASS 2.x " + two + "K = 88: f16 A row-major, B column-major, f32 D = 1.5 A B - 0.75 C; "
         "64x64x32 threadblocks of four 32x32x32 warps of m16n8k16 (OpClassTensorOp, Sm80), three stages.")
    case("cutlass_bf16_nn" + sfx, b, "cutlass_bf16_nn", [2, 2, 1], [128, 1, 1],
         ["buf:bf16:8800:random:1133", "buf:bf16:6336:random:1134", "buf:f32:7200:random:1135", "buf:f32:7200:zero",
          "s32:100", "s32:72", "s32:88", "f32:1.0", "f32:1.0"], ex(3), W32,
         notes="CUTLASS 2.x " + two + "K = 88: bf16 with A and B row-major (B's tiles reach the warps by "
         "ldmatrix.trans), f32 D = A B + C.")
    case("cutlass_s8_tn" + sfx, b, "cutlass_s8_tn", [2, 2, 1], [128, 1, 1],
         ["buf:s8:9600:random:1136", "buf:s8:6912:random:1137", "buf:s32:7200:random:1138", "buf:s32:7200:zero",
          "s32:100", "s32:72", "s32:96", "s32:2", "s32:-1"], ex(3), W32,
         notes="CUTLASS 2.x " + two + "K = 96: s8 x s8 -> s32 (m16n8k32), s32 D = 2 A B - C with an s32 "
         "LinearCombination.")
    case("cutlass_sgemm_nn" + sfx, b, "cutlass_sgemm_nn", [2, 2, 1], [128, 1, 1],
         ["buf:f32:4000:random:1139", "buf:f32:2880:random:1140", "buf:f32:7200:random:1141", "buf:f32:7200:zero",
          "s32:100", "s32:72", "s32:40", "f32:1.5", "f32:0.5"], ex(3),
         notes="CUTLASS 2.x " + two + "K = 40: SIMT f32 (OpClassSimt, Sm80), all row-major, 64x64x8 "
         "threadblocks of 32x32x8 warps, three cp.async stages, D = 1.5 A B + 0.5 C. Not native64: the "
         "module's other kernels use ldmatrix, which native64 refuses (a module translates as a whole).", modes=W32)

case("cute_wgmma_tn_sm90a", "cute.sm90a", "cute_wgmma_tn", [2, 2, 1], [128, 1, 1],
     ["buf:f16:24576:random:1116", "buf:f16:24576:random:1117", "buf:f32:16384:random:1118",
      "s32:128", "s32:128", "s32:192", "f32:1.0", "f32:0.5"], ex(2), W32,
     notes="CuTe Hopper GEMM: one warpgroup, SM90_64x64x16_F32F16F16_SS with both operands K-major in "
     "GMMA's 128-byte-swizzled layout atom (wgmma shared-memory descriptors made by make_fragment_A/B), "
     "filled by 16-byte cp.async two stages deep, fence.proxy.async before each wgmma batch "
     "(warpgroup_arrive, commit, wait<0>); f32 C = A B^T + 0.5 C, M = N = 128, K = 192.")

case("cute_tma_ws_gemm_sm90a", "cute.sm90a", "cute_tma_ws_gemm", [2, 2, 1], [256, 1, 1],
     ["tmap:tile:f16:@2:dims=384,128:strides=768:box=64,64:swizzle=128",
      "tmap:tile:f16:@3:dims=384,128:strides=768:box=64,64:swizzle=128",
      "buf:f16:49152:random:1125", "buf:f16:49152:random:1126", "buf:f32:16384:random:1127",
      "s32:128", "s32:128", "s32:384", "f32:0.5", "f32:-2.0"], ex(4), W32,
     notes="Warp-specialised CuTe/CUTLASS Hopper GEMM: a producer warpgroup whose elected thread "
     "(elect.sync) issues SM90_TMA_LOAD_2D tile loads through host-encoded tensor maps (arguments 0 and 1, "
     "128-byte swizzle) into a three-stage ring guarded by full (ClusterTransactionBarrier, expect-tx) and "
     "empty (ClusterBarrier, 128 arrivals) mbarriers with parity waits, and a consumer warpgroup running "
     "SM90_64x64x16_F32F16F16_SS on GMMA's swizzled K-major layout; setmaxnreg.dec 40 / .inc 232 moves "
     "registers between them. f32 C = 0.5 A B^T - 2 C, M = N = 128, K = 384 (six k tiles, two trips "
     "around the ring).")


def adjust(name, j):
    pass


if __name__ == "__main__":
    realgen.run(realgen.Family("real11", HERE, NVCC, CASES, {}, {}, adjust))
