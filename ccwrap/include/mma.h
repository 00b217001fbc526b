/* mma.h (ptxamd): CUDA's warp matrix functions (nvcuda::wmma), written for
 * ptxamd from CUDA's documentation (not NVIDIA's file). Every function is
 * an inline PTX wmma instruction, translated by ptxamd: load, mma and
 * store agree on ptxamd's own fragment layout (PTX leaves it opaque, and
 * so does CUDA: code that indexes x[] in a layout-dependent way gets
 * ptxamd's layout, not NVIDIA's). Provided: m16n16k16 with half A and B,
 * float or half accumulators, row- and column-major. Other shapes and
 * types (m32n8k16, m8n32k16, bf16, tf32, integer, double, sub-byte) have
 * no fragment here: using one is a compile error. */
#ifndef __PTXAMD_MMA_H__
#define __PTXAMD_MMA_H__
#pragma clang system_header
#include "cuda_fp16.h"

namespace nvcuda {
namespace wmma {

struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };

template <class Use, int M, int N, int K, class T, class Layout = void> class fragment;

template <class Layout> class fragment<matrix_a, 16, 16, 16, __half, Layout> {
public:
  enum { num_elements = 16 };
  __half x[16];
};
template <class Layout> class fragment<matrix_b, 16, 16, 16, __half, Layout> {
public:
  enum { num_elements = 16 };
  __half x[16];
};
template <> class fragment<accumulator, 16, 16, 16, float, void> {
public:
  enum { num_elements = 8 };
  float x[8];
};
template <> class fragment<accumulator, 16, 16, 16, __half, void> {
public:
  enum { num_elements = 8 };
  __half x[8];
};

#define __PTXAMD_WMMA_DI static __device__ __attribute__((always_inline)) inline

/* The element array holds the fragment's registers (16 halves of A or
 * B in 8 registers). */
template <class F> __PTXAMD_WMMA_DI void __ptxamd_to_regs(const F &f, unsigned (&r)[sizeof(f.x) / 4]) {
  __builtin_memcpy(r, f.x, sizeof(f.x));
}
template <class F> __PTXAMD_WMMA_DI void __ptxamd_from_regs(F &f, const unsigned (&r)[sizeof(f.x) / 4]) {
  __builtin_memcpy(f.x, r, sizeof(f.x));
}

template <class Use, int M, int N, int K, class T, class L, class V>
__PTXAMD_WMMA_DI void fill_fragment(fragment<Use, M, N, K, T, L> &f, const V &v) {
  for (int i = 0; i < f.num_elements; i++)
    f.x[i] = v;
}

__PTXAMD_WMMA_DI void load_matrix_sync(fragment<matrix_a, 16, 16, 16, __half, row_major> &f, const __half *p, unsigned ldm) {
  unsigned r[8];
  asm volatile("wmma.load.a.sync.aligned.row.m16n16k16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
               : "l"(p), "r"(ldm));
  __ptxamd_from_regs(f, r);
}

__PTXAMD_WMMA_DI void load_matrix_sync(fragment<matrix_a, 16, 16, 16, __half, col_major> &f, const __half *p, unsigned ldm) {
  unsigned r[8];
  asm volatile("wmma.load.a.sync.aligned.col.m16n16k16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
               : "l"(p), "r"(ldm));
  __ptxamd_from_regs(f, r);
}

__PTXAMD_WMMA_DI void load_matrix_sync(fragment<matrix_b, 16, 16, 16, __half, row_major> &f, const __half *p, unsigned ldm) {
  unsigned r[8];
  asm volatile("wmma.load.b.sync.aligned.row.m16n16k16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
               : "l"(p), "r"(ldm));
  __ptxamd_from_regs(f, r);
}

__PTXAMD_WMMA_DI void load_matrix_sync(fragment<matrix_b, 16, 16, 16, __half, col_major> &f, const __half *p, unsigned ldm) {
  unsigned r[8];
  asm volatile("wmma.load.b.sync.aligned.col.m16n16k16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
               : "l"(p), "r"(ldm));
  __ptxamd_from_regs(f, r);
}

__PTXAMD_WMMA_DI void load_matrix_sync(fragment<accumulator, 16, 16, 16, float> &f, const float *p, unsigned ldm, layout_t layout) {
  float r[8];
  if (layout == mem_row_major)
    asm volatile("wmma.load.c.sync.aligned.row.m16n16k16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"
                 : "=f"(r[0]), "=f"(r[1]), "=f"(r[2]), "=f"(r[3]), "=f"(r[4]), "=f"(r[5]), "=f"(r[6]), "=f"(r[7])
                 : "l"(p), "r"(ldm));
  else
    asm volatile("wmma.load.c.sync.aligned.col.m16n16k16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"
                 : "=f"(r[0]), "=f"(r[1]), "=f"(r[2]), "=f"(r[3]), "=f"(r[4]), "=f"(r[5]), "=f"(r[6]), "=f"(r[7])
                 : "l"(p), "r"(ldm));
  __builtin_memcpy(f.x, r, sizeof(r));
}
__PTXAMD_WMMA_DI void store_matrix_sync(float *p, const fragment<accumulator, 16, 16, 16, float> &f, unsigned ldm, layout_t layout) {
  float r[8];
  __builtin_memcpy(r, f.x, sizeof(r));
  if (layout == mem_row_major)
    asm volatile("wmma.store.d.sync.aligned.row.m16n16k16.f32 [%0], {%1, %2, %3, %4, %5, %6, %7, %8}, %9;"
                 :: "l"(p), "f"(r[0]), "f"(r[1]), "f"(r[2]), "f"(r[3]), "f"(r[4]), "f"(r[5]), "f"(r[6]), "f"(r[7]), "r"(ldm) : "memory");
  else
    asm volatile("wmma.store.d.sync.aligned.col.m16n16k16.f32 [%0], {%1, %2, %3, %4, %5, %6, %7, %8}, %9;"
                 :: "l"(p), "f"(r[0]), "f"(r[1]), "f"(r[2]), "f"(r[3]), "f"(r[4]), "f"(r[5]), "f"(r[6]), "f"(r[7]), "r"(ldm) : "memory");
}

__PTXAMD_WMMA_DI void load_matrix_sync(fragment<accumulator, 16, 16, 16, __half> &f, const __half *p, unsigned ldm, layout_t layout) {
  unsigned r[4];
  if (layout == mem_row_major)
    asm volatile("wmma.load.c.sync.aligned.row.m16n16k16.f16 {%0, %1, %2, %3}, [%4], %5;"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "l"(p), "r"(ldm));
  else
    asm volatile("wmma.load.c.sync.aligned.col.m16n16k16.f16 {%0, %1, %2, %3}, [%4], %5;"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "l"(p), "r"(ldm));
  __builtin_memcpy(f.x, r, sizeof(r));
}
__PTXAMD_WMMA_DI void store_matrix_sync(__half *p, const fragment<accumulator, 16, 16, 16, __half> &f, unsigned ldm, layout_t layout) {
  unsigned r[4];
  __builtin_memcpy(r, f.x, sizeof(r));
  if (layout == mem_row_major)
    asm volatile("wmma.store.d.sync.aligned.row.m16n16k16.f16 [%0], {%1, %2, %3, %4}, %5;"
                 :: "l"(p), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "r"(ldm) : "memory");
  else
    asm volatile("wmma.store.d.sync.aligned.col.m16n16k16.f16 [%0], {%1, %2, %3, %4}, %5;"
                 :: "l"(p), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "r"(ldm) : "memory");
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, float> &d, const fragment<matrix_a, 16, 16, 16, __half, row_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, row_major> &b, const fragment<accumulator, 16, 16, 16, float> &c) {
  unsigned ra[8], rb[8];
  float rc[8], rd[8];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27, %28, %29, %30, %31};"
               : "=f"(rd[0]), "=f"(rd[1]), "=f"(rd[2]), "=f"(rd[3]), "=f"(rd[4]), "=f"(rd[5]), "=f"(rd[6]), "=f"(rd[7])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]), "f"(rc[4]), "f"(rc[5]), "f"(rc[6]), "f"(rc[7]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, float> &d, const fragment<matrix_a, 16, 16, 16, __half, row_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, col_major> &b, const fragment<accumulator, 16, 16, 16, float> &c) {
  unsigned ra[8], rb[8];
  float rc[8], rd[8];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27, %28, %29, %30, %31};"
               : "=f"(rd[0]), "=f"(rd[1]), "=f"(rd[2]), "=f"(rd[3]), "=f"(rd[4]), "=f"(rd[5]), "=f"(rd[6]), "=f"(rd[7])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]), "f"(rc[4]), "f"(rc[5]), "f"(rc[6]), "f"(rc[7]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, float> &d, const fragment<matrix_a, 16, 16, 16, __half, col_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, row_major> &b, const fragment<accumulator, 16, 16, 16, float> &c) {
  unsigned ra[8], rb[8];
  float rc[8], rd[8];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.col.row.m16n16k16.f32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27, %28, %29, %30, %31};"
               : "=f"(rd[0]), "=f"(rd[1]), "=f"(rd[2]), "=f"(rd[3]), "=f"(rd[4]), "=f"(rd[5]), "=f"(rd[6]), "=f"(rd[7])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]), "f"(rc[4]), "f"(rc[5]), "f"(rc[6]), "f"(rc[7]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, float> &d, const fragment<matrix_a, 16, 16, 16, __half, col_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, col_major> &b, const fragment<accumulator, 16, 16, 16, float> &c) {
  unsigned ra[8], rb[8];
  float rc[8], rd[8];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.col.col.m16n16k16.f32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27, %28, %29, %30, %31};"
               : "=f"(rd[0]), "=f"(rd[1]), "=f"(rd[2]), "=f"(rd[3]), "=f"(rd[4]), "=f"(rd[5]), "=f"(rd[6]), "=f"(rd[7])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]), "f"(rc[4]), "f"(rc[5]), "f"(rc[6]), "f"(rc[7]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, __half> &d, const fragment<matrix_a, 16, 16, 16, __half, row_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, row_major> &b, const fragment<accumulator, 16, 16, 16, __half> &c) {
  unsigned ra[8], rb[8];
  unsigned rc[4], rd[4];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.row.row.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};"
               : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, __half> &d, const fragment<matrix_a, 16, 16, 16, __half, row_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, col_major> &b, const fragment<accumulator, 16, 16, 16, __half> &c) {
  unsigned ra[8], rb[8];
  unsigned rc[4], rd[4];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};"
               : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, __half> &d, const fragment<matrix_a, 16, 16, 16, __half, col_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, row_major> &b, const fragment<accumulator, 16, 16, 16, __half> &c) {
  unsigned ra[8], rb[8];
  unsigned rc[4], rd[4];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.col.row.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};"
               : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, __half> &d, const fragment<matrix_a, 16, 16, 16, __half, col_major> &a,
                              const fragment<matrix_b, 16, 16, 16, __half, col_major> &b, const fragment<accumulator, 16, 16, 16, __half> &c) {
  unsigned ra[8], rb[8];
  unsigned rc[4], rd[4];
  __ptxamd_to_regs(a, ra);
  __ptxamd_to_regs(b, rb);
  __builtin_memcpy(rc, c.x, sizeof(rc));
  asm volatile("wmma.mma.sync.aligned.col.col.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};"
               : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(ra[4]), "r"(ra[5]), "r"(ra[6]), "r"(ra[7]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rb[4]), "r"(rb[5]), "r"(rb[6]), "r"(rb[7]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
  __builtin_memcpy(d.x, rd, sizeof(rd));
}

#undef __PTXAMD_WMMA_DI
} // namespace wmma
} // namespace nvcuda
#endif
