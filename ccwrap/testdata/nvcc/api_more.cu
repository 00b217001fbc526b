// The CUDA device API the drop-in lacked until real12 (written for
// ptxamd's tests): the rest of the SIMD intrinsics (absolute values,
// negations, signed and truncated averages, sums of absolute differences),
// __dp4a/__dp2a on vector types, __fmaf_ieee_*, and bfloat16's integer
// conversions with every rounding. Outputs are independent of the order in
// which threads run.
#include <cuda_bf16.h>
#include "common.h"

constexpr int BLOCK = 64, BLOCKS = 2, OUT = 40;

extern "C" __global__ void api_more(const uint32_t *in, uint32_t *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const uint32_t a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  uint32_t *o = out + i * OUT;
  o[0] = __vabs2(a);
  o[1] = __vabs4(a);
  o[2] = __vabsss2(a);
  o[3] = __vabsss4(a);
  o[4] = __vneg2(b);
  o[5] = __vneg4(b);
  o[6] = __vnegss2(b);
  o[7] = __vnegss4(b);
  o[8] = __vavgs2(a, b);
  o[9] = __vavgs4(a, b);
  o[10] = __vhaddu2(a, b);
  o[11] = __vhaddu4(a, b);
  o[12] = __vsads2(a, b);
  o[13] = __vsads4(a, b);
  o[14] = __vsadu2(a, b);
  o[15] = __vsadu4(a, b);
  char4 ca = make_char4((char)a, (char)(a >> 8), (char)(a >> 16), (char)(a >> 24));
  char4 cb = make_char4((char)b, (char)(b >> 8), (char)(b >> 16), (char)(b >> 24));
  uchar4 ua = make_uchar4(a, a >> 8, a >> 16, a >> 24), ub = make_uchar4(b, b >> 8, b >> 16, b >> 24);
  short2 sa = make_short2((short)c, (short)(c >> 16));
  ushort2 usa = make_ushort2(c, c >> 16);
  o[16] = (uint32_t)__dp4a(ca, cb, (int)d);
  o[17] = __dp4a(ua, ub, d);
  o[18] = (uint32_t)__dp2a_lo(sa, cb, (int)d);
  o[19] = (uint32_t)__dp2a_hi(sa, cb, (int)d);
  o[20] = __dp2a_lo(usa, ub, d);
  o[21] = __dp2a_hi(usa, ub, d);
  // Floats near 1 and small products, so the roundings differ.
  float x = __uint_as_float(0x3f800000u | (a >> 9)), y = __uint_as_float(0x3f800000u | (b >> 9));
  float z = -__uint_as_float(0x40000000u | (c >> 9));
  o[22] = __float_as_uint(__fmaf_ieee_rn(x, y, z));
  o[23] = __float_as_uint(__fmaf_ieee_rz(x, y, z));
  o[24] = __float_as_uint(__fmaf_ieee_rd(x, y, z));
  o[25] = __float_as_uint(__fmaf_ieee_ru(x, y, z));
  // bfloat16 values of every kind from the high halves of the inputs.
  __nv_bfloat16 h = __ushort_as_bfloat16((unsigned short)(d >> 16));
  o[26] = (uint32_t)__bfloat162int_rn(h);
  o[27] = (uint32_t)__bfloat162int_rd(h);
  o[28] = __bfloat162uint_ru(h);
  o[29] = (uint32_t)(int)__bfloat162short_rz(h);
  o[30] = __bfloat162ushort_rn(h);
  long long ll = __bfloat162ll_ru(h);
  o[31] = (uint32_t)ll;
  o[32] = (uint32_t)(ll >> 32);
  o[33] = (uint32_t)__bfloat162ull_rd(h);
  o[34] = __bfloat16_as_ushort(__int2bfloat16_rz((int)a)) | (uint32_t)__bfloat16_as_ushort(__int2bfloat16_ru((int)a)) << 16;
  o[35] = __bfloat16_as_ushort(__uint2bfloat16_rd(b)) | (uint32_t)__bfloat16_as_ushort(__uint2bfloat16_rn(b)) << 16;
  o[36] = __bfloat16_as_ushort(__short2bfloat16_ru((short)c)) | (uint32_t)__bfloat16_as_ushort(__ushort2bfloat16_rz((unsigned short)c)) << 16;
  unsigned long long w = (unsigned long long)a << 32 | b;
  o[37] = __bfloat16_as_ushort(__ll2bfloat16_rd((long long)w)) | (uint32_t)__bfloat16_as_ushort(__ull2bfloat16_ru(w)) << 16;
  o[38] = __bfloat16_as_ushort(__ll2bfloat16_rn((long long)(w >> 20))) | (uint32_t)__bfloat16_as_ushort(__int2bfloat16_rn((int)d)) << 16;
  o[39] = (uint32_t)__bfloat162int_rz(h);
}

int main() {
  std::vector<uint32_t> in = words(12, BLOCK * BLOCKS * 4);
  uint32_t *dIn = upload(in), *dOut;
  CHECK(cudaMalloc(&dOut, BLOCK * BLOCKS * OUT * 4));
  api_more<<<BLOCKS, BLOCK>>>(dIn, dOut);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  download("out", dOut, BLOCK * BLOCKS * OUT);
  return 0;
}
