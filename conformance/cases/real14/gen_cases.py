#!/usr/bin/env python3
"""Builds conformance/cases/real14: CUDA C++ (src/heap14.cu) with device-side
malloc, free, new and delete: per-thread scratch arrays, a scene of objects
with virtual functions built with new by one thread of each block, per-thread
linked lists, and an allocation no heap holds. Compiled by nvcc -ptx for
sm_80 and sm_90a.

On the NVIDIA machine (nvcc present):
    python3 gen_cases.py --build OUTROOT     # compiles, writes OUTROOT/real14/<case>/
then record each case folder with recordtool. --dry OUTROOT writes
case.json and the inputs next to a placeholder case.ptx; --only NAME[,NAME]
limits the cases.

Python's standard library only."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lab", "realgen"))
from realgen import *  # noqa: E402,F401,F403 (inputs, parameter checks, the build driver)
import realgen  # noqa: E402

NVCC = {  # build tag: (source, arch, extra flags)
    "heap.sm80": ("heap14.cu", "sm_80", []),
    "heap.sm90a": ("heap14.cu", "sm_90a", []),
}

CASES = {}


def case(name, build, kernel, grid, block, args, compare, modes=ALL4, notes="", files=None):
    add_case(CASES, name, build, kernel, grid, block, args, compare, modes, notes, files=files)


rng = random.Random(1400)
ints = [rng.randint(-1000, 1000) for _ in range(1000)]
params = [rng.uniform(0.0, 2.0) for _ in range(64)]

for sfx, b in (("", "heap.sm80"), ("_sm90a", "heap.sm90a")):
    case("scratch_arrays" + sfx, b, "scratch_arrays", [8, 1, 1], [128, 1, 1],
         ["buf:s32:1000:file:in.bin", "buf:s32:3000:zero", "s32:1000"], exact(1), files={"in.bin": pack("i", ints)},
         notes="Per-thread malloc of 1-13 ints and of 3 doubles, filled, combined and freed; the int array's "
         "address modulo 16 (malloc's alignment).")
    case("scene_objects" + sfx, b, "scene_objects", [6, 1, 1], [96, 1, 1],
         ["buf:f32:64:file:p.bin", "buf:f32:1152:zero", "buf:s32:576:zero"], exact(1, 2),
         files={"p.bin": f32bytes(params)},
         notes="One thread per block builds a scene with new (an array of base pointers and 5-8 Circle, Rect "
         "and Square objects with virtual area/perimeter/kind and a virtual destructor), the block's threads "
         "call through it, and the thread deletes it all (delete and delete[]).")
    case("linked_lists" + sfx, b, "linked_lists", [8, 1, 1], [128, 1, 1],
         ["buf:s32:1000:file:in.bin", "buf:s32:2000:zero", "s32:1000"], exact(1), files={"in.bin": pack("i", ints)},
         notes="Per-thread linked lists of 2-9 nodes made with new, reversed in place, summed with position "
         "weights and deleted node by node.")
    case("huge_alloc" + sfx, b, "huge_alloc", [1, 1, 1], [64, 1, 1], ["buf:s32:64:zero"], exact(0),
         notes="malloc of 1 TiB returns NULL on every thread; free of it and free(nullptr) do nothing.")


def adjust(name, j):
    pass


if __name__ == "__main__":
    realgen.run(realgen.Family("real14", HERE, NVCC, CASES, {}, {}, adjust))
