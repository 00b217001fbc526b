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

NVCC = {}
CASES = {}
ORIGIN = {}  # case name here: (source family's module, its case name)
realgen.flag_variants(HERE, FAMILIES, "--use_fast_math", ".fast", "_fast", NVCC, CASES, ORIGIN)
adjust = realgen.adjust_from(ORIGIN, "real18")


if __name__ == "__main__":
    realgen.run(realgen.Family("real18", HERE, NVCC, CASES, {}, {}, adjust))
