// CUB's block- and warp-wide collectives as application code uses them
// (CCCL shipped with nvcc 13): each kernel is one template instantiation
// with its own block size, items per thread and algorithm, so nvcc's
// output carries CUB's own shuffles, shared-memory layouts, bit-field
// extracts, barriers and (for the match-based ranking) match.any.
#include <cub/cub.cuh>
#include <cuda/functional>
#include <cuda/std/functional>
#include <stdint.h>

// BlockLoad (warp transpose) -> BlockRadixSort of (key, value) pairs over
// all 32 bits -> BlockStore (direct striped). 128 threads x 4 items.
extern "C" __global__ void __launch_bounds__(128) cub_radix_sort_pairs(const uint32_t* keys_in, const int* vals_in,
                                                                     uint32_t* keys_out, int* vals_out) {
    using Load = cub::BlockLoad<uint32_t, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    using LoadV = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    using Sort = cub::BlockRadixSort<uint32_t, 128, 4, int>;
    using Store = cub::BlockStore<uint32_t, 128, 4, cub::BLOCK_STORE_DIRECT>;
    using StoreV = cub::BlockStore<int, 128, 4, cub::BLOCK_STORE_DIRECT>;
    __shared__ union {
        typename Load::TempStorage load;
        typename LoadV::TempStorage loadv;
        typename Sort::TempStorage sort;
        typename Store::TempStorage store;
        typename StoreV::TempStorage storev;
    } tmp;
    const int base = blockIdx.x * 512;
    uint32_t k[4];
    int v[4];
    Load(tmp.load).Load(keys_in + base, k);
    __syncthreads();
    LoadV(tmp.loadv).Load(vals_in + base, v);
    __syncthreads();
    Sort(tmp.sort).Sort(k, v);
    __syncthreads();
    Store(tmp.store).Store(keys_out + base, k);
    __syncthreads();
    StoreV(tmp.storev).Store(vals_out + base, v);
}

// Descending sort of floats (negative zero, infinities, NaN-free) on a bit
// range, blocked-to-striped output; 64 threads x 7 items (not a power of two).
extern "C" __global__ void __launch_bounds__(64) cub_radix_sort_desc_f32(const float* in, float* out, int n) {
    using Sort = cub::BlockRadixSort<float, 64, 7>;
    __shared__ typename Sort::TempStorage tmp;
    float k[7];
    const int base = blockIdx.x * 448;
    cub::LoadDirectBlocked(threadIdx.x, in + base, k, n - base, -INFINITY);
    Sort(tmp).SortDescendingBlockedToStriped(k);
    cub::StoreDirectStriped<64>(threadIdx.x, out + base, k, n - base);
}

// 16-bit keys with 5-bit digits over a bit range, raking inner scans,
// striped in, blocked out.
extern "C" __global__ void __launch_bounds__(256) cub_radix_sort_u16_bits(const uint16_t* in, uint16_t* out) {
    using Sort = cub::BlockRadixSort<uint16_t, 256, 2, cub::NullType, 5, true, cub::BLOCK_SCAN_RAKING>;
    __shared__ typename Sort::TempStorage tmp;
    uint16_t k[2];
    const int base = blockIdx.x * 512;
    cub::LoadDirectStriped<256>(threadIdx.x, in + base, k);
    Sort(tmp).Sort(k, 3, 16);  // bits 3..15 only: the low three bits keep their input order
    cub::StoreDirectBlocked(threadIdx.x, out + base, k);
}

// BlockReduce with each algorithm, sums and a custom max-by-key; 96 threads
// (three warps) and a partial last tile.
struct ArgMax {
    __device__ __forceinline__ cub::KeyValuePair<int, float> operator()(const cub::KeyValuePair<int, float>& a,
                                                                       const cub::KeyValuePair<int, float>& b) const {
        if (b.value > a.value || (b.value == a.value && b.key < a.key)) return b;
        return a;
    }
};

extern "C" __global__ void __launch_bounds__(96) cub_block_reduce(const float* in, const int* iin, float* out, int* iout,
                                                                  int* argk, float* argv, int n) {
    using R1 = cub::BlockReduce<float, 96, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;
    using R2 = cub::BlockReduce<int, 96, cub::BLOCK_REDUCE_RAKING>;
    using R3 = cub::BlockReduce<cub::KeyValuePair<int, float>, 96, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>;
    using R4 = cub::BlockReduce<float, 96, cub::BLOCK_REDUCE_RAKING>;
    __shared__ typename R1::TempStorage t1;
    __shared__ typename R2::TempStorage t2;
    __shared__ typename R3::TempStorage t3;
    __shared__ typename R4::TempStorage t4;
    const int i = blockIdx.x * 96 + threadIdx.x;
    const int valid = min(96, n - (int)blockIdx.x * 96);
    float x = i < n ? in[i] : 0.f;
    int ix = i < n ? iin[i] : 0;
    float s = R1(t1).Sum(x, valid);
    int mx = R2(t2).Reduce(ix, cuda::maximum<>{}, valid);
    int mn = R2(t2).Reduce(ix, cuda::minimum<>{}, valid);
    __syncthreads();
    int is = R2(t2).Sum(ix);
    cub::KeyValuePair<int, float> kv(i, x);
    kv = R3(t3).Reduce(kv, ArgMax(), valid);
    float items[3] = {x, x * 0.5f, -x};
    float s3 = R4(t4).Sum(items);
    if (threadIdx.x == 0) {
        out[blockIdx.x * 2] = s;
        out[blockIdx.x * 2 + 1] = s3;
        iout[blockIdx.x * 4] = mx;
        iout[blockIdx.x * 4 + 1] = mn;
        iout[blockIdx.x * 4 + 2] = is;
        iout[blockIdx.x * 4 + 3] = valid;
        argk[blockIdx.x] = kv.key;
        argv[blockIdx.x] = kv.value;
    }
}

// BlockScan: exclusive and inclusive sums (raking, warp scans), a scan with
// a block aggregate and a running prefix callback over tiles, and a
// segmented-style max scan.
struct RunningPrefix {
    int total;
    __device__ RunningPrefix(int t) : total(t) {}
    __device__ int operator()(int block_aggregate) {
        int old = total;
        total += block_aggregate;
        return old;
    }
};

extern "C" __global__ void __launch_bounds__(128) cub_block_scan(const int* in, int* ex, int* inc, int* tiles, int* agg,
                                                                 float* fmax, const float* fin, int ntiles) {
    using S1 = cub::BlockScan<int, 128, cub::BLOCK_SCAN_RAKING>;
    using S2 = cub::BlockScan<int, 128, cub::BLOCK_SCAN_WARP_SCANS>;
    using S3 = cub::BlockScan<float, 128, cub::BLOCK_SCAN_RAKING_MEMOIZE>;
    __shared__ typename S1::TempStorage t1;
    __shared__ typename S2::TempStorage t2;
    __shared__ typename S3::TempStorage t3;
    const int base = blockIdx.x * 512;
    int a[4];
    cub::LoadDirectBlocked(threadIdx.x, in + base, a);
    int e[4], c[4];
    int aggregate;
    S1(t1).ExclusiveSum(a, e, aggregate);
    S2(t2).InclusiveScan(a, c, cuda::std::plus<>{});
    cub::StoreDirectBlocked(threadIdx.x, ex + base, e);
    cub::StoreDirectBlocked(threadIdx.x, inc + base, c);
    if (threadIdx.x == 0) agg[blockIdx.x] = aggregate;
    // tiles of 128 with a running prefix across them (one block does all)
    RunningPrefix pre(blockIdx.x * 1000);
    for (int t = 0; t < ntiles; ++t) {
        int x = in[(blockIdx.x * ntiles + t) * 128 % (gridDim.x * 512) + threadIdx.x] & 255;
        int y;
        __syncthreads();
        S2(t2).ExclusiveSum(x, y, pre);
        tiles[(blockIdx.x * ntiles + t) * 128 + threadIdx.x] = y;
    }
    float f = fin[blockIdx.x * 128 + threadIdx.x];
    float g = 0.f;
    S3(t3).InclusiveScan(f, g, cuda::maximum<>{});
    fmax[blockIdx.x * 128 + threadIdx.x] = g;
}

// Warp-level: WarpReduce / WarpScan on full and logical 16- and 8-lane
// warps, WarpMergeSort of 4 items per lane, tail-segmented reduction.
extern "C" __global__ void __launch_bounds__(128) cub_warp_ops(const int* in, const float* fin, int* out, float* fout) {
    using WR = cub::WarpReduce<int>;
    using WR16 = cub::WarpReduce<float, 16>;
    using WS8 = cub::WarpScan<int, 8>;
    using WS = cub::WarpScan<int>;
    using MS = cub::WarpMergeSort<float, 4, 32>;
    __shared__ typename WR::TempStorage tr[4];
    __shared__ typename WR16::TempStorage tr16[8];
    __shared__ typename WS8::TempStorage ts8[16];
    __shared__ typename WS::TempStorage ts[4];
    __shared__ typename MS::TempStorage tm[4];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int g = blockIdx.x * 128 + threadIdx.x;
    int x = in[g];
    float f = fin[g];
    int s = WR(tr[warp]).Sum(x);
    int m = WR(tr[warp]).Reduce(x, cuda::maximum<>{}, 23);  // first 23 lanes valid
    int head = (x & 7) == 0 || lane == 0;
    int seg = WR(tr[warp]).HeadSegmentedSum(x, head);
    float s16 = WR16(tr16[threadIdx.x / 16]).Sum(f);
    int sc8;
    WS8(ts8[threadIdx.x / 8]).InclusiveSum(x & 1023, sc8);
    int ex, wagg;
    WS(ts[warp]).ExclusiveScan(x, ex, cuda::maximum<>{}, wagg);
    float keys[4] = {f, -f, f * 3.f, f - 1.f};
    struct Less {
        __device__ bool operator()(float a, float b) const { return a < b; }
    };
    MS(tm[warp]).Sort(keys, Less());
    out[g * 6 + 0] = s;
    out[g * 6 + 1] = m;
    out[g * 6 + 2] = seg;
    out[g * 6 + 3] = sc8;
    out[g * 6 + 4] = lane == 0 ? 0 : ex;  // lane 0's exclusive output is undefined in CUB
    out[g * 6 + 5] = wagg;
    fout[g * 5 + 0] = s16;
    for (int j = 0; j < 4; ++j) fout[g * 5 + 1 + j] = keys[j];
}

// BlockHistogram (sort-based and atomic), BlockDiscontinuity flags,
// BlockAdjacentDifference and BlockExchange scatter-to-striped.
extern "C" __global__ void __launch_bounds__(128) cub_hist_disc(const uint8_t* in, unsigned* hist_sort, unsigned* hist_atomic,
                                                                int* flags, int* diffs, int* exch) {
    using HS = cub::BlockHistogram<uint8_t, 128, 8, 64, cub::BLOCK_HISTO_SORT>;
    using HA = cub::BlockHistogram<uint8_t, 128, 8, 64, cub::BLOCK_HISTO_ATOMIC>;
    using DC = cub::BlockDiscontinuity<int, 128>;
    using AD = cub::BlockAdjacentDifference<int, 128>;
    using EX = cub::BlockExchange<int, 128, 8>;
    __shared__ typename HS::TempStorage ths;
    __shared__ typename HA::TempStorage tha;
    __shared__ typename DC::TempStorage tdc;
    __shared__ typename AD::TempStorage tad;
    __shared__ typename EX::TempStorage tex;
    __shared__ unsigned hs[64], ha[64];
    const int base = blockIdx.x * 1024;
    uint8_t b[8];
    cub::LoadDirectBlocked(threadIdx.x, in + base, b);
    for (int j = 0; j < 8; ++j) b[j] &= 63;
    HS(ths).Histogram(b, hs);
    HA(tha).Histogram(b, ha);
    __syncthreads();
    if (threadIdx.x < 64) {
        hist_sort[blockIdx.x * 64 + threadIdx.x] = hs[threadIdx.x];
        hist_atomic[blockIdx.x * 64 + threadIdx.x] = ha[threadIdx.x];
    }
    int v[8], fl[8], d[8];
    for (int j = 0; j < 8; ++j) v[j] = b[j] >> 3;
    DC(tdc).FlagHeads(fl, v, cuda::std::not_equal_to<>{});
    AD(tad).SubtractLeft(v, d, cuda::std::minus<>{});
    cub::StoreDirectBlocked(threadIdx.x, flags + base, fl);
    cub::StoreDirectBlocked(threadIdx.x, diffs + base, d);
    int rank[8];
    for (int j = 0; j < 8; ++j) rank[j] = 1023 - (threadIdx.x * 8 + j);
    __syncthreads();
    EX(tex).ScatterToStriped(v, rank);
    cub::StoreDirectStriped<128>(threadIdx.x, exch + base, v);
}
