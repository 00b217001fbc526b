// Separate compilation (-rdc=true): calls and data defined in another
// translation unit appear as .extern declarations; visible definitions as .visible.
extern __device__ float ext_scale(float x, int mode);
extern __device__ float ext_table[];
extern __constant__ float ext_coeffs[8];

__device__ int rdc_visible_counter;

__device__ float rdc_helper(float x) { return ext_scale(x, 1) + ext_table[0]; }

extern "C" __global__ void rdc_kernel(const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float p = ext_coeffs[0];
        for (int k = 1; k < 8; ++k) p = p * v + ext_coeffs[k];
        y[i] = rdc_helper(p) + ext_table[i & 15];
        atomicAdd(&rdc_visible_counter, 1);
    }
}
