// Tensor maps encoded on the host with the driver API (written for
// ptxamd's tests): an im2col map (cuTensorMapEncodeIm2col) and a tiled map
// (cuTensorMapEncodeTiled) over one NHWC f32 tensor, passed by value as
// __grid_constant__ parameters, and loaded with cp.async.bulk.tensor and
// an mbarrier in inline PTX, as CUTLASS does. Build with -lcuda.
#include <cuda.h>
#include <cuda_runtime.h>
#include "common.h"

constexpr int N = 2, H = 5, W = 6, C = 8;
constexpr int PIXELS = 32, TILE_X = 16, TILE_Y = 8;
constexpr int IM2COL_BYTES = PIXELS * C * 4, TILE_BYTES = TILE_X * TILE_Y * 4;

extern "C" __global__ void tensormap_im2col(const __grid_constant__ CUtensorMap im, const __grid_constant__ CUtensorMap tile,
                                            const uint32_t *in, uint32_t *out) {
  __shared__ __align__(1024) uint32_t a[IM2COL_BYTES / 4];
  __shared__ __align__(1024) uint32_t b[TILE_BYTES / 4];
  __shared__ __align__(8) uint64_t bar;
  const unsigned t = threadIdx.x;
  const unsigned sbar = (unsigned)__cvta_generic_to_shared(&bar);
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sbar));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (t == 0) {
    const unsigned short offW = 1, offH = 2;
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sbar), "r"(IM2COL_BYTES + TILE_BYTES) : "memory");
    asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6], {%7, %8};" ::"r"(
                     (unsigned)__cvta_generic_to_shared(a)),
                 "l"(&im), "r"(0), "r"(-1), "r"(-1), "r"(0), "r"(sbar), "h"(offW), "h"(offH)
                 : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::"r"(
                     (unsigned)__cvta_generic_to_shared(b)),
                 "l"(&tile), "r"(16), "r"(4), "r"(sbar)
                 : "memory");
  }
  unsigned done = 0;
  while (!done)
    asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0; selp.u32 %0, 1, 0, p; }"
                 : "=r"(done)
                 : "r"(sbar)
                 : "memory");
  for (unsigned i = t; i < IM2COL_BYTES / 4; i += blockDim.x)
    out[i] = a[i];
  for (unsigned i = t; i < TILE_BYTES / 4; i += blockDim.x)
    out[IM2COL_BYTES / 4 + i] = b[i];
}

int main() {
  std::vector<uint32_t> in = words(11, N * H * W * C);
  uint32_t *dIn = upload(in), *dOut;
  const int outWords = (IM2COL_BYTES + TILE_BYTES) / 4;
  CHECK(cudaMalloc(&dOut, outWords * 4));
  CHECK(cudaMemset(dOut, 0, outWords * 4));

  // im2col: NHWC, corners of a 3x3 convolution with padding 1, 32 pixels
  // of 8 channels from (w-1, h-1) with the tap offsets (1, 2), 32B swizzle.
  CUtensorMap im, tile;
  const cuuint64_t dims[4] = {C, W, H, N};
  const cuuint64_t strides[3] = {C * 4, W * C * 4, H * W * C * 4};
  const int lower[2] = {-1, -1}, upper[2] = {-1, -1};
  const cuuint32_t estr[4] = {1, 1, 1, 1};
  CUresult r1 = cuTensorMapEncodeIm2col(&im, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 4, dIn, dims, strides, lower, upper, C, PIXELS, estr,
                                        CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
                                        CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  // tiled: the same words as a [C*W, H*N] matrix, a 16x8 box from (16, 4),
  // whose last two rows lie outside (NaN fill).
  const cuuint64_t dims2[2] = {C * W, H * N};
  const cuuint64_t strides2[1] = {C * W * 4};
  const cuuint32_t box2[2] = {TILE_X, TILE_Y}, estr2[2] = {1, 1};
  CUresult r2 = cuTensorMapEncodeTiled(&tile, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, dIn, dims2, strides2, box2, estr2,
                                       CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                                       CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA);
  const uint32_t rc[2] = {(uint32_t)r1, (uint32_t)r2};
  dump("rc", rc, sizeof rc);
  if (r1 != CUDA_SUCCESS || r2 != CUDA_SUCCESS)
    return 1;
  tensormap_im2col<<<1, 128>>>(im, tile, dIn, dOut);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("out", dOut, outWords);
  return 0;
}
