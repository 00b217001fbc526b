#!/bin/sh
# Builds each acceptance program with NVIDIA's nvcc and runs it on the
# GPU; the outputs become ccwrap/testdata/nvcc/expected/.
set -x
cd "$(dirname "$0")"
mkdir -p "$OUT/res"
nvcc --version > "$OUT/res/nvcc-version.txt" 2>&1
nvidia-smi -L >> "$OUT/res/nvcc-version.txt" 2>&1
for f in ${PROGRAMS:-gemm_int4 block_reduce cg_reduce half_bf16 wmma_gemm intrinsics grid_sync wmma_shapes}; do
  nvcc -arch=sm_90 -O3 -std=c++17 -o "/tmp/$f" "$f.cu" > "$OUT/res/$f.build.txt" 2>&1 || continue
  "/tmp/$f" > "$OUT/res/$f.txt" 2> "$OUT/res/$f.err.txt"
  echo "$f rc=$?" >> "$OUT/res/status.txt"
done
cd "$OUT" && tar czf res.tgz res && rm -r res
