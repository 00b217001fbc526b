#!/usr/bin/env python3
"""Writes case.ptx and case.json of every tex/ case (run from the repository
root: python3 conformance/cases/tex/gen_cases.py). Recordings are left alone."""
import json, os, shutil

ROOT = os.path.dirname(os.path.abspath(__file__))
MODES = ["wave32", "paired", "single", "native64"]

HEAD = """.version 8.0
.target sm_80
.address_size 64
"""

def write(name, ptx, kernel, grid, block, args, notes, compare=None):
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "case.ptx"), "w") as f:
        f.write(ptx)
    c = {"kernel": kernel, "grid": grid, "block": block, "args": args}
    if compare:
        c["compare"] = compare
    c.update({"modes": MODES, "family": "tex", "notes": notes})
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(c, f, indent=2)
        f.write("\n")

# sample: one texel fetch per thread. Thread i has ix = i % 32, iy = i / 32
# (iy % 16 and iz = i / 512 for 3D), coordinates x = ix*sx + ox, ... in
# %f7 (x), %f8 (y), %f13 (z) and the layer (iy / 8 - 1 for arrays) in %r9.
# TEXLINE uses them and writes the result to %f9..%f12 or %r10..%r13.
def sample_kernel(texline, ints, extra_regs=""):
    st = "st.global.v4.u32 [%rd3], {%r10, %r11, %r12, %r13};" if ints else "st.global.v4.f32 [%rd3], {%f9, %f10, %f11, %f12};"
    return HEAD + """
.visible .entry sample(
	.param .u64 t,
	.param .u64 out,
	.param .f32 sx,
	.param .f32 ox,
	.param .f32 sy,
	.param .f32 oy,
	.param .f32 sz,
	.param .f32 oz
)
{
	.reg .b32 %%r<24>;
	.reg .f32 %%f<24>;
	.reg .b64 %%rd<8>;
%s	ld.param.u64 %%rd1, [t];
	ld.param.u64 %%rd2, [out];
	ld.param.f32 %%f1, [sx];
	ld.param.f32 %%f2, [ox];
	ld.param.f32 %%f3, [sy];
	ld.param.f32 %%f4, [oy];
	ld.param.f32 %%f14, [sz];
	ld.param.f32 %%f15, [oz];
	mov.u32 %%r1, %%ctaid.x;
	mov.u32 %%r2, %%ntid.x;
	mov.u32 %%r3, %%tid.x;
	mad.lo.s32 %%r4, %%r1, %%r2, %%r3;
	and.b32 %%r5, %%r4, 31;
	shr.u32 %%r6, %%r4, 5;
	and.b32 %%r7, %%r6, 15;
	shr.u32 %%r8, %%r4, 9;
	shr.u32 %%r9, %%r6, 4;
	sub.s32 %%r9, %%r9, 1;
	cvt.rn.f32.u32 %%f5, %%r5;
	cvt.rn.f32.u32 %%f6, %%r6;
	cvt.rn.f32.u32 %%f16, %%r7;
	cvt.rn.f32.u32 %%f17, %%r8;
	fma.rn.f32 %%f7, %%f5, %%f1, %%f2;
	fma.rn.f32 %%f8, %%f6, %%f3, %%f4;
	fma.rn.f32 %%f18, %%f16, %%f3, %%f4;
	fma.rn.f32 %%f13, %%f17, %%f14, %%f15;
	sub.s32 %%r14, %%r5, 4;
	sub.s32 %%r15, %%r6, 2;
	%s
	mul.wide.u32 %%rd3, %%r4, 16;
	add.s64 %%rd3, %%rd2, %%rd3;
	%s
	ret;
}
""" % (extra_regs, texline, st)

def sargs(*v):
    return ["f32:%s" % x for x in v]

def cases():
    out = []
    F, I = False, True
    # name, tex spec, texline, ints, threads, (sx, ox, sy, oy, sz, oz), compare, notes
    T2 = "tex.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}];"
    T2I = "tex.2d.v4.u32.f32 {%r10, %r11, %r12, %r13}, [%rd1, {%f7, %f8}];"
    T2S = "tex.2d.v4.s32.f32 {%r10, %r11, %r12, %r13}, [%rd1, {%f7, %f8}];"
    un = ("0.3125", "-2.03125", "0.3125", "-1.53125", "0", "0")
    nm = ("0.0703125", "-0.6015625", "0.0703125", "-0.5546875", "0", "0")
    # Linear filtering matches the H100 bit for bit in every format and
    # dimension (RATIONALE.md, "Texture filtering bit for bit"), so every
    # case here compares exactly.
    out += [
        ("tex2d_point_clamp_u8x4", "tex:2d:u8x4:8x6:point,clamp:random:1", T2, F, 768, un, None,
         "point filtering, clamp, unnormalised coordinates from -2 to 8 in steps of 5/16, u8x4 read as normalised floats"),
        ("tex2d_linear_clamp_u8x4", "tex:2d:u8x4:8x6:linear,clamp:random:2", T2, F, 768, un, None,
         "linear filtering with 8-bit fractional weights, clamp, u8x4 read as normalised floats"),
        ("tex2d_linear_wrap_norm_f32", "tex:2d:f32:8x6:linear,wrap,norm:random:3", T2, F, 768, nm, None,
         "linear filtering, wrap, normalised coordinates from -0.6 to 1.6, one f32 channel (the missing channels' values)"),
        ("tex2d_linear_mirror_norm_f32x2", "tex:2d:f32x2:8x6:linear,mirror,norm:random:4", T2, F, 768, nm, None,
         "linear filtering, mirror, normalised coordinates, f32x2"),
        ("tex2d_point_mirror_norm_s16x2", "tex:2d:s16x2:8x6:point,mirror,norm:random:5", T2, F, 768, nm, None,
         "point filtering, mirror, normalised coordinates, s16x2 read as normalised floats (-32768 clamps to -1)"),
        ("tex2d_point_wrap_norm_u8", "tex:2d:u8:8x6:point,wrap,norm:random:6", T2, F, 768, nm, None,
         "point filtering, wrap, normalised coordinates, one u8 channel"),
        ("tex2d_point_border_f16x4", "tex:2d:f16x4:8x6:point,border:random:7", T2, F, 768, un, None,
         "point filtering, border (colour 0), f16x4"),
        ("tex2d_linear_border_norm_f16x4", "tex:2d:f16x4:8x6:linear,border,norm:random:8", T2, F, 768, nm, None,
         "linear filtering, border (colour 0), normalised coordinates, f16x4"),
        ("tex2d_point_clamp_int_u16x4", "tex:2d:u16x4:8x6:point,clamp,int:random:9", T2I, I, 768, un, None,
         "point filtering, u16x4 read as integers (tex.v4.u32)"),
        ("tex2d_point_wrap_norm_int_s8x2", "tex:2d:s8x2:8x6:point,wrap,norm,int:random:10", T2S, I, 768, nm, None,
         "point filtering, wrap, s8x2 read as integers (tex.v4.s32): sign extension, missing channels"),
        ("tex2d_point_clamp_int_s32x4", "tex:2d:s32x4:8x6:point,clamp,int:random:11", T2S, I, 768, un, None,
         "point filtering, s32x4 read as integers"),
        ("tex2d_point_clamp_f32x4_intcoords", "tex:2d:f32x4:8x6:point,clamp:random:12",
         "tex.2d.v4.f32.s32 {%f9, %f10, %f11, %f12}, [%rd1, {%r14, %r15}];", F, 768, un, None,
         "integer coordinates (x - 4, y - 2) on a 2D array texture with point filtering, clamp"),
        ("tex1d_linear_clamp_u16", "tex:1d:u16:13:linear,clamp:random:13",
         "tex.1d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7}];", F, 768, ("0.5078125", "-2.125", "0.25", "0", "0", "0"), None,
         "1D array texture, linear filtering, u16 read as normalised floats"),
        ("tex1d_lin_fetch_f32x4", "tex:lin:f32x4:20:-:random:14",
         "tex.1d.v4.f32.s32 {%f9, %f10, %f11, %f12}, [%rd1, {%r14}];", F, 32, un, None,
         "tex1Dfetch on linear memory: integer coordinates -4 to 27, out of range reads zero"),
        ("tex1d_lin_fetch_int_s16x2", "tex:lin:s16x2:20:int:random:15",
         "tex.1d.v4.s32.s32 {%r10, %r11, %r12, %r13}, [%rd1, {%r14}];", I, 32, un, None,
         "tex1Dfetch on linear memory read as integers"),
        ("tex3d_linear_clamp_f32", "tex:3d:f32:5x4x3:linear,clamp:random:16",
         "tex.3d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f18, %f13, %f13}];", F, 2048,
         ("0.21875", "-1.1875", "0.40625", "-1.125", "1.15625", "-1.0625"), None,
         "3D texture, trilinear filtering, clamp"),
        ("tex3d_point_wrap_norm_u8x4", "tex:3d:u8x4:5x4x3:point,wrap,norm:random:17",
         "tex.3d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f18, %f13, %f13}];", F, 2048,
         ("0.0703125", "-0.6015625", "0.1015625", "-0.2734375", "0.3515625", "-0.3046875"), None,
         "3D texture, point filtering, wrap, normalised coordinates"),
        ("texa2d_linear_clamp_f32", "tex:a2d:f32:5x4x3:linear,clamp:random:18",
         "tex.a2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%r9, %f7, %f18, %f18}];", F, 2560,
         ("0.21875", "-1.1875", "0.40625", "-1.125", "0", "0"), None,
         "2D layered texture, layers -1 to 3 (out-of-range layers), bilinear filtering within a layer"),
        ("texa1d_point_border_u8x2", "tex:a1d:u8x2:7x3:point,border:random:19",
         "tex.a1d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%r9, %f7}];", F, 2560,
         ("0.3125", "-2.03125", "0", "0", "0", "0"), None,
         "1D layered texture, layers -1 to 4, border"),
        ("tex2d_level_linear_u8x4", "tex:2d:u8x4:8x6:linear,clamp:random:20",
         "tex.level.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}], %f13;", F, 768,
         ("0.3125", "-2.03125", "0.3125", "-1.53125", "0.125", "0.5"), None,
         "tex.level on a texture without mipmaps: levels 0.5 to 3.5"),
        ("tex2d_grad_linear_u8x4", "tex:2d:u8x4:8x6:linear,clamp:random:21",
         "tex.grad.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}], {%f13, %f13}, {%f14, %f13};", F, 768,
         ("0.3125", "-2.03125", "0.3125", "-1.53125", "2.5", "0.5"), None,
         "tex.grad on a texture without mipmaps: large gradients"),
        ("tex2d_offset_point_f32", "tex:2d:f32:8x6:point,clamp:random:22",
         "tex.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}], {%r20, %r21};", F, 768, un, None,
         "tex with a texel offset (+1, -2) (from registers)"),
        ("tld4_r_norm_u8x4", "tex:2d:u8x4:8x6:linear,clamp:random:23",
         "tld4.r.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}];", F, 768, un, None,
         "tld4.r: the red channel of the bilinear footprint's four texels"),
        ("tld4_a_wrap_norm_f32x4", "tex:2d:f32x4:8x6:point,wrap,norm:random:24",
         "tld4.a.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}];", F, 768, nm, None,
         "tld4.a with wrap and normalised coordinates"),
        ("tld4_g_int_u16x2", "tex:2d:u16x2:8x6:point,clamp,int:random:25",
         "tld4.g.2d.v4.u32.f32 {%r10, %r11, %r12, %r13}, [%rd1, {%f7, %f8}];", I, 768, un, None,
         "tld4.g on a texture read as integers"),
        # The filter's arithmetic (RATIONALE.md, "Texture filtering bit for
        # bit"): texels whose exponents spread over 2^-40..2^40 (the block
        # cut), and 3D footprints in other address modes and formats.
        ("tex2d_linear_spread_f32", "tex:2d:f32:8x6:linear,clamp:file:texels.bin", T2, F, 768, un, None,
         "linear filtering of f32 texels with exponents from -40 to 40 (texels.bin): the sum's block-floating-point cut and rounding"),
        ("tex3d_linear_clamp_spread_f32", "tex:3d:f32:5x4x3:linear,clamp:file:texels.bin",
         "tex.3d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f18, %f13, %f13}];", F, 2048,
         ("0.21875", "-1.1875", "0.40625", "-1.125", "1.15625", "-1.0625"), None,
         "3D trilinear filtering of f32 texels with exponents from -40 to 40 (texels.bin), clamp"),
        ("tex3d_linear_wrap_norm_f32x2", "tex:3d:f32x2:5x4x3:linear,wrap,norm:random:26",
         "tex.3d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f18, %f13, %f13}];", F, 2048,
         ("0.0703125", "-0.6015625", "0.1015625", "-0.2734375", "0.3515625", "-0.3046875"), None,
         "3D trilinear filtering, wrap, normalised coordinates, f32x2"),
        ("tex3d_linear_border_u8x4", "tex:3d:u8x4:5x4x3:linear,border:random:27",
         "tex.3d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f18, %f13, %f13}];", F, 2048,
         ("0.21875", "-1.1875", "0.40625", "-1.125", "1.15625", "-1.0625"), None,
         "3D trilinear filtering, border (colour 0), u8x4 read as normalised floats"),
    ]
    return out

# spread_texels writes n f32 texels with random signs, significands and
# exponents from -40 to 40 (deterministic) to the case's texels.bin.
def spread_texels(name, n, seed):
    import random, struct
    r = random.Random(seed)
    vals = [r.choice((-1, 1)) * (1 + r.random()) * 2.0 ** r.randint(-40, 40) for _ in range(n)]
    with open(os.path.join(ROOT, name, "texels.bin"), "wb") as f:
        f.write(struct.pack("<%df" % n, *vals))

def main():
    for name, spec, line, ints, n, p, cmp, notes in cases():
        extra = ""
        if "%r20" in line:
            line = "mov.u32 %r20, 1;\n\tmov.u32 %r21, -2;\n\t" + line
        block = 128 if n >= 128 else n
        write(name, sample_kernel(line, ints, extra), "sample", [n // block, 1, 1], [block, 1, 1],
              [spec, "buf:%s:%d:zero" % ("u32" if ints else "f32", 4 * n)] + sargs(*p), notes, cmp)
    spread_texels("tex2d_linear_spread_f32", 8 * 6, 60)
    spread_texels("tex3d_linear_clamp_spread_f32", 5 * 4 * 3, 61)
    other_cases()
    fetch_cases()
    query_cases()

def other_cases():
    # txq and suq: see query_cases.
    # istypep
    ptx = HEAD + """
.visible .entry kinds(
	.param .u64 t,
	.param .u64 s,
	.param .u64 out
)
{
	.reg .pred %p<8>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [t];
	ld.param.u64 %rd2, [s];
	ld.param.u64 %rd3, [out];
	istypep.texref %p1, %rd1;
	istypep.samplerref %p2, %rd1;
	istypep.surfref %p3, %rd1;
	istypep.texref %p4, %rd2;
	istypep.samplerref %p5, %rd2;
	istypep.surfref %p6, %rd2;
	selp.u32 %r1, 1, 0, %p1;
	selp.u32 %r2, 1, 0, %p2;
	selp.u32 %r3, 1, 0, %p3;
	selp.u32 %r4, 1, 0, %p4;
	selp.u32 %r5, 1, 0, %p5;
	selp.u32 %r6, 1, 0, %p6;
	st.global.v4.u32 [%rd3], {%r1, %r2, %r3, %r4};
	st.global.v2.u32 [%rd3+16], {%r5, %r6};
	ret;
}
"""
    write("istypep", ptx, "kinds", [1, 1, 1], [1, 1, 1],
          ["tex:2d:f32:4x4:point,clamp:zero", "surf:2d:u32:4x4:zero", "buf:u32:6:fill:7"],
          "istypep.texref/samplerref/surfref on a texture object and a surface object", {"2": {"mode": "exact"}})
    surf_cases()

# Surfaces: thread i has x = i % 32 - 4 (texels) and y = i / 32 - 2 (and
# for 3D/arrays z = i / 512 - 1); a WxH surface with W, H < 24.
SURF_HEAD = HEAD + """
.visible .entry %s(
	.param .u64 s,
	.param .u64 out
)
{
	.reg .pred %%p<8>;
	.reg .b16 %%h<16>;
	.reg .b32 %%r<32>;
	.reg .b64 %%rd<16>;
	ld.param.u64 %%rd1, [s];
	ld.param.u64 %%rd2, [out];
	mov.u32 %%r1, %%ctaid.x;
	mov.u32 %%r2, %%ntid.x;
	mov.u32 %%r3, %%tid.x;
	mad.lo.s32 %%r4, %%r1, %%r2, %%r3;
	and.b32 %%r5, %%r4, 31;
	sub.s32 %%r5, %%r5, 4;
	shr.u32 %%r6, %%r4, 5;
	and.b32 %%r6, %%r6, 15;
	sub.s32 %%r6, %%r6, 2;
	shr.u32 %%r7, %%r4, 9;
	sub.s32 %%r7, %%r7, 1;
	mul.wide.u32 %%rd3, %%r4, 16;
	add.s64 %%rd3, %%rd2, %%rd3;
"""

def surf_cases():
    # Loads with clamp and zero (every thread, out of range too), 2D u8x4.
    ptx = SURF_HEAD % "loads" + """	shl.b32 %r8, %r5, 2;
	suld.b.2d.b32.clamp %r10, [%rd1, {%r8, %r6}];
	suld.b.2d.b32.zero %r11, [%rd1, {%r8, %r6}];
	suld.b.2d.v4.b8.clamp {%h1, %h2, %h3, %h4}, [%rd1, {%r8, %r6}];
	cvt.u32.u16 %r12, %h1;
	cvt.u32.u16 %r13, %h4;
	st.global.v4.u32 [%rd3], {%r10, %r11, %r12, %r13};
	ret;
}
"""
    write("suld_2d_clamp_zero_u8x4", ptx, "loads", [4, 1, 1], [128, 1, 1], ["surf:2d:u8x4:9x7:random:30", "buf:u32:2048:zero"],
          "suld.b.2d .clamp and .zero at x -4..27, y -2..13 on a 9x7 u8x4 surface (byte x coordinates)")
    ptx = SURF_HEAD % "loads" + """	shl.b32 %r8, %r5, 3;
	suld.b.2d.v2.b32.zero {%r10, %r11}, [%rd1, {%r8, %r6}];
	suld.b.2d.b64.clamp %rd4, [%rd1, {%r8, %r6}];
	mov.b64 {%r12, %r13}, %rd4;
	suld.b.2d.v4.b16.zero {%h1, %h2, %h3, %h4}, [%rd1, {%r8, %r6}];
	mov.b32 %r14, {%h1, %h4};
	st.global.v4.u32 [%rd3], {%r10, %r11, %r12, %r14};
	ret;
}
"""
    write("suld_2d_v2_b64_u16x4", ptx, "loads", [4, 1, 1], [128, 1, 1], ["surf:2d:u16x4:9x7:random:31", "buf:u32:2048:zero"],
          "suld.b.2d .v2.b32, .b64 and .v4.b16 on a u16x4 surface, clamp and zero")
    # Stores with zero: out-of-range stores are dropped.
    ptx = SURF_HEAD % "stores" + """	shl.b32 %r8, %r5, 2;
	sust.b.2d.b32.zero [%rd1, {%r8, %r6}], %r4;
	ret;
}
"""
    write("sust_2d_zero_u32", ptx, "stores", [4, 1, 1], [128, 1, 1], ["surf:2d:u32:9x7:fill:0xdeadbeef", "buf:u32:4:zero"],
          "sust.b.2d.zero at x -4..27, y -2..13: only in-range stores land", {"0": {"mode": "exact"}})
    # Stores with clamp from the out-of-range threads only (x = -1 or W, y in range): each edge texel has one writer.
    ptx = SURF_HEAD % "stores" + """	setp.eq.s32 %p1, %r5, -1;
	setp.eq.s32 %p2, %r5, 9;
	or.pred %p1, %p1, %p2;
	setp.ge.s32 %p3, %r6, 0;
	setp.lt.s32 %p4, %r6, 7;
	and.pred %p3, %p3, %p4;
	and.pred %p1, %p1, %p3;
	@!%p1 bra $done;
	shl.b32 %r8, %r5, 2;
	sust.b.2d.b32.clamp [%rd1, {%r8, %r6}], %r4;
$done:
	ret;
}
"""
    write("sust_2d_clamp_u32", ptx, "stores", [4, 1, 1], [128, 1, 1], ["surf:2d:u32:9x7:fill:0xdeadbeef", "buf:u32:4:zero"],
          "sust.b.2d.clamp at x = -1 and x = 9 (one past each edge): where the clamped stores land", {"0": {"mode": "exact"}})
    # Read-modify-write in every geometry (in range only), trap.
    geoms = [
        ("1d", "surf:1d:u32:23:random:32", "{%r8}", "%r5", 32),
        ("3d", "surf:3d:u32:7x5x3:random:33", "{%r8, %r6, %r7, %r7}", "%r5, %r6, %r7", 2048),
        ("a1d", "surf:a1d:u32:11x3:random:34", "{%r7, %r8}", "%r5, %r7", 2048),
        ("a2d", "surf:a2d:u32:7x5x3:random:35", "{%r7, %r8, %r6, %r6}", "%r5, %r6, %r7", 2048),
    ]
    for g, spec, coords, _, n in geoms:
        img = spec.split(":")[3].split("x")
        checks = ["setp.ge.s32 %p1, %r5, 0;", "setp.lt.s32 %p2, %r5, " + img[0] + ";", "and.pred %p1, %p1, %p2;"]
        if g in ("3d", "a2d"):
            checks += ["setp.ge.s32 %p2, %r6, 0;", "and.pred %p1, %p1, %p2;", "setp.lt.s32 %p2, %r6, " + img[1] + ";", "and.pred %p1, %p1, %p2;"]
        if g != "1d":
            checks += ["setp.ge.s32 %p2, %r7, 0;", "and.pred %p1, %p1, %p2;", "setp.lt.s32 %p2, %r7, " + img[-1] + ";", "and.pred %p1, %p1, %p2;"]
        if g == "a1d":
            checks += ["setp.eq.s32 %p2, %r6, 0;", "and.pred %p1, %p1, %p2;"]
        ptx = SURF_HEAD % "rmw" + "\t" + "\n\t".join(checks) + """
	@!%p1 bra $done;
	shl.b32 %r8, %r5, 2;
	suld.b.GEOM.b32.trap %r10, [%rd1, COORDS];
	xor.b32 %r11, %r10, %r4;
	sust.b.GEOM.b32.trap [%rd1, COORDS], %r11;
	st.global.u32 [%rd3], %r10;
$done:
	ret;
}
""".replace("GEOM", g).replace("COORDS", coords)
        block = min(n, 128)
        write("surf_rmw_" + g, ptx, "rmw", [n // block, 1, 1], [block, 1, 1], [spec, "buf:u32:%d:zero" % (4 * n)],
              "suld.b/sust.b .%s .trap in range: read, xor with the thread index, write back" % g)
    # Formatted store.
    ptx = (SURF_HEAD % "pstore" + """	setp.ge.s32 %p1, %r5, 0;
	setp.lt.s32 %p2, %r5, 9;
	and.pred %p1, %p1, %p2;
	setp.ge.s32 %p2, %r6, 0;
	and.pred %p1, %p1, %p2;
	setp.lt.s32 %p2, %r6, 7;
	and.pred %p1, %p1, %p2;
	@!%p1 bra $done;
	cvt.rn.f32.s32 %f1, %r5;
	mul.f32 %f1, %f1, 0f3E000000;
	cvt.rn.f32.s32 %f2, %r6;
	mul.f32 %f2, %f2, 0f3E400000;
	sub.f32 %f3, %f1, %f2;
	mov.f32 %f4, 0f3F000000;
	sust.p.2d.v4.b32.trap [%rd1, {%r5, %r6}], {%f1, %f2, %f3, %f4};
$done:
	ret;
}
""").replace(".reg .b64 %rd<16>;", ".reg .b64 %rd<16>;\n\t.reg .f32 %f<8>;")
    write("sust_p_2d_u8x4", ptx, "pstore", [4, 1, 1], [128, 1, 1], ["surf:2d:u8x4:9x7:fill:0x55", "buf:u32:4:zero"],
          "sust.p (formatted store) of f32 values into a u8x4 surface: element x coordinates, conversion to the format", {"0": {"mode": "exact"}})
    corpus_cases()

def corpus_cases():
    src = os.path.join(ROOT, "..", "..", "..", "frontend", "testdata", "corpus", "texture_surface.sm80.ptx")
    ptx = open(src).read()
    note = "case.ptx is frontend/testdata/corpus/texture_surface.sm80.ptx verbatim (nvcc 13.0.88 -ptx -arch=sm_80). "
    write("corpus_bilinear_resize", ptx, "bilinear_resize", [2, 2, 1], [16, 16, 1],
          ["tex:2d:f32x4:16x12:linear,clamp:random:40", "buf:f32:432:zero", "u32:24", "u32:18", "f32:0.6666667", "f32:0.6666667"],
          note + "bilinear_resize: a 16x12 f32x4 texture resized to 24x18 with linear filtering")
    write("corpus_gather_tex1d", ptx, "gather_tex1d", [1, 1, 1], [128, 1, 1],
          ["tex:lin:f32x4:64:-:random:41", "buf:s32:100:values:0,5,63,64,-1,-3,70,17,31,2", "buf:f32:400:zero", "u32:100"],
          note + "gather_tex1d: tex1Dfetch of a linear f32x4 texture with indices in and out of range")
    write("corpus_mip_sample", ptx, "mip_sample", [32, 1, 1], [32, 1, 1],
          ["tex:2d:u8x4:32x32:linear,clamp,norm:random:42", "buf:f32:1024:zero", "f32:2.5"],
          note + "mip_sample: tex.level (level 2.5) on a texture without mipmaps, normalised coordinates, u8x4 as floats")
    write("corpus_surface_invert", ptx, "surface_invert", [1, 1, 1], [16, 8, 1],
          ["surf:2d:u8x4:16x8:random:43", "u32:16", "u32:8"],
          note + "surface_invert: suld.b/sust.b .v4.b8 .trap on a 16x8 u8x4 surface")

# fetch: thread i reads four floats {a, b, c, d} from in[i] (coords.bin in
# the case folder, written here) into %f1..%f4 (and %r1 = (u32)d for an
# array layer) and runs TEXLINE, which writes %f9..%f12.
FETCH = HEAD + """
.visible .entry fetch(
	.param .u64 t,
	.param .u64 in,
	.param .u64 out
)
{
	.reg .b32 %%r<16>;
	.reg .f32 %%f<24>;
	.reg .b64 %%rd<8>;
	ld.param.u64 %%rd1, [t];
	ld.param.u64 %%rd2, [in];
	ld.param.u64 %%rd3, [out];
	mov.u32 %%r2, %%ctaid.x;
	mov.u32 %%r3, %%ntid.x;
	mov.u32 %%r4, %%tid.x;
	mad.lo.s32 %%r5, %%r2, %%r3, %%r4;
	mul.wide.u32 %%rd4, %%r5, 16;
	add.s64 %%rd5, %%rd2, %%rd4;
	add.s64 %%rd6, %%rd3, %%rd4;
	ld.global.v4.f32 {%%f1, %%f2, %%f3, %%f4}, [%%rd5];
	cvt.rzi.u32.f32 %%r1, %%f4;
	mov.f32 %%f5, 0f00000000;
	%s
	st.global.v4.f32 [%%rd6], {%%f9, %%f10, %%f11, %%f12};
	ret;
}
"""

def write_coords(name, rows):
    import struct
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "coords.bin"), "wb") as f:
        for r in rows:
            f.write(struct.pack("<4f", *r))

def fetch_case(name, spec, texline, rows, notes, cmp=None):
    n = len(rows)
    assert n % 64 == 0
    write_coords(name, rows)
    write(name, FETCH % texline, "fetch", [n // 64, 1, 1], [64, 1, 1],
          [spec, "buf:f32:%d:file:coords.bin" % (4 * n), "buf:f32:%d:zero" % (4 * n)], notes, cmp)

def frange(a, b, step):
    out, x = [], a
    while x < b - 1e-9:
        out.append(x)
        x += step
    return out

# Linear filtering between mipmap levels: the H100's blend is not
# identified (measured: at most 0.004 off), like the 3D trilinear weights.

def fetch_cases():
    import random
    R = "{%f9, %f10, %f11, %f12}"
    rnd = random.Random(7)
    # Level of detail sweep: lod from -0.75 to 5.5 in steps of 1/16 at 8
    # positions (normalised coordinates), d unused.
    pos = [(0.03125 + 0.1171875 * k, 0.96875 - 0.109375 * k) for k in range(8)]
    lods = frange(-0.75, 5.5, 0.0625)
    sweep = [(u, v, l, 0.0) for l in lods for (u, v) in pos]
    sweep += [(0.5, 0.5, 0.0, 0.0)] * (-len(sweep) % 64)
    L2 = "tex.level.2d.v4.f32.f32 %s, [%%rd1, {%%f1, %%f2}], %%f3;" % R
    fetch_case("mip2d_level_point_u8x4", "tex:2d:u8x4:16x12:point,clamp,norm,levels=5:random:50", L2, sweep,
               "tex.level on a 5-level mipmapped 16x12 u8x4 texture, point filtering, nearest level: which level each lod selects (lod -0.75 to 5.5 in 1/16 steps)")
    fetch_case("mip2d_level_miplinear_f32", "tex:2d:f32:16x12:point,clamp,norm,levels=5,miplinear:random:51", L2, sweep,
               "tex.level, point filtering within a level, linear filtering between levels (mipmapFilterMode linear): the level blend weights")
    fetch_case("mip2d_level_trilinear_u8x4", "tex:2d:u8x4:16x12:linear,wrap,norm,levels=5,miplinear:random:52", L2, sweep,
               "tex.level, trilinear filtering (linear within and between levels), wrap, u8x4 read as normalised floats. "
               "The level weight is the footprint's outermost axis (RATIONALE.md, \"Texture filtering bit for bit\")")
    fetch_case("mip2d_level_bias_clamp_f32", "tex:2d:f32:16x12:point,clamp,norm,levels=5,miplinear,bias=0.75,minlod=0.5,maxlod=2.25:random:53", L2, sweep,
               "tex.level with a level-of-detail bias of 0.75 and clamps [0.5, 2.25]")
    # Plain tex (implicit level of detail) on a mipmapped texture with a bias and a minimum level.
    plain = [(u, v, 0.0, 0.0) for (u, v) in pos] * 8
    fetch_case("mip2d_implicit_bias", "tex:2d:f32:16x12:point,clamp,norm,levels=5,miplinear,bias=1.5:random:54",
               "tex.2d.v4.f32.f32 %s, [%%rd1, {%%f1, %%f2}];" % R, plain,
               "tex (no level) on a mipmapped texture with bias 1.5: the level a kernel without derivatives samples")
    fetch_case("mip2d_implicit_minlod", "tex:2d:f32:16x12:point,clamp,norm,levels=5,minlod=2:random:55",
               "tex.2d.v4.f32.f32 %s, [%%rd1, {%%f1, %%f2}];" % R, plain,
               "tex (no level) on a mipmapped texture with a minimum level of detail of 2")
    # Gradients: dPdx = (c, 0), dPdy = (0, d), isotropic and not.
    grads = []
    for k, g in enumerate([2 ** (e / 8.0) / 64 for e in range(-8, 48)]):
        u, v = pos[k % 8]
        grads.append((u, v, g, g))
        grads.append((u, v, g, g * 0.5))
        grads.append((u, v, g * 0.25, g))
        grads.append((u, v, g * 0.75, g * 0.375))
    grads += [(0.5, 0.5, 0.0, 0.0)] * (-len(grads) % 64)
    G2 = "tex.grad.2d.v4.f32.f32 %s, [%%rd1, {%%f1, %%f2}], {%%f3, %%f5}, {%%f5, %%f4};" % R
    fetch_case("mip2d_grad_point_f32", "tex:2d:f32:16x16:point,clamp,norm,levels=5:random:56", G2, grads,
               "tex.grad with dPdx = (c, 0), dPdy = (0, d), c and d from 1/128 to 2^(47/8)/64: the level the gradients select (nearest level)")
    fetch_case("mip2d_grad_miplinear_f32", "tex:2d:f32:16x16:point,clamp,norm,levels=5,miplinear:random:57", G2, grads,
               "tex.grad, linear between levels: the level of detail the gradients give. The H100's log2 is "
               "approximate (the level weight is one 8-bit step off for some gradients), hence the tolerance", {"2": {"mode": "approx", "ulp": 0, "abs": 0.01}})
    # 1D, 3D and layered mipmaps.
    sweep1 = [(u, 0.0, l, 0.0) for l in lods for (u, _) in pos]
    sweep1 += [(0.5, 0.0, 0.0, 0.0)] * (-len(sweep1) % 64)
    fetch_case("mip1d_level_linear_u16", "tex:1d:u16:32:linear,clamp,norm,levels=6,miplinear:random:58",
               "tex.level.1d.v4.f32.f32 %s, [%%rd1, {%%f1}], %%f3;" % R, sweep1,
               "tex.level on a 6-level 1D texture, linear within and between levels. "
               "The level weight is the footprint's outermost axis (RATIONALE.md, \"Texture filtering bit for bit\")")
    sweepa = [(u, v, l, float(k % 4)) for l in lods for k, (u, v) in enumerate(pos)]
    sweepa += [(0.5, 0.5, 0.0, 0.0)] * (-len(sweepa) % 64)
    fetch_case("mipa2d_level_point_f32x2", "tex:a2d:f32x2:8x8x3:point,clamp,norm,levels=4:random:59",
               "tex.level.a2d.v4.f32.f32 %s, [%%rd1, {%%r1, %%f1, %%f2, %%f2}], %%f3;" % R, sweepa,
               "tex.level on a 3-layer 4-level 2D layered texture, layers 0 to 3 (3 clamps to 2)")
    sweep3 = [(u, v, l, 0.3) for l in lods for (u, v) in pos]
    sweep3 += [(0.5, 0.5, 0.0, 0.0)] * (-len(sweep3) % 64)
    fetch_case("mip3d_level_point_u8", "tex:3d:u8:8x8x4:point,clamp,norm,levels=4:random:60",
               "tex.level.3d.v4.f32.f32 %s, [%%rd1, {%%f1, %%f2, %%f4, %%f4}], %%f3;" % R, sweep3,
               "tex.level on a 4-level 8x8x4 3D texture (depth halves too)")
    # Cube maps: directions toward every face, near the edges and corners
    # too, and the major axis ties.
    dirs = []
    for f in range(6):
        ax = f // 2
        sgn = 1.0 if f % 2 == 0 else -1.0
        for a in frange(-1.125, 1.2, 0.25):
            for b in [-0.9375, -0.5, -0.0625, 0.3125, 0.8125, 0.96875]:
                d = [0.0, 0.0, 0.0]
                d[ax] = sgn * 1.0
                d[(ax + 1) % 3] = a
                d[(ax + 2) % 3] = b
                scale = rnd.choice([0.5, 1.0, 3.0])
                dirs.append(tuple(x * scale for x in d))
    for t in [(1, 1, 0.5), (-1, 1, 0.5), (1, -1, -1), (0.5, 1, 1), (-1, -1, -1), (1, 1, 1), (0, 0, 1), (0, 0, -2), (0.7, 0, 0)]:
        dirs.append(t)
    while len(dirs) % 64:
        dirs.append((rnd.uniform(-1, 1), rnd.uniform(-1, 1), rnd.uniform(-1, 1)))
    rows = [(x, y, z, 0.0) for (x, y, z) in dirs]
    C = "tex.cube.v4.f32.f32 %s, [%%rd1, {%%f1, %%f2, %%f3, %%f3}];" % R
    fetch_case("cube_point_f32x4", "tex:cube:f32x4:4:point,clamp,norm:random:61", C, rows,
               "tex.cube, point filtering: face selection (+x, -x, +y, -y, +z, -z) and face coordinates, ties between axes")
    fetch_case("cube_linear_u8x4", "tex:cube:u8x4:4:linear,clamp,norm:random:62", C, rows,
               "tex.cube, linear filtering: does the footprint cross face edges (seamless) or clamp within the face")
    fetch_case("cube_point_unnorm_f32", "tex:cube:f32:4:point,clamp:random:63", C, rows,
               "tex.cube on a texture without normalised coordinates")
    rowsa = [(x, y, z, float(k % 3)) for k, (x, y, z) in enumerate(dirs)]
    fetch_case("acube_point_f32x2", "tex:acube:f32x2:4x2:point,clamp,norm:random:64",
               "tex.acube.v4.f32.f32 %s, [%%rd1, {%%r1, %%f1, %%f2, %%f3}];" % R, rowsa,
               "tex.acube: two cubes, layers 0 to 2 (2 clamps to 1)")
    rowsl = [(x, y, z, l) for (x, y, z), l in zip(dirs, [0.0, 0.5, 1.0, 1.5, 2.0, 2.75] * 200)]
    fetch_case("cube_level_miplinear_f32", "tex:cube:f32:8:point,clamp,norm,levels=4,miplinear:random:65",
               "tex.level.cube.v4.f32.f32 %s, [%%rd1, {%%f1, %%f2, %%f3, %%f3}], %%f4;" % R, rowsl,
               "tex.level.cube on a 4-level cube map (8, 4, 2, 1), levels 0 to 2.75, linear between levels")

# Queries: one txq or suq per kernel, so that a form the driver refuses
# refuses one case only. On the H100 (driver 580, CUDA 13.0) only the
# extents load: a module with txq.array_size, num_mipmap_levels,
# channel_data_type, channel_order, normalized_coords, num_samples,
# filter_mode, addr_mode_N or force_unnormalized_coords on a texture object
# loads without its kernel (cuModuleGetFunction: CUDA_ERROR_NOT_FOUND), and
# one with suq.array_size, channel_data_type, channel_order or
# memory_layout fails to load (CUDA_ERROR_NOT_SUPPORTED), through the JIT
# and as a cubin ptxas 13.0 made alike (recordtool -ptxas), so those have
# no cases. (The earlier sessions' combined txq kernel vanished for that
# reason: one refused query took the whole kernel with it.)
def query_cases():
    qs = [("width", ""), ("height", ""), ("depth", ""), ("level.width", "1"), ("level.height", "2"), ("level.depth", "1")]
    texs = [("2d_u8x4", "tex:2d:u8x4:8x6:linear,wrap,norm:zero"), ("3d_f32", "tex:3d:f32:5x4x3:point,mirror:zero"),
            ("a2d_s16x2", "tex:a2d:s16x2:7x5x3:point,border,int:zero"), ("mip2d_f16x4", "tex:2d:f16x4:16x8:linear,clamp,norm,levels=4:zero"),
            ("cube_f32x2", "tex:cube:f32x2:4:point,clamp,norm:zero"), ("lin_u32", "tex:lin:u32:20:int:zero"),
            ("a1d_u16", "tex:a1d:u16:9x4:point,wrap:zero"), ("acube_u8", "tex:acube:u8:4x2:linear,norm,levels=3,miplinear:zero")]
    for q, extra in qs:
        ptx = HEAD + """
.visible .entry txq_%s(
	.param .u64 t,
	.param .u64 out
)
{
	.reg .b32 %%r<4>;
	.reg .b64 %%rd<4>;
	ld.param.u64 %%rd1, [t];
	ld.param.u64 %%rd2, [out];
	mov.u32 %%r2, %s;
	txq.%s.b32 %%r1, [%%rd1]%s;
	st.global.u32 [%%rd2], %%r1;
	ret;
}
""" % (q.replace(".", "_"), extra or "0", q, ", %r2" if extra else "")
        for tn, spec in texs:
            write("txq_%s_%s" % (q.replace(".", "_"), tn), ptx, "txq_" + q.replace(".", "_"), [1, 1, 1], [1, 1, 1],
                  [spec, "buf:u32:1:fill:0xdeadbeef"], "txq.%s%s on a texture object (%s)" % (q, (" (level %s)" % extra) if extra else "", spec), {"1": {"mode": "exact"}})
    sqs = ["width", "height", "depth"]
    surfs = [("2d_u8x4", "surf:2d:u8x4:8x6:zero"), ("3d_f32x2", "surf:3d:f32x2:5x4x3:zero"), ("a1d_s16", "surf:a1d:s16:9x4:zero"),
             ("a2d_u32", "surf:a2d:u32:5x4x3:zero"), ("1d_f16x4", "surf:1d:f16x4:11:zero")]
    for q in sqs:
        ptx = HEAD + """
.visible .entry suq_%s(
	.param .u64 s,
	.param .u64 out
)
{
	.reg .b32 %%r<4>;
	.reg .b64 %%rd<4>;
	ld.param.u64 %%rd1, [s];
	ld.param.u64 %%rd2, [out];
	suq.%s.b32 %%r1, [%%rd1];
	st.global.u32 [%%rd2], %%r1;
	ret;
}
""" % (q, q)
        for sn, spec in surfs:
            write("suq_%s_%s" % (q, sn), ptx, "suq_" + q, [1, 1, 1], [1, 1, 1],
                  [spec, "buf:u32:1:fill:0xdeadbeef"], "suq.%s on a surface object (%s)" % (q, spec), {"1": {"mode": "exact"}})

main()
