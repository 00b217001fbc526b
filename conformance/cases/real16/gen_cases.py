#!/usr/bin/env python3
"""Builds conformance/cases/real16: the CUDA C++ sources of real2, real4,
real6, real7, real12, real13 and real14, compiled by nvcc -ptx for sm_75
(Turing, the oldest target CUDA 13 compiles for) instead of sm_80, with
each source family's inputs, launches and comparisons. What changes is the
PTX: without sm_80's instructions nvcc writes bf16 arithmetic and
conversions as f32 and integer code, warp reductions as shuffles, fp8 and
narrow conversions in software, and chooses other instructions elsewhere.
A source that uses sm_80 instructions (cp.async, __reduce_*_sync, bf16
mma, inline PTX of sm_80) fails to compile, or its PTX fails to load on
the recording GPU; its cases are left out (the build log says which).

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real16/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases.

Python's standard library only."""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
import realgen  # noqa: E402

FAMILIES = ["real2", "real4", "real6", "real7", "real12", "real13", "real14"]
ARCH, SFX = "sm_75", "_sm75"

NVCC = {}
CASES = {}
ORIGIN = {}  # case name here: (source family's module, its case name)


def load(fam):
    spec = importlib.util.spec_from_file_location("gen_cases_" + fam, os.path.join(HERE, "..", fam, "gen_cases.py"))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


for fam in FAMILIES:
    m = load(fam)
    tags = {}
    for tag, (src, arch, flags) in sorted(m.NVCC.items()):
        if arch != "sm_80" or flags:
            continue  # the plain sm_80 builds only: -G, -O0 and fast-math variants are covered there
        tags[tag] = f"{fam}.{tag}".replace("sm80", "sm75")
        NVCC[tags[tag]] = (f"../../{fam}/src/{src}", ARCH, [])
    for name, c in m.CASES.items():
        if c["build"] not in tags:
            continue
        new = name + SFX
        assert new not in CASES, new
        d = dict(c)
        d["build"] = tags[c["build"]]
        d["notes"] = f"{fam}/{name} built for {ARCH}. " + c["notes"]
        CASES[new] = d
        ORIGIN[new] = (m, name)


def adjust(name, j):
    m, orig = ORIGIN[name]
    if hasattr(m, "adjust"):
        m.adjust(orig, j)
    j["family"] = "real16"


if __name__ == "__main__":
    realgen.run(realgen.Family("real16", HERE, NVCC, CASES, {}, {}, adjust))
