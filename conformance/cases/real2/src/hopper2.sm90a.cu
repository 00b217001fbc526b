// sm_90 vector atomics: atomicAdd on float2 and float4 (quarter-integer
// values, so the sums are exact in any order).
extern "C" __global__ void vector_atomics(const float* __restrict__ x, float2* __restrict__ acc2,
                                          float4* __restrict__ acc4, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    atomicAdd(&acc2[i & 3], make_float2(v, -v * 0.5f));
    atomicAdd(&acc4[i & 1], make_float4(v, 1.0f, -v, v * 0.25f));
}
