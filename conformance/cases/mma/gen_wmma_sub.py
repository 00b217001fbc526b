#!/usr/bin/env python3
"""Writes the mma family's wmma_sub_* cases: the sub-byte wmma forms
(m8n8k32 .s4/.u4, m8n8k128 .b1 with .xor.popc or .and.popc), as CUDA's
nvcuda::wmma::experimental API emits them. Each warp loads A (.row), B
(.col) and C from random memory, stores the three fragments' registers
raw (word (32*w + l)*regs + r), runs the mma and stores D row-major. Two
warps, each at its own offset. Run from this directory; record on an
NVIDIA GPU (recordtool) afterwards."""
import json, os

WARPS = 2
# name, shape, element type, element bits, mma modifiers (before .sync), satfinite
FORMS = [
    ("m8n8k32_s4", "m8n8k32", "s4", 4, "", False),
    ("m8n8k32_u4_satfinite", "m8n8k32", "u4", 4, "", True),
    ("m8n8k128_b1_xor", "m8n8k128", "b1", 1, ".xor.popc", False),
    ("m8n8k128_b1_and", "m8n8k128", "b1", 1, ".and.popc", False),
]


def kernel(name, shape, t, bits, bop, sat):
    k = int(shape.split("k")[1])
    ld = 2 * k  # elements: a row (A) or column (B) of k, padded to twice that
    mat = 8 * ld * bits // 8  # bytes of one A or B
    lines = [
        ".version 7.8",
        ".target sm_80",
        ".address_size 64",
        "",
        f".visible .entry wmma_sub_{name}(.param .u64 pa, .param .u64 pb, .param .u64 pc, "
        ".param .u64 ra, .param .u64 rb, .param .u64 rc, .param .u64 pd)",
        "{",
        "\t.reg .b32 %r<16>;",
        "\t.reg .b64 %rd<24>;",
        "\t.reg .b32 %a<1>;",
        "\t.reg .b32 %b<1>;",
        "\t.reg .b32 %c<2>;",
        "\t.reg .b32 %d<2>;",
    ]
    for i, n in enumerate(("pa", "pb", "pc", "ra", "rb", "rc", "pd")):
        lines.append(f"\tld.param.u64 %rd{i + 1}, [{n}];")
    lines += [
        "\tmov.u32 %r1, %tid.x;",
        "\tshr.u32 %r2, %r1, 5;",
        f"\tmul.wide.u32 %rd8, %r2, {mat};",
        "\tmul.wide.u32 %rd9, %r2, 1024;",  # C and D: 8 rows of 16 s32 (stride 16) per warp, 512 bytes, padded
        "\tadd.s64 %rd10, %rd1, %rd8;",
        "\tadd.s64 %rd11, %rd2, %rd8;",
        "\tadd.s64 %rd12, %rd3, %rd9;",
        f"\twmma.load.a.sync.aligned.row.{shape}.global.{t} {{%a0}}, [%rd10], {ld};",
        f"\twmma.load.b.sync.aligned.col.{shape}.global.{t} {{%b0}}, [%rd11], {ld};",
        f"\twmma.load.c.sync.aligned.row.{shape}.global.s32 {{%c0, %c1}}, [%rd12], 16;",
        "\tmul.wide.u32 %rd13, %r1, 4;",
        "\tadd.s64 %rd14, %rd4, %rd13;",
        "\tst.global.b32 [%rd14], %a0;",
        "\tadd.s64 %rd14, %rd5, %rd13;",
        "\tst.global.b32 [%rd14], %b0;",
        "\tmul.wide.u32 %rd13, %r1, 8;",
        "\tadd.s64 %rd14, %rd6, %rd13;",
        "\tst.global.b32 [%rd14], %c0;",
        "\tst.global.b32 [%rd14+4], %c1;",
        f"\twmma.mma{bop}.sync.aligned.row.col.{shape}.s32.{t}.{t}.s32{'.satfinite' if sat else ''} "
        "{%d0, %d1}, {%a0}, {%b0}, {%c0, %c1};",
        "\tadd.s64 %rd15, %rd7, %rd9;",
        f"\twmma.store.d.sync.aligned.row.{shape}.global.s32 [%rd15], {{%d0, %d1}}, 16;",
        "\tret;",
        "}",
        "",
    ]
    return "\n".join(lines), mat


def main():
    seed = 4300
    for name, shape, t, bits, bop, sat in FORMS:
        src, mat = kernel(name, shape, t, bits, bop, sat)
        d = f"wmma_sub_{name}"
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "case.ptx"), "w") as f:
            f.write(src)
        n = 32 * WARPS
        case = {
            "kernel": d,
            "grid": [1, 1, 1],
            "block": [n, 1, 1],
            "args": [f"buf:u32:{WARPS * mat // 4}:random:{seed}", f"buf:u32:{WARPS * mat // 4}:random:{seed + 1}",
                     f"buf:s32:{WARPS * 256}:random:{seed + 2}",
                     f"buf:u32:{n}:zero", f"buf:u32:{n}:zero", f"buf:u32:{2 * n}:zero",
                     f"buf:s32:{WARPS * 256}:fill:-559038737"],
            "compare": {str(i): {"mode": "exact"} for i in range(3, 7)},
            "modes": ["wave32", "paired", "single"],
            "family": "mma",
            "notes": f"wmma {shape} .{t}{bop}{' .satfinite' if sat else ''} (nvcuda::wmma::experimental's "
                     "sub-byte forms), two warps: A .row, B .col and C loaded from random memory, their "
                     "registers stored raw, D stored row-major (gen_wmma_sub.py). The H100's words are the "
                     "fragment layouts and the sums.",
        }
        seed += 3
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(case, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()
