#!/usr/bin/env python3
"""Writes the sparse wgmma cases (conformance/cases/mma/wgmma_sp_*): case.ptx,
case.json, smem.bin (shared memory image) and meta.bin (one sparsity metadata
word per thread). Deterministic: run from the repository root.

Layouts (K-major, no swizzle, PTX ISA "Shared memory matrix layout"):
  compressed A, 64 x 16 (f16/bf16): (m%8)*16 + (m/8)*256 + (k%8)*2 + (k/8)*128
  B, 32 x N: (n%8)*16 + (n/8)*512 + (k%8)*2 + (k/8)*128, at byte 2048
Metadata: each 4-bit nibble holds two 2-bit indices (first in the low bits)
of the non-zero elements of a chunk of four; the values drawn are the six
ascending pairs. Every thread gets a word, including those the sparsity
selector leaves out, so a recording also shows that they are ignored.
"""
import os, random, struct

PAIRS = [0b0100, 0b1000, 0b1100, 0b1001, 0b1101, 0b1110]

def f16(x):
    return struct.unpack('<H', struct.pack('<e', x))[0]

def bf16(x):
    return struct.unpack('<I', struct.pack('<f', x))[0] >> 16

def a_off(m, k):
    return (m % 8) * 16 + (m // 8) * 256 + (k % 8) * 2 + (k // 8) * 128

def b_off(k, n):
    return 2048 + (n % 8) * 16 + (n // 8) * 512 + (k % 8) * 2 + (k // 8) * 128

def desc(start, lbo, sbo):
    return (start >> 4) | ((lbo >> 4) << 16) | ((sbo >> 4) << 32)

def meta_words(rng):
    out = []
    for _ in range(128):
        w = 0
        for j in range(8):
            w |= rng.choice(PAIRS) << (4 * j)
        out.append(w)
    return out

PTX = """.version 8.2
.target sm_90a
.address_size 64

// {title}
// The smem buffer is copied into dynamic shared memory as raw bytes, the
// descriptors come from parameters (start address relative to the shared
// window, to which the kernel adds its base); each thread loads its sparsity
// metadata word meta[tid]; C and D registers are loaded and stored per thread
// in register order: d[tid*{nd} + i].
.extern .shared .align 1024 .b8 smem[];
.visible .entry wg(.param .u64 psmem, .param .u32 pnwords, .param .u64 padesc, .param .u64 pbdesc,
\t.param .u64 pa, .param .u64 pc, .param .u64 pd, .param .u32 pscaled, .param .u64 pmeta)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<32>;
\t.reg .b32 %a<4>;
\t.reg .b32 %d<{nd}>;
\tld.param.u64 %rd1, [psmem];
\tcvta.to.global.u64 %rd1, %rd1;
\tld.param.u32 %r1, [pnwords];
\tmov.u32 %r2, %tid.x;
\tmov.u32 %r3, smem;
\tmov.u32 %r4, %r2;
$copy:
\tsetp.ge.u32 %p1, %r4, %r1;
\t@%p1 bra $copied;
\tmul.wide.u32 %rd2, %r4, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tld.global.u32 %r5, [%rd3];
\tshl.b32 %r6, %r4, 2;
\tadd.s32 %r7, %r3, %r6;
\tst.shared.u32 [%r7], %r5;
\tadd.s32 %r4, %r4, 128;
\tbra $copy;
$copied:
\tfence.proxy.async.shared::cta;
\tbar.sync 0;
\tld.param.u64 %rd4, [padesc];
\tld.param.u64 %rd5, [pbdesc];
\tshr.u32 %r8, %r3, 4;
\tcvt.u64.u32 %rd6, %r8;
\tadd.s64 %rd4, %rd4, %rd6;
\tadd.s64 %rd5, %rd5, %rd6;
\tld.param.u64 %rd7, [pa];
\tcvta.to.global.u64 %rd7, %rd7;
\tmul.wide.u32 %rd8, %r2, 16;
\tadd.s64 %rd7, %rd7, %rd8;
\tld.global.v4.u32 {{%a0, %a1, %a2, %a3}}, [%rd7];
\tld.param.u64 %rd12, [pmeta];
\tcvta.to.global.u64 %rd12, %rd12;
\tmul.wide.u32 %rd13, %r2, 4;
\tadd.s64 %rd12, %rd12, %rd13;
\tld.global.u32 %r10, [%rd12];
\tld.param.u64 %rd9, [pc];
\tcvta.to.global.u64 %rd9, %rd9;
\tmul.wide.u32 %rd10, %r2, {ndb};
\tadd.s64 %rd9, %rd9, %rd10;
\tld.param.u64 %rd11, [pd];
\tcvta.to.global.u64 %rd11, %rd11;
\tadd.s64 %rd11, %rd11, %rd10;
{loads}\tld.param.u32 %r9, [pscaled];
\tsetp.ne.u32 %p2, %r9, 0;
\twgmma.fence.sync.aligned;
\twgmma.mma_async.sp.sync.aligned.m64n{n}k32.f32.{t}.{t} {{{dregs}}}, {a}, %rd5, %r10, {sel}, %p2, 1, 1, {trans};
\twgmma.commit_group.sync.aligned;
\twgmma.wait_group.sync.aligned 0;
{stores}\tret;
}}
"""

def write_case(name, title, n, t, sel, areg, scaled, values, notes, rng, identity_b=False):
    d = os.path.join("conformance/cases/mma", name)
    os.makedirs(d, exist_ok=True)
    nd = n // 2
    enc = f16 if t == "f16" else bf16
    smem = bytearray(2048 + 32 * n * 2)
    for m in range(64):
        for k in range(16):
            struct.pack_into('<H', smem, a_off(m, k), enc(values(m, k)))
    for k in range(32):
        for nn in range(n):
            v = (1.0 if k == nn else 0.0) if identity_b else rng.randint(-8, 8) / 8
            struct.pack_into('<H', smem, b_off(k, nn), enc(v))
    with open(os.path.join(d, "smem.bin"), "wb") as f:
        f.write(smem)
    with open(os.path.join(d, "meta.bin"), "wb") as f:
        for w in meta_words(rng):
            f.write(struct.pack('<I', w))
    loads = "".join(f"\tld.global.u32 %d{i}, [%rd9+{4*i}];\n" for i in range(nd))
    stores = "".join(f"\tst.global.u32 [%rd11+{4*i}], %d{i};\n" for i in range(nd))
    ptx = PTX.format(title=title, nd=nd, ndb=4 * nd, loads=loads, stores=stores, n=n, t=t,
                     dregs=",".join(f"%d{i}" for i in range(nd)),
                     a="{%a0,%a1,%a2,%a3}" if areg else "%rd4", sel=sel,
                     trans="0" if areg else "0, 0")
    with open(os.path.join(d, "case.ptx"), "w") as f:
        f.write(ptx)
    import json
    cj = {
        "kernel": "wg", "grid": [1, 1, 1], "block": [128, 1, 1], "shared": 4096 if n <= 16 else 6144,
        "args": [f"buf:u32:{len(smem)//4}:file:smem.bin", f"u32:{len(smem)//4}",
                 f"u64:{desc(0, 128, 256)}", f"u64:{desc(2048, 128, 512)}",
                 f"buf:{t}:1024:random:5", f"buf:f32:{128*nd}:random:7", f"buf:f32:{128*nd}:zero",
                 f"u32:{scaled}", "buf:u32:128:file:meta.bin"],
        "compare": {"6": {"mode": "exact"}},
        "modes": ["wave32", "paired", "single"],
        "family": "mma",
        "notes": notes,
    }
    cj["shared"] = len(smem)
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(cj, f, indent=2)
        f.write("\n")

rng = random.Random(18)
write_case("wgmma_sp_f16_f32_n32_probe",
           "Sparse wgmma probe: wgmma.mma_async.sp m64n32k32 .f16, sparsity selector 0, B the identity.",
           32, "f16", 0, False, 0, lambda m, k: float(m * 16 + k + 1),
           "Sparse A (2:4) from a K-major descriptor, compressed element (m, k) = 16m + k + 1, B the 32x32 identity, scale-d 0: D is the decompressed A, which shows where the metadata puts each value. Metadata: random ascending index pairs for every thread (selector 0: threads 4g and 4g+1 hold it). Written by conformance/lab/wgmma_sp/gen.py.",
           rng, identity_b=True)
write_case("wgmma_sp_f16_f32_n16_sel1",
           "Sparse wgmma: wgmma.mma_async.sp m64n16k32 .f16 from descriptors, sparsity selector 1, random data.",
           16, "f16", 1, False, 1, lambda m, k: rng.randint(-16, 16) / 16,
           "Sparse A (2:4) from a K-major descriptor, random multiples of 1/16 in [-1,1], B random multiples of 1/8, C random, scale-d 1, selector 1 (threads 4g+2 and 4g+3 hold the metadata). Written by conformance/lab/wgmma_sp/gen.py.",
           rng)
write_case("wgmma_sp_bf16_f32_n16_areg",
           "Sparse wgmma: wgmma.mma_async.sp m64n16k32 .bf16 with A in registers, sparsity selector 0.",
           16, "bf16", 0, True, 1, lambda m, k: 0.0,
           "Sparse A (2:4) in registers (random bf16 from pa, the m16n8k16 A fragment of the compressed 16 columns), B random multiples of 1/8 from a K-major descriptor, C random, scale-d 1, selector 0. Written by conformance/lab/wgmma_sp/gen.py.",
           rng)
