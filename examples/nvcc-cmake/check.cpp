// Plain C++ in the same target: checks what the kernel wrote.
#include <cstdio>

int check(const unsigned *out, int n) {
  for (int i = 0; i < n; i++) {
    unsigned want = 496 + ((unsigned)(i % 32) << 16);
    if (out[i] != want) {
      std::printf("out[%d] = %u, want %u\n", i, out[i], want);
      return 1;
    }
  }
  std::printf("ok\n");
  return 0;
}
