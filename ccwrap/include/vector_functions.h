/* vector_functions.h (ptxamd): make_int2, make_float4 and the rest are
 * HIP's, which have CUDA's names and signatures. */
#ifndef __PTXAMD_VECTOR_FUNCTIONS_H__
#define __PTXAMD_VECTOR_FUNCTIONS_H__
#pragma clang system_header
#include <hip/hip_vector_types.h>
#endif
