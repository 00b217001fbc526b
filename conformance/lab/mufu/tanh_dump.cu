// tanh.approx.f32 for every distinct input of its non-trivial range: binades
// [2^-8, 8), each read with K(e) fraction bits (17..21). Writes, per binade,
// int32 differences from the correctly rounded tanh of the truncated input.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>
__device__ __forceinline__ float tanha(float x) { float y; asm("tanh.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__global__ void dump(float* out, int e, int k) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= (1u << k)) return;
    uint32_t b = ((uint32_t)e << 23) | (i << (23 - k));
    out[i] = tanha(__uint_as_float(b));
}
// integrality of y*2^j over each input binade
__global__ void integ(const float* y, int n, unsigned long long* cnt) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = (double)y[i];
    for (int j = 10; j < 48; ++j) { double s = ldexp(v, j); if (s != floor(s)) atomicAdd(&cnt[j], 1ull); }
}
int main() {
    int K[] = {17, 17, 17, 18, 18, 19, 19, 19, 20, 21, 20};
    float* d; cudaMalloc(&d, (1 << 21) * 4);
    float* h = (float*)malloc((1 << 21) * 4);
    int32_t* diff = (int32_t*)malloc((1 << 21) * 4);
    unsigned long long* cnt; cudaMallocManaged(&cnt, 64 * 8);
    FILE* f = fopen("tanh_diff.bin", "wb");
    for (int j = 0; j < 11; ++j) {
        int e = 119 + j, k = K[j], n = 1 << k;
        dump<<<(n + 255) / 256, 256>>>(d, e, k);
        memset(cnt, 0, 64 * 8);
        integ<<<(n + 255) / 256, 256>>>(d, n, cnt);
        cudaDeviceSynchronize();
        cudaMemcpy(h, d, n * 4, cudaMemcpyDeviceToHost);
        for (int i = 0; i < n; ++i) {
            uint32_t b = ((uint32_t)e << 23) | ((uint32_t)i << (23 - k));
            float x; memcpy(&x, &b, 4);
            float r = (float)tanh((double)x);
            int32_t a, c; memcpy(&a, &h[i], 4); memcpy(&c, &r, 4);
            diff[i] = a - c;
        }
        fwrite(diff, 4, n, f);
        int mn = 1 << 30, mx = -(1 << 30);
        for (int i = 0; i < n; ++i) { mn = diff[i] < mn ? diff[i] : mn; mx = diff[i] > mx ? diff[i] : mx; }
        printf("e=%d k=%d diff ulps [%d,%d] nonintegral y*2^j:", e, k, mn, mx);
        for (int jj = 10; jj < 48; ++jj) printf(" %d:%llu", jj, cnt[jj]);
        printf("\n");
    }
    fclose(f);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
