// The tanh.approx.f32 model against the unit on every f32 input.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>
#include "tanhtab.h"  // go run tanhfit.go tanh_diff.bin.gz > tanhtab.h

__constant__ long long T[51][3];
__constant__ int KB[11][2] = {{17, 0}, {17, 1}, {17, 2}, {18, 3}, {18, 5}, {19, 7}, {19, 11}, {19, 15}, {20, 19}, {21, 27}, {20, 43}};

__device__ __forceinline__ float tanha(float x) { float y; asm("tanh.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__device__ long long sT(uint32_t xl) {
    long long H = xl >> 9, Lo = xl & 511;
    long long s = (H * H - (H & 1)) / 2;
    for (int j = 10; j <= 16; ++j)
        if ((xl >> j) & 1) s += Lo >> (18 - j);
    return s;
}
__device__ float model(uint32_t b) {
    uint32_t a = b & 0x7fffffff, E = a >> 23, m = a & 0x7fffff;
    if (a > 0x7f800000) return __uint_as_float(0x7fffffff);
    float r;
    if (E >= 130) r = 1.0f;
    else if (E < 119) r = __uint_as_float(a);
    else {
        int j = E - 119, k = KB[j][0];
        uint32_t q = m >> (23 - k), seg = KB[j][1] + (q >> 17), xl = q & 0x1ffff;
        long long t = T[seg][0] + T[seg][1] * (long long)xl + T[seg][2] * sT(xl);
        int p = 63 - __clzll(t);
        if (p > 23) t = t >> (p - 23) << (p - 23);
        r = (float)t * 9.094947017729282e-13f;  // 2^-40
    }
    return __uint_as_float(__float_as_uint(r) | (b & 0x80000000u));
}
__global__ void chk(unsigned long long* bad, uint32_t* first, uint32_t hi) {
    uint32_t b = (hi << 24) | (blockIdx.x * blockDim.x + threadIdx.x);
    float y = tanha(__uint_as_float(b)), m = model(b);
    bool nan = (b & 0x7fffffff) > 0x7f800000;
    if (__float_as_uint(y) != __float_as_uint(m)) {
        int w = nan ? 1 : 0;
        unsigned long long n = atomicAdd(&bad[w], 1ull);
        if (n < 8) first[w * 8 + n] = b;
    }
}
int main() {
    cudaMemcpyToSymbol(T, TANHTAB, sizeof TANHTAB);
    unsigned long long* bad; uint32_t* first;
    cudaMallocManaged(&bad, 16); cudaMallocManaged(&first, 64);
    bad[0] = bad[1] = 0;
    for (uint32_t hi = 0; hi < 256; ++hi) chk<<<(1 << 24) / 256, 256>>>(bad, first, hi);
    cudaDeviceSynchronize();
    printf("all 2^32 inputs: tanh.approx.f32 mismatches %llu (non-NaN), %llu (NaN inputs) %s\n", bad[0], bad[1], cudaGetErrorString(cudaGetLastError()));
    for (int i = 0; i < 8 && i < (int)bad[0]; ++i) printf("  x=%08x\n", first[i]);
    for (int i = 0; i < 8 && i < (int)bad[1]; ++i) printf("  nan x=%08x\n", first[8 + i]);
}
