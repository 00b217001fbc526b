// lg2.approx.f32 structure probes (run on the NVIDIA machine): the grid of its results in [1, 2),
// how the other binades follow from them, special inputs, and the [1, 2) results written to
// lg2_1_2_diff.bin (int32 differences from the correctly rounded log2) for lg2fit.go.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>

__device__ __forceinline__ float lg2a(float x) { float y; asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__device__ __forceinline__ float lg2af(float x) { float y; asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }

// A: quantisation of lg2 on [1,2): for k in 0..63, count m where y*2^k not integral
__global__ void qa(unsigned long long* cnt) {
    uint32_t m = blockIdx.x * blockDim.x + threadIdx.x;
    if (m >= (1u << 23)) return;
    float x = __uint_as_float(0x3f800000u | m);
    double y = (double)lg2a(x);
    for (int k = 16; k < 48; ++k) {
        double s = ldexp(y, k);
        if (s != floor(s)) atomicAdd(&cnt[k], 1ull);
    }
}
// B: binade consistency: lg2(m*2^e) vs RN(e + L(m)), RZ variant; L from [1,2)
__global__ void qb(const float* L, unsigned long long* cnt, int ftz) {
    uint32_t m = blockIdx.x * blockDim.x + threadIdx.x;
    int e = blockIdx.y - 126;  // -126..127 normal exponents
    if (m >= (1u << 23)) return;
    float x = __uint_as_float(((uint32_t)(e + 127) << 23) | m);
    float y = ftz ? lg2af(x) : lg2a(x);
    double t = (double)e + (double)L[m];
    float rn = (float)t;               // RN
    float rz = __double2float_rz(t);
    if (y != rn) atomicAdd(&cnt[blockIdx.y * 2], 1ull);
    if (y != rz) atomicAdd(&cnt[blockIdx.y * 2 + 1], 1ull);
}
__global__ void fillL(float* L) {
    uint32_t m = blockIdx.x * blockDim.x + threadIdx.x;
    if (m < (1u << 23)) L[m] = lg2a(__uint_as_float(0x3f800000u | m));
}
// subnormals and specials for lg2
__global__ void qs(float* out, const uint32_t* in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { out[2 * i] = lg2a(__uint_as_float(in[i])); out[2 * i + 1] = lg2af(__uint_as_float(in[i])); }
}
int main() {
    unsigned long long* cnt;
    cudaMallocManaged(&cnt, 4096 * 8);
    memset(cnt, 0, 4096 * 8);
    qa<<<(1 << 23) / 256, 256>>>(cnt);
    cudaDeviceSynchronize();
    printf("A lg2 [1,2): non-integral y*2^k counts\n");
    for (int k = 16; k < 48; ++k) printf("  k=%d %llu\n", k, cnt[k]);
    float* L;
    cudaMalloc(&L, (1 << 23) * 4);
    fillL<<<(1 << 23) / 256, 256>>>(L);
    for (int ftz = 0; ftz < 2; ++ftz) {
        memset(cnt, 0, 4096 * 8);
        qb<<<dim3((1 << 23) / 256, 254), 256>>>(L, cnt, ftz);
        cudaDeviceSynchronize();
        printf("B ftz=%d per exponent: mismatches vs RN(e+L), RZ(e+L)\n", ftz);
        for (int j = 0; j < 254; ++j)
            if (cnt[2 * j] || cnt[2 * j + 1] || j % 16 == 0) printf("  e=%d rn=%llu rz=%llu\n", j - 126, cnt[2 * j], cnt[2 * j + 1]);
    }
    // specials
    uint32_t sp[] = {0, 0x80000000, 1, 2, 0x7fffff, 0x400000, 0x00800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00001,
                     0xffc01234, 0xbf800000, 0x3f800000, 0x3f800001, 0x3f7fffff, 0x00000003, 0x00123456};
    int ns = sizeof sp / 4;
    uint32_t* din; float* dout;
    cudaMalloc(&din, sizeof sp); cudaMalloc(&dout, 2 * sizeof sp);
    cudaMemcpy(din, sp, sizeof sp, cudaMemcpyHostToDevice);
    qs<<<1, 32>>>(dout, din, ns);
    float hout[64];
    cudaMemcpy(hout, dout, 2 * sizeof sp, cudaMemcpyDeviceToHost);
    for (int i = 0; i < ns; ++i) { uint32_t a, b; memcpy(&a, &hout[2*i], 4); memcpy(&b, &hout[2*i+1], 4); printf("S lg2(%08x) = %08x ftz %08x\n", sp[i], a, b); }
    // dump L as f32 binary for [1,2) to a file
    float* hL = (float*)malloc((1 << 23) * 4);
    cudaMemcpy(hL, L, (1 << 23) * 4, cudaMemcpyDeviceToHost);
    int32_t* d = (int32_t*)malloc((1 << 23) * 4);
    for (uint32_t m = 0; m < (1u << 23); ++m) {
        float x = ldexpf(1.0f + m / 8388608.0f, 0);
        float r = (float)log2((double)x);
        int32_t a, b; memcpy(&a, &hL[m], 4); memcpy(&b, &r, 4);
        d[m] = a - b;
    }
    FILE* f = fopen("lg2_1_2_diff.bin", "wb"); fwrite(d, 4, 1 << 23, f); fclose(f);
    printf("done %s\n", cudaGetErrorString(cudaGetLastError()));
}
