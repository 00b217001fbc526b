// wmma shapes other than m16n16k16 (written for ptxamd's tests):
// m32n8k16 and m8n32k16 with half (float and half accumulators) and bf16,
// m16n16k8 with tf32 (inputs rounded by __float_to_tf32), m8n8k4 with
// double; row- and column-major A, B and C, and an element-wise scaling
// of a fragment. One warp; its inputs are made in shared memory from an
// integer hash (no input buffers), so every value is the same on any GPU.
#include <mma.h>
#include <cuda_bf16.h>
#include "common.h"
using namespace nvcuda;

__device__ unsigned hash(unsigned i, unsigned seed) {
  unsigned x = i * 2654435761u + seed * 40503u + 12345u;
  x ^= x >> 15;
  x *= 2246822519u;
  x ^= x >> 13;
  return x;
}
// A float with a random 23-bit mantissa in +-[0.5, 8).
__device__ float hfloat(unsigned i, unsigned seed) {
  unsigned h = hash(i, seed);
  return __uint_as_float((h & 0x807fffffu) | (0x3f000000u + ((h >> 23 & 3u) << 23)));
}
__device__ double hdouble(unsigned i, unsigned seed) {
  unsigned h1 = hash(i, seed), h2 = hash(i, seed + 1000);
  unsigned hi = (h1 & 0x800fffffu) | (0x3fe00000u + ((h1 >> 20 & 3u) << 20));
  return __longlong_as_double((long long)((unsigned long long)hi << 32 | h2));
}

__global__ void wmma_shapes(unsigned *out) {
  __shared__ __half ha[512], hb[512], hc[256];
  __shared__ __nv_bfloat16 ba[512], bb[512];
  __shared__ float fc[256], ta[128], tb[128];
  __shared__ double da[32], db[32], dc[64];
  for (unsigned i = threadIdx.x; i < 512; i += 32) {
    ha[i] = __float2half((float)((int)(hash(i, 1) % 2001) - 1000) / 64.f);
    hb[i] = __float2half((float)((int)(hash(i, 2) % 2001) - 1000) / 64.f);
    ba[i] = __float2bfloat16((float)((int)(hash(i, 3) % 511) - 255) / 16.f);
    bb[i] = __float2bfloat16((float)((int)(hash(i, 4) % 511) - 255) / 16.f);
  }
  for (unsigned i = threadIdx.x; i < 256; i += 32) {
    fc[i] = hfloat(i, 5);
    hc[i] = __float2half((float)((int)(hash(i, 6) % 2001) - 1000) / 16.f);
  }
  for (unsigned i = threadIdx.x; i < 128; i += 32) {
    ta[i] = hfloat(i, 7);
    tb[i] = hfloat(i, 8);
  }
  for (unsigned i = threadIdx.x; i < 64; i += 32) {
    if (i < 32) {
      da[i] = hdouble(i, 9);
      db[i] = hdouble(i, 10);
    }
    dc[i] = hdouble(i, 11);
  }
  __syncwarp();
  float *of = (float *)out;
  __half *oh;
  {
    wmma::fragment<wmma::matrix_a, 32, 8, 16, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, __half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 32, 8, 16, float> c;
    wmma::load_matrix_sync(a, ha, 16);
    wmma::load_matrix_sync(b, hb, 16);
    wmma::load_matrix_sync(c, fc, 8, wmma::mem_row_major);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(of, c, 8, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 32, 8, 16, __half, wmma::col_major> a;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, __half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 32, 8, 16, __half> c;
    wmma::load_matrix_sync(a, ha, 32);
    wmma::load_matrix_sync(b, hb, 8);
    wmma::load_matrix_sync(c, hc, 8, wmma::mem_row_major);
    wmma::mma_sync(c, a, b, c);
    oh = (__half *)(out + 256);
    wmma::store_matrix_sync(oh, c, 32, wmma::mem_col_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 8, 32, 16, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, __half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> c;
    wmma::load_matrix_sync(a, ha, 16);
    wmma::load_matrix_sync(b, hb, 32);
    wmma::load_matrix_sync(c, fc, 8, wmma::mem_col_major);
    for (int i = 0; i < c.num_elements; i++)
      c.x[i] *= 2.0f;
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(of + 384, c, 8, wmma::mem_col_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 8, 32, 16, __half, wmma::col_major> a;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, __half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 32, 16, __half> c;
    wmma::fill_fragment(c, __float2half(0.5f));
    wmma::load_matrix_sync(a, ha, 8);
    wmma::load_matrix_sync(b, hb, 16);
    wmma::mma_sync(c, a, b, c);
    oh = (__half *)(out + 640);
    wmma::store_matrix_sync(oh, c, 32, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 32, 8, 16, __nv_bfloat16, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, __nv_bfloat16, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 32, 8, 16, float> c;
    wmma::load_matrix_sync(a, ba, 16);
    wmma::load_matrix_sync(b, bb, 16);
    wmma::load_matrix_sync(c, fc, 32, wmma::mem_col_major);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(of + 768, c, 8, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 8, 32, 16, __nv_bfloat16, wmma::col_major> a;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, __nv_bfloat16, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> c;
    wmma::load_matrix_sync(a, ba, 8);
    wmma::load_matrix_sync(b, bb, 32);
    wmma::load_matrix_sync(c, fc, 32, wmma::mem_row_major);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(of + 1024, c, 32, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> c;
    wmma::load_matrix_sync(a, ta, 8);
    wmma::load_matrix_sync(b, tb, 8);
    for (int i = 0; i < a.num_elements; i++)
      a.x[i] = wmma::__float_to_tf32(a.x[i]);
    for (int i = 0; i < b.num_elements; i++)
      b.x[i] = wmma::__float_to_tf32(b.x[i]);
    wmma::load_matrix_sync(c, fc, 16, wmma::mem_row_major);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(of + 1280, c, 16, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::col_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> c;
    wmma::load_matrix_sync(a, ta, 16);
    wmma::load_matrix_sync(b, tb, 16);
    for (int i = 0; i < a.num_elements; i++)
      a.x[i] = wmma::__float_to_tf32(a.x[i]);
    for (int i = 0; i < b.num_elements; i++)
      b.x[i] = wmma::__float_to_tf32(b.x[i]);
    wmma::load_matrix_sync(c, fc, 16, wmma::mem_col_major);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(of + 1536, c, 16, wmma::mem_col_major);
  }
  double *od = (double *)(out + 1792);
  {
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> c;
    wmma::load_matrix_sync(a, da, 4);
    wmma::load_matrix_sync(b, db, 4);
    wmma::load_matrix_sync(c, dc, 8, wmma::mem_row_major);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(od, c, 8, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::col_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> c;
    wmma::load_matrix_sync(a, da, 8);
    wmma::load_matrix_sync(b, db, 8);
    wmma::load_matrix_sync(c, dc, 8, wmma::mem_col_major);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(od + 64, c, 8, wmma::mem_col_major);
  }
}

int main() {
  unsigned *d;
  CHECK(cudaMalloc(&d, 2048 * sizeof(unsigned)));
  CHECK(cudaMemset(d, 0, 2048 * sizeof(unsigned)));
  wmma_shapes<<<1, 32>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("out", d, 2048);
  return 0;
}
