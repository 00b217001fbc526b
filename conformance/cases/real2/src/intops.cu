// 64-bit and 32-bit integer arithmetic as nvcc -O3 lowers it: mul.hi,
// division and remainder (by variables and by constants), variable shifts,
// rotates, bit counts, funnel shifts, byte permutes, conversions.
#include <cstdint>
#include <climits>

#define N64 28
extern "C" __global__ void int64_ops(const unsigned long long* __restrict__ pa, const unsigned long long* __restrict__ pb,
                                     unsigned long long* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long a = pa[i], b = pb[i];
    long long sa = (long long)a, sb = (long long)b;
    unsigned long long* o = out + i;
    int k = 0;
    unsigned s = (unsigned)b & 63u;
    o[n * k++] = __umul64hi(a, b);
    o[n * k++] = (unsigned long long)__mul64hi(sa, sb);
    o[n * k++] = b ? a / b : 0ull;
    o[n * k++] = b ? a % b : 0ull;
    bool sdiv_ok = sb != 0 && !(sa == LLONG_MIN && sb == -1);
    o[n * k++] = sdiv_ok ? (unsigned long long)(sa / sb) : 0ull;
    o[n * k++] = sdiv_ok ? (unsigned long long)(sa % sb) : 0ull;
    o[n * k++] = a << s;
    o[n * k++] = a >> s;
    o[n * k++] = (unsigned long long)(sa >> s);
    o[n * k++] = (a << s) | (a >> ((64u - s) & 63u));
    o[n * k++] = (unsigned long long)__popcll(a);
    o[n * k++] = (unsigned long long)__clzll(sa);
    o[n * k++] = (unsigned long long)__ffsll(sa);
    o[n * k++] = __brevll(a);
    o[n * k++] = a * b;
    o[n * k++] = a / 1000000007ull;
    o[n * k++] = (unsigned long long)(sa / -7);
    o[n * k++] = (unsigned long long)(sa % 10);
    o[n * k++] = (unsigned long long)max(sa, sb);
    o[n * k++] = min(a, b);
    o[n * k++] = (unsigned long long)llabs(sa);
    o[n * k++] = (a + b) < a;
    o[n * k++] = (unsigned long long)(unsigned)a * (unsigned)b;
    o[n * k++] = (unsigned long long)((long long)(int)a * (int)b);
    o[n * k++] = (unsigned long long)(long long)(double)sa;
    o[n * k++] = (unsigned long long)(float)a;
    o[n * k++] = (unsigned long long)(sa >> 32) ^ (a >> 61);
    o[n * k++] = (unsigned long long)((__int128)sa * sb >> 64) ^ (unsigned long long)(((unsigned __int128)a * b) >> 3);
}

#define N32 30
extern "C" __global__ void int32_ops(const unsigned* __restrict__ pa, const unsigned* __restrict__ pb,
                                     unsigned* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned a = pa[i], b = pb[i];
    int sa = (int)a, sb = (int)b;
    unsigned* o = out + i;
    int k = 0;
    o[n * k++] = __umulhi(a, b);
    o[n * k++] = (unsigned)__mulhi(sa, sb);
    o[n * k++] = b ? a / b : 0u;
    o[n * k++] = b ? a % b : 0u;
    bool ok = sb != 0 && !(sa == INT_MIN && sb == -1);
    o[n * k++] = ok ? (unsigned)(sa / sb) : 0u;
    o[n * k++] = ok ? (unsigned)(sa % sb) : 0u;
    o[n * k++] = a / 7u;
    o[n * k++] = (unsigned)(sa / -3);
    o[n * k++] = (unsigned)(sa / 16);
    o[n * k++] = (unsigned)(sa % 16);
    o[n * k++] = a % 1000u;
    o[n * k++] = __funnelshift_l(a, b, i);
    o[n * k++] = __funnelshift_lc(a, b, i);
    o[n * k++] = __funnelshift_r(a, b, i * 3);
    o[n * k++] = __funnelshift_rc(a, b, i * 3);
    o[n * k++] = __byte_perm(a, b, b >> 7);
    o[n * k++] = (unsigned)__popc(a) | ((unsigned)__clz(sa) << 8) | ((unsigned)__ffs(sa) << 16);
    o[n * k++] = __brev(a);
    o[n * k++] = (unsigned)__mul24(sa, sb);
    o[n * k++] = __umul24(a, b);
    o[n * k++] = __sad(sa, sb, 7u);
    o[n * k++] = __usad(a, b, a);
    o[n * k++] = (unsigned)__hadd(sa, sb);
    o[n * k++] = (unsigned)__rhadd(sa, sb);
    o[n * k++] = __uhadd(a, b);
    o[n * k++] = __urhadd(a, b);
    o[n * k++] = (unsigned)abs(sa);
    o[n * k++] = (unsigned)(signed char)(a + b) + ((unsigned)(short)(a - b) << 1);
    o[n * k++] = (unsigned)((long long)sa * sb % 1000003);
    o[n * k++] = (a >> (b & 31)) & ((1u << (b >> 27)) - 1u);
}

// Conversions between integers and floats of every width, as the CUDA
// intrinsics with explicit rounding spell them.
#define NCV 24
extern "C" __global__ void cvt_intrinsics(const double* __restrict__ x, unsigned long long* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double d = x[i];
    float f = (float)d;
    unsigned long long* o = out + i;
    int k = 0;
    o[n * k++] = (unsigned)__float2int_rn(f);
    o[n * k++] = (unsigned)__float2int_rd(f);
    o[n * k++] = (unsigned)__float2int_ru(f);
    o[n * k++] = __float2uint_rz(f);
    o[n * k++] = (unsigned long long)__float2ll_rd(f);
    o[n * k++] = __float2ull_ru(f);
    o[n * k++] = (unsigned)__double2int_rz(d);
    o[n * k++] = __double2uint_rn(d);
    o[n * k++] = (unsigned long long)__double2ll_ru(d);
    o[n * k++] = __double2ull_rd(d);
    o[n * k++] = __float_as_uint(__double2float_rd(d));
    o[n * k++] = __float_as_uint(__double2float_ru(d));
    o[n * k++] = __float_as_uint(__double2float_rz(d));
    long long ll = (long long)__double2ll_rz(d * 1e6);
    o[n * k++] = __float_as_uint(__ll2float_rz(ll));
    o[n * k++] = __float_as_uint(__ll2float_ru(ll));
    o[n * k++] = __double_as_longlong(__ull2double_ru((unsigned long long)ll * 2654435761ull));
    o[n * k++] = __double_as_longlong(__ll2double_rd(ll * 1099511628211ll));
    o[n * k++] = __float_as_uint(__int2float_rd((int)ll));
    o[n * k++] = __float_as_uint(__uint2float_ru((unsigned)ll));
    o[n * k++] = (unsigned)__double2hiint(d);
    o[n * k++] = (unsigned)__double2loint(d);
    o[n * k++] = __double_as_longlong(__hiloint2double(__double2loint(d), __double2hiint(d)));
    o[n * k++] = __float_as_uint(__saturatef(f));
    o[n * k++] = (unsigned long long)(long long)(signed char)__float2int_rn(f * 100.0f);
}
