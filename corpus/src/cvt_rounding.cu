// Conversions with explicit rounding modes: float/double <-> int, and IEEE-rounded
// arithmetic intrinsics.
extern "C" __global__ void cvt_float_int(const float* f, const double* d, int* i32,
                                         unsigned* u32, long long* i64, float* fo, double* dout, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = f[i];
    double y = d[i];
    i32[4 * i + 0] = __float2int_rn(x);
    i32[4 * i + 1] = __float2int_rz(x);
    i32[4 * i + 2] = __float2int_ru(x);
    i32[4 * i + 3] = __float2int_rd(x);
    u32[2 * i + 0] = __float2uint_rn(x);
    u32[2 * i + 1] = __double2uint_rz(y);
    i64[2 * i + 0] = __float2ll_rz(x);
    i64[2 * i + 1] = __double2ll_rn(y);
    fo[4 * i + 0] = __int2float_rd(i32[4 * i]);
    fo[4 * i + 1] = __uint2float_ru(u32[2 * i]);
    fo[4 * i + 2] = __double2float_rz(y);
    fo[4 * i + 3] = __ll2float_rn(i64[2 * i]);
    dout[2 * i + 0] = __ll2double_rd(i64[2 * i + 1]);
    dout[2 * i + 1] = (double)x + (double)(unsigned short)i + (double)(signed char)x;
    i32[4 * n + i] = __double2int_ru(y) + (int)x + (int)rintf(x) + (int)lrint(y);
}

extern "C" __global__ void rounded_arith(const float* a, const float* b, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i], y = b[i];
    out[8 * i + 0] = __fadd_ru(x, y);
    out[8 * i + 1] = __fsub_rd(x, y);
    out[8 * i + 2] = __fmul_rz(x, y);
    out[8 * i + 3] = __fdiv_rn(x, y);
    out[8 * i + 4] = __fdiv_rz(x, y);
    out[8 * i + 5] = __fsqrt_rd(fabsf(x));
    out[8 * i + 6] = __frcp_ru(y);
    out[8 * i + 7] = __fmaf_rd(x, y, 1.0f);
}
