// Scoped and wider atomics (sm_60+): _block/_system variants, double and half2
// atomicAdd, and libcu++ cuda::atomic_ref with explicit memory orders.
#include <cuda_fp16.h>
#include <cuda/atomic>

extern "C" __global__ void scoped_atomics(int* blk, int* sys, double* dsum, __half2* hsum,
                                          const double* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicAdd_block(blk, 1);
    atomicAdd_system(sys, 1);
    atomicAdd(dsum, x[i]);
    atomicAdd(hsum, __floats2half2_rn((float)x[i], 1.0f));
    atomicCAS_block(blk + 1, 0, i);
    atomicMax_system(sys + 1, i);
}

extern "C" __global__ void atomic_ref_ops(int* counter, int* flag, int* payload, float* fsum) {
    cuda::atomic_ref<int, cuda::thread_scope_device> c(*counter);
    cuda::atomic_ref<int, cuda::thread_scope_system> f(*flag);
    cuda::atomic_ref<float, cuda::thread_scope_block> s(*fsum);
    int ticket = c.fetch_add(1, cuda::std::memory_order_relaxed);
    s.fetch_add(1.0f, cuda::std::memory_order_relaxed);
    if (ticket == 0) {
        *payload = 7;
        f.store(1, cuda::std::memory_order_release);
    } else {
        while (f.load(cuda::std::memory_order_acquire) == 0) { }
        payload[ticket] = *payload;
    }
    int expected = 0;
    c.compare_exchange_strong(expected, -1, cuda::std::memory_order_acq_rel);
}
