#!/usr/bin/env python3
"""Writes include/__ptxamd_math.h: the CUDA math intrinsics that nvcc makes
one PTX instruction (or a fixed few), each as an inline PTX statement, and
include/__ptxamd_fp16.h: cuda_fp16.h's conversions and saturated and relu
arithmetic, likewise, and include/__ptxamd_bf16.h: cuda_bf16.h's integer
conversions. Run from ccwrap/: python3 gen_math_header.py (the
headers' prose is in HEAD, TAIL and FP16_HEAD below)."""

def emit(out, name, rtype, params, body, outc, inc):
    """Appends a function whose body is one inline PTX statement, and the
    macro that points CUDA's name at it (exp2f's is added in TAIL, for
    device compilation only)."""
    ps = ", ".join(f"{t} {n}" for t, n in params)
    ins = ", ".join(f'"{c}"({n})' for c, (t, n) in zip(inc, params))
    out.append(f"__PTXAMD_MD {rtype} __ptxamd{name}({ps}) {{")
    out.append(f"  {rtype} r;")
    out.append(f'  asm("{body}" : "={outc}"(r) : {ins});')
    out.append("  return r;")
    out.append("}")
    if name != "exp2f":
        out.append(f"#define {name} __ptxamd{name}")

# CUDA's rounding suffixes: PTX's rounding for floats, and for conversions
# to integers; CUDA's integer names: PTX type, constraint, C type.
rm = {'rn':'rn','rz':'rz','ru':'rp','rd':'rm'}
ri = {'rn':'rni','rz':'rzi','ru':'rpi','rd':'rmi'}
ints = {'int':('s32','r','int'),'uint':('u32','r','unsigned int'),'ll':('s64','l','long long'),'ull':('u64','l','unsigned long long')}
def gen(ftz):
    out = []
    F = '.ftz' if ftz else ''
    fn = lambda *a: emit(out, *a)
    for m,pm in rm.items():
        for op in ['add','sub','mul','div']:
            fn(f"__f{op}_{m}", "float", [("float","a"),("float","b")], f"{op}.{pm}{F}.f32 %0, %1, %2;", "f", "ff")
        fn(f"__fmaf_{m}", "float", [("float","a"),("float","b"),("float","c")], f"fma.{pm}{F}.f32 %0, %1, %2, %3;", "f", "fff")
        fn(f"__frcp_{m}", "float", [("float","a")], f"rcp.{pm}{F}.f32 %0, %1;", "f", "f")
        fn(f"__fsqrt_{m}", "float", [("float","a")], f"sqrt.{pm}{F}.f32 %0, %1;", "f", "f")
    # the special-function unit (each is what nvcc emits for the name)
    one = lambda n, ins: fn(n, "float", [("float","a")], ins, "f", "f")
    one("__expf", f"mul{F}.f32 %0, %1, 0f3FB8AA3B;\\n\\tex2.approx{F}.f32 %0, %0;")
    one("__exp10f", f"mul{F}.f32 %0, %1, 0f40549A78;\\n\\tex2.approx{F}.f32 %0, %0;")
    one("__logf", f"lg2.approx{F}.f32 %0, %1;\\n\\tmul{F}.f32 %0, %0, 0f3F317218;")
    one("__log2f", f"lg2.approx{F}.f32 %0, %1;")
    one("__log10f", f"lg2.approx{F}.f32 %0, %1;\\n\\tmul{F}.f32 %0, %0, 0f3E9A209B;")
    one("__sinf", f"sin.approx{F}.f32 %0, %1;")
    one("__cosf", f"cos.approx{F}.f32 %0, %1;")
    one("__tanf", f"{{\\n\\t.reg .f32 s, c;\\n\\tsin.approx{F}.f32 s, %1;\\n\\tcos.approx{F}.f32 c, %1;\\n\\tdiv.approx{F}.f32 %0, s, c;\\n\\t}}")
    one("exp2f", f"ex2.approx{F}.f32 %0, %1;")
    one("rsqrtf", f"rsqrt.approx{F}.f32 %0, %1;")
    one("__saturatef", f"cvt{F}.sat.f32.f32 %0, %1;")
    fn("__fdividef", "float", [("float","a"),("float","b")], f"div.approx{F}.f32 %0, %1, %2;", "f", "ff")
    fn("__powf", "float", [("float","a"),("float","b")], f"{{\\n\\t.reg .f32 l;\\n\\tlg2.approx{F}.f32 l, %1;\\n\\tmul{F}.f32 l, %2, l;\\n\\tex2.approx{F}.f32 %0, l;\\n\\t}}", "f", "ff")
    return out
def gen64():
    out = []
    fn = lambda *a: emit(out, *a)
    for m,pm in rm.items():
        for op in ['add','sub','mul','div']:
            fn(f"__d{op}_{m}", "double", [("double","a"),("double","b")], f"{op}.{pm}.f64 %0, %1, %2;", "d", "dd")
        fn(f"__fma_{m}", "double", [("double","a"),("double","b"),("double","c")], f"fma.{pm}.f64 %0, %1, %2, %3;", "d", "ddd")
        fn(f"__drcp_{m}", "double", [("double","a")], f"rcp.{pm}.f64 %0, %1;", "d", "d")
        # fma without .ftz, also under --use_fast_math
        fn(f"__fmaf_ieee_{m}", "float", [("float","a"),("float","b"),("float","c")], f"fma.{pm}.f32 %0, %1, %2, %3;", "f", "fff")
        fn(f"__dsqrt_{m}", "double", [("double","a")], f"sqrt.{pm}.f64 %0, %1;", "d", "d")
    for m in rm:
        for k,(pt,c,ct) in ints.items():
            fn(f"__double2{k}_{m}", ct, [("double","a")], f"cvt.{ri[m]}.{pt}.f64 %0, %1;", c, "d")
            fn(f"__{k}2float_{m}", "float", [(ct,"a")], f"cvt.{rm[m]}.f32.{pt} %0, %1;", "f", c)
            if k in ('ll','ull'):
                fn(f"__{k}2double_{m}", "double", [(ct,"a")], f"cvt.{rm[m]}.f64.{pt} %0, %1;", "d", c)
        fn(f"__double2float_{m}", "float", [("double","a")], f"cvt.{rm[m]}.f32.f64 %0, %1;", "f", "d")
    return out
def genf2i(ftz):
    out=[]
    F = '.ftz' if ftz else ''
    for m in rm:
        for k,(pt,c,ct) in ints.items():
            emit(out, f"__float2{k}_{m}", ct, [("float","a")], f"cvt.{ri[m]}{F}.{pt}.f32 %0, %1;", c, "f")
    return out
HEAD = '''/* __ptxamd_math.h: CUDA's device math intrinsics that are one PTX
 * instruction (or a fixed few) under nvcc, written for ptxamd from CUDA's
 * documentation and from the PTX nvcc 13 emits for each name (a
 * compile-only probe on the NVIDIA machine, recorded in RATIONALE.md).
 * Each is that PTX as an inline statement, which ptxamd translates with
 * the H100's semantics: the directed roundings (__fadd_rz, __dmul_ru,
 * ...), the _rn forms that nvcc never contracts, the conversions (NaN and
 * out-of-range inputs give NVIDIA's saturated values), and the
 * special-function unit's approximations (__expf, __sinf, exp2f, rsqrtf,
 * __fdividef, ...), bit for bit where HIP's device library computes other
 * bits. HIP defines most of these names already, so each is a macro for
 * ptxamd's function; the C library's names (exp2f, and sinf and the like
 * under --use_fast_math) only in device compilation, so that host code
 * keeps the C library's. With --use_fast_math (__USE_FAST_MATH__) the f32
 * forms flush denormals (.ftz) and the math functions nvcc then maps to
 * the unit (sinf, expf, ...) are the intrinsics, as nvcc does. Written
 * by ccwrap/gen_math_header.py: edit that, not this file. */
#ifndef __PTXAMD_MATH_H__
#define __PTXAMD_MATH_H__
#pragma clang system_header

/* Host and device: a kernel's body is parsed in host compilation too, and
 * a host function's in device compilation (neither is emitted there). */
#define __PTXAMD_MD static __host__ __device__ __attribute__((always_inline)) inline

'''
TAIL = '''
__PTXAMD_MD void __ptxamd__sincosf(float x, float *s, float *c) {
  *s = __sinf(x);
  *c = __cosf(x);
}
#define __sincosf __ptxamd__sincosf

#if defined(__HIP_DEVICE_COMPILE__)
#define exp2f __ptxamdexp2f
#if defined(__USE_FAST_MATH__)
/* nvcc's --use_fast_math: the f32 divisions of the unit's own code are
 * products by rcp.approx.ftz.f32's reciprocal as ptxas makes them
 * (ptxamd nvcc rewrites them to call this, ccwrap/fastmath.go), sqrtf is
 * sqrt.approx.ftz.f32, and these functions are the unit's intrinsics. */
extern "C" {
__device__ __attribute__((weak, used, always_inline)) float __ptxamd_fast_rcp(float a) {
  float r;
  asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
}
__PTXAMD_MD float __ptxamd_fast_sqrtf(float a) {
  float r;
  asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}
#define sqrtf __ptxamd_fast_sqrtf
#define sinf __ptxamd__sinf
#define cosf __ptxamd__cosf
#define tanf __ptxamd__tanf
#define expf __ptxamd__expf
#define exp10f __ptxamd__exp10f
#define logf __ptxamd__logf
#define log2f __ptxamd__log2f
#define log10f __ptxamd__log10f
#define powf __ptxamd__powf
#define sincosf __ptxamd__sincosf
#endif

@NANWRAP@
@CALLWRAP@
/* std::exp2f and the like name the same functions. */
namespace std {
using ::__ptxamdexp2f;
#if defined(__USE_FAST_MATH__)
using ::__ptxamd_fast_sqrtf;
using ::__ptxamd__sinf;
using ::__ptxamd__cosf;
using ::__ptxamd__tanf;
using ::__ptxamd__expf;
using ::__ptxamd__exp10f;
using ::__ptxamd__logf;
using ::__ptxamd__log2f;
using ::__ptxamd__log10f;
using ::__ptxamd__powf;
using ::__ptxamd__sincosf;
#endif
@NANUSING@
} // namespace std
#endif /* __HIP_DEVICE_COMPILE__ */

#undef __PTXAMD_MD
#endif
'''
# The C library's single-precision functions whose NaN results are NVIDIA's
# canonical one (0x7fffffff) on the H100 and HIP's own: each becomes a
# wrapper that makes a NaN result canonical, in device compilation. The
# names nvcc's --use_fast_math maps to the unit keep their mapping there.
# The kinds: the parameters after the first float, and the outputs a
# pointer returns (made canonical too).
FAST = {"sinf", "cosf", "tanf", "expf", "exp10f", "logf", "log2f", "log10f", "powf", "sincosf"}
NANFNS = [(n, "u") for n in """acosf acoshf asinf asinhf atanf atanhf cbrtf cosf coshf cospif cyl_bessel_i0f
cyl_bessel_i1f erfcf erfcinvf erfcxf erff erfinvf exp10f expf expm1f j0f j1f lgammaf log10f log1pf log2f
logbf logf normcdff normcdfinvf rcbrtf sinf sinhf sinpif tanf tanhf tgammaf y0f y1f""".split()] + \
    [(n, "b") for n in "atan2f fdimf fmodf hypotf nextafterf powf remainderf rhypotf".split()] + \
    [("frexpf", "frexp"), ("modff", "modf"), ("remquof", "remquo"), ("ldexpf", "ldexp"), ("scalbnf", "ldexp"),
     ("jnf", "jn"), ("ynf", "jn"), ("sincosf", "sincos"), ("sincospif", "sincos"), ("norm3df", "t"),
     ("rnorm3df", "t"), ("ilogbf", "ilogb")]
# What the H100 gives at a few points where HIP's functions give another
# zero or integer (measured: conformance/cases/real2/mathlib_f32): expm1f
# keeps the sign of a zero, sinpif of an integer is a zero of its sign,
# cospif's zeros are +0, ilogbf of NaN is INT_MIN.
EDGE = {"expm1f": "if (a == 0.0f) return a;",
        "sinpif": "if (__builtin_isfinite(a) && a == __builtin_truncf(a)) return __builtin_copysignf(0.0f, a);"}
def nanwrap():
    out = ["/* NaN results: NVIDIA's canonical NaN (see gen_math_header.py). */",
           "__PTXAMD_MD float __ptxamd_cnan(float r) {",
           "  return (__builtin_bit_cast(unsigned, r) & 0x7fffffffu) > 0x7f800000u ? __builtin_bit_cast(float, 0x7fffffffu) : r;",
           "}"]
    using = []
    for name, kind in NANFNS:
        params, call = {
            "u": ("float a", "a"),
            "b": ("float a, float b", "a, b"),
            "t": ("float a, float b, float c", "a, b, c"),
            "frexp": ("float a, int *e", "a, e"),
            "modf": ("float a, float *ip", "a, ip"),
            "remquo": ("float a, float b, int *q", "a, b, q"),
            "ldexp": ("float a, int e", "a, e"),
            "jn": ("int n, float a", "n, a"),
            "sincos": ("float a, float *s, float *c", "a, s, c"),
            "ilogb": ("float a", "a"),
        }[kind]
        guard = name in FAST
        if guard:
            out.append("#if !defined(__USE_FAST_MATH__)")
        if kind == "ilogb":
            out.append(f"__PTXAMD_MD int __ptxamd_nan_{name}({params}) {{")
            out.append("  if ((__builtin_bit_cast(unsigned, a) & 0x7fffffffu) > 0x7f800000u)")
            out.append("    return -2147483647 - 1;")
            out.append(f"  return ::{name}(a);")
        elif kind == "sincos":
            out.append(f"__PTXAMD_MD void __ptxamd_nan_{name}({params}) {{")
            out.append(f"  ::{name}({call});")
            if name == "sincospif":
                out.append("  if (__builtin_isfinite(a) && a == __builtin_truncf(a))")
                out.append("    *s = __builtin_copysignf(0.0f, a);")
                out.append("  if (*c == 0.0f)")
                out.append("    *c = 0.0f;")
            out.append("  *s = __ptxamd_cnan(*s);")
            out.append("  *c = __ptxamd_cnan(*c);")
        else:
            out.append(f"__PTXAMD_MD float __ptxamd_nan_{name}({params}) {{")
            if name in EDGE:
                out.append("  " + EDGE[name])
            if name == "cospif":
                out.append("  float r = ::cospif(a);")
                out.append("  return r == 0.0f ? 0.0f : __ptxamd_cnan(r);")
            else:
                out.append(f"  return __ptxamd_cnan(::{name}({call}));")
        out.append("}")
        out.append(f"#define {name} __ptxamd_nan_{name}")
        if guard:
            out.append("#endif")
        using.append((guard, f"using ::__ptxamd_nan_{name};"))
    u = []
    for guard, l in using:
        u += (["#if !defined(__USE_FAST_MATH__)", l, "#endif"] if guard else [l])
    return "\n".join(out), "\n".join(u)
NANWRAP, NANUSING = nanwrap()


# The same functions reached through the C++ overloads (std::sin(float),
# sin(float)) or HIP's names: HIP's header calls its device library
# (ocml) or an LLVM intrinsic, and ptxamd nvcc points those calls in the
# device IR at these wrappers (ccwrap/mathcalls.go), so every name gets
# what the C name gets: NVIDIA's NaN and zeros, and with --use_fast_math
# the unit's intrinsics for the functions nvcc maps (its C++ overloads
# call the C functions). OCML: C name -> ocml function, where HIP's C
# function calls ocml (expf, log10f, exp2f, frexpf, ldexpf, scalbnf, jnf
# and ynf call LLVM or are HIP's own code).
OCML = {"cyl_bessel_i0f": "i0", "cyl_bessel_i1f": "i1", "normcdff": "ncdf", "normcdfinvf": "ncdfinv",
        "norm3df": "len3", "rnorm3df": "rlen3"}
NOT_OCML = {"expf", "log10f", "frexpf", "ldexpf", "scalbnf", "jnf", "ynf"}
FASTFN = {"sinf": "__ptxamd__sinf(a)", "cosf": "__ptxamd__cosf(a)", "tanf": "__ptxamd__tanf(a)",
          "exp10f": "__ptxamd__exp10f(a)", "logf": "__ptxamd__logf(a)", "log2f": "__ptxamd__log2f(a)",
          "powf": "__ptxamd__powf(a, b)"}
def callwrap():
    out = ["/* The C++ overloads and HIP's names of the functions above: the device",
           " * IR's calls of ocml and of llvm.exp2/exp/log10/sqrt.f32 go here (see",
           " * gen_math_header.py). */",
           'extern "C" {',
           "#define __PTXAMD_CALL32 __device__ __attribute__((weak, always_inline))"]
    for name, kind in NANFNS:
        if name in NOT_OCML:
            continue
        o = OCML.get(name, name[:-1])
        params, call = {
            "u": ("float a", "a"), "b": ("float a, float b", "a, b"), "t": ("float a, float b, float c", "a, b, c"),
            "modf": ("float a, __attribute__((address_space(5))) float *ip", "a, ip"),
            "remquo": ("float a, float b, __attribute__((address_space(5))) int *q", "a, b, q"),
            "sincos": ("float a, __attribute__((address_space(5))) float *c", "a, c"),
            "ilogb": ("float a", "a"),
        }[kind]
        head = f"__PTXAMD_CALL32 {'int' if kind == 'ilogb' else 'float'} __ptxamd_nan32_{o}({params}) {{"
        if name in FASTFN or name == "sincosf":
            out.append("#if defined(__USE_FAST_MATH__)")
            out.append(head)
            if name == "sincosf":
                out += ["  float s, k;", "  __ptxamd__sincosf(a, &s, &k);", "  *c = k;", "  return s;"]
            else:
                out.append(f"  return {FASTFN[name]};")
            out += ["}", "#else"]
        out.append(head)
        if kind == "ilogb":
            out.append(f"  return (__builtin_bit_cast(unsigned, a) & 0x7fffffffu) > 0x7f800000u ? -2147483647 - 1 : __ocml_{o}_f32(a);")
        elif kind == "sincos":
            out.append(f"  float s = __ptxamd_cnan(__ocml_{o}_f32(a, c));")
            if name == "sincospif":
                out += ["  if (__builtin_isfinite(a) && a == __builtin_truncf(a))",
                        "    s = __builtin_copysignf(0.0f, a);",
                        "  if (*c == 0.0f)", "    *c = 0.0f;"]
            out += ["  *c = __ptxamd_cnan(*c);", "  return s;"]
        elif kind == "modf":
            out += [f"  float r = __ptxamd_cnan(__ocml_{o}_f32({call}));", "  *ip = __ptxamd_cnan(*ip);", "  return r;"]
        else:
            if name in EDGE:
                out.append("  " + EDGE[name])
            if name == "cospif":
                out.append(f"  float r = __ocml_{o}_f32(a);")
                out.append("  return r == 0.0f ? 0.0f : __ptxamd_cnan(r);")
            else:
                out.append(f"  return __ptxamd_cnan(__ocml_{o}_f32({call}));")
        out.append("}")
        if name in FASTFN or name == "sincosf":
            out.append("#endif")
    # LLVM's intrinsics: exp2f is ex2.approx in both modes (__ptxamdexp2f);
    # with --use_fast_math expf, log10f and sqrtf are the unit's too.
    out += ["__PTXAMD_CALL32 float __ptxamd_f32_exp2(float a) { return __ptxamdexp2f(a); }",
            "#if defined(__USE_FAST_MATH__)",
            "__PTXAMD_CALL32 float __ptxamd_f32_exp(float a) { return __ptxamd__expf(a); }",
            "__PTXAMD_CALL32 float __ptxamd_f32_log10(float a) { return __ptxamd__log10f(a); }",
            "__PTXAMD_CALL32 float __ptxamd_f32_sqrt(float a) { return __ptxamd_fast_sqrtf(a); }",
            "#endif",
            "#undef __PTXAMD_CALL32", "}"]
    return "\n".join(out)
TAIL = TAIL.replace("@NANWRAP@", NANWRAP).replace("@NANUSING@", NANUSING).replace("@CALLWRAP@", callwrap())
body = ["#if defined(__USE_FAST_MATH__)"] + gen(True) + genf2i(True) + ["#else"] + gen(False) + genf2i(False) + ["#endif", ""] + gen64()
open('include/__ptxamd_math.h', 'w').write(HEAD + "\n".join(body) + "\n" + TAIL)

# cuda_fp16.h: each function is one PTX instruction on 16-bit registers
# ("h"), packed pairs in one 32-bit register ("r").
FP16_HEAD = '''/* __ptxamd_fp16.h: cuda_fp16.h's conversions with CUDA's roundings
 * (__float2half_rz, __half2int_rd, __ll2half_ru, ...: HIP's round to
 * nearest, and its half-to-integer conversions have other roundings and
 * out-of-range results) and its saturated (.sat: to [0, 1], NaN to +0)
 * and relu (negative to +0, NaN to the canonical NaN) arithmetic, each the
 * one PTX instruction nvcc emits for it, which ptxamd translates with the
 * H100's semantics; and __hisnan2 (1.0 in each half that is NaN). HIP
 * defines these names already, so each is a macro for ptxamd's function,
 * in device compilation. Included by cuda_fp16.h. Written by
 * ccwrap/gen_math_header.py: edit that, not this file. */
#ifndef __PTXAMD_FP16_GEN_H__
#define __PTXAMD_FP16_GEN_H__
#pragma clang system_header
#if defined(__HIP__)
#define __PTXAMD_FP16G static __device__ __attribute__((always_inline)) inline
namespace {
'''
def gen_fp16():
    fns, names = [], []
    def fn(name, sig, body):
        fns.append(f"__PTXAMD_FP16G {sig} {{")
        fns.extend("  " + l for l in body)
        fns.append("}")
        names.append(name)
    half_in = "__half_as_ushort({})"
    for m, pm in (("rz", "rz"), ("rd", "rm"), ("ru", "rp")):
        fn(f"__float2half_{m}", f"__half __ptxamd___float2half_{m}(float a)",
           ["unsigned short r;", f'asm("cvt.{pm}.f16.f32 %0, %1;" : "=h"(r) : "f"(a));', "return __ushort_as_half(r);"])
    fn("__double2half", "__half __ptxamd___double2half(double a)",
       ["unsigned short r;", 'asm("cvt.rn.f16.f64 %0, %1;" : "=h"(r) : "d"(a));', "return __ushort_as_half(r);"])
    ity = {"int": ("s32", "r", "int"), "uint": ("u32", "r", "unsigned int"), "short": ("s16", "h", "short"),
           "ushort": ("u16", "h", "unsigned short"), "ll": ("s64", "l", "long long"), "ull": ("u64", "l", "unsigned long long")}
    for k, (pt, c, ct) in ity.items():
        for m in rm:
            fn(f"__half2{k}_{m}", f"{ct} __ptxamd___half2{k}_{m}(__half a)",
               [f"{ct} r;", f'asm("cvt.{ri[m]}.{pt}.f16 %0, %1;" : "={c}"(r) : "h"(__half_as_ushort(a)));', "return r;"])
            fn(f"__{k}2half_{m}", f"__half __ptxamd___{k}2half_{m}({ct} a)",
               ["unsigned short r;", f'asm("cvt.{rm[m]}.f16.{pt} %0, %1;" : "=h"(r) : "{c}"(a));', "return __ushort_as_half(r);"])
    for name, name2, ins, n in (("__hadd_sat", "__hadd2_sat", "add.sat", 2), ("__hsub_sat", "__hsub2_sat", "sub.sat", 2),
                                ("__hmul_sat", "__hmul2_sat", "mul.sat", 2), ("__hfma_sat", "__hfma2_sat", "fma.rn.sat", 3),
                                ("__hfma_relu", "__hfma2_relu", "fma.rn.relu", 3)):
        args = "abc"[:n]
        ops = ", ".join(f"%{i + 1}" for i in range(n))
        fn(name, f"__half __ptxamd_{name}(" + ", ".join(f"__half {a}" for a in args) + ")",
           ["unsigned short r;",
            f'asm("{ins}.f16 %0, {ops};" : "=h"(r) : ' + ", ".join(f'"h"(__half_as_ushort({a}))' for a in args) + ");",
            "return __ushort_as_half(r);"])
        fn(name2, f"__half2 __ptxamd_{name2}(" + ", ".join(f"__half2 {a}" for a in args) + ")",
           ["unsigned r;",
            f'asm("{ins}.f16x2 %0, {ops};" : "=r"(r) : ' + ", ".join(f'"r"(__builtin_bit_cast(unsigned, {a}))' for a in args) + ");",
            "return __builtin_bit_cast(__half2, r);"])
    fn("__hisnan2", "__half2 __ptxamd___hisnan2(__half2 a)",
       ["unsigned r;", 'asm("set.nan.f16x2.f16x2 %0, %1, %1;" : "=r"(r) : "r"(__builtin_bit_cast(unsigned, a)));',
        "return __builtin_bit_cast(__half2, r);"])
    out = FP16_HEAD + "\n".join(fns) + "\n} // namespace\n#undef __PTXAMD_FP16G\n\n"
    out += "".join(f"#define {n} __ptxamd_{n}\n" for n in names)
    out += "#endif /* __HIP__ */\n#endif\n"
    open('include/__ptxamd_fp16.h', 'w').write(out)
gen_fp16()

# cuda_bf16.h's conversions between bfloat16 and the integer types, each
# the one PTX cvt with the rounding (sm_90's bf16 forms; nvcc for sm_80
# computes the same values through float and software rounding).
BF16_HEAD = '''/* __ptxamd_bf16.h: cuda_bf16.h's conversions between __nv_bfloat16 and
 * the integer types with CUDA's roundings (__bfloat162int_rn ...
 * __ull2bfloat16_ru), each one PTX cvt, which ptxamd translates with the
 * H100's semantics (NaN and out-of-range values as NVIDIA converts them;
 * an integer rounded once to bfloat16). Device code only; macros point
 * CUDA's names at them. Included by cuda_bf16.h. Written by
 * ccwrap/gen_math_header.py: edit that, not this file. */
#ifndef __PTXAMD_BF16_GEN_H__
#define __PTXAMD_BF16_GEN_H__
#pragma clang system_header
#if defined(__HIP__)
#define __PTXAMD_BF16G static __device__ __attribute__((always_inline)) inline
namespace {
'''
def gen_bf16():
    fns, names = [], []
    ity = {"int": ("s32", "r", "int"), "uint": ("u32", "r", "unsigned int"), "short": ("s16", "h", "short"),
           "ushort": ("u16", "h", "unsigned short"), "ll": ("s64", "l", "long long"), "ull": ("u64", "l", "unsigned long long")}
    for k, (pt, c, ct) in ity.items():
        for m in rm:
            fns += [f"__PTXAMD_BF16G {ct} __ptxamd___bfloat162{k}_{m}(__nv_bfloat16 a) {{", f"  {ct} r;",
                    f'  asm("cvt.{ri[m]}.{pt}.bf16 %0, %1;" : "={c}"(r) : "h"(a.__x));', "  return r;", "}"]
            fns += [f"__PTXAMD_BF16G __nv_bfloat16 __ptxamd___{k}2bfloat16_{m}({ct} a) {{", "  unsigned short r;",
                    f'  asm("cvt.{rm[m]}.bf16.{pt} %0, %1;" : "=h"(r) : "{c}"(a));', "  return __ptxamd_bf(r);", "}"]
            names += [f"__bfloat162{k}_{m}", f"__{k}2bfloat16_{m}"]
    out = BF16_HEAD + "\n".join(fns) + "\n} // namespace\n#undef __PTXAMD_BF16G\n\n"
    out += "".join(f"#define {n} __ptxamd_{n}\n" for n in names)
    out += "#endif /* __HIP__ */\n#endif\n"
    open('include/__ptxamd_bf16.h', 'w').write(out)
gen_bf16()
