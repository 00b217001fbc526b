// Shared by the acceptance programs (written for ptxamd's tests): a
// deterministic input generator that the Go test mirrors, and the output
// format the Go test reads ("name index hexvalue" per 32-bit word).
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static inline uint32_t lcg_next(uint32_t &x) {
  x = x * 1664525u + 1013904223u;
  return x;
}

// words returns n pseudo-random words from seed.
static inline std::vector<uint32_t> words(uint32_t seed, size_t n) {
  std::vector<uint32_t> v(n);
  uint32_t x = seed;
  for (auto &w : v)
    w = lcg_next(x);
  return v;
}

#define CHECK(call)                                                                                                    \
  do {                                                                                                                 \
    cudaError_t e_ = (call);                                                                                           \
    if (e_ != cudaSuccess) {                                                                                           \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));                                      \
      exit(1);                                                                                                         \
    }                                                                                                                  \
  } while (0)

static inline void dump(const char *name, const void *p, size_t bytes) {
  const uint32_t *w = (const uint32_t *)p;
  for (size_t i = 0; i < bytes / 4; i++)
    printf("%s %zu %08x\n", name, i, w[i]);
}

// upload copies host words to a new device buffer.
template <class T> static T *upload(const std::vector<T> &h) {
  T *d;
  CHECK(cudaMalloc(&d, h.size() * sizeof(T)));
  CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <class T> static void download(const char *name, const T *d, size_t n) {
  std::vector<T> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  dump(name, h.data(), n * sizeof(T));
}

// half_bits converts a float that half represents exactly (normal
// numbers and zero, as the inputs here are) to its bits; the Go test
// does the same.
static inline uint16_t half_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  uint32_t s = (u >> 16) & 0x8000;
  if ((u & 0x7fffffff) == 0)
    return (uint16_t)s;
  int e = (int)((u >> 23) & 0xff) - 127 + 15;
  return (uint16_t)(s | ((uint32_t)e << 10) | ((u >> 13) & 0x3ff));
}
