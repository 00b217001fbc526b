"""Shared machinery of the real-kernel case generators
(conformance/cases/real2/gen_cases.py, real3/gen_cases.py): deterministic
input values with edge cases, PTX entry-parameter checks, and the driver
that compiles a family's CUDA sources with nvcc and its Triton kernels
ahead of time and writes the case folders (run on the NVIDIA machine; --dry
writes them with placeholder PTX to check a table locally).

Python's standard library only."""
import argparse
import importlib.util
import json
import math
import os
import re
import struct
import subprocess
import sys
import concurrent.futures as cf


class Rng:
    """splitmix64, so the inputs do not depend on Python's random module."""

    def __init__(self, seed):
        self.s = seed & (2**64 - 1)

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        return z ^ (z >> 31)

    def uniform(self, lo, hi):
        return lo + (hi - lo) * (self.next() >> 11) / float(1 << 53)

    def below(self, n):
        return self.next() % n



ALL4 = ["wave32", "paired", "single", "native64"]


W32 = ["wave32", "paired", "single"]


def f32(v):
    return struct.unpack("<I", struct.pack("<f", v))[0] if not isinstance(v, int) else v


def pack(fmt, vals):
    return b"".join(struct.pack("<" + fmt, v) for v in vals)


def f32bytes(vals):
    """vals: floats, or ('bits', u32) for exact bit patterns."""
    out = b""
    for v in vals:
        if isinstance(v, tuple):
            out += struct.pack("<I", v[1])
        else:
            out += struct.pack("<f", v)
    return out


def f64bytes(vals):
    out = b""
    for v in vals:
        if isinstance(v, tuple):
            out += struct.pack("<Q", v[1])
        else:
            out += struct.pack("<d", v)
    return out


def f16bytes(vals):
    out = b""
    for v in vals:
        if isinstance(v, tuple):
            out += struct.pack("<H", v[1])
        else:
            out += struct.pack("<e", v)
    return out


def bf16_bits(v):
    if isinstance(v, tuple):
        return v[1]
    u = struct.unpack("<I", struct.pack("<f", v))[0]
    if (u & 0x7fffffff) > 0x7f800000:
        return ((u >> 16) | 0x40) & 0xffff
    u += 0x7fff + ((u >> 16) & 1)
    return (u >> 16) & 0xffff


def bf16bytes(vals):
    return b"".join(struct.pack("<H", bf16_bits(v)) for v in vals)


NAN32 = ("bits", 0x7fc00000)


NNAN32 = ("bits", 0xffc00000)


SNAN32 = ("bits", 0x7f800001)


PAYNAN32 = ("bits", 0x7fd0beef)


INF = float("inf")


F32_SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 0.25, 10.0, -10.0, 100.0, -100.0,
               1e-3, -1e-3, 1e-20, 1e20, -1e20, 88.7, 89.0, -87.3, -104.0, 1e-38, -1e-38, 1e-45, -1e-45,
               1.1754942e-38, 3.4028235e38, -3.4028235e38, INF, -INF, NAN32, NNAN32, PAYNAN32, 0.1, 2.5, -2.5,
               3.5, -3.5, 0.49999997, 1.5, -1.5, 7.0, 16777217.0, 0.75, 1e-5, 0.999, -0.999, 1.0000001,
               4.5e15, 123.456, -0.1, 3.14159265, 6.2831853, 1e4, 1e6, 33.5, 0.6931472, 4.0, 8.5, 1e-7,
               -1e-7, 171.5, 35.0, 40.0, -40.0, 0.9999999, -0.9999999, 127.5, -128.5, 2147483648.0,
               -2147483904.0, 4294967296.0, 1e10, -1e10, 65504.0, 65520.0, 9.5, -9.5]


def f32_values(n, seed):
    """F32_SPECIAL, then a log sweep of both signs, then uniform values in [-12, 12]."""
    vals = list(F32_SPECIAL)
    r = Rng(seed)
    e = -30.0
    while len(vals) < n * 2 // 3:
        m = r.uniform(1.0, 10.0)
        vals.append(m * 10.0 ** e * (1 if len(vals) % 2 else -1))
        e += 0.37
        if e > 30:
            e = -30.0
    while len(vals) < n:
        vals.append(r.uniform(-12.0, 12.0))
    return vals[:n]


PAIR_F32 = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 1e-40, -1e-40, 1e30, -1e30, INF, -INF, NAN32, 3.5, -7.25,
            0.1, 1e-5, 100.0, -0.75, 16.0, 1.5, -2.5, 1e38]


def f32_pairs(extra, seed):
    a, b = [], []
    for x in PAIR_F32:
        for y in PAIR_F32:
            a.append(x)
            b.append(y)
    r = Rng(seed)
    for _ in range(extra):
        a.append(r.uniform(-20, 20))
        b.append(r.uniform(-20, 20))
    return a, b


F64_SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -3.0, 1e-300, 1e-310, -1e-320, 1e300, -1e300, INF, -INF,
               ("bits", 0x7ff8000000000000), ("bits", 0xfff8000000000000), ("bits", 0x7ff0000000000001),
               1.7976931348623157e308, 2.2250738585072014e-308, 5e-324, 0.1, 2.5, -2.5, 3.5, 1.5, 0.49999999999999994,
               709.7, 710.0, -745.2, -708.4, 170.6, 171.7, 4503599627370497.0, 9007199254740993.0, 1e16, -1e16,
               2147483647.5, -2147483648.5, 4294967295.5, 9.3e18, -9.3e18, 1.9e19, 123.456, -0.001, 3.141592653589793,
               0.9999999999999999, -0.9999999999999999, 1e-8, 40.0, -40.0, 6.5, 65504.0, 1e5, 33.25]


def f64_values(n, seed):
    vals = list(F64_SPECIAL)
    r = Rng(seed)
    e = -300.0
    while len(vals) < n * 2 // 3:
        vals.append(r.uniform(1.0, 10.0) * 10.0 ** e * (1 if len(vals) % 2 else -1))
        e += 7.3
        if e > 300:
            e = -300.0
    while len(vals) < n:
        vals.append(r.uniform(-12.0, 12.0))
    return vals[:n]


PAIR_F64 = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 1e-310, -1e-310, 1e300, -1e300, INF, -INF,
            ("bits", 0x7ff8000000000000), 3.5, -7.25, 0.1, 1e-5, 100.0, -0.75, 16.0, 1.5, -2.5, 1e308]


def f64_pairs(extra, seed):
    a, b = [], []
    for x in PAIR_F64:
        for y in PAIR_F64:
            a.append(x)
            b.append(y)
    r = Rng(seed)
    for _ in range(extra):
        a.append(r.uniform(-20, 20))
        b.append(r.uniform(-20, 20))
    return a, b


HALF_EDGE = [0.0, -0.0, 1.0, -1.0, 0.5, 65504.0, -65504.0, 2.0 ** -14, -(2.0 ** -14), 2.0 ** -24, -(2.0 ** -24),
             ("bits", 0x03ff), INF, -INF, ("bits", 0x7e00), ("bits", 0xfe00), 2.0, 3.0, 0.1, -2.5, 1000.0, 11.0,
             -18.0, 0.333, 1.5, 7.5, 100.0, -0.75]


def half_pairs():
    a, b = [], []
    for x in HALF_EDGE:
        for y in HALF_EDGE:
            a.append(x)
            b.append(y)
    return a, b


BF16_EDGE = [0.0, -0.0, 1.0, -1.0, 0.5, 3.3895314e38, -3.3895314e38, 1.1754944e-38, -1.1754944e-38, ("bits", 0x0001),
             ("bits", 0x807f), INF, -INF, ("bits", 0x7fc0), ("bits", 0xffc0), 2.0, 3.0, 0.1, -2.5, 1000.0, 89.0,
             -90.0, 0.333, 1.5, 7.5, 100.0, -0.75, 1e-30]


def bf16_pairs():
    a, b = [], []
    for x in BF16_EDGE:
        for y in BF16_EDGE:
            a.append(x)
            b.append(y)
    return a, b


U64_EDGE = [0, 1, 2, 3, 7, 10, 63, 64, 65, 1000000007, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**63 - 1, 2**63,
            2**63 + 1, 2**64 - 1, 2**64 - 2, 2**64 - 7, 0x8000000080000000, 0x0123456789abcdef, 0xfedcba9876543210,
            2**53 + 1]


def u64_pairs():
    a, b = [], []
    for x in U64_EDGE:
        for y in U64_EDGE:
            a.append(x)
            b.append(y)
    return a, b


U32_EDGE = [0, 1, 2, 3, 7, 10, 16, 31, 32, 33, 1000, 2**31 - 1, 2**31, 2**31 + 1, 2**32 - 1, 2**32 - 2, 2**32 - 3,
            2**32 - 16, 0x80008000, 0x12345678, 0xfedcba98, 0x00ff00ff, 0xdeadbeef, 2**24 + 1]


def u32_pairs():
    a, b = [], []
    for x in U32_EDGE:
        for y in U32_EDGE:
            a.append(x)
            b.append(y)
    return a, b


def rand_u64(n, seed):
    r = Rng(seed)
    return [r.next() for _ in range(n)]


def rand_u32(n, seed):
    r = Rng(seed)
    return [r.next() & 0xffffffff for _ in range(n)]


def ascii_text(nrec, seed):
    r = Rng(seed)
    words = [b"apple", b"-42", b"Zebra", b"  17x", b"hello world", b"-0", b"9876543210", b"UPPER lower",
             b"a1b2c3", b"--5", b"\xe9t\xe9", b"x-99", b"12 34", b"", b"~!@#", b"Qu-ick 7"]
    out = b""
    for i in range(nrec):
        w = words[r.below(len(words))] + b" " + words[r.below(len(words))]
        w = (w + bytes([r.below(95) + 32 for _ in range(16)]))[:16]
        if i % 7 == 3:
            w = w[:15] + bytes([0x80 + r.below(128)])
        out += w
    return out


def vm_programs():
    """Four 24-instruction programs (op, imm) for bytecode_vm, 48 ints each."""
    PUSH, ADD, SUB, MUL, DUP, SWAP, JNZ, DEC, HALT, NEG, DIV, MOD = range(12)
    progs = [
        # factorial-ish: acc=1; n on stack; loop: acc *= n; n--; while n
        [(PUSH, 1), (SWAP, 0), (DUP, 0), (PUSH, 7), (MOD, 0), (SWAP, 0), (PUSH, 0), (ADD, 0), (HALT, 0)],
        # sum 1..(x mod 13)
        [(PUSH, 13), (MOD, 0), (DUP, 0), (JNZ, 5), (HALT, 0), (DUP, 0), (DEC, 0), (DUP, 0), (JNZ, 10), (HALT, 0),
         (ADD, 0), (HALT, 0)],
        # (x * 3 - 7) / 5 negated
        [(PUSH, 3), (MUL, 0), (PUSH, 7), (SUB, 0), (PUSH, 5), (DIV, 0), (NEG, 0), (HALT, 0)],
        # countdown loop: x mod 20, decrement until zero, counting steps
        [(PUSH, 20), (MOD, 0), (DUP, 0), (JNZ, 5), (HALT, 0), (DEC, 0), (DUP, 0), (JNZ, 5), (PUSH, 99), (HALT, 0)],
    ]
    out = []
    for p in progs:
        p = p + [(HALT, 0)] * (24 - len(p))
        for op, imm in p:
            out += [op, imm]
    return out


PARAM_RE = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)(?:\s+\.ptr)?(?:\s+\.(?:global|shared|const|local))?(?:\s+\.align\s+\d+)?\s+[\w$]+(?:\[(\d+)\])?")


SIZES = {"u8": 1, "s8": 1, "b8": 1, "u16": 2, "s16": 2, "b16": 2, "f16": 2, "bf16": 2, "u32": 4, "s32": 4, "b32": 4,
         "f32": 4, "u64": 8, "s64": 8, "b64": 8, "f64": 8}


def entries(ptx):
    """{entry name: [param byte sizes]}"""
    out = {}
    for m in re.finditer(r"\.entry\s+([\w$]+)\s*\((.*?)\)", ptx, re.S):
        ps = []
        for p in PARAM_RE.finditer(m.group(2)):
            ps.append(SIZES[p.group(1)] * (int(p.group(2)) if p.group(2) else 1))
        out[m.group(1)] = ps
    return out


def arg_size(a):
    """The parameter bytes an argument spec fills: a tensor map (tmap:...)
    is a 128-byte by-value parameter, a buffer a pointer."""
    head = a.split(":")[0]
    if head == "tmap":
        return 128
    if head in ("buf", "tex", "surf"):
        return 8
    if head == "raw":
        return len(a.split(":", 1)[1]) // 2
    return SIZES[head]


def exact(*idx):
    """A case's compare entries: arguments idx compared bit for bit."""
    return {str(i): {"mode": "exact"} for i in idx}


def add_case(cases, name, build, kernel, grid, block, args, compare=None, modes=ALL4, notes="", shared=0, files=None):
    """Adds one nvcc-built case to a family's table."""
    assert name not in cases, name
    cases[name] = dict(build=build, kernel=kernel, grid=grid, block=block, args=args, compare=compare or {},
                       modes=modes, notes=notes, shared=shared, files=files or {})


def resolve(ptx, kernel):
    ents = entries(ptx)
    if kernel in ents:
        return kernel, ents[kernel]
    hits = [e for e in ents if re.fullmatch(kernel, e)]
    if len(hits) != 1:
        raise ValueError(f"kernel {kernel!r}: {len(hits)} entries match ({sorted(ents)})")
    return hits[0], ents[hits[0]]


# ------------------------------------------------- families built again

def load_family(here, fam):
    """Imports the gen_cases.py of family fam, the sibling of the family
    folder here, under a name of its own (its tables, inputs and adjust)."""
    spec = importlib.util.spec_from_file_location("gen_cases_" + fam, os.path.join(here, "..", fam, "gen_cases.py"))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def rebuild_nvcc(m, fam, pick, arch_of, flags_of, tag_of, sfx, what, nvcc, cases, origin):
    """Adds the nvcc builds of family module m that pick(tag, arch, flags)
    selects to nvcc, compiled for arch_of(arch) with flags_of(flags)
    instead, under tag_of(tag), and their cases to cases as NAME+sfx with
    what ("built for sm_75") in their notes; origin maps each new case to
    (m, name)."""
    tags = {}
    for tag, (src, arch, fl) in sorted(getattr(m, "NVCC", {}).items()):
        if pick(tag, arch, fl):
            tags[tag] = f"{fam}.{tag_of(tag)}"
            nvcc[tags[tag]] = (f"../../{fam}/src/{src}", arch_of(arch), flags_of(fl))
    for name, c in getattr(m, "CASES", {}).items():
        if c["build"] not in tags:
            continue
        new = name + sfx
        assert new not in cases, new
        d = dict(c)
        d["build"] = tags[c["build"]]
        d["notes"] = f"{fam}/{name} {what}. " + c["notes"]
        cases[new] = d
        origin[new] = (m, name)


def flag_variants(here, families, flag, tag_sfx, sfx, nvcc, cases, origin):
    """Adds the families' builds once more with the nvcc flag, for the
    target each family built them for: the plain sm_80 builds (and their
    -DKSEL=N kernel selections), and sm_90a ones of sources that have no
    sm_80 build; sources that a family already builds with flag are left
    to it. New tags end in tag_sfx, new cases in sfx."""
    for fam in families:
        m = load_family(here, fam)
        builds = getattr(m, "NVCC", {}).values()
        has_flag = {src for src, arch, flags in builds if flag in flags}
        has80 = {src for src, arch, flags in builds if arch == "sm_80"}

        def pick(tag, arch, flags, m=m, has_flag=has_flag, has80=has80):
            src = m.NVCC[tag][0]
            if src in has_flag or not all(f.startswith("-DKSEL=") for f in flags):
                return False
            return arch == "sm_80" or (arch == "sm_90a" and src not in has80)

        rebuild_nvcc(m, fam, pick, lambda arch: arch, lambda flags: [flag] + flags, lambda tag: tag + tag_sfx,
                     sfx, f"built with {flag}", nvcc, cases, origin)


def adjust_from(origin, family):
    """The adjust of a family built from others: each case's source
    family's adjust, under the case's name there."""
    def adjust(name, j):
        m, orig = origin[name]
        if hasattr(m, "adjust"):
            m.adjust(orig, j)
        j["family"] = family
    return adjust


# ---------------------------------------------------------------- building

class Family:
    """A case family: its name (the folder under cases/), its generator's
    directory (src/ and triton_kernels.py live there), the nvcc builds
    {tag: (source, arch, flags)}, the CUDA cases and Triton cases of its
    table, Triton input-file makers by kernel, and the function that
    applies its comparison adjustments to a case.json."""

    def __init__(self, name, here, nvcc, cases, tri, tri_files, adjust, tri_deadline=150, tri_workers=8, clang=None):
        self.name, self.here, self.nvcc = name, here, nvcc
        self.clang = clang or {}
        self.cases, self.tri, self.tri_files, self.adjust = cases, tri, tri_files, adjust
        self.tri_deadline, self.tri_workers = tri_deadline, tri_workers


def src_path(fam, src):
    """A build's source: src/NAME of the family, or another family's
    source named by a path relative to src/ (../../real2/src/misc.cu)."""
    return os.path.normpath(os.path.join(fam.here, "src", src))


def src_shown(fam, src):
    """A build's source as case notes name it, relative to the family's folder."""
    return os.path.relpath(src_path(fam, src), fam.here)


def compile_nvcc(fam, tag, work):
    src, arch, flags = fam.nvcc[tag]
    out = os.path.join(work, tag + ".ptx")
    cmd = ["nvcc", "-ptx", "-std=c++17", "-O3", f"-arch={arch}"] + flags + [src_path(fam, src), "-o", out]
    p = subprocess.run(cmd, capture_output=True, text=True)
    return tag, out if p.returncode == 0 else None, " ".join(cmd[:-3] + [src_shown(fam, src)]), p.stderr[-3000:]


def compile_clang(fam, tag, work):
    """Compiles a clang CUDA build {tag: (source, arch, flags)} to PTX with
    upstream LLVM's NVPTX back end (clang-19 here, -nocudainc), linking
    libdevice as bitcode the way clang's driver does; $LIBDEVICE names
    libdevice.10.bc (it comes with the CUDA toolkit, on the NVIDIA machine)."""
    src, arch, flags = fam.clang[tag]
    out = os.path.join(work, tag + ".ptx")
    libdevice = os.environ.get("LIBDEVICE", "libdevice.10.bc")
    cmd = ["clang-19", "-x", "cuda", "-std=c++17", "--cuda-device-only", "-nocudainc", "-nocudalib", "-S",
           f"--cuda-gpu-arch={arch}", "-Xclang", "-target-feature", "-Xclang", "+ptx80"] + flags + [
           "-Xclang", "-mlink-builtin-bitcode", "-Xclang", libdevice, os.path.join(fam.here, "src", src), "-o", out]
    p = subprocess.run(cmd, capture_output=True, text=True)
    shown = [c for c in cmd[:-5] if c != libdevice] + ["-Xclang", "libdevice.10.bc", "src/" + src]
    return tag, out if p.returncode == 0 else None, " ".join(shown), p.stderr[-3000:]


def write_case(fam, root, name, kernel, grid, block, args, compare, modes, notes, shared, files, ptx):
    d = os.path.join(root, fam.name, name)
    os.makedirs(d, exist_ok=True)
    for fn, data in files.items():
        with open(os.path.join(d, fn), "wb") as f:
            f.write(data)
    with open(os.path.join(d, "case.ptx"), "w") as f:
        f.write(ptx)
    j = {"kernel": kernel, "grid": grid, "block": block}
    if shared:
        j["shared"] = shared
    j.update({"args": args, "compare": compare, "modes": modes, "family": fam.name, "notes": notes})
    fam.adjust(name, j)
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(j, f, indent=2)
        f.write("\n")


def tri_compile(job):
    """Runs in a worker process: (name, (ptx, shared, num_warps, entry, version, global scratch bytes per program) or
    None, error). A family's compile_ptx returns (ptx, shared, num_warps) or, for kernels that need Triton's global
    scratch (device-side tensor descriptors), (ptx, shared, num_warps, scratch bytes per program)."""
    name, spec, cc, here = job
    try:
        sys.path.insert(0, here)
        import triton
        import triton_kernels as tm
        res = tm.compile_ptx(spec, cc)
        ptx, shared, nw = res[:3]
        scratch = res[3] if len(res) > 3 else 0
        f = tm.SPECS[spec][0]
        entry = getattr(f, "__name__", None) or f.fn.__name__
        return name, (ptx, shared, nw, entry, triton.__version__, scratch), None
    except Exception as e:
        import traceback
        return name, None, f"{type(e).__name__}: {e}\n{traceback.format_exc()[-1500:]}"


def run(fam):
    """Parses the command line and builds (or dry-writes) the family's cases."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", help="compile with nvcc and Triton, write OUTROOT/" + fam.name + "/<case>")
    ap.add_argument("--dry", help="write OUTROOT/" + fam.name + "/<case> with placeholder PTX")
    ap.add_argument("--only", default="")
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--adjust", help="apply ADJUST/KNOWN to the case.json files under DIR/<case>")
    o = ap.parse_args()
    if o.adjust:
        for name in sorted(os.listdir(o.adjust)):
            p = os.path.join(o.adjust, name, "case.json")
            if not os.path.exists(p):
                continue
            j = json.load(open(p))
            fam.adjust(name, j)
            with open(p, "w") as f:
                json.dump(j, f, indent=2)
                f.write("\n")
        return
    only = set(x for x in o.only.split(",") if x)
    root = o.build or o.dry
    if not root:
        ap.error("--build or --dry")
    work = os.path.join(root, "_ptx")
    os.makedirs(work, exist_ok=True)
    log = []
    ptx_of = {}
    want_nvcc = sorted({c["build"] for n, c in fam.cases.items() if (not only or n in only) and c["build"] in fam.nvcc})
    want_clang = sorted({c["build"] for n, c in fam.cases.items() if (not only or n in only) and c["build"] in fam.clang})
    tri_todo = [] if o.no_triton else [(n, t["spec"], t["cc"], fam.here) for n, t in fam.tri.items() if not only or n in only]
    tri_pool = tri_futs = None
    if o.build and tri_todo:  # Triton compiles in worker processes while nvcc runs
        tri_pool = cf.ProcessPoolExecutor(fam.tri_workers)
        tri_futs = [tri_pool.submit(tri_compile, j) for j in tri_todo]
    if o.build:
        with cf.ThreadPoolExecutor(8) as pool:
            for kind, compile_fn, want in (("nvcc", compile_nvcc, want_nvcc), ("clang", compile_clang, want_clang)):
                for tag, out, cmd, err in pool.map(lambda t, f=compile_fn: f(fam, t, work), want):
                    if out:
                        ptx_of[tag] = (open(out).read(), cmd)
                        log.append(f"OK   {kind} {tag}: {cmd}")
                    else:
                        log.append(f"FAIL {kind} {tag}: {cmd}\n{err}")
    ok = fail = 0
    for name, c in fam.cases.items():
        if only and name not in only:
            continue
        if o.dry:
            ptx, cmd = "// placeholder\n", "nvcc (dry run)"
        elif c["build"] not in ptx_of:
            log.append(f"SKIP {name}: build {c['build']} failed")
            fail += 1
            continue
        else:
            ptx, cmd = ptx_of[c["build"]]
        kernel = c["kernel"]
        if o.build:
            try:
                kernel, sizes = resolve(ptx, kernel)
                want = [arg_size(a) for a in c["args"]]
                if sizes != want:
                    raise ValueError(f"params {sizes} but args {want}")
            except Exception as e:
                log.append(f"FAIL {name}: {e}")
                fail += 1
                continue
        if c["build"] in fam.clang:
            src = fam.clang[c["build"]][0]
            notes = (f"CUDA C++ src/{src} compiled by `{cmd}` (Debian clang 19.1.7, upstream LLVM's NVPTX back end, "
                     f"with CUDA 13's libdevice); case.ptx is its output verbatim. " + c["notes"])
        else:
            src = fam.nvcc[c["build"]][0]
            notes = (f"CUDA C++ {src_shown(fam, src)} compiled by `{cmd}` (nvcc 13.0, on the H100 machine); case.ptx is its "
                     f"output verbatim. " + c["notes"])
        write_case(fam, root, name, kernel, c["grid"], c["block"], c["args"], c["compare"], c["modes"], notes, c["shared"], c["files"], ptx)
        ok += 1
    if not o.no_triton:
        todo = tri_todo
        compiled = {}
        if tri_futs:
            import time
            deadline = time.time() + fam.tri_deadline
            for (n, _, _, _), f in zip(todo, tri_futs):
                try:
                    n, res, err = f.result(timeout=max(1.0, deadline - time.time()))
                except Exception as e:
                    res, err = None, f"{type(e).__name__}: {e}"
                compiled[n] = (res, err)
            tri_pool.shutdown(wait=False, cancel_futures=True)
        for name, spec, cc, _ in todo:
            t = fam.tri[name]
            files = fam.tri_files.get(spec, lambda: {})()
            block = [128, 1, 1]
            shared = 0
            kernel = spec
            scratch = 0
            if o.dry:
                ptx = "// placeholder\n"
            else:
                res, err = compiled[name]
                try:
                    if res is None:
                        raise RuntimeError(err)
                    ptx, shared, nw, kernel, version, scratch = res
                    block = [32 * nw, 1, 1]
                    kernel, sizes = resolve(ptx, kernel)
                    want = [arg_size(a) for a in t["args"]] + [8, 8]
                    if sizes != want:
                        raise ValueError(f"params {sizes} but args+scratch {want}")
                except Exception as e:
                    log.append(f"FAIL {name}: {type(e).__name__}: {str(e)[:3000]}")
                    fail += 1
                    continue
                log.append(f"OK   triton {name}: shared {shared}, {block[0]} threads, Triton {version}")
            scratch_arg, scratch_note = "u64:0", "the two trailing pointers are Triton's global/profile scratch (0). "
            if scratch:
                nprog = t["grid"][0] * t["grid"][1] * t["grid"][2]
                scratch_arg = f"buf:u8:{scratch * nprog}:zero"
                scratch_note = (f"the trailing pointers are Triton's global scratch ({scratch} bytes a program, "
                                f"metadata.global_scratch_size; not compared) and profile scratch (0). ")
            notes = (f"Triton kernel triton_kernels.py:{spec} compiled ahead of time for cc {cc} "
                     f"(triton.compile, Triton 3.6 on the H100 machine); case.ptx is its PTX verbatim; {block[0]} threads (num_warps*32), "
                     f"dynamic shared = Triton's metadata.shared; " + scratch_note + t["notes"])
            write_case(fam, root, name, kernel, t["grid"], block, t["args"] + [scratch_arg, "u64:0"], t["compare"], W32, notes,
                       shared, files, ptx)
            ok += 1
    log.append(f"{ok} cases written, {fail} failed")
    with open(os.path.join(root, "gen.log"), "w") as f:
        f.write("\n".join(log) + "\n")
    print("\n".join(log))
