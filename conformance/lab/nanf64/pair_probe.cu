// Which NaN do the H100's f64 add, sub, mul and fma return when two
// operands are NaN? Every ordered pair of the NaNs below, in registers,
// through several instruction shapes; prints one line per pair and shape.
#include <cstdio>
#include <cstdint>
#include <cstring>

__device__ double ld(const uint64_t *p, int i) { return __longlong_as_double(p[i]); }
__device__ uint64_t bits(double d) { return (uint64_t)__double_as_longlong(d); }

__global__ void pairs(const uint64_t *a, const uint64_t *b, uint64_t *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = ld(a, i), y = ld(b, i);
  out[8 * i + 0] = bits(x + y);
  out[8 * i + 1] = bits(y + x);
  out[8 * i + 2] = bits(x * y);
  out[8 * i + 3] = bits(y * x);
  out[8 * i + 4] = bits(x - y);
  out[8 * i + 5] = bits(__fma_rn(x, y, 1.0));
  out[8 * i + 6] = bits(__fma_rn(x, 2.0, y));
  out[8 * i + 7] = bits(__dadd_rn(x * 1.0, y));
}

int main() {
  const uint64_t nans[] = {0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7ff8000000000001ull,
                           0xfff8000000000001ull, 0x7ff0000000000001ull, 0xfff0000000000001ull,
                           0x7fffffffffffffffull, 0xffffffffffffffffull, 0x7ff4000000000000ull,
                           0x7ff8000000000002ull, 0x7ffc000000000000ull, 0xfff4000000000000ull};
  const int k = sizeof(nans) / sizeof(nans[0]), n = k * k;
  uint64_t ha[n], hb[n], ho[8 * n];
  for (int i = 0; i < k; i++)
    for (int j = 0; j < k; j++) ha[i * k + j] = nans[i], hb[i * k + j] = nans[j];
  uint64_t *da, *db, *dout;
  cudaMalloc(&da, sizeof ha);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dout, sizeof ho);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  pairs<<<(n + 63) / 64, 64>>>(da, db, dout, n);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  const char *names[] = {"x+y", "y+x", "x*y", "y*x", "x-y", "fma(x,y,1)", "fma(x,2,y)", "(x*1)+y"};
  for (int i = 0; i < n; i++)
    for (int s = 0; s < 8; s++)
      printf("%016llx %016llx %-11s %016llx\n", (unsigned long long)ha[i], (unsigned long long)hb[i], names[s],
             (unsigned long long)ho[8 * i + s]);
  return 0;
}
