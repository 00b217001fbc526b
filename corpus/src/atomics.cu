// Atomic operations: int/float atomicAdd, CAS loops, min/max/exch/inc, bitwise.
#include <cstdint>

__device__ float atomic_max_float(float* addr, float val) {
    int* a = reinterpret_cast<int*>(addr);
    int old = *a, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= val) break;
        old = atomicCAS(a, assumed, __float_as_int(val));
    } while (assumed != old);
    return __int_as_float(old);
}

// The pre-sm_60 idiom for double atomicAdd.
__device__ double atomic_add_double(double* address, double val) {
    unsigned long long* p = reinterpret_cast<unsigned long long*>(address);
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}

extern "C" __global__ void histogram256(const unsigned char* data, int n, unsigned int* hist) {
    __shared__ unsigned int local[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&hist[i], local[i]);
}

extern "C" __global__ void atomic_mix(const float* x, int n, float* fsum, int* isum,
                                      float* fmax, double* dsum, int* imin, int* imax,
                                      unsigned* bits, unsigned* ring, int* last) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    atomicAdd(fsum, v);
    atomicAdd(isum, (int)v);
    atomic_max_float(fmax, v);
    atomic_add_double(dsum, (double)v);
    atomicMin(imin, (int)v);
    atomicMax(imax, (int)v);
    atomicOr(bits, 1u << (i & 31));
    atomicAnd(bits + 1, ~(1u << (i & 31)));
    atomicXor(bits + 2, (unsigned)i);
    atomicInc(ring, 1023u);
    atomicDec(ring + 1, 1023u);
    atomicExch(last, i);
    atomicSub(isum + 1, 1);
}

// Simple spin lock built from atomicCAS / atomicExch with fences.
extern "C" __global__ void locked_accumulate(int* lock, float* acc, const float* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < blockDim.x && i + k < n; ++k) s += x[i + k];
        while (atomicCAS(lock, 0, 1) != 0) { }
        __threadfence();
        *acc += s;
        __threadfence();
        atomicExch(lock, 0);
    }
}
