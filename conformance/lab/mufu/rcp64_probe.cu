// rcp.approx.ftz.f64 (MUFU.RCP64H) against the f32 unit.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>
__device__ __forceinline__ double rcp64(double x) { double y; asm("rcp.approx.ftz.f64 %0, %1;" : "=d"(y) : "d"(x)); return y; }
__device__ __forceinline__ float rcp32(float x) { float y; asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__device__ __forceinline__ double rsq64(double x) { double y; asm("rsqrt.approx.ftz.f64 %0, %1;" : "=d"(y) : "d"(x)); return y; }
__device__ __forceinline__ float rsq32(float x) { float y; asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__global__ void q(unsigned long long* c, int rs, int lowbits) {
    uint32_t m = blockIdx.x * blockDim.x + threadIdx.x;   // 20-bit mantissa (plus exponent parity for rsqrt)
    if (m >= (1u << 21)) return;
    uint32_t par = m >> 20, m20 = m & 0xfffff;
    if (!rs && par) return;
    uint64_t xb = ((uint64_t)(0x3ff + par) << 52) | ((uint64_t)m20 << 32) | (lowbits ? 0xffffffffull : 0);
    double x; memcpy(&x, &xb, 8);
    double y = rs ? rsq64(x) : rcp64(x);
    uint64_t yb; memcpy(&yb, &y, 8);
    float xf = __uint_as_float(((127 + par) << 23) | (m20 << 3));
    float yf = rs ? rsq32(xf) : rcp32(xf);
    uint32_t fb = __float_as_uint(yf);
    // candidate: f32 result truncated to 20 mantissa bits, as a double's high word
    uint32_t fe = (fb >> 23) & 0xff, fm = fb & 0x7fffff;
    uint64_t c1 = ((uint64_t)(fb >> 31) << 63) | ((uint64_t)(fe - 127 + 1023) << 52) | ((uint64_t)(fm >> 3) << 32);
    // RN of f32 to 20 bits
    uint32_t fr = (fm + 4) >> 3; uint64_t c2e = fe - 127 + 1023;
    if (fr >> 20) { fr = 0; c2e++; }
    uint64_t c2 = (c2e << 52) | ((uint64_t)fr << 32);
    double exact = rs ? 1.0 / sqrt(x) : 1.0 / x;
    uint64_t eb; memcpy(&eb, &exact, 8);
    uint64_t c3 = eb & 0xffffffff00000000ull;
    atomicAdd(&c[0], 1ull);
    if ((yb & 0xffffffffull) != 0) atomicAdd(&c[1], 1ull);
    if (yb == c1) atomicAdd(&c[2], 1ull);
    if (yb == c2) atomicAdd(&c[3], 1ull);
    if (yb == c3) atomicAdd(&c[4], 1ull);
    // difference in units of 2^-20 relative to c3
    long long d = (long long)(yb >> 32) - (long long)(c3 >> 32);
    if (d >= -4 && d <= 4) atomicAdd(&c[10 + d], 1ull);
}
// exponent scaling: rcp64(x * 2^k) == rcp64(x) * 2^-k ?
__global__ void qs(unsigned long long* c) {
    uint32_t m = blockIdx.x * blockDim.x + threadIdx.x;
    if (m >= (1u << 20)) return;
    int k = (int)blockIdx.y - 1000;
    uint64_t xb = (0x3ffull << 52) | ((uint64_t)m << 32);
    double x; memcpy(&x, &xb, 8);
    double y0 = rcp64(x), yk = rcp64(ldexp(x, k));
    if (yk != ldexp(y0, -k)) atomicAdd(&c[0], 1ull);
    double r0 = rsq64(x), rk = rsq64(ldexp(x, 2 * (k / 2)));
    if (k > -500 && k < 500 && rk != ldexp(r0, -(k / 2))) atomicAdd(&c[1], 1ull);
}
int main() {
    unsigned long long* c; cudaMallocManaged(&c, 64 * 8);
    for (int rs = 0; rs < 2; ++rs) for (int lb = 0; lb < 2; ++lb) {
        memset(c, 0, 64 * 8);
        q<<<(1 << 21) / 256, 256>>>(c, rs, lb);
        cudaDeviceSynchronize();
        printf("%s lowbits=%d: n=%llu lowword!=0 %llu  ==trunc(f32 unit) %llu  ==RN20(f32 unit) %llu  ==trunc(exact) %llu  diff vs trunc(exact) -4..4:", rs ? "rsqrt64" : "rcp64", lb, c[0], c[1], c[2], c[3], c[4]);
        for (int d = -4; d <= 4; ++d) printf(" %llu", c[10 + d]);
        printf("\n");
    }
    memset(c, 0, 64 * 8);
    qs<<<dim3((1 << 20) / 256, 2000), 256>>>(c);
    cudaDeviceSynchronize();
    printf("scaling mismatches rcp %llu rsqrt %llu %s\n", c[0], c[1], cudaGetErrorString(cudaGetLastError()));
}
