/* __ptxamd_tensormap.h (ptxamd): the host-side tensor-map encoder behind
 * cuda.h's cuTensorMapEncodeTiled and cuTensorMapEncodeIm2col, written for
 * ptxamd. It writes ptxamd's own 128-byte layout (internal/tensormap in
 * the ptxamd sources; NVIDIA's encoding is not documented), which the
 * translated cp.async.bulk.tensor instructions read, after the checks the
 * CUDA documentation states for those functions. Plain C types only, so
 * that it compiles on its own.
 *
 * Returns 0 (success), 1 (an invalid value: CUDA_ERROR_INVALID_VALUE) or
 * 2 (a form ptxamd's tensor copies do not implement, interleaved layouts
 * and sm_100 swizzle atomicities: CUDA_ERROR_NOT_SUPPORTED). */
#ifndef __PTXAMD_TENSORMAP_H__
#define __PTXAMD_TENSORMAP_H__
#include <stdint.h>
#include <string.h>

static inline int __ptxamd_tmap_put32(unsigned char *m, unsigned off, uint32_t v) {
  memcpy(m + off, &v, 4);
  return 0;
}

/* __ptxamd_tmap_encode: im2col selects cuTensorMapEncodeIm2col's
 * parameters (lower, upper, channels, pixels) over the tiled box. Enum
 * arguments carry the CUDA driver API's values. */
static inline int __ptxamd_tmap_encode(void *map, int dtype, unsigned rank, const void *addr, const unsigned long long *dims,
                                       const unsigned long long *strides, const unsigned *box, const int *lower, const int *upper,
                                       unsigned channels, unsigned pixels, const unsigned *estr, int interleave, int swizzle, int l2,
                                       int fill, int im2col) {
  /* Element size and tensormap.replace code of each CUtensorMapDataType. */
  static const unsigned char size[13] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};
  static const unsigned char code[13] = {0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 8, 11, 12};
  unsigned char *m = (unsigned char *)map;
  uintptr_t a = (uintptr_t)addr;
  unsigned long long inner;
  unsigned i;
  if (m == 0 || ((uintptr_t)m & 63) != 0 || dims == 0)
    return 1;
  if (dtype < 0 || dtype > 12)
    return dtype <= 15 ? 2 : 1; /* the packed 4- and 6-bit types are sm_100's */
  if (im2col ? (rank < 3 || rank > 5) : (rank < 1 || rank > 5))
    return 1;
  if (interleave != 0)
    return interleave <= 2 ? 2 : 1;
  if (swizzle < 0 || swizzle > 3)
    return swizzle <= 6 ? 2 : 1;
  if (l2 < 0 || l2 > 3 || fill < 0 || fill > 1 || (fill == 1 && dtype < 6))
    return 1;
  if ((a & 15) != 0)
    return 1;
  for (i = 0; i < rank; i++)
    if (dims[i] == 0 || dims[i] > (1ull << 32))
      return 1;
  for (i = 0; i + 1 < rank; i++)
    if (strides == 0 || strides[i] % 16 != 0 || strides[i] >= (1ull << 40))
      return 1;
  for (i = 0; estr != 0 && i < rank; i++)
    if (estr[i] < 1 || estr[i] > 8)
      return 1;
  if (im2col) {
    int lim = rank == 3 ? 1 << 15 : rank == 4 ? 1 << 7 : 1 << 4;
    if (lower == 0 || upper == 0)
      return 1;
    for (i = 0; i + 2 < rank; i++)
      if (lower[i] < -lim || lower[i] >= lim || upper[i] < -lim || upper[i] >= lim)
        return 1;
    if (channels < 1 || channels > 256 || pixels < 1 || pixels > 1024)
      return 1;
    inner = (unsigned long long)channels * size[dtype];
  } else {
    if (box == 0)
      return 1;
    for (i = 0; i < rank; i++)
      if (box[i] < 1 || box[i] > 256)
        return 1;
    inner = (unsigned long long)box[0] * size[dtype];
  }
  if (inner % 16 != 0 || (swizzle != 0 && inner > (16ull << swizzle)))
    return 1;

  memset(m, 0, 128);
  memcpy(m + 0x00, &a, 8);
  for (i = 0; i < rank; i++)
    __ptxamd_tmap_put32(m, 0x08 + 4 * i, (uint32_t)dims[i]);
  for (i = 0; i + 1 < rank; i++)
    memcpy(m + 0x20 + 8 * i, &strides[i], 8);
  if (im2col) {
    __ptxamd_tmap_put32(m, 0x1c, 1);
    __ptxamd_tmap_put32(m, 0x40, channels);
    __ptxamd_tmap_put32(m, 0x44, pixels);
    for (i = 0; i + 2 < rank; i++) {
      int16_t lo = (int16_t)lower[i], hi = (int16_t)upper[i];
      memcpy(m + 0x48 + 2 * i, &lo, 2);
      memcpy(m + 0x4e + 2 * i, &hi, 2);
    }
  } else {
    for (i = 0; i < rank; i++)
      __ptxamd_tmap_put32(m, 0x40 + 4 * i, box[i]);
  }
  for (i = 0; i < rank; i++)
    __ptxamd_tmap_put32(m, 0x54 + 4 * i, estr != 0 ? estr[i] : 1);
  __ptxamd_tmap_put32(m, 0x68, rank - 1);
  __ptxamd_tmap_put32(m, 0x6c, code[dtype]);
  __ptxamd_tmap_put32(m, 0x74, (uint32_t)swizzle);
  __ptxamd_tmap_put32(m, 0x78, (uint32_t)fill);
  return 0;
}
#endif
