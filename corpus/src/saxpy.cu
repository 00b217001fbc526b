// Grid-stride loops: saxpy and a strided copy with a scalar tail.
extern "C" __global__ void saxpy_gridstride(int n, float a, const float* x, float* y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

extern "C" __global__ void daxpy_gridstride(long long n, double a, const double* x, double* y) {
    long long stride = (long long)blockDim.x * gridDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        y[i] = fma(a, x[i], y[i]);
}

extern "C" __global__ void scale_unrolled(float* __restrict__ y, const float* __restrict__ x,
                                          float s, int n) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int stride = blockDim.x * gridDim.x;
#pragma unroll 4
    for (int i = tid; i < n; i += stride) y[i] = __ldg(&x[i]) * s;
}
