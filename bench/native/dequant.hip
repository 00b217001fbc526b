// HIP counterpart of corpus/src/dequant.sm80.cu (dequant.sm80.ptx). The
// PTX inline asm becomes plain C for lop3 ((a & b) | c, immLut 0xea),
// __builtin_amdgcn_perm (v_perm_b32) for prmt, and _Float16 vectors for
// sub/fma.f16x2.
#include <hip/hip_runtime.h>
#include <stdint.h>

typedef _Float16 h2 __attribute__((ext_vector_type(2)));
typedef float f2 __attribute__((ext_vector_type(2)));

__device__ __forceinline__ h2 as_h2(uint32_t u) { return __builtin_bit_cast(h2, u); }
__device__ __forceinline__ uint32_t as_u32(h2 h) { return __builtin_bit_cast(uint32_t, h); }

struct q4 { uint32_t x, y, z, w; };
struct q2 { uint32_t x, y; };

// 8 int4 (stored with +8 bias) in one u32 -> 8 halves.
__device__ __forceinline__ q4 dequant_s4_to_h8(uint32_t q) {
    constexpr uint32_t LO = 0x000f000f, HI = 0x00f000f0, EXP = 0x64006400;
    constexpr uint32_t SUB = 0x64086408, MUL = 0x2c002c00, ADD = 0xd480d480;
    uint32_t top = q >> 8;
    q4 r;
    r.x = as_u32(as_h2((q & LO) | EXP) - as_h2(SUB));
    r.y = as_u32(__builtin_elementwise_fma(as_h2((q & HI) | EXP), as_h2(MUL), as_h2(ADD)));
    r.z = as_u32(as_h2((top & LO) | EXP) - as_h2(SUB));
    r.w = as_u32(__builtin_elementwise_fma(as_h2((top & HI) | EXP), as_h2(MUL), as_h2(ADD)));
    return r;
}

// 4 uint8 -> 4 halves: interleave bytes with 0x64 exponent bytes.
__device__ __forceinline__ q2 dequant_u8_to_h4(uint32_t q) {
    constexpr uint32_t MAGIC = 0x64646464;
    q2 r;
    r.x = as_u32(as_h2(__builtin_amdgcn_perm(MAGIC, q, 0x07010500)) - as_h2(0x64006400u));
    r.y = as_u32(as_h2(__builtin_amdgcn_perm(MAGIC, q, 0x07030502)) - as_h2(0x64006400u));
    return r;
}

// prmt.b32 x, 0, 0x0123 (byte swap) and prmt.b32.ecl x, 0, 1 (bytes 3,2,1,1).
__device__ __forceinline__ uint32_t bswap32(uint32_t x) { return __builtin_bswap32(x); }
__device__ __forceinline__ uint32_t sext_byte1(uint32_t x) { return __builtin_amdgcn_perm(0, x, 0x03020101); }

extern "C" __global__ void dequant_gemv_s4(const uint32_t* __restrict__ qweight, const h2* __restrict__ scales,
                                           const _Float16* __restrict__ x, float* __restrict__ y, int rows,
                                           int cols) {
    int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    int lane = threadIdx.x & 31;
    if (row >= rows) return;
    const uint32_t* qr = qweight + (size_t)row * (cols / 8);
    h2 s = scales[row];
    float acc = 0.0f;
    for (int g = lane; g < cols / 8; g += 32) {
        q4 w = dequant_s4_to_h8(qr[g]);
        const h2* xv = reinterpret_cast<const h2*>(x + g * 8);
        h2 p = as_h2(w.x) * xv[0];
        p = __builtin_elementwise_fma(as_h2(w.y), xv[1], p);
        p = __builtin_elementwise_fma(as_h2(w.z), xv[2], p);
        p = __builtin_elementwise_fma(as_h2(w.w), xv[3], p);
        p = p * s;
        f2 f = __builtin_convertvector(p, f2);
        acc += f.x + f.y;
    }
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor(acc, o, 32);
    if (lane == 0) y[row] = acc;
}

extern "C" __global__ void dequant_u8(const uint32_t* q, q2* out, uint32_t* swapped, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = dequant_u8_to_h4(q[i]);
        swapped[i] = bswap32(q[i]) ^ sext_byte1(q[i]);
    }
}
