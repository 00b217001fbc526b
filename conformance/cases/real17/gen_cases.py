#!/usr/bin/env python3
"""Builds conformance/cases/real17: the CUDA C++ sources of real2, real3,
real4, real6, real7, real12, real13 and real14 compiled by nvcc -ptx with
-G (device debug: no optimisation, every variable in local memory, calls
not inlined, line and variable information), as users build them while
debugging, for the target their family built them for (sm_80; sm_90a for
the Hopper-only sources), with each source family's inputs, launches and
comparisons. Sources that their family already builds with -G (real2's
calls, intops and stencil, real4's calls4 and fmulscale, real6's user6)
are left to it.

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real17/<case>/
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
realgen.flag_variants(HERE, FAMILIES, "-G", ".G", "_G", NVCC, CASES, ORIGIN)
adjust = realgen.adjust_from(ORIGIN, "real17")


if __name__ == "__main__":
    realgen.run(realgen.Family("real17", HERE, NVCC, CASES, {}, {}, adjust))
