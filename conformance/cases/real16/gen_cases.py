"""Builds conformance/cases/real16: the CUDA C++ sources of real2, real3,
real4, real6, real7, real12, real13 and real14, compiled by nvcc -ptx for
sm_75 (Turing, the oldest target CUDA 13 compiles for) instead of sm_80,
and the cc 80 Triton kernels of real2, real3 and real5 compiled for cc 75
(their fp8 kernels also for cc 89, Ada's fp8 mma.sync; triton_kernels.py
here loads theirs), with each source family's inputs,
launches and comparisons. What changes is the PTX: without sm_80's
instructions nvcc writes bf16 arithmetic and conversions as f32 and
integer code, warp reductions as shuffles, cuda::barrier with atomics, and
Triton's dots use Turing's m16n8k8 mma.sync. A source that uses sm_80
instructions (__reduce_*_sync, bf16 conversions or wmma fragments, inline
PTX of sm_80) fails to compile, or its PTX fails to load on the recording
GPU; its cases are left out (the build log says which).

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real16/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases.

Python's standard library only."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
import realgen  # noqa: E402

FAMILIES = ["real2", "real3", "real4", "real5", "real6", "real7", "real12", "real13", "real14"]
ARCH, SFX = "sm_75", "_sm75"
TRITON_CC = 75
# Triton's fp8 kernels also for cc 89 (Ada), the first target with fp8
# mma.sync (m16n8k32 .e4m3/.e5m2) and fp8 conversions in hardware.
FP8_CC = 89
FP8_SPECS = {"fp8_e5_roundtrip", "fp8_e4_roundtrip", "dot_fp8", "fp8e5_mm", "fp8mix_mm", "casts_all", "inline_asm_fp8"}

NVCC = {}
CASES = {}
TRI = {}  # Triton cases of real2, real3 and real5: cc 80's for cc 75, the fp8 ones for cc 89 (triton_kernels.py here)
TRI_FILES = {}
ORIGIN = {}  # case name here: (source family's module, its case name)

for fam in FAMILIES:
    m = realgen.load_family(HERE, fam)
    # The plain sm_80 builds only: -G, -O0 and fast-math variants are covered there.
    realgen.rebuild_nvcc(m, fam, lambda tag, arch, flags: arch == "sm_80" and not flags, lambda arch: ARCH, lambda flags: [],
                         lambda tag: tag.replace("sm80", "sm75"), SFX, f"built for {ARCH}", NVCC, CASES, ORIGIN)
    tri = getattr(m, "TRI", {})
    for name, t in tri.items():
        base = name.rsplit("_sm", 1)[0]
        ccs = []
        if t["cc"] == 80:
            ccs.append(TRITON_CC)
        if t["spec"] in FP8_SPECS and (t["cc"] == 80 or base + "_sm80" not in tri):
            ccs.append(FP8_CC)  # from the cc 80 case, or the cc 90 one where there is none
        for cc in ccs:
            new = f"{base}_sm{cc}"
            assert new not in TRI, name
            d = dict(t)
            d["spec"], d["cc"] = f"{fam}.{t['spec']}", cc
            d["notes"] = f"{fam}/{name} compiled for cc {cc}. " + t["notes"]
            TRI[new] = d
            ORIGIN[new] = (m, name)
    for spec, make in getattr(m, "TRI_FILES", {}).items():
        TRI_FILES[f"{fam}.{spec}"] = make

adjust = realgen.adjust_from(ORIGIN, "real16")


if __name__ == "__main__":
    realgen.run(realgen.Family("real16", HERE, NVCC, CASES, TRI, TRI_FILES, adjust, tri_deadline=300, tri_workers=14))
