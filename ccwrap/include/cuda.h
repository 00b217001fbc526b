/* cuda.h (ptxamd): CUDA's driver API, written for ptxamd from CUDA's
 * documentation (not NVIDIA's file), mapped onto HIP's module API.
 *
 * PTX loaded at run time (cuModuleLoadData, cuModuleLoadDataEx, cuModuleLoad
 * of a .ptx file) is translated by ptxamd: the text is written to a
 * temporary file and `ptxamd build --arch GFX` translates it, through
 * ptxamd's translation cache, for the current device's target (GFX from
 * hipGetDeviceProperties; without a usable device, $PTXAMD_ARCH); the
 * code object is then loaded with hipModuleLoadData. The ptxamd binary is
 * $PTXAMD, else the one that compiled the program (__PTXAMD_EXE__), else
 * `ptxamd` on PATH. A failed translation returns CUDA_ERROR_INVALID_PTX
 * (ptxamd's diagnostics go to stderr, or to the JIT error log buffer).
 * cuLink* links several PTX modules at run time (see there). Not provided:
 * JIT options other than the log buffers (accepted and ignored), arrays
 * and textures, graphs, virtual memory management. */
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
 * is not provided. The enumerator values are the driver API's documented
 * numbers (the runtime's cudaLaunchAttribute* use the same ones). */
typedef enum CUlaunchAttributeID_enum {
  CU_LAUNCH_ATTRIBUTE_IGNORE = 0,
  CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW = 1,
  CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2,
  CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY = 3,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
  CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6,
  CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT = 7,
  CU_LAUNCH_ATTRIBUTE_PRIORITY = 8
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

/* JIT options (CUDA's numbering). The log buffers are filled: the error
 * log with ptxamd's diagnostics when a translation fails, the info log
 * with a line naming the target; the others are accepted and ignored. */
#define CU_JIT_MAX_REGISTERS 0
#define CU_JIT_THREADS_PER_BLOCK 1
#define CU_JIT_WALL_TIME 2
#define CU_JIT_INFO_LOG_BUFFER 3
#define CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES 4
#define CU_JIT_ERROR_LOG_BUFFER 5
#define CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES 6
#define CU_JIT_OPTIMIZATION_LEVEL 7
#define CU_JIT_TARGET_FROM_CUCONTEXT 8
#define CU_JIT_TARGET 9
#define CU_JIT_FALLBACK_STRATEGY 10
#define CU_JIT_GENERATE_DEBUG_INFO 11
#define CU_JIT_LOG_VERBOSE 12
#define CU_JIT_GENERATE_LINE_INFO 13
#define CU_JIT_CACHE_MODE 14

typedef enum CUjitInputType_enum {
  CU_JIT_INPUT_CUBIN = 0,
  CU_JIT_INPUT_PTX = 1,
  CU_JIT_INPUT_FATBINARY = 2,
  CU_JIT_INPUT_OBJECT = 3,
  CU_JIT_INPUT_LIBRARY = 4,
  CU_JIT_INPUT_NVVM = 5
} CUjitInputType;

/* The logs a caller asked for with JIT options. */
typedef struct {
  char *info, *error;
  size_t infoSize, errorSize;
} __ptxamd_jit_logs;

__PTXAMD_CU void __ptxamd_jit_options(__ptxamd_jit_logs *l, unsigned n, CUjit_option *opts, void **vals) {
  memset(l, 0, sizeof(*l));
  for (unsigned i = 0; opts && vals && i < n; i++) {
    switch (opts[i]) {
    case CU_JIT_INFO_LOG_BUFFER:
      l->info = (char *)vals[i];
      break;
    case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES:
      l->infoSize = (size_t)vals[i];
      break;
    case CU_JIT_ERROR_LOG_BUFFER:
      l->error = (char *)vals[i];
      break;
    case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES:
      l->errorSize = (size_t)vals[i];
      break;
    }
  }
  if (l->info && l->infoSize)
    l->info[0] = 0;
  if (l->error && l->errorSize)
    l->error[0] = 0;
}

/* __ptxamd_log copies a file (ptxamd's stderr) into a log buffer. */
__PTXAMD_CU void __ptxamd_log(char *buf, size_t size, const char *path) {
  if (!buf || size == 0)
    return;
  FILE *f = fopen(path, "rb");
  size_t got = 0;
  if (f) {
    got = fread(buf, 1, size - 1, f);
    fclose(f);
  }
  buf[got] = 0;
}

/* __ptxamd_jit_arch writes the current device's target (gfx90a...); on a
 * machine without a usable device, $PTXAMD_ARCH (so that the translation
 * can be done, and tested, without a GPU). */
__PTXAMD_CU CUresult __ptxamd_jit_arch(char gfx[64]) {
  int dev = 0;
  hipDeviceProp_t prop;
  const char *name = NULL;
  if (hipGetDevice(&dev) == hipSuccess && hipGetDeviceProperties(&prop, dev) == hipSuccess)
    name = prop.gcnArchName;
  else
    name = getenv("PTXAMD_ARCH");
  if (!name || !*name)
    return hipErrorNoDevice;
  size_t i = 0;
  for (; name[i] && name[i] != ':' && i + 1 < 64; i++)
    gfx[i] = name[i];
  gfx[i] = 0;
  return hipSuccess;
}

/* __ptxamd_exe is the ptxamd binary that translates run-time PTX. */
__PTXAMD_CU const char *__ptxamd_exe(void) {
  const char *exe = getenv("PTXAMD");
#ifdef __PTXAMD_EXE__
  if (!exe || !*exe)
    exe = access(__PTXAMD_EXE__, X_OK) == 0 ? __PTXAMD_EXE__ : "ptxamd";
#else
  if (!exe || !*exe)
    exe = "ptxamd";
#endif
  return exe;
}

/* HIP before 6 loads code objects up to version 4; ptxamd writes 5 by
 * default. */
#if defined(HIP_VERSION_MAJOR) && HIP_VERSION_MAJOR < 6
#define __PTXAMD_JIT_COV " --code-object-version 4"
#else
#define __PTXAMD_JIT_COV ""
#endif

__PTXAMD_CU int __ptxamd_write_file(const char *path, const void *data, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return 0;
  int ok = fwrite(data, 1, n, f) == n;
  return fclose(f) == 0 && ok;
}

/* __ptxamd_read_file returns the contents of path (malloc'd) and its size. */
__PTXAMD_CU void *__ptxamd_read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  void *p = n >= 0 ? malloc((size_t)n + 1) : NULL;
  if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
    free(p);
    p = NULL;
  }
  fclose(f);
  if (p) {
    ((char *)p)[n] = 0;
    *size = (size_t)n;
  }
  return p;
}

/* __ptxamd_translate runs `ptxamd build` over the PTX files of dir
 * (in0.ptx, in1.ptx ... inN-1.ptx, the first the main module and the
 * rest --link modules: .extern functions and variables resolve across
 * them, as nvcc -rdc=true and cuLink need) for the current device, through
 * ptxamd's translation cache, and returns the code object (malloc'd).
 * ptxamd's messages go to the error log when one was given, else to
 * stderr. */
__PTXAMD_CU CUresult __ptxamd_translate(const char *dir, int n, void **image, size_t *size, __ptxamd_jit_logs *logs) {
  char gfx[64];
  CUresult r = __ptxamd_jit_arch(gfx);
  if (r != hipSuccess)
    return r;
  size_t cap = 512 + (size_t)n * (strlen(dir) + 32) + strlen(__ptxamd_exe());
  char *cmd = (char *)malloc(cap);
  if (!cmd)
    return hipErrorOutOfMemory;
  int k = snprintf(cmd, cap, "'%s' build --arch '%s'%s -o '%s/out.hsaco' '%s/in0.ptx'", __ptxamd_exe(), gfx, __PTXAMD_JIT_COV, dir, dir);
  for (int i = 1; i < n; i++)
    k += snprintf(cmd + k, cap - k, " --link '%s/in%d.ptx'", dir, i);
  int logged = logs && logs->error && logs->errorSize;
  if (logged)
    snprintf(cmd + k, cap - k, " 2>'%s/log'", dir);
  int rc = system(cmd);
  free(cmd);
  char path[256];
  if (logged) {
    snprintf(path, sizeof(path), "%s/log", dir);
    __ptxamd_log(logs->error, logs->errorSize, path);
    unlink(path);
  }
  if (logs && logs->info && logs->infoSize)
    snprintf(logs->info, logs->infoSize, "ptxamd: %d PTX module(s) translated for %s%s\n", n, gfx, rc == 0 ? "" : " (failed)");
  snprintf(path, sizeof(path), "%s/out.hsaco", dir);
  if (rc != 0) {
    unlink(path);
    return CUDA_ERROR_INVALID_PTX;
  }
  *image = __ptxamd_read_file(path, size);
  unlink(path);
  return *image ? hipSuccess : hipErrorUnknown;
}

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

/* __ptxamd_load_ptx translates ptx (NUL-terminated) for the current
 * device and loads it. */
__PTXAMD_CU CUresult __ptxamd_load_ptx(CUmodule *m, const char *ptx, __ptxamd_jit_logs *logs) {
  char dir[] = "/tmp/ptxamd-jit-XXXXXX";
  if (!mkdtemp(dir))
    return hipErrorUnknown;
  char in[96];
  snprintf(in, sizeof(in), "%s/in0.ptx", dir);
  CUresult r = hipErrorUnknown;
  if (__ptxamd_write_file(in, ptx, strlen(ptx))) {
    void *image = NULL;
    size_t size = 0;
    r = __ptxamd_translate(dir, 1, &image, &size, logs);
    if (r == hipSuccess)
      r = hipModuleLoadData(m, image);
    free(image);
  }
  unlink(in);
  rmdir(dir);
  return r;
}

__PTXAMD_CU CUresult cuModuleLoadData(CUmodule *m, const void *image) {
  if (__ptxamd_is_ptx(image))
    return __ptxamd_load_ptx(m, (const char *)image, NULL);
  return hipModuleLoadData(m, image);
}
__PTXAMD_CU CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned n, CUjit_option *opts, void **vals) {
  if (!__ptxamd_is_ptx(image))
    return hipModuleLoadData(m, image);
  __ptxamd_jit_logs logs;
  __ptxamd_jit_options(&logs, n, opts, vals);
  return __ptxamd_load_ptx(m, (const char *)image, &logs);
}
__PTXAMD_CU CUresult cuModuleLoad(CUmodule *m, const char *fname) {
  size_t n = strlen(fname);
  if (n < 4 || strcmp(fname + n - 4, ".ptx") != 0)
    return hipModuleLoad(m, fname);
  size_t size = 0;
  char *text = (char *)__ptxamd_read_file(fname, &size);
  if (!text)
    return hipErrorFileNotFound;
  CUresult r = __ptxamd_load_ptx(m, text, NULL);
  free(text);
  return r;
}

/* Run-time linking (cuLink*). PTX inputs (data or files) are written to a
 * temporary directory and translated together by cuLinkComplete, the
 * first as the main module and the others linked to it (ptxamd build
 * --link), into one AMD code object, which cuModuleLoadData loads. An AMD
 * code object or offload bundle (CU_JIT_INPUT_CUBIN, _FATBINARY; e.g.
 * written by ptxamd nvcc -cubin/-fatbin) is accepted as the only input and
 * returned as it is: AMD code objects are not linked with each other here.
 * Object files, libraries (libcudadevrt) and NVVM IR are refused with
 * CUDA_ERROR_NOT_SUPPORTED. The image cuLinkComplete returns lives until
 * cuLinkDestroy. */
typedef struct CUlinkState_st {
  char dir[32];
  int nptx, nimages;
  void *image; /* the code object input, or the result */
  size_t size;
  __ptxamd_jit_logs logs;
  CUresult failed; /* an input that could not be taken */
} *CUlinkState;

__PTXAMD_CU CUresult cuLinkCreate(unsigned n, CUjit_option *opts, void **vals, CUlinkState *out) {
  CUlinkState s = (CUlinkState)calloc(1, sizeof(*s));
  if (!s)
    return hipErrorOutOfMemory;
  strcpy(s->dir, "/tmp/ptxamd-link-XXXXXX");
  if (!mkdtemp(s->dir)) {
    free(s);
    return hipErrorUnknown;
  }
  __ptxamd_jit_options(&s->logs, n, opts, vals);
  *out = s;
  return hipSuccess;
}

__PTXAMD_CU CUresult __ptxamd_link_error(CUlinkState s, CUresult r, const char *msg, const char *name) {
  if (s->logs.error && s->logs.errorSize)
    snprintf(s->logs.error, s->logs.errorSize, "ptxamd: %s%s%s\n", name ? name : "", name ? ": " : "", msg);
  if (s->failed == hipSuccess)
    s->failed = r;
  return r;
}

__PTXAMD_CU CUresult cuLinkAddData(CUlinkState s, CUjitInputType type, void *data, size_t size, const char *name, unsigned,
                                   CUjit_option *, void **) {
  if (!s || !data)
    return hipErrorInvalidValue;
  switch (type) {
  case CU_JIT_INPUT_PTX: {
    char path[64];
    snprintf(path, sizeof(path), "%s/in%d.ptx", s->dir, s->nptx);
    size_t n = strnlen((const char *)data, size); /* the size may count the NUL */
    if (!__ptxamd_write_file(path, data, n))
      return __ptxamd_link_error(s, hipErrorUnknown, "cannot write a temporary file", name);
    s->nptx++;
    return hipSuccess;
  }
  case CU_JIT_INPUT_CUBIN:
  case CU_JIT_INPUT_FATBINARY:
    if (s->nimages > 0)
      return __ptxamd_link_error(s, CUDA_ERROR_NOT_SUPPORTED, "AMD code objects are not linked with each other (one code object input only)", name);
    s->image = malloc(size);
    if (!s->image)
      return hipErrorOutOfMemory;
    memcpy(s->image, data, size);
    s->size = size;
    s->nimages++;
    return hipSuccess;
  default:
    return __ptxamd_link_error(s, CUDA_ERROR_NOT_SUPPORTED,
                               "only PTX, and one AMD code object or offload bundle, can be linked at run time (no objects, libraries or NVVM IR)", name);
  }
}

__PTXAMD_CU CUresult cuLinkAddFile(CUlinkState s, CUjitInputType type, const char *path, unsigned n, CUjit_option *opts, void **vals) {
  if (!s || !path)
    return hipErrorInvalidValue;
  size_t size = 0;
  void *data = __ptxamd_read_file(path, &size);
  if (!data)
    return __ptxamd_link_error(s, hipErrorFileNotFound, "cannot read the file", path);
  CUresult r = cuLinkAddData(s, type, data, type == CU_JIT_INPUT_PTX ? size + 1 : size, path, n, opts, vals);
  free(data);
  return r;
}

__PTXAMD_CU CUresult cuLinkComplete(CUlinkState s, void **image, size_t *size) {
  if (!s || !image || !size)
    return hipErrorInvalidValue;
  if (s->failed != hipSuccess)
    return s->failed;
  if (s->nimages > 0 && s->nptx > 0)
    return __ptxamd_link_error(s, CUDA_ERROR_NOT_SUPPORTED, "PTX cannot be linked with an AMD code object (translate all inputs from PTX)", NULL);
  if (s->nimages == 0 && s->nptx == 0)
    return __ptxamd_link_error(s, hipErrorInvalidValue, "nothing to link", NULL);
  if (s->nptx > 0) {
    free(s->image);
    s->image = NULL;
    CUresult r = __ptxamd_translate(s->dir, s->nptx, &s->image, &s->size, &s->logs);
    if (r != hipSuccess)
      return r;
  }
  *image = s->image;
  *size = s->size;
  return hipSuccess;
}

__PTXAMD_CU CUresult cuLinkDestroy(CUlinkState s) {
  if (!s)
    return hipErrorInvalidValue;
  for (int i = 0; i < s->nptx; i++) {
    char path[64];
    snprintf(path, sizeof(path), "%s/in%d.ptx", s->dir, i);
    unlink(path);
  }
  rmdir(s->dir);
  free(s->image);
  free(s);
  return hipSuccess;
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
