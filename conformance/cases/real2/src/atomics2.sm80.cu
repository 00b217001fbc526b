// Atomics of every width and scope: 16/32/64-bit integers, float, double,
// half, half2, bfloat16x2; inc/dec wrap-around; CAS loops; shared-memory
// atomics; libcu++ atomic_ref with block and device scope. Every compared
// result is independent of the order in which threads get there.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda/atomic>

__device__ float atomic_max_f32_cas(float* addr, float v) {
    int* ia = reinterpret_cast<int*>(addr);
    int old = *ia, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= v) break;
        old = atomicCAS(ia, assumed, __float_as_int(v));
    } while (assumed != old);
    return __int_as_float(old);
}

// Signed-int/unsigned trick for float min (no NaN, no -0 in the inputs).
__device__ void atomic_min_f32_bits(float* addr, float v) {
    if (v >= 0.0f) atomicMin(reinterpret_cast<int*>(addr), __float_as_int(v));
    else atomicMax(reinterpret_cast<unsigned*>(addr), __float_as_uint(v));
}

__device__ unsigned short atomic_add_u16(unsigned short* p, unsigned short v) {
    unsigned short old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, (unsigned short)(assumed + v));
    } while (old != assumed);
    return old;
}

extern "C" __global__ void atomics_widths(const int* __restrict__ iv, const float* __restrict__ fv, int n,
                                          int* i32, unsigned* u32, unsigned long long* u64, long long* s64,
                                          float* f32, double* f64, __half* h, __half2* h2, __nv_bfloat162* b2,
                                          unsigned short* u16, unsigned* tickets) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int x = iv[i];
    float f = fv[i];
    atomicAdd(&i32[0], x);
    atomicSub(&i32[1], x);
    atomicMin(&i32[2], x);
    atomicMax(&i32[3], x);
    atomicAnd(&i32[4], x | 0x10000);
    atomicOr(&i32[5], x & 0x0f0f0f0f);
    atomicXor(&i32[6], x);
    atomicAdd_block(&i32[7 + blockIdx.x % 4], 1);
    atomicAdd_system(&i32[11], x & 255);
    atomicInc(&u32[0], 17u);
    atomicDec(&u32[1], 13u);
    atomicMin(&u32[2], (unsigned)x);
    atomicMax(&u32[3], (unsigned)x);
    atomicInc(&u32[4], 0xffffffffu);
    unsigned t = atomicAdd(&u32[5], 1u);
    atomicAdd(&tickets[t % 512], 1u);
    unsigned long long ux = (unsigned long long)(long long)x * 0x100000001ull;
    atomicAdd(&u64[0], ux);
    atomicMin(&u64[1], ux);
    atomicMax(&u64[2], ux);
    atomicAnd(&u64[3], ux | 0xff00ff00ff00ff00ull);
    atomicOr(&u64[4], ux & 0x0101010101010101ull);
    atomicXor(&u64[5], ux);
    atomicMin(&s64[0], (long long)x * 3);
    atomicMax(&s64[1], (long long)x * 3);
    atomicAdd(&f32[0], f);
    atomic_max_f32_cas(&f32[1], f);
    atomic_min_f32_bits(&f32[2], f);
    atomicAdd_block(&f32[3], f);
    atomicAdd(&f64[0], (double)f);
    atomicAdd(&f64[1], (double)x);
    if (threadIdx.x < 64 && blockIdx.x == 0) {
        float small = (float)((x & 3) - 1) * 0.5f;  // -0.5, 0, 0.5, 1: bf16/half sums stay exact
        atomicAdd(&h[0], __float2half(small));
        atomicAdd(&h2[0], __floats2half2_rn(small, -small * 2.0f));
        atomicAdd(&b2[0], __floats2bfloat162_rn(small, 1.0f));
    }
    atomic_add_u16(&u16[i & 7], (unsigned short)((x & 7) + 1));
}

extern "C" __global__ void atomics_shared(const int* __restrict__ iv, int n, unsigned long long* out64,
                                          int* out32, float* outf, double* outd) {
    __shared__ unsigned long long s64[4];
    __shared__ int s32[4];
    __shared__ float sf;
    __shared__ double sd;
    if (threadIdx.x < 4) { s64[threadIdx.x] = threadIdx.x == 1 ? ~0ull : 0ull; s32[threadIdx.x] = threadIdx.x == 1 ? 0x7fffffff : 0; }
    if (threadIdx.x == 0) { sf = 0.0f; sd = 0.0; }
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int x = iv[i];
        unsigned long long ux = (unsigned long long)(unsigned)x << 7;
        atomicAdd(&s64[0], ux);
        atomicMin(&s64[1], ux);
        atomicMax(&s64[2], ux);
        unsigned long long old = s64[3], assumed;
        do {
            assumed = old;
            old = atomicCAS(&s64[3], assumed, assumed + (ux >> 3) + 1);
        } while (old != assumed);
        atomicAdd(&s32[0], x);
        atomicMin(&s32[1], x);
        atomicMax(&s32[2], x);
        atomicExch(&s32[3], 5);
        atomicAdd(&sf, (float)(x % 64) * 0.25f);
        atomicAdd(&sd, (double)x * 0.125);
        cuda::atomic_ref<int, cuda::thread_scope_block> r(s32[0]);
        r.fetch_add(1, cuda::memory_order_relaxed);
    }
    __syncthreads();
    if (threadIdx.x < 4) {
        out64[blockIdx.x * 4 + threadIdx.x] = s64[threadIdx.x];
        out32[blockIdx.x * 4 + threadIdx.x] = s32[threadIdx.x];
    }
    if (threadIdx.x == 0) {
        outf[blockIdx.x] = sf;
        outd[blockIdx.x] = sd;
        cuda::atomic_ref<int, cuda::thread_scope_device> g(out32[64]);
        g.fetch_add(s32[0], cuda::memory_order_acq_rel);
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> sys(out64[64]);
        sys.fetch_max(s64[2], cuda::memory_order_seq_cst);
    }
}
