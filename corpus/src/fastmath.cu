// Fast-math intrinsics next to their precise libdevice counterparts.
extern "C" __global__ void fast_intrinsics(const float* x, const float* y, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i], b = y[i];
    float s, c;
    __sincosf(a, &s, &c);
    float r = __fdividef(a, b) + __expf(a) + __sinf(b) + __cosf(a) + __logf(fabsf(b) + 1.0f);
    r += __exp10f(a * 0.1f) + __log2f(b * b + 1.0f) + __powf(fabsf(a), 0.5f) + __tanf(b);
    r += __saturatef(a) + rsqrtf(b * b + 1.0f) + s * c;
    r = __fmaf_rn(r, a, b) + __fadd_rz(a, b) + __fmul_rn(a, b);
    out[i] = r;
}

extern "C" __global__ void precise_math(const float* x, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i];
    out[i] = expf(a) + sinf(a) * cosf(a) + logf(1.0f + fabsf(a)) + erff(a) + tanhf(a) +
             sqrtf(fabsf(a)) + a / (a * a + 1.0f);
}

// GELU with tanh approximation, as in transformer code.
extern "C" __global__ void gelu_tanh(const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float u = 0.7978845608f * (v + 0.044715f * v * v * v);
        y[i] = 0.5f * v * (1.0f + tanhf(u));
    }
}
