/* device_launch_parameters.h (ptxamd): threadIdx, blockIdx, blockDim,
 * gridDim and warpSize, which cuda_runtime.h already provides. */
#include "cuda_runtime.h"
