#!/usr/bin/env python3
"""Writes the mma family's raw_* cases: one mma.sync per warp whose
fragment registers are loaded and stored raw, register r of lane l of
global warp w at word (32*w + l)*regs + r of its buffer. The recording then
pins the instruction's per-lane semantics (fragment layouts and
arithmetic) without any assumption about them in the kernel. Inputs are
random words; C is random s32. Run from this directory; record the cases
on an NVIDIA GPU (recordtool) afterwards."""
import json, os

# name, shape, A type, B type, A regs, B regs, modifiers (after .row.col)
FORMS = [
    ("m8n8k16_s8_s8", "m8n8k16", "s8", "s8", 1, 1, ""),
    ("m8n8k16_u8_s8", "m8n8k16", "u8", "s8", 1, 1, ""),
    ("m8n8k16_s8_u8_sat", "m8n8k16", "s8", "u8", 1, 1, "satfinite"),
    ("m8n8k16_u8_u8", "m8n8k16", "u8", "u8", 1, 1, ""),
    ("m8n8k32_s4_s4", "m8n8k32", "s4", "s4", 1, 1, ""),
    ("m8n8k32_u4_s4_sat", "m8n8k32", "u4", "s4", 1, 1, "satfinite"),
    ("m8n8k32_u4_u4", "m8n8k32", "u4", "u4", 1, 1, ""),
    ("m8n8k128_b1_xor", "m8n8k128", "b1", "b1", 1, 1, "xor.popc"),
    ("m8n8k128_b1_and", "m8n8k128", "b1", "b1", 1, 1, "and.popc"),
    ("m16n8k64_s4_s4", "m16n8k64", "s4", "s4", 4, 2, ""),
    ("m16n8k64_u4_s4", "m16n8k64", "u4", "s4", 4, 2, ""),
    ("m16n8k64_s4_u4_sat", "m16n8k64", "s4", "u4", 4, 2, "satfinite"),
    ("m16n8k64_u4_u4", "m16n8k64", "u4", "u4", 4, 2, ""),
    ("m16n8k128_b1_xor", "m16n8k128", "b1", "b1", 2, 1, "xor.popc"),
    ("m16n8k128_b1_and", "m16n8k128", "b1", "b1", 2, 1, "and.popc"),
    # Shapes supported before, as raw-register references.
    ("m16n8k32_s4_u4", "m16n8k32", "s4", "u4", 2, 1, ""),
    ("m16n8k256_b1_and", "m16n8k256", "b1", "b1", 4, 2, "and.popc"),
]

WARPS = 4  # grid 2 x block 64


def vec(prefix, n):
    return "{" + ", ".join(f"%{prefix}{i}" for i in range(n)) + "}"


def kernel(name, shape, at, bt, ar, br, mods):
    dr = 2 if shape.startswith("m8n8") else 4
    sat = ".satfinite" if "satfinite" in mods else ""
    bop = "." + mods if mods.endswith("popc") else ""
    if at == "b1":
        # .b1: mma.sync.aligned.shape.row.col.s32.b1.b1.s32.bitOp.popc
        op = f"mma.sync.aligned.{shape}.row.col.s32.b1.b1.s32{bop}"
    else:
        op = f"mma.sync.aligned.{shape}.row.col{sat}.s32.{at}.{bt}.s32"
    lines = [
        ".version 7.8",
        ".target sm_80",
        ".address_size 64",
        "",
        f"// {op}: one per warp, every fragment register loaded and stored raw",
        f"// (word (32*warp + lane)*regs + r of each buffer).",
        f".visible .entry raw_{name}(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)",
        "{",
        "\t.reg .b32 %r<8>;",
        "\t.reg .b64 %rd<16>;",
        f"\t.reg .b32 %a<{ar}>;",
        f"\t.reg .b32 %b<{br}>;",
        f"\t.reg .b32 %c<{dr}>;",
        f"\t.reg .b32 %d<{dr}>;",
        "\tld.param.u64 %rd1, [pa];",
        "\tld.param.u64 %rd2, [pb];",
        "\tld.param.u64 %rd3, [pc];",
        "\tld.param.u64 %rd4, [pd];",
        "\tmov.u32 %r1, %tid.x;",
        "\tmov.u32 %r2, %ctaid.x;",
        "\tmov.u32 %r3, %ntid.x;",
        "\tmad.lo.s32 %r4, %r2, %r3, %r1;",
    ]
    for reg, n, rd in (("a", ar, "%rd1"), ("b", br, "%rd2"), ("c", dr, "%rd3")):
        lines.append(f"\tmul.wide.u32 %rd5, %r4, {4 * n};")
        lines.append(f"\tadd.s64 %rd6, {rd}, %rd5;")
        for i in range(n):
            lines.append(f"\tld.global.b32 %{reg}{i}, [%rd6+{4 * i}];")
    lines.append(f"\t{op} {vec('d', dr)}, {vec('a', ar)}, {vec('b', br)}, {vec('c', dr)};")
    lines.append(f"\tmul.wide.u32 %rd5, %r4, {4 * dr};")
    lines.append("\tadd.s64 %rd6, %rd4, %rd5;")
    for i in range(dr):
        lines.append(f"\tst.global.b32 [%rd6+{4 * i}], %d{i};")
    lines += ["\tret;", "}", ""]
    return "\n".join(lines), dr


def main():
    seed = 4100
    for name, shape, at, bt, ar, br, mods in FORMS:
        src, dr = kernel(name, shape, at, bt, ar, br, mods)
        d = f"raw_{name}"
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "case.ptx"), "w") as f:
            f.write(src)
        n = 32 * WARPS
        case = {
            "kernel": d,
            "grid": [2, 1, 1],
            "block": [64, 1, 1],
            "args": [f"buf:u32:{n * ar}:random:{seed}", f"buf:u32:{n * br}:random:{seed + 1}",
                     f"buf:s32:{n * dr}:random:{seed + 2}", f"buf:s32:{n * dr}:zero"],
            "compare": {"3": {"mode": "exact", "type": "s32"}},
            "modes": ["wave32", "paired", "single"],
            "family": "mma",
            "notes": f"mma.sync {shape} .{at} x .{bt} -> .s32" + (f" .{mods}" if mods else "") +
                     ", one per warp (4 warps), fragment registers loaded and stored raw per lane "
                     "(gen_raw_shapes.py): random words in, random s32 C; the H100's D pins the form's "
                     "fragment layouts and its sums (exact, wrapping or saturating).",
        }
        seed += 3
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(case, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()
