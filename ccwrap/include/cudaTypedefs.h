/* cudaTypedefs.h (ptxamd): the driver API's entry point types (PFN_cuXxx)
 * and cudaGetDriverEntryPoint, written for ptxamd from CUDA's
 * documentation. The entry points are the functions of ptxamd's cuda.h;
 * a name not in the table below is reported as not found, as CUDA does
 * for a symbol the driver lacks. */
#ifndef __PTXAMD_CUDA_TYPEDEFS_H__
#define __PTXAMD_CUDA_TYPEDEFS_H__
#pragma clang system_header
#include "cuda.h"
#include <string.h>

typedef CUresult (*PFN_cuTensorMapEncodeTiled_v12000)(CUtensorMap *, CUtensorMapDataType, unsigned, void *,
                                                       const unsigned long long *, const unsigned long long *,
                                                       const unsigned *, const unsigned *, CUtensorMapInterleave,
                                                       CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
typedef CUresult (*PFN_cuTensorMapEncodeIm2col_v12000)(CUtensorMap *, CUtensorMapDataType, unsigned, void *,
                                                        const unsigned long long *, const unsigned long long *, const int *,
                                                        const int *, unsigned, unsigned, const unsigned *,
                                                        CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion,
                                                        CUtensorMapFloatOOBfill);
typedef CUresult (*PFN_cuGetErrorString_v6000)(CUresult, const char **);
typedef CUresult (*PFN_cuInit_v2000)(unsigned);
typedef PFN_cuTensorMapEncodeTiled_v12000 PFN_cuTensorMapEncodeTiled;
typedef PFN_cuTensorMapEncodeIm2col_v12000 PFN_cuTensorMapEncodeIm2col;
typedef PFN_cuGetErrorString_v6000 PFN_cuGetErrorString;
typedef PFN_cuInit_v2000 PFN_cuInit;

typedef enum cudaDriverEntryPointQueryResult {
  cudaDriverEntryPointSuccess = 0,
  cudaDriverEntryPointSymbolNotFound = 1,
  cudaDriverEntryPointVersionNotSufficent = 2
} cudaDriverEntryPointQueryResult;
enum { cudaEnableDefault = 0, cudaEnableLegacyStream = 1, cudaEnablePerThreadDefaultStream = 2 };

static inline cudaError_t cudaGetDriverEntryPoint(const char *symbol, void **fn, unsigned long long flags,
                                                  cudaDriverEntryPointQueryResult *status = nullptr) {
  (void)flags;
  static const struct {
    const char *name;
    void *fn;
  } table[] = {
      {"cuTensorMapEncodeTiled", (void *)&cuTensorMapEncodeTiled},
      {"cuTensorMapEncodeIm2col", (void *)&cuTensorMapEncodeIm2col},
      {"cuGetErrorString", (void *)&cuGetErrorString},
      {"cuInit", (void *)&cuInit},
  };
  for (const auto &e : table) {
    if (strcmp(e.name, symbol) == 0) {
      *fn = e.fn;
      if (status)
        *status = cudaDriverEntryPointSuccess;
      return cudaSuccess;
    }
  }
  *fn = nullptr;
  if (status)
    *status = cudaDriverEntryPointSymbolNotFound;
  return cudaSuccess;
}
#endif
