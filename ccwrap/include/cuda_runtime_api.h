/* cuda_runtime_api.h (ptxamd): the CUDA runtime API, written for ptxamd
 * from CUDA's documentation (not NVIDIA's file): each cuda* name used by
 * host code becomes the HIP call with the same contract. Calls whose HIP
 * counterpart differs (device properties: warpSize and the compute
 * capability a program asks about) are functions of their own below.
 * Names not listed here are not provided: a program using them fails to
 * compile, naming them. */
#ifndef __PTXAMD_CUDA_RUNTIME_API_H__
#define __PTXAMD_CUDA_RUNTIME_API_H__
#pragma clang system_header
/* HIP's headers serve AMD's platform here, whatever compiler reads them
 * (a C++ compiler given this directory as CUDA's include path too). */
#if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)
#define __HIP_PLATFORM_AMD__ 1
#endif
#include <hip/hip_runtime_api.h>

#ifndef CUDART_VERSION
#define CUDART_VERSION 12040
#endif

typedef hipError_t cudaError_t;
typedef hipStream_t cudaStream_t;
typedef hipEvent_t cudaEvent_t;
typedef hipMemcpyKind cudaMemcpyKind;
typedef hipFuncAttributes cudaFuncAttributes;
typedef hipPointerAttribute_t cudaPointerAttributes;
typedef hipDeviceAttribute_t cudaDeviceAttr;
typedef hipFuncCache_t cudaFuncCache;
typedef hipSharedMemConfig cudaSharedMemConfig;
typedef hipLimit_t cudaLimit;
typedef hipIpcMemHandle_t cudaIpcMemHandle_t;
typedef hipStreamCallback_t cudaStreamCallback_t;
typedef hipFuncAttribute cudaFuncAttribute;
typedef hipMemoryType cudaMemoryType;
typedef struct hipDeviceProp_t cudaDeviceProp;
#define cudaMalloc hipMalloc
#define cudaFree hipFree
#define cudaMallocHost hipMallocHost
#define cudaFreeHost hipFreeHost
#define cudaHostAlloc hipHostAlloc
#define cudaHostGetDevicePointer hipHostGetDevicePointer
#define cudaHostRegister hipHostRegister
#define cudaHostUnregister hipHostUnregister
#define cudaMallocManaged hipMallocManaged
#define cudaMallocPitch hipMallocPitch
#define cudaMemcpy hipMemcpy
#define cudaMemcpyAsync hipMemcpyAsync
#define cudaMemset hipMemset
#define cudaMemsetAsync hipMemsetAsync
#define cudaMemset2D hipMemset2D
#define cudaMemset2DAsync hipMemset2DAsync
#define cudaMemcpy2D hipMemcpy2D
#define cudaMemcpy2DAsync hipMemcpy2DAsync
#define cudaMemcpyPeer hipMemcpyPeer
#define cudaMemcpyPeerAsync hipMemcpyPeerAsync
#define cudaMemGetInfo hipMemGetInfo
#define cudaMemPrefetchAsync hipMemPrefetchAsync
#define cudaMemAdvise hipMemAdvise
#define cudaMallocAsync hipMallocAsync
#define cudaFreeAsync hipFreeAsync
#define cudaPointerGetAttributes hipPointerGetAttributes
#define cudaDeviceSynchronize hipDeviceSynchronize
#define cudaDeviceReset hipDeviceReset
#define cudaSetDevice hipSetDevice
#define cudaGetDevice hipGetDevice
#define cudaGetDeviceCount hipGetDeviceCount
#define cudaDeviceCanAccessPeer hipDeviceCanAccessPeer
#define cudaDeviceEnablePeerAccess hipDeviceEnablePeerAccess
#define cudaDeviceDisablePeerAccess hipDeviceDisablePeerAccess
#define cudaDeviceSetCacheConfig hipDeviceSetCacheConfig
#define cudaDeviceGetCacheConfig hipDeviceGetCacheConfig
#define cudaDeviceGetLimit hipDeviceGetLimit
#define cudaDeviceSetSharedMemConfig hipDeviceSetSharedMemConfig
#define cudaDeviceGetSharedMemConfig hipDeviceGetSharedMemConfig
#define cudaSetDeviceFlags hipSetDeviceFlags
#define cudaGetDeviceFlags hipGetDeviceFlags
#define cudaChooseDevice hipChooseDevice
#define cudaDeviceGetStreamPriorityRange hipDeviceGetStreamPriorityRange
#define cudaDeviceGetPCIBusId hipDeviceGetPCIBusId
#define cudaDeviceGetByPCIBusId hipDeviceGetByPCIBusId
#define cudaDriverGetVersion hipDriverGetVersion
#define cudaRuntimeGetVersion hipRuntimeGetVersion
#define cudaGetLastError hipGetLastError
#define cudaPeekAtLastError hipPeekAtLastError
#define cudaGetErrorString hipGetErrorString
#define cudaGetErrorName hipGetErrorName
#define cudaStreamCreate hipStreamCreate
#define cudaStreamCreateWithFlags hipStreamCreateWithFlags
#define cudaStreamCreateWithPriority hipStreamCreateWithPriority
#define cudaStreamDestroy hipStreamDestroy
#define cudaStreamQuery hipStreamQuery
#define cudaStreamSynchronize hipStreamSynchronize
#define cudaStreamWaitEvent hipStreamWaitEvent
#define cudaStreamGetFlags hipStreamGetFlags
#define cudaStreamGetPriority hipStreamGetPriority
#define cudaStreamAddCallback hipStreamAddCallback
#define cudaEventCreate hipEventCreate
#define cudaEventCreateWithFlags hipEventCreateWithFlags
#define cudaEventRecord hipEventRecord
#define cudaEventDestroy hipEventDestroy
#define cudaEventSynchronize hipEventSynchronize
#define cudaEventElapsedTime hipEventElapsedTime
#define cudaEventQuery hipEventQuery
#define cudaFuncSetCacheConfig hipFuncSetCacheConfig
#define cudaFuncSetSharedMemConfig hipFuncSetSharedMemConfig
#define cudaFuncGetAttributes hipFuncGetAttributes
#define cudaLaunchKernel hipLaunchKernel
#define cudaLaunchCooperativeKernel hipLaunchCooperativeKernel
#define cudaOccupancyMaxActiveBlocksPerMultiprocessor hipOccupancyMaxActiveBlocksPerMultiprocessor
#define cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
#define cudaOccupancyMaxPotentialBlockSize hipOccupancyMaxPotentialBlockSize
#define cudaProfilerStart hipProfilerStart
#define cudaProfilerStop hipProfilerStop
#define cudaIpcGetMemHandle hipIpcGetMemHandle
#define cudaIpcOpenMemHandle hipIpcOpenMemHandle
#define cudaIpcCloseMemHandle hipIpcCloseMemHandle
#define cudaSuccess hipSuccess
#define cudaErrorInvalidValue hipErrorInvalidValue
#define cudaErrorMemoryAllocation hipErrorMemoryAllocation
#define cudaErrorInitializationError hipErrorInitializationError
#define cudaErrorNotReady hipErrorNotReady
#define cudaErrorInvalidDevice hipErrorInvalidDevice
#define cudaErrorInvalidDevicePointer hipErrorInvalidDevicePointer
#define cudaErrorInvalidConfiguration hipErrorInvalidConfiguration
#define cudaErrorLaunchFailure hipErrorLaunchFailure
#define cudaErrorNoDevice hipErrorNoDevice
#define cudaErrorNotSupported hipErrorNotSupported
#define cudaErrorInvalidResourceHandle hipErrorInvalidResourceHandle
#define cudaErrorPeerAccessAlreadyEnabled hipErrorPeerAccessAlreadyEnabled
#define cudaErrorPeerAccessNotEnabled hipErrorPeerAccessNotEnabled
#define cudaErrorUnknown hipErrorUnknown
#define cudaErrorInvalidKernelImage hipErrorInvalidKernelImage
#define cudaErrorInvalidSymbol hipErrorInvalidSymbol
#define cudaErrorLaunchOutOfResources hipErrorLaunchOutOfResources
#define cudaErrorIllegalAddress hipErrorIllegalAddress
#define cudaErrorAssert hipErrorAssert
#define cudaMemcpyHostToHost hipMemcpyHostToHost
#define cudaMemcpyHostToDevice hipMemcpyHostToDevice
#define cudaMemcpyDeviceToHost hipMemcpyDeviceToHost
#define cudaMemcpyDeviceToDevice hipMemcpyDeviceToDevice
#define cudaMemcpyDefault hipMemcpyDefault
#define cudaStreamDefault hipStreamDefault
#define cudaStreamNonBlocking hipStreamNonBlocking
#define cudaEventDefault hipEventDefault
#define cudaEventBlockingSync hipEventBlockingSync
#define cudaEventDisableTiming hipEventDisableTiming
#define cudaEventInterprocess hipEventInterprocess
#define cudaHostAllocDefault hipHostAllocDefault
#define cudaHostAllocPortable hipHostAllocPortable
#define cudaHostAllocMapped hipHostAllocMapped
#define cudaHostAllocWriteCombined hipHostAllocWriteCombined
#define cudaHostRegisterDefault hipHostRegisterDefault
#define cudaHostRegisterPortable hipHostRegisterPortable
#define cudaHostRegisterMapped hipHostRegisterMapped
#define cudaMemAttachGlobal hipMemAttachGlobal
#define cudaMemAttachHost hipMemAttachHost
#define cudaDeviceScheduleAuto hipDeviceScheduleAuto
#define cudaDeviceScheduleSpin hipDeviceScheduleSpin
#define cudaDeviceScheduleYield hipDeviceScheduleYield
#define cudaDeviceScheduleBlockingSync hipDeviceScheduleBlockingSync
#define cudaDeviceMapHost hipDeviceMapHost
#define cudaFuncCachePreferNone hipFuncCachePreferNone
#define cudaFuncCachePreferShared hipFuncCachePreferShared
#define cudaFuncCachePreferL1 hipFuncCachePreferL1
#define cudaFuncCachePreferEqual hipFuncCachePreferEqual
#define cudaSharedMemBankSizeDefault hipSharedMemBankSizeDefault
#define cudaSharedMemBankSizeFourByte hipSharedMemBankSizeFourByte
#define cudaSharedMemBankSizeEightByte hipSharedMemBankSizeEightByte
#define cudaLimitStackSize hipLimitStackSize
#define cudaLimitPrintfFifoSize hipLimitPrintfFifoSize
#define cudaLimitMallocHeapSize hipLimitMallocHeapSize
#define cudaDevAttrMaxThreadsPerBlock hipDeviceAttributeMaxThreadsPerBlock
#define cudaDevAttrMaxBlockDimX hipDeviceAttributeMaxBlockDimX
#define cudaDevAttrMaxBlockDimY hipDeviceAttributeMaxBlockDimY
#define cudaDevAttrMaxBlockDimZ hipDeviceAttributeMaxBlockDimZ
#define cudaDevAttrMaxGridDimX hipDeviceAttributeMaxGridDimX
#define cudaDevAttrMaxGridDimY hipDeviceAttributeMaxGridDimY
#define cudaDevAttrMaxGridDimZ hipDeviceAttributeMaxGridDimZ
#define cudaDevAttrMaxSharedMemoryPerBlock hipDeviceAttributeMaxSharedMemoryPerBlock
#define cudaDevAttrTotalConstantMemory hipDeviceAttributeTotalConstantMemory
#define cudaDevAttrMaxRegistersPerBlock hipDeviceAttributeMaxRegistersPerBlock
#define cudaDevAttrClockRate hipDeviceAttributeClockRate
#define cudaDevAttrMultiProcessorCount hipDeviceAttributeMultiprocessorCount
#define cudaDevAttrComputeCapabilityMajor hipDeviceAttributeComputeCapabilityMajor
#define cudaDevAttrComputeCapabilityMinor hipDeviceAttributeComputeCapabilityMinor
#define cudaDevAttrMaxSharedMemoryPerMultiprocessor hipDeviceAttributeMaxSharedMemoryPerMultiprocessor
#define cudaDevAttrMaxThreadsPerMultiProcessor hipDeviceAttributeMaxThreadsPerMultiProcessor
#define cudaDevAttrL2CacheSize hipDeviceAttributeL2CacheSize
#define cudaDevAttrMemoryClockRate hipDeviceAttributeMemoryClockRate
#define cudaDevAttrMemoryBusWidth hipDeviceAttributeMemoryBusWidth
#define cudaDevAttrCooperativeLaunch hipDeviceAttributeCooperativeLaunch
#define cudaDevAttrMaxSharedMemoryPerBlockOptin hipDeviceAttributeSharedMemPerBlockOptin
#define cudaDevAttrConcurrentKernels hipDeviceAttributeConcurrentKernels
#define cudaDevAttrPciBusId hipDeviceAttributePciBusId
#define cudaDevAttrPciDeviceId hipDeviceAttributePciDeviceId
#define cudaDevAttrManagedMemory hipDeviceAttributeManagedMemory
#define cudaDevAttrIntegrated hipDeviceAttributeIntegrated
#define cudaFuncAttributeMaxDynamicSharedMemorySize hipFuncAttributeMaxDynamicSharedMemorySize
#define cudaFuncAttributePreferredSharedMemoryCarveout hipFuncAttributePreferredSharedMemoryCarveout
#define cudaMemoryTypeHost hipMemoryTypeHost
#define cudaMemoryTypeDevice hipMemoryTypeDevice
#define cudaMemoryTypeManaged hipMemoryTypeManaged
#define cudaDevAttrWarpSize hipDeviceAttributeWarpSize

/* Per-thread default stream, host functions, and CUDA graphs through stream
 * capture (HIP 5.2 has them). */
#define cudaStreamPerThread hipStreamPerThread
typedef hipHostFn_t cudaHostFn_t;
#define cudaLaunchHostFunc hipLaunchHostFunc
typedef hipGraph_t cudaGraph_t;
typedef hipGraphExec_t cudaGraphExec_t;
typedef hipGraphNode_t cudaGraphNode_t;
typedef hipStreamCaptureMode cudaStreamCaptureMode;
#define cudaStreamCaptureModeGlobal hipStreamCaptureModeGlobal
#define cudaStreamCaptureModeThreadLocal hipStreamCaptureModeThreadLocal
#define cudaStreamCaptureModeRelaxed hipStreamCaptureModeRelaxed
#define cudaStreamBeginCapture hipStreamBeginCapture
#define cudaStreamEndCapture hipStreamEndCapture
#define cudaGraphLaunch hipGraphLaunch
#define cudaGraphDestroy hipGraphDestroy
#define cudaGraphExecDestroy hipGraphExecDestroy
#define cudaGraphCreate hipGraphCreate
/* CUDA 12's form (flags); HIP 5.2 has CUDA 11's (error node, log). */
static inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *exec, cudaGraph_t graph, unsigned long long flags = 0) {
  (void)flags;
  return hipGraphInstantiate(exec, graph, nullptr, nullptr, 0);
}

/* The compute capability the host sees: the sm of the first target the
 * program was built for (sm_80 unless nvcc was told otherwise), so that
 * feature checks such as prop.major >= 8 take the paths the device code
 * was compiled for. */
#ifndef __PTXAMD_CUDA_ARCH_HOST__
#define __PTXAMD_CUDA_ARCH_HOST__ 800
#endif

/* cudaGetDeviceProperties: HIP's properties with CUDA's warp size (the PTX
 * warp: 32 unless the program was built for native64) and the compute
 * capability above. */
static inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device) {
  hipError_t e = hipGetDeviceProperties(prop, device);
  if (e == hipSuccess) {
    prop->warpSize = __PTXAMD_WARP_SIZE__;
    prop->major = __PTXAMD_CUDA_ARCH_HOST__ / 100;
    prop->minor = __PTXAMD_CUDA_ARCH_HOST__ % 100 / 10;
  }
  return e;
}

static inline cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attr, int device) {
  switch (attr) {
  case hipDeviceAttributeWarpSize:
    *value = __PTXAMD_WARP_SIZE__;
    return hipSuccess;
  case hipDeviceAttributeComputeCapabilityMajor:
    *value = __PTXAMD_CUDA_ARCH_HOST__ / 100;
    return hipSuccess;
  case hipDeviceAttributeComputeCapabilityMinor:
    *value = __PTXAMD_CUDA_ARCH_HOST__ % 100 / 10;
    return hipSuccess;
  default:
    return hipDeviceGetAttribute(value, attr, device);
  }
}

#ifdef __cplusplus
/* CUDA passes __device__ and __constant__ variables by reference. */
template <class T>
static inline cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                             cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return hipMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static inline cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                                  cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t stream = 0) {
  return hipMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
static inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                               cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return hipMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                    cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t stream = 0) {
  return hipMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T> static inline cudaError_t cudaGetSymbolAddress(void **dev, const T &symbol) {
  return hipGetSymbolAddress(dev, (const void *)&symbol);
}
template <class T> static inline cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol) {
  return hipGetSymbolSize(size, (const void *)&symbol);
}
template <class T>
static inline cudaError_t cudaFuncSetAttribute(T *func, cudaFuncAttribute attr, int value) {
  return hipFuncSetAttribute((const void *)func, attr, value);
}
#endif

#endif
