#!/usr/bin/env python3
"""Writes the mma family's raw_f* cases: float mma.sync forms with every
fragment register loaded and stored raw, register r of lane l of global
warp w at word (32*w + l)*regs + r of its buffer (as gen_raw_shapes.py
does for the integer forms). The forms are those PTX ISA 8.7 added for
fp8 (m16n8k16 and .f16 accumulators) and the Volta shape m8n8k4 with
.f16 inputs. A and B are fp8 bytes or f16 halves drawn from finite values
of every magnitude; C is finite values near the products' size. Run from
this directory; record on an NVIDIA GPU (recordtool) afterwards."""
import json, os, random, struct

# name, shape, layouts, D type, A type, B type, C type, A regs, B regs
FORMS = [
    ("m16n8k16_e4m3_f32", "m16n8k16", "row.col", "f32", "e4m3", "e4m3", "f32", 2, 1),
    ("m16n8k16_e5m2_e4m3_f32", "m16n8k16", "row.col", "f32", "e5m2", "e4m3", "f32", 2, 1),
    ("m16n8k16_e4m3_f16", "m16n8k16", "row.col", "f16", "e4m3", "e4m3", "f16", 2, 1),
    ("m16n8k32_e4m3_f16", "m16n8k32", "row.col", "f16", "e4m3", "e4m3", "f16", 4, 2),
    ("m16n8k32_e5m2_f16", "m16n8k32", "row.col", "f16", "e5m2", "e5m2", "f16", 4, 2),
    ("m16n8k32_e4m3_e5m2_f16", "m16n8k32", "row.col", "f16", "e4m3", "e5m2", "f16", 4, 2),
    ("m8n8k4_f16_f32_rowcol", "m8n8k4", "row.col", "f32", "f16", "f16", "f32", 2, 2),
    ("m8n8k4_f16_f32_colrow", "m8n8k4", "col.row", "f32", "f16", "f16", "f32", 2, 2),
    ("m8n8k4_f16_f16_rowrow", "m8n8k4", "row.row", "f16", "f16", "f16", "f16", 2, 2),
    # .f16 accumulators with inputs small enough that no partial sum
    # leaves f16's range (the matrix units accumulate in f32: their results
    # are compared norm-wise, which has no room for the H100's
    # intermediate overflows of the cases above)
    ("m16n8k16_e4m3_f16_small", "m16n8k16", "row.col", "f16", "e4m3", "e4m3", "f16", 2, 1),
    ("m16n8k32_e5m2_f16_small", "m16n8k32", "row.col", "f16", "e5m2", "e5m2", "f16", 4, 2),
]

WARPS = 4  # grid 2 x block 64


def acc_regs(shape, t):
    if shape == "m8n8k4":
        return 8 if t == "f32" else 4
    return 4 if t == "f32" else 2


def fp8_byte(rng, t, small=False):
    """A finite fp8 value's bits, every exponent (NaN and inf excluded), or
    only magnitudes below 8 when small."""
    while True:
        b = rng.randrange(256)
        if t == "e4m3" and (b & 0x7F == 0x7F or small and b >> 3 & 15 > 9):
            continue
        if t == "e5m2" and (b & 0x7C == 0x7C or small and b >> 2 & 31 > 17):
            continue
        return b


def f16_bits(rng, lo, hi):
    """A finite f16 of magnitude 2^lo..2^hi, either sign."""
    e = rng.randrange(lo, hi) + 15
    return rng.randrange(2) << 15 | e << 10 | rng.randrange(1024)


def words(rng, t, n, small=False):
    if t in ("e4m3", "e5m2"):
        return [sum(fp8_byte(rng, t, small) << (8 * i) for i in range(4)) for _ in range(n)]
    if t == "f16":
        return [f16_bits(rng, -6, 4) | f16_bits(rng, -6, 4) << 16 for _ in range(n)]
    # f32 C: magnitudes of 2^-8 .. 2^8
    out = []
    for _ in range(n):
        e = rng.randrange(-8, 8) + 127
        out.append(rng.randrange(2) << 31 | e << 23 | rng.randrange(1 << 23))
    return out


def vec(prefix, n):
    return "{" + ", ".join(f"%{prefix}{i}" for i in range(n)) + "}"


def kernel(name, shape, lay, dt, at, bt, ct, ar, br):
    cr, dr = acc_regs(shape, ct), acc_regs(shape, dt)
    op = f"mma.sync.aligned.{shape}.{lay}.{dt}.{at}.{bt}.{ct}"
    target = "sm_89" if at in ("e4m3", "e5m2") else "sm_80"
    version = "8.7" if at in ("e4m3", "e5m2") else "7.8"
    lines = [
        f".version {version}",
        f".target {target}",
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
        f"\t.reg .{'f32' if ct == 'f32' else 'b32'} %c<{cr}>;",
        f"\t.reg .{'f32' if dt == 'f32' else 'b32'} %d<{dr}>;",
        "\tld.param.u64 %rd1, [pa];",
        "\tld.param.u64 %rd2, [pb];",
        "\tld.param.u64 %rd3, [pc];",
        "\tld.param.u64 %rd4, [pd];",
        "\tmov.u32 %r1, %tid.x;",
        "\tmov.u32 %r2, %ctaid.x;",
        "\tmov.u32 %r3, %ntid.x;",
        "\tmad.lo.s32 %r4, %r2, %r3, %r1;",
    ]
    for reg, n, rd, t in (("a", ar, "%rd1", "b32"), ("b", br, "%rd2", "b32"), ("c", cr, "%rd3", "f32" if ct == "f32" else "b32")):
        lines.append(f"\tmul.wide.u32 %rd5, %r4, {4 * n};")
        lines.append(f"\tadd.s64 %rd6, {rd}, %rd5;")
        for i in range(n):
            lines.append(f"\tld.global.{t} %{reg}{i}, [%rd6+{4 * i}];")
    lines.append(f"\t{op} {vec('d', dr)}, {vec('a', ar)}, {vec('b', br)}, {vec('c', cr)};")
    lines.append(f"\tmul.wide.u32 %rd5, %r4, {4 * dr};")
    lines.append("\tadd.s64 %rd6, %rd4, %rd5;")
    st = "f32" if dt == "f32" else "b32"
    for i in range(dr):
        lines.append(f"\tst.global.{st} [%rd6+{4 * i}], %d{i};")
    lines += ["\tret;", "}", ""]
    return "\n".join(lines), cr, dr


def main():
    for i, (name, shape, lay, dt, at, bt, ct, ar, br) in enumerate(FORMS):
        rng = random.Random(5100 + i)
        src, cr, dr = kernel(name, shape, lay, dt, at, bt, ct, ar, br)
        d = f"raw_{name}"
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "case.ptx"), "w") as f:
            f.write(src)
        n = 32 * WARPS
        for j, (t, regs) in enumerate(((at, ar), (bt, br), (ct, cr))):
            with open(os.path.join(d, f"in{j}.bin"), "wb") as f:
                f.write(struct.pack(f"<{n * regs}I", *words(rng, t, n * regs, name.endswith("_small"))))
        case = {
            "kernel": d,
            "grid": [2, 1, 1],
            "block": [64, 1, 1],
            "args": [f"buf:u32:{n * ar}:file:in0.bin", f"buf:u32:{n * br}:file:in1.bin",
                     f"buf:u32:{n * cr}:file:in2.bin",
                     f"buf:f32:{n * dr}:zero" if dt == "f32" else f"buf:f16:{2 * n * dr}:zero"],
            # Bits in exact mode; the matrix units' results norm-wise.
            "compare": {"3": {"mode": "exact", "type": "b32" if dt == "f32" else "b16"}},
            "modes": ["wave32", "paired", "single"],
            "family": "mma",
            "notes": f"mma.sync {shape}.{lay} .{at} x .{bt}, .{ct} C, .{dt} D, one per warp (4 warps), fragment "
                     "registers loaded and stored raw per lane (gen_raw_float.py): finite inputs of every "
                     "magnitude; the H100's D pins the form's fragment layouts and its rounding.",
        }
        if dt == "f16" and at != "f16" and not name.endswith("_small"):
            # Products of every magnitude overflow f16 in the H100's
            # intermediate blocks, which the units (f32 inside) do not.
            case["mma"] = "exact"
            case["notes"] += (" Pinned to --mma exact: with inputs of every magnitude the H100's f16 partial "
                              "sums overflow to infinity where the matrix units' f32 ones do not (the _small "
                              "case runs on the units).")
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(case, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()
