// Bit manipulation: intrinsics (brev, clz, popc, ffs, byte_perm, funnel shifts)
// and bfe/bfi, which have no public intrinsic, via inline PTX.
#include <cstdint>

__device__ __forceinline__ uint32_t bfe_u32(uint32_t x, uint32_t pos, uint32_t len) {
    uint32_t r;
    asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
    return r;
}
__device__ __forceinline__ int32_t bfe_s32(int32_t x, uint32_t pos, uint32_t len) {
    int32_t r;
    asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
    return r;
}
__device__ __forceinline__ uint32_t bfi_b32(uint32_t ins, uint32_t base, uint32_t pos, uint32_t len) {
    uint32_t r;
    asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(ins), "r"(base), "r"(pos), "r"(len));
    return r;
}
__device__ __forceinline__ uint64_t bfe_u64_imm(uint64_t x) {
    uint64_t r;
    asm("bfe.u64 %0, %1, 12, 20;" : "=l"(r) : "l"(x));
    return r;
}

extern "C" __global__ void bit_intrinsics(const uint32_t* x, const uint64_t* y, uint32_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t v = x[i];
    uint64_t w = y[i];
    uint32_t* o = out + 16 * i;
    o[0] = __brev(v);
    o[1] = __clz(v);
    o[2] = __popc(v);
    o[3] = __ffs(v);
    o[4] = __byte_perm(v, v >> 3, 0x3210 ^ 0x1111);
    o[5] = __funnelshift_l(v, (uint32_t)w, i & 31);
    o[6] = __funnelshift_rc(v, (uint32_t)(w >> 32), i);
    o[7] = (uint32_t)__brevll(w) ^ __clzll(w) ^ __popcll(w) ^ __ffsll(w);
    o[8] = bfe_u32(v, i & 31, 5);
    o[9] = (uint32_t)bfe_s32((int32_t)v, 3, 7);
    o[10] = bfi_b32(v, o[9], 8, 8);
    o[11] = (uint32_t)bfe_u64_imm(w);
    o[12] = __umulhi(v, 0x9e3779b9u) + __mul24((int)v, 3) + __umul24(v, 5u);
    o[13] = __usad(v, o[1], 7u) + __sad((int)v, -3, 1) + __uhadd(v, o[2]) + __urhadd(v, o[3]);
    o[14] = __fns(v, 0, 2);
    // Shift/mask patterns nvcc turns into bfe/shf itself.
    o[15] = ((v >> 7) & 0x3ffu) | ((v << 27) | (v >> 5));
}
