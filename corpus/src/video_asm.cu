// PTX video instructions written directly: vadd4, vabsdiff4 with the .add
// accumulate, vsub2 saturating, scalar vmax/vabsdiff with byte selectors.
__device__ __forceinline__ unsigned vadd4_sat(unsigned a, unsigned b) {
    unsigned d;
    asm("vadd4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(0u));
    return d;
}
__device__ __forceinline__ unsigned sad4_acc(unsigned a, unsigned b, unsigned acc) {
    unsigned d;
    asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(acc));
    return d;
}
__device__ __forceinline__ unsigned vsub2_sat(unsigned a, unsigned b) {
    unsigned d;
    asm("vsub2.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(0u));
    return d;
}
__device__ __forceinline__ int vmax_scalar(int a, int b) {
    int d;
    asm("vmax.s32.s32.s32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
    return d;
}
__device__ __forceinline__ unsigned absdiff_bytes(unsigned a, unsigned b, unsigned c) {
    unsigned d;
    asm("vabsdiff.u32.u32.u32.add %0, %1.b0, %2.b0, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
    return d;
}

extern "C" __global__ void video_ptx(const unsigned* a, const unsigned* b, unsigned* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = a[i], y = b[i];
    unsigned acc = sad4_acc(x, y, 0u);
    acc = sad4_acc(x >> 1, y >> 1, acc);
    out[4 * i + 0] = vadd4_sat(x, y);
    out[4 * i + 1] = acc;
    out[4 * i + 2] = vsub2_sat(x, y);
    out[4 * i + 3] = (unsigned)vmax_scalar((int)x, (int)y) + absdiff_bytes(x, y, acc);
}
