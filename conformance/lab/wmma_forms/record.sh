#!/bin/bash
# Re-records conformance/cases/mma/wmma_* on an NVIDIA GPU (run from the
# repository root; needs nvcc and dist/recordtool, see conformance/README.md
# "Recording"): compiles wmma_forms.cu to PTX with nvcc, gives every case the
# module as case.ptx and records their outputs.
set -e
L=conformance/lab/wmma_forms
nvcc -arch=sm_80 -O3 -std=c++17 -ptx -o /tmp/wmma_forms.ptx $L/wmma_forms.cu
for d in conformance/cases/mma/wmma_*/; do
  grep -q wmma_forms.cu "$d/case.json" && cp /tmp/wmma_forms.ptx "$d/case.ptx"
done
dist/recordtool conformance/cases/mma
