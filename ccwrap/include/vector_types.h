/* vector_types.h (ptxamd): CUDA's vector types (char1..double4, dim3) and
 * their make_ functions are HIP's, which have the same names, members and
 * sizes. */
#ifndef __PTXAMD_VECTOR_TYPES_H__
#define __PTXAMD_VECTOR_TYPES_H__
#pragma clang system_header
#include <hip/hip_vector_types.h>
#endif
