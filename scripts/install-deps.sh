#!/usr/bin/env bash
# Installs what ptxamd needs on Debian 12, by package name. Idempotent: when
# everything is present it only checks and returns.
#   LLVM 19 + lld 19: llc/ld.lld builder, opt verification in tests
#   LLVM 15: checks that emitted IR reads under the oldest LLVM we support
#   libamd-comgr2: the comgr builder (ROCm 5.2)
#   libamdhip64-5: the HIP runtime (used when an AMD GPU is present)
#   rocm-device-libs: device libraries for comgr and for `ptxamd cc`
#   clang-19, libamdhip64-dev: `ptxamd cc` (HIP C++ with inline PTX)
#   make, cmake: the build examples that the tests build
set -euo pipefail

packages=(llvm-19 lld-19 llvm-15 libamd-comgr2 libamdhip64-5 rocm-device-libs clang-19 libamdhip64-dev make cmake)

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
