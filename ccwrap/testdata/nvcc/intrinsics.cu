// CUDA device intrinsics (written for ptxamd's tests): integer intrinsics,
// shuffles with a width and of 64-bit values, match, block votes, address
// space predicates, atomics with scopes, fp8 conversions, cuComplex and
// cache-hinted loads. Outputs are independent of the order in which
// threads run.
#include <cuComplex.h>
#include <cuda_fp8.h>
#include "common.h"

constexpr int BLOCK = 64, BLOCKS = 2, OUT = 20;

template <class T> __device__ uint32_t lo(T v) {
  uint64_t r = 0;
  memcpy(&r, &v, sizeof(T));
  return (uint32_t)r;
}
template <class T> __device__ uint32_t hi(T v) {
  uint64_t r = 0;
  memcpy(&r, &v, sizeof(T));
  return (uint32_t)(r >> 32);
}

extern "C" __global__ void intrinsics(const uint32_t *in, uint32_t *out, unsigned *atom) {
  __shared__ unsigned sh[BLOCK];
  const int tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
  const uint32_t a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  uint32_t *o = out + i * OUT;

  o[0] = (uint32_t)__dp4a((int)a, (int)b, (int)c);
  o[1] = __dp4a(a, b, c);
  o[2] = __byte_perm(a, b, c & 0x7777);
  o[3] = __funnelshift_l(a, b, c) ^ __funnelshift_r(a, b, d) ^ __funnelshift_lc(b, a, c & 63) ^ __funnelshift_rc(b, a, d & 63);
  o[4] = __brev(a) ^ (uint32_t)__clz((int)b) ^ ((uint32_t)__ffs((int)c) << 8) ^
         ((uint32_t)__popcll(((unsigned long long)a << 32) | b) << 16);
  o[5] = __umulhi(a, b) ^ (uint32_t)__mul24((int)a, (int)b) ^ __usad(a, b, c) ^ __uhadd(a, c) ^ __urhadd(b, d);

  const double dv = (double)(int)a / 3.0;
  const double sd = __shfl_sync(0xffffffffu, dv, (tid * 7) & 15, 16);
  const long long ll = __shfl_up_sync(0xffffffffu, (long long)(((unsigned long long)a << 20) | b), 3, 8);
  const float fx = __shfl_xor_sync(0xffffffffu, (float)(int)c, 9, 32);
  o[6] = lo(sd);
  o[7] = hi(sd);
  o[8] = lo(ll) ^ __float_as_uint(fx);
  o[9] = hi(ll);

  int p1 = 0, p2 = 0;
  const unsigned m1 = __match_all_sync(0xffffffffu, (unsigned)(tid / 32), &p1);
  const unsigned m2 = __match_all_sync(0xffffffffu, (a >> 16) & 1, &p2);
  o[10] = m1 ^ m2 ^ ((unsigned)p1 << 30) ^ ((unsigned)p2 << 31);

  const int cnt = __syncthreads_count((a >> 16) & 1);
  const int any = __syncthreads_or((b & 0xff) == 7);
  const int all = __syncthreads_and(c != 0);
  o[11] = (unsigned)cnt | ((unsigned)(any != 0) << 16) | ((unsigned)(all != 0) << 17);

  sh[tid] = a;
  __syncthreads();
  o[12] = __isShared(&sh[tid]) | (__isGlobal(&out[i]) << 1) | (__isShared(&out[i]) << 2) | (__isGlobal(&sh[0]) << 3) |
          ((unsigned)(__cvta_generic_to_shared(&sh[tid]) - __cvta_generic_to_shared(&sh[0])) << 8) ^ (sh[BLOCK - 1 - tid] << 16);

  atomicAdd_block(&atom[0], a & 0xff);
  atomicMax_system(&atom[1], b);
  atomicMin(&atom[2], c);
  atomicOr_block(&atom[3], 1u << (tid & 31));
  atomicXor(&atom[4], a);
  atomicInc(&atom[5], 1000u);
  atomicAdd(reinterpret_cast<unsigned long long *>(&atom[6]), (unsigned long long)d);
  atomicAnd_block(&atom[8], ~(1u << (d & 31)));

  const float f = (float)((int)(d % 4001) - 2000) / 16.0f;
  o[13] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3) | (__nv_cvt_float_to_fp8(f * 8.0f, __NV_SATFINITE, __NV_E4M3) << 8) |
          (__nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E5M2) << 16) |
          ((uint32_t)__nv_cvt_float_to_fp8(f * 1000.0f, __NV_NOSAT, __NV_E5M2) << 24);
  o[14] = __nv_cvt_float_to_fp8(f / 4096.0f, __NV_SATFINITE, __NV_E4M3) |
          (__nv_cvt_float_to_fp8(f / 1048576.0f, __NV_SATFINITE, __NV_E5M2) << 8) |
          (__nv_cvt_float_to_fp8(f * 8.0f, __NV_NOSAT, __NV_E4M3) << 16) | ((uint32_t)__nv_fp8_e5m2(f * 3.0f).__x << 24);
  o[15] = __float_as_uint(float(__nv_fp8_e4m3(f))) ^ __float_as_uint(float(__nv_fp8_e5m2(f / 64.0f)));

  const float fa = (float)((int)(a % 1001) - 500) / 4.0f, fb = (float)((int)(b % 1001) - 500) / 4.0f;
  const float fc = (float)((int)(c % 1001) - 500) / 4.0f;
  const cuFloatComplex z = cuCmulf(make_cuFloatComplex(fa, fb), make_cuFloatComplex(fc, 1.5f));
  const cuFloatComplex s = cuCaddf(cuConjf(z), make_cuFloatComplex(fb, fa));
  o[16] = __float_as_uint(cuCrealf(s));
  o[17] = __float_as_uint(cuCimagf(s));

  o[18] = __ldg(&in[4 * i]) ^ __ldcg(&in[4 * i + 1]) ^ __ldcs(&in[4 * i + 2]) ^ __ldca(&in[4 * i + 3]);
  o[19] = (unsigned)warpSize | ((unsigned)(__activemask() == 0xffffffffu) << 8) | ((unsigned)__uni_sync(0xffffffffu, tid < 64) << 9);
}

int main() {
  std::vector<uint32_t> in = words(9, BLOCK * BLOCKS * 4);
  std::vector<uint32_t> atom = {0, 0, 0xffffffffu, 0, 0, 0, 0, 0, 0xffffffffu, 0};
  uint32_t *dIn = upload(in), *dAtom = upload(atom), *dOut;
  CHECK(cudaMalloc(&dOut, BLOCK * BLOCKS * OUT * 4));
  intrinsics<<<BLOCKS, BLOCK>>>(dIn, dOut, dAtom);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("out", dOut, BLOCK * BLOCKS * OUT);
  download("atom", dAtom, atom.size());
  return 0;
}
