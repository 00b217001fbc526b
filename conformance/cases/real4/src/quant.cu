// llama.cpp-style quantized kernels: q4_0 / q8_1 / q8_0 / q4_K-like
// blocks with half scales, __dp4a dot products with a warp per row,
// activation quantisation with warp max/sum, a dequantise-to-half GEMV
// with half2 FMAs, and a q8_0 x q8_0 tile product on mma.sync m16n8k32 s8.
#include <cuda_fp16.h>
#include <stdint.h>

#define QK 32
struct block_q4_0 { __half d; uint8_t qs[QK / 2]; };        // 18 bytes
struct block_q8_0 { __half d; int8_t qs[QK]; };              // 34 bytes
struct block_q8_1 { __half2 ds; int8_t qs[QK]; };            // 36 bytes: d and sum of the block's inputs
#define QK_K 256
struct block_q4_K { __half2 dm; uint8_t scales[12]; uint8_t qs[QK_K / 2]; };  // 144 bytes

static_assert(sizeof(block_q4_0) == 18, "q4_0");
static_assert(sizeof(block_q8_0) == 34, "q8_0");
static_assert(sizeof(block_q8_1) == 36, "q8_1");
static_assert(sizeof(block_q4_K) == 144, "q4_K");

// The quants sit at 2-byte offsets: read 32 bits as two halves.
static __device__ __forceinline__ int load_i32_a2(const void* p, int i) {
    const uint16_t* q = reinterpret_cast<const uint16_t*>(p) + 2 * i;
    return (int)(q[0] | ((uint32_t)q[1] << 16));
}
static __device__ __forceinline__ int load_i32_a4(const void* p, int i) { return reinterpret_cast<const int*>(p)[i]; }

static __device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
static __device__ __forceinline__ float warp_max(float v) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}

// One warp quantises one block of 32 activations.
extern "C" __global__ void quantize_q8_1(const float* __restrict__ x, block_q8_1* __restrict__ y, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int ib = i / QK, iq = i % QK;
    const float xi = i < n ? x[i] : 0.0f;
    const float amax = warp_max(fabsf(xi));
    const float sum = warp_sum(xi);
    const float d = amax / 127.0f;
    const int8_t q = amax == 0.0f ? 0 : (int8_t)roundf(xi / d);
    if (ib * QK >= n) return;
    y[ib].qs[iq] = q;
    if (iq == 0) y[ib].ds = __floats2half2_rn(d, sum);
}

// y = W x, W in q4_0 rows, x in q8_1: a warp per row, 4 rows a block.
extern "C" __global__ void mul_mat_vec_q4_0_q8_1(const block_q4_0* __restrict__ W, const block_q8_1* __restrict__ x,
                                                 float* __restrict__ y, int nrows, int ncols) {
    const int row = blockIdx.x * blockDim.y + threadIdx.y;
    if (row >= nrows) return;
    const int nb = ncols / QK;
    float sum = 0.0f;
    for (int ib = threadIdx.x / 2; ib < nb; ib += 16) {  // two lanes a block, 4 ints each
        const block_q4_0* bq = W + (size_t)row * nb + ib;
        const block_q8_1* bx = x + ib;
        const int half = threadIdx.x & 1;
        int sumi = 0;
#pragma unroll
        for (int k = 0; k < 2; k++) {
            const int v = load_i32_a2(bq->qs, half * 2 + k);
            const int lo = v & 0x0F0F0F0F, hi = (v >> 4) & 0x0F0F0F0F;
            sumi = __dp4a(lo, load_i32_a4(bx->qs, half * 2 + k), sumi);
            sumi = __dp4a(hi, load_i32_a4(bx->qs, half * 2 + k + 4), sumi);
        }
        const float2 ds = __half22float2(bx->ds);
        // each lane covers half the block: subtract its share of 8 * sum
        sum += __half2float(bq->d) * (sumi * ds.x - 4.0f * ds.y);
    }
    sum = warp_sum(sum);
    if (threadIdx.x == 0) y[row] = sum;
}

// q4_K-like: 8 sub-blocks of 32, 6-bit scales and mins packed in 12 bytes.
static __device__ __forceinline__ void scale_min_k4(int j, const uint8_t* q, uint8_t& d, uint8_t& m) {
    if (j < 4) {
        d = q[j] & 63;
        m = q[j + 4] & 63;
    } else {
        d = (q[j + 4] & 0xF) | ((q[j - 4] >> 6) << 4);
        m = (q[j + 4] >> 4) | ((q[j] >> 6) << 4);
    }
}

// y = W x with W dequantised to half on the fly, x in half; half2 FMAs over
// 8 values, the partial sums in float. A warp per row.
extern "C" __global__ void dequant_gemv_q4_K(const block_q4_K* __restrict__ W, const __half* __restrict__ x,
                                             float* __restrict__ y, int nrows, int ncols) {
    const int row = blockIdx.x * blockDim.y + threadIdx.y;
    if (row >= nrows) return;
    const int nb = ncols / QK_K;
    const int lane = threadIdx.x;
    float acc = 0.0f;
    for (int ib = 0; ib < nb; ib++) {
        const block_q4_K* b = W + (size_t)row * nb + ib;
        const float2 dm = __half22float2(b->dm);
        const int j = lane / 4;          // sub-block 0..7
        const int l0 = (lane % 4) * 8;   // 8 values of the sub-block
        uint8_t sc, mn;
        scale_min_k4(j, b->scales, sc, mn);
        const __half2 dh = __float2half2_rn(dm.x * sc);
        const __half2 mh = __float2half2_rn(dm.y * mn);
        const uint8_t* q = b->qs + 32 * (j / 2) + l0;
        const __half2* xv = reinterpret_cast<const __half2*>(x + ib * QK_K + j * 32 + l0);
        __half2 s = __float2half2_rn(0.0f);
#pragma unroll
        for (int k = 0; k < 8; k += 2) {
            int q0 = (j & 1) ? q[k] >> 4 : q[k] & 0xF;
            int q1 = (j & 1) ? q[k + 1] >> 4 : q[k + 1] & 0xF;
            __half2 w = __hsub2(__hmul2(dh, __halves2half2(__int2half_rn(q0), __int2half_rn(q1))), mh);
            s = __hfma2(w, xv[k / 2], s);
        }
        const float2 sf = __half22float2(s);
        acc += sf.x + sf.y;
    }
    acc = warp_sum(acc);
    if (lane == 0) y[row] = acc;
}

// C[M][N] = A[M][K] B[N][K]^T with A and B in q8_0 blocks along K: each warp
// a 16x8 tile, mma.sync m16n8k32 s8 per block of 32, scaled into f32.
static __device__ __forceinline__ void mma_s8(int* c, const int* a, int b0, int b1) {
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

extern "C" __global__ void __launch_bounds__(128) mmq_q8_0(const block_q8_0* __restrict__ A, const block_q8_0* __restrict__ B,
                                                          float* __restrict__ C, int M, int N, int K) {
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int g = lane / 4, t = lane % 4;
    const int m0 = blockIdx.y * 32 + (warp / 2) * 16;
    const int n0 = blockIdx.x * 16 + (warp % 2) * 8;
    const int nb = K / QK;
    float acc[4] = {0.f, 0.f, 0.f, 0.f};
    const int ra = m0 + g, rb = m0 + g + 8, cn = n0 + g;
    for (int ib = 0; ib < nb; ib++) {
        int a[4], b0 = 0, b1 = 0, c[4] = {0, 0, 0, 0};
        a[0] = ra < M ? load_i32_a2(A[(size_t)ra * nb + ib].qs, t) : 0;
        a[1] = rb < M ? load_i32_a2(A[(size_t)rb * nb + ib].qs, t) : 0;
        a[2] = ra < M ? load_i32_a2(A[(size_t)ra * nb + ib].qs, t + 4) : 0;
        a[3] = rb < M ? load_i32_a2(A[(size_t)rb * nb + ib].qs, t + 4) : 0;
        if (cn < N) {
            b0 = load_i32_a2(B[(size_t)cn * nb + ib].qs, t);
            b1 = load_i32_a2(B[(size_t)cn * nb + ib].qs, t + 4);
        }
        mma_s8(c, a, b0, b1);
        const float da0 = ra < M ? __half2float(A[(size_t)ra * nb + ib].d) : 0.f;
        const float da1 = rb < M ? __half2float(A[(size_t)rb * nb + ib].d) : 0.f;
        // the columns of this lane's results are n0 + 2t and n0 + 2t + 1
        const int c0 = n0 + 2 * t, c1 = c0 + 1;
        const float db0 = c0 < N ? __half2float(B[(size_t)c0 * nb + ib].d) : 0.f;
        const float db1 = c1 < N ? __half2float(B[(size_t)c1 * nb + ib].d) : 0.f;
        acc[0] += da0 * db0 * (float)c[0];
        acc[1] += da0 * db1 * (float)c[1];
        acc[2] += da1 * db0 * (float)c[2];
        acc[3] += da1 * db1 * (float)c[3];
    }
    const int c0 = n0 + 2 * t;
    if (ra < M) {
        if (c0 < N) C[(size_t)ra * N + c0] = acc[0];
        if (c0 + 1 < N) C[(size_t)ra * N + c0 + 1] = acc[1];
    }
    if (rb < M) {
        if (c0 < N) C[(size_t)rb * N + c0] = acc[2];
        if (c0 + 1 < N) C[(size_t)rb * N + c0 + 1] = acc[3];
    }
}
