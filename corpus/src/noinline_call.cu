// Real (non-inlined) device calls: scalars, vectors and structs by value through
// the .param ABI, recursion, and indirect calls through a device function table.
#include <cstdint>

struct Welford { float mean, m2; int count; };

__device__ __noinline__ Welford welford_merge(Welford a, Welford b) {
    Welford r;
    r.count = a.count + b.count;
    if (r.count == 0) { r.mean = 0.f; r.m2 = 0.f; return r; }
    float delta = b.mean - a.mean;
    float wb = (float)b.count / (float)r.count;
    r.mean = a.mean + delta * wb;
    r.m2 = a.m2 + b.m2 + delta * delta * (float)a.count * wb;
    return r;
}

__device__ __noinline__ float2 rotate(float2 v, float angle) {
    float s, c;
    sincosf(angle, &s, &c);
    return make_float2(c * v.x - s * v.y, s * v.x + c * v.y);
}

__device__ __noinline__ unsigned long long factorial(int n) {
    return n <= 1 ? 1ull : (unsigned long long)n * factorial(n - 1);
}

__device__ __noinline__ void accumulate(float* dst, const float* src, int count, double scale) {
    for (int k = 0; k < count; ++k) dst[k] += (float)(src[k] * scale);
}

__device__ __noinline__ int8_t clamp_i8(int v) { return (int8_t)max(-128, min(127, v)); }

typedef float (*unary_op)(float);
__device__ float op_square(float x) { return x * x; }
__device__ float op_negate(float x) { return -x; }
__device__ float op_relu(float x) { return x > 0.f ? x : 0.f; }
__device__ unary_op op_table[3] = {op_square, op_negate, op_relu};

extern "C" __global__ void calls_kernel(const float* x, float* y, const int* ops, Welford* stats,
                                        float2* rot, unsigned long long* fact, int8_t* q, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    y[i] = op_table[ops[i] % 3](v);
    Welford a = {v, 0.f, 1}, b = stats[i];
    stats[i] = welford_merge(a, b);
    rot[i] = rotate(make_float2(v, 1.f), 0.5f * i);
    fact[i] = factorial(i % 21);
    q[i] = clamp_i8((int)(v * 16.f));
    if (i == 0) accumulate(y + n, x, n < 64 ? n : 64, 0.5);
}
