// sm_90a idioms, one kernel a module (-DKSEL=N): a distributed-shared-
// memory histogram over thread-block clusters (cooperative_groups
// cluster_group, map_shared_rank), a 1-D bulk-copy (TMA) pipeline on raw
// mbarriers with try_wait.parity loops, elect.sync and griddepcontrol, and
// a cluster exchange by st.async / red.async completing on the peer's
// mbarrier.
#include <cooperative_groups.h>
#include <stdint.h>
namespace cg = cooperative_groups;

static __device__ __forceinline__ uint32_t smem_u32(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

static __device__ __forceinline__ void mbar_init(uint64_t* bar, uint32_t count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(smem_u32(bar)), "r"(count));
}
static __device__ __forceinline__ void mbar_expect_tx(uint64_t* bar, uint32_t bytes) {
    asm volatile("{\n .reg .b64 st;\n mbarrier.arrive.expect_tx.shared::cta.b64 st, [%0], %1;\n}\n" ::"r"(smem_u32(bar)), "r"(bytes)
                 : "memory");
}
static __device__ __forceinline__ void mbar_wait(uint64_t* bar, uint32_t parity) {
    asm volatile(
        "{\n"
        " .reg .pred done;\n"
        "WAIT_%=:\n"
        " mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
        " @!done bra WAIT_%=;\n"
        "}\n" ::"r"(smem_u32(bar)),
        "r"(parity)
        : "memory");
}
static __device__ __forceinline__ bool elect_one() {
    uint32_t pred = 0;
    asm volatile(
        "{\n"
        " .reg .b32 rx;\n"
        " .reg .pred px;\n"
        " elect.sync rx|px, %1;\n"
        " @px mov.s32 %0, 1;\n"
        "}\n"
        : "+r"(pred)
        : "r"(0xffffffffu));
    return pred != 0;
}

#if KSEL == 1
// Bins are split over the cluster's CTAs; every thread adds into the CTA
// that owns its value's bin through distributed shared memory.
extern "C" __global__ void __cluster_dims__(4, 1, 1) cluster_hist(const int* __restrict__ in, unsigned* __restrict__ bins,
                                                                  unsigned* __restrict__ info, int n, int nbins) {
    extern __shared__ unsigned smem[];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned rank = cluster.block_rank();
    const int per = (nbins + cluster.num_blocks() - 1) / cluster.num_blocks();
    for (int i = threadIdx.x; i < per; i += blockDim.x) smem[i] = 0;
    cluster.sync();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        int b = in[i] % nbins;
        if (b < 0) b += nbins;
        unsigned* dst = cluster.map_shared_rank(smem, b / per);
        atomicAdd(dst + b % per, 1u);
    }
    cluster.sync();
    const unsigned cl = blockIdx.x / cluster.num_blocks();
    for (int i = threadIdx.x; i < per; i += blockDim.x) {
        const int b = rank * per + i;
        if (b < nbins) atomicAdd(&bins[b], smem[i]);  // clusters add up in global memory
    }
    if (threadIdx.x == 0) {
        const dim3 ci = cluster.block_index();
        uint32_t nc;
        asm("mov.u32 %0, %%nclusterid.x;" : "=r"(nc));
        info[blockIdx.x * 4 + 0] = rank | (ci.x << 8) | (cluster.num_blocks() << 16);
        info[blockIdx.x * 4 + 1] = cl;
        info[blockIdx.x * 4 + 2] = nc | (cluster.dim_blocks().x << 16);
        info[blockIdx.x * 4 + 3] = cluster.num_threads();
    }
}
#endif

#if KSEL == 2
// A 1-D TMA pipeline: each stage a bulk copy of 1 KiB into shared memory
// completing on its stage's mbarrier; consumers wait on the phase parity.
constexpr int STAGES = 3, CHUNK = 256;  // floats a stage
extern "C" __global__ void __launch_bounds__(128) bulk_pipeline(const float* __restrict__ x, float* __restrict__ y,
                                                               unsigned* __restrict__ stats, int nchunks, float scale) {
    __shared__ __align__(128) float buf[STAGES][CHUNK];
    __shared__ __align__(8) uint64_t full[STAGES], empty[STAGES];
    asm volatile("griddepcontrol.wait;\n" ::: "memory");
    const int warp = threadIdx.x / 32;
    if (threadIdx.x == 0) {
        for (int s = 0; s < STAGES; s++) {
            mbar_init(&full[s], 1);
            mbar_init(&empty[s], 3);  // the three consumer warps
        }
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();
    const int first = blockIdx.x * nchunks;
    if (warp == 0) {  // producer warp: one elected lane issues the copies
        if (elect_one()) {
            for (int c = 0; c < nchunks; c++) {
                const int s = c % STAGES;
                if (c >= STAGES) mbar_wait(&empty[s], ((c / STAGES) - 1) & 1);
                mbar_expect_tx(&full[s], CHUNK * 4);
                asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n" ::"r"(
                                 smem_u32(buf[s])),
                             "l"(x + (size_t)(first + c) * CHUNK), "r"(CHUNK * 4), "r"(smem_u32(&full[s]))
                             : "memory");
            }
        }
        __syncwarp();
    } else {  // consumers: 96 threads, each chunk scaled and summed
        unsigned elected = 0;
        for (int c = 0; c < nchunks; c++) {
            const int s = c % STAGES;
            mbar_wait(&full[s], (c / STAGES) & 1);
            float part = 0.f;
            for (int i = threadIdx.x - 32; i < CHUNK; i += 96) {
                const float v = buf[s][i] * scale;
                y[(size_t)(first + c) * CHUNK + i] = v;
                part += v;
            }
            part += __shfl_xor_sync(0xffffffffu, part, 16);
            part += __shfl_xor_sync(0xffffffffu, part, 8);
            part += __shfl_xor_sync(0xffffffffu, part, 4);
            part += __shfl_xor_sync(0xffffffffu, part, 2);
            part += __shfl_xor_sync(0xffffffffu, part, 1);
            __syncwarp();
            if (elect_one()) {
                elected++;
                y[(size_t)gridDim.x * nchunks * CHUNK + (first + c) * 3 + (warp - 1)] = part;
                asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(smem_u32(&empty[s])) : "memory");
            }
        }
        const unsigned lanes = __reduce_add_sync(0xffffffffu, 1u);
        if ((threadIdx.x & 31) == 0) stats[blockIdx.x * 4 + warp] = elected | (lanes << 8);
    }
    asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned done = 0;
        for (int s = 0; s < STAGES; s++) {
            uint32_t ok;
            asm volatile("{\n .reg .pred p;\n mbarrier.test_wait.parity.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}\n"
                         : "=r"(ok)
                         : "r"(smem_u32(&full[s])), "r"((uint32_t)(((nchunks - 1 - s) / STAGES) & 1)));
            done |= ok << s;
            asm volatile("{\n .reg .pred p;\n mbarrier.test_wait.parity.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}\n"
                         : "=r"(ok)
                         : "r"(smem_u32(&full[s])), "r"((uint32_t)(((nchunks - 1 - s) / STAGES + 1) & 1)));
            done |= ok << (s + 4);
        }
        stats[blockIdx.x * 4] = done;
    }
}
#endif

#if KSEL == 3
// Two CTAs a cluster trade 128 words through st.async and add into each
// other's counters with red.async; both complete on the receiver's mbarrier.
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
    cluster_async_exchange(const uint32_t* __restrict__ in, uint32_t* __restrict__ out) {
    __shared__ __align__(16) uint32_t inbox[128];
    __shared__ uint32_t counters[8];
    __shared__ __align__(8) uint64_t bar;
    cg::cluster_group cluster = cg::this_cluster();
    const uint32_t rank = cluster.block_rank(), peer = rank ^ 1;
    const uint32_t v = in[blockIdx.x * 128 + threadIdx.x];
    if (threadIdx.x < 8) counters[threadIdx.x] = 100u * (rank + 1);
    if (threadIdx.x == 0) {
        mbar_init(&bar, 1);
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    cluster.sync();
    if (threadIdx.x == 0) mbar_expect_tx(&bar, 128 * 4 + 128 * 4);
    uint32_t r_inbox, r_ctr, r_bar;
    asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r_inbox) : "r"(smem_u32(&inbox[threadIdx.x])), "r"(peer));
    asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r_ctr) : "r"(smem_u32(&counters[threadIdx.x % 8])), "r"(peer));
    asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r_bar) : "r"(smem_u32(&bar)), "r"(peer));
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%0], %1, [%2];\n" ::"r"(r_inbox), "r"(v * 3u + rank),
                 "r"(r_bar)
                 : "memory");
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];\n" ::"r"(r_ctr),
                 "r"(v & 0xffff), "r"(r_bar)
                 : "memory");
    mbar_wait(&bar, 0);
    out[blockIdx.x * 136 + threadIdx.x] = inbox[(threadIdx.x * 5) & 127] ^ rank;
    if (threadIdx.x < 8) out[blockIdx.x * 136 + 128 + threadIdx.x] = counters[threadIdx.x];
    cluster.sync();
}
#endif
