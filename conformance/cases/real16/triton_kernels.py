"""real16's Triton kernels: those of ../real2, ../real3 and ../real5,
compiled for cc 75 (Turing) and, the fp8 ones, cc 89 (Ada), with the
options their families give cc 80 (cc 90 where a kernel has none).
A spec here is FAMILY.NAME (real5.mm_gelu_f16); realgen's Triton worker
imports this module and calls compile_ptx."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FAMILIES = ("real2", "real3", "real5")

MODS = {}
SPECS = {}
for _fam in FAMILIES:
    _spec = importlib.util.spec_from_file_location("triton_kernels_" + _fam, os.path.join(HERE, "..", _fam, "triton_kernels.py"))
    _m = importlib.util.module_from_spec(_spec)
    _spec.loader.exec_module(_m)
    MODS[_fam] = _m
    for _name, _s in _m.SPECS.items():
        SPECS[f"{_fam}.{_name}"] = _s


def compile_ptx(name, cc):
    """The source family's compile_ptx for cc, with cc 80's options (else
    cc 90's) where the family has none for cc (its kernels were tuned for
    cc 80 and 90)."""
    fam, base = name.split(".", 1)
    m = MODS[fam]
    fn, sig, consts, div16, per_cc = m.SPECS[base]
    if cc not in per_cc:
        opts = dict(per_cc)
        opts[cc] = per_cc[80] if 80 in per_cc else per_cc[90]
        m.SPECS[base] = (fn, sig, consts, div16, opts)
    return m.compile_ptx(base, cc)
