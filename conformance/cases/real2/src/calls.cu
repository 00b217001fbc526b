// Control flow real code has: recursive and non-inlined device functions
// (call stacks), dense switches (jump tables), a bytecode interpreter with a
// local stack, and local arrays indexed by data. Built at -O3 and with -G.
#include <cstdint>

__device__ __noinline__ int gcd_rec(int a, int b) { return b == 0 ? a : gcd_rec(b, a % b); }

__device__ __noinline__ unsigned fib_rec(unsigned n) { return n < 2 ? n : fib_rec(n - 1) + fib_rec(n - 2); }

__device__ __noinline__ void quicksort_rec(float* a, int lo, int hi) {
    if (lo >= hi) return;
    float p = a[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i <= j) { float t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    quicksort_rec(a, lo, j);
    quicksort_rec(a, i, hi);
}

extern "C" __global__ void recursion(const int* __restrict__ x, const float* __restrict__ f, int* __restrict__ gout,
                                     unsigned* __restrict__ fout, float* __restrict__ sorted, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int a = x[i], b = x[(i * 7 + 3) % n];
    gout[i] = gcd_rec(abs(a) % 100000, abs(b) % 100000);
    fout[i] = fib_rec((unsigned)(a & 7) + 2);
    float loc[12];
    for (int j = 0; j < 12; ++j) loc[j] = f[(i * 12 + j * 5) % (n * 12)];
    quicksort_rec(loc, 0, 11);
    for (int j = 0; j < 12; ++j) sorted[i * 12 + j] = loc[j];
}

__device__ __noinline__ float apply_op(int op, float a, float b) {
    switch (op) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a / b;
    case 4: return fmaxf(a, b);
    case 5: return fminf(a, b);
    case 6: return a * a - b;
    case 7: return fabsf(a - b);
    case 8: return floorf(a * 4.0f) + b;
    case 9: return -a;
    case 10: return a * 0.5f + b * 0.25f;
    case 11: return b;
    case 12: return a > b ? 1.0f : 0.0f;
    case 13: return fmaf(a, b, 1.0f);
    default: return 0.0f;
    }
}

extern "C" __global__ void switch_dispatch(const int* __restrict__ ops, const float* __restrict__ a,
                                           const float* __restrict__ b, float* __restrict__ out, unsigned* __restrict__ tag, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int op = ops[i];
    out[i] = apply_op(op % 16, a[i], b[i]);
    unsigned t;
    switch (op & 31) {
    case 0: t = 0x11u; break;
    case 1: t = 0x2au; break;
    case 2: t = 0x3fu; break;
    case 3: t = 0x40u; break;
    case 4: t = 0x5bu; break;
    case 5: t = 0x66u; break;
    case 6: t = 0x71u; break;
    case 7: t = 0x8cu; break;
    case 8: t = 0x97u; break;
    case 9: t = 0xa2u; break;
    case 10: t = 0xbdu; break;
    case 11: t = 0xc8u; break;
    case 12: t = 0xd3u; break;
    case 13: t = 0xeeu; break;
    case 14: t = 0xf9u; break;
    case 15: t = 0x104u; break;
    case 17: t = (unsigned)op * 3u; break;
    case 19: t = (unsigned)op ^ 0x5555u; break;
    default: t = 0xffffffffu;
    }
    tag[i] = t;
}

// A stack machine: each thread runs its own 24-instruction program.
enum Op { PUSH = 0, ADD, SUB, MUL, DUP, SWAP, JNZ, DEC, HALT, NEG, DIV, MOD };
extern "C" __global__ void bytecode_vm(const int* __restrict__ prog, const int* __restrict__ args, int* __restrict__ result,
                                       int* __restrict__ steps, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    const int* code = prog + (t % 4) * 48;
    int stack[16];
    int sp = 0;
    stack[sp++] = args[t];
    int pc = 0, count = 0;
    while (count < 500) {
        int op = code[2 * pc], imm = code[2 * pc + 1];
        count++;
        pc++;
        if (op == HALT) break;
        switch (op) {
        case PUSH: stack[sp++ & 15] = imm; break;
        case ADD: sp--; stack[(sp - 1) & 15] += stack[sp & 15]; break;
        case SUB: sp--; stack[(sp - 1) & 15] -= stack[sp & 15]; break;
        case MUL: sp--; stack[(sp - 1) & 15] *= stack[sp & 15]; break;
        case DUP: stack[sp & 15] = stack[(sp - 1) & 15]; sp++; break;
        case SWAP: { int a = stack[(sp - 1) & 15]; stack[(sp - 1) & 15] = stack[(sp - 2) & 15]; stack[(sp - 2) & 15] = a; } break;
        case JNZ: sp--; if (stack[sp & 15] != 0) pc = imm; break;
        case DEC: stack[(sp - 1) & 15] -= 1; break;
        case NEG: stack[(sp - 1) & 15] = -stack[(sp - 1) & 15]; break;
        case DIV: sp--; stack[(sp - 1) & 15] = stack[sp & 15] ? stack[(sp - 1) & 15] / stack[sp & 15] : 0; break;
        case MOD: sp--; stack[(sp - 1) & 15] = stack[sp & 15] ? stack[(sp - 1) & 15] % stack[sp & 15] : 0; break;
        default: break;
        }
        if (pc < 0 || pc >= 24) break;
    }
    result[t] = stack[(sp - 1) & 15];
    steps[t] = count;
}

// Local arrays indexed by data: a per-thread histogram and a gather.
extern "C" __global__ void local_array_index(const unsigned* __restrict__ in, unsigned* __restrict__ out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    unsigned hist[20];
    float w[20];
    for (int j = 0; j < 20; ++j) { hist[j] = 0; w[j] = (float)j * 0.75f; }
    unsigned x = in[t];
    for (int j = 0; j < 32; ++j) {
        unsigned b = (x * 2654435761u + j * 40503u) % 20u;
        hist[b]++;
        x = x * 1664525u + 1013904223u;
    }
    unsigned best = 0;
    float acc = 0.0f;
    for (int j = 0; j < 20; ++j) {
        if (hist[j] > hist[best]) best = j;
        acc += w[hist[j] % 20] * (float)hist[(j * 7) % 20];
    }
    out[2 * t] = best | (hist[best] << 8);
    out[2 * t + 1] = __float_as_uint(acc);
}
