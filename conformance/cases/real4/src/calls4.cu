// Indirect calls and by-value aggregates: device-side objects with
// virtual functions (constructed in the kernel), a __device__ table of
// function pointers indexed by data, __noinline__ functions taking and
// returning structs by value, mutual recursion over local arrays, and the
// 64-bit integer intrinsics (division by variables, __umul64hi, __mul64hi,
// funnel shifts, __byte_perm, __brevll, __ffsll, __clzll, __popcll).
#include <stdint.h>
#include <new>

struct Shape {
    float a, b;
    __device__ Shape(float a_, float b_) : a(a_), b(b_) {}
    __device__ virtual float area() const { return 0.0f; }
    __device__ virtual float perimeter() const { return 2.0f * (a + b); }
    __device__ virtual int kind() const { return 0; }
};
struct Rect : Shape {
    __device__ Rect(float a_, float b_) : Shape(a_, b_) {}
    __device__ float area() const override { return a * b; }
    __device__ int kind() const override { return 1; }
};
struct Circle : Shape {
    __device__ explicit Circle(float r) : Shape(r, 0.0f) {}
    __device__ float area() const override { return 3.14159265f * a * a; }
    __device__ float perimeter() const override { return 6.2831853f * a; }
    __device__ int kind() const override { return 2; }
};
struct Tri : Rect {  // right triangle: half a rectangle, perimeter through sqrtf
    __device__ Tri(float a_, float b_) : Rect(a_, b_) {}
    __device__ float area() const override { return 0.5f * Rect::area(); }
    __device__ float perimeter() const override { return a + b + sqrtf(a * a + b * b); }
    __device__ int kind() const override { return 3 + Rect::kind(); }
};

typedef int (*binop_t)(int, int);
__device__ __noinline__ int op_add(int x, int y) { return x + y; }
__device__ __noinline__ int op_sub(int x, int y) { return x - y; }
__device__ __noinline__ int op_mulhi(int x, int y) { return __mulhi(x, y); }
__device__ __noinline__ int op_div(int x, int y) { return y == 0 ? 0x7fffffff : (y == -1 ? -x : x / y); }
__device__ __noinline__ int op_rot(int x, int y) { return (int)__funnelshift_l((unsigned)x, (unsigned)x, (unsigned)y); }
__device__ __noinline__ int op_perm(int x, int y) { return (int)__byte_perm((unsigned)x, (unsigned)y, (unsigned)(y & 0x7777)); }
__device__ binop_t g_ops[6] = {op_add, op_sub, op_mulhi, op_div, op_rot, op_perm};

struct Vec3 { float x, y, z; };
struct Mixed { Vec3 v; int tag; double w; };

__device__ __noinline__ Mixed combine(Mixed p, Mixed q, float t) {
    Mixed r;
    r.v.x = p.v.x + t * (q.v.x - p.v.x);
    r.v.y = p.v.y * q.v.y - p.v.z;
    r.v.z = fmaxf(p.v.z, q.v.z);
    r.tag = p.tag ^ (q.tag << 3);
    r.w = p.w * (double)t + q.w;
    return r;
}
__device__ __noinline__ Vec3 cross(Vec3 a, Vec3 b) {
    return Vec3{a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

// mutual recursion with local arrays: a digit-sum "even/odd" walk
__device__ __noinline__ int walk_b(unsigned v, int depth);
__device__ __noinline__ int walk_a(unsigned v, int depth) {
    int digits[10];
    int nd = 0;
    do { digits[nd++] = v % 10; v /= 10; } while (v && nd < 10);
    int s = 0;
    for (int i = 0; i < nd; i++) s += digits[i] * (i + 1);
    if (depth == 0 || s < 10) return s;
    return 1 + walk_b((unsigned)s * 7919u, depth - 1);
}
__device__ __noinline__ int walk_b(unsigned v, int depth) {
    unsigned char bytes[4] = {(unsigned char)v, (unsigned char)(v >> 8), (unsigned char)(v >> 16), (unsigned char)(v >> 24)};
    unsigned acc = 0;
    for (int i = 0; i < 4; i++) acc = acc * 31u + bytes[(i + depth) & 3];
    if (depth == 0) return (int)(acc & 0xff);
    return 2 + walk_a(acc, depth - 1);
}

// in: 4 words an item (two floats as bits, a key, an op index); q: 2 u64 an item.
extern "C" __global__ void calls_virtual(const uint32_t* __restrict__ in, const unsigned long long* __restrict__ q,
                                         uint32_t* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float fa = __uint_as_float(in[4 * i]), fb = __uint_as_float(in[4 * i + 1]);
    const int key = (int)in[4 * i + 2], opi = (int)in[4 * i + 3];
    uint32_t* o = out + (size_t)i * 20;

    alignas(16) unsigned char storage[sizeof(Tri) > sizeof(Circle) ? sizeof(Tri) : sizeof(Circle)];
    Shape* s;
    switch (key & 3) {
        case 0: s = new (storage) Rect(fa, fb); break;
        case 1: s = new (storage) Circle(fa); break;
        default: s = new (storage) Tri(fa, fb); break;
    }
    o[0] = __float_as_uint(s->area());
    o[1] = __float_as_uint(s->perimeter());
    o[2] = (uint32_t)s->kind();

    const binop_t f = g_ops[(unsigned)opi % 6u];
    o[3] = (uint32_t)f(key, (int)in[4 * i + 1]);
    o[4] = (uint32_t)g_ops[(unsigned)(opi + 1) % 6u](o[3], key);

    Mixed p{{fa, fb, fa - fb}, key, (double)fa}, r{{fb, 1.5f, -fa}, opi, 0.25};
    Mixed m = combine(p, r, 0.375f);
    o[5] = __float_as_uint(m.v.x);
    o[6] = __float_as_uint(m.v.y);
    o[7] = __float_as_uint(m.v.z);
    o[8] = (uint32_t)m.tag;
    const unsigned long long wb = (unsigned long long)__double_as_longlong(m.w);
    o[9] = (uint32_t)wb ^ (uint32_t)(wb >> 32);
    const Vec3 c = cross(m.v, p.v);
    o[10] = __float_as_uint(c.x + c.y + c.z);
    o[11] = (uint32_t)walk_a((unsigned)key, 6);

    const unsigned long long a = q[2 * i], b = q[2 * i + 1];
    const long long sa = (long long)a, sb = (long long)b;
    const unsigned long long qu = b ? a / b : ~0ull, ru = b ? a % b : a;
    const long long qs = (sb == 0 || (sa == INT64_MIN && sb == -1)) ? 0 : sa / sb;
    const long long rs = (sb == 0 || (sa == INT64_MIN && sb == -1)) ? sa : sa % sb;
    o[12] = (uint32_t)(qu ^ (qu >> 32)) + (uint32_t)(ru * 3);
    o[13] = (uint32_t)((unsigned long long)qs ^ ((unsigned long long)qs >> 29)) ^ (uint32_t)(rs >> 7);
    const unsigned long long hi = __umul64hi(a, b);
    const long long shi = __mul64hi(sa, sb);
    o[14] = (uint32_t)hi ^ (uint32_t)(hi >> 32);
    o[15] = (uint32_t)shi + (uint32_t)((unsigned long long)shi >> 32);
    o[16] = __funnelshift_r((uint32_t)a, (uint32_t)(a >> 32), (uint32_t)b) ^ __funnelshift_lc((uint32_t)a, (uint32_t)b, (uint32_t)(b >> 32)) ^
            __funnelshift_rc((uint32_t)b, (uint32_t)a, (uint32_t)(a >> 40));
    const unsigned long long br = __brevll(a);
    o[17] = (uint32_t)br ^ (uint32_t)(br >> 32);
    o[18] = (uint32_t)__ffsll(sa) | ((uint32_t)__clzll(sb) << 8) | ((uint32_t)__popcll(a ^ b) << 16) | ((uint32_t)__ffsll(sb) << 24);
    o[19] = __byte_perm((uint32_t)a, (uint32_t)b, (uint32_t)(b >> 48)) ^ (uint32_t)(a % 1000000007ull) ^
            (uint32_t)((unsigned long long)(sa / 7) >> 3) ^ (uint32_t)(b % 10u);
}
