// HIP counterpart of corpus/src/vadd.cu (frontend/testdata/corpus/vadd.sm80.ptx).
#include <hip/hip_runtime.h>

extern "C" __global__ void vadd_f32(const float* __restrict__ a, const float* __restrict__ b,
                                    float* __restrict__ c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

extern "C" __global__ void vadd_i32(const int* a, const int* b, int* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
