// grad_probe.cu: the level of detail the H100 derives from tex.grad's
// gradients, read back through a mipmapped texture whose level l is 1 in
// channel l and 0 elsewhere (point filtering within a level, linear
// between levels), so that a sample returns the levels' weights.
//
//   nvcc -O2 -arch=sm_90a -o grad_probe grad_probe.cu && ./grad_probe OUTDIR
//
// It writes grad.bin: for each of N gradient pairs (dx, dy), the four
// floats dx.x, dx.y, dy.x, dy.y (normalised coordinates of a 64x64
// texture) and the four level weights (8 floats a record). The pairs are
// isotropic (g, 0), (0, g) for g on a fine logarithmic grid, then random
// anisotropic ones.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <string>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void sample(cudaTextureObject_t t, const float4* g, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 d = g[i];
    out[i] = tex2DGrad<float4>(t, 0.5f, 0.5f, make_float2(d.x, d.y), make_float2(d.z, d.w));
}

int main(int argc, char** argv) {
    std::string dir = argc > 1 ? argv[1] : ".";
    cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
    cudaMipmappedArray_t mm;
    CK(cudaMallocMipmappedArray(&mm, &f4, make_cudaExtent(64, 64, 0), 4));
    for (int l = 0; l < 4; l++) {
        int w = 64 >> l;
        cudaArray_t lv;
        CK(cudaGetMipmappedArrayLevel(&lv, mm, l));
        std::vector<float> host(w * w * 4, 0.0f);
        for (int i = 0; i < w * w; i++) host[4 * i + l] = 1.0f;
        CK(cudaMemcpy2DToArray(lv, 0, 0, host.data(), w * sizeof(float4), w * sizeof(float4), w, cudaMemcpyHostToDevice));
    }
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = mm;
    cudaTextureDesc td = {};
    for (int i = 0; i < 3; i++) td.addressMode[i] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.mipmapFilterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 1;
    td.maxMipmapLevelClamp = 3;
    cudaTextureObject_t t;
    CK(cudaCreateTextureObject(&t, &rd, &td, nullptr));

    // Isotropic g from 1/64 (lod 0) to 8/64 (lod 3) on 2^18 steps; then
    // 2^18 random pairs with lengths in the same range.
    const int NI = 1 << 18, NR = 1 << 18, N = NI + NR;
    std::vector<float4> g(N);
    for (int i = 0; i < NI; i++) {
        float v = exp2f(-6.0f + 3.0f * i / NI);
        g[i] = make_float4(v, 0, 0, v);
    }
    uint64_t r = 0x243f6a8885a308d3ull;
    auto rnd = [&]() { r ^= r << 13; r ^= r >> 7; r ^= r << 17; return (float)((r >> 11) * (1.0 / 9007199254740992.0)); };
    for (int i = NI; i < N; i++) {
        float len = exp2f(-6.0f + 3.0f * rnd());
        float a = 6.2831853f * rnd(), b = 6.2831853f * rnd(), s = rnd();
        g[i] = make_float4(len * cosf(a), len * sinf(a), s * len * cosf(b), s * len * sinf(b));
    }
    float4 *dg, *dout;
    CK(cudaMalloc(&dg, N * sizeof(float4)));
    CK(cudaMalloc(&dout, N * sizeof(float4)));
    CK(cudaMemcpy(dg, g.data(), N * sizeof(float4), cudaMemcpyHostToDevice));
    sample<<<(N + 255) / 256, 256>>>(t, dg, dout, N);
    CK(cudaGetLastError());
    std::vector<float4> out(N);
    CK(cudaMemcpy(out.data(), dout, N * sizeof(float4), cudaMemcpyDeviceToHost));
    FILE* f = fopen((dir + "/grad.bin").c_str(), "wb");
    for (int i = 0; i < N; i++) {
        fwrite(&g[i], sizeof(float4), 1, f);
        fwrite(&out[i], sizeof(float4), 1, f);
    }
    fclose(f);
    printf("grad %d samples\n", N);
    return 0;
}
