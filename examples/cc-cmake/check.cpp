// Plain C++: the wrapper hands it to clang unchanged.
#include <cstdio>

int check_results(const unsigned *cubes, const float *sums, int n) {
  for (int i = 0; i < n; i++) {
    if (cubes[i] != unsigned(i) * unsigned(i) * unsigned(i) || sums[i] != 32.0f) {
      printf("wrong result at %d: %u %g\n", i, cubes[i], sums[i]);
      return 1;
    }
  }
  printf("ok\n");
  return 0;
}
