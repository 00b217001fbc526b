"""PTX that JAX/XLA (LLVM NVPTX back end) generates for a few small jitted
functions on the local GPU: python3 xla_kernels.py OUTDIR.
XLA is asked to dump its modules (--xla_dump_to); every .ptx it writes is copied
out as xla_<module>.<arch>.ptx (at most 10 files, none over 300 KB)."""
import glob
import os
import re
import sys
import tempfile

OUTDIR = sys.argv[1] if len(sys.argv) > 1 else "."
DUMP = tempfile.mkdtemp(prefix="xla_dump_")
os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + f" --xla_dump_to={DUMP}"
os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
try:
    import jax
    import jax.numpy as jnp
except Exception as e:
    print(f"SKIP xla: {type(e).__name__}: {e}")
    sys.exit(0)


def layernorm_gelu(x, w, b):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    y = (x - mu) * jax.lax.rsqrt(var + 1e-5) * w + b
    return jax.nn.gelu(y)


def logsumexp_rows(x):
    return jax.nn.logsumexp(x, axis=1) + jnp.argmax(x, axis=1).astype(x.dtype)


def main():
    print(f"INFO jax {jax.__version__}, devices {jax.devices()}")
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (128, 512))
    w = jnp.ones((512,))
    b = jnp.zeros((512,))
    jax.jit(layernorm_gelu)(x, w, b).block_until_ready()
    jax.jit(logsumexp_rows)(x).block_until_ready()
    files = sorted(glob.glob(os.path.join(DUMP, "**", "*.ptx"), recursive=True))
    kept = 0
    for path in files:
        if kept >= 10:
            break
        ptx = open(path).read()
        if len(ptx) > 300_000:
            print(f"INFO skipped {os.path.basename(path)}: {len(ptx)} bytes")
            continue
        tag = "unknown"
        for line in ptx.splitlines():
            if line.startswith(".target"):
                tag = line.split()[1].split(",")[0].replace("_", "")
                break
        stem = os.path.basename(path)[: -len(".ptx")]
        stem = re.sub(r"[^A-Za-z0-9_]+", "_", stem).strip("_")
        fname = f"xla_{stem}.{tag}.ptx"
        with open(os.path.join(OUTDIR, fname), "w") as f:
            f.write(ptx)
        kept += 1
        print(f"OK   {fname} (jax.jit, XLA dump {os.path.basename(path)})")
    if not files:
        print("SKIP xla: no .ptx in the XLA dump")


if __name__ == "__main__":
    main()
