// CUDA C++ through the CUDA C++ standard library and cooperative groups, the
// way application code reaches the asynchronous-copy and barrier hardware
// without writing PTX: cuda::barrier with cuda::memcpy_async (cp.async plus
// mbarrier on sm_80, bulk copies on sm_90), cuda::pipeline stages,
// cooperative_groups::memcpy_async / wait / reduce / scans, and
// cuda::atomic_ref with explicit memory orders and scopes. sm_80 and sm_90a
// builds of one module.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_bf16.h>
#include <stdint.h>

namespace cg = cooperative_groups;

#pragma nv_diag_suppress static_var_with_dynamic_init

// Tiles of 256 floats, double-buffered in shared memory by
// cuda::memcpy_async on a block-scope cuda::barrier per stage; each tile is
// smoothed (3-point) and written out with a running tile index.
extern "C" __global__ void __launch_bounds__(128) barrier_tiles(const float* __restrict__ in, float* __restrict__ out, int ntiles) {
    constexpr int T = 256;
    __shared__ alignas(128) float buf[2][T];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar[2];
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) {
        init(&bar[0], block.size());
        init(&bar[1], block.size());
    }
    block.sync();
    const int first = blockIdx.x * ntiles;
    cuda::memcpy_async(block, buf[0], in + (size_t)first * T, cuda::aligned_size_t<16>(sizeof(float) * T), bar[0]);
    for (int i = 0; i < ntiles; ++i) {
        const int s = i & 1;
        if (i + 1 < ntiles)
            cuda::memcpy_async(block, buf[s ^ 1], in + (size_t)(first + i + 1) * T, cuda::aligned_size_t<16>(sizeof(float) * T),
                               bar[s ^ 1]);
        bar[s].arrive_and_wait();
        for (int j = threadIdx.x; j < T; j += blockDim.x) {
            float l = j > 0 ? buf[s][j - 1] : 0.f, r = j + 1 < T ? buf[s][j + 1] : 0.f;
            out[(size_t)(first + i) * T + j] = 0.25f * l + 0.5f * buf[s][j] + 0.25f * r + (float)i;
        }
        auto tok = bar[s].arrive();  // everyone is done with buf[s] before it is refilled
        bar[s].wait(std::move(tok));
    }
}

// A 3-stage cuda::pipeline per thread: each thread streams its own column of
// a rows x 128 matrix through shared memory with memcpy_async (4-byte
// copies), producer_acquire/commit and consumer_wait/release, and keeps a
// running max and sum.
extern "C" __global__ void __launch_bounds__(128) pipeline_columns(const float* __restrict__ in, float* __restrict__ out, int rows) {
    constexpr int S = 3;
    __shared__ float stage[S][128];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    const int c = threadIdx.x;
    const float* col = in + (size_t)blockIdx.x * rows * 128 + c;
    int fetched = 0;
    for (; fetched < S && fetched < rows; ++fetched) {
        pipe.producer_acquire();
        cuda::memcpy_async(&stage[fetched % S][c], col + (size_t)fetched * 128, sizeof(float), pipe);
        pipe.producer_commit();
    }
    float mx = -INFINITY, sum = 0.f;
    for (int r = 0; r < rows; ++r) {
        pipe.consumer_wait();
        float v = stage[r % S][c];
        pipe.consumer_release();
        mx = fmaxf(mx, v);
        sum += v * (float)(r + 1);
        if (fetched < rows) {
            pipe.producer_acquire();
            cuda::memcpy_async(&stage[fetched % S][c], col + (size_t)fetched * 128, sizeof(float), pipe);
            pipe.producer_commit();
            ++fetched;
        }
    }
    out[(blockIdx.x * 128 + c) * 2] = mx;
    out[(blockIdx.x * 128 + c) * 2 + 1] = sum;
}

// cooperative_groups: a block-wide memcpy_async of its slice, wait, then
// per-tile reduce (plus, greater, bit_xor), inclusive and exclusive scans,
// and a thread_block_tile<8> partition; block totals by atomicAdd.
extern "C" __global__ void __launch_bounds__(256) cg_async_reduce(const int* __restrict__ in, int* __restrict__ out,
                                                                 unsigned* __restrict__ totals, int n) {
    __shared__ int sh[512];
    auto block = cg::this_thread_block();
    const int base = blockIdx.x * 512;
    const int cnt = min(512, n - base);
    cg::memcpy_async(block, sh, in + base, sizeof(int) * cnt);
    cg::wait(block);
    auto warp = cg::tiled_partition<32>(block);
    auto oct = cg::tiled_partition<8>(block);
    for (int k = 0; k < 2; ++k) {
        const int i = threadIdx.x + k * 256;
        int v = i < cnt ? sh[i] : 0;
        int s = cg::reduce(warp, v, cg::plus<int>());
        int m = cg::reduce(warp, v, cg::greater<int>());
        unsigned x = cg::reduce(oct, (unsigned)v, cg::bit_xor<unsigned>());
        int inc = cg::inclusive_scan(warp, v);
        int exc = cg::exclusive_scan(oct, v, cg::plus<int>());
        if (i < cnt) {
            int* o = out + (size_t)(base + i) * 5;
            o[0] = s;
            o[1] = m;
            o[2] = (int)x;
            o[3] = inc;
            o[4] = exc;
        }
        if (warp.thread_rank() == 0) atomicAdd(&totals[blockIdx.x], (unsigned)s);
    }
}

// cuda::atomic_ref: device-scope relaxed fetch_add of 64-bit and float
// values, fetch_max/fetch_min, a compare_exchange_strong loop (saturating
// add), a block-scope fetch_or on shared memory, and a last-block
// handshake (fetch_add acq_rel on a ticket, then acquire loads) that sums
// the per-block results in a fixed order.
extern "C" __global__ void __launch_bounds__(128) atomic_ref_mix(const int* __restrict__ in, unsigned long long* __restrict__ acc64,
                                                                float* __restrict__ accf, int* __restrict__ accmm,
                                                                unsigned* __restrict__ ticket, int* __restrict__ partial,
                                                                int* __restrict__ result, int n) {
    __shared__ unsigned mask;
    __shared__ int bsum;
    if (threadIdx.x == 0) {
        mask = 0;
        bsum = 0;
    }
    __syncthreads();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int v = i < n ? in[i] : 0;
    cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> a64(*acc64);
    a64.fetch_add((unsigned long long)(v & 0xffff) << 20, cuda::memory_order_relaxed);
    cuda::atomic_ref<float, cuda::thread_scope_device> af(*accf);
    af.fetch_add((float)(v % 64) * 0.25f, cuda::memory_order_relaxed);
    cuda::atomic_ref<int, cuda::thread_scope_device> amax(accmm[0]), amin(accmm[1]), asat(accmm[2]);
    amax.fetch_max(v, cuda::memory_order_relaxed);
    amin.fetch_min(v, cuda::memory_order_relaxed);
    int cur = asat.load(cuda::memory_order_relaxed);
    while (!asat.compare_exchange_strong(cur, min(cur + (v & 1023), 1000000), cuda::memory_order_relaxed)) {
    }
    cuda::atomic_ref<unsigned, cuda::thread_scope_block> am(mask);
    am.fetch_or(1u << (v & 31), cuda::memory_order_relaxed);
    cuda::atomic_ref<int, cuda::thread_scope_block> bs(bsum);
    bs.fetch_add(v >> 8, cuda::memory_order_relaxed);
    __syncthreads();
    if (threadIdx.x == 0) {
        cuda::atomic_ref<int, cuda::thread_scope_device> p(partial[blockIdx.x]);
        p.store(bsum ^ (int)mask, cuda::memory_order_release);
        cuda::atomic_ref<unsigned, cuda::thread_scope_device> t(*ticket);
        if (t.fetch_add(1, cuda::memory_order_acq_rel) == gridDim.x - 1) {
            int total = 0;
            for (int b = 0; b < (int)gridDim.x; ++b) {
                cuda::atomic_ref<int, cuda::thread_scope_device> q(partial[b]);
                total = total * 3 + q.load(cuda::memory_order_acquire);
            }
            *result = total;
        }
    }
}

// A bf16 GEMV with 16-byte vector loads of bf16x2 pairs, __hfma2 on
// __nv_bfloat162, float accumulation of the pair sums, warp reduction.
extern "C" __global__ void __launch_bounds__(128) bf16_gemv(const __nv_bfloat16* __restrict__ W, const __nv_bfloat16* __restrict__ x,
                                                           float* __restrict__ y, int rows, int cols) {
    const int row = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
    if (row >= rows) return;
    const uint4* w4 = reinterpret_cast<const uint4*>(W + (size_t)row * cols);
    const uint4* x4 = reinterpret_cast<const uint4*>(x);
    float acc = 0.f;
    for (int k = lane; k < cols / 8; k += 32) {
        uint4 a = w4[k], b = x4[k];
        const __nv_bfloat162* ap = reinterpret_cast<const __nv_bfloat162*>(&a);
        const __nv_bfloat162* bp = reinterpret_cast<const __nv_bfloat162*>(&b);
        __nv_bfloat162 p = __hmul2(ap[0], bp[0]);
        p = __hfma2(ap[1], bp[1], p);
        float2 f = __bfloat1622float2(p);
        float2 g = __bfloat1622float2(__hfma2(ap[3], bp[3], __hmul2(ap[2], bp[2])));
        acc += (f.x + f.y) + (g.x + g.y);
    }
    for (int o = 16; o; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
    if (lane == 0) y[row] = acc;
}
