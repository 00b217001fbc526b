/* cuda.h (ptxamd): CUDA's driver API, written for ptxamd from CUDA's
 * documentation (not NVIDIA's file), mapped onto HIP's module API.
 *
 * PTX loaded at run time (cuModuleLoadData, cuModuleLoadDataEx, cuModuleLoad
 * of a .ptx file) is translated by ptxamd: the text is written to a
 * temporary file and `ptxamd ptxas --amd-arch GFX` builds it for the
 * current device's target (GFX from hipGetDeviceProperties); the code
 * object is then loaded with hipModuleLoadData. The ptxamd binary is
 * $PTXAMD, else the one that compiled the program (__PTXAMD_EXE__), else
 * `ptxamd` on PATH. A failed translation returns CUDA_ERROR_INVALID_PTX
 * (ptxamd's diagnostics go to stderr). Not provided: cuLink* (linking
 * several PTX or cubin images at run time), JIT options (accepted and
 * ignored), arrays and textures, graphs, virtual memory management. */
#ifndef __PTXAMD_CUDA_H__
#define __PTXAMD_CUDA_H__
#pragma clang system_header
#include "cuda_runtime.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CUDA_VERSION
#define CUDA_VERSION 12040
#endif

typedef hipError_t CUresult;
typedef hipDevice_t CUdevice;
typedef hipCtx_t CUcontext;
typedef hipModule_t CUmodule;
typedef hipFunction_t CUfunction;
typedef hipStream_t CUstream;
typedef hipEvent_t CUevent;
typedef unsigned long long CUdeviceptr; /* an integer, as in CUDA */
typedef hipDeviceAttribute_t CUdevice_attribute;
typedef hipFunction_attribute CUfunction_attribute;
typedef int CUjit_option;
typedef unsigned int cuuint32_t;
typedef unsigned long long cuuint64_t;

/* Launch attributes (cuLaunchKernelEx's): the type, so that headers that
 * carry them compile. No attribute has an effect here, and cuLaunchKernelEx
 * is not provided. The enumerator values are ptxamd's. */
typedef enum CUlaunchAttributeID_enum {
  CU_LAUNCH_ATTRIBUTE_IGNORE = 0,
  CU_LAUNCH_ATTRIBUTE_COOPERATIVE,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
  CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
} CUlaunchAttributeID;
typedef union CUlaunchAttributeValue_union {
  char pad[64];
  int cooperative;
  struct {
    unsigned x, y, z;
  } clusterDim;
  int programmaticStreamSerializationAllowed;
} CUlaunchAttributeValue;
typedef struct CUlaunchAttribute_st {
  CUlaunchAttributeID id;
  char pad[8 - sizeof(CUlaunchAttributeID)];
  CUlaunchAttributeValue value;
} CUlaunchAttribute;

#define CUDA_SUCCESS hipSuccess
#define CUDA_ERROR_INVALID_VALUE hipErrorInvalidValue
#define CUDA_ERROR_OUT_OF_MEMORY hipErrorOutOfMemory
#define CUDA_ERROR_NOT_INITIALIZED hipErrorNotInitialized
#define CUDA_ERROR_NO_DEVICE hipErrorNoDevice
#define CUDA_ERROR_INVALID_DEVICE hipErrorInvalidDevice
#define CUDA_ERROR_INVALID_IMAGE hipErrorInvalidImage
#define CUDA_ERROR_INVALID_CONTEXT hipErrorInvalidContext
#define CUDA_ERROR_INVALID_PTX hipErrorInvalidKernelFile
#define CUDA_ERROR_FILE_NOT_FOUND hipErrorFileNotFound
#define CUDA_ERROR_NOT_FOUND hipErrorNotFound
#define CUDA_ERROR_NOT_READY hipErrorNotReady
#define CUDA_ERROR_LAUNCH_FAILED hipErrorLaunchFailure
#define CUDA_ERROR_INVALID_HANDLE hipErrorInvalidHandle
#define CUDA_ERROR_NOT_SUPPORTED hipErrorNotSupported
#define CUDA_ERROR_UNKNOWN hipErrorUnknown

#define CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK hipDeviceAttributeMaxThreadsPerBlock
#define CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK hipDeviceAttributeMaxSharedMemoryPerBlock
#define CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT hipDeviceAttributeMultiprocessorCount
#define CU_DEVICE_ATTRIBUTE_WARP_SIZE hipDeviceAttributeWarpSize
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR hipDeviceAttributeComputeCapabilityMajor
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR hipDeviceAttributeComputeCapabilityMinor
#define CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN hipDeviceAttributeSharedMemPerBlockOptin
#define CU_DEVICE_ATTRIBUTE_CLOCK_RATE hipDeviceAttributeClockRate
#define CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK
#define CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES
#define CU_FUNC_ATTRIBUTE_NUM_REGS HIP_FUNC_ATTRIBUTE_NUM_REGS
#define CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES

#define __PTXAMD_CU static inline

__PTXAMD_CU CUresult cuInit(unsigned flags) { return hipInit(flags); }
__PTXAMD_CU CUresult cuDriverGetVersion(int *v) {
  *v = CUDA_VERSION;
  return hipSuccess;
}
__PTXAMD_CU CUresult cuDeviceGet(CUdevice *d, int ordinal) { return hipDeviceGet(d, ordinal); }
__PTXAMD_CU CUresult cuDeviceGetCount(int *n) { return hipGetDeviceCount(n); }
__PTXAMD_CU CUresult cuDeviceGetName(char *name, int len, CUdevice d) { return hipDeviceGetName(name, len, d); }
__PTXAMD_CU CUresult cuDeviceTotalMem(size_t *bytes, CUdevice d) { return hipDeviceTotalMem(bytes, d); }
__PTXAMD_CU CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d) { return cudaDeviceGetAttribute(v, a, d); }
__PTXAMD_CU CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice) {
  *major = __PTXAMD_CUDA_ARCH_HOST__ / 100;
  *minor = __PTXAMD_CUDA_ARCH_HOST__ % 100 / 10;
  return hipSuccess;
}
__PTXAMD_CU CUresult cuCtxCreate(CUcontext *c, unsigned flags, CUdevice d) { return hipCtxCreate(c, flags, d); }
__PTXAMD_CU CUresult cuCtxDestroy(CUcontext c) { return hipCtxDestroy(c); }
__PTXAMD_CU CUresult cuCtxSetCurrent(CUcontext c) { return hipCtxSetCurrent(c); }
__PTXAMD_CU CUresult cuCtxGetCurrent(CUcontext *c) { return hipCtxGetCurrent(c); }
__PTXAMD_CU CUresult cuCtxPushCurrent(CUcontext c) { return hipCtxPushCurrent(c); }
__PTXAMD_CU CUresult cuCtxPopCurrent(CUcontext *c) { return hipCtxPopCurrent(c); }
__PTXAMD_CU CUresult cuCtxSynchronize(void) { return hipDeviceSynchronize(); }
__PTXAMD_CU CUresult cuCtxGetDevice(CUdevice *d) { return hipCtxGetDevice(d); }
__PTXAMD_CU CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d) { return hipDevicePrimaryCtxRetain(c, d); }
__PTXAMD_CU CUresult cuDevicePrimaryCtxRelease(CUdevice d) { return hipDevicePrimaryCtxRelease(d); }

__PTXAMD_CU CUresult cuMemAlloc(CUdeviceptr *p, size_t n) { return hipMalloc((void **)p, n); }
__PTXAMD_CU CUresult cuMemFree(CUdeviceptr p) { return hipFree((void *)p); }
__PTXAMD_CU CUresult cuMemAllocHost(void **p, size_t n) { return hipHostMalloc(p, n, 0); }
__PTXAMD_CU CUresult cuMemFreeHost(void *p) { return hipHostFree(p); }
__PTXAMD_CU CUresult cuMemcpyHtoD(CUdeviceptr d, const void *h, size_t n) { return hipMemcpy((void *)d, h, n, hipMemcpyHostToDevice); }
__PTXAMD_CU CUresult cuMemcpyDtoH(void *h, CUdeviceptr d, size_t n) { return hipMemcpy(h, (const void *)d, n, hipMemcpyDeviceToHost); }
__PTXAMD_CU CUresult cuMemcpyDtoD(CUdeviceptr d, CUdeviceptr s, size_t n) {
  return hipMemcpy((void *)d, (const void *)s, n, hipMemcpyDeviceToDevice);
}
__PTXAMD_CU CUresult cuMemcpyHtoDAsync(CUdeviceptr d, const void *h, size_t n, CUstream s) {
  return hipMemcpyAsync((void *)d, h, n, hipMemcpyHostToDevice, s);
}
__PTXAMD_CU CUresult cuMemcpyDtoHAsync(void *h, CUdeviceptr d, size_t n, CUstream s) {
  return hipMemcpyAsync(h, (const void *)d, n, hipMemcpyDeviceToHost, s);
}
__PTXAMD_CU CUresult cuMemsetD8(CUdeviceptr d, unsigned char v, size_t n) { return hipMemsetD8((hipDeviceptr_t)d, v, n); }
__PTXAMD_CU CUresult cuMemsetD32(CUdeviceptr d, unsigned v, size_t n) { return hipMemsetD32((hipDeviceptr_t)d, (int)v, n); }
__PTXAMD_CU CUresult cuMemGetInfo(size_t *free, size_t *total) { return hipMemGetInfo(free, total); }

__PTXAMD_CU CUresult cuStreamCreate(CUstream *s, unsigned flags) { return hipStreamCreateWithFlags(s, flags); }
__PTXAMD_CU CUresult cuStreamDestroy(CUstream s) { return hipStreamDestroy(s); }
__PTXAMD_CU CUresult cuStreamSynchronize(CUstream s) { return hipStreamSynchronize(s); }
__PTXAMD_CU CUresult cuEventCreate(CUevent *e, unsigned flags) { return hipEventCreateWithFlags(e, flags); }
__PTXAMD_CU CUresult cuEventRecord(CUevent e, CUstream s) { return hipEventRecord(e, s); }
__PTXAMD_CU CUresult cuEventSynchronize(CUevent e) { return hipEventSynchronize(e); }
__PTXAMD_CU CUresult cuEventElapsedTime(float *ms, CUevent a, CUevent b) { return hipEventElapsedTime(ms, a, b); }
__PTXAMD_CU CUresult cuEventDestroy(CUevent e) { return hipEventDestroy(e); }
__PTXAMD_CU CUresult cuGetErrorString(CUresult e, const char **s) {
  *s = hipGetErrorString(e);
  return hipSuccess;
}
__PTXAMD_CU CUresult cuGetErrorName(CUresult e, const char **s) {
  *s = hipGetErrorName(e);
  return hipSuccess;
}

/* Run-time PTX: see the note at the top. */
__PTXAMD_CU int __ptxamd_is_ptx(const void *image) {
  const char *s = (const char *)image;
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
    s++;
  if (s[0] == 0x7f && s[1] == 'E')
    return 0; /* ELF: a code object */
  if (s[0] == '_' && s[1] == '_' && s[2] == 'C')
    return 0; /* a clang offload bundle */
  return strstr(s, ".version") != NULL || strstr(s, ".target") != NULL || strstr(s, ".entry") != NULL;
}

/* __ptxamd_build_ptx translates ptx (NUL-terminated) for the current
 * device and loads it. */
__PTXAMD_CU CUresult __ptxamd_load_ptx(CUmodule *m, const char *ptx) {
  int dev = 0;
  hipDeviceProp_t prop;
  if (hipGetDevice(&dev) != hipSuccess || hipGetDeviceProperties(&prop, dev) != hipSuccess)
    return hipErrorNoDevice;
  char gfx[64];
  size_t i = 0;
  for (; prop.gcnArchName[i] && prop.gcnArchName[i] != ':' && i + 1 < sizeof(gfx); i++)
    gfx[i] = prop.gcnArchName[i];
  gfx[i] = 0;
  char dir[] = "/tmp/ptxamd-jit-XXXXXX";
  if (!mkdtemp(dir))
    return hipErrorUnknown;
  char in[96], out[96], cmd[1024];
  snprintf(in, sizeof(in), "%s/in.ptx", dir);
  snprintf(out, sizeof(out), "%s/out.hsaco", dir);
  FILE *f = fopen(in, "w");
  if (!f)
    return hipErrorUnknown;
  fputs(ptx, f);
  fclose(f);
  const char *exe = getenv("PTXAMD");
#ifdef __PTXAMD_EXE__
  if (!exe || !*exe)
    exe = access(__PTXAMD_EXE__, X_OK) == 0 ? __PTXAMD_EXE__ : "ptxamd";
#else
  if (!exe || !*exe)
    exe = "ptxamd";
#endif
  snprintf(cmd, sizeof(cmd), "'%s' ptxas --amd-arch '%s' -o '%s' '%s'", exe, gfx, out, in);
  int rc = system(cmd);
  CUresult r = CUDA_ERROR_INVALID_PTX;
  if (rc == 0)
    r = hipModuleLoad(m, out);
  unlink(in);
  unlink(out);
  rmdir(dir);
  return r;
}

__PTXAMD_CU CUresult cuModuleLoadData(CUmodule *m, const void *image) {
  if (__ptxamd_is_ptx(image))
    return __ptxamd_load_ptx(m, (const char *)image);
  return hipModuleLoadData(m, image);
}
__PTXAMD_CU CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned, CUjit_option *, void **) {
  return cuModuleLoadData(m, image);
}
__PTXAMD_CU CUresult cuModuleLoad(CUmodule *m, const char *fname) {
  size_t n = strlen(fname);
  if (n < 4 || strcmp(fname + n - 4, ".ptx") != 0)
    return hipModuleLoad(m, fname);
  FILE *f = fopen(fname, "rb");
  if (!f)
    return hipErrorFileNotFound;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = (char *)malloc(size + 1);
  size_t got = fread(text, 1, size, f);
  fclose(f);
  text[got] = 0;
  CUresult r = __ptxamd_load_ptx(m, text);
  free(text);
  return r;
}
__PTXAMD_CU CUresult cuModuleUnload(CUmodule m) { return hipModuleUnload(m); }
__PTXAMD_CU CUresult cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name) { return hipModuleGetFunction(f, m, name); }
__PTXAMD_CU CUresult cuModuleGetGlobal(CUdeviceptr *p, size_t *bytes, CUmodule m, const char *name) {
  return hipModuleGetGlobal((hipDeviceptr_t *)p, bytes, m, name);
}
__PTXAMD_CU CUresult cuFuncGetAttribute(int *v, CUfunction_attribute a, CUfunction f) { return hipFuncGetAttribute(v, a, f); }
__PTXAMD_CU CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                                    unsigned shared, CUstream s, void **params, void **extra) {
  return hipModuleLaunchKernel(f, gx, gy, gz, bx, by, bz, shared, s, params, extra);
}
/* Tensor maps (TMA descriptors, sm_90): the types and enumerators (with
 * the driver API's values), and cuTensorMapEncodeTiled/Im2col, which write
 * ptxamd's own 128-byte layout (__ptxamd_tensormap.h) for the translated
 * cp.async.bulk.tensor instructions to read. */
typedef struct CUtensorMap_st {
  alignas(64) unsigned long long opaque[16];
} CUtensorMap;
typedef enum CUtensorMapDataType_enum {
  CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0,
  CU_TENSOR_MAP_DATA_TYPE_UINT16,
  CU_TENSOR_MAP_DATA_TYPE_UINT32,
  CU_TENSOR_MAP_DATA_TYPE_INT32,
  CU_TENSOR_MAP_DATA_TYPE_UINT64,
  CU_TENSOR_MAP_DATA_TYPE_INT64,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
  CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ,
  CU_TENSOR_MAP_DATA_TYPE_TFLOAT32,
  CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ,
  CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B,
  CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B,
  CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B
} CUtensorMapDataType;
typedef enum CUtensorMapInterleave_enum {
  CU_TENSOR_MAP_INTERLEAVE_NONE = 0,
  CU_TENSOR_MAP_INTERLEAVE_16B,
  CU_TENSOR_MAP_INTERLEAVE_32B
} CUtensorMapInterleave;
typedef enum CUtensorMapSwizzle_enum {
  CU_TENSOR_MAP_SWIZZLE_NONE = 0,
  CU_TENSOR_MAP_SWIZZLE_32B,
  CU_TENSOR_MAP_SWIZZLE_64B,
  CU_TENSOR_MAP_SWIZZLE_128B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B
} CUtensorMapSwizzle;
typedef enum CUtensorMapL2promotion_enum {
  CU_TENSOR_MAP_L2_PROMOTION_NONE = 0,
  CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
  CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
  CU_TENSOR_MAP_L2_PROMOTION_L2_256B
} CUtensorMapL2promotion;
typedef enum CUtensorMapFloatOOBfill_enum {
  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0,
  CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA
} CUtensorMapFloatOOBfill;
#include "__ptxamd_tensormap.h"
static inline CUresult __ptxamd_tmap_result(int r) {
  return r == 0 ? CUDA_SUCCESS : r == 2 ? CUDA_ERROR_NOT_SUPPORTED : CUDA_ERROR_INVALID_VALUE;
}
static inline CUresult cuTensorMapEncodeTiled(CUtensorMap *map, CUtensorMapDataType dtype, unsigned rank, void *addr,
                                              const unsigned long long *dims, const unsigned long long *strides,
                                              const unsigned *box, const unsigned *estr, CUtensorMapInterleave interleave,
                                              CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2,
                                              CUtensorMapFloatOOBfill fill) {
  return __ptxamd_tmap_result(__ptxamd_tmap_encode(map, dtype, rank, addr, dims, strides, box, 0, 0, 0, 0, estr, interleave,
                                                   swizzle, l2, fill, 0));
}
static inline CUresult cuTensorMapEncodeIm2col(CUtensorMap *map, CUtensorMapDataType dtype, unsigned rank, void *addr,
                                               const unsigned long long *dims, const unsigned long long *strides,
                                               const int *lower, const int *upper, unsigned channels, unsigned pixels,
                                               const unsigned *estr, CUtensorMapInterleave interleave,
                                               CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2,
                                               CUtensorMapFloatOOBfill fill) {
  return __ptxamd_tmap_result(__ptxamd_tmap_encode(map, dtype, rank, addr, dims, strides, 0, lower, upper, channels, pixels, estr,
                                                   interleave, swizzle, l2, fill, 1));
}

#undef __PTXAMD_CU
#endif
