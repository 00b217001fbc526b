"""Write Triton's own AMD build of the 4-mma matmul (issue 16's kernel).

Usage: python3 gen.py OUTDIR   (on a machine with Triton 3.6; no GPU needed)

The kernel is corpus/triton_kernels.py:matmul with the tile of
frontend/testdata/corpus/triton_matmul_4mma.sm80.ptx (BLOCK 16x32x16,
GROUP_M=1, num_warps=1, num_stages=1), compiled ahead of time by Triton's
AMD backend for each matrix-unit target; OUTDIR/matmul_4mma.ARCH.s is the
amdgcn assembly Triton produces (k.asm["amdgcn"]). `ptxamd bench
--mma-native` counts these beside the translation and the HIP twin.
"""
import importlib.util
import os
import sys

import triton
from triton.backends.compiler import GPUTarget

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "..", "..", "corpus", "triton_kernels.py")

spec = importlib.util.spec_from_file_location("triton_kernels", SRC)
tk = importlib.util.module_from_spec(spec)
out = sys.argv[1] if len(sys.argv) > 1 else HERE
sys.argv = sys.argv[:1] + ["."]  # triton_kernels reads OUTDIR from argv
spec.loader.exec_module(tk)
consts = {"BLOCK_M": 16, "BLOCK_N": 32, "BLOCK_K": 16, "GROUP_M": 1}
for arch, wave in [("gfx90a", 64), ("gfx942", 64), ("gfx1100", 32), ("gfx1200", 32)]:
    for label, make in tk.ast_sources(tk.matmul, tk.MM_SIG, consts, []):
        try:
            k = triton.compile(make(), target=GPUTarget("hip", arch, wave),
                               options=dict(num_warps=1, num_stages=1))
        except Exception as e:  # try the next ASTSource convention
            print("FAIL", arch, label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")
            continue
        with open(os.path.join(out, "matmul_4mma.%s.s" % arch), "w") as f:
            f.write(k.asm["amdgcn"])
        print("OK", arch, "triton", triton.__version__, label)
        break
