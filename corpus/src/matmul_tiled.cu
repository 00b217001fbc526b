// Shared-memory tiled SGEMM, 16x16 tiles: C = alpha*A*B + beta*C, row-major.
#define TILE 16

extern "C" __global__ void sgemm_tiled16(int M, int N, int K, float alpha,
                                         const float* A, const float* B,
                                         float beta, float* C) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE + 1];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        int ak = t * TILE + tx;
        int bk = t * TILE + ty;
        As[ty][tx] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
        Bs[ty][tx] = (bk < K && col < N) ? B[bk * N + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = alpha * acc + beta * C[row * N + col];
}

// Double-precision variant with 2x2 register blocking per thread.
extern "C" __global__ void dgemm_tiled16_2x2(int M, int N, int K, const double* A,
                                             const double* B, double* C) {
    __shared__ double As[2 * TILE][TILE];
    __shared__ double Bs[TILE][2 * TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row0 = blockIdx.y * 2 * TILE + ty, col0 = blockIdx.x * 2 * TILE + tx;
    double c00 = 0, c01 = 0, c10 = 0, c11 = 0;
    for (int t = 0; t < K; t += TILE) {
        for (int r = 0; r < 2; ++r) {
            int ar = row0 + r * TILE;
            As[ty + r * TILE][tx] = (ar < M && t + tx < K) ? A[(size_t)ar * K + t + tx] : 0.0;
            int bc = col0 + r * TILE;
            Bs[ty][tx + r * TILE] = (t + ty < K && bc < N) ? B[(size_t)(t + ty) * N + bc] : 0.0;
        }
        __syncthreads();
        for (int k = 0; k < TILE; ++k) {
            double a0 = As[ty][k], a1 = As[ty + TILE][k];
            double b0 = Bs[k][tx], b1 = Bs[k][tx + TILE];
            c00 += a0 * b0; c01 += a0 * b1; c10 += a1 * b0; c11 += a1 * b1;
        }
        __syncthreads();
    }
    if (row0 < M && col0 < N) C[(size_t)row0 * N + col0] = c00;
    if (row0 < M && col0 + TILE < N) C[(size_t)row0 * N + col0 + TILE] = c01;
    if (row0 + TILE < M && col0 < N) C[(size_t)(row0 + TILE) * N + col0] = c10;
    if (row0 + TILE < M && col0 + TILE < N) C[(size_t)(row0 + TILE) * N + col0 + TILE] = c11;
}
