// Element-wise vector addition, float and int, the first kernel most users write.
#include <cstdint>

extern "C" __global__ void vadd_f32(const float* __restrict__ a,
                                    const float* __restrict__ b,
                                    float* __restrict__ c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

extern "C" __global__ void vadd_i32(const int* a, const int* b, int* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

// C++ linkage: mangled name, 64-bit index, float4 vector loads.
__global__ void vadd_f32x4(const float4* a, const float4* b, float4* c, size_t n4) {
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n4) {
        float4 x = a[i], y = b[i];
        c[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
}
