// cuLink* and cuModuleLoadDataEx's logs on a machine without a GPU: the
// translation runs (PTXAMD_ARCH names the target), the loads fail.
#include <cuda.h>
#include <cstdio>
#include <cstring>
#include <cstdlib>

static char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return nullptr;
  fseek(f, 0, SEEK_END); long size = ftell(f); fseek(f, 0, SEEK_SET);
  char *p = (char *)malloc(size + 1);
  *n = fread(p, 1, size, f); p[*n] = 0; fclose(f);
  return p;
}

int main(int argc, char **argv) {
  if (argc != 5) { fprintf(stderr, "usage: culink MAIN.ptx DEFS.ptx BAD.ptx OUT\n"); return 2; }
  char err[4096], info[256];
  CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER,
                         CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
  void *vals[] = {err, (void *)sizeof err, info, (void *)sizeof info};
  CUlinkState st;
  if (cuLinkCreate(4, opts, vals, &st) != CUDA_SUCCESS) return 3;
  if (cuLinkAddFile(st, CU_JIT_INPUT_PTX, argv[1], 0, nullptr, nullptr) != CUDA_SUCCESS) return 4;
  size_t n;
  char *defs = slurp(argv[2], &n);
  if (!defs || cuLinkAddData(st, CU_JIT_INPUT_PTX, defs, n + 1, "defs.ptx", 0, nullptr, nullptr) != CUDA_SUCCESS) return 5;
  void *cubin; size_t size;
  CUresult r = cuLinkComplete(st, &cubin, &size);
  printf("link %d size %zu info %s", (int)r, size, info);
  if (r != CUDA_SUCCESS) { printf("error log: %s\n", err); return 6; }
  FILE *f = fopen(argv[4], "wb");
  fwrite(cubin, 1, size, f); fclose(f);
  CUmodule m;
  printf("load %s\n", cuModuleLoadData(&m, cubin) == CUDA_SUCCESS ? "ok" : "failed");
  cuLinkDestroy(st);
  // A module alone whose externs are missing: the link fails with the log.
  cuLinkCreate(2, opts, vals, &st);
  cuLinkAddFile(st, CU_JIT_INPUT_PTX, argv[1], 0, nullptr, nullptr);
  r = cuLinkComplete(st, &cubin, &size);
  printf("unlinked %d log: %s\n", (int)r, err);
  cuLinkDestroy(st);
  // Broken PTX through cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX, the log.
  char *bad = slurp(argv[3], &n);
  r = cuModuleLoadDataEx(&m, bad, 2, opts, vals);
  printf("bad %d log: %s\n", (int)r, err);
  // Inputs that are not supported.
  cuLinkCreate(2, opts, vals, &st);
  r = cuLinkAddData(st, CU_JIT_INPUT_LIBRARY, defs, n, "libcudadevrt.a", 0, nullptr, nullptr);
  printf("library %d log: %s\n", (int)r, err);
  cuLinkDestroy(st);
  return 0;
}
