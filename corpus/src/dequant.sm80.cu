// Weight-only quantisation helpers: int4 / uint8 to half via prmt.b32 and lop3.b32
// (the "magic number" trick: put the nibble in the mantissa of 1024.0h, subtract).
#include <cuda_fp16.h>
#include <cstdint>

// 8 signed int4 (two's-complement-free, stored with +8 bias) in one u32 -> 8 halves.
__device__ __forceinline__ uint4 dequant_s4_to_h8(uint32_t q) {
    constexpr uint32_t LO = 0x000f000f, HI = 0x00f000f0, EXP = 0x64006400;
    constexpr uint32_t SUB = 0x64086408;  // 1032.0h in both halves
    constexpr uint32_t MUL = 0x2c002c00;  // 1/16
    constexpr uint32_t ADD = 0xd480d480;  // -72.0h
    uint4 r;
    uint32_t top = q >> 8;
    asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(r.x) : "r"(q), "n"(LO), "n"(EXP), "n"(0xea));
    asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(r.y) : "r"(q), "n"(HI), "n"(EXP), "n"(0xea));
    asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(r.z) : "r"(top), "n"(LO), "n"(EXP), "n"(0xea));
    asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(r.w) : "r"(top), "n"(HI), "n"(EXP), "n"(0xea));
    asm("sub.f16x2 %0, %1, %2;" : "=r"(r.x) : "r"(r.x), "r"(SUB));
    asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(r.y) : "r"(r.y), "r"(MUL), "r"(ADD));
    asm("sub.f16x2 %0, %1, %2;" : "=r"(r.z) : "r"(r.z), "r"(SUB));
    asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(r.w) : "r"(r.w), "r"(MUL), "r"(ADD));
    return r;
}

// 4 uint8 -> 4 halves with prmt: interleave bytes with 0x64 exponent bytes.
__device__ __forceinline__ uint2 dequant_u8_to_h4(uint32_t q) {
    constexpr uint32_t MAGIC = 0x64646464;
    uint2 r;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r.x) : "r"(q), "n"(MAGIC), "n"(0x7150));
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r.y) : "r"(q), "n"(MAGIC), "n"(0x7352));
    asm("sub.f16x2 %0, %1, %2;" : "=r"(r.x) : "r"(r.x), "r"(0x64006400));
    asm("sub.f16x2 %0, %1, %2;" : "=r"(r.y) : "r"(r.y), "r"(0x64006400));
    return r;
}

// Byte-swap / sign-extend with the prmt modes.
__device__ __forceinline__ uint32_t bswap32(uint32_t x) {
    uint32_t r;
    asm("prmt.b32 %0, %1, 0, 0x0123;" : "=r"(r) : "r"(x));
    return r;
}
__device__ __forceinline__ uint32_t sext_byte1(uint32_t x) {
    uint32_t r;
    asm("prmt.b32.ecl %0, %1, 0, 1;" : "=r"(r) : "r"(x));
    return r;
}

extern "C" __global__ void dequant_gemv_s4(const uint32_t* __restrict__ qweight,
                                           const half2* __restrict__ scales,
                                           const half* __restrict__ x,
                                           float* __restrict__ y, int rows, int cols) {
    int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    int lane = threadIdx.x & 31;
    if (row >= rows) return;
    const uint32_t* qr = qweight + (size_t)row * (cols / 8);
    half2 s = scales[row];
    float acc = 0.0f;
    for (int g = lane; g < cols / 8; g += 32) {
        uint4 w = dequant_s4_to_h8(qr[g]);
        const half2* xv = reinterpret_cast<const half2*>(x + g * 8);
        half2 p = __hmul2(*reinterpret_cast<half2*>(&w.x), xv[0]);
        p = __hfma2(*reinterpret_cast<half2*>(&w.y), xv[1], p);
        p = __hfma2(*reinterpret_cast<half2*>(&w.z), xv[2], p);
        p = __hfma2(*reinterpret_cast<half2*>(&w.w), xv[3], p);
        p = __hmul2(p, s);
        float2 f = __half22float2(p);
        acc += f.x + f.y;
    }
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
    if (lane == 0) y[row] = acc;
}

extern "C" __global__ void dequant_u8(const uint32_t* q, uint2* out, uint32_t* swapped, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = dequant_u8_to_h4(q[i]);
        swapped[i] = bswap32(q[i]) ^ sext_byte1(q[i]);
    }
}
