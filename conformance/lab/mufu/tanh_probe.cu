// tanh.approx.f32 structure in its non-trivial range.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>
__device__ __forceinline__ float tanha(float x) { float y; asm("tanh.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
// per binade e (biased 112..130): for k=6..23 count x where tanh(x) != tanh(trunc_k(x)); trailing-zero min of output mantissa; odd symmetry
__global__ void q(unsigned long long* cnt, unsigned* tz) {
    uint32_t m = blockIdx.x * blockDim.x + threadIdx.x;
    int e = 112 + blockIdx.y;
    uint32_t b = ((uint32_t)e << 23) | m;
    float y = tanha(__uint_as_float(b));
    for (int k = 6; k <= 23; ++k) {
        uint32_t mask = ~((1u << (23 - k)) - 1);
        if (__float_as_uint(tanha(__uint_as_float(b & mask))) != __float_as_uint(y)) atomicAdd(&cnt[blockIdx.y * 32 + k], 1ull);
    }
    uint32_t yb = __float_as_uint(y);
    unsigned t = yb & 0x7fffff ? __ffs(yb & 0x7fffff) - 1 : 23;
    atomicMin(&tz[blockIdx.y], t);
    if (__float_as_uint(tanha(__uint_as_float(b | 0x80000000u))) != (yb ^ 0x80000000u)) atomicAdd(&cnt[blockIdx.y * 32 + 31], 1ull);
    if (y == __uint_as_float(b)) atomicAdd(&cnt[blockIdx.y * 32 + 30], 1ull);
}
int main() {
    unsigned long long* cnt; unsigned* tz;
    cudaMallocManaged(&cnt, 32 * 32 * 8); cudaMallocManaged(&tz, 32 * 4);
    memset(cnt, 0, 32 * 32 * 8);
    for (int i = 0; i < 32; ++i) tz[i] = 99;
    q<<<dim3((1 << 23) / 256, 19), 256>>>(cnt, tz);
    cudaDeviceSynchronize();
    for (int j = 0; j < 19; ++j) {
        printf("e=%d (x in [2^%d,2^%d)) minTZ=%u asym=%llu ident=%llu trunc:", 112 + j, j - 15, j - 14, tz[j], cnt[j * 32 + 31], cnt[j * 32 + 30]);
        for (int k = 6; k <= 23; ++k) printf(" k%d=%llu", k, cnt[j * 32 + k]);
        printf("\n");
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
