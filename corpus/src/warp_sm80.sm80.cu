// Newer warp primitives: __match_any_sync/__match_all_sync (sm_70) and
// __reduce_*_sync (sm_80, redux.sync).
extern "C" __global__ void warp_match_reduce(const int* keys, const unsigned* vals, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int key = i < n ? keys[i] : -1;
    unsigned peers = __match_any_sync(0xffffffffu, key);
    int all_same;
    unsigned m = __match_all_sync(0xffffffffu, key, &all_same);
    unsigned v = i < n ? vals[i] : 0u;
    unsigned sum = __reduce_add_sync(0xffffffffu, v);
    unsigned mx = __reduce_max_sync(0xffffffffu, v);
    int mn = __reduce_min_sync(0xffffffffu, (int)v);
    unsigned ands = __reduce_and_sync(0xffffffffu, v);
    unsigned ors = __reduce_or_sync(peers, v);
    unsigned xors = __reduce_xor_sync(0xffffffffu, v);
    if (i < n) out[i] = (int)(sum ^ mx ^ ands ^ ors ^ xors ^ m ^ __popc(peers)) + mn + all_same;
}
