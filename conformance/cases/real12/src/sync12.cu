// real12: block and warp synchronisation, atomics with wrap-around,
// shuffles of sub-warp widths, dp4a/dp2a and inline PTX the way CUDA
// code writes them. Every result is independent of thread timing.
#include <cstdint>

// __syncthreads_count/and/or over predicates that differ per thread.
extern "C" __global__ void sync_counts(const int* in, int* out) {
    int t = threadIdx.x;
    int v = in[blockIdx.x * blockDim.x + t];
    int c0 = __syncthreads_count(v > 0);
    int c1 = __syncthreads_and(v != 7);
    int c2 = __syncthreads_or(v == 13);
    int c3 = __syncthreads_count((v & 3) == (t & 3));
    int c4 = __syncthreads_and(t < 1000);
    if (t == 0) {
        int* o = out + blockIdx.x * 5;
        o[0] = c0; o[1] = c1; o[2] = c2; o[3] = c3; o[4] = c4;
    }
}

// Atomics whose final values do not depend on the order: inc/dec with
// wrap-around in shared and global memory, 64-bit and/or/xor/max/min/add.
extern "C" __global__ void atomics_wrap(unsigned* g, unsigned long long* g64, const unsigned* in, int n) {
    __shared__ unsigned s[2];
    if (threadIdx.x < 2) s[threadIdx.x] = threadIdx.x ? 3u : 0u;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned v = in[i];
        atomicInc(&s[0], 17u);
        atomicDec(&s[1], 9u);
        atomicInc(&g[0], 1000u);
        atomicDec(&g[1], 5u);
        atomicAnd(&g64[0], ~(1ull << (v & 63)));
        atomicOr(&g64[1], 1ull << ((v >> 6) & 63));
        atomicXor(&g64[2], (unsigned long long)v * 0x9E3779B97F4A7C15ull);
        atomicMax(&g64[3], (unsigned long long)v << 20);
        atomicMin(&g64[4], 0xFFFFFFFFFFull - v);
        atomicAdd(&g64[5], (unsigned long long)v);
        atomicMax((long long*)&g64[6], (long long)(int)v * -3);
        atomicMin((long long*)&g64[7], (long long)(int)v * -3);
    }
    __syncthreads();
    if (threadIdx.x < 2)
        atomicAdd(&g[2 + threadIdx.x], s[threadIdx.x] + 100u * blockIdx.x);
}

// Shuffles with widths 4, 8 and 16, out-of-range source lanes, 64-bit and
// double values, and a mask of the even lanes.
extern "C" __global__ void shfl_widths(const int* in, const double* din, int* out, double* dout) {
    int t = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + t;
    int v = in[gi];
    double d = din[gi];
    long long l = ((long long)v << 32) ^ (long long)(t * 0x01010101);
    int* o = out + gi * 8;
    double* od = dout + gi * 4;
    o[0] = __shfl_sync(0xffffffffu, v, (t * 3) & 7, 8);
    o[1] = __shfl_up_sync(0xffffffffu, v, 3, 16);
    o[2] = __shfl_down_sync(0xffffffffu, v, 2, 4);
    o[3] = __shfl_xor_sync(0xffffffffu, v, 5, 16);
    long long lx = __shfl_xor_sync(0xffffffffu, l, 9, 32);
    o[4] = (int)lx;
    o[5] = (int)(lx >> 32);
    float f = __int_as_float(v);
    o[6] = __float_as_int(__shfl_down_sync(0xffffffffu, f, 7, 8));
    o[7] = __shfl_sync(0xffffffffu, v, 71 - (t & 31), 32);
    od[0] = __shfl_sync(0xffffffffu, d, (t + 1) & 3, 4);
    od[1] = __shfl_up_sync(0xffffffffu, d, 1, 8);
    od[2] = __shfl_xor_sync(0xffffffffu, d, 16, 32);
    if ((t & 1) == 0)
        od[3] = __shfl_sync(0x55555555u, d, (t + 2) & 31);
    else
        od[3] = -1.0;
}

// Votes and matches under masks computed by a ballot first (never
// __activemask, whose value depends on how the warp reconverged).
extern "C" __global__ void vote_masks(const int* in, unsigned* out) {
    int t = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + t;
    int v = in[gi];
    unsigned odd = __ballot_sync(0xffffffffu, v & 1);
    unsigned* o = out + gi * 4;
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (v & 1) {
        a = __ballot_sync(odd, v & 2);
        b = __any_sync(odd, v > 100);
        c = __all_sync(odd, v >= -50);
        d = __match_any_sync(odd, v & 0x30);
    } else {
        unsigned even = ~odd;
        a = __ballot_sync(even, v & 8);
        b = __match_any_sync(even, (unsigned long long)(v >> 3) << 33);
        int pred;
        c = __match_all_sync(even, v >> 10, &pred);
        d = (unsigned)pred | (__reduce_add_sync(even, (unsigned)v & 0xff) << 1);
    }
    o[0] = a; o[1] = b; o[2] = c; o[3] = d;
}

// __dp4a and __dp2a in their signed and unsigned forms.
extern "C" __global__ void dp4a_mix(const int* a, const int* b, const int* c, int* out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int x = a[i], y = b[i], z = c[i];
    int* o = out + i * 6;
    o[0] = __dp4a(x, y, z);
    o[1] = (int)__dp4a((unsigned)x, (unsigned)y, (unsigned)z);
    o[2] = __dp2a_lo(x, y, z);
    o[3] = __dp2a_hi(x, y, z);
    o[4] = (int)__dp2a_lo((unsigned)x, (unsigned)y, (unsigned)z);
    o[5] = (int)__dp2a_hi((unsigned)x, (unsigned)y, (unsigned)z);
}

// Inline PTX of the kind hand-tuned kernels carry: byte permutes with
// modes, a three-input logic op, a clamped funnel shift, bfind, a 64-bit
// high product, a carry chain and a predicate in a scoped block.
extern "C" __global__ void inline_misc(const unsigned* a, const unsigned* b, unsigned* out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned x = a[i], y = b[i], r0, r1, r2, r3, r4, r5, lo, hi32;
    asm("prmt.b32 %0, %1, %2, 0x7362;" : "=r"(r0) : "r"(x), "r"(y));
    asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(r1) : "r"(x), "r"(y), "r"(y & 3));
    asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(r2) : "r"(x), "r"(y), "r"(x ^ (y >> 3)));
    asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r3) : "r"(x), "r"(y), "r"(y >> 26));
    asm("bfind.shiftamt.u32 %0, %1;" : "=r"(r4) : "r"(x & (y | 0x10000u)));
    unsigned long long w = ((unsigned long long)x << 32) | y, hi;
    asm("mul.hi.u64 %0, %1, %2;" : "=l"(hi) : "l"(w), "l"(w ^ 0x9E3779B97F4A7C15ull));
    asm("{\n\t.reg .pred p;\n\tsetp.lt.u32 p, %1, %2;\n\tselp.b32 %0, 7, 9, p;\n\t}" : "=r"(r5) : "r"(x), "r"(y));
    asm("add.cc.u32 %0, %2, %3;\n\taddc.cc.u32 %1, %4, %5;" : "=r"(lo), "=r"(hi32) : "r"(x), "r"(y), "r"(y), "r"(x >> 1));
    unsigned* o = out + i * 10;
    o[0] = r0; o[1] = r1; o[2] = r2; o[3] = r3; o[4] = r4;
    o[5] = (unsigned)hi; o[6] = (unsigned)(hi >> 32); o[7] = r5; o[8] = lo; o[9] = hi32;
}
