#!/usr/bin/env python3
"""Writes the mma family's raw_sp_* cases: one mma.sp per warp (2:4
sparse A) with every fragment register and the metadata register loaded
raw per lane (word (32*warp + lane)*regs + r of each buffer) and D stored
the same way, so the recording pins the form's layouts, its metadata
placement and its arithmetic. A, B and C are random f16/bf16/f32 values
(finite, mixed magnitudes); every metadata word is made of valid nibbles
(two different indices per chunk of four, in increasing order) and is
written to meta.bin in the case directory. Run from this directory."""
import json, os, random, struct

# name, shape, A/B type, C/D type, A regs, B regs, selector, ordered
FORMS = [
    ("m16n8k16_f16_f32_sel0", "m16n8k16", "f16", "f32", 2, 2, 0, False),
    ("m16n8k16_f16_f32_sel3", "m16n8k16", "f16", "f32", 2, 2, 3, False),
    ("m16n8k16_bf16_f32_sel1", "m16n8k16", "bf16", "f32", 2, 2, 1, True),
    ("m16n8k16_f16_f16_sel2", "m16n8k16", "f16", "f16", 2, 2, 2, True),
    ("m16n8k32_f16_f32_sel0", "m16n8k32", "f16", "f32", 4, 4, 0, False),
    ("m16n8k32_f16_f32_sel1", "m16n8k32", "f16", "f32", 4, 4, 1, True),
    ("m16n8k32_bf16_f32_sel0", "m16n8k32", "bf16", "f32", 4, 4, 0, True),
    ("m16n8k32_f16_f16_sel1", "m16n8k32", "f16", "f16", 4, 4, 1, False),
]

WARPS = 4  # grid 2 x block 64
NIBBLES = [i | j << 2 for i in range(4) for j in range(4) if i < j]


def vec(prefix, n):
    return "{" + ", ".join(f"%{prefix}{i}" for i in range(n)) + "}"


def kernel(name, shape, ab, cd, ar, br, sel, ordered):
    dr = 2 if cd == "f16" else 4
    sp = "sp::ordered_metadata" if ordered else "sp"
    op = f"mma.{sp}.sync.aligned.{shape}.row.col.{cd}.{ab}.{ab}.{cd}"
    lines = [
        ".version 8.5",
        ".target sm_80",
        ".address_size 64",
        "",
        f"// {op}, sparsity selector {sel}: one per warp, every fragment register",
        "// and the metadata loaded and stored raw (word (32*warp + lane)*regs + r).",
        f".visible .entry raw_sp_{name}(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pe, .param .u64 pd)",
        "{",
        "\t.reg .b32 %r<8>;",
        "\t.reg .b64 %rd<16>;",
        f"\t.reg .b32 %a<{ar}>;",
        f"\t.reg .b32 %b<{br}>;",
        f"\t.reg .b32 %c<{dr}>;",
        f"\t.reg .b32 %d<{dr}>;",
        "\t.reg .b32 %e;",
        "\tld.param.u64 %rd1, [pa];",
        "\tld.param.u64 %rd2, [pb];",
        "\tld.param.u64 %rd3, [pc];",
        "\tld.param.u64 %rd7, [pe];",
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
    lines.append("\tmul.wide.u32 %rd5, %r4, 4;")
    lines.append("\tadd.s64 %rd6, %rd7, %rd5;")
    lines.append("\tld.global.b32 %e, [%rd6];")
    lines.append(f"\t{op} {vec('d', dr)}, {vec('a', ar)}, {vec('b', br)}, {vec('c', dr)}, %e, {sel};")
    lines.append(f"\tmul.wide.u32 %rd5, %r4, {4 * dr};")
    lines.append("\tadd.s64 %rd6, %rd4, %rd5;")
    for i in range(dr):
        lines.append(f"\tst.global.b32 [%rd6+{4 * i}], %d{i};")
    lines += ["\tret;", "}", ""]
    return "\n".join(lines), dr


def main():
    seed = 5200
    for name, shape, ab, cd, ar, br, sel, ordered in FORMS:
        src, dr = kernel(name, shape, ab, cd, ar, br, sel, ordered)
        d = f"raw_sp_{name}"
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "case.ptx"), "w") as f:
            f.write(src)
        n = 32 * WARPS
        rng = random.Random(seed)
        with open(os.path.join(d, "meta.bin"), "wb") as f:
            for _ in range(n):
                w = 0
                for c in range(8):
                    w |= rng.choice(NIBBLES) << (4 * c)
                f.write(struct.pack("<I", w))
        half = "f16" if ab == "f16" else "bf16"
        case = {
            "kernel": d,
            "grid": [2, 1, 1],
            "block": [64, 1, 1],
            "args": [f"buf:{half}:{2 * n * ar}:random:{seed}", f"buf:{half}:{2 * n * br}:random:{seed + 1}",
                     f"buf:{cd}:{(2 if cd == 'f16' else 1) * n * dr}:random:{seed + 2}",
                     f"buf:u32:{n}:file:meta.bin", f"buf:{cd}:{(2 if cd == 'f16' else 1) * n * dr}:zero"],
            "compare": {"4": {"mode": "exact"}},
            "modes": ["wave32", "paired", "single"],
            "family": "mma",
            "notes": f"{shape} .{'sp::ordered_metadata' if ordered else 'sp'} .{ab} -> .{cd}, sparsity selector {sel}: "
                     "2:4 sparse A, one mma per warp (4 warps), fragment and metadata registers loaded and stored raw "
                     "per lane (gen_raw_sparse.py); random inputs, metadata of valid increasing index pairs (meta.bin).",
        }
        seed += 3
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(case, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()
