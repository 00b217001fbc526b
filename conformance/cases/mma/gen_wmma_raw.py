#!/usr/bin/env python3
"""Writes the mma family's wmma_raw_* cases: the register contents of
every wmma fragment form as the H100 fills them, and where its stores put
each accumulator register.

PTX leaves wmma fragments opaque, but CUDA code reads and writes
`frag.x[i]` directly (an epilogue that adds a bias per column, a mask per
row, an activation), and such code is only portable if the translation
holds the elements where NVIDIA holds them. So each case dumps raw
registers: per form (shape and input type) one case loads A and B with
.row and .col layouts from one buffer of distinct bit patterns and stores
register r of lane l of warp w at word (32*w + l)*regs + r; per
accumulator type one case loads C both ways likewise and stores D both
ways from registers that hold (lane, register) patterns into buffers
filled with a sentinel. Two warps per block, each reading its own offset
into the buffer (so paired mode's two warps differ). Run from this
directory; record on an NVIDIA GPU (recordtool) afterwards."""
import json, os, struct

WARPS = 2
OFF_BYTES = 64  # warp w's matrices start w*64 bytes into the buffer

SHAPES = {"m16n16k16": (16, 16, 16), "m32n8k16": (32, 8, 16), "m8n32k16": (8, 32, 16),
          "m16n16k8": (16, 16, 8), "m8n8k4": (8, 8, 4)}

# shape, input type, element bytes, A registers, B registers
INPUTS = [
    ("m16n16k16", "f16", 2, 8, 8),
    ("m32n8k16", "f16", 2, 8, 8),
    ("m8n32k16", "f16", 2, 8, 8),
    ("m16n16k16", "bf16", 2, 4, 4),
    ("m32n8k16", "bf16", 2, 8, 2),
    ("m8n32k16", "bf16", 2, 2, 8),
    ("m16n16k16", "s8", 1, 2, 2),
    ("m32n8k16", "u8", 1, 4, 1),
    ("m8n32k16", "s8", 1, 1, 4),
    ("m16n16k8", "tf32", 4, 4, 4),
    ("m8n8k4", "f64", 8, 1, 1),
]

# shape, accumulator type, element bytes, registers
ACCS = [
    ("m16n16k16", "f16", 2, 4),
    ("m16n16k16", "f32", 4, 8),
    ("m32n8k16", "f16", 2, 4),
    ("m32n8k16", "f32", 4, 8),
    ("m8n32k16", "f32", 4, 8),
    ("m16n16k16", "s32", 4, 8),
    ("m8n32k16", "s32", 4, 8),
    ("m16n16k8", "f32", 4, 8),
    ("m8n8k4", "f64", 8, 2),
]


def pattern(i, size):
    """Distinct, nonzero bits for element i of a buffer (8-bit ones repeat
    every 255)."""
    if size == 1:
        return i % 255 + 1
    if size == 2:
        return i + 1
    if size == 4:
        return ((i + 1) << 16) | (i + 1)  # low bits set: a tf32 load that cleared them would show
    return (((i + 1) << 32) | (i + 1)) + 0x3FF0000000000000


def write_buffer(path, n, size):
    fmt = {1: "B", 2: "H", 4: "I", 8: "Q"}[size]
    with open(path, "wb") as f:
        f.write(b"".join(struct.pack("<" + fmt, pattern(i, size)) for i in range(n)))


def lds(rows, cols):
    """Strides (in elements) for a rows x cols matrix stored row- and
    column-major, with 16 elements of padding so the stride is exercised."""
    return cols + 16, rows + 16


def span(rows, cols, size):
    r, c = lds(rows, cols)
    return max(rows * r, cols * c) + WARPS * OFF_BYTES // size


def regdecl(kind, n, prefix):
    return f"\t.reg .{kind} %{prefix}<{n}>;"


def vec(prefix, n):
    return "{" + ", ".join(f"%{prefix}{i}" for i in range(n)) + "}"


def header(name, params):
    return [
        ".version 7.8",
        ".target sm_80",
        ".address_size 64",
        "",
        f".visible .entry {name}(" + ", ".join(f".param .u64 p{i}" for i in range(params)) + ")",
        "{",
        "\t.reg .b32 %r<16>;",
        "\t.reg .b64 %rd<16>;",
    ]


def prologue(params):
    lines = [f"\tld.param.u64 %rd{i}, [p{i}];" for i in range(params)]
    lines += [
        "\tmov.u32 %r1, %tid.x;",
        "\tshr.u32 %r2, %r1, 5;",  # warp
        f"\tmul.wide.u32 %rd8, %r2, {OFF_BYTES};",  # warp's matrix offset
    ]
    return lines


def dump(lines, src_kind, prefix, n, out, width):
    """Stores registers prefix0..n-1 raw at word (tid*n + r) of out."""
    lines.append(f"\tmul.wide.u32 %rd9, %r1, {n * width};")
    lines.append(f"\tadd.s64 %rd10, {out}, %rd9;")
    st = "b64" if width == 8 else "b32"
    for i in range(n):
        lines.append(f"\tst.global.{st} [%rd10+{width * i}], %{prefix}{i};")


def input_case(shape, t, size, ar, br):
    m, n, k = SHAPES[shape]
    name = f"wmma_raw_{shape}_{t}_ab"
    width = 8 if t == "f64" else 4
    kind = "f64" if t == "f64" else "b32"
    lines = header(name, 5)
    lines += [regdecl(kind, ar, "a"), regdecl(kind, br, "b")]
    lines += prologue(5)
    lines.append("\tadd.s64 %rd11, %rd0, %rd8;")
    outs = []
    for frag, rows, cols, nregs in (("a", m, k, ar), ("b", k, n, br)):
        row_ld, col_ld = lds(rows, cols)
        for layout, ld in (("row", row_ld), ("col", col_ld)):
            out = f"%rd{1 + len(outs)}"
            lines.append(f"\twmma.load.{frag}.sync.aligned.{layout}.{shape}.global.{t} {vec(frag, nregs)}, [%rd11], {ld};")
            dump(lines, kind, frag, nregs, out, width)
            outs.append((frag, layout, nregs))
    lines += ["\tret;", "}", ""]
    nelem = max(span(m, k, size), span(k, n, size))
    args = [f"buf:u8:{nelem * size}:file:in0.bin"]
    compare = {}
    for i, (frag, layout, nregs) in enumerate(outs):
        ty = "u64" if width == 8 else "u32"
        args.append(f"buf:{ty}:{32 * WARPS * nregs}:zero")
        compare[str(i + 1)] = {"mode": "exact", "type": ty}
    notes = (f"wmma.load.a and .b {shape} .{t}, .row and .col, from one buffer of distinct bit patterns "
             f"(strides 16 elements past the matrix), {WARPS} warps at their own offsets; every fragment register "
             "of every lane stored raw (gen_wmma_raw.py). The H100's words are its fragment layouts: which "
             "element each register of each lane holds, repeats included.")
    return name, lines, args, compare, notes, nelem, size


def acc_case(shape, t, size, nregs):
    m, n, _ = SHAPES[shape]
    name = f"wmma_raw_{shape}_c{t}"
    width = 8 if t == "f64" else 4
    kind = {"f16": "b32", "f32": "f32", "s32": "s32", "f64": "f64"}[t]
    lines = header(name, 5)
    lines += [regdecl(kind, nregs, "c"), regdecl(kind, nregs, "d")]
    if kind in ("f32", "f64"):
        lines.append(regdecl("b32" if kind == "f32" else "b64", nregs, "u"))
    lines += prologue(5)
    lines.append("\tadd.s64 %rd11, %rd0, %rd8;")
    row_ld, col_ld = lds(m, n)
    for i, (layout, ld) in enumerate((("row", row_ld), ("col", col_ld))):
        lines.append(f"\twmma.load.c.sync.aligned.{layout}.{shape}.global.{t} {vec('c', nregs)}, [%rd11], {ld};")
        if kind in ("f32", "f64"):
            mov = "b32" if kind == "f32" else "b64"
            for r in range(nregs):
                lines.append(f"\tmov.{mov} %u{r}, %c{r};")
            dump(lines, kind, "u", nregs, f"%rd{1 + i}", width)
        else:
            dump(lines, kind, "c", nregs, f"%rd{1 + i}", width)
    # D registers: (lane, register) patterns, normal numbers for the float types.
    lines.append("\tand.b32 %r3, %r1, 31;")
    lines.append("\tshl.b32 %r4, %r3, 8;")
    for r in range(nregs):
        if t == "f16":
            lines.append(f"\tor.b32 %r5, %r4, {2 * r};")
            lines.append("\tshl.b32 %r6, %r5, 16;")
            lines.append("\tor.b32 %r6, %r6, %r5;")
            lines.append(f"\tadd.s32 %d{r}, %r6, 0x10014000;")  # halves 0x4000+v (low), 0x1001+v (high)
        elif t == "f32":
            lines.append(f"\tor.b32 %r5, %r4, {r};")
            lines.append("\tadd.s32 %r5, %r5, 0x40000000;")
            lines.append(f"\tmov.b32 %d{r}, %r5;")
        elif t == "s32":
            lines.append(f"\tor.b32 %d{r}, %r4, {r};")
        else:
            lines.append(f"\tor.b32 %r5, %r4, {r};")
            lines.append("\tcvt.u64.u32 %rd12, %r5;")
            lines.append("\tadd.s64 %rd12, %rd12, 0x4000000000000000;")
            lines.append(f"\tmov.b64 %d{r}, %rd12;")
    region = span(m, n, size) * size  # bytes: each warp stores into its own copy
    lines.append(f"\tmul.wide.u32 %rd14, %r2, {region};")
    for i, (layout, ld) in enumerate((("row", row_ld), ("col", col_ld))):
        lines.append(f"\tadd.s64 %rd13, %rd{3 + i}, %rd14;")
        lines.append(f"\twmma.store.d.sync.aligned.{layout}.{shape}.global.{t} [%rd13], {vec('d', nregs)}, {ld};")
    lines += ["\tret;", "}", ""]
    nelem = span(m, n, size)
    ty = {2: "u16", 4: "u32", 8: "u64"}[size]
    sentinel = {2: "0xdead", 4: "0xdeadbeef", 8: "0xdeadbeefdeadbeef"}[size]
    dty = "u64" if width == 8 else "u32"
    args = [f"buf:u8:{nelem * size}:file:in0.bin",
            f"buf:{dty}:{32 * WARPS * nregs}:zero", f"buf:{dty}:{32 * WARPS * nregs}:zero",
            f"buf:{ty}:{WARPS * nelem}:fill:{sentinel}", f"buf:{ty}:{WARPS * nelem}:fill:{sentinel}"]
    compare = {str(i): {"mode": "exact", "type": dty if i < 3 else ty} for i in range(1, 5)}
    notes = (f"wmma.load.c {shape} .{t}, .row and .col, from one buffer of distinct bit patterns, every register "
             f"of every lane stored raw; then wmma.store.d .row and .col of registers holding (lane << 8 | "
             f"register) patterns into buffers filled with {sentinel}, each warp into its own copy (gen_wmma_raw.py). The H100's words are "
             "its accumulator fragment layout, loaded and stored.")
    return name, lines, args, compare, notes, nelem, size


# shape, D type, C type: wmma.mma with .f16 inputs and accumulators of
# two types (mma.sync has no such form)
MIXED = [
    ("m16n16k16", "f32", "f16"),
    ("m16n16k16", "f16", "f32"),
    ("m32n8k16", "f32", "f16"),
    ("m8n32k16", "f16", "f32"),
]


def mixed_case(shape, dt, ct, seed):
    m, n, k = SHAPES[shape]
    name = f"wmma_raw_{shape}_mma_{dt}_{ct}"
    nreg = {"f16": 4, "f32": 8}
    kind = {"f16": "b32", "f32": "f32"}
    lines = header(name, 4)
    lines += ["\t.reg .b32 %a<8>;", "\t.reg .b32 %b<8>;",
              regdecl(kind[ct], nreg[ct], "c"), regdecl(kind[dt], nreg[dt], "d")]
    lines += prologue(4)
    lines += [
        "\tcvt.u64.u32 %rd9, %r2;",
        f"\tmul.lo.s64 %rd10, %rd9, {2 * m * k};",
        "\tadd.s64 %rd11, %rd0, %rd10;",
        f"\twmma.load.a.sync.aligned.row.{shape}.global.f16 {vec('a', 8)}, [%rd11], {k};",
        f"\tmul.lo.s64 %rd10, %rd9, {2 * k * n};",
        "\tadd.s64 %rd11, %rd1, %rd10;",
        f"\twmma.load.b.sync.aligned.col.{shape}.global.f16 {vec('b', 8)}, [%rd11], {k};",
        f"\tmul.lo.s64 %rd10, %rd9, {(2 if ct == 'f16' else 4) * m * n};",
        "\tadd.s64 %rd11, %rd2, %rd10;",
        f"\twmma.load.c.sync.aligned.row.{shape}.global.{ct} {vec('c', nreg[ct])}, [%rd11], {n};",
        f"\twmma.mma.sync.aligned.row.col.{shape}.{dt}.{ct} {vec('d', nreg[dt])}, {vec('a', 8)}, {vec('b', 8)}, {vec('c', nreg[ct])};",
        f"\tmul.lo.s64 %rd10, %rd9, {(2 if dt == 'f16' else 4) * m * n};",
        "\tadd.s64 %rd11, %rd3, %rd10;",
        f"\twmma.store.d.sync.aligned.row.{shape}.global.{dt} [%rd11], {vec('d', nreg[dt])}, {n};",
        "\tret;", "}", "",
    ]
    args = [f"buf:f16:{WARPS * m * k}:random:{seed}", f"buf:f16:{WARPS * k * n}:random:{seed + 1}",
            f"buf:{ct}:{WARPS * m * n}:random:{seed + 2}", f"buf:{dt}:{WARPS * m * n}:zero"]
    compare = {"3": {"mode": "exact", "type": "u16" if dt == "f16" else "u32"}}
    notes = (f"wmma.mma {shape} with .f16 inputs, .{ct} C and .{dt} D (a form mma.sync lacks), one per warp "
             f"({WARPS} warps), random inputs (gen_wmma_raw.py): the H100's D says where it rounds between "
             "the two accumulator types.")
    return name, lines, args, compare, notes, 0, 0


# Loads and a store without a stride operand, whose default is the
# matrix's leading dimension (not 16): instruction, registers, register
# type and width in bytes.
DEFAULT_STRIDE = [
    ("wmma.load.b.sync.aligned.row.m32n8k16.global.f16", 8, "b32", 4),
    ("wmma.load.a.sync.aligned.col.m8n32k16.global.bf16", 2, "b32", 4),
    ("wmma.load.c.sync.aligned.col.m32n8k16.global.f32", 8, "f32", 4),
    ("wmma.load.a.sync.aligned.row.m16n16k8.global.tf32", 4, "b32", 4),
    ("wmma.load.b.sync.aligned.col.m8n8k4.global.f64", 1, "f64", 8),
    ("wmma.load.a.sync.aligned.row.m8n8k32.global.s4", 1, "b32", 4),
]


def default_stride_case():
    name = "wmma_raw_default_stride"
    n = len(DEFAULT_STRIDE) + 2
    lines = header(name, n)
    lines.append("\t.reg .b32 %x<9>;\n\t.reg .f32 %y<9>;\n\t.reg .f64 %z<2>;")
    lines += prologue(n)
    lines.append("\tadd.s64 %rd11, %rd0, %rd8;")
    args = ["buf:u8:2048:file:in0.bin"]
    for i, (op, regs, kind, width) in enumerate(DEFAULT_STRIDE):
        pre = {"b32": "x", "f32": "y", "f64": "z"}[kind]
        lines.append(f"\t{op} {vec(pre, regs)}, [%rd11];")
        if kind == "f32":
            for r in range(regs):
                lines.append(f"\tmov.b32 %x{r}, %y{r};")
            pre = "x"
        dump(lines, kind, pre, regs, f"%rd{i + 1}", width)
        args.append(f"buf:{'u64' if width == 8 else 'u32'}:{32 * WARPS * regs}:zero")
    # wmma.store.d m8n32k16 .f32 .row without a stride (32): each warp into
    # its own 1 KiB of the last buffer, registers holding (lane, register).
    lines.append("\tand.b32 %r3, %r1, 31;")
    lines.append("\tshl.b32 %r4, %r3, 8;")
    for r in range(8):
        lines.append(f"\tor.b32 %r5, %r4, {r};")
        lines.append(f"\tadd.s32 %r5, %r5, 0x40000000;")
        lines.append(f"\tmov.b32 %y{r}, %r5;")
    lines.append("\tmul.wide.u32 %rd14, %r2, 1024;")
    lines.append(f"\tadd.s64 %rd13, %rd{n - 1}, %rd14;")
    lines.append(f"\twmma.store.d.sync.aligned.row.m8n32k16.global.f32 [%rd13], {vec('y', 8)};")
    lines += ["\tret;", "}", ""]
    args.append(f"buf:u32:{WARPS * 256}:fill:0xdeadbeef")
    compare = {str(i): {"mode": "exact", "type": "u64" if i == 5 else "u32"} for i in range(1, n)}
    notes = ("wmma.load of six forms and wmma.store.d of m8n32k16 without a stride operand, whose default is "
             "the matrix's leading dimension (PTX ISA, Matrix Storage for WMMA: 8, 8, 32, 8, 4, 32 and 32 "
             "here, not 16), from one buffer of distinct 16-bit patterns, every register stored raw "
             "(gen_wmma_raw.py).")
    return name, lines, args, compare, notes, 1024, 2


def main():
    cases = [input_case(*f) for f in INPUTS] + [acc_case(*f) for f in ACCS]
    cases += [mixed_case(*f, 4200 + 3 * i) for i, f in enumerate(MIXED)]
    cases.append(default_stride_case())
    for name, lines, args, compare, notes, nelem, size in cases:
        os.makedirs(name, exist_ok=True)
        with open(os.path.join(name, "case.ptx"), "w") as f:
            f.write("\n".join(lines))
        if nelem:
            write_buffer(os.path.join(name, "in0.bin"), nelem, size)
        case = {"kernel": name, "grid": [1, 1, 1], "block": [32 * WARPS, 1, 1], "args": args,
                "compare": compare, "modes": ["wave32", "paired", "single"], "family": "mma", "notes": notes}
        with open(os.path.join(name, "case.json"), "w") as f:
            json.dump(case, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()
