#pragma once
extern __device__ unsigned mix_rounds;
__device__ unsigned mix(unsigned x, unsigned lane);
