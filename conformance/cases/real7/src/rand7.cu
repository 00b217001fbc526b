// cuRAND's device API the way Monte Carlo and dropout code uses it: one
// generator state per thread, initialised in the kernel (curand_init with a
// per-thread subsequence, which skips ahead through cuRAND's precomputed
// matrices in global memory), then uniform, normal, log-normal, Poisson and
// double draws; XORWOW (the default curandState), Philox4_32_10 and
// MRG32k3a.
#include <cuda_fp16.h>
#include <curand_kernel.h>
#include <stdint.h>

extern "C" __global__ void rand_xorwow(unsigned long long seed, float* u, float* nrm, float* lgn, unsigned* raw,
                                       double* ud, int per) {
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState st;
    curand_init(seed, id, 3, &st);
    for (int j = 0; j < per; ++j) {
        raw[id * per + j] = curand(&st);
        u[id * per + j] = curand_uniform(&st);
        nrm[id * per + j] = curand_normal(&st);
        lgn[id * per + j] = curand_log_normal(&st, 0.5f, 0.25f);
        ud[id * per + j] = curand_uniform_double(&st);
    }
}

extern "C" __global__ void rand_philox(unsigned long long seed, unsigned long long offset, float4* u4, float4* n4,
                                       double2* nd2, unsigned* pois, int per) {
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t st;
    curand_init(seed, id, offset, &st);
    for (int j = 0; j < per; ++j) {
        u4[id * per + j] = curand_uniform4(&st);
        n4[id * per + j] = curand_normal4(&st);
        nd2[id * per + j] = curand_normal2_double(&st);
        pois[id * per + j] = curand_poisson(&st, 4.5 + (id % 7));
    }
}

extern "C" __global__ void rand_mrg(unsigned long long seed, float* u, double* nd, int per) {
    const int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandStateMRG32k3a st;
    curand_init(seed, id, 0, &st);
    for (int j = 0; j < per; ++j) {
        u[id * per + j] = curand_uniform(&st);
        nd[id * per + j] = curand_normal_double(&st);
    }
}

// Dropout as training code writes it: Philox keyed by (seed, element
// index), keep probability p, scaled by 1/p; half2 data.
extern "C" __global__ void dropout_half2(const __half2* x, __half2* y, uint8_t* mask, float p, unsigned long long seed,
                                         int n2) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n2) return;
    curandStatePhilox4_32_10_t st;
    curand_init(seed, i / 2, (i & 1) * 2, &st);
    float4 r = curand_uniform4(&st);
    const float scale = 1.0f / p;
    float2 v = __half22float2(x[i]);
    bool k0 = r.x < p, k1 = r.y < p;
    v.x = k0 ? v.x * scale : 0.f;
    v.y = k1 ? v.y * scale : 0.f;
    y[i] = __float22half2_rn(v);
    mask[i] = (uint8_t)(k0 | (k1 << 1));
}
