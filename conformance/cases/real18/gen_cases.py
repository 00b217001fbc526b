#!/usr/bin/env python3
"""Builds conformance/cases/real18: the CUDA C++ sources of real2, real3,
real4, real6, real7, real12, real13 and real14 compiled by nvcc -ptx with
--use_fast_math (approximate division, square root and transcendentals,
flushed denormals, contracted products), as many users build them for
speed, for the target their family built them for (sm_80; sm_90a for the
Hopper-only sources), with each source family's inputs, launches and
comparisons. Sources that their family already builds with
--use_fast_math (real2's contract2 and fftmath, real4's flash_attn and
fmulscale, real6's user6, real12's num12) are left to it.

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real18/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases.

Python's standard library only."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
import realgen  # noqa: E402

FAMILIES = ["real2", "real3", "real4", "real6", "real7", "real12", "real13", "real14"]
FAST = "--use_fast_math"

NVCC = {}
CASES = {}
ORIGIN = {}  # case name here: (source family's module, its case name)

for fam in FAMILIES:
    m = realgen.load_family(HERE, fam)
    builds = getattr(m, "NVCC", {}).values()
    fast = {src for src, arch, flags in builds if FAST in flags}
    has80 = {src for src, arch, flags in builds if arch == "sm_80"}

    def pick(tag, arch, flags, m=m, fast=fast, has80=has80):
        src = m.NVCC[tag][0]
        if src in fast or not all(f.startswith("-DKSEL=") for f in flags):
            return False
        return arch == "sm_80" or (arch == "sm_90a" and src not in has80)

    realgen.rebuild_nvcc(m, fam, pick, lambda arch: arch, lambda flags: [FAST] + flags, lambda tag: tag + ".fast",
                         "_fast", f"built with {FAST}", NVCC, CASES, ORIGIN)

adjust = realgen.adjust_from(ORIGIN, "real18")


if __name__ == "__main__":
    realgen.run(realgen.Family("real18", HERE, NVCC, CASES, {}, {}, adjust))
