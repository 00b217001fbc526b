// SIMD-within-a-register video intrinsics (what image/codec code uses).
extern "C" __global__ void simd_intrinsics(const unsigned* a, const unsigned* b, unsigned* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = a[i], y = b[i];
    unsigned r = __vabsdiffu4(x, y);
    r ^= __vadd4(x, y);
    r ^= __vaddss4(x, y);
    r ^= __vsub2(x, y);
    r ^= __vmaxu4(x, y);
    r ^= __vminu2(x, y);
    r ^= __vcmpgtu4(x, y);
    r ^= __vavgu4(x, y);
    r += __vsadu4(x, y);
    out[i] = r;
}

// Sum of absolute differences over an 8x8 block of pixels (motion estimation).
extern "C" __global__ void sad8x8(const unsigned char* cur, const unsigned char* ref,
                                  int stride, unsigned* sad) {
    int bx = blockIdx.x * 8, by = blockIdx.y * 8;
    int row = threadIdx.x;  // 8 threads, one row each
    const unsigned* c = reinterpret_cast<const unsigned*>(cur + (by + row) * stride + bx);
    const unsigned* r = reinterpret_cast<const unsigned*>(ref + (by + row) * stride + bx);
    unsigned s = __vsadu4(c[0], r[0]) + __vsadu4(c[1], r[1]);
    for (int o = 4; o > 0; o >>= 1) s += __shfl_down_sync(0xffu, s, o, 8);
    if (row == 0) sad[blockIdx.y * gridDim.x + blockIdx.x] = s;
}
