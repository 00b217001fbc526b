// Products scaled by constants, the way shape code and normalisations
// write them (0.5f * a * b, x / 2, area * 0.25f), over pairs of special
// floats: products that overflow or underflow before the scale. Each form
// reads its own copy of the inputs (a[k*n+i], b[k*n+i]), so that no
// product is shared between forms.
#include <stdint.h>

extern "C" __global__ void fmul_scale(const float* __restrict__ a, const float* __restrict__ b, const float* __restrict__ c,
                                      float* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
#define X(k) a[(k) * n + i]
#define Y(k) b[(k) * n + i]
    const float z = c[i];
    float* o = out + (size_t)i * 24;
    o[0] = (X(0) * Y(0)) * 0.5f;
    o[1] = (X(1) * Y(1)) * 2.0f;
    o[2] = (X(2) * Y(2)) * 0.25f;
    o[3] = (X(3) * Y(3)) * 4.0f;
    o[4] = (X(4) * Y(4)) * 0.125f;
    o[5] = (X(5) * Y(5)) * 8.0f;
    o[6] = (X(6) * Y(6)) * 16.0f;
    o[7] = (X(7) * Y(7)) * 0.0625f;
    o[8] = 0.5f * (X(8) * Y(8));
    o[9] = (X(9) * Y(9)) * 3.0f;
    const float p = X(10) * Y(10);
    o[10] = p * 0.5f;
    o[11] = p;
    o[12] = (X(12) * Y(12)) * -0.5f;
    o[13] = (X(13) * Y(13)) / 2.0f;
    o[14] = __fmul_rn(X(14), Y(14)) * 0.5f;
    o[15] = fmaf(X(15), Y(15), z) * 0.5f;
    o[16] = (X(16) * Y(16) + z) * 0.25f;
    o[17] = (X(17) * Y(17)) * 0.5f + z;
    o[18] = ((X(18) * Y(18)) * 0.5f) * 0.5f;
    o[19] = (X(19) * Y(19)) * 1024.0f;
    o[20] = (X(20) * Y(20)) * 0x1p-20f;
    o[21] = (X(21) * Y(21)) * __int_as_float(0x00800000);
    o[22] = (X(22) * X(22)) * 0.5f;
    o[23] = (X(23) * Y(23)) * 0.5f * z;
#undef X
#undef Y
}
