/* cuComplex.h (ptxamd): CUDA's single and double complex helpers, written
 * for ptxamd from CUDA's documentation (not NVIDIA's file). The types are
 * float2 and double2, as in CUDA. */
#ifndef __PTXAMD_CUCOMPLEX_H__
#define __PTXAMD_CUCOMPLEX_H__
#pragma clang system_header
#include "cuda_runtime.h"

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

#define __PTXAMD_CX static __host__ __device__ __attribute__((always_inline)) inline

__PTXAMD_CX float cuCrealf(cuFloatComplex x) { return x.x; }
__PTXAMD_CX float cuCimagf(cuFloatComplex x) { return x.y; }
__PTXAMD_CX cuFloatComplex make_cuFloatComplex(float r, float i) { return make_float2(r, i); }
__PTXAMD_CX cuFloatComplex make_cuComplex(float r, float i) { return make_float2(r, i); }
__PTXAMD_CX cuFloatComplex cuConjf(cuFloatComplex x) { return make_float2(x.x, -x.y); }
__PTXAMD_CX cuFloatComplex cuCaddf(cuFloatComplex a, cuFloatComplex b) { return make_float2(a.x + b.x, a.y + b.y); }
__PTXAMD_CX cuFloatComplex cuCsubf(cuFloatComplex a, cuFloatComplex b) { return make_float2(a.x - b.x, a.y - b.y); }
__PTXAMD_CX cuFloatComplex cuCmulf(cuFloatComplex a, cuFloatComplex b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
/* Division scaled by the divisor's larger part, against overflow. */
__PTXAMD_CX cuFloatComplex cuCdivf(cuFloatComplex a, cuFloatComplex b) {
  float s = fabsf(b.x) + fabsf(b.y), inv = 1.0f / s;
  float ar = a.x * inv, ai = a.y * inv, br = b.x * inv, bi = b.y * inv;
  float d = 1.0f / (br * br + bi * bi);
  return make_float2((ar * br + ai * bi) * d, (ai * br - ar * bi) * d);
}
__PTXAMD_CX float cuCabsf(cuFloatComplex x) { return hypotf(x.x, x.y); }
__PTXAMD_CX cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y, cuFloatComplex d) {
  return make_float2(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);
}

__PTXAMD_CX double cuCreal(cuDoubleComplex x) { return x.x; }
__PTXAMD_CX double cuCimag(cuDoubleComplex x) { return x.y; }
__PTXAMD_CX cuDoubleComplex make_cuDoubleComplex(double r, double i) { return make_double2(r, i); }
__PTXAMD_CX cuDoubleComplex cuConj(cuDoubleComplex x) { return make_double2(x.x, -x.y); }
__PTXAMD_CX cuDoubleComplex cuCadd(cuDoubleComplex a, cuDoubleComplex b) { return make_double2(a.x + b.x, a.y + b.y); }
__PTXAMD_CX cuDoubleComplex cuCsub(cuDoubleComplex a, cuDoubleComplex b) { return make_double2(a.x - b.x, a.y - b.y); }
__PTXAMD_CX cuDoubleComplex cuCmul(cuDoubleComplex a, cuDoubleComplex b) {
  return make_double2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
__PTXAMD_CX cuDoubleComplex cuCdiv(cuDoubleComplex a, cuDoubleComplex b) {
  double s = fabs(b.x) + fabs(b.y), inv = 1.0 / s;
  double ar = a.x * inv, ai = a.y * inv, br = b.x * inv, bi = b.y * inv;
  double d = 1.0 / (br * br + bi * bi);
  return make_double2((ar * br + ai * bi) * d, (ai * br - ar * bi) * d);
}
__PTXAMD_CX double cuCabs(cuDoubleComplex x) { return hypot(x.x, x.y); }
__PTXAMD_CX cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d) {
  return make_double2(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);
}
__PTXAMD_CX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) { return make_double2(c.x, c.y); }
__PTXAMD_CX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) { return make_float2((float)c.x, (float)c.y); }
#undef __PTXAMD_CX
#endif
