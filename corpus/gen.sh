#!/usr/bin/env bash
# Builds the PTX corpus on a machine with the CUDA toolkit (and ideally a GPU,
# Triton, numba-cuda, PyTorch, JAX). Run from anywhere:  bash corpus/gen.sh
# Result: $OUT/corpus.tar.gz (flat *.ptx + PROVENANCE.txt + logs/). Unpack into the
# test data without the logs:
#   tar xzf corpus.tar.gz --exclude=./logs -C frontend/testdata/corpus
#
# Naming of sources in corpus/src:
#   name.cu        lowest arch this nvcc accepts (sm_52; sm_75 when nvcc dropped sm_52), sm_80, sm_90a
#   name.sm80.cu   needs sm_80: built for sm_80 and sm_90a
#   name.sm90a.cu  needs sm_90a: built for sm_90a only
#   name.rdc.cu    built with -rdc=true (separate compilation)
# Output: name.<arch>.ptx, plus name.sm80.lineinfo.ptx / name.sm80.G.ptx variants.
# A failing source never stops the others; failures go to PROVENANCE.txt.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$HERE/src
W=${CORPUS_WORK:-/tmp/ptxcorpus}
OUT=${OUT:-$W/out}
rm -rf "$W"; mkdir -p "$W/ptx" "$W/ptx/logs" "$OUT"
PTX=$W/ptx
LOGS=$PTX/logs
PROV=$PTX/PROVENANCE.txt
export PATH=$PATH:/usr/local/cuda/bin
[ -z "${CUDA_HOME:-}" ] && [ -d /usr/local/cuda ] && export CUDA_HOME=/usr/local/cuda
PY=${PYTHON:-python3}

p() { echo "$*" >> "$PROV"; }
p "# PTX corpus provenance"
p "generated_utc: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
p "host: $(uname -srm)"
p ""
p "## nvidia-smi --query-gpu=name,driver_version --format=csv"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv >> "$PROV" 2>&1 || p "nvidia-smi failed"
p ""
p "## nvcc --version"
nvcc --version >> "$PROV" 2>&1 || p "nvcc missing"
p ""
p "## ptxas --version"
ptxas --version >> "$PROV" 2>&1 || p "ptxas missing"
p ""
p "## other CUDA toolkits on the machine"
ls -d /usr/local/cuda* 2>/dev/null >> "$PROV"
p ""
p "## python"
$PY - >> "$PROV" 2>&1 <<'PYEOF'
import sys, importlib
print("python", sys.version.split()[0], sys.executable)
for m in ("triton", "torch", "numba", "numba_cuda", "llvmlite", "numpy", "jax", "jaxlib"):
    try:
        mod = importlib.import_module(m)
        print(m, getattr(mod, "__version__", "?"))
    except Exception as e:
        print(m, "unavailable:", type(e).__name__, e)
try:
    import importlib.metadata as md
    for d in ("numba-cuda", "nvidia-cuda-nvcc-cu12", "nvidia-cuda-nvcc", "cuda-python"):
        try: print("dist", d, md.version(d))
        except Exception: pass
except Exception:
    pass
PYEOF
p ""

# ---- choose the lowest architecture this nvcc accepts --------------------
BASE=""
for a in 52 75; do
  if nvcc -ptx -arch=sm_$a "$SRC/vadd.cu" -o "$W/probe.ptx" > "$LOGS/probe_sm$a.log" 2>&1; then BASE=$a; break; fi
done
p "## nvcc base arch: sm_${BASE:-none} (sm_52 is tried first; CUDA 13 dropped pre-Turing targets)"
[ "$BASE" = 52 ] || { p "sm_52 probe output:"; sed 's/^/    /' "$LOGS/probe_sm52.log" >> "$PROV"; }
p ""

# ---- job list: out|arch|flags|src ------------------------------------------
JOBS=$W/jobs.txt; : > "$JOBS"
for f in "$SRC"/*.cu; do
  fn=$(basename "$f" .cu); base=${fn%%.*}; flags=""
  case "$fn" in *.rdc*) flags="-rdc=true";; esac
  case "$fn" in
    *.sm90a*) archs="90a";;
    *.sm80*)  archs="80 90a";;
    *)        archs="${BASE:+$BASE }80 90a";;
  esac
  for a in $archs; do echo "$base.sm$a.ptx|sm_$a|$flags|$f" >> "$JOBS"; done
done
for s in vadd reduce_block; do
  echo "$s.sm80.lineinfo.ptx|sm_80|-lineinfo|$SRC/$s.cu" >> "$JOBS"
  echo "$s.sm80.G.ptx|sm_80|-G|$SRC/$s.cu" >> "$JOBS"
done
echo "softmax.sm80.fastmath.ptx|sm_80|-use_fast_math|$SRC/softmax.cu" >> "$JOBS"
echo "mma_ldmatrix.sm90a.lineinfo.ptx|sm_90a|-lineinfo|$SRC/mma_ldmatrix.sm80.cu" >> "$JOBS"

compile_one() {
  IFS='|' read -r out arch flags src <<< "$1"
  log=$LOGS/$out.nvcc.log
  if nvcc -ptx -std=c++17 -arch=$arch $flags "$src" -o "$PTX/$out" > "$log" 2>&1; then
    echo "OK   $out  (nvcc -ptx -std=c++17 -arch=$arch $flags $(basename "$src"))"
  elif nvcc -ptx -std=c++17 --gpu-architecture=compute_${arch#sm_} $flags "$src" -o "$PTX/$out" >> "$log" 2>&1; then
    echo "OK   $out  (nvcc -ptx -std=c++17 --gpu-architecture=compute_${arch#sm_} $flags $(basename "$src"))"
  else
    rm -f "$PTX/$out"; echo "FAIL $out  (nvcc -ptx -std=c++17 -arch=$arch $flags $(basename "$src"))"
  fi
}
export -f compile_one; export PTX LOGS
t0=$(date +%s)
tr '\n' '\0' < "$JOBS" | timeout 120 xargs -0 -P "$(nproc)" -I{} bash -c 'compile_one "$@"' _ {} > "$W/nvcc_results.txt" 2>&1
p "## nvcc results ($(($(date +%s)-t0)) s)"
sort -k2 "$W/nvcc_results.txt" >> "$PROV"
p ""
grep '^FAIL' "$W/nvcc_results.txt" | while read -r _ out _; do
  p "### nvcc failure: $out"; head -25 "$LOGS/$out.nvcc.log" | sed 's/^/    /' >> "$PROV"
done

# ---- Triton, numba-cuda, torch.compile (Inductor), JAX/XLA -----------------
run_py() {  # name timeout script
  local name=$1 to=$2; shift 2
  p "## $name"
  local t=$(date +%s)
  TRITON_CACHE_DIR=$W/cache_$name TORCHINDUCTOR_CACHE_DIR=$W/inductor_$name PYTHONUNBUFFERED=1 \
    timeout "$to" $PY "$@" "$PTX" > "$LOGS/$name.log" 2>&1
  local rc=$?
  grep -E '^(OK|FAIL|SKIP|INFO)' "$LOGS/$name.log" >> "$PROV"
  p "exit status $rc, $(($(date +%s)-t)) s"
  [ $rc -ne 0 ] && { p "last lines of log:"; tail -25 "$LOGS/$name.log" | sed 's/^/    /' >> "$PROV"; }
  p ""
}
run_py triton 110 "$HERE/triton_kernels.py"
run_py numba 40 "$HERE/numba_kernels.py"
run_py inductor 80 "$HERE/inductor_kernels.py"
run_py xla 60 "$HERE/xla_kernels.py"

# ---- ptxas check of every file ------------------------------------------------
p "## ptxas check (ptxas -arch=<the file's .target> [-c for rdc] file.ptx)"
for f in "$PTX"/*.ptx; do
  tgt=$(grep -m1 '^\.target' "$f" | awk '{print $2}' | tr -d ',')
  extra=""; case "$f" in *extern_rdc*) extra="-c";; esac
  if ptxas -arch="$tgt" $extra "$f" -o "$W/check.cubin" > "$LOGS/ptxas_$(basename "$f").log" 2>&1; then
    echo "ptxas-ok   $(basename "$f") ($tgt)"
  else
    echo "ptxas-FAIL $(basename "$f") ($tgt): $(head -3 "$LOGS/ptxas_$(basename "$f").log" | tr '\n' ' ')"
  fi
done >> "$PROV"
p ""
p "## files"
(cd "$PTX" && ls -l *.ptx | awk '{print $5, $9}') >> "$PROV"
p "total bytes: $(cat "$PTX"/*.ptx | wc -c)"

tar -czf "$OUT/corpus.tar.gz" -C "$PTX" .
cp "$PROV" "$OUT/PROVENANCE.txt"
echo "corpus: $(ls "$PTX"/*.ptx | wc -l) ptx files, $(du -sh "$PTX" | cut -f1)"
grep -E 'FAIL|exit status [^0]|base arch' "$PROV" | head -60
