#!/usr/bin/env python3
"""Writes the case conformance/cases/float/nan_f64_slot_order: which NaN an
f64 add, sub, mul, fma, min and max returns on the H100 when two register
operands are NaN. ptxas orders the two sources of such an instruction
itself, by when their values are made, and the unit returns the NaN of its
second source; so the NaN that comes out is the one computed last, not a
fixed PTX operand. Each variant v of thread t reads X[t*NV+v], Y[t*NV+v]
and the constants K = {1.0, 0.0} (from memory, so that ptxas cannot fold
the chains), and writes out[t*NV+v].

    python3 gen_slot_probe.py DIR     # writes DIR/case.ptx, case.json, in*.bin"""
import json
import os
import struct
import sys

OPS = {"add": "add.rn.f64", "sub": "sub.rn.f64", "mul": "mul.rn.f64", "fma": "fma.rn.f64", "max": "max.f64",
       "min": "min.f64"}
variants = []  # (name, body lines using %x %y, op, a, b)


def emit(op, a, b, d):
    if op == "fma":
        return f"\tfma.rn.f64 {d}, {a}, {b}, %one;"
    return f"\t{OPS[op]} {d}, {a}, {b};"


def chain(r, n, tag):
    """n dependent fma(r, 1, 0): the value unchanged (a NaN quietened), made n steps later."""
    out, cur = [], r
    for i in range(n):
        nxt = f"%{tag}{i}"
        out.append(f"\tfma.rn.f64 {nxt}, {cur}, %one, %zero;")
        cur = nxt
    return out, cur


lines_per = []
names = []
for op in OPS:
    # load order against operand order
    for xfirst in (1, 0):
        for xa in (1, 0):
            ld = ["LX", "LY"] if xfirst else ["LY", "LX"]
            a, b = ("%x", "%y") if xa else ("%y", "%x")
            names.append(f"{op}_{'x' if xfirst else 'y'}first_{'xy' if xa else 'yx'}")
            lines_per.append((ld, [emit(op, a, b, "%d")]))
for op in ("add", "sub", "mul", "fma", "max"):
    # x made 3 steps after its load, y loaded after those steps in the PTX
    c, cx = chain("%x", 3, "cx")
    names.append(f"{op}_xdeep_yloadedlater")
    lines_per.append((["LX"], c + ["LY", emit(op, cx, "%y", "%d")]))
    names.append(f"{op}_yloadedlater_xdeep_swapped")
    lines_per.append((["LX"], c + ["LY", emit(op, "%y", cx, "%d")]))
    # x one step deep, y two steps deep
    c1, c1x = chain("%x", 1, "cx")
    c2, c2y = chain("%y", 2, "cy")
    names.append(f"{op}_x1_y2")
    lines_per.append((["LX", "LY"], c1 + c2 + [emit(op, c1x, c2y, "%d")]))
    names.append(f"{op}_y2_x1_defsfirst")
    lines_per.append((["LY", "LX"], c2 + c1 + [emit(op, c2y, c1x, "%d")]))
# a value made in a branch (a phi) against a load after the join
for op in ("add", "mul"):
    names.append(f"{op}_phi_deep_vs_load_after_join")
    c, cx = chain("%x", 4, "cx")
    lines_per.append((["LX"], ["\tsetp.eq.u32 %p, %tx, 77;", "\tmov.f64 %m, %x;", "\t@%p bra SKIP_{v};"] + c +
                      ["\tmov.f64 %m, " + cx + ";", "SKIP_{v}:", "LY", emit(op, "%m", "%y", "%d")]))
NV = len(names)

body = []
for v, (pre, rest) in enumerate(lines_per):
    body.append(f"\t// v{v} {names[v]}")
    for ln in pre + rest:
        if ln == "LX":
            body.append(f"\tld.global.f64 %x, [%px+{8 * v}];")
        elif ln == "LY":
            body.append(f"\tld.global.f64 %y, [%py+{8 * v}];")
        else:
            body.append(ln.replace("{v}", str(v)))
    body.append(f"\tst.global.f64 [%po+{8 * v}], %d;")

ptx = "\n".join([
    "//", "// nan_f64_slot_order: written by conformance/lab/nanf64/gen_slot_probe.py", "//",
    ".version 8.0", ".target sm_90", ".address_size 64", "",
    ".visible .entry nan_f64_slot_order(.param .u64 px_, .param .u64 py_, .param .u64 pk_, .param .u64 po_)", "{",
    "\t.reg .pred %p;", "\t.reg .b32 %tx;", "\t.reg .b64 %px, %py, %pk, %po, %off;",
    "\t.reg .f64 %x, %y, %d, %m, %one, %zero, %cx<4>, %cy<4>;",
    "\tmov.u32 %tx, %tid.x;", "\tmul.wide.u32 %off, %tx, " + str(8 * NV) + ";",
    "\tld.param.u64 %px, [px_];", "\tld.param.u64 %py, [py_];", "\tld.param.u64 %pk, [pk_];", "\tld.param.u64 %po, [po_];",
    "\tcvta.to.global.u64 %px, %px;", "\tcvta.to.global.u64 %py, %py;", "\tcvta.to.global.u64 %pk, %pk;",
    "\tcvta.to.global.u64 %po, %po;",
    "\tadd.s64 %px, %px, %off;", "\tadd.s64 %py, %py, %off;", "\tadd.s64 %po, %po, %off;",
    "\tld.global.f64 %one, [%pk];", "\tld.global.f64 %zero, [%pk+8];"] + body + ["\tret;", "}", ""])

# thread t's pair of NaNs (and one pair with a number, one with an infinity)
PAIRS = [(0x7ff8000000000001, 0xfff8000000000002), (0xfff8000000000003, 0x7ff8000000000004),
         (0x7ff0000000000005, 0x7ff8000000000006), (0x7ff8000000000007, 0xfff0000000000008),
         (0x7ff4000000000000, 0xfffc000000000000), (0x7ff8000000000009, 0x4000000000000000),
         (0xbff0000000000000, 0xfff800000000000a), (0x7ff0000000000000, 0xfff0000000000000)]
T = len(PAIRS)
X = [p[0] for p in PAIRS for _ in range(NV)]
Y = [p[1] for p in PAIRS for _ in range(NV)]
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
open(os.path.join(out, "case.ptx"), "w").write(ptx)
open(os.path.join(out, "in0.bin"), "wb").write(struct.pack(f"<{len(X)}Q", *X))
open(os.path.join(out, "in1.bin"), "wb").write(struct.pack(f"<{len(Y)}Q", *Y))
case = {
    "kernel": "nan_f64_slot_order", "grid": [1, 1, 1], "block": [T, 1, 1],
    "args": [f"buf:b64:{len(X)}:file:in0.bin", f"buf:b64:{len(Y)}:file:in1.bin", "buf:f64:2:values:1,0",
             f"buf:b64:{T * NV}:zero"],
    "compare": {"3": {"mode": "exact"}},
    "modes": ["wave32", "paired", "single", "native64"], "family": "float",
    "notes": "Which NaN f64 add/sub/mul/fma/min/max return when both register operands are NaN: ptxas puts the "
             "value made last in the instruction's second source, whose NaN the unit returns, whatever the PTX "
             "operand order or register names (lab: conformance/lab/nanf64). Thread t uses NaN pair t (the last "
             "three: a NaN and a number, a number and a NaN, two infinities); output word t*" + str(NV) +
             "+v is variant v: " + ", ".join(f"v{i} {n}" for i, n in enumerate(names)) + ".",
}
json.dump(case, open(os.path.join(out, "case.json"), "w"), indent=2)
open(os.path.join(out, "case.json"), "a").write("\n")
print(NV, "variants,", T, "threads")
