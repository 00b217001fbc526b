// Stencils and convolutions with halo loads, a padded transpose, a
// Blelloch scan with bank-conflict offsets and a radix digit histogram.
#include <cstdint>

#define TILE 16
extern "C" __global__ void stencil2d_5pt(const float* __restrict__ in, float* __restrict__ out,
                                         int w, int h, float c0, float c1) {
    __shared__ float t[TILE + 2][TILE + 2];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    auto at = [&](int xx, int yy) {
        xx = min(max(xx, 0), w - 1);
        yy = min(max(yy, 0), h - 1);
        return in[yy * w + xx];
    };
    t[threadIdx.y + 1][threadIdx.x + 1] = at(x, y);
    if (threadIdx.x == 0) t[threadIdx.y + 1][0] = at(x - 1, y);
    if (threadIdx.x == TILE - 1) t[threadIdx.y + 1][TILE + 1] = at(x + 1, y);
    if (threadIdx.y == 0) t[0][threadIdx.x + 1] = at(x, y - 1);
    if (threadIdx.y == TILE - 1) t[TILE + 1][threadIdx.x + 1] = at(x, y + 1);
    __syncthreads();
    if (x < w && y < h) {
        float s = t[threadIdx.y][threadIdx.x + 1] + t[threadIdx.y + 2][threadIdx.x + 1] +
                  t[threadIdx.y + 1][threadIdx.x] + t[threadIdx.y + 1][threadIdx.x + 2];
        out[y * w + x] = c0 * t[threadIdx.y + 1][threadIdx.x + 1] + c1 * s;
    }
}

#define RADIUS 4
__constant__ float taps[2 * RADIUS + 1] = {0.0625f, -0.125f, 0.25f, 0.5f, 1.0f, 0.5f, 0.25f, -0.125f, 0.0625f};

extern "C" __global__ void conv1d_const(const float* __restrict__ in, float* __restrict__ out, int n) {
    extern __shared__ float s[];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + RADIUS;
    s[l] = g < n ? in[g] : 0.0f;
    if (threadIdx.x < RADIUS) {
        int left = g - RADIUS;
        s[threadIdx.x] = left >= 0 && left < n ? in[left] : 0.0f;
        int right = g + blockDim.x;
        s[l + blockDim.x] = right < n ? in[right] : 0.0f;
    }
    __syncthreads();
    if (g < n) {
        float acc = 0.0f;
#pragma unroll
        for (int k = -RADIUS; k <= RADIUS; ++k) acc += taps[k + RADIUS] * s[l + k];
        out[g] = acc;
    }
}

#define TDIM 32
#define ROWS 8
extern "C" __global__ void transpose_padded(float* __restrict__ out, const float* __restrict__ in, int w, int h) {
    __shared__ float tile[TDIM][TDIM + 1];
    int x = blockIdx.x * TDIM + threadIdx.x;
    int y = blockIdx.y * TDIM + threadIdx.y;
    for (int j = 0; j < TDIM; j += ROWS)
        if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    __syncthreads();
    x = blockIdx.y * TDIM + threadIdx.x;
    y = blockIdx.x * TDIM + threadIdx.y;
    for (int j = 0; j < TDIM; j += ROWS)
        if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void jacobi3d_f64(const double* __restrict__ u, double* __restrict__ v, int nx, int ny, int nz) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= nx || j >= ny) return;
    size_t plane = (size_t)nx * ny;
    for (int k = 0; k < nz; ++k) {
        size_t c = k * plane + (size_t)j * nx + i;
        if (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1) {
            v[c] = u[c];
            continue;
        }
        v[c] = (1.0 / 6.0) * (u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx] + u[c - plane] + u[c + plane]) - 0.1 * u[c];
    }
}

#define LOG_BANKS 5
#define CF_OFFSET(n) ((n) >> LOG_BANKS)
// Work-efficient exclusive scan of 2*blockDim.x floats per block.
extern "C" __global__ void blelloch_scan(const float* __restrict__ in, float* __restrict__ out, float* __restrict__ sums, int n) {
    extern __shared__ float temp[];
    int t = threadIdx.x;
    int m = 2 * blockDim.x;
    int base = blockIdx.x * m;
    int ai = t, bi = t + blockDim.x;
    temp[ai + CF_OFFSET(ai)] = base + ai < n ? in[base + ai] : 0.0f;
    temp[bi + CF_OFFSET(bi)] = base + bi < n ? in[base + bi] : 0.0f;
    int offset = 1;
    for (int d = m >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) {
            int a = offset * (2 * t + 1) - 1, b = offset * (2 * t + 2) - 1;
            a += CF_OFFSET(a); b += CF_OFFSET(b);
            temp[b] += temp[a];
        }
        offset *= 2;
    }
    if (t == 0) {
        sums[blockIdx.x] = temp[m - 1 + CF_OFFSET(m - 1)];
        temp[m - 1 + CF_OFFSET(m - 1)] = 0.0f;
    }
    for (int d = 1; d < m; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int a = offset * (2 * t + 1) - 1, b = offset * (2 * t + 2) - 1;
            a += CF_OFFSET(a); b += CF_OFFSET(b);
            float x = temp[a];
            temp[a] = temp[b];
            temp[b] += x;
        }
    }
    __syncthreads();
    if (base + ai < n) out[base + ai] = temp[ai + CF_OFFSET(ai)];
    if (base + bi < n) out[base + bi] = temp[bi + CF_OFFSET(bi)];
}

// One pass of an LSD radix sort: per-block digit histogram (4 bits) with
// shared atomics, then global atomics; 16-bit counters by atomicCAS.
extern "C" __global__ void radix_digit_hist(const unsigned* __restrict__ keys, int n, int shift,
                                            unsigned* __restrict__ global_hist, unsigned short* __restrict__ hist16) {
    __shared__ unsigned local[16];
    if (threadIdx.x < 16) local[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        unsigned d = (keys[i] >> shift) & 15u;
        atomicAdd(&local[d], 1u);
        unsigned short* p = hist16 + d;
        unsigned short old = *p, assumed;
        do {
            assumed = old;
            old = atomicCAS(p, assumed, (unsigned short)(assumed + 1));
        } while (old != assumed);
    }
    __syncthreads();
    if (threadIdx.x < 16) atomicAdd(&global_hist[blockIdx.x * 16 + threadIdx.x], local[threadIdx.x]);
}
