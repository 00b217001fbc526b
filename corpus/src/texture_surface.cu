// Bindless textures and surfaces: tex1Dfetch, tex2D with filtering, tex2DLod,
// surf2Dread/surf2Dwrite (texture objects are 64-bit handles).
extern "C" __global__ void bilinear_resize(cudaTextureObject_t src, float* dst, int w, int h,
                                           float sx, float sy) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) dst[y * w + x] = tex2D<float>(src, (x + 0.5f) * sx, (y + 0.5f) * sy);
}

extern "C" __global__ void gather_tex1d(cudaTextureObject_t t, const int* idx, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<float4>(t, idx[i]);
}

extern "C" __global__ void mip_sample(cudaTextureObject_t t, float* out, float lod) {
    int x = threadIdx.x, y = blockIdx.x;
    out[y * blockDim.x + x] = tex2DLod<float>(t, x / 32.0f, y / 32.0f, lod);
}

extern "C" __global__ void surface_invert(cudaSurfaceObject_t s, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        uchar4 p;
        surf2Dread(&p, s, x * (int)sizeof(uchar4), y);
        p = make_uchar4(255 - p.x, 255 - p.y, 255 - p.z, p.w);
        surf2Dwrite(p, s, x * (int)sizeof(uchar4), y);
    }
}
