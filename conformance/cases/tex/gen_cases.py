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
    # Linear filtering (see RATIONALE.md, "Textures and surfaces"): 8/16-bit
    # formats match the H100 to within one unorm16 step; 1D and 2D f32
    # textures to within the f32 rounding of the blend's summation order;
    # f16 textures to within one f16 step; 3D trilinear weights are not
    # identified (measured: at most 0.0059 off).
    approx = {"1": {"mode": "approx", "ulp": 0, "abs": 1.6e-5}}
    approxf = {"1": {"mode": "approx", "ulp": 4, "abs": 2.4e-7}}
    approxh = {"1": {"mode": "approx", "ulp": 0, "abs": 4.9e-4}}
    approx3 = {"1": {"mode": "approx", "ulp": 0, "abs": 0.008}}
    out += [
        ("tex2d_point_clamp_u8x4", "tex:2d:u8x4:8x6:point,clamp:random:1", T2, F, 768, un, None,
         "point filtering, clamp, unnormalised coordinates from -2 to 8 in steps of 5/16, u8x4 read as normalised floats"),
        ("tex2d_linear_clamp_u8x4", "tex:2d:u8x4:8x6:linear,clamp:random:2", T2, F, 768, un, approx,
         "linear filtering with 8-bit fractional weights, clamp, u8x4 read as normalised floats"),
        ("tex2d_linear_wrap_norm_f32", "tex:2d:f32:8x6:linear,wrap,norm:random:3", T2, F, 768, nm, approxf,
         "linear filtering, wrap, normalised coordinates from -0.6 to 1.6, one f32 channel (the missing channels' values)"),
        ("tex2d_linear_mirror_norm_f32x2", "tex:2d:f32x2:8x6:linear,mirror,norm:random:4", T2, F, 768, nm, approxf,
         "linear filtering, mirror, normalised coordinates, f32x2"),
        ("tex2d_point_mirror_norm_s16x2", "tex:2d:s16x2:8x6:point,mirror,norm:random:5", T2, F, 768, nm, None,
         "point filtering, mirror, normalised coordinates, s16x2 read as normalised floats (-32768 clamps to -1)"),
        ("tex2d_point_wrap_norm_u8", "tex:2d:u8:8x6:point,wrap,norm:random:6", T2, F, 768, nm, None,
         "point filtering, wrap, normalised coordinates, one u8 channel"),
        ("tex2d_point_border_f16x4", "tex:2d:f16x4:8x6:point,border:random:7", T2, F, 768, un, None,
         "point filtering, border (colour 0), f16x4"),
        ("tex2d_linear_border_norm_f16x4", "tex:2d:f16x4:8x6:linear,border,norm:random:8", T2, F, 768, nm, approxh,
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
         "tex.1d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7}];", F, 768, ("0.5078125", "-2.125", "0.25", "0", "0", "0"), approx,
         "1D array texture, linear filtering, u16 read as normalised floats"),
        ("tex1d_lin_fetch_f32x4", "tex:lin:f32x4:20:-:random:14",
         "tex.1d.v4.f32.s32 {%f9, %f10, %f11, %f12}, [%rd1, {%r14}];", F, 32, un, None,
         "tex1Dfetch on linear memory: integer coordinates -4 to 27, out of range reads zero"),
        ("tex1d_lin_fetch_int_s16x2", "tex:lin:s16x2:20:int:random:15",
         "tex.1d.v4.s32.s32 {%r10, %r11, %r12, %r13}, [%rd1, {%r14}];", I, 32, un, None,
         "tex1Dfetch on linear memory read as integers"),
        ("tex3d_linear_clamp_f32", "tex:3d:f32:5x4x3:linear,clamp:random:16",
         "tex.3d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f18, %f13, %f13}];", F, 2048,
         ("0.21875", "-1.1875", "0.40625", "-1.125", "1.15625", "-1.0625"), approx3,
         "3D texture, trilinear filtering, clamp"),
        ("tex3d_point_wrap_norm_u8x4", "tex:3d:u8x4:5x4x3:point,wrap,norm:random:17",
         "tex.3d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f18, %f13, %f13}];", F, 2048,
         ("0.0703125", "-0.6015625", "0.1015625", "-0.2734375", "0.3515625", "-0.3046875"), None,
         "3D texture, point filtering, wrap, normalised coordinates"),
        ("texa2d_linear_clamp_f32", "tex:a2d:f32:5x4x3:linear,clamp:random:18",
         "tex.a2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%r9, %f7, %f18, %f18}];", F, 2560,
         ("0.21875", "-1.1875", "0.40625", "-1.125", "0", "0"), approxf,
         "2D layered texture, layers -1 to 3 (out-of-range layers), bilinear filtering within a layer"),
        ("texa1d_point_border_u8x2", "tex:a1d:u8x2:7x3:point,border:random:19",
         "tex.a1d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%r9, %f7}];", F, 2560,
         ("0.3125", "-2.03125", "0", "0", "0", "0"), None,
         "1D layered texture, layers -1 to 4, border"),
        ("tex2d_level_linear_u8x4", "tex:2d:u8x4:8x6:linear,clamp:random:20",
         "tex.level.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}], %f13;", F, 768,
         ("0.3125", "-2.03125", "0.3125", "-1.53125", "0.125", "0.5"), approx,
         "tex.level on a texture without mipmaps: levels 0.5 to 3.5"),
        ("tex2d_grad_linear_u8x4", "tex:2d:u8x4:8x6:linear,clamp:random:21",
         "tex.grad.2d.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%f7, %f8}], {%f13, %f13}, {%f14, %f13};", F, 768,
         ("0.3125", "-2.03125", "0.3125", "-1.53125", "2.5", "0.5"), approx,
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
    ]
    return out

def main():
    for name, spec, line, ints, n, p, cmp, notes in cases():
        extra = ""
        if "%r20" in line:
            line = "mov.u32 %r20, 1;\n\tmov.u32 %r21, -2;\n\t" + line
        block = 128 if n >= 128 else n
        write(name, sample_kernel(line, ints, extra), "sample", [n // block, 1, 1], [block, 1, 1],
              [spec, "buf:%s:%d:zero" % ("u32" if ints else "f32", 4 * n)] + sargs(*p), notes, cmp)
    other_cases()

def other_cases():
    # txq and suq are not here: on the H100 (driver 580, CUDA 13.0) every
    # module with a txq on a .u64 texture object loaded without its entry
    # (cuModuleGetFunction: CUDA_ERROR_NOT_FOUND) and every module with suq
    # failed to load (CUDA_ERROR_NOT_SUPPORTED), so there is nothing to record.
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
          note + "bilinear_resize: a 16x12 f32x4 texture resized to 24x18 with linear filtering", {"1": {"mode": "approx", "ulp": 4, "abs": 2.4e-7}})
    write("corpus_gather_tex1d", ptx, "gather_tex1d", [1, 1, 1], [128, 1, 1],
          ["tex:lin:f32x4:64:-:random:41", "buf:s32:100:values:0,5,63,64,-1,-3,70,17,31,2", "buf:f32:400:zero", "u32:100"],
          note + "gather_tex1d: tex1Dfetch of a linear f32x4 texture with indices in and out of range")
    write("corpus_mip_sample", ptx, "mip_sample", [32, 1, 1], [32, 1, 1],
          ["tex:2d:u8x4:32x32:linear,clamp,norm:random:42", "buf:f32:1024:zero", "f32:2.5"],
          note + "mip_sample: tex.level (level 2.5) on a texture without mipmaps, normalised coordinates, u8x4 as floats",
          {"1": {"mode": "approx", "ulp": 0, "abs": 1.6e-5}})
    write("corpus_surface_invert", ptx, "surface_invert", [1, 1, 1], [16, 8, 1],
          ["surf:2d:u8x4:16x8:random:43", "u32:16", "u32:8"],
          note + "surface_invert: suld.b/sust.b .v4.b8 .trap on a 16x8 u8x4 surface")

main()
