// Library-style inline PTX in CUDA C++, the way quantised-GEMM, attention
// and serving libraries write their hot loops: lop3/prmt dequantisation with
// magic numbers, cp.async with src-size zero fill and L2 hints, cache-policy
// loads and streaming stores, packed half/bf16 reductions and sm_90 vector
// atomics, acquire/release flag chains with nanosleep back-off, and warp
// match/redux idioms. One module; sm_80 and sm_90a builds (the sm_90-only
// forms are under __CUDA_ARCH__ >= 900, with a scalar path otherwise).
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

static __device__ __forceinline__ uint32_t lop3_and_or(uint32_t a, uint32_t b, uint32_t c) {
    // (a & b) | c
    uint32_t d;
    asm volatile("lop3.b32 %0, %1, %2, %3, 0xea;\n" : "=r"(d) : "r"(a), "r"(b), "r"(c));
    return d;
}

static __device__ __forceinline__ uint32_t prmt(uint32_t a, uint32_t b, uint32_t sel) {
    uint32_t d;
    asm volatile("prmt.b32 %0, %1, %2, %3;\n" : "=r"(d) : "r"(a), "r"(b), "r"(sel));
    return d;
}

// Eight 4-bit unsigned weights (one 32-bit word, nibble i of both halves
// interleaved the Marlin way) to four half2, zero point 8.
static __device__ __forceinline__ void dequant_u4x8(uint32_t q, half2 out[4]) {
    const uint32_t LO = 0x000f000f, HI = 0x00f000f0, EX = 0x64006400;
    uint32_t lo0 = lop3_and_or(q, LO, EX);
    uint32_t hi0 = lop3_and_or(q, HI, EX);
    q >>= 8;
    uint32_t lo1 = lop3_and_or(q, LO, EX);
    uint32_t hi1 = lop3_and_or(q, HI, EX);
    const uint32_t SUB = 0x64086408;  // {1032, 1032}
    const uint32_t MUL = 0x2c002c00;  // {1/16, 1/16}
    const uint32_t ADD = 0xd480d480;  // {-72, -72}
    out[0] = __hsub2(*reinterpret_cast<half2*>(&lo0), *reinterpret_cast<const half2*>(&SUB));
    out[1] = __hfma2(*reinterpret_cast<half2*>(&hi0), *reinterpret_cast<const half2*>(&MUL), *reinterpret_cast<const half2*>(&ADD));
    out[2] = __hsub2(*reinterpret_cast<half2*>(&lo1), *reinterpret_cast<const half2*>(&SUB));
    out[3] = __hfma2(*reinterpret_cast<half2*>(&hi1), *reinterpret_cast<const half2*>(&MUL), *reinterpret_cast<const half2*>(&ADD));
}

// y[n] = sum_k x[k] * (w4[k][n] - 8) * scale[k / group][n]; a warp per 8
// output columns (one packed word per k), k split over lanes.
extern "C" __global__ void __launch_bounds__(128) w4a16_gemv(const half* __restrict__ x, const uint32_t* __restrict__ wq,
                                                           const half* __restrict__ scales, float* __restrict__ y, int K, int N8,
                                                           int group) {
    const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
    if (warp >= N8) return;
    float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int k = lane; k < K; k += 32) {
        uint32_t q;
        asm volatile("ld.global.nc.L1::no_allocate.b32 %0, [%1];\n" : "=r"(q) : "l"(wq + (size_t)k * N8 + warp));
        half2 w[4];
        dequant_u4x8(q, w);
        const half* sc = scales + (size_t)(k / group) * N8 * 8 + warp * 8;
        half2 xv = __half2half2(x[k]);
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            // nibble pairs: w[0] = columns {0,4}, w[1] = {1,5}, w[2] = {2,6}, w[3] = {3,7}
            half2 s = __halves2half2(sc[j], sc[j + 4]);
            float2 p = __half22float2(__hmul2(__hmul2(w[j], s), xv));
            acc[j] += p.x;
            acc[j + 4] += p.y;
        }
    }
#pragma unroll
    for (int j = 0; j < 8; ++j) {
        float v = acc[j];
        for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
        acc[j] = v;
    }
    if (lane == 0) {
        float4* dst = reinterpret_cast<float4*>(y + warp * 8);
        asm volatile("st.global.cs.v4.f32 [%0], {%1,%2,%3,%4};\n" ::"l"(dst), "f"(acc[0]), "f"(acc[1]), "f"(acc[2]), "f"(acc[3]));
        asm volatile("st.global.cs.v4.f32 [%0], {%1,%2,%3,%4};\n" ::"l"(dst + 1), "f"(acc[4]), "f"(acc[5]), "f"(acc[6]), "f"(acc[7]));
    }
}

// Bytes to half/bf16/float by byte permutes: u8 -> half via the 0x64 exponent
// byte (1024 + q), s8 via xor 0x80 first, u8 -> float via 0x4b000000
// (2^23 + q), u8 -> bf16 via 0x4300 (128 + q) with a bf16 subtract.
extern "C" __global__ void bytes_to_float_prmt(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t q = in[i];
    uint32_t h01 = prmt(q, 0x64646464u, 0x7150), h23 = prmt(q, 0x64646464u, 0x7352);
    const uint32_t M1024 = 0x64006400;
    half2 a = __hsub2(*reinterpret_cast<half2*>(&h01), *reinterpret_cast<const half2*>(&M1024));
    half2 b = __hsub2(*reinterpret_cast<half2*>(&h23), *reinterpret_cast<const half2*>(&M1024));
    uint32_t qs = q ^ 0x80808080u;
    uint32_t s01 = prmt(qs, 0x64646464u, 0x7150), s23 = prmt(qs, 0x64646464u, 0x7352);
    const uint32_t M1152 = 0x64806480;
    half2 c = __hsub2(*reinterpret_cast<half2*>(&s01), *reinterpret_cast<const half2*>(&M1152));
    half2 d = __hsub2(*reinterpret_cast<half2*>(&s23), *reinterpret_cast<const half2*>(&M1152));
    uint32_t* o = out + (size_t)i * 12;
    o[0] = *reinterpret_cast<uint32_t*>(&a);
    o[1] = *reinterpret_cast<uint32_t*>(&b);
    o[2] = *reinterpret_cast<uint32_t*>(&c);
    o[3] = *reinterpret_cast<uint32_t*>(&d);
#pragma unroll
    for (int j = 0; j < 4; ++j) {
        uint32_t f = prmt(q, 0x4b000000u, 0x7650 + j) ;
        float v = __uint_as_float(f) - 8388608.0f;
        o[4 + j] = __float_as_uint(v * 0.0078125f - 1.0f);
    }
    uint32_t b01 = prmt(q, 0x43434343u, 0x5140), b23 = prmt(q, 0x43434343u, 0x7362);
    const uint32_t B128 = 0x43004300;
    __nv_bfloat162 e = __hsub2(*reinterpret_cast<__nv_bfloat162*>(&b01), *reinterpret_cast<const __nv_bfloat162*>(&B128));
    __nv_bfloat162 g = __hsub2(*reinterpret_cast<__nv_bfloat162*>(&b23), *reinterpret_cast<const __nv_bfloat162*>(&B128));
    o[8] = *reinterpret_cast<uint32_t*>(&e);
    o[9] = *reinterpret_cast<uint32_t*>(&g);
    o[10] = prmt(q, q >> 3, q & 0xffff);
    o[11] = prmt(q, ~q, 0x0123 | ((q >> 28) << 12) | 0x8880);
}

// Row sums of a rows x cols f32 matrix staged through shared memory by a
// 2-stage cp.async pipeline: 16-byte .cg copies with src-size zero fill at
// the row end, .ca 4-byte copies with an evict_last cache policy, L2
// prefetch-size hints, prefetch/applypriority, then non-allocating loads.
#define CP_COLS 64
extern "C" __global__ void __launch_bounds__(64) rowsum_cpasync(const float* __restrict__ a, const float* __restrict__ bias,
                                                               float* __restrict__ out, int rows, int cols) {
    __shared__ __align__(16) float tile[2][4][CP_COLS];
    __shared__ float bsh[2][4];
    const int t = threadIdx.x, r = t >> 4, c4 = (t & 15) * 4;
    uint64_t pol;
    asm volatile("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;\n" : "=l"(pol));
    uint64_t pol2;
    asm volatile("createpolicy.fractional.L2::evict_first.L2::evict_unchanged.b64 %0, 0.5;\n" : "=l"(pol2));
    const int nchunks = (cols + CP_COLS - 1) / CP_COLS;
    const int row = blockIdx.x * 4 + r;
    float sum = 0.f;
    auto issue = [&](int ch, int buf) {
        int col = ch * CP_COLS + c4;
        int valid = row < rows ? max(0, min(4, cols - col)) * 4 : 0;
        const float* src = valid ? a + (size_t)row * cols + col : a;
        uint32_t dst = (uint32_t)__cvta_generic_to_shared(&tile[buf][r][c4]);
        if ((cols & 3) == 0 && (ch & 1) == 0)
            asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(valid) : "memory");
        else if ((cols & 3) == 0)
            asm volatile("cp.async.cg.shared.global.L2::cache_hint.L2::256B [%0], [%1], 16, %2, %3;\n" ::"r"(dst), "l"(src), "r"(valid),
                         "l"(pol2)
                         : "memory");
        else
            for (int e = 0; e < 4; ++e) {
                int ok = (row < rows && col + e < cols) ? 4 : 0;
                const float* s1 = a + (size_t)min(row, rows - 1) * cols + min(col + e, cols - 1);
                asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], 4, %2, %3;\n" ::"r"(dst + 4 * e), "l"(s1), "r"(ok),
                             "l"(pol)
                             : "memory");
            }
        if (t < 4) {
            uint32_t bd = (uint32_t)__cvta_generic_to_shared(&bsh[buf][t]);
            asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(bd), "l"(bias + ch * 4 + t) : "memory");
        }
        asm volatile("cp.async.commit_group;\n" ::: "memory");
    };
    if (t == 0) {
        asm volatile("prefetch.global.L2::evict_last [%0];\n" ::"l"(a + (size_t)blockIdx.x * 4 * cols));
        asm volatile("prefetch.global.L1 [%0];\n" ::"l"(bias));
        asm volatile("applypriority.global.L2::evict_normal [%0], 128;\n" ::"l"(out + (size_t)(blockIdx.x & ~31) * 4) : "memory");
    }
    issue(0, 0);
    for (int ch = 0; ch < nchunks; ++ch) {
        if (ch + 1 < nchunks) {
            issue(ch + 1, (ch + 1) & 1);
            asm volatile("cp.async.wait_group 1;\n" ::: "memory");
        } else {
            asm volatile("cp.async.wait_group 0;\n" ::: "memory");
        }
        __syncthreads();
        float4 v = *reinterpret_cast<float4*>(&tile[ch & 1][r][c4]);
        sum += (v.x * bsh[ch & 1][r] + v.y) + (v.z * bsh[ch & 1][r] + v.w);
        __syncthreads();
    }
    for (int o = 8; o; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o, 16);
    float extra;
    asm volatile("ld.global.nc.L1::evict_last.L2::256B.f32 %0, [%1];\n" : "=f"(extra) : "l"(bias + (row % 7)));
    if ((t & 15) == 0 && row < rows) {
        asm volatile("st.global.wt.f32 [%0], %1;\n" ::"l"(out + row), "f"(sum + extra));
    }
}

// Packed adds whose sums do not depend on order (small integers): red
// .noftz.f16x2 and .bf16x2, scalar f16/bf16 atomics, sm_90 vector atomics
// (atom .v2.f32 returning the old pair, red .v4.f32, red .v8.f16/.v4.bf16x2).
extern "C" __global__ void packed_reductions(const int* __restrict__ keys, const int* __restrict__ vals, half2* __restrict__ h2,
                                             __nv_bfloat162* __restrict__ b2, float* __restrict__ f, half* __restrict__ h,
                                             uint32_t* __restrict__ seen, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int k = keys[i] & 15, v = vals[i];
    half2 hv = __halves2half2(__int2half_rn(v % 9), __int2half_rn(-(v % 5)));
    __nv_bfloat162 bv = __halves2bfloat162(__int2bfloat16_rn(v % 3 - 1), __int2bfloat16_rn((v >> 2) & 1));
    asm volatile("red.global.add.noftz.f16x2 [%0], %1;\n" ::"l"(h2 + k), "r"(*reinterpret_cast<uint32_t*>(&hv)) : "memory");
#if __CUDA_ARCH__ >= 900
    asm volatile("red.global.add.noftz.bf16x2 [%0], %1;\n" ::"l"(b2 + k), "r"(*reinterpret_cast<uint32_t*>(&bv)) : "memory");
#else
    atomicAdd(b2 + k, bv);
#endif
    unsigned short hs = __half_as_ushort(__int2half_rn(v & 3)), old;
    asm volatile("atom.global.add.noftz.f16 %0, [%1], %2;\n" : "=h"(old) : "l"(h + k), "h"(hs) : "memory");
    (void)old;
    float fa = (float)(v % 11), fb = (float)(v % 13 - 6);
#if __CUDA_ARCH__ >= 900
    float o0, o1;
    asm volatile("atom.global.add.v2.f32 {%0,%1}, [%2], {%3,%4};\n"
                 : "=f"(o0), "=f"(o1)
                 : "l"(f + 2 * k), "f"(fa), "f"(fb)
                 : "memory");
    // the old pair is order dependent; its fractional part is not
    if (o0 != floorf(o0) || o1 != floorf(o1)) atomicOr(seen, 1u);
    asm volatile("red.global.add.v4.f32 [%0], {%1,%2,%3,%4};\n" ::"l"(f + 32 + 4 * k), "f"(fa), "f"(fb), "f"(1.0f), "f"(-0.5f)
                 : "memory");
    half2 p0 = __halves2half2(__int2half_rn(1), __int2half_rn(2)), p1 = __halves2half2(__int2half_rn(v & 1), __int2half_rn(-1));
    asm volatile("red.global.add.noftz.v2.f16x2 [%0], {%1,%2};\n" ::"l"(h2 + 16 + 2 * k), "r"(*reinterpret_cast<uint32_t*>(&p0)),
                 "r"(*reinterpret_cast<uint32_t*>(&p1))
                 : "memory");
    const uint32_t one = 0x3f80bf80u;  // {-1, 1}
    asm volatile("red.global.add.noftz.v4.bf16x2 [%0], {%1,%1,%2,%1};\n" ::"l"(b2 + 16 + 4 * k), "r"(*reinterpret_cast<uint32_t*>(&bv)),
                 "r"(one)
                 : "memory");
#else
    atomicAdd(f + 2 * k, fa);
    atomicAdd(f + 2 * k + 1, fb);
    atomicAdd(f + 32 + 4 * k, fa);
    atomicAdd(f + 33 + 4 * k, fb);
    atomicAdd(f + 34 + 4 * k, 1.0f);
    atomicAdd(f + 35 + 4 * k, -0.5f);
#endif
    atomicOr(seen + 1 + (i >> 5), 1u << (i & 31));
}

// Block totals chained across blocks: block b waits for block b-1's
// inclusive prefix (ld.acquire.gpu spin with exponential nanosleep back-off),
// adds its own total and publishes with st.release.gpu (flag and value in
// one 64-bit word).
extern "C" __global__ void __launch_bounds__(256) chained_prefix(const int* __restrict__ in, int* __restrict__ out,
                                                                unsigned long long* __restrict__ flags, int n) {
    __shared__ int warp_tot[8];
    __shared__ int base;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = v;
    for (int o = 1; o < 32; o <<= 1) {
        int y = __shfl_up_sync(0xffffffffu, s, o);
        if ((threadIdx.x & 31) >= o) s += y;
    }
    if ((threadIdx.x & 31) == 31) warp_tot[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        int w = threadIdx.x < 8 ? warp_tot[threadIdx.x] : 0;
        int ws = w;
        for (int o = 1; o < 8; o <<= 1) {
            int y = __shfl_up_sync(0xffffffffu, ws, o);
            if (threadIdx.x >= o) ws += y;
        }
        if (threadIdx.x < 8) warp_tot[threadIdx.x] = ws - w;
        int total = __shfl_sync(0xffffffffu, ws, 7);
        if (threadIdx.x == 0) {
            int prev = 0;
            if (blockIdx.x > 0) {
                unsigned long long word;
                unsigned ns = 8;
                for (;;) {
                    asm volatile("ld.acquire.gpu.global.u64 %0, [%1];\n" : "=l"(word) : "l"(flags + blockIdx.x - 1) : "memory");
                    if (word >> 32) break;
                    asm volatile("nanosleep.u32 %0;\n" ::"r"(ns));
                    ns = ns < 256 ? ns * 2 : ns;
                }
                prev = (int)(uint32_t)word;
            }
            unsigned long long mine = (1ull << 32) | (uint32_t)(prev + total);
            asm volatile("st.release.gpu.global.u64 [%0], %1;\n" ::"l"(flags + blockIdx.x), "l"(mine) : "memory");
            base = prev;
        }
    }
    __syncthreads();
    if (i < n) out[i] = base + warp_tot[threadIdx.x >> 5] + s;
}

// Warp idioms over keys: match.any groups (leader adds the group's count),
// match.all, redux.sync min/max/and/or/xor/add, __activemask in a divergent
// branch, __reduce_*_sync, elect.sync on sm_90.
extern "C" __global__ void warp_match_redux(const uint32_t* __restrict__ keys, uint32_t* __restrict__ out,
                                            uint32_t* __restrict__ counts, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    uint32_t k = i < n ? keys[i] : 0xffffffffu;
    uint32_t key = k % 13;
    uint32_t* o = out + (size_t)i * 10;
    unsigned peers = __match_any_sync(0xffffffffu, key);
    int leader = __ffs(peers) - 1;
    if (lane == leader) atomicAdd(&counts[key], __popc(peers));
    int allp;
    unsigned same = __match_all_sync(0xffffffffu, key >> 4, &allp);
    uint32_t mn, mx, an, orr, xr;
    asm volatile("redux.sync.min.u32 %0, %1, 0xffffffff;\n" : "=r"(mn) : "r"(k));
    asm volatile("redux.sync.max.s32 %0, %1, 0xffffffff;\n" : "=r"(mx) : "r"(k));
    asm volatile("redux.sync.and.b32 %0, %1, 0xffffffff;\n" : "=r"(an) : "r"(k | 0x01010101u));
    asm volatile("redux.sync.or.b32 %0, %1, 0xffffffff;\n" : "=r"(orr) : "r"(k & 0x0f0f0f0fu));
    asm volatile("redux.sync.xor.b32 %0, %1, 0xffffffff;\n" : "=r"(xr) : "r"(k));
    o[0] = peers;
    o[1] = same | allp;
    o[2] = mn ^ mx;
    o[3] = an + orr + xr;
    uint32_t act = 0, part = 0;
    if (k & 1) {
        act = __activemask();
        part = __reduce_add_sync(act, k >> 8);
        unsigned sub = __match_any_sync(act, key & 3);
        part ^= sub;
    } else {
        act = __activemask() | 0x80000000u;
        part = __reduce_max_sync(__activemask(), (int)(k >> 4));
    }
    o[4] = act;
    o[5] = part;
    o[6] = __reduce_min_sync(0xffffffffu, k >> 1) + __reduce_or_sync(0x0000ffffu | (0xffffu << 16), k);
    uint32_t el = 0;
#if __CUDA_ARCH__ >= 900
    uint32_t who = 0xffffffffu;
    if (key < 6) {
        asm volatile(
            "{\n .reg .pred p;\n .reg .b32 r;\n elect.sync r|p, %2;\n selp.u32 %0, 1, 0, p;\n mov.u32 %1, r;\n}\n"
            : "=r"(el), "=r"(who)
            : "r"(__activemask()));
    }
    o[7] = who;
#else
    if (key < 6) el = lane == (__ffs(__activemask()) - 1);
    o[7] = __ffs(__activemask()) - 1;
#endif
    o[8] = el;
    uint32_t lt;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    o[9] = __popc(__ballot_sync(0xffffffffu, el)) | (lt & peers) << 8;
}
