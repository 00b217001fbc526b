// Device printf and assert as application code leaves them in kernels.
#include <assert.h>
#include <stdio.h>
#include <stdint.h>

__device__ __noinline__ void report(const char* tag, int i, float v) { printf("[%s] i=%d v=%.3f\n", tag, i, v); }

extern "C" __global__ void printf_types(const float* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    char c = 'A' + (i % 26);
    short s = (short)(-i * 1000);
    long long ll = (long long)i * 123456789012LL - 5;
    unsigned long long ull = 0xfedcba9876543210ULL >> i;
    double d = (double)x[i] * 1e10;
    printf("tid %d blk %u c=%c s=%hd ll=%lld ull=%llu x=%#llx\n", threadIdx.x, blockIdx.x, c, s, ll, ull, ull);
    printf("f=%f e=%e g=%g G=%G a=%a d=%.12g w=[%8.3f] l=[%-8.2f] z=[%08.2f] p=[%+d] sp=[% d]\n", x[i], x[i], x[i],
           d, x[i], d, x[i], x[i], x[i], i, i);
    printf("hex %x %X %08x oct %o %#o u %u neg %d pct %% str %s ptrnull %p\n", i * 0x1234567u, i * 0xabcdefu, i, i * 8, i * 8,
           (unsigned)-i, -i, i & 1 ? "odd" : "even", (void*)0);
}

extern "C" __global__ void printf_divergent(const int* v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] % 3 == 0) printf("lane %d of warp %d: v=%d\n", threadIdx.x % 32, threadIdx.x / 32, v[i]);
    if (threadIdx.x == 0) printf("block %d done\n", blockIdx.x);
    if (i == 0) printf("no args at all\n");
    char local[16];
    for (int k = 0; k < 15; ++k) local[k] = 'a' + (i + k) % 26;
    local[15] = 0;
    if (i < 4) printf("local string <%s> <%.5s> <%10s>\n", local, local, "right");
    if (i < 3) report("func", i, (float)i / 3.0f);
    for (int k = 0; k < 3 && i < 2; ++k) printf("loop %d.%d\n", i, k);
}

extern "C" __global__ void special_floats(const float* x, int n) {
    int i = threadIdx.x;
    if (i < n) printf("%d: %f %e %g %a %.0f %.1e %5.2g\n", i, x[i], x[i], x[i], x[i], x[i], x[i], x[i]);
}

extern "C" __global__ void assert_kernel(const int* v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) assert(v[i] >= 0 && "values must be non-negative");
    if (i < n) printf("checked %d\n", i);
}
