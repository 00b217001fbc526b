// Runs printf7.cu's kernels on the H100 so that the text CUDA prints is
// recorded: nvcc -o printf_host printf_host.cu printf7.cu (see README).
#include <cuda_runtime.h>
#include <math.h>
#include <stdio.h>
extern "C" __global__ void printf_types(const float* x, int n);
extern "C" __global__ void printf_divergent(const int* v, int n);
extern "C" __global__ void special_floats(const float* x, int n);
extern "C" __global__ void assert_kernel(const int* v, int n);
int main() {
    float hx[40];
    int hv[40];
    for (int i = 0; i < 40; ++i) {
        hx[i] = (i - 7) * 0.37f + (i % 5) * 1e-3f;
        hv[i] = i * 7 % 40 - (i == 37 ? 100 : 0);
    }
    float sp[12] = {0.f, -0.f, INFINITY, -INFINITY, NAN, -NAN, 1e-40f, 3.4e38f, 1.5f, -2.5f, 0.125f, 123456789.f};
    float *dx, *ds;
    int* dv;
    cudaMalloc(&dx, sizeof hx);
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&ds, sizeof sp);
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    cudaMemcpy(ds, sp, sizeof sp, cudaMemcpyHostToDevice);
    printf("== printf_types <<<2,8>>> n=12\n"); fflush(stdout);
    printf_types<<<2, 8>>>(dx, 12);
    cudaDeviceSynchronize(); fflush(stdout);
    printf("== printf_divergent <<<2,64>>> n=40\n"); fflush(stdout);
    printf_divergent<<<2, 64>>>(dv, 40);
    cudaDeviceSynchronize(); fflush(stdout);
    printf("== special_floats <<<1,12>>>\n"); fflush(stdout);
    special_floats<<<1, 12>>>(ds, 12);
    cudaDeviceSynchronize(); fflush(stdout);
    printf("== assert_kernel <<<1,40>>> n=40\n"); fflush(stdout);
    assert_kernel<<<1, 40>>>(dv, 40);
    cudaError_t e = cudaDeviceSynchronize(); fflush(stdout);
    printf("== sync after assert: %d %s\n", (int)e, cudaGetErrorString(e));
    return 0;
}
