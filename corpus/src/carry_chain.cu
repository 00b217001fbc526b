// Multi-word integer arithmetic with PTX carry flags (add.cc/addc, sub.cc/subc,
// mad.lo.cc/madc.hi), next to what the compiler emits for unsigned __int128.
#include <cstdint>

struct u128 { uint32_t w[4]; };

__device__ __forceinline__ u128 add128(const u128& a, const u128& b) {
    u128 r;
    asm("add.cc.u32  %0, %4, %8;\n\t"
        "addc.cc.u32 %1, %5, %9;\n\t"
        "addc.cc.u32 %2, %6, %10;\n\t"
        "addc.u32    %3, %7, %11;"
        : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3])
        : "r"(a.w[0]), "r"(a.w[1]), "r"(a.w[2]), "r"(a.w[3]),
          "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]));
    return r;
}

__device__ __forceinline__ u128 sub128(const u128& a, const u128& b) {
    u128 r;
    asm("sub.cc.u32  %0, %4, %8;\n\t"
        "subc.cc.u32 %1, %5, %9;\n\t"
        "subc.cc.u32 %2, %6, %10;\n\t"
        "subc.u32    %3, %7, %11;"
        : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3])
        : "r"(a.w[0]), "r"(a.w[1]), "r"(a.w[2]), "r"(a.w[3]),
          "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]), "r"(b.w[3]));
    return r;
}

// 64x64 -> 128 bit product from 32-bit pieces.
__device__ __forceinline__ u128 mul64x64(uint64_t a, uint64_t b) {
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
    uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    u128 r;
    asm("mul.lo.u32      %0, %4, %6;\n\t"
        "mul.hi.u32      %1, %4, %6;\n\t"
        "mad.lo.cc.u32   %1, %4, %7, %1;\n\t"
        "madc.hi.u32     %2, %4, %7, 0;\n\t"
        "mad.lo.cc.u32   %1, %5, %6, %1;\n\t"
        "madc.hi.cc.u32  %2, %5, %6, %2;\n\t"
        "madc.hi.u32     %3, %5, %7, 0;\n\t"
        "mad.lo.cc.u32   %2, %5, %7, %2;\n\t"
        "addc.u32        %3, %3, 0;"
        : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2]), "=r"(r.w[3])
        : "r"(a0), "r"(a1), "r"(b0), "r"(b1));
    return r;
}

// 64-bit add with carry out, 64-bit registers.
__device__ __forceinline__ uint64_t add64_carry(uint64_t a, uint64_t b, uint32_t& carry) {
    uint64_t s;
    asm("add.cc.u64 %0, %2, %3;\n\t"
        "addc.u32 %1, %4, %4;" : "=l"(s), "=r"(carry) : "l"(a), "l"(b), "r"(0u));
    return s;
}

extern "C" __global__ void bignum_ops(const u128* a, const u128* b, u128* sum, u128* diff,
                                      const uint64_t* x, const uint64_t* y, u128* prod,
                                      uint64_t* s64, uint32_t* c64, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    sum[i] = add128(a[i], b[i]);
    diff[i] = sub128(a[i], b[i]);
    prod[i] = mul64x64(x[i], y[i]);
    uint32_t c;
    s64[i] = add64_carry(x[i], y[i], c);
    c64[i] = c;
}

// What nvcc emits for native 128-bit integers and the 64-bit high-multiply intrinsics.
extern "C" __global__ void int128_native(const unsigned long long* x, const unsigned long long* y,
                                         unsigned long long* hi, unsigned long long* lo,
                                         long long* shi, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned __int128 p = (unsigned __int128)x[i] * y[i];
    p += (unsigned __int128)lo[i] << 64 | hi[i];
    hi[i] = (unsigned long long)(p >> 64);
    lo[i] = (unsigned long long)p ^ __umul64hi(x[i], y[i]);
    shi[i] = __mul64hi((long long)x[i], (long long)y[i]) + (long long)__umulhi((unsigned)x[i], (unsigned)y[i]);
}
