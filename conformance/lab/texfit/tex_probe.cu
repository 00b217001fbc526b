// tex_probe.cu: what the H100's texture unit does with linear filtering,
// read back through one-hot texels (each corner's weight comes out as the
// sample of a texture that is 1 at that corner and 0 elsewhere).
//
//   nvcc -O2 -arch=sm_90a -o tex_probe tex_probe.cu && ./tex_probe OUTDIR
//
// It writes
//   w3d.bin   for every (A, B) in 0..255 and C in the list CS below: the
//             eight trilinear weights (times 256, one byte each; 256 is
//             written as 0 and told apart by the sum) of a 2x2x2 f32x4
//             texture sampled at (0.5 + A/256, 0.5 + B/256, 0.5 + C/256),
//             corner q = i + 2j + 4k, unnormalised coordinates;
//   wmip.bin  for a 4x4 2D texture with two levels (4x4, 2x2), linear
//             filtering within and between levels, normalised coordinates:
//             for every x, y on a 1/256 grid of [0.25, 0.75) and the level
//             weights W of the list WS (lod = W/256), the weights of the 16
//             level-0 texels and the 4 level-1 texels (20 bytes, times 256);
//   sums.bin  for 65,536 random (a, b) and random f32 texels over a wide
//             range of exponents, the four texels, a, b and the 2D sample
//             (7 words each), to check the rounding of the weighted sum.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <vector>
#include <string>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

static const int CS[] = {0, 1, 2, 3, 5, 7, 8, 13, 16, 31, 32, 37, 51, 64, 77, 85, 96, 101, 112, 127,
                         128, 129, 143, 160, 171, 187, 192, 199, 208, 221, 224, 235, 240, 247, 252, 255};
static const int NC = sizeof(CS) / sizeof(CS[0]);
static const int WS[] = {0, 1, 3, 8, 15, 16, 27, 32, 45, 64, 77, 96, 101, 127, 128, 129, 150, 171, 192, 201, 224, 239, 250, 255};
static const int NW = sizeof(WS) / sizeof(WS[0]);

__global__ void sample3d(cudaTextureObject_t t0, cudaTextureObject_t t1, const int* cs, uint8_t* out) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x; // (ci, A, B)
    int B = idx & 255, A = (idx >> 8) & 255, ci = idx >> 16;
    float x = 0.5f + A / 256.0f, y = 0.5f + B / 256.0f, z = 0.5f + cs[ci] / 256.0f;
    float4 v0 = tex3D<float4>(t0, x, y, z);
    float4 v1 = tex3D<float4>(t1, x, y, z);
    float w[8] = {v0.x, v0.y, v0.z, v0.w, v1.x, v1.y, v1.z, v1.w};
    for (int q = 0; q < 8; q++) out[8 * (size_t)idx + q] = (uint8_t)(int)(w[q] * 256.0f);
}

__global__ void sampleMip(const cudaTextureObject_t* ts, const int* ws, uint8_t* out) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x; // (wi, X, Y): X, Y in 0..127
    int Y = idx & 127, X = (idx >> 7) & 127, W = ws[idx >> 14];
    float x = 0.25f + X / 256.0f, y = 0.25f + Y / 256.0f, lod = W / 256.0f;
    for (int t = 0; t < 5; t++) {
        float4 v = tex2DLod<float4>(ts[t], x, y, lod);
        float w[4] = {v.x, v.y, v.z, v.w};
        for (int c = 0; c < 4; c++) out[20 * (size_t)idx + 4 * t + c] = (uint8_t)(int)(w[c] * 256.0f);
    }
}

__global__ void sample2d(const cudaTextureObject_t* ts, const float* ab, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = tex2D<float>(ts[i], 0.5f + ab[2 * i], 0.5f + ab[2 * i + 1]);
}

static cudaTextureObject_t makeTex(cudaArray_t arr, bool norm) {
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = arr;
    cudaTextureDesc td = {};
    for (int i = 0; i < 3; i++) td.addressMode[i] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = norm;
    cudaTextureObject_t t;
    CK(cudaCreateTextureObject(&t, &rd, &td, nullptr));
    return t;
}

static void writeFile(const std::string& path, const void* p, size_t n) {
    FILE* f = fopen(path.c_str(), "wb");
    if (!f || fwrite(p, 1, n, f) != n) { perror(path.c_str()); exit(1); }
    fclose(f);
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next() { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

int main(int argc, char** argv) {
    std::string dir = argc > 1 ? argv[1] : ".";
    // 3D: two 2x2x2 float4 textures, one-hot per corner.
    cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
    cudaTextureObject_t t3[2];
    for (int h = 0; h < 2; h++) {
        cudaArray_t arr;
        CK(cudaMalloc3DArray(&arr, &f4, make_cudaExtent(2, 2, 2)));
        float host[8][4] = {};
        for (int q = 0; q < 8; q++)
            for (int c = 0; c < 4; c++) host[q][c] = (q == 4 * h + c) ? 1.0f : 0.0f;
        cudaMemcpy3DParms p = {};
        p.srcPtr = make_cudaPitchedPtr(host, 2 * sizeof(float4), 2, 2);
        p.dstArray = arr;
        p.extent = make_cudaExtent(2, 2, 2);
        p.kind = cudaMemcpyHostToDevice;
        CK(cudaMemcpy3D(&p));
        t3[h] = makeTex(arr, false);
    }
    int* dcs;
    CK(cudaMalloc(&dcs, sizeof(CS)));
    CK(cudaMemcpy(dcs, CS, sizeof(CS), cudaMemcpyHostToDevice));
    size_t n3 = (size_t)NC << 16;
    uint8_t* d3;
    CK(cudaMalloc(&d3, 8 * n3));
    sample3d<<<n3 / 256, 256>>>(t3[0], t3[1], dcs, d3);
    CK(cudaGetLastError());
    std::vector<uint8_t> h3(8 * n3);
    CK(cudaMemcpy(h3.data(), d3, h3.size(), cudaMemcpyDeviceToHost));
    writeFile(dir + "/w3d.bin", h3.data(), h3.size());

    // Mip: five 4x4 float4 textures with levels 4x4 and 2x2; texel e of
    // the 20 (16 of level 0 row by row, then 4 of level 1) is one-hot in
    // channel e%4 of texture e/4.
    cudaTextureObject_t tm[5];
    for (int t = 0; t < 5; t++) {
        cudaMipmappedArray_t mm;
        CK(cudaMallocMipmappedArray(&mm, &f4, make_cudaExtent(4, 4, 0), 2));
        for (int l = 0; l < 2; l++) {
            int w = 4 >> l;
            cudaArray_t lv;
            CK(cudaGetMipmappedArrayLevel(&lv, mm, l));
            std::vector<float> host(w * w * 4, 0.0f);
            for (int i = 0; i < w * w; i++) {
                int e = (l == 0 ? 0 : 16) + i;
                if (e / 4 == t) host[4 * i + e % 4] = 1.0f;
            }
            CK(cudaMemcpy2DToArray(lv, 0, 0, host.data(), w * sizeof(float4), w * sizeof(float4), w, cudaMemcpyHostToDevice));
        }
        cudaResourceDesc rd = {};
        rd.resType = cudaResourceTypeMipmappedArray;
        rd.res.mipmap.mipmap = mm;
        cudaTextureDesc td = {};
        for (int i = 0; i < 3; i++) td.addressMode[i] = cudaAddressModeClamp;
        td.filterMode = cudaFilterModeLinear;
        td.mipmapFilterMode = cudaFilterModeLinear;
        td.readMode = cudaReadModeElementType;
        td.normalizedCoords = 1;
        td.maxMipmapLevelClamp = 1;
        CK(cudaCreateTextureObject(&tm[t], &rd, &td, nullptr));
    }
    cudaTextureObject_t* dtm;
    CK(cudaMalloc(&dtm, sizeof(tm)));
    CK(cudaMemcpy(dtm, tm, sizeof(tm), cudaMemcpyHostToDevice));
    int* dws;
    CK(cudaMalloc(&dws, sizeof(WS)));
    CK(cudaMemcpy(dws, WS, sizeof(WS), cudaMemcpyHostToDevice));
    size_t nm = (size_t)NW << 14;
    uint8_t* dm;
    CK(cudaMalloc(&dm, 20 * nm));
    sampleMip<<<nm / 256, 256>>>(dtm, dws, dm);
    CK(cudaGetLastError());
    std::vector<uint8_t> hm(20 * nm);
    CK(cudaMemcpy(hm.data(), dm, hm.size(), cudaMemcpyDeviceToHost));
    writeFile(dir + "/wmip.bin", hm.data(), hm.size());

    // Sums: 2D f32 textures of 2x2 random texels with exponents spread
    // over 2^-40..2^40, sampled once each at random 8-bit (a, b).
    const int NS = 65536, BATCH = 4096;
    std::vector<float> rec(7 * (size_t)NS);
    for (int base = 0; base < NS; base += BATCH) {
        std::vector<cudaTextureObject_t> ts(BATCH);
        std::vector<cudaArray_t> arrs(BATCH);
        std::vector<float> ab(2 * BATCH);
        cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
        for (int i = 0; i < BATCH; i++) {
            float tx[4];
            for (int q = 0; q < 4; q++) {
                uint64_t r = next();
                int spread = (i % 4 == 0) ? 80 : (i % 4 == 1 ? 24 : (i % 4 == 2 ? 8 : 0));
                int e = spread ? (int)(r % (spread + 1)) - spread / 2 : 0;
                float m = 1.0f + (float)((r >> 20) & 0x7fffff) / 8388608.0f;
                tx[q] = ldexpf((r >> 60) & 1 ? -m : m, e);
            }
            CK(cudaMallocArray(&arrs[i], &f1, 2, 2));
            CK(cudaMemcpy2DToArray(arrs[i], 0, 0, tx, 2 * sizeof(float), 2 * sizeof(float), 2, cudaMemcpyHostToDevice));
            ts[i] = makeTex(arrs[i], false);
            uint64_t r = next();
            ab[2 * i] = (float)(r & 255) / 256.0f;
            ab[2 * i + 1] = (float)((r >> 8) & 255) / 256.0f;
            float* o = &rec[7 * (size_t)(base + i)];
            memcpy(o, tx, sizeof(tx));
            o[4] = ab[2 * i];
            o[5] = ab[2 * i + 1];
        }
        cudaTextureObject_t* dts;
        float *dab, *dout;
        CK(cudaMalloc(&dts, BATCH * sizeof(cudaTextureObject_t)));
        CK(cudaMalloc(&dab, 2 * BATCH * sizeof(float)));
        CK(cudaMalloc(&dout, BATCH * sizeof(float)));
        CK(cudaMemcpy(dts, ts.data(), BATCH * sizeof(cudaTextureObject_t), cudaMemcpyHostToDevice));
        CK(cudaMemcpy(dab, ab.data(), 2 * BATCH * sizeof(float), cudaMemcpyHostToDevice));
        sample2d<<<BATCH / 256, 256>>>(dts, dab, dout, BATCH);
        CK(cudaGetLastError());
        std::vector<float> out(BATCH);
        CK(cudaMemcpy(out.data(), dout, BATCH * sizeof(float), cudaMemcpyDeviceToHost));
        for (int i = 0; i < BATCH; i++) rec[7 * (size_t)(base + i) + 6] = out[i];
        for (int i = 0; i < BATCH; i++) {
            CK(cudaDestroyTextureObject(ts[i]));
            CK(cudaFreeArray(arrs[i]));
        }
        CK(cudaFree(dts));
        CK(cudaFree(dab));
        CK(cudaFree(dout));
    }
    writeFile(dir + "/sums.bin", rec.data(), rec.size() * sizeof(float));
    printf("w3d %zu samples, wmip %zu samples, sums %d samples\n", n3, nm, NS);
    return 0;
}
