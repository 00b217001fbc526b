// Floating-point expressions whose rounding depends on what the compilers
// fuse: products used more than once (NVVM leaves mul + add in the PTX and
// ptxas decides), Mandelbrot iterations, compensated sums with explicit
// rounding intrinsics.
#include <cuda_fp16.h>

extern "C" __global__ void contract_multiuse(const float* __restrict__ a, const float* __restrict__ b,
                                             const float* __restrict__ c, const float* __restrict__ d,
                                             float* __restrict__ o, double* __restrict__ od, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i], y = b[i], z = c[i], w = d[i];
    float p = x * y;
    o[i] = p + z;
    o[n + i] = p - w;
    o[2 * n + i] = p;
    o[3 * n + i] = z - p * 2.0f;
    float q = x * z;
    float r = q + w;
    if (r > 0.0f) r = q - y;
    o[4 * n + i] = r;
    o[5 * n + i] = x * y + z * w;
    o[6 * n + i] = x * y - z * w;
    o[7 * n + i] = (x + y) * (z - w) + x;
    double dx = x, dy = y, dz = z, dw = w;
    double dp = dx * dy * 1.0000001;
    od[i] = dp + dz;
    od[n + i] = dp - dw;
    od[2 * n + i] = dz - dx * dw;
    od[3 * n + i] = dp;
}

extern "C" __global__ void contract_half2(const __half2* __restrict__ a, const __half2* __restrict__ b,
                                          __half2* __restrict__ o, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half2 x = a[i], y = b[i];
    __half2 p = x * y;
    o[i] = p + y;
    o[n + i] = p - x;
    o[2 * n + i] = p;
    __half hx = __low2half(x), hy = __high2half(y);
    __half hp = hx * hy;
    o[3 * n + i] = __halves2half2(hp + hy, hp - hx);
}

extern "C" __global__ void mandelbrot(float* __restrict__ out, int* __restrict__ iters, int w, int h,
                                      float x0, float y0, float dx, float dy, int maxit) {
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= w || py >= h) return;
    float cx = x0 + px * dx, cy = y0 + py * dy;
    float x = 0.0f, y = 0.0f;
    int it = 0;
    while (it < maxit && x * x + y * y <= 4.0f) {
        float xt = x * x - y * y + cx;
        y = 2.0f * x * y + cy;
        x = xt;
        ++it;
    }
    iters[py * w + px] = it;
    out[py * w + px] = x * x + y * y;
}

__device__ __forceinline__ void two_sum(double a, double b, double& s, double& e) {
    s = __dadd_rn(a, b);
    double bb = __dsub_rn(s, a);
    e = __dadd_rn(__dsub_rn(a, __dsub_rn(s, bb)), __dsub_rn(b, bb));
}

extern "C" __global__ void compensated_dot(const double* __restrict__ x, const double* __restrict__ y,
                                           double* __restrict__ out, float* __restrict__ fout, int n) {
    __shared__ double ss[128], se[128];
    double s = 0.0, c = 0.0;
    float fs = 0.0f, fc = 0.0f;
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        double p = __dmul_rn(x[i], y[i]);
        double pe = __fma_rn(x[i], y[i], -p);
        double t, e;
        two_sum(s, p, t, e);
        s = t;
        c = __dadd_rn(c, __dadd_rn(e, pe));
        float fy = __fsub_rn(__fmul_rn((float)x[i], (float)y[i]), fc);
        float ft = __fadd_rn(fs, fy);
        fc = __fsub_rn(__fsub_rn(ft, fs), fy);
        fs = ft;
    }
    ss[threadIdx.x] = s;
    se[threadIdx.x] = c;
    __syncthreads();
    if (threadIdx.x == 0) {
        double S = 0.0, C = 0.0;
        for (int k = 0; k < blockDim.x; ++k) {
            double t, e;
            two_sum(S, ss[k], t, e);
            S = t;
            C += e + se[k];
        }
        out[0] = S + C;
        out[1] = S;
        out[2] = C;
    }
    fout[threadIdx.x] = fs;
}
