package amdgpu_test

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// runElementwise translates src (kernel k, parameters: the buffers of
// args, then the element count n) for gfx90a in paired mode and runs it
// on the emulator with one thread per element; it returns the buffers.
func runElementwise(t *testing.T, src string, n int, args ...string) map[int][]byte {
	t.Helper()
	return runKernel(t, "gfx90a", "paired", src, hipruntime.Dim3{X: uint32((n + 255) / 256), Y: 1, Z: 1},
		hipruntime.Dim3{X: 256, Y: 1, Z: 1}, append(args, fmt.Sprintf("u32:%d", n))...)
}

// runKernel translates src for arch in warp mode mode and runs its kernel
// k on the emulator; it returns the buffers.
func runKernel(t *testing.T, arch, mode, src string, grid, block hipruntime.Dim3, args ...string) map[int][]byte {
	t.Helper()
	return runKernelCOV(t, arch, mode, 0, src, grid, block, args...)
}

// runKernelCOV is runKernel for code object version cov (0: the default).
func runKernelCOV(t *testing.T, arch, mode string, cov int, src string, grid, block hipruntime.Dim3, args ...string) map[int][]byte {
	t.Helper()
	ws := 64
	if mode == "wave32" {
		ws = 32
	}
	tg, err := target.Lookup(arch)
	if err != nil {
		t.Fatal(err)
	}
	features, err := tg.FeatureString(ws)
	if err != nil {
		t.Fatal(err)
	}
	opts := pipeline.Options{Arch: arch, WaveSize: ws, Mode: mode, Features: features, CodeObjectVersion: cov}
	out, err := pipeline.Translate("k.ptx", []byte(src), opts)
	if err != nil {
		t.Fatal(err)
	}
	specs, err := argspec.ParseAll(args)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pipeline.Execute(emu.New(arch, ws), pipeline.Image(out, opts, nil), pipeline.RunRequest{Kernel: "k",
		Grid: grid, Block: block, Args: specs})
	if err != nil {
		t.Fatal(err)
	}
	return res.Buffers
}

// directedKernel computes, for every element i, the f32 operation OP with
// rounding mode MODE of a[i], b[i] and c[i].
const directedKernel = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 n)
{
	.reg .pred %%p;
	.reg .b32 %%r<6>;
	.reg .b64 %%rd<10>;
	.reg .f32 %%f<5>;
	ld.param.u32 %%r1, [n];
	mov.u32 %%r2, %%ctaid.x;
	mov.u32 %%r3, %%ntid.x;
	mov.u32 %%r4, %%tid.x;
	mad.lo.s32 %%r5, %%r2, %%r3, %%r4;
	setp.ge.u32 %%p, %%r5, %%r1;
	@%%p bra done;
	mul.wide.u32 %%rd1, %%r5, 4;
	ld.param.u64 %%rd2, [pa];
	add.s64 %%rd2, %%rd2, %%rd1;
	ld.param.u64 %%rd3, [pb];
	add.s64 %%rd3, %%rd3, %%rd1;
	ld.param.u64 %%rd4, [pc];
	add.s64 %%rd4, %%rd4, %%rd1;
	ld.param.u64 %%rd5, [pd];
	add.s64 %%rd5, %%rd5, %%rd1;
	ld.global.f32 %%f1, [%%rd2];
	ld.global.f32 %%f2, [%%rd3];
	ld.global.f32 %%f3, [%%rd4];
	%s
	st.global.f32 [%%rd5], %%f4;
done:
	ret;
}
`

// roundF32 rounds the exact x to f32 with mode (subnormals and overflow
// as IEEE 754 has them).
func roundF32(x *big.Float, mode big.RoundingMode) float32 {
	if x.Sign() == 0 {
		f, _ := x.Float32()
		return f
	}
	// Quantize to the f32 grid at x's binade (2^-149 below the normals).
	e := x.MantExp(nil) - 1 // x = m·2^e with 1 <= |m| < 2
	q := e - 23
	if q < -149 {
		q = -149
	}
	scaled := new(big.Float).SetMantExp(x, -q)
	i, acc := scaled.Int(nil) // toward zero
	if acc != big.Exact {
		switch {
		case mode == big.ToNegativeInf && x.Sign() < 0:
			i.Sub(i, big.NewInt(1))
		case mode == big.ToPositiveInf && x.Sign() > 0:
			i.Add(i, big.NewInt(1))
		}
	}
	r := new(big.Float).SetInt(i)
	r.SetMantExp(r, q)
	f, _ := r.Float32()
	if math.IsInf(float64(f), 0) || math.Abs(float64(f)) > math.MaxFloat32 {
		max := float32(math.MaxFloat32)
		if x.Sign() < 0 {
			max = -max
		}
		switch {
		case mode == big.ToZero, mode == big.ToNegativeInf && x.Sign() > 0, mode == big.ToPositiveInf && x.Sign() < 0:
			return max
		}
		return float32(math.Inf(x.Sign()))
	}
	if f == 0 && x.Sign() < 0 {
		return float32(math.Copysign(0, -1))
	}
	return f
}

func exactOp(op string, a, b, c float32) *big.Float {
	A, B, C := big.NewFloat(float64(a)), big.NewFloat(float64(b)), big.NewFloat(float64(c))
	z := new(big.Float).SetPrec(2000)
	switch op {
	case "add":
		return z.Add(A, B)
	case "sub":
		return z.Sub(A, B)
	case "mul":
		return z.Mul(A, B)
	case "fma":
		z.Mul(A, B)
		return z.Add(z, C)
	case "div":
		return z.Quo(A, B)
	case "sqrt":
		return z.Sqrt(A)
	}
	panic(op)
}

// directedInputs are operand triples that stress directed rounding: exact
// results, near-ties, cancellation down to the subnormals, products far
// below or above the addend, overflow and underflow.
func directedInputs(r *rand.Rand, n int) (a, b, c []float32) {
	bitsF := func(lo, hi int) float32 { // random sign, exponent in [lo, hi]
		e := lo + r.Intn(hi-lo+1)
		m := 1 + r.Float64()
		if r.Intn(4) == 0 {
			m = 1 + float64(r.Intn(8))/8 // few mantissa bits: exact results
		}
		f := float32(math.Ldexp(m, e))
		if r.Intn(2) == 0 {
			f = -f
		}
		return f
	}
	for i := 0; i < n; i++ {
		var x, y, z float32
		switch r.Intn(6) {
		case 0:
			x, y, z = bitsF(-30, 30), bitsF(-30, 30), bitsF(-30, 30)
		case 1: // cancellation: z close to -x*y
			x, y = bitsF(-70, 60), bitsF(-70, 60)
			z = -float32(float64(x) * float64(y))
			if r.Intn(2) == 0 {
				z = math.Nextafter32(z, float32(math.Inf(r.Intn(2)*2-1)))
			}
		case 2: // tiny
			x, y, z = bitsF(-149, -100), bitsF(-40, 10), bitsF(-149, -120)
		case 3: // huge
			x, y, z = bitsF(60, 127), bitsF(60, 127), bitsF(100, 127)
		case 4: // product far below the addend
			x, y, z = bitsF(-60, -20), bitsF(-60, -20), bitsF(-10, 10)
		default:
			x, y, z = math.Float32frombits(r.Uint32()), math.Float32frombits(r.Uint32()), math.Float32frombits(r.Uint32())
		}
		a, b, c = append(a, x), append(b, y), append(c, z)
	}
	for _, s := range []float32{0, float32(math.Copysign(0, -1)), 1, -1, math.MaxFloat32, -math.MaxFloat32, 0x1p-149, -0x1p-149, 0x1p-126, float32(math.Inf(1)), float32(math.Inf(-1))} {
		for _, t := range []float32{0, float32(math.Copysign(0, -1)), 1, -1, math.MaxFloat32, 0x1p-149, -0x1p-126, 3} {
			for _, u := range []float32{0, float32(math.Copysign(0, -1)), -1, math.MaxFloat32, -0x1p-149} {
				a, b, c = append(a, s), append(b, t), append(c, u)
			}
		}
	}
	return a, b, c
}

// TestDirectedF32 runs f32 add, sub, mul, fma, div and sqrt in rz, rm and
// rp on the emulator and checks every result against exact arithmetic.
func TestDirectedF32(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	n := 20000
	if testing.Short() {
		n = 3000
	}
	a, b, c := directedInputs(r, n)
	n = len(a)
	dir := t.TempDir()
	write := func(name string, v []float32) string {
		buf := make([]byte, 4*len(v))
		for i, f := range v {
			binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(f))
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, buf, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	pa, pb, pc := write("a", a), write("b", b), write("c", c)
	modes := map[string]big.RoundingMode{"rz": big.ToZero, "rm": big.ToNegativeInf, "rp": big.ToPositiveInf}
	for _, op := range []string{"add", "sub", "mul", "fma", "div", "sqrt"} {
		for _, mode := range []string{"rz", "rm", "rp"} {
			var inst string
			switch op {
			case "fma":
				inst = fmt.Sprintf("fma.%s.f32 %%f4, %%f1, %%f2, %%f3;", mode)
			case "sqrt":
				inst = fmt.Sprintf("sqrt.%s.f32 %%f4, %%f1;", mode)
			default:
				inst = fmt.Sprintf("%s.%s.f32 %%f4, %%f1, %%f2;", op, mode)
			}
			got := runElementwise(t, fmt.Sprintf(directedKernel, inst), n,
				fmt.Sprintf("buf:f32:%d:file:%s", n, pa), fmt.Sprintf("buf:f32:%d:file:%s", n, pb),
				fmt.Sprintf("buf:f32:%d:file:%s", n, pc), fmt.Sprintf("buf:f32:%d:zero", n))[3]
			bad := 0
			for i := 0; i < n; i++ {
				g := math.Float32frombits(binary.LittleEndian.Uint32(got[4*i:]))
				x, y, z := a[i], b[i], c[i]
				switch op {
				case "sqrt":
					y, z = 0, 0
				case "add", "sub", "mul", "div":
					z = 0
				}
				if isNaN32(x) || isNaN32(y) || isNaN32(z) {
					if !isNaN32(g) {
						t.Errorf("%s.%s(%g, %g, %g) = %g, want NaN", op, mode, x, y, z, g)
					}
					continue
				}
				want, special := specialF32(op, mode, x, y, z)
				if !special {
					ex := exactOp(op, x, y, z)
					if ex.Sign() == 0 && op != "mul" && op != "div" && op != "sqrt" {
						// An exact zero sum p + q (IEEE 754 §6.3): two zeros
						// give -0 when both are -0 (under rm: when either
						// is); otherwise +0, or -0 under rm.
						p, q := float64(x), float64(y)
						if op == "sub" {
							q = -q
						}
						if op == "fma" {
							p, q = float64(x)*float64(y), float64(z)
						}
						neg := mode == "rm"
						if p == 0 && q == 0 {
							if mode == "rm" {
								neg = math.Signbit(p) || math.Signbit(q)
							} else {
								neg = math.Signbit(p) && math.Signbit(q)
							}
						}
						want = 0
						if neg {
							want = float32(math.Copysign(0, -1))
						}
					} else {
						want = roundF32(ex, modes[mode])
					}
				}
				if math.Float32bits(g) != math.Float32bits(want) && !(isNaN32(g) && isNaN32(want)) {
					if bad++; bad <= 10 {
						t.Errorf("%s.%s(%g, %g, %g) = %g (%#08x), want %g (%#08x)", op, mode, x, y, z, g, math.Float32bits(g), want, math.Float32bits(want))
					}
				}
			}
		}
	}
}

func isNaN32(f float32) bool { return f != f }

// specialF32 gives the result of op where an operand is infinite or the
// result is NaN (exact arithmetic does not model those).
func specialF32(op, mode string, x, y, z float32) (float32, bool) {
	X, Y, Z := float64(x), float64(y), float64(z)
	inf := func(v float64) bool { return math.IsInf(v, 0) }
	nan := float32(math.NaN())
	switch op {
	case "add", "sub":
		if op == "sub" {
			Y = -Y
		}
		if inf(X) || inf(Y) {
			return float32(X + Y), true
		}
	case "mul":
		if inf(X) || inf(Y) {
			return float32(X * Y), true
		}
	case "fma":
		if inf(X) || inf(Y) || inf(Z) {
			return float32(X*Y + Z), true
		}
	case "div":
		if inf(X) || inf(Y) || Y == 0 {
			return float32(X / Y), true
		}
	case "sqrt":
		if X < 0 {
			return nan, true
		}
		if inf(X) || X == 0 {
			return float32(math.Sqrt(X)), true
		}
	}
	return 0, false
}
