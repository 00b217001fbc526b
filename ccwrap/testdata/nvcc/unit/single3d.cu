// Warp mode single with a three-dimensional block whose PTX warps span
// rows and planes: thread indices, block sizes, warp intrinsics, inline
// PTX (%laneid, %tid, %ntid, shfl.sync) and shared memory across warps. Run by
// TestSingleModeBlock3D in single mode and in paired mode: the outputs
// must be the same.
__global__ void block3d(unsigned *out) {
  unsigned n = blockDim.x * blockDim.y * blockDim.z;
  unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned v = (threadIdx.x << 16) | (threadIdx.y << 8) | threadIdx.z;
  unsigned s = __shfl_xor_sync(0xffffffffu, v, 5);
  unsigned b = __ballot_sync(0xffffffffu, threadIdx.y & 1);
  unsigned lane, up, tx, ty, tz, nx, ny, nz;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("mov.u32 %0, %%tid.x;\n\tmov.u32 %1, %%tid.y;\n\tmov.u32 %2, %%tid.z;" : "=r"(tx), "=r"(ty), "=r"(tz));
  asm("{\n\t.reg .u32 t;\n\tmov.u32 t, %%ntid.x;\n\tmov.u32 %0, t;\n\tmov.u32 %1, %%ntid.y;\n\tmov.u32 %2, %%ntid.z;\n\t}"
      : "=r"(nx), "=r"(ny), "=r"(nz));
  asm("shfl.sync.up.b32 %0, %1, 3, 0, 0xffffffff;" : "=r"(up) : "r"(v));
  __shared__ unsigned sh[512];
  sh[t] = v;
  __syncthreads();
  unsigned other = sh[(t + 37) % n];
  unsigned *o = out + (blockIdx.x * n + t) * 9;
  o[0] = v;
  o[1] = s;
  o[2] = b;
  o[3] = lane;
  o[4] = up;
  o[5] = other;
  o[6] = blockDim.x | blockDim.y << 8 | blockDim.z << 16 | (unsigned)warpSize << 24;
  o[7] = tx | ty << 8 | tz << 16;
  o[8] = nx | ny << 8 | nz << 16;
}
