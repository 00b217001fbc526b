// Warp-level primitives as CUDA C++ and cooperative groups spell them:
// vote, match, redux, shuffles with widths, partial masks under divergence,
// tiles of 4-32 with reduce/scan, labeled and binary partitions, a 32x32 bit
// transpose by ballot, and a double/int64 block reduction.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#define NW 20
extern "C" __global__ void warp_vote_match(const int* __restrict__ keys, const unsigned* __restrict__ vals,
                                           unsigned* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31;
    const int total = gridDim.x * blockDim.x;
    int key = i < n ? keys[i] : -1;
    unsigned v = i < n ? vals[i] : 0u;
    unsigned* o = out + i;
    int k = 0;
    const unsigned FULL = 0xffffffffu;
    o[total * k++] = __ballot_sync(FULL, v & 1u);
    o[total * k++] = __any_sync(FULL, v > 0xf0000000u) | (__all_sync(FULL, key >= 0) << 1) | (__uni_sync(FULL, key) << 2);
    o[total * k++] = __match_any_sync(FULL, key);
    o[total * k++] = __match_any_sync(FULL, (long long)key * 0x100000001ll);
    int pred;
    unsigned mall = __match_all_sync(FULL, key >> 3, &pred);
    o[total * k++] = mall ^ (unsigned)pred;
    o[total * k++] = __reduce_add_sync(FULL, v);
    o[total * k++] = (unsigned)__reduce_min_sync(FULL, (int)v);
    o[total * k++] = __reduce_max_sync(FULL, v);
    o[total * k++] = __reduce_and_sync(FULL, v) ^ __reduce_or_sync(FULL, v) ^ __reduce_xor_sync(FULL, v << 1);
    o[total * k++] = __shfl_xor_sync(FULL, v, 5, 16);
    o[total * k++] = __shfl_sync(FULL, v, lane * 7 + 3, 8);
    o[total * k++] = __shfl_up_sync(FULL, v, 3, 8) ^ __shfl_down_sync(FULL, v, 5, 16);
    o[total * k++] = (unsigned)__shfl_sync(FULL, key, -1) + __shfl_sync(FULL, v, 40);
    unsigned r = 0xdeadbeefu;
    if (v & 1u) {
        unsigned m = __activemask();
        r = m ^ __ballot_sync(m, v & 2u) ^ (__reduce_add_sync(m, v) << 1) ^ __popc(m & ((1u << lane) - 1u));
        r += __shfl_sync(m, v, __ffs(m) - 1);
    } else if (v & 2u) {
        unsigned m = __ballot_sync(__activemask(), 1);
        r = __match_any_sync(m, key & 3) + __reduce_max_sync(m, v >> 4);
    }
    o[total * k++] = r;
    double d = (double)v * 0.5 - (double)key;
    double dx = __shfl_xor_sync(FULL, d, 1) + __shfl_down_sync(FULL, d, 2);
    o[total * k++] = (unsigned)(long long)dx;
    long long ll = ((long long)key << 33) ^ v;
    o[total * k++] = (unsigned)(__shfl_up_sync(FULL, ll, 1) >> 17);
    float fl = __int_as_float((int)(v & 0x3fffffffu));
    o[total * k++] = __float_as_uint(__shfl_sync(FULL, fl, 31 - lane));
    o[total * k++] = __popc(__ballot_sync(FULL, key < 0)) * 33u + lane;
    unsigned ball = __ballot_sync(FULL, v > 0x80000000u);
    o[total * k++] = __fns(ball, lane, 1) ^ (__fns(ball, lane, -1) << 8);
    o[total * k++] = __brev(__ballot_sync(FULL, (v >> (lane & 7)) & 1u));
}

// 32x32 bit-matrix transpose, one row per lane, by 32 ballots.
extern "C" __global__ void bit_transpose32(const unsigned* __restrict__ rows, unsigned* __restrict__ cols) {
    unsigned row = rows[blockIdx.x * blockDim.x + threadIdx.x];
    const int lane = threadIdx.x & 31;
    unsigned mine = 0;
#pragma unroll
    for (int b = 0; b < 32; ++b) {
        unsigned col = __ballot_sync(0xffffffffu, (row >> b) & 1u);
        if (lane == b) mine = col;
    }
    cols[blockIdx.x * blockDim.x + threadIdx.x] = mine;
}

#define NCG 12
extern "C" __global__ void cg_tiles(const int* __restrict__ in, const float* __restrict__ fin, int* __restrict__ out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
    cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
    cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
    int i = block.group_index().x * block.size() + block.thread_rank();
    int total = gridDim.x * blockDim.x;
    int v = i < n ? in[i] : 0;
    float f = i < n ? fin[i] : 0.0f;
    int* o = out + i;
    int k = 0;
    o[total * k++] = cg::reduce(t16, v, cg::plus<int>());
    o[total * k++] = __float_as_int(cg::reduce(t32, f, cg::greater<float>()));
    o[total * k++] = cg::inclusive_scan(t8, v);
    o[total * k++] = cg::exclusive_scan(t32, v, cg::plus<int>());
    o[total * k++] = cg::reduce(t4, v, cg::bit_xor<int>()) + (int)t4.meta_group_rank() * 1000;
    cg::coalesced_group lab = cg::labeled_partition(t32, v & 3);
    o[total * k++] = cg::reduce(lab, v, cg::plus<int>()) * 64 + (int)lab.thread_rank() * 2 + (int)lab.size();
    cg::coalesced_group bin = cg::binary_partition(t32, v < 0);
    o[total * k++] = cg::reduce(bin, v, cg::less<int>()) + (int)bin.size() * 7;
    o[total * k++] = t16.shfl_down(v, 3) - t16.shfl_up(v, 2) + t16.shfl_xor(v, 9) * 3;
    o[total * k++] = (int)t32.ballot(v > 0) ^ (t8.any(v > 100000) << 1) ^ (t8.all(v != 0) << 2);
    if (v & 1) {
        cg::coalesced_group act = cg::coalesced_threads();
        o[total * k] = cg::reduce(act, v, cg::plus<int>()) + (int)act.thread_rank() * 100000 + act.shfl(v, 0);
    } else {
        o[total * k] = -1;
    }
    k++;
    o[total * k++] = (int)t32.match_any(v & 7);
    o[total * k++] = cg::inclusive_scan(t16, v, cg::bit_or<int>());
}

// Block reduction in double and int64: shfl.down/xor on 64-bit values,
// shared partials, one result per block (fixed order).
extern "C" __global__ void reduce_f64_i64(const double* __restrict__ x, double* __restrict__ partial,
                                          double* __restrict__ sumsq, long long* __restrict__ isum, int n) {
    __shared__ double ws[32], wq[32];
    __shared__ long long wi[32];
    double s = 0.0, q = 0.0;
    long long is = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        double v = x[i];
        s += v;
        q = fma(v, v, q);
        is += __double2ll_rn(v * 4096.0);
    }
    for (int off = 16; off > 0; off >>= 1) {
        s += __shfl_down_sync(0xffffffffu, s, off);
        q += __shfl_down_sync(0xffffffffu, q, off);
        is += __shfl_down_sync(0xffffffffu, is, off);
    }
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) { ws[warp] = s; wq[warp] = q; wi[warp] = is; }
    __syncthreads();
    if (warp == 0) {
        int nw = blockDim.x >> 5;
        s = lane < nw ? ws[lane] : 0.0;
        q = lane < nw ? wq[lane] : 0.0;
        is = lane < nw ? wi[lane] : 0;
        for (int off = 16; off > 0; off >>= 1) {
            s += __shfl_xor_sync(0xffffffffu, s, off);
            q += __shfl_xor_sync(0xffffffffu, q, off);
            is += __shfl_xor_sync(0xffffffffu, is, off);
        }
        if (lane == 0) { partial[blockIdx.x] = s; sumsq[blockIdx.x] = q; isum[blockIdx.x] = is; }
    }
}
