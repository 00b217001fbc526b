// real15: kernels written the way clang CUDA users (and the languages that
// share its path, Julia, Rust, Mojo) write them, compiled by upstream
// LLVM's NVPTX back end; libdevice is linked as bitcode, as clang does.
#include "prelude15.h"

// ---- float math through libdevice: one row of outputs per function.
extern "C" __global__ void math_f32(float *out, const float *x, const float *y, int n) {
  for (int i = gtid(); i < n; i += gridDim.x * blockDim.x) {
    float a = x[i], b = y[i];
    float r[24] = {sinf(a), cosf(a), tanf(a), expf(a), exp2f(a), exp10f(a), logf(a), log2f(a),
                   log1pf(a), expm1f(a), powf(a, b), atan2f(a, b), erff(a), erfcf(a), tanhf(a), cbrtf(a),
                   rsqrtf(a), fmodf(a, b), remainderf(a, b), hypotf(a, b), asinhf(a), lgammaf(a), sinpif(a), fdimf(a, b)};
    for (int k = 0; k < 24; k++) out[k * n + i] = r[k];
  }
}

extern "C" __global__ void math_f64(double *out, const double *x, const double *y, int n) {
  for (int i = gtid(); i < n; i += gridDim.x * blockDim.x) {
    double a = x[i], b = y[i];
    double r[16] = {sin(a), cos(a), exp(a), log(a), pow(a, b), atan2(a, b), erf(a), tanh(a),
                    cbrt(a), rsqrt(a), fmod(a, b), hypot(a, b), log1p(a), expm1(a), asin(a / (1.0 + fabs(a))), sqrt(a)};
    for (int k = 0; k < 16; k++) out[k * n + i] = r[k];
  }
}

// ---- fp16 and bf16 the way clang spells them (_Float16, __bf16).
extern "C" __global__ void half_bf16(_Float16 *oh, __bf16 *ob, float *of, const float *x, int n) {
  int i = gtid();
  if (i >= n) return;
  float v = x[i];
  _Float16 h = (_Float16)v;
  __bf16 b = (__bf16)v;
  _Float16 h2 = h * h + (_Float16)0.75f;
  __bf16 b2 = (__bf16)((float)b * 3.0f - 1.0f);
  oh[2 * i] = h2;
  oh[2 * i + 1] = h / (_Float16)3.0f;
  ob[2 * i] = b2;
  ob[2 * i + 1] = (__bf16)(double)v;
  of[i] = (float)h2 + (float)b2 + (float)(_Float16)(double)v;
}

// ---- a block reduction and scan over shuffles and shared memory.
extern "C" __global__ void block_sum_scan(int *sums, int *scan, const int *in, int n) {
  __shared__ int warp_tot[32];
  int i = gtid();
  int v = i < n ? in[i] : 0;
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  int s = v;
  for (int d = 1; d < 32; d <<= 1) {
    int t = shfl_up(s, d);
    if (lane >= d) s += t;
  }
  if (lane == 31) warp_tot[w] = s;
  __syncthreads();
  if (w == 0) {
    int t = lane < (int)(blockDim.x >> 5) ? warp_tot[lane] : 0;
    for (int d = 1; d < 32; d <<= 1) {
      int u = shfl_up(t, d);
      if (lane >= d) t += u;
    }
    warp_tot[lane] = t;
  }
  __syncthreads();
  if (w > 0) s += warp_tot[w - 1];
  if (i < n) scan[i] = s;
  int r = v;
  for (int d = 16; d > 0; d >>= 1) r += shfl_down(r, d);
  if (lane == 0) __nvvm_atom_add_gen_i(&sums[blockIdx.x], r);
}

// ---- warp votes, match and a butterfly float reduction.
extern "C" __global__ void votes(unsigned *out, float *red, const int *in) {
  int i = gtid();
  int v = in[i];
  unsigned b = ballot(v > 0);
  int any = __nvvm_vote_any_sync(FULL, v % 7 == 0);
  int all = __nvvm_vote_all_sync(FULL, v > -900);
  unsigned m = __nvvm_match_any_sync_i32(FULL, v & 3);
  out[4 * i] = b;
  out[4 * i + 1] = any | (all << 1);
  out[4 * i + 2] = m;
  out[4 * i + 3] = __popc(b & __nvvm_read_ptx_sreg_lanemask_lt()) + (shfl_idx(v, (i * 7) & 31) << 8);
  float f = (float)v * 0.125f;
  for (int k = 16; k > 0; k >>= 1) f += shfl_xor(f, k);
  red[i] = f;
}

// ---- calls: recursion on the stack, function pointers, structs by value.
__device__ __noinline__ int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
__device__ __noinline__ long long collatz_len(long long x, int depth) {
  if (x <= 1 || depth > 12) return depth;
  return collatz_len((x & 1) ? 3 * x + 1 : x / 2, depth + 1);
}
extern "C" __global__ void recursion(int *out, long long *steps, const int *in) {
  int i = gtid();
  int v = in[i];
  out[i] = ack((v >> 8) & 1 ? 2 : 1, v & 3);
  steps[i] = collatz_len((v & 0xffff) + 1, 0);
}

typedef float (*unary_t)(float, float);
__device__ __noinline__ float op_add(float a, float b) { return a + b; }
__device__ __noinline__ float op_mul(float a, float b) { return a * b; }
__device__ __noinline__ float op_fma(float a, float b) { return fmaf(a, b, a); }
__device__ __noinline__ float op_min(float a, float b) { return fminf(a, b); }
__device__ unary_t ops[4] = {op_add, op_mul, op_fma, op_min};
extern "C" __global__ void fptr_table(float *out, const float *x, const int *sel) {
  int i = gtid();
  unary_t f = ops[sel[i] & 3];
  float a = x[i], b = x[i ^ 5];
  out[i] = f(a, b);
  out[i + blockDim.x * gridDim.x] = ((sel[i] >> 2) & 1 ? op_mul : op_add)(b, 2.5f);
}

struct Particle { float pos[3]; float vel[3]; int id; short flags; char tag; };
struct Stats { double e; float p[3]; int n; };
__device__ __noinline__ Stats step(Particle p, float dt, Stats acc) {
  for (int k = 0; k < 3; k++) {
    p.pos[k] += p.vel[k] * dt;
    acc.p[k] += p.vel[k];
  }
  acc.e += 0.5 * (double)(p.vel[0] * p.vel[0] + p.vel[1] * p.vel[1] + p.vel[2] * p.vel[2]);
  acc.n += p.id + p.flags + p.tag;
  return acc;
}
extern "C" __global__ void structs_byval(Stats *out, const float *in, Particle extra) {
  int i = gtid();
  Stats s = {0.0, {0, 0, 0}, 0};
  for (int j = 0; j < 4; j++) {
    Particle p;
    for (int k = 0; k < 3; k++) { p.pos[k] = in[6 * (i + j) + k]; p.vel[k] = in[6 * (i + j) + 3 + k]; }
    p.id = i + j; p.flags = (short)(j * 3 - 4); p.tag = (char)('a' + j);
    s = step(p, 0.01f * (j + 1), s);
  }
  s = step(extra, 0.5f, s);
  out[i] = s;
}

// ---- switch, 128-bit integers, bit tricks.
__device__ __forceinline__ unsigned fshl32(unsigned lo, unsigned hi, unsigned s) {
  s &= 31;
  return (unsigned)((((unsigned long long)hi << 32) | lo) << s >> 32);
}
extern "C" __global__ void switch_i128(unsigned long long *out, const unsigned long long *in) {
  int i = gtid();
  unsigned long long a = in[2 * i], b = in[2 * i + 1];
  unsigned __int128 p = (unsigned __int128)a * b;
  __int128 q = (__int128)(long long)a * (long long)(b | 1);
  unsigned long long r;
  switch ((a ^ b) % 11) {
  case 0: r = (unsigned long long)(p >> 64); break;
  case 1: r = (unsigned long long)(p / (b | 1)); break;
  case 2: r = (unsigned long long)(q >> 3) ^ (unsigned long long)(q >> 70); break;
  case 3: r = (unsigned long long)(p % 1000000007ull); break;
  case 4: r = __builtin_bitreverse64(a) + __builtin_popcountll(b); break;
  case 5: r = __builtin_clzll(a | 1) * 1000 + __builtin_ctzll(b | (1ull << 63)); break;
  case 6: r = (a << (b & 63)) | (a >> ((64 - (b & 63)) & 63)); break;
  case 7: r = __umul64hi(a, b) ^ __mul64hi((long long)a, (long long)b); break;
  case 8: r = (unsigned long long)(q % -97); break;
  case 9: r = (unsigned)__byte_perm((unsigned)a, (unsigned)b, (unsigned)(a >> 32)) + ((unsigned long long)fshl32((unsigned)a, (unsigned)b, (unsigned)(b >> 40)) << 32); break;
  default: r = (unsigned long long)((unsigned __int128)p * p >> 100); break;
  }
  out[i] = r;
}

// ---- atomics on global and shared memory, a CAS loop for a double max.
__device__ __forceinline__ double atomic_max_f64(double *a, double v) {
  unsigned long long *p = (unsigned long long *)a, old = *p, seen;
  do {
    seen = old;
    if (__longlong_as_double(seen) >= v) break;
    old = __nvvm_atom_cas_gen_ll((long long *)p, seen, __double_as_longlong(v));
  } while (old != seen);
  return __longlong_as_double(old);
}
extern "C" __global__ void atomics(int *ig, unsigned *ug, double *dg, const int *in) {
  __shared__ int hist[16];
  __shared__ unsigned orv;
  if (threadIdx.x < 16) hist[threadIdx.x] = 0;
  if (threadIdx.x == 0) orv = 0;
  __syncthreads();
  int v = in[gtid()];
  __nvvm_atom_add_gen_i(&hist[v & 15], 1);
  __nvvm_atom_or_gen_i((int *)&orv, 1 << (v & 31));
  __nvvm_atom_max_gen_i(&ig[0], v);
  __nvvm_atom_min_gen_i(&ig[1], v);
  __nvvm_atom_xor_gen_i(&ig[2], v * 2654435761u);
  __nvvm_atom_inc_gen_ui(&ug[0], 37u);
  __nvvm_atom_dec_gen_ui(&ug[1], 1000u);
  __nvvm_atom_max_gen_ui(&ug[2], (unsigned)v);
  atomic_max_f64(&dg[0], sin((double)v));
  __syncthreads();
  if (threadIdx.x < 16) __nvvm_atom_add_gen_i(&ig[4 + threadIdx.x], hist[threadIdx.x] * (blockIdx.x + 1));
  if (threadIdx.x == 0) __nvvm_atom_and_gen_i(&ig[3], ~(int)orv);
}

// ---- a shared-memory tiled SGEMM, the textbook way, with float4 loads.
typedef float float4v __attribute__((ext_vector_type(4)));
#define TILE 16
extern "C" __global__ void sgemm_tiled(float *c, const float *a, const float *b, int m, int n, int k) {
  __shared__ float as[TILE][TILE + 1], bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < k; t += TILE) {
    as[threadIdx.y][threadIdx.x] = (row < m && t + threadIdx.x < k) ? a[row * k + t + threadIdx.x] : 0.0f;
    bs[threadIdx.y][threadIdx.x] = (col < n && t + threadIdx.y < k) ? b[(t + threadIdx.y) * n + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int q = 0; q < TILE; q++) acc += as[threadIdx.y][q] * bs[q][threadIdx.x];
    __syncthreads();
  }
  if (row < m && col < n) c[row * n + col] = acc;
}
extern "C" __global__ void vec4_axpby(float4v *y, const float4v *__restrict__ x, float alpha, float beta, int n4) {
  for (int i = gtid(); i < n4; i += gridDim.x * blockDim.x) {
    float4v xv = __builtin_nontemporal_load(&x[i]);
    float4v yv = y[i];
    y[i] = alpha * xv + beta * yv.wzyx;
  }
}

// ---- local arrays indexed at run time (the stack), a bubble sort per thread.
extern "C" __global__ void local_sort(int *out, const int *in) {
  int i = gtid();
  int a[12];
  for (int j = 0; j < 12; j++) a[j] = in[(i * 12 + j * 5) % 1024];
  for (int p = 0; p < 12; p++)
    for (int q = 0; q + 1 < 12 - p; q++)
      if (a[q] > a[q + 1]) { int t = a[q]; a[q] = a[q + 1]; a[q + 1] = t; }
  int pick = in[i] & 7;
  out[2 * i] = a[pick] - a[11 - pick];
  out[2 * i + 1] = a[0] ^ a[11];
}
