// Double precision arithmetic: fma, division, sqrt, rcp, libdevice exp/log, shuffles of doubles.
extern "C" __global__ void double_arith(const double* a, const double* b, double* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = a[i], y = b[i];
    double r = fma(x, y, 1.0) + x / y + sqrt(fabs(x)) + 1.0 / (y * y + 1.0);
    r += __drcp_rn(y + 3.0) + __dsqrt_rz(fabs(y)) + __ddiv_ru(x, 7.0) + __dadd_rd(x, y);
    r += fmin(x, y) * fmax(x, y) + floor(x) + ceil(y) + trunc(x * 0.5) + round(y);
    out[i] = r;
}

extern "C" __global__ void double_transcendental(const double* a, double* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = a[i];
    out[i] = exp(x) + log(1.0 + fabs(x)) + sin(x);
}

extern "C" __global__ void ddot(const double* x, const double* y, double* partial, int n) {
    double s = 0.0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        s = fma(x[i], y[i], s);
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    __shared__ double w[32];
    if ((threadIdx.x & 31) == 0) w[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        double t = 0.0;
        for (int k = 0; k < blockDim.x / 32; ++k) t += w[k];
        int hi = __double2hiint(t), lo = __double2loint(t);
        partial[blockIdx.x] = __hiloint2double(hi, lo);
    }
}
