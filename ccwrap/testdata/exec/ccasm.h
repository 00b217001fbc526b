// The convention shared by the nvcc recorder (record.cu) and ccwrap's
// emulator tests: every CASE kernel holds one asm statement whose
// register input k is the bits of IN(k), whose output k starts as the
// bits of IN(4+k) and ends in OUT(k). Kernels named f32_* and f64_* get
// float inputs (see gen in record.cu and exec_test.go).
#pragma once
#ifndef __NVCC__
#include <hip/hip_runtime.h>
#endif
typedef unsigned long long u64;
#define CASE(name) extern "C" __global__ void name(const u64 *in, u64 *out)
#define IN(i) in[threadIdx.x * 8 + (i)]
#define OUT(k) out[threadIdx.x * 4 + (k)]
#ifndef __PTXAMD_WARP_SIZE__
#define __PTXAMD_WARP_SIZE__ 32
#endif
