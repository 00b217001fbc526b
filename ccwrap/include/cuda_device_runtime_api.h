/* cuda_device_runtime_api.h (ptxamd): what CUDA declares here (device intrinsics, atomics,
 * math functions, host and device qualifiers, runtime types) comes with
 * cuda_runtime.h; see that file. Written for ptxamd. */
#pragma once
#pragma clang system_header
#include "cuda_runtime.h"
