// Records the expected outputs of the CASE kernels on an NVIDIA GPU:
//   nvcc -o record record.cu && ./record > expected.txt
// Each line: kernel thread output-index value (hex). Inputs come from gen,
// which exec_test.go mirrors.
#include <cstdio>
#include <cstring>
#include "guide.cu"
#include "warp.cu"
#include "bits.cu"
#include "kernels.cu"
#include "barriers.cu"

static u64 splitmix(u64 x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

static u64 gen(const char *name, int t, int i) {
  u64 h = splitmix((u64)(t * 8 + i));
  if (!strncmp(name, "f32_", 4)) {
    float f = (float)((long long)(h % 2001) - 1000) / 64.0f;
    unsigned b;
    memcpy(&b, &f, 4);
    return b;
  }
  if (!strncmp(name, "f64_", 4)) {
    double d = (double)((long long)(h % 200001) - 100000) / 1024.0;
    u64 b;
    memcpy(&b, &d, 8);
    return b;
  }
  return h;
}

typedef void (*kernel)(const u64 *, u64 *);
#define K(n) {#n, n}
static struct { const char *name; kernel k; } cases[] = {
  K(add_s32), K(mad_lo_s32), K(cube_scoped), K(cond_write), K(cvt_f32_s64), K(u16_add), K(f64_fma),
  K(laneid_mul_wide), K(label_loop), K(label_loop_again),
  K(f32_bfly_sum), K(u32_down_sum), K(ballot_popc),
  K(lop3_dequant), K(prmt_5410), K(prmt_dynamic), K(vabsdiff4_add), K(vadd2_sat), K(vmax4),
  K(add96), K(madc_chain), K(sub_borrow),
  K(block_sum), K(warp_scan), K(divergent_ballot), K(dequant_loop), K(mul128), K(bitfield_loop), K(f32_math_loop), K(q_swap), K(barriers),
};

int main() {
  const int T = 64;
  u64 hin[T * 8], hout[T * 4], *din, *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof hout);
  for (auto &c : cases) {
    for (int t = 0; t < T; t++)
      for (int i = 0; i < 8; i++) hin[t * 8 + i] = gen(c.name, t, i);
    cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof hout);
    c.k<<<1, T>>>(din, dout);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) { fprintf(stderr, "%s: %s\n", c.name, cudaGetErrorString(e)); return 1; }
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    for (int t = 0; t < T; t++)
      for (int k = 0; k < 4; k++) printf("%s %d %d %016llx\n", c.name, t, k, hout[t * 4 + k]);
  }
  return 0;
}
