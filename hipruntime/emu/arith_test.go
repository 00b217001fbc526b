package emu

import (
	"math"
	"math/big"
	"testing"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// evalOp runs a one-thread kernel computing build(x, y) on parameters of
// type t and returns the stored result bits.
func evalOp(t *testing.T, ty, rt types.Type, a, b uint64, build func(k *kb, x, y value.Value) value.Value) uint64 {
	t.Helper()
	k := newKernel(param("out", global), param("x", ty), param("y", ty))
	r := build(k, k.f.Params[1], k.f.Params[2])
	k.store(r, k.f.Params[0])
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	out := e.buf(16)
	size := func(t types.Type) int { s, _, _ := sizeAlign(t); return int(s) }
	arg := func(v uint64) []byte { return u64s(v)[:size(ty)] }
	e.mustRun(k, 1, 1, 0, ptrArg(out), arg(a), arg(b))
	return e.u64s(out, 1)[0]
}

func f32b(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64b(f float64) uint64 { return math.Float64bits(f) }

func TestIntegerOps(t *testing.T) {
	type bin = func(k *kb, x, y value.Value) value.Value
	cases := []struct {
		name string
		ty   types.Type
		a, b uint64
		want uint64
		f    bin
	}{
		{"add32 wraps", types.I32, 0xffffffff, 2, 1, func(k *kb, x, y value.Value) value.Value { return k.b.NewAdd(x, y) }},
		{"sub8", types.I8, 1, 2, 0xff, func(k *kb, x, y value.Value) value.Value { return k.b.NewSub(x, y) }},
		{"mul64", types.I64, 1 << 40, 1 << 30, 0, func(k *kb, x, y value.Value) value.Value { return k.b.NewMul(x, y) }},
		{"sdiv", types.I32, uint64(uint32(0xfffffff9)), 2, uint64(uint32(0xfffffffd)), func(k *kb, x, y value.Value) value.Value { return k.b.NewSDiv(x, y) }},
		{"srem", types.I32, uint64(uint32(0xfffffff9)), 2, 0xffffffff, func(k *kb, x, y value.Value) value.Value { return k.b.NewSRem(x, y) }},
		{"udiv by 0", types.I32, 7, 0, 0xffffffff, func(k *kb, x, y value.Value) value.Value { return k.b.NewUDiv(x, y) }},
		{"urem", types.I16, 1000, 7, 6, func(k *kb, x, y value.Value) value.Value { return k.b.NewURem(x, y) }},
		{"ashr16", types.I16, 0x8000, 3, 0xf000, func(k *kb, x, y value.Value) value.Value { return k.b.NewAShr(x, y) }},
		{"lshr64", types.I64, 1 << 63, 63, 1, func(k *kb, x, y value.Value) value.Value { return k.b.NewLShr(x, y) }},
		{"shl32 amount masked", types.I32, 1, 33, 2, func(k *kb, x, y value.Value) value.Value { return k.b.NewShl(x, y) }},
		{"xor", types.I32, 0xf0f0, 0xff00, 0x0ff0, func(k *kb, x, y value.Value) value.Value { return k.b.NewXor(x, y) }},
		{"icmp slt", types.I32, uint64(uint32(0xffffffff)), 0, 1, func(k *kb, x, y value.Value) value.Value {
			return k.b.NewZExt(k.b.NewICmp(enum.IPredSLT, x, y), types.I32)
		}},
		{"icmp ugt", types.I32, uint64(uint32(0xffffffff)), 0, 1, func(k *kb, x, y value.Value) value.Value {
			return k.b.NewZExt(k.b.NewICmp(enum.IPredUGT, x, y), types.I32)
		}},
		{"sext", types.I8, 0x80, 0, 0xff80, func(k *kb, x, y value.Value) value.Value { return k.b.NewSExt(x, types.I16) }},
		{"trunc", types.I32, 0x12345678, 0, 0x78, func(k *kb, x, y value.Value) value.Value { return k.b.NewTrunc(x, types.I8) }},
		{"ctpop", types.I32, 0xf0f0, 0, 8, func(k *kb, x, y value.Value) value.Value { return k.call("llvm.ctpop.i32", types.I32, x) }},
		{"ctlz", types.I32, 1, 0, 31, func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.ctlz.i32", types.I32, x, constBool(false))
		}},
		{"bitreverse", types.I32, 1, 0, 0x80000000, func(k *kb, x, y value.Value) value.Value { return k.call("llvm.bitreverse.i32", types.I32, x) }},
		{"bswap", types.I32, 0x11223344, 0, 0x44332211, func(k *kb, x, y value.Value) value.Value { return k.call("llvm.bswap.i32", types.I32, x) }},
		{"smax", types.I32, uint64(uint32(0xfffffffe)), 3, 3, func(k *kb, x, y value.Value) value.Value { return k.call("llvm.smax.i32", types.I32, x, y) }},
		{"umin", types.I32, 0xfffffffe, 3, 3, func(k *kb, x, y value.Value) value.Value { return k.call("llvm.umin.i32", types.I32, x, y) }},
		{"fshl", types.I32, 0x12345678, 0x9abcdef0, 0x23456789, func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.fshl.i32", types.I32, x, y, i32(4))
		}},
		{"uadd.sat", types.I8, 200, 100, 255, func(k *kb, x, y value.Value) value.Value { return k.call("llvm.uadd.sat.i8", types.I8, x, y) }},
		{"sadd.sat", types.I8, 100, 100, 127, func(k *kb, x, y value.Value) value.Value { return k.call("llvm.sadd.sat.i8", types.I8, x, y) }},
		{"perm", types.I32, 0x44332211, 0x88776655, 0x11448855, func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.perm", types.I32, x, y, i32(0x04070300))
		}},
		{"ubfe", types.I32, 0xabcd1234, 0, 0xcd, func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.ubfe.i32", types.I32, x, i32(16), i32(8))
		}},
		{"sbfe", types.I32, 0xabcd1234, 0, 0xffffffcd, func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.sbfe.i32", types.I32, x, i32(16), i32(8))
		}},
		{"alignbit", types.I32, 0x12345678, 0x9abcdef0, 0x89abcdef, func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.alignbit", types.I32, x, y, i32(4))
		}},
		{"uadd.with.overflow", types.I32, 0xffffffff, 1, 1, func(k *kb, x, y value.Value) value.Value {
			r := k.call("llvm.uadd.with.overflow.i32", types.NewStruct(types.I32, types.I1), x, y)
			return k.b.NewZExt(k.b.NewExtractValue(r, 1), types.I32)
		}},
		{"smul.with.overflow", types.I32, 0x10000, 0x10000, 1, func(k *kb, x, y value.Value) value.Value {
			r := k.call("llvm.smul.with.overflow.i32", types.NewStruct(types.I32, types.I1), x, y)
			return k.b.NewZExt(k.b.NewExtractValue(r, 1), types.I32)
		}},
		{"i128 add carries", types.I64, 0xffffffffffffffff, 1, 1, func(k *kb, x, y value.Value) value.Value {
			s := k.b.NewAdd(k.b.NewZExt(x, types.I128), k.b.NewZExt(y, types.I128))
			return k.b.NewTrunc(k.b.NewLShr(s, constantInt(types.I128, 64)), types.I64)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var rt types.Type
			got := evalOp(t, c.ty, c.ty, c.a, c.b, func(k *kb, x, y value.Value) value.Value {
				r := c.f(k, x, y)
				rt = r.Type()
				return r
			})
			s, _, _ := sizeAlign(rt)
			got &= widthMask(int(8 * s))
			if got != c.want {
				t.Errorf("got %#x, want %#x", got, c.want)
			}
		})
	}
}

func TestFloatOps(t *testing.T) {
	type bin = func(k *kb, x, y value.Value) value.Value
	cases := []struct {
		name string
		ty   types.Type
		a, b uint64
		want uint64
		f    bin
	}{
		{"fadd", types.Float, f32b(1.5), f32b(2.25), f32b(3.75), func(k *kb, x, y value.Value) value.Value { return k.b.NewFAdd(x, y) }},
		{"fdiv64", types.Double, f64b(1), f64b(3), f64b(1.0 / 3), func(k *kb, x, y value.Value) value.Value { return k.b.NewFDiv(x, y) }},
		{"fma32 single rounding", types.Float, f32b(1 + 0x1p-23), f32b(1 - 0x1p-23), f32b(-0x1p-46), func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.fma.f32", types.Float, x, y, constFloat(types.Float, -1))
		}},
		{"half add", types.Half, 0x3c00, 0x3800, 0x3e00, func(k *kb, x, y value.Value) value.Value { return k.b.NewFAdd(x, y) }},
		{"fptosi saturates", types.Float, f32b(3e9), 0, 0x7fffffff, func(k *kb, x, y value.Value) value.Value { return k.b.NewFPToSI(x, types.I32) }},
		{"fptoui NaN", types.Float, f32b(float32(math.NaN())), 0, 0, func(k *kb, x, y value.Value) value.Value { return k.b.NewFPToUI(x, types.I32) }},
		{"sitofp", types.I32, uint64(uint32(0xfffffffe)), 0, f32b(-2), func(k *kb, x, y value.Value) value.Value { return k.b.NewSIToFP(x, types.Float) }},
		{"fptrunc to half", types.Float, f32b(65504), 0, 0x7bff, func(k *kb, x, y value.Value) value.Value { return k.b.NewFPTrunc(x, types.Half) }},
		{"fcmp uno", types.Float, f32b(float32(math.NaN())), f32b(1), 1, func(k *kb, x, y value.Value) value.Value {
			return k.b.NewZExt(k.b.NewFCmp(enum.FPredUNO, x, y), types.I32)
		}},
		{"fcmp olt NaN", types.Float, f32b(float32(math.NaN())), f32b(1), 0, func(k *kb, x, y value.Value) value.Value {
			return k.b.NewZExt(k.b.NewFCmp(enum.FPredOLT, x, y), types.I32)
		}},
		{"minnum NaN", types.Float, f32b(float32(math.NaN())), f32b(2), f32b(2), func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.minnum.f32", types.Float, x, y)
		}},
		{"amdgcn.sin takes revolutions", types.Float, f32b(0.25), 0, f32b(1), func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.sin.f32", types.Float, x)
		}},
		{"fract", types.Float, f32b(-0.25), 0, f32b(0.75), func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.fract.f32", types.Float, x)
		}},
		{"ldexp", types.Float, f32b(3), 0, f32b(48), func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.ldexp.f32", types.Float, x, i32(4))
		}},
		{"frexp.exp", types.Float, f32b(48), 0, 6, func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.frexp.exp.i32.f32", types.I32, x)
		}},
		{"class +inf", types.Float, f32b(float32(math.Inf(1))), 0, 1, func(k *kb, x, y value.Value) value.Value {
			return k.b.NewZExt(k.call("llvm.amdgcn.class.f32", types.I1, x, i32(1<<9)), types.I32)
		}},
		{"fmed3", types.Float, f32b(5), f32b(1), f32b(3), func(k *kb, x, y value.Value) value.Value {
			return k.call("llvm.amdgcn.fmed3.f32", types.Float, x, y, constFloat(types.Float, 3))
		}},
		{"round half away", types.Float, f32b(2.5), 0, f32b(3), func(k *kb, x, y value.Value) value.Value { return k.call("llvm.round.f32", types.Float, x) }},
		{"rint half even", types.Float, f32b(2.5), 0, f32b(2), func(k *kb, x, y value.Value) value.Value { return k.call("llvm.rint.f32", types.Float, x) }},
		{"copysign", types.Double, f64b(2), f64b(math.Copysign(0, -1)), f64b(-2), func(k *kb, x, y value.Value) value.Value { return k.call("llvm.copysign.f64", types.Double, x, y) }},
		{"bitcast float to i32", types.Float, f32b(1), 0, 0x3f800000, func(k *kb, x, y value.Value) value.Value { return k.b.NewBitCast(x, types.I32) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var rt types.Type
			got := evalOp(t, c.ty, c.ty, c.a, c.b, func(k *kb, x, y value.Value) value.Value {
				r := c.f(k, x, y)
				rt = r.Type()
				return r
			})
			s, _, _ := sizeAlign(rt)
			got &= widthMask(int(8 * s))
			if got != c.want {
				t.Errorf("got %#x, want %#x", got, c.want)
			}
		})
	}
}

func TestVectorOps(t *testing.T) {
	v4 := types.NewVector(4, types.I32)
	got := evalOp(t, types.I32, types.I32, 10, 3, func(k *kb, x, y value.Value) value.Value {
		var v value.Value = k.b.NewInsertElement(constUndef(v4), x, i32(0))
		v = k.b.NewInsertElement(v, y, i32(1))
		v = k.b.NewInsertElement(v, x, i32(2))
		v = k.b.NewInsertElement(v, y, i32(3))
		s := k.b.NewMul(v, v)                                                            // 100 9 100 9
		sh := k.b.NewShuffleVector(s, s, constVec(types.I32, 3, 2, 1, 0))                // 9 100 9 100
		sum := k.b.NewAdd(s, sh)                                                         // 109 ...
		e := k.b.NewExtractElement(sum, y)                                               // index 3: 109
		bc := k.b.NewBitCast(k.b.NewTrunc(sum, types.NewVector(4, types.I8)), types.I32) // bytes 109 x4
		return k.b.NewAdd(e, k.b.NewAnd(bc, i32(0xff00)))
	})
	if want := uint64(109 + 109<<8); got != want {
		t.Errorf("got %d, want %d", got, want)
	}
}

// TestFunnelShift128: llvm.fshl/fshr on i128 (clang's 128-bit rotates),
// against math/big.
func TestFunnelShift128(t *testing.T) {
	i128 := types.NewInt(128)
	a, b := uint64(0x0123456789abcdef), uint64(0xfedcba9876543210)
	for _, left := range []bool{true, false} {
		for _, n := range []uint64{0, 1, 4, 63, 64, 68, 127, 128 + 5} {
			for _, half := range []uint64{0, 64} {
				name := "llvm.fshr.i128"
				if left {
					name = "llvm.fshl.i128"
				}
				got := evalOp(t, types.I64, types.I64, a, b, func(k *kb, x, y value.Value) value.Value {
					// X = a:b (a high), Y = b:a; shift by n.
					hx := k.b.NewShl(k.b.NewZExt(x, i128), constant.NewInt(i128, 64))
					X := k.b.NewOr(hx, k.b.NewZExt(y, i128))
					hy := k.b.NewShl(k.b.NewZExt(y, i128), constant.NewInt(i128, 64))
					Y := k.b.NewOr(hy, k.b.NewZExt(x, i128))
					r := k.call(name, i128, X, Y, constant.NewInt(i128, int64(n)))
					return k.b.NewTrunc(k.b.NewLShr(r, constant.NewInt(i128, int64(half))), types.I64)
				})
				X := new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(a), 64), new(big.Int).SetUint64(b))
				Y := new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(b), 64), new(big.Int).SetUint64(a))
				cat := new(big.Int).Or(new(big.Int).Lsh(X, 128), Y) // 256-bit X:Y
				s := uint(n % 128)
				var r *big.Int
				if left {
					r = new(big.Int).Rsh(new(big.Int).Lsh(cat, s), 128) // high 128 bits of X:Y << s
				} else {
					r = new(big.Int).Rsh(cat, s) // low 128 bits of X:Y >> s
				}
				mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 64), big.NewInt(1))
				want := new(big.Int).And(new(big.Int).Rsh(r, uint(half)), mask).Uint64()
				if got != want {
					t.Errorf("%s by %d, bits %d+: %#x, want %#x", name, n, half, got, want)
				}
			}
		}
	}
}

// TestFPClass checks that each value is in exactly its LLVM fpclass (bit
// 0 sNaN ... 9 +inf), in every width, negative classes included.
func TestFPClass(t *testing.T) {
	type tc struct {
		name string
		bits map[int]uint64 // width -> encoding
		cls  uint
	}
	cases := []tc{
		{"sNaN", map[int]uint64{16: 0x7d00, 32: 0x7fa00000, 64: 0x7ff4000000000000}, 0},
		{"qNaN", map[int]uint64{16: 0x7e00, 32: 0x7fc00000, 64: 0x7ff8000000000000}, 1},
		{"-qNaN", map[int]uint64{16: 0xfe00, 32: 0xffc00000, 64: 0xfff8000000000000}, 1},
		{"-inf", map[int]uint64{16: 0xfc00, 32: 0xff800000, 64: 0xfff0000000000000}, 2},
		{"-normal", map[int]uint64{16: 0xbc00, 32: 0xbf800000, 64: 0xbff0000000000000}, 3},
		{"-subnormal", map[int]uint64{16: 0x8001, 32: 0x80000001, 64: 0x8000000000000001}, 4},
		{"-0", map[int]uint64{16: 0x8000, 32: 0x80000000, 64: 0x8000000000000000}, 5},
		{"+0", map[int]uint64{16: 0, 32: 0, 64: 0}, 6},
		{"+subnormal", map[int]uint64{16: 0x03ff, 32: 0x007fffff, 64: 0x000fffffffffffff}, 7},
		{"+normal", map[int]uint64{16: 0x3c00, 32: 0x3f800000, 64: 0x3ff0000000000000}, 8},
		{"+inf", map[int]uint64{16: 0x7c00, 32: 0x7f800000, 64: 0x7ff0000000000000}, 9},
	}
	for _, c := range cases {
		for w, u := range c.bits {
			for bit := uint(0); bit < 10; bit++ {
				if got, want := fpclass(w, u, 1<<bit), bit == c.cls; got != want {
					t.Errorf("f%d %s (%#x): class bit %d = %v, want %v", w, c.name, u, bit, got, want)
				}
			}
		}
	}
}
