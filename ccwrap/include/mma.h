/* mma.h (ptxamd): CUDA's warp matrix functions (nvcuda::wmma), written for
 * ptxamd from CUDA's documentation (not NVIDIA's file). m16n16k16 half
 * and bf16 and every s8/u8 shape are inline PTX wmma, translated by
 * ptxamd, which lays wmma fragments out as the H100 does, register by
 * register: code that reads x[] by position gets NVIDIA's elements there. Also provided, made of
 * mma.sync tiles in C++ (see below): m32n8k16 and m8n32k16 (half or
 * bf16), m16n16k8 tf32 and m8n8k4 double, whose x[] follow the mma.sync
 * tiles too but are not NVIDIA's in two respects (m8n32k16 is not
 * transposed, and half m8n32k16 A and m32n8k16 B hold 4 elements where
 * NVIDIA's repeat them to 16). Sub-byte shapes have no fragment here:
 * using one is a compile error. */
#ifndef __PTXAMD_MMA_H__
#define __PTXAMD_MMA_H__
#pragma clang system_header
#include "cuda_fp16.h"
#include "cuda_bf16.h"

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


/* ---- Shapes made of mma.sync tiles ----
 * m32n8k16 and m8n32k16 with half (float or half accumulators) or bf16
 * (float) A and B, m16n16k8 with tf32 (float), m8n8k4 with double: each
 * fragment holds its elements in the layout of PTX's mma.sync fragments
 * (m16n8k16 for 16-bit types, m16n8k8 for tf32, m8n8k4 for f64), tile by
 * tile, and mma_sync is one mma.sync per 16x8 (8x8) tile of the result,
 * translated by ptxamd (whose mma.sync gives the H100's tensor-core bits).
 * m8n32k16's A has eight rows: its tiles are m16n8k16's with rows 8-15
 * zero, and the results of those rows dropped. Sub-byte shapes (u4/s4,
 * b1) are not provided: using one is a compile error. */
namespace precision {
struct tf32 {};
}
namespace experimental {
namespace precision {
struct u4 {};
struct s4 {};
struct b1 {};
} // namespace precision
/* The operations of 1-bit wmma (bmma_sync below), named so that code
 * that mentions them in templates it never instantiates (CUTLASS's sm75
 * b1 paths) compiles. */
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental

/* 1-bit wmma is not provided (see above). bmma_sync is declared and never
 * defined: code that only compiles a call (CUTLASS's sm75 b1 Mma, an
 * inline member of a full specialization, whose body is compiled whether
 * or not anything calls it) builds, and a kernel that reaches the call
 * fails to link, naming bmma_sync. */
template <class... Args> __device__ void bmma_sync(Args &&...);

#define __PTXAMD_WMMA_AB(USE, M, N, K, T, E, COUNT)                                                                   \
  template <class Layout> class fragment<USE, M, N, K, T, Layout> {                                                    \
  public:                                                                                                              \
    enum { num_elements = COUNT };                                                                                     \
    E x[COUNT];                                                                                                        \
  };
#define __PTXAMD_WMMA_C(M, N, K, T, COUNT)                                                                             \
  template <> class fragment<accumulator, M, N, K, T, void> {                                                          \
  public:                                                                                                              \
    enum { num_elements = COUNT };                                                                                     \
    T x[COUNT];                                                                                                        \
  };
__PTXAMD_WMMA_AB(matrix_a, 32, 8, 16, __half, __half, 16)
__PTXAMD_WMMA_AB(matrix_b, 32, 8, 16, __half, __half, 4)
__PTXAMD_WMMA_AB(matrix_a, 8, 32, 16, __half, __half, 4)
__PTXAMD_WMMA_AB(matrix_b, 8, 32, 16, __half, __half, 16)
__PTXAMD_WMMA_AB(matrix_a, 32, 8, 16, __nv_bfloat16, __nv_bfloat16, 16)
__PTXAMD_WMMA_AB(matrix_b, 32, 8, 16, __nv_bfloat16, __nv_bfloat16, 4)
__PTXAMD_WMMA_AB(matrix_a, 8, 32, 16, __nv_bfloat16, __nv_bfloat16, 4)
__PTXAMD_WMMA_AB(matrix_b, 8, 32, 16, __nv_bfloat16, __nv_bfloat16, 16)
__PTXAMD_WMMA_AB(matrix_a, 16, 16, 8, precision::tf32, float, 4)
__PTXAMD_WMMA_AB(matrix_b, 16, 16, 8, precision::tf32, float, 4)
__PTXAMD_WMMA_AB(matrix_a, 8, 8, 4, double, double, 1)
__PTXAMD_WMMA_AB(matrix_b, 8, 8, 4, double, double, 1)
__PTXAMD_WMMA_C(32, 8, 16, float, 8)
__PTXAMD_WMMA_C(32, 8, 16, __half, 8)
__PTXAMD_WMMA_C(8, 32, 16, float, 8)
__PTXAMD_WMMA_C(8, 32, 16, __half, 8)
__PTXAMD_WMMA_C(16, 16, 8, float, 8)
__PTXAMD_WMMA_C(8, 8, 4, double, 2)

/* m16n16k16 with bf16 A and B (float accumulators): PTX wmma with .bf16.
 * Its float accumulator fragment is the half one's (ptxamd lays both out
 * as the H100 does). */
__PTXAMD_WMMA_AB(matrix_a, 16, 16, 16, __nv_bfloat16, __nv_bfloat16, 8)
__PTXAMD_WMMA_AB(matrix_b, 16, 16, 16, __nv_bfloat16, __nv_bfloat16, 8)
#define __PTXAMD_WMMA_BF16_LOAD(USE, AB, L)                                                                            \
  __PTXAMD_WMMA_DI void load_matrix_sync(fragment<USE, 16, 16, 16, __nv_bfloat16, L##_major> &f, const __nv_bfloat16 *p, \
                                         unsigned ldm) {                                                               \
    unsigned r[4];                                                                                                     \
    asm volatile("wmma.load." #AB ".sync.aligned." #L ".m16n16k16.bf16 {%0, %1, %2, %3}, [%4], %5;"                    \
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])                                                      \
                 : "l"(p), "r"(ldm));                                                                                  \
    __builtin_memcpy(f.x, r, sizeof(r));                                                                               \
  }
__PTXAMD_WMMA_BF16_LOAD(matrix_a, a, row)
__PTXAMD_WMMA_BF16_LOAD(matrix_a, a, col)
__PTXAMD_WMMA_BF16_LOAD(matrix_b, b, row)
__PTXAMD_WMMA_BF16_LOAD(matrix_b, b, col)
#undef __PTXAMD_WMMA_BF16_LOAD
#define __PTXAMD_WMMA_BF16_MMA(LA, LB)                                                                                 \
  __PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, float> &d,                                          \
                                 const fragment<matrix_a, 16, 16, 16, __nv_bfloat16, LA##_major> &a,                  \
                                 const fragment<matrix_b, 16, 16, 16, __nv_bfloat16, LB##_major> &b,                  \
                                 const fragment<accumulator, 16, 16, 16, float> &c) {                                  \
    unsigned ra[4], rb[4];                                                                                             \
    float rc[8], rd[8];                                                                                                \
    __builtin_memcpy(ra, a.x, sizeof(ra));                                                                             \
    __builtin_memcpy(rb, b.x, sizeof(rb));                                                                             \
    __builtin_memcpy(rc, c.x, sizeof(rc));                                                                             \
    asm volatile("wmma.mma.sync.aligned." #LA "." #LB ".m16n16k16.f32.bf16.bf16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, " \
                 "{%8, %9, %10, %11}, {%12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23};"                 \
                 : "=f"(rd[0]), "=f"(rd[1]), "=f"(rd[2]), "=f"(rd[3]), "=f"(rd[4]), "=f"(rd[5]), "=f"(rd[6]), "=f"(rd[7]) \
                 : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]),     \
                   "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]), "f"(rc[4]), "f"(rc[5]), "f"(rc[6]), "f"(rc[7]));    \
    __builtin_memcpy(d.x, rd, sizeof(rd));                                                                             \
  }
__PTXAMD_WMMA_BF16_MMA(row, row)
__PTXAMD_WMMA_BF16_MMA(row, col)
__PTXAMD_WMMA_BF16_MMA(col, row)
__PTXAMD_WMMA_BF16_MMA(col, col)
#undef __PTXAMD_WMMA_BF16_MMA
template <class Layout> class fragment<matrix_a, 8, 8, 32, experimental::precision::s4, Layout> {
  static_assert(sizeof(Layout) == 0, "ptxamd: wmma m8n8k32 s4/u4 is not supported (ptxamd's mma has no 4-bit shapes)");
};
template <class Layout> class fragment<matrix_a, 8, 8, 32, experimental::precision::u4, Layout> {
  static_assert(sizeof(Layout) == 0, "ptxamd: wmma m8n8k32 s4/u4 is not supported (ptxamd's mma has no 4-bit shapes)");
};
template <class Layout> class fragment<matrix_a, 8, 8, 128, experimental::precision::b1, Layout> {
  static_assert(sizeof(Layout) == 0, "ptxamd: wmma m8n8k128 b1 is not supported (ptxamd's mma has no 1-bit shapes)");
};

/* __float_to_tf32 rounds to tf32 (to nearest, ties away from zero), as
 * cvt.rna.tf32.f32. */
__PTXAMD_WMMA_DI float __float_to_tf32(float f) {
  unsigned u;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(u) : "f"(f));
  return __builtin_bit_cast(float, u);
}

__PTXAMD_WMMA_DI unsigned __ptxamd_wmma_lane() {
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  return l & 31u;
}

/* Where element e of a lane's fragment lies in its matrix: row and
 * column, for the 16-bit shapes (M rows of A: 32 or 8), tf32 and f64. */
template <int M> __PTXAMD_WMMA_DI void __ptxamd_pos16_a(int e, unsigned lane, int &r, int &c) {
  unsigned g = lane >> 2, t = lane & 3;
  int tile = M == 8 ? 0 : e / 8, i = M == 8 ? ((e & 1) | (e >> 1) << 2) : e % 8;
  r = tile * 16 + g + 8 * ((i >> 1) & 1);
  c = t * 2 + (i & 1) + 8 * (i >> 2);
}
__PTXAMD_WMMA_DI void __ptxamd_pos16_b(int e, unsigned lane, int &r, int &c) {
  unsigned g = lane >> 2, t = lane & 3;
  int tile = e / 4, i = e % 4;
  r = t * 2 + (i & 1) + 8 * (i >> 1);
  c = tile * 8 + g;
}
/* Accumulators of 16x8 tiles (rows 8-15 absent when M is 8), ordered by
 * row tile, then column tile. */
template <int M, int N> __PTXAMD_WMMA_DI void __ptxamd_pos_c(int e, unsigned lane, int &r, int &c) {
  unsigned g = lane >> 2, t = lane & 3;
  const int per = M == 8 ? 2 : 4, nt = N / 8;
  int tile = e / per, i = e % per;
  r = tile / nt * 16 + g + 8 * (i >> 1);
  c = tile % nt * 8 + 2 * t + (i & 1);
}
__PTXAMD_WMMA_DI void __ptxamd_pos_tf32_a(int e, unsigned lane, int &r, int &c) {
  r = (lane >> 2) + 8 * (e & 1);
  c = (lane & 3) + 4 * (e >> 1);
}
__PTXAMD_WMMA_DI void __ptxamd_pos_tf32_b(int e, unsigned lane, int &r, int &c) {
  r = (lane & 3) + 4 * (e % 2);
  c = e / 2 * 8 + (lane >> 2);
}
__PTXAMD_WMMA_DI void __ptxamd_pos_f64(int which, int e, unsigned lane, int &r, int &c) {
  unsigned g = lane >> 2, t = lane & 3;
  if (which == 0) { /* A 8x4 */
    r = g;
    c = t;
  } else if (which == 1) { /* B 4x8 */
    r = t;
    c = g;
  } else { /* C 8x8 */
    r = g;
    c = 2 * t + e;
  }
}

template <class Use, int M, int N, int K, class T> struct __ptxamd_wmma_pos;
#define __PTXAMD_WMMA_POS(USE, M, N, K, T, CALL)                                                                       \
  template <> struct __ptxamd_wmma_pos<USE, M, N, K, T> {                                                              \
    static __device__ __attribute__((always_inline)) void at(int e, unsigned lane, int &r, int &c) { CALL; }           \
  };
__PTXAMD_WMMA_POS(matrix_a, 32, 8, 16, __half, __ptxamd_pos16_a<32>(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_b, 32, 8, 16, __half, __ptxamd_pos16_b(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_a, 8, 32, 16, __half, __ptxamd_pos16_a<8>(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_b, 8, 32, 16, __half, __ptxamd_pos16_b(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_a, 32, 8, 16, __nv_bfloat16, __ptxamd_pos16_a<32>(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_b, 32, 8, 16, __nv_bfloat16, __ptxamd_pos16_b(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_a, 8, 32, 16, __nv_bfloat16, __ptxamd_pos16_a<8>(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_b, 8, 32, 16, __nv_bfloat16, __ptxamd_pos16_b(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_a, 16, 16, 8, precision::tf32, __ptxamd_pos_tf32_a(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_b, 16, 16, 8, precision::tf32, __ptxamd_pos_tf32_b(e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_a, 8, 8, 4, double, __ptxamd_pos_f64(0, e, lane, r, c))
__PTXAMD_WMMA_POS(matrix_b, 8, 8, 4, double, __ptxamd_pos_f64(1, e, lane, r, c))
__PTXAMD_WMMA_POS(accumulator, 32, 8, 16, float, (__ptxamd_pos_c<32, 8>(e, lane, r, c)))
__PTXAMD_WMMA_POS(accumulator, 32, 8, 16, __half, (__ptxamd_pos_c<32, 8>(e, lane, r, c)))
__PTXAMD_WMMA_POS(accumulator, 8, 32, 16, float, (__ptxamd_pos_c<8, 32>(e, lane, r, c)))
__PTXAMD_WMMA_POS(accumulator, 8, 32, 16, __half, (__ptxamd_pos_c<8, 32>(e, lane, r, c)))
__PTXAMD_WMMA_POS(accumulator, 16, 16, 8, float, (__ptxamd_pos_c<16, 16>(e, lane, r, c)))
__PTXAMD_WMMA_POS(accumulator, 8, 8, 4, double, __ptxamd_pos_f64(2, e, lane, r, c))
#undef __PTXAMD_WMMA_POS

template <class L> struct __ptxamd_col_major_t {
  static constexpr bool value = false;
};
template <> struct __ptxamd_col_major_t<col_major> {
  static constexpr bool value = true;
};

/* A and B: element (r, c) of the matrix at p[r * ldm + c] (row_major) or
 * p[c * ldm + r] (col_major). */
template <class Use, int M, int N, int K, class T, class L, class P>
__PTXAMD_WMMA_DI void __ptxamd_wmma_load(fragment<Use, M, N, K, T, L> &f, const P *p, unsigned ldm) {
  unsigned lane = __ptxamd_wmma_lane();
  for (int e = 0; e < f.num_elements; e++) {
    int r, c;
    __ptxamd_wmma_pos<Use, M, N, K, T>::at(e, lane, r, c);
    f.x[e] = __ptxamd_col_major_t<L>::value ? p[(size_t)c * ldm + r] : p[(size_t)r * ldm + c];
  }
}
#define __PTXAMD_WMMA_LOAD_AB(M, N, K, T, P)                                                                           \
  template <class L> __PTXAMD_WMMA_DI void load_matrix_sync(fragment<matrix_a, M, N, K, T, L> &f, const P *p, unsigned ldm) { \
    __ptxamd_wmma_load(f, p, ldm);                                                                                     \
  }                                                                                                                    \
  template <class L> __PTXAMD_WMMA_DI void load_matrix_sync(fragment<matrix_b, M, N, K, T, L> &f, const P *p, unsigned ldm) { \
    __ptxamd_wmma_load(f, p, ldm);                                                                                     \
  }
__PTXAMD_WMMA_LOAD_AB(32, 8, 16, __half, __half)
__PTXAMD_WMMA_LOAD_AB(8, 32, 16, __half, __half)
__PTXAMD_WMMA_LOAD_AB(32, 8, 16, __nv_bfloat16, __nv_bfloat16)
__PTXAMD_WMMA_LOAD_AB(8, 32, 16, __nv_bfloat16, __nv_bfloat16)
__PTXAMD_WMMA_LOAD_AB(16, 16, 8, precision::tf32, float)
__PTXAMD_WMMA_LOAD_AB(8, 8, 4, double, double)
#undef __PTXAMD_WMMA_LOAD_AB

#define __PTXAMD_WMMA_LOAD_C(M, N, K, T)                                                                               \
  __PTXAMD_WMMA_DI void load_matrix_sync(fragment<accumulator, M, N, K, T> &f, const T *p, unsigned ldm, layout_t layout) { \
    unsigned lane = __ptxamd_wmma_lane();                                                                              \
    for (int e = 0; e < f.num_elements; e++) {                                                                         \
      int r, c;                                                                                                        \
      __ptxamd_wmma_pos<accumulator, M, N, K, T>::at(e, lane, r, c);                                                   \
      f.x[e] = layout == mem_col_major ? p[(size_t)c * ldm + r] : p[(size_t)r * ldm + c];                              \
    }                                                                                                                  \
  }                                                                                                                    \
  __PTXAMD_WMMA_DI void store_matrix_sync(T *p, const fragment<accumulator, M, N, K, T> &f, unsigned ldm, layout_t layout) { \
    unsigned lane = __ptxamd_wmma_lane();                                                                              \
    for (int e = 0; e < f.num_elements; e++) {                                                                         \
      int r, c;                                                                                                        \
      __ptxamd_wmma_pos<accumulator, M, N, K, T>::at(e, lane, r, c);                                                   \
      (layout == mem_col_major ? p[(size_t)c * ldm + r] : p[(size_t)r * ldm + c]) = f.x[e];                            \
    }                                                                                                                  \
  }
__PTXAMD_WMMA_LOAD_C(32, 8, 16, float)
__PTXAMD_WMMA_LOAD_C(32, 8, 16, __half)
__PTXAMD_WMMA_LOAD_C(8, 32, 16, float)
__PTXAMD_WMMA_LOAD_C(8, 32, 16, __half)
__PTXAMD_WMMA_LOAD_C(16, 16, 8, float)
__PTXAMD_WMMA_LOAD_C(8, 8, 4, double)
#undef __PTXAMD_WMMA_LOAD_C

template <class T> __PTXAMD_WMMA_DI unsigned __ptxamd_pack2(const T &lo, const T &hi) {
  static_assert(sizeof(T) == 2, "16-bit elements");
  unsigned short a, b;
  __builtin_memcpy(&a, &lo, 2);
  __builtin_memcpy(&b, &hi, 2);
  return a | (unsigned)b << 16;
}
template <class T> __PTXAMD_WMMA_DI void __ptxamd_unpack2(unsigned v, T &lo, T &hi) {
  unsigned short a = v & 0xffff, b = v >> 16;
  __builtin_memcpy(&lo, &a, 2);
  __builtin_memcpy(&hi, &b, 2);
}

/* One m16n8k16 tile: a (4 regs), b (2 regs), c and d (4 floats or 2 regs
 * of halves). */
__PTXAMD_WMMA_DI void __ptxamd_mma16(float (&d)[4], const unsigned (&a)[4], const unsigned (&b)[2], const float (&c)[4], __half) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
               : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
__PTXAMD_WMMA_DI void __ptxamd_mma16(float (&d)[4], const unsigned (&a)[4], const unsigned (&b)[2], const float (&c)[4], __nv_bfloat16) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
               : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
__PTXAMD_WMMA_DI void __ptxamd_mma16h(unsigned (&d)[2], const unsigned (&a)[4], const unsigned (&b)[2], const unsigned (&c)[2]) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"
               : "=r"(d[0]), "=r"(d[1])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]));
}

/* The A registers of row tile mt (zero rows 8-15 when M is 8) and the B
 * registers of column tile nt. */
template <int M, class T, class L>
__PTXAMD_WMMA_DI void __ptxamd_a_regs(const fragment<matrix_a, M, (M == 8 ? 32 : 8), 16, T, L> &a, int mt, unsigned (&r)[4]) {
  if (M == 8) {
    r[0] = __ptxamd_pack2(a.x[0], a.x[1]);
    r[1] = 0;
    r[2] = __ptxamd_pack2(a.x[2], a.x[3]);
    r[3] = 0;
  } else {
    for (int k = 0; k < 4; k++)
      r[k] = __ptxamd_pack2(a.x[8 * mt + 2 * k], a.x[8 * mt + 2 * k + 1]);
  }
}
template <int N, class T, class L>
__PTXAMD_WMMA_DI void __ptxamd_b_regs(const fragment<matrix_b, (N == 8 ? 32 : 8), N, 16, T, L> &b, int nt, unsigned (&r)[2]) {
  r[0] = __ptxamd_pack2(b.x[4 * nt], b.x[4 * nt + 1]);
  r[1] = __ptxamd_pack2(b.x[4 * nt + 2], b.x[4 * nt + 3]);
}

template <int M, int N, class T, class LA, class LB>
__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, M, N, 16, float> &d, const fragment<matrix_a, M, N, 16, T, LA> &a,
                              const fragment<matrix_b, M, N, 16, T, LB> &b, const fragment<accumulator, M, N, 16, float> &c) {
  static_assert((M == 32 && N == 8) || (M == 8 && N == 32), "m32n8k16 and m8n32k16 here (m16n16k16 has its own)");
  const int mts = M == 8 ? 1 : M / 16, nts = N / 8, per = M == 8 ? 2 : 4;
  float out[8];
  for (int mt = 0; mt < mts; mt++)
    for (int nt = 0; nt < nts; nt++) {
      unsigned ra[4], rb[2];
      __ptxamd_a_regs<M>(a, mt, ra);
      __ptxamd_b_regs<N>(b, nt, rb);
      int tile = mt * nts + nt;
      float rc[4] = {c.x[per * tile], c.x[per * tile + 1], per == 4 ? c.x[per * tile + 2] : 0.f,
                     per == 4 ? c.x[per * tile + 3] : 0.f};
      float rd[4];
      __ptxamd_mma16(rd, ra, rb, rc, T());
      for (int i = 0; i < per; i++)
        out[per * tile + i] = rd[i];
    }
  for (int i = 0; i < 8; i++)
    d.x[i] = out[i];
}

template <int M, int N, class LA, class LB>
__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, M, N, 16, __half> &d, const fragment<matrix_a, M, N, 16, __half, LA> &a,
                              const fragment<matrix_b, M, N, 16, __half, LB> &b, const fragment<accumulator, M, N, 16, __half> &c) {
  static_assert((M == 32 && N == 8) || (M == 8 && N == 32), "m32n8k16 and m8n32k16 here (m16n16k16 has its own)");
  const int mts = M == 8 ? 1 : M / 16, nts = N / 8, per = M == 8 ? 2 : 4;
  __half out[8];
  for (int mt = 0; mt < mts; mt++)
    for (int nt = 0; nt < nts; nt++) {
      unsigned ra[4], rb[2];
      __ptxamd_a_regs<M>(a, mt, ra);
      __ptxamd_b_regs<N>(b, nt, rb);
      int tile = mt * nts + nt;
      unsigned rc[2] = {__ptxamd_pack2(c.x[per * tile], c.x[per * tile + 1]),
                        per == 4 ? __ptxamd_pack2(c.x[per * tile + 2], c.x[per * tile + 3]) : 0u};
      unsigned rd[2];
      __ptxamd_mma16h(rd, ra, rb, rc);
      __ptxamd_unpack2(rd[0], out[per * tile], out[per * tile + 1]);
      if (per == 4)
        __ptxamd_unpack2(rd[1], out[per * tile + 2], out[per * tile + 3]);
    }
  for (int i = 0; i < 8; i++)
    d.x[i] = out[i];
}

/* tf32: per 16x8 tile, two m16n8k4 steps (k 0-3, then 4-7 on their
 * result), which is what the H100 computes for wmma m16n16k8: one
 * m16n8k8 rounds once and differs from it in the last bit (recorded). */
template <class LA, class LB>
__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 8, float> &d, const fragment<matrix_a, 16, 16, 8, precision::tf32, LA> &a,
                              const fragment<matrix_b, 16, 16, 8, precision::tf32, LB> &b, const fragment<accumulator, 16, 16, 8, float> &c) {
  float out[8];
  for (int nt = 0; nt < 2; nt++) {
    float rd[4] = {c.x[4 * nt], c.x[4 * nt + 1], c.x[4 * nt + 2], c.x[4 * nt + 3]};
    for (int ks = 0; ks < 2; ks++)
      asm volatile("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
                   : "+f"(rd[0]), "+f"(rd[1]), "+f"(rd[2]), "+f"(rd[3])
                   : "r"(__builtin_bit_cast(unsigned, a.x[2 * ks])), "r"(__builtin_bit_cast(unsigned, a.x[2 * ks + 1])),
                     "r"(__builtin_bit_cast(unsigned, b.x[2 * nt + ks])));
    for (int i = 0; i < 4; i++)
      out[4 * nt + i] = rd[i];
  }
  for (int i = 0; i < 8; i++)
    d.x[i] = out[i];
}

template <class LA, class LB>
__PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 8, 8, 4, double> &d, const fragment<matrix_a, 8, 8, 4, double, LA> &a,
                              const fragment<matrix_b, 8, 8, 4, double, LB> &b, const fragment<accumulator, 8, 8, 4, double> &c) {
  double d0, d1;
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%4, %5};"
               : "=d"(d0), "=d"(d1)
               : "d"(a.x[0]), "d"(b.x[0]), "d"(c.x[0]), "d"(c.x[1]));
  d.x[0] = d0;
  d.x[1] = d1;
}

/* Integer wmma (s8/u8 A and B, int accumulators; m16n16k16, m32n8k16,
 * m8n32k16) as PTX wmma .s8/.u8, which ptxamd lays out as mma.sync tiles.
 * A fragment element is one byte of a fragment register. (ptxamd's asm
 * rewriting reads operand lists before preprocessing, so each macro
 * spells its own.) */

__PTXAMD_WMMA_AB(matrix_a, 16, 16, 16, signed char, signed char, 8)
__PTXAMD_WMMA_AB(matrix_b, 16, 16, 16, signed char, signed char, 8)
__PTXAMD_WMMA_AB(matrix_a, 16, 16, 16, unsigned char, unsigned char, 8)
__PTXAMD_WMMA_AB(matrix_b, 16, 16, 16, unsigned char, unsigned char, 8)
__PTXAMD_WMMA_C(16, 16, 16, int, 8)
__PTXAMD_WMMA_AB(matrix_a, 32, 8, 16, signed char, signed char, 16)
__PTXAMD_WMMA_AB(matrix_b, 32, 8, 16, signed char, signed char, 4)
__PTXAMD_WMMA_AB(matrix_a, 32, 8, 16, unsigned char, unsigned char, 16)
__PTXAMD_WMMA_AB(matrix_b, 32, 8, 16, unsigned char, unsigned char, 4)
__PTXAMD_WMMA_C(32, 8, 16, int, 8)
__PTXAMD_WMMA_AB(matrix_a, 8, 32, 16, signed char, signed char, 4)
__PTXAMD_WMMA_AB(matrix_b, 8, 32, 16, signed char, signed char, 16)
__PTXAMD_WMMA_AB(matrix_a, 8, 32, 16, unsigned char, unsigned char, 4)
__PTXAMD_WMMA_AB(matrix_b, 8, 32, 16, unsigned char, unsigned char, 16)
__PTXAMD_WMMA_C(8, 32, 16, int, 8)
#undef __PTXAMD_WMMA_AB
#undef __PTXAMD_WMMA_C

/* load_matrix_sync of a 1-register A or B fragment. */
#define __PTXAMD_WMMA_LOAD1(USE, AB, M, N, K, SH, T, PT, L)                                                            \
  __PTXAMD_WMMA_DI void load_matrix_sync(fragment<USE, M, N, K, T, L##_major> &f, const T *p, unsigned ldm) {          \
    unsigned r[1];                                                                                                     \
    asm volatile("wmma.load." #AB ".sync.aligned." #L "." #SH "." #PT " {%0}, [%1], %2;"                               \
                 : "=r"(r[0])                                                                                          \
                 : "l"(p), "r"(ldm));                                                                                  \
    __builtin_memcpy(f.x, r, sizeof(r));                                                                               \
  }

/* load_matrix_sync of a 2-register A or B fragment. */
#define __PTXAMD_WMMA_LOAD2(USE, AB, M, N, K, SH, T, PT, L)                                                            \
  __PTXAMD_WMMA_DI void load_matrix_sync(fragment<USE, M, N, K, T, L##_major> &f, const T *p, unsigned ldm) {          \
    unsigned r[2];                                                                                                     \
    asm volatile("wmma.load." #AB ".sync.aligned." #L "." #SH "." #PT " {%0, %1}, [%2], %3;"                           \
                 : "=r"(r[0]), "=r"(r[1])                                                                              \
                 : "l"(p), "r"(ldm));                                                                                  \
    __builtin_memcpy(f.x, r, sizeof(r));                                                                               \
  }

/* load_matrix_sync of a 4-register A or B fragment. */
#define __PTXAMD_WMMA_LOAD4(USE, AB, M, N, K, SH, T, PT, L)                                                            \
  __PTXAMD_WMMA_DI void load_matrix_sync(fragment<USE, M, N, K, T, L##_major> &f, const T *p, unsigned ldm) {          \
    unsigned r[4];                                                                                                     \
    asm volatile("wmma.load." #AB ".sync.aligned." #L "." #SH "." #PT " {%0, %1, %2, %3}, [%4], %5;"                   \
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])                                                      \
                 : "l"(p), "r"(ldm));                                                                                  \
    __builtin_memcpy(f.x, r, sizeof(r));                                                                               \
  }

/* The int accumulator's load and store. */
#define __PTXAMD_WMMA_INT_ACC(M, N, K, SH)                                                                             \
  __PTXAMD_WMMA_DI void load_matrix_sync(fragment<accumulator, M, N, K, int> &f, const int *p, unsigned ldm, layout_t layout) { \
    int r[8];                                                                                                          \
    if (layout == mem_row_major)                                                                                       \
      asm volatile("wmma.load.c.sync.aligned.row." #SH ".s32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"              \
                   : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7]) : "l"(p), "r"(ldm)); \
    else                                                                                                               \
      asm volatile("wmma.load.c.sync.aligned.col." #SH ".s32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], %9;"              \
                   : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7]) : "l"(p), "r"(ldm)); \
    __builtin_memcpy(f.x, r, sizeof(r));                                                                               \
  }                                                                                                                    \
  __PTXAMD_WMMA_DI void store_matrix_sync(int *p, const fragment<accumulator, M, N, K, int> &f, unsigned ldm, layout_t layout) { \
    int r[8];                                                                                                          \
    __builtin_memcpy(r, f.x, sizeof(r));                                                                               \
    if (layout == mem_row_major)                                                                                       \
      asm volatile("wmma.store.d.sync.aligned.row." #SH ".s32 [%0], {%1, %2, %3, %4, %5, %6, %7, %8}, %9;"             \
                   :: "l"(p), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "r"(r[4]), "r"(r[5]), "r"(r[6]), "r"(r[7]), "r"(ldm) : "memory"); \
    else                                                                                                               \
      asm volatile("wmma.store.d.sync.aligned.col." #SH ".s32 [%0], {%1, %2, %3, %4, %5, %6, %7, %8}, %9;"             \
                   :: "l"(p), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "r"(r[4]), "r"(r[5]), "r"(r[6]), "r"(r[7]), "r"(ldm) : "memory"); \
  }

/* mma_sync for m16n16k16: A 2, B 2 registers. */
#define __PTXAMD_WMMA_MMA_M16N16K16(T, PT, LA, LB)                                                                     \
  __PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 16, 16, 16, int> &d, const fragment<matrix_a, 16, 16, 16, T, LA##_major> &a, \
                                 const fragment<matrix_b, 16, 16, 16, T, LB##_major> &b,                               \
                                 const fragment<accumulator, 16, 16, 16, int> &c, bool satf = false) {                 \
    unsigned ra[2], rb[2];                                                                                             \
    int rc[8], rd[8];                                                                                                  \
    __builtin_memcpy(ra, a.x, sizeof(ra));                                                                             \
    __builtin_memcpy(rb, b.x, sizeof(rb));                                                                             \
    __builtin_memcpy(rc, c.x, sizeof(rc));                                                                             \
    if (satf)                                                                                                          \
      asm volatile("wmma.mma.sync.aligned." #LA "." #LB ".m16n16k16.s32." #PT "." #PT ".s32.satfinite {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};" \
                   : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3]), "=r"(rd[4]), "=r"(rd[5]), "=r"(rd[6]), "=r"(rd[7]) : "r"(ra[0]), "r"(ra[1]), "r"(rb[0]), "r"(rb[1]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]), "r"(rc[4]), "r"(rc[5]), "r"(rc[6]), "r"(rc[7])); \
    else                                                                                                               \
      asm volatile("wmma.mma.sync.aligned." #LA "." #LB ".m16n16k16.s32." #PT "." #PT ".s32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};" \
                   : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3]), "=r"(rd[4]), "=r"(rd[5]), "=r"(rd[6]), "=r"(rd[7]) : "r"(ra[0]), "r"(ra[1]), "r"(rb[0]), "r"(rb[1]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]), "r"(rc[4]), "r"(rc[5]), "r"(rc[6]), "r"(rc[7])); \
    __builtin_memcpy(d.x, rd, sizeof(rd));                                                                             \
  }

/* mma_sync for m32n8k16: A 4, B 1 registers. */
#define __PTXAMD_WMMA_MMA_M32N8K16(T, PT, LA, LB)                                                                      \
  __PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 32, 8, 16, int> &d, const fragment<matrix_a, 32, 8, 16, T, LA##_major> &a, \
                                 const fragment<matrix_b, 32, 8, 16, T, LB##_major> &b,                                \
                                 const fragment<accumulator, 32, 8, 16, int> &c, bool satf = false) {                  \
    unsigned ra[4], rb[1];                                                                                             \
    int rc[8], rd[8];                                                                                                  \
    __builtin_memcpy(ra, a.x, sizeof(ra));                                                                             \
    __builtin_memcpy(rb, b.x, sizeof(rb));                                                                             \
    __builtin_memcpy(rc, c.x, sizeof(rc));                                                                             \
    if (satf)                                                                                                          \
      asm volatile("wmma.mma.sync.aligned." #LA "." #LB ".m32n8k16.s32." #PT "." #PT ".s32.satfinite {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, {%12}, {%13, %14, %15, %16, %17, %18, %19, %20};" \
                   : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3]), "=r"(rd[4]), "=r"(rd[5]), "=r"(rd[6]), "=r"(rd[7]) : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]), "r"(rc[4]), "r"(rc[5]), "r"(rc[6]), "r"(rc[7])); \
    else                                                                                                               \
      asm volatile("wmma.mma.sync.aligned." #LA "." #LB ".m32n8k16.s32." #PT "." #PT ".s32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, {%12}, {%13, %14, %15, %16, %17, %18, %19, %20};" \
                   : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3]), "=r"(rd[4]), "=r"(rd[5]), "=r"(rd[6]), "=r"(rd[7]) : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]), "r"(rc[4]), "r"(rc[5]), "r"(rc[6]), "r"(rc[7])); \
    __builtin_memcpy(d.x, rd, sizeof(rd));                                                                             \
  }

/* mma_sync for m8n32k16: A 1, B 4 registers. */
#define __PTXAMD_WMMA_MMA_M8N32K16(T, PT, LA, LB)                                                                      \
  __PTXAMD_WMMA_DI void mma_sync(fragment<accumulator, 8, 32, 16, int> &d, const fragment<matrix_a, 8, 32, 16, T, LA##_major> &a, \
                                 const fragment<matrix_b, 8, 32, 16, T, LB##_major> &b,                                \
                                 const fragment<accumulator, 8, 32, 16, int> &c, bool satf = false) {                  \
    unsigned ra[1], rb[4];                                                                                             \
    int rc[8], rd[8];                                                                                                  \
    __builtin_memcpy(ra, a.x, sizeof(ra));                                                                             \
    __builtin_memcpy(rb, b.x, sizeof(rb));                                                                             \
    __builtin_memcpy(rc, c.x, sizeof(rc));                                                                             \
    if (satf)                                                                                                          \
      asm volatile("wmma.mma.sync.aligned." #LA "." #LB ".m8n32k16.s32." #PT "." #PT ".s32.satfinite {%0, %1, %2, %3, %4, %5, %6, %7}, {%8}, {%9, %10, %11, %12}, {%13, %14, %15, %16, %17, %18, %19, %20};" \
                   : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3]), "=r"(rd[4]), "=r"(rd[5]), "=r"(rd[6]), "=r"(rd[7]) : "r"(ra[0]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]), "r"(rc[4]), "r"(rc[5]), "r"(rc[6]), "r"(rc[7])); \
    else                                                                                                               \
      asm volatile("wmma.mma.sync.aligned." #LA "." #LB ".m8n32k16.s32." #PT "." #PT ".s32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8}, {%9, %10, %11, %12}, {%13, %14, %15, %16, %17, %18, %19, %20};" \
                   : "=r"(rd[0]), "=r"(rd[1]), "=r"(rd[2]), "=r"(rd[3]), "=r"(rd[4]), "=r"(rd[5]), "=r"(rd[6]), "=r"(rd[7]) : "r"(ra[0]), "r"(rb[0]), "r"(rb[1]), "r"(rb[2]), "r"(rb[3]), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]), "r"(rc[4]), "r"(rc[5]), "r"(rc[6]), "r"(rc[7])); \
    __builtin_memcpy(d.x, rd, sizeof(rd));                                                                             \
  }

__PTXAMD_WMMA_INT_ACC(16, 16, 16, m16n16k16)
__PTXAMD_WMMA_LOAD2(matrix_a, a, 16, 16, 16, m16n16k16, signed char, s8, row)
__PTXAMD_WMMA_LOAD2(matrix_b, b, 16, 16, 16, m16n16k16, signed char, s8, row)
__PTXAMD_WMMA_LOAD2(matrix_a, a, 16, 16, 16, m16n16k16, signed char, s8, col)
__PTXAMD_WMMA_LOAD2(matrix_b, b, 16, 16, 16, m16n16k16, signed char, s8, col)
__PTXAMD_WMMA_MMA_M16N16K16(signed char, s8, row, row)
__PTXAMD_WMMA_MMA_M16N16K16(signed char, s8, row, col)
__PTXAMD_WMMA_MMA_M16N16K16(signed char, s8, col, row)
__PTXAMD_WMMA_MMA_M16N16K16(signed char, s8, col, col)
__PTXAMD_WMMA_LOAD2(matrix_a, a, 16, 16, 16, m16n16k16, unsigned char, u8, row)
__PTXAMD_WMMA_LOAD2(matrix_b, b, 16, 16, 16, m16n16k16, unsigned char, u8, row)
__PTXAMD_WMMA_LOAD2(matrix_a, a, 16, 16, 16, m16n16k16, unsigned char, u8, col)
__PTXAMD_WMMA_LOAD2(matrix_b, b, 16, 16, 16, m16n16k16, unsigned char, u8, col)
__PTXAMD_WMMA_MMA_M16N16K16(unsigned char, u8, row, row)
__PTXAMD_WMMA_MMA_M16N16K16(unsigned char, u8, row, col)
__PTXAMD_WMMA_MMA_M16N16K16(unsigned char, u8, col, row)
__PTXAMD_WMMA_MMA_M16N16K16(unsigned char, u8, col, col)
__PTXAMD_WMMA_INT_ACC(32, 8, 16, m32n8k16)
__PTXAMD_WMMA_LOAD4(matrix_a, a, 32, 8, 16, m32n8k16, signed char, s8, row)
__PTXAMD_WMMA_LOAD1(matrix_b, b, 32, 8, 16, m32n8k16, signed char, s8, row)
__PTXAMD_WMMA_LOAD4(matrix_a, a, 32, 8, 16, m32n8k16, signed char, s8, col)
__PTXAMD_WMMA_LOAD1(matrix_b, b, 32, 8, 16, m32n8k16, signed char, s8, col)
__PTXAMD_WMMA_MMA_M32N8K16(signed char, s8, row, row)
__PTXAMD_WMMA_MMA_M32N8K16(signed char, s8, row, col)
__PTXAMD_WMMA_MMA_M32N8K16(signed char, s8, col, row)
__PTXAMD_WMMA_MMA_M32N8K16(signed char, s8, col, col)
__PTXAMD_WMMA_LOAD4(matrix_a, a, 32, 8, 16, m32n8k16, unsigned char, u8, row)
__PTXAMD_WMMA_LOAD1(matrix_b, b, 32, 8, 16, m32n8k16, unsigned char, u8, row)
__PTXAMD_WMMA_LOAD4(matrix_a, a, 32, 8, 16, m32n8k16, unsigned char, u8, col)
__PTXAMD_WMMA_LOAD1(matrix_b, b, 32, 8, 16, m32n8k16, unsigned char, u8, col)
__PTXAMD_WMMA_MMA_M32N8K16(unsigned char, u8, row, row)
__PTXAMD_WMMA_MMA_M32N8K16(unsigned char, u8, row, col)
__PTXAMD_WMMA_MMA_M32N8K16(unsigned char, u8, col, row)
__PTXAMD_WMMA_MMA_M32N8K16(unsigned char, u8, col, col)
__PTXAMD_WMMA_INT_ACC(8, 32, 16, m8n32k16)
__PTXAMD_WMMA_LOAD1(matrix_a, a, 8, 32, 16, m8n32k16, signed char, s8, row)
__PTXAMD_WMMA_LOAD4(matrix_b, b, 8, 32, 16, m8n32k16, signed char, s8, row)
__PTXAMD_WMMA_LOAD1(matrix_a, a, 8, 32, 16, m8n32k16, signed char, s8, col)
__PTXAMD_WMMA_LOAD4(matrix_b, b, 8, 32, 16, m8n32k16, signed char, s8, col)
__PTXAMD_WMMA_MMA_M8N32K16(signed char, s8, row, row)
__PTXAMD_WMMA_MMA_M8N32K16(signed char, s8, row, col)
__PTXAMD_WMMA_MMA_M8N32K16(signed char, s8, col, row)
__PTXAMD_WMMA_MMA_M8N32K16(signed char, s8, col, col)
__PTXAMD_WMMA_LOAD1(matrix_a, a, 8, 32, 16, m8n32k16, unsigned char, u8, row)
__PTXAMD_WMMA_LOAD4(matrix_b, b, 8, 32, 16, m8n32k16, unsigned char, u8, row)
__PTXAMD_WMMA_LOAD1(matrix_a, a, 8, 32, 16, m8n32k16, unsigned char, u8, col)
__PTXAMD_WMMA_LOAD4(matrix_b, b, 8, 32, 16, m8n32k16, unsigned char, u8, col)
__PTXAMD_WMMA_MMA_M8N32K16(unsigned char, u8, row, row)
__PTXAMD_WMMA_MMA_M8N32K16(unsigned char, u8, row, col)
__PTXAMD_WMMA_MMA_M8N32K16(unsigned char, u8, col, row)
__PTXAMD_WMMA_MMA_M8N32K16(unsigned char, u8, col, col)

#undef __PTXAMD_WMMA_LOAD1
#undef __PTXAMD_WMMA_LOAD2
#undef __PTXAMD_WMMA_LOAD4
#undef __PTXAMD_WMMA_INT_ACC
#undef __PTXAMD_WMMA_MMA_M16N16K16
#undef __PTXAMD_WMMA_MMA_M32N8K16
#undef __PTXAMD_WMMA_MMA_M8N32K16

#undef __PTXAMD_WMMA_DI
} // namespace wmma
} // namespace nvcuda
#endif
