"""JAX functions written the way JAX users write them; gen_cases.py compiles
each with jax.jit on the NVIDIA machine, with XLA's dump on, and takes the
kernels XLA's GPU backend emitted (PTX from LLVM's NVPTX backend) as cases."""
import jax
import jax.numpy as jnp
from jax import lax

jax.config.update("jax_enable_x64", True)


def gelu_tanh(x):
    return jax.nn.gelu(x, approximate=True)


def gelu_erf(x):
    return jax.nn.gelu(x, approximate=False)


def act_mix(x, y):
    # NaN-propagating max/min, clip, sigmoid, softplus, where on NaN
    a = jnp.maximum(x, y)
    b = jnp.minimum(x, y)
    c = jnp.clip(x, -2.5, 3.0)
    d = jax.nn.sigmoid(x) + jax.nn.softplus(y)
    e = jnp.where(jnp.isnan(x), y, x * y)
    return a, b, c, d, e


def transcend(x):
    return jnp.exp(x), jnp.log1p(jnp.abs(x)), jnp.tanh(x), jnp.sin(x) * jnp.cos(x), lax.rsqrt(jnp.abs(x)), jnp.expm1(x)


def int_ops(a, b):
    # jnp's // and % follow Python; shifts past the width give 0 (or -1)
    return (a // b, a % b, a << (b & 63), a >> (b & 63), lax.shift_right_logical(a, b & 63),
            lax.population_count(a), lax.clz(a), jnp.abs(a), a * b, jnp.maximum(a, b))


def float_to_int(x):
    # XLA's float->int conversion saturates and maps NaN to 0
    return (x.astype(jnp.int32), x.astype(jnp.uint8), x.astype(jnp.int8), jnp.round(x), jnp.floor(x),
            x.astype(jnp.uint32))


def half_math(x, y):
    xh = x.astype(jnp.float16)
    yh = y.astype(jnp.float16)
    xb = x.astype(jnp.bfloat16)
    yb = y.astype(jnp.bfloat16)
    return xh * yh + xh, jnp.maximum(xh, yh), xb * yb - yb, jnp.exp(xb), (xh / yh).astype(jnp.float32)


def row_softmax(x):
    return jax.nn.softmax(x, axis=-1)


def layer_norm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


def reductions(x):
    return x.sum(0), x.max(1), jnp.argmax(x, axis=1), jax.nn.logsumexp(x, axis=0), jnp.prod(x[:, :8], axis=1)


def int_reduce(a):
    return a.sum(1), a.min(0), jnp.bitwise_xor.reduce(a, axis=1), (a > 0).sum(0)


def transpose_add(x, y):
    return x.T + y


def cumsum(x):
    return jnp.cumsum(x, axis=1), jnp.cumsum(x, axis=0)


def scatter_add(base, idx, v):
    return base.at[idx].add(v)


def gather(x, idx):
    return jnp.take(x, idx, axis=0, mode="clip"), x[idx % x.shape[0], 3]


def sort_rows(x):
    return jnp.sort(x, axis=1)


def argsort_rows(x):
    return jnp.argsort(x, axis=1)


def rng_uniform(seed):
    k = jax.random.PRNGKey(seed)
    return jax.random.uniform(k, (4096,)), jax.random.bits(k, (2048,), jnp.uint32)


def rng_normal(seed):
    k = jax.random.PRNGKey(seed)
    return jax.random.normal(k, (2048,))


def f64_math(x, y):
    return jnp.exp(x) * y, jnp.sqrt(jnp.abs(x)) + jnp.arctan2(x, y), x / y, jnp.fmod(x, y)


def complex_ops(re, im):
    z = lax.complex(re, im)
    w = z * z + 1j
    return jnp.abs(z), jnp.real(w), jnp.imag(jnp.exp(z)), jnp.angle(z)


def attention_small(q, k, v):
    s = jnp.einsum("qd,kd->qk", q, k) * 0.125
    p = jax.nn.softmax(s, axis=-1)
    return p @ v


def dot_small(a, b):
    return a @ b


def one_hot_mean(labels, x):
    oh = jax.nn.one_hot(labels, 16, dtype=jnp.float32)
    return (oh * x[:, None]).mean(0)


def int64_ops(a, b):
    return a * b + (a >> 7), a // (b | 1), jnp.bitwise_and(a, b) ^ (a << 3)


def bf16_matmul(a, b):
    return (a.astype(jnp.bfloat16) @ b.astype(jnp.bfloat16)).astype(jnp.float32)


def f16_einsum(a, b):
    return jnp.einsum("bij,bjk->bik", a.astype(jnp.float16), b.astype(jnp.float16))


def f16_reduce(x):
    h = x.astype(jnp.float16)
    return h.sum(1), h.max(0), jnp.abs(h).mean(1)


def special_fns(x):
    return (jax.scipy.special.erfinv(jnp.tanh(x)), jax.scipy.special.gammaln(x), jax.scipy.special.digamma(x),
            jnp.cbrt(x), jnp.arcsinh(x), jnp.arctanh(jnp.tanh(x)), jnp.logaddexp(x, 0.5 * x), jnp.hypot(x, 2.0))


def nextafter_bits(x, y):
    return (jnp.nextafter(x, y), lax.bitcast_convert_type(x, jnp.int32) ^ 0x5bd1e995,
            lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10), jnp.isfinite(x) & (y > 0))


def uint_ops(a, b):
    return a // (b | 1), a % (b | 1), (a << 7) | (a >> 25), a * b, jnp.minimum(a, b), lax.population_count(a)


def small_ints(a, b):
    a8, b8 = a.astype(jnp.int8), b.astype(jnp.int8)
    u8 = a.astype(jnp.uint8)
    return a8 * b8 + a8, jnp.clip(a8, -100, 100), u8 // (b.astype(jnp.uint8) | 1), (a8 >> 2).astype(jnp.int16)


def fp8_convert(x):
    e4 = x.astype(jnp.float8_e4m3fn)
    e5 = x.astype(jnp.float8_e5m2)
    return e4, e5, e4.astype(jnp.float32) + e5.astype(jnp.float32)


def silu_logsoftmax_bf16(x):
    xb = x.astype(jnp.bfloat16)
    return jax.nn.silu(xb), jax.nn.log_softmax(xb, axis=-1)


def segment_sum(x, seg):
    return jax.ops.segment_sum(x, seg, num_segments=24)


def argmin_nan(x):
    return jnp.argmin(x, axis=1), jnp.nanmax(x, axis=1), jnp.nanargmax(x, axis=0)


def int64_divmod(a, b):
    return a // 7, a % 1000003, a // (b | 1), lax.shift_right_logical(a, 13), jnp.abs(a) >> 3


def where_chain(x, y):
    return jnp.where(x > y, jnp.sqrt(jnp.abs(x)), jnp.where(x < -1, y * y, jnp.sign(x) * jnp.exp2(y)))


def big_row_reduce(x):
    return x.sum(1), x.max(1), jnp.sqrt((x * x).mean(1))


def big_col_reduce(x):
    return x.sum(0), x.min(0)


def transpose3d(x):
    return jnp.transpose(x, (2, 0, 1)) + 1.0


def concat_pad(x, y):
    return jnp.concatenate([x, y], axis=1), jnp.pad(x, ((2, 3), (1, 4)), mode="edge")


def flip_roll(x):
    return jnp.flip(x, 0) - jnp.roll(x, 7, axis=1)


def dyn_slice(x, i, j):
    return lax.dynamic_slice(x, (i, j), (8, 8)) * 2.0


def wide_axpy(x, y):
    return x * 2.0 + y


def f16_wide(x, y):
    return (x.astype(jnp.float16) * y.astype(jnp.float16) - x.astype(jnp.float16)).astype(jnp.float16)


def softmax_long(x):
    return jax.nn.softmax(x, axis=-1)


def sort_long(x):
    return jnp.sort(x)


def take_along(x, idx):
    return jnp.take_along_axis(x, idx, axis=1)


def scatter_max(base, idx, v):
    return base.at[idx].max(v)


def int8_matmul(a, b):
    return jnp.dot(a.astype(jnp.int8), b.astype(jnp.int8), preferred_element_type=jnp.int32)


def fp8_matmul(a, b):
    return jnp.dot(a.astype(jnp.float8_e4m3fn), b.astype(jnp.float8_e4m3fn), preferred_element_type=jnp.float32)


def f64_reductions(x):
    return x.sum(1), x.max(0), jnp.argmax(x, axis=1), x.prod(1), jax.nn.logsumexp(x, axis=1)


def f64_softmax_cumsum(x):
    return jax.nn.softmax(x, axis=-1), jnp.cumsum(x, axis=1)


def f64_elementwise(x, y):
    return (jnp.sinh(x) + jnp.cosh(y), jnp.log1p(x) - jnp.expm1(y), jnp.power(jnp.abs(x), y),
            jnp.hypot(x, y), jnp.logaddexp(x, y), jnp.maximum(x, y) - jnp.minimum(x, y), x * y + x / (y - 1.0))
