"""PTX that PyTorch's torch.compile (Inductor -> Triton) generates for two small
fused functions on the local GPU: python3 inductor_kernels.py OUTDIR.
TRITON_CACHE_DIR must point at an empty folder (gen.sh sets it); every .ptx that
appears there is copied out as inductor_<kernel>.<arch>.ptx."""
import glob
import os
import sys

OUTDIR = sys.argv[1] if len(sys.argv) > 1 else "."
cache = os.environ.get("TRITON_CACHE_DIR")
if not cache:
    print("SKIP inductor: TRITON_CACHE_DIR not set")
    sys.exit(0)
try:
    import torch
    import torch.nn.functional as F
except Exception as e:
    print(f"SKIP inductor: {e}")
    sys.exit(0)
if not torch.cuda.is_available():
    print("SKIP inductor: no GPU")
    sys.exit(0)


def block(x, w, b, res):
    y = F.layer_norm(x + res, (x.shape[-1],), w, b)
    return F.gelu(y, approximate="tanh") * torch.sigmoid(x)


def attn_probs(q, k, mask):
    s = (q @ k.transpose(-1, -2)) * 0.125 + mask
    return torch.softmax(s.float(), dim=-1).to(q.dtype).sum(dim=1)


def main():
    print(f"INFO torch {torch.__version__}")
    dev = "cuda"
    x = torch.randn(64, 768, device=dev)
    w, b = torch.randn(768, device=dev), torch.randn(768, device=dev)
    torch.compile(block)(x, w, b, torch.randn_like(x))
    q = torch.randn(4, 128, 64, device=dev, dtype=torch.float16)
    k = torch.randn_like(q)
    m = torch.zeros(128, 128, device=dev, dtype=torch.float16)
    torch.compile(attn_probs)(q, k, m)
    torch.cuda.synchronize()
    seen = set()
    for path in sorted(glob.glob(os.path.join(cache, "**", "*.ptx"), recursive=True)):
        ptx = open(path).read()
        tag = "unknown"
        for line in ptx.splitlines():
            if line.startswith(".target"):
                tag = line.split()[1].split(",")[0].replace("_", "")
                break
        stem = os.path.splitext(os.path.basename(path))[0]
        fname = f"inductor_{stem}.{tag}.ptx"
        if fname in seen:
            continue
        seen.add(fname)
        with open(os.path.join(OUTDIR, fname), "w") as f:
            f.write(ptx)
        print(f"OK   {fname} (torch.compile, Triton cache {os.path.relpath(path, cache)})")


if __name__ == "__main__":
    main()
