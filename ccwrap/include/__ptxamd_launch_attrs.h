/* __ptxamd_launch_attrs.h (ptxamd): CUDA's launch attributes
 * (cudaLaunchAttribute, for cudaLaunchKernelEx), written for ptxamd from
 * CUDA's documentation, and the check that decides which of them a launch
 * through HIP can honour. Plain C, so that it compiles on its own.
 *
 * Thread-block clusters: the nvcc drop-in compiles kernels with clang's
 * HIP toolchain, which has no clusters, so a cluster dimension of more
 * than one CTA cannot be placed; such a launch fails with
 * cudaErrorNotSupported and says why on stderr. (The PTX path runs
 * clusters: `ptxamd run --cluster X,Y,Z`, Options.Cluster.) */
#ifndef __PTXAMD_LAUNCH_ATTRS_H__
#define __PTXAMD_LAUNCH_ATTRS_H__
#include <stddef.h>
#include <stdio.h>

typedef enum cudaLaunchAttributeID {
  cudaLaunchAttributeIgnore = 0,
  cudaLaunchAttributeAccessPolicyWindow = 1,
  cudaLaunchAttributeCooperative = 2,
  cudaLaunchAttributeSynchronizationPolicy = 3,
  cudaLaunchAttributeClusterDimension = 4,
  cudaLaunchAttributeClusterSchedulingPolicyPreference = 5,
  cudaLaunchAttributeProgrammaticStreamSerialization = 6,
  cudaLaunchAttributeProgrammaticEvent = 7,
  cudaLaunchAttributePriority = 8,
  cudaLaunchAttributeMemSyncDomainMap = 9,
  cudaLaunchAttributeMemSyncDomain = 10,
  cudaLaunchAttributeLaunchCompletionEvent = 12
} cudaLaunchAttributeID;

typedef union cudaLaunchAttributeValue {
  char pad[64];
  int cooperative;
  int syncPolicy;
  struct {
    unsigned int x, y, z;
  } clusterDim;
  int clusterSchedulingPolicyPreference;
  int programmaticStreamSerializationAllowed;
  int priority;
  int memSyncDomain;
} cudaLaunchAttributeValue;

typedef struct cudaLaunchAttribute {
  cudaLaunchAttributeID id;
  char pad[8 - sizeof(cudaLaunchAttributeID)];
  cudaLaunchAttributeValue val;
} cudaLaunchAttribute;

/* __ptxamd_launch_attrs_check returns 0 when the attributes can be
 * honoured (hints with no effect on results are accepted: access policy,
 * synchronisation policy, scheduling preference, stream serialisation,
 * which is already what the launch does, priority, memory sync domains;
 * a cluster of one CTA), setting *cooperative; else it returns 1 and
 * writes the reason to msg. */
static inline int __ptxamd_launch_attrs_check(const cudaLaunchAttribute *attrs, unsigned n, int *cooperative, char *msg,
                                              size_t len) {
  unsigned i;
  *cooperative = 0;
  for (i = 0; i < n; i++) {
    const cudaLaunchAttribute *a = &attrs[i];
    switch (a->id) {
    case cudaLaunchAttributeIgnore:
    case cudaLaunchAttributeAccessPolicyWindow:
    case cudaLaunchAttributeSynchronizationPolicy:
    case cudaLaunchAttributeClusterSchedulingPolicyPreference:
    case cudaLaunchAttributeProgrammaticStreamSerialization:
    case cudaLaunchAttributePriority:
    case cudaLaunchAttributeMemSyncDomainMap:
    case cudaLaunchAttributeMemSyncDomain:
      break;
    case cudaLaunchAttributeCooperative:
      *cooperative = a->val.cooperative != 0;
      break;
    case cudaLaunchAttributeClusterDimension: {
      unsigned x = a->val.clusterDim.x, y = a->val.clusterDim.y, z = a->val.clusterDim.z;
      if (x == 0 || y == 0 || z == 0) {
        snprintf(msg, len, "cluster dimension %u,%u,%u has a zero dimension", x, y, z);
        return 1;
      }
      if ((unsigned long long)x * y * z > 1) {
        snprintf(msg, len,
                 "a thread-block cluster of %u,%u,%u CTAs cannot be placed: ptxamd nvcc compiles kernels with clang's HIP "
                 "toolchain, which has no clusters (run the kernel's PTX with `ptxamd run --cluster %u,%u,%u`)",
                 x, y, z, x, y, z);
        return 1;
      }
      break;
    }
    default:
      snprintf(msg, len, "launch attribute %d is not supported by ptxamd nvcc", (int)a->id);
      return 1;
    }
  }
  return 0;
}
#endif
