#!/usr/bin/env bash
# Installs what ptxamd needs, by package name. Idempotent: when everything is
# present it only checks and returns.
#   LLVM 19 + lld 19: llc/ld.lld builder, opt verification in tests
#   LLVM 15: checks that emitted IR reads under the oldest LLVM we support
#   libamd-comgr2: the comgr builder (ROCm 5.2)
#   libamdhip64-5: the HIP runtime (used when an AMD GPU is present)
#   rocm-device-libs: device libraries for comgr and for `ptxamd cc`
#   clang-19, libamdhip64-dev: `ptxamd cc` (HIP C++ with inline PTX)
#   make, cmake: the build examples that the tests build
#
# On a machine that already has AMD's ROCm (ROCM_PATH, or /opt/rocm with a
# HIP runtime in it: ROCm 6 or 7 from AMD's packages), the distribution's
# ROCm 5 packages are not installed beside it: ptxamd finds ROCm's own HIP
# runtime, comgr and LLVM (see `ptxamd version`), and only the LLVM tools
# the tests use are added when the distribution has them.
set -euo pipefail

rocm_root=""
for r in "${ROCM_PATH:-}" /opt/rocm; do
  if [ -n "$r" ] && ls "$r"/lib/libamdhip64.so.* >/dev/null 2>&1; then
    rocm_root="$r"
    break
  fi
done

if [ -n "$rocm_root" ]; then
  echo "install-deps: using the ROCm installed at $rocm_root; not installing the distribution's ROCm 5 packages"
  packages=(make cmake)
  # The tests' LLVM 19 (opt, llc, ld.lld) and LLVM 15, where the
  # distribution has them (Debian 12, Ubuntu 24.04; Ubuntu 22.04 needs
  # apt.llvm.org): otherwise the tests use ROCm's llvm/bin.
  for p in llvm-19 lld-19 llvm-15 clang-19; do
    if apt-cache show "$p" >/dev/null 2>&1; then
      packages+=("$p")
    else
      echo "install-deps: $p is not in this distribution's archive; ROCm's $rocm_root/llvm/bin stands in"
    fi
  done
else
  packages=(llvm-19 lld-19 llvm-15 libamd-comgr2 libamdhip64-5 rocm-device-libs clang-19 libamdhip64-dev make cmake)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "install-deps: all packages present"
fi

if ! command -v go >/dev/null 2>&1 && [ ! -x /usr/local/go/bin/go ]; then
  echo "install-deps: Go is missing: install Go 1.25 or newer (https://go.dev/dl) and put it on PATH" >&2
  exit 1
fi
